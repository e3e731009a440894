//! A pairs session read back from a PBN results file (events.md §5): one
//! game per board with a `ScoreTable` (the traveller as the organiser
//! published it) and a `TotalScoreTable` (the organiser's ranking), as JFR
//! Pary and BridgeComposer write them and as [`crate::export::pbn`] does.
//!
//! The travellers are re-scored with our own matchpointing
//! (`tenace-score`), ranked as [`crate::session::rank`] ranks, and compared
//! with the published figures: the organiser's matchpoint scale is found
//! from the board tops, every published line is checked against ours, and
//! a board that differs is re-scored with the other factoring methods to
//! name the method the organiser used (spec §6.1). Text for people is made
//! by the caller; this module returns data.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use tenace_core::{Deal, Vulnerability};
use tenace_formats::pbn::{read_pbn, PbnGame, Table};
use tenace_score::config::{Factoring, ScoringOptions};
use tenace_score::field::{FieldError, FieldInput, Outcome, ResultRow};
use tenace_score::imps_field::{score_field_imps, ImpMethod};
use tenace_score::matchpoints::{rank_with_ties, score_field, FieldMatchpoints};
use tenace_score::ScoringError;

use crate::session::{Line, RankedPair, Ranking, SessionReport, Traveller, TravellerLine};

/// Why a PBN results file cannot be imported.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PbnImportError {
    #[error("the file holds no PBN game")]
    NoGames,
    #[error("no game has a ScoreTable")]
    NoScoreTable,
    #[error("game {game}: no Board tag")]
    NoBoard { game: usize },
    #[error("board {board}: the ScoreTable has no column {column}")]
    MissingColumn { board: u16, column: &'static str },
    #[error("board {board}, row {row}: {column} `{value}` cannot be read")]
    BadValue {
        board: u16,
        row: usize,
        column: &'static str,
        value: String,
    },
    #[error("the TotalScoreTable has no column {column}")]
    MissingTotalColumn { column: &'static str },
    #[error("TotalScoreTable row {row}: {column} `{value}` cannot be read")]
    BadTotalValue {
        row: usize,
        column: &'static str,
        value: String,
    },
    #[error("the session is scored at IMPs; only matchpoint sessions are imported")]
    Imps,
    #[error("board {board}, row {row}: {error}")]
    Row {
        board: u16,
        row: usize,
        error: FieldError,
    },
    #[error(transparent)]
    Field(FieldError),
    #[error(transparent)]
    Scoring(#[from] ScoringError),
}

/// A figure as written, with the precision it was written to.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Written {
    pub value: f64,
    /// Half a unit of the last decimal written (0.5 for `3`, 0.005 for
    /// `3.25`): two figures closer than this are the same figure.
    pub tolerance: f64,
}

impl Written {
    pub(crate) fn parse(s: &str) -> Option<Written> {
        let t = s.trim().trim_end_matches('%');
        let value: f64 = t.parse().ok()?;
        if !value.is_finite() {
            return None;
        }
        let decimals = t.split_once('.').map_or(0, |(_, d)| d.len()) as i32;
        Some(Written {
            value,
            tolerance: 0.5 * 10f64.powi(-decimals) + 1e-9,
        })
    }

    fn agrees(&self, ours: f64) -> bool {
        (self.value - ours).abs() <= self.tolerance
    }
}

/// One line of a published traveller.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublishedLine {
    pub round: Option<u16>,
    pub table: Option<u16>,
    pub ns: u16,
    pub ew: u16,
    /// `4S`, `3NTX`, `Pass`; `None` when the column is empty (`-`).
    pub contract: Option<String>,
    pub declarer: Option<String>,
    /// As written: tricks taken by declarer, or `=`, `+1`, `-2`.
    pub result: Option<String>,
    pub lead: Option<String>,
    /// The N-S score as published (from Score_NS, or minus Score_EW).
    pub ns_score: Option<i32>,
    /// A Score_NS that is not a number: an adjusted score (`A+/A-`, `60%-40%`).
    pub adjusted: Option<String>,
    pub mp_ns: Option<Written>,
    pub mp_ew: Option<Written>,
    /// IMPs as published (a session scored at IMPs: Butler or cross-IMPs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imp_ns: Option<Written>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imp_ew: Option<Written>,
}

/// One row of the published ranking.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublishedRank {
    pub place: usize,
    pub tied: bool,
    pub pair: u16,
    pub line: Line,
    pub matchpoints: Option<Written>,
    pub percent: Option<Written>,
    pub boards: Option<u32>,
    pub names: String,
    /// `TotalScoreIMP`, in a session scored at IMPs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps: Option<Written>,
}

/// What the file holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PbnSession {
    pub event: Option<String>,
    /// The deals, by board, when the games give them.
    #[serde(skip)]
    pub deals: BTreeMap<u16, Deal>,
    #[serde(skip)]
    pub vulnerability: BTreeMap<u16, Vulnerability>,
    /// The published travellers, by board.
    pub boards: BTreeMap<u16, Vec<PublishedLine>>,
    /// The published ranking (empty when there is no TotalScoreTable).
    pub ranking: Vec<PublishedRank>,
    /// Names per pair, from the TotalScoreTable.
    pub names: BTreeMap<u16, String>,
    /// The travellers carry IMPs (`IMP_NS`/`IMP_EW`): the organiser scored
    /// at IMPs; see [`compare_imps`].
    #[serde(default)]
    pub imps: bool,
}

fn cell<'a>(t: &'a Table, row: usize, name: &str) -> Option<&'a str> {
    t.get(row, name)
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "-")
}

fn board_of(g: &PbnGame) -> Result<u16, PbnImportError> {
    g.board()
        .and_then(|b| u16::try_from(b).ok())
        .ok_or(PbnImportError::NoBoard { game: g.number })
}

fn number<T: std::str::FromStr>(
    t: &Table,
    board: u16,
    row: usize,
    column: &'static str,
) -> Result<Option<T>, PbnImportError> {
    match cell(t, row, column) {
        None => Ok(None),
        Some(v) => v.parse().map(Some).map_err(|_| PbnImportError::BadValue {
            board,
            row: row + 1,
            column,
            value: v.to_string(),
        }),
    }
}

fn written(
    t: &Table,
    board: u16,
    row: usize,
    column: &'static str,
) -> Result<Option<Written>, PbnImportError> {
    match cell(t, row, column) {
        None => Ok(None),
        Some(v) => Written::parse(v)
            .map(Some)
            .ok_or_else(|| PbnImportError::BadValue {
                board,
                row: row + 1,
                column,
                value: v.to_string(),
            }),
    }
}

fn score_table(t: &Table, board: u16) -> Result<Vec<PublishedLine>, PbnImportError> {
    for column in ["PairId_NS", "PairId_EW"] {
        if t.column(column).is_none() {
            return Err(PbnImportError::MissingColumn { board, column });
        }
    }
    let mut lines = Vec::new();
    for row in 0..t.rows.len() {
        let (Some(ns), Some(ew)) = (
            number::<u16>(t, board, row, "PairId_NS")?,
            number::<u16>(t, board, row, "PairId_EW")?,
        ) else {
            // A short last row (import format does not tie rows to lines)
            // or a line with no pairs: nothing to score.
            continue;
        };
        let score_ns = cell(t, row, "Score_NS");
        let score_ew = cell(t, row, "Score_EW");
        let (ns_score, adjusted) = match (score_ns, score_ew) {
            (Some(s), _) if s.parse::<i32>().is_ok() => (s.parse().ok(), None),
            (Some(s), _) => (None, Some(s.to_string())),
            (None, Some(s)) => (
                Some(-s.parse::<i32>().map_err(|_| PbnImportError::BadValue {
                    board,
                    row: row + 1,
                    column: "Score_EW",
                    value: s.to_string(),
                })?),
                None,
            ),
            (None, None) => (None, None),
        };
        lines.push(PublishedLine {
            round: number(t, board, row, "Round")?,
            table: number(t, board, row, "Table")?,
            ns,
            ew,
            contract: cell(t, row, "Contract").map(str::to_string),
            declarer: cell(t, row, "Declarer").map(str::to_string),
            result: cell(t, row, "Result").map(str::to_string),
            lead: cell(t, row, "Lead").map(str::to_string),
            ns_score,
            adjusted,
            mp_ns: written(t, board, row, "MP_NS")?,
            mp_ew: written(t, board, row, "MP_EW")?,
            imp_ns: written(t, board, row, "IMP_NS")?,
            imp_ew: written(t, board, row, "IMP_EW")?,
        });
    }
    Ok(lines)
}

fn total_table(t: &Table) -> Result<Vec<PublishedRank>, PbnImportError> {
    for column in ["Rank", "PairId"] {
        if t.column(column).is_none() {
            return Err(PbnImportError::MissingTotalColumn { column });
        }
    }
    let bad = |row: usize, column: &'static str, value: &str| PbnImportError::BadTotalValue {
        row: row + 1,
        column,
        value: value.to_string(),
    };
    let mut out = Vec::new();
    for row in 0..t.rows.len() {
        let (Some(rank), Some(pair)) = (cell(t, row, "Rank"), cell(t, row, "PairId")) else {
            continue;
        };
        let tied = rank.ends_with('=');
        let place: usize = rank
            .trim_end_matches('=')
            .parse()
            .map_err(|_| bad(row, "Rank", rank))?;
        let pair: u16 = pair.parse().map_err(|_| bad(row, "PairId", pair))?;
        let line = match cell(t, row, "Direction").map(|d| d.to_ascii_uppercase()) {
            Some(d) if d.starts_with('N') => Line::NorthSouth,
            Some(d) if d.starts_with('E') => Line::EastWest,
            _ => Line::All,
        };
        let w = |column: &'static str| -> Result<Option<Written>, PbnImportError> {
            match cell(t, row, column) {
                None => Ok(None),
                Some(v) => Written::parse(v)
                    .map(Some)
                    .ok_or_else(|| bad(row, column, v)),
            }
        };
        out.push(PublishedRank {
            place,
            tied,
            pair,
            line,
            matchpoints: w("TotalScoreMP")?,
            percent: w("TotalPercentage")?,
            boards: cell(t, row, "NrBoards").and_then(|v| v.parse().ok()),
            names: cell(t, row, "Names")
                .or_else(|| cell(t, row, "Name"))
                .unwrap_or_default()
                .to_string(),
            imps: w("TotalScoreIMP")?,
        });
    }
    Ok(out)
}

/// Reads a PBN results file. Games without a ScoreTable (a hand record)
/// still give their deal.
pub fn read(text: &str) -> Result<PbnSession, PbnImportError> {
    let file = read_pbn(text);
    let mut games = file.ok_games().peekable();
    if games.peek().is_none() {
        return Err(PbnImportError::NoGames);
    }
    let mut s = PbnSession {
        event: None,
        deals: BTreeMap::new(),
        vulnerability: BTreeMap::new(),
        boards: BTreeMap::new(),
        ranking: Vec::new(),
        names: BTreeMap::new(),
        imps: false,
    };
    for g in games {
        if s.event.is_none() {
            s.event = g
                .tag_value("Event")
                .map(str::trim)
                .filter(|e| !e.is_empty() && *e != "?")
                .map(str::to_string);
        }
        if let Some(t) = g.table("TotalScoreTable") {
            if s.ranking.is_empty() {
                s.ranking = total_table(&t)?;
            }
        }
        let Some(t) = g.table("ScoreTable") else {
            if let (Ok(b), Some(d)) = (board_of(g), g.deal()) {
                s.deals.entry(b).or_insert(d);
            }
            continue;
        };
        let board = board_of(g)?;
        if let Some(d) = g.deal() {
            s.deals.insert(board, d);
        }
        if let Some(v) = g.info.vulnerability {
            s.vulnerability.insert(board, v);
        }
        let lines = score_table(&t, board)?;
        s.boards.entry(board).or_default().extend(lines);
    }
    if s.boards.is_empty() {
        return Err(PbnImportError::NoScoreTable);
    }
    s.imps = s
        .boards
        .values()
        .flatten()
        .any(|l| l.imp_ns.is_some() || l.imp_ew.is_some());
    s.names = s
        .ranking
        .iter()
        .filter(|r| !r.names.is_empty())
        .map(|r| (r.pair, r.names.clone()))
        .collect();
    Ok(s)
}

fn vul_text(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

/// The rows tenace-score reads, and for each the (board, index in the
/// board's published lines) it came from.
fn rows(s: &PbnSession) -> (Vec<ResultRow>, Vec<(u16, usize)>) {
    let mut rows = Vec::new();
    let mut origin = Vec::new();
    for (&board, lines) in &s.boards {
        for (i, l) in lines.iter().enumerate() {
            let vul = s
                .vulnerability
                .get(&board)
                .map(|&v| vul_text(v).to_string());
            let mut row = ResultRow {
                board: u32::from(board),
                ns: l.ns.to_string(),
                ew: l.ew.to_string(),
                contract: None,
                declarer: None,
                result: None,
                score: None,
                vul,
                group: None,
                session: None,
            };
            match (&l.contract, &l.adjusted, l.ns_score) {
                (Some(c), _, _) => {
                    row.contract = Some(c.clone());
                    row.declarer = l.declarer.clone();
                    row.result = l.result.clone();
                }
                (None, Some(a), _) => row.result = Some(a.clone()),
                (None, None, Some(score)) => row.score = Some(score),
                // Not played and no score: nothing to rank.
                (None, None, None) => continue,
            }
            rows.push(row);
            origin.push((board, i));
        }
    }
    (rows, origin)
}

fn row_error(e: FieldError, origin: &[(u16, usize)]) -> PbnImportError {
    match e {
        FieldError::Row { row, .. } if row >= 1 && row <= origin.len() => {
            let (board, i) = origin[row - 1];
            PbnImportError::Row {
                board,
                row: i + 1,
                error: e,
            }
        }
        e => PbnImportError::Field(e),
    }
}

/// The field, its matchpoints, and where each row came from.
type Scored = (
    tenace_score::field::Field,
    FieldMatchpoints,
    Vec<(u16, usize)>,
);

/// Our matchpoints of the file's results, with `opts`.
fn score(s: &PbnSession, opts: &ScoringOptions) -> Result<Scored, PbnImportError> {
    let (results, origin) = rows(s);
    let field = FieldInput {
        event: s.event.clone(),
        results,
        penalties: Vec::new(),
    }
    .resolve()
    .map_err(|e| row_error(e, &origin))?;
    let scored = score_field(&field, opts)?;
    Ok((field, scored, origin))
}

/// The tricks declarer took, from a trick count or `=`, `+1`, `-2`.
fn tricks_of(contract: Option<&str>, result: Option<&str>) -> Option<u8> {
    let contract = contract?.trim();
    if contract.eq_ignore_ascii_case("pass") {
        return None;
    }
    let result = result?.trim();
    if result.bytes().all(|b| b.is_ascii_digit()) {
        let n: u8 = result.parse().ok()?;
        return (n <= 13).then_some(n);
    }
    let (bid, _, outcome) =
        tenace_score::parse_contract_result(&format!("{contract}{result}")).ok()?;
    Some(outcome.tricks(bid))
}

/// Ranks the file's results with our scoring, as a session report (the
/// lines of the ranking are the organiser's: N-S and E-W when the
/// TotalScoreTable gives directions, otherwise two lines when no pair sat
/// both ways, one list otherwise).
pub fn rank(s: &PbnSession, opts: &ScoringOptions) -> Result<SessionReport, PbnImportError> {
    if s.imps {
        // Ranked and compared by `compare_imps`.
        return Err(PbnImportError::Imps);
    }
    let (field, scored, origin) = score(s, opts)?;
    let scale = opts.matchpoint_scale.factor();
    let mut travellers = Vec::new();
    for (bf, bm) in field.boards.iter().zip(&scored.boards) {
        let lines = bf
            .entries
            .iter()
            .zip(&bm.entries)
            .map(|(e, mp)| {
                let (board, i) = origin[e.row - 1];
                let l = &s.boards[&board][i];
                let result = match (&l.contract, &l.adjusted) {
                    (Some(c), _) => [Some(c.as_str()), l.declarer.as_deref(), l.result.as_deref()]
                        .iter()
                        .flatten()
                        .copied()
                        .collect::<Vec<_>>()
                        .join(" "),
                    (None, Some(a)) => a.clone(),
                    (None, None) => l.ns_score.map(|v| v.to_string()).unwrap_or_default(),
                };
                TravellerLine {
                    round: l.round.unwrap_or(0),
                    table: l.table.unwrap_or(0),
                    ns: l.ns,
                    ew: l.ew,
                    result,
                    contract: l.contract.clone(),
                    declarer: l.declarer.clone(),
                    tricks: tricks_of(l.contract.as_deref(), l.result.as_deref()),
                    lead: l.lead.clone(),
                    ns_score: match &e.outcome {
                        Outcome::Played { ns_score, .. } => Some(*ns_score),
                        _ => None,
                    },
                    ns_matchpoints: mp.ns.units * scale,
                    ew_matchpoints: mp.ew.units * scale,
                    top: mp.ns.top * scale,
                    ns_imps: None,
                    ew_imps: None,
                    dd_tricks: None,
                    dd_difference: None,
                    seats: None,
                }
            })
            .collect();
        travellers.push(Traveller {
            board: bf.board as u16,
            group: bf.group.clone(),
            lines,
        });
    }
    let pairs: Vec<RankedPair> = scored
        .pairs
        .iter()
        .map(|t| {
            let position: u16 = field.pairs[t.pair].parse().unwrap_or(0);
            RankedPair {
                place: 0,
                tied: false,
                position,
                name: s.names.get(&position).cloned().unwrap_or_default(),
                matchpoints: (t.units - t.penalty_units) * scale,
                top: t.top * scale,
                penalty: t.penalty_units * scale,
                percent: t.percent,
                boards: t.boards,
                imps: None,
                imps_per_board: None,
                vps: None,
                tie_break: None,
            }
        })
        .collect();
    let lines: Vec<(Line, BTreeSet<u16>)> = {
        let published: BTreeMap<u16, Line> = s.ranking.iter().map(|r| (r.pair, r.line)).collect();
        let all: BTreeSet<u16> = pairs.iter().map(|p| p.position).collect();
        let by = |line: Line| -> BTreeSet<u16> {
            all.iter()
                .copied()
                .filter(|p| published.get(p) == Some(&line))
                .collect()
        };
        let (ns, ew) = (by(Line::NorthSouth), by(Line::EastWest));
        if !ns.is_empty() && ns.len() + ew.len() == all.len() {
            vec![(Line::NorthSouth, ns), (Line::EastWest, ew)]
        } else {
            let sat_ns: BTreeSet<u16> = s.boards.values().flatten().map(|l| l.ns).collect();
            let sat_ew: BTreeSet<u16> = s.boards.values().flatten().map(|l| l.ew).collect();
            if s.ranking.is_empty() && sat_ns.is_disjoint(&sat_ew) {
                vec![(Line::NorthSouth, sat_ns), (Line::EastWest, sat_ew)]
            } else {
                vec![(Line::All, all)]
            }
        }
    };
    let mut rankings = Vec::new();
    for (line, members) in lines {
        let mut list: Vec<RankedPair> = pairs
            .iter()
            .filter(|p| members.contains(&p.position))
            .cloned()
            .collect();
        // Tied pairs are listed by number.
        list.sort_by_key(|p| p.position);
        let scores: Vec<f64> = list.iter().map(|p| p.percent).collect();
        let (order, ranks) = rank_with_ties(&scores);
        for (i, p) in list.iter_mut().enumerate() {
            p.place = ranks[i].place;
            p.tied = ranks[i].tied;
        }
        rankings.push(Ranking {
            line,
            pairs: order.into_iter().map(|i| list[i].clone()).collect(),
        });
    }
    Ok(SessionReport {
        matches: Vec::new(),
        event: s.event.clone(),
        movement: "PBN".to_string(),
        contestants: crate::model::ContestantKind::Pair,
        scoring: crate::session::SessionScoring::Matchpoints,
        byes: Vec::new(),
        complete: true,
        rankings,
        alerts: Vec::new(),
        audit: Vec::new(),
        travellers,
    })
}

/// The organiser's matchpoint scale against ours (spec §6.1).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScaleFinding {
    /// The same scale as ours.
    Same,
    /// The organiser publishes `ratio` times our figures (0.5: a 1/½/0
    /// scale against our 2/1/0; 2: the other way round).
    Ratio { ratio: f64 },
    /// No line of a complete board gives both sides' matchpoints.
    Unknown,
}

/// Why our figure differs from the published one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Difference {
    /// The published figures are ours with this factoring of boards that
    /// have fewer results (ours: the options' factoring, Neuberg by default).
    Factoring { theirs: Factoring, ours: Factoring },
    /// A published score that is not the score of the contract and result
    /// (a scoring error in the file, or a score entered by hand).
    Score { round: u16, table: u16 },
    /// No method we know gives the published figures.
    Unexplained,
}

/// One board compared.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardComparison {
    pub board: u16,
    /// Lines whose published matchpoints are ours (on the organiser's scale).
    pub agree: usize,
    pub lines: usize,
    pub difference: Option<Difference>,
}

/// One contestant compared.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ContestantComparison {
    pub pair: u16,
    pub line: Line,
    pub our_place: usize,
    pub our_tied: bool,
    pub their_place: Option<usize>,
    pub their_tied: bool,
    pub our_percent: f64,
    pub their_percent: Option<f64>,
    /// Our matchpoints on the organiser's scale.
    pub our_matchpoints: f64,
    pub their_matchpoints: Option<f64>,
    pub agree: bool,
    /// Why not, when a board the pair played differs.
    pub difference: Option<Difference>,
}

/// Our ranking against the published one.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Comparison {
    pub scale: ScaleFinding,
    pub boards: Vec<BoardComparison>,
    pub contestants: Vec<ContestantComparison>,
    /// Every published figure is ours.
    pub agree: bool,
}

/// The matchpoints of each published line in `scored` (2/1/0 units), by
/// (board, index).
fn units_by_line(
    field: &tenace_score::field::Field,
    scored: &FieldMatchpoints,
    origin: &[(u16, usize)],
) -> BTreeMap<(u16, usize), (f64, f64, f64)> {
    let mut m = BTreeMap::new();
    for (bf, bm) in field.boards.iter().zip(&scored.boards) {
        for (e, mp) in bf.entries.iter().zip(&bm.entries) {
            m.insert(origin[e.row - 1], (mp.ns.units, mp.ew.units, mp.ns.top));
        }
    }
    m
}

/// Each published line's matchpoints by ours: (board, line) → (N-S, E-W,
/// top), on our scale.
type Units = BTreeMap<(u16, usize), (f64, f64, f64)>;

/// The organiser's scale against ours: on a board with the most results
/// (so not factored), the published top over ours.
fn published_ratio(s: &PbnSession, units: &Units) -> Option<f64> {
    let most = s.boards.values().map(Vec::len).max().unwrap_or(0);
    for (&board, lines) in &s.boards {
        if lines.len() != most {
            continue;
        }
        for (i, l) in lines.iter().enumerate() {
            if let (Some(a), Some(b), Some(&(_, _, top))) =
                (l.mp_ns, l.mp_ew, units.get(&(board, i)))
            {
                if top > 0.0 && a.value + b.value > 0.0 {
                    return Some((a.value + b.value) / top);
                }
            }
        }
    }
    None
}

/// Each line's matchpoints under the factoring methods other than ours.
fn alternative_units(
    s: &PbnSession,
    opts: &ScoringOptions,
) -> Result<Vec<(Factoring, Units)>, PbnImportError> {
    [Factoring::Neuberg, Factoring::Proportional, Factoring::None]
        .into_iter()
        .filter(|f| *f != opts.factoring)
        .map(|f| {
            let o = ScoringOptions {
                factoring: f,
                ..opts.clone()
            };
            let (af, asc, ao) = score(s, &o)?;
            Ok((f, units_by_line(&af, &asc, &ao)))
        })
        .collect()
}

/// How many of a board's published lines (of those with matchpoints) have
/// our figures, on the organiser's scale `r`.
fn board_agrees(s: &PbnSession, m: &Units, board: u16, r: f64) -> (usize, usize) {
    let mut agree = 0;
    let mut n = 0;
    for (i, l) in s.boards[&board].iter().enumerate() {
        let Some(&(ns, ew, _)) = m.get(&(board, i)) else {
            continue;
        };
        if l.mp_ns.is_none() && l.mp_ew.is_none() {
            continue;
        }
        n += 1;
        let ok_ns = l.mp_ns.is_none_or(|w| w.agrees(ns * r));
        let ok_ew = l.mp_ew.is_none_or(|w| w.agrees(ew * r));
        if ok_ns && ok_ew {
            agree += 1;
        }
    }
    (agree, n)
}

/// A published score that is not the score of its contract and result,
/// named by round and table.
fn wrong_score(ours: &SessionReport, board: u16, lines: &[PublishedLine]) -> Option<Difference> {
    lines.iter().find_map(|l| {
        let ours_score = ours
            .travellers
            .iter()
            .filter(|t| t.board == board)
            .flat_map(|t| t.lines.iter())
            .find(|x| x.ns == l.ns && x.ew == l.ew)
            .and_then(|x| x.ns_score);
        match (l.ns_score, ours_score) {
            (Some(theirs), Some(o)) if l.contract.is_some() && theirs != o => {
                Some(Difference::Score {
                    round: l.round.unwrap_or(0),
                    table: l.table.unwrap_or(0),
                })
            }
            _ => None,
        }
    })
}

/// Each board: how many lines agree, and the reason of a difference (a
/// wrong score, another factoring method, or unexplained); the boards
/// that differ, with their reason.
fn compare_boards(
    s: &PbnSession,
    ours: &SessionReport,
    opts: &ScoringOptions,
    units: &Units,
    r: f64,
) -> Result<(Vec<BoardComparison>, BTreeMap<u16, Difference>), PbnImportError> {
    let alt_units = alternative_units(s, opts)?;
    let mut boards = Vec::new();
    let mut differing: BTreeMap<u16, Difference> = BTreeMap::new();
    for (&board, lines) in &s.boards {
        let (agree, n) = board_agrees(s, units, board, r);
        let mut difference = wrong_score(ours, board, lines);
        if agree < n && difference.is_none() {
            difference = alt_units
                .iter()
                .find(|(_, m)| board_agrees(s, m, board, r).0 == n)
                .map(|(f, _)| Difference::Factoring {
                    theirs: *f,
                    ours: opts.factoring,
                })
                .or(Some(Difference::Unexplained));
        }
        if let Some(d) = difference {
            differing.insert(board, d);
        }
        boards.push(BoardComparison {
            board,
            agree,
            lines: n,
            difference: if agree < n || matches!(difference, Some(Difference::Score { .. })) {
                difference
            } else {
                None
            },
        });
    }
    Ok((boards, differing))
}

/// Each contestant: our place, percentage and matchpoints (on the
/// organiser's scale `r`) against the published ones, and, when they
/// differ, a board it played that differs (else any: another pair's
/// figures move the places).
fn compare_contestants(
    s: &PbnSession,
    ours: &SessionReport,
    opts: &ScoringOptions,
    r: f64,
    differing: &BTreeMap<u16, Difference>,
) -> Vec<ContestantComparison> {
    let published: BTreeMap<u16, &PublishedRank> = s.ranking.iter().map(|p| (p.pair, p)).collect();
    let mut contestants = Vec::new();
    for ranking in &ours.rankings {
        for p in &ranking.pairs {
            let theirs = published.get(&p.position);
            let our_mp = p.matchpoints / opts.matchpoint_scale.factor() * r;
            let place_ok = theirs.is_none_or(|t| t.place == p.place && t.tied == p.tied);
            let pct_ok = theirs
                .and_then(|t| t.percent)
                .is_none_or(|w| w.agrees(p.percent));
            let mp_ok = theirs
                .and_then(|t| t.matchpoints)
                .is_none_or(|w| w.agrees(our_mp));
            let agree = theirs.is_some() && place_ok && pct_ok && mp_ok;
            let difference = if agree {
                None
            } else {
                let played: BTreeSet<u16> = s
                    .boards
                    .iter()
                    .filter(|(_, ls)| ls.iter().any(|l| l.ns == p.position || l.ew == p.position))
                    .map(|(&b, _)| b)
                    .collect();
                played
                    .iter()
                    .find_map(|b| differing.get(b).copied())
                    .or_else(|| differing.values().next().copied())
                    .or(Some(Difference::Unexplained))
            };
            contestants.push(ContestantComparison {
                pair: p.position,
                line: ranking.line,
                our_place: p.place,
                our_tied: p.tied,
                their_place: theirs.map(|t| t.place),
                their_tied: theirs.is_some_and(|t| t.tied),
                our_percent: p.percent,
                their_percent: theirs.and_then(|t| t.percent.map(|w| w.value)),
                our_matchpoints: our_mp,
                their_matchpoints: theirs.and_then(|t| t.matchpoints.map(|w| w.value)),
                agree,
                difference,
            });
        }
    }
    contestants
}

/// Compares our ranking (made with `opts`) with the file's own figures.
pub fn compare(
    s: &PbnSession,
    ours: &SessionReport,
    opts: &ScoringOptions,
) -> Result<Comparison, PbnImportError> {
    let (field, scored, origin) = score(s, opts)?;
    let units = units_by_line(&field, &scored, &origin);
    let ratio = published_ratio(s, &units);
    let scale = match ratio {
        None => ScaleFinding::Unknown,
        Some(r) if (r - 1.0).abs() < 1e-6 => ScaleFinding::Same,
        Some(r) => ScaleFinding::Ratio {
            ratio: (r * 1000.0).round() / 1000.0,
        },
    };
    let r = ratio.unwrap_or(1.0);
    let (boards, differing) = compare_boards(s, ours, opts, &units, r)?;
    let contestants = compare_contestants(s, ours, opts, r, &differing);
    let agree = boards
        .iter()
        .all(|b| b.difference.is_none() && b.agree == b.lines)
        && contestants.iter().all(|c| c.agree);
    Ok(Comparison {
        scale,
        boards,
        contestants,
        agree,
    })
}

/// One IMP method tried on the published travellers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImpMethodTried {
    pub method: ImpMethod,
    /// Published lines whose IMPs are ours with this method, of those
    /// that give IMPs.
    pub agree: usize,
    pub lines: usize,
}

/// One contestant of an IMP session, ours against the published total.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImpContestant {
    pub pair: u16,
    pub line: Line,
    pub our_place: usize,
    pub our_tied: bool,
    pub our_imps: f64,
    pub their_place: Option<usize>,
    pub their_tied: bool,
    pub their_imps: Option<f64>,
    pub agree: bool,
}

/// An IMP-scored session re-scored by tenace-score and set against the
/// organiser's figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImpComparison {
    /// Each method with how many published lines it reproduces.
    pub methods: Vec<ImpMethodTried>,
    /// The method that gives every published line's IMPs, if one does
    /// (the ranking below is made with it, else with the best one).
    pub method: Option<ImpMethod>,
    pub contestants: Vec<ImpContestant>,
    pub agree: bool,
}

/// Re-scores a session the organiser scored at IMPs (`IMP_NS`/`IMP_EW`
/// on the travellers, `TotalScoreIMP` in the ranking): each board by
/// Butler (IMPs against the datum, tenace-score's datum options) and by
/// cross-IMPs (against every other score), each published line's IMPs
/// compared to the precision written; the method that reproduces them
/// ranks the pairs (N-S and E-W as the TotalScoreTable's directions say),
/// and each contestant's place and total is compared with the published.
pub fn compare_imps(
    s: &PbnSession,
    opts: &ScoringOptions,
) -> Result<ImpComparison, PbnImportError> {
    let (results, origin) = rows(s);
    let field = FieldInput {
        event: s.event.clone(),
        results,
        penalties: Vec::new(),
    }
    .resolve()
    .map_err(|e| row_error(e, &origin))?;
    let mut methods = Vec::new();
    let mut scored = Vec::new();
    for method in [ImpMethod::Butler, ImpMethod::Cross] {
        let im = score_field_imps(&field, opts, method)?;
        let (mut agree, mut lines) = (0, 0);
        for (bf, bi) in field.boards.iter().zip(&im.boards) {
            for (e, x) in bf.entries.iter().zip(&bi.entries) {
                let (board, i) = origin[e.row - 1];
                let l = &s.boards[&board][i];
                if l.imp_ns.is_none() && l.imp_ew.is_none() {
                    continue;
                }
                lines += 1;
                if l.imp_ns.is_none_or(|w| w.agrees(x.ns.imps))
                    && l.imp_ew.is_none_or(|w| w.agrees(x.ew.imps))
                {
                    agree += 1;
                }
            }
        }
        methods.push(ImpMethodTried {
            method,
            agree,
            lines,
        });
        scored.push(im);
    }
    let best = (0..methods.len())
        .max_by_key(|&i| (methods[i].agree, std::cmp::Reverse(i)))
        .unwrap_or(0);
    let method = (methods[best].agree == methods[best].lines).then_some(methods[best].method);
    let im = &scored[best];
    let published: BTreeMap<u16, &PublishedRank> = s.ranking.iter().map(|p| (p.pair, p)).collect();
    let totals: Vec<(u16, f64)> = im
        .pairs
        .iter()
        .map(|t| (field.pairs[t.pair].parse().unwrap_or(0), t.net))
        .collect();
    let line_of = |p: u16| published.get(&p).map_or(Line::All, |r| r.line);
    let mut contestants = Vec::new();
    for line in [Line::All, Line::NorthSouth, Line::EastWest] {
        let mut list: Vec<(u16, f64)> = totals
            .iter()
            .copied()
            .filter(|(p, _)| line_of(*p) == line)
            .collect();
        if list.is_empty() {
            continue;
        }
        list.sort_by_key(|x| x.0);
        let scores: Vec<f64> = list.iter().map(|x| x.1).collect();
        let (order, ranks) = rank_with_ties(&scores);
        for i in order {
            let (pair, ours) = list[i];
            let theirs = published.get(&pair);
            let place_ok =
                theirs.is_some_and(|t| t.place == ranks[i].place && t.tied == ranks[i].tied);
            let imps_ok = theirs.and_then(|t| t.imps).is_none_or(|w| w.agrees(ours));
            contestants.push(ImpContestant {
                pair,
                line,
                our_place: ranks[i].place,
                our_tied: ranks[i].tied,
                our_imps: ours,
                their_place: theirs.map(|t| t.place),
                their_tied: theirs.is_some_and(|t| t.tied),
                their_imps: theirs.and_then(|t| t.imps.map(|w| w.value)),
                agree: place_ok && imps_ok,
            });
        }
    }
    let agree = method.is_some() && contestants.iter().all(|c| c.agree);
    Ok(ImpComparison {
        methods,
        method,
        contestants,
        agree,
    })
}
