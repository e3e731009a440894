//! The explanation's questions: does the line from a node keep a target?
//!
//! The node is known to give the claimer's side at least the target, so
//! the answer is yes exactly when some line reaches it. The plain search
//! finds such a line in its own order of the cards, and when its first
//! tries go wrong it must first show that each of them does better, which
//! can cost millions of positions while the line itself is short. When the
//! plain search does not answer within a small budget, the question is
//! answered the way the explanation walks: the node's cards in the
//! explanation's order, each asked the same question one card lower.
//! Every answer is a fact about the node, whichever way it is found, so
//! the rulings do not change; but a line found that way is the one the
//! explanation then walks, and the cards shown to do better on the way are
//! those it must show anyway, so the walk asks nothing twice (the answers
//! are kept).

use super::super::*;
use super::{pick_defence, pick_in_order};

/// Positions the plain search may visit for one question before the
/// question is asked card by card.
const PLAIN_BUDGET: u64 = 4096;

/// Questions asked card by card this deep or less take the opponents'
/// cards in the explanation's order even when that costs a call of the
/// solver passed in (above [`SMALL_ENDING`] tricks): they are near the
/// line the explanation walks, where a card shown to do better is one the
/// walk must show anyway. Deeper, the opponents' cards are taken in the
/// search's order, and any that keeps the target answers.
const ORDERED_DEPTH: u32 = 2;

/// The answers found so far, by node and target.
#[derive(Default)]
pub(super) struct Known {
    answers: HashMap<(Node, u8), bool>,
    /// How many questions are being asked card by card.
    depth: u32,
}

impl Known {
    /// Whether a question is being asked card by card (the node is off
    /// the line the explanation walks).
    pub(super) fn asking(&self) -> bool {
        self.depth > 0
    }

    /// Whether the least successful line from `node`, which gives the
    /// claimer's side at least `target` tricks, gives exactly `target`.
    pub(super) fn keeps(&mut self, ctx: &mut Ctx<'_>, node: &Node, target: u8) -> bool {
        if let Some(&k) = self.answers.get(&(*node, target)) {
            return k;
        }
        let plain = ctx.within(PLAIN_BUDGET, |ctx, _| {
            ctx.search_above(node, target + 1, target)
        });
        let answer = match plain {
            Some(v) => v == target,
            None => {
                self.depth += 1;
                let answer = self.by_cards(ctx, node, target);
                self.depth -= 1;
                remember(ctx, node, target, answer);
                answer
            }
        };
        if !ctx.aborted {
            self.answers.insert((*node, target), answer);
        }
        answer
    }

    /// [`Known::keeps`] asked of each card of `node`'s choice in the
    /// explanation's order.
    fn by_cards(&mut self, ctx: &mut Ctx<'_>, node: &Node, target: u8) -> bool {
        let seat = node.pos.to_move();
        let mut choice = ctx.choices(node);
        if ctx.on_side(seat) || choice.cards.len() == 1 {
            let picked = pick_in_order(ctx, self, node, &choice.cards, target, true, false);
            return picked.is_some();
        }
        let lazy = ctx.lazy_values(&node.pos);
        if lazy || ctx.dd_cache.contains_key(&node.pos) || self.depth <= ORDERED_DEPTH {
            return pick_defence(ctx, self, node, &choice.cards, target, lazy, true).is_some();
        }
        // Deep in a question, the opponents' order would cost a call of the
        // solver passed in: any card that keeps the target answers it.
        ctx.order_for_min(&node.pos, &mut choice.cards);
        for &card in choice.cards.iter() {
            let (child, gain) = ctx.apply(node, card);
            if gain <= target && self.keeps(ctx, &child, target - gain) {
                return true;
            }
            if ctx.aborted {
                break;
            }
        }
        false
    }
}

/// Puts an answer found card by card in the line search's table, as the
/// search would have: at a trick boundary, the exact value `target` or at
/// least one trick more.
fn remember(ctx: &mut Ctx<'_>, node: &Node, target: u8, keeps: bool) {
    if ctx.aborted || node.pos.trick_len() != 0 {
        return;
    }
    let key = ctx.key(node);
    let entry = if keeps {
        Entry {
            value: target,
            exact: true,
        }
    } else {
        Entry {
            value: target + 1,
            exact: false,
        }
    };
    // An exact entry stays; a bound gives way to the exact value or a
    // higher bound.
    let better = match ctx.memo.get(&key) {
        Some(e) => !e.exact && (entry.exact || e.value < entry.value),
        None => true,
    };
    if better {
        ctx.memo.insert(key, entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{random_position, FailingSolver};

    /// Asked card by card (at every depth, whatever the budget) and asked
    /// of the plain search, each card of the root's choice gets the same
    /// answer, on seeded endings of 5 to 7 tricks (our own solver answers
    /// every double-dummy question there, so the solver passed in is
    /// never called).
    #[test]
    fn card_by_card_agrees_with_the_plain_search() {
        let solver = FailingSolver;
        let mut asked = 0;
        let mut kept = 0;
        for seed in 0..60u64 {
            let pos = random_position(seed, 5 + (seed % 3) as u8, seed % 2 == 1);
            let claimer = Seat::from_index((seed % 4) as usize);
            let new_ctx = || Ctx::plain(claimer, &pos, &solver);
            let mut ctx = new_ctx();
            let root = Node::at(pos);
            let worst = ctx.search_exact(&root);
            let choice = ctx.choices(&root);
            for &card in choice.cards.iter() {
                let (child, gain) = ctx.apply(&root, card);
                if gain > worst {
                    continue;
                }
                let target = worst - gain;
                let plain = new_ctx().search_above(&child, target + 1, 0) == target;
                let mut known = Known::default();
                let by_cards = known.by_cards(&mut ctx, &child, target);
                assert_eq!(by_cards, plain, "seed {seed}, {card}: {pos:?}");
                assert_eq!(known.keeps(&mut ctx, &child, target), plain);
                asked += 1;
                kept += usize::from(plain);
            }
            assert!(!ctx.aborted && ctx.failed.is_none());
        }
        // Both answers occur.
        assert!(kept > 0 && kept < asked, "{kept} of {asked}");
    }
}
