//! Team play: board IMPs between the two rooms (Law 78B), weighted and split
//! adjusted scores at IMPs (Commentary on Law 12), Law 86 (substitute
//! boards, results at the other table), Law 87C fouled boards through 86B2,
//! Law 88 indemnity through 12C2, knockout averaging (12C4), victory points
//! and Law 90 penalties kept apart from the board results.

use serde::Serialize;

use crate::adjusted::{artificial_imps, knockout_average, Culpability};
use crate::config::ScoringOptions;
use crate::imp_scale::imps;
use crate::vp::victory_points;

/// IMPs to the team whose pair scored `own` points at one table when its
/// team-mates scored `teammates` points at the other (both from the team's
/// own view: e.g. +620 as N-S and −170 as E-W).
pub fn team_board_imps(own: i32, teammates: i32) -> i32 {
    imps(own.saturating_add(teammates))
}

/// Commentary on Law 12 (Example 8): a weighted assigned score at teams is
/// the weighted average of the IMPs of each component against the result at
/// the other table. `components` are (weight, points for the team at this
/// table); `teammates` is the team's points at the other table.
pub fn weighted_imps(components: &[(f64, i32)], teammates: i32) -> f64 {
    components
        .iter()
        .map(|&(w, p)| w * f64::from(team_board_imps(p, teammates)))
        .sum()
}

/// A board's IMPs for the two teams of a match. They need not balance
/// (non-balancing adjusted scores).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct BoardImps {
    pub a: f64,
    pub b: f64,
}

impl BoardImps {
    /// A balanced board: `a` to team A and `−a` to team B.
    pub fn balanced(a: f64) -> BoardImps {
        BoardImps { a, b: -a }
    }

    /// Whether the two scores cancel.
    pub fn is_balanced(&self) -> bool {
        (self.a + self.b).abs() < 1e-9
    }
}

/// Artificial adjusted scores for both teams by responsibility (Law 12C2(a),
/// at IMPs 12C2(b)).
pub fn artificial_board(a: Culpability, b: Culpability, opts: &ScoringOptions) -> BoardImps {
    let value = |c: Culpability| artificial_imps(c.artificial(), opts).unwrap_or(0.0);
    BoardImps {
        a: value(a),
        b: value(b),
    }
}

/// What the Director does about a board that would need a redeal (Law 86A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum SubstituteBoard {
    /// A substitute board may be played.
    MayRedeal,
    /// No redeal: the board gets an adjusted score.
    AdjustedScore,
}

/// Law 86A: a single board is not redealt when a contestant could know the
/// result of the match without it; an adjusted score is given instead.
pub fn law86a(match_result_could_be_known: bool) -> SubstituteBoard {
    if match_result_could_be_known {
        SubstituteBoard::AdjustedScore
    } else {
        SubstituteBoard::MayRedeal
    }
}

/// How Law 86B1 resolved a board with a result at one table only.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum Law86B1 {
    /// The existing result was clearly favourable to one side: an assigned
    /// (weighted) adjusted score, balanced.
    Assigned(BoardImps),
    /// Not clearly favourable: artificial scores by responsibility (12C2).
    Artificial(BoardImps),
}

/// Law 86B1 with the Commentary's test: `expected_for_a` is the weighted
/// IMP result for team A of the existing result against the estimated
/// outcomes at the table without a result ([`weighted_imps`]). If its size
/// exceeds `opts.clearly_favourable_imps` (3 by default) the existing
/// result is clearly favourable and that assigned score is given; otherwise
/// the teams get artificial scores by their responsibility.
pub fn law86b1(
    expected_for_a: f64,
    a: Culpability,
    b: Culpability,
    opts: &ScoringOptions,
) -> Law86B1 {
    if expected_for_a.abs() > opts.clearly_favourable_imps {
        Law86B1::Assigned(BoardImps::balanced(expected_for_a))
    } else {
        Law86B1::Artificial(artificial_board(a, b, opts))
    }
}

/// Law 86B2: two or more non-comparable results between the same teams
/// (including a fouled board played in two forms, Law 87C). Per board:
/// * (a) neither team at fault, or (c) both at fault: artificial scores by
///   each team's responsibility;
/// * (b) only one team at fault: the other gets the better of average plus
///   and the assigned score `assigned_for_non_offenders` (IMPs from their
///   view; `None` when no assigned score can be determined), and the
///   offenders the complement.
pub fn law86b2(
    a: Culpability,
    b: Culpability,
    assigned_for_non_offenders: Option<f64>,
    opts: &ScoringOptions,
) -> BoardImps {
    match (a.at_fault(), b.at_fault()) {
        (true, false) | (false, true) => {
            let plus = opts.artificial.average_plus_imps;
            let nos = assigned_for_non_offenders.map_or(plus, |x| x.max(plus));
            if b.at_fault() {
                BoardImps::balanced(nos)
            } else {
                BoardImps::balanced(-nos)
            }
        }
        _ => artificial_board(a, b, opts),
    }
}

/// Law 88: indemnity is given as an artificial adjusted score (12C2); this
/// returns the IMPs for a contestant in no way at fault.
pub fn indemnity_imps(opts: &ScoringOptions) -> f64 {
    opts.artificial.average_plus_imps
}

/// Whether a match is a knockout (Law 12C4 applies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub enum MatchKind {
    #[default]
    RoundRobin,
    Knockout,
}

/// Law 90 procedural penalties against a team, in IMPs or VPs, kept apart
/// from the board results.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct TeamPenalties {
    pub imps: f64,
    pub vps: f64,
}

/// The result of a match between teams A and B.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchResult {
    /// Board scores after Law 12C4 averaging in a knockout.
    pub boards: Vec<BoardImps>,
    /// Sum of each team's board IMPs.
    pub imps_a: f64,
    pub imps_b: f64,
    /// Each team's IMP margin after penalties: its own board IMPs minus its
    /// penalties (with balanced boards `margin_b = −margin_a` before
    /// penalties).
    pub margin_a: f64,
    pub margin_b: f64,
    /// Victory points after VP penalties (WBF continuous scale).
    pub vp_a: f64,
    pub vp_b: f64,
}

/// Scores a match from its boards' IMPs. In a knockout, non-balancing boards
/// are averaged (Law 12C4). IMP penalties come off a team's own margin and
/// VP penalties off its VPs; neither changes the opponents' score.
pub fn score_match(
    boards: &[BoardImps],
    kind: MatchKind,
    penalties: [TeamPenalties; 2],
    opts: &ScoringOptions,
) -> MatchResult {
    let boards: Vec<BoardImps> = boards
        .iter()
        .map(|b| match kind {
            MatchKind::Knockout if !b.is_balanced() => {
                let (a, bb) = knockout_average(b.a, b.b);
                BoardImps { a, b: bb }
            }
            _ => *b,
        })
        .collect();
    let imps_a: f64 = boards.iter().map(|b| b.a).sum();
    let imps_b: f64 = boards.iter().map(|b| b.b).sum();
    let margin_a = imps_a - penalties[0].imps;
    let margin_b = imps_b - penalties[1].imps;
    let n = boards.len() as u32;
    let vp = &opts.victory_points;
    MatchResult {
        imps_a,
        imps_b,
        margin_a,
        margin_b,
        vp_a: victory_points(margin_a, n, vp) - penalties[0].vps,
        vp_b: victory_points(margin_b, n, vp) - penalties[1].vps,
        boards,
    }
}
