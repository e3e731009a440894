//! Leads: the opening lead and a lead made face down (41), leads out of
//! turn and their acceptance (53-56), the second lead (53B), declarer
//! spreading his hand (54A) or having seen dummy (54C), and RB 53-56.

#[allow(unused_imports)]
use super::*;
use crate::event::Ruling;
use crate::explain::{opt, rule, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L54B = Clause::new("54B").rb("RB 54A");
    L54D = Clause::new("54D").rb("RB 54D");
    L55B = Clause::new("55B").rb("RB 55B");
    L50B = Clause::new("50B").rb("RB 50");
    L53A = Clause::new("53A").rb("RB 53");
    L53B = Clause::new("53B").rb("RB 53");
    L54 = Clause::new("54").rb("RB 54");
    L54A = Clause::new("54A").rb("RB 54C");
    L54C = Clause::new("54C").rb("RB 54B");
    L55A = Clause::new("55A").rb("RB 55A");
    L56A = Clause::new("56A").rb("RB 56A");
    L56B = Clause::new("56B").rb("RB 56B");
}

impl State {
    pub(crate) fn on_face_down_lead(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Auction => return self.on_play(seat, card, index),
            Phase::Play => return self.face_down_after_faced_lead(seat, card, index),
            Phase::Claim => return Err(ActionError::NotTimeForFaceDownLead),
            Phase::Clarification => {}
        }
        if !self.play.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        self.blocked_error()?;
        self.lead_choice_error(seat)?;
        self.penalty_choice_error(seat)?;
        let contract = self
            .play
            .contract
            .ok_or(ActionError::NotTimeForFaceDownLead)?;
        let leader = contract.opening_leader();
        if seat == leader {
            if let Some((s, c)) = self.play.face_down_lead {
                return Err(ActionError::AlreadyLedFaceDown { seat: s, card: c });
            }
            self.play.face_down_lead = Some((seat, card));
            return Ok(Outcome::Lawful);
        }
        let kind = if seat == leader.partner() {
            K::FaceDownLeadOutOfTurn {
                card,
                proper_leader: leader,
            }
        } else {
            K::DeclaringSideOpeningLead {
                card,
                proper_leader: leader,
            }
        };
        let outcome = self.record(kind, seat, index);
        if let Outcome::Irregular { id, .. } = outcome {
            // Nobody saw the card's face: views keep it hidden (Law 41A).
            self.play.led_face_down.push(IrregularityId(id));
        }
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 54, first paragraph: after a defender faced the opening lead out
    /// of turn, his partner (whose lead it was) leads face down. The
    /// Director has that card retracted: it goes back to his hand, unseen,
    /// and declarer's choice on the faced lead stays open. At any other
    /// time in the play a face-down lead is refused.
    fn face_down_after_faced_lead(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let open = self
            .rect.irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::OpeningLeadOutOfTurn { proper_leader, .. } if proper_leader == seat)
                    && i.is_open()
                    && i.step == Step::Open
                    && self.still_lead_alone(i.id)
            })
            .is_some();
        if !open || self.config.rules.players_apply_penalties() {
            return Err(ActionError::NotTimeForFaceDownLead);
        }
        if !self.play.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        let outcome = self.record_with(
            K::FaceDownLeadAfterFacedLead { card },
            seat,
            index,
            Status::Rectified {
                law: self.cite(L54),
            },
        );
        if let Outcome::Irregular { id, .. } = outcome {
            self.play.led_face_down.push(IrregularityId(id));
        }
        Ok(outcome)
    }

    pub(super) fn on_opening_lead(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::BoardOver)?;
        let leader = contract.opening_leader();
        if seat == leader {
            if let Some((s, c)) = self.play.face_down_lead {
                if c != card {
                    return Err(ActionError::FaceDownLeadDiffers {
                        seat: s,
                        face_down: c,
                        card,
                    });
                }
            }
        }
        self.blocked_error()?;
        if seat == leader {
            if let Some(outcome) = self.lead_before_penalty_card_option(seat, card, index) {
                return Ok(outcome);
            }
        }
        self.lead_choice_error(seat)?;
        self.penalty_choice_error(seat)?;
        if seat == leader {
            // Law 41C, 41D: the lead is faced, the play period begins and
            // dummy's hand is spread.
            self.play.face_down_lead = None;
            let kind = self.classify_in_turn(seat, card);
            self.start_trick(seat, card, None);
            self.play.dummy_spread = true;
            return Ok(self.record_in_turn(kind, seat, index));
        }
        if seat == leader.partner() {
            // Law 54: faced by the wrong defender. The card leads trick one
            // until declarer chooses; a face-down lead by the proper leader
            // goes back to his hand.
            let outcome = self.record(
                K::OpeningLeadOutOfTurn {
                    card,
                    proper_leader: leader,
                },
                seat,
                index,
            );
            self.play.face_down_lead = None;
            self.start_trick(seat, card, outcome_id(&outcome));
            return Ok(outcome);
        }
        // Law 54E: declarer or dummy tried to lead; Law 24 applies to the card.
        let outcome = self.record(
            K::DeclaringSideOpeningLead {
                card,
                proper_leader: leader,
            },
            seat,
            index,
        );
        self.expose(seat, card, &outcome);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 53B: the proper leader led after a lead out of turn by an
    /// opponent: his card is the lead. A defender's card led out of turn
    /// becomes a major penalty card; declarer's goes back to his hand; cards
    /// played to the irregular lead go back.
    pub(super) fn apply_53b(&mut self, id: usize, irregular: Option<usize>) {
        let Some(new) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let Some(card) = new.kind.card() else { return };
        self.relead_53b(new.offender, card, irregular);
        self.set_status(
            id,
            Status::Rectified {
                law: self.cite(L53B),
            },
        );
    }

    /// Law 53B: the irregular lead and every card played to it go back
    /// (a defender's irregular lead as a major penalty card), and `leader`'s
    /// `card` is the lead.
    pub(super) fn relead_53b(&mut self, leader: Seat, card: Card, irregular: Option<usize>) {
        if let Some(old) = self.play.tricks.pop() {
            self.play.lead_irregularities.pop();
            for p in old.cards() {
                self.play.hands[p.seat.index()].insert(p.card);
            }
            if let Some(irr) = irregular
                .and_then(|i| self.rect.irregularities.get(i))
                .copied()
            {
                if let Some(c) = irr.kind.card() {
                    if !self.is_declaring(irr.offender) {
                        self.add_penalty_card(irr.offender, c, true, self.cite(L53B));
                    }
                }
                self.set_status(
                    irr.id,
                    Status::Rectified {
                        law: self.cite(L53B),
                    },
                );
            }
        }
        self.play.exposed.retain(|e| e.card != card);
        self.start_trick(leader, card, None);
    }

    /// The Director's finding on [`Question::LeadOrFollow`] (C 53B): the
    /// proper leader's card, second on the trick of the irregular lead
    /// `irr`, was meant as a lead (53B) or followed to it (53A).
    pub(crate) fn rule_lead_intended(
        &mut self,
        irr: Irregularity,
        lead: bool,
    ) -> Result<Outcome, ActionError> {
        let id = irr.id;
        if !lead {
            self.set_status(
                id,
                Status::Condoned {
                    law: self.cite(L53A),
                },
            );
            self.set_step(id, Step::Done);
            return Ok(Outcome::Settled {
                id,
                law: self.cite(L53A),
            });
        }
        let played = self
            .current_trick()
            .and_then(|t| t.cards().nth(1))
            .ok_or(ActionError::NoQuestionPending)?;
        // A revoke it would have been as a card following is no revoke as
        // a lead.
        let trick = self.play.tricks.len() as u8;
        let revokes: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                i.offender == played.seat
                    && matches!(i.status, Status::Unnoticed | Status::AwaitingDirector)
                    && matches!(i.kind, K::Revoke { card, trick: t, .. }
                        if card == played.card && t == trick)
            })
            .map(|i| i.id)
            .collect();
        for r in revokes {
            self.set_status(
                r,
                Status::Cancelled {
                    law: self.cite(L53B),
                },
            );
        }
        self.relead_53b(played.seat, played.card, Some(id));
        self.set_step(id, Step::Done);
        Ok(Outcome::Settled {
            id,
            law: self.cite(L53B),
        })
    }

    /// C 53: declarer accepted (`accepted`) or refused the defender's lead
    /// out of turn `first`, after which the proper leader had led too. If
    /// accepted, the second card is a major penalty card (Law 50B, a card
    /// deliberately led); if refused, it is the lead to the trick (and the
    /// first card is the 56B penalty card).
    pub(crate) fn settle_second_lead(&mut self, first: usize, accepted: bool) {
        let Some(lead) = self
            .rect
            .irregularities
            .get(first)
            .and_then(|i| match i.kind {
                K::DefenderLeadOutOfTurn { card, .. } => Some(card),
                _ => None,
            })
        else {
            return;
        };
        let second = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                i.is_open()
                    && matches!(i.kind, K::SecondLeadByProperLeader { irregular_lead, .. }
                        if irregular_lead == lead)
            })
            .copied();
        let Some(second) = second else { return };
        let Some(card) = second.kind.card() else {
            return;
        };
        self.play.exposed.retain(|e| e.card != card);
        if accepted {
            self.add_penalty_card(second.offender, card, true, self.cite(L50B));
            self.set_status(
                second.id,
                Status::Rectified {
                    law: self.cite(L56A),
                },
            );
        } else {
            self.start_trick(second.offender, card, None);
            self.set_status(
                second.id,
                Status::Rectified {
                    law: self.cite(L56B),
                },
            );
        }
        self.set_step(second.id, Step::Done);
    }

    /// Law 55A: the defenders chose differently about declarer's lead out
    /// of turn; the choice of the defender next in turn after it (the
    /// offender's left-hand opponent) prevails. `None` when `seat` is not
    /// overruling his partner's earlier answer, which is possible only while
    /// nothing has been played since it.
    pub(crate) fn overrule_55a(
        &mut self,
        seat: Seat,
        accept: bool,
    ) -> Option<Result<Outcome, ActionError>> {
        if self.config.rules.players_apply_penalties() {
            // RB 55: either defender answers for the side, without
            // consultation; the first answer stands (no 55A tie-break).
            return None;
        }
        let answer = self.rect.lead_answer?;
        let irr = self.irregularity(answer.irregularity).copied()?;
        let K::DeclarerLeadOutOfTurn { card, .. } = irr.kind else {
            return None;
        };
        if seat != irr.offender.lho() || answer.seat != seat.partner() || answer.accepted == accept
        {
            return None;
        }
        let l = self.cite(L55A);
        if accept {
            // The lead was withdrawn at his partner's request: it is restored
            // if nothing has been played since.
            let untouched = answer.tricks == self.play.tricks_started()
                && self.current_trick().is_none()
                && self.play.hands[irr.offender.index()].contains(card)
                && matches!(irr.status, Status::Rectified { .. });
            if !untouched {
                return None;
            }
            self.start_trick(irr.offender, card, Some(irr.id));
            self.resume_play();
            self.set_status(irr.id, Status::Condoned { law: l });
            self.set_step(irr.id, Step::Done);
            self.rect.lead_answer = None;
            return Some(Ok(Outcome::Settled { id: irr.id, law: l }));
        }
        // His partner accepted: the lead is withdrawn if still alone.
        if !matches!(irr.status, Status::Condoned { .. }) || !self.still_lead_alone(irr.id) {
            return None;
        }
        let result = self.decline_play_irregularity(irr, seat);
        if result.is_ok() {
            self.rect.lead_answer = None;
        }
        Some(result)
    }

    /// Law 54A: presumed declarer spreads his hand and becomes dummy.
    pub(crate) fn on_spread_hand(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let contract = self
            .play
            .contract
            .ok_or(ActionError::NothingToDecline { seat })?;
        let irr = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::OpeningLeadOutOfTurn { .. })
                    && i.is_open()
                    && i.step == Step::Open
            })
            .copied()
            .ok_or(ActionError::NothingToDecline { seat })?;
        if seat != contract.declarer {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: Who::PresumedDeclarer,
            });
        }
        if self.current_trick().is_none_or(|t| t.len() != 1) {
            return Err(ActionError::NothingToDecline { seat });
        }
        let dummy = contract.dummy();
        if self.config.rules.players_apply_penalties()
            && self.play.exposed.iter().any(|e| e.seat == dummy)
        {
            // RB 54 footnote 23: cards of both hands are exposed; the
            // player who was to be declarer stays declarer. The lead is
            // accepted and dummy's hand is spread.
            let l = law("RB 54 fn23");
            self.play.dummy_spread = true;
            self.play
                .exposed
                .retain(|e| e.seat != dummy && e.seat != seat);
            self.set_status(irr.id, Status::Condoned { law: l });
            self.set_step(irr.id, Step::Done);
            return Ok(Outcome::Settled { id: irr.id, law: l });
        }
        let mut c = contract;
        c.declarer = contract.declarer.partner();
        self.play.contract = Some(c);
        self.play.dummy_spread = true;
        self.set_status(
            irr.id,
            Status::Rectified {
                law: self.cite(L54A),
            },
        );
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled {
            id: irr.id,
            law: self.cite(L54A),
        })
    }

    /// Law 54C: the Director finds that declarer could have seen dummy's
    /// cards: the faced opening lead out of turn is accepted, and declarer
    /// plays next from his own hand (as under 54B).
    pub(crate) fn on_declarer_saw_dummy(&mut self) -> Result<Outcome, ActionError> {
        let irr = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::OpeningLeadOutOfTurn { .. })
                    && i.is_open()
                    && i.step == Step::Open
                    && self.still_lead_alone(i.id)
            })
            .copied()
            .ok_or(ActionError::NoQuestionPending)?;
        self.play.dummy_spread = true;
        let l = self.cite(L54C);
        self.set_status(irr.id, Status::Condoned { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Whether the lead of irregularity `id` is still alone on its trick.
    pub(super) fn still_lead_alone(&self, id: usize) -> bool {
        self.play.lead_irregularities.last().copied().flatten() == Some(IrregularityId(id))
            && self.current_trick().is_some_and(|t| t.len() == 1)
    }
}

/// The Director's options (Law 10C1) for Laws 53-56 (RB 53-56).
impl State {
    /// A lead out of turn: declarer's choices after an opening lead out of
    /// turn (54A, 54B, 54D), after a defender's (56A, 56B), and the
    /// defenders' after declarer's (55A, 55B).
    pub(crate) fn lead_out_of_turn_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if irr.step != Step::Open {
            return Vec::new();
        }
        let Some(d) = self.declarer_chooser() else {
            return Vec::new();
        };
        let o = irr.offender;
        match irr.kind {
            K::OpeningLeadOutOfTurn { .. } => vec![
                opt(
                    d,
                    OptionKind::SpreadHand,
                    self.cite(L54A),
                    Effect::DeclarerBecomesDummy,
                ),
                opt(
                    d,
                    OptionKind::Accept,
                    self.cite(L54B),
                    Effect::OpeningLeadAccepted,
                ),
                opt(
                    d,
                    OptionKind::Decline,
                    self.cite(L54D),
                    Effect::LeadRefusedPenaltyCard,
                ),
            ],
            K::DefenderLeadOutOfTurn { .. } => vec![
                opt(d, OptionKind::Accept, self.cite(L56A), Effect::LeadAccepted),
                opt(
                    d,
                    OptionKind::Decline,
                    self.cite(L56B),
                    Effect::LeadRefusedPenaltyCard,
                ),
            ],
            _ => self.defenders_choose(
                o,
                (self.cite(L55A), Effect::LeadAccepted),
                (self.cite(L55B), Effect::DeclarerLeadRetracted),
            ),
        }
    }

    /// Law 53: was the card meant as a lead (accepted, 53A) or as the
    /// proper lead's follow (53B)?
    pub(crate) fn lead_or_follow_options(&self) -> Vec<RectOption> {
        vec![
            rule(
                Ruling::LeadIntended { lead: false },
                self.cite(L53A),
                Effect::LeadAccepted,
            ),
            rule(
                Ruling::LeadIntended { lead: true },
                self.cite(L53B),
                Effect::ProperLeadStands,
            ),
        ]
    }
}
