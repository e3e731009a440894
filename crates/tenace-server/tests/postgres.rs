//! PostgreSQL: the same storage code, and two nodes on one database. These
//! tests run only when TENACE_TEST_PG_URL is set (.ci/run starts a
//! throwaway cluster and sets it).

mod common;

use common::*;
use serde_json::json;
use tenace_server::Config;

fn pg_url() -> Option<String> {
    std::env::var("TENACE_TEST_PG_URL")
        .ok()
        .filter(|u| !u.is_empty())
}

#[tokio::test]
async fn postgres_round_trip_and_restart() {
    let Some(url) = pg_url() else {
        eprintln!("TENACE_TEST_PG_URL is not set: skipped");
        return;
    };
    let server = spawn_on(&url, Config::default()).await;
    let t = create(&server, json!({"deal": DEAL, "mode": "table"})).await;
    for (role, line) in [("N", "N 1S"), ("S", "S 2S"), ("E", "E attention")] {
        let (status, body) = script(&server, &t, role, line).await;
        assert_eq!(status, 200, "{line}: {body}");
    }
    let (status, body) = script(&server, &t, "N", "N play HA").await;
    assert_eq!(status, 409, "{body}");
    let (_, before) = view(&server, &t.id, Some(t.token("director"))).await;
    server.app.close().await;
    drop(server);
    let server = spawn_on(&url, Config::default()).await;
    let (_, after) = view(&server, &t.id, Some(t.token("director"))).await;
    assert_eq!(before["view"], after["view"]);
    assert_eq!(after["seq"], 3);
    let (_, north) = view(&server, &t.id, Some(t.token("N"))).await;
    assert!(north["view"]["hands"][1]["cards"].is_null());
}

#[tokio::test]
async fn a_second_node_follows_and_takes_the_table_over() {
    let Some(url) = pg_url() else {
        eprintln!("TENACE_TEST_PG_URL is not set: skipped");
        return;
    };
    let a = spawn_on(&url, Config::default()).await;
    let b = spawn_on(&url, Config::default()).await;
    let t = create(&a, json!({"deal": DEAL})).await;
    // A writes first and so owns the table.
    assert_eq!(script(&a, &t, "N", "N 1S").await.0, 200);
    // B serves views from the stored log, and pushes A's later events to
    // its sockets (LISTEN/NOTIFY carries the table and seq).
    let (status, v) = view(&b, &t.id, Some(t.token("S"))).await;
    assert_eq!(status, 200);
    assert_eq!(v["seq"], 1);
    let mut ws = ws_connect(&b, &t.id).await;
    ws_send(&mut ws, json!({"token": t.token("S"), "since": 1})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["type"], "hello");
    assert_eq!(script(&a, &t, "E", "E P").await.0, 200);
    let frame = ws_next(&mut ws).await.expect("a frame from the other node");
    assert_eq!(frame["seq"], 2);
    assert_eq!(frame["view"]["role"], "S");
    // While A lives, B may not write.
    let (status, body) = script(&b, &t, "S", "S 2S").await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"], "owned_elsewhere");
    // A dies: its lock connection goes, and B takes the table over.
    a.app.close().await;
    drop(a);
    let started = std::time::Instant::now();
    let (status, body) = loop {
        let r = script(&b, &t, "S", "S 2S").await;
        if r.0 != 409 || started.elapsed().as_secs() > 10 {
            break r;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seq"], 3);
    let frame = ws_next(&mut ws).await.unwrap();
    let frame = if frame["type"] == "frame" {
        frame
    } else {
        ws_next(&mut ws).await.unwrap()
    };
    assert_eq!(frame["seq"], 3);
    assert_eq!(log_len(&b, &t).await, 3);
}
