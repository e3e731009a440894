//! The reports' one layout: each report of the scoring crate (`tenace
//! matchpoints`, `tenace imps-field`, the rubber and Chicago pads) is data,
//! and is put into words here, in English or Traditional Chinese, for the
//! command line and the server alike.
//!
//! Columns are measured with [`display_width`] so that Chinese headings,
//! which take two columns a character, stay aligned.

mod pad;
mod scoring;

pub use pad::rubber;
pub use scoring::scoring;

use crate::{display_width, pad, Catalog};

/// `s` right-aligned in `width` terminal columns.
pub(crate) fn pad_left(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(display_width(s))))
}

/// A plain-text table: numeric columns right-aligned, two spaces apart, no
/// trailing blanks.
pub(crate) fn table(header: &[String], numeric: &[bool], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| display_width(h)).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(display_width(c));
        }
    }
    let line = |cells: &[String]| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i > 0 {
                s.push_str("  ");
            }
            if numeric[i] {
                s.push_str(&pad_left(c, widths[i]));
            } else if i + 1 < cells.len() {
                s.push_str(&pad(c, widths[i]));
            } else {
                s.push_str(c);
            }
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = line(header);
    for r in rows {
        out.push_str(&line(r));
    }
    out
}

/// Column headings by key.
pub(crate) fn headings(cat: &Catalog, keys: &[&str]) -> Vec<String> {
    keys.iter()
        .map(|k| cat.text(&format!("report-col-{k}")))
        .collect()
}
