//! Reports for the command line: `tenace matchpoints FILE [--json]` and
//! `tenace imps-field FILE [--json] [--butler|--cross]` are thin wrappers
//! around [`run`] (or [`matchpoint_report`] / [`imp_field_report`]) followed
//! by `tenace_i18n::reports::scoring` (the one layout, in English or
//! Traditional Chinese) or `serde_json::to_string_pretty`.
//!
//! The report is data: notes, results, vulnerabilities, ranking groups and
//! penalties are typed here and put into words only by the renderer. Their
//! JSON form is the short English token the JSON always had (`"assigned
//! (12C1)"`, `"N-S"`, `"-1 MP"`), a wire format, not a text for people.

use serde::{Serialize, Serializer};
use tenace_core::Vulnerability;

pub use crate::imps_field::ImpMethod;

use crate::config::{Factoring, MatchpointScale, ScoringOptions};
use crate::field::{
    load_field, trim_number, BoardField, Entry, Field, Outcome, PenaltyUnit, SideAdjustment,
};
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
    pub result: RowResult,
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
    pub note: Option<RowNote>,
}

/// One board (or group of a fouled board).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardReport {
    pub session: String,
    pub board: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    #[serde(serialize_with = "vulnerability_token")]
    pub vulnerability: Vulnerability,
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
    /// All pairs, or one direction of a Mitchell movement.
    pub title: RankingGroup,
    pub rows: Vec<RankRow>,
}

/// A procedural penalty as listed in a report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PenaltyReport {
    pub pair: String,
    pub board: Option<u32>,
    pub given: PenaltyGiven,
    /// The deduction in the report's unit.
    pub deducted: f64,
    pub law: Option<String>,
    pub note: Option<String>,
}

/// The result column of a board row.
#[derive(Debug, Clone, PartialEq)]
pub enum RowResult {
    /// A result obtained in play, as entered (`3NT+1 N`, `+420`).
    Played(String),
    /// The board was passed out.
    PassedOut,
    /// An adjusted score; `ns == ew` when both sides got the same.
    Adjusted {
        ns: SideAdjustment,
        ew: SideAdjustment,
    },
}

impl RowResult {
    fn of(outcome: &Outcome) -> RowResult {
        match outcome {
            Outcome::Played { description, .. } if description == crate::field::PASSED_OUT => {
                RowResult::PassedOut
            }
            Outcome::Played { description, .. } => RowResult::Played(description.clone()),
            Outcome::Adjusted { ns, ew } => RowResult::Adjusted {
                ns: ns.clone(),
                ew: ew.clone(),
            },
        }
    }
}

/// How one side's score was obtained when it is not a table result.
#[derive(Debug, Clone, PartialEq)]
pub enum SideNote {
    /// An assigned adjusted score (Law 12C1).
    Assigned,
    /// A split score (Law 12C1(e)).
    Split,
    /// An artificial adjusted score (Law 12C2): what was given and, at
    /// matchpoints, the percentage it stands for.
    Artificial { given: String, percent: Option<f64> },
    /// Beyond the Law 12C2(d) limit: not scored.
    NotScored,
}

impl SideNote {
    /// The clause of Law 12 the note cites.
    pub fn clause(&self) -> &'static str {
        match self {
            SideNote::Assigned => "12C1",
            SideNote::Split => "12C1e",
            SideNote::Artificial { .. } => "12C2",
            SideNote::NotScored => "12C2d",
        }
    }

    fn token(&self) -> String {
        let what = match self {
            SideNote::Assigned => "assigned".to_string(),
            SideNote::Split => "split".to_string(),
            SideNote::NotScored => "not scored".to_string(),
            SideNote::Artificial {
                given,
                percent: Some(p),
            } => format!("{given} = {}%", trim_number(*p)),
            SideNote::Artificial { given, .. } => given.clone(),
        };
        format!("{what} ({})", self.clause())
    }
}

/// A row's note: one for both sides, or each side's (`None`: a table
/// result).
#[derive(Debug, Clone, PartialEq)]
pub enum RowNote {
    Both(SideNote),
    Sides {
        ns: Option<SideNote>,
        ew: Option<SideNote>,
    },
}

/// A group of pairs ranked together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RankingGroup {
    AllPairs,
    NorthSouth,
    EastWest,
}

/// A procedural penalty as given: an amount and its unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PenaltyGiven {
    pub amount: f64,
    pub unit: PenaltyUnit,
}

// The JSON form of the typed cells: the short tokens the report's JSON
// has always carried (docs/scoring.md), written once here.

fn vulnerability_token<S: Serializer>(v: &Vulnerability, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(v)
}

impl Serialize for RowResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let side = |a: &SideAdjustment| a.describe();
        match self {
            RowResult::Played(text) => s.serialize_str(text),
            RowResult::PassedOut => s.serialize_str(crate::field::PASSED_OUT),
            RowResult::Adjusted { ns, ew } if ns == ew => s.serialize_str(&side(ns)),
            RowResult::Adjusted { ns, ew } => {
                s.collect_str(&format_args!("NS {} | EW {}", side(ns), side(ew)))
            }
        }
    }
}

impl Serialize for RowNote {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let side = |n: &Option<SideNote>| n.as_ref().map_or("table".to_string(), SideNote::token);
        match self {
            RowNote::Both(n) => s.serialize_str(&n.token()),
            RowNote::Sides { ns, ew } => {
                s.collect_str(&format_args!("NS {} / EW {}", side(ns), side(ew)))
            }
        }
    }
}

impl Serialize for RankingGroup {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            RankingGroup::AllPairs => "All pairs",
            RankingGroup::NorthSouth => "N-S",
            RankingGroup::EastWest => "E-W",
        })
    }
}

impl Serialize for PenaltyGiven {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let a = trim_number(self.amount);
        s.collect_str(&match self.unit {
            PenaltyUnit::Matchpoints => format!("-{a} MP"),
            PenaltyUnit::PercentOfTop => format!("-{a}% of a top"),
            PenaltyUnit::Imps => format!("-{a} IMPs"),
            PenaltyUnit::VictoryPoints => format!("-{a} VP"),
        })
    }
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

fn artificial_note(kind: ScoreKind) -> Option<SideNote> {
    match kind {
        ScoreKind::Table => None,
        ScoreKind::Assigned => Some(SideNote::Assigned),
        ScoreKind::Split => Some(SideNote::Split),
        ScoreKind::Artificial { given, percent } => Some(SideNote::Artificial {
            given: given.to_string(),
            percent: Some(round2(percent)),
        }),
        ScoreKind::NotScored => Some(SideNote::NotScored),
    }
}

fn imp_note(kind: ImpKind) -> Option<SideNote> {
    match kind {
        ImpKind::Table => None,
        ImpKind::Assigned => Some(SideNote::Assigned),
        ImpKind::Split => Some(SideNote::Split),
        ImpKind::Artificial { given } => Some(SideNote::Artificial {
            given: given.to_string(),
            percent: None,
        }),
        ImpKind::NotScored => Some(SideNote::NotScored),
    }
}

fn join_notes(ns: Option<SideNote>, ew: Option<SideNote>) -> Option<RowNote> {
    match (ns, ew) {
        (None, None) => None,
        (Some(a), Some(b)) if a == b => Some(RowNote::Both(a)),
        (ns, ew) => Some(RowNote::Sides { ns, ew }),
    }
}

/// Whether every pair sat in one direction only (a Mitchell movement), in
/// which case each direction is ranked separately.
fn by_direction(sat: &[(bool, bool)]) -> bool {
    sat.iter().all(|&(ns, ew)| !(ns && ew))
}

fn rankings(field: &Field, rows: Vec<(RankRow, bool, bool)>) -> Vec<Ranking> {
    let sat: Vec<(bool, bool)> = rows.iter().map(|(_, n, e)| (*n, *e)).collect();
    let groups: Vec<(RankingGroup, Vec<usize>)> =
        if by_direction(&sat) && sat.iter().any(|s| s.0) && sat.iter().any(|s| s.1) {
            vec![
                (
                    RankingGroup::NorthSouth,
                    (0..rows.len()).filter(|&i| sat[i].0).collect(),
                ),
                (
                    RankingGroup::EastWest,
                    (0..rows.len()).filter(|&i| sat[i].1).collect(),
                ),
            ]
        } else {
            vec![(RankingGroup::AllPairs, (0..rows.len()).collect())]
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
                title,
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
            top: Some(round2(m.top * f)),
            datum: None,
            rows: b
                .entries
                .iter()
                .zip(&m.entries)
                .map(|(e, s)| {
                    RowReport::of_entry(
                        field,
                        e,
                        (side_value(&s.ns), side_value(&s.ew)),
                        Some((round2(s.ns.percent()), round2(s.ew.percent()))),
                        join_notes(artificial_note(s.ns.kind), artificial_note(s.ew.kind)),
                    )
                })
                .collect(),
            ..BoardReport::of_board(b)
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
                given: PenaltyGiven {
                    amount: p.amount,
                    unit: p.unit,
                },
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
            top: None,
            datum: m.datum.map(|d| d[0]),
            rows: b
                .entries
                .iter()
                .zip(&m.entries)
                .map(|(e, s)| {
                    RowReport::of_entry(
                        field,
                        e,
                        (side_value(&s.ns), side_value(&s.ew)),
                        None,
                        join_notes(imp_note(s.ns.kind), imp_note(s.ew.kind)),
                    )
                })
                .collect(),
            ..BoardReport::of_board(b)
        })
        .collect();
    let penalties = field
        .penalties
        .iter()
        .map(|p| PenaltyReport {
            pair: field.pairs[p.pair].clone(),
            board: p.board,
            given: PenaltyGiven {
                amount: p.amount,
                unit: p.unit,
            },
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

impl BoardReport {
    /// The heading of board `b`, without top, datum or rows.
    fn of_board(b: &BoardField) -> Self {
        BoardReport {
            session: b.session.clone(),
            board: b.board,
            group: b.group.clone(),
            vulnerability: b.vulnerability,
            top: None,
            datum: None,
            rows: Vec::new(),
        }
    }
}

impl RowReport {
    /// The row of `field`'s entry `e`: its pairs, result and score, with the
    /// two sides' values, their percentages (matchpoints only) and the note.
    fn of_entry(
        field: &Field,
        e: &Entry,
        (ns_value, ew_value): (f64, f64),
        percent: Option<(f64, f64)>,
        note: Option<RowNote>,
    ) -> Self {
        RowReport {
            ns: field.pairs[e.ns].clone(),
            ew: field.pairs[e.ew].clone(),
            result: RowResult::of(&e.outcome),
            ns_score: match e.outcome {
                Outcome::Played { ns_score, .. } => Some(ns_score),
                Outcome::Adjusted { .. } => None,
            },
            ns_value,
            ew_value,
            ns_percent: percent.map(|p| p.0),
            ew_percent: percent.map(|p| p.1),
            note,
        }
    }

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
