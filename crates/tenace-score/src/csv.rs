//! A small CSV reader (RFC 4180 quoting) for the field format. Hand-written
//! to keep the crate free of extra dependencies: the format is simple and the
//! reader must report line numbers in its errors.

use crate::field::{CsvProblem, FieldError};

/// The records of `text` with the line number where each starts. Blank lines
/// and lines whose first character is `#` are skipped (outside quotes).
pub(crate) fn records(text: &str) -> Result<Vec<(usize, Vec<String>)>, FieldError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1usize;
    let text_is_empty = text.trim().is_empty();
    if text_is_empty {
        return Ok(out);
    }
    loop {
        // Start of a record.
        let start_line = line;
        match chars.peek() {
            None => break,
            Some('#') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
                continue;
            }
            Some('\n') => {
                chars.next();
                line += 1;
                continue;
            }
            Some('\r') => {
                chars.next();
                continue;
            }
            _ => {}
        }
        let mut record = Vec::new();
        let mut field = String::new();
        let mut quoted = false;
        let mut field_started_quoted = false;
        let mut after_quote = false;
        loop {
            let Some(c) = chars.next() else {
                if quoted {
                    return Err(FieldError::Csv {
                        line: start_line,
                        problem: CsvProblem::UnclosedQuote,
                    });
                }
                record.push(std::mem::take(&mut field));
                break;
            };
            if quoted {
                if c == '"' {
                    if chars.peek() == Some(&'"') {
                        chars.next();
                        field.push('"');
                    } else {
                        quoted = false;
                        after_quote = true;
                    }
                } else {
                    if c == '\n' {
                        line += 1;
                    }
                    field.push(c);
                }
                continue;
            }
            match c {
                ',' => {
                    record.push(std::mem::take(&mut field));
                    field_started_quoted = false;
                    after_quote = false;
                }
                '\n' => {
                    line += 1;
                    record.push(std::mem::take(&mut field));
                    break;
                }
                '\r' => {}
                '"' if field.trim().is_empty() && !field_started_quoted => {
                    field.clear();
                    quoted = true;
                    field_started_quoted = true;
                }
                _ => {
                    if after_quote && !c.is_whitespace() {
                        return Err(FieldError::Csv {
                            line,
                            problem: CsvProblem::AfterQuote(c),
                        });
                    }
                    field.push(c);
                }
            }
        }
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        out.push((start_line, record));
    }
    Ok(out)
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
