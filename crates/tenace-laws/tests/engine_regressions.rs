//! Regressions for issue 19 (items 1-4): accepted actions that left a table
//! in a state the Laws cannot reach. Each reproducer runs as a table script
//! (or a log of events) through the engine; the expected card counts, trick
//! counts, results and scores are worked out by hand in the comments.

mod common;

use common::*;
use tenace_core::{Board, Card, Deal};
use tenace_laws::script::{self, ScriptRun};
use tenace_laws::{ActionError, Event, Mode, Phase, RuleSet, Status, Table, TableConfig};

fn script_ok(text: &str) -> ScriptRun {
    script::run(text, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("script failed: {e}\n{text}"))
}

fn hand_sizes(t: &Table) -> [usize; 4] {
    t.state().play.hands.map(|h| h.len())
}

/// Plays the board out with the engine's lawful cards for whoever is due
/// (so that a table that cannot finish shows up as a failure), checking
/// the 52 cards after every card.
fn play_out(t: &mut Table) {
    for _ in 0..60 {
        if t.state().phase == Phase::Complete {
            return;
        }
        let seat = t.state().to_play().expect("someone is due to play");
        let card = t
            .state()
            .legal_cards(seat)
            .iter()
            .next()
            .unwrap_or_else(|| panic!("{seat} is due to play from an empty hand"));
        ok(t, Event::Play { seat, card });
        assert_cards_conserved(t.state());
    }
    panic!("the board did not end");
}

// ---------------------------------------------------------------------
// Item 1: a Law 67 extra card settled without its rectification
// ---------------------------------------------------------------------

const EXTRA_CARD_DEAL: &str =
    "N:A96.A5.AKJ53.987 J32.KQJT.9864.A4 KT874.8.QT.KT652 Q5.976432.72.QJ3";

/// The issue's reproducer: the Director waives the rectification (81C5) of
/// East's extra heart jack. The card still goes back to East's hand (67B2(a));
/// only the deemed revokes of 67B2(b) are not applied.
#[test]
fn a_waived_extra_card_goes_back_to_its_hand() {
    let run = script_ok(&format!(
        "board 1\nmode table\ndeal {EXTRA_CARD_DEAL}\nauction P 1C P P P\n\
         S SK\nW S5\nN SA\nE S2\nE extra HJ\ndirector waive\n"
    ));
    let t = run.table;
    let st = t.state();
    assert_cards_conserved(st);
    // One trick played: twelve cards in every hand, the jack among East's.
    assert_eq!(hand_sizes(&t), [12, 12, 12, 12]);
    assert!(st.play.hands[E.index()].contains(card("HJ")));
    assert!(matches!(
        st.rect.irregularities[0].status,
        Status::Condoned { .. }
    ));
    // No revoke is deemed: nothing but the extra card is recorded.
    assert_eq!(st.rect.irregularities.len(), 1);
}

/// After the waiver the board is played to its end: 13 tricks, every hand
/// empty (before the fix East ran out of cards at trick 13).
#[test]
fn a_waived_extra_card_board_is_played_to_the_end() {
    let mut t = script_ok(&format!(
        "board 1\nmode table\ndeal {EXTRA_CARD_DEAL}\nauction P 1C P P P\n\
         S SK\nW S5\nN SA\nE S2\nE extra HJ\ndirector waive\n"
    ))
    .table;
    play_out(&mut t);
    let st = t.state();
    assert_eq!(st.play.tricks.len(), 13);
    assert!(st.play.hands.iter().all(|h| h.is_empty()));
    let won = st.tricks_won();
    assert_eq!(won[0] + won[1], 13);
}

/// The same board settled by a claim: 1C by East (board 1, nobody
/// vulnerable). North won trick 1 and leads the diamond ace; East claims 6
/// of the 12 tricks left and both defenders agree: East-West 6,
/// North-South 1 + 6 = 7. One down, not
/// vulnerable: North-South +50.
#[test]
fn a_waived_extra_card_then_a_claim_scores_thirteen_tricks() {
    let run = script_ok(&format!(
        "board 1\nmode table\ndeal {EXTRA_CARD_DEAL}\nauction P 1C P P P\n\
         S SK\nW S5\nN SA\nE S2\nE extra HJ\ndirector waive\n\
         N DA\nE claim 6\nN agree\nS agree\n"
    ));
    let t = run.table;
    assert_cards_conserved(t.state());
    assert_eq!(t.state().tricks_won(), [7, 6]);
    let r = t.result().expect("the board is over");
    assert_eq!(r.declarer_tricks, Some(6));
    assert_eq!(r.score_ns, 50);
}

/// Dummy, after going beyond his limitations (43A2), is the first to draw
/// attention to North's extra card: no rectification (43B3), but the
/// club seven is back in North's hand.
#[test]
fn an_extra_card_forfeited_under_43b2c_goes_back_to_its_hand() {
    let run = script_ok(&format!(
        "board 1\nmode table\ndeal {EXTRA_CARD_DEAL}\nauction P 1C P P P\n\
         S SK\nW S5\nN SA\nE S2\nN extra C7\nW violates\nW attention\n"
    ));
    let t = run.table;
    let st = t.state();
    assert_cards_conserved(st);
    assert_eq!(hand_sizes(&t), [12, 12, 12, 12]);
    assert!(st.play.hands[N.index()].contains(card("C7")));
    let extra = st
        .rect
        .irregularities
        .iter()
        .find(|i| {
            matches!(
                i.kind,
                tenace_laws::IrregularityKind::ExtraCardOnTrick { .. }
            )
        })
        .expect("recorded");
    assert_eq!(
        extra.status,
        Status::Condoned {
            law: tenace_laws::LawRef::new("43B3")
        }
    );
}

/// Rubber bridge: after declarer's disputed claim a defender faced his hand
/// (RB 69); his extra card then carries no penalty but goes back to his hand.
#[test]
fn an_extra_card_of_a_defender_who_faced_his_hand_goes_back() {
    let run = script_ok(&format!(
        "board 1\nmode table\nrules rubber\ndeal {EXTRA_CARD_DEAL}\nauction P 1C P P P\n\
         S SK\nW S5\nN SA\nE S2\nN DA\nE claim 6\nN dispute\nN face-hand\n\
         E D4\nS DT\nW D2\nN extra D3\n"
    ));
    let t = run.table;
    let st = t.state();
    assert_cards_conserved(st);
    // Two tricks played: eleven cards in every hand, the three of diamonds
    // among North's.
    assert_eq!(hand_sizes(&t), [11, 11, 11, 11]);
    assert!(st.play.hands[N.index()].contains(card("D3")));
}

// ---------------------------------------------------------------------
// Item 2: play after a settled claim, tricks counted twice
// ---------------------------------------------------------------------

const CLAIM_DEAL: &str = "N:J.95.QJ92.AQJ964 A75.AKJT.A5.8532 9643.Q732.KT643. KQT82.864.87.KT7";

/// The issue's reproducer. 1D by East (board 1, nobody vulnerable), South
/// leads; North revokes (C4 on a heart lead) and East claims 10 of the 13
/// tricks while trick 1 is in progress. Attention is drawn to the revoke
/// while the claim waits: play stays suspended (Law 68D), so North's heart
/// five is refused. When North agrees, the claim stands (69A) and his
/// revoke is established (63A4).
#[test]
fn no_card_is_played_while_a_claim_suspends_the_play() {
    let head = format!(
        "board 1\ndeal {CLAIM_DEAL}\nmode table\nauction P 1D P P P\n\
         S H2\nW H4\nN C4\nE claim 10\nS agree\nE attention\n"
    );
    let run = script_ok(&head);
    let mut t = run.table;
    assert_eq!(t.state().phase, Phase::Claim);
    refused(&mut t, play(N, "H5"), ActionError::ClaimPending);
    ok(&mut t, Event::AgreeClaim { seat: N });
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_cards_conserved(st);
    // Nothing was played after the claim: three cards on trick 1, the
    // tricks are those of the claim only, 3 + 10 = 13.
    assert_eq!(st.play.tricks.len(), 1);
    assert_eq!(st.play.tricks[0].len(), 3);
    assert_eq!(st.tricks_won(), [3, 10]);
    assert!(st
        .rect
        .irregularities
        .iter()
        .any(|i| i.kind.is_revoke() && matches!(i.status, Status::Established { .. })));
    // Law 64A2 (North did not win the revoke trick, but North-South won
    // later tricks through the claim): one trick goes to East-West, 11.
    // 1D making 11 tricks, not vulnerable: 4 x 20 + 50 = 130; East-West
    // score it, so North-South -130.
    let r = t.result().expect("over");
    assert_eq!(r.tricks_in_play, Some(10));
    let transferred: u8 = r.transfers.iter().map(|x| x.tricks).sum();
    assert_eq!(r.declarer_tricks, Some(10 + transferred));
    assert!(transferred <= 1);
}

/// After a claim has been agreed, neither a 47E2(a) retraction nor a slip of
/// the tongue can take a card back to be played again: the board is over.
#[test]
fn no_card_is_taken_back_after_an_agreed_claim() {
    let run = script_ok(&format!(
        "board 1\ndeal {CLAIM_DEAL}\nmode table\nauction P 1D P P P\n\
         S H2\nW H4\nN H5\nE claim 10\nS agree\nN agree\n"
    ));
    let mut t = run.table;
    assert_eq!(t.state().phase, Phase::Complete);
    refused(
        &mut t,
        Event::Retract {
            seat: N,
            cause: tenace_laws::RetractCause::Misinformation,
        },
        ActionError::BoardOver,
    );
    refused(
        &mut t,
        Event::PlayFinding(tenace_laws::PlayFinding::SlipOfTongue { card: card("H6") }),
        ActionError::BoardOver,
    );
    assert_eq!(t.state().tricks_won(), [3, 10]);
}

/// A contested claim with a revoke that came to light while it waited: the
/// Director's award settles the revoke (Commentary on Law 63A: correction
/// allowed, then the claim determined) and the tricks add up to 13.
#[test]
fn a_contested_claim_award_settles_a_revoke_found_meanwhile() {
    let run = script_ok(&format!(
        "board 1\ndeal {CLAIM_DEAL}\nmode table\nauction P 1D P P P\n\
         S H2\nW H4\nN C4\nE claim 10\nS dispute\nE attention\ndirector award 11\n"
    ));
    let t = run.table;
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_cards_conserved(st);
    assert_eq!(st.tricks_won(), [2, 11]);
    assert!(t.awaiting_director().is_none());
    // 1D making 11 (four overtricks), not vulnerable: 20 + 4 x 20 + 50 =
    // 150 to East-West.
    let r = t.result().expect("over");
    assert_eq!(r.declarer_tricks, Some(11));
    assert_eq!(r.score_ns, -150);
}

// ---------------------------------------------------------------------
// Item 3: a fourteenth trick at a rubber table
// ---------------------------------------------------------------------

/// West fails to play to trick 2 (Law 67), unnoticed; he keeps one card
/// too many. On trick 13, having played to it, he leads his last card
/// early (RB 57). The trick is completed: the board ends with 13 tricks,
/// not a fourteenth.
#[test]
fn a_card_led_early_after_the_thirteenth_trick_starts_no_trick() {
    // West fails to play to trick `fail_at`; whether he is still to play to
    // trick 13 after his partner depends on who wins the tricks, so try
    // several deals and tricks.
    let mut reproduced = 0;
    for (seed, fail_at) in (0..8u64).flat_map(|s| (2..=12).map(move |f| (s, f))) {
        if let Some(t) = early_lead_after_failure(seed, fail_at) {
            let st = t.state();
            assert_eq!(st.phase, Phase::Complete);
            assert_eq!(st.play.tricks.len(), 13);
            assert_cards_conserved(st);
            let won = st.tricks_won();
            assert_eq!(won[0] + won[1], 13);
            reproduced += 1;
        }
    }
    assert!(reproduced > 0, "no run reached the early lead");
}

/// 1NT by North on a seeded random deal at a rubber table in table mode
/// (board 1: North deals), played with the engine's
/// lawful cards; West omits his card on trick `fail_at` and, on trick 13,
/// leads his last card before the trick is complete. `None` when West is
/// the last to play to trick 13.
fn early_lead_after_failure(seed: u64, fail_at: usize) -> Option<Table> {
    let mut t = Table::new(
        Board::new(1, Deal::random(seed)).expect("board 1"),
        TableConfig {
            mode: Mode::Table,
            rules: RuleSet::Rubber2014,
            ..TableConfig::default()
        },
    );
    auction(&mut t, "1NT P P P");
    let mut failed = false;
    let mut led_early = false;
    for _ in 0..80 {
        let st = t.state();
        if st.phase == Phase::Complete {
            break;
        }
        let seat = st.to_play().expect("someone is due");
        let trick = st.current_trick().copied();
        if !failed
            && st.play.tricks.len() == fail_at
            && seat == W
            && trick.is_some_and(|t| t.len() == 3)
        {
            ok(&mut t, Event::FailToPlay { seat: W });
            failed = true;
            continue;
        }
        if failed
            && !led_early
            && st.play.tricks.len() == 13
            && trick.is_some_and(|t| t.has_played(W) && t.len() < 4)
        {
            let last: Vec<Card> = st.play.hands[W.index()].iter().collect();
            assert_eq!(last.len(), 1, "West kept one card too many");
            ok(
                &mut t,
                Event::Play {
                    seat: W,
                    card: last[0],
                },
            );
            led_early = true;
            continue;
        }
        let c = st.legal_cards(seat).iter().next().expect("a card");
        ok(&mut t, Event::Play { seat, card: c });
        assert!(t.state().play.tricks.len() <= 13, "a fourteenth trick");
    }
    (failed && led_early).then_some(t)
}

// ---------------------------------------------------------------------
// Item 4: a faced penalty card named as the extra card
// ---------------------------------------------------------------------

/// East's club ace, exposed during the play, is a penalty card lying face
/// up (Law 49): it cannot be the card that went unseen to the last trick.
#[test]
fn a_penalty_card_cannot_be_the_extra_card() {
    let mut t = one_nt_by_north(Mode::AutoDirector);
    cards(&mut t, "HA");
    // East drops the club ace: a penalty card.
    ok(
        &mut t,
        Event::Expose {
            seat: E,
            card: card("CA"),
        },
    );
    assert!(t
        .state()
        .rect
        .penalty_cards
        .iter()
        .any(|p| p.card == card("CA")));
    refused(
        &mut t,
        Event::ExtraCard {
            seat: E,
            card: card("CA"),
        },
        ActionError::CardFaceUp {
            seat: E,
            card: card("CA"),
        },
    );
    assert_cards_conserved(t.state());
}

/// North (declarer, 1NT) fails to play to trick 1 (Law 67) and at once
/// claims the 12 tricks left. Attention is drawn while the claim waits:
/// 67A1 would reopen trick 1 for a card, but no card is played while the
/// claim suspends the play (68D), so the trick stays as quitted and the
/// omission waits for the Director's ruling on the claim. Agreed, the board
/// counts East's trick 1 (the heart ace won it) and North's 12: 13.
#[test]
fn an_omitted_card_found_during_a_claim_reopens_no_trick() {
    let mut t = run(
        Mode::Table,
        "auction 1N P P P\nE HA\nS H8\nW H5\nN fails\nN claim 12\nE attention\nE agree\nW agree\n",
    )
    .table;
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_cards_conserved_with_omission(st);
    assert!(st.play.tricks[0].is_complete());
    assert_eq!(st.tricks_won(), [12, 1]);
    // 1NT making 12 tricks by North, not vulnerable (board 1): 40 + 5 x 30
    // + 50 = 240.
    let r = t.result().expect("over");
    assert_eq!(r.declarer_tricks, Some(12));
    assert_eq!(r.score_ns, 240);
    // The Director's ruling on the agreed claim (69B) settles the omission.
    ok(
        &mut t,
        Event::Director(tenace_laws::Ruling::ClaimAward { tricks: 12 }),
    );
    assert!(t.awaiting_director().is_none());
}

/// The cards of a board where one hand failed to play to a trick: each
/// card once, in a hand or a trick; the offender keeps one card more.
fn assert_cards_conserved_with_omission(st: &tenace_laws::State) {
    let mut seen = tenace_core::Hand::EMPTY;
    for h in st.play.hands {
        for c in h.iter() {
            assert!(seen.insert(c), "{c} twice");
        }
    }
    for tr in &st.play.tricks {
        for p in tr.cards() {
            assert!(seen.insert(p.card), "{} twice", p.card);
        }
    }
    assert_eq!(seen, tenace_core::Hand::FULL);
}

/// The same as a table script: the script stops at the `extra` line with
/// the refusal, and the script without it leaves the ace a penalty card in
/// East's hand.
#[test]
fn a_penalty_card_named_as_the_extra_card_stops_the_script() {
    let head = format!("board 1\ndeal {PBN}\nmode auto\nauction 1N P P P\nE HA\nE expose CA\n");
    let t = script_ok(&head).table;
    assert!(t.state().play.hands[E.index()].contains(card("CA")));
    assert_eq!(hand_sizes(&t), [13, 12, 13, 13]);
    let err = script::run(
        &format!("{head}E extra CA\n"),
        &tenace_claims::default_solver(),
    )
    .expect_err("refused");
    assert_eq!(err.line, 7);
    assert_eq!(
        err.kind,
        script::ScriptErrorKind::Action(ActionError::CardFaceUp {
            seat: E,
            card: card("CA")
        })
    );
}

// ---------------------------------------------------------------------
// Found by the engine fuzzer (tests/engine_fuzz.rs)
// ---------------------------------------------------------------------

/// Seed 6011813. Rubber bridge with the Club Laws, table mode, board 4
/// (West deals). 1H by West; dummy (East) revokes on trick 4 (a diamond on
/// North's heart queen). Declarer's hand is then deemed a claim of the 9
/// tricks left (Law 48B2); attention drawn during the claim must not take
/// trick 4 back, so the Arbiter's award of 3 of the 9 leaves 4 + 9 = 13
/// tricks: North-South won tricks 1-4 in play and get 6 of the claim's 9.
#[test]
fn fuzz_6011813_attention_during_a_claim_takes_no_trick_back() {
    let board = Board::new(
        4,
        Deal::from_pbn("N:76.AQ7654.AQ6.K5 K3.JT8.98754.432 QJT9842.2.K.AQJ8 A5.K93.JT32.T976")
            .unwrap(),
    )
    .unwrap();
    let log = r#"[{"type":"call","seat":"W","call":"1H"},{"type":"call","seat":"N","call":"Pass"},{"type":"call","seat":"E","call":"Pass"},{"type":"call","seat":"S","call":"Pass"},{"type":"play","seat":"N","card":"S7"},{"type":"play","seat":"E","card":"S3"},{"type":"play","seat":"S","card":"SJ"},{"type":"play","seat":"W","card":"S5"},{"type":"play","seat":"S","card":"CJ"},{"type":"play","seat":"W","card":"C7"},{"type":"play","seat":"N","card":"C5"},{"type":"play","seat":"E","card":"C4"},{"type":"dummy_play","card":"SK"},{"type":"play","seat":"S","card":"C8"},{"type":"play","seat":"W","card":"C6"},{"type":"play","seat":"N","card":"CK"},{"type":"play","seat":"E","card":"C2"},{"type":"play","seat":"N","card":"HQ"},{"type":"play","seat":"E","card":"D4"},{"type":"play","seat":"S","card":"DK"},{"type":"play","seat":"W","card":"H3"},{"type":"director","ruling":"surplus_card","seat":"S","played":false},{"type":"play_finding","finding":"hand_faced_as_claim"},{"type":"draw_attention","seat":"N"},{"type":"dispute_claim","seat":"N"},{"type":"director","ruling":"claim_award","tricks":3}]"#;
    let events: Vec<Event> = serde_json::from_str(log).unwrap();
    let config = TableConfig {
        mode: Mode::Table,
        rules: RuleSet::Rubber2014Club,
        ..TableConfig::default()
    };
    let t = Table::replay(board, config, events).expect("the log replays");
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_cards_conserved(st);
    assert_eq!(st.play.tricks.len(), 4);
    assert!(st.play.tricks.iter().all(|tr| tr.is_complete()));
    // Tricks 1-4: South (SJ), South (CJ), North (CK), North (HQ).
    assert_eq!(st.tricks_won(), [4 + 6, 3]);
}
