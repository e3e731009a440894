//! The HTTP API: create, act, view; tokens and roles; hostile bodies.

mod common;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

fn hand(view: &Value, seat: usize) -> &Value {
    &view["view"]["hands"][seat]["cards"]
}

#[tokio::test]
async fn create_act_view_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL, "board": 1})).await;
    for role in ["N", "E", "S", "W", "director"] {
        assert_eq!(t.token(role).len(), 32, "128 bits in hex");
    }
    // Board 1: North deals (Law 2) and opens 1S.
    let (status, body) = script(&server, &t, "N", "N 1S").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seq"], 1);
    assert_eq!(body["outcomes"][0]["outcome"], "lawful");
    // East passes, as a serde event.
    let (status, body) = act(
        &server,
        &t.id,
        Some(t.token("E")),
        r#"{"type": "call", "seat": "E", "call": "Pass"}"#,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seq"], 2);

    // North sees his own hand and nobody else's.
    let (status, north) = view(&server, &t.id, Some(t.token("N"))).await;
    assert_eq!(status, 200);
    assert_eq!(north["seq"], 2);
    assert_eq!(north["view"]["schema"], "tenace.table.v2");
    assert_eq!(north["view"]["role"], "N");
    assert_eq!(hand(&north, 0), "AKQJ.T98.765.432");
    for seat in 1..4 {
        assert!(hand(&north, seat).is_null(), "North sees seat {seat}");
    }
    assert_eq!(north["view"]["auction"].as_array().unwrap().len(), 2);
    assert_eq!(north["view"]["to_act"], "S");
    // A spectator (no token) sees no hand; the Director sees all four and
    // the deal.
    let (_, spectator) = view(&server, &t.id, None).await;
    assert_eq!(spectator["view"]["role"], "spectator");
    assert!((0..4).all(|s| hand(&spectator, s).is_null()));
    let (_, director) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(hand(&director, 1), "T98.765.432.AKQJ");
    assert!(director["view"]["board"]["deal"].is_string());
    assert!(director["tempo"].is_array());
    assert!(north.get("tempo").is_none());
}

#[tokio::test]
async fn a_seat_cannot_act_for_another() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    // East's token making North's call.
    let (status, body) = script(&server, &t, "E", "N 1S").await;
    assert_eq!(status, 403);
    assert_eq!(body["error"], "not_your_action");
    // The Director's token cannot make a player's call either.
    let (status, _) = script(&server, &t, "director", "N 1S").await;
    assert_eq!(status, 403);
    // A token of another table.
    let other = create(&server, json!({"deal": DEAL})).await;
    let (status, body) = act(
        &server,
        &t.id,
        Some(other.token("N")),
        &json!({"script": "N 1S"}).to_string(),
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(body["error"], "wrong_table");
    // No token, an unknown token.
    let (status, _) = act(&server, &t.id, None, r#"{"script": "N 1S"}"#).await;
    assert_eq!(status, 401);
    let (status, _) = act(
        &server,
        &t.id,
        Some("00112233445566778899aabbccddeeff"),
        r#"{"script": "N 1S"}"#,
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(log_len(&server, &t).await, 0, "nothing was logged");
    // Declarer designates dummy's cards (Law 45B): after 1S by North, East
    // leads and South (dummy) is North's to play.
    for (role, line) in [
        ("N", "N 1S"),
        ("E", "E P"),
        ("S", "S P"),
        ("W", "W P"),
        ("E", "E CA"),
    ] {
        let (status, body) = script(&server, &t, role, line).await;
        assert_eq!(status, 200, "{line}: {body}");
    }
    let (status, _) = script(&server, &t, "S", "S C8").await;
    assert_eq!(status, 403, "dummy may not play his own card");
    let (status, body) = script(&server, &t, "N", "S C8").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(log_len(&server, &t).await, 6);
}

#[tokio::test]
async fn refused_actions_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    // North does not hold the ace of hearts: West does.
    let (status, body) = script(&server, &t, "N", "N play HA").await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"], "refused");
    assert!(body["detail"].as_str().unwrap().contains("CardNotHeld"));
    // The reason in words for each language of the pages: the English one
    // names the holder; the Chinese one is Chinese, not the English text.
    let en = body["localized"]["en"].as_str().unwrap();
    let zh = body["localized"]["zh-TW"].as_str().unwrap();
    assert!(en.contains("HA") || en.contains('♥'), "{en}");
    assert_ne!(en, zh);
    assert!(
        zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{zh}"
    );
    assert_eq!(log_len(&server, &t).await, 0);
}

#[tokio::test]
async fn hostile_bodies_get_errors_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    let n = Some(t.token("N"));
    let cases: Vec<(String, u16, &str)> = vec![
        ("{not json".into(), 400, "bad_json"),
        ("".into(), 400, "bad_json"),
        ("[1, 2, 3]".into(), 422, "bad_event"),
        (
            r#"{"type": "teleport", "seat": "N"}"#.into(),
            422,
            "bad_event",
        ),
        (
            r#"{"type": "call", "seat": "N", "call": "9Z"}"#.into(),
            422,
            "bad_event",
        ),
        (r#"{"script": 42}"#.into(), 422, "bad_event"),
        (r#"{"script": "N abracadabra"}"#.into(), 422, "bad_script"),
        (
            r#"{"script": "deal N:AKQJ.T98.765.432 - - -"}"#.into(),
            422,
            "bad_script",
        ),
        (r#"{"script": ""}"#.into(), 422, "bad_script"),
        (
            format!(r#"{{"script": "{}"}}"#, "x".repeat(100_000)),
            413,
            "bad_body",
        ),
    ];
    for (body, status, code) in cases {
        let (got, reply) = act(&server, &t.id, n, &body).await;
        let shown: String = body.chars().take(40).collect();
        assert_eq!(got, status, "{shown}: {reply}");
        assert_eq!(reply["error"], code, "{shown}");
    }
    // Creating with bad input.
    for body in [
        json!({"deal": "N:AKQ"}),
        json!({"deal": DEAL, "seed": 3}),
        json!({"board": 0}),
        json!({"mode": "chaos"}),
        json!({"rules": "chicago-ish"}),
        json!({"color": "red"}),
    ] {
        let r = reqwest::Client::new()
            .post(format!("{}/api/tables", server.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{body}");
    }
    assert_eq!(log_len(&server, &t).await, 0);
    let (status, _) = view(&server, "nonexistent", None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn health_metrics_and_openapi() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(
        &server,
        json!({"seed": 7, "board": 2, "mode": "table", "rules": "rubber"}),
    )
    .await;
    let (_, director) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(director["view"]["board"]["number"], 2);
    assert_eq!(director["view"]["config"]["mode"], "table");
    assert_eq!(director["view"]["config"]["rules"], "Rubber2014");
    let get = |path: &str| reqwest::get(format!("{}{path}", server.base));
    let r = get("/healthz").await.unwrap();
    assert_eq!(r.status(), 200);
    // East deals board 2 (Law 2).
    let (status, _) = script(&server, &t, "E", "E P").await;
    assert_eq!(status, 200);
    let metrics = get("/metrics").await.unwrap().text().await.unwrap();
    assert!(
        metrics.contains("tenace_actions_total{result=\"applied\"} 1"),
        "{metrics}"
    );
    assert!(metrics.contains("tenace_ack_seconds_count 1"));
    let doc: Value = get("/openapi.json").await.unwrap().json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in [
        "/api/tables",
        "/api/tables/{id}/actions",
        "/api/tables/{id}/view",
        "/api/director/queue",
        "/api/tables/{id}/ws",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} documented");
    }
}

#[tokio::test]
async fn tempo_flags_and_the_director_queue() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        tempo_threshold_ms: 300,
        director_token: Some("server-wide-director".into()),
        ..Config::default()
    };
    let server = spawn_on(&db_in(&dir), config.clone()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    let calm = create(&server, json!({"deal": DEAL})).await;
    assert_eq!(script(&server, &t, "N", "N 1S").await.0, 200);
    assert_eq!(script(&server, &calm, "N", "N 1S").await.0, 200);
    // East thinks for longer than the threshold, then passes: a possible
    // break in tempo (Law 16B1).
    tokio::time::sleep(std::time::Duration::from_millis(450)).await;
    assert_eq!(script(&server, &t, "E", "E P").await.0, 200);
    // West bids when it is South's turn: the auto-director table waits
    // (Law 31).
    let (status, body) = script(&server, &t, "W", "W 2H").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["outcomes"][0]["outcome"], "irregular");
    let queue = |token: &str| {
        reqwest::Client::new()
            .get(format!("{}/api/director/queue", server.base))
            .bearer_auth(token.to_owned())
            .send()
    };
    let all: Value = queue("server-wide-director")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let all = all.as_array().unwrap();
    // The calm table's first call came at once after its creation: it is
    // not in the queue.
    let ours: Vec<&Value> = all.iter().filter(|e| e["table"] == t.id.as_str()).collect();
    assert_eq!(ours.len(), 1, "{all:?}");
    let entry = ours[0];
    assert_eq!(entry["awaiting"]["law"], "31");
    assert_eq!(entry["awaiting"]["offender"], "W");
    assert!(!entry["explanation"]["options"]
        .as_array()
        .unwrap()
        .is_empty());
    let tempo = entry["tempo"].as_array().unwrap();
    assert_eq!(tempo.len(), 1, "{tempo:?}");
    assert_eq!(tempo[0]["seq"], 2);
    assert_eq!(tempo[0]["seat"], "E");
    assert_eq!(tempo[0]["law"], "16B1");
    assert!(tempo[0]["pause_ms"].as_i64().unwrap() >= 450);
    assert!(all.iter().all(|e| e["table"] != calm.id.as_str()));
    // The table's own Director sees that table only; a seat token is refused.
    let own: Value = queue(t.token("director"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(own.as_array().unwrap().len(), 1);
    assert_eq!(queue(t.token("N")).await.unwrap().status(), 403);
    // The tempo flags are in the Director's view, not in a seat's.
    let (_, director) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(director["tempo"].as_array().unwrap().len(), 1);
    let (_, west) = view(&server, &t.id, Some(t.token("W"))).await;
    assert!(west.get("tempo").is_none());
    // The times are stored with the events: a restarted server lists the
    // same flag.
    drop(server);
    let server = spawn_on(&db_in(&dir), config).await;
    let (_, again) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(again["tempo"], director["tempo"]);
}

#[tokio::test]
async fn spectators_see_the_table_with_a_delay() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        spectator_delay: 2,
        ..Config::default()
    };
    let server = spawn_on(&db_in(&dir), config).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    for (role, line) in [("N", "N 1S"), ("E", "E P"), ("S", "S 2S")] {
        assert_eq!(script(&server, &t, role, line).await.0, 200);
    }
    let (_, spectator) = view(&server, &t.id, None).await;
    assert_eq!(spectator["seq"], 1, "three events, two behind");
    assert_eq!(spectator["view"]["auction"].as_array().unwrap().len(), 1);
    let (_, north) = view(&server, &t.id, Some(t.token("N"))).await;
    assert_eq!(north["seq"], 3);
}

#[tokio::test]
async fn restart_on_the_same_database_gives_the_same_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = db_in(&dir);
    let server = spawn_on(&db, Config::default()).await;
    let t = create(&server, json!({"deal": DEAL, "mode": "table"})).await;
    let lines = [
        ("N", "N 1S"),
        ("S", "S 2S"), // out of rotation: stands in table mode
        ("E", "E attention"),
    ];
    for (role, line) in lines {
        let (status, body) = script(&server, &t, role, line).await;
        assert_eq!(status, 200, "{line}: {body}");
    }
    let (_, before) = view(&server, &t.id, Some(t.token("director"))).await;
    drop(server);
    let server = spawn_on(&db, Config::default()).await;
    let (_, after) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(before["view"], after["view"]);
    assert_eq!(after["seq"], 3);
    // The tokens still work and play goes on.
    let (status, _) = view(&server, &t.id, Some(t.token("W"))).await;
    assert_eq!(status, 200);
    assert_eq!(log_len(&server, &t).await, 3);
}
