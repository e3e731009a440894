//! The pages of a club session played face to face (docs/web.md, "Running
//! a club night"): creating the session, the table device's entry form, the
//! live ranking and the Director's results page. Small HTML shells and one
//! script (`web/results.js`, which uses the helpers of `web/app.js`); the
//! words are the `web-results-*` messages of the tenace-i18n catalogue,
//! served with the other `web-*` messages at `/web/i18n/{lang}`.

use axum::body::Bytes;
use std::collections::BTreeMap;

use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};
use serde::Deserialize;
use serde_json::{json, Value};
use tenace_i18n::{Catalog, Lang};

use crate::app::{App, ErrorBody};
use crate::sessions::results::load;
use crate::sessions::ResultsError;

const CLUB: &str = include_str!("../web/club.html");
const ENTRY: &str = include_str!("../web/entry.html");
const RANKING: &str = include_str!("../web/ranking.html");
const DIRECTOR: &str = include_str!("../web/results-director.html");
const SCRIPT: &str = include_str!("../web/results.js");
const CARDS: &str = include_str!("../web/cards.html");

/// The routes of the session pages and their script.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/club", get(|| async { Html(CLUB) }))
        .route("/club/{id}/table", get(|| async { Html(ENTRY) }))
        .route("/club/{id}/ranking", get(|| async { Html(RANKING) }))
        .route("/club/{id}/director", get(|| async { Html(DIRECTOR) }))
        .route("/web/results.js", get(|| async { script(SCRIPT) }))
        .merge(card_routes())
}

/// A script of the pages, never cached stale.
pub(crate) fn script(body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

// ------------------------------------------------------------ table cards

/// The longest text a QR code is made of: a table's results-entry link
/// (origin, session id, table number and token) is under 200 bytes.
pub const QR_MAX: usize = 512;

/// Why a QR code was not made. Nothing is stored either way.
#[derive(Debug, thiserror::Error)]
pub enum QrError {
    #[error("the body is not {{\"text\": \"…\"}}: {0}")]
    BadBody(String),
    #[error("nothing to encode")]
    Empty,
    #[error("the text is {len} bytes, more than {max}")]
    TooLong { len: usize, max: usize },
    #[error("the text cannot be encoded: {0}")]
    Encode(String),
}

impl QrError {
    fn code(&self) -> &'static str {
        match self {
            QrError::BadBody(_) => "bad_request",
            QrError::Empty => "qr_empty",
            QrError::TooLong { .. } => "qr_too_long",
            QrError::Encode(_) => "qr_encode",
        }
    }

    fn localize(&self, cat: &Catalog) -> String {
        let key = format!("web-results-error-{}", self.code().replace('_', "-"));
        match self {
            QrError::TooLong { len, max } => cat.message(
                &key,
                &[("len", (*len as i64).into()), ("max", (*max as i64).into())],
            ),
            _ => cat.text(&key),
        }
    }
}

impl IntoResponse for QrError {
    fn into_response(self) -> Response {
        let status = match self {
            QrError::TooLong { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            QrError::BadBody(_) => StatusCode::BAD_REQUEST,
            QrError::Empty | QrError::Encode(_) => StatusCode::UNPROCESSABLE_ENTITY,
        };
        let localized = Lang::ALL
            .iter()
            .map(|&l| (l.tag().to_owned(), self.localize(&Catalog::new(l))))
            .collect();
        let body = ErrorBody {
            error: self.code().to_owned(),
            message: self.to_string(),
            detail: None,
            localized: Some(localized),
        };
        (status, Json(body)).into_response()
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QrBody {
    text: String,
}

/// A QR code of `text` as SVG (error correction level M: a card may be
/// creased or stained). The SVG has no script and no external reference.
pub fn qr_svg(text: &str) -> Result<String, QrError> {
    if text.trim().is_empty() {
        return Err(QrError::Empty);
    }
    if text.len() > QR_MAX {
        return Err(QrError::TooLong {
            len: text.len(),
            max: QR_MAX,
        });
    }
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|e| QrError::Encode(e.to_string()))?;
    Ok(code
        .render::<svg::Color<'_>>()
        .min_dimensions(160, 160)
        .quiet_zone(true)
        .build())
}

/// `POST /web/qr` `{"text"}`: the QR code of a table card (the page sends
/// the table's link, whose token only the organiser's browser holds: the
/// server keeps the tokens' hashes). Nothing is stored.
async fn post_qr(body: Result<Bytes, BytesRejection>) -> Result<Response, QrError> {
    let bytes = body.map_err(|e| QrError::BadBody(e.body_text()))?;
    let req: QrBody =
        serde_json::from_slice(&bytes).map_err(|e| QrError::BadBody(e.to_string()))?;
    let svg = qr_svg(&req.text)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        svg,
    )
        .into_response())
}

/// The printable table cards of a session (`/club/{id}/cards`) and the QR
/// route they use; the pairs' names for the Director's page.
fn card_routes() -> Router<App> {
    Router::new()
        .route("/club/{id}/cards", get(|| async { Html(CARDS) }))
        .route("/web/qr", post(post_qr))
        .route("/api/sessions/{id}/names", get(get_names))
}

/// `GET /api/sessions/{id}/names` (anyone: the ranking shows them too):
/// `{"names": {"PAIR": ["…", …]}}`, each named pair's names as the ranking
/// uses them (the latest naming, else the session file's), whether or not
/// the pair has a result yet.
async fn get_names(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ResultsError> {
    let s = load(&app, &id).await?;
    let mut names: BTreeMap<u16, Vec<String>> = s
        .file
        .contestants
        .iter()
        .filter(|c| !c.names.is_empty())
        .map(|c| (c.position, c.names.clone()))
        .collect();
    for (pair, n) in app.store().session_names(&id).await? {
        if let Ok(pair) = u16::try_from(pair) {
            names.insert(pair, n);
        }
    }
    Ok(Json(json!({ "names": names })))
}
