//! A double-dummy solver that fails: the Director's bare `director award`
//! (the engine's proposal, Law 70) is answered with the error
//! `solver_failed` in each language, and the table does not change.

mod common;

use std::sync::Arc;

use common::*;
use serde_json::json;
use tenace_claims::testing::FailingSolver as Failing;
use tenace_server::Config;

#[tokio::test]
async fn a_failing_solver_is_an_error_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_with_solver(&db_in(&dir), Config::default(), Arc::new(Failing)).await;
    let t = create(&server, json!({"deal": DEAL, "board": 1})).await;
    // 4S by North; West wins the first trick; North claims ten of the
    // twelve tricks left and East disputes (Law 68D: play stops).
    for (role, line) in [
        ("N", "N 1S"),
        ("E", "E P"),
        ("S", "S 4S"),
        ("W", "W P"),
        ("N", "N P"),
        ("E", "E P"),
        ("E", "E H7"),
        ("N", "S H2"),
        ("W", "W HA"),
        ("N", "N H8"),
        ("N", "N claim 10"),
        ("E", "E dispute"),
    ] {
        let (status, body) = script(&server, &t, role, line).await;
        assert_eq!(status, 200, "{line}: {body}");
    }
    let before = log_len(&server, &t).await;
    let (_, view_before) = view(&server, &t.id, Some(t.token("director"))).await;
    let (status, body) = script(&server, &t, "director", "director award").await;
    assert_eq!(status, 500, "{body}");
    assert_eq!(body["error"], "solver_failed");
    assert_eq!(
        body["message"],
        "the double-dummy solver failing stub failed (no answer)"
    );
    assert_eq!(
        body["localized"]["zh-TW"],
        "雙明手求解器 failing stub 發生內部錯誤（no answer）"
    );
    assert_eq!(log_len(&server, &t).await, before, "nothing was logged");
    let (_, view_after) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(view_after, view_before, "the table did not change");
    // The Director's own award needs no solver.
    let (status, body) = script(&server, &t, "director", "director award 10").await;
    assert_eq!(status, 200, "{body}");
}
