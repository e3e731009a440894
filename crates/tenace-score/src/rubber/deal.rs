//! The result of one deal as a score pad records it: declaring side,
//! contract, tricks won (after any revoke transfer, RB 77) and honours.

use std::fmt;

use serde::Serialize;
use tenace_core::{Bid, Doubling, Side, Strain};

use crate::contract_score::ContractOutcome;

/// Which honours were held in one hand (RB 81, honours table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HonoursKind {
    /// Four of the five trump honours (A K Q J 10): 100.
    FourTrumpHonours,
    /// All five trump honours: 150.
    FiveTrumpHonours,
    /// All four aces, at a no-trump contract only: 150.
    FourAces,
}

impl HonoursKind {
    /// 100, 150 or 150.
    pub const fn points(self) -> i32 {
        match self {
            HonoursKind::FourTrumpHonours => 100,
            HonoursKind::FiveTrumpHonours | HonoursKind::FourAces => 150,
        }
    }

    /// Whether this holding scores at a contract in `strain`: trump honours
    /// need a trump suit, four aces count only at no trump.
    pub const fn fits(self, strain: Strain) -> bool {
        match self {
            HonoursKind::FourAces => matches!(strain, Strain::NoTrump),
            _ => !matches!(strain, Strain::NoTrump),
        }
    }

    /// The holding at a contract in `strain` that is worth `points`, if any.
    pub const fn from_points(points: i32, strain: Strain) -> Option<HonoursKind> {
        match (points, strain) {
            (150, Strain::NoTrump) => Some(HonoursKind::FourAces),
            (_, Strain::NoTrump) => None,
            (100, _) => Some(HonoursKind::FourTrumpHonours),
            (150, _) => Some(HonoursKind::FiveTrumpHonours),
            _ => None,
        }
    }
}

/// Scorable honours and the side whose hand held them. Either side may hold
/// them, the defenders included (RB 72B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Honours {
    pub holder: Side,
    pub kind: HonoursKind,
}

/// A deal that was bid and played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct DealResult {
    /// The declaring side.
    pub declarer: Side,
    /// The final bid.
    pub bid: Bid,
    /// Whether it was doubled or redoubled.
    pub doubling: Doubling,
    /// Tricks won by the declaring side, 0 to 13, counting any tricks
    /// transferred by a revoke penalty as won (RB 77).
    pub tricks: u8,
    /// Tricks moved by revoke penalties, for the record only: positive when
    /// they went to the declaring side, negative when they went to the
    /// defenders. `tricks - transferred` is what was won in play.
    pub transferred: i8,
    /// Scorable honours, if anyone held them.
    pub honours: Option<Honours>,
}

/// What a score pad records for a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PadDeal {
    /// Nobody bid: no score (RB 22). In rubber bridge the deal passes to the
    /// next dealer; in Chicago the same player deals again and the deal does
    /// not count as one of the four.
    PassedOut,
    /// A contract was played.
    Played(DealResult),
}

/// A deal result that cannot have happened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{tricks} tricks is impossible: there are 13")]
    TooManyTricks { tricks: u8 },
    #[error("{transferred:+} transferred tricks is impossible with {tricks} tricks for the declaring side: that leaves {in_play} won in play (0 to 13)")]
    Transferred {
        tricks: u8,
        transferred: i8,
        in_play: i16,
    },
    /// Honours that do not fit the contract's strain (RB 76): the rule
    /// that says so follows from `kind` ([`HonoursKind::strain_rule`]).
    #[error("{kind} do not score at {bid}: {}", kind.strain_rule())]
    HonoursStrain { kind: HonoursKind, bid: Bid },
}

impl HonoursKind {
    /// Why these honours do not fit a strain, in English (RB 76): four aces
    /// count only at no trump; trump honours only in a suit.
    pub fn strain_rule(self) -> &'static str {
        if self == HonoursKind::FourAces {
            "four aces count only at no trump"
        } else {
            "at no trump only four aces in one hand score"
        }
    }
}

impl fmt::Display for HonoursKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HonoursKind::FourTrumpHonours => "four trump honours",
            HonoursKind::FiveTrumpHonours => "five trump honours",
            HonoursKind::FourAces => "four aces",
        })
    }
}

impl DealResult {
    /// A played deal with no honours and no transferred tricks. Fails when
    /// `tricks` is more than 13.
    pub fn new(
        declarer: Side,
        bid: Bid,
        doubling: Doubling,
        tricks: u8,
    ) -> Result<DealResult, DealError> {
        let d = DealResult {
            declarer,
            bid,
            doubling,
            tricks,
            transferred: 0,
            honours: None,
        };
        d.validate()?;
        Ok(d)
    }

    /// The same deal with `honours` held by `holder`.
    pub fn with_honours(
        mut self,
        holder: Side,
        kind: HonoursKind,
    ) -> Result<DealResult, DealError> {
        self.honours = Some(Honours { holder, kind });
        self.validate()?;
        Ok(self)
    }

    /// The same deal noting that `transferred` of its tricks came from a
    /// revoke penalty (positive: to the declaring side).
    pub fn with_transferred(mut self, transferred: i8) -> Result<DealResult, DealError> {
        self.transferred = transferred;
        self.validate()?;
        Ok(self)
    }

    /// Checks that the deal could have happened: at most 13 tricks, a
    /// transfer that leaves 0 to 13 tricks won in play, and honours that
    /// score in the contract's strain.
    pub fn validate(&self) -> Result<(), DealError> {
        if self.tricks > 13 {
            return Err(DealError::TooManyTricks {
                tricks: self.tricks,
            });
        }
        let in_play = self.tricks_in_play();
        if !(0..=13).contains(&in_play) {
            return Err(DealError::Transferred {
                tricks: self.tricks,
                transferred: self.transferred,
                in_play,
            });
        }
        if let Some(h) = self.honours {
            if !h.kind.fits(self.bid.strain()) {
                return Err(DealError::HonoursStrain {
                    kind: h.kind,
                    bid: self.bid,
                });
            }
        }
        Ok(())
    }

    /// Tricks the declaring side won in play, before revoke transfers.
    pub fn tricks_in_play(&self) -> i16 {
        i16::from(self.tricks) - i16::from(self.transferred)
    }

    /// Made with overtricks, or down.
    pub fn outcome(&self) -> ContractOutcome {
        ContractOutcome::from_tricks(self.bid, self.tricks.min(13)).unwrap_or(
            ContractOutcome::Made {
                overtricks: 13 - self.bid.tricks_needed(),
            },
        )
    }

    /// Whether the contract was made.
    pub fn made(&self) -> bool {
        self.tricks >= self.bid.tricks_needed()
    }
}

impl PadDeal {
    /// Checks a played deal (see [`DealResult::validate`]).
    pub fn validate(&self) -> Result<(), DealError> {
        match self {
            PadDeal::PassedOut => Ok(()),
            PadDeal::Played(d) => d.validate(),
        }
    }

    /// The played deal, if any.
    pub const fn played(&self) -> Option<&DealResult> {
        match self {
            PadDeal::PassedOut => None,
            PadDeal::Played(d) => Some(d),
        }
    }
}

impl fmt::Display for DealResult {
    /// The pad input notation: `NS 4S= honours100`, `EW 3NTX-2 aces:NS`,
    /// `NS 3H+1 transferred+2`. The text reads back to the same deal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}{}{}",
            self.declarer,
            self.bid,
            self.doubling.suffix(),
            self.outcome()
        )?;
        if let Some(h) = self.honours {
            match h.kind {
                HonoursKind::FourAces => f.write_str(" aces")?,
                k => write!(f, " honours{}", k.points())?,
            }
            if h.holder != self.declarer {
                write!(f, ":{}", h.holder)?;
            }
        }
        if self.transferred != 0 {
            write!(f, " transferred{:+}", self.transferred)?;
        }
        Ok(())
    }
}

impl fmt::Display for PadDeal {
    /// `pass` or the played deal's notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PadDeal::PassedOut => f.write_str("pass"),
            PadDeal::Played(d) => fmt::Display::fmt(d, f),
        }
    }
}
