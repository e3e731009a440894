//! Sessions ranked from a file, with the matchpoints worked out by hand.
//!
//! The movement is a 3-table Mitchell with one board a round (§3.2): board
//! b is set b. Board 1 is played by 1v4 (r1 T1), 3v5 (r2 T3), 2v6 (r3 T2);
//! board 2 by 2v5 (r1 T2), 1v6 (r2 T1), 3v4 (r3 T3); board 3 by 3v6
//! (r1 T3), 2v4 (r2 T2), 1v5 (r3 T1).

use serde_json::{json, Value};
use tenace_events::session::{
    parse, rank, Alert, Line, RevisionStatus, SessionError, WrongBoardRuling,
};

fn session(results: Value, extra: Value) -> String {
    let mut v = json!({
        "event": "Test pairs",
        "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1},
        "contestants": [{"position": 1, "names": ["Ann", "Bob"]}],
        "results": results,
    });
    if let Value::Object(extra) = extra {
        for (k, x) in extra {
            v[k] = x;
        }
    }
    v.to_string()
}

fn r(round: u16, table: u16, board: u16, contract: &str, result: &str) -> Value {
    if contract == "PASS" {
        return json!({"round": round, "table": table, "board": board, "contract": "PASS"});
    }
    json!({"round": round, "table": table, "board": board, "contract": contract, "declarer": "N", "result": result})
}

/// Board 1: +420, +450, +400 (none vulnerable); board 2: +110, +140, −100
/// (N-S vulnerable); board 3: +90, +90, pass.
fn basic() -> Value {
    json!([
        r(1, 1, 1, "4S", "="),
        r(2, 3, 1, "4S", "+1"),
        r(3, 2, 1, "3NT", "="),
        r(1, 2, 2, "2H", "="),
        r(2, 1, 2, "2H", "+1"),
        r(3, 3, 2, "3H", "-1"),
        r(1, 3, 3, "1NT", "="),
        r(2, 2, 3, "1NT", "="),
        r(3, 1, 3, "PASS", ""),
    ])
}

fn places(rep: &tenace_events::session::SessionReport, line: Line) -> Vec<(u16, usize, bool, f64)> {
    rep.rankings
        .iter()
        .find(|r| r.line == line)
        .unwrap()
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.tied, p.matchpoints))
        .collect()
}

#[test]
fn a_mitchell_ranks_in_two_lines() {
    // N-S: pair 1 = 2 + 4 + 0 = 6, pair 2 = 0 + 2 + 3 = 5, pair 3 = 4 + 0 + 3
    // = 7 (top 12). E-W: 4 = 2 + 4 + 1 = 7, 5 = 0 + 2 + 4 = 6, 6 = 4 + 0 + 1 = 5.
    let rep = rank(&parse(&session(basic(), json!({}))).unwrap()).unwrap();
    assert!(rep.complete);
    assert!(rep.alerts.is_empty());
    assert_eq!(
        places(&rep, Line::NorthSouth),
        vec![(3, 1, false, 7.0), (1, 2, false, 6.0), (2, 3, false, 5.0)]
    );
    assert_eq!(
        places(&rep, Line::EastWest),
        vec![(4, 1, false, 7.0), (5, 2, false, 6.0), (6, 3, false, 5.0)]
    );
    // Board 1's traveller: +420 (2 – 2), +450 (4 – 0), +400 (0 – 4).
    let t = &rep.travellers[0];
    assert_eq!(t.board, 1);
    let lines: Vec<(u16, u16, Option<i32>, f64, f64)> = t
        .lines
        .iter()
        .map(|l| (l.ns, l.ew, l.ns_score, l.ns_matchpoints, l.ew_matchpoints))
        .collect();
    assert_eq!(
        lines,
        vec![
            (1, 4, Some(420), 2.0, 2.0),
            (3, 5, Some(450), 4.0, 0.0),
            (2, 6, Some(400), 0.0, 4.0)
        ]
    );
    let p1 = &rep.rankings[0].pairs[1];
    assert_eq!(p1.name, "Ann – Bob");
    assert!((p1.percent - 50.0).abs() < 1e-9);
    assert_eq!(p1.top, 12.0);
}

#[test]
fn ties_stand() {
    // Board 1: 1v4 +450, 3v5 +420, 2v6 +400; board 2: 1v6 −100, 2v5 +110,
    // 3v4 +140; board 3: 1v5 +120, 3v6 +90, 2v4 pass.
    // N-S: 1 = 4 + 0 + 4 = 8, 2 = 0 + 2 + 0 = 2, 3 = 2 + 4 + 2 = 8.
    // E-W: 4 = 0 + 0 + 4 = 4, 5 = 2 + 2 + 0 = 4, 6 = 4 + 4 + 2 = 10.
    let results = json!([
        r(1, 1, 1, "4S", "+1"),
        r(2, 3, 1, "4S", "="),
        r(3, 2, 1, "3NT", "="),
        r(2, 1, 2, "3H", "-1"),
        r(1, 2, 2, "2H", "="),
        r(3, 3, 2, "2H", "+1"),
        r(3, 1, 3, "2NT", "="),
        r(1, 3, 3, "1NT", "="),
        r(2, 2, 3, "PASS", ""),
    ]);
    let rep = rank(&parse(&session(results, json!({}))).unwrap()).unwrap();
    assert_eq!(
        places(&rep, Line::NorthSouth),
        vec![(1, 1, true, 8.0), (3, 1, true, 8.0), (2, 3, false, 2.0)]
    );
    assert_eq!(
        places(&rep, Line::EastWest),
        vec![(6, 1, false, 10.0), (4, 2, true, 4.0), (5, 2, true, 4.0)]
    );
}

#[test]
fn corrections_keep_an_audit_trail_and_respect_the_period() {
    // Published 21:30 with 30 minutes (Law 79C1): the 21:45 correction of
    // board 3 at table 1 (pass → 2NT= +120) is applied, the 22:05 one is
    // refused, and a late correction needs the organiser's approval.
    let extra = json!({
        "published_at": "21:30",
        "corrections": [
            {"round": 3, "table": 1, "board": 3, "contract": "2NT", "declarer": "N", "result": "=",
             "reason": "scoring_error", "by": "TD", "at": "21:45"},
            {"round": 1, "table": 1, "board": 1, "contract": "4S", "declarer": "N", "result": "-1",
             "reason": "scoring_error", "by": "TD", "at": "22:05"},
            {"round": 1, "table": 2, "board": 2, "contract": "2H", "declarer": "N", "result": "-1",
             "reason": "late_correction", "by": "TD", "at": "22:30"}
        ]
    });
    let rep = rank(&parse(&session(basic(), extra)).unwrap()).unwrap();
    let statuses: Vec<RevisionStatus> = rep.audit.iter().map(|a| a.status).collect();
    assert_eq!(
        statuses,
        vec![
            RevisionStatus::Applied,
            RevisionStatus::RefusedAfterCorrectionPeriod,
            RevisionStatus::RefusedWithoutApproval
        ]
    );
    assert_eq!(rep.audit[0].before, "PASS");
    assert_eq!(rep.audit[0].after, "2NT N =");
    assert_eq!(rep.audit[0].within_correction_period, Some(true));
    // Board 3 now +90, +90, +120: N-S 1 = 2 + 4 + 4 = 10, 2 = 0 + 2 + 1 = 3,
    // 3 = 4 + 0 + 1 = 5.
    assert_eq!(
        places(&rep, Line::NorthSouth),
        vec![(1, 1, false, 10.0), (3, 2, false, 5.0), (2, 3, false, 3.0)]
    );
}

#[test]
fn postponed_and_missing_boards_keep_the_session_open() {
    let mut results = basic();
    let arr = results.as_array_mut().unwrap();
    arr.retain(|x| !(x["round"] == 3 && x["table"] == 1));
    arr.retain(|x| !(x["round"] == 2 && x["table"] == 2));
    let extra = json!({"postponed": [{"round": 3, "table": 1, "board": 3, "state": "pending"}]});
    let rep = rank(&parse(&session(results, extra)).unwrap()).unwrap();
    assert!(!rep.complete);
    assert!(rep.alerts.contains(&Alert::PostponedPending {
        round: 3,
        table: 1,
        board: 3
    }));
    assert!(rep.alerts.contains(&Alert::MissingResult {
        round: 2,
        table: 2,
        board: 3
    }));
    assert_eq!(rep.alerts.len(), 2);
}

#[test]
fn a_board_at_the_wrong_table_is_flagged_and_ruled() {
    // Round 1 at table 1, pairs 1 and 4 play board 2 instead of board 1
    // (Law 15B). Without a ruling the result stands with an alert (and
    // pair 1 then meets board 2 twice, which scoring refuses). Pair 1 plays
    // board 2 again in round 2, so the Director cancels it (15B1) and gives
    // the board they were deprived of an artificial A/A (15B3).
    let mut results = basic();
    results[0]["board"] = json!(2);
    let rep = rank(&parse(&session(results.clone(), json!({}))).unwrap());
    assert!(
        matches!(
            rep,
            Err(SessionError::AtResult {
                round: 2,
                table: 1,
                board: 2,
                ..
            })
        ),
        "{rep:?}"
    );
    results[0]["wrong_board"] = json!("cancel");
    let rep = rank(&parse(&session(results.clone(), json!({}))).unwrap()).unwrap();
    assert!(rep.alerts.contains(&Alert::OffSchedule {
        round: 1,
        table: 1,
        board: 2,
        ruling: Some(WrongBoardRuling::Cancel)
    }));
    assert!(rep.alerts.contains(&Alert::MissingResult {
        round: 1,
        table: 1,
        board: 1
    }));
    assert!(!rep.complete);
    results
        .as_array_mut()
        .unwrap()
        .push(json!({"round": 1, "table": 1, "board": 1, "result": "A/A"}));
    let rep = rank(&parse(&session(results, json!({}))).unwrap()).unwrap();
    assert!(rep.complete);
    // Pair 1: average (50% of a top of 4 = 2) + 4 on board 2 + 0 on board 3.
    let ns = places(&rep, Line::NorthSouth);
    assert_eq!(ns.iter().find(|p| p.0 == 1).unwrap().3, 6.0);
}

#[test]
fn a_fouled_board_scores_in_groups() {
    // Law 87: board 1 in two forms; 1v4 (+420) and 3v5 (+450) in group A,
    // 2v6 (+400) alone in group B. Neuberg to 3 scores: group A 450 → (2 +
    // 1)·3/2 − 1 = 3.5, 420 → (0 + 1)·3/2 − 1 = 0.5; group B 400 → (0 +
    // 1)·3 − 1 = 2. N-S: 1 = 0.5 + 4 + 0 = 4.5, 2 = 2 + 2 + 3 = 7,
    // 3 = 3.5 + 0 + 3 = 6.5.
    let mut results = basic();
    results[0]["group"] = json!("A");
    results[1]["group"] = json!("A");
    results[2]["group"] = json!("B");
    let rep = rank(&parse(&session(results, json!({}))).unwrap()).unwrap();
    assert_eq!(
        places(&rep, Line::NorthSouth),
        vec![(2, 1, false, 7.0), (3, 2, false, 6.5), (1, 3, false, 4.5)]
    );
}

#[test]
fn adjusted_scores_and_penalties() {
    // Board 3 at table 1 (1v5) given A+/A-, and pair 2 fined 25% of a top
    // (1 matchpoint). Pair 1 scores 6 of 8 (75%) on its other boards, more
    // than average plus, so it keeps 75% of the top of 4 (Law 12C2(c)).
    let mut results = basic();
    results[8] = json!({"round": 3, "table": 1, "board": 3, "result": "A+/A-"});
    let extra = json!({"penalties": [{"position": 2, "amount": "25%", "law": "90B"}]});
    let rep = rank(&parse(&session(results, extra)).unwrap()).unwrap();
    let ns = places(&rep, Line::NorthSouth);
    let p1 = ns.iter().find(|p| p.0 == 1).unwrap().3;
    let p2 = ns.iter().find(|p| p.0 == 2).unwrap().3;
    // Pair 1: 2 + 4 + 3; pair 2: 0 + 2 + (+90 v +90 only: tie = 1,
    // factored to 3 scores: (1 + 1)·3/2 − 1 = 2) − 1.
    assert!((p1 - 9.0).abs() < 1e-9, "{p1}");
    assert!((p2 - 3.0).abs() < 1e-9, "{p2}");
}

#[test]
fn bad_input_is_a_typed_error() {
    let bad = session(json!([r(4, 1, 1, "4S", "=")]), json!({}));
    assert!(matches!(
        rank(&parse(&bad).unwrap()),
        Err(SessionError::NoSuchCell {
            index: 1,
            round: 4,
            table: 1
        })
    ));
    let bad = session(json!([r(1, 1, 9, "4S", "=")]), json!({}));
    assert!(matches!(
        rank(&parse(&bad).unwrap()),
        Err(SessionError::NoSuchBoard { index: 1, board: 9 })
    ));
    let dup = session(
        json!([r(1, 1, 1, "4S", "="), r(1, 1, 1, "4S", "+1")]),
        json!({}),
    );
    assert!(matches!(
        rank(&parse(&dup).unwrap()),
        Err(SessionError::Duplicate { index: 2, .. })
    ));
    assert!(matches!(parse("{"), Err(SessionError::Json(_))));
    let bad_time = session(basic(), json!({"published_at": "9pm"}));
    assert!(matches!(
        rank(&parse(&bad_time).unwrap()),
        Err(SessionError::BadTime(_))
    ));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    /// Arbitrary results, corrections and postponements rank or are refused
    /// with a typed error; nothing panics.
    #[test]
    fn arbitrary_sessions_never_panic(
        rows in proptest::collection::vec(
            (0u16..5, 0u16..5, 0u16..8, "(4S|3NT|PASS|9H|)", "(N|E|S|W|X|)", "(=|\\+1|-2|9|A\\+/A-|60%-40%|junk|)",
             proptest::option::of(0u16..9), proptest::option::of("(A|B)")),
            0..14),
        fixes in proptest::collection::vec((0u16..5, 0u16..5, 0u16..8, "(21:40|22:30|bad)"), 0..3),
        phantom in proptest::option::of(0u16..8),
    ) {
        let results: Vec<Value> = rows
            .iter()
            .map(|(r, t, b, c, d, res, ns, g)| {
                json!({"round": r, "table": t, "board": b, "contract": c, "declarer": d,
                       "result": res, "ns": ns, "group": g})
            })
            .collect();
        let corrections: Vec<Value> = fixes
            .iter()
            .map(|(r, t, b, at)| json!({"round": r, "table": t, "board": b, "contract": "4S",
                "declarer": "N", "result": "=", "reason": "scoring_error", "by": "TD", "at": at}))
            .collect();
        let text = json!({
            "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 2, "phantom": phantom},
            "published_at": "21:30",
            "results": results,
            "corrections": corrections,
        })
        .to_string();
        if let Ok(s) = parse(&text) {
            let _ = rank(&s);
        }
    }
}

/// Cross-IMPs (`"scoring": "cross_imps"`), worked by hand on board 1 alone
/// (none vulnerable): +450, +420, +400. On the Law 78B scale a 30-point
/// difference is 1 IMP and a 50-point one 2 IMPs, 20 points 1 IMP. Per
/// comparison (tenace-score's default): +450 gets (1 + 2) / 2 = 1.5, +420
/// gets (−1 + 1) / 2 = 0, +400 gets (−2 − 1) / 2 = −1.5; each E-W pair the
/// opposite.
#[test]
fn a_cross_imp_session_ranks_by_imps() {
    let results = json!([
        r(1, 1, 1, "4S", "="),
        r(2, 3, 1, "4S", "+1"),
        r(3, 2, 1, "3NT", "="),
    ]);
    let rep = rank(&parse(&session(results, json!({"scoring": "cross_imps"}))).unwrap()).unwrap();
    assert_eq!(
        rep.scoring,
        tenace_events::session::SessionScoring::CrossImps
    );
    let imps = |line: Line| -> Vec<(u16, usize, f64)> {
        rep.rankings
            .iter()
            .find(|r| r.line == line)
            .unwrap()
            .pairs
            .iter()
            .map(|p| (p.position, p.place, p.imps.unwrap()))
            .collect()
    };
    assert_eq!(
        imps(Line::NorthSouth),
        vec![(3, 1, 1.5), (1, 2, 0.0), (2, 3, -1.5)]
    );
    assert_eq!(
        imps(Line::EastWest),
        vec![(6, 1, 1.5), (4, 2, 0.0), (5, 3, -1.5)]
    );
    let line = |table: u16| {
        rep.travellers[0]
            .lines
            .iter()
            .find(|l| l.table == table)
            .unwrap()
            .clone()
    };
    assert_eq!((line(3).ns_imps, line(3).ew_imps), (Some(1.5), Some(-1.5)));
    assert_eq!(line(1).ns_imps, Some(0.0));
}

/// The 8-player individual (§3.10), one board a round, two rounds. Round 1
/// (board 1): table 1 N8 E6 S1 W2, table 2 N5 E3 S7 W4; round 2 (board 2,
/// players 1–7 up one): table 1 N8 E7 S2 W3, table 2 N6 E4 S1 W5.
/// Board 1 (none vulnerable): 4S= (+420) at table 1, 4S−1 (−50) at table 2;
/// board 2 (N-S vulnerable): 3NT= (+600) at table 1, 3NT−1 (−100) at
/// table 2. On a top of 2 each board gives its winning partnerships 2 and
/// the others 0, and each player takes his partnership's score: 8 and 4
/// 2 + 2 = 4 of 4 (100 %), 1, 2, 3 and 5 2 of 4 (50 %), 6 and 7 0 %.
fn individual_session(penalties: Value) -> String {
    json!({
        "movement": {"kind": "individual", "tables": 2, "boards_per_round": 1, "rounds": 2},
        "contestants": [{"position": 8, "names": ["Hal"]}],
        "results": [
            r(1, 1, 1, "4S", "="),
            r(1, 2, 1, "4S", "-1"),
            r(2, 1, 2, "3NT", "="),
            r(2, 2, 2, "3NT", "-1"),
        ],
        "penalties": penalties,
    })
    .to_string()
}

#[test]
fn an_individual_session_gives_each_player_his_partnerships_score() {
    let rep = rank(&parse(&individual_session(json!([]))).unwrap()).unwrap();
    assert!(rep.complete);
    assert_eq!(rep.rankings.len(), 1);
    let got: Vec<(u16, usize, bool, f64, u32)> = rep.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.tied, p.percent, p.boards))
        .collect();
    assert_eq!(
        got,
        vec![
            (4, 1, true, 100.0, 2),
            (8, 1, true, 100.0, 2),
            (1, 3, true, 50.0, 2),
            (2, 3, true, 50.0, 2),
            (3, 3, true, 50.0, 2),
            (5, 3, true, 50.0, 2),
            (6, 7, true, 0.0, 2),
            (7, 7, true, 0.0, 2),
        ]
    );
    let hal = &rep.rankings[0].pairs[1];
    assert_eq!(
        (hal.name.as_str(), hal.matchpoints, hal.top),
        ("Hal", 4.0, 4.0)
    );
    // The traveller of board 1 names the partnerships' first players.
    let t1 = &rep.travellers[0];
    assert_eq!((t1.board, t1.lines.len()), (1, 2));
    assert_eq!(t1.lines[0].ns_score, Some(420));
}

#[test]
fn an_individual_penalty_comes_off_the_players_own_total() {
    // 25 % of a top of 2 is half a matchpoint: player 4 has 3.5 of 4.
    let rep = rank(
        &parse(&individual_session(
            json!([{"position": 4, "amount": "25%", "law": "90B"}]),
        ))
        .unwrap(),
    )
    .unwrap();
    let p = &rep.rankings[0].pairs;
    assert_eq!((p[0].position, p[0].place, p[0].tied), (8, 1, false));
    assert_eq!((p[1].position, p[1].place, p[1].percent), (4, 2, 87.5));
    // Another player's total is untouched by his partner's penalty.
    let one = p.iter().find(|x| x.position == 1).unwrap();
    assert_eq!(one.percent, 50.0);
}

#[test]
fn an_individual_result_may_not_name_other_pairs() {
    let mut v: Value = serde_json::from_str(&individual_session(json!([]))).unwrap();
    v["results"][0]["ns"] = json!(3);
    let e = rank(&parse(&v.to_string()).unwrap()).unwrap_err();
    assert_eq!(e, SessionError::IndividualSeats { index: 1 });
}

/// A teams-of-four match as a session: the round robin of two teams has one
/// round, team 2 at home (N-S at table 1), team 1 N-S at table 2; two
/// boards. Board 1 (none vul.): 4S= +420 at table 1, 4S−1 −50 at table 2:
/// team 2 +420 + 50 = 470, 10 IMPs (Law 78B, 430–490). Board 2 (N-S vul.):
/// 3NT−1 −100 at table 1, 3NT= +600 at table 2: team 1 +700, 12 IMPs
/// (600–740). Team 1 wins by 2 IMPs. WBF scale for 2 boards: blitz
/// 15·√2 = 21.213; VPw(2) = 10 + 10·(1 − τ^(6/21.213))/(1 − τ³)
/// = 10 + 10·(1 − 0.87275)/0.76393 = 11.666 → 11.67 (the increments 86,
/// 81, 75 hundredths fall, so no concavity correction): 11.67 – 8.33.
fn team_session(extra: Value) -> String {
    let mut v = json!({
        "movement": {"kind": "round-robin", "tables": 2, "boards_per_round": 2},
        "contestants": [{"position": 1, "names": ["Lions"]}, {"position": 2, "names": ["Tigers"]}],
        "results": [
            r(1, 1, 1, "4S", "="),
            r(1, 2, 1, "4S", "-1"),
            r(1, 1, 2, "3NT", "-1"),
            r(1, 2, 2, "3NT", "="),
        ],
    });
    if let Value::Object(extra) = extra {
        for (k, x) in extra {
            v[k] = x;
        }
    }
    v.to_string()
}

#[test]
fn a_team_session_scores_imps_across_the_rooms_and_wbf_vps() {
    let rep = rank(&parse(&team_session(json!({}))).unwrap()).unwrap();
    assert!(rep.complete);
    assert_eq!(rep.matches.len(), 1);
    let m = &rep.matches[0];
    assert_eq!(
        (m.round, m.tables, m.teams, m.boards, m.compared),
        (1, [1, 2], [2, 1], 2, 2)
    );
    assert_eq!(m.imps, [10.0, 12.0]);
    assert_eq!(m.vps, [8.33, 11.67]);
    let p = &rep.rankings[0].pairs;
    assert_eq!(
        (p[0].position, p[0].place, p[0].name.as_str()),
        (1, 1, "Lions")
    );
    assert_eq!((p[0].vps, p[0].imps), (Some(11.67), Some(2.0)));
    assert_eq!(
        (p[1].position, p[1].vps, p[1].imps),
        (2, Some(8.33), Some(-2.0))
    );
    // The travellers carry each room's IMPs to its N-S and E-W teams.
    let b1 = &rep.travellers[0].lines;
    assert_eq!(
        (b1[0].ns_score, b1[0].ns_imps, b1[0].ew_imps),
        (Some(420), Some(10.0), Some(-10.0))
    );
    assert_eq!(
        (b1[1].ns_score, b1[1].ns_imps, b1[1].ew_imps),
        (Some(-50), Some(-10.0), Some(10.0))
    );
}

#[test]
fn a_team_session_with_one_room_missing_is_provisional() {
    // Board 2 has no closed-room result: only board 1 is compared (team 2
    // +10 IMPs), still on the 2-board scale: VPw(10) =
    // 10 + 10·(1 − τ^(30/21.213))/(1 − τ³) = 10 + 10·(1 − 0.50635)/0.76393
    // = 16.462 → 16.46 (increments 50, 46, 44 hundredths around it fall).
    let mut v: Value = serde_json::from_str(&team_session(json!({}))).unwrap();
    v["results"].as_array_mut().unwrap().pop();
    let rep = rank(&parse(&v.to_string()).unwrap()).unwrap();
    assert!(!rep.complete);
    assert!(rep.alerts.contains(&Alert::MissingResult {
        round: 1,
        table: 2,
        board: 2
    }));
    assert_eq!(rep.matches[0].compared, 1);
    assert_eq!(rep.matches[0].vps, [16.46, 3.54]);
}

#[test]
fn a_team_penalty_is_taken_in_vps() {
    let rep = rank(
        &parse(&team_session(
            json!({"penalties": [{"position": 1, "amount": "3vp", "law": "90B"}]}),
        ))
        .unwrap(),
    )
    .unwrap();
    let p = &rep.rankings[0].pairs;
    // 11.67 − 3 = 8.67 still ahead of 8.33.
    assert_eq!(
        (p[0].position, p[0].vps, p[0].penalty),
        (1, Some(8.67), 3.0)
    );
    let bad = rank(
        &parse(&team_session(
            json!({"penalties": [{"position": 1, "amount": "25%"}]}),
        ))
        .unwrap(),
    );
    assert!(matches!(bad, Err(SessionError::Field(_))));
}

/// A round robin of four teams, one board a round (§4.2: R1 4–1, 2–3;
/// R2 2–4, 3–1; R3 4–3, 1–2). Each match is won by 1NT= (+90, whatever
/// the vulnerability) at the table where the winner sits N-S against a
/// pass-out at the other: 90 points, 3 IMPs (Law 78B, 90–120), or drawn
/// with two pass-outs. WBF scale for 1 board (blitz 15): VPw(3) =
/// 10 + 10·(1 − τ^(9/15))/(1 − τ³) = 10 + 10·(1 − 0.74925)/0.76393 =
/// 13.28 (increments 120, 109, 99 hundredths fall: no correction):
/// 13.28 – 6.72. 4 beats 1, 2 beats 3, 2 beats 4, 1 beats 3, 4 and 3
/// draw, 1 beats 2: teams 1 and 2 both have 13.28 + 13.28 + 6.72 = 33.28,
/// 4 13.28 + 6.72 + 10 = 30.00, 3 6.72 + 6.72 + 10 = 23.44.
fn four_team_round_robin(extra: Value) -> String {
    let win = |round: u16, table: u16| json!({"round": round, "table": table, "board": round, "contract": "1NT", "declarer": "N", "result": "="});
    let pass = |round: u16, table: u16| json!({"round": round, "table": table, "board": round, "contract": "PASS"});
    let mut v = json!({
        "movement": {"kind": "round-robin", "tables": 4, "boards_per_round": 1},
        "results": [
            win(1, 1), pass(1, 2), win(1, 3), pass(1, 4),
            win(2, 1), pass(2, 2), pass(2, 3), win(2, 4),
            pass(3, 1), pass(3, 2), win(3, 3), pass(3, 4),
        ],
    });
    if let Value::Object(extra) = extra {
        for (k, x) in extra {
            v[k] = x;
        }
    }
    v.to_string()
}

#[test]
fn a_team_tie_stands_by_default_and_the_direct_match_breaks_it() {
    let view = |rep: &tenace_events::session::SessionReport| -> Vec<(u16, usize, bool, f64)> {
        rep.rankings[0]
            .pairs
            .iter()
            .map(|p| (p.position, p.place, p.tied, p.vps.unwrap()))
            .collect()
    };
    let rep = rank(&parse(&four_team_round_robin(json!({}))).unwrap()).unwrap();
    assert_eq!(
        view(&rep),
        vec![
            (1, 1, true, 33.28),
            (2, 1, true, 33.28),
            (4, 3, false, 30.0),
            (3, 4, false, 23.44)
        ]
    );
    // Team 1 beat team 2 in round 3: the direct match puts it first.
    let rep = rank(
        &parse(&four_team_round_robin(
            json!({"tie_break": ["direct_match", "imp_quotient", "common_opponents"]}),
        ))
        .unwrap(),
    )
    .unwrap();
    assert_eq!(
        view(&rep),
        vec![
            (1, 1, false, 33.28),
            (2, 2, false, 33.28),
            (4, 3, false, 30.0),
            (3, 4, false, 23.44)
        ]
    );
    assert_eq!(
        rep.rankings[0].pairs[0].tie_break,
        Some(tenace_events::tiebreak::TieBreak::DirectMatch)
    );
    assert_eq!(rep.rankings[0].pairs[1].tie_break, None);
}

/// Three teams (a round robin of four places, the fourth a bye, §4.2),
/// one board a round, rounds 1 and 2 played: team 1 has the bye in round
/// 1, team 2 in round 2, team 3 would have it in round 3 (not started, so
/// not yet given). 2 beats 3 and 1 beats 3, each by 1NT= against a
/// pass-out, 3 IMPs: 13.28 – 6.72 (the 1-board WBF scale, worked above).
fn three_teams(extra: Value) -> tenace_events::session::SessionReport {
    let mut v = json!({
        "movement": {"kind": "round-robin", "tables": 3, "boards_per_round": 1},
        "results": [
            {"round": 1, "table": 3, "board": 1, "contract": "1NT", "declarer": "N", "result": "="},
            {"round": 1, "table": 4, "board": 1, "contract": "PASS"},
            {"round": 2, "table": 3, "board": 2, "contract": "PASS"},
            {"round": 2, "table": 4, "board": 2, "contract": "1NT", "declarer": "N", "result": "="},
        ],
    });
    if let Value::Object(extra) = extra {
        for (k, x) in extra {
            v[k] = x;
        }
    }
    rank(&parse(&v.to_string()).unwrap()).unwrap()
}

#[test]
fn a_bye_earns_the_configured_vps() {
    let vps = |rep: &tenace_events::session::SessionReport| -> Vec<(u16, f64)> {
        rep.rankings[0]
            .pairs
            .iter()
            .map(|p| (p.position, p.vps.unwrap()))
            .collect()
    };
    // The default: 10 VPs, a drawn match. 1: 10 + 13.28; 2: 13.28 + 10;
    // 3: 6.72 + 6.72.
    let rep = three_teams(json!({}));
    assert_eq!(vps(&rep), vec![(1, 23.28), (2, 23.28), (3, 13.44)]);
    let byes: Vec<(u16, u16, f64)> = rep.byes.iter().map(|b| (b.round, b.team, b.vps)).collect();
    assert_eq!(byes, vec![(1, 1, 10.0), (2, 2, 10.0)]);
    // A regulation's 12 VPs.
    let rep = three_teams(json!({"bye_vps": 12}));
    assert_eq!(vps(&rep), vec![(1, 25.28), (2, 25.28), (3, 13.44)]);
    // The team's own average over its matches: 13.28 each.
    let rep = three_teams(json!({"bye_vps": "average"}));
    assert_eq!(vps(&rep), vec![(1, 26.56), (2, 26.56), (3, 13.44)]);
}
