//! An imported session's schedule check (spec §3.12, V10 on an import).
//!
//! A results file (PBN, USEBIO, Bridgemate) says which pairs played which
//! board at which table in which round. The movement is either the file's
//! own (Bridgemate `RoundData`, [`crate::bws::movement_from_round_data`])
//! or rebuilt here from the travellers' rounds and tables: each (round,
//! table) becomes a cell with the pairs of its lines and the boards they
//! played, and the cell list is imported like any movement file, so it
//! must pass the verifier (V0–V5, V9: no pair plays a board twice or meets
//! another twice, each board is played as often as the others ...).
//! Every result is then placed on its cell: a result at a table the
//! movement does not have, by other pairs than the cell's, or of a board
//! the cell does not play, and a board a cell plays without a result, are
//! reported ([`Mismatch`]).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::exchange::{ImportError, MovementJson, RoundJson, TableJson};
use crate::import_pbn::PbnSession;
use crate::Movement;

/// Where the movement checked against came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The file's own movement (Bridgemate `RoundData`).
    Given,
    /// Rebuilt from the travellers' rounds and tables.
    Rebuilt,
}

/// A result that is not where the movement puts it, or a board without one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Mismatch {
    /// The movement has no such table in that round.
    NoCell { round: u16, table: u16, board: u16 },
    /// Other pairs played than the movement seats there (`None`: an empty
    /// place).
    Pairs {
        round: u16,
        table: u16,
        board: u16,
        ns: u16,
        ew: u16,
        scheduled_ns: Option<u16>,
        scheduled_ew: Option<u16>,
    },
    /// The movement does not give this board to this table in this round.
    Board { round: u16, table: u16, board: u16 },
    /// The movement gives this board to this table, and it has no result.
    Missing { round: u16, table: u16, board: u16 },
    /// A result without a round or a table: it cannot be placed.
    Unplaced { board: u16, ns: u16, ew: u16 },
}

/// The outcome of the check.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScheduleCheck {
    pub source: Source,
    /// The movement's rounds and tables, when there is one.
    pub rounds: u16,
    pub tables: u16,
    /// Why the rebuilt movement was refused (the verifier's violations
    /// are in [`ImportError::FailsVerification`]); `None` when it passed.
    pub refused: Option<ImportError>,
    /// No result has a round and a table: nothing to rebuild from.
    pub no_rounds: bool,
    pub mismatches: Vec<Mismatch>,
}

impl ScheduleCheck {
    /// The movement passed and every result is on its cell.
    pub fn agrees(&self) -> bool {
        self.refused.is_none() && !self.no_rounds && self.mismatches.is_empty()
    }
}

/// The cell list of the travellers: each (round, table) with the pairs of
/// its first line and the boards of all its lines; `None` when no line
/// has a round and a table.
pub fn cells_of(s: &PbnSession) -> Option<MovementJson> {
    let mut cells: BTreeMap<(u16, u16), (u16, u16, BTreeSet<u16>)> = BTreeMap::new();
    for (&board, lines) in &s.boards {
        for l in lines {
            let (Some(round), Some(table)) = (l.round, l.table) else {
                continue;
            };
            cells
                .entry((round, table))
                .or_insert((l.ns, l.ew, BTreeSet::new()))
                .2
                .insert(board);
        }
    }
    if cells.is_empty() {
        return None;
    }
    let mut rounds: BTreeMap<u16, Vec<TableJson>> = BTreeMap::new();
    for ((round, table), (ns, ew, boards)) in cells {
        rounds.entry(round).or_default().push(TableJson {
            table,
            ns: Some(ns),
            ew: Some(ew),
            boards: boards.into_iter().collect(),
            seats: None,
        });
    }
    Some(MovementJson {
        rounds: rounds
            .into_iter()
            .map(|(round, tables)| RoundJson { round, tables })
            .collect(),
    })
}

/// The movement rebuilt from the travellers, verified as an imported
/// movement is; `None` when no line has a round and a table.
pub fn rebuild(s: &PbnSession) -> Option<Result<Movement, ImportError>> {
    let list = cells_of(s)?;
    Some(
        serde_json::to_string(&list)
            .map_err(|e| ImportError::Json(e.to_string()))
            .and_then(|text| crate::exchange::import(&text)),
    )
}

/// Checks the session's results against `given` (the file's movement) or,
/// without one, against the movement rebuilt from its travellers.
pub fn check(s: &PbnSession, given: Option<&Movement>) -> ScheduleCheck {
    let rebuilt;
    let (source, movement, refused, no_rounds) = match given {
        Some(m) => (Source::Given, Some(m), None, false),
        None => match rebuild(s) {
            None => (Source::Rebuilt, None, None, true),
            Some(Ok(m)) => {
                rebuilt = m;
                (Source::Rebuilt, Some(&rebuilt), None, false)
            }
            Some(Err(e)) => (Source::Rebuilt, None, Some(e), false),
        },
    };
    let mut mismatches = Vec::new();
    let mut played: BTreeSet<(u16, u16, u16)> = BTreeSet::new();
    for (&board, lines) in &s.boards {
        for l in lines {
            let (Some(round), Some(table)) = (l.round, l.table) else {
                mismatches.push(Mismatch::Unplaced {
                    board,
                    ns: l.ns,
                    ew: l.ew,
                });
                continue;
            };
            played.insert((round, table, board));
            let Some(m) = movement else { continue };
            let Some(cell) = m.cell(round, table) else {
                mismatches.push(Mismatch::NoCell {
                    round,
                    table,
                    board,
                });
                continue;
            };
            let (sns, sew) = cell.holders();
            if (sns, sew) != (Some(l.ns), Some(l.ew)) {
                mismatches.push(Mismatch::Pairs {
                    round,
                    table,
                    board,
                    ns: l.ns,
                    ew: l.ew,
                    scheduled_ns: sns,
                    scheduled_ew: sew,
                });
            }
            if !m.boards_of(cell).contains(&board) {
                mismatches.push(Mismatch::Board {
                    round,
                    table,
                    board,
                });
            }
        }
    }
    if let Some(m) = movement {
        for c in m.cells.iter().filter(|c| c.in_play()) {
            for board in m.boards_of(c) {
                if !played.contains(&(c.round, c.table, board)) {
                    mismatches.push(Mismatch::Missing {
                        round: c.round,
                        table: c.table,
                        board,
                    });
                }
            }
        }
    }
    ScheduleCheck {
        source,
        rounds: movement.map_or(0, |m| m.rounds),
        tables: movement.map_or(0, |m| m.tables),
        refused,
        no_rounds,
        mismatches,
    }
}
