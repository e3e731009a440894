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
    Missing { word: String, what: &'static str },
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
}

/// The rulings a `director` line may give, as the error lists them.
pub const RULINGS: &str = "accepted, own-turn, meant-lead, meant-follow, unintended, intended, lowest, comparable, not-comparable, neither, misinformation SEAT, specified SEAT SUITS, artificial SEAT SUITS, correctable, not-correctable, score NS EW, card-seen, surplus SEAT played|unplayed, found CARD played|elsewhere|lost, wrong-board played-before|new, redeal, upheld, undone";

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

/// Parses and runs a table script.
pub fn run(text: &str) -> Result<ScriptRun, ScriptError> {
    let mut setup = Setup {
        number: 1,
        deal: None,
        dealer: None,
        vulnerability: None,
        mode: Mode::AutoDirector,
        rules: RuleSet::Duplicate2017,
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
        let value = |what: &'static str| -> Result<Word<'_>, ScriptError> {
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
        let setting = matches!(
            lower.as_str(),
            "board" | "deal" | "dealer" | "vulnerable" | "vul" | "mode" | "rules"
        );
        if setting {
            if table.is_some() {
                return Err(err(
                    line_no,
                    first.column,
                    ScriptErrorKind::SettingAfterAction(first.text.to_string()),
                ));
            }
            match lower.as_str() {
                "board" => {
                    let w = value("a board number")?;
                    setup.number = w.text.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                        err(
                            line_no,
                            w.column,
                            ScriptErrorKind::NotA {
                                word: w.text.to_string(),
                                expected: Expected::BoardNumber,
                            },
                        )
                    })?;
                    expect_end(&ws, 2, line_no)?;
                }
                "deal" => {
                    let w = value("a PBN deal, e.g. N:AKQ.T98.J2.7654 ...")?;
                    let rest = &content[byte_offset(content, w.column)..];
                    setup.deal = Some(
                        Deal::from_pbn(rest.trim())
                            .map_err(|e| err(line_no, w.column, ScriptErrorKind::from(e)))?,
                    );
                }
                "dealer" => {
                    let w = value("a seat")?;
                    setup.dealer =
                        Some(w.text.parse().map_err(|e: tenace_core::SeatParseError| {
                            err(line_no, w.column, ScriptErrorKind::from(e))
                        })?);
                    expect_end(&ws, 2, line_no)?;
                }
                "vulnerable" | "vul" => {
                    let w = value("None, NS, EW or Both")?;
                    setup.vulnerability =
                        Some(w.text.parse().map_err(|e: tenace_core::BoardError| {
                            err(line_no, w.column, ScriptErrorKind::from(e))
                        })?);
                    expect_end(&ws, 2, line_no)?;
                }
                "rules" => {
                    let w = value("`duplicate`, `rubber` or `club`")?;
                    setup.rules = match w.text.to_ascii_lowercase().as_str() {
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
                    expect_end(&ws, 2, line_no)?;
                }
                _ => {
                    let w = value("`auto` or `table`")?;
                    setup.mode = match w.text.to_ascii_lowercase().as_str() {
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
                    expect_end(&ws, 2, line_no)?;
                }
            }
            continue;
        }
        if table.is_none() {
            let deal = setup
                .deal
                .ok_or_else(|| err(line_no, first.column, ScriptErrorKind::NoDeal))?;
            let mut board = Board::new(setup.number, deal)
                .map_err(|e| err(line_no, 1, ScriptErrorKind::from(e)))?;
            if let Some(d) = setup.dealer {
                board.dealer = d;
            }
            if let Some(v) = setup.vulnerability {
                board.vulnerability = v;
            }
            table = Some(Table::new(
                board,
                TableConfig {
                    mode: setup.mode,
                    rules: setup.rules,
                },
            ));
        }
        let Some(t) = table.as_mut() else { continue };
        for (event, column) in parse_action(&ws, content, line_no, t)? {
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
        None => {
            let deal = setup
                .deal
                .ok_or_else(|| err(text.lines().count().max(1), 1, ScriptErrorKind::NoDeal))?;
            let mut board =
                Board::new(setup.number, deal).map_err(|e| err(1, 1, ScriptErrorKind::from(e)))?;
            if let Some(d) = setup.dealer {
                board.dealer = d;
            }
            if let Some(v) = setup.vulnerability {
                board.vulnerability = v;
            }
            Table::new(
                board,
                TableConfig {
                    mode: setup.mode,
                    rules: setup.rules,
                },
            )
        }
    };
    Ok(ScriptRun { table, steps })
}

/// Reads one action line of a table script (docs/table-script.md) as the
/// reader would at this point of `table`, without applying it: the events
/// the line stands for, in order. Settings (`deal`, `board` ...) are not
/// actions and are refused; an empty line or a comment gives no event.
pub fn parse_line(line: &str, table: &Table) -> Result<Vec<Event>, ScriptError> {
    let content = line.split('#').next().unwrap_or("");
    let ws = words(content);
    let Some(first) = ws.first() else {
        return Ok(Vec::new());
    };
    let lower = first.text.to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "board" | "deal" | "dealer" | "vulnerable" | "vul" | "mode" | "rules"
    ) {
        return Err(err(
            1,
            first.column,
            ScriptErrorKind::SettingAfterAction(first.text.to_string()),
        ));
    }
    Ok(parse_action(&ws, content, 1, table)?
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
    what: &'static str,
    parse: fn(Word<'_>, usize) -> Result<T, ScriptError>,
    event: impl Fn(Seat, T) -> Event,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let mut items = Vec::new();
    for pair in ws[1..].chunks(2) {
        let sw = pair[0];
        let seat: Seat = sw.text.parse().map_err(|e: tenace_core::SeatParseError| {
            err(line, sw.column, ScriptErrorKind::from(e))
        })?;
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
    what: &'static str,
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
    what: &'static str,
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

/// The events of one action line. `auction` lines need the table to know
/// whose turn each call is; they are applied one at a time by the caller, so
/// this returns the first and queues nothing: see [`run`].
fn parse_action(
    ws: &[Word<'_>],
    content: &str,
    line: usize,
    table: &Table,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let first = ws[0];
    let lower = first.text.to_ascii_lowercase();
    match lower.as_str() {
        "auction" | "calls" => {
            // Calls in rotation from whoever's turn it is.
            let mut seat = table.state().auction.turn();
            let mut out = Vec::new();
            for w in &ws[1..] {
                out.push((
                    Event::Call {
                        seat,
                        call: parse_call(*w, line)?,
                    },
                    w.column,
                ));
                seat = seat.lho();
            }
            Ok(out)
        }
        "together" | "simultaneous" if table.state().to_play().is_some() => {
            // Law 58A: cards led or played at the same moment; the card of
            // the player whose turn it was counts first, the others after
            // it (clockwise), and are classified as played then.
            let turn = table.state().to_play().unwrap_or(Seat::North);
            simultaneous(ws, line, turn, "a card", parse_card, |seat, card| {
                Event::Play { seat, card }
            })
        }
        "together" | "simultaneous" => {
            // Law 33: calls made at the same moment; the call of the player
            // whose turn it was counts first, the others after it (clockwise).
            let turn = table.state().auction.turn();
            simultaneous(ws, line, turn, "a call", parse_call, |seat, call| {
                Event::Call { seat, call }
            })
        }
        "play" | "cards" => {
            // Each card from the hand that was dealt it.
            let deal = table.board().deal;
            ws[1..]
                .iter()
                .map(|w| {
                    parse_card(*w, line).map(|card| {
                        (
                            Event::Play {
                                seat: deal.holder(card),
                                card,
                            },
                            w.column,
                        )
                    })
                })
                .collect()
        }
        "next-board" => {
            // Law 64B4: `next-board EW`: East-West have called on the next board.
            let w = word_at(ws, 1, first, line, "a side, NS or EW")?;
            let side = match w.text.to_ascii_uppercase().as_str() {
                "NS" => tenace_core::Side::NorthSouth,
                "EW" => tenace_core::Side::EastWest,
                _ => {
                    return Err(err(
                        line,
                        w.column,
                        ScriptErrorKind::NotA {
                            word: w.text.to_string(),
                            expected: Expected::Side,
                        },
                    ))
                }
            };
            expect_end(ws, 2, line)?;
            Ok(vec![(Event::NextBoardCalled { side }, first.column)])
        }
        "round-ended" => {
            // Law 64B5.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::RoundEnded, first.column)])
        }
        "cards-mixed" => {
            // RB 64D4, 69, 71B.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::CardsMixed, first.column)])
        }
        "director" => {
            let w = ws.get(1).ok_or_else(|| {
                err(
                    line,
                    first.column,
                    ScriptErrorKind::Missing {
                        word: "director".into(),
                        what: "a ruling",
                    },
                )
            })?;
            if w.text.eq_ignore_ascii_case("slip") {
                // Laws 45C4(b), 47C: `director slip DA`.
                let c = ws.get(2).copied().ok_or_else(|| {
                    err(
                        line,
                        w.column,
                        ScriptErrorKind::Missing {
                            word: "slip".into(),
                            what: "the card declarer meant",
                        },
                    )
                })?;
                let card = parse_card(c, line)?;
                expect_end(ws, 3, line)?;
                return Ok(vec![(
                    Event::PlayFinding(crate::event::PlayFinding::SlipOfTongue { card }),
                    first.column,
                )]);
            }
            if w.text.eq_ignore_ascii_case("misplaced") {
                // Law 67B3: `director misplaced W C5`.
                let missing = |what: &'static str| {
                    err(
                        line,
                        w.column,
                        ScriptErrorKind::Missing {
                            word: "misplaced".into(),
                            what,
                        },
                    )
                };
                let sw = ws.get(2).copied().ok_or_else(|| missing("a seat"))?;
                let seat: Seat = sw.text.parse().map_err(|e: tenace_core::SeatParseError| {
                    err(line, sw.column, ScriptErrorKind::from(e))
                })?;
                let c = ws.get(3).copied().ok_or_else(|| missing("a card"))?;
                let card = parse_card(c, line)?;
                expect_end(ws, 4, line)?;
                return Ok(vec![(
                    Event::PlayFinding(crate::event::PlayFinding::CardMisplaced { seat, card }),
                    first.column,
                )]);
            }
            if w.text.eq_ignore_ascii_case("spread-claim") {
                // Law 48B2: declarer's faced hand is deemed a claim.
                expect_end(ws, 2, line)?;
                return Ok(vec![(
                    Event::PlayFinding(crate::event::PlayFinding::HandFacedAsClaim),
                    first.column,
                )]);
            }
            if w.text.eq_ignore_ascii_case("saw-dummy") {
                // Law 54C: declarer could have seen dummy's cards.
                expect_end(ws, 2, line)?;
                return Ok(vec![(
                    Event::PlayFinding(crate::event::PlayFinding::DeclarerSawDummy),
                    first.column,
                )]);
            }
            let (ruling, used) = match w.text.to_ascii_lowercase().as_str() {
                "accepted" => (Ruling::CallerIntended { accepted: true }, 2),
                "own-turn" => (Ruling::CallerIntended { accepted: false }, 2),
                "meant-lead" => (Ruling::LeadIntended { lead: true }, 2),
                "meant-follow" => (Ruling::LeadIntended { lead: false }, 2),
                "unintended" => (Ruling::Unintended { unintended: true }, 2),
                "correctable" => (Ruling::DealCorrectable { correctable: true }, 2),
                "not-correctable" => (Ruling::DealCorrectable { correctable: false }, 2),
                "card-seen" => (Ruling::CardSeen, 2),
                "redeal" => (Ruling::Redeal, 2),
                "upheld" => (Ruling::SelfRectification { upheld: true }, 2),
                "undone" => (Ruling::SelfRectification { upheld: false }, 2),
                "surplus" | "found" | "wrong-board" => {
                    // Laws 13C, 14B, 15B: `director surplus N played`,
                    // `director found DA elsewhere`, `director wrong-board new`.
                    let word = w.text.to_ascii_lowercase();
                    let missing = |what: &'static str| {
                        err(
                            line,
                            w.column,
                            ScriptErrorKind::Missing {
                                word: word.clone(),
                                what,
                            },
                        )
                    };
                    let not_a = |v: Word<'_>| {
                        err(
                            line,
                            v.column,
                            ScriptErrorKind::NotA {
                                word: v.text.to_string(),
                                expected: Expected::Ruling,
                            },
                        )
                    };
                    match word.as_str() {
                        "surplus" => {
                            let seat_w = ws
                                .get(2)
                                .copied()
                                .ok_or_else(|| missing("the seat and `played` or `unplayed`"))?;
                            let seat: Seat =
                                seat_w
                                    .text
                                    .parse()
                                    .map_err(|e: tenace_core::SeatParseError| {
                                        err(line, seat_w.column, ScriptErrorKind::from(e))
                                    })?;
                            let v = ws
                                .get(3)
                                .copied()
                                .ok_or_else(|| missing("`played` or `unplayed`"))?;
                            let played = match v.text.to_ascii_lowercase().as_str() {
                                "played" => true,
                                "unplayed" => false,
                                _ => return Err(not_a(v)),
                            };
                            (Ruling::SurplusCard { seat, played }, 4)
                        }
                        "found" => {
                            let c = ws.get(2).copied().ok_or_else(|| {
                                missing("the card and `played`, `elsewhere` or `lost`")
                            })?;
                            let card = parse_card(c, line)?;
                            let v = ws
                                .get(3)
                                .copied()
                                .ok_or_else(|| missing("`played`, `elsewhere` or `lost`"))?;
                            use crate::event::FoundPlace;
                            let place = match v.text.to_ascii_lowercase().as_str() {
                                "played" => FoundPlace::AmongPlayed,
                                "elsewhere" => FoundPlace::Elsewhere,
                                "lost" => FoundPlace::NotFound,
                                _ => return Err(not_a(v)),
                            };
                            (Ruling::MissingCardFound { card, place }, 4)
                        }
                        _ => {
                            let v = ws
                                .get(2)
                                .copied()
                                .ok_or_else(|| missing("`played-before` or `new`"))?;
                            let played_before = match v.text.to_ascii_lowercase().as_str() {
                                "played-before" => true,
                                "new" => false,
                                _ => return Err(not_a(v)),
                            };
                            (Ruling::WrongBoardFound { played_before }, 3)
                        }
                    }
                }
                "score" => {
                    // Law 12C2(a): `director score A- A+` (North-South's, then
                    // East-West's artificial adjusted score).
                    use crate::event::AverageScore;
                    let mut scores = [AverageScore::Average; 2];
                    for (k, slot) in scores.iter_mut().enumerate() {
                        let v = ws.get(2 + k).copied().ok_or_else(|| {
                            err(
                                line,
                                w.column,
                                ScriptErrorKind::Missing {
                                    word: "score".into(),
                                    what: "North-South's and East-West's scores: A+, A or A-",
                                },
                            )
                        })?;
                        *slot = match v.text.to_ascii_uppercase().as_str() {
                            "A+" | "AVG+" => AverageScore::AveragePlus,
                            "A" | "AVG" => AverageScore::Average,
                            "A-" | "AVG-" => AverageScore::AverageMinus,
                            _ => {
                                return Err(err(
                                    line,
                                    v.column,
                                    ScriptErrorKind::NotA {
                                        word: v.text.to_string(),
                                        expected: Expected::ArtificialScore,
                                    },
                                ))
                            }
                        };
                    }
                    (
                        Ruling::ArtificialScore {
                            ns: scores[0],
                            ew: scores[1],
                        },
                        4,
                    )
                }
                "intended" => (Ruling::Unintended { unintended: false }, 2),
                "lowest" => (
                    Ruling::Replacement {
                        class: ReplacementClass::LowestSameDenominations,
                    },
                    2,
                ),
                "neither" => (
                    Ruling::Replacement {
                        class: ReplacementClass::Neither,
                    },
                    2,
                ),
                "comparable" | "not-comparable" => {
                    let yes = w.text.eq_ignore_ascii_case("comparable");
                    // A comparable replacement of an insufficient bid is a
                    // 27B1(b) classification when that is the question.
                    let asks_class = table.state().irregularities.iter().any(|i| {
                        i.status
                            == Status::AwaitingFinding {
                                question: Question::ReplacementClass,
                            }
                    });
                    if yes && asks_class {
                        (
                            Ruling::Replacement {
                                class: ReplacementClass::Comparable,
                            },
                            2,
                        )
                    } else {
                        (Ruling::Comparable { comparable: yes }, 2)
                    }
                }
                "waive" => (Ruling::WaiveRectification, 2),
                "award" => {
                    // `director award 9`, or `director award` to take the
                    // engine's proposal (Law 70).
                    match ws.get(2) {
                        Some(c) => {
                            let tricks: u8 = c.text.parse().map_err(|_| {
                                err(
                                    line,
                                    c.column,
                                    ScriptErrorKind::NotA {
                                        word: c.text.to_string(),
                                        expected: Expected::Tricks,
                                    },
                                )
                            })?;
                            (Ruling::ClaimAward { tricks }, 3)
                        }
                        None => {
                            let proposal = table
                                .state()
                                .claim_proposal(&crate::AdjudicationOptions::default())
                                .ok_or_else(|| {
                                    err(
                                        line,
                                        w.column,
                                        ScriptErrorKind::Action(crate::ActionError::NoClaimPending),
                                    )
                                })?;
                            (
                                Ruling::ClaimAward {
                                    tricks: proposal.tricks_awarded_to_claimer_side,
                                },
                                2,
                            )
                        }
                    }
                }
                "misinformation" => {
                    let seat_w = ws.get(2).copied().ok_or_else(|| {
                        err(
                            line,
                            w.column,
                            ScriptErrorKind::Missing {
                                word: "misinformation".into(),
                                what: "the seat whose side gave the mistaken explanation",
                            },
                        )
                    })?;
                    let explainer: Seat =
                        seat_w
                            .text
                            .parse()
                            .map_err(|e: tenace_core::SeatParseError| {
                                err(line, seat_w.column, ScriptErrorKind::from(e))
                            })?;
                    (Ruling::Misinformation { explainer }, 3)
                }
                "specified" => {
                    let seat_w = ws.get(2).copied().ok_or_else(|| {
                        err(
                            line,
                            w.column,
                            ScriptErrorKind::Missing {
                                word: "specified".into(),
                                what: "the offender's seat and the suits, e.g. `specified W SH`",
                            },
                        )
                    })?;
                    let offender: Seat =
                        seat_w
                            .text
                            .parse()
                            .map_err(|e: tenace_core::SeatParseError| {
                                err(line, seat_w.column, ScriptErrorKind::from(e))
                            })?;
                    let suits_w = ws.get(3).copied().ok_or_else(|| {
                        err(
                            line,
                            seat_w.column,
                            ScriptErrorKind::Missing {
                                word: "specified".into(),
                                what: "the suits, e.g. SH, or - for none",
                            },
                        )
                    })?;
                    let suits: SuitSet =
                        suits_w
                            .text
                            .parse()
                            .map_err(|e: tenace_core::CardParseError| {
                                err(line, suits_w.column, ScriptErrorKind::from(e))
                            })?;
                    (Ruling::SpecifiedSuits { offender, suits }, 4)
                }
                "artificial" => {
                    // Laws 29C, 30C: `director artificial W H` — West's last
                    // call is artificial and specifies hearts (`-` for none).
                    let seat_w = ws.get(2).copied().ok_or_else(|| {
                        err(
                            line,
                            w.column,
                            ScriptErrorKind::Missing {
                                word: "artificial".into(),
                                what: "a seat",
                            },
                        )
                    })?;
                    let seat: Seat =
                        seat_w
                            .text
                            .parse()
                            .map_err(|e: tenace_core::SeatParseError| {
                                err(line, seat_w.column, ScriptErrorKind::from(e))
                            })?;
                    let suits_w = ws.get(3).copied().ok_or_else(|| {
                        err(
                            line,
                            seat_w.column,
                            ScriptErrorKind::Missing {
                                word: "artificial".into(),
                                what: "the suits, e.g. SH, or - for none",
                            },
                        )
                    })?;
                    let specified: SuitSet =
                        suits_w
                            .text
                            .parse()
                            .map_err(|e: tenace_core::CardParseError| {
                                err(line, suits_w.column, ScriptErrorKind::from(e))
                            })?;
                    let record = table
                        .state()
                        .auction
                        .calls
                        .iter()
                        .rposition(|c| c.seat == seat)
                        .ok_or_else(|| err(line, seat_w.column, ScriptErrorKind::NoCall(seat)))?;
                    (Ruling::Artificial { record, specified }, 4)
                }
                _ => {
                    return Err(err(
                        line,
                        w.column,
                        ScriptErrorKind::NotA {
                            word: w.text.to_string(),
                            expected: Expected::Ruling,
                        },
                    ))
                }
            };
            expect_end(ws, used, line)?;
            Ok(vec![(Event::Director(ruling), first.column)])
        }
        _ => {
            let seat: Seat = first.text.parse().map_err(|_| {
                err(
                    line,
                    first.column,
                    ScriptErrorKind::UnknownWord(first.text.to_string()),
                )
            })?;
            let w = ws.get(1).copied().ok_or_else(|| err(line, first.column, ScriptErrorKind::Missing { word: first.text.to_string(), what: "an action: a call, a card, lead, facedown, unprompted, attention or accept" }))?;
            let verb = w.text.to_ascii_lowercase();
            let (event, used) = match verb.as_str() {
                "attention" => (Event::DrawAttention { seat }, 2),
                "accept" | "accepts" => (Event::Accept { seat }, 2),
                "decline" | "declines" => (Event::Decline { seat }, 2),
                "expose" | "exposes" => {
                    let card = card_at(ws, 2, w, line, "a card")?;
                    (Event::Expose { seat, card }, 3)
                }
                "spread" | "spreads" => (Event::SpreadHand { seat }, 2),
                "claim" | "claims" => {
                    // `S claim 10 cash SA SK, then run clubs`: the rest of the
                    // line is the statement (docs/claims.md).
                    let c = word_at(ws, 2, w, line, "the number of tricks claimed")?;
                    let tricks: u8 = c.text.parse().map_err(|_| {
                        err(
                            line,
                            c.column,
                            ScriptErrorKind::NotA {
                                word: c.text.to_string(),
                                expected: Expected::Tricks,
                            },
                        )
                    })?;
                    let statement = ws.get(3).map_or(String::new(), |w3| {
                        content[byte_offset(content, w3.column)..]
                            .trim()
                            .to_string()
                    });
                    return Ok(vec![(
                        Event::Claim {
                            seat,
                            tricks,
                            statement,
                        },
                        first.column,
                    )]);
                }
                "concede" | "concedes" => {
                    let c = word_at(ws, 2, w, line, "the number of tricks conceded")?;
                    let tricks: u8 = c.text.parse().map_err(|_| {
                        err(
                            line,
                            c.column,
                            ScriptErrorKind::NotA {
                                word: c.text.to_string(),
                                expected: Expected::Tricks,
                            },
                        )
                    })?;
                    (Event::Concede { seat, tricks }, 3)
                }
                "agree" | "agrees" => (Event::AgreeClaim { seat }, 2),
                "dispute" | "disputes" => (Event::DisputeClaim { seat }, 2),
                "object" | "objects" => (Event::ObjectToConcession { seat }, 2),
                "play-on" => (Event::AgreePlayOn { seat }, 2),
                // Rubber bridge, play after a disputed claim (RB 69, RB 70B).
                "draw-trumps" => (Event::ClaimTrumps { seat, draw: true }, 2),
                "leave-trumps" => (Event::ClaimTrumps { seat, draw: false }, 2),
                "reject" | "rejects" => (Event::RejectClaimPlay { seat }, 2),
                "face-hand" => (Event::FaceHand { seat }, 2),
                "alert" | "alerts" => (Event::Alert { seat }, 2),
                "explain" | "explains" => {
                    // Law 20F1: `S explain Stayman, asks for a major` — the
                    // rest of the line explains partner's last call.
                    let text = ws.get(2).map_or(String::new(), |w2| {
                        content[byte_offset(content, w2.column)..]
                            .trim()
                            .to_string()
                    });
                    return Ok(vec![(Event::ExplainCall { seat, text }, first.column)]);
                }
                "missing-card" => (Event::MissingCard { seat }, 2),
                "wrong-board" => (Event::WrongBoard { seat }, 2),
                "incorrect-count" => {
                    // Law 13: `N incorrect-count S` — North held more than 13
                    // cards, South fewer.
                    let c = word_at(ws, 2, w, line, "a seat")?;
                    let under: Seat =
                        c.text.parse().map_err(|e: tenace_core::SeatParseError| {
                            err(line, c.column, ScriptErrorKind::from(e))
                        })?;
                    (Event::IncorrectCardCount { over: seat, under }, 3)
                }
                "withdraw" | "withdraws" => (
                    Event::WithdrawCall {
                        seat,
                        withdraw: true,
                    },
                    2,
                ),
                "keep" | "keeps" => (
                    Event::WithdrawCall {
                        seat,
                        withdraw: false,
                    },
                    2,
                ),
                "unintended" => {
                    // Law 25A: `N unintended 1H` — North meant 1H.
                    let c = word_at(ws, 2, w, line, "the intended call")?;
                    (
                        Event::Unintended {
                            seat,
                            intended: parse_call(c, line)?,
                        },
                        3,
                    )
                }
                "change" | "changes" => {
                    let c = word_at(ws, 2, w, line, "a call")?;
                    (
                        Event::ChangeCall {
                            seat,
                            call: parse_call(c, line)?,
                        },
                        3,
                    )
                }
                "require" | "requires" | "forbid-suits" | "no-option" => {
                    // Laws 50D2 / 51B: `N require S`, `N forbid-suits SH`, `N no-option`.
                    if verb == "no-option" {
                        (
                            Event::LeadOption {
                                seat,
                                require: None,
                                prohibit: SuitSet::EMPTY,
                            },
                            2,
                        )
                    } else {
                        let c = word_at(ws, 2, w, line, "a suit")?;
                        if verb.starts_with("require") {
                            let suit = c
                                .text
                                .parse::<Suit>()
                                .map_err(|e| err(line, c.column, ScriptErrorKind::from(e)))?;
                            (
                                Event::LeadOption {
                                    seat,
                                    require: Some(suit),
                                    prohibit: SuitSet::EMPTY,
                                },
                                3,
                            )
                        } else {
                            let suits: SuitSet =
                                c.text.parse().map_err(|e: tenace_core::CardParseError| {
                                    err(line, c.column, ScriptErrorKind::from(e))
                                })?;
                            (
                                Event::LeadOption {
                                    seat,
                                    require: None,
                                    prohibit: suits,
                                },
                                3,
                            )
                        }
                    }
                }
                "highest" | "lowest" | "play-suit" | "not-suit" => {
                    // Law 57A: declarer's option for the premature player's partner.
                    let option = match verb.as_str() {
                        "highest" => PlayRestrictionKind::Highest,
                        "lowest" => PlayRestrictionKind::Lowest,
                        _ => {
                            let c = word_at(ws, 2, w, line, "a suit")?;
                            let suit = c
                                .text
                                .parse::<Suit>()
                                .map_err(|e| err(line, c.column, ScriptErrorKind::from(e)))?;
                            if verb == "play-suit" {
                                PlayRestrictionKind::PlaySuit { suit }
                            } else {
                                PlayRestrictionKind::NotSuit { suit }
                            }
                        }
                    };
                    let used = if matches!(
                        option,
                        PlayRestrictionKind::Highest | PlayRestrictionKind::Lowest
                    ) {
                        2
                    } else {
                        3
                    };
                    (Event::PlayOption { seat, option }, used)
                }
                "prohibit" | "forbid" => {
                    let c = word_at(ws, 2, w, line, "a suit, or none")?;
                    let suit = if c.text.eq_ignore_ascii_case("none") {
                        None
                    } else {
                        Some(
                            c.text
                                .parse::<Suit>()
                                .map_err(|e| err(line, c.column, ScriptErrorKind::from(e)))?,
                        )
                    };
                    (Event::ProhibitLead { seat, suit }, 3)
                }
                "lead" | "leads" | "play" | "plays" => {
                    let card = card_at(ws, 2, w, line, "a card")?;
                    (Event::Play { seat, card }, 3)
                }
                "facedown" => {
                    let card = card_at(ws, 2, w, line, "a card")?;
                    (Event::FaceDownLead { seat, card }, 3)
                }
                "multiple" => {
                    // Law 58B: `E multiple DK D3` (all face up), `E multiple
                    // DK hidden D3` (the cards after `hidden` face down).
                    let mut cards = tenace_core::Hand::EMPTY;
                    let mut visible = tenace_core::Hand::EMPTY;
                    let mut hidden = false;
                    for cw in &ws[2..] {
                        if cw.text.eq_ignore_ascii_case("hidden") {
                            hidden = true;
                            continue;
                        }
                        let c = parse_card(*cw, line)?;
                        cards.insert(c);
                        if !hidden {
                            visible.insert(c);
                        }
                    }
                    (
                        Event::PlayMultiple {
                            seat,
                            cards,
                            visible,
                        },
                        ws.len(),
                    )
                }
                "designate" | "designates" => {
                    // Law 46B: `N designate high|low|win`, a suit (`H`) or a
                    // rank (`Q`) alone.
                    let c = word_at(ws, 2, w, line, "high, low, win, a suit or a rank")?;
                    let designation = match c.text.to_ascii_lowercase().as_str() {
                        "high" => Designation::High,
                        "low" => Designation::Low,
                        "win" => Designation::Win,
                        "any" | "anything" => Designation::Any,
                        _ => {
                            if let Ok(suit) = c.text.parse::<Suit>() {
                                Designation::Suit { suit }
                            } else if let Ok(rank) = c.text.parse::<tenace_core::Rank>() {
                                Designation::Rank { rank }
                            } else {
                                return Err(err(
                                    line,
                                    c.column,
                                    ScriptErrorKind::NotA {
                                        word: c.text.to_string(),
                                        expected: Expected::Designation,
                                    },
                                ));
                            }
                        }
                    };
                    (Event::IncompleteDesignation { seat, designation }, 3)
                }
                "retract" | "retracts" => {
                    // Law 47E: `W retract turn` (47E1), `W retract misinformation` (47E2(a)).
                    let c = word_at(ws, 2, w, line, "turn or misinformation")?;
                    let cause = match c.text.to_ascii_lowercase().as_str() {
                        "turn" => RetractCause::WrongTurn,
                        "misinformation" | "mi" => RetractCause::Misinformation,
                        _ => {
                            return Err(err(
                                line,
                                c.column,
                                ScriptErrorKind::NotA {
                                    word: c.text.to_string(),
                                    expected: Expected::Attention,
                                },
                            ))
                        }
                    };
                    (Event::Retract { seat, cause }, 3)
                }
                "asks" | "ask" => {
                    // Law 61B: `S asks N` whether he has a card of the suit led.
                    let c = word_at(ws, 2, w, line, "the seat asked")?;
                    let asked: Seat =
                        c.text.parse().map_err(|e: tenace_core::SeatParseError| {
                            err(line, c.column, ScriptErrorKind::from(e))
                        })?;
                    (Event::RevokeInquiry { seat, asked }, 3)
                }
                "wrong" => {
                    // Law 45D: `S wrong DJ DA`: dummy plays DJ; declarer named DA.
                    let mut cards = [None, None];
                    for (k, slot) in cards.iter_mut().enumerate() {
                        let c = word_at(
                            ws,
                            2 + k,
                            w,
                            line,
                            "the card dummy played, then the card declarer named",
                        )?;
                        *slot = Some(parse_card(c, line)?);
                    }
                    match cards {
                        [Some(card), Some(named)] => (Event::DummyWrongCard { card, named }, 4),
                        _ => unreachable!("both cards were read"),
                    }
                }
                "extra" => {
                    // Law 67: `W extra C5` went to the last trick with his card.
                    let card = card_at(ws, 2, w, line, "a card")?;
                    (Event::ExtraCard { seat, card }, 3)
                }
                "designates-dummy" => {
                    // Law 46B5: `W designates-dummy D6`.
                    let card = card_at(ws, 2, w, line, "a card of dummy's")?;
                    (Event::DefenderDesignates { seat, card }, 3)
                }
                "violates" => (Event::DummyViolation { seat }, 2),
                "warns" => (Event::DummyWarnsLead { seat }, 2),
                "lead-from" => {
                    let c = word_at(ws, 2, w, line, "a seat")?;
                    let hand: Seat = c.text.parse().map_err(|e: tenace_core::SeatParseError| {
                        err(line, c.column, ScriptErrorKind::from(e))
                    })?;
                    (Event::ChooseLeadingHand { seat, hand }, 3)
                }
                "fails" | "omits" => (Event::FailToPlay { seat }, 2),
                "places" | "place" => {
                    // Law 67B1: `W places D4` among his played cards.
                    let card = card_at(ws, 2, w, line, "a card")?;
                    (Event::PlaceOmittedCard { seat, card }, 3)
                }
                "means" => {
                    // Law 58B2: `E means DK`, or `E means other` (another card).
                    let c = word_at(ws, 2, w, line, "one of the visible cards, or other")?;
                    let card = if c.text.eq_ignore_ascii_case("other") {
                        None
                    } else {
                        Some(parse_card(c, line)?)
                    };
                    (Event::SimultaneousDesignation { seat, card }, 3)
                }
                "unprompted" => {
                    let c = word_at(ws, 2, w, line, "a card")?;
                    (
                        Event::DummyPlay {
                            card: parse_card(c, line)?,
                        },
                        3,
                    )
                }
                _ => {
                    // A call or a card.
                    if let Ok(call) = w.text.parse::<AttemptedCall>() {
                        (Event::Call { seat, call }, 2)
                    } else if let Ok(card) = w.text.parse::<Card>() {
                        (Event::Play { seat, card }, 2)
                    } else {
                        return Err(err(
                            line,
                            w.column,
                            ScriptErrorKind::NotA {
                                word: w.text.to_string(),
                                expected: Expected::CallCardOrAction,
                            },
                        ));
                    }
                }
            };
            expect_end(ws, used, line)?;
            Ok(vec![(event, first.column)])
        }
    }
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
