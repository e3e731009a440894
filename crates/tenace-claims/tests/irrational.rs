//! The adjudicator's line is the least successful *careless or inferior*
//! line, never an irrational one (Law 70, footnote: "normal" includes
//! careless or inferior play for the class of player, and nothing worse).
//! Two irrational plays the line once contained (issue 14), each worked by
//! hand: ruffing partner's certain winner with a master trump (I7), and
//! ducking with the top card of the suit led as the last hand to play, to
//! throw it away later (I8).

use tenace_claims::{
    adjudicate, default_solver, AdjudicationOptions, ClaimKind, ClaimStatement, Decision, Position,
};
use tenace_core::{Card, Hand, Seat, Strain};

fn h(s: &str) -> Hand {
    s.parse().unwrap()
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// The README's example at trick 10: 4S by North, trumps drawn, South on
/// lead with the ♦K (a winner) and three clubs; North holds the ♠A, the
/// last trump, and three small clubs; East holds the four top clubs.
fn readme_trick_10() -> Position {
    Position::new(
        [
            h("A.-.-.432"),
            h("-.-.-.AKQJ"),
            h("-.-.K.T98"),
            h("-.J.-.765"),
        ],
        Strain::Spades,
        Seat::North,
        Seat::South,
        &[],
        [6, 3],
    )
    .unwrap()
}

#[test]
fn i7_no_master_trump_on_partners_certain_winner() {
    // "Cash the diamonds": the ♦K wins; North throws a club, East takes
    // three club tricks and North's ♠A ruffs the fourth: two tricks by hand
    // count. Ruffing the ♦K with the ♠A puts two winners on one trick and
    // leaves one.
    let solver = default_solver();
    let a = adjudicate(
        &readme_trick_10(),
        Seat::North,
        ClaimKind::Claim(2),
        &ClaimStatement::parse("cash the diamonds").unwrap(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 2, "{a}");
    let north_first = a.line.iter().find(|p| p.seat == Seat::North).unwrap();
    assert_ne!(north_first.card, c("SA"), "{a}");
}

/// No trump, the last two tricks: West has led the ♥K, North and East
/// followed; South, last to play, holds the ♥A and ♥4; the last spade
/// trick goes to North's ♠A.
fn last_hand_holds_the_ace() -> Position {
    Position::new(
        [h("A.-.-.-"), h("K.-.-.-"), h("-.A4.-.-"), h("Q.-.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::West,
        &[c("HK"), c("H2"), c("H3")],
        [6, 5],
    )
    .unwrap()
}

#[test]
fn i8_the_last_hand_does_not_duck_with_the_ace() {
    // South claims both tricks: the ♥A takes this one, and the ♥4 (or the
    // ♠A from dummy) the last. Ducking with the ♥4 would give West the
    // trick and leave the ♥A to be thrown on the last one.
    let solver = default_solver();
    let a = adjudicate(
        &last_hand_holds_the_ace(),
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 2, "{a}");
    let south = a.line.iter().find(|p| p.seat == Seat::South).unwrap();
    assert_eq!(south.card, c("HA"), "{a}");
    assert!(!matches!(south.decision, Decision::Careless { .. }), "{a}");
}
