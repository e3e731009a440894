//! References to the Laws.

use std::fmt;

use serde::{Serialize, Serializer};

/// A reference to a law and sub-clause of the 2017 Laws of Duplicate Bridge,
/// written as the Laws number them: `27A1`, `31B`, `64A2`.
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

    /// The law number alone, e.g. 27 for `27A1`.
    pub fn number(self) -> u8 {
        let digits: String = self.0.chars().take_while(|c| c.is_ascii_digit()).collect();
        digits.parse().unwrap_or(0)
    }
}

impl fmt::Display for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Law {}", self.0)
    }
}

impl fmt::Debug for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Law {}", self.0)
    }
}

impl Serialize for LawRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}
