//! What a session's results make: the ranking with its travellers and
//! schedule, and the files clubs exchange.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use tenace_core::Vulnerability;
use tenace_events::session::{self, Alert};

use super::results::{file_to_rank, fold, load, postponed, summary, Current, Key, Loaded};
use super::ResultsError;
use crate::app::App;

/// The ranking of what is in, with the travellers, each line marked
/// confirmed or not, and the schedule with each board's current result.
pub async fn ranking(app: &App, id: &str) -> Result<Value, ResultsError> {
    let s = load(app, id).await?;
    let rows = app.store().results(id).await?;
    let seq = rows.last().map_or(0, |r| r.seq);
    let current = fold(&rows);
    let file = file_to_rank(app, &s, &rows, &current).await?;
    let report = session::rank(&file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    let mut travellers = serde_json::to_value(&report.travellers).unwrap_or(Value::Null);
    if let Some(list) = travellers.as_array_mut() {
        for t in list {
            let board = t["board"].as_u64().unwrap_or(0) as u16;
            if let Some(lines) = t["lines"].as_array_mut() {
                for l in lines {
                    let key = (
                        l["round"].as_u64().unwrap_or(0) as u16,
                        l["table"].as_u64().unwrap_or(0) as u16,
                        board,
                    );
                    if let Some(c) = current.get(&key) {
                        l["seq"] = json!(c.row.seq);
                        l["confirmed"] = json!(c.confirmed);
                    }
                }
            }
        }
    }
    let alerts: Vec<&Alert> = report
        .alerts
        .iter()
        .filter(|a| !matches!(a, Alert::MissingResult { .. }))
        .collect();
    let schedule = schedule(&s, &current, &postponed(&rows));
    Ok(json!({
        "session": id,
        "name": s.row.name,
        "movement": report.movement,
        "kind": super::SessionKind::of(report.contestants).name(),
        "scoring": report.scoring,
        "seq": seq,
        "complete": report.complete,
        "results": current.len(),
        "rankings": report.rankings,
        "travellers": travellers,
        "alerts": alerts,
        "schedule": schedule,
        "matches": report.matches,
        "byes": report.byes,
    }))
}

/// The session ranked as it stands (the current results, postponed boards
/// and names), as tenace-events reports it: an event's round linked to a
/// team session takes its matches from here.
pub async fn report(app: &App, id: &str) -> Result<(Loaded, session::SessionReport), ResultsError> {
    let s = load(app, id).await?;
    let rows = app.store().results(id).await?;
    let current = fold(&rows);
    let file = file_to_rank(app, &s, &rows, &current).await?;
    let report = session::rank(&file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    Ok((s, report))
}

/// Rounds → tables → boards with each board's current result.
fn schedule(
    s: &Loaded,
    current: &BTreeMap<Key, Current>,
    postponed: &std::collections::BTreeSet<Key>,
) -> Value {
    let m = &s.movement;
    let rounds: Vec<Value> = (1..=m.rounds)
        .map(|round| {
            let tables: Vec<Value> = m
                .round(round)
                .into_iter()
                .map(|cell| {
                    let (ns, ew) = cell.holders();
                    let boards: Vec<Value> = if cell.in_play() {
                        m.boards_of(cell)
                            .into_iter()
                            .map(|b| {
                                let c = current.get(&(round, cell.table, b));
                                json!({
                                    "board": b,
                                    "vulnerability": Vulnerability::for_board(u32::from(b)).to_string(),
                                    "dealer": tenace_core::dealer_for_board(u32::from(b)).to_string(),
                                    "postponed": postponed.contains(&(round, cell.table, b)),
                                    "result": c.map(|c| json!({
                                        "seq": c.row.seq,
                                        "text": summary(&c.row),
                                        "contract": c.row.contract,
                                        "declarer": c.row.declarer,
                                        "tricks": c.row.tricks,
                                        "lead": c.row.lead,
                                        "adjusted": c.row.adjusted,
                                        "ns_score": c.row.ns_score,
                                        "side": c.row.side,
                                        "confirmed": c.confirmed,
                                        "kind": c.row.kind,
                                    })),
                                })
                            })
                            .collect()
                    } else {
                        Vec::new()
                    };
                    let mut t = json!({ "table": cell.table, "ns": ns, "ew": ew, "boards": boards });
                    if let Some(seats) = cell.seats {
                        // Individuals: the players North, East, South, West.
                        t["seats"] = json!(seats);
                    }
                    t
                })
                .collect();
            json!({ "round": round, "tables": tables })
        })
        .collect();
    json!({ "tables": m.tables, "rounds": rounds })
}

/// The session as the files clubs exchange (docs/events.md, "pbn /
/// usebio"): the current results ranked by tenace-events and written by
/// its `export` module, the same code as `tenace session pbn|usebio`.
pub async fn export(app: &App, id: &str, usebio: bool) -> Result<String, ResultsError> {
    let s = load(app, id).await?;
    let rows = app.store().results(id).await?;
    let current = fold(&rows);
    let file = file_to_rank(app, &s, &rows, &current).await?;
    let report = session::rank(&file).map_err(|e| ResultsError::BadSession(e.to_string()))?;
    let deals = tenace_events::commit::parse_deals(&file.deals)
        .map_err(|e| ResultsError::BadSession(e.to_string()))?;
    Ok(if usebio {
        let players = file
            .contestants
            .iter()
            .map(|c| (c.position, c.names.clone()))
            .collect();
        tenace_events::export::usebio(&report, &deals, &players)
    } else {
        let names = file
            .contestants
            .iter()
            .map(|c| (c.position, c.names.join(" - ")))
            .collect();
        tenace_events::export::pbn(&report, &deals, &names)
    })
}
