//! An event's page as the Director uses it (docs/web.md, "An event's
//! standings"): the next round's draw and the round form filled in with
//! it, the event's WebSocket following each round and correction stored
//! (through LISTEN/NOTIFY from another node on PostgreSQL), and the QR
//! codes of the session's table cards.
//!
//! Figures by hand: four teams seeded 1 to 4, 16-board matches. Round 1
//! is drawn by seeded halves: 1 v 3, 2 v 4. Team 1 beats 3 by 30 − 16 = 14
//! IMPs, 13.75 – 6.25 VPs on the corrected WBF scale (events.md §6.3); 2
//! and 4 draw 20 – 20, 10 – 10. The order is then 1, 2 = 4 (seeding order
//! within the tie), 3, and the Swiss draw for round 2 (docs/events.md,
//! "Swiss pairing": from the top, each team against the highest it has
//! not met) is 1 v 2, 4 v 3.

mod common;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

async fn an_event(server: &Server) -> (String, String) {
    let (status, ev) = call(
        server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Winter Swiss", "boards_per_match": 16,
            "contestants": [{"id": 1, "name": "Lions"}, {"id": 2, "name": "Tigers"},
                            {"id": 3, "name": "熊隊"}, {"id": 4, "name": "Wolves <&>"}]})),
    )
    .await;
    assert_eq!(status, 200, "{ev}");
    (
        ev["id"].as_str().unwrap().to_owned(),
        ev["director"].as_str().unwrap().to_owned(),
    )
}

async fn round_one(server: &Server, id: &str, director: &str) {
    let (status, v) = call(
        server,
        "POST",
        &format!("/api/events/{id}/rounds/1"),
        Some(director),
        Some(json!({"matches": [{"home": 1, "away": 3, "imps": [30, 16]},
                                {"home": 2, "away": 4, "imps": [20, 20]}]})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
}

/// The section (or folded section) of the page with this id.
fn section<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}: {html}"));
    let end = html[start..].find("</section>").unwrap_or(usize::MAX);
    let end = end.min(html[start..].find("</details>").unwrap_or(usize::MAX)) + start;
    &html[start..end]
}

async fn ws(server: &Server, id: &str) -> Ws {
    let (ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/events/{id}/ws", server.addr))
            .await
            .expect("the event's socket connects");
    ws
}

fn vps_of(event: &Value, team: u64) -> f64 {
    event["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == team)
        .unwrap()["vps"]
        .as_f64()
        .unwrap()
}

#[tokio::test]
async fn the_event_page_shows_the_next_draw_and_a_round_form_filled_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (id, director) = an_event(&server).await;

    let (status, html) = page(&server, &format!("/club/events/{id}"), None).await;
    assert_eq!(status, 200);
    assert!(html.contains("<script src=\"/web/event.js\" defer></script>"));
    let next = section(&html, "next");
    assert!(next.contains("Next round: round 1"), "{next}");
    assert!(next.contains("<li data-home=\"1\" data-away=\"3\">1 Lions – 3 熊隊</li>"));
    assert!(
        next.contains("<li data-home=\"2\" data-away=\"4\">2 Tigers – 4 Wolves &lt;&amp;&gt;</li>")
    );
    let form = section(&html, "roundpanel");
    assert!(form.contains("name=\"round\" type=\"number\" min=\"1\" value=\"1\""));
    let rows: Vec<&str> = form.split("<tr class=\"match\"").skip(1).collect();
    assert_eq!(rows.len(), 2, "{form}");
    let selected = |row: &str, name: &str| -> String {
        let sel = &row[row.find(&format!("name=\"{name}\"")).unwrap()..];
        let sel = &sel[..sel.find("</select>").unwrap()];
        let at = sel.find(" selected>").expect("a team selected");
        sel[..at]
            .rsplit("value=\"")
            .next()
            .unwrap()
            .trim_end_matches('"')
            .to_owned()
    };
    assert_eq!(
        (selected(rows[0], "home"), selected(rows[0], "away")),
        ("1".into(), "3".into())
    );
    assert_eq!(
        (selected(rows[1], "home"), selected(rows[1], "away")),
        ("2".into(), "4".into())
    );
    assert!(!form.contains("Wolves <&>"), "names escaped: {form}");

    round_one(&server, &id, &director).await;
    let (_, html) = page(&server, &format!("/club/events/{id}"), None).await;
    let next = section(&html, "next");
    assert!(next.contains("Next round: round 2"), "{next}");
    assert!(next.contains("data-home=\"1\" data-away=\"2\""), "{next}");
    assert!(next.contains("data-home=\"4\" data-away=\"3\""), "{next}");
    assert!(html.contains("<div id=\"live-part\" data-rounds=\"1\">"));
    assert!(section(&html, "roundpanel").contains("value=\"2\" required"));

    // In Traditional Chinese.
    let (_, html) = page(&server, &format!("/club/events/{id}?lang=zh-TW"), None).await;
    assert!(section(&html, "next").contains("下一輪：第 2 輪"));
    assert!(section(&html, "roundpanel").contains("主隊國際序分"));
}

async fn follows(writer: &Server, reader: &Server) {
    let (id, director) = an_event(writer).await;
    let mut sock = ws(reader, &id).await;
    let first = next_json(&mut sock).await;
    assert_eq!(
        (first["type"].as_str(), first["rounds"].as_i64()),
        (Some("event"), Some(0))
    );
    assert_eq!(first["event"]["next"]["round"], 1);

    round_one(writer, &id, &director).await;
    let second = next_json(&mut sock).await;
    assert_eq!(second["rounds"], 1, "{second}");
    assert_eq!(vps_of(&second["event"], 1), 13.75);
    assert_eq!(vps_of(&second["event"], 3), 6.25);
    assert_eq!(second["event"]["next"]["matches"], json!([[1, 2], [4, 3]]));

    // A correction: 2 beat 4 by 14 after all (34 – 20): 13.75 – 6.25.
    let (status, v) = call(
        writer,
        "POST",
        &format!("/api/events/{id}/rounds/1/corrections"),
        Some(&director),
        Some(json!({"home": 2, "imps": [34, 20], "reason": "board 7 misscored"})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let third = next_json(&mut sock).await;
    assert_eq!(vps_of(&third["event"], 2), 13.75);
    assert_eq!(vps_of(&third["event"], 4), 6.25);
}

#[tokio::test]
async fn the_events_socket_follows_each_round_and_correction_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    follows(&server, &server).await;
    // An unknown event has no socket.
    let refused =
        tokio_tungstenite::connect_async(format!("ws://{}/api/events/none/ws", server.addr)).await;
    assert!(refused.is_err());
}

#[tokio::test]
async fn the_events_socket_on_another_node_follows_through_listen_notify() {
    let Some(url) = pg_url() else {
        return;
    };
    let a = spawn_on(&url, Config::default()).await;
    let b = spawn_on(&url, Config::default()).await;
    follows(&a, &b).await;
}

#[tokio::test]
async fn a_table_cards_qr_code_is_svg_and_bad_text_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (status, html) = page(&server, "/club/x/cards", None).await;
    assert_eq!(status, 200);
    assert!(html.contains("data-page=\"cards\""));

    // 100 bytes: more than version 5-M holds (84 bytes), within 6-M (106),
    // so 41 x 41 modules (4 x 6 + 17), 49 with the 4-module quiet zone on
    // each side; at least 160 px wide: 4 px a module, 196 px.
    let text = format!(
        "http://127.0.0.1:8080/club/s/table#table=1&token={}",
        "a".repeat(51)
    );
    assert_eq!(text.len(), 100);
    let r = reqwest::Client::new()
        .post(format!("{}/web/qr", server.base))
        .json(&json!({ "text": text }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "image/svg+xml");
    let svg = r.text().await.unwrap();
    assert!(
        svg.contains("<svg") && svg.contains("width=\"196\""),
        "{svg}"
    );
    assert!(!svg.contains("<script") && !svg.contains("href"), "{svg}");

    for (body, status, code) in [
        (json!({"text": " "}).to_string(), 422, "qr_empty"),
        (
            json!({"text": "x".repeat(513)}).to_string(),
            413,
            "qr_too_long",
        ),
        ("{\"text\": 1}".to_owned(), 400, "bad_request"),
        ("not json".to_owned(), 400, "bad_request"),
    ] {
        let (s, v) = call_raw(&server, "POST", "/web/qr", None, Some(body)).await;
        assert_eq!((s, v["error"].as_str()), (status, Some(code)), "{v}");
        assert!(v["localized"]["zh-TW"]
            .as_str()
            .is_some_and(|t| !t.is_empty()));
    }
    let (_, v) = call_raw(
        &server,
        "POST",
        "/web/qr",
        None,
        Some(json!({"text": "x".repeat(513)}).to_string()),
    )
    .await;
    assert_eq!(
        v["localized"]["en"],
        "The text is 513 bytes long; a QR code here holds at most 512."
    );
}

#[tokio::test]
async fn the_events_socket_follows_the_team_session_a_round_is_taken_from() {
    // A round taken from a stored team session (docs/server.md): the link
    // wakes the event's socket, and so does each result of the session.
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (status, s) = call(
        &server,
        "POST",
        "/api/sessions",
        None,
        Some(json!({"name": "Club teams", "kind": "teams",
            "movement": {"kind": "round-robin", "tables": 2, "boards_per_round": 3}})),
    )
    .await;
    assert_eq!(status, 200, "{s}");
    let (status, ev) = call(
        &server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Winter teams", "boards_per_match": 3,
            "contestants": [{"id": 101, "name": "Lions"}, {"id": 102, "name": "Tigers"}]})),
    )
    .await;
    assert_eq!(status, 200, "{ev}");
    let id = ev["id"].as_str().unwrap();
    let mut sock = ws(&server, id).await;
    assert_eq!(next_json(&mut sock).await["rounds"], 0);

    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/events/{id}/rounds/1/session"),
        ev["director"].as_str(),
        Some(json!({"session": s["id"], "teams": {"1": 101, "2": 102}})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let linked = next_json(&mut sock).await;
    assert_eq!(linked["rounds"], 1, "{linked}");

    // A result at table 1 of the session's first round.
    let st = call(
        &server,
        "GET",
        &format!("/api/sessions/{}", s["id"].as_str().unwrap()),
        None,
        None,
    )
    .await
    .1;
    let board = st["schedule"]["rounds"][0]["tables"][0]["boards"][0]["board"].clone();
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/results", s["id"].as_str().unwrap()),
        s["tables"]["1"].as_str(),
        Some(
            json!({"round": 1, "board": board, "contract": "4S", "declarer": "N",
            "tricks": 10}),
        ),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let after = next_json(&mut sock).await;
    assert_eq!(after["type"], "event", "{after}");
    // One room's result leaves the match pending (the board is not yet in
    // both rooms), but the page is told and reads the event again.
    assert_eq!(
        after["event"]["sessions"][0]["pending"],
        json!([[102, 101]])
    );
}
