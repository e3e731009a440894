//! Load on loopback: many tables playing a board at once through the HTTP
//! API while every seat watches on a WebSocket. Prints percentiles of the
//! durable acknowledgement, of the fan-out (action sent → frame received
//! by each seat), and of a baseline measured in the same run: a view
//! request (no write) at the same concurrency.
//!
//! ```sh
//! cargo run --release -p tenace-server --example load -- [TABLES] [SOCKETS_PER_TABLE] [DB] [PACE_MS] [ACTIONS]
//! ```
//! Defaults: 200 tables, 4 sockets each, a temporary SQLite file (`-` for
//! it; or a postgres:// URL), no pause between a table's actions (each
//! table sends its next action when the last is acknowledged: the server
//! saturated), all 56 actions of the board. With PACE_MS each table waits
//! that long between its actions (tables start spread over one pace), as
//! players would. An example, never a test: figures depend on the
//! machine (record its load beside them, docs/benchmarks.md).

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tenace_core::{Board, Deal, Seat};
use tenace_laws::{Actor, Event, Table, TableConfig};
use tenace_server::{App, Config, CreatedTable, Store};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

fn legal_board(seed: u64) -> Vec<Event> {
    let board = Board::new(1, Deal::random(seed)).expect("board 1");
    let mut t = Table::new(board, TableConfig::default());
    let mut events = Vec::new();
    for (seat, call) in [
        (Seat::North, "1N"),
        (Seat::East, "P"),
        (Seat::South, "P"),
        (Seat::West, "P"),
    ] {
        let e = Event::Call {
            seat,
            call: call.parse().expect("a call"),
        };
        t.apply(e.clone()).expect("lawful");
        events.push(e);
    }
    while let Some(seat) = t.state().to_play() {
        let card = t.state().legal_cards(seat).lowest().expect("a card");
        let e = Event::Play { seat, card };
        t.apply(e.clone()).expect("lawful");
        events.push(e);
    }
    events
}

fn pct(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(name: &str, mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(|a, b| a.total_cmp(b));
    let (p50, p99) = (pct(&ms, 0.5), pct(&ms, 0.99));
    println!(
        "{name:<28} n={:<7} p50={p50:8.2} ms  p90={:8.2} ms  p99={p99:8.2} ms  max={:8.2} ms",
        ms.len(),
        pct(&ms, 0.9),
        ms.last().copied().unwrap_or(f64::NAN)
    );
    (p50, p99)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let tables: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let sockets: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4).min(4);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = args
        .get(3)
        .filter(|a| a.as_str() != "-")
        .cloned()
        .unwrap_or_else(|| dir.path().join("load.db").display().to_string());
    let pace: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(0);
    let actions: usize = args
        .get(5)
        .and_then(|a| a.parse().ok())
        .unwrap_or(56)
        .min(56);
    // Paced, the baseline is a view request made by each table just before
    // each of its actions, under the same load; unpaced, a phase of view
    // requests at the same concurrency before the boards.
    let views = if pace == 0 { actions } else { 0 };
    let store = Store::open(&db).await.expect("the database");
    let app = App::new(store, Config::default());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(tenace_server::serve(listener, app));
    let base = format!("http://{addr}");
    let http = reqwest::Client::new();
    println!(
        "{tables} tables, {sockets} sockets each, db {db}, pace {pace} ms, {actions} actions a table"
    );

    // Create the tables and open the sockets.
    let mut created = Vec::new();
    for i in 0..tables {
        let c: CreatedTable = http
            .post(format!("{base}/api/tables"))
            .json(&json!({"seed": i}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        created.push(c);
    }
    // sent[table][seq] = when the action making that seq was sent.
    let sent: Arc<Vec<Mutex<Vec<Option<Instant>>>>> =
        Arc::new((0..tables).map(|_| Mutex::new(vec![None; 60])).collect());
    let fanout = Arc::new(Mutex::new(Vec::new()));
    let mut readers = Vec::new();
    for (ti, c) in created.iter().enumerate() {
        for seat in ["N", "E", "S", "W"].into_iter().take(sockets) {
            let (mut ws, _) =
                tokio_tungstenite::connect_async(format!("ws://{addr}/api/tables/{}/ws", c.id))
                    .await
                    .expect("socket");
            ws.send(Message::Text(
                json!({"token": c.tokens[seat], "since": 0})
                    .to_string()
                    .into(),
            ))
            .await
            .unwrap();
            let sent = sent.clone();
            let fanout = fanout.clone();
            readers.push(tokio::spawn(async move {
                let mut got = 0;
                while got < actions {
                    let Ok(Some(Ok(Message::Text(t)))) =
                        tokio::time::timeout(Duration::from_secs(60), ws.next()).await
                    else {
                        break;
                    };
                    let v: Value = serde_json::from_str(&t).unwrap_or_default();
                    if v["type"] != "frame" {
                        continue;
                    }
                    let seq = v["seq"].as_u64().unwrap_or(0) as usize;
                    if let Some(Some(at)) = sent[ti].lock().await.get(seq).copied() {
                        fanout.lock().await.push(at.elapsed().as_secs_f64() * 1e3);
                    }
                    got = seq;
                }
            }));
        }
    }

    // Baseline: view requests at the same concurrency.
    let mut tasks = Vec::new();
    for c in &created {
        let (http, base, id, token) = (
            http.clone(),
            base.clone(),
            c.id.clone(),
            c.tokens["N"].clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut ms = Vec::new();
            for _ in 0..views {
                let t = Instant::now();
                let r = http
                    .get(format!("{base}/api/tables/{id}/view"))
                    .bearer_auth(&token)
                    .send()
                    .await
                    .unwrap();
                let _ = r.bytes().await;
                ms.push(t.elapsed().as_secs_f64() * 1e3);
            }
            ms
        }));
    }
    let mut baseline = Vec::new();
    for t in tasks {
        baseline.extend(t.await.unwrap());
    }

    // The boards: every table plays its 56 actions, each sent when the
    // previous one is acknowledged.
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (ti, c) in created.into_iter().enumerate() {
        let (http, base, sent) = (http.clone(), base.clone(), sent.clone());
        tasks.push(tokio::spawn(async move {
            let events = legal_board(ti as u64);
            let board = Board::new(1, Deal::random(ti as u64)).unwrap();
            let mut mirror = Table::new(board, TableConfig::default());
            let mut ms = Vec::new();
            let mut viewed = Vec::new();
            if pace > 0 {
                let spread = pace * ti as u64 / tables as u64;
                tokio::time::sleep(Duration::from_millis(spread)).await;
            }
            for (i, e) in events.iter().take(actions).enumerate() {
                if pace > 0 {
                    if i > 0 {
                        tokio::time::sleep(Duration::from_millis(pace)).await;
                    }
                    let t = Instant::now();
                    let r = http
                        .get(format!("{base}/api/tables/{}/view", c.id))
                        .bearer_auth(&c.tokens["N"])
                        .send()
                        .await
                        .unwrap();
                    let _ = r.bytes().await;
                    viewed.push(t.elapsed().as_secs_f64() * 1e3);
                }
                let role = match e.actor(mirror.state()) {
                    Actor::Seat(s) => s.to_string(),
                    Actor::Director => "director".into(),
                };
                let t = Instant::now();
                sent[ti].lock().await[i + 1] = Some(t);
                let r = http
                    .post(format!("{base}/api/tables/{}/actions", c.id))
                    .bearer_auth(&c.tokens[&role])
                    .json(e)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status(), 200);
                let _ = r.bytes().await;
                ms.push(t.elapsed().as_secs_f64() * 1e3);
                mirror.apply(e.clone()).unwrap();
            }
            (ms, viewed)
        }));
    }
    let mut acks = Vec::new();
    for t in tasks {
        let (ms, viewed) = t.await.unwrap();
        acks.extend(ms);
        baseline.extend(viewed);
    }
    let elapsed = started.elapsed().as_secs_f64();
    for r in readers {
        let _ = r.await;
    }
    println!(
        "{} actions in {elapsed:.1} s: {:.0} durable actions/s",
        acks.len(),
        acks.len() as f64 / elapsed
    );
    let (b50, b99) = report("baseline: view (no write)", baseline);
    let (a50, a99) = report("durable acknowledgement", acks);
    report("fan-out (sent -> frame)", fanout.lock().await.clone());
    println!(
        "acknowledgement / baseline: p50 {:.1}x, p99 {:.1}x",
        a50 / b50,
        a99 / b99
    );
}
