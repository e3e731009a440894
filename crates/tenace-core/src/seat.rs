//! Compass seats and partnerships.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the four compass positions. Rotation is clockwise: N, E, S, W.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Seat {
    #[serde(rename = "N")]
    North = 0,
    #[serde(rename = "E")]
    East = 1,
    #[serde(rename = "S")]
    South = 2,
    #[serde(rename = "W")]
    West = 3,
}

/// A partnership: North-South or East-West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    #[serde(rename = "NS")]
    NorthSouth = 0,
    #[serde(rename = "EW")]
    EastWest = 1,
}

/// A seat letter that is not N, E, S or W.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a seat (expected N, E, S or W)")]
pub struct SeatParseError(pub String);

impl Seat {
    /// All seats in rotation order starting with North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The seat with index `i % 4` (North = 0).
    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// North = 0, East = 1, South = 2, West = 3.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The next seat clockwise: this player's left-hand opponent.
    pub const fn lho(self) -> Seat {
        Seat::from_index(self as usize + 1)
    }

    /// The seat opposite.
    pub const fn partner(self) -> Seat {
        Seat::from_index(self as usize + 2)
    }

    /// The previous seat clockwise: this player's right-hand opponent.
    pub const fn rho(self) -> Seat {
        Seat::from_index(self as usize + 3)
    }

    /// The seat `n` places clockwise from this one.
    pub const fn advance(self, n: usize) -> Seat {
        Seat::from_index(self as usize + n % 4)
    }

    /// How many places clockwise `other` is from `self` (0 to 3).
    pub const fn distance_to(self, other: Seat) -> usize {
        (other as usize + 4 - self as usize) % 4
    }

    /// The partnership this seat belongs to.
    pub const fn side(self) -> Side {
        if (self as usize).is_multiple_of(2) {
            Side::NorthSouth
        } else {
            Side::EastWest
        }
    }

    /// Whether `other` is this seat's opponent.
    pub const fn is_opponent(self, other: Seat) -> bool {
        (self as usize + other as usize) % 2 == 1
    }

    /// The letter N, E, S or W.
    pub const fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }

    /// The English name, e.g. "North".
    pub const fn name(self) -> &'static str {
        ["North", "East", "South", "West"][self as usize]
    }
}

impl Side {
    /// Both partnerships.
    pub const ALL: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    /// The other partnership.
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// The two seats of this partnership.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }

    /// NorthSouth = 0, EastWest = 1.
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        })
    }
}

impl FromStr for Seat {
    type Err = SeatParseError;

    /// Accepts `N`, `E`, `S`, `W` or the full names, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "n" | "north" => Ok(Seat::North),
            "e" | "east" => Ok(Seat::East),
            "s" | "south" => Ok(Seat::South),
            "w" | "west" => Ok(Seat::West),
            _ => Err(SeatParseError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relations() {
        assert_eq!(Seat::North.lho(), Seat::East);
        assert_eq!(Seat::North.rho(), Seat::West);
        assert_eq!(Seat::North.partner(), Seat::South);
        assert_eq!(Seat::West.lho(), Seat::North);
        assert_eq!(Seat::East.side(), Side::EastWest);
        assert!(Seat::North.is_opponent(Seat::West));
        assert!(!Seat::North.is_opponent(Seat::South));
        assert_eq!(Seat::South.distance_to(Seat::East), 3);
        for s in Seat::ALL {
            assert_eq!(s.lho().rho(), s);
            assert_eq!(s.partner().partner(), s);
            assert_eq!(s.advance(4), s);
        }
    }

    #[test]
    fn parse() {
        assert_eq!("w".parse::<Seat>().unwrap(), Seat::West);
        assert_eq!("North".parse::<Seat>().unwrap(), Seat::North);
        assert!("X".parse::<Seat>().is_err());
    }
}
