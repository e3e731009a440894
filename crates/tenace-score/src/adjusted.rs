//! Law 12 adjusted scores: the figures of artificial scores (12C2), the
//! session-percentage rule (12C2(c)), the split score of 12C1(e), the
//! knockout average of 12C4, and the Commentary's benefit-of-doubt helper
//! for weighted scores (12C1(c)).
//!
//! Weighted assigned scores themselves are scored where the scoring method
//! lives: [`crate::matchpoints::Frequencies`] (fractional frequencies) and
//! [`crate::teams::weighted_imps`] / [`crate::imps_field`] (IMPs converted per
//! component, then weighted).

use serde::Serialize;

use crate::config::{BeyondLimit, ScoringOptions};
use crate::field::Artificial;

/// The artificial score a side receives once the Law 12C2(d) limit on
/// average-plus boards is applied, or `None` when the board is then not
/// scored. `count` is the side's average-plus boards so far in the session;
/// it grows only by the boards scored as average plus.
pub(crate) fn limit_average_plus(
    given: Artificial,
    opts: &ScoringOptions,
    count: &mut u32,
) -> Option<Artificial> {
    let (Artificial::AveragePlus, Some(limit)) = (given, opts.artificial.multiple_missed) else {
        return Some(given);
    };
    if *count < limit.average_plus_limit {
        *count += 1;
        return Some(given);
    }
    match limit.beyond_limit {
        BeyondLimit::Average => Some(Artificial::Average),
        BeyondLimit::NotScored => None,
    }
}

/// A contestant's responsibility for an irregularity that left a board
/// without a result (Law 12C2(a)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Culpability {
    /// In no way at fault: average plus.
    NotAtFault,
    /// Only partly at fault: average.
    PartlyAtFault,
    /// Directly at fault: average minus.
    DirectlyAtFault,
}

impl Culpability {
    /// The artificial score this responsibility earns under Law 12C2(a).
    pub fn artificial(self) -> Artificial {
        match self {
            Culpability::NotAtFault => Artificial::AveragePlus,
            Culpability::PartlyAtFault => Artificial::Average,
            Culpability::DirectlyAtFault => Artificial::AverageMinus,
        }
    }

    /// Whether the contestant bears any fault (Law 86B2 counts partial fault).
    pub fn at_fault(self) -> bool {
        self != Culpability::NotAtFault
    }
}

/// The configured percentage of an artificial score in pairs (12C2(a)), or
/// `None` for a score given in IMPs.
pub fn artificial_percent(a: Artificial, opts: &ScoringOptions) -> Option<f64> {
    let o = &opts.artificial;
    match a {
        Artificial::AveragePlus => Some(o.average_plus_percent),
        Artificial::Average => Some(o.average_percent),
        Artificial::AverageMinus => Some(o.average_minus_percent),
        Artificial::Percent(p) => Some(p),
        Artificial::Imps(_) => None,
    }
}

/// The configured IMPs of an artificial score at IMP play (12C2(b)), or
/// `None` for a score given as a percentage.
pub fn artificial_imps(a: Artificial, opts: &ScoringOptions) -> Option<f64> {
    let o = &opts.artificial;
    match a {
        Artificial::AveragePlus => Some(o.average_plus_imps),
        Artificial::Average => Some(o.average_imps),
        Artificial::AverageMinus => Some(o.average_minus_imps),
        Artificial::Imps(i) => Some(i),
        Artificial::Percent(_) => None,
    }
}

/// Law 12C2(c) in pairs. `configured` is the percentage the artificial score
/// would give; `other_boards` the contestant's percentage on its other boards
/// of the session (those without an artificial score), if any.
///
/// * Average plus (non-offending): the larger of the two, so a contestant
///   above average plus on its other boards keeps its own figure.
/// * Average minus (offending): the smaller of the two.
/// * Average and fixed percentages: unchanged.
pub fn session_rule_percent(a: Artificial, configured: f64, other_boards: Option<f64>) -> f64 {
    match (a, other_boards) {
        (Artificial::AveragePlus, Some(p)) => configured.max(p),
        (Artificial::AverageMinus, Some(p)) => configured.min(p),
        _ => configured,
    }
}

/// Law 12C2(c) at IMPs, with ±3 IMPs a board as the counterparts of
/// 60 %/40 % ("the equivalent in IMPs" is not defined further by the Laws):
/// `other_boards` is the contestant's average IMPs per board on its other
/// boards of the session.
pub fn session_rule_imps(a: Artificial, configured: f64, other_boards: Option<f64>) -> f64 {
    match (a, other_boards) {
        (Artificial::AveragePlus, Some(p)) => configured.max(p),
        (Artificial::AverageMinus, Some(p)) => configured.min(p),
        _ => configured,
    }
}

/// The three results of a Law 12C1(e) ruling, each already converted to the
/// non-offending side's scoring unit (matchpoints or IMPs).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SplitInputs {
    /// Rn: the normal result without the infraction.
    pub rn: f64,
    /// Re: the result to be expected after the infraction, with normal play.
    pub re: f64,
    /// Ra: the actual result.
    pub ra: f64,
}

/// The two sides' scores in a Law 12C1(e) ruling.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SplitScores {
    /// The non-offending side: its actual score plus only the damage the
    /// infraction caused (consequent damage, Rn − Re), never less than Ra.
    pub non_offending: f64,
    /// The offending side: the score it would have had without its
    /// infraction (Rn, from its own side).
    pub offending: f64,
}

/// Law 12C1(e) helper. `nos` holds Rn, Re, Ra from the non-offending side's
/// view; `os_rn` is Rn from the offending side's view (at matchpoints or
/// with non-balancing comparisons it is not simply `−nos.rn`).
pub fn split_score(nos: SplitInputs, os_rn: f64) -> SplitScores {
    SplitScores {
        non_offending: nos.ra + (nos.rn - nos.re).max(0.0),
        offending: os_rn,
    }
}

/// The Commentary's literal matchpoint formula for Example 13,
/// `MP(Rn) − (MP(Re) − MP(Ra))`, without the floor at Ra. Use
/// [`split_score`] for rulings; this is kept to show where the two differ.
pub fn split_score_unfloored(nos: SplitInputs) -> f64 {
    nos.rn - (nos.re - nos.ra)
}

/// Law 12C4: in knockout play, when the two contestants receive
/// non-balancing adjusted scores (`a` and `b`, each from its own view, in
/// IMPs), each is given the average: `((a − b)/2, (b − a)/2)`.
pub fn knockout_average(a: f64, b: f64) -> (f64, f64) {
    let v = (a - b) / 2.0;
    (v, -v)
}

/// Commentary on Law 12C1(c) (benefit of doubt): a polled frequency for an
/// outcome favourable to the non-offending side may be raised by `factor`
/// (the examples use 1.2), but the factor is capped at 1.2 and the result at 1.
pub fn favour_non_offenders(raw: f64, factor: f64) -> f64 {
    (raw * factor.clamp(1.0, 1.2)).clamp(0.0, 1.0)
}
