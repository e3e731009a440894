//! The live ranking of a session, pushed on a WebSocket as each row
//! arrives.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use tokio::sync::broadcast;

use super::ranking::ranking;
use super::results::load;
use crate::app::{App, ErrorBody};

/// The live ranking: on connecting and after every new row the server
/// sends `{"type": "ranking", "seq", "ranking": <GET /api/sessions/{id}>}`.
/// Client messages are ignored.
#[utoipa::path(get, path = "/api/sessions/{id}/ws",
    params(("id" = String, Path, description = "session id")),
    responses((status = 101, description = "WebSocket"), (status = 403, body = ErrorBody)))]
pub(super) async fn upgrade(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if let Err(e) = crate::ws::origin_allowed(&app, &headers) {
        return e.into_response();
    }
    if let Err(e) = load(&app, &id).await {
        return e.into_response();
    }
    let max = app.config().max_frame;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| live(app, id, socket))
}

async fn ranking_message(app: &App, id: &str) -> Value {
    match ranking(app, id).await {
        Ok(r) => json!({ "type": "ranking", "seq": r["seq"], "ranking": r }),
        Err(e) => json!({ "type": "error", "error": e.code(), "message": e.to_string() }),
    }
}

async fn live(app: App, id: String, socket: WebSocket) {
    let changes = app.session_channel(&id).subscribe();
    push_on_change(changes, socket, || ranking_message(&app, &id)).await;
}

/// Sends `message()` at once and again after every change on `changes`
/// (several at once: one message for all), until the client goes. Client
/// messages are ignored. The session's ranking and the event page
/// (`events_web`) share it.
pub(crate) async fn push_on_change<F, Fut>(
    mut changes: broadcast::Receiver<i64>,
    mut socket: WebSocket,
    message: F,
) where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Value>,
{
    if !send(&mut socket, message().await).await {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    while changes.try_recv().is_ok() {}
                    if !send(&mut socket, message().await).await {
                        return;
                    }
                }
                Err(broadcast::error::RecvError::Closed) => return,
            },
            msg = socket.recv() => match msg {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

async fn send(socket: &mut WebSocket, msg: Value) -> bool {
    socket
        .send(Message::Text(msg.to_string().into()))
        .await
        .is_ok()
}
