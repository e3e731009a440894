//! A stored session's postponed boards (Law 8B2) and its pairs' names
//! (docs/server.md, "Sessions and results"). On SQLite, and on PostgreSQL
//! when TENACE_TEST_PG_URL is set.
//!
//! Expected figures by hand (board 1, nobody vulnerable, Law 2; Law 77):
//! 4S by North with ten tricks 420, with eleven 450, 3NT with nine 400.
//! Matchpoints on the 2/1/0 scale (Law 78A: 2 for each score beaten, 1 for
//! each tie): with two results the top is 2 (450 gets 2, 420 none); with
//! three the top is 4 (450 gets 4, 420 gets 2, 400 none).

mod common;

use common::{call, create_session, db_in, pg_url, places, session_state, spawn_on, Server};
use serde_json::{json, Value};
use tenace_server::Config;

/// Board 1's entry in the schedule at (round, table).
fn cell(st: &Value, round: u64, table: u64) -> Value {
    st["schedule"]["rounds"][(round - 1) as usize]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["table"] == table)
        .unwrap()["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["board"] == 1)
        .cloned()
        .unwrap()
}

/// Board 1's traveller: (table, N-S matchpoints, E-W matchpoints, top),
/// by table.
fn traveller(st: &Value) -> Vec<(u64, f64, f64, f64)> {
    let mut lines: Vec<_> = st["travellers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["board"] == 1)
        .flat_map(|t| t["lines"].as_array().unwrap().iter())
        .map(|l| {
            (
                l["table"].as_u64().unwrap(),
                l["ns_matchpoints"].as_f64().unwrap(),
                l["ew_matchpoints"].as_f64().unwrap(),
                l["top"].as_f64().unwrap(),
            )
        })
        .collect();
    lines.sort_by_key(|l| l.0);
    lines
}

fn pending(st: &Value) -> Vec<Value> {
    st["alerts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["kind"] == "postponed_pending")
        .cloned()
        .collect()
}

async fn a_board_is_postponed_and_played_later(server: &Server) {
    let s = create_session(server, None, "Thursday pairs").await;
    let st = session_state(server, &s).await;
    let places = places(&st, 1);
    assert_eq!(places.len(), 3, "board 1 is played at every table");
    let [(ra, ta, ..), (rb, tb, ..), (rc, tc, ..)] = [places[0], places[1], places[2]];
    let results = format!("/api/sessions/{}/results", s.id);
    let postpone = format!("/api/sessions/{}/postpone", s.id);
    let table = |t: u64| s.tables[&t.to_string()].as_str();

    // Two tables play board 1; the Director postpones it at the third.
    for (r, t, tricks) in [(ra, ta, 10), (rb, tb, 11)] {
        let (status, v) = call(
            server,
            "POST",
            &results,
            Some(table(t)),
            Some(
                json!({"round": r, "board": 1, "contract": "4S", "declarer": "N",
                        "tricks": tricks}),
            ),
        )
        .await;
        assert_eq!(status, 200, "{v}");
    }
    let body = json!({"round": rc, "table": tc, "board": 1, "reason": "slow play"});
    let (status, v) = call(
        server,
        "POST",
        &postpone,
        Some(table(tc)),
        Some(body.clone()),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("director_only")));
    let (status, v) = call(
        server,
        "POST",
        &postpone,
        Some(&s.director),
        Some(body.clone()),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let postponed_seq = v["seq"].as_i64().unwrap();

    // Refusals change nothing.
    let (status, v) = call(server, "POST", &postpone, Some(&s.director), Some(body)).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (409, Some("already_postponed"))
    );
    let (status, v) = call(
        server,
        "POST",
        &postpone,
        Some(&s.director),
        Some(json!({"round": ra, "table": ta, "board": 1})),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (409, Some("already_entered"))
    );
    let (status, v) = call(
        server,
        "POST",
        &postpone,
        Some(&s.director),
        Some(json!({"round": 9, "table": ta, "board": 1})),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (422, Some("no_such_round")));
    // The table's device cannot enter the postponed board.
    let (status, v) = call(
        server,
        "POST",
        &results,
        Some(table(tc)),
        Some(json!({"round": rc, "board": 1, "contract": "3NT", "declarer": "N", "tricks": 9})),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (409, Some("board_postponed"))
    );
    let zh = v["localized"]["zh-TW"].as_str().unwrap();
    assert!(zh.contains("延後") && zh.contains("裁判"), "{zh}");

    // Until it is played the board is not yet played, not a missing score:
    // two results on the traveller (top 2), the board marked postponed, a
    // pending alert and a provisional ranking.
    let st = session_state(server, &s).await;
    assert_eq!(
        traveller(&st),
        vec![(ta, 0.0, 2.0, 2.0), (tb, 2.0, 0.0, 2.0)],
        "{}",
        st["travellers"]
    );
    assert_eq!(cell(&st, rc, tc)["postponed"], true);
    assert_eq!(cell(&st, rc, tc)["result"], Value::Null);
    assert_eq!(cell(&st, ra, ta)["postponed"], false);
    assert_eq!(
        pending(&st),
        vec![json!({"kind": "postponed_pending", "round": rc, "table": tc, "board": 1})]
    );
    assert_eq!(st["complete"], false);

    // Played later: the Director enters its result.
    let (status, v) = call(
        server,
        "POST",
        &results,
        Some(&s.director),
        Some(
            json!({"round": rc, "table": tc, "board": 1, "contract": "3NT",
                    "declarer": "N", "tricks": 9}),
        ),
    )
    .await;
    assert_eq!((status, v["ns_score"].as_i64()), (200, Some(400)), "{v}");
    let st = session_state(server, &s).await;
    assert_eq!(
        traveller(&st),
        vec![
            (ta, 2.0, 2.0, 4.0),
            (tb, 4.0, 0.0, 4.0),
            (tc, 0.0, 4.0, 4.0)
        ]
    );
    assert!(pending(&st).is_empty(), "{}", st["alerts"]);
    assert_eq!(cell(&st, rc, tc)["postponed"], true);
    assert_eq!(cell(&st, rc, tc)["result"]["confirmed"], true);

    // The audit trail keeps the postponement as a row of its own.
    let (status, v) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/audit", s.id),
        Some(&s.director),
        None,
    )
    .await;
    assert_eq!(status, 200);
    let kinds: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["entered", "entered", "postponed", "entered"]);
    assert_eq!(v[2]["seq"], postponed_seq);
    assert_eq!(v[2]["reason"], "slow play");
}

async fn pairs_are_named(server: &Server) {
    let s = create_session(server, None, "Thursday pairs").await;
    let st = session_state(server, &s).await;
    let (ra, ta, ns, _) = places(&st, 1)[0];
    let names = format!("/api/sessions/{}/names", s.id);
    // A result, so that the pair is ranked.
    let (status, _) = call(
        server,
        "POST",
        &format!("/api/sessions/{}/results", s.id),
        Some(&s.director),
        Some(
            json!({"round": ra, "table": ta, "board": 1, "contract": "4S", "declarer": "N",
                    "tricks": 10}),
        ),
    )
    .await;
    assert_eq!(status, 200);
    let name_of = |st: &Value| {
        st["rankings"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["pairs"].as_array().unwrap().iter())
            .find(|p| p["position"] == ns)
            .map(|p| p["name"].clone())
            .unwrap()
    };
    let table = s.tables["1"].as_str();
    let (status, v) = call(
        server,
        "POST",
        &names,
        Some(table),
        Some(json!({"pair": ns, "names": ["A"]})),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("director_only")));
    for (body, code) in [
        (json!({"pair": 99, "names": ["A"]}), "no_such_pair"),
        (json!({"pair": ns, "names": []}), "bad_names"),
        (json!({"pair": ns, "names": ["  "]}), "bad_names"),
        (json!({"pair": ns, "names": ["x".repeat(61)]}), "bad_names"),
    ] {
        let (status, v) = call(server, "POST", &names, Some(&s.director), Some(body)).await;
        assert_eq!((status, v["error"].as_str()), (422, Some(code)), "{v}");
        assert!(v["localized"]["zh-TW"].as_str().is_some());
    }
    assert_eq!(
        name_of(&session_state(server, &s).await),
        "",
        "no names yet"
    );

    let (status, v) = call(
        server,
        "POST",
        &names,
        Some(&s.director),
        Some(json!({"pair": ns, "names": ["Ann Lee", "Bo Chen"]})),
    )
    .await;
    assert_eq!((status, v["seq"].as_i64()), (200, Some(1)), "{v}");
    assert_eq!(
        name_of(&session_state(server, &s).await),
        "Ann Lee – Bo Chen"
    );
    // A later naming wins; the first stays stored.
    let (status, v) = call(
        server,
        "POST",
        &names,
        Some(&s.director),
        Some(json!({"pair": ns, "names": ["Ann Lee", "<b>林</b>"]})),
    )
    .await;
    assert_eq!((status, v["seq"].as_i64()), (200, Some(2)), "{v}");
    assert_eq!(
        name_of(&session_state(server, &s).await),
        "Ann Lee – <b>林</b>"
    );
    let pbn = reqwest::get(format!("{}/api/sessions/{}/export.pbn", server.base, s.id))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(pbn.contains("Ann Lee - <b>林</b>"), "{pbn}");
}

#[tokio::test]
async fn a_postponed_board_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    a_board_is_postponed_and_played_later(&server).await;
}

#[tokio::test]
async fn a_postponed_board_on_postgres() {
    let Some(url) = pg_url() else {
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    a_board_is_postponed_and_played_later(&server).await;
}

#[tokio::test]
async fn pairs_are_named_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    pairs_are_named(&server).await;
}

#[tokio::test]
async fn pairs_are_named_on_postgres() {
    let Some(url) = pg_url() else {
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    pairs_are_named(&server).await;
}

#[tokio::test]
async fn names_are_read_back_before_any_result() {
    // GET /api/sessions/{id}/names (the Director's page lists them): a pair
    // named before it has played a board is listed; the latest naming wins.
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let s = create_session(&server, None, "Thursday pairs").await;
    let path = format!("/api/sessions/{}/names", s.id);
    let (status, v) = call(&server, "GET", &path, None, None).await;
    assert_eq!((status, v), (200, json!({"names": {}})));
    for names in [json!(["Ann Lee"]), json!(["Ann Lee", "Bo Chen"])] {
        let (status, v) = call(
            &server,
            "POST",
            &path,
            Some(&s.director),
            Some(json!({"pair": 2, "names": names})),
        )
        .await;
        assert_eq!(status, 200, "{v}");
    }
    let (status, v) = call(&server, "GET", &path, None, None).await;
    assert_eq!(
        (status, v),
        (200, json!({"names": {"2": ["Ann Lee", "Bo Chen"]}}))
    );
    let (status, v) = call(&server, "GET", "/api/sessions/none/names", None, None).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (404, Some("no_such_session"))
    );
}
