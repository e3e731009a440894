//! The double-dummy solver against the DDS oracle files in
//! fixtures/dds: TABLE, FUT (card values at trick 1), PAR2 (par with
//! the dealer) and TRACE (double-dummy tricks after each card) of
//! list100.txt, and the GIB-format tables of sol10.txt.
//!
//! In a debug build the solver is slow, so `cargo test` checks a few boards;
//! the whole of list100.txt runs with `cargo test -- --ignored` (and in the
//! benchmark, in release).
mod common;

use std::collections::BTreeSet;

use common::dds_fixture::{read_list, read_sol, Board};
use tenace_claims::{default_solver, par, Position, Solver};
use tenace_core::{Deal, Doubling, Seat, Strain};

fn check_table(solver: &dyn Solver, b: &Board) {
    let t = solver.table(&b.deal).expect("the solver answers");
    assert_eq!(t.tricks, b.table, "table of {}", b.deal);
}

fn check_fut(solver: &dyn Solver, b: &Board) {
    let pos = Position::start(&b.deal, b.trump, b.first.rho());
    let mut got = solver.card_values(&pos).expect("the solver answers");
    let mut want = b.fut.clone();
    got.sort();
    want.sort();
    assert_eq!(got, want, "card values at trick 1 of {}", b.deal);
}

fn check_trace(solver: &dyn Solver, b: &Board, every: usize) {
    let declarer = b.first.rho();
    let side = declarer.side();
    let mut pos = Position::start(&b.deal, b.trump, declarer);
    for (i, want) in b.trace.iter().enumerate() {
        if i % every == 0 && !pos.is_over() {
            let mover = pos.to_move().side();
            let dd = solver.tricks(&pos).expect("the solver answers");
            let future = if mover == side {
                dd
            } else {
                pos.remaining_tricks() - dd
            };
            let got = pos.tick_total(side, future);
            assert_eq!(got, *want, "trace step {i} of {}", b.deal);
        }
        if let Some(card) = b.play.get(i) {
            pos = pos.play(*card).expect("the PLAY line is lawful");
        }
    }
}

trait Total {
    fn tick_total(&self, side: tenace_core::Side, future: u8) -> u8;
}

impl Total for Position {
    fn tick_total(&self, side: tenace_core::Side, future: u8) -> u8 {
        self.tricks_won(side) + future
    }
}

/// "4S*-EW-1" → (strain, seats): the DDS par-contract text.
fn par_key(text: &str) -> BTreeSet<(Strain, Seat)> {
    let parts: Vec<&str> = text.split('-').collect();
    if parts.len() < 2 {
        return BTreeSet::new();
    }
    let strain: Strain = parts[0][1..2].parse().expect("strain");
    let seats = parts[1].split('+').next().unwrap_or("");
    seats
        .chars()
        .map(|c| (strain, c.to_string().parse::<Seat>().expect("seat")))
        .collect()
}

fn check_par(solver: &dyn Solver, b: &Board) {
    let table = solver.table(&b.deal).expect("the solver answers");
    let p = par(&table, b.vulnerability, b.dealer);
    assert_eq!(p.score_ns, b.par_score, "par score of {}", b.deal);
    let want: BTreeSet<_> = b.par_contracts.iter().flat_map(|t| par_key(t)).collect();
    let got: BTreeSet<_> = p
        .contracts
        .iter()
        .map(|c| (c.contract.bid.strain(), c.contract.declarer))
        .collect();
    assert_eq!(got, want, "par contracts of {}", b.deal);
    for c in &p.contracts {
        let doubled = b.par_contracts.iter().any(|t| t.contains('*'));
        assert_eq!(
            c.contract.doubling != Doubling::Undoubled,
            doubled,
            "{}",
            b.deal
        );
    }
}

#[test]
fn list100_first_boards() {
    let solver = default_solver();
    let boards = read_list("list100.txt");
    assert_eq!(boards.len(), 100);
    for b in boards.iter().take(2) {
        check_table(&solver, b);
        check_fut(&solver, b);
        check_par(&solver, b);
    }
    // One trace, every fourth card (the debug build is slow).
    check_trace(&solver, &boards[2], 1);
    check_trace(&solver, &boards[0], 4);
}

#[test]
#[ignore = "the whole of list100.txt: minutes in a debug build; run with --release -- --ignored"]
fn list100_all_boards() {
    let solver = default_solver();
    for b in &read_list("list100.txt") {
        check_table(&solver, b);
        check_fut(&solver, b);
        check_par(&solver, b);
        check_trace(&solver, b, 1);
    }
}

/// GIB order: strains NT S H D C, declarers E N W S with the East and West
/// cells stored as 13 minus the tricks; hands listed W N E S.
fn check_sol(solver: &dyn Solver, hands: &[String], tail: &str) {
    let text = format!("W:{}", hands.join(" "));
    let deal: Deal = text.parse().expect("deal");
    let t = solver.table(&deal).expect("the solver answers");
    let mut digits = String::new();
    for strain in [
        Strain::NoTrump,
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
    ] {
        for seat in [Seat::East, Seat::North, Seat::West, Seat::South] {
            let v = t.get(strain, seat);
            let v = if matches!(seat, Seat::East | Seat::West) {
                13 - v
            } else {
                v
            };
            digits.push(
                std::char::from_digit(u32::from(v), 16)
                    .unwrap()
                    .to_ascii_uppercase(),
            );
        }
    }
    assert_eq!(digits, tail, "sol table of {deal}");
}

#[test]
fn sol10_first_boards() {
    let solver = default_solver();
    let sols = read_sol("sol10.txt");
    assert_eq!(sols.len(), 10);
    for (hands, tail) in sols.iter().take(2) {
        check_sol(&solver, hands, tail);
    }
}

#[test]
#[ignore = "all of sol10.txt; run with --release -- --ignored"]
fn sol10_all() {
    let solver = default_solver();
    for (hands, tail) in &read_sol("sol10.txt") {
        check_sol(&solver, hands, tail);
    }
}

/// The crate's own alpha-beta solver (used for endings inside the
/// adjudicator) against the TRACE lines, over the last five tricks of the
/// first boards, and against pons-dds on random endings.
#[test]
fn alpha_beta_solver_matches_the_oracle_on_endings() {
    let solver = tenace_claims::AlphaBetaSolver::new();
    for b in read_list("list100.txt").iter().take(10) {
        let declarer = b.first.rho();
        let side = declarer.side();
        let mut pos = Position::start(&b.deal, b.trump, declarer);
        for (i, want) in b.trace.iter().enumerate() {
            if pos.remaining_tricks() <= 5 && !pos.is_over() {
                let mover = pos.to_move().side();
                let dd = solver.tricks(&pos).expect("the solver answers");
                let future = if mover == side {
                    dd
                } else {
                    pos.remaining_tricks() - dd
                };
                assert_eq!(
                    pos.tricks_won(side) + future,
                    *want,
                    "trace step {i} of {}",
                    b.deal
                );
            }
            if let Some(card) = b.play.get(i) {
                pos = pos.play(*card).expect("lawful");
            }
        }
    }
    let pons = default_solver();
    for seed in 0..40 {
        let pos =
            tenace_claims::testing::random_position(seed, 3 + (seed % 4) as u8, seed % 2 == 0);
        let mut a = solver.card_values(&pos).expect("the solver answers");
        let mut b = pons.card_values(&pos).expect("the solver answers");
        a.sort();
        b.sort();
        assert_eq!(a, b, "{pos:?}");
    }
}
