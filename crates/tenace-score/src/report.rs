//! Reports for the command line: `tenace matchpoints FILE [--json]` and
//! `tenace imps-field FILE [--json] [--butler|--cross]` are thin wrappers
//! around [`run`] (or [`matchpoint_report`] / [`imp_field_report`]) followed
//! by [`render_text`] or `serde_json::to_string_pretty`.

use serde::Serialize;

pub use crate::imps_field::ImpMethod;

use crate::config::{Factoring, MatchpointScale, ScoringOptions};
use crate::field::{load_field, Field, Outcome, PenaltyUnit};
use crate::imps_field::{score_field_imps, ImpKind, SideImps};
use crate::matchpoints::{rank_with_ties, score_field, ScoreKind, SideMatchpoints};
use crate::ScoringError;

/// Which report to produce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Matchpoints,
    ImpField(ImpMethod),
}

/// Any report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Report {
    Matchpoints(MatchpointReport),
    ImpField(ImpFieldReport),
}

/// One table's line in a board listing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RowReport {
    pub ns: String,
    pub ew: String,
    /// The result or the adjusted score as entered.
    pub result: String,
    /// N-S points for a table result.
    pub ns_score: Option<i32>,
    /// Matchpoints (published scale) or IMPs of each side.
    pub ns_value: f64,
    pub ew_value: f64,
    /// Matchpoint percentages (matchpoint reports only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_percent: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ew_percent: Option<f64>,
    /// How the score was obtained when it is not a plain table result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// One board (or group of a fouled board).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardReport {
    pub session: String,
    pub board: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    pub vulnerability: String,
    /// Matchpoint top (published scale) of the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub top: Option<f64>,
    /// Butler datum, N-S view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub datum: Option<f64>,
    pub rows: Vec<RowReport>,
}

/// One line of a ranking.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RankRow {
    /// `1`, `2=`, ...
    pub rank: String,
    pub pair: String,
    pub boards: u32,
    /// Matchpoints (published scale) or IMPs, before penalties.
    pub score: f64,
    /// Procedural penalties (Law 90), same unit, as a positive deduction.
    pub penalty: f64,
    /// `score − penalty`.
    pub net: f64,
    /// Matchpoints: the available top; IMPs: not used.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub top: Option<f64>,
    /// Matchpoints: net percentage; IMPs: net IMPs per board.
    pub percent_or_average: f64,
}

/// A ranking of a group of pairs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ranking {
    /// "All pairs", "N-S" or "E-W".
    pub title: String,
    pub rows: Vec<RankRow>,
}

/// A procedural penalty as listed in a report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PenaltyReport {
    pub pair: String,
    pub board: Option<u32>,
    pub given: String,
    /// The deduction in the report's unit.
    pub deducted: f64,
    pub law: Option<String>,
    pub note: Option<String>,
}

/// A matchpoint report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchpointReport {
    pub event: Option<String>,
    pub scale: MatchpointScale,
    pub factoring: Factoring,
    /// The number of scores boards are factored to.
    pub expected_scores: f64,
    pub boards: Vec<BoardReport>,
    pub penalties: Vec<PenaltyReport>,
    pub rankings: Vec<Ranking>,
}

/// A pairs IMP report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImpFieldReport {
    pub event: Option<String>,
    pub method: ImpMethod,
    pub boards: Vec<BoardReport>,
    pub penalties: Vec<PenaltyReport>,
    pub rankings: Vec<Ranking>,
}

/// Reads `text` (CSV or JSON) and produces the report.
pub fn run(text: &str, command: Command, opts: &ScoringOptions) -> Result<Report, ScoringError> {
    let field = load_field(text)?;
    Ok(match command {
        Command::Matchpoints => Report::Matchpoints(matchpoint_report(&field, opts)?),
        Command::ImpField(method) => Report::ImpField(imp_field_report(&field, opts, method)?),
    })
}

fn round2(v: f64) -> f64 {
    let r = (v * 100.0).round() / 100.0;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

fn artificial_note(kind: ScoreKind) -> Option<String> {
    match kind {
        ScoreKind::Table => None,
        ScoreKind::Assigned => Some("assigned (12C1)".to_string()),
        ScoreKind::Split => Some("split (12C1e)".to_string()),
        ScoreKind::Artificial { given, percent } => Some(format!(
            "{given} = {}% (12C2)",
            crate::field::trim_number(round2(percent))
        )),
        ScoreKind::NotScored => Some("not scored (12C2d)".to_string()),
    }
}

fn imp_note(kind: ImpKind) -> Option<String> {
    match kind {
        ImpKind::Table => None,
        ImpKind::Assigned => Some("assigned (12C1)".to_string()),
        ImpKind::Split => Some("split (12C1e)".to_string()),
        ImpKind::Artificial { given } => Some(format!("{given} (12C2)")),
        ImpKind::NotScored => Some("not scored (12C2d)".to_string()),
    }
}

fn join_notes(ns: Option<String>, ew: Option<String>) -> Option<String> {
    match (ns, ew) {
        (None, None) => None,
        (Some(a), Some(b)) if a == b => Some(a),
        (a, b) => Some(format!(
            "NS {} / EW {}",
            a.unwrap_or_else(|| "table".to_string()),
            b.unwrap_or_else(|| "table".to_string())
        )),
    }
}

/// Whether every pair sat in one direction only (a Mitchell movement), in
/// which case each direction is ranked separately.
fn by_direction(sat: &[(bool, bool)]) -> bool {
    sat.iter().all(|&(ns, ew)| !(ns && ew))
}

fn rankings(field: &Field, rows: Vec<(RankRow, bool, bool)>) -> Vec<Ranking> {
    let sat: Vec<(bool, bool)> = rows.iter().map(|(_, n, e)| (*n, *e)).collect();
    let groups: Vec<(&str, Vec<usize>)> =
        if by_direction(&sat) && sat.iter().any(|s| s.0) && sat.iter().any(|s| s.1) {
            vec![
                ("N-S", (0..rows.len()).filter(|&i| sat[i].0).collect()),
                ("E-W", (0..rows.len()).filter(|&i| sat[i].1).collect()),
            ]
        } else {
            vec![("All pairs", (0..rows.len()).collect())]
        };
    let _ = field;
    groups
        .into_iter()
        .map(|(title, members)| {
            let values: Vec<f64> = members
                .iter()
                .map(|&i| rows[i].0.percent_or_average)
                .collect();
            let (order, ranks) = rank_with_ties(&values);
            Ranking {
                title: title.to_string(),
                rows: order
                    .into_iter()
                    .map(|k| {
                        let mut r = rows[members[k]].0.clone();
                        r.rank = ranks[k].to_string();
                        r
                    })
                    .collect(),
            }
        })
        .collect()
}

fn penalty_given(amount: f64, unit: PenaltyUnit) -> String {
    let a = crate::field::trim_number(amount);
    match unit {
        PenaltyUnit::Matchpoints => format!("-{a} MP"),
        PenaltyUnit::PercentOfTop => format!("-{a}% of a top"),
        PenaltyUnit::Imps => format!("-{a} IMPs"),
        PenaltyUnit::VictoryPoints => format!("-{a} VP"),
    }
}

/// Scores `field` at matchpoints and builds the report.
pub fn matchpoint_report(
    field: &Field,
    opts: &ScoringOptions,
) -> Result<MatchpointReport, ScoringError> {
    let mp = score_field(field, opts)?;
    let f = opts.matchpoint_scale.factor();
    let side_value = |s: &SideMatchpoints| round2(s.units * f);
    let boards = field
        .boards
        .iter()
        .zip(&mp.boards)
        .map(|(b, m)| BoardReport {
            session: b.session.clone(),
            board: b.board,
            group: b.group.clone(),
            vulnerability: b.vulnerability.to_string(),
            top: Some(round2(m.top * f)),
            datum: None,
            rows: b
                .entries
                .iter()
                .zip(&m.entries)
                .map(|(e, s)| RowReport {
                    ns: field.pairs[e.ns].clone(),
                    ew: field.pairs[e.ew].clone(),
                    result: e.outcome.describe(),
                    ns_score: match e.outcome {
                        Outcome::Played { ns_score, .. } => Some(ns_score),
                        Outcome::Adjusted { .. } => None,
                    },
                    ns_value: side_value(&s.ns),
                    ew_value: side_value(&s.ew),
                    ns_percent: Some(round2(s.ns.percent())),
                    ew_percent: Some(round2(s.ew.percent())),
                    note: join_notes(artificial_note(s.ns.kind), artificial_note(s.ew.kind)),
                })
                .collect(),
        })
        .collect();
    let standard_top = 2.0 * (mp.expected_scores - 1.0);
    let penalties = field
        .penalties
        .iter()
        .map(|p| {
            let units = match p.unit {
                PenaltyUnit::Matchpoints => p.amount / f,
                _ => {
                    let top = p
                        .board
                        .and_then(|n| {
                            field
                                .boards
                                .iter()
                                .zip(&mp.boards)
                                .find(|(b, _)| b.board == n && b.session == p.session)
                                .map(|(_, m)| m.top)
                        })
                        .unwrap_or(standard_top);
                    p.amount / 100.0 * top
                }
            };
            PenaltyReport {
                pair: field.pairs[p.pair].clone(),
                board: p.board,
                given: penalty_given(p.amount, p.unit),
                deducted: round2(units * f),
                law: p.law.clone(),
                note: p.note.clone(),
            }
        })
        .collect();
    let rows = mp
        .pairs
        .iter()
        .map(|t| {
            (
                RankRow {
                    rank: String::new(),
                    pair: field.pairs[t.pair].clone(),
                    boards: t.boards,
                    score: round2(t.units * f),
                    penalty: round2(t.penalty_units * f),
                    net: round2((t.units - t.penalty_units) * f),
                    top: Some(round2(t.top * f)),
                    percent_or_average: round2(t.percent),
                },
                t.sat_ns,
                t.sat_ew,
            )
        })
        .collect();
    Ok(MatchpointReport {
        event: field.event.clone(),
        scale: opts.matchpoint_scale,
        factoring: opts.factoring,
        expected_scores: mp.expected_scores,
        boards,
        penalties,
        rankings: rankings(field, rows),
    })
}

/// Scores `field` at IMPs (Butler or cross-IMPs) and builds the report.
pub fn imp_field_report(
    field: &Field,
    opts: &ScoringOptions,
    method: ImpMethod,
) -> Result<ImpFieldReport, ScoringError> {
    let r = score_field_imps(field, opts, method)?;
    let side_value = |s: &SideImps| round2(s.imps);
    let boards = field
        .boards
        .iter()
        .zip(&r.boards)
        .map(|(b, m)| BoardReport {
            session: b.session.clone(),
            board: b.board,
            group: b.group.clone(),
            vulnerability: b.vulnerability.to_string(),
            top: None,
            datum: m.datum.map(|d| d[0]),
            rows: b
                .entries
                .iter()
                .zip(&m.entries)
                .map(|(e, s)| RowReport {
                    ns: field.pairs[e.ns].clone(),
                    ew: field.pairs[e.ew].clone(),
                    result: e.outcome.describe(),
                    ns_score: match e.outcome {
                        Outcome::Played { ns_score, .. } => Some(ns_score),
                        Outcome::Adjusted { .. } => None,
                    },
                    ns_value: side_value(&s.ns),
                    ew_value: side_value(&s.ew),
                    ns_percent: None,
                    ew_percent: None,
                    note: join_notes(imp_note(s.ns.kind), imp_note(s.ew.kind)),
                })
                .collect(),
        })
        .collect();
    let penalties = field
        .penalties
        .iter()
        .map(|p| PenaltyReport {
            pair: field.pairs[p.pair].clone(),
            board: p.board,
            given: penalty_given(p.amount, p.unit),
            deducted: round2(p.amount),
            law: p.law.clone(),
            note: p.note.clone(),
        })
        .collect();
    let rows = r
        .pairs
        .iter()
        .map(|t| {
            (
                RankRow {
                    rank: String::new(),
                    pair: field.pairs[t.pair].clone(),
                    boards: t.boards,
                    score: round2(t.imps),
                    penalty: round2(t.penalty_imps),
                    net: round2(t.net),
                    top: None,
                    percent_or_average: round2(t.per_board),
                },
                t.sat_ns,
                t.sat_ew,
            )
        })
        .collect();
    Ok(ImpFieldReport {
        event: field.event.clone(),
        method,
        boards,
        penalties,
        rankings: rankings(field, rows),
    })
}

/// A plain-text table: right-aligns columns flagged numeric.
fn table(header: &[&str], numeric: &[bool], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let line = |cells: Vec<&str>| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i > 0 {
                s.push_str("  ");
            }
            let pad = widths[i].saturating_sub(c.chars().count());
            if numeric[i] {
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            } else {
                s.push_str(c);
                if i + 1 < cells.len() {
                    s.push_str(&" ".repeat(pad));
                }
            }
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = line(header.to_vec());
    for r in rows {
        out.push_str(&line(r.iter().map(String::as_str).collect()));
    }
    out
}

/// A number to two decimals, as printed in reports (matchpoints, percentages).
pub fn fmt2(v: f64) -> String {
    format!("{:.2}", round2(v))
}

/// A number to two decimals with its sign, as printed for IMPs (`+3.00`, `-1.50`).
pub fn signed2(v: f64) -> String {
    let v = round2(v);
    if v > 0.0 {
        format!("+{v:.2}")
    } else {
        format!("{v:.2}")
    }
}

impl RowReport {
    /// The numeric columns of a board row as printed: matchpoints and
    /// percentages of both sides, or the signed IMPs of both sides.
    pub fn value_cells(&self, matchpoints: bool) -> Vec<String> {
        if matchpoints {
            vec![
                fmt2(self.ns_value),
                fmt2(self.ew_value),
                self.ns_percent.map(fmt2).unwrap_or_default(),
                self.ew_percent.map(fmt2).unwrap_or_default(),
            ]
        } else {
            vec![signed2(self.ns_value), signed2(self.ew_value)]
        }
    }
}

impl RankRow {
    /// The cells of a ranking line as printed, in column order (the top
    /// column only for matchpoints).
    pub fn cells(&self, matchpoints: bool) -> Vec<String> {
        let mut v = vec![
            self.rank.clone(),
            self.pair.clone(),
            self.boards.to_string(),
        ];
        if matchpoints {
            v.extend([
                fmt2(self.score),
                fmt2(self.penalty),
                fmt2(self.net),
                self.top.map(fmt2).unwrap_or_default(),
                fmt2(self.percent_or_average),
            ]);
        } else {
            v.extend([
                signed2(self.score),
                fmt2(self.penalty),
                signed2(self.net),
                signed2(self.percent_or_average),
            ]);
        }
        v
    }
}

fn board_title(b: &BoardReport, sessions: bool) -> String {
    let mut t = String::new();
    if sessions {
        t.push_str(&format!("Session {}, ", b.session));
    }
    t.push_str(&format!("Board {}", b.board));
    if let Some(g) = &b.group {
        t.push_str(&format!(" (fouled, group {g})"));
    }
    t.push_str(&format!("  Vul {}", b.vulnerability));
    if let Some(top) = b.top {
        t.push_str(&format!("  Top {}", fmt2(top)));
    }
    if let Some(d) = b.datum {
        t.push_str(&format!("  Datum {}", crate::field::trim_number(d)));
    }
    t
}

/// The report as plain text.
pub fn render_text(report: &Report) -> String {
    let mut out = String::new();
    let (event, boards, penalties, rankings, mp) = match report {
        Report::Matchpoints(r) => {
            out.push_str(&format!(
                "Matchpoints{}\nScale {}, factoring {}, {} scores per board\n",
                r.event
                    .as_deref()
                    .map(|e| format!(": {e}"))
                    .unwrap_or_default(),
                match r.scale {
                    MatchpointScale::TwoOneZero => "2/1/0",
                    MatchpointScale::OneHalfZero => "1/0.5/0",
                },
                match r.factoring {
                    Factoring::Neuberg => "Neuberg",
                    Factoring::Proportional => "proportional",
                    Factoring::None => "none",
                },
                crate::field::trim_number(r.expected_scores)
            ));
            (&r.event, &r.boards, &r.penalties, &r.rankings, true)
        }
        Report::ImpField(r) => {
            out.push_str(&format!(
                "IMPs ({}){}\n",
                match r.method {
                    ImpMethod::Butler => "Butler",
                    ImpMethod::Cross => "cross-IMPs",
                },
                r.event
                    .as_deref()
                    .map(|e| format!(": {e}"))
                    .unwrap_or_default()
            ));
            (&r.event, &r.boards, &r.penalties, &r.rankings, false)
        }
    };
    let _ = event;
    let sessions = boards.iter().any(|b| b.session != "1");
    for b in boards.iter() {
        out.push('\n');
        out.push_str(&board_title(b, sessions));
        out.push('\n');
        let rows: Vec<Vec<String>> = b
            .rows
            .iter()
            .map(|r| {
                let mut v = vec![
                    r.ns.clone(),
                    r.ew.clone(),
                    r.result.clone(),
                    r.ns_score
                        .map(crate::field::format_points)
                        .unwrap_or_default(),
                ];
                v.extend(r.value_cells(mp));
                v.push(r.note.clone().unwrap_or_default());
                v
            })
            .collect();
        if mp {
            out.push_str(&table(
                &[
                    "NS", "EW", "Result", "Score", "NS MP", "EW MP", "NS %", "EW %", "Note",
                ],
                &[false, false, false, true, true, true, true, true, false],
                &rows,
            ));
        } else {
            out.push_str(&table(
                &["NS", "EW", "Result", "Score", "NS IMPs", "EW IMPs", "Note"],
                &[false, false, false, true, true, true, false],
                &rows,
            ));
        }
    }
    if !penalties.is_empty() {
        out.push_str("\nProcedural penalties (Law 90)\n");
        let rows: Vec<Vec<String>> = penalties
            .iter()
            .map(|p| {
                vec![
                    p.pair.clone(),
                    p.board.map(|b| b.to_string()).unwrap_or_default(),
                    p.given.clone(),
                    format!("-{}", fmt2(p.deducted)),
                    [p.law.clone(), p.note.clone()]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(" "),
                ]
            })
            .collect();
        out.push_str(&table(
            &[
                "Pair",
                "Board",
                "Penalty",
                if mp { "MP" } else { "IMPs" },
                "Reason",
            ],
            &[false, true, false, true, false],
            &rows,
        ));
    }
    for r in rankings.iter() {
        out.push_str(&format!("\nRanking ({})\n", r.title));
        let rows: Vec<Vec<String>> = r.rows.iter().map(|x| x.cells(mp)).collect();
        if mp {
            out.push_str(&table(
                &["Rank", "Pair", "Boards", "MP", "Penalty", "Net", "Top", "%"],
                &[false, false, true, true, true, true, true, true],
                &rows,
            ));
        } else {
            out.push_str(&table(
                &[
                    "Rank",
                    "Pair",
                    "Boards",
                    "IMPs",
                    "Penalty",
                    "Net",
                    "Per board",
                ],
                &[false, false, true, true, true, true, true],
                &rows,
            ));
        }
    }
    out
}
