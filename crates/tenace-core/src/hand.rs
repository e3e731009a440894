//! A set of cards as a 52-bit mask.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not, Sub};
use std::str::FromStr;

use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::card::{Card, CardParseError, Rank, Suit};

/// A set of cards: a player's hand, the cards played, the cards of a suit.
///
/// Bit `i` is set when the card with index `i` is in the set, so suit
/// operations are masks and shifts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, SerializeDisplay, DeserializeFromStr)]
pub struct Hand(u64);

const SUIT_MASK: u64 = (1 << 13) - 1;
const ALL_MASK: u64 = (1 << 52) - 1;

impl Hand {
    /// No cards.
    pub const EMPTY: Hand = Hand(0);
    /// All 52 cards.
    pub const FULL: Hand = Hand(ALL_MASK);

    /// The set whose bits are `bits`; bits above 51 are dropped.
    pub const fn from_bits(bits: u64) -> Hand {
        Hand(bits & ALL_MASK)
    }

    /// The raw bit mask.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// All 13 cards of `suit`.
    pub const fn of_suit(suit: Suit) -> Hand {
        Hand(SUIT_MASK << (suit as u64 * 13))
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds `card`; returns whether it was absent.
    pub fn insert(&mut self, card: Card) -> bool {
        let absent = !self.contains(card);
        self.0 |= 1 << card.index();
        absent
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.index());
        present
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of `suit` in this set.
    pub const fn suit(self, suit: Suit) -> Hand {
        Hand(self.0 & Hand::of_suit(suit).0)
    }

    /// Whether the set holds any card of `suit`.
    pub const fn has_suit(self, suit: Suit) -> bool {
        !self.suit(suit).is_empty()
    }

    /// The highest card of the set (by suit, then rank), if any.
    pub fn highest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(63 - self.0.leading_zeros() as u8)
        }
    }

    /// The lowest card of the set (by suit, then rank), if any.
    pub fn lowest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Card::from_index(self.0.trailing_zeros() as u8)
        }
    }

    /// The cards in ascending order (clubs first, twos first).
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Card> + ExactSizeIterator {
        Cards(self.0)
    }

    /// The PBN text of one suit holding: ranks high to low, e.g. `AKT2`.
    pub fn suit_string(self, suit: Suit) -> String {
        self.suit(suit)
            .iter()
            .rev()
            .map(|c| c.rank().letter())
            .collect()
    }

    /// Parses one PBN hand: four suit holdings spades.hearts.diamonds.clubs,
    /// ranks in any order, `-` or nothing for a void. The hand may hold any
    /// number of cards; [`crate::Deal`] checks the counts.
    pub fn from_pbn(s: &str) -> Result<Hand, HandParseError> {
        let parts: Vec<&str> = s.trim().split('.').collect();
        if parts.len() != 4 {
            return Err(HandParseError::SuitCount {
                hand: s.to_string(),
                found: parts.len(),
            });
        }
        let mut hand = Hand::EMPTY;
        for (part, suit) in
            parts
                .iter()
                .zip([Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs])
        {
            let part = part.trim();
            if part == "-" {
                continue;
            }
            let mut chars = part.chars().peekable();
            while let Some(c) = chars.next() {
                let rank = if c == '1' && chars.peek() == Some(&'0') {
                    chars.next();
                    Rank::Ten
                } else {
                    Rank::from_char(c).ok_or_else(|| HandParseError::Rank {
                        hand: s.to_string(),
                        rank: c,
                    })?
                };
                let card = Card::new(suit, rank);
                if !hand.insert(card) {
                    return Err(HandParseError::Repeated {
                        hand: s.to_string(),
                        card,
                    });
                }
            }
        }
        Ok(hand)
    }
}

/// A PBN hand string that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandParseError {
    #[error("hand `{hand}` has {found} suit holdings separated by dots; a hand has 4 (spades.hearts.diamonds.clubs)")]
    SuitCount { hand: String, found: usize },
    #[error("hand `{hand}`: `{rank}` is not a rank")]
    Rank { hand: String, rank: char },
    #[error("hand `{hand}` lists {card} twice")]
    Repeated { hand: String, card: Card },
}

impl From<HandParseError> for CardParseError {
    fn from(e: HandParseError) -> Self {
        CardParseError::NotACard(e.to_string())
    }
}

struct Cards(u64);

impl Iterator for Cards {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Card::from_index(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Cards {
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = 63 - self.0.leading_zeros() as u8;
        self.0 &= !(1 << i);
        Card::from_index(i)
    }
}

impl ExactSizeIterator for Cards {}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut h = Hand::EMPTY;
        for c in iter {
            h.insert(c);
        }
        h
    }
}

impl BitOr for Hand {
    type Output = Hand;
    fn bitor(self, rhs: Hand) -> Hand {
        Hand(self.0 | rhs.0)
    }
}

impl BitAnd for Hand {
    type Output = Hand;
    fn bitand(self, rhs: Hand) -> Hand {
        Hand(self.0 & rhs.0)
    }
}

impl Sub for Hand {
    type Output = Hand;
    fn sub(self, rhs: Hand) -> Hand {
        Hand(self.0 & !rhs.0)
    }
}

impl Not for Hand {
    type Output = Hand;
    fn not(self) -> Hand {
        Hand(!self.0 & ALL_MASK)
    }
}

impl fmt::Display for Hand {
    /// PBN form: `AKQ.T98.J2.7654`, voids as empty holdings.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.{}.{}.{}",
            self.suit_string(Suit::Spades),
            self.suit_string(Suit::Hearts),
            self.suit_string(Suit::Diamonds),
            self.suit_string(Suit::Clubs)
        )
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({self})")
    }
}

impl FromStr for Hand {
    type Err = HandParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Hand::from_pbn(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let mut h = Hand::EMPTY;
        let sa: Card = "SA".parse().unwrap();
        let c2: Card = "C2".parse().unwrap();
        assert!(h.insert(sa));
        assert!(!h.insert(sa));
        h.insert(c2);
        assert_eq!(h.len(), 2);
        assert_eq!(h.highest(), Some(sa));
        assert_eq!(h.lowest(), Some(c2));
        assert!(h.has_suit(Suit::Spades) && !h.has_suit(Suit::Hearts));
        assert_eq!(h.iter().collect::<Vec<_>>(), vec![c2, sa]);
        assert_eq!(h.iter().rev().collect::<Vec<_>>(), vec![sa, c2]);
        assert!(h.remove(sa));
        assert!(!h.remove(sa));
        assert_eq!((!Hand::EMPTY), Hand::FULL);
        assert_eq!(Hand::FULL.len(), 52);
        assert_eq!(Hand::of_suit(Suit::Hearts).len(), 13);
    }

    #[test]
    fn pbn_round_trip() {
        let h = Hand::from_pbn("AKQ.T98.J2.7654").unwrap();
        assert_eq!(h.len(), 12);
        assert_eq!(h.to_string(), "AKQ.T98.J2.7654");
        let v = Hand::from_pbn("AK10.-..2").unwrap();
        assert_eq!(v.to_string(), "AKT...2");
        assert!(matches!(
            Hand::from_pbn("AK.QJ"),
            Err(HandParseError::SuitCount { found: 2, .. })
        ));
        assert!(matches!(
            Hand::from_pbn("AX..."),
            Err(HandParseError::Rank { rank: 'X', .. })
        ));
        assert!(matches!(
            Hand::from_pbn("AA..."),
            Err(HandParseError::Repeated { .. })
        ));
    }
}
