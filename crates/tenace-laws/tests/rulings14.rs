//! Issue 14, the rulings14 items: Law 68's preamble (what concerns only the
//! trick in progress is no claim or concession), Law 71A (a concession of
//! a trick the side had in fact won) and the Correction Period of Law 79C
//! for Laws 69B and 71. Expected values come from the Laws' text, the
//! Commentary (Example 48) and arithmetic by hand (Law 77).

use tenace_core::{Card, Hand, Seat, Side};
use tenace_laws::{
    script, ActionError, ClaimStatus, Event, InfoSource, LawRef, Phase, RuleSet, Table,
};

/// North deals (board 1, no one vulnerable) and plays 4S; East leads.
const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

fn run(text: &str) -> Table {
    script::run(text, &tenace_claims::default_solver())
        .expect("script")
        .table
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn hand(cards: &[&str]) -> Hand {
    cards.iter().map(|c| card(c)).collect()
}

/// Trick 1 under way: East leads the H7, dummy (South) plays the H2;
/// West, third to play with ♥AKQJ, is to play.
fn trick_one_under_way(rules: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\n{rules}\nauction 1S P 4S P P P\nplay H7 H2\n"
    ))
}

#[test]
fn l68_preamble_cards_shown_about_the_trick_in_progress_are_no_claim() {
    // Commentary Example 48: a defender shows the cards with which he will
    // win the trick in progress. Law 68, preamble: no claim or concession,
    // play proceeds; his cards are no penalty cards; Laws 16 and 57A may
    // apply: what they show is unauthorized for his partner.
    let mut t = trick_one_under_way("");
    t.apply(Event::ShowCards {
        seat: Seat::West,
        cards: hand(&["HA", "HK"]),
    })
    .expect("a show about the trick in progress");
    let st = t.state();
    assert!(st.claims.claim.is_none());
    assert_eq!(st.phase, Phase::Play);
    assert!(st.rect.penalty_cards.is_empty());
    assert!(st.play.hands[Seat::West.index()].contains(card("HK")));
    for c in ["HA", "HK"] {
        assert!(st.rect.info.iter().any(|i| i.source
            == InfoSource::Card {
                seat: Seat::West,
                card: card(c)
            }
            && i.unauthorized_for == Side::EastWest
            && i.law == LawRef::new("68")));
    }
    assert!(st.rect.review.iter().any(|f| f.law == LawRef::new("68")));
    // Play proceeds regularly: West wins with the HA and leads the HQ
    // while keeping the HK, which is no penalty card (no irregularity).
    let t = run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2\nW show HA HK\nplay HA H8\nW HQ\n"
    ));
    let st = t.state();
    assert!(
        st.rect.irregularities.is_empty(),
        "{:?}",
        st.rect.irregularities
    );
    assert!(st.claims.claim.is_none());
    assert_eq!(st.play.tricks[0].winner, Some(Seat::West));
}

#[test]
fn l68_preamble_declarers_show_leaves_no_record() {
    // Declarer's cards never become penalty cards, and his partner is
    // dummy: showing his winner is no claim and leaves nothing to record.
    let t = run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA\nN show H8\n"
    ));
    let st = t.state();
    assert!(st.claims.claim.is_none());
    assert!(st.rect.info.is_empty());
    assert!(st.rect.review.is_empty());
    assert_eq!(st.phase, Phase::Play);
}

#[test]
fn rb70a_a_defenders_show_about_the_trick_in_progress_at_rubber() {
    // RB 70A: the same rule for a defender at a rubber table.
    let mut t = trick_one_under_way("rules rubber");
    assert_eq!(t.state().config.rules, RuleSet::Rubber2014);
    t.apply(Event::ShowCards {
        seat: Seat::West,
        cards: hand(&["HA"]),
    })
    .expect("show");
    let st = t.state();
    assert!(st.claims.claim.is_none());
    assert!(st.rect.penalty_cards.is_empty());
    assert!(st.rect.info.iter().any(|i| i.law == LawRef::new("RB 70A")));
}

#[test]
fn l68_preamble_bad_shows_are_errors_and_change_nothing() {
    let mut t = trick_one_under_way("");
    let before = t.clone();
    // Dummy's cards are face up already.
    assert_eq!(
        t.apply(Event::ShowCards {
            seat: Seat::South,
            cards: hand(&["H3"]),
        }),
        Err(ActionError::DummyCannotClaim)
    );
    // A card West does not hold.
    assert!(matches!(
        t.apply(Event::ShowCards {
            seat: Seat::West,
            cards: hand(&["SA"]),
        }),
        Err(ActionError::CardNotHeld { .. })
    ));
    assert_eq!(t, before);
    // No trick in progress (before the first card of a trick, or in the
    // auction): cards shown then concern later tricks (Law 68A).
    let mut t = run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\n"
    ));
    let before = t.clone();
    assert_eq!(
        t.apply(Event::ShowCards {
            seat: Seat::West,
            cards: hand(&["HK"]),
        }),
        Err(ActionError::NoTrickInProgress {
            law: LawRef::new("68A")
        })
    );
    assert_eq!(t, before);
    let mut t = run(&format!("board 1\n{DEAL}\nauction 1S P\n"));
    assert!(matches!(
        t.apply(Event::ShowCards {
            seat: Seat::West,
            cards: hand(&["HK"]),
        }),
        Err(ActionError::NoTrickInProgress { .. })
    ));
}

/// Each hand holds one suit: North spades, East hearts, South diamonds,
/// West clubs. North plays 1S; East leads; North ruffs trick 1 and then
/// leads a spade to every trick, winning them all. Trick k is played with
/// the k-th lowest card of each hand.
const ONE_SUIT: &str = "board 1
deal N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432
auction 1S P P P
play H2 D2 C2 S2
";

fn one_suit_tricks(last: usize) -> String {
    const R: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ];
    let mut s = ONE_SUIT.to_string();
    for r in &R[1..last] {
        s.push_str(&format!("play S{r} H{r} D{r} C{r}\n"));
    }
    s
}

#[test]
fn l68_preamble_a_claim_of_the_last_trick_in_progress_is_none() {
    // Twelve tricks played; North leads the SA to the last trick. A claim
    // or concession now could only concern the trick in progress: Law 68
    // makes it neither, and play goes on.
    let mut t = run(&format!("{}N SA\n", one_suit_tricks(12)));
    assert_eq!(t.state().remaining_tricks(), 1);
    let before = t.clone();
    let only = Err(ActionError::OnlyTrickInProgress {
        law: LawRef::new("68"),
    });
    assert_eq!(
        t.apply(Event::Claim {
            seat: Seat::North,
            tricks: 1,
            statement: String::new(),
        }),
        only
    );
    assert_eq!(
        t.apply(Event::Concede {
            seat: Seat::East,
            tricks: 1
        }),
        only
    );
    assert_eq!(t, before);
    // Before the last trick has begun, a claim of it is a claim (68A).
    let t = run(&format!(
        "{}N claim 1\nE agree\nW agree\n",
        one_suit_tricks(12)
    ));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Agreed { tricks: 1 })
    );
}

/// 4S by North. West wins the first three heart tricks, East the CA on
/// trick 4: East-West have four tricks, so the contract is already
/// defeated (North-South can take at most the nine left).
fn contract_already_defeated(extra: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay C7 C2 CA C8\n{extra}"
    ))
}

#[test]
fn l71a_a_concession_of_a_trick_already_won_is_cancelled() {
    // West concedes that 4S makes ("you have the rest; we took three"):
    // East-West end with 3 tricks in all, though they have won 4 in play.
    // He concedes the nine tricks left and one trick his side had in fact
    // won (Law 71A; RB 71A names this very case: a defender conceding
    // fulfilment of a contract his side had already defeated).
    let t = contract_already_defeated("W concede total 3\nN agree\n");
    let st = t.state();
    let c = st.claims.claim.as_ref().expect("concession");
    assert_eq!(c.remaining, 9);
    assert_eq!(c.status, ClaimStatus::Agreed { tricks: 0 });
    assert_eq!(c.conceded_won, 1);
    // Agreed, it is scored as conceded (Law 69A): 10 tricks to North-South,
    // 4S made, 120 + 300 = 420 (Law 77), subject to the Director (71A).
    assert_eq!(st.tricks_won(), [10, 3]);
    let r = t.result().expect("result");
    assert_eq!(r.declarer_tricks, Some(10));
    assert_eq!(r.score_ns, 420);
    assert!(r.subject_to_director);
    assert!(st.rect.review.iter().any(|f| f.law == LawRef::new("71A")));
    // Within the Correction Period the Director cancels the concession of
    // the trick won: the board is rescored with it to East-West, 4S down
    // one, 50 to East-West (Law 77).
    let t = contract_already_defeated("W concede total 3\nN agree\ndirector award 0\n");
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 0,
            law: LawRef::new("71")
        })
    );
    assert_eq!(t.state().tricks_won(), [9, 4]);
    let r = t.result().expect("result");
    assert_eq!(r.declarer_tricks, Some(9));
    assert_eq!(r.score_ns, -50);
}

#[test]
fn l71a_a_concession_of_the_final_count_within_the_tricks_left_concedes_only_those() {
    // "One down" with East-West on 4 tricks: the defenders end with 4, so
    // they concede all nine left and nothing they had won.
    let t = contract_already_defeated("W concede total 4\nN agree\n");
    let c = t.state().claims.claim.clone().expect("concession");
    assert_eq!(c.conceded_won, 0);
    assert!(t.state().rect.review.is_empty());
    assert_eq!(t.result().expect("result").declarer_tricks, Some(9));
    // More than the tricks left can give is refused: 4 won + 9 left.
    let mut t = contract_already_defeated("");
    let before = t.clone();
    assert_eq!(
        t.apply(Event::ConcedeTotal {
            seat: Seat::West,
            total: 14
        }),
        Err(ActionError::TooManyTricks {
            claimed: 10,
            remaining: 9
        })
    );
    assert_eq!(t, before);
}

#[test]
fn l79c_after_the_correction_period_the_concession_stands() {
    // Law 71 cancels a concession only within the Correction Period (79C):
    // once it has ended, the agreed concession stands.
    let mut t = contract_already_defeated("W concede total 3\nN agree\ncorrection-period-ended\n");
    assert!(t.state().claims.correction_period_over);
    let before = t.clone();
    assert_eq!(
        t.apply(Event::Director(tenace_laws::Ruling::ClaimAward {
            tricks: 0
        })),
        Err(ActionError::CorrectionPeriodOver {
            law: LawRef::new("71")
        })
    );
    assert_eq!(t, before);
    assert_eq!(t.result().expect("result").declarer_tricks, Some(10));
    // The Correction Period ends after the board, not during it.
    let mut t = contract_already_defeated("");
    assert_eq!(
        t.apply(Event::CorrectionPeriodEnded),
        Err(ActionError::BoardNotOver)
    );
}

/// The README's example (4S by North): West wins three hearts, South
/// (dummy) the DA; North then claims with nine tricks left.
fn after_four_tricks(extra: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay D8 D5 D2 DA\n{extra}"
    ))
}

#[test]
fn l71_more_tricks_than_an_agreed_claim_cancel_the_concession_of_the_rest() {
    // Law 68B1: a claim of some tricks concedes the rest. The Director
    // giving the claimer's side more than the agreed claim cancels that
    // concession (Law 71); giving it fewer is the agreeing side's
    // withdrawal of its agreement (69B).
    let agreed = "N claim 7 draw trumps, then cash the diamonds\nE agree\nW agree";
    let t = after_four_tricks(&format!("{agreed}\ndirector award 8"));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 8,
            law: LawRef::new("71")
        })
    );
    let t = after_four_tricks(&format!("{agreed}\ndirector award 6"));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 6,
            law: LawRef::new("69B")
        })
    );
}

#[test]
fn l69b_no_withdrawal_after_the_correction_period() {
    // Law 69B: an established agreement may be withdrawn only within the
    // Correction Period.
    let agreed = "N claim 9 draw trumps, then run the diamonds\nE agree\nW agree";
    let mut t = after_four_tricks(&format!("{agreed}\nnext-board EW\ncorrection-period-ended"));
    let before = t.clone();
    assert_eq!(
        t.apply(Event::DisputeClaim { seat: Seat::East }),
        Err(ActionError::CorrectionPeriodOver {
            law: LawRef::new("69B")
        })
    );
    assert_eq!(t, before);
}

#[test]
fn rb71a_a_trick_in_fact_won_is_restored_after_the_cards_are_mixed() {
    // RB 71A: a defender conceding fulfilment of a contract his side has
    // already defeated withdraws it; unlike RB 71B, no limit at the
    // mixing of the cards.
    let t = run(&format!(
        "board 1\n{DEAL}\nrules rubber\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay C7 C2 CA C8\nW concede total 3\nN agree\ncards-mixed\ndirector award 0\n"
    ));
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::Awarded {
            tricks: 0,
            law: LawRef::new("RB 71A")
        })
    );
    assert_eq!(t.state().tricks_won(), [9, 4]);
}

#[test]
fn l65b3_a_late_remark_about_a_wrongly_pointed_card_is_information_for_partner() {
    use tenace_laws::{Extraneous, Ruling};
    // Trick 1 is West's (HA); West leads the HK to trick 2.
    let base = format!("board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nW HK\n");
    // Law 65B3: East's side has led to the following trick, so his remark
    // about his card on trick 1 comes too late: Law 16B may apply.
    let t = run(&format!("{base}director pointed E 1\n"));
    let st = t.state();
    assert!(st.rect.info.iter().any(|i| i.source
        == InfoSource::Extraneous {
            seat: Seat::East,
            what: Extraneous::PointedCard { trick: 0 }
        }
        && i.unauthorized_for == Side::EastWest
        && i.law == LawRef::new("65B3")));
    // North's side has not yet played to trick 2: his remark is in time,
    // lawful, and there is nothing to record. Nor is there for a trick not
    // yet complete.
    let mut t = run(&base);
    let before = t.clone();
    for (seat, trick) in [(Seat::North, 0), (Seat::East, 1)] {
        assert_eq!(
            t.apply(Event::Director(Ruling::Extraneous {
                seat,
                what: Extraneous::PointedCard { trick }
            })),
            Err(ActionError::NoSuchExtraneous { seat })
        );
    }
    assert_eq!(t, before);
}

/// Issue 14, docs item: docs/table-script.md names every key of the
/// table's JSON state (`state.KEY`) that the scenario files and these
/// tests produce, and every status an irregularity reaches there.
#[test]
fn docs_table_script_names_every_state_key_and_status() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let doc = std::fs::read_to_string(root.join("docs/table-script.md")).expect("doc");
    let mut texts: Vec<String> = Vec::new();
    for entry in std::fs::read_dir(root.join("tests/scenarios")).expect("scenarios") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "table") {
            texts.push(std::fs::read_to_string(&path).expect("scenario"));
        }
    }
    texts.push(format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay C7 C2 CA C8\nW concede total 3\nN agree\ncorrection-period-ended\n"
    ));
    let mut keys = std::collections::BTreeSet::new();
    let mut statuses = std::collections::BTreeSet::new();
    for text in &texts {
        // Scenario files that stop on an error still count up to it.
        let Ok(run) = script::run(text, &tenace_claims::default_solver()) else {
            continue;
        };
        let v = serde_json::to_value(run.table.state()).expect("json");
        for k in v.as_object().expect("object").keys() {
            keys.insert(k.clone());
        }
        for i in v["irregularities"].as_array().into_iter().flatten() {
            if let Some(s) = i["status"]["status"].as_str() {
                statuses.insert(s.to_string());
            }
        }
    }
    assert!(keys.len() > 20, "{keys:?}");
    let missing: Vec<&String> = keys
        .iter()
        .filter(|k| !doc.contains(&format!("state.{k}")))
        .collect();
    assert!(
        missing.is_empty(),
        "not in docs/table-script.md: {missing:?}"
    );
    let missing: Vec<&String> = statuses
        .iter()
        .filter(|s| !doc.contains(&format!("| `{s}` |")))
        .collect();
    assert!(missing.is_empty(), "statuses not documented: {missing:?}");
}
