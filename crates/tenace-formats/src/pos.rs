//! Positions in a source text and the index that turns byte offsets into them.

use std::fmt;

use serde::Serialize;

/// A place in a file: 1-based line and column (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize)]
pub struct Pos {
    pub line: u32,
    pub column: u32,
}

impl Pos {
    /// The position at `line`, `column`.
    pub const fn new(line: u32, column: u32) -> Pos {
        Pos { line, column }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Converts a byte offset into a [`Pos`], given the offset of the start of
/// its line. Counts characters, so a column is right for UTF-8 text too.
pub(crate) fn pos_at(src: &str, line: u32, line_start: usize, offset: usize) -> Pos {
    let start = line_start.min(src.len());
    let end = offset.clamp(start, src.len());
    let column = match src.get(start..end) {
        Some(s) => s.chars().count() as u32 + 1,
        None => (end - start) as u32 + 1,
    };
    Pos { line, column }
}

/// Decodes file bytes: UTF-8 when valid (a byte-order mark is dropped),
/// otherwise ISO 8859-1, the character set PBN 2.1 prescribes.
pub fn decode_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    }
}
