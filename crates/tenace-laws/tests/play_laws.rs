//! The remaining play laws of issue 4, run through the public API and the
//! table script: Law 58 (several cards produced at once).
//!
//! Deal: [`DEAL`] of `common/vectors.rs` (each player holds the top four
//! cards of one suit). 4S by North (North deals): East leads.

#[path = "common/vectors.rs"]
mod vectors;

use tenace_core::Hand;
use tenace_laws::{ActionError, Event, IrregularityKind as K, Mode, Outcome, Table, Why};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;
const TABLE: Mode = Mode::Table;

const FOUR_S_BY_N: &str = "auction 1S P 4S P P P";

fn hand(cards: &str) -> Hand {
    cards.split_whitespace().map(card).collect()
}

// =====================================================================
// Law 58: simultaneous leads or plays
// =====================================================================

#[test]
fn l58b1_one_visible_card_is_played_the_others_go_back() {
    for mode in [AUTO, TABLE] {
        let run = run(
            N,
            mode,
            &format!("{FOUR_S_BY_N}\nE multiple H7 hidden H5 H6"),
        );
        let st = run.table.state();
        assert_eq!(run.steps.last().map(|s| s.outcome), Some(Outcome::Lawful));
        assert!(st.rect.irregularities.is_empty());
        assert_eq!(st.play.tricks.len(), 1);
        assert_eq!(st.play.tricks[0].lead(), Some(card("H7")));
        assert!(st.play.hands[E.index()].contains(card("H5")));
        assert!(st.play.hands[E.index()].contains(card("H6")));
        assert!(st.play.exposed.is_empty() && st.rect.penalty_cards.is_empty());
        replay_matches(&run.table);
    }
}

#[test]
fn l58b2_several_visible_cards_wait_for_the_designation() {
    for mode in [AUTO, TABLE] {
        let run = run(N, mode, &format!("{FOUR_S_BY_N}\nE multiple H7 H5"));
        let st = run.table.state();
        assert_eq!(irregularities(st), ["58B2@E:awaiting"]);
        assert_eq!(
            st.rect.irregularities[0].kind,
            K::SimultaneousCards {
                visible: hand("H7 H5")
            }
        );
        assert!(st.play.tricks.is_empty(), "nothing is played yet");
        let exposed: Hand = st.play.exposed.iter().map(|e| e.card).collect();
        assert_eq!(exposed, hand("H7 H5"));
        assert_eq!(options(st, 0), ["E:designate@58B2", "E:designate@58B2"]);
        // Nobody else may play meanwhile.
        let mut t = run.table.clone();
        refused(
            &mut t,
            Event::Play {
                seat: E,
                card: card("H6"),
            },
            ActionError::AwaitingDirector {
                id: 0,
                law: law("58B2"),
            },
        );
    }
}

#[test]
fn l58b2_defender_designates_a_spot_card_the_other_is_a_minor_penalty_card() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE multiple H7 H5\nE means H7"),
    );
    let st = run.table.state();
    assert_eq!(
        run.steps.last().map(|s| s.outcome),
        Some(Outcome::Settled {
            id: 0,
            law: law("58B2")
        })
    );
    assert_eq!(irregularities(st), ["58B2@E:rectified 58B2"]);
    assert_eq!(st.play.tricks[0].lead(), Some(card("H7")));
    assert_eq!(penalty_cards(st), ["E:H5:minor@58B2"]);
    assert!(st.play.exposed.is_empty());
    replay_matches(&run.table);
}

#[test]
fn l58b2_honour_and_spot_card_commentary() {
    // C 58: playing the spot card leaves the honour a major penalty card ...
    let st = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE multiple CA H5\nE means H5"),
    );
    let st = st.state();
    assert_eq!(st.play.tricks[0].lead(), Some(card("H5")));
    assert_eq!(penalty_cards(st), ["E:CA:major@58B2"]);
    // ... and playing the honour leaves the spot card a minor one.
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE multiple CA H5\nE means CA"),
    );
    assert_eq!(t.state().play.tricks[0].lead(), Some(card("CA")));
    assert_eq!(penalty_cards(t.state()), ["E:H5:minor@58B2"]);
}

#[test]
fn l58b2_defender_meant_another_card_both_become_major_penalty_cards() {
    // C 58: he meant a third card: both cards are major penalty cards, and
    // one of them must be led now (50D1).
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE multiple H7 H5\nE means other"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["58B2@E:rectified 58B2"]);
    assert!(st.play.tricks.is_empty());
    assert_eq!(penalty_cards(st), ["E:H5:major@58B2", "E:H7:major@58B2"]);
    assert_eq!(legal(st, E), "H7 H5");
    replay_matches(&run.table);
}

#[test]
fn l58b2_declarer_designates_the_other_card_goes_back() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nN H8\nW C5\nN multiple C4 D5\nN means C4"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["58B2@N:rectified 58B2"]);
    assert!(st.rect.penalty_cards.is_empty());
    assert!(st.play.hands[N.index()].contains(card("D5")));
    assert_eq!(st.play.tricks.len(), 2);
    assert_eq!(st.play.tricks[1].card_of(N), Some(card("C4")));
    assert_eq!(st.to_play(), Some(E));
}

#[test]
fn l58b_designated_card_keeps_its_own_classification() {
    // Declarer's designated card is a revoke (he holds a club): the play
    // is classified as if it had been made alone.
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\nE CA\nS C8\nW C5\nN multiple D7 D6\nN means D7"),
    );
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["58B2@N:rectified 58B2", "61A@N:unnoticed"]
    );
    assert!(matches!(
        run.steps.last().map(|s| s.outcome),
        Some(Outcome::Irregular { id: 1, .. })
    ));
    assert!(st.rect.penalty_cards.is_empty());
}

#[test]
fn l58_refusals_change_nothing() {
    let mut t = table(N, AUTO, FOUR_S_BY_N);
    refused(
        &mut t,
        Event::PlayMultiple {
            seat: E,
            cards: hand("H7"),
            visible: hand("H7"),
        },
        ActionError::BadMultiplePlay {
            seat: E,
            why: tenace_laws::Why::TwoOrMoreCards,
        },
    );
    refused(
        &mut t,
        Event::PlayMultiple {
            seat: E,
            cards: hand("H7 HA"),
            visible: hand("H7 HA"),
        },
        ActionError::CardNotHeld {
            seat: E,
            card: card("HA"),
            holder: W,
        },
    );
    refused(
        &mut t,
        Event::PlayMultiple {
            seat: E,
            cards: hand("H7 H6"),
            visible: Hand::EMPTY,
        },
        ActionError::BadMultiplePlay {
            seat: E,
            why: tenace_laws::Why::VisibleAmongProduced,
        },
    );
    refused(
        &mut t,
        Event::SimultaneousDesignation {
            seat: E,
            card: Some(card("H7")),
        },
        ActionError::NoDesignationPending { seat: E },
    );
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE multiple H7 H5"));
    refused(
        &mut t,
        Event::SimultaneousDesignation {
            seat: W,
            card: Some(card("H7")),
        },
        ActionError::NoDesignationPending { seat: W },
    );
    refused(
        &mut t,
        Event::SimultaneousDesignation {
            seat: E,
            card: Some(card("H6")),
        },
        ActionError::BadMultiplePlay {
            seat: E,
            why: tenace_laws::Why::DesignatedVisible,
        },
    );
    // In the auction, shown cards are Law 24 exposures.
    let mut t = table(N, AUTO, "N 1S");
    refused(
        &mut t,
        Event::PlayMultiple {
            seat: E,
            cards: hand("H7 H6"),
            visible: hand("H7 H6"),
        },
        ActionError::BadMultiplePlay {
            seat: E,
            why: tenace_laws::Why::ShownInAuction,
        },
    );
}

// =====================================================================
// Law 67: defective trick (a failure to play to a trick)
// =====================================================================

/// Trick 1 quitted without North's card: East leads H7, dummy H2, West HJ.
const OMITTED: &str = "E H7\nS H2\nW HJ\nN fails";

#[test]
fn l67a1_auto_director_the_offender_supplies_a_legal_card() {
    let run = run(N, AUTO, &format!("{FOUR_S_BY_N}\n{OMITTED}"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["67@N:rectified 67A1"]);
    assert_eq!(st.rect.irregularities[0].kind, K::OmittedPlay { trick: 1 });
    assert_eq!(st.to_play(), Some(N));
    assert_eq!(legal(st, N), "HT H9 H8");
    let t = table(N, AUTO, &format!("{FOUR_S_BY_N}\n{OMITTED}\nN H8"));
    assert_eq!(winners(t.state()), "W");
    replay_matches(&t);
}

#[test]
fn l67a1_table_mode_before_each_side_played_to_the_next_trick() {
    let run = run(N, TABLE, &format!("{FOUR_S_BY_N}\n{OMITTED}\nW C5"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["67@N:unnoticed"]);
    assert_eq!(winners(st), "W-", "trick 1 was quitted with three cards");
    let run = super_run(&format!("{FOUR_S_BY_N}\n{OMITTED}\nW C5\nE attention"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["67@N:rectified 67A1"]);
    assert_eq!(st.play.tricks.len(), 1, "West's lead to trick 2 goes back");
    assert!(st.play.hands[W.index()].contains(card("C5")));
    assert_eq!(st.to_play(), Some(N));
    assert_eq!(legal(st, N), "HT H9 H8");
}

fn super_run(body: &str) -> tenace_laws::script::ScriptRun {
    run(N, TABLE, body)
}

/// Trick 2 after the omission: West leads C5, North C2, East CA, dummy C8.
const NEXT_TRICK: &str = "W C5\nN C2\nE CA\nS C8";

#[test]
fn l67b1_after_both_sides_played_he_places_a_card_of_the_suit_led() {
    let body = format!("{FOUR_S_BY_N}\n{OMITTED}\n{NEXT_TRICK}\nE attention");
    let mut t = table(N, TABLE, &body);
    let st = t.state();
    assert_eq!(irregularities(st), ["67@N:awaiting"]);
    assert_eq!(options(st, 0), ["N:place@67B1"]);
    refused(
        &mut t,
        Event::PlaceOmittedCard {
            seat: N,
            card: card("D5"),
        },
        ActionError::MustPlaceSuitLed {
            seat: N,
            suit: suit("H"),
        },
    );
    refused(
        &mut t,
        Event::PlaceOmittedCard {
            seat: E,
            card: card("H6"),
        },
        ActionError::NoOmittedPlay { seat: E },
    );
    assert_eq!(
        t.apply(Event::PlaceOmittedCard {
            seat: N,
            card: card("H8"),
        }),
        Ok(Outcome::Settled {
            id: 0,
            law: law("67B1")
        })
    );
    let st = t.state();
    assert_eq!(irregularities(st), ["67@N:established 67B1"]);
    assert_eq!(st.play.tricks[0].card_of(N), Some(card("H8")));
    assert_eq!(winners(st), "WE", "the card placed does not change who won");
    assert_eq!(st.to_play(), Some(E));
    replay_matches(&t);
}

#[test]
fn l67b1_deemed_revoke_transfers_one_trick_as_64a2() {
    let body = format!("{FOUR_S_BY_N}\n{OMITTED}\n{NEXT_TRICK}\nE attention\nN places H8");
    let mut t = table(N, TABLE, &body);
    play_out(&mut t, tenace_core::Side::NorthSouth);
    let st = t.state();
    assert_eq!(transfers(st), ["64A2:1->EW"]);
    assert_eq!(revoke_flags(st), ["64C1"]);
    let r = t.result().expect("the board is over");
    assert_eq!(winners(st), "WESSSNNNNWEEE");
    assert_eq!(r.tricks_in_play, Some(7));
    assert_eq!(r.declarer_tricks, Some(6));
    assert_eq!(r.score_ns, -200);
    assert!(r.subject_to_director);
}

#[test]
fn l67b1_placed_card_of_any_suit_when_void_in_the_suit_led() {
    // East runs his clubs; North, void at the fourth round, is passed over.
    let body = format!(
        "{FOUR_S_BY_N}\nplay CA C8 C5 C2\nplay CK C9 C6 C3\nplay CQ CT C7 C4\n\
         E CJ\nS DJ\nW D8\nN fails\nE H7\nS H2\nE attention"
    );
    let mut t = table(N, TABLE, &body);
    assert_eq!(irregularities(t.state()), ["67@N:awaiting"]);
    ok_apply(
        &mut t,
        Event::PlaceOmittedCard {
            seat: N,
            card: card("D5"),
        },
    );
    let st = t.state();
    assert_eq!(irregularities(st), ["67@N:established 67B1"]);
    assert_eq!(st.play.tricks[3].card_of(N), Some(card("D5")));
    assert_eq!(winners(st), "EEEE-");
}

#[track_caller]
fn ok_apply(t: &mut Table, e: Event) -> Outcome {
    t.apply(e.clone())
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"))
}

#[test]
fn l67_refusals_change_nothing() {
    let mut t = table(N, TABLE, FOUR_S_BY_N);
    refused(
        &mut t,
        Event::FailToPlay { seat: E },
        ActionError::CannotOmit {
            seat: E,
            why: tenace_laws::Why::NoTrickInProgress,
        },
    );
    let mut t = table(N, TABLE, &format!("{FOUR_S_BY_N}\nE H7"));
    refused(
        &mut t,
        Event::FailToPlay { seat: W },
        ActionError::CannotOmit {
            seat: W,
            why: tenace_laws::Why::NotNextToPlay,
        },
    );
    refused(
        &mut t,
        Event::PlaceOmittedCard {
            seat: N,
            card: card("H8"),
        },
        ActionError::NoOmittedPlay { seat: N },
    );
}

// =====================================================================
// Law 46B: incomplete designation of dummy's card (dummy: South,
// ♠765 ♥432 ♦AKQJ ♣T98)
// =====================================================================

/// The card dummy plays after `line` on East's lead of `lead`.
#[track_caller]
fn dummy_card_after(lead: &str, line: &str) -> String {
    let t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE {lead}\n{line}"));
    let st = t.state();
    assert!(
        st.rect.irregularities.is_empty(),
        "{:?}",
        irregularities(st)
    );
    st.play.tricks[0]
        .card_of(S)
        .map_or("-".into(), |c| c.to_string())
}

#[test]
fn l46b1_high_low_and_win() {
    assert_eq!(dummy_card_after("H7", "N designate high"), "H4"); // 46B1(a)
    assert_eq!(dummy_card_after("H7", "N designate low"), "H2"); // 46B1(c)
                                                                 // 46B1(b): West, still to play, holds ♦T98: the jack is known to win.
    assert_eq!(dummy_card_after("D4", "N designate win"), "DJ");
}

#[test]
fn l46b2_suit_only_is_the_lowest_of_that_suit() {
    assert_eq!(dummy_card_after("D4", "N designate D"), "DJ");
    assert_eq!(dummy_card_after("CJ", "N designate C"), "C8");
}

#[test]
fn l46b3_rank_only() {
    // 46B3(b): the one card of that rank dummy can lawfully play.
    assert_eq!(dummy_card_after("D4", "N designate Q"), "DQ");
    // 46B3(a): dummy on lead names the suit he won the last trick with.
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE D4\nS DJ\nW D8\nN D5\nN designate A"),
    );
    assert_eq!(t.state().play.tricks[1].lead(), Some(card("DA")));
}

#[test]
fn l46b4_a_designation_that_deems_no_card_is_refused() {
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE H7"));
    let no = |l: &'static str, why: Why| ActionError::NoDeemedCard { law: law(l), why };
    let invalid = Why::FitsNoCard;
    use tenace_laws::Designation as D;
    // Nothing of dummy's beats the seven of hearts.
    refused(
        &mut t,
        Event::IncompleteDesignation {
            seat: N,
            designation: D::Win,
        },
        no("46B4", invalid),
    );
    // No legal ace: dummy must follow to hearts.
    refused(
        &mut t,
        Event::IncompleteDesignation {
            seat: N,
            designation: D::Rank {
                rank: "A".parse().expect("rank"),
            },
        },
        no("46B4", invalid),
    );
    refused(
        &mut t,
        Event::IncompleteDesignation {
            seat: E,
            designation: D::High,
        },
        ActionError::NotDeclarer { seat: E },
    );
    // Void in the suit led: "high" names no card.
    let mut t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay CA C8 C5 C2\nplay CK C9 C6 C3\nplay CQ CT C7 C4\nE CJ"),
    );
    refused(
        &mut t,
        Event::IncompleteDesignation {
            seat: N,
            designation: D::High,
        },
        no("46B4", invalid),
    );
}

// =====================================================================
// Law 47E: a card taken back after an opponent misled the player
// =====================================================================

/// Trick 1: East leads H7, dummy H2, West HJ (wins), North H8.
const TRICK1: &str = "E H7\nS H2\nW HJ\nN H8";

#[test]
fn l47e1_lead_out_of_turn_after_a_wrong_statement_is_retracted() {
    for mode in [AUTO, TABLE] {
        let body = format!("{FOUR_S_BY_N}\n{TRICK1}\nE CA\nE retract turn");
        let run = run(N, mode, &body);
        let st = run.table.state();
        assert_eq!(irregularities(st), ["56@E:cancelled 47E1"]);
        assert_eq!(
            run.steps.last().map(|s| s.outcome),
            Some(Outcome::Settled {
                id: 0,
                law: law("47E1")
            })
        );
        assert_eq!(st.play.tricks.len(), 1);
        assert!(st.play.hands[E.index()].contains(card("CA")));
        assert!(st.rect.penalty_cards.is_empty());
        assert_eq!(st.to_play(), Some(W));
        assert_eq!(info(st).len(), 1);
        // It cannot be accepted.
        let mut t = run.table.clone();
        refused(
            &mut t,
            Event::Accept { seat: N },
            ActionError::NothingToAccept { seat: N },
        );
        replay_matches(&run.table);
    }
}

#[test]
fn l47e1_retracted_lead_does_not_establish_a_revoke() {
    // North revokes on trick 1 (a diamond while holding hearts); West wins.
    // North's lead out of turn would establish the revoke (63A1); taken
    // back under 47E1, it does not.
    let body = format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nN D5\nN SA");
    let t = table(N, TABLE, &body);
    assert_eq!(
        irregularities(t.state()),
        ["61A@N:established 63A1", "55@N:unnoticed"]
    );
    let t = table(N, TABLE, &format!("{body}\nN retract turn"));
    assert_eq!(
        irregularities(t.state()),
        ["61A@N:unnoticed", "55@N:cancelled 47E1"]
    );
    assert_eq!(t.state().to_play(), Some(W));
}

#[test]
fn l47e2a_card_played_after_misinformation_is_taken_back() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nW retract misinformation"),
    );
    let st = run.table.state();
    assert!(st.rect.irregularities.is_empty());
    assert_eq!(st.play.tricks[0].len(), 2);
    assert!(st.play.hands[W.index()].contains(card("HJ")));
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(st.to_play(), Some(W));
    assert_eq!(info(st).len(), 1);
    assert_eq!(review_all(st), ["16C"]);
    replay_matches(&run.table);
}

#[test]
fn l47e2a_limits() {
    // Not once a card has been played after his: the card stays, and the
    // Director may adjust (47E2(b); tests/rulings.rs).
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nN H8"));
    assert_eq!(
        t.apply(Event::Retract {
            seat: W,
            cause: tenace_laws::RetractCause::Misinformation,
        }),
        Ok(Outcome::Lawful)
    );
    assert_eq!(t.state().play.tricks[0].card_of(W), Some(card("HJ")));
    // Not the opening lead once dummy has faced his cards.
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE H7"));
    refused(
        &mut t,
        Event::Retract {
            seat: E,
            cause: tenace_laws::RetractCause::Misinformation,
        },
        ActionError::CannotRetract {
            seat: E,
            law: law("47E2(a)"),
            why: tenace_laws::Why::DummyFaced,
        },
    );
    // 47E1 needs a lead out of turn.
    refused(
        &mut t,
        Event::Retract {
            seat: E,
            cause: tenace_laws::RetractCause::WrongTurn,
        },
        ActionError::CannotRetract {
            seat: E,
            law: law("47E1"),
            why: tenace_laws::Why::OnlyLeadOrEarlyCard,
        },
    );
}

// =====================================================================
// Law 54C: declarer could have seen dummy's cards
// =====================================================================

#[test]
fn l54c_declarer_who_could_have_seen_dummy_must_accept() {
    // 4S by North: East is on lead; West faces the opening lead.
    let run = run(N, AUTO, &format!("{FOUR_S_BY_N}\nW HA\ndirector saw-dummy"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["54@W:condoned 54C"]);
    assert!(st.play.dummy_spread);
    assert_eq!(st.play.contract.map(|c| c.declarer), Some(N));
    assert_eq!(st.to_play(), Some(N));
    assert!(st.rect.penalty_cards.is_empty());
    let mut t = run.table.clone();
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::DeclarerSawDummy),
        ActionError::NoQuestionPending,
    );
    replay_matches(&run.table);
}

// =====================================================================
// Law 55A: the defenders choose differently
// =====================================================================

/// After trick 1 West is on lead; declarer leads SA from his hand.
const DECLARER_LOOT: &str = "E H7\nS H2\nW HJ\nN H8\nN SA";

#[test]
fn l55a_next_in_turn_overrules_his_partners_acceptance() {
    for mode in [AUTO, TABLE] {
        let body = format!("{FOUR_S_BY_N}\n{DECLARER_LOOT}\nW attention\nW accept\nE decline");
        let body = if mode == AUTO {
            body.replace("W attention\n", "")
        } else {
            body
        };
        let run = run(N, mode, &body);
        let st = run.table.state();
        assert_eq!(irregularities(st), ["55@N:rectified 55B1"]);
        assert_eq!(st.play.tricks.len(), 1);
        assert!(st.play.hands[N.index()].contains(card("SA")));
        assert_eq!(st.to_play(), Some(W));
        replay_matches(&run.table);
    }
}

#[test]
fn l55a_next_in_turn_overrules_his_partners_refusal() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{DECLARER_LOOT}\nW decline\nE accept"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["55@N:condoned 55A"]);
    assert_eq!(st.play.tricks.len(), 2);
    assert_eq!(st.play.tricks[1].lead(), Some(card("SA")));
    assert_eq!(st.to_play(), Some(E));
    replay_matches(&run.table);
}

#[test]
fn l55a_only_the_defender_next_in_turn_and_only_while_the_lead_is_alone() {
    // East answered first: West cannot overrule him.
    let mut t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{DECLARER_LOOT}\nE accept"),
    );
    refused(
        &mut t,
        Event::Decline { seat: W },
        ActionError::NothingToDecline { seat: W },
    );
    // West accepted and East then played to the lead: too late.
    let mut t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{DECLARER_LOOT}\nW accept\nE S8"),
    );
    refused(
        &mut t,
        Event::Decline { seat: E },
        ActionError::NothingToDecline { seat: E },
    );
    // West refused and has led since: too late to restore the lead.
    let mut t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{DECLARER_LOOT}\nW decline\nW HA"),
    );
    refused(
        &mut t,
        Event::Accept { seat: E },
        ActionError::NothingToAccept { seat: E },
    );
}

// =====================================================================
// Law 61B: inquiries about a revoke
// =====================================================================

#[test]
fn l61b2_dummys_question_to_declarer_draws_attention_to_his_revoke() {
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nN D5\nS asks N"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["61A@N:rectified 62B2"]);
    assert_eq!(
        run.steps.last().map(|s| s.outcome),
        Some(Outcome::Settled {
            id: 0,
            law: law("62B2")
        })
    );
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(st.to_play(), Some(N));
    assert_eq!(legal(st, N), "HT H9 H8");
    replay_matches(&run.table);
}

#[test]
fn l61b1_l61b3_questions_to_a_defender() {
    // West revokes (a club while holding hearts); declarer, or East, asks.
    for asker in ["N", "E"] {
        let run = run(
            N,
            TABLE,
            &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW C5\n{asker} asks W"),
        );
        let st = run.table.state();
        assert_eq!(irregularities(st), ["61A@W:rectified 62B1"]);
        assert_eq!(penalty_cards(st), ["W:C5:major@62B1"]);
        assert_eq!(st.to_play(), Some(W));
        assert_eq!(legal(st, W), "HA HK HQ HJ");
    }
    // No revoke: the question changes nothing.
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW HJ\nN asks W"),
    );
    assert_eq!(run.steps.last().map(|s| s.outcome), Some(Outcome::Lawful));
    assert!(run.table.state().rect.irregularities.is_empty());
}

#[test]
fn l61b_who_may_ask_whom() {
    let mut t = table(N, TABLE, &format!("{FOUR_S_BY_N}\nE H7\nS H2\nW C5"));
    for (seat, asked) in [(S, W), (N, S), (E, E)] {
        refused(
            &mut t,
            Event::RevokeInquiry { seat, asked },
            ActionError::InquiryNotAllowed { seat, asked },
        );
    }
}

// =====================================================================
// Laws 64B4, 64B5: attention drawn to a revoke too late
// =====================================================================

/// North revokes on trick 1 (a diamond while holding hearts), West wins,
/// and North plays to trick 2: the revoke is established (63A1).
const ESTABLISHED: &str = "E H7\nS H2\nW HJ\nN D5\nW C5\nN C2";

fn board_with_established_revoke(extra: &str) -> Table {
    let mut t = table(N, TABLE, &format!("{FOUR_S_BY_N}\n{ESTABLISHED}\n{extra}"));
    play_out(&mut t, tenace_core::Side::NorthSouth);
    t
}

#[track_caller]
fn apply_all(t: &mut Table, events: &[Event]) {
    for e in events {
        ok_apply(t, e.clone());
    }
}

#[test]
fn l64b4_nos_calls_on_the_next_board_no_transfer() {
    let mut t = board_with_established_revoke("");
    assert_eq!(transfers(t.state()), ["64A2:1->EW"]);
    // The offending side's call on the next board changes nothing ...
    apply_all(
        &mut t,
        &[Event::NextBoardCalled {
            side: tenace_core::Side::NorthSouth,
        }],
    );
    assert_eq!(irregularities(t.state()), ["61A@N:established 63A1"]);
    // ... the non-offending side's does.
    assert_eq!(
        t.apply(Event::NextBoardCalled {
            side: tenace_core::Side::EastWest
        }),
        Ok(Outcome::Settled {
            id: 0,
            law: law("64B4")
        })
    );
    let st = t.state();
    assert_eq!(irregularities(st), ["61A@N:condoned 64B4"]);
    assert_eq!(transfers(st), ["64B4:0->EW"]);
    assert!(revoke_flags(st).is_empty());
    let r = t.result().expect("over");
    assert_eq!(r.declarer_tricks, r.tricks_in_play);
    assert!(!r.subject_to_director);
    replay_matches(&t);
}

#[test]
fn l64b5_round_ended_no_transfer() {
    let mut t = board_with_established_revoke("");
    assert_eq!(
        t.apply(Event::RoundEnded),
        Ok(Outcome::Settled {
            id: 0,
            law: law("64B5")
        })
    );
    assert_eq!(irregularities(t.state()), ["61A@N:condoned 64B5"]);
    assert_eq!(transfers(t.state()), ["64B5:0->EW"]);
}

#[test]
fn l64b4_l64b5_do_not_apply_once_attention_was_drawn() {
    let mut t = board_with_established_revoke("");
    apply_all(
        &mut t,
        &[
            Event::DrawAttention { seat: W },
            Event::NextBoardCalled {
                side: tenace_core::Side::EastWest,
            },
            Event::RoundEnded,
        ],
    );
    let st = t.state();
    assert_eq!(st.rect.revokes_noticed, [tenace_laws::IrregularityId(0)]);
    assert_eq!(irregularities(st), ["61A@N:established 63A1"]);
    assert_eq!(transfers(st), ["64A2:1->EW"]);
    // Not before the board is over.
    let mut t = table(N, TABLE, &format!("{FOUR_S_BY_N}\n{ESTABLISHED}"));
    refused(&mut t, Event::RoundEnded, ActionError::BoardNotOver);
}

#[test]
fn l64b4_script_syntax() {
    use tenace_laws::script::ScriptErrorKind;
    let body = format!("{FOUR_S_BY_N}\n{ESTABLISHED}");
    for (line, expected) in [
        (
            "next-board EW",
            ScriptErrorKind::Action(ActionError::BoardNotOver),
        ),
        (
            "round-ended",
            ScriptErrorKind::Action(ActionError::BoardNotOver),
        ),
        (
            "next-board XX",
            ScriptErrorKind::NotA {
                word: "XX".into(),
                expected: tenace_laws::script::Expected::Side,
            },
        ),
    ] {
        let e = try_run(N, TABLE, &format!("{body}\n{line}")).expect_err("refused");
        assert_eq!(e.kind, expected);
    }
}

// =====================================================================
// Laws 62C3, 64B8: both sides revoke on the same trick
// =====================================================================

#[test]
fn l62c3_both_revokes_corrected_when_one_side_has_played_on() {
    // Trick 1: East leads H7, dummy H2, West C5 (revoke), North D5
    // (revoke); East wins and leads to trick 2, which establishes West's
    // revoke (63A1); North's side has not played to it.
    let body = format!("{FOUR_S_BY_N}\nE H7\nS H2\nW C5\nN D5\nE CA");
    let t = table(N, TABLE, &body);
    assert_eq!(
        irregularities(t.state()),
        ["61A@W:established 63A1", "61A@N:unnoticed"]
    );
    let run = run(N, TABLE, &format!("{body}\nW attention"));
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["61A@W:rectified 62C3", "61A@N:rectified 62C3"]
    );
    assert_eq!(st.play.tricks.len(), 1);
    assert_eq!(
        st.play.tricks[0].len(),
        2,
        "the trick is reopened after dummy's card"
    );
    // Every card the defenders take back is a penalty card.
    assert_eq!(penalty_cards(st), ["W:C5:major@62B1", "E:CA:major@62C3"]);
    assert!(st.play.hands[N.index()].contains(card("D5")));
    assert_eq!(st.to_play(), Some(W));
    assert_eq!(legal(st, W), "HA HK HQ HJ");
    // Nothing is established, so nothing is transferred (64B8).
    assert!(transfers(st).is_empty());
    replay_matches(&run.table);
}

// =====================================================================
// Law 43B2: dummy's rights after a violation of 43A2
// =====================================================================

#[test]
fn l43b2b_dummys_question_after_a_violation_costs_the_revoke_trick() {
    let body = format!("{FOUR_S_BY_N}\nE H7\nS violates\nS H2\nW HJ\nN D5\nS asks N");
    let run = run(N, TABLE, &body);
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["43A2@S:review", "61A@N:established 43B2(b)"]
    );
    assert_eq!(
        run.steps.last().map(|s| s.outcome),
        Some(Outcome::Settled {
            id: 1,
            law: law("43B2(b)")
        })
    );
    assert_eq!(
        legal(st, N),
        "HT H9 H8",
        "declarer still corrects the revoke"
    );
    let mut t = run.table.clone();
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["64A2:1->EW"]);
    // Without the violation, the question only corrects it.
    let t = table(N, TABLE, &body.replace("S violates\n", ""));
    assert_eq!(irregularities(t.state()), ["61A@N:rectified 62B2"]);
}

#[test]
fn l43b2c_dummy_first_to_draw_attention_to_a_defenders_irregularity() {
    let body = format!("{FOUR_S_BY_N}\nE H7\nS violates\nS H2\nW C5\nS attention");
    let st = table(N, TABLE, &body);
    let st = st.state();
    assert_eq!(
        irregularities(st),
        ["43A2@S:review", "61A@W:condoned 43B3", "43A1(b)@S:review"]
    );
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(st.to_play(), Some(N), "play goes on as if nothing happened");
    // Only dummy can commit it.
    let mut t = table(N, TABLE, &format!("{FOUR_S_BY_N}\nE H7"));
    refused(
        &mut t,
        Event::DummyViolation { seat: N },
        ActionError::NotDummy { seat: N },
    );
}

// =====================================================================
// Laws 45C4(b), 47C, 47D: change of designation after a slip of the tongue
// =====================================================================

#[test]
fn l45c4b_slip_of_tongue_dummys_card_changed_opponents_may_replay() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE D4\nS DJ\nW D8\ndirector slip DA"),
    );
    let st = run.table.state();
    assert!(st.rect.irregularities.is_empty());
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("DA")));
    assert_eq!(st.play.tricks[0].len(), 2);
    assert!(st.play.hands[S.index()].contains(card("DJ")));
    assert!(st.play.hands[W.index()].contains(card("D8")));
    assert_eq!(st.to_play(), Some(W));
    // West's withdrawn card is unauthorized for declarer (47D, 16C).
    assert_eq!(info(st).len(), 1);
    replay_matches(&run.table);
}

#[test]
fn l45c4b_not_after_declarer_played_again() {
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE D4\nS DJ\nW D8\nN D5"));
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::SlipOfTongue { card: card("DA") }),
        ActionError::CannotChangeDummysCard {
            why: tenace_laws::Why::DeclarerPlayedSince,
        },
    );
}

// =====================================================================
// Law 45D: dummy plays a card declarer did not name
// =====================================================================

#[test]
fn l45d1_auto_director_the_named_card_is_played() {
    let run = run(N, AUTO, &format!("{FOUR_S_BY_N}\nE D4\nS wrong DJ DA"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["45D@S:rectified 45D1"]);
    assert_eq!(
        st.rect.irregularities[0].kind,
        K::DummyWrongCard {
            card: card("DJ"),
            named: card("DA")
        }
    );
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("DA")));
    assert!(st.play.hands[S.index()].contains(card("DJ")));
    assert_eq!(st.to_play(), Some(W));
    replay_matches(&run.table);
}

#[test]
fn l45d1_table_mode_before_each_side_played_to_the_next_trick() {
    let body = format!("{FOUR_S_BY_N}\nE D4\nS wrong DJ DA\nW D8\nN D5\nS C8\nW attention");
    let run = run(N, TABLE, &body);
    let st = run.table.state();
    assert_eq!(irregularities(st), ["45D@S:rectified 45D1"]);
    assert_eq!(st.play.tricks.len(), 1);
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("DA")));
    assert_eq!(st.play.tricks[0].len(), 2);
    for (seat, c) in [(S, "DJ"), (S, "C8"), (W, "D8"), (N, "D5")] {
        assert!(st.play.hands[seat.index()].contains(card(c)), "{seat} {c}");
    }
    assert_eq!(st.to_play(), Some(W));
}

#[test]
fn l45d2_too_late_play_goes_on() {
    let body = format!("{FOUR_S_BY_N}\nE D4\nS wrong DJ DA\nW D8\nN D5\nS C8\nW C5\nW attention");
    let st = table(N, TABLE, &body);
    let st = st.state();
    assert_eq!(irregularities(st), ["45D@S:rectified 45D2"]);
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("DJ")));
    assert_eq!(st.play.tricks[1].len(), 2);
}

// =====================================================================
// Law 62C2: the offender's partner after a corrected revoke
// =====================================================================

/// Dummy wins trick 1 and leads C8 to trick 2; West revokes with HA,
/// North plays C2, East CA; declarer draws attention before trick 3.
const REVOKE_62C2: &str = "E D4\nS DA\nW D8\nN D5\nS C8\nW HA\nN C2\nE CA\nN attention";

#[test]
fn l62c2_partners_card_may_be_changed_and_becomes_a_penalty_card() {
    let run = run(N, TABLE, &format!("{FOUR_S_BY_N}\n{REVOKE_62C2}"));
    let st = run.table.state();
    assert_eq!(irregularities(st), ["61A@W:rectified 62B1"]);
    assert_eq!(penalty_cards(st), ["W:HA:major@62B1"]);
    assert_eq!(
        st.play.tricks[1].len(),
        1,
        "the cards after the revoke go back"
    );
    let exposed: Vec<String> = st
        .play
        .exposed
        .iter()
        .map(|e| format!("{}:{}", e.seat, e.card))
        .collect();
    assert_eq!(exposed, ["E:CA"]);
    // North changes his card, then East changes his: the ace becomes a
    // penalty card. (East may change only after North, the non-offender
    // next before him in rotation, changed his: Law 62C2 and its
    // Commentary; tests/rulings.rs has the case where North does not.)
    let t = table(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{REVOKE_62C2}\nW C5\nN C3\nE CK"),
    );
    assert_eq!(
        penalty_cards(t.state()),
        ["W:HA:major@62B1", "E:CA:major@62C2"]
    );
    assert!(t.state().play.exposed.is_empty());
    // East plays the ace again: no penalty card.
    let t = table(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{REVOKE_62C2}\nW C5\nN C2\nE CA"),
    );
    assert_eq!(penalty_cards(t.state()), ["W:HA:major@62B1"]);
    assert!(t.state().play.exposed.is_empty());
    replay_matches(&t);
}

// =====================================================================
// Law 67: too many cards on a trick
// =====================================================================

#[test]
fn l67a2_extra_card_noticed_before_each_side_played_on_goes_back() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE CA\nS C8\nW C6\nW extra C5"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["67@W:rectified 67A2"]);
    assert_eq!(
        st.rect.irregularities[0].kind,
        K::ExtraCardOnTrick {
            card: card("C5"),
            trick: 1
        }
    );
    assert!(st.play.hands[W.index()].contains(card("C5")));
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(st.to_play(), Some(N));
    replay_matches(&run.table);
}

#[test]
fn l67b2_restored_card_held_all_along_makes_a_later_discard_a_revoke() {
    // West's C5 goes to trick 1 with his C6; at trick 3 he discards a
    // diamond on a club lead; East leads to trick 4 before anyone notices.
    let body = format!(
        "{FOUR_S_BY_N}\nE CA\nS C8\nW C6\nW extra C5\nN C2\nplay CK C9 C7 C3\n\
         play CQ CT D8 C4\nE D4\nS DJ\nN attention"
    );
    let mut t = table(N, TABLE, &body);
    let st = t.state();
    assert_eq!(
        irregularities(st),
        ["67@W:rectified 67B2(a)", "61A@W:established 67B2(b)"]
    );
    assert_eq!(
        st.rect.irregularities[1].kind,
        K::Revoke {
            card: card("D8"),
            suit_led: suit("C"),
            trick: 3
        }
    );
    assert!(st.play.hands[W.index()].contains(card("C5")));
    assert_eq!(
        winners(st),
        "EEE-",
        "ownership of the tricks does not change"
    );
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["64A2:1->NS"]);
}

#[test]
fn l47e1_card_played_before_his_turn_after_a_wrong_statement() {
    // West plays at dummy's turn (57D: the card would have to be played at
    // his turn); told by an opponent it was his turn, he takes it back.
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE H7\nW HJ\nW retract turn"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["57D@W:cancelled 47E1"]);
    assert!(
        st.rect.must_play.is_empty()
            && st.rect.penalty_cards.is_empty()
            && st.play.exposed.is_empty()
    );
    assert_eq!(st.to_play(), Some(S));
    assert_eq!(info(st).len(), 1);
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE H7\nW HJ\nW retract turn\nS H2\nW HA"),
    );
    assert!(t
        .state()
        .rect
        .irregularities
        .iter()
        .skip(1)
        .all(|i| i.kind != K::PlayAtRightHandOpponentsTurn { card: card("HA") }));
    assert_eq!(t.state().play.tricks[0].card_of(W), Some(card("HA")));
    replay_matches(&t);
}

#[test]
fn l46b5_play_anything_either_defender_designates() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nE D4\nN designate any\nW designates-dummy DQ"),
    );
    let st = run.table.state();
    assert!(st.rect.irregularities.is_empty());
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("DQ")));
    assert!(!st.rect.defenders_designate);
    replay_matches(&run.table);
    // Only once declarer has left the choice, and only a defender.
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE D4"));
    refused(
        &mut t,
        Event::DefenderDesignates {
            seat: W,
            card: card("DQ"),
        },
        ActionError::NotLeftToDefenders { seat: W },
    );
    let mut t = table(N, AUTO, &format!("{FOUR_S_BY_N}\nE D4\nN designate any"));
    refused(
        &mut t,
        Event::DefenderDesignates {
            seat: N,
            card: card("DQ"),
        },
        ActionError::NotLeftToDefenders { seat: N },
    );
}

// =====================================================================
// Laws 50E3, 50E4: information from a penalty card
// =====================================================================

/// East exposes the CK after trick 1 (a major penalty card, Law 49) and
/// plays it to trick 2, which he wins.
const CK_PENALTY_CARD_PLAYED: &str =
    "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nE expose CK\nplay C2 CK C8 C5";

#[test]
fn l50e3_a_played_penalty_card_is_unauthorized_for_partner() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nE expose CK"),
    );
    let st = run.table.state();
    assert_eq!(penalty_cards(st), ["E:CK:major@49"]);
    assert!(info(st).is_empty(), "authorized while it lies there (50E1)");
    let t = table(N, AUTO, CK_PENALTY_CARD_PLAYED);
    let st = t.state();
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(info(st), ["E:CK->EW@50E3"]);
    assert_eq!(review_all(st), ["16C"]);
    replay_matches(&t);
}

#[test]
fn l50e4_defenders_winning_in_the_penalty_cards_suit_are_flagged() {
    let mut t = table(N, AUTO, CK_PENALTY_CARD_PLAYED);
    assert!(!review_all(t.state()).contains(&"50E4"), "only after play");
    play_out(&mut t, tenace_core::Side::NorthSouth);
    let st = t.state();
    assert_eq!(st.phase, tenace_laws::Phase::Complete);
    assert!(review_all(st).contains(&"50E4"), "{:?}", review_all(st));
    replay_matches(&t);
    // A diamond penalty card: the defenders win no diamond trick.
    let mut t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nE expose D2"),
    );
    assert_eq!(penalty_cards(t.state()), ["E:D2:minor@49"]);
    play_out(&mut t, tenace_core::Side::NorthSouth);
    let st = t.state();
    assert_eq!(st.phase, tenace_laws::Phase::Complete);
    assert!(!review_all(st).contains(&"50E4"), "{:?}", review_all(st));
}

// =====================================================================
// Law 60B, 60C: play after an illegal play
// =====================================================================

/// Declarer (North) leads the DA from dummy after winning trick 1 in hand;
/// West does not accept, so declarer must lead from his own hand (55B2).
const WRONG_HAND_RETRACTED: &str = "play ST S5 S2 SJ\nS DA\nW decline";

#[test]
fn l60b_defender_playing_before_declarers_required_lead_has_a_major_penalty_card() {
    let run = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{WRONG_HAND_RETRACTED}\nW HA"),
    );
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["55@S:rectified 55B2", "60B@W:rectified 60B"]
    );
    assert_eq!(
        st.rect.irregularities[1].kind,
        K::PlayBeforeRequiredLead { card: card("HA") }
    );
    assert_eq!(penalty_cards(st), ["W:HA:major@60B"]);
    assert_eq!(
        st.play.tricks.len(),
        1,
        "no trick is started by the defender's card"
    );
    assert!(st.play.hands[W.index()].contains(card("HA")));
    // Declarer still leads from his own hand.
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{WRONG_HAND_RETRACTED}\nW HA\nN SA"),
    );
    assert_eq!(t.state().play.tricks[1].leader, N);
    replay_matches(&t);
    // Table mode: it stands unnoticed, faced, until attention is drawn.
    let st = table(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nS DA\nW attention\nW decline\nW HA"),
    );
    assert_eq!(status(st.state(), 1), "unnoticed");
    let st = table(
        N,
        TABLE,
        &format!(
            "{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nS DA\nW attention\nW decline\nW HA\nN attention"
        ),
    );
    assert_eq!(penalty_cards(st.state()), ["W:HA:major@60B"]);
    // Once declarer has led from the correct hand, it is an ordinary play.
    let st = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\n{WRONG_HAND_RETRACTED}\nN SA\nE S9"),
    );
    assert_eq!(st.state().rect.irregularities.len(), 1);
}

#[test]
fn l60c_offenders_play_before_rectification_keeps_the_opponents_rights() {
    // Table mode: East leads out of turn (North won trick 1), then his
    // partner West plays at South's turn. Declarer keeps his Law 56
    // options; West's card is rectified on its own (57D).
    let base = format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nE H7\nW HJ\nN attention");
    let st = table(N, TABLE, &base);
    let st = st.state();
    assert_eq!(irregularities(st), ["56@E:awaiting", "57D@W:rectified 57D"]);
    assert_eq!(options(st, 0).len(), 2, "{:?}", options(st, 0));
    let accepted = table(N, TABLE, &format!("{base}\nN accept"));
    assert_eq!(status(accepted.state(), 0), "condoned 56A");
    assert_eq!(accepted.state().play.tricks[1].lead(), Some(card("H7")));
    let declined = table(N, TABLE, &format!("{base}\nN decline"));
    assert_eq!(status(declined.state(), 0), "rectified 56B");
    assert_eq!(penalty_cards(declined.state()), ["E:H7:major@56B"]);
    replay_matches(&declined);
}

// =====================================================================
// Law 62D2: a defender's revoke on trick 12 before his partner's turn
// =====================================================================

/// North holds the clubs, East the spades and the HK, South the diamonds,
/// West the hearts. 3NT by South, West leads.
const DEAL_12: &str = "N:.Q4..AKQJT987654 AKQJT987654.K.2. 3..KQJT9876543.3 2.AJT9876532.A.2";

/// Tricks 1–11 of [`DEAL_12`]: North's clubs; East, South and West discard.
const TRICKS_1_TO_11: &str = "auction 1NT P 3NT P P P\nplay C2 CA S4 C3\n\
    play CK S5 S3 S2\nplay CQ S6 D3 DA\nplay CJ S7 D4 HA\nplay CT S8 D5 HJ\nplay C9 S9 D6 HT\n\
    play C8 ST D7 H9\nplay C7 SJ D8 H8\nplay C6 SQ D9 H7\nplay C5 SK DT H6\nplay C4 SA DJ H5";

#[test]
fn l62d2_trick_twelve_revoke_before_partners_turn_is_information_for_partner() {
    // Trick 12: North leads the HQ; East discards the D2 holding the HK,
    // before West's turn. Corrected at once: the D2 is a penalty card and
    // what it showed is unauthorized for West (16C).
    let first = run_on(DEAL_12, S, AUTO, &format!("{TRICKS_1_TO_11}\nplay HQ D2"));
    let st = first.table.state();
    assert_eq!(irregularities(st), ["61A@E:rectified 62B1"]);
    assert_eq!(info(st), ["E:D2->EW@62D2"]);
    assert!(review_all(st).contains(&"16C"));
    // The same when attention is drawn only after the board (62D1).
    let mut t = run_on(
        DEAL_12,
        S,
        TABLE,
        &format!("{TRICKS_1_TO_11}\nplay HQ D2 DQ H3\nplay H4 HK DK H2"),
    )
    .table;
    assert!(info(t.state()).is_empty());
    t.apply(Event::DrawAttention { seat: S }).expect("62D1");
    assert_eq!(info(t.state()), ["E:D2->EW@62D2"]);
    replay_matches(&t);
    // A defender's revoke on an earlier trick is not 62D2's.
    let st = run(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nN D5\nE CA"),
    );
    assert_eq!(irregularities(st.table.state()), ["61A@E:rectified 62B1"]);
    assert!(info(st.table.state()).iter().all(|i| !i.ends_with("62D2")));
}

// =====================================================================
// Law 63A2: a revoke established by naming a card for the next trick
// =====================================================================

#[test]
fn l63a2_declarer_naming_dummys_card_establishes_the_revoke() {
    // North (declarer) discards the C2 on a diamond while holding
    // diamonds; dummy wins and declarer names dummy's DK to lead next.
    let base = format!("{FOUR_S_BY_N}\nplay D2 DA D8 C2");
    let st = table(N, TABLE, &base);
    assert_eq!(status(st.state(), 0), "unnoticed");
    let st = table(N, TABLE, &format!("{base}\nS DK"));
    assert_eq!(status(st.state(), 0), "established 63A2");
    replay_matches(&st);
    // Declarer's own play to the next trick establishes it under 63A1:
    // West wins the heart trick North revoked on and leads again.
    let st = table(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\nplay H7 H2 HA C2\nW HK\nN H8"),
    );
    assert_eq!(status(st.state(), 0), "established 63A1");
}

// =====================================================================
// Laws 58A, 58B4: simultaneous plays
// =====================================================================

#[test]
fn l58a_a_card_played_with_a_legal_one_counts_as_later() {
    // East's opening lead and West's S2 at the same moment, written in
    // either order: East's lead counts first, West's card is then a play at
    // dummy's turn (57D).
    for line in ["together W S2 E ST", "together E ST W S2"] {
        let run = run(N, AUTO, &format!("{FOUR_S_BY_N}\n{line}"));
        let st = run.table.state();
        assert_eq!(st.play.tricks[0].lead(), Some(card("ST")));
        assert_eq!(st.play.tricks[0].leader, E);
        assert_eq!(irregularities(st), ["57D@W:rectified 57D"]);
        assert_eq!(st.to_play(), Some(S));
        replay_matches(&run.table);
    }
    // Two legal cards in rotation are simply played in turn.
    let run = run(N, AUTO, &format!("{FOUR_S_BY_N}\nE ST\ntogether W S2 S S5"));
    let st = run.table.state();
    assert!(st.rect.irregularities.is_empty());
    assert_eq!(st.play.tricks[0].card_of(S), Some(card("S5")));
    assert_eq!(st.play.tricks[0].card_of(W), Some(card("S2")));
}

#[test]
fn l58b4_undiscovered_simultaneous_card_is_a_defective_trick() {
    // West's C5 went unseen with his C6 (a simultaneous play nobody
    // noticed: script `extra`); found only after both sides played to the
    // next trick, Law 67 deals with it (67B2).
    let body =
        format!("{FOUR_S_BY_N}\nE CA\nS C8\nW C6\nW extra C5\nN C2\nplay CK C9 C7 C3\nN attention");
    let t = table(N, TABLE, &body);
    let st = t.state();
    assert_eq!(irregularities(st), ["67@W:rectified 67B2(a)"]);
    assert!(st.play.hands[W.index()].contains(card("C5")));
    assert_eq!(winners(st), "EE");
    replay_matches(&t);
}

// =====================================================================
// Law 67B3: a played card not among the quitted tricks
// =====================================================================

/// West is recorded as not playing to trick 2 (`fails`); it comes to light
/// after both sides played to trick 3.
const WEST_FAILS_ON_TRICK_2: &str =
    "play ST S5 S2 SJ\nplay SA S9 S6\nW fails\nplay SK S8 S7 S4\nE attention";

#[test]
fn l67b3_the_director_places_the_misplaced_card() {
    let base = format!("{FOUR_S_BY_N}\n{WEST_FAILS_ON_TRICK_2}");
    let st = table(N, TABLE, &base);
    assert_eq!(irregularities(st.state()), ["67@W:awaiting"]);
    let mut t = table(N, TABLE, &format!("{base}\ndirector misplaced W S3"));
    let st = t.state();
    assert_eq!(irregularities(st), ["67@W:rectified 67B3"]);
    assert_eq!(st.play.tricks[1].card_of(W), Some(card("S3")));
    assert!(!st.play.hands[W.index()].contains(card("S3")));
    assert_eq!(winners(st), "NNN", "the trick's owner does not change");
    assert!(review_all(st).is_empty());
    replay_matches(&t);
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert!(transfers(t.state()).is_empty(), "no revoke is deemed");
    // A card found that did not follow suit is an established revoke.
    let st = table(N, TABLE, &format!("{base}\ndirector misplaced W HA"));
    assert_eq!(
        irregularities(st.state()),
        ["67@W:rectified 67B3", "61A@W:established 63A1"]
    );
}

#[test]
fn l67b3_a_card_played_again_later_is_for_an_adjusted_score() {
    let base = format!("{FOUR_S_BY_N}\n{WEST_FAILS_ON_TRICK_2}");
    let t = table(N, TABLE, &format!("{base}\ndirector misplaced W S4"));
    let st = t.state();
    assert_eq!(irregularities(st), ["67@W:rectified 67B3"]);
    assert_eq!(st.play.tricks[1].card_of(W), None);
    assert_eq!(st.play.tricks[2].card_of(W), Some(card("S4")));
    assert_eq!(review_all(st), ["67B3"]);
    replay_matches(&t);
    // Only for a failure to play that awaits the Director, and a card of
    // the offender's.
    let mut t = table(N, TABLE, &base);
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::CardMisplaced {
            seat: E,
            card: card("S8"),
        }),
        ActionError::NoOmittedPlay { seat: E },
    );
    let before = t.clone();
    assert!(t
        .apply(Event::PlayFinding(
            tenace_laws::PlayFinding::CardMisplaced {
                seat: W,
                card: card("SA"),
            }
        ))
        .is_err());
    assert_eq!(t, before);
}

// =====================================================================
// Law 67 footnote 20: an exposed extra card of a defender
// =====================================================================

#[test]
fn l67_fn20_an_exposed_restored_extra_card_becomes_a_penalty_card() {
    // West's C5 went to trick 1 with his C6 and goes back to his hand
    // (67A2); it was exposed in the process: a penalty card.
    let base = format!("{FOUR_S_BY_N}\nE CA\nS C8\nW C6\nW extra C5");
    let t = table(N, AUTO, &format!("{base}\nW expose C5"));
    let st = t.state();
    assert_eq!(
        irregularities(st),
        ["67@W:rectified 67A2", "49@W:rectified 67B2(a) fn20"]
    );
    assert_eq!(penalty_cards(st), ["W:C5:minor@67B2(a) fn20"]);
    replay_matches(&t);
    // Any other exposed card of his stays a Law 49 penalty card.
    let st = table(N, AUTO, &format!("{base}\nW expose D8"));
    assert_eq!(penalty_cards(st.state()), ["W:D8:minor@49"]);
}

// =====================================================================
// Law 54B2: declarer plays first from dummy after accepting
// =====================================================================

#[test]
fn l54b2_a_card_played_first_from_dummy_accepts_the_lead_and_stands() {
    for mode in [AUTO, TABLE] {
        // West faces the opening lead out of turn (East was on lead);
        // declarer plays the H2 from dummy before his own hand.
        let run = run(N, mode, &format!("{FOUR_S_BY_N}\nW lead HA\nS H2"));
        let st = run.table.state();
        assert_eq!(irregularities(st), ["54@W:condoned 54B"]);
        assert!(st.play.dummy_spread);
        assert_eq!(st.to_play(), Some(N), "declarer plays next from his hand");
        assert_eq!(st.rect.must_play, vec![(S, card("H2"), law("54B2"))]);
        // The card cannot be withdrawn: at dummy's turn it is played.
        let t = table(
            N,
            mode,
            &format!("{FOUR_S_BY_N}\nW lead HA\nS H2\nN H8\nE H5"),
        );
        assert_eq!(t.state().legal_cards(S), hand("H2"));
        let t = table(
            N,
            mode,
            &format!("{FOUR_S_BY_N}\nW lead HA\nS H2\nN H8\nE H5\nS H2"),
        );
        let st = t.state();
        assert_eq!(st.play.tricks[0].card_of(S), Some(card("H2")));
        assert!(st.rect.must_play.is_empty() && st.play.exposed.is_empty());
        replay_matches(&t);
    }
    // A card from dummy that would be a revoke goes back (the exception).
    let st = table(N, AUTO, &format!("{FOUR_S_BY_N}\nW lead HA\nS C8"));
    let st = st.state();
    assert_eq!(irregularities(st), ["54@W:condoned 54B"]);
    assert!(st.rect.must_play.is_empty() && st.play.exposed.is_empty());
    assert!(st.play.hands[S.index()].contains(card("C8")));
}

// =====================================================================
// Law 48B2: declarer's faced hand deemed a claim
// =====================================================================

#[test]
fn l48b2_declarer_facing_his_hand_is_deemed_a_claim_of_the_rest() {
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\ndirector spread-claim"),
    );
    let st = t.state();
    let c = st.claims.claim.as_ref().expect("a claim");
    assert_eq!(
        (c.claimer, c.kind, c.remaining, c.statement.as_str()),
        (N, tenace_claims::ClaimKind::Claim(12), 12, "")
    );
    assert_eq!(st.phase, tenace_laws::Phase::Claim);
    replay_matches(&t);
    // The claim procedure follows: both defenders agree.
    let t = table(
        N,
        AUTO,
        &format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\ndirector spread-claim\nE agree\nW agree"),
    );
    let r = t.result().expect("result");
    assert_eq!(r.declarer_tricks, Some(13));
    // Not before the play period.
    let mut t = table(N, AUTO, "auction 1S P 4S P P P");
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::HandFacedAsClaim),
        ActionError::NoClaimNow,
    );
}

#[test]
fn l43b2a_after_a_violation_dummys_warning_lets_the_defenders_choose_the_hand() {
    use tenace_core::Seat;
    use tenace_laws::script;
    let deal = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
    // 4S by North; trick 1 is won by North (declarer), who is to lead.
    let base =
        format!("board 1\n{deal}\nauction 1S P 4S P P P\nplay S8 S5 S2 SA\nS violates\nS warns");
    let t = script::run(&base, &tenace_claims::default_solver())
        .expect("script")
        .table;
    assert_eq!(t.state().rect.lead_hand_choice, Some(None));
    // Declarer may not lead until a defender has chosen.
    let mut t2 = t.clone();
    assert!(matches!(
        t2.apply(tenace_laws::Event::Play {
            seat: Seat::North,
            card: "SK".parse().expect("card")
        }),
        Err(tenace_laws::ActionError::AwaitingLeadChoice { .. })
    ));
    assert_eq!(t2, t);
    // A defender chooses dummy's hand: the lead from dummy is now in turn.
    let t3 = script::run(
        &format!("{base}\nE lead-from S\nS DA"),
        &tenace_claims::default_solver(),
    )
    .expect("script")
    .table;
    let st = t3.state();
    assert!(st.rect.irregularities.iter().all(|i| !matches!(
        i.kind,
        tenace_laws::IrregularityKind::DeclarerLeadOutOfTurn { .. }
    )));
    assert_eq!(st.play.tricks[1].leader, Seat::South);
    assert_eq!(st.rect.lead_hand_choice, None);
    // Without a prior violation the warning is lawful prevention (42B2).
    let t4 = script::run(
        &format!("board 1\n{deal}\nauction 1S P 4S P P P\nplay S8 S5 S2 SA\nS warns"),
        &tenace_claims::default_solver(),
    )
    .expect("script")
    .table;
    assert_eq!(t4.state().rect.lead_hand_choice, None);
}

// =====================================================================
// Commentary on Law 53: both defenders lead; the proper leader who is
// also next in rotation (53B, asked like 28B)
// =====================================================================

/// West won trick 1 (4S by North, East led the H5); East leads the CJ out
/// of turn, and West, whose lead it was, leads the HK too.
const TWO_LEADS: &str = "play H5 H2 HA H8\nE CJ\nW HK";

#[test]
fn c53_two_leads_are_recognised_and_wait_for_declarers_choice() {
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{TWO_LEADS}\nN attention"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["56@E:awaiting", "56@W:awaiting"]);
    assert!(matches!(
        st.rect.irregularities[1].kind,
        K::SecondLeadByProperLeader { card, irregular_lead }
            if card == vectors::card("HK") && irregular_lead == vectors::card("CJ")
    ));
    // The choice is declarer's about the first lead; the second follows it.
    assert_eq!(options(st, 0), ["N:accept@56A", "N:decline@56B"]);
    assert!(options(st, 1).is_empty());
    assert_eq!(st.play.tricks[1].lead(), Some(card("CJ")));
    assert_eq!(
        st.play.tricks[1].len(),
        1,
        "the second lead is not on the trick"
    );
    assert!(
        st.rect.penalty_cards.is_empty(),
        "nothing is a penalty card yet"
    );
    replay_matches(&run.table);
}

#[test]
fn c53_two_leads_declarer_accepts_the_first_the_second_is_a_major_penalty_card() {
    // Declarer may accept before or after attention is drawn. (In
    // auto-director mode the Director is at the table from the first lead,
    // so the second lead cannot happen.)
    for attention in ["", "\nN attention"] {
        let body = format!("{FOUR_S_BY_N}\n{TWO_LEADS}{attention}\nN accept");
        let run = run(N, TABLE, &body);
        let st = run.table.state();
        assert_eq!(
            irregularities(st),
            ["56@E:condoned 56A", "56@W:rectified 56A"]
        );
        assert_eq!(penalty_cards(st), ["W:HK:major@50B"]);
        assert_eq!(st.play.tricks[1].lead(), Some(card("CJ")));
        assert_eq!(
            st.to_play(),
            Some(S),
            "dummy plays next to the accepted lead"
        );
        replay_matches(&run.table);
    }
}

#[test]
fn c53_two_leads_dummys_card_accepts_the_first() {
    // Declarer plays from dummy to the CJ: an acceptance by play (53A).
    let run = run(N, TABLE, &format!("{FOUR_S_BY_N}\n{TWO_LEADS}\nS C8"));
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["56@E:condoned 53A", "56@W:rectified 56A"]
    );
    assert_eq!(penalty_cards(st), ["W:HK:major@50B"]);
    // West must play the HK at his first legal opportunity, but he holds
    // clubs: he follows suit.
    assert_eq!(legal(st, W), "C7 C6 C5");
    replay_matches(&run.table);
}

#[test]
fn c53_two_leads_declarer_refuses_the_second_card_is_the_lead() {
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{TWO_LEADS}\nN attention\nN decline"),
    );
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["56@E:rectified 56B", "56@W:rectified 56B"]
    );
    let trick = &st.play.tricks[1];
    assert_eq!((trick.leader, trick.lead()), (W, Some(card("HK"))));
    assert_eq!(penalty_cards(st), ["E:CJ:major@56B"]);
    // The lead is made: declarer's 50D2 option does not arise.
    assert_eq!(st.lead_option_pending(W), None);
    assert_eq!(st.to_play(), Some(N));
    // East must follow to hearts; the CJ waits for his first legal chance.
    assert_eq!(legal(st, E), "H7 H6");
    replay_matches(&run.table);
}

#[test]
fn c53_a_second_lead_is_not_waived_on_its_own() {
    // 81C5 waives the rectification of the first lead (it stands); the
    // second card then becomes a penalty card as on acceptance.
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{TWO_LEADS}\nN attention\ndirector waive"),
    );
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["56@E:condoned 81C5", "56@W:rectified 56A"]
    );
    assert_eq!(penalty_cards(st), ["W:HK:major@50B"]);
}

/// East won trick 1 (he led the CA); declarer leads the SA from his hand
/// when East should lead; East, the proper leader and next in rotation,
/// plays the S8.
const LEAD_OR_FOLLOW: &str = "play CA C8 C5 C2\nN SA\nE S8";

#[test]
fn c53b_director_asks_whether_he_meant_to_lead_or_follow() {
    for mode in [TABLE, AUTO] {
        let run = run(N, mode, &format!("{FOUR_S_BY_N}\n{LEAD_OR_FOLLOW}"));
        let st = run.table.state();
        assert_eq!(irregularities(st), ["55@N:finding"]);
        assert_eq!(
            st.rect.irregularities[0].status,
            tenace_laws::Status::AwaitingFinding {
                question: tenace_laws::Question::LeadOrFollow
            }
        );
        assert_eq!(options(st, 0), ["TD:rule@53A", "TD:rule@53B"]);
        // Nothing goes on until the Director has found out.
        let mut t = run.table.clone();
        refused(
            &mut t,
            Event::Play {
                seat: S,
                card: card("S7"),
            },
            ActionError::AwaitingDirector {
                id: 0,
                law: law("55"),
            },
        );
        replay_matches(&run.table);
    }
}

#[test]
fn c53b_he_meant_to_follow_the_lead_out_of_turn_is_accepted() {
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{LEAD_OR_FOLLOW}\ndirector meant-follow"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["55@N:condoned 53A"]);
    let trick = &st.play.tricks[1];
    assert_eq!(trick.leader, N);
    assert_eq!(trick.len(), 2);
    assert_eq!(st.to_play(), Some(S));
    replay_matches(&run.table);
}

#[test]
fn c53b_he_meant_to_lead_his_card_is_the_lead() {
    let run = run(
        N,
        TABLE,
        &format!("{FOUR_S_BY_N}\n{LEAD_OR_FOLLOW}\ndirector meant-lead"),
    );
    let st = run.table.state();
    assert_eq!(irregularities(st), ["55@N:rectified 53B"]);
    let trick = &st.play.tricks[1];
    assert_eq!(
        (trick.leader, trick.lead(), trick.len()),
        (E, Some(card("S8")), 1)
    );
    assert!(
        st.play.hands[N.index()].contains(card("SA")),
        "declarer's card goes back, with no penalty"
    );
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(st.to_play(), Some(S));
    replay_matches(&run.table);
}

#[test]
fn c53b_defenders_lead_withdrawn_when_declarer_meant_to_lead() {
    // North won trick 1; West leads out of turn; declarer, whose lead it
    // was and who plays next, plays the SA from his hand: he meant to lead.
    let body = format!("{FOUR_S_BY_N}\nplay ST S5 S2 SJ\nW HK\nN SA\ndirector meant-lead");
    let run = run(N, TABLE, &body);
    let st = run.table.state();
    // The SA would have been a revoke as a card following to the HK.
    assert_eq!(
        irregularities(st),
        ["56@W:rectified 53B", "61A@N:cancelled 53B"]
    );
    assert_eq!(st.play.tricks[1].lead(), Some(card("SA")));
    assert_eq!(penalty_cards(st), ["W:HK:major@53B"]);
    replay_matches(&run.table);
}

#[test]
fn c53b_a_revoke_as_a_follow_is_no_revoke_as_a_lead() {
    // East holds spades but plays the HQ to declarer's SA: as a follow it
    // would be a revoke; the Director finds he meant to lead.
    let body = format!("{FOUR_S_BY_N}\n{LEAD_OR_FOLLOW}").replace("E S8", "E H7");
    let asked = run(N, TABLE, &body);
    assert_eq!(
        irregularities(asked.table.state()),
        ["55@N:finding", "61A@E:unnoticed"]
    );
    let run = run(N, TABLE, &format!("{body}\ndirector meant-lead"));
    let st = run.table.state();
    assert_eq!(
        irregularities(st),
        ["55@N:rectified 53B", "61A@E:cancelled 53B"]
    );
    assert_eq!(st.play.tricks[1].lead(), Some(card("H7")));
    replay_matches(&run.table);
}

#[test]
fn c53b_no_question_when_the_next_hand_is_not_the_proper_leader() {
    // Declarer leads out of turn at West's turn; East plays next: East's
    // card accepts the lead at once (53A), with no question.
    let body = format!("{FOUR_S_BY_N}\nplay H7 H2 HA H8\nN SA\nE S8");
    let st = run(N, TABLE, &body).table;
    assert_eq!(irregularities(st.state()), ["55@N:condoned 53A"]);
    // A ruling with no question pending is refused.
    let mut t = st.clone();
    refused(
        &mut t,
        Event::Director(tenace_laws::Ruling::LeadIntended { lead: true }),
        ActionError::NoQuestionPending,
    );
}
