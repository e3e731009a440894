//! `tenace check` and `tenace convert` against the library, on one
//! generated PBN file (issue 18, item 2).
//!
//! ```text
//! cargo build --release -p tenace && \
//!   cargo run --release -p tenace --example check_speed -- 100000
//! ```
//!
//! Writes N boards (default 100,000) to a temporary file, then times, in
//! the same run: a baseline that reads the file line by line and does
//! nothing else; the library's streaming reader alone
//! (`tenace_formats::stream::open_pbn`); the library's streaming check
//! (`check_each`: read, record, replay through the engine); the CLI's
//! `tenace check FILE > /dev/null` and `tenace convert FILE OUT.lin`
//! (the release binary beside this example). Prints each time, boards/s and
//! the ratio to the baseline.

use std::io::{BufRead, Write};
use std::time::Instant;

const DEAL: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

fn main() {
    let boards: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let dir = std::env::temp_dir().join(format!("tenace-check-speed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let pbn = dir.join("speed.pbn");
    {
        let mut w = std::io::BufWriter::new(std::fs::File::create(&pbn).expect("create"));
        for b in 1..=boards {
            // A played board: an auction and 13 tricks (North's winners
            // first, then the rest), so the replay has work to do.
            write!(
                w,
                "[Board \"{b}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
                 [Contract \"7NT\"]\n[Declarer \"S\"]\n[Result \"13\"]\n\
                 [Auction \"N\"]\nPass Pass 7NT Pass\nPass Pass\n[Play \"W\"]\n\
                 H2 HA HJ H8\nH3 HK HT H7\nH4 HQ H9 H6\n\
                 D2 DA DJ D8\nD3 DK DT D7\nD4 DQ D9 D6\n\
                 C2 CA CJ C8\nC3 CK CT C7\nC4 CQ C9 C6\n\
                 S2 SA S7 S3\nH5 SK S8 S4\nD5 SQ S9 S5\nC5 SJ ST S6\n\n"
            )
            .expect("write");
        }
    }
    let size = std::fs::metadata(&pbn).expect("size").len();
    println!("{boards} boards, {:.1} MB", size as f64 / 1_000_000.0);
    // Wall time, and CPU time (this process's and its waited-for
    // children's, from /proc/self/stat, in clock ticks of 1/100 s), so
    // that a busy machine does not hide the ratios.
    let time = |name: &str, f: &mut dyn FnMut() -> usize| -> (f64, f64) {
        let cpu0 = cpu_seconds();
        let t = Instant::now();
        let n = f();
        let s = t.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - cpu0;
        assert_eq!(n, boards as usize, "{name}");
        (s, cpu)
    };
    let baseline = time("baseline", &mut || {
        let f = std::io::BufReader::new(std::fs::File::open(&pbn).unwrap());
        f.lines()
            .filter(|l| l.as_ref().is_ok_and(|l| l.starts_with("[Board")))
            .count()
    });
    let read = time("stream", &mut || {
        tenace_formats::stream::open_pbn(&pbn)
            .unwrap()
            .filter(|g| matches!(g, Ok(Ok(_))))
            .count()
    });
    let lib = time("check_each", &mut || {
        let mut n = 0;
        tenace_formats::check::check_each(&pbn, |b| {
            assert_eq!(b.status, tenace_formats::BoardStatus::Ok, "{b}");
            n += 1;
            true
        })
        .unwrap();
        n
    });
    let exe = std::env::current_exe().expect("exe");
    let bin = exe
        .parent()
        .and_then(|p| p.parent())
        .map(|p| p.join("tenace"))
        .expect("bin");
    let cli = time("cli check", &mut || {
        let out = std::process::Command::new(&bin)
            .arg("check")
            .arg(&pbn)
            .output()
            .expect("run tenace (build it with --release first)");
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter(|l| l.contains("[ok]"))
            .count()
    });
    let lin = dir.join("speed.lin");
    let convert = time("cli convert", &mut || {
        let out = std::process::Command::new(&bin)
            .arg("convert")
            .arg(&pbn)
            .arg(&lin)
            .output()
            .expect("run tenace");
        assert!(out.status.success());
        std::fs::read_to_string(&lin).unwrap().lines().count()
    });
    println!(
        "| measurement | wall | CPU | boards/s of CPU | CPU ratio to baseline | CPU ratio to `check_each` |"
    );
    println!("|---|---|---|---|---|---|");
    for (name, s) in [
        ("baseline: read the lines, count the boards", baseline),
        ("library: `stream::open_pbn`, read only", read),
        ("library: `check::check_each` (read, replay)", lib),
        ("CLI: `tenace check FILE`", cli),
        ("CLI: `tenace convert FILE OUT.lin`", convert),
    ] {
        let (wall, cpu) = s;
        println!(
            "| {name} | {wall:.2} s | {cpu:.2} s | {:.0} | {:.1} | {:.2} |",
            boards as f64 / cpu.max(0.01),
            cpu / baseline.1.max(0.01),
            cpu / lib.1.max(0.01)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// CPU seconds of this process and of its children waited for
/// (utime + stime + cutime + cstime of /proc/self/stat; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // The fields after the command name, which is in parentheses.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return 0.0;
    };
    let f: Vec<&str> = rest.split_whitespace().collect();
    // utime is field 14 of the line, the 12th after the name.
    let ticks: u64 = f
        .get(11..15)
        .map(|v| v.iter().filter_map(|x| x.parse::<u64>().ok()).sum())
        .unwrap_or(0);
    ticks as f64 / 100.0
}
