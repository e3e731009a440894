//! The text format of a score pad: one deal a line.
//!
//! ```text
//! # a comment; blank lines are ignored
//! dealer N                 first dealer (needed for Chicago; default N)
//! we EW                    the side in the WE column (default NS)
//! NS 2S+1                  declaring side, contract and result
//! EW 3NT=
//! NS 4HX-1 honours100:EW   honours held by the defenders
//! NS 4S= honours100        honours held by the declaring side
//! EW 6NT= aces             four aces in one hand at no trump
//! NS 3H+1 transferred+2    10 tricks, two of them transferred by a revoke
//! pass                     passed out
//! correct 3 NS 4HX-2       RB 78: deal 3 was really this
//! stop                     the rubber was abandoned (RB 80)
//! ```

use serde::Serialize;
use tenace_core::{Seat, Side};

use super::deal::{DealError, DealResult, HonoursKind, PadDeal};
use super::RubberError;
use crate::contract_score::{parse_contract_result, ScoreParseError};

/// What one line does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PadAction {
    /// The next deal.
    Deal(PadDeal),
    /// Deal `number` (1-based, passed-out deals included) is replaced.
    Correct { number: usize, deal: PadDeal },
    /// The rubber or Chicago ends here.
    Stop,
}

/// One meaningful input line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PadLine {
    /// 1-based line number.
    pub line: usize,
    pub action: PadAction,
}

/// A parsed pad.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct PadInput {
    /// From a `we` line.
    pub we: Option<Side>,
    /// From a `dealer` line.
    pub first_dealer: Option<Seat>,
    pub lines: Vec<PadLine>,
}

/// What a pad line gives twice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeated {
    /// Two honours words.
    Honours,
    /// Two `transferred` words.
    TransferredTricks,
}

impl Repeated {
    /// The English words of the error's `Display`.
    fn english(self) -> &'static str {
        match self {
            Repeated::Honours => "honours",
            Repeated::TransferredTricks => "transferred tricks",
        }
    }
}

/// What is wrong with a line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    #[error("`{0}` is not a side or a seat (expected NS, EW, N, E, S or W)")]
    Side(String),
    #[error("`{0}` is not a seat (expected N, E, S or W)")]
    Seat(String),
    #[error(transparent)]
    Contract(ScoreParseError),
    #[error("a contract and its result should follow the side, e.g. `NS 4S=`")]
    MissingContract,
    #[error("`{0}` is not understood (expected honours100, honours150, aces, transferred+N or transferred-N)")]
    Unknown(String),
    #[error("`{0}` is not a holder of honours (expected e.g. honours100:EW or honours100:W)")]
    HonoursHolder(String),
    #[error("`{0}` is not a number of transferred tricks (expected transferred+N or transferred-N, N from 1 to 13)")]
    Transferred(String),
    #[error("{} are given twice", .0.english())]
    Repeated(Repeated),
    #[error(transparent)]
    Deal(DealError),
    #[error("`{word}` needs {expected}")]
    Argument {
        word: String,
        expected: &'static str,
    },
    #[error("`{0}` has to come before the first deal")]
    TooLate(String),
    #[error("`{0}` is given twice")]
    RepeatedSetting(String),
    #[error("`{0}` is not a deal number (expected 1, 2, 3, ...)")]
    DealNumber(String),
    #[error("unexpected `{0}` at the end of the line")]
    Trailing(String),
}

/// A word of a line and the 1-based column where it starts.
#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    column: usize,
    text: &'a str,
}

fn tokens(line: &str) -> Vec<Token<'_>> {
    let content = match line.find('#') {
        Some(i) => &line[..i],
        None => line,
    };
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (byte, column)
    let mut column = 0;
    for (byte, c) in content.char_indices() {
        column += 1;
        if c.is_whitespace() {
            if let Some((b, col)) = start.take() {
                out.push(Token {
                    column: col,
                    text: &content[b..byte],
                });
            }
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    if let Some((b, col)) = start {
        out.push(Token {
            column: col,
            text: &content[b..],
        });
    }
    out
}

/// Reads a side: `NS`, `N-S`, `N/S`, `EW`, `E-W`, `E/W`, or a seat (`N`,
/// `north`, ...), which stands for its side.
pub(crate) fn parse_side(text: &str) -> Option<Side> {
    match text.to_ascii_lowercase().as_str() {
        "ns" | "n-s" | "n/s" => Some(Side::NorthSouth),
        "ew" | "e-w" | "e/w" => Some(Side::EastWest),
        other => other.parse::<Seat>().ok().map(Seat::side),
    }
}

struct Problem {
    column: usize,
    problem: LineProblem,
}

fn problem(column: usize, problem: LineProblem) -> Problem {
    Problem { column, problem }
}

/// Reads a pad in the text format (see the module documentation and
/// `docs/scoring.md`). Errors name the line and the column of the word that
/// is wrong.
pub fn parse_pad(text: &str) -> Result<PadInput, RubberError> {
    let mut input = PadInput::default();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let toks = tokens(raw);
        parse_line(&toks, raw, &mut input, line).map_err(|p| RubberError::Parse {
            line,
            column: p.column,
            text: raw.to_string(),
            problem: p.problem,
        })?;
    }
    Ok(input)
}

fn parse_line(
    toks: &[Token<'_>],
    raw: &str,
    input: &mut PadInput,
    line: usize,
) -> Result<(), Problem> {
    let Some(first) = toks.first() else {
        return Ok(());
    };
    let end_column = raw.chars().count() + 1;
    let word = first.text.to_ascii_lowercase();
    let no_deals_yet = input.lines.is_empty();
    let single_argument = |expected: &'static str| -> Result<&Token<'_>, Problem> {
        match toks {
            [_, arg] => Ok(arg),
            [_] => Err(problem(
                end_column,
                LineProblem::Argument {
                    word: first.text.to_string(),
                    expected,
                },
            )),
            [_, _, extra, ..] => Err(problem(
                extra.column,
                LineProblem::Trailing(extra.text.into()),
            )),
            [] => Ok(first),
        }
    };
    match word.as_str() {
        "we" => {
            let arg = single_argument("a side (NS or EW)")?;
            if !no_deals_yet {
                return Err(problem(
                    first.column,
                    LineProblem::TooLate(first.text.into()),
                ));
            }
            if input.we.is_some() {
                return Err(problem(
                    first.column,
                    LineProblem::RepeatedSetting(first.text.into()),
                ));
            }
            let side = parse_side(arg.text)
                .ok_or_else(|| problem(arg.column, LineProblem::Side(arg.text.into())))?;
            input.we = Some(side);
        }
        "dealer" => {
            let arg = single_argument("a seat (N, E, S or W)")?;
            if !no_deals_yet {
                return Err(problem(
                    first.column,
                    LineProblem::TooLate(first.text.into()),
                ));
            }
            if input.first_dealer.is_some() {
                return Err(problem(
                    first.column,
                    LineProblem::RepeatedSetting(first.text.into()),
                ));
            }
            let seat = arg
                .text
                .parse::<Seat>()
                .map_err(|_| problem(arg.column, LineProblem::Seat(arg.text.into())))?;
            input.first_dealer = Some(seat);
        }
        "stop" | "abandon" | "abandoned" => {
            if let Some(extra) = toks.get(1) {
                return Err(problem(
                    extra.column,
                    LineProblem::Trailing(extra.text.into()),
                ));
            }
            input.lines.push(PadLine {
                line,
                action: PadAction::Stop,
            });
        }
        "correct" => {
            let Some(n) = toks.get(1) else {
                return Err(problem(
                    end_column,
                    LineProblem::Argument {
                        word: first.text.to_string(),
                        expected: "a deal number and the corrected deal, e.g. `correct 3 NS 4S=`",
                    },
                ));
            };
            let mut rest = &toks[2..];
            let digits = n.text.strip_suffix(':').unwrap_or(n.text);
            let number: usize = digits
                .parse()
                .ok()
                .filter(|&v: &usize| v >= 1 && digits.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| problem(n.column, LineProblem::DealNumber(n.text.into())))?;
            if let Some(colon) = rest.first() {
                if colon.text == ":" {
                    rest = &rest[1..];
                }
            }
            if rest.is_empty() {
                return Err(problem(
                    end_column,
                    LineProblem::Argument {
                        word: first.text.to_string(),
                        expected: "the corrected deal after the number, e.g. `correct 3 NS 4S=`",
                    },
                ));
            }
            let deal = parse_deal(rest, end_column)?;
            input.lines.push(PadLine {
                line,
                action: PadAction::Correct { number, deal },
            });
        }
        _ => {
            let deal = parse_deal(toks, end_column)?;
            input.lines.push(PadLine {
                line,
                action: PadAction::Deal(deal),
            });
        }
    }
    Ok(())
}

/// Reads `pass` / `passed out`, or `SIDE CONTRACT[RESULT] [extras]`.
fn parse_deal(toks: &[Token<'_>], end_column: usize) -> Result<PadDeal, Problem> {
    let Some(first) = toks.first() else {
        return Err(problem(end_column, LineProblem::MissingContract));
    };
    let word = first.text.to_ascii_lowercase();
    if matches!(
        word.as_str(),
        "pass" | "passed" | "passout" | "passed-out" | "allpass"
    ) {
        let rest = match (word.as_str(), toks.get(1)) {
            ("passed", Some(t)) if t.text.eq_ignore_ascii_case("out") => &toks[2..],
            _ => &toks[1..],
        };
        if let Some(extra) = rest.first() {
            return Err(problem(
                extra.column,
                LineProblem::Trailing(extra.text.into()),
            ));
        }
        return Ok(PadDeal::PassedOut);
    }
    let declarer = parse_side(first.text)
        .ok_or_else(|| problem(first.column, LineProblem::Side(first.text.into())))?;
    let Some(contract) = toks.get(1) else {
        return Err(problem(end_column, LineProblem::MissingContract));
    };
    let (bid, doubling, outcome) = parse_contract_result(contract.text)
        .map_err(|e| problem(contract.column, LineProblem::Contract(e)))?;
    let tricks = outcome.tricks(bid);
    let mut deal = DealResult {
        declarer,
        bid,
        doubling,
        tricks,
        transferred: 0,
        honours: None,
    };
    let mut seen_honours = false;
    let mut seen_transfer = false;
    for t in &toks[2..] {
        let lower = t.text.to_ascii_lowercase();
        if let Some(kind_text) = honours_word(&lower) {
            if seen_honours {
                return Err(problem(t.column, LineProblem::Repeated(Repeated::Honours)));
            }
            seen_honours = true;
            let (points_text, holder_text) = match kind_text.split_once(':') {
                Some((k, h)) => (k, Some(h)),
                None => (kind_text, None),
            };
            let holder = match holder_text {
                None => declarer,
                Some(h) => parse_side(h)
                    .ok_or_else(|| problem(t.column, LineProblem::HonoursHolder(t.text.into())))?,
            };
            let kind = match points_text {
                "aces" => HonoursKind::FourAces,
                "100" => HonoursKind::FourTrumpHonours,
                "150" => HonoursKind::from_points(150, bid.strain())
                    .unwrap_or(HonoursKind::FiveTrumpHonours),
                _ => return Err(problem(t.column, LineProblem::Unknown(t.text.into()))),
            };
            deal = deal
                .with_honours(holder, kind)
                .map_err(|e| problem(t.column, LineProblem::Deal(e)))?;
        } else if let Some(n) = transfer_word(&lower) {
            if seen_transfer {
                return Err(problem(
                    t.column,
                    LineProblem::Repeated(Repeated::TransferredTricks),
                ));
            }
            seen_transfer = true;
            let value = parse_transfer(n)
                .ok_or_else(|| problem(t.column, LineProblem::Transferred(t.text.into())))?;
            deal = deal
                .with_transferred(value)
                .map_err(|e| problem(t.column, LineProblem::Deal(e)))?;
        } else {
            return Err(problem(t.column, LineProblem::Unknown(t.text.into())));
        }
    }
    Ok(PadDeal::Played(deal))
}

/// `honours100[:X]`, `honors150`, `hon100`, `aces[:X]` → `100[:x]`,
/// `aces[:x]`.
fn honours_word(lower: &str) -> Option<&str> {
    if lower == "aces" || lower.starts_with("aces:") {
        return Some(lower);
    }
    for prefix in ["honours", "honors", "hon"] {
        if let Some(rest) = lower.strip_prefix(prefix) {
            return Some(rest);
        }
    }
    None
}

/// `transferred+2`, `transfer-1`, `revoke+1` → `+2`, `-1`, `+1`.
fn transfer_word(lower: &str) -> Option<&str> {
    for prefix in ["transferred", "transfer", "revoke"] {
        if let Some(rest) = lower.strip_prefix(prefix) {
            return Some(rest);
        }
    }
    None
}

fn parse_transfer(text: &str) -> Option<i8> {
    let (sign, digits) = if let Some(d) = text.strip_prefix('+') {
        (1, d)
    } else if let Some(d) = text.strip_prefix('-') {
        (-1, d)
    } else {
        return None;
    };
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: i8 = digits.parse().ok()?;
    (1..=13).contains(&n).then_some(sign * n)
}
