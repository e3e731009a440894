//! Every irregularity the engine recognises, in both modes: its kind, its
//! offender, its law and its status; what the table then allows; and the
//! later actions that condone or cancel it in table mode.
//!
//! The deal is `common::PBN` (board 1, North deals, nobody vulnerable).

mod common;

use common::*;
use tenace_core::{
    AttemptedCall, Call, Card, Contract, Doubling, Seat, Side, Strain, Suit, SuitSet,
};
use tenace_laws::{
    ActionError, CallOrigin, Event, ExposedCard, InfoRecord, InfoSource, Irregularity,
    IrregularityId, IrregularityKind as K, LawRef, LeadRightStatus, Mode, Obligations, Outcome,
    PenaltyCard, Phase, PlayRestrictionKind, Question, ReplacementClass, ReviewFlag, Ruling,
    Status, Table, Transfer, TurnOf,
};

fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

/// The status a new irregularity that needs a choice gets in `mode`.
fn fresh(mode: Mode) -> Status {
    match mode {
        Mode::AutoDirector => Status::AwaitingDirector,
        Mode::Table => Status::Unnoticed,
    }
}

/// In auto-director mode the engine applies at once a rectification that
/// leaves nobody a choice; at a real table nothing happens until attention
/// is drawn.
fn rectified_or_unnoticed(mode: Mode, law_text: &'static str) -> Status {
    match mode {
        Mode::AutoDirector => Status::Rectified { law: law(law_text) },
        Mode::Table => Status::Unnoticed,
    }
}

fn draw_attention(t: &mut Table, seat: Seat) {
    assert_eq!(ok(t, Event::DrawAttention { seat }), Outcome::Lawful);
}

/// Checks the irregularity `out` just recorded: outcome, kind, offender,
/// law, status, the event that committed it, and whether the table waits.
#[track_caller]
fn assert_new(
    t: &Table,
    out: Outcome,
    kind: K,
    offender: Seat,
    law_text: &'static str,
    status: Status,
) -> Irregularity {
    let id = t.state().rect.irregularities.len() - 1;
    assert_eq!(
        out,
        Outcome::Irregular {
            id,
            law: law(law_text)
        }
    );
    let irr = t.state().rect.irregularities[id];
    assert_eq!(irr.id, id);
    assert_eq!(irr.kind, kind);
    assert_eq!(irr.offender, offender);
    assert_eq!(irr.law, law(law_text));
    assert_eq!(irr.law, kind.law());
    assert_eq!(irr.law.as_str(), law_text);
    assert_eq!(irr.status, status);
    assert_eq!(
        irr.event,
        t.log().len() - 1,
        "the committing event is the last one logged"
    );
    if matches!(
        status,
        Status::AwaitingDirector | Status::AwaitingFinding { .. }
    ) {
        assert_eq!(t.awaiting_director(), Some(&irr));
        assert!(irr.blocks_table());
    } else {
        assert_ne!(t.awaiting_director().map(|i| i.id), Some(id));
        assert!(!irr.blocks_table());
    }
    irr
}

/// Checks that every one of `events` is refused because the table waits
/// for the Director on irregularity `id`, leaving the table unchanged.
#[track_caller]
fn assert_blocked(t: &mut Table, id: usize, law_text: &'static str, events: &[Event]) {
    for event in events.iter().cloned() {
        refused(
            t,
            event,
            ActionError::AwaitingDirector {
                id,
                law: law(law_text),
            },
        );
    }
}

/// After `1NT P P P` and trick 1 `HA H8 H5 H2`: East won it and is on lead.
fn east_on_lead(mode: Mode) -> Table {
    let mut t = one_nt_by_north(mode);
    cards(&mut t, "HA H8 H5 H2");
    assert_eq!(t.state().play.tricks[0].winner, Some(E));
    t
}

/// After `1NT P P P` and trick 1 `ST S5 S2 SJ`: North won it and is on lead.
fn north_on_lead(mode: Mode) -> Table {
    let mut t = one_nt_by_north(mode);
    cards(&mut t, "ST S5 S2 SJ");
    assert_eq!(t.state().play.tricks[0].winner, Some(N));
    t
}

fn contract(text: &str, declarer: Seat) -> Contract {
    let (bid, doubling, _) = tenace_core::split_contract_terms(text).expect("contract terms");
    Contract::new(bid, doubling, declarer)
}

// =====================================================================
// Auction period
// =====================================================================

#[test]
fn law_24_card_exposed_during_the_auction() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "1H");
        // A card put on the table as if led: Law 24B whatever its rank.
        let out = ok(&mut t, play(E, "ST"));
        let irr = assert_new(
            &t,
            out,
            K::CardExposedDuringAuction {
                card: card("ST"),
                led: true,
            },
            E,
            "24",
            rectified_or_unnoticed(mode, "24B"),
        );
        let st = t.state();
        assert_eq!(
            st.play.exposed,
            vec![ExposedCard {
                seat: E,
                card: card("ST"),
                irregularity: IrregularityId(irr.id)
            }]
        );
        assert!(
            st.play.hands[E.index()].contains(card("ST")),
            "an exposed card stays in the hand"
        );
        assert_eq!(st.phase, Phase::Auction);
        assert!(
            st.calls
                .auction
                .calls
                .iter()
                .all(|c| c.irregularity.is_none()),
            "a card is not a call"
        );
        if mode == Mode::Table {
            assert_eq!(
                st.calls.obligations[W.index()],
                Obligations::default(),
                "nothing until attention is drawn"
            );
            draw_attention(&mut t, S);
            assert_eq!(
                t.state().rect.irregularities[0].status,
                Status::Rectified { law: law("24B") }
            );
        }
        // 24B: partner must pass at his next turn; the information is
        // unauthorized for the offender's side.
        let st = t.state();
        assert_eq!(
            st.calls.obligations[W.index()].pass_next_turn,
            Some(law("24B"))
        );
        assert_eq!(st.calls.obligations[W.index()].pass_rest_of_auction, None);
        assert!(st.rect.info.contains(&InfoRecord {
            source: InfoSource::Card {
                seat: E,
                card: card("ST")
            },
            unauthorized_for: Side::EastWest,
            law: law("24"),
        }));
        assert!(st.rect.review.contains(&ReviewFlag {
            law: law("72C"),
            irregularity: Some(IrregularityId(0))
        }));
        assert_eq!(
            t.awaiting_director(),
            None,
            "nobody has a choice: the auction goes on"
        );
        auction(&mut t, "P P");
        // West bids although he must pass: Law 37.
        let out = ok(&mut t, call(W, "1S"));
        assert_new(
            &t,
            out,
            K::CallWhileRequiredToPass {
                call: attempted("1S").call().unwrap(),
                obligation: law("24B"),
            },
            W,
            "37",
            rectified_or_unnoticed(mode, "37B"),
        );
    }
}

#[test]
fn law_24a_a_single_low_card_exposed_carries_no_bar() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    let out = ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("S8"),
        },
    );
    assert_new(
        &t,
        out,
        K::CardExposedDuringAuction {
            card: card("S8"),
            led: false,
        },
        E,
        "24",
        Status::Rectified { law: law("24A") },
    );
    assert_eq!(t.state().calls.obligations, [Obligations::default(); 4]);
    assert_eq!(t.state().play.exposed.len(), 1);
    // An honour (24B), then a second card (24C).
    let out = ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("CA"),
        },
    );
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("24")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[1].status,
        Status::Rectified { law: law("24C") }
    );
    assert_eq!(
        t.state().calls.obligations[W.index()].pass_next_turn,
        Some(law("24C"))
    );
    refused(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("S8"),
        },
        ActionError::CannotExpose {
            seat: E,
            card: card("S8"),
            why: tenace_laws::Why::AlreadyFaceUp,
        },
    );
}

#[test]
fn law_24d_24e_cards_exposed_in_the_auction_when_it_ends() {
    // East, a defender, exposed a low spade and an honour: both become
    // major penalty cards (24E, 50B). South's exposed card goes back to
    // dummy's hand (24D).
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1NT");
    ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("S8"),
        },
    );
    ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("HK"),
        },
    );
    ok(
        &mut t,
        Event::Expose {
            seat: S,
            card: card("D6"),
        },
    );
    auction(&mut t, "P P P");
    let st = t.state();
    assert_eq!(st.play.contract, Some(contract("1NT", N)));
    assert!(st.play.exposed.is_empty());
    let mut pcs: Vec<PenaltyCard> = st.rect.penalty_cards.clone();
    pcs.sort_by_key(|p| p.card);
    let mut want = vec![
        PenaltyCard {
            seat: E,
            card: card("S8"),
            major: true,
            law: law("24E"),
        },
        PenaltyCard {
            seat: E,
            card: card("HK"),
            major: true,
            law: law("24E"),
        },
    ];
    want.sort_by_key(|p| p.card);
    assert_eq!(pcs, want);
    assert!(st.play.hands[S.index()].contains(card("D6")));
}

#[test]
fn law_24_also_covers_a_face_down_lead_during_the_auction() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    let out = ok(
        &mut t,
        Event::FaceDownLead {
            seat: W,
            card: card("S4"),
        },
    );
    assert_new(
        &t,
        out,
        K::CardExposedDuringAuction {
            card: card("S4"),
            led: true,
        },
        W,
        "24",
        Status::Unnoticed,
    );
}

#[test]
fn law_25_change_of_call() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "1H");
        let out = ok(&mut t, call(N, "1S"));
        let status = match mode {
            // The Director must first find whether the 1H was unintended (25A).
            Mode::AutoDirector => Status::AwaitingFinding {
                question: Question::Unintended,
            },
            Mode::Table => Status::Unnoticed,
        };
        let irr = assert_new(
            &t,
            out,
            K::ChangeOfCall {
                original: attempted("1H"),
                replacement: attempted("1S"),
            },
            N,
            "25",
            status,
        );
        assert_eq!(
            t.state().calls.auction.calls.last().unwrap().irregularity,
            Some(IrregularityId(0))
        );
        match mode {
            Mode::AutoDirector => {
                assert_eq!(t.awaiting_director(), Some(&irr));
                assert_blocked(
                    &mut t,
                    0,
                    "25",
                    &[call(E, "P"), call(N, "2H"), call(S, "P")],
                );
            }
            Mode::Table => {
                // East calling over the substitute accepts it (25B1): the
                // 1H is withdrawn and the 1S stands.
                assert_eq!(
                    ok(&mut t, call(E, "P")),
                    Outcome::Settled {
                        id: 0,
                        law: law("25B1")
                    }
                );
                let st = t.state();
                assert_eq!(
                    st.rect.irregularities[0].status,
                    Status::Condoned { law: law("25B1") }
                );
                assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("25B1")));
                assert_eq!(st.calls.auction.last_bid(), Some((bid("1S"), N)));
                assert_eq!(st.calls.auction.turn(), S);
            }
        }
    }
}

#[test]
fn law_25a_an_unintended_call_is_replaced() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    ok(&mut t, call(N, "1S"));
    let out = ok(
        &mut t,
        Event::Director(Ruling::Unintended { unintended: true }),
    );
    assert_eq!(
        out,
        Outcome::Settled {
            id: 0,
            law: law("25A")
        }
    );
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("25A") }
    );
    assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("25A")));
    let standing: Vec<AttemptedCall> = st.calls.auction.standing().map(|c| c.call).collect();
    assert_eq!(standing, vec![attempted("1S")]);
    assert_eq!(st.calls.auction.turn(), E);
    assert_eq!(t.awaiting_director(), None);
    assert_eq!(ok(&mut t, call(E, "P")), Outcome::Lawful);
}

#[test]
fn law_25b_an_intended_change_is_accepted_or_not_by_the_lho() {
    for (accept, expected) in [(true, "25B1"), (false, "25B2")] {
        let mut t = table(Mode::AutoDirector);
        auction(&mut t, "1H");
        ok(&mut t, call(N, "1S"));
        let out = ok(
            &mut t,
            Event::Director(Ruling::Unintended { unintended: false }),
        );
        assert_eq!(
            out,
            Outcome::Settled {
                id: 0,
                law: law("25B")
            }
        );
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::AwaitingDirector
        );
        // Only East, North's left-hand opponent, chooses.
        for seat in [N, S, W] {
            let e = if accept {
                Event::Accept { seat }
            } else {
                Event::Decline { seat }
            };
            refused(
                &mut t,
                e,
                ActionError::NotEntitledToAccept {
                    seat,
                    law: law("25"),
                    entitled: tenace_laws::Who::OffendersLho,
                },
            );
        }
        let e = if accept {
            Event::Accept { seat: E }
        } else {
            Event::Decline { seat: E }
        };
        assert_eq!(
            ok(&mut t, e),
            Outcome::Settled {
                id: 0,
                law: law(expected)
            }
        );
        let st = t.state();
        let standing: Vec<AttemptedCall> = st.calls.auction.standing().map(|c| c.call).collect();
        // 25B1: the substitute stands; 25B2: the first call stands.
        assert_eq!(standing, vec![attempted(if accept { "1S" } else { "1H" })]);
        // Law 26 then turns on whether the two calls are comparable.
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::AwaitingFinding {
                question: Question::Comparable
            }
        );
        let out = ok(
            &mut t,
            Event::Director(Ruling::Comparable { comparable: false }),
        );
        assert_eq!(
            out,
            Outcome::Settled {
                id: 0,
                law: law("25B")
            }
        );
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::Rectified { law: law("25B") }
        );
        assert!(t
            .state()
            .rect
            .lead_rights
            .iter()
            .any(|r| r.offender == N && r.law == law("26B")));
        assert_eq!(ok(&mut t, call(E, "P")), Outcome::Lawful);
    }
}

#[test]
fn law_25_a_pass_changed_to_a_bid() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P");
    let out = ok(&mut t, call(E, "2C"));
    assert_new(
        &t,
        out,
        K::ChangeOfCall {
            original: attempted("P"),
            replacement: attempted("2C"),
        },
        E,
        "25",
        Status::Unnoticed,
    );
}

#[test]
fn law_27_insufficient_bid() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "1H");
        let out = ok(&mut t, call(E, "1C"));
        assert_new(
            &t,
            out,
            K::InsufficientBid {
                bid: bid("1C"),
                last_bid: bid("1H"),
            },
            E,
            "27",
            fresh(mode),
        );
        let rec = *t.state().calls.auction.calls.last().unwrap();
        assert_eq!(
            (rec.seat, rec.irregularity, rec.cancelled, rec.inadmissible),
            (E, Some(IrregularityId(0)), None, false)
        );
        if mode == Mode::AutoDirector {
            // Only East's left-hand opponent may act: everyone else waits.
            assert_blocked(
                &mut t,
                0,
                "27",
                &[call(W, "P"), call(N, "P"), play(E, "HA")],
            );
        }
    }
}

#[test]
fn law_27a1_table_mode_lho_calling_accepts_the_insufficient_bid() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    // South's 1D is sufficient over the accepted 1C (18C against the standing bid).
    assert_eq!(
        ok(&mut t, call(S, "1D")),
        Outcome::Settled {
            id: 0,
            law: law("27A1")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Condoned { law: law("27A1") }
    );
    assert_eq!(
        t.state().rect.irregularities.len(),
        1,
        "South's call is lawful"
    );
    assert_eq!(t.state().calls.auction.last_bid(), Some((bid("1D"), S)));
    assert_eq!(t.state().calls.auction.turn(), W);
    assert!(t
        .state()
        .calls
        .auction
        .calls
        .iter()
        .all(|c| c.is_standing()));
    // Accepted, it can no longer be accepted.
    refused(
        &mut t,
        Event::Accept { seat: S },
        ActionError::NothingToAccept { seat: S },
    );
}

#[test]
fn law_27a1_auto_mode_lho_calling_accepts_the_insufficient_bid() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    assert_eq!(
        ok(&mut t, call(S, "P")),
        Outcome::Settled {
            id: 0,
            law: law("27A1")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Condoned { law: law("27A1") }
    );
    assert_eq!(t.awaiting_director(), None);
    assert_eq!(t.state().calls.auction.last_bid(), Some((bid("1C"), E)));
    auction(&mut t, "P P");
    // 1C is the final contract, played by East (18D: accepted, it stands).
    assert_eq!(t.state().play.contract, Some(contract("1C", E)));
}

#[test]
fn law_27a1_auto_mode_accept_by_lho() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    // Everyone but South is told he may not accept, and nothing changes.
    for seat in [N, E, W] {
        refused(
            &mut t,
            Event::Accept { seat },
            ActionError::NotEntitledToAccept {
                seat,
                law: law("27"),
                entitled: tenace_laws::Who::OffendersLho,
            },
        );
    }
    assert_eq!(
        ok(&mut t, Event::Accept { seat: S }),
        Outcome::Settled {
            id: 0,
            law: law("27A1")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Condoned { law: law("27A1") }
    );
    assert_eq!(t.awaiting_director(), None);
    // South still has his turn to call.
    assert_eq!(t.state().calls.auction.turn(), S);
    assert_eq!(ok(&mut t, call(S, "1D")), Outcome::Lawful);
}

#[test]
fn law_27c_premature_replacement() {
    for mode in MODES {
        // The offender replaces his insufficient bid before the Director
        // has ruled.
        let mut t = table(mode);
        auction(&mut t, "1H");
        ok(&mut t, call(E, "1C"));
        let out = ok(&mut t, call(E, "2C"));
        let status = match mode {
            // Dealt with through the insufficient bid it replaces.
            Mode::AutoDirector => Status::Condoned { law: law("27C") },
            Mode::Table => Status::Unnoticed,
        };
        assert_new(
            &t,
            out,
            K::PrematureReplacement {
                insufficient: bid("1C"),
                replacement: attempted("2C"),
            },
            E,
            "27C",
            status,
        );
        assert_eq!(t.state().rect.irregularities[0].status, fresh(mode));
        assert_eq!(
            t.state().calls.auction.calls[2].irregularity,
            Some(IrregularityId(1))
        );
    }
}

#[test]
fn law_27c_accepting_the_insufficient_bid_withdraws_the_premature_replacement() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    ok(&mut t, call(E, "2C"));
    assert_eq!(
        ok(&mut t, Event::Accept { seat: S }),
        Outcome::Settled {
            id: 0,
            law: law("27A1")
        }
    );
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Condoned { law: law("27A1") }
    );
    assert_eq!(
        st.rect.irregularities[1].status,
        Status::Cancelled { law: law("27C") }
    );
    assert_eq!(st.calls.auction.calls[2].cancelled, Some(law("27C")));
    assert_eq!(st.calls.auction.last_bid(), Some((bid("1C"), E)));
    assert_eq!(st.calls.auction.turn(), S);
}

#[test]
fn law_27b_the_lho_declines_and_the_offender_replaces_his_bid() {
    for (class, ruled) in [
        (ReplacementClass::LowestSameDenominations, "27B1(a)"),
        (ReplacementClass::Comparable, "27B1(b)"),
        (ReplacementClass::Neither, "27B2"),
    ] {
        let mut t = table(Mode::AutoDirector);
        auction(&mut t, "1H");
        ok(&mut t, call(E, "1C"));
        refused(
            &mut t,
            Event::Decline { seat: W },
            ActionError::NotEntitledToAccept {
                seat: W,
                law: law("27"),
                entitled: tenace_laws::Who::OffendersLho,
            },
        );
        assert_eq!(
            ok(&mut t, Event::Decline { seat: S }),
            Outcome::Settled {
                id: 0,
                law: law("27B")
            }
        );
        assert_eq!(
            t.awaiting_director().map(|i| i.id),
            Some(0),
            "East must now replace his bid"
        );
        assert_blocked(&mut t, 0, "27", &[call(S, "P"), call(W, "P")]);
        assert_eq!(
            ok(&mut t, call(E, "2C")),
            Outcome::Settled {
                id: 0,
                law: law("27B")
            }
        );
        let st = t.state();
        assert_eq!(st.calls.auction.calls[1].cancelled, Some(law("27B")));
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::AwaitingFinding {
                question: Question::ReplacementClass
            }
        );
        let out = ok(&mut t, Event::Director(Ruling::Replacement { class }));
        assert_eq!(
            out,
            Outcome::Settled {
                id: 0,
                law: law(ruled)
            }
        );
        let st = t.state();
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::Rectified { law: law(ruled) }
        );
        if class == ReplacementClass::Neither {
            // 27B2: partner must pass for the rest of the auction; Law 26B.
            assert_eq!(
                st.calls.obligations[W.index()].pass_rest_of_auction,
                Some(law("27B2"))
            );
            assert!(st
                .rect
                .lead_rights
                .iter()
                .any(|r| r.offender == E && r.status == LeadRightStatus::Pending));
        } else {
            assert_eq!(st.calls.obligations[W.index()], Obligations::default());
            assert!(st.rect.review.contains(&ReviewFlag {
                law: law("27D"),
                irregularity: Some(IrregularityId(0))
            }));
        }
        assert_eq!(st.calls.auction.last_bid(), Some((bid("2C"), E)));
        assert_eq!(st.calls.auction.turn(), S);
    }
}

#[test]
fn law_29b_the_lho_declines_a_call_out_of_rotation() {
    // A pass at the offender's RHO's turn: he must pass at his next turn (30A).
    let mut t = table(Mode::AutoDirector);
    ok(&mut t, call(E, "P"));
    assert_eq!(
        ok(&mut t, Event::Decline { seat: S }),
        Outcome::Settled {
            id: 0,
            law: law("29B")
        }
    );
    let st = t.state();
    assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("29B")));
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("30A") }
    );
    assert_eq!(
        st.calls.obligations[E.index()].pass_next_turn,
        Some(law("30A"))
    );
    assert_eq!(
        st.calls.auction.turn(),
        N,
        "back to the player whose turn it was"
    );
    auction(&mut t, "1H");
    let out = ok(&mut t, call(E, "1S"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("37")
        }
    );
    // A bid at partner's turn: the rectification waits for the offender's turn.
    let mut t = table(Mode::AutoDirector);
    ok(&mut t, call(S, "1H"));
    assert_eq!(
        ok(&mut t, Event::Decline { seat: W }),
        Outcome::Settled {
            id: 0,
            law: law("29B")
        }
    );
    assert_eq!(t.state().rect.irregularities[0].status, Status::FollowUp);
    assert_eq!(t.awaiting_director(), None);
    assert_eq!(t.state().calls.auction.turn(), N);
}

#[test]
fn law_30_pass_out_of_rotation() {
    for mode in MODES {
        // East passes at North's (the dealer's) turn: his RHO's turn.
        let mut t = table(mode);
        let out = ok(&mut t, call(E, "P"));
        assert_new(
            &t,
            out,
            K::PassOutOfRotation {
                turn: N,
                turn_of: TurnOf::RightHandOpponent,
            },
            E,
            "30",
            fresh(mode),
        );
        if mode == Mode::AutoDirector {
            assert_blocked(
                &mut t,
                0,
                "30",
                &[call(N, "1H"), call(W, "P"), call(E, "P")],
            );
        }
        // South passes at North's turn: his partner's turn.
        let mut t = table(mode);
        let out = ok(&mut t, call(S, "P"));
        assert_new(
            &t,
            out,
            K::PassOutOfRotation {
                turn: N,
                turn_of: TurnOf::Partner,
            },
            S,
            "30",
            fresh(mode),
        );
        // West passes at North's turn: his LHO's turn.
        let mut t = table(mode);
        let out = ok(&mut t, call(W, "P"));
        assert_new(
            &t,
            out,
            K::PassOutOfRotation {
                turn: N,
                turn_of: TurnOf::LeftHandOpponent,
            },
            W,
            "30",
            fresh(mode),
        );
    }
}

#[test]
fn law_31_bid_out_of_rotation() {
    for mode in MODES {
        let mut t = table(mode);
        let out = ok(&mut t, call(S, "1H"));
        assert_new(
            &t,
            out,
            K::BidOutOfRotation {
                bid: bid("1H"),
                turn: N,
                turn_of: TurnOf::Partner,
            },
            S,
            "31",
            fresh(mode),
        );
        assert_eq!(
            t.state().calls.auction.calls[0].irregularity,
            Some(IrregularityId(0))
        );
        if mode == Mode::AutoDirector {
            assert_blocked(
                &mut t,
                0,
                "31",
                &[call(N, "1S"), call(E, "P"), call(S, "2H")],
            );
        }
        // Later in the auction: West bids at East's turn (his partner's).
        let mut t = table(mode);
        auction(&mut t, "1C");
        let out = ok(&mut t, call(W, "1S"));
        assert_new(
            &t,
            out,
            K::BidOutOfRotation {
                bid: bid("1S"),
                turn: E,
                turn_of: TurnOf::Partner,
            },
            W,
            "31",
            fresh(mode),
        );
    }
}

#[test]
fn law_32_double_or_redouble_out_of_rotation() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "1H");
        let out = ok(&mut t, call(W, "X"));
        assert_new(
            &t,
            out,
            K::DoubleOutOfRotation {
                call: Call::Double,
                turn: E,
                turn_of: TurnOf::Partner,
            },
            W,
            "32",
            fresh(mode),
        );
        assert!(
            !t.state().calls.auction.calls[1].inadmissible,
            "the double itself is one Law 19 permits"
        );
        if mode == Mode::AutoDirector {
            assert_blocked(&mut t, 0, "32", &[call(E, "P"), call(S, "P"), call(W, "X")]);
        }
        // North redoubles East's double at South's turn.
        let mut t = table(mode);
        auction(&mut t, "1H X");
        let out = ok(&mut t, call(N, "XX"));
        assert_new(
            &t,
            out,
            K::DoubleOutOfRotation {
                call: Call::Redouble,
                turn: S,
                turn_of: TurnOf::Partner,
            },
            N,
            "32",
            fresh(mode),
        );
    }
}

#[test]
fn law_36_inadmissible_double() {
    for mode in MODES {
        // In rotation: South doubles his partner's bid.
        let mut t = table(mode);
        auction(&mut t, "1H P");
        let out = ok(&mut t, call(S, "X"));
        assert_new(
            &t,
            out,
            K::InadmissibleDouble {
                call: Call::Double,
                in_rotation: true,
            },
            S,
            "36",
            fresh(mode),
        );
        assert!(t.state().calls.auction.calls[2].inadmissible);
        match mode {
            Mode::AutoDirector => {
                // 36B1, 36B2: the double is cancelled, North must pass for
                // the rest of the auction, and South substitutes a call.
                let st = t.state();
                assert_eq!(st.calls.auction.calls[2].cancelled, Some(law("36B1")));
                assert_eq!(
                    st.calls.obligations[N.index()].pass_rest_of_auction,
                    Some(law("36B2"))
                );
                assert_blocked(&mut t, 0, "36", &[call(W, "P"), call(N, "P")]);
                refused(
                    &mut t,
                    Event::Accept { seat: W },
                    ActionError::NothingToAccept { seat: W },
                );
                assert_eq!(
                    ok(&mut t, call(S, "P")),
                    Outcome::Settled {
                        id: 0,
                        law: law("36B2")
                    }
                );
                assert_eq!(t.state().calls.auction.turn(), W);
            }
            Mode::Table => {
                assert_eq!(t.state().calls.auction.calls[2].cancelled, None);
                assert_eq!(t.state().calls.auction.turn(), W);
            }
        }
        // Out of rotation: South doubles his partner's bid at East's turn.
        let mut t = table(mode);
        auction(&mut t, "1H");
        let out = ok(&mut t, call(S, "X"));
        let status = match mode {
            // 36B4: back to East; South calls freely at his turn.
            Mode::AutoDirector => Status::FollowUp,
            Mode::Table => Status::Unnoticed,
        };
        assert_new(
            &t,
            out,
            K::InadmissibleDouble {
                call: Call::Double,
                in_rotation: false,
            },
            S,
            "36",
            status,
        );
        assert!(t.state().calls.auction.calls[1].inadmissible);
        if mode == Mode::AutoDirector {
            assert_eq!(t.state().calls.auction.turn(), E);
            // Partner must pass whenever it is his turn (the bar of 36B4).
            assert_eq!(
                t.state().calls.obligations[N.index()].pass_rest_of_auction,
                Some(law("36B4"))
            );
        }
        // A redouble with nothing to redouble.
        let mut t = table(mode);
        let out = ok(&mut t, call(N, "XX"));
        assert_new(
            &t,
            out,
            K::InadmissibleDouble {
                call: Call::Redouble,
                in_rotation: true,
            },
            N,
            "36",
            fresh(mode),
        );
    }
}

#[test]
fn law_36a_the_lho_called_before_rectification() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P");
    ok(&mut t, call(S, "X"));
    assert_eq!(ok(&mut t, call(W, "P")), Outcome::Lawful);
    draw_attention(&mut t, N);
    let st = t.state();
    // The double and every later call are cancelled; no bar, no 26B.
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("36A") }
    );
    assert_eq!(st.calls.auction.calls[2].cancelled, Some(law("36A")));
    assert_eq!(st.calls.auction.calls[3].cancelled, Some(law("36A")));
    assert_eq!(st.calls.auction.turn(), S);
    assert_eq!(st.calls.obligations, [Obligations::default(); 4]);
    assert!(st.rect.lead_rights.is_empty());
}

#[test]
fn law_37_a_call_by_a_player_required_to_pass() {
    // West must pass at his next turn (24B) and bids.
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H");
    ok(&mut t, play(E, "ST"));
    auction(&mut t, "P 2H");
    let out = ok(&mut t, call(W, "2S"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("37")
        }
    );
    // 37B: cancelled, a pass substituted, both defenders barred; Law 26B.
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[1].status,
        Status::Rectified { law: law("37B") }
    );
    let rec = st
        .calls
        .auction
        .calls
        .iter()
        .position(|c| c.irregularity == Some(IrregularityId(1)))
        .unwrap();
    assert_eq!(st.calls.auction.calls[rec].cancelled, Some(law("37B1")));
    assert_eq!(
        st.calls.auction.calls[rec + 1].origin,
        CallOrigin::Substituted { law: law("37B2") }
    );
    assert_eq!(st.calls.auction.calls[rec + 1].call, attempted("P"));
    for seat in [E, W] {
        assert_eq!(
            st.calls.obligations[seat.index()].pass_rest_of_auction,
            Some(law("37B2"))
        );
    }
    assert!(st
        .rect
        .lead_rights
        .iter()
        .any(|r| r.offender == W && r.status == LeadRightStatus::Pending));
    assert_eq!(st.calls.auction.turn(), N);
    // East, barred for the rest of the auction, bids too.
    auction(&mut t, "P");
    let out = ok(&mut t, call(E, "3C"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 2,
            law: law("37")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[2].kind,
        K::CallWhileRequiredToPass {
            call: attempted("3C").call().unwrap(),
            obligation: law("37B2")
        }
    );
    // 1H P 2H P(substituted) P P(substituted): three passes.
    let st = t.state();
    assert_eq!(st.phase, Phase::Clarification);
    assert_eq!(st.play.contract, Some(contract("2H", N)));
    assert_eq!(
        st.calls.obligations,
        [Obligations::default(); 4],
        "obligations lapse when the auction ends"
    );
    // East's card, exposed in the auction, is a major penalty card (24E).
    assert_eq!(
        st.rect.penalty_cards,
        vec![PenaltyCard {
            seat: E,
            card: card("ST"),
            major: true,
            law: law("24E")
        }]
    );
}

#[test]
fn law_37a_the_lho_called_over_it() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    ok(&mut t, play(E, "ST"));
    draw_attention(&mut t, S);
    auction(&mut t, "P P");
    let out = ok(&mut t, call(W, "1S"));
    assert_new(
        &t,
        out,
        K::CallWhileRequiredToPass {
            call: attempted("1S").call().unwrap(),
            obligation: law("24B"),
        },
        W,
        "37",
        Status::Unnoticed,
    );
    assert_eq!(ok(&mut t, call(N, "2H")), Outcome::Lawful);
    draw_attention(&mut t, E);
    // Both calls stand.
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[1].status,
        Status::Rectified { law: law("37A") }
    );
    assert!(st.calls.auction.calls.iter().all(|c| c.is_standing()));
    assert_eq!(st.calls.auction.last_bid(), Some((bid("2H"), N)));
}

#[test]
fn law_36_an_inadmissible_double_never_doubles_the_contract() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P");
    ok(&mut t, call(S, "X"));
    auction(&mut t, "P P P");
    assert_eq!(t.state().phase, Phase::Clarification);
    assert_eq!(t.state().play.contract, Some(contract("1H", N)));
    assert_eq!(
        t.state().play.contract.map(|c| c.doubling),
        Some(Doubling::Undoubled)
    );
}

#[test]
fn law_36_an_inadmissible_redouble_never_redoubles_the_contract() {
    // East doubles 1H; West redoubles his partner's double.
    let mut t = table(Mode::Table);
    auction(&mut t, "1H X P");
    let out = ok(&mut t, call(W, "XX"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: law("36")
        }
    );
    auction(&mut t, "P P P");
    assert_eq!(t.state().play.contract, Some(contract("1HX", N)));
}

/// Law 36C: an inadmissible double is scored as though it had not been
/// made. Had South not doubled his partner's 1H, West would have had no
/// double to redouble; yet West's redouble is classified as lawful (it is
/// over an opponent's double, if an inadmissible one) and the contract
/// ends up redoubled.
#[test]
fn law_36_a_redouble_of_an_inadmissible_double_does_not_redouble_the_contract() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P");
    ok(&mut t, call(S, "X"));
    ok(&mut t, call(W, "XX"));
    auction(&mut t, "P P P");
    assert_eq!(t.state().phase, Phase::Clarification);
    assert_ne!(
        t.state().play.contract.map(|c| c.doubling),
        Some(Doubling::Redoubled)
    );
}

/// South passes, then (before West calls) changes his pass to a double of
/// his partner's 1H; West passes over it, accepting the substitute (25B1).
/// A double Law 19 does not permit is inadmissible whatever route it takes
/// (Laws 35A, 36), yet the call record is not flagged and the contract is
/// 1H doubled, doubled by declarer's own partner.
#[test]
fn law_25_a_changed_call_that_doubles_partner_never_doubles_the_contract() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P P");
    let out = ok(&mut t, call(S, "X"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: law("25")
        }
    );
    assert_eq!(
        ok(&mut t, call(W, "P")),
        Outcome::Settled {
            id: 0,
            law: law("25B1")
        }
    );
    auction(&mut t, "P P");
    assert_eq!(
        t.state().play.contract.map(|c| c.doubling),
        Some(Doubling::Undoubled)
    );
    assert!(t.state().calls.auction.calls[3].inadmissible);
}

#[test]
fn law_38_bid_above_seven() {
    for mode in MODES {
        let mut t = table(mode);
        let out = ok(&mut t, call(N, "8C"));
        assert_new(
            &t,
            out,
            K::BidAboveSeven {
                level: 8,
                strain: Strain::Clubs,
            },
            N,
            "38",
            rectified_or_unnoticed(mode, "38C"),
        );
        assert_eq!(t.state().calls.auction.last_bid(), None);
        if mode == Mode::AutoDirector {
            // 38B, 38C: cancelled, a pass substituted, North-South barred.
            let st = t.state();
            assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("38B")));
            assert_eq!(
                st.calls.auction.calls[1].origin,
                CallOrigin::Substituted { law: law("38C") }
            );
            assert_eq!(
                st.calls.obligations[N.index()].pass_rest_of_auction,
                Some(law("38C"))
            );
            assert_eq!(
                st.calls.obligations[S.index()].pass_rest_of_auction,
                Some(law("38C"))
            );
            assert!(st.rect.lead_rights.iter().any(|r| r.offender == N));
        }
        assert_eq!(t.state().calls.auction.turn(), E);
        assert_eq!(ok(&mut t, call(E, "P")), Outcome::Lawful);
        // Out of rotation and at any level, it is still Law 38.
        let mut t = table(mode);
        auction(&mut t, "7NT");
        let out = ok(&mut t, call(W, "12NT"));
        assert_new(
            &t,
            out,
            K::BidAboveSeven {
                level: 12,
                strain: Strain::NoTrump,
            },
            W,
            "38",
            rectified_or_unnoticed(mode, "38C"),
        );
    }
}

#[test]
fn law_38d_the_lho_called_before_rectification() {
    let mut t = table(Mode::Table);
    auction(&mut t, "7NT P P");
    ok(&mut t, call(W, "8C"));
    ok(&mut t, call(N, "P"));
    draw_attention(&mut t, E);
    let st = t.state();
    // 8C and North's pass are cancelled and a pass substituted for West:
    // 7NT P P P, the auction is over; no lead restriction (38D).
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("38D") }
    );
    assert_eq!(st.phase, Phase::Clarification);
    assert_eq!(st.play.contract, Some(contract("7NT", N)));
    assert!(st.rect.lead_rights.is_empty());
}

#[test]
fn law_39_call_after_the_final_pass() {
    // (seat, call, the rectification in auto mode): a defender's bid,
    // double or redouble gives declarer a lead restriction (39C); a
    // defender's pass or any call of the declaring side gives nothing (39B).
    let cases: &[(Seat, &str, &str)] = &[
        (E, "2H", "39C"),
        (W, "X", "39C"),
        (E, "P", "39B"),
        (S, "2S", "39B"),
        (N, "P", "39B"),
    ];
    for mode in MODES {
        for &(seat, text, rectified) in cases {
            let mut t = table(mode);
            auction(&mut t, "1S P P P");
            let out = ok(&mut t, call(seat, text));
            assert_new(
                &t,
                out,
                K::CallAfterFinalPass {
                    call: attempted(text),
                },
                seat,
                "39",
                rectified_or_unnoticed(mode, rectified),
            );
            let st = t.state();
            assert_eq!(st.play.contract, Some(contract("1S", N)));
            assert_eq!(st.phase, Phase::Clarification);
            if mode == Mode::AutoDirector {
                assert_eq!(st.calls.auction.calls[4].cancelled, Some(law("39A")));
                assert_eq!(
                    st.rect.lead_rights.iter().any(|r| r.offender == seat),
                    rectified == "39C"
                );
            }
            if t.state().lead_option_pending(E) == Some(law("26B")) {
                // West's double after the final pass: declarer may forbid
                // East one suit at his first lead; here he forbids none.
                let out = ok(
                    &mut t,
                    Event::ProhibitLead {
                        seat: N,
                        suit: None,
                    },
                );
                assert_eq!(
                    out,
                    Outcome::Settled {
                        id: 0,
                        law: law("26B")
                    }
                );
            }
            assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
        }
    }
}

// =====================================================================
// Calls out of rotation: condonation and cancellation (Laws 28, 29)
// =====================================================================

#[test]
fn law_28b_the_skipped_player_calls_and_cancels_the_call_out_of_rotation() {
    // Table mode: East bids at North's turn (his RHO's); North then calls.
    let mut t = table(Mode::Table);
    ok(&mut t, call(E, "1H"));
    assert_eq!(
        ok(&mut t, call(N, "1S")),
        Outcome::Settled {
            id: 0,
            law: law("28B")
        }
    );
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Cancelled { law: law("28B") }
    );
    assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("28B")));
    assert!(!st.calls.auction.calls[0].is_standing());
    assert_eq!(st.calls.auction.calls[1].cancelled, None);
    assert_eq!(st.calls.auction.calls[1].irregularity, None);
    // As though East had not called: North opened, East is next.
    assert_eq!(st.calls.auction.standing().count(), 1);
    assert_eq!(st.calls.auction.last_bid(), Some((bid("1S"), N)));
    assert_eq!(st.calls.auction.turn(), E);
    assert_eq!(t.awaiting_director(), None);
    // East's 1H is now insufficient; 2H is fine.
    assert_eq!(ok(&mut t, call(E, "2H")), Outcome::Lawful);
}

#[test]
fn law_28b_does_not_apply_in_auto_mode() {
    // The Director is already there: the skipped player must wait.
    let mut t = table(Mode::AutoDirector);
    ok(&mut t, call(E, "1H"));
    assert_blocked(&mut t, 0, "31", &[call(N, "1S"), call(W, "P")]);
}

#[test]
fn law_29a_lho_calling_accepts_a_call_out_of_rotation() {
    for mode in MODES {
        // East bids at North's turn; South (East's LHO) calls over it.
        let mut t = table(mode);
        ok(&mut t, call(E, "1H"));
        assert_eq!(
            ok(&mut t, call(S, "1S")),
            Outcome::Settled {
                id: 0,
                law: law("29A")
            }
        );
        let st = t.state();
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::Condoned { law: law("29A") }
        );
        assert!(st.calls.auction.calls.iter().all(|c| c.is_standing()));
        assert_eq!(t.awaiting_director(), None);
        // North lost his turn: the auction goes on from South.
        assert_eq!(st.calls.auction.turn(), W);
        auction(&mut t, "P P P");
        assert_eq!(t.state().play.contract, Some(contract("1S", S)));
        let seats: Vec<Seat> = t
            .state()
            .calls
            .auction
            .calls
            .iter()
            .map(|c| c.seat)
            .collect();
        assert_eq!(seats, vec![E, S, W, N, E]);
    }
}

#[test]
fn law_29a_accept_by_lho_in_auto_mode() {
    let mut t = table(Mode::AutoDirector);
    ok(&mut t, call(E, "P"));
    for seat in [N, E, W] {
        refused(
            &mut t,
            Event::Accept { seat },
            ActionError::NotEntitledToAccept {
                seat,
                law: law("30"),
                entitled: tenace_laws::Who::OffendersLho,
            },
        );
    }
    assert_eq!(
        ok(&mut t, Event::Accept { seat: S }),
        Outcome::Settled {
            id: 0,
            law: law("29A")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Condoned { law: law("29A") }
    );
    assert_eq!(t.state().calls.auction.turn(), S);
}

#[test]
fn law_28b_or_29a_the_director_asks_the_lho_whose_turn_it_was() {
    for (accepted, ruling_law) in [(true, "29A"), (false, "28B")] {
        // West bids at North's turn (West has not called: North is his LHO).
        let mut t = table(Mode::Table);
        let out = ok(&mut t, call(W, "1H"));
        assert_new(
            &t,
            out,
            K::BidOutOfRotation {
                bid: bid("1H"),
                turn: N,
                turn_of: TurnOf::LeftHandOpponent,
            },
            W,
            "31",
            Status::Unnoticed,
        );
        // North calls: accepting and overcalling, or opening? Ask him.
        assert_eq!(ok(&mut t, call(N, "1S")), Outcome::Lawful);
        let finding = Status::AwaitingFinding {
            question: Question::AcceptedOrOwnTurn,
        };
        assert_eq!(t.state().rect.irregularities[0].status, finding);
        assert_eq!(t.awaiting_director().map(|i| i.id), Some(0));
        assert_eq!(t.state().phase, Phase::Auction);
        assert_blocked(
            &mut t,
            0,
            "31",
            &[call(E, "P"), call(S, "P"), play(E, "HA")],
        );
        // Accepting is not the way to answer the Director's question.
        refused(
            &mut t,
            Event::Accept { seat: N },
            ActionError::NothingToAccept { seat: N },
        );

        let out = ok(&mut t, Event::Director(Ruling::CallerIntended { accepted }));
        assert_eq!(
            out,
            Outcome::Settled {
                id: 0,
                law: law(ruling_law)
            }
        );
        let st = t.state();
        assert_eq!(t.awaiting_director(), None);
        assert_eq!(st.calls.auction.turn(), E);
        assert_eq!(st.calls.auction.last_bid(), Some((bid("1S"), N)));
        if accepted {
            assert_eq!(
                st.rect.irregularities[0].status,
                Status::Condoned { law: law("29A") }
            );
            assert_eq!(st.calls.auction.calls[0].cancelled, None);
            assert_eq!(st.calls.auction.standing().count(), 2);
        } else {
            assert_eq!(
                st.rect.irregularities[0].status,
                Status::Cancelled { law: law("28B") }
            );
            assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("28B")));
            assert_eq!(st.calls.auction.standing().count(), 1);
        }
        // The question has been answered.
        refused(
            &mut t,
            Event::Director(Ruling::CallerIntended { accepted }),
            ActionError::NoQuestionPending,
        );
        assert_eq!(ok(&mut t, call(E, "P")), Outcome::Lawful);
    }
}

#[test]
fn law_28b_auto_mode_lho_whose_turn_it_was_accepts_by_calling() {
    // With the Director present the options have been explained, so a call
    // by West's LHO is the acceptance of Law 29A.
    let mut t = table(Mode::AutoDirector);
    ok(&mut t, call(W, "1H"));
    assert_eq!(
        ok(&mut t, call(N, "1S")),
        Outcome::Settled {
            id: 0,
            law: law("29A")
        }
    );
}

/// West bids 1H at North's turn; North, whose turn it was, opens 1C. The
/// Director finds that North took his own turn (28B): West's 1H is
/// cancelled and North's 1C is a lawful opening. The engine classified
/// the 1C as insufficient over 1H when it was made, and the insufficient
/// bid is left on record after the ruling; East's next call then
/// "accepts" it under 27A1.
#[test]
fn law_28b_ruling_leaves_no_insufficient_bid_behind() {
    let mut t = table(Mode::Table);
    ok(&mut t, call(W, "1H"));
    ok(&mut t, call(N, "1C"));
    ok(
        &mut t,
        Event::Director(Ruling::CallerIntended { accepted: false }),
    );
    assert_eq!(t.state().calls.auction.standing().count(), 1);
    // North's opening was first judged against West's bid; once that is
    // cancelled, its insufficient-bid record is cancelled too.
    assert_eq!(t.state().rect.irregularities.len(), 2);
    assert_eq!(
        t.state().rect.irregularities[1].status,
        Status::Cancelled { law: law("28B") }
    );
    assert_eq!(t.state().calls.auction.calls[1].irregularity, None);
    assert_eq!(ok(&mut t, call(E, "P")), Outcome::Lawful);
}

#[test]
fn law_29b_partner_calls_at_his_own_turn_and_the_call_out_of_rotation_is_cancelled() {
    // South bids at North's turn; North then calls at his turn.
    let mut t = table(Mode::Table);
    ok(&mut t, call(S, "1H"));
    assert_eq!(ok(&mut t, call(N, "1S")), Outcome::Lawful);
    let st = t.state();
    assert_eq!(st.calls.auction.calls[0].cancelled, Some(law("29B")));
    assert_eq!(st.calls.auction.calls[1].cancelled, None);
    // Laws 30-32 are still to be applied to South: the matter stays open.
    assert_eq!(st.rect.irregularities[0].status, Status::Unnoticed);
    assert_eq!(st.calls.auction.standing().count(), 1);
    assert_eq!(st.calls.auction.turn(), E);
    assert_eq!(st.calls.auction.last_bid(), Some((bid("1S"), N)));
}

#[test]
fn a_third_player_calling_neither_accepts_nor_cancels() {
    // East bids at North's turn; West (East's partner, not whose turn it
    // was) then calls: a second call out of rotation.
    let mut t = table(Mode::Table);
    ok(&mut t, call(E, "1H"));
    let out = ok(&mut t, call(W, "P"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("30")
        }
    );
    assert_eq!(t.state().rect.irregularities[0].status, Status::Unnoticed);
    assert!(t
        .state()
        .calls
        .auction
        .calls
        .iter()
        .all(|c| c.is_standing()));
}

// =====================================================================
// Play period: the opening lead
// =====================================================================

#[test]
fn law_41a_face_down_lead_out_of_turn() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        let out = ok(
            &mut t,
            Event::FaceDownLead {
                seat: W,
                card: card("S2"),
            },
        );
        // Returned to the hand on the Director's instruction, no penalty.
        assert_new(
            &t,
            out,
            K::FaceDownLeadOutOfTurn {
                card: card("S2"),
                proper_leader: E,
            },
            W,
            "41A",
            rectified_or_unnoticed(mode, "41A"),
        );
        let st = t.state();
        assert_eq!(st.phase, Phase::Clarification);
        assert_eq!(st.play.face_down_lead, None);
        assert!(
            st.play.exposed.is_empty(),
            "a face-down card is not exposed"
        );
        assert!(st.rect.penalty_cards.is_empty());
        assert!(st.play.hands[W.index()].contains(card("S2")));
        assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
        assert_eq!(t.state().phase, Phase::Play);
    }
}

#[test]
fn law_54_opening_lead_out_of_turn() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        let out = ok(&mut t, play(W, "S2"));
        assert_new(
            &t,
            out,
            K::OpeningLeadOutOfTurn {
                card: card("S2"),
                proper_leader: E,
            },
            W,
            "54",
            fresh(mode),
        );
        let st = t.state();
        assert_eq!(
            st.phase,
            Phase::Play,
            "the lead is faced: the play period has begun"
        );
        assert!(!st.play.dummy_spread, "dummy waits for declarer's choice");
        assert_eq!(st.play.tricks.len(), 1);
        assert_eq!(st.play.tricks[0].leader, W);
        assert_eq!(st.play.lead_irregularities, vec![Some(IrregularityId(0))]);
        assert!(!st.play.hands[W.index()].contains(card("S2")));
        refused(
            &mut t,
            Event::DummyPlay { card: card("S5") },
            ActionError::NoDummy,
        );
        if mode == Mode::AutoDirector {
            // (A card from dummy accepts the lead: Law 54B2, play_laws.rs.)
            assert_blocked(&mut t, 0, "54", &[play(E, "HA")]);
            refused(&mut t, call(E, "P"), ActionError::AuctionPeriodOver);
        }
    }
}

#[test]
fn law_54b_declarer_playing_from_his_hand_accepts_the_opening_lead() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        ok(&mut t, play(W, "S2"));
        assert_eq!(
            ok(&mut t, play(N, "SJ")),
            Outcome::Settled {
                id: 0,
                law: law("54B")
            }
        );
        let st = t.state();
        assert_eq!(
            st.rect.irregularities[0].status,
            Status::Condoned { law: law("54B") }
        );
        assert!(st.play.dummy_spread, "dummy is spread as in Law 41");
        assert_eq!(st.to_play(), Some(E));
        assert_eq!(t.awaiting_director(), None);
        cards(&mut t, "ST S5");
        assert_eq!(t.state().play.tricks[0].winner, Some(N));
    }
}

#[test]
fn law_54b_accept_by_declarer() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    ok(&mut t, play(W, "S2"));
    for seat in [E, S, W] {
        refused(
            &mut t,
            Event::Accept { seat },
            ActionError::NotEntitledToAccept {
                seat,
                law: law("54"),
                entitled: tenace_laws::Who::Declarer,
            },
        );
    }
    assert_eq!(
        ok(&mut t, Event::Accept { seat: N }),
        Outcome::Settled {
            id: 0,
            law: law("54B")
        }
    );
    assert!(t.state().play.dummy_spread);
    // Declarer still plays the second card (54B1).
    assert_eq!(t.state().to_play(), Some(N));
    assert_eq!(ok(&mut t, play(N, "SJ")), Outcome::Lawful);
}

#[test]
fn law_54e_declaring_side_attempts_the_opening_lead() {
    for mode in MODES {
        for (seat, c) in [(N, "SA"), (S, "H8")] {
            let mut t = one_nt_by_north(mode);
            let out = ok(&mut t, play(seat, c));
            let irr = assert_new(
                &t,
                out,
                K::DeclaringSideOpeningLead {
                    card: card(c),
                    proper_leader: E,
                },
                seat,
                "54E",
                rectified_or_unnoticed(mode, "54E"),
            );
            let st = t.state();
            assert_eq!(
                st.phase,
                Phase::Clarification,
                "no lead has been faced by a defender"
            );
            assert!(st.play.tricks.is_empty());
            assert!(st.play.hands[seat.index()].contains(card(c)));
            match mode {
                // Law 24 via 54E: the card goes back (24D); what it showed is
                // unauthorized for the declaring side.
                Mode::AutoDirector => {
                    assert!(st.play.exposed.is_empty());
                    assert!(st.rect.info.iter().any(|i| i.source
                        == InfoSource::Card {
                            seat,
                            card: card(c)
                        }
                        && i.unauthorized_for == Side::NorthSouth));
                }
                Mode::Table => {
                    assert_eq!(
                        st.play.exposed,
                        vec![ExposedCard {
                            seat,
                            card: card(c),
                            irregularity: IrregularityId(irr.id)
                        }]
                    );
                }
            }
            assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
        }
        // A face-down attempt by the declaring side.
        let mut t = one_nt_by_north(mode);
        let out = ok(
            &mut t,
            Event::FaceDownLead {
                seat: S,
                card: card("H8"),
            },
        );
        assert_new(
            &t,
            out,
            K::DeclaringSideOpeningLead {
                card: card("H8"),
                proper_leader: E,
            },
            S,
            "54E",
            rectified_or_unnoticed(mode, "54E"),
        );
        assert!(t.state().play.exposed.is_empty());
        assert_eq!(t.state().play.face_down_lead, None);
    }
}

#[test]
fn law_54a_declarer_spreads_his_hand_and_becomes_dummy() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    ok(&mut t, play(W, "S2"));
    refused(
        &mut t,
        Event::SpreadHand { seat: S },
        ActionError::NotEntitledToAccept {
            seat: S,
            law: law("54"),
            entitled: tenace_laws::Who::PresumedDeclarer,
        },
    );
    assert_eq!(
        ok(&mut t, Event::SpreadHand { seat: N }),
        Outcome::Settled {
            id: 0,
            law: law("54A")
        }
    );
    let st = t.state();
    assert_eq!(
        st.play.contract,
        Some(contract("1NT", S)),
        "South becomes declarer"
    );
    assert_eq!(st.dummy(), Some(N));
    assert!(st.play.dummy_spread);
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("54A") }
    );
    // The lead is now from declarer's left: dummy (North) plays next.
    assert_eq!(st.to_play(), Some(N));
    cards(&mut t, "SJ ST S5");
    assert_eq!(t.state().play.tricks[0].winner, Some(N));
}

#[test]
fn law_54d_declarer_refuses_the_opening_lead() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    ok(&mut t, play(W, "S2"));
    refused(
        &mut t,
        Event::Decline { seat: E },
        ActionError::NotEntitledToAccept {
            seat: E,
            law: law("54"),
            entitled: tenace_laws::Who::Declarer,
        },
    );
    assert_eq!(
        ok(&mut t, Event::Decline { seat: N }),
        Outcome::Settled {
            id: 0,
            law: law("54D")
        }
    );
    let st = t.state();
    assert_eq!(st.phase, Phase::Clarification);
    assert!(st.play.tricks.is_empty());
    assert!(st.play.hands[W.index()].contains(card("S2")));
    assert_eq!(
        st.rect.penalty_cards,
        vec![PenaltyCard {
            seat: W,
            card: card("S2"),
            major: true,
            law: law("54D")
        }]
    );
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("54D") }
    );
    // East is on lead with his partner's major penalty card: declarer's
    // Law 50D2 option comes first.
    assert_eq!(st.lead_option_pending(E), Some(law("50D2")));
    // A lead before declarer's statement is not refused: Law 50D2 subjects
    // it to rectification under Law 49 (tests/rulings.rs has the rest).
    let mut early = t.clone();
    assert_eq!(
        early.apply(play(E, "HA")),
        Ok(Outcome::Irregular {
            id: 1,
            law: law("49")
        })
    );
    let out = ok(
        &mut t,
        Event::LeadOption {
            seat: N,
            require: Some(Suit::Spades),
            prohibit: SuitSet::EMPTY,
        },
    );
    assert_eq!(out, Outcome::Chose { law: law("50D2") });
    // The penalty card is picked up; East must lead a spade.
    assert!(t.state().rect.penalty_cards.is_empty());
    let legal: Vec<Card> = t.state().legal_cards(E).iter().collect();
    assert_eq!(legal, vec![card("S8"), card("S9"), card("ST")]);
    assert_eq!(ok(&mut t, play(E, "S9")), Outcome::Lawful);
}

// =====================================================================
// Play period: leads out of turn (Laws 53, 55, 56)
// =====================================================================

#[test]
fn law_55_declarer_leads_from_his_hand_at_a_defenders_turn() {
    for mode in MODES {
        let mut t = east_on_lead(mode);
        let out = ok(&mut t, play(N, "SA"));
        assert_new(
            &t,
            out,
            K::DeclarerLeadOutOfTurn {
                card: card("SA"),
                proper_leader: E,
            },
            N,
            "55",
            fresh(mode),
        );
        assert_eq!(t.state().play.tricks.len(), 2);
        assert_eq!(t.state().play.tricks[1].leader, N);
        assert_eq!(
            t.state().play.lead_irregularities,
            vec![None, Some(IrregularityId(0))]
        );
        if mode == Mode::AutoDirector {
            // East, next in rotation, could accept by playing; nobody else may act.
            assert_blocked(&mut t, 0, "55", &[play(S, "S5"), play(W, "S2")]);
        }
    }
}

#[test]
fn law_55_declarer_leads_from_the_wrong_hand() {
    for mode in MODES {
        let mut t = north_on_lead(mode);
        let out = ok(&mut t, play(S, "D8"));
        assert_new(
            &t,
            out,
            K::DeclarerLeadOutOfTurn {
                card: card("D8"),
                proper_leader: N,
            },
            S,
            "55",
            fresh(mode),
        );
        // The next hand after dummy is West: his play accepts it (53A).
        assert_eq!(
            ok(&mut t, play(W, "D2")),
            Outcome::Settled {
                id: 0,
                law: law("53A")
            }
        );
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::Condoned { law: law("53A") }
        );
        cards(&mut t, "DA D9");
        assert_eq!(t.state().play.tricks[1].winner, Some(N));
    }
}

#[test]
fn law_53a_next_hand_playing_accepts_declarers_lead_out_of_turn() {
    for mode in MODES {
        let mut t = east_on_lead(mode);
        ok(&mut t, play(N, "SA"));
        // East is next in rotation after North, and was also the proper
        // leader: the Director asks whether he meant to lead or to follow
        // (C 53B); he followed, which accepts the lead (53A).
        assert_eq!(ok(&mut t, play(E, "S9")), Outcome::Lawful);
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::AwaitingFinding {
                question: tenace_laws::Question::LeadOrFollow
            }
        );
        assert_eq!(
            ok(
                &mut t,
                Event::Director(tenace_laws::Ruling::LeadIntended { lead: false })
            ),
            Outcome::Settled {
                id: 0,
                law: law("53A")
            }
        );
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::Condoned { law: law("53A") }
        );
        assert_eq!(t.awaiting_director(), None);
        cards(&mut t, "S5 S2");
        assert_eq!(t.state().play.tricks[1].winner, Some(N));
        assert_eq!(t.state().next_leader(), Some(N));
    }
}

#[test]
fn law_55a_either_defender_may_accept_declarers_lead_out_of_turn() {
    for acceptor in [E, W] {
        let mut t = east_on_lead(Mode::AutoDirector);
        ok(&mut t, play(N, "SA"));
        for seat in [N, S] {
            refused(
                &mut t,
                Event::Accept { seat },
                ActionError::NotEntitledToAccept {
                    seat,
                    law: law("55"),
                    entitled: tenace_laws::Who::EitherDefender,
                },
            );
        }
        assert_eq!(
            ok(&mut t, Event::Accept { seat: acceptor }),
            Outcome::Settled {
                id: 0,
                law: law("55A")
            }
        );
        assert_eq!(t.state().to_play(), Some(E));
        assert_eq!(ok(&mut t, play(E, "S9")), Outcome::Lawful);
    }
}

#[test]
fn law_56_defender_leads_out_of_turn() {
    for mode in MODES {
        let mut t = north_on_lead(mode);
        let out = ok(&mut t, play(W, "S3"));
        assert_new(
            &t,
            out,
            K::DefenderLeadOutOfTurn {
                card: card("S3"),
                proper_leader: N,
            },
            W,
            "56",
            fresh(mode),
        );
        assert_eq!(t.state().play.tricks[1].leader, W);
        if mode == Mode::AutoDirector {
            assert_blocked(&mut t, 0, "56", &[play(E, "S9"), play(S, "S6")]);
            // Declarer may accept; dummy and the defenders may not.
            for seat in [E, S, W] {
                refused(
                    &mut t,
                    Event::Accept { seat },
                    ActionError::NotEntitledToAccept {
                        seat,
                        law: law("56"),
                        entitled: tenace_laws::Who::Declarer,
                    },
                );
            }
            assert_eq!(
                ok(&mut t, Event::Accept { seat: N }),
                Outcome::Settled {
                    id: 0,
                    law: law("56A")
                }
            );
            assert_eq!(t.state().to_play(), Some(N));
        }
        // Declarer plays next in rotation after West: once the Director
        // finds he meant to follow, an acceptance (53A); or simply the next
        // card once accepted.
        let out = ok(&mut t, play(N, "SK"));
        if mode == Mode::Table {
            assert_eq!(out, Outcome::Lawful);
            let out = ok(
                &mut t,
                Event::Director(tenace_laws::Ruling::LeadIntended { lead: false }),
            );
            assert_eq!(
                out,
                Outcome::Settled {
                    id: 0,
                    law: law("53A")
                }
            );
            assert_eq!(
                t.state().rect.irregularities[0].status,
                Status::Condoned { law: law("53A") }
            );
        } else {
            assert_eq!(out, Outcome::Lawful);
        }
        cards(&mut t, "S9 S6");
        assert_eq!(t.state().play.tricks[1].winner, Some(N));
    }
}

#[test]
fn law_53a_dummys_card_accepts_a_defenders_lead_out_of_turn() {
    // North is on lead; East leads instead: the next hand is dummy's.
    let mut t = north_on_lead(Mode::Table);
    let out = ok(&mut t, play(E, "CA"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: law("56")
        }
    );
    assert_eq!(
        ok(&mut t, play(S, "C8")),
        Outcome::Settled {
            id: 0,
            law: law("53A")
        }
    );
}

#[test]
fn law_53b_proper_lead_after_a_lead_out_of_turn() {
    // East is on lead; declarer leads from dummy instead, then East leads.
    let mut t = east_on_lead(Mode::Table);
    ok(&mut t, play(S, "C8"));
    assert_eq!(
        t.state().rect.irregularities[0].kind,
        K::DeclarerLeadOutOfTurn {
            card: card("C8"),
            proper_leader: E
        }
    );
    let out = ok(&mut t, play(E, "HK"));
    // The proper lead stands; declarer's card goes back to dummy.
    assert_new(
        &t,
        out,
        K::ProperLeadAfterLeadOutOfTurn {
            card: card("HK"),
            irregular_lead: card("C8"),
        },
        E,
        "53B",
        Status::Rectified { law: law("53B") },
    );
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("53B") }
    );
    assert_eq!(st.play.tricks.len(), 2);
    assert_eq!(st.play.tricks[1].leader, E);
    assert_eq!(st.play.tricks[1].lead(), Some(card("HK")));
    assert!(st.play.hands[S.index()].contains(card("C8")));
    assert!(st.play.exposed.is_empty());
    assert!(st.rect.penalty_cards.is_empty());
    cards(&mut t, "H9 H6 H3");
    assert_eq!(t.state().play.tricks[1].winner, Some(E));
    // In auto mode the lead out of turn already holds the table: the
    // proper leader cannot lead before the Director rules.
    let mut t = east_on_lead(Mode::AutoDirector);
    ok(&mut t, play(S, "C8"));
    assert_blocked(&mut t, 0, "55", &[play(E, "HK")]);
}

#[test]
fn law_53b_a_defenders_card_led_out_of_turn_becomes_a_penalty_card() {
    // North is on lead; East leads the club ace; North leads properly.
    let mut t = north_on_lead(Mode::Table);
    ok(&mut t, play(E, "CA"));
    let out = ok(&mut t, play(N, "SK"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("53B")
        }
    );
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[1].kind,
        K::ProperLeadAfterLeadOutOfTurn {
            card: card("SK"),
            irregular_lead: card("CA")
        }
    );
    assert_eq!(st.play.tricks[1].leader, N);
    assert_eq!(st.play.tricks[1].lead(), Some(card("SK")));
    assert!(st.play.hands[E.index()].contains(card("CA")));
    assert_eq!(
        st.rect.penalty_cards,
        vec![PenaltyCard {
            seat: E,
            card: card("CA"),
            major: true,
            law: law("53B")
        }]
    );
    // East must follow suit before he can play his penalty card.
    assert_eq!(
        st.legal_cards(E).iter().collect::<Vec<_>>(),
        vec![card("S8"), card("S9")]
    );
}

// =====================================================================
// Play period: premature and extra cards (Laws 45E, 57)
// =====================================================================

#[test]
fn law_57a_premature_play_before_partner() {
    for mode in MODES {
        let mut t = north_on_lead(mode);
        cards(&mut t, "SA");
        // West plays at East's turn: his partner has not played.
        let out = ok(&mut t, play(W, "S3"));
        let irr = assert_new(
            &t,
            out,
            K::PrematureLeadOrPlay {
                card: card("S3"),
                lead: false,
            },
            W,
            "57A",
            fresh(mode),
        );
        let st = t.state();
        assert!(st.play.hands[W.index()].contains(card("S3")));
        assert_eq!(st.play.tricks[1].len(), 1);
        match mode {
            Mode::AutoDirector => {
                // A major penalty card; declarer chooses for East.
                assert!(st.play.exposed.is_empty());
                assert_eq!(
                    st.rect.penalty_cards,
                    vec![PenaltyCard {
                        seat: W,
                        card: card("S3"),
                        major: true,
                        law: law("57A")
                    }]
                );
                assert_blocked(&mut t, 0, "57A", &[play(E, "S9"), play(W, "S3")]);
                refused(
                    &mut t,
                    Event::PlayOption {
                        seat: S,
                        option: PlayRestrictionKind::Lowest,
                    },
                    ActionError::NoPlayOption,
                );
                let out = ok(
                    &mut t,
                    Event::PlayOption {
                        seat: N,
                        option: PlayRestrictionKind::Lowest,
                    },
                );
                assert_eq!(
                    out,
                    Outcome::Settled {
                        id: 0,
                        law: law("57A")
                    }
                );
                assert_eq!(
                    t.state().rect.irregularities[0].status,
                    Status::Rectified { law: law("57A") }
                );
                assert_eq!(
                    t.state().legal_cards(E).iter().collect::<Vec<_>>(),
                    vec![card("S8")]
                );
                cards(&mut t, "S8 S6");
                // West must now play his penalty card (50D1).
                assert_eq!(
                    t.state().legal_cards(W).iter().collect::<Vec<_>>(),
                    vec![card("S3")]
                );
                assert_eq!(ok(&mut t, play(W, "S3")), Outcome::Lawful);
                assert!(t.state().rect.penalty_cards.is_empty());
            }
            Mode::Table => {
                assert_eq!(
                    st.play.exposed,
                    vec![ExposedCard {
                        seat: W,
                        card: card("S3"),
                        irregularity: IrregularityId(irr.id)
                    }]
                );
                cards(&mut t, "S9 S6");
                // West now plays the card he exposed, at his turn.
                assert_eq!(ok(&mut t, play(W, "S3")), Outcome::Lawful);
                assert!(t.state().play.exposed.is_empty());
            }
        }
    }
}

#[test]
fn law_57a_the_partner_does_not_comply_with_declarers_choice() {
    let mut t = north_on_lead(Mode::AutoDirector);
    cards(&mut t, "SA");
    ok(&mut t, play(W, "S3"));
    ok(
        &mut t,
        Event::PlayOption {
            seat: N,
            option: PlayRestrictionKind::Highest,
        },
    );
    // East must play his highest spade, the 9, and plays the 8.
    let out = ok(&mut t, play(E, "S8"));
    assert_new(
        &t,
        out,
        K::RestrictionBreached {
            card: card("S8"),
            trick: 2,
            source: law("57A"),
        },
        E,
        "61A",
        Status::Rectified { law: law("62B1") },
    );
    // Corrected at once (62A): the 8 becomes a major penalty card and East
    // plays again.
    let st = t.state();
    assert_eq!(st.play.tricks[1].len(), 1);
    assert!(st.play.hands[E.index()].contains(card("S8")));
    assert!(st.rect.penalty_cards.contains(&PenaltyCard {
        seat: E,
        card: card("S8"),
        major: true,
        law: law("62B1")
    }));
}

#[test]
fn law_57a_premature_lead_to_the_next_trick() {
    for mode in MODES {
        // East has led to trick 1 and leads again before West has played.
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA H8");
        let out = ok(&mut t, play(E, "HK"));
        assert_new(
            &t,
            out,
            K::PrematureLeadOrPlay {
                card: card("HK"),
                lead: true,
            },
            E,
            "57A",
            fresh(mode),
        );
        if mode == Mode::AutoDirector {
            assert_blocked(&mut t, 0, "57A", &[play(W, "H5")]);
        }
    }
}

#[test]
fn law_57c1_no_rectification_once_declarer_has_played_from_both_hands() {
    let mut t = north_on_lead(Mode::AutoDirector);
    cards(&mut t, "SA S8 S6");
    // East leads again before West plays; North and South have both played.
    let out = ok(&mut t, play(E, "S9"));
    assert_new(
        &t,
        out,
        K::PrematureLeadOrPlay {
            card: card("S9"),
            lead: true,
        },
        E,
        "57A",
        Status::Rectified { law: law("57C1") },
    );
    assert!(t.state().rect.penalty_cards.is_empty());
    assert_eq!(ok(&mut t, play(W, "S3")), Outcome::Lawful);
}

#[test]
fn law_57d_defender_plays_at_his_rhos_turn() {
    for mode in MODES {
        let mut t = north_on_lead(mode);
        cards(&mut t, "SA S8");
        // West plays at South's (dummy's) turn; East has already played.
        let out = ok(&mut t, play(W, "S3"));
        assert_new(
            &t,
            out,
            K::PlayAtRightHandOpponentsTurn { card: card("S3") },
            W,
            "57D",
            rectified_or_unnoticed(mode, "57D"),
        );
        if mode == Mode::AutoDirector {
            // It can lawfully be played: it must be, at West's turn; no
            // penalty card.
            let st = t.state();
            assert!(st.rect.penalty_cards.is_empty());
            assert!(st.play.exposed.is_empty());
            assert_eq!(st.rect.must_play, vec![(W, card("S3"), law("57D"))]);
        }
        cards(&mut t, "S6 S3");
        assert!(t.state().rect.must_play.is_empty());
    }
}

/// After Law 57D the card must be played at its owner's turn: it is his
/// only legal card then.
#[test]
fn legal_cards_respects_a_card_that_must_be_played() {
    let mut t = north_on_lead(Mode::AutoDirector);
    cards(&mut t, "SA S8");
    ok(&mut t, play(W, "S3"));
    cards(&mut t, "S6");
    let legal: Vec<Card> = t.state().legal_cards(W).iter().collect();
    assert_eq!(legal, vec![card("S3")]);
}

#[test]
fn law_57c3_declarers_premature_play() {
    for mode in MODES {
        // From his own hand, at dummy's turn.
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA");
        let out = ok(&mut t, play(N, "H2"));
        let irr = assert_new(
            &t,
            out,
            K::DeclarerPrematurePlay { card: card("H2") },
            N,
            "57C3",
            rectified_or_unnoticed(mode, "57C3"),
        );
        match mode {
            Mode::AutoDirector => {
                // A played card: it must be played at North's turn.
                assert!(t.state().play.exposed.is_empty());
                assert_eq!(t.state().rect.must_play, vec![(N, card("H2"), law("57C3"))]);
            }
            Mode::Table => {
                assert_eq!(
                    t.state().play.exposed,
                    vec![ExposedCard {
                        seat: N,
                        card: card("H2"),
                        irregularity: IrregularityId(irr.id)
                    }]
                );
            }
        }
        cards(&mut t, "H8 H5 H2");
        assert!(t.state().play.exposed.is_empty());
        // From dummy, at East's turn.
        let mut t = north_on_lead(mode);
        cards(&mut t, "SA");
        let out = ok(&mut t, play(S, "S6"));
        assert_new(
            &t,
            out,
            K::DeclarerPrematurePlay { card: card("S6") },
            S,
            "57C3",
            rectified_or_unnoticed(mode, "57C3"),
        );
    }
}

#[test]
fn law_57c3_declarer_does_not_play_the_card_he_played_early() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    cards(&mut t, "HA");
    ok(&mut t, play(N, "H2"));
    cards(&mut t, "H8 H5");
    let out = ok(&mut t, play(N, "H3"));
    assert_new(
        &t,
        out,
        K::RestrictionBreached {
            card: card("H3"),
            trick: 1,
            source: law("57C3"),
        },
        N,
        "61A",
        Status::Rectified { law: law("62B2") },
    );
    // Declarer's card goes back (62B2) and he plays again.
    assert_eq!(t.state().play.tricks[0].len(), 3);
    assert!(t.state().play.hands[N.index()].contains(card("H3")));
    assert!(t.state().rect.penalty_cards.is_empty());
    assert_eq!(ok(&mut t, play(N, "H2")), Outcome::Lawful);
}

#[test]
fn law_45e_card_added_to_a_trick() {
    for mode in MODES {
        // A defender whose partner has played adds a card: 45E1.
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA H8 H5");
        let out = ok(&mut t, play(E, "HK"));
        assert_new(
            &t,
            out,
            K::CardAddedToTrick { card: card("HK") },
            E,
            "45E",
            rectified_or_unnoticed(mode, "45E1"),
        );
        match mode {
            Mode::AutoDirector => {
                assert_eq!(
                    t.state().rect.penalty_cards,
                    vec![PenaltyCard {
                        seat: E,
                        card: card("HK"),
                        major: true,
                        law: law("45E1")
                    }]
                );
                assert!(t.state().play.exposed.is_empty());
            }
            Mode::Table => assert!(t.state().play.exposed.iter().any(|e| e.card == card("HK"))),
        }
        cards(&mut t, "H2");
        assert_eq!(t.state().play.tricks[0].winner, Some(E));
        // Declarer adds a second card from dummy: 45E2, returned.
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA H8");
        let out = ok(&mut t, play(S, "H9"));
        assert_new(
            &t,
            out,
            K::CardAddedToTrick { card: card("H9") },
            S,
            "45E",
            rectified_or_unnoticed(mode, "45E2"),
        );
        if mode == Mode::AutoDirector {
            assert!(t.state().rect.penalty_cards.is_empty());
            assert!(t.state().play.exposed.is_empty());
        }
    }
}

#[test]
fn law_52_a_defender_does_not_lead_his_major_penalty_card() {
    for (accept, law_text) in [(true, "52B1(a)"), (false, "52B2")] {
        let mut t = one_nt_by_north(Mode::AutoDirector);
        cards(&mut t, "HA H8 H5");
        ok(&mut t, play(E, "HK")); // 45E1: a major penalty card
        cards(&mut t, "H2");
        // East is on lead and must lead the king (50D1); he leads the queen.
        assert_eq!(
            t.state().legal_cards(E).iter().collect::<Vec<_>>(),
            vec![card("HK")]
        );
        let out = ok(&mut t, play(E, "HQ"));
        assert_new(
            &t,
            out,
            K::PenaltyCardNotPlayed {
                card: card("HQ"),
                penalty_card: card("HK"),
                trick: 2,
            },
            E,
            "52",
            Status::AwaitingDirector,
        );
        assert_blocked(&mut t, 1, "52", &[play(W, "H6")]);
        for seat in [E, S, W] {
            let e = if accept {
                Event::Accept { seat }
            } else {
                Event::Decline { seat }
            };
            refused(
                &mut t,
                e,
                ActionError::NotEntitledToAccept {
                    seat,
                    law: law("52"),
                    entitled: tenace_laws::Who::Declarer,
                },
            );
        }
        let e = if accept {
            Event::Accept { seat: N }
        } else {
            Event::Decline { seat: N }
        };
        assert_eq!(
            ok(&mut t, e),
            Outcome::Settled {
                id: 1,
                law: law(law_text)
            }
        );
        let st = t.state();
        if accept {
            // 52B1(a): the queen stands; the king is still a penalty card.
            assert_eq!(st.play.tricks[1].lead(), Some(card("HQ")));
            assert!(st.rect.penalty_cards.iter().any(|p| p.card == card("HK")));
        } else {
            // 52B2: the king is led instead and the queen becomes a major
            // penalty card.
            assert_eq!(st.play.tricks[1].lead(), Some(card("HK")));
            assert_eq!(
                st.rect.penalty_cards,
                vec![PenaltyCard {
                    seat: E,
                    card: card("HQ"),
                    major: true,
                    law: law("52B2")
                }]
            );
        }
    }
}

// =====================================================================
// Play period: revokes (Laws 61, 63)
// =====================================================================

#[test]
fn law_61a_revoke() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA");
        // Dummy still holds hearts; declarer plays a spade from it.
        let out = ok(&mut t, play(S, "S5"));
        assert_new(
            &t,
            out,
            K::Revoke {
                card: card("S5"),
                suit_led: Suit::Hearts,
                trick: 1,
            },
            S,
            "61A",
            rectified_or_unnoticed(mode, "62B2"),
        );
        match mode {
            Mode::AutoDirector => {
                // 62A, 62B2: corrected at once; dummy's card goes back and a
                // heart must be played instead.
                let st = t.state();
                assert_eq!(st.play.tricks[0].len(), 1);
                assert!(st.play.hands[S.index()].contains(card("S5")));
                assert!(st.rect.penalty_cards.is_empty());
                assert_eq!(
                    st.legal_cards(S).iter().collect::<Vec<_>>(),
                    vec![card("H8"), card("H9"), card("HT"), card("HJ")]
                );
                cards(&mut t, "H8 H5 H2");
            }
            Mode::Table => {
                // A revoke card is played, not exposed.
                assert!(t.state().play.exposed.is_empty());
                assert!(t.state().play.tricks[0].has_played(S));
                assert!(!t.state().play.hands[S.index()].contains(card("S5")));
                cards(&mut t, "H5 H2");
            }
        }
    }
}

#[test]
fn law_62b1_a_defenders_revoke_card_becomes_a_major_penalty_card() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8");
    ok(&mut t, play(W, "D2"));
    cards(&mut t, "H2");
    draw_attention(&mut t, E);
    let st = t.state();
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Rectified { law: law("62B1") }
    );
    // The revoke card and the cards played after it are taken back (62C1).
    assert_eq!(st.play.tricks[0].len(), 2);
    assert!(st.play.hands[W.index()].contains(card("D2")));
    assert!(st.play.hands[N.index()].contains(card("H2")));
    assert_eq!(
        st.rect.penalty_cards,
        vec![PenaltyCard {
            seat: W,
            card: card("D2"),
            major: true,
            law: law("62B1")
        }]
    );
    assert_eq!(st.to_play(), Some(W));
    assert_eq!(ok(&mut t, play(W, "H5")), Outcome::Lawful);
}

#[test]
fn law_63a1_a_revoke_is_established_when_the_offending_side_plays_to_the_next_trick() {
    let established = Status::Established { law: law("63A1") };
    // East revokes on trick 2 (he holds spades); North leads trick 3.
    let mut t = north_on_lead(Mode::Table);
    cards(&mut t, "SA");
    let out = ok(&mut t, play(E, "HA"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: law("61A")
        }
    );
    cards(&mut t, "S6 S3");
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Unnoticed,
        "the trick is complete but not the next"
    );
    cards(&mut t, "SK");
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Unnoticed,
        "an opponent's lead does not establish it"
    );
    cards(&mut t, "S9");
    assert_eq!(t.state().rect.irregularities[0].status, established);
    assert_eq!(
        t.state().rect.irregularities[0].kind,
        K::Revoke {
            card: card("HA"),
            suit_led: Suit::Spades,
            trick: 2
        }
    );

    // West revokes on trick 1; his partner East leads trick 2.
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8");
    let out = ok(&mut t, play(W, "D2"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: law("61A")
        }
    );
    cards(&mut t, "H2");
    assert_eq!(t.state().play.tricks[0].winner, Some(E));
    assert_eq!(t.state().rect.irregularities[0].status, Status::Unnoticed);
    cards(&mut t, "HK");
    assert_eq!(
        t.state().rect.irregularities[0].status,
        established,
        "partner's lead establishes it"
    );

    // Dummy revokes on trick 1; declarer's side next plays from dummy.
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA");
    ok(&mut t, play(S, "S5"));
    cards(&mut t, "H5 H2  HK");
    assert_eq!(t.state().rect.irregularities[0].status, Status::Unnoticed);
    cards(&mut t, "H8");
    assert_eq!(t.state().rect.irregularities[0].status, established);
    cards(&mut t, "H6 H3");
    assert_eq!(
        t.state().rect.irregularities[0].status,
        established,
        "established stays established"
    );
    // The revoke trick stands as played (63B).
    assert!(t.state().play.tricks[0].has_played(S));
    assert_eq!(t.state().play.tricks[0].card_of(S), Some(card("S5")));
}

/// East revokes on trick 2, then, before West has played to trick 2,
/// leads a card to trick 3. Law 63A1 says any lead or play by the
/// offender or his partner to the following trick, lawful or not,
/// establishes the revoke; the engine records East's premature lead
/// (57A) but does not establish the revoke.
#[test]
fn law_63a1_an_illegal_lead_to_the_next_trick_establishes_the_revoke() {
    let mut t = north_on_lead(Mode::Table);
    cards(&mut t, "SA");
    ok(&mut t, play(E, "HA"));
    cards(&mut t, "S6");
    let out = ok(&mut t, play(E, "HK"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 1,
            law: law("57A")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Established { law: law("63A1") }
    );
}

// =====================================================================
// Play period: dummy (Laws 43, 45F)
// =====================================================================

#[test]
fn law_45f_dummy_indicates_a_card_on_his_own() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA");
        let out = ok(&mut t, Event::DummyPlay { card: card("H8") });
        assert_new(
            &t,
            out,
            K::DummyIndicatedCard { card: card("H8") },
            S,
            "45F",
            Status::ReviewAtEndOfPlay,
        );
        assert_eq!(t.awaiting_director(), None, "play continues");
        assert!(
            t.state().play.hands[S.index()].contains(card("H8")),
            "the card is not played by dummy's touch"
        );
        assert_eq!(t.state().play.tricks[0].len(), 1);
        // Declarer plays as he likes; the rest of the trick goes on.
        cards(&mut t, "HJ H5 H2");
        assert_eq!(t.state().play.tricks[0].winner, Some(E));
        assert_eq!(
            t.state().rect.irregularities[0].status,
            Status::ReviewAtEndOfPlay
        );
    }
}

#[test]
fn law_43a1b_dummy_draws_attention_during_the_play() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8");
    ok(&mut t, play(W, "D2")); // West revokes
    let out = ok(&mut t, Event::DrawAttention { seat: S });
    assert_new(
        &t,
        out,
        K::DummyDrewAttention,
        S,
        "43A1(b)",
        Status::ReviewAtEndOfPlay,
    );
    // Attention has been drawn all the same: the revoke is corrected.
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Rectified { law: law("62B1") }
    );
    assert_eq!(t.awaiting_director(), None);

    // In auto mode everything is already before the Director: there is
    // nothing for dummy to draw attention to.
    let mut t = one_nt_by_north(Mode::AutoDirector);
    cards(&mut t, "HA H8");
    ok(&mut t, play(W, "D2"));
    refused(
        &mut t,
        Event::DrawAttention { seat: S },
        ActionError::NothingToDrawAttentionTo,
    );
}

#[test]
fn dummy_may_draw_attention_in_the_clarification_period() {
    // Law 43A1(b) restricts dummy during the play only.
    let mut t = one_nt_by_north(Mode::Table);
    ok(
        &mut t,
        Event::FaceDownLead {
            seat: W,
            card: card("S2"),
        },
    );
    assert_eq!(
        ok(&mut t, Event::DrawAttention { seat: S }),
        Outcome::Lawful
    );
    assert_eq!(t.state().rect.irregularities.len(), 1);
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Rectified { law: law("41A") }
    );
}

// =====================================================================
// Drawing attention (Law 9)
// =====================================================================

#[test]
fn drawing_attention_brings_every_unnoticed_irregularity_to_the_director() {
    let mut t = table(Mode::Table);
    ok(&mut t, call(E, "P")); // 30, at North's turn
    ok(&mut t, call(W, "1S")); // 31, at South's turn (after East's pass)
    assert!(t
        .state()
        .rect
        .irregularities
        .iter()
        .all(|i| i.status == Status::Unnoticed));
    assert_eq!(t.awaiting_director(), None);
    assert_eq!(t.state().open_irregularities().count(), 2);
    assert_eq!(
        ok(&mut t, Event::DrawAttention { seat: N }),
        Outcome::Lawful
    );
    assert!(t
        .state()
        .rect
        .irregularities
        .iter()
        .all(|i| i.status == Status::AwaitingDirector));
    assert_eq!(t.state().open_irregularities().count(), 2);
    assert_eq!(t.awaiting_director().map(|i| i.id), Some(0));
    assert_blocked(
        &mut t,
        0,
        "30",
        &[call(N, "1H"), call(E, "P"), play(S, "H8")],
    );
    // Attention cannot be drawn twice to the same thing.
    refused(
        &mut t,
        Event::DrawAttention { seat: E },
        ActionError::NothingToDrawAttentionTo,
    );
}

#[test]
fn an_offender_may_draw_attention_to_his_own_irregularity() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    assert_eq!(
        ok(&mut t, Event::DrawAttention { seat: E }),
        Outcome::Lawful
    );
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::AwaitingDirector
    );
    // South may still accept it by calling, as in auto mode.
    assert_eq!(
        ok(&mut t, call(S, "P")),
        Outcome::Settled {
            id: 0,
            law: law("27A1")
        }
    );
}

#[test]
fn nothing_to_draw_attention_to() {
    for mode in MODES {
        let mut t = table(mode);
        refused(
            &mut t,
            Event::DrawAttention { seat: N },
            ActionError::NothingToDrawAttentionTo,
        );
        auction(&mut t, "1NT P P P");
        refused(
            &mut t,
            Event::DrawAttention { seat: E },
            ActionError::NothingToDrawAttentionTo,
        );
        cards(&mut t, "HA");
        refused(
            &mut t,
            Event::DrawAttention { seat: S },
            ActionError::NothingToDrawAttentionTo,
        );
    }
    // Settled irregularities are not open: nothing to draw attention to.
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    ok(&mut t, call(S, "P"));
    refused(
        &mut t,
        Event::DrawAttention { seat: W },
        ActionError::NothingToDrawAttentionTo,
    );
}

#[test]
fn an_established_revoke_transfers_a_trick_and_leaves_the_result_subject_to_the_director() {
    let mut t = one_nt_by_north(Mode::Table);
    // West revokes on trick 1; East, his partner, leads to trick 2.
    cards(&mut t, "HA H8");
    ok(&mut t, play(W, "D2"));
    cards(&mut t, "H2  HK H9 H5 H3  HQ HT H6 H4");
    cards(&mut t, "CA C8 C5 C2  CK C9 C6 C3  CQ CT C7 C4  CJ HJ H7 SJ");
    cards(&mut t, "ST S5 S2 SA  SK S9 S6 S3  SQ S8 S7 S4");
    cards(&mut t, "DA D9 D6 D3  DK DT D7 D4  DQ DJ D8 D5");
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_eq!(st.rect.irregularities.len(), 1);
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Established { law: law("63A1") }
    );
    assert_eq!(st.tricks_won(), [6, 7]);
    let r = t.result().unwrap();
    // The revoke trick was won by East, not by the revoker: one trick
    // (64A2) goes to North-South, making 1NT.
    assert_eq!(r.tricks_in_play, Some(6));
    assert_eq!(
        r.transfers,
        vec![Transfer {
            irregularity: IrregularityId(0),
            tricks: 1,
            law: law("64A2"),
            to: Side::NorthSouth
        }]
    );
    assert_eq!(r.declarer_tricks, Some(7));
    assert_eq!(r.score_ns, 90);
    assert!(r.subject_to_director);
}

#[test]
fn a_dummy_indication_leaves_the_result_subject_to_the_director() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    cards(&mut t, "HA");
    ok(&mut t, Event::DummyPlay { card: card("HJ") });
    cards(&mut t, "H8 H5 H2  HK H9 H6 H3  HQ HT H7 H4");
    cards(&mut t, "CA C8 C5 C2  CK C9 C6 C3  CQ CT C7 C4  CJ HJ D2 SJ");
    cards(&mut t, "ST S5 S2 SA  SK S9 S6 S3  SQ S8 S7 S4");
    cards(&mut t, "DA D9 D6 D3  DK DT D7 D4  DQ DJ D8 D5");
    assert_eq!(t.state().phase, Phase::Complete);
    let r = t.result().unwrap();
    assert_eq!(r.declarer_tricks, Some(6));
    assert!(
        r.subject_to_director,
        "Law 45F: the Director judges at the end of play"
    );
}

/// While the table waits for the Director every other player action is
/// refused (Law 9B2), but dummy's unprompted touch of a card is still
/// recorded as a new irregularity.
#[test]
fn dummys_unprompted_card_waits_for_the_director_too() {
    let mut t = east_on_lead(Mode::AutoDirector);
    ok(&mut t, play(N, "SA")); // 55: the table waits for the defenders' choice
    refused(
        &mut t,
        Event::DummyPlay { card: card("S5") },
        ActionError::AwaitingDirector {
            id: 0,
            law: law("55"),
        },
    );
}

/// Law 53A, footnote 17: at the last trick a lead out of turn is always
/// taken back, never accepted.
#[test]
fn law_53a_a_lead_out_of_turn_at_trick_13_is_retracted() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA H8 H5 H2  HK H9 H6 H3  HQ HT H7 H4");
        cards(&mut t, "CA C8 C5 C2  CK C9 C6 C3  CQ CT C7 C4  CJ HJ D2 SJ");
        cards(
            &mut t,
            "ST S5 S2 SA  SK S9 S6 S3  SQ S8 S7 S4  DA D9 D6 D3  DK DT D7 D4",
        );
        assert_eq!(t.state().play.tricks.len(), 12);
        assert_eq!(t.state().next_leader(), Some(N));
        // East leads his last card although North is on lead.
        let out = ok(&mut t, play(E, "DJ"));
        assert_new(
            &t,
            out,
            K::DefenderLeadOutOfTurn {
                card: card("DJ"),
                proper_leader: N,
            },
            E,
            "56",
            Status::Rectified {
                law: law("53A fn17"),
            },
        );
        let st = t.state();
        assert_eq!(st.play.tricks.len(), 12, "the lead is retracted");
        assert!(st.play.hands[E.index()].contains(card("DJ")));
        assert!(st.rect.penalty_cards.is_empty());
        refused(
            &mut t,
            Event::Accept { seat: N },
            ActionError::NothingToAccept { seat: N },
        );
        cards(&mut t, "DQ DJ D8 D5");
        assert_eq!(t.state().phase, Phase::Complete);
    }
}

/// The demo board shipped with the `tenace` command (table mode): an
/// insufficient bid accepted by the next call, an opening lead out of turn
/// accepted by declarer's play, and a revoke established a trick later.
#[test]
fn the_demo_board() {
    let text = "\
board 3
deal N:J532.JT75.84.KT8 9.932.AK9532.Q52 A86.AKQ84.QJT.A9 KQT74.6.76.J7643
mode table
S 1H
W 1C
N 2H
E 3D
S 4H
W pass
N pass
E pass
E lead DA
S DT
W D7
N D4
play DK DJ D6 D8
play D2 DQ H6 H7
N H5
E C2
S HA
W C3
S HK
W C4
N HT
E H3
play SA S4 S2 S9
play HQ C6 HJ H2
play CA C7 C8 C5
play S8 ST SJ H9
play D9 H4 S7 S3
play C9 CJ CK CQ
play CT D3 S6 SQ
play S5 D5 H8 SK
";
    let run = tenace_laws::script::run(text, &tenace_claims::default_solver()).unwrap();
    let t = &run.table;
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_eq!(st.play.contract, Some(contract("4H", S)));
    let summary: Vec<(K, Seat, Status)> = st
        .rect
        .irregularities
        .iter()
        .map(|i| (i.kind, i.offender, i.status))
        .collect();
    assert_eq!(
        summary,
        vec![
            (
                K::InsufficientBid {
                    bid: bid("1C"),
                    last_bid: bid("1H")
                },
                W,
                Status::Condoned { law: law("27A1") }
            ),
            (
                K::OpeningLeadOutOfTurn {
                    card: card("DA"),
                    proper_leader: W
                },
                E,
                Status::Condoned { law: law("54B") }
            ),
            (
                K::Revoke {
                    card: card("C2"),
                    suit_led: Suit::Hearts,
                    trick: 4
                },
                E,
                Status::Established { law: law("63A1") }
            ),
        ]
    );
    // The outcome of each step, in order, where it was not lawful.
    let notable: Vec<(usize, Outcome)> = run
        .steps
        .iter()
        .filter(|s| s.outcome != Outcome::Lawful)
        .map(|s| (s.line, s.outcome))
        .collect();
    assert_eq!(
        notable,
        vec![
            (
                5,
                Outcome::Irregular {
                    id: 0,
                    law: law("27")
                }
            ),
            (
                6,
                Outcome::Settled {
                    id: 0,
                    law: law("27A1")
                }
            ),
            (
                12,
                Outcome::Irregular {
                    id: 1,
                    law: law("54")
                }
            ),
            (
                13,
                Outcome::Settled {
                    id: 1,
                    law: law("54B")
                }
            ),
            (
                19,
                Outcome::Irregular {
                    id: 2,
                    law: law("61A")
                }
            ),
        ]
    );
    let r = t.result().unwrap();
    // East's revoke trick was won by South, and East-West won a later
    // trick: one trick is transferred (64A2). 4H+1.
    assert_eq!(r.tricks_in_play, Some(10));
    assert_eq!(
        r.transfers,
        vec![Transfer {
            irregularity: IrregularityId(2),
            tricks: 1,
            law: law("64A2"),
            to: Side::NorthSouth
        }]
    );
    assert_eq!(r.declarer_tricks, Some(11));
    assert_eq!(r.score_ns, 450);
    assert!(r.subject_to_director);
}

// =====================================================================
// Play period: restrictions, penalty cards and exposed cards
// =====================================================================

/// West's insufficient bid, replaced by a call that is neither the lowest
/// sufficient bid in the same denomination nor comparable (27B2): East is
/// barred, and declarer may forbid East one suit at his first lead (26B).
/// North declares 2S; East is on lead.
fn lead_right_against_east(mode: Mode) -> Table {
    let mut t = table(mode);
    auction(&mut t, "1S P 2C");
    ok(&mut t, call(W, "1D"));
    if mode == Mode::Table {
        draw_attention(&mut t, N);
    }
    assert_eq!(
        ok(&mut t, Event::Decline { seat: N }),
        Outcome::Settled {
            id: 0,
            law: law("27B")
        }
    );
    ok(&mut t, call(W, "2D"));
    let out = ok(
        &mut t,
        Event::Director(Ruling::Replacement {
            class: ReplacementClass::Neither,
        }),
    );
    assert_eq!(
        out,
        Outcome::Settled {
            id: 0,
            law: law("27B2")
        }
    );
    assert_eq!(
        t.state().calls.obligations[E.index()].pass_rest_of_auction,
        Some(law("27B2"))
    );
    auction(&mut t, "2S P P P");
    assert_eq!(t.state().play.contract, Some(contract("2S", N)));
    t
}

#[test]
fn law_26b_declarer_forbids_a_suit_to_the_offenders_partner() {
    for mode in MODES {
        let mut t = lead_right_against_east(mode);
        assert_eq!(t.state().lead_option_pending(E), Some(law("26B")));
        refused(
            &mut t,
            play(E, "HA"),
            ActionError::AwaitingLeadChoice {
                declarer: N,
                law: law("26B"),
            },
        );
        refused(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("HA"),
            },
            ActionError::AwaitingLeadChoice {
                declarer: N,
                law: law("26B"),
            },
        );
        refused(
            &mut t,
            Event::ProhibitLead {
                seat: S,
                suit: Some(Suit::Hearts),
            },
            ActionError::NoLeadOption,
        );
        // West specified diamonds in the legal auction: they cannot be forbidden.
        refused(
            &mut t,
            Event::ProhibitLead {
                seat: N,
                suit: Some(Suit::Diamonds),
            },
            ActionError::SuitSpecified {
                suit: Suit::Diamonds,
            },
        );
        let out = ok(
            &mut t,
            Event::ProhibitLead {
                seat: N,
                suit: Some(Suit::Hearts),
            },
        );
        assert_eq!(
            out,
            Outcome::Settled {
                id: 0,
                law: law("26B")
            }
        );
        assert_eq!(
            t.state()
                .rect
                .lead_rights
                .iter()
                .map(|r| r.status)
                .collect::<Vec<_>>(),
            vec![LeadRightStatus::Exercised {
                prohibited: Some(Suit::Hearts)
            }]
        );
        assert!(!t
            .state()
            .legal_cards(E)
            .iter()
            .any(|c| c.suit() == Suit::Hearts));
        // East leads a heart anyway: a revoke (61A).
        let out = ok(&mut t, play(E, "HA"));
        assert_new(
            &t,
            out,
            K::ProhibitedLead {
                card: card("HA"),
                prohibited: Suit::Hearts,
                trick: 1,
            },
            E,
            "61A",
            rectified_or_unnoticed(mode, "62B1"),
        );
        let st = t.state();
        match mode {
            Mode::AutoDirector => {
                // Corrected: the lead is taken back and the ace is a major
                // penalty card; East leads again.
                assert!(st.play.tricks.is_empty());
                assert!(st.play.hands[E.index()].contains(card("HA")));
                assert_eq!(
                    st.rect.penalty_cards,
                    vec![PenaltyCard {
                        seat: E,
                        card: card("HA"),
                        major: true,
                        law: law("62B1")
                    }]
                );
                assert_eq!(st.to_play(), Some(E));
                assert_eq!(ok(&mut t, play(E, "CA")), Outcome::Lawful);
            }
            Mode::Table => {
                assert_eq!(st.play.tricks[0].lead(), Some(card("HA")));
                assert!(st.play.dummy_spread);
            }
        }
    }
}

#[test]
fn law_61a_a_restriction_breached_in_table_mode() {
    // Declarer plays from his hand early (57C3); once attention is drawn
    // the card must be played at his turn, and he plays another.
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA");
    ok(&mut t, play(N, "H2"));
    draw_attention(&mut t, W);
    assert_eq!(
        t.state().rect.irregularities[0].status,
        Status::Rectified { law: law("57C3") }
    );
    cards(&mut t, "H8 H5");
    let out = ok(&mut t, play(N, "H3"));
    assert_new(
        &t,
        out,
        K::RestrictionBreached {
            card: card("H3"),
            trick: 1,
            source: law("57C3"),
        },
        N,
        "61A",
        Status::Unnoticed,
    );
    assert!(t.state().play.tricks[0].is_complete());
}

#[test]
fn law_52_a_penalty_card_not_played_in_table_mode() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8 H5");
    ok(&mut t, play(E, "HK"));
    draw_attention(&mut t, N);
    assert_eq!(
        t.state().rect.penalty_cards,
        vec![PenaltyCard {
            seat: E,
            card: card("HK"),
            major: true,
            law: law("45E1")
        }]
    );
    cards(&mut t, "H2");
    let out = ok(&mut t, play(E, "HQ"));
    assert_new(
        &t,
        out,
        K::PenaltyCardNotPlayed {
            card: card("HQ"),
            penalty_card: card("HK"),
            trick: 2,
        },
        E,
        "52",
        Status::Unnoticed,
    );
    // Unnoticed at a real table, it stays so when declarer plays on; once
    // attention is drawn, declarer then has to accept it (52B1(b)).
    assert_eq!(ok(&mut t, play(S, "H9")), Outcome::Lawful);
    assert_eq!(t.state().rect.irregularities[1].status, Status::Unnoticed);
    draw_attention(&mut t, N);
    refused(
        &mut t,
        Event::Decline { seat: N },
        ActionError::MustAccept {
            law: law("52B1(b)"),
        },
    );
    assert_eq!(
        ok(&mut t, Event::Accept { seat: N }),
        Outcome::Settled {
            id: 1,
            law: law("52B1(a)")
        }
    );
}

#[test]
fn law_48_declarer_exposes_a_card() {
    for mode in MODES {
        let mut t = east_on_lead(mode);
        let out = ok(
            &mut t,
            Event::Expose {
                seat: N,
                card: card("SA"),
            },
        );
        let irr = assert_new(
            &t,
            out,
            K::DeclarerExposedCard { card: card("SA") },
            N,
            "48",
            rectified_or_unnoticed(mode, "48A"),
        );
        let st = t.state();
        // No penalty card for declarer.
        assert!(st.rect.penalty_cards.is_empty());
        assert!(st.play.hands[N.index()].contains(card("SA")));
        match mode {
            Mode::AutoDirector => assert!(st.play.exposed.is_empty()),
            Mode::Table => assert_eq!(
                st.play.exposed,
                vec![ExposedCard {
                    seat: N,
                    card: card("SA"),
                    irregularity: IrregularityId(irr.id)
                }]
            ),
        }
        // Dummy's cards are already face up.
        refused(
            &mut t,
            Event::Expose {
                seat: S,
                card: card("S5"),
            },
            ActionError::CannotExpose {
                seat: S,
                card: card("S5"),
                why: tenace_laws::Why::DummyFaceUp,
            },
        );
        assert_eq!(ok(&mut t, play(E, "HK")), Outcome::Lawful);
    }
}

#[test]
fn law_49_a_defender_exposes_a_card() {
    for mode in MODES {
        for (seat, c, major) in [(W, "S2", false), (E, "CA", true)] {
            let mut t = east_on_lead(mode);
            let out = ok(
                &mut t,
                Event::Expose {
                    seat,
                    card: card(c),
                },
            );
            let irr = assert_new(
                &t,
                out,
                K::DefenderExposedCard { card: card(c) },
                seat,
                "49",
                rectified_or_unnoticed(mode, "49"),
            );
            let st = t.state();
            match mode {
                // Law 49, 50B: a penalty card, major if an honour.
                Mode::AutoDirector => {
                    assert!(st.play.exposed.is_empty());
                    assert_eq!(
                        st.rect.penalty_cards,
                        vec![PenaltyCard {
                            seat,
                            card: card(c),
                            major,
                            law: law("49")
                        }]
                    );
                }
                Mode::Table => {
                    assert!(st.rect.penalty_cards.is_empty());
                    assert_eq!(
                        st.play.exposed,
                        vec![ExposedCard {
                            seat,
                            card: card(c),
                            irregularity: IrregularityId(irr.id)
                        }]
                    );
                }
            }
        }
    }
}

/// Table mode: West exposes a low spade, then plays it in the next trick
/// before anyone draws attention. When attention is drawn, the card is
/// made a penalty card although it has been played; the phantom minor
/// penalty card then stops West leading his other low spades (Law 50C).
#[test]
fn a_card_played_before_attention_is_drawn_is_no_penalty_card() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8 H5 H2");
    ok(
        &mut t,
        Event::Expose {
            seat: W,
            card: card("S2"),
        },
    );
    cards(&mut t, "ST S5 S2 SJ");
    draw_attention(&mut t, E);
    let st = t.state();
    assert!(
        st.rect
            .penalty_cards
            .iter()
            .all(|p| st.play.hands[p.seat.index()].contains(p.card)),
        "{:?}",
        st.rect.penalty_cards
    );
    assert!(st.legal_cards(W).contains(card("S4")));
}

/// Table mode: dummy revokes on trick 1; West then leads out of turn to
/// trick 2. When attention is drawn the revoke is corrected, which takes
/// trick 2 back with West's lead (Law 62C1): that lead out of turn is
/// cancelled with its card, so there is nothing left for declarer to accept
/// or decline (Law 56 needs a lead on the table). The table is not stuck:
/// dummy replaces his revoke card and play goes on. (Before the fix the
/// attention reopened the cancelled lead as waiting for the Director while
/// Accept and Decline were refused.)
#[test]
fn declining_a_lead_out_of_turn_after_a_revoke_correction_keeps_every_card() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA");
    ok(&mut t, play(S, "S5")); // dummy revokes
    cards(&mut t, "H5 H2");
    ok(&mut t, play(W, "S2")); // East was on lead
    draw_attention(&mut t, N);
    assert_eq!(
        t.state().play.tricks.len(),
        1,
        "the revoke correction took trick 2 back"
    );
    let lead = &t.state().rect.irregularities[1];
    assert!(matches!(
        lead.kind,
        tenace_laws::IrregularityKind::DefenderLeadOutOfTurn { .. }
    ));
    assert_eq!(
        lead.status,
        Status::Cancelled {
            law: LawRef::new("62C1")
        }
    );
    assert!(t.awaiting_director().is_none(), "the table is not stuck");
    refused(
        &mut t,
        Event::Decline { seat: N },
        ActionError::NothingToDecline { seat: N },
    );
    refused(
        &mut t,
        Event::Accept { seat: N },
        ActionError::NothingToAccept { seat: N },
    );
    assert_cards_conserved(t.state());
    assert_eq!(t.state().play.tricks[0].lead(), Some(card("HA")));
    // West's spade two is back in his hand; dummy is due to replace his
    // revoke card with a heart (62B2), and the trick is completed.
    assert!(t.state().play.hands[W.index()].contains(card("S2")));
    assert_eq!(t.state().to_play(), Some(S));
    cards(&mut t, "H8 H5 H2");
    assert_cards_conserved(t.state());
    assert_eq!(t.state().play.tricks.len(), 1);
    assert_eq!(t.state().play.tricks[0].winner, Some(E));
}

/// Found by the arbitrary-events property: a revoke whose trick an earlier
/// correction took back is left unnoticed (its correction finds no trick);
/// at the next attention it is "corrected" against the new trick of that
/// number, giving back its old card and dropping the card actually led
/// there (East's club two).
#[test]
fn a_revoke_whose_trick_was_taken_back_is_settled() {
    let board = tenace_core::Board::new(8, tenace_core::Deal::random(170279)).unwrap();
    let mut t = Table::new(board, tenace_laws::TableConfig::with_mode(Mode::Table));
    let log = [
        call(E, "1C"),
        call(S, "P"),
        call(W, "P"),
        call(N, "P"),
        play(S, "CQ"),
        play(N, "C9"),
        play(E, "DJ"),
        play(W, "CA"),
        play(N, "C7"),
        play(E, "C5"),
        play(W, "H4"),
        play(N, "HQ"),
        play(E, "H3"),
        play(S, "H2"),
        Event::DrawAttention { seat: W },
        play(N, "S7"),
        play(E, "SA"),
        play(S, "S2"),
        play(W, "ST"),
        play(E, "DK"),
        Event::DrawAttention { seat: W },
        play(N, "S7"),
        play(E, "SJ"),
        play(S, "S2"),
        play(W, "ST"),
        play(E, "C2"),
    ];
    for e in log {
        ok(&mut t, e);
    }
    assert_cards_conserved(t.state());
    assert_eq!(
        ok(&mut t, Event::DrawAttention { seat: N }),
        Outcome::Lawful
    );
    assert_cards_conserved(t.state());
}

/// North changes 1H to 1S; South (his partner) calls after it, the auction
/// ends and the play starts before attention is drawn. Law 25A4 allows no
/// substitution once partner has called, and 25A5 none after the auction
/// period: the Director is not asked about intent, and the auction stands.
#[test]
fn no_unintended_call_substitution_after_the_auction_period() {
    let mut t = table(Mode::Table);
    for e in [
        call(N, "1H"),
        call(N, "1S"),
        call(S, "P"),
        call(E, "P"),
        call(S, "P"),
        call(W, "P"),
    ] {
        ok(&mut t, e);
    }
    assert_eq!(t.state().play.contract, Some(contract("1S", N)));
    cards(&mut t, "HA");
    let calls_before: Vec<(Seat, AttemptedCall)> = t
        .state()
        .calls
        .auction
        .standing()
        .map(|c| (c.seat, c.call))
        .collect();
    draw_attention(&mut t, W);
    assert!(!matches!(
        t.state().rect.irregularities[0].status,
        Status::AwaitingFinding { .. }
    ));
    refused(
        &mut t,
        Event::Director(Ruling::Unintended { unintended: true }),
        ActionError::NoQuestionPending,
    );
    let calls_after: Vec<(Seat, AttemptedCall)> = t
        .state()
        .calls
        .auction
        .standing()
        .map(|c| (c.seat, c.call))
        .collect();
    assert_eq!(calls_after, calls_before);
    assert_eq!(
        t.state().calls.auction.end(),
        Some(tenace_laws::AuctionEnd::Contract(contract("1S", N)))
    );
    assert_eq!(t.state().phase, Phase::Play);
}

/// Law 21B1: after a misinformation finding, a player changes his last call
/// in the clarification period and the auction reopens. What the end of the
/// first auction did is not undone: obligations to pass for the rest of the
/// auction (here 37B2) have lapsed, and cards exposed in the auction have
/// become penalty cards of players who may now end up declarer or dummy.
#[test]
fn reopening_the_auction_under_21b1_restores_bars_and_exposed_cards() {
    // West barred for the rest of the auction (37B2), then the auction reopens.
    let mut t = table(Mode::AutoDirector);
    for e in [
        call(N, "1H"),
        play(E, "ST"),
        call(E, "P"),
        call(S, "P"),
        call(W, "1S"),
    ] {
        ok(&mut t, e);
    }
    assert_eq!(t.state().phase, Phase::Clarification);
    ok(
        &mut t,
        Event::Director(Ruling::Misinformation { explainer: E }),
    );
    ok(
        &mut t,
        Event::ChangeCall {
            seat: S,
            call: attempted("2H"),
        },
    );
    assert_eq!(t.state().phase, Phase::Auction);
    let out = ok(&mut t, call(W, "2S"));
    assert!(
        matches!(out, Outcome::Irregular { .. }),
        "West must still pass: {out:?}"
    );

    // East's exposed ten: East-West end up declaring, East is dummy (24D).
    let mut t = table(Mode::AutoDirector);
    for e in [
        call(N, "1H"),
        play(E, "ST"),
        call(E, "P"),
        call(S, "P"),
        call(W, "P"),
    ] {
        ok(&mut t, e);
    }
    ok(
        &mut t,
        Event::Director(Ruling::Misinformation { explainer: N }),
    );
    ok(
        &mut t,
        Event::ChangeCall {
            seat: W,
            call: attempted("2C"),
        },
    );
    auction(&mut t, "P 3C P P P");
    assert_eq!(t.state().play.contract, Some(contract("3C", W)));
    assert_eq!(
        t.state().rect.penalty_cards,
        vec![],
        "dummy has no penalty card"
    );
}
