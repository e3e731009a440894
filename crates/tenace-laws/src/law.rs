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
