//! Law 79B3: a disagreement about the tricks won that reaches the Director
//! only after the round has ended. Unless he is clearly convinced of the
//! result at the table (a change for both sides, which is the ordinary
//! assigned score of Law 12C1), he lets the recorded score stand or lowers
//! one side's score without raising the other's (the Commentary on Law 79
//! calls this a split score). The Laws of Rubber Bridge have no such
//! ruling (RB 78 settles a disagreement by the players' majority).

use serde::{Deserialize, Serialize};
use tenace_core::Side;

use crate::law::LawRef;
use crate::table::{ActionError, BoardResult, Outcome, Phase, State};

/// The law of the split score.
pub(crate) const LAW_79B3: LawRef = LawRef::new("79B3");

/// One Law 79B3 decrease: `points` (total points, the table's scoring
/// unit) taken from `side`'s score and given to nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ScoreDecrease {
    pub side: Side,
    pub points: u16,
}

/// The two sides' scores once they are no longer each other's negative
/// (Law 79B3): North-South's and East-West's, each after its decreases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct SplitScore {
    pub ns: i32,
    pub ew: i32,
    /// The law applied.
    pub law: LawRef,
}

impl State {
    /// `Event::ScoreDecrease`: refused at a rubber table, before the end
    /// of play, before the round has ended, and when the board has no
    /// score in points to decrease (no result, or artificial scores).
    pub(crate) fn on_score_decrease(&mut self, d: ScoreDecrease) -> Result<Outcome, ActionError> {
        if self.config.rules.players_apply_penalties() {
            return Err(ActionError::NoRubberCounterpart { law: LAW_79B3 });
        }
        if !matches!(self.phase, Phase::Complete | Phase::PassedOut) {
            return Err(ActionError::BoardNotOver);
        }
        if !self.claims.round_ended {
            return Err(ActionError::RoundNotEnded { law: LAW_79B3 });
        }
        let scored = self.result().is_some_and(|r| r.artificial.is_none());
        if d.points == 0 || !scored {
            return Err(ActionError::NoScoreToDecrease { law: LAW_79B3 });
        }
        self.rect.score_decreases.push(d);
        Ok(Outcome::Lawful)
    }

    /// Adds the split score to `result` when a decrease was ruled.
    pub(crate) fn split_result(&self, result: &mut BoardResult) {
        if self.rect.score_decreases.is_empty() || result.artificial.is_some() {
            return;
        }
        let taken = |side: Side| -> i32 {
            self.rect
                .score_decreases
                .iter()
                .filter(|d| d.side == side)
                .map(|d| i32::from(d.points))
                .sum()
        };
        result.split = Some(SplitScore {
            ns: result.score_ns - taken(Side::NorthSouth),
            ew: -result.score_ns - taken(Side::EastWest),
            law: LAW_79B3,
        });
    }
}
