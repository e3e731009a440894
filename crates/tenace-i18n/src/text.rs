//! Column layout for mixed English and Chinese text in a terminal.

/// Whether a terminal gives `c` two columns: the East Asian wide and
/// fullwidth ranges (CJK ideographs and punctuation, kana, Hangul,
/// fullwidth forms). Suit symbols and dashes take one column.
fn is_wide(c: char) -> bool {
    matches!(
        u32::from(c),
        0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x20000..=0x3FFFD
    )
}

/// The number of terminal columns `s` takes.
///
/// ```
/// assert_eq!(tenace_i18n::display_width("West"), 4);
/// assert_eq!(tenace_i18n::display_width("西家"), 4);
/// assert_eq!(tenace_i18n::display_width("1♥"), 2);
/// ```
pub fn display_width(s: &str) -> usize {
    s.chars().map(|c| if is_wide(c) { 2 } else { 1 }).sum()
}

/// `s` followed by spaces up to `width` columns (unchanged if already as
/// wide): the `{:<width}` of `format!` for text with Chinese characters.
///
/// ```
/// assert_eq!(tenace_i18n::pad("西家", 6), "西家  ");
/// assert_eq!(tenace_i18n::pad("West", 6), "West  ");
/// ```
pub fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(display_width(s))))
}
