//! The Director's inputs and the players' questions that are not
//! irregularities: a question about the opponents' auction or one call and
//! its answer (Law 20F), the substitution of a player (Law 4 and the
//! tournament's regulations), and the Director's decisions once the board
//! is over or cannot be finished: an assigned score (Law 12C1), no
//! adjustment, a procedural penalty (Law 90), each about a point of the
//! review list or the board as a whole.
//!
//! Like every event these are kept in the log and folded into the state,
//! so a replay rebuilds every question, answer and decision.

use serde::{Deserialize, Serialize};
use tenace_core::{Contract, Seat, Side};

use crate::auction::CallOrigin;
use crate::event::Extraneous;
use crate::law::LawRef;
use crate::table::{ActionError, InfoRecord, InfoSource, Outcome, Phase, State};

/// A question about the opponents' calls (Law 20F1, 20F2), as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Question {
    /// Who asked.
    pub asker: Seat,
    /// The call asked about: the log index of its event (stable while calls
    /// are inserted or removed), or `None` for the opponents' whole auction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub call_event: Option<usize>,
    /// The call asked about: its index in the auction's calls now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<crate::auction::CallNo>,
    /// The seat that made the call asked about.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub caller: Option<Seat>,
    /// The log index of the question.
    pub event: usize,
    /// The law the question was asked under: 20F1 during the auction,
    /// 20F2 afterwards.
    pub law: LawRef,
    /// The answers given, in order (a later one corrects an earlier one,
    /// Laws 20F4, 20F5).
    pub answers: Vec<Answer>,
}

/// An answer to a question (Law 20F1: by the partner of the player who made
/// the call).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Answer {
    pub by: Seat,
    pub text: String,
    /// The log index of the answer.
    pub event: usize,
}

/// A player replaced by a substitute (recorded by the Director).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Substitution {
    pub seat: Seat,
    /// The log index of the substitution: the events before it were the
    /// first player's.
    pub event: usize,
}

/// A point of the Director's review list that a decision is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "point", rename_all = "snake_case")]
pub enum ReviewPoint {
    /// A review flag: an index into the state's review points (23C, 27D,
    /// 64C, 72C ...).
    Flag { index: usize },
    /// An information record (Law 16): an index into the state's records.
    Info { index: usize },
    /// A break in tempo found by the server (Law 16B1): the sequence number
    /// of the action made after the pause.
    Tempo { seq: u64 },
    /// A question about a call and its answers (Laws 20F, 21, 75).
    Question { index: usize },
    /// The board as a whole (a board not finished in time, Law 12C).
    Board,
    /// A point of the revoke review list: an index into
    /// `State::revoke_review_flags` (Law 64C: the transfer does not
    /// redress the damage, 64C1; a repeated revoke, 64C2(a); both sides
    /// revoked, 64C2(b)).
    Revoke { index: usize },
}

/// One result of an assigned score (Law 12C1(b), (c)): a contract and the
/// tricks declarer's side takes (or a pass-out), with its weight in
/// percent when the score is weighted (12C1(c)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AssignedResult {
    /// `None`: the board passed out.
    pub contract: Option<Contract>,
    #[serde(default)]
    pub tricks: u8,
    /// Percent; the weights of an assigned score add up to 100.
    pub weight: u8,
}

/// The unit of a procedural penalty (Law 90A; the amount is the
/// regulation's or the Director's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyUnit {
    /// Percent of a top (pairs).
    Percent,
    /// International match points.
    Imps,
    /// Victory points, in tenths.
    VpTenths,
}

/// The Director's decision about a point of the review list, or the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    /// The point needs no adjustment: the result stands (Law 12B1: no
    /// damage, or none caused by the infraction).
    NoAdjustment { point: ReviewPoint },
    /// Law 12C1: the Director assigns a score in place of the result
    /// obtained (or of the board not played to its end): one result, or
    /// several weighted (12C1(c)). The board ends if it had not.
    Assigned {
        point: ReviewPoint,
        results: Vec<AssignedResult>,
        /// The Commentary on Law 12C1(c) (benefit of doubt): `results`
        /// then hold the raw frequencies of the Director's poll, and the
        /// outcomes favourable to the non-offending side are raised by a
        /// factor of at most 1.2 (the rest shrinking in proportion); the
        /// weights in force are worked out by the engine.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        doubt: Option<BenefitOfDoubt>,
    },
    /// Law 90: a procedural penalty against `side`, over and above any
    /// rectification or adjustment.
    ProceduralPenalty {
        point: ReviewPoint,
        side: Side,
        amount: u16,
        unit: PenaltyUnit,
    },
}

/// The Director's benefit-of-doubt factor for a weighted assigned score
/// (the Commentary on Law 12C1(c): the weights may favour the
/// non-offending side slightly, never by a factor above 1.2 of the raw
/// polled figures).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BenefitOfDoubt {
    /// The factor in percent: 100 (none) to 120 (the Commentary's 1.2).
    pub factor: u8,
    /// The results (indices into `results`) favourable to the
    /// non-offending side, which the factor raises.
    pub favoured: Vec<usize>,
}

impl BenefitOfDoubt {
    /// Whether the factor is within the Commentary's limit and the
    /// favoured results exist, are distinct and leave some to shrink.
    fn valid(&self, results: usize) -> bool {
        let mut seen = vec![false; results];
        (100..=120).contains(&self.factor)
            && !self.favoured.is_empty()
            && self
                .favoured
                .iter()
                .all(|&i| i < results && !std::mem::replace(&mut seen[i], true))
    }

    /// The weights in force: each favoured raw weight times the factor
    /// (their total at most 100), the others sharing what is left in
    /// proportion to their raw weights; whole percents by the largest
    /// remainder, so that they still add up to 100.
    pub fn weights(&self, raw: &[u8]) -> Vec<u8> {
        let favoured = |i: usize| self.favoured.contains(&i);
        let sum = |fav: bool| -> u64 {
            raw.iter()
                .enumerate()
                .filter(|(i, _)| favoured(*i) == fav)
                .map(|(_, &w)| u64::from(w))
                .sum()
        };
        let (up, rest) = (sum(true), sum(false));
        if up == 0 || rest == 0 {
            return raw.to_vec();
        }
        let f = u64::from(self.factor);
        // Each share times `den` (shares in percent add up to 100).
        let den = 100 * up * rest;
        let nums: Vec<u64> = raw
            .iter()
            .enumerate()
            .map(|(i, &w)| {
                let w = u64::from(w);
                match (favoured(i), up * f <= 100 * 100) {
                    (true, true) => w * f * rest * up,
                    (false, true) => w * (100 * 100 - up * f) * up,
                    // Raised past 100 in all: the favoured share it all.
                    (true, false) => w * 100 * 100 * rest,
                    (false, false) => 0,
                }
            })
            .collect();
        let mut out: Vec<u8> = nums.iter().map(|n| (n / den) as u8).collect();
        let mut left = 100u32.saturating_sub(out.iter().map(|&w| u32::from(w)).sum());
        let mut order: Vec<usize> = (0..raw.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(nums[i] % den));
        for i in order {
            if left == 0 || nums[i].is_multiple_of(den) {
                break;
            }
            out[i] += 1;
            left -= 1;
        }
        out
    }
}

impl Decision {
    /// The point the decision is about.
    pub fn point(&self) -> ReviewPoint {
        match self {
            Decision::NoAdjustment { point }
            | Decision::Assigned { point, .. }
            | Decision::ProceduralPenalty { point, .. } => *point,
        }
    }
}

/// A decision as recorded, with its place in the log.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct DecisionRecord {
    #[serde(flatten)]
    pub decision: Decision,
    pub event: usize,
}

/// One result of an assigned score as the board's result shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct AssignedScore {
    pub contract: Option<Contract>,
    pub tricks: u8,
    pub weight: u8,
    /// North-South's score for this result (Law 77).
    pub score_ns: i32,
}

impl State {
    /// Law 20F1/20F2: may `seat` ask now? During the auction, at his own
    /// turn to call; after the final pass, a defender at his own turn to
    /// play (the opening leader, and his partner once the lead is made face
    /// down, Law 41B), declarer at his turn to play from his hand or dummy.
    fn may_ask(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Auction => self.calls.auction.turn() == seat,
            Phase::Clarification => {
                self.to_play() == Some(seat)
                    || self
                        .play
                        .face_down_lead
                        .is_some_and(|(leader, _)| leader.partner() == seat)
            }
            Phase::Play => match self.to_play() {
                Some(s) if s == seat => true,
                Some(s) => {
                    self.dummy() == Some(s) && self.play.contract.map(|c| c.declarer) == Some(seat)
                }
                None => false,
            },
            Phase::Claim | Phase::Complete | Phase::PassedOut => false,
        }
    }

    /// `seat` asks about the opponents' auction (`record: None`) or about
    /// one opponent's call (Laws 20F1-20F3).
    pub(crate) fn on_ask(
        &mut self,
        seat: Seat,
        record: Option<usize>,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        if matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardOver);
        }
        if !self.may_ask(seat) {
            return Err(ActionError::NotTimeToAsk { seat });
        }
        let (call_event, caller) =
            match record {
                Some(r) => {
                    let c = self
                        .calls
                        .auction
                        .calls
                        .get(r)
                        .ok_or(ActionError::NoSuchCall { record: r })?;
                    if c.seat.side() == seat.side() {
                        return Err(ActionError::NotOpponentsCall { seat, record: r });
                    }
                    (Some(c.event), Some(c.seat))
                }
                None => {
                    let called =
                        self.calls.auction.calls.iter().any(|c| {
                            c.seat.side() != seat.side() && c.origin == CallOrigin::Player
                        });
                    if !called {
                        return Err(ActionError::NothingToAsk { seat });
                    }
                    (None, None)
                }
            };
        let law = if self.phase == Phase::Auction {
            "20F1"
        } else {
            "20F2"
        };
        self.calls.questions.push(Question {
            asker: seat,
            call_event,
            record: record.map(crate::auction::CallNo),
            caller,
            event: index,
            law: LawRef::new(law),
            answers: Vec::new(),
        });
        Ok(Outcome::Lawful)
    }

    /// `seat` answers question `question`. For one call, the caller's
    /// partner answers (Law 20F1); the caller himself may correct his
    /// partner's explanation only after the auction (Law 20F5(b): declarer
    /// or dummy after the final pass, a defender at the end of play). For
    /// the whole auction, either opponent of the asker explains.
    pub(crate) fn on_answer(
        &mut self,
        seat: Seat,
        question: usize,
        text: &str,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let q = self
            .calls
            .questions
            .get(question)
            .ok_or(ActionError::NoSuchQuestion { question })?;
        if text.trim().is_empty() {
            return Err(ActionError::EmptyAnswer);
        }
        let allowed = match q.caller {
            Some(caller) if seat == caller.partner() => true,
            Some(caller) if seat == caller => {
                let declaring = self.play.contract.map(|c| c.declarer.side());
                match self.phase {
                    Phase::Auction => false,
                    Phase::Complete | Phase::PassedOut => true,
                    _ => declaring == Some(seat.side()),
                }
            }
            Some(_) => false,
            None => seat.side() != q.asker.side(),
        };
        if !allowed {
            return Err(ActionError::NotToAnswer { seat, question });
        }
        self.calls.questions[question].answers.push(Answer {
            by: seat,
            text: text.to_string(),
            event: index,
        });
        Ok(Outcome::Lawful)
    }

    /// Law 16B1: the Director records extraneous information `seat` made
    /// available to his partner; it is unauthorized for `seat`'s side and
    /// goes to the information records (a point for the Director, 16B3).
    /// A failure to alert names a call of the partner's (his last one by
    /// default) that is still standing; a question must be `seat`'s own.
    pub(crate) fn on_extraneous(
        &mut self,
        seat: Seat,
        what: Extraneous,
    ) -> Result<Outcome, ActionError> {
        let what = match what {
            Extraneous::Tempo { ms } => {
                if ms == 0 {
                    return Err(ActionError::NoSuchExtraneous { seat });
                }
                what
            }
            Extraneous::NoAlert { record } => {
                let partner_call = |c: &crate::auction::CallRecord| {
                    c.is_standing() && c.seat == seat.partner() && c.origin == CallOrigin::Player
                };
                let r = match record {
                    None => self.calls.auction.calls.iter().rposition(partner_call),
                    Some(r) => self
                        .calls
                        .auction
                        .calls
                        .get(r)
                        .filter(|c| partner_call(c))
                        .map(|_| r),
                }
                .ok_or(ActionError::NoSuchExtraneous { seat })?;
                Extraneous::NoAlert { record: Some(r) }
            }
            Extraneous::Question { question } => {
                if self.calls.questions.get(question).map(|q| q.asker) != Some(seat) {
                    return Err(ActionError::NoSuchExtraneous { seat });
                }
                what
            }
            Extraneous::PointedCard { trick } => {
                if !self.late_pointing_remark(seat, trick) {
                    return Err(ActionError::NoSuchExtraneous { seat });
                }
                what
            }
        };
        let law = match what {
            Extraneous::PointedCard { .. } => "65B3",
            _ => "16B1",
        };
        let record = InfoRecord {
            source: InfoSource::Extraneous { seat, what },
            unauthorized_for: seat.side(),
            law: LawRef::new(law),
        };
        if !self.rect.info.contains(&record) {
            self.rect.info.push(record);
        }
        Ok(Outcome::Lawful)
    }

    /// The Director replaces the player of `seat`.
    pub(crate) fn on_substitute(&mut self, seat: Seat, index: usize) -> Outcome {
        self.rect
            .substitutions
            .push(Substitution { seat, event: index });
        Outcome::Chose {
            law: LawRef::new("4"),
        }
    }

    /// The Director's decision about a review point or the board.
    pub(crate) fn on_decision(
        &mut self,
        decision: &Decision,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        match decision.point() {
            ReviewPoint::Flag { index: i } if i >= self.rect.review.len() => {
                return Err(ActionError::NoSuchReviewPoint)
            }
            ReviewPoint::Info { index: i } if i >= self.rect.info.len() => {
                return Err(ActionError::NoSuchReviewPoint)
            }
            ReviewPoint::Revoke { index: i } if i >= self.revoke_review_flags().len() => {
                return Err(ActionError::NoSuchReviewPoint)
            }
            ReviewPoint::Question { index: i } if i >= self.calls.questions.len() => {
                return Err(ActionError::NoSuchReviewPoint)
            }
            _ => {}
        }
        let law = match decision {
            Decision::NoAdjustment { .. } => "12B1",
            Decision::Assigned { results, doubt, .. } => {
                check_assigned(results)?;
                if doubt.as_ref().is_some_and(|d| !d.valid(results.len())) {
                    return Err(ActionError::BadAssignedScore);
                }
                if self.rect.redeal {
                    return Err(ActionError::BoardOver);
                }
                "12C1"
            }
            Decision::ProceduralPenalty { amount, .. } => {
                if *amount == 0 {
                    return Err(ActionError::BadAssignedScore);
                }
                "90"
            }
        };
        // From here on nothing can fail.
        if let Decision::Assigned { results, doubt, .. } = decision {
            let mut results = results.clone();
            if let Some(d) = doubt {
                let raw: Vec<u8> = results.iter().map(|r| r.weight).collect();
                for (r, w) in results.iter_mut().zip(d.weights(&raw)) {
                    r.weight = w;
                }
                // A result whose weight rounds to nothing is left out.
                results.retain(|r| r.weight > 0);
            }
            self.rect.assigned = Some(results);
            self.rect.artificial_score = None;
            if !matches!(self.phase, Phase::Complete | Phase::PassedOut) {
                // The board was not finished: the assigned score ends it.
                self.phase = Phase::Complete;
            }
        }
        self.rect.decisions.push(DecisionRecord {
            decision: decision.clone(),
            event: index,
        });
        Ok(Outcome::Chose {
            law: LawRef::new(law),
        })
    }

    /// Whether every review point and information record has a decision
    /// (and there is at least one decision): the Director has ruled on the
    /// board, which is then no longer subject to him.
    pub(crate) fn review_decided(&self) -> bool {
        if self.rect.decisions.is_empty() {
            return false;
        }
        let decided = |p: ReviewPoint| self.rect.decisions.iter().any(|d| d.decision.point() == p);
        (0..self.rect.review.len()).all(|index| decided(ReviewPoint::Flag { index }))
            && (0..self.rect.info.len()).all(|index| decided(ReviewPoint::Info { index }))
            && (0..self.revoke_review_flags().len())
                .all(|index| decided(ReviewPoint::Revoke { index }))
    }

    /// The results of the assigned score in force, each scored (Law 77).
    pub(crate) fn assigned_scores(&self) -> Option<Vec<AssignedScore>> {
        let results = self.rect.assigned.as_ref()?;
        Some(
            results
                .iter()
                .map(|r| AssignedScore {
                    contract: r.contract,
                    tricks: r.tricks,
                    weight: r.weight,
                    score_ns: match r.contract {
                        None => 0,
                        Some(c) => {
                            let side = c.declarer.side();
                            let total = tenace_score::contract_score(
                                c.bid,
                                c.doubling,
                                self.board.vulnerability.is_vulnerable(side),
                                r.tricks,
                            )
                            .total;
                            if side == Side::NorthSouth {
                                total
                            } else {
                                -total
                            }
                        }
                    },
                })
                .collect(),
        )
    }

    /// The question `i` with its call's present index in the auction.
    pub(crate) fn question_now(&self, i: usize) -> Option<Question> {
        let mut q = self.calls.questions.get(i)?.clone();
        q.record = q
            .call_event
            .and_then(|e| self.calls.auction.calls.iter().position(|c| c.event == e))
            .map(crate::auction::CallNo);
        Some(q)
    }
}

/// An assigned score needs one to four results whose weights add up to
/// 100, each with at most 13 tricks (Law 12C1(c) lets the Director weigh
/// several outcomes).
fn check_assigned(results: &[AssignedResult]) -> Result<(), ActionError> {
    let total: u32 = results.iter().map(|r| u32::from(r.weight)).sum();
    if results.is_empty()
        || results.len() > 4
        || total != 100
        || results.iter().any(|r| r.tricks > 13 || r.weight == 0)
    {
        return Err(ActionError::BadAssignedScore);
    }
    Ok(())
}

/// North-South's score of an assigned score: the weighted mean of its
/// results, rounded to the nearest point (half away from zero).
pub fn weighted_score_ns(scores: &[AssignedScore]) -> i32 {
    let sum: i64 = scores
        .iter()
        .map(|s| i64::from(s.score_ns) * i64::from(s.weight))
        .sum();
    let q = sum.abs() * 2 + 100;
    let r = (q / 200) as i32;
    if sum < 0 {
        -r
    } else {
        r
    }
}

impl State {
    /// Law 65B3: `seat`'s remark about his card on the complete trick
    /// `trick` comes after his side led or played to the following trick
    /// (in time, it is lawful and leaves no information to record).
    fn late_pointing_remark(&self, seat: Seat, trick: usize) -> bool {
        self.play.tricks.get(trick).is_some_and(|t| t.is_complete())
            && self
                .play
                .tricks
                .get(trick + 1)
                .is_some_and(|t| t.cards().any(|p| p.seat.side() == seat.side()))
    }
}
