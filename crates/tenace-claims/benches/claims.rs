//! Benchmarks of issue 5.
//!
//! `cargo bench -p tenace-claims --bench claims` (add `--features dds-cpp`
//! to measure the C++ DDS through dds-bridge in the same run).
//!
//! Before the criterion groups, the harness times every case once and
//! prints percentiles (criterion reports means, the target is a 99th
//! percentile):
//! * adjudication of the Commentary's claim positions and of 1,000 random
//!   end positions with 8 tricks left (target: at most 50 ms at p99);
//! * the double-dummy table of every deal of list100.txt with each solver,
//!   on one thread (`RAYON_NUM_THREADS=1` for pons-dds's pool), wall time and
//!   CPU time.

use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use tenace_claims::testing::random_position;
use tenace_claims::{
    adjudicate, AdjudicationOptions, ClaimKind, ClaimStatement, PonsSolver, Position, Solver,
};
use tenace_core::{Card, Deal, Hand, Seat, Strain, Suit};

#[path = "../tests/common/dds_fixture.rs"]
mod dds_fixture;

/// A Commentary case: name, position, claimer, tricks claimed, statement,
/// voids known before the claim.
type Case = (
    &'static str,
    Position,
    Seat,
    u8,
    &'static str,
    Vec<(Seat, Suit)>,
);

fn h(s: &str) -> Hand {
    s.parse().expect("hand")
}

fn c(s: &str) -> Card {
    s.parse().expect("card")
}

/// The Commentary's claim positions (tests/commentary.rs): position,
/// claimer, claim, statement, known voids.
fn commentary_cases() -> Vec<Case> {
    let ex49 = Position::new(
        [h("-.-.6.-"), h("7.-.8.-"), h("96.-.-.-"), h("8.J.-.-")],
        Strain::Spades,
        Seat::South,
        Seat::North,
        &[c("H8")],
        [9, 2],
    )
    .expect("ex49");
    let ex50 = Position::new(
        [h("QJ6.-.-.-"), h("A3.8.-.2"), h("7.A.A.A"), h("52.3.7.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::North,
        &[c("SK")],
        [7, 2],
    )
    .expect("ex50");
    let ex51 = Position::ending(
        [
            h("96.32.-.-"),
            h("Q543.-.-.-"),
            h("AKJ8.-.-.-"),
            h("-.AKQJ.-.-"),
        ],
        Strain::NoTrump,
        Seat::South,
        Seat::North,
        9,
    )
    .expect("ex51");
    let seed30 = Position::ending(
        [
            h("-.-.-.5432"),
            h("-.-.987.6"),
            h("AKQ.A.-.-"),
            h("-.2.KQJ.-"),
        ],
        Strain::Hearts,
        Seat::South,
        Seat::South,
        9,
    )
    .expect("seed30");
    let seed31 = Position::ending(
        [h("AJ.-.-.-"), h("-.53.-.-"), h("KT.-.-.-"), h("Q4.-.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::South,
        11,
    )
    .expect("seed31");
    let d70 = Position::ending(
        [h("-.-.5.4"), h("A.2.-.-"), h("-.Q.-.3"), h("-.KJ.-.-")],
        Strain::NoTrump,
        Seat::South,
        Seat::East,
        7,
    )
    .expect("70D2");
    vec![
        ("ex49", ex49, Seat::South, 2, "", vec![]),
        ("ex50 case 1", ex50, Seat::South, 3, "", vec![]),
        (
            "ex50 diamond void known",
            ex50,
            Seat::South,
            3,
            "",
            vec![(Seat::East, Suit::Diamonds)],
        ),
        (
            "ex51 lead the S9",
            ex51,
            Seat::South,
            4,
            "lead the S9",
            vec![(Seat::West, Suit::Spades)],
        ),
        (
            "ex51 no statement",
            ex51,
            Seat::South,
            4,
            "",
            vec![(Seat::West, Suit::Spades)],
        ),
        (
            "seed30 70C",
            seed30,
            Seat::South,
            4,
            "the rest are good",
            vec![],
        ),
        (
            "seed30 draw trumps",
            seed30,
            Seat::South,
            4,
            "draw trumps, the rest are good",
            vec![],
        ),
        (
            "seed31 70E1",
            seed31,
            Seat::South,
            2,
            "",
            vec![(Seat::East, Suit::Spades)],
        ),
        ("C 70D2", d70, Seat::East, 2, "lead the H2", vec![]),
    ]
}

fn percentile(times: &mut [Duration], p: f64) -> Duration {
    times.sort();
    times[((times.len() as f64 - 1.0) * p).round() as usize]
}

fn cpu_time() -> Duration {
    // utime + stime of this process, in clock ticks (100 per second).
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

fn report_adjudication() {
    let solver = PonsSolver;
    let mut times = Vec::new();
    for (name, pos, claimer, n, st, voids) in commentary_cases() {
        let opts = AdjudicationOptions {
            known_voids: voids,
            ..Default::default()
        };
        let statement = ClaimStatement::parse(st).expect("statement");
        let t0 = Instant::now();
        let a = adjudicate(
            &pos,
            claimer,
            ClaimKind::Claim(n),
            &statement,
            &opts,
            &solver,
        )
        .expect("the solver answers");
        let dt = t0.elapsed();
        println!(
            "commentary {name}: award {} of {}, {dt:?}",
            a.tricks_awarded_to_claimer_side, a.remaining
        );
        times.push(dt);
    }
    let max = *times.iter().max().unwrap_or(&Duration::ZERO);
    println!(
        "commentary positions: {} cases, p99 {:?}, max {max:?}",
        times.len(),
        percentile(&mut times, 0.99)
    );

    let count: u64 = std::env::var("CLAIM_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let opts = AdjudicationOptions::default();
    let mut times = Vec::new();
    let mut nodes = Vec::new();
    for seed in 0..count {
        let pos = random_position(seed, 8, seed % 3 == 0);
        let claimer = pos.declarer();
        let rem = pos.remaining_tricks();
        let dd = {
            let v = solver.tricks(&pos).expect("the solver answers");
            if pos.to_move().side() == claimer.side() {
                v
            } else {
                rem - v
            }
        };
        // Half claim everything, half claim the double-dummy count.
        let n = if seed % 2 == 0 { rem } else { dd };
        let t0 = Instant::now();
        let a = adjudicate(
            &pos,
            claimer,
            ClaimKind::Claim(n),
            &ClaimStatement::none(),
            &opts,
            &solver,
        )
        .expect("the solver answers");
        times.push(t0.elapsed());
        nodes.push(a.stats.nodes);
        assert!(a.tricks_awarded_to_claimer_side <= dd);
    }
    nodes.sort();
    let max = *times.iter().max().unwrap_or(&Duration::ZERO);
    println!(
        "random end positions (8 tricks left): {count} cases, p50 {:?}, p90 {:?}, p99 {:?}, max {max:?}; nodes p50 {} p99 {}",
        percentile(&mut times, 0.5),
        percentile(&mut times, 0.9),
        percentile(&mut times, 0.99),
        nodes[nodes.len() / 2],
        nodes[((nodes.len() as f64 - 1.0) * 0.99) as usize]
    );
}

fn list100() -> Vec<Deal> {
    dds_fixture::read_list("list100.txt")
        .into_iter()
        .map(|b| b.deal)
        .collect()
}

fn time_tables(solver: &dyn Solver, deals: &[Deal]) -> Vec<tenace_claims::DdTable> {
    let c0 = cpu_time();
    let t0 = Instant::now();
    let tables: Vec<_> = deals
        .iter()
        .map(|d| solver.table(d).expect("the solver answers"))
        .collect();
    let wall = t0.elapsed();
    let cpu = cpu_time() - c0;
    println!(
        "DD table, {} on list100.txt: {} deals, wall {:?} ({:.1} ms/deal), CPU {:?}",
        solver.name(),
        deals.len(),
        wall,
        wall.as_secs_f64() * 1000.0 / deals.len() as f64,
        cpu
    );
    tables
}

fn report_tables() {
    let deals = list100();
    let pons = time_tables(&PonsSolver, &deals);
    let want: Vec<_> = dds_fixture::read_list("list100.txt")
        .into_iter()
        .map(|b| b.table)
        .collect();
    assert!(
        pons.iter().zip(&want).all(|(a, b)| a.tricks == *b),
        "pons-dds disagrees with list100.txt"
    );
    #[cfg(feature = "dds-cpp")]
    {
        let dds = time_tables(&tenace_claims::DdsSolver::default(), &deals);
        assert!(
            dds.iter().zip(&want).all(|(a, b)| a.tricks == *b),
            "dds-bridge disagrees with list100.txt"
        );
    }
}

fn bench_adjudicate(c: &mut Criterion) {
    let solver = PonsSolver;
    let mut group = c.benchmark_group("adjudicate");
    for (name, pos, claimer, n, st, voids) in commentary_cases() {
        let opts = AdjudicationOptions {
            known_voids: voids,
            ..Default::default()
        };
        let statement = ClaimStatement::parse(st).expect("statement");
        group.bench_function(name, |b| {
            b.iter(|| {
                adjudicate(
                    &pos,
                    claimer,
                    ClaimKind::Claim(n),
                    &statement,
                    &opts,
                    &solver,
                )
                .expect("the solver answers")
            })
        });
    }
    group.finish();
}

fn bench_tables(c: &mut Criterion) {
    let deals: Vec<Deal> = list100().into_iter().take(5).collect();
    let mut group = c.benchmark_group("dd_table_list100_first5");
    group.sample_size(10);
    group.bench_function("pons-dds", |b| {
        b.iter(|| {
            deals
                .iter()
                .map(|d| PonsSolver.table(d).expect("the solver answers"))
                .collect::<Vec<_>>()
        })
    });
    #[cfg(feature = "dds-cpp")]
    {
        let dds = tenace_claims::DdsSolver::default();
        group.bench_function("dds-bridge", |b| {
            b.iter(|| {
                deals
                    .iter()
                    .map(|d| dds.table(d).expect("the solver answers"))
                    .collect::<Vec<_>>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_adjudicate, bench_tables);

fn main() {
    // One core: pons-dds's pool reads this when it is first built.
    if std::env::var_os("RAYON_NUM_THREADS").is_none() {
        std::env::set_var("RAYON_NUM_THREADS", "1");
    }
    let quick = std::env::args().any(|a| a == "--list" || a == "--test");
    if !quick {
        report_tables();
        report_adjudication();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
