//! Club sessions played face to face (docs/server.md, "Sessions and
//! results"): a session made from a Mitchell movement, results entered on
//! the table devices and confirmed by the opponents, the Director's
//! correction, the audit trail, the live ranking, and refusals that change
//! nothing. On SQLite, and on PostgreSQL when TENACE_TEST_PG_URL is set.
//!
//! Expected scores and matchpoints are worked by hand:
//! - board 1 (Law 2: nobody vulnerable): 4S made exactly by North scores
//!   4 x 30 = 120 trick points + 300 for a game not vulnerable = 420
//!   (Law 77); 4S with an overtrick 450; 3NT made exactly 40 + 2 x 30 +
//!   300 = 400, with an overtrick 430;
//! - matchpoints on the 2/1/0 scale (Law 78A: 2 for each score beaten, 1
//!   for each tie): with three results on a board the top is 4; 450 gets
//!   4, 420 gets 2, 400 gets 0, and each E-W pair the rest of the top.

mod common;

use common::{
    call_raw as call, create_session, db_in, next_json, pg_url, places, session_state, spawn_on,
    Server, Session,
};
use serde_json::{json, Value};
use tenace_server::Config;

async fn audit_len(server: &Server, s: &Session) -> usize {
    let (status, v) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/audit", s.id),
        Some(&s.director),
        None,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    v.as_array().unwrap().len()
}

async fn enter(server: &Server, s: &Session, token: &str, body: Value) -> (u16, Value) {
    call(
        server,
        "POST",
        &format!("/api/sessions/{}/results", s.id),
        Some(token),
        Some(body.to_string()),
    )
    .await
}

/// The traveller line of (board, table) and a pair's percentage.
fn line(state: &Value, board: u64, table: u64) -> Value {
    state["travellers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["board"] == board)
        .flat_map(|t| t["lines"].as_array().unwrap().iter())
        .find(|l| l["table"] == table)
        .cloned()
        .unwrap_or(Value::Null)
}

async fn the_evening(server: &Server) {
    let s = create_session(server, None, "Tuesday pairs").await;
    assert_eq!(s.tables.len(), 3);
    let st = session_state(server, &s).await;
    let board1 = places(&st, 1);
    assert_eq!(
        board1.len(),
        3,
        "a 3-table Mitchell plays board 1 three times"
    );
    let (ra, ta, _, _) = board1[0];
    let (rb, tb, _, _) = board1[1];
    let (rc, tc, _, _) = board1[2];

    // The ranking channel: the current ranking at once, then one per row.
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/sessions/{}/ws", server.addr, s.id))
            .await
            .unwrap();
    let first = next_json(&mut ws).await;
    assert_eq!(first["type"], "ranking");
    assert_eq!(first["seq"], 0);

    // Table A: 4S by North, ten tricks, lead the king of hearts: +420.
    let (status, v) = enter(
        server,
        &s,
        s.table(ta),
        json!({"round": ra, "board": 1, "contract": "4S", "declarer": "N",
               "tricks": 10, "lead": "HK"}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["ns_score"], 420);
    let a_seq = v["seq"].as_i64().unwrap();
    let pushed = next_json(&mut ws).await;
    assert_eq!(
        pushed["seq"], a_seq,
        "the ranking is pushed as the row arrives"
    );
    assert_eq!(line(&pushed["ranking"], 1, ta)["ns_score"], 420);
    assert_eq!(line(&pushed["ranking"], 1, ta)["confirmed"], false);

    // The side that entered cannot confirm; E-W can.
    let confirm = |seq: i64, side: &str, token: &str| {
        let body = json!({"seq": seq, "side": side}).to_string();
        let path = format!("/api/sessions/{}/confirm", s.id);
        let token = token.to_owned();
        async move { call(server, "POST", &path, Some(&token), Some(body)).await }
    };
    let (status, v) = confirm(a_seq, "NS", s.table(ta)).await;
    assert_eq!((status, v["error"].as_str()), (409, Some("same_side")));
    // Another table's device cannot confirm it.
    let (status, v) = confirm(a_seq, "EW", s.table(tb)).await;
    assert_eq!((status, v["error"].as_str()), (403, Some("other_table")));
    let (status, v) = confirm(a_seq, "EW", s.table(ta)).await;
    assert_eq!(status, 200, "{v}");
    let _ = next_json(&mut ws).await;
    // Once confirmed, the table cannot enter it again.
    let (status, v) = enter(
        server,
        &s,
        s.table(ta),
        json!({"round": ra, "board": 1, "contract": "4S", "declarer": "N", "tricks": 9}),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (409, Some("already_confirmed"))
    );

    // Table B: 4S by North, eleven tricks: +450. Table C: 3NT by North,
    // nine tricks: +400.
    let (status, v) = enter(
        server,
        &s,
        s.table(tb),
        json!({"round": rb, "board": 1, "contract": "4S", "declarer": "N", "tricks": 11}),
    )
    .await;
    assert_eq!((status, v["ns_score"].as_i64()), (200, Some(450)), "{v}");
    let (status, v) = enter(
        server,
        &s,
        s.table(tc),
        json!({"round": rc, "board": 1, "contract": "3NT", "declarer": "N", "tricks": 9,
               "side": "EW"}),
    )
    .await;
    assert_eq!((status, v["ns_score"].as_i64()), (200, Some(400)), "{v}");
    let c_seq = v["seq"].as_i64().unwrap();
    let (status, _) = confirm(c_seq, "NS", s.table(tc)).await;
    assert_eq!(status, 200);

    let st = session_state(server, &s).await;
    let mp = |st: &Value, t: u64| {
        let l = line(st, 1, t);
        (
            l["ns_matchpoints"].as_f64().unwrap(),
            l["ew_matchpoints"].as_f64().unwrap(),
        )
    };
    assert_eq!(mp(&st, tb), (4.0, 0.0), "450 beats both");
    assert_eq!(mp(&st, ta), (2.0, 2.0), "420 beats 400");
    assert_eq!(mp(&st, tc), (0.0, 4.0), "400 beats neither");
    assert_eq!(st["complete"], false, "the other boards are still to come");

    // The Director corrects table C: ten tricks, not nine (+430).
    let (status, v) = call(
        server,
        "POST",
        &format!("/api/sessions/{}/corrections", s.id),
        Some(&s.director),
        Some(
            json!({"replaces": c_seq, "reason": "trick count disputed, agreed ten",
                   "result": {"contract": "3NT", "declarer": "N", "tricks": 10}})
            .to_string(),
        ),
    )
    .await;
    assert_eq!((status, v["ns_score"].as_i64()), (200, Some(430)), "{v}");
    let corrected = v["seq"].as_i64().unwrap();
    let st = session_state(server, &s).await;
    assert_eq!(line(&st, 1, tc)["ns_score"], 430);
    assert_eq!(mp(&st, tb), (4.0, 0.0));
    assert_eq!(mp(&st, tc), (2.0, 2.0), "430 now beats 420");
    assert_eq!(mp(&st, ta), (0.0, 4.0));
    // The audit trail keeps both rows.
    let (_, audit) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/audit", s.id),
        Some(&s.director),
        None,
    )
    .await;
    let rows = audit.as_array().unwrap();
    let old = rows.iter().find(|r| r["seq"] == c_seq).unwrap();
    assert_eq!(
        (old["kind"].as_str(), old["tricks"].as_i64()),
        (Some("entered"), Some(9))
    );
    let new = rows.iter().find(|r| r["seq"] == corrected).unwrap();
    assert_eq!(new["kind"], "corrected");
    assert_eq!(new["refers_to"], c_seq);
    assert_eq!(new["by"], "director");
    assert_eq!(new["reason"], "trick count disputed, agreed ten");
    // A table's token does not read the audit trail.
    let (status, _) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/audit", s.id),
        Some(s.table(ta)),
        None,
    )
    .await;
    assert_eq!(status, 403);

    // The ranking: the N-S pair of table B has 4 of 4 on its one board.
    let pair = st["rankings"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["pairs"].as_array().unwrap().iter())
        .find(|p| p["position"] == board1[1].2)
        .cloned()
        .unwrap();
    assert_eq!(pair["percent"].as_f64(), Some(100.0), "{pair}");
    assert_eq!(pair["place"], 1);

    // The traveller of board 1.
    let (status, trav) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/boards/1", s.id),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(trav["travellers"][0]["lines"].as_array().unwrap().len(), 3);
    let (status, v) = call(
        server,
        "GET",
        &format!("/api/sessions/{}/boards/x1", s.id),
        None,
        None,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (400, Some("bad_request")));
    let (status, v) = call(server, "GET", "/api/sessions/nope", None, None).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (404, Some("no_such_session"))
    );

    refusals(server, &s, &st).await;
}

/// Each refusal is typed, localized, and leaves the log as it was.
async fn refusals(server: &Server, s: &Session, st: &Value) {
    let before = audit_len(server, s).await;
    let board1 = places(st, 1);
    let (ra, ta, _, _) = board1[0];
    // Board 2 is not played at table A in the round it plays board 1.
    let (status, v) = enter(
        server,
        s,
        s.table(ta),
        json!({"round": ra, "board": 2, "contract": "4S", "declarer": "N", "tricks": 10}),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (422, Some("board_not_at_table")),
        "{v}"
    );
    assert!(v["localized"]["en"].as_str().unwrap().contains("Board 2"));
    assert!(v["localized"]["zh-TW"]
        .as_str()
        .unwrap()
        .contains("第 2 副"));
    // A table's device enters for its own table only.
    let other = board1[1].1;
    let (status, v) = enter(
        server,
        s,
        s.table(ta),
        json!({"round": board1[1].0, "table": other, "board": 1, "contract": "PASS"}),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("other_table")));
    // A wrong token, no token, another session's token.
    let (status, _) = enter(server, s, "not-a-token", json!({"round": ra, "board": 1})).await;
    assert_eq!(status, 401);
    let other_session = create_session(server, None, "Tuesday pairs").await;
    let (status, v) = enter(
        server,
        s,
        other_session.table(1),
        json!({"round": ra, "board": 1, "contract": "PASS"}),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("wrong_session")));
    // Hostile bodies.
    let path = format!("/api/sessions/{}/results", s.id);
    for (body, code) in [
        ("not json".to_owned(), "bad_json"),
        ("[]".to_owned(), "bad_request"),
        (json!({"round": ra, "board": 1, "evil": true}).to_string(), "bad_request"),
        (json!({"round": -1, "board": 1}).to_string(), "bad_request"),
        (json!({"round": 99, "board": 1, "contract": "PASS"}).to_string(), "no_such_round"),
        (json!({"round": ra, "board": 1, "contract": "9Z", "declarer": "N", "tricks": 3}).to_string(), "bad_contract"),
        (json!({"round": ra, "board": 1, "contract": "4S", "declarer": "Q", "tricks": 3}).to_string(), "bad_declarer"),
        (json!({"round": ra, "board": 1, "contract": "4S", "declarer": "N", "tricks": 99}).to_string(), "bad_tricks"),
        (json!({"round": ra, "board": 1, "contract": "4S", "declarer": "N", "tricks": 9, "lead": "ZZ"}).to_string(), "bad_lead"),
        (json!({"round": ra, "board": 1, "adjusted": "A+/A-"}).to_string(), "director_only"),
        (json!({"round": ra, "board": 1}).to_string(), "incomplete_result"),
        (json!({"round": ra, "board": 1, "contract": "4S", "declarer": "N", "tricks": 9, "side": "XY"}).to_string(), "bad_side"),
    ] {
        let (status, v) = call(server, "POST", &path, Some(s.table(ta)), Some(body.clone())).await;
        assert!((400..500).contains(&status), "{body}: {status} {v}");
        assert_eq!(v["error"].as_str(), Some(code), "{body}: {v}");
        assert!(v["message"].is_string());
    }
    // A correction without a reason, or of a row that is not current.
    let cpath = format!("/api/sessions/{}/corrections", s.id);
    let (status, v) = call(
        server,
        "POST",
        &cpath,
        Some(&s.director),
        Some(json!({"replaces": 1, "reason": " ", "withdraw": true}).to_string()),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (422, Some("reason_needed")));
    let (status, v) = call(
        server,
        "POST",
        &cpath,
        Some(&s.director),
        Some(json!({"replaces": 9999, "reason": "x", "withdraw": true}).to_string()),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (409, Some("not_current")));
    // A table's device cannot correct.
    let (status, _) = call(
        server,
        "POST",
        &cpath,
        Some(s.table(ta)),
        Some(json!({"replaces": 1, "reason": "x", "withdraw": true}).to_string()),
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(
        audit_len(server, s).await,
        before,
        "no refusal changed the log"
    );
    // Creating a session from a hostile movement.
    for body in [
        json!({"movement": {"kind": "mitchell", "tables": 65000}}),
        json!({"movement": {"kind": "mitchell", "tables": 63, "boards_per_round": 60000}}),
        json!({"movement": {"kind": "howell", "tables": 4, "rounds": 60000}}),
        json!({"movement": {"kind": "no-such", "tables": 3}}),
        json!({"movement": {"kind": "mitchell", "tables": 3}, "session": {}}),
        json!({"session": {"movement": {"kind": "mitchell", "tables": 3},
            "results": [{"round": 1, "table": 1, "board": 1, "contract": "PASS"}]}}),
    ] {
        let (status, v) = call(
            server,
            "POST",
            "/api/sessions",
            None,
            Some(body.to_string()),
        )
        .await;
        assert!((400..500).contains(&status), "{body}: {status} {v}");
    }
}

#[tokio::test]
async fn a_club_evening_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    the_evening(&server).await;
}

#[tokio::test]
async fn a_club_evening_on_postgres() {
    let Some(url) = pg_url() else {
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    the_evening(&server).await;
}

#[tokio::test]
async fn the_server_wide_token_guards_session_creation_and_the_routes_are_documented() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        director_token: Some("club-director".into()),
        ..Config::default()
    };
    let server = spawn_on(&db_in(&dir), config).await;
    let body = json!({"movement": {"kind": "howell", "tables": 2}}).to_string();
    let (status, _) = call(&server, "POST", "/api/sessions", None, Some(body.clone())).await;
    assert_eq!(status, 401);
    let s = create_session(&server, Some("club-director"), "Tuesday pairs").await;
    // The server-wide token directs every session.
    let (status, _) = call(
        &server,
        "GET",
        &format!("/api/sessions/{}/audit", s.id),
        Some("club-director"),
        None,
    )
    .await;
    assert_eq!(status, 200);
    let (status, list) = call(&server, "GET", "/api/sessions", Some("club-director"), None).await;
    assert_eq!(status, 200);
    assert_eq!(list[0]["id"].as_str(), Some(s.id.as_str()));
    let (status, _) = call(&server, "GET", "/api/sessions", Some(&s.director), None).await;
    assert_eq!(
        status, 401,
        "a session's own Director token does not list the others"
    );
    let (_, doc) = call(&server, "GET", "/openapi.json", None, None).await;
    for path in [
        "/api/sessions",
        "/api/sessions/{id}",
        "/api/sessions/{id}/results",
        "/api/sessions/{id}/confirm",
        "/api/sessions/{id}/corrections",
        "/api/sessions/{id}/boards/{board}",
        "/api/sessions/{id}/audit",
        "/api/sessions/{id}/ws",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} documented");
    }
    // The pages are served.
    for page in [
        "/club",
        "/club/x/table",
        "/club/x/ranking",
        "/club/x/director",
        "/club/x/cards",
        "/web/results.js",
    ] {
        let (status, _) = call(&server, "GET", page, None, None).await;
        assert_eq!(status, 200, "{page}");
    }
}

/// A cross-IMP session: board 1 (none vulnerable) +450, +420, +400. On the
/// Law 78B scale 30 points is 1 IMP, 50 points 2, 20 points 1; per
/// comparison +450 gets (1 + 2) / 2 = 1.5, +420 gets 0, +400 gets −1.5.
#[tokio::test]
async fn a_cross_imp_session_ranks_by_imps() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (status, v) = call(
        &server,
        "POST",
        "/api/sessions",
        None,
        Some(
            json!({"movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1},
                   "scoring": "cross_imps"})
            .to_string(),
        ),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let s = Session {
        id: v["id"].as_str().unwrap().to_owned(),
        director: v["director"].as_str().unwrap().to_owned(),
        tables: serde_json::from_value(v["tables"].clone()).unwrap(),
    };
    let board1 = places(&session_state(&server, &s).await, 1);
    for ((round, table, _, _), tricks, contract) in board1
        .iter()
        .zip([10, 11, 9])
        .zip(["4S", "4S", "3NT"])
        .map(|((p, t), c)| (p, t, c))
    {
        let (status, v) = enter(
            &server,
            &s,
            &s.director,
            json!({"round": round, "table": table, "board": 1, "contract": contract,
                   "declarer": "N", "tricks": tricks}),
        )
        .await;
        assert_eq!(status, 200, "{v}");
    }
    let st = session_state(&server, &s).await;
    assert_eq!(st["scoring"], "cross_imps");
    let imps = |t: u64| line(&st, 1, t)["ns_imps"].as_f64().unwrap();
    assert_eq!(
        (imps(board1[0].1), imps(board1[1].1), imps(board1[2].1)),
        (0.0, 1.5, -1.5)
    );
    let ns = &st["rankings"][0];
    assert_eq!(ns["line"], "north_south");
    assert_eq!(ns["pairs"][0]["position"], board1[1].2);
    assert_eq!(ns["pairs"][0]["imps"], 1.5);
}

/// Every message the session pages name exists in both catalogues (the
/// `/web/i18n/{lang}` tables, which the i18n tests keep in step).
#[tokio::test]
async fn every_word_of_the_session_pages_is_in_both_catalogues() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let mut catalogues = Vec::new();
    for lang in ["en", "zh-TW"] {
        let (status, v) = call(&server, "GET", &format!("/web/i18n/{lang}"), None, None).await;
        assert_eq!(status, 200);
        catalogues.push(v.as_object().unwrap().clone());
    }
    let mut used = Vec::new();
    for path in [
        "/",
        "/club",
        "/club/x/table",
        "/club/x/ranking",
        "/club/x/director",
        "/club/x/cards",
        "/web/results.js",
    ] {
        let body = reqwest::get(format!("{}{path}", server.base))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        for quote in ["\"web-", "'web-"] {
            for (i, _) in body.match_indices(quote) {
                let rest = &body[i + 1..];
                let end = rest.find(['"', '\'']).unwrap();
                used.push(rest[..end].to_owned());
            }
        }
    }
    assert!(used.len() > 60, "{} keys used", used.len());
    for cat in &catalogues {
        for key in &used {
            let known = if key.ends_with('-') {
                cat.keys().any(|k| k.starts_with(key.as_str()))
            } else {
                cat.contains_key(key)
            };
            assert!(
                known,
                "the session pages use {key}, which a catalogue lacks"
            );
        }
    }
    // Each refusal's words, in both languages.
    for code in [
        "no-such-session",
        "wrong-session",
        "bad-request",
        "bad-session",
        "too-many-tables",
        "other-table",
        "no-such-round",
        "no-such-table-in-round",
        "table-idle",
        "board-not-at-table",
        "bad-contract",
        "bad-declarer",
        "bad-tricks",
        "bad-lead",
        "bad-adjusted",
        "bad-side",
        "incomplete-result",
        "already-confirmed",
        "already-entered",
        "not-current",
        "confirmed-already",
        "same-side",
        "reason-needed",
    ] {
        for cat in &catalogues {
            assert!(
                cat.contains_key(&format!("web-results-error-{code}")),
                "{code}"
            );
        }
    }
}

/// Two nodes on one PostgreSQL database: a ranking page connected to node
/// B follows a result stored through node A (the row's commit sends
/// `NOTIFY tenace_sessions 'SESSION SEQ'`; B's LISTEN tells its sockets).
#[tokio::test]
async fn a_ranking_on_another_node_follows_through_listen_notify() {
    let Some(url) = pg_url() else {
        return;
    };
    let a = spawn_on(&url, Config::default()).await;
    let b = spawn_on(&url, Config::default()).await;
    let s = create_session(&a, None, "Tuesday pairs").await;
    let st = session_state(&b, &s).await;
    let (round, table, _, _) = places(&st, 1)[0];
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/sessions/{}/ws", b.addr, s.id))
            .await
            .unwrap();
    let first = next_json(&mut ws).await;
    assert_eq!(
        (first["type"].as_str(), first["seq"].as_i64()),
        (Some("ranking"), Some(0))
    );
    let (status, v) = enter(
        &a,
        &s,
        s.table(table),
        json!({"round": round, "board": 1, "contract": "4S", "declarer": "N", "tricks": 10}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let next = next_json(&mut ws).await;
    assert_eq!(next["type"], "ranking");
    assert_eq!(next["seq"], 1, "node B's socket saw node A's row");
    assert_eq!(line(&next["ranking"], 1, table)["ns_score"], 420);
}

/// The export routes write the stored session as PBN (ScoreTable,
/// TotalScoreTable) and USEBIO; each file read back by tenace-events ranks
/// as the server does. Board 1 of the 3-table Mitchell: +420, +450 and
/// +400 give the N-S pairs 2, 4 and 0 matchpoints on a top of 4 (2/1/0).
#[tokio::test]
async fn a_stored_session_is_exported_as_pbn_and_usebio() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (status, v) = call(
        &server,
        "POST",
        "/api/sessions",
        None,
        Some(
            json!({"name": "Export", "session": {
                "event": "Export night",
                "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1},
                "contestants": [{"position": 1, "names": ["Ann", "Bob"]}]}})
            .to_string(),
        ),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let s = Session {
        id: v["id"].as_str().unwrap().to_owned(),
        director: v["director"].as_str().unwrap().to_owned(),
        tables: serde_json::from_value(v["tables"].clone()).unwrap(),
    };
    let st = session_state(&server, &s).await;
    for ((round, table, _, _), tricks) in places(&st, 1).into_iter().zip([10, 11, 9]) {
        let contract = if tricks == 9 { "3NT" } else { "4S" };
        let (status, v) = enter(
            &server,
            &s,
            s.table(table),
            json!({"round": round, "board": 1, "contract": contract, "declarer": "N", "tricks": tricks}),
        )
        .await;
        assert_eq!(status, 200, "{v}");
    }
    let get = |path: String| {
        let url = format!("{}{path}", server.base);
        async move {
            let r = reqwest::get(url).await.unwrap();
            let ty = r.headers()["content-type"].to_str().unwrap().to_owned();
            (r.status().as_u16(), ty, r.text().await.unwrap())
        }
    };
    let (status, ty, pbn) = get(format!("/api/sessions/{}/export.pbn", s.id)).await;
    assert_eq!(status, 200);
    assert!(ty.starts_with("application/x-pbn"), "{ty}");
    assert!(
        pbn.contains("[TotalScoreTable") && pbn.contains("[ScoreTable"),
        "{pbn}"
    );
    assert!(pbn.contains("Ann - Bob"), "{pbn}");
    let back = tenace_events::import_pbn::read(&pbn).unwrap();
    let opts = tenace_score::config::ScoringOptions::default();
    let ranked = tenace_events::import_pbn::rank(&back, &opts).unwrap();
    let board1 = ranked.travellers.iter().find(|t| t.board == 1).unwrap();
    let mut mps: Vec<(Option<i32>, f64)> = board1
        .lines
        .iter()
        .map(|l| (l.ns_score, l.ns_matchpoints))
        .collect();
    mps.sort_by_key(|x| x.0);
    assert_eq!(
        mps,
        vec![(Some(400), 0.0), (Some(420), 2.0), (Some(450), 4.0)]
    );
    let (status, ty, xml) = get(format!("/api/sessions/{}/export.usebio", s.id)).await;
    assert_eq!(status, 200);
    assert!(ty.starts_with("application/xml"), "{ty}");
    let back = tenace_events::usebio_read::read(&xml).unwrap();
    assert_eq!(back.boards[&1].len(), 3);
    assert!(back.names.values().any(|n| n.contains("Ann")), "{xml}");
    let (status, _, _) = get("/api/sessions/nope/export.pbn".to_string()).await;
    assert_eq!(status, 404);
}
