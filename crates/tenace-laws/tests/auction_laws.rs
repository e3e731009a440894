//! Auction laws added after the first pass of issue 3, run through table
//! scripts and the public API, with exact outcomes: Law 25A as a player's
//! own correction (25A1-25A6); artificial calls out of rotation (29C, 30C,
//! and the 26B exemption); board integrity (Laws 13, 14, 15A) and the
//! artificial adjusted score that ends a board (12C2(a)).
//!
//! Unless a test says otherwise the deal is [`vectors::DEAL`], nobody is
//! vulnerable and the mode is auto-director.

#[path = "common/vectors.rs"]
mod vectors;

use tenace_laws::{
    ActionError, ArtificialScore, AverageScore, Event, IrregularityKind as K, Mode, Outcome, Phase,
    Question, Status,
};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;
const TABLE: Mode = Mode::Table;

// =====================================================================
// Law 25A: an unintended call
// =====================================================================

/// 25A2: the player says his call was not the one he meant; the Director
/// is asked at once, in both modes, and the table waits.
#[test]
fn law_25a2_the_director_must_find_whether_the_call_was_unintended() {
    for mode in [AUTO, TABLE] {
        let r = run(N, mode, "N 1S\nN unintended 1H");
        let st = r.table.state();
        assert_eq!(
            st.rect.irregularities[0].kind,
            K::UnintendedCall {
                call: attempted("1S"),
                intended: attempted("1H"),
            }
        );
        assert_eq!(st.rect.irregularities[0].law, law("25A"));
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::AwaitingFinding {
                question: Question::Unintended
            }
        );
        assert_eq!(options(st, 0), ["TD:rule@25A", "TD:rule@25A2"]);
        assert_eq!(
            refused_on(N, mode, "N 1S\nN unintended 1H\nE P"),
            ActionError::AwaitingDirector {
                id: 0,
                law: law("25A")
            }
        );
    }
}

/// 25A1: found unintended before the left-hand opponent called, the
/// intended call replaces it; no unauthorized information, no Law 26.
#[test]
fn law_25a1_the_intended_call_replaces_the_unintended_one() {
    let r = run(N, AUTO, "N 1S\nN unintended 1H\ndirector unintended");
    let st = r.table.state();
    assert_eq!(
        last_outcome(&r),
        Outcome::Settled {
            id: 0,
            law: law("25A")
        }
    );
    assert_eq!(status(st, 0), "rectified 25A");
    assert_eq!(calls(st), "N:1S[x25A] N:1H");
    assert_eq!(standing(st), "N:1H");
    assert_eq!(turn(st), E);
    assert!(info(st).is_empty(), "the unintended call carries no UI");
    assert!(rights(st).is_empty(), "25A1: no Law 26");
    assert!(review(st).is_empty());
    assert_eq!(obligations(st), "");
}

/// 25A2 (and the Commentary): an intended call stands; the Director does
/// not let the player change it.
#[test]
fn law_25a2_an_intended_call_stands() {
    let r = run(N, AUTO, "N 1S\nN unintended 1H\ndirector intended");
    let st = r.table.state();
    assert_eq!(status(st, 0), "cancelled 25A2");
    assert_eq!(calls(st), "N:1S");
    assert_eq!(turn(st), E);
    assert!(st.blocking().is_none());
    assert!(info(st).is_empty());
    // C-Ex 19: the pass that closed a slam try was intended; it stands.
    let r = run(
        N,
        AUTO,
        "N 1H\nE P\nS 4C\nW P\nN P\nN unintended 4H\ndirector intended",
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "cancelled 25A2");
    assert_eq!(standing(st), "N:1H E:Pass S:4C W:Pass N:Pass");
    assert_eq!(turn(st), E);
}

/// 25A1, 25A4: once partner has called, no correction is possible.
#[test]
fn law_25a4_no_correction_after_partner_called() {
    assert_eq!(
        refused_on(N, AUTO, "N 1S\nE P\nS 2S\nN unintended 1H"),
        ActionError::NoCallToCorrect { seat: N }
    );
    // Nor of a call he did not make, or to the same call.
    assert_eq!(
        refused_on(N, AUTO, "N unintended 1H"),
        ActionError::NoCallToCorrect { seat: N }
    );
    assert_eq!(
        refused_on(N, AUTO, "N 1S\nN unintended 1S"),
        ActionError::NoCallToCorrect { seat: N }
    );
}

/// 25A6 (spec T25-1): the left-hand opponent called over the unintended
/// call; after the correction he may withdraw his call (the turn comes back
/// to him, the withdrawn call is UI for the other side) or let it stand.
#[test]
fn law_25a6_the_lho_may_withdraw_his_call() {
    let base = "N 1S\nE 2C\nN unintended 1H\ndirector unintended";
    let r = run(N, AUTO, base);
    let st = r.table.state();
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(calls(st), "N:1S[x25A] N:1H E:2C");
    assert_eq!(options(st, 0), ["E:withdraw@25A6", "E:keep@25A6"]);
    // Only East chooses; nothing else happens until he has.
    assert_eq!(
        refused_on(N, AUTO, &format!("{base}\nS P")),
        ActionError::AwaitingDirector {
            id: 0,
            law: law("25A")
        }
    );
    assert_eq!(
        refused_on(N, AUTO, &format!("{base}\nW withdraw")),
        ActionError::NotEntitledToAccept {
            seat: W,
            law: law("25A6"),
            entitled: tenace_laws::Who::OffendersLho
        }
    );

    let r = run(N, AUTO, &format!("{base}\nE withdraw"));
    let st = r.table.state();
    assert_eq!(
        last_outcome(&r),
        Outcome::Settled {
            id: 0,
            law: law("25A6")
        }
    );
    assert_eq!(status(st, 0), "rectified 25A6");
    assert_eq!(calls(st), "N:1S[x25A] N:1H E:2C[x25A6]");
    assert_eq!(turn(st), E, "the turn comes back to East");
    assert_eq!(info(st), ["E:2C->NS@16C"]);
    assert!(rights(st).is_empty());
    let r = run(N, AUTO, &format!("{base}\nE withdraw\nE 1S"));
    assert_eq!(last_outcome(&r), Outcome::Lawful);

    let r = run(N, AUTO, &format!("{base}\nE keep"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 25A");
    assert_eq!(standing(st), "N:1H E:2C");
    assert_eq!(turn(st), S);
    assert!(info(st).is_empty());
    assert_eq!(
        refused_on(N, AUTO, &format!("{base}\nE keep\nE withdraw")),
        ActionError::NoWithdrawalOption { seat: E }
    );
}

/// Spec §14.1 A12: a call of the left-hand opponent that the correction
/// makes insufficient is withdrawn without asking him, and he calls again.
#[test]
fn law_25a6_a_call_made_insufficient_is_withdrawn() {
    let r = run(N, AUTO, "N 1H\nE 1S\nN unintended 2H\ndirector unintended");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 25A");
    assert_eq!(calls(st), "N:1H[x25A] N:2H E:1S[x25A6]");
    assert_eq!(turn(st), E);
    assert_eq!(info(st), ["E:1S->NS@16C"]);
    assert!(st.blocking().is_none());
}

/// 25A: the intended call is subject to the Laws: an insufficient bid is
/// Law 27 (and the left-hand opponent's call over the first one goes).
#[test]
fn law_25a_the_intended_call_is_subject_to_the_laws() {
    let r = run(
        N,
        AUTO,
        "N 1H\nE 1S\nS 1NT\nW P\nN 2C\nN unintended 2D\ndirector unintended",
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 25A");
    assert_eq!(standing(st), "N:1H E:1S S:1NT W:Pass N:2D");
    // An insufficient intended call is an insufficient bid for the Laws.
    let r = run(
        N,
        AUTO,
        "N 1NT\nE 2C\nS 2H\nW P\nN 3H\nN unintended 2D\ndirector unintended",
    );
    let st = r.table.state();
    assert_eq!(
        last_outcome(&r),
        Outcome::Irregular {
            id: 1,
            law: law("27")
        }
    );
    assert_eq!(standing(st), "N:1NT E:2C S:2H W:Pass N:2D");
    assert_eq!(options(st, 1), ["E:accept@27A1", "E:decline@27B"]);
}

/// 25A with an irregular first call: North's insufficient 1C was meant as
/// 2C; the Director settles 25A before Law 27 and the insufficient bid goes
/// with the unintended call.
#[test]
fn law_25a_an_unintended_insufficient_bid() {
    let r = run(E, AUTO, "E 1H\nS P\nW P\nN 1C\nN unintended 2C");
    assert_eq!(
        r.table.state().rect.irregularities[1].status,
        Status::AwaitingFinding {
            question: Question::Unintended
        }
    );
    let r = run(
        E,
        AUTO,
        "E 1H\nS P\nW P\nN 1C\nN unintended 2C\ndirector unintended",
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "cancelled 25A");
    assert_eq!(status(st, 1), "rectified 25A");
    assert_eq!(standing(st), "E:1H S:Pass W:Pass N:2C");
    assert!(st.blocking().is_none());
    assert!(info(st).is_empty());
    // Found intended: the insufficient bid is dealt with under Law 27.
    let r = run(
        E,
        AUTO,
        "E 1H\nS P\nW P\nN 1C\nN unintended 2C\ndirector intended",
    );
    let st = r.table.state();
    assert_eq!(status(st, 1), "cancelled 25A2");
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(options(st, 0), ["E:accept@27A1", "E:decline@27B"]);
}

/// 25A5 (spec T25-3): an unintended final pass corrected in the
/// clarification period: the auction re-opens with the intended call.
#[test]
fn law_25a5_an_unintended_final_pass_reopens_the_auction() {
    let base = "N 1S\nE P\nS P\nW P";
    let r = run(N, AUTO, base);
    assert_eq!(r.table.state().phase, Phase::Clarification);
    let r = run(
        N,
        AUTO,
        &format!("{base}\nW unintended X\ndirector unintended"),
    );
    let st = r.table.state();
    assert_eq!(st.phase, Phase::Auction, "the auction re-opens");
    assert_eq!(st.play.contract, None);
    assert_eq!(calls(st), "N:1S E:Pass S:Pass W:Pass[x25A] W:X");
    assert_eq!(turn(st), N);
    assert!(info(st).is_empty());
    let r = run(
        N,
        AUTO,
        &format!("{base}\nW unintended X\ndirector unintended\nauction P P P"),
    );
    assert_eq!(contract(r.table.state()), "1SX by N");

    // The pass before the final one: the left-hand opponent's final pass
    // may be withdrawn (25A6).
    let r = run(
        N,
        AUTO,
        &format!("{base}\nS unintended 2S\ndirector unintended"),
    );
    let st = r.table.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(calls(st), "N:1S E:Pass S:Pass[x25A] S:2S W:Pass");
    assert_eq!(options(st, 0), ["W:withdraw@25A6", "W:keep@25A6"]);
    let r = run(
        N,
        AUTO,
        &format!("{base}\nS unintended 2S\ndirector unintended\nW keep\nN P\nE P"),
    );
    assert_eq!(contract(r.table.state()), "2S by N");

    // A passed-out board: until the hands are back in the board (C on 25).
    let r = run(
        N,
        AUTO,
        "auction P P P P\nW unintended 1C\ndirector unintended",
    );
    let st = r.table.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(standing(st), "N:Pass E:Pass S:Pass W:1C");
    assert_eq!(turn(st), N);
    assert_eq!(r.table.result(), None);
}

/// 25A5: a face-down opening lead goes back when the auction re-opens.
#[test]
fn law_25a5_a_face_down_lead_goes_back() {
    let r = run(
        N,
        AUTO,
        "N 1S\nE P\nS P\nW P\nE facedown CA\nW unintended X\ndirector unintended",
    );
    let st = r.table.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(st.play.face_down_lead, None);
}

/// 25A5: after the opening lead is faced, the auction period is over.
#[test]
fn law_25a5_no_correction_after_the_auction_period() {
    assert_eq!(
        refused_on(N, AUTO, "N 1S\nE P\nS P\nW P\nE lead CA\nW unintended X"),
        ActionError::AuctionPeriodOver
    );
}

/// A replay of the log rebuilds the same table.
#[test]
fn law_25a_replays() {
    let r = run(
        N,
        TABLE,
        "N 1S\nE 2C\nN unintended 1H\ndirector unintended\nE withdraw\nE 2D",
    );
    let t = &r.table;
    let again = tenace_laws::Table::replay(t.state().board, t.state().config, t.log().to_vec())
        .expect("replay");
    assert_eq!(again.state(), t.state());
    assert!(matches!(t.log()[2], Event::Unintended { .. }));
}

// =====================================================================
// Laws 29C and 30C: artificial calls out of rotation
// =====================================================================

/// North's strong 1C (artificial, no suit); South passes out of rotation at
/// East's turn, his right-hand opponent's.
const PASS_OF_ARTIFICIAL: &str = "N 1C\ndirector artificial N -\nS P";

/// Without a finding, the pass at the right-hand opponent's turn is Law 30A.
#[test]
fn law_30a_a_natural_pass_out_of_rotation_without_a_finding() {
    let st = run(N, AUTO, "N 1C\nS P").table;
    assert_eq!(options(st.state(), 0), ["W:accept@29A", "W:decline@30A"]);
    let st = run(N, AUTO, "N 1C\nS P\nW decline").table;
    assert_eq!(status(st.state(), 0), "rectified 30A");
    assert_eq!(obligations(st.state()), "S:next(30A)");
}

/// The finding is recorded on the call and shows in the log as a ruling.
#[test]
fn law_29c_the_directors_finding_is_recorded_on_the_call() {
    let r = run(N, AUTO, "N 1C\ndirector artificial N -");
    let st = r.table.state();
    assert_eq!(st.calls.auction.calls[0].specified, Some(suits("-")));
    assert_eq!(last_outcome(&r), Outcome::Lawful);
    let r = run(N, AUTO, "N 1C\nE 2D\ndirector artificial E H");
    assert_eq!(
        r.table.state().calls.auction.calls[1].specified,
        Some(suits("H"))
    );
    let mut t = run(N, AUTO, "N 1C").table;
    assert_eq!(
        t.apply(Event::Director(tenace_laws::Ruling::Artificial {
            record: 5,
            specified: suits("H")
        })),
        Err(ActionError::NoSuchCall { record: 5 })
    );
}

/// 30C, 31A1: a pass of an artificial call at the right-hand opponent's
/// turn is dealt with under Law 31; the right-hand opponent passes, so the
/// offender repeats his pass and there is no further rectification.
#[test]
fn law_30c_31a1_pass_of_an_artificial_call_repeated() {
    let st = run(N, AUTO, PASS_OF_ARTIFICIAL).table;
    assert_eq!(options(st.state(), 0), ["W:accept@29A", "W:decline@31A"]);
    let st = run(N, AUTO, &format!("{PASS_OF_ARTIFICIAL}\nW decline")).table;
    let st = st.state();
    assert_eq!(status(st, 0), "follow-up");
    assert_eq!(obligations(st), "", "not the 30A obligation");
    let r = run(
        N,
        AUTO,
        &format!("{PASS_OF_ARTIFICIAL}\nW decline\nE P\nS P"),
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 31A1");
    assert_eq!(standing(st), "N:1C E:Pass S:Pass");
    assert_eq!(obligations(st), "");
    assert!(rights(st).is_empty());
}

/// 30C, 31A2: the right-hand opponent bids; the offender calls freely and
/// the Director compares his call with the withdrawn pass.
#[test]
fn law_30c_31a2_pass_of_an_artificial_call_then_rho_bids() {
    let base = format!("{PASS_OF_ARTIFICIAL}\nW decline\nE 1H\nS P");
    let st = run(N, AUTO, &base).table;
    assert_eq!(
        options(st.state(), 0),
        ["TD:rule@31A2(a)", "TD:rule@31A2(b)"]
    );
    let st = run(N, AUTO, &format!("{base}\ndirector not-comparable")).table;
    let st = st.state();
    assert_eq!(status(st, 0), "rectified 31A2(b)");
    assert_eq!(obligations(st), "N:next(31A2(b))");
    assert_eq!(rights(st), ["S:26B:pending"]);
    let st = run(N, AUTO, &format!("{base}\ndirector comparable")).table;
    let st = st.state();
    assert_eq!(status(st, 0), "rectified 31A2(a)");
    assert_eq!(obligations(st), "");
    assert!(rights(st).is_empty());
}

/// 30C: an artificial pass at partner's turn is Law 31B; a pass at his
/// next turn is not taken as comparable by itself (the Director judges).
#[test]
fn law_30c_31b_an_artificial_pass_at_partners_turn() {
    let base = "S P\ndirector artificial S -\nW decline\nN 1S\nE P\nS P";
    let st = run(N, AUTO, base).table;
    let st = st.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::AwaitingFinding {
            question: Question::Comparable
        }
    );
    assert_eq!(options(st, 0), ["TD:rule@31B", "TD:rule@31B"]);
    // Without the finding, a natural pass for a pass is comparable (30B1(b)(i)).
    let st = run(N, AUTO, "S P\nW decline\nN 1S\nE P\nS P").table;
    assert_eq!(status(st.state(), 0), "rectified 30B1(b)(i)");
}

/// 29C, 26B: the suits an artificial call specifies, not the one it names,
/// cannot be forbidden. East's 2C (replacing his insufficient 1H, 27B2) is
/// found to show diamonds.
#[test]
fn law_29c_26b_an_artificial_call_specifies_its_suits() {
    let auction = "N 1S\nE 1H\nS decline\nE 2C\ndirector neither\ndirector artificial E D\nS 2NT\nW P\nN 3NT\nauction P P P";
    let mut t = run(N, AUTO, auction).table;
    assert_eq!(contract(t.state()), "3NT by S");
    assert_eq!(
        t.apply(Event::ProhibitLead {
            seat: S,
            suit: Some(tenace_core::Suit::Diamonds)
        }),
        Err(ActionError::SuitSpecified {
            suit: tenace_core::Suit::Diamonds
        })
    );
    assert_eq!(
        t.apply(Event::ProhibitLead {
            seat: S,
            suit: Some(tenace_core::Suit::Clubs)
        }),
        Ok(Outcome::Settled {
            id: 0,
            law: law("26B")
        })
    );
    assert_eq!(rights(t.state()), ["E:26B:exercised(C)"]);
}

// =====================================================================
// Laws 13, 14, 15: board integrity; Law 12C2(a): artificial scores
// =====================================================================

/// 13A1: nobody holding a wrong number of cards has called: the hands are
/// corrected and the board is played normally.
#[test]
fn law_13a1_no_call_made_the_board_is_played_normally() {
    for (body, next) in [
        ("N incorrect-count S", "N 1S"),
        ("N 1S\nE incorrect-count W", "E P"),
    ] {
        let r = run(N, AUTO, &format!("{body}\n{next}"));
        let st = r.table.state();
        let id = st.rect.irregularities.len() - 1;
        assert_eq!(st.rect.irregularities[id].law, law("13"));
        assert_eq!(status(st, id), "rectified 13A1");
        assert_eq!(last_outcome(&r), Outcome::Lawful);
        assert!(info(st).is_empty() && review(st).is_empty());
    }
    assert_eq!(
        refused_on(N, AUTO, "N incorrect-count N"),
        ActionError::SameSeat { seat: N }
    );
}

/// 13B1: a player with a wrong hand has called; the Director finds the
/// deal can be corrected: play goes on with no change of call, and the
/// Director may adjust at the end.
#[test]
fn law_13b1_correctable_the_calls_stand() {
    let base = "N 1S\nE P\nE incorrect-count S";
    let st = run(N, AUTO, base).table;
    let st = st.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::AwaitingFinding {
            question: Question::DealCorrectable
        }
    );
    assert_eq!(options(st, 0), ["TD:rule@13B1", "TD:rule@13B2"]);
    assert!(matches!(
        refused_on(N, AUTO, &format!("{base}\nS P")),
        ActionError::AwaitingDirector { id: 0, .. }
    ));
    let st = run(N, AUTO, &format!("{base}\ndirector correctable")).table;
    let st = st.state();
    assert_eq!(status(st, 0), "rectified 13B1");
    assert_eq!(standing(st), "N:1S E:Pass");
    assert_eq!(turn(st), S);
    assert_eq!(review(st), ["13B1"]);
}

/// 13B2 and 12C2(a): the deal cannot be corrected: no result can be
/// obtained; the Director awards artificial adjusted scores and the board
/// ends with them.
#[test]
fn law_13b2_not_correctable_artificial_scores() {
    let base = "N 1S\nE P\nE incorrect-count S\ndirector not-correctable";
    let r = run(N, AUTO, base);
    let st = r.table.state();
    assert_eq!(
        last_outcome(&r),
        Outcome::Settled {
            id: 0,
            law: law("13B2")
        }
    );
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::AwaitingFinding {
            question: Question::ArtificialScore
        }
    );
    // The offender (East, who held the surplus) is East-West.
    assert_eq!(
        options(st, 0),
        ["TD:rule@12C2", "TD:rule@12C2", "TD:rule@12C2"]
    );
    let ex = st.explanation(0).expect("explanation");
    assert_eq!(
        ex.options[0].action,
        tenace_laws::OptionKind::Rule {
            ruling: tenace_laws::Ruling::ArtificialScore {
                ns: AverageScore::AveragePlus,
                ew: AverageScore::AverageMinus
            }
        }
    );
    assert_eq!(r.table.result(), None);
    let r = run(N, AUTO, &format!("{base}\ndirector score A+ A-"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 12C2");
    assert_eq!(st.phase, Phase::Complete);
    let result = r.table.result().expect("a result");
    assert_eq!(
        result.artificial,
        Some(ArtificialScore {
            ns: AverageScore::AveragePlus,
            ew: AverageScore::AverageMinus
        })
    );
    assert_eq!(result.contract, None);
    assert_eq!(result.score_ns, 0);
    assert!(!result.subject_to_director);
    assert_eq!(
        AverageScore::AveragePlus.to_score(),
        tenace_score::field::Artificial::AveragePlus
    );
    assert_eq!(
        refused_on(N, AUTO, &format!("{base}\ndirector score A+ A-\nS P")),
        ActionError::BoardOver
    );
}

/// 13D: found after the play: the result is cancelled; the Director's
/// artificial score replaces it.
#[test]
fn law_13d_after_the_play_the_result_is_cancelled() {
    let mut t = run(N, AUTO, "N 1S\nauction P P P").table;
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(t.state().phase, Phase::Complete);
    assert!(t.result().is_some_and(|r| r.artificial.is_none()));
    t.apply(Event::IncorrectCardCount { over: W, under: N })
        .expect("applied");
    assert_eq!(
        t.state().rect.irregularities.last().map(|i| i.status),
        Some(Status::AwaitingFinding {
            question: Question::ArtificialScore
        })
    );
    assert_eq!(t.result(), None, "the result is cancelled");
    let both = ArtificialScore {
        ns: AverageScore::Average,
        ew: AverageScore::Average,
    };
    t.apply(Event::Director(tenace_laws::Ruling::ArtificialScore {
        ns: both.ns,
        ew: both.ew,
    }))
    .expect("applied");
    assert_eq!(t.result().and_then(|r| r.artificial), Some(both));
}

/// 14A, 14C: a missing card found before the opening lead is restored;
/// the calls stand; knowing of the replacement is unauthorized for the
/// partner of the deficient hand.
#[test]
fn law_14a_14c_missing_card_before_the_lead() {
    let r = run(N, AUTO, "N 1S\nE P\nS missing-card\nS 2S");
    let st = r.table.state();
    assert_eq!(st.rect.irregularities[0].law, law("14"));
    assert_eq!(status(st, 0), "rectified 14A");
    assert_eq!(standing(st), "N:1S E:Pass S:2S");
    assert_eq!(info(st), ["S:replaced->NS@14C"]);
    assert!(st.blocking().is_none());
}

/// 14B: after the opening lead, the restoration is the Director's to judge
/// (penalty card, revoke): the board is flagged; 14C applies as well.
#[test]
fn law_14b_missing_card_after_the_lead_is_flagged() {
    let r = run(N, AUTO, "N 1S\nauction P P P\nE lead CA\nW missing-card");
    let st = r.table.state();
    let id = st.rect.irregularities.len() - 1;
    assert_eq!(status(st, id), "review");
    assert_eq!(review(st), ["14B"]);
    assert_eq!(info(st), ["W:replaced->EW@14C"]);
}

/// 15A1, 15A2(b), 15A2(c): North called with another board's cards; his
/// call and the later ones are cancelled (UI for North-South, East's call
/// authorized for East-West), and North calls again.
#[test]
fn law_15a2b_the_offender_calls_again() {
    let r = run(N, AUTO, "N 1S\nE 2H\nN wrong-board");
    let st = r.table.state();
    assert_eq!(st.rect.irregularities[0].law, law("15A"));
    assert_eq!(status(st, 0), "rectified 15A2(b)");
    assert_eq!(calls(st), "N:1S[x15A1] E:2H[x15A1]");
    assert_eq!(turn(st), N);
    assert_eq!(info(st), ["N:1S->NS@16C", "E:2H->NS@16C"]);
    assert!(rights(st).is_empty());
    let r = run(N, AUTO, "N 1S\nE 2H\nN wrong-board\nN 1H");
    assert_eq!(last_outcome(&r), Outcome::Lawful);
    assert_eq!(
        refused_on(N, AUTO, "N 1S\nE wrong-board"),
        ActionError::NoCallMade { seat: E }
    );
}

/// 15A2(a): the offender's partner has called since: no result can be
/// obtained from this auction; the Director awards artificial scores.
#[test]
fn law_15a2a_partner_has_called() {
    let base = "N 1S\nE P\nS 2S\nN wrong-board";
    let r = run(N, AUTO, base);
    let st = r.table.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::AwaitingFinding {
            question: Question::ArtificialScore
        }
    );
    assert_eq!(calls(st), "N:1S[x15A1] E:Pass[x15A1] S:2S[x15A1]");
    assert!(matches!(
        refused_on(N, AUTO, &format!("{base}\nN 1H")),
        ActionError::AwaitingDirector { id: 0, .. }
    ));
    let r = run(N, AUTO, &format!("{base}\ndirector score A- A+"));
    assert_eq!(
        r.table.result().and_then(|x| x.artificial),
        Some(ArtificialScore {
            ns: AverageScore::AverageMinus,
            ew: AverageScore::AveragePlus
        })
    );
    // In the clarification period the auction re-opens for it.
    let st = run(N, AUTO, "N 1S\nauction P P P\nS wrong-board").table;
    let st = st.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(status(st, 0), "rectified 15A2(b)");
    assert_eq!(turn(st), S);
}

/// 12C2(a) on the Director's initiative (e.g. 15B1/15B3: a board the
/// table should not have played, already played by one of them).
#[test]
fn law_12c2_artificial_score_on_the_directors_initiative() {
    let r = run(N, AUTO, "N 1S\ndirector score A A");
    assert_eq!(last_outcome(&r), Outcome::Chose { law: law("12C2") });
    assert_eq!(
        r.table.result().and_then(|x| x.artificial),
        Some(ArtificialScore {
            ns: AverageScore::Average,
            ew: AverageScore::Average
        })
    );
    assert_eq!(
        refused_on(N, AUTO, "N 1S\ndirector score A A\ndirector score A A"),
        ActionError::BoardOver
    );
}

/// The board-integrity events replay.
#[test]
fn board_integrity_replays() {
    let r = run(
        N,
        TABLE,
        "N 1S\nE 2H\nN wrong-board\nN 1H\nE P\nS missing-card\nS incorrect-count E\ndirector not-correctable\ndirector score A A-",
    );
    let t = &r.table;
    let again = tenace_laws::Table::replay(t.state().board, t.state().config, t.log().to_vec())
        .expect("replay");
    assert_eq!(again.state(), t.state());
}

// =====================================================================
// Law 11A: the non-offending side acts before the Director is summoned
// =====================================================================

/// Table mode: East exposes the ♣A during the auction and nobody calls the
/// Director; South (non-offending) calls: a review point for forfeiture.
#[test]
fn law_11a_a_non_offending_call_before_the_summons_is_flagged() {
    let r = run(N, TABLE, "N 1S\nE expose CA\nE P\nS 2S");
    let st = r.table.state();
    assert_eq!(review_all(st), ["11A"]);
    assert_eq!(
        st.rect.review[0].irregularity,
        Some(tenace_laws::IrregularityId(0))
    );
    // The offender's own side calling is no forfeiture.
    let st = run(N, TABLE, "N 1S\nE expose CA\nE P").table;
    assert!(review_all(st.state()).is_empty());
    // Auto-director mode: the Director is there at once; nothing to flag.
    let st = run(N, AUTO, "N 1S\nE expose CA\nE P\nS 2S").table;
    assert!(!review_all(st.state()).contains(&"11A"));
    // Once attention is drawn, later calls are no forfeiture.
    let st = run(N, TABLE, "N 1S\nE expose CA\nN attention\nE P\nS 2S").table;
    assert!(!review_all(st.state()).contains(&"11A"));
}

/// 11A covers only what the Laws leave to the Director: the acceptances
/// and cancellations written into Laws 25B1, 27A1, 28B, 29A and the rules
/// of 36A, 37A, 38D, 39B on the left-hand opponent's call raise no flag.
#[test]
fn law_11a_definite_forfeitures_are_not_flagged() {
    for body in [
        "N 1S\nE 1H\nS P",     // 27A1
        "N 1S\nS 2S\nE P",     // 28B (East calls at his own turn)
        "N 1S\nW P\nN P",      // 29A: West's left-hand opponent calls over it
        "N 1S\nE P\nS X\nW P", // 36A
        "N 1S\nE 8S\nS P",     // 38D
    ] {
        let st = run(N, TABLE, body).table;
        assert!(
            !review_all(st.state()).contains(&"11A"),
            "{body}: {:?}",
            review_all(st.state())
        );
    }
    // A call out of rotation at partner's turn, cancelled when partner
    // called in turn (29B), then the non-offending side calls: flagged.
    let st = run(N, TABLE, "N 1S\nW P\nE P\nS 2S").table;
    let st = st.state();
    assert!(review_all(st).contains(&"11A"), "{:?}", review_all(st));
}

// =====================================================================
// Law 20F1: explanations kept with the call
// =====================================================================

#[test]
fn law_20f1_an_explanation_is_kept_with_the_call() {
    let r = run(
        N,
        AUTO,
        "N 1NT\nE P\nS 2C\nN explain Stayman, asks for a major",
    );
    let st = r.table.state();
    assert_eq!(st.calls.call_explanations.len(), 1);
    let e = &st.calls.call_explanations[0];
    assert_eq!((e.record, e.by), (tenace_laws::CallNo(2), N));
    assert_eq!(e.text, "Stayman, asks for a major");
    assert_eq!(last_outcome(&r), Outcome::Lawful);
    assert_eq!(turn(st), W);
    assert_eq!(
        refused_on(N, AUTO, "N explain nothing yet"),
        ActionError::NothingToExplain { seat: N }
    );
    // It follows its call when a 25A correction moves the records.
    let st = run(
        N,
        AUTO,
        "N 1NT\nE 2C\nW explain Landy\nN unintended 1S\ndirector unintended\nE keep",
    )
    .table;
    let st = st.state();
    assert_eq!(calls(st), "N:1NT[x25A] N:1S E:2C");
    assert_eq!(st.calls.call_explanations[0].record, tenace_laws::CallNo(2));
    // And it replays.
    let t = run(N, TABLE, "N 1NT\nE P\nS 2C\nN explain Stayman").table;
    let again = tenace_laws::Table::replay(t.state().board, t.state().config, t.log().to_vec())
        .expect("replay");
    assert_eq!(again.state(), t.state());
}

// =====================================================================
// Check, then change: every new event, in many positions
// =====================================================================

/// Each new event and ruling, from every seat, in positions across the
/// board: a refused one leaves the table exactly as it was; an applied one
/// is rebuilt by a replay of the log.
#[test]
fn new_events_check_then_change_and_replay() {
    use tenace_laws::Ruling;
    let positions = [
        "",
        "N 1S",
        "N 1S\nE 2C",
        "N 1S\nE 1H",
        "N 1S\nN unintended 1H",
        "N 1S\nE 2C\nN unintended 1H\ndirector unintended",
        "N 1S\nE P\nE incorrect-count S",
        "N 1S\nE P\nS 2S\nN wrong-board",
        "N 1S\nauction P P P",
        "N 1S\nauction P P P\nE lead CA",
        "auction P P P P",
    ];
    let calls = ["P", "X", "1H", "2S", "1C"];
    let mut events = Vec::new();
    for seat in tenace_core::Seat::ALL {
        for c in calls {
            events.push(Event::Unintended {
                seat,
                intended: attempted(c),
            });
        }
        events.push(Event::WithdrawCall {
            seat,
            withdraw: true,
        });
        events.push(Event::WithdrawCall {
            seat,
            withdraw: false,
        });
        for under in tenace_core::Seat::ALL {
            events.push(Event::IncorrectCardCount { over: seat, under });
        }
        events.push(Event::MissingCard { seat });
        events.push(Event::WrongBoard { seat });
        events.push(Event::ExplainCall {
            seat,
            record: None,
            text: "natural".into(),
        });
    }
    for record in 0..5 {
        events.push(Event::Director(Ruling::Artificial {
            record,
            specified: suits("H"),
        }));
    }
    for correctable in [true, false] {
        events.push(Event::Director(Ruling::DealCorrectable { correctable }));
    }
    events.push(Event::Director(Ruling::ArtificialScore {
        ns: AverageScore::AveragePlus,
        ew: AverageScore::AverageMinus,
    }));
    for mode in [AUTO, TABLE] {
        for body in positions {
            let base = run(N, mode, body).table;
            for e in &events {
                let mut t = base.clone();
                match t.apply(e.clone()) {
                    Err(_) => assert_eq!(t, base, "{body} / {e:?}"),
                    Ok(_) => {
                        let again = tenace_laws::Table::replay(
                            t.state().board,
                            t.state().config,
                            t.log().to_vec(),
                        )
                        .expect("replay");
                        assert_eq!(again.state(), t.state(), "{body} / {e:?}");
                    }
                }
            }
        }
    }
}

// =====================================================================
// Laws 13A2, 13C, 14B, 15A3, 15B, 16D2(b): the Director's later findings
// =====================================================================

/// 13A2: the hands were put right before anyone with a wrong hand called
/// (13A1), but a card had been seen: play goes on with a review flag.
#[test]
fn law_13a2_a_seen_card_leaves_a_review_flag() {
    let r = run(N, AUTO, "N incorrect-count S\ndirector card-seen\nN 1S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 13A2");
    assert_eq!(review(st), ["13A2"]);
    assert_eq!(standing(st), "N:1S");
    let r = run(N, AUTO, "N incorrect-count S\ndirector card-seen");
    assert_eq!(
        last_outcome(&r),
        Outcome::Settled {
            id: 0,
            law: law("13A2")
        }
    );
    // Only after a 13A1 correction; and only once.
    assert_eq!(
        refused_on(N, AUTO, "N 1S\ndirector card-seen"),
        ActionError::NoQuestionPending
    );
    assert_eq!(
        refused_on(
            N,
            AUTO,
            "N incorrect-count S\ndirector card-seen\ndirector card-seen"
        ),
        ActionError::NoQuestionPending
    );
}

/// 13C: a stray card is removed; only when it had been played to a trick
/// does a review flag follow.
#[test]
fn law_13c_a_surplus_card_is_removed() {
    let r = run(N, AUTO, "N 1S\ndirector surplus E unplayed");
    assert_eq!(last_outcome(&r), Outcome::Chose { law: law("13C") });
    assert!(review(r.table.state()).is_empty());
    assert_eq!(standing(r.table.state()), "N:1S");
    let r = run(
        N,
        AUTO,
        "N 1S\nauction P P P\nE lead CA\nS C8\ndirector surplus E played",
    );
    assert_eq!(review(r.table.state()), ["13C"]);
    assert_eq!(
        refused_on(N, AUTO, "N 1S\ndirector surplus E played"),
        ActionError::NothingPlayed { seat: E }
    );
}

/// 14B1: the missing card turns up among the played cards: Law 67 is the
/// path; the 14B flag becomes a 14B1 one.
#[test]
fn law_14b1_found_among_the_played_cards() {
    let base = "N 1S\nauction P P P\nE lead CA\nW missing-card";
    let r = run(N, AUTO, &format!("{base}\ndirector found C5 played"));
    let st = r.table.state();
    let id = st.rect.irregularities.len() - 1;
    assert_eq!(status(st, id), "rectified 14B1");
    assert_eq!(review(st), ["14B", "14B1"]);
    assert_eq!(info(st), ["W:replaced->EW@14C"]);
}

/// 14B2, 14B3, 14B4: found elsewhere or rebuilt, the card is in its hand
/// and always was: an earlier failure to follow to its suit is a revoke
/// for the Director (14B4 flag).
#[test]
fn law_14b2_14b3_14b4_restored_card_and_revoke() {
    let base = "N 1S\nauction P P P\nE lead CA\nS C8";
    let r = run(
        N,
        AUTO,
        &format!("{base}\nW missing-card\ndirector found C5 elsewhere"),
    );
    let st = r.table.state();
    let id = st.rect.irregularities.len() - 1;
    assert_eq!(status(st, id), "rectified 14B2");
    assert_eq!(review(st), ["14B", "14B2"]);
    // Table mode: West showed out of clubs on trick 1 while holding C5.
    let r = run(
        N,
        TABLE,
        &format!("{base}\nW HJ\nN C2\nW missing-card\ndirector found C5 lost"),
    );
    let st = r.table.state();
    let id = st.rect.irregularities.len() - 1;
    assert_eq!(status(st, id), "rectified 14B3");
    assert_eq!(review(st), ["14B", "14B3", "14B4"]);
    // The card belongs to another hand, or has been played, or nothing is
    // pending.
    assert_eq!(
        refused_on(
            N,
            AUTO,
            &format!("{base}\nW missing-card\ndirector found CA elsewhere")
        ),
        ActionError::CardNotHeld {
            seat: W,
            card: card("CA"),
            holder: E
        }
    );
    assert_eq!(
        refused_on(
            N,
            AUTO,
            &format!("{base}\nE missing-card\ndirector found CA elsewhere")
        ),
        ActionError::AlreadyPlayed {
            card: card("CA"),
            trick: 1
        }
    );
    assert_eq!(
        refused_on(N, AUTO, &format!("{base}\ndirector found C5 elsewhere")),
        ActionError::NoQuestionPending
    );
}

/// 15A2(b): the offender calls again on this board and the auction goes
/// on; 15A3 (comparing his call on the board the cards came from) is left
/// as a point for the Director, whatever he calls here (tests/rulings.rs).
#[test]
fn law_15a3_repeated_call_or_not() {
    let r = run(N, AUTO, "N 1S\nE 2H\nN wrong-board\nN 1S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 15A2(b)");
    assert_eq!(review(st), ["15A3"]);
    let r = run(N, AUTO, "N 1S\nE 2H\nN wrong-board\nN 1H");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 15A2(b)");
    assert_eq!(review(st), ["15A3"]);
    // Only the first call after the cancellation counts.
    let r = run(
        N,
        AUTO,
        "N 1S\nE 2H\nN wrong-board\nN 1H\nE P\nS P\nW P\nN 2S",
    );
    assert_eq!(review(r.table.state()), ["15A3"]);
}

/// 15B1, 15B3: a player here had already played the board: no result,
/// artificial scores; 15B2: nobody had: the board is finished and scored,
/// with a 15B3 flag for those denied a result on the right board.
#[test]
fn law_15b_wrong_board_found_after_the_auction_started() {
    let base = "N 1S\nE P\ndirector wrong-board played-before";
    let r = run(N, AUTO, base);
    let st = r.table.state();
    assert_eq!(st.rect.irregularities[0].kind, K::WrongBoardInPlay);
    assert_eq!(st.rect.irregularities[0].law, law("15B"));
    assert_eq!(
        last_outcome(&r),
        Outcome::Settled {
            id: 0,
            law: law("15B1")
        }
    );
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::AwaitingFinding {
            question: Question::ArtificialScore
        }
    );
    assert_eq!(r.table.result(), None);
    assert!(matches!(
        refused_on(N, AUTO, &format!("{base}\nS P")),
        ActionError::AwaitingDirector { id: 0, .. }
    ));
    let r = run(N, AUTO, &format!("{base}\ndirector score A A"));
    assert_eq!(
        r.table.result().and_then(|x| x.artificial),
        Some(ArtificialScore {
            ns: AverageScore::Average,
            ew: AverageScore::Average
        })
    );
    let r = run(N, AUTO, "N 1S\nE P\ndirector wrong-board new\nS P\nW P");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified 15B2");
    assert_eq!(review(st), ["15B3"]);
    assert_eq!(st.phase, Phase::Clarification);
    assert_eq!(
        refused_on(N, AUTO, "director wrong-board new"),
        ActionError::AuctionNotStarted
    );
}

/// 16D2(b): extraneous information before any call: the board is to be
/// redealt; this table ends with no result. Not once a call is made.
#[test]
fn law_16d2b_redeal_before_any_call() {
    let r = run(N, AUTO, "director redeal");
    let st = r.table.state();
    assert_eq!(
        last_outcome(&r),
        Outcome::Chose {
            law: law("16D2(b)")
        }
    );
    assert_eq!(st.phase, Phase::Complete);
    assert!(st.rect.redeal);
    assert_eq!(review(st), ["16D2(b)"]);
    assert_eq!(r.table.result(), None);
    assert_eq!(
        refused_on(N, AUTO, "director redeal\nN 1S"),
        ActionError::BoardOver
    );
    assert_eq!(
        refused_on(N, AUTO, "N P\ndirector redeal"),
        ActionError::AuctionStarted
    );
}

/// The new findings check, then change, and replay.
#[test]
fn integrity_findings_check_then_change_and_replay() {
    use tenace_laws::{FoundPlace, Ruling};
    let positions = [
        "",
        "N 1S",
        "N incorrect-count S",
        "N 1S\nE 2H\nN wrong-board",
        "N 1S\nauction P P P\nE lead CA\nS C8\nW missing-card",
        "N 1S\nauction P P P\nE lead CA\nS C8",
        "auction P P P P",
    ];
    let mut events = vec![
        Event::Director(Ruling::CardSeen),
        Event::Director(Ruling::Redeal),
        Event::Director(Ruling::WrongBoardFound {
            played_before: true,
        }),
        Event::Director(Ruling::WrongBoardFound {
            played_before: false,
        }),
        Event::Call {
            seat: N,
            call: attempted("1S"),
        },
    ];
    for seat in tenace_core::Seat::ALL {
        for played in [true, false] {
            events.push(Event::Director(Ruling::SurplusCard { seat, played }));
        }
    }
    for c in ["C5", "CA", "S2", "H7"] {
        for place in [
            FoundPlace::AmongPlayed,
            FoundPlace::Elsewhere,
            FoundPlace::NotFound,
        ] {
            events.push(Event::Director(Ruling::MissingCardFound {
                card: card(c),
                place,
            }));
        }
    }
    for mode in [AUTO, TABLE] {
        for body in positions {
            let base = run(N, mode, body).table;
            for e in &events {
                let mut t = base.clone();
                match t.apply(e.clone()) {
                    Err(_) => assert_eq!(t, base, "{body} / {e:?}"),
                    Ok(_) => {
                        let again = tenace_laws::Table::replay(
                            t.state().board,
                            t.state().config,
                            t.log().to_vec(),
                        )
                        .expect("replay");
                        assert_eq!(again.state(), t.state(), "{body} / {e:?}");
                    }
                }
            }
        }
    }
}

/// 10B: the Director upholds what the players did on their own (nothing
/// changes) or cancels it (a review flag: the engine cannot undo an
/// arbitrary action of the players).
#[test]
fn law_10b_self_rectification_upheld_or_cancelled() {
    let r = run(N, TABLE, "N 1S\ndirector upheld");
    assert_eq!(last_outcome(&r), Outcome::Chose { law: law("10B") });
    assert!(review(r.table.state()).is_empty());
    assert_eq!(standing(r.table.state()), "N:1S");
    let r = run(N, TABLE, "N 1S\ndirector undone");
    assert_eq!(last_outcome(&r), Outcome::Chose { law: law("10B") });
    assert_eq!(review(r.table.state()), ["10B"]);
    assert_eq!(standing(r.table.state()), "N:1S");
}
