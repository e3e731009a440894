//! Team formats (events.md §4, §6.3): the WBF continuous VP scale with its
//! concavity correction, Swiss pairing, round robins and knockouts.
//!
//! Scoring a board or a match stays in `tenace-score` (IMPs, Law 86,
//! [`tenace_score::teams::score_match`]); this module only adds what an
//! event needs around it.

use std::collections::BTreeSet;

use serde::Serialize;
use tenace_score::config::VpOptions;
use tenace_score::vp::{blitz_margin, victory_points};

use crate::movements::circle_round;

/// The winner's VPs in hundredths for every whole IMP margin from 0 to the
/// blitz, on the WBF continuous 20-VP scale for a match of `boards` boards
/// (§6.3): `round(100 · VPw(M))` from `tenace-score`'s formula, then, while
/// an increment is larger than the one before it, the lower value is
/// raised by one hundredth. The last entry is 2000.
pub fn wbf_table(boards: u32) -> Vec<u32> {
    let opts = VpOptions::default();
    let top = blitz_margin(boards.max(1), &opts).ceil() as u32 + 1;
    let mut v: Vec<i64> = (0..=top)
        .map(|m| (victory_points(f64::from(m), boards.max(1), &opts) * 100.0).round() as i64)
        .collect();
    loop {
        let mut changed = false;
        for m in 1..v.len() - 1 {
            if v[m + 1] - v[m] > v[m] - v[m - 1] {
                v[m] += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    v.into_iter().map(|x| x as u32).collect()
}

/// The VPs of both teams, `(winner's side first as given)`: for an IMP
/// margin `margin` of team A over team B (negative when B won) in a match
/// of `boards` boards, A's and B's VPs in hundredths. They add up to 2000.
pub fn wbf_vps(margin: i32, boards: u32) -> (u32, u32) {
    let table = wbf_table(boards);
    let m = margin.unsigned_abs() as usize;
    let w = *table.get(m).unwrap_or(&2000);
    if margin >= 0 {
        (w, 2000 - w)
    } else {
        (2000 - w, w)
    }
}

/// Why a Swiss round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum SwissError {
    #[error("contestant {0} is listed twice")]
    Twice(u16),
    #[error("no contestant is left for the bye: all have had one")]
    NoBye,
    #[error("fewer than two contestants")]
    TooFew,
}

/// One Swiss round's draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SwissDraw {
    /// Matches, top table first; the first-named is the higher ranked.
    pub matches: Vec<(u16, u16)>,
    pub bye: Option<u16>,
    /// Matches between contestants that have met before (0 unless no draw
    /// without repeats exists).
    pub repeats: usize,
}

/// The rules chosen (docs/events.md, §4.1):
///
/// 1. `order` is the current ranking, best first (VPs, then the previous
///    round's order for ties; round 1: the seeding).
/// 2. With an odd number, the lowest-ranked contestant that has not had a
///    bye gets it.
/// 3. Top-down with backtracking: the top contestant plays the highest one
///    it has not met, unless that leaves the rest impossible to pair, in
///    which case the next one, and so on (depth first, first solution).
/// 4. No repeat meetings; only if no such draw exists, the draw with the
///    fewest repeats (found by the same search with a bound) is used and
///    `repeats` reports them.
pub fn swiss_pair(
    order: &[u16],
    met: &BTreeSet<(u16, u16)>,
    had_bye: &BTreeSet<u16>,
) -> Result<SwissDraw, SwissError> {
    let mut seen = BTreeSet::new();
    for &c in order {
        if !seen.insert(c) {
            return Err(SwissError::Twice(c));
        }
    }
    if order.len() < 2 {
        return Err(SwissError::TooFew);
    }
    let mut list: Vec<u16> = order.to_vec();
    let mut bye = None;
    if list.len() % 2 == 1 {
        let i = list
            .iter()
            .rposition(|c| !had_bye.contains(c))
            .ok_or(SwissError::NoBye)?;
        bye = Some(list.remove(i));
    }
    let has_met = |a: u16, b: u16| met.contains(&(a, b)) || met.contains(&(b, a));
    for allowed in 0..=list.len() / 2 {
        let mut budget = 200_000u32;
        let mut out = Vec::new();
        if pair_top_down(&list, &has_met, allowed, &mut out, &mut budget) {
            let repeats = out.iter().filter(|&&(a, b)| has_met(a, b)).count();
            return Ok(SwissDraw {
                matches: out,
                bye,
                repeats,
            });
        }
    }
    // Unreachable: with every repeat allowed the top-down draw always exists.
    Ok(SwissDraw {
        matches: list.chunks(2).map(|c| (c[0], c[1])).collect(),
        bye,
        repeats: list.len() / 2,
    })
}

/// Depth-first pairing of `list` (best first) with at most `repeats`
/// repeated meetings; `budget` caps the work.
fn pair_top_down(
    list: &[u16],
    met: &dyn Fn(u16, u16) -> bool,
    repeats: usize,
    out: &mut Vec<(u16, u16)>,
    budget: &mut u32,
) -> bool {
    if list.is_empty() {
        return true;
    }
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let u = list[0];
    for j in 1..list.len() {
        let v = list[j];
        let repeat = met(u, v);
        if repeat && repeats == 0 {
            continue;
        }
        let rest: Vec<u16> = list[1..]
            .iter()
            .enumerate()
            .filter(|&(k, _)| k + 1 != j)
            .map(|(_, &c)| c)
            .collect();
        out.push((u, v));
        if pair_top_down(&rest, met, repeats - usize::from(repeat), out, budget) {
            return true;
        }
        out.pop();
    }
    false
}

/// Round 1 of a seeded Swiss: the seeded list split in halves, 1 v N/2+1,
/// 2 v N/2+2, …
pub fn seeded_halves(seeds: &[u16]) -> Vec<(u16, u16)> {
    let h = seeds.len() / 2;
    (0..h).map(|i| (seeds[i], seeds[h + i])).collect()
}

/// The whole schedule of a single round robin of `n` teams (circle method,
/// §4.2): per round, the matches home team first; with an odd `n` the team
/// drawn against the bye (`n + 1`) sits out and is left out of the list.
pub fn round_robin(n: u16) -> Vec<Vec<(u16, u16)>> {
    let even = n + n % 2;
    (1..even)
        .map(|r| {
            circle_round(even, r)
                .into_iter()
                .filter(|&(a, b)| a <= n && b <= n)
                .collect()
        })
        .collect()
}

/// The seed order of a knockout bracket of `p` places (a power of two):
/// `[1, 8, 4, 5, 2, 7, 3, 6]` for 8; seeds 1 and 2 can meet only in the
/// final (§4.3).
pub fn seed_order(p: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < p {
        let l = 2 * order.len();
        order = order.iter().flat_map(|&x| [x, l + 1 - x]).collect();
    }
    order
}

/// The first round of a knockout of `n` teams: the bracket is the smallest
/// power of two ≥ n; a seed above n is a bye for its opponent (the top
/// seeds). Each match is (higher seed, lower seed or `None` for a bye).
pub fn knockout_first_round(n: usize) -> Vec<(usize, Option<usize>)> {
    let p = n.max(1).next_power_of_two();
    seed_order(p)
        .chunks(2)
        .map(|c| {
            let (a, b) = (c[0].min(c[1]), c[0].max(c[1]));
            (a, (b <= n).then_some(b))
        })
        .collect()
}

/// Carry-over into a knockout match from an earlier stage (§4.3,
/// regulation): a `fraction` of the head-to-head IMP margin, optionally
/// capped in absolute value.
pub fn carry_over(margin: f64, fraction: f64, cap: Option<f64>) -> f64 {
    let c = margin * fraction;
    match cap {
        Some(cap) => c.clamp(-cap.abs(), cap.abs()),
        None => c,
    }
}

/// A knockout match: carry-over plus the IMPs of each segment, from team
/// A's side. `Some(true)` when A wins, `Some(false)` when B wins, `None`
/// for a tie (extra boards, regulation).
pub fn knockout_winner(carry_over: f64, segments: &[f64]) -> Option<bool> {
    let total = carry_over + segments.iter().sum::<f64>();
    if total.abs() < 1e-9 {
        None
    } else {
        Some(total > 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_round_one() {
        assert_eq!(
            seeded_halves(&[1, 2, 3, 4, 5, 6]),
            vec![(1, 4), (2, 5), (3, 6)]
        );
    }

    #[test]
    fn carry_over_capped() {
        assert_eq!(carry_over(30.0, 0.5, None), 15.0);
        assert_eq!(carry_over(-30.0, 0.5, Some(10.0)), -10.0);
        assert_eq!(knockout_winner(-3.0, &[2.0, 1.0]), None);
        assert_eq!(knockout_winner(-3.0, &[2.0, 2.0]), Some(true));
    }
}
