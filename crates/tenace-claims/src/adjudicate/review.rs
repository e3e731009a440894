//! Law 69B: the review of a claim or concession that was agreed and then
//! contested.

use super::*;

/// The Director's aid for a withdrawn agreement (Law 69B2): would the
/// agreeing side likely have won more tricks had play continued?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgreementReview {
    /// Tricks the claim gave the claimer's side.
    pub claimed: u8,
    /// The claimer's side's tricks if play had continued: the claimer
    /// following his statement and otherwise playing his best, the agreeing
    /// side playing its best.
    pub played_on: u8,
    /// The same when the agreeing side only makes the obvious plays (wins
    /// every trick it can at its turn: no duck, no squeeze defence).
    pub with_obvious_defence: u8,
    /// The agreeing side gains only through a play that is not obvious (C
    /// Ex 50, case 2: probably not "likely" if it was not found at the
    /// table).
    pub needs_non_obvious_defence: bool,
    /// The claimer showed his cards (68C); the agreeing side should then
    /// have seen the defence at the time (C Ex 49).
    pub hand_faced: bool,
    /// Tricks to give back to the agreeing side by default; the Director
    /// decides.
    pub restore: u8,
}

/// Reviews an agreed claim for Law 69B: the tricks the agreeing side
/// would likely have won had play continued, with the points the Director
/// must judge. An error of `solver` ends the review.
pub fn review_agreement(
    pos: &Position,
    claimer: Seat,
    claim: ClaimKind,
    statement: &ClaimStatement,
    hand_faced: bool,
    solver: &dyn Solver,
) -> Result<AgreementReview, SolverError> {
    let remaining = pos.remaining_tricks();
    let declarer = pos.declarer();
    let mut notes = Vec::new();
    let script = compile(statement, claimer, declarer, None, &mut notes);
    let hidden = [declarer.lho(), declarer.rho()];
    let mut ctx = Ctx::new(claimer, pos.trump().trump(), script, hidden, solver);
    let cursor = ctx.normalize(pos, Cursor::default());
    let root = Node {
        pos: *pos,
        cursor,
        voids: 0,
    };
    let played_on = ctx.minimax(&root, 0, remaining, false, &mut HashMap::new());
    let with_obvious_defence = ctx.minimax(&root, 0, remaining, true, &mut HashMap::new());
    let claimed = claim.kept(remaining);
    let needs_non_obvious_defence = played_on < with_obvious_defence.min(claimed);
    let restore = if hand_faced || needs_non_obvious_defence {
        0
    } else {
        claimed.saturating_sub(played_on)
    };
    ctx.finish(AgreementReview {
        claimed,
        played_on,
        with_obvious_defence,
        needs_non_obvious_defence,
        hand_faced,
        restore,
    })
}

/// The tricks a conceding side keeps under Law 71B: the conceded tricks
/// that no normal play of the remaining cards could lose come back to it.
/// Returns the tricks to restore, or the error of `solver`.
pub fn concession_restorable(
    pos: &Position,
    conceder: Seat,
    conceded: u8,
    opts: &AdjudicationOptions,
    solver: &dyn Solver,
) -> Result<u8, SolverError> {
    let a = adjudicate(
        pos,
        conceder,
        ClaimKind::Concession(conceded),
        &ClaimStatement::none(),
        opts,
        solver,
    )?;
    Ok(a.tricks_awarded_to_claimer_side
        .saturating_sub(ClaimKind::Concession(conceded).kept(pos.remaining_tricks())))
}
