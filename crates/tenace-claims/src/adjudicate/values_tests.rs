//! The double-dummy questions the explanation and the located-card filter
//! ask ([`Ctx::best_cards`], [`Ctx::value_of`], [`Ctx::card_reaches`],
//! [`Ctx::small_value`], [`Ctx::learn_child`], [`Ctx::best_of`]) against
//! every card's value from pons-dds: the cheaper questions must give the
//! same numbers.

use super::{Ctx, Script};
use crate::dd::{PonsSolver, Solver};
use crate::position::Position;
use crate::testing::random_position;

fn ctx_for(pos: &Position) -> Ctx<'static> {
    let claimer = pos.to_move();
    let hidden = [claimer.lho(), claimer.rho()];
    let trump = pos.trump().trump();
    Ctx::new(claimer, trump, Script::new(Vec::new()), hidden, &PonsSolver)
}

/// 9 to 11 tricks: the position after a card is then sometimes our
/// solver's ending and sometimes pons-dds's, and a debug build is quick
/// enough. A third of the positions have part of a trick played.
fn positions(n: u64) -> impl Iterator<Item = (u64, Position)> {
    (0..n).map(|seed| {
        let tricks = 9 + (seed % 3) as u8;
        (seed, random_position(31_000 + seed, tricks, seed % 3 == 0))
    })
}

#[test]
fn best_cards_and_one_card_agree_with_every_cards_value() {
    for (seed, pos) in positions(15) {
        let all = PonsSolver.card_values(&pos).expect("pons-dds answers");
        let best = all.iter().map(|&(_, v)| v).max().expect("a legal card");
        let mut ctx = ctx_for(&pos);
        let (value, cards) = ctx.best_cards(&pos);
        assert_eq!(value, best, "best value, seed {seed}: {pos:?}");
        let want: Vec<_> = all
            .iter()
            .filter(|&&(_, v)| v == best)
            .map(|&(c, _)| c)
            .collect();
        let mut got: Vec<_> = cards.iter().collect();
        got.reverse();
        assert_eq!(got, want, "best cards, seed {seed}: {pos:?}");
        for &(card, v) in &all {
            assert_eq!(
                ctx.value_of(&pos, card),
                v,
                "{card:?}, seed {seed}: {pos:?}"
            );
        }
        assert!(ctx.failed.is_none());
    }
}

#[test]
fn yes_or_no_questions_agree_with_every_cards_value() {
    for (seed, pos) in positions(9) {
        let all = PonsSolver.card_values(&pos).expect("pons-dds answers");
        let best = all.iter().map(|&(_, v)| v).max().expect("a legal card");
        for &(card, v) in &all {
            // A fresh context (no count known) for each question asked.
            for k in [v.saturating_sub(1), v, v + 1] {
                let mut ctx = ctx_for(&pos);
                let reaches = ctx.card_reaches(&pos, card, k);
                assert_eq!(reaches, v >= k, "{card:?} >= {k}, seed {seed}: {pos:?}");
            }
            // With the count known, a best card tells the count after it,
            // as does learning it from the best cards.
            let (next, _) = pos.play_unchecked(card);
            let want_next = PonsSolver.tricks(&next).expect("pons-dds answers");
            let mut ctx = ctx_for(&pos);
            ctx.dd_count.insert(pos, best);
            assert_eq!(ctx.card_reaches(&pos, card, best), v == best);
            if pos.remaining_tricks() <= super::SMALL_ENDING {
                // Our solver's value of one card, with the count known
                // and without.
                assert_eq!(ctx.small_value(&pos, card), v, "seed {seed}");
                assert_eq!(ctx_for(&pos).small_value(&pos, card), v, "seed {seed}");
            }
            if v == best && !next.is_over() {
                assert_eq!(ctx.dd_count.get(&next), Some(&want_next), "seed {seed}");
            }
            let mut ctx = ctx_for(&pos);
            ctx.best_cards(&pos);
            ctx.learn_child(&pos, card, false);
            let learnt = ctx.dd_count.get(&next).copied();
            // Above our solver's endings only the best cards are known;
            // below, every card's value is, and so is the count after it.
            if v == best && !next.is_over() || pos.remaining_tricks() <= super::SMALL_ENDING {
                assert_eq!(
                    learnt,
                    (!next.is_over()).then_some(want_next),
                    "seed {seed}"
                );
            } else {
                assert_eq!(
                    learnt, None,
                    "nothing learnt from a lesser card, seed {seed}"
                );
            }
            assert!(ctx.failed.is_none());
        }
    }
}

/// The trait's own answers to the two cheaper questions (what a solver
/// without them gives, here our own) agree with pons-dds's.
#[test]
fn the_default_questions_agree_with_pons_dds() {
    let ours = crate::small::AlphaBetaSolver::new();
    for seed in 0..40u64 {
        let pos = random_position(32_000 + seed, 4 + (seed % 4) as u8, seed % 3 == 0);
        let solver: &dyn Solver = &ours;
        assert_eq!(
            solver.best_cards(&pos).expect("ours answers"),
            PonsSolver.best_cards(&pos).expect("pons-dds answers"),
            "seed {seed}: {pos:?}"
        );
        let count = PonsSolver.tricks(&pos).expect("pons-dds answers");
        for k in 0..=pos.remaining_tricks() + 1 {
            let want = k <= count;
            assert_eq!(solver.at_least(&pos, k), Ok(want), "seed {seed}, {k}");
            assert_eq!(PonsSolver.at_least(&pos, k), Ok(want), "seed {seed}, {k}");
        }
    }
}

/// The located-card filter above [`super::search`]'s lazy limit: the
/// cards of `keep` worth at least the best of `compared` (all of `keep`
/// when none is), from the best cards when they answer, against every
/// card's value.
#[test]
fn the_located_card_filter_agrees_with_every_cards_value() {
    use tenace_core::Hand;
    for seed in 0..3u64 {
        let pos = random_position(33_000 + seed, 12, seed == 1);
        let all = PonsSolver.card_values(&pos).expect("pons-dds answers");
        let legal: Vec<_> = all.iter().map(|&(c, _)| c).collect();
        let value = |c| all.iter().find(|&&(x, _)| x == c).map(|&(_, v)| v);
        // Subsets of the legal cards: every other card, the first three,
        // the last three, all.
        let subsets: Vec<Hand> = vec![
            legal.iter().step_by(2).copied().collect(),
            legal.iter().take(3).copied().collect(),
            legal.iter().rev().take(3).copied().collect(),
            legal.iter().copied().collect(),
        ];
        let mut ctx = ctx_for(&pos);
        for &keep in &subsets {
            for &compared in &subsets {
                let compared = compared & keep;
                let best = compared.iter().filter_map(value).max().unwrap_or(0);
                let want: Hand = keep.iter().filter(|&c| value(c) >= Some(best)).collect();
                let want = if want.is_empty() { keep } else { want };
                assert_eq!(
                    ctx.best_of(&pos, keep, compared),
                    want,
                    "seed {seed}: {pos:?}"
                );
            }
        }
        assert!(ctx.failed.is_none());
    }
}
