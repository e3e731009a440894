//! Movement import and export as JSON (events.md §3.13): the cell list
//! `{"rounds": [{"round": R, "tables": [{"table": T, "ns": PAIR, "ew": PAIR,
//! "boards": [B, …]}]}]}` that `tenace movement --json` prints, or the
//! whole [`Movement`] with its promises. Whatever is imported is stored as
//! cells and verified (§3.12).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::model::{
    BoardPlan, BoardSet, Cell, ContestantKind, Movement, MovementKind, Promises, Winners,
};
use crate::verify::{verify, Violation};

/// The movement as printed: per round and table, who holds the N-S and
/// E-W cards (after any arrow switch) and the boards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementJson {
    pub rounds: Vec<RoundJson>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundJson {
    pub round: u16,
    pub tables: Vec<TableJson>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableJson {
    pub table: u16,
    pub ns: Option<u16>,
    pub ew: Option<u16>,
    pub boards: Vec<u16>,
    /// Individual movements only: the players North, East, South, West.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<[Option<u16>; 4]>,
}

/// The cell list of `m`.
pub fn export(m: &Movement) -> MovementJson {
    MovementJson {
        rounds: (1..=m.rounds)
            .map(|r| RoundJson {
                round: r,
                tables: m
                    .round(r)
                    .into_iter()
                    .map(|c| {
                        let (ns, ew) = c.holders();
                        TableJson {
                            table: c.table,
                            ns,
                            ew,
                            boards: m.boards_of(c),
                            seats: c.seats,
                        }
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Why an imported movement is refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error, Serialize)]
pub enum ImportError {
    #[error("not a movement: {0}")]
    Json(String),
    #[error("the movement has no rounds")]
    Empty,
    #[error("round and table numbers start at 1 (round {round}, table {table})")]
    Zero { round: u16, table: u16 },
    #[error("board {board} is in two different board sets")]
    OverlappingSets { board: u16 },
    #[error("the movement fails its verification: {0:?}")]
    FailsVerification(Vec<Violation>),
    #[error("`{0}` is not a seat of the movement (expected a table number then N or E)")]
    BadSeat(String),
    #[error("a cyclic description needs two starting pairs per table and one set per round")]
    Inconsistent,
}

/// Reads a movement from JSON: a whole [`Movement`], or the cell list.
/// The result passes the verifier or is refused.
pub fn import(text: &str) -> Result<Movement, ImportError> {
    let m = match serde_json::from_str::<Movement>(text) {
        Ok(m) => m,
        Err(_) => {
            let list: MovementJson =
                serde_json::from_str(text).map_err(|e| ImportError::Json(e.to_string()))?;
            from_cells(&list)?
        }
    };
    let report = verify(&m);
    if !report.passes() {
        return Err(ImportError::FailsVerification(report.violations));
    }
    Ok(m)
}

/// Turns a cell list into a `Custom` movement: each distinct list of boards
/// is a set; a second table playing a set in the same round shares it.
pub fn from_cells(list: &MovementJson) -> Result<Movement, ImportError> {
    if list.rounds.iter().all(|r| r.tables.is_empty()) {
        return Err(ImportError::Empty);
    }
    let mut set_ids: BTreeMap<Vec<u16>, u16> = BTreeMap::new();
    let mut owner: BTreeMap<u16, Vec<u16>> = BTreeMap::new();
    for r in &list.rounds {
        for t in &r.tables {
            if r.round == 0 || t.table == 0 {
                return Err(ImportError::Zero {
                    round: r.round,
                    table: t.table,
                });
            }
            if t.boards.is_empty() {
                continue;
            }
            let mut b = t.boards.clone();
            b.sort_unstable();
            for &board in &b {
                match owner.get(&board) {
                    Some(o) if *o != b => return Err(ImportError::OverlappingSets { board }),
                    _ => {
                        owner.insert(board, b.clone());
                    }
                }
            }
            set_ids.entry(b).or_insert(0);
        }
    }
    // Sets numbered by their lowest board.
    let mut ordered: Vec<Vec<u16>> = set_ids.keys().cloned().collect();
    ordered.sort_by_key(|b| b[0]);
    for (i, b) in ordered.iter().enumerate() {
        set_ids.insert(b.clone(), i as u16 + 1);
    }
    let mut cells = Vec::new();
    let (mut tables, mut rounds, mut positions) = (0, 0, 0);
    let mut individual = false;
    for r in &list.rounds {
        let mut first_at: BTreeMap<u16, u16> = BTreeMap::new();
        let mut tabs: Vec<&TableJson> = r.tables.iter().collect();
        tabs.sort_by_key(|t| t.table);
        for t in tabs {
            let set = (!t.boards.is_empty()).then(|| {
                let mut b = t.boards.clone();
                b.sort_unstable();
                set_ids[&b]
            });
            let shared_with = set.and_then(|s| match first_at.get(&s) {
                Some(&f) => Some(f),
                None => {
                    first_at.insert(s, t.table);
                    None
                }
            });
            individual |= t.seats.is_some();
            let cell = Cell {
                round: r.round,
                table: t.table,
                ns: t.ns,
                ew: t.ew,
                seats: t.seats,
                set,
                shared_with,
                arrow_switch: false,
            };
            tables = tables.max(t.table);
            rounds = rounds.max(r.round);
            positions = cell.positions().into_iter().fold(positions, u16::max);
            cells.push(cell);
        }
    }
    Ok(Movement {
        name: "Imported movement".into(),
        kind: MovementKind::Custom,
        contestants: if individual {
            ContestantKind::Individual
        } else {
            ContestantKind::Pair
        },
        tables,
        rounds,
        positions,
        phantoms: vec![],
        winners: Winners::One,
        boards: BoardPlan {
            sets: ordered
                .into_iter()
                .enumerate()
                .map(|(i, boards)| BoardSet {
                    id: i as u16 + 1,
                    boards,
                })
                .collect(),
            copies: BTreeMap::new(),
        },
        // Individual movements meet partners and opponents at one table;
        // their balance is reported by V8 rather than limited by V2.
        promises: Promises {
            max_meetings: individual.then_some(rounds),
            ..Promises::default()
        },
        cells,
    })
}

/// A cyclic movement description as the KoPS movement library and
/// emkael/howellki write it (events.md §3.13 (c)).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct KopsMovement {
    pub tables: u16,
    pub rounds: u16,
    /// Per set, the table it starts at; 0 = on a relay. The list is also
    /// the board track: each round every set takes the place the set before
    /// it in the list had (the last one's going to the first).
    pub sets: Vec<u16>,
    /// The seats the moving pairs cycle through, e.g. `"3E"`, `"2N"`: each
    /// round a pair on one of them moves to the next (the last to the
    /// first); pairs on other seats are stationary.
    pub movement: Vec<String>,
    /// The starting pair at 1N, 1E, 2N, 2E, …
    pub positions: Vec<u16>,
}

fn kops_seat(text: &str, tables: u16) -> Result<(u16, bool), ImportError> {
    let bad = || ImportError::BadSeat(text.to_string());
    let t = text.trim();
    let (num, side) = t.split_at(t.len().saturating_sub(1));
    let table: u16 = num.parse().map_err(|_| bad())?;
    if table == 0 || table > tables {
        return Err(bad());
    }
    match side {
        "N" | "n" => Ok((table, true)),
        "E" | "e" => Ok((table, false)),
        _ => Err(bad()),
    }
}

/// Expands a KoPS-style cyclic description into cells and verifies it.
pub fn import_kops(text: &str) -> Result<Movement, ImportError> {
    let k: KopsMovement =
        serde_json::from_str(text).map_err(|e| ImportError::Json(e.to_string()))?;
    let m = expand_kops(&k)?;
    let report = verify(&m);
    if !report.passes() {
        return Err(ImportError::FailsVerification(report.violations));
    }
    Ok(m)
}

/// The cells of a KoPS-style description (not verified).
pub fn expand_kops(k: &KopsMovement) -> Result<Movement, ImportError> {
    if k.tables == 0
        || k.rounds == 0
        || k.positions.len() != 2 * usize::from(k.tables)
        || k.sets.len() < usize::from(k.rounds).min(1)
        || k.sets.iter().any(|&t| t > k.tables)
    {
        return Err(ImportError::Inconsistent);
    }
    let seat_index = |(table, ns): (u16, bool)| 2 * usize::from(table - 1) + usize::from(!ns);
    let path: Vec<usize> = k
        .movement
        .iter()
        .map(|s| kops_seat(s, k.tables).map(seat_index))
        .collect::<Result<_, _>>()?;
    let mut seats: Vec<u16> = k.positions.clone();
    let n_sets = k.sets.len();
    let mut cells = Vec::new();
    for r in 1..=k.rounds {
        if r > 1 {
            // Every pair on the path moves one step along it.
            let before = seats.clone();
            for (i, &from) in path.iter().enumerate() {
                let to = path[(i + 1) % path.len()];
                seats[to] = before[from];
            }
        }
        for t in 1..=k.tables {
            // Set i is at sets[(i − (r − 1)) mod S].
            let set = (0..n_sets)
                .find(|&i| {
                    let slot = (i as i64 - (i64::from(r) - 1)).rem_euclid(n_sets as i64) as usize;
                    k.sets[slot] == t
                })
                .map(|i| i as u16 + 1);
            let i = 2 * usize::from(t - 1);
            cells.push(Cell {
                round: r,
                table: t,
                ns: Some(seats[i]).filter(|&p| p > 0),
                ew: Some(seats[i + 1]).filter(|&p| p > 0),
                seats: None,
                set,
                shared_with: None,
                arrow_switch: false,
            });
        }
    }
    let positions = k.positions.iter().copied().max().unwrap_or(0);
    Ok(Movement {
        name: format!("Cyclic movement {} tables, {} rounds", k.tables, k.rounds),
        kind: MovementKind::Custom,
        contestants: ContestantKind::Pair,
        tables: k.tables,
        rounds: k.rounds,
        positions,
        phantoms: vec![],
        winners: Winners::One,
        boards: BoardPlan::consecutive(n_sets as u16, 1),
        promises: Promises::default(),
        cells,
    })
}
