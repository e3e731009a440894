//! A small double-dummy solver of our own: alpha-beta with a transposition
//! table and move ordering. It is exact at any size but meant for endings
//! (claims leave at most about eight tricks), where it beats the start-up
//! cost of a general solver call by a wide margin; the adjudicator asks it
//! the many small questions of one ruling and keeps its table between them.

use std::cell::RefCell;
use std::collections::HashMap;

use tenace_core::{Card, Deal, Hand, Seat, Side, Strain, Suit};

use crate::dd::{DdTable, Solver, SolverError};
use crate::position::{beats, Position};

/// Exact double-dummy values by alpha-beta search, with a table of bounds
/// kept across calls on the same solver.
#[derive(Default)]
pub struct AlphaBetaSolver {
    table: RefCell<Table>,
}

/// Bounds (low, high) on North-South's tricks, by relative hands and
/// (leader, trump).
type Table = FastMap<([u64; 2], u8), (u8, u8)>;

impl AlphaBetaSolver {
    /// A solver with an empty table.
    pub fn new() -> AlphaBetaSolver {
        AlphaBetaSolver::default()
    }

    /// North-South's tricks from `pos` on (counting the trick in progress).
    pub fn ns_tricks(&self, pos: &Position) -> u8 {
        let mut table = self.table.borrow_mut();
        if table.len() > 4_000_000 {
            table.clear();
        }
        search(pos, 0, pos.remaining_tricks(), &mut table)
    }

    /// `side`'s tricks from `pos` on, known to be at least `floor`.
    pub(crate) fn side_tricks_from(&self, pos: &Position, side: Side, floor: u8) -> u8 {
        let rem = pos.remaining_tricks();
        let mut table = self.table.borrow_mut();
        if table.len() > 4_000_000 {
            table.clear();
        }
        let floor = floor.min(rem);
        if side == Side::NorthSouth {
            search(pos, floor.saturating_sub(1), rem, &mut table)
        } else {
            rem - search(pos, 0, rem - floor + 1, &mut table).min(rem - floor)
        }
    }

    /// Whether North-South take at least `k` tricks from `pos` on: a
    /// search with the narrowest window, cheaper than the exact count.
    pub(crate) fn ns_at_least(&self, pos: &Position, k: u8) -> bool {
        if k == 0 {
            return true;
        }
        if k > pos.remaining_tricks() {
            return false;
        }
        let mut table = self.table.borrow_mut();
        if table.len() > 4_000_000 {
            table.clear();
        }
        search(pos, k - 1, k, &mut table) >= k
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

/// One card per group of equal cards among `cands` (cards of one suit with
/// no card of another hand, or on the table, between them): the highest of
/// each group, suits in order, high cards first.
pub(crate) fn representatives(pos: &Position, cands: Hand) -> CardList {
    let seat = pos.to_move();
    let others = Hand::from_bits(
        pos.hands()
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            .fold(pos.table_cards().bits(), |a, (_, h)| a | h.bits()),
    );
    let mut out = CardList::new();
    for suit in Suit::ALL {
        let mine = cands.suit(suit);
        let theirs = others.suit(suit).bits();
        let mut prev: Option<Card> = None;
        for c in mine.iter().rev() {
            let joined = match prev {
                Some(p) => {
                    // Bits strictly between c and p.
                    let lo = c.index() + 1;
                    let hi = p.index();
                    let mask = if hi > lo {
                        ((1u64 << hi) - 1) & !((1u64 << lo) - 1)
                    } else {
                        0
                    };
                    theirs & mask == 0
                }
                None => false,
            };
            if !joined {
                out.push(c);
            }
            prev = Some(c);
        }
    }
    out
}

/// Orders moves, most promising first: the leader cashes the top card of
/// a suit its hand holds, or leads low towards partner's top card; a
/// follower plays low under partner's winning card, otherwise its cheapest
/// winning card, otherwise its lowest card.
fn ordered(pos: &Position, cards: &mut [Card]) {
    let trump = pos.trump();
    let seat = pos.to_move();
    let rank = |c: &Card| i32::from(c.rank() as u8);
    match pos.current_winner() {
        None => {
            let hands = pos.hands();
            let all = hands.iter().fold(Hand::EMPTY, |a, h| a | *h);
            let top_holder = |s: Suit| {
                all.suit(s).highest().and_then(|top| {
                    Seat::ALL
                        .into_iter()
                        .find(|x| hands[x.index()].contains(top))
                })
            };
            let mut top = [None; 4];
            for s in Suit::ALL {
                top[s.index()] = top_holder(s);
            }
            // Suits an opponent can ruff.
            let mut ruffable = [false; 4];
            if let Some(t) = trump.trump() {
                for o in [seat.lho(), seat.rho()] {
                    let h = hands[o.index()];
                    if h.has_suit(t) {
                        for s in Suit::ALL {
                            if s != t && !h.has_suit(s) {
                                ruffable[s.index()] = true;
                            }
                        }
                    }
                }
            }
            // Suits partner can ruff.
            let mut partner_ruffs = [false; 4];
            if let Some(t) = trump.trump() {
                let h = hands[seat.partner().index()];
                if h.has_suit(t) {
                    for s in Suit::ALL {
                        if s != t && !h.has_suit(s) {
                            partner_ruffs[s.index()] = true;
                        }
                    }
                }
            }
            sort_by_score(cards, |c| match top[c.suit().index()] {
                Some(h) if h == seat && ruffable[c.suit().index()] => 20 + rank(c),
                Some(h) if h == seat => 100 + rank(c),
                _ if partner_ruffs[c.suit().index()] && !ruffable[c.suit().index()] => 80 - rank(c),
                Some(h) if h == seat.partner() && ruffable[c.suit().index()] => 25 - rank(c),
                Some(h) if h == seat.partner() => 60 - rank(c),
                _ => 30 - rank(c),
            });
        }
        Some((winner, best)) => {
            let partner_winning = winner == seat.partner();
            let led = pos.led_suit();
            // Third hand, partner winning, fourth hand able to beat him.
            let last = seat.lho();
            let exposed = partner_winning
                && pos.trick_len() == 2
                && led.is_some_and(|l| {
                    let h = pos.hand(last);
                    if h.has_suit(l) {
                        h.suit(l).iter().any(|x| beats(x, best, trump))
                    } else {
                        h.iter().any(|x| beats(x, best, trump))
                    }
                });
            // Second hand, partner to play last and able to win.
            let partner_last = pos.trick_len() == 1
                && led.is_some_and(|l| {
                    let h = pos.hand(seat.partner());
                    if h.has_suit(l) {
                        h.suit(l).iter().any(|x| beats(x, best, trump))
                    } else {
                        h.iter().any(|x| beats(x, best, trump))
                    }
                });
            let discarding = led.is_some_and(|l| !pos.hand(seat).has_suit(l));
            let all = pos.hands().iter().fold(Hand::EMPTY, |a, h| a | *h);
            sort_by_score(cards, |c| {
                let wins = beats(*c, best, trump);
                if discarding && !wins && all.suit(c.suit()).highest() == Some(*c) {
                    // Keep a top card.
                    20 - rank(c)
                } else if partner_last {
                    50 - rank(c)
                } else if exposed {
                    // Cover: high cards first.
                    50 + rank(c)
                } else if partner_winning {
                    // Low, and no ruff of partner's trick.
                    let ruff = Some(c.suit()) != led && trump.trump() == Some(c.suit());
                    if ruff {
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
}

/// Sorts `cards` by `score`, highest first, keeping the order of equal
/// scores; each score is computed once.
fn sort_by_score(cards: &mut [Card], score: impl Fn(&Card) -> i32) {
    let mut keyed = [(0i32, unreachable_card()); 13];
    for (i, c) in cards.iter().take(13).enumerate() {
        let k = (score(c), *c);
        let mut j = i;
        while j > 0 && keyed[j - 1].0 < k.0 {
            keyed[j] = keyed[j - 1];
            j -= 1;
        }
        keyed[j] = k;
    }
    for (c, k) in cards.iter_mut().zip(keyed.iter()) {
        *c = k.1;
    }
}

fn search(
    pos: &Position,
    mut alpha: u8,
    mut beta: u8,
    table: &mut FastMap<([u64; 2], u8), (u8, u8)>,
) -> u8 {
    let rem = pos.remaining_tricks();
    if rem == 0 {
        return 0;
    }
    let boundary = pos.trick_len() == 0;
    // The table is kept at trick boundaries only.
    let key = boundary.then(|| {
        (
            relative(pos),
            pos.leader().index() as u8 | ((pos.trump().index() as u8) << 2),
        )
    });
    if let Some(key) = key {
        // Bounds on North-South's tricks: the table's, then the sure
        // tricks (master trumps; the leader's side cashing its top cards).
        let (mut lo, mut hi) = table.get(&key).copied().unwrap_or((0, rem));
        if lo == hi {
            return lo;
        }
        if rem == 1 {
            // The last trick: play it out.
            let mut p = *pos;
            let mut winner = None;
            for _ in 0..4 {
                let c = p.legal_cards().highest().unwrap_or_else(unreachable_card);
                let (n, w) = p.play_unchecked(c);
                p = n;
                winner = w.or(winner);
            }
            let v = u8::from(winner.is_some_and(|w| w.side() == Side::NorthSouth));
            // Every card of the last trick is forced, so the value is exact.
            table.insert(key, (v, v));
            return v;
        }
        lo = lo.max(master_trumps(pos, Side::NorthSouth));
        hi = hi.min(rem - master_trumps(pos, Side::EastWest));
        let q = quick_tricks(pos);
        if pos.leader().side() == Side::NorthSouth {
            lo = lo.max(q);
        } else {
            hi = hi.min(rem - q);
        }
        if lo >= beta || lo >= hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        alpha = alpha.max(lo);
        beta = beta.min(hi);
    }
    let (a0, b0) = (alpha, beta);
    let ns = pos.to_move().side() == Side::NorthSouth;
    let mut cards = representatives(pos, pos.legal_cards());
    ordered(pos, &mut cards);
    let mut best = if ns { 0 } else { rem };
    for &c in cards.iter() {
        let (child, w) = pos.play_unchecked(c);
        let gain = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth));
        let v = if gain >= beta {
            gain
        } else {
            gain + search(&child, alpha.saturating_sub(gain), beta - gain, table)
        };
        if ns {
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
    if let Some(key) = key {
        let e = table.entry(key).or_insert((0, rem));
        if best <= a0 {
            e.1 = e.1.min(best);
        } else if best >= b0 {
            e.0 = e.0.max(best);
        } else {
            *e = (best, best);
        }
    }
    best
}

/// The hands by relative rank (who holds the remaining cards of each suit):
/// positions equal up to played cards share a key. Each suit takes 30
/// bits, two suits to a word: a 4-bit count, then for the suit's remaining
/// cards from the lowest up one bit each of the holder's index (East or
/// West), then one bit each of its half (South or West). The bits are
/// gathered with a table rather than card by card.
pub(crate) fn relative(pos: &Position) -> [u64; 2] {
    let h = pos.hands().map(|h| h.bits());
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

/// Tricks the side on lead takes for sure by cashing cards no opponent can
/// beat or ruff from one hand, the other following below them: from the
/// leader's hand, or from partner's when the leader can put him on lead
/// with a low card to his top card of an unruffable suit.
fn quick_tricks(pos: &Position) -> u8 {
    let leader = pos.leader();
    let mine = pos.hand(leader);
    let partner = pos.hand(leader.partner());
    let theirs = pos.hand(leader.lho()) | pos.hand(leader.rho());
    let trump = pos.trump().trump();
    // The leader can draw the opponents' trumps with his top trumps (no
    // higher trump with partner): then no suit can be ruffed.
    let draws = trump.is_some_and(|t| {
        let masters = mine.suit(t).bits() & above(theirs.suit(t).bits());
        let longest = pos
            .hand(leader.lho())
            .suit(t)
            .len()
            .max(pos.hand(leader.rho()).suit(t).len());
        masters.count_ones() as usize >= longest
            && partner.suit(t).bits() & above(masters & masters.wrapping_neg()) == 0
    });
    let unruffable = |suit: Suit| draws || trump.is_none_or(|t| t == suit || !theirs.has_suit(t));
    let mut q = cash(mine, partner, theirs, &unruffable);
    // Partner's top card of the suit beats the opponents' cards and the
    // leader's lowest.
    let entry = Suit::ALL.into_iter().any(|s| {
        let top = partner.suit(s).bits();
        let low = mine.suit(s).bits();
        unruffable(s)
            && low != 0
            && top & above(theirs.suit(s).bits()) != 0
            && top & above(low & low.wrapping_neg()) != 0
    });
    if entry {
        q = q.max(cash(partner, mine, theirs, &unruffable));
    }
    q.min(pos.remaining_tricks())
}

/// The cards of `hand` no opponent can beat, in suits they cannot ruff and
/// where `other` (partner) holds nothing above them: tricks cashed one
/// after the other while `hand` keeps the lead.
fn cash(hand: Hand, other: Hand, theirs: Hand, unruffable: &impl Fn(Suit) -> bool) -> u8 {
    let mut q = 0u8;
    for suit in Suit::ALL {
        if !unruffable(suit) {
            continue;
        }
        let masters = hand.suit(suit).bits() & above(theirs.suit(suit).bits());
        if masters == 0 {
            continue;
        }
        let lowest = masters & masters.wrapping_neg();
        if other.suit(suit).bits() & above(lowest) != 0 {
            continue;
        }
        q += masters.count_ones() as u8;
    }
    q
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

/// Tricks `side` wins for sure with its trumps: those of one hand that no
/// higher trump of the other side can be paired with (see [`unpaired`]).
fn master_trumps(pos: &Position, side: Side) -> u8 {
    let Some(t) = pos.trump().trump() else {
        return 0;
    };
    let [o1, o2] = side.opponents().seats();
    let theirs = (pos.hand(o1) | pos.hand(o2)).suit(t).bits();
    side.seats()
        .iter()
        .map(|s| unpaired(pos.hand(*s).suit(t).bits(), theirs))
        .max()
        .unwrap_or(0)
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

    /// [`Solver::card_values`], which cannot fail here.
    pub fn all_card_values(&self, pos: &Position) -> Vec<(Card, u8)> {
        let legal = pos.legal_cards();
        let mover_ns = pos.to_move().side() == Side::NorthSouth;
        let rem = pos.remaining_tricks();
        let mut vals = [0u8; 52];
        let mut reps = Hand::EMPTY;
        for &rep in representatives(pos, legal).iter() {
            let (child, w) = pos.play_unchecked(rep);
            let gain = u8::from(w.is_some_and(|w| w.side() == Side::NorthSouth));
            let ns = gain + self.ns_tricks(&child);
            vals[rep.index() as usize] = if mover_ns { ns } else { rem - ns };
            reps.insert(rep);
        }
        // Every card, highest first, with the value of its group: that of
        // the group's representative, the nearest one above it in the suit.
        let mut all = Vec::with_capacity(legal.len());
        let mut current = (None, 0);
        for c in legal.iter().rev() {
            if current.0 != Some(c.suit()) {
                current = (Some(c.suit()), 0);
            }
            if reps.contains(c) {
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
    use super::unpaired;

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
