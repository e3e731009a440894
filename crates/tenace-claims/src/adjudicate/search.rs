//! The search behind an adjudication: the claimer's statement followed
//! where it says something, the worst careless or inferior line elsewhere
//! (Law 70 and its footnote), double-dummy values for the rest.

use super::*;

/// Positions the second lead-counting game may visit for one question.
const GAME_BUDGET: u32 = 2048;

/// Above this many tricks the located-card filter (I3) asks the solver
/// passed in for every card's value; up to it, our own solver's yes-or-no
/// questions (measured on the slowest rulings at 13 tricks: 11 beat 10 and
/// 13, docs/benchmarks.md).
const LAZY_LOCATED: u8 = 11;

/// Positions and tricks the second game with the trumps by rank may visit
/// for one question whether the side can lose every trick (a quarter of it
/// when the side may take some).
const RANKED_BUDGET: u32 = 4096;

// tail19: the deferred located-card filter (I3) against the bound a node
// passes down.

/// Calls of the deferred filter after which its cost decides (see
/// [`Ctx::search_above`]).
const FILTER_CALLS: u64 = 16;

/// Our solver's positions per call of the deferred filter above which a
/// card is searched before the filter, with the legal part of the node's
/// bound only (measured at 13 tricks: 18 a call where the filter first
/// paid, 220 and 590 where it did not; docs/benchmarks.md).
const FILTER_COSTLY: u64 = 128;

/// Positions each order of [`Ctx::search_either`] may first visit from the
/// root before the other takes its turn (measured at 13 tricks: 100,000
/// against 200,000 and 400,000, and with the second order given a half
/// or a quarter of the budget; docs/benchmarks.md).
pub(super) const EITHER_BUDGET: u64 = 100_000;

/// [`Ctx::settle`]'s answer when it has none: the lower bound, the part of
/// it that holds for every legal line, and the table key.
pub(super) type Settled = (u8, u8, Option<MemoKey>);

pub(super) fn side_hand(pos: &Position, side: Side) -> Hand {
    let [a, b] = side.seats();
    pos.hand(a) | pos.hand(b)
}

impl Ctx<'_> {
    pub(super) fn on_side(&self, seat: Seat) -> bool {
        seat.side() == self.side
    }

    pub(super) fn step(&self, cursor: Cursor) -> Option<(Step, usize)> {
        self.script.steps.get(cursor.step as usize).copied()
    }

    /// Moves past steps that are finished or can no longer apply.
    pub(super) fn normalize(&self, pos: &Position, mut cursor: Cursor) -> Cursor {
        loop {
            let Some((step, _)) = self.step(cursor) else {
                return cursor;
            };
            let mine = side_hand(pos, self.side);
            let theirs = side_hand(pos, self.side.opponents());
            let trumps = |h: Hand| self.trump.map(|t| h.suit(t)).unwrap_or(Hand::EMPTY);
            let done = match step {
                Step::Card(c) => !mine.contains(c),
                Step::Suit { suit, .. } => !mine.has_suit(suit) && pos.led_suit() != Some(suit),
                Step::DrawTrumps => trumps(theirs).is_empty() || trumps(mine).is_empty(),
                Step::Ruff { suit, count, .. } => {
                    count.is_some_and(|n| cursor.used >= n)
                        || trumps(mine).is_empty()
                        || suit.is_some_and(|s| !(mine | theirs).has_suit(s))
                }
                Step::CrossRuff => trumps(mine).is_empty(),
                Step::Finesse { suit, card } => {
                    let in_trick =
                        pos.trick_len() > 0 && pos.led_suit() == suit && self.on_side(pos.leader());
                    !in_trick
                        && (card.is_some_and(|c| !mine.contains(c) && !pos.trick().contains(&c))
                            || suit.is_some_and(|s| !mine.has_suit(s)))
                }
                Step::Concede { count, .. } => count.is_some_and(|n| cursor.used >= n),
                Step::Discard { card, .. } => {
                    cursor.used >= 1 || card.is_some_and(|c| !mine.contains(c))
                }
            };
            if !done {
                return cursor;
            }
            cursor = Cursor {
                step: cursor.step + 1,
                used: 0,
            };
        }
    }

    /// The statement's restriction on the claimer's side's card, if any.
    pub(super) fn script_allowed(&self, node: &Node, seat: Seat, legal: Hand) -> Option<Hand> {
        let (step, _) = self.step(node.cursor)?;
        let pos = &node.pos;
        let hand = pos.hand(seat);
        let partner = pos.hand(seat.partner());
        let leading = pos.trick_len() == 0;
        let led_by_us = !leading && self.on_side(pos.leader());
        let trumps = |h: Hand| self.trump.map(|t| h.suit(t)).unwrap_or(Hand::EMPTY);
        let set = match step {
            Step::Card(c) => {
                if hand.contains(c) && (leading || led_by_us) {
                    Hand::EMPTY | single(c)
                } else if leading && partner.contains(c) {
                    legal.suit(c.suit())
                } else {
                    return None;
                }
            }
            Step::Suit { suit, order } => {
                if !leading {
                    return None;
                }
                let cards = legal.suit(suit);
                match order {
                    Some(SuitOrder::TopDown) => cards.highest().map(single).unwrap_or(Hand::EMPTY),
                    Some(SuitOrder::BottomUp) => cards.lowest().map(single).unwrap_or(Hand::EMPTY),
                    None => cards,
                }
            }
            Step::DrawTrumps => {
                if !leading {
                    return None;
                }
                trumps(legal)
            }
            Step::Ruff {
                suit, hand: ruffer, ..
            } => {
                let t = self.trump?;
                if leading {
                    // Lead the suit to be ruffed towards a hand that can ruff it.
                    let can_ruff = |h: Hand, s: Suit| !h.has_suit(s) && h.has_suit(t);
                    let target_ok = ruffer.is_none_or(|r| r == seat.partner());
                    let mut set = Hand::EMPTY;
                    for s in Suit::ALL {
                        if s != t
                            && suit.is_none_or(|x| x == s)
                            && target_ok
                            && can_ruff(partner, s)
                        {
                            set = set | legal.suit(s);
                        }
                    }
                    set
                } else {
                    let led = pos.led_suit()?;
                    if led == t
                        || hand.has_suit(led)
                        || suit.is_some_and(|s| s != led)
                        || ruffer.is_some_and(|r| r != seat)
                    {
                        return None;
                    }
                    trumps(legal)
                }
            }
            Step::CrossRuff => {
                let t = self.trump?;
                if leading {
                    let mut set = Hand::EMPTY;
                    for s in Suit::ALL {
                        if s != t && !partner.has_suit(s) && partner.has_suit(t) {
                            set = set | legal.suit(s);
                        }
                    }
                    set
                } else {
                    let led = pos.led_suit()?;
                    if !led_by_us || led == t || hand.has_suit(led) {
                        return None;
                    }
                    trumps(legal)
                }
            }
            Step::Finesse { suit, card } => {
                let s = suit?;
                if leading {
                    match card {
                        Some(c) if hand.contains(c) => single(c),
                        _ => legal.suit(s),
                    }
                } else if led_by_us && pos.led_suit() == Some(s) && pos.trick_len() == 2 {
                    // Third hand: the finessing card.
                    let cards = legal.suit(s);
                    let (winner, best) = pos.current_winner()?;
                    if let Some(c) = card
                        .filter(|c| cards.contains(*c) && beats(*c, best, self.trump_strain(pos)))
                    {
                        single(c)
                    } else if self.on_side(winner) {
                        cards.lowest().map(single).unwrap_or(Hand::EMPTY)
                    } else {
                        let winning = cards
                            .iter()
                            .find(|c| beats(*c, best, self.trump_strain(pos)));
                        winning
                            .or(cards.lowest())
                            .map(single)
                            .unwrap_or(Hand::EMPTY)
                    }
                } else {
                    return None;
                }
            }
            Step::Concede { suit, .. } => {
                if !leading {
                    return None;
                }
                legal.suit(suit?)
            }
            Step::Discard { suit, card } => {
                let led = pos.led_suit()?;
                if hand.has_suit(led) {
                    return None;
                }
                match (card, suit) {
                    (Some(c), _) if legal.contains(c) => single(c),
                    (_, Some(s)) => legal.suit(s),
                    _ => return None,
                }
            }
        };
        let set = set & legal;
        if set.is_empty() {
            None
        } else {
            Some(set)
        }
    }

    pub(super) fn trump_strain(&self, pos: &Position) -> tenace_core::Strain {
        pos.trump()
    }

    /// Cards the statement names later (I2: not to be thrown away).
    pub(super) fn named_later(&self, cursor: Cursor) -> Hand {
        self.script
            .named
            .get(cursor.step as usize)
            .copied()
            .unwrap_or(Hand::EMPTY)
    }

    /// The cards of `seat`'s hand that are sure tricks: the top card of
    /// their suit (or, `broad`, beaten by no opponent's card) that cannot be
    /// ruffed. Conservative: unless broad, no other hand (partner included)
    /// may hold a higher card of the suit, so a sequence in one hand counts
    /// as top cards.
    pub(super) fn sure_tricks(&self, pos: &Position, seat: Seat, broad: bool) -> Hand {
        let side = seat.side();
        let hand = pos.hand(seat);
        let theirs = side_hand(pos, side.opponents());
        let all = side_hand(pos, side) | theirs;
        // Cards that must not be above ours: the opponents' (broad) or
        // every other hand's.
        let beaters = if broad { theirs } else { all - hand };
        let mut sure = Hand::EMPTY;
        for suit in Suit::ALL {
            let unruffable = match self.trump {
                None => true,
                Some(t) => t == suit || !theirs.has_suit(t),
            };
            if !unruffable {
                continue;
            }
            let top = beaters.suit(suit).highest();
            for c in hand.suit(suit).iter() {
                if top.is_none_or(|t| c.rank() > t.rank()) {
                    sure.insert(c);
                }
            }
        }
        sure
    }

    /// Removes irrational plays (play-laws.md §6.4) from `cands`: each rule
    /// in turn narrows the cards the previous ones kept (a rule that would
    /// leave none leaves them all). The opponents' normal plays (71B) stop
    /// after I5; the rules from I7 on are the claimer's side's.
    pub(super) fn filter_irrational(
        &mut self,
        node: &Node,
        seat: Seat,
        cands: Hand,
        claimer_side: bool,
    ) -> Hand {
        let pos = &node.pos;
        let mut keep = self.keep_sure_tricks(node, seat, cands, claimer_side);
        keep = self.win_with_the_top_card(pos, seat, keep);
        keep = self.win_the_last_trick_as_expert(pos, seat, keep);
        if !claimer_side {
            return keep;
        }
        keep = self.no_second_winner(pos, seat, keep);
        keep = self.lead_as_claimed(pos, seat, keep);
        keep = self.draw_trumps_first(pos, seat, keep);
        self.play_as_if_seen(node, seat, keep)
    }

    /// I1: discarding a sure trick while holding a card that is not one;
    /// I2 (the claimer's side): discarding a card the statement still means
    /// to play.
    fn keep_sure_tricks(&self, node: &Node, seat: Seat, cands: Hand, claimer_side: bool) -> Hand {
        let pos = &node.pos;
        let hand = pos.hand(seat);
        let expert = self.class == PlayerClass::Expert;
        let mut keep = cands;
        if let Some(l) = pos.led_suit() {
            if !hand.has_suit(l) {
                let sure = self.sure_tricks(pos, seat, expert);
                let has_other = !(hand - sure).is_empty();
                // A hand that can ruff instead does not throw a sure trick
                // away either.
                let can_ruff = self.trump.is_some_and(|t| t != l && hand.has_suit(t));
                if has_other || can_ruff {
                    for c in sure.iter() {
                        if Some(c.suit()) != self.trump {
                            keep.remove(c);
                        }
                    }
                }
                if claimer_side {
                    // I2: a card the statement still means to play.
                    let named = self.named_later(node.cursor);
                    let without = keep - named;
                    if !without.is_empty() {
                        keep = without;
                    }
                }
            }
        }
        if keep.is_empty() {
            keep = cands;
        }
        keep
    }

    /// I8: a hand last to play, holding the top card of the suit led
    /// (no card left in any hand beats it) while the opponents win the
    /// trick with a card of that suit, does not duck: the duck gives a
    /// trick away for nothing, and the ace is then lost or thrown later
    /// (Law 70, footnote: irrational, not careless or inferior).
    fn win_with_the_top_card(&self, pos: &Position, seat: Seat, keep: Hand) -> Hand {
        if pos.trick_len() != 3 {
            return keep;
        }
        let side = seat.side();
        let hand = pos.hand(seat);
        if let (Some(l), Some((winner, best))) = (pos.led_suit(), pos.current_winner()) {
            let all = side_hand(pos, side) | side_hand(pos, side.opponents());
            let top = all.suit(l).highest();
            let holds_top = top.is_some_and(|t| hand.contains(t));
            if winner.side() != side && best.suit() == l && holds_top {
                let winning: Hand = keep
                    .iter()
                    .filter(|c| beats(*c, best, pos.trump()))
                    .collect();
                if !winning.is_empty() {
                    return winning;
                }
            }
        }
        keep
    }

    /// I5 (expert): letting the opponents win a trick the last hand could
    /// win.
    fn win_the_last_trick_as_expert(&self, pos: &Position, seat: Seat, keep: Hand) -> Hand {
        if self.class != PlayerClass::Expert || pos.trick_len() != 3 {
            return keep;
        }
        if let Some((winner, best)) = pos.current_winner() {
            if winner.side() != seat.side() {
                let winning = keep
                    .iter()
                    .filter(|c| beats(*c, best, pos.trump()))
                    .collect::<Hand>();
                if !winning.is_empty() {
                    return winning;
                }
            }
        }
        keep
    }

    /// I7: two winners on one trick. A hand out of the suit led does not
    /// ruff a trick its partner has already won for certain (no opponent
    /// still to play can beat partner's card) with a trump no opponent
    /// can beat, while it holds a card that is not a sure trick: that
    /// throws a trick away, which is irrational, not careless or
    /// inferior (Law 70, footnote).
    fn no_second_winner(&self, pos: &Position, seat: Seat, keep: Hand) -> Hand {
        let hand = pos.hand(seat);
        if let (Some(l), Some(t)) = (pos.led_suit(), self.trump) {
            if !hand.has_suit(l) && self.partner_wins_for_certain(pos, seat) {
                let sure = self.sure_tricks(pos, seat, false);
                let wasted = keep & sure.suit(t);
                if !wasted.is_empty() && !(hand - sure).is_empty() && keep != wasted {
                    return keep - wasted;
                }
            }
        }
        keep
    }

    /// I6: a claimer who claims every remaining trick does not lead into
    /// a suit the opponents hold the top of when he has another suit to
    /// lead (that would contradict the claim itself, I2), and cashes a
    /// suit's top before its small cards.
    fn lead_as_claimed(&self, pos: &Position, seat: Seat, mut keep: Hand) -> Hand {
        if !(self.claim_all && self.mode == Mode::Claim && pos.trick_len() == 0) {
            return keep;
        }
        let side = seat.side();
        let hand = pos.hand(seat);
        let theirs = side_hand(pos, side.opponents());
        let ours = side_hand(pos, side);
        let losing = |s: Suit| {
            let top_theirs = theirs.suit(s).highest();
            let top_ours = ours.suit(s).highest();
            match (top_theirs, top_ours) {
                (Some(t), Some(o)) => t.rank() > o.rank(),
                _ => false,
            }
        };
        let safe: Hand = keep.iter().filter(|c| !losing(c.suit())).collect();
        if !safe.is_empty() {
            keep = safe;
        }
        // Nor does he lead a small card of a suit whose top he holds in
        // the same hand (he cashes the top first).
        let master = |c: Card| {
            let s = c.suit();
            let beaten = theirs.suit(s).iter().any(|x| x.rank() > c.rank());
            let ruffed = self.trump.is_some_and(|t| t != s && theirs.has_suit(t));
            !beaten && !ruffed
        };
        // A suit of nothing but master cards is cashed from the top (the
        // usual regulation under 70E2).
        let cashing: Hand = keep
            .iter()
            .filter(|c| {
                let suit = hand.suit(c.suit());
                if suit.iter().all(master) {
                    suit.highest() == Some(*c)
                } else {
                    master(*c) || !suit.iter().any(master)
                }
            })
            .collect();
        if !cashing.is_empty() {
            keep = cashing;
        }
        keep
    }

    /// I4: a claimer aware of the opponents' trumps draws them first when
    /// he safely can.
    fn draw_trumps_first(&self, pos: &Position, seat: Seat, keep: Hand) -> Hand {
        if !(self.aware && pos.trick_len() == 0) {
            return keep;
        }
        let Some(t) = self.trump else {
            return keep;
        };
        let side = seat.side();
        let theirs = side_hand(pos, side.opponents()).suit(t);
        let mine = pos.hand(seat).suit(t);
        if theirs.is_empty() || mine.is_empty() {
            return keep;
        }
        let their_top = theirs.highest().map(|c| c.rank());
        let masters = mine.iter().filter(|c| Some(c.rank()) > their_top).count();
        let longest = side
            .opponents()
            .seats()
            .iter()
            .map(|s| pos.hand(*s).suit(t).len())
            .max()
            .unwrap_or(0);
        if masters >= longest {
            let trumps = keep.suit(t);
            if !trumps.is_empty() {
                return trumps;
            }
        }
        keep
    }

    /// I3: a card whose place is known (an opponent has shown out of the
    /// suit) is not ignored: following in such a suit, or discarding when
    /// a discard from such a suit is best, the claimer plays as if he saw
    /// the cards. While the line search asks, the filter is left to it
    /// (`deferred`).
    fn play_as_if_seen(&mut self, node: &Node, seat: Seat, keep: Hand) -> Hand {
        let pos = &node.pos;
        if self.mode != Mode::Claim || keep.len() <= 1 {
            return keep;
        }
        let Some(l) = pos.led_suit() else {
            return keep;
        };
        // Nothing is located while no hidden hand has shown out.
        if !self.hidden_void_shown(node) || classes(pos, keep, Hand::EMPTY).len() <= 1 {
            return keep;
        }
        let loc = Suit::ALL.map(|s| self.located(node, s));
        let located = |s: Suit| loc[s.index()];
        let following = pos.hand(seat).has_suit(l);
        let relevant = if following {
            located(l)
        } else {
            Suit::ALL.iter().any(|s| keep.has_suit(*s) && located(*s))
        };
        if !relevant {
            return keep;
        }
        let compared = if following {
            keep
        } else {
            keep.iter().filter(|c| located(c.suit())).collect()
        };
        if self.defer_located {
            self.deferred = Some((keep, compared));
            keep
        } else {
            self.best_of(pos, keep, compared)
        }
    }

    /// Whether `seat`'s partner is winning the trick in progress and no
    /// opponent still to play to it can beat his card (I7).
    pub(super) fn partner_wins_for_certain(&self, pos: &Position, seat: Seat) -> bool {
        let Some((winner, best)) = pos.current_winner() else {
            return false;
        };
        let Some(led) = pos.led_suit() else {
            return false;
        };
        if winner != seat.partner() {
            return false;
        }
        // The players after `seat` in this trick.
        let after = 3 - pos.trick_len();
        (1..=after).all(|k| {
            let other = seat.advance(k);
            if other.side() == seat.side() {
                return true;
            }
            let h = pos.hand(other);
            let legal = if h.has_suit(led) { h.suit(led) } else { h };
            !legal.iter().any(|c| beats(c, best, pos.trump()))
        })
    }

    /// The cards of `keep` whose double-dummy value is at least the best
    /// of `compared` (a part of `keep`) for the side to move (I3).
    pub(super) fn best_of(&mut self, pos: &Position, keep: Hand, compared: Hand) -> Hand {
        // Every card's value only when it is known already or the position
        // is large: the search meets this filter at many positions (tens
        // of thousands in some rulings at 13 tricks), where one solver call
        // each costs far more than a few yes-or-no questions to our own
        // solver, whose table serves the whole ruling.
        if pos.remaining_tricks() <= LAZY_LOCATED && !self.dd_cache.contains_key(pos) {
            return self.best_of_lazily(pos, keep, compared);
        }
        // The best cards first: when one of them is compared, the cards
        // kept are the best ones; otherwise every card's value.
        let (_, best) = self.best_cards(pos);
        if !(best & compared).is_empty() {
            let filtered = best & keep;
            return if filtered.is_empty() { keep } else { filtered };
        }
        let values = self.card_values(pos);
        let val = |c: Card| values.get(c);
        let best = compared.iter().map(val).max().unwrap_or(0);
        let filtered: Hand = keep.iter().filter(|c| val(*c) >= best).collect();
        if filtered.is_empty() {
            keep
        } else {
            filtered
        }
    }

    /// [`Ctx::best_of`] for the line search's deferred filter, counting the
    /// calls and our solver's positions they cost.
    fn located_filter(&mut self, pos: &Position, keep: Hand, compared: Hand) -> Hand {
        let before = self.small.nodes();
        let filtered = self.best_of(pos, keep, compared);
        self.filter_calls += 1;
        self.filter_nodes += self.small.nodes() - before;
        filtered
    }

    /// [`Ctx::best_of`] with yes-or-no questions to our own solver instead
    /// of every card's value: the best value of
    /// `compared` is raised one trick at a time, then each card of `keep`
    /// is asked whether it reaches it. (Equal cards lead to the same
    /// position up to rank, which the solver's table keeps, so they cost
    /// one search.)
    fn best_of_lazily(&mut self, pos: &Position, keep: Hand, compared: Hand) -> Hand {
        let mut cards = compared.iter();
        let Some(first) = cards.next() else {
            return keep;
        };
        let mut best = self.small.card_value(pos, first);
        let mut reach = Hand::EMPTY;
        reach.insert(first);
        for c in cards {
            if self.small.card_at_least(pos, c, best) {
                while self.small.card_at_least(pos, c, best + 1) {
                    best += 1;
                    reach = Hand::EMPTY;
                }
                reach.insert(c);
            }
        }
        // `reach`: the cards of `compared` shown to reach `best` since it
        // last rose; the others of `keep` are asked.
        let filtered: Hand = keep
            .iter()
            .filter(|&c| reach.contains(c) || self.small.card_at_least(pos, c, best))
            .collect();
        if filtered.is_empty() {
            keep
        } else {
            filtered
        }
    }

    /// Whether a hidden hand has shown out of some suit (otherwise no suit
    /// is [`located`](Ctx::located)).
    fn hidden_void_shown(&self, node: &Node) -> bool {
        self.hidden
            .iter()
            .any(|s| node.voids & (0xF << (s.index() * 4)) != 0)
    }

    /// Whether every outstanding card of `suit` is known to be in one
    /// hidden hand: the other hidden hand has shown out of it.
    pub(super) fn located(&self, node: &Node, suit: Suit) -> bool {
        let outstanding = self.hidden.iter().any(|s| node.pos.hand(*s).has_suit(suit));
        outstanding
            && self
                .hidden
                .iter()
                .any(|s| node.voids & (1 << (s.index() * 4 + suit.index())) != 0)
    }

    pub(super) fn card_values(&mut self, pos: &Position) -> Values {
        if let Some(v) = self.dd_cache.get(pos) {
            return *v;
        }
        self.solver_calls += 1;
        let list = if pos.remaining_tricks() <= SMALL_ENDING {
            self.small.all_card_values(pos)
        } else {
            match self.solver.card_values(pos) {
                Ok(list) => list,
                Err(e) => {
                    // The ruling has no answer: the search stops, and the
                    // caller gets the error (`Ctx::finish`).
                    self.fail(e);
                    return Values::default();
                }
            }
        };
        self.store_values(pos, list)
    }

    /// Keeps every card's value at `pos` (and the position's count).
    pub(super) fn store_values(&mut self, pos: &Position, list: Vec<(Card, u8)>) -> Values {
        let mut v = Values {
            list: [(single_card(), 0); 13],
            len: 0,
        };
        for (c, x) in list.into_iter().take(13) {
            v.list[v.len] = (c, x);
            v.len += 1;
        }
        if v.len > 0 {
            let best = v.iter().map(|&(_, x)| x).max().unwrap_or(0);
            self.dd_count.insert(*pos, best);
        }
        self.dd_cache.insert(*pos, v);
        v
    }

    /// The most tricks the side to move at `pos` can take from here on,
    /// with every card that takes them: from every card's value when it is
    /// known or the ending is our solver's, otherwise one solver call that
    /// finds the best cards without valuing the others (about a fifth
    /// cheaper than every card's value at 12-13 tricks with pons-dds).
    pub(super) fn best_cards(&mut self, pos: &Position) -> (u8, Hand) {
        if self.dd_cache.contains_key(pos) || pos.remaining_tricks() <= SMALL_ENDING {
            let values = self.card_values(pos);
            let best = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
            let cards = values.iter().filter(|&&(_, v)| v == best).map(|&(c, _)| c);
            return (best, cards.collect());
        }
        if let Some(b) = self.dd_best.get(pos) {
            return *b;
        }
        self.solver_calls += 1;
        let found = match self.solver.best_cards(pos) {
            Ok((best, cards)) => (best, cards.into_iter().collect()),
            Err(e) => {
                self.fail(e);
                return (0, Hand::EMPTY);
            }
        };
        self.dd_best.insert(*pos, found);
        self.dd_count.insert(*pos, found.0);
        found
    }

    /// Keeps the answer of a question about `pos` asked on another thread
    /// ([`RootQuestion`]) as if it had been asked here.
    pub(super) fn store_answer(&mut self, pos: &Position, answer: Result<RootAnswer, SolverError>) {
        self.solver_calls += 1;
        match answer {
            Ok(RootAnswer::Values(list)) => {
                self.store_values(pos, list);
            }
            Ok(RootAnswer::Best(best, cards)) => {
                self.dd_best
                    .insert(*pos, (best, cards.into_iter().collect()));
                self.dd_count.insert(*pos, best);
            }
            Ok(RootAnswer::Count(count)) => {
                self.dd_count.insert(*pos, count);
            }
            Err(e) => self.fail(e),
        }
    }

    /// The double-dummy value of `card` at `pos` for the side to move:
    /// from every card's value when known, otherwise the trick it wins
    /// plus the count of the position after it (one cheaper question
    /// than every card's value).
    pub(super) fn value_of(&mut self, pos: &Position, card: Card) -> u8 {
        if let Some(v) = self.dd_cache.get(pos) {
            return v.get(card);
        }
        let mover = pos.to_move().side();
        let (next, winner) = pos.play_unchecked(card);
        let won = u8::from(winner.is_some_and(|w| w.side() == mover));
        if next.is_over() {
            return won;
        }
        let count = if let Some(&c) = self.dd_count.get(&next) {
            c
        } else if next.remaining_tricks() <= SMALL_ENDING {
            self.solver_calls += 1;
            self.small.mover_tricks(&next)
        } else {
            self.solver_calls += 1;
            match self.solver.tricks(&next) {
                Ok(t) => t,
                Err(e) => {
                    self.fail(e);
                    return 0;
                }
            }
        };
        self.dd_count.insert(next, count);
        if next.to_move().side() == mover {
            won + count
        } else {
            won + next.remaining_tricks().saturating_sub(count)
        }
    }

    /// Whether `card` at `pos` is worth at least `v` tricks to the side to
    /// move (double-dummy): one yes-or-no question about the position
    /// after it (about a quarter of the cost of the best cards at 12-13
    /// tricks with pons-dds). When `v` is the position's count and the
    /// answer is yes, the count after the card is then known too.
    pub(super) fn card_reaches(&mut self, pos: &Position, card: Card, v: u8) -> bool {
        if let Some(values) = self.dd_cache.get(pos) {
            return values.get(card) >= v;
        }
        let mover = pos.to_move().side();
        let (next, winner) = pos.play_unchecked(card);
        let won = u8::from(winner.is_some_and(|w| w.side() == mover));
        if v <= won {
            return true;
        }
        if next.is_over() {
            return false;
        }
        let need = v - won;
        let rem = next.remaining_tricks();
        let same = next.to_move().side() == mover;
        // The mover after the card: at least `need`, or (an opponent) at
        // most `rem - need`.
        let (k, want) = if same {
            (need, true)
        } else if need > rem {
            return false;
        } else {
            (rem - need + 1, false)
        };
        let yes = if let Some(&c) = self.dd_count.get(&next) {
            c >= k
        } else if rem <= SMALL_ENDING {
            self.solver_calls += 1;
            self.small.at_least(&next, k)
        } else {
            self.solver_calls += 1;
            match self.solver.at_least(&next, k) {
                Ok(b) => b,
                Err(e) => {
                    self.fail(e);
                    return false;
                }
            }
        };
        let reaches = yes == want;
        if reaches && self.dd_count.get(pos) == Some(&v) {
            self.dd_count
                .insert(next, if same { need } else { rem - need });
        }
        reaches
    }

    /// After `card` is played at `pos` on the explanation's line: the count
    /// of the next position when the card's value is known without a
    /// question (every card valued, a best card, or every legal card alike
    /// (`alike`) in a position whose count is known).
    pub(super) fn learn_child(&mut self, pos: &Position, card: Card, alike: bool) {
        let value = if let Some(values) = self.dd_cache.get(pos) {
            Some(values.get(card))
        } else {
            match (self.dd_best.get(pos), self.dd_count.get(pos)) {
                (Some(&(best, cards)), _) if cards.contains(card) => Some(best),
                (_, Some(&count)) if alike => Some(count),
                _ => None,
            }
        };
        if let Some(value) = value {
            self.learn_value(pos, card, value);
        }
    }

    /// `card`, worth `value` tricks to the side to move at `pos`: the count
    /// of the position after it.
    pub(super) fn learn_value(&mut self, pos: &Position, card: Card, value: u8) {
        let mover = pos.to_move().side();
        let (next, winner) = pos.play_unchecked(card);
        if next.is_over() || self.dd_count.contains_key(&next) {
            return;
        }
        let won = u8::from(winner.is_some_and(|w| w.side() == mover));
        let own = value.saturating_sub(won);
        let count = if next.to_move().side() == mover {
            own
        } else {
            next.remaining_tricks().saturating_sub(own)
        };
        self.dd_count.insert(next, count);
    }

    /// The value of `card` at `pos` (an ending our solver takes) for the
    /// side to move: when the position's count is known, first whether the
    /// card keeps it (one probe, usually cheaper than the exact value).
    pub(super) fn small_value(&mut self, pos: &Position, card: Card) -> u8 {
        if let Some(&v) = self.dd_count.get(pos) {
            if self.small.card_at_least(pos, card, v) {
                return v;
            }
        }
        self.small.card_value(pos, card)
    }

    /// Whether double-dummy questions about `pos` are better answered one
    /// card at a time by our own solver than by every card's value.
    pub(super) fn lazy_values(&self, pos: &Position) -> bool {
        pos.remaining_tricks() <= SMALL_ENDING && !self.dd_cache.contains_key(pos)
    }

    /// For the side to move at `pos` (an ending our solver takes): the best
    /// card with its double-dummy value, only when `card` is worse (the
    /// lowest such card), and the value of `card`.
    pub(super) fn best_against(
        &self,
        pos: &Position,
        card: Card,
    ) -> (Option<(Card, u8)>, Option<u8>) {
        let mine = self.small.card_value(pos, card);
        if !self.small.at_least(pos, mine + 1) {
            return (None, Some(mine));
        }
        let mut best = mine + 1;
        while self.small.at_least(pos, best + 1) {
            best += 1;
        }
        let top = pos
            .legal_cards()
            .iter()
            .find(|c| self.small.card_at_least(pos, *c, best));
        (top.map(|c| (c, best)), Some(mine))
    }

    /// The cards to try at `node`, one per group of equal cards.
    pub(super) fn choices(&mut self, node: &Node) -> Choice {
        let pos = &node.pos;
        let seat = pos.to_move();
        let legal = pos.legal_cards();
        let claimer_side = self.on_side(seat);
        let (cands, scripted) = if claimer_side {
            match self.script_allowed(node, seat, legal) {
                Some(set) => (set, true),
                None => (self.filter_irrational(node, seat, legal, true), false),
            }
        } else if self.mode == Mode::BothNormal {
            (self.filter_irrational(node, seat, legal, false), false)
        } else {
            (legal, false)
        };
        let named = self.named_later(node.cursor);
        let cards = classes(pos, cands, named);
        Choice { cards, scripted }
    }

    pub(super) fn apply(&self, node: &Node, card: Card) -> (Node, u8) {
        let pos = &node.pos;
        let seat = pos.to_move();
        let mut voids = node.voids;
        if let Some(l) = pos.led_suit() {
            if card.suit() != l {
                voids |= 1 << (seat.index() * 4 + l.index());
            }
        }
        let mut cursor = node.cursor;
        if let Some((step, _)) = self.step(cursor) {
            let ours = self.on_side(seat);
            let led = pos.led_suit();
            let ruffs = |suit: Option<Suit>| {
                Some(card.suit()) == self.trump
                    && led.is_some_and(|l| Some(l) != self.trump && suit.is_none_or(|s| s == l))
            };
            let discards = |suit: Option<Suit>, c: Option<Card>| {
                led.is_some_and(|l| l != card.suit())
                    && Some(card.suit()) != self.trump
                    && c.is_none_or(|x| x == card)
                    && suit.is_none_or(|s| s == card.suit())
            };
            match step {
                Step::Ruff { suit, .. } if ours && ruffs(suit) => cursor.used += 1,
                Step::Discard { suit, card: c } if ours && discards(suit, c) => cursor.used += 1,
                _ => {}
            }
        }
        let (next, winner) = pos.play_unchecked(card);
        let mut gain = 0;
        if let Some(w) = winner {
            if self.on_side(w) {
                gain = 1;
            }
            if let Some((step, _)) = self.step(cursor) {
                match step {
                    Step::Concede { .. } if !self.on_side(w) => cursor.used += 1,
                    Step::Finesse { suit, .. }
                        if self.on_side(pos.leader()) && pos.led_suit() == suit =>
                    {
                        cursor = Cursor {
                            step: cursor.step + 1,
                            used: 0,
                        };
                    }
                    _ => {}
                }
            }
        }
        let cursor = self.normalize(&next, cursor);
        (
            Node {
                pos: next,
                cursor,
                voids,
            },
            gain,
        )
    }

    /// Tries first the cards most likely to cost the claimer's side a
    /// trick, so that the search meets a line below its limit early: its
    /// own low cards when it leads; when it follows, the cards that do not
    /// win the trick, highest first (a high card shed is a trick it cannot
    /// take later), then the winning ones, lowest first; the opponents'
    /// highest cards when they lead (lowest first in the second order of
    /// [`Ctx::search_either`]), their winning cards when the claimer's
    /// side holds the trick, and their lowest when one of them holds it.
    pub(super) fn order_for_min(&self, pos: &Position, cards: &mut [Card]) {
        let ours = self.on_side(pos.to_move());
        let trump = pos.trump();
        let winner = pos.current_winner();
        crate::small::sort_small_by_key(cards, |c| {
            let rank = i32::from(c.rank() as u8);
            match winner {
                None if ours => rank,
                None if self.lead_low => rank,
                None => 20 - rank,
                Some((_, best)) if ours => {
                    if beats(c, best, trump) {
                        32 + rank
                    } else {
                        20 - rank
                    }
                }
                Some((w, _)) if !self.on_side(w) => rank,
                Some((_, best)) => 32 * i32::from(!beats(c, best, trump)) + rank,
            }
        });
    }

    pub(super) fn key(&self, node: &Node) -> MemoKey {
        // By relative rank: the search depends on the order of the cards
        // left, not on their ranks, except for the cards the statement
        // still names, whose places among the cards left join the key.
        let r = crate::small::relative(&node.pos);
        let h = if self.canonical {
            [r[0], r[1], 0]
        } else {
            [r[0], r[1], self.named_places(node)]
        };
        // Only voids of hidden hands in suits still outstanding matter.
        let mut voids = 0u16;
        if self.mode == Mode::Claim && self.hidden_void_shown(node) {
            for suit in Suit::ALL {
                if self.located(node, suit) {
                    for s in self.hidden {
                        voids |= node.voids & (1 << (s.index() * 4 + suit.index()));
                    }
                }
            }
        }
        let extra = (node.pos.leader().index() as u64)
            | (u64::from(node.cursor.step) << 2)
            | (u64::from(node.cursor.used) << 10)
            | (u64::from(voids) << 18);
        (h, extra)
    }

    /// The places, among the cards left in the hands, of the cards that the
    /// statement's steps from the cursor on name (bit 13 * suit + the number
    /// of cards of the suit below it).
    fn named_places(&self, node: &Node) -> u64 {
        let mut named = self.named_later(node.cursor);
        for (step, _) in self.script.steps.iter().skip(usize::from(node.cursor.step)) {
            if let Step::Discard { card: Some(c), .. } = step {
                named.insert(*c);
            }
        }
        let all = node.pos.hands().iter().fold(0u64, |a, h| a | h.bits());
        let mut places = 0u64;
        for c in named.iter() {
            let bit = 1u64 << c.index();
            if all & bit != 0 {
                let suit = c.suit().index() as u32;
                let below = all & (bit - 1) & (0x1FFFu64 << (13 * suit));
                places |= 1u64 << (13 * suit + below.count_ones());
            }
        }
        places
    }

    /// A lower bound on the claimer's side's tricks from `node` (a trick
    /// boundary): its side on lead with nothing but cards no opponent can
    /// beat or ruff wins every trick.
    pub(super) fn lower_bound(&self, node: &Node) -> u8 {
        let pos = &node.pos;
        if pos.trick_len() != 0 {
            return 0;
        }
        let trump_bound = self.trump_bound(pos);
        if !self.on_side(pos.leader()) {
            return trump_bound;
        }
        let mine = side_hand(pos, self.side);
        let theirs = side_hand(pos, self.side.opponents());
        let their_trumps = self.trump.is_some_and(|t| theirs.has_suit(t));
        let unbeatable = Suit::ALL.iter().all(|&s| {
            let m = mine.suit(s).bits();
            if m == 0 {
                return true;
            }
            let ruffable = their_trumps && self.trump != Some(s);
            // Our lowest card of the suit above all of theirs.
            !ruffable && (m & m.wrapping_neg()) > theirs.suit(s).bits()
        });
        if unbeatable {
            pos.remaining_tricks()
        } else {
            trump_bound
        }
    }

    /// A lower bound on the claimer's side's tricks from its trumps: a
    /// trump wins the trick it is played to unless an opponent plays a
    /// higher trump to the same trick, a hand plays one card to a trick and
    /// trumps cannot be thrown away (a trump played is either led, followed
    /// or ruffs). So each trump of one hand that cannot be paired with its
    /// own higher trump of the opponents' (on the table included) wins a
    /// trick.
    pub(super) fn trump_bound(&self, pos: &Position) -> u8 {
        let Some(t) = self.trump else {
            return 0;
        };
        // The table's trumps count as theirs (ours there only make the
        // bound smaller).
        let [a, b] = self.side.seats();
        let (mine_a, mine_b) = (pos.hand(a).suit(t).bits(), pos.hand(b).suit(t).bits());
        if mine_a | mine_b == 0 {
            return 0;
        }
        let theirs = (side_hand(pos, self.side.opponents()) | pos.table_cards())
            .suit(t)
            .bits();
        unpaired(mine_a, theirs).max(unpaired(mine_b, theirs))
    }

    /// Whether the claimer's side takes more than `k` of the remaining
    /// tricks whatever anyone plays, by the lead-counting games of
    /// [`forced`]: at a trick boundary, its hands cannot get rid of all
    /// their top cards (and trumps) without winning more than `k` tricks.
    /// For `k` 0 the first game and the second (with the trumps by rank
    /// when there are trumps); above it the second game with the trumps by
    /// rank counting the side's tricks ([`forced::can_hold_to`]).
    pub(super) fn forced_tricks(&mut self, pos: &Position, k: u8) -> bool {
        if pos.trick_len() != 0 {
            return false;
        }
        let side_leads = self.on_side(pos.leader());
        let [e, w] = self.side.opponents().seats();
        let (east, west) = (pos.hand(e), pos.hand(w));
        let theirs = east | west;
        let their_trumps = self.trump.map_or(0, |t| theirs.suit(t).len() as u8);
        // Each hand's (plain, top) counts by suit.
        let mut split = [[(0u8, 0u8); 4]; 2];
        // Each hand's cards by suit that become top cards later: (how many
        // once some opponents have no card of the suit, which, how many
        // once neither has).
        let mut later = [[(0u8, 0u8, 0u8); 4]; 2];
        let mut any_top = false;
        for (i, seat) in self.side.seats().into_iter().enumerate() {
            let hand = pos.hand(seat);
            let others = (side_hand(pos, self.side) | theirs) - hand;
            // The hand's top cards: each suit's cards above every
            // opponent's (the side wins a trick of the suit it is played
            // to unless an opponent ruffs, whoever of the side's cards is
            // highest there).
            let top = Suit::ALL.map(|s| {
                let above = theirs.suit(s).highest();
                hand.suit(s)
                    .iter()
                    .filter(|c| above.is_none_or(|a| c.rank() > a.rank()))
                    .count() as u8
            });
            for s in Suit::ALL {
                let held = hand.suit(s).len() as u8;
                split[i][s.index()] = (held - top[s.index()], top[s.index()]);
                // The cards whose higher cards elsewhere are all the
                // opponents': top cards once those opponents have none of
                // the suit left (see `forced::Holdings`).
                let owner = |r| {
                    u8::from(east.suit(s).iter().any(|c| c.rank() == r))
                        | (u8::from(west.suit(s).iter().any(|c| c.rank() == r)) << 1)
                };
                let (mut first, mut rest, mut holders, mut seen) = (0u8, 0u8, 0u8, 0u8);
                let mut above = others.suit(s).iter().rev().map(|c| c.rank()).peekable();
                for c in hand.suit(s).iter().rev() {
                    while let Some(&r) = above.peek().filter(|&&r| r > c.rank()) {
                        seen |= owner(r) | if owner(r) == 0 { 4 } else { 0 };
                        above.next();
                    }
                    if seen == 0 || seen & 4 != 0 {
                        // A top card, or one below a card of the partner's.
                        continue;
                    }
                    if holders == 0 || holders == seen {
                        holders = seen;
                        first += 1;
                    } else {
                        rest += 1;
                    }
                }
                let n = first + rest;
                later[i][s.index()] = (first, holders, rest);
                any_top |= n > 0;
            }
            if top.iter().all(|&n| n == 0) {
                continue;
            }
            any_top = true;
            let counts = Suit::ALL.map(|s| {
                let (plain, top) = split[i][s.index()];
                let leads = east.suit(s).len().max(west.suit(s).len()) as u8;
                (plain, top, leads)
            });
            let key = forced::pack(counts, their_trumps, self.trump.map(Suit::index));
            if k == 0 && !side_leads && !forced::can_lose_all(key, &mut self.lose_all) {
                return true;
            }
        }
        // The opponents' own holdings (who can lead a suit, and ruff), both
        // hands of the side at once.
        let side_trumps = self
            .trump
            .is_some_and(|t| side_hand(pos, self.side).has_suit(t));
        if !any_top && !side_trumps {
            return false;
        }
        let parts = Suit::ALL.map(|s| {
            let (xp, xt) = split[0][s.index()];
            let (pp, pt) = split[1][s.index()];
            [
                xp - later[0][s.index()].0 - later[0][s.index()].2,
                xt,
                pp - later[1][s.index()].0 - later[1][s.index()].2,
                pt,
                east.suit(s).len() as u8,
                west.suit(s).len() as u8,
            ]
        });
        let first = match pos.leader() {
            l if l == e => 1,
            l if l == w => 2,
            l if l == self.side.seats()[0] => 3,
            _ => 4,
        };
        let mut holdings = forced::Holdings::new(parts, self.trump.map(Suit::index), first);
        for (i, hand) in later.iter().enumerate() {
            for (suit, &(first, holders, rest)) in hand.iter().enumerate() {
                if first + rest > 0 {
                    holdings = holdings.with_later(suit, 2 * i, (first, holders), rest);
                }
            }
        }
        if k == 0 {
            // The second game as it counts trumps first (cheaper), then
            // with the trumps by rank.
            let table = &mut self.lose_all_against;
            let mut budget = GAME_BUDGET;
            let answer = forced::can_lose_all_against(holdings, table, &mut budget);
            if answer.is_none() {
                // Too long to decide: no bound, and not asked again.
                table.insert(holdings, true);
            }
            if answer == Some(false) || self.trump.is_none() {
                return answer == Some(false);
            }
        }
        // The trumps by rank, each with its holder, highest first.
        let seats = self.side.seats();
        let hands = [seats[0], seats[1], e, w];
        let code = |c: Card| {
            hands
                .iter()
                .position(|&s| pos.hand(s).contains(c))
                .map_or(0, |i| i as u8)
        };
        let (trumps, ranked) = match self.trump {
            Some(t) => {
                let held = (side_hand(pos, self.side) | theirs).suit(t);
                let trumps = forced::Trumps::new(held.iter().rev().map(code));
                (trumps, holdings.without_suit(t.index()))
            }
            None => (forced::Trumps::default(), holdings),
        };
        let leader = hands.iter().position(|&s| s == pos.leader()).unwrap_or(0);
        let mut budget = if k == 0 {
            RANKED_BUDGET
        } else {
            RANKED_BUDGET / 4
        };
        let table = &mut self.hold_to;
        forced::can_hold_to(ranked, trumps, 1 << leader, k, table, &mut budget) == Some(false)
    }

    /// 1 if the trick in progress is certainly the claimer's side's: its
    /// card is winning and no one still to play can beat it.
    pub(super) fn trick_certain(&self, pos: &Position) -> u8 {
        let Some((winner, best)) = pos.current_winner() else {
            return 0;
        };
        if !self.on_side(winner) {
            return 0;
        }
        let led = pos.led_suit();
        for k in pos.trick_len()..4 {
            let seat = pos.leader().advance(k);
            if self.on_side(seat) {
                continue;
            }
            let hand = pos.hand(seat);
            let playable = match led {
                Some(l) if hand.has_suit(l) => hand.suit(l),
                _ => hand,
            };
            if playable.iter().any(|c| beats(c, best, pos.trump())) {
                return 0;
            }
        }
        1
    }

    /// In the last trick every card is forced (each hand holds one): 1 if
    /// the claimer's side wins it.
    pub(super) fn last_trick(&self, pos: &Position) -> u8 {
        let mut p = *pos;
        let mut won = 0;
        while let Some(c) = p.legal_cards().highest() {
            let (next, winner) = p.play_unchecked(c);
            if let Some(w) = winner {
                won = u8::from(self.on_side(w));
                break;
            }
            p = next;
        }
        won
    }

    /// [`Ctx::search_above`]'s answer when bounds or the table give it without
    /// looking at the cards; otherwise a lower bound, the part of it that
    /// holds for every legal line (not only for the normal ones the table's
    /// values are of) and the table key.
    pub(super) fn settle(&mut self, node: &Node, beta: u8) -> Result<u8, Settled> {
        let pos = &node.pos;
        if pos.is_over() || beta == 0 {
            return Ok(0);
        }
        if pos.remaining_tricks() == 1 {
            return Ok(self.last_trick(pos));
        }
        let boundary = pos.trick_len() == 0;
        let mut lb = if boundary {
            self.lower_bound(node)
        } else {
            self.trick_certain(pos)
        };
        let mut legal = lb;
        if lb >= pos.remaining_tricks() || lb >= beta {
            return Ok(lb);
        }
        let key = if boundary { Some(self.key(node)) } else { None };
        if let Some(k) = &key {
            if let Some(e) = self.memo.get(k) {
                if e.exact || e.value >= beta {
                    return Ok(e.value);
                }
                // A bound found with a lower limit.
                lb = lb.max(e.value);
            }
            if (lb == 0 || lb + 1 == beta) && self.forced_tricks(pos, lb) {
                lb += 1;
                legal = lb;
                if lb >= beta {
                    self.memo.insert(
                        *k,
                        Entry {
                            value: lb,
                            exact: false,
                        },
                    );
                    return Ok(lb);
                }
            }
        }
        Err((lb, legal, key))
    }

    /// The exact least number of tricks from `node`, found by raising the
    /// limit one trick at a time from below: each search asks only whether
    /// some line gives fewer than the limit, so the proofs it needs are of
    /// small bounds (which the lower bounds settle cheaply) and the table
    /// keeps them for the next limit.
    pub(super) fn search_exact(&mut self, node: &Node) -> u8 {
        let rem = node.pos.remaining_tricks();
        let mut beta = 1;
        loop {
            let v = self.search_either(node, beta);
            if v < beta || beta > rem || self.aborted {
                return v;
            }
            beta = v + 1;
        }
    }

    /// [`Ctx::search_above`] from the root in two orders of the opponents'
    /// leads taken in turn (highest first, then lowest first), each within
    /// a budget of positions ([`EITHER_BUDGET`] at first) that doubles once
    /// both have tried: a line one order meets late the other may meet
    /// early (seed 93 at 13 tricks: no line of 0 tricks in 20 million
    /// positions leading high, one within 400,000 leading low), and what
    /// either shows stays in the table for the other. The order that
    /// answered stays set, so the explanation's walk in the search's order
    /// follows the line the search found.
    fn search_either(&mut self, node: &Node, beta: u8) -> u8 {
        let mut budget = self.either_budget;
        let mut low = false;
        loop {
            self.lead_low = low;
            if let Some(v) = self.within(budget, |ctx, _| ctx.search_above(node, beta, 0)) {
                return v;
            }
            low = !low;
            if !low {
                budget = budget.saturating_mul(2);
            }
        }
    }

    /// Runs `f` (given the ruling's own node limit) with at most `budget`
    /// more positions: `None` when that budget, not the ruling's, cut it
    /// short (the search may then go on another way); otherwise its
    /// answer, as complete as the ruling's budget and the solver allow.
    pub(super) fn within<T>(
        &mut self,
        budget: u64,
        f: impl FnOnce(&mut Self, u64) -> T,
    ) -> Option<T> {
        let limit = self.node_limit;
        self.node_limit = self.nodes.saturating_add(budget).min(limit);
        let answer = f(self, limit);
        self.node_limit = limit;
        if self.aborted && self.failed.is_none() && self.nodes <= limit {
            self.aborted = false;
            return None;
        }
        Some(answer)
    }

    /// The least number of the remaining tricks the claimer's side takes
    /// from `node`: exact if below `beta`, otherwise some value >= `beta`;
    /// the node is known to give it at least `floor` tricks (the explanation
    /// knows the exact value of the node it stands at, a node's lower bound
    /// holds for each card of its choice). Every player minimises, so each card of a node's
    /// choice gives at least the node's value (less the trick it wins):
    /// the bound passes down, and a line that reaches it ends the search
    /// of every node above it without proving anything more.
    pub(super) fn search_above(&mut self, node: &Node, beta: u8, floor: u8) -> u8 {
        let pos = &node.pos;
        if pos.is_over() {
            return 0;
        }
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.aborted = true;
        }
        if floor >= beta {
            return floor;
        }
        let (lb, legal, key) = match self.settle(node, beta) {
            Ok(v) => return v,
            Err((lb, legal, key)) => (lb.max(floor), legal, key),
        };
        // I3 needs double-dummy values; it is left until a card needs a
        // search of its own: while every card's line is settled at or above
        // the limit by bounds and the table, so is that of every filtered
        // card.
        self.defer_located = true;
        let mut choice = self.choices(node);
        self.defer_located = false;
        let deferred = self.deferred.take();
        let mut allowed: Option<Hand> = None;
        self.order_for_min(pos, &mut choice.cards);
        let mut best = u8::MAX;
        for &card in choice.cards.iter() {
            let (child, gain) = self.apply(node, card);
            let limit = beta.min(best);
            if gain >= limit {
                best = best.min(gain);
                continue;
            }
            // Searching a card the filter would drop is wasted work; once
            // that has cost much more than the filters it saved, a card is
            // only tried unfiltered when bounds and the table settle it.
            let cautious = self.defer_wasted > 64 * (self.defer_saved + 16);
            let settled = match (deferred, allowed) {
                (Some(_), None) if cautious => self.settle(&child, limit - gain).ok(),
                _ => None,
            };
            let v = match settled {
                Some(v) if gain + v >= limit => gain + v,
                _ => {
                    // A bound from above or from the table holds for the
                    // cards of the node's choice only, so a card searched
                    // before the deferred filter gets only the part that
                    // holds for every legal card. With a bound to pass, the
                    // filter comes first while it is cheap; once its calls
                    // have cost many of our solver's positions each, the
                    // card is searched first.
                    let costly = self.filter_calls >= FILTER_CALLS
                        && self.filter_nodes > FILTER_COSTLY * self.filter_calls;
                    let unfiltered = deferred.is_some()
                        && allowed.is_none()
                        && !cautious
                        && (lb <= gain || costly);
                    let floor = if unfiltered { legal } else { lb }.saturating_sub(gain);
                    if let (Some((keep, compared)), false) = (deferred, unfiltered) {
                        let f = match allowed {
                            Some(f) => f,
                            None => *allowed.insert(self.located_filter(pos, keep, compared)),
                        };
                        if !f.contains(card) {
                            continue;
                        }
                    }
                    let before = self.nodes;
                    let v = match settled {
                        Some(v) => gain + v,
                        None => gain + self.search_above(&child, limit - gain, floor),
                    };
                    if unfiltered && v < limit {
                        let (keep, compared) = deferred.unwrap_or_default();
                        let f = *allowed.insert(self.located_filter(pos, keep, compared));
                        if !f.contains(card) {
                            self.defer_wasted += self.nodes - before;
                            continue;
                        }
                    }
                    v
                }
            };
            best = best.min(v);
            if best <= lb || self.aborted {
                break;
            }
        }
        if deferred.is_some() && allowed.is_none() {
            self.defer_saved += 1;
        }
        if best == u8::MAX {
            best = 0;
        }
        if let Some(k) = key {
            if !self.aborted {
                self.memo.insert(
                    k,
                    Entry {
                        value: best,
                        exact: best < beta,
                    },
                );
            }
        }
        best
    }
}

impl Ctx<'_> {
    /// Play on with the claimer's side following its statement and
    /// otherwise playing its best, the opponents playing their best (or,
    /// with `obvious`, winning every trick they can at their turn): the
    /// claimer's side's tricks from `node`. Alpha-beta with a table of
    /// bounds at trick boundaries.
    pub(super) fn minimax(
        &mut self,
        node: &Node,
        mut alpha: u8,
        mut beta: u8,
        obvious: bool,
        table: &mut HashMap<MemoKey, (u8, u8)>,
    ) -> u8 {
        let pos = &node.pos;
        if pos.is_over() {
            return 0;
        }
        self.nodes += 1;
        let key = if pos.trick_len() == 0 {
            Some(self.key(node))
        } else {
            None
        };
        if let Some(k) = &key {
            if let Some(&(lo, hi)) = table.get(k) {
                if lo == hi || lo >= beta {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let (a0, b0) = (alpha, beta);
        let seat = pos.to_move();
        let legal = pos.legal_cards();
        let maximizing = self.on_side(seat);
        let cands = if maximizing {
            self.script_allowed(node, seat, legal).unwrap_or(legal)
        } else if obvious {
            let mut set = legal;
            if let Some((w, best)) = pos.current_winner() {
                if self.on_side(w) {
                    let winning: Hand = legal
                        .iter()
                        .filter(|c| beats(*c, best, pos.trump()))
                        .collect();
                    if !winning.is_empty() {
                        set = winning;
                    }
                }
            }
            set
        } else {
            legal
        };
        let cards = classes(pos, cands, self.named_later(node.cursor));
        let mut best = if maximizing { 0 } else { u8::MAX };
        for &card in cards.iter() {
            let (child, gain) = self.apply(node, card);
            let v = if gain >= beta {
                gain
            } else {
                gain + self.minimax(
                    &child,
                    alpha.saturating_sub(gain),
                    beta - gain,
                    obvious,
                    table,
                )
            };
            if maximizing {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if let Some(k) = key {
            let entry = table.entry(k).or_insert((0, pos.remaining_tricks()));
            if best <= a0 {
                entry.1 = entry.1.min(best);
            } else if best >= b0 {
                entry.0 = entry.0.max(best);
            } else {
                *entry = (best, best);
            }
        }
        best
    }
}

/// The double-dummy value of each legal card, in the solver's order.
#[derive(Clone, Copy)]
pub(super) struct Values {
    list: [(Card, u8); 13],
    len: usize,
}

impl Default for Values {
    /// No card valued (what a failed solver call leaves).
    fn default() -> Values {
        Values {
            list: [(single_card(), 0); 13],
            len: 0,
        }
    }
}

impl Values {
    pub(super) fn iter(&self) -> std::slice::Iter<'_, (Card, u8)> {
        self.list[..self.len].iter()
    }

    /// The value of `c` (0 if it is not listed).
    pub(super) fn get(&self, c: Card) -> u8 {
        self.iter()
            .find(|(x, _)| *x == c)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    }
}

/// A placeholder card for fixed arrays.
pub(super) fn single_card() -> Card {
    Card::from_index(0).unwrap_or_else(|| unreachable!("index 0 is a card"))
}

pub(super) fn single(c: Card) -> Hand {
    let mut h = Hand::EMPTY;
    h.insert(c);
    h
}

/// One card per group of equal cards in `cands`: cards of a suit with no
/// card of another hand (or on the table) between them. Cards in `keep`
/// stay on their own.
pub(super) fn classes(pos: &Position, cands: Hand, keep: Hand) -> CardList {
    let seat = pos.to_move();
    let mut others = pos.table_cards();
    for s in Seat::ALL {
        if s != seat {
            others = others | pos.hand(s);
        }
    }
    let others = others.bits();
    let mut out = CardList::new();
    for suit in Suit::ALL {
        let mut prev: Option<Card> = None;
        // Low to high; a card joins the group of the one below it when no
        // other hand holds a card between them.
        for c in cands.suit(suit).iter() {
            let joined = match prev {
                Some(p) if !keep.contains(c) && !keep.contains(p) => {
                    // The bits strictly between p and c.
                    let between = ((1u64 << c.index()) - 1) & !((1u64 << (p.index() + 1)) - 1);
                    others & between == 0
                }
                _ => false,
            };
            if !joined {
                out.push(c);
            }
            prev = Some(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{random_position, FailingSolver};
    use std::collections::HashMap;

    use super::super::forced::tests::fewest;
    use tenace_core::Strain;

    fn h(s: &str) -> Hand {
        s.parse().unwrap()
    }

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn node(pos: Position) -> Node {
        Node {
            pos,
            cursor: Cursor::default(),
            voids: 0,
        }
    }

    /// Three-card endings with the same holders in the same order of every
    /// suit (N S W N E in diamonds, low to high), ♦9 North's lower diamond
    /// in the first and his higher in the second.
    fn endings() -> [Position; 2] {
        let make = |north: &str, south: &str, east: &str, west: &str| {
            Position::new(
                [h(north), h(east), h(south), h(west)],
                Strain::NoTrump,
                Seat::South,
                Seat::West,
                &[],
                [5, 5],
            )
            .unwrap()
        };
        [
            make("2.-.92.-", "4.-.5.5", "3.-.T.4", "5.-.6.6"),
            make("2.-.Q9.-", "4.-.T.5", "3.-.K.4", "5.-.J.6"),
        ]
    }

    /// The table key is by relative rank; a card the statement names adds
    /// its place among the cards left of its suit (by hand: ♦9 is the fourth
    /// lowest diamond of five in the first ending, the first of five in the
    /// second: bits 13 + 3 and 13 + 0).
    #[test]
    fn the_key_places_the_named_cards() {
        let solver = FailingSolver;
        let hidden = [Seat::East, Seat::West];
        let [a, b] = endings().map(node);
        let plain = Ctx::new(Seat::North, None, Script::new(Vec::new()), hidden, &solver);
        assert_eq!(plain.key(&a), plain.key(&b));
        assert_eq!(plain.key(&a).0[2], 0);
        let named = Script::new(vec![(Step::Card(c("D9")), 0)]);
        let ctx = Ctx::new(Seat::North, None, named, hidden, &solver);
        assert_eq!(ctx.named_places(&a), 1 << 16);
        assert_eq!(ctx.named_places(&b), 1 << 13);
        assert_ne!(ctx.key(&a), ctx.key(&b));
        assert_eq!(ctx.key(&a).0[..2], plain.key(&a).0[..2]);
    }

    /// The part of `settle`'s bound said to hold for every legal line does,
    /// also once the table holds the values of normal lines (after a
    /// search, at the positions after the first trick played low).
    #[test]
    fn the_legal_part_of_the_bound_holds_for_every_legal_line() {
        let solver = FailingSolver;
        for seed in 0..100 {
            let pos = random_position(seed, 3 + (seed % 2) as u8, false);
            for claimer in [Seat::North, Seat::East] {
                let hidden = [claimer.lho(), claimer.rho()];
                let trump = pos.trump().trump();
                let script = Script::new(Vec::new());
                let mut ctx = Ctx::new(claimer, trump, script, hidden, &solver);
                let root = node(pos);
                let worst = ctx.search_exact(&root);
                let mut next = root;
                for _ in 0..4 {
                    let card = next.pos.legal_cards().lowest().unwrap();
                    next = ctx.apply(&next, card).0;
                }
                let side = claimer.side();
                let mut table = HashMap::new();
                for n in [root, next] {
                    let rem = n.pos.remaining_tricks();
                    if let Err((lb, legal, _)) = ctx.settle(&n, rem + 1) {
                        assert!(legal <= lb, "seed {seed}: {legal} > {lb}");
                        let held = fewest(&n.pos, side, legal, &mut table);
                        assert!(
                            held >= legal,
                            "seed {seed}, {claimer:?}: legal bound {legal}, a line of {held}"
                        );
                    }
                }
                // Normal lines are legal lines: never fewer tricks.
                assert!(fewest(&pos, side, worst + 1, &mut table) <= worst);
            }
        }
    }

    /// With budgets small enough that the two orders take many turns, the
    /// least normal line found is the one a single order finds with no
    /// budget, on seeded endings of 6 to 8 tricks; and the turns happen.
    #[test]
    fn taking_the_two_orders_in_turn_finds_the_same_count() {
        let solver = FailingSolver;
        let mut low_answered = 0;
        for seed in 0..24u64 {
            let pos = random_position(seed, 6 + (seed % 3) as u8, seed % 2 == 0);
            let claimer = Seat::from_index((seed % 4) as usize);
            let new_ctx = || Ctx::plain(claimer, &pos, &solver);
            let root = Node::at(pos);
            let mut one = new_ctx();
            one.either_budget = u64::MAX;
            let expected = one.search_exact(&root);
            let mut turns = new_ctx();
            turns.either_budget = 8;
            assert_eq!(turns.search_exact(&root), expected, "seed {seed}");
            assert!(!turns.aborted && !one.lead_low, "seed {seed}");
            low_answered += usize::from(turns.lead_low);
        }
        assert!(low_answered > 0, "the second order never answered");
    }
}
