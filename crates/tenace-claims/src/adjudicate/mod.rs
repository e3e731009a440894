//! The Law 70 adjudicator: how many of the remaining tricks a contested
//! claim or concession gives the claimer's side, with the line of play that
//! decides it, card by card.
//!
//! The model is play-laws.md §6.3–§6.5:
//!
//! * the claimer's side follows its statement; where the statement leaves a
//!   choice, it takes the least successful *normal* choice (careless or
//!   inferior play counts as normal, Law 70 footnote 21; irrational play does
//!   not — [`PlayerClass`] sets which plays are irrational);
//! * the opponents play their best against that line (any doubtful point is
//!   resolved against the claimer, 70A);
//! * both sides therefore minimise the claimer's tricks, which is a
//!   single-agent search with memoisation, not minimax;
//! * the award never exceeds the tricks claimed.
//!
//! Every point of the resulting line carries the rule that decided it.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use tenace_core::{Card, Hand, Seat, Side, Suit};

use crate::dd::{Solver, SolverError};
use crate::position::{beats, Position};
use crate::small::{unpaired, AlphaBetaSolver, CardList, FastMap};
use crate::statement::{ClaimStatement, Directive, SuitOrder};

/// Endings up to this many tricks are analysed with the crate's own
/// alpha-beta solver, whose table is kept for the whole ruling; larger
/// positions go to the solver passed in. (9 until the award's line became
/// the explanation's above 8 tricks: with its fewer questions a cold
/// 9-trick question of ours, up to 250,000 positions, costs more than
/// pons-dds's few milliseconds; 10 tricks: 0.89 of the instructions,
/// docs/benchmarks.md.)
const SMALL_ENDING: u8 = 8;

/// What the claimer said about the number of tricks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClaimKind {
    /// The claimer's side will win this many of the remaining tricks
    /// (Law 68A); the others are conceded (68B1).
    Claim(u8),
    /// The claimer's side concedes this many of the remaining tricks
    /// (68B1); abandoning the hand concedes them all.
    Concession(u8),
}

impl ClaimKind {
    /// The tricks the claimer's side keeps out of `remaining`.
    pub fn kept(self, remaining: u8) -> u8 {
        match self {
            ClaimKind::Claim(n) => n.min(remaining),
            ClaimKind::Concession(n) => remaining.saturating_sub(n),
        }
    }
}

/// The class of player whose "normal" play is judged (Law 70, footnote 21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum PlayerClass {
    /// The engine default of play-laws.md §6.4: every legal play is normal
    /// except discarding the top card of a suit that cannot be ruffed while
    /// holding a card that is not one, contradicting the statement, ignoring
    /// a card whose place is known, and letting a trump the claimer knows of
    /// score when he could draw it first.
    #[default]
    Average,
    /// Also irrational for an expert field: discarding any card that no
    /// opponent can beat while holding one that is not such a card, and
    /// letting the opponents win a trick the hand could win when it plays
    /// last to it.
    Expert,
}

/// Options for one adjudication.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdjudicationOptions {
    /// The class of player (footnote 21).
    pub class: PlayerClass,
    /// The order in which a suit is deemed played when the statement does
    /// not say (70E2; a Regulating Authority option). `None`: any order is
    /// a normal candidate.
    pub default_order: Option<SuitOrder>,
    /// The Director's finding on 70C2: whether the claimer was aware of the
    /// trumps the opponents still hold. `None`: aware only if the
    /// statement says something about trumps (play-laws.md §6.3 R-C).
    pub aware_of_trumps: Option<bool>,
    /// Voids shown before the claim (a player who failed to follow to a
    /// suit); the claimer knows them (70E1). Voids shown in the current
    /// trick are added automatically.
    pub known_voids: Vec<(Seat, Suit)>,
    /// Search budget, in nodes; beyond it the line found so far is used and
    /// a note says so. Claims with 8 tricks or fewer stay far below it.
    pub node_limit: u64,
}

impl Default for AdjudicationOptions {
    fn default() -> Self {
        AdjudicationOptions {
            class: PlayerClass::Average,
            default_order: None,
            aware_of_trumps: None,
            known_voids: Vec::new(),
            node_limit: 20_000_000,
        }
    }
}

/// A point of Law 70 (or 68, 71, footnote 21) that decided a play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LawPoint {
    /// 68C: the claimer's own statement fixed the card.
    L68C,
    /// 70A: doubtful points against the claimer; the opponents' best play.
    L70A,
    /// 70C: an outstanding trump the claimer did not mention.
    L70C,
    /// 70D1: a successful line not embraced by the statement is not
    /// accepted when a less successful normal line exists.
    L70D1,
    /// 70D2: a defender's claim may not depend on partner's choice.
    L70D2,
    /// 70E1: an unstated line that depends on finding a card with one
    /// opponent rather than the other.
    L70E1,
    /// 70E2: the regulated order of playing a suit.
    L70E2,
    /// 71B: a conceded trick that could not be lost by any normal play.
    L71B,
    /// Footnote 21: a normal choice (careless or inferior, not irrational).
    Fn21,
}

impl LawPoint {
    /// The law reference, e.g. "70E1".
    pub const fn reference(self) -> &'static str {
        match self {
            LawPoint::L68C => "68C",
            LawPoint::L70A => "70A",
            LawPoint::L70C => "70C",
            LawPoint::L70D1 => "70D1",
            LawPoint::L70D2 => "70D2",
            LawPoint::L70E1 => "70E1",
            LawPoint::L70E2 => "70E2",
            LawPoint::L71B => "71B",
            LawPoint::Fn21 => "70 fn21",
        }
    }
}

/// Why a card of the line was played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// The only card (or the only group of equal cards) that could be
    /// played.
    Forced,
    /// The statement fixed it; `directive` indexes the statement.
    Stated { directive: usize },
    /// A free choice of the claimer's side that cost nothing.
    Normal,
    /// The least successful normal choice: `best` would have taken `cost`
    /// more tricks double-dummy; `law` is the rule that denies the claimer
    /// the better play.
    Careless { law: LawPoint, best: Card, cost: u8 },
    /// The opponents' best play against the line (70A).
    Defence,
}

/// One card of the adjudicated line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplainedPlay {
    /// Trick number, 1 to 13.
    pub trick: u8,
    pub seat: Seat,
    pub card: Card,
    /// Whether `seat` is on the claimer's side.
    pub claiming_side: bool,
    pub decision: Decision,
    /// On the card that completes a trick: who won it.
    pub trick_won_by: Option<Seat>,
    /// The trick was won by a trump the opponents held at the claim, which
    /// the claimer did not mention and was deemed unaware of (70C).
    pub lost_to_outstanding_trump: bool,
}

impl ExplainedPlay {
    /// The law point behind this card.
    pub fn law(&self) -> LawPoint {
        match &self.decision {
            Decision::Forced | Decision::Normal => LawPoint::Fn21,
            Decision::Stated { .. } => LawPoint::L68C,
            Decision::Careless { law, .. } => *law,
            Decision::Defence => LawPoint::L70A,
        }
    }

    /// A message key for translation (issue 9's catalogue); the arguments
    /// are in [`ExplainedPlay::args`].
    pub fn key(&self) -> &'static str {
        match &self.decision {
            Decision::Forced => "claim.play.forced",
            Decision::Stated { .. } => "claim.play.stated",
            Decision::Normal => "claim.play.normal",
            Decision::Careless {
                law: LawPoint::L70C,
                ..
            } => "claim.play.careless.outstanding_trump",
            Decision::Careless {
                law: LawPoint::L70E1,
                ..
            } => "claim.play.careless.unstated_finesse",
            Decision::Careless {
                law: LawPoint::L70D2,
                ..
            } => "claim.play.careless.partner_choice",
            Decision::Careless { .. } => "claim.play.careless.line_not_embraced",
            Decision::Defence => "claim.play.defence",
        }
    }

    /// The arguments of the message: trick, seat, card, then per kind.
    pub fn args(&self) -> Vec<String> {
        let mut a = vec![
            self.trick.to_string(),
            self.seat.letter().to_string(),
            self.card.to_string(),
        ];
        match &self.decision {
            Decision::Stated { directive } => a.push((directive + 1).to_string()),
            Decision::Careless { best, cost, .. } => {
                a.push(best.to_string());
                a.push(cost.to_string());
            }
            _ => {}
        }
        if let Some(w) = self.trick_won_by {
            a.push(w.letter().to_string());
        }
        a
    }
}

/// Something the Director should know about the adjudication.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Note {
    /// The worst normal line gives more than was claimed; the award is
    /// what was claimed (a claim is a concession of the rest, 68B1).
    CappedAtClaim { claimed: u8, worst_normal: u8 },
    /// Even double-dummy the claimer's side cannot take what it claimed.
    ClaimExceedsDoubleDummy { claimed: u8, double_dummy: u8 },
    /// Trumps the opponents held at the claim, and whether the claimer is
    /// deemed aware of them (70C2).
    OutstandingTrumps {
        cards: Vec<Card>,
        deemed_aware: bool,
    },
    /// A step of the statement could not be carried out when its turn
    /// came; play went on with normal choices (play-laws.md §6.4, [TD]).
    DirectiveNotCarriedOut { directive: usize },
    /// A statement step names a card the claimer's side does not hold.
    DirectiveNamesAbsentCard { directive: usize, card: Card },
    /// Text in quotes in the statement, for the Director.
    DirectorText { text: String },
    /// A defender's claim: partner's choices were resolved against it (70D2).
    DefenderClaim,
    /// Tricks the claimer under-claimed that no normal play could lose;
    /// 71B restores them within the Correction Period.
    UnderClaimRestorable { tricks: u8 },
    /// A concession: tricks restored under 71B (no normal play loses them).
    ConcessionRestored { tricks: u8 },
    /// The search stopped at the node limit; the award may be too high.
    SearchIncomplete { nodes: u64 },
    /// The award's search was complete, but the explanation's searches
    /// stopped at the node limit: the line shown may not be the least
    /// successful one, card for card.
    ExplanationIncomplete { nodes: u64 },
}

/// The ruling on a contested claim or concession.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adjudication {
    pub claimer: Seat,
    pub side: Side,
    pub kind: ClaimKind,
    /// Tricks still to be decided at the claim (counting the one in
    /// progress).
    pub remaining: u8,
    /// Of the remaining tricks, those awarded to the claimer's side.
    pub tricks_awarded_to_claimer_side: u8,
    /// The claimer's side's total for the board: tricks already won plus
    /// the award.
    pub total_for_claimer_side: u8,
    /// The claimer's side's tricks if both sides played double-dummy.
    pub double_dummy: u8,
    /// The claimer's side's tricks on the least successful normal line.
    pub worst_normal: u8,
    /// That line, card by card.
    pub line: Vec<ExplainedPlay>,
    pub notes: Vec<Note>,
    /// Positions searched and double-dummy solver calls made.
    pub stats: SearchStats,
}

/// The cost of an adjudication.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SearchStats {
    /// Positions the line searches visited.
    pub nodes: u64,
    /// Double-dummy questions put to a solver: every card's value, the
    /// best cards, a count or a yes-or-no question about one position
    /// (our own solver's one-card questions at small endings, asked by
    /// the thousand, are not counted).
    pub solver_calls: u64,
}

// ---------------------------------------------------------------- script

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Card(Card),
    Suit {
        suit: Suit,
        order: Option<SuitOrder>,
    },
    DrawTrumps,
    Ruff {
        suit: Option<Suit>,
        count: Option<u8>,
        hand: Option<Seat>,
    },
    CrossRuff,
    Finesse {
        suit: Option<Suit>,
        card: Option<Card>,
    },
    Concede {
        suit: Option<Suit>,
        count: Option<u8>,
    },
    Discard {
        suit: Option<Suit>,
        card: Option<Card>,
    },
}

/// (index of the current step, progress within it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
struct Cursor {
    step: u8,
    used: u8,
}

struct Script {
    steps: Vec<(Step, usize)>,
    /// `named[i]`: the cards named by steps `i..` (I2).
    named: Vec<Hand>,
}

impl Script {
    fn new(steps: Vec<(Step, usize)>) -> Script {
        let mut named = vec![Hand::EMPTY; steps.len() + 1];
        for i in (0..steps.len()).rev() {
            let mut h = named[i + 1];
            if let Step::Card(c) | Step::Finesse { card: Some(c), .. } = steps[i].0 {
                h.insert(c);
            }
            named[i] = h;
        }
        Script { steps, named }
    }
}

fn compile(
    statement: &ClaimStatement,
    claimer: Seat,
    declarer: Seat,
    default_order: Option<SuitOrder>,
    notes: &mut Vec<Note>,
) -> Script {
    let mut steps = Vec::new();
    let mut last_suit: Option<Suit> = None;
    for (i, d) in statement.directives.iter().enumerate() {
        let step = match d {
            Directive::Play { card } => {
                last_suit = Some(card.suit());
                Some(Step::Card(*card))
            }
            Directive::RunSuit { suit, order, .. } => {
                last_suit = Some(*suit);
                Some(Step::Suit {
                    suit: *suit,
                    order: order.or(default_order),
                })
            }
            Directive::DrawTrumps => Some(Step::DrawTrumps),
            Directive::Ruff { suit, count, hand } => Some(Step::Ruff {
                suit: *suit,
                count: *count,
                hand: hand.map(|h| h.resolve(claimer, declarer)),
            }),
            Directive::CrossRuff => Some(Step::CrossRuff),
            Directive::Finesse {
                suit,
                card,
                against,
            } => {
                let s = suit
                    .or(card.map(Card::suit))
                    .or(against.map(Card::suit))
                    .or(last_suit);
                last_suit = s;
                Some(Step::Finesse {
                    suit: s,
                    card: *card,
                })
            }
            Directive::Concede { count, suit, card } => Some(Step::Concede {
                suit: suit.or(card.map(Card::suit)),
                count: *count,
            }),
            Directive::Discard { suit, card } => Some(Step::Discard {
                suit: *suit,
                card: *card,
            }),
            Directive::Other { text } => {
                notes.push(Note::DirectorText { text: text.clone() });
                None
            }
            Directive::TrumpOutstanding { .. } | Directive::RestAreGood | Directive::AllMine => {
                None
            }
        };
        if let Some(s) = step {
            steps.push((s, i));
        }
    }
    Script::new(steps)
}

// ---------------------------------------------------------------- search

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Node {
    pos: Position,
    cursor: Cursor,
    /// Bit `seat * 4 + suit`: that player has shown out of that suit.
    voids: u16,
}

/// What the search needs about a decision, also used to explain it.
struct Choice {
    cards: CardList,
    /// The statement restricted this decision.
    scripted: bool,
}

/// The line search's table key: the hands by relative rank with the places
/// of the cards the statement still names, and the leader, statement step
/// and known voids.
type MemoKey = ([u64; 3], u64);

#[derive(Clone, Copy)]
struct Entry {
    value: u8,
    exact: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Law 70: claimer's side normal (least successful), opponents best.
    Claim,
    /// Law 71B: both sides normal.
    BothNormal,
}

struct Ctx<'a> {
    side: Side,
    claimer: Seat,
    trump: Option<Suit>,
    script: Script,
    class: PlayerClass,
    /// I4 on: the claimer is deemed aware of the opponents' trumps.
    aware: bool,
    mode: Mode,
    /// The claim is for all the remaining tricks (I6 applies).
    claim_all: bool,
    /// Seats whose cards the claimer cannot see.
    hidden: [Seat; 2],
    solver: &'a dyn Solver,
    /// The statement names no card (the table key needs no card's place).
    canonical: bool,
    /// Our own solver for the many small questions of one ruling.
    small: AlphaBetaSolver,
    memo: FastMap<MemoKey, Entry>,
    dd_cache: FastMap<Position, Values>,
    /// The best value and the cards that reach it, where every card's
    /// value was not needed ([`Ctx::best_cards`]).
    dd_best: FastMap<Position, (u8, Hand)>,
    /// The most tricks the side to move takes from a position
    /// (double-dummy), wherever a question has shown it.
    dd_count: FastMap<Position, u8>,
    /// Double-dummy questions asked of a solver (ours or the caller's),
    /// one a position or card, for [`SearchStats`].
    solver_calls: u64,
    /// The answers of the lead-counting game ([`forced::can_lose_all`]).
    lose_all: FastMap<u64, bool>,
    /// The answers of the second game ([`forced::can_lose_all_against`]).
    lose_all_against: FastMap<forced::Holdings, bool>,
    /// The answers of the second game with the trumps by rank
    /// ([`forced::can_hold_to`]).
    hold_to: forced::HoldTable,
    /// Set while the line search asks for choices: I3 is then left to it,
    /// with the cards it would compare in `deferred`.
    defer_located: bool,
    deferred: Option<(Hand, Hand)>,
    /// Nodes spent on cards the deferred filter then dropped, and the
    /// filters never needed.
    defer_wasted: u64,
    defer_saved: u64,
    /// The deferred filter's calls and our solver's positions they cost.
    filter_calls: u64,
    filter_nodes: u64,
    nodes: u64,
    node_limit: u64,
    aborted: bool,
    /// The first error of the solver passed in: the search stops as if
    /// aborted and the ruling returns it ([`Ctx::finish`]).
    failed: Option<SolverError>,
    /// [`Ctx::order_for_min`] tries the opponents' lowest leads first (the
    /// line search's second order, [`Ctx::search_either`]).
    lead_low: bool,
    /// The first budget of each order there ([`EITHER_BUDGET`]).
    either_budget: u64,
}

#[cfg(test)]
impl<'a> Ctx<'a> {
    /// A ruling's context for tests: `claimer`'s side with no statement,
    /// average players, his opponents hidden, the trump of `pos`.
    fn plain(claimer: Seat, pos: &Position, solver: &'a dyn Solver) -> Ctx<'a> {
        let hidden = [claimer.lho(), claimer.rho()];
        let trump = pos.trump().trump();
        Ctx::new(claimer, trump, Script::new(Vec::new()), hidden, solver)
    }
}

#[cfg(test)]
impl Node {
    /// `pos` with no statement step done and no void shown.
    fn at(pos: Position) -> Node {
        Node {
            pos,
            cursor: Cursor::default(),
            voids: 0,
        }
    }
}

impl<'a> Ctx<'a> {
    /// A search context with empty tables, for the claimer's side, of
    /// average players, the claimer deemed aware of the opponents' trumps,
    /// and no node limit; the callers set what differs.
    fn new(
        claimer: Seat,
        trump: Option<Suit>,
        script: Script,
        hidden: [Seat; 2],
        solver: &'a dyn Solver,
    ) -> Ctx<'a> {
        Ctx {
            side: claimer.side(),
            claimer,
            trump,
            script,
            class: PlayerClass::Average,
            aware: true,
            mode: Mode::Claim,
            claim_all: false,
            hidden,
            solver,
            canonical: false,
            small: AlphaBetaSolver::new(),
            memo: FastMap::default(),
            dd_cache: FastMap::default(),
            dd_best: FastMap::default(),
            dd_count: FastMap::default(),
            solver_calls: 0,
            lose_all: FastMap::default(),
            lose_all_against: FastMap::default(),
            hold_to: FastMap::default(),
            defer_located: false,
            deferred: None,
            defer_wasted: 0,
            defer_saved: 0,
            filter_calls: 0,
            filter_nodes: 0,
            nodes: 0,
            node_limit: u64::MAX,
            aborted: false,
            failed: None,
            lead_low: false,
            either_budget: EITHER_BUDGET,
        }
    }

    /// Records a solver error and stops the search.
    fn fail(&mut self, e: SolverError) {
        self.aborted = true;
        self.failed.get_or_insert(e);
    }

    /// `value` unless the solver failed on the way.
    fn finish<T>(&mut self, value: T) -> Result<T, SolverError> {
        match self.failed.take() {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }
}

mod display;
mod explain;
mod forced;
mod review;
mod search;

use explain::{explain, explain_weighs_root};

#[cfg(test)]
mod values_tests;
pub use review::{concession_restorable, review_agreement, AgreementReview};
use search::*;

// ---------------------------------------------------------------- public API

/// Adjudicates a contested claim or concession (Law 70) at `pos`.
///
/// `claimer` is the player who claimed or conceded; `claim` what he said
/// about the number of the remaining tricks; `statement` his clarification
/// (68C, repeated under 70B1). The award is the claimer's side's tricks on
/// the least successful normal line consistent with the statement against
/// the opponents' best defence, never more than claimed; for a concession,
/// the tricks kept plus any trick no normal play could lose (71B).
///
/// An error of `solver` ends the ruling: there is no award without the
/// double-dummy answers it rests on.
pub fn adjudicate(
    pos: &Position,
    claimer: Seat,
    claim: ClaimKind,
    statement: &ClaimStatement,
    opts: &AdjudicationOptions,
    solver: &dyn Solver,
) -> Result<Adjudication, SolverError> {
    let side = claimer.side();
    let remaining = pos.remaining_tricks();
    let mut notes = Vec::new();
    let setup = Setup::new(pos, claimer, claim, statement, opts, &mut notes);
    let mut ctx = setup.ctx(solver);
    let root = Node {
        pos: *pos,
        cursor: ctx.normalize(pos, Cursor::default()),
        voids: setup.voids,
    };
    ctx.mode = match claim {
        ClaimKind::Claim(_) => Mode::Claim,
        ClaimKind::Concession(_) => Mode::BothNormal,
    };
    let worst = match (root_question(&mut ctx, &root), solver.concurrent()) {
        (Some(question), Some(concurrent)) => {
            // The claim position's double-dummy question (a solver call of
            // up to a few hundred milliseconds at 13 tricks) on a second
            // thread while the line search runs; its answer is kept as if
            // asked here, so the ruling is the same.
            let pos = root.pos;
            let (worst, answer) = std::thread::scope(|scope| {
                let asked = scope.spawn(move || question.ask(concurrent, &pos));
                let worst = ctx.search_exact(&root);
                let answer = asked.join().unwrap_or_else(|_| {
                    Err(SolverError::Internal {
                        solver: concurrent.name(),
                        message: "the thread of the question stopped".to_string(),
                    })
                });
                (worst, answer)
            });
            ctx.store_answer(&pos, answer);
            worst
        }
        _ => ctx.search_exact(&root),
    };
    let double_dummy = double_dummy_count(&mut ctx, &root, worst)?;
    let award = award(claim, remaining, worst, double_dummy, &mut notes);
    if let Some(tricks) = under_claim_restorable(&mut ctx, &setup, &root, claim, worst) {
        notes.push(Note::UnderClaimRestorable { tricks });
    }
    if ctx.aborted {
        notes.push(Note::SearchIncomplete { nodes: ctx.nodes });
    }
    if let Some(e) = ctx.failed.take() {
        return Err(e);
    }
    let line = explain(
        &mut ctx,
        &root,
        worst,
        &setup.outstanding,
        setup.aware,
        setup.defender_claim,
        &mut notes,
    );
    if ctx.aborted
        && !notes
            .iter()
            .any(|n| matches!(n, Note::SearchIncomplete { .. }))
    {
        notes.push(Note::ExplanationIncomplete { nodes: ctx.nodes });
    }
    let stats = SearchStats {
        nodes: ctx.nodes,
        solver_calls: ctx.solver_calls,
    };
    ctx.finish(Adjudication {
        claimer,
        side,
        kind: claim,
        remaining,
        tricks_awarded_to_claimer_side: award,
        total_for_claimer_side: pos.tricks_won(side) + award,
        double_dummy,
        worst_normal: worst,
        line,
        notes,
        stats,
    })
}

/// The facts of a ruling found before any search: the statement compiled,
/// the opponents' outstanding trumps and whether the claimer is deemed
/// aware of them (70C), who cannot be seen (a defender's claim, 70D2), the
/// voids already shown (70E1).
struct Setup {
    claimer: Seat,
    trump: Option<Suit>,
    steps: Vec<(Step, usize)>,
    outstanding: Vec<Card>,
    aware: bool,
    defender_claim: bool,
    hidden: [Seat; 2],
    voids: u16,
    class: PlayerClass,
    node_limit: u64,
    claim_all: bool,
}

impl Setup {
    /// Reads the claim, pushing the notes each fact calls for (in the
    /// order the explanation gives them).
    fn new(
        pos: &Position,
        claimer: Seat,
        claim: ClaimKind,
        statement: &ClaimStatement,
        opts: &AdjudicationOptions,
        notes: &mut Vec<Note>,
    ) -> Setup {
        let side = claimer.side();
        let declarer = pos.declarer();
        let trump = pos.trump().trump();
        let script = compile(statement, claimer, declarer, opts.default_order, notes);
        for (step, i) in &script.steps {
            if let Step::Card(c) = step {
                if !side_hand(pos, side).contains(*c) && !pos.trick().contains(c) {
                    notes.push(Note::DirectiveNamesAbsentCard {
                        directive: *i,
                        card: *c,
                    });
                }
            }
        }
        let outstanding: Vec<Card> = trump
            .map(|t| side_hand(pos, side.opponents()).suit(t).iter().collect())
            .unwrap_or_default();
        let aware = opts
            .aware_of_trumps
            .unwrap_or_else(|| statement.mentions_trumps(trump));
        if !outstanding.is_empty() {
            notes.push(Note::OutstandingTrumps {
                cards: outstanding.clone(),
                deemed_aware: aware,
            });
        }
        let defender_claim = claimer != declarer && claimer != declarer.partner();
        if defender_claim {
            notes.push(Note::DefenderClaim);
        }
        let hidden = if defender_claim {
            [declarer, claimer.partner()]
        } else {
            [declarer.lho(), declarer.rho()]
        };
        Setup {
            claimer,
            trump,
            steps: script.steps,
            outstanding,
            aware,
            defender_claim,
            hidden,
            voids: known_voids(pos, &opts.known_voids),
            class: opts.class,
            node_limit: opts.node_limit,
            claim_all: matches!(claim, ClaimKind::Claim(n) if n >= pos.remaining_tricks()),
        }
    }

    /// The search context of the ruling (Law 70's line: claimer's side
    /// normal, opponents best).
    fn ctx<'a>(&self, solver: &'a dyn Solver) -> Ctx<'a> {
        let script = Script::new(self.steps.clone());
        let mut ctx = Ctx::new(self.claimer, self.trump, script, self.hidden, solver);
        ctx.class = self.class;
        ctx.aware = self.aware;
        ctx.claim_all = self.claim_all;
        ctx.node_limit = self.node_limit;
        ctx.canonical = !ctx.script.steps.iter().any(|(s, _)| {
            matches!(
                s,
                Step::Card(_)
                    | Step::Finesse { card: Some(_), .. }
                    | Step::Discard { card: Some(_), .. }
            )
        });
        ctx
    }
}

/// The voids known at the claim, as `Node::voids` bits: those the options
/// list and every failure to follow in the trick in progress.
fn known_voids(pos: &Position, listed: &[(Seat, Suit)]) -> u16 {
    let mut voids = 0u16;
    for (seat, suit) in listed {
        voids |= 1 << (seat.index() * 4 + suit.index());
    }
    if let Some(l) = pos.led_suit() {
        for (k, c) in pos.trick().iter().enumerate() {
            if c.suit() != l {
                voids |= 1 << (pos.leader().advance(k).index() * 4 + l.index());
            }
        }
    }
    voids
}

/// The double-dummy question [`double_dummy_count`] asks of the solver
/// passed in at the claim position, when it asks one there.
#[derive(Clone, Copy)]
enum RootQuestion {
    /// Every card's value (the claimer's side chooses among several).
    Values,
    /// The best cards (the opponents choose among several).
    Best,
    /// The count alone.
    Count,
}

/// A [`RootQuestion`]'s answer.
enum RootAnswer {
    Values(Vec<(Card, u8)>),
    Best(u8, Vec<Card>),
    Count(u8),
}

impl RootQuestion {
    fn ask(self, solver: &(dyn Solver + Sync), pos: &Position) -> Result<RootAnswer, SolverError> {
        Ok(match self {
            RootQuestion::Values => RootAnswer::Values(solver.card_values(pos)?),
            RootQuestion::Best => {
                let (best, cards) = solver.best_cards(pos)?;
                RootAnswer::Best(best, cards)
            }
            RootQuestion::Count => RootAnswer::Count(solver.tricks(pos)?),
        })
    }
}

/// The question [`double_dummy_count`] would ask of the solver passed in
/// at `root` (none in our own solver's endings). It may not need it (when
/// every normal line takes every trick); asked early, its answer is kept
/// all the same, a fact the explanation may use.
fn root_question(ctx: &mut Ctx<'_>, root: &Node) -> Option<RootQuestion> {
    let pos = &root.pos;
    if pos.remaining_tricks() <= SMALL_ENDING || ctx.dd_count.contains_key(pos) {
        return None;
    }
    Some(if !explain_weighs_root(ctx, root) {
        RootQuestion::Count
    } else if ctx.on_side(pos.to_move()) {
        RootQuestion::Values
    } else {
        RootQuestion::Best
    })
}

/// The claimer's side's double-dummy tricks from the root, with `worst`
/// (the least successful normal line) as a lower bound when it is one.
fn double_dummy_count(ctx: &mut Ctx<'_>, root: &Node, worst: u8) -> Result<u8, SolverError> {
    let pos = &root.pos;
    let side = ctx.side;
    let remaining = pos.remaining_tricks();
    // Against a claim the opponents' choices are all their legal cards, so
    // the least successful normal line never beats double-dummy play: the
    // double-dummy count is at least `worst`.
    let at_least = if ctx.mode == Mode::Claim && !ctx.aborted {
        worst
    } else {
        0
    };
    if at_least >= remaining {
        let mover = if pos.to_move().side() == side {
            remaining
        } else {
            0
        };
        ctx.dd_count.insert(*pos, mover);
        return Ok(remaining);
    }
    if remaining <= SMALL_ENDING {
        return Ok(ctx.small.side_tricks_from(pos, side, at_least));
    }
    // When the explanation's first card is a choice it has to order or
    // weigh, it asks for the root's best cards (the opponents' choice) or
    // every card's value (the claimer's side's): the count is then their
    // value, without a solver call of its own.
    let v = if let Some(&c) = ctx.dd_count.get(pos) {
        c
    } else if explain_weighs_root(ctx, root) {
        if ctx.on_side(pos.to_move()) {
            ctx.card_values(pos);
        }
        ctx.best_cards(pos).0
    } else {
        ctx.solver_calls += 1;
        let c = ctx.solver.tricks(pos)?;
        ctx.dd_count.insert(*pos, c);
        c
    };
    Ok(if pos.to_move().side() == side {
        v
    } else {
        remaining - v
    })
}

/// The award from the least successful normal line: never more than
/// claimed (70A), never less than a concession keeps (71B), with the notes
/// that say which limit applied.
fn award(
    claim: ClaimKind,
    remaining: u8,
    worst: u8,
    double_dummy: u8,
    notes: &mut Vec<Note>,
) -> u8 {
    match claim {
        ClaimKind::Claim(n) => {
            if double_dummy < n.min(remaining) {
                notes.push(Note::ClaimExceedsDoubleDummy {
                    claimed: n,
                    double_dummy,
                });
            }
            if worst > n {
                notes.push(Note::CappedAtClaim {
                    claimed: n,
                    worst_normal: worst,
                });
            }
            worst.min(n).min(remaining)
        }
        ClaimKind::Concession(_) => {
            let kept = claim.kept(remaining);
            if worst > kept {
                notes.push(Note::ConcessionRestored {
                    tricks: worst - kept,
                });
            }
            worst.max(kept)
        }
    }
}

/// An under-claim (71B): the tricks beyond the claim that no normal play
/// of either side could lose, found by a second search with both sides
/// normal; `None` when there are none or the search was cut short.
fn under_claim_restorable(
    ctx: &mut Ctx<'_>,
    setup: &Setup,
    root: &Node,
    claim: ClaimKind,
    worst: u8,
) -> Option<u8> {
    let ClaimKind::Claim(n) = claim else {
        return None;
    };
    if worst < n || n >= root.pos.remaining_tricks() || ctx.aborted {
        return None;
    }
    let script = Script::new(ctx.script.steps.clone());
    let mut both = Ctx::new(setup.claimer, setup.trump, script, setup.hidden, ctx.solver);
    both.class = setup.class;
    both.aware = setup.aware;
    both.mode = Mode::BothNormal;
    both.node_limit = setup.node_limit;
    // Double-dummy values do not depend on the line searched: the second
    // search shares the first one's solver table and values.
    both.small = std::mem::take(&mut ctx.small);
    both.dd_cache = std::mem::take(&mut ctx.dd_cache);
    both.dd_best = std::mem::take(&mut ctx.dd_best);
    both.dd_count = std::mem::take(&mut ctx.dd_count);
    let all_normal = both.search_exact(root);
    ctx.solver_calls += both.solver_calls;
    ctx.small = std::mem::take(&mut both.small);
    ctx.dd_cache = std::mem::take(&mut both.dd_cache);
    ctx.dd_best = std::mem::take(&mut both.dd_best);
    ctx.dd_count = std::mem::take(&mut both.dd_count);
    if let Some(e) = both.failed.take() {
        ctx.fail(e);
        return None;
    }
    (all_normal > n && !both.aborted).then(|| all_normal - n)
}
