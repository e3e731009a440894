//! The table script: a plain-text record of a board that a Director can type.
//!
//! See `docs/table-script.md` for the format. [`run`] parses a script and
//! applies each action to a [`Table`], reporting the line and column of the
//! first problem.

use std::fmt;

use tenace_core::{
    AttemptedCall, Board, BoardError, CallParseError, Card, CardParseError, Deal, DealError, Seat,
    SeatParseError, Suit, SuitSet, Vulnerability,
};

use crate::event::{
    Designation, Event, PlayRestrictionKind, ReplacementClass, RetractCause, Ruling,
};
use crate::irregularity::{Question, Status};
use crate::table::{ActionError, Mode, Outcome, RuleSet, Table, TableConfig};
use tenace_claims::{Solver, SolverError};

mod actions;
mod inputs;
use actions::parse_action;

/// A script that could not be read or run, with where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct ScriptError {
    pub line: usize,
    pub column: usize,
    pub kind: ScriptErrorKind,
}

/// What is wrong with a script line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptErrorKind {
    #[error("`{0}` is not an action or a setting (see docs/table-script.md)")]
    UnknownWord(String),
    #[error("`{word}` needs {what}")]
    Missing { word: String, what: Needs },
    #[error("unexpected `{0}` at the end of the line")]
    Trailing(String),
    /// A bad value the reader describes in its own words.
    #[error("{0}")]
    Value(String),
    /// A word that is not what its place in the line needs.
    #[error("`{word}` is not {expected}")]
    NotA { word: String, expected: Expected },
    /// An artificial-call ruling names a seat that has made no call.
    #[error("{0} has made no call")]
    NoCall(Seat),
    #[error(transparent)]
    Card(#[from] CardParseError),
    #[error(transparent)]
    Call(#[from] CallParseError),
    #[error(transparent)]
    Seat(#[from] SeatParseError),
    #[error(transparent)]
    Deal(#[from] DealError),
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("the script has no `deal` line before its first action")]
    NoDeal,
    #[error("`{0}` must come before the first action")]
    SettingAfterAction(String),
    #[error("{0}")]
    Action(#[from] ActionError),
    /// `director award` with no number asks the engine for its proposal,
    /// and the solver passed in failed.
    #[error(transparent)]
    Solver(#[from] SolverError),
}

/// What a word of a script line needs after it (the `what` of
/// [`ScriptErrorKind::Missing`]). `tenace-i18n` words each variant
/// (`error-needs-KEY`, the key being the variant in kebab case); `Display`
/// gives the English for Rust users.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::EnumIter, strum::IntoStaticStr, strum::EnumMessage,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Needs {
    #[strum(message = "None, NS, EW or Both")]
    Vulnerability,
    #[strum(message = "North-South's and East-West's scores: A+, A or A-")]
    ArtificialScores,
    #[strum(message = "`auto` or `table`")]
    Mode,
    #[strum(message = "`duplicate`, `rubber` or `club`")]
    Rules,
    #[strum(message = "`played-before` or `new`")]
    PlayedBeforeOrNew,
    #[strum(message = "`played` or `unplayed`")]
    PlayedOrUnplayed,
    #[strum(message = "`played`, `elsewhere` or `lost`")]
    WhereFound,
    #[strum(message = "a PBN deal, e.g. N:AKQ.T98.J2.7654 ...")]
    PbnDeal,
    #[strum(message = "a board number")]
    BoardNumber,
    #[strum(message = "a call")]
    Call,
    #[strum(message = "a card of dummy's")]
    DummysCard,
    #[strum(message = "a card")]
    Card,
    #[strum(message = "a ruling")]
    Ruling,
    #[strum(message = "a seat")]
    Seat,
    #[strum(message = "a side, NS or EW")]
    Side,
    #[strum(message = "a suit")]
    Suit,
    #[strum(message = "a suit, or none")]
    SuitOrNone,
    #[strum(
        message = "an action: a call, a card, lead, facedown, unprompted, attention or accept"
    )]
    Action,
    #[strum(message = "high, low, win, a suit or a rank")]
    Designation,
    #[strum(message = "one of the visible cards, or other")]
    VisibleCard,
    #[strum(message = "the card and `played`, `elsewhere` or `lost`")]
    CardAndWhereFound,
    #[strum(message = "the card declarer meant")]
    CardMeant,
    #[strum(message = "the card dummy played, then the card declarer named")]
    DummysCardAndNamed,
    #[strum(message = "the intended call")]
    IntendedCall,
    #[strum(message = "the number of tricks claimed")]
    TricksClaimed,
    #[strum(message = "the number of tricks conceded")]
    TricksConceded,
    #[strum(message = "the offender's seat and the suits, e.g. `specified W SH`")]
    OffenderAndSuits,
    #[strum(message = "the seat and `played` or `unplayed`")]
    SeatAndPlayedOrUnplayed,
    #[strum(message = "the seat asked")]
    SeatAsked,
    #[strum(message = "the seat whose side gave the mistaken explanation")]
    Explainer,
    #[strum(message = "the suits, e.g. SH, or - for none")]
    Suits,
    #[strum(message = "turn or misinformation")]
    TurnOrMisinformation,
    #[strum(message = "the question's number and the answer")]
    QuestionAndAnswer,
    #[strum(message = "a review point: board, flag N, info N, question N, revoke N or tempo SEQ")]
    ReviewPoint,
    #[strum(
        message = "a result: a contract, declarer and tricks (4SX N 10) or passout, with a weight such as 60% when there are several"
    )]
    AssignedResult,
    #[strum(message = "the side, the amount and the unit (%, imps or vp-tenths), e.g. NS 10 %")]
    PenaltyAmount,
    #[strum(message = "the call's number and the explanation")]
    CallAndExplanation,
    #[strum(
        message = "the factor (1 to 1.2) and the numbers of the results it favours, e.g. doubt 1.2 1"
    )]
    DoubtFactor,
    #[strum(message = "the length of the pause, in seconds (12) or milliseconds (8500ms)")]
    Pause,
    #[strum(message = "the question's number")]
    QuestionNumber,
    #[strum(message = "the trick's number")]
    TrickNumber,
    #[strum(message = "the side and the points to take off its score, e.g. NS 50")]
    DecreasePoints,
    #[strum(message = "shown or hidden")]
    AuctionAfterReview,
}

impl Needs {
    /// The catalogue key without its `error-needs-` prefix.
    pub fn key(self) -> &'static str {
        self.into()
    }
}

impl fmt::Display for Needs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(strum::EnumMessage::get_message(self).unwrap_or_default())
    }
}

/// The script's own values: what a word should have been.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    BoardNumber,
    RuleSet,
    Mode,
    Side,
    ArtificialScore,
    Tricks,
    Ruling,
    Designation,
    Attention,
    CallCardOrAction,
    Number,
    ReviewPoint,
    PenaltyUnit,
    Contract,
    AuctionAfterReview,
}

/// The rulings a `director` line may give, as the error lists them.
pub const RULINGS: &str = "accepted, own-turn, meant-lead, meant-follow, unintended, intended, lowest, comparable, not-comparable, neither, misinformation SEAT, specified SEAT SUITS, artificial SEAT SUITS, correctable, not-correctable, score NS EW, card-seen, surplus SEAT played|unplayed, found CARD played|elsewhere|lost, wrong-board played-before|new, redeal, upheld, undone, substitute SEAT, no-adjustment POINT, assign POINT RESULT..., penalty POINT SIDE AMOUNT UNIT, tempo SEAT SECONDS, no-alert SEAT, asked SEAT N, narrow CARDS, dealt-by SEAT, claimer-aware, claimer-unaware, class-average, class-expert, hand-shown, hand-not-shown, decrease SIDE POINTS";

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::BoardNumber => f.write_str("a board number (1 or more)"),
            Expected::RuleSet => f.write_str("a rule set (expected duplicate, rubber or club)"),
            Expected::Mode => f.write_str("a mode (expected auto or table)"),
            Expected::Side => f.write_str("a side (NS or EW)"),
            Expected::ArtificialScore => f.write_str("an artificial score (A+, A or A-)"),
            Expected::Tricks => f.write_str("a number of tricks"),
            Expected::Ruling => write!(f, "a ruling (expected {RULINGS})"),
            Expected::Designation => f.write_str("high, low, win, a suit or a rank"),
            Expected::Attention => f.write_str("turn or misinformation"),
            Expected::CallCardOrAction => f.write_str("a call, a card or an action"),
            Expected::Number => f.write_str("a number (1 or more)"),
            Expected::ReviewPoint => {
                f.write_str("a review point (board, flag, info, question, revoke or tempo)")
            }
            Expected::PenaltyUnit => f.write_str("a unit (%, imps or vp-tenths)"),
            Expected::Contract => f.write_str("a contract with its declarer (e.g. 4SX N)"),
            Expected::AuctionAfterReview => f.write_str("shown or hidden"),
        }
    }
}

/// A script that has been run: the table, and for each event the line it
/// came from and what the engine made of it.
#[derive(Debug, Clone)]
pub struct ScriptRun {
    pub table: Table,
    pub steps: Vec<Step>,
}

/// One applied action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub line: usize,
    pub event: Event,
    pub outcome: Outcome,
}

struct Setup {
    number: u32,
    deal: Option<Deal>,
    dealer: Option<Seat>,
    vulnerability: Option<Vulnerability>,
    mode: Mode,
    rules: RuleSet,
    auction_after_review: crate::review41::AuctionAfterReview,
}

impl Setup {
    /// Applies one setting line (`board`, `deal`, `dealer`, `vulnerable`,
    /// `mode`, `rules`); `lower` is its first word in lower case.
    fn apply_setting(
        &mut self,
        lower: &str,
        ws: &[Word<'_>],
        content: &str,
        line_no: usize,
    ) -> Result<(), ScriptError> {
        let first = ws[0];
        let value = |what: Needs| -> Result<Word<'_>, ScriptError> {
            ws.get(1).copied().ok_or_else(|| {
                err(
                    line_no,
                    first.column + first.text.chars().count(),
                    ScriptErrorKind::Missing {
                        word: first.text.to_string(),
                        what,
                    },
                )
            })
        };
        match lower {
            "board" => {
                let w = value(Needs::BoardNumber)?;
                self.number = w.text.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    err(
                        line_no,
                        w.column,
                        ScriptErrorKind::NotA {
                            word: w.text.to_string(),
                            expected: Expected::BoardNumber,
                        },
                    )
                })?;
                expect_end(ws, 2, line_no)?;
            }
            "deal" => {
                let w = value(Needs::PbnDeal)?;
                let rest = &content[byte_offset(content, w.column)..];
                self.deal = Some(
                    Deal::from_pbn(rest.trim())
                        .map_err(|e| err(line_no, w.column, ScriptErrorKind::from(e)))?,
                );
            }
            "dealer" => {
                let w = value(Needs::Seat)?;
                self.dealer = Some(parse_seat(w, line_no)?);
                expect_end(ws, 2, line_no)?;
            }
            "vulnerable" | "vul" => {
                let w = value(Needs::Vulnerability)?;
                self.vulnerability =
                    Some(w.text.parse().map_err(|e: tenace_core::BoardError| {
                        err(line_no, w.column, ScriptErrorKind::from(e))
                    })?);
                expect_end(ws, 2, line_no)?;
            }
            "auction-after-review" => {
                // Laws 41B, 41C: the calls in a seat's view after his
                // review right expired.
                let w = value(Needs::AuctionAfterReview)?;
                self.auction_after_review = match w.text.to_ascii_lowercase().as_str() {
                    "shown" => crate::review41::AuctionAfterReview::Shown,
                    "hidden" => crate::review41::AuctionAfterReview::Hidden,
                    _ => {
                        return Err(err(
                            line_no,
                            w.column,
                            ScriptErrorKind::NotA {
                                word: w.text.to_string(),
                                expected: Expected::AuctionAfterReview,
                            },
                        ))
                    }
                };
                expect_end(ws, 2, line_no)?;
            }
            "rules" => {
                let w = value(Needs::Rules)?;
                self.rules = match w.text.to_ascii_lowercase().as_str() {
                    "duplicate" => RuleSet::Duplicate2017,
                    "rubber" => RuleSet::Rubber2014,
                    "club" | "rubber-club" => RuleSet::Rubber2014Club,
                    _ => {
                        return Err(err(
                            line_no,
                            w.column,
                            ScriptErrorKind::NotA {
                                word: w.text.to_string(),
                                expected: Expected::RuleSet,
                            },
                        ))
                    }
                };
                expect_end(ws, 2, line_no)?;
            }
            _ => {
                let w = value(Needs::Mode)?;
                self.mode = match w.text.to_ascii_lowercase().as_str() {
                    "auto" | "auto-director" => Mode::AutoDirector,
                    "table" => Mode::Table,
                    _ => {
                        return Err(err(
                            line_no,
                            w.column,
                            ScriptErrorKind::NotA {
                                word: w.text.to_string(),
                                expected: Expected::Mode,
                            },
                        ))
                    }
                };
                expect_end(ws, 2, line_no)?;
            }
        }
        Ok(())
    }

    /// The table these settings describe. `no_deal_at` (line, column)
    /// places the error when there is no deal, `board_line` a bad board.
    fn table(&self, no_deal_at: (usize, usize), board_line: usize) -> Result<Table, ScriptError> {
        let deal = self
            .deal
            .ok_or_else(|| err(no_deal_at.0, no_deal_at.1, ScriptErrorKind::NoDeal))?;
        let mut board = Board::new(self.number, deal)
            .map_err(|e| err(board_line, 1, ScriptErrorKind::from(e)))?;
        if let Some(d) = self.dealer {
            board.dealer = d;
        }
        if let Some(v) = self.vulnerability {
            board.vulnerability = v;
        }
        Ok(Table::new(
            board,
            TableConfig {
                mode: self.mode,
                rules: self.rules,
                auction_after_review: self.auction_after_review,
            },
        ))
    }
}

/// A word of a line with its column (1-based, in characters).
#[derive(Clone, Copy)]
struct Word<'a> {
    text: &'a str,
    column: usize,
}

fn words(line: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    let mut col = 0;
    let mut start_col = 0;
    for (i, ch) in line.char_indices() {
        col += 1;
        if ch.is_whitespace() || ch == ',' {
            if let Some(s) = start.take() {
                out.push(Word {
                    text: &line[s..i],
                    column: start_col,
                });
            }
        } else if start.is_none() {
            start = Some(i);
            start_col = col;
        }
    }
    if let Some(s) = start {
        out.push(Word {
            text: &line[s..],
            column: start_col,
        });
    }
    out
}

fn err(line: usize, column: usize, kind: ScriptErrorKind) -> ScriptError {
    ScriptError { line, column, kind }
}

/// Parses and runs a table script. `solver` answers a bare
/// `director award`, which takes the engine's proposal for the claim
/// (Law 70); the reader never makes a solver of its own.
pub fn run(text: &str, solver: &dyn Solver) -> Result<ScriptRun, ScriptError> {
    let mut setup = Setup {
        number: 1,
        deal: None,
        dealer: None,
        vulnerability: None,
        mode: Mode::AutoDirector,
        rules: RuleSet::Duplicate2017,
        auction_after_review: crate::review41::AuctionAfterReview::Shown,
    };
    let mut table: Option<Table> = None;
    let mut steps = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line_no = n + 1;
        let content = raw.split('#').next().unwrap_or("");
        let ws = words(content);
        let Some(first) = ws.first().copied() else {
            continue;
        };
        let lower = first.text.to_ascii_lowercase();
        let setting = matches!(
            lower.as_str(),
            "board"
                | "deal"
                | "dealer"
                | "vulnerable"
                | "vul"
                | "mode"
                | "rules"
                | "auction-after-review"
        );
        if setting {
            if table.is_some() {
                return Err(err(
                    line_no,
                    first.column,
                    ScriptErrorKind::SettingAfterAction(first.text.to_string()),
                ));
            }
            setup.apply_setting(&lower, &ws, content, line_no)?;
            continue;
        }
        if table.is_none() {
            table = Some(setup.table((line_no, first.column), line_no)?);
        }
        let Some(t) = table.as_mut() else { continue };
        for (event, column) in parse_action(&ws, content, line_no, t, solver)? {
            let outcome = t
                .apply(event.clone())
                .map_err(|e| err(line_no, column, ScriptErrorKind::Action(e)))?;
            steps.push(Step {
                line: line_no,
                event,
                outcome,
            });
        }
    }
    let table = match table {
        Some(t) => t,
        None => setup.table((text.lines().count().max(1), 1), 1)?,
    };
    Ok(ScriptRun { table, steps })
}

/// Reads one action line of a table script (docs/table-script.md) as the
/// reader would at this point of `table`, without applying it: the events
/// the line stands for, in order. Settings (`deal`, `board` ...) are not
/// actions and are refused; an empty line or a comment gives no event.
/// `solver` answers a bare `director award` (see [`run`]).
pub fn parse_line(
    line: &str,
    table: &Table,
    solver: &dyn Solver,
) -> Result<Vec<Event>, ScriptError> {
    let content = line.split('#').next().unwrap_or("");
    let ws = words(content);
    let Some(first) = ws.first() else {
        return Ok(Vec::new());
    };
    let lower = first.text.to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "board"
            | "deal"
            | "dealer"
            | "vulnerable"
            | "vul"
            | "mode"
            | "rules"
            | "auction-after-review"
    ) {
        return Err(err(
            1,
            first.column,
            ScriptErrorKind::SettingAfterAction(first.text.to_string()),
        ));
    }
    Ok(parse_action(&ws, content, 1, table, solver)?
        .into_iter()
        .map(|(event, _)| event)
        .collect())
}

fn byte_offset(s: &str, column: usize) -> usize {
    s.char_indices()
        .nth(column.saturating_sub(1))
        .map_or(s.len(), |(i, _)| i)
}

fn expect_end(ws: &[Word<'_>], from: usize, line: usize) -> Result<(), ScriptError> {
    match ws.get(from) {
        Some(w) => Err(err(
            line,
            w.column,
            ScriptErrorKind::Trailing(w.text.to_string()),
        )),
        None => Ok(()),
    }
}

/// `together S C1 W C2 ...`: seat and card (or call) pairs made at the same
/// moment, ordered clockwise from `turn`, the player whose turn it was
/// (Laws 33 and 58A).
fn simultaneous<T>(
    ws: &[Word<'_>],
    line: usize,
    turn: Seat,
    what: Needs,
    parse: fn(Word<'_>, usize) -> Result<T, ScriptError>,
    event: impl Fn(Seat, T) -> Event,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let mut items = Vec::new();
    for pair in ws[1..].chunks(2) {
        let sw = pair[0];
        let seat: Seat = parse_seat(sw, line)?;
        let vw = pair.get(1).copied().ok_or_else(|| {
            err(
                line,
                sw.column,
                ScriptErrorKind::Missing {
                    word: sw.text.to_string(),
                    what,
                },
            )
        })?;
        items.push((seat, parse(vw, line)?, sw.column));
    }
    items.sort_by_key(|(seat, _, _)| turn.distance_to(*seat));
    Ok(items
        .into_iter()
        .map(|(seat, item, column)| (event(seat, item), column))
        .collect())
}

/// The word at `i` of `ws`, or an error at `after` saying `what` it needs.
fn word_at<'a>(
    ws: &[Word<'a>],
    i: usize,
    after: Word<'_>,
    line: usize,
    what: Needs,
) -> Result<Word<'a>, ScriptError> {
    ws.get(i).copied().ok_or_else(|| {
        err(
            line,
            after.column,
            ScriptErrorKind::Missing {
                word: after.text.to_string(),
                what,
            },
        )
    })
}

/// The card at `i` of `ws`, or an error at `after` saying `what` it needs
/// (or that the word is not a card).
fn card_at(
    ws: &[Word<'_>],
    i: usize,
    after: Word<'_>,
    line: usize,
    what: Needs,
) -> Result<Card, ScriptError> {
    parse_card(word_at(ws, i, after, line, what)?, line)
}

fn parse_card(w: Word<'_>, line: usize) -> Result<Card, ScriptError> {
    w.text
        .parse()
        .map_err(|e: tenace_core::CardParseError| err(line, w.column, ScriptErrorKind::from(e)))
}

fn parse_call(w: Word<'_>, line: usize) -> Result<AttemptedCall, ScriptError> {
    w.text
        .parse()
        .map_err(|e: tenace_core::CallParseError| err(line, w.column, ScriptErrorKind::from(e)))
}

fn parse_seat(w: Word<'_>, line: usize) -> Result<Seat, ScriptError> {
    w.text
        .parse()
        .map_err(|e: tenace_core::SeatParseError| err(line, w.column, ScriptErrorKind::from(e)))
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: {:?} -> {:?}",
            self.line, self.event, self.outcome
        )
    }
}
