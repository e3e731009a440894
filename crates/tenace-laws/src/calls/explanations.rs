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
}
