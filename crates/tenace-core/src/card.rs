//! Suits, ranks and cards (Law 1).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_with::{DeserializeFromStr, SerializeDisplay};

/// A suit, in ascending rank order (Law 1B): clubs, diamonds, hearts, spades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    #[serde(rename = "C")]
    Clubs = 0,
    #[serde(rename = "D")]
    Diamonds = 1,
    #[serde(rename = "H")]
    Hearts = 2,
    #[serde(rename = "S")]
    Spades = 3,
}

/// A rank, from two (lowest) to ace (highest) (Law 1A).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, SerializeDisplay, DeserializeFromStr,
)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

/// One of the 52 cards. Stored as `suit * 13 + (rank - 2)`, so cards order
/// by suit and then by rank.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, SerializeDisplay, DeserializeFromStr,
)]
pub struct Card(u8);

/// Text that does not name a card, a suit or a rank.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardParseError {
    #[error("`{0}` is not a card (expected a suit then a rank, e.g. SA, HT, H10, ♠A)")]
    NotACard(String),
    #[error("`{0}` is not a suit (expected S, H, D, C or ♠ ♥ ♦ ♣)")]
    NotASuit(String),
    #[error("`{0}` is not a rank (expected A K Q J T 9 8 7 6 5 4 3 2, or 10)")]
    NotARank(String),
}

impl Suit {
    /// All suits in ascending order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Clubs = 0 ... Spades = 3.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with index `i` (0 to 3); `None` outside that range.
    pub const fn from_index(i: usize) -> Option<Suit> {
        if i < 4 {
            Some(Suit::ALL[i])
        } else {
            None
        }
    }

    /// The letter C, D, H or S.
    pub const fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The symbol ♣, ♦, ♥ or ♠.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// Parses one suit character: a letter in either case or a suit symbol
    /// (filled or hollow).
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// Whether this is a major suit (hearts or spades).
    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }
}

impl Rank {
    /// All ranks in ascending order.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The numeric value: 2 to 14 (ace).
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// The rank with value `v` (2 to 14).
    pub const fn from_value(v: u8) -> Option<Rank> {
        if v >= 2 && v <= 14 {
            Some(Rank::ALL[(v - 2) as usize])
        } else {
            None
        }
    }

    /// The PBN character: 2-9, T, J, Q, K, A.
    pub const fn letter(self) -> char {
        [
            '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
        ][self as usize - 2]
    }

    /// Parses one rank character (T or t for the ten).
    pub fn from_char(c: char) -> Option<Rank> {
        Some(match c.to_ascii_uppercase() {
            'A' => Rank::Ace,
            'K' => Rank::King,
            'Q' => Rank::Queen,
            'J' => Rank::Jack,
            'T' => Rank::Ten,
            d @ '2'..='9' => Rank::ALL[(d as u8 - b'2') as usize],
            _ => return None,
        })
    }

    /// Whether this rank is an honour (ace, king, queen, jack or ten).
    pub const fn is_honour(self) -> bool {
        self as u8 >= Rank::Ten as u8
    }
}

impl Card {
    /// The card of `suit` and `rank`.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 13 + (rank as u8 - 2))
    }

    /// The card with index `i` (0 to 51); `None` outside that range.
    pub const fn from_index(i: u8) -> Option<Card> {
        if i < 52 {
            Some(Card(i))
        } else {
            None
        }
    }

    /// 0 (club two) to 51 (spade ace).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// This card's suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 13) as usize]
    }

    /// This card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 13) as usize]
    }

    /// The card with a suit symbol, e.g. `♠A`.
    pub fn symbol_string(self) -> String {
        format!("{}{}", self.suit().symbol(), self.rank().letter())
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for Card {
    /// PBN form: suit letter then rank, e.g. `SA`, `HT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().letter(), self.rank().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Suit {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c),
            _ => match t.to_ascii_lowercase().as_str() {
                "clubs" => Some(Suit::Clubs),
                "diamonds" => Some(Suit::Diamonds),
                "hearts" => Some(Suit::Hearts),
                "spades" => Some(Suit::Spades),
                _ => None,
            },
        }
        .ok_or_else(|| CardParseError::NotASuit(s.to_string()))
    }
}

impl FromStr for Rank {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t == "10" {
            return Ok(Rank::Ten);
        }
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Rank::from_char(c),
            _ => None,
        }
        .ok_or_else(|| CardParseError::NotARank(s.to_string()))
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Accepts a suit (letter in either case, or symbol) followed by a rank
    /// (`A K Q J T 9 ... 2`, or `10`): `SA`, `ht`, `H10`, `♠A`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let mut chars = t.chars();
        let suit = chars
            .next()
            .and_then(Suit::from_char)
            .ok_or_else(|| CardParseError::NotACard(s.to_string()))?;
        let rest = chars.as_str();
        let rank = rest
            .parse::<Rank>()
            .map_err(|_| CardParseError::NotACard(s.to_string()))?;
        Ok(Card::new(suit, rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip() {
        for i in 0..52u8 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(Card::new(c.suit(), c.rank()), c);
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert!(Card::from_index(52).is_none());
    }

    #[test]
    fn parse_forms() {
        let sa = Card::new(Suit::Spades, Rank::Ace);
        assert_eq!("SA".parse::<Card>().unwrap(), sa);
        assert_eq!("sa".parse::<Card>().unwrap(), sa);
        assert_eq!("♠A".parse::<Card>().unwrap(), sa);
        let ht = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!("HT".parse::<Card>().unwrap(), ht);
        assert_eq!("H10".parse::<Card>().unwrap(), ht);
        assert_eq!("♥10".parse::<Card>().unwrap(), ht);
        assert_eq!(ht.to_string(), "HT");
        assert_eq!(ht.symbol_string(), "♥T");
    }

    #[test]
    fn parse_errors_name_the_input() {
        let e = "X9".parse::<Card>().unwrap_err();
        assert_eq!(e, CardParseError::NotACard("X9".into()));
        assert!(e.to_string().contains("X9"));
        assert!("S1".parse::<Card>().is_err());
        assert!("S".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
        assert!("SAK".parse::<Card>().is_err());
    }

    #[test]
    fn order() {
        assert!(Suit::Spades > Suit::Hearts && Suit::Diamonds > Suit::Clubs);
        assert!(Rank::Ace > Rank::King && Rank::Three > Rank::Two);
        assert!(Rank::Ten.is_honour() && !Rank::Nine.is_honour());
    }
}
