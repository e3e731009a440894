//! The insufficient bid (Law 27, with the comparable call of Law 23) and
//! its rubber counterpart (RB 27, footnote 9 included).

use super::*;
use crate::explain::{comparable, opt, rule, Chooser, Effect, OptionKind, RectOption};

impl State {
    /// 27B: the offender replaces his insufficient bid.
    pub(super) fn replace_insufficient(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
        barred: bool,
    ) -> Outcome {
        if !barred && self.config.rules.players_apply_penalties() {
            return self.replace_insufficient_rubber(id, seat, call, index);
        }
        if let Some(r) = self.record_of(id) {
            if self.calls.auction.calls[r].is_standing() {
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
        let rec = self.calls.auction.calls.len();
        let outcome = self.place_call(seat, call, index);
        match outcome {
            Outcome::Irregular { id: new_id, .. }
                if matches!(
                    self.rect.irregularities[new_id].kind,
                    K::InsufficientBid { .. }
                ) =>
            {
                // 27B4: another insufficient bid; the left-hand opponent may accept it.
                self.set_step(
                    id,
                    Step::Judge {
                        withdrawn: CallNo(self.record_of(id).unwrap_or(0)),
                        replacement: CallNo(rec),
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
    pub(super) fn rectified_law_after_bar(&self, id: usize) -> LawRef {
        let offender = self.rect.irregularities.get(id).map(|i| i.offender);
        let second_refused = self.rect.irregularities.iter().any(|i| {
            i.id != id
                && Some(i.offender) == offender
                && matches!(i.kind, K::InsufficientBid { .. })
                && i.status == Status::Cancelled { law: law("27B4") }
        });
        law(if second_refused { "27B4" } else { "27B3" })
    }

    /// Asks the Director how the replacement at `rec` of the insufficient bid
    /// `id` qualifies.
    pub(super) fn classify_replacement(&mut self, id: usize, rec: usize) {
        let Some(w) = self.record_of(id) else { return };
        self.set_step(
            id,
            Step::Judge {
                withdrawn: CallNo(w),
                replacement: CallNo(rec),
            },
        );
        let question = match self.calls.auction.calls[rec].call {
            AttemptedCall::Call(Call::Double | Call::Redouble) => Question::Comparable,
            _ => Question::ReplacementClass,
        };
        self.set_status(id, Status::AwaitingFinding { question });
    }

    /// Asks the Director whether the call at `replacement` is comparable to
    /// the withdrawn call at `withdrawn` (Law 23A).
    pub(super) fn judge(&mut self, id: usize, withdrawn: usize, replacement: usize) {
        self.set_step(
            id,
            Step::Judge {
                withdrawn: CallNo(withdrawn),
                replacement: CallNo(replacement),
            },
        );
        self.set_status(
            id,
            Status::AwaitingFinding {
                question: Question::Comparable,
            },
        );
    }

    pub(super) fn rule_replacement(
        &mut self,
        irr: Irregularity,
        class: ReplacementClass,
    ) -> Outcome {
        let id = irr.id;
        if self.config.rules.players_apply_penalties() {
            return self.rule_replacement_rubber(irr, class);
        }
        match class {
            ReplacementClass::LowestSameDenominations | ReplacementClass::Comparable => {
                let l = law(if class == ReplacementClass::Comparable {
                    "27B1(b)"
                } else {
                    "27B1(a)"
                });
                self.flag(self.cite(L27D), Some(id));
                self.set_status(id, Status::Rectified { law: l });
                self.set_step(id, Step::Done);
                Outcome::Settled { id, law: l }
            }
            ReplacementClass::Neither => {
                // 27B2: partner must pass for the rest of the auction; Law 26B.
                self.bar_partner_for_rest(id, law("27B2"));
                self.add_lead_right(id);
                self.flag(self.cite(L72C), Some(id));
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

    pub(super) fn rule_comparable(&mut self, irr: Irregularity, comparable: bool) -> Outcome {
        let id = irr.id;
        if let (K::InsufficientBid { .. }, Step::Judge { replacement, .. }) = (irr.kind, irr.step) {
            if comparable {
                return self.rule_replacement(irr, ReplacementClass::Comparable);
            }
            // 27B3: a double or redouble that is not comparable is cancelled;
            // the offender must bid sufficiently or pass; partner is barred.
            self.cancel_record(replacement.index(), law("27B3"));
            self.unauthorized(replacement.index(), irr.offender.side());
            if let Some(r) = self.record_of(id) {
                self.unauthorized(r, irr.offender.side());
            }
            self.bar_partner_for_rest(id, law("27B3"));
            self.add_lead_right(id);
            self.flag(self.cite(L72C), Some(id));
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
    pub(super) fn resolve_comparable(&mut self, id: usize, comparable: bool) -> Outcome {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
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
                self.rect
                    .info
                    .retain(|i| i.source != InfoSource::Call { record: withdrawn });
            }
            self.flag(self.cite(L23C), Some(id));
            law(yes)
        } else {
            if bars_partner && self.phase == Phase::Auction {
                self.calls.obligations[o.partner().index()].pass_next_turn = Some(law(no));
                self.flag(self.cite(L72C), Some(id));
            }
            self.add_lead_right(id);
            law(no)
        };
        self.set_status(id, Status::Rectified { law: l });
        self.set_step(id, Step::Done);
        Outcome::Settled { id, law: l }
    }

    /// The standing premature substitute (27C) that followed insufficient bid `id`.
    pub(super) fn premature_after(&self, id: usize) -> Option<usize> {
        let r = self.record_of(id)?;
        let next = (r + 1..self.calls.auction.calls.len())
            .find(|&i| self.calls.auction.calls[i].is_standing())?;
        let irr = self.calls.auction.calls[next].irregularity?;
        matches!(self.irregularity(irr)?.kind, K::PrematureReplacement { .. }).then_some(next)
    }

    /// Whether insufficient bid `id` replaced an earlier insufficient bid of
    /// the same player (27B4).
    pub(super) fn is_second_insufficient(&self, id: usize) -> bool {
        self.first_insufficient_for(id).is_some()
    }

    /// For a 27B4 insufficient replacement `id`: the insufficient bid it replaced.
    pub(super) fn first_insufficient_for(&self, id: usize) -> Option<usize> {
        let rec = self.record_of(id)?;
        self.rect
            .irregularities
            .iter()
            .find(|i| {
                i.id != id
                    && matches!(i.step, Step::Judge { replacement, .. } if replacement == CallNo(rec))
                    && matches!(i.kind, K::InsufficientBid { .. })
            })
            .map(|i| i.id)
    }

    /// The last standing bid before the offender's cancelled insufficient bid.
    pub(super) fn auction_without_last_ib(&self) -> Option<tenace_core::Bid> {
        self.calls.auction.last_bid().map(|(b, _)| b)
    }

    /// RB 27: the offender corrects his insufficient bid. A pass is RB 27C
    /// at once; a double or redouble is cancelled and he passes (RB 27D); a
    /// sufficient bid is classed by the players, or the Arbiter (RB 27A,
    /// 27B or 27C: `Ruling::Replacement`).
    pub(super) fn replace_insufficient_rubber(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        if let Some(r) = self.record_of(id) {
            if self.calls.auction.calls[r].is_standing() {
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
                let rec = self.calls.auction.calls.len();
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

    /// The players' (or the Arbiter's) class for a sufficient bid that
    /// corrected an insufficient bid at a rubber table.
    pub(super) fn rule_replacement_rubber(
        &mut self,
        irr: Irregularity,
        class: ReplacementClass,
    ) -> Outcome {
        let id = irr.id;
        let correction = match irr.step {
            Step::Judge { replacement, .. } => self
                .calls
                .auction
                .calls
                .get(replacement.index())
                .map(|c| c.call),
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
                            self.calls.auction.calls.get(replacement.index()).map(|c| c.call),
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

    /// RB 27 footnote 9: a correction of insufficient bid `irr`'s bid tried
    /// before the penalty was stated is cancelled at once (its information
    /// is unauthorized for the offender's side, RB 16B1); the offender
    /// chooses his final call once the penalty is known.
    pub(super) fn cancel_premature_rubber(&mut self, irr: Irregularity) {
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
    pub(super) fn rubber_fn9_lead(&mut self, id: usize, final_call: AttemptedCall) {
        let Some(r) = self.record_of(id) else { return };
        let tried = self.calls.auction.calls[r + 1..]
            .iter()
            .find(|c| {
                c.irregularity
                    .and_then(|i| self.irregularity(i))
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
}

/// The Director's options (Law 10C1) for Law 27 and RB 27.
impl State {
    /// An insufficient bid once the Director is called: the left-hand
    /// opponent accepts it or not (27A1, 27B; RB 27), then what the
    /// offender's replacement leads to (27B1-27B4; RB 27A-27D).
    pub(crate) fn insufficient_bid_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let o = irr.offender;
        let lho = Chooser::Player { seat: o.lho() };
        let off = Chooser::Player { seat: o };
        if self.config.rules.players_apply_penalties() {
            let call = OptionKind::Call {
                sufficient_or_pass: true,
            };
            match irr.step {
                Step::Open => {
                    return vec![
                        opt(lho, OptionKind::Accept, "RB 27", Effect::IbAccepted),
                        opt(lho, OptionKind::Decline, "RB 27", Effect::IbMustBeReplaced),
                    ]
                }
                Step::AwaitReplacement { barred: false } => {
                    return vec![
                        opt(
                            off,
                            call,
                            "RB 27A",
                            Effect::IbReplacedLowestSameDenomination,
                        ),
                        opt(off, call, "RB 27B", Effect::IbReplacedComparable),
                        opt(off, call, "RB 27C", Effect::IbReplacedOtherPartnerBarred),
                        opt(off, call, "RB 27D", Effect::RbIbDoubleCancelledMustPass),
                    ]
                }
                _ => {}
            }
        }
        let any_call = OptionKind::Call {
            sufficient_or_pass: false,
        };
        match irr.step {
            Step::Open => vec![
                opt(lho, OptionKind::Accept, "27A1", Effect::IbAccepted),
                opt(lho, OptionKind::Decline, "27B", Effect::IbMustBeReplaced),
            ],
            Step::AwaitReplacement { barred: false } => vec![
                opt(
                    off,
                    any_call,
                    "27B1(a)",
                    Effect::IbReplacedLowestSameDenomination,
                ),
                opt(off, any_call, "27B1(b)", Effect::IbReplacedComparable),
                opt(off, any_call, "27B2", Effect::IbReplacedOtherPartnerBarred),
                opt(off, any_call, "27B3", Effect::IbReplacedDoubleNotComparable),
                opt(off, any_call, "27B4", Effect::IbReplacedInsufficientAgain),
            ],
            Step::AwaitReplacement { barred: true } => vec![opt(
                off,
                OptionKind::Call {
                    sufficient_or_pass: true,
                },
                "27B3",
                Effect::IbReplaceSufficientOrPass,
            )],
            _ => Vec::new(),
        }
    }

    /// The Director classes the replacement of an insufficient bid (27B1,
    /// 27B2; RB 27A-27C); the lowest sufficient bid in the same strain is
    /// marked as the engine's suggestion.
    pub(crate) fn replacement_class_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let (laws, kept) = if self.config.rules.players_apply_penalties() {
            (
                ["RB 27A", "RB 27B", "RB 27C"],
                Effect::RbNoPenaltyWithdrawnCallUnauthorized,
            )
        } else {
            (
                ["27B1(a)", "27B1(b)", "27B2"],
                Effect::NoFurtherRectification,
            )
        };
        let class = |class| Ruling::Replacement { class };
        let mut lowest = rule(
            class(ReplacementClass::LowestSameDenominations),
            laws[0],
            kept,
        );
        lowest.suggested = self.replacement_is_lowest_same_strain(irr);
        vec![
            lowest,
            rule(class(ReplacementClass::Comparable), laws[1], kept),
            rule(
                class(ReplacementClass::Neither),
                laws[2],
                Effect::PartnerPassesRestLeadRestriction,
            ),
        ]
    }

    /// A double or redouble replacing an insufficient bid: comparable
    /// (27B1(b)) or not (27B3).
    pub(crate) fn insufficient_bid_comparable_options(&self) -> Vec<RectOption> {
        comparable("27B1(b)", "27B3", Effect::DoubleCancelledPartnerBarred)
    }

    /// Whether the replacement under judgement is the lowest sufficient bid
    /// in the insufficient bid's strain: the usual case of 27B1(a) when both
    /// calls are natural.
    fn replacement_is_lowest_same_strain(&self, irr: &Irregularity) -> bool {
        let (K::InsufficientBid { bid, last_bid }, Step::Judge { replacement, .. }) =
            (irr.kind, irr.step)
        else {
            return false;
        };
        let lowest: Option<tenace_core::Bid> = last_bid.lowest_sufficient_in(bid.strain());
        matches!(self.calls.auction.calls.get(replacement.index()).map(|c| c.call), Some(AttemptedCall::Call(Call::Bid(r))) if Some(r) == lowest)
    }
}
