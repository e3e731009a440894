//! Questions about calls (Law 20F), substitutions, and the Director's
//! decisions after the board (Laws 12B1, 12C1, 12C2, 90). Expected values
//! come from the Laws and from Law 77 by hand.

use tenace_core::{Board, Deal, Seat, Side};
use tenace_laws::script::parse_line;
use tenace_laws::{
    ActionError, AssignedResult, AverageScore, Decision, Event, Mode, PenaltyUnit, Phase,
    ReviewPoint, Role, Ruling, Table, TableConfig,
};

/// N: ♠AKQJ ♥T98 ♦765 ♣432; E: ♠T98 ♥765 ♦432 ♣AKQJ;
/// S: ♠765 ♥432 ♦AKQJ ♣T98; W: ♠432 ♥AKQJ ♦T98 ♣765.
const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

fn table(mode: Mode) -> Table {
    // Board 1: North deals, nobody vulnerable (Law 2).
    let board = Board::new(1, Deal::from_pbn(DEAL).unwrap()).unwrap();
    Table::new(board, TableConfig::with_mode(mode))
}

fn line(t: &mut Table, text: &str) {
    for e in parse_line(text, t, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
    {
        t.apply(e).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn refused(t: &mut Table, event: Event) -> ActionError {
    let before = t.clone();
    let e = t.apply(event).unwrap_err();
    assert_eq!(*t, before, "a refused event changes nothing");
    e
}

/// 4♠ by North, East on lead.
fn four_spades(mode: Mode) -> Table {
    let mut t = table(mode);
    line(&mut t, "auction 1S P 2S P 4S P P P");
    assert_eq!(t.state().phase, Phase::Clarification);
    t
}

#[test]
fn law_20f1_a_question_at_ones_turn_answered_by_the_callers_partner() {
    let mut t = table(Mode::AutoDirector);
    line(&mut t, "N 1S");
    // West may not ask: it is East's turn to call (20F1: at his own turn).
    assert_eq!(
        refused(
            &mut t,
            Event::Ask {
                seat: Seat::West,
                record: Some(0)
            }
        ),
        ActionError::NotTimeToAsk { seat: Seat::West }
    );
    line(&mut t, "E question 1");
    let q = &t.state().calls.questions[0];
    assert_eq!(q.asker, Seat::East);
    assert_eq!(q.caller, Some(Seat::North));
    assert_eq!(q.law.as_str(), "20F1");
    // The caller himself may not explain during the auction (20F1, 20F5(a));
    // nor may the asker's partner.
    for seat in [Seat::North, Seat::West, Seat::East] {
        let e = refused(
            &mut t,
            Event::Answer {
                seat,
                question: 0,
                text: "natural".into(),
            },
        );
        assert_eq!(e, ActionError::NotToAnswer { seat, question: 0 });
    }
    assert_eq!(
        refused(
            &mut t,
            Event::Answer {
                seat: Seat::South,
                question: 0,
                text: "  ".into(),
            },
        ),
        ActionError::EmptyAnswer
    );
    line(&mut t, "S answer 1 five or more spades, 12-21");
    // Asked and answered aloud: every role sees the question and answer.
    for role in [
        Role::Seat(Seat::North),
        Role::Seat(Seat::East),
        Role::Seat(Seat::South),
        Role::Seat(Seat::West),
        Role::Director,
        Role::Spectator,
    ] {
        let v = t.state().view(role);
        assert_eq!(v.questions.len(), 1, "{role}");
        assert_eq!(v.questions[0].record, Some(tenace_laws::CallNo(0)));
        assert_eq!(v.questions[0].answers[0].by, Seat::South);
        assert_eq!(v.questions[0].answers[0].text, "five or more spades, 12-21");
    }
    // The auction goes on; the question changed nothing in it.
    line(&mut t, "E P");
    assert_eq!(t.state().calls.auction.calls.len(), 2);
}

#[test]
fn a_player_asks_about_the_opponents_calls_only() {
    let mut t = table(Mode::AutoDirector);
    line(&mut t, "auction 1S P");
    // South asks about his partner's 1♠: not a 20F question.
    assert_eq!(
        refused(
            &mut t,
            Event::Ask {
                seat: Seat::South,
                record: Some(0)
            }
        ),
        ActionError::NotOpponentsCall {
            seat: Seat::South,
            record: 0
        }
    );
    assert_eq!(
        refused(
            &mut t,
            Event::Ask {
                seat: Seat::South,
                record: Some(9)
            }
        ),
        ActionError::NoSuchCall { record: 9 }
    );
    // About East's pass it is fine.
    line(&mut t, "S question 2");
    assert_eq!(t.state().calls.questions[0].caller, Some(Seat::East));
}

#[test]
fn law_20f2_after_the_final_pass() {
    let mut t = four_spades(Mode::AutoDirector);
    // The opening leader asks about the opposing auction (20F2): either
    // opponent of his explains; his partner may not.
    line(&mut t, "E question");
    assert_eq!(t.state().calls.questions[0].law.as_str(), "20F2");
    assert_eq!(t.state().calls.questions[0].caller, None);
    assert!(matches!(
        refused(
            &mut t,
            Event::Answer {
                seat: Seat::West,
                question: 0,
                text: "x".into()
            }
        ),
        ActionError::NotToAnswer { .. }
    ));
    line(&mut t, "N answer 1 2S was a simple raise");
    // Declarer (North) may not ask at East's turn.
    assert_eq!(
        refused(
            &mut t,
            Event::Ask {
                seat: Seat::North,
                record: Some(1)
            }
        ),
        ActionError::NotTimeToAsk { seat: Seat::North }
    );
    line(&mut t, "E lead CA");
    // Dummy's turn: declarer plays from dummy and may ask about a
    // defender's call (20F2); West, the caller's partner, answers.
    line(&mut t, "N question 2");
    line(&mut t, "W answer 2 no agreement");
    // 20F5(b): declarer or dummy may correct his partner's explanation
    // after the final pass.
    line(&mut t, "S answer 1 a raise with 6-9 points");
    assert_eq!(t.state().calls.questions[0].answers.len(), 2);
    // The log replays to the same table.
    let again = Table::replay(*t.board(), t.state().config, t.log().to_vec()).unwrap();
    assert_eq!(again, t);
}

#[test]
fn law_12c2_average_plus_and_minus_for_a_board_not_finished() {
    let mut t = four_spades(Mode::Table);
    line(&mut t, "E lead CA");
    line(&mut t, "play C8 C5 C2");
    // Time runs out: North-South not at fault 60 %, East-West at fault 40 %.
    line(&mut t, "director score A+ A-");
    let r = t.result().unwrap();
    let a = r.artificial.unwrap();
    assert_eq!(
        (a.ns, a.ew),
        (AverageScore::AveragePlus, AverageScore::AverageMinus)
    );
    // Every role sees the result and the whole deal (the board is over).
    let v = t.state().view(Role::Seat(Seat::East));
    assert!(v.result.unwrap().artificial.is_some());
    assert!(v.board.deal.is_some());
    // 40/40: both sides at fault is a separate award per side.
    let mut u = four_spades(Mode::Table);
    line(&mut u, "director score A- A-");
    let a = u.result().unwrap().artificial.unwrap();
    assert_eq!(a.ns, a.ew);
}

#[test]
fn law_12c1_an_assigned_score_weighted() {
    let mut t = four_spades(Mode::Table);
    // 4♠ by North, not vulnerable: 10 tricks score 420, 9 tricks -50
    // (Law 77: 4 × 30 + 300 game bonus; one undertrick 50). Weighted
    // 60 % / 40 % (12C1(c)): 0.6 × 420 − 0.4 × 50 = 252 − 20 = 232.
    line(&mut t, "director assign board 4S N 10 60% 4S N 9 40%");
    let r = t.result().unwrap();
    assert_eq!(t.state().phase, Phase::Complete);
    let parts = r.assigned.as_ref().unwrap();
    assert_eq!(parts.len(), 2);
    assert_eq!((parts[0].weight, parts[0].score_ns), (60, 420));
    assert_eq!((parts[1].weight, parts[1].score_ns), (40, -50));
    assert_eq!(r.score_ns, 232);
    assert!(!r.subject_to_director);
    // 3NT by East making 9, alone: East-West +400 (Law 77), North-South -400.
    let mut u = four_spades(Mode::Table);
    line(&mut u, "director assign board 3NT E 9");
    assert_eq!(u.result().unwrap().score_ns, -400);
    // Weights that do not add up to 100 are refused; nothing changes.
    let bad = Event::Decision(Decision::Assigned {
        point: ReviewPoint::Board,
        results: vec![AssignedResult {
            contract: Some("4S N".parse().unwrap()),
            tricks: 10,
            weight: 70,
        }],
        doubt: None,
    });
    let mut w = four_spades(Mode::Table);
    assert_eq!(refused(&mut w, bad), ActionError::BadAssignedScore);
    // A later artificial score replaces the assigned one (and vice versa).
    line(&mut u, "director score A A");
    let r = u.result().unwrap();
    assert!(r.assigned.is_none() && r.artificial.is_some());
}

#[test]
fn the_review_list_decided_point_by_point() {
    let mut t = table(Mode::AutoDirector);
    // West's insufficient 1♥ over North's 1♠, not accepted; West replaces
    // it with 2♥, which the Director finds lowest in the same denomination
    // (27B1(a)): a 27D review point remains for the end of play.
    line(&mut t, "N 1S");
    line(&mut t, "E P");
    line(&mut t, "S P");
    line(&mut t, "W 1H");
    line(&mut t, "N decline");
    line(&mut t, "W 2H");
    line(&mut t, "director lowest");
    line(&mut t, "auction P P P");
    assert!(
        !t.state().rect.review.is_empty(),
        "{:?}",
        t.state().rect.review
    );
    line(&mut t, "N lead SA");
    // Unknown points are refused.
    assert_eq!(
        refused(
            &mut t,
            Event::Decision(Decision::NoAdjustment {
                point: ReviewPoint::Flag { index: 99 }
            })
        ),
        ActionError::NoSuchReviewPoint
    );
    let flags = t.state().rect.review.len();
    let infos = t.state().rect.info.len();
    for i in 1..=flags {
        line(&mut t, &format!("director no-adjustment flag {i}"));
    }
    for i in 1..=infos {
        line(&mut t, &format!("director no-adjustment info {i}"));
    }
    line(&mut t, "director penalty board EW 10 %");
    let d = &t.state().rect.decisions;
    assert_eq!(d.len(), flags + infos + 1);
    assert!(matches!(
        d.last().unwrap().decision,
        Decision::ProceduralPenalty {
            side: Side::EastWest,
            amount: 10,
            unit: PenaltyUnit::Percent,
            ..
        }
    ));
    // Only the Director sees his decisions.
    assert!(t.state().view(Role::Seat(Seat::North)).director.is_none());
    assert_eq!(
        t.state().director().director.unwrap().decisions.len(),
        flags + infos + 1
    );
}

#[test]
fn a_substitution_is_the_directors_event() {
    let mut t = table(Mode::AutoDirector);
    line(&mut t, "N 1S");
    line(&mut t, "director substitute E");
    let e = Event::Substitute { seat: Seat::East };
    assert_eq!(e.actor(t.state()), tenace_laws::Actor::Director);
    assert_eq!(t.state().rect.substitutions[0].seat, Seat::East);
    assert_eq!(t.state().rect.substitutions[0].event, 1);
    assert_eq!(
        t.state().view(Role::Spectator).substitutions[0].seat,
        Seat::East
    );
    // The new East plays on.
    line(&mut t, "E P");
    // Rulings unaffected: the table is as before otherwise.
    assert!(matches!(
        parse_line("director score A A", &t, &tenace_claims::default_solver()).unwrap()[0],
        Event::Director(Ruling::ArtificialScore { .. })
    ));
}

/// The Commentary on Law 12C1(c), "Benefit of Doubt" and Example 11: the
/// Director weighs the polled outcomes, raising those favourable to the
/// non-offending side by a factor of at most 1.2, the others shrinking in
/// proportion. By hand, board 1 (nobody vulnerable), North declaring:
/// raw poll 6♠ making 25 %, 6♠ one down 25 %, 4♠ with an overtrick 30 %,
/// 3NT one down 20 %; East-West offended, so 6♠ making is raised:
/// 25 × 1.2 = 30 %; the other 75 % shrink to 70 %: 25 × 70/75 = 23⅓,
/// 30 × 70/75 = 28, 20 × 70/75 = 18⅔, in whole percents 23, 28, 19 (the
/// largest remainder takes the last point). Law 77: 6♠= 980 (180 + 300 +
/// 500), 6♠−1 −50, 4♠+1 450, 3NT−1 −50. Weighted: 0.30 × 980 − 0.23 × 50 +
/// 0.28 × 450 − 0.19 × 50 = 294 − 11.5 + 126 − 9.5 = 399.
#[test]
fn law_12c1c_benefit_of_doubt_factor_raises_the_favoured_outcome() {
    let mut t = four_spades(Mode::Table);
    line(
        &mut t,
        "director assign board 6S N 12 25% 6S N 11 25% 4S N 11 30% 3NT N 8 20% doubt 1.2 1",
    );
    let r = t.result().unwrap();
    let parts = r.assigned.as_ref().unwrap();
    let got: Vec<(u8, i32)> = parts.iter().map(|p| (p.weight, p.score_ns)).collect();
    assert_eq!(got, vec![(30, 980), (23, -50), (28, 450), (19, -50)]);
    assert_eq!(r.score_ns, 399);
    // The decision keeps the raw poll and the factor.
    match &t.state().rect.decisions[0].decision {
        Decision::Assigned { results, doubt, .. } => {
            assert_eq!(results[0].weight, 25);
            assert_eq!(doubt.as_ref().unwrap().factor, 120);
        }
        d => panic!("{d:?}"),
    }
    // Example 11: a 50 % chance of 6♦ raised by 1.2 gives 60 %.
    let mut u = four_spades(Mode::Table);
    line(
        &mut u,
        "director assign board 6S N 12 50% 3NT N 8 50% doubt 1.2 1",
    );
    let parts = u.result().unwrap().assigned.clone().unwrap();
    assert_eq!((parts[0].weight, parts[1].weight), (60, 40));
    // Raised past 100 % in all, the favoured outcomes take the whole score:
    // 90 × 1.2 = 108 is capped at 100.
    let mut v = four_spades(Mode::Table);
    line(
        &mut v,
        "director assign board 6S N 12 90% 3NT N 8 10% doubt 1.2 1",
    );
    let parts = v.result().unwrap().assigned.clone().unwrap();
    assert_eq!(parts.len(), 1);
    assert_eq!((parts[0].weight, parts[0].score_ns), (100, 980));
    // A factor above the Commentary's 1.2, or a result that is not there,
    // is refused and changes nothing.
    for doubt in [
        tenace_laws::BenefitOfDoubt {
            factor: 130,
            favoured: vec![0],
        },
        tenace_laws::BenefitOfDoubt {
            factor: 110,
            favoured: vec![2],
        },
        tenace_laws::BenefitOfDoubt {
            factor: 110,
            favoured: vec![0, 0],
        },
    ] {
        let bad = Event::Decision(Decision::Assigned {
            point: ReviewPoint::Board,
            results: vec![
                AssignedResult {
                    contract: Some("6S N".parse().unwrap()),
                    tricks: 12,
                    weight: 50,
                },
                AssignedResult {
                    contract: Some("3NT N".parse().unwrap()),
                    tricks: 8,
                    weight: 50,
                },
            ],
            doubt: Some(doubt),
        });
        let mut w = four_spades(Mode::Table);
        assert_eq!(refused(&mut w, bad), ActionError::BadAssignedScore);
    }
}

/// Law 20F1: a player explains a call of his partner's, asked or not, any
/// call of the auction; Law 20F4: a later explanation of the same call by
/// the same player corrects his own (before the end of the clarification
/// period; 75B2 in the play); Law 20F5: the caller may not correct his
/// partner's explanation during the auction (20F5(a)); as dummy (or
/// declarer) he does so after the final pass (20F5(b)(ii)).
#[test]
fn law_20f1_20f4_20f5_explanations_of_any_call_and_their_corrections() {
    let mut t = table(Mode::AutoDirector);
    line(&mut t, "N 1S");
    line(&mut t, "E P");
    line(&mut t, "S 2NT");
    line(&mut t, "W P");
    // North explains South's 2NT (call 3) without being asked: 20F1.
    line(&mut t, "N explain-call 3 natural, invitational");
    // He realises at once that it was wrong and corrects it: 20F4.
    line(&mut t, "N explain-call 3 game-forcing raise in spades");
    // An opponent cannot explain it, and North cannot explain his own
    // side's call of the opponents (call 2 is East's pass).
    let not_to = |seat: Seat, record: usize| Event::ExplainCall {
        seat,
        record: Some(record),
        text: "x".into(),
    };
    assert_eq!(
        refused(&mut t, not_to(Seat::East, 2)),
        ActionError::NotToExplain { seat: Seat::East }
    );
    assert_eq!(
        refused(&mut t, not_to(Seat::North, 1)),
        ActionError::NotToExplain { seat: Seat::North }
    );
    // South, the caller, may not correct his partner during the auction
    // (20F5(a)).
    assert_eq!(
        refused(&mut t, not_to(Seat::South, 2)),
        ActionError::NotTimeToCorrect { seat: Seat::South }
    );
    line(&mut t, "N 4S");
    line(&mut t, "auction P P P");
    assert_eq!(t.state().phase, Phase::Clarification);
    // North declares, South is dummy: after the final pass South corrects
    // his partner's explanation (20F5(b)(ii)).
    line(&mut t, "S explain-call 3 natural, 11-12 points, no fit");
    let laws: Vec<(Seat, &str)> = t
        .state()
        .calls
        .call_explanations
        .iter()
        .map(|e| (e.by, e.law.as_str()))
        .collect();
    assert_eq!(
        laws,
        vec![
            (Seat::North, "20F1"),
            (Seat::North, "20F4"),
            (Seat::South, "20F5")
        ]
    );
    assert!(t
        .state()
        .calls
        .call_explanations
        .iter()
        .all(|e| e.record == tenace_laws::CallNo(2)));
    // The Director then finds misinformation before the opening lead is
    // faced: West, the last to pass (his partner has not called since),
    // may change his last call; East, whose partner has, may not (21B1(a)).
    line(&mut t, "director misinformation N");
    assert_eq!(t.state().calls.change_rights, vec![Seat::West]);
}

/// Law 20F5(b)(i): a defender whose partner explained his call wrongly
/// corrects it only at the end of play; his partner's own correction in
/// the play is under Law 75B2. Law 21B3: misinformation found after the
/// opening lead is too late for a change of call; the Director looks at
/// the score at the end of play (a 21B3 review point).
#[test]
fn law_20f5_defender_corrects_at_end_of_play_and_21b3_after_the_lead() {
    let mut t = table(Mode::AutoDirector);
    line(&mut t, "N 1S");
    line(&mut t, "E 2C");
    line(&mut t, "W explain-call 2 both majors");
    line(&mut t, "auction 2S P P P");
    // East defends: not yet (nor during the play).
    let correction = Event::ExplainCall {
        seat: Seat::East,
        record: Some(1),
        text: "natural, clubs".into(),
    };
    assert_eq!(
        refused(&mut t, correction.clone()),
        ActionError::NotTimeToCorrect { seat: Seat::East }
    );
    line(&mut t, "E lead CA");
    assert_eq!(
        refused(&mut t, correction.clone()),
        ActionError::NotTimeToCorrect { seat: Seat::East }
    );
    // West corrects his own explanation during the play: Law 75B2.
    line(&mut t, "W explain-call 2 natural, clubs");
    assert_eq!(t.state().calls.call_explanations[1].law.as_str(), "75B2");
    // The Director finds misinformation now: no change of call is possible
    // any more (21B1(a) ends with the auction period), but a 21B3 point.
    line(&mut t, "director misinformation W");
    assert!(t.state().calls.change_rights.is_empty());
    assert!(t
        .state()
        .rect
        .review
        .iter()
        .any(|f| f.law.as_str() == "21B3"));
    // At the end of play East may correct (20F5(b)(i)).
    line(&mut t, "N claim 8");
    line(&mut t, "E agree");
    line(&mut t, "W agree");
    assert_eq!(t.state().phase, Phase::Complete);
    t.apply(correction).unwrap();
    let last = t.state().calls.call_explanations.last().unwrap();
    assert_eq!((last.by, last.law.as_str()), (Seat::East, "20F5"));
}
