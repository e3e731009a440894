//! What each kind of double-dummy question costs pons-dds, at 13 to 10
//! tricks left (issue 18, item 1; docs/benchmarks.md): every card's value
//! (`card_values`, DDS's "solutions 3"), the best cards
//! (`best_cards`, "solutions 2"), the count (`tricks`, "solutions 1") and
//! a yes-or-no question (`at_least`, one probe at a target) answered yes
//! (at the count) and no (one above it). The explanation of a ruling asks
//! the cheapest question that decides each card.
//!
//! `cargo run --release -p tenace-claims --example dd_questions [N]`
//!
//! N seeded random positions for each count of tricks left (a third with
//! part of a trick on the table); mean wall time of each call, in
//! milliseconds (pons-dds solves on its own pool: run on a quiet
//! machine). The answers are checked against each other: a difference
//! stops the run.

use std::time::Instant;

use tenace_claims::testing::random_position;
use tenace_claims::{PonsSolver, Solver};

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50)
        .max(1);
    println!("tricks | every card | best cards | count | yes | no   (mean ms, {n} positions)");
    for tricks in [13u8, 12, 11, 10] {
        let mut t = [0f64; 5];
        for seed in 0..n {
            let pos = random_position(seed, tricks, seed % 3 == 0);
            let timed = |i: usize| {
                let start = Instant::now();
                move |t: &mut [f64; 5]| t[i] += start.elapsed().as_secs_f64()
            };
            let stop = timed(0);
            let values = PonsSolver.card_values(&pos).expect("pons-dds answers");
            stop(&mut t);
            let stop = timed(1);
            let (best, cards) = PonsSolver.best_cards(&pos).expect("pons-dds answers");
            stop(&mut t);
            let stop = timed(2);
            let count = PonsSolver.tricks(&pos).expect("pons-dds answers");
            stop(&mut t);
            let stop = timed(3);
            let yes = PonsSolver.at_least(&pos, count).expect("pons-dds answers");
            stop(&mut t);
            let stop = timed(4);
            let no = PonsSolver
                .at_least(&pos, count + 1)
                .expect("pons-dds answers");
            stop(&mut t);
            let max = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
            let want: Vec<_> = values
                .iter()
                .filter(|&&(_, v)| v == max)
                .map(|&(c, _)| c)
                .collect();
            assert_eq!((best, &cards), (max, &want), "best cards, seed {seed}");
            assert_eq!(count, max, "count, seed {seed}");
            assert!(yes && !no, "yes-or-no, seed {seed}");
        }
        let ms = |i: usize| t[i] * 1e3 / n as f64;
        println!(
            "{tricks:>6} | {:>10.2} | {:>10.2} | {:>5.2} | {:>5.2} | {:>5.2}",
            ms(0),
            ms(1),
            ms(2),
            ms(3),
            ms(4)
        );
    }
}
