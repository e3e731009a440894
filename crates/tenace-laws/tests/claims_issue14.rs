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
    script::run(text, &tenace_claims::default_solver())
        .expect("script")
        .table
}

#[test]
fn ex50_a_show_out_before_the_claim_is_known_to_the_claimer_70e1() {
    let t = run(&format!("{EX50_SHOWN}S claim 3\nE dispute\n"));
    let st = t.state();
    assert_eq!(st.remaining_tricks(), 4);
    // Law 70E1: East failed to follow to diamonds before the claim, so
    // South may be taken to know the diamond position; the Commentary
    // (Ex 50, case 1) denies the claim only when he does not.
    let p = st
        .claim_proposal(&Default::default(), &tenace_claims::default_solver())
        .expect("the solver answers")
        .expect("proposal");
    assert_eq!(p.tricks_awarded_to_claimer_side, 3, "{p}");
    // The facts the engine hands the adjudicator: East's diamond void.
    assert!(st
        .claim_options(&Default::default())
        .known_voids
        .contains(&(Seat::East, tenace_core::Suit::Diamonds)));
}

#[test]
fn ex50_director_award_takes_the_engine_proposal_with_the_show_out() {
    let t = run(&format!(
        "{EX50_SHOWN}S claim 3\nE dispute\ndirector award\n"
    ));
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
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
        .claim_proposal(&Default::default(), &tenace_claims::default_solver())
        .expect("the solver answers")
        .expect("proposal");
    assert_eq!(p.double_dummy, 7, "{p}");
    assert_eq!(p.tricks_awarded_to_claimer_side, 7, "{p}");
    assert!(
        !p.line.iter().any(|x| x.seat == Seat::North
            && x.card == "SA".parse().expect("card")
            && x.trick_won_by.is_none()
            && p.line.iter().any(|y| y.trick == x.trick
                && y.seat == Seat::South
                && y.card.suit() == tenace_core::Suit::Diamonds)),
        "{p}"
    );
}

const CLAIM_ALL: &str = "N claim 9 draw trumps, then run the diamonds\nE agree\nW agree";

#[test]
fn an_objection_before_the_next_board_makes_the_claim_contested_69a() {
    // Law 69A: agreement is established only once the agreeing side calls
    // on the next board (or the round ends); before that, an objection
    // leaves a contested claim, ruled under Law 70 (Commentary Example 50,
    // case 1).
    let t = run_claim(&format!("{CLAIM_ALL}\nE dispute"));
    let st = t.state();
    let c = st.claims.claim.as_ref().expect("claim");
    assert_eq!(c.status, ClaimStatus::Contested);
    assert_eq!(c.withdrawn_by, None);
    assert_eq!(st.phase, tenace_laws::Phase::Claim);
    let proposal = st
        .claim_proposal(&Default::default(), &tenace_claims::default_solver())
        .expect("the solver answers")
        .expect("proposal")
        .tricks_awarded_to_claimer_side;
    let t = run_claim(&format!("{CLAIM_ALL}\nE dispute\ndirector award"));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: proposal,
            law: LawRef::new("70")
        })
    );
    // The claimer's side calling on the next board does not establish the
    // opponents' agreement.
    let t = run_claim(&format!("{CLAIM_ALL}\nnext-board NS\nE dispute"));
    assert_eq!(
        t.state().claims.claim.as_ref().and_then(|c| c.withdrawn_by),
        None
    );
}

#[test]
fn an_established_agreement_withdrawn_is_reviewed_under_69b() {
    // After East-West called on the next board, agreement is established;
    // withdrawn within the Correction Period it is reviewed under 69B:
    // would East-West likely have won the tricks had play gone on? North
    // draws trumps in three rounds and runs the diamonds (six tricks), and
    // keeps the ♠A to ruff East's last club: seven tricks by hand count,
    // and East-West take two clubs by winning each trick they can (an
    // obvious defence). So two tricks go back to East-West.
    let t = run_claim(&format!("{CLAIM_ALL}\nnext-board EW\nE dispute"));
    let st = t.state();
    let c = st.claims.claim.as_ref().expect("claim");
    assert!(c.established);
    assert_eq!(c.withdrawn_by, Some(Seat::East));
    let r = st
        .agreement_review(&tenace_claims::default_solver())
        .expect("the solver answers")
        .expect("review");
    assert_eq!((r.claimed, r.played_on, r.restore), (9, 7, 2), "{r:?}");
    assert_eq!(
        st.proposed_award(&Default::default(), &tenace_claims::default_solver())
            .expect("the solver answers"),
        Some(7)
    );
    let t = run_claim(&format!(
        "{CLAIM_ALL}\nnext-board EW\nE dispute\ndirector award"
    ));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 7,
            law: LawRef::new("69B")
        })
    );
    assert_eq!(t.result().expect("result").declarer_tricks, Some(8));
}

#[test]
fn a_claimer_who_showed_his_cards_keeps_the_agreed_tricks_69b_68c() {
    // Commentary Example 49: had the claimer faced his cards (68C), the
    // agreeing side should have seen its tricks at the time, and the
    // Director does not let it withdraw its agreement.
    let t = run_claim(&format!(
        "{CLAIM_ALL}\ndirector hand-shown\nnext-board EW\nE dispute\ndirector award"
    ));
    let c = t.state().claims.claim.clone().expect("claim");
    assert!(c.findings.hand_shown);
    assert_eq!(
        c.status,
        ClaimStatus::Awarded {
            tricks: 9,
            law: LawRef::new("69B")
        }
    );
}

#[test]
fn the_directors_claim_findings_reach_the_adjudicator_70c2_and_class() {
    // North claims 7 with no statement: nothing said of the opponents'
    // trumps. Law 70C2: the Director finds whether the claimer was aware
    // of them; the adjudicator then no longer gives the opponents a trick
    // to a trump he did not mention (70C), and takes him to draw trumps
    // when he safely can.
    let base = "N claim 7\nE dispute";
    let unaware = run_claim(base);
    let aware = run_claim(&format!("{base}\ndirector claimer-aware"));
    let deemed = |t: &Table| {
        t.state()
            .claim_proposal(&Default::default(), &tenace_claims::default_solver())
            .expect("the solver answers")
            .expect("proposal")
            .notes
            .iter()
            .find_map(|n| match n {
                tenace_claims::Note::OutstandingTrumps { deemed_aware, .. } => Some(*deemed_aware),
                _ => None,
            })
    };
    assert_eq!(deemed(&unaware), Some(false));
    assert_eq!(deemed(&aware), Some(true));
    let award = |t: &Table| {
        t.state()
            .claim_proposal(&Default::default(), &tenace_claims::default_solver())
            .expect("the solver answers")
            .expect("proposal")
            .tricks_awarded_to_claimer_side
    };
    assert!(award(&aware) >= award(&unaware));
    // The class of player involved (Law 70, footnote).
    let expert = run_claim(&format!("{base}\ndirector class-expert"));
    assert_eq!(
        expert.state().claim_options(&Default::default()).class,
        tenace_laws::PlayerClass::Expert
    );
}

#[test]
fn a_concession_objected_to_leaves_information_and_a_review_point_68b2() {
    // Law 68B2: no concession; the Director is to be summoned because of
    // unauthorized information (the Commentary on Law 68: the conceder may
    // gain nothing from knowing partner expects a trick).
    let t = run_claim("E concede 9\nW object");
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Void)
    );
    assert!(st.rect.info.iter().any(|i| i.source
        == tenace_laws::InfoSource::Concession { seat: Seat::East }
        && i.unauthorized_for == tenace_core::Side::EastWest
        && i.law == LawRef::new("68B2")));
    assert!(st.rect.review.iter().any(|f| f.law == LawRef::new("68B2")));
}

fn run_claim(extra: &str) -> Table {
    after_four_tricks(extra)
}
