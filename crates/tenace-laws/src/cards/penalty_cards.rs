//! Exposed cards and penalty cards (Laws 48-52, RB 48-52): exposing a
//! card, major and minor penalty cards, the information they give, and
//! declarer's lead options when a penalty card lies (50D, 51).

#[allow(unused_imports)]
use super::*;
use crate::explain::{opt, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L52B1B = Clause::new("52B1(b)").rb("RB 52A");
    L52B2 = Clause::new("52B2").rb("RB 52B");
    L49 = Clause::new("49").rb("RB 49");
    L50D2 = Clause::new("50D2").rb("RB 50");
    L52B1A = Clause::new("52B1(a)").rb("RB 52A");
    L51A = Clause::new("51A").rb("RB 50");
}

impl State {
    pub(crate) fn expose(&mut self, seat: Seat, card: Card, outcome: &Outcome) {
        if let Outcome::Irregular { id, .. } = outcome {
            if !self.play.exposed.iter().any(|e| e.card == card) {
                self.play.exposed.push(ExposedCard {
                    seat,
                    card,
                    irregularity: IrregularityId(*id),
                });
            }
        }
    }

    /// Law 50E4: a defender's penalty card lay on the table (its information
    /// authorized under E1) and the defenders won a trick with a card of its
    /// suit: the Director judges after play whether the exposed card helped
    /// them to a result they would not otherwise have had.
    pub(super) fn flag_50e4(&mut self) {
        if self.config.rules.players_apply_penalties() {
            // No counterpart in the rubber code: the information was never
            // authorized there (RB 50).
            return;
        }
        let penalty_suits: Vec<(Side, Suit)> = self
            .rect
            .penalty_cards
            .iter()
            .map(|p| (p.seat.side(), p.card.suit()))
            .chain(self.rect.info.iter().filter_map(|i| match i.source {
                InfoSource::Card { seat, card } if matches!(i.law.as_str(), "50E2" | "50E3") => {
                    Some((seat.side(), card.suit()))
                }
                _ => None,
            }))
            .collect();
        let helped = self.play.tricks.iter().any(|t| {
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

    /// An open failure to play a penalty card (Law 52), if any.
    pub(super) fn open_penalty_card_failure(&self) -> Option<usize> {
        self.rect
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::PenaltyCardNotPlayed { .. })
                    && i.status == Status::AwaitingDirector
            })
            .map(|i| i.id)
    }

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
        if !self.play.hands[seat.index()].contains(card) {
            return Err(self.not_held(seat, card));
        }
        if self.play.exposed.iter().any(|e| e.card == card)
            || self.rect.penalty_cards.iter().any(|p| p.card == card)
        {
            return Err(ActionError::CannotExpose {
                seat,
                card,
                why: Why::AlreadyFaceUp,
            });
        }
        if self.phase == Phase::Auction {
            self.blocked_error()?;
            return Ok(self.exposed_during_auction(seat, card, false, index));
        }
        let contract = self.play.contract.ok_or(ActionError::BoardOver)?;
        if seat == contract.dummy() && self.play.dummy_spread {
            return Err(ActionError::CannotExpose {
                seat,
                card,
                why: Why::DummyFaceUp,
            });
        }
        if let Some(outcome) = self.exposed_after_opening_lead_out_of_turn(seat)? {
            return Ok(outcome);
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

    /// A card of the presumed declaring side faced after a faced opening
    /// lead out of turn, while declarer's choice is open: presumed declarer
    /// who begins to spread his hand must spread it all and becomes dummy
    /// (54A); a card of the presumed dummy could be seen by declarer, who
    /// must then accept the lead (54C). `None` in any other case (and at a
    /// rubber table, whose RB 54 is handled apart).
    fn exposed_after_opening_lead_out_of_turn(
        &mut self,
        seat: Seat,
    ) -> Result<Option<Outcome>, ActionError> {
        let Some(contract) = self.play.contract else {
            return Ok(None);
        };
        if self.config.rules.players_apply_penalties()
            || !self.is_declaring(seat)
            || self.play.dummy_spread
        {
            return Ok(None);
        }
        let open = self.rect.irregularities.iter().any(|i| {
            matches!(i.kind, K::OpeningLeadOutOfTurn { .. })
                && i.is_open()
                && i.step == Step::Open
                && self.still_lead_alone(i.id)
        });
        if !open {
            return Ok(None);
        }
        if seat == contract.declarer {
            self.on_spread_hand(seat).map(Some)
        } else {
            self.on_declarer_saw_dummy().map(Some)
        }
    }

    /// Adds a penalty card for a defender: major if an honour or exposed by
    /// deliberate play, minor otherwise; all major once he has two (Law 50B).
    pub(crate) fn add_penalty_card(&mut self, seat: Seat, card: Card, deliberate: bool, l: LawRef) {
        // RB 69, RB 70B: the cards of a hand faced in the play after a
        // disputed claim are not penalty cards.
        if self.faced_in_play_on(seat) {
            return;
        }
        if self.rect.penalty_cards.iter().any(|p| p.card == card)
            || !self.play.hands[seat.index()].contains(card)
        {
            return;
        }
        let major = deliberate || card.rank().is_honour();
        let l = self.cited(l);
        self.rect.penalty_cards.push(PenaltyCard {
            seat,
            card,
            major,
            law: l,
        });
        if self.config.rules.players_apply_penalties() {
            // RB 50, RB 16B2: what a penalty card shows is unauthorized for
            // the owner's partner from the moment it lies on the table (the
            // duplicate Law 50E1 makes it authorized while it is there).
            self.card_info(seat, card, law("RB 50"));
        }
        if self.penalty_cards_of(seat).count() >= 2 {
            for p in self
                .rect
                .penalty_cards
                .iter_mut()
                .filter(|p| p.seat == seat)
            {
                p.major = true;
            }
        }
    }

    pub(super) fn card_info(&mut self, offender: Seat, card: Card, l: LawRef) {
        let l = self.cited(l);
        let info = InfoRecord {
            source: InfoSource::Card {
                seat: offender,
                card,
            },
            unauthorized_for: offender.side(),
            law: l,
        };
        if !self.rect.info.contains(&info) {
            self.rect.info.push(info);
        }
        self.flag(self.cite(L16C_REVIEW), None);
    }

    /// Accepts a failure to play a penalty card (52B1(a)).
    pub(crate) fn accept_penalty_card_failure(
        &mut self,
        irr: Irregularity,
        seat: Seat,
    ) -> Result<Outcome, ActionError> {
        if self.play.contract.is_none_or(|c| c.declarer != seat) {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: Who::Declarer,
            });
        }
        self.set_status(
            irr.id,
            Status::Condoned {
                law: self.cite(L52B1A),
            },
        );
        Ok(Outcome::Settled {
            id: irr.id,
            law: self.cite(L52B1A),
        })
    }

    /// Declarer's Law 50D2 / 51B option.
    pub(crate) fn on_lead_option(
        &mut self,
        seat: Seat,
        require: Option<Suit>,
        prohibit: SuitSet,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoPenaltyCardOption)?;
        if seat != contract.declarer {
            return Err(ActionError::NoPenaltyCardOption);
        }
        let leader = self.leader_now().ok_or(ActionError::NoPenaltyCardOption)?;
        if let (Some(suit), true) = (require, prohibit.is_empty()) {
            // RB 26A: declarer requires the lead of the suit the offender
            // named in his withdrawn call.
            if let Some(right) = self.pending_lead_right(leader).copied() {
                if let Some(RubberLead::RequireOrProhibit { suit: named }) = right.rubber {
                    if suit != named {
                        return Err(ActionError::BadLeadOption {
                            why: Why::Rb26RequireNamedSuit,
                        });
                    }
                    if let Some(r) = self.rect.lead_rights.iter_mut().find(|r| **r == right) {
                        r.status = LeadRightStatus::Exercised { prohibited: None };
                    }
                    self.rect.lead_restriction = Some(LeadRestriction {
                        seat: leader,
                        required: Some(suit),
                        prohibited: SuitSet::EMPTY,
                        law: right.law,
                    });
                    return Ok(Outcome::Settled {
                        id: right.irregularity.index(),
                        law: right.law,
                    });
                }
            }
        }
        if self.pending_lead_right(leader).is_some() {
            // Law 26B comes first, and it only lets declarer forbid one
            // suit (`ProhibitLead`); requiring a suit is no part of it.
            return Err(ActionError::BadLeadOption {
                why: Why::Law26bForbidOnly,
            });
        }
        if !self.penalty_card_option_pending(leader) {
            return Err(ActionError::NoPenaltyCardOption);
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
                why: Why::RequireOrProhibit,
            });
        }
        if bad.is_some() {
            return Err(ActionError::BadLeadOption {
                why: Why::PenaltyCardsSuits,
            });
        }
        let several_suits = pc_suits.iter().count() > 1;
        let rubber = self.config.rules.players_apply_penalties();
        let l = self.cite(
            match (self.penalty_cards_of(owner).count() > 1, several_suits) {
                (false, _) => L50D2,
                (true, true) => L51B2,
                (true, false) => L51B1,
            },
        );
        if !several_suits && prohibit.iter().count() > 1 {
            return Err(ActionError::BadLeadOption {
                why: Why::OnlyPenaltySuit,
            });
        }
        if rubber && several_suits && !prohibit.is_empty() && prohibit != pc_suits {
            // RB 51: with penalty cards in several suits declarer forbids
            // every such suit (or requires one), where Law 51B2 lets him
            // forbid some of them.
            return Err(ActionError::BadLeadOption {
                why: Why::RubberEveryPenaltySuit,
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
        self.rect
            .penalty_cards
            .retain(|p| !(p.seat == owner && named.contains(p.card.suit())));
        if !rubber {
            for c in picked {
                self.card_info(owner, c, law("50E2"));
            }
        }
        if require.is_some() || !prohibit.is_empty() {
            self.rect.lead_restriction = Some(LeadRestriction {
                seat: leader,
                required: require,
                prohibited: prohibit,
                law: l,
            });
        }
        self.rect.pc_option_given = Some(self.play.tricks_started());
        Ok(Outcome::Chose { law: l })
    }

    /// Law 26B: declarer forbids a suit (or none) at the offender's
    /// partner's first turn to lead.
    pub(crate) fn on_prohibit_lead(
        &mut self,
        seat: Seat,
        suit: Option<Suit>,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoLeadOption)?;
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
                    why: Why::Rb26ProhibitNamedSuit,
                });
            }
            (Some(_), Some(_)) => {}
            (Some(s), None) if self.specified_suits(&right).contains(s) => {
                return Err(ActionError::SuitSpecified { suit: s });
            }
            _ => {}
        }
        if let Some(r) = self.rect.lead_rights.iter_mut().find(|r| **r == right) {
            r.status = LeadRightStatus::Exercised { prohibited: suit };
        }
        if let Some(s) = suit {
            self.rect.lead_restriction = Some(LeadRestriction {
                seat: leader,
                required: None,
                prohibited: SuitSet::EMPTY.with(s),
                law: right.law,
            });
        }
        Ok(Outcome::Settled {
            id: right.irregularity.index(),
            law: right.law,
        })
    }
}

/// Declarer's choice under Law 51A (RB 50 at a rubber table): a defender
/// whose turn it is may lawfully play two or more of his penalty cards, and
/// declarer names the one he plays (or leads) at this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct PenaltyCardChoice {
    pub law: LawRef,
    /// Declarer, who chooses.
    pub chooser: Seat,
    /// The defender whose turn it is.
    pub player: Seat,
    /// The penalty cards he may lawfully play now; declarer names one.
    pub cards: Hand,
    /// Whether declarer may instead leave the choice to the defender (at a
    /// rubber table declarer *may* designate, RB 50; under Law 51A he
    /// designates).
    pub may_leave: bool,
}

/// Declarer's designation for one turn (Law 51A, RB 50).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct PenaltyDesignation {
    /// The defender whose turn it is.
    pub seat: Seat,
    /// The card named, or `None` when declarer left the choice to the
    /// defender (rubber bridge only).
    pub card: Option<Card>,
    /// The turn: tricks started and cards on the trick in progress.
    pub turn: (usize, usize),
}

impl State {
    /// The turn in progress, as tricks started and cards on the current
    /// trick (a designation holds for that turn only).
    fn turn_key(&self) -> (usize, usize) {
        (
            self.play.tricks.len(),
            self.current_trick().map_or(0, |t| t.len()),
        )
    }

    /// Declarer's designation in force for `seat` at this turn, if any.
    pub(super) fn designation_now(&self, seat: Seat) -> Option<&PenaltyDesignation> {
        self.rect
            .penalty_designation
            .as_ref()
            .filter(|d| d.seat == seat && d.turn == self.turn_key())
    }

    /// The Law 51A choice declarer must make before `seat` plays now, if
    /// any: `seat` is a defender whose turn it is, and the cards he may
    /// lawfully play are all penalty cards, two or more of them.
    pub fn penalty_card_choice(&self, seat: Seat) -> Option<PenaltyCardChoice> {
        if self.rect.penalty_cards.is_empty() || self.to_play() != Some(seat) {
            return None;
        }
        let contract = self.play.contract?;
        if contract.declarer.side() == seat.side() || self.designation_now(seat).is_some() {
            return None;
        }
        // A lead waits first for declarer's option on the partner's penalty
        // cards (50D2, 51B) or the Law 26B right.
        if self.lead_option_pending(seat).is_some() {
            return None;
        }
        let cards = self.legal_cards(seat);
        let own: Hand = self.penalty_cards_of(seat).map(|p| p.card).collect();
        if cards.len() < 2 || !(cards - own).is_empty() {
            return None;
        }
        let rubber = self.config.rules.players_apply_penalties();
        Some(PenaltyCardChoice {
            law: self.cite(L51A),
            chooser: contract.declarer,
            player: seat,
            cards,
            may_leave: rubber,
        })
    }

    /// Refuses `seat`'s card while declarer has a Law 51A designation to
    /// make first.
    pub(super) fn penalty_choice_error(&self, seat: Seat) -> Result<(), ActionError> {
        match self.penalty_card_choice(seat) {
            Some(c) => Err(ActionError::AwaitingPenaltyCardChoice {
                declarer: c.chooser,
                seat,
                law: c.law,
            }),
            None => Ok(()),
        }
    }

    /// Law 51A (RB 50): declarer names which of the defender's penalty
    /// cards is played at this turn (at a rubber table he may leave the
    /// choice to the defender, `None`).
    pub(crate) fn on_designate_penalty_card(
        &mut self,
        seat: Seat,
        card: Option<Card>,
    ) -> Result<Outcome, ActionError> {
        let player = self.to_play().ok_or(ActionError::NoPenaltyCardChoice)?;
        let choice = self
            .penalty_card_choice(player)
            .ok_or(ActionError::NoPenaltyCardChoice)?;
        if seat != choice.chooser {
            return Err(ActionError::NotDeclarer { seat });
        }
        match card {
            Some(c) if !choice.cards.contains(c) => return Err(ActionError::NoPenaltyCardChoice),
            None if !choice.may_leave => {
                return Err(ActionError::MustNamePenaltyCard { law: choice.law })
            }
            _ => {}
        }
        self.rect.penalty_designation = Some(PenaltyDesignation {
            seat: player,
            card,
            turn: self.turn_key(),
        });
        Ok(Outcome::Chose { law: choice.law })
    }
}

/// The Director's options (Law 10C1) for Law 52.
impl State {
    /// A penalty card not played when it had to be: declarer accepts the
    /// card played (52B1(a); after he has played on he must, 52B1(b)) or
    /// requires the penalty card (52B2).
    pub(crate) fn penalty_card_not_played_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if irr.step != Step::Open {
            return Vec::new();
        }
        let Some(d) = self.declarer_chooser() else {
            return Vec::new();
        };
        if self.declarer_played_since(irr) {
            return vec![opt(
                d,
                OptionKind::Accept,
                self.cite(L52B1B),
                Effect::IllegalCardAccepted,
            )];
        }
        vec![
            opt(
                d,
                OptionKind::Accept,
                self.cite(L52B1A),
                Effect::IllegalCardAccepted,
            ),
            opt(
                d,
                OptionKind::Decline,
                self.cite(L52B2),
                Effect::PenaltyCardSubstituted,
            ),
        ]
    }
}

impl State {
    /// A defender's exposed card (Law 49): a penalty card, major or minor
    /// as Law 50B says; Law 67 footnote 20 when it is an extra card
    /// restored to his hand from a defective trick.
    pub(super) fn rectify_defender_exposed_card(&mut self, id: usize, o: Seat, card: Card) {
        // Law 49: a penalty card, major or minor as Law 50B says;
        // Law 67 footnote 20 when it is an extra card restored to
        // his hand from a defective trick.
        let restored = self.rect.irregularities.iter().any(|i| {
            i.offender == o
                && matches!(i.kind, K::ExtraCardOnTrick { card: c, .. } if c == card)
                && matches!(i.status, Status::Rectified { .. })
        });
        let l = if restored {
            law("67B2(a) fn20")
        } else {
            self.cite(L49)
        };
        // A lead made before declarer stated his 50D2 / 51B
        // option was deliberately shown: a major penalty card (50B).
        let led_early = !restored
            && self.leader_now() == Some(o)
            && self.pending_lead_right(o).is_none()
            && self.penalty_card_option_pending(o);
        self.play.exposed.retain(|e| e.card != card);
        self.add_penalty_card(o, card, led_early, l);
        self.set_status(id, Status::Rectified { law: l });
    }
}
