//! Contracts (Law 22 fixes the contract; Law 77 scores it).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_with::{DeserializeFromStr, SerializeDisplay};

use crate::call::{Bid, CallParseError};
use crate::seat::Seat;

/// Whether the final bid was doubled or redoubled.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub enum Doubling {
    #[default]
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    /// "", "X" or "XX".
    pub const fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }

    /// 1, 2 or 4: the factor applied to trick points.
    pub const fn multiplier(self) -> u32 {
        match self {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }
}

/// A contract: the final bid, its doubling, and the declarer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, SerializeDisplay, DeserializeFromStr)]
pub struct Contract {
    pub bid: Bid,
    pub doubling: Doubling,
    pub declarer: Seat,
}

/// Text that is not a contract.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContractParseError {
    #[error(
        "`{0}` is not a contract (expected e.g. `4SX` followed by the declarer, as in `4SX N`)"
    )]
    Shape(String),
    #[error(transparent)]
    Call(#[from] CallParseError),
}

impl Contract {
    /// The contract of `bid`, `doubling` and `declarer`.
    pub const fn new(bid: Bid, doubling: Doubling, declarer: Seat) -> Contract {
        Contract {
            bid,
            doubling,
            declarer,
        }
    }

    /// The declarer's partner.
    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The defender who makes the opening lead: declarer's left-hand opponent (Law 41A).
    pub const fn opening_leader(&self) -> Seat {
        self.declarer.lho()
    }

    /// The contract without the declarer, e.g. `4SX`.
    pub fn terms(&self) -> String {
        format!("{}{}", self.bid, self.doubling.suffix())
    }
}

/// Reads `4S`, `4SX`, `3NTXX`, `1N` at the start of `text`; returns the bid,
/// the doubling and the rest of the text.
pub fn split_contract_terms(text: &str) -> Result<(Bid, Doubling, &str), ContractParseError> {
    let t = text.trim_start();
    let upper = t.to_ascii_uppercase();
    // The bid ends where the doubling (X) or anything else begins.
    let level_len = t.chars().take_while(|c| c.is_ascii_digit()).count();
    let after_level = &upper[level_len..];
    let strain_len = if after_level.starts_with("NT") {
        2
    } else {
        after_level
            .chars()
            .next()
            .map(|c| c.len_utf8())
            .unwrap_or(0)
    };
    let bid_len = level_len + strain_len;
    if level_len == 0 || strain_len == 0 || bid_len > t.len() {
        return Err(ContractParseError::Shape(text.to_string()));
    }
    let bid: Bid = t[..bid_len].parse()?;
    let rest = &t[bid_len..];
    let (doubling, rest) = if rest.starts_with("XX") || rest.starts_with("xx") {
        (Doubling::Redoubled, &rest[2..])
    } else if rest.starts_with('X') || rest.starts_with('x') {
        (Doubling::Doubled, &rest[1..])
    } else {
        (Doubling::Undoubled, rest)
    };
    Ok((bid, doubling, rest))
}

impl fmt::Display for Contract {
    /// `4SX by N`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} by {}", self.terms(), self.declarer)
    }
}

impl fmt::Debug for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Contract {
    type Err = ContractParseError;

    /// Accepts `4SX N`, `4SX by N`, `3NT S`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (bid, doubling, rest) = split_contract_terms(s)?;
        let rest = rest.trim();
        let rest = rest.strip_prefix("by ").unwrap_or(rest).trim();
        let declarer: Seat = rest
            .parse()
            .map_err(|_| ContractParseError::Shape(s.to_string()))?;
        Ok(Contract {
            bid,
            doubling,
            declarer,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_contracts() {
        let c: Contract = "4SX N".parse().unwrap();
        assert_eq!(c.bid.to_string(), "4S");
        assert_eq!(c.doubling, Doubling::Doubled);
        assert_eq!(c.declarer, Seat::North);
        assert_eq!(c.dummy(), Seat::South);
        assert_eq!(c.opening_leader(), Seat::East);
        assert_eq!(c.to_string(), "4SX by N");
        assert_eq!("3NTXX by w".parse::<Contract>().unwrap().terms(), "3NTXX");
        assert_eq!("1N S".parse::<Contract>().unwrap().terms(), "1NT");
        assert!("4S".parse::<Contract>().is_err());
        assert!("S N".parse::<Contract>().is_err());
        let (b, d, rest) = split_contract_terms("1CXX+1").unwrap();
        assert_eq!(
            (b.to_string().as_str(), d, rest),
            ("1C", Doubling::Redoubled, "+1")
        );
    }
}
