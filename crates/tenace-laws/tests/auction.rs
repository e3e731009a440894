//! Lawful auction procedure (Laws 17-22) and the call after the final pass
//! (Law 39), through the public API of the table engine.

mod common;

use common::*;
use tenace_core::{AttemptedCall, Board, Call, Contract, Doubling, Seat, Strain, Vulnerability};
use tenace_laws::{
    ActionError, AuctionEnd, Event, IrregularityId, IrregularityKind, LawRef, Mode, Outcome, Phase,
    Status, Table, TableConfig, TurnOf,
};

fn contract(text: &str, declarer: Seat) -> Contract {
    let (bid, doubling, _) = tenace_core::split_contract_terms(text).expect("contract terms");
    Contract::new(bid, doubling, declarer)
}

// ---------------------------------------------------------------------
// Law 17: the dealer calls first, then rotation clockwise
// ---------------------------------------------------------------------

#[test]
fn dealer_of_each_board_calls_first() {
    // Law 2 markings: boards 1..4 are dealt by N, E, S, W; the pattern repeats.
    for (number, dealer) in [(1, N), (2, E), (3, S), (4, W), (5, N), (16, W), (17, N)] {
        for mode in MODES {
            let board = Board::new(number, deal()).unwrap();
            let mut t = Table::new(board, TableConfig::with_mode(mode));
            assert_eq!(t.state().phase, Phase::Auction);
            assert_eq!(t.state().calls.auction.dealer, dealer, "board {number}");
            assert_eq!(t.state().calls.auction.turn(), dealer, "board {number}");
            assert_eq!(ok(&mut t, call(dealer, "1C")), Outcome::Lawful);
            assert_eq!(t.state().calls.auction.turn(), dealer.lho());
        }
    }
}

#[test]
fn marked_dealer_overrides_the_board_number() {
    // Law 2, last paragraph: what is marked on the board applies.
    let board = Board::with_markings(1, W, Vulnerability::Both, deal());
    let mut t = Table::new(board, TableConfig::default());
    assert_eq!(t.state().calls.auction.turn(), W);
    assert_eq!(ok(&mut t, call(W, "P")), Outcome::Lawful);
    assert_eq!(t.state().calls.auction.turn(), N);
}

#[test]
fn a_first_call_by_anyone_but_the_dealer_is_out_of_rotation() {
    for mode in MODES {
        let mut t = table(mode);
        let out = ok(&mut t, call(S, "1H"));
        assert_eq!(
            out,
            Outcome::Irregular {
                id: 0,
                law: LawRef::new("31")
            }
        );
        assert_eq!(
            t.state().rect.irregularities[0].kind,
            IrregularityKind::BidOutOfRotation {
                bid: bid("1H"),
                turn: N,
                turn_of: TurnOf::Partner
            }
        );
    }
}

#[test]
fn calls_go_round_clockwise() {
    for mode in MODES {
        let mut t = table(mode);
        let mut seat = N;
        for text in [
            "1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "X", "XX", "P", "P",
        ] {
            assert_eq!(t.state().calls.auction.turn(), seat);
            assert_eq!(
                ok(&mut t, call(seat, text)),
                Outcome::Lawful,
                "{seat} {text}"
            );
            seat = seat.lho();
        }
        let calls = &t.state().calls.auction.calls;
        assert_eq!(calls.len(), 12);
        for (i, rec) in calls.iter().enumerate() {
            assert_eq!(rec.seat, Seat::from_index(i));
            assert_eq!(rec.event, i);
            assert_eq!(rec.irregularity, None);
            assert_eq!(rec.cancelled, None);
            assert!(!rec.inadmissible);
            assert!(rec.is_standing());
        }
        assert!(t.state().rect.irregularities.is_empty());
    }
}

// ---------------------------------------------------------------------
// Law 18: sufficient bids
// ---------------------------------------------------------------------

#[test]
fn sufficient_bids_are_lawful() {
    // Higher strain at the same level, or any strain at a higher level (18B, 18E).
    let mut t = table(Mode::Table);
    auction(&mut t, "1C 1D 1H 1S 1NT 2C 2NT 3C 7C 7D 7H 7S 7NT");
    assert_eq!(t.state().calls.auction.last_bid(), Some((bid("7NT"), N)));
    assert!(t.state().rect.irregularities.is_empty());
}

#[test]
fn a_bid_that_does_not_supersede_is_insufficient() {
    for (first, second) in [
        ("1H", "1D"),
        ("1H", "1H"),
        ("1NT", "1S"),
        ("2C", "1NT"),
        ("7NT", "7S"),
        ("3D", "2NT"),
    ] {
        let mut t = table(Mode::Table);
        auction(&mut t, first);
        let out = ok(&mut t, call(E, second));
        assert_eq!(
            out,
            Outcome::Irregular {
                id: 0,
                law: LawRef::new("27")
            },
            "{first} {second}"
        );
        assert_eq!(
            t.state().rect.irregularities[0].kind,
            IrregularityKind::InsufficientBid {
                bid: bid(second),
                last_bid: bid(first)
            }
        );
    }
}

#[test]
fn sufficiency_is_judged_against_the_last_bid_not_the_last_call() {
    let mut t = table(Mode::Table);
    auction(&mut t, "2S X P P XX P");
    // The last call is a pass; the last bid is still 2S.
    assert_eq!(
        ok(&mut t, call(S, "2H")),
        Outcome::Irregular {
            id: 0,
            law: LawRef::new("27")
        }
    );
    assert_eq!(
        t.state().rect.irregularities[0].kind,
        IrregularityKind::InsufficientBid {
            bid: bid("2H"),
            last_bid: bid("2S")
        }
    );
}

// ---------------------------------------------------------------------
// Law 19: doubles and redoubles
// ---------------------------------------------------------------------

#[test]
fn double_of_an_opponents_bid_is_lawful() {
    // Directly over the bid, and with passes in between (19A1).
    for calls in ["1H X", "1H P P X", "P 1H P P X"] {
        let mut t = table(Mode::Table);
        auction(&mut t, calls);
        assert!(t.state().rect.irregularities.is_empty(), "{calls}");
        assert!(t
            .state()
            .calls
            .auction
            .calls
            .iter()
            .all(|c| !c.inadmissible));
    }
}

#[test]
fn redouble_of_an_opponents_double_is_lawful() {
    for calls in ["1H X XX", "1H X P P XX", "1H P P X XX", "1H X 1S X XX"] {
        let mut t = table(Mode::Table);
        auction(&mut t, calls);
        assert!(t.state().rect.irregularities.is_empty(), "{calls}");
    }
}

#[test]
fn a_new_bid_supersedes_a_double_and_can_itself_be_doubled() {
    // Law 19C: the double of 1H is superseded by 2C, which West may double.
    let mut t = table(Mode::Table);
    auction(&mut t, "1H X 2C X P P P");
    assert_eq!(t.state().play.contract, Some(contract("2CX", S)));
}

/// Doubles and redoubles that Law 19 does not permit: each is recorded as
/// an inadmissible double (Law 36) and flagged on its call record.
#[test]
fn doubles_and_redoubles_not_permitted_by_law_19() {
    // (calls before, seat, call) with the offending call in rotation.
    let cases: &[(&str, Seat, &str)] = &[
        ("", N, "X"),           // no bid to double
        ("", N, "XX"),          // nothing to redouble
        ("1H P", S, "X"),       // partner's bid
        ("1H X", S, "X"),       // a double has intervened
        ("1H X XX", W, "X"),    // a redouble has intervened
        ("1H", E, "XX"),        // redouble of a bid
        ("1H X P", W, "XX"),    // partner's double
        ("1H X XX P", N, "XX"), // second redouble
        ("1H X XX P", N, "X"),  // double after a redouble
        ("1H P P X P", E, "X"), // own side's double; the last call other than pass is a double
    ];
    for &(before, seat, text) in cases {
        for mode in MODES {
            let mut t = table(mode);
            auction(&mut t, before);
            assert_eq!(
                t.state().calls.auction.turn(),
                seat,
                "{before} / {seat} {text}"
            );
            let c = attempted(text).call().unwrap();
            assert!(
                !t.state().calls.auction.is_admissible(seat, c),
                "{before} / {seat} {text}"
            );
            let out = ok(&mut t, call(seat, text));
            assert_eq!(
                out,
                Outcome::Irregular {
                    id: 0,
                    law: LawRef::new("36")
                },
                "{before} / {seat} {text}"
            );
            let irr = t.state().rect.irregularities[0];
            assert_eq!(
                irr.kind,
                IrregularityKind::InadmissibleDouble {
                    call: c,
                    in_rotation: true
                }
            );
            assert_eq!(irr.offender, seat);
            let rec = t.state().calls.auction.calls.last().unwrap();
            assert!(rec.inadmissible);
            assert_eq!(rec.irregularity, Some(IrregularityId(0)));
        }
    }
}

#[test]
fn is_admissible_accepts_passes_and_bids_at_any_time() {
    let t = table(Mode::Table);
    for seat in Seat::ALL {
        assert!(t.state().calls.auction.is_admissible(seat, Call::Pass));
        assert!(t
            .state()
            .calls
            .auction
            .is_admissible(seat, Call::Bid(bid("1C"))));
        assert!(!t.state().calls.auction.is_admissible(seat, Call::Double));
        assert!(!t.state().calls.auction.is_admissible(seat, Call::Redouble));
    }
}

// ---------------------------------------------------------------------
// Law 22A: three passes after a bid end the auction
// ---------------------------------------------------------------------

#[test]
fn three_passes_after_a_bid_fix_the_contract() {
    // (calls from North, contract, declarer)
    let cases: &[(&str, &str, Seat)] = &[
        ("1H P P P", "1H", N),
        ("P 1S P P P", "1S", E),
        ("P P P 1C P P P", "1C", W),
        ("1H X P P P", "1HX", N),
        ("1H X XX P P P", "1HXX", N),
        ("1H P P X P P P", "1HX", N),
        ("1H P P X XX P P P", "1HXX", N),
        ("1H X 2C P P P", "2C", S),    // 19C: the double is superseded
        ("1H X XX 2D P P P", "2D", W), // and so is the redouble
        ("1C P 1H P 2H P 4H P P P", "4H", S), // South named hearts first
        ("1C 1H P 4H P P P", "4H", E), // East named hearts first; West bid last
        ("1H 1S P 2H P P P", "2H", W), // an opponent's earlier 1H does not count
        ("1S P 2H P 3H P 4S P P P", "4S", N), // North named spades first
        ("7NT X XX P P P", "7NTXX", N),
    ];
    for &(calls, terms, declarer) in cases {
        for mode in MODES {
            let mut t = table(mode);
            auction(&mut t, calls);
            let want = contract(terms, declarer);
            let st = t.state();
            assert_eq!(st.phase, Phase::Clarification, "{calls}");
            assert_eq!(st.play.contract, Some(want), "{calls}");
            assert_eq!(
                st.calls.auction.end(),
                Some(AuctionEnd::Contract(want)),
                "{calls}"
            );
            assert_eq!(st.dummy(), Some(declarer.partner()));
            assert_eq!(
                st.to_play(),
                Some(declarer.lho()),
                "the opening leader is declarer's LHO (41A)"
            );
            assert_eq!(st.next_leader(), Some(declarer.lho()));
            assert!(!st.play.dummy_spread);
            assert!(t.result().is_none(), "no result before play");
        }
    }
}

#[test]
fn two_passes_after_a_bid_do_not_end_the_auction() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P P");
    assert_eq!(t.state().phase, Phase::Auction);
    assert_eq!(t.state().play.contract, None);
    assert_eq!(t.state().calls.auction.end(), None);
    assert_eq!(t.state().calls.auction.turn(), W);
    // A double reopens: three more passes are needed.
    auction(&mut t, "X P P");
    assert_eq!(t.state().phase, Phase::Auction);
    auction(&mut t, "P");
    assert_eq!(t.state().play.contract, Some(contract("1HX", N)));
}

#[test]
fn the_opening_lead_starts_the_play_and_spreads_dummy() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
    let st = t.state();
    assert_eq!(st.phase, Phase::Play);
    assert!(st.play.dummy_spread, "Law 41D");
    assert_eq!(st.play.tricks.len(), 1);
    assert_eq!(st.play.tricks[0].leader, E);
    assert_eq!(st.play.tricks[0].lead(), Some(card("HA")));
    assert_eq!(st.to_play(), Some(S));
}

#[test]
fn a_face_down_lead_then_the_same_card_faced() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    assert_eq!(
        ok(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("CA")
            }
        ),
        Outcome::Lawful
    );
    assert_eq!(t.state().play.face_down_lead, Some((E, card("CA"))));
    assert_eq!(t.state().phase, Phase::Clarification);
    assert!(t.state().play.hands[E.index()].contains(card("CA")));
    assert_eq!(ok(&mut t, play(E, "CA")), Outcome::Lawful);
    assert_eq!(t.state().play.face_down_lead, None);
    assert_eq!(t.state().phase, Phase::Play);
    assert!(t.state().play.dummy_spread);
}

// ---------------------------------------------------------------------
// Law 22B: four passes
// ---------------------------------------------------------------------

#[test]
fn four_passes_pass_the_board_out_with_score_zero() {
    for dealer in Seat::ALL {
        for mode in MODES {
            let mut t = Table::new(
                board_with(dealer, Vulnerability::Both),
                TableConfig::with_mode(mode),
            );
            auction(&mut t, "P P P");
            assert_eq!(
                t.state().phase,
                Phase::Auction,
                "three passes are not enough"
            );
            auction(&mut t, "P");
            assert_eq!(t.state().phase, Phase::PassedOut);
            assert_eq!(t.state().play.contract, None);
            assert_eq!(t.state().calls.auction.end(), Some(AuctionEnd::PassedOut));
            assert_passed_out_result(t.result());
            assert_eq!(t.state().to_play(), None);
        }
    }
}

#[test]
fn after_a_pass_out_no_card_can_be_played_and_a_call_is_law_39() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "P P P P");
    refused(&mut t, play(E, "HA"), ActionError::BoardOver);
    // A call is still possible physically: Law 39 cancels it.
    let out = t.apply(call(N, "1C")).expect("recorded");
    assert!(matches!(out, Outcome::Irregular { .. }), "{out:?}");
    assert_eq!(
        t.state().calls.auction.calls[4].cancelled,
        Some(LawRef::new("39A"))
    );
    assert_eq!(t.state().phase, Phase::PassedOut);
}

// ---------------------------------------------------------------------
// Law 39: a call after the final pass
// ---------------------------------------------------------------------

#[test]
fn a_call_after_the_final_pass_is_law_39_and_leaves_the_contract_alone() {
    for mode in MODES {
        for (seat, text) in [(E, "2H"), (S, "P"), (N, "X"), (W, "XX"), (E, "8NT")] {
            let mut t = table(mode);
            auction(&mut t, "1S P P P");
            let out = ok(&mut t, call(seat, text));
            assert_eq!(
                out,
                Outcome::Irregular {
                    id: 0,
                    law: LawRef::new("39")
                },
                "{mode:?} {seat} {text}"
            );
            let irr = t.state().rect.irregularities[0];
            assert_eq!(
                irr.kind,
                IrregularityKind::CallAfterFinalPass {
                    call: attempted(text)
                }
            );
            assert_eq!(irr.offender, seat);
            assert_eq!(irr.law, LawRef::new("39"));
            assert_eq!(irr.event, 4);
            assert_eq!(t.state().phase, Phase::Clarification);
            assert_eq!(t.state().play.contract, Some(contract("1S", N)));
            // 39B: a defender's pass or any call by the declaring side; 39C:
            // a defender's bid, double or redouble (Law 26B may apply).
            let rectified = if seat.side() == N.side() || text == "P" {
                "39B"
            } else {
                "39C"
            };
            let expected = match mode {
                Mode::AutoDirector => Status::Rectified {
                    law: LawRef::new(rectified),
                },
                Mode::Table => Status::Unnoticed,
            };
            assert_eq!(irr.status, expected);
            // 39A: in either mode the call never stands.
            let cancelled = t.state().calls.auction.calls[4].cancelled;
            assert_eq!(cancelled, Some(LawRef::new("39A")));
        }
    }
}

#[test]
fn in_table_mode_play_goes_on_after_an_unnoticed_call_after_the_final_pass() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1S P P P");
    ok(&mut t, call(E, "2H"));
    // The next player calls too: still Law 39, the contract stands.
    assert_eq!(
        ok(&mut t, call(S, "P")),
        Outcome::Irregular {
            id: 1,
            law: LawRef::new("39")
        }
    );
    assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
    assert_eq!(t.state().phase, Phase::Play);
    assert_eq!(t.state().play.contract, Some(contract("1S", N)));
    // Once the lead is faced the auction period is over (17D1).
    refused(&mut t, call(W, "P"), ActionError::AuctionPeriodOver);
}

#[test]
fn in_auto_mode_a_call_after_the_final_pass_is_cancelled_at_once() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1S P P P");
    ok(&mut t, call(E, "2H"));
    assert_eq!(t.awaiting_director(), None);
    // Nothing is left to accept, and the auction still says 1S by North.
    refused(
        &mut t,
        Event::Accept { seat: S },
        ActionError::NothingToAccept { seat: S },
    );
    assert_eq!(
        t.state().calls.auction.end(),
        Some(AuctionEnd::Contract(contract("1S", N)))
    );
    // East's bid gives declarer a lead restriction against West (39C):
    // East is on lead himself, so it waits for West's first lead.
    assert_eq!(t.state().lead_option_pending(E), None);
    assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
}

/// Law 39A cancels every call after the final pass. The engine leaves them
/// standing, so `Auction::end` (documented as what the standing calls
/// make of the auction) reports 2H by East while the contract is 1S by
/// North.
#[test]
fn calls_after_the_final_pass_do_not_change_what_the_auction_says() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1S P P P");
    for (seat, text) in [(E, "2H"), (S, "P"), (W, "P"), (N, "P")] {
        ok(&mut t, call(seat, text));
    }
    assert_eq!(t.state().play.contract, Some(contract("1S", N)));
    assert_eq!(
        t.state().calls.auction.end(),
        Some(AuctionEnd::Contract(contract("1S", N)))
    );
    assert_eq!(t.state().calls.auction.last_bid(), Some((bid("1S"), N)));
}

/// Law 39 covers a call after the final pass of any auction, including
/// four passes: the auction period of a passed-out board lasts until the
/// hands are back in the board (17D2), and Law 25A5 relies on that. The
/// engine instead refuses such a call as physically impossible.
#[test]
fn a_call_after_four_passes_is_law_39() {
    let mut t = table(Mode::Table);
    auction(&mut t, "P P P P");
    let out = t.apply(call(N, "1NT"));
    assert_eq!(
        out,
        Ok(Outcome::Irregular {
            id: 0,
            law: LawRef::new("39")
        })
    );
    assert_eq!(t.state().phase, Phase::PassedOut);
}

// ---------------------------------------------------------------------
// Law 17D3: three passes, one of them out of rotation
// ---------------------------------------------------------------------

/// North bids 1H, East and South pass, then North passes at West's turn.
/// West was deprived of his turn, so under Law 17D3 the auction does not
/// end: it reverts to West and the passes from North's on are cancelled.
#[test]
fn a_pass_out_of_rotation_does_not_end_the_auction() {
    let mut t = table(Mode::Table);
    auction(&mut t, "1H P P");
    let out = ok(&mut t, call(N, "P"));
    assert_eq!(
        out,
        Outcome::Irregular {
            id: 0,
            law: LawRef::new("30")
        }
    );
    let st = t.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(st.play.contract, None);
    assert_eq!(
        st.calls.auction.calls[3].cancelled,
        Some(LawRef::new("17D3"))
    );
    assert_eq!(
        st.rect.irregularities[0].status,
        Status::Cancelled {
            law: LawRef::new("17D3")
        }
    );
    assert_eq!(st.calls.auction.turn(), W);
    auction(&mut t, "P");
    assert_eq!(t.state().play.contract, Some(contract("1H", N)));
}

/// The same with four passes: East passes again at West's turn; West
/// never called, so the board is not passed out.
#[test]
fn a_pass_out_of_rotation_does_not_pass_the_board_out() {
    let mut t = table(Mode::Table);
    auction(&mut t, "P P P");
    ok(&mut t, call(E, "P"));
    assert_eq!(t.state().phase, Phase::Auction);
    assert_eq!(t.state().calls.auction.turn(), W);
    auction(&mut t, "1C P P P");
    assert_eq!(t.state().play.contract, Some(contract("1C", W)));
}

#[test]
fn bids_above_seven_are_not_bids_and_do_not_end_anything() {
    // Law 38: 8C is not a call; it never becomes the last bid.
    let mut t = table(Mode::Table);
    auction(&mut t, "7NT P P");
    assert_eq!(
        ok(&mut t, call(W, "8C")),
        Outcome::Irregular {
            id: 0,
            law: LawRef::new("38")
        }
    );
    assert_eq!(t.state().calls.auction.last_bid(), Some((bid("7NT"), N)));
    assert_eq!(t.state().phase, Phase::Auction);
    assert_eq!(
        t.state().calls.auction.calls.last().map(|c| c.call),
        Some(AttemptedCall::OverSeven {
            level: 8,
            strain: Strain::Clubs
        })
    );
}

#[test]
fn doubled_and_redoubled_contracts_are_scored_as_such() {
    // Play 1SXX by North to the end: North wins every trick he leads a
    // spade or diamond honour to (see common::PBN).
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1S X XX P P P");
    assert_eq!(
        t.state().play.contract.map(|c| c.doubling),
        Some(Doubling::Redoubled)
    );
    // East cashes three hearts and four clubs; South and West run out of
    // clubs and North ruffs the fourth, then draws trumps and cashes diamonds.
    cards(&mut t, "HA H8 H5 H2  HK H9 H6 H3  HQ HT H7 H4");
    cards(&mut t, "CA C8 C5 C2  CK C9 C6 C3  CQ CT C7 C4");
    cards(&mut t, "CJ HJ D2 SJ");
    assert_eq!(t.state().play.tricks[6].winner, Some(N), "ruffed (44E)");
    cards(&mut t, "SA S8 S5 S2  SK S9 S6 S3  SQ ST S7 S4");
    cards(&mut t, "DA D9 D6 D3  DK DT D7 D4  DQ DJ D8 D5");
    assert_eq!(t.state().phase, Phase::Complete);
    assert_eq!(t.state().play.tricks.len(), 13);
    assert_eq!(t.state().tricks_won(), [7, 6]);
    let r = t.result().unwrap();
    assert_eq!(r.contract, Some(contract("1SXX", N)));
    assert_eq!(r.declarer_tricks, Some(7));
    // 1S redoubled, made, not vulnerable: 120 trick points (a game),
    // 300 for the game and 100 for making a redoubled contract (Law 77).
    assert_eq!(r.score_ns, 520);
    assert_eq!(
        r.breakdown,
        Some(tenace_score::contract_score(
            bid("1S"),
            Doubling::Redoubled,
            false,
            7
        ))
    );
    assert!(!r.subject_to_director);
}

/// The auto-director form: North's pass out of rotation at West's turn is
/// accepted by East passing over it (29A). Under Law 17D3 the auction
/// still reverts to West (C-Ex 14, 15).
#[test]
fn an_accepted_pass_out_of_rotation_does_not_end_the_auction() {
    let mut t = table(Mode::AutoDirector);
    auction(&mut t, "1H P P");
    assert_eq!(
        ok(&mut t, call(N, "P")),
        Outcome::Irregular {
            id: 0,
            law: LawRef::new("30")
        }
    );
    assert_eq!(
        ok(&mut t, call(E, "P")),
        Outcome::Settled {
            id: 0,
            law: LawRef::new("29A")
        }
    );
    let st = t.state();
    assert_eq!(st.phase, Phase::Auction);
    assert_eq!(st.calls.auction.turn(), W);
    assert_eq!(
        st.calls.auction.calls[3].cancelled,
        Some(LawRef::new("17D3"))
    );
    assert_eq!(
        st.calls.auction.calls[4].cancelled,
        Some(LawRef::new("17D3"))
    );
}
