//! Calls out of rotation (Laws 28-32) and their rubber counterparts
//! (RB 29-32): acceptance, cancellation and what the offender's partner must do.

use super::*;
use crate::explain::{comparable, opt, rule, Chooser, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    L28B = Clause::new("28B").rb("RB 28B");
}

impl State {
    /// Acceptance of an irregular call, by calling over it or by saying so.
    pub(super) fn accept_auction_irregularity(&mut self, id: usize, l: LawRef) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        match irr.kind {
            K::ChangeOfCall { .. } if self.config.rules.players_apply_penalties() => {
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
                    if !self.calls.auction.was_admissible(s) {
                        self.calls.auction.calls[s].inadmissible = true;
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
                    if let Some(p) = self.calls.auction.calls[sub].irregularity {
                        self.set_status(p.index(), Status::Cancelled { law: law("27C") });
                    }
                    self.flag(law("26"), Some(id));
                }
                self.set_status(id, Status::Condoned { law: l });
                if self.config.rules.players_apply_penalties() {
                    // RB 27 footnote 9: the insufficient bid is his final call.
                    if let Some(bid) = self.record_of(id).map(|r| self.calls.auction.calls[r].call)
                    {
                        self.rubber_fn9_lead(id, bid);
                    }
                }
            }
            _ => self.set_status(id, Status::Condoned { law: l }),
        }
        self.set_step(id, Step::Done);
    }

    /// 29B and Laws 30-32: the call out of rotation is not accepted.
    pub(super) fn decline_out_of_rotation(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let o = irr.offender;
        if self.config.rules.players_apply_penalties() {
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
                self.calls.obligations[o.index()].pass_next_turn = Some(law("30A"));
                self.flag(self.cite(L72C), Some(id));
                self.set_status(id, Status::Rectified { law: law("30A") });
                self.set_step(id, Step::Done);
            }
            K::PassOutOfRotation { .. } => self.await_next_turn(id, Call::Pass),
            K::BidOutOfRotation { bid, .. } => self.await_next_turn(id, Call::Bid(bid)),
            K::DoubleOutOfRotation { call, .. } => self.await_next_turn(id, call),
            _ => {}
        }
    }

    pub(super) fn await_next_turn(&mut self, id: usize, withdrawn: Call) {
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
    pub(super) fn follow_up_after(&mut self, seat: Seat, call: Call, rec: usize) {
        for i in 0..self.rect.irregularities.len() {
            let irr = self.rect.irregularities[i];
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
                    self.calls.obligations[irr.offender.index()].must_repeat = Some(withdrawn);
                }
                continue;
            }
            if seat != irr.offender {
                continue;
            }
            if self.config.rules.players_apply_penalties() {
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
        self.calls.auction.calls[r].specified.is_some()
            || self.calls.auction.calls[..r]
                .iter()
                .rev()
                .find(|c| c.is_standing())
                .is_some_and(|c| c.specified.is_some())
    }

    /// Whether the offender's left-hand opponent has called since the call
    /// that committed irregularity `id`.
    pub(super) fn lho_called_since(&self, id: usize) -> bool {
        let Some(irr) = self.rect.irregularities.get(id) else {
            return false;
        };
        let Some(r) = self.record_of(id) else {
            return false;
        };
        self.calls.auction.calls[r + 1..]
            .iter()
            .any(|c| c.seat == irr.offender.lho() && c.origin == CallOrigin::Player)
    }

    /// The rubber law that governs a call out of rotation `irr` when its
    /// left-hand opponent requires cancellation (RB 29B): RB 30A or 30B for
    /// a pass, RB 31A or 31B for a bid, RB 32A or 32B for a double or
    /// redouble.
    pub(crate) fn rubber_oor_law(&self, irr: &Irregularity) -> &'static str {
        let before = self
            .record_of(irr.id)
            .map_or(&self.calls.auction.calls[..], |r| {
                &self.calls.auction.calls[..r]
            });
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
    pub(super) fn decline_out_of_rotation_rubber(&mut self, irr: Irregularity) {
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
                self.calls.obligations[o.index()].pass_next_turn = Some(l);
            }
            "RB 30B" => {
                self.calls.obligations[o.index()].pass_rest_of_auction = Some(l);
                self.calls.obligations[o.partner().index()].no_double_next_turn = Some(l);
            }
            "RB 31A" | "RB 32A" => {
                self.bar_partner_for_rest(id, l);
                self.add_lead_right(id);
                if governing == "RB 32A" {
                    // He may not double or redouble that bid later.
                    self.calls.obligations[o.index()].never_double =
                        self.calls.auction.last_bid().map(|(b, _)| b);
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
    pub(super) fn follow_up_rubber(
        &mut self,
        irr: Irregularity,
        call: Call,
        rho_call: Option<Call>,
    ) {
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
                    self.calls.obligations[partner].pass_next_turn = Some(l);
                } else {
                    self.calls.obligations[partner].pass_rest_of_auction = Some(l);
                    self.add_lead_right(id);
                }
                l
            }
            _ => {
                // RB 32B2: partner passes at his next turn; lead penalties
                // even if the offender doubles again.
                let l = law("RB 32B2");
                self.calls.obligations[partner].pass_next_turn = Some(l);
                self.add_lead_right(id);
                l
            }
        };
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
    }
}

/// The Director's options (Law 10C1) for Laws 28-32 and RB 29-32.
impl State {
    /// A call out of rotation: the left-hand opponent accepts it (29A,
    /// RB 29A) or not, and what follows by the call and whose turn it was
    /// (30-32, RB 30-32).
    pub(crate) fn out_of_rotation_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if irr.step != Step::Open {
            return Vec::new();
        }
        let lho = Chooser::Player {
            seat: irr.offender.lho(),
        };
        if self.config.rules.players_apply_penalties() {
            let law = self.rubber_oor_law(irr);
            let effect = match law {
                "RB 30A" => Effect::OorPassRhoMustPass,
                "RB 30B" => Effect::RbOorPassOffenderBarred,
                "RB 31A" | "RB 32A" => Effect::RbOorPartnerBarred,
                "RB 31B" => Effect::RbOorBidRho,
                _ => Effect::RbOorDoubleRho,
            };
            return vec![
                opt(lho, OptionKind::Accept, "RB 29A", Effect::OorAccepted),
                opt(lho, OptionKind::Decline, law, effect),
            ];
        }
        let under_31 = self.pass_under_law_31(irr);
        let rho = TurnOf::RightHandOpponent;
        let (law, effect) = match irr.kind {
            K::PassOutOfRotation { turn_of, .. } if under_31 && turn_of == rho => {
                ("31A", Effect::OorPassArtificialRho)
            }
            K::PassOutOfRotation { .. } if under_31 => ("31B", Effect::OorBidPartnerComparable),
            K::PassOutOfRotation { turn_of, .. } if turn_of == rho => {
                ("30A", Effect::OorPassRhoMustPass)
            }
            K::PassOutOfRotation { .. } => ("30B1", Effect::OorPassPartnerComparable),
            K::BidOutOfRotation { turn_of, .. } if turn_of == rho => ("31A", Effect::OorBidRho),
            K::BidOutOfRotation { .. } => ("31B", Effect::OorBidPartnerComparable),
            K::DoubleOutOfRotation { turn_of, .. } if turn_of == rho => {
                ("32A", Effect::OorDoubleRho)
            }
            _ => ("32B", Effect::OorDoublePartnerComparable),
        };
        vec![
            opt(lho, OptionKind::Accept, "29A", Effect::OorAccepted),
            opt(lho, OptionKind::Decline, law, effect),
        ]
    }

    /// Whether the offender's replacement or partner's call is comparable
    /// (30B1(b), 31A2, 31B, 32A2, 32B).
    pub(crate) fn out_of_rotation_comparable_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let under_31 = self.pass_under_law_31(irr);
        let rho = TurnOf::RightHandOpponent;
        let (yes, no) = match irr.kind {
            K::PassOutOfRotation { turn_of, .. } if under_31 && turn_of == rho => {
                ("31A2(a)", "31A2(b)")
            }
            K::PassOutOfRotation { .. } if under_31 => ("31B", "31B"),
            K::PassOutOfRotation { .. } => ("30B1(b)(i)", "30B1(b)(ii)"),
            K::BidOutOfRotation { turn_of, .. } if turn_of == rho => ("31A2(a)", "31A2(b)"),
            K::BidOutOfRotation { .. } => ("31B", "31B"),
            K::DoubleOutOfRotation { turn_of, .. } if turn_of == rho => ("32A2(a)", "32A2(b)"),
            _ => ("32B", "32B"),
        };
        comparable(yes, no, Effect::PartnerPassesNextLeadRestriction)
    }

    /// A call by the player whose turn it was, made before the Director
    /// ruled: did he mean to accept the call out of rotation (29A) or to
    /// call in his own turn (28B)?
    pub(crate) fn accepted_or_own_turn_options(&self) -> Vec<RectOption> {
        vec![
            rule(
                Ruling::CallerIntended { accepted: true },
                "29A",
                Effect::OorAccepted,
            ),
            rule(
                Ruling::CallerIntended { accepted: false },
                self.cite(L28B),
                Effect::OorCancelledOwnTurn,
            ),
        ]
    }
}

impl State {
    /// The Director's finding on a call made in turn before he ruled on a
    /// call out of rotation: it accepted that call (29A), or it was made in
    /// the caller's own turn and the call out of rotation is cancelled
    /// (28B).
    pub(super) fn rule_caller_intended(&mut self, irr: Irregularity, accepted: bool) -> Outcome {
        if accepted {
            self.set_status(irr.id, Status::Condoned { law: law("29A") });
            return Outcome::Settled {
                id: irr.id,
                law: law("29A"),
            };
        }
        if let Some(r) = self.record_of(irr.id) {
            self.cancel_record(r, self.cite(L28B));
            self.unauthorized(r, irr.offender.side());
            // The call made in turn is judged as if the cancelled
            // call had never been made.
            let next = (r + 1..self.calls.auction.calls.len())
                .find(|&i| self.calls.auction.calls[i].is_standing());
            if let Some(n) = next {
                if let Some(j) = self.calls.auction.calls[n].irregularity {
                    self.calls.auction.calls[n].irregularity = None;
                    self.set_status(
                        j.index(),
                        Status::Cancelled {
                            law: self.cite(L28B),
                        },
                    );
                }
                self.calls.auction.calls[n].inadmissible = !self.calls.auction.was_admissible(n);
            }
        }
        self.set_status(
            irr.id,
            Status::Cancelled {
                law: self.cite(L28B),
            },
        );
        Outcome::Settled {
            id: irr.id,
            law: self.cite(L28B),
        }
    }
}
