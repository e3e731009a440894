//! A small double-dummy solver of our own: alpha-beta with a transposition
//! table and move ordering. It is exact at any size but meant for endings
//! (the adjudicator asks it at eight tricks or fewer), where it beats the
//! start-up cost of a general solver call; the adjudicator asks it the
//! many small questions of one ruling and keeps its table between them.
//!
//! Every question is answered by null-window searches ("do North-South
//! take at least k tricks?"); an exact count is a few of them, each
//! starting from the bound the last one found (MTD(f)), and the table of
//! bounds, with the best card found at each position, serves them all.
//! A bound is stored with the cards it depended on ([`Pins`]: per suit,
//! the holders of the top cards down to the lowest that won a trick by
//! rank or counted as a sure trick), so it also answers every position
//! that differs only in the small cards, as DDS's table does. The search
//! runs on a compact copy of the position ([`St`]: bit sets and the trick
//! so far), so a node allocates nothing.

use std::cell::RefCell;
use std::collections::HashMap;

use tenace_core::{Card, Deal, Hand, Seat, Side, Strain};

use crate::dd::{DdTable, Solver, SolverError};
use crate::position::Position;

/// Exact double-dummy values by alpha-beta search, with a table of bounds
/// kept across calls on the same solver.
#[derive(Default)]
pub struct AlphaBetaSolver {
    memory: RefCell<Memory>,
}

/// What the searches keep between calls: the table, the pin patterns
/// stored under each shape, and a count of the positions visited.
#[derive(Default)]
struct Memory {
    table: Table,
    shapes: FastMap<(u64, u8), Patterns>,
    nodes: u64,
}

impl Memory {
    /// The memory, its table emptied if it has grown too large (never in
    /// the middle of a question).
    fn ready(&mut self) -> &mut Memory {
        if self.table.len() > 4_000_000 {
            self.table.clear();
            self.shapes.clear();
        }
        self
    }
}

/// Bounds (low, high) on North-South's tricks and the best card found
/// (its suit and its place among the suit's remaining cards; [`NO_MOVE`]
/// for none), by generalised position (see [`Shape::key`]).
type Table = FastMap<([u64; 3], u8), (u8, u8, u8)>;

/// The pin patterns (cards kept per suit, from the top) under which
/// bounds of one shape were stored: the last few, the latest to answer a
/// look-up first.
#[derive(Default, Clone, Copy)]
struct Patterns {
    ks: [[u8; 4]; PATTERNS],
    len: u8,
}

const PATTERNS: usize = 8;

impl Patterns {
    /// Adds a pattern at the front (the last one goes when the list is
    /// full).
    fn add(&mut self, k: [u8; 4]) {
        if self.ks[..self.len as usize].contains(&k) {
            return;
        }
        if (self.len as usize) < PATTERNS {
            self.len += 1;
        }
        self.ks[..self.len as usize].rotate_right(1);
        self.ks[0] = k;
    }

    /// Moves pattern `i`, which has just answered a look-up, to the front.
    fn promote(&mut self, i: usize) {
        self.ks[..=i].rotate_right(1);
    }
}

const NO_MOVE: u8 = 0xFF;
const NO_CARD: u8 = 0xFF;

/// Pins: for each suit the lowest rank (0 for the two, 13 for none) from
/// which the remaining cards' holders mattered to a result. A bound found
/// with pins `p` holds for every position with the same leader, trump
/// and suit lengths in each hand, and the same holders of each suit's
/// cards of rank `p[suit]` or higher (counted from the top): the other
/// cards are small cards whose ranks played no part.
type Pins = [u8; 4];

const NO_PINS: Pins = [13; 4];

/// The pins of two results together: the lower rank in each suit.
fn union(a: Pins, b: Pins) -> Pins {
    [
        a[0].min(b[0]),
        a[1].min(b[1]),
        a[2].min(b[2]),
        a[3].min(b[3]),
    ]
}

/// Pins card `c` (and every higher card of its suit).
fn pin(p: &mut Pins, c: u8) {
    let s = (c / 13) as usize;
    p[s] = p[s].min(c % 13);
}

/// A position's shape (suit lengths of each hand, leader and trump) and
/// the holders of each suit's cards from the lowest up, for the table's
/// keys.
struct Shape {
    lens: u64,
    lt: u8,
    n: [u8; 4],
    odd: [u64; 4],
    high: [u64; 4],
}

impl Shape {
    fn new(st: &St) -> Shape {
        let h = &st.hands;
        let all = h[0] | h[1] | h[2] | h[3];
        let odd = h[1] | h[3];
        let high = h[2] | h[3];
        let mut sh = Shape {
            lens: 0,
            lt: st.leader | (st.trump << 2),
            n: [0; 4],
            odd: [0; 4],
            high: [0; 4],
        };
        for s in 0..4usize {
            let shift = 13 * s;
            let m = ((all >> shift) & 0x1FFF) as usize;
            sh.n[s] = POP13[m];
            sh.odd[s] = compress13(((odd >> shift) & 0x1FFF) as usize, m);
            sh.high[s] = compress13(((high >> shift) & 0x1FFF) as usize, m);
            for (i, hand) in h.iter().enumerate() {
                let len = u64::from(POP13[((hand >> shift) & 0x1FFF) as usize]);
                sh.lens |= len << (4 * (4 * s + i));
            }
        }
        sh
    }

    /// The key of the positions of this shape whose top `k[suit]` cards
    /// of each suit have these holders.
    fn key(&self, k: [u8; 4]) -> ([u64; 3], u8) {
        let mut w = [self.lens, 0, 0];
        for s in 0..4 {
            let drop = self.n[s] - k[s];
            let part =
                u64::from(k[s]) | ((self.odd[s] >> drop) << 4) | ((self.high[s] >> drop) << 17);
            w[1 + s / 2] |= part << (30 * (s % 2));
        }
        (w, self.lt)
    }
}

/// `POP13[x]`: the number of bits of `x` (13 bits), by table: the
/// default target has no population-count instruction.
static POP13: [u8; 8192] = pop13_table();

const fn pop13_table() -> [u8; 8192] {
    let mut t = [0u8; 8192];
    let mut x = 1;
    while x < 8192 {
        t[x] = t[x >> 1] + (x & 1) as u8;
        x += 1;
    }
    t
}

/// The pins as counts of top cards per suit in `st`.
fn pins_to_counts(st: &St, p: Pins) -> [u8; 4] {
    let all = st.all();
    let mut k = [0; 4];
    for s in 0..4u8 {
        let from = 13 * u32::from(s) + u32::from(p[s as usize]);
        k[s as usize] = (all & suit_mask(s) & (u64::MAX << from)).count_ones() as u8;
    }
    k
}

/// Counts of top cards per suit as pins in `st`.
fn counts_to_pins(st: &St, k: [u8; 4]) -> Pins {
    let all = st.all();
    let mut p = NO_PINS;
    for s in 0..4u8 {
        if k[s as usize] == 0 {
            continue;
        }
        let mut x = all & suit_mask(s);
        for _ in 1..k[s as usize] {
            x &= !(1u64 << (63 - x.leading_zeros()));
        }
        if x != 0 {
            p[s as usize] = (63 - x.leading_zeros()) as u8 - 13 * s;
        }
    }
    p
}

/// What the table knows of a position at a trick boundary: bounds on
/// North-South's tricks, each with the pins it holds under, and a card
/// to try first.
struct Known {
    lo: u8,
    lo_pins: Pins,
    hi: u8,
    hi_pins: Pins,
    mv: u8,
}

fn lookup(st: &St, sh: &Shape, rem: u8, window: (u8, u8), memory: &mut Memory) -> Known {
    let mut k = Known {
        lo: 0,
        lo_pins: NO_PINS,
        hi: rem,
        hi_pins: NO_PINS,
        mv: NO_MOVE,
    };
    if let Some(pats) = memory.shapes.get_mut(&(sh.lens, sh.lt)) {
        for i in 0..pats.len as usize {
            let counts = pats.ks[i];
            if counts.iter().zip(sh.n.iter()).any(|(c, n)| c > n) {
                continue;
            }
            if let Some(&(a, b, m)) = memory.table.get(&sh.key(counts)) {
                if a > k.lo {
                    k.lo = a;
                    k.lo_pins = counts_to_pins(st, counts);
                }
                if b < k.hi {
                    k.hi = b;
                    k.hi_pins = counts_to_pins(st, counts);
                }
                if m != NO_MOVE && k.mv == NO_MOVE {
                    k.mv = m;
                }
                // Enough to answer the search: no need to look further.
                if k.lo >= window.1 || k.hi <= window.0 || k.lo >= k.hi {
                    pats.promote(i);
                    break;
                }
            }
        }
    }
    k
}

/// Stores what a search of `st` found, under `pins`.
fn store(
    st: &St,
    sh: &Shape,
    pins: Pins,
    lo: Option<u8>,
    hi: Option<u8>,
    mv: u8,
    memory: &mut Memory,
) {
    let counts = pins_to_counts(st, pins);
    memory
        .shapes
        .entry((sh.lens, sh.lt))
        .or_default()
        .add(counts);
    let rem = st.rem();
    let e = memory
        .table
        .entry(sh.key(counts))
        .or_insert((0, rem, NO_MOVE));
    if let Some(lo) = lo {
        e.0 = e.0.max(lo);
    }
    if let Some(hi) = hi {
        e.1 = e.1.min(hi);
    }
    if mv != NO_MOVE {
        e.2 = mv;
    }
}

impl AlphaBetaSolver {
    /// A solver with an empty table.
    pub fn new() -> AlphaBetaSolver {
        AlphaBetaSolver::default()
    }

    /// How many positions the searches of this solver have visited.
    pub fn nodes(&self) -> u64 {
        self.memory.borrow().nodes
    }

    /// North-South's tricks from `pos` on (counting the trick in progress).
    pub fn ns_tricks(&self, pos: &Position) -> u8 {
        let mut memory = self.memory.borrow_mut();
        let st = St::new(pos);
        exact(&st, 0, st.rem(), None, memory.ready())
    }

    /// `side`'s tricks from `pos` on, known to be at least `floor`.
    pub(crate) fn side_tricks_from(&self, pos: &Position, side: Side, floor: u8) -> u8 {
        let mut memory = self.memory.borrow_mut();
        let st = St::new(pos);
        let rem = st.rem();
        let floor = floor.min(rem);
        if side == Side::NorthSouth {
            exact(&st, floor, rem, None, memory.ready())
        } else {
            rem - exact(&st, 0, rem - floor, None, memory.ready())
        }
    }

    /// Whether North-South take at least `k` tricks from `pos` on: a
    /// search with the narrowest window, cheaper than the exact count.
    pub(crate) fn ns_at_least(&self, pos: &Position, k: u8) -> bool {
        let mut memory = self.memory.borrow_mut();
        ns_at_least(&St::new(pos), k, memory.ready())
    }

    /// The side to move's tricks from `pos` on if it plays `card`, both
    /// sides then playing double-dummy.
    pub(crate) fn card_value(&self, pos: &Position, card: Card) -> u8 {
        let (child, w) = pos.play_unchecked(card);
        let ns = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth)) + self.ns_tricks(&child);
        if pos.to_move().side() == Side::NorthSouth {
            ns
        } else {
            pos.remaining_tricks() - ns
        }
    }

    /// Whether the side to move takes at least `k` tricks from `pos` on if
    /// it plays `card`.
    pub(crate) fn card_at_least(&self, pos: &Position, card: Card, k: u8) -> bool {
        let (child, w) = pos.play_unchecked(card);
        let gain = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth));
        let rem = pos.remaining_tricks();
        if pos.to_move().side() == Side::NorthSouth {
            // gain + ns(child) >= k
            k <= gain || self.ns_at_least(&child, k - gain)
        } else {
            // rem - gain - ns(child) >= k, i.e. ns(child) <= rem - gain - k
            match (rem - gain).checked_sub(k) {
                None => false,
                Some(m) => !self.ns_at_least(&child, m + 1),
            }
        }
    }

    /// Whether the side to move takes at least `k` tricks from `pos` on
    /// with its best card.
    pub(crate) fn at_least(&self, pos: &Position, k: u8) -> bool {
        let rem = pos.remaining_tricks();
        if pos.to_move().side() == Side::NorthSouth {
            self.ns_at_least(pos, k)
        } else {
            match rem.checked_sub(k) {
                None => false,
                Some(m) => !self.ns_at_least(pos, m + 1),
            }
        }
    }
}

fn ns_at_least(st: &St, k: u8, memory: &mut Memory) -> bool {
    if k == 0 {
        return true;
    }
    if k > st.rem() {
        return false;
    }
    search(st, k - 1, k, memory).0 >= k
}

/// The 13 bits of suit `s` (0 clubs to 3 spades).
const fn suit_mask(s: u8) -> u64 {
    0x1FFF << (13 * s as u64)
}

/// The bits strictly above bit `i`.
const fn bits_above(i: u8) -> u64 {
    if i >= 63 {
        0
    } else {
        !((2u64 << i) - 1)
    }
}

/// The search's copy of a position: the hands as bit sets (card index
/// suit * 13 + rank), the trump suit (4 for no trump), the leader and the
/// trick so far (how many cards, the suit led, who is winning with which
/// card, the cards as a set). Seats are indices (North 0, East 1, South 2,
/// West 3), so North-South are the even ones.
#[derive(Clone, Copy)]
struct St {
    hands: [u64; 4],
    trump: u8,
    leader: u8,
    n: u8,
    led: u8,
    win: u8,
    best: u8,
    table: u64,
}

impl St {
    fn new(pos: &Position) -> St {
        let mut st = St {
            hands: pos.hands().map(|h| h.bits()),
            trump: pos.trump().trump().map_or(4, |s| s.index() as u8),
            leader: pos.leader().index() as u8,
            n: pos.trick_len() as u8,
            led: 0,
            win: 0,
            best: 0,
            table: pos.table_cards().bits(),
        };
        if let (Some((w, c)), Some(l)) = (pos.current_winner(), pos.led_suit()) {
            st.win = w.index() as u8;
            st.best = c.index();
            st.led = l.index() as u8;
        }
        st
    }

    fn mover(&self) -> usize {
        ((self.leader + self.n) & 3) as usize
    }

    /// The tricks still to be decided, counting the one in progress.
    fn rem(&self) -> u8 {
        self.hands[(self.leader as usize + 3) & 3].count_ones() as u8
    }

    fn all(&self) -> u64 {
        self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
    }

    /// The cards the player to move may play (follow suit if able).
    fn legal(&self) -> u64 {
        let h = self.hands[self.mover()];
        if self.n == 0 {
            return h;
        }
        let f = h & suit_mask(self.led);
        if f != 0 {
            f
        } else {
            h
        }
    }

    /// Whether card `c` beats card `best` (Law 44).
    fn beats(&self, c: u8, best: u8) -> bool {
        if c / 13 == best / 13 {
            c > best
        } else {
            c / 13 == self.trump
        }
    }

    /// Whether a player holding `h` can beat the trick's winning card now.
    fn can_beat(&self, h: u64) -> bool {
        let f = h & suit_mask(self.led);
        let legal = if f != 0 { f } else { h };
        let bs = self.best / 13;
        legal & suit_mask(bs) & bits_above(self.best) != 0
            || (bs != self.trump && self.trump < 4 && legal & suit_mask(self.trump) != 0)
    }

    /// Plays card `c` for the player to move; the winner's seat when the
    /// card completes a trick.
    fn play(&self, c: u8) -> (St, Option<u8>) {
        let mut s = *self;
        let m = self.mover();
        let bit = 1u64 << c;
        s.hands[m] &= !bit;
        if self.n == 0 {
            s.n = 1;
            s.led = c / 13;
            s.win = m as u8;
            s.best = c;
            s.table = bit;
            return (s, None);
        }
        if self.beats(c, self.best) {
            s.win = m as u8;
            s.best = c;
        }
        if self.n == 3 {
            s.leader = s.win;
            s.n = 0;
            s.table = 0;
            return (s, Some(s.win));
        }
        s.n += 1;
        s.table |= bit;
        (s, None)
    }

    /// One card per group of equal cards among `cands` (the mover's; cards
    /// of one suit with no card of another hand, or on the table, between
    /// them): the highest of each group, suits in order, high cards first.
    fn representatives(&self, cands: u64) -> Moves {
        let m = self.mover();
        let mine = self.hands[m];
        let theirs = (self.all() & !mine) | self.table;
        let mut out = Moves::new();
        for s in 0..4u8 {
            let sm = suit_mask(s);
            let both = (mine | theirs) & sm;
            let mut c = cands & sm;
            while c != 0 {
                let i = 63 - c.leading_zeros() as u8;
                c &= !(1u64 << i);
                let next = both & bits_above(i);
                let next = next & next.wrapping_neg();
                if next == 0 || next & theirs != 0 {
                    out.push(i);
                }
            }
        }
        out
    }
}

/// A short list of card indices (at most 13: one hand).
#[derive(Clone, Copy)]
struct Moves {
    cards: [u8; 13],
    len: u8,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            cards: [0; 13],
            len: 0,
        }
    }

    fn push(&mut self, c: u8) {
        self.cards[self.len as usize] = c;
        self.len += 1;
    }

    fn as_slice(&self) -> &[u8] {
        &self.cards[..self.len as usize]
    }

    /// Moves card `c`, if listed, to the front (the others keep their order).
    fn put_first(&mut self, c: u8) {
        let n = self.len as usize;
        if let Some(i) = self.cards[..n].iter().position(|&x| x == c) {
            self.cards[..=i].rotate_right(1);
        }
    }

    /// Sorts by `score`, highest first, keeping the order of equal scores.
    fn sort_by_score(&mut self, score: impl Fn(u8) -> i32) {
        let n = self.len as usize;
        sort_small_by_key(&mut self.cards[..n], |c| -score(c));
    }
}

/// Sorts a short list (at most 13 items: one hand) by `key`, lowest first,
/// keeping the order of equal keys; each key is computed once.
pub(crate) fn sort_small_by_key<T: Copy>(items: &mut [T], key: impl Fn(T) -> i32) {
    let n = items.len().min(13);
    let Some(&fill) = items.first() else {
        return;
    };
    let mut keyed = [(0i32, fill); 13];
    for (i, &item) in items.iter().take(n).enumerate() {
        let k = (key(item), item);
        let mut j = i;
        while j > 0 && keyed[j - 1].0 > k.0 {
            keyed[j] = keyed[j - 1];
            j -= 1;
        }
        keyed[j] = k;
    }
    for (c, k) in items.iter_mut().zip(keyed.iter()).take(n) {
        *c = k.1;
    }
}

/// Orders moves, most promising first: the leader cashes the top card of
/// a suit its hand holds, or leads low towards partner's top card; a
/// follower plays low under partner's winning card, otherwise its cheapest
/// winning card, otherwise its lowest card (discarding, a low card of its
/// longest suit, top cards last).
fn order(st: &St, moves: &mut Moves) {
    let m = st.mover();
    let partner = (m + 2) & 3;
    let all = st.all();
    let trump = st.trump;
    let rank = |c: u8| i32::from(c % 13);
    let top_of = |s: u8| {
        let x = all & suit_mask(s);
        if x == 0 {
            None
        } else {
            let bit = 1u64 << (63 - x.leading_zeros());
            (0..4).find(|&h| st.hands[h] & bit != 0)
        }
    };
    if st.n == 0 {
        let mut top = [None; 4];
        let mut ruffable = [false; 4];
        let mut partner_ruffs = [false; 4];
        for s in 0..4u8 {
            top[s as usize] = top_of(s);
            if trump < 4 && s != trump {
                let tm = suit_mask(trump);
                let sm = suit_mask(s);
                for o in [(m + 1) & 3, (m + 3) & 3] {
                    let h = st.hands[o];
                    if h & tm != 0 && h & sm == 0 {
                        ruffable[s as usize] = true;
                    }
                }
                let h = st.hands[partner];
                partner_ruffs[s as usize] = h & tm != 0 && h & sm == 0;
            }
        }
        moves.sort_by_score(|c| {
            let s = (c / 13) as usize;
            match top[s] {
                Some(h) if h == m && ruffable[s] => 20 + rank(c),
                Some(h) if h == m => 100 + rank(c),
                _ if partner_ruffs[s] && !ruffable[s] => 80 - rank(c),
                Some(h) if h == partner && ruffable[s] => 25 - rank(c),
                Some(h) if h == partner => 60 - rank(c),
                _ => 30 - rank(c),
            }
        });
    } else {
        let partner_winning = st.win as usize == partner;
        let lho = (m + 1) & 3;
        // Third hand, partner winning, fourth hand able to beat him.
        let exposed = partner_winning && st.n == 2 && st.can_beat(st.hands[lho]);
        // Second hand, partner to play last and able to win.
        let partner_last = st.n == 1 && st.can_beat(st.hands[partner]);
        let discarding = st.hands[m] & suit_mask(st.led) == 0;
        moves.sort_by_score(|c| {
            let wins = st.beats(c, st.best);
            let s = c / 13;
            let top = (all & suit_mask(s)) & bits_above(c) == 0;
            if discarding && !wins && top {
                // Keep a top card.
                20 - rank(c)
            } else if discarding && !wins {
                // A low card of a long suit.
                50 - rank(c) + 2 * (st.hands[m] & suit_mask(s)).count_ones() as i32
            } else if partner_last {
                50 - rank(c)
            } else if exposed {
                // Cover: high cards first.
                50 + rank(c)
            } else if partner_winning {
                // Low, and no ruff of partner's trick.
                if s != st.led && s == trump {
                    10 - rank(c)
                } else {
                    50 - rank(c)
                }
            } else if wins {
                100 - rank(c)
            } else {
                50 - rank(c)
            }
        });
    }
}

/// North-South's exact tricks from `st` on, known to be between `lo`
/// and `hi`: null-window probes (MTD(f)), each starting from the last
/// bound found (first from `guess`, or the table's bounds), the table
/// keeping what each probe learnt for the next.
fn exact(st: &St, mut lo: u8, mut hi: u8, guess: Option<u8>, memory: &mut Memory) -> u8 {
    let rem = st.rem();
    hi = hi.min(rem);
    if lo >= hi {
        return lo.min(rem);
    }
    let mut g = match guess {
        Some(g) => g,
        None if st.n == 0 => {
            let k = lookup(st, &Shape::new(st), rem, (0, rem), memory);
            lo = lo.max(k.lo);
            hi = hi.min(k.hi).max(lo);
            (k.lo + k.hi).div_ceil(2)
        }
        None => (lo + hi).div_ceil(2),
    };
    while lo < hi {
        g = g.clamp(lo, hi);
        let k = if g > lo { g } else { lo + 1 };
        let v = search(st, k - 1, k, memory).0;
        if v >= k {
            lo = v.min(hi);
        } else {
            hi = v.max(lo);
        }
        g = v;
    }
    lo
}

/// The best card `c` of a position at a trick boundary as the table keeps
/// it: its suit and how many of the suit's remaining cards are below it.
fn encode_move(st: &St, c: u8) -> u8 {
    if c >= 52 {
        return NO_MOVE;
    }
    let s = c / 13;
    let below = st.all() & suit_mask(s) & ((1u64 << c) - 1);
    (s << 4) | below.count_ones() as u8
}

/// The card [`encode_move`] kept, in this position; [`NO_CARD`] if none.
fn decode_move(st: &St, mv: u8) -> u8 {
    if mv == NO_MOVE {
        return NO_CARD;
    }
    let mut x = st.all() & suit_mask(mv >> 4);
    for _ in 0..(mv & 0xF) {
        x &= x.wrapping_sub(1);
    }
    if x == 0 {
        NO_CARD
    } else {
        x.trailing_zeros() as u8
    }
}

/// The lowest card of the group of equal cards whose highest is `c`
/// (the player to move's: his cards below `c` with no other card left
/// of the suit between them).
fn group_low(st: &St, c: u8) -> u8 {
    let mine = st.hands[st.mover()];
    let both = (st.all() | st.table) & suit_mask(c / 13);
    let mut low = c;
    loop {
        let below = both & ((1u64 << low) - 1);
        if below == 0 {
            return low;
        }
        let next = 63 - below.leading_zeros() as u8;
        if mine & (1u64 << next) == 0 {
            return low;
        }
        low = next;
    }
}

/// The pin a trick completed by card `c` from `st` needs: its winning
/// card when it won by rank (another card of its suit in the trick).
fn trick_pins(st: &St, c: u8, child: &St) -> Pins {
    let mut p = NO_PINS;
    if st.n == 3 {
        let trick = st.table | (1u64 << c);
        if (trick & suit_mask(child.best / 13)).count_ones() > 1 {
            pin(&mut p, child.best);
        }
    }
    p
}

/// The answer of a search whose bounds on North-South's tricks (`lo` and
/// `hi`, each with its pins) decide it: they meet, or one is outside the
/// window (`alpha`, `beta`).
fn decided(lo: (u8, Pins), hi: (u8, Pins), alpha: u8, beta: u8) -> Option<(u8, Pins)> {
    if lo.0 >= hi.0 {
        Some((lo.0, union(lo.1, hi.1)))
    } else if lo.0 >= beta {
        Some(lo)
    } else if hi.0 <= alpha {
        Some(hi)
    } else {
        None
    }
}

/// North-South's tricks from `st` on, searched within the window
/// (`alpha`, `beta`): exact inside it; at most `alpha` when the search
/// fails low, at least `beta` when it fails high. With the pins under
/// which the answer holds (see [`Pins`]).
fn search(st: &St, mut alpha: u8, mut beta: u8, memory: &mut Memory) -> (u8, Pins) {
    let rem = st.rem();
    if rem == 0 {
        return (0, NO_PINS);
    }
    memory.nodes += 1;
    // The table is kept at trick boundaries only.
    if st.n == 0 && rem == 1 {
        return last_trick(st);
    }
    let mut shape = None;
    let mut first = NO_CARD;
    let (mut raised, mut lowered) = (None, None);
    if st.n == 0 {
        // Bounds on North-South's tricks: first the sure tricks (master
        // trumps; the leader's side cashing its top cards), which often
        // answer alone, then the table's.
        let ((mut lo, mut lo_pins), (mut hi, mut hi_pins)) = sure_bounds(st, rem);
        if let Some(answer) = decided((lo, lo_pins), (hi, hi_pins), alpha, beta) {
            return answer;
        }
        let sh = Shape::new(st);
        let k = lookup(st, &sh, rem, (alpha.max(lo), beta.min(hi)), memory);
        if k.lo > lo {
            lo = k.lo;
            lo_pins = k.lo_pins;
        }
        if k.hi < hi {
            hi = k.hi;
            hi_pins = k.hi_pins;
        }
        shape = Some(sh);
        if let Some(answer) = decided((lo, lo_pins), (hi, hi_pins), alpha, beta) {
            return answer;
        }
        // A bound that narrows the window is relied on when the search
        // fails against it (the answer is then exact for the caller).
        if lo > alpha {
            alpha = lo;
            raised = Some(lo_pins);
        }
        if hi < beta {
            beta = hi;
            lowered = Some(hi_pins);
        }
        first = decode_move(st, k.mv);
    }
    let (a0, b0) = (alpha, beta);
    let ns = st.mover() & 1 == 0;
    let mut moves = st.representatives(st.legal());
    if moves.len > 1 {
        order(st, &mut moves);
        if first != NO_CARD {
            moves.put_first(first);
        }
    }
    let mut best = if ns { 0 } else { rem };
    let mut best_card = NO_CARD;
    let mut all_pins = NO_PINS;
    let mut cut = None;
    for &c in moves.as_slice() {
        let (child, w) = st.play(c);
        let gain = u8::from(w.is_some_and(|w| w & 1 == 0));
        let mut pins = trick_pins(st, c, &child);
        let v = if gain >= beta {
            gain
        } else {
            let (v, p) = search(&child, alpha.saturating_sub(gain), beta - gain, memory);
            pins = union(pins, p);
            gain + v
        };
        all_pins = union(all_pins, pins);
        if ns {
            if v > best || best_card == NO_CARD {
                best = best.max(v);
                best_card = c;
            }
            alpha = alpha.max(v);
        } else {
            if v < best || best_card == NO_CARD {
                best = best.min(v);
                best_card = c;
            }
            beta = beta.min(v);
        }
        if alpha >= beta {
            cut = Some(pins);
            break;
        }
    }
    let mut base = NO_PINS;
    if let (Some(p), true) = (raised, best <= a0) {
        base = union(base, p);
    }
    if let (Some(p), true) = (lowered, best >= b0) {
        base = union(base, p);
    }
    let pins = match cut {
        // One card did what its side wanted: its line alone.
        Some(p) => union(base, p),
        // Every card was tried: each group of equal cards must be pinned
        // whole or not at all.
        None => whole_groups(st, moves.as_slice(), union(base, all_pins)),
    };
    if let Some(sh) = &shape {
        // The card is kept when it did what its side wanted.
        let kept = if ns { best > a0 } else { best < b0 };
        let mv = if kept {
            encode_move(st, best_card)
        } else {
            NO_MOVE
        };
        let lo = (best > a0).then_some(best);
        let hi = (best < b0).then_some(best);
        store(st, sh, pins, lo, hi, mv, memory);
    }
    (best, pins)
}

/// The last trick played out (every card is forced, so the value is
/// exact; cheaper than the table): North-South's trick, with its pins.
fn last_trick(st: &St) -> (u8, Pins) {
    let mut p = *st;
    let mut pins = NO_PINS;
    let mut winner = 0;
    for _ in 0..4 {
        let c = p.legal().trailing_zeros() as u8;
        let (n, w) = p.play(c);
        if w.is_some() {
            pins = trick_pins(&p, c, &n);
        }
        p = n;
        winner = w.unwrap_or(winner);
    }
    (u8::from(winner & 1 == 0), pins)
}

/// Bounds on North-South's tricks at a trick boundary from the sure
/// tricks (master trumps of either side; the leader's side cashing its top
/// cards): (low, its pins) and (high, its pins).
fn sure_bounds(st: &St, rem: u8) -> ((u8, Pins), (u8, Pins)) {
    let trump_pins = {
        let mut p = NO_PINS;
        if st.trump < 4 {
            p[st.trump as usize] = 0;
        }
        p
    };
    let (mut lo, mut hi) = (0, rem);
    let (mut lo_pins, mut hi_pins) = (NO_PINS, NO_PINS);
    let m = master_trumps(st, 0);
    if m > lo {
        lo = m;
        lo_pins = trump_pins;
    }
    let m = master_trumps(st, 1);
    if rem - m < hi {
        hi = rem - m;
        hi_pins = trump_pins;
    }
    let (q, q_pins) = quick_tricks(st);
    if st.leader & 1 == 0 {
        if q > lo {
            lo = q;
            lo_pins = q_pins;
        }
    } else if rem - q < hi {
        hi = rem - q;
        hi_pins = q_pins;
    }
    ((lo, lo_pins), (hi, hi_pins))
}

/// `p` widened so that each group of equal cards among `moves` is pinned
/// whole or not at all.
fn whole_groups(st: &St, moves: &[u8], mut p: Pins) -> Pins {
    loop {
        let mut changed = false;
        for &c in moves {
            let s = (c / 13) as usize;
            if c % 13 >= p[s] {
                let low = group_low(st, c) % 13;
                if low < p[s] {
                    p[s] = low;
                    changed = true;
                }
            }
        }
        if !changed {
            return p;
        }
    }
}

/// Tricks the side on lead takes for sure by cashing cards no opponent can
/// beat or ruff from one hand, the other following below them: from the
/// leader's hand, or from partner's when the leader can put him on lead
/// with a low card to his top card of an unruffable suit. With the pins
/// the count holds under.
fn quick_tricks(st: &St) -> (u8, Pins) {
    let l = st.leader as usize;
    let mine = st.hands[l];
    let partner = st.hands[(l + 2) & 3];
    let (lho, rho) = (st.hands[(l + 1) & 3], st.hands[(l + 3) & 3]);
    let theirs = lho | rho;
    let t = st.trump;
    // The leader can draw the opponents' trumps with his top trumps (no
    // higher trump with partner): then no suit can be ruffed.
    let draws = t < 4 && {
        let tm = suit_mask(t);
        let masters = mine & tm & above(theirs & tm);
        let longest = (lho & tm).count_ones().max((rho & tm).count_ones());
        masters.count_ones() >= longest
            && partner & tm & above(masters & masters.wrapping_neg()) == 0
    };
    let unruffable = |s: u8| draws || t == 4 || t == s || theirs & suit_mask(t) == 0;
    let mut pins = NO_PINS;
    let mut q = cash(mine, partner, [lho, rho], &unruffable, &mut pins);
    // Partner's top card of the suit beats the opponents' cards and the
    // leader's lowest.
    let entry = (0..4u8).find(|&s| {
        let sm = suit_mask(s);
        let top = partner & sm;
        let low = mine & sm;
        unruffable(s)
            && low != 0
            && top & above(theirs & sm) != 0
            && top & above(low & low.wrapping_neg()) != 0
    });
    if let Some(s) = entry {
        let mut p = NO_PINS;
        pin_to_their_top(&mut p, s, theirs);
        let q2 = cash(partner, mine, [lho, rho], &unruffable, &mut p);
        if q2 > q {
            q = q2;
            pins = p;
        }
    }
    if q > 0 && draws && theirs & suit_mask(t) != 0 {
        pin_to_their_top(&mut pins, t, theirs);
    }
    (q.min(st.rem()), pins)
}

/// Pins suit `s` down to the opponents' highest card of it (the whole
/// suit when they hold none).
fn pin_to_their_top(p: &mut Pins, s: u8, theirs: u64) {
    let x = theirs & suit_mask(s);
    if x == 0 {
        p[s as usize] = 0;
    } else {
        pin(p, 63 - x.leading_zeros() as u8);
    }
}

/// The cards of `hand` no opponent (`opps`, the two hands) can beat, in
/// suits they cannot ruff and where `other` (partner) holds nothing above
/// them: tricks cashed one after the other while `hand` keeps the lead.
/// When those top cards outnumber each opponent's cards of the suit and
/// partner holds nothing above any card of `hand` there, every card of
/// the suit is a trick. Pins each suit counted.
fn cash(
    hand: u64,
    other: u64,
    opps: [u64; 2],
    unruffable: &impl Fn(u8) -> bool,
    pins: &mut Pins,
) -> u8 {
    let theirs = opps[0] | opps[1];
    let mut q = 0u8;
    for s in 0..4u8 {
        if !unruffable(s) {
            continue;
        }
        let sm = suit_mask(s);
        let masters = hand & sm & above(theirs & sm);
        if masters == 0 {
            continue;
        }
        let lowest = masters & masters.wrapping_neg();
        if other & sm & above(lowest) != 0 {
            continue;
        }
        let n = masters.count_ones();
        let mine = hand & sm;
        let longest = (opps[0] & sm).count_ones().max((opps[1] & sm).count_ones());
        if n >= longest && other & sm & above(mine & mine.wrapping_neg()) == 0 {
            q += mine.count_ones() as u8;
            pins[s as usize] = 0;
        } else {
            q += n as u8;
            pin_to_their_top(pins, s, theirs);
        }
    }
    q
}

/// Tricks side `side` (0 North-South, 1 East-West) wins for sure with its
/// trumps: those of one hand that no higher trump of the other side can
/// be paired with (see [`unpaired`]).
fn master_trumps(st: &St, side: usize) -> u8 {
    if st.trump == 4 {
        return 0;
    }
    let tm = suit_mask(st.trump);
    let theirs = (st.hands[side ^ 1] | st.hands[side ^ 3]) & tm;
    unpaired(st.hands[side] & tm, theirs).max(unpaired(st.hands[side ^ 2] & tm, theirs))
}

/// A short list of cards without allocation (at most 13: one hand).
#[derive(Clone, Copy)]
pub(crate) struct CardList {
    cards: [Card; 13],
    len: u8,
}

impl CardList {
    pub(crate) fn new() -> CardList {
        CardList {
            cards: [unreachable_card(); 13],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, c: Card) {
        self.cards[self.len as usize] = c;
        self.len += 1;
    }
}

impl std::ops::Deref for CardList {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

impl std::ops::DerefMut for CardList {
    fn deref_mut(&mut self) -> &mut [Card] {
        &mut self.cards[..self.len as usize]
    }
}

/// The hands by relative rank (who holds the remaining cards of each suit):
/// positions equal up to played cards share a key. Each suit takes 30
/// bits, two suits to a word: a 4-bit count, then for the suit's remaining
/// cards from the lowest up one bit each of the holder's index (East or
/// West), then one bit each of its half (South or West). The bits are
/// gathered with a table rather than card by card.
pub(crate) fn relative(pos: &Position) -> [u64; 2] {
    relative_bits(&pos.hands().map(|h| h.bits()))
}

/// [`relative`] of the hands as bit sets.
fn relative_bits(h: &[u64; 4]) -> [u64; 2] {
    let all = h[0] | h[1] | h[2] | h[3];
    let odd = h[1] | h[3];
    let high = h[2] | h[3];
    let mut out = [0u64; 2];
    for suit in 0..4u32 {
        let shift = 13 * suit;
        let m = ((all >> shift) & 0x1FFF) as usize;
        let o = ((odd >> shift) & 0x1FFF) as usize;
        let hi = ((high >> shift) & 0x1FFF) as usize;
        let n = u64::from(m.count_ones());
        let word = n | (compress13(o, m) << 4) | (compress13(hi, m) << 17);
        out[(suit / 2) as usize] |= word << (30 * (suit % 2));
    }
    out
}

/// The bits of `x` (13 bits) at the places of `mask`'s bits, packed
/// together from the lowest: two lookups in [`COMPRESS`].
fn compress13(x: usize, mask: usize) -> u64 {
    let lo_mask = mask & 0x7F;
    let lo = COMPRESS[lo_mask][x & 0x7F];
    let hi = COMPRESS[mask >> 7][(x >> 7) & 0x7F];
    u64::from(lo) | (u64::from(hi) << lo_mask.count_ones())
}

/// `COMPRESS[mask][x]`: the bits of `x` at the places of `mask`'s bits,
/// packed from the lowest (7-bit masks and values).
static COMPRESS: [[u8; 128]; 128] = compress_table();

const fn compress_table() -> [[u8; 128]; 128] {
    let mut t = [[0u8; 128]; 128];
    let mut mask = 0;
    while mask < 128 {
        let mut x = 0;
        while x < 128 {
            let mut out = 0u8;
            let mut k = 0;
            let mut bit = 0;
            while bit < 7 {
                if mask & (1 << bit) != 0 {
                    if x & (1 << bit) != 0 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
                bit += 1;
            }
            t[mask][x] = out;
            x += 1;
        }
        mask += 1;
    }
    t
}

/// The bits above the highest bit of `x` (all bits when `x` is empty).
fn above(x: u64) -> u64 {
    if x == 0 {
        u64::MAX
    } else {
        let top = 63 - x.leading_zeros();
        if top == 63 {
            0
        } else {
            !((1u64 << (top + 1)) - 1)
        }
    }
}

/// The cards of `mine` left over when each is paired, if it can be, with a
/// distinct higher card of `theirs` (one suit): the greedy pairing of each
/// card, lowest first, with the lowest free card above it pairs as many as
/// possible. A trump wins its trick unless an opponent plays a higher trump
/// to it, so a hand's unpaired trumps are tricks.
pub(crate) fn unpaired(mine: u64, theirs: u64) -> u8 {
    let mut free = theirs;
    let mut left = 0;
    let mut m = mine;
    while m != 0 {
        let low = m & m.wrapping_neg();
        m &= m - 1;
        let higher = free & !((low << 1) - 1);
        if higher == 0 {
            left += 1;
        } else {
            free &= !(higher & higher.wrapping_neg());
        }
    }
    left
}

fn unreachable_card() -> Card {
    Card::from_index(0).unwrap_or_else(|| unreachable!("index 0 is a card"))
}

impl AlphaBetaSolver {
    /// [`Solver::table`], which cannot fail here.
    pub fn dd_table(&self, deal: &Deal) -> DdTable {
        let mut tricks = [[0u8; 4]; 5];
        for strain in Strain::ALL {
            for declarer in Seat::ALL {
                let pos = Position::start(deal, strain, declarer);
                let ns = self.ns_tricks(&pos);
                tricks[strain.index()][declarer.index()] = if declarer.side() == Side::NorthSouth {
                    ns
                } else {
                    13 - ns
                };
            }
        }
        DdTable { tricks }
    }

    /// [`Solver::tricks`], which cannot fail here.
    pub fn mover_tricks(&self, pos: &Position) -> u8 {
        let ns = self.ns_tricks(pos);
        if pos.to_move().side() == Side::NorthSouth {
            ns
        } else {
            pos.remaining_tricks() - ns
        }
    }

    /// [`Solver::card_values`], which cannot fail here: every legal card,
    /// highest first, with the side to move's tricks if it plays it.
    pub fn all_card_values(&self, pos: &Position) -> Vec<(Card, u8)> {
        let mut memory = self.memory.borrow_mut();
        let memory = memory.ready();
        let st = St::new(pos);
        let legal = st.legal();
        let mover_ns = st.mover() & 1 == 0;
        let rem = st.rem();
        let mut vals = [0u8; 52];
        let mut moves = st.representatives(legal);
        order(&st, &mut moves);
        let reps = moves.as_slice().iter().fold(0u64, |a, &c| a | 1 << c);
        // Each card's exact value by null-window probes, the first guess
        // being the best value found so far.
        let mut guess: Option<u8> = None;
        for &c in moves.as_slice() {
            let (child, w) = st.play(c);
            let gain = u8::from(w.is_some_and(|w| w & 1 == 0));
            let g = guess.map(|g| g.saturating_sub(gain));
            let ns = gain + exact(&child, 0, child.rem(), g, memory);
            guess = Some(match guess {
                None => ns,
                Some(g) if mover_ns => g.max(ns),
                Some(g) => g.min(ns),
            });
            vals[c as usize] = if mover_ns { ns } else { rem - ns };
        }
        // Every card, highest first, with the value of its group: that of
        // the group's representative, the nearest one above it in the suit.
        let mut all = Vec::with_capacity(legal.count_ones() as usize);
        let mut current = (None, 0);
        for c in Hand::from_bits(legal).iter().rev() {
            if current.0 != Some(c.suit()) {
                current = (Some(c.suit()), 0);
            }
            if reps & (1 << c.index()) != 0 {
                current.1 = vals[c.index() as usize];
            }
            all.push((c, current.1));
        }
        all
    }
}

/// Our own search answers every position (small ones fast), so it never
/// fails.
impl Solver for AlphaBetaSolver {
    fn name(&self) -> &'static str {
        "tenace alpha-beta"
    }

    fn table(&self, deal: &Deal) -> Result<DdTable, SolverError> {
        Ok(self.dd_table(deal))
    }

    fn tricks(&self, pos: &Position) -> Result<u8, SolverError> {
        Ok(self.mover_tricks(pos))
    }

    fn card_values(&self, pos: &Position) -> Result<Vec<(Card, u8)>, SolverError> {
        Ok(self.all_card_values(pos))
    }
}

/// A `HashMap` with rustc-hash's Fx hasher: the keys are bit sets, already
/// well mixed, so a fast non-cryptographic hash is enough.
pub(crate) type FastMap<K, V> = HashMap<K, V, rustc_hash::FxBuildHasher>;

#[cfg(test)]
mod tests {
    use super::{unpaired, AlphaBetaSolver};
    use crate::dd::{PonsSolver, Solver};
    use crate::testing::random_position;
    use tenace_core::Side;

    /// Every question our solver answers, against pons-dds's value of
    /// every card, on seeded random positions of 3 to 10 tricks (a third
    /// with part of a trick on the table). One solver (one table) answers
    /// them all, as in a ruling; a second, fresh for each position, gives
    /// every card's value.
    #[test]
    fn agrees_with_pons_dds() {
        let ours = AlphaBetaSolver::new();
        // Fewer large positions: the debug build is slow.
        let sizes = [
            3u8, 4, 5, 6, 7, 3, 4, 5, 6, 8, 3, 4, 5, 6, 7, 9, 3, 4, 5, 10,
        ];
        for seed in 0..300u64 {
            let tricks = sizes[seed as usize % sizes.len()];
            let pos = random_position(7_000 + seed, tricks, seed % 3 == 0);
            let mut want = PonsSolver.card_values(&pos).expect("pons-dds answers");
            want.sort();
            let mut got = ours.all_card_values(&pos);
            got.sort();
            assert_eq!(got, want, "card values, seed {seed}: {pos:?}");
            let mut fresh = AlphaBetaSolver::new().all_card_values(&pos);
            fresh.sort();
            assert_eq!(
                fresh, want,
                "card values (fresh table), seed {seed}: {pos:?}"
            );
            let rem = pos.remaining_tricks();
            let best = want.iter().map(|&(_, v)| v).max().expect("a legal card");
            let mover_ns = pos.to_move().side() == Side::NorthSouth;
            let ns = if mover_ns { best } else { rem - best };
            assert_eq!(ours.ns_tricks(&pos), ns, "seed {seed}: {pos:?}");
            assert_eq!(ours.mover_tricks(&pos), best, "seed {seed}: {pos:?}");
            for k in 0..=rem + 1 {
                assert_eq!(
                    ours.at_least(&pos, k),
                    best >= k,
                    "at least {k}, seed {seed}"
                );
                assert_eq!(ours.ns_at_least(&pos, k), ns >= k, "NS {k}, seed {seed}");
            }
            for floor in 0..=ns {
                let got = ours.side_tricks_from(&pos, Side::NorthSouth, floor);
                assert_eq!(got, ns, "NS from {floor}, seed {seed}");
            }
            for floor in 0..=rem - ns {
                let got = ours.side_tricks_from(&pos, Side::EastWest, floor);
                assert_eq!(got, rem - ns, "EW from {floor}, seed {seed}");
            }
            for &(card, v) in &want {
                assert_eq!(ours.card_value(&pos, card), v, "{card}, seed {seed}");
                for k in [v.saturating_sub(1), v, v + 1] {
                    let got = ours.card_at_least(&pos, card, k);
                    assert_eq!(got, v >= k, "{card} at least {k}, seed {seed}");
                }
            }
        }
    }

    #[test]
    fn compress_packs_the_masked_bits() {
        use super::compress13;
        // The mask has bits 0, 2, 7, 8, 10 and 12; x has bits 2,
        // 8 and 12 there (and bit 1 outside), so places 1, 3 and 5.
        let mask = 0b1_0101_1000_0101;
        let x = 0b1_0001_0000_0110;
        assert_eq!(compress13(x, mask), 0b10_1010);
        assert_eq!(compress13(0x1FFF, 0x1FFF), 0x1FFF);
        assert_eq!(compress13(0x1FFF, 0), 0);
    }

    #[test]
    fn trumps_left_unpaired() {
        // Ours T 9 7 (bits 8, 7, 5) against K Q (11, 10): one is left.
        assert_eq!(unpaired(0b1_1010_0000, 0b1100_0000_0000), 1);
        // Against a single card below all of ours: none paired.
        assert_eq!(unpaired(0b1_1000, 0b100), 2);
        // Each of ours paired with the card just above it.
        assert_eq!(unpaired(0b0101, 0b1010), 0);
        // A higher card pairs only once.
        assert_eq!(unpaired(0b0011, 0b1000), 1);
        assert_eq!(unpaired(0, 0b1111), 0);
    }
}
