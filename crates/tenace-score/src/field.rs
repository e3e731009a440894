//! The input model for a scored field: one row per table result, read from
//! CSV or JSON, resolved into typed boards and entries.
//!
//! See `docs/scoring.md` for the file formats. In short, every row names a
//! board, the N-S pair and the E-W pair, and then either a played result
//! (`contract`, `declarer`, `result`), a raw N-S score (`score`), or an
//! adjusted score in `result` with `contract` left empty.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use tenace_core::{Seat, Vulnerability};

use crate::contract_score::{
    contract_score, parse_contract_result, ContractOutcome, ScoreParseError,
};

/// Index of a pair (or team) in [`Field::pairs`].
pub type PairId = usize;

/// One input row as written in the file (CSV or JSON). All fields are text
/// so that both formats share one grammar.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultRow {
    /// Board number (1 or more).
    pub board: u32,
    /// The pair sitting North-South.
    pub ns: String,
    /// The pair sitting East-West.
    pub ew: String,
    /// `4S`, `3NTX`, `1CXX`, or `PASS` for a passed-out board; empty for an
    /// adjusted score or a raw `score`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// `N`, `E`, `S` or `W`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    /// `=`, `+1`, `-2` or a trick count such as `9`; or, with no contract, an
    /// adjusted score (`A+/A-`, `60%-40%`, a weighted list, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The N-S score in points, instead of contract and result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i32>,
    /// Vulnerability as marked on the board, when it differs from Law 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vul: Option<String>,
    /// Law 87 fouled board: the form of the board this table played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Session name; rows without one belong to session "1".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
}

/// A procedural penalty (Law 90) as written in the file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyRow {
    /// The pair (or team) penalised.
    pub pair: String,
    /// The board concerned, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// `-25%` (of a board top), `-3mp`, `-1imp`, `-0.5vp`. The sign may be
    /// omitted: a penalty is always a deduction.
    pub amount: String,
    /// Law reference, e.g. `90B2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub law: Option<String>,
    /// Free text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Session; default "1".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
}

/// A whole input file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldInput {
    /// Event name, for the report heading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// Table results and adjusted scores.
    pub results: Vec<ResultRow>,
    /// Procedural penalties, kept apart from the board results.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyRow>,
}

/// An artificial adjusted score for one side (Law 12C2).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum Artificial {
    /// In no way at fault.
    AveragePlus,
    /// Partly at fault.
    Average,
    /// Directly at fault.
    AverageMinus,
    /// A percentage fixed by the Director (pairs only).
    Percent(f64),
    /// A number of IMPs fixed by the Director (IMP scoring only).
    Imps(f64),
}

impl fmt::Display for Artificial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Artificial::AveragePlus => f.write_str("A+"),
            Artificial::Average => f.write_str("A"),
            Artificial::AverageMinus => f.write_str("A-"),
            Artificial::Percent(p) => write!(f, "{}%", trim_number(*p)),
            Artificial::Imps(i) => write!(
                f,
                "{}{}imp",
                if *i >= 0.0 { "+" } else { "" },
                trim_number(*i)
            ),
        }
    }
}

/// One possible result of an assigned (weighted) adjusted score, in N-S points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Component {
    /// Its weight; the weights of one side sum to 1.
    pub weight: f64,
    /// The N-S score of this result.
    pub ns_score: i32,
    /// The result as written, e.g. `4S= N`.
    pub description: String,
}

/// A scored result used inside a split score.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PointResult {
    /// N-S points.
    pub ns_score: i32,
    /// The result as written.
    pub description: String,
}

/// Law 12C1(e): the non-offending side contributed to its own damage. The
/// side gets the score for its actual result `ra` plus the part of the
/// damage caused by the infraction, `max(0, value(rn) − value(re))`, where
/// `rn` is the likely result without the infraction and `re` the result to be
/// expected after it with normal play.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SplitScore {
    /// Normal result had the infraction not occurred.
    pub rn: PointResult,
    /// Expected result after the infraction, had play continued normally.
    pub re: PointResult,
    /// Actual result.
    pub ra: PointResult,
}

/// An adjusted score for one side of a table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum SideAdjustment {
    /// Law 12C2 artificial adjusted score.
    Artificial(Artificial),
    /// Law 12C1 assigned adjusted score, possibly weighted (12C1(c)).
    Assigned(Vec<Component>),
    /// Law 12C1(e) non-offending side's self-inflicted damage removed.
    Split(SplitScore),
}

/// What happened at one table on one board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Outcome {
    /// A result obtained in play (or a passed-out board).
    Played {
        /// N-S points.
        ns_score: i32,
        /// The result as written, e.g. `3NT+1 N`, `Pass`, `+420`.
        description: String,
    },
    /// An adjusted score, given to each side separately so that the two need
    /// not balance.
    Adjusted {
        ns: SideAdjustment,
        ew: SideAdjustment,
    },
}

/// The description the reader gives a passed-out board, whatever the
/// input wrote (`pass`, `Pass`, `passed out`): a token the renderer puts
/// into words.
pub const PASSED_OUT: &str = "Pass";

/// One table's result on one board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    pub ns: PairId,
    pub ew: PairId,
    pub outcome: Outcome,
    /// The input row (1-based, counting data rows; the CSV line for CSV).
    pub row: usize,
}

/// The results of one board (or of one form of a fouled board) in one session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardField {
    pub session: String,
    pub board: u32,
    /// Law 87B: the form of a fouled board; `None` for an ordinary board.
    pub group: Option<String>,
    pub vulnerability: Vulnerability,
    pub entries: Vec<Entry>,
}

/// A procedural penalty (Law 90), in the unit it was given.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Penalty {
    pub pair: PairId,
    pub session: String,
    pub board: Option<u32>,
    /// Always positive: the amount deducted.
    pub amount: f64,
    pub unit: PenaltyUnit,
    pub law: Option<String>,
    pub note: Option<String>,
}

/// The unit of a procedural penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PenaltyUnit {
    /// Matchpoints on the published scale.
    Matchpoints,
    /// Percent of one board's top.
    PercentOfTop,
    /// IMPs.
    Imps,
    /// Victory points.
    VictoryPoints,
}

/// A field resolved into typed boards. Boards are ordered by session, board
/// number and group.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Field {
    pub event: Option<String>,
    /// Pair names; a [`PairId`] indexes this list.
    pub pairs: Vec<String>,
    pub boards: Vec<BoardField>,
    pub penalties: Vec<Penalty>,
}

/// What is wrong with one input row.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RowProblem {
    #[error("board number 0 (boards are numbered from 1)")]
    BoardZero,
    #[error("the N-S and E-W pair are both `{0}`")]
    SamePair(String),
    #[error("a pair name is empty")]
    EmptyPair,
    #[error("pair `{pair}` appears twice on board {board}")]
    PairTwice { pair: String, board: u32 },
    #[error("nothing to score: give contract, declarer and result, a score, or an adjusted score in `result`")]
    Empty,
    #[error("give either `score` or a contract and result, not both")]
    ScoreAndContract,
    #[error("`score` {0} is not a multiple of 10")]
    ScoreNotMultipleOfTen(i32),
    #[error("{0}")]
    Contract(#[from] ScoreParseError),
    #[error("`{0}` is not a contract (expected e.g. 4S, 3NTX, 1CXX or PASS)")]
    BadContract(String),
    /// A result inside an adjusted score with a word after its declarer.
    #[error(
        "`{text} (unexpected `{extra}`)` is not a contract (expected e.g. 4S, 3NTX, 1CXX or PASS)"
    )]
    ExtraWord { text: String, extra: String },
    #[error("contract `{0}` has no declarer")]
    MissingDeclarer(String),
    #[error("`{0}` is not a declarer (expected N, E, S or W)")]
    BadDeclarer(String),
    #[error("contract `{0}` has no result (expected =, +1, -2 or a trick count)")]
    MissingResult(String),
    #[error("`{0}` is not a trick count from 0 to 13")]
    BadTricks(String),
    #[error("a passed-out board has no declarer or result, found `{0}`")]
    PassWithResult(String),
    #[error("`{0}` is not a vulnerability (expected None, NS, EW or Both)")]
    BadVulnerability(String),
    #[error("adjusted score `{text}`: {reason}")]
    BadAdjusted {
        text: String,
        reason: AdjustedProblem,
    },
    #[error("weights for {side} sum to {sum}, not 1")]
    WeightsSum { side: &'static str, sum: f64 },
    #[error("penalty amount `{0}` is not understood (expected e.g. -25%, -3mp, -1imp, -0.5vp)")]
    BadPenalty(String),
    #[error("penalty row names no pair")]
    PenaltyWithoutPair,
    #[error("penalty pair `{0}` does not appear in any result")]
    UnknownPenaltyPair(String),
}

/// Why an adjusted score (Law 12C) cannot be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AdjustedProblem {
    #[error("N-S is given twice")]
    NsTwice,
    #[error("E-W is given twice")]
    EwTwice,
    #[error("each part must start with NS: or EW:, separated by |")]
    PartWithoutSide,
    #[error("give both NS: and EW:")]
    NeedBoth,
    #[error("not an artificial score")]
    NotArtificial,
    #[error("give a score for each side, N-S first, e.g. A+/A- or 60%/40%")]
    NeedEachSide,
    #[error("a split score applies to one side: write NS: split ... | EW: ...")]
    SplitOneSide,
    /// A part of a split score that is not a tag and a result.
    #[error("`{0}` should be `rn|re|ra <result>`")]
    SplitPart(String),
    /// The result of a split score's part.
    #[error("{0}")]
    SplitResult(Box<RowProblem>),
    #[error("`{0}` is not rn, re or ra")]
    SplitTag(String),
    /// A split score's tag given twice, as written.
    #[error("{0} is given twice")]
    SplitTwice(String),
    /// `side` is `N-S` or `E-W`.
    #[error("the split score for {side} needs rn, re and ra")]
    SplitIncomplete { side: &'static str },
    #[error("empty")]
    Empty,
    #[error("weight `{0}` must be more than 0 and at most 1")]
    Weight(String),
    /// A weighted component's result.
    #[error("`{text}`: {problem}")]
    Component {
        text: String,
        problem: Box<RowProblem>,
    },
}

/// Why a CSV line cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CsvProblem {
    #[error("{found} fields, but the header has {header}")]
    FieldCount { found: usize, header: usize },
    #[error("`{0}` is not a board number")]
    BadBoard(String),
    #[error("no board number")]
    NoBoard,
    #[error("`{0}` is not a score in points")]
    BadScore(String),
    #[error("a quoted field is not closed")]
    UnclosedQuote,
    #[error("unexpected `{0}` after a closing quote")]
    AfterQuote(char),
}

/// An input that cannot be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FieldError {
    /// The JSON reader's own description.
    #[error("JSON input: {0}")]
    Json(String),
    #[error("CSV line {line}: {problem}")]
    Csv { line: usize, problem: CsvProblem },
    #[error("CSV header has no `{0}` column")]
    MissingColumn(&'static str),
    #[error("CSV header: unknown column `{}` (known: board, ns, ew, contract, declarer, result, score, vul, group, session, note)", one_line(.0))]
    UnknownColumn(String),
    #[error("CSV header names column `{0}` twice")]
    DuplicateColumn(String),
    #[error("the input has no results")]
    NoResults,
    #[error("row {row}{}: {problem}", board.map(|b| format!(" (board {b})")).unwrap_or_default())]
    Row {
        row: usize,
        board: Option<u32>,
        #[source]
        problem: RowProblem,
    },
    #[error("penalty {index}: {problem}")]
    Penalty {
        index: usize,
        #[source]
        problem: RowProblem,
    },
}

/// `text` on one line: control characters (a quoted line break in a CSV
/// header) escaped, as `\n`.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Input format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Json,
}

impl Format {
    /// JSON when the text starts with `{` (after white space), CSV otherwise.
    pub fn detect(text: &str) -> Format {
        if text.trim_start().starts_with('{') {
            Format::Json
        } else {
            Format::Csv
        }
    }
}

/// Reads a field from CSV or JSON text (format detected) and resolves it.
pub fn load_field(text: &str) -> Result<Field, FieldError> {
    let input = match Format::detect(text) {
        Format::Json => parse_json(text)?,
        Format::Csv => parse_csv(text)?,
    };
    input.resolve()
}

/// Reads the JSON form of [`FieldInput`].
pub fn parse_json(text: &str) -> Result<FieldInput, FieldError> {
    serde_json::from_str(text).map_err(|e| FieldError::Json(e.to_string()))
}

/// Reads the CSV form. The first non-comment line is the header; lines
/// starting with `#` and blank lines are skipped. Fields may be quoted with
/// `"` (a doubled `""` inside quotes is one quote).
pub fn parse_csv(text: &str) -> Result<FieldInput, FieldError> {
    let records = crate::csv::records(text)?;
    let mut iter = records.into_iter();
    let (_, header) = iter.next().ok_or(FieldError::NoResults)?;
    let mut columns: HashMap<String, usize> = HashMap::new();
    for (i, name) in header.iter().enumerate() {
        let key = match name.trim().to_ascii_lowercase().as_str() {
            "board" => "board",
            "ns" | "n-s" | "ns pair" | "nspair" => "ns",
            "ew" | "e-w" | "ew pair" | "ewpair" => "ew",
            "contract" => "contract",
            "declarer" | "by" => "declarer",
            "result" => "result",
            "score" | "ns score" | "ns_score" => "score",
            "vul" | "vulnerability" => "vul",
            "group" | "form" => "group",
            "session" => "session",
            "note" | "law" => "note",
            other => return Err(FieldError::UnknownColumn(other.to_string())),
        };
        if columns.insert(key.to_string(), i).is_some() {
            return Err(FieldError::DuplicateColumn(key.to_string()));
        }
    }
    for required in ["board", "ns", "ew"] {
        if !columns.contains_key(required) {
            return Err(FieldError::MissingColumn(required));
        }
    }
    if !columns.contains_key("result") && !columns.contains_key("score") {
        return Err(FieldError::MissingColumn("result` or `score"));
    }
    let mut input = FieldInput::default();
    for (line, record) in iter {
        let get = |name: &str| -> Option<String> {
            columns
                .get(name)
                .and_then(|&i| record.get(i))
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
        };
        let csv_err = |problem: CsvProblem| FieldError::Csv { line, problem };
        if record.len() > header.len() {
            return Err(csv_err(CsvProblem::FieldCount {
                found: record.len(),
                header: header.len(),
            }));
        }
        let contract = get("contract");
        if contract
            .as_deref()
            .is_some_and(|c| c.eq_ignore_ascii_case("PP"))
        {
            let pair = get("ns").or_else(|| get("ew")).unwrap_or_default();
            let board = match get("board") {
                Some(b) => Some(
                    b.parse::<u32>()
                        .map_err(|_| csv_err(CsvProblem::BadBoard(b.clone())))?,
                ),
                None => None,
            };
            input.penalties.push(PenaltyRow {
                pair,
                board,
                amount: get("result").unwrap_or_default(),
                law: None,
                note: get("note"),
                session: get("session"),
            });
            continue;
        }
        let board_text = get("board").ok_or_else(|| csv_err(CsvProblem::NoBoard))?;
        let board = board_text
            .parse::<u32>()
            .map_err(|_| csv_err(CsvProblem::BadBoard(board_text.clone())))?;
        let score = match get("score") {
            Some(s) => Some(
                s.trim_start_matches('+')
                    .parse::<i32>()
                    .map_err(|_| csv_err(CsvProblem::BadScore(s.clone())))?,
            ),
            None => None,
        };
        input.results.push(ResultRow {
            board,
            ns: get("ns").unwrap_or_default(),
            ew: get("ew").unwrap_or_default(),
            contract,
            declarer: get("declarer"),
            result: get("result"),
            score,
            vul: get("vul"),
            group: get("group"),
            session: get("session"),
        });
    }
    Ok(input)
}

impl FieldInput {
    /// Checks every row and turns the input into typed boards.
    pub fn resolve(&self) -> Result<Field, FieldError> {
        if self.results.is_empty() {
            return Err(FieldError::NoResults);
        }
        let mut pair_ids: HashMap<String, PairId> = HashMap::new();
        let mut pairs: Vec<String> = Vec::new();
        let mut id_of = |name: &str, pairs: &mut Vec<String>| -> PairId {
            *pair_ids.entry(name.to_string()).or_insert_with(|| {
                pairs.push(name.to_string());
                pairs.len() - 1
            })
        };
        type Key = (String, u32, Option<String>);
        let mut boards: HashMap<Key, BoardField> = HashMap::new();
        let mut seen: HashMap<(String, u32, PairId), ()> = HashMap::new();
        for (index, row) in self.results.iter().enumerate() {
            let n = index + 1;
            let err = |problem: RowProblem| FieldError::Row {
                row: n,
                board: Some(row.board),
                problem,
            };
            if row.board == 0 {
                return Err(err(RowProblem::BoardZero));
            }
            let (ns_name, ew_name) = (row.ns.trim(), row.ew.trim());
            if ns_name.is_empty() || ew_name.is_empty() {
                return Err(err(RowProblem::EmptyPair));
            }
            if ns_name == ew_name {
                return Err(err(RowProblem::SamePair(ns_name.to_string())));
            }
            let vulnerability = match &row.vul {
                Some(v) => v
                    .parse::<Vulnerability>()
                    .map_err(|_| err(RowProblem::BadVulnerability(v.clone())))?,
                None => Vulnerability::for_board(row.board),
            };
            let outcome = resolve_outcome(row, vulnerability).map_err(err)?;
            let ns = id_of(ns_name, &mut pairs);
            let ew = id_of(ew_name, &mut pairs);
            let session = row.session.clone().unwrap_or_else(|| "1".to_string());
            for pair in [ns, ew] {
                if seen
                    .insert((session.clone(), row.board, pair), ())
                    .is_some()
                {
                    return Err(err(RowProblem::PairTwice {
                        pair: pairs[pair].clone(),
                        board: row.board,
                    }));
                }
            }
            let key = (session.clone(), row.board, row.group.clone());
            boards
                .entry(key)
                .or_insert_with(|| BoardField {
                    session,
                    board: row.board,
                    group: row.group.clone(),
                    vulnerability,
                    entries: Vec::new(),
                })
                .entries
                .push(Entry {
                    ns,
                    ew,
                    outcome,
                    row: n,
                });
        }
        let mut boards: Vec<BoardField> = boards.into_values().collect();
        boards.sort_by(|a, b| {
            (session_key(&a.session), a.board, &a.group).cmp(&(
                session_key(&b.session),
                b.board,
                &b.group,
            ))
        });
        let mut penalties = Vec::new();
        for (i, p) in self.penalties.iter().enumerate() {
            let err = |problem| FieldError::Penalty {
                index: i + 1,
                problem,
            };
            let name = p.pair.trim();
            if name.is_empty() {
                return Err(err(RowProblem::PenaltyWithoutPair));
            }
            let pair = pairs
                .iter()
                .position(|p| p == name)
                .ok_or_else(|| err(RowProblem::UnknownPenaltyPair(name.to_string())))?;
            let (amount, unit) = parse_penalty_amount(&p.amount)
                .ok_or_else(|| err(RowProblem::BadPenalty(p.amount.clone())))?;
            penalties.push(Penalty {
                pair,
                session: p.session.clone().unwrap_or_else(|| "1".to_string()),
                board: p.board,
                amount,
                unit,
                law: p.law.clone(),
                note: p.note.clone(),
            });
        }
        Ok(Field {
            event: self.event.clone(),
            pairs,
            boards,
            penalties,
        })
    }
}

/// Sessions sort numerically when they are numbers.
fn session_key(s: &str) -> (u64, &str) {
    (s.parse::<u64>().unwrap_or(u64::MAX), s)
}

fn parse_penalty_amount(text: &str) -> Option<(f64, PenaltyUnit)> {
    let t = text.trim().to_ascii_lowercase().replace(' ', "");
    let t = t
        .strip_prefix('-')
        .or_else(|| t.strip_prefix('+'))
        .unwrap_or(&t)
        .to_string();
    let (number, unit) = if let Some(n) = t.strip_suffix('%') {
        (n, PenaltyUnit::PercentOfTop)
    } else if let Some(n) = t.strip_suffix("imps").or_else(|| t.strip_suffix("imp")) {
        (n, PenaltyUnit::Imps)
    } else if let Some(n) = t.strip_suffix("mp") {
        (n, PenaltyUnit::Matchpoints)
    } else if let Some(n) = t.strip_suffix("vps").or_else(|| t.strip_suffix("vp")) {
        (n, PenaltyUnit::VictoryPoints)
    } else {
        return None;
    };
    let value = parse_number(number)?;
    (value > 0.0).then_some((value, unit))
}

/// A decimal or a fraction like `1/3` or `2 1/2`... only `a/b` and decimals.
fn parse_number(text: &str) -> Option<f64> {
    let t = text.trim();
    if t.is_empty() {
        return None;
    }
    let v = if let Some((a, b)) = t.split_once('/') {
        let a: f64 = a.trim().parse().ok()?;
        let b: f64 = b.trim().parse().ok()?;
        if b == 0.0 {
            return None;
        }
        a / b
    } else {
        t.parse().ok()?
    };
    v.is_finite().then_some(v)
}

fn resolve_outcome(row: &ResultRow, vul: Vulnerability) -> Result<Outcome, RowProblem> {
    let contract = row
        .contract
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let result = row
        .result
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let declarer = row
        .declarer
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    if let Some(score) = row.score {
        if contract.is_some() || result.is_some() {
            return Err(RowProblem::ScoreAndContract);
        }
        if score % 10 != 0 {
            return Err(RowProblem::ScoreNotMultipleOfTen(score));
        }
        return Ok(Outcome::Played {
            ns_score: score,
            description: format_points(score),
        });
    }
    match contract {
        Some(c) => {
            let (ns_score, description) = score_played(c, declarer, result, vul)?;
            Ok(Outcome::Played {
                ns_score,
                description,
            })
        }
        None => {
            let text = result.ok_or(RowProblem::Empty)?;
            parse_adjusted(text, vul)
        }
    }
}

/// A table score with its sign when positive, as printed in reports:
/// `+420`, `-50`, `0`.
pub fn format_points(p: i32) -> String {
    if p > 0 {
        format!("+{p}")
    } else {
        p.to_string()
    }
}

fn is_pass(c: &str) -> bool {
    matches!(
        c.to_ascii_uppercase().as_str(),
        "PASS" | "P" | "AP" | "ALL PASS" | "PASSED" | "PASSED OUT" | "PO"
    )
}

/// Scores a played result; returns N-S points and a description.
fn score_played(
    contract: &str,
    declarer: Option<&str>,
    result: Option<&str>,
    vul: Vulnerability,
) -> Result<(i32, String), RowProblem> {
    if is_pass(contract) {
        if let Some(extra) = declarer.or(result) {
            return Err(RowProblem::PassWithResult(extra.to_string()));
        }
        return Ok((0, PASSED_OUT.to_string()));
    }
    let declarer_text =
        declarer.ok_or_else(|| RowProblem::MissingDeclarer(contract.to_string()))?;
    let seat: Seat = declarer_text
        .parse()
        .map_err(|_| RowProblem::BadDeclarer(declarer_text.to_string()))?;
    let (bid, doubling, outcome) = match result {
        Some(r) if r.starts_with(['=', '+', '-']) => {
            parse_contract_result(&format!("{contract}{r}"))?
        }
        Some(r) => {
            let (bid, doubling, rest) = tenace_core::split_contract_terms(contract)
                .map_err(|_| RowProblem::BadContract(contract.to_string()))?;
            if !rest.trim().is_empty() {
                return Err(RowProblem::BadContract(contract.to_string()));
            }
            let tricks: u8 = r
                .parse()
                .map_err(|_| RowProblem::BadTricks(r.to_string()))?;
            let outcome = ContractOutcome::from_tricks(bid, tricks)
                .ok_or_else(|| RowProblem::BadTricks(r.to_string()))?;
            (bid, doubling, outcome)
        }
        None => {
            // The result may be written in the contract column: `3NT+1`.
            match parse_contract_result(contract) {
                Ok(parsed) => parsed,
                Err(ScoreParseError::MissingResult { .. }) => {
                    return Err(RowProblem::MissingResult(contract.to_string()))
                }
                Err(e) => return Err(e.into()),
            }
        }
    };
    let vulnerable = vul.is_vulnerable(seat.side());
    let score = contract_score(bid, doubling, vulnerable, outcome.tricks(bid)).total;
    let ns = if seat.side() == tenace_core::Side::NorthSouth {
        score
    } else {
        -score
    };
    Ok((ns, format!("{bid}{}{outcome} {seat}", doubling.suffix())))
}

/// Parses one side's artificial score token: `A+`, `A`, `A-`, `60%`, `+3imp`.
fn parse_artificial(token: &str) -> Option<Artificial> {
    let t = token.trim().to_ascii_lowercase().replace(' ', "");
    match t.as_str() {
        "a+" | "av+" | "ave+" | "avg+" => return Some(Artificial::AveragePlus),
        "a" | "av" | "ave" | "avg" | "a=" => return Some(Artificial::Average),
        "a-" | "av-" | "ave-" | "avg-" => return Some(Artificial::AverageMinus),
        _ => {}
    }
    if let Some(n) = t.strip_suffix('%') {
        let v: f64 = n.parse().ok()?;
        return ((0.0..=100.0).contains(&v)).then_some(Artificial::Percent(v));
    }
    if let Some(n) = t.strip_suffix("imps").or_else(|| t.strip_suffix("imp")) {
        let v: f64 = n.trim_start_matches('+').parse().ok()?;
        return v.is_finite().then_some(Artificial::Imps(v));
    }
    None
}

/// Parses an adjusted score (contract column empty).
///
/// Grammar (case-insensitive):
/// * `A+/A-`, `A/A`, `A-/A-`, `60%/40%`, `60%-40%`, `+3imp/-3imp`: N-S then
///   E-W; a single `A` means average to both.
/// * a weighted list `1/3 3NT= N; 1/3 3NT-1 N; 1/6 4S= N; 1/6 4S-1 N`
///   (weights as fractions, decimals or percentages; a component may be
///   N-S points such as `+420`, or `pass`), the same for both sides;
/// * `NS: <side> | EW: <side>` for non-balancing scores, where `<side>` is
///   an artificial token, a weighted list, or a split score
///   `split rn 5C+1 N; re 6C-1 N; ra 6C= N` (Law 12C1(e)).
pub fn parse_adjusted(text: &str, vul: Vulnerability) -> Result<Outcome, RowProblem> {
    let bad = |reason: AdjustedProblem| RowProblem::BadAdjusted {
        text: text.to_string(),
        reason,
    };
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    if lower.contains("ns:") || lower.contains("ew:") {
        let mut ns = None;
        let mut ew = None;
        for part in t.split('|') {
            let part = part.trim();
            let pl = part.to_ascii_lowercase();
            if let Some(rest) = pl.strip_prefix("ns:") {
                let body = &part[part.len() - rest.len()..];
                if ns.replace(parse_side(body, vul, "N-S", text)?).is_some() {
                    return Err(bad(AdjustedProblem::NsTwice));
                }
            } else if let Some(rest) = pl.strip_prefix("ew:") {
                let body = &part[part.len() - rest.len()..];
                if ew.replace(parse_side(body, vul, "E-W", text)?).is_some() {
                    return Err(bad(AdjustedProblem::EwTwice));
                }
            } else {
                return Err(bad(AdjustedProblem::PartWithoutSide));
            }
        }
        return match (ns, ew) {
            (Some(ns), Some(ew)) => Ok(Outcome::Adjusted { ns, ew }),
            _ => Err(bad(AdjustedProblem::NeedBoth)),
        };
    }
    // Pair of artificial scores.
    let pair = t
        .split_once('/')
        .filter(|(a, b)| parse_artificial(a).is_some() && parse_artificial(b).is_some())
        .or_else(|| {
            t.split_once("%-")
                .map(|(a, b)| (&t[..a.len() + 1], b))
                .filter(|(a, b)| parse_artificial(a).is_some() && parse_artificial(b).is_some())
        });
    if let Some((a, b)) = pair {
        let (Some(ns), Some(ew)) = (parse_artificial(a), parse_artificial(b)) else {
            return Err(bad(AdjustedProblem::NotArtificial));
        };
        return Ok(Outcome::Adjusted {
            ns: SideAdjustment::Artificial(ns),
            ew: SideAdjustment::Artificial(ew),
        });
    }
    if let Some(a) = parse_artificial(t) {
        return match a {
            Artificial::Average => Ok(Outcome::Adjusted {
                ns: SideAdjustment::Artificial(a),
                ew: SideAdjustment::Artificial(a),
            }),
            _ => Err(bad(AdjustedProblem::NeedEachSide)),
        };
    }
    if lower.starts_with("split") {
        return Err(bad(AdjustedProblem::SplitOneSide));
    }
    let components = parse_weighted(t, vul, text)?;
    check_weights(&components, "the assigned score")?;
    Ok(Outcome::Adjusted {
        ns: SideAdjustment::Assigned(components.clone()),
        ew: SideAdjustment::Assigned(components),
    })
}

fn check_weights(components: &[Component], side: &'static str) -> Result<(), RowProblem> {
    let sum: f64 = components.iter().map(|c| c.weight).sum();
    if (sum - 1.0).abs() > 1e-6 {
        return Err(RowProblem::WeightsSum { side, sum });
    }
    Ok(())
}

fn parse_side(
    body: &str,
    vul: Vulnerability,
    side: &'static str,
    text: &str,
) -> Result<SideAdjustment, RowProblem> {
    let bad = |reason: AdjustedProblem| RowProblem::BadAdjusted {
        text: text.to_string(),
        reason,
    };
    let b = body.trim();
    if let Some(a) = parse_artificial(b) {
        return Ok(SideAdjustment::Artificial(a));
    }
    let lower = b.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("split") {
        let rest_orig = &b[b.len() - rest.len()..];
        let mut rn = None;
        let mut re = None;
        let mut ra = None;
        for part in rest_orig.split(';') {
            let part = part.trim();
            let (tag, result) = part
                .split_once(char::is_whitespace)
                .ok_or_else(|| bad(AdjustedProblem::SplitPart(part.to_string())))?;
            let point = parse_point_result(result.trim(), vul)
                .map_err(|e| bad(AdjustedProblem::SplitResult(Box::new(e))))?;
            let slot = match tag.to_ascii_lowercase().trim_end_matches(['=', ':']) {
                "rn" => &mut rn,
                "re" => &mut re,
                "ra" => &mut ra,
                other => return Err(bad(AdjustedProblem::SplitTag(other.to_string()))),
            };
            if slot.replace(point).is_some() {
                return Err(bad(AdjustedProblem::SplitTwice(tag.to_string())));
            }
        }
        return match (rn, re, ra) {
            (Some(rn), Some(re), Some(ra)) => Ok(SideAdjustment::Split(SplitScore { rn, re, ra })),
            _ => Err(bad(AdjustedProblem::SplitIncomplete { side })),
        };
    }
    let components = parse_weighted(b, vul, text)?;
    check_weights(&components, side)?;
    Ok(SideAdjustment::Assigned(components))
}

/// One result inside an adjusted score: `4S= N`, `4SX-1 by E`, `3NT 9 N`
/// is not accepted (use `3NT= N`), `pass`, or N-S points `+420`.
fn parse_point_result(text: &str, vul: Vulnerability) -> Result<PointResult, RowProblem> {
    let t = text.trim();
    if is_pass(t) {
        return Ok(PointResult {
            ns_score: 0,
            description: PASSED_OUT.to_string(),
        });
    }
    if t.starts_with(['+', '-']) || t.chars().all(|c| c.is_ascii_digit()) {
        let v: i32 = t
            .trim_start_matches('+')
            .parse()
            .map_err(|_| RowProblem::BadContract(t.to_string()))?;
        if v % 10 != 0 {
            return Err(RowProblem::ScoreNotMultipleOfTen(v));
        }
        return Ok(PointResult {
            ns_score: v,
            description: format_points(v),
        });
    }
    let mut words = t.split_whitespace();
    let contract = words
        .next()
        .ok_or_else(|| RowProblem::BadContract(t.to_string()))?;
    let mut declarer = words.next();
    if declarer.is_some_and(|d| d.eq_ignore_ascii_case("by")) {
        declarer = words.next();
    }
    if let Some(extra) = words.next() {
        return Err(RowProblem::ExtraWord {
            text: t.to_string(),
            extra: extra.to_string(),
        });
    }
    let (ns_score, description) = score_played(contract, declarer, None, vul)?;
    Ok(PointResult {
        ns_score,
        description,
    })
}

fn parse_weighted(
    text: &str,
    vul: Vulnerability,
    whole: &str,
) -> Result<Vec<Component>, RowProblem> {
    let bad = |reason: AdjustedProblem| RowProblem::BadAdjusted {
        text: whole.to_string(),
        reason,
    };
    let parts: Vec<&str> = text
        .split(';')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(bad(AdjustedProblem::Empty));
    }
    let mut out = Vec::with_capacity(parts.len());
    for part in parts {
        let (first, rest) = part.split_once(char::is_whitespace).unwrap_or((part, ""));
        let weight = if let Some(p) = first.strip_suffix('%') {
            parse_number(p).map(|v| v / 100.0)
        } else if first.contains('/')
            || first.contains('.')
            || (parts_is_single_number(first) && !rest.is_empty())
        {
            parse_number(first)
        } else {
            None
        };
        let (weight, result_text) = match weight {
            Some(w) if !rest.trim().is_empty() => (w, rest.trim()),
            _ => (1.0, part),
        };
        if !(weight > 0.0 && weight <= 1.0 + 1e-9) {
            return Err(bad(AdjustedProblem::Weight(first.to_string())));
        }
        let point = parse_point_result(result_text, vul).map_err(|e| {
            bad(AdjustedProblem::Component {
                text: result_text.to_string(),
                problem: Box::new(e),
            })
        })?;
        out.push(Component {
            weight,
            ns_score: point.ns_score,
            description: point.description,
        });
    }
    Ok(out)
}

fn parts_is_single_number(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

/// `0.5` → "0.5", `60.0` → "60".
pub fn trim_number(v: f64) -> String {
    let s = format!("{v:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

impl SideAdjustment {
    /// A short description, e.g. `A+`, `W(2)`, `split`.
    pub fn describe(&self) -> String {
        match self {
            SideAdjustment::Artificial(a) => a.to_string(),
            SideAdjustment::Assigned(c) if c.len() == 1 => format!("assigned {}", c[0].description),
            SideAdjustment::Assigned(c) => {
                let parts: Vec<String> = c
                    .iter()
                    .map(|c| format!("{} {}", weight_text(c.weight), c.description))
                    .collect();
                format!("weighted {}", parts.join("; "))
            }
            SideAdjustment::Split(s) => format!(
                "split rn {}; re {}; ra {}",
                s.rn.description, s.re.description, s.ra.description
            ),
        }
    }
}

/// A weight as a short fraction when it is one (1/3, 1/6, 2/3), else a decimal.
pub fn weight_text(w: f64) -> String {
    for den in 2..=12u32 {
        let num = (w * f64::from(den)).round();
        if (num / f64::from(den) - w).abs() < 1e-9 && num >= 1.0 {
            return format!("{}/{}", num as u32, den);
        }
    }
    if (w - 1.0).abs() < 1e-12 {
        return "1".to_string();
    }
    trim_number(w)
}

impl Outcome {
    /// How the outcome is shown in reports.
    pub fn describe(&self) -> String {
        match self {
            Outcome::Played { description, .. } => description.clone(),
            Outcome::Adjusted { ns, ew } => {
                if ns == ew {
                    ns.describe()
                } else {
                    format!("NS {} | EW {}", ns.describe(), ew.describe())
                }
            }
        }
    }
}

#[cfg(test)]
mod hostile_tests {
    use super::*;

    /// Issue 19, item 12: a quoted line break in a header name is shown
    /// escaped, so the error stays on one line.
    #[test]
    fn a_quoted_newline_in_a_header_is_one_line() {
        let e = parse_csv("board,\"n\ns\",ew,result\n1,1,2,3NT=\n").unwrap_err();
        assert_eq!(e, FieldError::UnknownColumn("n\ns".into()));
        let text = e.to_string();
        assert!(!text.contains('\n'), "{text}");
        assert!(
            text.starts_with("CSV header: unknown column `n\\ns` "),
            "{text}"
        );
    }
}
