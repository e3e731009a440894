//! Tie-breaks for pairs and individuals (spec §6.4), on ties built by hand.
//!
//! The session is a two-table Howell of four pairs written as a cell list,
//! two boards a round, both tables sharing the round's boards:
//!
//! | round | boards | table 1 | table 2 |
//! |---|---|---|---|
//! | 1 | 1, 2 | 1 v 2 | 3 v 4 |
//! | 2 | 3, 4 | 1 v 3 | 4 v 2 |
//! | 3 | 5, 6 | 1 v 4 | 2 v 3 |
//!
//! Each board is played twice, so its top is 2 (2/1/0 scale). By hand:
//!
//! | board | table 1 N-S | table 2 N-S | matchpoints |
//! |---|---|---|---|
//! | 1 | 4S+1 450 | 4S= 420 | 1: 2, 2: 0, 3: 0, 4: 2 |
//! | 2 | 2H= 110 | 2H= 110 | 1 each |
//! | 3 | 3NT= 400 | 3NT−1 −50 | 1: 2, 3: 0, 4: 0, 2: 2 |
//! | 4 | 2S−1 −100 | 2S= 110 | 1: 0, 3: 2, 4: 2, 2: 0 |
//! | 5 | 1NT= 90 | 2NT= 120 | 1: 0, 4: 2, 2: 2, 3: 0 |
//! | 6 | 3C= 110 | 3C= 110 | 1 each |
//!
//! Totals on a top of 12: pair 4 = 8 (66.67 %), pairs 1 and 2 = 6 (50 %),
//! pair 3 = 4 (33.33 %). Pairs 1 and 2 met on boards 1 and 2: pair 1 took
//! 3 of the 4 matchpoints there (75 % against 25 %). They played boards 5
//! and 6 in the same direction at different tables: pair 2 was better on
//! board 5 and equal on board 6 (1½ against ½). So the direct meetings put
//! pair 1 first, the boards compared pair 2.

use serde_json::{json, Value};
use tenace_events::pair_tiebreak::PAIRS_CHAIN;
use tenace_events::session::{parse, rank, SessionError, SessionReport};
use tenace_events::tiebreak::TieBreak;

fn r(round: u16, table: u16, board: u16, contract: &str, result: &str) -> Value {
    json!({"round": round, "table": table, "board": board, "contract": contract, "declarer": "N", "result": result})
}

fn howell(extra: Value) -> SessionReport {
    let cells = json!({"rounds": [
        {"round": 1, "tables": [
            {"table": 1, "ns": 1, "ew": 2, "boards": [1, 2]},
            {"table": 2, "ns": 3, "ew": 4, "boards": [1, 2]}]},
        {"round": 2, "tables": [
            {"table": 1, "ns": 1, "ew": 3, "boards": [3, 4]},
            {"table": 2, "ns": 4, "ew": 2, "boards": [3, 4]}]},
        {"round": 3, "tables": [
            {"table": 1, "ns": 1, "ew": 4, "boards": [5, 6]},
            {"table": 2, "ns": 2, "ew": 3, "boards": [5, 6]}]}
    ]});
    let mut v = json!({
        "movement": cells,
        "results": [
            r(1, 1, 1, "4S", "+1"), r(1, 2, 1, "4S", "="),
            r(1, 1, 2, "2H", "="), r(1, 2, 2, "2H", "="),
            r(2, 1, 3, "3NT", "="), r(2, 2, 3, "3NT", "-1"),
            r(2, 1, 4, "2S", "-1"), r(2, 2, 4, "2S", "="),
            r(3, 1, 5, "1NT", "="), r(3, 2, 5, "2NT", "="),
            r(3, 1, 6, "3C", "="), r(3, 2, 6, "3C", "="),
        ],
    });
    if let Value::Object(extra) = extra {
        for (k, x) in extra {
            v[k] = x;
        }
    }
    rank(&parse(&v.to_string()).unwrap()).unwrap()
}

type Row = (u16, usize, bool, Option<TieBreak>);

fn places(rep: &SessionReport) -> Vec<Row> {
    assert_eq!(rep.rankings.len(), 1);
    rep.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.tied, p.tie_break))
        .collect()
}

#[test]
fn without_a_chain_the_tie_stands() {
    let rep = howell(json!({}));
    let pct: Vec<(u16, f64)> = rep.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.matchpoints))
        .collect();
    assert_eq!(pct, vec![(4, 8.0), (1, 6.0), (2, 6.0), (3, 4.0)]);
    assert_eq!(
        places(&rep),
        vec![
            (4, 1, false, None),
            (1, 2, true, None),
            (2, 2, true, None),
            (3, 4, false, None)
        ]
    );
}

#[test]
fn the_direct_meetings_put_pair_one_first() {
    let rep = howell(json!({"tie_break": ["direct_meetings", "boards_compared"]}));
    assert_eq!(
        places(&rep),
        vec![
            (4, 1, false, None),
            (1, 2, false, Some(TieBreak::DirectMeetings)),
            (2, 3, false, None),
            (3, 4, false, None)
        ]
    );
}

#[test]
fn the_boards_compared_put_pair_two_first() {
    let rep = howell(json!({"tie_break": ["boards_compared", "direct_meetings"]}));
    assert_eq!(
        places(&rep)[1..3],
        [
            (2, 2, false, Some(TieBreak::BoardsCompared)),
            (1, 3, false, None)
        ]
    );
}

#[test]
fn the_spec_chain_tries_more_decimals_first() {
    // 50 % exactly for both: more decimals cannot split them, so the direct
    // meetings do.
    let chain: Vec<Value> = PAIRS_CHAIN
        .iter()
        .map(|r| serde_json::to_value(r).unwrap())
        .collect();
    assert_eq!(
        chain,
        vec![
            json!("more_decimals"),
            json!("direct_meetings"),
            json!("boards_compared")
        ]
    );
    let rep = howell(json!({ "tie_break": chain }));
    assert_eq!(
        places(&rep)[1],
        (1, 2, false, Some(TieBreak::DirectMeetings))
    );
}

#[test]
fn a_tie_to_two_decimals_is_split_by_more_decimals() {
    // A penalty of 0.01 % of a top (2) takes 0.0002 from pair 1's 6:
    // 5.9998 / 12 = 49.998 %, published as 50.00 like pair 2's 50 %.
    let pen = json!([{"position": 1, "amount": "0.01%"}]);
    // No chain: ranked by the figure to all its decimals, not tied.
    let rep = howell(json!({ "penalties": pen }));
    let p1 = &rep.rankings[0].pairs[2];
    assert_eq!(p1.position, 1);
    assert!((p1.percent - 100.0 * 5.9998 / 12.0).abs() < 1e-9);
    assert_eq!(
        places(&rep)[1..3],
        [(2, 2, false, None), (1, 3, false, None)]
    );
    // The direct meetings alone: tied as published, pair 1 first.
    let rep = howell(json!({"penalties": pen, "tie_break": ["direct_meetings"]}));
    assert_eq!(
        places(&rep)[1..3],
        [
            (1, 2, false, Some(TieBreak::DirectMeetings)),
            (2, 3, false, None)
        ]
    );
    // More decimals first: pair 2's 50 % is above 49.998 %.
    let rep = howell(json!({"penalties": pen, "tie_break": ["more_decimals", "direct_meetings"]}));
    assert_eq!(
        places(&rep)[1..3],
        [
            (2, 2, false, Some(TieBreak::MoreDecimals)),
            (1, 3, false, None)
        ]
    );
}

#[test]
fn a_three_way_cycle_stands() {
    // One board a round, the same schedule. Board 1: 1v2 +450, 3v4 +420;
    // board 2: 1v3 +110, 4v2 −100; board 3: 1v4 +90, 2v3 +120.
    // Matchpoints (top 2): 1 = 2 + 2 + 0 = 4, 2 = 0 + 2 + 2 = 4,
    // 3 = 0 + 0 + 0 = 0, 4 = 2 + 0 + 2 = 4. Against one another: 1 beat 2
    // (board 1), 2 beat 4 (board 2), 4 beat 1 (board 3): 2 of 4
    // matchpoints, 50 % each. Compared in the same direction: board 1,
    // 2 and 4 E-W (4 better); board 2, 1 and 4 N-S (1 better); board 3,
    // 1 and 2 N-S (2 better): one point each. The tie stands.
    let cells = json!({"rounds": [
        {"round": 1, "tables": [
            {"table": 1, "ns": 1, "ew": 2, "boards": [1]},
            {"table": 2, "ns": 3, "ew": 4, "boards": [1]}]},
        {"round": 2, "tables": [
            {"table": 1, "ns": 1, "ew": 3, "boards": [2]},
            {"table": 2, "ns": 4, "ew": 2, "boards": [2]}]},
        {"round": 3, "tables": [
            {"table": 1, "ns": 1, "ew": 4, "boards": [3]},
            {"table": 2, "ns": 2, "ew": 3, "boards": [3]}]}
    ]});
    let v = json!({
        "movement": cells,
        "tie_break": ["more_decimals", "direct_meetings", "boards_compared"],
        "results": [
            r(1, 1, 1, "4S", "+1"), r(1, 2, 1, "4S", "="),
            r(2, 1, 2, "2H", "="), r(2, 2, 2, "2H", "-1"),
            r(3, 1, 3, "1NT", "="), r(3, 2, 3, "2NT", "="),
        ],
    });
    let rep = rank(&parse(&v.to_string()).unwrap()).unwrap();
    let got = places(&rep);
    assert_eq!(
        got.iter().map(|x| (x.1, x.2, x.3)).collect::<Vec<_>>(),
        vec![
            (1, true, None),
            (1, true, None),
            (1, true, None),
            (4, false, None)
        ]
    );
    assert_eq!(got[3].0, 3);
}

#[test]
fn a_team_rule_is_refused_for_pairs_and_a_pair_rule_for_teams() {
    let v = json!({
        "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1},
        "tie_break": ["imp_quotient"],
    });
    assert_eq!(
        rank(&parse(&v.to_string()).unwrap()),
        Err(SessionError::TieBreakRule {
            rule: TieBreak::ImpQuotient,
            teams: false
        })
    );
    let v = json!({
        "movement": {"kind": "round-robin", "tables": 4, "boards_per_round": 2},
        "tie_break": ["direct_match", "boards_compared"],
    });
    assert_eq!(
        rank(&parse(&v.to_string()).unwrap()),
        Err(SessionError::TieBreakRule {
            rule: TieBreak::BoardsCompared,
            teams: true
        })
    );
}

/// Individuals: the sides of a line are partnerships (`seats`: N, E, S,
/// W). One board at two tables: N-S 1+3 against 2+4 scored +420 (2 of a
/// top of 2), N-S 5+7 against 6+8 scored +400 (0). Tied players who were
/// opponents (1 and 2) are separated by their direct meeting, players of
/// the same side at different tables (1 and 5) by the board compared, and
/// partners (1 and 3) were neither: their tie stands.
#[test]
fn individuals_meet_as_opponents_and_are_compared_across_tables() {
    use tenace_events::pair_tiebreak::break_ties;
    use tenace_events::session::{Line, RankedPair, Ranking, Traveller, TravellerLine};
    let line = |table: u16, seats: [u16; 4], ns_mp: f64, score: i32| TravellerLine {
        round: 1,
        table,
        ns: seats[0],
        ew: seats[1],
        result: String::new(),
        contract: None,
        declarer: None,
        tricks: None,
        lead: None,
        ns_score: Some(score),
        ns_matchpoints: ns_mp,
        ew_matchpoints: 2.0 - ns_mp,
        top: 2.0,
        ns_imps: None,
        ew_imps: None,
        dd_tricks: None,
        dd_difference: None,
        seats: Some(seats),
    };
    let travellers = vec![Traveller {
        board: 1,
        group: None,
        lines: vec![
            line(1, [1, 2, 3, 4], 2.0, 420),
            line(2, [5, 6, 7, 8], 0.0, 400),
        ],
    }];
    let player = |position: u16| RankedPair {
        place: 1,
        tied: true,
        position,
        name: String::new(),
        matchpoints: 1.0,
        top: 2.0,
        penalty: 0.0,
        percent: 50.0,
        boards: 1,
        imps: None,
        imps_per_board: None,
        vps: None,
        tie_break: None,
    };
    let chain = PAIRS_CHAIN;
    let order = |a: u16, b: u16| {
        let mut r = Ranking {
            line: Line::All,
            pairs: vec![player(b), player(a)],
        };
        break_ties(&mut r, &travellers, &chain);
        r.pairs
            .iter()
            .map(|p| (p.position, p.place, p.tied, p.tie_break))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        order(1, 2),
        vec![
            (1, 1, false, Some(TieBreak::DirectMeetings)),
            (2, 2, false, None)
        ]
    );
    assert_eq!(
        order(1, 5),
        vec![
            (1, 1, false, Some(TieBreak::BoardsCompared)),
            (5, 2, false, None)
        ]
    );
    assert_eq!(order(1, 3), vec![(3, 1, true, None), (1, 1, true, None)]);
}

/// The same Howell at cross-IMPs (two scores a board, one comparison):
/// board 1 30 points (1 IMP: pair 1 +1, 3 −1, 2 −1, 4 +1), board 3 450
/// (10: 1 +10, 4 −10, 3 −10, 2 +10), board 4 210 (5: 1 −5, 4 +5, 3 +5,
/// 2 −5), board 5 30 (1: 1 −1, 2 +1, 4 +1, 3 −1), boards 2 and 6 level.
/// Pairs 1 and 2 tie on +5 IMPs (3: −7, 4: −3). Pair 1 won their meeting
/// (+1 against −1 over boards 1–2), pair 2 the boards compared (board 5).
#[test]
fn at_cross_imps_the_same_rules_apply_to_imps() {
    let rep = howell(json!({"scoring": "cross_imps", "tie_break": ["direct_meetings"]}));
    let imps: Vec<(u16, Option<f64>)> = rep.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.imps))
        .collect();
    assert_eq!(
        imps,
        vec![
            (1, Some(5.0)),
            (2, Some(5.0)),
            (4, Some(-3.0)),
            (3, Some(-7.0))
        ]
    );
    assert_eq!(
        places(&rep)[0],
        (1, 1, false, Some(TieBreak::DirectMeetings))
    );
    let rep = howell(json!({"scoring": "cross_imps", "tie_break": ["boards_compared"]}));
    assert_eq!(
        places(&rep)[0..2],
        [
            (2, 1, false, Some(TieBreak::BoardsCompared)),
            (1, 2, false, None)
        ]
    );
}
