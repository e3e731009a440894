//! A sweep of the command line's bad-input paths in Traditional Chinese:
//! every message must be Chinese. English that Tenace does not own may
//! stay, marked off: an operating-system message in brackets, and the
//! user's own input quoted in backticks, quotes or 「」.

use std::path::PathBuf;
use std::process::Command;

fn tenace_in(dir: &PathBuf, args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .current_dir(dir)
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
    )
}

/// `text` without the parts English may stay in: quoted input and
/// bracketed operating-system messages.
fn owned_text(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let close = match c {
            '`' => Some('`'),
            '\'' => Some('\''),
            '「' => Some('」'),
            '（' => Some('）'),
            '(' => Some(')'),
            _ => None,
        };
        match close {
            Some(close) => {
                let inner: String = chars.by_ref().take_while(|&d| d != close).collect();
                // Brackets are kept unless they hold a message Tenace
                // does not own: the operating system's, or serde_json's.
                let foreign = ["os error", " at line ", "EOF while parsing"]
                    .iter()
                    .any(|m| inner.contains(m));
                if matches!(c, '（' | '(') && !foreign {
                    out.push_str(&owned_text(&inner));
                }
                out.push(' ');
            }
            None => out.push(c),
        }
    }
    out
}

/// The first run of three English words in a row, if any.
fn english_run(text: &str) -> Option<String> {
    let owned = owned_text(text);
    let mut run: Vec<&str> = Vec::new();
    for token in owned.split(|c: char| c.is_whitespace() || ",.:;!?".contains(c)) {
        if token.len() >= 2 && token.chars().all(|c| c.is_ascii_alphabetic()) {
            run.push(token);
            if run.len() >= 3 {
                return Some(run.join(" "));
            }
        } else if !token.is_empty() {
            run.clear();
        }
    }
    None
}

#[test]
fn the_detector_finds_english_and_spares_quotes() {
    assert_eq!(
        english_run("錯誤：沒有（第一筆：tag Board is not a number）"),
        Some("Board is not".into())
    );
    assert_eq!(
        english_run("錯誤：找不到這個檔案（No such file or directory (os error 2)）"),
        None
    );
    assert_eq!(english_run("錯誤：`give me a deal` 不是"), None);
    assert_eq!(english_run("用法：tenace score <RESULT>"), None);
}

#[test]
fn bad_input_in_chinese_has_no_english_of_ours() {
    let dir = std::env::temp_dir().join(format!("tenace-i18n-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in [
        ("bad.table", "board 1\nfoo\n"),
        ("bad-deal.table", "board 1\ndeal N:AKQ\n"),
        ("bad.csv", "a,b\n1,2\n"),
        (
            "bad-row.csv",
            "board,ns,ew,contract,declarer,result\n1,1,2,3NT,N,x\n",
        ),
        ("bad.pbn", "[Board \"x\"]\n"),
        ("bad.lin", "qx|o1|md|9SAKQ|\n"),
        ("bad.txt", "garbage\n"),
        ("bad.json", "{\"boards\": 3}"),
    ] {
        std::fs::write(dir.join(name), text).unwrap();
    }
    std::fs::File::create(dir.join("huge.csv"))
        .unwrap()
        .set_len(16 * 1024 * 1024 + 1)
        .unwrap();
    std::fs::write(
        dir.join("huge-game.pbn"),
        format!("[Board \"1\"]\n{{{}}}\n", "x".repeat(1024 * 1024 + 1)),
    )
    .unwrap();
    let cases: &[&[&str]] = &[
        &["score", "8NT="],
        &["score", "3NT+9"],
        &["score", "3Q="],
        &["imps", "x"],
        &["deal", "--board", "0"],
        &["deal", "--rubber", "--dealer", "Q"],
        &["deal", "--rubber", "--cut", "2"],
        &["dd"],
        &["dd", "--deal", "N:AKQ"],
        &["dd", "--board", "0", "--seed", "1"],
        &["table", "bad.table"],
        &["table", "bad-deal.table"],
        &["table", "missing.table"],
        &["table", "bad.table", "--json", "--as", "Q"],
        &["claim", "bad.table"],
        &["matchpoints", "bad.csv"],
        &["matchpoints", "bad-row.csv"],
        &["matchpoints", "bad.json"],
        &["matchpoints", "missing.csv"],
        &["imps-field", "bad.csv"],
        &["rubber", "bad.txt"],
        &["check", "missing.pbn"],
        &["check", "bad.pbn"],
        &["check", "bad.lin"],
        &["convert", "bad.pbn", "out.xyz"],
        // Issue 19: nothing read, what is no file, a file too large, a
        // game too large.
        &["convert", "bad.pbn", "out.lin"],
        &["convert", "bad.lin", "out.pbn"],
        &["check", "/dev/zero"],
        &["check", "."],
        &["matchpoints", "/dev/null/x"],
        &["table", "."],
        &["matchpoints", "huge.csv"],
        &["check", "huge-game.pbn"],
        &["convert", "huge-game.pbn", "out.lin"],
        &["frob"],
    ];
    let mut found = Vec::new();
    for args in cases {
        let (out, err) = tenace_in(&dir, args);
        for text in [&out, &err] {
            if let Some(run) = english_run(text) {
                found.push(format!("tenace {}: “{run}” in\n{text}", args.join(" ")));
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        found.is_empty(),
        "English in zh-TW output:\n{}",
        found.join("\n")
    );
}
