//! The end of the auction (Laws 17D, 22) and what lapses or re-opens with it
//! (Laws 21B1, 25A5).

use super::*;

use crate::law::Clause;
crate::law::clauses! {
    L24E = Clause::new("24E").rb("RB 24");
}

impl State {
    /// Law 22 (and 17D3): once no irregularity holds up the table, three
    /// passes after a call fix the contract and four passes end the board.
    pub(crate) fn check_auction_end(&mut self) {
        if self.phase != Phase::Auction || self.blocking().is_some() {
            return;
        }
        let Some(end) = self.calls.auction.end() else {
            return;
        };
        if self.revert_for_missed_turn() {
            return;
        }
        match end {
            AuctionEnd::Contract(c) => {
                self.play.contract = Some(c);
                self.phase = Phase::Clarification;
            }
            AuctionEnd::PassedOut => self.phase = Phase::PassedOut,
        }
        self.end_of_auction();
    }

    /// Law 17D3: three passes after a call do not end the auction if one of
    /// them was out of rotation and so deprived a player of his turn. The
    /// auction goes back to that player; the passes from there are cancelled.
    pub(super) fn revert_for_missed_turn(&mut self) -> bool {
        if !self
            .rect
            .irregularities
            .iter()
            .any(|i| matches!(i.kind, K::PassOutOfRotation { .. }))
        {
            return false;
        }
        let standing: Vec<usize> = (0..self.calls.auction.calls.len())
            .filter(|&i| self.calls.auction.calls[i].is_standing())
            .collect();
        let tail = &standing[standing.len().saturating_sub(3)..];
        let offending = tail.iter().copied().find(|&r| {
            self.calls.auction.calls[r]
                .irregularity
                .and_then(|id| self.irregularity(id))
                .is_some_and(|i| {
                    matches!(i.kind, K::PassOutOfRotation { .. })
                        && !matches!(i.status, Status::Cancelled { .. })
                })
        });
        let Some(first) = offending else { return false };
        // Law 17D3: the player who passed out of rotation is the offender.
        let os = self.calls.auction.calls[first].seat.side();
        // Only the pass out of rotation carries unauthorized information
        // (Commentary on Law 17D3, Examples 14 and 15).
        for &r in tail.iter().filter(|&&r| r >= first) {
            self.cancel_record(r, law("17D3"));
        }
        self.unauthorized(first, os);
        if let Some(id) = self.calls.auction.calls[first].irregularity {
            self.set_status(id.index(), Status::Cancelled { law: law("17D3") });
        }
        true
    }

    /// The auction has ended: obligations lapse; cards exposed during it
    /// go back to declarer's side or become defenders' penalty cards (24D,
    /// 24E); lead rights of offenders who did not become defenders lapse;
    /// follow-ups still waiting for the offender's turn lapse.
    pub(super) fn end_of_auction(&mut self) {
        self.calls.obligations_at_end = self.calls.obligations;
        self.calls.obligations = Default::default();
        let contract = self.play.contract;
        let declaring = |s: Seat| contract.is_some_and(|c| c.declarer.side() == s.side());
        for r in &mut self.rect.lead_rights {
            if r.status == LeadRightStatus::Pending && (contract.is_none() || declaring(r.offender))
            {
                r.status = LeadRightStatus::Lapsed;
            }
        }
        self.settle_lead_rights_without_suits();
        for i in 0..self.rect.irregularities.len() {
            if self.rect.irregularities[i].status == Status::FollowUp {
                self.set_status(i, Status::Rectified { law: law("29B") });
                self.set_step(i, Step::Done);
            }
        }
        // Law 24 cards.
        let exposed: Vec<(Seat, Card, bool)> = self
            .play
            .exposed
            .iter()
            .filter_map(
                |e| match self.irregularity(e.irregularity).map(|i| i.kind) {
                    Some(K::CardExposedDuringAuction { led, .. }) => Some((e.seat, e.card, led)),
                    _ => None,
                },
            )
            .collect();
        for (seat, card, led) in exposed {
            self.play.exposed.retain(|e| e.card != card);
            if contract.is_some() && !declaring(seat) {
                let single_low = !led
                    && !card.rank().is_honour()
                    && self.rect.penalty_cards.iter().all(|p| p.seat != seat)
                    && self.exposed_count_during_auction(seat) <= 1;
                self.rect.penalty_cards.push(PenaltyCard {
                    seat,
                    card,
                    major: !single_low,
                    law: self.cite(L24E),
                });
            }
        }
        for seat in Seat::ALL {
            if self
                .rect
                .penalty_cards
                .iter()
                .filter(|p| p.seat == seat)
                .count()
                >= 2
            {
                for p in self
                    .rect
                    .penalty_cards
                    .iter_mut()
                    .filter(|p| p.seat == seat)
                {
                    p.major = true;
                }
            }
        }
    }

    pub(super) fn exposed_count_during_auction(&self, seat: Seat) -> usize {
        self.rect
            .irregularities
            .iter()
            .filter(|i| i.offender == seat && matches!(i.kind, K::CardExposedDuringAuction { .. }))
            .count()
    }

    /// The auction re-opens after it had ended (Laws 21B1, 25A5): what
    /// lapsed at its end applies again.
    pub(crate) fn reopen_auction(&mut self) {
        self.phase = Phase::Auction;
        self.play.contract = None;
        self.calls.obligations = self.calls.obligations_at_end;
        let back: Vec<PenaltyCard> = self
            .rect
            .penalty_cards
            .iter()
            .filter(|p| matches!(p.law.as_str(), "24E" | "RB 24"))
            .copied()
            .collect();
        self.rect
            .penalty_cards
            .retain(|p| !matches!(p.law.as_str(), "24E" | "RB 24"));
        for p in back {
            if let Some(i) = self
                .rect
                .irregularities
                .iter()
                .find(|i| i.kind.card() == Some(p.card))
            {
                let id = i.id;
                self.play.exposed.push(crate::table::ExposedCard {
                    seat: p.seat,
                    card: p.card,
                    irregularity: IrregularityId(id),
                });
            }
        }
        for r in &mut self.rect.lead_rights {
            if r.status == LeadRightStatus::Lapsed {
                r.status = LeadRightStatus::Pending;
            }
        }
    }

    /// Law 17D2: the four hands are returned to the board. After a pass-out
    /// this ends the auction period (no change of call, 25A5); after passes
    /// the players took for a pass-out, one of them out of rotation, no
    /// rectification is possible any more and the board is passed out
    /// (Commentary on Law 17D3, Example 14). After the play it only ends
    /// the correction of a trick-12 revoke (62D1).
    pub(crate) fn on_hands_returned(&mut self) -> Result<Outcome, ActionError> {
        if self.play.hands_returned {
            return Err(ActionError::HandsNotReturnable);
        }
        let only_passes = self.calls.auction.calls.len() >= 3
            && self
                .calls
                .auction
                .calls
                .iter()
                .all(|c| c.call == AttemptedCall::Call(Call::Pass));
        let l = law("17D2");
        match self.phase {
            Phase::PassedOut | Phase::Complete => {}
            Phase::Auction if only_passes => {
                self.blocked_error()?;
                // From here on nothing can fail: no rectification now.
                let open: Vec<usize> = self
                    .rect
                    .irregularities
                    .iter()
                    .filter(|i| i.is_open())
                    .map(|i| i.id)
                    .collect();
                for id in open {
                    self.set_status(id, Status::Condoned { law: l });
                    self.set_step(id, Step::Done);
                }
                self.phase = Phase::PassedOut;
            }
            _ => return Err(ActionError::HandsNotReturnable),
        }
        self.play.hands_returned = true;
        Ok(Outcome::Chose { law: l })
    }
}
