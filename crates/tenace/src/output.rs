//! Writing to standard output and standard error without panicking.
//!
//! `print!` panics when the reader of a pipe has gone
//! (`tenace matchpoints FILE | head -1`). Here a closed pipe ends the
//! command quietly: there is no one left to read the rest.

use std::io::Write;
use std::process::ExitCode;

use tenace_i18n::Catalog;

/// Writes `bytes` to standard output. A closed pipe is a quiet success;
/// any other failure to write is reported on standard error.
pub fn write_stdout(bytes: &[u8]) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(2),
    }
}

/// Writes an error line to standard error (nothing if that fails too).
/// An error is one line: a line break or another control character that
/// came from the input (a quoted newline in a CSV header) is shown
/// escaped, as `\n`.
pub fn error_line(cat: &Catalog, message: &str) {
    let line = cat.message("error-line", &[("message", one_line(message).into())]);
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// `text` with its control characters escaped (`\n`, `\r`, `\t`,
/// `\u{1b}`).
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}
