//! Per-case timing of the adjudicator, with percentiles (the issue's
//! target: at most 50 ms at the 99th percentile with up to 8 tricks left).
//!
//! `cargo run --release -p tenace-claims --example claim_timing [N] [TRICKS]`

use std::time::{Duration, Instant};

use tenace_claims::testing::random_position;
use tenace_claims::{
    adjudicate, default_solver, AdjudicationOptions, ClaimKind, ClaimStatement, Solver,
};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let tricks: u8 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(8);
    let solver = default_solver();
    let opts = AdjudicationOptions::default();
    let mut times = Vec::new();
    let mut worst = (Duration::ZERO, 0);
    let first: u64 = std::env::var("FIRST")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    for seed in first..first + n {
        let pos = random_position(seed, tricks, seed % 3 == 0);
        let claimer = pos.declarer();
        let rem = pos.remaining_tricks();
        let dd = {
            let v = solver.tricks(&pos);
            if pos.to_move().side() == claimer.side() {
                v
            } else {
                rem - v
            }
        };
        let claim = if seed % 2 == 0 { rem } else { dd };
        let t0 = Instant::now();
        let a = adjudicate(
            &pos,
            claimer,
            ClaimKind::Claim(claim),
            &ClaimStatement::none(),
            &opts,
            &solver,
        );
        let dt = t0.elapsed();
        assert!(a.tricks_awarded_to_claimer_side <= dd);
        if std::env::var_os("VERBOSE").is_some() {
            println!(
                "seed {seed}: {dt:?} nodes {} solver calls {}",
                a.stats.nodes, a.stats.solver_calls
            );
        }
        if dt > worst.0 {
            worst = (dt, seed);
        }
        times.push(dt);
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "{n} positions, {tricks} tricks left: p50 {:?}, p90 {:?}, p99 {:?}, max {:?} (seed {})",
        pct(0.5),
        pct(0.9),
        pct(0.99),
        worst.0,
        worst.1
    );
}
