//! Director's aids: the Law 64C equity check and candidate contracts for
//! 12C1.
use tenace_claims::{candidate_contract_outcomes, default_solver, revoke_equity, Position};
use tenace_core::{Card, Contract, Deal, Hand, Seat, Side, Strain};

fn h(s: &str) -> Hand {
    s.parse().unwrap()
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// C Ex 46 shape: N AKQ5 opposite S 8632 in no trump, East J9 revokes on
/// the ace. Without the revoke declarer takes all four spade tricks.
#[test]
fn revoke_equity_ex46_shape() {
    let solver = default_solver();
    let before = Position::new(
        [
            h("KQ5.-.-.-"),
            h("J9.-.-.32"),
            h("8632.-.-.-"),
            h("T74.2.-.-"),
        ],
        Strain::NoTrump,
        Seat::South,
        Seat::North,
        &[c("SA")],
        [6, 3],
    )
    .unwrap();
    // East discards a club on the ace and again on the king (revokes); he
    // later wins the fourth round with the J.
    let played = [
        c("C2"),
        c("S2"),
        c("S4"),
        c("SK"),
        c("C3"),
        c("S3"),
        c("S7"),
        c("SQ"),
        c("S9"),
        c("S6"),
        c("ST"),
        c("S5"),
        c("SJ"),
        c("S8"),
        c("H2"),
    ];
    let e = revoke_equity(&before, &played, &solver).unwrap();
    assert_eq!(e.offender, Seat::East);
    assert_eq!(e.non_offending, Side::NorthSouth);
    assert_eq!(e.without_revoke, 4);
    assert_eq!(e.as_played, 3);
    assert_eq!(e.damage, 1);
}

#[test]
fn candidate_contracts_for_12c1() {
    let solver = default_solver();
    let deal: Deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
        .parse()
        .unwrap();
    let contracts: Vec<Contract> = ["4S N", "3NT E", "7H E"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let out = candidate_contract_outcomes(&deal, &contracts, &solver).expect("the solver answers");
    let tricks: Vec<u8> = out.iter().map(|(_, t)| *t).collect();
    assert_eq!(tricks, vec![13, 0, 13]);
}
