//! Claims and concessions (Laws 68-71): the procedure at the table, and the
//! engine's proposal for a contested claim through the Law 70 adjudicator
//! of `tenace-claims`.

use serde::Serialize;
use tenace_claims::{
    Adjudication, AdjudicationOptions, AgreementReview, ClaimKind, ClaimStatement, PlayerClass,
    Position, Solver, SolverError,
};
use tenace_core::{Card, Seat, Side};

use crate::event::ClaimFinding;

use crate::irregularity::{IrregularityKind as K, Status};
use crate::law::LawRef;
use crate::table::{ActionError, ClaimPlayOnProblem, Outcome, Phase, State};

use crate::law::Clause;
crate::law::clauses! {
    L63A3 = Clause::new("63A3").rb("RB 63");
    /// Club Laws 69, 70: the Arbiter adjudicates a disputed claim (by
    /// declarer, by a defender); the duplicate Director rules under 68D.
    L68D_CL69 = Clause::new("68D").cl("CL 69");
    L68D_CL70 = Clause::new("68D").cl("CL 70");
    L68 = Clause::new("68").rb("RB 70A");
    L68A = Clause::new("68A").rb("RB 70");
    L68B2 = Clause::new("68B2").rb("RB 71C");
}

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

/// The claim ledger: the claim or concession on record and the end of the
/// board's play.
///
/// Invariant: a claim on record is replaced only when it is void (Law
/// 68B2: a defender's concession his partner at once objected to); the
/// flags `cards_mixed`, `correction_period_over` and `round_ended` turn
/// from false to true and never back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClaimLedger {
    /// The claim or concession on record (Laws 68-71).
    pub claim: Option<ClaimRecord>,
    /// The players have let the cards be mixed together (rubber bridge:
    /// RB 64D4, 69, 71B).
    pub cards_mixed: bool,
    /// The Correction Period of Law 79C has ended: an agreed claim or
    /// concession stands (69B, 71).
    pub correction_period_over: bool,
    /// The round has ended (`Event::RoundEnded`; Laws 64B5, 79B3).
    pub round_ended: bool,
}

/// A claim or concession and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimRecord {
    pub claimer: Seat,
    /// What was said about the number of the remaining tricks.
    pub kind: ClaimKind,
    /// The clarification statement as given (Law 68C).
    pub statement: String,
    /// The log index of the claim.
    pub event: usize,
    /// Tricks still to be played at the claim, the one in progress included.
    pub remaining: u8,
    /// Cards played to tricks before the claim (all tricks, the one in
    /// progress included).
    pub played: u8,
    pub status: ClaimStatus,
    /// The opponents who have agreed so far.
    pub agreed_by: Vec<Seat>,
    /// The players who have agreed to play on instead (68D2(b)).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub play_on: Vec<Seat>,
    /// Rubber bridge, play after a disputed claim: the hands face up, the
    /// claimer's first, then any defender who faced his own (RB 69, 70B).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub faced: Vec<Seat>,
    /// Rubber bridge, play after declarer's disputed claim: the defenders
    /// required declarer to draw the outstanding trump (`true`) or not to
    /// draw it (`false`) (RB 69B).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draw_trumps: Option<bool>,
    /// The Director's findings the proposal uses (Laws 68C, 70C2, the
    /// footnote to Law 70).
    #[serde(skip_serializing_if = "ClaimFindings::is_empty")]
    pub findings: ClaimFindings,
    /// Law 69A: the agreement is established: the agreeing side has called
    /// on the next board, or the round has ended.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub established: bool,
    /// Law 69B: the player who withdrew his side's established agreement
    /// (within the Correction Period, which the Director judges); the
    /// Director reviews the claim under 69B, not Law 70.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_by: Option<Seat>,
    /// Law 71A (RB 71A): a concession stated as the final count gave up
    /// this many tricks the conceder's side had in fact won in play. The
    /// agreed concession counts them lost until the Director cancels it.
    #[serde(skip_serializing_if = "is_zero")]
    pub conceded_won: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The Director's findings about a claim (issue 14), each `None` / `false`
/// until he gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ClaimFindings {
    /// Law 70C2: the claimer was aware of the opponents' trumps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aware_of_trumps: Option<bool>,
    /// Law 70, footnote: the class of player involved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<PlayerClass>,
    /// Law 68C: the claimer faced his hand.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub hand_shown: bool,
}

impl ClaimFindings {
    /// No finding given.
    pub fn is_empty(&self) -> bool {
        *self == ClaimFindings::default()
    }
}

/// Where a claim stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum ClaimStatus {
    /// Play is suspended; the opponents have not all agreed (Law 68D).
    Pending,
    /// Both opponents agreed: the claim stands (69A); the claimer's side has
    /// `tricks` of the remaining tricks.
    Agreed { tricks: u8 },
    /// An opponent disputed it: the Director rules (68D, 70).
    Contested,
    /// The Director awarded the claimer's side `tricks` of the remaining tricks.
    Awarded { tricks: u8, law: LawRef },
    /// A defender's concession his partner objected to at once: it does not
    /// stand and play goes on (68B2).
    Void,
    /// All four players agreed to play on: the claim is void and the board
    /// is scored as played (68D2(b)).
    PlayedOn,
    /// Rubber bridge with no Arbiter: the claim was disputed, so it is not
    /// allowed and play goes on with the claimer's hand face up, under the
    /// restrictions of `law` (RB 69 after declarer's claim, RB 70 after a
    /// defender's). The board is scored as played.
    PlayingOn { law: LawRef },
}

impl ClaimRecord {
    /// The tricks credited to the claimer's side out of the remaining ones,
    /// once settled.
    pub fn credited(&self) -> Option<u8> {
        match self.status {
            ClaimStatus::Agreed { tricks } | ClaimStatus::Awarded { tricks, .. } => Some(tricks),
            _ => None,
        }
    }

    /// The tricks of a concession stated as the final count that the
    /// conceder's side had in fact won, counted lost while the concession
    /// stands agreed (Law 69A); the Director's award cancels it (71A).
    pub fn conceded_won_standing(&self) -> u8 {
        match self.status {
            ClaimStatus::Agreed { .. } => self.conceded_won,
            _ => 0,
        }
    }
}

impl State {
    /// Tricks still to be played, the one in progress included.
    pub fn remaining_tricks(&self) -> u8 {
        let complete = self.play.tricks.iter().filter(|t| t.is_complete()).count();
        (13 - complete) as u8
    }

    pub(crate) fn on_claim(
        &mut self,
        seat: Seat,
        kind: ClaimKind,
        statement: &str,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match self.phase {
            Phase::Play => {}
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoClaimNow),
        }
        self.only_trick_in_progress()?;
        self.blocked_error()?;
        if self
            .claims
            .claim
            .as_ref()
            .is_some_and(|c| c.status != ClaimStatus::Void)
        {
            return Err(ActionError::NoClaimNow);
        }
        let contract = self.play.contract.ok_or(ActionError::NoClaimNow)?;
        if seat == contract.dummy() {
            return Err(ActionError::DummyCannotClaim);
        }
        ClaimStatement::parse(statement).map_err(|e| ActionError::BadStatement {
            message: e.to_string(),
        })?;
        let remaining = self.remaining_tricks();
        let n = match kind {
            ClaimKind::Claim(n) | ClaimKind::Concession(n) => n,
        };
        if n > remaining {
            return Err(ActionError::TooManyTricks {
                claimed: n,
                remaining,
            });
        }
        self.claims.claim = Some(ClaimRecord {
            claimer: seat,
            kind,
            statement: statement.to_string(),
            event: index,
            remaining,
            played: self.play.tricks.iter().map(|t| t.len() as u8).sum(),
            status: ClaimStatus::Pending,
            agreed_by: Vec::new(),
            play_on: Vec::new(),
            faced: Vec::new(),
            draw_trumps: None,
            findings: ClaimFindings::default(),
            established: false,
            withdrawn_by: None,
            conceded_won: 0,
        });
        // 63A3 (RB 63): a claim or concession establishes the claimer's
        // side's revokes.
        let l = self.cite(L63A3);
        for irr in &mut self.rect.irregularities {
            if irr.kind.is_revoke() && irr.offender.side() == seat.side() && irr.is_open() {
                irr.status = Status::Established { law: l };
            }
        }
        self.phase = Phase::Claim;
        Ok(Outcome::Lawful)
    }

    pub(crate) fn on_agree_claim(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let rubber = self.config.rules.players_apply_penalties();
        let declarer = self.play.contract.map(|c| c.declarer);
        let claim = self
            .claims
            .claim
            .as_mut()
            .filter(|c| c.status == ClaimStatus::Pending)
            .ok_or(ActionError::NoClaimPending)?;
        if !seat.is_opponent(claim.claimer) {
            return Err(ActionError::NotAnOpponentOfClaimer { seat });
        }
        if !claim.agreed_by.contains(&seat) {
            claim.agreed_by.push(seat);
        }
        // Law 69A: the claim stands when both opponents agree (dummy's side
        // counts its declarer alone when declarer is the opponent).
        let needed: Vec<Seat> = [claim.claimer.lho(), claim.claimer.rho()]
            .into_iter()
            .filter(|s| self.play.contract.is_none_or(|c| *s != c.dummy()))
            .collect();
        if needed.iter().all(|s| claim.agreed_by.contains(s)) {
            let tricks = claim.kind.kept(claim.remaining);
            claim.status = ClaimStatus::Agreed { tricks };
            let opponents = claim.claimer.side().opponents();
            // 63A4: agreement to an opponent's claim establishes the agreeing
            // side's revokes. Under the rubber code agreeing to a claim is a
            // concession (RB 68, RB 70), which establishes them (RB 63).
            let (established, agreed) = if rubber {
                let declarer_claimed = declarer == Some(claim.claimer);
                (
                    law("RB 63"),
                    law(if declarer_claimed { "RB 69" } else { "RB 70" }),
                )
            } else {
                (law("63A4"), law("69A"))
            };
            let conceded_won = claim.conceded_won;
            for irr in &mut self.rect.irregularities {
                if irr.kind.is_revoke() && irr.offender.side() == opponents && irr.is_open() {
                    irr.status = Status::Established { law: established };
                }
            }
            self.phase = Phase::Complete;
            self.flag_conceded_won(conceded_won);
            return Ok(Outcome::Chose { law: agreed });
        }
        Ok(Outcome::Lawful)
    }

    pub(crate) fn on_dispute_claim(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let rules = self.config.rules;
        if rules.has_director() {
            if let Some(c) = self.claims.claim.as_ref() {
                if matches!(c.status, ClaimStatus::Agreed { .. }) {
                    return self.on_withdraw_agreement(seat);
                }
            }
        }
        let declarer = self.play.contract.map(|c| c.declarer);
        let claim = self
            .claims
            .claim
            .as_mut()
            .filter(|c| c.status == ClaimStatus::Pending)
            .ok_or(ActionError::NoClaimPending)?;
        if !seat.is_opponent(claim.claimer) {
            return Err(ActionError::NotAnOpponentOfClaimer { seat });
        }
        let declarer_claimed = declarer == Some(claim.claimer);
        if rules.players_alone() {
            // RB 69 / RB 70B: with no Arbiter a disputed claim is not
            // allowed; play goes on with the claimer's hand face up.
            let l = law(if declarer_claimed { "RB 69" } else { "RB 70" });
            claim.status = ClaimStatus::PlayingOn { law: l };
            claim.faced = vec![claim.claimer];
            self.phase = Phase::Play;
            self.correct_waiting_revokes();
            return Ok(Outcome::Chose { law: l });
        }
        claim.status = ClaimStatus::Contested;
        // Club Laws 69, 70: the Arbiter must be called to adjudicate.
        let l = self.cite(if declarer_claimed {
            L68D_CL69
        } else {
            L68D_CL70
        });
        Ok(Outcome::Chose { law: l })
    }

    /// An opponent of the claimer objects to a claim his side agreed to.
    /// Before the agreement is established (his side has not called on the
    /// next board and the round has not ended, Law 69A) the claim is simply
    /// contested: Law 70 applies (Commentary Example 50, case 1). Once it
    /// is established, the agreement is withdrawn under Law 69B (within the
    /// Correction Period, the Director's to judge): the Director reviews
    /// whether the side would likely have won the trick(s) had play gone on
    /// (Example 50, case 2; Example 49 for the claimer's faced cards).
    /// The board waits for the Director's award either way.
    fn on_withdraw_agreement(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let over = self.claims.correction_period_over;
        let claim = self
            .claims
            .claim
            .as_mut()
            .ok_or(ActionError::NoClaimPending)?;
        if !seat.is_opponent(claim.claimer) || !matches!(claim.kind, ClaimKind::Claim(_)) {
            return Err(ActionError::NotAnOpponentOfClaimer { seat });
        }
        if over {
            return Err(ActionError::CorrectionPeriodOver { law: law("69B") });
        }
        let l = if claim.established {
            claim.withdrawn_by = Some(seat);
            law("69B")
        } else {
            law("69A")
        };
        claim.status = ClaimStatus::Contested;
        self.phase = Phase::Claim;
        Ok(Outcome::Chose { law: l })
    }

    /// Law 69A: a member of `side` (any side: `None`, the round ended)
    /// has called on the next board; an agreement that side gave is now
    /// established.
    pub(crate) fn establish_agreement(&mut self, side: Option<Side>) {
        if let Some(c) = self.claims.claim.as_mut() {
            let agreeing = c.claimer.side().opponents();
            if matches!(c.status, ClaimStatus::Agreed { .. }) && side.is_none_or(|s| s == agreeing)
            {
                c.established = true;
            }
        }
    }

    /// A Director's finding about the claim on record (Laws 68C, 70C2, the
    /// footnote to Law 70).
    pub(crate) fn on_claim_finding(&mut self, f: ClaimFinding) -> Result<Outcome, ActionError> {
        let claim = self
            .claims
            .claim
            .as_mut()
            .ok_or(ActionError::NoClaimPending)?;
        let l = match f {
            ClaimFinding::AwareOfTrumps { aware } => {
                claim.findings.aware_of_trumps = Some(aware);
                law("70C2")
            }
            ClaimFinding::Class { class } => {
                claim.findings.class = Some(class);
                law("70")
            }
            ClaimFinding::HandShown { shown } => {
                claim.findings.hand_shown = shown;
                law("68C")
            }
        };
        Ok(Outcome::Chose { law: l })
    }

    /// The claim being played out at a rubber table (RB 69, RB 70), with
    /// the law that governs that play.
    fn playing_on(&self, seat: Seat) -> Result<(&ClaimRecord, LawRef), ActionError> {
        match self.claims.claim.as_ref().map(|c| (c, c.status)) {
            Some((c, ClaimStatus::PlayingOn { law })) => Ok((c, law)),
            _ => Err(ActionError::ClaimPlayOn {
                seat,
                problem: ClaimPlayOnProblem::NoPlayOn,
            }),
        }
    }

    /// Whether `seat`'s hand lies face up in the play after a disputed claim
    /// at a rubber table: its cards are not penalty cards, and (for a
    /// defender who faced his hand) no penalty can be imposed for his
    /// irregularities (RB 69, RB 70B).
    pub fn faced_in_play_on(&self, seat: Seat) -> bool {
        self.claims.claim.as_ref().is_some_and(|c| {
            matches!(c.status, ClaimStatus::PlayingOn { .. }) && c.faced.contains(&seat)
        })
    }

    /// RB 69: a defender who faced his hand in the play after declarer's
    /// disputed claim cannot be penalized for an irregularity.
    pub(crate) fn penalty_free_in_play_on(&self, seat: Seat) -> bool {
        self.claims.claim.as_ref().is_some_and(|c| {
            c.status == (ClaimStatus::PlayingOn { law: law("RB 69") })
                && seat != c.claimer
                && c.faced.contains(&seat)
        })
    }

    /// RB 69B: declarer's lead `card` from `seat` breaks the defenders'
    /// requirement to draw the outstanding trump or not to, when he could
    /// have complied.
    pub(crate) fn claim_trumps_breach(&self, seat: Seat, card: Card) -> Option<K> {
        let c = self.claims.claim.as_ref()?;
        let draw = c.draw_trumps?;
        if c.status != (ClaimStatus::PlayingOn { law: law("RB 69") })
            || seat.side() != c.claimer.side()
            || self.current_trick().is_some()
            || !self.trump_outstanding()
        {
            return None;
        }
        let trump = self.play.contract?.bid.strain().trump()?;
        let hand = self.play.hands[seat.index()];
        let is_trump = card.suit() == trump;
        let could = if draw {
            hand.has_suit(trump)
        } else {
            hand.iter().any(|x| x.suit() != trump)
        };
        (could && is_trump != draw).then_some(K::ClaimTrumpsBreached { card, draw })
    }

    /// RB 69B: after declarer's disputed claim, a defender requires him to
    /// draw the outstanding trump, or not to.
    pub(crate) fn on_claim_trumps(
        &mut self,
        seat: Seat,
        draw: bool,
    ) -> Result<Outcome, ActionError> {
        let (claim, l) = self.playing_on(seat)?;
        let refuse = |problem| Err(ActionError::ClaimPlayOn { seat, problem });
        let Some(contract) = self.play.contract else {
            return refuse(ClaimPlayOnProblem::NoPlayOn);
        };
        if l != law("RB 69") {
            return refuse(ClaimPlayOnProblem::NoTrumpOutstanding);
        }
        if !seat.is_opponent(claim.claimer) || seat == contract.dummy() {
            return refuse(ClaimPlayOnProblem::NotEntitled);
        }
        if claim.draw_trumps.is_some() {
            return refuse(ClaimPlayOnProblem::AlreadyChosen);
        }
        if !self.trump_outstanding() {
            return refuse(ClaimPlayOnProblem::NoTrumpOutstanding);
        }
        if let Some(c) = self.claims.claim.as_mut() {
            c.draw_trumps = Some(draw);
        }
        Ok(Outcome::Chose { law: law("RB 69B") })
    }

    /// Whether a defender still holds a trump.
    pub(crate) fn trump_outstanding(&self) -> bool {
        let Some(contract) = self.play.contract else {
            return false;
        };
        let Some(trump) = contract.bid.strain().trump() else {
            return false;
        };
        let d = contract.declarer;
        [d.lho(), d.rho()]
            .iter()
            .any(|s| self.play.hands[s.index()].has_suit(trump))
    }

    /// RB 69: a defender faces his hand for his partner during the play
    /// after declarer's disputed claim.
    pub(crate) fn on_face_hand(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let (claim, l) = self.playing_on(seat)?;
        let declarer_side = claim.claimer.side();
        if l != law("RB 69") || seat.side() == declarer_side {
            return Err(ActionError::ClaimPlayOn {
                seat,
                problem: ClaimPlayOnProblem::NotADefender,
            });
        }
        if let Some(c) = self.claims.claim.as_mut() {
            if !c.faced.contains(&seat) {
                c.faced.push(seat);
            }
        }
        Ok(Outcome::Chose { law: l })
    }

    /// RB 69 / RB 70B: `seat` requires the other side's last card to be
    /// taken back as a play forbidden in the play after a disputed claim:
    /// declarer's play inconsistent with his statement or its restrictions
    /// (a defender objects, before either defender has played again), or a
    /// play by the claimer's partner that the faced cards suggested
    /// (declarer objects). The card goes back to its hand, without penalty,
    /// and the same hand plays again.
    pub(crate) fn on_reject_claim_play(
        &mut self,
        seat: Seat,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let (claim, l) = self.playing_on(seat)?;
        let contract = self.play.contract.ok_or(ActionError::NoClaimPending)?;
        let declarer_claimed = l == law("RB 69");
        let entitled = if declarer_claimed {
            seat.is_opponent(contract.declarer)
        } else {
            seat == contract.declarer
        };
        if !entitled {
            return Err(ActionError::ClaimPlayOn {
                seat,
                problem: ClaimPlayOnProblem::NotEntitled,
            });
        }
        let claimer = claim.claimer;
        let last = self
            .play
            .tricks
            .last()
            .and_then(|t| t.cards().last())
            .filter(|p| {
                if declarer_claimed {
                    p.seat.side() == contract.declarer.side()
                } else {
                    p.seat == claimer.partner()
                }
            })
            // Only a card played since the claim.
            .filter(|_| self.play.tricks.iter().map(|t| t.len() as u8).sum::<u8>() > claim.played);
        let Some(played) = last else {
            return Err(ActionError::ClaimPlayOn {
                seat,
                problem: ClaimPlayOnProblem::NothingToReject,
            });
        };
        if let Some(t) = self.play.tricks.last_mut() {
            t.remove(played.seat);
            t.reopen();
            if t.is_empty() {
                self.play.tricks.pop();
                self.play.lead_irregularities.pop();
            }
        }
        self.play.hands[played.seat.index()].insert(played.card);
        self.phase = Phase::Play;
        let outcome = self.record_with(
            K::ClaimPlayRejected { card: played.card },
            played.seat,
            index,
            Status::Rectified { law: l },
        );
        if let Outcome::Irregular { id, .. } = outcome {
            if let Some(i) = self.rect.irregularities.get_mut(id) {
                i.law = l;
            }
            return Ok(Outcome::Irregular { id, law: l });
        }
        Ok(outcome)
    }

    /// The cards are mixed together. At a rubber table: a pending claim by
    /// declarer is allowed (RB 69), a revoke not yet brought up carries no
    /// penalty (RB 64D4), and no conceded trick can be restored (RB 71B).
    /// No effect under the duplicate Laws.
    pub(crate) fn on_cards_mixed(&mut self) -> Result<Outcome, ActionError> {
        let pending = self
            .claims
            .claim
            .as_ref()
            .is_some_and(|c| c.status == ClaimStatus::Pending);
        let declarer = self.play.contract.map(|c| c.declarer);
        let declarers_claim = pending && self.claims.claim.as_ref().map(|c| c.claimer) == declarer;
        let rubber = self.config.rules.players_apply_penalties();
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut);
        // Refused before anything changes: during the play, the cards can
        // be mixed only on a pending claim (at a rubber table, declarer's).
        if !over && !(pending && (declarers_claim || !rubber)) {
            return Err(ActionError::BoardNotOver);
        }
        if self.claims.cards_mixed {
            return Ok(Outcome::Lawful);
        }
        self.claims.cards_mixed = true;
        if !rubber {
            return Ok(Outcome::Lawful);
        }
        if declarers_claim {
            if let Some(c) = self.claims.claim.as_mut() {
                let tricks = c.kind.kept(c.remaining);
                c.status = ClaimStatus::Agreed { tricks };
            }
            self.phase = Phase::Complete;
            return Ok(Outcome::Chose { law: law("RB 69") });
        }
        self.on_too_late_for_revoke_rubber()
    }

    /// Law 68D2(b): instead of the Director ruling, the non-claimers may ask to
    /// play on; when all four players agree, the claim is void and play
    /// continues. The request must come from an opponent of the claimer.
    pub(crate) fn on_agree_play_on(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let claim = self
            .claims
            .claim
            .as_mut()
            .filter(|c| matches!(c.status, ClaimStatus::Pending | ClaimStatus::Contested))
            .ok_or(ActionError::NoClaimPending)?;
        if claim.play_on.is_empty() && !seat.is_opponent(claim.claimer) {
            return Err(ActionError::NotAnOpponentOfClaimer { seat });
        }
        if !claim.play_on.contains(&seat) {
            claim.play_on.push(seat);
        }
        if claim.play_on.len() == 4 {
            claim.status = ClaimStatus::PlayedOn;
            self.phase = Phase::Play;
            self.correct_waiting_revokes();
            return Ok(Outcome::Chose {
                law: law("68D2(b)"),
            });
        }
        Ok(Outcome::Lawful)
    }

    /// Law 68B2: a defender concedes and his partner objects at once; the
    /// concession does not stand and play continues.
    pub(crate) fn on_object_to_concession(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let contract = self.play.contract.ok_or(ActionError::NoClaimPending)?;
        let claim = self
            .claims
            .claim
            .as_mut()
            .filter(|c| c.status == ClaimStatus::Pending)
            .ok_or(ActionError::NoClaimPending)?;
        let defender = claim.claimer.side() != contract.declarer.side();
        if !(defender
            && matches!(claim.kind, ClaimKind::Concession(_))
            && seat == claim.claimer.partner())
        {
            return Err(ActionError::NoClaimPending);
        }
        claim.status = ClaimStatus::Void;
        let conceder = claim.claimer;
        self.phase = Phase::Play;
        self.correct_waiting_revokes();
        let l = self.cite(L68B2);
        // 68B2 (RB 71C): the attempted concession and the objection carry
        // information the defenders may not use (the Commentary on Law 68:
        // it is unauthorized for the conceder's partner and the conceder
        // alike); the Director is to be summoned and may adjust.
        let info = crate::table::InfoRecord {
            source: crate::table::InfoSource::Concession { seat: conceder },
            unauthorized_for: conceder.side(),
            law: l,
        };
        if !self.rect.info.contains(&info) {
            self.rect.info.push(info);
        }
        self.flag(l, None);
        Ok(Outcome::Chose { law: l })
    }

    /// Whether a claim or concession on record has suspended the play for
    /// good (Law 68D): pending, contested, agreed or awarded. A void claim
    /// (68B2), play on by agreement (68D2(b)) and the rubber play after a
    /// disputed claim (RB 69, RB 70) let play go on.
    pub(crate) fn claim_suspends_play(&self) -> bool {
        self.claims.claim.as_ref().is_some_and(|c| {
            matches!(
                c.status,
                ClaimStatus::Pending
                    | ClaimStatus::Contested
                    | ClaimStatus::Agreed { .. }
                    | ClaimStatus::Awarded { .. }
            )
        })
    }

    /// The refusal for an action that would play or take back a card while
    /// a claim suspends the play (Law 68D): the claim is still waiting, or
    /// it has settled the board.
    pub(crate) fn claim_refusal(&self) -> Result<(), ActionError> {
        match self.claims.claim.as_ref().map(|c| c.status) {
            Some(ClaimStatus::Pending | ClaimStatus::Contested) => Err(ActionError::ClaimPending),
            Some(ClaimStatus::Agreed { .. } | ClaimStatus::Awarded { .. }) => {
                Err(ActionError::BoardOver)
            }
            _ => Ok(()),
        }
    }

    /// Play goes on after a rectification that took cards back, unless a
    /// claim has suspended it (Law 68D): the tricks the claim disposes of
    /// are never played as well.
    pub(crate) fn resume_play(&mut self) {
        if !self.claim_suspends_play() {
            self.phase = Phase::Play;
        }
    }

    /// The irregularities whose rectification needs more play, so that
    /// while a claim suspends the play they wait for the Director's ruling
    /// on it: a revoke not yet established (62A), a failure to play to a
    /// trick (67A1), dummy's wrong card (45D1).
    pub(crate) fn waits_for_claim(kind: K) -> bool {
        (kind.is_revoke() && !matches!(kind, K::PenaltyCardNotPlayed { .. }))
            || matches!(kind, K::OmittedPlay { .. } | K::DummyWrongCard { .. })
    }

    /// Play goes on after all (68B2, 68D2(b), RB 69/70): what came to light
    /// while the claim suspended play is rectified now (Laws 62A, 67A, 45D).
    fn correct_waiting_revokes(&mut self) {
        let waiting: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                Self::waits_for_claim(i.kind)
                    && i.status == Status::AwaitingDirector
                    && i.step == crate::irregularity::Step::Open
            })
            .map(|i| i.id)
            .collect();
        for id in waiting {
            self.rectify_play(id);
        }
    }

    pub(crate) fn on_claim_award(&mut self, tricks: u8) -> Result<Outcome, ActionError> {
        let rules = self.config.rules;
        let declarer = self.play.contract.map(|c| c.declarer);
        let cards_mixed = self.claims.cards_mixed;
        let over = self.claims.correction_period_over;
        let claim = self
            .claims
            .claim
            .as_mut()
            .ok_or(ActionError::NoClaimPending)?;
        if tricks > claim.remaining {
            return Err(ActionError::TooManyTricks {
                claimed: tricks,
                remaining: claim.remaining,
            });
        }
        let declarer_claimed = declarer == Some(claim.claimer);
        let l = match (rules.has_director(), claim.status) {
            (true, ClaimStatus::Contested) if claim.withdrawn_by.is_some() => law("69B"),
            (true, ClaimStatus::Contested) => law("70"),
            // Law 71 cancels a concession, and a claim concedes the rest
            // (68B1): more tricks to the claimer than agreed is 71; fewer,
            // the agreeing side's withdrawal, 69B. Both only within the
            // Correction Period (79C).
            (true, ClaimStatus::Agreed { .. }) if over => {
                return Err(ActionError::CorrectionPeriodOver {
                    law: Self::agreed_correction_law(claim, tricks),
                });
            }
            (true, ClaimStatus::Agreed { .. }) => Self::agreed_correction_law(claim, tricks),
            // Club Laws 69, 70: the Arbiter adjudicates a disputed claim.
            (_, ClaimStatus::Contested) if declarer_claimed => law("CL 69"),
            (_, ClaimStatus::Contested) => law("CL 70"),
            // RB 71: a concession (agreeing to a claim is one, RB 70) is
            // withdrawn for a trick that could not be lost by any probable
            // play, until the cards are mixed.
            // RB 71A (a trick in fact won) has no such limit.
            (_, ClaimStatus::Agreed { .. }) if claim.conceded_won > 0 => law("RB 71A"),
            (_, ClaimStatus::Agreed { .. }) => {
                if cards_mixed {
                    return Err(ActionError::CardsMixed { law: law("RB 71B") });
                }
                law("RB 71")
            }
            (_, ClaimStatus::Awarded { law, .. }) => law,
            _ => return Err(ActionError::NoClaimPending),
        };
        claim.status = ClaimStatus::Awarded { tricks, law: l };
        self.phase = Phase::Complete;
        // Commentary on Law 63A: a revoke not established that came to light
        // while the claim suspended play is settled by the award, which
        // takes its correction into account; so is a failure to play to a
        // trick or dummy's wrong card that could not be put right by play.
        let waiting: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| Self::waits_for_claim(i.kind) && i.status == Status::AwaitingDirector)
            .map(|i| i.id)
            .collect();
        for id in waiting {
            self.set_status(id, Status::Rectified { law: l });
        }
        Ok(Outcome::Chose { law: l })
    }

    /// The position of the claim on record and `claim`'s statement read,
    /// when there are both.
    fn position_and_statement(&self, claim: &ClaimRecord) -> Option<(Position, ClaimStatement)> {
        let pos = self.claim_position()?;
        let statement = ClaimStatement::parse(&claim.statement).ok()?;
        Some((pos, statement))
    }

    /// The position at the claim, for the adjudicator.
    pub fn claim_position(&self) -> Option<Position> {
        let contract = self.play.contract?;
        let won = self.tricks_won_in_play();
        let (leader, trick): (Seat, Vec<Card>) = match self.current_trick() {
            Some(t) => (t.leader, t.cards().map(|p| p.card).collect()),
            None => (self.next_leader()?, Vec::new()),
        };
        Position::new(
            self.play.hands,
            contract.bid.strain(),
            contract.declarer,
            leader,
            &trick,
            won,
        )
        .ok()
    }

    /// The engine's proposal for the claim on record: the award, the line of
    /// play that gives it, and the rule of Law 70 behind each point. The
    /// Director confirms or overrides it (`Ruling::ClaimAward`).
    ///
    /// `opts` are the caller's settings (the RA's 70E2 order, the search
    /// budget); the facts of the table are added to them by
    /// [`State::claim_options`]. `solver` is the caller's (the engine
    /// never makes one); its error is the proposal's, and nothing changes.
    pub fn claim_proposal(
        &self,
        opts: &AdjudicationOptions,
        solver: &dyn Solver,
    ) -> Result<Option<Adjudication>, SolverError> {
        let Some(claim) = self.claims.claim.as_ref() else {
            return Ok(None);
        };
        let Some((pos, statement)) = self.position_and_statement(claim) else {
            return Ok(None);
        };
        tenace_claims::adjudicate(
            &pos,
            claim.claimer,
            claim.kind,
            &statement,
            &self.claim_options(opts),
            solver,
        )
        .map(Some)
    }

    /// The adjudicator's options for the claim on record: `base` with the
    /// facts of the table added. Every failure to follow suit before the
    /// claim, in any trick, is known to the claimer (Law 70E1; Commentary
    /// Examples 50 and 51).
    /// The Director's findings on record (70C2, the class of player)
    /// replace `base`'s.
    pub fn claim_options(&self, base: &AdjudicationOptions) -> AdjudicationOptions {
        let mut opts = base.clone();
        if let Some(f) = self.claims.claim.as_ref().map(|c| c.findings) {
            if let Some(a) = f.aware_of_trumps {
                opts.aware_of_trumps = Some(a);
            }
            if let Some(c) = f.class {
                opts.class = c;
            }
        }
        for (seat, suit) in self.voids_shown() {
            if !opts.known_voids.contains(&(seat, suit)) {
                opts.known_voids.push((seat, suit));
            }
        }
        opts
    }

    /// Law 69B: the review of a claim whose established agreement was
    /// withdrawn (or, for the Director's information, of any agreed claim):
    /// the tricks the agreeing side would likely have won had play gone
    /// on, with the claimer's faced cards (68C) taken into account.
    pub fn agreement_review(
        &self,
        solver: &dyn Solver,
    ) -> Result<Option<AgreementReview>, SolverError> {
        let Some(claim) = self.claims.claim.as_ref() else {
            return Ok(None);
        };
        if !matches!(claim.kind, ClaimKind::Claim(_)) {
            return Ok(None);
        }
        let agreed =
            matches!(claim.status, ClaimStatus::Agreed { .. }) || claim.withdrawn_by.is_some();
        if !agreed {
            return Ok(None);
        }
        let Some((pos, statement)) = self.position_and_statement(claim) else {
            return Ok(None);
        };
        tenace_claims::review_agreement(
            &pos,
            claim.claimer,
            claim.kind,
            &statement,
            claim.findings.hand_shown,
            solver,
        )
        .map(Some)
    }

    /// The award the engine proposes for the claim waiting for the
    /// Director: under Law 69B when an established agreement was withdrawn
    /// (the tricks claimed less those the review gives back), else the
    /// Law 70 adjudication.
    pub fn proposed_award(
        &self,
        opts: &AdjudicationOptions,
        solver: &dyn Solver,
    ) -> Result<Option<u8>, SolverError> {
        let Some(claim) = self.claims.claim.as_ref() else {
            return Ok(None);
        };
        if claim.withdrawn_by.is_some() {
            return Ok(self
                .agreement_review(solver)?
                .map(|r| r.claimed.saturating_sub(r.restore)));
        }
        Ok(self
            .claim_proposal(opts, solver)?
            .map(|a| a.tricks_awarded_to_claimer_side))
    }

    /// Each player's failures to follow suit so far, in the order seen:
    /// (the player, the suit led).
    pub fn voids_shown(&self) -> Vec<(Seat, tenace_core::Suit)> {
        let mut out = Vec::new();
        for t in &self.play.tricks {
            let Some(led) = t.suit_led() else { continue };
            for p in t.cards() {
                if p.card.suit() != led && !out.contains(&(p.seat, led)) {
                    out.push((p.seat, led));
                }
            }
        }
        out
    }

    /// Tricks won in play by each side, North-South first.
    pub(crate) fn tricks_won_in_play(&self) -> [u8; 2] {
        let mut won = [0u8; 2];
        for t in &self.play.tricks {
            if let Some(w) = t.winner {
                won[w.side().index()] += 1;
            }
        }
        won
    }
}

/// Law 68 (preamble), Law 71A and the Correction Period (issue 14).
impl State {
    /// Law 68, preamble (RB 70A): with only the trick in progress left to
    /// play, and a card on it, a claim or concession would concern that
    /// trick alone: it is none, and play goes on.
    fn only_trick_in_progress(&self) -> Result<(), ActionError> {
        let started = self.current_trick().is_some_and(|t| !t.is_empty());
        if started && self.remaining_tricks() == 1 {
            return Err(ActionError::OnlyTrickInProgress {
                law: self.law_68_preamble(),
            });
        }
        Ok(())
    }

    /// The law for a statement or a showing of cards about the trick in
    /// progress only: Law 68's preamble, or RB 70A at a rubber table.
    fn law_68_preamble(&self) -> LawRef {
        self.cite(L68)
    }

    /// Law 68, preamble (RB 70A): `seat` shows `cards` about the trick in
    /// progress only. No claim or concession; play goes on; the cards stay
    /// in his hand. A defender's are no penalty cards, but what they show
    /// is unauthorized for his partner (Law 16, the Commentary's Example
    /// 48): an information record, and a point for the Director, who may
    /// also apply Law 57A or adjust.
    pub(crate) fn on_show_cards(
        &mut self,
        seat: Seat,
        cards: tenace_core::Hand,
    ) -> Result<Outcome, ActionError> {
        let l = self.law_68_preamble();
        let claim_law = self.cite(L68A);
        match self.phase {
            Phase::Play => {}
            Phase::Complete | Phase::PassedOut => return Err(ActionError::BoardOver),
            _ => return Err(ActionError::NoTrickInProgress { law: claim_law }),
        }
        if self.current_trick().is_none_or(|t| t.is_empty()) {
            return Err(ActionError::NoTrickInProgress { law: claim_law });
        }
        self.blocked_error()?;
        let contract = self.play.contract.ok_or(ActionError::NoClaimNow)?;
        if seat == contract.dummy() {
            return Err(ActionError::DummyCannotClaim);
        }
        if let Some(card) = cards
            .iter()
            .find(|c| !self.play.hands[seat.index()].contains(*c))
        {
            return Err(self.not_held(seat, card));
        }
        if seat.side() != contract.declarer.side() {
            for card in cards.iter() {
                let info = crate::table::InfoRecord {
                    source: crate::table::InfoSource::Card { seat, card },
                    unauthorized_for: seat.side(),
                    law: l,
                };
                if !self.rect.info.contains(&info) {
                    self.rect.info.push(info);
                }
            }
            self.flag(l, None);
        }
        Ok(Outcome::Lawful)
    }

    /// A concession stated as the final count: `seat`'s side ends with
    /// `total` tricks in all. The tricks still to play beyond that are
    /// conceded; tricks the side had already won in play beyond it are
    /// recorded (`conceded_won`, Law 71A, RB 71A).
    pub(crate) fn on_concede_total(
        &mut self,
        seat: Seat,
        total: u8,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        if self.phase != Phase::Play {
            // Refused by the claim's own checks (the board is over, or not
            // in the play).
            return self.on_claim(seat, ClaimKind::Concession(0), "", index);
        }
        let won = self.tricks_won_in_play()[seat.side().index()];
        let remaining = self.remaining_tricks();
        let kept = total.saturating_sub(won);
        if kept > remaining {
            return Err(ActionError::TooManyTricks {
                claimed: kept,
                remaining,
            });
        }
        let outcome = self.on_claim(seat, ClaimKind::Concession(remaining - kept), "", index)?;
        if let Some(c) = self.claims.claim.as_mut() {
            c.conceded_won = won.saturating_sub(total);
        }
        Ok(outcome)
    }

    /// Law 71A (RB 71A): an agreed concession gave up tricks won in play;
    /// a point for the Director, who cancels it within the Correction
    /// Period.
    fn flag_conceded_won(&mut self, conceded_won: u8) {
        if conceded_won > 0 {
            let l = if self.config.rules.players_apply_penalties() {
                "RB 71A"
            } else {
                "71A"
            };
            self.flag(law(l), None);
        }
    }

    /// The tricks an agreed concession gave up that its side had won in
    /// play go to the other side while it stands (Law 69A).
    pub(crate) fn move_conceded_won(&self, won: &mut [u8; 2]) {
        if let Some(c) = &self.claims.claim {
            let n = c.conceded_won_standing();
            let side = c.claimer.side();
            let n = n.min(won[side.index()]);
            won[side.index()] -= n;
            won[side.opponents().index()] += n;
        }
    }

    /// The law of the Director's correction of an agreed claim or
    /// concession: 71 when he gives the claimer's side more than agreed (a
    /// claim concedes the rest, 68B1) or cancels a concession, else 69B.
    fn agreed_correction_law(claim: &ClaimRecord, tricks: u8) -> LawRef {
        let agreed = claim.credited().unwrap_or(0);
        match claim.kind {
            ClaimKind::Concession(_) => law("71"),
            ClaimKind::Claim(_) if tricks > agreed => law("71"),
            ClaimKind::Claim(_) => law("69B"),
        }
    }

    /// Law 79C: the Correction Period ends (after the board).
    pub(crate) fn on_correction_period_ended(&mut self) -> Result<Outcome, ActionError> {
        if !matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardNotOver);
        }
        self.claims.correction_period_over = true;
        Ok(Outcome::Lawful)
    }
}
