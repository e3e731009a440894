//! The second game with the trumps kept by rank, and a number of tricks.
//!
//! [`super::can_lose_all_against`] counts a trump of the side that is not
//! the highest as a card that may always lose: it does not see that a
//! trump played loses only to a higher trump of an opponent in the same
//! trick. Here the trumps still held are kept in order, each with its
//! holder: a trick with a trump in it is the side's exactly when its
//! highest trump is, and the holder of that trump leads next. With no
//! trump in it, the side takes it when one of its hands plays a top card
//! of the suit led (above every opponent's card of the suit), and that
//! hand leads next; otherwise the game lets it go to any hand that played
//! the suit led, counted as the side's when a hand of the side takes it.
//! The plain suits are counted as in the second game (each opponent's
//! length, each hand's cards that are not top cards, top cards and cards
//! that become top cards).
//!
//! Every line of play is a line of this game with the same cards in each
//! trick, and the game counts no more tricks for the side than play gives
//! it (a trick the game gives the side is the side's in play). So when no
//! line of the game holds the side to `k` tricks, no line of play does.

use super::{Holdings, LATER, OPP_A, OPP_B, PLAIN, TOP};
use crate::small::FastMap;

/// The trumps still held, highest first, each as its holder (0 the side's
/// first hand, 1 its second, 2 the first opponent, 3 the second): the
/// count in 4 bits, then 2 bits a card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(in crate::adjudicate) struct Trumps(u32);

/// The side's hands and the opponents as holders in [`Trumps`].
const FIRST: u8 = 0;
const SECOND: u8 = 1;
const OPP_FIRST: u8 = 2;
const OPP_SECOND: u8 = 3;

impl Trumps {
    /// The trumps of `holders`, highest first (at most 13).
    pub(in crate::adjudicate) fn new(holders: impl IntoIterator<Item = u8>) -> Trumps {
        let mut t = 0u32;
        let mut n = 0u32;
        for h in holders.into_iter().take(13) {
            t |= u32::from(h & 3) << (4 + 2 * n);
            n += 1;
        }
        Trumps(t | n)
    }

    fn len(self) -> usize {
        (self.0 & 15) as usize
    }

    fn holder(self, i: usize) -> u8 {
        ((self.0 >> (4 + 2 * i)) & 3) as u8
    }

    fn holds(self, who: u8) -> bool {
        (0..self.len()).any(|i| self.holder(i) == who)
    }

    /// One trump of each run of `who`'s (trumps with no other holder's
    /// between them are equivalent): a bit per index.
    fn runs(self, who: u8) -> u16 {
        let mut out = 0u16;
        for i in 0..self.len() {
            if self.holder(i) == who && (i == 0 || self.holder(i - 1) != who) {
                out |= 1 << i;
            }
        }
        out
    }

    /// The trumps left when those of `played` (a bit per index) are gone.
    fn without(self, played: u16) -> Trumps {
        let mut t = 0u32;
        let mut n = 0u32;
        for i in 0..self.len() {
            if played & (1 << i) == 0 {
                t |= u32::from(self.holder(i)) << (4 + 2 * n);
                n += 1;
            }
        }
        Trumps(t | n)
    }

    /// The most trumps of one hand of the side that no opponent's higher
    /// trump can be kept for: a trump of the side takes its trick unless
    /// it meets a higher trump of an opponent there, and one trump of each
    /// hand goes to a trick.
    fn unpaired(self) -> u8 {
        [FIRST, SECOND]
            .into_iter()
            .map(|who| {
                let mut left = 0u8;
                // From the lowest up: each trump takes the lowest higher
                // trump of theirs still free.
                for i in (0..self.len()).rev() {
                    match self.holder(i) {
                        h if h == who => left += 1,
                        OPP_FIRST | OPP_SECOND if left > 0 => left -= 1,
                        _ => {}
                    }
                }
                left
            })
            .max()
            .unwrap_or(0)
    }

    fn count(self, who: u8) -> u8 {
        (0..self.len()).filter(|&i| self.holder(i) == who).count() as u8
    }
}

/// The hands of [`can_hold_to`]: the side's two (parts at 0 and 2, holders
/// [`FIRST`] and [`SECOND`] in [`Trumps`]) and the opponents ([`OPP_A`],
/// [`OPP_B`]); a hand's number is its holder code.
fn base_of(hand: u8) -> usize {
    [0, 2, OPP_A, OPP_B][usize::from(hand & 3)]
}

/// A card in a trick: the trump played (its index), or the plain suit
/// and the part of [`Holdings`] it comes from; whether it is a card of the
/// suit led and whether it is a top card of the side.
#[derive(Clone, Copy)]
struct Played {
    trump: Option<usize>,
    suit: u8,
    part: u8,
    follows: bool,
    top: bool,
}

impl Played {
    /// The position after the card (a trump is counted in [`Trumps`]).
    fn apply(self, state: Holdings) -> Holdings {
        if self.trump.is_some() {
            return state;
        }
        let (suit, part) = (usize::from(self.suit), usize::from(self.part));
        state.with(suit, part, state.get(suit, part).saturating_sub(1))
    }
}

/// The cards `hand` can lead (`led` is `None`), or play to a trick led in
/// `Some(Some(suit))` or in trumps (`Some(None)`): it follows suit if it
/// can, else plays any card.
fn hand_plays(
    state: Holdings,
    trumps: Trumps,
    hand: u8,
    led: Option<Option<usize>>,
) -> ([Played; 32], usize) {
    let trump = state.trump();
    let base = base_of(hand);
    let side = hand < 2;
    // Each suit's parts of the hand, with whether they are top cards.
    let parts: &[(usize, bool)] = match base {
        0 => &[
            (PLAIN, false),
            (LATER, false),
            (LATER + 1, false),
            (TOP, true),
        ],
        2 => &[
            (2 + PLAIN, false),
            (LATER, false),
            (LATER + 1, false),
            (2 + TOP, true),
        ],
        b if b == OPP_A => &[(OPP_A, false)],
        _ => &[(OPP_B, false)],
    };
    let count = |suit: usize, part: usize| {
        if side {
            state.hand_get(suit, base, part)
        } else {
            state.get(suit, part)
        }
    };
    let blank = Played {
        trump: None,
        suit: 0,
        part: 0,
        follows: false,
        top: false,
    };
    let mut out = [blank; 32];
    let mut k = 0;
    let mut push = |p: Played| {
        out[k] = p;
        k += 1;
    };
    let holds = |suit: usize| parts.iter().any(|&(p, _)| count(suit, p) > 0);
    let runs = trumps.runs(hand);
    match led {
        Some(Some(l)) if holds(l) => {
            for &(p, top) in parts {
                let c = count(l, p);
                if c > 0 {
                    let (suit, part) = (l as u8, p as u8);
                    push(Played {
                        suit,
                        part,
                        follows: true,
                        top,
                        ..blank
                    });
                }
            }
        }
        Some(None) if trumps.holds(hand) => {
            for i in (0..trumps.len()).filter(|&i| runs & (1 << i) != 0) {
                push(Played {
                    trump: Some(i),
                    follows: true,
                    ..blank
                });
            }
        }
        _ => {
            let lead = led.is_none();
            for suit in (0..4).filter(|&s| Some(s) != trump) {
                for &(p, top) in parts {
                    let c = count(suit, p);
                    if c > 0 {
                        let (suit, part) = (suit as u8, p as u8);
                        push(Played {
                            suit,
                            part,
                            follows: lead,
                            top: lead && top,
                            ..blank
                        });
                    }
                }
            }
            // A trump led, or a ruff.
            if led != Some(None) {
                for i in (0..trumps.len()).filter(|&i| runs & (1 << i) != 0) {
                    push(Played {
                        trump: Some(i),
                        follows: lead,
                        ..blank
                    });
                }
            }
        }
    }
    (out, k)
}

/// The game's answer table: the position (its leader part unused), the
/// trumps, and the hands that may lead (4 bits) with the number of tricks
/// (4 bits).
pub(in crate::adjudicate) type HoldTable = FastMap<(Holdings, Trumps, u8), bool>;

/// Whether some line of the game gives the side at most `k` of the
/// remaining tricks, one of the hands of `leaders` (a bit per hand, see
/// [`base_of`]) leading now; `None` when the game took more than `budget`
/// positions. `state`'s trump suit is counted in `trumps` only (its parts
/// empty).
pub(in crate::adjudicate) fn can_hold_to(
    state: Holdings,
    trumps: Trumps,
    leaders: u8,
    k: u8,
    table: &mut HoldTable,
    budget: &mut u32,
) -> Option<bool> {
    let answer = hold_to(state, trumps, leaders, k, table, budget);
    if answer.is_none() {
        // Too long to decide: not asked again (the answer that gives no
        // bound).
        let key = (
            state.promoted().with_first(0),
            trumps,
            (leaders & 15) | (k << 4),
        );
        table.insert(key, true);
    }
    answer
}

fn hold_to(
    state: Holdings,
    trumps: Trumps,
    leaders: u8,
    k: u8,
    table: &mut HoldTable,
    budget: &mut u32,
) -> Option<bool> {
    let state = state.promoted().with_first(0);
    let left: u8 = (0..4).map(|s| state.get(s, OPP_A)).sum::<u8>() + trumps.count(OPP_FIRST);
    if k >= left {
        return Some(true);
    }
    if trumps.unpaired() > k {
        return Some(false);
    }
    let side_trumps = trumps.holds(FIRST) || trumps.holds(SECOND);
    if !side_trumps
        && (0..4).all(|i| {
            state.get(i, TOP) == 0
                && state.get(i, TOP + 2) == 0
                && state.get(i, LATER) == 0
                && state.get(i, LATER + 1) == 0
        })
    {
        return Some(true);
    }
    let key = (state, trumps, (leaders & 15) | (k << 4));
    if let Some(&v) = table.get(&key) {
        return Some(v);
    }
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let mut answer = false;
    'leaders: for leader in (0..4u8).filter(|&h| leaders & (1 << h) != 0) {
        let (leads, n) = hand_plays(state, trumps, leader, None);
        for lead in &leads[..n] {
            let led = match lead.trump {
                Some(_) => None,
                None => Some(usize::from(lead.suit)),
            };
            // The opponents answer first, then the side's hands.
            let mut order = [0u8; 3];
            let mut m = 0;
            for h in [2, 3, 0, 1] {
                if h != leader {
                    order[m] = h;
                    m += 1;
                }
            }
            let trick = Trick {
                played: bit(lead.trump),
                hi_theirs: if leader >= 2 { lead.trump } else { None },
                hi_ours: if leader < 2 { lead.trump } else { None },
                tops: if lead.top { 1 << leader } else { 0 },
                followers: 1 << leader,
            };
            let after = lead.apply(state);
            if answer_trick(after, trumps, led, trick, &order, k, table, budget)? {
                answer = true;
                break 'leaders;
            }
        }
    }
    table.insert(key, answer);
    Some(answer)
}

/// What a trick holds so far: the trumps played (a bit per index), the
/// opponents' and the side's highest trumps, the side's hands that played
/// a top card of the suit led and the hands that played the suit led (a
/// bit per hand).
#[derive(Clone, Copy)]
struct Trick {
    played: u16,
    hi_theirs: Option<usize>,
    hi_ours: Option<usize>,
    tops: u8,
    followers: u8,
}

/// The rest of a trick, the hands of `order` still to play: whether some
/// way of finishing it and the rest of the play holds the side to `k`.
#[allow(clippy::too_many_arguments)]
fn answer_trick(
    state: Holdings,
    trumps: Trumps,
    led: Option<usize>,
    trick: Trick,
    order: &[u8],
    k: u8,
    table: &mut HoldTable,
    budget: &mut u32,
) -> Option<bool> {
    let Some((&hand, rest)) = order.split_first() else {
        // Each trick played out counts against the budget too.
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let next = trumps.without(trick.played);
        let hi = higher(trick.hi_theirs, trick.hi_ours);
        // Who takes the trick: (the side's, who may lead next).
        let mut outcomes = [(false, 0u8); 2];
        let mut n = 0;
        if let Some(h) = hi {
            let holder = trumps.holder(h);
            outcomes[0] = (holder < 2, 1 << holder);
            n = 1;
        } else if trick.tops != 0 {
            outcomes[0] = (true, trick.tops);
            n = 1;
        } else {
            for (ours, hands) in [(false, trick.followers & 12), (true, trick.followers & 3)] {
                if hands != 0 {
                    outcomes[n] = (ours, hands);
                    n += 1;
                }
            }
        }
        for &(ours, leaders) in &outcomes[..n] {
            if ours && k == 0 {
                continue;
            }
            if hold_to(state, next, leaders, k - u8::from(ours), table, budget)? {
                return Some(true);
            }
        }
        return Some(false);
    };
    let (plays, n) = hand_plays(state, trumps, hand, Some(led));
    for p in &plays[..n] {
        let mut t = trick;
        t.played |= bit(p.trump);
        if hand >= 2 {
            t.hi_theirs = higher(t.hi_theirs, p.trump);
        } else {
            // Holding the side to no trick: its cards must lose (the
            // opponents have played).
            if k == 0 {
                let beaten = |j: usize| t.hi_theirs.is_some_and(|h| h < j);
                if p.trump.is_some_and(|j| !beaten(j)) || (p.top && t.hi_theirs.is_none()) {
                    continue;
                }
            }
            t.hi_ours = higher(t.hi_ours, p.trump);
            if p.top && p.follows && led.is_some() {
                t.tops |= 1 << hand;
            }
        }
        if p.follows && p.trump.is_none() {
            t.followers |= 1 << hand;
        }
        if answer_trick(p.apply(state), trumps, led, t, rest, k, table, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

fn bit(i: Option<usize>) -> u16 {
    i.map_or(0, |i| 1 << i)
}

fn higher(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        _ => a.or(b),
    }
}
