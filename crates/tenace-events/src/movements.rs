//! Movement generators (events.md §3). Each returns the cells of the
//! movement with what it promises; [`generate`] runs the verifier (§3.12)
//! on the result before handing it out.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::model::{
    wrap, BoardPlan, Cell, Completeness, ContestantKind, Movement, MovementKind, Promises, Winners,
};
use crate::verify::{verify, Violation};

/// The most tables any generator accepts.
pub const MAX_TABLES: u16 = 60;

/// What to generate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovementOptions {
    pub kind: MovementKind,
    /// Tables; for a round robin, the number of teams.
    pub tables: u16,
    pub boards_per_round: u16,
    /// Rounds to play, when the movement allows another number than its
    /// own (a partial Howell, a shortened Mitchell, a web's sets).
    pub rounds: Option<u16>,
    /// Arrow-switch the last rounds of a Mitchell (§3.5).
    pub arrow_switch: bool,
}

impl MovementOptions {
    pub fn new(kind: MovementKind, tables: u16) -> MovementOptions {
        MovementOptions {
            kind,
            tables,
            boards_per_round: 2,
            rounds: None,
            arrow_switch: false,
        }
    }
}

/// Why a movement cannot be generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum GenerateError {
    #[error("a {kind:?} movement needs at least {min} tables, not {tables}")]
    TooFewTables {
        kind: MovementKind,
        min: u16,
        tables: u16,
    },
    #[error("a {kind:?} movement has at most {max} tables here, not {tables}")]
    TooManyTables {
        kind: MovementKind,
        max: u16,
        tables: u16,
    },
    #[error("a {kind:?} movement needs an odd number of tables, not {tables}")]
    NeedsOddTables { kind: MovementKind, tables: u16 },
    #[error("a {kind:?} movement needs an even number of tables, not {tables}")]
    NeedsEvenTables { kind: MovementKind, tables: u16 },
    #[error("a {kind:?} movement of {tables} tables plays {min} to {max} rounds, not {rounds}")]
    Rounds {
        kind: MovementKind,
        tables: u16,
        min: u16,
        max: u16,
        rounds: u16,
    },
    #[error("no {kind:?} movement exists for {tables} tables")]
    NoDesign { kind: MovementKind, tables: u16 },
    #[error("boards per round must be 1 or more")]
    NoBoards,
    #[error("an arrow switch applies to a Mitchell movement, not to {kind:?}")]
    ArrowSwitchNotApplicable { kind: MovementKind },
    #[error("a custom movement is imported, not generated")]
    NotGenerated,
    #[error("position {position} is not in the movement (1 to {positions})")]
    NoSuchPhantom { position: u16, positions: u16 },
    #[error("the generated movement fails its verification: {0:?}")]
    FailsVerification(Vec<Violation>),
}

/// Generates and verifies a movement.
pub fn generate(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    use MovementKind as K;
    if opts.boards_per_round == 0 {
        return Err(GenerateError::NoBoards);
    }
    if opts.tables > MAX_TABLES {
        return Err(GenerateError::TooManyTables {
            kind: opts.kind,
            max: MAX_TABLES,
            tables: opts.tables,
        });
    }
    let mitchell = matches!(
        opts.kind,
        K::Mitchell | K::SkipMitchell | K::RelayMitchell | K::WebMitchell
    );
    if opts.arrow_switch && !mitchell {
        return Err(GenerateError::ArrowSwitchNotApplicable { kind: opts.kind });
    }
    let mut m = match opts.kind {
        K::Mitchell if opts.tables.is_multiple_of(2) && opts.tables >= 4 => skip_mitchell(opts)?,
        K::Mitchell => mitchell_odd(opts)?,
        K::SkipMitchell => skip_mitchell(opts)?,
        K::RelayMitchell => relay_mitchell(opts)?,
        K::WebMitchell => web_mitchell(opts)?,
        K::HesitationMitchell => hesitation(opts)?,
        K::Howell => howell(opts)?,
        K::Individual => individual(opts)?,
        K::RoundRobin => round_robin(opts)?,
        K::Custom => return Err(GenerateError::NotGenerated),
    };
    if opts.arrow_switch {
        arrow_switch_last_rounds(&mut m, opts.boards_per_round);
    }
    let report = verify(&m);
    if !report.violations.is_empty() {
        return Err(GenerateError::FailsVerification(report.violations));
    }
    Ok(m)
}

/// Leaves position `phantom` empty (events.md §3.6): an odd number of
/// pairs plays the movement of the next table count, and whoever is
/// scheduled against the phantom sits out that round. The result is
/// verified again (V9: nobody sits out twice in a row, nor more than once).
pub fn with_phantom(mut m: Movement, phantom: u16) -> Result<Movement, GenerateError> {
    if phantom == 0 || phantom > m.positions {
        return Err(GenerateError::NoSuchPhantom {
            position: phantom,
            positions: m.positions,
        });
    }
    for c in &mut m.cells {
        if c.ns == Some(phantom) {
            c.ns = None;
        }
        if c.ew == Some(phantom) {
            c.ew = None;
        }
        if let Some(seats) = &mut c.seats {
            for s in seats.iter_mut() {
                if *s == Some(phantom) {
                    *s = None;
                }
            }
        }
    }
    if !m.phantoms.contains(&phantom) {
        m.phantoms.push(phantom);
    }
    // Completeness and equal play are promised to the pairs that play.
    m.promises.complete = crate::model::Completeness::None;
    m.promises.plays_per_set = None;
    if let Some((ns, ew)) = &mut m.promises.lines {
        ns.retain(|&p| p != phantom);
        ew.retain(|&p| p != phantom);
    }
    m.promises.lines = None;
    let report = verify(&m);
    if !report.violations.is_empty() {
        return Err(GenerateError::FailsVerification(report.violations));
    }
    Ok(m)
}

fn check_tables(kind: MovementKind, tables: u16, min: u16, max: u16) -> Result<(), GenerateError> {
    if tables < min {
        return Err(GenerateError::TooFewTables { kind, min, tables });
    }
    if tables > max {
        return Err(GenerateError::TooManyTables { kind, max, tables });
    }
    Ok(())
}

/// Even tables only, at least 4 (§3.3, §3.4, §3.7).
fn check_even_tables(kind: MovementKind, t: u16) -> Result<(), GenerateError> {
    check_tables(kind, t, 4, MAX_TABLES)?;
    if t % 2 == 1 {
        return Err(GenerateError::NeedsEvenTables { kind, tables: t });
    }
    Ok(())
}

fn rounds_in(
    opts: &MovementOptions,
    min: u16,
    max: u16,
    default: u16,
) -> Result<u16, GenerateError> {
    let r = opts.rounds.unwrap_or(default);
    if r < min || r > max {
        return Err(GenerateError::Rounds {
            kind: opts.kind,
            tables: opts.tables,
            min,
            max,
            rounds: r,
        });
    }
    Ok(r)
}

fn pair_cell(round: u16, table: u16, ns: u16, ew: u16, set: u16) -> Cell {
    Cell {
        round,
        table,
        ns: Some(ns),
        ew: Some(ew),
        seats: None,
        set: Some(set),
        shared_with: None,
        arrow_switch: false,
    }
}

fn mitchell_lines(t: u16) -> Option<(Vec<u16>, Vec<u16>)> {
    Some(((1..=t).collect(), (t + 1..=2 * t).collect()))
}

/// A movement of the Mitchell family: two winners, pairs numbered 1 to 2T
/// with no phantom, boards in consecutive sets.
fn mitchell_family(
    name: String,
    kind: MovementKind,
    opts: &MovementOptions,
    rounds: u16,
    promises: Promises,
    cells: Vec<Cell>,
) -> Movement {
    let t = opts.tables;
    Movement {
        name,
        kind,
        contestants: ContestantKind::Pair,
        tables: t,
        rounds,
        positions: 2 * t,
        phantoms: vec![],
        winners: Winners::Two,
        boards: BoardPlan::consecutive(t, opts.boards_per_round),
        promises,
        cells,
    }
}

/// What a Mitchell of `t` tables and `rounds` rounds promises: complete,
/// with its two lines, when `full`.
fn mitchell_promises(t: u16, rounds: u16, full: bool, plays_per_set: Option<u16>) -> Promises {
    Promises {
        complete: if full {
            Completeness::Lines
        } else {
            Completeness::None
        },
        plays_per_set,
        sets_per_contestant: Some(rounds),
        max_meetings: None,
        lines: if full { mitchell_lines(t) } else { None },
    }
}

/// §3.2: N-S pair k stays at table k (pair number k); E-W pair k (pair
/// number T + k) moves up one table a round; sets move down.
fn mitchell_odd(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    check_tables(opts.kind, t, 3, MAX_TABLES)?;
    if t.is_multiple_of(2) {
        return Err(GenerateError::NeedsOddTables {
            kind: MovementKind::Mitchell,
            tables: t,
        });
    }
    let rounds = rounds_in(opts, 1, t, t)?;
    let (ti, mut cells) = (i64::from(t), Vec::new());
    for r in 1..=rounds {
        let ri = i64::from(r);
        for tb in 1..=t {
            let x = i64::from(tb);
            cells.push(pair_cell(
                r,
                tb,
                tb,
                t + wrap(x - ri + 1, ti),
                wrap(x + ri - 1, ti),
            ));
        }
    }
    let full = rounds == t;
    Ok(mitchell_family(
        format!("Mitchell {t} tables"),
        MovementKind::Mitchell,
        opts,
        rounds,
        mitchell_promises(t, rounds, full, Some(rounds)),
        cells,
    ))
}

/// §3.3: even tables; E-W skip one table after round T/2. T − 1 rounds;
/// a T-th round is the revenge round (meetings may repeat).
fn skip_mitchell(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    let kind = MovementKind::SkipMitchell;
    check_even_tables(kind, t)?;
    let rounds = rounds_in(opts, 1, t, t - 1)?;
    let (ti, mut cells) = (i64::from(t), Vec::new());
    for r in 1..=rounds {
        let ri = i64::from(r);
        let skip = i64::from(r > t / 2);
        for tb in 1..=t {
            let x = i64::from(tb);
            cells.push(pair_cell(
                r,
                tb,
                tb,
                t + wrap(x - ri + 1 - skip, ti),
                wrap(x + ri - 1, ti),
            ));
        }
    }
    Ok(mitchell_family(
        format!("Skip Mitchell {t} tables"),
        kind,
        opts,
        rounds,
        Promises {
            complete: Completeness::None,
            plays_per_set: None,
            sets_per_contestant: Some(rounds),
            max_meetings: (rounds == t).then_some(2),
            lines: None,
        },
        cells,
    ))
}

/// Moves sets along a board track: the set that started at slot j is at
/// slot `(j − (r − 1)) mod S` in round r (§3.1). `track[i]` is `Some(table)`
/// or `None` for a relay; returns, per table, the set it plays.
fn track_sets(track: &[Option<u16>], round: u16) -> BTreeMap<u16, u16> {
    let s = track.len() as i64;
    let mut out = BTreeMap::new();
    for j in 0..s {
        let slot = (j - (i64::from(round) - 1)).rem_euclid(s) as usize;
        if let Some(table) = track[slot] {
            out.insert(table, (j + 1) as u16);
        }
    }
    out
}

/// §3.4: relay and bye stand. Table T shares with table 1 every round.
fn relay_mitchell(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    let kind = MovementKind::RelayMitchell;
    check_even_tables(kind, t)?;
    let rounds = rounds_in(opts, 1, t, t)?;
    let h = t / 2;
    let track: Vec<Option<u16>> = (1..=h)
        .map(Some)
        .chain(std::iter::once(None))
        .chain((h + 1..t).map(Some))
        .collect();
    let ti = i64::from(t);
    let mut cells = Vec::new();
    for r in 1..=rounds {
        let sets = track_sets(&track, r);
        for tb in 1..=t {
            let x = i64::from(tb);
            let (set, shared) = if tb == t {
                (sets[&1], Some(1))
            } else {
                (sets[&tb], None)
            };
            let mut c = pair_cell(r, tb, tb, t + wrap(x - i64::from(r) + 1, ti), set);
            c.shared_with = shared;
            cells.push(c);
        }
    }
    let full = rounds == t;
    Ok(mitchell_family(
        format!("Relay-and-bye Mitchell {t} tables"),
        kind,
        opts,
        rounds,
        mitchell_promises(t, rounds, full, full.then_some(t)),
        cells,
    ))
}

/// §3.7: web Mitchell, T even, S sets (= rounds) with two copies of each.
/// With an even S the E-W pairs skip one table after round S/2.
fn web_mitchell(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    let kind = MovementKind::WebMitchell;
    check_even_tables(kind, t)?;
    let h = t / 2;
    // Default: the smallest odd number of sets above T/2.
    let default = if (h + 1) % 2 == 1 { h + 1 } else { h + 2 };
    let s = rounds_in(opts, h + 1, t - 1, default.min(t - 1))?;
    Ok(web_layout(t, s, s % 2 == 0, opts.boards_per_round))
}

/// The web Mitchell of §3.7 for `t` tables (even) and `s` sets, with or
/// without the E-W skip after round s/2; not verified.
pub fn web_layout(t: u16, s: u16, skip_half_way: bool, boards_per_round: u16) -> Movement {
    let h = t / 2;
    let kind = MovementKind::WebMitchell;
    let (ti, si) = (i64::from(t), i64::from(s));
    let mut cells = Vec::new();
    for r in 1..=s {
        let ri = i64::from(r);
        let skip = i64::from(skip_half_way && r > s / 2);
        for tb in 1..=t {
            let x = i64::from(tb);
            let set = if tb <= h {
                wrap(x + ri - 1, si)
            } else {
                wrap(ti - x - ri + 1, si)
            };
            cells.push(pair_cell(r, tb, tb, t + wrap(x - ri + 1 - skip, ti), set));
        }
    }
    let mut boards = BoardPlan::consecutive(s, boards_per_round);
    boards.copies = (1..=s).map(|k| (k, 2)).collect();
    Movement {
        name: format!("Web Mitchell {t} tables, {s} sets"),
        kind,
        contestants: ContestantKind::Pair,
        tables: t,
        rounds: s,
        positions: 2 * t,
        phantoms: vec![],
        winners: Winners::Two,
        boards,
        promises: Promises {
            complete: Completeness::None,
            plays_per_set: None,
            sets_per_contestant: Some(s),
            max_meetings: None,
            lines: None,
        },
        cells,
    }
}

/// §3.8: hesitation Mitchell, T odd, T + 1 rounds and sets, one relay
/// between tables (T−1)/2 and (T+1)/2. N-S 1..T−1 are stationary; pair T
/// starts N-S at table T; pairs T+1..2T start E-W at tables 1..T and all
/// T + 1 moving pairs follow EW1 → EW2 → … → EWT → NS T → EW1. The last
/// round is arrow-switched at every table but table T.
fn hesitation(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    let kind = MovementKind::HesitationMitchell;
    check_tables(kind, t, 3, MAX_TABLES - 1)?;
    if t.is_multiple_of(2) {
        return Err(GenerateError::NeedsOddTables { kind, tables: t });
    }
    rounds_in(opts, t + 1, t + 1, t + 1)?;
    Ok(hesitation_layout(t, (t - 1) / 2, opts.boards_per_round))
}

/// The hesitation Mitchell of §3.8 for `t` tables with the relay after
/// table `relay_after`; not verified.
pub fn hesitation_layout(t: u16, relay_after: u16, boards_per_round: u16) -> Movement {
    let kind = MovementKind::HesitationMitchell;
    let rounds = t + 1;
    let h = relay_after;
    let track: Vec<Option<u16>> = (1..=h)
        .map(Some)
        .chain(std::iter::once(None))
        .chain((h + 1..=t).map(Some))
        .collect();
    // Seats of the moving cycle: (table, is_ns).
    let cycle: Vec<(u16, bool)> = (1..=t)
        .map(|tb| (tb, false))
        .chain(std::iter::once((t, true)))
        .collect();
    let start: Vec<u16> = (t + 1..=2 * t).chain(std::iter::once(t)).collect();
    let l = cycle.len();
    let mut cells = Vec::new();
    for r in 1..=rounds {
        let sets = track_sets(&track, r);
        let mut ns: BTreeMap<u16, u16> = (1..t).map(|tb| (tb, tb)).collect();
        let mut ew = BTreeMap::new();
        for (i, &pair) in start.iter().enumerate() {
            let (tb, is_ns) = cycle[(i + usize::from(r) - 1) % l];
            if is_ns {
                ns.insert(tb, pair);
            } else {
                ew.insert(tb, pair);
            }
        }
        for tb in 1..=t {
            let mut c = pair_cell(r, tb, ns[&tb], ew[&tb], sets[&tb]);
            c.arrow_switch = r == rounds && tb != t;
            cells.push(c);
        }
    }
    Movement {
        name: format!("Hesitation Mitchell {t} tables"),
        kind,
        contestants: ContestantKind::Pair,
        tables: t,
        rounds,
        positions: 2 * t,
        phantoms: vec![],
        winners: Winners::One,
        boards: BoardPlan::consecutive(t + 1, boards_per_round),
        promises: Promises {
            complete: Completeness::None,
            plays_per_set: Some(t),
            sets_per_contestant: Some(t + 1),
            max_meetings: None,
            lines: None,
        },
        cells,
    }
}

/// Base rows of cyclic complete Howells (§3.9.1): (set, N-S, E-W) for
/// tables 2.. ; table 1 is the stationary pair P against pair 1 on set 1.
const HOWELL_BASES: [&[(u16, u16, u16)]; 8] = [
    &[(4, 6, 3), (6, 7, 2), (7, 4, 5)],
    &[(3, 7, 5), (5, 8, 4), (6, 3, 2), (8, 9, 6)],
    &[(2, 3, 10), (4, 7, 6), (5, 9, 4), (6, 11, 2), (10, 8, 5)],
    &[
        (2, 12, 3),
        (4, 8, 7),
        (8, 2, 13),
        (9, 4, 11),
        (10, 9, 6),
        (12, 10, 5),
    ],
    &[
        (3, 13, 4),
        (5, 9, 8),
        (8, 2, 15),
        (11, 10, 7),
        (12, 3, 14),
        (13, 11, 6),
        (15, 12, 5),
    ],
    &[
        (6, 14, 5),
        (8, 4, 15),
        (9, 12, 7),
        (11, 13, 6),
        (13, 2, 17),
        (14, 11, 8),
        (15, 3, 16),
        (17, 10, 9),
    ],
    &[
        (8, 6, 11),
        (9, 16, 3),
        (11, 2, 12),
        (12, 14, 7),
        (13, 19, 17),
        (16, 5, 13),
        (17, 10, 9),
        (18, 4, 8),
        (19, 18, 15),
    ],
    &[
        (2, 5, 18),
        (4, 12, 11),
        (5, 6, 17),
        (7, 20, 3),
        (9, 8, 15),
        (14, 19, 4),
        (16, 13, 10),
        (18, 7, 16),
        (19, 21, 2),
        (21, 9, 14),
    ],
];

/// The 3-table Howell with sharing (§3.9.1): pair 6 stationary, the others
/// by the circle method; sets of rounds 1–4 per table (found by a search
/// that every pair plays sets 1–4 once), and all three tables play set 5
/// in round 5 (tables 2 and 3 share with table 1).
const HOWELL3_SETS: [[u16; 3]; 4] = [[1, 2, 3], [3, 2, 4], [4, 1, 3], [2, 1, 4]];

/// §3.9: complete Howell for 2 to 11 tables, or a partial one (its first
/// `rounds` rounds).
fn howell(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let n = opts.tables;
    let kind = MovementKind::Howell;
    check_tables(kind, n, 2, 11)?;
    let m = 2 * n - 1;
    let rounds = rounds_in(opts, 1, m, m)?;
    let mi = i64::from(m);
    let p = 2 * n;
    let mut cells = Vec::new();
    for r in 1..=rounds {
        let ri = i64::from(r);
        match n {
            2 => {
                cells.push(pair_cell(r, 1, 4, r, r));
                let mut c = pair_cell(r, 2, wrap(ri + 2, 3), wrap(ri + 1, 3), r);
                c.shared_with = Some(1);
                cells.push(c);
            }
            3 => {
                let rows = [
                    (6, r),
                    (wrap(ri + 1, 5), wrap(ri - 1, 5)),
                    (wrap(ri + 2, 5), wrap(ri - 2, 5)),
                ];
                for (i, (a, b)) in rows.into_iter().enumerate() {
                    let tb = i as u16 + 1;
                    let (set, shared) = if r == 5 {
                        (5, (tb > 1).then_some(1))
                    } else {
                        (HOWELL3_SETS[usize::from(r - 1)][i], None)
                    };
                    let mut c = pair_cell(r, tb, a, b, set);
                    c.shared_with = shared;
                    cells.push(c);
                }
            }
            _ => {
                cells.push(pair_cell(r, 1, p, r, r));
                for (k, &(s, a, b)) in HOWELL_BASES[usize::from(n - 4)].iter().enumerate() {
                    let step = |x: u16| wrap(i64::from(x) + ri - 1, mi);
                    cells.push(pair_cell(r, k as u16 + 2, step(a), step(b), step(s)));
                }
            }
        }
    }
    let complete = rounds == m;
    Ok(Movement {
        name: if complete {
            format!("Howell {n} tables")
        } else {
            format!("Partial Howell {n} tables, {rounds} rounds")
        },
        kind,
        contestants: ContestantKind::Pair,
        tables: n,
        rounds,
        positions: p,
        phantoms: vec![],
        winners: Winners::One,
        boards: BoardPlan::consecutive(m, opts.boards_per_round),
        promises: Promises {
            complete: if complete {
                Completeness::All
            } else {
                Completeness::None
            },
            plays_per_set: complete.then_some(n),
            sets_per_contestant: Some(rounds),
            max_meetings: None,
            lines: None,
        },
        cells,
    })
}

fn seat_cell(round: u16, table: u16, seats: [u16; 4], set: u16) -> Cell {
    Cell {
        round,
        table,
        ns: Some(seats[0]),
        ew: Some(seats[1]),
        seats: Some(seats.map(Some)),
        set: Some(set),
        shared_with: None,
        arrow_switch: false,
    }
}

/// §3.10: for 2 tables the 8-player individual (player 8 fixed North at
/// table 1, the others add 1 modulo 7 each round, both tables on one set);
/// otherwise the rainbow for T tables with gcd(T, 6) = 1.
fn individual(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let t = opts.tables;
    let kind = MovementKind::Individual;
    check_tables(kind, t, 2, MAX_TABLES)?;
    let mut cells = Vec::new();
    if t == 2 {
        let rounds = rounds_in(opts, 1, 7, 7)?;
        // Round 1, seats N, E, S, W.
        let base = [[8, 6, 1, 2], [5, 3, 7, 4]];
        for r in 1..=rounds {
            for (i, row) in base.iter().enumerate() {
                let seats = row.map(|x| {
                    if x == 8 {
                        8
                    } else {
                        wrap(i64::from(x) + i64::from(r) - 1, 7)
                    }
                });
                let mut c = seat_cell(r, i as u16 + 1, seats, r);
                if i == 1 {
                    c.shared_with = Some(1);
                }
                cells.push(c);
            }
        }
        return Ok(Movement {
            name: "Individual 8 players".into(),
            kind,
            contestants: ContestantKind::Individual,
            tables: 2,
            rounds,
            positions: 8,
            phantoms: vec![],
            winners: Winners::One,
            boards: BoardPlan::consecutive(7, opts.boards_per_round),
            promises: Promises {
                complete: if rounds == 7 {
                    Completeness::Partners
                } else {
                    Completeness::None
                },
                plays_per_set: None,
                sets_per_contestant: Some(rounds),
                max_meetings: Some(3),
                lines: None,
            },
            cells,
        });
    }
    if t.is_multiple_of(2) || t.is_multiple_of(3) {
        return Err(GenerateError::NoDesign { kind, tables: t });
    }
    let rounds = rounds_in(opts, 1, t, t)?;
    Ok(rainbow_layout(t, rounds, opts.boards_per_round))
}

/// The rainbow individual of §3.10 for `t` tables; valid only when
/// gcd(t, 6) = 1, not verified.
pub fn rainbow_layout(t: u16, rounds: u16, boards_per_round: u16) -> Movement {
    let kind = MovementKind::Individual;
    let mut cells = Vec::new();
    let ti = i64::from(t);
    for r in 1..=rounds {
        let ri = i64::from(r);
        for tb in 1..=t {
            let x = i64::from(tb);
            let seats = [
                tb,
                2 * t + wrap(x - 2 * ri + 2, ti),
                t + wrap(x - ri + 1, ti),
                3 * t + wrap(x + 2 * ri - 2, ti),
            ];
            cells.push(seat_cell(r, tb, seats, wrap(x + ri - 1, ti)));
        }
    }
    Movement {
        name: format!("Rainbow individual {t} tables"),
        kind,
        contestants: ContestantKind::Individual,
        tables: t,
        rounds,
        positions: 4 * t,
        phantoms: vec![],
        winners: Winners::One,
        boards: BoardPlan::consecutive(t, boards_per_round),
        promises: Promises {
            complete: Completeness::None,
            plays_per_set: Some(rounds),
            sets_per_contestant: Some(rounds),
            max_meetings: None,
            lines: None,
        },
        cells,
    }
}

/// The circle method (§4.2): the matches of round `r` for `n` teams
/// (even), home team first.
pub fn circle_round(n: u16, r: u16) -> Vec<(u16, u16)> {
    let m = i64::from(n - 1);
    let ri = i64::from(r);
    let mut v = vec![if r % 2 == 1 { (n, r) } else { (r, n) }];
    for k in 1..i64::from(n / 2) {
        v.push((wrap(ri + k, m), wrap(ri - k, m)));
    }
    v
}

/// §4.2 as a movement: `tables` teams (a bye added when odd), N − 1
/// rounds; match k of a round is played on tables 2k−1 (home N-S) and 2k
/// (away N-S), both on the round's set.
fn round_robin(opts: &MovementOptions) -> Result<Movement, GenerateError> {
    let teams = opts.tables;
    let kind = MovementKind::RoundRobin;
    check_tables(kind, teams, 2, MAX_TABLES)?;
    let n = teams + teams % 2;
    let rounds = rounds_in(opts, 1, n - 1, n - 1)?;
    let mut cells = Vec::new();
    let mut boards = BoardPlan::consecutive(n - 1, opts.boards_per_round);
    boards.copies = (1..n).map(|k| (k, n.min(255) as u8)).collect();
    let real = |x: u16| (x <= teams).then_some(x);
    for r in 1..=rounds {
        for (k, (home, away)) in circle_round(n, r).into_iter().enumerate() {
            let k = k as u16;
            let (h, a) = (real(home), real(away));
            let set = (h.is_some() && a.is_some()).then_some(r);
            for (tb, ns, ew) in [(2 * k + 1, h, a), (2 * k + 2, a, h)] {
                cells.push(Cell {
                    round: r,
                    table: tb,
                    ns,
                    ew,
                    seats: None,
                    set,
                    shared_with: None,
                    arrow_switch: false,
                });
            }
        }
    }
    Ok(Movement {
        name: format!("Round robin {teams} teams"),
        kind,
        contestants: ContestantKind::Team,
        tables: n,
        rounds,
        positions: n,
        phantoms: if n > teams { vec![n] } else { vec![] },
        winners: Winners::One,
        boards,
        promises: Promises {
            complete: if rounds == n - 1 {
                Completeness::All
            } else {
                Completeness::None
            },
            plays_per_set: None,
            sets_per_contestant: None,
            max_meetings: None,
            lines: None,
        },
        cells,
    })
}

/// §3.5: switch about one eighth of the boards, in the last rounds: two
/// rounds when rounds are of two boards or fewer, else one, and never more
/// than an eighth of the session's boards would call for (but at least one
/// round). The movement then has one winner.
fn arrow_switch_last_rounds(m: &mut Movement, boards_per_round: u16) {
    let usual: u16 = if boards_per_round <= 2 { 2 } else { 1 };
    let eighth = f64::from(m.rounds) / 8.0;
    let n = (eighth.round() as u16).clamp(1, usual);
    let first = m.rounds.saturating_sub(n) + 1;
    for c in &mut m.cells {
        if c.round >= first {
            c.arrow_switch = true;
        }
    }
    m.winners = Winners::One;
    m.promises.lines = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn circle_method_six_teams() {
        // events.md §4.2, first-named is home.
        assert_eq!(circle_round(6, 1), vec![(6, 1), (2, 5), (3, 4)]);
        assert_eq!(circle_round(6, 2), vec![(2, 6), (3, 1), (4, 5)]);
        assert_eq!(circle_round(6, 3), vec![(6, 3), (4, 2), (5, 1)]);
        assert_eq!(circle_round(6, 4), vec![(4, 6), (5, 3), (1, 2)]);
        assert_eq!(circle_round(6, 5), vec![(6, 5), (1, 4), (2, 3)]);
    }
}
