//! The read-only page of a stored event's standings (docs/web.md, "An
//! event's standings"): fetched as HTML, in English and in Traditional
//! Chinese, with every name escaped.
//!
//! Figures by hand: four teams, 16-board matches; 1 beats 3 by
//! 30 − 16 = 14 IMPs, 13.75 – 6.25 on the corrected WBF scale (events.md
//! §6.3 vector); 2 and 4 draw 20 – 20, 10 – 10.

mod common;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

async fn post(server: &Server, path: &str, token: Option<&str>, body: Value) -> Value {
    let mut req = reqwest::Client::new()
        .post(format!("{}{path}", server.base))
        .json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let r = req.send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    r.json().await.unwrap()
}

/// The cells of the standings row of team `id`.
fn row(html: &str, id: u64) -> String {
    let start = html
        .find(&format!("<tr data-team=\"{id}\">"))
        .unwrap_or_else(|| panic!("no row of team {id}: {html}"));
    let end = html[start..].find("</tr>").unwrap() + start;
    html[start..end].to_owned()
}

#[tokio::test]
async fn an_events_standings_page_shows_names_escaped_and_the_vps() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let ev = post(
        &server,
        "/api/events",
        None,
        json!({"name": "Winter <Swiss>", "boards_per_match": 16,
            "contestants": [{"id": 1, "name": "Lions & <b>Co</b>"}, {"id": 2, "name": "Tigers"},
                            {"id": 3, "name": "熊隊"}, {"id": 4, "name": "Wolves"}]}),
    )
    .await;
    let id = ev["id"].as_str().unwrap();
    let director = ev["director"].as_str().unwrap();
    post(
        &server,
        &format!("/api/events/{id}/rounds/1"),
        Some(director),
        json!({"matches": [{"home": 1, "away": 3, "imps": [30, 16]},
                           {"home": 2, "away": 4, "imps": [20, 20]}]}),
    )
    .await;

    let (status, html) = page(&server, &format!("/club/events/{id}"), None).await;
    assert_eq!(status, 200);
    // Names are escaped, never markup.
    assert!(
        !html.contains("<b>Co</b>") && !html.contains("<Swiss>"),
        "{html}"
    );
    assert!(
        html.contains("<title>Winter &lt;Swiss&gt;</title>"),
        "{html}"
    );
    let first = row(&html, 1);
    assert!(
        first.contains("Lions &amp; &lt;b&gt;Co&lt;/b&gt;"),
        "{first}"
    );
    assert!(first.contains("<td class=\"c-vps\">13.75</td>"), "{first}");
    assert!(
        first.starts_with("<tr data-team=\"1\"><td>1</td>"),
        "{first}"
    );
    let third = row(&html, 3);
    assert!(third.contains("熊隊") && third.contains("<td class=\"c-vps\">6.25</td>"));
    assert!(row(&html, 2).contains("<td class=\"c-vps\">10</td>"));
    // The matches: 30 – 16 IMPs, 13.75 – 6.25 VPs.
    assert!(
        html.contains("30 – 16") && html.contains("13.75 – 6.25"),
        "{html}"
    );
    assert!(html.contains("<th>VPs</th>") && html.contains("Standings after 1 round"));

    // In Traditional Chinese, by the browser's language or `?lang=`.
    for (path, lang) in [
        (
            format!("/club/events/{id}"),
            Some("zh-TW,zh;q=0.9,en;q=0.8"),
        ),
        (format!("/club/events/{id}?lang=zh-TW"), None),
    ] {
        let (status, html) = page(&server, &path, lang).await;
        assert_eq!(status, 200);
        assert!(html.contains("<html lang=\"zh-TW\">"), "{html}");
        assert!(html.contains("<th>勝分</th>") && html.contains("<th>主隊</th>"));
        assert!(row(&html, 1).contains("13.75"));
    }

    // An unknown event: 404, said in words.
    let (status, html) = page(&server, "/club/events/none", None).await;
    assert_eq!(status, 404);
    assert!(html.contains("There is no such event."), "{html}");
}

/// A round linked to a stored team session (docs/web.md, "An event's
/// standings"): before any board has a result at both tables its match is
/// listed as pending, not counted; the Director's link form is on the page,
/// one row per event team, in both languages.
#[tokio::test]
async fn a_linked_rounds_match_is_pending_and_the_link_form_is_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let s = post(
        &server,
        "/api/sessions",
        None,
        json!({"name": "Winter match", "kind": "teams",
            "movement": {"kind": "round-robin", "tables": 2, "boards_per_round": 3}}),
    )
    .await;
    let ev = post(
        &server,
        "/api/events",
        None,
        json!({"name": "Winter teams", "boards_per_match": 3,
            "contestants": [{"id": 101, "name": "Lions"}, {"id": 102, "name": "Tigers"}]}),
    )
    .await;
    let id = ev["id"].as_str().unwrap();
    let (_, html) = page(&server, &format!("/club/events/{id}"), Some("en")).await;
    assert!(html.contains("id=\"linkform\""), "{html}");
    assert_eq!(html.matches("<tr class=\"team\" data-team=").count(), 2);
    assert!(!html.contains("class=\"pending\""));
    // The session's team 2 is home (N-S at table 1, events.md §4.2).
    post(
        &server,
        &format!("/api/events/{id}/rounds/1/session"),
        ev["director"].as_str(),
        json!({"session": s["id"], "teams": {"1": 101, "2": 102}}),
    )
    .await;
    let (_, html) = page(&server, &format!("/club/events/{id}"), Some("en")).await;
    let start = html
        .find("<tr class=\"pending\" data-round=\"1\" data-home=\"102\" data-away=\"101\">")
        .unwrap_or_else(|| panic!("{html}"));
    let row = &html[start..start + html[start..].find("</tr>").unwrap()];
    assert!(
        row.contains("102 Tigers") && row.contains("101 Lions"),
        "{row}"
    );
    assert!(row.contains("pending"), "{row}");
    assert!(row.contains("pending: no board has a result at both tables yet"));
    let (_, zh) = page(&server, &format!("/club/events/{id}"), Some("zh-TW")).await;
    assert!(zh.contains("待定"), "{zh}");
    assert!(zh.contains("連結本輪"), "{zh}");
}
