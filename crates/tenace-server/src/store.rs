//! Storage through sqlx: the same SQL for SQLite and PostgreSQL (the `Any`
//! driver picks the backend from the URL). Tables, hashed seat tokens, and
//! each table's append-only event log with a unique (table, seq).

use std::str::FromStr;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyConnection, AnyPool, Connection, Executor, Row};

pub mod events;
pub mod sessions;

/// Which database the server stores into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A storage failure: the action (if any) was not acknowledged.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("the database writer has stopped")]
    Closed,
    #[error("stored data of table {table} is unreadable: {reason}")]
    Corrupt { table: String, reason: String },
}

/// One stored event row.
#[derive(Debug, Clone)]
pub struct EventRow {
    pub seq: i64,
    pub event: String,
    pub actor: String,
    pub at_ms: i64,
}

/// A stored table: its board and config (JSON) and its log.
#[derive(Debug, Clone)]
pub struct TableRow {
    pub board: String,
    pub config: String,
    pub created_ms: i64,
    pub events: Vec<EventRow>,
}

/// The database.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    url: String,
    /// PostgreSQL: the connection that holds this node's advisory locks
    /// (one per table it owns); they go when it closes.
    locks: std::sync::Arc<tokio::sync::Mutex<Option<AnyConnection>>>,
    writer: tokio::sync::mpsc::Sender<Job>,
}

/// An append waiting for the writer.
#[derive(Debug)]
struct Job {
    table: String,
    rows: Vec<EventRow>,
    done: tokio::sync::oneshot::Sender<Result<(), StoreError>>,
}

/// The most appends one transaction takes.
const BATCH: usize = 256;

/// Rows a single INSERT takes (5 parameters each, well under the
/// parameter limits of SQLite and PostgreSQL).
const ROWS_PER_INSERT: usize = 400;

async fn append_batch(pool: &AnyPool, backend: Backend, jobs: &[Job]) -> Result<(), sqlx::Error> {
    let rows: Vec<(&str, &EventRow)> = jobs
        .iter()
        .flat_map(|j| j.rows.iter().map(move |r| (j.table.as_str(), r)))
        .collect();
    let mut tx = pool.begin().await?;
    for chunk in rows.chunks(ROWS_PER_INSERT) {
        let mut sql =
            String::from("INSERT INTO events (table_id, seq, event, actor, at_ms) VALUES ");
        for i in 0..chunk.len() {
            let p = i * 5;
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!(
                "(${}, ${}, ${}, ${}, ${})",
                p + 1,
                p + 2,
                p + 3,
                p + 4,
                p + 5
            ));
        }
        let mut q = sqlx::query(&sql);
        for (table, row) in chunk {
            q = q
                .bind(*table)
                .bind(row.seq)
                .bind(&row.event)
                .bind(&row.actor)
                .bind(row.at_ms);
        }
        q.execute(&mut *tx).await?;
    }
    if backend == Backend::Postgres {
        // One notification for the batch, a `TABLE SEQ` line per table;
        // delivered when (and only if) the commit happens.
        let payload: Vec<String> = jobs
            .iter()
            .filter_map(|j| j.rows.last().map(|r| format!("{} {}", j.table, r.seq)))
            .collect();
        for lines in payload.chunks(200) {
            sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS n")
                .bind(CHANNEL)
                .bind(lines.join("\n"))
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await
}

/// The writer: one transaction for every append waiting; if it fails,
/// each append again in its own transaction, so that one bad append (a
/// seq another node wrote) fails alone.
async fn writer(pool: AnyPool, backend: Backend, mut jobs: tokio::sync::mpsc::Receiver<Job>) {
    while let Some(first) = jobs.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        match append_batch(&pool, backend, &batch).await {
            Ok(()) => {
                for job in batch {
                    let _ = job.done.send(Ok(()));
                }
            }
            Err(e) if batch.len() == 1 => {
                if let Some(job) = batch.pop() {
                    let _ = job.done.send(Err(e.into()));
                }
            }
            Err(_) => {
                for job in batch {
                    let one = append_batch(&pool, backend, std::slice::from_ref(&job)).await;
                    let _ = job.done.send(one.map_err(StoreError::from));
                }
            }
        }
    }
}

/// The channel of LISTEN/NOTIFY; the payload is one `TABLE SEQ` line per
/// table written in the transaction.
pub const CHANNEL: &str = "tenace_events";

/// The channel of LISTEN/NOTIFY for club sessions; the payload is
/// `SESSION SEQ`, sent with each result row's commit.
pub const SESSIONS_CHANNEL: &str = "tenace_sessions";

/// The advisory-lock key of a table: 64 bits of the SHA-256 of its id.
pub fn lock_key(id: &str) -> i64 {
    use sha2::{Digest, Sha256};
    let d = Sha256::digest(id.as_bytes());
    let mut b = [0u8; 8];
    b.copy_from_slice(&d[..8]);
    i64::from_be_bytes(b)
}

/// `postgres://...` or `postgresql://...` is PostgreSQL; anything else is
/// the path of a SQLite file (created if missing).
pub fn backend_of(db: &str) -> Backend {
    if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        Backend::Postgres
    } else {
        Backend::Sqlite
    }
}

impl Store {
    /// Opens (and migrates) the database.
    ///
    /// SQLite runs in WAL mode with `synchronous=FULL`: a commit returns
    /// only after the WAL is synced, so an acknowledged action survives a
    /// power loss as well as a killed process (docs/server.md).
    pub async fn open(db: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = backend_of(db);
        let url = match backend {
            Backend::Postgres => db.to_owned(),
            Backend::Sqlite => {
                if db.starts_with("sqlite:") {
                    db.to_owned()
                } else {
                    format!("sqlite://{db}?mode=rwc")
                }
            }
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => 4,
                Backend::Postgres => 10,
            })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _meta| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        conn.execute("PRAGMA journal_mode=WAL").await?;
                        conn.execute("PRAGMA synchronous=FULL").await?;
                        conn.execute("PRAGMA busy_timeout=10000").await?;
                        conn.execute("PRAGMA foreign_keys=ON").await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let (writer_tx, jobs) = tokio::sync::mpsc::channel(4 * BATCH);
        tokio::spawn(writer(pool.clone(), backend, jobs));
        Ok(Store {
            pool,
            backend,
            url,
            locks: Default::default(),
            writer: writer_tx,
        })
    }

    /// The connection URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Takes ownership of a table for this node: always with SQLite (one
    /// node), with PostgreSQL through `pg_try_advisory_lock` on this
    /// node's lock connection. False: another node owns it.
    pub async fn try_own(&self, id: &str) -> Result<bool, StoreError> {
        if self.backend == Backend::Sqlite {
            return Ok(true);
        }
        let mut guard = self.locks.lock().await;
        if guard.is_none() {
            *guard = Some(AnyConnection::connect(&self.url).await?);
        }
        let conn = guard.as_mut().expect("connected above");
        let got = sqlx::query("SELECT pg_try_advisory_lock($1)")
            .bind(lock_key(id))
            .fetch_one(&mut *conn)
            .await;
        match got {
            Ok(row) => Ok(row.try_get::<bool, _>(0)?),
            Err(e) => {
                // A broken lock connection has lost its locks: start over.
                *guard = None;
                Err(e.into())
            }
        }
    }

    /// Gives up every table this node owns (PostgreSQL: closes the lock
    /// connection, which releases its advisory locks) and closes the pool.
    pub async fn close(&self) {
        if let Some(conn) = self.locks.lock().await.take() {
            let _ = conn.close().await;
        }
        self.pool.close().await;
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Creates a table with its tokens (hash, role), in one transaction.
    pub async fn create_table(
        &self,
        id: &str,
        board: &str,
        config: &str,
        created_ms: i64,
        tokens: &[(String, String)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO tables (id, board, config, created_ms) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(board)
            .bind(config)
            .bind(created_ms)
            .execute(&mut *tx)
            .await?;
        for (hash, role) in tokens {
            sqlx::query("INSERT INTO tokens (token_hash, table_id, role) VALUES ($1, $2, $3)")
                .bind(hash)
                .bind(id)
                .bind(role)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Appends events to a table's log. Returns once they are committed
    /// (group commit: the writer puts the appends waiting at the same
    /// moment, from any tables, into one transaction). A second writer of
    /// the same seq fails on the unique (table, seq).
    pub async fn append(&self, table: &str, rows: &[EventRow]) -> Result<(), StoreError> {
        let (done, wait) = tokio::sync::oneshot::channel();
        let job = Job {
            table: table.to_owned(),
            rows: rows.to_vec(),
            done,
        };
        self.writer
            .send(job)
            .await
            .map_err(|_| StoreError::Closed)?;
        wait.await.map_err(|_| StoreError::Closed)?
    }

    /// A table and its log in order, if it exists.
    pub async fn load(&self, id: &str) -> Result<Option<TableRow>, StoreError> {
        let Some(row) = sqlx::query("SELECT board, config, created_ms FROM tables WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let events = self.events_after(id, 0).await?;
        Ok(Some(TableRow {
            board: row.try_get(0)?,
            config: row.try_get(1)?,
            created_ms: row.try_get(2)?,
            events,
        }))
    }

    /// The events of a table with seq greater than `after`, in order.
    pub async fn events_after(&self, id: &str, after: i64) -> Result<Vec<EventRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, event, actor, at_ms FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(id)
        .bind(after)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(EventRow {
                    seq: r.try_get(0)?,
                    event: r.try_get(1)?,
                    actor: r.try_get(2)?,
                    at_ms: r.try_get(3)?,
                })
            })
            .collect()
    }

    /// The table and role of a token, by its hash.
    pub async fn token(&self, hash: &str) -> Result<Option<(String, String)>, StoreError> {
        let row = sqlx::query("SELECT table_id, role FROM tokens WHERE token_hash = $1")
            .bind(hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => Some((r.try_get(0)?, r.try_get(1)?)),
            None => None,
        })
    }

    /// Replaces the tokens of `role` at table `table` by one new token
    /// (its hash), in one transaction: the old tokens stop working (a
    /// substitution; the table's log records it as a Director event).
    pub async fn replace_token(
        &self,
        table: &str,
        role: &str,
        new_hash: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM tokens WHERE table_id = $1 AND role = $2")
            .bind(table)
            .bind(role)
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO tokens (token_hash, table_id, role) VALUES ($1, $2, $3)")
            .bind(new_hash)
            .bind(table)
            .bind(role)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Every table's id, oldest first.
    pub async fn table_ids(&self) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query("SELECT id FROM tables ORDER BY created_ms, id")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(StoreError::from))
            .collect()
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }
}
