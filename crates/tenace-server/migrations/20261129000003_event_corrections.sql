-- Corrections of a stored event round (docs/server.md, "Events and Swiss
-- standings"): each a new row, never updated or deleted; the standings
-- take, for each (round, home) match, the correction with the highest
-- seq, else the match as first entered. IMPs and VPs in hundredths. One
-- schema for SQLite and PostgreSQL.
CREATE TABLE club_event_corrections (
    event_id TEXT NOT NULL REFERENCES club_events (id),
    seq BIGINT NOT NULL,
    round_no BIGINT NOT NULL,
    home BIGINT NOT NULL,
    imps_home BIGINT NOT NULL,
    imps_away BIGINT NOT NULL,
    vps_home BIGINT NOT NULL,
    vps_away BIGINT NOT NULL,
    reason TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    UNIQUE (event_id, seq)
);
