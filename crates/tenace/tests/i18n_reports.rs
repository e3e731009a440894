//! The reports, errors and help of `tenace` in Traditional Chinese: the
//! scoring and rubber reports against their `.zh-TW.expected.txt` files,
//! `check` / `convert` and errors with no English sentence of their own
//! left, and `--help` in the chosen language.

use std::path::Path;
use std::process::Command;

fn tenace_env(args: &[&str], lang: Option<&str>) -> (String, String, i32) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tenace"));
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    if let Some(l) = lang {
        cmd.env("LANG", l);
    }
    let out = cmd.output().expect("run tenace");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn tenace(args: &[&str]) -> (String, String, i32) {
    tenace_env(args, None)
}

fn examples() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

/// Compares with `FILE.zh-TW.expected.txt`, the example output shown
/// beside each example input (edited by hand, like the English one).
fn pin(out: &str, expected: &Path) {
    let want = std::fs::read_to_string(expected).expect("expected file");
    assert_eq!(out, want, "{}", expected.display());
}

/// Whether `text` has a run of three or more ASCII letters other than the
/// names that stay as they are in Chinese (formats, methods, file paths,
/// Neuberg, the RB clause prefix, hand records).
fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !allowed.contains(w))
        .collect()
}

#[test]
fn scoring_reports_in_traditional_chinese() {
    let root = examples().join("scoring");
    for (command, file) in [
        ("matchpoints", "pairs-session"),
        ("imps-field", "butler-fouled"),
    ] {
        let input = root.join(format!("{file}.csv"));
        let (out, err, code) = tenace(&[command, input.to_str().expect("path"), "--lang", "zh-TW"]);
        assert_eq!(code, 0, "{err}");
        pin(&out, &root.join(format!("{file}.zh-TW.expected.txt")));
        // The headings are Chinese; what is left in Latin letters is the
        // data as entered (results, pair names, reasons) and proper names.
        let words = english_words(&out, &["Neuberg", "Butler", "slow", "play", "NT", "aces"]);
        assert!(words.is_empty(), "{command}: English left: {words:?}");
    }
}

#[test]
fn rubber_and_chicago_pads_in_traditional_chinese() {
    let root = examples().join("rubber");
    for (file, chicago) in [("rubber", false), ("chicago", true)] {
        let input = root.join(format!("{file}.txt"));
        let mut args = vec!["rubber", input.to_str().expect("path"), "--lang", "zh-TW"];
        if chicago {
            args.push("--chicago");
        }
        let (out, err, code) = tenace(&args);
        assert_eq!(code, 0, "{err}");
        pin(&out, &root.join(format!("{file}.zh-TW.expected.txt")));
    }
}

#[test]
fn the_locale_chooses_the_language_of_the_reports() {
    let input = examples().join("rubber/rubber.txt");
    let (out, _, code) = tenace_env(
        &["rubber", input.to_str().expect("path")],
        Some("zh_TW.UTF-8"),
    );
    assert_eq!(code, 0);
    assert!(out.starts_with("盤式橋牌"), "{out}");
    let (out, _, _) = tenace_env(
        &["rubber", input.to_str().expect("path")],
        Some("en_US.UTF-8"),
    );
    assert!(out.starts_with("Rubber bridge"), "{out}");
}

#[test]
fn check_and_convert_in_traditional_chinese() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/endplay");
    let pbn = fixtures.join("pbn/example1.pbn");
    let (out, err, code) = tenace(&["check", pbn.to_str().expect("path"), "--lang", "zh-TW"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("共 2 副牌：2 副無誤"), "{out}");
    assert!(out.contains("南主打 5H，10 磴（紀錄與重演相符）"), "{out}");
    let dir = std::env::temp_dir().join(format!("tenace-i18n-convert-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let lin = fixtures.join("lin/example1.lin");
    let out_pbn = dir.join("example1.pbn");
    let (out, err, code) = tenace(&[
        "convert",
        lin.to_str().expect("path"),
        out_pbn.to_str().expect("path"),
        "--lang",
        "zh-TW",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("讀入 8 副，寫出 8 副"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn errors_of_each_command_in_traditional_chinese() {
    // tenace score: a result that cannot be.
    let (_, err, code) = tenace(&["score", "3NT+14", "--lang", "zh-TW"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "錯誤：`3NT+14` 不可能：3NT 需要 9 磴，+14 就是 23 磴，但一副牌只有 13 磴\n"
    );
    let (_, err, _) = tenace(&["score", "3NT+14"]);
    assert_eq!(
        err,
        "error: `3NT+14` is impossible: 3NT needs 9 tricks, so +14 would be 23 tricks (there are 13)\n"
    );
    // tenace convert: a file of no known format.
    let (_, err, code) = tenace(&["convert", "a.txt", "b.pbn", "--lang", "zh-TW"]);
    assert_eq!(code, 2);
    assert!(err.contains("格式不明"), "{err}");
    // tenace table: a script that does not read.
    let dir = std::env::temp_dir().join(format!("tenace-i18n-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let script = dir.join("bad.table");
    std::fs::write(
        &script,
        "board 1\ndeal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\nfrobnicate\n",
    )
    .expect("write");
    let (_, err, code) = tenace(&["table", script.to_str().expect("path"), "--lang", "zh-TW"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("第 3 行第 1 欄：`frobnicate` 不是動作也不是設定"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_in_the_chosen_language() {
    let (out, _, code) = tenace(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Usage: tenace"), "{out}");
    assert!(out.contains("Print help"), "{out}");
    let (out, _, code) = tenace(&["--lang", "zh-TW", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("用法："), "{out}");
    assert!(out.contains("將總分差換算為國際序分（第 78B 條）"), "{out}");
    assert!(!out.contains("Print help"), "{out}");
    let (out, _, code) = tenace_env(&["rubber", "--help"], Some("zh_TW.UTF-8"));
    assert_eq!(code, 0);
    assert!(out.contains("以芝加哥制（每盤四副牌）計分"), "{out}");
    assert!(out.contains("參數:"), "{out}");
}
