//! Helpers: a server on 127.0.0.1:0 with a temporary SQLite file.
#![allow(dead_code)]

use std::collections::BTreeMap;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tenace_server::{App, Config, Store};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The deal of the scenarios: every hand a suit sequence, easy to check.
pub const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

pub struct Server {
    pub base: String,
    pub addr: std::net::SocketAddr,
    pub app: App,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub async fn spawn_on(db: &str, config: Config) -> Server {
    let store = Store::open(db).await.expect("the database opens");
    spawn_app(App::new(store, config)).await
}

/// A server running `app`.
pub async fn spawn_app(app: App) -> Server {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = app.clone();
    let task = tokio::spawn(async move {
        let _ = tenace_server::serve(listener, served).await;
    });
    Server {
        base: format!("http://{addr}"),
        addr,
        app,
        task,
    }
}

pub fn db_in(dir: &tempfile::TempDir) -> String {
    dir.path().join("tenace.db").display().to_string()
}

pub struct Created {
    pub id: String,
    pub tokens: BTreeMap<String, String>,
}

impl Created {
    pub fn token(&self, role: &str) -> &str {
        &self.tokens[role]
    }
}

pub async fn create(server: &Server, body: Value) -> Created {
    let r = reqwest::Client::new()
        .post(format!("{}/api/tables", server.base))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "create: {}", r.text().await.unwrap());
    let v: Value = r.json().await.unwrap();
    Created {
        id: v["id"].as_str().unwrap().to_owned(),
        tokens: serde_json::from_value(v["tokens"].clone()).unwrap(),
    }
}

/// Posts an action; returns the status and the JSON body.
pub async fn act(server: &Server, id: &str, token: Option<&str>, body: &str) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .post(format!("{}/api/tables/{id}/actions", server.base))
        .header("content-type", "application/json")
        .body(body.to_owned());
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(json!({"raw": text})),
    )
}

pub async fn script(server: &Server, t: &Created, role: &str, line: &str) -> (u16, Value) {
    act(
        server,
        &t.id,
        Some(t.token(role)),
        &json!({ "script": line }).to_string(),
    )
    .await
}

pub async fn view(server: &Server, id: &str, token: Option<&str>) -> (u16, Value) {
    let mut req = reqwest::Client::new().get(format!("{}/api/tables/{id}/view", server.base));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let r = req.send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

pub async fn log_len(server: &Server, t: &Created) -> usize {
    let r = reqwest::Client::new()
        .get(format!("{}/api/tables/{}/log", server.base, t.id))
        .bearer_auth(t.token("director"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let v: Value = r.json().await.unwrap();
    v["events"].as_array().unwrap().len()
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub async fn ws_connect(server: &Server, id: &str) -> Ws {
    let (ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/tables/{id}/ws", server.addr))
            .await
            .expect("websocket connects");
    ws
}

pub async fn ws_send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// The next JSON message, within two seconds.
pub async fn ws_next(ws: &mut Ws) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(std::time::Duration::from_secs(2), ws.next())
            .await
            .ok()??
            .ok()?;
        match msg {
            Message::Text(t) => return serde_json::from_str(&t).ok(),
            Message::Close(_) => return None,
            _ => continue,
        }
    }
}

/// [`spawn_on`] with the server's double-dummy solver given.
pub async fn spawn_with_solver(
    db: &str,
    config: Config,
    solver: std::sync::Arc<dyn tenace_laws::Solver + Send + Sync>,
) -> Server {
    let store = Store::open(db).await.expect("the database opens");
    spawn_app(App::with_solver(store, config, solver)).await
}

// --- the session and event tests' shared helpers (tests/results.rs,
// postponed.rs, events.rs, events_page.rs) ---

/// The PostgreSQL URL of the tests, or `None` (the test is skipped) when
/// `TENACE_TEST_PG_URL` is not set or empty.
pub fn pg_url() -> Option<String> {
    match std::env::var("TENACE_TEST_PG_URL") {
        Ok(u) if !u.is_empty() => Some(u),
        _ => {
            eprintln!("TENACE_TEST_PG_URL not set: skipped");
            None
        }
    }
}

/// An HTTP call with a raw body (JSON or not): the status and the body as
/// JSON (`{"raw": TEXT}` when it is not JSON).
pub async fn call_raw(
    server: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<String>,
) -> (u16, Value) {
    let client = reqwest::Client::new();
    let url = format!("{}{path}", server.base);
    let mut req = match method {
        "POST" => client.post(url),
        _ => client.get(url),
    };
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = body {
        req = req.header("content-type", "application/json").body(b);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(json!({ "raw": text })),
    )
}

/// An HTTP call with a JSON body.
pub async fn call(
    server: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    call_raw(server, method, path, token, body.map(|b| b.to_string())).await
}

/// A page fetched as HTML, with an `Accept-Language` when given.
pub async fn page(server: &Server, path: &str, lang: Option<&str>) -> (u16, String) {
    let mut req = reqwest::Client::new().get(format!("{}{path}", server.base));
    if let Some(l) = lang {
        req = req.header("accept-language", l);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let ct = r.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(ct.starts_with("text/html"), "{ct}");
    (status, r.text().await.unwrap())
}

/// A stored club session and its tokens.
pub struct Session {
    pub id: String,
    pub director: String,
    pub tables: BTreeMap<String, String>,
}

impl Session {
    pub fn table(&self, t: u64) -> &str {
        &self.tables[&t.to_string()]
    }
}

/// A session named `name` from a 3-table Mitchell, one board a round
/// (`token`: the server-wide Director token, when the server has one).
pub async fn create_session(server: &Server, token: Option<&str>, name: &str) -> Session {
    let (status, v) = call(
        server,
        "POST",
        "/api/sessions",
        token,
        Some(json!({"name": name,
            "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1}})),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    Session {
        id: v["id"].as_str().unwrap().to_owned(),
        director: v["director"].as_str().unwrap().to_owned(),
        tables: serde_json::from_value(v["tables"].clone()).unwrap(),
    }
}

/// `GET /api/sessions/{id}`.
pub async fn session_state(server: &Server, s: &Session) -> Value {
    let (status, v) = call(
        server,
        "GET",
        &format!("/api/sessions/{}", s.id),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    v
}

/// Where `board` is played: (round, table, N-S pair, E-W pair), by table.
pub fn places(state: &Value, board: u64) -> Vec<(u64, u64, u64, u64)> {
    let mut out = Vec::new();
    for r in state["schedule"]["rounds"].as_array().unwrap() {
        for t in r["tables"].as_array().unwrap() {
            for b in t["boards"].as_array().unwrap() {
                if b["board"] == board {
                    out.push((
                        r["round"].as_u64().unwrap(),
                        t["table"].as_u64().unwrap(),
                        t["ns"].as_u64().unwrap(),
                        t["ew"].as_u64().unwrap(),
                    ));
                }
            }
        }
    }
    out.sort_by_key(|p| p.1);
    out
}

/// The next text message of a WebSocket as JSON, within 5 s.
pub async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let msg = tokio::time::timeout(std::time::Duration::from_secs(5), ws.next())
            .await
            .expect("a message within 5 s")
            .expect("open")
            .expect("a message");
        if let Message::Text(t) = msg {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

pub mod kinds;
