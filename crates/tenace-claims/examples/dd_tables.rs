//! The 20-cell double-dummy table of every deal of a DDS test file, one
//! deal at a time, with one solver, checked against the file's TABLE lines:
//! a process of its own, so that `/usr/bin/time -v` gives the solver's peak
//! memory (docs/benchmarks.md).
//!
//! `RAYON_NUM_THREADS=1 cargo run --release -p tenace-claims --example dd_tables -- pons [FILE]`
//! `cargo run --release -p tenace-claims --features dds-cpp --example dd_tables -- dds [FILE]`
//!
//! FILE defaults to fixtures/dds/list100.txt.

use std::time::{Duration, Instant};

use tenace_claims::{PonsSolver, Solver};

#[path = "../tests/common/dds_fixture.rs"]
mod dds_fixture;

fn cpu_time() -> Duration {
    // utime + stime of this process (every thread), in clock ticks (100 per second).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(") ")
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks: u64 = fields.get(11).and_then(|x| x.parse().ok()).unwrap_or(0)
        + fields.get(12).and_then(|x| x.parse().ok()).unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let which = args.get(1).map(String::as_str).unwrap_or("pons");
    let file = args
        .get(2)
        .map(String::as_str)
        .unwrap_or("list100.txt")
        .rsplit('/')
        .next()
        .unwrap_or("list100.txt")
        .to_string();
    let solver: Box<dyn Solver> = match which {
        "pons" => Box::new(PonsSolver),
        #[cfg(feature = "dds-cpp")]
        "dds" => Box::new(tenace_claims::DdsSolver::default()),
        other => {
            eprintln!("unknown solver `{other}` (pons, or dds with --features dds-cpp)");
            std::process::exit(2);
        }
    };
    let boards = dds_fixture::read_list(&file);
    let (c0, t0) = (cpu_time(), Instant::now());
    let mut differ = 0;
    for b in &boards {
        if solver.table(&b.deal).expect("the solver answers").tricks != b.table {
            differ += 1;
        }
    }
    let wall = t0.elapsed();
    let cpu = cpu_time() - c0;
    println!(
        "{} on {file}: {} deals, wall {:.2} s ({:.1} ms/deal), CPU {:.2} s; {differ} tables differ from the file",
        solver.name(),
        boards.len(),
        wall.as_secs_f64(),
        wall.as_secs_f64() * 1000.0 / boards.len().max(1) as f64,
        cpu.as_secs_f64()
    );
}
