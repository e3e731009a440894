//! Double-dummy analysis behind a trait: the 20-cell table of a deal, the
//! value of every card at any point of the play, and par.
//!
//! Every function of the crate that needs double-dummy answers takes a
//! `&dyn Solver` from its caller; none constructs one. The program at the
//! edge (the `tenace` binary, the server, a test) chooses it, usually with
//! [`default_solver`]: [`PonsSolver`], the pure-Rust port of DDS (crate
//! `pons-dds`); with the `dds-cpp` feature, [`DdsSolver`] wraps the C++ DDS
//! through `dds-bridge` for comparison (see docs/benchmarks.md for the
//! figures that decided the choice).
//!
//! A solver never panics at its caller: a position its backend refuses, an
//! answer outside the trait's contract, or a failure inside the backend
//! comes back as a [`SolverError`].

use std::fmt;

use serde::{Deserialize, Serialize};
use tenace_core::{
    Bid, Card, Contract, Deal, Doubling, Hand, Level, Rank, Seat, Strain, Suit, Vulnerability,
};

use crate::position::Position;

/// Why a solver gave no answer. The solver's [`Solver::name`] is part of
/// each variant, so a report can say which backend failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolverError {
    /// The backend cannot take this position or deal (its own types refuse
    /// the hands or the trick in progress).
    #[error("the double-dummy solver {solver} cannot take this position")]
    Refused { solver: &'static str },
    /// The backend answered outside the trait's contract (no table for a
    /// deal, a card of no rank).
    #[error("the double-dummy solver {solver} gave an answer outside its contract")]
    BadAnswer { solver: &'static str },
    /// The backend failed inside (a panic stopped at the trait's boundary);
    /// `message` is the backend's own text.
    #[error("the double-dummy solver {solver} failed ({message})")]
    Internal {
        solver: &'static str,
        message: String,
    },
}

/// A double-dummy solver.
///
/// Every count is of tricks still to be played: for [`Solver::tricks`] and
/// [`Solver::card_values`] that includes the trick in progress. A position
/// whose play is over has no card to value: `card_values` is then empty and
/// `tricks` 0, which is an answer, not an error.
///
/// The caller owns the solver and passes it in (`&dyn Solver`); the
/// adjudicator and the table engine never construct one.
pub trait Solver {
    /// A short name for reports ("pons-dds", "dds-bridge").
    fn name(&self) -> &'static str;

    /// The tricks each seat takes as declarer in each strain.
    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError>;

    /// The tables of several deals (a solver may run them in parallel), in
    /// the order of `deals`.
    fn tables(&self, deals: &[Deal]) -> Result<Vec<DdTable>, SolverError> {
        deals.iter().map(|d| self.table(d)).collect()
    }

    /// The most tricks the side of the player to move can take from here
    /// on, counting the trick in progress.
    fn tricks(&self, pos: &Position) -> Result<u8, SolverError> {
        Ok(self
            .card_values(pos)?
            .iter()
            .map(|&(_, v)| v)
            .max()
            .unwrap_or(0))
    }

    /// Every card the player to move may play, with the tricks his side
    /// takes from here on if he plays it and everyone then plays
    /// double-dummy.
    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError>;

    /// Whether the side of the player to move can take at least `k` of
    /// the tricks still to be played (the trick in progress counted): a
    /// yes-or-no question, which a solver may answer with one probe
    /// instead of finding the count.
    fn at_least(&self, pos: &Position, k: u8) -> Result<bool, SolverError> {
        Ok(k == 0 || self.tricks(pos)? >= k)
    }

    /// The most tricks the side of the player to move can take from here
    /// on, with every card that takes them (highest card first): the
    /// cards of [`Solver::card_values`] of the highest value, which a
    /// solver may find without valuing the others.
    fn best_cards(&self, pos: &Position) -> Result<(u8, Vec<Card>), SolverError> {
        Ok(best_of_values(&self.card_values(pos)?))
    }

    /// The same solver as one that may answer from another thread while
    /// the caller goes on (the adjudicator asks the claim position's
    /// double-dummy question on a second thread while its own search
    /// runs), if it can: `None` by default.
    fn concurrent(&self) -> Option<&(dyn Solver + Sync)> {
        None
    }
}

/// The best value of `values` and the cards that reach it, in their order.
fn best_of_values(values: &[(Card, u8)]) -> (u8, Vec<Card>) {
    let best = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
    let cards = values
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(c, _)| c)
        .collect();
    (best, cards)
}

/// Runs a backend call, turning a panic inside it into
/// [`SolverError::Internal`] so that no backend failure unwinds into the
/// caller.
fn guarded<T>(solver: &'static str, f: impl FnOnce() -> T) -> Result<T, SolverError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        SolverError::Internal { solver, message }
    })
}

/// The double-dummy tricks for each declarer in each strain.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DdTable {
    /// `tricks[strain.index()][declarer.index()]`.
    pub tricks: [[u8; 4]; 5],
}

impl DdTable {
    /// Tricks for `declarer` playing in `strain`.
    pub const fn get(&self, strain: Strain, declarer: Seat) -> u8 {
        self.tricks[strain.index()][declarer.index()]
    }
}

impl fmt::Debug for DdTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DdTable(")?;
        for strain in Strain::ALL {
            let t = self.tricks[strain.index()];
            write!(
                f,
                "{}:{}/{}/{}/{} ",
                strain.abbrev(),
                t[0],
                t[1],
                t[2],
                t[3]
            )?;
        }
        write!(f, ")")
    }
}

impl fmt::Display for DdTable {
    /// A small grid: one line per declarer, one column per strain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "     NT  S  H  D  C")?;
        for seat in Seat::ALL {
            write!(f, "{:<4}", seat.letter())?;
            for strain in [
                Strain::NoTrump,
                Strain::Spades,
                Strain::Hearts,
                Strain::Diamonds,
                Strain::Clubs,
            ] {
                write!(f, "{:>3}", self.get(strain, seat))?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// One par contract: the contract (with its declarer) and how many tricks
/// over (positive) or under (negative) it takes double-dummy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ParContract {
    pub contract: Contract,
    pub overtricks: i8,
}

/// The par result of a deal: the score (from North-South's side) and the
/// contracts that reach it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Par {
    pub score_ns: i32,
    pub contracts: Vec<ParContract>,
}

/// Par from a double-dummy table, with the dealer's side bidding first
/// (the rules of DDS's `DealerPar`, as ported by `pons-dds`).
pub fn par(table: &DdTable, vulnerability: Vulnerability, dealer: Seat) -> Par {
    let vul = match vulnerability {
        Vulnerability::None => pons_dds::Vulnerability::NONE,
        Vulnerability::NorthSouth => pons_dds::Vulnerability::NS,
        Vulnerability::EastWest => pons_dds::Vulnerability::EW,
        Vulnerability::Both => pons_dds::Vulnerability::ALL,
    };
    let p = pons_dds::calculate_par(to_pons_table(table), vul, seat_to_cb(dealer));
    let contracts = p
        .contracts
        .iter()
        .filter_map(|pc| {
            let strain = strain_from_cb(pc.contract.bid.strain);
            let level = Level::new(pc.contract.bid.level.get())?;
            let doubling = match pc.contract.penalty {
                contract_bridge::Penalty::Undoubled => Doubling::Undoubled,
                contract_bridge::Penalty::Doubled => Doubling::Doubled,
                contract_bridge::Penalty::Redoubled => Doubling::Redoubled,
            };
            Some(ParContract {
                contract: Contract::new(
                    Bid::new(level, strain),
                    doubling,
                    seat_from_cb(pc.declarer),
                ),
                overtricks: pc.overtricks,
            })
        })
        .collect();
    Par {
        score_ns: p.score,
        contracts,
    }
}

/// The double-dummy outcome of candidate contracts on a deal: an aid for an
/// assigned adjusted score (Law 12C1), which the Director confirms or
/// overrides. Each contract comes back with the tricks its declarer takes.
pub fn candidate_contract_outcomes(
    deal: &Deal,
    contracts: &[Contract],
    solver: &dyn Solver,
) -> Result<Vec<(Contract, u8)>, SolverError> {
    let table = solver.table(deal)?;
    Ok(contracts
        .iter()
        .map(|c| (*c, table.get(c.bid.strain(), c.declarer)))
        .collect())
}

/// The solver the crate uses unless told otherwise.
pub fn default_solver() -> PonsSolver {
    PonsSolver
}

/// The pure-Rust DDS port `pons-dds`.
///
/// Solving runs on `pons-dds`'s own thread pool (large stacks, one warm
/// transposition table per worker; `RAYON_NUM_THREADS` sets its size).
#[derive(Debug, Clone, Copy, Default)]
pub struct PonsSolver;

const PONS: &str = "pons-dds";

impl Solver for PonsSolver {
    fn name(&self) -> &'static str {
        PONS
    }

    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError> {
        self.tables(std::slice::from_ref(deal))?
            .pop()
            .ok_or(SolverError::BadAnswer { solver: PONS })
    }

    fn tables(&self, deals: &[Deal]) -> Result<Vec<DdTable>, SolverError> {
        let full = deals
            .iter()
            .map(|d| to_full_deal(d, PONS))
            .collect::<Result<Vec<_>, _>>()?;
        let tables = guarded(PONS, || {
            pons_dds::solve_deals(&full, pons_dds::NonEmptyStrainFlags::ALL)
        })?;
        if tables.len() != deals.len() {
            return Err(SolverError::BadAnswer { solver: PONS });
        }
        Ok(tables
            .into_iter()
            .map(|t| from_table_rows(|s, seat| u8::from(t.0[s].get(seat))))
            .collect())
    }

    fn tricks(&self, pos: &Position) -> Result<u8, SolverError> {
        let scores = pons_solve(pos, pons_dds::Target::Any(None))?;
        Ok(scores.iter().map(|&(_, v)| v).max().unwrap_or(0))
    }

    fn at_least(&self, pos: &Position, k: u8) -> Result<bool, SolverError> {
        if k == 0 {
            return Ok(true);
        }
        if k > pos.remaining_tricks() {
            return Ok(false);
        }
        let target = pons_dds::TrickCount::try_new(k)
            .map_err(|_| SolverError::BadAnswer { solver: PONS })?;
        let scores = pons_solve(pos, pons_dds::Target::Any(Some(target)))?;
        Ok(scores.iter().any(|&(_, v)| v >= k))
    }

    fn best_cards(&self, pos: &Position) -> Result<(u8, Vec<Card>), SolverError> {
        Ok(best_of_values(&pons_solve(
            pos,
            pons_dds::Target::All(None),
        )?))
    }

    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError> {
        pons_solve(pos, pons_dds::Target::Legal)
    }

    /// pons-dds solves on its own pool, from any thread.
    fn concurrent(&self) -> Option<&(dyn Solver + Sync)> {
        Some(self)
    }
}

/// One `solve_board` call of pons-dds on `pos` for `target`: the cards it
/// lists (with their equals) and their scores, as [`found_values`] gives
/// them; none when the play is over.
fn pons_solve(pos: &Position, target: pons_dds::Target) -> Result<Vec<(Card, u8)>, SolverError> {
    let Some(board) = to_pons_board(pos)? else {
        return Ok(Vec::new());
    };
    let objective = pons_dds::Objective { board, target };
    let found = guarded(PONS, || pons_dds::solve_board(&objective))?;
    found_values(
        pos,
        PONS,
        found
            .plays
            .iter()
            .map(|p| (p.card, u8::from(p.score), p.equals)),
    )
}

/// The solver's plays (a card, its score and its equal ranks) as every
/// legal card of `pos` with its value, highest card first.
fn found_values(
    pos: &Position,
    solver: &'static str,
    plays: impl Iterator<Item = (contract_bridge::Card, u8, contract_bridge::Holding)>,
) -> Result<Vec<(Card, u8)>, SolverError> {
    let bad = SolverError::BadAnswer { solver };
    let mut out = Vec::new();
    for (card, score, equals) in plays {
        let suit = suit_from_cb(card.suit);
        out.push((card_from_cb(card).ok_or(bad.clone())?, score));
        for r in equals.iter() {
            if let Some(rank) = Rank::from_value(r.get()) {
                out.push((Card::new(suit, rank), score));
            }
        }
    }
    // Only cards still in the hand (the solver may list equals that are
    // not legal, e.g. after a discard the suit order changes).
    let legal = pos.legal_cards();
    out.retain(|(c, _)| legal.contains(*c));
    out.sort_by_key(|&(c, _)| std::cmp::Reverse(c));
    out.dedup_by_key(|(c, _)| *c);
    Ok(out)
}

/// The C++ DDS through `dds-bridge` (feature `dds-cpp`; needs a C++
/// compiler and libclang to build).
#[cfg(feature = "dds-cpp")]
#[derive(Default)]
pub struct DdsSolver {
    inner: std::sync::Mutex<Option<dds_bridge::Solver>>,
}

#[cfg(feature = "dds-cpp")]
const DDS: &str = "dds-bridge";

#[cfg(feature = "dds-cpp")]
impl DdsSolver {
    /// Runs `f` on the C++ solver; a poisoned lock is taken over (the
    /// solver resets its search state on every call) and a panic inside
    /// the call becomes [`SolverError::Internal`].
    fn with<R>(&self, f: impl FnOnce(&mut dds_bridge::Solver) -> R) -> Result<R, SolverError> {
        let mut guard = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        guarded(DDS, || {
            f(guard.get_or_insert_with(dds_bridge::Solver::default))
        })
    }
}

#[cfg(feature = "dds-cpp")]
impl Solver for DdsSolver {
    fn name(&self) -> &'static str {
        DDS
    }

    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError> {
        let full = to_full_deal(deal, DDS)?;
        let t = self.with(|s| s.solve_deal(full))?;
        Ok(from_table_rows(|s, seat| u8::from(t.0[s].get(seat))))
    }

    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError> {
        if pos.is_over() {
            return Ok(Vec::new());
        }
        let refused = SolverError::Refused { solver: DDS };
        let remaining = partial_deal(pos, DDS)?;
        let trick = dds_bridge::CurrentTrick::from_slice(
            strain_to_cb(pos.trump()),
            seat_to_cb(pos.leader()),
            &cb_trick(pos),
        )
        .map_err(|_| refused.clone())?;
        let board = dds_bridge::Board::try_new(remaining, trick).map_err(|_| refused)?;
        let objective = dds_bridge::Objective {
            board,
            target: dds_bridge::Target::Legal,
        };
        let found = self.with(|s| s.solve_board(&objective))?;
        found_values(
            pos,
            DDS,
            found
                .plays
                .iter()
                .map(|p| (p.card, u8::from(p.score), p.equals)),
        )
    }
}

// ----- conversions to the `contract-bridge` types both solvers use -----

fn from_table_rows(get: impl Fn(usize, contract_bridge::Seat) -> u8) -> DdTable {
    let mut tricks = [[0u8; 4]; 5];
    for (s, row) in tricks.iter_mut().enumerate() {
        for seat in Seat::ALL {
            row[seat.index()] = get(s, seat_to_cb(seat));
        }
    }
    DdTable { tricks }
}

fn to_pons_table(table: &DdTable) -> pons_dds::TrickCountTable {
    let mut rows = [pons_dds::TrickCountRow::new(0, 0, 0, 0); 5];
    for (s, row) in rows.iter_mut().enumerate() {
        let t = table.tricks[s];
        *row = pons_dds::TrickCountRow::new(t[0].min(13), t[1].min(13), t[2].min(13), t[3].min(13));
    }
    pons_dds::TrickCountTable(rows)
}

pub(crate) fn seat_to_cb(seat: Seat) -> contract_bridge::Seat {
    match seat {
        Seat::North => contract_bridge::Seat::North,
        Seat::East => contract_bridge::Seat::East,
        Seat::South => contract_bridge::Seat::South,
        Seat::West => contract_bridge::Seat::West,
    }
}

fn seat_from_cb(seat: contract_bridge::Seat) -> Seat {
    match seat {
        contract_bridge::Seat::North => Seat::North,
        contract_bridge::Seat::East => Seat::East,
        contract_bridge::Seat::South => Seat::South,
        contract_bridge::Seat::West => Seat::West,
    }
}

fn strain_to_cb(strain: Strain) -> contract_bridge::Strain {
    match strain {
        Strain::Clubs => contract_bridge::Strain::Clubs,
        Strain::Diamonds => contract_bridge::Strain::Diamonds,
        Strain::Hearts => contract_bridge::Strain::Hearts,
        Strain::Spades => contract_bridge::Strain::Spades,
        Strain::NoTrump => contract_bridge::Strain::Notrump,
    }
}

fn strain_from_cb(strain: contract_bridge::Strain) -> Strain {
    match strain {
        contract_bridge::Strain::Clubs => Strain::Clubs,
        contract_bridge::Strain::Diamonds => Strain::Diamonds,
        contract_bridge::Strain::Hearts => Strain::Hearts,
        contract_bridge::Strain::Spades => Strain::Spades,
        contract_bridge::Strain::Notrump => Strain::NoTrump,
    }
}

fn suit_to_cb(suit: Suit) -> contract_bridge::Suit {
    match suit {
        Suit::Clubs => contract_bridge::Suit::Clubs,
        Suit::Diamonds => contract_bridge::Suit::Diamonds,
        Suit::Hearts => contract_bridge::Suit::Hearts,
        Suit::Spades => contract_bridge::Suit::Spades,
    }
}

fn suit_from_cb(suit: contract_bridge::Suit) -> Suit {
    match suit {
        contract_bridge::Suit::Clubs => Suit::Clubs,
        contract_bridge::Suit::Diamonds => Suit::Diamonds,
        contract_bridge::Suit::Hearts => Suit::Hearts,
        contract_bridge::Suit::Spades => Suit::Spades,
    }
}

fn card_to_cb(card: Card) -> contract_bridge::Card {
    contract_bridge::Card {
        suit: suit_to_cb(card.suit()),
        rank: contract_bridge::Rank::new(card.rank().value()),
    }
}

fn card_from_cb(card: contract_bridge::Card) -> Option<Card> {
    let rank = Rank::from_value(card.rank.get())?;
    Some(Card::new(suit_from_cb(card.suit), rank))
}

fn hand_to_cb(hand: Hand) -> contract_bridge::Hand {
    let holding = |suit: Suit| {
        let bits = (hand.suit(suit).bits() >> (13 * suit.index())) as u16;
        contract_bridge::Holding::from_bits_truncate(bits << 2)
    };
    contract_bridge::Hand::new(
        holding(Suit::Clubs),
        holding(Suit::Diamonds),
        holding(Suit::Hearts),
        holding(Suit::Spades),
    )
}

fn builder(hands: [Hand; 4]) -> contract_bridge::Builder {
    contract_bridge::Builder::new()
        .north(hand_to_cb(hands[0]))
        .east(hand_to_cb(hands[1]))
        .south(hand_to_cb(hands[2]))
        .west(hand_to_cb(hands[3]))
}

pub(crate) fn to_full_deal(
    deal: &Deal,
    solver: &'static str,
) -> Result<contract_bridge::FullDeal, SolverError> {
    // A `Deal` is always 4 x 13 disjoint cards, so the backend's types
    // should take it; if they do not, the solver refuses the deal.
    builder(deal.hands())
        .build_full()
        .map_err(|_| SolverError::Refused { solver })
}

fn partial_deal(
    pos: &Position,
    solver: &'static str,
) -> Result<contract_bridge::PartialDeal, SolverError> {
    builder(pos.hands())
        .build_partial()
        .map_err(|_| SolverError::Refused { solver })
}

fn cb_trick(pos: &Position) -> Vec<contract_bridge::Card> {
    pos.trick().into_iter().map(card_to_cb).collect()
}

/// The position as a `pons-dds` board: `None` when the play is over,
/// an error when `pons-dds`'s types refuse it.
fn to_pons_board(pos: &Position) -> Result<Option<pons_dds::Board>, SolverError> {
    if pos.is_over() {
        return Ok(None);
    }
    let refused = SolverError::Refused { solver: PONS };
    let trick = pons_dds::CurrentTrick::from_slice(
        strain_to_cb(pos.trump()),
        seat_to_cb(pos.leader()),
        &cb_trick(pos),
    )
    .map_err(|_| refused.clone())?;
    pons_dds::Board::try_new(partial_deal(pos, PONS)?, trick)
        .map(Some)
        .map_err(|_| refused)
}

#[cfg(test)]
mod tests {
    use super::{guarded, SolverError};

    #[test]
    fn a_panic_in_a_backend_is_an_internal_error() {
        let r: Result<u8, _> = guarded("stub", || panic!("out of stack"));
        assert_eq!(
            r,
            Err(SolverError::Internal {
                solver: "stub",
                message: "out of stack".into()
            })
        );
        let r: Result<u8, _> = guarded("stub", || panic!("{} of {}", 3, 4));
        assert_eq!(
            r,
            Err(SolverError::Internal {
                solver: "stub",
                message: "3 of 4".into()
            })
        );
        assert_eq!(guarded("stub", || 7u8), Ok(7));
    }
}
