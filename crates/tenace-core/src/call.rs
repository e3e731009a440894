//! Strains, bids and calls (Laws 18 and 19).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::card::Suit;

/// A denomination: a suit or no trump, in ascending order (Law 18E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Strain {
    #[serde(rename = "C")]
    Clubs = 0,
    #[serde(rename = "D")]
    Diamonds = 1,
    #[serde(rename = "H")]
    Hearts = 2,
    #[serde(rename = "S")]
    Spades = 3,
    #[serde(rename = "NT")]
    NoTrump = 4,
}

/// A bid level from 1 to 7. Construct with [`Level::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A bid: a level and a strain (Law 18A).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, SerializeDisplay, DeserializeFromStr,
)]
pub struct Bid {
    level: Level,
    strain: Strain,
}

/// A call: a bid, a pass, a double or a redouble.
#[derive(Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub enum Call {
    Pass,
    Double,
    Redouble,
    Bid(Bid),
}

/// What a player can say at the table: any call, or a bid above the
/// seven level, which is not a call but which a player can still utter
/// (Law 38). The table engine receives these.
#[derive(Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub enum AttemptedCall {
    Call(Call),
    /// A bid at level 8 or higher.
    OverSeven {
        level: u8,
        strain: Strain,
    },
}

/// Text that is not a call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallParseError {
    #[error("`{0}` is not a call (expected e.g. 1C, 3NT, 1N, P, Pass, X, XX)")]
    NotACall(String),
    #[error("`{0}` has no valid level: a bid has a level from 1 to 7")]
    Level(String),
    #[error("`{0}` is not a strain (expected C, D, H, S, N or NT, or a suit symbol)")]
    Strain(String),
}

impl Strain {
    /// All strains in ascending order.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The trump suit, or `None` for no trump.
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    /// The strain named after `suit`.
    pub const fn from_suit(suit: Suit) -> Strain {
        Strain::ALL[suit as usize]
    }

    /// Clubs = 0 ... no trump = 4.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// C, D, H, S or NT.
    pub const fn abbrev(self) -> &'static str {
        ["C", "D", "H", "S", "NT"][self as usize]
    }

    /// ♣, ♦, ♥, ♠ or NT.
    pub const fn symbol(self) -> &'static str {
        ["♣", "♦", "♥", "♠", "NT"][self as usize]
    }

    /// Whether this is a minor suit (clubs or diamonds).
    pub const fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }
}

impl FromStr for Strain {
    type Err = CallParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        match t.to_ascii_uppercase().as_str() {
            "N" | "NT" => return Ok(Strain::NoTrump),
            _ => {}
        }
        let mut chars = t.chars();
        match (chars.next().and_then(Suit::from_char), chars.next()) {
            (Some(suit), None) => Ok(Strain::from_suit(suit)),
            _ => Err(CallParseError::Strain(s.to_string())),
        }
    }
}

impl Level {
    /// The level `n`; `None` unless 1 <= n <= 7.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 7 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level as a number, 1 to 7.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl Bid {
    /// The bid of `level` in `strain`.
    pub const fn new(level: Level, strain: Strain) -> Bid {
        Bid { level, strain }
    }

    /// The bid of level `n` in `strain`; `None` unless 1 <= n <= 7.
    pub const fn try_new(n: u8, strain: Strain) -> Option<Bid> {
        match Level::new(n) {
            Some(level) => Some(Bid { level, strain }),
            None => None,
        }
    }

    /// The level, 1 to 7.
    pub const fn level(self) -> u8 {
        self.level.0
    }

    /// The strain.
    pub const fn strain(self) -> Strain {
        self.strain
    }

    /// 0 for 1♣ up to 34 for 7NT: the bid's place in the order of Law 18B.
    pub const fn rank_index(self) -> u8 {
        (self.level.0 - 1) * 5 + self.strain as u8
    }

    /// Whether this bid supersedes `other` (Law 18B): a higher level, or the
    /// same level in a higher strain.
    pub fn supersedes(self, other: Bid) -> bool {
        self.rank_index() > other.rank_index()
    }

    /// The lowest bid in `strain` that supersedes `self`, if any.
    pub fn lowest_sufficient_in(self, strain: Strain) -> Option<Bid> {
        let level = if strain > self.strain {
            self.level.0
        } else {
            self.level.0 + 1
        };
        Bid::try_new(level, strain)
    }

    /// The number of tricks the bid contracts for (level + 6).
    pub const fn tricks_needed(self) -> u8 {
        self.level.0 + 6
    }
}

impl Call {
    /// Whether this is a bid.
    pub const fn is_bid(self) -> bool {
        matches!(self, Call::Bid(_))
    }

    /// The bid, if this call is one.
    pub const fn bid(self) -> Option<Bid> {
        match self {
            Call::Bid(b) => Some(b),
            _ => None,
        }
    }
}

impl AttemptedCall {
    /// The call, unless this is a bid above seven.
    pub const fn call(self) -> Option<Call> {
        match self {
            AttemptedCall::Call(c) => Some(c),
            AttemptedCall::OverSeven { .. } => None,
        }
    }
}

impl From<Call> for AttemptedCall {
    fn from(c: Call) -> Self {
        AttemptedCall::Call(c)
    }
}

impl From<Bid> for Call {
    fn from(b: Bid) -> Self {
        Call::Bid(b)
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abbrev())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level.0, self.strain)
    }
}

impl fmt::Debug for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(b) => fmt::Display::fmt(b, f),
        }
    }
}

impl fmt::Debug for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for AttemptedCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttemptedCall::Call(c) => fmt::Display::fmt(c, f),
            AttemptedCall::OverSeven { level, strain } => write!(f, "{level}{strain}"),
        }
    }
}

impl fmt::Debug for AttemptedCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Splits `3NT` into (3, "NT"); `None` when the text does not start with digits.
fn split_level(t: &str) -> Option<(u32, &str)> {
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let n = t[..digits].parse().ok()?;
    Some((n, &t[digits..]))
}

impl FromStr for AttemptedCall {
    type Err = CallParseError;

    /// Accepts `P`, `Pass`, `X`, `Dbl`, `XX`, `Rdbl`, and bids such as `1C`,
    /// `3NT`, `1N`, `4♠`, in any case. A bid at level 8 or more parses as
    /// [`AttemptedCall::OverSeven`]; level 0 is an error.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        match t.to_ascii_uppercase().as_str() {
            "P" | "PASS" => return Ok(AttemptedCall::Call(Call::Pass)),
            "X" | "D" | "DBL" | "DOUBLE" => return Ok(AttemptedCall::Call(Call::Double)),
            "XX" | "R" | "RDBL" | "REDOUBLE" => return Ok(AttemptedCall::Call(Call::Redouble)),
            _ => {}
        }
        let (n, rest) = split_level(t).ok_or_else(|| CallParseError::NotACall(s.to_string()))?;
        let strain: Strain = rest
            .parse()
            .map_err(|_| CallParseError::Strain(s.to_string()))?;
        if n == 0 {
            return Err(CallParseError::Level(s.to_string()));
        }
        match u8::try_from(n).ok().and_then(|n| Bid::try_new(n, strain)) {
            Some(bid) => Ok(AttemptedCall::Call(Call::Bid(bid))),
            None => Ok(AttemptedCall::OverSeven {
                level: u8::try_from(n).unwrap_or(u8::MAX),
                strain,
            }),
        }
    }
}

impl FromStr for Call {
    type Err = CallParseError;
    /// As [`AttemptedCall`], but a bid above seven is an error.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<AttemptedCall>()?
            .call()
            .ok_or_else(|| CallParseError::Level(s.to_string()))
    }
}

impl FromStr for Bid {
    type Err = CallParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<Call>()?
            .bid()
            .ok_or_else(|| CallParseError::NotACall(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(s: &str) -> Bid {
        s.parse().unwrap()
    }

    #[test]
    fn parse_and_display() {
        assert_eq!("1C".parse::<Call>().unwrap().to_string(), "1C");
        assert_eq!("1n".parse::<Call>().unwrap().to_string(), "1NT");
        assert_eq!("7NT".parse::<Call>().unwrap().to_string(), "7NT");
        assert_eq!("4♠".parse::<Call>().unwrap().to_string(), "4S");
        assert_eq!("p".parse::<Call>().unwrap(), Call::Pass);
        assert_eq!("Pass".parse::<Call>().unwrap(), Call::Pass);
        assert_eq!("X".parse::<Call>().unwrap(), Call::Double);
        assert_eq!("xx".parse::<Call>().unwrap(), Call::Redouble);
        assert_eq!(
            "8S".parse::<AttemptedCall>().unwrap(),
            AttemptedCall::OverSeven {
                level: 8,
                strain: Strain::Spades
            }
        );
        assert!(matches!(
            "8S".parse::<Call>(),
            Err(CallParseError::Level(_))
        ));
        assert!(matches!(
            "0C".parse::<AttemptedCall>(),
            Err(CallParseError::Level(_))
        ));
        assert!(matches!(
            "1Z".parse::<Call>(),
            Err(CallParseError::Strain(_))
        ));
        assert!(matches!(
            "hello".parse::<Call>(),
            Err(CallParseError::NotACall(_))
        ));
    }

    #[test]
    fn ordering_law_18() {
        assert!(bid("1D").supersedes(bid("1C")));
        assert!(bid("2C").supersedes(bid("1NT")));
        assert!(!bid("1C").supersedes(bid("1C")));
        assert!(!bid("1S").supersedes(bid("1NT")));
        assert_eq!(
            bid("1NT").lowest_sufficient_in(Strain::Clubs),
            Some(bid("2C"))
        );
        assert_eq!(
            bid("1D").lowest_sufficient_in(Strain::Hearts),
            Some(bid("1H"))
        );
        assert_eq!(bid("7NT").lowest_sufficient_in(Strain::Clubs), None);
        assert_eq!(bid("7NT").rank_index(), 34);
        assert_eq!(bid("4S").tricks_needed(), 10);
    }
}
