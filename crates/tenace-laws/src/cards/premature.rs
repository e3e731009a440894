//! A defender's premature lead or play (Law 57, RB 57): declarer's
//! options and the leads that follow.

#[allow(unused_imports)]
use super::*;
use crate::explain::{opt, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L57C1 = Clause::new("57C1").rb("RB 57");
    L57A = Clause::new("57A").rb("RB 57");
}

impl State {
    /// RB 57 in place of Law 57A. The card is no penalty card as such: a
    /// card played to the trick before partner's turn must be played at the
    /// offender's own turn (a major penalty card if it cannot be, RB 50); a
    /// card led to the next trick waits on the table until this trick is
    /// won (see [`State::settle_rb57_leads`]). Declarer chooses one of the
    /// three RB 57 options for the offender's partner, unless he has played
    /// from both hands.
    pub(super) fn rectify_rb57(&mut self, id: usize, o: Seat, card: Card, lead: bool, both: bool) {
        let l = law("RB 57");
        if !lead {
            self.play_at_own_turn(o, card, l);
        }
        if both {
            // Declarer has played from both hands: no penalty.
            self.set_status(id, Status::Condoned { law: l });
        } else {
            self.set_status(id, Status::AwaitingDirector);
        }
    }

    /// A defender's card shown before his turn to the trick in progress
    /// (Law 57D, RB 57): played at his own turn if it can lawfully be,
    /// otherwise a major penalty card.
    pub(super) fn play_at_own_turn(&mut self, o: Seat, card: Card, l: LawRef) {
        self.play.exposed.retain(|e| e.card != card);
        let led = self.current_trick().and_then(|t| t.suit_led());
        let lawful = match led {
            Some(s) => card.suit() == s || !self.play.hands[o.index()].has_suit(s),
            None => true,
        };
        if lawful {
            self.rect.must_play.push((o, card, l));
        } else {
            self.add_penalty_card(o, card, true, l);
        }
    }

    /// RB 57: when the trick in progress is complete, a card a defender led
    /// to the next trick prematurely is settled by who won this one: the
    /// offender's partner (a major penalty card when declarer's RB 57 option
    /// was applied; otherwise it goes back to the hand, no penalty being
    /// due once declarer had played from both hands), the offender himself
    /// (it is his lead), or declarer's side (a defender's lead out of turn,
    /// RB 56).
    pub(super) fn settle_rb57_leads(&mut self) {
        if !self.config.rules.players_apply_penalties() {
            return;
        }
        let Some(winner) = self.play.tricks.last().and_then(|t| t.winner) else {
            return;
        };
        let pending: Vec<(Status, Seat, Card, usize)> =
            self.rect
                .irregularities
                .iter()
                .filter_map(|i| match i.kind {
                    K::PrematureLeadOrPlay { card, lead: true }
                        if self.play.hands[i.offender.index()].contains(card)
                            && self.play.exposed.iter().any(|e| {
                                e.card == card && e.irregularity == IrregularityId(i.id)
                            }) =>
                    {
                        Some((i.status, i.offender, card, i.event))
                    }
                    _ => None,
                })
                .collect();
        let l = law("RB 57");
        // After the thirteenth trick there is no next trick to lead to: a
        // card still held then (its owner failed to play to a trick, Law 67)
        // is an exposed card (RB 49, 50), never the lead of a fourteenth.
        let board_over = self.play.tricks.len() >= 13;
        for (status, o, card, event) in pending {
            self.play.exposed.retain(|e| e.card != card);
            if board_over {
                self.add_penalty_card(o, card, true, l);
            } else if winner == o.partner() {
                if matches!(status, Status::Condoned { .. }) {
                    // No penalty; what it showed is unauthorized (RB 16).
                    self.card_info(o, card, l);
                } else {
                    self.add_penalty_card(o, card, true, l);
                }
            } else if winner == o {
                self.rect.must_play.push((o, card, l));
            } else if self.phase != Phase::Play || self.current_trick().is_some() {
                // A second card led early (the first is now the lead), or
                // the board is over: an exposed card (RB 49, 50).
                self.add_penalty_card(o, card, true, l);
            } else {
                let kind = K::DefenderLeadOutOfTurn {
                    card,
                    proper_leader: winner,
                };
                let outcome = self.record(kind, o, event);
                self.start_trick(o, card, outcome_id(&outcome));
                self.after_recognised(&outcome);
            }
        }
    }

    /// Declarer's Law 57A option for the premature player's partner.
    pub(crate) fn on_play_option(
        &mut self,
        seat: Seat,
        option: PlayRestrictionKind,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoPlayOption)?;
        if seat != contract.declarer {
            return Err(ActionError::NoPlayOption);
        }
        let irr = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                (matches!(i.kind, K::PrematureLeadOrPlay { .. })
                    || (i.kind.is_revoke() && i.step == Step::AwaitPlayOption))
                    && i.status == Status::AwaitingDirector
            })
            .copied()
            .ok_or(ActionError::NoPlayOption)?;
        let rubber = self.config.rules.players_apply_penalties();
        if irr.kind.is_revoke() {
            // RB 62: declarer names the partner's card by its suit.
            let partner = irr.offender.partner();
            let hand = self.play.hands[partner.index()];
            let PlayRestrictionKind::PlaySuit { suit } = option else {
                return Err(ActionError::NotARubberOption { law: law("RB 62") });
            };
            if !hand.has_suit(suit) {
                return Err(ActionError::NotARubberOption { law: law("RB 62") });
            }
            self.rect.play_restriction = Some(PlayRestriction {
                seat: partner,
                kind: option,
                trick: self.play.tricks_started(),
            });
            let l = law("RB 62");
            self.set_status(irr.id, Status::Rectified { law: l });
            self.set_step(irr.id, Step::Done);
            return Ok(Outcome::Settled { id: irr.id, law: l });
        }
        if rubber && matches!(option, PlayRestrictionKind::PlaySuit { .. }) {
            // RB 57 has no option to require a suit (Law 57A3).
            return Err(ActionError::NotARubberOption { law: law("RB 57") });
        }
        let trick = self.play.tricks_started();
        self.rect.play_restriction = Some(PlayRestriction {
            seat: irr.offender.partner(),
            kind: option,
            trick,
        });
        let l = self.cite(L57A);
        self.set_status(irr.id, Status::Rectified { law: l });
        Ok(Outcome::Settled { id: irr.id, law: l })
    }
}

impl State {
    /// The Director's option (Law 10C1) after a defender's premature lead
    /// or play: declarer chooses how the offender's partner plays (57A,
    /// RB 57).
    pub(crate) fn premature_options(&self) -> Vec<RectOption> {
        let Some(d) = self.declarer_chooser() else {
            return Vec::new();
        };
        let effect = if self.config.rules.players_apply_penalties() {
            Effect::RbPartnerPlayRestricted
        } else {
            Effect::PartnerPlayRestricted
        };
        vec![opt(d, OptionKind::PlayOption, self.cite(L57A), effect)]
    }
}

impl State {
    /// A defender's premature lead or play (57A, 57C1; RB 57).
    pub(super) fn rectify_premature(&mut self, id: usize, o: Seat, card: Card, lead: bool) {
        let declarer_played_both = self.play.contract.is_some_and(|c| {
            self.declarer_played_from(c.declarer) && self.declarer_played_from(c.dummy())
        });
        if self.config.rules.players_apply_penalties() {
            self.rectify_rb57(id, o, card, lead, declarer_played_both);
            return;
        }
        self.play.exposed.retain(|e| e.card != card);
        if declarer_played_both {
            // 57C1: no rectification. The card goes back to the
            // hand; what it showed is unauthorized for his side
            // (16C).
            self.card_info(o, card, law("16C"));
            self.set_status(
                id,
                Status::Rectified {
                    law: self.cite(L57C1),
                },
            );
        } else {
            // 57A: a major penalty card; declarer chooses for partner.
            self.add_penalty_card(o, card, true, self.cite(L57A));
            self.set_status(id, Status::AwaitingDirector);
        }
    }
}
