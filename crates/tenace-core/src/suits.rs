//! A set of suits.

use std::fmt;
use std::str::FromStr;

use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::card::{CardParseError, Suit};

/// A set of suits, e.g. the suits a player has specified in the auction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, SerializeDisplay, DeserializeFromStr)]
pub struct SuitSet(u8);

impl SuitSet {
    /// No suit.
    pub const EMPTY: SuitSet = SuitSet(0);

    /// Whether `suit` is in the set.
    pub const fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit as u8) != 0
    }

    /// The set with `suit` added.
    pub const fn with(self, suit: Suit) -> SuitSet {
        SuitSet(self.0 | (1 << suit as u8))
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The suits in the set, spades first.
    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::ALL
            .into_iter()
            .rev()
            .filter(move |s| self.contains(*s))
    }
}

impl FromIterator<Suit> for SuitSet {
    fn from_iter<I: IntoIterator<Item = Suit>>(iter: I) -> Self {
        iter.into_iter().fold(SuitSet::EMPTY, SuitSet::with)
    }
}

impl fmt::Display for SuitSet {
    /// The suit letters, spades first: `SH`; `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for s in self.iter() {
            write!(f, "{}", s.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for SuitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SuitSet({self})")
    }
}

impl FromStr for SuitSet {
    type Err = CardParseError;
    /// Suit letters or symbols in any order; `-` or nothing for the empty set.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t == "-" {
            return Ok(SuitSet::EMPTY);
        }
        t.chars()
            .filter(|c| !c.is_whitespace() && *c != ',')
            .map(|c| Suit::from_char(c).ok_or_else(|| CardParseError::NotASuit(c.to_string())))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_text() {
        let s: SuitSet = "hs".parse().unwrap();
        assert!(s.contains(Suit::Hearts) && s.contains(Suit::Spades) && !s.contains(Suit::Clubs));
        assert_eq!(s.to_string(), "SH");
        assert_eq!("-".parse::<SuitSet>().unwrap(), SuitSet::EMPTY);
        assert!("SX".parse::<SuitSet>().is_err());
    }
}
