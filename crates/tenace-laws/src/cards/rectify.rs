//! Rectification in the play: what follows once an irregularity is
//! recognised, the mandatory rectifications, and the choice of the
//! non-offending side to accept or decline.

#[allow(unused_imports)]
use super::*;
use crate::law::Clause;
crate::law::clauses! {
    L41A = Clause::new("41A").rb("RB 41");
    L48A = Clause::new("48A").rb("RB 48");
    L52B1B = Clause::new("52B1(b)").rb("RB 52A");
    L52B2 = Clause::new("52B2").rb("RB 52B");
    L54D = Clause::new("54D").rb("RB 54D");
    L55B1 = Clause::new("55B1").rb("RB 55B1");
    L55B2 = Clause::new("55B2").rb("RB 55B2");
    L56B = Clause::new("56B").rb("RB 56B");
    L60B = Clause::new("60B").rb("RB 60");
    L55C = Clause::new("55C").rb("RB 55").cl("CL 55");
}

impl State {
    /// In auto-director mode, applies at once what the Laws prescribe
    /// without a choice for a newly recognised irregularity of the play.
    pub(super) fn after_recognised(&mut self, outcome: &Outcome) {
        if self.config.mode != Mode::AutoDirector {
            return;
        }
        if let Outcome::Irregular { id, .. } = *outcome {
            self.rectify_play(id);
        }
    }

    /// Attention has been drawn to irregularity `id` of the play (or the
    /// engine recognised it in auto-director mode): apply the rectification
    /// the Laws prescribe, or wait for the choice they give.
    pub(crate) fn rectify_play(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        if matches!(irr.status, Status::Condoned { .. }) {
            // Nothing to rectify (e.g. RB 69: a faced defender's act).
            return;
        }
        if self.held_by_claim(irr) {
            return;
        }
        let o = irr.offender;
        match irr.kind {
            k if k.is_revoke() && !matches!(k, K::PenaltyCardNotPlayed { .. }) => {
                self.rectify_revoke(irr)
            }
            K::PenaltyCardNotPlayed { .. } => self.set_status(id, Status::AwaitingDirector),
            K::FaceDownLeadOutOfTurn { .. } => {
                // Law 41A: returned to the hand on the Director's instruction; no penalty.
                self.set_status(
                    id,
                    Status::Rectified {
                        law: self.cite(L41A),
                    },
                );
            }
            K::DeclaringSideOpeningLead { card, .. } => {
                // Laws 54E, 24D: the card goes back to the hand; its
                // information is unauthorized for the declaring side.
                self.play.exposed.retain(|e| e.card != card);
                self.card_info(o, card, law("16C"));
                self.set_status(id, Status::Rectified { law: law("54E") });
            }
            K::DeclarerExposedCard { card } => {
                self.play.exposed.retain(|e| e.card != card);
                self.set_status(
                    id,
                    Status::Rectified {
                        law: self.cite(L48A),
                    },
                );
            }
            K::DefenderExposedCard { card } => self.rectify_defender_exposed_card(id, o, card),
            K::CardAddedToTrick { card } => {
                self.play.exposed.retain(|e| e.card != card);
                if self.is_declaring(o) {
                    // 45E2: returned without rectification.
                    self.set_status(id, Status::Rectified { law: law("45E2") });
                } else {
                    // 45E1: a penalty card (the Director may instead deem it led).
                    self.add_penalty_card(o, card, true, law("45E1"));
                    self.set_status(id, Status::Rectified { law: law("45E1") });
                }
            }
            K::PrematureLeadOrPlay { card, lead } => self.rectify_premature(id, o, card, lead),
            K::PlayAtRightHandOpponentsTurn { card } => {
                // 57D: a card that can lawfully be played to the trick is
                // played at its proper turn; otherwise a major penalty card.
                self.play_at_own_turn(o, card, law("57D"));
                self.set_status(id, Status::Rectified { law: law("57D") });
            }
            K::PlayBeforeRequiredLead { card } => {
                // 60B: a major penalty card.
                self.play.exposed.retain(|e| e.card != card);
                self.add_penalty_card(o, card, true, self.cite(L60B));
                self.set_status(
                    id,
                    Status::Rectified {
                        law: self.cite(L60B),
                    },
                );
            }
            K::DeclarerPrematurePlay { card } => {
                // 57C3: the card stands and is played at its turn.
                self.play.exposed.retain(|e| e.card != card);
                self.rect.must_play.push((o, card, law("57C3")));
                self.set_status(id, Status::Rectified { law: law("57C3") });
            }
            K::OpeningLeadOutOfTurn { .. }
            | K::DefenderLeadOutOfTurn { .. }
            | K::DeclarerLeadOutOfTurn { .. } => {
                self.set_status(id, Status::AwaitingDirector);
            }
            K::OmittedPlay { trick } => self.rectify_omitted_play(id, trick),
            K::DummyWrongCard { card, named } => self.rectify_dummy_wrong_card(id, card, named),
            K::ExtraCardOnTrick { card, trick } => self.rectify_extra_card(id, card, trick),
            _ => self.set_status(id, Status::AwaitingDirector),
        }
    }

    /// Law 68D: whether a pending claim holds the irregularity `irr` for
    /// the Director's ruling on the claim (or leaves it established).
    fn held_by_claim(&mut self, irr: Irregularity) -> bool {
        let id = irr.id;
        if !(self.claim_suspends_play() && Self::waits_for_claim(irr.kind)) {
            return false;
        }
        if matches!(irr.status, Status::Established { .. }) {
            // Established (63A3, 63A4): the trick stands (63B); Law 64
            // applies at the end.
            return true;
        }
        // Law 68D: play is suspended by the claim, so no card is played
        // again: a revoke is not corrected by play (62A, 62C3), a trick
        // is not reopened for a card to be supplied (67A1), dummy's
        // card is not replaced (45D1). The irregularity waits for the
        // Director's ruling on the claim, which settles it (for a
        // revoke, the Commentary on Law 63A: he allows the correction
        // and determines the claim, doubtful points against the
        // revoker), or for the agreement that establishes it (63A4).
        self.set_status(id, Status::AwaitingDirector);
        true
    }

    /// Law 57C1: whether declarer has played to the trick in progress from
    /// `hand` (his own or dummy's). A card he played early from either hand
    /// is a played card (57C3), held for its turn (or, in table mode before
    /// attention is drawn, still faced beside the trick): it counts.
    pub(super) fn declarer_played_from(&self, hand: Seat) -> bool {
        if self.current_trick().is_some_and(|t| t.has_played(hand)) {
            return true;
        }
        self.rect
            .must_play
            .iter()
            .any(|(s, _, l)| *s == hand && *l == law("57C3"))
            || self.play.exposed.iter().any(|e| {
                e.seat == hand
                    && self.irregularity(e.irregularity).is_some_and(
                        |i| matches!(i.kind, K::DeclarerPrematurePlay { card } if card == e.card),
                    )
            })
    }

    /// Declines a lead out of turn or a failure to play a penalty card.
    pub(crate) fn decline_play_irregularity(
        &mut self,
        irr: Irregularity,
        seat: Seat,
    ) -> Result<Outcome, ActionError> {
        let contract = self
            .play
            .contract
            .ok_or(ActionError::NothingToDecline { seat })?;
        let id = irr.id;
        let (entitled, who) = match irr.kind {
            K::DeclarerLeadOutOfTurn { .. } | K::ClaimTrumpsBreached { .. } => {
                (seat.is_opponent(contract.declarer), Who::EitherDefender)
            }
            _ => (seat == contract.declarer, Who::Declarer),
        };
        if !entitled {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: who,
            });
        }
        if matches!(irr.kind, K::PenaltyCardNotPlayed { .. }) && self.declarer_played_since(&irr) {
            return Err(ActionError::MustAccept {
                law: self.cite(L52B1B),
            });
        }
        match irr.kind {
            K::PenaltyCardNotPlayed {
                card,
                penalty_card,
                trick,
            } => {
                // 52B2: the penalty card is played instead; every card led or
                // played illegally becomes a major penalty card.
                let t = usize::from(trick).saturating_sub(1);
                let o = irr.offender;
                let Some(tr) = self.play.tricks.get_mut(t) else {
                    return Err(ActionError::NothingToDecline { seat });
                };
                let strain = contract.bid.strain();
                let lead = tr.leader == o;
                if lead && tr.len() == 1 {
                    self.play.tricks.pop();
                    self.play.lead_irregularities.pop();
                    self.play.hands[o.index()].insert(card);
                    self.add_penalty_card(o, card, true, self.cite(L52B2));
                    self.start_trick(o, penalty_card, None);
                } else {
                    tr.remove(o);
                    tr.push(o, penalty_card, strain);
                    let complete = tr.is_complete();
                    self.play.hands[o.index()].insert(card);
                    self.play.hands[o.index()].remove(penalty_card);
                    self.rect.penalty_cards.retain(|p| p.card != penalty_card);
                    self.card_info(o, penalty_card, law("50E3"));
                    self.add_penalty_card(o, card, true, self.cite(L52B2));
                    if complete && self.play.tricks.len() == 13 {
                        self.phase = Phase::Complete;
                    }
                }
                self.set_status(
                    id,
                    Status::Rectified {
                        law: self.cite(L52B2),
                    },
                );
                Ok(Outcome::Settled {
                    id,
                    law: self.cite(L52B2),
                })
            }
            K::ClaimTrumpsBreached { card, .. } => {
                // RB 69: the lead is taken back; declarer leads again.
                let alone = self
                    .current_trick()
                    .is_some_and(|t| t.len() == 1 && t.lead() == Some(card));
                if !alone {
                    return Err(ActionError::NothingToDecline { seat });
                }
                self.play.tricks.pop();
                self.play.lead_irregularities.pop();
                self.play.hands[irr.offender.index()].insert(card);
                let l = law("RB 69");
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                Ok(Outcome::Settled { id, law: l })
            }
            K::OpeningLeadOutOfTurn { card, .. }
            | K::DefenderLeadOutOfTurn { card, .. }
            | K::DeclarerLeadOutOfTurn { card, .. } => {
                let opening = matches!(irr.kind, K::OpeningLeadOutOfTurn { .. });
                if self.play.lead_irregularities.last().copied().flatten()
                    != Some(IrregularityId(id))
                {
                    return Err(ActionError::NothingToDecline { seat });
                }
                self.play.tricks.pop();
                self.play.lead_irregularities.pop();
                self.play.hands[irr.offender.index()].insert(card);
                let l = match irr.kind {
                    K::OpeningLeadOutOfTurn { .. } => self.cite(L54D),
                    K::DefenderLeadOutOfTurn { .. } => self.cite(L56B),
                    K::DeclarerLeadOutOfTurn { proper_leader, .. }
                        if self.is_declaring(proper_leader) =>
                    {
                        self.cite(L55B2)
                    }
                    _ => self.cite(L55B1),
                };
                if !self.is_declaring(irr.offender) {
                    // 54D, 56B: the card becomes a major penalty card.
                    self.add_penalty_card(irr.offender, card, true, l);
                }
                if opening {
                    self.phase = Phase::Clarification;
                }
                if matches!(irr.kind, K::DeclarerLeadOutOfTurn { .. }) {
                    self.rect.lead_answer = Some(LeadAnswer {
                        irregularity: IrregularityId(id),
                        seat,
                        accepted: false,
                        tricks: self.play.tricks_started(),
                    });
                    // 55C: declarer's line could rest on what the retracted
                    // card showed: Law 16 applies (RB 55 / Club Law 55: the
                    // offenders, or the Arbiter, redress the damage).
                    self.flag(self.cite(L55C), Some(id));
                }
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                self.settle_second_lead(id, false);
                Ok(Outcome::Settled { id, law: l })
            }
            _ => Err(ActionError::NothingToDecline { seat }),
        }
    }
}
