//! Law 90: procedural penalties. The Laws list examples of offences but set
//! no amounts, so the amount and unit are whatever the Director gives. In
//! this crate a penalty is never folded into a board result: reports show
//! it as a separate deduction from the contestant's total (see
//! [`crate::field::Penalty`]).

use serde::Serialize;
use std::str::FromStr;

/// The offences Law 90B lists as examples (the list is not exhaustive:
/// anything under 90A may be penalised).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Law90Offence {
    /// 90B1: arriving late.
    LateArrival,
    /// 90B2: unduly slow play.
    SlowPlay,
    /// 90B3: discussing a board where another table can hear.
    AudibleDiscussion,
    /// 90B4: comparing scores without authority.
    ComparingScores,
    /// 90B5: touching another player's cards.
    TouchingCards,
    /// 90B6: cards returned to the wrong pocket.
    WrongPocket,
    /// 90B7: a procedural error that needs an adjusted score.
    ErrorRequiringAdjustment,
    /// 90B8: not following regulations or the Director's instructions promptly.
    NonCompliance,
    /// Any other offence under 90A, described.
    Other(String),
}

impl Law90Offence {
    /// The law reference, e.g. `90B2`.
    pub fn law(&self) -> &'static str {
        match self {
            Law90Offence::LateArrival => "90B1",
            Law90Offence::SlowPlay => "90B2",
            Law90Offence::AudibleDiscussion => "90B3",
            Law90Offence::ComparingScores => "90B4",
            Law90Offence::TouchingCards => "90B5",
            Law90Offence::WrongPocket => "90B6",
            Law90Offence::ErrorRequiringAdjustment => "90B7",
            Law90Offence::NonCompliance => "90B8",
            Law90Offence::Other(_) => "90A",
        }
    }
}

impl FromStr for Law90Offence {
    type Err = std::convert::Infallible;

    /// `90B1` ... `90B8` (with or without "Law", any case); anything else is
    /// [`Law90Offence::Other`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s
            .trim()
            .to_ascii_uppercase()
            .replace("LAW", "")
            .replace(' ', "");
        Ok(match t.as_str() {
            "90B1" => Law90Offence::LateArrival,
            "90B2" => Law90Offence::SlowPlay,
            "90B3" => Law90Offence::AudibleDiscussion,
            "90B4" => Law90Offence::ComparingScores,
            "90B5" => Law90Offence::TouchingCards,
            "90B6" => Law90Offence::WrongPocket,
            "90B7" => Law90Offence::ErrorRequiringAdjustment,
            "90B8" => Law90Offence::NonCompliance,
            _ => Law90Offence::Other(s.trim().to_string()),
        })
    }
}
