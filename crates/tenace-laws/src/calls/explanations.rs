//! Alerts, explanations and withdrawn calls (Laws 20, 21, 40B).

use super::*;

use crate::law::Clause;
crate::law::clauses! {
    L21B3 = Clause::new("21B3").rb("RB 21").cl("CL 21");
}

impl State {
    /// Law 25A6: the left-hand opponent withdraws the call he made over the
    /// replaced unintended call, or lets it stand. A withdrawn call is
    /// unauthorized information for the other side.
    pub(crate) fn on_withdraw_call(
        &mut self,
        seat: Seat,
        withdraw: bool,
    ) -> Result<Outcome, ActionError> {
        let (irr, record) = self
            .rect
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
                entitled: Who::OffendersLho,
            });
        }
        if withdraw {
            self.cancel_record(record.index(), law("25A6"));
            self.unauthorized(record.index(), irr.offender.side());
        }
        let l = law(if withdraw { "25A6" } else { "25A" });
        self.set_status(irr.id, Status::Rectified { law: l });
        self.set_step(irr.id, Step::Done);
        self.check_auction_end();
        Ok(Outcome::Settled { id: irr.id, law: l })
    }

    /// Law 20F: `seat` explains a call of his partner's (his last one when
    /// `record` is `None`), or corrects an explanation. The text is kept
    /// with the call, with the law it was given under:
    /// - a first explanation by the caller's partner: 20F1;
    /// - a later one by the same player: his own correction, 20F4 up to
    ///   the end of the clarification period, 75B2 afterwards;
    /// - one by the caller himself, once his partner has explained: 20F5,
    ///   only after the final pass when his side declares, only at the end
    ///   of play when it defends (20F5(a) forbids it during the auction).
    pub(crate) fn on_explain_call(
        &mut self,
        seat: Seat,
        record: Option<usize>,
        text: &str,
    ) -> Result<Outcome, ActionError> {
        let record = match record {
            None => self
                .calls
                .auction
                .calls
                .iter()
                .rposition(|c| {
                    c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player
                })
                .ok_or(ActionError::NothingToExplain { seat })?,
            Some(r) => {
                let c = self
                    .calls
                    .auction
                    .calls
                    .get(r)
                    .filter(|c| c.is_standing() && c.origin == CallOrigin::Player)
                    .ok_or(ActionError::NothingToExplain { seat })?;
                if c.seat.side() != seat.side() {
                    return Err(ActionError::NotToExplain { seat });
                }
                r
            }
        };
        let caller = self.calls.auction.calls[record].seat;
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut);
        let law = if caller == seat {
            // 20F5: the caller corrects his partner's explanation.
            let explained = self
                .calls
                .call_explanations
                .iter()
                .any(|e| e.record == CallNo(record) && e.by == seat.partner());
            if !explained {
                return Err(ActionError::NotToExplain { seat });
            }
            let declaring = self.play.contract.map(|c| c.declarer.side()) == Some(seat.side());
            let now = match self.phase {
                Phase::Auction => false,
                Phase::Complete | Phase::PassedOut => true,
                _ => declaring,
            };
            if !now {
                return Err(ActionError::NotTimeToCorrect { seat });
            }
            "20F5"
        } else {
            let again = self
                .calls
                .call_explanations
                .iter()
                .any(|e| e.record == CallNo(record) && e.by == seat);
            match (again, self.phase) {
                (false, _) if over => return Err(ActionError::BoardOver),
                (false, _) => "20F1",
                (true, Phase::Auction | Phase::Clarification) => "20F4",
                (true, _) => "75B2",
            }
        };
        self.calls
            .call_explanations
            .push(crate::table::CallExplanation {
                record: CallNo(record),
                by: seat,
                text: text.to_string(),
                law: LawRef::new(law),
            });
        Ok(Outcome::Lawful)
    }

    /// Records an alert of partner's last call.
    pub(crate) fn on_alert(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let r = self
            .calls
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
        self.calls.auction.calls[r].alerted = true;
        Ok(Outcome::Lawful)
    }
}

impl State {
    /// The Director finds that `explainer`'s side misinformed the
    /// opponents (Law 21B; RB 21).
    pub(super) fn rule_misinformation(&mut self, explainer: Seat) {
        let rubber = self.config.rules.players_apply_penalties();
        if !matches!(self.phase, Phase::Auction | Phase::Clarification) {
            // Found after the opening lead was faced (or after the
            // board): too late to change a call (21B1(a) ends with
            // the auction period), so the Director judges at the
            // end of play whether the offenders gained (21B3; RB 21
            // at a rubber table). The opening leader's own
            // withdrawal, while it stands face down, is Law 47E2.
            self.calls.change_rights.clear();
            self.flag(self.cite(L21B3), None);
            return;
        }
        // 21B1(a): each opponent of the explaining side whose partner
        // has not called since his last call may change that call.
        // RB 21: only until the auction is closed.
        let too_late = rubber && self.phase != Phase::Auction;
        self.calls.change_rights = [explainer.lho(), explainer.rho()]
            .into_iter()
            .filter(|&s| {
                if too_late {
                    return false;
                }
                let last = self.calls.auction.calls.iter().rposition(|c| {
                    c.is_standing() && c.seat == s && c.origin == CallOrigin::Player
                });
                last.is_some_and(|i| {
                    !self.calls.auction.calls[i + 1..]
                        .iter()
                        .any(|c| c.is_standing() && c.seat == s.partner())
                })
            })
            .collect();
        if self.calls.change_rights.is_empty() {
            // Too late to change a call: the Director may adjust
            // (21B3); at a rubber table, the score is adjusted at the
            // end of play if the other side gained (RB 21).
            self.flag(self.cite(L21B3), None);
        }
    }
}
