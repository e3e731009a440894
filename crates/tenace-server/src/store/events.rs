//! Storage of events scored in VPs (Swiss and other team events): the
//! event's definition and the append-only log of its match results
//! (docs/server.md, "Events and Swiss standings"). The same SQL serves
//! SQLite and PostgreSQL.

use sqlx::Row;

use super::{Store, StoreError};

/// A stored event.
#[derive(Debug, Clone)]
pub struct EventRow {
    pub id: String,
    pub name: String,
    /// JSON (crate::events::Definition).
    pub definition: String,
    pub director_hash: String,
    pub created_ms: i64,
}

/// One match (or bye: `away` is `None`) of a round; IMPs and VPs in
/// hundredths.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchRow {
    pub seq: i64,
    pub round: i64,
    pub home: i64,
    pub away: Option<i64>,
    pub imps_home: i64,
    pub imps_away: i64,
    pub vps_home: i64,
    pub vps_away: i64,
    pub at_ms: i64,
}

impl Store {
    /// Stores a new event.
    pub async fn create_event(&self, e: &EventRow) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO club_events (id, name, definition, director_hash, created_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&e.id)
        .bind(&e.name)
        .bind(&e.definition)
        .bind(&e.director_hash)
        .bind(e.created_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// An event, if it exists.
    pub async fn event(&self, id: &str) -> Result<Option<EventRow>, StoreError> {
        let row = sqlx::query(
            "SELECT id, name, definition, director_hash, created_ms FROM club_events WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => Some(EventRow {
                id: r.try_get(0)?,
                name: r.try_get(1)?,
                definition: r.try_get(2)?,
                director_hash: r.try_get(3)?,
                created_ms: r.try_get(4)?,
            }),
            None => None,
        })
    }

    /// Appends a round's matches in one transaction (all or none), each
    /// with the next seq. The unique (event, round, home) refuses a match
    /// stored twice, by this node or another.
    pub async fn append_matches(&self, event: &str, rows: &[MatchRow]) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> =
            sqlx::query("SELECT MAX(seq) FROM club_event_matches WHERE event_id = $1")
                .bind(event)
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
        let mut seq = last.unwrap_or(0);
        for r in rows {
            seq += 1;
            sqlx::query(
                "INSERT INTO club_event_matches (event_id, seq, round_no, home, away, imps_home, \
                 imps_away, vps_home, vps_away, at_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(event)
            .bind(seq)
            .bind(r.round)
            .bind(r.home)
            .bind(r.away)
            .bind(r.imps_home)
            .bind(r.imps_away)
            .bind(r.vps_home)
            .bind(r.vps_away)
            .bind(r.at_ms)
            .execute(&mut *tx)
            .await?;
        }
        self.notify_event(&mut tx, event, seq).await?;
        tx.commit().await?;
        Ok(())
    }

    /// An event's matches in order.
    pub async fn event_matches(&self, event: &str) -> Result<Vec<MatchRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, round_no, home, away, imps_home, imps_away, vps_home, vps_away, at_ms \
             FROM club_event_matches WHERE event_id = $1 ORDER BY seq",
        )
        .bind(event)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(MatchRow {
                    seq: r.try_get(0)?,
                    round: r.try_get(1)?,
                    home: r.try_get(2)?,
                    away: r.try_get(3)?,
                    imps_home: r.try_get(4)?,
                    imps_away: r.try_get(5)?,
                    vps_home: r.try_get(6)?,
                    vps_away: r.try_get(7)?,
                    at_ms: r.try_get(8)?,
                })
            })
            .collect()
    }
}

/// A correction of a stored match (`round`, `home`): its new IMPs and VPs
/// (hundredths) and why. Appended, never updated.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CorrectionRow {
    pub seq: i64,
    pub round: i64,
    pub home: i64,
    pub imps_home: i64,
    pub imps_away: i64,
    pub vps_home: i64,
    pub vps_away: i64,
    pub reason: String,
    pub at_ms: i64,
}

impl Store {
    /// Appends a correction with the event's next correction seq (one
    /// transaction; the unique (event, seq) refuses a race between nodes).
    pub async fn append_correction(
        &self,
        event: &str,
        c: &CorrectionRow,
    ) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> =
            sqlx::query("SELECT MAX(seq) FROM club_event_corrections WHERE event_id = $1")
                .bind(event)
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
        let seq = last.unwrap_or(0) + 1;
        sqlx::query(
            "INSERT INTO club_event_corrections (event_id, seq, round_no, home, imps_home, \
             imps_away, vps_home, vps_away, reason, at_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(event)
        .bind(seq)
        .bind(c.round)
        .bind(c.home)
        .bind(c.imps_home)
        .bind(c.imps_away)
        .bind(c.vps_home)
        .bind(c.vps_away)
        .bind(&c.reason)
        .bind(c.at_ms)
        .execute(&mut *tx)
        .await?;
        self.notify_event(&mut tx, event, seq).await?;
        tx.commit().await?;
        Ok(seq)
    }

    /// An event's corrections in order.
    pub async fn event_corrections(&self, event: &str) -> Result<Vec<CorrectionRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, round_no, home, imps_home, imps_away, vps_home, vps_away, reason, at_ms \
             FROM club_event_corrections WHERE event_id = $1 ORDER BY seq",
        )
        .bind(event)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(CorrectionRow {
                    seq: r.try_get(0)?,
                    round: r.try_get(1)?,
                    home: r.try_get(2)?,
                    imps_home: r.try_get(3)?,
                    imps_away: r.try_get(4)?,
                    vps_home: r.try_get(5)?,
                    vps_away: r.try_get(6)?,
                    reason: r.try_get(7)?,
                    at_ms: r.try_get(8)?,
                })
            })
            .collect()
    }
}

impl Store {
    /// On PostgreSQL, tells every node's LISTEN that event `event` changed
    /// (delivered only if the transaction commits): `event/ID SEQ` on the
    /// sessions' channel, which `App::listen` passes to the live channel
    /// `event/ID` (the event page's WebSocket, `events_web`).
    async fn notify_event(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        event: &str,
        seq: i64,
    ) -> Result<(), StoreError> {
        if self.backend() == super::Backend::Postgres {
            sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS n")
                .bind(super::SESSIONS_CHANNEL)
                .bind(format!("event/{event} {seq}"))
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }
}

/// An event round taken from a stored team session: the session's round
/// `session_round`, its teams given the event's contestants (JSON object
/// `teams`), and the round's byes (JSON array `byes`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinkRow {
    pub seq: i64,
    pub round: i64,
    pub session: String,
    pub session_round: i64,
    pub teams: String,
    pub byes: String,
    pub at_ms: i64,
}

impl Store {
    /// Links an event round to a stored session (one transaction; the
    /// unique (event, round) refuses a round linked twice, by this node or
    /// another).
    pub async fn append_link(&self, event: &str, l: &LinkRow) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> =
            sqlx::query("SELECT MAX(seq) FROM club_event_sessions WHERE event_id = $1")
                .bind(event)
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
        let seq = last.unwrap_or(0) + 1;
        sqlx::query(
            "INSERT INTO club_event_sessions (event_id, seq, round_no, session_id, \
             session_round, teams, byes, at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(event)
        .bind(seq)
        .bind(l.round)
        .bind(&l.session)
        .bind(l.session_round)
        .bind(&l.teams)
        .bind(&l.byes)
        .bind(l.at_ms)
        .execute(&mut *tx)
        .await?;
        self.notify_event(&mut tx, event, seq).await?;
        tx.commit().await?;
        Ok(seq)
    }

    /// An event's rounds taken from stored sessions, in order.
    pub async fn event_links(&self, event: &str) -> Result<Vec<LinkRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, round_no, session_id, session_round, teams, byes, at_ms \
             FROM club_event_sessions WHERE event_id = $1 ORDER BY seq",
        )
        .bind(event)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(LinkRow {
                    seq: r.try_get(0)?,
                    round: r.try_get(1)?,
                    session: r.try_get(2)?,
                    session_round: r.try_get(3)?,
                    teams: r.try_get(4)?,
                    byes: r.try_get(5)?,
                    at_ms: r.try_get(6)?,
                })
            })
            .collect()
    }
}
