-- An event round taken from a stored team session (docs/server.md, "Events
-- and Swiss standings"): the round's matches are those of one round of the
-- session, its teams given the event's contestants (`teams`, a JSON object
-- from the session's team number to the event's contestant id), with the
-- round's byes (`byes`, a JSON array of contestant ids). The IMPs are not
-- copied: the standings read the session's results each time, so they
-- follow its results and corrections. Each link a new row, never updated
-- or deleted; one link per event round. One schema for SQLite and
-- PostgreSQL.
CREATE TABLE club_event_sessions (
    event_id TEXT NOT NULL REFERENCES club_events (id),
    seq BIGINT NOT NULL,
    round_no BIGINT NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    session_round BIGINT NOT NULL,
    teams TEXT NOT NULL,
    byes TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    UNIQUE (event_id, seq),
    UNIQUE (event_id, round_no)
);
