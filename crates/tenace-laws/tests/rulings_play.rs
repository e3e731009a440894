//! Issue 14, the play and procedure items of helper play14: Law 51A
//! (declarer designates a penalty card), Law 16D (a card seen before the
//! first call), Law 67A1 (a failure to play that was not the last card of
//! the trick), Laws 41A / 47E2(a) (a faced opening lead withdrawn before
//! dummy faces a card), Laws 17D2 / 25A5 (the hands returned to the board).
//! Each test is written from the law's text and the WBF Commentary
//! (January 2019), cited at the test.
//!
//! Deal: [`DEAL`] of `common/vectors.rs` (each player holds the top four
//! cards of one suit: North spades, East clubs, South diamonds, West
//! hearts).

#[path = "common/vectors.rs"]
mod vectors;

use tenace_core::Hand;
use tenace_laws::{ActionError, Event, Mode, PenaltyCardChoice, Table};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;
const TABLE: Mode = Mode::Table;

#[track_caller]
fn refused(t: &mut Table, event: Event, expected: ActionError) {
    let before = t.clone();
    assert_eq!(t.apply(event.clone()), Err(expected), "{event:?}");
    assert!(
        *t == before,
        "a refused event must leave the table unchanged"
    );
}

fn hand(cards: &[&str]) -> Hand {
    cards.iter().map(|c| card(c)).collect()
}

fn designate(seat: tenace_core::Seat, c: Option<&str>) -> Event {
    Event::DesignatePenaltyCard {
        seat,
        card: c.map(card),
    }
}

// =====================================================================
// Law 51A: declarer designates which penalty card is played
// =====================================================================

/// 4S by North; North wins trick 1 (ST S5 S2 SJ); West's HK and HQ become
/// major penalty cards (honours, Law 50B); North leads H8, East H5, dummy
/// H2. West must play a penalty card (50D1) and both can lawfully be
/// played to the heart lead: declarer designates which (51A).
const TWO_HEARTS: &str =
    "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nW expose HK\nW expose HQ\nN H8\nE H5\nS H2";

#[test]
fn l51a_declarer_designates_which_penalty_card_is_played() {
    let mut t = run(N, AUTO, TWO_HEARTS).table;
    let st = t.state();
    assert_eq!(penalty_cards(st), ["W:HK:major@49", "W:HQ:major@49"]);
    assert_eq!(
        st.penalty_card_choice(W),
        Some(PenaltyCardChoice {
            law: law("51A"),
            chooser: N,
            player: W,
            cards: hand(&["HK", "HQ"]),
            may_leave: false,
        })
    );
    // West waits for declarer; only declarer chooses, only among the
    // penalty cards West may lawfully play, and he must name one.
    refused(
        &mut t,
        Event::Play {
            seat: W,
            card: card("HK"),
        },
        ActionError::AwaitingPenaltyCardChoice {
            declarer: N,
            seat: W,
            law: law("51A"),
        },
    );
    refused(
        &mut t,
        designate(S, Some("HQ")),
        ActionError::NotDeclarer { seat: S },
    );
    refused(
        &mut t,
        designate(N, Some("HA")),
        ActionError::NoPenaltyCardChoice,
    );
    refused(
        &mut t,
        designate(N, None),
        ActionError::MustNamePenaltyCard { law: law("51A") },
    );
    t.apply(designate(N, Some("HQ")))
        .expect("declarer designates");
    let st = t.state();
    assert_eq!(st.penalty_card_choice(W), None);
    assert_eq!(st.legal_cards(W), hand(&["HQ"]));
    t.apply(Event::Play {
        seat: W,
        card: card("HQ"),
    })
    .expect("West plays the designated card");
    let st = t.state();
    assert!(st.rect.irregularities.iter().all(|i| !matches!(
        i.kind,
        tenace_laws::IrregularityKind::PenaltyCardNotPlayed { .. }
    )));
    // The other stays a penalty card (50D1: played at the next legal
    // opportunity).
    assert_eq!(penalty_cards(st), ["W:HK:major@49"]);
}

#[test]
fn l51a_playing_the_other_penalty_card_is_law_52() {
    // Declarer named the HQ; West plays the HK: he failed to play the
    // penalty card Law 51 required (Law 52).
    let st = run(N, AUTO, &format!("{TWO_HEARTS}\nN penalty-card HQ\nW HK")).table;
    let st = st.state();
    let last = st.rect.irregularities.last().expect("West's failure");
    assert_eq!(
        last.kind,
        tenace_laws::IrregularityKind::PenaltyCardNotPlayed {
            card: card("HK"),
            penalty_card: card("HQ"),
            trick: 2
        }
    );
}

#[test]
fn l51a_declarer_designates_the_card_led() {
    // East's CK and CQ become penalty cards in the clarification period
    // (Commentary on Law 24: a defender's card exposed then falls under
    // Law 49). East is the opening leader: both are playable, so declarer
    // designates the lead.
    let mut t = run(N, AUTO, "auction 1S P 4S P P P\nE expose CK\nE expose CQ").table;
    let choice = t.state().penalty_card_choice(E).expect("a 51A choice");
    assert_eq!((choice.chooser, choice.cards), (N, hand(&["CK", "CQ"])));
    refused(
        &mut t,
        Event::Play {
            seat: E,
            card: card("CQ"),
        },
        ActionError::AwaitingPenaltyCardChoice {
            declarer: N,
            seat: E,
            law: law("51A"),
        },
    );
    t.apply(designate(N, Some("CK")))
        .expect("declarer names the CK");
    t.apply(Event::Play {
        seat: E,
        card: card("CK"),
    })
    .expect("East leads it");
    assert_eq!(t.state().play.tricks[0].lead(), Some(card("CK")));
}

#[test]
fn l51a_no_choice_when_no_penalty_card_can_lawfully_be_played() {
    // On a club lead West, who holds clubs, must follow suit (44C comes
    // before 50D1): neither penalty card can lawfully be played, so there
    // is nothing for declarer to designate.
    let st = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nW expose HK\nW expose HQ\nN C2\nE CA\nS C8",
    )
    .table;
    assert_eq!(st.state().penalty_card_choice(W), None);
}

#[test]
fn rb50_declarer_may_designate_or_leave_the_choice() {
    // RB 50: declarer *may* designate; he may also leave the choice to the
    // defender, who then plays either.
    let body = format!("rules rubber\n{TWO_HEARTS}");
    let mut t = run(N, AUTO, &body).table;
    let choice = t.state().penalty_card_choice(W).expect("an RB 50 choice");
    assert_eq!((choice.law, choice.may_leave), (law("RB 50"), true));
    t.apply(designate(N, None)).expect("declarer leaves it");
    assert_eq!(t.state().legal_cards(W), hand(&["HK", "HQ"]));
    t.apply(Event::Play {
        seat: W,
        card: card("HK"),
    })
    .expect("West chooses");
}

// =====================================================================
// Law 67A1: the offender was not the last to play to the trick
// =====================================================================

/// 4S by North; North wins trick 1. Trick 2: North leads C2, East fails to
/// play at his turn, dummy plays C8 and West C7: the trick is quitted with
/// three cards and dummy's C8 wins it. Dummy leads DA to trick 3.
const OMITTED_SECOND: &str =
    "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN C2\nE fails\nS C8\nW C7\nS DA";

#[test]
fn l67a1_second_hand_omitted_table_mode_reopened_before_both_sides_play_on() {
    let st = run(N, TABLE, OMITTED_SECOND).table;
    let st = st.state();
    assert_eq!(irregularities(st), ["67@E:unnoticed"]);
    assert_eq!(winners(st), "NS-", "trick 2 was quitted with three cards");
    // Only North-South have played to trick 3: Law 67A still applies. The
    // offender supplies a card he can lawfully play (a club); the trick is
    // then rectified, so his card counts like any other (unlike 67B1, the
    // law says nothing of ownership staying as it was): his CA wins it.
    let mut t = run(N, TABLE, &format!("{OMITTED_SECOND}\nE attention")).table;
    let st = t.state();
    assert_eq!(irregularities(st), ["67@E:rectified 67A1"]);
    assert_eq!(st.play.tricks.len(), 2, "dummy's lead to trick 3 goes back");
    assert!(st.play.hands[S.index()].contains(card("DA")));
    assert_eq!(st.to_play(), Some(E));
    assert_eq!(legal(st, E), "CA CK CQ CJ");
    // The cards played after his turn stand.
    assert_eq!(st.play.tricks[1].card_of(S), Some(card("C8")));
    assert_eq!(st.play.tricks[1].card_of(W), Some(card("C7")));
    t.apply(Event::Play {
        seat: E,
        card: card("CA"),
    })
    .expect("East supplies a club");
    let st = t.state();
    assert_eq!(winners(st), "NE");
    assert_eq!(st.to_play(), Some(E), "East leads to trick 3");
}

#[test]
fn l67a1_second_hand_omitted_auto_director_supplies_at_once() {
    // In auto-director mode the Director is there at once: East supplies a
    // legal card before the others play on.
    let st = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN C2\nE fails",
    )
    .table;
    let st = st.state();
    assert_eq!(irregularities(st), ["67@E:rectified 67A1"]);
    assert_eq!(st.to_play(), Some(E));
    assert_eq!(legal(st, E), "CA CK CQ CJ");
}

#[test]
fn l67b1_second_hand_omitted_found_after_both_sides_played_on() {
    // West too has played to trick 3: too late for 67A. East places a club
    // among his played cards (67B1(a)); the trick stays dummy's.
    let body = format!("{OMITTED_SECOND}\nE D2\nN D5\nW D8\nN attention\nE places CJ");
    let st = run(N, TABLE, &body).table;
    let st = st.state();
    assert_eq!(st.play.tricks[1].card_of(E), Some(card("CJ")));
    assert_eq!(st.play.tricks[1].winner, Some(S));
    assert_eq!(status(st, 0), "established 67B1");
}

#[test]
fn l67a_only_the_hand_next_to_play_can_fail_to_play() {
    let mut t = run(N, TABLE, "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN C2").table;
    refused(
        &mut t,
        Event::FailToPlay { seat: S },
        ActionError::CannotOmit {
            seat: S,
            why: tenace_laws::Why::NotNextToPlay,
        },
    );
}

// =====================================================================
// Laws 17D2, 25A5: the hands returned to the board
// =====================================================================

#[test]
fn l17d2_25a5_an_unintended_pass_out_may_be_changed_until_the_hands_are_returned() {
    // North deals; four passes. West says his pass was unintended: the
    // auction period lasts until the hands are back in the board (17D2), so
    // the Director is asked (25A5 with 25A2).
    let passed = "N P\nE P\nS P\nW P";
    let st = run(N, AUTO, &format!("{passed}\nW unintended 1H")).table;
    assert!(matches!(
        st.state().rect.irregularities.last().map(|i| i.status),
        Some(tenace_laws::Status::AwaitingFinding { .. })
    ));
    // Once the hands are returned, the auction period is over.
    let mut t = run(N, AUTO, &format!("{passed}\nhands-returned")).table;
    assert!(t.state().play.hands_returned);
    refused(
        &mut t,
        Event::Unintended {
            seat: W,
            intended: attempted("1H"),
        },
        ActionError::AuctionPeriodOver,
    );
    refused(
        &mut t,
        Event::Call {
            seat: N,
            call: attempted("1S"),
        },
        ActionError::BoardOver,
    );
    refused(
        &mut t,
        Event::HandsReturned,
        ActionError::HandsNotReturnable,
    );
    assert!(t.result().is_some(), "the board is passed out");
}

#[test]
fn l17d2_cex14_no_rectification_once_the_hands_are_returned() {
    // Commentary Example 14: West deals, West and North pass, South passes
    // at East's turn. Unnoticed (table mode), the players take it for a
    // pass-out and return their hands: no rectification (17D2) - the board
    // is passed out. Before that, West's pass would make the auction revert
    // to East (17D3; tests/vectors_auction.rs::t17d3_1_cex14_...).
    let t = run(W, TABLE, "W P\nN P\nS P\nhands-returned").table;
    let st = t.state();
    assert_eq!(st.phase, tenace_laws::Phase::PassedOut);
    assert_eq!(status(st, 0), "condoned 17D2");
    assert!(t.result().is_some());
    // With West's pass too the engine has already gone back to East under
    // 17D3 (the passes from South's are cancelled); the hands returned
    // still end the board as passed out.
    let t = run(W, TABLE, "W P\nN P\nS P\nW P\nhands-returned").table;
    assert_eq!(t.state().phase, tenace_laws::Phase::PassedOut);
    assert!(t.result().is_some());
    // The hands cannot go back in the middle of a live auction.
    let mut t = run(N, TABLE, "N 1S\nE P\nS P").table;
    refused(
        &mut t,
        Event::HandsReturned,
        ActionError::HandsNotReturnable,
    );
}

/// A deal where North runs eleven clubs; East's trick-12 revoke
/// (tests/vectors_play.rs, p09).
const DEAL_12: &str = "N:.Q4..AKQJT987654 AKQJT987654.K.2. 3..KQJT9876543.3 2.AJT9876532.A.2";
const TRICKS_1_TO_11: &str = "auction 1NT P 3NT P P P\nplay C2 CA S4 C3\n\
    play CK S5 S3 S2\nplay CQ S6 D3 DA\nplay CJ S7 D4 HA\nplay CT S8 D5 HJ\nplay C9 S9 D6 HT\n\
    play C8 ST D7 H9\nplay C7 SJ D8 H8\nplay C6 SQ D9 H7\nplay C5 SK DT H6\nplay C4 SA DJ H5";

#[test]
fn l62d1_a_trick_12_revoke_is_not_corrected_once_the_hands_are_returned() {
    // East revokes on trick 12 (D2 on the HQ, holding the HK). 62D1 lets it
    // be corrected only before all four hands are returned to the board.
    let body = format!("{TRICKS_1_TO_11}\nplay HQ D2 DQ H3\nplay H4 HK DK H2\nhands-returned");
    let mut t = run_on(DEAL_12, S, TABLE, &body).table;
    let _ = t.apply(Event::DrawAttention { seat: S });
    let st = t.state();
    assert_eq!(
        st.play.tricks[11].card_of(E),
        Some(card("D2")),
        "no correction"
    );
    assert!(!st.rect.irregularities.iter().any(
        |i| matches!(i.status, tenace_laws::Status::Rectified { law } if law == law_of("62D1"))
    ));
}

fn law_of(s: &'static str) -> tenace_laws::LawRef {
    tenace_laws::LawRef::new(s)
}

// =====================================================================
// Law 16D: a card seen before the first call
// =====================================================================

#[test]
fn l16d1_a_card_seen_before_the_first_call_is_the_information_of_the_side_that_saw_it() {
    // East's CK is seen before any call: not Law 24 (Commentary on Law 24)
    // but extraneous information (16D1). The Director first finds who saw
    // it (any player but East): the information is that player's side's.
    for mode in [AUTO, TABLE] {
        let body = if mode == AUTO {
            "E expose CK"
        } else {
            "E expose CK\nS attention"
        };
        let st = run(N, mode, body).table;
        let st = st.state();
        assert_eq!(status(st, 0), "finding", "{mode:?}");
        assert_eq!(
            options(st, 0),
            ["TD:rule@16D1", "TD:rule@16D1", "TD:rule@16D1"],
            "South, West or North saw it"
        );
        assert_eq!(obligations(st), "", "no Law 24 bar");
        assert!(st.rect.penalty_cards.is_empty());
        assert!(info(st).is_empty(), "{:?}", info(st));
    }
    // North saw it: unauthorized for North-South, not for East-West.
    let st = run(N, AUTO, "E expose CK\ndirector seen-by N CK").table;
    let st = st.state();
    assert_eq!(info(st), ["E:CK->NS@16D1"]);
    // Then the Director's choices under 16D: the board played normally;
    // if the information would interfere, a redeal (16D2(b)), play
    // completed ready to adjust (16D2(c)) or an adjusted score (16D2(d)).
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(
        options(st, 0),
        [
            "TD:rule@16D1",
            "TD:rule@16D2(b)",
            "TD:rule@16D2(c)",
            "TD:rule@16D2(d)"
        ]
    );
}

#[test]
fn l16d_the_directors_choices() {
    let seen = "E expose CK\ndirector seen-by W CK";
    // Played normally: nothing more.
    let st = run(N, AUTO, &format!("{seen}\ndirector play-normally")).table;
    assert_eq!(status(st.state(), 0), "rectified 16D1");
    assert!(!review(st.state()).contains(&"16D2(c)"));
    // 16D2(c): play on, the Director ready to adjust: a point for him.
    let mut t = run(N, AUTO, &format!("{seen}\ndirector play-on")).table;
    assert_eq!(status(t.state(), 0), "rectified 16D2(c)");
    assert!(review(t.state()).contains(&"16D2(c)"));
    t.apply(Event::Call {
        seat: N,
        call: attempted("1S"),
    })
    .expect("the auction goes on");
    // 16D2(b): a redeal; this table ends without a result.
    let t = run(N, AUTO, &format!("{seen}\ndirector redeal")).table;
    assert!(t.state().rect.redeal);
    assert_eq!(status(t.state(), 0), "rectified 16D2(b)");
    assert_eq!(t.result(), None);
}

#[test]
fn l16d1_the_finding_names_another_player_and_the_card_seen() {
    let mut t = run(N, AUTO, "E expose CK").table;
    refused(
        &mut t,
        Event::Director(tenace_laws::Ruling::CardSeenBy {
            seat: E,
            card: card("CK"),
        }),
        ActionError::OwnCardSeen { seat: E },
    );
    refused(
        &mut t,
        Event::Director(tenace_laws::Ruling::CardSeenBy {
            seat: S,
            card: card("CQ"),
        }),
        ActionError::NotTheCardSeen { card: card("CQ") },
    );
}

// =====================================================================
// Laws 41A, 47E2(a): a faced opening lead withdrawn before dummy faces a card
// =====================================================================

#[test]
fn l41a_47e2a_a_faced_opening_lead_may_be_withdrawn_until_dummy_faces_a_card() {
    // East faces the H7; a mistaken explanation is corrected; the Director
    // finds dummy had not yet faced a card (Commentary on Law 41: an
    // opening lead based on misinformation may be replaced, face up or
    // down, as long as dummy has not faced any card).
    let mut t = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nE H7\ndirector dummy-not-faced\nE retract misinformation",
    )
    .table;
    let st = t.state();
    assert!(st.play.tricks.is_empty());
    assert!(!st.play.dummy_spread);
    assert!(st.play.hands[E.index()].contains(card("H7")));
    assert!(
        info(st).iter().any(|i| i.starts_with("E:H7->NS")),
        "{:?}",
        info(st)
    );
    t.apply(Event::Play {
        seat: E,
        card: card("CA"),
    })
    .expect("East leads again");
    assert!(
        t.state().play.dummy_spread,
        "dummy spreads with the new lead"
    );
    // Without the finding, dummy is spread with the lead: too late
    // (tests/play_laws.rs::l47e2a_limits). And the finding cannot come
    // once another card has been played.
    let mut t = run(N, AUTO, "auction 1S P 4S P P P\nE H7\nS H2").table;
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::DummyNotFaced),
        ActionError::NotBeforeDummyFaced,
    );
}

#[test]
fn l41a_the_lead_stands_and_dummy_then_faces_his_hand() {
    // The finding, but East keeps his lead: dummy spreads when play goes on.
    let t = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nE H7\ndirector dummy-not-faced\nS H2",
    )
    .table;
    let st = t.state();
    assert!(st.play.dummy_spread);
    assert!(!st.play.dummy_withheld);
    assert_eq!(st.play.tricks[0].len(), 2);
}
