//! Team sessions (spec §4.1, Law 86): each match scored at IMPs across the
//! two rooms and converted to VPs, byes, penalties, the team ranking with
//! its tie-break chain, and the team travellers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::*;

/// How many VPs a team gets for a bye (a regulation, spec §4.1: a fixed
/// value or the team's average).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ByeVps {
    /// A fixed number of VPs (0 to 20).
    Fixed(f64),
    /// `"average"`: the team's average VPs over the matches it played in
    /// the session (10 if none).
    Average(ByeAverage),
}

/// The word `average` of [`ByeVps::Average`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeAverage {
    Average,
}

impl Default for ByeVps {
    /// 10 VPs, a drawn match: the server's events take the same default.
    fn default() -> Self {
        ByeVps::Fixed(10.0)
    }
}

/// A team's bye in a round of a team session.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TeamBye {
    pub round: u16,
    pub team: u16,
    pub vps: f64,
}

/// The pairs of tables that are matches in a round: the same two teams,
/// each N-S once, on the same boards (the first table is the home team's
/// N-S).
fn match_tables(m: &Movement, round: u16) -> Vec<(&crate::model::Cell, &crate::model::Cell)> {
    let cells: Vec<&crate::model::Cell> = m
        .cells
        .iter()
        .filter(|c| c.round == round && c.in_play())
        .collect();
    let mut used = BTreeSet::new();
    let mut out = Vec::new();
    for (i, a) in cells.iter().enumerate() {
        let (Some(home), Some(away)) = a.holders() else {
            continue;
        };
        if used.contains(&a.table) {
            continue;
        }
        let Some(b) = cells[i + 1..].iter().find(|b| {
            !used.contains(&b.table)
                && b.holders() == (Some(away), Some(home))
                && m.boards_of(b) == m.boards_of(a)
        }) else {
            continue;
        };
        used.insert(a.table);
        used.insert(b.table);
        out.push((*a, *b));
    }
    out
}

/// Each traveller line's IMPs: (N-S team's, E-W team's).
type LineImps = BTreeMap<Key, (f64, f64)>;

/// A match and each team's IMP margin (its own: an adjusted score may not
/// balance).
type Scored = (TeamMatch, [f64; 2]);

/// Scores one match (Law 86) over the boards with a result in both rooms
/// by [`crate::matches::score`]; `None` when no board has both rooms yet.
fn score_team_match(
    m: &Movement,
    current: &Current,
    round: u16,
    (a, b): (&crate::model::Cell, &crate::model::Cell),
    line_imps: &mut LineImps,
) -> Result<Option<Scored>, SessionError> {
    use crate::matches::{score, Kind, MatchBoard, MatchFile, RoomResult};
    let room = |e: &ResultEntry| RoomResult {
        contract: e.contract.clone(),
        declarer: e.declarer.clone(),
        result: e.result.clone(),
        score: None,
    };
    let (Some(home), Some(away)) = a.holders() else {
        return Ok(None);
    };
    let scheduled = m.boards_of(a);
    let boards: Vec<MatchBoard> = scheduled
        .iter()
        .filter_map(|&board| {
            let open = current.get(&(round, a.table, board))?;
            let closed = current.get(&(round, b.table, board))?;
            Some(MatchBoard {
                board,
                open: room(&open.0),
                closed: room(&closed.0),
            })
        })
        .collect();
    if boards.is_empty() {
        return Ok(None);
    }
    let report = score(&MatchFile {
        event: None,
        teams: [home.to_string(), away.to_string()],
        kind: Kind::Vp,
        carry_over: 0.0,
        boards,
    })
    .map_err(|error| SessionError::Match {
        round,
        table: a.table,
        error,
    })?;
    let n = scheduled.len() as u32;
    // Each team's VPs from its own margin (unbalanced adjusted scores).
    let margin_a: f64 = report.boards.iter().map(|l| l.imps).sum();
    let margin_b: f64 = report.boards.iter().map(|l| l.imps_b).sum();
    let va = f64::from(crate::teams::wbf_vps(margin_a.round() as i32, n).0) / 100.0;
    let vb = f64::from(crate::teams::wbf_vps(margin_b.round() as i32, n).0) / 100.0;
    for l in &report.boards {
        line_imps.insert((round, a.table, l.board), (l.imps, l.imps_b));
        line_imps.insert((round, b.table, l.board), (l.imps_b, l.imps));
    }
    let scored = TeamMatch {
        round,
        tables: [a.table, b.table],
        teams: [home, away],
        boards: n,
        compared: report.boards.len() as u32,
        imps: report.imps,
        vps: [va, vb],
    };
    Ok(Some((scored, [margin_a, margin_b])))
}

/// Every match of every round (with the margins), and the IMPs of each
/// traveller line.
fn team_matches(m: &Movement, current: &Current) -> Result<(Vec<Scored>, LineImps), SessionError> {
    let mut matches = Vec::new();
    let mut line_imps = LineImps::new();
    for round in 1..=m.rounds {
        for tables in match_tables(m, round) {
            if let Some(x) = score_team_match(m, current, round, tables, &mut line_imps)? {
                matches.push(x);
            }
        }
    }
    Ok((matches, line_imps))
}

/// The byes of a team session: a team scheduled against an empty place
/// (the round robin's phantom) in a round that has started (a match of
/// that round is scored), given `bye_vps`.
fn team_byes(s: &SessionFile, m: &Movement, matches: &[TeamMatch]) -> Vec<TeamBye> {
    let mut byes = Vec::new();
    for round in 1..=m.rounds {
        if !matches.iter().any(|x| x.round == round) {
            continue;
        }
        let teams: BTreeSet<u16> = m
            .cells
            .iter()
            .filter(|c| c.round == round)
            .filter_map(|c| match c.holders() {
                (Some(t), None) | (None, Some(t)) => Some(t),
                _ => None,
            })
            .filter(|t| !m.phantoms.contains(t))
            .filter(|t| {
                !matches
                    .iter()
                    .any(|x| x.round == round && x.teams.contains(t))
            })
            .collect();
        for team in teams {
            let vps = match s.bye_vps {
                ByeVps::Fixed(v) => v,
                ByeVps::Average(_) => {
                    let own: Vec<f64> = matches
                        .iter()
                        .filter_map(|x| x.teams.iter().position(|&t| t == team).map(|i| x.vps[i]))
                        .collect();
                    if own.is_empty() {
                        10.0
                    } else {
                        (own.iter().sum::<f64>() / own.len() as f64 * 100.0).round() / 100.0
                    }
                }
            };
            byes.push(TeamBye { round, team, vps });
        }
    }
    byes
}

/// Procedural penalties in VPs (Law 90: `Nvp`).
fn team_penalties(s: &SessionFile) -> Result<BTreeMap<u16, f64>, SessionError> {
    let mut penalty: BTreeMap<u16, f64> = BTreeMap::new();
    for (i, p) in s.penalties.iter().enumerate() {
        let t = p.amount.trim().to_ascii_lowercase().replace(' ', "");
        let t = t.trim_start_matches(['-', '+']);
        let amount = t
            .strip_suffix("vps")
            .or_else(|| t.strip_suffix("vp"))
            .and_then(|n| n.parse::<f64>().ok())
            .filter(|v| *v > 0.0)
            .ok_or_else(|| {
                SessionError::Field(tenace_score::field::FieldError::Penalty {
                    index: i + 1,
                    problem: tenace_score::field::RowProblem::BadPenalty(p.amount.clone()),
                })
            })?;
        *penalty.entry(p.position).or_default() += amount;
    }
    Ok(penalty)
}

/// The teams ranked by VPs (matches and byes, less penalties), ties broken
/// by the session's `tie_break` chain ([`crate::tiebreak`]; none: ties
/// stand).
fn team_ranking(
    s: &SessionFile,
    m: &Movement,
    matches: &[Scored],
    byes: &[TeamBye],
    penalty: &BTreeMap<u16, f64>,
    names: &BTreeMap<u16, String>,
) -> Ranking {
    use crate::tiebreak::{rank, Played, Standing};
    // Per team: VPs, IMPs won, IMPs lost, boards compared, net margin.
    let mut totals: BTreeMap<u16, (f64, f64, f64, u32, f64)> = BTreeMap::new();
    for (x, margins) in matches {
        for (side, margin) in margins.iter().enumerate() {
            let t = totals.entry(x.teams[side]).or_default();
            t.0 += x.vps[side];
            t.1 += x.imps[side];
            t.2 += x.imps[1 - side];
            t.3 += x.compared;
            t.4 += margin;
        }
    }
    for b in byes {
        totals.entry(b.team).or_default().0 += b.vps;
    }
    let list: Vec<RankedPair> = (1..=m.positions)
        .filter(|p| !m.phantoms.contains(p))
        .map(|position| {
            let (vps, _, _, boards, imps) = totals.get(&position).copied().unwrap_or_default();
            let pen = penalty.get(&position).copied().unwrap_or(0.0);
            RankedPair {
                place: 0,
                tied: false,
                position,
                name: names.get(&position).cloned().unwrap_or_default(),
                matchpoints: 0.0,
                top: 0.0,
                penalty: pen,
                percent: 0.0,
                boards,
                imps: Some(imps),
                imps_per_board: Some(if boards > 0 {
                    imps / f64::from(boards)
                } else {
                    0.0
                }),
                vps: Some(((vps - pen) * 100.0).round() / 100.0),
                tie_break: None,
            }
        })
        .collect();
    let standings: Vec<Standing> = list
        .iter()
        .map(|p| {
            let t = totals.get(&p.position).copied().unwrap_or_default();
            Standing {
                id: p.position,
                score: p.vps.unwrap_or(0.0),
                imps_won: t.1,
                imps_lost: t.2,
            }
        })
        .collect();
    let played: Vec<Played> = matches
        .iter()
        .map(|(x, _)| Played {
            teams: x.teams,
            vps: x.vps,
            imps: x.imps,
        })
        .collect();
    let pairs = rank(&standings, &played, &s.tie_break)
        .into_iter()
        .filter_map(|placed| {
            let mut p = list.iter().find(|p| p.position == placed.id)?.clone();
            p.place = placed.place;
            p.tied = placed.tied;
            p.tie_break = placed.decided_by;
            Some(p)
        })
        .collect();
    Ranking {
        line: Line::All,
        pairs,
    }
}

/// Travellers of a team session: every room's result with its N-S score
/// and the IMPs it brought each team.
fn team_travellers(
    s: &SessionFile,
    current: &Current,
    line_imps: &LineImps,
) -> Result<Vec<Traveller>, SessionError> {
    let keys: Vec<Key> = current.keys().copied().collect();
    let rows: Vec<ResultRow> = current
        .values()
        .map(|(e, ns, ew)| ResultRow {
            board: u32::from(e.board),
            ns: label(*ns),
            ew: label(*ew),
            contract: e.contract.clone(),
            declarer: e.declarer.clone(),
            result: e.result.clone(),
            // Each room apart, so that a team may appear twice on a board.
            session: Some(format!("{}-{}", e.round, e.table)),
            ..ResultRow::default()
        })
        .collect();
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let field = resolve_field(s, rows, Vec::new(), &keys)?;
    let mut by_board: BTreeMap<u16, Vec<TravellerLine>> = BTreeMap::new();
    for bf in &field.boards {
        for e in &bf.entries {
            let key = keys[e.row - 1];
            let mut line = traveller_line(key, current, played_score(&e.outcome));
            let imps = line_imps.get(&key);
            line.ns_imps = imps.map(|i| i.0);
            line.ew_imps = imps.map(|i| i.1);
            by_board.entry(key.2).or_default().push(line);
        }
    }
    Ok(by_board
        .into_iter()
        .map(|(board, mut lines)| {
            lines.sort_by_key(|l| (l.round, l.table));
            Traveller {
                board,
                group: None,
                lines,
            }
        })
        .collect())
}

/// The rankings, travellers, matches and byes of a team session (Law 86,
/// events.md §3.11, §6.2): each round's two tables with the same two teams
/// are a match, scored by [`crate::matches::score`] (each board's IMPs on
/// the Law 78B scale, adjusted scores as in `tenace match`) over the boards
/// with a result in both rooms; the margin is converted on the corrected
/// WBF continuous scale for the match's scheduled boards; a bye earns
/// `bye_vps`; teams are ranked by VPs, less their penalties in VPs (Law
/// 90: `Nvp`), ties broken by the `tie_break` chain (none: they stand).
pub(super) fn rank_teams(
    s: &SessionFile,
    m: &Movement,
    current: &Current,
    names: &BTreeMap<u16, String>,
) -> Result<(Ranked, Vec<TeamBye>), SessionError> {
    if let ByeVps::Fixed(v) = s.bye_vps {
        if !(0.0..=20.0).contains(&v) {
            return Err(SessionError::ByeVps(v));
        }
    }
    let (scored, line_imps) = team_matches(m, current)?;
    let matches: Vec<TeamMatch> = scored.iter().map(|x| x.0.clone()).collect();
    let byes = team_byes(s, m, &matches);
    let penalty = team_penalties(s)?;
    let ranking = team_ranking(s, m, &scored, &byes, &penalty, names);
    let travellers = team_travellers(s, current, &line_imps)?;
    Ok(((vec![ranking], travellers, matches), byes))
}

/// The matches scheduled in `round` of a team movement, as a session ranks
/// them: each pair of tables with the same two teams, each N-S once, on
/// the same boards. Per match: the teams (home first: N-S at the first of
/// its tables), the tables and the boards. A session's `matches` lists
/// only those with a board played in both rooms; these are all of them.
pub fn scheduled_matches(m: &Movement, round: u16) -> Vec<([u16; 2], [u16; 2], Vec<u16>)> {
    match_tables(m, round)
        .into_iter()
        .filter_map(|(a, b)| {
            let (Some(home), Some(away)) = a.holders() else {
                return None;
            };
            Some(([home, away], [a.table, b.table], m.boards_of(a)))
        })
        .collect()
}

#[cfg(test)]
mod scheduled {
    use super::*;
    use crate::model::MovementKind;

    #[test]
    fn a_round_robin_round_lists_its_matches_home_first() {
        // events.md §4.2, four teams, round 1: 4 v 1 and 2 v 3 (the
        // circle method, first-named at home), on tables 1-2 and 3-4, both
        // on the round's set of two boards (1 and 2).
        let m = generate(&MovementOptions {
            kind: MovementKind::RoundRobin,
            tables: 4,
            boards_per_round: 2,
            rounds: None,
            arrow_switch: false,
        })
        .unwrap();
        assert_eq!(
            scheduled_matches(&m, 1),
            vec![([4, 1], [1, 2], vec![1, 2]), ([2, 3], [3, 4], vec![1, 2])]
        );
        assert!(scheduled_matches(&m, 9).is_empty());
    }
}
