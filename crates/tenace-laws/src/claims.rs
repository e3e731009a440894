//! Claims and concessions (Laws 68-71): the procedure at the table, and the
//! engine's proposal for a contested claim through the Law 70 adjudicator
//! of `tenace-claims`.

use serde::Serialize;
use tenace_claims::{Adjudication, AdjudicationOptions, ClaimKind, ClaimStatement, Position};
use tenace_core::{Card, Seat};

use crate::irregularity::Status;
use crate::law::LawRef;
use crate::table::{ActionError, Outcome, Phase, State};

const fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
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
    pub status: ClaimStatus,
    /// The opponents who have agreed so far.
    pub agreed_by: Vec<Seat>,
    /// The players who have agreed to play on instead (68D2(b)).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub play_on: Vec<Seat>,
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
}

impl State {
    /// Tricks still to be played, the one in progress included.
    pub fn remaining_tricks(&self) -> u8 {
        let complete = self.tricks.iter().filter(|t| t.is_complete()).count();
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
        self.blocked_error()?;
        if self
            .claim
            .as_ref()
            .is_some_and(|c| c.status != ClaimStatus::Void)
        {
            return Err(ActionError::NoClaimNow);
        }
        let contract = self.contract.ok_or(ActionError::NoClaimNow)?;
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
        self.claim = Some(ClaimRecord {
            claimer: seat,
            kind,
            statement: statement.to_string(),
            event: index,
            remaining,
            status: ClaimStatus::Pending,
            agreed_by: Vec::new(),
            play_on: Vec::new(),
        });
        // 63A3: a claim or concession establishes the claimer's side's revokes.
        for irr in &mut self.irregularities {
            if irr.kind.is_revoke() && irr.offender.side() == seat.side() && irr.is_open() {
                irr.status = Status::Established { law: law("63A3") };
            }
        }
        self.phase = Phase::Claim;
        Ok(Outcome::Lawful)
    }

    pub(crate) fn on_agree_claim(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let claim = self
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
            .filter(|s| self.contract.is_none_or(|c| *s != c.dummy()))
            .collect();
        if needed.iter().all(|s| claim.agreed_by.contains(s)) {
            let tricks = claim.kind.kept(claim.remaining);
            claim.status = ClaimStatus::Agreed { tricks };
            let opponents = claim.claimer.side().opponents();
            // 63A4: agreement to an opponent's claim establishes the agreeing
            // side's revokes.
            for irr in &mut self.irregularities {
                if irr.kind.is_revoke() && irr.offender.side() == opponents && irr.is_open() {
                    irr.status = Status::Established { law: law("63A4") };
                }
            }
            self.phase = Phase::Complete;
            return Ok(Outcome::Chose { law: law("69A") });
        }
        Ok(Outcome::Lawful)
    }

    pub(crate) fn on_dispute_claim(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let claim = self
            .claim
            .as_mut()
            .filter(|c| c.status == ClaimStatus::Pending)
            .ok_or(ActionError::NoClaimPending)?;
        if !seat.is_opponent(claim.claimer) {
            return Err(ActionError::NotAnOpponentOfClaimer { seat });
        }
        claim.status = ClaimStatus::Contested;
        Ok(Outcome::Chose { law: law("68D") })
    }

    /// Law 68D2(b): instead of the Director ruling, the non-claimers may ask to
    /// play on; when all four players agree, the claim is void and play
    /// continues. The request must come from an opponent of the claimer.
    pub(crate) fn on_agree_play_on(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let claim = self
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
            return Ok(Outcome::Chose {
                law: law("68D2(b)"),
            });
        }
        Ok(Outcome::Lawful)
    }

    /// Law 68B2: a defender concedes and his partner objects at once; the
    /// concession does not stand and play continues.
    pub(crate) fn on_object_to_concession(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        let contract = self.contract.ok_or(ActionError::NoClaimPending)?;
        let claim = self
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
        self.phase = Phase::Play;
        Ok(Outcome::Chose { law: law("68B2") })
    }

    /// The Director's award on a contested claim (Law 70), or his correction
    /// of an agreed one (69B, 71): the claimer's side gets `tricks` of the
    /// remaining tricks.
    pub(crate) fn on_claim_award(&mut self, tricks: u8) -> Result<Outcome, ActionError> {
        let claim = self.claim.as_mut().ok_or(ActionError::NoClaimPending)?;
        if tricks > claim.remaining {
            return Err(ActionError::TooManyTricks {
                claimed: tricks,
                remaining: claim.remaining,
            });
        }
        let l = match claim.status {
            ClaimStatus::Contested => law("70"),
            ClaimStatus::Agreed { .. } => match claim.kind {
                ClaimKind::Concession(_) => law("71"),
                ClaimKind::Claim(_) => law("69B"),
            },
            ClaimStatus::Awarded { law, .. } => law,
            _ => return Err(ActionError::NoClaimPending),
        };
        claim.status = ClaimStatus::Awarded { tricks, law: l };
        self.phase = Phase::Complete;
        Ok(Outcome::Chose { law: l })
    }

    /// The position at the claim, for the adjudicator.
    pub fn claim_position(&self) -> Option<Position> {
        let contract = self.contract?;
        let won = self.tricks_won_in_play();
        let (leader, trick): (Seat, Vec<Card>) = match self.current_trick() {
            Some(t) => (t.leader, t.cards().map(|p| p.card).collect()),
            None => (self.next_leader()?, Vec::new()),
        };
        Position::new(
            self.hands,
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
    pub fn claim_proposal(&self, opts: &AdjudicationOptions) -> Option<Adjudication> {
        let claim = self.claim.as_ref()?;
        let pos = self.claim_position()?;
        let statement = ClaimStatement::parse(&claim.statement).ok()?;
        let solver = tenace_claims::default_solver();
        Some(tenace_claims::adjudicate(
            &pos,
            claim.claimer,
            claim.kind,
            &statement,
            opts,
            &solver,
        ))
    }

    /// Tricks won in play by each side, North-South first.
    pub(crate) fn tricks_won_in_play(&self) -> [u8; 2] {
        let mut won = [0u8; 2];
        for t in &self.tricks {
            if let Some(w) = t.winner {
                won[w.side().index()] += 1;
            }
        }
        won
    }
}
