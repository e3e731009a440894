//! Law 77 contract scores.

use proptest::prelude::*;
use tenace_core::{Bid, Doubling, Strain};
use tenace_score::{
    contract_score, parse_contract_result, passed_out, ContractOutcome, ScoreBreakdown,
    ScoreParseError,
};

/// Score of a result written like `3NT+1`.
fn score(text: &str, vulnerable: bool) -> i32 {
    let (bid, doubling, outcome) = parse_contract_result(text).unwrap();
    contract_score(bid, doubling, vulnerable, outcome.tricks(bid)).total
}

fn bid(s: &str) -> Bid {
    s.parse().unwrap()
}

#[test]
fn brief_vectors() {
    assert_eq!(score("3NT+1", false), 430);
    assert_eq!(score("4SX-3", true), -800);
    assert_eq!(score("1CXX+1", true), 630);
    assert_eq!(score("6H=", false), 980);
}

#[test]
fn spec_5_6_worked_examples() {
    // (# in the table, result, vulnerable, total)
    let cases = [
        (1, "3NT+1", false, 430),
        (2, "4SX-3", true, -800),
        (3, "1CXX+1", true, 630),
        (4, "1CXX+1", false, 430),
        (5, "2HX=", true, 670),
        (6, "1NTX=", false, 180),
        (7, "2SX+1", true, 870),
        (8, "6S=", false, 980),
        (9, "6NTX=", true, 1680),
        (10, "7NT=", true, 2220),
        (11, "4H+1", true, 650),
        (12, "3D=", false, 110),
        (13, "4SX-4", false, -800),
        (14, "3NT-1", true, -100),
        (15, "7NTXX-13", true, -7600),
        (16, "1NTXX+6", true, 3160),
    ];
    for (n, text, vul, total) in cases {
        assert_eq!(score(text, vul), total, "example {n}: {text} vul={vul}");
    }
    // 17: all pass.
    assert_eq!(passed_out(), ScoreBreakdown::default());
    assert_eq!(passed_out().total, 0);
}

#[test]
fn breakdown_fields() {
    let s = contract_score(bid("1C"), Doubling::Redoubled, true, 8);
    assert_eq!(
        s,
        ScoreBreakdown {
            trick_points: 80,
            overtrick_points: 400,
            making_bonus: 100,
            part_score_bonus: 50,
            game_bonus: 0,
            slam_bonus: 0,
            undertrick_points: 0,
            total: 630,
        }
    );
    let s = contract_score(bid("6NT"), Doubling::Doubled, true, 12);
    assert_eq!(
        (s.trick_points, s.game_bonus, s.slam_bonus, s.making_bonus),
        (380, 500, 750, 50)
    );
    let s = contract_score(bid("7S"), Doubling::Undoubled, false, 13);
    assert_eq!(
        (s.trick_points, s.game_bonus, s.slam_bonus, s.total),
        (210, 300, 1000, 1510)
    );
    let s = contract_score(bid("4S"), Doubling::Doubled, true, 7);
    assert_eq!(
        (s.undertrick_points, s.total, s.trick_points),
        (-800, -800, 0)
    );
}

#[test]
fn game_thresholds_after_doubling() {
    // Lowest games (spec §5.5) and the partscores just under them.
    let game = |b: &str, d: Doubling| {
        contract_score(bid(b), d, false, bid(b).tricks_needed()).game_bonus == 300
    };
    use Doubling::*;
    for b in ["3NT", "4H", "4S", "5C", "5D"] {
        assert!(game(b, Undoubled), "{b}");
    }
    for b in ["2NT", "3S", "3H", "4C", "4D"] {
        assert!(!game(b, Undoubled), "{b}");
    }
    for b in ["2NT", "2H", "2S", "3C", "3D"] {
        assert!(game(b, Doubled), "{b}X");
    }
    for b in ["1NT", "1S", "2C", "2D"] {
        assert!(!game(b, Doubled), "{b}X");
    }
    for b in ["1NT", "1H", "1S", "2C", "2D"] {
        assert!(game(b, Redoubled), "{b}XX");
    }
    for b in ["1C", "1D"] {
        assert!(!game(b, Redoubled), "{b}XX");
    }
}

#[test]
fn overtricks_by_doubling_and_vulnerability() {
    // 2 overtricks in 2C: undoubled 20 each, NT 30 each, majors 30 each.
    assert_eq!(
        contract_score(bid("2C"), Doubling::Undoubled, true, 10).overtrick_points,
        40
    );
    assert_eq!(
        contract_score(bid("2NT"), Doubling::Undoubled, true, 10).overtrick_points,
        60
    );
    assert_eq!(
        contract_score(bid("2H"), Doubling::Undoubled, false, 10).overtrick_points,
        60
    );
    assert_eq!(
        contract_score(bid("2C"), Doubling::Doubled, false, 10).overtrick_points,
        200
    );
    assert_eq!(
        contract_score(bid("2C"), Doubling::Doubled, true, 10).overtrick_points,
        400
    );
    assert_eq!(
        contract_score(bid("2C"), Doubling::Redoubled, false, 10).overtrick_points,
        400
    );
    assert_eq!(
        contract_score(bid("2C"), Doubling::Redoubled, true, 10).overtrick_points,
        800
    );
}

/// Undertrick penalties for 1..=13 down, written out by hand from Law 77.
#[test]
fn undertrick_table_all_six_combinations() {
    #[rustfmt::skip]
    let table: [(bool, Doubling, [i32; 13]); 6] = [
        (false, Doubling::Undoubled, [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650]),
        (true, Doubling::Undoubled, [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300]),
        (false, Doubling::Doubled, [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500]),
        (true, Doubling::Doubled, [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800]),
        (false, Doubling::Redoubled, [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000]),
        (true, Doubling::Redoubled, [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600]),
    ];
    let seven = Bid::try_new(7, Strain::NoTrump).unwrap();
    for (vul, dbl, row) in table {
        for (i, expected) in row.iter().enumerate() {
            let down = i as u8 + 1;
            let s = contract_score(seven, dbl, vul, 13 - down);
            assert_eq!(s.total, -expected, "{down} down, {dbl:?}, vul={vul}");
            assert_eq!(s.undertrick_points, -expected);
            assert_eq!(tenace_score::undertrick_penalty(down, dbl, vul), *expected);
        }
    }
}

#[test]
fn parse_results() {
    use ContractOutcome::*;
    let p = |s: &str| parse_contract_result(s).unwrap();
    assert_eq!(
        p("3NT+1"),
        (bid("3NT"), Doubling::Undoubled, Made { overtricks: 1 })
    );
    assert_eq!(
        p("4SX-3"),
        (bid("4S"), Doubling::Doubled, Down { undertricks: 3 })
    );
    assert_eq!(
        p("1CXX+1"),
        (bid("1C"), Doubling::Redoubled, Made { overtricks: 1 })
    );
    assert_eq!(
        p("6H="),
        (bid("6H"), Doubling::Undoubled, Made { overtricks: 0 })
    );
    assert_eq!(p("3nt+1"), p("3NT+1"));
    assert_eq!(
        p("1n="),
        (bid("1NT"), Doubling::Undoubled, Made { overtricks: 0 })
    );
    assert_eq!(p("4sx-3"), p("4SX-3"));
    assert_eq!(
        p("7NTXX-13"),
        (bid("7NT"), Doubling::Redoubled, Down { undertricks: 13 })
    );
    assert_eq!(p("1NTXX+6").2, Made { overtricks: 6 });
    assert_eq!(p(" 4S = ").2, Made { overtricks: 0 });
    assert_eq!(Made { overtricks: 1 }.tricks(bid("3NT")), 10);
    assert_eq!(Down { undertricks: 3 }.tricks(bid("4S")), 7);
    assert_eq!(Made { overtricks: 0 }.to_string(), "=");
    assert_eq!(Made { overtricks: 2 }.to_string(), "+2");
    assert_eq!(Down { undertricks: 1 }.to_string(), "-1");
    assert_eq!(
        ContractOutcome::from_tricks(bid("4S"), 7),
        Some(Down { undertricks: 3 })
    );
    assert_eq!(ContractOutcome::from_tricks(bid("4S"), 14), None);
}

#[test]
fn parse_errors_name_the_problem() {
    let e = |s: &str| parse_contract_result(s).unwrap_err();
    assert!(matches!(
        e("4S+4"),
        ScoreParseError::TooManyTricks { tricks: 14, .. }
    ));
    assert!(matches!(
        e("1C-8"),
        ScoreParseError::TooManyUndertricks { need: 7, .. }
    ));
    assert!(matches!(e("3NT"), ScoreParseError::MissingResult { .. }));
    assert!(matches!(e("3NT 10"), ScoreParseError::BadResult { .. }));
    assert!(matches!(e("3NT+x"), ScoreParseError::BadResult { .. }));
    assert!(matches!(e("3NT+"), ScoreParseError::BadResult { .. }));
    assert!(matches!(e("3NT+999"), ScoreParseError::BadResult { .. }));
    assert!(matches!(e("3NT-0"), ScoreParseError::DownZero { .. }));
    assert!(matches!(e("8S="), ScoreParseError::Contract { .. }));
    assert!(matches!(e("0S="), ScoreParseError::Contract { .. }));
    assert!(matches!(e("3Z="), ScoreParseError::Contract { .. }));
    assert!(matches!(e(""), ScoreParseError::Contract { .. }));
    assert!(matches!(e("pass"), ScoreParseError::Contract { .. }));
    let msg = e("4S+4").to_string();
    assert!(msg.contains("4S+4") && msg.contains("14"), "{msg}");
    let msg = e("1C-8").to_string();
    assert!(msg.contains("1C-8"), "{msg}");
    // Unicode input must not panic.
    let _ = parse_contract_result("4♠=");
    let _ = parse_contract_result("é");
    let _ = parse_contract_result("4é=");
}

fn any_bid() -> impl Strategy<Value = Bid> {
    (1u8..=7, 0usize..5).prop_map(|(l, s)| Bid::try_new(l, Strain::ALL[s]).unwrap())
}

fn any_doubling() -> impl Strategy<Value = Doubling> {
    prop_oneof![
        Just(Doubling::Undoubled),
        Just(Doubling::Doubled),
        Just(Doubling::Redoubled)
    ]
}

proptest! {
    #[test]
    fn monotone_in_tricks(b in any_bid(), d in any_doubling(), vul in any::<bool>()) {
        let mut last = i32::MIN;
        for t in 0..=13u8 {
            let s = contract_score(b, d, vul, t).total;
            prop_assert!(s >= last, "{b}{d:?} vul={vul}: {t} tricks gives {s} < {last}");
            last = s;
        }
    }

    #[test]
    fn making_is_never_negative(b in any_bid(), d in any_doubling(), vul in any::<bool>(), extra in 0u8..7) {
        let t = b.tricks_needed() + extra;
        prop_assume!(t <= 13);
        let s = contract_score(b, d, vul, t);
        prop_assert!(s.total > 0);
        prop_assert_eq!(s.undertrick_points, 0);
    }

    #[test]
    fn total_is_sum_of_parts(b in any_bid(), d in any_doubling(), vul in any::<bool>(), t in 0u8..=13) {
        let s = contract_score(b, d, vul, t);
        prop_assert_eq!(s.total, s.trick_points + s.overtrick_points + s.making_bonus + s.part_score_bonus
            + s.game_bonus + s.slam_bonus + s.undertrick_points);
        prop_assert!(s.total % 10 == 0);
    }

    #[test]
    fn parse_round_trip(b in any_bid(), d in any_doubling(), t in 0u8..=13) {
        let outcome = ContractOutcome::from_tricks(b, t).unwrap();
        let text = format!("{b}{}{outcome}", d.suffix());
        prop_assert_eq!(parse_contract_result(&text).unwrap(), (b, d, outcome));
        prop_assert_eq!(outcome.tricks(b), t);
    }

    #[test]
    fn parse_never_panics(s in "\\PC{0,12}") {
        let _ = parse_contract_result(&s);
    }
}
