//! Issue 14, the rulings14b items: Law 79B3 (a split score after the
//! round) and Laws 41B/41C (the review of the auction and what a player
//! may still ask after it). Expected values come from the Laws' text, the
//! Commentary on Law 79 and arithmetic by hand (Law 77).

use tenace_core::Side;
use tenace_laws::{
    script, ActionError, AuctionRequestKind, Event, LawRef, ScoreDecrease, SplitScore, Table,
};

/// North deals (board 1, no one vulnerable) and plays 4S; East leads.
const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

fn run(text: &str) -> Table {
    script::run(text, &tenace_claims::default_solver())
        .expect("script")
        .table
}

/// East-West take the first four tricks (three hearts, the CA) against
/// 4S; West then concedes the rest and North agrees: 4S one down.
fn four_spades_one_down(rules: &str, extra: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\n{rules}\nauction 1S P 4S P P P\nplay H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay C7 C2 CA C8\nW concede total 4\nN agree\n{extra}"
    ))
}

fn decrease(side: Side, points: u16) -> Event {
    Event::ScoreDecrease(ScoreDecrease { side, points })
}

#[test]
fn l79b3_after_the_round_one_side_loses_points_the_other_gains_none() {
    // 4S one down, not vulnerable, undoubled: 50 to East-West (Law 77).
    // Only after the round do East-West say they took a fifth trick. The
    // Director, not clearly convinced of that, may lower North-South's
    // score without raising East-West's (Law 79B3; the Commentary on Law
    // 79 calls it a split score): North-South are scored as two down
    // (100 against them), East-West keep their 50.
    let t = four_spades_one_down("", "round-ended\ndirector decrease NS 50\n");
    let r = t.result().expect("result");
    assert_eq!(r.declarer_tricks, Some(9));
    assert_eq!(r.score_ns, -50);
    assert_eq!(
        r.split,
        Some(SplitScore {
            ns: -100,
            ew: 50,
            law: LawRef::new("79B3")
        })
    );
    // The split is in the result's JSON, and the decrease in the state's.
    let json = serde_json::to_value(&r).expect("json");
    assert_eq!(json["split"]["ns"], -100);
    assert_eq!(json["split"]["ew"], 50);
    let state = serde_json::to_value(t.state()).expect("json");
    assert_eq!(state["score_decreases"][0]["points"], 50);
    // Without a decrease the result has no split: each side's score is
    // the other's negative.
    let t = four_spades_one_down("", "round-ended\n");
    assert_eq!(t.result().expect("result").split, None);
}

#[test]
fn l79b3_decreases_add_up_and_may_fall_on_either_side() {
    // Two decreases of East-West's score (the Director may lower either
    // side's): 50 - 30 - 20 = 0 for East-West, North-South keep -50.
    let t = four_spades_one_down(
        "",
        "round-ended\ndirector decrease EW 30\ndirector decrease EW 20\n",
    );
    let split = t.result().expect("result").split.expect("split");
    assert_eq!((split.ns, split.ew), (-50, 0));
}

#[test]
fn l79b3_refused_before_the_end_of_play_and_before_the_round_ends() {
    // During the play the Director rules the score at the table (79B2).
    let mut t = run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\nplay H7 H2\n"
    ));
    let before = t.clone();
    assert_eq!(
        t.apply(decrease(Side::NorthSouth, 50)),
        Err(ActionError::BoardNotOver)
    );
    assert_eq!(t, before);
    // The board is over but the round is not: called now, the Director
    // has one result recorded for both sides (79B2; Commentary on Law 79).
    let mut t = four_spades_one_down("", "");
    let before = t.clone();
    assert_eq!(
        t.apply(decrease(Side::NorthSouth, 50)),
        Err(ActionError::RoundNotEnded {
            law: LawRef::new("79B3")
        })
    );
    assert_eq!(t, before);
    // A decrease of nothing is refused.
    let mut t = four_spades_one_down("", "round-ended\n");
    let before = t.clone();
    assert_eq!(
        t.apply(decrease(Side::EastWest, 0)),
        Err(ActionError::NoScoreToDecrease {
            law: LawRef::new("79B3")
        })
    );
    assert_eq!(t, before);
}

#[test]
fn rb78_a_rubber_table_has_no_split_score() {
    // The Laws of Rubber Bridge settle a disagreement about the tricks by
    // the players (RB 78: the majority's recollection; a wrong agreement
    // stands once all have called on the next deal): no one-sided
    // decrease.
    let mut t = four_spades_one_down("rules rubber", "");
    let before = t.clone();
    assert_eq!(
        t.apply(decrease(Side::NorthSouth, 50)),
        Err(ActionError::NoRubberCounterpart {
            law: LawRef::new("79B3")
        })
    );
    assert_eq!(t, before);
}

// ---------------------------------------------------------------------
// Laws 41B, 41C
// ---------------------------------------------------------------------

fn after(plays: &str) -> Table {
    run(&format!(
        "board 1\n{DEAL}\nauction 1S P 4S P P P\n{plays}\n"
    ))
}

#[test]
fn l41b_a_review_of_the_auction_until_the_players_first_card() {
    use tenace_core::Seat::*;
    // North declares 4S, South is dummy, East leads. Before the lead is
    // faced the leader's partner and declarer may require a review; the
    // presumed dummy may not (Law 41B).
    let mut t = after("");
    for seat in [West, North, East] {
        t.apply(Event::ReviewAuction { seat }).expect("a review");
    }
    let before = t.clone();
    assert_eq!(
        t.apply(Event::ReviewAuction { seat: South }),
        Err(ActionError::NoAuctionRequest {
            seat: South,
            law: LawRef::new("41B")
        })
    );
    assert_eq!(t, before);
    let st = t.state();
    assert_eq!(st.calls.auction_requests.len(), 3);
    assert!(st
        .calls
        .auction_requests
        .iter()
        .all(|r| r.kind == AuctionRequestKind::Review && r.answer.is_none()));
    // East has led: his right expired when he played a card (41B). West
    // has not played yet, nor has declarer, whose first turn is from
    // dummy (41B, footnote).
    let mut t = after("play H7");
    let before = t.clone();
    assert_eq!(
        t.apply(Event::ReviewAuction { seat: East }),
        Err(ActionError::ReviewExpired {
            seat: East,
            law: LawRef::new("41B"),
            instead: LawRef::new("41C")
        })
    );
    assert_eq!(t, before);
    t.apply(Event::ReviewAuction { seat: North })
        .expect("declarer's first turn is from dummy");
    t.apply(Event::ReviewAuction { seat: West })
        .expect("West has not played");
    // Once a card has been played from dummy, declarer's right is gone;
    // West's goes with his own first card.
    let mut t = after("play H7 H2");
    assert!(t.state().review_right_expired(North));
    assert!(!t.state().review_right_expired(West));
    assert!(t.apply(Event::ReviewAuction { seat: North }).is_err());
    let t = after("play H7 H2 HA");
    assert!(t.state().review_right_expired(West));
    // During the auction these are no 41B requests.
    let mut t = run(&format!("board 1\n{DEAL}\nauction 1S P\n"));
    assert!(matches!(
        t.apply(Event::ReviewAuction { seat: South }),
        Err(ActionError::NoAuctionRequest { .. })
    ));
}

#[test]
fn l41c_after_the_review_right_the_contract_and_whether_doubled() {
    use tenace_core::Seat::*;
    // East has led: he may still learn the contract and whether it was
    // doubled (Law 41C). The answer is recorded: 4S, undoubled; it does
    // not say who doubled (there is no such field).
    let t = after("play H7\nE ask-contract");
    let r = t.state().calls.auction_requests[0];
    assert_eq!(r.seat, East);
    assert_eq!(r.kind, AuctionRequestKind::Contract);
    assert_eq!(r.law, LawRef::new("41C"));
    let answer = r.answer.expect("an answer");
    assert_eq!(answer.bid, "4S".parse().expect("bid"));
    assert_eq!(answer.doubling, tenace_core::Doubling::Undoubled);
    let json = serde_json::to_value(t.state()).expect("json");
    assert_eq!(json["auction_requests"][0]["kind"], "contract");
    // The script records a review too.
    let t = after("W review-auction");
    assert_eq!(t.state().calls.auction_requests[0].law, LawRef::new("41B"));
    // Dummy is neither declarer nor a defender (41C).
    let mut t = after("play H7");
    assert!(matches!(
        t.apply(Event::AskContract { seat: South }),
        Err(ActionError::NoAuctionRequest { .. })
    ));
}

#[test]
fn l41c_a_table_may_hide_the_calls_once_the_review_right_expired() {
    use tenace_core::Seat::*;
    use tenace_laws::Role;
    // Hidden: East has led, so his view keeps only what 41C leaves him,
    // the contract (and its doubling); West, who has not played, and the
    // Director still see the six calls.
    let hidden = |plays: &str| {
        run(&format!(
            "board 1\n{DEAL}\nauction-after-review hidden\nauction 1S P 4S P P P\n{plays}\n"
        ))
    };
    let t = hidden("play H7");
    let east = t.state().view(Role::Seat(East));
    assert!(east.auction.is_empty());
    assert_eq!(
        east.contract.map(|c| c.bid),
        Some("4S".parse().expect("bid"))
    );
    assert_eq!(t.state().view(Role::Seat(West)).auction.len(), 6);
    assert_eq!(t.state().view(Role::Director).auction.len(), 6);
    // Before the lead nobody has lost the calls.
    let t = hidden("");
    assert_eq!(t.state().view(Role::Seat(East)).auction.len(), 6);
    // Shown, the default: every view keeps the calls.
    let t = after("play H7");
    assert_eq!(t.state().view(Role::Seat(East)).auction.len(), 6);
    // Once the board is over the calls are shown again.
    let t = hidden(
        "play H7 H2 HA H8\nplay HK H9 H6 H3\nplay HQ HT H5 H4\nplay C7 C2 CA C8\nW concede total 4\nN agree",
    );
    assert_eq!(t.state().view(Role::Seat(East)).auction.len(), 6);
}

#[test]
fn rb41_at_a_rubber_table_the_review_and_the_contract_query_cite_rubber_law_41() {
    use tenace_core::Seat::*;
    // RB 41 gives declarer (before any play) and either defender (at his
    // first turn to play) the same restatement of the auction as duplicate
    // Law 41B, then the contract and whether doubled: the engine's handling
    // is shared and the rubber clause is cited.
    let mut t = run(&format!(
        "board 1\n{DEAL}\nrules rubber\nauction 1S P 4S P P P\nplay H7\n"
    ));
    let before = t.clone();
    assert_eq!(
        t.apply(Event::ReviewAuction { seat: East }),
        Err(ActionError::ReviewExpired {
            seat: East,
            law: LawRef::new("RB 41"),
            instead: LawRef::new("RB 41")
        })
    );
    assert_eq!(t, before);
    t.apply(Event::AskContract { seat: East })
        .expect("the contract query");
    let r = t.state().calls.auction_requests.last().expect("recorded");
    assert_eq!(r.law, LawRef::new("RB 41"));
}
