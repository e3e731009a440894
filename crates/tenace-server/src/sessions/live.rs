//! The live ranking of a session, pushed on a WebSocket as each row
//! arrives.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde_json::json;
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

async fn send_ranking(app: &App, id: &str, socket: &mut WebSocket) -> bool {
    let msg = match ranking(app, id).await {
        Ok(r) => json!({ "type": "ranking", "seq": r["seq"], "ranking": r }),
        Err(e) => json!({ "type": "error", "error": e.code(), "message": e.to_string() }),
    };
    socket
        .send(Message::Text(msg.to_string().into()))
        .await
        .is_ok()
}

async fn live(app: App, id: String, mut socket: WebSocket) {
    let mut changes = app.session_channel(&id).subscribe();
    if !send_ranking(&app, &id, &mut socket).await {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    // Several rows at once: one ranking for all of them.
                    while changes.try_recv().is_ok() {}
                    if !send_ranking(&app, &id, &mut socket).await {
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
