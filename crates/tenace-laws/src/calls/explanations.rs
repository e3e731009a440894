//! Alerts, explanations and withdrawn calls (Laws 20, 21, 40B).

use super::*;

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
            self.cancel_record(record, law("25A6"));
            self.unauthorized(record, irr.offender.side());
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
                .auction
                .calls
                .iter()
                .rposition(|c| {
                    c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player
                })
                .ok_or(ActionError::NothingToExplain { seat })?,
            Some(r) => {
                let c = self
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
        let caller = self.auction.calls[record].seat;
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut);
        let law = if caller == seat {
            // 20F5: the caller corrects his partner's explanation.
            let explained = self
                .call_explanations
                .iter()
                .any(|e| e.record == record && e.by == seat.partner());
            if !explained {
                return Err(ActionError::NotToExplain { seat });
            }
            let declaring = self.contract.map(|c| c.declarer.side()) == Some(seat.side());
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
                .call_explanations
                .iter()
                .any(|e| e.record == record && e.by == seat);
            match (again, self.phase) {
                (false, _) if over => return Err(ActionError::BoardOver),
                (false, _) => "20F1",
                (true, Phase::Auction | Phase::Clarification) => "20F4",
                (true, _) => "75B2",
            }
        };
        self.call_explanations.push(crate::table::CallExplanation {
            record,
            by: seat,
            text: text.to_string(),
            law: LawRef::new(law),
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
}
