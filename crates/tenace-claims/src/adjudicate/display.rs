//! Plain-text forms of an adjudication and its parts (`Display`).

use super::*;

impl fmt::Display for LawPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reference())
    }
}

impl fmt::Display for ExplainedPlay {
    /// One English line, e.g. "trick 11: E ♠A — the opponents' best
    /// against the line (70A)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "trick {}: {} {} — ",
            self.trick,
            self.seat.letter(),
            self.card.symbol_string()
        )?;
        match &self.decision {
            Decision::Forced => f.write_str("the only card")?,
            Decision::Stated { directive } => {
                write!(f, "as the statement says (step {}; 68C)", directive + 1)?
            }
            Decision::Normal => f.write_str("a normal choice that costs nothing (70 fn21)")?,
            Decision::Careless {
                law: LawPoint::L70C,
                ..
            } => f.write_str(
                "a normal play while a trump is out that the claimer did not mention (70C)",
            )?,
            Decision::Careless { law, best, cost } => {
                let why = match law {
                    LawPoint::L70E1 => "an unstated finesse is not credited",
                    LawPoint::L70D2 => "a defender's claim may not rely on partner's choice",
                    _ => "a better line not in the statement is not credited",
                };
                write!(
                    f,
                    "the least successful normal choice; {} would take {} more trick{} ({}: {})",
                    best.symbol_string(),
                    cost,
                    if *cost == 1 { "" } else { "s" },
                    law,
                    why
                )?
            }
            Decision::Defence => f.write_str("the opponents' best against the line (70A)")?,
        }
        if self.lost_to_outstanding_trump {
            f.write_str("; this trump, which the claimer did not mention, takes the trick (70C)")?;
        }
        if let Some(w) = self.trick_won_by {
            write!(f, "; {} wins the trick", w.name())?;
        }
        Ok(())
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::CappedAtClaim { claimed, worst_normal } => write!(
                f,
                "every normal line gives at least {worst_normal}, but only {claimed} were claimed; the rest were conceded (68B1)"
            ),
            Note::ClaimExceedsDoubleDummy { claimed, double_dummy } => {
                write!(f, "{claimed} claimed, but even double-dummy the side takes only {double_dummy}")
            }
            Note::OutstandingTrumps { cards, deemed_aware } => {
                let list: Vec<String> = cards.iter().map(|c| c.symbol_string()).collect();
                if *deemed_aware {
                    write!(f, "the opponents hold trump {}; the claimer is taken to know it (70C2), so he draws it when he safely can", list.join(" "))
                } else {
                    write!(f, "the opponents hold trump {}; the statement does not mention it, so a trick it can win by normal play goes to them (70C)", list.join(" "))
                }
            }
            Note::DirectiveNotCarriedOut { directive } => {
                write!(f, "step {} of the statement could not be carried out when its turn came; play went on with normal choices", directive + 1)
            }
            Note::DirectiveNamesAbsentCard { directive, card } => {
                write!(f, "step {} names {}, which the claimer's side does not hold", directive + 1, card.symbol_string())
            }
            Note::DirectorText { text } => write!(f, "the statement also says: \"{text}\" (for the Director)"),
            Note::DefenderClaim => f.write_str("a defender's claim: partner's choices are resolved against it (70D2)"),
            Note::UnderClaimRestorable { tricks } => write!(
                f,
                "{tricks} more trick{} could not be lost by any normal play; within the Correction Period 71B restores {}",
                if *tricks == 1 { "" } else { "s" },
                if *tricks == 1 { "it" } else { "them" }
            ),
            Note::ConcessionRestored { tricks } => write!(
                f,
                "{tricks} conceded trick{} could not be lost by any normal play and {} restored (71B)",
                if *tricks == 1 { "" } else { "s" },
                if *tricks == 1 { "is" } else { "are" }
            ),
            Note::SearchIncomplete { nodes } => {
                write!(f, "the search stopped after {nodes} positions; the award may favour the claimer")
            }
            Note::ExplanationIncomplete { nodes } => write!(
                f,
                "the explanation stopped after {nodes} positions; the award is complete but the line shown may not be the least successful one"
            ),
        }
    }
}

impl fmt::Display for Adjudication {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            ClaimKind::Claim(n) => {
                format!("claimed {n} of the {} remaining tricks", self.remaining)
            }
            ClaimKind::Concession(n) => {
                format!("conceded {n} of the {} remaining tricks", self.remaining)
            }
        };
        writeln!(f, "{} {what}.", self.claimer.name())?;
        writeln!(
            f,
            "Award: {} of the remaining tricks to {} ({} in all); double-dummy {}, least successful normal line {}.",
            self.tricks_awarded_to_claimer_side, self.side, self.total_for_claimer_side, self.double_dummy, self.worst_normal
        )?;
        if !self.line.is_empty() {
            writeln!(f, "The line:")?;
            for p in &self.line {
                writeln!(f, "  {p}")?;
            }
        }
        for n in &self.notes {
            writeln!(f, "Note: {n}.")?;
        }
        Ok(())
    }
}
