//! The Director's inputs on the server: substituting a player (Law 4),
//! adjusted scores as actions (Laws 12C1, 12C2), the review list's
//! decisions, questions about calls (Law 20F), and who may create tables.

mod common;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

async fn substitute(server: &Server, id: &str, token: Option<&str>, seat: &str) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .post(format!("{}/api/tables/{id}/substitute", server.base))
        .json(&json!({ "seat": seat }));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn log(server: &Server, id: &str, token: &str) -> Value {
    reqwest::Client::new()
        .get(format!("{}/api/tables/{id}/log", server.base))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_substituted_players_old_token_stops_working() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    assert_eq!(script(&server, &t, "N", "N 1S").await.0, 200);
    // Only the Director may substitute.
    assert_eq!(
        substitute(&server, &t.id, Some(t.token("E")), "E").await.0,
        403
    );
    assert_eq!(substitute(&server, &t.id, None, "E").await.0, 401);
    assert_eq!(
        substitute(&server, &t.id, Some(t.token("director")), "X")
            .await
            .0,
        400
    );
    let (status, body) = substitute(&server, &t.id, Some(t.token("director")), "E").await;
    assert_eq!(status, 200, "{body}");
    let new = body["token"].as_str().unwrap().to_owned();
    assert_eq!(body["seat"], "E");
    assert_ne!(new, t.token("E"));
    // The old token is refused, the new one acts for East.
    let (status, _) = act(
        &server,
        &t.id,
        Some(t.token("E")),
        &json!({"script": "E P"}).to_string(),
    )
    .await;
    assert_eq!(status, 401);
    let (status, body) = act(
        &server,
        &t.id,
        Some(&new),
        &json!({"script": "E P"}).to_string(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, frame) = view(&server, &t.id, Some(&new)).await;
    assert_eq!(status, 200);
    assert_eq!(frame["view"]["role"], "E");
    assert_eq!(frame["view"]["substitutions"][0]["seat"], "E");
    // The log records the substitution, as the Director's.
    let l = log(&server, &t.id, t.token("director")).await;
    let events = l["events"].as_array().unwrap();
    assert_eq!(events[1]["event"]["type"], "substitute");
    assert_eq!(events[1]["event"]["seat"], "E");
    assert_eq!(events[1]["actor"], "director");
    // North's token is untouched.
    assert_eq!(script(&server, &t, "S", "S 2S").await.0, 200);
}

#[tokio::test]
async fn adjusted_scores_as_director_actions() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    // A board not finished in time: 60/40 (Law 12C2(a)).
    let t = create(&server, json!({"deal": DEAL})).await;
    assert_eq!(script(&server, &t, "N", "N 1S").await.0, 200);
    // A player cannot award a score.
    assert_eq!(
        script(&server, &t, "N", "director score A+ A-").await.0,
        403
    );
    let (status, body) = script(&server, &t, "director", "director score A+ A-").await;
    assert_eq!(status, 200, "{body}");
    let (_, frame) = view(&server, &t.id, None).await;
    assert_eq!(frame["view"]["result"]["artificial"]["ns"], "average_plus");
    assert_eq!(frame["view"]["result"]["artificial"]["ew"], "average_minus");
    // An assigned score (Law 12C1) in its stored form: 4♠ by North making
    // ten tricks, not vulnerable, is 420 (Law 77).
    let u = create(&server, json!({"deal": DEAL})).await;
    let assigned = json!({"type": "decision", "decision": "assigned",
        "point": {"point": "board"},
        "results": [{"contract": "4S by N", "tricks": 10, "weight": 100}]});
    let (status, body) = act(
        &server,
        &u.id,
        Some(u.token("director")),
        &assigned.to_string(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, frame) = view(&server, &u.id, Some(u.token("W"))).await;
    assert_eq!(frame["view"]["result"]["score_ns"], 420);
    assert_eq!(frame["view"]["phase"], "complete");
    // Weights that do not add up to 100: refused, with the reason in both
    // languages.
    let v = create(&server, json!({"deal": DEAL})).await;
    let (status, body) = script(&server, &v, "director", "director assign board 4S N 10 50%").await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["detail"], "BadAssignedScore");
    assert!(body["localized"]["zh-TW"]
        .as_str()
        .unwrap()
        .contains("指派結果調整得分"));
}

#[tokio::test]
async fn a_question_and_its_answer_are_heard_by_everyone() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    assert_eq!(script(&server, &t, "N", "N 1S").await.0, 200);
    // East asks about North's 1♠ (Law 20F1); North cannot answer his own
    // call, South, his partner, does.
    assert_eq!(script(&server, &t, "E", "E question 1").await.0, 200);
    let (status, body) = script(&server, &t, "N", "N answer 1 natural").await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["detail"].as_str().unwrap().split(' ').next(),
        Some("NotToAnswer")
    );
    // South's answer is South's own action: East's token cannot give it.
    assert_eq!(script(&server, &t, "E", "S answer 1 natural").await.0, 403);
    assert_eq!(
        script(&server, &t, "S", "S answer 1 natural, five spades")
            .await
            .0,
        200
    );
    for role in ["N", "E", "S", "W"] {
        let (_, frame) = view(&server, &t.id, Some(t.token(role))).await;
        let q = &frame["view"]["questions"][0];
        assert_eq!(q["asker"], "E", "{role}");
        assert_eq!(q["answers"][0]["by"], "S");
        assert_eq!(q["answers"][0]["text"], "natural, five spades");
    }
    let (_, frame) = view(&server, &t.id, None).await;
    assert_eq!(frame["view"]["questions"][0]["record"], 0);
}

#[tokio::test]
async fn creating_a_table_needs_the_server_wide_token_when_one_is_set() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        director_token: Some("club-director".into()),
        create_needs_director: true,
        ..Config::default()
    };
    let server = spawn_on(&db_in(&dir), config).await;
    let post = |token: Option<&str>| {
        let mut req = reqwest::Client::new()
            .post(format!("{}/api/tables", server.base))
            .json(&json!({"seed": 7}));
        if let Some(t) = token {
            req = req.bearer_auth(t.to_owned());
        }
        req.send()
    };
    assert_eq!(post(None).await.unwrap().status(), 401);
    assert_eq!(post(Some("guess")).await.unwrap().status(), 403);
    let r = post(Some("club-director")).await.unwrap();
    assert_eq!(r.status(), 200);
    let created: Value = r.json().await.unwrap();
    // A table's own Director token does not create tables either.
    let own = created["tokens"]["director"].as_str().unwrap();
    assert_eq!(post(Some(own)).await.unwrap().status(), 403);
    // Without a server-wide token, creation stays open, as before.
    let dir2 = tempfile::tempdir().unwrap();
    let open = spawn_on(
        &db_in(&dir2),
        Config {
            create_needs_director: true,
            ..Config::default()
        },
    )
    .await;
    create(&open, json!({"seed": 7})).await;
    // And with the token but creation left open (`--open-create`).
    let dir3 = tempfile::tempdir().unwrap();
    let left_open = spawn_on(
        &db_in(&dir3),
        Config {
            director_token: Some("club-director".into()),
            create_needs_director: false,
            ..Config::default()
        },
    )
    .await;
    create(&left_open, json!({"seed": 7})).await;
}
