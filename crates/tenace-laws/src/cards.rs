//! The play under the Laws: classifying every card, the legal cards under
//! all constraints at once (follow suit, restrictions, penalty cards), and
//! the rectifications of Laws 41-64.

use tenace_core::{Card, Hand, Seat, Side, Suit, SuitSet};

use crate::event::PlayRestrictionKind;
use crate::irregularity::{Irregularity, IrregularityKind as K, Status, Step};
use crate::law::LawRef;
use crate::play::Trick;
use crate::table::{
    ActionError, ExposedCard, InfoRecord, InfoSource, LeadRestriction, LeadRight, LeadRightStatus,
    Mode, Outcome, PenaltyCard, Phase, PlayRestriction, ReviewFlag, State, Transfer,
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
        if self.pending_lead_right(seat).is_some() {
            return Some(law("26B"));
        }
        if self.penalty_card_option_pending(seat) {
            let owner = seat.partner();
            let n = self.penalty_cards_of(owner).count();
            let suits: SuitSet = self
                .penalty_cards_of(owner)
                .map(|p| p.card.suit())
                .collect();
            return Some(law(match (n, suits.iter().count()) {
                (1, _) => "50D2",
                (_, 1) => "51B1",
                _ => "51B2",
            }));
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
        self.take_card(leader, card);
        self.phase = Phase::Play;
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
        self.hands[seat.index()].remove(card);
        self.exposed.retain(|e| e.card != card);
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
        let kind = if trick.has_played(seat) {
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

    fn follow(&mut self, seat: Seat, card: Card) {
        let strain = match self.contract {
            Some(c) => c.bid.strain(),
            None => return,
        };
        self.take_card(seat, card);
        if let Some(t) = self.tricks.last_mut() {
            t.push(seat, card, strain);
        }
        self.establish_revokes(seat);
        if let Some(winner) = self.tricks.last().and_then(|t| t.winner) {
            // A lead prohibition lasts while that leader keeps the lead.
            if self.lead_restriction.is_some_and(|r| r.seat != winner) {
                self.lead_restriction = None;
            }
            self.play_restriction = None;
        }
        if self.tricks.len() == 13 && self.tricks.last().is_some_and(|t| t.is_complete()) {
            self.phase = Phase::Complete;
        }
    }

    /// Law 63A1: a revoke is established once the offender or his partner
    /// plays to a later trick.
    fn establish_revokes(&mut self, seat: Seat) {
        self.establish_revokes_through(seat, self.tricks.len() as u8);
    }

    /// Establishes `seat`'s side's open revokes on tricks before `current`.
    fn establish_revokes_through(&mut self, seat: Seat, current: u8) {
        for irr in &mut self.irregularities {
            if let Some((trick, _)) = irr.kind.revoke_trick() {
                if trick < current && irr.offender.side() == seat.side() && irr.is_open() {
                    irr.status = Status::Established { law: law("63A1") };
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
        let o = irr.offender;
        match irr.kind {
            k if k.is_revoke() && !matches!(k, K::PenaltyCardNotPlayed { .. }) => {
                if matches!(irr.status, Status::Established { .. }) {
                    return;
                }
                self.correct_revoke(id);
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
                // Law 49: a penalty card, major or minor as Law 50B says.
                self.exposed.retain(|e| e.card != card);
                self.add_penalty_card(o, card, false, law("49"));
                self.set_status(id, Status::Rectified { law: law("49") });
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
            K::PrematureLeadOrPlay { card, .. } => {
                self.exposed.retain(|e| e.card != card);
                let declarer_played_both = self.current_trick().is_some_and(|t| {
                    self.contract
                        .is_some_and(|c| t.has_played(c.declarer) && t.has_played(c.dummy()))
                });
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
                self.exposed.retain(|e| e.card != card);
                let led = self.current_trick().and_then(|t| t.suit_led());
                let lawful = match led {
                    Some(s) => card.suit() == s || !self.hands[o.index()].has_suit(s),
                    None => true,
                };
                if lawful {
                    self.must_play.push((o, card, law("57D")));
                } else {
                    self.add_penalty_card(o, card, true, law("57D"));
                }
                self.set_status(id, Status::Rectified { law: law("57D") });
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
        self.phase = Phase::Play;
        if !self.is_declaring(o) {
            self.add_penalty_card(o, card, true, law("62B1"));
        }
        self.set_status(
            id,
            Status::Rectified {
                law: law(if self.is_declaring(o) { "62B2" } else { "62B1" }),
            },
        );
    }

    /// Adds a penalty card for a defender: major if an honour or exposed by
    /// deliberate play, minor otherwise; all major once he has two (Law 50B).
    pub(crate) fn add_penalty_card(&mut self, seat: Seat, card: Card, deliberate: bool, l: LawRef) {
        if self.penalty_cards.iter().any(|p| p.card == card)
            || !self.hands[seat.index()].contains(card)
        {
            return;
        }
        let major = deliberate || card.rank().is_honour();
        self.penalty_cards.push(PenaltyCard {
            seat,
            card,
            major,
            law: l,
        });
        if self.penalty_cards_of(seat).count() >= 2 {
            for p in self.penalty_cards.iter_mut().filter(|p| p.seat == seat) {
                p.major = true;
            }
        }
    }

    fn card_info(&mut self, offender: Seat, card: Card, l: LawRef) {
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
        self.start_trick(new.offender, card, None);
        self.set_status(id, Status::Rectified { law: law("53B") });
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
            K::DeclarerLeadOutOfTurn { .. } => {
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
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                Ok(Outcome::Settled { id, law: l })
            }
            _ => Err(ActionError::NothingToDecline { seat }),
        }
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
        let l = if self.penalty_cards_of(owner).count() > 1 {
            law(if several_suits { "51B2" } else { "51B1" })
        } else {
            law("50D2")
        };
        if !several_suits && prohibit.iter().count() > 1 {
            return Err(ActionError::BadLeadOption {
                why: "only the penalty card's suit can be prohibited",
            });
        }
        // The penalty cards of the suits named are picked up; what they
        // showed is now unauthorized for the owner's partner (50E2).
        let named: SuitSet = require.into_iter().chain(prohibit.iter()).collect();
        let picked: Vec<Card> = self
            .penalty_cards_of(owner)
            .filter(|p| named.contains(p.card.suit()))
            .map(|p| p.card)
            .collect();
        self.penalty_cards
            .retain(|p| !(p.seat == owner && named.contains(p.card.suit())));
        for c in picked {
            self.card_info(owner, c, law("50E2"));
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
                matches!(i.kind, K::PrematureLeadOrPlay { .. })
                    && i.status == Status::AwaitingDirector
            })
            .copied()
            .ok_or(ActionError::NoPlayOption)?;
        let trick = self.tricks.len() as u8;
        self.play_restriction = Some(PlayRestriction {
            seat: irr.offender.partner(),
            kind: option,
            trick,
        });
        self.set_status(irr.id, Status::Rectified { law: law("57A") });
        Ok(Outcome::Settled {
            id: irr.id,
            law: law("57A"),
        })
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
        if let Some(s) = suit {
            if self.specified_suits(&right).contains(s) {
                return Err(ActionError::SuitSpecified { suit: s });
            }
        }
        if let Some(r) = self.lead_rights.iter_mut().find(|r| **r == right) {
            r.status = LeadRightStatus::Exercised { prohibited: suit };
        }
        if let Some(s) = suit {
            self.lead_restriction = Some(LeadRestriction {
                seat: leader,
                required: None,
                prohibited: SuitSet::EMPTY.with(s),
                law: law("26B"),
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
        if !self.irregularities.iter().any(|i| i.kind.is_revoke()) {
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
                i.kind.is_revoke()
                    && (matches!(i.status, Status::Established { .. })
                        || (matches!(i.kind, K::PenaltyCardNotPlayed { .. })
                            && matches!(i.status, Status::Condoned { .. })))
            })
            .collect();
        established.sort_by_key(|i| (i.kind.revoke_trick().map(|(t, _)| t), i.event));
        let both_sides = established
            .iter()
            .any(|i| i.offender.side() == Side::NorthSouth)
            && established
                .iter()
                .any(|i| i.offender.side() == Side::EastWest);
        let dummy = self.dummy();
        let mut used: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for (n, irr) in established.iter().enumerate() {
            let Some((t, _)) = irr.kind.revoke_trick() else {
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
            let os_won_from_t =
                (t..=winners.len()).any(|k| winners[k - 1].is_some_and(|w| w.side() == os));
            if !os_won_from_t {
                push(0, "64B1");
                continue;
            }
            if both_sides {
                push(0, "64B7");
                continue;
            }
            if matches!(irr.kind, K::PenaltyCardNotPlayed { .. }) || Some(irr.offender) == dummy {
                push(0, "64B3");
                continue;
            }
            if t == 12 {
                push(0, "64B6");
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
                push(0, "64B2");
                continue;
            }
            let pool: Vec<usize> = (t..=winners.len())
                .filter(|k| winners[k - 1].is_some_and(|w| w.side() == os) && !used.contains(k))
                .collect();
            if pool.is_empty() {
                push(0, "64B1");
                continue;
            }
            let won_by_offender =
                winners.get(t - 1).copied().flatten() == Some(irr.offender) && pool.contains(&t);
            if won_by_offender {
                used.push(t);
                let more = pool.iter().copied().find(|&k| k > t);
                if let Some(k) = more {
                    used.push(k);
                }
                push(1 + u8::from(more.is_some()), "64A1");
            } else {
                used.push(pool[0]);
                push(1, "64A2");
            }
        }
        out
    }

    /// Flags for the Director's equity check after established revokes
    /// (64C): every established revoke except under 64B1.
    pub fn revoke_review_flags(&self) -> Vec<ReviewFlag> {
        self.revoke_transfers()
            .iter()
            .filter(|t| t.law.as_str() != "64B1")
            .map(|t| {
                let l = match t.law.as_str() {
                    "64B2" => "64C2(a)",
                    "64B7" => "64C2(b)",
                    _ => "64C1",
                };
                ReviewFlag {
                    law: law(l),
                    irregularity: Some(t.irregularity),
                }
            })
            .collect()
    }
}

fn outcome_id(o: &Outcome) -> Option<usize> {
    match o {
        Outcome::Irregular { id, .. } => Some(*id),
        _ => None,
    }
}
