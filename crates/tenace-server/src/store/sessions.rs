//! Storage of club sessions played face to face: the session's definition,
//! its hashed tokens (the Director's, one per physical table) and the
//! append-only log of results (docs/server.md, "Sessions and results").
//! Rows are never updated or deleted; the same SQL serves SQLite and
//! PostgreSQL.

use sqlx::Row;

use super::{Store, StoreError};

/// A stored session.
#[derive(Debug, Clone)]
pub struct SessionRow {
    pub id: String,
    pub name: String,
    /// The session file (tenace-events) without results, as JSON.
    pub definition: String,
    pub created_ms: i64,
}

/// A session token: `director`, or `table` with the table's number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionTokenRow {
    pub session: String,
    pub role: String,
    pub table: Option<i64>,
}

/// One row of a session's result log.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResultRow {
    /// Given by the store when appended.
    pub seq: i64,
    /// `entered`, `confirmed`, `corrected` or `withdrawn`.
    pub kind: String,
    pub refers_to: Option<i64>,
    pub round: i64,
    pub table: i64,
    pub board: i64,
    pub ns: Option<i64>,
    pub ew: Option<i64>,
    pub contract: Option<String>,
    pub declarer: Option<String>,
    pub lead: Option<String>,
    pub tricks: Option<i64>,
    pub adjusted: Option<String>,
    pub ns_score: Option<i64>,
    /// `table` or `director`.
    pub by_role: String,
    /// `NS` or `EW`: the side that entered or confirmed.
    pub side: Option<String>,
    pub reason: Option<String>,
    pub at_ms: i64,
}

const COLUMNS: &str = "seq, kind, refers_to, round_no, table_no, board, ns, ew, contract, \
     declarer, lead, tricks, adjusted, ns_score, by_role, side, reason, at_ms";

fn result_row(r: &sqlx::any::AnyRow) -> Result<ResultRow, sqlx::Error> {
    Ok(ResultRow {
        seq: r.try_get(0)?,
        kind: r.try_get(1)?,
        refers_to: r.try_get(2)?,
        round: r.try_get(3)?,
        table: r.try_get(4)?,
        board: r.try_get(5)?,
        ns: r.try_get(6)?,
        ew: r.try_get(7)?,
        contract: r.try_get(8)?,
        declarer: r.try_get(9)?,
        lead: r.try_get(10)?,
        tricks: r.try_get(11)?,
        adjusted: r.try_get(12)?,
        ns_score: r.try_get(13)?,
        by_role: r.try_get(14)?,
        side: r.try_get(15)?,
        reason: r.try_get(16)?,
        at_ms: r.try_get(17)?,
    })
}

impl Store {
    /// Creates a session with its tokens (hash, role, table), in one
    /// transaction.
    pub async fn create_session(
        &self,
        session: &SessionRow,
        tokens: &[(String, String, Option<i64>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO sessions (id, name, definition, created_ms) VALUES ($1, $2, $3, $4)",
        )
        .bind(&session.id)
        .bind(&session.name)
        .bind(&session.definition)
        .bind(session.created_ms)
        .execute(&mut *tx)
        .await?;
        for (hash, role, table) in tokens {
            sqlx::query(
                "INSERT INTO session_tokens (token_hash, session_id, role, table_no) VALUES ($1, $2, $3, $4)",
            )
            .bind(hash)
            .bind(&session.id)
            .bind(role)
            .bind(*table)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// A session, if it exists.
    pub async fn session(&self, id: &str) -> Result<Option<SessionRow>, StoreError> {
        let row =
            sqlx::query("SELECT id, name, definition, created_ms FROM sessions WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(match row {
            Some(r) => Some(SessionRow {
                id: r.try_get(0)?,
                name: r.try_get(1)?,
                definition: r.try_get(2)?,
                created_ms: r.try_get(3)?,
            }),
            None => None,
        })
    }

    /// Every session, newest first (id and name).
    pub async fn session_list(&self) -> Result<Vec<(String, String)>, StoreError> {
        let rows = sqlx::query("SELECT id, name FROM sessions ORDER BY created_ms DESC, id")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// The session, role and table of a session token, by its hash.
    pub async fn session_token(&self, hash: &str) -> Result<Option<SessionTokenRow>, StoreError> {
        let row = sqlx::query(
            "SELECT session_id, role, table_no FROM session_tokens WHERE token_hash = $1",
        )
        .bind(hash)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => Some(SessionTokenRow {
                session: r.try_get(0)?,
                role: r.try_get(1)?,
                table: r.try_get(2)?,
            }),
            None => None,
        })
    }

    /// Appends a row to a session's result log with the next seq; returns
    /// the seq. The unique (session, seq) refuses a second writer of the
    /// same seq.
    pub async fn append_result(&self, session: &str, row: &ResultRow) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> = sqlx::query("SELECT MAX(seq) FROM results WHERE session_id = $1")
            .bind(session)
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
        let seq = last.unwrap_or(0) + 1;
        sqlx::query(&format!(
            "INSERT INTO results (session_id, {COLUMNS}) VALUES \
             ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)"
        ))
        .bind(session)
        .bind(seq)
        .bind(&row.kind)
        .bind(row.refers_to)
        .bind(row.round)
        .bind(row.table)
        .bind(row.board)
        .bind(row.ns)
        .bind(row.ew)
        .bind(&row.contract)
        .bind(&row.declarer)
        .bind(&row.lead)
        .bind(row.tricks)
        .bind(&row.adjusted)
        .bind(row.ns_score)
        .bind(&row.by_role)
        .bind(&row.side)
        .bind(&row.reason)
        .bind(row.at_ms)
        .execute(&mut *tx)
        .await?;
        if self.backend() == super::Backend::Postgres {
            // Delivered to every node's LISTEN when (and only if) the row
            // commits: their ranking sockets follow this write.
            sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS n")
                .bind(super::SESSIONS_CHANNEL)
                .bind(format!("{session} {seq}"))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(seq)
    }

    /// A session's result log in order.
    pub async fn results(&self, session: &str) -> Result<Vec<ResultRow>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM results WHERE session_id = $1 ORDER BY seq"
        ))
        .bind(session)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(result_row).collect::<Result<_, _>>()?)
    }

    /// Appends a naming of a pair (its players' names) with the next seq;
    /// returns the seq. Never updated or deleted: the latest wins.
    pub async fn append_session_names(
        &self,
        session: &str,
        pair: i64,
        names: &[String],
        at_ms: i64,
    ) -> Result<i64, StoreError> {
        let text = serde_json::to_string(names).map_err(|e| StoreError::Corrupt {
            table: session.to_owned(),
            reason: e.to_string(),
        })?;
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> =
            sqlx::query("SELECT MAX(seq) FROM session_names WHERE session_id = $1")
                .bind(session)
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
        let seq = last.unwrap_or(0) + 1;
        sqlx::query(
            "INSERT INTO session_names (session_id, seq, pair_no, names, at_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(session)
        .bind(seq)
        .bind(pair)
        .bind(text)
        .bind(at_ms)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(seq)
    }

    /// Each named pair's latest names, by pair.
    pub async fn session_names(
        &self,
        session: &str,
    ) -> Result<std::collections::BTreeMap<i64, Vec<String>>, StoreError> {
        let rows = sqlx::query(
            "SELECT pair_no, names FROM session_names WHERE session_id = $1 ORDER BY seq",
        )
        .bind(session)
        .fetch_all(&self.pool)
        .await?;
        let mut out = std::collections::BTreeMap::new();
        for r in rows {
            let pair: i64 = r.try_get(0)?;
            let text: String = r.try_get(1)?;
            let names: Vec<String> =
                serde_json::from_str(&text).map_err(|e| StoreError::Corrupt {
                    table: session.to_owned(),
                    reason: format!("names of pair {pair}: {e}"),
                })?;
            out.insert(pair, names);
        }
        Ok(out)
    }
}
