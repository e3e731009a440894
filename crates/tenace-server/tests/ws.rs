//! The WebSocket: resumption from a sequence number, actions, hostile
//! messages, the Origin allow-list, size and rate limits.

mod common;

use common::*;
use serde_json::json;
use tenace_server::Config;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

#[tokio::test]
async fn resume_from_a_sequence_number() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    for (role, line) in [("N", "N 1S"), ("E", "E P"), ("S", "S 2S")] {
        assert_eq!(script(&server, &t, role, line).await.0, 200);
    }
    let mut ws = ws_connect(&server, &t.id).await;
    ws_send(&mut ws, json!({"token": t.token("N"), "since": 1})).await;
    let hello = ws_next(&mut ws).await.unwrap();
    assert_eq!(hello["type"], "hello");
    assert_eq!(hello["role"], "N");
    // Frames 2 and 3, each the view after that event.
    for seq in [2, 3] {
        let f = ws_next(&mut ws).await.unwrap();
        assert_eq!(f["type"], "frame");
        assert_eq!(f["seq"], seq);
        assert_eq!(f["view"]["role"], "N");
        assert_eq!(f["view"]["auction"].as_array().unwrap().len(), seq);
    }
    // A new action by HTTP arrives as frame 4.
    assert_eq!(script(&server, &t, "W", "W P").await.0, 200);
    let f = ws_next(&mut ws).await.unwrap();
    assert_eq!(f["seq"], 4);
    // An action on the socket: an ack, then its frame.
    ws_send(&mut ws, json!({"action": {"script": "N P"}})).await;
    let ack = ws_next(&mut ws).await.unwrap();
    let frame = ws_next(&mut ws).await.unwrap();
    let (ack, frame) = if ack["type"] == "ack" {
        (ack, frame)
    } else {
        (frame, ack)
    };
    assert_eq!(ack["seq"], 5, "{ack}");
    assert_eq!(frame["seq"], 5);
    // Without `since`: only the current frame.
    let mut fresh = ws_connect(&server, &t.id).await;
    ws_send(&mut fresh, json!({"token": t.token("E")})).await;
    assert_eq!(ws_next(&mut fresh).await.unwrap()["type"], "hello");
    let f = ws_next(&mut fresh).await.unwrap();
    assert_eq!(f["seq"], 5);
    assert_eq!(f["view"]["role"], "E");
    assert!(ws_next(&mut fresh).await.is_none(), "nothing more");
    // A new table has its frame 0.
    let empty = create(&server, json!({"deal": DEAL})).await;
    let mut ws = ws_connect(&server, &empty.id).await;
    ws_send(&mut ws, json!({"token": null})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["role"], "spectator");
    let f = ws_next(&mut ws).await.unwrap();
    assert_eq!(f["seq"], 0);
    assert_eq!(f["view"]["hands"][0]["held"], 13);
}

#[tokio::test]
async fn hostile_messages_get_error_frames_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    // A bad first message: an error frame, then the socket closes.
    let mut ws = ws_connect(&server, &t.id).await;
    ws_send(&mut ws, json!({"token": 17})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["error"], "bad_json");
    assert!(ws_next(&mut ws).await.is_none());
    let mut ws = ws_connect(&server, &t.id).await;
    ws_send(&mut ws, json!({"token": "not-a-token"})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["error"], "unauthorized");

    let mut ws = ws_connect(&server, &t.id).await;
    ws_send(&mut ws, json!({"token": t.token("S"), "since": 0})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["type"], "hello");
    for (bad, code) in [
        (json!("just a string"), "bad_json"),
        (json!({"action": {"type": "juggle"}}), "bad_event"),
        (json!({"action": {"script": "N 1S"}}), "not_your_action"),
        (json!({"action": {"script": "S play HA"}}), "refused"),
        (
            json!({"action": {"script": "S 1S"}, "extra": 1}),
            "bad_json",
        ),
    ] {
        ws_send(&mut ws, bad.clone()).await;
        let reply = ws_next(&mut ws).await.unwrap();
        assert_eq!(reply["type"], "error", "{bad}");
        assert_eq!(reply["error"], code, "{bad}");
    }
    // South bids out of rotation: lawful to send, an irregularity to rule.
    ws_send(&mut ws, json!({"action": {"script": "S 1S"}})).await;
    let mut got_ack = false;
    for _ in 0..2 {
        let m = ws_next(&mut ws).await.unwrap();
        got_ack |= m["type"] == "ack" && m["outcomes"][0]["outcome"] == "irregular";
    }
    assert!(got_ack);
    assert_eq!(log_len(&server, &t).await, 1, "only the one action");
    // A spectator may not act.
    let mut spectator = ws_connect(&server, &t.id).await;
    ws_send(&mut spectator, json!({})).await;
    assert_eq!(ws_next(&mut spectator).await.unwrap()["role"], "spectator");
    let _current = ws_next(&mut spectator).await.unwrap();
    ws_send(&mut spectator, json!({"action": {"script": "E P"}})).await;
    assert_eq!(
        ws_next(&mut spectator).await.unwrap()["error"],
        "unauthorized"
    );
    assert_eq!(log_len(&server, &t).await, 1);
}

#[tokio::test]
async fn origin_allow_list_frame_size_and_rate_limits() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        allowed_origins: vec!["https://play.example".into()],
        max_frame: 1024,
        ws_burst: 3.0,
        ws_rate_per_sec: 0.01,
        ..Config::default()
    };
    let server = spawn_on(&db_in(&dir), config).await;
    let t = create(&server, json!({"deal": DEAL})).await;
    let url = format!("ws://{}/api/tables/{}/ws", server.addr, t.id);
    // A page from another origin cannot open the socket.
    let mut req = url.clone().into_client_request().unwrap();
    req.headers_mut()
        .insert("origin", "https://evil.example".parse().unwrap());
    let refused = tokio_tungstenite::connect_async(req).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => {
            assert_eq!(resp.status(), 403)
        }
        other => panic!("expected a 403, got {:?}", other.map(|_| ())),
    }
    let mut req = url.clone().into_client_request().unwrap();
    req.headers_mut()
        .insert("origin", "https://play.example".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    ws_send(&mut ws, json!({"token": t.token("N"), "since": 0})).await;
    assert_eq!(ws_next(&mut ws).await.unwrap()["type"], "hello");
    // Three messages pass, the fourth is ignored with an error frame.
    for i in 0..4 {
        ws_send(&mut ws, json!("junk")).await;
        let reply = ws_next(&mut ws).await.unwrap();
        let expected = if i < 3 { "bad_json" } else { "rate_limited" };
        assert_eq!(reply["error"], expected, "message {i}");
    }
    // A message over the size limit closes the connection.
    ws_send(&mut ws, json!({"action": {"script": "x".repeat(4096)}})).await;
    assert!(ws_next(&mut ws).await.is_none());
    assert_eq!(log_len(&server, &t).await, 0);
}
