//! The pages of a club session played face to face (docs/web.md, "Running
//! a club night"): creating the session, the table device's entry form, the
//! live ranking and the Director's results page. Small HTML shells and one
//! script (`web/results.js`, which uses the helpers of `web/app.js`); the
//! words are the `web-results-*` messages of the tenace-i18n catalogue,
//! served with the other `web-*` messages at `/web/i18n/{lang}`.

use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use crate::app::App;

const CLUB: &str = include_str!("../web/club.html");
const ENTRY: &str = include_str!("../web/entry.html");
const RANKING: &str = include_str!("../web/ranking.html");
const DIRECTOR: &str = include_str!("../web/results-director.html");
const SCRIPT: &str = include_str!("../web/results.js");

/// The routes of the session pages and their script.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/club", get(|| async { Html(CLUB) }))
        .route("/club/{id}/table", get(|| async { Html(ENTRY) }))
        .route("/club/{id}/ranking", get(|| async { Html(RANKING) }))
        .route("/club/{id}/director", get(|| async { Html(DIRECTOR) }))
        .route("/web/results.js", get(|| async { script() }))
}

fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        SCRIPT,
    )
        .into_response()
}
