//! Matchpointing a large field (issue 6): 1,000 pairs over 30 boards, each
//! board played 500 times, 1% adjusted scores; the same at 100 and 10,000
//! scores per board; a baseline that only sums the raw scores.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tenace_core::Vulnerability;
use tenace_score::field::{
    Artificial, BoardField, Component, Entry, Field, Outcome, SideAdjustment,
};
use tenace_score::matchpoints::score_field;
use tenace_score::ScoringOptions;

const BOARDS: u32 = 30;

/// A small deterministic generator (no external randomness needed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// Typical N-S scores on a board: a handful of contracts and results.
const SCORES: [i32; 12] = [-200, -100, -50, 50, 100, 110, 140, 170, 400, 420, 430, 450];

/// A field where each of `tables` N-S pairs plays every board against a
/// different E-W pair; about 1% of the results are adjusted (half
/// artificial A+/A-, half weighted assigned scores).
fn make_field(tables: usize) -> Field {
    let mut rng = Lcg(42);
    let mut pairs: Vec<String> = (0..tables).map(|i| format!("N{i}")).collect();
    pairs.extend((0..tables).map(|i| format!("E{i}")));
    let boards = (1..=BOARDS)
        .map(|board| {
            let entries = (0..tables)
                .map(|t| {
                    let ns = t;
                    let ew = tables + (t + board as usize) % tables;
                    let roll = rng.next() % 1000;
                    let outcome = if roll < 5 {
                        Outcome::Adjusted {
                            ns: SideAdjustment::Artificial(Artificial::AveragePlus),
                            ew: SideAdjustment::Artificial(Artificial::AverageMinus),
                        }
                    } else if roll < 10 {
                        let c = vec![
                            Component {
                                weight: 2.0 / 3.0,
                                ns_score: 420,
                                description: String::new(),
                            },
                            Component {
                                weight: 1.0 / 3.0,
                                ns_score: -50,
                                description: String::new(),
                            },
                        ];
                        Outcome::Adjusted {
                            ns: SideAdjustment::Assigned(c.clone()),
                            ew: SideAdjustment::Assigned(c),
                        }
                    } else {
                        Outcome::Played {
                            ns_score: SCORES[(rng.next() % SCORES.len() as u64) as usize],
                            description: String::new(),
                        }
                    };
                    Entry {
                        ns,
                        ew,
                        outcome,
                        row: 0,
                    }
                })
                .collect();
            BoardField {
                session: "1".to_string(),
                board,
                group: None,
                vulnerability: Vulnerability::for_board(board),
                entries,
            }
        })
        .collect();
    Field {
        event: None,
        pairs,
        boards,
        penalties: Vec::new(),
    }
}

/// Baseline: one pass over the same data, summing each pair's raw score.
fn sum_raw(field: &Field) -> Vec<i64> {
    let mut totals = vec![0i64; field.pairs.len()];
    for b in &field.boards {
        for e in &b.entries {
            if let Outcome::Played { ns_score, .. } = e.outcome {
                totals[e.ns] += i64::from(ns_score);
                totals[e.ew] -= i64::from(ns_score);
            }
        }
    }
    totals
}

/// The same field as CSV text, for the end-to-end measurement.
fn make_csv(field: &Field) -> String {
    let mut s = String::from("board,ns,ew,score,result\n");
    for b in &field.boards {
        for e in &b.entries {
            let (score, result) = match &e.outcome {
                Outcome::Played { ns_score, .. } => (ns_score.to_string(), String::new()),
                Outcome::Adjusted {
                    ns: SideAdjustment::Artificial(_),
                    ..
                } => (String::new(), "A+/A-".to_string()),
                Outcome::Adjusted { .. } => (String::new(), "2/3 +420; 1/3 -50".to_string()),
            };
            s.push_str(&format!(
                "{},{},{},{},{}\n",
                b.board, field.pairs[e.ns], field.pairs[e.ew], score, result
            ));
        }
    }
    s
}

fn bench(c: &mut Criterion) {
    let opts = ScoringOptions::default();
    let mut group = c.benchmark_group("matchpoints");
    group.sample_size(10);
    for tables in [100usize, 500, 10_000] {
        let field = make_field(tables);
        group.throughput(Throughput::Elements((tables * BOARDS as usize) as u64));
        group.bench_with_input(BenchmarkId::new("score_field", tables), &field, |b, f| {
            b.iter(|| score_field(black_box(f), &opts).map(|r| r.pairs.len()))
        });
        group.bench_with_input(
            BenchmarkId::new("baseline_sum_raw", tables),
            &field,
            |b, f| b.iter(|| sum_raw(black_box(f))),
        );
        if tables == 500 {
            let csv = make_csv(&field);
            group.bench_with_input(
                BenchmarkId::new("end_to_end_csv", tables),
                &csv,
                |b, text| {
                    b.iter(|| {
                        let field = tenace_score::field::load_field(black_box(text))
                            .map_err(|e| e.to_string())?;
                        score_field(&field, &opts)
                            .map(|r| r.pairs.len())
                            .map_err(|e| e.to_string())
                    })
                },
            );
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
