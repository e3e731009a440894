//! Laws 41B and 41C: after the auction, declarer and each defender may
//! require a review of the whole auction until they play their first
//! card (41B; the presumed dummy may not). Once that right has expired,
//! at his turn to play a player may still learn the contract and whether
//! it was doubled or redoubled, though not by whom (41C).

use serde::{Deserialize, Serialize};
use tenace_core::{Bid, Doubling, Seat};

use crate::auction::CallRecord;
use crate::law::LawRef;
use crate::table::{ActionError, Outcome, Phase, State};
use crate::view::Role;

use crate::law::Clause;
crate::law::clauses! {
    L41B = Clause::new("41B").rb("RB 41");
    L41C = Clause::new("41C").rb("RB 41");
}

/// What a seat's view shows of the calls once that seat's right to a
/// review of the auction has expired (Law 41B). `Shown` (the default)
/// keeps them, as online platforms do; `Hidden` leaves the contract and
/// whether it was doubled, all Law 41C entitles the player to, until the
/// board is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionAfterReview {
    #[default]
    Shown,
    Hidden,
}

/// What a player asked about the finished auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuctionRequestKind {
    /// A review of the auction (Law 41B): every call is restated.
    Review,
    /// The contract and whether it was doubled (Law 41C).
    Contract,
}

/// The answer to a Law 41C question: the contract and its doubling, not
/// who doubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ContractAnswer {
    pub bid: Bid,
    pub doubling: Doubling,
}

/// A request about the auction, recorded with the answer where the Laws
/// limit it (41C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct AuctionRequest {
    pub seat: Seat,
    pub kind: AuctionRequestKind,
    pub law: LawRef,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<ContractAnswer>,
}

impl State {
    /// Whether `seat`'s right to a review of the auction (Law 41B) has
    /// expired: he has played a card (declarer: from his hand or dummy;
    /// the opening leader: his lead, face down or not). The presumed
    /// dummy has none once the auction is over. `false` before then.
    pub fn review_right_expired(&self, seat: Seat) -> bool {
        let Some(contract) = self.play.contract else {
            return false;
        };
        if self.phase == Phase::Auction {
            return false;
        }
        let dummy = contract.dummy();
        if seat == dummy {
            return true;
        }
        let hands: &[Seat] = if seat == contract.declarer {
            &[seat, dummy]
        } else {
            &[seat]
        };
        self.play.face_down_lead.is_some_and(|(s, _)| s == seat)
            || self
                .play
                .tricks
                .iter()
                .any(|t| hands.iter().any(|&h| t.has_played(h)))
    }

    /// The calls `role`'s view shows: none for a seat whose review right
    /// has expired at a table configured with `AuctionAfterReview::Hidden`,
    /// while the board is not over (the contract stays in the view).
    pub(crate) fn auction_seen(&self, role: Role) -> Vec<CallRecord> {
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut);
        match role {
            Role::Seat(seat)
                if self.config.auction_after_review == AuctionAfterReview::Hidden
                    && !over
                    && self.review_right_expired(seat) =>
            {
                Vec::new()
            }
            _ => self.calls.auction.calls.clone(),
        }
    }

    /// `Event::ReviewAuction` and `Event::AskContract`.
    pub(crate) fn on_auction_request(
        &mut self,
        seat: Seat,
        kind: AuctionRequestKind,
    ) -> Result<Outcome, ActionError> {
        let contract = match self.play.contract {
            Some(c)
                if matches!(
                    self.phase,
                    Phase::Clarification | Phase::Play | Phase::Claim
                ) =>
            {
                c
            }
            _ => {
                return Err(ActionError::NoAuctionRequest {
                    seat,
                    law: self.cite(L41B),
                })
            }
        };
        if seat == contract.dummy() {
            return Err(ActionError::NoAuctionRequest {
                seat,
                law: self.cite(L41B),
            });
        }
        let (law, answer) = match kind {
            AuctionRequestKind::Review => {
                if self.review_right_expired(seat) {
                    return Err(ActionError::ReviewExpired {
                        seat,
                        law: self.cite(L41B),
                        instead: self.cite(L41C),
                    });
                }
                (self.cite(L41B), None)
            }
            AuctionRequestKind::Contract => (
                self.cite(L41C),
                Some(ContractAnswer {
                    bid: contract.bid,
                    doubling: contract.doubling,
                }),
            ),
        };
        self.calls.auction_requests.push(AuctionRequest {
            seat,
            kind,
            law,
            answer,
        });
        Ok(Outcome::Lawful)
    }
}
