//! The play under the Laws: classifying every card, the legal cards under
//! all constraints at once (follow suit, restrictions, penalty cards), and
//! the rectifications of Laws 41-64.
//!
//! This module holds the entry points the table calls (a card played, the
//! trick completed) and the queries the families share; each law family
//! has its own module below, with its rubber-bridge counterpart beside it.

use crate::reason::{Who, Why};
use tenace_core::{Card, Hand, Seat, Side, Suit, SuitSet};

use crate::event::{Designation, PlayRestrictionKind, RetractCause};
use crate::irregularity::{
    Irregularity, IrregularityId, IrregularityKind as K, Question, Status, Step,
};
use crate::law::LawRef;
use crate::play::{Trick, TrickNo};
use crate::table::{
    ActionError, ExposedCard, InfoRecord, InfoSource, KeptCard, LeadAnswer, LeadRestriction,
    LeadRight, LeadRightStatus, Mode, Outcome, PenaltyCard, Phase, PlayRestriction, ReviewFlag,
    RubberLead, State, Transfer,
};

use crate::law::Clause;
crate::law::clauses! {
    /// A point left to the Director after play (Law 16): at a rubber table the
    /// offenders' own redress (RB 16), at a Club Laws table the Arbiter's.
    L16C_REVIEW = Clause::new("16C").rb("RB 16").cl("CL 16");
    L50D2 = Clause::new("50D2").rb("RB 50");
    L51B1 = Clause::new("51B1").rb("RB 51");
    L51B2 = Clause::new("51B2").rb("RB 51");
    L43B2A = Clause::new("43B2(a)").rb("RB 43B");
    L52B1B = Clause::new("52B1(b)").rb("RB 52A");
    L53A = Clause::new("53A").rb("RB 53");
    L53AFN17 = Clause::new("53A fn17").rb("RB 53");
    L53C = Clause::new("53C").rb("RB 53");
    L54B = Clause::new("54B").rb("RB 54A");
    L54B2 = Clause::new("54B2").rb("RB 54A");
    L55B2 = Clause::new("55B2").rb("RB 55B2");
    L57A = Clause::new("57A").rb("RB 57");
}

mod defective;
mod dummy;
mod leads;
mod legal;
mod penalty_cards;
pub use penalty_cards::{PenaltyCardChoice, PenaltyDesignation};
mod premature;
mod rectify;
mod retract;
mod revoke;
mod simultaneous;

/// The play ledger: the contract, the cards held, faced and played.
///
/// Invariant: `hands` holds the cards not yet played (a faced, exposed or
/// penalty card stays in its hand until it is played) and `tricks` the
/// cards played, in order (Law 65); `lead_irregularities` is kept beside
/// `tricks`, its entry for a trick naming the irregularity of that trick's
/// lead; `contract` is set when the auction ends (Law 22A).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayLedger {
    /// Fixed when the auction ends (Law 22A).
    pub contract: Option<tenace_core::Contract>,
    pub face_down_lead: Option<(Seat, Card)>,
    /// Dummy's hand is spread on the table (Law 41D).
    pub dummy_spread: bool,
    pub tricks: Vec<Trick>,
    /// The irregularity committed by the lead of each trick, if any.
    pub lead_irregularities: Vec<Option<IrregularityId>>,
    /// The cards each seat still holds, North first.
    pub hands: [Hand; 4],
    pub exposed: Vec<ExposedCard>,
    /// All four hands are back in the board (Laws 17D2, 25A5, 62D1).
    pub hands_returned: bool,
    /// Laws 41A, 47E2(a): the Director found that dummy had not yet faced a
    /// card after the faced opening lead; dummy spreads his hand when the
    /// next card is played.
    pub dummy_withheld: bool,
    /// The irregularities that were opening leads made face down out of
    /// turn (Law 41A): their card was not seen.
    pub led_face_down: Vec<IrregularityId>,
}

impl PlayLedger {
    /// The ledger before the play: the dealt hands, nothing faced.
    pub(crate) fn new(hands: [Hand; 4]) -> PlayLedger {
        PlayLedger {
            contract: None,
            face_down_lead: None,
            dummy_spread: false,
            tricks: Vec::with_capacity(13),
            lead_irregularities: Vec::with_capacity(13),
            hands,
            exposed: Vec::new(),
            hands_returned: false,
            dummy_withheld: false,
            led_face_down: Vec::new(),
        }
    }

    /// The number of tricks started (led to), as a trick number: the
    /// number of the trick in progress, or of the next one.
    pub fn tricks_started(&self) -> TrickNo {
        TrickNo(self.tricks.len())
    }
}

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

fn outcome_id(o: &Outcome) -> Option<usize> {
    match o {
        Outcome::Irregular { id, .. } => Some(*id),
        _ => None,
    }
}

impl State {
    /// The error for a card `seat` cannot play because he does not hold it.
    pub(crate) fn not_held(&self, seat: Seat, card: Card) -> ActionError {
        if let Some(trick) = self
            .play
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
            Phase::Clarification => self.play.contract.map(|c| c.opening_leader()),
            Phase::Play if self.current_trick().is_none() => self.next_leader(),
            _ => None,
        }
    }

    /// Whether `seat` is declarer or dummy.
    fn is_declaring(&self, seat: Seat) -> bool {
        self.play
            .contract
            .is_some_and(|c| c.declarer.side() == seat.side())
    }

    /// The Law 26B right that applies to `leader`'s lead now, if any: the
    /// leader is the partner of an offender who became a defender, and this
    /// is his first turn to lead.
    pub fn pending_lead_right(&self, leader: Seat) -> Option<&LeadRight> {
        self.rect.lead_rights.iter().find(|r| {
            r.status == LeadRightStatus::Pending
                && r.offender.partner() == leader
                && self.play.contract.is_some()
        })
    }

    /// `seat`'s penalty cards still on the table.
    pub fn penalty_cards_of(&self, seat: Seat) -> impl Iterator<Item = &PenaltyCard> + '_ {
        self.rect
            .penalty_cards
            .iter()
            .filter(move |p| p.seat == seat)
    }

    /// Whether declarer must now give his Law 50D2 / 51B option before
    /// `leader` leads: the leader's partner has a major penalty card and the
    /// option has not yet been given for this lead.
    pub fn penalty_card_option_pending(&self, leader: Seat) -> bool {
        self.play.contract.is_some()
            && !self.is_declaring(leader)
            && self.penalty_cards_of(leader.partner()).any(|p| p.major)
            && self.rect.pc_option_given != Some(self.play.tricks_started())
    }

    /// Law 50D2: `seat`'s lead comes before declarer has stated his option
    /// on the partner's major penalty card (no Law 26B option pending, a
    /// duplicate table). The lead is premature: the card is dealt with under
    /// Law 49 (a penalty card), and the lead is still to be made.
    pub(crate) fn lead_before_penalty_card_option(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Option<Outcome> {
        if self.config.rules.players_apply_penalties()
            || self.rect.lead_hand_choice == Some(None)
            || self.pending_lead_right(seat).is_some()
            || self.lead_option_pending(seat).is_none()
            || !self.penalty_card_option_pending(seat)
        {
            return None;
        }
        let outcome = self.record(K::DefenderExposedCard { card }, seat, index);
        self.expose(seat, card, &outcome);
        self.after_recognised(&outcome);
        Some(outcome)
    }

    /// The law of the restriction on `seat`'s play to this trick: Law 57A;
    /// at a rubber table RB 57, or RB 62 when declarer named the card of the
    /// revoker's partner (RB 62).
    fn play_restriction_law(&self, seat: Seat) -> LawRef {
        let rb62 = self.config.rules.players_apply_penalties()
            && self.rect.irregularities.iter().any(|i| {
                i.offender == seat.partner()
                    && i.kind.is_revoke()
                    && i.status == Status::Rectified { law: law("RB 62") }
            });
        if rb62 {
            law("RB 62")
        } else {
            self.cite(L57A)
        }
    }

    /// Refuses a lead while declarer has an option to exercise first.
    pub(crate) fn lead_choice_error(&self, seat: Seat) -> Result<(), ActionError> {
        if self.rect.lead_hand_choice == Some(None) && self.is_declaring(seat) {
            if let Some(c) = self.play.contract {
                return Err(ActionError::AwaitingLeadChoice {
                    declarer: c.declarer,
                    law: self.cite(L43B2A),
                });
            }
        }
        if let (Some(l), Some(c)) = (self.lead_option_pending(seat), self.play.contract) {
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
        if self.rect.lead_rights.is_empty() && self.rect.penalty_cards.is_empty() {
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
            return Some(self.cite(match (n, suits.iter().count()) {
                (1, _) => L50D2,
                (_, 1) => L51B1,
                _ => L51B2,
            }));
        }
        None
    }

    /// Which irregularity, if any, playing `card` in turn commits (the order
    /// of play-laws reading §4.3: failure to follow, then a broken
    /// restriction, then a penalty card not played).
    fn classify_in_turn(&self, seat: Seat, card: Card) -> Option<K> {
        let hand = self.play.hands[seat.index()];
        let current = self.current_trick();
        let trick = (if current.is_some() {
            self.play.tricks.len()
        } else {
            self.play.tricks.len() + 1
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
        if self.rect.lead_restriction.is_none()
            && self.rect.play_restriction.is_none()
            && self.rect.must_play.is_empty()
            && self.rect.penalty_cards.is_empty()
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
                Some(_) => self.play_restriction_law(seat),
                None => self.rect.lead_restriction.map_or(law("26B"), |r| r.law),
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
        if let Some((_, must, l)) = self
            .rect
            .must_play
            .iter()
            .find(|(s, _, _)| *s == seat)
            .copied()
        {
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
        if !self.play.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        match self.phase {
            Phase::Auction => {
                self.blocked_error()?;
                Ok(self.exposed_during_auction(seat, card, true, index))
            }
            Phase::Clarification => self.on_opening_lead(seat, card, index),
            Phase::Claim => Err(ActionError::ClaimPending),
            _ => {
                self.kept_card_error(seat, card)?;
                self.on_card_in_play(seat, card, index)
            }
        }
    }

    fn start_trick(&mut self, leader: Seat, card: Card, irregularity: Option<usize>) {
        self.rect.lead_hand_choice = None;
        self.take_card(leader, card);
        self.resume_play();
        self.play.tricks.push(Trick::new(leader, card));
        self.play
            .lead_irregularities
            .push(irregularity.map(IrregularityId));
        // A required lead is used up by the lead it governs.
        if let Some(r) = self.rect.lead_restriction.as_mut() {
            if r.seat == leader {
                r.required = None;
            }
        }
        if self
            .rect
            .lead_restriction
            .is_some_and(|r| r.required.is_none() && r.prohibited.is_empty())
        {
            self.rect.lead_restriction = None;
        }
        self.establish_revokes(leader);
    }

    /// Removes `card` from `seat`'s hand as it is played: it stops being an
    /// exposed or penalty card, or a card that had to be played.
    fn take_card(&mut self, seat: Seat, card: Card) {
        if Some(seat) == self.dummy() {
            self.rect.defenders_designate = false;
            self.rect.designate_among = None;
        }
        self.play.hands[seat.index()].remove(card);
        self.settle_kept_cards(seat, card);
        self.play.exposed.retain(|e| e.card != card);
        if self.rect.penalty_cards.iter().any(|p| p.card == card)
            && !self.config.rules.players_apply_penalties()
        {
            // 50E3: once the penalty card is played, what its creation
            // showed is unauthorized for the owner's partner. (At a rubber
            // table it was so from the start, RB 50.)
            self.card_info(seat, card, law("50E3"));
        }
        self.rect.penalty_cards.retain(|p| p.card != card);
        self.rect.must_play.retain(|(_, c, _)| *c != card);
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
        if self.play.contract.is_none() {
            return Err(ActionError::BoardOver);
        }
        let trick = self.current_trick().copied();
        // A play from the hand next in rotation after a lead out of turn
        // accepts the lead (Laws 53A, 60A1); allowed even while the Director
        // is awaited, as the acceptance the Laws describe.
        let accepts = trick.and_then(|t| {
            let id = (*self.play.lead_irregularities.last()?)?;
            let irr = self.irregularity(id)?;
            (t.len() == 1 && irr.is_open() && irr.step == Step::Open && seat == t.leader.lho())
                .then_some(id.index())
        });
        if let Some(t) = trick {
            if let Some(id) = self.dummy_first_after_opening_lead(t, seat) {
                return Ok(self.play_dummy_first(id, t, seat, card));
            }
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
            return self.card_led(seat, card, index, forced_52);
        };
        if trick.next_to_play().unwrap_or(seat) == seat {
            return self.card_in_turn(seat, card, index, accepts, forced_52);
        }
        Ok(self.card_out_of_turn(trick, seat, card, index))
    }

    /// 54B2: after a faced opening lead out of turn, a card declarer plays
    /// first from dummy (not at dummy's turn) accepts the lead: the open
    /// lead irregularity it accepts.
    fn dummy_first_after_opening_lead(&self, t: Trick, seat: Seat) -> Option<usize> {
        let id = (*self.play.lead_irregularities.last()?)?;
        let irr = self.irregularity(id)?;
        (t.len() == 1
            && irr.is_open()
            && irr.step == Step::Open
            && matches!(irr.kind, K::OpeningLeadOutOfTurn { .. })
            && Some(seat) == self.dummy()
            && t.next_to_play() != Some(seat))
        .then_some(id.index())
    }

    /// 54B2: the card declarer played first from dummy accepts the opening
    /// lead and cannot be withdrawn: it is played at dummy's turn (unless
    /// it would be a revoke there).
    fn play_dummy_first(&mut self, id: usize, trick: Trick, seat: Seat, card: Card) -> Outcome {
        let l = self.cite(L54B2);
        self.play.dummy_spread = true;
        self.set_status(
            id,
            Status::Condoned {
                law: self.cite(L54B),
            },
        );
        self.set_step(id, Step::Done);
        let led = trick.suit_led();
        let revoke =
            led.is_some_and(|s| card.suit() != s && self.play.hands[seat.index()].has_suit(s));
        if !revoke {
            self.rect.must_play.push((seat, card, l));
            self.play.exposed.push(ExposedCard {
                seat,
                card,
                irregularity: IrregularityId(id),
            });
        }
        Outcome::Settled { id, law: l }
    }

    /// Declarer's play condones a defender's failure to play a penalty
    /// card (52B1(b)).
    fn condone_penalty_card_failure(&mut self, forced_52: Option<usize>) {
        if let Some(id) = forced_52 {
            self.set_status(
                id,
                Status::Condoned {
                    law: self.cite(L52B1B),
                },
            );
        }
    }

    /// A card to a new trick: the proper lead, a defender's card before
    /// declarer's required lead (60B), or a lead out of turn (53-56).
    fn card_led(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
        forced_52: Option<usize>,
    ) -> Result<Outcome, ActionError> {
        if self.rect.lead_hand_choice == Some(None) && self.is_declaring(seat) {
            self.lead_choice_error(seat)?;
        }
        let leader = self.next_leader().unwrap_or(seat);
        if seat == leader {
            if let Some(outcome) = self.lead_before_penalty_card_option(seat, card, index) {
                return Ok(outcome);
            }
            self.lead_choice_error(seat)?;
            self.penalty_choice_error(seat)?;
            self.condone_penalty_card_failure(forced_52);
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
        self.condone_penalty_card_failure(forced_52);
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
        if self.play.tricks.len() == 12 {
            // Law 53 footnote: at trick 13 a lead out of turn is taken
            // back, with no rectification.
            let outcome = self.record_with(
                kind,
                seat,
                index,
                Status::Rectified {
                    law: self.cite(L53AFN17),
                },
            );
            return Ok(outcome);
        }
        let outcome = self.record(kind, seat, index);
        self.start_trick(seat, card, outcome_id(&outcome));
        Ok(outcome)
    }

    /// A card to the trick in progress by the hand whose turn it is; it
    /// may accept a lead out of turn (53A, 54B) or leave the Director to
    /// ask whether it was meant as the lead (C 53B).
    fn card_in_turn(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
        accepts: Option<usize>,
        forced_52: Option<usize>,
    ) -> Result<Outcome, ActionError> {
        self.penalty_choice_error(seat)?;
        if self.play.dummy_withheld {
            // Laws 41A, 47E2(a): the lead stands; dummy faces his hand.
            self.play.dummy_spread = true;
            self.play.dummy_withheld = false;
        }
        self.condone_penalty_card_failure(forced_52);
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
            let l = match self.rect.irregularities[id].kind {
                K::OpeningLeadOutOfTurn { .. } => {
                    self.play.dummy_spread = true;
                    self.cite(L54B)
                }
                _ => self.cite(L53A),
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
        Ok(outcome)
    }

    /// A card out of turn to the trick in progress: recognised (53B, 53C,
    /// 57, C 53, ...), exposed and recorded.
    fn card_out_of_turn(&mut self, trick: Trick, seat: Seat, card: Card, index: usize) -> Outcome {
        let lead_irr = self
            .play
            .lead_irregularities
            .last()
            .copied()
            .flatten()
            .map(IrregularityId::index);
        let kind = self.out_of_turn_kind(trick, seat, card, lead_irr);
        if let K::ProperLeadAfterLeadOutOfTurn { .. } = kind {
            // Law 53B: the proper leader's card is the lead.
            let outcome = self.record_with(kind, seat, index, Status::AwaitingDirector);
            if let Outcome::Irregular { id, .. } = outcome {
                self.apply_53b(id, lead_irr);
            }
            return outcome;
        }
        // 53C: declarer led out of turn and the defender on the right of
        // the irregular lead played: the lead stands, and Law 57 applies.
        if let (K::PrematureLeadOrPlay { lead: false, .. }, Some(id)) = (kind, lead_irr) {
            let lead_open = self.rect.irregularities.get(id).is_some_and(|i| {
                matches!(i.kind, K::DeclarerLeadOutOfTurn { .. })
                    && i.is_open()
                    && i.step == Step::Open
            });
            if lead_open && trick.len() == 1 && seat == trick.leader.rho() {
                self.set_status(
                    id,
                    Status::Condoned {
                        law: self.cite(L53C),
                    },
                );
                self.set_step(id, Step::Done);
            }
        }
        if let K::PrematureLeadOrPlay { lead: true, .. } | K::CardAddedToTrick { .. } = kind {
            // A lead to the next trick, even premature, establishes the
            // offending side's revoke on this one (63A1).
            self.establish_revokes_through(seat, self.play.tricks.len() as u8 + 1);
        }
        let outcome = self.record(kind, seat, index);
        self.expose(seat, card, &outcome);
        self.after_recognised(&outcome);
        outcome
    }

    /// What a card out of turn to the trick in progress is, given the
    /// last lead irregularity `lead_irr`.
    fn out_of_turn_kind(&self, trick: Trick, seat: Seat, card: Card, lead_irr: Option<usize>) -> K {
        let defender = !self.is_declaring(seat);
        let partner_played = trick.has_played(seat.partner());
        let proper_lead = lead_irr
            .and_then(|id| self.rect.irregularities.get(id))
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
            .filter(|_| !self.config.rules.players_apply_penalties())
            .and_then(|id| self.rect.irregularities.get(id))
            .filter(|i| i.is_open() && i.step == Step::Open && trick.len() == 1)
            .and_then(|i| match i.kind {
                K::DefenderLeadOutOfTurn {
                    proper_leader,
                    card,
                } if proper_leader == seat && seat == i.offender.partner() => Some(card),
                _ => None,
            });
        if let Some(irregular_lead) = second_lead {
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
        }
    }

    /// C 53B: after the lead out of turn `id` (still open, alone on the
    /// trick), `seat` plays next in rotation and was also the proper leader,
    /// an opponent of the offender: the Director must find out whether he
    /// meant to lead or to follow. Not for an opening lead (Law 54).
    fn lead_or_follow_unclear(&self, id: usize, seat: Seat) -> bool {
        self.rect
            .irregularities
            .get(id)
            .is_some_and(|i| match i.kind {
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
            && self.rect.lead_answer.is_some_and(|a| {
                !a.accepted
                    && a.tricks == self.play.tricks_started()
                    && self.irregularity(a.irregularity).is_some_and(|i| {
                        i.status
                            == Status::Rectified {
                                law: self.cite(L55B2),
                            }
                    })
            })
    }

    fn follow(&mut self, seat: Seat, card: Card) {
        let strain = match self.play.contract {
            Some(c) => c.bid.strain(),
            None => return,
        };
        self.take_card(seat, card);
        self.release_62c2(seat);
        if let Some(t) = self.play.tricks.last_mut() {
            t.push(seat, card, strain);
        }
        self.establish_revokes(seat);
        self.after_trick_complete();
    }

    /// What follows a trick's completion: restrictions lapse, and the board
    /// ends after the thirteenth trick.
    fn after_trick_complete(&mut self) {
        if self.play.tricks.last().is_some_and(|t| t.is_complete()) {
            self.settle_rb57_leads();
        }
        if let Some(winner) = self.play.tricks.last().and_then(|t| t.winner) {
            // A lead prohibition lasts while that leader keeps the lead.
            if self.rect.lead_restriction.is_some_and(|r| r.seat != winner) {
                self.rect.lead_restriction = None;
            }
            self.rect.play_restriction = None;
        }
        if self.play.tricks.len() == 13 && self.play.tricks.last().is_some_and(|t| t.is_complete())
        {
            self.phase = Phase::Complete;
            self.flag_50e4();
        }
    }

    /// Whether declarer has played from either hand since the event `event`
    /// (52B1(b): he must then accept a defender's failure to play a
    /// penalty card).
    pub(crate) fn declarer_played_since(&self, irr: &Irregularity) -> bool {
        let Some(c) = irr.kind.card() else {
            return false;
        };
        let mut seen = false;
        for t in &self.play.tricks {
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
}

/// The clauses the play's family modules declare (for the tests' sweep).
#[cfg(test)]
pub(crate) fn all_clauses() -> Vec<crate::law::Clause> {
    [
        CLAUSES,
        defective::CLAUSES,
        dummy::CLAUSES,
        leads::CLAUSES,
        penalty_cards::CLAUSES,
        premature::CLAUSES,
        rectify::CLAUSES,
        retract::CLAUSES,
        revoke::CLAUSES,
        simultaneous::CLAUSES,
    ]
    .concat()
}
