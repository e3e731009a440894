//! Errors that used to reach a Chinese user in English: clap's own parse
//! errors, bad values in table scripts, unreadable records in `tenace
//! check` and bad rows of a results file. Exact text in zh-TW; English
//! stays as it was.

use std::path::PathBuf;
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

/// A file of this test's own in the temporary directory.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenace-i18n-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

#[test]
fn clap_errors_in_chinese() {
    let (out, err, code) = tenace(&["--lang", "zh-TW", "score", "3NT=", "--bogus"]);
    assert_eq!(out, "");
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "錯誤：不認得的參數 '--bogus'\n\n  提示：若要把 '--bogus' 當成值，請寫成 '-- --bogus'\n\n用法：tenace score <RESULT>\n\n想知道更多，請用 '--help'。\n"
    );
    let (_, err, code) = tenace(&["--lang", "zh-TW", "score"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "錯誤：缺少必要的參數：<RESULT>\n\n用法：tenace score <RESULT>\n\n想知道更多，請用 '--help'。\n"
    );
    let (_, err, _) = tenace(&["--lang", "zh-TW", "frob"]);
    assert!(err.starts_with("錯誤：沒有 'frob' 這個子命令\n"), "{err}");
}

#[test]
fn clap_errors_in_english_are_clap_s_own() {
    let (_, err, code) = tenace(&["score", "3NT=", "--bogus"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: unexpected argument '--bogus' found\n"),
        "{err}"
    );
    assert!(err.contains("Usage: tenace score <RESULT>"), "{err}");
}

#[test]
fn bad_values_in_table_scripts() {
    let card = file(
        "card.txt",
        &format!("board 1\ndeal {DEAL}\nauction 1NT P P P\nE lead ZZ\n"),
    );
    let card = card.to_str().unwrap();
    let (_, err, _) = tenace(&["--lang", "zh-TW", "table", card]);
    assert_eq!(
        err,
        format!("錯誤：{card}: 第 4 行第 8 欄：`ZZ` 看不出是哪張牌（請先寫花色再寫點數，例如 SA、HT、H10、♠A）\n")
    );
    let (_, err, _) = tenace(&["table", card]);
    assert_eq!(
        err,
        format!("error: {card}: line 4, column 8: `ZZ` is not a card (expected a suit then a rank, e.g. SA, HT, H10, ♠A)\n")
    );
    let seat = file("seat.txt", "board 1\ndealer Q\n");
    let seat = seat.to_str().unwrap();
    let (_, err, _) = tenace(&["--lang", "zh-TW", "table", seat]);
    assert_eq!(
        err,
        format!("錯誤：{seat}: 第 2 行第 8 欄：`Q` 不是座位（可用 N、E、S、W）\n")
    );
    let board = file("board.txt", "board 0\n");
    let board = board.to_str().unwrap();
    let (_, err, _) = tenace(&["--lang", "zh-TW", "table", board]);
    assert_eq!(
        err,
        format!("錯誤：{board}: 第 1 行第 7 欄：`0` 不是牌號（須為 1 以上）\n")
    );
    let (_, err, _) = tenace(&["table", board]);
    assert_eq!(
        err,
        format!("error: {board}: line 1, column 7: `0` is not a board number (1 or more)\n")
    );
}

#[test]
fn unreadable_records_in_check() {
    let pbn = file("zero.pbn", "[Event \"x\"]\n[Board \"0\"]\n");
    let pbn = pbn.to_str().unwrap();
    let (out, _, _) = tenace(&["--lang", "zh-TW", "check", pbn]);
    assert!(
        out.contains("    紀錄：第 2 行第 1 欄：標籤 Board：`0` 不是牌號（須為正整數）\n"),
        "{out}"
    );
    let (out, _, _) = tenace(&["check", pbn]);
    assert!(
        out.contains(
            "    record: line 2, column 1: tag Board: `0` is not a board number (a positive integer)\n"
        ),
        "{out}"
    );
}

#[test]
fn bad_rows_of_a_results_file() {
    let csv = file(
        "same.csv",
        "board,ns,ew,contract,declarer,result\n1,A,A,4S,N,=\n",
    );
    let csv = csv.to_str().unwrap();
    let (_, err, _) = tenace(&["--lang", "zh-TW", "matchpoints", csv]);
    assert_eq!(
        err,
        format!("錯誤：{csv}: 第 1 列（第 1 副牌）：南北與東西寫成同一對 `A`\n")
    );
    let (_, err, _) = tenace(&["matchpoints", csv]);
    assert_eq!(
        err,
        format!("error: {csv}: row 1 (board 1): the N-S and E-W pair are both `A`\n")
    );
}
