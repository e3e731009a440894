//! The HTTP routes of sessions and results, and their OpenAPI document.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use super::live::{__path_upgrade, upgrade};
use super::ranking::{export, ranking};
use super::results::{
    clip, confirm, correct, create, enter, load, name_pair, outcome, postpone, role_in, SessionRole,
};
use super::*;
use crate::api::bearer;
use crate::app::{hash_token, ApiError, App, ErrorBody};

async fn role_of(app: &App, id: &str, headers: &HeaderMap) -> Result<SessionRole, ResultsError> {
    let token = bearer(headers)?.ok_or(ApiError::Unauthorized)?;
    role_in(app, id, &token).await
}

async fn director_of(app: &App, id: &str, headers: &HeaderMap) -> Result<(), ResultsError> {
    match role_of(app, id, headers).await? {
        SessionRole::Director => Ok(()),
        SessionRole::Table(_) => Err(ApiError::DirectorOnly.into()),
    }
}

pub(crate) fn body_of<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ResultsError> {
    let bytes = body.map_err(|e| ApiError::Body(e.body_text()))?;
    let value: Value =
        serde_json::from_slice(&bytes).map_err(|e| ApiError::BadJson(e.to_string()))?;
    serde_json::from_value(value).map_err(|e| ResultsError::BadBody(e.to_string()))
}

/// The routes of sessions and results.
pub fn routes() -> Router<App> {
    Router::new()
        .route("/api/sessions", post(create_session).get(list_sessions))
        .route("/api/sessions/{id}", get(get_session))
        .route("/api/sessions/{id}/results", post(post_result))
        .route("/api/sessions/{id}/score", post(post_score))
        .route("/api/sessions/{id}/confirm", post(post_confirm))
        .route("/api/sessions/{id}/corrections", post(post_correction))
        .route("/api/sessions/{id}/postpone", post(post_postpone))
        .route("/api/sessions/{id}/names", post(post_names))
        .route("/api/sessions/{id}/boards/{board}", get(get_traveller))
        .route("/api/sessions/{id}/audit", get(get_audit))
        .route("/api/sessions/{id}/export.pbn", get(get_export_pbn))
        .route("/api/sessions/{id}/export.usebio", get(get_export_usebio))
        .route("/api/sessions/{id}/ws", get(upgrade))
}

/// Creates a session from a movement (tenace-events generates it) or a
/// session file. With a server-wide Director token set, only its holder may;
/// without one, anyone (like `POST /api/tables`).
#[utoipa::path(post, path = "/api/sessions", request_body = CreateSession,
    responses((status = 200, body = CreatedSession), (status = 401, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security((), ("bearer" = [])))]
async fn create_session(
    State(app): State<App>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<CreatedSession>, ResultsError> {
    if let Some(server) = &app.config().director_token {
        let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
        if hash_token(&token) != hash_token(server) {
            return Err(ApiError::Unauthorized.into());
        }
    }
    let req: CreateSession = body_of(body)?;
    Ok(Json(create(&app, &req).await?))
}

/// Every stored session, newest first (`[{"id", "name"}]`): the
/// server-wide Director token's.
#[utoipa::path(get, path = "/api/sessions",
    responses((status = 200, body = Object), (status = 401, body = ErrorBody)),
    security(("bearer" = [])))]
async fn list_sessions(
    State(app): State<App>,
    headers: HeaderMap,
) -> Result<Json<Value>, ResultsError> {
    let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
    let server = app.config().director_token.as_deref().map(hash_token);
    if server != Some(hash_token(&token)) {
        return Err(ApiError::Unauthorized.into());
    }
    let list = app.store().session_list().await?;
    Ok(Json(Value::Array(
        list.into_iter()
            .map(|(id, name)| json!({ "id": id, "name": name }))
            .collect(),
    )))
}

/// The session: name, movement, the schedule with each board's current
/// result, the ranking of what is in (matchpoints by tenace-events and
/// tenace-score) and the travellers. Public.
#[utoipa::path(get, path = "/api/sessions/{id}",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = Object), (status = 404, body = ErrorBody)))]
async fn get_session(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ResultsError> {
    Ok(Json(ranking(&app, &id).await?))
}

/// Enters a result: a table's token for its own table (the board must be
/// one that table plays in that round), or the Director's for any table.
#[utoipa::path(post, path = "/api/sessions/{id}/results",
    params(("id" = String, Path, description = "session id")),
    request_body = ResultBody,
    responses((status = 200, body = Stored), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_result(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let role = role_of(&app, &id, &headers).await?;
    let body: ResultBody = body_of(body)?;
    Ok(Json(enter(&app, &id, role, &body).await?))
}

/// The score of a result before it is sent (tenace-score, the board's
/// Law 2 vulnerability); nothing is stored. Public.
#[utoipa::path(post, path = "/api/sessions/{id}/score",
    params(("id" = String, Path, description = "session id")),
    request_body = ResultBody,
    responses((status = 200, body = Stored), (status = 422, body = ErrorBody)))]
async fn post_score(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let s = load(&app, &id).await?;
    let body: ResultBody = body_of(body)?;
    if s.movement.boards.set_of(body.board).is_none() {
        return Err(ResultsError::BoardNotAtTable {
            board: body.board,
            table: body.table.unwrap_or(0),
            round: body.round,
        });
    }
    let out = outcome(
        body.board,
        body.contract.as_deref(),
        body.declarer.as_deref(),
        body.tricks,
        body.lead.as_deref(),
        body.adjusted.as_deref(),
        true,
    )?;
    Ok(Json(Stored {
        seq: 0,
        ns_score: out.ns_score,
    }))
}

/// The opponents confirm a result on the table's device, naming their side
/// (the side that entered it cannot).
#[utoipa::path(post, path = "/api/sessions/{id}/confirm",
    params(("id" = String, Path, description = "session id")),
    request_body = ConfirmBody,
    responses((status = 200, body = Stored), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_confirm(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    let role = role_of(&app, &id, &headers).await?;
    let body: ConfirmBody = body_of(body)?;
    Ok(Json(confirm(&app, &id, role, &body).await?))
}

/// The Director corrects a result (a new row pointing at the one it
/// replaces) or withdraws it, with a reason.
#[utoipa::path(post, path = "/api/sessions/{id}/corrections",
    params(("id" = String, Path, description = "session id")),
    request_body = CorrectionBody,
    responses((status = 200, body = Stored), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_correction(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    let body: CorrectionBody = body_of(body)?;
    Ok(Json(correct(&app, &id, &body).await?))
}

/// The Director postpones a board of a round at a table (Law 8B2): the
/// ranking counts it as not yet played until he enters its result
/// (`POST /api/sessions/{id}/results` with his token).
#[utoipa::path(post, path = "/api/sessions/{id}/postpone",
    params(("id" = String, Path, description = "session id")),
    request_body = PostponeBody,
    responses((status = 200, body = Stored), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_postpone(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Stored>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    let body: PostponeBody = body_of(body)?;
    Ok(Json(postpone(&app, &id, &body).await?))
}

/// The Director names a pair (`{"pair", "names": [..]}`); the latest
/// naming wins, shown in the ranking. Returns `{"seq"}`.
#[utoipa::path(post, path = "/api/sessions/{id}/names",
    params(("id" = String, Path, description = "session id")),
    request_body = NamesBody,
    responses((status = 200, body = Object), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])))]
async fn post_names(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    let body: NamesBody = body_of(body)?;
    let seq = name_pair(&app, &id, &body).await?;
    Ok(Json(json!({ "seq": seq })))
}

/// The session in PBN 2.1 with its ScoreTable and TotalScoreTable. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/export.pbn",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = String, content_type = "application/x-pbn"),
        (status = 404, body = ErrorBody)))]
async fn get_export_pbn(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ResultsError> {
    let text = export(&app, &id, false).await?;
    Ok((
        [(header::CONTENT_TYPE, "application/x-pbn; charset=utf-8")],
        text,
    )
        .into_response())
}

/// The session in USEBIO 1.3 XML. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/export.usebio",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = String, content_type = "application/xml"),
        (status = 404, body = ErrorBody)))]
async fn get_export_usebio(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Response, ResultsError> {
    let text = export(&app, &id, true).await?;
    Ok((
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        text,
    )
        .into_response())
}

/// The traveller of a board: every table's current result, its N-S score
/// and both sides' matchpoints. Public.
#[utoipa::path(get, path = "/api/sessions/{id}/boards/{board}",
    params(("id" = String, Path, description = "session id"),
        ("board" = u16, Path, description = "board number")),
    responses((status = 200, body = Object), (status = 404, body = ErrorBody)))]
async fn get_traveller(
    State(app): State<App>,
    Path((id, board)): Path<(String, String)>,
) -> Result<Json<Value>, ResultsError> {
    let board: u16 = board
        .parse()
        .map_err(|_| ResultsError::BadBody(format!("`{}` is not a board number", clip(&board))))?;
    let all = ranking(&app, &id).await?;
    let lines: Vec<Value> = all["travellers"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| t["board"].as_u64() == Some(u64::from(board)))
        .cloned()
        .collect();
    Ok(Json(json!({ "board": board, "travellers": lines })))
}

/// The audit trail: every row of the session's result log in order.
/// The Director's.
#[utoipa::path(get, path = "/api/sessions/{id}/audit",
    params(("id" = String, Path, description = "session id")),
    responses((status = 200, body = Vec<AuditRow>), (status = 403, body = ErrorBody)),
    security(("bearer" = [])))]
async fn get_audit(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Vec<AuditRow>>, ResultsError> {
    director_of(&app, &id, &headers).await?;
    load(&app, &id).await?;
    let rows = app.store().results(&id).await?;
    Ok(Json(rows.iter().map(AuditRow::from).collect()))
}

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        create_session,
        list_sessions,
        get_session,
        post_result,
        post_score,
        post_confirm,
        post_correction,
        post_postpone,
        post_names,
        get_traveller,
        get_audit,
        get_export_pbn,
        get_export_usebio,
        upgrade
    ),
    components(schemas(
        CreateSession,
        CreatedSession,
        ResultBody,
        ConfirmBody,
        CorrectionBody,
        CorrectedResult,
        PostponeBody,
        NamesBody,
        Stored,
        AuditRow
    ))
)]
pub struct SessionsDoc;
