//! The auction: calls as made, and what follows from the standing ones.

use serde::Serialize;
use tenace_core::{AttemptedCall, Bid, Call, Contract, Doubling, Seat, Strain};

use crate::irregularity::IrregularityId;
use crate::law::LawRef;

/// A call as made at the table, with what became of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct CallRecord {
    pub seat: Seat,
    pub call: AttemptedCall,
    /// The index in the log of the event that made the call.
    pub event: usize,
    /// The irregularity this call committed, if any.
    pub irregularity: Option<IrregularityId>,
    /// Set when the call was cancelled, under this law. A cancelled call
    /// stays in the record as a source of information (Law 16C).
    pub cancelled: Option<LawRef>,
    /// Set when Law 19 did not permit this double or redouble; such a call
    /// never doubles the contract (Law 36).
    pub inadmissible: bool,
    /// Who made the call: the player, or the Laws on his behalf.
    pub origin: CallOrigin,
    /// The caller's partner alerted it.
    pub alerted: bool,
    /// The Director found the call artificial, specifying these suits (none
    /// for, say, an artificial pass or a relay): Laws 29C, 30C, 26B
    /// (`Ruling::Artificial`). `None` for a natural call or no finding.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub specified: Option<tenace_core::SuitSet>,
}

/// Where a call in the record came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(tag = "origin", rename_all = "snake_case")]
pub enum CallOrigin {
    /// The player made it.
    #[default]
    Player,
    /// A pass the Laws deem made by a player required to pass, when his
    /// left-hand opponent called without waiting for him (Law 28A).
    DeemedPass,
    /// A pass the Director substituted for a cancelled call (Laws 37B2, 38C).
    Substituted { law: LawRef },
}

impl CallRecord {
    /// Whether the call is part of the auction (not cancelled).
    pub const fn is_standing(&self) -> bool {
        self.cancelled.is_none()
    }
}

/// How an auction ended (Law 22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionEnd {
    /// A bid followed by three passes: the contract (Law 22A).
    Contract(Contract),
    /// Four passes: the board is passed out (Law 22B).
    PassedOut,
}

/// The calls of a board in the order they were made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Auction {
    pub dealer: Seat,
    pub calls: Vec<CallRecord>,
}

impl Auction {
    pub(crate) fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: Vec::with_capacity(16),
        }
    }

    /// The standing calls: the legal auction, with accepted and not yet
    /// rectified irregular calls in place.
    pub fn standing(&self) -> impl DoubleEndedIterator<Item = &CallRecord> + '_ {
        self.calls.iter().filter(|c| c.is_standing())
    }

    /// The last standing call.
    pub fn last_standing(&self) -> Option<&CallRecord> {
        self.standing().next_back()
    }

    /// Index in `calls` of the last standing call.
    pub(crate) fn last_standing_index(&self) -> Option<usize> {
        self.calls.iter().rposition(|c| c.is_standing())
    }

    /// Whose turn it is to call: the left-hand opponent of whoever made the
    /// last standing call, or the dealer (Law 17B, 17C).
    pub fn turn(&self) -> Seat {
        self.last_standing().map_or(self.dealer, |c| c.seat.lho())
    }

    /// The last standing bid and who made it.
    pub fn last_bid(&self) -> Option<(Bid, Seat)> {
        self.standing().rev().find_map(|c| match c.call {
            AttemptedCall::Call(Call::Bid(b)) => Some((b, c.seat)),
            _ => None,
        })
    }

    /// Whether Law 19 lets `seat` make `call` now (true for passes and
    /// bids): a double needs an opponent's bid as the last call other than
    /// a pass; a redouble needs an opponent's double there (Law 19A1, 19B1).
    pub fn is_admissible(&self, seat: Seat, call: Call) -> bool {
        let last = self.standing().rev().find(|c| {
            !matches!(
                c.call,
                AttemptedCall::Call(Call::Pass) | AttemptedCall::OverSeven { .. }
            )
        });
        match call {
            Call::Pass | Call::Bid(_) => true,
            Call::Double => {
                matches!(last, Some(c) if matches!(c.call, AttemptedCall::Call(Call::Bid(_))) && c.seat.is_opponent(seat))
            }
            Call::Redouble => {
                matches!(last, Some(c) if c.call == AttemptedCall::Call(Call::Double) && c.seat.is_opponent(seat))
            }
        }
    }

    /// Whether the standing calls end the auction (Law 22), and how.
    pub fn end(&self) -> Option<AuctionEnd> {
        let total = self.standing().count();
        let passes = self
            .standing()
            .rev()
            .take_while(|c| c.call == AttemptedCall::Call(Call::Pass))
            .count();
        if total >= 4 && passes == total {
            return Some(AuctionEnd::PassedOut);
        }
        if passes < 3 || passes == total {
            return None;
        }
        let (bid, bidder) = self.last_bid()?;
        Some(AuctionEnd::Contract(Contract::new(
            bid,
            self.doubling_after_last_bid(),
            self.declarer(bid.strain(), bidder),
        )))
    }

    /// The doubling of the last bid: the last admissible double or redouble
    /// after it (an inadmissible one does not count, Law 36).
    fn doubling_after_last_bid(&self) -> Doubling {
        let after_bid: Vec<&CallRecord> = self
            .standing()
            .rev()
            .take_while(|c| !matches!(c.call, AttemptedCall::Call(Call::Bid(_))))
            .collect();
        let mut doubling = Doubling::Undoubled;
        for c in after_bid.into_iter().rev() {
            match c.call {
                AttemptedCall::Call(Call::Double) if !c.inadmissible => {
                    doubling = Doubling::Doubled
                }
                // A redouble counts only over a double that counts (Law 36C).
                AttemptedCall::Call(Call::Redouble)
                    if !c.inadmissible && doubling == Doubling::Doubled =>
                {
                    doubling = Doubling::Redoubled;
                }
                _ => {}
            }
        }
        doubling
    }

    /// Whether Law 19 permitted the double or redouble at `record`, judged
    /// against the standing calls before it.
    pub fn was_admissible(&self, record: usize) -> bool {
        let Some(rec) = self.calls.get(record) else {
            return true;
        };
        let AttemptedCall::Call(call) = rec.call else {
            return true;
        };
        let earlier = Auction {
            dealer: self.dealer,
            calls: self.calls[..record].to_vec(),
        };
        earlier.is_admissible(rec.seat, call)
    }

    /// The declarer: the first player of the contracting side to name the
    /// strain of the final contract (Definitions, "Declarer").
    fn declarer(&self, strain: Strain, bidder: Seat) -> Seat {
        let bids = self.standing().filter_map(|c| match c.call {
            AttemptedCall::Call(Call::Bid(b)) => Some((c.seat, b)),
            _ => None,
        });
        tenace_core::rules::declarer(bids, strain, bidder)
    }
}

/// A call's place in the auction: its index in `Auction::calls` (cancelled
/// calls keep their place). Serialised as the bare number, so the JSON is
/// unchanged.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct CallNo(pub usize);

impl CallNo {
    /// The index in `Auction::calls`.
    pub const fn index(self) -> usize {
        self.0
    }
}

impl std::fmt::Display for CallNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Index<CallNo> for Vec<CallRecord> {
    type Output = CallRecord;
    fn index(&self, no: CallNo) -> &CallRecord {
        &self[no.0]
    }
}
