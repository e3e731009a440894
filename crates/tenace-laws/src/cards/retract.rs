//! Cards taken back: after an opponent misled the player (47E), and the
//! cards withdrawn after a correction that may be changed (62C2), with the
//! information they leave (16C).

#[allow(unused_imports)]
use super::*;

use crate::law::Clause;
crate::law::clauses! {
    L47E1 = Clause::new("47E1").rb("RB 47D");
    L47E2A = Clause::new("47E2(a)").rb("RB 47D");
    L62C2 = Clause::new("62C2").rb("RB 62");
}

impl State {
    /// Law 62C2: after a revoke `id` is corrected, the offender's partner,
    /// a defender, had a card on the trick after the revoke; it went back
    /// to his hand. It stays faced: if he plays another card in its place it
    /// becomes a (major) penalty card.
    pub(super) fn hold_62c2(&mut self, id: usize, before: &[Hand; 4]) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let partner = irr.offender.partner();
        if self.is_declaring(partner) {
            return;
        }
        for c in (self.play.hands[partner.index()] - before[partner.index()]).iter() {
            if !self.play.exposed.iter().any(|e| e.card == c) {
                self.play.exposed.push(ExposedCard {
                    seat: partner,
                    card: c,
                    irregularity: IrregularityId(id),
                });
            }
        }
    }

    /// Laws 62C2, 45D1: `seat`'s card `card` went back to his hand with the
    /// correction, after `unless` (of the other side, next before him in
    /// rotation) had played `unless_card`: he may change it only if
    /// `unless` changes his.
    pub(super) fn keep_unless_changed(
        &mut self,
        seat: Seat,
        card: Card,
        unless: Seat,
        unless_card: Card,
        l: LawRef,
    ) {
        if !self.play.hands[seat.index()].contains(card)
            || !self.play.hands[unless.index()].contains(unless_card)
        {
            return;
        }
        self.rect.kept_cards.push(KeptCard {
            seat,
            card,
            unless,
            unless_card,
            law: l,
        });
    }

    /// Laws 62C2, 45D1: `seat` plays `card`. Refused when it replaces a
    /// kept card that can no longer be changed.
    pub(super) fn kept_card_error(&self, seat: Seat, card: Card) -> Result<(), ActionError> {
        match self
            .rect
            .must_play
            .iter()
            .find(|(s, _, l)| *s == seat && (*l == self.cite(L62C2) || *l == law("45D1")))
        {
            Some(&(_, kept, l)) if kept != card => Err(ActionError::CannotRetract {
                seat,
                law: l,
                why: Why::OpponentKeptHisCard,
            }),
            _ => Ok(()),
        }
    }

    /// Laws 62C2, 45D1: `seat` has played `card`. An opponent whose change
    /// waited on his is now free (he changed) or bound to play his card
    /// again (he did not).
    pub(super) fn settle_kept_cards(&mut self, seat: Seat, card: Card) {
        if self.rect.kept_cards.is_empty() {
            return;
        }
        let kept = std::mem::take(&mut self.rect.kept_cards);
        for k in kept {
            if k.seat == seat {
                continue;
            }
            if k.unless != seat {
                self.rect.kept_cards.push(k);
            } else if card == k.unless_card {
                self.rect.must_play.push((k.seat, k.card, k.law));
            }
        }
    }

    /// Law 62C2: `seat` has played to the trick again; a card of his held
    /// under [`State::hold_62c2`] that he did not play again is a penalty card.
    pub(super) fn release_62c2(&mut self, seat: Seat) {
        let held: Vec<Card> = self
            .play
            .exposed
            .iter()
            .filter(|e| {
                e.seat == seat
                    && self
                        .irregularity(e.irregularity)
                        .is_some_and(|i| i.kind.is_revoke() && i.offender == seat.partner())
            })
            .map(|e| e.card)
            .collect();
        for c in held {
            self.play.exposed.retain(|e| e.card != c);
            self.add_penalty_card(seat, c, true, self.cite(L62C2));
        }
    }

    /// Law 47E: `seat` takes back, without rectification, a lead out of turn
    /// made because an opponent wrongly told him it was his turn (47E1: the
    /// cards played to it go back too; it is not accepted and establishes no
    /// revoke), or his last card after an opponent's mistaken explanation
    /// (47E2(a): only while no card has been played after it, and not the
    /// opening lead once dummy has faced his cards). What the card showed is
    /// unauthorized for the side that misled him (16C).
    pub(crate) fn on_retract(
        &mut self,
        seat: Seat,
        cause: RetractCause,
    ) -> Result<Outcome, ActionError> {
        let clause = match cause {
            RetractCause::WrongTurn => L47E1,
            RetractCause::Misinformation => L47E2A,
        };
        // A refusal names the duplicate clause; what is recorded, the
        // table's code's.
        let (l, cited) = (law(clause.duplicate), self.cite(clause));
        let cannot = |why: Why| ActionError::CannotRetract { seat, law: l, why };
        match self.phase {
            Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::Play | Phase::Complete => {}
            // Laws 41A, 47E2(a): a face-down opening lead made on a
            // mistaken explanation goes back to the hand on the Director's
            // instruction; nobody saw it.
            Phase::Clarification
                if cause == RetractCause::Misinformation
                    && self.play.face_down_lead.is_some_and(|(s, _)| s == seat) =>
            {
                self.play.face_down_lead = None;
                return Ok(Outcome::Lawful);
            }
            _ => return Err(cannot(Why::NoCardLed)),
        }
        // Law 68D: no card is taken back to be played again once a claim
        // has suspended the play.
        self.claim_refusal()?;
        let Some(trick) = self.play.tricks.last().copied() else {
            return Err(cannot(Why::NoCardLed));
        };
        let outcome = match cause {
            RetractCause::WrongTurn => {
                let Some(irr) = self.lead_out_of_turn_by(seat) else {
                    return self.retract_early_card(seat, clause);
                };
                let card = trick.lead().ok_or(cannot(Why::NoCardLed))?;
                self.take_back_lead(irr, trick, seat, card, cited)
            }
            RetractCause::Misinformation => {
                let Some(card) = trick.card_of(seat) else {
                    return Err(cannot(Why::NoCardOnLastTrick));
                };
                let pos = trick.leader.distance_to(seat);
                // RB 47D sets neither limit of 47E2(a); the cards played
                // after his go back, to be played again (RB 47C).
                let rubber = self.config.rules.players_apply_penalties();
                if pos + 1 != trick.len() && !rubber {
                    // 47E2(b): too late to take it back; the Director may
                    // award an adjusted score.
                    self.flag(law("47E2(b)"), None);
                    return Ok(Outcome::Lawful);
                }
                if self.play.tricks.len() == 1 && pos == 0 && self.play.dummy_spread && !rubber {
                    return Err(cannot(Why::DummyFaced));
                }
                self.take_back_misinformed(seat, card, trick, pos, cited);
                Outcome::Lawful
            }
        };
        self.phase = if self.play.tricks.is_empty() {
            Phase::Clarification
        } else {
            Phase::Play
        };
        self.unestablish_revokes(seat.side());
        Ok(outcome)
    }

    /// The lead out of turn `seat` made, if it is the last lead
    /// irregularity (47E1).
    fn lead_out_of_turn_by(&self, seat: Seat) -> Option<Irregularity> {
        self.play
            .lead_irregularities
            .last()
            .copied()
            .flatten()
            .and_then(|i| self.irregularity(i))
            .copied()
            .filter(|i| i.kind.is_lead_out_of_turn() && i.offender == seat)
    }

    /// 47E1 for a card played before his turn (Law 57): taken back with
    /// whatever its rectification put in place.
    fn retract_early_card(&mut self, seat: Seat, clause: Clause) -> Result<Outcome, ActionError> {
        let cannot = |why: Why| ActionError::CannotRetract {
            seat,
            law: law(clause.duplicate),
            why,
        };
        let l = self.cite(clause);
        let early = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.offender == seat
                    && matches!(
                        i.kind,
                        K::PrematureLeadOrPlay { .. }
                            | K::PlayAtRightHandOpponentsTurn { .. }
                            | K::DeclarerPrematurePlay { .. }
                    )
                    && !matches!(i.status, Status::Cancelled { .. })
            })
            .copied()
            .filter(|i| {
                i.kind
                    .card()
                    .is_some_and(|c| self.play.hands[seat.index()].contains(c))
            })
            .ok_or(cannot(Why::OnlyLeadOrEarlyCard))?;
        let card = early.kind.card().ok_or(cannot(Why::NoCardLed))?;
        self.play.exposed.retain(|e| e.card != card);
        self.rect.penalty_cards.retain(|p| p.card != card);
        self.rect.must_play.retain(|(_, c, _)| *c != card);
        if matches!(early.kind, K::PrematureLeadOrPlay { .. }) {
            self.rect.play_restriction = None;
        }
        self.set_status(early.id, Status::Cancelled { law: l });
        self.set_step(early.id, Step::Done);
        self.withdrawn_info(seat, card, l);
        self.unestablish_revokes(seat.side());
        Ok(Outcome::Settled {
            id: early.id,
            law: l,
        })
    }

    /// 47E1: the lead out of turn `irr` goes back with the cards played to
    /// it; it is cancelled, not accepted.
    fn take_back_lead(
        &mut self,
        irr: Irregularity,
        trick: Trick,
        seat: Seat,
        card: Card,
        l: LawRef,
    ) -> Outcome {
        self.play.tricks.pop();
        self.play.lead_irregularities.pop();
        for p in trick.cards() {
            self.play.hands[p.seat.index()].insert(p.card);
        }
        self.set_status(irr.id, Status::Cancelled { law: l });
        self.set_step(irr.id, Step::Done);
        self.withdrawn_info(seat, card, l);
        Outcome::Settled { id: irr.id, law: l }
    }

    /// 47E2(a) (RB 47C, 47D): `seat` takes back `card`, at position `pos`
    /// of the last trick, after a mistaken explanation; at rubber the cards
    /// played after it go back too. An irregularity the card itself
    /// committed (a revoke ...) goes with it.
    fn take_back_misinformed(
        &mut self,
        seat: Seat,
        card: Card,
        trick: Trick,
        pos: usize,
        l: LawRef,
    ) {
        if self.config.rules.players_apply_penalties() && pos != 0 {
            let later: Vec<(Seat, Card)> = trick
                .cards()
                .skip(pos + 1)
                .map(|p| (p.seat, p.card))
                .collect();
            if let Some(t) = self.play.tricks.last_mut() {
                for (s, _) in &later {
                    t.remove(*s);
                }
                t.reopen();
            }
            for (s, c) in later {
                self.play.hands[s.index()].insert(c);
            }
        }
        if pos == 0 {
            self.play.dummy_withheld = false;
            for p in trick.cards().skip(1) {
                self.play.hands[p.seat.index()].insert(p.card);
            }
            self.play.tricks.pop();
            if let Some(Some(j)) = self.play.lead_irregularities.pop() {
                if self.irregularity(j).is_some_and(|i| i.is_open()) {
                    self.set_status(j.index(), Status::Cancelled { law: l });
                }
            }
        } else if let Some(t) = self.play.tricks.last_mut() {
            t.remove(seat);
        }
        self.play.hands[seat.index()].insert(card);
        let committed: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                i.offender == seat
                    && i.kind.card() == Some(card)
                    && (i.is_open() || matches!(i.status, Status::Established { .. }))
            })
            .map(|i| i.id)
            .collect();
        for id in committed {
            self.set_status(id, Status::Cancelled { law: l });
        }
        self.withdrawn_info(seat, card, l);
    }

    /// Information from a card taken back under Law 47E: unauthorized for
    /// the opponents of the player who took it back (16C).
    pub(super) fn withdrawn_info(&mut self, seat: Seat, card: Card, l: LawRef) {
        let l = self.cited(l);
        let info = InfoRecord {
            source: InfoSource::Card { seat, card },
            unauthorized_for: seat.side().opponents(),
            law: l,
        };
        if !self.rect.info.contains(&info) {
            self.rect.info.push(info);
        }
        self.flag(self.cite(L16C_REVIEW), None);
    }

    /// Laws 41A, 47E2(a): the Director finds that dummy had not yet faced a
    /// card when the faced opening lead was questioned. Only while the
    /// opening lead is the only card played; dummy's hand is spread again
    /// once the lead stands (the next card played) or is led again.
    pub(crate) fn on_dummy_not_faced(&mut self) -> Result<Outcome, ActionError> {
        let only_the_lead = self.play.tricks.len() == 1 && self.play.tricks[0].len() == 1;
        if self.phase != Phase::Play || !only_the_lead || !self.play.dummy_spread {
            return Err(ActionError::NotBeforeDummyFaced);
        }
        self.blocked_error()?;
        self.play.dummy_spread = false;
        self.play.dummy_withheld = true;
        Ok(Outcome::Chose {
            law: self.cite(L47E2A),
        })
    }
}
