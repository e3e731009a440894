-- The names of a stored session's pairs, set by the Director
-- (docs/server.md, "Sessions and results"): each naming a new row, never
-- updated or deleted; the ranking takes, for each pair, the row with the
-- highest seq. `names` is a JSON array of strings. One schema for SQLite
-- and PostgreSQL.
CREATE TABLE session_names (
    session_id TEXT NOT NULL REFERENCES sessions (id),
    seq BIGINT NOT NULL,
    pair_no BIGINT NOT NULL,
    names TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    UNIQUE (session_id, seq)
);
