//! Law 78C total-point scoring: each contestant's score is the net sum of
//! its points over the boards it played.

use serde::Serialize;

use crate::field::{Field, Outcome, PairId, SideAdjustment};
use crate::matchpoints::{split_value, view};
use crate::ScoringError;

/// A pair's total points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairPoints {
    pub pair: PairId,
    /// Net points; weighted assigned scores contribute their exact weighted
    /// average, so this may be fractional.
    pub points: f64,
    pub boards: u32,
}

/// Total points for every pair. Artificial adjusted scores have no value in
/// points (the Laws leave that to regulation), so they are an error here.
pub fn score_field_total_points(field: &Field) -> Result<Vec<PairPoints>, ScoringError> {
    let mut out: Vec<PairPoints> = (0..field.pairs.len())
        .map(|pair| PairPoints {
            pair,
            points: 0.0,
            boards: 0,
        })
        .collect();
    for board in &field.boards {
        for e in &board.entries {
            for (d, pair) in [(0, e.ns), (1, e.ew)] {
                let value = match &e.outcome {
                    Outcome::Played { ns_score, .. } => f64::from(view(*ns_score, d)),
                    Outcome::Adjusted { ns, ew } => match if d == 0 { ns } else { ew } {
                        SideAdjustment::Assigned(c) => c
                            .iter()
                            .map(|c| c.weight * f64::from(view(c.ns_score, d)))
                            .sum(),
                        SideAdjustment::Split(s) => split_value(
                            f64::from(view(s.rn.ns_score, d)),
                            f64::from(view(s.re.ns_score, d)),
                            f64::from(view(s.ra.ns_score, d)),
                            false,
                        ),
                        SideAdjustment::Artificial(_) => {
                            return Err(ScoringError::ArtificialInTotalPoints {
                                row: e.row,
                                board: board.board,
                            })
                        }
                    },
                };
                out[pair].points += value;
                out[pair].boards += 1;
            }
        }
    }
    Ok(out)
}
