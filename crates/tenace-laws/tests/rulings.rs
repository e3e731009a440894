//! Issue 14: where the engine departed from the Laws in the auction, the
//! play and the procedure. Each test is written from the law's text and the
//! WBF Commentary (January 2019), cited at the test.
//!
//! Deal: [`DEAL`] of `common/vectors.rs` (each player holds the top four
//! cards of one suit: North spades, East clubs, South diamonds, West
//! hearts).

#[path = "common/vectors.rs"]
mod vectors;

use tenace_core::{Suit, SuitSet};
use tenace_laws::{
    ActionError, Chooser, Event, LeadChoice, LeadRightStatus, Mode, OptionKind, Outcome, Role,
    Table, Why,
};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;
const TABLE: Mode = Mode::Table;
const MODES: [Mode; 2] = [AUTO, TABLE];

#[track_caller]
fn refused(t: &mut Table, event: Event, expected: ActionError) {
    let before = t.clone();
    assert_eq!(t.apply(event.clone()), Err(expected), "{event:?}");
    assert!(
        *t == before,
        "a refused event must leave the table unchanged"
    );
}

// =====================================================================
// Law 26B: declarer may only forbid one suit the offender did not specify
// =====================================================================

/// Commentary Example 21: East's 2H (hearts only) replaced a 2H out of
/// rotation that showed hearts and a minor; not comparable, so Law 26B
/// applies. East's legal auction specified hearts and clubs: declarer
/// (South, 3D) may forbid West only spades or diamonds.
const CEX21: &str = "E 2H\nS decline\nN 1NT\nE 2H\ndirector not-comparable\nS 2NT\nW P\nN 3C\nE X\nS 3D\nauction P P P\ndirector specified E HC";

#[test]
fn l26b_declarer_may_forbid_one_unspecified_suit_and_require_none() {
    for mode in MODES {
        let mut t = run(N, mode, &with_attention(mode, CEX21)).table;
        let choice = t.state().lead_choice(W);
        assert_eq!(
            choice,
            Some(LeadChoice {
                law: law("26B"),
                chooser: S,
                leader: W,
                may_require: SuitSet::EMPTY,
                may_forbid: suits("SD"),
            })
        );
        // The view says who chooses and what he may forbid.
        let view = serde_json::to_value(t.state().view(Role::Seat(W))).expect("json");
        assert_eq!(view["lead_choice"]["chooser"], "S");
        assert_eq!(view["lead_choice"]["may_forbid"], "SD");
        assert_eq!(view["lead_choice"]["may_require"], "-");
        // Requiring a suit is no part of Law 26B: refused with the reason,
        // not as if no option were open.
        for suit in Suit::ALL {
            refused(
                &mut t,
                Event::LeadOption {
                    seat: S,
                    require: Some(suit),
                    prohibit: SuitSet::EMPTY,
                },
                ActionError::BadLeadOption {
                    why: Why::Law26bForbidOnly,
                },
            );
        }
        assert!(t
            .apply(Event::ProhibitLead {
                seat: S,
                suit: Some(Suit::Diamonds),
            })
            .is_ok());
        assert_eq!(t.state().lead_choice(W), None);
    }
}

#[test]
fn l50d2_a_refused_lead_option_does_not_cite_law_26b() {
    // No penalty card and no withdrawn call: declarer has no option at all;
    // the refusal of his `require` names Laws 50D2 / 51B.
    let mut t = run(N, AUTO, "auction 1S P 4S P P P").table;
    refused(
        &mut t,
        Event::LeadOption {
            seat: N,
            require: Some(Suit::Hearts),
            prohibit: SuitSet::EMPTY,
        },
        ActionError::NoPenaltyCardOption,
    );
    assert!(!ActionError::NoPenaltyCardOption.to_string().contains("26B"));
}

/// Commentary Example 22: East's 2D opening showed all four suits (length
/// in three, shortage in diamonds); his later call was withdrawn and
/// replaced by a pass that is not comparable. Law 26B allows only a suit
/// the offender did not specify: there is none, so West's lead is not
/// restricted and does not wait for declarer.
#[test]
fn l26b_cex22_every_suit_specified_no_restriction_and_no_wait() {
    let body =
        "E 2D\nS 2H\nW P\nN P\nE 2C\nS decline\nE P\ndirector neither\ndirector specified E SHDC";
    for mode in MODES {
        let mut t = run(E, mode, &with_attention(mode, body)).table;
        let st = t.state();
        assert_eq!(contract(st), "2H by S");
        assert_eq!(st.lead_option_pending(W), None);
        assert_eq!(st.lead_choice(W), None);
        assert_eq!(
            st.rect
                .lead_rights
                .iter()
                .map(|r| r.status)
                .collect::<Vec<_>>(),
            [LeadRightStatus::NothingToForbid]
        );
        // West leads at once, any suit.
        assert_eq!(
            t.apply(Event::Play {
                seat: W,
                card: card("HA")
            }),
            Ok(Outcome::Lawful)
        );
    }
}

/// In table mode, attention is drawn (by South) before each `S decline`.
fn with_attention(mode: Mode, body: &str) -> String {
    match mode {
        AUTO => body.to_string(),
        TABLE => body.replace("S decline", "S attention\nS decline"),
    }
}

// =====================================================================
// Laws 57C1, 57C3: declarer has played from both hands
// =====================================================================

/// 4S by North (East leads). Trick 1: ST S5 S2 SJ, North wins.
const FOUR_S_BY_N: &str = "auction 1S P 4S P P P\nplay ST S5 S2 SJ";

#[test]
fn l57c1_dummys_early_card_counts_as_played_from_both_hands() {
    // Trick 2: North leads D5; declarer plays dummy's DA before East's
    // turn (57C3: a played card); West then plays D8 before his partner
    // East. Declarer has played from both hands: no rectification (57C1).
    for mode in MODES {
        let body = match mode {
            AUTO => format!("{FOUR_S_BY_N}\nN D5\nS DA\nW D8"),
            _ => format!("{FOUR_S_BY_N}\nN D5\nS DA\nW D8\nE attention"),
        };
        let st = run(N, mode, &body).table;
        let st = st.state();
        let irr = st
            .rect
            .irregularities
            .iter()
            .find(|i| i.offender == W)
            .expect("West's early card");
        assert!(matches!(
            irr.kind,
            tenace_laws::IrregularityKind::PrematureLeadOrPlay { lead: false, .. }
        ));
        assert_eq!(status(st, irr.id), "rectified 57C1", "{mode:?}");
        assert!(st.rect.penalty_cards.is_empty(), "{mode:?}");
        assert!(st.rect.play_restriction.is_none(), "{mode:?}");
        // The card goes back to West's hand; what it showed is unauthorized
        // for East-West (16C).
        assert!(st.play.hands[W.index()].contains(card("D8")));
        assert!(
            info(st).contains(&"W:D8->EW@16C".to_string()),
            "{:?}",
            info(st)
        );
    }
}

#[test]
fn l57c1_a_premature_card_returned_to_the_hand_leaves_information() {
    // The Commentary-free case of p19: North leads D5, East plays, dummy
    // plays: East leads CA to trick 3 before West has played. No
    // rectification (57C1), the card goes back, and West may not use what
    // it showed (16C).
    let st = run(N, AUTO, &format!("{FOUR_S_BY_N}\nplay D5 D2 DA\nE CA")).table;
    let st = st.state();
    let id = st.rect.irregularities.len() - 1;
    assert_eq!(status(st, id), "rectified 57C1");
    assert!(st.play.hands[E.index()].contains(card("CA")));
    assert!(
        info(st).contains(&"E:CA->EW@16C".to_string()),
        "{:?}",
        info(st)
    );
}

// =====================================================================
// Laws 62C2 and 45D1: the offending side's card after a correction
// =====================================================================

/// 4S by North. Trick 1: East leads D4, dummy DA, West D8, North D5.
/// Dummy leads C8 to trick 2; West revokes with HA, North plays C2, East
/// CA; declarer draws attention before trick 3 (table mode).
const REVOKE: &str =
    "auction 1S P 4S P P P\nE D4\nS DA\nW D8\nN D5\nS C8\nW HA\nN C2\nE CA\nN attention";

#[test]
fn l62c2_partner_may_change_only_after_the_non_offender_next_before_him_did() {
    // West corrects with C5; North (non-offender) plays C2 again: he did
    // not withdraw it, so East (offending side, next in rotation) may not
    // change his CA (62C2; Commentary on Law 62C2).
    let mut t = run(N, TABLE, &format!("{REVOKE}\nW C5\nN C2")).table;
    refused(
        &mut t,
        Event::Play {
            seat: E,
            card: card("CK"),
        },
        ActionError::CannotRetract {
            seat: E,
            law: law("62C2"),
            why: Why::OpponentKeptHisCard,
        },
    );
    assert_eq!(t.state().legal_cards(E).len(), 1);
    assert!(t.state().legal_cards(E).contains(card("CA")));
    assert!(t
        .apply(Event::Play {
            seat: E,
            card: card("CA")
        })
        .is_ok());
    assert_eq!(penalty_cards(t.state()), ["W:HA:major@62B1"]);

    // North changes his card (C3 for C2): now East may change his too, and
    // the CA he withdraws is a penalty card (62C2).
    let t = run(N, TABLE, &format!("{REVOKE}\nW C5\nN C3\nE CK")).table;
    assert_eq!(
        penalty_cards(t.state()),
        ["W:HA:major@62B1", "E:CA:major@62C2"]
    );
}

/// 4S by North (South dummy). East leads D4; declarer names DA but dummy
/// places DJ; West D8, North D5; dummy's DJ wins and dummy leads C8; West
/// draws attention before playing to trick 2 (each side has not yet played
/// to it).
const WRONG: &str = "auction 1S P 4S P P P\nE D4\nS wrong DJ DA\nW D8\nN D5\nS C8\nW attention";

#[test]
fn l45d1_declarer_may_change_only_if_his_rho_changed() {
    // West, declarer's right-hand opponent, plays D8 again: declarer may
    // not change his D5 (45D1; Commentary on Law 45D1).
    let mut t = run(N, TABLE, &format!("{WRONG}\nW D8")).table;
    refused(
        &mut t,
        Event::Play {
            seat: N,
            card: card("D6"),
        },
        ActionError::CannotRetract {
            seat: N,
            law: law("45D1"),
            why: Why::OpponentKeptHisCard,
        },
    );
    assert!(t
        .apply(Event::Play {
            seat: N,
            card: card("D5")
        })
        .is_ok());
    // West changes his card: declarer may change his.
    let t = run(N, TABLE, &format!("{WRONG}\nW D9\nN D6")).table;
    assert_eq!(t.state().play.tricks[0].card_of(N), Some(card("D6")));
}

// =====================================================================
// Law 54: a faced opening lead out of turn
// =====================================================================

/// 4S by North (South presumed dummy); East is on lead, West faces HA.
const OLOOT: &str = "auction 1S P 4S P P P\nW lead HA";

fn oloot_id(st: &tenace_laws::State) -> usize {
    st.rect
        .irregularities
        .iter()
        .find(|i| {
            matches!(
                i.kind,
                tenace_laws::IrregularityKind::OpeningLeadOutOfTurn { .. }
            )
        })
        .expect("the lead out of turn")
        .id
}

#[test]
fn l54c_presumed_dummy_exposing_a_card_means_declarer_must_accept() {
    // South, the presumed dummy, faces a card: declarer could have seen
    // dummy's cards, so he must accept the lead (54C); North stays
    // declarer and dummy is spread.
    for mode in MODES {
        let mut t = run(N, mode, &format!("{OLOOT}\nS expose H2")).table;
        let st = t.state();
        let id = oloot_id(st);
        assert_eq!(status(st, id), "condoned 54C", "{mode:?}");
        assert_eq!(contract(st), "4S by N");
        assert!(st.play.dummy_spread);
        assert!(st.explanation(id).is_some_and(|e| e.options.is_empty()));
        // No 54A or 54D choice is left.
        assert!(t.apply(Event::SpreadHand { seat: N }).is_err());
        assert!(t.apply(Event::Decline { seat: N }).is_err());
        // Declarer plays the second card from his own hand (54B1).
        assert_eq!(t.state().to_play(), Some(N));
    }
}

#[test]
fn l54a_declarer_beginning_to_spread_his_hand_spreads_it_and_becomes_dummy() {
    // North, presumed declarer, faces a card of his hand: he must spread
    // his entire hand and becomes dummy; South is declarer (54A).
    for mode in MODES {
        let t = run(N, mode, &format!("{OLOOT}\nN expose SA")).table;
        let st = t.state();
        let id = oloot_id(st);
        assert_eq!(status(st, id), "rectified 54A", "{mode:?}");
        assert_eq!(contract(st), "4S by S");
        assert!(st.play.dummy_spread);
        assert!(st.play.hands[N.index()].contains(card("SA")));
        assert!(st.play.exposed.is_empty(), "{:?}", st.play.exposed);
    }
}

#[test]
fn l54_the_proper_leaders_face_down_lead_after_a_faced_lead_out_of_turn_is_retracted() {
    // East, whose lead it was, leads CA face down after West faced HA: the
    // Director has it retracted (Law 54, first paragraph); declarer's
    // choice on West's lead is still open.
    for mode in MODES {
        let t = run(N, mode, &format!("{OLOOT}\nE facedown CA")).table;
        let st = t.state();
        let id = oloot_id(st);
        assert!(st.play.hands[E.index()].contains(card("CA")));
        assert_eq!(st.play.face_down_lead, None);
        let last = st.rect.irregularities.last().expect("the face-down lead");
        assert_eq!(last.offender, E);
        assert_eq!(last.law, law("54"));
        assert_eq!(status(st, last.id), "rectified 54");
        assert_eq!(st.play.tricks.len(), 1);
        assert_eq!(st.play.tricks[0].len(), 1);
        match mode {
            AUTO => assert_eq!(status(st, id), "awaiting"),
            _ => assert_eq!(status(st, id), "unnoticed"),
        }
        // Nobody but East knows which card it was.
        let view = t.state().view(Role::Seat(N));
        assert!(view.irregularities.iter().all(|i| i.kind.is_none()
            || !matches!(
                i.kind,
                Some(tenace_laws::IrregularityKind::FaceDownLeadAfterFacedLead { .. })
            )));
    }
}

// =====================================================================
// Law 52B: declarer has played on after a penalty card was not played
// =====================================================================

#[test]
fn l52b1b_once_declarer_has_played_on_only_acceptance_is_offered() {
    // East's CK is a penalty card; North leads C2 and East plays CA; dummy
    // plays C8 before anyone draws attention: declarer must accept the CA
    // (52B1(b)), so no substitution (52B2) is offered.
    let body = "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nE expose CK\nN attention\nN C2\nE CA\nS C8\nN attention";
    let st = run(N, TABLE, body).table;
    let st = st.state();
    let id = st.rect.irregularities.len() - 1;
    assert!(matches!(
        st.rect.irregularities[id].kind,
        tenace_laws::IrregularityKind::PenaltyCardNotPlayed { .. }
    ));
    let options = st.explanation(id).expect("explanation").options;
    assert_eq!(options.len(), 1, "{options:?}");
    assert_eq!(options[0].action, OptionKind::Accept);
    assert_eq!(options[0].law, law("52B1(b)"));
    assert_eq!(options[0].chooser, Chooser::Player { seat: N });
}

// =====================================================================
// Law 50D2: a lead before declarer has chosen
// =====================================================================

#[test]
fn l50d2_a_lead_before_declarers_choice_is_a_penalty_card_under_law_49() {
    // West's faced opening lead out of turn (HA) is refused: a major
    // penalty card (54D). East leads H5 before declarer states his 50D2
    // option: not refused; East is subject to rectification under Law 49
    // (a card deliberately shown: major, 50B); his lead is still to come and
    // declarer's option still comes first.
    let body = "auction 1S P 4S P P P\nW lead HA\nN decline\nE lead H5";
    let st = run(N, AUTO, body).table;
    let st = st.state();
    let last = st.rect.irregularities.last().expect("East's card");
    assert_eq!(
        last.kind,
        tenace_laws::IrregularityKind::DefenderExposedCard { card: card("H5") }
    );
    assert_eq!(last.law, law("49"));
    assert_eq!(penalty_cards(st), ["W:HA:major@54D", "E:H5:major@49"]);
    assert!(st.play.tricks.is_empty());
    assert!(st.play.hands[E.index()].contains(card("H5")));
    assert_eq!(st.lead_option_pending(E), Some(law("50D2")));
}

// =====================================================================
// Laws 43B3 and 55C: points for the Director after play
// =====================================================================

#[test]
fn l43b3_dummy_first_to_point_out_a_defenders_irregularity_after_a_43a2_breach() {
    // East leads H7; dummy breaks 43A2; West revokes (C5 on hearts); dummy
    // is the first to draw attention: no rectification now, and at the end
    // the Director takes away any gain of the defenders (the 2017 number is
    // 43B3).
    let body = "auction 1S P 4S P P P\nE H7\nS violates\nS H2\nW C5\nS attention";
    let st = run(N, TABLE, body).table;
    let st = st.state();
    let revoke = st
        .rect
        .irregularities
        .iter()
        .find(|i| i.offender == W)
        .expect("the revoke");
    assert_eq!(status(st, revoke.id), "condoned 43B3");
    assert!(review(st).contains(&"43B3"), "{:?}", review(st));
}

#[test]
fn l55c_declarers_retracted_lead_leaves_a_review_point() {
    // North wins trick 1; dummy leads DA out of turn; East does not accept
    // it: if declarer's line could rest on what the retracted card showed,
    // Law 16 applies (55C) - a point for the Director after play.
    let body = "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nS DA\nE decline";
    let st = run(N, AUTO, body).table;
    let st = st.state();
    assert!(review(st).contains(&"55C"), "{:?}", review(st));
    // At a rubber table the same point is RB 55 (the offenders' redress).
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    assert!(!review(st.state()).contains(&"55C"));
}

// =====================================================================
// Law 15A3: the board the cards came from
// =====================================================================

#[test]
fn l15a3_concerns_the_later_play_of_the_board_the_cards_came_from() {
    // North called holding cards from a wrong board; his call is cancelled
    // and he calls again on this board after looking at his right hand
    // (15A2(b)): the auction goes on normally whatever he calls. Law 15A3
    // compares his call on the *other* board, when it is played later,
    // with the cancelled one: a point for the Director, not a ruling here.
    for again in ["1S", "1H"] {
        let r = run(N, AUTO, &format!("N 1S\nE 2H\nN wrong-board\nN {again}"));
        let st = r.table.state();
        assert_eq!(status(st, 0), "rectified 15A2(b)", "{again}");
        assert_eq!(review(st), ["15A3"], "{again}");
    }
}

// =====================================================================
// Laws 41A, 47E2: a lead or play after a mistaken explanation
// =====================================================================

#[test]
fn l41a_47e2a_a_face_down_opening_lead_may_be_withdrawn_after_misinformation() {
    // East leads CA face down; a mistaken explanation is corrected: the
    // Director lets him withdraw it (41A with 47E2(a)); it goes back to his
    // hand and he leads again.
    let mut t = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nE facedown CA\nE retract misinformation",
    )
    .table;
    let st = t.state();
    assert_eq!(st.play.face_down_lead, None);
    assert!(st.play.hands[E.index()].contains(card("CA")));
    assert!(t
        .apply(Event::Play {
            seat: E,
            card: card("H7")
        })
        .is_ok());
}

#[test]
fn l47e2b_too_late_to_retract_leaves_a_review_point() {
    // West's HJ was followed by North's H8: too late to take it back
    // (47E2(a)); the Director may adjust the score (47E2(b)).
    let st = run(
        N,
        AUTO,
        "auction 1S P 4S P P P\nE H7\nS H2\nW HJ\nN H8\nW retract misinformation",
    )
    .table;
    let st = st.state();
    assert_eq!(st.play.tricks[0].card_of(W), Some(card("HJ")));
    assert!(review(st).contains(&"47E2(b)"), "{:?}", review(st));
}
