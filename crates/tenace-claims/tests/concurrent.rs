//! The claim position's double-dummy question asked on a second thread
//! while the line search runs (`Solver::concurrent`): the ruling is the
//! one the same solver gives on one thread, and an error of the second
//! thread ends the ruling as any solver error does.

use tenace_claims::testing::{random_position, FailingSolver};
use tenace_claims::{
    adjudicate, AdjudicationOptions, ClaimKind, ClaimStatement, DdTable, PonsSolver, Position,
    Solver, SolverError,
};
use tenace_core::{Card, Deal};

/// pons-dds without its concurrent handle: every question on the
/// caller's thread, in the order the ruling asks.
struct OneThread;

impl Solver for OneThread {
    fn name(&self) -> &'static str {
        "pons-dds on one thread"
    }
    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError> {
        PonsSolver.table(deal)
    }
    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError> {
        PonsSolver.card_values(pos)
    }
    fn tricks(&self, pos: &Position) -> Result<u8, SolverError> {
        PonsSolver.tricks(pos)
    }
    fn at_least(&self, pos: &Position, k: u8) -> Result<bool, SolverError> {
        PonsSolver.at_least(pos, k)
    }
    fn best_cards(&self, pos: &Position) -> Result<(u8, Vec<Card>), SolverError> {
        PonsSolver.best_cards(pos)
    }
}

/// pons-dds whose second thread fails.
struct SecondThreadFails;

impl Solver for SecondThreadFails {
    fn name(&self) -> &'static str {
        "pons-dds with a failing second thread"
    }
    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError> {
        PonsSolver.table(deal)
    }
    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError> {
        PonsSolver.card_values(pos)
    }
    fn concurrent(&self) -> Option<&(dyn Solver + Sync)> {
        Some(&FailingSolver)
    }
}

#[test]
fn the_second_thread_changes_nothing_in_the_ruling() {
    let mut compared = 0;
    for seed in 0..6u64 {
        // Ten tricks left: the claim position's question goes to the
        // solver passed in (our own solver takes nine or fewer).
        let pos = random_position(seed, 10, seed % 2 == 0);
        let claimer = pos.declarer();
        let claim = ClaimKind::Claim(pos.remaining_tricks());
        let opts = AdjudicationOptions::default();
        let none = ClaimStatement::none();
        let two = adjudicate(&pos, claimer, claim, &none, &opts, &PonsSolver).expect("answers");
        let one = adjudicate(&pos, claimer, claim, &none, &opts, &OneThread).expect("answers");
        assert_eq!(
            two.tricks_awarded_to_claimer_side, one.tricks_awarded_to_claimer_side,
            "seed {seed}"
        );
        assert_eq!(two.double_dummy, one.double_dummy, "seed {seed}");
        assert_eq!(two.worst_normal, one.worst_normal, "seed {seed}");
        assert_eq!(two.line, one.line, "seed {seed}");
        assert_eq!(two.notes, one.notes, "seed {seed}");
        compared += 1;
    }
    assert_eq!(compared, 6);
}

#[test]
fn an_error_of_the_second_thread_ends_the_ruling() {
    let pos = random_position(3, 10, false);
    let r = adjudicate(
        &pos,
        pos.declarer(),
        ClaimKind::Claim(10),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &SecondThreadFails,
    );
    assert_eq!(r.err(), Some(FailingSolver::error()));
}
