//! Helpers of the individual and team session tests (`tests/kinds.rs`):
//! one HTTP call with its status and JSON body, and a created session.

use serde_json::Value;

use super::Server;

/// The shared HTTP call of `common` (status and JSON body).
pub use super::call;

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
