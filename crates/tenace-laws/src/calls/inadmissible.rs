//! The rectifications with no choice in them: cards exposed during the
//! auction (Law 24) and inadmissible calls (Laws 35-39), with RB 24 and
//! RB 35-39.

use super::*;
use crate::explain::{opt, rule, Chooser, Effect, OptionKind, RectOption};

impl State {
    /// The rectifications with no choice in them: Laws 24, 36B, 37B, 38, 39.
    /// `lho_called` is whether the offender's left-hand opponent called
    /// after the irregularity and before rectification.
    pub(super) fn apply_mandatory(&mut self, id: usize, lho_called: bool) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        if self.config.rules.players_apply_penalties() {
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
                if self.calls.auction.calls.is_empty() {
                    // Before the first call it is not Law 24 but extraneous
                    // information for the Director (16D1, Commentary on 24):
                    // it is the side's that saw the card, which the Director
                    // finds (`Ruling::CardSeenBy`), then he chooses under 16D.
                    self.play.exposed.retain(|e| e.card != card);
                    self.set_status(
                        id,
                        Status::AwaitingFinding {
                            question: Question::WhoSawCard,
                        },
                    );
                    return;
                }
                self.auction_card_info(o, card, law("24"));
                let several = self.exposed_count_during_auction(o) >= 2;
                let serious = led || card.rank().is_honour() || several;
                if serious && self.phase == Phase::Auction {
                    let l = if several { law("24C") } else { law("24B") };
                    self.calls.obligations[o.partner().index()].pass_next_turn = Some(l);
                    self.flag(self.cite(L72C), Some(id));
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
                self.calls.obligations[o.partner().index()].pass_rest_of_auction =
                    Some(law(if in_rotation { "36B2" } else { "36B4" }));
                self.flag(self.cite(L72C), Some(id));
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
                    let event = self.calls.auction.calls[r].event;
                    self.insert_substituted_pass(r, o, event, law("37B2"));
                }
                self.bar_side_for_rest(o, law("37B2"));
                self.add_lead_right(id);
                self.flag(self.cite(L72C), Some(id));
                self.set_status(id, Status::Rectified { law: law("37B") });
            }
            K::BidAboveSeven { .. } => {
                if let Some(r) = rec {
                    let event = self.calls.auction.calls[r].event;
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
                    self.flag(self.cite(L72C), Some(id));
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
                let declaring = self
                    .play
                    .contract
                    .is_some_and(|c| c.declarer.side() == o.side());
                let defender_action =
                    !declaring && !matches!(call, AttemptedCall::Call(Call::Pass));
                if defender_action && !lho_called && self.play.contract.is_some() {
                    self.add_lead_right(id);
                    self.set_status(id, Status::Rectified { law: law("39C") });
                } else {
                    self.set_status(id, Status::Rectified { law: law("39B") });
                }
            }
            _ => {}
        }
    }

    /// 36B2: the offender substitutes a call for his cancelled double.
    pub(super) fn substitute_call(
        &mut self,
        id: usize,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Outcome {
        let rec = self.calls.auction.calls.len();
        let outcome = self.place_call(seat, call, index);
        if self.config.rules.players_apply_penalties() {
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

    /// A card shown during the auction: what it shows is unauthorized for
    /// the offender's partner (Law 24, RB 16B2), a point for after play.
    pub(super) fn auction_card_info(&mut self, o: Seat, card: Card, l: LawRef) {
        self.rect.info.push(InfoRecord {
            source: InfoSource::Card { seat: o, card },
            unauthorized_for: o.side(),
            law: l,
        });
        self.flag(self.cite(L16C_REVIEW), None);
    }

    /// Inserts a pass substituted for the cancelled call at `record`, just
    /// after it, so that rotation continues from the offender.
    pub(super) fn insert_substituted_pass(
        &mut self,
        record: usize,
        seat: Seat,
        event: usize,
        l: LawRef,
    ) {
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
        self.calls.auction.calls.insert(record + 1, rec);
    }

    /// The penalties with no choice in them at a rubber table: RB 24, 36,
    /// 37, 38 and 39, or RB 35C and 35D when the offender's left-hand
    /// opponent has called first (`lho_called`).
    pub(super) fn apply_mandatory_rubber(&mut self, irr: Irregularity, lho_called: bool) {
        let id = irr.id;
        let o = irr.offender;
        let rec = self.record_of(id);
        let withdrawn = rec.map(|r| self.calls.auction.calls[r].call);
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
                    self.calls.obligations[o.partner().index()].pass_next_turn = Some(l);
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
                    let event = self.calls.auction.calls[r].event;
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
                    let event = self.calls.auction.calls[r].event;
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
                let declaring = self
                    .play
                    .contract
                    .is_some_and(|c| c.declarer.side() == o.side());
                let l = law(if lho_called {
                    "RB 35D"
                } else if self.play.contract.is_none() {
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

impl State {
    /// Law 16D1: the Director finds that `seat` saw `card`, exposed before
    /// the first call. The information is unauthorized for `seat`'s side;
    /// the Director then chooses under 16D ([`State::rule_play_normally`],
    /// or a redeal, or an artificial adjusted score).
    pub(super) fn rule_card_seen_by(
        &mut self,
        irr: Irregularity,
        seat: Seat,
        card: Card,
    ) -> Result<Outcome, ActionError> {
        let owner = irr.offender;
        let exposed = matches!(irr.kind, K::CardExposedDuringAuction { card: c, .. } if c == card);
        if !exposed {
            return Err(ActionError::NotTheCardSeen { card });
        }
        if seat == owner {
            return Err(ActionError::OwnCardSeen { seat });
        }
        // From here on nothing can fail.
        self.rect.info.push(InfoRecord {
            source: InfoSource::Card { seat: owner, card },
            unauthorized_for: seat.side(),
            law: law("16D1"),
        });
        self.set_status(irr.id, Status::AwaitingDirector);
        self.set_step(irr.id, Step::Open);
        Ok(Outcome::Settled {
            id: irr.id,
            law: law("16D1"),
        })
    }

    /// The Law 16D irregularity the Director is choosing on, if any.
    pub(crate) fn open_16d(&self) -> Option<Irregularity> {
        self.rect
            .irregularities
            .iter()
            .find(|i| {
                matches!(i.kind, K::CardExposedDuringAuction { .. })
                    && i.status == Status::AwaitingDirector
                    && self.rect.info.iter().any(|r| {
                        r.law == law("16D1")
                            && matches!(r.source, InfoSource::Card { card, .. }
                                if Some(card) == i.kind.card())
                    })
            })
            .copied()
    }

    /// Law 16D: the board is played normally (the information would not
    /// interfere), or play is completed with the Director ready to adjust
    /// (16D2(c); after the first call, 16D3).
    pub(super) fn rule_play_normally(
        &mut self,
        adjust_later: bool,
    ) -> Result<Outcome, ActionError> {
        let irr = self.open_16d().ok_or(ActionError::NoQuestionPending)?;
        let l = if !adjust_later {
            law("16D1")
        } else if self.calls.auction.calls.is_empty() {
            law("16D2(c)")
        } else {
            law("16D3")
        };
        if adjust_later {
            self.flag(l, Some(irr.id));
        }
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// A redeal (16D2(b)) or an artificial adjusted score (16D2(d)) settles
    /// the Law 16D choice under way, if any.
    pub(crate) fn settle_16d(&mut self, l: LawRef) {
        if let Some(irr) = self.open_16d() {
            self.set_status(irr.id, Status::Rectified { law: l });
            self.set_step(irr.id, Step::Done);
        }
    }
}

/// The Director's options (Law 10C1) for Law 24 with Law 16D, and Laws
/// 35-39 (RB 36).
impl State {
    /// An inadmissible double or redouble: the offender substitutes a
    /// legal call (36B2, RB 36).
    pub(crate) fn inadmissible_double_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if irr.step != Step::AwaitSubstitute {
            return Vec::new();
        }
        let (law, effect) = if self.config.rules.players_apply_penalties() {
            ("RB 36", Effect::RbSubstituteLegalCall)
        } else {
            ("36B2", Effect::SubstituteLegalCall)
        };
        vec![opt(
            Chooser::Player { seat: irr.offender },
            OptionKind::Call {
                sufficient_or_pass: false,
            },
            law,
            effect,
        )]
    }

    /// Law 16D1: who saw the card (any player but its owner).
    pub(crate) fn who_saw_card_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let Some(card) = irr.kind.card() else {
            return Vec::new();
        };
        let owner = irr.offender;
        [owner.lho(), owner.partner(), owner.rho()]
            .into_iter()
            .map(|seat| {
                rule(
                    Ruling::CardSeenBy { seat, card },
                    "16D1",
                    Effect::ExtraneousInfoOfTheSideThatSaw,
                )
            })
            .collect()
    }

    /// Law 16D, once the Director knows who saw the card: the board played
    /// normally; if the information would interfere with normal play,
    /// before any call a redeal where the form of contest allows it
    /// (16D2(b)), completion of the play ready to adjust (16D2(c); 16D3
    /// after the first call), or an artificial adjusted score (16D2(d); here
    /// with no side at fault). Moving players (16D2(a)) is event
    /// administration, outside the table.
    pub(crate) fn options_16d(&self) -> Vec<RectOption> {
        use crate::event::AverageScore::AveragePlus;
        let before_any_call = self.calls.auction.calls.is_empty();
        let mut v = vec![rule(
            Ruling::PlayNormally {
                adjust_later: false,
            },
            "16D1",
            Effect::BoardPlayedNormally,
        )];
        if before_any_call {
            v.push(rule(Ruling::Redeal, "16D2(b)", Effect::BoardRedealt));
        }
        v.push(rule(
            Ruling::PlayNormally { adjust_later: true },
            if before_any_call { "16D2(c)" } else { "16D3" },
            Effect::PlayOnReadyToAdjust,
        ));
        v.push(rule(
            Ruling::ArtificialScore {
                ns: AveragePlus,
                ew: AveragePlus,
            },
            "16D2(d)",
            Effect::BoardEndsArtificialScore,
        ));
        v
    }
}
