//! The claim examples of the WBF Commentary on the 2017 Laws (C Ex 49,
//! 50, 51, C 70D2) and the claim vectors of play-laws.md §7.4 (seeds 30,
//! 31, 32), each with its exact award.

use tenace_claims::{
    adjudicate, concession_restorable, default_solver, review_agreement, AdjudicationOptions,
    ClaimKind, ClaimStatement, Decision, LawPoint, Note, Position,
};
use tenace_core::{Card, Hand, Seat, Side, Strain, Suit};

fn h(s: &str) -> Hand {
    s.parse().unwrap()
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn st(s: &str) -> ClaimStatement {
    ClaimStatement::parse(s).unwrap()
}

/// C Ex 49: spades, 2 cards each; dummy (North) has led the ♥8 and South
/// claims both tricks.
fn ex49() -> Position {
    Position::new(
        [h("-.-.6.-"), h("7.-.8.-"), h("96.-.-.-"), h("8.J.-.-")],
        Strain::Spades,
        Seat::South,
        Seat::North,
        &[c("H8")],
        [9, 2],
    )
    .unwrap()
}

#[test]
fn ex49_contested_claim_gives_the_ruff() {
    let solver = default_solver();
    let a = adjudicate(
        &ex49(),
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 1, "{a}");
    assert_eq!(a.total_for_claimer_side, 10);
    assert_eq!(a.double_dummy, 1);
    // East ruffs: the opponents' best (70A); the last trick goes to West's
    // trump, which the claimer did not mention (70C).
    let east = a.line.iter().find(|p| p.seat == Seat::East).unwrap();
    assert_eq!(east.card, c("S7"), "{a}");
    assert_eq!(east.decision, Decision::Defence);
    assert!(
        a.line
            .iter()
            .any(|p| p.seat.side() == Side::EastWest && p.lost_to_outstanding_trump),
        "{a}"
    );
    assert!(a.notes.iter().any(|n| matches!(
        n,
        Note::OutstandingTrumps {
            deemed_aware: false,
            ..
        }
    )));
}

#[test]
fn ex49_agreement_withdrawn_under_69b_unless_cards_were_shown() {
    let solver = default_solver();
    let r = review_agreement(
        &ex49(),
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        false,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(
        (r.played_on, r.restore, r.needs_non_obvious_defence),
        (1, 1, false),
        "{r:?}"
    );
    // Had South shown his cards (68C), East should have seen the ruff.
    let r = review_agreement(
        &ex49(),
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        true,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(r.restore, 0);
}

/// C Ex 50: no trump, 4 cards each; dummy has led the ♠K, South shows three
/// aces and claims three tricks.
fn ex50() -> Position {
    Position::new(
        [h("QJ6.-.-.-"), h("A3.8.-.2"), h("7.A.A.A"), h("52.3.7.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::North,
        &[c("SK")],
        [7, 2],
    )
    .unwrap()
}

#[test]
fn ex50_case1_claim_denied_when_east_can_duck() {
    let solver = default_solver();
    let a = adjudicate(
        &ex50(),
        Seat::South,
        ClaimKind::Claim(3),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    // East ducks; South must throw an ace on the ♠Q without knowing where
    // the diamonds are, and again when East cashes his winner: both
    // guesses go against the claimer (70A), so NS keep one trick.
    assert_eq!(a.tricks_awarded_to_claimer_side, 1, "{a}");
    // East ducks the ♠A (the opponents' best against the line).
    let east = a.line.iter().find(|p| p.seat == Seat::East).unwrap();
    assert_eq!(east.card, c("S3"));
    // South's wrong discard is a doubtful point resolved against him.
    assert!(
        a.line.iter().any(|p| p.seat == Seat::South
            && matches!(
                p.decision,
                Decision::Careless {
                    law: LawPoint::L70D1,
                    ..
                }
            )),
        "{a}"
    );
}

#[test]
fn ex50_case1_claim_stands_if_east_had_shown_out_of_diamonds() {
    let solver = default_solver();
    let opts = AdjudicationOptions {
        known_voids: vec![(Seat::East, Suit::Diamonds)],
        ..Default::default()
    };
    let a = adjudicate(
        &ex50(),
        Seat::South,
        ClaimKind::Claim(3),
        &ClaimStatement::none(),
        &opts,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 3, "{a}");
}

#[test]
fn ex50_case2_too_late_result_stands() {
    let solver = default_solver();
    let r = review_agreement(
        &ex50(),
        Seat::South,
        ClaimKind::Claim(3),
        &ClaimStatement::none(),
        true,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(r.restore, 0, "{r:?}");
    // If East wins the ♠A at once (the obvious play), declarer makes three.
    assert_eq!(r.with_obvious_defence, 3);
}

/// C Ex 51: dummy (North) ♠96 and no entry, declarer ♠AKJ8; West showed out
/// on the ♠10, which held. No trump, 4 tricks left, North on lead.
fn ex51() -> Position {
    Position::ending(
        [
            h("96.32.-.-"),
            h("Q543.-.-.-"),
            h("AKJ8.-.-.-"),
            h("-.AKQJ.-.-"),
        ],
        Strain::NoTrump,
        Seat::South,
        Seat::North,
        9,
    )
    .unwrap()
}

fn west_showed_out() -> AdjudicationOptions {
    AdjudicationOptions {
        known_voids: vec![(Seat::West, Suit::Spades)],
        ..Default::default()
    }
}

#[test]
fn ex51_reaching_for_the_nine_keeps_every_trick() {
    let solver = default_solver();
    for s in [
        "lead the S9",
        "finesse the S9, then finesse again",
        "run the S9",
    ] {
        let a = adjudicate(
            &ex51(),
            Seat::South,
            ClaimKind::Claim(4),
            &st(s),
            &west_showed_out(),
            &solver,
        )
        .expect("the solver answers");
        assert_eq!(a.tricks_awarded_to_claimer_side, 4, "{s}: {a}");
    }
}

#[test]
fn ex51_without_the_nine_and_no_entry_the_defenders_get_a_trick() {
    let solver = default_solver();
    let a = adjudicate(
        &ex51(),
        Seat::South,
        ClaimKind::Claim(4),
        &ClaimStatement::none(),
        &west_showed_out(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 3, "{a}");
    let first = &a.line[0];
    assert_eq!((first.seat, first.card), (Seat::North, c("S6")), "{a}");
}

/// C 70D2: a defender's claim that needs partner to find the winning play.
#[test]
fn defender_claim_depending_on_partner_is_denied() {
    let solver = default_solver();
    // East on lead claims both tricks; West must cover the ♥Q with the ♥K.
    let pos = Position::ending(
        [h("-.-.5.4"), h("A.2.-.-"), h("-.Q.-.3"), h("-.KJ.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::East,
        7,
    )
    .unwrap();
    let a = adjudicate(
        &pos,
        Seat::East,
        ClaimKind::Claim(2),
        &st("lead the H2"),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.double_dummy, 2);
    assert!(a.tricks_awarded_to_claimer_side < 2, "{a}");
    assert!(
        a.line.iter().any(|p| p.seat == Seat::West
            && matches!(
                p.decision,
                Decision::Careless {
                    law: LawPoint::L70D2,
                    ..
                }
            )),
        "{a}"
    );
    assert!(a.notes.contains(&Note::DefenderClaim));
}

/// Seed 30 (70C): a trump left out, not mentioned, the claimer deemed
/// unaware: the ruff goes to the opponents. Hearts are trumps, declarer
/// South on lead with ♥A and top spades; West still holds the ♥2.
fn seed30() -> Position {
    Position::ending(
        [
            h("-.-.-.5432"),
            h("-.-.987.6"),
            h("AKQ.A.-.-"),
            h("-.2.KQJ.-"),
        ],
        Strain::Hearts,
        Seat::South,
        Seat::South,
        9,
    )
    .unwrap()
}

#[test]
fn seed30_unmentioned_trump_scores_a_ruff() {
    let solver = default_solver();
    let a = adjudicate(
        &seed30(),
        Seat::South,
        ClaimKind::Claim(4),
        &st("the rest are good"),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 3, "{a}");
    assert!(
        a.line
            .iter()
            .any(|p| p.card == c("H2") && p.lost_to_outstanding_trump),
        "{a}"
    );
}

#[test]
fn seed30_trump_mentioned_or_claimer_aware_keeps_every_trick() {
    let solver = default_solver();
    for s in ["draw trumps, the rest are good", "a trump is out"] {
        let a = adjudicate(
            &seed30(),
            Seat::South,
            ClaimKind::Claim(4),
            &st(s),
            &AdjudicationOptions::default(),
            &solver,
        )
        .expect("the solver answers");
        assert_eq!(a.tricks_awarded_to_claimer_side, 4, "{s}: {a}");
    }
    let opts = AdjudicationOptions {
        aware_of_trumps: Some(true),
        ..Default::default()
    };
    let a = adjudicate(
        &seed30(),
        Seat::South,
        ClaimKind::Claim(4),
        &ClaimStatement::none(),
        &opts,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 4, "{a}");
}

/// Seed 31 (70E1): an unstated two-way finesse goes the losing way; with a
/// prior show-out the finesse is credited (C Ex 51).
fn seed31() -> Position {
    Position::ending(
        [h("AJ.-.-.-"), h("-.53.-.-"), h("KT.-.-.-"), h("Q4.-.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::South,
        11,
    )
    .unwrap()
}

#[test]
fn seed31_unstated_finesse_is_not_credited() {
    let solver = default_solver();
    // East's spades are unknown: the guess goes against the claimer.
    let pos = Position::ending(
        [h("AJ.-.-.-"), h("53.-.-.-"), h("KT.-.-.-"), h("Q4.-.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::South,
        11,
    )
    .unwrap();
    let a = adjudicate(
        &pos,
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.double_dummy, 2);
    assert_eq!(a.tricks_awarded_to_claimer_side, 1, "{a}");
    assert!(
        a.line.iter().any(|p| matches!(
            p.decision,
            Decision::Careless {
                law: LawPoint::L70E1 | LawPoint::L70D1,
                ..
            }
        )),
        "{a}"
    );
}

#[test]
fn seed31_finesse_credited_after_a_show_out() {
    let solver = default_solver();
    let opts = AdjudicationOptions {
        known_voids: vec![(Seat::East, Suit::Spades)],
        ..Default::default()
    };
    let a = adjudicate(
        &seed31(),
        Seat::South,
        ClaimKind::Claim(2),
        &ClaimStatement::none(),
        &opts,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 2, "{a}");
}

/// Seed 32 (71B): a conceded trick no normal play could lose is restored.
#[test]
fn seed32_concession_of_an_unlosable_trick_is_restored() {
    let solver = default_solver();
    let pos = Position::ending(
        [h("-.-.32.-"), h("-.-.-.54"), h("A.A.-.-"), h("-.-.-.76")],
        Strain::NoTrump,
        Seat::South,
        Seat::South,
        11,
    )
    .unwrap();
    let opts = AdjudicationOptions::default();
    assert_eq!(
        concession_restorable(&pos, Seat::South, 1, &opts, &solver).expect("the solver answers"),
        1
    );
    let a = adjudicate(
        &pos,
        Seat::South,
        ClaimKind::Concession(2),
        &ClaimStatement::none(),
        &opts,
        &solver,
    )
    .expect("the solver answers");
    assert_eq!(a.tricks_awarded_to_claimer_side, 2, "{a}");
    // A trick that normal play can lose stays conceded: West's club winner.
    let pos = Position::ending(
        [h("-.-.32.-"), h("-.-.-.54"), h("A.2.-.-"), h("-.A.-.6")],
        Strain::NoTrump,
        Seat::South,
        Seat::South,
        11,
    )
    .unwrap();
    assert_eq!(
        concession_restorable(&pos, Seat::South, 1, &opts, &solver).expect("the solver answers"),
        0
    );
}

#[test]
fn explanation_is_data_and_english() {
    let solver = default_solver();
    let a = adjudicate(
        &ex50(),
        Seat::South,
        ClaimKind::Claim(3),
        &ClaimStatement::none(),
        &AdjudicationOptions::default(),
        &solver,
    )
    .expect("the solver answers");
    for p in &a.line {
        assert!(p.key().starts_with("claim.play."));
        assert!(p.args().len() >= 3);
    }
    let text = a.to_string();
    assert!(text.contains("Award: 1"), "{text}");
    assert!(text.contains("70A"), "{text}");
    assert_eq!(a.side, Side::NorthSouth);
}
