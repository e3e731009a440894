//! The web pages (docs/web.md): the landing page, the table and the
//! Director's panel, served as small HTML shells with one hand-written
//! script and one style sheet, all embedded in the binary. The script talks
//! to the JSON API and the WebSocket like any other client; every frame it
//! shows is the role's view from the server.
//!
//! The words: the page's own words are the `web-*` messages of the
//! tenace-i18n catalogue, served to the script as a JSON table
//! (`/web/i18n/{lang}`); the Laws' answers (irregularities, options, the
//! result) are rendered here through the catalogue from the role's view
//! (`/web/api/tables/{id}/text`, `/web/api/director`).

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tenace_i18n::{Catalog, Lang};
use tenace_laws::TableView;
use tenace_laws::{Chooser, OptionKind, RectOption};
use tenace_laws::{Event, Phase, Role};

use crate::api::bearer;
use crate::app::{ApiError, App, Auth};

const INDEX: &str = include_str!("../web/index.html");
const TABLE: &str = include_str!("../web/table.html");
const DIRECTOR: &str = include_str!("../web/director.html");
const SCRIPT: &str = include_str!("../web/app.js");
const STYLE: &str = include_str!("../web/style.css");

/// The routes of the pages, their assets and the text the script needs.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/", get(|| async { Html(INDEX) }))
        .route("/table/{id}", get(|| async { Html(TABLE) }))
        .route("/director", get(|| async { Html(DIRECTOR) }))
        .route(
            "/web/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/web/style.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route("/web/i18n/{lang}", get(messages))
        .route("/web/api/tables/{id}/text", get(table_text))
        .route("/web/api/director", get(director))
}

fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// The language of a request: `?lang=`, English by default.
#[derive(Debug, Deserialize)]
struct LangQuery {
    #[serde(default)]
    lang: Option<String>,
}

fn catalog(q: &LangQuery) -> Catalog {
    Catalog::new(q.lang.as_deref().and_then(Lang::parse).unwrap_or_default())
}

/// The names of the page's messages: every key of the catalogue that
/// starts with `web-`.
pub fn web_keys(lang: Lang) -> Vec<&'static str> {
    lang.source()
        .lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(key, _)| key.trim())
        .filter(|key| key.starts_with("web-"))
        .collect()
}

/// `{key: text}` for every `web-*` message of the language (English for an
/// unknown tag).
async fn messages(Path(lang): Path<String>) -> Json<Value> {
    let lang = Lang::parse(lang.trim_end_matches(".json")).unwrap_or_default();
    let cat = Catalog::new(lang);
    let map: serde_json::Map<String, Value> = web_keys(lang)
        .into_iter()
        .map(|k| (k.to_owned(), Value::String(cat.text(k))))
        .collect();
    Json(Value::Object(map))
}

/// One irregularity as the role may read it.
#[derive(Debug, Serialize)]
pub struct IrregularityText {
    pub id: usize,
    pub law: String,
    pub offender: String,
    pub text: String,
    pub status: String,
}

/// One of the options on the irregularity the table waits on.
#[derive(Debug, Serialize)]
pub struct OptionText {
    /// `N`, `E`, `S`, `W` or `director`.
    pub chooser: String,
    pub text: String,
    pub suggested: bool,
    /// What the chooser does: `accept`, `decline`, `call`, `rule` ...
    pub kind: String,
    /// The action that takes this option (the body of `POST .../actions`),
    /// when it is one fixed action; otherwise the chooser acts (a call, a
    /// card ...) or types the line.
    pub action: Option<Value>,
}

/// The Laws' answer on a view, in words.
#[derive(Debug, Serialize)]
pub struct ViewText {
    pub irregularities: Vec<IrregularityText>,
    pub awaiting: Option<usize>,
    pub options: Vec<OptionText>,
    pub contract: Option<String>,
    pub result: Option<String>,
}

fn option_action(o: &RectOption) -> Option<Value> {
    let seat = match o.chooser {
        Chooser::Player { seat } => Some(seat),
        Chooser::Director => None,
    };
    let line = |word: &str| seat.map(|s| json!({ "script": format!("{s} {word}") }));
    match o.action {
        OptionKind::Accept => line("accept"),
        OptionKind::Decline => line("decline"),
        OptionKind::SpreadHand => line("spread"),
        OptionKind::WithdrawCall { withdraw } => line(if withdraw { "withdraw" } else { "keep" }),
        OptionKind::Rule { ruling } => serde_json::to_value(Event::Director(ruling)).ok(),
        _ => None,
    }
}

/// Renders the irregularities, options, contract and result of `view`
/// (which is already the role's: nothing hidden can appear).
pub fn view_text(cat: &Catalog, view: &TableView) -> ViewText {
    let irregularities = view
        .irregularities
        .iter()
        .map(|irr| {
            let (text, status) = match &irr.kind {
                Some(kind) => (
                    cat.describe(irr.offender, kind),
                    cat.status_of(irr.offender, kind, &irr.status),
                ),
                None => (
                    cat.message(
                        "web-irregularity-hidden",
                        &[("seat", cat.seat(irr.offender).into())],
                    ),
                    cat.text(tenace_i18n::status_key(&irr.status)),
                ),
            };
            IrregularityText {
                id: irr.id,
                law: cat.law(irr.law),
                offender: irr.offender.to_string(),
                text,
                status,
            }
        })
        .collect();
    let options = view
        .explanation
        .iter()
        .flat_map(|e| e.options.iter())
        .map(|o| OptionText {
            chooser: match o.chooser {
                Chooser::Player { seat } => seat.to_string(),
                Chooser::Director => "director".into(),
            },
            text: cat.option(o),
            suggested: o.suggested,
            kind: serde_json::to_value(o.action)
                .ok()
                .and_then(|v| v["action"].as_str().map(str::to_owned))
                .unwrap_or_default(),
            action: option_action(o),
        })
        .collect();
    ViewText {
        irregularities,
        awaiting: view.awaiting_director,
        options,
        contract: view.contract.map(|c| cat.contract(c)),
        result: view.result.as_ref().map(|r| cat.result(r)),
    }
}

/// The Laws' answer on the token's view of a table, in `?lang=`.
async fn table_text(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?;
    let role = app.role_at(token.as_deref(), &id).await?;
    let frame = app.frame(&id, role).await?;
    let text = view_text(&catalog(&q), &frame.view);
    Ok(Json(json!({ "seq": frame.seq, "text": text })))
}

/// The Director's panel: every table the token directs, those that need
/// him first (an irregularity waiting, a claim, review points, tempo
/// flags), with the Laws' answer in words.
async fn director(
    State(app): State<App>,
    Query(q): Query<LangQuery>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    let auth = app
        .authenticate(Some(&token))
        .await?
        .ok_or(ApiError::Unauthorized)?;
    let ids = match &auth {
        Auth::ServerDirector => app.store().table_ids().await?,
        Auth::Table {
            table,
            role: Role::Director,
        } => vec![table.clone()],
        Auth::Table { .. } => return Err(ApiError::DirectorOnly),
    };
    let mut frames = Vec::new();
    for id in ids {
        frames.push((app.frame(&id, Role::Director).await?, id));
    }
    // The catalogue is not `Send`: made after the last `await`.
    let cat = catalog(&q);
    let mut tables = Vec::new();
    for (frame, id) in frames {
        let view = &frame.view;
        let review: Vec<String> = view
            .director
            .iter()
            .flat_map(|d| d.review.iter())
            .map(|r| cat.law(r.law))
            .collect();
        let tempo = frame.tempo.clone().unwrap_or_default();
        let needs = view.awaiting_director.is_some()
            || matches!(view.phase, Phase::Claim)
            || !review.is_empty()
            || !tempo.is_empty();
        tables.push(json!({
            "table": id,
            "seq": frame.seq,
            "needs": needs,
            "view": view,
            "text": view_text(&cat, view),
            "review": review,
            "tempo": tempo,
        }));
    }
    tables.sort_by_key(|t| !t["needs"].as_bool().unwrap_or(false));
    Ok(Json(json!({ "tables": tables })))
}
