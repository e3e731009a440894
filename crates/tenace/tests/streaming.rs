//! `tenace check` and `tenace convert` read a file one game at a time:
//! their memory is bounded by the largest game, not by the file (issue 18,
//! item 2). Each test writes a large file and runs the command with its
//! address space limited (`ulimit -v`) below the file's size.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

const DEAL: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

/// Writes `boards` games, each with a comment of `padding` bytes; returns
/// the file's size.
fn generate(path: &Path, boards: u32, padding: usize) -> u64 {
    let mut w = std::io::BufWriter::new(std::fs::File::create(path).expect("create"));
    let pad = "x".repeat(padding);
    for b in 1..=boards {
        write!(
            w,
            "[Board \"{b}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
             [Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \"9\"]\n{{{pad}}}\n\
             [Auction \"N\"]\n3NT Pass Pass Pass\n\n"
        )
        .expect("write");
    }
    w.flush().expect("flush");
    std::fs::metadata(path).expect("size").len()
}

/// Runs tenace with at most `kib` KiB of address space.
fn tenace_limited(kib: u64, args: &[&str]) -> (String, String, i32) {
    let mut script = format!("ulimit -v {kib} && exec \"$0\"");
    for k in 0..args.len() {
        script.push_str(&format!(" \"${}\"", k + 1));
    }
    let out = Command::new("bash")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_tenace"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run bash");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tenace-stream-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("tmp");
    d
}

/// The last line but one of `check`'s report: the totals.
fn totals(out: &str) -> &str {
    out.lines().rev().find(|l| !l.is_empty()).unwrap_or("")
}

fn check_and_convert(boards: u32, padding: usize, limit_kib: u64) {
    let d = dir(&format!("{boards}"));
    let pbn = d.join("big.pbn");
    let size = generate(&pbn, boards, padding);
    assert!(
        size > limit_kib * 1024,
        "the file ({size} bytes) must be larger than the limit"
    );
    let p = pbn.to_str().unwrap();
    let (out, err, code) = tenace_limited(limit_kib, &["check", p]);
    assert_eq!(code, 0, "{err}");
    // No play section: nothing to replay a result from.
    assert_eq!(
        totals(&out),
        format!(
            "{boards} boards: {boards} ok, 0 with notes, 0 with problems, 0 unreadable; \
             results agree on 0, differ on 0"
        )
    );
    let lin = d.join("big.lin");
    let (out, err, code) = tenace_limited(limit_kib, &["convert", p, lin.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("{boards} boards read, {boards} written")),
        "{out}"
    );
    let lines =
        std::io::BufRead::lines(std::io::BufReader::new(std::fs::File::open(&lin).unwrap()))
            .count();
    assert_eq!(lines, boards as usize);
    let _ = std::fs::remove_dir_all(&d);
}

/// 20,000 games of about 2 KB (a 44 MB file) checked and converted in
/// 32 MiB of address space. (Reading the whole file took about 37 times
/// its size.)
#[cfg(unix)]
#[test]
fn a_file_larger_than_the_memory_allowed() {
    check_and_convert(20_000, 2_000, 32 * 1024);
}

/// 1,000,000 games (a 210 MB file) in 32 MiB: about 2 minutes for a debug
/// build, so not run by default (`cargo test -p tenace --test streaming --
/// --ignored`, or `--release`).
#[cfg(unix)]
#[test]
#[ignore]
fn a_million_boards_in_32_mib() {
    check_and_convert(1_000_000, 0, 32 * 1024);
}
