//! `tenace check`, `tenace convert` and clap's refusals in Traditional
//! Chinese, text for text: the replay's findings, the reader's warnings,
//! the boards a conversion skips and what it cannot carry, an unreadable
//! file, and a bad value with its reason and tip.

use std::path::{Path, PathBuf};
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

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/endplay")
        .join(name)
}

fn tmp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenace-i18n-check-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    dir
}

#[test]
fn check_reports_the_replay_and_the_reader_in_chinese() {
    let pbn = fixture("pbn/example4.pbn");
    let path = pbn.to_str().expect("path");
    let (out, err, code) = tenace(&["--lang", "zh-TW", "check", path]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!(
            "{path}（PBN）\n\
             \x20 #1 牌號 1（第 2 行第 1 欄）：東主打 5C，12 磴（紀錄與重演相符），南北 -420 [有附註]\n\
             \x20   紀錄：第 24 行第 1 欄：打牌段落有些墩按出牌先後列出，而非按座位（PBN 2.1 §3.4.14）；已依此讀入\n\
             \x20   紀錄：第 20 行第 1 欄：依叫牌莊家是北家，但標籤 Declarer 記為東家：紀錄漏了開叫之前的 1 個派司（應由東家開始叫牌），已補回\n\
             \x20   附註：第 2 行第 1 欄：打牌在東家攤牌時停止：剩餘 9 磴中取 8 磴，對方同意 [第 69A 條]\n\
             共 1 副牌：0 副無誤，1 副有附註，0 副有問題，0 副無法讀取；結果相符 1 副，不符 0 副\n\n"
        )
    );
    let pbn = fixture("pbn/example1.pbn");
    let (out, _, _) = tenace(&["--lang", "zh-TW", "check", pbn.to_str().expect("path")]);
    assert!(
        out.contains("    附註：第 3 行第 1 欄：打牌在南家攤牌時停止：剩餘 10 磴中取 10 磴，對方同意 [第 69A 條]\n"),
        "{out}"
    );
}

#[test]
fn check_of_a_file_that_cannot_be_read_in_chinese() {
    let dir = tmp_dir("missing");
    let missing = dir.join("missing.pbn");
    let path = missing.to_str().expect("path");
    // On standard error, with a failing status (issue 19, item 7).
    let (out, err, code) = tenace(&["--lang", "zh-TW", "check", path]);
    let os = std::io::Error::from(std::io::ErrorKind::NotFound);
    let os = std::fs::read(&missing)
        .err()
        .map_or(os.to_string(), |e| e.to_string());
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        format!("錯誤：無法讀取 {path}：找不到這個檔案（{os}）\n")
    );
    let (out, err, code) = tenace(&["check", path]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(err, format!("error: cannot read {path}: {os}\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn convert_lists_skipped_boards_and_losses_in_chinese() {
    let dir = tmp_dir("convert");
    let input = dir.join("in.pbn");
    let example = std::fs::read_to_string(fixture("pbn/example4.pbn")).expect("fixture");
    std::fs::write(
        &input,
        format!("[Board \"2\"]\n[Dealer \"Q\"]\n\n{example}"),
    )
    .expect("write");
    let output = dir.join("out.lin");
    let (i, o) = (
        input.to_str().expect("path"),
        output.to_str().expect("path"),
    );
    let (out, err, code) = tenace(&["--lang", "zh-TW", "convert", i, o]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!(
            "{i}（PBN）-> {o}（LIN）：讀入 1 副，寫出 1 副\n\
             \x20 略過：PBN 第 1 局（牌號 2），第 2 行第 1 欄：標籤 Dealer：`Q` 不是座位（可用 N、E、S、W）\n\
             \x20 未能轉入：LIN 沒有對應的 PBN 標籤與段落：Date, Event, HomeTeam, Stage, VisitTeam\n\
             \x20 未能轉入：1 局的註解\n\
             \x20 未能轉入：牌號 1：依叫牌莊家是北家，但標籤 Declarer 記為東家：紀錄漏了開叫之前的 1 個派司（應由東家開始叫牌），已補回\n\n"
        )
    );
    let (out, _, _) = tenace(&["convert", i, o]);
    assert_eq!(
        out,
        format!(
            "{i} (PBN) -> {o} (LIN): 1 boards read, 1 written\n\
             \x20 skipped: PBN game 1 (board 2), line 2, column 1: tag Dealer: `Q` is not a seat (expected N, E, S or W)\n\
             \x20 not carried over: PBN tags and sections with no LIN equivalent: Date, Event, HomeTeam, Stage, VisitTeam\n\
             \x20 not carried over: comments of 1 games\n\
             \x20 not carried over: board 1: the auction makes North declarer but the Declarer tag says East: the record leaves out the pass before the opening bid, which is East's; they are restored\n\n"
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_value_its_reason_and_clap_s_tip_in_chinese() {
    let (out, err, code) = tenace(&["--lang", "zh-TW", "deal", "--board", "x"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        "錯誤：'--board <BOARD>' 的值 'x' 不正確：這不是數字\n\n想知道更多，請用 '--help'。\n"
    );
    let (_, err, _) = tenace(&["--lang", "zh-TW", "deal", "--board", "99999999999"]);
    assert_eq!(
        err,
        "錯誤：'--board <BOARD>' 的值 '99999999999' 不正確：99999999999 不在 0 到 4294967295 之間\n\n想知道更多，請用 '--help'。\n"
    );
    let (_, err, code) = tenace(&["--lang", "zh-TW", "score", "3NT=", "-x"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "錯誤：不認得的參數 '-x'\n\n  提示：若要把 '-x' 當成值，請寫成 '-- -x'\n\n用法：tenace score [OPTIONS] <RESULT>\n\n想知道更多，請用 '--help'。\n"
    );
    let (_, err, code) = tenace_env(&["--lang", "xx", "score", "3NT="], Some("zh_TW.UTF-8"));
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "錯誤：'--lang <LANG>' 的值 'xx' 不正確：Tenace 沒有 `xx` 這種語言（可用 en 或 zh-TW）\n\n想知道更多，請用 '--help'。\n"
    );
    // English keeps clap's own words.
    let (_, err, _) = tenace(&["deal", "--board", "x"]);
    assert!(
        err.starts_with(
            "error: invalid value 'x' for '--board <BOARD>': invalid digit found in string\n"
        ),
        "{err}"
    );
}
