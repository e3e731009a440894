//! The HTTP routes, their errors, and the OpenAPI document.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use tenace_laws::Role;
use utoipa::OpenApi;

use crate::app::{
    Acted, ActionBody, ApiError, App, Auth, CreateTable, CreatedTable, ErrorBody, Frame,
    QueueEntry, Substitute, Substituted, TableLog, TempoFlag,
};

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = match &self {
            ApiError::BadJson(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Body(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::BadEvent(_) | ApiError::BadScript(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::WrongTable(_)
            | ApiError::NotYourAction { .. }
            | ApiError::DirectorOnly
            | ApiError::Origin(_) => StatusCode::FORBIDDEN,
            ApiError::Refused { .. } | ApiError::OwnedElsewhere(_) => StatusCode::CONFLICT,
            ApiError::NoSuchTable(_) => StatusCode::NOT_FOUND,
            ApiError::Storage(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Corrupt { .. } | ApiError::Solver { .. } => StatusCode::INTERNAL_SERVER_ERROR,
        };
        if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
        } else {
            tracing::debug!(error = %self, "request refused");
        }
        (status, Json(self.body())).into_response()
    }
}

/// The bearer token of a request, if any. A malformed Authorization
/// header is an error, not a spectator.
pub fn bearer(headers: &HeaderMap) -> Result<Option<String>, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().map_err(|_| ApiError::Unauthorized)?;
    match value.strip_prefix("Bearer ") {
        Some(token) if !token.trim().is_empty() => Ok(Some(token.trim().to_owned())),
        _ => Err(ApiError::Unauthorized),
    }
}

fn json_body(body: Result<Bytes, BytesRejection>) -> Result<serde_json::Value, ApiError> {
    let bytes = body.map_err(|e| ApiError::Body(e.body_text()))?;
    serde_json::from_slice(&bytes).map_err(|e| ApiError::BadJson(e.to_string()))
}

/// All routes of the server.
pub fn router(app: App) -> Router {
    let limit = app.config().max_body;
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/openapi.json", get(openapi))
        .route("/api/tables", post(create_table))
        .route("/api/tables/{id}/actions", post(post_action))
        .route("/api/tables/{id}/view", get(get_view))
        .route("/api/tables/{id}/log", get(get_log))
        .route("/api/tables/{id}/ws", get(crate::ws::upgrade))
        .route("/api/director/queue", get(director_queue))
        .route("/api/tables/{id}/substitute", post(post_substitute))
        .merge(crate::web::routes())
        .merge(crate::sessions::routes())
        .merge(crate::events::routes())
        .merge(crate::results_web::routes())
        .merge(crate::events_web::routes())
        .layer(DefaultBodyLimit::max(limit))
        .with_state(app)
}

/// Liveness: the database answers.
#[utoipa::path(get, path = "/healthz", responses((status = 200, description = "ok"), (status = 503, body = ErrorBody)))]
async fn healthz(State(app): State<App>) -> Result<&'static str, ApiError> {
    app.store().ping().await?;
    Ok("ok\n")
}

/// Prometheus metrics (text exposition format).
#[utoipa::path(get, path = "/metrics", responses((status = 200, description = "Prometheus text")))]
async fn metrics(State(app): State<App>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics().render(),
    )
}

/// This document.
async fn openapi() -> Json<utoipa::openapi::OpenApi> {
    let mut doc = ApiDoc::openapi();
    doc.merge(crate::sessions::SessionsDoc::openapi());
    doc.merge(crate::events::EventsDoc::openapi());
    Json(doc)
}

/// Creates a table; returns its id and the tokens of N, E, S, W and the
/// Director (shown once; the server keeps their hashes).
#[utoipa::path(post, path = "/api/tables", request_body = CreateTable,
    responses((status = 200, body = CreatedTable), (status = 400, body = ErrorBody)))]
async fn create_table(
    State(app): State<App>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<CreatedTable>, ApiError> {
    app.may_create(bearer(&headers)?.as_deref()).await?;
    let value = json_body(body)?;
    let req: CreateTable =
        serde_json::from_value(value).map_err(|e| ApiError::BadRequest(e.to_string()))?;
    Ok(Json(app.create(&req).await?))
}

/// Makes an action at a table with the token of the seat (or the Director)
/// whose action it is. The body is `{"script": LINE}` (docs/table-script.md)
/// or an event in its stored form. Acknowledged only once stored.
#[utoipa::path(post, path = "/api/tables/{id}/actions",
    params(("id" = String, Path, description = "table id")),
    request_body(content = Object, description = "an action"),
    responses((status = 200, body = Acted), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_action(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Acted>, ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    let role = app.role_at(Some(&token), &id).await?;
    let value = json_body(body)?;
    let action = ActionBody::from_json(value)?;
    Ok(Json(app.act(&id, role, action).await?))
}

/// The table as the token's role sees it (no token: a spectator, with the
/// configured delay).
#[utoipa::path(get, path = "/api/tables/{id}/view",
    params(("id" = String, Path, description = "table id")),
    responses((status = 200, body = Frame), (status = 404, body = ErrorBody)))]
async fn get_view(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Frame>, ApiError> {
    let token = bearer(&headers)?;
    let role = app.role_at(token.as_deref(), &id).await?;
    Ok(Json(app.frame(&id, role).await?))
}

/// The board, config and full log, with server times: the Director's.
#[utoipa::path(get, path = "/api/tables/{id}/log",
    params(("id" = String, Path, description = "table id")),
    responses((status = 200, body = TableLog), (status = 403, body = ErrorBody)),
    security(("bearer" = [])))]
async fn get_log(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<TableLog>, ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    if app.role_at(Some(&token), &id).await? != Role::Director {
        return Err(ApiError::DirectorOnly);
    }
    Ok(Json(app.log(&id).await?))
}

/// The Director's queue across tables: a table's Director token gives that
/// table, the server-wide Director token every table.
#[utoipa::path(get, path = "/api/director/queue",
    responses((status = 200, body = Vec<QueueEntry>), (status = 403, body = ErrorBody)),
    security(("bearer" = [])))]
async fn director_queue(
    State(app): State<App>,
    headers: HeaderMap,
) -> Result<Json<Vec<QueueEntry>>, ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    let auth: Auth = app
        .authenticate(Some(&token))
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(Json(app.queue(&auth).await?))
}

/// The Director replaces the player of a seat (Law 4): the substitution
/// is stored in the table's log, the seat's old token stops working and
/// the new one is returned, once.
#[utoipa::path(post, path = "/api/tables/{id}/substitute",
    params(("id" = String, Path, description = "table id")),
    request_body = Substitute,
    responses((status = 200, body = Substituted), (status = 403, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_substitute(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Substituted>, ApiError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    if app.role_at(Some(&token), &id).await? != Role::Director {
        return Err(ApiError::DirectorOnly);
    }
    let req: Substitute = serde_json::from_value(json_body(body)?)
        .map_err(|e| ApiError::BadRequest(e.to_string()))?;
    let seat = req
        .seat
        .parse()
        .map_err(|e: tenace_core::SeatParseError| ApiError::BadRequest(format!("seat: {e}")))?;
    Ok(Json(app.substitute(&id, seat).await?))
}

/// The WebSocket of a table (documented here; served by `ws::upgrade`).
/// The first client message is `{"token": T|null, "since": SEQ|null}`;
/// then the server sends `{"type": "frame", "seq", "view"}` for each event
/// after `since`, and the client may send `{"action": ACTION}`.
#[utoipa::path(get, path = "/api/tables/{id}/ws",
    params(("id" = String, Path, description = "table id")),
    responses((status = 101, description = "WebSocket"), (status = 403, body = ErrorBody)))]
#[allow(dead_code)]
async fn ws_doc(_upgrade: WebSocketUpgrade) {}

#[derive(OpenApi)]
#[openapi(
    info(title = "Tenace table server", description = "Bridge tables under the Laws; each role sees only its view (docs/server.md)."),
    paths(healthz, metrics, create_table, post_action, get_view, get_log, director_queue, post_substitute, ws_doc),
    components(schemas(CreateTable, CreatedTable, Substitute, Substituted, Acted, Frame, TableLog, QueueEntry, TempoFlag, ErrorBody)),
    modifiers(&Bearer)
)]
pub struct ApiDoc;

struct Bearer;

impl utoipa::Modify for Bearer {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}
