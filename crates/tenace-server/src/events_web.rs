//! The read-only page of a stored event (docs/web.md, "An event's
//! standings"): the standings in VPs and the matches as they stand, drawn
//! on the server from the same JSON as `GET /api/events/{id}`, in English
//! or Traditional Chinese (`?lang=zh-TW`, else the browser's
//! `Accept-Language`). The words are the `web-event-*` messages of the
//! tenace-i18n catalogue; every name is escaped.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
use std::sync::Mutex;

use axum::extract::ws::{WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use tenace_i18n::{Catalog, Lang};
use tokio::sync::broadcast;

use crate::app::App;
use crate::events::standings;
use crate::sessions::live::push_on_change;

/// The routes of the event pages.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/club/events/{id}", get(event_page))
        .merge(live_routes())
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
        Ok(v) => Html(live_page(&cat, &id, &v)).into_response(),
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

/// The page of an event with its live parts: the standings, the matches
/// and the next round's draw in `#live-part` (the script swaps it for the
/// page's new one when the event's WebSocket says a round was stored), and
/// the Director's form for a round's IMPs.
fn live_page(cat: &Catalog, id: &str, v: &Value) -> String {
    let inner = page(cat, v);
    let (Some(start), Some(end)) = (inner.find("<main>\n"), inner.rfind("</main>")) else {
        return inner;
    };
    let main = &inner[start + 7..end];
    let mut out = String::with_capacity(inner.len() + 4096);
    out.push_str(&inner[..start + 7]);
    let _ = write!(
        out,
        "<div id=\"live-part\" data-rounds=\"{}\">\n{main}{}</div>\n{}\
         <p id=\"msg\" class=\"msg\" role=\"status\"></p>\n",
        v["rounds"].as_i64().unwrap_or(0),
        next_draw(cat, v),
        round_form(cat, v) + &link_form(cat, v),
    );
    out.push_str(&inner[end..]);
    out.replacen(
        "<body data-page=\"event\">",
        &format!(
            "<body data-page=\"event\" data-event=\"{}\">\n\
             <script src=\"/web/event.js\" defer></script>",
            esc(id)
        ),
        1,
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
    let pending = pending_rows(cat, v, &team);
    if !matches.is_empty() || !pending.is_empty() {
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
            let corrected = corrected + &from_session(cat, &m["session"]);
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
        main.push_str(&pending);
        main.push_str("</tbody>\n</table>\n</section>\n");
    }
    shell(cat, v["name"].as_str().unwrap_or(""), &main)
}

// ------------------------------------------------------------- live, form

const SCRIPT: &str = include_str!("../web/event.js");

/// The live channel of an event on this node: `event/ID` in the sessions'
/// hub, which PostgreSQL's NOTIFY also reaches (`Store::notify_event`).
fn channel_key(id: &str) -> String {
    format!("event/{id}")
}

/// Wakes the event page's sockets on this node after a round or a
/// correction is stored (the other nodes hear of it through NOTIFY).
pub(crate) fn changed(app: &App, id: &str) {
    let _ = app.session_channel(&channel_key(id)).send(0);
}

/// The event's live routes: its WebSocket and the page's script.
fn live_routes() -> Router<App> {
    Router::new()
        .route("/api/events/{id}/ws", get(upgrade))
        .route(
            "/web/event.js",
            get(|| async { crate::results_web::script(SCRIPT) }),
        )
}

/// `GET /api/events/{id}/ws`: `{"type": "event", "event": <GET
/// /api/events/{id}>}` at once and after every round or correction stored
/// (through any node on PostgreSQL). Client messages are ignored; the
/// Origin is checked as for tables.
async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if let Err(e) = crate::ws::origin_allowed(&app, &headers) {
        return e.into_response();
    }
    if let Err(e) = standings(&app, &id).await {
        return e.into_response();
    }
    let max = app.config().max_frame;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| live(app, id, socket))
}

async fn live(app: App, id: String, socket: WebSocket) {
    // One channel for this socket, fed by the event's own (rounds,
    // corrections, links) and by each stored session a round is taken
    // from (its results change the standings too).
    let (to, changes) = broadcast::channel(64);
    forward(
        app.session_channel(&channel_key(&id)).subscribe(),
        to.clone(),
    );
    let watched = Mutex::new(BTreeSet::new());
    push_on_change(changes, socket, || event_message(&app, &id, &to, &watched)).await;
}

/// The event as the socket sends it; first the sessions of its linked
/// rounds not yet followed are followed.
async fn event_message(
    app: &App,
    id: &str,
    to: &broadcast::Sender<i64>,
    watched: &Mutex<BTreeSet<String>>,
) -> Value {
    if let Ok(links) = app.store().event_links(id).await {
        for l in links {
            let new = watched
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .insert(l.session.clone());
            if new {
                forward(app.session_channel(&l.session).subscribe(), to.clone());
            }
        }
    }
    match standings(app, id).await {
        Ok(v) => json!({ "type": "event", "rounds": v["rounds"], "event": v }),
        Err(e) => json!({ "type": "error", "error": e.code(), "message": e.to_string() }),
    }
}

/// Passes every change of `from` on to `to` until `to` has no receiver
/// left (the socket is gone) or `from` closes.
fn forward(mut from: broadcast::Receiver<i64>, to: broadcast::Sender<i64>) {
    tokio::spawn(async move {
        loop {
            match from.recv().await {
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    if to.send(0).is_err() {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return,
            }
        }
    });
}

/// The name of team `id` for the page ("3 Lions"), escaped.
fn team_name(v: &Value, id: u64) -> String {
    let name = v["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|s| s["id"].as_u64() == Some(id))
        .and_then(|s| s["name"].as_str())
        .unwrap_or("");
    if name.is_empty() {
        id.to_string()
    } else {
        format!("{id} {}", esc(name))
    }
}

/// The next round's draw as the API computes it (`next`).
fn next_draw(cat: &Catalog, v: &Value) -> String {
    let next = &v["next"];
    let round = next["round"].as_i64().unwrap_or(0);
    let mut out = format!(
        "<section class=\"panel\" id=\"next\" data-round=\"{round}\"><h2>{}</h2>\n",
        esc(&cat.message("web-event-next-round", &[("round", round.into())]))
    );
    if next.get("error").is_some() {
        let _ = writeln!(
            out,
            "<p class=\"hint\">{}</p>",
            esc(&cat.text("web-event-no-draw"))
        );
    } else {
        out.push_str("<ul class=\"draw\">\n");
        for m in next["matches"].as_array().into_iter().flatten() {
            let (Some(a), Some(b)) = (m[0].as_u64(), m[1].as_u64()) else {
                continue;
            };
            let _ = writeln!(
                out,
                "<li data-home=\"{a}\" data-away=\"{b}\">{} – {}</li>",
                team_name(v, a),
                team_name(v, b)
            );
        }
        if let Some(b) = next["bye"].as_u64() {
            let _ = writeln!(
                out,
                "<li data-bye=\"{b}\">{}: {}</li>",
                esc(&cat.text("web-event-bye")),
                team_name(v, b)
            );
        }
        out.push_str("</ul>\n");
        if next["repeats"].as_u64().unwrap_or(0) > 0 {
            let _ = writeln!(
                out,
                "<p class=\"hint\">{}</p>",
                esc(&cat.message(
                    "web-event-draw-repeats",
                    &[("repeats", next["repeats"].as_i64().unwrap_or(0).into())]
                ))
            );
        }
    }
    out.push_str("</section>\n");
    out
}

/// The Director's form for a round's match IMPs, filled in with the next
/// round's draw (he may change the teams); folded away on a screen in the
/// room (the script opens it when the tab holds the Director's token). The page's script sends it to
/// `POST /api/events/{id}/rounds/{round}` with his token.
fn round_form(cat: &Catalog, v: &Value) -> String {
    let t = |k: &str| esc(&cat.text(k));
    let next = &v["next"];
    let teams: Vec<u64> = v["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s["id"].as_u64())
        .collect();
    let mut seeds = teams.clone();
    seeds.sort_unstable();
    let options = |selected: Option<u64>, blank: bool| -> String {
        let mut o = String::new();
        if blank {
            o.push_str("<option value=\"\">—</option>");
        }
        for &id in &seeds {
            let sel = if selected == Some(id) {
                " selected"
            } else {
                ""
            };
            let _ = write!(
                o,
                "<option value=\"{id}\"{sel}>{}</option>",
                team_name(v, id)
            );
        }
        o
    };
    let mut drawn: Vec<(Option<u64>, Option<u64>)> = next["matches"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| (m[0].as_u64(), m[1].as_u64()))
        .collect();
    if drawn.is_empty() {
        drawn = vec![(None, None); teams.len() / 2];
    }
    let round = next["round"]
        .as_i64()
        .unwrap_or(v["rounds"].as_i64().unwrap_or(0) + 1);
    let mut out = String::new();
    let _ = write!(
        out,
        "<details class=\"panel\" id=\"roundpanel\"><summary><h2>{}</h2></summary>\n\
         <p class=\"hint\">{}</p>\n\
         <form id=\"roundform\">\n\
         <label>{} <input name=\"round\" type=\"number\" min=\"1\" value=\"{round}\" required></label>\n\
         <table class=\"grid\" id=\"roundrows\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        t("web-event-enter-title"),
        t("web-event-enter-hint"),
        t("web-event-round"),
        t("web-event-home"),
        t("web-event-away"),
        t("web-event-imps-home"),
        t("web-event-imps-away"),
    );
    for (i, (home, away)) in drawn.iter().enumerate() {
        let _ = writeln!(
            out,
            "<tr class=\"match\" data-match=\"{n}\"><td><select name=\"home\">{}</select></td>\
             <td><select name=\"away\">{}</select></td>\
             <td><input name=\"imps_home\" type=\"number\" min=\"0\" step=\"any\" inputmode=\"decimal\"></td>\
             <td><input name=\"imps_away\" type=\"number\" min=\"0\" step=\"any\" inputmode=\"decimal\"></td></tr>",
            options(*home, true),
            options(*away, true),
            n = i + 1,
        );
    }
    let _ = write!(
        out,
        "</tbody></table>\n\
         <p><label>{} <select name=\"bye\">{}</select></label></p>\n\
         <p class=\"token\"><label>{} <input name=\"token\" type=\"password\" autocomplete=\"off\"></label></p>\n\
         <button type=\"submit\" class=\"primary\">{}</button>\n\
         <template id=\"words\" data-stored=\"{}\" data-unauthorized=\"{}\" data-no-imps=\"{}\"></template>\n\
         </form></details>\n",
        t("web-event-bye-label"),
        options(next["bye"].as_u64(), true),
        t("web-event-director-token"),
        t("web-event-store-round"),
        t("web-event-stored"),
        t("web-event-error-unauthorized"),
        t("web-event-error-no-imps"),
    );
    out
}

// ------------------------------------------------- rounds from team sessions

/// A match taken from a stored team session: which session and how many of
/// its boards have a result at both tables (`matches[].session`).
fn from_session(cat: &Catalog, s: &Value) -> String {
    let Some(id) = s["id"].as_str() else {
        return String::new();
    };
    format!(
        " <span class=\"hint from-session\">({})</span>",
        esc(&cat.message(
            "web-event-from-session",
            &[
                ("session", id.to_owned().into()),
                ("compared", s["compared"].as_i64().unwrap_or(0).into()),
                ("boards", s["boards"].as_i64().unwrap_or(0).into()),
            ]
        ))
    )
}

/// The matches of linked rounds with no board at both tables yet
/// (`sessions[].pending`): listed as pending, not counted.
fn pending_rows(cat: &Catalog, v: &Value, team: &dyn Fn(&Value) -> String) -> String {
    let mut out = String::new();
    for l in v["sessions"].as_array().into_iter().flatten() {
        let round = l["round"].as_i64().unwrap_or(0);
        for p in l["pending"].as_array().into_iter().flatten() {
            let _ = writeln!(
                out,
                "<tr class=\"pending\" data-round=\"{round}\" data-home=\"{h}\" data-away=\"{a}\">\
                 <td>{round}</td><td>{}</td><td>{}</td><td colspan=\"2\" class=\"hint\">{}</td></tr>",
                team(&p[0]),
                team(&p[1]),
                esc(&cat.text("web-event-pending")),
                h = p[0].as_u64().unwrap_or(0),
                a = p[1].as_u64().unwrap_or(0),
            );
        }
    }
    out
}

/// The Director's form linking a round to a round of a stored team session
/// (`POST /api/events/{id}/rounds/{round}/session`): the round, the
/// session's id and round, each of the session's teams given an event
/// contestant (rows left blank are not sent), and the bye. Folded away like
/// the round form; the page's script sends it.
fn link_form(cat: &Catalog, v: &Value) -> String {
    let t = |k: &str| esc(&cat.text(k));
    let mut ids: Vec<u64> = v["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|s| s["id"].as_u64())
        .collect();
    ids.sort_unstable();
    let mut options = String::from("<option value=\"\">—</option>");
    for &id in &ids {
        let _ = write!(
            options,
            "<option value=\"{id}\">{}</option>",
            team_name(v, id)
        );
    }
    let round = v["next"]["round"]
        .as_i64()
        .unwrap_or(v["rounds"].as_i64().unwrap_or(0) + 1);
    let mut out = String::new();
    let _ = write!(
        out,
        "<details class=\"panel\" id=\"linkpanel\"><summary><h2>{}</h2></summary>\n\
         <p class=\"hint\">{}</p>\n\
         <form id=\"linkform\">\n\
         <label>{} <input name=\"round\" type=\"number\" min=\"1\" value=\"{round}\" required></label>\n\
         <label>{} <input name=\"session\" size=\"18\" required></label>\n\
         <label>{} <input name=\"session_round\" type=\"number\" min=\"1\" value=\"1\" required></label>\n\
         <table class=\"grid\" id=\"linkrows\"><thead><tr><th>{}</th><th>{}</th></tr></thead><tbody>\n",
        t("web-event-link-title"),
        t("web-event-link-hint"),
        t("web-event-round"),
        t("web-event-link-session"),
        t("web-event-link-session-round"),
        t("web-event-link-session-team"),
        t("web-event-team"),
    );
    for n in 1..=ids.len() {
        let _ = writeln!(
            out,
            "<tr class=\"team\" data-team=\"{n}\"><td>{}</td><td><select name=\"contestant\">{options}</select></td></tr>",
            esc(&cat.message("web-event-link-team-n", &[("team", (n as i64).into())])),
        );
    }
    let _ = write!(
        out,
        "</tbody></table>\n\
         <p><label>{} <select name=\"bye\">{options}</select></label></p>\n\
         <p class=\"token\"><label>{} <input name=\"token\" type=\"password\" autocomplete=\"off\"></label></p>\n\
         <button type=\"submit\" class=\"primary\">{}</button>\n\
         <template id=\"linkwords\" data-linked=\"{}\" data-unauthorized=\"{}\" data-no-teams=\"{}\"></template>\n\
         </form></details>\n",
        t("web-event-bye-label"),
        t("web-event-director-token"),
        t("web-event-link-submit"),
        t("web-event-linked"),
        t("web-event-link-error-unauthorized"),
        t("web-event-link-error-no-teams"),
    );
    out
}
