//! Events of several matches scored in VPs — a Swiss, or any team event —
//! stored in the server's database (docs/server.md, "Events and Swiss
//! standings"): the event is created with its contestants in seeding
//! order; the Director enters each round's match results (IMPs); the
//! standings (VPs by the corrected WBF continuous scale of tenace-events)
//! and the next round's Swiss draw (`tenace_events::teams::swiss_pair`,
//! the rules of docs/events.md) are read back.

use std::collections::{BTreeMap, BTreeSet};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tenace_events::teams::{seeded_halves, swiss_pair, wbf_vps};
use tenace_events::tiebreak::{Played, Standing, TieBreak};
use utoipa::ToSchema;

use crate::api::bearer;
use crate::app::{hash_token, new_token, now_ms, ApiError, App};
use crate::sessions::{body_of, ResultsError, SessionKind};
use crate::store::events::{CorrectionRow, EventRow, LinkRow, MatchRow};

/// The most contestants an event may have.
pub const MAX_CONTESTANTS: usize = 256;

/// A contestant of an event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EventContestant {
    pub id: u16,
    #[serde(default)]
    pub name: String,
}

/// `POST /api/events`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateEvent {
    pub name: String,
    /// Boards per match: the VP scale is the WBF scale for this many.
    pub boards_per_match: u32,
    /// In seeding order (round 1 is drawn by seeded halves).
    pub contestants: Vec<EventContestant>,
    /// VPs for a bye (a regulation; 10 unless given).
    #[serde(default)]
    pub bye_vps: Option<f64>,
    /// The tie-break chain (docs/events.md, "Tie-breaks"): any of
    /// `direct_match`, `imp_quotient`, `common_opponents`, in order; none
    /// (the default): ties stand.
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    pub tie_break: Option<Vec<TieBreak>>,
}

/// What is stored as the event's definition.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Definition {
    boards_per_match: u32,
    bye_vps: i64,
    contestants: Vec<EventContestant>,
    /// Events stored before tie-breaks have none.
    #[serde(default)]
    tie_break: Vec<TieBreak>,
}

/// One match of a round: the IMPs each team won (Law 86; a team's VPs
/// come from its margin, so unbalanced IMPs give each its own).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchEntry {
    pub home: u16,
    pub away: u16,
    pub imps: [f64; 2],
}

/// `POST /api/events/{id}/rounds/{round}`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundEntry {
    pub matches: Vec<MatchEntry>,
    #[serde(default)]
    pub byes: Vec<u16>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CreatedEvent {
    pub id: String,
    /// The event Director's token (shown once).
    pub director: String,
}

fn bad(msg: impl Into<String>) -> ResultsError {
    ResultsError::BadBody(msg.into())
}

fn hundredths(v: f64) -> i64 {
    (v * 100.0).round() as i64
}

/// Creates an event (the server-wide Director token when one is set).
pub async fn create(app: &App, req: &CreateEvent) -> Result<CreatedEvent, ResultsError> {
    if req.name.trim().is_empty() || req.name.len() > 200 {
        return Err(bad("the event needs a name (at most 200 bytes)"));
    }
    if !(1..=64).contains(&req.boards_per_match) {
        return Err(bad("boards_per_match must be 1 to 64"));
    }
    if req.contestants.len() < 2 || req.contestants.len() > MAX_CONTESTANTS {
        return Err(bad(format!(
            "an event has 2 to {MAX_CONTESTANTS} contestants"
        )));
    }
    let mut seen = BTreeSet::new();
    for c in &req.contestants {
        if c.id == 0 || !seen.insert(c.id) {
            return Err(bad(format!(
                "contestant id {} is zero or given twice",
                c.id
            )));
        }
    }
    let bye = req.bye_vps.unwrap_or(10.0);
    if !(0.0..=20.0).contains(&bye) {
        return Err(bad("bye_vps must be 0 to 20"));
    }
    let def = Definition {
        boards_per_match: req.boards_per_match,
        bye_vps: hundredths(bye),
        contestants: req.contestants.clone(),
        tie_break: req.tie_break.clone().unwrap_or_default(),
    };
    let id = new_token()?;
    let director = new_token()?;
    app.store()
        .create_event(&EventRow {
            id: id.clone(),
            name: req.name.clone(),
            definition: serde_json::to_string(&def).map_err(|e| bad(e.to_string()))?,
            director_hash: hash_token(&director),
            created_ms: now_ms(),
        })
        .await?;
    Ok(CreatedEvent { id, director })
}

async fn load(app: &App, id: &str) -> Result<(EventRow, Definition), ResultsError> {
    let row = app
        .store()
        .event(id)
        .await?
        .ok_or_else(|| ResultsError::NoSuchEvent(id.to_owned()))?;
    let def: Definition = serde_json::from_str(&row.definition)
        .map_err(|e| ResultsError::BadSession(e.to_string()))?;
    Ok((row, def))
}

/// Each team's VPs (hundredths) from its own margin, after checking the
/// IMPs (finite, 0 to 10000).
fn vps_of(imps: [f64; 2], boards: u32) -> Result<(i64, i64), ResultsError> {
    if imps
        .iter()
        .any(|v| !v.is_finite() || *v < 0.0 || *v > 10_000.0)
    {
        return Err(bad("IMPs are numbers from 0 to 10000"));
    }
    let [a, b] = imps;
    let va = wbf_vps((a - b).round() as i32, boards).0;
    let vb = wbf_vps((b - a).round() as i32, boards).0;
    Ok((i64::from(va), i64::from(vb)))
}

/// `POST /api/events/{id}/rounds/{round}/corrections`: the new IMPs of a
/// stored match, named by its home team, and why.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CorrectionEntry {
    pub home: u16,
    pub imps: [f64; 2],
    pub reason: String,
}

/// Corrects a stored match of a round: the match must exist (not a bye),
/// the IMPs are checked as when entered, the reason is 1 to 200 bytes; the
/// correction is appended (the match as first entered and every earlier
/// correction stay in the log). Returns the correction's seq.
pub async fn correct_round(
    app: &App,
    id: &str,
    round: u16,
    c: &CorrectionEntry,
) -> Result<i64, ResultsError> {
    let (_, def) = load(app, id).await?;
    let reason = c.reason.trim();
    if reason.is_empty() || reason.len() > 200 {
        return Err(bad("a correction needs a reason (at most 200 bytes)"));
    }
    refuse_linked(app, id, round).await?;
    let stored = app.store().event_matches(id).await?;
    if !stored
        .iter()
        .any(|m| m.round == i64::from(round) && m.home == i64::from(c.home) && m.away.is_some())
    {
        return Err(bad(format!(
            "round {round} has no stored match with {} at home",
            c.home
        )));
    }
    let (va, vb) = vps_of(c.imps, def.boards_per_match)?;
    Ok(app
        .store()
        .append_correction(
            id,
            &CorrectionRow {
                round: i64::from(round),
                home: i64::from(c.home),
                imps_home: hundredths(c.imps[0]),
                imps_away: hundredths(c.imps[1]),
                vps_home: va,
                vps_away: vb,
                reason: reason.to_owned(),
                at_ms: now_ms(),
                ..CorrectionRow::default()
            },
        )
        .await?)
}

/// The matches as they stand: each (round, home) match with its latest
/// correction applied, and whether it was corrected.
fn corrected(matches: Vec<MatchRow>, corrections: &[CorrectionRow]) -> Vec<(MatchRow, bool)> {
    matches
        .into_iter()
        .map(|mut m| {
            let latest = corrections
                .iter()
                .filter(|c| c.round == m.round && c.home == m.home && m.away.is_some())
                .max_by_key(|c| c.seq);
            match latest {
                Some(c) => {
                    m.imps_home = c.imps_home;
                    m.imps_away = c.imps_away;
                    m.vps_home = c.vps_home;
                    m.vps_away = c.vps_away;
                    (m, true)
                }
                None => (m, false),
            }
        })
        .collect()
}

/// Stores a round's results: every match and bye is checked (known
/// contestants, each once in the round and not already in it, IMPs finite
/// and not negative) before anything is written, then all are written in
/// one transaction.
pub async fn enter_round(
    app: &App,
    id: &str,
    round: u16,
    entry: &RoundEntry,
) -> Result<Vec<MatchRow>, ResultsError> {
    let (_, def) = load(app, id).await?;
    if round == 0 {
        return Err(bad("rounds are numbered from 1"));
    }
    refuse_linked(app, id, round).await?;
    let known: BTreeSet<u16> = def.contestants.iter().map(|c| c.id).collect();
    let stored = app.store().event_matches(id).await?;
    let mut busy: BTreeSet<i64> = stored
        .iter()
        .filter(|m| m.round == i64::from(round))
        .flat_map(|m| std::iter::once(m.home).chain(m.away))
        .collect();
    let mut take = |c: u16| -> Result<(), ResultsError> {
        if !known.contains(&c) {
            return Err(bad(format!("contestant {c} is not in the event")));
        }
        if !busy.insert(i64::from(c)) {
            return Err(bad(format!(
                "contestant {c} already has a result in round {round}"
            )));
        }
        Ok(())
    };
    let at_ms = now_ms();
    let mut rows = Vec::new();
    for m in &entry.matches {
        take(m.home)?;
        take(m.away)?;
        let (va, vb) = vps_of(m.imps, def.boards_per_match)?;
        rows.push(MatchRow {
            round: i64::from(round),
            home: i64::from(m.home),
            away: Some(i64::from(m.away)),
            imps_home: hundredths(m.imps[0]),
            imps_away: hundredths(m.imps[1]),
            vps_home: va,
            vps_away: vb,
            at_ms,
            ..MatchRow::default()
        });
    }
    for &c in &entry.byes {
        take(c)?;
        rows.push(MatchRow {
            round: i64::from(round),
            home: i64::from(c),
            away: None,
            vps_home: def.bye_vps,
            at_ms,
            ..MatchRow::default()
        });
    }
    if rows.is_empty() {
        return Err(bad("a round needs at least one match or bye"));
    }
    app.store().append_matches(id, &rows).await?;
    Ok(rows)
}

/// The standings: VPs, IMPs won and lost, matches, after the latest
/// correction of each match; ranked by VPs, ties broken by the event's
/// tie-break chain (`tie_break`: the rule that placed a team above the
/// next) or standing (`place`, `tied`), listed in seeding order; the
/// rounds' matches (`corrected`) and the corrections; and the next round's
/// draw (round 1 by seeded halves, then the Swiss rules of
/// docs/events.md: no repeat meetings, one bye each).
pub async fn standings(app: &App, id: &str) -> Result<Value, ResultsError> {
    let (row, def) = load(app, id).await?;
    let corrections = app.store().event_corrections(id).await?;
    let mut matches = corrected(app.store().event_matches(id).await?, &corrections);
    let links = app.store().event_links(id).await?;
    let linked = linked_matches(app, &links, def.bye_vps).await?;
    let mut from_session: BTreeMap<(i64, i64), Value> = BTreeMap::new();
    for (m, info) in linked.matches {
        from_session.insert((m.round, m.home), info);
        matches.push((m, false));
    }
    // Per contestant: VPs, IMPs won, IMPs lost, matches (hundredths).
    let mut t: BTreeMap<u16, (i64, i64, i64, u32)> = def
        .contestants
        .iter()
        .map(|c| (c.id, (0, 0, 0, 0)))
        .collect();
    // A linked round's matches not yet started have met all the same.
    let mut met: BTreeSet<(u16, u16)> = linked
        .pending
        .iter()
        .map(|&(_, a, b)| (a.min(b), a.max(b)))
        .collect();
    let mut byes = BTreeSet::new();
    for (m, _) in &matches {
        let home = m.home as u16;
        match m.away {
            Some(away) => {
                let away = away as u16;
                met.insert((home.min(away), home.max(away)));
                for (c, v, won, lost) in [
                    (home, m.vps_home, m.imps_home, m.imps_away),
                    (away, m.vps_away, m.imps_away, m.imps_home),
                ] {
                    let e = t.entry(c).or_default();
                    e.0 += v;
                    e.1 += won;
                    e.2 += lost;
                    e.3 += 1;
                }
            }
            None => {
                byes.insert(home);
                t.entry(home).or_default().0 += m.vps_home;
            }
        }
    }
    let seeds: Vec<u16> = def.contestants.iter().map(|c| c.id).collect();
    // Best first; ties broken by the chain, else in seeding order.
    let table: Vec<Standing> = seeds
        .iter()
        .map(|c| Standing {
            id: *c,
            score: t[c].0 as f64 / 100.0,
            imps_won: t[c].1 as f64 / 100.0,
            imps_lost: t[c].2 as f64 / 100.0,
        })
        .collect();
    let played: Vec<Played> = matches
        .iter()
        .filter_map(|(m, _)| {
            Some(Played {
                teams: [m.home as u16, m.away? as u16],
                vps: [m.vps_home as f64 / 100.0, m.vps_away as f64 / 100.0],
                imps: [m.imps_home as f64 / 100.0, m.imps_away as f64 / 100.0],
            })
        })
        .collect();
    let placed = tenace_events::tiebreak::rank(&table, &played, &def.tie_break);
    let order: Vec<u16> = placed.iter().map(|p| p.id).collect();
    let name = |c: u16| {
        def.contestants
            .iter()
            .find(|x| x.id == c)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    let list: Vec<Value> = placed
        .iter()
        .map(|r| {
            let c = r.id;
            let (vps, won, lost, played) = t[&c];
            json!({
                "place": r.place, "tied": r.tied, "id": c, "name": name(c),
                "vps": vps as f64 / 100.0, "imps_won": won as f64 / 100.0,
                "imps_lost": lost as f64 / 100.0, "matches": played,
                "bye": byes.contains(&c), "tie_break": r.decided_by,
            })
        })
        .collect();
    let rounds = matches
        .iter()
        .map(|(m, _)| m.round)
        .chain(links.iter().map(|l| l.round))
        .max()
        .unwrap_or(0);
    let next = next_draw(
        &seeds,
        &order,
        &met,
        &byes,
        matches.is_empty() && links.is_empty(),
        rounds,
    );
    let played: Vec<Value> = matches
        .iter()
        .map(|(m, fixed)| {
            let mut v = json!({
                "round": m.round, "home": m.home, "away": m.away,
                "imps": [m.imps_home as f64 / 100.0, m.imps_away as f64 / 100.0],
                "vps": [m.vps_home as f64 / 100.0, m.vps_away as f64 / 100.0],
                "corrected": fixed,
            });
            if let Some(info) = from_session.get(&(m.round, m.home)) {
                v["session"] = info.clone();
            }
            v
        })
        .collect();
    let sessions = linked_rounds(&links, &linked.pending);
    let history: Vec<Value> = corrections
        .iter()
        .map(|c| {
            json!({
                "seq": c.seq, "round": c.round, "home": c.home,
                "imps": [c.imps_home as f64 / 100.0, c.imps_away as f64 / 100.0],
                "vps": [c.vps_home as f64 / 100.0, c.vps_away as f64 / 100.0],
                "reason": c.reason, "at_ms": c.at_ms,
            })
        })
        .collect();
    Ok(json!({
        "event": id,
        "name": row.name,
        "boards_per_match": def.boards_per_match,
        "rounds": rounds,
        "standings": list,
        "matches": played,
        "corrections": history,
        "sessions": sessions,
        "tie_break": def.tie_break,
        "next": next,
    }))
}

/// The next round's draw: round 1 by seeded halves (the last seed sits
/// out in an odd field), then the Swiss rules of docs/events.md on the
/// current order, with no repeat meeting and one bye each.
fn next_draw(
    seeds: &[u16],
    order: &[u16],
    met: &BTreeSet<(u16, u16)>,
    byes: &BTreeSet<u16>,
    first: bool,
    rounds: i64,
) -> Value {
    if first {
        let mut pairs = seeded_halves(seeds);
        let bye = (seeds.len() % 2 == 1).then(|| seeds[seeds.len() - 1]);
        if bye.is_some() {
            pairs = seeded_halves(&seeds[..seeds.len() - 1]);
        }
        json!({ "round": 1, "matches": pairs, "bye": bye, "repeats": 0 })
    } else {
        match swiss_pair(order, met, byes) {
            Ok(d) => json!({
                "round": rounds + 1, "matches": d.matches, "bye": d.bye, "repeats": d.repeats,
            }),
            Err(e) => json!({ "round": rounds + 1, "error": e.to_string() }),
        }
    }
}

/// The rounds taken from stored team sessions, each with its matches not
/// yet played in both rooms.
fn linked_rounds(
    links: &[crate::store::events::LinkRow],
    pending: &[(i64, u16, u16)],
) -> Vec<Value> {
    links
        .iter()
        .map(|l| {
            let pending: Vec<[u16; 2]> = pending
                .iter()
                .filter(|p| p.0 == l.round)
                .map(|p| [p.1, p.2])
                .collect();
            json!({
                "round": l.round, "session": l.session, "session_round": l.session_round,
                "pending": pending, "at_ms": l.at_ms,
            })
        })
        .collect()
}

// ------------------------------------------------------------------ rounds from stored sessions

/// `POST /api/events/{id}/rounds/{round}/session`: the round's matches are
/// those of round `round` of the stored team session `session` (1 unless
/// given); `teams` gives each of the session's teams playing that round
/// its event contestant (`{"1": 101, "2": 102}`); `byes` the round's byes,
/// as when a round is entered by hand.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundSession {
    pub session: String,
    #[serde(default)]
    pub round: Option<u16>,
    #[schema(value_type = Object)]
    pub teams: BTreeMap<u16, u16>,
    #[serde(default)]
    pub byes: Vec<u16>,
}

/// A round taken from a stored session cannot also be entered or corrected
/// by hand: its IMPs follow the session's results.
async fn refuse_linked(app: &App, id: &str, round: u16) -> Result<(), ResultsError> {
    let links = app.store().event_links(id).await?;
    if links.iter().any(|l| l.round == i64::from(round)) {
        return Err(ResultsError::RoundFromSession { round });
    }
    Ok(())
}

/// The matches of a round of a team movement, (home, away), as
/// tenace-events scores them.
fn session_matches(m: &tenace_events::model::Movement, round: u16) -> Vec<(u16, u16)> {
    tenace_events::session::scheduled_matches(m, round)
        .into_iter()
        .map(|(teams, _, _)| (teams[0], teams[1]))
        .collect()
}

/// The matches of the event's linked rounds as they stand in their
/// sessions, and those with no board compared in both rooms yet.
struct Linked {
    /// Each scored match as an event match (IMPs and VPs in hundredths),
    /// with where it comes from (`session`, `session_round`, `boards`,
    /// `compared`); byes too.
    matches: Vec<(MatchRow, Value)>,
    /// (event round, home, away) of the matches not started.
    pending: Vec<(i64, u16, u16)>,
}

/// Reads each linked session's ranking (tenace-events scores its matches:
/// IMPs by Law 86 and the WBF continuous VP scale) and gives its matches
/// the event's contestants. A session's corrections show here at the next
/// read.
async fn linked_matches(
    app: &App,
    links: &[LinkRow],
    bye_vps: i64,
) -> Result<Linked, ResultsError> {
    let mut out = Linked {
        matches: Vec::new(),
        pending: Vec::new(),
    };
    for l in links {
        let corrupt = |reason: String| {
            ResultsError::Api(ApiError::Corrupt {
                table: l.session.clone(),
                reason,
            })
        };
        let teams: BTreeMap<u16, u16> =
            serde_json::from_str(&l.teams).map_err(|e| corrupt(e.to_string()))?;
        let byes: Vec<u16> = serde_json::from_str(&l.byes).map_err(|e| corrupt(e.to_string()))?;
        let (s, report) = crate::sessions::report(app, &l.session).await?;
        let round = l.session_round as u16;
        let contestant = |t: u16| teams.get(&t).copied().map(i64::from);
        for (home, away) in session_matches(&s.movement, round) {
            // Each side's figures in the order (home, away).
            let scored = report.matches.iter().find_map(|x| {
                if x.round != round {
                    None
                } else if x.teams == [home, away] {
                    Some((x, [0, 1]))
                } else if x.teams == [away, home] {
                    Some((x, [1, 0]))
                } else {
                    None
                }
            });
            let (Some(h), Some(a)) = (contestant(home), contestant(away)) else {
                return Err(corrupt(format!("team {home} or {away} has no contestant")));
            };
            let Some((x, [i, j])) = scored else {
                out.pending.push((l.round, h as u16, a as u16));
                continue;
            };
            let row = MatchRow {
                round: l.round,
                home: h,
                away: Some(a),
                imps_home: hundredths(x.imps[i]),
                imps_away: hundredths(x.imps[j]),
                vps_home: hundredths(x.vps[i]),
                vps_away: hundredths(x.vps[j]),
                at_ms: l.at_ms,
                ..MatchRow::default()
            };
            let info = json!({
                "id": l.session, "round": round, "boards": x.boards, "compared": x.compared,
            });
            out.matches.push((row, info));
        }
        for b in byes {
            out.matches.push((
                MatchRow {
                    round: l.round,
                    home: i64::from(b),
                    away: None,
                    vps_home: bye_vps,
                    at_ms: l.at_ms,
                    ..MatchRow::default()
                },
                json!({ "id": l.session, "round": round }),
            ));
        }
    }
    Ok(out)
}

/// Takes a round's matches from a stored team session. Checked before
/// anything is written: the round has no results yet (409 `round_taken`);
/// the session exists (404) and is a team session (422
/// `not_a_team_session`) with that round (422 `no_such_round`), its matches
/// of the event's boards per match (422 `boards_mismatch`); every team
/// playing in that round is given a contestant (422 `team_not_mapped`), and
/// only those; the contestants and byes are the event's, each once.
pub async fn link_round(
    app: &App,
    id: &str,
    round: u16,
    body: &RoundSession,
) -> Result<i64, ResultsError> {
    let (_, def) = load(app, id).await?;
    if round == 0 {
        return Err(bad("rounds are numbered from 1"));
    }
    let stored = app.store().event_matches(id).await?;
    let links = app.store().event_links(id).await?;
    if stored.iter().any(|m| m.round == i64::from(round))
        || links.iter().any(|l| l.round == i64::from(round))
    {
        return Err(ResultsError::RoundTaken { round });
    }
    let s = crate::sessions::load(app, &body.session).await?;
    if SessionKind::of(s.movement.contestants) != SessionKind::Teams {
        return Err(ResultsError::NotATeamSession(body.session.clone()));
    }
    let session_round = body.round.unwrap_or(1);
    if session_round == 0 || session_round > s.movement.rounds {
        return Err(ResultsError::NoSuchRound {
            round: session_round,
        });
    }
    let matches = session_matches(&s.movement, session_round);
    if matches.is_empty() {
        return Err(bad(format!(
            "round {session_round} of the session has no match"
        )));
    }
    let playing: BTreeSet<u16> = matches.iter().flat_map(|&(a, b)| [a, b]).collect();
    for &t in &playing {
        if !body.teams.contains_key(&t) {
            return Err(ResultsError::TeamNotMapped { team: t });
        }
    }
    if let Some(t) = body.teams.keys().find(|t| !playing.contains(t)) {
        return Err(bad(format!(
            "team {t} of the session plays no match in its round {session_round}"
        )));
    }
    let scheduled = tenace_events::session::scheduled_matches(&s.movement, session_round);
    if let Some((_, _, boards)) = scheduled
        .iter()
        .find(|(_, _, b)| b.len() as u32 != def.boards_per_match)
    {
        return Err(ResultsError::BoardsMismatch {
            session: boards.len() as u32,
            event: def.boards_per_match,
        });
    }
    let known: BTreeSet<u16> = def.contestants.iter().map(|c| c.id).collect();
    let mut busy = BTreeSet::new();
    for &c in body.teams.values().chain(body.byes.iter()) {
        if !known.contains(&c) {
            return Err(bad(format!("contestant {c} is not in the event")));
        }
        if !busy.insert(c) {
            return Err(bad(format!(
                "contestant {c} is given twice in round {round}"
            )));
        }
    }
    let row = LinkRow {
        round: i64::from(round),
        session: s.row.id.clone(),
        session_round: i64::from(session_round),
        teams: serde_json::to_string(&body.teams).map_err(|e| bad(e.to_string()))?,
        byes: serde_json::to_string(&body.byes).map_err(|e| bad(e.to_string()))?,
        at_ms: now_ms(),
        ..LinkRow::default()
    };
    Ok(app.store().append_link(id, &row).await?)
}

/// Takes a round's matches from a stored team session: the event
/// Director's token. The IMPs then follow the session's results.
#[utoipa::path(post, path = "/api/events/{id}/rounds/{round}/session",
    params(("id" = String, Path, description = "event id"),
        ("round" = u16, Path, description = "round number")),
    request_body = RoundSession,
    responses((status = 200, body = Object), (status = 401, body = crate::app::ErrorBody),
        (status = 404, body = crate::app::ErrorBody), (status = 409, body = crate::app::ErrorBody),
        (status = 422, body = crate::app::ErrorBody)),
    security(("bearer" = [])))]
async fn post_round_session(
    State(app): State<App>,
    Path((id, round)): Path<(String, String)>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ResultsError> {
    let round = director_round(&app, &id, &round, &headers).await?;
    let entry: RoundSession = body_of(body)?;
    let seq = link_round(&app, &id, round, &entry).await?;
    crate::events_web::changed(&app, &id);
    Ok(Json(json!({ "linked": seq })))
}

pub fn routes() -> Router<App> {
    Router::new()
        .route("/api/events", post(create_event))
        .route("/api/events/{id}", get(get_event))
        .route("/api/events/{id}/rounds/{round}", post(post_round))
        .route(
            "/api/events/{id}/rounds/{round}/corrections",
            post(post_correction),
        )
        .route(
            "/api/events/{id}/rounds/{round}/session",
            post(post_round_session),
        )
}

/// Creates an event scored in VPs: the server-wide Director token when one
/// is set, anyone otherwise (like `POST /api/sessions`). Returns the event
/// Director's token.
#[utoipa::path(post, path = "/api/events", request_body = CreateEvent,
    responses((status = 200, body = CreatedEvent), (status = 400, body = crate::app::ErrorBody)),
    security((), ("bearer" = [])))]
async fn create_event(
    State(app): State<App>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<CreatedEvent>, ResultsError> {
    if let Some(server) = &app.config().director_token {
        let token = bearer(&headers)?.ok_or(ApiError::Unauthorized)?;
        if hash_token(&token) != hash_token(server) {
            return Err(ApiError::Unauthorized.into());
        }
    }
    let req: CreateEvent = body_of(body)?;
    Ok(Json(create(&app, &req).await?))
}

/// The standings, the matches and the next round's draw. Public.
#[utoipa::path(get, path = "/api/events/{id}",
    params(("id" = String, Path, description = "event id")),
    responses((status = 200, body = Object), (status = 404, body = crate::app::ErrorBody)))]
async fn get_event(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ResultsError> {
    Ok(Json(standings(&app, &id).await?))
}

/// A round's match results: the event Director's token.
#[utoipa::path(post, path = "/api/events/{id}/rounds/{round}",
    params(("id" = String, Path, description = "event id"),
        ("round" = u16, Path, description = "round number")),
    request_body = RoundEntry,
    responses((status = 200, body = Object), (status = 401, body = crate::app::ErrorBody),
        (status = 400, body = crate::app::ErrorBody)),
    security(("bearer" = [])))]
async fn post_round(
    State(app): State<App>,
    Path((id, round)): Path<(String, String)>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ResultsError> {
    let round = director_round(&app, &id, &round, &headers).await?;
    let entry: RoundEntry = body_of(body)?;
    let rows = enter_round(&app, &id, round, &entry).await?;
    crate::events_web::changed(&app, &id);
    Ok(Json(json!({ "stored": rows.len() })))
}

/// A correction of a stored match of a round: the event Director's token.
#[utoipa::path(post, path = "/api/events/{id}/rounds/{round}/corrections",
    params(("id" = String, Path, description = "event id"),
        ("round" = u16, Path, description = "round number")),
    request_body = CorrectionEntry,
    responses((status = 200, body = Object), (status = 401, body = crate::app::ErrorBody),
        (status = 400, body = crate::app::ErrorBody)),
    security(("bearer" = [])))]
async fn post_correction(
    State(app): State<App>,
    Path((id, round)): Path<(String, String)>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ResultsError> {
    let round = director_round(&app, &id, &round, &headers).await?;
    let entry: CorrectionEntry = body_of(body)?;
    let seq = correct_round(&app, &id, round, &entry).await?;
    crate::events_web::changed(&app, &id);
    Ok(Json(json!({ "correction": seq })))
}

/// Checks the event Director's token and reads the round number.
async fn director_round(
    app: &App,
    id: &str,
    round: &str,
    headers: &HeaderMap,
) -> Result<u16, ResultsError> {
    let (row, _) = load(app, id).await?;
    let token = bearer(headers)?.ok_or(ApiError::Unauthorized)?;
    if hash_token(&token) != row.director_hash {
        return Err(ApiError::Unauthorized.into());
    }
    round.parse().map_err(|_| {
        bad(format!(
            "`{}` is not a round number",
            round.chars().take(20).collect::<String>()
        ))
    })
}

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        create_event,
        get_event,
        post_round,
        post_correction,
        post_round_session
    ),
    components(schemas(
        CreateEvent,
        CreatedEvent,
        RoundEntry,
        MatchEntry,
        EventContestant,
        CorrectionEntry,
        RoundSession
    ))
)]
pub struct EventsDoc;
