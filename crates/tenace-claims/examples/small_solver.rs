//! The crate's own double-dummy solver ([`AlphaBetaSolver`]) against
//! pons-dds on one question: every legal card's value
//! (`all_card_values`, `Solver::card_values`), at 6, 8, 10 and 11 tricks
//! left (issue 18, item 1; docs/benchmarks.md).
//!
//! `cargo run --release -p tenace-claims --example small_solver [N] [TRICKS...]`
//!
//! For each count of tricks left, N seeded random positions (a random deal
//! played at random to that point, a third of them with part of a trick on
//! the table; then one more card, the parent's lowest legal card, so that
//! "warm" has a parent). Three timings of the same call on the same
//! position: our solver with a new table ("fresh"), our solver whose table
//! has just answered the parent position ("warm", as inside a ruling,
//! where one table serves every question), and pons-dds (on its own
//! pool: the wall time of the call, hand-off included, which is what the
//! adjudicator waits for). Wall-clock times: run on a quiet machine. Percentiles in
//! microseconds, and the ratio of pons-dds's time to ours. The values
//! of the three are compared: a difference is a bug, and stops the run.
//! The last column counts the positions our solver visited (fresh; the
//! figure to compare between versions, being deterministic); `VERBOSE=1`
//! prints each position with its time and count.

use std::time::{Duration, Instant};

use tenace_claims::testing::random_position;
use tenace_claims::{AlphaBetaSolver, PonsSolver, Position, Solver};

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn us(d: Duration) -> String {
    format!("{:.0}", d.as_secs_f64() * 1e6)
}

fn total(v: &[Duration]) -> f64 {
    v.iter().map(Duration::as_secs_f64).sum::<f64>() * 1e3
}

fn sorted_values(mut v: Vec<(tenace_core::Card, u8)>) -> Vec<(tenace_core::Card, u8)> {
    v.sort();
    v
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let mut counts: Vec<u8> = args[2.min(args.len())..]
        .iter()
        .filter_map(|s| s.parse().ok())
        .filter(|t| (2..=13).contains(t))
        .collect();
    if counts.is_empty() {
        counts = vec![6, 8, 10, 11];
    }
    let pons = PonsSolver;
    let verbose = std::env::var_os("VERBOSE").is_some();
    println!(
        "{:>6} {:>4} | {:>28} | {:>28} | {:>28} | pons/fresh p50 p99 | pons/warm p50 | positions (fresh) | total ms: fresh warm pons",
        "tricks", "n", "fresh p50 p90 p99 max (us)", "warm p50 p90 p99 max", "pons p50 p90 p99 max"
    );
    for &tricks in &counts {
        let (mut fresh, mut warm, mut theirs) = (Vec::new(), Vec::new(), Vec::new());
        let mut nodes = 0u64;
        for seed in 0..n {
            let parent = random_position(seed, tricks, seed % 3 == 0);
            let Some(card) = parent.legal_cards().lowest() else {
                continue;
            };
            let pos: Position = parent.play_unchecked(card).0;
            if pos.is_over() {
                continue;
            }
            let fresh_solver = AlphaBetaSolver::new();
            let (a, t) = timed(|| fresh_solver.all_card_values(&pos));
            fresh.push(t);
            nodes += fresh_solver.nodes();
            if verbose {
                println!(
                    "seed {seed} {:?}: fresh {} us, {} positions",
                    pos,
                    us(t),
                    fresh_solver.nodes()
                );
            }
            let solver = AlphaBetaSolver::new();
            solver.all_card_values(&parent);
            let (b, t) = timed(|| solver.all_card_values(&pos));
            warm.push(t);
            let (c, t) = timed(|| pons.card_values(&pos).expect("pons-dds answers"));
            theirs.push(t);
            let (a, b, c) = (sorted_values(a), sorted_values(b), sorted_values(c));
            assert_eq!(a, c, "fresh against pons-dds, seed {seed}: {pos:?}");
            assert_eq!(b, c, "warm against pons-dds, seed {seed}: {pos:?}");
        }
        for v in [&mut fresh, &mut warm, &mut theirs] {
            v.sort();
        }
        let row = |v: &[Duration]| {
            format!(
                "{} {} {} {}",
                us(pct(v, 0.5)),
                us(pct(v, 0.9)),
                us(pct(v, 0.99)),
                us(pct(v, 1.0))
            )
        };
        let ratio = |a: &[Duration], b: &[Duration], p: f64| {
            pct(a, p).as_secs_f64() / pct(b, p).as_secs_f64().max(1e-9)
        };
        println!(
            "{:>6} {:>4} | {:>28} | {:>28} | {:>28} | {:>8.2} {:>8.2} | {:>8.2} | {nodes} | {:.1} {:.1} {:.1}",
            tricks,
            fresh.len(),
            row(&fresh),
            row(&warm),
            row(&theirs),
            ratio(&theirs, &fresh, 0.5),
            ratio(&theirs, &fresh, 0.99),
            ratio(&theirs, &warm, 0.5),
            total(&fresh),
            total(&warm),
            total(&theirs),
        );
    }
}
