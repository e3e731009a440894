//! Issue 14, the claims items: what the Laws and the Commentary say about
//! the facts the adjudicator needs from the table (70E1 show-outs before the
//! claim, 70C2 and the class of player as the Director's findings), Law 69
//! (agreement established, then withdrawn), Law 68 (preamble, 68B2, 68C)
//! and Law 71A.

use tenace_core::Seat;
use tenace_laws::script;
use tenace_laws::{ClaimStatus, LawRef, Table};

/// Commentary Example 50, reached by play: South is declarer in no trump;
/// dummy (North) leads the ♠K at trick 10, South shows his three aces and
/// claims three tricks. East (♠A3 ♥8 ♣2) can duck the ♠A and squeeze South
/// unless South knows East has no diamond. Here East showed out of
/// diamonds at trick 3.
const EX50_SHOWN: &str = "board 1
deal N:KQJT6..KQJT9.KQJ A93.8742..975432 87.A95.A643.AT86 542.KQJT63.8752.
auction P P 1N P P P
play HK DT H4 H5
play HQ D9 H7 H9
play D2 DK C3 D3
play DQ C4 D4 D5
play DJ H2 D6 D8
play CK C5 C6 HJ
play CQ C7 C8 HT
play CJ C9 CT H6
play ST S9 S8 S4
play SK
";

fn run(text: &str) -> Table {
    script::run(text).expect("script").table
}

#[test]
fn ex50_a_show_out_before_the_claim_is_known_to_the_claimer_70e1() {
    let t = run(&format!("{EX50_SHOWN}S claim 3\nE dispute\n"));
    let st = t.state();
    assert_eq!(st.remaining_tricks(), 4);
    // Law 70E1: East failed to follow to diamonds before the claim, so
    // South may be taken to know the diamond position; the Commentary
    // (Ex 50, case 1) denies the claim only when he does not.
    let p = st.claim_proposal(&Default::default()).expect("proposal");
    assert_eq!(p.tricks_awarded_to_claimer_side, 3, "{p}");
    // The facts the engine hands the adjudicator: East's diamond void.
    assert!(st
        .claim_options(&Default::default())
        .known_voids
        .contains(&(Seat::East, tenace_core::Suit::Diamonds)));
}

#[test]
fn ex50_director_award_takes_the_engine_proposal_with_the_show_out() {
    let t = run(&format!("{EX50_SHOWN}S claim 3\nE dispute\ndirector award\n"));
    let st = t.state();
    assert_eq!(
        st.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 3,
            law: LawRef::new("70")
        })
    );
}

const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

/// The README's example: 4S by North; West wins the first three heart
/// tricks, South the fourth.
fn after_four_tricks(extra: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay D8 D5 D2 DA\n{extra}"
    ))
}

#[test]
fn the_adjudicated_line_never_ruffs_partners_winner_with_a_master_trump() {
    // North claims 7 of the 9 tricks left: "draw trumps, then cash the
    // diamonds". Three rounds of trumps (North's ♠A stays, the only trump
    // left), then South's three diamonds; North throws clubs on them, and
    // his ♠A ruffs East's last club: seven tricks by hand count. Ruffing
    // South's ♦K, a certain winner, with that ♠A puts two winners on one
    // trick: not careless or inferior but irrational (Law 70, footnote),
    // so not a line the Director may choose.
    let t = after_four_tricks("N claim 7 draw trumps, then cash the diamonds\nE dispute");
    let p = t
        .state()
        .claim_proposal(&Default::default())
        .expect("proposal");
    assert_eq!(p.double_dummy, 7, "{p}");
    assert_eq!(p.tricks_awarded_to_claimer_side, 7, "{p}");
    assert!(
        !p.line
            .iter()
            .any(|x| x.seat == Seat::North && x.card == "SA".parse().expect("card")
                && x.trick_won_by.is_none()
                && p.line.iter().any(|y| y.trick == x.trick && y.seat == Seat::South
                    && y.card.suit() == tenace_core::Suit::Diamonds)),
        "{p}"
    );
}
