//! A session read from a file and ranked (events.md §2.5, §6.1, §6.4).
//!
//! The session file (JSON, docs/events.md) names the movement, the
//! contestants and the results per (round, table, board). Results are
//! checked against the schedule (V10, Law 15B), corrections are applied in
//! order with an audit trail (Law 79C), postponed boards (Law 8B2) and
//! missing results keep the ranking provisional, and the boards are
//! matchpointed by `tenace-score` (adjusted scores, Law 87 groups of a
//! fouled board and Law 90 penalties included). Ties stand (§6.4 default).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use tenace_score::config::ScoringOptions;
use tenace_score::field::{FieldInput, PenaltyRow, ResultRow};
use tenace_score::imps_field::{score_field_imps, ImpMethod};
use tenace_score::matchpoints::{rank_with_ties, score_field};
use tenace_score::ScoringError;

use crate::exchange;
use crate::model::{ContestantKind, Movement, Winners};
use crate::movements::{generate, GenerateError, MovementOptions};

/// The movement of a session: generator options or the cells themselves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MovementSpec {
    Generated {
        kind: String,
        tables: u16,
        #[serde(default = "two")]
        boards_per_round: u16,
        #[serde(default)]
        rounds: Option<u16>,
        #[serde(default)]
        arrow_switch: bool,
        /// An empty position (odd number of pairs, §3.6).
        #[serde(default)]
        phantom: Option<u16>,
    },
    Cells(serde_json::Value),
}

fn two() -> u16 {
    2
}

/// A contestant's names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContestantEntry {
    pub position: u16,
    pub names: Vec<String>,
}

/// What the Director decided about a board played at the wrong table or by
/// the wrong pairs (Law 15B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WrongBoardRuling {
    /// 15B1: one of the four had already played the board; the result is
    /// cancelled for both sides (the board they missed gets an artificial
    /// score entered as its own result, 15B3).
    Cancel,
    /// 15B2: the score stands.
    Stands,
}

/// One table result as entered.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultEntry {
    pub round: u16,
    pub table: u16,
    pub board: u16,
    /// `4S`, `3NTX`, `PASS`; empty for an adjusted score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    /// `=`, `+1`, `-2`, or an adjusted score (`A+/A-`, `60%-40%`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The opening lead, if recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lead: Option<String>,
    /// Who actually held the N-S and E-W cards, when not the scheduled pairs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ew: Option<u16>,
    /// Law 87: the form of a fouled board this table played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Law 15B: the Director's decision on an off-schedule result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrong_board: Option<WrongBoardRuling>,
}

/// Why a result was changed (events.md §2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevisionReason {
    TableReentry,
    TrickDispute,
    /// Law 79C1: within the correction period only.
    ScoringError,
    /// Law 79C2: after the period, with the organiser's approval.
    LateCorrection,
    Ruling,
    WrongBoard,
    FouledBoard,
    Appeal,
}

/// A correction of a result already entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Correction {
    pub round: u16,
    pub table: u16,
    pub board: u16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    pub reason: RevisionReason,
    /// Who made it.
    pub by: String,
    /// When, `HH:MM`.
    pub at: String,
    /// Law 79C2: who approved a late correction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approved_by: Option<String>,
}

/// The state of a postponed board (Law 8B2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PostponedState {
    Pending,
    Played,
    Cancelled,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Postponed {
    pub round: u16,
    pub table: u16,
    pub board: u16,
    pub state: PostponedState,
}

/// A procedural penalty (Law 90), applied to the total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyEntry {
    pub position: u16,
    /// `25%` of a top, `3mp`.
    pub amount: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub law: Option<String>,
}

/// How a session's boards are scored (Law 78: matchpoints, or IMPs
/// against every other score, a method a Regulating Authority may approve,
/// Law 78D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionScoring {
    #[default]
    Matchpoints,
    CrossImps,
}

/// The session file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    #[serde(default)]
    pub event: Option<String>,
    pub movement: MovementSpec,
    #[serde(default)]
    pub contestants: Vec<ContestantEntry>,
    #[serde(default)]
    pub results: Vec<ResultEntry>,
    #[serde(default)]
    pub corrections: Vec<Correction>,
    #[serde(default)]
    pub postponed: Vec<Postponed>,
    #[serde(default)]
    pub penalties: Vec<PenaltyEntry>,
    /// When the official scores were published, `HH:MM` (starts Law 79C).
    #[serde(default)]
    pub published_at: Option<String>,
    /// Minutes (Law 79C1: 30 unless the organiser says otherwise).
    #[serde(default = "thirty")]
    pub correction_period: u32,
    /// Deal commitment (docs/events.md): deals as PBN by board number,
    /// the hash published before play and the seed published after.
    #[serde(default)]
    pub deals: BTreeMap<u16, String>,
    #[serde(default)]
    pub commitment: Option<String>,
    #[serde(default)]
    pub seed: Option<u64>,
    /// Scoring options (tenace-score).
    #[serde(default)]
    pub options: Option<ScoringOptions>,
    /// Matchpoints (the default) or cross-IMPs.
    #[serde(default)]
    pub scoring: SessionScoring,
}

fn thirty() -> u32 {
    30
}

/// Why a session cannot be ranked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SessionError {
    #[error("not a session file: {0}")]
    Json(String),
    #[error("the movement: {0}")]
    UnknownMovement(String),
    #[error(transparent)]
    Generate(#[from] GenerateError),
    #[error(transparent)]
    Import(#[from] exchange::ImportError),
    #[error("only pair movements are ranked here, not {0:?}")]
    NotPairs(ContestantKind),
    #[error("result {index}: round {round} table {table} is not in the movement")]
    NoSuchCell {
        index: usize,
        round: u16,
        table: u16,
    },
    #[error("result {index}: board {board} is not in the session")]
    NoSuchBoard { index: usize, board: u16 },
    #[error("result {index}: the table sits out this round")]
    SitOut { index: usize },
    #[error("result {index}: pair {position} is not in the movement")]
    NoSuchPair { index: usize, position: u16 },
    #[error("result {index}: round {round} table {table} board {board} has a result already")]
    Duplicate {
        index: usize,
        round: u16,
        table: u16,
        board: u16,
    },
    #[error("correction {index}: no result for round {round} table {table} board {board}")]
    CorrectionWithoutResult {
        index: usize,
        round: u16,
        table: u16,
        board: u16,
    },
    #[error("`{0}` is not a time (expected HH:MM)")]
    BadTime(String),
    #[error("penalty {index}: pair {position} is not in the movement")]
    PenaltyPair { index: usize, position: u16 },
    #[error(transparent)]
    Field(#[from] tenace_score::field::FieldError),
    /// A result tenace-score refuses, named by its place in the movement.
    #[error("round {round} table {table} board {board}: {error}")]
    AtResult {
        round: u16,
        table: u16,
        board: u16,
        error: tenace_score::field::FieldError,
    },
    #[error(transparent)]
    Scoring(#[from] ScoringError),
}

/// Something the Director must see (not an error: the session still ranks).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Alert {
    /// V10 / Law 15B: a result that does not match its cell.
    OffSchedule {
        round: u16,
        table: u16,
        board: u16,
        ruling: Option<WrongBoardRuling>,
    },
    /// Law 8C: a scheduled board without a result.
    MissingResult { round: u16, table: u16, board: u16 },
    /// Law 8B2: a postponed board not yet played.
    PostponedPending { round: u16, table: u16, board: u16 },
    /// A postponed board marked played that has no result.
    PostponedWithoutResult { round: u16, table: u16, board: u16 },
}

/// What happened to a correction (Law 79C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RevisionStatus {
    Applied,
    /// Law 79C1: a scoring error found after the correction period.
    RefusedAfterCorrectionPeriod,
    /// Law 79C2: a late correction without the organiser's approval.
    RefusedWithoutApproval,
}

/// One line of the audit trail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Revision {
    pub seq: u32,
    pub round: u16,
    pub table: u16,
    pub board: u16,
    pub before: String,
    pub after: String,
    pub reason: RevisionReason,
    pub by: String,
    pub at: String,
    pub within_correction_period: Option<bool>,
    pub status: RevisionStatus,
}

/// Which contestants a ranking lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    All,
    NorthSouth,
    EastWest,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RankedPair {
    pub place: usize,
    pub tied: bool,
    pub position: u16,
    pub name: String,
    /// On the published matchpoint scale.
    pub matchpoints: f64,
    pub top: f64,
    pub penalty: f64,
    pub percent: f64,
    pub boards: u32,
    /// Cross-IMP sessions: the IMPs after penalties (ranked by them), and
    /// per board played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps_per_board: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranking {
    pub line: Line,
    pub pairs: Vec<RankedPair>,
}

/// One table's line on a traveller.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TravellerLine {
    pub round: u16,
    pub table: u16,
    pub ns: u16,
    pub ew: u16,
    /// The result as entered (`4S N +1`, `A+/A-`, `PASS`).
    pub result: String,
    /// A played board's contract (`4SX`, `PASS`), declarer and the tricks
    /// declarer took.
    pub contract: Option<String>,
    pub declarer: Option<String>,
    pub tricks: Option<u8>,
    /// The opening lead, if recorded.
    pub lead: Option<String>,
    /// The N-S score of a played board; `None` for an adjusted score.
    pub ns_score: Option<i32>,
    /// Matchpoints on the published scale, and the board's top.
    pub ns_matchpoints: f64,
    pub ew_matchpoints: f64,
    pub top: f64,
    /// Cross-IMP sessions: each side's IMPs on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns_imps: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ew_imps: Option<f64>,
    /// The double-dummy tricks of this contract for this declarer, when the
    /// deal is known and analysed ([`crate::analysis`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dd_tricks: Option<u8>,
    /// Tricks taken minus the double-dummy tricks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dd_difference: Option<i8>,
}

/// All results of one board (or one form of a fouled board, Law 87).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Traveller {
    pub board: u16,
    pub group: Option<String>,
    pub lines: Vec<TravellerLine>,
}

/// A ranked session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionReport {
    pub event: Option<String>,
    pub movement: String,
    pub scoring: SessionScoring,
    /// False while a board is postponed or a result is missing (Law 8C).
    pub complete: bool,
    pub rankings: Vec<Ranking>,
    pub alerts: Vec<Alert>,
    pub audit: Vec<Revision>,
    pub travellers: Vec<Traveller>,
}

/// Reads a session file.
pub fn parse(text: &str) -> Result<SessionFile, SessionError> {
    serde_json::from_str(text).map_err(|e| SessionError::Json(e.to_string()))
}

/// The movement of a session.
pub fn movement_of(s: &SessionFile) -> Result<Movement, SessionError> {
    match &s.movement {
        MovementSpec::Generated {
            kind,
            tables,
            boards_per_round,
            rounds,
            arrow_switch,
            phantom,
        } => {
            let kind = kind
                .parse()
                .map_err(|_| SessionError::UnknownMovement(kind.clone()))?;
            let m = generate(&MovementOptions {
                kind,
                tables: *tables,
                boards_per_round: *boards_per_round,
                rounds: *rounds,
                arrow_switch: *arrow_switch,
            })?;
            Ok(match phantom {
                Some(p) => crate::movements::with_phantom(m, *p)?,
                None => m,
            })
        }
        MovementSpec::Cells(v) => Ok(exchange::import(&v.to_string())?),
    }
}

/// `HH:MM` as minutes.
pub fn minutes(t: &str) -> Result<u32, SessionError> {
    let bad = || SessionError::BadTime(t.to_string());
    let (h, m) = t.trim().split_once(':').ok_or_else(bad)?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    let m: u32 = m.parse().map_err(|_| bad())?;
    if h > 47 || m > 59 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

fn describe(
    contract: &Option<String>,
    declarer: &Option<String>,
    result: &Option<String>,
) -> String {
    [contract, declarer, result]
        .iter()
        .filter_map(|x| x.as_deref())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The tricks declarer took on a played board, from `=`, `+1`, `-2` or a
/// trick count.
fn tricks_of(e: &ResultEntry) -> Option<u8> {
    let contract = e.contract.as_deref()?.trim();
    if contract.eq_ignore_ascii_case("pass") {
        return None;
    }
    let result = e.result.as_deref()?.trim();
    if result.bytes().all(|b| b.is_ascii_digit()) {
        let n: u8 = result.parse().ok()?;
        return (n <= 13).then_some(n);
    }
    let (bid, _, outcome) =
        tenace_score::parse_contract_result(&format!("{contract}{result}")).ok()?;
    Some(outcome.tricks(bid))
}

/// A pair's label in the field: its position number.
fn label(p: u16) -> String {
    p.to_string()
}

/// Ranks a session.
pub fn rank(s: &SessionFile) -> Result<SessionReport, SessionError> {
    let m = movement_of(s)?;
    if m.contestants != ContestantKind::Pair {
        return Err(SessionError::NotPairs(m.contestants));
    }
    let names: BTreeMap<u16, String> = s
        .contestants
        .iter()
        .map(|c| (c.position, c.names.join(" – ")))
        .collect();
    let mut alerts = Vec::new();
    // The current result of each (round, table, board), and who played it.
    type Key = (u16, u16, u16);
    let mut current: BTreeMap<Key, (ResultEntry, u16, u16)> = BTreeMap::new();
    for (i, r) in s.results.iter().enumerate() {
        let index = i + 1;
        let cell = m.cell(r.round, r.table).ok_or(SessionError::NoSuchCell {
            index,
            round: r.round,
            table: r.table,
        })?;
        if m.boards.set_of(r.board).is_none() {
            return Err(SessionError::NoSuchBoard {
                index,
                board: r.board,
            });
        }
        let (sns, sew) = cell.holders();
        let ns = r.ns.or(sns).ok_or(SessionError::SitOut { index })?;
        let ew = r.ew.or(sew).ok_or(SessionError::SitOut { index })?;
        for p in [ns, ew] {
            if p == 0 || p > m.positions {
                return Err(SessionError::NoSuchPair { index, position: p });
            }
        }
        let on_schedule =
            m.boards_of(cell).contains(&r.board) && Some(ns) == sns && Some(ew) == sew;
        let entry = r.clone();
        if !on_schedule {
            alerts.push(Alert::OffSchedule {
                round: r.round,
                table: r.table,
                board: r.board,
                ruling: r.wrong_board,
            });
        }
        let key = (r.round, r.table, r.board);
        if r.wrong_board == Some(WrongBoardRuling::Cancel) {
            // Law 15B1: the result does not count; the board the pairs
            // missed shows as missing until given its own (15B3) result.
            continue;
        }
        if current.insert(key, (entry, ns, ew)).is_some() {
            return Err(SessionError::Duplicate {
                index,
                round: r.round,
                table: r.table,
                board: r.board,
            });
        }
    }
    // Corrections in order (Law 79C).
    let published = s.published_at.as_deref().map(minutes).transpose()?;
    let mut audit = Vec::new();
    for (i, c) in s.corrections.iter().enumerate() {
        let key = (c.round, c.table, c.board);
        let at = minutes(&c.at)?;
        let Some((entry, _, _)) = current.get_mut(&key) else {
            return Err(SessionError::CorrectionWithoutResult {
                index: i + 1,
                round: c.round,
                table: c.table,
                board: c.board,
            });
        };
        let within = published.map(|p| at <= p + s.correction_period);
        let status = match (c.reason, within) {
            (RevisionReason::ScoringError, Some(false)) => {
                RevisionStatus::RefusedAfterCorrectionPeriod
            }
            (RevisionReason::LateCorrection, _) if c.approved_by.is_none() => {
                RevisionStatus::RefusedWithoutApproval
            }
            _ => RevisionStatus::Applied,
        };
        let before = describe(&entry.contract, &entry.declarer, &entry.result);
        let after = describe(&c.contract, &c.declarer, &c.result);
        if status == RevisionStatus::Applied {
            entry.contract = c.contract.clone();
            entry.declarer = c.declarer.clone();
            entry.result = c.result.clone();
        }
        audit.push(Revision {
            seq: i as u32 + 1,
            round: c.round,
            table: c.table,
            board: c.board,
            before,
            after,
            reason: c.reason,
            by: c.by.clone(),
            at: c.at.clone(),
            within_correction_period: within,
            status,
        });
    }
    // Postponed boards (Law 8B2) and missing results (Law 8C).
    let postponed: BTreeMap<Key, PostponedState> = s
        .postponed
        .iter()
        .map(|p| ((p.round, p.table, p.board), p.state))
        .collect();
    let mut complete = true;
    for (&(round, table, board), &state) in &postponed {
        match state {
            PostponedState::Pending => {
                complete = false;
                alerts.push(Alert::PostponedPending {
                    round,
                    table,
                    board,
                });
            }
            PostponedState::Played if !current.contains_key(&(round, table, board)) => {
                complete = false;
                alerts.push(Alert::PostponedWithoutResult {
                    round,
                    table,
                    board,
                });
            }
            _ => {}
        }
    }
    for c in &m.cells {
        if !c.in_play() {
            continue;
        }
        for b in m.boards_of(c) {
            let key = (c.round, c.table, b);
            if !current.contains_key(&key) && !postponed.contains_key(&key) {
                complete = false;
                alerts.push(Alert::MissingResult {
                    round: c.round,
                    table: c.table,
                    board: b,
                });
            }
        }
    }
    // Score through tenace-score.
    let keys: Vec<Key> = current.keys().copied().collect();
    let rows: Vec<ResultRow> = current
        .values()
        .map(|(e, ns, ew)| ResultRow {
            board: u32::from(e.board),
            ns: label(*ns),
            ew: label(*ew),
            contract: e.contract.clone(),
            declarer: e.declarer.clone(),
            result: e.result.clone(),
            score: None,
            vul: None,
            group: e.group.clone(),
            session: None,
        })
        .collect();
    let mut penalties = Vec::new();
    for (i, p) in s.penalties.iter().enumerate() {
        if p.position == 0 || p.position > m.positions {
            return Err(SessionError::PenaltyPair {
                index: i + 1,
                position: p.position,
            });
        }
        penalties.push(PenaltyRow {
            pair: label(p.position),
            board: p.board.map(u32::from),
            amount: p.amount.clone(),
            law: p.law.clone(),
            note: None,
            session: None,
        });
    }
    let opts = s.options.clone().unwrap_or_default();
    let mut rankings = Vec::new();
    let mut travellers = Vec::new();
    if !rows.is_empty() {
        let field = FieldInput {
            event: s.event.clone(),
            results: rows,
            penalties,
        }
        .resolve()
        .map_err(|e| match e {
            tenace_score::field::FieldError::Row { row, .. } if row >= 1 && row <= keys.len() => {
                let (round, table, board) = keys[row - 1];
                SessionError::AtResult {
                    round,
                    table,
                    board,
                    error: e,
                }
            }
            e => SessionError::Field(e),
        })?;
        let scale = opts.matchpoint_scale.factor();
        // Matchpoints (tenace-score's matchpoints) or cross-IMPs (its
        // imps_field): one of the two is scored.
        let (scored, imps) = match s.scoring {
            SessionScoring::Matchpoints => (Some(score_field(&field, &opts)?), None),
            SessionScoring::CrossImps => (
                None,
                Some(score_field_imps(&field, &opts, ImpMethod::Cross)?),
            ),
        };
        for (bi, bf) in field.boards.iter().enumerate() {
            let lines = bf
                .entries
                .iter()
                .enumerate()
                .map(|(ei, e)| {
                    let mp = scored.as_ref().map(|sc| &sc.boards[bi].entries[ei]);
                    let imp = imps.as_ref().map(|im| &im.boards[bi].entries[ei]);
                    let key = keys[e.row - 1];
                    let (entry, ns, ew) = &current[&key];
                    TravellerLine {
                        round: key.0,
                        table: key.1,
                        ns: *ns,
                        ew: *ew,
                        result: describe(&entry.contract, &entry.declarer, &entry.result),
                        contract: entry.contract.clone(),
                        declarer: entry.declarer.clone(),
                        tricks: tricks_of(entry),
                        lead: entry.lead.clone(),
                        ns_score: match &e.outcome {
                            tenace_score::field::Outcome::Played { ns_score, .. } => {
                                Some(*ns_score)
                            }
                            _ => None,
                        },
                        ns_matchpoints: mp.map_or(0.0, |mp| mp.ns.units * scale),
                        ew_matchpoints: mp.map_or(0.0, |mp| mp.ew.units * scale),
                        top: mp.map_or(0.0, |mp| mp.ns.top * scale),
                        ns_imps: imp.map(|i| i.ns.imps),
                        ew_imps: imp.map(|i| i.ew.imps),
                        dd_tricks: None,
                        dd_difference: None,
                    }
                })
                .collect();
            travellers.push(Traveller {
                board: bf.board as u16,
                group: bf.group.clone(),
                lines,
            });
        }
        let name_of = |pair: usize| {
            let position: u16 = field.pairs[pair].parse().unwrap_or(0);
            (position, names.get(&position).cloned().unwrap_or_default())
        };
        let pairs: Vec<RankedPair> = match (&scored, &imps) {
            (Some(scored), _) => scored
                .pairs
                .iter()
                .map(|t| {
                    let (position, name) = name_of(t.pair);
                    RankedPair {
                        place: 0,
                        tied: false,
                        position,
                        name,
                        matchpoints: (t.units - t.penalty_units) * scale,
                        top: t.top * scale,
                        penalty: t.penalty_units * scale,
                        percent: t.percent,
                        boards: t.boards,
                        imps: None,
                        imps_per_board: None,
                    }
                })
                .collect(),
            (None, Some(imps)) => imps
                .pairs
                .iter()
                .map(|t| {
                    let (position, name) = name_of(t.pair);
                    RankedPair {
                        place: 0,
                        tied: false,
                        position,
                        name,
                        matchpoints: 0.0,
                        top: 0.0,
                        penalty: t.penalty_imps,
                        percent: 0.0,
                        boards: t.boards,
                        imps: Some(t.net),
                        imps_per_board: Some(t.per_board),
                    }
                })
                .collect(),
            (None, None) => Vec::new(),
        };
        let lines: Vec<(Line, BTreeSet<u16>)> = match (m.winners, &m.promises.lines) {
            (Winners::Two, _) => {
                let ns: BTreeSet<u16> = m.cells.iter().filter_map(|c| c.ns).collect();
                let ew: BTreeSet<u16> = m.cells.iter().filter_map(|c| c.ew).collect();
                vec![(Line::NorthSouth, ns), (Line::EastWest, ew)]
            }
            _ => vec![(Line::All, (1..=m.positions).collect())],
        };
        for (line, members) in lines {
            let mut list: Vec<RankedPair> = pairs
                .iter()
                .filter(|p| members.contains(&p.position))
                .cloned()
                .collect();
            let scores: Vec<f64> = list.iter().map(|p| p.imps.unwrap_or(p.percent)).collect();
            let (order, ranks) = rank_with_ties(&scores);
            for (i, p) in list.iter_mut().enumerate() {
                p.place = ranks[i].place;
                p.tied = ranks[i].tied;
            }
            let sorted = order.into_iter().map(|i| list[i].clone()).collect();
            rankings.push(Ranking {
                line,
                pairs: sorted,
            });
        }
    }
    Ok(SessionReport {
        event: s.event.clone(),
        movement: m.name.clone(),
        scoring: s.scoring,
        complete,
        rankings,
        alerts,
        audit,
        travellers,
    })
}
