//! The read-only page of a stored event (docs/web.md, "An event's
//! standings"): the standings in VPs and the matches as they stand, drawn
//! on the server from the same JSON as `GET /api/events/{id}`, in English
//! or Traditional Chinese (`?lang=zh-TW`, else the browser's
//! `Accept-Language`). The words are the `web-event-*` messages of the
//! tenace-i18n catalogue; every name is escaped.

use std::collections::HashMap;
use std::fmt::Write;

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::Value;
use tenace_i18n::{Catalog, Lang};

use crate::app::App;
use crate::events::standings;

/// The routes of the event pages.
pub fn routes() -> Router<App> {
    Router::new().route("/club/events/{id}", get(event_page))
}

/// Escapes text for HTML (element content and quoted attributes).
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// `?lang=` first, then the first language of `Accept-Language` that has a
/// catalogue, else English.
fn lang_of(query: &HashMap<String, String>, headers: &HeaderMap) -> Lang {
    if let Some(l) = query.get("lang").and_then(|l| Lang::parse(l)) {
        return l;
    }
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .into_iter()
        .flat_map(|v| v.split(','))
        .filter_map(|t| Lang::parse(t.split(';').next().unwrap_or("")))
        .next()
        .unwrap_or(Lang::En)
}

fn num(v: &Value) -> String {
    v.as_f64().map(|f| f.to_string()).unwrap_or_default()
}

async fn event_page(
    State(app): State<App>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = lang_of(&query, &headers);
    let found = standings(&app, &id).await;
    // The catalogue is made after the await (it is not Send).
    let cat = Catalog::new(lang);
    match found {
        Ok(v) => Html(page(&cat, &v)).into_response(),
        Err(e) => {
            let status = e.status();
            let body = shell(
                &cat,
                &cat.text("web-event-title"),
                &format!("<p class=\"msg\">{}</p>", esc(&e.localize(&cat))),
            );
            (status, Html(body)).into_response()
        }
    }
}

fn shell(cat: &Catalog, title: &str, main: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"/web/style.css\">\n</head>\n\
         <body data-page=\"event\">\n<header><h1><a href=\"/\">Tenace</a></h1>\
         <span id=\"title\">{title}</span></header>\n<main>\n{main}</main>\n</body>\n</html>\n",
        lang = cat.lang().tag(),
        title = esc(title),
    )
}

/// The page of an event: `v` is the body of `GET /api/events/{id}`.
fn page(cat: &Catalog, v: &Value) -> String {
    let t = |k: &str| esc(&cat.text(k));
    let empty = Vec::new();
    let names: HashMap<u64, String> = v["standings"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .filter_map(|s| Some((s["id"].as_u64()?, s["name"].as_str()?.to_owned())))
        .collect();
    let team = |id: &Value| -> String {
        let Some(n) = id.as_u64() else {
            return String::new();
        };
        match names.get(&n).filter(|s| !s.is_empty()) {
            Some(name) => format!("{n} {}", esc(name)),
            None => n.to_string(),
        }
    };
    let mut main = String::new();
    let _ = write!(
        main,
        "<section class=\"panel\"><p class=\"hint\">{}</p>\n<table class=\"grid ranking\" id=\"standings\">\n<thead><tr>\
         <th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
        esc(&cat.message(
            "web-event-rounds",
            &[("rounds", v["rounds"].as_i64().unwrap_or(0).into())]
        )),
        t("web-event-place"),
        t("web-event-team"),
        t("web-event-vps"),
        t("web-event-imps-won"),
        t("web-event-imps-lost"),
        t("web-event-matches"),
    );
    for s in v["standings"].as_array().unwrap_or(&empty) {
        let tied = if s["tied"].as_bool() == Some(true) {
            "="
        } else {
            ""
        };
        let bye = if s["bye"].as_bool() == Some(true) {
            format!(" <span class=\"hint\">({})</span>", t("web-event-bye"))
        } else {
            String::new()
        };
        let _ = writeln!(
            main,
            "<tr data-team=\"{id}\"><td>{place}{tied}</td><td class=\"c-names\">{team}{bye}</td>\
             <td class=\"c-vps\">{vps}</td><td>{won}</td><td>{lost}</td><td>{matches}</td></tr>",
            id = s["id"].as_u64().unwrap_or(0),
            place = s["place"].as_u64().unwrap_or(0),
            team = team(&s["id"]),
            vps = num(&s["vps"]),
            won = num(&s["imps_won"]),
            lost = num(&s["imps_lost"]),
            matches = s["matches"].as_u64().unwrap_or(0),
        );
    }
    main.push_str("</tbody>\n</table>\n</section>\n");
    let matches = v["matches"].as_array().unwrap_or(&empty);
    if !matches.is_empty() {
        let _ = write!(
            main,
            "<section class=\"panel\"><h2>{}</h2>\n<table class=\"grid\" id=\"matches\">\n<thead><tr>\
             <th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n<tbody>\n",
            t("web-event-results"),
            t("web-event-round"),
            t("web-event-home"),
            t("web-event-away"),
            t("web-event-imps"),
            t("web-event-vps"),
        );
        for m in matches {
            let corrected = if m["corrected"].as_bool() == Some(true) {
                format!(
                    " <span class=\"hint\">({})</span>",
                    t("web-event-corrected")
                )
            } else {
                String::new()
            };
            let pair = |k: &str| format!("{} – {}", num(&m[k][0]), num(&m[k][1]));
            if m["away"].is_null() {
                let _ = writeln!(
                    main,
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td></td><td>{}</td></tr>",
                    m["round"].as_i64().unwrap_or(0),
                    team(&m["home"]),
                    t("web-event-bye"),
                    num(&m["vps"][0]),
                );
            } else {
                let _ = writeln!(
                    main,
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}{corrected}</td><td>{}</td></tr>",
                    m["round"].as_i64().unwrap_or(0),
                    team(&m["home"]),
                    team(&m["away"]),
                    pair("imps"),
                    pair("vps"),
                );
            }
        }
        main.push_str("</tbody>\n</table>\n</section>\n");
    }
    shell(cat, v["name"].as_str().unwrap_or(""), &main)
}
