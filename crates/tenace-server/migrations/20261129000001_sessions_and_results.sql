-- Club sessions played face to face and their results (docs/server.md,
-- "Sessions and results"). One schema for SQLite and PostgreSQL.
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The session's definition: tenace-events' session file (movement,
    -- contestants, scoring options), as JSON, without results.
    definition TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- Hashed tokens: the session's Director ('director', no table) and one per
-- physical table ('table', its number).
CREATE TABLE session_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    role TEXT NOT NULL,
    table_no BIGINT
);

-- The append-only result log: one row per entry, confirmation, correction
-- or withdrawal, never updated or deleted. The current result of a board at
-- a table is the fold of its rows.
CREATE TABLE results (
    session_id TEXT NOT NULL REFERENCES sessions (id),
    seq BIGINT NOT NULL,
    -- entered, confirmed, corrected, withdrawn
    kind TEXT NOT NULL,
    -- confirmed / corrected / withdrawn: the seq of the row it refers to
    refers_to BIGINT,
    round_no BIGINT NOT NULL,
    table_no BIGINT NOT NULL,
    board BIGINT NOT NULL,
    ns BIGINT,
    ew BIGINT,
    -- '4S', '3NTX', 'PASS'; NULL for an adjusted score or a board not played
    contract TEXT,
    declarer TEXT,
    lead TEXT,
    tricks BIGINT,
    -- an adjusted score ('A+/A-', '60%-40%') or 'NP' (not played)
    adjusted TEXT,
    -- the N-S score by tenace-score (played boards)
    ns_score BIGINT,
    -- who: 'table' or 'director'; the side that entered or confirmed
    by_role TEXT NOT NULL,
    side TEXT,
    reason TEXT,
    at_ms BIGINT NOT NULL,
    UNIQUE (session_id, seq)
);
