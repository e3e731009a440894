//! Classifying a call as it is made: whose turn, whether it accepts or
//! cancels the irregular call before it (Laws 28A, 29A, 32A), and the part the
//! caller plays in a rectification under way.

use super::*;

use crate::law::Clause;
crate::law::clauses! {
    L28B = Clause::new("28B").rb("RB 28B");
    L25B1 = Clause::new("25B1").rb("RB 15B");
    L27A1 = Clause::new("27A1").rb("RB 27");
    L29A = Clause::new("29A").rb("RB 29A");
    L39A = Clause::new("39A").rb("RB 39");
}

impl State {
    /// Records a call in its place in the auction: classifies it, records
    /// the irregularity it commits, and runs what follows from it.
    pub(super) fn place_call(&mut self, seat: Seat, call: AttemptedCall, index: usize) -> Outcome {
        // 28A: a call at the turn of a player required to pass counts as in
        // rotation; that player is deemed to have passed.
        if self.phase == Phase::Auction {
            let turn = self.calls.auction.turn();
            if seat != turn
                && seat == turn.lho()
                && self.calls.obligations[turn.index()].must_pass()
            {
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
        let irregularity = kind.map(|_| self.rect.irregularities.len());
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
            let l = self.cite(L39A);
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

    pub(super) fn push_record(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        event: usize,
        irregularity: Option<usize>,
        inadmissible: bool,
        origin: CallOrigin,
    ) -> usize {
        self.calls.auction.calls.push(CallRecord {
            seat,
            call,
            event,
            irregularity: irregularity.map(IrregularityId),
            cancelled: None,
            inadmissible,
            origin,
            alerted: false,
            specified: None,
        });
        self.calls.auction.calls.len() - 1
    }

    /// The seat whose turn it is once a deemed pass (28A) by a player
    /// required to pass is taken into account.
    pub(super) fn turn_after_deemed_pass(&self, caller: Seat) -> Seat {
        let turn = self.calls.auction.turn();
        if caller != turn
            && caller == turn.lho()
            && self.calls.obligations[turn.index()].must_pass()
        {
            caller
        } else {
            turn
        }
    }

    /// A standing call has been made by `seat`: use up the obligations it
    /// satisfies.
    pub(super) fn after_standing_call(&mut self, seat: Seat, call: Call) {
        let ob = &mut self.calls.obligations[seat.index()];
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
    pub(super) fn effect_on_last_call(&self, seat: Seat) -> Option<CallEffect> {
        let record = self.calls.auction.last_standing_index()?;
        let last = self.calls.auction.calls[record];
        let mut irr = self.irregularity(last.irregularity?)?;
        if let K::PrematureReplacement { .. } = irr.kind {
            // 27C: the insufficient bid before it is what can be accepted.
            let ib = self.calls.auction.calls[..record]
                .iter()
                .rev()
                .find(|c| c.is_standing())
                .and_then(|c| c.irregularity)
                .and_then(|i| self.irregularity(i))?;
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
                law: self.cite(L27A1),
            }),
            K::ChangeOfCall { .. }
                if seat == offender.lho()
                    && (table_mode || irr.status == Status::AwaitingDirector) =>
            {
                // RB 15B: at a rubber table his call forfeits the penalty.
                Some(CallEffect::Accept {
                    id: irr.id,
                    law: self.cite(L25B1),
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
                            law: self.cite(L29A),
                        })
                    }
                } else if seat == turn && table_mode {
                    if seat.is_opponent(offender) {
                        // The player whose turn it was called: the call out of
                        // rotation is cancelled and rectification forfeited (28B).
                        Some(CallEffect::Cancel {
                            id: irr.id,
                            record,
                            law: self.cite(L28B),
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
    pub(super) fn flag_forfeiture(&mut self, seat: Seat, effect: Option<CallEffect>) {
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
            .rect
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
        let rubber = self.config.rules.players_apply_penalties();
        for id in forfeited {
            if rubber {
                // RB 15B: a call by the offender's left-hand opponent
                // forfeits the penalty outright (no Director to judge it);
                // a call by his partner leaves it open.
                if self
                    .rect
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
    pub(super) fn role_of(&self, seat: Seat) -> Option<Role> {
        self.rect.irregularities.iter().find_map(|i| {
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
    pub(super) fn classify_call(&self, seat: Seat, attempted: AttemptedCall) -> (Option<K>, bool) {
        if matches!(self.phase, Phase::Clarification | Phase::PassedOut) {
            return (Some(K::CallAfterFinalPass { call: attempted }), false);
        }
        if let Some(last) = self.calls.auction.last_standing() {
            if last.seat == seat && last.origin == CallOrigin::Player {
                let open_ib = last
                    .irregularity
                    .and_then(|id| self.irregularity(id))
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
        let turn = self.calls.auction.turn();
        if !self.calls.auction.is_admissible(seat, call) {
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
                    .calls
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
        let ob = self.calls.obligations[seat.index()];
        if call != Call::Pass {
            if let Some(obligation) = ob.pass_law() {
                return (Some(K::CallWhileRequiredToPass { call, obligation }), false);
            }
        }
        if let (Call::Bid(bid), Some((last_bid, _))) = (call, self.calls.auction.last_bid()) {
            if !bid.supersedes(last_bid) {
                return (Some(K::InsufficientBid { bid, last_bid }), false);
            }
        }
        (None, false)
    }
}
