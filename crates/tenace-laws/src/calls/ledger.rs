//! Bookkeeping of the auction's records: statuses and steps of an
//! irregularity, flags for the Director, cancelled records and the
//! information they leave (Law 16).

use super::*;

/// The auction ledger: the auction and the records of the auction period
/// that the auction laws own.
///
/// Invariant: `obligations` hold only while the auction lasts (they lapse
/// when it ends, Law 22, and `obligations_at_end` keeps them for a re-opened
/// auction, 21B1); every `CallNo` in `call_explanations` and `questions`
/// indexes `auction.calls`, and is moved when a call is inserted or removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionLedger {
    pub auction: crate::auction::Auction,
    /// Obligations to pass or repeat a call, North first.
    pub obligations: [crate::table::Obligations; 4],
    /// The obligations in force when the auction ended, restored if it
    /// re-opens (Law 21B1).
    pub obligations_at_end: [crate::table::Obligations; 4],
    /// Players who may change their last call after misinformation (21B1).
    pub change_rights: Vec<Seat>,
    /// Chicago, App. 4 G: the player who dealt out of turn; he may call
    /// first instead of the proper dealer (the board's dealer).
    pub dealt_by: Option<Seat>,
    /// Reviews of the auction and questions about the contract after it
    /// (Laws 41B, 41C), in order.
    pub auction_requests: Vec<crate::review41::AuctionRequest>,
    /// Explanations given of calls (Law 20F1), in the order given.
    pub call_explanations: Vec<crate::table::CallExplanation>,
    /// Questions about the opponents' calls and their answers (Law 20F).
    pub questions: Vec<crate::inputs::Question>,
}

impl AuctionLedger {
    /// The ledger of an auction not yet begun, `dealer` to call first.
    pub(crate) fn new(dealer: Seat) -> AuctionLedger {
        AuctionLedger {
            auction: crate::auction::Auction::new(dealer),
            obligations: Default::default(),
            obligations_at_end: Default::default(),
            change_rights: Vec::new(),
            dealt_by: None,
            auction_requests: Vec::new(),
            call_explanations: Vec::new(),
            questions: Vec::new(),
        }
    }
}

impl State {
    /// Records moved up by `by` from index `from`: the references made before
    /// (the first `info_len` information records and `irr_len`
    /// irregularities) follow them.
    pub(super) fn shift_record_refs(
        &mut self,
        from: usize,
        by: usize,
        info_len: usize,
        irr_len: usize,
    ) {
        if by == 0 {
            return;
        }
        let bump = |r: &mut usize| {
            if *r >= from {
                *r += by;
            }
        };
        for i in self.rect.info.iter_mut().take(info_len) {
            match &mut i.source {
                InfoSource::Call { record } => bump(&mut record.0),
                InfoSource::Extraneous {
                    what:
                        crate::event::Extraneous::NoAlert {
                            record: Some(record),
                        },
                    ..
                } => bump(record),
                _ => {}
            }
        }
        for i in self.rect.irregularities.iter_mut().take(irr_len) {
            match &mut i.step {
                Step::Judge {
                    withdrawn,
                    replacement,
                } => {
                    bump(&mut withdrawn.0);
                    bump(&mut replacement.0);
                }
                Step::LhoMayWithdraw { record } => bump(&mut record.0),
                _ => {}
            }
        }
        for e in &mut self.calls.call_explanations {
            bump(&mut e.record.0);
        }
    }

    pub(crate) fn set_status(&mut self, id: usize, status: Status) {
        let status = self.status_cited(status);
        if let Some(i) = self.rect.irregularities.get_mut(id) {
            i.status = status;
        }
        self.restore_settled_extra_card(id);
    }

    /// Law 67B2(a): an extra card that went to a trick goes back to its
    /// owner's hand however the irregularity is settled. Waived (81C5),
    /// forfeited (43B3) or exempt from penalty (RB 69), it is only the
    /// rectification that is not applied (no revoke is deemed, 67B2(b));
    /// the card itself is never lost from the board.
    pub(crate) fn restore_settled_extra_card(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let K::ExtraCardOnTrick { card, .. } = irr.kind else {
            return;
        };
        if irr.is_open() || self.play.hands.iter().any(|h| h.contains(card)) {
            return;
        }
        if self
            .play
            .tricks
            .iter()
            .any(|t| t.cards().any(|p| p.card == card))
        {
            return;
        }
        self.play.hands[irr.offender.index()].insert(card);
    }

    pub(crate) fn set_step(&mut self, id: usize, step: Step) {
        if let Some(i) = self.rect.irregularities.get_mut(id) {
            i.step = step;
        }
    }

    pub(crate) fn flag(&mut self, l: LawRef, irregularity: Option<usize>) {
        let l = self.review_cited(l);
        let f = ReviewFlag {
            law: l,
            irregularity: irregularity.map(IrregularityId),
        };
        if !self.rect.review.contains(&f) {
            self.rect.review.push(f);
        }
    }

    /// The record of the call that committed irregularity `id`.
    pub(crate) fn record_of(&self, id: usize) -> Option<usize> {
        self.calls
            .auction
            .calls
            .iter()
            .position(|c| c.irregularity == Some(IrregularityId(id)))
    }

    pub(super) fn cancel_record(&mut self, record: usize, l: LawRef) {
        let l = self.cited(l);
        if let Some(c) = self.calls.auction.calls.get_mut(record) {
            if c.cancelled.is_none() {
                c.cancelled = Some(l);
            }
        }
    }

    /// Cancels the call at `record` and every later standing call; the
    /// information from all of them is unauthorized for the side `os`.
    pub(crate) fn cancel_from(&mut self, record: usize, l: LawRef, os: Side) {
        for r in record..self.calls.auction.calls.len() {
            if self.calls.auction.calls[r].is_standing() {
                self.cancel_record(r, l);
                self.unauthorized(r, os);
            }
        }
    }

    /// Information from the withdrawn call at `record` is unauthorized for
    /// the offending side `os`, whoever made the call (Law 16C1, 16C2).
    pub(super) fn unauthorized(&mut self, record: usize, os: Side) {
        if record >= self.calls.auction.calls.len() {
            return;
        }
        let info = InfoRecord {
            source: InfoSource::Call {
                record: CallNo(record),
            },
            unauthorized_for: os,
            law: law("16C"),
        };
        if !self.rect.info.contains(&info) {
            self.rect.info.push(info);
        }
        self.flag(self.cite(L16C_REVIEW), None);
    }
}

impl State {
    /// Law 81C5: the Director waives the rectification of the latest open
    /// irregularity, only before any rectification has begun.
    pub(super) fn waive_rectification(&mut self) -> Result<Outcome, ActionError> {
        let irr = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.is_open()
                    && i.step == Step::Open
                    // C 53: a second lead follows the ruling on the first.
                    && !matches!(i.kind, K::SecondLeadByProperLeader { .. })
            })
            .copied()
            .ok_or(ActionError::NothingToWaive)?;
        self.set_status(irr.id, Status::Condoned { law: law("81C5") });
        self.set_step(irr.id, Step::Done);
        self.settle_second_lead(irr.id, true);
        Ok(Outcome::Settled {
            id: irr.id,
            law: law("81C5"),
        })
    }
}
