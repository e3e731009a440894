//! The verification properties of events.md §3.12, for any movement,
//! generated or imported. Pass/fail properties (V0–V5, V9) give typed
//! [`Violation`]s naming the offending cells or positions; the balance
//! measures (V6–V8) are reported as figures. V10 (actual results against
//! the schedule) is checked when results come in ([`crate::session`]).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::model::{Cell, Completeness, ContestantKind, Movement, Winners};

/// A broken property, with what breaks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "property", rename_all = "snake_case")]
pub enum Violation {
    /// V0: a (round, table) outside the movement's size.
    #[error("V0: round {round} table {table} is outside the movement")]
    CellOutOfRange { round: u16, table: u16 },
    /// V0: two cells for one (round, table).
    #[error("V0: round {round} table {table} appears twice")]
    DuplicateCell { round: u16, table: u16 },
    /// V0: no cell for a (round, table).
    #[error("V0: round {round} table {table} has no cell")]
    MissingCell { round: u16, table: u16 },
    /// V0: a position number outside 1..=positions.
    #[error("V0: round {round} table {table}: position {position} does not exist")]
    UnknownPosition {
        round: u16,
        table: u16,
        position: u16,
    },
    /// V0: a position in two places in one round.
    #[error("V0: round {round}: position {position} is in two places")]
    PositionTwice { round: u16, position: u16 },
    /// V0: a contestant against itself, or twice at one table.
    #[error("V0: round {round} table {table}: position {position} sits twice at the table")]
    SameContestant {
        round: u16,
        table: u16,
        position: u16,
    },
    /// V0: a set the board plan does not have.
    #[error("V0: round {round} table {table}: set {set} does not exist")]
    UnknownSet { round: u16, table: u16, set: u16 },
    /// V0: a table sharing with another that plays a different set.
    #[error("V0: round {round}: table {table} shares with table {with}, which plays another set")]
    ShareMismatch { round: u16, table: u16, with: u16 },
    /// §3.11: a team's two tables in a round are not one match (the same
    /// opponents at both, N-S at one and E-W at the other).
    #[error("V0: round {round}: team {team} does not play one match on two tables")]
    BrokenMatch { round: u16, team: u16 },
    /// V1: a position plays a set more than once.
    #[error("V1: position {position} plays set {set} {times} times")]
    Replay { position: u16, set: u16, times: u16 },
    /// V2: two positions meet more often than the movement allows.
    #[error("V2: positions {a} and {b} meet {times} times")]
    RepeatMeeting { a: u16, b: u16, times: u16 },
    /// V3: two positions that should meet (or partner) once do not.
    #[error("V3: positions {a} and {b} meet {times} times instead of once")]
    NotMetOnce { a: u16, b: u16, times: u16 },
    /// V3 (individuals): two players partner other than once.
    #[error("V3: players {a} and {b} are partners {times} times instead of once")]
    PartnersNotOnce { a: u16, b: u16, times: u16 },
    /// V3 (complete Howell): a pair does not play a set.
    #[error("V3: position {position} never plays set {set}")]
    SetMissed { position: u16, set: u16 },
    /// V4: a set played another number of times than declared.
    #[error("V4: set {set} is played {actual} times, not {expected}")]
    SetPlayCount {
        set: u16,
        expected: u16,
        actual: u16,
    },
    /// V4: a contestant plays another number of sets than declared.
    #[error("V4: position {position} plays {actual} sets, not {expected}")]
    ContestantSetCount {
        position: u16,
        expected: u16,
        actual: u16,
    },
    /// V4: in a two-winner movement a position of a line does not play a set
    /// exactly once.
    #[error("V4: position {position} plays set {set} {times} times in its line")]
    LineSet { position: u16, set: u16, times: u16 },
    /// V5: more tables use a set at once than there are copies.
    #[error("V5: round {round}: set {set} is at {uses} tables but has {copies} copies")]
    Copies {
        round: u16,
        set: u16,
        uses: u16,
        copies: u8,
    },
    /// V9: a contestant sits out in two rounds in a row.
    #[error("V9: position {position} sits out in rounds {round} and {next}", next = round + 1)]
    SitOutTwiceInRow { position: u16, round: u16 },
    /// V9: a contestant sits out more often than there are phantoms.
    #[error("V9: position {position} sits out {times} times")]
    SitOutTooOften { position: u16, times: u16 },
}

/// V6 and V7 (pairs, one winner): the spread of comparisons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Balance {
    /// V6: the fewest and most sets two pairs play in the same direction.
    pub same_min: i32,
    pub same_max: i32,
    /// V7: the spread of `same − opp + (t − 1)·meets`.
    pub competition_min: i32,
    pub competition_max: i32,
}

/// V8 (individuals): how often two players are partners and opponents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct IndividualBalance {
    pub partners_min: u16,
    pub partners_max: u16,
    pub opponents_min: u16,
    pub opponents_max: u16,
}

/// The verifier's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    pub violations: Vec<Violation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub balance: Option<Balance>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub individuals: Option<IndividualBalance>,
}

impl Report {
    pub fn passes(&self) -> bool {
        self.violations.is_empty()
    }
}

type Pair = (u16, u16);

fn key(a: u16, b: u16) -> Pair {
    (a.min(b), a.max(b))
}

/// Runs every property of §3.12 on `m`.
pub fn verify(m: &Movement) -> Report {
    let mut v = Vec::new();
    let phantoms: BTreeSet<u16> = m.phantoms.iter().copied().collect();
    let live: Vec<u16> = (1..=m.positions)
        .filter(|p| !phantoms.contains(p))
        .collect();
    let sets: BTreeSet<u16> = m.boards.sets.iter().map(|s| s.id).collect();

    let grid = v0_grid(m, &mut v);
    let cells: Vec<&Cell> = grid.values().map(|&i| &m.cells[i]).collect();
    v0_cells(m, &grid, &cells, &sets, &mut v);
    let tally = Tally::of(m, &cells, &live);
    v1_replays(&tally, &mut v);
    v2_meetings(m, &tally, &mut v);
    v3_completeness(m, &tally, &live, &sets, &mut v);
    v4_set_counts(m, &tally, &live, &sets, &mut v);
    v5_copies(m, &cells, &mut v);
    v9_sit_outs(m, &tally, &mut v);

    let balance = (m.contestants == ContestantKind::Pair && m.winners == Winners::One)
        .then(|| balance(&cells, &live));
    let individuals =
        (m.contestants == ContestantKind::Individual).then(|| v8_individuals(&tally, &live));
    Report {
        violations: v,
        balance,
        individuals,
    }
}

/// V0, the grid: every (round, table) inside the movement, once. Returns
/// the index of each cell by (round, table).
fn v0_grid(m: &Movement, v: &mut Vec<Violation>) -> BTreeMap<Pair, usize> {
    let mut grid: BTreeMap<Pair, usize> = BTreeMap::new();
    for (i, c) in m.cells.iter().enumerate() {
        if c.round == 0 || c.round > m.rounds || c.table == 0 || c.table > m.tables {
            v.push(Violation::CellOutOfRange {
                round: c.round,
                table: c.table,
            });
            continue;
        }
        if grid.insert((c.round, c.table), i).is_some() {
            v.push(Violation::DuplicateCell {
                round: c.round,
                table: c.table,
            });
        }
    }
    for r in 1..=m.rounds {
        for t in 1..=m.tables {
            if !grid.contains_key(&(r, t)) {
                v.push(Violation::MissingCell { round: r, table: t });
            }
        }
    }
    grid
}

/// V0, the cells: positions that exist, each in one place a round (a team
/// at two tables, playing one match, §3.11), sets that exist, shared
/// tables playing the same set.
fn v0_cells(
    m: &Movement,
    grid: &BTreeMap<Pair, usize>,
    cells: &[&Cell],
    sets: &BTreeSet<u16>,
    v: &mut Vec<Violation>,
) {
    let team = m.contestants == ContestantKind::Team;
    let mut in_round: BTreeMap<Pair, u16> = BTreeMap::new();
    for c in cells {
        let ps = c.positions();
        for (i, &p) in ps.iter().enumerate() {
            if p == 0 || p > m.positions {
                v.push(Violation::UnknownPosition {
                    round: c.round,
                    table: c.table,
                    position: p,
                });
            }
            if ps[..i].contains(&p) {
                v.push(Violation::SameContestant {
                    round: c.round,
                    table: c.table,
                    position: p,
                });
            }
            *in_round.entry((c.round, p)).or_default() += 1;
        }
        if let Some(s) = c.set {
            if !sets.contains(&s) {
                v.push(Violation::UnknownSet {
                    round: c.round,
                    table: c.table,
                    set: s,
                });
            }
        }
        if let Some(w) = c.shared_with {
            let other = grid.get(&(c.round, w)).map(|&i| &m.cells[i]);
            if other.map(|o| o.set) != Some(c.set) || c.set.is_none() {
                v.push(Violation::ShareMismatch {
                    round: c.round,
                    table: c.table,
                    with: w,
                });
            }
        }
    }
    let limit = if team { 2 } else { 1 };
    for (&(round, position), &n) in &in_round {
        if n > limit {
            v.push(Violation::PositionTwice { round, position });
        }
    }
    if team {
        check_matches(cells, v);
    }
}

/// Counts over the cells in play, shared by V1-V9.
struct Tally {
    /// (position, set) → the rounds it plays the set.
    plays: BTreeMap<Pair, BTreeSet<u16>>,
    /// Two positions → the rounds they meet.
    meets: BTreeMap<Pair, BTreeSet<u16>>,
    /// Two players → how often they are partners (individuals).
    partners: BTreeMap<Pair, u16>,
    /// Two players → how often they are opponents (individuals).
    opponents: BTreeMap<Pair, u16>,
    /// Set → the tables it is played at.
    set_tables: BTreeMap<u16, u16>,
    /// Live position → the rounds it sits out.
    sat_out: BTreeMap<u16, Vec<u16>>,
}

impl Tally {
    fn of(m: &Movement, cells: &[&Cell], live: &[u16]) -> Tally {
        let mut t = Tally {
            plays: BTreeMap::new(),
            meets: BTreeMap::new(),
            partners: BTreeMap::new(),
            opponents: BTreeMap::new(),
            set_tables: BTreeMap::new(),
            sat_out: BTreeMap::new(),
        };
        for c in cells {
            let Some(s) = c.set.filter(|_| c.in_play()) else {
                continue;
            };
            *t.set_tables.entry(s).or_default() += 1;
            let ps = c.positions();
            for &p in &ps {
                t.plays.entry((p, s)).or_default().insert(c.round);
            }
            for i in 0..ps.len() {
                for j in i + 1..ps.len() {
                    t.meets
                        .entry(key(ps[i], ps[j]))
                        .or_default()
                        .insert(c.round);
                }
            }
            if let Some(seats) = c.seats {
                let seat = |i: usize| seats[i].unwrap_or(0);
                for (a, b) in [(0, 2), (1, 3)] {
                    *t.partners.entry(key(seat(a), seat(b))).or_default() += 1;
                }
                for (a, b) in [(0, 1), (0, 3), (2, 1), (2, 3)] {
                    *t.opponents.entry(key(seat(a), seat(b))).or_default() += 1;
                }
            }
        }
        for r in 1..=m.rounds {
            for &p in live {
                let playing = cells
                    .iter()
                    .any(|c| c.round == r && c.in_play() && c.positions().contains(&p));
                if !playing {
                    t.sat_out.entry(p).or_default().push(r);
                }
            }
        }
        t
    }
}

/// How many rounds `k` appears in.
fn count(map: &BTreeMap<Pair, BTreeSet<u16>>, k: Pair) -> u16 {
    map.get(&k).map_or(0, |s| s.len() as u16)
}

/// V1: no position plays a set twice.
fn v1_replays(t: &Tally, v: &mut Vec<Violation>) {
    for (&(position, set), rounds) in &t.plays {
        if rounds.len() > 1 {
            v.push(Violation::Replay {
                position,
                set,
                times: rounds.len() as u16,
            });
        }
    }
}

/// V2: no two positions meet more often than the movement allows.
fn v2_meetings(m: &Movement, t: &Tally, v: &mut Vec<Violation>) {
    let max = m.promises.max_meetings.unwrap_or(1);
    for (&(a, b), rounds) in &t.meets {
        if rounds.len() as u16 > max {
            v.push(Violation::RepeatMeeting {
                a,
                b,
                times: rounds.len() as u16,
            });
        }
    }
}

/// V3: the meetings (or partnerships) the movement promises happen once;
/// in a complete Howell every pair plays every set.
fn v3_completeness(
    m: &Movement,
    t: &Tally,
    live: &[u16],
    sets: &BTreeSet<u16>,
    v: &mut Vec<Violation>,
) {
    match m.promises.complete {
        Completeness::None => {}
        Completeness::Lines => {
            if let Some((ns, ew)) = &m.promises.lines {
                for &a in ns {
                    for &b in ew {
                        let times = count(&t.meets, key(a, b));
                        if times != 1 {
                            v.push(Violation::NotMetOnce { a, b, times });
                        }
                    }
                }
            }
        }
        Completeness::All => {
            for (i, &a) in live.iter().enumerate() {
                for &b in &live[i + 1..] {
                    let times = count(&t.meets, key(a, b));
                    if times != 1 {
                        v.push(Violation::NotMetOnce { a, b, times });
                    }
                }
            }
            if m.contestants == ContestantKind::Pair {
                for &p in live {
                    for &s in sets {
                        if !t.plays.contains_key(&(p, s)) {
                            v.push(Violation::SetMissed {
                                position: p,
                                set: s,
                            });
                        }
                    }
                }
            }
        }
        Completeness::Partners => {
            for (i, &a) in live.iter().enumerate() {
                for &b in &live[i + 1..] {
                    let times = t.partners.get(&key(a, b)).copied().unwrap_or(0);
                    if times != 1 {
                        v.push(Violation::PartnersNotOnce { a, b, times });
                    }
                }
            }
        }
    }
}

/// V4: each set played and each contestant playing as often as declared;
/// in a two-winner movement each position of a line plays each set once.
fn v4_set_counts(
    m: &Movement,
    t: &Tally,
    live: &[u16],
    sets: &BTreeSet<u16>,
    v: &mut Vec<Violation>,
) {
    if let Some(expected) = m.promises.plays_per_set {
        for &s in sets {
            let actual = t.set_tables.get(&s).copied().unwrap_or(0);
            if actual != expected {
                v.push(Violation::SetPlayCount {
                    set: s,
                    expected,
                    actual,
                });
            }
        }
    }
    if let Some(expected) = m.promises.sets_per_contestant {
        for &p in live {
            let played = t
                .plays
                .range((p, 0)..=(p, u16::MAX))
                .map(|(_, r)| r.len() as u16)
                .sum::<u16>();
            let out = t.sat_out.get(&p).map_or(0, |r| r.len() as u16);
            if played + out != expected {
                v.push(Violation::ContestantSetCount {
                    position: p,
                    expected,
                    actual: played + out,
                });
            }
        }
    }
    if let Some((ns, ew)) = &m.promises.lines {
        for &p in ns.iter().chain(ew.iter()) {
            for &s in sets {
                let times = count(&t.plays, (p, s));
                if times != 1 {
                    v.push(Violation::LineSet {
                        position: p,
                        set: s,
                        times,
                    });
                }
            }
        }
    }
}

/// V5: no more tables use a set at once than it has copies (a shared
/// table uses its neighbour's copy).
fn v5_copies(m: &Movement, cells: &[&Cell], v: &mut Vec<Violation>) {
    let mut uses: BTreeMap<Pair, u16> = BTreeMap::new();
    for c in cells {
        if let (Some(s), None) = (c.set, c.shared_with) {
            *uses.entry((c.round, s)).or_default() += 1;
        }
    }
    for (&(round, set), &n) in &uses {
        let copies = m.boards.copies_of(set);
        if n > u16::from(copies) {
            v.push(Violation::Copies {
                round,
                set,
                uses: n,
                copies,
            });
        }
    }
}

/// V8 (individuals): the fewest and most times two players are partners
/// and opponents.
fn v8_individuals(t: &Tally, live: &[u16]) -> IndividualBalance {
    let mut pmin = u16::MAX;
    let mut pmax = 0;
    let mut omin = u16::MAX;
    let mut omax = 0;
    for (i, &a) in live.iter().enumerate() {
        for &b in &live[i + 1..] {
            let p = t.partners.get(&key(a, b)).copied().unwrap_or(0);
            let o = t.opponents.get(&key(a, b)).copied().unwrap_or(0);
            pmin = pmin.min(p);
            pmax = pmax.max(p);
            omin = omin.min(o);
            omax = omax.max(o);
        }
    }
    IndividualBalance {
        partners_min: pmin,
        partners_max: pmax,
        opponents_min: omin,
        opponents_max: omax,
    }
}

/// V9: no contestant sits out more often than there are phantoms (once
/// without one), nor in two rounds in a row.
fn v9_sit_outs(m: &Movement, t: &Tally, v: &mut Vec<Violation>) {
    let allowed = (m.phantoms.len() as u16).max(1);
    for (&position, rounds) in &t.sat_out {
        if rounds.len() as u16 > allowed {
            v.push(Violation::SitOutTooOften {
                position,
                times: rounds.len() as u16,
            });
        }
        for w in rounds.windows(2) {
            if w[1] == w[0] + 1 {
                v.push(Violation::SitOutTwiceInRow {
                    position,
                    round: w[0],
                });
            }
        }
    }
}

/// §3.11: each team appearing twice in a round plays one match.
fn check_matches(cells: &[&Cell], v: &mut Vec<Violation>) {
    let mut at: BTreeMap<Pair, Vec<(Option<u16>, bool)>> = BTreeMap::new(); // (round, team) → (opponent, is_ns)
    for c in cells {
        if let Some(ns) = c.ns {
            at.entry((c.round, ns)).or_default().push((c.ew, true));
        }
        if let Some(ew) = c.ew {
            at.entry((c.round, ew)).or_default().push((c.ns, false));
        }
    }
    for (&(round, team), seen) in &at {
        let ok = match seen.as_slice() {
            [(a, x), (b, y)] => a == b && x != y,
            _ => false,
        };
        if !ok {
            v.push(Violation::BrokenMatch { round, team });
        }
    }
}

/// V6 and V7 over every two live positions.
fn balance(cells: &[&Cell], live: &[u16]) -> Balance {
    // For each set: (position, holds N-S, table).
    let mut by_set: BTreeMap<u16, Vec<(u16, bool, u16)>> = BTreeMap::new();
    for c in cells {
        let Some(s) = c.set.filter(|_| c.in_play()) else {
            continue;
        };
        let (ns, ew) = c.holders();
        if let (Some(ns), Some(ew)) = (ns, ew) {
            by_set.entry(s).or_default().push((ns, true, c.table));
            by_set.entry(s).or_default().push((ew, false, c.table));
        }
    }
    let mut same: BTreeMap<Pair, i32> = BTreeMap::new();
    let mut comp: BTreeMap<Pair, i32> = BTreeMap::new();
    for plays in by_set.values() {
        let t = (plays.len() / 2) as i32;
        for (i, &(a, da, ta)) in plays.iter().enumerate() {
            for &(b, db, tb) in &plays[i + 1..] {
                let k = key(a, b);
                if ta == tb {
                    *comp.entry(k).or_default() += t - 1;
                } else if da == db {
                    *same.entry(k).or_default() += 1;
                    *comp.entry(k).or_default() += 1;
                } else {
                    *comp.entry(k).or_default() -= 1;
                }
            }
        }
    }
    let mut b = Balance {
        same_min: i32::MAX,
        same_max: i32::MIN,
        competition_min: i32::MAX,
        competition_max: i32::MIN,
    };
    for (i, &p) in live.iter().enumerate() {
        for &q in &live[i + 1..] {
            let s = same.get(&key(p, q)).copied().unwrap_or(0);
            let c = comp.get(&key(p, q)).copied().unwrap_or(0);
            b.same_min = b.same_min.min(s);
            b.same_max = b.same_max.max(s);
            b.competition_min = b.competition_min.min(c);
            b.competition_max = b.competition_max.max(c);
        }
    }
    if live.len() < 2 {
        b = Balance {
            same_min: 0,
            same_max: 0,
            competition_min: 0,
            competition_max: 0,
        };
    }
    b
}
