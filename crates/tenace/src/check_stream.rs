//! `tenace check FILE`, one board at a time: each board's report is
//! written as soon as the board is checked, so memory is bounded by the
//! largest game, not by the file (issue 18, item 2).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use tenace_formats::check::{check_each, format_of};
use tenace_formats::CheckSummary;
use tenace_i18n::Catalog;

use crate::{errors, output, reports};

/// Where the report goes: standard output, until its reader goes away.
struct Out {
    w: std::io::BufWriter<std::io::StdoutLock<'static>>,
    /// The reader closed the pipe: stop quietly.
    closed: bool,
    /// Another failure to write.
    failed: bool,
}

impl Out {
    fn put(&mut self, text: &str) -> bool {
        if self.closed || self.failed {
            return false;
        }
        if let Err(e) = self.w.write_all(text.as_bytes()) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                self.closed = true;
            } else {
                self.failed = true;
            }
            return false;
        }
        true
    }

    fn finish(mut self) -> ExitCode {
        if !self.closed && !self.failed {
            if let Err(e) = self.w.flush() {
                if e.kind() != std::io::ErrorKind::BrokenPipe {
                    self.failed = true;
                }
            }
        }
        if self.failed {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        }
    }
}

/// Runs `tenace check`: the report on standard output as it is made; a
/// file that cannot be read (or a game over the size limit) on standard
/// error with exit status 2.
pub fn run(cat: &Catalog, file: &Path, json: bool) -> ExitCode {
    // A file that cannot be opened is an error before any report.
    let format = match tenace_formats::stream::open_input(file)
        .map_err(tenace_formats::FormatError::from_input)
        .and_then(|_| format_of(file))
    {
        Ok(f) => f,
        Err(e) => {
            output::error_line(cat, &errors::format(cat, &e));
            return ExitCode::from(2);
        }
    };
    let mut out = Out {
        w: std::io::BufWriter::new(std::io::stdout().lock()),
        closed: false,
        failed: false,
    };
    let path = file.display().to_string();
    let mut first = true;
    if json {
        let head = serde_json::json!({"path": path, "format": format, "file_error": null});
        let head = serde_json::to_string(&head).unwrap_or_default();
        // `{"path":..,"format":..,"file_error":null` then the boards.
        out.put(&format!(
            "{},\n\"boards\": [",
            head.strip_suffix('}').unwrap_or(&head)
        ));
    } else {
        out.put(&reports::check_header(cat, &path, Some(format)));
    }
    let result = check_each(file, |b| {
        if json {
            let text = serde_json::to_string_pretty(&b).unwrap_or_default();
            let sep = if first { "\n" } else { ",\n" };
            first = false;
            out.put(&format!("{sep}{text}"))
        } else {
            out.put(&reports::check_board(cat, &b))
        }
    });
    match result {
        Ok((_, summary)) => {
            write_summary(&mut out, cat, &summary, json);
            out.finish()
        }
        Err(e) => {
            if json {
                // Close the document so what was written stays JSON.
                out.put("\n]}\n");
            }
            let _ = out.w.flush();
            output::error_line(cat, &errors::format(cat, &e));
            ExitCode::from(2)
        }
    }
}

fn write_summary(out: &mut Out, cat: &Catalog, summary: &CheckSummary, json: bool) {
    if json {
        let s = serde_json::to_string_pretty(summary).unwrap_or_default();
        out.put(&format!("\n],\n\"summary\": {s}\n}}\n"));
    } else {
        out.put(&reports::check_summary(cat, summary));
        out.put("\n");
    }
}
