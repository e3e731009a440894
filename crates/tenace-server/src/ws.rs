//! The WebSocket of a table: the token in the first message (never in the
//! URL), resumption from a sequence number, one frame per event built from
//! the role's view only, an Origin allow-list, size and rate limits.

use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::json;
use tenace_laws::Role;
use tokio::sync::broadcast::error::RecvError;

use crate::app::{ActionBody, ApiError, App};

/// The first message of a client.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Hello {
    #[serde(default)]
    token: Option<String>,
    /// The last sequence number the client has seen; without it, only the
    /// current frame is sent.
    #[serde(default)]
    since: Option<u64>,
}

/// A later message: an action.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClientMessage {
    action: serde_json::Value,
}

pub(crate) fn origin_allowed(app: &App, headers: &HeaderMap) -> Result<(), ApiError> {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return Ok(());
    };
    let origin = origin
        .to_str()
        .map_err(|_| ApiError::Origin("(not text)".into()))?;
    let allowed = &app.config().allowed_origins;
    let same_host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|host| {
            origin == format!("http://{host}") || origin == format!("https://{host}")
        });
    if allowed.iter().any(|a| a == origin) || (allowed.is_empty() && same_host) {
        Ok(())
    } else {
        Err(ApiError::Origin(origin.to_owned()))
    }
}

pub(crate) async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if let Err(e) = origin_allowed(&app, &headers) {
        return e.into_response();
    }
    if let Err(e) = app.slot(&id).await {
        return e.into_response();
    }
    let max = app.config().max_frame;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| async move {
            app.metrics().ws_connections.inc();
            session(&app, &id, socket).await;
            app.metrics().ws_connections.dec();
        })
}

async fn send(socket: &mut WebSocket, value: &serde_json::Value) -> bool {
    socket
        .send(Message::Text(value.to_string().into()))
        .await
        .is_ok()
}

fn error_frame(e: &ApiError) -> serde_json::Value {
    let mut v = serde_json::to_value(e.body()).unwrap_or_default();
    if let Some(obj) = v.as_object_mut() {
        obj.insert("type".into(), json!("error"));
    }
    v
}

/// A token bucket.
struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

async fn session(app: &App, id: &str, mut socket: WebSocket) {
    let hello = match tokio::time::timeout(Duration::from_secs(10), socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text)
            .map_err(|e| ApiError::BadJson(format!("the first message: {e}"))),
        Ok(Some(Ok(_))) => Err(ApiError::BadJson(
            "the first message must be text: {\"token\": ..., \"since\": ...}".into(),
        )),
        _ => return,
    };
    let hello = match hello {
        Ok(h) => h,
        Err(e) => {
            send(&mut socket, &error_frame(&e)).await;
            return;
        }
    };
    let role = match app.role_at(hello.token.as_deref(), id).await {
        Ok(r) => r,
        Err(e) => {
            send(&mut socket, &error_frame(&e)).await;
            return;
        }
    };
    let slot = match app.slot(id).await {
        Ok(s) => s,
        Err(e) => {
            send(&mut socket, &error_frame(&e)).await;
            return;
        }
    };
    let mut changes = slot.changes.subscribe();
    if !send(
        &mut socket,
        &json!({"type": "hello", "role": role, "table": id}),
    )
    .await
    {
        return;
    }
    let mut sent = match hello.since {
        Some(since) => since,
        None => {
            // A new client: the current frame only.
            let frame = match app.frame(id, role).await {
                Ok(f) => f,
                Err(e) => {
                    send(&mut socket, &error_frame(&e)).await;
                    return;
                }
            };
            if !send(&mut socket, &frame_json(&frame)).await {
                return;
            }
            app.metrics().ws_frames.inc();
            frame.seq
        }
    };
    let mut bucket = Bucket {
        tokens: app.config().ws_burst,
        last: Instant::now(),
        rate: app.config().ws_rate_per_sec,
        burst: app.config().ws_burst,
    };
    if !catch_up(app, &slot, role, &mut sent, &mut socket).await {
        return;
    }
    loop {
        tokio::select! {
            msg = socket.recv() => {
                let text = match msg {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let e = ApiError::BadJson("binary messages are not read".into());
                        if !send(&mut socket, &error_frame(&e)).await { return; }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | None => return,
                    Some(Err(e)) => {
                        tracing::debug!(table = %id, error = %e, "websocket closed");
                        return;
                    }
                };
                if !bucket.take() {
                    let e = json!({"type": "error", "error": "rate_limited",
                        "message": "too many messages; this one was ignored"});
                    if !send(&mut socket, &e).await { return; }
                    continue;
                }
                let reply = match handle(app, id, role, &text).await {
                    Ok(acted) => json!({"type": "ack", "seq": acted.seq, "outcomes": acted.outcomes}),
                    Err(e) => error_frame(&e),
                };
                if !send(&mut socket, &reply).await { return; }
            }
            change = changes.recv() => {
                match change {
                    Ok(_) | Err(RecvError::Lagged(_)) => {
                        if !catch_up(app, &slot, role, &mut sent, &mut socket).await { return; }
                    }
                    Err(RecvError::Closed) => {
                        let e = json!({"type": "error", "error": "reload",
                            "message": "the table was reloaded; reconnect with since"});
                        send(&mut socket, &e).await;
                        return;
                    }
                }
            }
        }
    }
}

async fn handle(
    app: &App,
    id: &str,
    role: Role,
    text: &str,
) -> Result<crate::app::Acted, ApiError> {
    let msg: ClientMessage =
        serde_json::from_str(text).map_err(|e| ApiError::BadJson(e.to_string()))?;
    if role == Role::Spectator {
        return Err(ApiError::Unauthorized);
    }
    let action = ActionBody::from_json(msg.action)?;
    app.act(id, role, action).await
}

fn frame_json(frame: &crate::app::Frame) -> serde_json::Value {
    let mut v = serde_json::to_value(frame).unwrap_or_default();
    if let Some(obj) = v.as_object_mut() {
        obj.insert("type".into(), json!("frame"));
    }
    v
}

/// Sends every frame after `sent` the role may be shown now.
async fn catch_up(
    app: &App,
    slot: &crate::app::Slot,
    role: Role,
    sent: &mut u64,
    socket: &mut WebSocket,
) -> bool {
    let frames = match app.frames_since(slot, role, *sent).await {
        Ok(f) => f,
        Err(e) => return send(socket, &error_frame(&e)).await,
    };
    for frame in frames {
        if !send(socket, &frame_json(&frame)).await {
            return false;
        }
        app.metrics().ws_frames.inc();
        *sent = frame.seq;
    }
    true
}
