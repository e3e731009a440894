//! Column layout for mixed English and Chinese text in a terminal.

/// The number of terminal columns `s` takes (Unicode's East Asian width,
/// through unicode-width: CJK ideographs and punctuation two, suit symbols
/// and box-drawing one).
///
/// ```
/// assert_eq!(tenace_i18n::display_width("West"), 4);
/// assert_eq!(tenace_i18n::display_width("西家"), 4);
/// assert_eq!(tenace_i18n::display_width("1♥"), 2);
/// ```
pub fn display_width(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(s)
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
