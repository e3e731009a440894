//! `tenace movement` and `tenace session`, run as a user would run them.

use std::process::Command;

fn tenace(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run tenace");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn has_han(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn movement_json_is_the_documented_shape() {
    let (out, err, code) = tenace(&["movement", "mitchell", "--tables", "3", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // §3.2, round 2: T1 1–3/s2, T2 2–1/s3, T3 3–2/s1 with E-W k = pair 3 + k.
    let expected = serde_json::json!({"round": 2, "tables": [
        {"table": 1, "ns": 1, "ew": 6, "boards": [3, 4]},
        {"table": 2, "ns": 2, "ew": 4, "boards": [5, 6]},
        {"table": 3, "ns": 3, "ew": 5, "boards": [1, 2]}]});
    assert_eq!(v["rounds"][1], expected);
    assert_eq!(v.as_object().unwrap().len(), 1);
    assert_eq!(v["rounds"].as_array().unwrap().len(), 3);
}

#[test]
fn movement_json_nulls_a_sit_out() {
    let (out, _, code) = tenace(&[
        "movement",
        "round-robin",
        "--tables",
        "3",
        "--boards-per-round",
        "4",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Four places with team 4 the bye: round 1 is 4–1, 2–3 (§4.2).
    let t = &v["rounds"][0]["tables"];
    assert_eq!(t[0]["ns"], serde_json::Value::Null);
    assert_eq!(t[0]["ew"], 1);
    assert_eq!(t[0]["boards"], serde_json::json!([]));
    assert_eq!(t[2]["ns"], 2);
    assert_eq!(t[2]["ew"], 3);
    assert_eq!(t[2]["boards"], serde_json::json!([1, 2, 3, 4]));
}

#[test]
fn movement_text_in_both_languages() {
    let (out, _, code) = tenace(&[
        "movement",
        "howell",
        "--tables",
        "4",
        "--boards-per-round",
        "3",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("Howell: 4 tables, 7 rounds, one winner\nRound 1\n"));
    assert!(out.contains("  Table 1: 8 (N-S) v 1 (E-W), boards 1-3\n"));
    let (zh, _, code) = tenace(&["--lang", "zh-TW", "movement", "howell", "--tables", "4"]);
    assert_eq!(code, 0);
    assert!(
        zh.contains("第 1 桌：8（南北）對 1（東西），牌號 1-2"),
        "{zh}"
    );
}

#[test]
fn movement_errors_are_typed_and_localized() {
    let (_, err, code) = tenace(&["movement", "howell", "--tables", "12"]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: a Howell has at most 11 tables here, not 12\n");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "movement", "hesitation", "--tables", "4"]);
    assert!(has_han(&err) && err.contains('4'), "{err}");
    let (_, err, _) = tenace(&["movement", "swiss", "--tables", "4"]);
    assert!(err.contains("`swiss` is not a movement"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "movement", "individual", "--tables", "9"]);
    assert!(has_han(&err) && !err.contains("no Individual"), "{err}");
    let (_, err, _) = tenace(&["movement", "howell", "--tables", "6", "--arrow-switch"]);
    assert!(err.contains("arrow switch"), "{err}");
}

fn example() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/session.json"
    )
    .to_string()
}

#[test]
fn session_rank_of_the_documented_example() {
    // docs/examples/session.json: the 3-table Mitchell of docs/events.md.
    // Board 3 corrected to +120 at 21:45 (applied), the 22:05 correction
    // refused (Law 79C1). N-S: 1 = 2 + 4 + 4 = 10, 3 = 4 + 0 + 1 = 5,
    // 2 = 0 + 2 + 1 = 3 of 12.
    let (out, err, code) = tenace(&["session", "rank", &example(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let ns = &v["rankings"][0];
    assert_eq!(ns["line"], "north_south");
    let got: Vec<(u64, f64)> = ns["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["position"].as_u64().unwrap(),
                p["matchpoints"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, vec![(1, 10.0), (3, 5.0), (2, 3.0)]);
    assert_eq!(v["audit"][1]["status"], "refused_after_correction_period");
    assert_eq!(v["complete"], true);
    let (text, _, _) = tenace(&["session", "rank", &example()]);
    assert!(
        text.contains("  1     1     10.00    83.33   Ann – Bob\n"),
        "{text}"
    );
    assert!(text.contains("refused: after the correction period (Law 79C1)"));
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "session", "rank", &example()]);
    assert!(zh.contains("南北") && zh.contains("不予採用"), "{zh}");
}

#[test]
fn session_commit_and_verify() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let (out, _, code) = tenace(&["session", "commit", &example(), "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hash = v["commitment"].as_str().unwrap().to_string();
    assert_eq!(hash.len(), 64);
    // Publish the commitment and the deals, then verify.
    let mut s: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(example()).unwrap()).unwrap();
    s["commitment"] = serde_json::json!(hash);
    s["deals"] = v["deals"].clone();
    let good = format!("{dir}/session-good.json");
    std::fs::write(&good, s.to_string()).unwrap();
    let (out, err, code) = tenace(&["session", "verify", &good]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("The deals match the commitment"), "{out}");
    // Board 2 with North and South exchanged fails.
    let deal = s["deals"]["2"].as_str().unwrap().to_string();
    let hands: Vec<&str> = deal[2..].split(' ').collect();
    s["deals"]["2"] = serde_json::json!(format!(
        "N:{} {} {} {}",
        hands[2], hands[1], hands[0], hands[3]
    ));
    let bad = format!("{dir}/session-bad.json");
    std::fs::write(&bad, s.to_string()).unwrap();
    let (_, err, code) = tenace(&["session", "verify", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("not to the published"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "session", "verify", &bad]);
    assert!(has_han(&err), "{err}");
}

#[test]
fn session_errors_are_localized() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let f = format!("{dir}/session-err.json");
    std::fs::write(
        &f,
        r#"{"movement": {"kind": "mitchell", "tables": 3}, "results": [{"round": 9, "table": 1, "board": 1, "contract": "PASS"}]}"#,
    )
    .unwrap();
    let (_, err, code) = tenace(&["session", "rank", &f]);
    assert_eq!(code, 2);
    assert!(
        err.contains("result 1: round 9 table 1 is not in the movement"),
        "{err}"
    );
    let (_, err, _) = tenace(&["--lang", "zh-TW", "session", "rank", &f]);
    assert!(has_han(&err) && !err.contains("is not in"), "{err}");
    let (_, err, _) = tenace(&["session", "dance", &f]);
    assert!(err.contains("`dance` is not a session action"), "{err}");
}

#[test]
fn session_report_is_html_with_deals_hcp_dd_and_score_cards() {
    let (out, err, code) = tenace(&["session", "report", &example()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
    // Board 1: N J65 AT72 6 T9876 = J + A = 5; E 874 Q654 AQ AK42 =
    // 2 + 4 + 2 + 4 + 3 = 15; S AKQT2 K983 KJT J = 9 + 3 + 4 + 1 = 17;
    // W 93 J 9875432 Q53 = 1 + 2 = 3 (40 in all).
    for hcp in [
        "<b>North</b> (5)",
        "<b>East</b> (15)",
        "<b>South</b> (17)",
        "<b>West</b> (3)",
    ] {
        assert!(out.contains(hcp), "{hcp}");
    }
    // N-S take 10 tricks in spades: 4♠ = 420 not vulnerable; E-W's best
    // sacrifice, 5♦ doubled three down, costs 500, so par is +420.
    assert!(out.contains("<p>Par +420: 4♠ by North"), "par");
    assert!(out.contains("<td>4S N =</td><td>SK</td><td>+420</td><td>2.00</td><td>2.00</td>"));
    assert!(out.contains("<h2>Personal score cards</h2>"));
    assert!(out.contains("<h3>Pair 1 Ann – Bob</h3>"));
    let (zh, _, code) = tenace(&["--lang", "zh-TW", "session", "report", &example()]);
    assert_eq!(code, 0);
    assert!(zh.contains("雙明手墩數") && zh.contains("個人計分卡"));
}

#[test]
fn session_pbn_export_has_score_tables() {
    let (out, err, code) = tenace(&["session", "pbn", &example()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("% PBN 2.1\n% EXPORT\n"));
    // Board 2 (dealer East, N-S vulnerable), the deal from its dealer.
    assert!(out.contains("[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"E:"));
    // Board 1 line by line: 4S= by N = 10 tricks, +420, 2 – 2 of 4;
    // 4S+1 = 11 tricks, +450, 4 – 0; 3NT= = 9 tricks, +400, 0 – 4.
    assert!(
        out.contains("1 1 1 4 4S N 10 SK \"420\" 2 2 50 50\n"),
        "{out}"
    );
    assert!(out.contains("2 3 3 5 4S N 11 - \"450\" 4 0 100 0\n"));
    assert!(out.contains("3 2 2 6 3NT N 9 - \"400\" 0 4 0 100\n"));
    // Board 3 passed out at table 1 but corrected to 2NT= (+120, 8 tricks).
    assert!(
        out.contains("3 1 1 5 2NT N 8 - \"120\" 4 0 100 0\n"),
        "{out}"
    );
    // The totals once, before the first score table.
    assert_eq!(out.matches("[TotalScoreTable").count(), 1);
    assert!(out.contains("1 1 \"N-S\" 10 83.33 3 \"Ann - Bob\"\n"));
}

#[test]
fn session_usebio_export() {
    let (out, err, code) = tenace(&["session", "usebio", &example()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO"));
    // Every element closed in order (well-formed).
    let mut stack: Vec<String> = Vec::new();
    let mut rest = out.as_str();
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        let j = rest.find('>').unwrap();
        let tag = &rest[..j];
        rest = &rest[j + 1..];
        if tag.starts_with('?') || tag.starts_with('!') {
            continue;
        }
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(stack.pop().as_deref(), Some(name));
        } else {
            stack.push(tag.split(' ').next().unwrap().to_string());
        }
    }
    assert!(stack.is_empty());
    assert!(out.contains("<WINNER_TYPE>2</WINNER_TYPE>"));
    assert!(out.contains(
        "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>\n        <CONTRACT>4S</CONTRACT>\n        <PLAYED_BY>N</PLAYED_BY>\n        <LEAD>SK</LEAD>\n        <TRICKS>10</TRICKS>\n        <SCORE>420</SCORE>"
    ));
    assert!(out.contains("<PLAYER_NAME>張三</PLAYER_NAME>"));
    assert!(out.contains("<HANDSET>"));
    assert!(out.contains("<DIRECTION>N</DIRECTION>\n        <SPADES>J65</SPADES>"));
}

#[test]
fn movement_with_a_phantom() {
    let (out, err, code) = tenace(&[
        "movement",
        "mitchell",
        "--tables",
        "3",
        "--phantom",
        "3",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // N-S 3 is missing: table 3 has a sit-out in every round.
    for r in 0..3 {
        assert_eq!(v["rounds"][r]["tables"][2]["ns"], serde_json::Value::Null);
    }
    let (text, _, _) = tenace(&["movement", "mitchell", "--tables", "3", "--phantom", "3"]);
    assert!(text.contains("Table 3: sit-out (N-S) v 6 (E-W)"), "{text}");
    let (_, err, code) = tenace(&["movement", "howell", "--tables", "4", "--phantom", "9"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("pair 9 is not in the movement (1 to 8)"),
        "{err}"
    );
}

#[test]
fn team_match_from_a_file() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/match.json"
    );
    // Board 1: +420 open, +50 for the Lions closed: 470 = 10 IMPs; board 2:
    // +600 open, −630 closed: −30 = 1 IMP to the Tigers; 9 IMPs over 2
    // boards = 16.00 – 4.00 on the WBF scale (crates/tenace-events/tests/matches.rs).
    let (out, err, code) = tenace(&["match", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Board 1: open room 4S= N, closed room 4S-1 S: 10 IMPs to Lions\n"));
    assert!(out.contains("Board 2: open room 3NT= N, closed room 3NT+1 N: 1 IMP to Tigers\n"));
    assert!(
        out.ends_with("IMPs: Lions 10, Tigers 1\nVPs: Lions 16.00, Tigers 4.00\n"),
        "{out}"
    );
    let (json, _, _) = tenace(&["match", file, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["vps"], serde_json::json!([1600, 400]));
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "match", file]);
    assert!(zh.contains("勝分：Lions 16.00，Tigers 4.00"), "{zh}");
    let dir = env!("CARGO_TARGET_TMPDIR");
    let bad = format!("{dir}/match-bad.json");
    std::fs::write(&bad, r#"{"teams": ["A", "B"], "boards": []}"#).unwrap();
    let (_, err, code) = tenace(&["match", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("the match has no boards"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "match", &bad]);
    assert!(has_han(&err), "{err}");
}

#[test]
fn swiss_next_round_from_standings() {
    // docs/examples/swiss.json: by VPs 1 (31.2), then 2 and 3 on 28.4 in
    // the previous order (3 before 2), 4, 5. Five contestants: the bye goes
    // to the lowest without one, 5 (4 had one). Then 1 v 3 (1 has met 2),
    // and 2 v 4.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/swiss.json"
    );
    let (out, err, code) = tenace(&["swiss", file]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Table 1: 1 Lions v 3 Bears\nTable 2: 2 Tigers v 4 Wolves\nBye: 5 Foxes\n"
    );
    let (json, _, _) = tenace(&["swiss", file, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["matches"], serde_json::json!([[1, 3], [2, 4]]));
    assert_eq!(v["repeats"], 0);
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "swiss", file]);
    assert!(zh.contains("輪空：5 Foxes"), "{zh}");
}

/// Adjusted scores in a team match (Laws 86B, 12C2(b)): docs/examples/
/// match.json with the open room of board 2 replaced by average plus for
/// both teams: +3 each, not balancing (checked in
/// crates/tenace-events/tests/matches.rs).
#[test]
fn team_match_with_an_adjusted_board() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/match.json"
    );
    let text = std::fs::read_to_string(file).unwrap().replace(
        r#"{"contract": "3NT", "declarer": "N", "result": "="}"#,
        r#"{"result": "A+/A+"}"#,
    );
    let dir = env!("CARGO_TARGET_TMPDIR");
    let path = format!("{dir}/match-adjusted.json");
    std::fs::write(&path, text).unwrap();
    let (out, err, code) = tenace(&["match", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Board 2: open room A+/A+, closed room 3NT+1 N: adjusted, not balancing: Lions 3, Tigers 3\n"),
        "{out}"
    );
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "match", &path]);
    assert!(zh.contains("調整分，不平衡"), "{zh}");
}

/// A knockout of 6 teams in a bracket of 8 (spec events.md §4.3): the seed
/// order 1, 8, 4, 5, 2, 7, 3, 6 pairs 1-8, 4-5, 2-7, 3-6; seeds 7 and 8
/// do not exist, so seeds 1 and 2 have byes.
#[test]
fn knockout_bracket() {
    let (out, err, code) = tenace(&["knockout", "--teams", "6"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Knockout of 6 teams, a bracket of 8 places\nMatch 1: seed 1 has a bye\nMatch 2: seed 4 v seed 5\nMatch 3: seed 2 has a bye\nMatch 4: seed 3 v seed 6\n"
    );
    let (json, _, _) = tenace(&["knockout", "--teams", "6", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["places"], 8);
    assert_eq!(
        v["matches"][1],
        serde_json::json!({"match": 2, "high": 4, "low": 5})
    );
    assert_eq!(v["matches"][0]["low"], serde_json::Value::Null);
    let (_, err, code) = tenace(&["knockout", "--teams", "1000"]);
    assert_eq!(code, 2);
    assert!(err.contains("2 to 256"), "{err}");
}

/// A round robin of 5 teams (circle method, a bye): 5 rounds of 2 matches,
/// each team sits out once, and each of the 10 pairs meets exactly once.
#[test]
fn round_robin_schedule() {
    let (json, err, code) = tenace(&["round-robin", "--teams", "5", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 5);
    let mut met = std::collections::BTreeSet::new();
    let mut byes = std::collections::BTreeSet::new();
    for r in rounds {
        byes.insert(r["bye"].as_u64().unwrap());
        for m in r["matches"].as_array().unwrap() {
            let (a, b) = (m[0].as_u64().unwrap(), m[1].as_u64().unwrap());
            assert!(met.insert((a.min(b), a.max(b))), "{a}-{b} twice");
        }
    }
    assert_eq!(met.len(), 10);
    assert_eq!(byes.len(), 5);
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "round-robin", "--teams", "4"]);
    assert!(zh.starts_with("第 1 輪："), "{zh}");
}

fn club_pbn() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/sessions/club-mitchell-3.pbn"
    )
    .to_string()
}

#[test]
fn session_import_compares_with_the_published_ranking() {
    // fixtures/sessions/club-mitchell-3.pbn: figures worked by hand in
    // fixtures/README.md (1/0.5/0 scale, board 3 Neuberg-factored).
    let (out, err, code) = tenace(&["session", "import", &club_pbn()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("North-South"), "{out}");
    assert!(
        out.contains("0.5 × the 2/1/0 scale"),
        "the organiser's scale is named: {out}"
    );
    assert!(
        out.contains("Pair 1: place 1, 70.83 % — as published"),
        "{out}"
    );
    assert!(
        out.contains("Pair 3: place 2=, 37.50 % — as published"),
        "{out}"
    );
    assert!(out.contains("Every published figure is ours."), "{out}");
    let (json, err, code) = tenace(&["session", "import", &club_pbn(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["comparison"]["agree"], true);
    assert_eq!(v["comparison"]["scale"]["ratio"], 0.5);
    assert_eq!(v["published"]["ranking"][0]["pair"], 1);
    // Each result against double dummy: board 1 at table 2, 4♠ by South,
    // nine tricks taken; the difference is nine minus the double-dummy
    // tricks of South in spades, the same figure as the board's DD table in
    // the report (the solver itself is checked against DDS elsewhere).
    let b1 = &v["report"]["travellers"][0];
    let line = b1["lines"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["ns"] == 2)
        .unwrap();
    assert_eq!(line["tricks"], 9);
    let dd = line["dd_tricks"].as_i64().expect("dd tricks");
    assert!((6..=13).contains(&dd));
    assert_eq!(line["dd_difference"].as_i64(), Some(9 - dd));
    // Passed boards and lines without a contract have none; here every
    // line has a contract.
    assert!(v["report"]["travellers"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["lines"].as_array().unwrap())
        .all(|l| l["dd_tricks"].is_u64()));
    // Other actions take the PBN file too.
    let (html, err, code) = tenace(&["session", "report", &club_pbn()]);
    assert_eq!(code, 0, "{err}");
    assert!(html.contains("<th>± DD</th>"), "dd columns");
    // A session file is not a PBN results file.
    let (_, err, code) = tenace(&["session", "import", &example()]);
    assert_ne!(code, 0);
    assert!(err.contains("results file"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "session", "import", &example()]);
    assert!(has_han(&err), "{err}");
}

#[test]
fn session_import_errors_are_localized() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let f = format!("{dir}/hand-record.pbn");
    std::fs::write(
        &f,
        "[Event \"x\"]\n[Board \"1\"]\n[Deal \"N:J65.AT72.6.T9876 874.Q654.AQ.AK42 AKQT2.K983.KJT.J 93.J.9875432.Q53\"]\n",
    )
    .unwrap();
    let (_, err, code) = tenace(&["session", "import", &f]);
    assert_ne!(code, 0);
    assert!(err.contains("no game has a ScoreTable"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "session", "import", &f]);
    assert!(err.contains("ScoreTable") && has_han(&err), "{err}");
}

#[test]
fn session_report_pdf_has_the_sheets() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let pdf = format!("{dir}/club.pdf");
    let _ = std::fs::remove_file(&pdf);
    let (out, err, code) = tenace(&["session", "report", &club_pbn(), "--pdf", &pdf]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"), "a PDF file");
    // The fonts are subset: the two whole DejaVu faces alone are 1.4 MB.
    assert!(bytes.len() < 200_000, "{} bytes", bytes.len());
    let doc = lopdf::Document::load_mem(&bytes).expect("the PDF parses");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    // The ranking on page 1; two boards a page (a diagram, the DD table and
    // the traveller take about a third of an A4 page each, after the
    // heading), so boards 1–2 on page 2 and board 3 on page 3; the six score
    // cards (at most 3 lines each) on page 4.
    assert_eq!(pages.len(), 4, "{out}");
    assert!(out.contains("(4 pages)"), "{out}");
    let text = |p: u32| doc.extract_text(&[p]).unwrap_or_default();
    let first = text(pages[0]);
    assert!(
        first.contains("North-South") && first.contains("Ann Lee"),
        "{first}"
    );
    assert!(first.contains("70.83"), "{first}");
    let boards = text(pages[1]);
    assert!(
        boards.contains("Board 1") && boards.contains("Board 2"),
        "{boards}"
    );
    assert!(boards.contains("Par") && boards.contains("DD"), "{boards}");
    assert!(text(pages[2]).contains("Board 3"));
    let cards = text(pages[3]);
    assert!(
        cards.contains("Personal score cards") && cards.contains("Pair 6"),
        "{cards}"
    );
    // In Chinese: with Noto Sans CJK installed (Debian's fonts-noto-cjk,
    // which .ci/run installs for the browser tests) the sheets are in
    // Chinese, the font cut down to the glyphs used; without it the command
    // says the PDF is in English.
    let (out, err, code) = tenace(&[
        "--lang",
        "zh-TW",
        "session",
        "report",
        &club_pbn(),
        "--pdf",
        &pdf,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(has_han(&out), "{out}");
    let bytes = std::fs::read(&pdf).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).expect("the PDF parses");
    let cjk =
        std::path::Path::new("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").exists();
    if cjk && std::env::var_os("TENACE_CJK_FONT").is_none() {
        let last = *doc.get_pages().keys().last().unwrap();
        let cards = doc.extract_text(&[last]).unwrap_or_default();
        assert!(cards.contains("個人計分卡"), "{cards}");
        assert!(
            bytes.len() < 400_000,
            "{} bytes: the CJK face is subset",
            bytes.len()
        );
    } else {
        assert!(out.contains("英文"), "{out}");
    }
}

#[test]
fn a_bws_file_goes_through_mdb_export() {
    // Not an Access database: with mdbtools installed mdb-export refuses
    // it, without it the command says mdbtools is needed; either way a
    // message naming mdb-export, never a panic.
    let dir = env!("CARGO_TARGET_TMPDIR");
    let f = format!("{dir}/not-access.bws");
    std::fs::write(&f, "not an Access database").unwrap();
    let (_, err, code) = tenace(&["session", "import", &f]);
    assert_ne!(code, 0);
    assert!(err.contains("mdb-export"), "{err}");
}

/// `tenace movement import FILE`: the cell list `--json` prints reads back
/// to the same list; a KoPS cyclic description (howellki's 4-table entry,
/// events.md §3.13 (c)) is expanded and verified; a broken file is refused
/// with the reason, in the reader's language.
#[test]
fn movement_import_reads_back_and_refuses_broken_files() {
    let dir = tempfile::tempdir().unwrap();
    let (mitchell, _, code) = tenace(&["movement", "mitchell", "--tables", "3", "--json"]);
    assert_eq!(code, 0);
    let cells = dir.path().join("mitchell.json");
    std::fs::write(&cells, &mitchell).unwrap();
    let path = cells.to_str().unwrap();
    let (out, err, code) = tenace(&["movement", "import", path, "--json"]);
    assert_eq!(code, 0, "{err}");
    let back: serde_json::Value = serde_json::from_str(&out).unwrap();
    let sent: serde_json::Value = serde_json::from_str(&mitchell).unwrap();
    assert_eq!(back, sent);
    let (out, _, code) = tenace(&["movement", "import", path]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with(&format!("{path}: read and verified\n")),
        "{out}"
    );
    // §3.2 round 1: table 1, pair 1 N-S v pair 4 E-W on boards 1-2.
    assert!(
        out.contains("  Table 1: 1 (N-S) v 4 (E-W), boards 1-2\n"),
        "{out}"
    );

    let kops = dir.path().join("howell.json");
    std::fs::write(
        &kops,
        r#"{"tables":4,"rounds":7,"sets":[1,2,3,0,4,0,0],
            "movement":["3E","4E","2N","2E","4N","3N","1E"],"positions":[8,1,5,4,2,7,3,6]}"#,
    )
    .unwrap();
    let (out, err, code) = tenace(&["movement", "import", kops.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Round 1 as the description starts it: 8–1 at table 1 on set 1 (one
    // board a set: board 1), 3–6 at table 4 on set 5 (set 4 is on a relay).
    assert_eq!(
        v["rounds"][0]["tables"][0],
        serde_json::json!({"table": 1, "ns": 8, "ew": 1, "boards": [1]})
    );
    assert_eq!(
        v["rounds"][0]["tables"][3],
        serde_json::json!({"table": 4, "ns": 3, "ew": 6, "boards": [5]})
    );
    assert_eq!(v["rounds"].as_array().unwrap().len(), 7);

    // Table 2 of round 1 given table 1's boards: two tables on one set in
    // one round share it, but pair 1 then plays twice in round 1.
    let mut broken = sent.clone();
    broken["rounds"][0]["tables"][1]["ns"] = serde_json::json!(1);
    let bad = dir.path().join("broken.json");
    std::fs::write(&bad, broken.to_string()).unwrap();
    let (out, err, code) = tenace(&["movement", "import", bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(
        err.starts_with("error: ") && err.contains("broken.json: "),
        "{err}"
    );
    let (_, err, code) = tenace(&[
        "--lang",
        "zh-TW",
        "movement",
        "import",
        bad.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(has_han(&err), "{err}");

    let (_, err, code) = tenace(&["movement", "import"]);
    assert_eq!(code, 2);
    assert!(err.contains("needs the movement file"), "{err}");
    let (_, err, code) = tenace(&["movement", "howell"]);
    assert_eq!(code, 2);
    assert!(err.contains("--tables N"), "{err}");
    let (_, err, _) = tenace(&["--lang", "zh-TW", "movement", "howell"]);
    assert!(has_han(&err) && err.contains("--tables"), "{err}");
    let (_, err, code) = tenace(&["movement", "import", "/nonexistent/m.json"]);
    assert_ne!(code, 0);
    assert!(err.contains("/nonexistent/m.json"), "{err}");
}

#[test]
fn session_rank_of_a_team_match() {
    // docs/examples/team-session.json: the two-board match of
    // tenace-events' `a_team_session_scores_imps_across_the_rooms_and_wbf_vps`
    // (Lions win by 12 − 10 = 2 IMPs: 11.67 – 8.33 VPs on the WBF scale).
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/team-session.json"
    );
    let (out, err, code) = tenace(&["session", "rank", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("VPs"), "{out}");
    let first = out.lines().find(|l| l.contains("Lions")).unwrap();
    assert!(first.contains("11.67") && first.contains("2.00"), "{out}");
    let (json, _, _) = tenace(&["session", "rank", file, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["matches"][0]["vps"][1], 11.67);
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "session", "rank", file]);
    assert!(zh.contains("勝分"), "{zh}");
}

#[test]
fn session_import_of_an_imp_session_names_the_method() {
    // The cross-IMP session of tenace-events' import test, by hand: pair 1
    // 8 IMPs, pair 2 0, pair 3 −8 (per comparison); Butler gives other
    // figures, cross-IMPs all three.
    let pbn = "% PBN 2.1\n% EXPORT\n[Event \"IMP pairs\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\5L;TotalScoreIMP\\6R\"]\n 1 1 NS 8.00\n 2 2 NS 0.00\n 3 3 NS -8.00\n 1 6 EW 8.00\n 2 5 EW 0.00\n 3 4 EW -8.00\n\
[ScoreTable \"Round\\1R;Table\\1R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;IMP_NS\\6R;IMP_EW\\6R\"]\n\
1 1 1 4 4S N 10 420 8.00 -8.00\n1 2 2 5 2S N 10 170 0.00 0.00\n1 3 3 6 4S N 9 -50 -8.00 8.00\n";
    let path = std::env::temp_dir().join(format!("tenace-imp-session-{}.pbn", std::process::id()));
    std::fs::write(&path, pbn).unwrap();
    let file = path.to_str().unwrap();
    let (out, err, code) = tenace(&["session", "import", file]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("cross-IMPs (against every other score): 3 of 3"),
        "{out}"
    );
    assert!(
        out.contains("pair 1: ours 1 with 8.00 IMPs, published 1 with 8.00 — as published"),
        "{out}"
    );
    let (json, _, _) = tenace(&["session", "import", file, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["imp_comparison"]["method"], "Cross");
    assert_eq!(v["imp_comparison"]["agree"], true);
    let (zh, _, _) = tenace(&["--lang", "zh-TW", "session", "import", file]);
    assert!(zh.contains("交叉國際序分"), "{zh}");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn session_report_of_a_team_match_shows_vps_imps_and_the_match() {
    // docs/examples/team-session.json: Lions (team 1) win by 12 − 10 = 2
    // IMPs, 11.67 – 8.33 VPs; board 1 +420 at table 1 gives the Tigers
    // (N-S there) 10 IMPs.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/examples/team-session.json"
    );
    let (out, err, code) = tenace(&["session", "report", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("<th>Team</th>"), "{out}");
    assert!(
        out.contains("<td>1</td><td>1</td><td>Lions</td><td>2</td><td>11.67</td><td>2.00</td>"),
        "{out}"
    );
    assert!(out.contains("<h2>Matches</h2>"), "{out}");
    assert!(out.contains("<td>1</td><td>2</td><td>1</td><td>2</td><td>10.00</td><td>12.00</td><td>8.33</td><td>11.67</td>"), "{out}");
    assert!(
        out.contains("<td>+420</td><td>10.00</td><td>-10.00</td>"),
        "{out}"
    );
    assert!(out.contains("Team 1 Lions"), "{out}");
    assert!(!out.contains("<th>MPs N-S"), "{out}");
    // A team's card counts each board once (its two rooms carry the same
    // IMPs): −10 + 12 = 2.
    assert!(
        out.contains("<td>Total</td><td></td><td></td><td>2.00</td>"),
        "{out}"
    );
    let (zh, _, code) = tenace(&["--lang", "zh-TW", "session", "report", file]);
    assert_eq!(code, 0);
    assert!(
        zh.contains("勝分") && zh.contains("各場比賽") && zh.contains("第 1 隊 Lions"),
        "{zh}"
    );
}

#[test]
fn session_report_of_an_individual_names_partnerships_and_players() {
    // The 8-player individual, round 1 board 1: table 1 N8 E6 S1 W2 makes
    // 4S (+420, the top of 2 to 8+1); player 1's card shows it from N-S
    // against 6+2 (100 %).
    let json = r#"{"movement": {"kind": "individual", "tables": 2, "boards_per_round": 1, "rounds": 2},
 "contestants": [{"position": 8, "names": ["Hal"]}],
 "results": [
  {"round":1,"table":1,"board":1,"contract":"4S","declarer":"N","result":"="},
  {"round":1,"table":2,"board":1,"contract":"4S","declarer":"N","result":"-1"},
  {"round":2,"table":1,"board":2,"contract":"3NT","declarer":"N","result":"="},
  {"round":2,"table":2,"board":2,"contract":"3NT","declarer":"N","result":"-1"}]}"#;
    let path = std::env::temp_dir().join(format!("tenace-individual-{}.json", std::process::id()));
    std::fs::write(&path, json).unwrap();
    let (out, err, code) = tenace(&["session", "report", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("<th>Place</th><th>Player</th>"), "{out}");
    assert!(
        out.contains("<td>1</td><td>1</td><td>8+1</td><td>6+2</td><td>4S N =</td>"),
        "{out}"
    );
    assert!(out.contains("<h3>Player 8 Hal</h3>"), "{out}");
    assert!(out.contains("<td>1</td><td>1</td><td>6+2</td><td>N-S</td><td>4S N =</td><td>+420</td><td>2.00</td><td>100.00</td>"), "{out}");
    let _ = std::fs::remove_file(path);
}

#[test]
fn session_report_of_three_teams_lists_the_byes() {
    // Three teams, round 1: 2 beats 3 by 1NT= (+90) against a pass-out,
    // 3 IMPs: 13.28 – 6.72 on the 1-board WBF scale (VPw(3) = 10 +
    // 10·(1 − τ^(9/15))/(1 − τ³)); team 1 has the bye: 10 VPs by default.
    let json = r#"{"movement": {"kind": "round-robin", "tables": 3, "boards_per_round": 1},
 "results": [
  {"round":1,"table":3,"board":1,"contract":"1NT","declarer":"N","result":"="},
  {"round":1,"table":4,"board":1,"contract":"PASS"}]}"#;
    let path = std::env::temp_dir().join(format!("tenace-three-teams-{}.json", std::process::id()));
    std::fs::write(&path, json).unwrap();
    let (out, err, code) = tenace(&["session", "report", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("<td>1</td><td>2</td><td>3</td><td>1</td><td>3.00</td><td>0.00</td><td>13.28</td><td>6.72</td>"), "{out}");
    assert!(out.contains("<td>1</td><td>1</td><td>sit-out</td><td></td><td></td><td></td><td>10.00</td><td></td>"), "{out}");
    let _ = std::fs::remove_file(path);
}
