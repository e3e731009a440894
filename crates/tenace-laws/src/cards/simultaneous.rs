//! Several cards produced at once (Law 58, RB 58).

#[allow(unused_imports)]
use super::*;
use crate::explain::{opt, Chooser, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L58B2 = Clause::new("58B2").rb("RB 58");
}

impl State {
    /// Law 58B: `seat` produced `cards` at once, `visible` of them face up.
    /// One visible card is played and the rest go back without rectification
    /// (58B1); several visible cards wait for his designation (58B2).
    pub(crate) fn on_play_multiple(
        &mut self,
        seat: Seat,
        cards: Hand,
        visible: Hand,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::Auction => {
                return Err(ActionError::BadMultiplePlay {
                    seat,
                    why: Why::ShownInAuction,
                })
            }
            Phase::Clarification | Phase::Play => {}
        }
        let hand = self.play.hands[seat.index()];
        if let Some(c) = cards.iter().find(|c| !hand.contains(*c)) {
            return Err(self.not_held(seat, c));
        }
        if cards.len() < 2 {
            return Err(ActionError::BadMultiplePlay {
                seat,
                why: Why::TwoOrMoreCards,
            });
        }
        if visible.is_empty() || !(visible - cards).is_empty() {
            return Err(ActionError::BadMultiplePlay {
                seat,
                why: Why::VisibleAmongProduced,
            });
        }
        if let (1, Some(card)) = (visible.len(), visible.iter().next()) {
            // 58B1: the visible card is played; the others go back.
            return self.on_play(seat, card, index);
        }
        self.blocked_error()?;
        if self.leader_now() == Some(seat) {
            self.lead_choice_error(seat)?;
        }
        // 58B2: nothing is played until he says which card he meant; the
        // table waits whatever the mode.
        let outcome = self.record_with(
            K::SimultaneousCards { visible },
            seat,
            index,
            Status::AwaitingDirector,
        );
        for c in visible.iter() {
            self.expose(seat, c, &outcome);
        }
        Ok(outcome)
    }

    /// Law 58B2 and the Commentary on Law 58: the offender says which of his
    /// visible cards he meant (it is played; a defender's other visible cards
    /// become penalty cards under 50B), or that he meant another card (a
    /// defender's visible cards all become major penalty cards; declarer's
    /// go back, and he plays at his turn).
    pub(crate) fn on_simultaneous_designation(
        &mut self,
        seat: Seat,
        card: Option<Card>,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let irr = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                matches!(i.kind, K::SimultaneousCards { .. })
                    && i.status == Status::AwaitingDirector
                    && i.offender == seat
            })
            .copied()
            .ok_or(ActionError::NoDesignationPending { seat })?;
        let K::SimultaneousCards { visible } = irr.kind else {
            return Err(ActionError::NoDesignationPending { seat });
        };
        let defender = !self.is_declaring(seat);
        let done = self.cite(L58B2);
        let Some(c) = card else {
            self.play
                .exposed
                .retain(|e| e.irregularity != IrregularityId(irr.id));
            if defender {
                for v in visible.iter() {
                    self.add_penalty_card(seat, v, true, done);
                }
            }
            self.set_status(irr.id, Status::Rectified { law: done });
            self.set_step(irr.id, Step::Done);
            return Ok(Outcome::Settled {
                id: irr.id,
                law: done,
            });
        };
        if !visible.contains(c) {
            return Err(ActionError::BadMultiplePlay {
                seat,
                why: Why::DesignatedVisible,
            });
        }
        // The designated card is played as if alone: its own classification
        // (out of turn, revoke ...) follows. Nothing has changed if the play
        // is refused.
        self.set_status(irr.id, Status::Rectified { law: done });
        let played = match self.on_play(seat, c, index) {
            Ok(o) => o,
            Err(e) => {
                self.set_status(irr.id, Status::AwaitingDirector);
                return Err(e);
            }
        };
        self.play
            .exposed
            .retain(|e| e.irregularity != IrregularityId(irr.id));
        if defender {
            for v in (visible - [c].into_iter().collect()).iter() {
                self.add_penalty_card(seat, v, false, done);
            }
        }
        self.set_step(irr.id, Step::Done);
        Ok(match played {
            Outcome::Irregular { .. } => played,
            _ => Outcome::Settled {
                id: irr.id,
                law: done,
            },
        })
    }
}

impl State {
    /// The Director's options (Law 10C1) on cards played at once: the
    /// offender designates the card he plays; a defender may say he meant
    /// another, and the rest become penalty cards (58B2).
    pub(crate) fn simultaneous_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let o = irr.offender;
        let off = Chooser::Player { seat: o };
        let mut v = vec![opt(
            off,
            OptionKind::Designate,
            self.cite(L58B2),
            Effect::DesignatedCardPlayed,
        )];
        if self
            .play
            .contract
            .is_some_and(|c| o.is_opponent(c.declarer))
        {
            v.push(opt(
                off,
                OptionKind::Designate,
                self.cite(L58B2),
                Effect::OtherCardMeantPenaltyCards,
            ));
        }
        v
    }
}
