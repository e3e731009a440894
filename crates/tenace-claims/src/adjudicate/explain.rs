//! The explanation of a ruling: the worst normal line walked card by card,
//! with the rule that decided each card (Law 70 and its footnote, 70C,
//! 70D, 70E1).

use super::*;

mod known;

use known::Known;

/// Whether [`explain`] weighs the cards at `root` by their double-dummy
/// values (above [`SMALL_ENDING`]): the claimer's side free to choose
/// among several (its card's [`Decision`]), or, in the explanation's own
/// order, the opponents to choose among several (their card of highest
/// value first; the award's search's order does not weigh them).
pub(super) fn explain_weighs_root(ctx: &mut Ctx<'_>, root: &Node) -> bool {
    let seat = root.pos.to_move();
    let choice = ctx.choices(root);
    if ctx.on_side(seat) {
        !choice.scripted && classes(&root.pos, root.pos.legal_cards(), Hand::EMPTY).len() > 1
    } else {
        explain_budget(root.pos.remaining_tricks()) > 0 && choice.cards.len() > 1
    }
}

/// Positions the explanation's own order may cost (its questions whether
/// a card's line keeps the target) before the line shown becomes the one
/// the award's search found.
const EXPLAIN_BUDGET: u64 = 200_000;

/// Tricks left at the claim above which the explanation shows the award's
/// search's line without trying its own order: there the own order's
/// questions cost about a third of a ruling's time at 10 tricks and a
/// fifth at 13 (docs/benchmarks.md), and either line is a least
/// successful normal one.
const OWN_ORDER_TRICKS: u8 = 8;

/// The positions the explanation's own order may cost for a claim with
/// `remaining` tricks left: none above [`OWN_ORDER_TRICKS`].
fn explain_budget(remaining: u8) -> u64 {
    if remaining > OWN_ORDER_TRICKS {
        0
    } else {
        EXPLAIN_BUDGET
    }
}

/// The order in which [`walk`] tries the cards of a node.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// The explanation's own: the claimer's side's cards in the choice's
    /// order (suit by suit, lowest first), the opponents' by double-dummy
    /// value, highest first.
    Shown,
    /// The award's search's ([`Ctx::order_for_min`]): the first card of
    /// that order that keeps the target is the one the search's line
    /// took, and the table already holds its answers.
    Search,
    /// [`Order::Shown`] within the explanation's budget: the walk stops
    /// once a question is cut short below the ruling's own limit (given).
    Budgeted(u64),
}

/// What [`walk`] starts from.
struct Facts<'f> {
    root: &'f Node,
    worst: u8,
    outstanding: &'f [Card],
    aware: bool,
    defender_claim: bool,
}

/// Walks the worst normal line and says what decided each card.
///
/// The line is walked in the explanation's own order while that costs at
/// most [`EXPLAIN_BUDGET`] positions; past it (the questions of that
/// order can cost millions of positions at 13 tricks where the award took
/// thousands), or with more than [`OWN_ORDER_TRICKS`] tricks left, the
/// line shown is the award's search's own. Either is a
/// least successful normal line (Law 70, footnote), which is what the
/// explanation must show; the budget is counted in positions, so the
/// choice is the same on every machine.
pub(super) fn explain(
    ctx: &mut Ctx<'_>,
    root: &Node,
    worst: u8,
    outstanding: &[Card],
    aware: bool,
    defender_claim: bool,
    notes: &mut Vec<Note>,
) -> Vec<ExplainedPlay> {
    let facts = Facts {
        root,
        worst,
        outstanding,
        aware,
        defender_claim,
    };
    explain_within(
        ctx,
        &facts,
        notes,
        explain_budget(root.pos.remaining_tricks()),
    )
}

/// [`explain`] with the explanation's own order allowed `budget`
/// positions (none: the search's order at once).
fn explain_within(
    ctx: &mut Ctx<'_>,
    facts: &Facts<'_>,
    notes: &mut Vec<Note>,
    budget: u64,
) -> Vec<ExplainedPlay> {
    let walk_with =
        |ctx: &mut Ctx<'_>, order: Order, notes: &mut Vec<Note>| walk(ctx, facts, notes, order);
    if ctx.aborted {
        // The award's search stopped at the ruling's budget: no line of
        // its own to fall back on.
        return walk_with(ctx, Order::Shown, notes);
    }
    if budget == 0 {
        return walk_with(ctx, Order::Search, notes);
    }
    let mut shown_notes = Vec::new();
    let shown = ctx.within(budget, |ctx, limit| {
        walk_with(ctx, Order::Budgeted(limit), &mut shown_notes)
    });
    match shown {
        Some(line) => {
            notes.append(&mut shown_notes);
            line
        }
        None => walk_with(ctx, Order::Search, notes),
    }
}

/// [`explain`]'s walk in one order of the cards.
fn walk(
    ctx: &mut Ctx<'_>,
    facts: &Facts<'_>,
    notes: &mut Vec<Note>,
    order: Order,
) -> Vec<ExplainedPlay> {
    let Facts {
        root,
        worst,
        outstanding,
        aware,
        defender_claim,
    } = *facts;
    let mut line: Vec<ExplainedPlay> = Vec::new();
    let mut node = *root;
    let mut target = worst;
    let mut reported_not_done = Vec::new();
    let mut trick_start = 0;
    // While the line keeps the exact result of a complete search, `target`
    // is the exact value of `node`, so no card of its choice gives less.
    let mut exact_line = !ctx.aborted;
    let mut known = Known::default();
    while !node.pos.is_over() {
        let seat = node.pos.to_move();
        let choice = ctx.choices(&node);
        let legal_classes = classes(&node.pos, node.pos.legal_cards(), Hand::EMPTY).len();
        if let Some(i) = directive_not_carried_out(ctx, &node, &reported_not_done) {
            reported_not_done.push(i);
            notes.push(Note::DirectiveNotCarriedOut { directive: i });
        }
        // The first card whose line keeps the target; of the opponents'
        // cards, the one of highest double-dummy value (the first such), so
        // the line shows their natural best. Every card's line gives at
        // least the target, so a search bounded just above it decides.
        let lazy = ctx.lazy_values(&node.pos);
        let floor_known = exact_line;
        let picked = if order == Order::Search {
            let mut cards = choice.cards;
            ctx.order_for_min(&node.pos, &mut cards);
            pick_in_order(ctx, &mut known, &node, &cards, target, floor_known, true)
        } else if !ctx.on_side(seat) && choice.cards.len() > 1 {
            pick_defence(
                ctx,
                &mut known,
                &node,
                &choice.cards,
                target,
                lazy,
                floor_known,
            )
        } else {
            pick_in_order(
                ctx,
                &mut known,
                &node,
                &choice.cards,
                target,
                floor_known,
                true,
            )
        };
        if let Order::Budgeted(limit) = order {
            if ctx.aborted && ctx.failed.is_none() && ctx.nodes <= limit {
                // Over the explanation's budget: [`explain`] walks again
                // in the search's order.
                break;
            }
        }
        exact_line &= picked.is_some();
        let Some((card, child, gain)) = picked.or_else(|| {
            choice.cards.first().map(|&c| {
                let (child, gain) = ctx.apply(&node, c);
                (c, child, gain)
            })
        }) else {
            break;
        };
        let decision = decide(
            ctx,
            &node,
            card,
            &choice,
            legal_classes,
            lazy,
            defender_claim,
        );
        ctx.learn_child(&node.pos, card, legal_classes <= 1);
        let (_, winner) = node.pos.play_unchecked(card);
        line.push(ExplainedPlay {
            trick: 14 - node.pos.remaining_tricks(),
            seat,
            card,
            claiming_side: ctx.on_side(seat),
            decision,
            trick_won_by: winner,
            lost_to_outstanding_trump: false,
        });
        if let Some(w) = winner {
            if !aware && !ctx.on_side(w) {
                mark_outstanding_trump(&mut line[trick_start..], w, outstanding);
            }
            trick_start = line.len();
        }
        if ctx.failed.is_some() {
            // The solver failed on the way: the ruling is an error, and
            // the line has no meaning past this point.
            break;
        }
        // Past a search cut short by the node budget the card may not keep
        // the target (the ruling says so: Note::ExplanationIncomplete).
        target = target.saturating_sub(gain);
        node = child;
    }
    line
}

/// The directive the claimer's side should be carrying out at `node` when
/// it leads and cannot (a card or suit it no longer holds, say), if not
/// reported yet.
fn directive_not_carried_out(ctx: &mut Ctx<'_>, node: &Node, reported: &[usize]) -> Option<usize> {
    let seat = node.pos.to_move();
    if !ctx.on_side(seat) {
        return None;
    }
    let (step, i) = ctx.step(node.cursor)?;
    let applies = ctx
        .script_allowed(node, seat, node.pos.legal_cards())
        .is_some();
    let leading = node.pos.trick_len() == 0;
    let exempt = matches!(
        step,
        Step::Concede { .. } | Step::Discard { .. } | Step::Ruff { .. }
    );
    (!applies && leading && !exempt && !reported.contains(&i)).then_some(i)
}

/// The opponents' card on the line: their cards in order of double-dummy
/// value, highest first (the earlier card on a tie), each value found only
/// when the order needs it; the first whose line keeps `target`.
fn pick_defence(
    ctx: &mut Ctx<'_>,
    known: &mut Known,
    node: &Node,
    cards: &CardList,
    target: u8,
    lazy: bool,
    exact_line: bool,
) -> Option<(Card, Node, u8)> {
    let n = cards.len();
    let mut exact = [None; 13];
    let mut tried = [false; 13];
    if !lazy && !known.asking() {
        // On the walked line the first card in order among those of the
        // best value comes first (it usually keeps the target); only if
        // its line does not are the others valued. Off the line, where
        // the answer is often that no card keeps it, every card's value
        // at once.
        let pos = &node.pos;
        let valued = ctx.dd_best.contains_key(pos) || ctx.dd_cache.contains_key(pos);
        let first_best = match ctx.dd_count.get(pos) {
            Some(&v) if !valued && n > 0 => ctx.card_reaches(pos, cards[0], v).then_some(0),
            _ => None,
        };
        let first = first_best.or_else(|| {
            let (_, best) = ctx.best_cards(pos);
            cards.iter().position(|c| best.contains(*c))
        });
        if let Some(i) = first {
            tried[i] = true;
            if let Some(found) = defence_keeps(ctx, known, node, cards[i], target, exact_line) {
                return Some(found);
            }
            // The other cards of the best value, in order, before any
            // card of less.
            let (_, best) = ctx.best_cards(pos);
            for j in i + 1..n {
                if best.contains(cards[j]) {
                    tried[j] = true;
                    if let Some(found) =
                        defence_keeps(ctx, known, node, cards[j], target, exact_line)
                    {
                        return Some(found);
                    }
                }
            }
        }
    }
    if !lazy {
        let values = ctx.card_values(&node.pos);
        for (i, c) in cards.iter().enumerate() {
            exact[i] = Some(values.get(*c));
        }
    }
    let mut at_most = [u8::MAX; 13];
    let count = ctx.dd_count.get(&node.pos).copied();
    loop {
        let mut next: Option<(usize, u8)> = None;
        for i in 0..n {
            if tried[i] {
                continue;
            }
            let c = cards[i];
            match next {
                None => {
                    let v = match exact[i] {
                        Some(v) => v,
                        None => ctx.small_value(&node.pos, c),
                    };
                    exact[i] = Some(v);
                    next = Some((i, v));
                }
                Some((_, best)) => {
                    // Nothing is better than the position's count.
                    if at_most[i] <= best || count.is_some_and(|v| best >= v) {
                        continue;
                    }
                    let better = match exact[i] {
                        Some(v) => v > best,
                        None => ctx.small.card_at_least(&node.pos, c, best + 1),
                    };
                    if better {
                        let v = match exact[i] {
                            Some(v) => v,
                            None => ctx.small_value(&node.pos, c),
                        };
                        exact[i] = Some(v);
                        next = Some((i, v));
                    } else {
                        at_most[i] = best;
                    }
                }
            }
        }
        let (i, v) = next?;
        tried[i] = true;
        if let Some(found) = defence_keeps(ctx, known, node, cards[i], target, exact_line) {
            ctx.learn_value(&node.pos, cards[i], v);
            return Some(found);
        }
    }
}

/// `card` with the node after it, if its line keeps `target`.
fn defence_keeps(
    ctx: &mut Ctx<'_>,
    known: &mut Known,
    node: &Node,
    card: Card,
    target: u8,
    exact_line: bool,
) -> Option<(Card, Node, u8)> {
    let (child, gain) = ctx.apply(node, card);
    (gain <= target && keeps(ctx, known, &child, target - gain, exact_line))
        .then_some((card, child, gain))
}

/// The claimer's side's card on the line (or the opponents' only card):
/// the first of the choice whose line keeps `target`. `walking`: `node` is
/// on the line the explanation walks, so one of the cards keeps the target
/// (unless a search was cut short); a question asked card by card
/// ([`Known::keeps`]) does not know that.
fn pick_in_order(
    ctx: &mut Ctx<'_>,
    known: &mut Known,
    node: &Node,
    cards: &CardList,
    target: u8,
    exact_line: bool,
    walking: bool,
) -> Option<(Card, Node, u8)> {
    let n = cards.len();
    for (k, &card) in cards.iter().enumerate() {
        let (child, gain) = ctx.apply(node, card);
        // The line keeps the target through one of the cards: with
        // a single card, or when every card before the last was
        // shown to do better, the last card needs no search.
        if walking && k + 1 == n && (n == 1 || !ctx.aborted) {
            return Some((card, child, gain));
        }
        if gain > target {
            continue;
        }
        if keeps(ctx, known, &child, target - gain, exact_line) {
            return Some((card, child, gain));
        }
    }
    None
}

/// Whether the least successful line from `node` gives the claimer's side
/// `target` tricks: with `floor_known` (`node` gives at least that), a
/// question bounded just above it ([`Known::keeps`]); otherwise the plain
/// search from nothing.
fn keeps(ctx: &mut Ctx<'_>, known: &mut Known, node: &Node, target: u8, floor_known: bool) -> bool {
    if floor_known && !ctx.aborted {
        known.keeps(ctx, node, target)
    } else {
        ctx.search_above(node, target + 1, 0) == target
    }
}

/// What decided `card` at `node`: the defence, a forced card, the
/// statement, or the claimer's side's own choice, careless (70D1, 70D2,
/// 70E1) when a better card was there.
fn decide(
    ctx: &mut Ctx<'_>,
    node: &Node,
    card: Card,
    choice: &Choice,
    legal_classes: usize,
    lazy: bool,
    defender_claim: bool,
) -> Decision {
    let seat = node.pos.to_move();
    if !ctx.on_side(seat) {
        return Decision::Defence;
    }
    if legal_classes <= 1 {
        return Decision::Forced;
    }
    if choice.scripted {
        let i = ctx.step(node.cursor).map(|(_, i)| i).unwrap_or(0);
        return Decision::Stated { directive: i };
    }
    let pos = &node.pos;
    let (best, mine) = if lazy {
        // With the position's count known, one probe says whether the card
        // is a best one.
        if let Some(&v) = ctx.dd_count.get(pos) {
            if ctx.card_reaches(pos, card, v) {
                return Decision::Normal;
            }
        }
        ctx.best_against(pos, card)
    } else if let Some(&(bv, cards)) = ctx.dd_best.get(pos) {
        // The best card named is the lowest of those of the best value.
        let mine = if cards.contains(card) {
            bv
        } else {
            ctx.value_of(pos, card)
        };
        (cards.iter().min().map(|c| (c, bv)), Some(mine))
    } else {
        // With the position's count known, one question says whether the
        // card is a best one (then nothing more is needed); otherwise
        // every card's value.
        if let Some(&v) = ctx.dd_count.get(pos) {
            if ctx.card_reaches(pos, card, v) {
                return Decision::Normal;
            }
        }
        let values = ctx.card_values(pos);
        let best = values.iter().max_by_key(|(_, v)| *v).copied();
        let mine = values.iter().find(|(c, _)| *c == card).map(|(_, v)| *v);
        (best, mine)
    };
    let (Some((bc, bv)), Some(mv)) = (best, mine) else {
        return Decision::Normal;
    };
    if mv >= bv {
        return Decision::Normal;
    }
    let led = node.pos.led_suit();
    let following = led.is_some_and(|l| card.suit() == l);
    let opponent_after = node.pos.trick_len() < 3
        && (node.pos.trick_len() + 1..4).any(|k| !ctx.on_side(node.pos.leader().advance(k)));
    let law = if defender_claim && seat != ctx.claimer {
        LawPoint::L70D2
    } else if following && opponent_after {
        LawPoint::L70E1
    } else {
        LawPoint::L70D1
    };
    Decision::Careless {
        law,
        best: bc,
        cost: bv - mv,
    }
}

/// 70C: a trick of `trick` (the plays of one trick) went to `winner`, an
/// opponent, with a trump the opponents held at the claim: that card is
/// marked, and every careless point of the trick is put under 70C.
fn mark_outstanding_trump(trick: &mut [ExplainedPlay], winner: Seat, outstanding: &[Card]) {
    let Some(wc) = trick.iter().find(|p| p.seat == winner).map(|p| p.card) else {
        return;
    };
    if !outstanding.contains(&wc) {
        return;
    }
    for p in trick.iter_mut() {
        if p.card == wc {
            p.lost_to_outstanding_trump = true;
        }
        if let Decision::Careless { law, .. } = &mut p.decision {
            *law = LawPoint::L70C;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{random_position, FailingSolver};

    /// Replays `line` from `root`: every card is one of its node's
    /// choices (the statement's, or a normal card of the claimer's side,
    /// any card of the opponents'), and the claimer's side wins `worst`
    /// tricks on it, which makes it a least successful normal line.
    fn check_line(ctx: &mut Ctx<'_>, root: &Node, worst: u8, line: &[ExplainedPlay]) {
        let mut node = *root;
        let mut won = 0;
        for play in line {
            assert_eq!(play.seat, node.pos.to_move());
            let choice = ctx.choices(&node);
            assert!(
                choice.cards.contains(&play.card),
                "{} is not a choice at {:?}",
                play.card,
                node.pos
            );
            let (child, gain) = ctx.apply(&node, play.card);
            won += gain;
            node = child;
        }
        assert!(node.pos.is_over(), "the line stops before the end");
        assert_eq!(
            won, worst,
            "the line gives {won}, the award's search {worst}"
        );
    }

    /// A seeded ending of `tricks` tricks, claimed by a seat that turns
    /// with the seed (no statement, average players): its context, its
    /// root and the award's count.
    fn seeded(seed: u64, tricks: u8, solver: &dyn Solver) -> (Ctx<'_>, Node, u8) {
        let pos = random_position(seed, tricks, seed.is_multiple_of(3));
        let claimer = Seat::from_index((seed % 4) as usize);
        let mut ctx = Ctx::plain(claimer, &pos, solver);
        let root = Node::at(pos);
        let worst = ctx.search_exact(&root);
        (ctx, root, worst)
    }

    /// What the walk starts from at `root`, every trump known.
    fn facts(root: &Node, worst: u8) -> Facts<'_> {
        Facts {
            root,
            worst,
            outstanding: &[],
            aware: true,
            defender_claim: false,
        }
    }

    /// On seeded endings of 5 to 8 tricks (our own solver answers every
    /// double-dummy question, so the solver passed in is never called),
    /// the line walked in either order is a least successful normal line;
    /// with no budget the explanation shows the search's order, with a
    /// large one its own, and the two differ somewhere.
    #[test]
    fn both_orders_show_a_least_successful_normal_line() {
        let solver = FailingSolver;
        let mut differ = 0;
        for seed in 0..40u64 {
            let (mut ctx, root, worst) = seeded(seed, 5 + (seed % 4) as u8, &solver);
            let facts = facts(&root, worst);
            let mut notes = Vec::new();
            let shown = explain_within(&mut ctx, &facts, &mut notes, u64::MAX);
            let search = explain_within(&mut ctx, &facts, &mut notes, 0);
            assert!(!ctx.aborted && ctx.failed.is_none(), "seed {seed}");
            check_line(&mut ctx, &root, worst, &shown);
            check_line(&mut ctx, &root, worst, &search);
            let direct = walk(&mut ctx, &facts, &mut notes, Order::Search);
            assert_eq!(
                search, direct,
                "seed {seed}: no budget is the search's order"
            );
            let own = walk(&mut ctx, &facts, &mut notes, Order::Shown);
            assert_eq!(shown, own, "seed {seed}: a large budget is the own order");
            differ += usize::from(shown != search);
        }
        assert!(differ > 0, "the two orders never differ");
    }

    /// With more tricks left than [`OWN_ORDER_TRICKS`] the explanation
    /// shows the award's search's line at once (9-trick endings, pons-dds
    /// answering at the first trick); at 8 or fewer it has its own
    /// order's budget.
    #[test]
    fn above_eight_tricks_the_search_line_is_shown() {
        assert_eq!(explain_budget(8), EXPLAIN_BUDGET);
        assert_eq!(explain_budget(9), 0);
        assert_eq!(explain_budget(13), 0);
        let solver = crate::dd::PonsSolver;
        let mut differ = 0;
        for seed in 0..12u64 {
            let (mut ctx, root, worst) = seeded(seed, 9, &solver);
            let mut notes = Vec::new();
            let shown = explain(&mut ctx, &root, worst, &[], true, false, &mut notes);
            assert!(!ctx.aborted && ctx.failed.is_none(), "seed {seed}");
            check_line(&mut ctx, &root, worst, &shown);
            let facts = facts(&root, worst);
            let search = walk(&mut ctx, &facts, &mut notes, Order::Search);
            assert_eq!(shown, search, "seed {seed}: the search's order");
            let own = walk(&mut ctx, &facts, &mut notes, Order::Shown);
            check_line(&mut ctx, &root, worst, &own);
            differ += usize::from(own != search);
        }
        assert!(differ > 0, "the own order would show the same lines");
    }
}
