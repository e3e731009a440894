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

mod teams;
use teams::rank_teams;
pub use teams::scheduled_matches;
pub use teams::{ByeAverage, ByeVps, TeamBye};

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
    /// IMPs against the board's datum (tenace-score's Butler datum
    /// options: a trimmed mean).
    Butler,
}

impl SessionScoring {
    /// Scored at IMPs (cross-IMPs or Butler) rather than matchpoints.
    pub fn is_imps(self) -> bool {
        self != SessionScoring::Matchpoints
    }
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
    /// Matchpoints (the default), cross-IMPs or Butler.
    #[serde(default)]
    pub scoring: SessionScoring,
    /// Team sessions: the tie-break chain (events.md §6.4; empty, the
    /// default: ties stand).
    #[serde(default)]
    pub tie_break: Vec<crate::tiebreak::TieBreak>,
    /// Team sessions: the VPs of a bye (a number, or `"average"`; 10 by
    /// default).
    #[serde(default)]
    pub bye_vps: ByeVps,
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
    /// An individual movement's seats come from its cells: a result may not
    /// name other N-S or E-W contestants.
    #[error("result {index}: an individual movement's result cannot name other players")]
    IndividualSeats { index: usize },
    /// A bye's VPs must be 0 to 20.
    #[error("bye_vps must be 0 to 20, not {0}")]
    ByeVps(f64),
    /// A team match of the session cannot be scored.
    #[error("round {round} table {table}: {error}")]
    Match {
        round: u16,
        table: u16,
        error: crate::matches::MatchError,
    },
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
    /// Team sessions: the victory points won (the WBF continuous scale);
    /// `imps` is then the net IMP margin over the matches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vps: Option<f64>,
    /// Team sessions with a tie-break chain: the rule that placed this team
    /// above the next one, which had the same VPs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<crate::tiebreak::TieBreak>,
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
    /// Individual sessions: the players at North, East, South and West
    /// (`ns` and `ew` are then North and East).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<[u16; 4]>,
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
    /// Who is ranked: individuals, pairs or teams.
    pub contestants: ContestantKind,
    pub scoring: SessionScoring,
    /// False while a board is postponed or a result is missing (Law 8C).
    pub complete: bool,
    pub rankings: Vec<Ranking>,
    pub alerts: Vec<Alert>,
    pub audit: Vec<Revision>,
    pub travellers: Vec<Traveller>,
    /// Team sessions: each match of each round (two tables, Law 86).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<TeamMatch>,
    /// Team sessions: the byes and the VPs they earned.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<TeamBye>,
}

/// One match of a team session: the home team sits N-S at the first table
/// and E-W at the second (events.md §3.11).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamMatch {
    pub round: u16,
    pub tables: [u16; 2],
    /// Home and away team positions.
    pub teams: [u16; 2],
    /// Boards scheduled; the VP scale is the one for this many boards.
    pub boards: u32,
    /// Boards with a result in both rooms (the only ones compared).
    pub compared: u32,
    /// IMPs won by each team on the boards.
    pub imps: [f64; 2],
    /// VPs of each team (WBF continuous scale, hundredths made decimal).
    pub vps: [f64; 2],
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

type Key = (u16, u16, u16);
/// The current result of each (round, table, board), and who held the N-S
/// and E-W cards.
type Current = BTreeMap<Key, (ResultEntry, u16, u16)>;

/// Rankings, travellers and (teams) matches.
type Ranked = (Vec<Ranking>, Vec<Traveller>, Vec<TeamMatch>);

/// The results after corrections, with what the Director must see.
struct Collected {
    current: Current,
    alerts: Vec<Alert>,
    audit: Vec<Revision>,
    complete: bool,
}

/// Ranks a session: pairs and individuals by matchpoints (or cross-IMPs),
/// teams by IMPs and VPs over their matches.
pub fn rank(s: &SessionFile) -> Result<SessionReport, SessionError> {
    let m = movement_of(s)?;
    let names: BTreeMap<u16, String> = s
        .contestants
        .iter()
        .map(|c| (c.position, c.names.join(" – ")))
        .collect();
    let Collected {
        current,
        alerts,
        audit,
        complete,
    } = collect(s, &m)?;
    let ((rankings, travellers, matches), byes) = match m.contestants {
        ContestantKind::Team => rank_teams(s, &m, &current, &names)?,
        _ => {
            let (r, t) = rank_field(s, &m, &current, &names)?;
            ((r, t, Vec::new()), Vec::new())
        }
    };
    Ok(SessionReport {
        event: s.event.clone(),
        movement: m.name.clone(),
        contestants: m.contestants,
        scoring: s.scoring,
        complete,
        rankings,
        alerts,
        audit,
        travellers,
        matches,
        byes,
    })
}

/// Places every result on its cell, applies the corrections in order and
/// finds what is missing.
fn collect(s: &SessionFile, m: &Movement) -> Result<Collected, SessionError> {
    let mut alerts = Vec::new();
    let mut current: Current = BTreeMap::new();
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
        if m.contestants == ContestantKind::Individual && (r.ns.is_some() || r.ew.is_some()) {
            return Err(SessionError::IndividualSeats { index });
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
    Ok(Collected {
        current,
        alerts,
        audit,
        complete,
    })
}

/// The seats of an individual movement's cell: N, E, S, W.
fn seats_of(m: &Movement, key: &Key) -> Option<[u16; 4]> {
    let seats = m.cell(key.0, key.1)?.seats?;
    Some([seats[0]?, seats[1]?, seats[2]?, seats[3]?])
}

/// The field tenace-score resolves from the current results: one row per
/// result, in key order; an individual's rows name the partnerships of
/// the moment (`N+S` against `E+W`).
fn field_rows(m: &Movement, current: &Current, individual: bool) -> Vec<ResultRow> {
    current
        .iter()
        .map(|(key, (e, ns, ew))| {
            let (ns, ew) = match seats_of(m, key).filter(|_| individual) {
                Some([n, e, s, w]) => (format!("{n}+{s}"), format!("{e}+{w}")),
                None => (label(*ns), label(*ew)),
            };
            ResultRow {
                board: u32::from(e.board),
                ns,
                ew,
                contract: e.contract.clone(),
                declarer: e.declarer.clone(),
                result: e.result.clone(),
                score: None,
                vul: None,
                group: e.group.clone(),
                session: None,
            }
        })
        .collect()
}

/// The pairs' procedural penalties (Law 90) as tenace-score takes them;
/// an individual's are applied to his own total later
/// ([`individual_totals`]), so none is passed on.
fn field_penalties(
    s: &SessionFile,
    m: &Movement,
    individual: bool,
) -> Result<Vec<PenaltyRow>, SessionError> {
    let mut penalties = Vec::new();
    for (i, p) in s.penalties.iter().enumerate() {
        if p.position == 0 || p.position > m.positions {
            return Err(SessionError::PenaltyPair {
                index: i + 1,
                position: p.position,
            });
        }
        if !individual {
            penalties.push(PenaltyRow {
                pair: label(p.position),
                board: p.board.map(u32::from),
                amount: p.amount.clone(),
                law: p.law.clone(),
                note: None,
                session: None,
            });
        }
    }
    Ok(penalties)
}

/// Resolves the rows into tenace-score's field; a row it refuses is named
/// by its place in the movement.
fn resolve_field(
    s: &SessionFile,
    rows: Vec<ResultRow>,
    penalties: Vec<PenaltyRow>,
    keys: &[Key],
) -> Result<tenace_score::field::Field, SessionError> {
    FieldInput {
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
    })
}

/// The N-S score of a played board; `None` for an adjusted score.
fn played_score(o: &tenace_score::field::Outcome) -> Option<i32> {
    match o {
        tenace_score::field::Outcome::Played { ns_score, .. } => Some(*ns_score),
        _ => None,
    }
}

/// One traveller line of a current result, without its scores.
fn traveller_line(key: Key, current: &Current, ns_score: Option<i32>) -> TravellerLine {
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
        ns_score,
        ns_matchpoints: 0.0,
        ew_matchpoints: 0.0,
        top: 0.0,
        ns_imps: None,
        ew_imps: None,
        dd_tricks: None,
        dd_difference: None,
        seats: None,
    }
}

/// A field's scores: matchpoints (tenace-score's matchpoints) or IMPs (its
/// imps_field, cross-IMPs or Butler); one of the two.
struct FieldScores {
    matchpoints: Option<tenace_score::matchpoints::FieldMatchpoints>,
    imps: Option<tenace_score::imps_field::FieldImps>,
}

fn score_the_field(
    s: &SessionFile,
    field: &tenace_score::field::Field,
    opts: &ScoringOptions,
) -> Result<FieldScores, SessionError> {
    let imps = |method| score_field_imps(field, opts, method);
    Ok(match s.scoring {
        SessionScoring::Matchpoints => FieldScores {
            matchpoints: Some(score_field(field, opts)?),
            imps: None,
        },
        SessionScoring::CrossImps => FieldScores {
            matchpoints: None,
            imps: Some(imps(ImpMethod::Cross)?),
        },
        SessionScoring::Butler => FieldScores {
            matchpoints: None,
            imps: Some(imps(ImpMethod::Butler)?),
        },
    })
}

/// Every board's traveller with each line's matchpoints or IMPs.
fn field_travellers(
    m: &Movement,
    field: &tenace_score::field::Field,
    scores: &FieldScores,
    keys: &[Key],
    current: &Current,
    scale: f64,
    individual: bool,
) -> Vec<Traveller> {
    field
        .boards
        .iter()
        .enumerate()
        .map(|(bi, bf)| {
            let lines = bf
                .entries
                .iter()
                .enumerate()
                .map(|(ei, e)| {
                    let key = keys[e.row - 1];
                    let mut line = traveller_line(key, current, played_score(&e.outcome));
                    if let Some(mp) = scores
                        .matchpoints
                        .as_ref()
                        .map(|sc| &sc.boards[bi].entries[ei])
                    {
                        line.ns_matchpoints = mp.ns.units * scale;
                        line.ew_matchpoints = mp.ew.units * scale;
                        line.top = mp.ns.top * scale;
                    }
                    if let Some(imp) = scores.imps.as_ref().map(|im| &im.boards[bi].entries[ei]) {
                        line.ns_imps = Some(imp.ns.imps);
                        line.ew_imps = Some(imp.ew.imps);
                    }
                    line.seats = seats_of(m, &key).filter(|_| individual);
                    line
                })
                .collect();
            Traveller {
                board: bf.board as u16,
                group: bf.group.clone(),
                lines,
            }
        })
        .collect()
}

/// Each pair's total: matchpoints after penalties and percentage, or IMPs
/// and IMPs per board.
fn pair_totals(
    field: &tenace_score::field::Field,
    scores: &FieldScores,
    names: &BTreeMap<u16, String>,
    scale: f64,
) -> Vec<RankedPair> {
    let name_of = |pair: usize| {
        let position: u16 = field.pairs[pair].parse().unwrap_or(0);
        (position, names.get(&position).cloned().unwrap_or_default())
    };
    let blank = |position: u16, name: String, boards: u32| RankedPair {
        place: 0,
        tied: false,
        position,
        name,
        matchpoints: 0.0,
        top: 0.0,
        penalty: 0.0,
        percent: 0.0,
        boards,
        imps: None,
        imps_per_board: None,
        vps: None,
        tie_break: None,
    };
    match (&scores.matchpoints, &scores.imps) {
        (Some(scored), _) => scored
            .pairs
            .iter()
            .map(|t| {
                let (position, name) = name_of(t.pair);
                RankedPair {
                    matchpoints: (t.units - t.penalty_units) * scale,
                    top: t.top * scale,
                    penalty: t.penalty_units * scale,
                    percent: t.percent,
                    ..blank(position, name, t.boards)
                }
            })
            .collect(),
        (None, Some(imps)) => imps
            .pairs
            .iter()
            .map(|t| {
                let (position, name) = name_of(t.pair);
                RankedPair {
                    penalty: t.penalty_imps,
                    imps: Some(t.net),
                    imps_per_board: Some(t.per_board),
                    ..blank(position, name, t.boards)
                }
            })
            .collect(),
        (None, None) => Vec::new(),
    }
}

/// The lists a movement ranks: N-S and E-W apart for two winners, one
/// list otherwise; by IMPs when scored so, else by percentage; ties stand.
fn line_rankings(m: &Movement, pairs: &[RankedPair]) -> Vec<Ranking> {
    let lines: Vec<(Line, BTreeSet<u16>)> = match m.winners {
        Winners::Two => {
            let ns: BTreeSet<u16> = m.cells.iter().filter_map(|c| c.ns).collect();
            let ew: BTreeSet<u16> = m.cells.iter().filter_map(|c| c.ew).collect();
            vec![(Line::NorthSouth, ns), (Line::EastWest, ew)]
        }
        _ => vec![(Line::All, (1..=m.positions).collect())],
    };
    lines
        .into_iter()
        .map(|(line, members)| {
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
            Ranking {
                line,
                pairs: order.into_iter().map(|i| list[i].clone()).collect(),
            }
        })
        .collect()
}

/// The rankings and travellers of a pairs or individual session, scored
/// as a field by tenace-score: the rows, the penalties, the field, its
/// scores, the travellers, the totals and the lists.
fn rank_field(
    s: &SessionFile,
    m: &Movement,
    current: &Current,
    names: &BTreeMap<u16, String>,
) -> Result<(Vec<Ranking>, Vec<Traveller>), SessionError> {
    let individual = m.contestants == ContestantKind::Individual;
    let keys: Vec<Key> = current.keys().copied().collect();
    let rows = field_rows(m, current, individual);
    let penalties = field_penalties(s, m, individual)?;
    if rows.is_empty() {
        return Ok((Vec::new(), Vec::new()));
    }
    let field = resolve_field(s, rows, penalties, &keys)?;
    let opts = s.options.clone().unwrap_or_default();
    let scale = opts.matchpoint_scale.factor();
    let scores = score_the_field(s, &field, &opts)?;
    let travellers = field_travellers(m, &field, &scores, &keys, current, scale, individual);
    let pairs = if individual {
        let seats = |key: &Key| seats_of(m, key);
        individual_totals(
            s,
            m,
            &field,
            &keys,
            &seats,
            scores.matchpoints.as_ref(),
            scores.imps.as_ref(),
            names,
        )?
    } else {
        pair_totals(&field, &scores, names, scale)
    };
    Ok((line_rankings(m, &pairs), travellers))
}

/// Each player's total in an individual movement: on every board he takes
/// his side's matchpoints (or IMPs) and top, the result of the partnership
/// he sat in (events.md §6.1); his penalties (Law 90) come off his own
/// total: `N%` of the field's largest top or `Nmp` at matchpoints, `Nimp`
/// at cross-IMPs.
#[allow(clippy::too_many_arguments)]
fn individual_totals(
    s: &SessionFile,
    m: &Movement,
    field: &tenace_score::field::Field,
    keys: &[Key],
    seats_of: &dyn Fn(&Key) -> Option<[u16; 4]>,
    scored: Option<&tenace_score::matchpoints::FieldMatchpoints>,
    imps: Option<&tenace_score::imps_field::FieldImps>,
    names: &BTreeMap<u16, String>,
) -> Result<Vec<RankedPair>, SessionError> {
    let opts = s.options.clone().unwrap_or_default();
    let scale = opts.matchpoint_scale.factor();
    // Per player: units, top, IMPs, boards.
    let mut totals: BTreeMap<u16, (f64, f64, f64, u32)> = BTreeMap::new();
    let mut largest_top: f64 = 0.0;
    for (bi, bf) in field.boards.iter().enumerate() {
        for (ei, e) in bf.entries.iter().enumerate() {
            let Some([n, east, south, w]) = seats_of(&keys[e.row - 1]) else {
                continue;
            };
            let sides = [([n, south], 0usize), ([east, w], 1usize)];
            for (players, side) in sides {
                let (units, top) = match scored {
                    Some(sc) => {
                        let mp = &sc.boards[bi].entries[ei];
                        let x = if side == 0 { mp.ns } else { mp.ew };
                        (x.units, x.top)
                    }
                    None => (0.0, 0.0),
                };
                largest_top = largest_top.max(top);
                let imp = imps.map_or(0.0, |im| {
                    let x = &im.boards[bi].entries[ei];
                    if side == 0 {
                        x.ns.imps
                    } else {
                        x.ew.imps
                    }
                });
                for p in players {
                    let t = totals.entry(p).or_default();
                    t.0 += units;
                    t.1 += top;
                    t.2 += imp;
                    t.3 += 1;
                }
            }
        }
    }
    let mut penalty: BTreeMap<u16, f64> = BTreeMap::new();
    for (i, p) in s.penalties.iter().enumerate() {
        let bad = || {
            SessionError::Field(tenace_score::field::FieldError::Penalty {
                index: i + 1,
                problem: tenace_score::field::RowProblem::BadPenalty(p.amount.clone()),
            })
        };
        let t = p.amount.trim().to_ascii_lowercase().replace(' ', "");
        let t = t.trim_start_matches(['-', '+']);
        let number = |n: &str| n.parse::<f64>().ok().filter(|v| *v > 0.0);
        let amount = match s.scoring {
            SessionScoring::Matchpoints => {
                if let Some(n) = t.strip_suffix('%') {
                    number(n).map(|v| v / 100.0 * largest_top)
                } else if let Some(n) = t.strip_suffix("mp") {
                    number(n).map(|v| v / scale)
                } else {
                    None
                }
            }
            SessionScoring::CrossImps | SessionScoring::Butler => t
                .strip_suffix("imps")
                .or_else(|| t.strip_suffix("imp"))
                .and_then(number),
        }
        .ok_or_else(bad)?;
        *penalty.entry(p.position).or_default() += amount;
    }
    let cross = s.scoring.is_imps();
    Ok((1..=m.positions)
        .filter_map(|position| {
            let &(units, top, imps, boards) = totals.get(&position)?;
            let pen = penalty.get(&position).copied().unwrap_or(0.0);
            let name = names.get(&position).cloned().unwrap_or_default();
            Some(if cross {
                let net = imps - pen;
                RankedPair {
                    place: 0,
                    tied: false,
                    position,
                    name,
                    matchpoints: 0.0,
                    top: 0.0,
                    penalty: pen,
                    percent: 0.0,
                    boards,
                    imps: Some(net),
                    imps_per_board: Some(if boards > 0 {
                        net / f64::from(boards)
                    } else {
                        0.0
                    }),
                    vps: None,
                    tie_break: None,
                }
            } else {
                RankedPair {
                    place: 0,
                    tied: false,
                    position,
                    name,
                    matchpoints: (units - pen) * scale,
                    top: top * scale,
                    penalty: pen * scale,
                    percent: if top > 0.0 {
                        100.0 * (units - pen) / top
                    } else {
                        0.0
                    },
                    boards,
                    imps: None,
                    imps_per_board: None,
                    vps: None,
                    tie_break: None,
                }
            })
        })
        .collect())
}
