//! Club sessions played face to face (docs/server.md, "Sessions and
//! results"): a session made from a movement (tenace-events), the results
//! the table devices enter and the opponents confirm, the Director's
//! corrections, all kept as an append-only log; the ranking is the fold of
//! that log ranked by tenace-events (which scores through tenace-score), and
//! it is pushed to the results pages on a WebSocket as each row arrives.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tenace_events::session;
use tenace_i18n::{Catalog, Lang};
use utoipa::ToSchema;

use crate::app::{ApiError, ErrorBody};
use crate::store::sessions::ResultRow;

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
    #[error("board {board} at table {table} in round {round} is postponed already")]
    AlreadyPostponed { round: u16, table: u16, board: u16 },
    #[error("board {board} at table {table} in round {round} is postponed; the Director enters its result")]
    BoardPostponed { round: u16, table: u16, board: u16 },
    #[error("pair {0} is not in the session")]
    NoSuchPair(u16),
    #[error("names: {0}")]
    BadNames(String),
    #[error("`{0}` is not a kind of session (pairs, individual or teams)")]
    UnknownKind(String),
    #[error("the movement {movement} is for {fits}, not for a {kind} session")]
    KindMismatch {
        kind: &'static str,
        movement: String,
        fits: &'static str,
    },
    #[error("a team session is scored in IMPs and VPs; `scoring` is for pairs and individuals")]
    ScoringForTeams,
    #[error("this is a {kind} session: name a {wanted}, not a {given}")]
    WrongContestant {
        kind: &'static str,
        wanted: &'static str,
        given: &'static str,
    },
    #[error("player {0} is not in the session")]
    NoSuchPlayer(u16),
    #[error("team {0} is not in the session")]
    NoSuchTeam(u16),
    #[error("session {0} is not a team session")]
    NotATeamSession(String),
    #[error("team {team} of the session is not given an event contestant")]
    TeamNotMapped { team: u16 },
    #[error("round {round} of the event has results already")]
    RoundTaken { round: u16 },
    #[error(
        "round {round} of the event is taken from a stored session; correct that session's results"
    )]
    RoundFromSession { round: u16 },
    #[error("the session's matches are of {session} boards, the event's of {event}")]
    BoardsMismatch { session: u32, event: u32 },
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
            ResultsError::AlreadyPostponed { .. } => "already_postponed",
            ResultsError::BoardPostponed { .. } => "board_postponed",
            ResultsError::NoSuchPair(_) => "no_such_pair",
            ResultsError::BadNames(_) => "bad_names",
            ResultsError::UnknownKind(_) => "unknown_kind",
            ResultsError::KindMismatch { .. } => "movement_kind_mismatch",
            ResultsError::ScoringForTeams => "scoring_for_teams",
            ResultsError::WrongContestant { .. } => "wrong_contestant",
            ResultsError::NoSuchPlayer(_) => "no_such_player",
            ResultsError::NoSuchTeam(_) => "no_such_team",
            ResultsError::NotATeamSession(_) => "not_a_team_session",
            ResultsError::TeamNotMapped { .. } => "team_not_mapped",
            ResultsError::RoundTaken { .. } => "round_taken",
            ResultsError::RoundFromSession { .. } => "round_from_session",
            ResultsError::BoardsMismatch { .. } => "boards_mismatch",
        }
    }

    /// The HTTP status of the refusal.
    pub(crate) fn status(&self) -> StatusCode {
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
            | ResultsError::SameSide
            | ResultsError::AlreadyPostponed { .. }
            | ResultsError::BoardPostponed { .. }
            | ResultsError::RoundTaken { .. }
            | ResultsError::RoundFromSession { .. } => StatusCode::CONFLICT,
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
            }
            | ResultsError::AlreadyPostponed {
                board,
                table,
                round,
            }
            | ResultsError::BoardPostponed {
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
            | ResultsError::BadSide(t)
            | ResultsError::BadNames(t) => vec![("text", t.clone().into())],
            ResultsError::NoSuchPair(p) => vec![("pair", n(*p))],
            ResultsError::NoSuchPlayer(p) => vec![("player", n(*p))],
            ResultsError::NoSuchTeam(t) | ResultsError::TeamNotMapped { team: t } => {
                vec![("team", n(*t))]
            }
            ResultsError::UnknownKind(t) => vec![("text", t.clone().into())],
            ResultsError::KindMismatch {
                kind,
                movement,
                fits,
            } => vec![
                ("kind", (*kind).into()),
                ("movement", movement.clone().into()),
                ("fits", (*fits).into()),
            ],
            ResultsError::WrongContestant {
                kind,
                wanted,
                given,
            } => vec![
                ("kind", (*kind).into()),
                ("wanted", (*wanted).into()),
                ("given", (*given).into()),
            ],
            ResultsError::NotATeamSession(id) => vec![("session", id.clone().into())],
            ResultsError::RoundTaken { round } | ResultsError::RoundFromSession { round } => {
                vec![("round", n(*round))]
            }
            ResultsError::BoardsMismatch { session, event } => vec![
                ("session", i64::from(*session).into()),
                ("event", i64::from(*event).into()),
            ],
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
    /// `pairs` (the default), `individual` or `teams`: the movement must
    /// be one for that kind (e.g. `individual` for individuals,
    /// `round-robin` for team matches).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

/// The kind of a stored session: who its contestants are (Law 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionKind {
    Pairs,
    Individual,
    Teams,
}

impl SessionKind {
    /// Reads `pairs`, `individual` or `teams` (the request's `kind`).
    pub fn parse(text: &str) -> Result<SessionKind, ResultsError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pairs" => Ok(SessionKind::Pairs),
            "individual" => Ok(SessionKind::Individual),
            "teams" => Ok(SessionKind::Teams),
            _ => Err(ResultsError::UnknownKind(results::clip(text))),
        }
    }

    /// The kind of a movement's contestants.
    pub fn of(c: tenace_events::model::ContestantKind) -> SessionKind {
        use tenace_events::model::ContestantKind as C;
        match c {
            C::Pair => SessionKind::Pairs,
            C::Individual => SessionKind::Individual,
            C::Team => SessionKind::Teams,
        }
    }

    /// `pairs`, `individual` or `teams`.
    pub fn name(self) -> &'static str {
        match self {
            SessionKind::Pairs => "pairs",
            SessionKind::Individual => "individual",
            SessionKind::Teams => "teams",
        }
    }

    /// What one contestant is called: `pair`, `player` or `team`.
    pub fn contestant(self) -> &'static str {
        match self {
            SessionKind::Pairs => "pair",
            SessionKind::Individual => "player",
            SessionKind::Teams => "team",
        }
    }
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

/// The Director postpones a board of a round at a table (Law 8B2): it is
/// played later, at his instruction, and he enters its result then.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostponeBody {
    pub round: u16,
    pub table: u16,
    pub board: u16,
    /// Why (optional, kept in the audit trail).
    #[serde(default)]
    pub reason: Option<String>,
}

/// The Director names a contestant: a pair's players (one to four names),
/// an individual's player (one name) or a team (its name and players, one
/// to eight), each 1 to 60 characters. Exactly one of `pair`, `player`,
/// `team`, the one of the session's kind. The latest naming wins.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NamesBody {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<u16>,
    pub names: Vec<String>,
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

pub(crate) mod live;
mod ranking;
pub(crate) mod results;
mod routes;

pub use ranking::report;
pub use ranking::{export, ranking};
pub use results::{
    confirm, correct, create, enter, fold, load, name_pair, postpone, postponed, role_in, summary,
    Current, Loaded, SessionRole,
};
pub(crate) use routes::body_of;
pub use routes::{routes, SessionsDoc};
