//! A change of call (Law 25A unintended, 25B intended) and RB 25.

use super::*;
use crate::explain::{opt, rule, Chooser, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L21B1 = Clause::new("21B1").rb("RB 21");
    L25A2 = Clause::new("25A2").rb("RB 25A");
    L25A = Clause::new("25A").rb("RB 25A");
}

impl State {
    /// 25A: the call was unintended. The intended call replaces it, subject
    /// to the Laws, as if the first had never been made.
    pub(super) fn apply_unintended(&mut self, irr: Irregularity) -> Outcome {
        let id = irr.id;
        // RB 25A: the substitute made without stopping to think stands, or
        // is dealt with under its own law if it is illegal.
        let l = self.cite(L25A);
        let (sub, orig) = self.change_records(id);
        if let (Some(s), Some(o)) = (sub, orig) {
            let rec = self.calls.auction.calls[s];
            self.cancel_record(o, l);
            // Re-make the intended call in its place.
            self.calls.auction.calls.remove(s);
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
        if !self.calls.change_rights.contains(&seat) {
            return Err(ActionError::NoRightToChange { seat });
        }
        if !matches!(self.phase, Phase::Auction | Phase::Clarification) {
            return Err(ActionError::AuctionPeriodOver);
        }
        // RB 21: once the auction is closed it is too late.
        let rubber = self.config.rules.players_apply_penalties();
        if rubber && self.phase != Phase::Auction {
            return Err(ActionError::NoRightToChange { seat });
        }
        self.blocked_error()?;
        let l = self.cite(L21B1);
        let Some(r) = self
            .calls
            .auction
            .calls
            .iter()
            .rposition(|c| c.is_standing() && c.seat == seat && c.origin == CallOrigin::Player)
        else {
            return Err(ActionError::NoRightToChange { seat });
        };
        self.cancel_from(r, l, seat.side().opponents());
        self.calls.change_rights.clear();
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
            // Laws 17D2, 25A5: the hands are back; the auction period is over.
            Phase::PassedOut if self.play.hands_returned => {
                return Err(ActionError::AuctionPeriodOver)
            }
            Phase::Auction | Phase::Clarification | Phase::PassedOut => {}
        }
        let r = self
            .correctable_call(seat)
            .ok_or(ActionError::NoCallToCorrect { seat })?;
        let call = self.calls.auction.calls[r].call;
        if call == intended {
            return Err(ActionError::NoCallToCorrect { seat });
        }
        // The table may be waiting on the Director for that very call (e.g.
        // an insufficient bid): the Director settles 25A first.
        if let Some(b) = self.blocking() {
            if self.calls.auction.calls[r].irregularity != Some(IrregularityId(b.id)) {
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
    pub(super) fn correctable_call(&self, seat: Seat) -> Option<usize> {
        let r =
            self.calls.auction.calls.iter().rposition(|c| {
                c.is_standing() && c.seat == seat && c.origin == CallOrigin::Player
            })?;
        // RB 25A: at a rubber table the correction must come at once; the
        // engine takes that to mean before anyone has called over the call
        // (the rubber text has no counterpart of 25A6 to undo such a call).
        let rubber = self.config.rules.players_apply_penalties();
        let too_late = self.calls.auction.calls[r + 1..]
            .iter()
            .any(|c| c.is_standing() && (rubber || c.seat == seat.partner()));
        (!too_late).then_some(r)
    }

    /// The Director's finding on a call said to be unintended (Law 25A2).
    pub(super) fn rule_unintended_claim(&mut self, irr: Irregularity, unintended: bool) -> Outcome {
        let id = irr.id;
        let o = irr.offender;
        let K::UnintendedCall { intended, .. } = irr.kind else {
            return Outcome::Lawful;
        };
        let record = self.correctable_call(o);
        let Some(r) = record.filter(|_| unintended) else {
            // Intended: the call stands; the Director does not let the player
            // change it (Commentary on Law 25; RB 25A).
            let l = self.cite(L25A2);
            self.set_status(id, Status::Cancelled { law: l });
            self.set_step(id, Step::Done);
            return Outcome::Settled { id, law: l };
        };
        let l25a = self.cite(L25A);
        if self.phase != Phase::Auction {
            // 25A5: the auction re-opens; a face-down lead goes back.
            self.reopen_auction();
            self.play.face_down_lead = None;
        }
        // The unintended call is deemed never made: no unauthorized
        // information, no Law 26 (25A1). An irregularity it committed goes
        // with it.
        if let Some(j) = self.calls.auction.calls[r].irregularity {
            if self.irregularity(j).is_some_and(|i| i.is_open()) {
                self.set_status(j.index(), Status::Cancelled { law: l25a });
                self.set_step(j.index(), Step::Done);
            }
        }
        let tail = self.calls.auction.calls.split_off(r + 1);
        self.cancel_record(r, l25a);
        self.set_status(id, Status::Rectified { law: l25a });
        self.set_step(id, Step::Done);
        let (info_len, irr_len, before) = (
            self.rect.info.len(),
            self.rect.irregularities.len(),
            self.calls.auction.calls.len(),
        );
        let outcome = self.place_call(o, intended, irr.event);
        let shift = self.calls.auction.calls.len() - before;
        self.shift_record_refs(r + 1, shift, info_len, irr_len);
        self.calls.auction.calls.extend(tail);
        // 25A6: what the left-hand opponent said over the unintended call.
        let lho_calls: Vec<usize> = (r + 1 + shift..self.calls.auction.calls.len())
            .filter(|&i| {
                let c = &self.calls.auction.calls[i];
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
                self.set_step(id, Step::LhoMayWithdraw { record: CallNo(t) });
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
    pub(super) fn still_legal(&self, record: usize) -> bool {
        match self.calls.auction.calls[record].call {
            AttemptedCall::Call(Call::Bid(b)) => self.calls.auction.calls[..record]
                .iter()
                .rev()
                .filter(|c| c.is_standing())
                .find_map(|c| c.call.call().and_then(|c| c.bid()))
                .is_none_or(|last| b.supersedes(last)),
            AttemptedCall::Call(Call::Double | Call::Redouble) => {
                self.calls.auction.was_admissible(record)
            }
            _ => true,
        }
    }

    /// For a change of call: (the substitute's record, the original's record).
    pub(super) fn change_records(&self, id: usize) -> (Option<usize>, Option<usize>) {
        let sub = self.record_of(id);
        let orig = sub.and_then(|s| {
            let seat = self.calls.auction.calls[s].seat;
            (0..s).rev().find(|&i| {
                let c = &self.calls.auction.calls[i];
                c.seat == seat
                    && c.origin == CallOrigin::Player
                    && c.cancelled
                        .is_none_or(|l| matches!(l.as_str(), "25A" | "RB 25A"))
            })
        });
        (sub, orig)
    }

    /// RB 25B: the change of call was not made at once. The substitute is
    /// cancelled (unauthorized for the offender's side, RB 16B1). If his
    /// first call was itself irregular, that irregularity is dealt with
    /// under its own law; otherwise he now makes his final call at that
    /// turn (`Step::FinalCall`).
    pub(super) fn rubber_intended_change(&mut self, irr: Irregularity) -> Outcome {
        let id = irr.id;
        let l = law("RB 25B");
        let (sub, orig) = self.change_records(id);
        if let Some(s) = sub {
            self.cancel_record(s, l);
            self.unauthorized(s, irr.offender.side());
        }
        let first_irregular = orig.is_none_or(|o| {
            let c = &self.calls.auction.calls[o];
            c.inadmissible
                || c.irregularity
                    .and_then(|j| self.irregularity(j))
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
    pub(super) fn check_final_call_rubber(
        &self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
    ) -> Result<(), ActionError> {
        let Some(o) = self.change_records(id).1 else {
            return Ok(());
        };
        if call == self.calls.auction.calls[o].call {
            return Ok(());
        }
        // The auction as it would stand without the first call.
        let mut without = self.calls.auction.clone();
        without.calls[o].cancelled = Some(law("RB 25B"));
        let ob = self.calls.obligations[seat.index()];
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
    pub(super) fn final_call_rubber(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        let l = law("RB 25B");
        let (sub, orig) = self.change_records(id);
        let partner = seat.partner().index();
        let first = orig.map(|o| self.calls.auction.calls[o].call);
        let mut outcome = Outcome::Settled { id, law: l };
        match (orig, first) {
            (Some(_), Some(first)) if call == first => {
                self.calls.obligations[partner].pass_next_turn = Some(l);
                if let Some(s) = sub {
                    let tried = self.calls.auction.calls[s].call;
                    self.add_rubber_lead_right(id, tried, Some(first));
                }
            }
            (Some(o), Some(first)) => {
                self.cancel_record(o, l);
                self.unauthorized(o, seat.side());
                if let Some(s) = sub.filter(|&s| self.calls.auction.calls[s].call == call) {
                    // He makes the substitute again: it is not withdrawn.
                    self.rect
                        .info
                        .retain(|i| i.source != InfoSource::Call { record: CallNo(s) });
                }
                let placed = self.place_call(seat, call, index);
                if !matches!(placed, Outcome::Lawful) {
                    outcome = placed;
                }
                self.calls.obligations[partner].pass_rest_of_auction = Some(l);
                self.add_rubber_lead_right(id, first, Some(call));
            }
            _ => outcome = self.place_call(seat, call, index),
        }
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
        outcome
    }
}

/// The Director's options (Law 10C1) for Law 25 and RB 25.
impl State {
    /// An unintended call replaced (25A6: the left-hand opponent may
    /// withdraw the call he made over it), an intended change (25B1, 25B2),
    /// and at rubber the offender's final call (RB 25B).
    pub(crate) fn change_of_call_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let o = irr.offender;
        let lho = Chooser::Player { seat: o.lho() };
        let off = Chooser::Player { seat: o };
        let any_call = OptionKind::Call {
            sufficient_or_pass: false,
        };
        match (irr.kind, irr.step) {
            (K::ChangeOfCall { .. }, Step::FinalCall)
                if self.config.rules.players_apply_penalties() =>
            {
                vec![
                    opt(off, any_call, "RB 25B", Effect::RbChangeFirstCallStands),
                    opt(off, any_call, "RB 25B", Effect::RbChangeAnotherCall),
                ]
            }
            (K::UnintendedCall { .. }, Step::LhoMayWithdraw { .. }) => vec![
                opt(
                    lho,
                    OptionKind::WithdrawCall { withdraw: true },
                    "25A6",
                    Effect::LhoCallWithdrawn,
                ),
                opt(
                    lho,
                    OptionKind::WithdrawCall { withdraw: false },
                    "25A6",
                    Effect::LhoCallStands,
                ),
            ],
            (K::ChangeOfCall { .. }, Step::Open) => vec![
                opt(lho, OptionKind::Accept, "25B1", Effect::ChangeAccepted),
                opt(lho, OptionKind::Decline, "25B2", Effect::ChangeCancelled),
            ],
            _ => Vec::new(),
        }
    }

    /// The Director finds whether a call was unintended (25A) or the
    /// change intended (25B); at rubber whether it was changed at once
    /// (RB 25A, RB 25B).
    pub(crate) fn unintended_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let claimed_unintended = matches!(irr.kind, K::UnintendedCall { .. });
        let (yes_law, yes, no_law, no) = match (
            self.config.rules.players_apply_penalties(),
            claimed_unintended,
        ) {
            (true, true) => (
                "RB 25A",
                Effect::UnintendedCallReplaced,
                "RB 25A",
                Effect::UnintendedClaimRefused,
            ),
            (true, false) => (
                "RB 25A",
                Effect::RbChangeAtOnceStands,
                "RB 25B",
                Effect::RbChangeOffenderChooses,
            ),
            (false, true) => (
                "25A",
                Effect::UnintendedCallReplaced,
                "25A2",
                Effect::UnintendedClaimRefused,
            ),
            (false, false) => (
                "25A",
                Effect::UnintendedCallReplaced,
                "25B",
                Effect::IntendedChange,
            ),
        };
        vec![
            rule(Ruling::Unintended { unintended: true }, yes_law, yes),
            rule(Ruling::Unintended { unintended: false }, no_law, no),
        ]
    }
}

impl State {
    /// The Director's finding whether a call was unintended (25A) or a
    /// change intended (25B; RB 25B at a rubber table).
    pub(super) fn rule_unintended(&mut self, irr: Irregularity, unintended: bool) -> Outcome {
        if let K::UnintendedCall { .. } = irr.kind {
            self.rule_unintended_claim(irr, unintended)
        } else if unintended {
            self.apply_unintended(irr)
        } else if self.config.rules.players_apply_penalties() {
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
}
