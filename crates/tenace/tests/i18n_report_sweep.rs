//! Every report of `tenace` in Traditional Chinese, swept for English that
//! Tenace owns (issue 13, item 5): the scoring and rubber reports, `check`
//! and `convert`, the club session's ranking and its HTML report, team
//! matches, Swiss, knockout and round-robin schedules, movements, the
//! demo, `table`, `claim`, `dd`, `deal`, `score` and `imps`. What may stay
//! in Latin letters is named: the data as entered (pair, team and player
//! names, results, claim statements, pad lines), card holdings, PBN tag
//! names, file formats and proper names (Neuberg, Butler, Mitchell,
//! Howell). The bad-input paths are swept by `i18n_sweep.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tenace_zh(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .current_dir(root())
        .arg("--lang")
        .arg("zh-TW")
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

/// Words that are not Tenace's English: names and data of the example
/// inputs, tag names, formats, proper names.
const ALLOWED: &[&str] = &[
    // formats and programs
    "PBN",
    "LIN",
    "JSON",
    "HTML",
    "PDF",
    "USEBIO",
    "IMP",
    "Tenace",
    "tenace",
    // proper names of methods and movements
    "Neuberg",
    "Butler",
    "Mitchell",
    "Howell",
    // PBN tag names quoted by `check`
    "Declarer",
    "Contract",
    "Result",
    "Auction",
    "Play",
    "Deal",
    "Board",
    "Dealer",
    "Vulnerable",
    "Score",
    "ScoreTable",
    "OptimumResultTable",
    "Date",
    "Event",
    "HomeTeam",
    "Room",
    "Round",
    "Section",
    "Site",
    "Table",
    "VisitTeam",
    // the table-script lines `deal --rubber` prints to be pasted
    "board",
    "dealer",
    "vulnerable",
    "None",
    "rules",
    "rubber",
    "deal",
    // a command named in backticks (`tenace table`)
    "table",
    // the commitment's scheme (`tenace-deals-v1`, SHA-256)
    "deals",
    "SHA",
    // the example inputs' own words: event, pair, team and player names,
    // a claim statement, pad lines, a procedural penalty's reason
    "Tuesday",
    "pairs",
    "Club",
    "teams",
    "Ann",
    "Bob",
    "Lee",
    "Lions",
    "Tigers",
    "Wolves",
    "Foxes",
    "Bears",
    "slow",
    "play",
    "aces",
    "honours",
    "transferred",
    "PASS",
    "draw",
    "trumps",
    "then",
    "cash",
    "the",
    "diamonds",
    "example",
    "session",
    "hand",
    "made",
    "Cara",
    "Chen",
    "Dan",
    "Eve",
    "Finn",
    "Gus",
    "Hana",
    "Ivy",
    "Jon",
    "Kim",
    "Leo",
    "Lin",
    "Pak",
    "Sun",
    "Tan",
];

/// A word of three or more ASCII letters that is a card holding (`AKQ`,
/// `QJT`) or a contract's strain and doubling (`NTX`, `SXX`).
fn is_cards(w: &str) -> bool {
    w.chars().all(|c| "AKQJT".contains(c))
        || ["NTX", "NTXX", "SXX", "HXX", "DXX", "CXX"].contains(&w)
}

/// The runs of three or more ASCII letters in `text` that Tenace owns:
/// file paths (a word with `/`) and hexadecimal digests are left out.
fn english_words(text: &str) -> Vec<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || "（）()：，".contains(c))
        .filter(|w| !w.contains('/'))
        .collect();
    let hex = |w: &str| {
        w.chars()
            .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
    };
    let mut found: Vec<String> = words
        .iter()
        .flat_map(|t| t.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(w) && !is_cards(w) && !hex(w))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The text of an HTML page: no tags, no style sheet, no file paths.
fn html_text(html: &str) -> String {
    let mut page = html.to_string();
    if let (Some(a), Some(b)) = (page.find("<style"), page.find("</style>")) {
        page.replace_range(a..b + "</style>".len(), " ");
    }
    let mut out = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The command's output with the paths given on its command line left
/// out (they are the user's).
fn without_paths(text: &str, args: &[&str]) -> String {
    let mut t = text.to_string();
    for a in args.iter().filter(|a| a.contains('/') || a.contains('.')) {
        t = t.replace(a, " ");
    }
    t
}

#[test]
fn the_detector_finds_english_and_spares_data() {
    assert_eq!(english_words("第 1 副牌 Board total"), vec!["total"]);
    assert!(english_words("北家 AKQJ NTX 4S= N Lions 得 10 IMP").is_empty());
    assert_eq!(
        html_text("<style>td { color: red }</style><td class=\"x\">南北</td>").trim(),
        "南北"
    );
}

#[test]
fn every_report_in_chinese_has_no_english_of_ours() {
    let scratch = std::env::temp_dir().join(format!("tenace-report-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let lin = scratch.join("out.lin");
    let lin = lin.to_str().unwrap();
    let cases: &[&[&str]] = &[
        &["matchpoints", "examples/scoring/pairs-session.csv"],
        &["matchpoints", "examples/scoring/pairs-session.json"],
        &["imps-field", "examples/scoring/butler-fouled.csv"],
        &[
            "imps-field",
            "examples/scoring/butler-fouled.csv",
            "--cross",
        ],
        &["rubber", "examples/rubber/rubber.txt"],
        &["rubber", "examples/rubber/chicago.txt", "--chicago"],
        &["check", "fixtures/endplay/pbn/example1.pbn"],
        &["check", "fixtures/endplay/pbn/sample.pbn"],
        &["convert", "fixtures/endplay/pbn/example1.pbn", lin],
        &["session", "rank", "docs/examples/session.json"],
        &["session", "commit", "docs/examples/session.json"],
        &["session", "rank", "fixtures/sessions/club-mitchell-3.pbn"],
        &["match", "docs/examples/match.json"],
        &["swiss", "docs/examples/swiss.json"],
        &["knockout", "--teams", "6"],
        &["round-robin", "--teams", "5"],
        &["movement", "mitchell", "--tables", "3"],
        &["movement", "howell", "--tables", "4"],
        &["demo"],
        &["table", "tests/scenarios/claim-contested.table"],
        &["claim", "tests/scenarios/claim-contested.table"],
        &["dd", "--seed", "1"],
        &["deal", "--seed", "1"],
        &["deal", "--rubber", "--seed", "1"],
        &["score", "3NT+1"],
        &["score", "4SX-3", "--vulnerable"],
        &["imps", "420"],
    ];
    let mut found = Vec::new();
    for args in cases {
        let (out, err, code) = tenace_zh(args);
        assert_eq!(code, 0, "tenace {}: {err}", args.join(" "));
        let words = english_words(&without_paths(&format!("{out}\n{err}"), args));
        if !words.is_empty() {
            found.push(format!("tenace {}: {words:?}", args.join(" ")));
        }
    }
    for file in [
        "docs/examples/session.json",
        "fixtures/sessions/club-mitchell-3.pbn",
    ] {
        let (html, err, code) = tenace_zh(&["session", "report", file]);
        assert_eq!(code, 0, "{err}");
        let words = english_words(&html_text(&html));
        if !words.is_empty() {
            found.push(format!("tenace session report {file}: {words:?}"));
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    assert!(
        found.is_empty(),
        "English in zh-TW reports:\n{}",
        found.join("\n")
    );
}
