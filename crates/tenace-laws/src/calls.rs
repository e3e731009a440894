//! The auction under the Laws: classifying calls, acceptance and
//! condonation, and the rectifications of Laws 24-39.
//!
//! The flow for each irregularity is a small state machine kept in the
//! irregularity's [`Status`] and [`Step`]; the rulings and choices that move
//! it are events of the log, so a replay rebuilds it exactly.

use tenace_core::{AttemptedCall, Call, Card, Seat, Side, SuitSet};

use crate::auction::{AuctionEnd, CallOrigin, CallRecord};
use crate::event::{ReplacementClass, Ruling};
use crate::irregularity::{Irregularity, IrregularityKind as K, Question, Status, Step, TurnOf};
use crate::law::LawRef;
use crate::table::{
    ActionError, InfoRecord, InfoSource, LeadRight, LeadRightStatus, Mode, Outcome, PenaltyCard,
    Phase, ReviewFlag, RubberLead, State,
};

/// What a call does to the irregular call just before it.
#[derive(Debug, Clone, Copy)]
enum CallEffect {
    /// It accepts it, under `law`.
    Accept { id: usize, law: LawRef },
    /// It cancels the call at `record` under `law`; `settles` when that ends
    /// the matter.
    Cancel {
        id: usize,
        record: usize,
        law: LawRef,
        settles: bool,
    },
    /// The Director must find out which the caller meant (Law 28B or 29A).
    AskIntent { id: usize },
}

/// The part the caller plays in a rectification under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// He replaces his insufficient bid (27B).
    Replacement { id: usize, barred: bool },
    /// He substitutes a legal call for his cancelled double (36B2).
    Substitute { id: usize },
    /// He replaces his insufficient bid before the Director has ruled (27C).
    Premature { id: usize },
    /// He makes his final call after an intended change of call (RB 25B).
    FinalCall { id: usize },
}

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

impl State {
    // ------------------------------------------------------------------
    // Entry points
    // ------------------------------------------------------------------

    pub(crate) fn on_call(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete => return Err(ActionError::BoardOver),
            Phase::Play | Phase::Claim => return Err(ActionError::AuctionPeriodOver),
            Phase::Auction | Phase::Clarification | Phase::PassedOut => {}
        }
        let effect = self.effect_on_last_call(seat);
        let role = self.role_of(seat);
        if let Some(b) = self.blocking() {
            let accepts = matches!(effect, Some(CallEffect::Accept { id, .. }) if id == b.id);
            let acts = match role {
                Some(Role::Replacement { id, .. })
                | Some(Role::Substitute { id })
                | Some(Role::Premature { id })
                | Some(Role::FinalCall { id }) => id == b.id,
                None => false,
            };
            if !accepts && !acts {
                return Err(ActionError::AwaitingDirector {
                    id: b.id,
                    law: b.law,
                });
            }
        }
        if let Some(Role::Replacement { barred: true, .. }) = role {
            let ok = match call {
                AttemptedCall::Call(Call::Pass) => true,
                AttemptedCall::Call(Call::Bid(b)) => self
                    .auction_without_last_ib()
                    .is_none_or(|last| b.supersedes(last)),
                _ => false,
            };
            if !ok {
                return Err(ActionError::CallNotAllowed {
                    seat,
                    call,
                    law: law("27B3"),
                });
            }
        }
        if let (Some(Role::Replacement { barred: false, .. }), true) =
            (role, self.config.rules.is_rubber())
        {
            // RB 27: the correction is a sufficient bid or a pass (a double
            // or redouble is taken and cancelled under RB 27D).
            let ok = match call {
                AttemptedCall::Call(Call::Bid(b)) => self
                    .auction_without_last_ib()
                    .is_none_or(|last| b.supersedes(last)),
                AttemptedCall::Call(_) => true,
                AttemptedCall::OverSeven { .. } => false,
            };
            if !ok {
                return Err(ActionError::CallNotAllowed {
                    seat,
                    call,
                    law: law("RB 27"),
                });
            }
        }
        if let Some(Role::FinalCall { id }) = role {
            self.check_final_call_rubber(id, seat, call)?;
        }
        if let (Some(l), AttemptedCall::Call(Call::Double | Call::Redouble)) =
            (self.obligations[seat.index()].no_double_next_turn, call)
        {
            if self.phase == Phase::Auction && seat == self.auction.turn() {
                return Err(ActionError::CallNotAllowed { seat, call, law: l });
            }
        }
        if let (Some(b), AttemptedCall::Call(Call::Double | Call::Redouble)) =
            (self.obligations[seat.index()].never_double, call)
        {
            if self.auction.last_bid().map(|(last, _)| last) == Some(b) {
                return Err(ActionError::CallNotAllowed {
                    seat,
                    call,
                    law: law("RB 32A"),
                });
            }
        }
        if self.phase == Phase::Auction && seat == self.turn_after_deemed_pass(seat) {
            if let (Some(required), AttemptedCall::Call(c)) =
                (self.obligations[seat.index()].must_repeat, call)
            {
                if c != required && role.is_none() {
                    return Err(ActionError::MustRepeat {
                        seat,
                        call: required,
                    });
                }
            }
        }
        // From here on the call is recorded: nothing can fail.
        self.flag_forfeiture(seat, effect);
        let mut settled = None;
        let mut ask_intent = None;
        match effect {
            Some(CallEffect::Accept { id, law }) => {
                self.accept_auction_irregularity(id, law);
                settled = Some(Outcome::Settled { id, law });
            }
            Some(CallEffect::Cancel {
                id,
                record,
                law,
                settles,
            }) => {
                self.cancel_record(record, law);
                let os = self.auction.calls[record].seat.side();
                self.unauthorized(record, os);
                if settles {
                    self.set_status(id, Status::Cancelled { law });
                    settled = Some(Outcome::Settled { id, law });
                }
            }
            Some(CallEffect::AskIntent { id }) => ask_intent = Some(id),
            None => {}
        }
        let outcome = match role {
            Some(Role::Replacement { id, barred }) => {
                self.replace_insufficient(id, seat, call, index, barred)
            }
            Some(Role::Substitute { id }) => self.substitute_call(id, seat, call, index),
            Some(Role::FinalCall { id }) => self.final_call_rubber(id, seat, call, index),
            Some(Role::Premature { .. }) | None => {
                let o = self.place_call(seat, call, index);
                if matches!(o, Outcome::Lawful) {
                    settled.unwrap_or(o)
                } else {
                    o
                }
            }
        };
        if let Some(id) = ask_intent {
            self.set_status(
                id,
                Status::AwaitingFinding {
                    question: Question::AcceptedOrOwnTurn,
                },
            );
        }
        self.check_auction_end();
        Ok(outcome)
    }

    pub(crate) fn on_decline(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        // RB 62: declarer lets the offender's partner choose his card.
        let rb62 = self
            .irregularities
            .iter()
            .find(|i| i.status == Status::AwaitingDirector && i.step == Step::AwaitPlayOption)
            .copied();
        if let Some(i) = rb62 {
            if self.contract.is_some_and(|c| c.declarer == seat) {
                let l = law("RB 62");
                self.set_status(i.id, Status::Rectified { law: l });
                self.set_step(i.id, Step::Done);
                return Ok(Outcome::Settled { id: i.id, law: l });
            }
        }
        let irr = self
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.status == Status::AwaitingDirector
                    && i.step == Step::Open
                    && i.kind.is_acceptable()
            })
            .copied()
            .ok_or(ActionError::NothingToDecline { seat })?;
        if !irr.kind.is_auction() {
            return self.decline_play_irregularity(irr, seat);
        }
        if seat != irr.offender.lho() {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: "the offender's left-hand opponent",
            });
        }
        let id = irr.id;
        let outcome = match irr.kind {
            K::InsufficientBid { .. } if self.is_second_insufficient(id) => {
                // 27B4: the second insufficient bid is not accepted; it is
                // cancelled and Law 27B3 applies.
                let rec = self.record_of(id);
                if let Some(r) = rec {
                    self.cancel_record(r, law("27B4"));
                    self.unauthorized(r, irr.offender.side());
                }
                self.set_status(id, Status::Cancelled { law: law("27B4") });
                if let Some(first) = self.first_insufficient_for(id) {
                    self.bar_partner_for_rest(first, law("27B4"));
                    self.add_lead_right(first);
                    self.flag(law("72C"), Some(first));
                    self.set_step(first, Step::AwaitReplacement { barred: true });
                    self.set_status(first, Status::AwaitingDirector);
                }
                Outcome::Settled {
                    id,
                    law: law("27B4"),
                }
            }
            K::InsufficientBid { .. } => {
                let premature = self.premature_after(id);
                self.set_step(id, Step::AwaitReplacement { barred: false });
                if let Some(sub_rec) = premature {
                    // The insufficient bid is withdrawn; the substitute replaces it.
                    if let Some(r) = self.record_of(id) {
                        self.cancel_record(r, law("27B"));
                    }
                    // 27C: the premature substitute is the replacement.
                    if let Some(p) = self.auction.calls[sub_rec].irregularity {
                        self.set_status(p, Status::Rectified { law: law("27C") });
                    }
                    self.classify_replacement(id, sub_rec);
                }
                Outcome::Settled {
                    id,
                    law: law(if self.config.rules.is_rubber() {
                        "RB 27"
                    } else {
                        "27B"
                    }),
                }
            }
            k if k.is_call_out_of_rotation() => {
                self.decline_out_of_rotation(id);
                Outcome::Settled {
                    id,
                    law: law(if self.config.rules.is_rubber() {
                        "RB 29B"
                    } else {
                        "29B"
                    }),
                }
            }
            K::ChangeOfCall { .. } => {
                // 25B2: the substitute is cancelled and the first call stands.
                let (sub, orig) = self.change_records(id);
                if let Some(s) = sub {
                    self.cancel_record(s, law("25B2"));
                    self.unauthorized(s, irr.offender.side());
                }
                match (sub, orig) {
                    (Some(s), Some(o)) => self.judge(id, s, o),
                    _ => self.set_status(id, Status::Rectified { law: law("25B2") }),
                }
                Outcome::Settled {
                    id,
                    law: law("25B2"),
                }
            }
            _ => return Err(ActionError::NothingToDecline { seat }),
        };
        self.check_auction_end();
        Ok(outcome)
    }

    /// An explicit acceptance of an irregularity of the auction.
    pub(crate) fn accept_call_irregularity(
        &mut self,
        irr: Irregularity,
        seat: Seat,
    ) -> Result<Outcome, ActionError> {
        if seat != irr.offender.lho() {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: "the offender's left-hand opponent",
            });
        }
        let rubber = self.config.rules.is_rubber();
        let l = match irr.kind {
            K::InsufficientBid { .. } if rubber => law("RB 27"),
            K::InsufficientBid { .. } => law("27A1"),
            // RB 15A: the non-offending side waives the penalty.
            K::ChangeOfCall { .. } if rubber => law("RB 15A"),
            K::ChangeOfCall { .. } => law("25B1"),
            _ if rubber => law("RB 29A"),
            _ => law("29A"),
        };
        self.accept_auction_irregularity(irr.id, l);
        self.check_auction_end();
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    pub(crate) fn on_ruling(
        &mut self,
        ruling: Ruling,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let asked = |q: Question| -> Option<Irregularity> {
            self.irregularities
                .iter()
                .find(|i| i.status == Status::AwaitingFinding { question: q })
                .copied()
        };
        let outcome = match ruling {
            Ruling::CallerIntended { accepted } => {
                let irr =
                    asked(Question::AcceptedOrOwnTurn).ok_or(ActionError::NoQuestionPending)?;
                if accepted {
                    self.set_status(irr.id, Status::Condoned { law: law("29A") });
                    Outcome::Settled {
                        id: irr.id,
                        law: law("29A"),
                    }
                } else {
                    if let Some(r) = self.record_of(irr.id) {
                        self.cancel_record(r, law("28B"));
                        self.unauthorized(r, irr.offender.side());
                        // The call made in turn is judged as if the cancelled
                        // call had never been made.
                        let next = (r + 1..self.auction.calls.len())
                            .find(|&i| self.auction.calls[i].is_standing());
                        if let Some(n) = next {
                            if let Some(j) = self.auction.calls[n].irregularity {
                                self.auction.calls[n].irregularity = None;
                                self.set_status(j, Status::Cancelled { law: law("28B") });
                            }
                            self.auction.calls[n].inadmissible = !self.auction.was_admissible(n);
                        }
                    }
                    self.set_status(irr.id, Status::Cancelled { law: law("28B") });
                    Outcome::Settled {
                        id: irr.id,
                        law: law("28B"),
                    }
                }
            }
            Ruling::LeadIntended { lead } => {
                let irr = asked(Question::LeadOrFollow).ok_or(ActionError::NoQuestionPending)?;
                return self.rule_lead_intended(irr, lead);
            }
            Ruling::Unintended { unintended } => {
                let irr = asked(Question::Unintended).ok_or(ActionError::NoQuestionPending)?;
                if let K::UnintendedCall { .. } = irr.kind {
                    self.rule_unintended_claim(irr, unintended)
                } else if unintended {
                    self.apply_unintended(irr)
                } else if self.config.rules.is_rubber() {
                    self.rubber_intended_change(irr)
                } else {
                    // 25B: the change was intended. The left-hand opponent
                    // may accept the substitute (25B1) or not (25B2).
                    self.set_status(irr.id, Status::AwaitingDirector);
                    self.set_step(irr.id, Step::Open);
                    Outcome::Settled {
                        id: irr.id,
                        law: law("25B"),
                    }
                }
            }
            Ruling::Replacement { class } => {
                let irr =
                    asked(Question::ReplacementClass).ok_or(ActionError::NoQuestionPending)?;
                self.rule_replacement(irr, class)
            }
            Ruling::Comparable { comparable } => {
                let irr = asked(Question::Comparable).ok_or(ActionError::NoQuestionPending)?;
                self.rule_comparable(irr, comparable)
            }
            Ruling::ClaimAward { tricks } => return self.on_claim_award(tricks),
            Ruling::WaiveRectification => {
                // 81C5: only before any rectification has begun.
                let irr = self
                    .irregularities
                    .iter()
                    .rev()
                    .find(|i| {
                        i.is_open()
                            && i.step == Step::Open
                            // C 53: a second lead follows the ruling on the first.
                            && !matches!(i.kind, K::SecondLeadByProperLeader { .. })
                    })
                    .copied()
                    .ok_or(ActionError::NothingToWaive)?;
                self.set_status(irr.id, Status::Condoned { law: law("81C5") });
                self.set_step(irr.id, Step::Done);
                self.settle_second_lead(irr.id, true);
                Outcome::Settled {
                    id: irr.id,
                    law: law("81C5"),
                }
            }
            Ruling::Misinformation { explainer } => {
                if !matches!(self.phase, Phase::Auction | Phase::Clarification) {
                    return Err(ActionError::AuctionPeriodOver);
                }
                // 21B1(a): each opponent of the explaining side whose partner
                // has not called since his last call may change that call.
                // RB 21: only until the auction is closed.
                let rubber = self.config.rules.is_rubber();
                let too_late = rubber && self.phase != Phase::Auction;
                self.change_rights = [explainer.lho(), explainer.rho()]
                    .into_iter()
                    .filter(|&s| {
                        if too_late {
                            return false;
                        }
                        let last = self.auction.calls.iter().rposition(|c| {
                            c.is_standing() && c.seat == s && c.origin == CallOrigin::Player
                        });
                        last.is_some_and(|i| {
                            !self.auction.calls[i + 1..]
                                .iter()
                                .any(|c| c.is_standing() && c.seat == s.partner())
                        })
                    })
                    .collect();
                if self.change_rights.is_empty() {
                    // Too late to change a call: the Director may adjust
                    // (21B3); at a rubber table, the score is adjusted at the
                    // end of play if the other side gained (RB 21).
                    self.flag(law(if rubber { "RB 21" } else { "21B3" }), None);
                }
                return Ok(Outcome::Lawful);
            }
            Ruling::DealCorrectable { correctable } => {
                let irr = asked(Question::DealCorrectable).ok_or(ActionError::NoQuestionPending)?;
                self.rule_deal_correctable(irr, correctable)
            }
            Ruling::ArtificialScore { ns, ew } => {
                return self.award_artificial_score(crate::event::ArtificialScore { ns, ew });
            }
            Ruling::CardSeen => return self.rule_card_seen(),
            Ruling::SurplusCard { seat, played } => return self.rule_surplus_card(seat, played),
            Ruling::MissingCardFound { card, place } => {
                return self.rule_missing_card_found(card, place);
            }
            Ruling::WrongBoardFound { played_before } => {
                return self.rule_wrong_board_found(played_before, index);
            }
            Ruling::Redeal => return self.rule_redeal(),
            Ruling::SelfRectification { upheld } => {
                if !upheld {
                    self.flag(law("10B"), None);
                }
                return Ok(Outcome::Chose { law: law("10B") });
            }
            Ruling::Artificial { record, specified } => {
                let c = self
                    .auction
                    .calls
                    .get_mut(record)
                    .ok_or(ActionError::NoSuchCall { record })?;
                c.specified = Some(specified);
                return Ok(Outcome::Lawful);
            }
            Ruling::SpecifiedSuits { offender, suits } => {
                let right = self
                    .lead_rights
                    .iter_mut()
                    .find(|r| r.offender == offender && r.status == LeadRightStatus::Pending)
                    .ok_or(ActionError::NoLeadRight { seat: offender })?;
                right.specified = Some(suits);
                return Ok(Outcome::Lawful);
            }
        };
        self.check_auction_end();
        Ok(outcome)
    }

    /// Table mode: attention has been drawn to `id`. Apply what the Laws
    /// prescribe without a choice (Laws 24, 36-39), or wait for the Director.
    pub(crate) fn on_attention_to(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        if !irr.kind.is_auction() {
            self.rectify_play(id);
            return;
        }
        let lho_called = self.lho_called_since(id);
        let auction_period_over =
            matches!(self.phase, Phase::Play | Phase::Complete | Phase::Claim);
        match irr.kind {
            K::InadmissibleDouble { .. }
                if self.config.rules.is_rubber() && (lho_called || auction_period_over) =>
            {
                // RB 35A: condoned by the left-hand opponent's call: no
                // penalty; the double and every later call are cancelled and
                // the auction goes on as though nothing had happened (after
                // the auction, the double simply never counts).
                if let (Some(r), false) = (self.record_of(id), auction_period_over) {
                    self.cancel_from(r, law("RB 35A"), irr.offender.side());
                }
                self.set_status(id, Status::Rectified { law: law("RB 35A") });
            }
            K::CallWhileRequiredToPass { .. }
                if self.config.rules.is_rubber() && (lho_called || auction_period_over) =>
            {
                // RB 35B: condoned: the call and the later calls stand, with
                // no penalty; a bar for the rest of the auction still holds.
                self.set_status(id, Status::Rectified { law: law("RB 35B") });
            }
            K::InadmissibleDouble { .. } if auction_period_over => {
                // 36C: the contract is scored as if the call had not been made
                // (the engine never lets such a call double the contract).
                self.set_status(id, Status::Rectified { law: law("36C") });
            }
            _ if auction_period_over
                && irr.kind.is_auction()
                && !matches!(irr.kind, K::CardExposedDuringAuction { .. }) =>
            {
                // Attention drawn only after the auction period: the calls
                // stand; the Director may adjust (12A1).
                self.flag(law("12A1"), Some(id));
                self.set_status(id, Status::Rectified { law: law("12A1") });
            }
            K::InadmissibleDouble { .. } if lho_called => {
                // 36A: the double and every later call are cancelled; the
                // auction goes on as though nothing had happened.
                if let Some(r) = self.record_of(id) {
                    self.cancel_from(r, law("36A"), irr.offender.side());
                }
                self.set_status(id, Status::Rectified { law: law("36A") });
            }
            K::CallWhileRequiredToPass { .. } if lho_called => {
                // 37A: the call and the later calls stand.
                self.set_status(id, Status::Rectified { law: law("37A") });
            }
            K::ChangeOfCall { .. } => self.set_status(
                id,
                Status::AwaitingFinding {
                    question: Question::Unintended,
                },
            ),
            K::InsufficientBid { .. } if self.premature_after(id).is_some() => {
                self.set_status(id, Status::AwaitingDirector);
            }
            K::PrematureReplacement { .. } if self.config.rules.is_rubber() => {
                self.cancel_premature_rubber(irr);
            }
            K::PrematureReplacement { .. } => {
                // Dealt with through the insufficient bid it replaced (27C).
                self.set_status(id, Status::Condoned { law: law("27C") });
            }
            _ => {
                self.set_status(id, Status::AwaitingDirector);
                self.apply_mandatory(id, lho_called);
            }
        }
        self.check_auction_end();
    }

    // ------------------------------------------------------------------
    // Placing a call
    // ------------------------------------------------------------------

    /// Records a call in its place in the auction: classifies it, records
    /// the irregularity it commits, and runs what follows from it.
    fn place_call(&mut self, seat: Seat, call: AttemptedCall, index: usize) -> Outcome {
        // 28A: a call at the turn of a player required to pass counts as in
        // rotation; that player is deemed to have passed.
        if self.phase == Phase::Auction {
            let turn = self.auction.turn();
            if seat != turn && seat == turn.lho() && self.obligations[turn.index()].must_pass() {
                self.push_record(
                    turn,
                    AttemptedCall::Call(Call::Pass),
                    index,
                    None,
                    false,
                    CallOrigin::DeemedPass,
                );
                self.after_standing_call(turn, Call::Pass);
            }
        }
        let (kind, inadmissible) = self.classify_call(seat, call);
        let irregularity = kind.map(|_| self.irregularities.len());
        let rec = self.push_record(
            seat,
            call,
            index,
            irregularity,
            inadmissible,
            CallOrigin::Player,
        );
        if let Some(K::CallAfterFinalPass { .. }) = kind {
            // 39A: a call after the final pass never stands (RB 39).
            let l = law(if self.config.rules.is_rubber() {
                "RB 39"
            } else {
                "39A"
            });
            self.cancel_record(rec, l);
            self.unauthorized(rec, seat.side());
        }
        match kind {
            Some(k) => {
                let outcome = self.record(k, seat, index);
                if self.config.mode == Mode::AutoDirector {
                    if let Outcome::Irregular { id, .. } = outcome {
                        self.on_recognised(id);
                    }
                }
                outcome
            }
            None => {
                if let AttemptedCall::Call(c) = call {
                    self.after_standing_call(seat, c);
                    self.follow_up_after(seat, c, rec);
                }
                Outcome::Lawful
            }
        }
    }

    fn push_record(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        event: usize,
        irregularity: Option<usize>,
        inadmissible: bool,
        origin: CallOrigin,
    ) -> usize {
        self.auction.calls.push(CallRecord {
            seat,
            call,
            event,
            irregularity,
            cancelled: None,
            inadmissible,
            origin,
            alerted: false,
            specified: None,
        });
        self.auction.calls.len() - 1
    }

    /// The seat whose turn it is once a deemed pass (28A) by a player
    /// required to pass is taken into account.
    fn turn_after_deemed_pass(&self, caller: Seat) -> Seat {
        let turn = self.auction.turn();
        if caller != turn && caller == turn.lho() && self.obligations[turn.index()].must_pass() {
            caller
        } else {
            turn
        }
    }

    /// A standing call has been made by `seat`: use up the obligations it
    /// satisfies.
    fn after_standing_call(&mut self, seat: Seat, call: Call) {
        let ob = &mut self.obligations[seat.index()];
        if call == Call::Pass {
            ob.pass_next_turn = None;
        }
        ob.no_double_next_turn = None;
        if ob.must_repeat == Some(call) {
            ob.must_repeat = None;
        }
    }

    /// Laws 27A1, 28B, 29A, 29B, 25B1: how a call by `seat` bears on the last
    /// standing call when that call is an irregularity not yet settled.
    fn effect_on_last_call(&self, seat: Seat) -> Option<CallEffect> {
        let record = self.auction.last_standing_index()?;
        let last = self.auction.calls[record];
        let mut irr = self.irregularities.get(last.irregularity?)?;
        if let K::PrematureReplacement { .. } = irr.kind {
            // 27C: the insufficient bid before it is what can be accepted.
            let ib = self.auction.calls[..record]
                .iter()
                .rev()
                .find(|c| c.is_standing())
                .and_then(|c| c.irregularity)
                .and_then(|i| self.irregularities.get(i))?;
            if matches!(ib.kind, K::InsufficientBid { .. })
                && ib.is_open()
                && ib.step == Step::Open
                && self.config.mode == Mode::AutoDirector
            {
                irr = ib;
            } else {
                return None;
            }
        }
        if !irr.is_open() || irr.step != Step::Open {
            return None;
        }
        let offender = irr.offender;
        let table_mode = self.config.mode == Mode::Table && irr.status == Status::Unnoticed;
        match irr.kind {
            K::InsufficientBid { .. } if seat == offender.lho() => Some(CallEffect::Accept {
                id: irr.id,
                law: law(if self.config.rules.is_rubber() {
                    "RB 27"
                } else {
                    "27A1"
                }),
            }),
            K::ChangeOfCall { .. }
                if seat == offender.lho()
                    && (table_mode || irr.status == Status::AwaitingDirector) =>
            {
                // RB 15B: at a rubber table his call forfeits the penalty.
                Some(CallEffect::Accept {
                    id: irr.id,
                    law: law(if self.config.rules.is_rubber() {
                        "RB 15B"
                    } else {
                        "25B1"
                    }),
                })
            }
            k if k.is_call_out_of_rotation() => {
                let turn = k.skipped_turn()?;
                if seat == offender.lho() {
                    if seat == turn && table_mode {
                        // He may be accepting (29A) or taking his own turn (28B):
                        // the Director must ask (Commentary on Law 28).
                        Some(CallEffect::AskIntent { id: irr.id })
                    } else {
                        Some(CallEffect::Accept {
                            id: irr.id,
                            law: law(if self.config.rules.is_rubber() {
                                "RB 29A"
                            } else {
                                "29A"
                            }),
                        })
                    }
                } else if seat == turn && table_mode {
                    if seat.is_opponent(offender) {
                        // The player whose turn it was called: the call out of
                        // rotation is cancelled and rectification forfeited (28B).
                        Some(CallEffect::Cancel {
                            id: irr.id,
                            record,
                            law: law("28B"),
                            settles: true,
                        })
                    } else {
                        // Partner called at his own turn: the call out of
                        // rotation is cancelled (29B); the Director still applies
                        // Laws 30-32 to the offender when attention is drawn.
                        Some(CallEffect::Cancel {
                            id: irr.id,
                            record,
                            law: law("29B"),
                            settles: false,
                        })
                    }
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Law 11A: in table mode, a member of the non-offending side calls
    /// before anyone has summoned the Director. Where the Laws do not say
    /// what such a call does (the acceptances of 25B1, 27A1 and 29A, the
    /// cancellation of 28B, and Laws 36A, 37A, 38D, 39B, which rule on the
    /// left-hand opponent's call), the Director may find the right to
    /// rectification forfeited: a review point.
    fn flag_forfeiture(&mut self, seat: Seat, effect: Option<CallEffect>) {
        if self.config.mode != Mode::Table {
            return;
        }
        let settled_by_call = match effect {
            Some(CallEffect::Accept { id, .. })
            | Some(CallEffect::Cancel { id, .. })
            | Some(CallEffect::AskIntent { id }) => Some(id),
            None => None,
        };
        let forfeited: Vec<usize> = self
            .irregularities
            .iter()
            .filter(|i| {
                i.status == Status::Unnoticed
                    && i.kind.is_auction()
                    && seat.is_opponent(i.offender)
                    && Some(i.id) != settled_by_call
                    && !matches!(
                        i.kind,
                        K::InadmissibleDouble { .. }
                            | K::CallWhileRequiredToPass { .. }
                            | K::BidAboveSeven { .. }
                            | K::CallAfterFinalPass { .. }
                    )
            })
            .map(|i| i.id)
            .collect();
        let rubber = self.config.rules.is_rubber();
        for id in forfeited {
            if rubber {
                // RB 15B: a call by the offender's left-hand opponent
                // forfeits the penalty outright (no Director to judge it);
                // a call by his partner leaves it open.
                if self
                    .irregularities
                    .get(id)
                    .is_some_and(|i| seat == i.offender.lho())
                {
                    self.set_status(id, Status::Condoned { law: law("RB 15B") });
                    self.set_step(id, Step::Done);
                }
            } else {
                self.flag(law("11A"), Some(id));
            }
        }
    }

    /// The part `seat` plays in a rectification under way, if any.
    fn role_of(&self, seat: Seat) -> Option<Role> {
        self.irregularities.iter().find_map(|i| {
            if i.offender != seat || !i.blocks_table() {
                return None;
            }
            match (i.kind, i.step) {
                (K::InsufficientBid { .. }, Step::AwaitReplacement { barred }) => {
                    Some(Role::Replacement { id: i.id, barred })
                }
                (K::InadmissibleDouble { .. }, Step::AwaitSubstitute) => {
                    Some(Role::Substitute { id: i.id })
                }
                (K::ChangeOfCall { .. }, Step::FinalCall) => Some(Role::FinalCall { id: i.id }),
                (K::InsufficientBid { .. }, Step::Open)
                    if self.config.mode == Mode::AutoDirector
                        && self.premature_after(i.id).is_none() =>
                {
                    Some(Role::Premature { id: i.id })
                }
                _ => None,
            }
        })
    }

    /// Classifies a call by `seat` against the standing auction; returns the
    /// irregularity, if any, and whether it is a double or redouble that Law
    /// 19 does not permit.
    fn classify_call(&self, seat: Seat, attempted: AttemptedCall) -> (Option<K>, bool) {
        if matches!(self.phase, Phase::Clarification | Phase::PassedOut) {
            return (Some(K::CallAfterFinalPass { call: attempted }), false);
        }
        if let Some(last) = self.auction.last_standing() {
            if last.seat == seat && last.origin == CallOrigin::Player {
                let open_ib = last
                    .irregularity
                    .and_then(|id| self.irregularities.get(id))
                    .filter(|i| i.is_open() && i.step == Step::Open)
                    .and_then(|i| match i.kind {
                        K::InsufficientBid { bid, .. } => Some(bid),
                        _ => None,
                    });
                return match open_ib {
                    Some(insufficient) => (
                        Some(K::PrematureReplacement {
                            insufficient,
                            replacement: attempted,
                        }),
                        false,
                    ),
                    None => (
                        Some(K::ChangeOfCall {
                            original: last.call,
                            replacement: attempted,
                        }),
                        false,
                    ),
                };
            }
        }
        let call = match attempted {
            AttemptedCall::OverSeven { level, strain } => {
                return (Some(K::BidAboveSeven { level, strain }), false)
            }
            AttemptedCall::Call(c) => c,
        };
        let turn = self.auction.turn();
        if !self.auction.is_admissible(seat, call) {
            return (
                Some(K::InadmissibleDouble {
                    call,
                    in_rotation: seat == turn,
                }),
                true,
            );
        }
        if seat != turn {
            // A second call at the left-hand opponent's turn by a player who
            // has called before is a change of call (30B2, 31C, 32C).
            if turn == seat.lho() {
                if let Some(prev) = self
                    .auction
                    .standing()
                    .rev()
                    .find(|c| c.seat == seat && c.origin == CallOrigin::Player)
                {
                    return (
                        Some(K::ChangeOfCall {
                            original: prev.call,
                            replacement: attempted,
                        }),
                        false,
                    );
                }
            }
            let turn_of = TurnOf::between(seat, turn);
            let kind = match call {
                Call::Pass => K::PassOutOfRotation { turn, turn_of },
                Call::Bid(bid) => K::BidOutOfRotation { bid, turn, turn_of },
                Call::Double | Call::Redouble => K::DoubleOutOfRotation {
                    call,
                    turn,
                    turn_of,
                },
            };
            return (Some(kind), false);
        }
        let ob = self.obligations[seat.index()];
        if call != Call::Pass {
            if let Some(obligation) = ob.pass_law() {
                return (Some(K::CallWhileRequiredToPass { call, obligation }), false);
            }
        }
        if let (Call::Bid(bid), Some((last_bid, _))) = (call, self.auction.last_bid()) {
            if !bid.supersedes(last_bid) {
                return (Some(K::InsufficientBid { bid, last_bid }), false);
            }
        }
        (None, false)
    }

    /// Law 22 (and 17D3): once no irregularity holds up the table, three
    /// passes after a call fix the contract and four passes end the board.
    pub(crate) fn check_auction_end(&mut self) {
        if self.phase != Phase::Auction || self.blocking().is_some() {
            return;
        }
        let Some(end) = self.auction.end() else {
            return;
        };
        if self.revert_for_missed_turn() {
            return;
        }
        match end {
            AuctionEnd::Contract(c) => {
                self.contract = Some(c);
                self.phase = Phase::Clarification;
            }
            AuctionEnd::PassedOut => self.phase = Phase::PassedOut,
        }
        self.end_of_auction();
    }

    /// Law 17D3: three passes after a call do not end the auction if one of
    /// them was out of rotation and so deprived a player of his turn. The
    /// auction goes back to that player; the passes from there are cancelled.
    fn revert_for_missed_turn(&mut self) -> bool {
        if !self
            .irregularities
            .iter()
            .any(|i| matches!(i.kind, K::PassOutOfRotation { .. }))
        {
            return false;
        }
        let standing: Vec<usize> = (0..self.auction.calls.len())
            .filter(|&i| self.auction.calls[i].is_standing())
            .collect();
        let tail = &standing[standing.len().saturating_sub(3)..];
        let offending = tail.iter().copied().find(|&r| {
            self.auction.calls[r]
                .irregularity
                .and_then(|id| self.irregularities.get(id))
                .is_some_and(|i| {
                    matches!(i.kind, K::PassOutOfRotation { .. })
                        && !matches!(i.status, Status::Cancelled { .. })
                })
        });
        let Some(first) = offending else { return false };
        // Law 17D3: the player who passed out of rotation is the offender.
        let os = self.auction.calls[first].seat.side();
        // Only the pass out of rotation carries unauthorized information
        // (Commentary on Law 17D3, Examples 14 and 15).
        for &r in tail.iter().filter(|&&r| r >= first) {
            self.cancel_record(r, law("17D3"));
        }
        self.unauthorized(first, os);
        if let Some(id) = self.auction.calls[first].irregularity {
            self.set_status(id, Status::Cancelled { law: law("17D3") });
        }
        true
    }

    /// The auction has ended: obligations lapse; cards exposed during it
    /// go back to declarer's side or become defenders' penalty cards (24D,
    /// 24E); lead rights of offenders who did not become defenders lapse;
    /// follow-ups still waiting for the offender's turn lapse.
    fn end_of_auction(&mut self) {
        self.obligations_at_end = self.obligations;
        self.obligations = Default::default();
        let contract = self.contract;
        let declaring = |s: Seat| contract.is_some_and(|c| c.declarer.side() == s.side());
        for r in &mut self.lead_rights {
            if r.status == LeadRightStatus::Pending && (contract.is_none() || declaring(r.offender))
            {
                r.status = LeadRightStatus::Lapsed;
            }
        }
        for i in 0..self.irregularities.len() {
            if self.irregularities[i].status == Status::FollowUp {
                self.set_status(i, Status::Rectified { law: law("29B") });
                self.set_step(i, Step::Done);
            }
        }
        // Law 24 cards.
        let exposed: Vec<(Seat, Card, bool)> = self
            .exposed
            .iter()
            .filter_map(
                |e| match self.irregularities.get(e.irregularity).map(|i| i.kind) {
                    Some(K::CardExposedDuringAuction { led, .. }) => Some((e.seat, e.card, led)),
                    _ => None,
                },
            )
            .collect();
        for (seat, card, led) in exposed {
            self.exposed.retain(|e| e.card != card);
            if contract.is_some() && !declaring(seat) {
                let single_low = !led
                    && !card.rank().is_honour()
                    && self.penalty_cards.iter().all(|p| p.seat != seat)
                    && self.exposed_count_during_auction(seat) <= 1;
                self.penalty_cards.push(PenaltyCard {
                    seat,
                    card,
                    major: !single_low,
                    law: law(if self.config.rules.is_rubber() {
                        "RB 24"
                    } else {
                        "24E"
                    }),
                });
            }
        }
        for seat in Seat::ALL {
            if self.penalty_cards.iter().filter(|p| p.seat == seat).count() >= 2 {
                for p in self.penalty_cards.iter_mut().filter(|p| p.seat == seat) {
                    p.major = true;
                }
            }
        }
    }

    fn exposed_count_during_auction(&self, seat: Seat) -> usize {
        self.irregularities
            .iter()
            .filter(|i| i.offender == seat && matches!(i.kind, K::CardExposedDuringAuction { .. }))
            .count()
    }

    // ------------------------------------------------------------------
    // Rectifications
    // ------------------------------------------------------------------

    /// Auto-director mode: an irregularity has just been recognised.
    pub(crate) fn on_recognised(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        match irr.kind {
            K::ChangeOfCall { .. } => self.set_status(
                id,
                Status::AwaitingFinding {
                    question: Question::Unintended,
                },
            ),
            K::PrematureReplacement { .. } if self.config.rules.is_rubber() => {
                self.cancel_premature_rubber(irr)
            }
            K::PrematureReplacement { .. } => {
                self.set_status(id, Status::Condoned { law: law("27C") })
            }
            _ => self.apply_mandatory(id, false),
        }
    }

    /// The rectifications with no choice in them: Laws 24, 36B, 37B, 38, 39.
    /// `lho_called` is whether the offender's left-hand opponent called
    /// after the irregularity and before rectification.
    fn apply_mandatory(&mut self, id: usize, lho_called: bool) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        if self.config.rules.is_rubber() {
            self.apply_mandatory_rubber(irr, lho_called);
            return;
        }
        let o = irr.offender;
        let rec = self.record_of(id);
        match irr.kind {
            K::CardExposedDuringAuction { card, led } => {
                // 24A: a single card below honour rank, not led: nothing more.
                // 24B / 24C: an honour, a card led, or a second card: partner
                // must pass at his next turn.
                self.auction_card_info(o, card, law("24"));
                if self.auction.calls.is_empty() {
                    // Before the first call it is not Law 24 but extraneous
                    // information for the Director (16D1, Commentary on 24).
                    self.exposed.retain(|e| e.card != card);
                    self.set_status(id, Status::Rectified { law: law("16D1") });
                    return;
                }
                let several = self.exposed_count_during_auction(o) >= 2;
                let serious = led || card.rank().is_honour() || several;
                if serious && self.phase == Phase::Auction {
                    let l = if several { law("24C") } else { law("24B") };
                    self.obligations[o.partner().index()].pass_next_turn = Some(l);
                    self.flag(law("72C"), Some(id));
                    self.set_status(id, Status::Rectified { law: l });
                } else {
                    self.set_status(id, Status::Rectified { law: law("24A") });
                }
            }
            K::InadmissibleDouble { in_rotation, call } => {
                if let Some(r) = rec {
                    self.cancel_record(r, law("36B1"));
                    self.unauthorized(r, o.side());
                }
                self.obligations[o.partner().index()].pass_rest_of_auction =
                    Some(law(if in_rotation { "36B2" } else { "36B4" }));
                self.flag(law("72C"), Some(id));
                if in_rotation {
                    self.set_step(id, Step::AwaitSubstitute);
                    self.set_status(id, Status::AwaitingDirector);
                } else {
                    // 36B4: back to the player whose turn it was; the offender
                    // calls freely at his own turn.
                    self.set_step(
                        id,
                        Step::NextTurn {
                            withdrawn: call,
                            rho_call: None,
                        },
                    );
                    self.set_status(id, Status::FollowUp);
                }
            }
            K::CallWhileRequiredToPass { .. } => {
                if let Some(r) = rec {
                    self.cancel_record(r, law("37B1"));
                    self.unauthorized(r, o.side());
                    let event = self.auction.calls[r].event;
                    self.insert_substituted_pass(r, o, event, law("37B2"));
                }
                self.bar_side_for_rest(o, law("37B2"));
                self.add_lead_right(id);
                self.flag(law("72C"), Some(id));
                self.set_status(id, Status::Rectified { law: law("37B") });
            }
            K::BidAboveSeven { .. } => {
                if let Some(r) = rec {
                    let event = self.auction.calls[r].event;
                    self.cancel_from(r, law("38B"), o.side());

                    self.push_record(
                        o,
                        AttemptedCall::Call(Call::Pass),
                        event,
                        None,
                        false,
                        CallOrigin::Substituted { law: law("38C") },
                    );
                }
                self.bar_side_for_rest(o, law("38C"));
                if !lho_called {
                    self.add_lead_right(id);
                    self.flag(law("72C"), Some(id));
                }
                self.set_status(
                    id,
                    Status::Rectified {
                        law: law(if lho_called { "38D" } else { "38C" }),
                    },
                );
            }
            K::CallAfterFinalPass { call } => {
                if let Some(r) = rec {
                    self.cancel_from(r, law("39A"), o.side());
                }
                let declaring = self.contract.is_some_and(|c| c.declarer.side() == o.side());
                let defender_action =
                    !declaring && !matches!(call, AttemptedCall::Call(Call::Pass));
                if defender_action && !lho_called && self.contract.is_some() {
                    self.add_lead_right(id);
                    self.set_status(id, Status::Rectified { law: law("39C") });
                } else {
                    self.set_status(id, Status::Rectified { law: law("39B") });
                }
            }
            _ => {}
        }
    }

    /// Acceptance of an irregular call, by calling over it or by saying so.
    fn accept_auction_irregularity(&mut self, id: usize, l: LawRef) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        match irr.kind {
            K::ChangeOfCall { .. } if self.config.rules.is_rubber() => {
                // RB 15: the penalty is waived or forfeited; the substitute
                // stands and the first call is withdrawn (RB 16B1).
                if let (_, Some(o)) = self.change_records(id) {
                    self.cancel_record(o, l);
                    self.unauthorized(o, irr.offender.side());
                }
                self.set_status(id, Status::Condoned { law: l });
            }
            K::ChangeOfCall { .. } => {
                // 25B1: the first call is withdrawn and the substitute stands;
                // the Director compares them for Law 26.
                let (sub, orig) = self.change_records(id);
                if let Some(o) = orig {
                    self.cancel_record(o, law("25B1"));
                    self.unauthorized(o, irr.offender.side());
                }
                if let Some(s) = sub {
                    // The substitute now stands in the first call's place:
                    // a double Law 19 does not permit never counts (36C).
                    if !self.auction.was_admissible(s) {
                        self.auction.calls[s].inadmissible = true;
                    }
                }
                match (orig, sub) {
                    (Some(o), Some(s))
                        if self.config.mode == Mode::AutoDirector
                            || irr.status == Status::AwaitingDirector =>
                    {
                        self.judge(id, o, s);
                    }
                    _ => {
                        self.flag(law("26"), Some(id));
                        self.set_status(id, Status::Condoned { law: l });
                    }
                }
            }
            K::InsufficientBid { .. } if self.is_second_insufficient(id) => {
                // 27B4: the second insufficient bid is accepted and stands, with
                // no further rectification (reading of the spec, §14.1 A8); the
                // first one's information stays unauthorized for the offenders.
                self.set_status(id, Status::Condoned { law: l });
                if let Some(first) = self.first_insufficient_for(id) {
                    if let Some(w) = self.record_of(first) {
                        self.unauthorized(w, irr.offender.side());
                    }
                    self.set_status(first, Status::Rectified { law: law("27B4") });
                    self.set_step(first, Step::Done);
                }
            }
            K::InsufficientBid { .. } => {
                // 27C: a premature substitute is withdrawn when the
                // insufficient bid is accepted.
                if let Some(sub) = self.premature_after(id) {
                    self.cancel_record(sub, law("27C"));
                    self.unauthorized(sub, irr.offender.side());
                    if let Some(p) = self.auction.calls[sub].irregularity {
                        self.set_status(p, Status::Cancelled { law: law("27C") });
                    }
                    self.flag(law("26"), Some(id));
                }
                self.set_status(id, Status::Condoned { law: l });
                if self.config.rules.is_rubber() {
                    // RB 27 footnote 9: the insufficient bid is his final call.
                    if let Some(bid) = self.record_of(id).map(|r| self.auction.calls[r].call) {
                        self.rubber_fn9_lead(id, bid);
                    }
                }
            }
            _ => self.set_status(id, Status::Condoned { law: l }),
        }
        self.set_step(id, Step::Done);
    }

    /// 29B and Laws 30-32: the call out of rotation is not accepted.
    fn decline_out_of_rotation(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let o = irr.offender;
        if self.config.rules.is_rubber() {
            self.decline_out_of_rotation_rubber(irr);
            return;
        }
        if let Some(r) = self.record_of(id) {
            self.cancel_record(r, law("29B"));
            self.unauthorized(r, o.side());
        }
        let at_rho = matches!(
            irr.kind,
            K::PassOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } | K::BidOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } | K::DoubleOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            }
        );
        let under_31 = self.pass_under_law_31(&irr);
        match irr.kind {
            K::PassOutOfRotation { .. } if at_rho && !under_31 => {
                // 30A: he must pass at his next turn.
                self.obligations[o.index()].pass_next_turn = Some(law("30A"));
                self.flag(law("72C"), Some(id));
                self.set_status(id, Status::Rectified { law: law("30A") });
                self.set_step(id, Step::Done);
            }
            K::PassOutOfRotation { .. } => self.await_next_turn(id, Call::Pass),
            K::BidOutOfRotation { bid, .. } => self.await_next_turn(id, Call::Bid(bid)),
            K::DoubleOutOfRotation { call, .. } => self.await_next_turn(id, call),
            _ => {}
        }
    }

    fn await_next_turn(&mut self, id: usize, withdrawn: Call) {
        self.set_step(
            id,
            Step::NextTurn {
                withdrawn,
                rho_call: None,
            },
        );
        self.set_status(id, Status::FollowUp);
    }

    /// A standing call by `seat` at its turn: completes the follow-ups of
    /// Laws 30-32 and 36B4 that wait on it.
    fn follow_up_after(&mut self, seat: Seat, call: Call, rec: usize) {
        for i in 0..self.irregularities.len() {
            let irr = self.irregularities[i];
            if irr.status != Status::FollowUp {
                continue;
            }
            let Step::NextTurn {
                withdrawn,
                rho_call,
            } = irr.step
            else {
                continue;
            };
            let at_rho = matches!(
                irr.kind,
                K::BidOutOfRotation {
                    turn_of: TurnOf::RightHandOpponent,
                    ..
                } | K::DoubleOutOfRotation {
                    turn_of: TurnOf::RightHandOpponent,
                    ..
                }
            ) || (matches!(
                irr.kind,
                K::PassOutOfRotation {
                    turn_of: TurnOf::RightHandOpponent,
                    ..
                }
            ) && self.pass_under_law_31(&irr));
            if seat == irr.offender.rho() && at_rho && rho_call.is_none() {
                // 31A / 32A: what the right-hand opponent does decides.
                self.set_step(
                    i,
                    Step::NextTurn {
                        withdrawn,
                        rho_call: Some(call),
                    },
                );
                if call == Call::Pass {
                    self.obligations[irr.offender.index()].must_repeat = Some(withdrawn);
                }
                continue;
            }
            if seat != irr.offender {
                continue;
            }
            if self.config.rules.is_rubber() {
                self.follow_up_rubber(irr, call, rho_call);
                continue;
            }
            if at_rho && rho_call == Some(Call::Pass) {
                // 31A1 / 32A1: he repeated the call: no further rectification.
                let l = if matches!(irr.kind, K::DoubleOutOfRotation { .. }) {
                    "32A1"
                } else {
                    "31A1"
                };
                self.set_status(i, Status::Rectified { law: law(l) });
                self.set_step(i, Step::Done);
                continue;
            }
            let Some(w) = self.record_of(i) else { continue };
            if withdrawn == Call::Pass && call == Call::Pass && !self.pass_under_law_31(&irr) {
                // A natural pass replacing a natural pass is comparable by
                // any measure; an artificial one is for the Director (30C).
                self.resolve_comparable(i, true);
            } else {
                self.judge(i, w, rec);
            }
        }
    }

    /// 27B: the offender replaces his insufficient bid.
    fn replace_insufficient(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
        barred: bool,
    ) -> Outcome {
        if !barred && self.config.rules.is_rubber() {
            return self.replace_insufficient_rubber(id, seat, call, index);
        }
        if let Some(r) = self.record_of(id) {
            if self.auction.calls[r].is_standing() {
                self.cancel_record(r, law("27B"));
            }
        }
        if barred {
            // 27B3 / 27B4: a sufficient bid or a pass (checked before).
            let rec = self.push_record(seat, call, index, None, false, CallOrigin::Player);
            if let AttemptedCall::Call(c) = call {
                self.after_standing_call(seat, c);
            }
            let _ = rec;
            let l = self.rectified_law_after_bar(id);
            self.set_status(id, Status::Rectified { law: l });
            self.set_step(id, Step::Done);
            if let Some(r) = self.record_of(id) {
                self.unauthorized(r, seat.side());
            }
            return Outcome::Settled { id, law: l };
        }
        let rec = self.auction.calls.len();
        let outcome = self.place_call(seat, call, index);
        match outcome {
            Outcome::Irregular { id: new_id, .. }
                if matches!(self.irregularities[new_id].kind, K::InsufficientBid { .. }) =>
            {
                // 27B4: another insufficient bid; the left-hand opponent may accept it.
                self.set_step(
                    id,
                    Step::Judge {
                        withdrawn: self.record_of(id).unwrap_or(0),
                        replacement: rec,
                    },
                );
                self.set_status(id, Status::Rectified { law: law("27B4") });
                outcome
            }
            Outcome::Irregular { .. } => outcome,
            _ => {
                self.classify_replacement(id, rec);
                Outcome::Settled {
                    id,
                    law: law("27B"),
                }
            }
        }
    }

    /// Which Law 27B sub-clause barred the replacement, for the record.
    fn rectified_law_after_bar(&self, id: usize) -> LawRef {
        let offender = self.irregularities.get(id).map(|i| i.offender);
        let second_refused = self.irregularities.iter().any(|i| {
            i.id != id
                && Some(i.offender) == offender
                && matches!(i.kind, K::InsufficientBid { .. })
                && i.status == Status::Cancelled { law: law("27B4") }
        });
        law(if second_refused { "27B4" } else { "27B3" })
    }

    /// Asks the Director how the replacement at `rec` of the insufficient bid
    /// `id` qualifies.
    fn classify_replacement(&mut self, id: usize, rec: usize) {
        let Some(w) = self.record_of(id) else { return };
        self.set_step(
            id,
            Step::Judge {
                withdrawn: w,
                replacement: rec,
            },
        );
        let question = match self.auction.calls[rec].call {
            AttemptedCall::Call(Call::Double | Call::Redouble) => Question::Comparable,
            _ => Question::ReplacementClass,
        };
        self.set_status(id, Status::AwaitingFinding { question });
    }

    /// 36B2: the offender substitutes a call for his cancelled double.
    fn substitute_call(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        let rec = self.auction.calls.len();
        let outcome = self.place_call(seat, call, index);
        if self.config.rules.is_rubber() {
            // RB 36: any legal call; the penalty was fixed with the
            // cancellation, whatever he calls.
            self.set_status(id, Status::Rectified { law: law("RB 36") });
            self.set_step(id, Step::Done);
            return match outcome {
                Outcome::Lawful => Outcome::Settled {
                    id,
                    law: law("RB 36"),
                },
                other => other,
            };
        }
        if let Some(w) = self.record_of(id) {
            self.judge(id, w, rec);
        }
        match outcome {
            Outcome::Lawful => Outcome::Settled {
                id,
                law: law("36B2"),
            },
            other => other,
        }
    }

    /// Asks the Director whether the call at `replacement` is comparable to
    /// the withdrawn call at `withdrawn` (Law 23A).
    fn judge(&mut self, id: usize, withdrawn: usize, replacement: usize) {
        self.set_step(
            id,
            Step::Judge {
                withdrawn,
                replacement,
            },
        );
        self.set_status(
            id,
            Status::AwaitingFinding {
                question: Question::Comparable,
            },
        );
    }

    fn rule_replacement(&mut self, irr: Irregularity, class: ReplacementClass) -> Outcome {
        let id = irr.id;
        if self.config.rules.is_rubber() {
            return self.rule_replacement_rubber(irr, class);
        }
        match class {
            ReplacementClass::LowestSameDenominations | ReplacementClass::Comparable => {
                let l = law(if class == ReplacementClass::Comparable {
                    "27B1(b)"
                } else {
                    "27B1(a)"
                });
                self.flag(law("27D"), Some(id));
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                Outcome::Settled { id, law: l }
            }
            ReplacementClass::Neither => {
                // 27B2: partner must pass for the rest of the auction; Law 26B.
                self.bar_partner_for_rest(id, law("27B2"));
                self.add_lead_right(id);
                self.flag(law("72C"), Some(id));
                if let Some(r) = self.record_of(id) {
                    self.unauthorized(r, irr.offender.side());
                }
                self.set_status(id, Status::Rectified { law: law("27B2") });
                self.set_step(id, Step::Done);
                Outcome::Settled {
                    id,
                    law: law("27B2"),
                }
            }
        }
    }

    fn rule_comparable(&mut self, irr: Irregularity, comparable: bool) -> Outcome {
        let id = irr.id;
        if let (K::InsufficientBid { .. }, Step::Judge { replacement, .. }) = (irr.kind, irr.step) {
            if comparable {
                return self.rule_replacement(irr, ReplacementClass::Comparable);
            }
            // 27B3: a double or redouble that is not comparable is cancelled;
            // the offender must bid sufficiently or pass; partner is barred.
            self.cancel_record(replacement, law("27B3"));
            self.unauthorized(replacement, irr.offender.side());
            if let Some(r) = self.record_of(id) {
                self.unauthorized(r, irr.offender.side());
            }
            self.bar_partner_for_rest(id, law("27B3"));
            self.add_lead_right(id);
            self.flag(law("72C"), Some(id));
            self.set_step(id, Step::AwaitReplacement { barred: true });
            self.set_status(id, Status::AwaitingDirector);
            return Outcome::Settled {
                id,
                law: law("27B3"),
            };
        }
        self.resolve_comparable(id, comparable)
    }

    /// The Director has compared the replacement with the withdrawn call.
    fn resolve_comparable(&mut self, id: usize, comparable: bool) -> Outcome {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return Outcome::Lawful;
        };
        let o = irr.offender;
        let under_31 = self.pass_under_law_31(&irr);
        let (yes, no, bars_partner) = match irr.kind {
            K::PassOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } if under_31 => ("31A2(a)", "31A2(b)", true),
            K::PassOutOfRotation { .. } if under_31 => ("31B", "31B", true),
            K::PassOutOfRotation { .. } => ("30B1(b)(i)", "30B1(b)(ii)", true),
            K::BidOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } => ("31A2(a)", "31A2(b)", true),
            K::BidOutOfRotation { .. } => ("31B", "31B", true),
            K::DoubleOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } => ("32A2(a)", "32A2(b)", true),
            K::DoubleOutOfRotation { .. } => ("32B", "32B", true),
            K::ChangeOfCall { .. } => ("25B", "25B", false),
            K::InadmissibleDouble { .. } => ("36B", "36B", false),
            _ => ("26A", "26B", false),
        };
        let l = if comparable {
            // 23B: no rectification; the withdrawn call gives no unauthorized
            // information; 23C may still apply at the end.
            if let Step::Judge { withdrawn, .. } = irr.step {
                self.info
                    .retain(|i| i.source != InfoSource::Call { record: withdrawn });
            }
            self.flag(law("23C"), Some(id));
            law(yes)
        } else {
            if bars_partner && self.phase == Phase::Auction {
                self.obligations[o.partner().index()].pass_next_turn = Some(law(no));
                self.flag(law("72C"), Some(id));
            }
            self.add_lead_right(id);
            law(no)
        };
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
        Outcome::Settled { id, law: l }
    }

    /// 25A: the call was unintended. The intended call replaces it, subject
    /// to the Laws, as if the first had never been made.
    fn apply_unintended(&mut self, irr: Irregularity) -> Outcome {
        let id = irr.id;
        // RB 25A: the substitute made without stopping to think stands, or
        // is dealt with under its own law if it is illegal.
        let l = law(if self.config.rules.is_rubber() {
            "RB 25A"
        } else {
            "25A"
        });
        let (sub, orig) = self.change_records(id);
        if let (Some(s), Some(o)) = (sub, orig) {
            let rec = self.auction.calls[s];
            self.cancel_record(o, l);
            // Re-make the intended call in its place.
            self.auction.calls.remove(s);
            self.set_status(id, Status::Rectified { law: l });
            self.set_step(id, Step::Done);
            let outcome = self.place_call(rec.seat, rec.call, rec.event);
            if let Outcome::Irregular { .. } = outcome {
                return outcome;
            }
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
        Outcome::Settled { id, law: l }
    }

    /// Law 21B1(a): a player misled by a mistaken explanation changes his
    /// last call. It and every later call are withdrawn (the explaining side
    /// may then call again, 21B2); their information is unauthorized for the
    /// explaining side (16C).
    pub(crate) fn on_change_call(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        if !self.change_rights.contains(&seat) {
            return Err(ActionError::NoRightToChange { seat });
        }
        if !matches!(self.phase, Phase::Auction | Phase::Clarification) {
            return Err(ActionError::AuctionPeriodOver);
        }
        // RB 21: once the auction is closed it is too late.
        let rubber = self.config.rules.is_rubber();
        if rubber && self.phase != Phase::Auction {
            return Err(ActionError::NoRightToChange { seat });
        }
        self.blocked_error()?;
        let l = law(if rubber { "RB 21" } else { "21B1" });
        let Some(r) = self
            .auction
            .calls
            .iter()
            .rposition(|c| c.is_standing() && c.seat == seat && c.origin == CallOrigin::Player)
        else {
            return Err(ActionError::NoRightToChange { seat });
        };
        self.cancel_from(r, l, seat.side().opponents());
        self.change_rights.clear();
        if self.phase == Phase::Clarification {
            self.reopen_auction();
        }
        let outcome = self.place_call(seat, call, index);
        self.check_auction_end();
        Ok(match outcome {
            Outcome::Lawful => Outcome::Chose { law: l },
            o => o,
        })
    }

    /// The auction re-opens after it had ended (Laws 21B1, 25A5): what
    /// lapsed at its end applies again.
    pub(crate) fn reopen_auction(&mut self) {
        self.phase = Phase::Auction;
        self.contract = None;
        self.obligations = self.obligations_at_end;
        let back: Vec<PenaltyCard> = self
            .penalty_cards
            .iter()
            .filter(|p| matches!(p.law.as_str(), "24E" | "RB 24"))
            .copied()
            .collect();
        self.penalty_cards
            .retain(|p| !matches!(p.law.as_str(), "24E" | "RB 24"));
        for p in back {
            if let Some(i) = self
                .irregularities
                .iter()
                .find(|i| i.kind.card() == Some(p.card))
            {
                let id = i.id;
                self.exposed.push(crate::table::ExposedCard {
                    seat: p.seat,
                    card: p.card,
                    irregularity: id,
                });
            }
        }
        for r in &mut self.lead_rights {
            if r.status == LeadRightStatus::Lapsed {
                r.status = LeadRightStatus::Pending;
            }
        }
    }

    // ------------------------------------------------------------------
    // Law 25A: a call said to be unintended
    // ------------------------------------------------------------------

    /// `seat` says his last call was not the one he meant (Law 25A). The
    /// correction is possible until his partner calls (25A1, 25A4) and, once
    /// the auction has ended, until the end of the auction period (25A5).
    /// The Director must find whether the call was unintended (25A2).
    pub(crate) fn on_unintended(
        &mut self,
        seat: Seat,
        intended: AttemptedCall,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete => return Err(ActionError::BoardOver),
            Phase::Play | Phase::Claim => return Err(ActionError::AuctionPeriodOver),
            Phase::Auction | Phase::Clarification | Phase::PassedOut => {}
        }
        let r = self
            .correctable_call(seat)
            .ok_or(ActionError::NoCallToCorrect { seat })?;
        let call = self.auction.calls[r].call;
        if call == intended {
            return Err(ActionError::NoCallToCorrect { seat });
        }
        // The table may be waiting on the Director for that very call (e.g.
        // an insufficient bid): the Director settles 25A first.
        if let Some(b) = self.blocking() {
            if self.auction.calls[r].irregularity != Some(b.id) {
                return Err(ActionError::AwaitingDirector {
                    id: b.id,
                    law: b.law,
                });
            }
        }
        // From here on nothing can fail.
        Ok(self.record_with(
            K::UnintendedCall { call, intended },
            seat,
            index,
            Status::AwaitingFinding {
                question: Question::Unintended,
            },
        ))
    }

    /// The record of `seat`'s last call if it can still be corrected under
    /// Law 25A: he made it himself, it stands, and his partner has not called
    /// since.
    fn correctable_call(&self, seat: Seat) -> Option<usize> {
        let r =
            self.auction.calls.iter().rposition(|c| {
                c.is_standing() && c.seat == seat && c.origin == CallOrigin::Player
            })?;
        // RB 25A: at a rubber table the correction must come at once; the
        // engine takes that to mean before anyone has called over the call
        // (the rubber text has no counterpart of 25A6 to undo such a call).
        let rubber = self.config.rules.is_rubber();
        let too_late = self.auction.calls[r + 1..]
            .iter()
            .any(|c| c.is_standing() && (rubber || c.seat == seat.partner()));
        (!too_late).then_some(r)
    }

    /// The Director's finding on a call said to be unintended (Law 25A2).
    fn rule_unintended_claim(&mut self, irr: Irregularity, unintended: bool) -> Outcome {
        let id = irr.id;
        let o = irr.offender;
        let K::UnintendedCall { intended, .. } = irr.kind else {
            return Outcome::Lawful;
        };
        let rubber = self.config.rules.is_rubber();
        let record = self.correctable_call(o);
        let Some(r) = record.filter(|_| unintended) else {
            // Intended: the call stands; the Director does not let the player
            // change it (Commentary on Law 25; RB 25A).
            let l = law(if rubber { "RB 25A" } else { "25A2" });
            self.set_status(id, Status::Cancelled { law: l });
            self.set_step(id, Step::Done);
            return Outcome::Settled { id, law: l };
        };
        let l25a = law(if rubber { "RB 25A" } else { "25A" });
        if self.phase != Phase::Auction {
            // 25A5: the auction re-opens; a face-down lead goes back.
            self.reopen_auction();
            self.face_down_lead = None;
        }
        // The unintended call is deemed never made: no unauthorized
        // information, no Law 26 (25A1). An irregularity it committed goes
        // with it.
        if let Some(j) = self.auction.calls[r].irregularity {
            if self.irregularities.get(j).is_some_and(|i| i.is_open()) {
                self.set_status(j, Status::Cancelled { law: l25a });
                self.set_step(j, Step::Done);
            }
        }
        let tail = self.auction.calls.split_off(r + 1);
        self.cancel_record(r, l25a);
        self.set_status(id, Status::Rectified { law: l25a });
        self.set_step(id, Step::Done);
        let (info_len, irr_len, before) = (
            self.info.len(),
            self.irregularities.len(),
            self.auction.calls.len(),
        );
        let outcome = self.place_call(o, intended, irr.event);
        let shift = self.auction.calls.len() - before;
        self.shift_record_refs(r + 1, shift, info_len, irr_len);
        self.auction.calls.extend(tail);
        // 25A6: what the left-hand opponent said over the unintended call.
        let lho_calls: Vec<usize> = (r + 1 + shift..self.auction.calls.len())
            .filter(|&i| {
                let c = &self.auction.calls[i];
                c.is_standing() && c.seat == o.lho() && c.origin == CallOrigin::Player
            })
            .collect();
        let irregular = matches!(outcome, Outcome::Irregular { .. });
        for t in lho_calls {
            if irregular || !self.still_legal(t) {
                // It no longer fits the auction (spec §14.1 A12), or the
                // intended call is itself an irregularity to be dealt with
                // first: it is withdrawn, its information authorized for his
                // side only.
                self.cancel_record(t, law("25A6"));
                self.unauthorized(t, o.side());
            } else {
                self.set_step(id, Step::LhoMayWithdraw { record: t });
                self.set_status(id, Status::AwaitingDirector);
            }
        }
        match outcome {
            Outcome::Irregular { .. } => outcome,
            _ => Outcome::Settled { id, law: l25a },
        }
    }

    /// Whether the standing call at `record` is still sufficient (a bid) or
    /// admissible (a double or redouble) against the calls before it.
    fn still_legal(&self, record: usize) -> bool {
        match self.auction.calls[record].call {
            AttemptedCall::Call(Call::Bid(b)) => self.auction.calls[..record]
                .iter()
                .rev()
                .filter(|c| c.is_standing())
                .find_map(|c| c.call.call().and_then(|c| c.bid()))
                .is_none_or(|last| b.supersedes(last)),
            AttemptedCall::Call(Call::Double | Call::Redouble) => {
                self.auction.was_admissible(record)
            }
            _ => true,
        }
    }

    /// Records moved up by `by` from index `from`: the references made before
    /// (the first `info_len` information records and `irr_len`
    /// irregularities) follow them.
    fn shift_record_refs(&mut self, from: usize, by: usize, info_len: usize, irr_len: usize) {
        if by == 0 {
            return;
        }
        let bump = |r: &mut usize| {
            if *r >= from {
                *r += by;
            }
        };
        for i in self.info.iter_mut().take(info_len) {
            if let InfoSource::Call { record } = &mut i.source {
                bump(record);
            }
        }
        for i in self.irregularities.iter_mut().take(irr_len) {
            match &mut i.step {
                Step::Judge {
                    withdrawn,
                    replacement,
                } => {
                    bump(withdrawn);
                    bump(replacement);
                }
                Step::LhoMayWithdraw { record } => bump(record),
                _ => {}
            }
        }
        for e in &mut self.call_explanations {
            bump(&mut e.record);
        }
    }

    /// Law 25A6: the left-hand opponent withdraws the call he made over the
    /// replaced unintended call, or lets it stand. A withdrawn call is
    /// unauthorized information for the other side.
    pub(crate) fn on_withdraw_call(
        &mut self,
        seat: Seat,
        withdraw: bool,
    ) -> Result<Outcome, ActionError> {
        let (irr, record) = self
            .irregularities
            .iter()
            .find_map(|i| match (i.status, i.step) {
                (Status::AwaitingDirector, Step::LhoMayWithdraw { record }) => Some((*i, record)),
                _ => None,
            })
            .ok_or(ActionError::NoWithdrawalOption { seat })?;
        if seat != irr.offender.lho() {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: law("25A6"),
                entitled: "the offender's left-hand opponent",
            });
        }
        if withdraw {
            self.cancel_record(record, law("25A6"));
            self.unauthorized(record, irr.offender.side());
        }
        let l = law(if withdraw { "25A6" } else { "25A" });
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        self.check_auction_end();
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Law 20F1: `seat` explains his partner's last call; the text is kept
    /// with the call.
    pub(crate) fn on_explain_call(
        &mut self,
        seat: Seat,
        text: &str,
    ) -> Result<Outcome, ActionError> {
        if matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardOver);
        }
        let record = self
            .auction
            .calls
            .iter()
            .rposition(|c| {
                c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player
            })
            .ok_or(ActionError::NothingToExplain { seat })?;
        self.call_explanations.push(crate::table::CallExplanation {
            record,
            by: seat,
            text: text.to_string(),
        });
        Ok(Outcome::Lawful)
    }

    /// Records an alert of partner's last call.
    pub(crate) fn on_alert(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let r = self
            .auction
            .calls
            .iter()
            .rposition(|c| {
                c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player
            })
            .ok_or(ActionError::NothingToAlert { seat })?;
        if self.phase != Phase::Auction && self.phase != Phase::Clarification {
            return Err(ActionError::AuctionPeriodOver);
        }
        self.auction.calls[r].alerted = true;
        Ok(Outcome::Lawful)
    }

    // ------------------------------------------------------------------
    // Helpers
    // ------------------------------------------------------------------

    pub(crate) fn set_status(&mut self, id: usize, status: Status) {
        let status = self.status_as_rules(status);
        if let Some(i) = self.irregularities.get_mut(id) {
            i.status = status;
        }
        self.restore_settled_extra_card(id);
    }

    /// Law 67B2(a): an extra card that went to a trick goes back to its
    /// owner's hand however the irregularity is settled. Waived (81C5),
    /// forfeited (43B2(c)) or exempt from penalty (RB 69), it is only the
    /// rectification that is not applied (no revoke is deemed, 67B2(b));
    /// the card itself is never lost from the board.
    pub(crate) fn restore_settled_extra_card(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let K::ExtraCardOnTrick { card, .. } = irr.kind else {
            return;
        };
        if irr.is_open() || self.hands.iter().any(|h| h.contains(card)) {
            return;
        }
        if self
            .tricks
            .iter()
            .any(|t| t.cards().any(|p| p.card == card))
        {
            return;
        }
        self.hands[irr.offender.index()].insert(card);
    }

    pub(crate) fn set_step(&mut self, id: usize, step: Step) {
        if let Some(i) = self.irregularities.get_mut(id) {
            i.step = step;
        }
    }

    /// A card shown during the auction: what it shows is unauthorized for
    /// the offender's partner (Law 24, RB 16B2), a point for after play.
    fn auction_card_info(&mut self, o: Seat, card: Card, l: LawRef) {
        self.info.push(InfoRecord {
            source: InfoSource::Card { seat: o, card },
            unauthorized_for: o.side(),
            law: l,
        });
        self.flag(law("16C"), None);
    }

    pub(crate) fn flag(&mut self, l: LawRef, irregularity: Option<usize>) {
        let l = self.review_as_rules(l);
        let f = ReviewFlag {
            law: l,
            irregularity,
        };
        if !self.review.contains(&f) {
            self.review.push(f);
        }
    }

    /// The record of the call that committed irregularity `id`.
    pub(crate) fn record_of(&self, id: usize) -> Option<usize> {
        self.auction
            .calls
            .iter()
            .position(|c| c.irregularity == Some(id))
    }

    fn cancel_record(&mut self, record: usize, l: LawRef) {
        let l = self.as_rules(l);
        if let Some(c) = self.auction.calls.get_mut(record) {
            if c.cancelled.is_none() {
                c.cancelled = Some(l);
            }
        }
    }

    /// Cancels the call at `record` and every later standing call; the
    /// information from all of them is unauthorized for the side `os`.
    pub(crate) fn cancel_from(&mut self, record: usize, l: LawRef, os: Side) {
        for r in record..self.auction.calls.len() {
            if self.auction.calls[r].is_standing() {
                self.cancel_record(r, l);
                self.unauthorized(r, os);
            }
        }
    }

    /// Inserts a pass substituted for the cancelled call at `record`, just
    /// after it, so that rotation continues from the offender.
    fn insert_substituted_pass(&mut self, record: usize, seat: Seat, event: usize, l: LawRef) {
        let rec = CallRecord {
            seat,
            call: AttemptedCall::Call(Call::Pass),
            event,
            irregularity: None,
            cancelled: None,
            inadmissible: false,
            origin: CallOrigin::Substituted { law: l },
            alerted: false,
            specified: None,
        };
        self.auction.calls.insert(record + 1, rec);
    }

    /// Information from the withdrawn call at `record` is unauthorized for
    /// the offending side `os`, whoever made the call (Law 16C1, 16C2).
    fn unauthorized(&mut self, record: usize, os: Side) {
        if record >= self.auction.calls.len() {
            return;
        }
        let info = InfoRecord {
            source: InfoSource::Call { record },
            unauthorized_for: os,
            law: law("16C"),
        };
        if !self.info.contains(&info) {
            self.info.push(info);
        }
        self.flag(law("16C"), None);
    }

    fn bar_partner_for_rest(&mut self, id: usize, l: LawRef) {
        if let Some(irr) = self.irregularities.get(id) {
            let p = irr.offender.partner().index();
            self.obligations[p].pass_rest_of_auction = Some(l);
        }
    }

    fn bar_side_for_rest(&mut self, offender: Seat, l: LawRef) {
        self.obligations[offender.index()].pass_rest_of_auction = Some(l);
        self.obligations[offender.partner().index()].pass_rest_of_auction = Some(l);
    }

    /// Law 26B: declarer may restrict the offender's partner's first lead if
    /// the offender becomes a defender.
    fn add_lead_right(&mut self, id: usize) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        let (l, rubber) = if self.config.rules.is_rubber() {
            // RB 26: what declarer may do depends on the withdrawn call.
            let named = self
                .record_of(id)
                .and_then(|r| self.auction.calls[r].call.call())
                .and_then(|c| c.bid())
                .and_then(|b| b.strain().trump());
            match named {
                Some(suit) => (law("RB 26A"), Some(RubberLead::RequireOrProhibit { suit })),
                None => (law("RB 26B"), Some(RubberLead::ProhibitAny)),
            }
        } else {
            (law("26B"), None)
        };
        self.push_lead_right(irr, l, rubber);
    }

    /// Records declarer's lead right `l` for irregularity `irr`, unless its
    /// offender already has one pending (the engine keeps the first).
    fn push_lead_right(&mut self, irr: Irregularity, l: LawRef, rubber: Option<RubberLead>) {
        let id = irr.id;
        if self
            .lead_rights
            .iter()
            .any(|r| r.offender == irr.offender && r.status == LeadRightStatus::Pending)
        {
            return;
        }
        self.lead_rights.push(LeadRight {
            offender: irr.offender,
            irregularity: id,
            law: l,
            specified: None,
            status: LeadRightStatus::Pending,
            rubber,
        });
        // A right created after the auction (Law 39C) applies to the contract
        // already fixed; one created during it waits for the end.
        if self.phase != Phase::Auction {
            let declaring = self
                .contract
                .is_some_and(|c| c.declarer.side() == irr.offender.side());
            if declaring || self.contract.is_none() {
                if let Some(r) = self.lead_rights.last_mut() {
                    r.status = LeadRightStatus::Lapsed;
                }
            }
        }
    }

    /// The suits the offender specified in the legal auction: the Director's
    /// finding, or else the suits of his standing suit bids.
    pub(crate) fn specified_suits(&self, right: &LeadRight) -> SuitSet {
        right.specified.unwrap_or_else(|| {
            // An artificial call counts for the suits it specifies (29C,
            // the Director's finding), not the one it names.
            self.auction
                .standing()
                .filter(|c| c.seat == right.offender)
                .flat_map(|c| {
                    match c.specified {
                        Some(suits) => suits,
                        None => c
                            .call
                            .call()
                            .and_then(|c| c.bid())
                            .and_then(|b| b.strain().trump())
                            .map_or(SuitSet::EMPTY, |s| SuitSet::EMPTY.with(s)),
                    }
                    .iter()
                })
                .collect()
        })
    }

    /// Law 30C: a pass out of rotation that is artificial, or that passes an
    /// artificial call (whoever made it, spec §14.1 A25), is dealt with
    /// under Law 31 rather than Law 30. Artificial means the Director found
    /// it so (`Ruling::Artificial`).
    pub(crate) fn pass_under_law_31(&self, irr: &Irregularity) -> bool {
        if !matches!(irr.kind, K::PassOutOfRotation { .. }) {
            return false;
        }
        let Some(r) = self.record_of(irr.id) else {
            return false;
        };
        self.auction.calls[r].specified.is_some()
            || self.auction.calls[..r]
                .iter()
                .rev()
                .find(|c| c.is_standing())
                .is_some_and(|c| c.specified.is_some())
    }

    /// Whether the offender's left-hand opponent has called since the call
    /// that committed irregularity `id`.
    fn lho_called_since(&self, id: usize) -> bool {
        let Some(irr) = self.irregularities.get(id) else {
            return false;
        };
        let Some(r) = self.record_of(id) else {
            return false;
        };
        self.auction.calls[r + 1..]
            .iter()
            .any(|c| c.seat == irr.offender.lho() && c.origin == CallOrigin::Player)
    }

    /// The standing premature substitute (27C) that followed insufficient bid `id`.
    fn premature_after(&self, id: usize) -> Option<usize> {
        let r = self.record_of(id)?;
        let next =
            (r + 1..self.auction.calls.len()).find(|&i| self.auction.calls[i].is_standing())?;
        let irr = self.auction.calls[next].irregularity?;
        matches!(
            self.irregularities.get(irr)?.kind,
            K::PrematureReplacement { .. }
        )
        .then_some(next)
    }

    /// For a change of call: (the substitute's record, the original's record).
    fn change_records(&self, id: usize) -> (Option<usize>, Option<usize>) {
        let sub = self.record_of(id);
        let orig = sub.and_then(|s| {
            let seat = self.auction.calls[s].seat;
            (0..s).rev().find(|&i| {
                let c = &self.auction.calls[i];
                c.seat == seat
                    && c.origin == CallOrigin::Player
                    && c.cancelled
                        .is_none_or(|l| matches!(l.as_str(), "25A" | "RB 25A"))
            })
        });
        (sub, orig)
    }

    /// Whether insufficient bid `id` replaced an earlier insufficient bid of
    /// the same player (27B4).
    fn is_second_insufficient(&self, id: usize) -> bool {
        self.first_insufficient_for(id).is_some()
    }

    /// For a 27B4 insufficient replacement `id`: the insufficient bid it replaced.
    fn first_insufficient_for(&self, id: usize) -> Option<usize> {
        let rec = self.record_of(id)?;
        self.irregularities
            .iter()
            .find(|i| {
                i.id != id
                    && matches!(i.step, Step::Judge { replacement, .. } if replacement == rec)
                    && matches!(i.kind, K::InsufficientBid { .. })
            })
            .map(|i| i.id)
    }

    /// The last standing bid before the offender's cancelled insufficient bid.
    fn auction_without_last_ib(&self) -> Option<tenace_core::Bid> {
        self.auction.last_bid().map(|(b, _)| b)
    }
}

// ----------------------------------------------------------------------
// The 2014 Laws of Rubber Bridge: where the rubber text differs, the
// handlers above branch here on `self.config.rules`.
// ----------------------------------------------------------------------

impl State {
    /// The rubber law that governs a call out of rotation `irr` when its
    /// left-hand opponent requires cancellation (RB 29B): RB 30A or 30B for
    /// a pass, RB 31A or 31B for a bid, RB 32A or 32B for a double or
    /// redouble.
    pub(crate) fn rubber_oor_law(&self, irr: &Irregularity) -> &'static str {
        let before = self
            .record_of(irr.id)
            .map_or(&self.auction.calls[..], |r| &self.auction.calls[..r]);
        let bid_before = before
            .iter()
            .any(|c| c.is_standing() && matches!(c.call, AttemptedCall::Call(Call::Bid(_))));
        match irr.kind {
            K::PassOutOfRotation { turn_of, .. } => {
                // RB 30A: before any bid, or at the right-hand opponent's
                // turn; RB 30B: after a bid, at partner's turn.
                if !bid_before || turn_of == TurnOf::RightHandOpponent {
                    "RB 30A"
                } else {
                    "RB 30B"
                }
            }
            K::BidOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } => "RB 31B",
            K::BidOutOfRotation { .. } => "RB 31A",
            K::DoubleOutOfRotation {
                turn_of: TurnOf::RightHandOpponent,
                ..
            } => "RB 32B",
            _ => "RB 32A",
        }
    }

    /// RB 29B and RB 30-32: the left-hand opponent requires the call out of
    /// rotation to be cancelled. No comparability: what follows is fixed by
    /// the kind of call and whose turn it was (or, at the right-hand
    /// opponent's turn, by what he and then the offender call).
    fn decline_out_of_rotation_rubber(&mut self, irr: Irregularity) {
        let id = irr.id;
        let o = irr.offender;
        let governing = self.rubber_oor_law(&irr);
        if let Some(r) = self.record_of(id) {
            self.cancel_record(r, law("RB 29B"));
            self.unauthorized(r, o.side());
        }
        let l = law(governing);
        match governing {
            "RB 30A" => {
                self.obligations[o.index()].pass_next_turn = Some(l);
            }
            "RB 30B" => {
                self.obligations[o.index()].pass_rest_of_auction = Some(l);
                self.obligations[o.partner().index()].no_double_next_turn = Some(l);
            }
            "RB 31A" | "RB 32A" => {
                self.bar_partner_for_rest(id, l);
                self.add_lead_right(id);
                if governing == "RB 32A" {
                    // He may not double or redouble that bid later.
                    self.obligations[o.index()].never_double =
                        self.auction.last_bid().map(|(b, _)| b);
                }
            }
            _ => {
                // RB 31B, 32B: the right-hand opponent's call decides.
                let withdrawn = match irr.kind {
                    K::BidOutOfRotation { bid, .. } => Call::Bid(bid),
                    K::DoubleOutOfRotation { call, .. } => call,
                    _ => Call::Pass,
                };
                self.await_next_turn(id, withdrawn);
                return;
            }
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
    }

    /// RB 31B, 32B: the offender calls at his turn after the right-hand
    /// opponent's call (`rho_call`).
    fn follow_up_rubber(&mut self, irr: Irregularity, call: Call, rho_call: Option<Call>) {
        let id = irr.id;
        let double = matches!(irr.kind, K::DoubleOutOfRotation { .. });
        let partner = irr.offender.partner().index();
        let l = match (irr.kind, rho_call) {
            (_, Some(Call::Pass)) => {
                // RB 31B1, 32B1: he repeated the call; no penalty.
                law(if double { "RB 32B1" } else { "RB 31B1" })
            }
            (K::BidOutOfRotation { bid, .. }, _) => {
                let l = law("RB 31B2");
                let same = matches!(call, Call::Bid(b) if b.strain() == bid.strain());
                if same {
                    self.obligations[partner].pass_next_turn = Some(l);
                } else {
                    self.obligations[partner].pass_rest_of_auction = Some(l);
                    self.add_lead_right(id);
                }
                l
            }
            _ => {
                // RB 32B2: partner passes at his next turn; lead penalties
                // even if the offender doubles again.
                let l = law("RB 32B2");
                self.obligations[partner].pass_next_turn = Some(l);
                self.add_lead_right(id);
                l
            }
        };
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
    }

    /// RB 27: the offender corrects his insufficient bid. A pass is RB 27C
    /// at once; a double or redouble is cancelled and he passes (RB 27D); a
    /// sufficient bid is classed by the players, or the Arbiter (RB 27A,
    /// 27B or 27C: `Ruling::Replacement`).
    fn replace_insufficient_rubber(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        if let Some(r) = self.record_of(id) {
            if self.auction.calls[r].is_standing() {
                self.cancel_record(r, law("RB 27"));
            }
        }
        match call {
            AttemptedCall::Call(Call::Double | Call::Redouble) => {
                let l = law("RB 27D");
                let rec = self.push_record(seat, call, index, None, false, CallOrigin::Player);
                self.cancel_record(rec, l);
                self.unauthorized(rec, seat.side());
                self.push_record(
                    seat,
                    AttemptedCall::Call(Call::Pass),
                    index,
                    None,
                    false,
                    CallOrigin::Substituted { law: l },
                );
                self.after_standing_call(seat, Call::Pass);
                self.rubber_partner_barred(id, l, true);
                self.rubber_fn9_lead(id, AttemptedCall::Call(Call::Pass));
                Outcome::Settled { id, law: l }
            }
            AttemptedCall::Call(Call::Pass) => {
                let outcome = self.place_call(seat, call, index);
                if let Outcome::Irregular { .. } = outcome {
                    return outcome;
                }
                let l = law("RB 27C");
                self.rubber_partner_barred(id, l, true);
                self.rubber_fn9_lead(id, call);
                Outcome::Settled { id, law: l }
            }
            _ => {
                let rec = self.auction.calls.len();
                let outcome = self.place_call(seat, call, index);
                if let Outcome::Irregular { .. } = outcome {
                    return outcome;
                }
                self.classify_replacement(id, rec);
                Outcome::Settled {
                    id,
                    law: law("RB 27"),
                }
            }
        }
    }

    /// The penalty of RB 27C (and 27D): partner passes whenever it is his
    /// turn; RB 26 lead penalties if `lead`; the withdrawn bid is
    /// unauthorized information for the offending side.
    fn rubber_partner_barred(&mut self, id: usize, l: LawRef, lead: bool) {
        self.bar_partner_for_rest(id, l);
        if lead {
            self.add_lead_right(id);
        }
        if let (Some(r), Some(irr)) = (self.record_of(id), self.irregularities.get(id).copied()) {
            self.unauthorized(r, irr.offender.side());
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
    }

    /// The players' (or the Arbiter's) class for a sufficient bid that
    /// corrected an insufficient bid at a rubber table.
    fn rule_replacement_rubber(&mut self, irr: Irregularity, class: ReplacementClass) -> Outcome {
        let id = irr.id;
        let correction = match irr.step {
            Step::Judge { replacement, .. } => self.auction.calls.get(replacement).map(|c| c.call),
            _ => None,
        };
        let l = match class {
            ReplacementClass::LowestSameDenominations | ReplacementClass::Comparable => {
                // RB 27A (footnote 10) and RB 16B1: no penalty, but partner
                // may not use the withdrawn bid.
                let l = law(if class == ReplacementClass::Comparable {
                    "RB 27B"
                } else {
                    "RB 27A"
                });
                if let Some(r) = self.record_of(id) {
                    self.unauthorized(r, irr.offender.side());
                }
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                l
            }
            ReplacementClass::Neither => {
                // RB 27C; RB 26A applies only when the correction does not
                // repeat the suit of the withdrawn bid.
                let repeats = match (irr.kind, irr.step) {
                    (K::InsufficientBid { bid, .. }, Step::Judge { replacement, .. }) => {
                        matches!(
                            self.auction.calls.get(replacement).map(|c| c.call),
                            Some(AttemptedCall::Call(Call::Bid(r)))
                                if r.strain() == bid.strain() && bid.strain().trump().is_some()
                        )
                    }
                    _ => false,
                };
                let l = law("RB 27C");
                self.rubber_partner_barred(id, l, !repeats);
                l
            }
        };
        if let Some(c) = correction {
            self.rubber_fn9_lead(id, c);
        }
        Outcome::Settled { id, law: l }
    }
}

// ----------------------------------------------------------------------
// The 2014 Laws of Rubber Bridge, auction period, continued: RB 24, RB 25,
// RB 27 footnote 9, RB 35-39.
// ----------------------------------------------------------------------

/// RB 26: the lead penalty when the offender's call `withdrawn` gave way to
/// `final_call`, the call that stands for him at that turn (`None` when no
/// call of his took its place, as after the auction, RB 39B). A suit bid
/// the final call does not repeat: declarer requires or forbids that suit
/// (RB 26A). A no trump bid not followed by another, or a pass, double or
/// redouble: declarer forbids any one suit (RB 26B). A bid above seven
/// counts by the denomination it names.
fn rubber_lead_penalty(
    withdrawn: AttemptedCall,
    final_call: Option<AttemptedCall>,
) -> Option<(LawRef, RubberLead)> {
    let strain = |c: AttemptedCall| match c {
        AttemptedCall::Call(Call::Bid(b)) => Some(b.strain()),
        AttemptedCall::OverSeven { strain, .. } => Some(strain),
        AttemptedCall::Call(_) => None,
    };
    let named = strain(withdrawn);
    if named.is_some() && named == final_call.and_then(strain) {
        return None;
    }
    Some(match named.and_then(|s| s.trump()) {
        Some(suit) => (law("RB 26A"), RubberLead::RequireOrProhibit { suit }),
        None => (law("RB 26B"), RubberLead::ProhibitAny),
    })
}

impl State {
    /// RB 26 for irregularity `id` (see [`rubber_lead_penalty`]).
    fn add_rubber_lead_right(
        &mut self,
        id: usize,
        withdrawn: AttemptedCall,
        final_call: Option<AttemptedCall>,
    ) {
        let Some(irr) = self.irregularities.get(id).copied() else {
            return;
        };
        if let Some((l, lead)) = rubber_lead_penalty(withdrawn, final_call) {
            self.push_lead_right(irr, l, Some(lead));
        }
    }

    /// RB 27 footnote 9: a correction of insufficient bid `irr`'s bid tried
    /// before the penalty was stated is cancelled at once (its information
    /// is unauthorized for the offender's side, RB 16B1); the offender
    /// chooses his final call once the penalty is known.
    fn cancel_premature_rubber(&mut self, irr: Irregularity) {
        let l = law("RB 27");
        if let Some(r) = self.record_of(irr.id) {
            self.cancel_record(r, l);
            self.unauthorized(r, irr.offender.side());
        }
        self.set_status(irr.id, Status::Cancelled { law: l });
        self.set_step(irr.id, Step::Done);
    }

    /// RB 27 footnote 9: the correction cancelled before the penalty was
    /// stated still brings RB 26, comparing it with the offender's final
    /// call at that turn, `final_call`.
    fn rubber_fn9_lead(&mut self, id: usize, final_call: AttemptedCall) {
        let Some(r) = self.record_of(id) else { return };
        let tried = self.auction.calls[r + 1..]
            .iter()
            .find(|c| {
                c.irregularity
                    .and_then(|i| self.irregularities.get(i))
                    .is_some_and(|i| {
                        matches!(i.kind, K::PrematureReplacement { .. })
                            && i.status == Status::Cancelled { law: law("RB 27") }
                    })
            })
            .map(|c| c.call);
        if let Some(w) = tried {
            self.add_rubber_lead_right(id, w, Some(final_call));
        }
    }

    /// RB 25B: the change of call was not made at once. The substitute is
    /// cancelled (unauthorized for the offender's side, RB 16B1). If his
    /// first call was itself irregular, that irregularity is dealt with
    /// under its own law; otherwise he now makes his final call at that
    /// turn (`Step::FinalCall`).
    fn rubber_intended_change(&mut self, irr: Irregularity) -> Outcome {
        let id = irr.id;
        let l = law("RB 25B");
        let (sub, orig) = self.change_records(id);
        if let Some(s) = sub {
            self.cancel_record(s, l);
            self.unauthorized(s, irr.offender.side());
        }
        let first_irregular = orig.is_none_or(|o| {
            let c = &self.auction.calls[o];
            c.inadmissible
                || c.irregularity
                    .and_then(|j| self.irregularities.get(j))
                    .is_some_and(|j| !matches!(j.status, Status::Condoned { .. }))
        });
        if first_irregular {
            self.set_status(id, Status::Rectified { law: l });
            self.set_step(id, Step::Done);
        } else {
            self.set_status(id, Status::AwaitingDirector);
            self.set_step(id, Step::FinalCall);
        }
        Outcome::Settled { id, law: l }
    }

    /// RB 25B: the final call must be the first call again or another call
    /// that would have been legal in its place; anything else is refused
    /// and changes nothing.
    fn check_final_call_rubber(
        &self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
    ) -> Result<(), ActionError> {
        let Some(o) = self.change_records(id).1 else {
            return Ok(());
        };
        if call == self.auction.calls[o].call {
            return Ok(());
        }
        // The auction as it would stand without the first call.
        let mut without = self.auction.clone();
        without.calls[o].cancelled = Some(law("RB 25B"));
        let ob = self.obligations[seat.index()];
        let last = without.last_bid().map(|(b, _)| b);
        let ok = match call {
            AttemptedCall::Call(Call::Pass) => true,
            AttemptedCall::OverSeven { .. } => false,
            _ if ob.pass_law().is_some() => false,
            AttemptedCall::Call(Call::Bid(b)) => last.is_none_or(|l| b.supersedes(l)),
            AttemptedCall::Call(c) => {
                without.is_admissible(seat, c)
                    && ob.no_double_next_turn.is_none()
                    && (ob.never_double.is_none() || ob.never_double != last)
            }
        };
        if ok {
            Ok(())
        } else {
            Err(ActionError::CallNotAllowed {
                seat,
                call,
                law: law("RB 25B"),
            })
        }
    }

    /// RB 25B: the offender's final call. His first call again: it stands,
    /// and his partner passes at his next turn. Any other legal call: it
    /// takes the first call's place, and his partner passes at every turn.
    /// Either way RB 26 compares the call given up with the one that stands.
    fn final_call_rubber(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        let l = law("RB 25B");
        let (sub, orig) = self.change_records(id);
        let partner = seat.partner().index();
        let first = orig.map(|o| self.auction.calls[o].call);
        let mut outcome = Outcome::Settled { id, law: l };
        match (orig, first) {
            (Some(_), Some(first)) if call == first => {
                self.obligations[partner].pass_next_turn = Some(l);
                if let Some(s) = sub {
                    let tried = self.auction.calls[s].call;
                    self.add_rubber_lead_right(id, tried, Some(first));
                }
            }
            (Some(o), Some(first)) => {
                self.cancel_record(o, l);
                self.unauthorized(o, seat.side());
                if let Some(s) = sub.filter(|&s| self.auction.calls[s].call == call) {
                    // He makes the substitute again: it is not withdrawn.
                    self.info
                        .retain(|i| i.source != InfoSource::Call { record: s });
                }
                let placed = self.place_call(seat, call, index);
                if !matches!(placed, Outcome::Lawful) {
                    outcome = placed;
                }
                self.obligations[partner].pass_rest_of_auction = Some(l);
                self.add_rubber_lead_right(id, first, Some(call));
            }
            _ => outcome = self.place_call(seat, call, index),
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
        outcome
    }

    /// The penalties with no choice in them at a rubber table: RB 24, 36,
    /// 37, 38 and 39, or RB 35C and 35D when the offender's left-hand
    /// opponent has called first (`lho_called`).
    fn apply_mandatory_rubber(&mut self, irr: Irregularity, lho_called: bool) {
        let id = irr.id;
        let o = irr.offender;
        let rec = self.record_of(id);
        let withdrawn = rec.map(|r| self.auction.calls[r].call);
        let pass = AttemptedCall::Call(Call::Pass);
        match irr.kind {
            K::CardExposedDuringAuction { card, led } => {
                // RB 24: the card stays face up until the auction closes and
                // what it shows is unauthorized for partner (RB 16B2). The
                // auction begins with the deal (RB 17), so a card shown before
                // the first call counts too. A single card below honour rank,
                // not led: nothing more (RB 24A). An honour, a card led, or
                // more than one card: partner passes at his next turn (RB 24B).
                self.auction_card_info(o, card, law("RB 16B2"));
                let serious =
                    led || card.rank().is_honour() || self.exposed_count_during_auction(o) >= 2;
                let l = law(if serious { "RB 24B" } else { "RB 24A" });
                if serious && self.phase == Phase::Auction {
                    self.obligations[o.partner().index()].pass_next_turn = Some(l);
                }
                self.set_status(id, Status::Rectified { law: l });
            }
            K::InadmissibleDouble { call, in_rotation } => {
                // RB 36: cancelled; partner passes at every turn; RB 26B.
                let l = law("RB 36");
                if let Some(r) = rec {
                    self.cancel_record(r, l);
                    self.unauthorized(r, o.side());
                }
                self.bar_partner_for_rest(id, l);
                self.add_rubber_lead_right(id, AttemptedCall::Call(call), None);
                if in_rotation {
                    // He substitutes a legal call.
                    self.set_step(id, Step::AwaitSubstitute);
                    self.set_status(id, Status::AwaitingDirector);
                } else {
                    // Out of rotation: the turn goes back to the player whose
                    // turn it was; the offender calls as he likes at his own.
                    self.set_status(id, Status::Rectified { law: l });
                    self.set_step(id, Step::Done);
                }
            }
            K::CallWhileRequiredToPass { .. } => {
                // RB 37: cancelled, with a pass in its place; both members of
                // the side pass for the rest of the auction; RB 26.
                let l = law("RB 37");
                if let Some(r) = rec {
                    self.cancel_record(r, l);
                    self.unauthorized(r, o.side());
                    let event = self.auction.calls[r].event;
                    self.insert_substituted_pass(r, o, event, l);
                    self.after_standing_call(o, Call::Pass);
                }
                self.bar_side_for_rest(o, l);
                if let Some(w) = withdrawn {
                    self.add_rubber_lead_right(id, w, Some(pass));
                }
                self.set_status(id, Status::Rectified { law: l });
            }
            K::BidAboveSeven { .. } => {
                // RB 38: cancelled, with a pass in its place; both members of
                // the side pass for the rest of the auction; RB 26. Condoned
                // by the left-hand opponent's call (RB 35C): that call and
                // every later one are cancelled too, the pass is substituted,
                // and there is no further penalty.
                let l = law(if lho_called { "RB 35C" } else { "RB 38" });
                if let Some(r) = rec {
                    let event = self.auction.calls[r].event;
                    self.cancel_from(r, l, o.side());
                    self.push_record(
                        o,
                        pass,
                        event,
                        None,
                        false,
                        CallOrigin::Substituted { law: l },
                    );
                    self.after_standing_call(o, Call::Pass);
                }
                if !lho_called {
                    self.bar_side_for_rest(o, l);
                    if let Some(w) = withdrawn {
                        self.add_rubber_lead_right(id, w, Some(pass));
                    }
                }
                self.set_status(id, Status::Rectified { law: l });
            }
            K::CallAfterFinalPass { call } => {
                // RB 39: cancelled. Nothing more when the caller is on the
                // declaring side or the call is a defender's pass (RB 39A);
                // RB 26 for any other call of a defender (RB 39B). Condoned
                // by the left-hand opponent's call: no penalty, and every
                // later call is cancelled too (RB 35D).
                let declaring = self.contract.is_some_and(|c| c.declarer.side() == o.side());
                let l = law(if lho_called {
                    "RB 35D"
                } else if self.contract.is_none() {
                    "RB 39"
                } else if declaring || call == pass {
                    "RB 39A"
                } else {
                    "RB 39B"
                });
                if let Some(r) = rec {
                    self.cancel_from(r, l, o.side());
                }
                if l.as_str() == "RB 39B" {
                    self.add_rubber_lead_right(id, call, None);
                }
                self.set_status(id, Status::Rectified { law: l });
            }
            _ => {}
        }
    }
}
