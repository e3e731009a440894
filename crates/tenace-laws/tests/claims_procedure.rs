//! Laws 68-71 at the table: claim, concession, agreement, dispute, the
//! Director's award, and the engine's proposal.

use tenace_core::Seat;
use tenace_laws::script;
use tenace_laws::{ActionError, ClaimKind, ClaimStatus, Event, Phase, Ruling, Status, Table};

const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

/// 4S by North; West wins the first three heart tricks, South the fourth.
fn after_four_tricks(extra: &str) -> Table {
    let text = format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay D8 D5 D2 DA\n{extra}"
    );
    script::run(&text, &tenace_claims::default_solver())
        .expect("script")
        .table
}

#[test]
fn a_claim_suspends_play_until_the_opponents_answer() {
    let mut t = after_four_tricks("N claim 9 draw trumps, then run the diamonds");
    let st = t.state();
    assert_eq!(st.phase, Phase::Claim);
    let c = st.claims.claim.as_ref().expect("claim");
    assert_eq!(
        (c.claimer, c.kind, c.remaining),
        (Seat::North, ClaimKind::Claim(9), 9)
    );
    assert_eq!(c.status, ClaimStatus::Pending);
    // Law 68D: play stops.
    let before = t.clone();
    let e = t.apply(Event::Play {
        seat: Seat::South,
        card: "S5".parse().expect("card"),
    });
    assert_eq!(e, Err(ActionError::ClaimPending));
    assert_eq!(t, before);
}

#[test]
fn both_opponents_agreeing_settles_the_claim_69a() {
    let t = after_four_tricks("N claim 7\nE agree\nW agree");
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Agreed { tricks: 7 })
    );
    let r = t.result().expect("result");
    // One trick in play plus seven claimed: 4S down 2, not vulnerable.
    assert_eq!(r.declarer_tricks, Some(8));
    assert_eq!(r.score_ns, -100);
    assert_eq!(st.tricks_won(), [8, 5]);
}

#[test]
fn only_an_opponent_of_the_claimer_can_agree_or_dispute() {
    let mut t = after_four_tricks("N claim 9");
    assert_eq!(
        t.apply(Event::AgreeClaim { seat: Seat::South }),
        Err(ActionError::NotAnOpponentOfClaimer { seat: Seat::South })
    );
    assert_eq!(
        t.apply(Event::DisputeClaim { seat: Seat::South }),
        Err(ActionError::NotAnOpponentOfClaimer { seat: Seat::South })
    );
}

#[test]
fn a_disputed_claim_is_awarded_by_the_director_70() {
    let t = after_four_tricks(
        "N claim 9 draw trumps, then run the diamonds\nE dispute\ndirector award 7",
    );
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 7,
            law: tenace_laws::LawRef::new("70")
        })
    );
    assert_eq!(st.phase, Phase::Complete);
    assert_eq!(t.result().expect("result").declarer_tricks, Some(8));
}

#[test]
fn the_engine_proposes_an_award_within_the_claim() {
    let t = after_four_tricks("N claim 9 draw trumps, then run the diamonds\nE dispute");
    let p = t
        .state()
        .claim_proposal(&Default::default(), &tenace_claims::default_solver())
        .expect("the solver answers")
        .expect("proposal");
    assert_eq!(p.remaining, 9);
    // East-West hold the top clubs: the claim of every trick cannot stand.
    assert!(p.tricks_awarded_to_claimer_side < 9);
    assert!(p.tricks_awarded_to_claimer_side <= p.double_dummy);
    // `director award` without a number takes that proposal.
    let t2 = after_four_tricks(
        "N claim 9 draw trumps, then run the diamonds\nE dispute\ndirector award",
    );
    assert_eq!(
        t2.state().claims.claim.as_ref().and_then(|c| c.credited()),
        Some(p.tricks_awarded_to_claimer_side)
    );
}

#[test]
fn a_defenders_concession_objected_to_by_partner_does_not_stand_68b2() {
    let t = after_four_tricks("E concede 9\nW object");
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Void)
    );
    assert_eq!(st.phase, Phase::Play);
}

#[test]
fn an_agreed_concession_can_be_corrected_by_the_director_71() {
    let t = after_four_tricks("N concede 9\nE agree\nW agree\ndirector award 2");
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 2,
            law: tenace_laws::LawRef::new("71")
        })
    );
}

#[test]
fn a_claim_establishes_the_claimers_revoke_63a3() {
    // Table mode: North (declarer) revokes, then claims.
    let text = format!(
        "board 1\n{DEAL}\nmode table\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK C2 H6 H3\nN claim 5"
    );
    let t = script::run(&text, &tenace_claims::default_solver())
        .expect("script")
        .table;
    let st = t.state();
    assert!(
        matches!(st.rect.irregularities[0].status, Status::Established { law } if law.as_str() == "63A3")
    );
}

/// Table mode, 4S by North: East revokes at trick 2 (a club while he holds
/// hearts), then declarer claims the rest.
fn os_revoke_then_claim(extra: &str) -> Table {
    let text = format!(
        "board 1\n{DEAL}\nmode table\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 CA H3\nN claim 11\n{extra}"
    );
    script::run(&text, &tenace_claims::default_solver())
        .expect("script")
        .table
}

#[test]
fn an_offenders_revoke_stays_correctable_while_his_side_disputes_the_claim_63a4() {
    // Spec seed 13 (C 63A): only the offending side's agreement to a claim
    // establishes its revoke.
    let t = os_revoke_then_claim("E dispute");
    let st = t.state();
    assert_eq!(st.rect.irregularities[0].law.as_str(), "61A");
    assert_eq!(st.rect.irregularities[0].status, Status::Unnoticed);
    let t = os_revoke_then_claim("E agree\nW agree");
    let st = t.state();
    assert!(
        matches!(st.rect.irregularities[0].status, Status::Established { law } if law.as_str() == "63A4"),
        "{:?}",
        st.rect.irregularities[0].status
    );
}

#[test]
fn bad_claims_are_errors_and_change_nothing() {
    let mut t = after_four_tricks("");
    let before = t.clone();
    assert_eq!(
        t.apply(Event::Claim {
            seat: Seat::North,
            tricks: 10,
            statement: String::new()
        }),
        Err(ActionError::TooManyTricks {
            claimed: 10,
            remaining: 9
        })
    );
    assert_eq!(
        t.apply(Event::Claim {
            seat: Seat::South,
            tricks: 3,
            statement: String::new()
        }),
        Err(ActionError::DummyCannotClaim)
    );
    assert!(matches!(
        t.apply(Event::Claim {
            seat: Seat::North,
            tricks: 3,
            statement: "cash the zebra".into()
        }),
        Err(ActionError::BadStatement { .. })
    ));
    assert_eq!(
        t.apply(Event::Director(Ruling::ClaimAward { tricks: 3 })),
        Err(ActionError::NoClaimPending)
    );
    assert_eq!(t, before);
}

#[test]
fn all_four_agree_to_play_on_and_the_claim_is_void_68d2b() {
    let mut t = after_four_tricks("N claim 9 draw trumps, then run the diamonds\nE dispute");
    // The first to ask must be a non-claimer.
    assert_eq!(
        t.apply(Event::AgreePlayOn { seat: Seat::North }),
        Err(ActionError::NotAnOpponentOfClaimer { seat: Seat::North })
    );
    for seat in [Seat::East, Seat::West, Seat::North] {
        assert_eq!(
            t.apply(Event::AgreePlayOn { seat }),
            Ok(tenace_laws::Outcome::Lawful)
        );
        assert_eq!(t.state().phase, Phase::Claim);
    }
    let out = t
        .apply(Event::AgreePlayOn { seat: Seat::South })
        .expect("fourth");
    assert!(matches!(out, tenace_laws::Outcome::Chose { law } if law.as_str() == "68D2(b)"));
    let st = t.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::PlayedOn)
    );
    assert_eq!(st.phase, Phase::Play);
    // Play continues from where it stopped.
    assert!(t
        .apply(Event::Play {
            seat: Seat::South,
            card: "S5".parse().expect("card")
        })
        .is_ok());
}

#[test]
fn the_director_may_waive_a_rectification_81c5() {
    let text = format!("board 1\n{DEAL}\nN 1S\nE 1H\ndirector waive");
    let t = script::run(&text, &tenace_claims::default_solver())
        .expect("script")
        .table;
    let st = t.state();
    assert!(
        matches!(st.rect.irregularities[0].status, Status::Condoned { law } if law.as_str() == "81C5")
    );
    assert!(t.awaiting_director().is_none());
    // The insufficient bid stands as made.
    assert_eq!(
        st.calls.auction.last_bid().map(|(b, _)| b.to_string()),
        Some("1H".to_string())
    );
    let mut t = after_four_tricks("");
    assert_eq!(
        t.apply(Event::Director(Ruling::WaiveRectification)),
        Err(ActionError::NothingToWaive)
    );
}
