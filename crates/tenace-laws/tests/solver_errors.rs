//! The engine never makes a double-dummy solver: the caller passes one,
//! and a failing one is an error for the caller, with nothing changed.

use tenace_claims::testing::FailingSolver as Failing;
use tenace_laws::script::{self, ScriptErrorKind};
use tenace_laws::{AdjudicationOptions, SolverError, Table};

fn failure() -> SolverError {
    Failing::error()
}

const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

/// 4S by North; West wins the first trick; North claims ten of the twelve
/// tricks left and East disputes: the Director is to rule (Law 70).
fn disputed() -> String {
    format!("board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nN claim 10\nE dispute")
}

fn table() -> Table {
    script::run(&disputed(), &Failing)
        .expect("no line before the award asks the solver")
        .table
}

#[test]
fn the_proposal_returns_the_solvers_error() {
    let t = table();
    let st = t.state();
    let opts = AdjudicationOptions::default();
    assert_eq!(
        st.claim_proposal(&opts, &Failing).map(|a| a.is_some()),
        Err(failure())
    );
    assert_eq!(st.proposed_award(&opts, &Failing), Err(failure()));
    // Not agreed: there is nothing to review under 69B, so no question.
    assert_eq!(st.agreement_review(&Failing), Ok(None));
}

#[test]
fn a_bare_director_award_stops_the_script_at_its_line() {
    let text = format!("{}\ndirector award", disputed());
    let e = script::run(&text, &Failing).expect_err("the award needs the solver");
    assert_eq!(e.line, 7);
    assert_eq!(e.kind, ScriptErrorKind::Solver(failure()));
}

#[test]
fn a_failed_proposal_changes_nothing() {
    let t = table();
    let before = t.clone();
    let e = script::parse_line("director award", &t, &Failing).expect_err("solver");
    assert_eq!(e.kind, ScriptErrorKind::Solver(failure()));
    assert_eq!(t, before);
    // The Director's own award needs no solver.
    assert!(script::parse_line("director award 10", &t, &Failing).is_ok());
}
