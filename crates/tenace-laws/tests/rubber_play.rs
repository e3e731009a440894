//! The play period under the 2014 Laws of Rubber Bridge (`rules rubber`,
//! `rules club`): claims and concessions (RB 63, 68-71, Club Laws 69-70)
//! and the mixing of the cards (RB 64D4, 69, 71B), each ruled beside the
//! duplicate Laws where they differ.
//!
//! The deal is [`vectors::DEAL`] (each player holds the top four cards of
//! one suit), North deals and declares 4S; East leads.

#[path = "common/vectors.rs"]
mod vectors;

use tenace_laws::{
    script, ActionError, ClaimPlayOnProblem, ClaimStatus, Event, IrregularityKind as K, LawRef,
    Mode, Outcome, Phase, Status, Table,
};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;
const TABLE: Mode = Mode::Table;

/// West wins three hearts, then dummy (South) wins a diamond and is on
/// lead; East and West still hold three trumps each.
const FOUR_TRICKS: &str =
    "auction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay D8 D5 D2 DA";

fn rules(rules: &str, mode: Mode, body: &str) -> script::ScriptRun {
    let rules = if rules.is_empty() {
        String::new()
    } else {
        format!("rules {rules}\n")
    };
    run(N, mode, &format!("{rules}{FOUR_TRICKS}\n{body}"))
}

fn claim_status(t: &Table) -> Option<ClaimStatus> {
    t.state().claims.claim.as_ref().map(|c| c.status)
}

// =====================================================================
// RB 69: declarer's claim disputed
// =====================================================================

#[test]
fn rb69_a_disputed_claim_is_not_allowed_and_play_goes_on_with_declarers_hand_faced() {
    let run = rules("rubber", AUTO, "N claim 9\nE dispute");
    let t = &run.table;
    assert_eq!(
        claim_status(t),
        Some(ClaimStatus::PlayingOn { law: law("RB 69") })
    );
    assert_eq!(t.state().phase, Phase::Play);
    assert_eq!(
        t.state().claims.claim.as_ref().map(|c| c.faced.clone()),
        Some(vec![N])
    );
    assert_eq!(last_outcome(&run), Outcome::Chose { law: law("RB 69") });
    // Play continues from dummy, who won trick 4; the board is scored as
    // played, not on the claim.
    let mut t = t.clone();
    play_out(&mut t, tenace_core::Side::NorthSouth);
    let st = t.state();
    assert_eq!(st.phase, Phase::Complete);
    assert_eq!(st.claims.claim.as_ref().and_then(|c| c.credited()), None);
    assert_eq!(st.play.tricks.len(), 13);
    replay_matches(&t);
}

#[test]
fn duplicate_and_club_a_disputed_claim_goes_to_the_official() {
    // Duplicate: the Director rules (68D, 70).
    let dup = rules("", AUTO, "N claim 9\nE dispute\ndirector award 7");
    assert_eq!(
        claim_status(&dup.table),
        Some(ClaimStatus::Awarded {
            tricks: 7,
            law: law("70")
        })
    );
    // Club Laws: the Arbiter adjudicates (Club Law 69).
    let club = rules("club", AUTO, "N claim 9\nE dispute");
    assert_eq!(claim_status(&club.table), Some(ClaimStatus::Contested));
    assert_eq!(last_outcome(&club), Outcome::Chose { law: law("CL 69") });
    let club = rules("club", AUTO, "N claim 9\nE dispute\ndirector award 7");
    assert_eq!(
        claim_status(&club.table),
        Some(ClaimStatus::Awarded {
            tricks: 7,
            law: law("CL 69")
        })
    );
    assert_eq!(club.table.result().and_then(|r| r.declarer_tricks), Some(8));
}

#[test]
fn rb69_agreement_by_both_defenders_allows_the_claim() {
    let run = rules("rubber", AUTO, "N claim 9\nE agree\nW agree");
    assert_eq!(
        claim_status(&run.table),
        Some(ClaimStatus::Agreed { tricks: 9 })
    );
    assert_eq!(last_outcome(&run), Outcome::Chose { law: law("RB 69") });
    assert_eq!(run.table.result().and_then(|r| r.declarer_tricks), Some(10));
}

#[test]
fn rb69_a_pending_claim_is_allowed_once_a_defender_lets_the_cards_be_mixed() {
    let run = rules("rubber", AUTO, "N claim 9\ncards-mixed");
    assert_eq!(
        claim_status(&run.table),
        Some(ClaimStatus::Agreed { tricks: 9 })
    );
    assert_eq!(run.table.state().phase, Phase::Complete);
    // Duplicate: mixing the cards settles nothing; the claim still waits.
    let dup = rules("", AUTO, "N claim 9\ncards-mixed");
    assert_eq!(claim_status(&dup.table), Some(ClaimStatus::Pending));
}

#[test]
fn rb69b_the_defenders_require_declarer_to_draw_the_outstanding_trump() {
    let base = "N claim 9\nE dispute\nE draw-trumps";
    let run = rules("rubber", AUTO, base);
    assert_eq!(
        run.table
            .state()
            .claims
            .claim
            .as_ref()
            .and_then(|c| c.draw_trumps),
        Some(true)
    );
    // Dummy leads a diamond while holding trumps: the defenders may accept
    // it or have it taken back.
    let led = rules("rubber", AUTO, &format!("{base}\nS DK"));
    let st = led.table.state();
    assert!(matches!(
        st.rect.irregularities[0].kind,
        K::ClaimTrumpsBreached { card, draw: true } if card == vectors::card("DK")
    ));
    assert_eq!(
        options(st, 0),
        [
            "W:accept@RB 69",
            "W:decline@RB 69",
            "E:accept@RB 69",
            "E:decline@RB 69"
        ]
    );
    let back = rules("rubber", AUTO, &format!("{base}\nS DK\nE decline"));
    let st = back.table.state();
    assert_eq!(status(st, 0), "rectified RB 69");
    assert!(st.play.hands[S.index()].contains(card("DK")));
    assert_eq!(st.to_play(), Some(S));
    let kept = rules("rubber", AUTO, &format!("{base}\nS DK\nW accept"));
    assert_eq!(status(kept.table.state(), 0), "condoned RB 69");
    // A trump lead complies.
    let ok = rules("rubber", AUTO, &format!("{base}\nS S7"));
    assert!(ok.table.state().rect.irregularities.is_empty());
    replay_matches(&back.table);
}

#[test]
fn rb69b_refusals() {
    let mut t = rules("rubber", AUTO, "N claim 9\nE dispute\nW leave-trumps").table;
    refused(
        &mut t,
        Event::ClaimTrumps {
            seat: E,
            draw: true,
        },
        ActionError::ClaimPlayOn {
            seat: E,
            problem: ClaimPlayOnProblem::AlreadyChosen,
        },
    );
    refused(
        &mut t,
        Event::ClaimTrumps {
            seat: S,
            draw: true,
        },
        ActionError::ClaimPlayOn {
            seat: S,
            problem: ClaimPlayOnProblem::NotEntitled,
        },
    );
    // Not at a duplicate table, nor before a dispute.
    let mut d = rules("", AUTO, "N claim 9").table;
    refused(
        &mut d,
        Event::ClaimTrumps {
            seat: E,
            draw: true,
        },
        ActionError::ClaimPending,
    );
    let mut p = rules("rubber", AUTO, "").table;
    refused(
        &mut p,
        Event::ClaimTrumps {
            seat: E,
            draw: true,
        },
        ActionError::ClaimPlayOn {
            seat: E,
            problem: ClaimPlayOnProblem::NoPlayOn,
        },
    );
}

#[test]
fn rb69_a_defender_has_declarers_play_taken_back() {
    let run = rules("rubber", AUTO, "N claim 9\nE dispute\nS DK\nE reject");
    let st = run.table.state();
    assert!(matches!(
        st.rect.irregularities[0].kind,
        K::ClaimPlayRejected { card } if card == vectors::card("DK")
    ));
    assert_eq!(st.rect.irregularities[0].offender, S);
    assert_eq!(status(st, 0), "rectified RB 69");
    assert!(st.play.hands[S.index()].contains(card("DK")));
    assert_eq!(st.to_play(), Some(S));
    replay_matches(&run.table);
    // Not once a defender has played to it, and not by declarer's side.
    let mut t = rules("rubber", AUTO, "N claim 9\nE dispute\nS DK\nW D9").table;
    refused(
        &mut t,
        Event::RejectClaimPlay { seat: E },
        ActionError::ClaimPlayOn {
            seat: E,
            problem: ClaimPlayOnProblem::NothingToReject,
        },
    );
    refused(
        &mut t,
        Event::RejectClaimPlay { seat: N },
        ActionError::ClaimPlayOn {
            seat: N,
            problem: ClaimPlayOnProblem::NotEntitled,
        },
    );
}

#[test]
fn rb69_a_defender_who_faced_his_hand_cannot_be_penalized() {
    // West faces his hand; his card then exposed is not a penalty card,
    // and his irregularity stands without penalty.
    let run = rules(
        "rubber",
        AUTO,
        "N claim 9\nE dispute\nW face-hand\nW expose C5",
    );
    let st = run.table.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.faced.clone()),
        Some(vec![N, W])
    );
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(status(st, 0), "condoned RB 69");
    // East, whose hand is not faced, makes a penalty card as usual.
    let run = rules(
        "rubber",
        AUTO,
        "N claim 9\nE dispute\nW face-hand\nE expose CA",
    );
    assert_eq!(penalty_cards(run.table.state()), ["E:CA:major@RB 49"]);
    // Only a defender may face his hand.
    let mut t = rules("rubber", AUTO, "N claim 9\nE dispute").table;
    refused(
        &mut t,
        Event::FaceHand { seat: S },
        ActionError::ClaimPlayOn {
            seat: S,
            problem: ClaimPlayOnProblem::NotADefender,
        },
    );
}

// =====================================================================
// RB 70: a defender's claim disputed
// =====================================================================

#[test]
fn rb70b_a_defenders_disputed_claim_is_played_out_with_his_hand_faced() {
    // After three tricks West holds the HJ and claims one more trick.
    let body = "auction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4";
    let run = run(
        N,
        AUTO,
        &format!("rules rubber\n{body}\nW claim 1\nN dispute\nW expose HJ"),
    );
    let st = run.table.state();
    assert_eq!(
        st.claims.claim.as_ref().map(|c| c.status),
        Some(ClaimStatus::PlayingOn { law: law("RB 70") })
    );
    // The claimer's cards do not become penalty cards.
    assert!(st.rect.penalty_cards.is_empty());
    // Declarer may forbid the claimer's partner a play the faced cards
    // suggested: West leads, North plays, East plays; North rejects it.
    let run = run_more(&run.table, "W D8\nN D5\nE D4\nN reject");
    let st = run.state();
    assert!(matches!(
        st.rect.irregularities.last().map(|i| i.kind),
        Some(K::ClaimPlayRejected { card }) if card == vectors::card("D4")
    ));
    assert_eq!(
        st.rect.irregularities.last().map(|i| i.law),
        Some(law("RB 70"))
    );
    assert!(st.play.hands[E.index()].contains(card("D4")));
    assert_eq!(st.to_play(), Some(E));
}

/// Applies script lines to a copy of `t`.
fn run_more(t: &Table, lines: &str) -> Table {
    let mut t = t.clone();
    for line in lines.lines() {
        let (seat, word) = line.split_once(' ').expect("seat and word");
        let seat = seat.parse().expect("seat");
        let event = if word == "reject" {
            Event::RejectClaimPlay { seat }
        } else {
            Event::Play {
                seat,
                card: card(word),
            }
        };
        t.apply(event).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    t
}

// =====================================================================
// RB 71: concessions withdrawn
// =====================================================================

#[test]
fn rb71c_a_defenders_concession_with_partners_immediate_objection() {
    let run = rules("rubber", AUTO, "W concede 2\nE object");
    assert_eq!(claim_status(&run.table), Some(ClaimStatus::Void));
    assert_eq!(last_outcome(&run), Outcome::Chose { law: law("RB 71C") });
    let dup = rules("", AUTO, "W concede 2\nE object");
    assert_eq!(last_outcome(&dup), Outcome::Chose { law: law("68B2") });
}

#[test]
fn rb71_a_conceded_trick_is_restored_until_the_cards_are_mixed() {
    let base = "N concede 9\nE agree\nW agree";
    let run = rules("rubber", AUTO, &format!("{base}\ndirector award 8"));
    assert_eq!(
        claim_status(&run.table),
        Some(ClaimStatus::Awarded {
            tricks: 8,
            law: law("RB 71")
        })
    );
    let mut t = rules("rubber", AUTO, &format!("{base}\ncards-mixed")).table;
    refused(
        &mut t,
        Event::Director(tenace_laws::Ruling::ClaimAward { tricks: 8 }),
        ActionError::CardsMixed { law: law("RB 71B") },
    );
}

// =====================================================================
// RB 63: claims establish revokes
// =====================================================================

/// East revokes at trick 2 (a club while he holds hearts), table mode.
const EAST_REVOKES: &str = "auction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 CA H3";

#[test]
fn rb63_agreeing_to_declarers_claim_is_a_concession_that_establishes_the_revoke() {
    let body = format!("rules rubber\n{EAST_REVOKES}\nN claim 11\nE agree\nW agree");
    let st = run(N, TABLE, &body).table;
    assert_eq!(
        st.state().rect.irregularities[0].status,
        Status::Established { law: law("RB 63") }
    );
    let body = format!("{EAST_REVOKES}\nN claim 11\nE agree\nW agree");
    let st = run(N, TABLE, &body).table;
    assert_eq!(
        st.state().rect.irregularities[0].status,
        Status::Established { law: law("63A4") }
    );
}

// =====================================================================
// RB 64D4: the cards mixed before the revoke was brought up
// =====================================================================

/// East ruffs a diamond while holding one (trick 3); the board is played
/// to the end with nobody noticing.
fn revoke_board(rubber: bool) -> String {
    format!(
        "{}auction 1S P 4S P P P\nplay H7 H2 HA H8\nplay D8 D5 D2 DA\nplay DK D9 D6 S8\nplay ST S5 S2 SJ\nplay SA S9 S6 S3\n\
         play SK D3 S7 S4\nplay SQ D4 H3 C5\nplay HT H5 H4 HJ\nplay HK H9 H6 C8\nplay HQ C2 CJ C9\nplay DT D7 CQ DJ\n\
         play DQ C6 C3 CK\nplay CT C7 C4 CA",
        if rubber { "rules rubber\n" } else { "" }
    )
}

#[test]
fn rb64d4_no_penalty_once_the_cards_are_mixed() {
    let t = run(N, TABLE, &format!("{}\ncards-mixed", revoke_board(true))).table;
    assert_eq!(transfers(t.state()), ["RB 64D4:0->NS"]);
    // Before the mixing, the penalty stands (RB 64A).
    let t = run(N, TABLE, &revoke_board(true)).table;
    assert_eq!(transfers(t.state()), ["RB 64A:2->NS"]);
    // Duplicate: mixing the cards changes nothing (64B4, 64B5 govern).
    let t = run(N, TABLE, &format!("{}\ncards-mixed", revoke_board(false))).table;
    assert_eq!(transfers(t.state()), ["64A1:2->NS"]);
    // Not during the play.
    let mut p = rules("rubber", AUTO, "").table;
    refused(&mut p, Event::CardsMixed, ActionError::BoardNotOver);
}

#[test]
fn club_law_references_read_as_club_laws() {
    assert_eq!(LawRef::new("CL 69").to_string(), "Club Law 69");
}

// =====================================================================
// RB 50, 51: penalty cards
// =====================================================================

/// West exposes two cards before East's opening lead: two major penalty
/// cards in clubs and diamonds; East is to lead.
const TWO_PENALTY_CARDS: &str = "auction 1S P 4S P P P\nW expose C5\nW expose D9";

#[test]
fn rb50_a_penalty_card_is_unauthorized_for_partner_from_the_start() {
    let st = run(N, AUTO, &format!("rules rubber\n{TWO_PENALTY_CARDS}")).table;
    assert_eq!(info(st.state()), ["W:C5->EW@RB 50", "W:D9->EW@RB 50"]);
    // Duplicate: authorized while on the table (50E1).
    let st = run(N, AUTO, TWO_PENALTY_CARDS).table;
    assert!(info(st.state()).is_empty());
}

#[test]
fn rb51_declarer_prohibits_every_suit_of_the_penalty_cards_or_requires_one() {
    let base = format!("rules rubber\n{TWO_PENALTY_CARDS}");
    let e = refused_on(N, AUTO, &format!("{base}\nN forbid-suits C"));
    assert_eq!(
        e,
        ActionError::BadLeadOption {
            why: tenace_laws::Why::RubberEveryPenaltySuit
        }
    );
    let run_ = run(N, AUTO, &format!("{base}\nN forbid-suits CD"));
    let st = run_.table.state();
    assert_eq!(last_outcome(&run_), Outcome::Chose { law: law("RB 51") });
    assert!(st.rect.penalty_cards.is_empty());
    assert_eq!(legal(st, E), "ST S9 S8 H7 H6 H5");
    let req = run(N, AUTO, &format!("{base}\nN require D"));
    assert_eq!(legal(req.table.state(), E), "D4 D3 D2");
    // Duplicate: one of the suits may be forbidden alone (51B2).
    let dup = run(N, AUTO, &format!("{TWO_PENALTY_CARDS}\nN forbid-suits C"));
    assert_eq!(last_outcome(&dup), Outcome::Chose { law: law("51B2") });
}

// =====================================================================
// RB 57: premature lead or play by a defender
// =====================================================================

/// North won trick 1 and leads the HT; West plays the HJ before East.
const WEST_PLAYS_EARLY: &str = "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN HT\nW HJ";

#[test]
fn rb57_a_card_played_before_partner_is_played_at_its_turn_not_a_penalty_card() {
    let st = run(N, AUTO, &format!("rules rubber\n{WEST_PLAYS_EARLY}")).table;
    let st = st.state();
    assert_eq!(options(st, 0), ["N:play-option@RB 57"]);
    assert!(st.rect.penalty_cards.is_empty());
    // Duplicate: a major penalty card (57A).
    let dup = run(N, AUTO, WEST_PLAYS_EARLY).table;
    assert_eq!(penalty_cards(dup.state()), ["W:HJ:major@57A"]);
    assert_eq!(options(dup.state(), 0), ["N:play-option@57A"]);
    // Declarer requires East's lowest heart; West must then play the HJ.
    let run_ = run(
        N,
        AUTO,
        &format!("rules rubber\n{WEST_PLAYS_EARLY}\nN lowest\nE H5\nS H2"),
    );
    let st = run_.table.state();
    assert_eq!(status(st, 0), "rectified RB 57");
    assert_eq!(legal(st, W), "HJ");
    replay_matches(&run_.table);
}

#[test]
fn rb57_no_option_to_require_a_suit() {
    let e = refused_on(
        N,
        AUTO,
        &format!("rules rubber\n{WEST_PLAYS_EARLY}\nN play-suit C"),
    );
    assert_eq!(e, ActionError::NotARubberOption { law: law("RB 57") });
}

/// North won trick 1 and leads the HT; East plays the H5 and leads the CA
/// to the next trick before West has played.
const EAST_LEADS_EARLY: &str = "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN HT\nE H5\nE CA";

#[test]
fn rb57_premature_lead_becomes_a_penalty_card_when_partner_wins_the_trick() {
    // Declarer requires West's lowest heart, the HJ, which wins the trick.
    let body = format!("rules rubber\n{EAST_LEADS_EARLY}\nN lowest\nS H2\nW HJ");
    let run_ = run(N, AUTO, &body);
    let st = run_.table.state();
    assert_eq!(st.play.tricks[1].winner, Some(W));
    assert_eq!(penalty_cards(st), ["E:CA:major@RB 57"]);
    assert_eq!(info(st), ["E:CA->EW@RB 50"]);
    replay_matches(&run_.table);
    // Before the trick is won the card just waits on the table.
    let st = run(N, AUTO, &format!("rules rubber\n{EAST_LEADS_EARLY}")).table;
    assert!(st.state().rect.penalty_cards.is_empty());
    assert_eq!(st.state().play.exposed.len(), 1);
}

/// Dummy (on lead after trick 4) leads; West plays, North plays, and West
/// leads the HJ to the next trick before East has played. Declarer has
/// played from both hands: no penalty (RB 57).
fn premature_lead(dummy_leads: &str, west: &str, north: &str) -> String {
    format!("rules rubber\n{FOUR_TRICKS}\nS {dummy_leads}\nW {west}\nN {north}\nW HJ")
}

#[test]
fn rb57_no_penalty_once_declarer_played_from_both_hands() {
    let body = format!("{}\nE CJ", premature_lead("C8", "C5", "C2"));
    let run_ = run(N, AUTO, &body);
    let st = run_.table.state();
    assert_eq!(status(st, 0), "condoned RB 57");
    assert_eq!(st.play.tricks[4].winner, Some(E));
    assert!(st.rect.penalty_cards.is_empty());
    assert!(st.play.hands[W.index()].contains(card("HJ")));
    assert_eq!(info(st), ["W:HJ->EW@RB 57"]);
}

#[test]
fn rb57_premature_lead_is_a_lead_out_of_turn_when_declarers_side_wins() {
    let body = format!("{}\nE D3", premature_lead("DK", "D9", "D6"));
    let run_ = run(N, AUTO, &body);
    let st = run_.table.state();
    assert_eq!(st.play.tricks[4].winner, Some(S));
    assert!(st.rect.penalty_cards.is_empty());
    let last = st.rect.irregularities.last().expect("the lead out of turn");
    assert!(matches!(
        last.kind,
        K::DefenderLeadOutOfTurn { card, proper_leader } if card == vectors::card("HJ") && proper_leader == S
    ));
    assert_eq!(st.play.tricks[5].lead(), Some(card("HJ")));
    assert_eq!(
        options(st, last.id),
        ["N:accept@RB 56A", "N:decline@RB 56B"]
    );
    replay_matches(&run_.table);
}

// =====================================================================
// RB 46, RB 55, RB 64D3
// =====================================================================

/// West wins trick 1; declarer then leads the SA from his hand at West's
/// turn: a lead out of turn by declarer.
const DECLARER_LEADS_EARLY: &str = "auction 1S P 4S P P P\nE H7\nS H2\nW HJ\nN H8\nN SA";

#[test]
fn rb55_the_first_defenders_answer_stands() {
    let base = format!("rules rubber\n{DECLARER_LEADS_EARLY}\nW accept");
    let e = refused_on(N, AUTO, &format!("{base}\nE decline"));
    assert_eq!(e, ActionError::NothingToDecline { seat: E });
    // Duplicate: the defender next in turn after the lead prevails (55A).
    let st = run(
        N,
        AUTO,
        &format!("{DECLARER_LEADS_EARLY}\nW accept\nE decline"),
    )
    .table;
    assert_eq!(status(st.state(), 0), "rectified 55B1");
}

#[test]
fn rb46_declarer_must_complete_an_incomplete_designation() {
    let e = refused_on(
        N,
        AUTO,
        "rules rubber\nauction 1S P 4S P P P\nE H7\nN designate low",
    );
    assert_eq!(e, ActionError::NotARubberOption { law: law("RB 46") });
    // Duplicate: the lowest heart is deemed played (46B1(c)).
    let st = run(N, AUTO, "auction 1S P 4S P P P\nE H7\nN designate low").table;
    assert_eq!(st.state().play.tricks[0].card_of(S), Some(card("H2")));
}

#[test]
fn rb64d3_no_penalty_for_a_revoke_from_a_hand_faced_after_a_disputed_claim() {
    // Declarer's hand is face up after East disputed his claim; dummy leads
    // the DK and declarer ruffs while holding diamonds.
    let body = format!("rules rubber\n{FOUR_TRICKS}\nN claim 9\nE dispute\nS DK\nW D9\nN SA\nE D3");
    let mut t = run(N, TABLE, &body).table;
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64D3:0->EW"]);
}

// =====================================================================
// Citations: a handling shared by both codes cites the rubber clause
// =====================================================================

#[test]
fn rubber_tables_cite_the_rubber_clauses_of_a_shared_handling() {
    // West leads out of turn at East's opening lead (DL 54 / RB 54; the
    // letters differ: spreading is RB 54C, accepting RB 54A).
    let body = "auction 1S P 4S P P P\nW HA";
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    let st = st.state();
    assert_eq!(irregularities(st), ["RB 54@W:awaiting"]);
    assert_eq!(
        options(st, 0),
        ["N:spread@RB 54C", "N:accept@RB 54A", "N:decline@RB 54D"]
    );
    let dup = run(N, AUTO, body).table;
    assert_eq!(
        options(dup.state(), 0),
        ["N:spread@54A", "N:accept@54B", "N:decline@54D"]
    );
    // Refused: the card is a major penalty card under RB 54D.
    let st = run(N, AUTO, &format!("rules rubber\n{body}\nN decline")).table;
    assert_eq!(penalty_cards(st.state()), ["W:HA:major@RB 54D"]);
    assert_eq!(status(st.state(), 0), "rectified RB 54D");
    // A clause with no rubber counterpart keeps its duplicate number
    // (Law 57D: a defender's play at his right-hand opponent's turn).
    let body = "auction 1S P 4S P P P\nplay ST S5 S2 SJ\nN HT\nE H5\nW HJ";
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    assert_eq!(
        st.state()
            .rect
            .irregularities
            .last()
            .map(|i| i.law.as_str()),
        Some("57D")
    );
}

// =====================================================================
// RB 43: dummy who forfeited his rights
// =====================================================================

#[test]
fn rb43c_dummys_question_after_forfeiting_his_rights_costs_one_trick() {
    // Dummy looks at a defender's cards (forfeiting his RB 42 rights), then
    // asks declarer, who discarded a diamond on a heart, about a revoke.
    let body = "auction 1S P 4S P P P\nE H7\nS violates\nS H2\nW HJ\nN D5\nS asks N";
    let run_ = run(N, TABLE, &format!("rules rubber\n{body}"));
    let st = run_.table.state();
    assert_eq!(
        st.rect.irregularities.last().map(|i| i.status),
        Some(Status::Established { law: law("RB 43C") })
    );
    assert_eq!(legal(st, N), "HT H9 H8", "declarer corrects the revoke");
    let mut t = run_.table.clone();
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 43C:1->EW"]);
    // Duplicate: Law 64 as if established (43B2(b)).
    let mut d = run(N, TABLE, body).table;
    play_out(&mut d, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(d.state()), ["64A2:1->EW"]);
}

#[test]
fn rb43a_dummy_who_forfeited_his_rights_flags_a_defenders_irregularity_no_penalty() {
    // West won trick 1; East leads out of turn; dummy, who had looked at a
    // defender's cards, is the first to draw attention to it.
    let body = "auction 1S P 4S P P P\nplay H7 H2 HA H8\nS violates\nE CJ\nS attention";
    let lead = |t: &Table| {
        t.state()
            .rect
            .irregularities
            .iter()
            .find(|i| matches!(i.kind, K::DefenderLeadOutOfTurn { .. }))
            .map(|i| i.status)
    };
    let st = run(N, TABLE, &format!("rules rubber\n{body}")).table;
    assert_eq!(lead(&st), Some(Status::Condoned { law: law("RB 43A") }));
    let st = run(N, TABLE, body).table;
    assert_eq!(lead(&st), Some(Status::Condoned { law: law("43B3") }));
}

// =====================================================================
// Points left for after the play: the offenders' redress, or the Arbiter
// =====================================================================

#[test]
fn rb55_and_club_55_declarers_retracted_lead_leaves_a_point_for_after_play() {
    let body = format!("{DECLARER_LEADS_EARLY}\nW decline");
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    assert_eq!(review_all(st.state()), ["RB 55"]);
    let st = run(N, AUTO, &format!("rules club\n{body}")).table;
    assert_eq!(review_all(st.state()), ["CL 55"]);
    // Duplicate: Law 55C (Law 16 applies if declarer's line could rest on
    // the retracted card) is a point for the Director after play too.
    let st = run(N, AUTO, &body).table;
    assert_eq!(review_all(st.state()), ["55C"]);
}

#[test]
fn rb64_and_club_64_equity_after_an_established_revoke() {
    let t = run(N, TABLE, &revoke_board(true)).table;
    assert_eq!(
        t.state()
            .revoke_review_flags()
            .iter()
            .map(|f| f.law.as_str())
            .collect::<Vec<_>>(),
        ["RB 64"]
    );
    let club = revoke_board(true).replace("rules rubber", "rules club");
    let t = run(N, TABLE, &club).table;
    assert_eq!(
        t.state()
            .revoke_review_flags()
            .iter()
            .map(|f| f.law.as_str())
            .collect::<Vec<_>>(),
        ["CL 64"]
    );
    let t = run(N, TABLE, &revoke_board(false)).table;
    assert_eq!(
        t.state()
            .revoke_review_flags()
            .iter()
            .map(|f| f.law.as_str())
            .collect::<Vec<_>>(),
        ["64C1"]
    );
}

#[test]
fn club_47_a_retracted_card_leaves_a_point_for_the_arbiter() {
    // East, wrongly told that it is his lead, leads the CJ and takes it
    // back (RB 47D).
    let body = "auction 1S P 4S P P P\nplay H7 H2 HA H8\nE CJ\nE retract turn";
    let st = run(N, AUTO, &format!("rules club\n{body}")).table;
    assert!(review_all(st.state()).contains(&"CL 47"));
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    assert!(!review_all(st.state()).contains(&"CL 47"));
}

#[test]
fn club_21_misinformation_found_after_the_auction_is_for_the_arbiter() {
    let body = "auction 1S 2H 2S P P P\ndirector misinformation N";
    let st = run(N, AUTO, &format!("rules club\n{body}")).table;
    assert!(review_all(st.state()).contains(&"CL 21"));
    let st = run(N, AUTO, &format!("rules rubber\n{body}")).table;
    assert!(review_all(st.state()).contains(&"RB 21"));
}

// =====================================================================
// RB 15B: the non-offending side calls over an irregularity
// =====================================================================

#[test]
fn rb15b_the_left_hand_opponents_call_forfeits_the_penalty() {
    // North drops the SA during the auction (RB 24B would make South pass
    // once); East calls before anyone draws attention to it.
    let body = "N 1S\nN expose SA\nE P";
    let run_ = run(N, TABLE, &format!("rules rubber\n{body}"));
    let st = run_.table.state();
    assert_eq!(status(st, 0), "condoned RB 15B");
    assert_eq!(obligations(st), "");
    // Duplicate: a point for the Director (Law 11A), the rectification
    // still open.
    let st = run(N, TABLE, body).table;
    assert_eq!(status(st.state(), 0), "unnoticed");
    assert!(review_all(st.state()).contains(&"11A"));
}

/// RB 28B: East calls at North's turn and North, whose turn it was, calls:
/// the call out of rotation is cancelled with no penalty (the same handling
/// as Law 28B, cited by the rubber clause).
#[test]
fn rb28b_the_player_whose_turn_it_was_calls() {
    let st = run(N, TABLE, "rules rubber\nE 1H\nN 1S").table;
    assert_eq!(status(st.state(), 0), "cancelled RB 28B");
    let st = run(N, TABLE, "E 1H\nN 1S").table;
    assert_eq!(status(st.state(), 0), "cancelled 28B");
}

/// RB 53: the offender's partner may not make the proper lead, so the
/// Commentary's "both defenders lead" case does not arise at a rubber
/// table: West's HK after East's lead out of turn is a card played out of
/// turn; it cannot follow to the club lead, so it is a major penalty card.
#[test]
fn rb53_the_offenders_partner_has_no_proper_lead() {
    let body = "auction 1S P 4S P P P\nplay H5 H2 HA H8\nE CJ\nW HK\nN attention";
    let st = run(N, TABLE, &format!("rules rubber\n{body}")).table;
    let st = st.state();
    assert!(!st
        .rect
        .irregularities
        .iter()
        .any(|i| matches!(i.kind, K::SecondLeadByProperLeader { .. })));
    assert_eq!(penalty_cards(st), ["W:HK:major@57D"]);
    let dup = run(N, TABLE, body).table;
    assert!(dup
        .state()
        .rect
        .irregularities
        .iter()
        .any(|i| matches!(i.kind, K::SecondLeadByProperLeader { .. })));
}

// =====================================================================
// RB 62: a defender's revoke on trick 12
// =====================================================================

/// 3NT by North, who wins the first eleven tricks; at trick 12 he leads
/// the D7 and East, holding the D2, discards the CJ. West, still to play,
/// holds the HJ and the C7: both lawful, of two suits.
const TRICK_12: &str =
    "deal N:AKQJ.AKQ.QJ76.AK T98.T98.542.QJT9 765.765.AKT9.865 432.J432.83.7432\n\
auction 3NT P P P\nplay ST S7 S4 SA\nplay SK S9 S6 S3\nplay SQ S8 S5 S2\nplay SJ C9 C5 C2\n\
play HA HT H7 H4\nplay HK H9 H6 H3\nplay HQ H8 H5 H2\nplay DQ D5 D9 D3\nplay DJ D4 DT D8\n\
play CA CQ C8 C4\nplay CK CT C6 C3\nN D7\nE CJ";

fn trick_12(rules: &str, more: &str) -> Table {
    let text = format!("board 1\ndealer N\n{rules}{TRICK_12}\n{more}");
    script::run(&text, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .table
}

#[test]
fn rb62_declarer_names_which_card_the_offenders_partner_plays_to_trick_12() {
    let t = trick_12("rules rubber\n", "");
    let st = t.state();
    assert_eq!(options(st, 0), ["N:play-option@RB 62", "N:decline@RB 62"]);
    let t = trick_12("rules rubber\n", "N play-suit H\nE D2\nS DK");
    let st = t.state();
    assert_eq!(status(st, 0), "rectified RB 62");
    assert_eq!(legal(st, W), "HJ");
    replay_matches(&t);
    // Declarer may leave West the choice.
    let t = trick_12("rules rubber\n", "N decline\nE D2\nS DK");
    assert_eq!(legal(t.state(), W), "HJ C7");
    // He may name only one of West's cards.
    let mut t = trick_12("rules rubber\n", "");
    refused(
        &mut t,
        Event::PlayOption {
            seat: N,
            option: tenace_laws::PlayRestrictionKind::PlaySuit {
                suit: vectors::suit("S"),
            },
        },
        ActionError::NotARubberOption { law: law("RB 62") },
    );
    // Duplicate: no option; what the withdrawn card showed is unauthorized
    // for West (62D2).
    let t = trick_12("", "");
    assert_eq!(status(t.state(), 0), "rectified 62B1");
    assert!(info(t.state()).contains(&"E:CJ->EW@62D2".to_string()));
}

/// RB 47D: a card played after an opponent's misinformation may be taken
/// back without the limits of Law 47E2(a); the cards played after it go
/// back too, to be played again (RB 47C).
#[test]
fn rb47d_retraction_after_misinformation_without_the_47e2_limits() {
    let body = "auction 1S P 4S P P P\nE H7\nS H2\nW HJ\nN H8\nW retract misinformation";
    let run_ = run(N, AUTO, &format!("rules rubber\n{body}"));
    let st = run_.table.state();
    assert_eq!(st.play.tricks[0].len(), 2);
    assert!(st.play.hands[W.index()].contains(card("HJ")));
    assert!(st.play.hands[N.index()].contains(card("H8")));
    assert_eq!(st.to_play(), Some(W));
    assert_eq!(info(st), ["W:HJ->NS@RB 47D"]);
    replay_matches(&run_.table);
    // Duplicate: not once a card has been played after his (47E2(a)): the
    // card stays, with a 47E2(b) point for the Director.
    let st = run(N, AUTO, body).table;
    assert_eq!(st.state().play.tricks[0].card_of(W), Some(card("HJ")));
    assert!(review(st.state()).contains(&"47E2(b)"));
}

/// RB 54 footnote 23: after West's faced opening lead out of turn, cards of
/// both presumed dummy's and presumed declarer's hands are exposed: North,
/// who was to be declarer, stays declarer (duplicate: he becomes dummy,
/// Law 54A).
#[test]
fn rb54_fn23_cards_of_both_hands_exposed_declarer_stays_declarer() {
    let body = "auction 1S P 4S P P P\nW HA\nS expose DA\nN spread";
    let st = run(N, TABLE, &format!("rules rubber\n{body}")).table;
    let st = st.state();
    assert_eq!(st.play.contract.map(|c| c.declarer), Some(N));
    assert_eq!(status(st, 0), "condoned RB 54 fn23");
    assert!(st.play.dummy_spread);
    // Duplicate: once the presumed dummy has faced a card, declarer could
    // have seen it and must accept the lead (Law 54C): he may no longer
    // spread his hand, and stays declarer.
    let mut dup = run(N, TABLE, "auction 1S P 4S P P P\nW HA\nS expose DA").table;
    assert_eq!(dup.state().play.contract.map(|c| c.declarer), Some(N));
    assert_eq!(status(dup.state(), 0), "condoned 54C");
    assert!(dup.apply(Event::SpreadHand { seat: N }).is_err());
}

#[test]
fn cards_mixed_refusals_change_nothing() {
    // A defender's claim waiting at a rubber table: mixing is refused.
    let mut t = rules("rubber", AUTO, "W claim 1").table;
    refused(&mut t, Event::CardsMixed, ActionError::BoardNotOver);
    // During the play, with no claim: refused in both codes.
    let mut t = rules("", AUTO, "").table;
    refused(&mut t, Event::CardsMixed, ActionError::BoardNotOver);
}

/// RB 57 with two cards led early (found by the property tests): when
/// declarer's side wins the trick, the first becomes the lead out of turn
/// and the second is a penalty card; only one trick is started.
#[test]
fn rb57_two_premature_leads_start_one_trick() {
    let body =
        "rules rubber\nauction 1S P 4S P P P\nplay ST S5 S2 SJ\nN SK\nE S9\nE CA\nE CK\nS S7\nW S4";
    let t = run(N, TABLE, body).table;
    let st = t.state();
    assert_eq!(st.play.tricks[1].winner, Some(N));
    assert_eq!(st.play.tricks.len(), 3);
    assert_eq!(st.play.tricks[2].lead(), Some(card("CA")));
    assert_eq!(penalty_cards(st), ["E:CK:major@RB 57"]);
    replay_matches(&t);
}

/// Issue 14: the RB 62 restriction (declarer named the card West plays) is
/// cited as RB 62 when West breaks it, not as the duplicate Law 57A.
#[test]
fn rb62_a_breach_of_declarers_named_card_cites_rb_62() {
    let t = trick_12("rules rubber\n", "N play-suit H\nE D2\nS DK\nW C7");
    let st = t.state();
    let breach = st
        .rect
        .irregularities
        .iter()
        .find(|i| matches!(i.kind, K::RestrictionBreached { .. }))
        .expect("West's breach");
    assert!(
        matches!(breach.kind, K::RestrictionBreached { source, .. } if source == law("RB 62")),
        "{:?}",
        breach.kind
    );
}

/// Issue 14: the Rubber Laws have no Law 64B4. After all players have
/// called on the next deal the agreed number of tricks stands (RB 78, to
/// which RB 64's footnote refers): `next-board` cites RB 78.
#[test]
fn rb78_calls_on_the_next_deal_cite_rb_78_not_64b4() {
    let t = run(N, TABLE, &format!("{}\nnext-board NS", revoke_board(true))).table;
    let st = t.state();
    assert_eq!(transfers(st), ["RB 78:0->NS"]);
    assert!(st
        .rect
        .irregularities
        .iter()
        .all(|i| !format!("{:?}", i.status).contains("64B4")));
}

/// Issue 14: dummy's breach of his limitations at a rubber table is RB 43:
/// he forfeits his rights; there is no Director to judge damage after play.
#[test]
fn rb43_dummys_breach_forfeits_his_rights_without_a_director() {
    let body = "rules rubber\nauction 1S P 4S P P P\nE H7\nS violates";
    let st = run(N, TABLE, body).table;
    let irr = st
        .state()
        .rect
        .irregularities
        .last()
        .copied()
        .expect("the breach");
    assert_eq!(irr.kind, K::DummyLimitBreached);
    assert_eq!(irr.law, law("RB 43"));
    assert_eq!(status(st.state(), irr.id), "rectified RB 43");
    // Duplicate: 43A2, reviewed after play (43B1).
    let st = run(N, TABLE, "auction 1S P 4S P P P\nE H7\nS violates").table;
    let irr = st
        .state()
        .rect
        .irregularities
        .last()
        .copied()
        .expect("the breach");
    assert_eq!(irr.law, law("43A2"));
    assert_eq!(status(st.state(), irr.id), "review");
}
