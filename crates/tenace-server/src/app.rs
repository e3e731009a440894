//! The tables in memory, roles and tokens, actions, views and tempo.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tenace_core::{Board, Deal, Seat, Vulnerability};
use tenace_laws::view::{IrregularityView, TableView};
use tenace_laws::{
    script, Actor, Event, Explanation, Mode, Outcome, Phase, ReviewFlag, Role, RuleSet, Solver,
    SolverError, Table, TableConfig,
};
use tokio::sync::broadcast;
use utoipa::ToSchema;

use crate::metrics::Metrics;
use crate::store::{EventRow, Store, StoreError, TableRow};

/// The server's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// Spectators see the table this many events behind (Law 76A2 leaves
    /// transmitted play to regulation).
    pub spectator_delay: u64,
    /// A pause longer than this before a player's action records a tempo
    /// flag (possible unauthorized information for partner, Law 16B1).
    pub tempo_threshold_ms: i64,
    /// Origins allowed to open a WebSocket. Empty: only a page served from
    /// the same host (`Origin` equal to `http://` + `Host`) or a client that
    /// sends no `Origin` (not a browser).
    pub allowed_origins: Vec<String>,
    /// A server-wide Director token (sees and rules every table).
    pub director_token: Option<String>,
    /// The largest request body, in bytes.
    pub max_body: usize,
    /// The largest WebSocket message, in bytes.
    pub max_frame: usize,
    /// Messages a WebSocket client may send per second, sustained.
    pub ws_rate_per_sec: f64,
    /// ... and in a burst.
    pub ws_burst: f64,
    /// When set and the server-wide Director token is set, creating a table
    /// through the API needs that token (`POST /api/tables` with it as the
    /// bearer). Without a server-wide token creation stays open whatever
    /// this says. `tenace serve` sets it unless `--open-create` is given.
    pub create_needs_director: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            spectator_delay: 0,
            tempo_threshold_ms: 10_000,
            allowed_origins: Vec::new(),
            director_token: None,
            max_body: 16 * 1024,
            max_frame: 16 * 1024,
            ws_rate_per_sec: 20.0,
            ws_burst: 40.0,
            create_needs_director: false,
        }
    }
}

/// What went wrong with a request. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("the body is not valid JSON: {0}")]
    BadJson(String),
    #[error("the body is too large or unreadable: {0}")]
    Body(String),
    #[error("not an event: {0}")]
    BadEvent(String),
    #[error("the action line cannot be read: {0}")]
    BadScript(String),
    #[error("{0}")]
    BadRequest(String),
    #[error("a valid token is needed (Authorization: Bearer TOKEN)")]
    Unauthorized,
    #[error("this token is not for table {0}")]
    WrongTable(String),
    #[error("the token is {role}'s but this action is {actor}'s")]
    NotYourAction { role: Role, actor: Role },
    #[error("only the Director may do this")]
    DirectorOnly,
    #[error("refused by the engine: {reason}")]
    Refused {
        reason: String,
        detail: String,
        /// The reason in each language of the catalogue ("en", "zh-TW").
        localized: std::collections::BTreeMap<String, String>,
    },
    #[error("no table {0}")]
    NoSuchTable(String),
    #[error("origin {0} is not allowed")]
    Origin(String),
    #[error("table {0} is served by another node at the moment; try again")]
    OwnedElsewhere(String),
    #[error("storage: {0}")]
    Storage(String),
    #[error("table {table}: its stored log does not replay: {reason}")]
    Corrupt { table: String, reason: String },
    /// The double-dummy solver failed on the engine's proposal for a claim
    /// (a bare `director award`); nothing was applied.
    #[error("{reason}")]
    Solver {
        reason: String,
        /// The reason in each language of the catalogue ("en", "zh-TW").
        localized: std::collections::BTreeMap<String, String>,
    },
}

impl ApiError {
    /// The error's code in responses and error frames.
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadJson(_) => "bad_json",
            ApiError::Body(_) => "bad_body",
            ApiError::BadEvent(_) => "bad_event",
            ApiError::BadScript(_) => "bad_script",
            ApiError::BadRequest(_) => "bad_request",
            ApiError::Unauthorized => "unauthorized",
            ApiError::WrongTable(_) => "wrong_table",
            ApiError::NotYourAction { .. } => "not_your_action",
            ApiError::DirectorOnly => "director_only",
            ApiError::Refused { .. } => "refused",
            ApiError::NoSuchTable(_) => "no_such_table",
            ApiError::Origin(_) => "origin_not_allowed",
            ApiError::OwnedElsewhere(_) => "owned_elsewhere",
            ApiError::Storage(_) => "storage",
            ApiError::Corrupt { .. } => "corrupt",
            ApiError::Solver { .. } => "solver_failed",
        }
    }

    /// The body of an error response or frame.
    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            error: self.code().to_owned(),
            message: self.to_string(),
            detail: match self {
                ApiError::Refused { detail, .. } => Some(detail.clone()),
                _ => None,
            },
            localized: match self {
                ApiError::Refused { localized, .. } | ApiError::Solver { localized, .. } => {
                    Some(localized.clone())
                }
                _ => None,
            },
        }
    }
}

impl ApiError {
    /// A table-script line that could not be read: the solver's failure
    /// (on a bare `director award`) is the server's, anything else the
    /// line's.
    fn from_script(e: script::ScriptError) -> ApiError {
        match &e.kind {
            script::ScriptErrorKind::Solver(s) => ApiError::from(s),
            _ => ApiError::BadScript(e.to_string()),
        }
    }
}

impl From<&SolverError> for ApiError {
    fn from(e: &SolverError) -> Self {
        ApiError::Solver {
            reason: e.to_string(),
            localized: tenace_i18n::Lang::ALL
                .into_iter()
                .map(|lang| {
                    (
                        lang.to_string(),
                        tenace_i18n::Catalog::new(lang).solver_error(e),
                    )
                })
                .collect(),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        ApiError::Storage(e.to_string())
    }
}

/// An error as the server sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// A stable code: `bad_json`, `bad_event`, `refused`, `not_your_action` ...
    pub error: String,
    /// What is wrong, in English (clients render the code in their language).
    pub message: String,
    /// For `refused`: the engine's reason as data (the `ActionError` variant).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub detail: Option<String>,
    /// For `refused`: the engine's reason in words, by language tag (`en`,
    /// `zh-TW`), rendered by tenace-i18n.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub localized: Option<std::collections::BTreeMap<String, String>>,
}

/// A new table: the deal (PBN) or a seed, the board, the mode and rules.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// A PBN deal, e.g. `N:AKQ.T98.J2.7654 ...`; without it and without a
    /// seed, a random deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<String>,
    /// A seed for `Deal::random`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The board number (Law 2 gives dealer and vulnerability); default 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// The dealer, when the board is marked otherwise than Law 2 says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    /// `None`, `NS`, `EW` or `Both`, when marked otherwise than Law 2 says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vulnerability: Option<String>,
    /// `auto` (auto-director, the default) or `table`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// `duplicate` (the default), `rubber` or `club`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

/// A created table and its tokens: `N`, `E`, `S`, `W` and `director`.
/// Each token is shown once; the server keeps only its hash.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CreatedTable {
    pub id: String,
    pub tokens: BTreeMap<String, String>,
}

/// An action: one line of the table-script vocabulary, or an event in its
/// stored (serde) form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionBody {
    Script(String),
    Event(Event),
}

impl ActionBody {
    /// Reads an action from JSON: `{"script": "N 1H"}` or an event such as
    /// `{"type": "call", "seat": "N", "call": "1H"}`.
    pub fn from_json(value: serde_json::Value) -> Result<ActionBody, ApiError> {
        if let Some(obj) = value.as_object() {
            if let Some(script) = obj.get("script") {
                if obj.len() != 1 {
                    return Err(ApiError::BadEvent(
                        "a script action has only the key `script`".into(),
                    ));
                }
                return match script.as_str() {
                    Some(s) => Ok(ActionBody::Script(s.to_owned())),
                    None => Err(ApiError::BadEvent("`script` must be a string".into())),
                };
            }
        }
        serde_json::from_value::<Event>(value)
            .map(ActionBody::Event)
            .map_err(|e| ApiError::BadEvent(e.to_string()))
    }
}

/// A substitution: the seat's new token, shown once.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Substituted {
    /// The table's sequence number after the substitution event.
    pub seq: u64,
    pub seat: String,
    pub token: String,
}

/// The seat whose player is replaced: `{"seat": "N"}`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Substitute {
    pub seat: String,
}

/// An acknowledged action: stored, then applied.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Acted {
    /// The table's sequence number after the action (events so far).
    pub seq: u64,
    /// What the engine made of each event.
    #[schema(value_type = Vec<Object>)]
    pub outcomes: Vec<serde_json::Value>,
}

/// A pause before a player's action longer than the threshold: possible
/// unauthorized information for partner (Law 16B1), for the Director.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct TempoFlag {
    /// The event made after the pause.
    pub seq: u64,
    #[schema(value_type = String)]
    pub seat: Seat,
    pub pause_ms: i64,
    /// Server time of the action, milliseconds since 1970.
    pub at_ms: i64,
    pub law: String,
}

/// What a client receives: the table as its role sees it after event `seq`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Frame {
    pub seq: u64,
    #[schema(value_type = Object)]
    pub view: TableView,
    /// Only for the Director: actions made after a break in tempo.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tempo: Option<Vec<TempoFlag>>,
}

/// One stored event, for the Director.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct LogEntry {
    pub seq: u64,
    #[schema(value_type = Object)]
    pub event: Event,
    /// The role that made it.
    pub actor: String,
    pub at_ms: i64,
}

/// A table's board, config and full log (the Director's record).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TableLog {
    pub id: String,
    #[schema(value_type = Object)]
    pub board: Board,
    #[schema(value_type = Object)]
    pub config: TableConfig,
    pub events: Vec<LogEntry>,
}

/// A table that needs the Director: the irregularity it waits on and its
/// options (Law 10C1), the review points and the tempo flags.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct QueueEntry {
    pub table: String,
    pub seq: u64,
    #[schema(value_type = String)]
    pub phase: Phase,
    #[schema(value_type = Object)]
    pub awaiting: Option<IrregularityView>,
    #[schema(value_type = Object)]
    pub explanation: Option<Explanation>,
    #[schema(value_type = Vec<Object>)]
    pub review: Vec<ReviewFlag>,
    pub tempo: Vec<TempoFlag>,
}

/// A table in memory: the fold of its stored log.
#[derive(Debug, Clone)]
pub struct Live {
    pub table: Table,
    pub created_ms: i64,
    /// Server time of each event.
    pub at_ms: Vec<i64>,
    /// The role that made each event.
    pub actors: Vec<Role>,
}

impl Live {
    pub fn seq(&self) -> u64 {
        self.table.log().len() as u64
    }

    /// The table after its first `seq` events.
    pub fn table_at(&self, seq: u64) -> Table {
        let n = (seq as usize).min(self.table.log().len());
        if n == self.table.log().len() {
            return self.table.clone();
        }
        let state = self.table.state();
        // The log applied once, so every prefix applies again.
        Table::replay(
            state.board,
            state.config,
            self.table.log()[..n].iter().cloned(),
        )
        .unwrap_or_else(|_| Table::new(state.board, state.config))
    }

    /// Actions by a player after a pause longer than `threshold_ms`.
    pub fn tempo_flags(&self, threshold_ms: i64) -> Vec<TempoFlag> {
        let mut flags = Vec::new();
        let mut before = self.created_ms;
        for (i, (&at, role)) in self.at_ms.iter().zip(&self.actors).enumerate() {
            if let Role::Seat(seat) = role {
                if at - before > threshold_ms {
                    flags.push(TempoFlag {
                        seq: i as u64 + 1,
                        seat: *seat,
                        pause_ms: at - before,
                        at_ms: at,
                        law: "16B1".into(),
                    });
                }
            }
            before = at;
        }
        flags
    }
}

/// A table and the channel that announces each new sequence number.
pub struct Slot {
    pub live: tokio::sync::Mutex<Live>,
    pub changes: broadcast::Sender<u64>,
    /// Whether this node owns the table (may write its log). A node that
    /// does not follows the log through LISTEN/NOTIFY (PostgreSQL).
    pub owned: std::sync::atomic::AtomicBool,
}

/// How a request is authorized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Auth {
    /// A table's token.
    Table { table: String, role: Role },
    /// The server-wide Director token.
    ServerDirector,
}

struct Inner {
    store: Store,
    config: Config,
    tables: Mutex<HashMap<String, Arc<Slot>>>,
    metrics: Metrics,
    director_hash: Option<String>,
    /// The double-dummy solver behind the engine's claim proposals.
    solver: Arc<dyn Solver + Send + Sync>,
    /// One channel per club session announcing each new row's seq (this
    /// node's writes and, on PostgreSQL, the other nodes').
    session_hub: Mutex<HashMap<String, tokio::sync::broadcast::Sender<i64>>>,
}

/// The server: storage, the tables in memory, the settings.
#[derive(Clone)]
pub struct App {
    inner: Arc<Inner>,
}

/// Milliseconds since 1970 by the server's clock.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh random token: 128 bits from the operating system, in hex.
pub fn new_token() -> Result<String, ApiError> {
    let mut buf = [0u8; 16];
    getrandom::fill(&mut buf).map_err(|e| ApiError::Storage(format!("randomness: {e}")))?;
    Ok(hex(&buf))
}

/// How a token is stored: its SHA-256, in hex.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The role that makes an event.
pub fn actor_role(actor: Actor) -> Role {
    match actor {
        Actor::Seat(seat) => Role::Seat(seat),
        Actor::Director => Role::Director,
    }
}

fn parse_mode(s: &str) -> Result<Mode, ApiError> {
    match s.to_ascii_lowercase().as_str() {
        "auto" | "auto-director" | "auto_director" => Ok(Mode::AutoDirector),
        "table" => Ok(Mode::Table),
        _ => Err(ApiError::BadRequest(format!(
            "mode {s:?}: expected auto or table"
        ))),
    }
}

fn parse_rules(s: &str) -> Result<RuleSet, ApiError> {
    match s.to_ascii_lowercase().as_str() {
        "duplicate" => Ok(RuleSet::Duplicate2017),
        "rubber" => Ok(RuleSet::Rubber2014),
        "club" | "rubber-club" => Ok(RuleSet::Rubber2014Club),
        _ => Err(ApiError::BadRequest(format!(
            "rules {s:?}: expected duplicate, rubber or club"
        ))),
    }
}

impl CreateTable {
    /// The board and config this request describes.
    pub fn board_and_config(&self) -> Result<(Board, TableConfig), ApiError> {
        let deal = match (&self.deal, self.seed) {
            (Some(_), Some(_)) => {
                return Err(ApiError::BadRequest(
                    "give a deal or a seed, not both".into(),
                ))
            }
            (Some(pbn), None) => {
                Deal::from_pbn(pbn).map_err(|e| ApiError::BadRequest(format!("deal: {e}")))?
            }
            (None, Some(seed)) => Deal::random(seed),
            (None, None) => {
                let mut buf = [0u8; 8];
                getrandom::fill(&mut buf)
                    .map_err(|e| ApiError::Storage(format!("randomness: {e}")))?;
                Deal::random(u64::from_le_bytes(buf))
            }
        };
        let number = self.board.unwrap_or(1);
        let mut board =
            Board::new(number, deal).map_err(|e| ApiError::BadRequest(format!("board: {e}")))?;
        if let Some(d) = &self.dealer {
            board.dealer = d
                .parse()
                .map_err(|e| ApiError::BadRequest(format!("dealer: {e}")))?;
        }
        if let Some(v) = &self.vulnerability {
            board.vulnerability = v
                .parse::<Vulnerability>()
                .map_err(|e| ApiError::BadRequest(format!("vulnerability: {e}")))?;
        }
        let config = TableConfig {
            mode: self
                .mode
                .as_deref()
                .map_or(Ok(Mode::AutoDirector), parse_mode)?,
            rules: self
                .rules
                .as_deref()
                .map_or(Ok(RuleSet::Duplicate2017), parse_rules)?,
            ..TableConfig::default()
        };
        Ok((board, config))
    }
}

const ROLES: [Role; 5] = [
    Role::Seat(Seat::North),
    Role::Seat(Seat::East),
    Role::Seat(Seat::South),
    Role::Seat(Seat::West),
    Role::Director,
];

impl App {
    /// A server on `store` with `config`, proposing claim awards with the
    /// default double-dummy solver (`tenace_claims::default_solver`).
    pub fn new(store: Store, config: Config) -> App {
        App::with_solver(store, config, Arc::new(tenace_claims::default_solver()))
    }

    /// A server whose claim proposals (a bare `director award`) come from
    /// `solver`; its failure is answered as the error `solver_failed`.
    pub fn with_solver(store: Store, config: Config, solver: Arc<dyn Solver + Send + Sync>) -> App {
        let director_hash = config.director_token.as_deref().map(hash_token);
        App {
            inner: Arc::new(Inner {
                store,
                config,
                tables: Mutex::new(HashMap::new()),
                metrics: Metrics::new(),
                director_hash,
                solver,
                session_hub: Mutex::new(HashMap::new()),
            }),
        }
    }

    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// The live channel of club session `id` on this node.
    pub(crate) fn session_channel(&self, id: &str) -> tokio::sync::broadcast::Sender<i64> {
        let mut hub = self
            .inner
            .session_hub
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        hub.entry(id.to_owned())
            .or_insert_with(|| tokio::sync::broadcast::channel(64).0)
            .clone()
    }

    pub fn metrics(&self) -> &Metrics {
        &self.inner.metrics
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Creates a table and its five tokens.
    pub async fn create(&self, req: &CreateTable) -> Result<CreatedTable, ApiError> {
        let (board, config) = req.board_and_config()?;
        let id = new_token()?[..16].to_owned();
        let mut tokens = BTreeMap::new();
        let mut hashes = Vec::new();
        for role in ROLES {
            let token = new_token()?;
            hashes.push((hash_token(&token), role.to_string()));
            tokens.insert(role.to_string(), token);
        }
        let board_json =
            serde_json::to_string(&board).map_err(|e| ApiError::Storage(e.to_string()))?;
        let config_json =
            serde_json::to_string(&config).map_err(|e| ApiError::Storage(e.to_string()))?;
        self.inner
            .store
            .create_table(&id, &board_json, &config_json, now_ms(), &hashes)
            .await?;
        tracing::info!(table = %id, board = board.number, "table created");
        Ok(CreatedTable { id, tokens })
    }

    /// Whether a request with bearer `token` may create a table: always
    /// when no server-wide Director token is set (or creation is left
    /// open), otherwise only with that token.
    pub async fn may_create(&self, token: Option<&str>) -> Result<(), ApiError> {
        if self.inner.director_hash.is_none() || !self.inner.config.create_needs_director {
            return Ok(());
        }
        match token {
            None => Err(ApiError::Unauthorized),
            Some(t) if self.inner.director_hash.as_deref() == Some(hash_token(t).as_str()) => {
                Ok(())
            }
            Some(_) => Err(ApiError::DirectorOnly),
        }
    }

    /// Law 4 and the tournament's regulations: the Director replaces the
    /// player of `seat` at table `id`. The substitution is an event of the
    /// table's log (`Event::Substitute`, stored first), then the seat's
    /// tokens are replaced by a new one, returned here once: the old token
    /// stops working. If the token cannot be replaced after the event was
    /// stored, the error says so and the Director substitutes again.
    pub async fn substitute(&self, id: &str, seat: Seat) -> Result<Substituted, ApiError> {
        let acted = self
            .act(
                id,
                Role::Director,
                ActionBody::Event(Event::Substitute { seat }),
            )
            .await?;
        let token = new_token()?;
        self.inner
            .store
            .replace_token(id, &Role::Seat(seat).to_string(), &hash_token(&token))
            .await?;
        tracing::info!(table = %id, seat = %seat, "player substituted (Law 4)");
        Ok(Substituted {
            seq: acted.seq,
            seat: seat.to_string(),
            token,
        })
    }

    /// Who a bearer token is, if anyone.
    pub async fn authenticate(&self, token: Option<&str>) -> Result<Option<Auth>, ApiError> {
        let Some(token) = token else {
            return Ok(None);
        };
        let hash = hash_token(token);
        if self.inner.director_hash.as_deref() == Some(hash.as_str()) {
            return Ok(Some(Auth::ServerDirector));
        }
        match self.inner.store.token(&hash).await? {
            Some((table, role)) => {
                let role = role.parse().map_err(|_| ApiError::Corrupt {
                    table: table.clone(),
                    reason: format!("token role {role:?}"),
                })?;
                Ok(Some(Auth::Table { table, role }))
            }
            None => Err(ApiError::Unauthorized),
        }
    }

    /// The role of `token` at table `id`: no token is a spectator.
    pub async fn role_at(&self, token: Option<&str>, id: &str) -> Result<Role, ApiError> {
        match self.authenticate(token).await? {
            None => Ok(Role::Spectator),
            Some(Auth::ServerDirector) => Ok(Role::Director),
            Some(Auth::Table { table, role }) if table == id => Ok(role),
            Some(Auth::Table { .. }) => Err(ApiError::WrongTable(id.to_owned())),
        }
    }

    /// The table `id`, loaded from its log on first use.
    pub async fn slot(&self, id: &str) -> Result<Arc<Slot>, ApiError> {
        if let Some(slot) = self.lock_tables().get(id) {
            return Ok(slot.clone());
        }
        let row = self
            .inner
            .store
            .load(id)
            .await?
            .ok_or_else(|| ApiError::NoSuchTable(id.to_owned()))?;
        let live = live_from_row(id, row)?;
        let mut tables = self.lock_tables();
        let slot = tables
            .entry(id.to_owned())
            .or_insert_with(|| {
                self.inner.metrics.tables_loaded.inc();
                Arc::new(Slot {
                    live: tokio::sync::Mutex::new(live),
                    changes: broadcast::channel(64).0,
                    owned: std::sync::atomic::AtomicBool::new(false),
                })
            })
            .clone();
        Ok(slot)
    }

    /// Brings a table this node does not own up to its stored log, and
    /// announces the new events.
    pub async fn follow(&self, id: &str, slot: &Slot) -> Result<(), ApiError> {
        if slot.owned.load(std::sync::atomic::Ordering::SeqCst) {
            return Ok(());
        }
        let mut live = slot.live.lock().await;
        let before = live.seq();
        self.catch_up_live(id, &mut live).await?;
        if live.seq() > before {
            let _ = slot.changes.send(live.seq());
        }
        Ok(())
    }

    async fn catch_up_live(&self, id: &str, live: &mut Live) -> Result<(), ApiError> {
        let rows = self.inner.store.events_after(id, live.seq() as i64).await?;
        for r in rows {
            let corrupt = |reason: String| ApiError::Corrupt {
                table: id.to_owned(),
                reason,
            };
            if r.seq != live.seq() as i64 + 1 {
                return Err(corrupt(format!(
                    "event {} has seq {}",
                    live.seq() + 1,
                    r.seq
                )));
            }
            let event: Event =
                serde_json::from_str(&r.event).map_err(|e| corrupt(e.to_string()))?;
            let actor: Role = r
                .actor
                .parse()
                .map_err(|e: tenace_laws::view::RoleParseError| corrupt(e.to_string()))?;
            live.table
                .apply(event)
                .map_err(|e| corrupt(e.to_string()))?;
            live.at_ms.push(r.at_ms);
            live.actors.push(actor);
        }
        Ok(())
    }

    /// Follows the other nodes' writes (PostgreSQL LISTEN on the channel
    /// that carries `TABLE SEQ`): a table held here but owned elsewhere is
    /// brought up to date and its clients get the new frames. Does nothing
    /// with SQLite.
    pub async fn listen(&self) -> Result<(), ApiError> {
        if self.inner.store.backend() != crate::store::Backend::Postgres {
            return Ok(());
        }
        let mut listener = sqlx::postgres::PgListener::connect(self.inner.store.url())
            .await
            .map_err(|e| ApiError::Storage(e.to_string()))?;
        listener
            .listen_all([crate::store::CHANNEL, crate::store::SESSIONS_CHANNEL])
            .await
            .map_err(|e| ApiError::Storage(e.to_string()))?;
        let app = self.clone();
        let weak = Arc::downgrade(&self.inner);
        drop(app);
        tokio::spawn(async move {
            loop {
                let note = match listener.recv().await {
                    Ok(n) => n,
                    Err(e) => {
                        tracing::warn!(error = %e, "listen");
                        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                        continue;
                    }
                };
                let Some(inner) = weak.upgrade() else { return };
                let app = App { inner };
                if note.channel() == crate::store::SESSIONS_CHANNEL {
                    // `SESSION SEQ`: a result row stored by some node (this
                    // one too); the session's ranking sockets here are told.
                    if let Some((id, seq)) = note.payload().split_once(' ') {
                        if let Ok(seq) = seq.parse::<i64>() {
                            let _ = app.session_channel(id).send(seq);
                        }
                    }
                    continue;
                }
                for line in note.payload().lines() {
                    let Some((table, _seq)) = line.split_once(' ') else {
                        continue;
                    };
                    let slot = app.lock_tables().get(table).cloned();
                    if let Some(slot) = slot {
                        if let Err(e) = app.follow(table, &slot).await {
                            tracing::warn!(table = %table, error = %e, "follow");
                        }
                    }
                }
            }
        });
        Ok(())
    }

    /// Stops serving: gives up the tables this node owns (PostgreSQL: their
    /// advisory locks go with the lock connection) and closes storage.
    pub async fn close(&self) {
        self.lock_tables().clear();
        self.inner.store.close().await;
    }

    fn lock_tables(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.inner
            .tables
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Forgets the in-memory table: the next use reloads it from storage.
    pub fn evict(&self, id: &str) {
        if self.lock_tables().remove(id).is_some() {
            self.inner.metrics.tables_loaded.dec();
        }
    }

    /// Applies an action by `role` to table `id`: each event must be that
    /// role's (Event::actor), each must be accepted by the engine, and all
    /// are stored in one transaction before anything changes in memory.
    pub async fn act(&self, id: &str, role: Role, body: ActionBody) -> Result<Acted, ApiError> {
        let result = self.act_inner(id, role, body).await;
        let label = match &result {
            Ok(_) => "applied",
            Err(ApiError::Refused { .. }) => "refused",
            Err(ApiError::Storage(_)) => "storage_error",
            Err(ApiError::Solver { .. }) => "solver_error",
            Err(_) => "rejected",
        };
        self.inner.metrics.actions.with_label_values(&[label]).inc();
        result
    }

    async fn act_inner(&self, id: &str, role: Role, body: ActionBody) -> Result<Acted, ApiError> {
        let started = Instant::now();
        let slot = self.slot(id).await?;
        let mut live = slot.live.lock().await;
        if !slot.owned.load(std::sync::atomic::Ordering::SeqCst) {
            // Take the table over: own it, then catch up with its log.
            if !self.inner.store.try_own(id).await? {
                return Err(ApiError::OwnedElsewhere(id.to_owned()));
            }
            self.catch_up_live(id, &mut live).await?;
            slot.owned.store(true, std::sync::atomic::Ordering::SeqCst);
        }
        let mut next = live.table.clone();
        let events = match body {
            ActionBody::Event(e) => vec![e],
            ActionBody::Script(line) => {
                script::parse_line(&line, &next, self.inner.solver.as_ref())
                    .map_err(ApiError::from_script)?
            }
        };
        if events.is_empty() {
            return Err(ApiError::BadScript("the line holds no action".into()));
        }
        let at = now_ms();
        let mut rows = Vec::new();
        let mut outcomes = Vec::new();
        let mut actors = Vec::new();
        for event in events {
            let actor = actor_role(event.actor(next.state()));
            if actor != role {
                return Err(ApiError::NotYourAction { role, actor });
            }
            let outcome: Outcome = next.apply(event.clone()).map_err(|e| ApiError::Refused {
                reason: e.to_string(),
                detail: format!("{e:?}"),
                localized: tenace_i18n::Lang::ALL
                    .into_iter()
                    .map(|lang| {
                        (
                            lang.to_string(),
                            tenace_i18n::Catalog::new(lang).action_error(&e),
                        )
                    })
                    .collect(),
            })?;
            rows.push(EventRow {
                seq: next.log().len() as i64,
                event: serde_json::to_string(&event)
                    .map_err(|e| ApiError::Storage(e.to_string()))?,
                actor: actor.to_string(),
                at_ms: at,
            });
            outcomes.push(serde_json::to_value(outcome).unwrap_or(serde_json::Value::Null));
            actors.push(actor);
        }
        if let Err(e) = self.inner.store.append(id, &rows).await {
            // Whether the commit happened is unknown: reload from storage
            // on next use rather than guess.
            drop(live);
            self.evict(id);
            tracing::error!(table = %id, error = %e, "append failed");
            return Err(e.into());
        }
        self.inner
            .metrics
            .ack_seconds
            .observe(started.elapsed().as_secs_f64());
        let before = live.at_ms.last().copied().unwrap_or(live.created_ms);
        if let Role::Seat(_) = role {
            if at - before > self.inner.config.tempo_threshold_ms {
                self.inner.metrics.tempo_flags.inc();
                tracing::info!(table = %id, pause_ms = at - before, "tempo flag (Law 16B1)");
            }
        }
        live.table = next;
        live.at_ms.extend(std::iter::repeat_n(at, actors.len()));
        live.actors.extend(actors);
        let seq = live.seq();
        let _ = slot.changes.send(seq);
        Ok(Acted { seq, outcomes })
    }

    /// The sequence number a role is shown when the table is at `seq`.
    pub fn shown_seq(&self, role: Role, seq: u64) -> u64 {
        if role == Role::Spectator {
            seq.saturating_sub(self.inner.config.spectator_delay)
        } else {
            seq
        }
    }

    /// The frame of `role` for `table` as it stood after `seq` events.
    pub fn frame_of(&self, live: &Live, table: &Table, role: Role, seq: u64) -> Frame {
        Frame {
            seq,
            view: table.state().view(role),
            tempo: (role == Role::Director)
                .then(|| live.tempo_flags(self.inner.config.tempo_threshold_ms)),
        }
    }

    /// The current frame of `role` at table `id`.
    pub async fn frame(&self, id: &str, role: Role) -> Result<Frame, ApiError> {
        let slot = self.slot(id).await?;
        self.follow(id, &slot).await?;
        let live = slot.live.lock().await;
        let seq = self.shown_seq(role, live.seq());
        let table = live.table_at(seq);
        Ok(self.frame_of(&live, &table, role, seq))
    }

    /// Frames for `role` after `since` up to what it may be shown now, one
    /// per event (for resuming a WebSocket).
    pub async fn frames_since(
        &self,
        slot: &Slot,
        role: Role,
        since: u64,
    ) -> Result<Vec<Frame>, ApiError> {
        let live = slot.live.lock().await;
        let target = self.shown_seq(role, live.seq());
        if since >= target {
            return Ok(Vec::new());
        }
        let mut table = live.table_at(since);
        let mut frames = Vec::new();
        for (i, event) in live.table.log()[since as usize..target as usize]
            .iter()
            .enumerate()
        {
            table.apply(event.clone()).map_err(|e| ApiError::Corrupt {
                table: String::new(),
                reason: e.to_string(),
            })?;
            frames.push(self.frame_of(&live, &table, role, since + i as u64 + 1));
        }
        Ok(frames)
    }

    /// The board, config and full log of table `id` (the Director's).
    pub async fn log(&self, id: &str) -> Result<TableLog, ApiError> {
        let slot = self.slot(id).await?;
        self.follow(id, &slot).await?;
        let live = slot.live.lock().await;
        let state = live.table.state();
        Ok(TableLog {
            id: id.to_owned(),
            board: state.board,
            config: state.config,
            events: live
                .table
                .log()
                .iter()
                .zip(live.at_ms.iter().zip(&live.actors))
                .enumerate()
                .map(|(i, (event, (&at_ms, actor)))| LogEntry {
                    seq: i as u64 + 1,
                    event: event.clone(),
                    actor: actor.to_string(),
                    at_ms,
                })
                .collect(),
        })
    }

    /// The Director's queue: the tables `auth` may direct that wait for
    /// the Director or have review points or tempo flags.
    pub async fn queue(&self, auth: &Auth) -> Result<Vec<QueueEntry>, ApiError> {
        let ids = match auth {
            Auth::ServerDirector => self.inner.store.table_ids().await?,
            Auth::Table {
                table,
                role: Role::Director,
            } => vec![table.clone()],
            Auth::Table { .. } => return Err(ApiError::DirectorOnly),
        };
        let mut out = Vec::new();
        for id in ids {
            let slot = self.slot(&id).await?;
            let live = slot.live.lock().await;
            let view = live.table.state().view(Role::Director);
            let awaiting = view
                .awaiting_director
                .and_then(|a| view.irregularities.iter().find(|i| i.id == a).cloned());
            let review = view.director.map(|d| d.review).unwrap_or_default();
            let tempo = live.tempo_flags(self.inner.config.tempo_threshold_ms);
            if awaiting.is_none() && review.is_empty() && tempo.is_empty() {
                continue;
            }
            out.push(QueueEntry {
                table: id.clone(),
                seq: live.seq(),
                phase: view.phase,
                awaiting,
                explanation: view.explanation,
                review,
                tempo,
            });
        }
        Ok(out)
    }
}

/// Rebuilds a table from its stored rows: the fold of its log.
fn live_from_row(id: &str, row: TableRow) -> Result<Live, ApiError> {
    let corrupt = |reason: String| ApiError::Corrupt {
        table: id.to_owned(),
        reason,
    };
    let board: Board = serde_json::from_str(&row.board).map_err(|e| corrupt(e.to_string()))?;
    let config: TableConfig =
        serde_json::from_str(&row.config).map_err(|e| corrupt(e.to_string()))?;
    let mut events = Vec::with_capacity(row.events.len());
    let mut at_ms = Vec::with_capacity(row.events.len());
    let mut actors = Vec::with_capacity(row.events.len());
    for (i, r) in row.events.iter().enumerate() {
        if r.seq != i as i64 + 1 {
            return Err(corrupt(format!("event {} has seq {}", i + 1, r.seq)));
        }
        events.push(serde_json::from_str::<Event>(&r.event).map_err(|e| corrupt(e.to_string()))?);
        at_ms.push(r.at_ms);
        actors.push(
            r.actor
                .parse::<Role>()
                .map_err(|e| corrupt(e.to_string()))?,
        );
    }
    let table = Table::replay(board, config, events).map_err(|e| corrupt(e.to_string()))?;
    Ok(Live {
        table,
        created_ms: row.created_ms,
        at_ms,
        actors,
    })
}
