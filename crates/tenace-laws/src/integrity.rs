//! Board integrity (Laws 13-15) and the artificial adjusted score that
//! ends a board when no result can be obtained (Law 12C2(a)).
//!
//! The engine's deal is always the correct one (four hands of thirteen):
//! a hand found with a wrong number of cards, or a missing card, is the
//! Director restoring that deal. What the engine does is the mechanical
//! part of his procedure: which calls stand or are cancelled, whose turn it
//! is, the information records, the review flags, and when the board ends
//! with an artificial score.

use tenace_core::{AttemptedCall, Card, Seat};

use crate::auction::CallOrigin;
use crate::event::{ArtificialScore, FoundPlace, Ruling};
use crate::explain::{rule, Effect, RectOption};

use crate::irregularity::{Irregularity, IrregularityKind as K, Question, Status, Step};
use crate::law::LawRef;
use crate::table::{ActionError, InfoRecord, InfoSource, Outcome, Phase, State};

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

impl State {
    /// Whether the Director must award an artificial score before the board
    /// can have a result.
    pub(crate) fn awaits_artificial_score(&self) -> bool {
        self.rect.irregularities.iter().any(|i| {
            i.status
                == Status::AwaitingFinding {
                    question: Question::ArtificialScore,
                }
        })
    }

    /// Whether `seat` has made a call himself in this auction.
    fn has_called(&self, seat: Seat) -> bool {
        self.calls
            .auction
            .calls
            .iter()
            .any(|c| c.seat == seat && c.origin == CallOrigin::Player)
    }

    fn integrity_check(&self) -> Result<(), ActionError> {
        if self.rect.artificial_score.is_some() || self.rect.redeal {
            return Err(ActionError::BoardOver);
        }
        Ok(())
    }

    /// Law 13: `over` held more than 13 cards and `under` fewer.
    pub(crate) fn on_incorrect_card_count(
        &mut self,
        over: Seat,
        under: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        if over == under {
            return Err(ActionError::SameSeat { seat: over });
        }
        let kind = K::IncorrectNumberOfCards { under };
        let outcome = if self.phase == Phase::Complete {
            // 13D: found after the play: the result is cancelled and the
            // Director awards an adjusted score.
            self.record_with(
                kind,
                over,
                index,
                Status::AwaitingFinding {
                    question: Question::ArtificialScore,
                },
            )
        } else if self.has_called(over) || self.has_called(under) {
            // 13B: a player with a wrong hand has called: can the deal be
            // corrected and played?
            self.record_with(
                kind,
                over,
                index,
                Status::AwaitingFinding {
                    question: Question::DealCorrectable,
                },
            )
        } else {
            // 13A1: nobody with a wrong hand has called: the hands are
            // corrected and the board is played normally.
            self.record_with(kind, over, index, Status::Rectified { law: law("13A1") })
        };
        Ok(outcome)
    }

    /// Law 14: `seat`'s hand lacked a card.
    pub(crate) fn on_missing_card(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        let before_lead = matches!(self.phase, Phase::Auction | Phase::Clarification);
        // 14A3 / 14B4: the restored hand is deemed to have held all its cards
        // throughout; the calls stand. 14C: that a card was replaced is
        // unauthorized for his partner.
        let status = if before_lead {
            Status::Rectified { law: law("14A") }
        } else {
            // 14B: after the opening lead, a restored card may become a penalty
            // card or show a revoke: for the Director.
            Status::ReviewAtEndOfPlay
        };
        let outcome = self.record_with(K::MissingCard, seat, index, status);
        let info = InfoRecord {
            source: InfoSource::CardReplaced { seat },
            unauthorized_for: seat.side(),
            law: law("14C"),
        };
        if !self.rect.info.contains(&info) {
            self.rect.info.push(info);
        }
        if !before_lead {
            if let Outcome::Irregular { id, .. } = outcome {
                self.flag(law("14B"), Some(id));
            }
        }
        Ok(outcome)
    }

    /// Law 15A: `seat` called holding cards from a wrong board. His first
    /// call and every later one are cancelled (15A1); if his partner has
    /// called since, no result can be obtained (15A2(a)); otherwise he calls
    /// again with his own hand (15A2(b)). 16C applies to the cancelled calls
    /// (15A2(c)), all unauthorized for his side.
    pub(crate) fn on_wrong_board(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        match self.phase {
            Phase::Auction | Phase::Clarification | Phase::PassedOut => {}
            Phase::Play | Phase::Claim => return Err(ActionError::AuctionPeriodOver),
            Phase::Complete => return Err(ActionError::BoardOver),
        }
        let first = self
            .calls
            .auction
            .calls
            .iter()
            .position(|c| c.is_standing() && c.seat == seat && c.origin == CallOrigin::Player)
            .ok_or(ActionError::NoCallMade { seat })?;
        // From here on nothing can fail.
        let partner_called = self.calls.auction.calls[first + 1..]
            .iter()
            .any(|c| c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player);
        if self.phase != Phase::Auction {
            self.reopen_auction();
            self.play.face_down_lead = None;
        }
        self.cancel_from(first, law("15A1"), seat.side());
        let status = if partner_called {
            Status::AwaitingFinding {
                question: Question::ArtificialScore,
            }
        } else {
            Status::Rectified {
                law: law("15A2(b)"),
            }
        };
        let outcome = self.record_with(K::CardsFromWrongBoard, seat, index, status);
        if !partner_called {
            self.check_auction_end();
        }
        Ok(outcome)
    }

    /// Law 13B: the Director's finding whether the deal can be corrected.
    pub(crate) fn rule_deal_correctable(
        &mut self,
        irr: Irregularity,
        correctable: bool,
    ) -> Outcome {
        let id = irr.id;
        if correctable {
            // 13B1: played with no change of call; the Director may adjust
            // at the end of play.
            self.flag(law("13B1"), Some(id));
            self.set_status(id, Status::Rectified { law: law("13B1") });
            self.set_step(id, Step::Done);
            Outcome::Settled {
                id,
                law: law("13B1"),
            }
        } else {
            // 13B2: the board cannot be played: an adjusted score.
            self.set_status(
                id,
                Status::AwaitingFinding {
                    question: Question::ArtificialScore,
                },
            );
            Outcome::Settled {
                id,
                law: law("13B2"),
            }
        }
    }

    /// Law 12C2(a): the Director awards artificial adjusted scores; the
    /// board ends. It answers a pending question (13B2, 13D, 15A2(a)) or is
    /// given on his own initiative (e.g. 15B3, 12A2).
    pub(crate) fn award_artificial_score(
        &mut self,
        score: ArtificialScore,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        let asked = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                i.status
                    == Status::AwaitingFinding {
                        question: Question::ArtificialScore,
                    }
            })
            .map(|i| i.id);
        self.rect.artificial_score = Some(score);
        self.phase = Phase::Complete;
        Ok(match asked {
            Some(id) => {
                self.set_status(id, Status::Rectified { law: law("12C2") });
                self.set_step(id, Step::Done);
                Outcome::Settled {
                    id,
                    law: law("12C2"),
                }
            }
            None => Outcome::Chose { law: law("12C2") },
        })
    }

    /// Law 13A2: a card of another hand was seen before the hands were put
    /// right under 13A1. Play goes on; a review flag keeps an adjustment
    /// open.
    pub(crate) fn rule_card_seen(&mut self) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        let id = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                matches!(i.kind, K::IncorrectNumberOfCards { .. })
                    && i.status == Status::Rectified { law: law("13A1") }
            })
            .map(|i| i.id)
            .ok_or(ActionError::NoQuestionPending)?;
        self.set_status(id, Status::Rectified { law: law("13A2") });
        self.flag(law("13A2"), Some(id));
        Ok(Outcome::Settled {
            id,
            law: law("13A2"),
        })
    }

    /// Law 13C: a card that does not belong to the deal was found with
    /// `seat`'s hand. It is removed (the engine's deal never held it); the
    /// Director may adjust only if it had been played to a trick.
    pub(crate) fn rule_surplus_card(
        &mut self,
        seat: Seat,
        played: bool,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        if played
            && !self
                .play
                .tricks
                .iter()
                .any(|t| t.cards().any(|p| p.seat == seat))
        {
            return Err(ActionError::NothingPlayed { seat });
        }
        if played {
            self.flag(law("13C"), None);
        }
        Ok(Outcome::Chose { law: law("13C") })
    }

    /// Law 14B: where the card missing from a hand found short after the
    /// opening lead turned up. Among the played cards, Law 67 deals with the
    /// defective trick (14B1); found elsewhere (14B2) or rebuilt from another
    /// pack (14B3, the engine's deal standing in for it), the card is in the
    /// hand and has always belonged there (14B4): if its holder failed to
    /// follow to its suit earlier, those plays are revokes for the Director.
    pub(crate) fn rule_missing_card_found(
        &mut self,
        card: Card,
        place: FoundPlace,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        let holder = self.board.deal.holder(card);
        let pending: Vec<Irregularity> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| i.kind == K::MissingCard && i.status == Status::ReviewAtEndOfPlay)
            .copied()
            .collect();
        let irr = match pending.iter().find(|i| i.offender == holder) {
            Some(i) => *i,
            None => {
                return Err(match pending.first() {
                    Some(i) => ActionError::CardNotHeld {
                        seat: i.offender,
                        card,
                        holder,
                    },
                    None => ActionError::NoQuestionPending,
                });
            }
        };
        let restored = place != FoundPlace::AmongPlayed;
        if restored && !self.play.hands[holder.index()].contains(card) {
            let trick = self
                .play
                .tricks
                .iter()
                .position(|t| t.cards().any(|p| p.card == card))
                .map_or(0, |t| t + 1);
            return Err(ActionError::AlreadyPlayed { card, trick });
        }
        // From here on nothing can fail.
        let l = law(match place {
            FoundPlace::AmongPlayed => "14B1",
            FoundPlace::Elsewhere => "14B2",
            FoundPlace::NotFound => "14B3",
        });
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        self.flag(l, Some(irr.id));
        if restored {
            let failed_to_follow = self.play.tricks.iter().any(|t| {
                t.suit_led() == Some(card.suit())
                    && t.cards()
                        .any(|p| p.seat == holder && p.card.suit() != card.suit())
            });
            if failed_to_follow {
                self.flag(law("14B4"), Some(irr.id));
            }
        }
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Law 15A2(b): the offender whose calls were cancelled under 15A1 calls
    /// again on this board after looking at his right hand, and the auction
    /// goes on normally, whatever his call. Law 15A3 concerns the board the
    /// cards came from: when he plays it later, the Director compares his
    /// call there with the cancelled one (play on if the same, an adjusted
    /// score if it differs). The engine leaves that as a 15A3 point for the
    /// Director, with the cancelled call on record (16C).
    pub(crate) fn check_repeated_call(&mut self, seat: Seat, _call: AttemptedCall) {
        let Some(id) = self
            .rect
            .irregularities
            .iter()
            .find(|i| {
                i.kind == K::CardsFromWrongBoard
                    && i.offender == seat
                    && i.step == Step::Open
                    && i.status
                        == Status::Rectified {
                            law: law("15A2(b)"),
                        }
            })
            .map(|i| i.id)
        else {
            return;
        };
        self.set_step(id, Step::Done);
        self.flag(law("15A3"), Some(id));
    }

    /// Law 15B: the board at the table is found, after the auction started,
    /// not to be the one meant for this round. If a player here had played
    /// it before, the board is cancelled for both sides and waits for the
    /// Director's artificial scores (15B1, 15B3); otherwise it is finished
    /// and its score stands, with a 15B3 flag for the contestants who may be
    /// denied a result on the right board (15B2).
    pub(crate) fn rule_wrong_board_found(
        &mut self,
        played_before: bool,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        let dealer = self.board.dealer;
        if !self
            .calls
            .auction
            .calls
            .iter()
            .any(|c| c.origin == CallOrigin::Player)
        {
            return Err(ActionError::AuctionNotStarted);
        }
        let (status, l) = if played_before {
            (
                Status::AwaitingFinding {
                    question: Question::ArtificialScore,
                },
                law("15B1"),
            )
        } else {
            (Status::Rectified { law: law("15B2") }, law("15B2"))
        };
        let outcome = self.record_with(K::WrongBoardInPlay, dealer, index, status);
        if let Outcome::Irregular { id, .. } = outcome {
            if !played_before {
                self.set_step(id, Step::Done);
                self.flag(law("15B3"), Some(id));
            }
            return Ok(Outcome::Settled { id, law: l });
        }
        Ok(outcome)
    }

    /// Law 16D2(b): extraneous information before any call: the Director has
    /// the board redealt. The engine's deal is fixed, so this table ends
    /// with no result; the redealt board is a new table.
    pub(crate) fn rule_redeal(&mut self) -> Result<Outcome, ActionError> {
        self.integrity_check()?;
        if self.phase != Phase::Auction
            || self
                .calls
                .auction
                .calls
                .iter()
                .any(|c| c.origin == CallOrigin::Player)
        {
            return Err(ActionError::AuctionStarted);
        }
        self.rect.redeal = true;
        self.phase = Phase::Complete;
        self.flag(law("16D2(b)"), None);
        Ok(Outcome::Chose {
            law: law("16D2(b)"),
        })
    }
}

/// The Director's options (Law 10C1) for Laws 12C2(a) and 13.
impl State {
    /// Law 13B: whether the deal can be corrected and played with the calls
    /// standing (13B1), or not, with an adjusted score (13B2).
    pub(crate) fn deal_correctable_options(&self) -> Vec<RectOption> {
        vec![
            rule(
                Ruling::DealCorrectable { correctable: true },
                "13B1",
                Effect::DealCorrectedCallsStand,
            ),
            rule(
                Ruling::DealCorrectable { correctable: false },
                "13B2",
                Effect::NoResultAdjustedScore,
            ),
        ]
    }

    /// Law 12C2(a): by share of the blame. The usual awards: the
    /// offender's side directly at fault, both partly, both directly.
    pub(crate) fn artificial_score_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        use crate::event::AverageScore::{Average, AverageMinus, AveragePlus};
        let at_fault = if irr.offender.side() == tenace_core::Side::NorthSouth {
            (AverageMinus, AveragePlus)
        } else {
            (AveragePlus, AverageMinus)
        };
        [at_fault, (Average, Average), (AverageMinus, AverageMinus)]
            .into_iter()
            .map(|(ns, ew)| {
                rule(
                    Ruling::ArtificialScore { ns, ew },
                    "12C2",
                    Effect::BoardEndsArtificialScore,
                )
            })
            .collect()
    }
}
