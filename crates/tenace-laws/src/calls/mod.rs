//! The auction under the Laws: classifying calls, acceptance and
//! condonation, and the rectifications of Laws 24-39.
//!
//! Each law family has its own module below, with its rubber-bridge
//! counterpart beside it; this module holds the entry points the table
//! calls and dispatches to them.
//!
//! The flow for each irregularity is a small state machine kept in the
//! irregularity's [`Status`] and [`Step`]; the rulings and choices that move
//! it are events of the log, so a replay rebuilds it exactly.

use tenace_core::{AttemptedCall, Call, Card, Seat, Side, SuitSet};

use crate::auction::{AuctionEnd, CallNo, CallOrigin, CallRecord};
use crate::event::{ReplacementClass, Ruling};
use crate::irregularity::{
    Irregularity, IrregularityId, IrregularityKind as K, Question, Status, Step, TurnOf,
};
use crate::law::LawRef;
use crate::reason::Who;
use crate::table::{
    ActionError, InfoRecord, InfoSource, LeadRight, LeadRightStatus, Mode, Outcome, PenaltyCard,
    Phase, ReviewFlag, RubberLead, State,
};

mod change_of_call;
mod classify;
mod end;
mod explanations;
mod inadmissible;
mod insufficient_bid;
mod lead_penalties;
mod ledger;
pub use ledger::AuctionLedger;

use crate::law::Clause;
crate::law::clauses! {
    /// The points left to the Director after play (Laws 72C, 23C, 27D, 16):
    /// at a rubber table the offenders' own redress (RB 23, 27, 16), at a Club
    /// Laws table the Arbiter's.
    L72C = Clause::new("72C").rb("RB 23").cl("CL 23");
    L23C = Clause::new("23C").rb("RB 23").cl("CL 23");
    L27D = Clause::new("27D").rb("RB 27").cl("CL 27");
    L16C_REVIEW = Clause::new("16C").rb("RB 16").cl("CL 16");
    L27B = Clause::new("27B").rb("RB 27");
    L29B = Clause::new("29B").rb("RB 29B");
}

mod out_of_rotation;

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
    pub(crate) fn on_call(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete => return Err(ActionError::BoardOver),
            Phase::Play | Phase::Claim => return Err(ActionError::AuctionPeriodOver),
            // Law 17D2: the board is over once the hands are back.
            Phase::PassedOut if self.play.hands_returned => return Err(ActionError::BoardOver),
            Phase::Auction | Phase::Clarification | Phase::PassedOut => {}
        }
        let effect = self.effect_on_last_call(seat);
        let role = self.role_of(seat);
        self.check_call(seat, call, effect, role)?;
        // From here on the call is recorded: nothing can fail.
        self.flag_forfeiture(seat, effect);
        let (settled, ask_intent) = self.apply_call_effect(effect);
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

    /// Whether `seat` may make `call` now, with the part he plays in a
    /// rectification under way (`role`) and what his call does to the
    /// irregular call before it (`effect`): the Director awaited, the
    /// replacement of an insufficient bid (27B3, RB 27), the final call
    /// (RB 25B), the obligations earlier rectifications left on his calls.
    fn check_call(
        &self,
        seat: Seat,
        call: AttemptedCall,
        effect: Option<CallEffect>,
        role: Option<Role>,
    ) -> Result<(), ActionError> {
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
            (role, self.config.rules.players_apply_penalties())
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
        if let (Some(l), AttemptedCall::Call(Call::Double | Call::Redouble)) = (
            self.calls.obligations[seat.index()].no_double_next_turn,
            call,
        ) {
            if self.phase == Phase::Auction && seat == self.calls.auction.turn() {
                return Err(ActionError::CallNotAllowed { seat, call, law: l });
            }
        }
        if let (Some(b), AttemptedCall::Call(Call::Double | Call::Redouble)) =
            (self.calls.obligations[seat.index()].never_double, call)
        {
            if self.calls.auction.last_bid().map(|(last, _)| last) == Some(b) {
                return Err(ActionError::CallNotAllowed {
                    seat,
                    call,
                    law: law("RB 32A"),
                });
            }
        }
        if self.phase == Phase::Auction && seat == self.turn_after_deemed_pass(seat) {
            if let (Some(required), AttemptedCall::Call(c)) =
                (self.calls.obligations[seat.index()].must_repeat, call)
            {
                if c != required && role.is_none() {
                    return Err(ActionError::MustRepeat {
                        seat,
                        call: required,
                    });
                }
            }
        }
        Ok(())
    }

    /// What a call does to the irregular call before it (acceptance,
    /// cancellation, a question for the Director): the outcome when it
    /// settles that call, and the irregularity whose caller's intent the
    /// Director must find.
    fn apply_call_effect(
        &mut self,
        effect: Option<CallEffect>,
    ) -> (Option<Outcome>, Option<usize>) {
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
                let os = self.calls.auction.calls[record].seat.side();
                self.unauthorized(record, os);
                if settles {
                    self.set_status(id, Status::Cancelled { law });
                    settled = Some(Outcome::Settled { id, law });
                }
            }
            Some(CallEffect::AskIntent { id }) => ask_intent = Some(id),
            None => {}
        }
        (settled, ask_intent)
    }

    pub(crate) fn on_decline(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        // RB 62: declarer lets the offender's partner choose his card.
        let rb62 = self
            .rect
            .irregularities
            .iter()
            .find(|i| i.status == Status::AwaitingDirector && i.step == Step::AwaitPlayOption)
            .copied();
        if let Some(i) = rb62 {
            if self.play.contract.is_some_and(|c| c.declarer == seat) {
                let l = law("RB 62");
                self.set_status(i.id, Status::Rectified { law: l });
                self.set_step(i.id, Step::Done);
                return Ok(Outcome::Settled { id: i.id, law: l });
            }
        }
        let irr = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.status == Status::AwaitingDirector
                    && i.step == Step::Open
                    && i.kind.is_acceptable()
                    // A settled claim ends the play: a lead's options lapse.
                    && !(i.kind.is_lead_out_of_turn() && self.claim_suspends_play())
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
                entitled: Who::OffendersLho,
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
                    self.flag(self.cite(L72C), Some(first));
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
                    if let Some(p) = self.calls.auction.calls[sub_rec].irregularity {
                        self.set_status(p.index(), Status::Rectified { law: law("27C") });
                    }
                    self.classify_replacement(id, sub_rec);
                }
                Outcome::Settled {
                    id,
                    law: self.cite(L27B),
                }
            }
            k if k.is_call_out_of_rotation() => {
                self.decline_out_of_rotation(id);
                Outcome::Settled {
                    id,
                    law: self.cite(L29B),
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
                entitled: Who::OffendersLho,
            });
        }
        let rubber = self.config.rules.players_apply_penalties();
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

    /// The irregularity awaiting the Director's finding on `q`.
    fn asked(&self, q: Question) -> Result<Irregularity, ActionError> {
        self.rect
            .irregularities
            .iter()
            .find(|i| i.status == Status::AwaitingFinding { question: q })
            .copied()
            .ok_or(ActionError::NoQuestionPending)
    }

    /// A Director's ruling: each family of rulings is handled in its law
    /// family's module.
    pub(crate) fn on_ruling(
        &mut self,
        ruling: Ruling,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let outcome = match ruling {
            Ruling::CallerIntended { accepted } => {
                let irr = self.asked(Question::AcceptedOrOwnTurn)?;
                self.rule_caller_intended(irr, accepted)
            }
            Ruling::LeadIntended { lead } => {
                let irr = self.asked(Question::LeadOrFollow)?;
                return self.rule_lead_intended(irr, lead);
            }
            Ruling::Unintended { unintended } => {
                let irr = self.asked(Question::Unintended)?;
                self.rule_unintended(irr, unintended)
            }
            Ruling::Replacement { class } => {
                let irr = self.asked(Question::ReplacementClass)?;
                self.rule_replacement(irr, class)
            }
            Ruling::Comparable { comparable } => {
                let irr = self.asked(Question::Comparable)?;
                self.rule_comparable(irr, comparable)
            }
            Ruling::ClaimAward { tricks } => return self.on_claim_award(tricks),
            Ruling::ClaimFinding { finding } => return self.on_claim_finding(finding),
            Ruling::WaiveRectification => self.waive_rectification()?,
            Ruling::Misinformation { explainer } => {
                self.rule_misinformation(explainer);
                return Ok(Outcome::Lawful);
            }
            Ruling::DealCorrectable { correctable } => {
                let irr = self.asked(Question::DealCorrectable)?;
                self.rule_deal_correctable(irr, correctable)
            }
            Ruling::ArtificialScore { ns, ew } => {
                let pending_16d = self.open_16d().is_some();
                let r = self.award_artificial_score(crate::event::ArtificialScore { ns, ew })?;
                if pending_16d {
                    self.settle_16d(law("16D2(d)"));
                }
                return Ok(r);
            }
            Ruling::CardSeen => return self.rule_card_seen(),
            Ruling::SurplusCard { seat, played } => return self.rule_surplus_card(seat, played),
            Ruling::MissingCardFound { card, place } => {
                return self.rule_missing_card_found(card, place);
            }
            Ruling::WrongBoardFound { played_before } => {
                return self.rule_wrong_board_found(played_before, index);
            }
            Ruling::Redeal => {
                let r = self.rule_redeal()?;
                self.settle_16d(law("16D2(b)"));
                return Ok(r);
            }
            Ruling::CardSeenBy { seat, card } => {
                let irr = self.asked(Question::WhoSawCard)?;
                return self.rule_card_seen_by(irr, seat, card);
            }
            Ruling::PlayNormally { adjust_later } => return self.rule_play_normally(adjust_later),
            Ruling::SelfRectification { upheld } => {
                if !upheld {
                    self.flag(law("10B"), None);
                }
                return Ok(Outcome::Chose { law: law("10B") });
            }
            Ruling::Artificial { record, specified } => {
                let c = self
                    .calls
                    .auction
                    .calls
                    .get_mut(record)
                    .ok_or(ActionError::NoSuchCall { record })?;
                c.specified = Some(specified);
                return Ok(Outcome::Lawful);
            }
            Ruling::Extraneous { seat, what } => return self.on_extraneous(seat, what),
            Ruling::NarrowDesignation { cards } => return self.on_narrow_designation(cards),
            Ruling::DealtOutOfTurn { seat } => {
                if !self.calls.auction.calls.is_empty() {
                    return Err(ActionError::AuctionStarted);
                }
                if !self.config.rules.deals_at_the_table() || seat == self.calls.auction.dealer {
                    return Err(ActionError::NotDealtOutOfTurn { seat });
                }
                self.calls.dealt_by = Some(seat);
                return Ok(Outcome::Lawful);
            }
            Ruling::SpecifiedSuits { offender, suits } => {
                self.rule_specified_suits(offender, suits)?;
                return Ok(Outcome::Lawful);
            }
        };
        self.check_auction_end();
        Ok(outcome)
    }

    /// Table mode: attention has been drawn to `id`. Apply what the Laws
    /// prescribe without a choice (Laws 24, 36-39), or wait for the Director.
    pub(crate) fn on_attention_to(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
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
                if self.config.rules.players_apply_penalties()
                    && (lho_called || auction_period_over) =>
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
                if self.config.rules.players_apply_penalties()
                    && (lho_called || auction_period_over) =>
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
            K::PrematureReplacement { .. } if self.config.rules.players_apply_penalties() => {
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

    /// Auto-director mode: an irregularity has just been recognised.
    pub(crate) fn on_recognised(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        match irr.kind {
            K::ChangeOfCall { .. } => self.set_status(
                id,
                Status::AwaitingFinding {
                    question: Question::Unintended,
                },
            ),
            K::PrematureReplacement { .. } if self.config.rules.players_apply_penalties() => {
                self.cancel_premature_rubber(irr)
            }
            K::PrematureReplacement { .. } => {
                self.set_status(id, Status::Condoned { law: law("27C") })
            }
            _ => self.apply_mandatory(id, false),
        }
    }
}

/// The clauses the auction's family modules declare (for the tests' sweep).
#[cfg(test)]
pub(crate) fn all_clauses() -> Vec<crate::law::Clause> {
    [
        CLAUSES,
        end::CLAUSES,
        change_of_call::CLAUSES,
        classify::CLAUSES,
        explanations::CLAUSES,
        out_of_rotation::CLAUSES,
    ]
    .concat()
}
