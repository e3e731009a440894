//! Property tests of the adjudicator.

use proptest::prelude::*;
use tenace_claims::testing::{random_position, top_winners_position};
use tenace_claims::{
    adjudicate, default_solver, AdjudicationOptions, ClaimKind, ClaimStatement, Solver,
};
use tenace_core::Seat;

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    /// The award never exceeds the double-dummy tricks of the claimer's side
    /// from the claim position (nor the tricks claimed).
    #[test]
    fn award_never_exceeds_double_dummy(seed in 0u64..1_000_000, left in 1u8..=6, mid in any::<bool>(), who in 0usize..4, claim in 0u8..=6) {
        let solver = default_solver();
        let pos = random_position(seed, left, mid);
        let claimer = Seat::from_index(who);
        let rem = pos.remaining_tricks();
        let dd = {
            let v = solver.tricks(&pos).expect("the solver answers");
            if pos.to_move().side() == claimer.side() { v } else { rem - v }
        };
        let n = claim.min(rem);
        let a = adjudicate(&pos, claimer, ClaimKind::Claim(n), &ClaimStatement::none(), &AdjudicationOptions::default(), &solver).expect("the solver answers");
        prop_assert!(a.tricks_awarded_to_claimer_side <= dd, "{a}");
        prop_assert!(a.tricks_awarded_to_claimer_side <= n);
        prop_assert_eq!(a.double_dummy, dd);
        prop_assert!(a.worst_normal <= dd);
    }

    /// A claim of all the rest, holding nothing but top winners, gets them
    /// all.
    #[test]
    fn all_top_winners_award_every_trick(seed in 0u64..1_000_000, tricks in 1u8..=8, with_statement in any::<bool>()) {
        let solver = default_solver();
        let pos = top_winners_position(seed, tricks);
        let claimer = pos.declarer();
        let statement = if with_statement { ClaimStatement::parse("all mine").unwrap() } else { ClaimStatement::none() };
        let a = adjudicate(&pos, claimer, ClaimKind::Claim(tricks), &statement, &AdjudicationOptions::default(), &solver).expect("the solver answers");
        prop_assert_eq!(a.tricks_awarded_to_claimer_side, tricks, "{}", a);
        prop_assert_eq!(a.line.len(), 4 * tricks as usize);
    }
}
