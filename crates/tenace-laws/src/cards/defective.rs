//! Defective tricks (Law 67, RB 67): a failure to play to a trick, an
//! extra card, and the card placed or misplaced to rectify them.

#[allow(unused_imports)]
use super::*;
use crate::explain::{opt, Chooser, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L63A1 = Clause::new("63A1").rb("RB 63");
    L67 = Clause::new("67").rb("RB 67");
    L67A1 = Clause::new("67A1").rb("RB 67A1");
    L67A2 = Clause::new("67A2").rb("RB 67A2");
    L67B2A = Clause::new("67B2(a)").rb("RB 67B2");
    L67B2B = Clause::new("67B2(b)").rb("RB 67B2");
}

impl State {
    /// The trick in progress is quitted without `seat`'s card (Law 67).
    pub(crate) fn on_fail_to_play(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Play => {}
            _ => {
                return Err(ActionError::CannotOmit {
                    seat,
                    why: Why::NoTrickInProgress,
                })
            }
        }
        let contract = self.play.contract.ok_or(ActionError::BoardOver)?;
        let Some(trick) = self.current_trick().copied() else {
            return Err(ActionError::CannotOmit {
                seat,
                why: Why::NoTrickInProgress,
            });
        };
        // He fails to play at his turn, last or not (Law 67A): the hands
        // after him play on, and the trick is quitted without his card once
        // they have.
        if trick.next_to_play() != Some(seat) {
            return Err(ActionError::CannotOmit {
                seat,
                why: Why::NotNextToPlay,
            });
        }
        self.blocked_error()?;
        let number = self.play.tricks.len() as u8;
        let mut complete = false;
        if let Some(t) = self.play.tricks.last_mut() {
            t.quit_without(seat, contract.bid.strain());
            complete = t.is_complete();
        }
        if complete {
            self.after_trick_complete();
        }
        let outcome = self.record(K::OmittedPlay { trick: number }, seat, index);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 67: `card` of `seat` went to the last trick with his card.
    pub(crate) fn on_extra_card(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play | Phase::Complete => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => {
                return Err(ActionError::CannotOmit {
                    seat,
                    why: Why::NoTrickInProgress,
                })
            }
        }
        if !self.play.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        if self.play.tricks.last().is_none_or(|t| !t.has_played(seat)) {
            return Err(ActionError::CannotOmit {
                seat,
                why: Why::NoCardOnLastTrick,
            });
        }
        // A card lying face up on the table (a penalty card, Law 50, or a
        // card exposed and not yet dealt with) cannot have gone to the trick
        // unseen together with the card played (Law 67).
        if self.rect.penalty_cards.iter().any(|p| p.card == card)
            || self.play.exposed.iter().any(|e| e.card == card)
        {
            return Err(ActionError::CardFaceUp { seat, card });
        }
        self.blocked_error()?;
        let trick = self.play.tricks.len() as u8;
        self.play.hands[seat.index()].remove(card);
        let outcome = self.record(K::ExtraCardOnTrick { card, trick }, seat, index);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 67 for too many cards, once attention is drawn: the extra card
    /// goes back to the offender's hand (67A2: before a player of each side
    /// has played to the next trick, unseen, as in 58B1; 67B2(a): later,
    /// the trick keeps the card he played and its winner). It counts as held
    /// all along (67B2(b)): each later trick of its suit he did not follow
    /// to is a revoke, established if his side has played on since.
    pub(super) fn rectify_extra_card(&mut self, id: usize, card: Card, trick: u8) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let o = irr.offender;
        let t = usize::from(trick).saturating_sub(1);
        self.play.hands[o.index()].insert(card);
        let both_sides_played = self.play.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if !both_sides_played {
            self.set_status(
                id,
                Status::Rectified {
                    law: self.cite(L67A2),
                },
            );
            return;
        }
        self.set_status(
            id,
            Status::Rectified {
                law: self.cite(L67B2A),
            },
        );
        let suit = card.suit();
        let failures: Vec<(u8, Card, bool)> = self
            .play
            .tricks
            .iter()
            .enumerate()
            .skip(t + 1)
            .filter_map(|(k, tr)| {
                let played = tr.card_of(o)?;
                (tr.suit_led() == Some(suit) && played.suit() != suit).then(|| {
                    let later = self
                        .play
                        .tricks
                        .iter()
                        .skip(k + 1)
                        .any(|n| n.cards().any(|p| p.seat.side() == o.side()));
                    (k as u8 + 1, played, later)
                })
            })
            .collect();
        for (n, played, established) in failures {
            let kind = K::Revoke {
                card: played,
                suit_led: suit,
                trick: n,
            };
            if established {
                if let Outcome::Irregular { id: r, .. } = self.record_with(
                    kind,
                    o,
                    irr.event,
                    Status::Established {
                        law: self.cite(L67B2B),
                    },
                ) {
                    self.rect.revokes_noticed.push(IrregularityId(r));
                }
            } else if let Outcome::Irregular { id: r, .. } = self.record(kind, o, irr.event) {
                self.rectify_play(r);
            }
        }
    }

    /// Law 67 once attention is drawn: before a player of each side has
    /// played to the next trick, the trick is reopened for the offender to
    /// supply a legal card (67A1; the cards of the next trick go back to
    /// their hands, to be played again); after, he must place a card among
    /// his played cards (67B1, [`State::on_place_omitted_card`]).
    pub(super) fn rectify_omitted_play(&mut self, id: usize, trick: u8) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let t = usize::from(trick).saturating_sub(1);
        if self
            .play
            .tricks
            .get(t)
            .is_none_or(|tr| tr.omitted != Some(irr.offender))
        {
            self.set_status(
                id,
                Status::Rectified {
                    law: self.cite(L67),
                },
            );
            return;
        }
        let both_sides_played = self.play.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if both_sides_played {
            self.set_status(id, Status::AwaitingDirector);
            return;
        }
        while self.play.tricks.len() > t + 1 {
            if let Some(later) = self.play.tricks.pop() {
                for p in later.cards() {
                    self.play.hands[p.seat.index()].insert(p.card);
                }
            }
            if let Some(Some(j)) = self.play.lead_irregularities.pop() {
                if self.irregularity(j).is_some_and(|i| i.is_open()) {
                    self.set_status(
                        j.index(),
                        Status::Cancelled {
                            law: self.cite(L67A1),
                        },
                    );
                }
            }
        }
        if let Some(tr) = self.play.tricks.get_mut(t) {
            tr.reopen();
        }
        self.resume_play();
        self.set_status(
            id,
            Status::Rectified {
                law: self.cite(L67A1),
            },
        );
    }

    /// The failure of `seat` to play to a trick (Law 67) that waits for the
    /// Director, with that trick's number.
    fn awaiting_omitted_play(&self, seat: Seat) -> Result<(Irregularity, u8), ActionError> {
        self.rect
            .irregularities
            .iter()
            .filter(|i| i.status == Status::AwaitingDirector && i.offender == seat)
            .find_map(|i| match i.kind {
                K::OmittedPlay { trick } => Some((*i, trick)),
                _ => None,
            })
            .ok_or(ActionError::NoOmittedPlay { seat })
    }

    /// Law 67B1: the offender places `card` among his played cards for the
    /// defective trick. It does not change who won the trick; he is deemed
    /// to have revoked there, and one trick is transferred as in 64A2.
    pub(crate) fn on_place_omitted_card(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<Outcome, ActionError> {
        let (irr, trick) = self.awaiting_omitted_play(seat)?;
        let hand = self.play.hands[seat.index()];
        if !hand.contains(card) {
            return Err(self.not_held(seat, card));
        }
        let t = usize::from(trick).saturating_sub(1);
        if let Some(led) = self.play.tricks.get(t).and_then(|tr| tr.suit_led()) {
            if hand.has_suit(led) && card.suit() != led {
                return Err(ActionError::MustPlaceSuitLed { seat, suit: led });
            }
        }
        self.take_card(seat, card);
        if let Some(tr) = self.play.tricks.get_mut(t) {
            tr.place(seat, card);
        }
        let l = law("67B1");
        self.set_status(irr.id, Status::Established { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Law 67B3: the Director finds that `seat` did play `card` to the
    /// trick he is recorded as having failed to play to; it was not put
    /// among the quitted tricks. The card is placed there (ownership of the
    /// trick does not change, and no revoke is deemed). If the same card has
    /// since been played to a later trick, it stays there and a 67B3 review
    /// flag asks the Director for an adjusted score.
    pub(crate) fn on_card_misplaced(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<Outcome, ActionError> {
        let (irr, trick) = self.awaiting_omitted_play(seat)?;
        let t = usize::from(trick).saturating_sub(1);
        let held = self.play.hands[seat.index()].contains(card);
        let replayed = self
            .play
            .tricks
            .iter()
            .skip(t + 1)
            .any(|tr| tr.card_of(seat) == Some(card));
        if !held && !replayed {
            return Err(self.not_held(seat, card));
        }
        let l = law("67B3");
        if held {
            let led = self.play.tricks.get(t).and_then(|tr| tr.suit_led());
            let revoke =
                led.filter(|s| card.suit() != *s && self.play.hands[seat.index()].has_suit(*s));
            self.take_card(seat, card);
            if let Some(tr) = self.play.tricks.get_mut(t) {
                tr.place(seat, card);
            }
            if let Some(suit_led) = revoke {
                // The card found was a failure to follow suit, established
                // since his side has played on (63A1).
                let kind = K::Revoke {
                    card,
                    suit_led,
                    trick,
                };
                if let Outcome::Irregular { id: r, .. } = self.record_with(
                    kind,
                    seat,
                    irr.event,
                    Status::Established {
                        law: self.cite(L63A1),
                    },
                ) {
                    self.rect.revokes_noticed.push(IrregularityId(r));
                }
            }
        } else {
            self.flag(l, Some(irr.id));
        }
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }
}

impl State {
    /// The Director's option (Law 10C1) on a trick a player failed to play
    /// to: he places a card among his played cards (67B1).
    pub(crate) fn omitted_play_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        vec![opt(
            Chooser::Player { seat: irr.offender },
            OptionKind::PlaceCard,
            "67B1",
            Effect::OmittedCardPlaced,
        )]
    }
}
