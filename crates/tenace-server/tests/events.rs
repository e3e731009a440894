//! Events scored in VPs stored in the database: created, a round's match
//! results entered, the standings and the next Swiss draw read back; on
//! SQLite, and on PostgreSQL when TENACE_TEST_PG_URL is set.

mod common;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

fn standings(v: &Value) -> Vec<(u64, u64, bool, f64)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["id"].as_u64().unwrap(),
                s["place"].as_u64().unwrap(),
                s["tied"].as_bool().unwrap(),
                s["vps"].as_f64().unwrap(),
            )
        })
        .collect()
}

/// Four teams, 16-board matches. Round 1 by seeded halves: 1 v 3, 2 v 4.
/// 1 beats 3 by 30 − 16 = 14 IMPs: 13.75 – 6.25 on the corrected WBF scale
/// (events.md §6.3 vector); 2 and 4 draw 20 – 20: 10 – 10. Standings 1
/// (13.75), 2= and 4= (10, seeding order), 3 (6.25). Round 2 by the Swiss
/// rules: 1 takes the highest it has not met, 2; then 4 v 3.
async fn a_swiss(server: &Server) {
    let (status, ev) = call(
        server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Winter Swiss", "boards_per_match": 16,
            "contestants": [{"id": 1, "name": "Lions"}, {"id": 2, "name": "Tigers"},
                            {"id": 3, "name": "Bears"}, {"id": 4, "name": "Wolves"}]})),
    )
    .await;
    assert_eq!(status, 200, "{ev}");
    let id = ev["id"].as_str().unwrap().to_owned();
    let director = ev["director"].as_str().unwrap().to_owned();
    let (status, v) = call(server, "GET", &format!("/api/events/{id}"), None, None).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["next"]["round"], 1);
    assert_eq!(v["next"]["matches"], json!([[1, 3], [2, 4]]));
    let round1 = json!({"matches": [{"home": 1, "away": 3, "imps": [30, 16]},
                                    {"home": 2, "away": 4, "imps": [20, 20]}]});
    let path = format!("/api/events/{id}/rounds/1");
    // Only the event's Director enters results.
    assert_eq!(
        call(server, "POST", &path, None, Some(round1.clone()))
            .await
            .0,
        401
    );
    assert_eq!(
        call(server, "POST", &path, Some("nope"), Some(round1.clone()))
            .await
            .0,
        401
    );
    let (status, v) = call(server, "POST", &path, Some(&director), Some(round1.clone())).await;
    assert_eq!(status, 200, "{v}");
    // A team with a result in the round cannot have another; nothing is
    // stored from a refused round.
    let again = json!({"matches": [{"home": 3, "away": 2, "imps": [1, 0]}]});
    let (status, v) = call(server, "POST", &path, Some(&director), Some(again)).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (400, Some("bad_request")),
        "{v}"
    );
    let unknown = json!({"matches": [{"home": 1, "away": 9, "imps": [1, 0]}]});
    let (status, _) = call(
        server,
        "POST",
        &format!("/api/events/{id}/rounds/2"),
        Some(&director),
        Some(unknown),
    )
    .await;
    assert_eq!(status, 400);
    let (status, v) = call(server, "GET", &format!("/api/events/{id}"), None, None).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        standings(&v),
        vec![
            (1, 1, false, 13.75),
            (2, 2, true, 10.0),
            (4, 2, true, 10.0),
            (3, 4, false, 6.25)
        ]
    );
    assert_eq!(v["standings"][0]["imps_won"], 30.0);
    assert_eq!(v["matches"].as_array().unwrap().len(), 2);
    assert_eq!(v["next"]["round"], 2);
    assert_eq!(v["next"]["matches"], json!([[1, 2], [4, 3]]));
    assert_eq!(v["next"]["repeats"], 0);
    let (status, v) = call(server, "GET", "/api/events/none", None, None).await;
    assert_eq!((status, v["error"].as_str()), (404, Some("no_such_event")));
}

#[tokio::test]
async fn a_swiss_event_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    a_swiss(&server).await;
}

#[tokio::test]
async fn a_swiss_event_on_postgres() {
    let Some(url) = pg_url() else {
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    a_swiss(&server).await;
}

#[tokio::test]
async fn an_odd_field_gives_the_bye_and_counts_it() {
    // Five teams: round 1 gives the lowest seed (5) the bye and pairs the
    // other four by halves; the bye scores the default 10 VPs.
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let contestants: Vec<Value> = (1..=5).map(|i| json!({"id": i})).collect();
    let (_, ev) = call(
        &server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Five", "boards_per_match": 8, "contestants": contestants})),
    )
    .await;
    let id = ev["id"].as_str().unwrap();
    let (_, v) = call(&server, "GET", &format!("/api/events/{id}"), None, None).await;
    assert_eq!(
        (v["next"]["matches"].clone(), v["next"]["bye"].clone()),
        (json!([[1, 3], [2, 4]]), json!(5))
    );
    let round1 = json!({"matches": [{"home": 1, "away": 3, "imps": [10, 10]},
                                    {"home": 2, "away": 4, "imps": [10, 10]}], "byes": [5]});
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/events/{id}/rounds/1"),
        ev["director"].as_str(),
        Some(round1),
    )
    .await;
    assert_eq!(status, 200);
    let (_, v) = call(&server, "GET", &format!("/api/events/{id}"), None, None).await;
    assert!(standings(&v).iter().all(|s| s.3 == 10.0), "{v}");
    // 5 has had its bye: the next one goes to the lowest-ranked other team.
    assert_ne!(v["next"]["bye"], 5);
    assert!(v["next"]["bye"].is_u64());
}

/// Four teams, 16-board matches, the tie-break chain direct match then IMP
/// quotient (events.md §6.4). 14 IMPs give 13.75 – 6.25 (events.md §6.3);
/// a drawn match 10 – 10. Round 1: 1 beats 3 30–16, 2 and 4 draw 20–20;
/// round 2: 2 beats 1 30–16, 3 beats 4 30–16. Standings: 2 23.75; 1 and 3
/// 20.00 each, and 1 beat 3: the direct match puts 1 above 3; 4 16.25.
/// Then round 1's 1 v 3 is corrected to 16–30 (3 wins by 14): 3 27.50,
/// 2 23.75, 4 16.25, 1 12.50. A second correction makes it 23–23 (drawn):
/// 2 and 3 have 23.75 and did not meet: IMP quotients 2 (20 + 30)/(20 +
/// 16) = 1.389, 3 (23 + 30)/(23 + 16) = 1.359, so 2 first; 1 and 4 have
/// 16.25 and did not meet: 1 (23 + 16)/(23 + 30) = 0.736, 4 (20 + 16)/(20
/// + 30) = 0.720, so 1 above 4. Both corrections stay in the history.
async fn a_corrected_round(server: &Server) {
    let (status, ev) = call(
        server,
        "POST",
        "/api/events",
        None,
        Some(json!({"name": "Tie-breaks", "boards_per_match": 16,
            "tie_break": ["direct_match", "imp_quotient"],
            "contestants": [{"id": 1}, {"id": 2}, {"id": 3}, {"id": 4}]})),
    )
    .await;
    assert_eq!(status, 200, "{ev}");
    let id = ev["id"].as_str().unwrap().to_owned();
    let director = ev["director"].as_str().unwrap().to_owned();
    for (round, body) in [
        (
            1,
            json!({"matches": [{"home": 1, "away": 3, "imps": [30, 16]},
                               {"home": 2, "away": 4, "imps": [20, 20]}]}),
        ),
        (
            2,
            json!({"matches": [{"home": 1, "away": 2, "imps": [16, 30]},
                               {"home": 4, "away": 3, "imps": [16, 30]}]}),
        ),
    ] {
        let path = format!("/api/events/{id}/rounds/{round}");
        let (status, v) = call(server, "POST", &path, Some(&director), Some(body)).await;
        assert_eq!(status, 200, "{v}");
    }
    let get = || async {
        let (status, v) = call(server, "GET", &format!("/api/events/{id}"), None, None).await;
        assert_eq!(status, 200, "{v}");
        v
    };
    let v = get().await;
    assert_eq!(
        standings(&v),
        vec![
            (2, 1, false, 23.75),
            (1, 2, false, 20.0),
            (3, 3, false, 20.0),
            (4, 4, false, 16.25)
        ]
    );
    assert_eq!(v["standings"][1]["tie_break"], "direct_match");
    assert_eq!(v["standings"][2]["tie_break"], Value::Null);
    let fix = format!("/api/events/{id}/rounds/1/corrections");
    // Only the Director corrects; a match that was not stored, bad IMPs or
    // no reason are refused and nothing is written.
    let first = json!({"home": 1, "imps": [16, 30], "reason": "scores of board 5 swapped"});
    assert_eq!(
        call(server, "POST", &fix, None, Some(first.clone()))
            .await
            .0,
        401
    );
    for wrong in [
        json!({"home": 3, "imps": [16, 30], "reason": "x"}),
        json!({"home": 1, "imps": [-1, 30], "reason": "x"}),
        json!({"home": 1, "imps": [16, 30], "reason": " "}),
    ] {
        let (status, v) = call(server, "POST", &fix, Some(&director), Some(wrong)).await;
        assert_eq!(
            (status, v["error"].as_str()),
            (400, Some("bad_request")),
            "{v}"
        );
    }
    let (status, v) = call(server, "POST", &fix, Some(&director), Some(first)).await;
    assert_eq!((status, v["correction"].as_i64()), (200, Some(1)), "{v}");
    let v = get().await;
    assert_eq!(
        standings(&v),
        vec![
            (3, 1, false, 27.5),
            (2, 2, false, 23.75),
            (4, 3, false, 16.25),
            (1, 4, false, 12.5)
        ]
    );
    let second = json!({"home": 1, "imps": [23, 23], "reason": "the appeal committee"});
    let (status, v) = call(server, "POST", &fix, Some(&director), Some(second)).await;
    assert_eq!((status, v["correction"].as_i64()), (200, Some(2)), "{v}");
    let v = get().await;
    assert_eq!(
        standings(&v),
        vec![
            (2, 1, false, 23.75),
            (3, 2, false, 23.75),
            (1, 3, false, 16.25),
            (4, 4, false, 16.25)
        ]
    );
    assert_eq!(v["standings"][0]["tie_break"], "imp_quotient");
    assert_eq!(v["standings"][2]["tie_break"], "imp_quotient");
    // The history: both corrections, in order; the match as it stands.
    let history = v["corrections"].as_array().unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(
        (history[0]["imps"].clone(), history[1]["imps"].clone()),
        (json!([16.0, 30.0]), json!([23.0, 23.0]))
    );
    assert_eq!(history[1]["reason"], "the appeal committee");
    let m = &v["matches"][0];
    assert_eq!(
        (
            m["round"].clone(),
            m["home"].clone(),
            m["imps"].clone(),
            m["vps"].clone(),
            m["corrected"].clone()
        ),
        (
            json!(1),
            json!(1),
            json!([23.0, 23.0]),
            json!([10.0, 10.0]),
            json!(true)
        )
    );
    assert_eq!(v["matches"][1]["corrected"], false);
}

#[tokio::test]
async fn a_round_is_corrected_and_ties_broken_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    a_corrected_round(&server).await;
}

#[tokio::test]
async fn a_round_is_corrected_and_ties_broken_on_postgres() {
    let Some(url) = pg_url() else {
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    a_corrected_round(&server).await;
}
