//! Tie-breaks for teams ranked by VPs (events.md §6.4). The Laws leave how
//! ties are broken to the Conditions of Contest (Law 78D), so nothing is
//! applied unless a chain is configured: the default is that ties stand.
//!
//! The rules, in the order a chain names them (the chain of the Contract
//! Bridge Association of Ireland that spec §6.4 cites is
//! [`TEAMS_CHAIN`]; a Swiss commonly uses the first two):
//!
//! 1. [`TieBreak::DirectMatch`]: two tied teams that met are separated by
//!    the VPs of their match(es), then by its IMP margin; more tied teams
//!    that have all met one another by the VPs of the matches among them
//!    (otherwise the rule does not apply).
//! 2. [`TieBreak::ImpQuotient`]: IMPs won ÷ IMPs lost over all matches
//!    (a team that lost none is above any that lost some).
//! 3. [`TieBreak::CommonOpponents`]: two tied teams by their IMP margin
//!    against the highest-ranked team both have played, then the next one
//!    down the list.
//!
//! When a rule splits a group of tied teams, each part that is still tied
//! goes on with the rules after it (spec §6.4: "then continue with
//! step 2"). What no rule separates stands as a tie (a play-off, the
//! spec's last step, is for the Director). Each team records the rule
//! that placed it above the next team of its tie ([`Placed::decided_by`]).

use serde::{Deserialize, Serialize};

/// One rule of a tie-break chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    DirectMatch,
    ImpQuotient,
    CommonOpponents,
    /// Pairs and individuals ([`crate::pair_tiebreak`]): the figure to all
    /// its decimals rather than to the two published.
    MoreDecimals,
    /// Pairs and individuals: the scores on the boards the tied
    /// contestants played against one another.
    DirectMeetings,
    /// Pairs and individuals: board by board, whose score was better where
    /// they played the same board in the same direction.
    BoardsCompared,
}

impl TieBreak {
    /// A rule for pairs and individuals (the others are for teams).
    pub fn for_pairs(self) -> bool {
        matches!(
            self,
            TieBreak::MoreDecimals | TieBreak::DirectMeetings | TieBreak::BoardsCompared
        )
    }
}

/// The chain of spec §6.4 for teams (CBAI): direct match, IMP quotient,
/// IMPs against common opponents.
pub const TEAMS_CHAIN: [TieBreak; 3] = [
    TieBreak::DirectMatch,
    TieBreak::ImpQuotient,
    TieBreak::CommonOpponents,
];

/// A team's total: its score (VPs, after byes and penalties) and the IMPs
/// it won and lost over its matches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub id: u16,
    pub score: f64,
    pub imps_won: f64,
    pub imps_lost: f64,
}

/// One match played: the two teams, their VPs and the IMPs each won.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Played {
    pub teams: [u16; 2],
    pub vps: [f64; 2],
    pub imps: [f64; 2],
}

/// A team's place after the tie-breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    pub id: u16,
    pub place: usize,
    /// Shares its place with another team.
    pub tied: bool,
    /// The rule that put this team above the next one in the list, when
    /// they had the same score.
    pub decided_by: Option<TieBreak>,
}

/// Figures compared to a hundredth of a millionth: equal VPs are equal.
fn same(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

fn same_keys(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(*x, *y))
}

/// Lexicographic, larger first.
fn better(a: &[f64], b: &[f64]) -> std::cmp::Ordering {
    for (x, y) in a.iter().zip(b) {
        if !same(*x, *y) {
            return y.partial_cmp(x).unwrap_or(std::cmp::Ordering::Equal);
        }
    }
    std::cmp::Ordering::Equal
}

struct Ctx<'a> {
    standings: &'a [Standing],
    matches: &'a [Played],
    /// Every team, best score first (ties in the given order).
    order: Vec<u16>,
}

impl Ctx<'_> {
    fn standing(&self, id: u16) -> Option<&Standing> {
        self.standings.iter().find(|s| s.id == id)
    }

    /// `a`'s VPs and IMP margin over its matches against `b`; `None` if
    /// they did not meet.
    fn against(&self, a: u16, b: u16) -> Option<(f64, f64)> {
        let mut found = None;
        for m in self.matches {
            let side = if m.teams == [a, b] {
                0
            } else if m.teams == [b, a] {
                1
            } else {
                continue;
            };
            let (v, imps) = found.unwrap_or((0.0, 0.0));
            found = Some((v + m.vps[side], imps + m.imps[side] - m.imps[1 - side]));
        }
        found
    }

    /// The figures a rule compares, one list per team of the group, or
    /// `None` when the rule does not apply to this group.
    fn keys(&self, rule: TieBreak, group: &[u16]) -> Option<Vec<Vec<f64>>> {
        match rule {
            TieBreak::DirectMatch if group.len() == 2 => {
                let (va, ia) = self.against(group[0], group[1])?;
                let (vb, ib) = self.against(group[1], group[0])?;
                Some(vec![vec![va, ia], vec![vb, ib]])
            }
            TieBreak::DirectMatch => group
                .iter()
                .map(|&a| {
                    group
                        .iter()
                        .filter(|&&b| b != a)
                        .map(|&b| self.against(a, b).map(|x| x.0))
                        .sum::<Option<f64>>()
                        .map(|v| vec![v])
                })
                .collect(),
            TieBreak::ImpQuotient => group
                .iter()
                .map(|&a| {
                    let s = self.standing(a)?;
                    let q = if s.imps_lost > 0.0 {
                        s.imps_won / s.imps_lost
                    } else if s.imps_won > 0.0 {
                        f64::INFINITY
                    } else {
                        1.0
                    };
                    Some(vec![if q.is_infinite() { f64::MAX } else { q }])
                })
                .collect(),
            TieBreak::CommonOpponents if group.len() == 2 => {
                let (a, b) = (group[0], group[1]);
                self.order
                    .iter()
                    .filter(|&&c| c != a && c != b)
                    .find_map(|&c| {
                        let (_, ma) = self.against(a, c)?;
                        let (_, mb) = self.against(b, c)?;
                        (!same(ma, mb)).then(|| vec![vec![ma], vec![mb]])
                    })
            }
            TieBreak::CommonOpponents => None,
            TieBreak::MoreDecimals | TieBreak::DirectMeetings | TieBreak::BoardsCompared => None,
        }
    }

    /// Orders a group of tied teams by the chain.
    fn resolve(&self, group: Vec<u16>, chain: &[TieBreak]) -> Vec<(Vec<u16>, Option<TieBreak>)> {
        resolve(group, chain, &|rule, g| self.keys(rule, g))
    }
}

/// The figures a rule compares for a group of tied contestants, one list
/// per contestant in the group's order; `None` when the rule does not apply.
pub(crate) type Keys<'a> = dyn Fn(TieBreak, &[u16]) -> Option<Vec<Vec<f64>>> + 'a;

/// Orders a group of tied contestants by the chain: the parts it could not
/// separate, each with the rule that separates it from the next part. A
/// rule that splits the group leaves each part to the rules after it.
pub(crate) fn resolve(
    group: Vec<u16>,
    chain: &[TieBreak],
    keys: &Keys<'_>,
) -> Vec<(Vec<u16>, Option<TieBreak>)> {
    let Some((&rule, rest)) = chain.split_first() else {
        return vec![(group, None)];
    };
    if group.len() < 2 {
        return vec![(group, None)];
    }
    let Some(found) = keys(rule, &group) else {
        return resolve(group, rest, keys);
    };
    let mut ranked: Vec<(u16, Vec<f64>)> = group.into_iter().zip(found).collect();
    ranked.sort_by(|x, y| better(&x.1, &y.1));
    let mut parts: Vec<Vec<u16>> = Vec::new();
    let mut last: Option<Vec<f64>> = None;
    for (id, k) in ranked {
        match &last {
            Some(l) if same_keys(l, &k) => parts.last_mut().expect("a part").push(id),
            _ => parts.push(vec![id]),
        }
        last = Some(k);
    }
    if parts.len() == 1 {
        let group = parts.pop().expect("one part");
        return resolve(group, rest, keys);
    }
    let n = parts.len();
    let mut out = Vec::new();
    for (i, part) in parts.into_iter().enumerate() {
        let mut blocks = resolve(part, rest, keys);
        if i + 1 < n {
            if let Some(b) = blocks.last_mut() {
                b.1 = Some(rule);
            }
        }
        out.extend(blocks);
    }
    out
}

/// Ranks teams by score, best first, breaking ties by `chain` (empty: ties
/// stand). Teams still tied keep the order of `standings`.
pub fn rank(standings: &[Standing], matches: &[Played], chain: &[TieBreak]) -> Vec<Placed> {
    let mut order: Vec<usize> = (0..standings.len()).collect();
    order.sort_by(|&a, &b| better(&[standings[a].score], &[standings[b].score]));
    let ctx = Ctx {
        standings,
        matches,
        order: order.iter().map(|&i| standings[i].id).collect(),
    };
    let mut out: Vec<Placed> = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && same(standings[order[i]].score, standings[order[j]].score) {
            j += 1;
        }
        let group: Vec<u16> = order[i..j].iter().map(|&k| standings[k].id).collect();
        for (block, sep) in ctx.resolve(group, chain) {
            let place = out.len() + 1;
            let n = block.len();
            for (k, id) in block.into_iter().enumerate() {
                out.push(Placed {
                    id,
                    place,
                    tied: n > 1,
                    decided_by: if k + 1 == n { sep } else { None },
                });
            }
        }
        i = j;
    }
    out
}
