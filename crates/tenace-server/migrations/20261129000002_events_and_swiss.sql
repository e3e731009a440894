-- Events of several matches (a Swiss or any team event scored in VPs) and
-- their standings (docs/server.md, "Events and Swiss standings"). One
-- schema for SQLite and PostgreSQL.
CREATE TABLE club_events (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- JSON: boards per match, the bye's VPs (hundredths) and the
    -- contestants in seeding order ({"id", "name"}).
    definition TEXT NOT NULL,
    -- SHA-256 of the event Director's token, shown once.
    director_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- The append-only log of match results, one row per match or bye, never
-- updated or deleted. IMPs and VPs are in hundredths.
CREATE TABLE club_event_matches (
    event_id TEXT NOT NULL REFERENCES club_events (id),
    seq BIGINT NOT NULL,
    round_no BIGINT NOT NULL,
    home BIGINT NOT NULL,
    -- NULL: a bye
    away BIGINT,
    imps_home BIGINT NOT NULL,
    imps_away BIGINT NOT NULL,
    vps_home BIGINT NOT NULL,
    vps_away BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    UNIQUE (event_id, seq),
    UNIQUE (event_id, round_no, home)
);
