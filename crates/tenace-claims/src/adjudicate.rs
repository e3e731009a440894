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

use crate::dd::Solver;
use crate::position::{beats, Position};
use crate::small::{unpaired, AlphaBetaSolver, CardList, FastMap};
use crate::statement::{ClaimStatement, Directive, SuitOrder};

/// Endings up to this many tricks are analysed with the crate's own
/// alpha-beta solver, whose table is kept for the whole ruling; larger
/// positions go to the solver passed in.
const SMALL_ENDING: u8 = 9;

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
    pub nodes: u64,
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

/// The line search's table key: the hands (by relative rank when
/// possible) and the leader, statement step and known voids.
type MemoKey = ([u64; 4], u64);

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
    /// Memo keys by relative rank (valid when the statement names no card).
    canonical: bool,
    /// Our own solver for the many small questions of one ruling.
    small: AlphaBetaSolver,
    memo: FastMap<MemoKey, Entry>,
    dd_cache: FastMap<Position, Values>,
    /// Set while the line search asks for choices: I3 is then left to it,
    /// with the cards it would compare in `deferred`.
    defer_located: bool,
    deferred: Option<(Hand, Hand)>,
    /// Nodes spent on cards the deferred filter then dropped, and the
    /// filters never needed.
    defer_wasted: u64,
    defer_saved: u64,
    nodes: u64,
    node_limit: u64,
    aborted: bool,
}

fn side_hand(pos: &Position, side: Side) -> Hand {
    let [a, b] = side.seats();
    pos.hand(a) | pos.hand(b)
}

impl Ctx<'_> {
    fn on_side(&self, seat: Seat) -> bool {
        seat.side() == self.side
    }

    fn step(&self, cursor: Cursor) -> Option<(Step, usize)> {
        self.script.steps.get(cursor.step as usize).copied()
    }

    /// Moves past steps that are finished or can no longer apply.
    fn normalize(&self, pos: &Position, mut cursor: Cursor) -> Cursor {
        loop {
            let Some((step, _)) = self.step(cursor) else {
                return cursor;
            };
            let mine = side_hand(pos, self.side);
            let theirs = side_hand(pos, self.side.opponents());
            let trumps = |h: Hand| self.trump.map(|t| h.suit(t)).unwrap_or(Hand::EMPTY);
            let done = match step {
                Step::Card(c) => !mine.contains(c),
                Step::Suit { suit, .. } => !mine.has_suit(suit) && pos.led_suit() != Some(suit),
                Step::DrawTrumps => trumps(theirs).is_empty() || trumps(mine).is_empty(),
                Step::Ruff { suit, count, .. } => {
                    count.is_some_and(|n| cursor.used >= n)
                        || trumps(mine).is_empty()
                        || suit.is_some_and(|s| !(mine | theirs).has_suit(s))
                }
                Step::CrossRuff => trumps(mine).is_empty(),
                Step::Finesse { suit, card } => {
                    let in_trick =
                        pos.trick_len() > 0 && pos.led_suit() == suit && self.on_side(pos.leader());
                    !in_trick
                        && (card.is_some_and(|c| !mine.contains(c) && !pos.trick().contains(&c))
                            || suit.is_some_and(|s| !mine.has_suit(s)))
                }
                Step::Concede { count, .. } => count.is_some_and(|n| cursor.used >= n),
                Step::Discard { card, .. } => {
                    cursor.used >= 1 || card.is_some_and(|c| !mine.contains(c))
                }
            };
            if !done {
                return cursor;
            }
            cursor = Cursor {
                step: cursor.step + 1,
                used: 0,
            };
        }
    }

    /// The statement's restriction on the claimer's side's card, if any.
    fn script_allowed(&self, node: &Node, seat: Seat, legal: Hand) -> Option<Hand> {
        let (step, _) = self.step(node.cursor)?;
        let pos = &node.pos;
        let hand = pos.hand(seat);
        let partner = pos.hand(seat.partner());
        let leading = pos.trick_len() == 0;
        let led_by_us = !leading && self.on_side(pos.leader());
        let trumps = |h: Hand| self.trump.map(|t| h.suit(t)).unwrap_or(Hand::EMPTY);
        let set = match step {
            Step::Card(c) => {
                if hand.contains(c) && (leading || led_by_us) {
                    Hand::EMPTY | single(c)
                } else if leading && partner.contains(c) {
                    legal.suit(c.suit())
                } else {
                    return None;
                }
            }
            Step::Suit { suit, order } => {
                if !leading {
                    return None;
                }
                let cards = legal.suit(suit);
                match order {
                    Some(SuitOrder::TopDown) => cards.highest().map(single).unwrap_or(Hand::EMPTY),
                    Some(SuitOrder::BottomUp) => cards.lowest().map(single).unwrap_or(Hand::EMPTY),
                    None => cards,
                }
            }
            Step::DrawTrumps => {
                if !leading {
                    return None;
                }
                trumps(legal)
            }
            Step::Ruff {
                suit, hand: ruffer, ..
            } => {
                let t = self.trump?;
                if leading {
                    // Lead the suit to be ruffed towards a hand that can ruff it.
                    let can_ruff = |h: Hand, s: Suit| !h.has_suit(s) && h.has_suit(t);
                    let target_ok = ruffer.is_none_or(|r| r == seat.partner());
                    let mut set = Hand::EMPTY;
                    for s in Suit::ALL {
                        if s != t
                            && suit.is_none_or(|x| x == s)
                            && target_ok
                            && can_ruff(partner, s)
                        {
                            set = set | legal.suit(s);
                        }
                    }
                    set
                } else {
                    let led = pos.led_suit()?;
                    if led == t
                        || hand.has_suit(led)
                        || suit.is_some_and(|s| s != led)
                        || ruffer.is_some_and(|r| r != seat)
                    {
                        return None;
                    }
                    trumps(legal)
                }
            }
            Step::CrossRuff => {
                let t = self.trump?;
                if leading {
                    let mut set = Hand::EMPTY;
                    for s in Suit::ALL {
                        if s != t && !partner.has_suit(s) && partner.has_suit(t) {
                            set = set | legal.suit(s);
                        }
                    }
                    set
                } else {
                    let led = pos.led_suit()?;
                    if !led_by_us || led == t || hand.has_suit(led) {
                        return None;
                    }
                    trumps(legal)
                }
            }
            Step::Finesse { suit, card } => {
                let s = suit?;
                if leading {
                    match card {
                        Some(c) if hand.contains(c) => single(c),
                        _ => legal.suit(s),
                    }
                } else if led_by_us && pos.led_suit() == Some(s) && pos.trick_len() == 2 {
                    // Third hand: the finessing card.
                    let cards = legal.suit(s);
                    let (winner, best) = pos.current_winner()?;
                    if let Some(c) = card
                        .filter(|c| cards.contains(*c) && beats(*c, best, self.trump_strain(pos)))
                    {
                        single(c)
                    } else if self.on_side(winner) {
                        cards.lowest().map(single).unwrap_or(Hand::EMPTY)
                    } else {
                        let winning = cards
                            .iter()
                            .find(|c| beats(*c, best, self.trump_strain(pos)));
                        winning
                            .or(cards.lowest())
                            .map(single)
                            .unwrap_or(Hand::EMPTY)
                    }
                } else {
                    return None;
                }
            }
            Step::Concede { suit, .. } => {
                if !leading {
                    return None;
                }
                legal.suit(suit?)
            }
            Step::Discard { suit, card } => {
                let led = pos.led_suit()?;
                if hand.has_suit(led) {
                    return None;
                }
                match (card, suit) {
                    (Some(c), _) if legal.contains(c) => single(c),
                    (_, Some(s)) => legal.suit(s),
                    _ => return None,
                }
            }
        };
        let set = set & legal;
        if set.is_empty() {
            None
        } else {
            Some(set)
        }
    }

    fn trump_strain(&self, pos: &Position) -> tenace_core::Strain {
        pos.trump()
    }

    /// Cards the statement names later (I2: not to be thrown away).
    fn named_later(&self, cursor: Cursor) -> Hand {
        self.script
            .named
            .get(cursor.step as usize)
            .copied()
            .unwrap_or(Hand::EMPTY)
    }

    /// The cards of `seat`'s hand that are sure tricks: the top card of
    /// their suit (or, `broad`, beaten by no opponent's card) that cannot be
    /// ruffed. Conservative: unless broad, no other hand (partner included)
    /// may hold a higher card of the suit, so a sequence in one hand counts
    /// as top cards.
    fn sure_tricks(&self, pos: &Position, seat: Seat, broad: bool) -> Hand {
        let side = seat.side();
        let hand = pos.hand(seat);
        let theirs = side_hand(pos, side.opponents());
        let all = side_hand(pos, side) | theirs;
        // Cards that must not be above ours: the opponents' (broad) or
        // every other hand's.
        let beaters = if broad { theirs } else { all - hand };
        let mut sure = Hand::EMPTY;
        for suit in Suit::ALL {
            let unruffable = match self.trump {
                None => true,
                Some(t) => t == suit || !theirs.has_suit(t),
            };
            if !unruffable {
                continue;
            }
            let top = beaters.suit(suit).highest();
            for c in hand.suit(suit).iter() {
                if top.is_none_or(|t| c.rank() > t.rank()) {
                    sure.insert(c);
                }
            }
        }
        sure
    }

    /// Removes irrational plays (play-laws.md §6.4) from `cands`.
    fn filter_irrational(
        &mut self,
        node: &Node,
        seat: Seat,
        cands: Hand,
        claimer_side: bool,
    ) -> Hand {
        let pos = &node.pos;
        let side = seat.side();
        let hand = pos.hand(seat);
        let led = pos.led_suit();
        let expert = self.class == PlayerClass::Expert;
        let mut keep = cands;
        // I1: discarding a sure trick while holding a card that is not one.
        if let Some(l) = led {
            if !hand.has_suit(l) {
                let sure = self.sure_tricks(pos, seat, expert);
                let has_other = !(hand - sure).is_empty();
                // A hand that can ruff instead does not throw a sure trick
                // away either.
                let can_ruff = self.trump.is_some_and(|t| t != l && hand.has_suit(t));
                if has_other || can_ruff {
                    for c in sure.iter() {
                        if Some(c.suit()) != self.trump {
                            keep.remove(c);
                        }
                    }
                }
                if claimer_side {
                    // I2: a card the statement still means to play.
                    let named = self.named_later(node.cursor);
                    let without = keep - named;
                    if !without.is_empty() {
                        keep = without;
                    }
                }
            }
        }
        if keep.is_empty() {
            keep = cands;
        }
        // I5 (expert): letting the opponents win a trick the last hand could win.
        if expert && pos.trick_len() == 3 {
            if let Some((winner, best)) = pos.current_winner() {
                if winner.side() != side {
                    let winning = keep
                        .iter()
                        .filter(|c| beats(*c, best, pos.trump()))
                        .collect::<Hand>();
                    if !winning.is_empty() {
                        keep = winning;
                    }
                }
            }
        }
        if !claimer_side {
            return keep;
        }
        // I6: a claimer who claims every remaining trick does not lead into
        // a suit the opponents hold the top of when he has another suit to
        // lead (that would contradict the claim itself, I2).
        if self.claim_all && self.mode == Mode::Claim && pos.trick_len() == 0 {
            let theirs = side_hand(pos, side.opponents());
            let ours = side_hand(pos, side);
            let losing = |s: Suit| {
                let top_theirs = theirs.suit(s).highest();
                let top_ours = ours.suit(s).highest();
                match (top_theirs, top_ours) {
                    (Some(t), Some(o)) => t.rank() > o.rank(),
                    _ => false,
                }
            };
            let safe: Hand = keep.iter().filter(|c| !losing(c.suit())).collect();
            if !safe.is_empty() {
                keep = safe;
            }
            // Nor does he lead a small card of a suit whose top he holds in
            // the same hand (he cashes the top first).
            let master = |c: Card| {
                let s = c.suit();
                let beaten = theirs.suit(s).iter().any(|x| x.rank() > c.rank());
                let ruffed = self.trump.is_some_and(|t| t != s && theirs.has_suit(t));
                !beaten && !ruffed
            };
            // A suit of nothing but master cards is cashed from the top (the
            // usual regulation under 70E2).
            let cashing: Hand = keep
                .iter()
                .filter(|c| {
                    let suit = hand.suit(c.suit());
                    if suit.iter().all(master) {
                        suit.highest() == Some(*c)
                    } else {
                        master(*c) || !suit.iter().any(master)
                    }
                })
                .collect();
            if !cashing.is_empty() {
                keep = cashing;
            }
        }
        // I4: a claimer aware of the opponents' trumps draws them first when
        // he safely can.
        if self.aware && pos.trick_len() == 0 {
            if let Some(t) = self.trump {
                let theirs = side_hand(pos, side.opponents()).suit(t);
                let mine = hand.suit(t);
                if !theirs.is_empty() && !mine.is_empty() {
                    let their_top = theirs.highest().map(|c| c.rank());
                    let masters = mine.iter().filter(|c| Some(c.rank()) > their_top).count();
                    let longest = side
                        .opponents()
                        .seats()
                        .iter()
                        .map(|s| pos.hand(*s).suit(t).len())
                        .max()
                        .unwrap_or(0);
                    if masters >= longest {
                        let trumps = keep.suit(t);
                        if !trumps.is_empty() {
                            keep = trumps;
                        }
                    }
                }
            }
        }
        // I3: a card whose place is known (an opponent has shown out of the
        // suit) is not ignored: following in such a suit, or discarding when
        // a discard from such a suit is best, the claimer plays as if he saw
        // the cards.
        if self.mode == Mode::Claim && keep.len() > 1 && classes(pos, keep, Hand::EMPTY).len() > 1 {
            if let Some(l) = led {
                let loc = Suit::ALL.map(|s| self.located(node, s));
                let located = |s: Suit| loc[s.index()];
                let following = hand.has_suit(l);
                let relevant = if following {
                    located(l)
                } else {
                    Suit::ALL.iter().any(|s| keep.has_suit(*s) && located(*s))
                };
                if relevant {
                    let compared = if following {
                        keep
                    } else {
                        keep.iter().filter(|c| located(c.suit())).collect()
                    };
                    if self.defer_located {
                        self.deferred = Some((keep, compared));
                    } else {
                        keep = self.best_of(pos, keep, compared);
                    }
                }
            }
        }
        keep
    }

    /// The cards of `keep` whose double-dummy value is at least the best
    /// of `compared` (a part of `keep`) for the side to move (I3).
    fn best_of(&mut self, pos: &Position, keep: Hand, compared: Hand) -> Hand {
        let values = self.card_values(pos);
        let val = |c: Card| values.get(c);
        let best = compared.iter().map(val).max().unwrap_or(0);
        let filtered: Hand = keep.iter().filter(|c| val(*c) >= best).collect();
        if filtered.is_empty() {
            keep
        } else {
            filtered
        }
    }

    /// Whether every outstanding card of `suit` is known to be in one
    /// hidden hand: the other hidden hand has shown out of it.
    fn located(&self, node: &Node, suit: Suit) -> bool {
        let outstanding = self.hidden.iter().any(|s| node.pos.hand(*s).has_suit(suit));
        outstanding
            && self
                .hidden
                .iter()
                .any(|s| node.voids & (1 << (s.index() * 4 + suit.index())) != 0)
    }

    fn card_values(&mut self, pos: &Position) -> Values {
        if let Some(v) = self.dd_cache.get(pos) {
            return *v;
        }
        let list = if pos.remaining_tricks() <= SMALL_ENDING {
            self.small.card_values(pos)
        } else {
            self.solver.card_values(pos)
        };
        let mut v = Values {
            list: [(single_card(), 0); 13],
            len: 0,
        };
        for (c, x) in list.into_iter().take(13) {
            v.list[v.len] = (c, x);
            v.len += 1;
        }
        self.dd_cache.insert(*pos, v);
        v
    }

    /// Whether double-dummy questions about `pos` are better answered one
    /// card at a time by our own solver than by every card's value.
    fn lazy_values(&self, pos: &Position) -> bool {
        pos.remaining_tricks() <= SMALL_ENDING && !self.dd_cache.contains_key(pos)
    }

    /// For the side to move at `pos` (an ending our solver takes): the best
    /// card with its double-dummy value, only when `card` is worse (the
    /// lowest such card), and the value of `card`.
    fn best_against(&self, pos: &Position, card: Card) -> (Option<(Card, u8)>, Option<u8>) {
        let mine = self.small.card_value(pos, card);
        if !self.small.at_least(pos, mine + 1) {
            return (None, Some(mine));
        }
        let mut best = mine + 1;
        while self.small.at_least(pos, best + 1) {
            best += 1;
        }
        let top = pos
            .legal_cards()
            .iter()
            .find(|c| self.small.card_at_least(pos, *c, best));
        (top.map(|c| (c, best)), Some(mine))
    }

    /// The cards to try at `node`, one per group of equal cards.
    fn choices(&mut self, node: &Node) -> Choice {
        let pos = &node.pos;
        let seat = pos.to_move();
        let legal = pos.legal_cards();
        let claimer_side = self.on_side(seat);
        let (cands, scripted) = if claimer_side {
            match self.script_allowed(node, seat, legal) {
                Some(set) => (set, true),
                None => (self.filter_irrational(node, seat, legal, true), false),
            }
        } else if self.mode == Mode::BothNormal {
            (self.filter_irrational(node, seat, legal, false), false)
        } else {
            (legal, false)
        };
        let named = self.named_later(node.cursor);
        let cards = classes(pos, cands, named);
        Choice { cards, scripted }
    }

    fn apply(&self, node: &Node, card: Card) -> (Node, u8) {
        let pos = &node.pos;
        let seat = pos.to_move();
        let mut voids = node.voids;
        if let Some(l) = pos.led_suit() {
            if card.suit() != l {
                voids |= 1 << (seat.index() * 4 + l.index());
            }
        }
        let mut cursor = node.cursor;
        if let Some((step, _)) = self.step(cursor) {
            let ours = self.on_side(seat);
            let led = pos.led_suit();
            let ruffs = |suit: Option<Suit>| {
                Some(card.suit()) == self.trump
                    && led.is_some_and(|l| Some(l) != self.trump && suit.is_none_or(|s| s == l))
            };
            let discards = |suit: Option<Suit>, c: Option<Card>| {
                led.is_some_and(|l| l != card.suit())
                    && Some(card.suit()) != self.trump
                    && c.is_none_or(|x| x == card)
                    && suit.is_none_or(|s| s == card.suit())
            };
            match step {
                Step::Ruff { suit, .. } if ours && ruffs(suit) => cursor.used += 1,
                Step::Discard { suit, card: c } if ours && discards(suit, c) => cursor.used += 1,
                _ => {}
            }
        }
        let (next, winner) = pos.play_unchecked(card);
        let mut gain = 0;
        if let Some(w) = winner {
            if self.on_side(w) {
                gain = 1;
            }
            if let Some((step, _)) = self.step(cursor) {
                match step {
                    Step::Concede { .. } if !self.on_side(w) => cursor.used += 1,
                    Step::Finesse { suit, .. }
                        if self.on_side(pos.leader()) && pos.led_suit() == suit =>
                    {
                        cursor = Cursor {
                            step: cursor.step + 1,
                            used: 0,
                        };
                    }
                    _ => {}
                }
            }
        }
        let cursor = self.normalize(&next, cursor);
        (
            Node {
                pos: next,
                cursor,
                voids,
            },
            gain,
        )
    }

    /// Tries first the cards most likely to cost the claimer's side a
    /// trick: its own low cards, the opponents' winning cards.
    fn order_for_min(&self, pos: &Position, cards: &mut [Card]) {
        let ours = self.on_side(pos.to_move());
        let trump = pos.trump();
        match pos.current_winner() {
            None => cards.sort_by_key(|c| {
                if ours {
                    c.rank() as u8
                } else {
                    20 - c.rank() as u8
                }
            }),
            Some((_, best)) => cards.sort_by_key(|c| {
                let wins = beats(*c, best, trump);
                if ours {
                    (wins, c.rank() as u8)
                } else {
                    (!wins, c.rank() as u8)
                }
            }),
        }
    }

    fn key(&self, node: &Node) -> MemoKey {
        let h = if self.canonical {
            let r = crate::small::relative(&node.pos);
            [r[0], r[1], 0, 0]
        } else {
            node.pos.hands().map(|h| h.bits())
        };
        // Only voids of hidden hands in suits still outstanding matter.
        let mut voids = 0u16;
        if self.mode == Mode::Claim {
            for suit in Suit::ALL {
                if self.located(node, suit) {
                    for s in self.hidden {
                        voids |= node.voids & (1 << (s.index() * 4 + suit.index()));
                    }
                }
            }
        }
        let extra = (node.pos.leader().index() as u64)
            | (u64::from(node.cursor.step) << 2)
            | (u64::from(node.cursor.used) << 10)
            | (u64::from(voids) << 18);
        (h, extra)
    }

    /// A lower bound on the claimer's side's tricks from `node` (a trick
    /// boundary): its side on lead with nothing but cards no opponent can
    /// beat or ruff wins every trick.
    fn lower_bound(&self, node: &Node) -> u8 {
        let pos = &node.pos;
        if pos.trick_len() != 0 {
            return 0;
        }
        let trump_bound = self.trump_bound(pos);
        if !self.on_side(pos.leader()) {
            return trump_bound;
        }
        let mine = side_hand(pos, self.side);
        let theirs = side_hand(pos, self.side.opponents());
        let their_trumps = self.trump.is_some_and(|t| theirs.has_suit(t));
        let unbeatable = Suit::ALL.iter().all(|&s| {
            let m = mine.suit(s).bits();
            if m == 0 {
                return true;
            }
            let ruffable = their_trumps && self.trump != Some(s);
            // Our lowest card of the suit above all of theirs.
            !ruffable && (m & m.wrapping_neg()) > theirs.suit(s).bits()
        });
        if unbeatable {
            pos.remaining_tricks()
        } else {
            trump_bound
        }
    }

    /// A lower bound on the claimer's side's tricks from its trumps: a
    /// trump wins the trick it is played to unless an opponent plays a
    /// higher trump to the same trick, a hand plays one card to a trick and
    /// trumps cannot be thrown away (a trump played is either led, followed
    /// or ruffs). So each trump of one hand that cannot be paired with its
    /// own higher trump of the opponents' (on the table included) wins a
    /// trick.
    fn trump_bound(&self, pos: &Position) -> u8 {
        let Some(t) = self.trump else {
            return 0;
        };
        // The table's trumps count as theirs (ours there only make the
        // bound smaller).
        let theirs = (side_hand(pos, self.side.opponents()) | pos.table_cards())
            .suit(t)
            .bits();
        let mut bound = 0;
        for seat in self.side.seats() {
            let mine = pos.hand(seat).suit(t).bits();
            bound = bound.max(unpaired(mine, theirs));
        }
        bound
    }

    /// 1 if the trick in progress is certainly the claimer's side's: its
    /// card is winning and no one still to play can beat it.
    fn trick_certain(&self, pos: &Position) -> u8 {
        let Some((winner, best)) = pos.current_winner() else {
            return 0;
        };
        if !self.on_side(winner) {
            return 0;
        }
        let led = pos.led_suit();
        for k in pos.trick_len()..4 {
            let seat = pos.leader().advance(k);
            if self.on_side(seat) {
                continue;
            }
            let hand = pos.hand(seat);
            let playable = match led {
                Some(l) if hand.has_suit(l) => hand.suit(l),
                _ => hand,
            };
            if playable.iter().any(|c| beats(c, best, pos.trump())) {
                return 0;
            }
        }
        1
    }

    /// [`Ctx::search`]'s answer when bounds or the table give it without
    /// looking at the cards; otherwise a lower bound and the table key.
    fn settle(&mut self, node: &Node, beta: u8) -> Result<u8, (u8, Option<MemoKey>)> {
        let pos = &node.pos;
        if pos.is_over() || beta == 0 {
            return Ok(0);
        }
        let boundary = pos.trick_len() == 0;
        let mut lb = if boundary {
            self.lower_bound(node)
        } else {
            self.trick_certain(pos).max(self.trump_bound(pos))
        };
        if lb >= pos.remaining_tricks() || lb >= beta {
            return Ok(lb);
        }
        let key = if boundary { Some(self.key(node)) } else { None };
        if let Some(k) = &key {
            if let Some(e) = self.memo.get(k) {
                if e.exact || e.value >= beta {
                    return Ok(e.value);
                }
                // A bound found with a lower limit.
                lb = lb.max(e.value);
            }
        }
        Err((lb, key))
    }

    /// The least number of the remaining tricks the claimer's side takes
    /// from `node`: exact if below `beta`, otherwise some value >= `beta`.
    fn search(&mut self, node: &Node, beta: u8) -> u8 {
        let pos = &node.pos;
        if pos.is_over() {
            return 0;
        }
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.aborted = true;
        }
        let (lb, key) = match self.settle(node, beta) {
            Ok(v) => return v,
            Err(open) => open,
        };
        // I3 needs double-dummy values; it is left until a card needs a
        // search of its own: while every card's line is settled at or above
        // the limit by bounds and the table, so is that of every filtered
        // card.
        self.defer_located = true;
        let mut choice = self.choices(node);
        self.defer_located = false;
        let deferred = self.deferred.take();
        let mut allowed: Option<Hand> = None;
        self.order_for_min(pos, &mut choice.cards);
        let mut best = u8::MAX;
        for &card in choice.cards.iter() {
            let (child, gain) = self.apply(node, card);
            let limit = beta.min(best);
            if gain >= limit {
                best = best.min(gain);
                continue;
            }
            // Searching a card the filter would drop is wasted work; once
            // that has cost much more than the filters it saved, a card is
            // only tried unfiltered when bounds and the table settle it.
            let cautious = self.defer_wasted > 64 * (self.defer_saved + 16);
            let settled = match (deferred, allowed) {
                (Some(_), None) if cautious => self.settle(&child, limit - gain).ok(),
                _ => None,
            };
            let v = match settled {
                Some(v) if gain + v >= limit => gain + v,
                _ => {
                    let unfiltered = deferred.is_some() && allowed.is_none() && !cautious;
                    if let (Some((keep, compared)), false) = (deferred, unfiltered) {
                        let f = match allowed {
                            Some(f) => f,
                            None => *allowed.insert(self.best_of(pos, keep, compared)),
                        };
                        if !f.contains(card) {
                            continue;
                        }
                    }
                    let before = self.nodes;
                    let v = match settled {
                        Some(v) => gain + v,
                        None => gain + self.search(&child, limit - gain),
                    };
                    if unfiltered && v < limit {
                        let (keep, compared) = deferred.unwrap_or_default();
                        let f = *allowed.insert(self.best_of(pos, keep, compared));
                        if !f.contains(card) {
                            self.defer_wasted += self.nodes - before;
                            continue;
                        }
                    }
                    v
                }
            };
            best = best.min(v);
            if best <= lb || self.aborted {
                break;
            }
        }
        if deferred.is_some() && allowed.is_none() {
            self.defer_saved += 1;
        }
        if best == u8::MAX {
            best = 0;
        }
        if let Some(k) = key {
            if !self.aborted {
                self.memo.insert(
                    k,
                    Entry {
                        value: best,
                        exact: best < beta,
                    },
                );
            }
        }
        best
    }
}

impl Ctx<'_> {
    /// Play on with the claimer's side following its statement and
    /// otherwise playing its best, the opponents playing their best (or,
    /// with `obvious`, winning every trick they can at their turn): the
    /// claimer's side's tricks from `node`. Alpha-beta with a table of
    /// bounds at trick boundaries.
    fn minimax(
        &mut self,
        node: &Node,
        mut alpha: u8,
        mut beta: u8,
        obvious: bool,
        table: &mut HashMap<MemoKey, (u8, u8)>,
    ) -> u8 {
        let pos = &node.pos;
        if pos.is_over() {
            return 0;
        }
        self.nodes += 1;
        let key = if pos.trick_len() == 0 {
            Some(self.key(node))
        } else {
            None
        };
        if let Some(k) = &key {
            if let Some(&(lo, hi)) = table.get(k) {
                if lo == hi || lo >= beta {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let (a0, b0) = (alpha, beta);
        let seat = pos.to_move();
        let legal = pos.legal_cards();
        let maximizing = self.on_side(seat);
        let cands = if maximizing {
            self.script_allowed(node, seat, legal).unwrap_or(legal)
        } else if obvious {
            let mut set = legal;
            if let Some((w, best)) = pos.current_winner() {
                if self.on_side(w) {
                    let winning: Hand = legal
                        .iter()
                        .filter(|c| beats(*c, best, pos.trump()))
                        .collect();
                    if !winning.is_empty() {
                        set = winning;
                    }
                }
            }
            set
        } else {
            legal
        };
        let cards = classes(pos, cands, self.named_later(node.cursor));
        let mut best = if maximizing { 0 } else { u8::MAX };
        for &card in cards.iter() {
            let (child, gain) = self.apply(node, card);
            let v = if gain >= beta {
                gain
            } else {
                gain + self.minimax(
                    &child,
                    alpha.saturating_sub(gain),
                    beta - gain,
                    obvious,
                    table,
                )
            };
            if maximizing {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if let Some(k) = key {
            let entry = table.entry(k).or_insert((0, pos.remaining_tricks()));
            if best <= a0 {
                entry.1 = entry.1.min(best);
            } else if best >= b0 {
                entry.0 = entry.0.max(best);
            } else {
                *entry = (best, best);
            }
        }
        best
    }
}

/// The double-dummy value of each legal card, in the solver's order.
#[derive(Clone, Copy)]
struct Values {
    list: [(Card, u8); 13],
    len: usize,
}

impl Values {
    fn iter(&self) -> std::slice::Iter<'_, (Card, u8)> {
        self.list[..self.len].iter()
    }

    /// The value of `c` (0 if it is not listed).
    fn get(&self, c: Card) -> u8 {
        self.iter()
            .find(|(x, _)| *x == c)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    }
}

/// A placeholder card for fixed arrays.
fn single_card() -> Card {
    Card::from_index(0).unwrap_or_else(|| unreachable!("index 0 is a card"))
}

fn single(c: Card) -> Hand {
    let mut h = Hand::EMPTY;
    h.insert(c);
    h
}

/// One card per group of equal cards in `cands`: cards of a suit with no
/// card of another hand (or on the table) between them. Cards in `keep`
/// stay on their own.
fn classes(pos: &Position, cands: Hand, keep: Hand) -> CardList {
    let seat = pos.to_move();
    let mut others = pos.table_cards();
    for s in Seat::ALL {
        if s != seat {
            others = others | pos.hand(s);
        }
    }
    let others = others.bits();
    let mut out = CardList::new();
    for suit in Suit::ALL {
        let mut prev: Option<Card> = None;
        // Low to high; a card joins the group of the one below it when no
        // other hand holds a card between them.
        for c in cands.suit(suit).iter() {
            let joined = match prev {
                Some(p) if !keep.contains(c) && !keep.contains(p) => {
                    // The bits strictly between p and c.
                    let between = ((1u64 << c.index()) - 1) & !((1u64 << (p.index() + 1)) - 1);
                    others & between == 0
                }
                _ => false,
            };
            if !joined {
                out.push(c);
            }
            prev = Some(c);
        }
    }
    out
}

// ---------------------------------------------------------------- public API

/// Adjudicates a contested claim or concession (Law 70) at `pos`.
///
/// `claimer` is the player who claimed or conceded; `claim` what he said
/// about the number of the remaining tricks; `statement` his clarification
/// (68C, repeated under 70B1). The award is the claimer's side's tricks on
/// the least successful normal line consistent with the statement against
/// the opponents' best defence, never more than claimed; for a concession,
/// the tricks kept plus any trick no normal play could lose (71B).
pub fn adjudicate(
    pos: &Position,
    claimer: Seat,
    claim: ClaimKind,
    statement: &ClaimStatement,
    opts: &AdjudicationOptions,
    solver: &dyn Solver,
) -> Adjudication {
    let side = claimer.side();
    let remaining = pos.remaining_tricks();
    let declarer = pos.declarer();
    let trump = pos.trump().trump();
    let mut notes = Vec::new();
    let script = compile(statement, claimer, declarer, opts.default_order, &mut notes);
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
    let mut voids = 0u16;
    for (seat, suit) in &opts.known_voids {
        voids |= 1 << (seat.index() * 4 + suit.index());
    }
    if let Some(l) = pos.led_suit() {
        for (k, c) in pos.trick().iter().enumerate() {
            if c.suit() != l {
                voids |= 1 << (pos.leader().advance(k).index() * 4 + l.index());
            }
        }
    }
    let mut ctx = Ctx {
        side,
        claimer,
        trump,
        script,
        class: opts.class,
        aware,
        mode: Mode::Claim,
        claim_all: matches!(claim, ClaimKind::Claim(n) if n >= remaining),
        hidden,
        solver,
        canonical: false,
        small: AlphaBetaSolver::new(),
        memo: FastMap::default(),
        dd_cache: FastMap::default(),
        defer_located: false,
        deferred: None,
        defer_wasted: 0,
        defer_saved: 0,
        nodes: 0,
        node_limit: opts.node_limit,
        aborted: false,
    };
    ctx.canonical = !ctx.script.steps.iter().any(|(s, _)| {
        matches!(
            s,
            Step::Card(_)
                | Step::Finesse { card: Some(_), .. }
                | Step::Discard { card: Some(_), .. }
        )
    });
    let cursor = ctx.normalize(pos, Cursor::default());
    let root = Node {
        pos: *pos,
        cursor,
        voids,
    };

    let kept = claim.kept(remaining);
    let (mode, label_mode) = match claim {
        ClaimKind::Claim(_) => (Mode::Claim, Mode::Claim),
        ClaimKind::Concession(_) => (Mode::BothNormal, Mode::BothNormal),
    };
    ctx.mode = mode;
    let worst = ctx.search(&root, u8::MAX);
    // Against a claim the opponents' choices are all their legal cards, so
    // the least successful normal line never beats double-dummy play: the
    // double-dummy count is at least `worst`.
    let at_least = if mode == Mode::Claim && !ctx.aborted {
        worst
    } else {
        0
    };
    let double_dummy = if at_least >= remaining {
        remaining
    } else if remaining <= SMALL_ENDING {
        ctx.small.side_tricks_from(pos, side, at_least)
    } else {
        let v = solver.tricks(pos);
        if pos.to_move().side() == side {
            v
        } else {
            remaining - v
        }
    };
    let award = match claim {
        ClaimKind::Claim(n) => {
            if let ClaimKind::Claim(_) = claim {
                if double_dummy < n.min(remaining) {
                    notes.push(Note::ClaimExceedsDoubleDummy {
                        claimed: n,
                        double_dummy,
                    });
                }
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
            if worst > kept {
                notes.push(Note::ConcessionRestored {
                    tricks: worst - kept,
                });
            }
            worst.max(kept)
        }
    };
    // An under-claim: tricks no normal play of either side could lose (71B).
    if let ClaimKind::Claim(n) = claim {
        if worst >= n && n < remaining && !ctx.aborted {
            let mut both = Ctx {
                side,
                claimer,
                trump,
                script: Script::new(ctx.script.steps.clone()),
                class: opts.class,
                aware,
                mode: Mode::BothNormal,
                claim_all: false,
                hidden,
                solver,
                canonical: false,
                small: AlphaBetaSolver::new(),
                memo: FastMap::default(),
                dd_cache: FastMap::default(),
                defer_located: false,
                deferred: None,
                defer_wasted: 0,
                defer_saved: 0,
                nodes: 0,
                node_limit: opts.node_limit,
                aborted: false,
            };
            let all_normal = both.search(&root, u8::MAX);
            if all_normal > n && !both.aborted {
                notes.push(Note::UnderClaimRestorable {
                    tricks: all_normal - n,
                });
            }
        }
    }
    if ctx.aborted {
        notes.push(Note::SearchIncomplete { nodes: ctx.nodes });
    }
    ctx.mode = label_mode;
    let line = explain(
        &mut ctx,
        &root,
        worst,
        &outstanding,
        aware,
        defender_claim,
        &mut notes,
    );
    Adjudication {
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
        stats: SearchStats {
            nodes: ctx.nodes,
            solver_calls: ctx.dd_cache.len() as u64,
        },
    }
}

/// Walks the worst normal line and says what decided each card.
fn explain(
    ctx: &mut Ctx<'_>,
    root: &Node,
    worst: u8,
    outstanding: &[Card],
    aware: bool,
    defender_claim: bool,
    notes: &mut Vec<Note>,
) -> Vec<ExplainedPlay> {
    let mut line: Vec<ExplainedPlay> = Vec::new();
    let mut node = *root;
    let mut target = worst;
    let mut reported_not_done = Vec::new();
    let mut trick_start = 0;
    while !node.pos.is_over() {
        let seat = node.pos.to_move();
        let choice = ctx.choices(&node);
        let legal_classes = classes(&node.pos, node.pos.legal_cards(), Hand::EMPTY).len();
        if ctx.on_side(seat) {
            if let Some((step, i)) = ctx.step(node.cursor) {
                let applies = ctx
                    .script_allowed(&node, seat, node.pos.legal_cards())
                    .is_some();
                let leading = node.pos.trick_len() == 0;
                if !applies
                    && leading
                    && !matches!(
                        step,
                        Step::Concede { .. } | Step::Discard { .. } | Step::Ruff { .. }
                    )
                    && !reported_not_done.contains(&i)
                {
                    reported_not_done.push(i);
                    notes.push(Note::DirectiveNotCarriedOut { directive: i });
                }
            }
        }
        // The first card whose line keeps the target; of the opponents'
        // cards, the one of highest double-dummy value (the first such), so
        // the line shows their natural best. Every card's line gives at
        // least the target, so a search bounded just above it decides.
        let lazy = ctx.lazy_values(&node.pos);
        let mut picked: Option<(Card, Node, u8)> = None;
        if !ctx.on_side(seat) && choice.cards.len() > 1 {
            // The opponents' cards in order of double-dummy value, highest
            // first (the earlier card on a tie), each value found only when
            // the order needs it.
            let cards = choice.cards;
            let n = cards.len();
            let mut exact = [None; 13];
            if !lazy {
                let values = ctx.card_values(&node.pos);
                for (i, c) in cards.iter().enumerate() {
                    exact[i] = Some(values.get(*c));
                }
            }
            let mut at_most = [u8::MAX; 13];
            let mut tried = [false; 13];
            loop {
                let mut next: Option<(usize, u8)> = None;
                for i in 0..n {
                    if tried[i] {
                        continue;
                    }
                    let c = cards[i];
                    match next {
                        None => {
                            let v =
                                *exact[i].get_or_insert_with(|| ctx.small.card_value(&node.pos, c));
                            next = Some((i, v));
                        }
                        Some((_, best)) => {
                            if at_most[i] <= best {
                                continue;
                            }
                            let better = match exact[i] {
                                Some(v) => v > best,
                                None => ctx.small.card_at_least(&node.pos, c, best + 1),
                            };
                            if better {
                                let v = *exact[i]
                                    .get_or_insert_with(|| ctx.small.card_value(&node.pos, c));
                                next = Some((i, v));
                            } else {
                                at_most[i] = best;
                            }
                        }
                    }
                }
                let Some((i, _)) = next else {
                    break;
                };
                tried[i] = true;
                let card = cards[i];
                let (child, gain) = ctx.apply(&node, card);
                if gain <= target && gain + ctx.search(&child, target - gain + 1) == target {
                    picked = Some((card, child, gain));
                    break;
                }
            }
        } else {
            for &card in choice.cards.iter() {
                let (child, gain) = ctx.apply(&node, card);
                if gain > target {
                    continue;
                }
                let v = gain + ctx.search(&child, target - gain + 1);
                if v == target {
                    picked = Some((card, child, gain));
                    break;
                }
            }
        }
        let Some((card, child, gain)) = picked.or_else(|| {
            choice.cards.first().map(|&c| {
                let (child, gain) = ctx.apply(&node, c);
                (c, child, gain)
            })
        }) else {
            break;
        };
        let trick = 14 - node.pos.remaining_tricks();
        let claiming_side = ctx.on_side(seat);
        let decision = if !claiming_side {
            Decision::Defence
        } else if legal_classes <= 1 {
            Decision::Forced
        } else if choice.scripted {
            let i = ctx.step(node.cursor).map(|(_, i)| i).unwrap_or(0);
            Decision::Stated { directive: i }
        } else {
            let (best, mine) = if lazy {
                ctx.best_against(&node.pos, card)
            } else {
                let values = ctx.card_values(&node.pos);
                let best = values.iter().max_by_key(|(_, v)| *v).copied();
                let mine = values.iter().find(|(c, _)| *c == card).map(|(_, v)| *v);
                (best, mine)
            };
            match (best, mine) {
                (Some((bc, bv)), Some(mv)) if mv < bv => {
                    let led = node.pos.led_suit();
                    let following = led.is_some_and(|l| card.suit() == l);
                    let opponent_after = node.pos.trick_len() < 3
                        && (node.pos.trick_len() + 1..4)
                            .any(|k| !ctx.on_side(node.pos.leader().advance(k)));
                    let law = if defender_claim && seat != ctx.claimer {
                        LawPoint::L70D2
                    } else if following && opponent_after {
                        LawPoint::L70E1
                    } else {
                        LawPoint::L70D1
                    };
                    Decision::Careless {
                        law,
                        best: bc,
                        cost: bv - mv,
                    }
                }
                _ => Decision::Normal,
            }
        };
        let (_, winner) = node.pos.play_unchecked(card);
        line.push(ExplainedPlay {
            trick,
            seat,
            card,
            claiming_side,
            decision,
            trick_won_by: winner,
            lost_to_outstanding_trump: false,
        });
        if let Some(w) = winner {
            // 70C: the trick went to a trump the opponents held at the claim.
            let winning = line[trick_start..]
                .iter()
                .find(|p| p.seat == w)
                .map(|p| p.card);
            if let Some(wc) = winning {
                if !aware && !ctx.on_side(w) && outstanding.contains(&wc) {
                    for p in line[trick_start..].iter_mut() {
                        if p.card == wc {
                            p.lost_to_outstanding_trump = true;
                        }
                        if let Decision::Careless { law, .. } = &mut p.decision {
                            *law = LawPoint::L70C;
                        }
                    }
                }
            }
            trick_start = line.len();
        }
        target -= gain;
        node = child;
    }
    line
}

// ---------------------------------------------------------------- display

impl fmt::Display for LawPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reference())
    }
}

impl fmt::Display for ExplainedPlay {
    /// One English line, e.g. "trick 11: E ♠A — the opponents' best
    /// against the line (70A)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "trick {}: {} {} — ",
            self.trick,
            self.seat.letter(),
            self.card.symbol_string()
        )?;
        match &self.decision {
            Decision::Forced => f.write_str("the only card")?,
            Decision::Stated { directive } => {
                write!(f, "as the statement says (step {}; 68C)", directive + 1)?
            }
            Decision::Normal => f.write_str("a normal choice that costs nothing (70 fn21)")?,
            Decision::Careless {
                law: LawPoint::L70C,
                ..
            } => f.write_str(
                "a normal play while a trump is out that the claimer did not mention (70C)",
            )?,
            Decision::Careless { law, best, cost } => {
                let why = match law {
                    LawPoint::L70E1 => "an unstated finesse is not credited",
                    LawPoint::L70D2 => "a defender's claim may not rely on partner's choice",
                    _ => "a better line not in the statement is not credited",
                };
                write!(
                    f,
                    "the least successful normal choice; {} would take {} more trick{} ({}: {})",
                    best.symbol_string(),
                    cost,
                    if *cost == 1 { "" } else { "s" },
                    law,
                    why
                )?
            }
            Decision::Defence => f.write_str("the opponents' best against the line (70A)")?,
        }
        if self.lost_to_outstanding_trump {
            f.write_str("; this trump, which the claimer did not mention, takes the trick (70C)")?;
        }
        if let Some(w) = self.trick_won_by {
            write!(f, "; {} wins the trick", w.name())?;
        }
        Ok(())
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::CappedAtClaim { claimed, worst_normal } => write!(
                f,
                "every normal line gives at least {worst_normal}, but only {claimed} were claimed; the rest were conceded (68B1)"
            ),
            Note::ClaimExceedsDoubleDummy { claimed, double_dummy } => {
                write!(f, "{claimed} claimed, but even double-dummy the side takes only {double_dummy}")
            }
            Note::OutstandingTrumps { cards, deemed_aware } => {
                let list: Vec<String> = cards.iter().map(|c| c.symbol_string()).collect();
                if *deemed_aware {
                    write!(f, "the opponents hold trump {}; the claimer is taken to know it (70C2), so he draws it when he safely can", list.join(" "))
                } else {
                    write!(f, "the opponents hold trump {}; the statement does not mention it, so a trick it can win by normal play goes to them (70C)", list.join(" "))
                }
            }
            Note::DirectiveNotCarriedOut { directive } => {
                write!(f, "step {} of the statement could not be carried out when its turn came; play went on with normal choices", directive + 1)
            }
            Note::DirectiveNamesAbsentCard { directive, card } => {
                write!(f, "step {} names {}, which the claimer's side does not hold", directive + 1, card.symbol_string())
            }
            Note::DirectorText { text } => write!(f, "the statement also says: \"{text}\" (for the Director)"),
            Note::DefenderClaim => f.write_str("a defender's claim: partner's choices are resolved against it (70D2)"),
            Note::UnderClaimRestorable { tricks } => write!(
                f,
                "{tricks} more trick{} could not be lost by any normal play; within the Correction Period 71B restores {}",
                if *tricks == 1 { "" } else { "s" },
                if *tricks == 1 { "it" } else { "them" }
            ),
            Note::ConcessionRestored { tricks } => write!(
                f,
                "{tricks} conceded trick{} could not be lost by any normal play and {} restored (71B)",
                if *tricks == 1 { "" } else { "s" },
                if *tricks == 1 { "is" } else { "are" }
            ),
            Note::SearchIncomplete { nodes } => {
                write!(f, "the search stopped after {nodes} positions; the award may favour the claimer")
            }
        }
    }
}

impl fmt::Display for Adjudication {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            ClaimKind::Claim(n) => {
                format!("claimed {n} of the {} remaining tricks", self.remaining)
            }
            ClaimKind::Concession(n) => {
                format!("conceded {n} of the {} remaining tricks", self.remaining)
            }
        };
        writeln!(f, "{} {what}.", self.claimer.name())?;
        writeln!(
            f,
            "Award: {} of the remaining tricks to {} ({} in all); double-dummy {}, least successful normal line {}.",
            self.tricks_awarded_to_claimer_side, self.side, self.total_for_claimer_side, self.double_dummy, self.worst_normal
        )?;
        if !self.line.is_empty() {
            writeln!(f, "The line:")?;
            for p in &self.line {
                writeln!(f, "  {p}")?;
            }
        }
        for n in &self.notes {
            writeln!(f, "Note: {n}.")?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- Law 69B

/// The Director's aid for a withdrawn agreement (Law 69B2): would the
/// agreeing side likely have won more tricks had play continued?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgreementReview {
    /// Tricks the claim gave the claimer's side.
    pub claimed: u8,
    /// The claimer's side's tricks if play had continued: the claimer
    /// following his statement and otherwise playing his best, the agreeing
    /// side playing its best.
    pub played_on: u8,
    /// The same when the agreeing side only makes the obvious plays (wins
    /// every trick it can at its turn: no duck, no squeeze defence).
    pub with_obvious_defence: u8,
    /// The agreeing side gains only through a play that is not obvious (C
    /// Ex 50, case 2: probably not "likely" if it was not found at the
    /// table).
    pub needs_non_obvious_defence: bool,
    /// The claimer showed his cards (68C); the agreeing side should then
    /// have seen the defence at the time (C Ex 49).
    pub hand_faced: bool,
    /// Tricks to give back to the agreeing side by default; the Director
    /// decides.
    pub restore: u8,
}

/// Reviews an agreed claim for Law 69B: the tricks the agreeing side
/// would likely have won had play continued, with the points the Director
/// must judge.
pub fn review_agreement(
    pos: &Position,
    claimer: Seat,
    claim: ClaimKind,
    statement: &ClaimStatement,
    hand_faced: bool,
    solver: &dyn Solver,
) -> AgreementReview {
    let side = claimer.side();
    let remaining = pos.remaining_tricks();
    let declarer = pos.declarer();
    let mut notes = Vec::new();
    let script = compile(statement, claimer, declarer, None, &mut notes);
    let mut ctx = Ctx {
        side,
        claimer,
        trump: pos.trump().trump(),
        script,
        class: PlayerClass::Average,
        aware: true,
        mode: Mode::Claim,
        claim_all: false,
        hidden: [declarer.lho(), declarer.rho()],
        solver,
        canonical: false,
        small: AlphaBetaSolver::new(),
        memo: FastMap::default(),
        dd_cache: FastMap::default(),
        defer_located: false,
        deferred: None,
        defer_wasted: 0,
        defer_saved: 0,
        nodes: 0,
        node_limit: u64::MAX,
        aborted: false,
    };
    let cursor = ctx.normalize(pos, Cursor::default());
    let root = Node {
        pos: *pos,
        cursor,
        voids: 0,
    };
    let played_on = ctx.minimax(&root, 0, remaining, false, &mut HashMap::new());
    let with_obvious_defence = ctx.minimax(&root, 0, remaining, true, &mut HashMap::new());
    let claimed = claim.kept(remaining);
    let needs_non_obvious_defence = played_on < with_obvious_defence.min(claimed);
    let restore = if hand_faced || needs_non_obvious_defence {
        0
    } else {
        claimed.saturating_sub(played_on)
    };
    AgreementReview {
        claimed,
        played_on,
        with_obvious_defence,
        needs_non_obvious_defence,
        hand_faced,
        restore,
    }
}

/// The tricks a conceding side keeps under Law 71B: the conceded tricks
/// that no normal play of the remaining cards could lose come back to it.
/// Returns the tricks to restore.
pub fn concession_restorable(
    pos: &Position,
    conceder: Seat,
    conceded: u8,
    opts: &AdjudicationOptions,
    solver: &dyn Solver,
) -> u8 {
    let a = adjudicate(
        pos,
        conceder,
        ClaimKind::Concession(conceded),
        &ClaimStatement::none(),
        opts,
        solver,
    );
    a.tricks_awarded_to_claimer_side
        .saturating_sub(ClaimKind::Concession(conceded).kept(pos.remaining_tricks()))
}
