//! Physically impossible actions are refused with an error and change
//! nothing; table scripts report the line and column of their first problem.

mod common;

use common::*;
use tenace_core::{AttemptedCall, Card, Seat, Suit, SuitSet};
use tenace_laws::script::{self, ScriptError, ScriptErrorKind};
use tenace_laws::{
    ActionError, Event, Mode, Outcome, Phase, PlayRestrictionKind, ReplayError, Ruling, Table,
    TableConfig,
};

/// The events that can never be applied once the board is over, and the
/// error each gives.
fn after_the_board(t: &mut Table) {
    let passed_out = t.state().phase == Phase::PassedOut;
    for seat in Seat::ALL {
        if !passed_out {
            // After a pass-out a call is still recorded, under Law 39.
            refused(t, call(seat, "P"), ActionError::BoardOver);
            refused(t, call(seat, "8NT"), ActionError::BoardOver);
        }
        let held = t.state().play.hands[seat.index()]
            .iter()
            .next()
            .unwrap_or_else(|| t.board().deal.hand(seat).iter().next().unwrap());
        refused(t, Event::Play { seat, card: held }, ActionError::BoardOver);
        refused(
            t,
            Event::FaceDownLead { seat, card: held },
            ActionError::BoardOver,
        );
        refused(
            t,
            Event::Accept { seat },
            ActionError::NothingToAccept { seat },
        );
        refused(
            t,
            Event::DrawAttention { seat },
            ActionError::NothingToDrawAttentionTo,
        );
        refused(
            t,
            Event::Decline { seat },
            ActionError::NothingToDecline { seat },
        );
        refused(
            t,
            Event::Expose { seat, card: held },
            ActionError::BoardOver,
        );
    }
    refused(
        t,
        Event::DummyPlay { card: card("S5") },
        ActionError::BoardOver,
    );
    refused(
        t,
        Event::Director(Ruling::CallerIntended { accepted: true }),
        ActionError::NoQuestionPending,
    );
}

/// 1NT by North played to the end: East takes 7 tricks, North 6.
fn played_out(mode: Mode) -> Table {
    let mut t = one_nt_by_north(mode);
    cards(&mut t, "HA H8 H5 H2  HK H9 H6 H3  HQ HT H7 H4");
    cards(&mut t, "CA C8 C5 C2  CK C9 C6 C3  CQ CT C7 C4  CJ HJ D2 SJ");
    cards(&mut t, "ST S5 S2 SA  SK S9 S6 S3  SQ S8 S7 S4");
    cards(&mut t, "DA D9 D6 D3  DK DT D7 D4  DQ DJ D8 D5");
    assert_eq!(t.state().phase, Phase::Complete);
    t
}

// ---------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------

#[test]
fn a_card_not_held_names_its_holder() {
    for mode in MODES {
        // During the auction.
        let mut t = table(mode);
        refused(
            &mut t,
            play(N, "HA"),
            ActionError::CardNotHeld {
                seat: N,
                card: card("HA"),
                holder: E,
            },
        );
        refused(
            &mut t,
            Event::FaceDownLead {
                seat: W,
                card: card("SA"),
            },
            ActionError::CardNotHeld {
                seat: W,
                card: card("SA"),
                holder: N,
            },
        );
        // In the clarification period.
        auction(&mut t, "1NT P P P");
        refused(
            &mut t,
            play(E, "SA"),
            ActionError::CardNotHeld {
                seat: E,
                card: card("SA"),
                holder: N,
            },
        );
        refused(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("S2"),
            },
            ActionError::CardNotHeld {
                seat: E,
                card: card("S2"),
                holder: W,
            },
        );
        // During the play: declarer designating a card dummy does not hold.
        cards(&mut t, "HA");
        refused(
            &mut t,
            play(S, "H2"),
            ActionError::CardNotHeld {
                seat: S,
                card: card("H2"),
                holder: N,
            },
        );
        refused(
            &mut t,
            play(W, "HK"),
            ActionError::CardNotHeld {
                seat: W,
                card: card("HK"),
                holder: E,
            },
        );
        assert_eq!(t.state().play.tricks[0].len(), 1);
    }
}

#[test]
fn a_card_already_played_names_its_trick() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA H8 H5 H2  HK H9");
        for seat in Seat::ALL {
            refused(
                &mut t,
                Event::Play {
                    seat,
                    card: card("HA"),
                },
                ActionError::AlreadyPlayed {
                    card: card("HA"),
                    trick: 1,
                },
            );
            refused(
                &mut t,
                Event::Play {
                    seat,
                    card: card("H2"),
                },
                ActionError::AlreadyPlayed {
                    card: card("H2"),
                    trick: 1,
                },
            );
            refused(
                &mut t,
                Event::Play {
                    seat,
                    card: card("H9"),
                },
                ActionError::AlreadyPlayed {
                    card: card("H9"),
                    trick: 2,
                },
            );
        }
        assert_eq!(t.state().play.tricks.len(), 2);
        assert_eq!(t.state().to_play(), Some(W));
    }
}

#[test]
fn dummys_unprompted_card_must_be_dummys() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8");
    refused(
        &mut t,
        Event::DummyPlay { card: card("SA") },
        ActionError::NotDummysCard { card: card("SA") },
    );
    refused(
        &mut t,
        Event::DummyPlay { card: card("H8") },
        ActionError::NotDummysCard { card: card("H8") },
    );
}

#[test]
fn there_is_no_dummy_before_the_opening_lead_is_faced() {
    for mode in MODES {
        let mut t = table(mode);
        refused(
            &mut t,
            Event::DummyPlay { card: card("H8") },
            ActionError::NoDummy,
        );
        auction(&mut t, "1NT P");
        refused(
            &mut t,
            Event::DummyPlay { card: card("H8") },
            ActionError::NoDummy,
        );
        auction(&mut t, "P P");
        assert_eq!(t.state().dummy(), Some(S), "presumed dummy");
        refused(
            &mut t,
            Event::DummyPlay { card: card("H8") },
            ActionError::NoDummy,
        );
        ok(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("HA"),
            },
        );
        refused(
            &mut t,
            Event::DummyPlay { card: card("H8") },
            ActionError::NoDummy,
        );
    }
    // An opening lead out of turn that declarer has not yet accepted: dummy
    // is not spread (Law 54).
    let mut t = one_nt_by_north(Mode::Table);
    ok(&mut t, play(W, "S2"));
    refused(
        &mut t,
        Event::DummyPlay { card: card("S5") },
        ActionError::NoDummy,
    );
}

// ---------------------------------------------------------------------
// Face-down leads (Law 41A)
// ---------------------------------------------------------------------

#[test]
fn the_face_down_lead_must_be_the_card_faced() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        ok(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("HA"),
            },
        );
        refused(
            &mut t,
            play(E, "HK"),
            ActionError::FaceDownLeadDiffers {
                seat: E,
                face_down: card("HA"),
                card: card("HK"),
            },
        );
        assert_eq!(ok(&mut t, play(E, "HA")), Outcome::Lawful);
    }
}

#[test]
fn only_one_face_down_lead() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        ok(
            &mut t,
            Event::FaceDownLead {
                seat: E,
                card: card("HA"),
            },
        );
        for c in ["HK", "HA"] {
            refused(
                &mut t,
                Event::FaceDownLead {
                    seat: E,
                    card: card(c),
                },
                ActionError::AlreadyLedFaceDown {
                    seat: E,
                    card: card("HA"),
                },
            );
        }
    }
}

#[test]
fn no_face_down_lead_once_the_play_has_begun() {
    let mut t = one_nt_by_north(Mode::Table);
    cards(&mut t, "HA H8 H5 H2");
    refused(
        &mut t,
        Event::FaceDownLead {
            seat: E,
            card: card("HK"),
        },
        ActionError::NotTimeForFaceDownLead,
    );
    refused(
        &mut t,
        Event::FaceDownLead {
            seat: W,
            card: card("S2"),
        },
        ActionError::NotTimeForFaceDownLead,
    );
}

// ---------------------------------------------------------------------
// Periods: the auction is over, the board is over
// ---------------------------------------------------------------------

#[test]
fn no_call_once_the_opening_lead_is_faced() {
    for mode in MODES {
        let mut t = one_nt_by_north(mode);
        cards(&mut t, "HA");
        for seat in Seat::ALL {
            for text in ["P", "2NT", "X", "XX", "9S"] {
                refused(&mut t, call(seat, text), ActionError::AuctionPeriodOver);
            }
        }
        cards(&mut t, "H8 H5 H2 HK");
        refused(&mut t, call(S, "P"), ActionError::AuctionPeriodOver);
    }
}

#[test]
fn nothing_after_the_board_is_played_out() {
    for mode in MODES {
        let mut t = played_out(mode);
        assert!(t.state().play.hands.iter().all(|h| h.is_empty()));
        after_the_board(&mut t);
    }
}

#[test]
fn nothing_after_the_board_is_passed_out() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "P P P P");
        after_the_board(&mut t);
    }
}

// ---------------------------------------------------------------------
// Acceptances, attention and rulings with nothing to act on
// ---------------------------------------------------------------------

#[test]
fn nothing_to_accept_nothing_to_rule_on() {
    for mode in MODES {
        let mut t = table(mode);
        for seat in Seat::ALL {
            refused(
                &mut t,
                Event::Accept { seat },
                ActionError::NothingToAccept { seat },
            );
        }
        refused(
            &mut t,
            Event::Director(Ruling::CallerIntended { accepted: false }),
            ActionError::NoQuestionPending,
        );
        refused(
            &mut t,
            Event::DrawAttention { seat: N },
            ActionError::NothingToDrawAttentionTo,
        );
        // An irregularity that cannot be accepted (Law 38).
        ok(&mut t, call(N, "8C"));
        refused(
            &mut t,
            Event::Accept { seat: E },
            ActionError::NothingToAccept { seat: E },
        );
    }
}

#[test]
fn an_acceptable_call_that_is_no_longer_the_last_cannot_be_accepted() {
    // Table mode: East's insufficient 1C, then a call out of rotation by
    // North buries it; only North's call can now be accepted.
    let mut t = table(Mode::Table);
    auction(&mut t, "1H");
    ok(&mut t, call(E, "1C"));
    ok(&mut t, call(W, "P")); // at South's turn: 30
    refused(
        &mut t,
        Event::Accept { seat: S },
        ActionError::NotEntitledToAccept {
            seat: S,
            law: tenace_laws::LawRef::new("30"),
            entitled: tenace_laws::Who::OffendersLho,
        },
    );
    assert_eq!(
        ok(&mut t, Event::Accept { seat: N }),
        Outcome::Settled {
            id: 1,
            law: tenace_laws::LawRef::new("29A")
        }
    );
    refused(
        &mut t,
        Event::Accept { seat: S },
        ActionError::NothingToAccept { seat: S },
    );
}

// ---------------------------------------------------------------------
// Replay
// ---------------------------------------------------------------------

#[test]
fn replay_reports_the_first_impossible_event() {
    let log = [
        call(N, "1NT"),
        call(E, "P"),
        call(S, "P"),
        call(W, "P"),
        play(E, "SA"),
        play(E, "HA"),
    ];
    let err = Table::replay(board(), TableConfig::default(), log).unwrap_err();
    assert_eq!(
        err,
        ReplayError {
            index: 4,
            error: ActionError::CardNotHeld {
                seat: E,
                card: card("SA"),
                holder: N
            }
        }
    );
    assert_eq!(
        err.to_string(),
        format!("event 4 of the log cannot be applied: {}", err.error)
    );
}

#[test]
fn replay_of_a_log_with_irregularities_gives_the_same_table() {
    for mode in MODES {
        let mut t = table(mode);
        auction(&mut t, "1H");
        ok(&mut t, call(E, "1C"));
        ok(&mut t, Event::Accept { seat: S });
        auction(&mut t, "1NT P P P");
        ok(&mut t, play(W, "S2"));
        ok(&mut t, play(N, "SJ"));
        let again = Table::replay(*t.board(), t.state().config, t.log().iter().cloned()).unwrap();
        assert!(again == t);
    }
}

// ---------------------------------------------------------------------
// Table scripts
// ---------------------------------------------------------------------

fn script_err(text: &str) -> ScriptError {
    match script::run(text, &tenace_claims::default_solver()) {
        Ok(run) => panic!("the script ran: {:?}", run.steps),
        Err(e) => e,
    }
}

fn with_deal(body: &str) -> String {
    format!("board 1\ndeal {PBN}\n{body}")
}

fn value_err<E: Into<ScriptErrorKind>>(e: E) -> ScriptErrorKind {
    e.into()
}

#[test]
fn script_runs_and_records_each_step() {
    let run = run(
        Mode::Table,
        "# a comment line\nauction 1NT P P P   # all pass\nE lead HA\nplay H8 H5\n",
    );
    assert_eq!(run.steps.len(), 7);
    assert_eq!(run.steps[0].line, 5);
    assert_eq!(run.steps[4].line, 6);
    assert_eq!(run.steps[6].line, 7);
    assert_eq!(run.steps[4].event, play(E, "HA"));
    assert!(run.steps.iter().all(|s| s.outcome == Outcome::Lawful));
    assert_eq!(run.table.log().len(), 7);
    assert_eq!(run.table.state().config.mode, Mode::Table);
}

#[test]
fn script_bad_seat() {
    let e = script_err(&with_deal("Q 1H"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 1,
            kind: ScriptErrorKind::UnknownWord("Q".into())
        }
    );
    let e = script_err(&with_deal("N 1H\n   X pass"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 4,
            kind: ScriptErrorKind::UnknownWord("X".into())
        }
    );
    let e = script_err(&with_deal("dealer Q"));
    assert_eq!(e.line, 3);
    assert_eq!(e.column, 8);
    assert_eq!(e.kind, value_err("Q".parse::<Seat>().unwrap_err()));
}

#[test]
fn script_bad_call() {
    let e = script_err(&with_deal("auction 1H 1Z"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 12,
            kind: value_err("1Z".parse::<AttemptedCall>().unwrap_err())
        }
    );
    let e = script_err(&with_deal("auction 1H P 0NT"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 14,
            kind: value_err("0NT".parse::<AttemptedCall>().unwrap_err())
        }
    );
    // After a seat, a word that is neither a call nor a card.
    let e = script_err(&with_deal("N 9Q"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 3,
            kind: ScriptErrorKind::NotA {
                word: "9Q".into(),
                expected: script::Expected::CallCardOrAction,
            }
        }
    );
}

#[test]
fn script_bad_card() {
    let e = script_err(&with_deal("auction 1NT P P P\nE lead S1"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 8,
            kind: value_err("S1".parse::<Card>().unwrap_err())
        }
    );
    let e = script_err(&with_deal("auction 1NT P P P\nplay HA ZZ"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 9,
            kind: value_err("ZZ".parse::<Card>().unwrap_err())
        }
    );
    let e = script_err(&with_deal("auction 1NT P P P\nE facedown"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 3,
            kind: ScriptErrorKind::Missing {
                word: "facedown".into(),
                what: tenace_laws::script::Needs::Card
            }
        }
    );
    // Law 33 / 58A scripts: a seat without its call or card.
    let e = script_err(&with_deal("together N 1H E"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 15,
            kind: ScriptErrorKind::Missing {
                word: "E".into(),
                what: tenace_laws::script::Needs::Call
            }
        }
    );
    let e = script_err(&with_deal("auction 1NT P P P\ntogether E HA S"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 15,
            kind: ScriptErrorKind::Missing {
                word: "S".into(),
                what: tenace_laws::script::Needs::Card
            }
        }
    );
}

#[test]
fn script_without_a_deal() {
    let e = script_err("board 1\nN 1H");
    assert_eq!(
        e,
        ScriptError {
            line: 2,
            column: 1,
            kind: ScriptErrorKind::NoDeal
        }
    );
    let e = script_err("board 1\n  mode table\n\n  S 1H");
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 3,
            kind: ScriptErrorKind::NoDeal
        }
    );
    let e = script_err("board 2\nmode table\n");
    assert_eq!(
        e,
        ScriptError {
            line: 2,
            column: 1,
            kind: ScriptErrorKind::NoDeal
        }
    );
    let e = script_err("");
    assert_eq!(
        e,
        ScriptError {
            line: 1,
            column: 1,
            kind: ScriptErrorKind::NoDeal
        }
    );
}

#[test]
fn script_setting_after_the_first_action() {
    for (setting, column) in [
        ("mode table", 1),
        (
            "  deal N:AKQJ.432.AKQ.432 T98.AKQ.JT9.AKQJ 765.JT98.876.T98 432.765.5432.765",
            3,
        ),
        ("board 2", 1),
        ("dealer E", 1),
        ("vul NS", 1),
    ] {
        let e = script_err(&with_deal(&format!("N 1H\n{setting}")));
        let word = setting.split_whitespace().next().unwrap().to_string();
        assert_eq!(
            e,
            ScriptError {
                line: 4,
                column,
                kind: ScriptErrorKind::SettingAfterAction(word)
            }
        );
    }
}

#[test]
fn script_trailing_words() {
    let cases: &[(&str, usize, &str)] = &[
        ("N 1H now", 6, "now"),
        ("N 1H X", 6, "X"),
        ("W attention please", 13, "please"),
        ("S accept it", 10, "it"),
        ("director accepted now", 19, "now"),
        ("board 1 2", 9, "2"),
        ("dealer N S", 10, "S"),
        ("vulnerable NS EW", 15, "EW"),
        ("mode table auto", 12, "auto"),
    ];
    for &(line, column, word) in cases {
        let e = script_err(&with_deal(line));
        assert_eq!(
            e,
            ScriptError {
                line: 3,
                column,
                kind: ScriptErrorKind::Trailing(word.into())
            },
            "{line}"
        );
    }
    let e = script_err(&with_deal("auction 1NT P P P\nE lead HA HK"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 11,
            kind: ScriptErrorKind::Trailing("HK".into())
        }
    );
}

#[test]
fn script_unknown_words_and_missing_values() {
    let e = script_err(&with_deal("hello there"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 1,
            kind: ScriptErrorKind::UnknownWord("hello".into())
        }
    );
    let e = script_err(&with_deal("director"));
    assert_eq!((e.line, e.column), (3, 1));
    assert!(
        matches!(&e.kind, ScriptErrorKind::Missing { word, .. } if word == "director"),
        "{e:?}"
    );
    let e = script_err("dealer");
    assert_eq!(
        e,
        ScriptError {
            line: 1,
            column: 7,
            kind: ScriptErrorKind::Missing {
                word: "dealer".into(),
                what: tenace_laws::script::Needs::Seat
            }
        }
    );
    let e = script_err(&with_deal("mode fast"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 6,
            kind: ScriptErrorKind::NotA {
                word: "fast".into(),
                expected: script::Expected::Mode,
            }
        }
    );
    let e = script_err("board 0");
    assert_eq!(e.line, 1);
    assert_eq!(e.column, 7);
    assert!(matches!(
        e.kind,
        ScriptErrorKind::NotA {
            expected: script::Expected::BoardNumber,
            ..
        }
    ));
}

#[test]
fn script_action_errors_keep_line_and_column() {
    // An impossible card: East does not hold the spade ace.
    let e = script_err(&with_deal("auction 1NT P P P\n  E lead SA"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 3,
            kind: ScriptErrorKind::Action(ActionError::CardNotHeld {
                seat: E,
                card: card("SA"),
                holder: N
            }),
        }
    );
    // In a `play` line the column is the card's.
    let e = script_err(&with_deal("auction 1NT P P P\nplay HA H8 H5 H2 HA"));
    assert_eq!(
        e,
        ScriptError {
            line: 4,
            column: 18,
            kind: ScriptErrorKind::Action(ActionError::AlreadyPlayed {
                card: card("HA"),
                trick: 1
            })
        }
    );
    // In an `auction` line, the call's column.
    let e = script_err(&with_deal("auction 1NT P P P\nplay HA\nauction P"));
    assert_eq!(
        e,
        ScriptError {
            line: 5,
            column: 9,
            kind: ScriptErrorKind::Action(ActionError::AuctionPeriodOver)
        }
    );
    // A ruling with no question.
    let e = script_err(&with_deal("director own-turn"));
    assert_eq!(
        e,
        ScriptError {
            line: 3,
            column: 1,
            kind: ScriptErrorKind::Action(ActionError::NoQuestionPending)
        }
    );
    // The error displays its position.
    assert!(e.to_string().starts_with("line 3, column 1: "), "{e}");
}

// ---------------------------------------------------------------------
// Choices with nothing to choose
// ---------------------------------------------------------------------

#[test]
fn choices_with_nothing_to_choose_are_refused() {
    for mode in MODES {
        let mut t = table(mode);
        for seat in Seat::ALL {
            refused(
                &mut t,
                Event::Decline { seat },
                ActionError::NothingToDecline { seat },
            );
            refused(
                &mut t,
                Event::Alert { seat },
                ActionError::NothingToAlert { seat },
            );
            refused(
                &mut t,
                Event::ChangeCall {
                    seat,
                    call: attempted("1C"),
                },
                ActionError::NoRightToChange { seat },
            );
        }
        refused(
            &mut t,
            Event::ProhibitLead {
                seat: N,
                suit: Some(Suit::Hearts),
            },
            ActionError::NoLeadOption,
        );
        refused(
            &mut t,
            Event::LeadOption {
                seat: N,
                require: None,
                prohibit: SuitSet::EMPTY,
            },
            ActionError::NoPenaltyCardOption,
        );
        refused(
            &mut t,
            Event::PlayOption {
                seat: N,
                option: PlayRestrictionKind::Highest,
            },
            ActionError::NoPlayOption,
        );
        refused(
            &mut t,
            Event::Director(Ruling::Unintended { unintended: true }),
            ActionError::NoQuestionPending,
        );
        refused(
            &mut t,
            Event::Director(Ruling::Comparable { comparable: true }),
            ActionError::NoQuestionPending,
        );
        // During the play, with a contract but no irregularity.
        auction(&mut t, "1NT P P P");
        cards(&mut t, "HA");
        refused(
            &mut t,
            Event::ProhibitLead {
                seat: N,
                suit: None,
            },
            ActionError::NoLeadOption,
        );
        refused(
            &mut t,
            Event::PlayOption {
                seat: N,
                option: PlayRestrictionKind::Lowest,
            },
            ActionError::NoPlayOption,
        );
        refused(
            &mut t,
            Event::Decline { seat: N },
            ActionError::NothingToDecline { seat: N },
        );
        refused(
            &mut t,
            Event::SpreadHand { seat: N },
            ActionError::NothingToDecline { seat: N },
        );
        refused(&mut t, call(S, "P"), ActionError::AuctionPeriodOver);
    }
}

#[test]
fn a_card_can_be_exposed_only_once() {
    let mut t = table(Mode::Table);
    ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("S8"),
        },
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
    refused(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("SA"),
        },
        ActionError::CardNotHeld {
            seat: E,
            card: card("SA"),
            holder: N,
        },
    );
}
