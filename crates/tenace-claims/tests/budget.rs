//! The node budget (`AdjudicationOptions::node_limit`): a ruling cut short
//! says so, and says which part was cut.

use tenace_claims::testing::random_position;
use tenace_claims::{
    adjudicate, AdjudicationOptions, AlphaBetaSolver, ClaimKind, ClaimStatement, Note,
};

fn notes(a: &tenace_claims::Adjudication) -> (bool, bool) {
    let search = a
        .notes
        .iter()
        .any(|n| matches!(n, Note::SearchIncomplete { .. }));
    let line = a
        .notes
        .iter()
        .any(|n| matches!(n, Note::ExplanationIncomplete { .. }));
    (search, line)
}

#[test]
fn a_ruling_cut_short_says_whether_the_award_or_only_the_line_was_cut() {
    let solver = AlphaBetaSolver::new();
    let statement = ClaimStatement::parse("").unwrap();
    let mut line_cut = 0;
    for seed in 0..40 {
        let pos = random_position(seed, 7, false);
        let claimer = pos.declarer();
        let kind = ClaimKind::Claim(pos.remaining_tricks());
        let full = adjudicate(
            &pos,
            claimer,
            kind,
            &statement,
            &AdjudicationOptions::default(),
            &solver,
        )
        .unwrap();
        assert_eq!(
            notes(&full),
            (false, false),
            "seed {seed}: no budget reached"
        );
        let total = full.stats.nodes;
        for limit in [total / 4, total / 2, total * 3 / 4, total.saturating_sub(2)] {
            let opts = AdjudicationOptions {
                node_limit: limit,
                ..AdjudicationOptions::default()
            };
            let cut = adjudicate(&pos, claimer, kind, &statement, &opts, &solver).unwrap();
            let (search, line) = notes(&cut);
            // Never both; and when only the line was cut, the award is the
            // complete search's.
            assert!(!(search && line), "seed {seed} limit {limit}");
            if line {
                line_cut += 1;
                assert_eq!(
                    cut.tricks_awarded_to_claimer_side, full.tricks_awarded_to_claimer_side,
                    "seed {seed} limit {limit}"
                );
            }
            if cut.stats.nodes > limit {
                assert!(
                    search || line,
                    "seed {seed} limit {limit}: cut without a note"
                );
            }
        }
    }
    assert!(
        line_cut > 0,
        "no explanation was cut: the case is not exercised"
    );
}
