//! What an auction irregularity leaves for the play: lead restrictions
//! (Law 26, RB 26) and the partner barred from the auction (Laws 23, 30-32).

use super::*;
use crate::explain::{comparable, Effect, RectOption};

/// RB 26: the lead penalty when the offender's call `withdrawn` gave way to
/// `final_call`, the call that stands for him at that turn (`None` when no
/// call of his took its place, as after the auction, RB 39B). A suit bid
/// the final call does not repeat: declarer requires or forbids that suit
/// (RB 26A). A no trump bid not followed by another, or a pass, double or
/// redouble: declarer forbids any one suit (RB 26B). A bid above seven
/// counts by the denomination it names.
pub(super) fn rubber_lead_penalty(
    withdrawn: AttemptedCall,
    final_call: Option<AttemptedCall>,
) -> Option<(LawRef, RubberLead)> {
    let strain = |c: AttemptedCall| match c {
        AttemptedCall::Call(Call::Bid(b)) => Some(b.strain()),
        AttemptedCall::OverSeven { strain, .. } => Some(strain),
        AttemptedCall::Call(_) => None,
    };
    let named = strain(withdrawn);
    if named.is_some() && named == final_call.and_then(strain) {
        return None;
    }
    Some(match named.and_then(|s| s.trump()) {
        Some(suit) => (law("RB 26A"), RubberLead::RequireOrProhibit { suit }),
        None => (law("RB 26B"), RubberLead::ProhibitAny),
    })
}

impl State {
    pub(super) fn bar_partner_for_rest(&mut self, id: usize, l: LawRef) {
        if let Some(irr) = self.rect.irregularities.get(id) {
            let p = irr.offender.partner().index();
            self.calls.obligations[p].pass_rest_of_auction = Some(l);
        }
    }

    pub(super) fn bar_side_for_rest(&mut self, offender: Seat, l: LawRef) {
        self.calls.obligations[offender.index()].pass_rest_of_auction = Some(l);
        self.calls.obligations[offender.partner().index()].pass_rest_of_auction = Some(l);
    }

    /// Law 26B: declarer may restrict the offender's partner's first lead if
    /// the offender becomes a defender.
    pub(super) fn add_lead_right(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let (l, rubber) = if self.config.rules.players_apply_penalties() {
            // RB 26: what declarer may do depends on the withdrawn call.
            let named = self
                .record_of(id)
                .and_then(|r| self.calls.auction.calls[r].call.call())
                .and_then(|c| c.bid())
                .and_then(|b| b.strain().trump());
            match named {
                Some(suit) => (law("RB 26A"), Some(RubberLead::RequireOrProhibit { suit })),
                None => (law("RB 26B"), Some(RubberLead::ProhibitAny)),
            }
        } else {
            (law("26B"), None)
        };
        self.push_lead_right(irr, l, rubber);
    }

    /// Records declarer's lead right `l` for irregularity `irr`, unless its
    /// offender already has one pending (the engine keeps the first).
    pub(super) fn push_lead_right(
        &mut self,
        irr: Irregularity,
        l: LawRef,
        rubber: Option<RubberLead>,
    ) {
        let id = irr.id;
        if self
            .rect
            .lead_rights
            .iter()
            .any(|r| r.offender == irr.offender && r.status == LeadRightStatus::Pending)
        {
            return;
        }
        self.rect.lead_rights.push(LeadRight {
            offender: irr.offender,
            irregularity: IrregularityId(id),
            law: l,
            specified: None,
            status: LeadRightStatus::Pending,
            rubber,
        });
        // A right created after the auction (Law 39C) applies to the contract
        // already fixed; one created during it waits for the end.
        if self.phase != Phase::Auction {
            let declaring = self
                .play
                .contract
                .is_some_and(|c| c.declarer.side() == irr.offender.side());
            if declaring || self.play.contract.is_none() {
                if let Some(r) = self.rect.lead_rights.last_mut() {
                    r.status = LeadRightStatus::Lapsed;
                }
            }
            self.settle_lead_rights_without_suits();
        }
    }

    /// Law 26B lets declarer forbid only a suit the offender did not
    /// specify in the legal auction: a pending right over an offender who
    /// specified all four suits leaves nothing to forbid, so there is no
    /// restriction and the lead does not wait (Commentary, Example 22). The
    /// suits count once the auction is over, or at once when the Director
    /// has found them. (The rubber rights of RB 26 do not depend on them.)
    pub(crate) fn settle_lead_rights_without_suits(&mut self) {
        let all = tenace_core::Suit::ALL.into_iter().collect::<SuitSet>();
        let void: Vec<usize> = self
            .rect
            .lead_rights
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                r.status == LeadRightStatus::Pending
                    && r.rubber.is_none()
                    && (self.phase != Phase::Auction || r.specified.is_some())
                    && self.specified_suits(r) == all
            })
            .map(|(i, _)| i)
            .collect();
        for i in void {
            self.rect.lead_rights[i].status = LeadRightStatus::NothingToForbid;
        }
    }

    /// The suits the offender specified in the legal auction: the Director's
    /// finding, or else the suits of his standing suit bids.
    pub(crate) fn specified_suits(&self, right: &LeadRight) -> SuitSet {
        right.specified.unwrap_or_else(|| {
            // An artificial call counts for the suits it specifies (29C,
            // the Director's finding), not the one it names.
            self.calls
                .auction
                .standing()
                .filter(|c| c.seat == right.offender)
                .flat_map(|c| {
                    match c.specified {
                        Some(suits) => suits,
                        None => c
                            .call
                            .call()
                            .and_then(|c| c.bid())
                            .and_then(|b| b.strain().trump())
                            .map_or(SuitSet::EMPTY, |s| SuitSet::EMPTY.with(s)),
                    }
                    .iter()
                })
                .collect()
        })
    }

    /// The penalty of RB 27C (and 27D): partner passes whenever it is his
    /// turn; RB 26 lead penalties if `lead`; the withdrawn bid is
    /// unauthorized information for the offending side.
    pub(super) fn rubber_partner_barred(&mut self, id: usize, l: LawRef, lead: bool) {
        self.bar_partner_for_rest(id, l);
        if lead {
            self.add_lead_right(id);
        }
        if let (Some(r), Some(irr)) = (
            self.record_of(id),
            self.rect.irregularities.get(id).copied(),
        ) {
            self.unauthorized(r, irr.offender.side());
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
    }

    /// RB 26 for irregularity `id` (see [`rubber_lead_penalty`]).
    pub(super) fn add_rubber_lead_right(
        &mut self,
        id: usize,
        withdrawn: AttemptedCall,
        final_call: Option<AttemptedCall>,
    ) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        if let Some((l, lead)) = rubber_lead_penalty(withdrawn, final_call) {
            self.push_lead_right(irr, l, Some(lead));
        }
    }
}

impl State {
    /// The Director's finding (Law 10C1) on a call the lead penalties
    /// depend on: comparable, no lead restriction (26A), or not (26B).
    pub(crate) fn lead_penalty_comparable_options(&self) -> Vec<RectOption> {
        comparable("26A", "26B", Effect::LeadRestriction)
    }
}

impl State {
    /// The Director records the suits `offender` specified in the legal
    /// auction, which declarer may not forbid under Law 26B.
    pub(super) fn rule_specified_suits(
        &mut self,
        offender: Seat,
        suits: SuitSet,
    ) -> Result<(), ActionError> {
        let right = self
            .rect
            .lead_rights
            .iter_mut()
            .find(|r| r.offender == offender && r.status == LeadRightStatus::Pending)
            .ok_or(ActionError::NoLeadRight { seat: offender })?;
        right.specified = Some(suits);
        self.settle_lead_rights_without_suits();
        Ok(())
    }
}
