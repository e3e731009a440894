//! The reasons inside the scoring crate's errors (a CSV line, an adjusted
//! score, pad options) in Traditional Chinese: exact text in zh-TW; English
//! stays as it was.

use std::path::PathBuf;
use std::process::Command;

fn tenace(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run tenace");
    assert!(!out.status.success());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A file of this test's own in the temporary directory.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenace-i18n-reasons-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn a_bad_results_file_in_chinese() {
    let csv = file(
        "board.csv",
        "board,ns,ew,contract,declarer,result\nx,A,B,4S,N,=\n",
    );
    let csv = csv.to_str().unwrap();
    assert_eq!(
        tenace(&["--lang", "zh-TW", "matchpoints", csv]),
        format!("錯誤：{csv}: CSV 第 2 行：`x` 不是牌號\n")
    );
    assert_eq!(
        tenace(&["matchpoints", csv]),
        format!("error: {csv}: CSV line 2: `x` is not a board number\n")
    );

    let adj = file(
        "adjusted.csv",
        "board,ns,ew,result\n1,A,B,\"NS: split rn 4S= N; rx 4S= N | EW: A-\"\n",
    );
    let adj = adj.to_str().unwrap();
    assert_eq!(
        tenace(&["--lang", "zh-TW", "matchpoints", adj]),
        format!("錯誤：{adj}: 第 1 列（第 1 副牌）：調整分 `NS: split rn 4S= N; rx 4S= N | EW: A-`：`rx` 不是 rn、re 或 ra\n")
    );
    assert_eq!(
        tenace(&["matchpoints", adj]),
        format!("error: {adj}: row 1 (board 1): adjusted score `NS: split rn 4S= N; rx 4S= N | EW: A-`: `rx` is not rn, re or ra\n")
    );
}

#[test]
fn a_rubber_file_with_bad_options_in_chinese() {
    let pad = file("pad.txt", "NS 4S=\n");
    let pad = pad.to_str().unwrap();
    let opts = file(
        "options.json",
        r#"{"chicago": {"fourth_deal_partscore_bonus": -5}}"#,
    );
    let opts = opts.to_str().unwrap();
    assert_eq!(
        tenace(&["--lang", "zh-TW", "rubber", pad, "--chicago", "--options", opts]),
        format!("錯誤：{pad}: 選項無效：chicago.fourth_deal_partscore_bonus 為 -5；必須介於 0 到 1000 之間（附錄規定為 100）\n")
    );
    assert_eq!(
        tenace(&["rubber", pad, "--chicago", "--options", opts]),
        format!("error: {pad}: invalid options: chicago.fourth_deal_partscore_bonus is -5; it must be between 0 and 1000 (the Appendix gives 100)\n")
    );
}
