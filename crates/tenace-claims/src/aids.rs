//! Director's aids built on double-dummy analysis.

use serde::{Deserialize, Serialize};
use tenace_core::{Card, Seat, Side};

use crate::dd::{Solver, SolverError};
use crate::position::{PlayError, Position};

/// Why [`revoke_equity`] has no answer: the cards given are not the play,
/// or the solver failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EquityError {
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Solver(#[from] SolverError),
}

/// The Law 64C equity check for a revoke: what the non-offending side would
/// have won without it, against what it won as the play went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevokeEquity {
    pub offender: Seat,
    pub non_offending: Side,
    /// From the revoke trick on: the non-offending side's tricks had the
    /// offender followed suit (with his best card) and both sides then
    /// played double-dummy.
    pub without_revoke: u8,
    /// From the revoke trick on: the non-offending side's tricks as played
    /// (completed by double-dummy play if the record stops early).
    pub as_played: u8,
    /// The tricks the revoke cost the non-offending side (64C), before any
    /// automatic transfer is compared with it.
    pub damage: u8,
    /// The offender's lawful cards that give the non-offending side
    /// `without_revoke`.
    pub lawful_alternatives: Vec<Card>,
}

/// Law 64C: `before` is the position just before the revoke (the offender
/// to play), `played` the revoke card and every card played after it.
pub fn revoke_equity(
    before: &Position,
    played: &[Card],
    solver: &dyn Solver,
) -> Result<RevokeEquity, EquityError> {
    let offender = before.to_move();
    let os = offender.side();
    let nos = os.opponents();
    let remaining = before.remaining_tricks();
    // Without the revoke: the offender follows with his best lawful card.
    let values = solver.card_values(before)?;
    let best_os = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
    let without_revoke = remaining - best_os;
    let lawful_alternatives = values
        .iter()
        .filter(|&&(_, v)| v == best_os)
        .map(|&(c, _)| c)
        .collect();
    // As played.
    let mut pos = *before;
    for (index, &card) in played.iter().enumerate() {
        if pos.is_over() {
            break;
        }
        pos = pos.play_allowing_revoke(card).map_err(|e| match e {
            PlayError::NotInHand { card, seat, .. } => PlayError::NotInHand { index, card, seat },
            other => other,
        })?;
    }
    let mut as_played = pos.tricks_won(nos) - before.tricks_won(nos);
    if !pos.is_over() && pos.trick_len() == 0 {
        let v = solver.tricks(&pos)?;
        as_played += if pos.to_move().side() == nos {
            v
        } else {
            pos.remaining_tricks() - v
        };
    }
    Ok(RevokeEquity {
        offender,
        non_offending: nos,
        without_revoke,
        as_played,
        damage: without_revoke.saturating_sub(as_played),
        lawful_alternatives,
    })
}
