//! Per-case timing of the adjudicator, with percentiles, at any point of the
//! play (issue 18: at most 100 ms at the 99th percentile and 1 s at most,
//! with 13, 10 and 8 tricks left, and no search stopped by its budget).
//!
//! `cargo run --release -p tenace-claims --example claim_timing [N] [TRICKS...]`
//!
//! N seeded random positions for each count of tricks left (default 13, 10
//! and 8): a random deal played at random to that point (a third of them
//! with part of a trick on the table), a claim by declarer (sometimes by
//! dummy or a defender) of all the remaining tricks, of the double-dummy
//! number or of one fewer, with a statement drawn from a list, a player
//! class and a 70C2 finding drawn at random. Each line gives the
//! percentiles of the wall time, of this thread's CPU time (which a busy
//! machine disturbs less; solver calls handed to pons-dds's pool are not
//! in it) and of the process's CPU time (every thread, the pool's
//! included), the slowest seed, the positions searched, the count of
//! searches stopped at the node budget and of rulings whose explanation
//! (not the award) stopped there. `FIRST=K` starts at seed K;
//! `VERBOSE=1` prints every ruling's time and position; `RULINGS=1`
//! prints every ruling as JSON without its statistics (to compare two
//! versions of the adjudicator at any number of tricks, as `claim_digest`
//! does at 5 to 8); `NODE_LIMIT=N` sets the search budget (positions);
//! `REPEAT=K` runs each ruling K times and keeps the least of each time
//! (a virtual machine's speed moves from one second to the next; the
//! ruling is the same every time).

use std::time::{Duration, Instant};

use tenace_claims::testing::{random_position, Rng};
use tenace_claims::{
    adjudicate, default_solver, AdjudicationOptions, ClaimKind, ClaimStatement, Note, PlayerClass,
    Solver, SuitOrder,
};
use tenace_core::Strain;

/// Statements drawn at random; some name cards or suits the claimer does
/// not hold, as a real statement may.
const STATEMENTS: [&str; 16] = [
    "",
    "",
    "",
    "",
    "draw trumps, the rest are good",
    "run clubs",
    "run spades from the top",
    "cross-ruff",
    "ruff a heart in dummy, then draw trumps",
    "finesse against the SQ",
    "conceding a spade",
    "cash SA SK, then run clubs",
    "discard a club",
    "run hearts from the top, then concede the rest",
    "the rest are good",
    "lead the D9 and let it run",
];

/// This thread's CPU time (Linux: /proc/thread-self/schedstat, in
/// nanoseconds); zero elsewhere.
fn thread_cpu() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
        .unwrap_or_default()
}

/// The CPU time of every thread of this process (Linux:
/// /proc/self/task/*/schedstat, in nanoseconds); zero elsewhere.
fn process_cpu() -> Duration {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Duration::ZERO;
    };
    let ns: u64 = tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .sum();
    Duration::from_nanos(ns)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let mut counts: Vec<u8> = args[2.min(args.len())..]
        .iter()
        .filter_map(|s| s.parse().ok())
        .filter(|t| (1..=13).contains(t))
        .collect();
    if counts.is_empty() {
        counts = vec![13, 10, 8];
    }
    let first: u64 = std::env::var("FIRST")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let verbose = std::env::var_os("VERBOSE").is_some();
    let rulings = std::env::var_os("RULINGS").is_some();
    let repeat: u32 = std::env::var("REPEAT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .max(1);
    let node_limit: Option<u64> = std::env::var("NODE_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok());
    let solver = default_solver();
    for &tricks in &counts {
        let mut times = Vec::new();
        let mut cpu_times = Vec::new();
        let mut process_times = Vec::new();
        let mut worst = (Duration::ZERO, 0);
        let mut nodes = 0u64;
        let mut incomplete = 0u32;
        let mut explanation_cut = 0u32;
        for seed in first..first + n {
            let mut rng = Rng::new(seed ^ 0x5EED);
            let pos = random_position(seed, tricks, seed % 3 == 0);
            let declarer = pos.declarer();
            let claimer = match rng.below(8) {
                0 => declarer.partner(),
                1 => declarer.lho(),
                _ => declarer,
            };
            let rem = pos.remaining_tricks();
            let kind = match rng.below(4) {
                0 | 1 => ClaimKind::Claim(rem),
                k => {
                    let v = solver.tricks(&pos).expect("the solver answers");
                    let dd = if pos.to_move().side() == claimer.side() {
                        v
                    } else {
                        rem - v
                    };
                    ClaimKind::Claim(if k == 2 { dd } else { dd.saturating_sub(1) })
                }
            };
            let mut text = STATEMENTS[rng.below(STATEMENTS.len() as u64) as usize];
            if pos.trump() == Strain::NoTrump && text.contains("ruff") {
                text = "";
            }
            let statement = ClaimStatement::parse(text).expect("statement");
            let opts = AdjudicationOptions {
                class: if rng.below(5) == 0 {
                    PlayerClass::Expert
                } else {
                    PlayerClass::Average
                },
                default_order: (rng.below(6) == 0).then_some(SuitOrder::TopDown),
                aware_of_trumps: match rng.below(8) {
                    0 => Some(true),
                    1 => Some(false),
                    _ => None,
                },
                node_limit: node_limit.unwrap_or(AdjudicationOptions::default().node_limit),
                ..AdjudicationOptions::default()
            };
            // The least of `repeat` runs of the same ruling (each from
            // nothing: a ruling keeps no table between calls).
            let run = || {
                let (p0, c0, t0) = (process_cpu(), thread_cpu(), Instant::now());
                let a = adjudicate(&pos, claimer, kind, &statement, &opts, &solver)
                    .expect("the solver answers");
                let times = (
                    t0.elapsed(),
                    thread_cpu().saturating_sub(c0),
                    process_cpu().saturating_sub(p0),
                );
                (a, times)
            };
            let (mut a, (mut dt, mut cpu, mut process)) = run();
            for _ in 1..repeat {
                let (_, (w, c, p)) = run();
                (dt, cpu, process) = (dt.min(w), cpu.min(c), process.min(p));
            }
            cpu_times.push(cpu);
            process_times.push(process);
            nodes += a.stats.nodes;
            let stopped = a
                .notes
                .iter()
                .any(|n| matches!(n, Note::SearchIncomplete { .. }));
            if stopped {
                incomplete += 1;
            }
            let line_cut = a
                .notes
                .iter()
                .any(|n| matches!(n, Note::ExplanationIncomplete { .. }));
            if line_cut {
                explanation_cut += 1;
            }
            if verbose {
                println!(
                    "seed {seed} ({tricks} left, {text:?}): {dt:?} nodes {} solver calls {}{}",
                    a.stats.nodes,
                    a.stats.solver_calls,
                    if stopped {
                        " INCOMPLETE"
                    } else if line_cut {
                        " EXPLANATION CUT"
                    } else {
                        ""
                    }
                );
                println!("  {pos:?}, claimer {claimer:?}, {kind:?}, {:?}", opts.class);
            }
            if rulings {
                let stats = std::mem::take(&mut a.stats);
                println!(
                    "{seed} {tricks} {text:?}: {}",
                    serde_json::to_string(&a).expect("json")
                );
                a.stats = stats;
            }
            if dt > worst.0 {
                worst = (dt, seed);
            }
            times.push(dt);
        }
        times.sort();
        cpu_times.sort();
        process_times.sort();
        let at = |v: &[Duration], p: f64| v[((v.len() as f64 - 1.0) * p).round() as usize];
        println!(
            "{n} positions, {tricks} tricks left: wall p50 {:.2?}, p90 {:.2?}, p99 {:.2?}, max {:.2?} (seed {}); thread CPU p50 {:.2?}, p99 {:.2?}, max {:.2?}; process CPU p50 {:.2?}, p99 {:.2?}, max {:.2?}, total {:.2?}; positions searched {nodes}; incomplete searches {incomplete}; explanations cut {explanation_cut}",
            at(&times, 0.5),
            at(&times, 0.9),
            at(&times, 0.99),
            worst.0,
            worst.1,
            at(&cpu_times, 0.5),
            at(&cpu_times, 0.99),
            at(&cpu_times, 1.0),
            at(&process_times, 0.5),
            at(&process_times, 0.99),
            at(&process_times, 1.0),
            process_times.iter().sum::<Duration>(),
        );
    }
}
