//! The revoke (Laws 61-64, RB 61-64): inquiries, correction before it is
//! established, establishment, the trick transfers of Law 64 and what is
//! left to the Director's equity (64C).

#[allow(unused_imports)]
use super::*;
use crate::explain::{opt, Effect, OptionKind, RectOption};

use crate::law::Clause;
crate::law::clauses! {
    /// The Director's adjustment after a revoke (Law 64C): at a rubber table
    /// the offenders' redress (RB 64, last paragraph), at a Club Laws table
    /// the Arbiter's (Club Law 64).
    L64C1 = Clause::new("64C1").rb("RB 64").cl("CL 64");
    L64C2A = Clause::new("64C2(a)").rb("RB 64").cl("CL 64");
    L64C2B = Clause::new("64C2(b)").rb("RB 64").cl("CL 64");
    L62A = Clause::new("62A").rb("RB 62");
    L62B = Clause::new("62B").rb("RB 62");
    L62B2 = Clause::new("62B2").rb("RB 62");
    L62B1 = Clause::new("62B1").rb("RB 62");
    L62C1 = Clause::new("62C1").rb("RB 62");
    L62C2 = Clause::new("62C2").rb("RB 62");
    L62D2 = Clause::new("62D2").rb("RB 62");
    L43B2B = Clause::new("43B2(b)").rb("RB 43C");
}

/// The law under which a revoke stands unrectified because attention was
/// drawn to it too late (64B4, 64B5; RB 64D4).
pub(super) fn too_late(i: &Irregularity) -> Option<&'static str> {
    match i.status {
        Status::Condoned { law } if i.kind.is_revoke() => match law.as_str() {
            l @ ("64B4" | "64B5" | "RB 64D4" | "RB 78") => Some(l),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a revoke was established by its side playing on (63A1) or by
/// declarer naming dummy's card (63A2), rather than by a ruling. (At a
/// rubber table both read `RB 63`, as does a claim's establishment.)
pub(super) fn established_by_play(status: Status) -> bool {
    matches!(status, Status::Established { law } if matches!(law.as_str(), "63A1" | "63A2" | "RB 63"))
}

/// The trick a revoke (or a deemed revoke, 67B1) was made on.
pub(super) fn transfer_trick(k: &K) -> Option<u8> {
    match *k {
        K::OmittedPlay { trick } => Some(trick),
        _ => k.revoke_trick().map(|(t, _)| t),
    }
}

impl State {
    /// Law 63A1: a revoke is established once the offender or his partner
    /// plays to a later trick.
    pub(super) fn establish_revokes(&mut self, seat: Seat) {
        self.establish_revokes_through(seat, self.play.tricks.len() as u8);
    }

    /// Establishes `seat`'s side's open revokes on tricks before `current`:
    /// by a play (63A1), or, for declarer's revoke when `seat` is dummy, by
    /// declarer naming dummy's card for the later trick (63A2, Law 45B).
    /// Dummy's own revoke counts as established by his card's play (63A1).
    pub(super) fn establish_revokes_through(&mut self, seat: Seat, current: u8) {
        let from_dummy = Some(seat) == self.dummy();
        for irr in &mut self.rect.irregularities {
            if let Some((trick, _)) = irr.kind.revoke_trick() {
                if trick < current && irr.offender.side() == seat.side() && irr.is_open() {
                    let by = if from_dummy && irr.offender != seat {
                        law("63A2")
                    } else {
                        law("63A1")
                    };
                    irr.status = Status::Established { law: by };
                }
            }
        }
    }

    /// After cards are taken back, a revoke of `side` established under
    /// 63A1 that no later play of that side now establishes is open again
    /// (47E1: the retracted lead establishes no revoke).
    pub(super) fn unestablish_revokes(&mut self, side: Side) {
        let later_play = |tricks: &[Trick], t: u8| {
            tricks
                .iter()
                .skip(usize::from(t))
                .any(|tr| tr.cards().any(|p| p.seat.side() == side))
        };
        let reopened: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                i.offender.side() == side
                    && established_by_play(i.status)
                    && i.kind
                        .revoke_trick()
                        .is_some_and(|(t, _)| !later_play(&self.play.tricks, t))
            })
            .map(|i| i.id)
            .collect();
        for id in reopened {
            self.set_status(id, Status::Unnoticed);
        }
    }

    /// Law 61B: `seat` asks `asked` whether he has a card of the suit led.
    /// The question is lawful; a revoke of `asked` that has not been
    /// established comes to light and is corrected under Law 62 (for
    /// dummy's question to declarer, 61B2: it draws attention to it).
    pub(crate) fn on_revoke_inquiry(
        &mut self,
        seat: Seat,
        asked: Seat,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Claim => return Err(ActionError::ClaimPending),
            _ => return Err(ActionError::BoardOver),
        }
        let contract = self.play.contract.ok_or(ActionError::BoardOver)?;
        let declarer = contract.declarer;
        let allowed = if seat == contract.dummy() {
            asked == declarer
        } else if seat == declarer {
            asked.is_opponent(declarer)
        } else {
            asked == declarer || asked == seat.partner()
        };
        if !allowed || asked == seat {
            return Err(ActionError::InquiryNotAllowed { seat, asked });
        }
        self.blocked_error()?;
        let revoke = self
            .rect
            .irregularities
            .iter()
            .find(|i| i.kind.is_revoke() && i.offender == asked && i.status == Status::Unnoticed)
            .map(|i| i.id);
        let Some(id) = revoke else {
            return Ok(Outcome::Lawful);
        };
        self.on_attention_to(id);
        if seat == contract.dummy() && self.dummy_breached_limits() {
            // 43B2(b): after dummy's violation of 43A2, his question makes
            // declarer correct the revoke, and Law 64 applies as if it had
            // been established.
            // RB 43C: the same, with one trick transferred.
            let l = self.cite(L43B2B);
            self.set_status(id, Status::Established { law: l });
            self.rect.revokes_noticed.push(IrregularityId(id));
            return Ok(Outcome::Settled { id, law: l });
        }
        let l = match self.rect.irregularities.get(id).map(|i| i.status) {
            Some(Status::Rectified { law }) => law,
            _ => self.cite(L62A),
        };
        Ok(Outcome::Settled { id, law: l })
    }

    /// After the board: the non-offending side `side` has called on the
    /// next board (64B4; `None`: the round has ended, 64B5). Every
    /// established revoke nobody has drawn attention to, of the opponents of
    /// `side` (of either side at the end of the round), stands without
    /// rectification.
    pub(crate) fn on_too_late_for_revoke(
        &mut self,
        side: Option<Side>,
    ) -> Result<Outcome, ActionError> {
        // The Rubber Laws have no 64B4 / 64B5: once the players have called
        // on the next deal, the agreed tricks stand (RB 78, referred to by
        // RB 64's footnote).
        let l = law(if self.config.rules.players_apply_penalties() {
            "RB 78"
        } else if side.is_some() {
            "64B4"
        } else {
            "64B5"
        });
        self.revokes_too_late(side, l)
    }

    /// RB 64D4: the cards were mixed together before attention was drawn
    /// to a revoke: no penalty.
    pub(crate) fn on_too_late_for_revoke_rubber(&mut self) -> Result<Outcome, ActionError> {
        self.revokes_too_late(None, law("RB 64D4"))
    }

    pub(super) fn revokes_too_late(
        &mut self,
        side: Option<Side>,
        l: LawRef,
    ) -> Result<Outcome, ActionError> {
        if !matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardNotOver);
        }
        let late: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                i.kind.is_revoke()
                    && matches!(i.status, Status::Established { .. })
                    && !self.rect.revokes_noticed.contains(&IrregularityId(i.id))
                    && side.is_none_or(|s| i.offender.side() != s)
            })
            .map(|i| i.id)
            .collect();
        for &id in &late {
            self.set_status(id, Status::Condoned { law: l });
        }
        Ok(match late.first() {
            Some(&id) => Outcome::Settled { id, law: l },
            None => Outcome::Lawful,
        })
    }

    /// Law 62: a revoke not yet established must be corrected. The revoke
    /// card is withdrawn (a defender's becomes a major penalty card, 62B1;
    /// declarer's or dummy's goes back, 62B2) and the offender plays a legal
    /// card in its place. The non-offending side may withdraw cards played
    /// after it (62C1): the engine returns them to their hands to be played
    /// again, and a following trick (which can hold only their cards) is
    /// taken back.
    pub(super) fn correct_revoke(&mut self, id: usize) {
        let Some(irr) = self.rect.irregularities.get(id).copied() else {
            return;
        };
        let Some((trick_no, card)) = irr.kind.revoke_trick() else {
            return;
        };
        let t = usize::from(trick_no).saturating_sub(1);
        let o = irr.offender;
        if self
            .play
            .tricks
            .get(t)
            .is_none_or(|tr| tr.card_of(o) != Some(card))
        {
            // The card is no longer on that trick (taken back by an earlier
            // correction): nothing is left to correct.
            self.set_status(
                id,
                Status::Rectified {
                    law: self.cite(L62B),
                },
            );
            return;
        }
        // Take back any later trick; a lead out of turn on it goes with it.
        while self.play.tricks.len() > t + 1 {
            if let Some(later) = self.play.tricks.pop() {
                for p in later.cards() {
                    self.play.hands[p.seat.index()].insert(p.card);
                }
            }
            if let Some(Some(j)) = self.play.lead_irregularities.pop() {
                if self.irregularity(j).is_some_and(|i| i.is_open()) {
                    self.set_status(
                        j.index(),
                        Status::Cancelled {
                            law: self.cite(L62C1),
                        },
                    );
                }
            }
        }
        let Some(tr) = self.play.tricks.get_mut(t) else {
            return;
        };
        let position = tr.leader.distance_to(o);
        let partner_after = tr.leader.distance_to(o.partner()) > position;
        let lead_breach = position == 0;
        let mut returned = Vec::new();
        for k in position..4 {
            let s = tr.leader.advance(k);
            if k == position && lead_breach {
                continue;
            }
            if let Some(c) = tr.remove(s) {
                returned.push((s, c));
            }
        }
        if lead_breach {
            // A lead in breach of a restriction: the whole trick is taken back.
            self.play.tricks.pop();
            self.play.lead_irregularities.pop();
            returned.push((o, card));
        }
        for (s, c) in returned {
            self.play.hands[s.index()].insert(c);
        }
        self.resume_play();
        if !self.is_declaring(o) {
            self.add_penalty_card(o, card, true, self.cite(L62B1));
            if trick_no == 12 && partner_after {
                // 62D2: a defender's revoke on trick 12 before his partner's
                // turn: the withdrawn card is information for partner (16C).
                self.card_info(o, card, self.cite(L62D2));
                if self.rb62_option_open(o) {
                    // RB 62: declarer may instead name which of partner's
                    // two cards he plays to the trick.
                    self.set_status(id, Status::AwaitingDirector);
                    self.set_step(id, Step::AwaitPlayOption);
                    return;
                }
            }
        }
        self.set_status(
            id,
            Status::Rectified {
                law: self.cite(if self.is_declaring(o) { L62B2 } else { L62B1 }),
            },
        );
    }

    /// RB 62: after a defender's revoke on trick 12 is corrected before his
    /// partner has played, and the partner's two cards could both lawfully
    /// be played to the trick (he has none of the suit led) and are of two
    /// suits, declarer may require either of them.
    pub(super) fn rb62_option_open(&self, offender: Seat) -> bool {
        if !self.config.rules.players_apply_penalties() {
            return false;
        }
        let partner = offender.partner();
        let hand = self.play.hands[partner.index()];
        let led = self.current_trick().and_then(|t| t.suit_led());
        let cards: Vec<Card> = hand.iter().collect();
        cards.len() == 2
            && cards[0].suit() != cards[1].suit()
            && led.is_some_and(|s| !hand.has_suit(s))
    }

    /// Law 62C3: the other side's revoke on the same trick as revoke `id`,
    /// when no more than one side has played to the next trick (so that
    /// both must be corrected, even one established by that side's play).
    pub(super) fn revoke_62c3_partner(&self, id: usize) -> Option<usize> {
        let irr = self.rect.irregularities.get(id)?;
        let (t, _) = irr.kind.revoke_trick()?;
        let correctable = |i: &Irregularity| i.is_open() || established_by_play(i.status);
        if !correctable(irr) || matches!(irr.kind, K::PenaltyCardNotPlayed { .. }) {
            return None;
        }
        let next_both_sides = self.play.tricks.get(usize::from(t)).is_some_and(|next| {
            next.cards().any(|p| p.seat.side() == Side::NorthSouth)
                && next.cards().any(|p| p.seat.side() == Side::EastWest)
        });
        if next_both_sides {
            return None;
        }
        self.rect
            .irregularities
            .iter()
            .find(|j| {
                j.id != id
                    && j.kind.is_revoke()
                    && !matches!(j.kind, K::PenaltyCardNotPlayed { .. })
                    && j.kind.revoke_trick().is_some_and(|(u, _)| u == t)
                    && j.offender.side() != irr.offender.side()
                    && correctable(j)
            })
            .map(|j| j.id)
    }

    /// Law 62C3: both revokes on the trick are corrected (from the one made
    /// first in rotation), and every card the defending side takes back
    /// becomes a penalty card (major: it was played deliberately). No
    /// transfer follows (64B8), nor a 64C review.
    pub(super) fn correct_62c3(&mut self, a: usize, b: usize) {
        let position = |s: &State, id: usize| {
            s.rect.irregularities.get(id).and_then(|i| {
                let (t, _) = i.kind.revoke_trick()?;
                let tr = s.play.tricks.get(usize::from(t).saturating_sub(1))?;
                Some(tr.leader.distance_to(i.offender))
            })
        };
        let (first, second) = if position(self, a) <= position(self, b) {
            (a, b)
        } else {
            (b, a)
        };
        let before = self.play.hands;
        self.correct_revoke(first);
        let returned: Vec<(Seat, Card)> = Seat::ALL
            .iter()
            .flat_map(|&s| {
                (self.play.hands[s.index()] - before[s.index()])
                    .iter()
                    .map(move |c| (s, c))
            })
            .collect();
        for (s, c) in returned {
            if !self.is_declaring(s) {
                self.add_penalty_card(s, c, true, law("62C3"));
            }
        }
        let l = law("62C3");
        self.set_status(first, Status::Rectified { law: l });
        self.set_status(second, Status::Rectified { law: l });
    }

    /// The winner of each trick, in order, for Law 64: the tricks played,
    /// then those a claim credits, counted as won after all the tricks
    /// played (play-laws reading §5.3).
    fn winners_for_transfers(&self) -> Vec<Option<Seat>> {
        let mut winners: Vec<Option<Seat>> = self
            .play
            .tricks
            .iter()
            .filter(|t| t.is_complete())
            .map(|t| t.winner)
            .collect();
        if let Some(c) = &self.claims.claim {
            if let Some(k) = c.credited() {
                winners.extend(std::iter::repeat_n(Some(c.claimer), usize::from(k)));
                winners.extend(std::iter::repeat_n(
                    Some(c.claimer.lho()),
                    usize::from(c.remaining - k),
                ));
            }
        }
        winners
    }

    /// The revokes Law 64 applies to (established ones, a penalty card not
    /// played and accepted, a deemed revoke of 67B1, and those found too
    /// late), in the order of their tricks and then of the events.
    fn revokes_for_transfers(&self) -> Vec<&Irregularity> {
        let mut established: Vec<&Irregularity> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                (i.kind.is_revoke()
                    && (matches!(i.status, Status::Established { .. })
                        || (matches!(i.kind, K::PenaltyCardNotPlayed { .. })
                            && matches!(i.status, Status::Condoned { .. }))))
                    // 67B1: a failure to play to a trick is a deemed revoke.
                    || (matches!(i.kind, K::OmittedPlay { .. })
                        && matches!(i.status, Status::Established { .. }))
                    || too_late(i).is_some()
            })
            .collect();
        established.sort_by_key(|i| (transfer_trick(&i.kind), i.event));
        established
    }

    /// The trick transfers for the established revokes (Law 64A), with the
    /// exemptions of 64B, in the order the revokes were made. A trick is
    /// transferred at most once; each revoke draws on the offending side's
    /// tricks from its revoke trick on (play-laws reading §5.3).
    pub fn revoke_transfers(&self) -> Vec<Transfer> {
        if !self
            .rect
            .irregularities
            .iter()
            .any(|i| i.kind.is_revoke() || matches!(i.kind, K::OmittedPlay { .. }))
        {
            return Vec::new();
        }
        let winners = self.winners_for_transfers();
        let established = self.revokes_for_transfers();
        let rectified = || established.iter().filter(|i| too_late(i).is_none());
        // RB 64 has no exemption for revokes by both sides (Law 64B7).
        let rubber = self.config.rules.players_apply_penalties();
        let both_sides = !rubber
            && rectified().any(|i| i.offender.side() == Side::NorthSouth)
            && rectified().any(|i| i.offender.side() == Side::EastWest);
        let waived = |i: &Irregularity| self.rect.waived.contains(&IrregularityId(i.id));
        // The rubber clause in place of the duplicate one (RB 64A-D).
        let rl = |dup: &'static str, rb: &'static str| if rubber { rb } else { dup };
        let dummy = self.dummy();
        let mut used: Vec<usize> = Vec::new();
        let mut out = Vec::new();
        for (n, irr) in established.iter().enumerate() {
            let Some(t) = transfer_trick(&irr.kind) else {
                continue;
            };
            let t = usize::from(t);
            let os = irr.offender.side();
            let to = os.opponents();
            let mut push = |tricks: u8, l: &'static str| {
                out.push(Transfer {
                    irregularity: IrregularityId(irr.id),
                    tricks,
                    law: law(l),
                    to,
                })
            };
            if let Some(l) = too_late(irr) {
                push(0, l);
                continue;
            }
            if rubber && matches!(irr.kind, K::OmittedPlay { .. }) {
                // RB 67B1: the card is added; no automatic transfer.
                push(0, "RB 67B1");
                continue;
            }
            if rubber && waived(irr) {
                // RB 15A: the non-offending side waived the penalty.
                push(0, "RB 15A");
                continue;
            }
            let os_won_from_t =
                (t..=winners.len()).any(|k| winners[k - 1].is_some_and(|w| w.side() == os));
            if !os_won_from_t {
                push(0, rl("64B1", "RB 64D1"));
                continue;
            }
            if both_sides {
                push(0, "64B7");
                continue;
            }
            // RB 64D3 also covers a hand faced on the table: declarer's or a
            // defender's in the play after a disputed claim (RB 69, 70).
            let faced_hand = rubber && self.faced_in_play_on(irr.offender);
            if matches!(irr.kind, K::PenaltyCardNotPlayed { .. })
                || Some(irr.offender) == dummy
                || faced_hand
            {
                // RB 64D3: a card face up on the table (dummy's included).
                push(0, rl("64B3", "RB 64D3"));
                continue;
            }
            if t == 12 {
                push(0, rl("64B6", "RB 64D5"));
                continue;
            }
            let suit = |i: &Irregularity| match i.kind {
                K::Revoke { suit_led, .. } => Some(suit_led),
                _ => None,
            };
            let repeated = established[..n]
                .iter()
                .any(|e| e.offender == irr.offender && suit(e).is_some() && suit(e) == suit(irr));
            if repeated {
                push(0, rl("64B2", "RB 64D2"));
                continue;
            }
            let pool: Vec<usize> = (t..=winners.len())
                .filter(|k| winners[k - 1].is_some_and(|w| w.side() == os) && !used.contains(k))
                .collect();
            if pool.is_empty() {
                push(0, rl("64B1", "RB 64D1"));
                continue;
            }
            let won_by_offender =
                winners.get(t - 1).copied().flatten() == Some(irr.offender) && pool.contains(&t);
            let rb43c =
                matches!(irr.status, Status::Established { law } if law.as_str() == "RB 43C");
            if rubber && rb43c {
                // RB 43C: dummy's question after forfeiting his rights:
                // one trick, whatever trick the revoke was on.
                let k = if pool.contains(&t) { t } else { pool[0] };
                used.push(k);
                push(1, "RB 43C");
                continue;
            }
            if won_by_offender {
                used.push(t);
                let more = pool.iter().copied().find(|&k| k > t);
                if let Some(k) = more {
                    used.push(k);
                }
                push(1 + u8::from(more.is_some()), rl("64A1", "RB 64A"));
            } else {
                used.push(pool[0]);
                // RB 64B: the offender's partner (dummy, for declarer) won
                // the revoke trick; RB 64C: the other side won it.
                let partner_won =
                    winners.get(t - 1).copied().flatten() == Some(irr.offender.partner());
                push(1, rl("64A2", if partner_won { "RB 64B" } else { "RB 64C" }));
            }
        }
        out
    }

    /// Flags for the Director's equity check after established revokes
    /// (64C): every established revoke except under 64B1.
    pub fn revoke_review_flags(&self) -> Vec<ReviewFlag> {
        self.revoke_transfers()
            .iter()
            .filter(|t| !matches!(t.law.as_str(), "64B1" | "64B4" | "64B5"))
            .map(|t| {
                let l = match t.law.as_str() {
                    "64B2" => L64C2A,
                    "64B7" => L64C2B,
                    _ => L64C1,
                };
                // At a rubber table: the offenders' redress (RB 64, last
                // paragraph) or the Arbiter's (Club Law 64).
                ReviewFlag {
                    law: self.cite(l),
                    irregularity: Some(t.irregularity),
                }
            })
            .collect()
    }
}

impl State {
    /// The Director's options (Law 10C1) after a revoke corrected at
    /// rubber: declarer names the card the offender's partner plays, or
    /// lets him choose (RB 62).
    pub(crate) fn revoke_play_options(&self) -> Vec<RectOption> {
        let Some(d) = self.declarer_chooser() else {
            return Vec::new();
        };
        vec![
            opt(
                d,
                OptionKind::PlayOption,
                "RB 62",
                Effect::Rb62PartnerCardNamed,
            ),
            opt(d, OptionKind::Decline, "RB 62", Effect::Rb62PartnerChooses),
        ]
    }
}

impl State {
    /// A revoke to which attention is drawn (or recognised in
    /// auto-director mode): corrected with its partner revoke (62C3), or
    /// corrected (62A) unless established, with the cards played after it
    /// held or changed (62C2).
    pub(super) fn rectify_revoke(&mut self, irr: Irregularity) {
        let (id, k, o) = (irr.id, irr.kind, irr.offender);
        if let Some(other) = self.revoke_62c3_partner(id) {
            self.correct_62c3(id, other);
            return;
        }
        if matches!(irr.status, Status::Established { .. }) {
            return;
        }
        let before = self.play.hands;
        let trick = k
            .revoke_trick()
            .and_then(|(n, _)| self.play.tricks.get(usize::from(n).saturating_sub(1)))
            .copied();
        self.correct_revoke(id);
        self.hold_62c2(id, &before);
        // 62C2: the offender's partner may change the card he
        // played after the revoke only if the non-offender next
        // before him in rotation changes his.
        if let Some(tr) = trick {
            let (p, l) = (o.partner(), o.lho());
            if let (Some(pc), Some(lc)) = (tr.card_of(p), tr.card_of(l)) {
                if tr.leader.distance_to(l) < tr.leader.distance_to(p) {
                    self.keep_unless_changed(p, pc, l, lc, self.cite(L62C2));
                }
            }
        }
    }
}
