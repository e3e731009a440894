//! The records of the field format's CSV form, read by the `csv` crate
//! (RFC 4180 quoting), with the line where each record starts.
//!
//! The `csv` crate is lenient by design: a quote left open runs to the end
//! of the input, and text after a closing quote joins the field. The field
//! format refuses both, with the line, so each record's own text is checked
//! for them ([`strict`]) after the crate has read it.

use crate::field::{CsvProblem, FieldError};

/// The records of `text` with the line number where each starts. Blank lines
/// and lines whose first character is `#` are skipped (outside quotes), and
/// so are records whose fields are all blank.
pub(crate) fn records(text: &str) -> Result<Vec<(usize, Vec<String>)>, FieldError> {
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let mut read = Vec::new();
    for record in reader.records() {
        // The input is a `str` and every record has its own length
        // (`flexible`), so the crate has no error to give here; its position
        // is known in any case.
        let record = record.map_err(|e| FieldError::Csv {
            line: e.position().map_or(1, |p| p.line() as usize),
            problem: CsvProblem::UnclosedQuote,
        })?;
        let position = record
            .position()
            .cloned()
            .unwrap_or_else(::csv::Position::new);
        read.push((position, record));
    }
    let mut out = Vec::with_capacity(read.len());
    for (i, (position, record)) in read.iter().enumerate() {
        let start = position.byte() as usize;
        let end = read
            .get(i + 1)
            .map_or(text.len(), |(next, _)| next.byte() as usize);
        let line = strict(
            text.get(start..end).unwrap_or_default(),
            position.line() as usize,
        )?;
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        out.push((line, record.iter().map(str::to_owned).collect()));
    }
    Ok(out)
}

/// The line where a record starts, and the two refusals the `csv` crate
/// does not make, checked on the record's text: a quoted field not closed
/// before the end of the input, and anything but blanks between a closing
/// quote and the end of its field. A field is quoted when its first
/// character is a quote, as the crate reads it.
///
/// The crate places a record where the one before it ended (`line`): the
/// blank and comment lines it skipped come first in `record`.
fn strict(record: &str, mut line: usize) -> Result<usize, FieldError> {
    let mut chars = record.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            '\n' => line += 1,
            '\r' => {}
            '#' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
                continue;
            }
            _ => break,
        }
        chars.next();
    }
    let mut at = line;
    let mut field_start = true;
    while let Some(c) = chars.next() {
        match c {
            '"' if field_start => {
                // Inside quotes up to the closing quote; `""` is one quote.
                loop {
                    match chars.next() {
                        None => {
                            return Err(FieldError::Csv {
                                line,
                                problem: CsvProblem::UnclosedQuote,
                            })
                        }
                        Some('"') if chars.peek() == Some(&'"') => {
                            chars.next();
                        }
                        Some('"') => break,
                        Some('\n') => at += 1,
                        Some(_) => {}
                    }
                }
                // Blanks may follow the closing quote, nothing else.
                while let Some(&c) = chars.peek() {
                    match c {
                        ',' | '\n' | '\r' => break,
                        c if c.is_whitespace() => {
                            chars.next();
                        }
                        c => {
                            return Err(FieldError::Csv {
                                line: at,
                                problem: CsvProblem::AfterQuote(c),
                            })
                        }
                    }
                }
                field_start = false;
            }
            ',' => field_start = true,
            // The end of the record: what follows is blank or comment lines.
            '\n' | '\r' => return Ok(line),
            _ => field_start = false,
        }
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_comments_and_lines() {
        let text =
            "# comment\nboard,ns\r\n\n1,\"a, b\"\n2,\"say \"\"hi\"\"\"\n3,\"multi\nline\"\n4,x";
        let r = records(text).unwrap();
        assert_eq!(r[0], (2, vec!["board".to_string(), "ns".to_string()]));
        assert_eq!(r[1], (4, vec!["1".to_string(), "a, b".to_string()]));
        assert_eq!(r[2].1[1], "say \"hi\"");
        assert_eq!(r[3].1[1], "multi\nline");
        assert_eq!(r[4], (8, vec!["4".to_string(), "x".to_string()]));
        assert!(matches!(
            records("a,\"b"),
            Err(FieldError::Csv { line: 1, .. })
        ));
        assert!(matches!(records("a,\"b\"c"), Err(FieldError::Csv { .. })));
        assert!(records("").unwrap().is_empty());
    }
}
