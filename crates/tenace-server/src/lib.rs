//! The Tenace table server (`tenace serve`): tables online, each person sent
//! only what the Laws let his role see, every action stored before it is
//! acknowledged. See docs/server.md.
//!
//! - [`store`]: sqlx storage, the same SQL for SQLite and PostgreSQL;
//! - [`app`]: the tables in memory (each the fold of its stored log),
//!   tokens and roles, actions, views and tempo;
//! - [`api`]: the HTTP and WebSocket routes, the OpenAPI document.
#![forbid(unsafe_code)]

pub mod api;
pub mod app;
pub mod events;
pub mod events_web;
pub mod metrics;
pub mod results_web;
pub mod sessions;
pub mod store;
pub mod web;
mod ws;

pub use api::router;
pub use app::{
    Acted, ActionBody, ApiError, App, Config, CreateTable, CreatedTable, Frame, LogEntry,
    QueueEntry, TableLog, TempoFlag,
};
pub use store::{Backend, Store, StoreError};

/// Serves `app` on `listener` (and, with PostgreSQL, follows the other
/// nodes' writes) until the future is dropped or the process ends.
pub async fn serve(listener: tokio::net::TcpListener, app: App) -> std::io::Result<()> {
    app.listen().await.map_err(std::io::Error::other)?;
    axum::serve(listener, router(app)).await
}
