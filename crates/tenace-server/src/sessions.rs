//! Club sessions played face to face (docs/server.md, "Sessions and
//! results"): a session made from a movement (tenace-events), the results
//! the table devices enter and the opponents confirm, the Director's
//! corrections, all kept as an append-only log; the ranking is the fold of
//! that log ranked by tenace-events (which scores through tenace-score), and
//! it is pushed to the results pages on a WebSocket as each row arrives.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, LazyLock, Mutex};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tenace_core::{split_contract_terms, Card, Seat, Side, Vulnerability};
use tenace_events::model::{ContestantKind, Movement};
use tenace_events::session::{self, Alert, MovementSpec, ResultEntry, SessionFile};
use tenace_i18n::{Catalog, Lang};
use tokio::sync::broadcast;
use utoipa::ToSchema;

use crate::api::bearer;
use crate::app::{hash_token, new_token, now_ms, ApiError, App, ErrorBody};
use crate::store::sessions::{ResultRow, SessionRow};

/// The most tables a session may have (each gets a token).
pub const MAX_TABLES: u16 = 64;

/// The most boards a session may have.
pub const MAX_BOARDS: u16 = 200;

/// Why a request about a session was refused. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum ResultsError {
    #[error(transparent)]
    Api(#[from] ApiError),
    #[error("no session {0}")]
    NoSuchSession(String),
    #[error("no event {0}")]
    NoSuchEvent(String),
    #[error("this token is not for session {0}")]
    WrongSession(String),
    #[error("the body is not a result: {0}")]
    BadBody(String),
    #[error("the session cannot be made: {0}")]
    BadSession(String),
    #[error("a session has at most {max} tables, not {tables}")]
    TooManyTables { tables: u16, max: u16 },
    #[error("a session has at most {max} boards, not {boards}")]
    TooManyBoards { boards: u32, max: u16 },
    #[error("this is table {token_table}'s device, not table {table}'s")]
    OtherTable { token_table: u16, table: u16 },
    #[error("round {round} is not in the session")]
    NoSuchRound { round: u16 },
    #[error("table {table} is not in round {round}")]
    NoSuchTable { round: u16, table: u16 },
    #[error("table {table} plays no boards in round {round}")]
    TableIdle { round: u16, table: u16 },
    #[error("board {board} is not played at table {table} in round {round}")]
    BoardNotAtTable { board: u16, table: u16, round: u16 },
    #[error("`{0}` is not a contract (e.g. 4S, 3NTX, PASS)")]
    BadContract(String),
    #[error("`{0}` is not a declarer (N, E, S or W)")]
    BadDeclarer(String),
    #[error("{0} is not a number of tricks (0 to 13)")]
    BadTricks(i64),
    #[error("`{0}` is not a card (e.g. SK, H10)")]
    BadLead(String),
    #[error("`{0}` is not an adjusted score (e.g. A+/A-, 60%-40%, NP)")]
    BadAdjusted(String),
    #[error("`{0}` is not a side (NS or EW)")]
    BadSide(String),
    #[error("give either a contract (with declarer and tricks) or an adjusted score")]
    Incomplete,
    #[error("board {board} at table {table} in round {round} has a confirmed result already (row {seq}); the Director corrects it")]
    AlreadyConfirmed {
        round: u16,
        table: u16,
        board: u16,
        seq: i64,
    },
    #[error("board {board} at table {table} in round {round} has a result already (row {seq}); correct that row")]
    AlreadyEntered {
        round: u16,
        table: u16,
        board: u16,
        seq: i64,
    },
    #[error("row {0} is not a current result")]
    NotCurrent(i64),
    #[error("row {0} is confirmed already")]
    ConfirmedAlready(i64),
    #[error("the side that entered the result cannot confirm it; the opponents confirm")]
    SameSide,
    #[error("a correction needs a reason")]
    ReasonNeeded,
}

impl ResultsError {
    /// The stable code in responses.
    pub fn code(&self) -> &'static str {
        match self {
            ResultsError::Api(e) => e.code(),
            ResultsError::NoSuchSession(_) => "no_such_session",
            ResultsError::NoSuchEvent(_) => "no_such_event",
            ResultsError::WrongSession(_) => "wrong_session",
            ResultsError::BadBody(_) => "bad_request",
            ResultsError::BadSession(_) => "bad_session",
            ResultsError::TooManyTables { .. } => "too_many_tables",
            ResultsError::TooManyBoards { .. } => "too_many_boards",
            ResultsError::OtherTable { .. } => "other_table",
            ResultsError::NoSuchRound { .. } => "no_such_round",
            ResultsError::NoSuchTable { .. } => "no_such_table_in_round",
            ResultsError::TableIdle { .. } => "table_idle",
            ResultsError::BoardNotAtTable { .. } => "board_not_at_table",
            ResultsError::BadContract(_) => "bad_contract",
            ResultsError::BadDeclarer(_) => "bad_declarer",
            ResultsError::BadTricks(_) => "bad_tricks",
            ResultsError::BadLead(_) => "bad_lead",
            ResultsError::BadAdjusted(_) => "bad_adjusted",
            ResultsError::BadSide(_) => "bad_side",
            ResultsError::Incomplete => "incomplete_result",
            ResultsError::AlreadyConfirmed { .. } => "already_confirmed",
            ResultsError::AlreadyEntered { .. } => "already_entered",
            ResultsError::NotCurrent(_) => "not_current",
            ResultsError::ConfirmedAlready(_) => "confirmed_already",
            ResultsError::SameSide => "same_side",
            ResultsError::ReasonNeeded => "reason_needed",
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            ResultsError::Api(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ResultsError::NoSuchSession(_) | ResultsError::NoSuchEvent(_) => StatusCode::NOT_FOUND,
            ResultsError::WrongSession(_) | ResultsError::OtherTable { .. } => {
                StatusCode::FORBIDDEN
            }
            ResultsError::BadBody(_) => StatusCode::BAD_REQUEST,
            ResultsError::AlreadyConfirmed { .. }
            | ResultsError::AlreadyEntered { .. }
            | ResultsError::NotCurrent(_)
            | ResultsError::ConfirmedAlready(_)
            | ResultsError::SameSide => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    /// The refusal in words, in `cat`'s language (`web-results-error-*`).
    pub fn localize(&self, cat: &Catalog) -> String {
        let n = |v: u16| -> tenace_i18n::Arg { i64::from(v).into() };
        let key = format!("web-results-error-{}", self.code().replace('_', "-"));
        let args: Vec<(&str, tenace_i18n::Arg)> = match self {
            ResultsError::TooManyTables { tables, max } => {
                vec![("tables", n(*tables)), ("max", n(*max))]
            }
            ResultsError::TooManyBoards { boards, max } => {
                vec![("boards", i64::from(*boards).into()), ("max", n(*max))]
            }
            ResultsError::OtherTable { token_table, table } => {
                vec![("mine", n(*token_table)), ("table", n(*table))]
            }
            ResultsError::NoSuchRound { round } => vec![("round", n(*round))],
            ResultsError::NoSuchTable { round, table }
            | ResultsError::TableIdle { round, table } => {
                vec![("round", n(*round)), ("table", n(*table))]
            }
            ResultsError::BoardNotAtTable {
                board,
                table,
                round,
            } => vec![
                ("board", n(*board)),
                ("table", n(*table)),
                ("round", n(*round)),
            ],
            ResultsError::BadContract(t)
            | ResultsError::BadDeclarer(t)
            | ResultsError::BadLead(t)
            | ResultsError::BadAdjusted(t)
            | ResultsError::BadSide(t) => vec![("text", t.clone().into())],
            ResultsError::BadTricks(v) => vec![("text", v.to_string().into())],
            ResultsError::AlreadyConfirmed {
                round,
                table,
                board,
                seq,
            }
            | ResultsError::AlreadyEntered {
                round,
                table,
                board,
                seq,
            } => vec![
                ("board", n(*board)),
                ("table", n(*table)),
                ("round", n(*round)),
                ("seq", (*seq).into()),
            ],
            ResultsError::NotCurrent(seq) | ResultsError::ConfirmedAlready(seq) => {
                vec![("seq", (*seq).into())]
            }
            _ => vec![],
        };
        cat.message(&key, &args)
    }

    /// The body of an error response.
    pub fn body(&self) -> ErrorBody {
        if let ResultsError::Api(e) = self {
            return e.body();
        }
        let localized = Lang::ALL
            .iter()
            .map(|&l| (l.tag().to_owned(), self.localize(&Catalog::new(l))))
            .collect();
        ErrorBody {
            error: self.code().to_owned(),
            message: self.to_string(),
            detail: None,
            localized: Some(localized),
        }
    }
}

impl From<crate::store::StoreError> for ResultsError {
    fn from(e: crate::store::StoreError) -> Self {
        ResultsError::Api(e.into())
    }
}

impl IntoResponse for ResultsError {
    fn into_response(self) -> Response {
        if let ResultsError::Api(e) = self {
            return e.into_response();
        }
        tracing::debug!(error = %self, "session request refused");
        (self.status(), Json(self.body())).into_response()
    }
}

// ------------------------------------------------------------------ types

/// A new session: a movement generated by tenace-events (`movement`), or a
/// whole session file (`session`, docs/events.md) without results.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateSession {
    /// The session's name (default: the file's `event`, or "Session").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Generator options: `{"kind": "mitchell", "tables": 3,
    /// "boards_per_round": 2}` (also `rounds`, `arrow_switch`, `phantom`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub movement: Option<Value>,
    /// A session file (docs/events.md): movement, contestants, options.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub session: Option<Value>,
    /// `matchpoints` (the default) or `cross_imps`, with `movement` (a
    /// session file says it itself, `"scoring"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub scoring: Option<session::SessionScoring>,
}

/// A created session: its id, the Director's token and one token per
/// table (by table number). Shown once; the server keeps their hashes.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CreatedSession {
    pub id: String,
    pub director: String,
    pub tables: BTreeMap<String, String>,
}

/// A result as a table device or the Director enters it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResultBody {
    pub round: u16,
    /// The table; a table's device may leave it out (its own).
    #[serde(default)]
    pub table: Option<u16>,
    pub board: u16,
    /// `4S`, `3NTX`, `6HXX`, `PASS` (passed out).
    #[serde(default)]
    pub contract: Option<String>,
    /// `N`, `E`, `S`, `W`.
    #[serde(default)]
    pub declarer: Option<String>,
    /// The opening lead, `SK`, `H10` (optional).
    #[serde(default)]
    pub lead: Option<String>,
    /// The tricks declarer's side took, 0 to 13.
    #[serde(default)]
    pub tricks: Option<i64>,
    /// Instead of a contract: an adjusted score (`A+/A-`, `60%-40%`, the
    /// Director's) or `NP` (not played).
    #[serde(default)]
    pub adjusted: Option<String>,
    /// The side entering it, `NS` (default) or `EW`; the other confirms.
    #[serde(default)]
    pub side: Option<String>,
}

/// The opponents' agreement: the confirming side names itself.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConfirmBody {
    /// The row entered.
    pub seq: i64,
    /// `NS` or `EW`: must be the side that did not enter it.
    pub side: String,
}

/// The Director's correction: a new result for the row `replaces`, or its
/// withdrawal, with a reason.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectionBody {
    pub replaces: i64,
    pub reason: String,
    /// The new result (round, table and board are the replaced row's).
    #[serde(default)]
    pub result: Option<CorrectedResult>,
    /// Withdraw the result instead (the board has no result again).
    #[serde(default)]
    pub withdraw: bool,
}

/// The new outcome of a corrected result.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectedResult {
    #[serde(default)]
    pub contract: Option<String>,
    #[serde(default)]
    pub declarer: Option<String>,
    #[serde(default)]
    pub lead: Option<String>,
    #[serde(default)]
    pub tricks: Option<i64>,
    #[serde(default)]
    pub adjusted: Option<String>,
}

/// A stored row's number.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Stored {
    pub seq: i64,
    /// The N-S score tenace-score gives a played board.
    pub ns_score: Option<i64>,
}

/// One row of the audit trail (the log as stored).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AuditRow {
    pub seq: i64,
    pub kind: String,
    pub refers_to: Option<i64>,
    pub round: i64,
    pub table: i64,
    pub board: i64,
    pub ns: Option<i64>,
    pub ew: Option<i64>,
    pub contract: Option<String>,
    pub declarer: Option<String>,
    pub lead: Option<String>,
    pub tricks: Option<i64>,
    pub adjusted: Option<String>,
    pub ns_score: Option<i64>,
    pub by: String,
    pub side: Option<String>,
    pub reason: Option<String>,
    pub at_ms: i64,
}

impl From<&ResultRow> for AuditRow {
    fn from(r: &ResultRow) -> Self {
        AuditRow {
            seq: r.seq,
            kind: r.kind.clone(),
            refers_to: r.refers_to,
            round: r.round,
            table: r.table,
            board: r.board,
            ns: r.ns,
            ew: r.ew,
            contract: r.contract.clone(),
            declarer: r.declarer.clone(),
            lead: r.lead.clone(),
            tricks: r.tricks,
            adjusted: r.adjusted.clone(),
            ns_score: r.ns_score,
            by: r.by_role.clone(),
            side: r.side.clone(),
            reason: r.reason.clone(),
            at_ms: r.at_ms,
        }
    }
}

// ------------------------------------------------------------------ the fold

/// The current result of a board at a table.
#[derive(Debug, Clone)]
pub struct Current {
    /// The row that holds it (entered or corrected).
    pub row: ResultRow,
    /// Confirmed by the opponents (or entered or corrected by the Director).
    pub confirmed: bool,
}

type Key = (u16, u16, u16);

fn key_of(r: &ResultRow) -> Key {
    (r.round as u16, r.table as u16, r.board as u16)
}

/// The current results: the fold of the log, by (round, table, board).
pub fn fold(rows: &[ResultRow]) -> BTreeMap<Key, Current> {
    let mut current: BTreeMap<Key, Current> = BTreeMap::new();
    for r in rows {
        let key = key_of(r);
        match r.kind.as_str() {
            "entered" | "corrected" => {
                current.insert(
                    key,
                    Current {
                        row: r.clone(),
                        confirmed: r.by_role == "director",
                    },
                );
            }
            "confirmed" => {
                if let Some(c) = current.get_mut(&key) {
                    if Some(c.row.seq) == r.refers_to {
                        c.confirmed = true;
                    }
                }
            }
            "withdrawn" if current.get(&key).map(|c| c.row.seq) == r.refers_to => {
                current.remove(&key);
            }
            _ => {}
        }
    }
    current
}

/// A result as a line of a session file (tenace-events ranks it).
fn entry_of(r: &ResultRow) -> Option<ResultEntry> {
    let mut e = ResultEntry {
        round: r.round as u16,
        table: r.table as u16,
        board: r.board as u16,
        lead: r.lead.clone(),
        ..ResultEntry::default()
    };
    match (&r.adjusted, &r.contract) {
        (Some(a), _) if a.eq_ignore_ascii_case("NP") => return None,
        (Some(a), _) => e.result = Some(a.clone()),
        (None, Some(c)) if c.eq_ignore_ascii_case("PASS") => e.contract = Some("PASS".into()),
        (None, Some(c)) => {
            e.contract = Some(c.clone());
            e.declarer = r.declarer.clone();
            e.result = r.tricks.map(|t| t.to_string());
        }
        (None, None) => return None,
    }
    Some(e)
}

/// A short text of a result: `4S N 10`, `PASS`, `A+/A-`.
pub fn summary(r: &ResultRow) -> String {
    if let Some(a) = &r.adjusted {
        return a.clone();
    }
    match (&r.contract, &r.declarer, r.tricks) {
        (Some(c), Some(d), Some(t)) => format!("{c} {d} {t}"),
        (Some(c), _, _) => c.clone(),
        _ => String::new(),
    }
}

// ------------------------------------------------------------------ checks

/// The outcome of a result, checked and scored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Outcome {
    contract: Option<String>,
    declarer: Option<String>,
    lead: Option<String>,
    tricks: Option<i64>,
    adjusted: Option<String>,
    ns_score: Option<i64>,
}

/// Checks a contract, declarer, tricks and lead (or an adjusted score) and
/// scores it by tenace-score (Law 77) with the board's Law 2 vulnerability.
fn outcome(
    board: u16,
    contract: Option<&str>,
    declarer: Option<&str>,
    tricks: Option<i64>,
    lead: Option<&str>,
    adjusted: Option<&str>,
    director: bool,
) -> Result<Outcome, ResultsError> {
    let lead = match lead.map(str::trim).filter(|l| !l.is_empty()) {
        Some(l) => Some(
            l.parse::<Card>()
                .map_err(|_| ResultsError::BadLead(clip(l)))?
                .to_string(),
        ),
        None => None,
    };
    let vul = Vulnerability::for_board(u32::from(board));
    if let Some(a) = adjusted.map(str::trim).filter(|a| !a.is_empty()) {
        if contract.is_some() || declarer.is_some() || tricks.is_some() {
            return Err(ResultsError::Incomplete);
        }
        if a.eq_ignore_ascii_case("NP") {
            return Ok(Outcome {
                adjusted: Some("NP".into()),
                ..Outcome::default()
            });
        }
        // Only the Director assigns an adjusted score (Law 12).
        if !director {
            return Err(ResultsError::Api(ApiError::DirectorOnly));
        }
        if a.len() > 60 {
            return Err(ResultsError::BadAdjusted(clip(a)));
        }
        tenace_score::field::parse_adjusted(a, vul)
            .map_err(|_| ResultsError::BadAdjusted(clip(a)))?;
        return Ok(Outcome {
            adjusted: Some(a.to_owned()),
            ..Outcome::default()
        });
    }
    let contract = contract
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .ok_or(ResultsError::Incomplete)?;
    if contract.eq_ignore_ascii_case("PASS") || contract.eq_ignore_ascii_case("P") {
        if declarer.is_some() || tricks.is_some() {
            return Err(ResultsError::Incomplete);
        }
        return Ok(Outcome {
            contract: Some("PASS".into()),
            ns_score: Some(0),
            ..Outcome::default()
        });
    }
    let (bid, doubling, rest) =
        split_contract_terms(contract).map_err(|_| ResultsError::BadContract(clip(contract)))?;
    if !rest.trim().is_empty() {
        return Err(ResultsError::BadContract(clip(contract)));
    }
    let declarer = declarer.ok_or(ResultsError::Incomplete)?;
    let seat: Seat = declarer
        .parse()
        .map_err(|_| ResultsError::BadDeclarer(clip(declarer)))?;
    let tricks = tricks.ok_or(ResultsError::Incomplete)?;
    if !(0..=13).contains(&tricks) {
        return Err(ResultsError::BadTricks(tricks));
    }
    let score =
        tenace_score::contract_score(bid, doubling, vul.is_vulnerable(seat.side()), tricks as u8)
            .total;
    let ns = if seat.side() == Side::NorthSouth {
        score
    } else {
        -score
    };
    Ok(Outcome {
        contract: Some(format!("{bid}{}", doubling.suffix())),
        declarer: Some(seat.to_string()),
        lead,
        tricks: Some(tricks),
        adjusted: None,
        ns_score: Some(i64::from(ns)),
    })
}

/// At most 40 characters of a user's text in an error.
fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

fn parse_side(s: &str) -> Result<&'static str, ResultsError> {
    match s.trim().to_ascii_uppercase().replace('-', "").as_str() {
        "NS" => Ok("NS"),
        "EW" => Ok("EW"),
        _ => Err(ResultsError::BadSide(clip(s))),
    }
}

// ------------------------------------------------------------------ a loaded session

/// A session loaded from the store: its definition and movement.
pub struct Loaded {
    pub row: SessionRow,
    pub file: SessionFile,
    pub movement: Movement,
}

impl Loaded {
    /// The cell of (round, table), and the pairs holding the N-S and E-W
    /// cards, checked against the movement: a typed refusal otherwise.
    fn place(&self, round: u16, table: u16, board: u16) -> Result<(u16, u16), ResultsError> {
        if round == 0 || round > self.movement.rounds {
            return Err(ResultsError::NoSuchRound { round });
        }
        let cell = self
            .movement
            .cell(round, table)
            .ok_or(ResultsError::NoSuchTable { round, table })?;
        let (ns, ew) = cell.holders();
        let (Some(ns), Some(ew), true) = (ns, ew, cell.in_play()) else {
            return Err(ResultsError::TableIdle { round, table });
        };
        if !self.movement.boards_of(cell).contains(&board) {
            return Err(ResultsError::BoardNotAtTable {
                board,
                table,
                round,
            });
        }
        Ok((ns, ew))
    }
}

fn definition_of(req: &CreateSession) -> Result<SessionFile, ResultsError> {
    let mut file = match (&req.movement, &req.session) {
        (Some(m), None) => {
            let spec: MovementSpec = serde_json::from_value(m.clone())
                .map_err(|e| ResultsError::BadBody(e.to_string()))?;
            if !matches!(spec, MovementSpec::Generated { .. }) {
                return Err(ResultsError::BadBody(
                    "movement: kind and tables (or give a whole session file as `session`)".into(),
                ));
            }
            session::parse(&json!({ "movement": spec }).to_string())
                .map_err(|e| ResultsError::BadSession(e.to_string()))?
        }
        (None, Some(s)) => {
            session::parse(&s.to_string()).map_err(|e| ResultsError::BadSession(e.to_string()))?
        }
        _ => {
            return Err(ResultsError::BadBody(
                "give either `movement` or `session`".into(),
            ))
        }
    };
    if !file.results.is_empty() || !file.corrections.is_empty() {
        return Err(ResultsError::BadSession(
            "results come in through the results routes, not in the definition".into(),
        ));
    }
    if let MovementSpec::Generated {
        tables,
        boards_per_round,
        rounds,
        ..
    } = &file.movement
    {
        if *tables > MAX_TABLES {
            return Err(ResultsError::TooManyTables {
                tables: *tables,
                max: MAX_TABLES,
            });
        }
        // A first bound before the movement is generated (about as many
        // rounds as tables); the generated movement is checked again.
        let boards =
            u32::from(*boards_per_round) * u32::from(rounds.unwrap_or(*tables).max(*tables)).max(1);
        if boards > u32::from(MAX_BOARDS) {
            return Err(ResultsError::TooManyBoards {
                boards,
                max: MAX_BOARDS,
            });
        }
    }
    match (&req.scoring, &req.movement) {
        (Some(scoring), Some(_)) => file.scoring = *scoring,
        (Some(_), None) => {
            return Err(ResultsError::BadBody(
                "`scoring` goes with `movement`; a session file has its own".into(),
            ))
        }
        _ => {}
    }
    if let Some(n) = &req.name {
        file.event = Some(n.chars().take(120).collect());
    }
    Ok(file)
}

fn movement_of(file: &SessionFile) -> Result<Movement, ResultsError> {
    let m = session::movement_of(file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    if m.contestants != ContestantKind::Pair {
        return Err(ResultsError::BadSession(
            "only pair movements are ranked here".into(),
        ));
    }
    if m.tables > MAX_TABLES {
        return Err(ResultsError::TooManyTables {
            tables: m.tables,
            max: MAX_TABLES,
        });
    }
    let boards = (1..=m.rounds)
        .flat_map(|r| m.round(r))
        .flat_map(|c| m.boards_of(c))
        .max()
        .unwrap_or(0);
    if boards > MAX_BOARDS {
        return Err(ResultsError::TooManyBoards {
            boards: u32::from(boards),
            max: MAX_BOARDS,
        });
    }
    Ok(m)
}

// ------------------------------------------------------------------ live changes

/// Appends are made one at a time per session: check, then write.
static WRITERS: LazyLock<Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>> =
    LazyLock::new(Default::default);

fn writer(id: &str) -> Arc<tokio::sync::Mutex<()>> {
    let mut w = WRITERS.lock().unwrap_or_else(|p| p.into_inner());
    w.entry(id.to_owned()).or_default().clone()
}

// ------------------------------------------------------------------ who

/// Who a session token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionRole {
    Director,
    Table(u16),
}

/// The role of a bearer token in session `id`: the server-wide Director
/// token, the session's Director token or a table's.
pub async fn role_in(app: &App, id: &str, token: &str) -> Result<SessionRole, ResultsError> {
    let hash = hash_token(token);
    if app.config().director_token.as_deref().map(hash_token) == Some(hash.clone()) {
        return Ok(SessionRole::Director);
    }
    let row = app
        .store()
        .session_token(&hash)
        .await?
        .ok_or(ResultsError::Api(ApiError::Unauthorized))?;
    if row.session != id {
        return Err(ResultsError::WrongSession(id.to_owned()));
    }
    match (row.role.as_str(), row.table) {
        ("director", _) => Ok(SessionRole::Director),
        ("table", Some(t)) => Ok(SessionRole::Table(t as u16)),
        _ => Err(ResultsError::Api(ApiError::Corrupt {
            table: id.to_owned(),
            reason: format!("session token role {:?}", row.role),
        })),
    }
}

async fn role_of(app: &App, id: &str, headers: &HeaderMap) -> Result<SessionRole, ResultsError> {
    let token = bearer(headers)?.ok_or(ApiError::Unauthorized)?;
    role_in(app, id, &token).await
}

async fn director_of(app: &App, id: &str, headers: &HeaderMap) -> Result<(), ResultsError> {
    match role_of(app, id, headers).await? {
        SessionRole::Director => Ok(()),
        SessionRole::Table(_) => Err(ApiError::DirectorOnly.into()),
    }
}

// ------------------------------------------------------------------ operations

/// Loads a session.
pub async fn load(app: &App, id: &str) -> Result<Loaded, ResultsError> {
    let row = app
        .store()
        .session(id)
        .await?
        .ok_or_else(|| ResultsError::NoSuchSession(clip(id)))?;
    let corrupt = |reason: String| {
        ResultsError::Api(ApiError::Corrupt {
            table: id.to_owned(),
            reason,
        })
    };
    let file = session::parse(&row.definition).map_err(|e| corrupt(e.to_string()))?;
    let movement = session::movement_of(&file).map_err(|e| corrupt(e.to_string()))?;
    Ok(Loaded {
        row,
        file,
        movement,
    })
}

/// Creates a session and its tokens.
pub async fn create(app: &App, req: &CreateSession) -> Result<CreatedSession, ResultsError> {
    let file = definition_of(req)?;
    let movement = movement_of(&file)?;
    let id = new_token()?[..16].to_owned();
    let director = new_token()?;
    let mut hashes = vec![(hash_token(&director), "director".to_owned(), None)];
    let mut tables = BTreeMap::new();
    for t in 1..=movement.tables {
        let token = new_token()?;
        hashes.push((hash_token(&token), "table".to_owned(), Some(i64::from(t))));
        tables.insert(t.to_string(), token);
    }
    let definition = serde_json::to_string(&file).map_err(|e| ApiError::Storage(e.to_string()))?;
    let name = file
        .event
        .clone()
        .unwrap_or_else(|| format!("{} {}", movement.name, movement.tables));
    app.store()
        .create_session(
            &SessionRow {
                id: id.clone(),
                name,
                definition,
                created_ms: now_ms(),
            },
            &hashes,
        )
        .await?;
    tracing::info!(session = %id, tables = movement.tables, "session created");
    Ok(CreatedSession {
        id,
        director,
        tables,
    })
}

async fn append(app: &App, id: &str, row: &ResultRow) -> Result<i64, ResultsError> {
    let seq = app.store().append_result(id, row).await?;
    // The live channel is per node (App::session_channel); on PostgreSQL
    // the other nodes hear of the row through LISTEN/NOTIFY (App::listen),
    // and so does this one: a ranking may then be sent twice.
    let _ = app.session_channel(id).send(seq);
    Ok(seq)
}

/// Enters a result (a table's device for its own table, or the Director).
pub async fn enter(
    app: &App,
    id: &str,
    role: SessionRole,
    body: &ResultBody,
) -> Result<Stored, ResultsError> {
    let s = load(app, id).await?;
    let table = match (role, body.table) {
        (SessionRole::Table(mine), Some(t)) if t != mine => {
            return Err(ResultsError::OtherTable {
                token_table: mine,
                table: t,
            })
        }
        (SessionRole::Table(mine), _) => mine,
        (SessionRole::Director, Some(t)) => t,
        (SessionRole::Director, None) => {
            return Err(ResultsError::BadBody("the Director names the table".into()))
        }
    };
    let (ns, ew) = s.place(body.round, table, body.board)?;
    let director = role == SessionRole::Director;
    let out = outcome(
        body.board,
        body.contract.as_deref(),
        body.declarer.as_deref(),
        body.tricks,
        body.lead.as_deref(),
        body.adjusted.as_deref(),
        director,
    )?;
    let side = match &body.side {
        Some(s) => parse_side(s)?,
        None => "NS",
    };
    let lock = writer(id);
    let _guard = lock.lock().await;
    let rows = app.store().results(id).await?;
    let key = (body.round, table, body.board);
    let mut refers_to = None;
    if let Some(c) = fold(&rows).get(&key) {
        if director {
            return Err(ResultsError::AlreadyEntered {
                round: key.0,
                table: key.1,
                board: key.2,
                seq: c.row.seq,
            });
        }
        if c.confirmed {
            return Err(ResultsError::AlreadyConfirmed {
                round: key.0,
                table: key.1,
                board: key.2,
                seq: c.row.seq,
            });
        }
        // Entered again before the opponents confirmed: the new row
        // replaces the old (both stay in the log).
        refers_to = Some(c.row.seq);
    }
    let row = ResultRow {
        kind: "entered".into(),
        refers_to,
        round: i64::from(body.round),
        table: i64::from(table),
        board: i64::from(body.board),
        ns: Some(i64::from(ns)),
        ew: Some(i64::from(ew)),
        contract: out.contract,
        declarer: out.declarer,
        lead: out.lead,
        tricks: out.tricks,
        adjusted: out.adjusted,
        ns_score: out.ns_score,
        by_role: if director { "director" } else { "table" }.into(),
        side: (!director).then(|| side.to_owned()),
        reason: None,
        at_ms: now_ms(),
        ..ResultRow::default()
    };
    let seq = append(app, id, &row).await?;
    Ok(Stored {
        seq,
        ns_score: row.ns_score,
    })
}

/// The opponents confirm a result entered on their table's device.
pub async fn confirm(
    app: &App,
    id: &str,
    role: SessionRole,
    body: &ConfirmBody,
) -> Result<Stored, ResultsError> {
    load(app, id).await?;
    let side = parse_side(&body.side)?;
    let lock = writer(id);
    let _guard = lock.lock().await;
    let rows = app.store().results(id).await?;
    let current = fold(&rows);
    let c = current
        .values()
        .find(|c| c.row.seq == body.seq)
        .ok_or(ResultsError::NotCurrent(body.seq))?;
    if let SessionRole::Table(mine) = role {
        if i64::from(mine) != c.row.table {
            return Err(ResultsError::OtherTable {
                token_table: mine,
                table: c.row.table as u16,
            });
        }
    }
    if c.confirmed {
        return Err(ResultsError::ConfirmedAlready(body.seq));
    }
    if c.row.side.as_deref() == Some(side) {
        return Err(ResultsError::SameSide);
    }
    let row = ResultRow {
        kind: "confirmed".into(),
        refers_to: Some(c.row.seq),
        round: c.row.round,
        table: c.row.table,
        board: c.row.board,
        ns: c.row.ns,
        ew: c.row.ew,
        by_role: match role {
            SessionRole::Director => "director",
            SessionRole::Table(_) => "table",
        }
        .into(),
        side: Some(side.to_owned()),
        at_ms: now_ms(),
        ..ResultRow::default()
    };
    let seq = append(app, id, &row).await?;
    Ok(Stored {
        seq,
        ns_score: None,
    })
}

/// The Director corrects (or withdraws) a current result.
pub async fn correct(app: &App, id: &str, body: &CorrectionBody) -> Result<Stored, ResultsError> {
    load(app, id).await?;
    let reason = body.reason.trim();
    if reason.is_empty() {
        return Err(ResultsError::ReasonNeeded);
    }
    let reason: String = reason.chars().take(300).collect();
    let lock = writer(id);
    let _guard = lock.lock().await;
    let rows = app.store().results(id).await?;
    let current = fold(&rows);
    let c = current
        .values()
        .find(|c| c.row.seq == body.replaces)
        .ok_or(ResultsError::NotCurrent(body.replaces))?;
    let mut row = ResultRow {
        refers_to: Some(c.row.seq),
        round: c.row.round,
        table: c.row.table,
        board: c.row.board,
        ns: c.row.ns,
        ew: c.row.ew,
        by_role: "director".into(),
        reason: Some(reason),
        at_ms: now_ms(),
        ..ResultRow::default()
    };
    match (&body.result, body.withdraw) {
        (None, true) => row.kind = "withdrawn".into(),
        (Some(r), false) => {
            let out = outcome(
                c.row.board as u16,
                r.contract.as_deref(),
                r.declarer.as_deref(),
                r.tricks,
                r.lead.as_deref(),
                r.adjusted.as_deref(),
                true,
            )?;
            row.kind = "corrected".into();
            row.contract = out.contract;
            row.declarer = out.declarer;
            row.lead = out.lead;
            row.tricks = out.tricks;
            row.adjusted = out.adjusted;
            row.ns_score = out.ns_score;
        }
        _ => {
            return Err(ResultsError::BadBody(
                "give either `result` or `withdraw: true`".into(),
            ))
        }
    }
    let seq = append(app, id, &row).await?;
    Ok(Stored {
        seq,
        ns_score: row.ns_score,
    })
}

/// The ranking of what is in, with the travellers, each line marked
/// confirmed or not, and the schedule with each board's current result.
pub async fn ranking(app: &App, id: &str) -> Result<Value, ResultsError> {
    let s = load(app, id).await?;
    let rows = app.store().results(id).await?;
    let seq = rows.last().map_or(0, |r| r.seq);
    let current = fold(&rows);
    let mut file = s.file.clone();
    file.results = current.values().filter_map(|c| entry_of(&c.row)).collect();
    let report = session::rank(&file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    let mut travellers = serde_json::to_value(&report.travellers).unwrap_or(Value::Null);
    if let Some(list) = travellers.as_array_mut() {
        for t in list {
            let board = t["board"].as_u64().unwrap_or(0) as u16;
            if let Some(lines) = t["lines"].as_array_mut() {
                for l in lines {
                    let key = (
                        l["round"].as_u64().unwrap_or(0) as u16,
                        l["table"].as_u64().unwrap_or(0) as u16,
                        board,
                    );
                    if let Some(c) = current.get(&key) {
                        l["seq"] = json!(c.row.seq);
                        l["confirmed"] = json!(c.confirmed);
                    }
                }
            }
        }
    }
    let alerts: Vec<&Alert> = report
        .alerts
        .iter()
        .filter(|a| !matches!(a, Alert::MissingResult { .. }))
        .collect();
    let schedule = schedule(&s, &current);
    Ok(json!({
        "session": id,
        "name": s.row.name,
        "movement": report.movement,
        "scoring": report.scoring,
        "seq": seq,
        "complete": report.complete,
        "results": current.len(),
        "rankings": report.rankings,
        "travellers": travellers,
        "alerts": alerts,
        "schedule": schedule,
    }))
}

/// Rounds → tables → boards with each board's current result.
fn schedule(s: &Loaded, current: &BTreeMap<Key, Current>) -> Value {
    let m = &s.movement;
    let rounds: Vec<Value> = (1..=m.rounds)
        .map(|round| {
            let tables: Vec<Value> = m
                .round(round)
                .into_iter()
                .map(|cell| {
                    let (ns, ew) = cell.holders();
                    let boards: Vec<Value> = if cell.in_play() {
                        m.boards_of(cell)
                            .into_iter()
                            .map(|b| {
                                let c = current.get(&(round, cell.table, b));
                                json!({
                                    "board": b,
                                    "vulnerability": Vulnerability::for_board(u32::from(b)).to_string(),
                                    "dealer": tenace_core::dealer_for_board(u32::from(b)).to_string(),
                                    "result": c.map(|c| json!({
                                        "seq": c.row.seq,
                                        "text": summary(&c.row),
                                        "contract": c.row.contract,
                                        "declarer": c.row.declarer,
                                        "tricks": c.row.tricks,
                                        "lead": c.row.lead,
                                        "adjusted": c.row.adjusted,
                                        "ns_score": c.row.ns_score,
                                        "side": c.row.side,
                                        "confirmed": c.confirmed,
                                        "kind": c.row.kind,
                                    })),
                                })
                            })
                            .collect()
                    } else {
                        Vec::new()
                    };
                    json!({ "table": cell.table, "ns": ns, "ew": ew, "boards": boards })
                })
                .collect();
            json!({ "round": round, "tables": tables })
        })
        .collect();
    json!({ "tables": m.tables, "rounds": rounds })
}

// ------------------------------------------------------------------ routes

pub(crate) fn body_of<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ResultsError> {
    let bytes = body.map_err(|e| ApiError::Body(e.body_text()))?;
    let value: Value =
        serde_json::from_slice(&bytes).map_err(|e| ApiError::BadJson(e.to_string()))?;
    serde_json::from_value(value).map_err(|e| ResultsError::BadBody(e.to_string()))
}

/// The routes of sessions and results.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/api/sessions", post(create_session).get(list_sessions))
        .route("/api/sessions/{id}", get(get_session))
        .route("/api/sessions/{id}/results", post(post_result))
        .route("/api/sessions/{id}/score", post(post_score))
        .route("/api/sessions/{id}/confirm", post(post_confirm))
        .route("/api/sessions/{id}/corrections", post(post_correction))
        .route("/api/sessions/{id}/boards/{board}", get(get_traveller))
        .route("/api/sessions/{id}/audit", get(get_audit))
        .route("/api/sessions/{id}/export.pbn", get(get_export_pbn))
        .route("/api/sessions/{id}/export.usebio", get(get_export_usebio))
        .route("/api/sessions/{id}/ws", get(upgrade))
}

/// Creates a session from a movement (tenace-events generates it) or a
/// session file. With a server-wide Director token set, only its holder may;
/// without one, anyone (like `POST /api/tables`).
#[utoipa::path(post, path = "/api/sessions", request_body = CreateSession,
    responses((status = 200, body = CreatedSession), (status = 401, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security((), ("bearer" = [])))]
async fn create_session(
    State(app): State<App>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<CreatedSession>, ResultsError> {
    if let Some(server) = &app.config().director_token {
        let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
        if hash_token(&token) != hash_token(server) {
            return Err(ApiError::Unauthorized.into());
        }
    }
    let req: CreateSession = body_of(body)?;
    Ok(Json(create(&app, &req).await?))
}

/// Every stored session, newest first (`[{"id", "name"}]`): the
/// server-wide Director token's.
#[utoipa::path(get, path = "/api/sessions",
    responses((status = 200, body = Object), (status = 401, body = ErrorBody)),
    security(("bearer" = [])))]
async fn list_sessions(
    State(app): State<App>,
    headers: HeaderMap,
) -> Result<Json<Value>, ResultsError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    let server = app.config().director_token.as_deref().map(hash_token);
    if server != Some(hash_token(&token)) {
        return Err(ApiError::Unauthorized.into());
    }
    let list = app.store().session_list().await?;
    Ok(Json(Value::Array(
        list.into_iter()
            .map(|(id, name)| json!({ "id": id, "name": name }))
            .collect(),
    )))
}

/// The session: name, movement, the schedule with each board's current
/// result, the ranking of what is in (matchpoints by tenace-events and
/// tenace-score) and the travellers. Public.
#[utoipa::path(get, path = "/api/sessions/{id}",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = Object), (status = 404, body = ErrorBody)))]
async fn get_session(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ResultsError> {
    Ok(Json(ranking(&app, &id).await?))
}

/// Enters a result: a table's token for its own table (the board must be
/// one that table plays in that round), or the Director's for any table.
#[utoipa::path(post, path = "/api/sessions/{id}/results",
    params(("id" = String, Path, description = "session id")),
    request_body = ResultBody,
    responses((status = 200, body = Stored), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_result(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let role = role_of(&app, &id, &headers).await?;
    let body: ResultBody = body_of(body)?;
    Ok(Json(enter(&app, &id, role, &body).await?))
}

/// The score of a result before it is sent (tenace-score, the board's
/// Law 2 vulnerability); nothing is stored. Public.
#[utoipa::path(post, path = "/api/sessions/{id}/score",
    params(("id" = String, Path, description = "session id")),
    request_body = ResultBody,
    responses((status = 200, body = Stored), (status = 422, body = ErrorBody)))]
async fn post_score(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let s = load(&app, &id).await?;
    let body: ResultBody = body_of(body)?;
    if s.movement.boards.set_of(body.board).is_none() {
        return Err(ResultsError::BoardNotAtTable {
            board: body.board,
            table: body.table.unwrap_or(0),
            round: body.round,
        });
    }
    let out = outcome(
        body.board,
        body.contract.as_deref(),
        body.declarer.as_deref(),
        body.tricks,
        body.lead.as_deref(),
        body.adjusted.as_deref(),
        true,
    )?;
    Ok(Json(Stored {
        seq: 0,
        ns_score: out.ns_score,
    }))
}

/// The opponents confirm a result on the table's device, naming their side
/// (the side that entered it cannot).
#[utoipa::path(post, path = "/api/sessions/{id}/confirm",
    params(("id" = String, Path, description = "session id")),
    request_body = ConfirmBody,
    responses((status = 200, body = Stored), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_confirm(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let role = role_of(&app, &id, &headers).await?;
    let body: ConfirmBody = body_of(body)?;
    Ok(Json(confirm(&app, &id, role, &body).await?))
}

/// The Director corrects a result (a new row pointing at the one it
/// replaces) or withdraws it, with a reason.
#[utoipa::path(post, path = "/api/sessions/{id}/corrections",
    params(("id" = String, Path, description = "session id")),
    request_body = CorrectionBody,
    responses((status = 200, body = Stored), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_correction(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    let body: CorrectionBody = body_of(body)?;
    Ok(Json(correct(&app, &id, &body).await?))
}

/// The session as the files clubs exchange (docs/events.md, "pbn /
/// usebio"): the current results ranked by tenace-events and written by
/// its `export` module, the same code as `tenace session pbn|usebio`.
pub async fn export(app: &App, id: &str, usebio: bool) -> Result<String, ResultsError> {
    let s = load(app, id).await?;
    let rows = app.store().results(id).await?;
    let current = fold(&rows);
    let mut file = s.file.clone();
    file.results = current.values().filter_map(|c| entry_of(&c.row)).collect();
    let report = session::rank(&file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    let deals = tenace_events::commit::parse_deals(&file.deals)
        .map_err(|e| ResultsError::BadSession(e.to_string()))?;
    Ok(if usebio {
        let players = file
            .contestants
            .iter()
            .map(|c| (c.position, c.names.clone()))
            .collect();
        tenace_events::export::usebio(&report, &deals, &players)
    } else {
        let names = file
            .contestants
            .iter()
            .map(|c| (c.position, c.names.join(" - ")))
            .collect();
        tenace_events::export::pbn(&report, &deals, &names)
    })
}

/// The session in PBN 2.1 with its ScoreTable and TotalScoreTable. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/export.pbn",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = String, content_type = "application/x-pbn"),
        (status = 404, body = ErrorBody)))]
async fn get_export_pbn(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ResultsError> {
    let text = export(&app, &id, false).await?;
    Ok((
        [(header::CONTENT_TYPE, "application/x-pbn; charset=utf-8")],
        text,
    )
        .into_response())
}

/// The session in USEBIO 1.3 XML. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/export.usebio",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = String, content_type = "application/xml"),
        (status = 404, body = ErrorBody)))]
async fn get_export_usebio(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ResultsError> {
    let text = export(&app, &id, true).await?;
    Ok((
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        text,
    )
        .into_response())
}

/// The traveller of a board: every table's current result, its N-S score
/// and both sides' matchpoints. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/boards/{board}",
    params(("id" = String, Path, description = "session id"),
        ("board" = u16, Path, description = "board number")),
    responses((status = 200, body = Object), (status = 404, body = ErrorBody)))]
async fn get_traveller(
    State(app): State<App>,
    Path((id, board)): Path<(String, String)>,
) -> Result<Json<Value>, ResultsError> {
    let board: u16 = board
        .parse()
        .map_err(|_| ResultsError::BadBody(format!("`{}` is not a board number", clip(&board))))?;
    let all = ranking(&app, &id).await?;
    let lines: Vec<Value> = all["travellers"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| t["board"].as_u64() == Some(u64::from(board)))
        .cloned()
        .collect();
    Ok(Json(json!({ "board": board, "travellers": lines })))
}

/// The audit trail: every row of the session's result log in order.
/// The Director's.
#[utoipa::path(get, path = "/api/sessions/{id}/audit",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = Vec<AuditRow>), (status = 403, body = ErrorBody)),
    security(("bearer" = [])))]
async fn get_audit(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Vec<AuditRow>>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    load(&app, &id).await?;
    let rows = app.store().results(&id).await?;
    Ok(Json(rows.iter().map(AuditRow::from).collect()))
}

/// The live ranking: on connecting and after every new row the server
/// sends `{"type": "ranking", "seq", "ranking": <GET /api/sessions/{id}>}`.
/// Client messages are ignored.
#[utoipa::path(get, path = "/api/sessions/{id}/ws",
    params(("id" = String, Path, description = "session id")),
    responses((status = 101, description = "WebSocket"), (status = 403, body = ErrorBody)))]
async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if let Err(e) = crate::ws::origin_allowed(&app, &headers) {
        return e.into_response();
    }
    if let Err(e) = load(&app, &id).await {
        return e.into_response();
    }
    let max = app.config().max_frame;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| live(app, id, socket))
}

async fn send_ranking(app: &App, id: &str, socket: &mut WebSocket) -> bool {
    let msg = match ranking(app, id).await {
        Ok(r) => json!({ "type": "ranking", "seq": r["seq"], "ranking": r }),
        Err(e) => json!({ "type": "error", "error": e.code(), "message": e.to_string() }),
    };
    socket
        .send(Message::Text(msg.to_string().into()))
        .await
        .is_ok()
}

async fn live(app: App, id: String, mut socket: WebSocket) {
    let mut changes = app.session_channel(&id).subscribe();
    if !send_ranking(&app, &id, &mut socket).await {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    // Several rows at once: one ranking for all of them.
                    while changes.try_recv().is_ok() {}
                    if !send_ranking(&app, &id, &mut socket).await {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return,
            },
            msg = socket.recv() => match msg {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        create_session,
        list_sessions,
        get_session,
        post_result,
        post_score,
        post_confirm,
        post_correction,
        get_traveller,
        get_audit,
        get_export_pbn,
        get_export_usebio,
        upgrade
    ),
    components(schemas(
        CreateSession,
        CreatedSession,
        ResultBody,
        ConfirmBody,
        CorrectionBody,
        CorrectedResult,
        Stored,
        AuditRow
    ))
)]
pub struct SessionsDoc;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_spades_made_not_vulnerable_is_420() {
        // Board 1: nobody vulnerable (Law 2). 4S by North, ten tricks:
        // 4 x 30 = 120 trick points, game bonus 300 (Law 77): 420.
        let o = outcome(1, Some("4S"), Some("N"), Some(10), Some("HK"), None, false).unwrap();
        assert_eq!(o.ns_score, Some(420));
        assert_eq!(o.lead.as_deref(), Some("HK"));
        // Board 4: both vulnerable; 3NT by East down two undoubled: -200
        // for E-W, +200 for N-S.
        let o = outcome(4, Some("3NT"), Some("E"), Some(7), None, None, false).unwrap();
        assert_eq!(o.ns_score, Some(200));
    }

    #[test]
    fn bad_outcomes_are_typed() {
        assert!(matches!(
            outcome(1, Some("8S"), Some("N"), Some(10), None, None, false),
            Err(ResultsError::BadContract(_))
        ));
        assert!(matches!(
            outcome(1, Some("4S"), Some("Q"), Some(10), None, None, false),
            Err(ResultsError::BadDeclarer(_))
        ));
        assert!(matches!(
            outcome(1, Some("4S"), Some("N"), Some(14), None, None, false),
            Err(ResultsError::BadTricks(14))
        ));
        assert!(matches!(
            outcome(1, None, None, None, None, Some("A+/A-"), false),
            Err(ResultsError::Api(ApiError::DirectorOnly))
        ));
        assert!(outcome(1, None, None, None, None, Some("A+/A-"), true).is_ok());
    }
}
