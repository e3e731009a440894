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
    let imps: Vec<i32> = r.boards.iter().map(|b| b.imps).collect();
    assert_eq!(imps, vec![10, -1]);
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
    let adjusted = MATCH.replace(
        r#"{"contract": "3NT", "declarer": "N", "result": "+1"}"#,
        r#"{"result": "A+/A-"}"#,
    );
    assert_eq!(
        score(&parse(&adjusted).unwrap()),
        Err(MatchError::Adjusted(2))
    );
    let bad = MATCH.replace("\"4S\", \"declarer\": \"N\"", "\"9S\", \"declarer\": \"N\"");
    assert!(matches!(
        score(&parse(&bad).unwrap()),
        Err(MatchError::Room { board: 1, .. })
    ));
}
