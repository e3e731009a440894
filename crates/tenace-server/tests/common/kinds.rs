//! Helpers of the individual and team session tests (`tests/kinds.rs`):
//! one HTTP call with its status and JSON body, and a created session.

use serde_json::{json, Value};

use super::Server;

/// `method` (GET or POST) on `path`, with a bearer token and a JSON body
/// when given: the status and the body (`{"raw": TEXT}` if not JSON).
pub async fn call(
    server: &Server,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
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
        req = req
            .header("content-type", "application/json")
            .body(b.to_string());
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(json!({ "raw": text })),
    )
}

/// A stored session: its id, the Director's token and each table's.
pub struct StoredSession {
    pub id: String,
    pub director: String,
    pub tables: std::collections::BTreeMap<String, String>,
}

impl StoredSession {
    pub fn table(&self, t: u16) -> &str {
        &self.tables[&t.to_string()]
    }
}

/// `POST /api/sessions` with `body`, which must succeed.
pub async fn new_session(server: &Server, body: Value) -> StoredSession {
    let (status, v) = call(server, "POST", "/api/sessions", None, Some(body)).await;
    assert_eq!(status, 200, "{v}");
    StoredSession {
        id: v["id"].as_str().unwrap().to_owned(),
        director: v["director"].as_str().unwrap().to_owned(),
        tables: serde_json::from_value(v["tables"].clone()).unwrap(),
    }
}

/// `GET /api/sessions/{id}`, which must succeed.
pub async fn session_state(server: &Server, id: &str) -> Value {
    let (status, v) = call(server, "GET", &format!("/api/sessions/{id}"), None, None).await;
    assert_eq!(status, 200, "{v}");
    v
}
