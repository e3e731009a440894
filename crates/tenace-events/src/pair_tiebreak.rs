//! Tie-breaks for pairs and individuals (spec §6.4). The Laws leave how
//! ties are broken to the Conditions of Contest (Law 78D): with no chain
//! configured, ties stand (the default). A chain lists rules in the order
//! they are tried; spec §6.4's menu, in its order, is [`PAIRS_CHAIN`]:
//!
//! 1. [`TieBreak::MoreDecimals`]: the published figure is the percentage
//!    (matchpoints) or the IMPs (cross-IMPs, Butler) to two decimals; with
//!    a chain, contestants equal to those two decimals are tied, and this
//!    rule separates them by the figure to all its decimals. At
//!    matchpoints it can only separate contestants whose tops differ
//!    (factored boards, sit-outs, penalties); at IMPs it separates averaged
//!    cross-IMPs and fractional totals.
//! 2. [`TieBreak::DirectMeetings`]: the scores on the boards the tied
//!    contestants played against one another (at one table, on opposite
//!    sides): at matchpoints their percentage of the tops of those boards,
//!    at IMPs their IMPs a board there. More than two tied contestants
//!    are compared only if every two of them met (otherwise the rule does
//!    not apply); in a two-winner Mitchell two pairs of one line never
//!    meet, so the rule never applies there.
//! 3. [`TieBreak::BoardsCompared`]: on every board two of them played in
//!    the same direction at different tables (where they were compared),
//!    the one with the better score on the board (more matchpoints, or
//!    more IMPs) takes 1, an equal score ½ each; the totals are compared.
//!    At IMPs this counts boards, not IMP differences.
//!
//! Drawing lots, the menu's last item, is the Director's: what no rule
//! separates stands as a tie. As for teams ([`crate::tiebreak`]), a rule
//! that splits a group leaves each part still tied to the rules after it,
//! and the last contestant of each block records the rule that put it
//! above the next ([`crate::session::RankedPair::tie_break`]).

use std::collections::BTreeMap;

use crate::session::{Ranking, Traveller, TravellerLine};
use crate::tiebreak::{resolve, TieBreak};

/// Spec §6.4's menu for pairs and individuals, in its order.
pub const PAIRS_CHAIN: [TieBreak; 3] = [
    TieBreak::MoreDecimals,
    TieBreak::DirectMeetings,
    TieBreak::BoardsCompared,
];

/// A figure to the two decimals it is published to.
fn published(v: f64) -> i64 {
    (v * 100.0).round() as i64
}

/// One side of one traveller line: where, who, the score and its top.
#[derive(Debug, Clone)]
struct Seat {
    traveller: usize,
    line: usize,
    side: usize,
    score: f64,
    top: f64,
}

/// The contestants of each side of a line: the pairs, or an individual
/// movement's players (N and S, E and W).
fn sides(l: &TravellerLine) -> [[u16; 2]; 2] {
    match l.seats {
        Some([n, e, s, w]) => [[n, s], [e, w]],
        None => [[l.ns, l.ns], [l.ew, l.ew]],
    }
}

/// Every board each contestant played, from the travellers.
fn seats(travellers: &[Traveller]) -> BTreeMap<u16, Vec<Seat>> {
    let mut out: BTreeMap<u16, Vec<Seat>> = BTreeMap::new();
    for (ti, t) in travellers.iter().enumerate() {
        for (li, l) in t.lines.iter().enumerate() {
            for (side, who) in sides(l).into_iter().enumerate() {
                let (score, top) = match (l.ns_imps, l.ew_imps) {
                    (Some(n), Some(e)) => (if side == 0 { n } else { e }, 1.0),
                    _ => (
                        if side == 0 {
                            l.ns_matchpoints
                        } else {
                            l.ew_matchpoints
                        },
                        l.top,
                    ),
                };
                let mut ids = who.to_vec();
                ids.dedup();
                for id in ids {
                    out.entry(id).or_default().push(Seat {
                        traveller: ti,
                        line: li,
                        side,
                        score,
                        top,
                    });
                }
            }
        }
    }
    out
}

struct Ctx {
    seats: BTreeMap<u16, Vec<Seat>>,
    /// Each contestant's ranked figure (percentage or IMPs).
    figure: BTreeMap<u16, f64>,
    imps: bool,
}

impl Ctx {
    fn of(&self, id: u16) -> &[Seat] {
        self.seats.get(&id).map(Vec::as_slice).unwrap_or(&[])
    }

    /// `a`'s seats on the lines where it sat opposite `b`.
    fn against(&self, a: u16, b: u16) -> Vec<&Seat> {
        let theirs = self.of(b);
        self.of(a)
            .iter()
            .filter(|x| {
                theirs
                    .iter()
                    .any(|y| y.traveller == x.traveller && y.line == x.line && y.side != x.side)
            })
            .collect()
    }

    /// `a`'s points against `b` on the boards where both sat in the same
    /// direction at different tables, and how many such boards.
    fn compared(&self, a: u16, b: u16) -> (f64, u32) {
        let theirs = self.of(b);
        let mut points = 0.0;
        let mut n = 0;
        for x in self.of(a) {
            for y in theirs {
                if y.traveller == x.traveller && y.line != x.line && y.side == x.side {
                    n += 1;
                    points += if (x.score - y.score).abs() < 1e-9 {
                        0.5
                    } else if x.score > y.score {
                        1.0
                    } else {
                        0.0
                    };
                }
            }
        }
        (points, n)
    }

    fn keys(&self, rule: TieBreak, group: &[u16]) -> Option<Vec<Vec<f64>>> {
        match rule {
            TieBreak::MoreDecimals => group
                .iter()
                .map(|id| self.figure.get(id).map(|&v| vec![v]))
                .collect(),
            TieBreak::DirectMeetings => group
                .iter()
                .map(|&a| {
                    let mut lines: Vec<&Seat> = Vec::new();
                    for &b in group.iter().filter(|&&b| b != a) {
                        let met = self.against(a, b);
                        if met.is_empty() {
                            return None;
                        }
                        for s in met {
                            if !lines
                                .iter()
                                .any(|x| x.traveller == s.traveller && x.line == s.line)
                            {
                                lines.push(s);
                            }
                        }
                    }
                    let score: f64 = lines.iter().map(|s| s.score).sum();
                    let top: f64 = lines.iter().map(|s| s.top).sum();
                    Some(vec![if self.imps {
                        score / lines.len() as f64
                    } else if top > 0.0 {
                        100.0 * score / top
                    } else {
                        0.0
                    }])
                })
                .collect(),
            TieBreak::BoardsCompared => {
                let mut any = false;
                let keys = group
                    .iter()
                    .map(|&a| {
                        let mut total = 0.0;
                        for &b in group.iter().filter(|&&b| b != a) {
                            let (points, n) = self.compared(a, b);
                            any |= n > 0;
                            total += points;
                        }
                        vec![total]
                    })
                    .collect();
                any.then_some(keys)
            }
            TieBreak::DirectMatch | TieBreak::ImpQuotient | TieBreak::CommonOpponents => None,
        }
    }
}

/// Breaks the ties of a ranked list of pairs or individuals by `chain`
/// (empty: nothing changes, ties stand). With a chain, contestants whose
/// figure (IMPs, or else the percentage) is the same to two decimals are
/// tied, and the chain orders them; the places are given again, and the
/// contestant above a rule's split records the rule in `tie_break`.
pub fn break_ties(ranking: &mut Ranking, travellers: &[Traveller], chain: &[TieBreak]) {
    if chain.is_empty() || ranking.pairs.is_empty() {
        return;
    }
    let figure_of = |p: &crate::session::RankedPair| p.imps.unwrap_or(p.percent);
    let ctx = Ctx {
        seats: seats(travellers),
        figure: ranking
            .pairs
            .iter()
            .map(|p| (p.position, figure_of(p)))
            .collect(),
        imps: ranking.pairs.iter().any(|p| p.imps.is_some()),
    };
    let mut list = std::mem::take(&mut ranking.pairs);
    // Best first by the figure to all its decimals, ties as they were.
    list.sort_by(|a, b| figure_of(b).total_cmp(&figure_of(a)));
    let by_id: BTreeMap<u16, crate::session::RankedPair> =
        list.iter().map(|p| (p.position, p.clone())).collect();
    let mut out: Vec<crate::session::RankedPair> = Vec::new();
    let mut i = 0;
    while i < list.len() {
        let key = published(figure_of(&list[i]));
        let mut j = i + 1;
        while j < list.len() && published(figure_of(&list[j])) == key {
            j += 1;
        }
        let group: Vec<u16> = list[i..j].iter().map(|p| p.position).collect();
        for (block, sep) in resolve(group, chain, &|rule, g| ctx.keys(rule, g)) {
            let place = out.len() + 1;
            let n = block.len();
            for (k, id) in block.into_iter().enumerate() {
                let mut p = by_id[&id].clone();
                p.place = place;
                p.tied = n > 1;
                p.tie_break = if k + 1 == n { sep } else { None };
                out.push(p);
            }
        }
        i = j;
    }
    ranking.pairs = out;
}
