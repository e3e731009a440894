//! The result log of a session: its fold into the current results, the
//! checks of a result, a loaded session, who a token is, and the writes
//! (create, enter, confirm, correct).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, LazyLock, Mutex};

use serde_json::json;
use tenace_core::{split_contract_terms, Card, Seat, Side, Vulnerability};
use tenace_events::model::Movement;
use tenace_events::session::{self, MovementSpec, ResultEntry, SessionFile};

use super::*;
use crate::app::{hash_token, new_token, now_ms, ApiError, App};
use crate::store::sessions::{ResultRow, SessionRow};

// ------------------------------------------------------------------ the fold

/// The current result of a board at a table.
#[derive(Debug, Clone)]
pub struct Current {
    /// The row that holds it (entered or corrected).
    pub row: ResultRow,
    /// Confirmed by the opponents (or entered or corrected by the Director).
    pub confirmed: bool,
}

pub(super) type Key = (u16, u16, u16);

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

/// The boards the Director postponed (Law 8B2), by (round, table, board):
/// every `postponed` row of the log. Such a board is pending until the
/// fold holds a result for it, then played (`postponed_of`).
pub fn postponed(rows: &[ResultRow]) -> BTreeSet<Key> {
    rows.iter()
        .filter(|r| r.kind == "postponed")
        .map(key_of)
        .collect()
}

/// The postponed boards as a session file lists them: pending while the
/// board has no current result, played once it has one. tenace-events then
/// ranks a pending board as not yet played, not as a missing score.
pub(super) fn postponed_of(
    rows: &[ResultRow],
    current: &BTreeMap<Key, Current>,
) -> Vec<session::Postponed> {
    postponed(rows)
        .into_iter()
        .map(|(round, table, board)| session::Postponed {
            round,
            table,
            board,
            state: if current.contains_key(&(round, table, board)) {
                session::PostponedState::Played
            } else {
                session::PostponedState::Pending
            },
        })
        .collect()
}

/// The session file to rank: the definition with the current results, the
/// postponed boards and the pairs' latest names.
pub(super) async fn file_to_rank(
    app: &App,
    s: &Loaded,
    rows: &[ResultRow],
    current: &BTreeMap<Key, Current>,
) -> Result<SessionFile, ResultsError> {
    let mut file = s.file.clone();
    file.results = current.values().filter_map(|c| entry_of(&c.row)).collect();
    file.postponed = postponed_of(rows, current);
    for (pair, names) in app.store().session_names(&s.row.id).await? {
        let pair = pair as u16;
        match file.contestants.iter_mut().find(|c| c.position == pair) {
            Some(c) => c.names = names,
            None => file.contestants.push(session::ContestantEntry {
                position: pair,
                names,
            }),
        }
    }
    Ok(file)
}

/// A result as a line of a session file (tenace-events ranks it).
pub(super) fn entry_of(r: &ResultRow) -> Option<ResultEntry> {
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
pub(super) struct Outcome {
    contract: Option<String>,
    declarer: Option<String>,
    lead: Option<String>,
    tricks: Option<i64>,
    adjusted: Option<String>,
    pub(super) ns_score: Option<i64>,
}

/// Checks a contract, declarer, tricks and lead (or an adjusted score) and
/// scores it by tenace-score (Law 77) with the board's Law 2 vulnerability.
pub(super) fn outcome(
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
pub(super) fn clip(s: &str) -> String {
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

fn definition_of(req: &CreateSession) -> Result<(SessionFile, SessionKind), ResultsError> {
    let kind = match &req.kind {
        Some(k) => SessionKind::parse(k)?,
        None => SessionKind::Pairs,
    };
    if kind == SessionKind::Teams && req.scoring.is_some() {
        return Err(ResultsError::ScoringForTeams);
    }
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
    Ok((file, kind))
}

/// The movement of a new session, checked against the session's kind and
/// the server's limits; the file's contestants must be its positions.
fn movement_of(file: &SessionFile, kind: SessionKind) -> Result<Movement, ResultsError> {
    let m = session::movement_of(file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    let fits = SessionKind::of(m.contestants);
    if fits != kind {
        return Err(ResultsError::KindMismatch {
            kind: kind.name(),
            movement: m.name.clone(),
            fits: fits.name(),
        });
    }
    if kind == SessionKind::Teams && file.scoring != session::SessionScoring::Matchpoints {
        return Err(ResultsError::ScoringForTeams);
    }
    for c in &file.contestants {
        if c.position == 0 || c.position > m.positions || m.phantoms.contains(&c.position) {
            return Err(no_such_contestant(kind, c.position));
        }
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
    let (file, kind) = definition_of(req)?;
    let movement = movement_of(&file, kind)?;
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
    if !director && postponed(&rows).contains(&key) {
        // Law 8B2: played later at the Director's instruction; he enters it.
        return Err(ResultsError::BoardPostponed {
            round: key.0,
            table: key.1,
            board: key.2,
        });
    }
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
/// The Director postpones a board (Law 8B2): a `postponed` row. Refused
/// when the board has a result or is postponed already.
pub async fn postpone(app: &App, id: &str, body: &PostponeBody) -> Result<Stored, ResultsError> {
    let s = load(app, id).await?;
    let (ns, ew) = s.place(body.round, body.table, body.board)?;
    let reason = body
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(|r| r.chars().take(300).collect::<String>());
    let lock = writer(id);
    let _guard = lock.lock().await;
    let rows = app.store().results(id).await?;
    let key = (body.round, body.table, body.board);
    if postponed(&rows).contains(&key) {
        return Err(ResultsError::AlreadyPostponed {
            round: key.0,
            table: key.1,
            board: key.2,
        });
    }
    if let Some(c) = fold(&rows).get(&key) {
        return Err(ResultsError::AlreadyEntered {
            round: key.0,
            table: key.1,
            board: key.2,
            seq: c.row.seq,
        });
    }
    let row = ResultRow {
        kind: "postponed".into(),
        round: i64::from(body.round),
        table: i64::from(body.table),
        board: i64::from(body.board),
        ns: Some(i64::from(ns)),
        ew: Some(i64::from(ew)),
        by_role: "director".into(),
        reason,
        at_ms: now_ms(),
        ..ResultRow::default()
    };
    let seq = append(app, id, &row).await?;
    Ok(Stored {
        seq,
        ns_score: None,
    })
}

/// The refusal for a contestant number not in a session of `kind`.
fn no_such_contestant(kind: SessionKind, position: u16) -> ResultsError {
    match kind {
        SessionKind::Pairs => ResultsError::NoSuchPair(position),
        SessionKind::Individual => ResultsError::NoSuchPlayer(position),
        SessionKind::Teams => ResultsError::NoSuchTeam(position),
    }
}

/// The contestant a naming is for: exactly one of `pair`, `player` and
/// `team`, the one of the session's kind.
fn named(kind: SessionKind, body: &NamesBody) -> Result<u16, ResultsError> {
    let given: Vec<(&'static str, u16)> = [
        ("pair", body.pair),
        ("player", body.player),
        ("team", body.team),
    ]
    .into_iter()
    .filter_map(|(w, n)| n.map(|n| (w, n)))
    .collect();
    match given.as_slice() {
        [(word, n)] if *word == kind.contestant() => Ok(*n),
        [(word, _)] => Err(ResultsError::WrongContestant {
            kind: kind.name(),
            wanted: kind.contestant(),
            given: word,
        }),
        _ => Err(ResultsError::BadBody(format!(
            "give one `{}` and its names",
            kind.contestant()
        ))),
    }
}

/// The most names a naming lists: a pair with substitutes, one player, a
/// team's name and its players.
fn max_names(kind: SessionKind) -> usize {
    match kind {
        SessionKind::Pairs => 4,
        SessionKind::Individual => 1,
        SessionKind::Teams => 8,
    }
}

/// The Director names a contestant (a new row; the latest naming wins).
pub async fn name_pair(app: &App, id: &str, body: &NamesBody) -> Result<i64, ResultsError> {
    let s = load(app, id).await?;
    let kind = SessionKind::of(s.movement.contestants);
    let position = named(kind, body)?;
    let known = !s.movement.phantoms.contains(&position)
        && s.movement
            .cells
            .iter()
            .any(|c| c.positions().contains(&position));
    if !known {
        return Err(no_such_contestant(kind, position));
    }
    let max_names = max_names(kind);
    if body.names.is_empty() || body.names.len() > max_names {
        return Err(ResultsError::BadNames(format!(
            "give 1 to {max_names} names, not {}",
            body.names.len()
        )));
    }
    let mut names = Vec::with_capacity(body.names.len());
    for n in &body.names {
        let n = n.trim();
        if n.is_empty() || n.chars().count() > 60 || n.chars().any(char::is_control) {
            return Err(ResultsError::BadNames(format!(
                "`{}` is not a name (1 to 60 characters)",
                clip(n)
            )));
        }
        names.push(n.to_owned());
    }
    let seq = app
        .store()
        .append_session_names(id, i64::from(position), &names, now_ms())
        .await?;
    // The ranking pages show the new names at once.
    let _ = app.session_channel(id).send(0);
    Ok(seq)
}

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

    #[test]
    fn the_refusals_of_kinds_are_worded_in_both_languages() {
        let errors = [
            ResultsError::UnknownKind("quads".into()),
            ResultsError::KindMismatch {
                kind: "individual",
                movement: "Mitchell 3 tables".into(),
                fits: "pairs",
            },
            ResultsError::ScoringForTeams,
            ResultsError::WrongContestant {
                kind: "individual",
                wanted: "player",
                given: "pair",
            },
            ResultsError::NoSuchPlayer(9),
            ResultsError::NoSuchTeam(3),
            ResultsError::NotATeamSession("abc".into()),
            ResultsError::TeamNotMapped { team: 2 },
            ResultsError::RoundTaken { round: 1 },
            ResultsError::RoundFromSession { round: 1 },
            ResultsError::BoardsMismatch {
                session: 3,
                event: 16,
            },
        ];
        for e in errors {
            let body = e.body();
            let words = body.localized.unwrap();
            for (lang, text) in &words {
                assert!(!text.contains("web-results-error"), "{lang}: {text}");
                assert!(!text.is_empty());
            }
            assert_ne!(words["en"], words["zh-TW"]);
        }
        let e = ResultsError::WrongContestant {
            kind: "individual",
            wanted: "player",
            given: "pair",
        };
        assert_eq!(
            e.localize(&Catalog::new(Lang::En)),
            "This is an individual session: name a player, not a pair."
        );
    }
}
