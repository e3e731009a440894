//! Law 77: the duplicate score of one contract.

use serde::Serialize;
use tenace_core::{split_contract_terms, Bid, Doubling, Strain};

/// The parts of a Law 77 score, from the declaring side's point of view.
///
/// All premium fields are zero or positive; `undertrick_points` is zero or
/// negative. `total` is the sum of all the other fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ScoreBreakdown {
    /// Points for the odd tricks bid and made, after doubling.
    pub trick_points: i32,
    /// Premium for tricks won beyond the contract.
    pub overtrick_points: i32,
    /// 50 for making a doubled contract, 100 for a redoubled one.
    pub making_bonus: i32,
    /// 50 when the trick points are below 100.
    pub part_score_bonus: i32,
    /// 300 (not vulnerable) or 500 (vulnerable) when the trick points reach 100.
    pub game_bonus: i32,
    /// Small or grand slam premium.
    pub slam_bonus: i32,
    /// The undertrick penalty, as a negative number.
    pub undertrick_points: i32,
    /// The score of the declaring side.
    pub total: i32,
}

/// The result of a contract relative to what was bid: `=`, `+1`, `-3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum ContractOutcome {
    /// The contract was made, with this many tricks over.
    Made { overtricks: u8 },
    /// The contract failed by this many tricks.
    Down { undertricks: u8 },
}

impl ContractOutcome {
    /// The number of tricks declarer's side won. Saturates at 0 and 13 for
    /// outcomes that cannot occur (those are rejected by
    /// [`parse_contract_result`] and [`ContractOutcome::from_tricks`]).
    pub fn tricks(self, bid: Bid) -> u8 {
        let need = bid.tricks_needed();
        match self {
            ContractOutcome::Made { overtricks } => need.saturating_add(overtricks).min(13),
            ContractOutcome::Down { undertricks } => need.saturating_sub(undertricks),
        }
    }

    /// The outcome of `bid` when declarer's side won `tricks`; `None` when
    /// `tricks` is more than 13.
    pub fn from_tricks(bid: Bid, tricks: u8) -> Option<ContractOutcome> {
        if tricks > 13 {
            return None;
        }
        let need = bid.tricks_needed();
        Some(if tricks >= need {
            ContractOutcome::Made {
                overtricks: tricks - need,
            }
        } else {
            ContractOutcome::Down {
                undertricks: need - tricks,
            }
        })
    }

    /// Whether the outcome can happen for `bid` (at most 13 tricks taken).
    pub fn is_possible(self, bid: Bid) -> bool {
        let need = bid.tricks_needed();
        match self {
            ContractOutcome::Made { overtricks } => u16::from(need) + u16::from(overtricks) <= 13,
            ContractOutcome::Down { undertricks } => undertricks >= 1 && undertricks <= need,
        }
    }
}

impl std::fmt::Display for ContractOutcome {
    /// `=`, `+2` or `-1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ContractOutcome::Made { overtricks: 0 } => f.write_str("="),
            ContractOutcome::Made { overtricks } => write!(f, "+{overtricks}"),
            ContractOutcome::Down { undertricks } => write!(f, "-{undertricks}"),
        }
    }
}

/// A contract result such as `3NT+1` that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreParseError {
    #[error("`{text}`: {source}")]
    Contract {
        text: String,
        #[source]
        source: tenace_core::ContractParseError,
    },
    #[error(
        "`{text}` has no result after the contract (expected `=`, `+N` or `-N`, e.g. `3NT+1`)"
    )]
    MissingResult { text: String },
    #[error("`{text}`: `{result}` is not a result (expected `=`, `+N` or `-N`)")]
    BadResult { text: String, result: String },
    #[error("`{text}` is impossible: {bid} needs {need} tricks, so {outcome} would be {tricks} tricks (there are 13)")]
    TooManyTricks {
        text: String,
        bid: Bid,
        need: u8,
        outcome: String,
        tricks: u16,
    },
    #[error(
        "`{text}` is impossible: {bid} needs {need} tricks, so it can go down by at most {need}"
    )]
    TooManyUndertricks { text: String, bid: Bid, need: u8 },
    #[error("`{text}`: a result of -0 is not allowed; write `=`")]
    DownZero { text: String },
}

/// Reads a contract and its result: `3NT+1`, `4SX-3`, `1CXX+1`, `6H=`,
/// `1n=` (any case, spaces allowed around the result). A bare trick count
/// (`3NT 10`) is not accepted. Outcomes that would need more than 13 tricks or
/// fewer than 0 are rejected.
pub fn parse_contract_result(
    text: &str,
) -> Result<(Bid, Doubling, ContractOutcome), ScoreParseError> {
    let (bid, doubling, rest) =
        split_contract_terms(text).map_err(|source| ScoreParseError::Contract {
            text: text.to_string(),
            source,
        })?;
    let rest = rest.trim();
    if rest.is_empty() {
        return Err(ScoreParseError::MissingResult {
            text: text.to_string(),
        });
    }
    let bad = || ScoreParseError::BadResult {
        text: text.to_string(),
        result: rest.to_string(),
    };
    let number = |s: &str| -> Result<u8, ScoreParseError> {
        let s = s.trim();
        if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse().map_err(|_| bad())
    };
    let outcome = if rest == "=" {
        ContractOutcome::Made { overtricks: 0 }
    } else if let Some(n) = rest.strip_prefix('+') {
        ContractOutcome::Made {
            overtricks: number(n)?,
        }
    } else if let Some(n) = rest.strip_prefix('-') {
        let undertricks = number(n)?;
        if undertricks == 0 {
            return Err(ScoreParseError::DownZero {
                text: text.to_string(),
            });
        }
        ContractOutcome::Down { undertricks }
    } else {
        return Err(bad());
    };
    let need = bid.tricks_needed();
    match outcome {
        ContractOutcome::Made { overtricks } if u16::from(need) + u16::from(overtricks) > 13 => {
            Err(ScoreParseError::TooManyTricks {
                text: text.to_string(),
                bid,
                need,
                outcome: outcome.to_string(),
                tricks: u16::from(need) + u16::from(overtricks),
            })
        }
        ContractOutcome::Down { undertricks } if undertricks > need => {
            Err(ScoreParseError::TooManyUndertricks {
                text: text.to_string(),
                bid,
                need,
            })
        }
        _ => Ok((bid, doubling, outcome)),
    }
}

/// Trick value of one odd trick in `strain` before doubling, for the trick
/// at position `index` (0 = first odd trick).
const fn odd_trick_value(strain: Strain, index: u8) -> i32 {
    match strain {
        Strain::Clubs | Strain::Diamonds => 20,
        Strain::Hearts | Strain::Spades => 30,
        Strain::NoTrump => {
            if index == 0 {
                40
            } else {
                30
            }
        }
    }
}

/// The undertrick penalty (a positive number) for `undertricks` down (Law 77).
pub fn undertrick_penalty(undertricks: u8, doubling: Doubling, vulnerable: bool) -> i32 {
    let u = i32::from(undertricks);
    if u == 0 {
        return 0;
    }
    let doubled = |u: i32| -> i32 {
        if vulnerable {
            // 200 for the first, 300 for each further one.
            200 + 300 * (u - 1)
        } else {
            // 100, then 200 each for the 2nd and 3rd, then 300 each.
            match u {
                1 => 100,
                2 => 300,
                3 => 500,
                _ => 500 + 300 * (u - 3),
            }
        }
    };
    match doubling {
        Doubling::Undoubled => u * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled(u),
        Doubling::Redoubled => 2 * doubled(u),
    }
}

/// Law 77 score for the declaring side. `tricks` = tricks won by declarer's
/// side, 0..=13 (values above 13 are treated as 13).
pub fn contract_score(
    bid: Bid,
    doubling: Doubling,
    vulnerable: bool,
    tricks: u8,
) -> ScoreBreakdown {
    let tricks = tricks.min(13);
    let need = bid.tricks_needed();
    let mut s = ScoreBreakdown::default();
    if tricks < need {
        s.undertrick_points = -undertrick_penalty(need - tricks, doubling, vulnerable);
        s.total = s.undertrick_points;
        return s;
    }
    let factor = doubling.multiplier() as i32;
    let strain = bid.strain();
    s.trick_points = (0..bid.level())
        .map(|i| odd_trick_value(strain, i))
        .sum::<i32>()
        * factor;
    let over = i32::from(tricks - need);
    s.overtrick_points = over
        * match doubling {
            Doubling::Undoubled => odd_trick_value(strain, 1),
            Doubling::Doubled => {
                if vulnerable {
                    200
                } else {
                    100
                }
            }
            Doubling::Redoubled => {
                if vulnerable {
                    400
                } else {
                    200
                }
            }
        };
    s.making_bonus = match doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    if s.trick_points >= 100 {
        s.game_bonus = if vulnerable { 500 } else { 300 };
    } else {
        s.part_score_bonus = 50;
    }
    s.slam_bonus = match (bid.level(), vulnerable) {
        (6, false) => 500,
        (6, true) => 750,
        (7, false) => 1000,
        (7, true) => 1500,
        _ => 0,
    };
    s.total = s.trick_points
        + s.overtrick_points
        + s.making_bonus
        + s.part_score_bonus
        + s.game_bonus
        + s.slam_bonus;
    s
}

/// The score of a board passed out: zero for both sides (Law 77).
pub fn passed_out() -> ScoreBreakdown {
    ScoreBreakdown::default()
}

/// The declaring side's score for a contract and its outcome.
pub fn outcome_score(
    bid: Bid,
    doubling: Doubling,
    vulnerable: bool,
    outcome: ContractOutcome,
) -> ScoreBreakdown {
    contract_score(bid, doubling, vulnerable, outcome.tricks(bid))
}
