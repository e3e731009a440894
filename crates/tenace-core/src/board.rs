//! Duplicate boards: number, dealer and vulnerability (Law 2).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::deal::Deal;
use crate::seat::{Seat, Side};

/// Which sides are vulnerable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    #[serde(rename = "None")]
    None,
    #[serde(rename = "NS")]
    NorthSouth,
    #[serde(rename = "EW")]
    EastWest,
    #[serde(rename = "Both")]
    Both,
}

impl Vulnerability {
    /// Whether `side` is vulnerable.
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// The vulnerability of a board with this number under Law 2 (the
    /// pattern repeats every 16 boards). Board 0 is treated like board 16.
    pub const fn for_board(number: u32) -> Vulnerability {
        use Vulnerability::*;
        const PATTERN: [Vulnerability; 16] = [
            None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both,
            None, NorthSouth, Both, None, NorthSouth, EastWest,
        ];
        PATTERN[((number + 15) % 16) as usize]
    }

    /// The PBN spelling: None, NS, EW or All.
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "N-S",
            Vulnerability::EastWest => "E-W",
            Vulnerability::Both => "Both",
        })
    }
}

/// A vulnerability that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("`{0}` is not a vulnerability (expected None, NS, EW, Both or All)")]
    Vulnerability(String),
    #[error("board numbers start at 1")]
    NumberZero,
}

impl FromStr for Vulnerability {
    type Err = BoardError;
    /// Accepts the PBN spellings (`None`, `NS`, `EW`, `All`, `Love`, `-`,
    /// `Both`) and `N-S`, `E-W`, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "love" | "-" | "o" => Ok(Vulnerability::None),
            "ns" | "n-s" | "n" => Ok(Vulnerability::NorthSouth),
            "ew" | "e-w" | "e" => Ok(Vulnerability::EastWest),
            "all" | "both" | "b" => Ok(Vulnerability::Both),
            _ => Err(BoardError::Vulnerability(s.to_string())),
        }
    }
}

/// The dealer of a board with this number under Law 2: North deals boards
/// 1, 5, 9, 13, East 2, 6, 10, 14, and so on.
pub const fn dealer_for_board(number: u32) -> Seat {
    Seat::from_index(((number + 3) % 4) as usize)
}

/// A duplicate board: its number, the markings that say who deals and who is
/// vulnerable, and the deal in its pockets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    pub number: u32,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub deal: Deal,
}

impl Board {
    /// A board marked as Law 2 prescribes for its number.
    pub fn new(number: u32, deal: Deal) -> Result<Board, BoardError> {
        if number == 0 {
            return Err(BoardError::NumberZero);
        }
        Ok(Board {
            number,
            dealer: dealer_for_board(number),
            vulnerability: Vulnerability::for_board(number),
            deal,
        })
    }

    /// A board whose markings differ from Law 2; what is marked applies
    /// (Law 2, last paragraph).
    pub const fn with_markings(
        number: u32,
        dealer: Seat,
        vulnerability: Vulnerability,
        deal: Deal,
    ) -> Board {
        Board {
            number,
            dealer,
            vulnerability,
            deal,
        }
    }

    /// Whether the markings are the ones Law 2 gives for this number.
    pub const fn has_standard_markings(&self) -> bool {
        self.dealer as usize == dealer_for_board(self.number) as usize
            && self.vulnerability as usize == Vulnerability::for_board(self.number) as usize
    }

    /// Whether `seat`'s side is vulnerable on this board.
    pub const fn is_vulnerable(&self, seat: Seat) -> bool {
        self.vulnerability.is_vulnerable(seat.side())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_2_table() {
        use Vulnerability::*;
        let expect = [
            (1, Seat::North, None),
            (2, Seat::East, NorthSouth),
            (3, Seat::South, EastWest),
            (4, Seat::West, Both),
            (5, Seat::North, NorthSouth),
            (6, Seat::East, EastWest),
            (7, Seat::South, Both),
            (8, Seat::West, None),
            (9, Seat::North, EastWest),
            (10, Seat::East, Both),
            (11, Seat::South, None),
            (12, Seat::West, NorthSouth),
            (13, Seat::North, Both),
            (14, Seat::East, None),
            (15, Seat::South, NorthSouth),
            (16, Seat::West, EastWest),
        ];
        let deal = Deal::random(0);
        for (n, dealer, vul) in expect {
            for k in [0, 16, 32, 160] {
                let b = Board::new(n + k, deal).unwrap();
                assert_eq!(
                    (b.dealer, b.vulnerability),
                    (dealer, vul),
                    "board {}",
                    n + k
                );
                assert!(b.has_standard_markings());
            }
        }
        assert_eq!(Board::new(0, deal), Err(BoardError::NumberZero));
    }

    #[test]
    fn markings_override() {
        let b = Board::with_markings(1, Seat::West, Vulnerability::Both, Deal::random(0));
        assert!(!b.has_standard_markings());
        assert!(b.is_vulnerable(Seat::North) && b.is_vulnerable(Seat::East));
        assert!("all".parse::<Vulnerability>().unwrap() == Vulnerability::Both);
        assert!("x".parse::<Vulnerability>().is_err());
    }
}
