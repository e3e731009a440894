//! A two-table team match from a file, checked by hand.

use tenace_events::matches::{parse, score, MatchError};

const MATCH: &str = r#"{
  "event": "Club teams",
  "teams": ["Lions", "Tigers"],
  "boards": [
    {"board": 1, "open": {"contract": "4S", "declarer": "N", "result": "="},
                 "closed": {"contract": "4S", "declarer": "S", "result": "-1"}},
    {"board": 2, "open": {"contract": "3NT", "declarer": "N", "result": "="},
                 "closed": {"contract": "3NT", "declarer": "N", "result": "+1"}}
  ]
}"#;

#[test]
fn imps_and_vps_by_hand() {
    // Board 1 (none vulnerable): Lions +420 as N-S in the open room, +50 as
    // E-W in the closed room (4S−1): 470 → 10 IMPs (Law 78B, 450–490).
    // Board 2 (N-S vulnerable): Lions +600 open, −630 closed: −30 → −1 IMP.
    let r = score(&parse(MATCH).unwrap()).unwrap();
    let imps: Vec<f64> = r.boards.iter().map(|b| b.imps).collect();
    assert_eq!(imps, vec![10.0, -1.0]);
    assert_eq!(r.imps, [10.0, 1.0]);
    // 9 IMPs over 2 boards: B = 15·√2 = 21.213; 3·9/B = 1.27279;
    // τ^1.27279 = e^(−0.612484) = 0.542010; 0.457990 / 0.763932 = 0.599517
    // → 10 + 5.995 = 16.00 (the neighbours 15.50 and 16.46 keep the scale
    // concave, so no correction).
    assert_eq!(r.vps, Some([1600, 400]));
}

#[test]
fn a_knockout_with_carry_over() {
    let text = MATCH.replace(
        "\"boards\"",
        "\"kind\": \"knockout\", \"carry_over\": -9, \"boards\"",
    );
    let r = score(&parse(&text).unwrap()).unwrap();
    // 9 IMPs on the boards against 9 carried over to the Tigers: a tie.
    assert_eq!(r.winner, None);
    let text = MATCH.replace(
        "\"boards\"",
        "\"kind\": \"knockout\", \"carry_over\": -8.5, \"boards\"",
    );
    assert_eq!(score(&parse(&text).unwrap()).unwrap().winner, Some(0));
}

#[test]
fn bad_matches_are_refused() {
    assert!(matches!(parse("[]"), Err(MatchError::Json(_))));
    let twice = MATCH.replace("\"board\": 2", "\"board\": 1");
    assert_eq!(
        score(&parse(&twice).unwrap()),
        Err(MatchError::BoardTwice(1))
    );
    let percent = MATCH.replace(
        r#"{"contract": "3NT", "declarer": "N", "result": "+1"}"#,
        r#"{"result": "60%-40%"}"#,
    );
    assert_eq!(
        score(&parse(&percent).unwrap()),
        Err(MatchError::Percent(2))
    );
    // One award per board (Law 86B2): the two rooms may not give the Lions
    // +3 in one room and -3 in the other.
    let two = MATCH
        .replace(
            r#"{"contract": "3NT", "declarer": "N", "result": "="}"#,
            r#"{"result": "A+/A-"}"#,
        )
        .replace(
            r#"{"contract": "3NT", "declarer": "N", "result": "+1"}"#,
            r#"{"result": "A+/A-"}"#,
        );
    assert_eq!(
        score(&parse(&two).unwrap()),
        Err(MatchError::TwoArtificial(2))
    );
    let bad = MATCH.replace("\"4S\", \"declarer\": \"N\"", "\"9S\", \"declarer\": \"N\"");
    assert!(matches!(
        score(&parse(&bad).unwrap()),
        Err(MatchError::Room { board: 1, .. })
    ));
}

/// Law 86B2 with Law 12C2(b): board 2 has no result in the closed room and
/// the Director gives the Tigers (N-S there) average plus and the Lions
/// average minus. At IMPs that is +3 and -3 for the board, whatever the open
/// room did.
#[test]
fn an_artificial_score_in_one_room() {
    let text = MATCH.replace(
        r#"{"contract": "3NT", "declarer": "N", "result": "+1"}"#,
        r#"{"result": "A+/A-"}"#,
    );
    let r = score(&parse(&text).unwrap()).unwrap();
    let b2 = &r.boards[1];
    assert_eq!((b2.imps, b2.imps_b), (-3.0, 3.0));
    assert!(b2.adjusted);
    assert_eq!(b2.closed_ns, None);
    assert_eq!(b2.closed, "A+/A-");
    // Board 1 still 10 to the Lions: 10 won against 3.
    assert_eq!(r.imps, [10.0, 3.0]);
}

/// Law 86B1 with Law 12C1(c), as the Commentary's team example weighs it:
/// each component is compared with the other room and the IMPs weighted.
/// Board 1 (none vulnerable): the Lions made 4S (+420) in the open room;
/// in the closed room the Director assigns half 4S= by S (+420 to the
/// Tigers) and half 4S-1 by S (+50 to the Lions): 0.5 x IMPs(0) + 0.5 x
/// IMPs(470) = 0.5 x 0 + 0.5 x 10 = 5 IMPs to the Lions.
#[test]
fn a_weighted_assigned_score_in_one_room() {
    let text = MATCH.replace(
        r#"{"contract": "4S", "declarer": "S", "result": "-1"}"#,
        r#"{"result": "50% 4S= S; 50% 4S-1 S"}"#,
    );
    let r = score(&parse(&text).unwrap()).unwrap();
    let b1 = &r.boards[0];
    assert_eq!((b1.imps, b1.imps_b), (5.0, -5.0));
    assert!(b1.adjusted);
}

/// Scores that do not balance (Law 12C2(a): each side gets its own): the
/// open room's board 2 gives both teams average plus. In a VP match each
/// team keeps +3; in a knockout the board is averaged (Law 12C4).
#[test]
fn an_unbalanced_board_in_a_vp_match_and_a_knockout() {
    let text = MATCH.replace(
        r#"{"contract": "3NT", "declarer": "N", "result": "="}"#,
        r#"{"result": "A+/A+"}"#,
    );
    let r = score(&parse(&text).unwrap()).unwrap();
    assert_eq!((r.boards[1].imps, r.boards[1].imps_b), (3.0, 3.0));
    assert_eq!(r.imps, [13.0, 3.0]);
    let ko = text.replace("\"boards\"", "\"kind\": \"knockout\", \"boards\"");
    let r = score(&parse(&ko).unwrap()).unwrap();
    assert_eq!((r.boards[1].imps, r.boards[1].imps_b), (0.0, 0.0));
    assert_eq!(r.winner, Some(0));
}
