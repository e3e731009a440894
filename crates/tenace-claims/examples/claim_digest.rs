//! A differential check for work on the adjudicator's speed: adjudicates
//! seeded random end positions (5 to 8 tricks left, with varied claims,
//! statements, player classes and options) and prints one line per case,
//! the whole ruling as JSON with the search statistics left out, plus a
//! Law 69B review for some of them. Two versions of the adjudicator agree
//! when their outputs are identical:
//!
//! `cargo run --release -p tenace-claims --example claim_digest [N] > a.txt`

use tenace_claims::testing::random_position;
use tenace_claims::{
    adjudicate, default_solver, review_agreement, AdjudicationOptions, ClaimKind, ClaimStatement,
    PlayerClass, SearchStats, Solver, SuitOrder,
};

/// Statements tried in turn; some name cards the claimer may not hold.
const STATEMENTS: [&str; 10] = [
    "",
    "draw trumps, the rest are good",
    "run clubs",
    "cross-ruff",
    "ruff a heart in dummy, then draw trumps",
    "finesse against the SQ",
    "conceding a spade",
    "cash SA SK, then run clubs",
    "discard a club",
    "run hearts from the top, then concede the rest",
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let solver = default_solver();
    for seed in 0..n {
        let tricks = 5 + (seed % 4) as u8;
        let pos = random_position(seed, tricks, seed % 3 == 0);
        let declarer = pos.declarer();
        let claimer = match seed % 7 {
            0 => declarer.partner(),
            1 => declarer.lho(),
            _ => declarer,
        };
        let rem = pos.remaining_tricks();
        let dd = {
            let v = solver.tricks(&pos).expect("the solver answers");
            if pos.to_move().side() == claimer.side() {
                v
            } else {
                rem - v
            }
        };
        let kind = match (seed / 4) % 5 {
            0 | 1 => ClaimKind::Claim(rem),
            2 => ClaimKind::Claim(dd),
            3 => ClaimKind::Claim(dd.saturating_sub(1)),
            // Conceding more than double dummy, so that 71B may restore.
            _ => ClaimKind::Concession((rem - dd + 1 + (seed % 2) as u8).min(rem)),
        };
        let text = if seed % 2 == 0 {
            ""
        } else {
            STATEMENTS[((seed / 2) % STATEMENTS.len() as u64) as usize]
        };
        let statement = ClaimStatement::parse(text).expect("statement");
        let opts = AdjudicationOptions {
            class: if seed % 5 == 4 {
                PlayerClass::Expert
            } else {
                PlayerClass::Average
            },
            default_order: (seed % 11 == 3).then_some(SuitOrder::TopDown),
            aware_of_trumps: match seed % 13 {
                5 => Some(true),
                9 => Some(false),
                _ => None,
            },
            ..AdjudicationOptions::default()
        };
        let mut a = adjudicate(&pos, claimer, kind, &statement, &opts, &solver)
            .expect("the solver answers");
        a.stats = SearchStats::default();
        let json = serde_json::to_string(&a).expect("json");
        println!("{seed} {tricks} {text:?}: {json}");
        // The English explanation, as the command line prints it.
        for line in a.to_string().lines() {
            println!("{seed}   {line}");
        }
        if seed % 4 == 1 {
            let r = review_agreement(&pos, claimer, kind, &statement, seed % 8 == 1, &solver)
                .expect("the solver answers");
            println!(
                "{seed} review: {}",
                serde_json::to_string(&r).expect("json")
            );
        }
    }
}
