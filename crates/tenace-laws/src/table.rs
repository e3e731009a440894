//! The table: an append-only log of events and the state it folds into.

use crate::reason::Who;
use serde::Serialize;
use tenace_core::{AttemptedCall, Board, Call, Card, Contract, Seat, Side};
use tenace_score::ScoreBreakdown;

use crate::auction::CallNo;
pub use crate::error::{ActionError, ActionErrorKind, ClaimPlayOnProblem, ReplayError};
use crate::event::Event;
use crate::irregularity::{Irregularity, IrregularityId, IrregularityKind, Status, Step};
use crate::law::{Clause, LawRef};
use crate::play::{Trick, TrickNo};

crate::law::clauses! {
    L43B3 = Clause::new("43B3").rb("RB 43A");
    /// A lead out of turn accepted (Laws 54B, 55A, 56A; RB 54A, 55A, 56A).
    L54B = Clause::new("54B").rb("RB 54A");
    L55A = Clause::new("55A").rb("RB 55A");
    L56A = Clause::new("56A").rb("RB 56A");
    L62D1 = Clause::new("62D1").rb("RB 62");
}

/// How the engine treats irregularities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Every irregularity is noticed at once and the table waits for the
    /// Director, as an online platform would run it (Law 9B1(a)).
    #[default]
    AutoDirector,
    /// A real table: an irregularity stands until someone draws attention
    /// to it, and later actions can condone it as the Laws say.
    Table,
}

/// The code of laws the table plays under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, serde::Deserialize)]
pub enum RuleSet {
    /// The 2017 Laws of Duplicate Bridge.
    #[default]
    Duplicate2017,
    /// The 2014 Laws of Rubber Bridge: no Director; the players state and
    /// apply the penalties, and the non-offending player named by each law
    /// makes the choices (RB 13-15). Law references carry an `RB ` prefix.
    Rubber2014,
    /// The 2014 Laws of Rubber Bridge with the Club Laws (Part VIII): as
    /// `Rubber2014`, but an Arbiter, called at once, answers the questions of
    /// fact and judgement (the explanation names him as `Chooser::Director`).
    Rubber2014Club,
}

impl RuleSet {
    /// Whether the table plays under the Laws of Rubber Bridge. The family
    /// modules do not ask this: they cite a [`Clause`] (`cite`) and ask
    /// the named questions below.
    pub const fn is_rubber(self) -> bool {
        matches!(self, RuleSet::Rubber2014 | RuleSet::Rubber2014Club)
    }

    /// The clause as this code numbers it: the rubber counterpart at a
    /// rubber table (the Club Law first at an Arbiter's), the duplicate
    /// clause where there is none.
    pub const fn cite(self, clause: Clause) -> LawRef {
        LawRef::new(match (self, clause.club, clause.rubber) {
            (RuleSet::Duplicate2017, _, _) => clause.duplicate,
            (RuleSet::Rubber2014Club, Some(club), _) => club,
            (_, _, Some(rubber)) => rubber,
            (_, _, None) => clause.duplicate,
        })
    }

    /// The rubber code's principle (RB 11-15): no Director rules at the
    /// table; the players state and apply the code's own penalties, the
    /// non-offending side chooses among its options (and may waive them),
    /// and a penalty the code does not give is not applied. Where this is
    /// true a family module takes its rubber branch.
    pub const fn players_apply_penalties(self) -> bool {
        self.is_rubber()
    }

    /// Whether the players deal the cards at the table, so that a player
    /// can deal out of turn (rubber bridge; Chicago, App. 4 G): the
    /// duplicate boards come dealt.
    pub const fn deals_at_the_table(self) -> bool {
        self.is_rubber()
    }

    /// Whether a Director rules at the table (the duplicate Laws): he is
    /// called, makes the findings and adjusts the score (Laws 81-85, 12).
    pub const fn has_director(self) -> bool {
        matches!(self, RuleSet::Duplicate2017)
    }

    /// Whether a Club Laws Arbiter is at the table (Part VIII of the rubber
    /// code): called at once, he answers the questions of fact and
    /// judgement a Director would (the Club Laws' own clauses, `CL `).
    pub const fn has_arbiter(self) -> bool {
        matches!(self, RuleSet::Rubber2014Club)
    }

    /// Whether the players alone settle everything (the rubber code with
    /// no Arbiter): nobody answers questions of fact or judgement for them.
    pub const fn players_alone(self) -> bool {
        matches!(self, RuleSet::Rubber2014)
    }

    /// Whether an official (a Director, or a Club Laws Arbiter) answers
    /// questions of fact and judgement at this table.
    pub const fn has_official(self) -> bool {
        !self.players_alone()
    }
}

/// Settings fixed when a table is created.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, serde::Deserialize)]
pub struct TableConfig {
    pub mode: Mode,
    pub rules: RuleSet,
    /// Whether a seat's view keeps the calls once his right to a review of
    /// the auction has expired (Laws 41B, 41C); shown by default.
    #[serde(default)]
    pub auction_after_review: crate::review41::AuctionAfterReview,
}

impl TableConfig {
    /// The default rules with `mode`.
    pub fn with_mode(mode: Mode) -> TableConfig {
        TableConfig {
            mode,
            ..TableConfig::default()
        }
    }
}

/// The period of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Calls are being made (Law 17).
    Auction,
    /// The auction has ended; the opening lead is not yet faced (Law 17D1, 41).
    Clarification,
    /// Cards are being played (Law 44).
    Play,
    /// Play is suspended by a claim or concession (Law 68D).
    Claim,
    /// All thirteen tricks have been played, or a claim has been settled.
    Complete,
    /// Four passes: the board is over without play (Law 22B).
    PassedOut,
}

/// A card faced outside a trick: exposed during the auction, led or played
/// prematurely, added to a trick. It stays in its owner's hand until played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ExposedCard {
    pub seat: Seat,
    pub card: Card,
    pub irregularity: IrregularityId,
}

/// What a seat must do at its coming turns in this auction (Laws 27B2,
/// 30A, 31A1, 36B, 37B, 38C, and the partner obligations of 24, 30-32).
/// Obligations lapse when the auction ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub struct Obligations {
    /// Must pass at his next turn, under this law.
    pub pass_next_turn: Option<LawRef>,
    /// Must pass at every turn for the rest of the auction, under this law.
    pub pass_rest_of_auction: Option<LawRef>,
    /// Must repeat this call at his next turn (31A1, 32A1).
    pub must_repeat: Option<Call>,
    /// May not double or redouble at his next turn, under this law (RB 30B,
    /// rubber tables only; not serialized when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_double_next_turn: Option<LawRef>,
    /// May never double or redouble this bid, which he doubled out of
    /// rotation (RB 32A, rubber tables only; not serialized when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub never_double: Option<tenace_core::Bid>,
}

impl Obligations {
    /// Whether the seat is required to pass at its turn now.
    pub const fn must_pass(&self) -> bool {
        self.pass_next_turn.is_some() || self.pass_rest_of_auction.is_some()
    }

    /// The law of the obligation to pass, if any.
    pub fn pass_law(&self) -> Option<LawRef> {
        self.pass_rest_of_auction.or(self.pass_next_turn)
    }
}

/// Declarer's right to forbid the lead of one suit to the partner of an
/// offender whose withdrawn call was not replaced by a comparable call
/// (Law 26B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct LeadRight {
    /// The offender; the restriction falls on his partner's leads.
    pub offender: Seat,
    /// The irregularity that gave rise to it.
    pub irregularity: IrregularityId,
    pub law: LawRef,
    /// Suits the offender specified in the legal auction, which cannot be
    /// forbidden. Set by the Director (`Ruling::SpecifiedSuits`); until then
    /// the engine takes the suits of the offender's standing suit bids.
    pub specified: Option<tenace_core::SuitSet>,
    pub status: LeadRightStatus,
    /// At a rubber table, the RB 26 lead penalty in place of Law 26B
    /// (`None` at a duplicate table, and then not serialized).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rubber: Option<RubberLead>,
}

/// The lead penalty of RB 26, which declarer states at the offender's
/// partner's first turn to lead (with `ProhibitLead`, or `LeadOption` with a
/// required suit); a prohibition lasts while that player keeps the lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RubberLead {
    /// RB 26A: the withdrawn call was a bid in `suit`; declarer may require
    /// or prohibit the lead of that suit.
    RequireOrProhibit { suit: tenace_core::Suit },
    /// RB 26B: the withdrawn call was a no trump bid, a pass, a double or a
    /// redouble; declarer may prohibit the lead of any one suit.
    ProhibitAny,
}

/// Where a Law 26B right stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum LeadRightStatus {
    /// Not yet exercised: declarer chooses at the offender's partner's first
    /// turn to lead.
    Pending,
    /// Declarer chose: the suit forbidden, or none.
    Exercised {
        prohibited: Option<tenace_core::Suit>,
    },
    /// The offender did not become a defender, or the board was passed out.
    Lapsed,
    /// The offender specified every suit in the legal auction: there is no
    /// suit declarer could forbid, so no restriction and nothing to wait for
    /// (Law 26B; Commentary, Example 22).
    NothingToForbid,
}

/// After a correction that returned cards to the hands, a card of the
/// offending side that stands unless the opponent next before him in
/// rotation changes his own (Law 62C2 after a revoke, Law 45D1 after
/// dummy's wrong card): `seat` must play `card` again unless `unless` plays
/// a card other than `unless_card`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct KeptCard {
    pub seat: Seat,
    pub card: Card,
    pub unless: Seat,
    pub unless_card: Card,
    pub law: LawRef,
}

/// A defender's card that became a penalty card (Laws 24E, 50).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct PenaltyCard {
    pub seat: Seat,
    pub card: Card,
    pub major: bool,
    pub law: LawRef,
}

/// Information from a withdrawn call or an exposed card: authorized for the
/// non-offending side, unauthorized for the offending side (Law 16C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct InfoRecord {
    pub source: InfoSource,
    /// The side for which the information is unauthorized.
    pub unauthorized_for: Side,
    pub law: LawRef,
}

/// Where information came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum InfoSource {
    /// A withdrawn call.
    Call { record: CallNo },
    /// A card exposed or withdrawn.
    Card { seat: Seat, card: Card },
    /// A card of `seat`'s deficient hand was replaced (Law 14C).
    CardReplaced { seat: Seat },
    /// Extraneous information from `seat` to his partner (Law 16B1): a
    /// break in tempo, a failure to alert (with the call's record), a
    /// question.
    Extraneous {
        seat: Seat,
        what: crate::event::Extraneous,
    },
    /// Defender `seat`'s attempted concession, to which his partner at once
    /// objected (Law 68B2).
    Concession { seat: Seat },
}

/// A point the Director must look at after play: a possible adjustment the
/// engine cannot judge (Laws 23C, 27D, 72C, 16, 12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct ReviewFlag {
    pub law: LawRef,
    pub irregularity: Option<IrregularityId>,
}

/// What the engine made of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    /// A lawful action.
    Lawful,
    /// The action is an irregularity, recorded with this id.
    Irregular { id: usize, law: LawRef },
    /// The action settled an earlier irregularity (an acceptance or a ruling).
    Settled { id: usize, law: LawRef },
    /// Declarer exercised an option the Laws give him (Laws 50D2, 51B).
    Chose { law: LawRef },
}

/// Everything known about the board at this point of the log: the board,
/// the table's settings and phase, and four ledgers, each owned by a family
/// of laws (docs/ARCHITECTURE.md, "State's ledgers").
///
/// Serialised as one flat object, the fields in the order they had before
/// the ledgers (the `tenace.table.v1` schema does not move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub board: Board,
    pub config: TableConfig,
    pub phase: Phase,
    /// The auction and its records (Laws 17-41).
    pub calls: crate::calls::AuctionLedger,
    /// The contract and the cards (Laws 41-67).
    pub play: crate::cards::PlayLedger,
    /// The irregularities and what follows them.
    pub rect: crate::irregularity::Rectifications,
    /// The claim or concession and the end of play (Laws 68-71, 79C).
    pub claims: crate::claims::ClaimLedger,
}

/// An explanation of a call given at the table (Law 20F1), or its
/// correction.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct CallExplanation {
    /// The call explained.
    pub record: CallNo,
    /// Who explained it: the caller's partner, or the caller himself
    /// correcting his partner's explanation (Law 20F5(b)).
    pub by: Seat,
    pub text: String,
    /// The law it was given under: `20F1` (a first explanation), `20F4`
    /// (the explainer corrects his own explanation before the end of the
    /// clarification period), `75B2` (the same, during or after the play),
    /// `20F5` (the caller corrects his partner's explanation: declarer or
    /// dummy after the final pass, a defender at the end of play).
    pub law: LawRef,
}

/// A restriction on a defender's lead (Laws 26B, 50D2, 51B): the suit he
/// must lead (this lead only), and the suits he may not lead while he keeps
/// the lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct LeadRestriction {
    pub seat: Seat,
    pub required: Option<tenace_core::Suit>,
    pub prohibited: tenace_core::SuitSet,
    pub law: LawRef,
}

/// A defender's answer to declarer's lead out of turn (Law 55A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct LeadAnswer {
    pub irregularity: IrregularityId,
    pub seat: Seat,
    pub accepted: bool,
    /// The number of tricks started when he answered.
    pub tricks: TrickNo,
}

/// Declarer's choice for a defender's play to trick `trick` (Law 57A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct PlayRestriction {
    pub seat: Seat,
    pub kind: crate::event::PlayRestrictionKind,
    pub trick: TrickNo,
}

/// Tricks moved to the non-offending side after an established revoke (Law 64).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Transfer {
    /// The revoke.
    pub irregularity: IrregularityId,
    /// How many tricks move (0 when an exemption of 64B applies).
    pub tricks: u8,
    /// The sub-clause applied: 64A1, 64A2 or the 64B exemption.
    pub law: LawRef,
    /// The side receiving the tricks.
    pub to: Side,
}

/// The final result of a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardResult {
    /// `None` when the board was passed out.
    pub contract: Option<Contract>,
    /// Tricks won by declarer's side in play (Law 79A), with those a
    /// settled claim or concession credited.
    pub tricks_in_play: Option<u8>,
    /// Tricks credited to declarer's side after the revoke transfers of
    /// Law 64; the score is computed on these.
    pub declarer_tricks: Option<u8>,
    /// The Law 64 transfers, including revokes exempted by 64B (0 tricks).
    pub transfers: Vec<Transfer>,
    /// North-South's score; East-West's is its negative.
    pub score_ns: i32,
    /// The declaring side's Law 77 score in detail.
    pub breakdown: Option<ScoreBreakdown>,
    /// Whether an irregularity awaits the Director's rectification or end-of-play
    /// judgement (a revoke's equity check, a Law 45F indication, ...), so that
    /// this score may still change.
    pub subject_to_director: bool,
    /// The artificial adjusted scores awarded when no result could be
    /// obtained (Law 12C2(a)); the other fields are then empty and
    /// `score_ns` is 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artificial: Option<crate::event::ArtificialScore>,
    /// The assigned score that replaces the result (Law 12C1): its results
    /// with their weights; `score_ns` is then their weighted mean.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assigned: Option<Vec<crate::inputs::AssignedScore>>,
    /// Procedural penalties (Law 90), over and above the score.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub procedural_penalties: Vec<crate::inputs::Decision>,
    /// Law 79B3: the sides' scores after the Director decreased one
    /// side's without increasing the other's; `score_ns` keeps the
    /// result before the decrease.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub split: Option<crate::score_split::SplitScore>,
}

/// A bridge table: the board, the rules, and the log of what happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    log: Vec<Event>,
    state: State,
}

impl Table {
    /// A table ready for the auction on `board`.
    pub fn new(board: Board, config: TableConfig) -> Table {
        Table {
            log: Vec::with_capacity(72),
            state: State::new(board, config),
        }
    }

    /// Builds a table by applying `events` in order: the state is a fold of
    /// the log, so the same log always gives the same table.
    pub fn replay<I: IntoIterator<Item = Event>>(
        board: Board,
        config: TableConfig,
        events: I,
    ) -> Result<Table, ReplayError> {
        let mut table = Table::new(board, config);
        for (index, event) in events.into_iter().enumerate() {
            table
                .apply(event)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(table)
    }

    /// Applies one event. An irregular action is recorded and classified;
    /// an impossible one is refused with an error and changes nothing.
    pub fn apply(&mut self, event: Event) -> Result<Outcome, ActionError> {
        let outcome = self.state.apply(&event, self.log.len())?;
        self.log.push(event);
        Ok(match outcome {
            Outcome::Irregular { id, law } => Outcome::Irregular {
                id,
                law: self.state.cited(law),
            },
            Outcome::Settled { id, law } => Outcome::Settled {
                id,
                law: self.state.cited(law),
            },
            Outcome::Chose { law } => Outcome::Chose {
                law: self.state.cited(law),
            },
            Outcome::Lawful => Outcome::Lawful,
        })
    }

    /// The log of events so far.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The state the log folds into.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The board being played.
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// The irregularity the table is waiting on, if any.
    pub fn awaiting_director(&self) -> Option<&Irregularity> {
        self.state.blocking()
    }

    /// The result, once the board is over.
    pub fn result(&self) -> Option<BoardResult> {
        self.state.result()
    }
}

impl State {
    fn new(board: Board, config: TableConfig) -> State {
        State {
            board,
            config,
            phase: Phase::Auction,
            calls: crate::calls::AuctionLedger::new(board.dealer),
            play: crate::cards::PlayLedger::new(board.deal.hands()),
            rect: crate::irregularity::Rectifications::default(),
            claims: crate::claims::ClaimLedger::default(),
        }
    }

    /// The irregularity that stops the table, if any.
    pub fn blocking(&self) -> Option<&Irregularity> {
        self.rect.irregularities.iter().find(|i| i.blocks_table())
    }

    /// The irregularity a record refers to.
    pub fn irregularity(&self, id: IrregularityId) -> Option<&Irregularity> {
        self.rect.irregularities.get(id.index())
    }

    /// The irregularities not yet settled (unnoticed or awaiting the Director).
    pub fn open_irregularities(&self) -> impl Iterator<Item = &Irregularity> + '_ {
        self.rect.irregularities.iter().filter(|i| i.is_open())
    }

    /// The trick in progress, if one has been led and is not complete.
    pub fn current_trick(&self) -> Option<&Trick> {
        self.play.tricks.last().filter(|t| !t.is_complete())
    }

    /// The hand to lead to the next trick: the opening leader, then the
    /// winner of the previous trick (Law 44G).
    pub fn next_leader(&self) -> Option<Seat> {
        if let Some(Some(hand)) = self.rect.lead_hand_choice {
            if self.play.tricks.last().is_none_or(|t| t.is_complete()) {
                return Some(hand);
            }
        }
        match self.play.tricks.last() {
            Some(t) => t.winner,
            None => self.play.contract.map(|c| c.opening_leader()),
        }
    }

    /// The hand due to play next in the play period.
    pub fn to_play(&self) -> Option<Seat> {
        match self.phase {
            Phase::Clarification => self.play.contract.map(|c| c.opening_leader()),
            Phase::Play => match self.current_trick() {
                Some(t) => t.next_to_play(),
                None => self.next_leader(),
            },
            _ => None,
        }
    }

    /// Tricks won by each side so far (Law 79A), North-South first.
    /// Includes the tricks a settled claim or concession credits (Law 69, 70).
    pub fn tricks_won(&self) -> [u8; 2] {
        let mut won = self.tricks_won_in_play();
        if let Some(c) = &self.claims.claim {
            if let Some(k) = c.credited() {
                won[c.claimer.side().index()] += k;
                won[c.claimer.side().opponents().index()] += c.remaining - k;
            }
            self.move_conceded_won(&mut won);
        }
        won
    }

    /// The seat of dummy, once the auction has produced a contract.
    pub fn dummy(&self) -> Option<Seat> {
        self.play.contract.map(|c| c.dummy())
    }

    pub(crate) fn result(&self) -> Option<BoardResult> {
        let penalties: Vec<crate::inputs::Decision> = self
            .rect
            .decisions
            .iter()
            .filter(|d| {
                matches!(
                    d.decision,
                    crate::inputs::Decision::ProceduralPenalty { .. }
                )
            })
            .map(|d| d.decision.clone())
            .collect();
        if let Some(scores) = self.assigned_scores() {
            // Law 12C1: the Director's assigned score replaces the result.
            let mut result = BoardResult {
                contract: None,
                tricks_in_play: None,
                declarer_tricks: None,
                transfers: Vec::new(),
                score_ns: crate::inputs::weighted_score_ns(&scores),
                breakdown: None,
                subject_to_director: false,
                artificial: None,
                assigned: Some(scores),
                procedural_penalties: penalties,
                split: None,
            };
            self.split_result(&mut result);
            return Some(result);
        }
        let mut result = self.result_obtained()?;
        if self.review_decided() {
            result.subject_to_director = false;
        }
        result.procedural_penalties = penalties;
        self.split_result(&mut result);
        Some(result)
    }

    fn result_obtained(&self) -> Option<BoardResult> {
        if let Some(artificial) = self.rect.artificial_score {
            // Law 12C2(a): no result was obtained at the table.
            return Some(BoardResult {
                contract: None,
                tricks_in_play: None,
                declarer_tricks: None,
                transfers: Vec::new(),
                score_ns: 0,
                breakdown: None,
                subject_to_director: false,
                artificial: Some(artificial),
                assigned: None,
                procedural_penalties: Vec::new(),
                split: None,
            });
        }
        if self.awaits_artificial_score() || self.rect.redeal {
            // The result is cancelled (Laws 13D, 13B2, 15A2(a), 15B1), or
            // the board is to be redealt (16D2(b)).
            return None;
        }
        let subject_to_director = !self.rect.review.is_empty()
            // Law 16B3: extraneous information recorded for partner.
            || self
                .rect.info
                .iter()
                .any(|i| matches!(i.source, InfoSource::Extraneous { .. }))
            || self.rect.irregularities.iter().any(|i| {
                matches!(
                    i.status,
                    Status::Unnoticed
                        | Status::AwaitingDirector
                        | Status::AwaitingFinding { .. }
                        | Status::Established { .. }
                        | Status::ReviewAtEndOfPlay
                )
            });
        match self.phase {
            Phase::PassedOut => Some(BoardResult {
                contract: None,
                tricks_in_play: None,
                declarer_tricks: None,
                transfers: Vec::new(),
                score_ns: 0,
                breakdown: None,
                subject_to_director,
                artificial: None,
                assigned: None,
                procedural_penalties: Vec::new(),
                split: None,
            }),
            Phase::Complete => {
                let contract = self.play.contract?;
                let side = contract.declarer.side();
                let in_play = self.tricks_won()[side.index()];
                let subject_to_director =
                    subject_to_director || !self.revoke_review_flags().is_empty();
                let transfers = self.revoke_transfers();
                let gained: i32 = transfers
                    .iter()
                    .filter(|t| t.to == side)
                    .map(|t| i32::from(t.tricks))
                    .sum();
                let lost: i32 = transfers
                    .iter()
                    .filter(|t| t.to != side)
                    .map(|t| i32::from(t.tricks))
                    .sum();
                let tricks = (i32::from(in_play) + gained - lost).clamp(0, 13) as u8;
                let vulnerable = self.board.vulnerability.is_vulnerable(side);
                let breakdown = tenace_score::contract_score(
                    contract.bid,
                    contract.doubling,
                    vulnerable,
                    tricks,
                );
                let score_ns = if side == Side::NorthSouth {
                    breakdown.total
                } else {
                    -breakdown.total
                };
                Some(BoardResult {
                    contract: Some(contract),
                    tricks_in_play: Some(in_play),
                    declarer_tricks: Some(tricks),
                    transfers,
                    score_ns,
                    breakdown: Some(breakdown),
                    subject_to_director,
                    artificial: None,
                    assigned: None,
                    procedural_penalties: Vec::new(),
                    split: None,
                })
            }
            _ => None,
        }
    }

    fn apply(&mut self, event: &Event, index: usize) -> Result<Outcome, ActionError> {
        if self.phase == Phase::Claim && !allowed_while_claim_pending(event) {
            return Err(ActionError::ClaimPending);
        }
        match *event {
            Event::Call { seat, call } => self.on_call_event(seat, call, index),
            Event::Play { seat, card } => self.on_play(seat, card, index),
            Event::FaceDownLead { seat, card } => self.on_face_down_lead(seat, card, index),
            Event::DummyPlay { card } => self.on_dummy_play(card, index),
            Event::DrawAttention { seat } => self.on_draw_attention(seat, index),
            Event::Accept { seat } => match self.overrule_55a(seat, true) {
                Some(r) => r,
                None => self.on_accept(seat),
            },
            Event::Decline { seat } => match self.overrule_55a(seat, false) {
                Some(r) => r,
                None => self.on_decline(seat),
            },
            Event::Expose { seat, card } => self.on_expose(seat, card, index),
            Event::ProhibitLead { seat, suit } => self.on_prohibit_lead(seat, suit),
            Event::LeadOption {
                seat,
                require,
                prohibit,
            } => self.on_lead_option(seat, require, prohibit),
            Event::PlayOption { seat, option } => self.on_play_option(seat, option),
            Event::SpreadHand { seat } => self.on_spread_hand(seat),
            Event::Alert { seat } => self.on_alert(seat),
            Event::ExplainCall {
                seat,
                record,
                ref text,
            } => self.on_explain_call(seat, record, text),
            Event::ChangeCall { seat, call } => self.on_change_call(seat, call, index),
            Event::Unintended { seat, intended } => self.on_unintended(seat, intended, index),
            Event::WithdrawCall { seat, withdraw } => self.on_withdraw_call(seat, withdraw),
            Event::IncorrectCardCount { over, under } => {
                self.on_incorrect_card_count(over, under, index)
            }
            Event::MissingCard { seat } => self.on_missing_card(seat, index),
            Event::WrongBoard { seat } => self.on_wrong_board(seat, index),
            Event::Claim {
                seat,
                tricks,
                ref statement,
            } => self.on_claim(
                seat,
                tenace_claims::ClaimKind::Claim(tricks),
                statement,
                index,
            ),
            Event::Concede { seat, tricks } => self.on_claim(
                seat,
                tenace_claims::ClaimKind::Concession(tricks),
                "",
                index,
            ),
            Event::AgreeClaim { seat } => self.on_agree_claim(seat),
            Event::DisputeClaim { seat } => self.on_dispute_claim(seat),
            Event::ObjectToConcession { seat } => self.on_object_to_concession(seat),
            Event::AgreePlayOn { seat } => self.on_agree_play_on(seat),
            Event::ClaimTrumps { seat, draw } => self.on_claim_trumps(seat, draw),
            Event::RejectClaimPlay { seat } => self.on_reject_claim_play(seat, index),
            Event::FaceHand { seat } => self.on_face_hand(seat),
            Event::CardsMixed => self.on_cards_mixed(),
            Event::PlayMultiple {
                seat,
                cards,
                visible,
            } => self.on_play_multiple(seat, cards, visible, index),
            Event::SimultaneousDesignation { seat, card } => {
                self.on_simultaneous_designation(seat, card, index)
            }
            Event::FailToPlay { seat } => self.on_fail_to_play(seat, index),
            Event::DefenderDesignates { seat, card } => {
                self.on_defender_designates(seat, card, index)
            }
            Event::ExtraCard { seat, card } => self.on_extra_card(seat, card, index),
            Event::DummyWrongCard { card, named } => self.on_dummy_wrong_card(card, named, index),
            Event::PlayFinding(crate::event::PlayFinding::SlipOfTongue { card }) => {
                self.on_slip_of_tongue(card, index)
            }
            Event::DummyViolation { seat } => self.on_dummy_violation(seat, index),
            Event::DummyWarnsLead { seat } => self.on_dummy_warns_lead(seat),
            Event::ChooseLeadingHand { seat, hand } => self.on_choose_leading_hand(seat, hand),
            Event::NextBoardCalled { side } => self.on_board_left(Some(side)),
            Event::RoundEnded => self.on_board_left(None),
            Event::RevokeInquiry { seat, asked } => self.on_revoke_inquiry(seat, asked),
            Event::Retract { seat, cause } => self.on_retract_event(seat, cause),
            Event::IncompleteDesignation { seat, designation } => {
                self.on_incomplete_designation(seat, designation, index)
            }
            Event::PlaceOmittedCard { seat, card } => self.on_place_omitted_card(seat, card),
            Event::DesignatePenaltyCard { seat, card } => {
                self.on_designate_penalty_card(seat, card)
            }
            Event::HandsReturned => self.on_hands_returned(),
            Event::ShowCards { seat, cards } => self.on_show_cards(seat, cards),
            Event::ConcedeTotal { seat, total } => self.on_concede_total(seat, total, index),
            Event::CorrectionPeriodEnded => self.on_correction_period_ended(),
            Event::ScoreDecrease(d) => self.on_score_decrease(d),
            Event::ReviewAuction { seat } => {
                self.on_auction_request(seat, crate::review41::AuctionRequestKind::Review)
            }
            Event::AskContract { seat } => {
                self.on_auction_request(seat, crate::review41::AuctionRequestKind::Contract)
            }
            Event::Director(crate::event::Ruling::ClaimAward { tricks }) => {
                self.on_claim_award(tricks)
            }
            Event::PlayFinding(crate::event::PlayFinding::DeclarerSawDummy) => {
                self.on_declarer_saw_dummy()
            }
            Event::PlayFinding(crate::event::PlayFinding::CardMisplaced { seat, card }) => {
                self.on_card_misplaced(seat, card)
            }
            Event::PlayFinding(crate::event::PlayFinding::DummyNotFaced) => {
                self.on_dummy_not_faced()
            }
            Event::PlayFinding(crate::event::PlayFinding::HandFacedAsClaim) => {
                self.on_hand_faced_as_claim(index)
            }
            Event::Director(ruling) => self.on_director(ruling, index),
            Event::Ask { seat, record } => self.on_ask(seat, record, index),
            Event::Answer {
                seat,
                question,
                ref text,
            } => self.on_answer(seat, question, text, index),
            Event::Substitute { seat } => Ok(self.on_substitute(seat, index)),
            Event::Decision(ref decision) => self.on_decision(decision, index),
        }
    }

    /// A call. Chicago, App. 4 G: the one who dealt out of turn calls
    /// first; the rotation starts from him.
    fn on_call_event(
        &mut self,
        seat: Seat,
        call: AttemptedCall,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let dealer = self.calls.auction.dealer;
        if self.calls.auction.calls.is_empty() && self.calls.dealt_by == Some(seat) {
            self.calls.auction.dealer = seat;
        }
        let outcome = self.on_call(seat, call, index).inspect_err(|_| {
            self.calls.auction.dealer = dealer;
        })?;
        self.check_repeated_call(seat, call);
        Ok(outcome)
    }

    /// The next board called by `side`, or the round ended (`None`): an
    /// established revoke nobody drew attention to stands (64B4, 64B5), and
    /// an agreement to a claim is established (Law 69A).
    fn on_board_left(&mut self, side: Option<Side>) -> Result<Outcome, ActionError> {
        let r = self.on_too_late_for_revoke(side);
        if r.is_ok() {
            self.establish_agreement(side);
            if side.is_none() {
                self.claims.round_ended = true;
            }
        }
        r
    }

    /// A card taken back; under the Club Laws the Arbiter may adjust if it
    /// told the offending side much (CL 47).
    fn on_retract_event(
        &mut self,
        seat: Seat,
        cause: crate::event::RetractCause,
    ) -> Result<Outcome, ActionError> {
        let r = self.on_retract(seat, cause);
        if r.is_ok() && self.config.rules.has_arbiter() {
            self.flag(LawRef::new("CL 47"), None);
        }
        r
    }

    /// Law 48B2: declarer's faced hand is a claim of every remaining trick.
    fn on_hand_faced_as_claim(&mut self, index: usize) -> Result<Outcome, ActionError> {
        let declarer = self.play.contract.map(|c| c.declarer);
        let declarer = declarer.ok_or(ActionError::NoClaimNow)?;
        let remaining = self.remaining_tricks();
        self.on_claim(
            declarer,
            tenace_claims::ClaimKind::Claim(remaining),
            "",
            index,
        )
    }

    /// A Director's ruling; an artificial adjusted score (Law 12C2(a))
    /// replaces an assigned score given before.
    fn on_director(
        &mut self,
        ruling: crate::event::Ruling,
        index: usize,
    ) -> Result<Outcome, ActionError> {
        let r = self.on_ruling(ruling, index);
        if r.is_ok() && matches!(ruling, crate::event::Ruling::ArtificialScore { .. }) {
            self.rect.assigned = None;
        }
        r
    }

    /// Records a new irregularity: unnoticed at a real table, awaiting the
    /// Director at once in auto-director mode.
    pub(crate) fn record(
        &mut self,
        kind: IrregularityKind,
        offender: Seat,
        event: usize,
    ) -> Outcome {
        let status = match self.config.mode {
            Mode::AutoDirector => Status::AwaitingDirector,
            Mode::Table => Status::Unnoticed,
        };
        // RB 69: no penalty for an irregularity of a defender who faced his
        // hand in the play after declarer's disputed claim.
        let status = if !kind.is_auction() && self.penalty_free_in_play_on(offender) {
            Status::Condoned {
                law: LawRef::new("RB 69"),
            }
        } else {
            status
        };
        self.record_with(kind, offender, event, status)
    }

    /// `clause` as the table's code cites it ([`RuleSet::cite`]).
    pub const fn cite(&self, clause: Clause) -> LawRef {
        self.config.rules.cite(clause)
    }

    /// `law`, checked (in debug builds) to be cited already under the
    /// table's code: the family module that applied it cited its
    /// [`Clause`], so [`State::as_rules`] leaves it as it is. Nothing is
    /// substituted here.
    pub(crate) fn cited(&self, law: LawRef) -> LawRef {
        debug_assert_eq!(
            law,
            self.as_rules(law),
            "cite the Clause where the law is applied ({:?})",
            self.config.rules
        );
        law
    }

    /// A review point's law, checked as [`State::cited`] is (the review
    /// points have their own counterparts: the offenders' redress at a
    /// rubber table, the Arbiter's under the Club Laws).
    pub(crate) fn review_cited(&self, law: LawRef) -> LawRef {
        debug_assert_eq!(
            law,
            self.review_as_rules(law),
            "cite the review Clause where the point is flagged ({:?})",
            self.config.rules
        );
        law
    }

    /// A status whose law is checked as [`State::cited`] is.
    pub(crate) fn status_cited(&self, status: Status) -> Status {
        debug_assert_eq!(status, self.status_as_rules(status));
        status
    }

    /// `law` as the table's code cites it: at a rubber table, a clause of
    /// the duplicate play laws whose handling the engine shares with the
    /// rubber code becomes the rubber clause
    /// ([`crate::rubber_counterpart`]).
    pub fn as_rules(&self, law: LawRef) -> LawRef {
        if !self.config.rules.is_rubber() || law.is_rubber() {
            return law;
        }
        crate::law::rubber_counterpart(law.as_str()).map_or(law, LawRef::new)
    }

    /// A point left for after the play, as the table's code has it. The
    /// duplicate Director's adjustments (Laws 16, 23/72C, 27D, 64C) are at a
    /// rubber table the offenders' own redress (RB 16, 23, 27, 64; the
    /// Proprieties), and under the Club Laws the Arbiter's (Club Laws 16,
    /// 23, 27, 64).
    pub(crate) fn review_as_rules(&self, law: LawRef) -> LawRef {
        let club = self.config.rules == RuleSet::Rubber2014Club;
        if club && law.as_str() == "RB 21" {
            // Club Law 21: the Arbiter may adjust after misinformation.
            return LawRef::new("CL 21");
        }
        if !self.config.rules.is_rubber() || law.is_rubber() {
            return law;
        }
        let pick = |rb: &'static str, cl: &'static str| LawRef::new(if club { cl } else { rb });
        match law.as_str() {
            "72C" | "23C" => pick("RB 23", "CL 23"),
            "16C" | "16B" | "16B1" => pick("RB 16", "CL 16"),
            "27D" => pick("RB 27", "CL 27"),
            "64C1" | "64C2(a)" | "64C2(b)" => pick("RB 64", "CL 64"),
            _ => self.as_rules(law),
        }
    }

    /// A status with its law cited as the table's code cites it.
    pub(crate) fn status_as_rules(&self, status: Status) -> Status {
        match status {
            Status::Condoned { law } => Status::Condoned {
                law: self.as_rules(law),
            },
            Status::Established { law } => Status::Established {
                law: self.as_rules(law),
            },
            Status::Cancelled { law } => Status::Cancelled {
                law: self.as_rules(law),
            },
            Status::Rectified { law } => Status::Rectified {
                law: self.as_rules(law),
            },
            other => other,
        }
    }

    pub(crate) fn record_with(
        &mut self,
        kind: IrregularityKind,
        offender: Seat,
        event: usize,
        status: Status,
    ) -> Outcome {
        let id = self.rect.irregularities.len();
        let law = self.cite(kind.clause());
        let status = self.status_cited(status);
        self.rect.irregularities.push(Irregularity {
            id,
            kind,
            offender,
            event,
            status,
            law,
            step: crate::irregularity::Step::Open,
        });
        self.restore_settled_extra_card(id);
        Outcome::Irregular { id, law }
    }

    pub(crate) fn blocked_error(&self) -> Result<(), ActionError> {
        match self.blocking() {
            Some(b) => Err(ActionError::AwaitingDirector {
                id: b.id,
                law: b.law,
            }),
            None => Ok(()),
        }
    }

    fn on_draw_attention(&mut self, seat: Seat, index: usize) -> Result<Outcome, ActionError> {
        // 62D1: a revoke on trick 12, even established, is corrected if it
        // comes to light before the hands are returned to the board.
        let trick12 = self.rect.irregularities.iter().find(|i| {
            matches!(i.status, Status::Established { .. })
                && i.kind.revoke_trick().is_some_and(|(t, _)| t == 12)
        });
        let trick12 = trick12.filter(|_| !self.claim_suspends_play() && !self.play.hands_returned);
        if let (Some(irr), Phase::Complete) = (trick12.copied(), self.phase) {
            self.set_status(irr.id, Status::AwaitingDirector);
            self.rectify_play(irr.id);
            if let Some(i) = self.rect.irregularities.get_mut(irr.id) {
                if let Status::Rectified { .. } = i.status {
                    i.status = Status::Rectified {
                        law: LawRef::new("62D1"),
                    };
                }
            }
            return Ok(Outcome::Settled {
                id: irr.id,
                law: self.cite(L62D1),
            });
        }
        // An established revoke is noticed now (64B4, 64B5).
        let established: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| {
                i.kind.is_revoke()
                    && matches!(i.status, Status::Established { .. })
                    && !self.rect.revokes_noticed.contains(&IrregularityId(i.id))
            })
            .map(|i| i.id)
            .collect();
        if !self
            .rect
            .irregularities
            .iter()
            .any(|i| i.status == Status::Unnoticed)
            && established.is_empty()
        {
            return Err(ActionError::NothingToDrawAttentionTo);
        }
        self.rect
            .revokes_noticed
            .extend(established.into_iter().map(IrregularityId));
        let mut outcome = Outcome::Lawful;
        if self.phase == Phase::Play && Some(seat) == self.dummy() {
            outcome = self.record_with(
                IrregularityKind::DummyDrewAttention,
                seat,
                index,
                Status::ReviewAtEndOfPlay,
            );
        }
        // 43B3: after a violation of 43A2, dummy is the first to draw
        // attention to a defender's irregularity: no rectification now; at
        // the end the Director takes away any gain of the defenders.
        let forfeited = Some(seat) == self.dummy() && self.dummy_breached_limits();
        let unnoticed: Vec<usize> = self
            .rect
            .irregularities
            .iter()
            .filter(|i| i.status == Status::Unnoticed)
            .map(|i| i.id)
            .collect();
        for id in unnoticed {
            // A rectification earlier in this loop may have settled it
            // already: a revoke correction takes back a later trick and
            // cancels the lead out of turn made to it (62C1).
            if self
                .rect
                .irregularities
                .get(id)
                .is_none_or(|i| i.status != Status::Unnoticed)
            {
                continue;
            }
            let defender = self.rect.irregularities.get(id).is_some_and(|i| {
                self.play
                    .contract
                    .is_some_and(|c| i.offender.is_opponent(c.declarer))
            });
            if forfeited && defender {
                self.set_status(
                    id,
                    Status::Condoned {
                        law: self.cite(L43B3),
                    },
                );
                if self.config.rules.has_director() {
                    self.flag(self.cite(L43B3), Some(id));
                }
            } else {
                self.on_attention_to(id);
            }
        }
        Ok(outcome)
    }

    /// RB 15A: at a rubber table, a member of the non-offending side waives
    /// the penalty for the latest established revoke of the other side not
    /// yet waived (`Accept` with nothing else to accept). The engine takes
    /// one member's word for his side.
    fn rubber_waiver(&mut self, seat: Seat) -> Option<Outcome> {
        if !self.config.rules.players_apply_penalties() {
            return None;
        }
        let id = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.kind.is_revoke()
                    && matches!(i.status, Status::Established { .. })
                    && i.offender.side() != seat.side()
                    && !self.rect.waived.contains(&IrregularityId(i.id))
            })?
            .id;
        self.rect.waived.push(IrregularityId(id));
        Some(Outcome::Settled {
            id,
            law: LawRef::new("RB 15A"),
        })
    }

    fn on_accept(&mut self, seat: Seat) -> Result<Outcome, ActionError> {
        use IrregularityKind as K;
        let irr = self
            .rect
            .irregularities
            .iter()
            .rev()
            .find(|i| {
                i.is_open()
                    && i.step == Step::Open
                    && i.kind.is_acceptable()
                    && self.still_acceptable(i)
            })
            .copied();
        let Some(irr) = irr else {
            return self
                .rubber_waiver(seat)
                .ok_or(ActionError::NothingToAccept { seat });
        };
        if irr.kind.is_auction() {
            return self.accept_call_irregularity(irr, seat);
        }
        if matches!(irr.kind, IrregularityKind::PenaltyCardNotPlayed { .. }) {
            return self.accept_penalty_card_failure(irr, seat);
        }
        let contract = self.play.contract;
        let (entitled, who, clause) = match irr.kind {
            K::InsufficientBid { .. } => (
                seat == irr.offender.lho(),
                Who::OffendersLho,
                Clause::new("27A1"),
            ),
            k if k.is_call_out_of_rotation() => (
                seat == irr.offender.lho(),
                Who::OffendersLho,
                Clause::new("29A"),
            ),
            K::OpeningLeadOutOfTurn { .. } => (
                contract.is_some_and(|c| c.declarer == seat),
                Who::Declarer,
                L54B,
            ),
            K::DefenderLeadOutOfTurn { .. } => (
                contract.is_some_and(|c| c.declarer == seat),
                Who::Declarer,
                L56A,
            ),
            K::ClaimTrumpsBreached { .. } => (
                contract.is_some_and(|c| seat.is_opponent(c.declarer)),
                Who::EitherDefender,
                Clause::new("RB 69"),
            ),
            _ => (
                contract.is_some_and(|c| seat.is_opponent(c.declarer)),
                Who::EitherDefender,
                L55A,
            ),
        };
        let law = self.cite(clause);
        if !entitled {
            return Err(ActionError::NotEntitledToAccept {
                seat,
                law: irr.law,
                entitled: who,
            });
        }
        if matches!(irr.kind, K::OpeningLeadOutOfTurn { .. }) {
            self.play.dummy_spread = true;
        }
        if matches!(irr.kind, K::DeclarerLeadOutOfTurn { .. }) {
            self.rect.lead_answer = Some(LeadAnswer {
                irregularity: IrregularityId(irr.id),
                seat,
                accepted: true,
                tricks: self.play.tricks_started(),
            });
        }
        self.set_status(irr.id, Status::Condoned { law });
        self.set_step(irr.id, Step::Done);
        self.settle_second_lead(irr.id, true);
        Ok(Outcome::Settled { id: irr.id, law })
    }

    /// Whether an acceptable irregularity can still be accepted: the call is
    /// still the last standing one, or the lead is still alone in its trick.
    fn still_acceptable(&self, irr: &Irregularity) -> bool {
        if matches!(irr.kind, IrregularityKind::PenaltyCardNotPlayed { .. }) {
            return true;
        }
        if let IrregularityKind::ClaimTrumpsBreached { card, .. } = irr.kind {
            return self
                .current_trick()
                .is_some_and(|t| t.len() == 1 && t.lead() == Some(card));
        }
        if irr.kind.is_lead_out_of_turn() {
            // A claim that has settled the board (or still suspends play)
            // leaves nothing to accept or refuse: its lead's options lapse
            // with the play (Law 68D).
            if self.claim_suspends_play() {
                return false;
            }
            let last_lead = self.play.lead_irregularities.last().copied().flatten();
            return last_lead == Some(IrregularityId(irr.id))
                && self.current_trick().is_some_and(|t| t.len() == 1);
        }
        let Some(r) = self.record_of(irr.id) else {
            return false;
        };
        // The call is still the last standing one, or only the offender's
        // premature replacement (27C) stands after it.
        self.calls.auction.calls[r].is_standing()
            && self.calls.auction.calls[r + 1..]
                .iter()
                .filter(|c| c.is_standing())
                .all(|c| {
                    c.seat == irr.offender
                        && matches!(
                            c.irregularity
                                .and_then(|i| self.irregularity(i))
                                .map(|i| i.kind),
                            Some(IrregularityKind::PrematureReplacement { .. })
                        )
                })
    }
}

/// The events a pending claim allows (Laws 68D, 69, 70): the other
/// players' answers, the Director and the record; nothing else happens
/// until the claim is settled.
fn allowed_while_claim_pending(event: &Event) -> bool {
    matches!(
        event,
        Event::AgreeClaim { .. }
            | Event::DisputeClaim { .. }
            | Event::ObjectToConcession { .. }
            | Event::AgreePlayOn { .. }
            | Event::CardsMixed
            | Event::Director(_)
            | Event::DrawAttention { .. }
            | Event::Answer { .. }
            | Event::Substitute { .. }
            | Event::Decision(_)
    )
}
