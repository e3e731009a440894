//! The PBN and USEBIO exports of every kind of session: pairs at IMPs
//! (cross-IMPs and Butler), individuals and teams. Every figure is worked
//! by hand in the comment above its session.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use tenace_events::export::{pbn, usebio};
use tenace_events::session::{parse, rank, SessionReport};

fn r(round: u16, table: u16, board: u16, contract: &str, result: &str) -> Value {
    json!({"round": round, "table": table, "board": board, "contract": contract, "declarer": "N", "result": result})
}

fn ranked(v: Value) -> SessionReport {
    rank(&parse(&v.to_string()).unwrap()).unwrap()
}

fn names(v: &[(u16, &str)]) -> BTreeMap<u16, String> {
    v.iter().map(|(p, n)| (*p, n.to_string())).collect()
}

fn players(v: &[(u16, &[&str])]) -> BTreeMap<u16, Vec<String>> {
    v.iter()
        .map(|(p, n)| (*p, n.iter().map(|s| s.to_string()).collect()))
        .collect()
}

/// A teams-of-four match (the round robin of two teams, one round): team 2
/// is at home (N-S at table 1). Board 1 (none vulnerable): 4S= +420 at
/// table 1, 4S−1 −50 at table 2: team 2 gains 470, 10 IMPs (Law 78B,
/// 430–490). Board 2 (N-S vulnerable): 3NT−1 −100 at table 1, 3NT= +600 at
/// table 2: team 1 gains 700, 12 IMPs (600–740). Team 1 wins by 2 IMPs; on
/// the WBF scale for 2 boards (blitz 15·√2 = 21.213) VPw(2) =
/// 10 + 10·(1 − τ^(6/21.213))/(1 − τ³) = 11.67: 11.67 – 8.33.
fn teams() -> SessionReport {
    ranked(json!({
        "event": "Teams",
        "movement": {"kind": "round-robin", "tables": 2, "boards_per_round": 2},
        "contestants": [{"position": 1, "names": ["Lions", "Ann", "Bob"]}, {"position": 2, "names": ["Tigers"]}],
        "results": [
            r(1, 1, 1, "4S", "="),
            r(1, 2, 1, "4S", "-1"),
            r(1, 1, 2, "3NT", "-1"),
            r(1, 2, 2, "3NT", "="),
        ],
    }))
}

#[test]
fn a_team_session_exports_vps_and_imps_to_pbn() {
    let text = pbn(
        &teams(),
        &BTreeMap::new(),
        &names(&[(1, "Lions"), (2, "Tigers")]),
    );
    assert!(text.contains("[Scoring \"IMP\"]"), "{text}");
    assert!(text.contains("[TotalScoreTable \"Rank\\2R;TeamId\\2R;TotalScoreVP\\6R;TotalScoreIMP\\6R;NrBoards\\2R;TeamName\\30L\"]\n1 1 11.67 2.00 2 \"Lions\"\n2 2 8.33 -2.00 2 \"Tigers\"\n"), "{text}");
    assert!(text.contains("[ScoreTable \"Round\\2R;Table\\2R;TeamId_NS\\2R;TeamId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;IMP_NS\\6R;IMP_EW\\6R\"]\n1 1 2 1 4S N 10 - \"420\" 10.00 -10.00\n1 2 1 2 4S N 9 - \"-50\" -10.00 10.00\n"), "{text}");
    assert!(
        text.contains(
            "1 1 2 1 3NT N 8 - \"-100\" -12.00 12.00\n1 2 1 2 3NT N 9 - \"600\" 12.00 -12.00\n"
        ),
        "{text}"
    );
    assert!(!text.contains(";MP_NS"));
}

#[test]
fn a_team_session_exports_teams_and_matches_to_usebio() {
    let text = usebio(
        &teams(),
        &BTreeMap::new(),
        &players(&[(1, &["Lions", "Ann", "Bob"]), (2, &["Tigers"])]),
    );
    for want in [
        "<EVENT EVENT_TYPE=\"TEAMS\">",
        "<BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>",
        "<MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>",
        "<TEAM TEAM_ID=\"1\" TEAM_NAME=\"Lions\">\n        <PLAYER>\n          <PLAYER_NAME>Ann</PLAYER_NAME>",
        "<PLACE>1</PLACE>\n        <TOTAL_SCORE>11.67</TOTAL_SCORE>",
        "<TEAM TEAM_ID=\"2\" TEAM_NAME=\"Tigers\">\n        <PLACE>2</PLACE>\n        <TOTAL_SCORE>8.33</TOTAL_SCORE>",
        "<MATCH>\n      <ROUND_NUMBER>1</ROUND_NUMBER>\n      <TEAM>2</TEAM>\n      <OPPOSING_TEAM>1</OPPOSING_TEAM>\n      <TEAM_SCORE>8.33</TEAM_SCORE>\n      <OPPOSING_TEAM_SCORE>11.67</OPPOSING_TEAM_SCORE>",
        "<BOARD_NUMBER>1</BOARD_NUMBER>\n        <IMPS>10.00</IMPS>",
        "<BOARD_NUMBER>2</BOARD_NUMBER>\n        <IMPS>-12.00</IMPS>",
        "<DIRECTION>NS</DIRECTION>\n          <TABLE_NUMBER>1</TABLE_NUMBER>",
        "<DIRECTION>EW</DIRECTION>\n          <TABLE_NUMBER>2</TABLE_NUMBER>",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert!(!text.contains("MATCH_POINTS"));
}

/// The 8-player individual (§3.10), one board a round, two rounds: round 1
/// board 1, table 1 N8 E6 S1 W2 (4S= +420), table 2 N5 E3 S7 W4 (4S−1
/// −50); round 2 board 2, table 1 N8 E7 S2 W3 (3NT= +600, N-S vul.),
/// table 2 N6 E4 S1 W5 (3NT−1 −100). On a top of 2 the winning
/// partnerships take 2, the others 0: players 8 and 4 have 4 of 4
/// (100 %), 1, 2, 3 and 5 2 of 4, 6 and 7 none.
fn individual(scoring: &str) -> SessionReport {
    ranked(json!({
        "movement": {"kind": "individual", "tables": 2, "boards_per_round": 1, "rounds": 2},
        "contestants": [{"position": 8, "names": ["Hal"]}],
        "scoring": scoring,
        "results": [
            r(1, 1, 1, "4S", "="),
            r(1, 2, 1, "4S", "-1"),
            r(2, 1, 2, "3NT", "="),
            r(2, 2, 2, "3NT", "-1"),
        ],
    }))
}

#[test]
fn an_individual_session_exports_players_to_pbn_and_usebio() {
    let rep = individual("matchpoints");
    let text = pbn(&rep, &BTreeMap::new(), &names(&[(8, "Hal")]));
    assert!(text.contains("[TotalScoreTable \"Rank\\2R;PlayerId\\2R;TotalScoreMP\\6R;TotalPercentage\\6R;NrBoards\\2R;Name\\30L\"]\n1= 4 4 100.00 2 \"\"\n1= 8 4 100.00 2 \"Hal\"\n"), "{text}");
    assert!(text.contains("Round\\2R;Table\\2R;PlayerId_North\\2R;PlayerId_East\\2R;PlayerId_South\\2R;PlayerId_West\\2R;Contract"), "{text}");
    assert!(
        text.contains(
            "1 1 8 6 1 2 4S N 10 - \"420\" 2 0 100 0\n1 2 5 3 7 4 4S N 9 - \"-50\" 0 2 0 100\n"
        ),
        "{text}"
    );
    let xml = usebio(&rep, &BTreeMap::new(), &players(&[(8, &["Hal"])]));
    for want in [
        "<EVENT EVENT_TYPE=\"INDIVIDUAL\">",
        "<PLAYER>\n        <PLAYER_NUMBER>8</PLAYER_NUMBER>\n        <PLAYER_NAME>Hal</PLAYER_NAME>\n        <BOARDS_PLAYED>2</BOARDS_PLAYED>\n        <PLACE>1=</PLACE>\n        <TOTAL_SCORE>4</TOTAL_SCORE>\n        <PERCENTAGE>100.00</PERCENTAGE>",
        "<NORTH_PLAYER_NUMBER>8</NORTH_PLAYER_NUMBER>\n        <EAST_PLAYER_NUMBER>6</EAST_PLAYER_NUMBER>\n        <SOUTH_PLAYER_NUMBER>1</SOUTH_PLAYER_NUMBER>\n        <WEST_PLAYER_NUMBER>2</WEST_PLAYER_NUMBER>",
        "<NS_MATCH_POINTS>2</NS_MATCH_POINTS>",
    ] {
        assert!(xml.contains(want), "missing {want:?} in\n{xml}");
    }
    assert!(!xml.contains("<PAIR>"));
}

/// A 3-table Mitchell (§3.2) with board 1 alone scored (none vulnerable):
/// +420 by 1v4 (r1 T1), +450 by 3v5 (r2 T3), +400 by 2v6 (r3 T2).
/// Cross-IMPs per comparison: +450 beats 420 by 30 (1 IMP) and 400 by 50
/// (2): 1.5; +420 gets (−1 + 1)/2 = 0; +400 (−2 − 1)/2 = −1.5. Butler: the
/// datum is the mean 423.33 rounded to 420 (three scores are too few to
/// trim): +450 is 30 over (1 IMP), +420 level, +400 20 under (−1 IMP).
fn pairs(scoring: &str) -> SessionReport {
    ranked(json!({
        "movement": {"kind": "mitchell", "tables": 3, "boards_per_round": 1},
        "scoring": scoring,
        "results": [r(1, 1, 1, "4S", "="), r(2, 3, 1, "4S", "+1"), r(3, 2, 1, "3NT", "=")],
    }))
}

#[test]
fn a_cross_imp_session_exports_imps_to_pbn_and_usebio() {
    let rep = pairs("cross_imps");
    let text = pbn(&rep, &BTreeMap::new(), &BTreeMap::new());
    assert!(text.contains("[Scoring \"IMP\"]"));
    assert!(text.contains("[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreIMP\\7R;MeanIMP\\6R;NrBoards\\2R;Names\\40L\"]\n1 3 \"N-S\" 1.50 1.50 1 \"\"\n2 1 \"N-S\" 0.00 0.00 1 \"\"\n3 2 \"N-S\" -1.50 -1.50 1 \"\"\n1 6 \"E-W\" 1.50 1.50 1 \"\"\n"), "{text}");
    assert!(
        text.contains("1 1 1 4 4S N 10 - \"420\" 0.00 0.00\n"),
        "{text}"
    );
    assert!(
        text.contains("2 3 3 5 4S N 11 - \"450\" 1.50 -1.50\n"),
        "{text}"
    );
    assert!(!text.contains(";MP_NS"));
    let xml = usebio(&rep, &BTreeMap::new(), &BTreeMap::new());
    for want in [
        "<BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD>",
        "<PAIR_NUMBER>3</PAIR_NUMBER>\n        <DIRECTION>NS</DIRECTION>\n        <BOARDS_PLAYED>1</BOARDS_PLAYED>\n        <PLACE>1</PLACE>\n        <TOTAL_SCORE>1.50</TOTAL_SCORE>\n      </PAIR>",
        "<NS_IMPS>1.50</NS_IMPS>\n        <EW_IMPS>-1.50</EW_IMPS>",
    ] {
        assert!(xml.contains(want), "missing {want:?} in\n{xml}");
    }
    assert!(!xml.contains("PERCENTAGE"));
}

#[test]
fn a_butler_session_ranks_against_the_datum_and_exports_it() {
    let rep = pairs("butler");
    let ns: Vec<(u16, usize, f64)> = rep.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.imps.unwrap()))
        .collect();
    assert_eq!(ns, vec![(3, 1, 1.0), (1, 2, 0.0), (2, 3, -1.0)]);
    let ew: Vec<(u16, f64)> = rep.rankings[1]
        .pairs
        .iter()
        .map(|p| (p.position, p.imps.unwrap()))
        .collect();
    assert_eq!(ew, vec![(6, 1.0), (4, 0.0), (5, -1.0)]);
    let xml = usebio(&rep, &BTreeMap::new(), &BTreeMap::new());
    assert!(xml.contains("<BOARD_SCORING_METHOD>BUTLER_IMPS</BOARD_SCORING_METHOD>"));
    assert!(pbn(&rep, &BTreeMap::new(), &BTreeMap::new())
        .contains("2 3 3 5 4S N 11 - \"450\" 1.00 -1.00\n"));
}
