//! References to the Laws.

use std::fmt;

use serde::{Serialize, Serializer};

/// A reference to a law and sub-clause of the 2017 Laws of Duplicate Bridge,
/// written as the Laws number them: `27A1`, `31B`, `64A2`; or, prefixed
/// `RB `, of the 2014 Laws of Rubber Bridge: `RB 27C`, `RB 64D3`; or,
/// prefixed `CL `, of the Club Laws of that code (its Part VIII, applied by
/// an Arbiter): `CL 69`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LawRef(&'static str);

impl LawRef {
    /// The reference `clause`, e.g. `LawRef::new("27A1")`.
    pub const fn new(clause: &'static str) -> LawRef {
        LawRef(clause)
    }

    /// The clause as written, e.g. `27A1`.
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// Whether this is a reference to the Laws of Rubber Bridge (`RB 27C`),
    /// its Club Laws included (`CL 69`).
    pub fn is_rubber(self) -> bool {
        self.0.starts_with("RB ") || self.is_club()
    }

    /// Whether this is a reference to a Club Law of the Laws of Rubber
    /// Bridge (`CL 69`).
    pub fn is_club(self) -> bool {
        self.0.starts_with("CL ")
    }

    /// The clause without the code's prefix: `27C` for `RB 27C`, `69` for
    /// `CL 69`, `27A1` for `27A1`.
    pub fn clause(self) -> &'static str {
        self.0
            .strip_prefix("RB ")
            .or_else(|| self.0.strip_prefix("CL "))
            .unwrap_or(self.0)
    }

    /// The law number alone, e.g. 27 for `27A1` (and for `RB 27C`).
    pub fn number(self) -> u8 {
        let digits: String = self
            .clause()
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        digits.parse().unwrap_or(0)
    }
}

/// A clause of the duplicate Laws with its counterparts in the 2014 Laws of
/// Rubber Bridge and in its Club Laws, declared as a `const` in the family
/// module that applies it and cited there through [`RuleSet::cite`]
/// (`State::cite`), so a table records the clause of its own code where
/// the law is applied.
///
/// A clause with no rubber counterpart (`rubber: None`) is cited under its
/// duplicate number at every table; a Club Laws table cites `club`, or else
/// the rubber clause.
///
/// [`RuleSet::cite`]: crate::RuleSet::cite
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clause {
    /// The clause of the 2017 Laws of Duplicate Bridge, e.g. `62A`.
    pub duplicate: &'static str,
    /// The clause of the 2014 Laws of Rubber Bridge, e.g. `RB 62`.
    pub rubber: Option<&'static str>,
    /// The Club Law, e.g. `CL 55`, where the Arbiter's table differs.
    pub club: Option<&'static str>,
}

impl Clause {
    /// The duplicate clause `duplicate`, with no counterpart yet.
    pub const fn new(duplicate: &'static str) -> Clause {
        Clause {
            duplicate,
            rubber: None,
            club: None,
        }
    }

    /// The same clause with its rubber-bridge counterpart `rubber`.
    pub const fn rb(self, rubber: &'static str) -> Clause {
        Clause {
            rubber: Some(rubber),
            ..self
        }
    }

    /// The same clause with its Club Laws counterpart `club`.
    pub const fn cl(self, club: &'static str) -> Clause {
        Clause {
            club: Some(club),
            ..self
        }
    }
}

/// Declares a family module's clauses as `const`s (`NAME = Clause;`), and,
/// for the unit tests, the list `CLAUSES` of them all.
macro_rules! clauses {
    ($($(#[$meta:meta])* $name:ident = $clause:expr;)*) => {
        $($(#[$meta])* const $name: $crate::law::Clause = $clause;)*
        /// Every clause this module declares (for the tests' sweep).
        #[cfg(test)]
        pub(crate) const CLAUSES: &[$crate::law::Clause] = &[$($name),*];
    };
}
pub(crate) use clauses;

/// The clause of the 2014 Laws of Rubber Bridge that gives the same
/// rectification as a clause of the duplicate Laws, where the engine runs
/// one handling for both codes (Laws 28, 33, 34 of the auction; Laws 41-67
/// of the play). A clause with
/// no counterpart here is either handled by its own rubber branch (which
/// records the rubber clause itself) or has no rubber counterpart at all
/// (Laws 45E, 57C3, 57D, 62C3: the duplicate handling then stands, under
/// its duplicate law). The rubber letters differ in places: the duplicate
/// 54A (declarer spreads his hand) is RB 54C, 54B (acceptance) is RB 54A,
/// 54C (he must accept) is RB 54B.
pub fn rubber_counterpart(clause: &str) -> Option<&'static str> {
    Some(match clause {
        "28A" => "RB 28A",
        "28B" => "RB 28B",
        "33" => "RB 33",
        "34" => "RB 34",
        "41A" | "41B" | "41C" => "RB 41",
        "43B2(a)" => "RB 43B",
        "43A2" => "RB 43",
        "43B3" => "RB 43A",
        "47C" => "RB 47B",
        "47D" => "RB 47C",
        "47E1" | "47E2(a)" => "RB 47D",
        "48" | "48A" => "RB 48",
        "49" => "RB 49",
        "50B" | "50C" | "50D" | "50D1" | "50D2" => "RB 50",
        "51A" | "51B1" | "51B2" => "RB 51",
        "52" => "RB 52",
        "52B1(a)" | "52B1(b)" => "RB 52A",
        "52B2" => "RB 52B",
        "53A" | "53B" | "53C" | "53A fn17" => "RB 53",
        "54" => "RB 54",
        "54A" => "RB 54C",
        "54B" | "54B2" => "RB 54A",
        "54C" => "RB 54B",
        "54D" => "RB 54D",
        "55" => "RB 55",
        "55A" => "RB 55A",
        "55B" => "RB 55B",
        "55B1" => "RB 55B1",
        "55B2" => "RB 55B2",
        "56" => "RB 56",
        "56A" => "RB 56A",
        "56B" => "RB 56B",
        "57A" | "57C1" => "RB 57",
        "58A" | "58B1" | "58B2" | "58B3" | "58B4" => "RB 58",
        "59" => "RB 59",
        "60A" | "60A1" | "60A2" | "60B" | "60C" => "RB 60",
        "61A" | "61B" | "61B2" => "RB 61",
        "62A" | "62B" | "62B1" | "62B2" | "62C1" | "62C2" | "62D" | "62D1" | "62D2" => "RB 62",
        "63A1" | "63A2" | "63A3" | "63B" => "RB 63",
        "67" => "RB 67",
        "67A1" => "RB 67A1",
        "67A2" => "RB 67A2",
        "67B2(a)" | "67B2(b)" => "RB 67B2",
        _ => return None,
    })
}

impl From<&'static str> for LawRef {
    fn from(clause: &'static str) -> LawRef {
        LawRef::new(clause)
    }
}

impl fmt::Display for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_club() {
            write!(f, "Club Law {}", self.clause())
        } else if self.is_rubber() {
            write!(f, "Rubber Law {}", self.clause())
        } else {
            write!(f, "Law {}", self.0)
        }
    }
}

impl fmt::Debug for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for LawRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

#[cfg(test)]
mod tests {
    /// Every clause the family modules declare: its counterparts are
    /// references to the rubber code (`RB `) or its Club Laws (`CL `), the
    /// duplicate clause has at least one, and each rule set cites what it
    /// should. (A site may cite another rubber clause than the
    /// compatibility table's row: Law 51A is RB 50 for declarer's
    /// designation of a penalty card, where the table maps 51A to RB 51.)
    #[test]
    fn every_clause_cites_a_rubber_or_club_counterpart() {
        use crate::RuleSet;
        let all: Vec<super::Clause> = [
            crate::calls::all_clauses(),
            crate::cards::all_clauses(),
            crate::claims::CLAUSES.to_vec(),
            crate::review41::CLAUSES.to_vec(),
            crate::table::CLAUSES.to_vec(),
        ]
        .concat();
        assert!(all.len() >= 60, "{} clauses", all.len());
        for c in all {
            let dup = LawRef::new(c.duplicate);
            assert_eq!(RuleSet::Duplicate2017.cite(c), dup, "{c:?}");
            if let Some(rb) = c.rubber {
                assert!(rb.starts_with("RB ") || rb.starts_with("CL "), "{c:?}");
                assert_eq!(RuleSet::Rubber2014.cite(c).as_str(), rb, "{c:?}");
            }
            if let Some(cl) = c.club {
                assert!(cl.starts_with("CL "), "{c:?}");
                assert_eq!(RuleSet::Rubber2014Club.cite(c).as_str(), cl, "{c:?}");
            }
            assert!(
                c.rubber.is_some() || c.club.is_some() || dup.is_rubber(),
                "{c:?} has no counterpart"
            );
        }
    }

    use super::LawRef;

    #[test]
    fn rubber_references_keep_their_number_and_prefix() {
        let rb = LawRef::new("RB 27C");
        assert!(rb.is_rubber());
        assert_eq!(rb.clause(), "27C");
        assert_eq!(rb.number(), 27);
        assert_eq!(rb.to_string(), "Rubber Law 27C");
        let dup = LawRef::new("27B2");
        assert!(!dup.is_rubber());
        assert_eq!(dup.number(), 27);
        assert_eq!(dup.to_string(), "Law 27B2");
        let club = LawRef::new("CL 69");
        assert!(club.is_rubber() && club.is_club());
        assert_eq!((club.clause(), club.number()), ("69", 69));
        assert_eq!(club.to_string(), "Club Law 69");
    }
}
