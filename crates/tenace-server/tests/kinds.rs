//! Stored individual and team sessions, and an event round taken from a
//! stored team session (docs/server.md, "Sessions and results", "Events
//! and Swiss standings"). On SQLite, and on PostgreSQL when
//! TENACE_TEST_PG_URL is set.
//!
//! Every expected figure is worked by hand in the comments: scores by Law
//! 77 with the board's Law 2 vulnerability, IMPs by the Law 78B table,
//! matchpoints on the 2/1/0 scale of Law 78A, VPs by the WBF continuous
//! scale of events.md §6.3.

mod common;

use common::kinds::{call, new_session, session_state, StoredSession};
use common::{db_in, spawn_on, Server};
use serde_json::{json, Value};
use tenace_server::Config;

fn pg_url() -> Option<String> {
    std::env::var("TENACE_TEST_PG_URL")
        .ok()
        .filter(|u| !u.is_empty())
}

/// Enters a result on a table's device (N-S enters it).
async fn enter(server: &Server, s: &StoredSession, table: u16, body: Value) -> i64 {
    let (status, v) = call(
        server,
        "POST",
        &format!("/api/sessions/{}/results", s.id),
        Some(s.table(table)),
        Some(body),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    v["seq"].as_i64().unwrap()
}

/// The seats of (round, table) on the schedule: N, E, S, W.
fn seats(st: &Value, round: usize, table: usize) -> Vec<u64> {
    st["schedule"]["rounds"][round - 1]["tables"][table - 1]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

/// Each ranked contestant: (position, matchpoints or VPs, percent, place).
fn ranked(st: &Value) -> Vec<(u64, f64, f64, u64)> {
    let mut v: Vec<_> = st["rankings"][0]["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["position"].as_u64().unwrap(),
                p["vps"]
                    .as_f64()
                    .unwrap_or(p["matchpoints"].as_f64().unwrap()),
                p["percent"].as_f64().unwrap(),
                p["place"].as_u64().unwrap(),
            )
        })
        .collect();
    v.sort_by_key(|p| p.0);
    v
}

/// No stored session has this name (a refused request stored nothing).
async fn none_named(server: &Server, name: &str) {
    let list = server.app.store().session_list().await.unwrap();
    assert!(list.iter().all(|(_, n)| n != name), "{name} was stored");
}

/// An 8-player individual on two tables (events.md §3.10: player 8 stays
/// North at table 1, the others move up one each round; both tables play
/// the round's board), two rounds of one board.
///
/// Round 1, board 1 (nobody vulnerable): table 1 N 8, E 6, S 1, W 2: 4S by
/// North, ten tricks, +420; table 2 N 5, E 3, S 7, W 4: eleven tricks,
/// +450. Top 2: players 5 and 7 get 2, 3 and 4 none; 8 and 1 none, 6 and 2
/// get 2.
/// Round 2, board 2 (N-S vulnerable): table 1 N 8, E 7, S 2, W 3: 3NT by
/// East, nine tricks, E-W +400; table 2 N 6, E 4, S 1, W 5: 3NT by East
/// down one not vulnerable, N-S +50. Table 2's N-S (6, 1) and table 1's
/// E-W (7, 3) get 2.
/// Totals of 4: players 6 and 7 4 (100%), 1, 2, 3 and 5 2 (50%), 4 and 8
/// none.
async fn an_individual_session(db: &str) {
    let server = spawn_on(db, Config::default()).await;
    // Refused, nothing stored: an unknown kind, a movement of another
    // kind, a scoring method for teams.
    let refused = "refused individual";
    for (body, status, code) in [
        (
            json!({"name": refused, "kind": "quads",
                "movement": {"kind": "individual", "tables": 2}}),
            422,
            "unknown_kind",
        ),
        (
            json!({"name": refused, "kind": "individual",
                "movement": {"kind": "mitchell", "tables": 3}}),
            422,
            "movement_kind_mismatch",
        ),
        (
            json!({"name": refused, "movement": {"kind": "individual", "tables": 2}}),
            422,
            "movement_kind_mismatch",
        ),
        (
            json!({"name": refused, "kind": "teams", "scoring": "cross_imps",
                "movement": {"kind": "round-robin", "tables": 2}}),
            422,
            "scoring_for_teams",
        ),
        (
            json!({"name": refused, "kind": "individual", "session": {
                "movement": {"kind": "individual", "tables": 2},
                "contestants": [{"position": 9, "names": ["Nobody"]}]}}),
            422,
            "no_such_player",
        ),
    ] {
        let (got, v) = call(&server, "POST", "/api/sessions", None, Some(body)).await;
        assert_eq!((got, v["error"].as_str()), (status, Some(code)), "{v}");
        assert!(!v["localized"]["zh-TW"].as_str().unwrap().is_empty());
    }
    let (_, v) = call(
        &server,
        "POST",
        "/api/sessions",
        None,
        Some(json!({"kind": "individual", "movement": {"kind": "mitchell", "tables": 3}})),
    )
    .await;
    assert!(
        v["localized"]["zh-TW"].as_str().unwrap().contains("個人賽"),
        "{v}"
    );
    none_named(&server, refused).await;

    let s = new_session(
        &server,
        json!({"name": "Monday individual", "kind": "individual",
            "movement": {"kind": "individual", "tables": 2, "boards_per_round": 1, "rounds": 2}}),
    )
    .await;
    let st = session_state(&server, &s.id).await;
    assert_eq!(st["kind"], "individual");
    assert_eq!(seats(&st, 1, 1), [8, 6, 1, 2]);
    assert_eq!(seats(&st, 1, 2), [5, 3, 7, 4]);
    assert_eq!(seats(&st, 2, 1), [8, 7, 2, 3]);
    assert_eq!(seats(&st, 2, 2), [6, 4, 1, 5]);

    // A board not in the schedule: refused, nothing stored.
    for board in [2, 9] {
        let (status, v) = call(
            &server,
            "POST",
            &format!("/api/sessions/{}/results", s.id),
            Some(s.table(1)),
            Some(json!({"round": 1, "board": board, "contract": "4S", "declarer": "N", "tricks": 10})),
        )
        .await;
        assert_eq!(
            (status, v["error"].as_str()),
            (422, Some("board_not_at_table")),
            "{v}"
        );
    }
    let st = session_state(&server, &s.id).await;
    assert_eq!(st["seq"], 0);

    let r = |round: u16, board: u16, contract: &str, declarer: &str, tricks: u8| {
        json!({"round": round, "board": board, "contract": contract,
            "declarer": declarer, "tricks": tricks})
    };
    enter(&server, &s, 1, r(1, 1, "4S", "N", 10)).await;
    enter(&server, &s, 2, r(1, 1, "4S", "N", 11)).await;
    enter(&server, &s, 1, r(2, 2, "3NT", "E", 9)).await;
    enter(&server, &s, 2, r(2, 2, "3NT", "E", 8)).await;
    let st = session_state(&server, &s.id).await;
    assert_eq!(st["complete"], true, "{st}");
    assert_eq!(
        ranked(&st),
        vec![
            (1, 2.0, 50.0, 3),
            (2, 2.0, 50.0, 3),
            (3, 2.0, 50.0, 3),
            (4, 0.0, 0.0, 7),
            (5, 2.0, 50.0, 3),
            (6, 4.0, 100.0, 1),
            (7, 4.0, 100.0, 1),
            (8, 0.0, 0.0, 7),
        ]
    );

    // Names: a player's; a pair or a team is not one here.
    let names = format!("/api/sessions/{}/names", s.id);
    let (status, v) = call(
        &server,
        "POST",
        &names,
        Some(&s.director),
        Some(json!({"player": 6, "names": ["Ada Lovelace"]})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    for (body, code) in [
        (json!({"pair": 6, "names": ["Ada"]}), "wrong_contestant"),
        (json!({"team": 6, "names": ["Ada"]}), "wrong_contestant"),
        (json!({"player": 9, "names": ["Ada"]}), "no_such_player"),
        (json!({"player": 6, "names": ["Ada", "Bea"]}), "bad_names"),
    ] {
        let (status, v) = call(&server, "POST", &names, Some(&s.director), Some(body)).await;
        assert_eq!((status, v["error"].as_str()), (422, Some(code)), "{v}");
    }
    let st = session_state(&server, &s.id).await;
    let six = st["rankings"][0]["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == 6)
        .unwrap()
        .clone();
    assert_eq!(six["name"], "Ada Lovelace");

    // The exports say it is an individual.
    let (status, v) = call(
        &server,
        "GET",
        &format!("/api/sessions/{}/export.pbn", s.id),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert!(v["raw"].as_str().unwrap().contains("PlayerId_North"));
    let (_, v) = call(
        &server,
        "GET",
        &format!("/api/sessions/{}/export.usebio", s.id),
        None,
        None,
    )
    .await;
    assert!(v["raw"]
        .as_str()
        .unwrap()
        .contains("EVENT_TYPE=\"INDIVIDUAL\""));
}

#[tokio::test]
async fn an_individual_session_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    an_individual_session(&db_in(&dir)).await;
}

#[tokio::test]
async fn an_individual_session_on_postgres() {
    let Some(url) = pg_url() else {
        eprintln!("TENACE_TEST_PG_URL is not set: skipped");
        return;
    };
    an_individual_session(&url).await;
}

/// A match of two teams on two tables (a round robin of two teams, events.md
/// §4.2: team 2 is home, N-S at table 1; team 1 N-S at table 2), boards 1
/// to 3, and an event whose round 1 is taken from it.
///
/// Board 1 (nobody vulnerable): table 1 4S by North (team 2) ten tricks,
/// +420; table 2 4S by North (team 1) nine tricks, -50 to team 1, so +50
/// to team 2. Team 2 +470: 10 IMPs.
/// Board 2 (N-S vulnerable): table 1 3NT by East (team 1) nine tricks, +400
/// to team 1; table 2 3NT by North (team 1) down one vulnerable, -100. Team
/// 1 +300: 7 IMPs.
/// Board 3 (E-W vulnerable): 2H by South with eight tricks in both rooms,
/// +110 each way: no IMPs.
/// Team 2 wins by 3 IMPs in a 3-board match: B = 15·√3 = 25.98, VPw = 10 +
/// 10·(1 − τ^(9/25.98))/(1 − τ³) = 10 + 10·(1 − 0.84646)/0.76393 = 12.01:
/// 12.01 – 7.99.
/// The Director then corrects table 2's board 3 to nine tricks: +140 to
/// team 1, which gains 30 on the board, 1 IMP. Team 2 wins by 10 − 8 = 2:
/// VPw = 10 + 10·(1 − τ^(6/25.98))/0.76393 = 10 + 10·0.10519/0.76393 =
/// 11.38: 11.38 – 8.62.
async fn a_team_session_and_its_event_round(db: &str) {
    let server = spawn_on(db, Config::default()).await;
    let s = new_session(
        &server,
        json!({"name": "Club teams", "kind": "teams",
            "movement": {"kind": "round-robin", "tables": 2, "boards_per_round": 3}}),
    )
    .await;
    let st = session_state(&server, &s.id).await;
    assert_eq!(st["kind"], "teams");
    let tables = &st["schedule"]["rounds"][0]["tables"];
    assert_eq!(
        (tables[0]["ns"].as_u64(), tables[0]["ew"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(
        (tables[1]["ns"].as_u64(), tables[1]["ew"].as_u64()),
        (Some(1), Some(2))
    );

    // The event: two contestants, 3-board matches.
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
    let event = ev["id"].as_str().unwrap().to_owned();
    let director = ev["director"].as_str().unwrap().to_owned();
    let link = format!("/api/events/{event}/rounds/1/session");
    let post = |path: String, body: Value| {
        let server = &server;
        let director = director.clone();
        async move { call(server, "POST", &path, Some(&director), Some(body)).await }
    };

    // Refused links, nothing stored.
    let other = new_session(
        &server,
        json!({"kind": "individual",
            "movement": {"kind": "individual", "tables": 2, "boards_per_round": 1, "rounds": 1}}),
    )
    .await;
    for (body, status, code) in [
        (
            json!({"session": "nope", "teams": {"1": 101, "2": 102}}),
            404,
            "no_such_session",
        ),
        (
            json!({"session": other.id, "teams": {"1": 101, "2": 102}}),
            422,
            "not_a_team_session",
        ),
        (
            json!({"session": s.id, "teams": {"1": 101}}),
            422,
            "team_not_mapped",
        ),
        (
            json!({"session": s.id, "round": 2, "teams": {"1": 101, "2": 102}}),
            422,
            "no_such_round",
        ),
        (
            json!({"session": s.id, "teams": {"1": 101, "2": 101}}),
            400,
            "bad_request",
        ),
        (
            json!({"session": s.id, "teams": {"1": 101, "2": 103}}),
            400,
            "bad_request",
        ),
    ] {
        let (got, v) = post(link.clone(), body).await;
        assert_eq!((got, v["error"].as_str()), (status, Some(code)), "{v}");
    }
    let (status, ev16) = call(
        &server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Sixteens", "boards_per_match": 16,
            "contestants": [{"id": 1}, {"id": 2}]})),
    )
    .await;
    assert_eq!(status, 200);
    let (got, v) = call(
        &server,
        "POST",
        &format!(
            "/api/events/{}/rounds/1/session",
            ev16["id"].as_str().unwrap()
        ),
        Some(ev16["director"].as_str().unwrap()),
        Some(json!({"session": s.id, "teams": {"1": 1, "2": 2}})),
    )
    .await;
    assert_eq!(
        (got, v["error"].as_str()),
        (422, Some("boards_mismatch")),
        "{v}"
    );

    // Linked before any board is in both rooms: the match is pending.
    let (status, v) = post(
        link.clone(),
        json!({"session": s.id, "teams": {"1": 101, "2": 102}}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let (_, again) = post(
        link.clone(),
        json!({"session": s.id, "teams": {"1": 101, "2": 102}}),
    )
    .await;
    assert_eq!(again["error"], "round_taken", "{again}");
    let event_path = format!("/api/events/{event}");
    let get_event = || call(&server, "GET", &event_path, None, None);
    let (_, e) = get_event().await;
    assert_eq!(e["sessions"][0]["pending"], json!([[102, 101]]), "{e}");
    assert_eq!(e["rounds"], 1);

    let r = |board: u16, contract: &str, declarer: &str, tricks: u8| {
        json!({"round": 1, "board": board, "contract": contract,
            "declarer": declarer, "tricks": tricks})
    };
    let first = enter(&server, &s, 1, r(1, "4S", "N", 10)).await;
    enter(&server, &s, 2, r(1, "4S", "N", 9)).await;
    enter(&server, &s, 1, r(2, "3NT", "E", 9)).await;
    enter(&server, &s, 2, r(2, "3NT", "N", 8)).await;
    enter(&server, &s, 1, r(3, "2H", "S", 8)).await;
    // Table 2's board 3 is postponed (Law 8B2): its device may not enter
    // it, the Director does; the match counts two boards meanwhile (team
    // 2 10, team 1 7, as above).
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/postpone", s.id),
        Some(&s.director),
        Some(json!({"round": 1, "table": 2, "board": 3, "reason": "slow play"})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/results", s.id),
        Some(s.table(2)),
        Some(r(3, "2H", "S", 8)),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (409, Some("board_postponed")),
        "{v}"
    );
    let st = session_state(&server, &s.id).await;
    assert_eq!(st["complete"], false);
    assert_eq!(st["matches"][0]["compared"], 2);
    let mut late = r(3, "2H", "S", 8);
    late["table"] = json!(2);
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/results", s.id),
        Some(&s.director),
        Some(late),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let board3 = v["seq"].as_i64().unwrap();
    // E-W confirms table 1's board 1 (team 1 sits E-W there).
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/confirm", s.id),
        Some(s.table(1)),
        Some(json!({"seq": first, "side": "EW"})),
    )
    .await;
    assert_eq!(status, 200, "{v}");

    let st = session_state(&server, &s.id).await;
    assert_eq!(st["complete"], true);
    assert_eq!(st["matches"][0]["teams"], json!([2, 1]));
    assert_eq!(st["matches"][0]["imps"], json!([10.0, 7.0]));
    assert_eq!(st["matches"][0]["vps"], json!([12.01, 7.99]));
    assert_eq!(ranked(&st)[1].1, 12.01);
    assert_eq!(ranked(&st)[0].1, 7.99);

    let vps_of = |e: &Value, id: u64| {
        let row = e["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()
            .clone();
        (
            row["vps"].as_f64().unwrap(),
            row["imps_won"].as_f64().unwrap(),
            row["place"].as_u64().unwrap(),
        )
    };
    let (_, e) = get_event().await;
    assert_eq!(vps_of(&e, 102), (12.01, 10.0, 1), "{e}");
    assert_eq!(vps_of(&e, 101), (7.99, 7.0, 2));
    assert_eq!(e["matches"][0]["session"]["compared"], 3);
    assert_eq!(e["sessions"][0]["pending"], json!([]));

    // The session's correction shows in the event.
    let (status, v) = call(
        &server,
        "POST",
        &format!("/api/sessions/{}/corrections", s.id),
        Some(&s.director),
        Some(
            json!({"replaces": board3, "reason": "nine tricks, not eight",
            "result": {"contract": "2H", "declarer": "S", "tricks": 9}}),
        ),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let (_, e) = get_event().await;
    assert_eq!(vps_of(&e, 102), (11.38, 10.0, 1), "{e}");
    assert_eq!(vps_of(&e, 101), (8.62, 8.0, 2));

    // The linked round is not entered nor corrected by hand; round 2 is.
    let (_, v) = post(
        format!("/api/events/{event}/rounds/1"),
        json!({"matches": [{"home": 101, "away": 102, "imps": [20, 5]}]}),
    )
    .await;
    assert_eq!(v["error"], "round_from_session", "{v}");
    let (_, v) = post(
        format!("/api/events/{event}/rounds/1/corrections"),
        json!({"home": 102, "imps": [20, 5], "reason": "typo"}),
    )
    .await;
    assert_eq!(v["error"], "round_from_session", "{v}");
    let (status, v) = post(
        format!("/api/events/{event}/rounds/2"),
        json!({"matches": [{"home": 101, "away": 102, "imps": [20, 5]}]}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    let (_, e) = get_event().await;
    assert_eq!(e["rounds"], 2);

    // Names of a team; a pair is not one here.
    let names = format!("/api/sessions/{}/names", s.id);
    let (status, _) = call(
        &server,
        "POST",
        &names,
        Some(&s.director),
        Some(json!({"team": 2, "names": ["Tigers"]})),
    )
    .await;
    assert_eq!(status, 200);
    let (status, v) = call(
        &server,
        "POST",
        &names,
        Some(&s.director),
        Some(json!({"pair": 2, "names": ["Tigers"]})),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (422, Some("wrong_contestant")),
        "{v}"
    );
    let (_, v) = call(
        &server,
        "GET",
        &format!("/api/sessions/{}/export.usebio", s.id),
        None,
        None,
    )
    .await;
    let xml = v["raw"].as_str().unwrap();
    assert!(
        xml.contains("EVENT_TYPE=\"TEAMS\"") && xml.contains("Tigers"),
        "{xml}"
    );

    // The new route and the session's kind are in the OpenAPI document.
    let (_, doc) = call(&server, "GET", "/openapi.json", None, None).await;
    assert!(doc["paths"]["/api/events/{id}/rounds/{round}/session"]["post"].is_object());
    assert!(doc["components"]["schemas"]["CreateSession"]["properties"]["kind"].is_object());
    assert!(doc["components"]["schemas"]["RoundSession"].is_object());
}

#[tokio::test]
async fn a_team_session_and_its_event_round_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    a_team_session_and_its_event_round(&db_in(&dir)).await;
}

#[tokio::test]
async fn a_team_session_and_its_event_round_on_postgres() {
    let Some(url) = pg_url() else {
        eprintln!("TENACE_TEST_PG_URL is not set: skipped");
        return;
    };
    a_team_session_and_its_event_round(&url).await;
}
