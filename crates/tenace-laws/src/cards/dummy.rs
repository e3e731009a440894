//! Dummy: his limitations and their breach (Law 43), designating his
//! cards (45, 46B), a card changed after a slip of the tongue or played in
//! error (45C4(b), 45D, 47C, 47D), with RB 43-47.

#[allow(unused_imports)]
use super::*;

use crate::law::Clause;
crate::law::clauses! {
    L43B2A = Clause::new("43B2(a)").rb("RB 43B");
    L47C = Clause::new("47C").rb("RB 47B");
}

impl State {
    pub(crate) fn on_dummy_play(
        &mut self,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Play if self.play.dummy_spread => {}
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if !self.play.hands[dummy.index()].contains(card) {
            return Err(ActionError::NotDummysCard { card });
        }
        self.blocked_error()?;
        // Law 45F: the Director is informed, play continues, and any
        // adjustment is judged at the end of play.
        Ok(self.record_with(
            K::DummyIndicatedCard { card },
            dummy,
            index,
            Status::ReviewAtEndOfPlay,
        ))
    }

    /// The card an incomplete designation from dummy is deemed to name now
    /// (Law 46B), or why none is.
    pub fn deemed_designation(&self, designation: Designation) -> Result<Card, ActionError> {
        let none = |l: &'static str, why: Why| ActionError::NoDeemedCard { law: law(l), why };
        let (Some(contract), true) = (self.play.contract, self.play.dummy_spread) else {
            return Err(ActionError::NoDummy);
        };
        let dummy = contract.dummy();
        let strain = contract.bid.strain();
        let hand = self.play.hands[dummy.index()];
        let trick = self.current_trick().copied();
        let led = trick.and_then(|t| t.suit_led());
        let of_led = led.map_or(Hand::EMPTY, |s| hand.suit(s));
        let card = match designation {
            Designation::High => of_led.highest(),
            Designation::Low => of_led.lowest(),
            Designation::Suit { suit } => hand.suit(suit).lowest(),
            Designation::Win => {
                let Some(t) = trick else {
                    return Err(none("46B4", Why::NothingLedToWin));
                };
                let yet_to_play: Hand = (1..4)
                    .map(|k| t.leader.advance(k))
                    .filter(|s| !t.has_played(*s) && *s != dummy && s.is_opponent(dummy))
                    .fold(Hand::EMPTY, |h, s| h | self.play.hands[s.index()]);
                let mut winners: Vec<Card> = self
                    .legal_cards(dummy)
                    .iter()
                    .filter(|c| {
                        let mut after = t;
                        after.push(dummy, *c, strain);
                        after.current_winner(strain) == dummy
                            && !yet_to_play
                                .suit(c.suit())
                                .iter()
                                .any(|d| d.rank() > c.rank())
                    })
                    .collect();
                winners.sort_by_key(|c| (Some(c.suit()) == strain.trump(), c.rank()));
                winners.first().copied()
            }
            Designation::Any => return Err(none("46B5", Why::NeitherSuitNorRank)),
            Designation::Rank { rank } => {
                // 46B3(a): when dummy leads, the suit dummy won the last
                // trick with, if he holds that rank in it.
                let from_last = self
                    .play
                    .tricks
                    .last()
                    .filter(|t| trick.is_none() && t.winner == Some(dummy))
                    .and_then(|t| t.card_of(dummy))
                    .map(|c| Card::new(c.suit(), rank))
                    .filter(|c| hand.contains(*c));
                match from_last {
                    Some(c) => Some(c),
                    None => {
                        // 46B3(b): a card of that rank that can lawfully be
                        // played; with two or more, declarer must say which.
                        let legal = self.legal_cards(dummy);
                        let mut of_rank = legal.iter().filter(|c| c.rank() == rank);
                        match (of_rank.next(), of_rank.next()) {
                            (Some(c), None) => Some(c),
                            (Some(_), Some(_)) => {
                                return Err(none("46B3(b)", Why::SeveralOfThatRank))
                            }
                            _ => None,
                        }
                    }
                }
            }
        };
        card.ok_or_else(|| none("46B4", Why::FitsNoCard))
    }

    /// Law 46B: declarer's incomplete designation plays the deemed card.
    pub(crate) fn on_incomplete_designation(
        &mut self,
        seat: Seat,
        designation: Designation,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => {}
        }
        let contract = self.play.contract.ok_or(ActionError::NoDummy)?;
        if seat != contract.declarer {
            return Err(ActionError::NotDeclarer { seat });
        }
        if self.config.rules.players_apply_penalties() {
            // RB 46: declarer must complete the designation; no card is
            // deemed played.
            return Err(ActionError::NotARubberOption { law: law("RB 46") });
        }
        if designation == Designation::Any {
            // 46B5: the choice passes to the defenders, at dummy's turn.
            if self.to_play() != Some(contract.dummy()) || !self.play.dummy_spread {
                return Err(ActionError::NotDummysTurn);
            }
            self.blocked_error()?;
            self.rect.defenders_designate = true;
            return Ok(Outcome::Lawful);
        }
        let card = self.deemed_designation(designation)?;
        self.on_play(contract.dummy(), card, index)
    }

    /// Law 46B5: a defender designates dummy's card.
    pub(crate) fn on_defender_designates(
        &mut self,
        seat: Seat,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoDummy)?;
        if !self.rect.defenders_designate
            || !seat.is_opponent(contract.declarer)
            || self.to_play() != Some(contract.dummy())
        {
            return Err(ActionError::NotLeftToDefenders { seat });
        }
        if !self.play.hands[contract.dummy().index()].contains(card) {
            return Err(ActionError::NotDummysCard { card });
        }
        if self.rect.designate_among.is_some_and(|h| !h.contains(card)) {
            return Err(ActionError::NotAmongNarrowed { card });
        }
        self.on_play(contract.dummy(), card, index)
    }

    /// Law 46B (preamble), Commentary Example 42: the Director limits the
    /// defenders' 46B5 choice to the cards that fit declarer's evident
    /// intention; they must be dummy's.
    pub(crate) fn on_narrow_designation(
        &mut self,
        cards: tenace_core::Hand,
    ) -> Result<Outcome, ActionError> {
        let dummy = self.dummy().ok_or(ActionError::NoChoiceToNarrow)?;
        let held = self.play.hands[dummy.index()];
        if !self.rect.defenders_designate
            || cards.is_empty()
            || cards.iter().any(|c| !held.contains(c))
        {
            return Err(ActionError::NoChoiceToNarrow);
        }
        self.rect.designate_among = Some(cards);
        Ok(Outcome::Chose { law: law("46B") })
    }

    /// Whether dummy has gone beyond his limitations (43A2) on this board.
    pub fn dummy_breached_limits(&self) -> bool {
        self.rect
            .irregularities
            .iter()
            .any(|i| matches!(i.kind, K::DummyLimitBreached))
    }

    /// Law 42B2 / 43B2(a): dummy warns declarer against leading from the
    /// wrong hand. Lawful prevention, unless dummy has broken 43A2: then
    /// the defenders choose the hand declarer leads from.
    pub(crate) fn on_dummy_warns_lead(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if seat != dummy {
            return Err(ActionError::NotDummy { seat });
        }
        self.blocked_error()?;
        let leader = self.leader_now().ok_or(ActionError::NoLeadOption)?;
        if !self.is_declaring(leader) || self.rect.lead_hand_choice.is_some() {
            return Err(ActionError::NoLeadOption);
        }
        let violated = self
            .rect
            .irregularities
            .iter()
            .any(|i| matches!(i.kind, K::DummyLimitBreached));
        if !violated {
            return Ok(Outcome::Lawful);
        }
        self.rect.lead_hand_choice = Some(None);
        Ok(Outcome::Chose {
            law: self.cite(L43B2A),
        })
    }

    /// Law 43B2(a): a defender chooses the hand declarer leads from.
    pub(crate) fn on_choose_leading_hand(
        &mut self,
        seat: Seat,
        hand: Seat,
    ) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoLeadOption)?;
        if self.rect.lead_hand_choice != Some(None) {
            return Err(ActionError::NoLeadOption);
        }
        if !seat.is_opponent(contract.declarer) {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: self.cite(L43B2A),
                entitled: Who::EitherDefender,
            });
        }
        if hand != contract.declarer && hand != contract.dummy() {
            return Err(ActionError::NoLeadOption);
        }
        self.rect.lead_hand_choice = Some(Some(hand));
        Ok(Outcome::Chose {
            law: self.cite(L43B2A),
        })
    }

    /// Law 43A2: dummy exchanges hands, watches declarer, or looks at a
    /// defender's cards. The Director may penalize and adjust after play
    /// (43B1, 12); dummy's later warning, question or attention loses its
    /// effect (43B2).
    pub(crate) fn on_dummy_violation(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if seat != dummy {
            return Err(ActionError::NotDummy { seat });
        }
        self.blocked_error()?;
        // RB 43: at a rubber table dummy forfeits his rights; no Director
        // judges the breach after play.
        let status = if self.config.rules.players_apply_penalties() {
            Status::Rectified { law: law("RB 43") }
        } else {
            Status::ReviewAtEndOfPlay
        };
        Ok(self.record_with(K::DummyLimitBreached, seat, index, status))
    }

    /// Where dummy's last card is: its trick (an index) and the card, if
    /// no card of the declaring side has been played after it (unless
    /// `declarer_after`).
    pub(super) fn dummys_last_card(
        &self,
        declarer_after: bool,
    ) -> Result<(usize, Card), ActionError> {
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        let seq: Vec<(usize, Seat, Card)> = self
            .play
            .tricks
            .iter()
            .enumerate()
            .flat_map(|(i, t)| t.cards().map(move |p| (i, p.seat, p.card)))
            .collect();
        let pos = seq.iter().rposition(|(_, s, _)| *s == dummy).ok_or(
            ActionError::CannotChangeDummysCard {
                why: Why::DummyPlayedNoCard,
            },
        )?;
        if !declarer_after && seq[pos + 1..].iter().any(|(_, s, _)| self.is_declaring(*s)) {
            return Err(ActionError::CannotChangeDummysCard {
                why: Why::DeclarerPlayedSince,
            });
        }
        Ok((seq[pos].0, seq[pos].2))
    }

    /// Takes dummy's card off trick `t` with every card played after it
    /// (back to their hands; what the opponents' cards showed is
    /// unauthorized for declarer, 16C) and plays `new` from dummy in its
    /// place, classified as any card. On an error nothing changes.
    pub(super) fn replace_dummy_card(
        &mut self,
        t: usize,
        new: Card,
        index: usize,
        l: LawRef,
    ) -> Result<Outcome, ActionError> {
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        if !self.play.hands[dummy.index()].contains(new) {
            return Err(ActionError::NotDummysCard { card: new });
        }
        let saved = self.clone();
        let mut returned: Vec<(Seat, Card)> = Vec::new();
        while self.play.tricks.len() > t + 1 {
            if let Some(later) = self.play.tricks.pop() {
                returned.extend(later.cards().map(|p| (p.seat, p.card)));
            }
            if let Some(Some(j)) = self.play.lead_irregularities.pop() {
                if self.irregularity(j).is_some_and(|i| i.is_open()) {
                    self.set_status(j.index(), Status::Cancelled { law: l });
                }
            }
        }
        if let Some(tr) = self.play.tricks.get(t).copied() {
            let position = tr.leader.distance_to(dummy);
            if position == 0 {
                self.play.tricks.pop();
                self.play.lead_irregularities.pop();
                returned.extend(tr.cards().map(|p| (p.seat, p.card)));
            } else if let Some(trm) = self.play.tricks.get_mut(t) {
                for k in position..4 {
                    let s = tr.leader.advance(k);
                    if let Some(c) = trm.remove(s) {
                        returned.push((s, c));
                    }
                }
            }
        }
        for &(s, c) in &returned {
            self.play.hands[s.index()].insert(c);
            if !self.is_declaring(s) {
                self.withdrawn_info(s, c, l);
            }
            let committed: Vec<usize> = self
                .rect
                .irregularities
                .iter()
                .filter(|i| i.offender == s && i.kind.card() == Some(c) && i.is_open())
                .map(|i| i.id)
                .collect();
            for id in committed {
                self.set_status(id, Status::Cancelled { law: l });
            }
        }
        self.resume_play();
        match self.on_card_in_play(dummy, new, index) {
            Ok(o) => Ok(o),
            Err(e) => {
                *self = saved;
                Err(e)
            }
        }
    }

    /// Laws 45C4(b), 47C, 47D: the Director finds that declarer's
    /// designation of dummy's last card was a slip of the tongue (possible
    /// until declarer plays again from either hand): `card` is played instead.
    pub(crate) fn on_slip_of_tongue(
        &mut self,
        card: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play | Phase::Complete => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::NoDummy),
        }
        self.claim_refusal()?;
        let (t, old) = self.dummys_last_card(false)?;
        if old == card {
            return Err(ActionError::CannotChangeDummysCard { why: Why::SameCard });
        }
        self.replace_dummy_card(t, card, index, self.cite(L47C))
    }

    /// Law 45D: dummy puts a card declarer did not name in the played
    /// position. It stands until attention is drawn (at once in
    /// auto-director mode).
    pub(crate) fn on_dummy_wrong_card(
        &mut self,
        card: Card,
        named: Card,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            Phase::Play if self.play.dummy_spread => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::NoDummy),
        }
        let dummy = self.dummy().ok_or(ActionError::NoDummy)?;
        for c in [card, named] {
            if !self.play.hands[dummy.index()].contains(c) {
                return Err(ActionError::NotDummysCard { card: c });
            }
        }
        if self.to_play() != Some(dummy) || card == named {
            return Err(ActionError::NotDummysTurn);
        }
        self.blocked_error()?;
        self.on_card_in_play(dummy, card, index)?;
        let outcome = self.record(K::DummyWrongCard { card, named }, dummy, index);
        self.after_recognised(&outcome);
        Ok(outcome)
    }

    /// Law 45D once attention is drawn: before a player of each side has
    /// played to the next trick, dummy's card is withdrawn and the card
    /// declarer named is played; the cards played after it go back to their
    /// hands (45D1). Later, play goes on unchanged (45D2).
    pub(super) fn rectify_dummy_wrong_card(&mut self, id: usize, card: Card, named: Card) {
        let Some(t) = self
            .play
            .tricks
            .iter()
            .position(|tr| self.dummy().is_some_and(|d| tr.card_of(d) == Some(card)))
        else {
            self.set_status(id, Status::Rectified { law: law("45D") });
            return;
        };
        let both_sides_played = self.play.tricks.get(t + 1).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if both_sides_played {
            self.set_status(id, Status::Rectified { law: law("45D2") });
            return;
        }
        let event = self.rect.irregularities.get(id).map_or(0, |i| i.event);
        let trick = self.play.tricks.get(t).copied();
        self.set_status(id, Status::Rectified { law: law("45D1") });
        if self
            .replace_dummy_card(t, named, event, law("45D1"))
            .is_err()
        {
            self.set_status(id, Status::AwaitingDirector);
            return;
        }
        // 45D1: declarer may withdraw the card he played after dummy's only
        // if his right-hand opponent changes his (Commentary on Law 45D1).
        if let (Some(tr), Some(c)) = (trick, self.play.contract) {
            let (d, r) = (c.declarer, c.declarer.rho());
            if let (Some(dc), Some(rc)) = (tr.card_of(d), tr.card_of(r)) {
                if tr.leader.distance_to(r) < tr.leader.distance_to(d) {
                    self.keep_unless_changed(d, dc, r, rc, law("45D1"));
                }
            }
        }
    }
}
