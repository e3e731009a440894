-- One schema for SQLite and PostgreSQL (only types both understand).
CREATE TABLE tables (
    id TEXT PRIMARY KEY,
    board TEXT NOT NULL,
    config TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES tables (id),
    role TEXT NOT NULL
);

-- The append-only log: one row per event, never updated or deleted.
CREATE TABLE events (
    table_id TEXT NOT NULL REFERENCES tables (id),
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,
    actor TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    UNIQUE (table_id, seq)
);
