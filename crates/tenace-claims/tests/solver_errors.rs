//! The `Solver` contract: a failing solver's error reaches the caller of
//! every function that asks it (no panic, no made-up answer), and a
//! position whose play is over is an answer, not an error.

use tenace_claims::{
    adjudicate, candidate_contract_outcomes, concession_restorable, default_solver, revoke_equity,
    AdjudicationOptions, AlphaBetaSolver, ClaimKind, ClaimStatement, EquityError, Position, Solver,
    SolverError,
};
use tenace_core::{Card, Contract, Deal, Seat, Strain};

use tenace_claims::testing::FailingSolver as Failing;

fn failure() -> SolverError {
    Failing::error()
}

/// Every hand a suit sequence: North spades, East clubs, South diamonds,
/// West hearts.
fn deal() -> Deal {
    "N:AKQJT98765432... ...AKQJT98765432 ..AKQJT98765432. .AKQJT98765432.."
        .parse()
        .expect("deal")
}

/// 4S by North at the start of play: thirteen tricks, more than the
/// adjudicator's own solver takes, so the solver passed in is asked.
fn start() -> Position {
    Position::start(&deal(), Strain::Spades, Seat::North)
}

#[test]
fn the_adjudicator_returns_the_solvers_error() {
    // 3NT by North on a dealt board, North claiming all thirteen tricks at
    // the opening lead: the award rests on double-dummy answers for
    // thirteen tricks, which only the solver passed in gives.
    let pos = Position::start(&Deal::random(1), Strain::NoTrump, Seat::North);
    let r = adjudicate(
        &pos,
        Seat::North,
        ClaimKind::Claim(13),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &Failing,
    );
    assert_eq!(r.map(|a| a.tricks_awarded_to_claimer_side), Err(failure()));
    // A concession of every trick (71B) asks the same question.
    let r = concession_restorable(
        &start(),
        Seat::West,
        13,
        &AdjudicationOptions::default(),
        &Failing,
    );
    assert_eq!(r, Err(failure()));
}

#[test]
fn the_aids_return_the_solvers_error() {
    let contracts: Vec<Contract> = ["4S N"].iter().map(|s| s.parse().unwrap()).collect();
    assert_eq!(
        candidate_contract_outcomes(&deal(), &contracts, &Failing),
        Err(failure())
    );
    let played: [Card; 0] = [];
    assert_eq!(
        revoke_equity(&start(), &played, &Failing),
        Err(EquityError::Solver(failure()))
    );
}

#[test]
fn a_finished_play_is_an_answer_not_an_error() {
    // Thirteen tricks of North's spades, each followed by three discards.
    let mut pos = start();
    let d = deal();
    let [n, e, s, w] = d.hands();
    for _ in 0..13 {
        for _ in 0..4 {
            let seat = pos.to_move();
            let hand = [n, e, s, w][seat.index()];
            let card = hand
                .iter()
                .find(|c| pos.legal_cards().contains(*c))
                .expect("a card to play");
            pos = pos.play(card).expect("legal");
        }
    }
    assert!(pos.is_over());
    for solver in [&default_solver() as &dyn Solver, &AlphaBetaSolver::new()] {
        assert_eq!(solver.tricks(&pos), Ok(0), "{}", solver.name());
        assert_eq!(
            solver.card_values(&pos),
            Ok(Vec::new()),
            "{}",
            solver.name()
        );
    }
}

#[test]
fn the_default_solver_answers() {
    // 13 tricks for North or South in spades (by hand: North holds every
    // spade); none for East or West.
    let t = default_solver().table(&deal()).expect("the solver answers");
    assert_eq!(t.get(Strain::Spades, Seat::North), 13);
    assert_eq!(t.get(Strain::Spades, Seat::East), 0);
}
