//! The second game with the trumps kept by rank.
//!
//! [`super::can_lose_all_against`] counts a trump of the side that is not
//! the highest as a card that may always lose: it does not see that a
//! trump played loses only to a higher trump of an opponent in the same
//! trick. Here the trumps still held are kept in order, each with its
//! holder, and a trick is lost by the side exactly when the highest trump
//! played to it is an opponent's, or, with no trump played, when none of
//! the side's cards is a top card of the suit led. The plain suits are
//! counted as in the second game (each opponent's length, each hand's
//! cards that are not top cards, top cards and cards that become top
//! cards), and the trick's winner, who leads the next trick, is the holder
//! of its highest trump or, with none, an opponent who followed suit.

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

    /// Whether a hand of the side holds a trump that no opponent's higher
    /// trump can be kept for: every trump of the side must meet a higher
    /// trump of an opponent in its trick, one of each hand a trick.
    fn unpaired(self) -> bool {
        [FIRST, SECOND].into_iter().any(|who| {
            let (mut theirs, mut mine) = (0, 0);
            (0..self.len()).any(|i| match self.holder(i) {
                h if h == who => {
                    mine += 1;
                    mine > theirs
                }
                OPP_FIRST | OPP_SECOND => {
                    theirs += 1;
                    false
                }
                _ => false,
            })
        })
    }
}

/// The holder code of the part `opp` ([`OPP_A`] or [`OPP_B`]).
fn opp_code(opp: usize) -> u8 {
    if opp == OPP_A {
        OPP_FIRST
    } else {
        OPP_SECOND
    }
}

/// Who leads after a trick the opponents won: the holder of the highest
/// trump played (`hi`), else the opponents who followed suit (bit 0 the
/// first, bit 1 the second; either when both did, or none).
fn next_first(trumps: Trumps, hi: Option<usize>, followed: u8) -> u8 {
    match hi {
        Some(h) if trumps.holder(h) == OPP_FIRST => 1,
        Some(_) => 2,
        None => match followed {
            1 => 1,
            2 => 2,
            _ => 0,
        },
    }
}

/// A card played: the position after it, the trump played (its index),
/// and whether the hand followed suit.
type Play = (Holdings, Option<usize>, bool);

/// The cards an opponent can play to a trick led in `led` (`None`:
/// trumps): follows if he can, else any card (a trump ruffs).
fn opp_plays(state: Holdings, trumps: Trumps, opp: usize, led: Option<usize>) -> ([Play; 20], usize) {
    let trump = state.trump();
    let mut out = [(state, None, false); 20];
    let mut k = 0;
    let who = opp_code(opp);
    match led {
        Some(l) if state.get(l, opp) > 0 => {
            out[0] = (state.with(l, opp, state.get(l, opp) - 1), None, true);
            return (out, 1);
        }
        None if trumps.holds(who) => {
            let runs = trumps.runs(who);
            for i in 0..trumps.len() {
                if runs & (1 << i) != 0 {
                    out[k] = (state, Some(i), true);
                    k += 1;
                }
            }
            return (out, k);
        }
        _ => {}
    }
    for suit in (0..4).filter(|&s| Some(s) != trump) {
        let c = state.get(suit, opp);
        if c > 0 {
            out[k] = (state.with(suit, opp, c - 1), None, false);
            k += 1;
        }
    }
    if led.is_some() {
        let runs = trumps.runs(who);
        for i in 0..trumps.len() {
            if runs & (1 << i) != 0 {
                out[k] = (state, Some(i), false);
                k += 1;
            }
        }
    }
    (out, k)
}

/// The cards the side's hand whose parts start at `base` can play to a
/// trick led in `led` (`None`: trumps) without taking it, when the
/// opponents' highest trump in it is `hi`: a card of the suit led that is
/// not a top card (a top card only when an opponent ruffed), or, void, any
/// card; a trump only below `hi`.
fn side_plays(
    state: Holdings,
    trumps: Trumps,
    base: usize,
    led: Option<usize>,
    hi: Option<usize>,
) -> ([Play; 32], usize) {
    let trump = state.trump();
    let mut out = [(state, None, false); 32];
    let mut k = 0;
    let who = if base == 0 { FIRST } else { SECOND };
    let below = |j: usize| hi.is_some_and(|h| h < j);
    let void = match led {
        Some(l) => {
            let mut held = false;
            for part in [base + PLAIN, LATER, LATER + 1, base + TOP] {
                let c = state.hand_get(l, base, part);
                held |= c > 0;
                if c > 0 && (part != base + TOP || hi.is_some()) {
                    out[k] = (state.with(l, part, c - 1), None, true);
                    k += 1;
                }
            }
            !held
        }
        None => !trumps.holds(who),
    };
    if !void && led.is_some() {
        return (out, k);
    }
    if void {
        for suit in (0..4).filter(|&s| Some(s) != trump) {
            for part in [base + PLAIN, base + TOP, LATER, LATER + 1] {
                let c = state.hand_get(suit, base, part);
                if c > 0 {
                    out[k] = (state.with(suit, part, c - 1), None, false);
                    k += 1;
                }
            }
        }
    }
    if !void || led.is_some() {
        // Follows a trump lead, or ruffs.
        let runs = trumps.runs(who);
        for j in 0..trumps.len() {
            if runs & (1 << j) != 0 && below(j) {
                out[k] = (state, Some(j), !void);
                k += 1;
            }
        }
    }
    (out, k)
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

/// Whether the side can play all its cards without taking a trick, in the
/// second game with the trumps by rank; `None` when the game took more
/// than `budget` positions. `state`'s trump suit is counted in `trumps`
/// only (its parts empty).
pub(in crate::adjudicate) fn can_lose_all_ranked(
    state: Holdings,
    trumps: Trumps,
    table: &mut FastMap<(Holdings, Trumps), bool>,
    budget: &mut u32,
) -> Option<bool> {
    let state = state.promoted();
    if trumps.unpaired() {
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
    if let Some(&v) = table.get(&(state, trumps)) {
        return Some(v);
    }
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let answer = match state.first() {
        3 => side_leads(state, trumps, 0, table, budget),
        4 => side_leads(state, trumps, 2, table, budget),
        first => opponents_lead(state, trumps, first, table, budget),
    }?;
    table.insert((state, trumps), answer);
    Some(answer)
}

/// The rest of a trick once the opponents have played (`hi` their highest
/// trump, `followed` who of them followed suit) and the side's hands whose
/// parts start at `bases`: whether some way of finishing it and the rest
/// of the play loses every trick.
#[allow(clippy::too_many_arguments)]
fn finish(
    state: Holdings,
    trumps: Trumps,
    played: u16,
    led: Option<usize>,
    hi: Option<usize>,
    followed: u8,
    bases: &[usize],
    table: &mut FastMap<(Holdings, Trumps), bool>,
    budget: &mut u32,
) -> Option<bool> {
    let Some((&base, rest)) = bases.split_first() else {
        let next = trumps.without(played);
        let first = next_first(trumps, hi, followed);
        return can_lose_all_ranked(state.with_first(first), next, table, budget);
    };
    let (plays, n) = side_plays(state, trumps, base, led, hi);
    for &(after, t, _) in &plays[..n] {
        if finish(after, trumps, played | bit(t), led, hi, followed, rest, table, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

fn opponents_lead(
    state: Holdings,
    trumps: Trumps,
    first: u8,
    table: &mut FastMap<(Holdings, Trumps), bool>,
    budget: &mut u32,
) -> Option<bool> {
    let trump = state.trump();
    let leaders: &[usize] = match first {
        1 => &[OPP_A],
        2 => &[OPP_B],
        _ => &[OPP_A, OPP_B],
    };
    let start = state.with_first(0);
    for &leader in leaders {
        let other = OPP_A + OPP_B - leader;
        let lead_bit = if leader == OPP_A { 1 } else { 2 };
        let mut leads = [(start, None, None); 20];
        let mut n = 0;
        for led in (0..4).filter(|&s| Some(s) != trump) {
            let c = start.get(led, leader);
            if c > 0 {
                leads[n] = (start.with(led, leader, c - 1), Some(led), None);
                n += 1;
            }
        }
        let runs = trumps.runs(opp_code(leader));
        for i in 0..trumps.len() {
            if runs & (1 << i) != 0 {
                leads[n] = (start, None, Some(i));
                n += 1;
            }
        }
        for &(after_lead, led, t) in &leads[..n] {
            let (partner, m) = opp_plays(after_lead, trumps, other, led);
            for &(after, u, followed) in &partner[..m] {
                let hi = higher(t, u);
                let who = lead_bit | if followed { 3 - lead_bit } else { 0 };
                let played = bit(t) | bit(u);
                if finish(after, trumps, played, led, hi, who, &[0, 2], table, budget)? {
                    return Some(true);
                }
            }
        }
    }
    Some(false)
}

/// The first trick when the side's hand whose parts start at `base` leads:
/// any card, which must then lose like the others.
fn side_leads(
    state: Holdings,
    trumps: Trumps,
    base: usize,
    table: &mut FastMap<(Holdings, Trumps), bool>,
    budget: &mut u32,
) -> Option<bool> {
    let trump = state.trump();
    let start = state.with_first(0);
    let who = if base == 0 { FIRST } else { SECOND };
    let mut leads = [(start, None, None, false); 32];
    let mut n = 0;
    for led in (0..4).filter(|&s| Some(s) != trump) {
        for part in [base + PLAIN, LATER, LATER + 1, base + TOP] {
            let c = start.hand_get(led, base, part);
            if c > 0 {
                leads[n] = (start.with(led, part, c - 1), Some(led), None, part == base + TOP);
                n += 1;
            }
        }
    }
    let runs = trumps.runs(who);
    for j in 0..trumps.len() {
        if runs & (1 << j) != 0 {
            leads[n] = (start, None, Some(j), false);
            n += 1;
        }
    }
    for &(after_lead, led, t, top) in &leads[..n] {
        let (a_plays, na) = opp_plays(after_lead, trumps, OPP_A, led);
        for &(after_a, ua, fa) in &a_plays[..na] {
            let (b_plays, nb) = opp_plays(after_a, trumps, OPP_B, led);
            for &(after_b, ub, fb) in &b_plays[..nb] {
                let hi = higher(ua, ub);
                // The lead must lose: a top card to a ruff, a trump to a
                // higher one.
                if (top && hi.is_none()) || t.is_some_and(|j| hi.is_none_or(|h| h > j)) {
                    continue;
                }
                let followed = u8::from(fa) | (u8::from(fb) << 1);
                let played = bit(t) | bit(ua) | bit(ub);
                let other = 2 - base;
                if finish(after_b, trumps, played, led, hi, followed, &[other], table, budget)? {
                    return Some(true);
                }
            }
        }
    }
    Some(false)
}
