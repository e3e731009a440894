//! The play under the Laws: classifying every card, the legal cards under
//! all constraints at once (follow suit, restrictions, penalty cards), and
//! the rectifications of Laws 41-64.

use tenace_core::{Card, Hand, Seat, Side, Suit, SuitSet};

use crate::event::{Designation, PlayRestrictionKind, RetractCause};
use crate::irregularity::{Irregularity, IrregularityKind as K, Question, Status, Step};
use crate::law::LawRef;
use crate::play::Trick;
use crate::table::{
    ActionError, ExposedCard, InfoRecord, InfoSource, LeadAnswer, LeadRestriction, LeadRight,
    LeadRightStatus, Mode, Outcome, PenaltyCard, Phase, PlayRestriction, ReviewFlag, RubberLead,
    State, Transfer,
};

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

impl State {
    // ------------------------------------------------------------------
    // Queries
    // ------------------------------------------------------------------

    /// The error for a card `seat` cannot play because he does not hold it.
    pub(crate) fn not_held(&self, seat: Seat, card: Card) -> ActionError {
        if let Some(trick) = self
            .tricks
            .iter()
            .position(|t| t.cards().any(|p| p.card == card))
        {
            return ActionError::AlreadyPlayed {
                card,
                trick: trick + 1,
            };
        }
        ActionError::CardNotHeld {
            seat,
            card,
            holder: self.board.deal.holder(card),
        }
    }

    /// The seat due to lead now, before its lead is made.
    pub(crate) fn leader_now(&self) -> Option<Seat> {
        match self.phase {
            Phase::Clarification => self.contract.map(|c| c.opening_leader()),
            Phase::Play if self.current_trick().is_none() => self.next_leader(),
            _ => None,
        }
    }

    /// Whether `seat` is declarer or dummy.
    fn is_declaring(&self, seat: Seat) -> bool {
        self.contract
            .is_some_and(|c| c.declarer.side() == seat.side())
    }

    /// The Law 26B right that applies to `leader`'s lead now, if any: the
    /// leader is the partner of an offender who became a defender, and this
    /// is his first turn to lead.
    pub fn pending_lead_right(&self, leader: Seat) -> Option<&LeadRight> {
        self.lead_rights.iter().find(|r| {
            r.status == LeadRightStatus::Pending
                && r.offender.partner() == leader
                && self.contract.is_some()
        })
    }

    /// `seat`'s penalty cards still on the table.
    pub fn penalty_cards_of(&self, seat: Seat) -> impl Iterator<Item = &PenaltyCard> + '_ {
        self.penalty_cards.iter().filter(move |p| p.seat == seat)
    }

    /// Whether declarer must now give his Law 50D2 / 51B option before
    /// `leader` leads: the leader's partner has a major penalty card and the
    /// option has not yet been given for this lead.
    pub fn penalty_card_option_pending(&self, leader: Seat) -> bool {
        self.contract.is_some()
            && !self.is_declaring(leader)
            && self.penalty_cards_of(leader.partner()).any(|p| p.major)
            && self.pc_option_given != Some(self.tricks.len())
    }

    /// Refuses a lead while declarer has an option to exercise first.
    pub(crate) fn lead_choice_error(&self, seat: Seat) -> Result<(), ActionError> {
        if self.lead_hand_choice == Some(None) && self.is_declaring(seat) {
            if let Some(c) = self.contract {
                return Err(ActionError::AwaitingLeadChoice {
                    declarer: c.declarer,
                    law: law("43B2(a)"),
                });
            }
        }
        if let (Some(l), Some(c)) = (self.lead_option_pending(seat), self.contract) {
            return Err(ActionError::AwaitingLeadChoice {
                declarer: c.declarer,
                law: l,
            });
        }
        Ok(())
    }

    /// The option declarer must exercise before `seat` leads now, if any:
    /// Law 26B first, then Laws 50D2 / 51B.
    pub fn lead_option_pending(&self, seat: Seat) -> Option<LawRef> {
        if self.lead_rights.is_empty() && self.penalty_cards.is_empty() {
            return None;
        }
        if self.leader_now() != Some(seat) {
            return None;
        }
        if let Some(r) = self.pending_lead_right(seat) {
            return Some(r.law);
        }
        if self.penalty_card_option_pending(seat) {
            let owner = seat.partner();
            let n = self.penalty_cards_of(owner).count();
            let suits: SuitSet = self
                .penalty_cards_of(owner)
                .map(|p| p.card.suit())
                .collect();
            return Some(self.as_rules(law(match (n, suits.iter().count()) {
                (1, _) => "50D2",
                (_, 1) => "51B1",
                _ => "51B2",
            })));
        }
        None
    }

    /// The cards `seat` may lawfully lead or play now, under every
    /// constraint at once, in the order of Laws 44C, 57A, 26B/50D2/51B,
    /// 50D1 and 50C (play-laws reading §4.2; Law 59 when a constraint
    /// cannot be met).
    pub fn legal_cards(&self, seat: Seat) -> Hand {
        let hand = self.hands[seat.index()];
        let mut allowed = hand;
        match self.current_trick().and_then(|t| t.suit_led()) {
            Some(led) => {
                if hand.has_suit(led) {
                    allowed = hand.suit(led);
                }
                allowed = self.apply_play_restriction(seat, led, allowed);
            }
            None => allowed = self.apply_lead_restriction(seat, allowed),
        }
        // Laws 57C3, 57D: a card held for its proper turn must be played then.
        if let Some((_, must, _)) = self
            .must_play
            .iter()
            .find(|(s, c, _)| *s == seat && allowed.contains(*c))
        {
            return [*must].into_iter().collect();
        }
        self.apply_penalty_cards(seat, allowed)
    }

    fn apply_play_restriction(&self, seat: Seat, led: Suit, allowed: Hand) -> Hand {
        let hand = self.hands[seat.index()];
        let Some(r) = self
            .play_restriction
            .filter(|r| r.seat == seat && usize::from(r.trick) == self.tricks.len())
        else {
            return allowed;
        };
        let suit = hand.suit(led);
        let narrowed = match r.kind {
            PlayRestrictionKind::Highest => suit.highest().map(|c| [c].into_iter().collect()),
            PlayRestrictionKind::Lowest => suit.lowest().map(|c| [c].into_iter().collect()),
            PlayRestrictionKind::PlaySuit { suit: s } if suit.is_empty() => Some(hand.suit(s)),
            PlayRestrictionKind::NotSuit { suit: s } if suit.is_empty() => {
                Some(allowed - Hand::of_suit(s))
            }
            _ => None,
        };
        match narrowed {
            Some(n) if !n.is_empty() => n,
            _ => allowed, // Law 59: he cannot comply
        }
    }

    fn apply_lead_restriction(&self, seat: Seat, allowed: Hand) -> Hand {
        let Some(r) = self.lead_restriction.filter(|r| r.seat == seat) else {
            return allowed;
        };
        let mut a = allowed;
        if let Some(req) = r.required {
            if a.has_suit(req) {
                a = a.suit(req);
            }
        }
        let without: Hand = r.prohibited.iter().fold(a, |h, s| h - Hand::of_suit(s));
        if !without.is_empty() {
            a = without;
        }
        a
    }

    fn apply_penalty_cards(&self, seat: Seat, allowed: Hand) -> Hand {
        let majors: Hand = self
            .penalty_cards_of(seat)
            .filter(|p| p.major)
            .map(|p| p.card)
            .collect();
        let must = allowed & majors;
        if !must.is_empty() {
            return must;
        }
        let mut a = allowed;
        for p in self.penalty_cards_of(seat).filter(|p| !p.major) {
            // 50C: no other card of that suit below honour rank first.
            let low_others: Hand = a
                .suit(p.card.suit())
                .iter()
                .filter(|c| !c.rank().is_honour() && *c != p.card)
                .collect();
            if !(a - low_others).is_empty() {
                a = a - low_others;
            }
        }
        a
    }

    /// Which irregularity, if any, playing `card` in turn commits (the order
    /// of play-laws reading §4.3: failure to follow, then a broken
    /// restriction, then a penalty card not played).
    fn classify_in_turn(&self, seat: Seat, card: Card) -> Option<K> {
        let hand = self.hands[seat.index()];
        let current = self.current_trick();
        let trick = (if current.is_some() {
            self.tricks.len()
        } else {
            self.tricks.len() + 1
        }) as u8;
        let led = current.and_then(|t| t.suit_led());
        if led.is_none() {
            if let Some(k) = self.claim_trumps_breach(seat, card) {
                return Some(k);
            }
        }
        if let Some(s) = led {
            if hand.has_suit(s) && card.suit() != s {
                return Some(K::Revoke {
                    card,
                    suit_led: s,
                    trick,
                });
            }
        }
        // The usual case: no restriction and no penalty card anywhere.
        if self.lead_restriction.is_none()
            && self.play_restriction.is_none()
            && self.must_play.is_empty()
            && self.penalty_cards.is_empty()
        {
            return None;
        }
        let base = match led {
            Some(s) if hand.has_suit(s) => hand.suit(s),
            _ => hand,
        };
        let restricted = match led {
            Some(s) => self.apply_play_restriction(seat, s, base),
            None => self.apply_lead_restriction(seat, base),
        };
        if !restricted.contains(card) {
            let source = match led {
                Some(_) => law("57A"),
                None => self.lead_restriction.map_or(law("26B"), |r| r.law),
            };
            if led.is_none() && source.as_str() == "26B" {
                return Some(K::ProhibitedLead {
                    card,
                    prohibited: card.suit(),
                    trick,
                });
            }
            return Some(K::RestrictionBreached {
                card,
                trick,
                source,
            });
        }
        if let Some((_, must, l)) = self.must_play.iter().find(|(s, _, _)| *s == seat).copied() {
            if restricted.contains(must) && must != card {
                return Some(K::RestrictionBreached {
                    card,
                    trick,
                    source: l,
                });
            }
        }
        let legal = self.apply_penalty_cards(seat, restricted);
        if !legal.contains(card) {
            let pc = self
                .penalty_cards_of(seat)
                .find(|p| legal.contains(p.card) || (p.card.suit() == card.suit() && !p.major))
                .map_or(card, |p| p.card);
            return Some(K::PenaltyCardNotPlayed {
                card,
                penalty_card: pc,
                trick,
            });
        }
        None
    }

    // ------------------------------------------------------------------
    // Cards played
    // ------------------------------------------------------------------

    pub(crate) fn on_play(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => {}
        }
        if !self.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        match self.phase {
            Phase::Auction => {
                self.blocked_error()?;
                Ok(self.exposed_during_auction(seat, card, true, index))
            }
            Phase::Clarification => self.on_opening_lead(seat, card, index),
            Phase::Claim => Err(ActionError::ClaimPending),
            _ => self.on_card_in_play(seat, card, index),
        }
    }

    pub(crate) fn expose(&mut self, seat: Seat, card: Card, outcome: &Outcome) {
        if let Outcome::Irregular { id, .. } = outcome {
            if !self.exposed.iter().any(|e| e.card == card) {
                self.exposed.push(ExposedCard {
                    seat,
                    card,
                    irregularity: *id,
                });
            }
        }
    }

    pub(crate) fn on_face_down_lead(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Auction => return self.on_play(seat, card, index),
            Phase::Play | Phase::Claim => return Err(ActionError::NotTimeForFaceDownLead),
            Phase::Clarification => {}
        }
        if !self.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        self.blocked_error()?;
        self.lead_choice_error(seat)?;
        let contract = self.contract.ok_or(ActionError::NotTimeForFaceDownLead)?;
        let leader = contract.opening_leader();
        if seat == leader {
            if let Some((s, c)) = self.face_down_lead {
                return Err(ActionError::AlreadyLedFaceDown { seat: s, card: c });
            }
            self.face_down_lead = Some((seat, card));
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
            self.led_face_down.push(id);
        }
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    fn on_opening_lead(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::BoardOver)?;
        let leader = contract.opening_leader();
        if seat == leader {
            if let Some((s, c)) = self.face_down_lead {
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
        self.lead_choice_error(seat)?;
        if seat == leader {
            // Law 41C, 41D: the lead is faced, the play period begins and
            // dummy's hand is spread.
            self.face_down_lead = None;
            let kind = self.classify_in_turn(seat, card);
            self.start_trick(seat, card, None);
            self.dummy_spread = true;
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
            self.face_down_lead = None;
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

    fn start_trick(&mut self, leader: Seat, card: Card, irregularity: Option<usize>) {
        self.lead_hand_choice = None;
        self.take_card(leader, card);
        self.resume_play();
        self.tricks.push(Trick::new(leader, card));
        self.lead_irregularities.push(irregularity);
        // A required lead is used up by the lead it governs.
        if let Some(r) = self.lead_restriction.as_mut() {
            if r.seat == leader {
                r.required = None;
            }
        }
        if self
            .lead_restriction
            .is_some_and(|r| r.required.is_none() && r.prohibited.is_empty())
        {
            self.lead_restriction = None;
        }
        self.establish_revokes(leader);
    }

    /// Removes `card` from `seat`'s hand as it is played: it stops being an
    /// exposed or penalty card, or a card that had to be played.
    fn take_card(&mut self, seat: Seat, card: Card) {
        if Some(seat) == self.dummy() {
            self.defenders_designate = false;
        }
        self.hands[seat.index()].remove(card);
        self.exposed.retain(|e| e.card != card);
        if self.penalty_cards.iter().any(|p| p.card == card) && !self.config.rules.is_rubber() {
            // 50E3: once the penalty card is played, what its creation
            // showed is unauthorized for the owner's partner. (At a rubber
            // table it was so from the start, RB 50.)
            self.card_info(seat, card, law("50E3"));
        }
        self.penalty_cards.retain(|p| p.card != card);
        self.must_play.retain(|(_, c, _)| *c != card);
    }

    fn record_in_turn(&mut self, kind: Option<K>, seat: Seat, index: usize) -> Outcome {
        match kind {
            Some(k) => {
                let outcome = self.record(k, seat, index);
                self.after_recognised(&outcome);
                outcome
            }
            None => Outcome::Lawful,
        }
    }

    fn on_card_in_play(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        if self.contract.is_none() {
            return Err(ActionError::BoardOver);
        }
        let trick = self.current_trick().copied();
        // A play from the hand next in rotation after a lead out of turn
        // accepts the lead (Laws 53A, 60A1); allowed even while the Director
        // is awaited, as the acceptance the Laws describe.
        let accepts = trick.and_then(|t| {
            let id = (*self.lead_irregularities.last()?)?;
            let irr = self.irregularities.get(id)?;
            (t.len() == 1 && irr.is_open() && irr.step == Step::Open && seat == t.leader.lho())
                .then_some(id)
        });
        // 54B2: after a faced opening lead out of turn, a card declarer
        // plays first from dummy accepts the lead and cannot be withdrawn:
        // it is played at dummy's turn (unless it would be a revoke there).
        let dummy_first = trick.and_then(|t| {
            let id = (*self.lead_irregularities.last()?)?;
            let irr = self.irregularities.get(id)?;
            (t.len() == 1
                && irr.is_open()
                && irr.step == Step::Open
                && matches!(irr.kind, K::OpeningLeadOutOfTurn { .. })
                && Some(seat) == self.dummy()
                && t.next_to_play() != Some(seat))
            .then_some(id)
        });
        if let Some(id) = dummy_first {
            let l = law("54B2");
            self.dummy_spread = true;
            self.set_status(id, Status::Condoned { law: law("54B") });
            self.set_step(id, Step::Done);
            let led = trick.and_then(|t| t.suit_led());
            let revoke =
                led.is_some_and(|s| card.suit() != s && self.hands[seat.index()].has_suit(s));
            if !revoke {
                self.must_play.push((seat, card, l));
                self.exposed.push(ExposedCard {
                    seat,
                    card,
                    irregularity: id,
                });
            }
            return Ok(Outcome::Settled { id, law: l });
        }
        // A play by declarer after a defender's failure to play a penalty
        // card obliges him to accept it (52B1(b)).
        let forced_52 = self
            .open_penalty_card_failure()
            .filter(|_| self.is_declaring(seat));
        if let Some(b) = self.blocking() {
            if accepts != Some(b.id) && forced_52 != Some(b.id) {
                return Err(ActionError::AwaitingDirector {
                    id: b.id,
                    law: b.law,
                });
            }
        }
        let Some(trick) = trick else {
            // A lead.
            if self.lead_hand_choice == Some(None) && self.is_declaring(seat) {
                self.lead_choice_error(seat)?;
            }
            let leader = self.next_leader().unwrap_or(seat);
            if seat == leader {
                self.lead_choice_error(seat)?;
                if let Some(id) = forced_52 {
                    self.set_status(
                        id,
                        Status::Condoned {
                            law: law("52B1(b)"),
                        },
                    );
                }
                let kind = self.classify_in_turn(seat, card);
                self.start_trick(seat, card, None);
                return Ok(self.record_in_turn(kind, seat, index));
            }
            if !self.is_declaring(seat) && self.declarer_lead_required() {
                // 60B: a defender's card before declarer's required lead.
                let outcome = self.record(K::PlayBeforeRequiredLead { card }, seat, index);
                self.expose(seat, card, &outcome);
                self.after_recognised(&outcome);
                return Ok(outcome);
            }
            if let Some(id) = forced_52 {
                self.set_status(
                    id,
                    Status::Condoned {
                        law: law("52B1(b)"),
                    },
                );
            }
            let kind = if self.is_declaring(seat) {
                K::DeclarerLeadOutOfTurn {
                    card,
                    proper_leader: leader,
                }
            } else {
                K::DefenderLeadOutOfTurn {
                    card,
                    proper_leader: leader,
                }
            };
            if self.tricks.len() == 12 {
                // Law 53 footnote: at trick 13 a lead out of turn is taken
                // back, with no rectification.
                let outcome = self.record_with(
                    kind,
                    seat,
                    index,
                    Status::Rectified {
                        law: law("53A fn17"),
                    },
                );
                return Ok(outcome);
            }
            let outcome = self.record(kind, seat, index);
            self.start_trick(seat, card, outcome_id(&outcome));
            return Ok(outcome);
        };
        let expected = trick.next_to_play().unwrap_or(seat);
        if seat == expected {
            if let Some(id) = forced_52 {
                self.set_status(
                    id,
                    Status::Condoned {
                        law: law("52B1(b)"),
                    },
                );
            }
            let mut outcome = Outcome::Lawful;
            if let Some(id) = accepts.filter(|&id| self.lead_or_follow_unclear(id, seat)) {
                // C 53B: the proper leader is also next in rotation; his card
                // follows for now, and the Director asks what he meant.
                let kind = self.classify_in_turn(seat, card);
                self.follow(seat, card);
                let question = Status::AwaitingFinding {
                    question: Question::LeadOrFollow,
                };
                self.set_status(id, question);
                return Ok(self.record_in_turn(kind, seat, index));
            }
            if let Some(id) = accepts {
                let l = match self.irregularities[id].kind {
                    K::OpeningLeadOutOfTurn { .. } => {
                        self.dummy_spread = true;
                        law("54B")
                    }
                    _ => law("53A"),
                };
                self.set_status(id, Status::Condoned { law: l });
                self.set_step(id, Step::Done);
                self.settle_second_lead(id, true);
                outcome = Outcome::Settled { id, law: l };
            }
            let kind = self.classify_in_turn(seat, card);
            self.follow(seat, card);
            if kind.is_some() {
                outcome = self.record_in_turn(kind, seat, index);
            }
            return Ok(outcome);
        }
        // Out of turn, to a trick in progress.
        let defender = !self.is_declaring(seat);
        let partner_played = trick.has_played(seat.partner());
        let lead_irr = self.lead_irregularities.last().copied().flatten();
        let proper_lead = lead_irr
            .and_then(|id| self.irregularities.get(id))
            .filter(|i| i.is_open() && i.kind.is_lead_out_of_turn() && trick.len() == 1)
            .and_then(|i| match i.kind {
                K::DefenderLeadOutOfTurn {
                    proper_leader,
                    card,
                }
                | K::DeclarerLeadOutOfTurn {
                    proper_leader,
                    card,
                }
                | K::OpeningLeadOutOfTurn {
                    proper_leader,
                    card,
                } if proper_leader == seat && seat.is_opponent(i.offender) => Some(card),
                _ => None,
            });
        // C 53: a defender led out of turn and his partner, whose lead it
        // was, leads too before anything else happened to the trick. (Not
        // at a rubber table: RB 53 denies the offender's partner the proper
        // lead, so his card is one played out of turn.)
        let second_lead = lead_irr
            .filter(|_| !self.config.rules.is_rubber())
            .and_then(|id| self.irregularities.get(id))
            .filter(|i| i.is_open() && i.step == Step::Open && trick.len() == 1)
            .and_then(|i| match i.kind {
                K::DefenderLeadOutOfTurn {
                    proper_leader,
                    card,
                } if proper_leader == seat && seat == i.offender.partner() => Some(card),
                _ => None,
            });
        let kind = if let Some(irregular_lead) = second_lead {
            K::SecondLeadByProperLeader {
                card,
                irregular_lead,
            }
        } else if trick.has_played(seat) {
            if defender && !partner_played {
                K::PrematureLeadOrPlay { card, lead: true }
            } else {
                K::CardAddedToTrick { card }
            }
        } else if let Some(irregular_lead) = proper_lead {
            K::ProperLeadAfterLeadOutOfTurn {
                card,
                irregular_lead,
            }
        } else if defender {
            if partner_played {
                K::PlayAtRightHandOpponentsTurn { card }
            } else {
                K::PrematureLeadOrPlay { card, lead: false }
            }
        } else {
            K::DeclarerPrematurePlay { card }
        };
        if let K::ProperLeadAfterLeadOutOfTurn { .. } = kind {
            // Law 53B: the proper leader's card is the lead.
            let outcome = self.record_with(kind, seat, index, Status::AwaitingDirector);
            if let Outcome::Irregular { id, .. } = outcome {
                self.apply_53b(id, lead_irr);
            }
            return Ok(outcome);
        }
        // 53C: declarer led out of turn and the defender on the right of
        // the irregular lead played: the lead stands, and Law 57 applies.
        if let (K::PrematureLeadOrPlay { lead: false, .. }, Some(id)) = (kind, lead_irr) {
            let lead_open = self.irregularities.get(id).is_some_and(|i| {
                matches!(i.kind, K::DeclarerLeadOutOfTurn { .. })
                    && i.is_open()
                    && i.step == Step::Open
            });
            if lead_open && trick.len() == 1 && seat == trick.leader.rho() {
                self.set_status(id, Status::Condoned { law: law("53C") });
                self.set_step(id, Step::Done);
            }
        }
        if let K::PrematureLeadOrPlay { lead: true, .. } | K::CardAddedToTrick { .. } = kind {
            // A lead to the next trick, even premature, establishes the
            // offending side's revoke on this one (63A1).
            self.establish_revokes_through(seat, self.tricks.len() as u8 + 1);
        }
        let outcome = self.record(kind, seat, index);
        self.expose(seat, card, &outcome);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// C 53B: after the lead out of turn `id` (still open, alone on the
    /// trick), `seat` plays next in rotation and was also the proper leader,
    /// an opponent of the offender: the Director must find out whether he
    /// meant to lead or to follow. Not for an opening lead (Law 54).
    fn lead_or_follow_unclear(&self, id: usize, seat: Seat) -> bool {
        self.irregularities.get(id).is_some_and(|i| match i.kind {
            K::DeclarerLeadOutOfTurn { proper_leader, .. }
            | K::DefenderLeadOutOfTurn { proper_leader, .. } => {
                proper_leader == seat && seat.is_opponent(i.offender)
            }
            _ => false,
        })
    }

    /// Law 55B2: declarer was required to retract his lead out of turn and
    /// has not yet led from the correct hand.
    fn declarer_lead_required(&self) -> bool {
        self.current_trick().is_none()
            && self.lead_answer.is_some_and(|a| {
                !a.accepted
                    && a.tricks == self.tricks.len()
                    && self.irregularities.get(a.irregularity).is_some_and(|i| {
                        i.status == self.status_as_rules(Status::Rectified { law: law("55B2") })
                    })
            })
    }

    fn follow(&mut self, seat: Seat, card: Card) {
        let strain = match self.contract {
            Some(c) => c.bid.strain(),
            None => return,
        };
        self.take_card(seat, card);
        self.release_62c2(seat);
        if let Some(t) = self.tricks.last_mut() {
            t.push(seat, card, strain);
        }
        self.establish_revokes(seat);
        self.after_trick_complete();
    }

    /// Law 62C2: after a revoke `id` is corrected, the offender's partner,
    /// a defender, had a card on the trick after the revoke; it went back
    /// to his hand. It stays faced: if he plays another card in its place it
    /// becomes a (major) penalty card.
    fn hold_62c2(&mut self, id: usize, before: &[Hand; 4]) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let partner = irr.offender.partner();
        if self.is_declaring(partner) {
            return;
        }
        for c in (self.hands[partner.index()] - before[partner.index()]).iter() {
            if !self.exposed.iter().any(|e| e.card == c) {
                self.exposed.push(ExposedCard {
                    seat: partner,
                    card: c,
                    irregularity: id,
                });
            }
        }
    }

    /// Law 62C2: `seat` has played to the trick again; a card of his held
    /// under [`State::hold_62c2`] that he did not play again is a penalty card.
    fn release_62c2(&mut self, seat: Seat) {
        let held: Vec<Card> = self
            .exposed
            .iter()
            .filter(|e| {
                e.seat == seat
                    && self
                        .irregularities
                        .get(e.irregularity)
                        .is_some_and(|i| i.kind.is_revoke() && i.offender == seat.partner())
            })
            .map(|e| e.card)
            .collect();
        for c in held {
            self.exposed.retain(|e| e.card != c);
            self.add_penalty_card(seat, c, true, law("62C2"));
        }
    }

    /// What follows a trick's completion: restrictions lapse, and the board
    /// ends after the thirteenth trick.
    fn after_trick_complete(&mut self) {
        if self.tricks.last().is_some_and(|t| t.is_complete()) {
            self.settle_rb57_leads();
        }
        if let Some(winner) = self.tricks.last().and_then(|t| t.winner) {
            // A lead prohibition lasts while that leader keeps the lead.
            if self.lead_restriction.is_some_and(|r| r.seat != winner) {
                self.lead_restriction = None;
            }
            self.play_restriction = None;
        }
        if self.tricks.len() == 13 && self.tricks.last().is_some_and(|t| t.is_complete()) {
            self.phase = Phase::Complete;
            self.flag_50e4();
        }
    }

    /// Law 50E4: a defender's penalty card lay on the table (its information
    /// authorized under E1) and the defenders won a trick with a card of its
    /// suit: the Director judges after play whether the exposed card helped
    /// them to a result they would not otherwise have had.
    fn flag_50e4(&mut self) {
        if self.config.rules.is_rubber() {
            // No counterpart in the rubber code: the information was never
            // authorized there (RB 50).
            return;
        }
        let penalty_suits: Vec<(Side, Suit)> = self
            .penalty_cards
            .iter()
            .map(|p| (p.seat.side(), p.card.suit()))
            .chain(self.info.iter().filter_map(|i| match i.source {
                InfoSource::Card { seat, card } if matches!(i.law.as_str(), "50E2" | "50E3") => {
                    Some((seat.side(), card.suit()))
                }
                _ => None,
            }))
            .collect();
        let helped = self.tricks.iter().any(|t| {
            t.winner.is_some_and(|w| {
                t.card_of(w).is_some_and(|c| {
                    penalty_suits
                        .iter()
                        .any(|&(side, suit)| side == w.side() && suit == c.suit())
                })
            })
        });
        if helped {
            self.flag(law("50E4"), None);
        }
    }

    /// Law 63A1: a revoke is established once the offender or his partner
    /// plays to a later trick.
    fn establish_revokes(&mut self, seat: Seat) {
        self.establish_revokes_through(seat, self.tricks.len() as u8);
    }

    /// Establishes `seat`'s side's open revokes on tricks before `current`:
    /// by a play (63A1), or, for declarer's revoke when `seat` is dummy, by
    /// declarer naming dummy's card for the later trick (63A2, Law 45B).
    /// Dummy's own revoke counts as established by his card's play (63A1).
    fn establish_revokes_through(&mut self, seat: Seat, current: u8) {
        let from_dummy = Some(seat) == self.dummy();
        for irr in &mut self.irregularities {
            if let Some((trick, _)) = irr.kind.revoke_trick() {
                if trick < current && irr.offender.side() == seat.side() && irr.is_open() {
                    let by = if from_dummy && irr.offender != seat {
                        law("63A2")
                    } else {
                        law("63A1")
                    };
                    irr.status = Status::Established { law: by };
                }
            }
        }
    }

    /// An open failure to play a penalty card (Law 52), if any.
    fn open_penalty_card_failure(&self) -> Option<usize> {
        self.irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::PenaltyCardNotPlayed { .. })
                    && i.status == Status::AwaitingDirector
            })
            .map(|i| i.id)
    }

    /// Whether declarer has played from either hand since the event `event`
    /// (52B1(b): he must then accept a defender's failure to play a
    /// penalty card).
    fn declarer_played_since(&self, irr: &Irregularity) -> bool {
        let Some(c) = irr.kind.card() else {
            return false;
        };
        let mut seen = false;
        for t in &self.tricks {
            for p in t.cards() {
                if seen && self.is_declaring(p.seat) {
                    return true;
                }
                if p.card == c {
                    seen = true;
                }
            }
        }
        false
    }

    // ------------------------------------------------------------------
    // Exposed cards and dummy
    // ------------------------------------------------------------------

    /// Law 24: a card exposed or led during the auction. In auto-director
    /// mode its rectification applies at once.
    pub(crate) fn exposed_during_auction(
        &mut self,
        seat: Seat,
        card: Card,
        led: bool,
        index: usize,
    ) -> Outcome {
        let outcome = self.record(K::CardExposedDuringAuction { card, led }, seat, index);
        self.expose(seat, card, &outcome);
        if let (Mode::AutoDirector, Outcome::Irregular { id, .. }) = (self.config.mode, outcome) {
            self.on_recognised(id);
        }
        outcome
    }

    pub(crate) fn on_expose(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => {}
        }
        if !self.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        if self.exposed.iter().any(|e| e.card == card)
            || self.penalty_cards.iter().any(|p| p.card == card)
        {
            return Err(ActionError::CannotExpose {
                seat,
                card,
                why: "it is already face up",
            });
        }
        if self.phase == Phase::Auction {
            self.blocked_error()?;
            return Ok(self.exposed_during_auction(seat, card, false, index));
        }
        let contract = self.contract.ok_or(ActionError::BoardOver)?;
        if seat == contract.dummy() && self.dummy_spread {
            return Err(ActionError::CannotExpose {
                seat,
                card,
                why: "dummy's cards are already face up",
            });
        }
        self.blocked_error()?;
        // Laws 48 and 49: declarer's exposed card carries no penalty; a
        // defender's becomes a penalty card.
        let kind = if self.is_declaring(seat) {
            K::DeclarerExposedCard { card }
        } else {
            K::DefenderExposedCard { card }
        };
        let outcome = self.record(kind, seat, index);
        self.expose(seat, card, &outcome);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    pub(crate) fn on_dummy_play(
        &mut self,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Play if self.dummy_spread => {}
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if !self.hands[dummy.index()].contains(card) {
            return Err(ActionError::NotDummysCard { card });
        }
        self.blocked_error()?;
        // Law 45F: the Director is informed, play continues, and any
        // adjustment is judged at the end of play.
        Ok(self.record_with(
            K::DummyIndicatedCard { card },
            dummy,
            index,
            Status::ReviewAtEndOfPlay,
        ))
    }

    // ------------------------------------------------------------------
    // Law 58: several cards produced at once
    // ------------------------------------------------------------------

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
                    why: "cards shown during the auction are exposed cards (Law 24)",
                })
            }
            Phase::Clarification | Phase::Play => {}
        }
        let hand = self.hands[seat.index()];
        if let Some(c) = cards.iter().find(|c| !hand.contains(*c)) {
            return Err(self.not_held(seat, c));
        }
        if cards.len() < 2 {
            return Err(ActionError::BadMultiplePlay {
                seat,
                why: "two or more cards are needed",
            });
        }
        if visible.is_empty() || !(visible - cards).is_empty() {
            return Err(ActionError::BadMultiplePlay {
                seat,
                why: "the visible cards must be some of the cards produced, and at least one",
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
        let done = law("58B2");
        let Some(c) = card else {
            self.exposed.retain(|e| e.irregularity != irr.id);
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
                why: "the card designated must be one of the visible cards (or none, for another card)",
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
        self.exposed.retain(|e| e.irregularity != irr.id);
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

    // ------------------------------------------------------------------
    // Law 46B: incomplete designation of dummy's card
    // ------------------------------------------------------------------

    /// The card an incomplete designation from dummy is deemed to name now
    /// (Law 46B), or why none is.
    pub fn deemed_designation(&self, designation: Designation) -> Result<Card, ActionError> {
        let none =
            |l: &'static str, why: &'static str| ActionError::NoDeemedCard { law: law(l), why };
        let (Some(contract), true) = (self.contract, self.dummy_spread) else {
            return Err(ActionError::NoDummy);
        };
        let dummy = contract.dummy();
        let strain = contract.bid.strain();
        let hand = self.hands[dummy.index()];
        let trick = self.current_trick().copied();
        let led = trick.and_then(|t| t.suit_led());
        let of_led = led.map_or(Hand::EMPTY, |s| hand.suit(s));
        let card = match designation {
            Designation::High => of_led.highest(),
            Designation::Low => of_led.lowest(),
            Designation::Suit { suit } => hand.suit(suit).lowest(),
            Designation::Win => {
                let Some(t) = trick else {
                    return Err(none("46B4", "nothing has been led to win"));
                };
                let yet_to_play: Hand = (1..4)
                    .map(|k| t.leader.advance(k))
                    .filter(|s| !t.has_played(*s) && *s != dummy && s.is_opponent(dummy))
                    .fold(Hand::EMPTY, |h, s| h | self.hands[s.index()]);
                let mut winners: Vec<Card> = self
                    .legal_cards(dummy)
                    .iter()
                    .filter(|c| {
                        let mut after = t;
                        after.push(dummy, *c, strain);
                        after.current_winner(strain) == dummy
                            && !yet_to_play
                                .suit(c.suit())
                                .iter()
                                .any(|d| d.rank() > c.rank())
                    })
                    .collect();
                winners.sort_by_key(|c| (Some(c.suit()) == strain.trump(), c.rank()));
                winners.first().copied()
            }
            Designation::Any => {
                return Err(none(
                    "46B5",
                    "neither suit nor rank: either defender designates the card",
                ))
            }
            Designation::Rank { rank } => {
                // 46B3(a): when dummy leads, the suit dummy won the last
                // trick with, if he holds that rank in it.
                let from_last = self
                    .tricks
                    .last()
                    .filter(|t| trick.is_none() && t.winner == Some(dummy))
                    .and_then(|t| t.card_of(dummy))
                    .map(|c| Card::new(c.suit(), rank))
                    .filter(|c| hand.contains(*c));
                match from_last {
                    Some(c) => Some(c),
                    None => {
                        // 46B3(b): a card of that rank that can lawfully be
                        // played; with two or more, declarer must say which.
                        let legal = self.legal_cards(dummy);
                        let mut of_rank = legal.iter().filter(|c| c.rank() == rank);
                        match (of_rank.next(), of_rank.next()) {
                            (Some(c), None) => Some(c),
                            (Some(_), Some(_)) => {
                                return Err(none("46B3(b)", "dummy can play two or more cards of that rank; declarer must say which"))
                            }
                            _ => None,
                        }
                    }
                }
            }
        };
        card.ok_or_else(|| {
            none(
                "46B4",
                "the designation fits no card of dummy; declarer designates any legal card",
            )
        })
    }

    /// Law 46B: declarer's incomplete designation plays the deemed card.
    pub(crate) fn on_incomplete_designation(
        &mut self,
        seat: Seat,
        designation: Designation,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => {}
        }
        let contract = self.contract.ok_or(ActionError::NoDummy)?;
        if seat != contract.declarer {
            return Err(ActionError::NotDeclarer { seat });
        }
        if self.config.rules.is_rubber() {
            // RB 46: declarer must complete the designation; no card is
            // deemed played.
            return Err(ActionError::NotARubberOption { law: law("RB 46") });
        }
        if designation == Designation::Any {
            // 46B5: the choice passes to the defenders, at dummy's turn.
            if self.to_play() != Some(contract.dummy()) || !self.dummy_spread {
                return Err(ActionError::NotDummysTurn);
            }
            self.blocked_error()?;
            self.defenders_designate = true;
            return Ok(Outcome::Lawful);
        }
        let card = self.deemed_designation(designation)?;
        self.on_play(contract.dummy(), card, index)
    }

    /// Law 46B5: a defender designates dummy's card.
    pub(crate) fn on_defender_designates(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::NoDummy)?;
        if !self.defenders_designate
            || !seat.is_opponent(contract.declarer)
            || self.to_play() != Some(contract.dummy())
        {
            return Err(ActionError::NotLeftToDefenders { seat });
        }
        if !self.hands[contract.dummy().index()].contains(card) {
            return Err(ActionError::NotDummysCard { card });
        }
        self.on_play(contract.dummy(), card, index)
    }

    // ------------------------------------------------------------------
    // Law 47E: a card taken back after an opponent misled the player
    // ------------------------------------------------------------------

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
        let l = law(match cause {
            RetractCause::WrongTurn => "47E1",
            RetractCause::Misinformation => "47E2(a)",
        });
        let cannot = |why: &'static str| ActionError::CannotRetract { seat, law: l, why };
        match self.phase {
            Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::Play | Phase::Complete => {}
            _ => return Err(cannot("no card has been led")),
        }
        // Law 68D: no card is taken back to be played again once a claim
        // has suspended the play.
        self.claim_refusal()?;
        let Some(trick) = self.tricks.last().copied() else {
            return Err(cannot("no card has been led"));
        };
        let outcome = match cause {
            RetractCause::WrongTurn => {
                let lead = self
                    .lead_irregularities
                    .last()
                    .copied()
                    .flatten()
                    .and_then(|i| self.irregularities.get(i))
                    .copied()
                    .filter(|i| i.kind.is_lead_out_of_turn() && i.offender == seat);
                let Some(irr) = lead else {
                    // A card played before his turn (Law 57): taken back
                    // with whatever its rectification put in place.
                    let early = self
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
                                .is_some_and(|c| self.hands[seat.index()].contains(c))
                        })
                        .ok_or(cannot(
                            "only his lead out of turn to the last trick, or a card he played before his turn, can be taken back",
                        ))?;
                    let card = early.kind.card().ok_or(cannot("no card has been led"))?;
                    self.exposed.retain(|e| e.card != card);
                    self.penalty_cards.retain(|p| p.card != card);
                    self.must_play.retain(|(_, c, _)| *c != card);
                    if matches!(early.kind, K::PrematureLeadOrPlay { .. }) {
                        self.play_restriction = None;
                    }
                    self.set_status(early.id, Status::Cancelled { law: l });
                    self.set_step(early.id, Step::Done);
                    self.withdrawn_info(seat, card, l);
                    self.unestablish_revokes(seat.side());
                    return Ok(Outcome::Settled {
                        id: early.id,
                        law: l,
                    });
                };
                let card = trick.lead().ok_or(cannot("no card has been led"))?;
                self.tricks.pop();
                self.lead_irregularities.pop();
                for p in trick.cards() {
                    self.hands[p.seat.index()].insert(p.card);
                }
                self.set_status(irr.id, Status::Cancelled { law: l });
                self.set_step(irr.id, Step::Done);
                self.withdrawn_info(seat, card, l);
                Outcome::Settled { id: irr.id, law: l }
            }
            RetractCause::Misinformation => {
                let Some(card) = trick.card_of(seat) else {
                    return Err(cannot("he has no card on the last trick"));
                };
                let pos = trick.leader.distance_to(seat);
                // RB 47D sets neither limit of 47E2(a); the cards played
                // after his go back, to be played again (RB 47C).
                let rubber = self.config.rules.is_rubber();
                if pos + 1 != trick.len() && !rubber {
                    return Err(cannot("a card has been played after his"));
                }
                if self.tricks.len() == 1 && pos == 0 && self.dummy_spread && !rubber {
                    return Err(cannot("dummy has faced his cards after the opening lead"));
                }
                if rubber && pos != 0 {
                    let later: Vec<(Seat, Card)> = trick
                        .cards()
                        .skip(pos + 1)
                        .map(|p| (p.seat, p.card))
                        .collect();
                    if let Some(t) = self.tricks.last_mut() {
                        for (s, _) in &later {
                            t.remove(*s);
                        }
                        t.reopen();
                    }
                    for (s, c) in later {
                        self.hands[s.index()].insert(c);
                    }
                }
                if pos == 0 {
                    for p in trick.cards().skip(1) {
                        self.hands[p.seat.index()].insert(p.card);
                    }
                    self.tricks.pop();
                    if let Some(Some(j)) = self.lead_irregularities.pop() {
                        if self.irregularities.get(j).is_some_and(|i| i.is_open()) {
                            self.set_status(j, Status::Cancelled { law: l });
                        }
                    }
                } else if let Some(t) = self.tricks.last_mut() {
                    t.remove(seat);
                }
                self.hands[seat.index()].insert(card);
                // An irregularity the card itself committed (a revoke ...)
                // goes with it.
                let committed: Vec<usize> = self
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
                Outcome::Lawful
            }
        };
        self.phase = if self.tricks.is_empty() {
            Phase::Clarification
        } else {
            Phase::Play
        };
        self.unestablish_revokes(seat.side());
        Ok(outcome)
    }

    /// Information from a card taken back under Law 47E: unauthorized for
    /// the opponents of the player who took it back (16C).
    fn withdrawn_info(&mut self, seat: Seat, card: Card, l: LawRef) {
        let l = self.as_rules(l);
        let info = InfoRecord {
            source: InfoSource::Card { seat, card },
            unauthorized_for: seat.side().opponents(),
            law: l,
        };
        if !self.info.contains(&info) {
            self.info.push(info);
        }
        self.flag(law("16C"), None);
    }

    /// After cards are taken back, a revoke of `side` established under
    /// 63A1 that no later play of that side now establishes is open again
    /// (47E1: the retracted lead establishes no revoke).
    fn unestablish_revokes(&mut self, side: Side) {
        let later_play = |tricks: &[Trick], t: u8| {
            tricks
                .iter()
                .skip(usize::from(t))
                .any(|tr| tr.cards().any(|p| p.seat.side() == side))
        };
        let reopened: Vec<usize> = self
            .irregularities
            .iter()
            .filter(|i| {
                i.offender.side() == side
                    && established_by_play(i.status)
                    && i.kind
                        .revoke_trick()
                        .is_some_and(|(t, _)| !later_play(&self.tricks, t))
            })
            .map(|i| i.id)
            .collect();
        for id in reopened {
            self.set_status(id, Status::Unnoticed);
        }
    }

    // ------------------------------------------------------------------
    // Law 61B: inquiries about a revoke
    // ------------------------------------------------------------------

    /// Law 61B: `seat` asks `asked` whether he has a card of the suit led.
    /// The question is lawful; a revoke of `asked` that has not been
    /// established comes to light and is corrected under Law 62 (for
    /// dummy's question to declarer, 61B2: it draws attention to it).
    pub(crate) fn on_revoke_inquiry(
        &mut self,
        seat: Seat,
        asked: Seat,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::BoardOver),
        }
        let contract = self.contract.ok_or(ActionError::BoardOver)?;
        let declarer = contract.declarer;
        let allowed = if seat == contract.dummy() {
            asked == declarer
        } else if seat == declarer {
            asked.is_opponent(declarer)
        } else {
            asked == declarer || asked == seat.partner()
        };
        if !allowed || asked == seat {
            return Err(ActionError::InquiryNotAllowed { seat, asked });
        }
        self.blocked_error()?;
        let revoke = self
            .irregularities
            .iter()
            .find(|i| i.kind.is_revoke() && i.offender == asked && i.status == Status::Unnoticed)
            .map(|i| i.id);
        let Some(id) = revoke else {
            return Ok(Outcome::Lawful);
        };
        self.on_attention_to(id);
        if seat == contract.dummy() && self.dummy_breached_limits() {
            // 43B2(b): after dummy's violation of 43A2, his question makes
            // declarer correct the revoke, and Law 64 applies as if it had
            // been established.
            // RB 43C: the same, with one trick transferred.
            let l = law(if self.config.rules.is_rubber() {
                "RB 43C"
            } else {
                "43B2(b)"
            });
            self.set_status(id, Status::Established { law: l });
            self.revokes_noticed.push(id);
            return Ok(Outcome::Settled { id, law: l });
        }
        let l = match self.irregularities.get(id).map(|i| i.status) {
            Some(Status::Rectified { law }) => law,
            _ => law("62A"),
        };
        Ok(Outcome::Settled { id, law: l })
    }

    // ------------------------------------------------------------------
    // Laws 64B4, 64B5: a revoke noticed too late
    // ------------------------------------------------------------------

    /// After the board: the non-offending side `side` has called on the
    /// next board (64B4; `None`: the round has ended, 64B5). Every
    /// established revoke nobody has drawn attention to, of the opponents of
    /// `side` (of either side at the end of the round), stands without
    /// rectification.
    pub(crate) fn on_too_late_for_revoke(
        &mut self,
        side: Option<Side>,
    ) -> Result<Outcome, ActionError> {
        let l = law(if side.is_some() { "64B4" } else { "64B5" });
        self.revokes_too_late(side, l)
    }

    /// RB 64D4: the cards were mixed together before attention was drawn
    /// to a revoke: no penalty.
    pub(crate) fn on_too_late_for_revoke_rubber(&mut self) -> Result<Outcome, ActionError> {
        self.revokes_too_late(None, law("RB 64D4"))
    }

    fn revokes_too_late(&mut self, side: Option<Side>, l: LawRef) -> Result<Outcome, ActionError> {
        if !matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardNotOver);
        }
        let late: Vec<usize> = self
            .irregularities
            .iter()
            .filter(|i| {
                i.kind.is_revoke()
                    && matches!(i.status, Status::Established { .. })
                    && !self.revokes_noticed.contains(&i.id)
                    && side.is_none_or(|s| i.offender.side() != s)
            })
            .map(|i| i.id)
            .collect();
        for &id in &late {
            self.set_status(id, Status::Condoned { law: l });
        }
        Ok(match late.first() {
            Some(&id) => Outcome::Settled { id, law: l },
            None => Outcome::Lawful,
        })
    }

    // ------------------------------------------------------------------
    // Law 43: dummy's limitations
    // ------------------------------------------------------------------

    /// Whether dummy has gone beyond his limitations (43A2) on this board.
    pub fn dummy_breached_limits(&self) -> bool {
        self.irregularities
            .iter()
            .any(|i| matches!(i.kind, K::DummyLimitBreached))
    }

    /// Law 42B2 / 43B2(a): dummy warns declarer against leading from the
    /// wrong hand. Lawful prevention, unless dummy has broken 43A2: then
    /// the defenders choose the hand declarer leads from.
    pub(crate) fn on_dummy_warns_lead(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if seat != dummy {
            return Err(ActionError::NotDummy { seat });
        }
        self.blocked_error()?;
        let leader = self.leader_now().ok_or(ActionError::NoLeadOption)?;
        if !self.is_declaring(leader) || self.lead_hand_choice.is_some() {
            return Err(ActionError::NoLeadOption);
        }
        let violated = self
            .irregularities
            .iter()
            .any(|i| matches!(i.kind, K::DummyLimitBreached));
        if !violated {
            return Ok(Outcome::Lawful);
        }
        self.lead_hand_choice = Some(None);
        Ok(Outcome::Chose {
            law: law("43B2(a)"),
        })
    }

    /// Law 43B2(a): a defender chooses the hand declarer leads from.
    pub(crate) fn on_choose_leading_hand(
        &mut self,
        seat: Seat,
        hand: Seat,
    ) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::NoLeadOption)?;
        if self.lead_hand_choice != Some(None) {
            return Err(ActionError::NoLeadOption);
        }
        if !seat.is_opponent(contract.declarer) {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: law("43B2(a)"),
                entitled: "either defender",
            });
        }
        if hand != contract.declarer && hand != contract.dummy() {
            return Err(ActionError::NoLeadOption);
        }
        self.lead_hand_choice = Some(Some(hand));
        Ok(Outcome::Chose {
            law: law("43B2(a)"),
        })
    }

    /// Law 43A2: dummy exchanges hands, watches declarer, or looks at a
    /// defender's cards. The Director may penalize and adjust after play
    /// (43B1, 12); dummy's later warning, question or attention loses its
    /// effect (43B2).
    pub(crate) fn on_dummy_violation(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if seat != dummy {
            return Err(ActionError::NotDummy { seat });
        }
        self.blocked_error()?;
        Ok(self.record_with(
            K::DummyLimitBreached,
            seat,
            index,
            Status::ReviewAtEndOfPlay,
        ))
    }

    // ------------------------------------------------------------------
    // Laws 45C4(b), 45D, 47C, 47D: dummy's card changed
    // ------------------------------------------------------------------

    /// Where dummy's last card is: its trick (an index) and the card, if
    /// no card of the declaring side has been played after it (unless
    /// `declarer_after`).
    fn dummys_last_card(&self, declarer_after: bool) -> Result<(usize, Card), ActionError> {
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        let seq: Vec<(usize, Seat, Card)> = self
            .tricks
            .iter()
            .enumerate()
            .flat_map(|(i, t)| t.cards().map(move |p| (i, p.seat, p.card)))
            .collect();
        let pos = seq.iter().rposition(|(_, s, _)| *s == dummy).ok_or(
            ActionError::CannotChangeDummysCard {
                why: "dummy has played no card",
            },
        )?;
        if !declarer_after && seq[pos + 1..].iter().any(|(_, s, _)| self.is_declaring(*s)) {
            return Err(ActionError::CannotChangeDummysCard {
                why: "declarer has played a card since",
            });
        }
        Ok((seq[pos].0, seq[pos].2))
    }

    /// Takes dummy's card off trick `t` with every card played after it
    /// (back to their hands; what the opponents' cards showed is
    /// unauthorized for declarer, 16C) and plays `new` from dummy in its
    /// place, classified as any card. On an error nothing changes.
    fn replace_dummy_card(
        &mut self,
        t: usize,
        new: Card,
        index: usize,
        l: LawRef,
    ) -> Result<Outcome, ActionError> {
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if !self.hands[dummy.index()].contains(new) {
            return Err(ActionError::NotDummysCard { card: new });
        }
        let saved = self.clone();
        let mut returned: Vec<(Seat, Card)> = Vec::new();
        while self.tricks.len() > t + 1 {
            if let Some(later) = self.tricks.pop() {
                returned.extend(later.cards().map(|p| (p.seat, p.card)));
            }
            if let Some(Some(j)) = self.lead_irregularities.pop() {
                if self.irregularities.get(j).is_some_and(|i| i.is_open()) {
                    self.set_status(j, Status::Cancelled { law: l });
                }
            }
        }
        if let Some(tr) = self.tricks.get(t).copied() {
            let position = tr.leader.distance_to(dummy);
            if position == 0 {
                self.tricks.pop();
                self.lead_irregularities.pop();
                returned.extend(tr.cards().map(|p| (p.seat, p.card)));
            } else if let Some(trm) = self.tricks.get_mut(t) {
                for k in position..4 {
                    let s = tr.leader.advance(k);
                    if let Some(c) = trm.remove(s) {
                        returned.push((s, c));
                    }
                }
            }
        }
        for &(s, c) in &returned {
            self.hands[s.index()].insert(c);
            if !self.is_declaring(s) {
                self.withdrawn_info(s, c, l);
            }
            let committed: Vec<usize> = self
                .irregularities
                .iter()
                .filter(|i| i.offender == s && i.kind.card() == Some(c) && i.is_open())
                .map(|i| i.id)
                .collect();
            for id in committed {
                self.set_status(id, Status::Cancelled { law: l });
            }
        }
        self.resume_play();
        match self.on_card_in_play(dummy, new, index) {
            Ok(o) => Ok(o),
            Err(e) => {
                *self = saved;
                Err(e)
            }
        }
    }

    /// Laws 45C4(b), 47C, 47D: the Director finds that declarer's
    /// designation of dummy's last card was a slip of the tongue (possible
    /// until declarer plays again from either hand): `card` is played instead.
    pub(crate) fn on_slip_of_tongue(
        &mut self,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play | Phase::Complete => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::NoDummy),
        }
        self.claim_refusal()?;
        let (t, old) = self.dummys_last_card(false)?;
        if old == card {
            return Err(ActionError::CannotChangeDummysCard {
                why: "that is the card already played",
            });
        }
        self.replace_dummy_card(t, card, index, law("47C"))
    }

    /// Law 45D: dummy puts a card declarer did not name in the played
    /// position. It stands until attention is drawn (at once in
    /// auto-director mode).
    pub(crate) fn on_dummy_wrong_card(
        &mut self,
        card: Card,
        named: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Play if self.dummy_spread => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        for c in [card, named] {
            if !self.hands[dummy.index()].contains(c) {
                return Err(ActionError::NotDummysCard { card: c });
            }
        }
        if self.to_play() != Some(dummy) || card == named {
            return Err(ActionError::NotDummysTurn);
        }
        self.blocked_error()?;
        self.on_card_in_play(dummy, card, index)?;
        let outcome = self.record(K::DummyWrongCard { card, named }, dummy, index);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 45D once attention is drawn: before a player of each side has
    /// played to the next trick, dummy's card is withdrawn and the card
    /// declarer named is played; the cards played after it go back to their
    /// hands (45D1). Later, play goes on unchanged (45D2).
    fn rectify_dummy_wrong_card(&mut self, id: usize, card: Card, named: Card) {
        let Some(t) = self
            .tricks
            .iter()
            .position(|tr| self.dummy().is_some_and(|d| tr.card_of(d) == Some(card)))
        else {
            self.set_status(id, Status::Rectified { law: law("45D") });
            return;
        };
        let both_sides_played = self.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if both_sides_played {
            self.set_status(id, Status::Rectified { law: law("45D2") });
            return;
        }
        let event = self.irregularities.get(id).map_or(0, |i| i.event);
        self.set_status(id, Status::Rectified { law: law("45D1") });
        if self
            .replace_dummy_card(t, named, event, law("45D1"))
            .is_err()
        {
            self.set_status(id, Status::AwaitingDirector);
        }
    }

    // ------------------------------------------------------------------
    // Law 67: defective tricks
    // ------------------------------------------------------------------

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
                    why: "there is no trick in progress",
                })
            }
        }
        let contract = self.contract.ok_or(ActionError::BoardOver)?;
        let Some(trick) = self.current_trick().copied() else {
            return Err(ActionError::CannotOmit {
                seat,
                why: "there is no trick in progress",
            });
        };
        if trick.len() != 3 || trick.next_to_play() != Some(seat) {
            return Err(ActionError::CannotOmit {
                seat,
                why: "the other three hands must have played to the trick, and he not",
            });
        }
        self.blocked_error()?;
        let number = self.tricks.len() as u8;
        if let Some(t) = self.tricks.last_mut() {
            t.quit_without(seat, contract.bid.strain());
        }
        self.after_trick_complete();
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
                    why: "there is no trick in progress",
                })
            }
        }
        if !self.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        if self.tricks.last().is_none_or(|t| !t.has_played(seat)) {
            return Err(ActionError::CannotOmit {
                seat,
                why: "he has no card on the last trick",
            });
        }
        // A card lying face up on the table (a penalty card, Law 50, or a
        // card exposed and not yet dealt with) cannot have gone to the trick
        // unseen together with the card played (Law 67).
        if self.penalty_cards.iter().any(|p| p.card == card)
            || self.exposed.iter().any(|e| e.card == card)
        {
            return Err(ActionError::CardFaceUp { seat, card });
        }
        self.blocked_error()?;
        let trick = self.tricks.len() as u8;
        self.hands[seat.index()].remove(card);
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
    fn rectify_extra_card(&mut self, id: usize, card: Card, trick: u8) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let o = irr.offender;
        let t = usize::from(trick).saturating_sub(1);
        self.hands[o.index()].insert(card);
        let both_sides_played = self.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if !both_sides_played {
            self.set_status(id, Status::Rectified { law: law("67A2") });
            return;
        }
        self.set_status(
            id,
            Status::Rectified {
                law: law("67B2(a)"),
            },
        );
        let suit = card.suit();
        let failures: Vec<(u8, Card, bool)> = self
            .tricks
            .iter()
            .enumerate()
            .skip(t + 1)
            .filter_map(|(k, tr)| {
                let played = tr.card_of(o)?;
                (tr.suit_led() == Some(suit) && played.suit() != suit).then(|| {
                    let later = self
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
                        law: law("67B2(b)"),
                    },
                ) {
                    self.revokes_noticed.push(r);
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
    fn rectify_omitted_play(&mut self, id: usize, trick: u8) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let t = usize::from(trick).saturating_sub(1);
        if self
            .tricks
            .get(t)
            .is_none_or(|tr| tr.omitted != Some(irr.offender))
        {
            self.set_status(id, Status::Rectified { law: law("67") });
            return;
        }
        let both_sides_played = self.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if both_sides_played {
            self.set_status(id, Status::AwaitingDirector);
            return;
        }
        while self.tricks.len() > t + 1 {
            if let Some(later) = self.tricks.pop() {
                for p in later.cards() {
                    self.hands[p.seat.index()].insert(p.card);
                }
            }
            if let Some(Some(j)) = self.lead_irregularities.pop() {
                if self.irregularities.get(j).is_some_and(|i| i.is_open()) {
                    self.set_status(j, Status::Cancelled { law: law("67A1") });
                }
            }
        }
        if let Some(tr) = self.tricks.get_mut(t) {
            tr.reopen();
        }
        self.resume_play();
        self.set_status(id, Status::Rectified { law: law("67A1") });
    }

    /// Law 67B1: the offender places `card` among his played cards for the
    /// defective trick. It does not change who won the trick; he is deemed
    /// to have revoked there, and one trick is transferred as in 64A2.
    pub(crate) fn on_place_omitted_card(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<Outcome, ActionError> {
        let irr = self
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::OmittedPlay { .. })
                    && i.status == Status::AwaitingDirector
                    && i.offender == seat
            })
            .copied()
            .ok_or(ActionError::NoOmittedPlay { seat })?;
        let K::OmittedPlay { trick } = irr.kind else {
            return Err(ActionError::NoOmittedPlay { seat });
        };
        let hand = self.hands[seat.index()];
        if !hand.contains(card) {
            return Err(self.not_held(seat, card));
        }
        let t = usize::from(trick).saturating_sub(1);
        if let Some(led) = self.tricks.get(t).and_then(|tr| tr.suit_led()) {
            if hand.has_suit(led) && card.suit() != led {
                return Err(ActionError::MustPlaceSuitLed { seat, suit: led });
            }
        }
        self.take_card(seat, card);
        if let Some(tr) = self.tricks.get_mut(t) {
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
        let irr = self
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::OmittedPlay { .. })
                    && i.status == Status::AwaitingDirector
                    && i.offender == seat
            })
            .copied()
            .ok_or(ActionError::NoOmittedPlay { seat })?;
        let K::OmittedPlay { trick } = irr.kind else {
            return Err(ActionError::NoOmittedPlay { seat });
        };
        let t = usize::from(trick).saturating_sub(1);
        let held = self.hands[seat.index()].contains(card);
        let replayed = self
            .tricks
            .iter()
            .skip(t + 1)
            .any(|tr| tr.card_of(seat) == Some(card));
        if !held && !replayed {
            return Err(self.not_held(seat, card));
        }
        let l = law("67B3");
        if held {
            let led = self.tricks.get(t).and_then(|tr| tr.suit_led());
            let revoke = led.filter(|s| card.suit() != *s && self.hands[seat.index()].has_suit(*s));
            self.take_card(seat, card);
            if let Some(tr) = self.tricks.get_mut(t) {
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
                    Status::Established { law: law("63A1") },
                ) {
                    self.revokes_noticed.push(r);
                }
            }
        } else {
            self.flag(l, Some(irr.id));
        }
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    // ------------------------------------------------------------------
    // Rectifications
    // ------------------------------------------------------------------

    /// In auto-director mode, applies at once what the Laws prescribe
    /// without a choice for a newly recognised irregularity of the play.
    fn after_recognised(&mut self, outcome: &Outcome) {
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
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        if matches!(irr.status, Status::Condoned { .. }) {
            // Nothing to rectify (e.g. RB 69: a faced defender's act).
            return;
        }
        if self.claim_suspends_play() && Self::waits_for_claim(irr.kind) {
            if matches!(irr.status, Status::Established { .. }) {
                // Established (63A3, 63A4): the trick stands (63B); Law 64
                // applies at the end.
                return;
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
            return;
        }
        let o = irr.offender;
        match irr.kind {
            k if k.is_revoke() && !matches!(k, K::PenaltyCardNotPlayed { .. }) => {
                if let Some(other) = self.revoke_62c3_partner(id) {
                    self.correct_62c3(id, other);
                    return;
                }
                if matches!(irr.status, Status::Established { .. }) {
                    return;
                }
                let before = self.hands;
                self.correct_revoke(id);
                self.hold_62c2(id, &before);
            }
            K::PenaltyCardNotPlayed { .. } => self.set_status(id, Status::AwaitingDirector),
            K::FaceDownLeadOutOfTurn { .. } => {
                // Law 41A: returned to the hand on the Director's instruction; no penalty.
                self.set_status(id, Status::Rectified { law: law("41A") });
            }
            K::DeclaringSideOpeningLead { card, .. } => {
                // Laws 54E, 24D: the card goes back to the hand; its
                // information is unauthorized for the declaring side.
                self.exposed.retain(|e| e.card != card);
                self.card_info(o, card, law("16C"));
                self.set_status(id, Status::Rectified { law: law("54E") });
            }
            K::DeclarerExposedCard { card } => {
                self.exposed.retain(|e| e.card != card);
                self.set_status(id, Status::Rectified { law: law("48A") });
            }
            K::DefenderExposedCard { card } => {
                // Law 49: a penalty card, major or minor as Law 50B says;
                // Law 67 footnote 20 when it is an extra card restored to
                // his hand from a defective trick.
                let restored = self.irregularities.iter().any(|i| {
                    i.offender == o
                        && matches!(i.kind, K::ExtraCardOnTrick { card: c, .. } if c == card)
                        && matches!(i.status, Status::Rectified { .. })
                });
                let l = if restored {
                    law("67B2(a) fn20")
                } else {
                    law("49")
                };
                self.exposed.retain(|e| e.card != card);
                self.add_penalty_card(o, card, false, l);
                self.set_status(id, Status::Rectified { law: l });
            }
            K::CardAddedToTrick { card } => {
                self.exposed.retain(|e| e.card != card);
                if self.is_declaring(o) {
                    // 45E2: returned without rectification.
                    self.set_status(id, Status::Rectified { law: law("45E2") });
                } else {
                    // 45E1: a penalty card (the Director may instead deem it led).
                    self.add_penalty_card(o, card, true, law("45E1"));
                    self.set_status(id, Status::Rectified { law: law("45E1") });
                }
            }
            K::PrematureLeadOrPlay { card, lead } => {
                let declarer_played_both = self.current_trick().is_some_and(|t| {
                    self.contract
                        .is_some_and(|c| t.has_played(c.declarer) && t.has_played(c.dummy()))
                });
                if self.config.rules.is_rubber() {
                    self.rectify_rb57(id, o, card, lead, declarer_played_both);
                    return;
                }
                self.exposed.retain(|e| e.card != card);
                if declarer_played_both {
                    // 57C1: no rectification.
                    self.set_status(id, Status::Rectified { law: law("57C1") });
                } else {
                    // 57A: a major penalty card; declarer chooses for partner.
                    self.add_penalty_card(o, card, true, law("57A"));
                    self.set_status(id, Status::AwaitingDirector);
                }
            }
            K::PlayAtRightHandOpponentsTurn { card } => {
                // 57D: a card that can lawfully be played to the trick is
                // played at its proper turn; otherwise a major penalty card.
                self.play_at_own_turn(o, card, law("57D"));
                self.set_status(id, Status::Rectified { law: law("57D") });
            }
            K::PlayBeforeRequiredLead { card } => {
                // 60B: a major penalty card.
                self.exposed.retain(|e| e.card != card);
                self.add_penalty_card(o, card, true, law("60B"));
                self.set_status(id, Status::Rectified { law: law("60B") });
            }
            K::DeclarerPrematurePlay { card } => {
                // 57C3: the card stands and is played at its turn.
                self.exposed.retain(|e| e.card != card);
                self.must_play.push((o, card, law("57C3")));
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

    /// Law 62: a revoke not yet established must be corrected. The revoke
    /// card is withdrawn (a defender's becomes a major penalty card, 62B1;
    /// declarer's or dummy's goes back, 62B2) and the offender plays a legal
    /// card in its place. The non-offending side may withdraw cards played
    /// after it (62C1): the engine returns them to their hands to be played
    /// again, and a following trick (which can hold only their cards) is
    /// taken back.
    fn correct_revoke(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let Some((trick_no, card)) = irr.kind.revoke_trick() else {
            return;
        };
        let t = usize::from(trick_no).saturating_sub(1);
        let o = irr.offender;
        if self
            .tricks
            .get(t)
            .is_none_or(|tr| tr.card_of(o) != Some(card))
        {
            // The card is no longer on that trick (taken back by an earlier
            // correction): nothing is left to correct.
            self.set_status(id, Status::Rectified { law: law("62B") });
            return;
        }
        // Take back any later trick; a lead out of turn on it goes with it.
        while self.tricks.len() > t + 1 {
            if let Some(later) = self.tricks.pop() {
                for p in later.cards() {
                    self.hands[p.seat.index()].insert(p.card);
                }
            }
            if let Some(Some(j)) = self.lead_irregularities.pop() {
                if self.irregularities.get(j).is_some_and(|i| i.is_open()) {
                    self.set_status(j, Status::Cancelled { law: law("62C1") });
                }
            }
        }
        let Some(tr) = self.tricks.get_mut(t) else {
            return;
        };
        let position = tr.leader.distance_to(o);
        let partner_after = tr.leader.distance_to(o.partner()) > position;
        let lead_breach = position == 0;
        let mut returned = Vec::new();
        for k in position..4 {
            let s = tr.leader.advance(k);
            if k == position && lead_breach {
                continue;
            }
            if let Some(c) = tr.remove(s) {
                returned.push((s, c));
            }
        }
        if lead_breach {
            // A lead in breach of a restriction: the whole trick is taken back.
            self.tricks.pop();
            self.lead_irregularities.pop();
            returned.push((o, card));
        }
        for (s, c) in returned {
            self.hands[s.index()].insert(c);
        }
        self.resume_play();
        if !self.is_declaring(o) {
            self.add_penalty_card(o, card, true, law("62B1"));
            if trick_no == 12 && partner_after {
                // 62D2: a defender's revoke on trick 12 before his partner's
                // turn: the withdrawn card is information for partner (16C).
                self.card_info(o, card, law("62D2"));
                if self.rb62_option_open(o) {
                    // RB 62: declarer may instead name which of partner's
                    // two cards he plays to the trick.
                    self.set_status(id, Status::AwaitingDirector);
                    self.set_step(id, Step::AwaitPlayOption);
                    return;
                }
            }
        }
        self.set_status(
            id,
            Status::Rectified {
                law: law(if self.is_declaring(o) { "62B2" } else { "62B1" }),
            },
        );
    }

    /// RB 62: after a defender's revoke on trick 12 is corrected before his
    /// partner has played, and the partner's two cards could both lawfully
    /// be played to the trick (he has none of the suit led) and are of two
    /// suits, declarer may require either of them.
    fn rb62_option_open(&self, offender: Seat) -> bool {
        if !self.config.rules.is_rubber() {
            return false;
        }
        let partner = offender.partner();
        let hand = self.hands[partner.index()];
        let led = self.current_trick().and_then(|t| t.suit_led());
        let cards: Vec<Card> = hand.iter().collect();
        cards.len() == 2
            && cards[0].suit() != cards[1].suit()
            && led.is_some_and(|s| !hand.has_suit(s))
    }

    /// Law 62C3: the other side's revoke on the same trick as revoke `id`,
    /// when no more than one side has played to the next trick (so that
    /// both must be corrected, even one established by that side's play).
    fn revoke_62c3_partner(&self, id: usize) -> Option<usize> {
        let irr = self.irregularities.get(id)?;
        let (t, _) = irr.kind.revoke_trick()?;
        let correctable = |i: &Irregularity| i.is_open() || established_by_play(i.status);
        if !correctable(irr) || matches!(irr.kind, K::PenaltyCardNotPlayed { .. }) {
            return None;
        }
        let next_both_sides = self.tricks.get(usize::from(t)).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if next_both_sides {
            return None;
        }
        self.irregularities
            .iter()
            .find(|j| {
                j.id != id
                    && j.kind.is_revoke()
                    && !matches!(j.kind, K::PenaltyCardNotPlayed { .. })
                    && j.kind.revoke_trick().is_some_and(|(u, _)| u == t)
                    && j.offender.side() != irr.offender.side()
                    && correctable(j)
            })
            .map(|j| j.id)
    }

    /// Law 62C3: both revokes on the trick are corrected (from the one made
    /// first in rotation), and every card the defending side takes back
    /// becomes a penalty card (major: it was played deliberately). No
    /// transfer follows (64B8), nor a 64C review.
    fn correct_62c3(&mut self, a: usize, b: usize) {
        let position = |s: &State, id: usize| {
            s.irregularities.get(id).and_then(|i| {
                let (t, _) = i.kind.revoke_trick()?;
                let tr = s.tricks.get(usize::from(t).saturating_sub(1))?;
                Some(tr.leader.distance_to(i.offender))
            })
        };
        let (first, second) = if position(self, a) <= position(self, b) {
            (a, b)
        } else {
            (b, a)
        };
        let before = self.hands;
        self.correct_revoke(first);
        let returned: Vec<(Seat, Card)> = Seat::ALL
            .iter()
            .flat_map(|&s| {
                (self.hands[s.index()] - before[s.index()])
                    .iter()
                    .map(move |c| (s, c))
            })
            .collect();
        for (s, c) in returned {
            if !self.is_declaring(s) {
                self.add_penalty_card(s, c, true, law("62C3"));
            }
        }
        let l = law("62C3");
        self.set_status(first, Status::Rectified { law: l });
        self.set_status(second, Status::Rectified { law: l });
    }

    /// Adds a penalty card for a defender: major if an honour or exposed by
    /// deliberate play, minor otherwise; all major once he has two (Law 50B).
    pub(crate) fn add_penalty_card(&mut self, seat: Seat, card: Card, deliberate: bool, l: LawRef) {
        // RB 69, RB 70B: the cards of a hand faced in the play after a
        // disputed claim are not penalty cards.
        if self.faced_in_play_on(seat) {
            return;
        }
        if self.penalty_cards.iter().any(|p| p.card == card)
            || !self.hands[seat.index()].contains(card)
        {
            return;
        }
        let major = deliberate || card.rank().is_honour();
        let l = self.as_rules(l);
        self.penalty_cards.push(PenaltyCard {
            seat,
            card,
            major,
            law: l,
        });
        if self.config.rules.is_rubber() {
            // RB 50, RB 16B2: what a penalty card shows is unauthorized for
            // the owner's partner from the moment it lies on the table (the
            // duplicate Law 50E1 makes it authorized while it is there).
            self.card_info(seat, card, law("RB 50"));
        }
        if self.penalty_cards_of(seat).count() >= 2 {
            for p in self.penalty_cards.iter_mut().filter(|p| p.seat == seat) {
                p.major = true;
            }
        }
    }

    fn card_info(&mut self, offender: Seat, card: Card, l: LawRef) {
        let l = self.as_rules(l);
        let info = InfoRecord {
            source: InfoSource::Card {
                seat: offender,
                card,
            },
            unauthorized_for: offender.side(),
            law: l,
        };
        if !self.info.contains(&info) {
            self.info.push(info);
        }
        self.flag(law("16C"), None);
    }

    /// Law 53B: the proper leader led after a lead out of turn by an
    /// opponent: his card is the lead. A defender's card led out of turn
    /// becomes a major penalty card; declarer's goes back to his hand; cards
    /// played to the irregular lead go back.
    fn apply_53b(&mut self, id: usize, irregular: Option<usize>) {
        let Some(new) = self.irregularities.get(id).copied() else {
            return;
        };
        let Some(card) = new.kind.card() else { return };
        self.relead_53b(new.offender, card, irregular);
        self.set_status(id, Status::Rectified { law: law("53B") });
    }

    /// Law 53B: the irregular lead and every card played to it go back
    /// (a defender's irregular lead as a major penalty card), and `leader`'s
    /// `card` is the lead.
    fn relead_53b(&mut self, leader: Seat, card: Card, irregular: Option<usize>) {
        if let Some(old) = self.tricks.pop() {
            self.lead_irregularities.pop();
            for p in old.cards() {
                self.hands[p.seat.index()].insert(p.card);
            }
            if let Some(irr) = irregular.and_then(|i| self.irregularities.get(i)).copied() {
                if let Some(c) = irr.kind.card() {
                    if !self.is_declaring(irr.offender) {
                        self.add_penalty_card(irr.offender, c, true, law("53B"));
                    }
                }
                self.set_status(irr.id, Status::Rectified { law: law("53B") });
            }
        }
        self.exposed.retain(|e| e.card != card);
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
            self.set_status(id, Status::Condoned { law: law("53A") });
            self.set_step(id, Step::Done);
            return Ok(Outcome::Settled {
                id,
                law: law("53A"),
            });
        }
        let played = self
            .current_trick()
            .and_then(|t| t.cards().nth(1))
            .ok_or(ActionError::NoQuestionPending)?;
        // A revoke it would have been as a card following is no revoke as
        // a lead.
        let trick = self.tricks.len() as u8;
        let revokes: Vec<usize> = self
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
            self.set_status(r, Status::Cancelled { law: law("53B") });
        }
        self.relead_53b(played.seat, played.card, Some(id));
        self.set_step(id, Step::Done);
        Ok(Outcome::Settled {
            id,
            law: law("53B"),
        })
    }

    /// C 53: declarer accepted (`accepted`) or refused the defender's lead
    /// out of turn `first`, after which the proper leader had led too. If
    /// accepted, the second card is a major penalty card (Law 50B, a card
    /// deliberately led); if refused, it is the lead to the trick (and the
    /// first card is the 56B penalty card).
    pub(crate) fn settle_second_lead(&mut self, first: usize, accepted: bool) {
        let Some(lead) = self.irregularities.get(first).and_then(|i| match i.kind {
            K::DefenderLeadOutOfTurn { card, .. } => Some(card),
            _ => None,
        }) else {
            return;
        };
        let second = self
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
        self.exposed.retain(|e| e.card != card);
        if accepted {
            self.add_penalty_card(second.offender, card, true, law("50B"));
            self.set_status(second.id, Status::Rectified { law: law("56A") });
        } else {
            self.start_trick(second.offender, card, None);
            self.set_status(second.id, Status::Rectified { law: law("56B") });
        }
        self.set_step(second.id, Step::Done);
    }

    /// Declines a lead out of turn or a failure to play a penalty card.
    pub(crate) fn decline_play_irregularity(
        &mut self,
        irr: Irregularity,
        seat: Seat,
    ) -> Result<Outcome, ActionError> {
        let contract = self
            .contract
            .ok_or(ActionError::NothingToDecline { seat })?;
        let id = irr.id;
        let (entitled, who) = match irr.kind {
            K::DeclarerLeadOutOfTurn { .. } | K::ClaimTrumpsBreached { .. } => {
                (seat.is_opponent(contract.declarer), "either defender")
            }
            _ => (seat == contract.declarer, "declarer"),
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
                law: law("52B1(b)"),
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
                let Some(tr) = self.tricks.get_mut(t) else {
                    return Err(ActionError::NothingToDecline { seat });
                };
                let strain = contract.bid.strain();
                let lead = tr.leader == o;
                if lead && tr.len() == 1 {
                    self.tricks.pop();
                    self.lead_irregularities.pop();
                    self.hands[o.index()].insert(card);
                    self.add_penalty_card(o, card, true, law("52B2"));
                    self.start_trick(o, penalty_card, None);
                } else {
                    tr.remove(o);
                    tr.push(o, penalty_card, strain);
                    let complete = tr.is_complete();
                    self.hands[o.index()].insert(card);
                    self.hands[o.index()].remove(penalty_card);
                    self.penalty_cards.retain(|p| p.card != penalty_card);
                    self.card_info(o, penalty_card, law("50E3"));
                    self.add_penalty_card(o, card, true, law("52B2"));
                    if complete && self.tricks.len() == 13 {
                        self.phase = Phase::Complete;
                    }
                }
                self.set_status(id, Status::Rectified { law: law("52B2") });
                Ok(Outcome::Settled {
                    id,
                    law: law("52B2"),
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
                self.tricks.pop();
                self.lead_irregularities.pop();
                self.hands[irr.offender.index()].insert(card);
                let l = law("RB 69");
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                Ok(Outcome::Settled { id, law: l })
            }
            K::OpeningLeadOutOfTurn { card, .. }
            | K::DefenderLeadOutOfTurn { card, .. }
            | K::DeclarerLeadOutOfTurn { card, .. } => {
                let opening = matches!(irr.kind, K::OpeningLeadOutOfTurn { .. });
                if self.lead_irregularities.last().copied().flatten() != Some(id) {
                    return Err(ActionError::NothingToDecline { seat });
                }
                self.tricks.pop();
                self.lead_irregularities.pop();
                self.hands[irr.offender.index()].insert(card);
                let l = match irr.kind {
                    K::OpeningLeadOutOfTurn { .. } => law("54D"),
                    K::DefenderLeadOutOfTurn { .. } => law("56B"),
                    K::DeclarerLeadOutOfTurn { proper_leader, .. }
                        if self.is_declaring(proper_leader) =>
                    {
                        law("55B2")
                    }
                    _ => law("55B1"),
                };
                if !self.is_declaring(irr.offender) {
                    // 54D, 56B: the card becomes a major penalty card.
                    self.add_penalty_card(irr.offender, card, true, l);
                }
                if opening {
                    self.phase = Phase::Clarification;
                }
                if matches!(irr.kind, K::DeclarerLeadOutOfTurn { .. }) {
                    self.lead_answer = Some(LeadAnswer {
                        irregularity: id,
                        seat,
                        accepted: false,
                        tricks: self.tricks.len(),
                    });
                    if self.config.rules.is_rubber() {
                        // RB 55 / Club Law 55: if declarer's line could rest
                        // on what the retracted card showed, the offenders
                        // (or the Arbiter) redress the damage.
                        let l = if self.config.rules == crate::table::RuleSet::Rubber2014Club {
                            law("CL 55")
                        } else {
                            law("RB 55")
                        };
                        self.flag(l, Some(id));
                    }
                }
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                self.settle_second_lead(id, false);
                Ok(Outcome::Settled { id, law: l })
            }
            _ => Err(ActionError::NothingToDecline { seat }),
        }
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
        if self.config.rules.is_rubber() {
            // RB 55: either defender answers for the side, without
            // consultation; the first answer stands (no 55A tie-break).
            return None;
        }
        let answer = self.lead_answer?;
        let irr = self.irregularities.get(answer.irregularity).copied()?;
        let K::DeclarerLeadOutOfTurn { card, .. } = irr.kind else {
            return None;
        };
        if seat != irr.offender.lho() || answer.seat != seat.partner() || answer.accepted == accept
        {
            return None;
        }
        let l = law("55A");
        if accept {
            // The lead was withdrawn at his partner's request: it is restored
            // if nothing has been played since.
            let untouched = answer.tricks == self.tricks.len()
                && self.current_trick().is_none()
                && self.hands[irr.offender.index()].contains(card)
                && matches!(irr.status, Status::Rectified { .. });
            if !untouched {
                return None;
            }
            self.start_trick(irr.offender, card, Some(irr.id));
            self.resume_play();
            self.set_status(irr.id, Status::Condoned { law: l });
            self.set_step(irr.id, Step::Done);
            self.lead_answer = None;
            return Some(Ok(Outcome::Settled { id: irr.id, law: l }));
        }
        // His partner accepted: the lead is withdrawn if still alone.
        if !matches!(irr.status, Status::Condoned { .. }) || !self.still_lead_alone(irr.id) {
            return None;
        }
        let result = self.decline_play_irregularity(irr, seat);
        if result.is_ok() {
            self.lead_answer = None;
        }
        Some(result)
    }

    /// Accepts a failure to play a penalty card (52B1(a)).
    pub(crate) fn accept_penalty_card_failure(
        &mut self,
        irr: Irregularity,
        seat: Seat,
    ) -> Result<Outcome, ActionError> {
        if self.contract.is_none_or(|c| c.declarer != seat) {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: "declarer",
            });
        }
        self.set_status(
            irr.id,
            Status::Condoned {
                law: law("52B1(a)"),
            },
        );
        Ok(Outcome::Settled {
            id: irr.id,
            law: law("52B1(a)"),
        })
    }

    /// Law 54A: presumed declarer spreads his hand and becomes dummy.
    pub(crate) fn on_spread_hand(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let contract = self
            .contract
            .ok_or(ActionError::NothingToDecline { seat })?;
        let irr = self
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
                entitled: "presumed declarer",
            });
        }
        if self.current_trick().is_none_or(|t| t.len() != 1) {
            return Err(ActionError::NothingToDecline { seat });
        }
        let dummy = contract.dummy();
        if self.config.rules.is_rubber() && self.exposed.iter().any(|e| e.seat == dummy) {
            // RB 54 footnote 23: cards of both hands are exposed; the
            // player who was to be declarer stays declarer. The lead is
            // accepted and dummy's hand is spread.
            let l = law("RB 54 fn23");
            self.dummy_spread = true;
            self.exposed.retain(|e| e.seat != dummy && e.seat != seat);
            self.set_status(irr.id, Status::Condoned { law: l });
            self.set_step(irr.id, Step::Done);
            return Ok(Outcome::Settled { id: irr.id, law: l });
        }
        let mut c = contract;
        c.declarer = contract.declarer.partner();
        self.contract = Some(c);
        self.dummy_spread = true;
        self.set_status(irr.id, Status::Rectified { law: law("54A") });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled {
            id: irr.id,
            law: law("54A"),
        })
    }

    /// Law 54C: the Director finds that declarer could have seen dummy's
    /// cards: the faced opening lead out of turn is accepted, and declarer
    /// plays next from his own hand (as under 54B).
    pub(crate) fn on_declarer_saw_dummy(&mut self) -> Result<Outcome, ActionError> {
        let irr = self
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
        self.dummy_spread = true;
        let l = law("54C");
        self.set_status(irr.id, Status::Condoned { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Whether the lead of irregularity `id` is still alone on its trick.
    fn still_lead_alone(&self, id: usize) -> bool {
        self.lead_irregularities.last().copied().flatten() == Some(id)
            && self.current_trick().is_some_and(|t| t.len() == 1)
    }

    /// Declarer's Law 50D2 / 51B option.
    pub(crate) fn on_lead_option(
        &mut self,
        seat: Seat,
        require: Option<Suit>,
        prohibit: SuitSet,
    ) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::NoLeadOption)?;
        if seat != contract.declarer {
            return Err(ActionError::NoLeadOption);
        }
        let leader = self.leader_now().ok_or(ActionError::NoLeadOption)?;
        if let (Some(suit), true) = (require, prohibit.is_empty()) {
            // RB 26A: declarer requires the lead of the suit the offender
            // named in his withdrawn call.
            if let Some(right) = self.pending_lead_right(leader).copied() {
                if let Some(RubberLead::RequireOrProhibit { suit: named }) = right.rubber {
                    if suit != named {
                        return Err(ActionError::BadLeadOption {
                            why: "only the suit of the withdrawn bid can be required",
                        });
                    }
                    if let Some(r) = self.lead_rights.iter_mut().find(|r| **r == right) {
                        r.status = LeadRightStatus::Exercised { prohibited: None };
                    }
                    self.lead_restriction = Some(LeadRestriction {
                        seat: leader,
                        required: Some(suit),
                        prohibited: SuitSet::EMPTY,
                        law: right.law,
                    });
                    return Ok(Outcome::Settled {
                        id: right.irregularity,
                        law: right.law,
                    });
                }
            }
        }
        if self.pending_lead_right(leader).is_some() || !self.penalty_card_option_pending(leader) {
            return Err(ActionError::NoLeadOption);
        }
        let owner = leader.partner();
        let pc_suits: SuitSet = self
            .penalty_cards_of(owner)
            .filter(|p| p.major)
            .map(|p| p.card.suit())
            .collect();
        let bad = require
            .filter(|s| !pc_suits.contains(*s))
            .or_else(|| prohibit.iter().find(|s| !pc_suits.contains(*s)));
        if require.is_some() && !prohibit.is_empty() {
            return Err(ActionError::BadLeadOption {
                why: "declarer may require a suit or prohibit suits, not both",
            });
        }
        if let Some(s) = bad {
            return Err(ActionError::BadLeadOption {
                why: if pc_suits.contains(s) {
                    ""
                } else {
                    "the suit must be one of the penalty cards' suits"
                },
            });
        }
        let several_suits = pc_suits.iter().count() > 1;
        let rubber = self.config.rules.is_rubber();
        let l = match (rubber, self.penalty_cards_of(owner).count() > 1) {
            (true, true) => law("RB 51"),
            (true, false) => law("RB 50"),
            (false, true) => law(if several_suits { "51B2" } else { "51B1" }),
            (false, false) => law("50D2"),
        };
        if !several_suits && prohibit.iter().count() > 1 {
            return Err(ActionError::BadLeadOption {
                why: "only the penalty card's suit can be prohibited",
            });
        }
        if rubber && several_suits && !prohibit.is_empty() && prohibit != pc_suits {
            // RB 51: with penalty cards in several suits declarer forbids
            // every such suit (or requires one), where Law 51B2 lets him
            // forbid some of them.
            return Err(ActionError::BadLeadOption {
                why: "under the rubber laws every suit of the penalty cards is prohibited, or none (RB 51)",
            });
        }
        // The penalty cards of the suits named are picked up; what they
        // showed is now unauthorized for the owner's partner (50E2; at a
        // rubber table it was so from the start, RB 50).
        let named: SuitSet = require.into_iter().chain(prohibit.iter()).collect();
        let picked: Vec<Card> = self
            .penalty_cards_of(owner)
            .filter(|p| named.contains(p.card.suit()))
            .map(|p| p.card)
            .collect();
        self.penalty_cards
            .retain(|p| !(p.seat == owner && named.contains(p.card.suit())));
        if !rubber {
            for c in picked {
                self.card_info(owner, c, law("50E2"));
            }
        }
        if require.is_some() || !prohibit.is_empty() {
            self.lead_restriction = Some(LeadRestriction {
                seat: leader,
                required: require,
                prohibited: prohibit,
                law: l,
            });
        }
        self.pc_option_given = Some(self.tricks.len());
        Ok(Outcome::Chose { law: l })
    }

    /// RB 57 in place of Law 57A. The card is no penalty card as such: a
    /// card played to the trick before partner's turn must be played at the
    /// offender's own turn (a major penalty card if it cannot be, RB 50); a
    /// card led to the next trick waits on the table until this trick is
    /// won (see [`State::settle_rb57_leads`]). Declarer chooses one of the
    /// three RB 57 options for the offender's partner, unless he has played
    /// from both hands.
    fn rectify_rb57(&mut self, id: usize, o: Seat, card: Card, lead: bool, both: bool) {
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
    fn play_at_own_turn(&mut self, o: Seat, card: Card, l: LawRef) {
        self.exposed.retain(|e| e.card != card);
        let led = self.current_trick().and_then(|t| t.suit_led());
        let lawful = match led {
            Some(s) => card.suit() == s || !self.hands[o.index()].has_suit(s),
            None => true,
        };
        if lawful {
            self.must_play.push((o, card, l));
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
    fn settle_rb57_leads(&mut self) {
        if !self.config.rules.is_rubber() {
            return;
        }
        let Some(winner) = self.tricks.last().and_then(|t| t.winner) else {
            return;
        };
        let pending: Vec<(Status, Seat, Card, usize)> = self
            .irregularities
            .iter()
            .filter_map(|i| match i.kind {
                K::PrematureLeadOrPlay { card, lead: true }
                    if self.hands[i.offender.index()].contains(card)
                        && self
                            .exposed
                            .iter()
                            .any(|e| e.card == card && e.irregularity == i.id) =>
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
        let board_over = self.tricks.len() >= 13;
        for (status, o, card, event) in pending {
            self.exposed.retain(|e| e.card != card);
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
                self.must_play.push((o, card, l));
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
        let contract = self.contract.ok_or(ActionError::NoPlayOption)?;
        if seat != contract.declarer {
            return Err(ActionError::NoPlayOption);
        }
        let irr = self
            .irregularities
            .iter()
            .find(|i| {
                (matches!(i.kind, K::PrematureLeadOrPlay { .. })
                    || (i.kind.is_revoke() && i.step == Step::AwaitPlayOption))
                    && i.status == Status::AwaitingDirector
            })
            .copied()
            .ok_or(ActionError::NoPlayOption)?;
        let rubber = self.config.rules.is_rubber();
        if irr.kind.is_revoke() {
            // RB 62: declarer names the partner's card by its suit.
            let partner = irr.offender.partner();
            let hand = self.hands[partner.index()];
            let PlayRestrictionKind::PlaySuit { suit } = option else {
                return Err(ActionError::NotARubberOption { law: law("RB 62") });
            };
            if !hand.has_suit(suit) {
                return Err(ActionError::NotARubberOption { law: law("RB 62") });
            }
            self.play_restriction = Some(PlayRestriction {
                seat: partner,
                kind: option,
                trick: self.tricks.len() as u8,
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
        let trick = self.tricks.len() as u8;
        self.play_restriction = Some(PlayRestriction {
            seat: irr.offender.partner(),
            kind: option,
            trick,
        });
        let l = law(if rubber { "RB 57" } else { "57A" });
        self.set_status(irr.id, Status::Rectified { law: l });
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Law 26B: declarer forbids a suit (or none) at the offender's
    /// partner's first turn to lead.
    pub(crate) fn on_prohibit_lead(
        &mut self,
        seat: Seat,
        suit: Option<Suit>,
    ) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::NoLeadOption)?;
        if seat != contract.declarer {
            return Err(ActionError::NoLeadOption);
        }
        let leader = self.leader_now().ok_or(ActionError::NoLeadOption)?;
        let right = *self
            .pending_lead_right(leader)
            .ok_or(ActionError::NoLeadOption)?;
        match (suit, right.rubber) {
            // RB 26A: only the suit of the withdrawn bid; RB 26B: any suit.
            (Some(s), Some(RubberLead::RequireOrProhibit { suit: named })) if s != named => {
                return Err(ActionError::BadLeadOption {
                    why: "only the suit of the withdrawn bid can be prohibited",
                });
            }
            (Some(_), Some(_)) => {}
            (Some(s), None) if self.specified_suits(&right).contains(s) => {
                return Err(ActionError::SuitSpecified { suit: s });
            }
            _ => {}
        }
        if let Some(r) = self.lead_rights.iter_mut().find(|r| **r == right) {
            r.status = LeadRightStatus::Exercised { prohibited: suit };
        }
        if let Some(s) = suit {
            self.lead_restriction = Some(LeadRestriction {
                seat: leader,
                required: None,
                prohibited: SuitSet::EMPTY.with(s),
                law: right.law,
            });
        }
        Ok(Outcome::Settled {
            id: right.irregularity,
            law: right.law,
        })
    }

    // ------------------------------------------------------------------
    // Law 64
    // ------------------------------------------------------------------

    /// The trick transfers for the established revokes (Law 64A), with the
    /// exemptions of 64B, in the order the revokes were made. A trick is
    /// transferred at most once; each revoke draws on the offending side's
    /// tricks from its revoke trick on (play-laws reading §5.3).
    pub fn revoke_transfers(&self) -> Vec<Transfer> {
        if !self
            .irregularities
            .iter()
            .any(|i| i.kind.is_revoke() || matches!(i.kind, K::OmittedPlay { .. }))
        {
            return Vec::new();
        }
        let mut winners: Vec<Option<Seat>> = self
            .tricks
            .iter()
            .filter(|t| t.is_complete())
            .map(|t| t.winner)
            .collect();
        // Tricks credited by a claim count as won after all the tricks
        // played (play-laws reading §5.3).
        if let Some(c) = &self.claim {
            if let Some(k) = c.credited() {
                winners.extend(std::iter::repeat_n(Some(c.claimer), usize::from(k)));
                winners.extend(std::iter::repeat_n(
                    Some(c.claimer.lho()),
                    usize::from(c.remaining - k),
                ));
            }
        }
        let mut established: Vec<&Irregularity> = self
            .irregularities
            .iter()
            .filter(|i| {
                (i.kind.is_revoke()
                    && (matches!(i.status, Status::Established { .. })
                        || (matches!(i.kind, K::PenaltyCardNotPlayed { .. })
                            && matches!(i.status, Status::Condoned { .. }))))
                    // 67B1: a failure to play to a trick is a deemed revoke.
                    || (matches!(i.kind, K::OmittedPlay { .. })
                        && matches!(i.status, Status::Established { .. }))
                    || too_late(i).is_some()
            })
            .collect();
        established.sort_by_key(|i| (transfer_trick(&i.kind), i.event));
        let rectified = || established.iter().filter(|i| too_late(i).is_none());
        // RB 64 has no exemption for revokes by both sides (Law 64B7).
        let rubber = self.config.rules.is_rubber();
        let both_sides = !rubber
            && rectified().any(|i| i.offender.side() == Side::NorthSouth)
            && rectified().any(|i| i.offender.side() == Side::EastWest);
        let waived = |i: &Irregularity| self.waived.contains(&i.id);
        // The rubber clause in place of the duplicate one (RB 64A-D).
        let rl = |dup: &'static str, rb: &'static str| if rubber { rb } else { dup };
        let dummy = self.dummy();
        let mut used: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for (n, irr) in established.iter().enumerate() {
            let Some(t) = transfer_trick(&irr.kind) else {
                continue;
            };
            let t = usize::from(t);
            let os = irr.offender.side();
            let to = os.opponents();
            let mut push = |tricks: u8, l: &'static str| {
                out.push(Transfer {
                    irregularity: irr.id,
                    tricks,
                    law: law(l),
                    to,
                })
            };
            if let Some(l) = too_late(irr) {
                push(0, l);
                continue;
            }
            if rubber && matches!(irr.kind, K::OmittedPlay { .. }) {
                // RB 67B1: the card is added; no automatic transfer.
                push(0, "RB 67B1");
                continue;
            }
            if rubber && waived(irr) {
                // RB 15A: the non-offending side waived the penalty.
                push(0, "RB 15A");
                continue;
            }
            let os_won_from_t =
                (t..=winners.len()).any(|k| winners[k - 1].is_some_and(|w| w.side() == os));
            if !os_won_from_t {
                push(0, rl("64B1", "RB 64D1"));
                continue;
            }
            if both_sides {
                push(0, "64B7");
                continue;
            }
            // RB 64D3 also covers a hand faced on the table: declarer's or a
            // defender's in the play after a disputed claim (RB 69, 70).
            let faced_hand = rubber && self.faced_in_play_on(irr.offender);
            if matches!(irr.kind, K::PenaltyCardNotPlayed { .. })
                || Some(irr.offender) == dummy
                || faced_hand
            {
                // RB 64D3: a card face up on the table (dummy's included).
                push(0, rl("64B3", "RB 64D3"));
                continue;
            }
            if t == 12 {
                push(0, rl("64B6", "RB 64D5"));
                continue;
            }
            let suit = |i: &Irregularity| match i.kind {
                K::Revoke { suit_led, .. } => Some(suit_led),
                _ => None,
            };
            let repeated = established[..n]
                .iter()
                .any(|e| e.offender == irr.offender && suit(e).is_some() && suit(e) == suit(irr));
            if repeated {
                push(0, rl("64B2", "RB 64D2"));
                continue;
            }
            let pool: Vec<usize> = (t..=winners.len())
                .filter(|k| winners[k - 1].is_some_and(|w| w.side() == os) && !used.contains(k))
                .collect();
            if pool.is_empty() {
                push(0, rl("64B1", "RB 64D1"));
                continue;
            }
            let won_by_offender =
                winners.get(t - 1).copied().flatten() == Some(irr.offender) && pool.contains(&t);
            let rb43c =
                matches!(irr.status, Status::Established { law } if law.as_str() == "RB 43C");
            if rubber && rb43c {
                // RB 43C: dummy's question after forfeiting his rights:
                // one trick, whatever trick the revoke was on.
                let k = if pool.contains(&t) { t } else { pool[0] };
                used.push(k);
                push(1, "RB 43C");
                continue;
            }
            if won_by_offender {
                used.push(t);
                let more = pool.iter().copied().find(|&k| k > t);
                if let Some(k) = more {
                    used.push(k);
                }
                push(1 + u8::from(more.is_some()), rl("64A1", "RB 64A"));
            } else {
                used.push(pool[0]);
                // RB 64B: the offender's partner (dummy, for declarer) won
                // the revoke trick; RB 64C: the other side won it.
                let partner_won =
                    winners.get(t - 1).copied().flatten() == Some(irr.offender.partner());
                push(1, rl("64A2", if partner_won { "RB 64B" } else { "RB 64C" }));
            }
        }
        out
    }

    /// Flags for the Director's equity check after established revokes
    /// (64C): every established revoke except under 64B1.
    pub fn revoke_review_flags(&self) -> Vec<ReviewFlag> {
        self.revoke_transfers()
            .iter()
            .filter(|t| !matches!(t.law.as_str(), "64B1" | "64B4" | "64B5"))
            .map(|t| {
                let l = match t.law.as_str() {
                    "64B2" => "64C2(a)",
                    "64B7" => "64C2(b)",
                    _ => "64C1",
                };
                // At a rubber table: the offenders' redress (RB 64, last
                // paragraph) or the Arbiter's (Club Law 64).
                ReviewFlag {
                    law: self.review_as_rules(law(l)),
                    irregularity: Some(t.irregularity),
                }
            })
            .collect()
    }
}

/// The law under which a revoke stands unrectified because attention was
/// drawn to it too late (64B4, 64B5; RB 64D4).
fn too_late(i: &Irregularity) -> Option<&'static str> {
    match i.status {
        Status::Condoned { law } if i.kind.is_revoke() => match law.as_str() {
            l @ ("64B4" | "64B5" | "RB 64D4") => Some(l),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a revoke was established by its side playing on (63A1) or by
/// declarer naming dummy's card (63A2), rather than by a ruling. (At a
/// rubber table both read `RB 63`, as does a claim's establishment.)
fn established_by_play(status: Status) -> bool {
    matches!(status, Status::Established { law } if matches!(law.as_str(), "63A1" | "63A2" | "RB 63"))
}

/// The trick a revoke (or a deemed revoke, 67B1) was made on.
fn transfer_trick(k: &K) -> Option<u8> {
    match *k {
        K::OmittedPlay { trick } => Some(trick),
        _ => k.revoke_trick().map(|(t, _)| t),
    }
}

fn outcome_id(o: &Outcome) -> Option<usize> {
    match o {
        Outcome::Irregular { id, .. } => Some(*id),
        _ => None,
    }
}
