//! Reading PBN and LIN files one game at a time, and reading any input
//! file within a limit.
//!
//! [`PbnStream`] and [`LinStream`] give the same games, with the same
//! positions, as [`crate::pbn::read_pbn`] and [`crate::lin::read_lin`] of
//! the whole text, but hold only the game being read: the memory they need
//! is bounded by the largest game, not by the file. A game (with its
//! comments) larger than [`MAX_GAME_BYTES`] stops the stream with
//! [`StreamError::GameTooLarge`].
//!
//! [`open_input`] refuses what is not a regular file (a directory, a FIFO
//! that would block, `/dev/zero` that never ends) before opening it, and
//! [`read_limited`] reads a whole file only up to a limit.

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use crate::error::RecordError;
use crate::lin::{LinBoard, LinGrouper, PairScan};
use crate::pbn::reader::{PbnCarry, PbnReader};
use crate::pbn::PbnGame;

/// The largest file read whole: table scripts, claims, results files,
/// score pads and options (16 MiB).
pub const MAX_TEXT_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The largest game (PBN) or board (LIN) of a file read game by game,
/// comments included (1 MiB); the file itself may be of any size.
pub const MAX_GAME_BYTES: usize = 1024 * 1024;

/// What kind of thing a path names, when it is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Directory,
    /// A named pipe: reading it would wait for a writer.
    Fifo,
    /// A character device such as `/dev/zero`, which may never end.
    CharDevice,
    BlockDevice,
    Socket,
    Other,
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileKind::Directory => "a directory",
            FileKind::Fifo => "a named pipe",
            FileKind::CharDevice => "a character device",
            FileKind::BlockDevice => "a block device",
            FileKind::Socket => "a socket",
            FileKind::Other => "not a regular file",
        })
    }
}

fn kind_of(t: std::fs::FileType) -> Option<FileKind> {
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some(FileKind::Directory);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(FileKind::Fifo);
        }
        if t.is_char_device() {
            return Some(FileKind::CharDevice);
        }
        if t.is_block_device() {
            return Some(FileKind::BlockDevice);
        }
        if t.is_socket() {
            return Some(FileKind::Socket);
        }
    }
    Some(FileKind::Other)
}

/// Why an input file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot read {path}: it is {kind}, not a file")]
    NotAFile { path: PathBuf, kind: FileKind },
    #[error(
        "cannot read {path}: it is larger than {limit} bytes, the limit for this kind of file"
    )]
    TooLarge { path: PathBuf, limit: u64 },
}

/// Opens a regular file for reading. A directory, a FIFO, a device or a
/// socket is refused before it is opened (opening a FIFO would block).
pub fn open_input(path: &Path) -> Result<File, InputError> {
    let io = |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = kind_of(meta.file_type()) {
        return Err(InputError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    let file = File::open(path).map_err(io)?;
    // The path may have changed between the two looks: check what was
    // opened.
    let meta = file.metadata().map_err(io)?;
    if let Some(kind) = kind_of(meta.file_type()) {
        return Err(InputError::NotAFile {
            path: path.to_path_buf(),
            kind,
        });
    }
    Ok(file)
}

/// Reads a whole regular file of at most `limit` bytes.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let file = open_input(path)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| InputError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(bytes)
}

/// Why a stream of games stopped.
#[derive(Debug, thiserror::Error)]
pub enum StreamError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A game that starts at `line` has more than `limit` bytes.
    #[error("the game that starts at line {line} is larger than {limit} bytes")]
    GameTooLarge { line: u32, limit: usize },
}

/// What a first look at a file finds: whether it is UTF-8 (else it is
/// read as ISO 8859-1, as [`crate::decode_text`] does) and whether it has
/// LIN `qx` pairs (which decide how LIN pairs group into boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Survey {
    pub utf8: bool,
    pub has_qx: bool,
}

/// Surveys a whole input, reading it in blocks.
pub fn survey(mut r: impl Read) -> std::io::Result<Survey> {
    let mut block = vec![0u8; 64 * 1024];
    let mut pending: Vec<u8> = Vec::new();
    let mut utf8 = true;
    let mut first = true;
    let mut qx = QxScan::default();
    loop {
        let n = match r.read(&mut block) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let bytes = &block[..n];
        if first {
            // The first bytes may split the byte-order mark.
            pending.extend_from_slice(bytes);
            if pending.len() < 3 && [0xEF, 0xBB, 0xBF].starts_with(&pending) {
                continue;
            }
            first = false;
            let all = std::mem::take(&mut pending);
            let all = all.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(&all);
            survey_block(all, &mut pending, &mut utf8, &mut qx);
        } else if !pending.is_empty() {
            let mut joined = std::mem::take(&mut pending);
            joined.extend_from_slice(bytes);
            survey_block(&joined, &mut pending, &mut utf8, &mut qx);
        } else {
            survey_block(bytes, &mut pending, &mut utf8, &mut qx);
        }
    }
    if first && !pending.is_empty() {
        // A file of one or two bytes that begin a byte-order mark.
        let all = std::mem::take(&mut pending);
        survey_block(&all, &mut pending, &mut utf8, &mut qx);
    }
    if !pending.is_empty() {
        // A UTF-8 sequence cut off by the end of the file.
        utf8 = false;
    }
    Ok(Survey {
        utf8,
        has_qx: qx.found,
    })
}

/// Surveys `bytes`, of which the first `seen` were surveyed for `qx`
/// already (the unfinished UTF-8 sequence of the block before).
fn survey_block(bytes: &[u8], pending: &mut Vec<u8>, utf8: &mut bool, qx: &mut QxScan) {
    let seen = std::mem::take(&mut qx.tail);
    for &b in &bytes[seen.min(bytes.len())..] {
        qx.byte(b);
    }
    if *utf8 {
        if let Err(e) = std::str::from_utf8(bytes) {
            match e.error_len() {
                Some(_) => *utf8 = false,
                None => {
                    pending.extend_from_slice(&bytes[e.valid_up_to()..]);
                    qx.tail = pending.len();
                }
            }
        }
    }
}

/// Finds a complete `qx|...|` pair the way the LIN reader splits pairs:
/// white space, a key up to `|`, a value up to `|`.
#[derive(Default)]
struct QxScan {
    state: QxState,
    key: [u8; 2],
    key_len: usize,
    key_is_qx: bool,
    found: bool,
    /// Bytes carried to the next block, already looked at.
    tail: usize,
}

#[derive(Default, PartialEq, Eq)]
enum QxState {
    #[default]
    Space,
    Key,
    Value,
}

impl QxScan {
    fn byte(&mut self, b: u8) {
        match self.state {
            QxState::Space if b.is_ascii_whitespace() => {}
            QxState::Space | QxState::Key => {
                if self.state == QxState::Space {
                    self.state = QxState::Key;
                    self.key_len = 0;
                }
                if b == b'|' {
                    self.key_is_qx = self.key_len == 2 && self.key.eq_ignore_ascii_case(b"qx");
                    self.state = QxState::Value;
                } else {
                    if self.key_len < 2 {
                        self.key[self.key_len] = b;
                    }
                    self.key_len = self.key_len.saturating_add(1);
                }
            }
            QxState::Value => {
                if b == b'|' {
                    self.found |= self.key_is_qx;
                    self.state = QxState::Space;
                }
            }
        }
    }
}

/// Lines of a file as text: UTF-8, or ISO 8859-1 byte for byte; a
/// byte-order mark at the start is dropped.
struct Lines<R> {
    r: R,
    utf8: bool,
    first: bool,
    raw: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    fn new(r: R, utf8: bool) -> Lines<R> {
        Lines {
            r,
            utf8,
            first: true,
            raw: Vec::new(),
        }
    }

    /// Appends the next line (with its `\n`) to `into`; false at the end.
    fn next_into(&mut self, into: &mut String) -> std::io::Result<bool> {
        self.raw.clear();
        if self.r.read_until(b'\n', &mut self.raw)? == 0 {
            return Ok(false);
        }
        let mut bytes = &self.raw[..];
        if self.first {
            self.first = false;
            bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
        }
        if self.utf8 {
            match std::str::from_utf8(bytes) {
                Ok(s) => into.push_str(s),
                // The survey said UTF-8 but the file changed since: read
                // the rest as the survey would have.
                Err(_) => {
                    self.utf8 = false;
                    into.extend(bytes.iter().map(|&b| b as char));
                }
            }
        } else {
            into.extend(bytes.iter().map(|&b| b as char));
        }
        Ok(true)
    }
}

/// Where a game may end: after a line that is empty or holds only spaces
/// and tabs, outside a `{` comment. `text` is whole lines; `from` is a
/// line start at top level (outside any comment) and `in_brace` says
/// whether the scan is inside a `{` comment there. Returns the offset
/// after the empty line, if there is one, else the state at the end.
fn pbn_cut(text: &str, from: usize, in_brace: &mut bool, at_end: bool) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = from;
    let mut at_line_start = !*in_brace;
    let line_end = |j: usize| -> usize {
        // `j` indexes `\n` or `\r`: the offset after the line end.
        if b[j] == b'\r' && b.get(j + 1) == Some(&b'\n') {
            j + 2
        } else {
            j + 1
        }
    };
    while i < b.len() {
        if *in_brace {
            match b[i..].iter().position(|&c| c == b'}') {
                Some(k) => {
                    i += k + 1;
                    *in_brace = false;
                    continue;
                }
                None => return None,
            }
        }
        if at_line_start {
            at_line_start = false;
            let mut j = i;
            while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
                j += 1;
            }
            if j < b.len() && (b[j] == b'\n' || b[j] == b'\r') {
                if b[j] == b'\r' && j + 1 >= b.len() && !at_end {
                    return None;
                }
                return Some(line_end(j));
            }
            if b[i] == b'%' {
                // An escape line: to the end of the line.
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
                continue;
            }
        }
        match b[i] {
            b'\n' | b'\r' => {
                i = line_end(i);
                at_line_start = true;
            }
            b';' => {
                while i < b.len() && b[i] != b'\n' && b[i] != b'\r' {
                    i += 1;
                }
            }
            b'{' => {
                *in_brace = true;
                i += 1;
            }
            b'"' => {
                i += 1;
                while i < b.len() && !matches!(b[i], b'"' | b'\n' | b'\r') {
                    if b[i] == b'\\' && i + 1 < b.len() && matches!(b[i + 1], b'"' | b'\\') {
                        i += 2;
                    } else {
                        i += 1;
                    }
                }
                if i < b.len() && b[i] == b'"' {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// Line ends in `text`, counted as the readers count them (`\r\n`, `\n`
/// or a lone `\r`).
fn count_lines(text: &str) -> u32 {
    let b = text.as_bytes();
    let mut n = 0u32;
    for (j, &c) in b.iter().enumerate() {
        if c == b'\n' || (c == b'\r' && b.get(j + 1) != Some(&b'\n')) {
            n = n.saturating_add(1);
        }
    }
    n
}

/// A PBN file read one game at a time. Yields each game (or the error
/// that kept it from being read), as [`crate::pbn::read_pbn`] would.
pub struct PbnStream<R> {
    lines: Lines<R>,
    /// Whole lines read and not yet parsed.
    buf: String,
    /// The line of the file `buf` starts at.
    line: u32,
    carry: Option<PbnCarry>,
    /// Games parsed from `buf` and not yet given out.
    ready: std::collections::VecDeque<Result<PbnGame, RecordError>>,
    eof: bool,
    failed: bool,
    error: Option<StreamError>,
    limit: usize,
}

impl<R: BufRead> PbnStream<R> {
    /// A stream of the text `r` gives; `utf8` as a [`survey`] found.
    pub fn new(r: R, utf8: bool) -> PbnStream<R> {
        PbnStream {
            lines: Lines::new(r, utf8),
            buf: String::new(),
            line: 1,
            carry: Some(PbnCarry::default()),
            ready: std::collections::VecDeque::new(),
            eof: false,
            failed: false,
            error: None,
            limit: MAX_GAME_BYTES,
        }
    }

    /// The same stream with another limit on a game's size.
    pub fn with_limit(mut self, limit: usize) -> PbnStream<R> {
        self.limit = limit;
        self
    }

    /// The `%` escape lines before the first game (complete once the
    /// first game has been given out).
    pub fn header(&self) -> &[String] {
        self.carry.as_ref().map_or(&[], |c| &c.header)
    }

    fn parse(&mut self, text: &str) {
        let carry = self.carry.take().unwrap_or_default();
        let mut reader = PbnReader::resume(text, self.line, carry);
        for g in reader.by_ref() {
            self.ready.push_back(g);
        }
        self.carry = Some(reader.into_carry());
        self.line = self.line.saturating_add(count_lines(text));
    }

    /// Reads lines until a game ends, then parses it.
    fn fill(&mut self) -> Result<(), StreamError> {
        // The scan of `buf` so far: lines are read whole, so it stops at
        // a line start, inside a `{` comment or not.
        let mut scanned = 0;
        let mut in_brace = false;
        loop {
            if let Some(cut) = pbn_cut(&self.buf, scanned, &mut in_brace, self.eof) {
                let rest = self.buf.split_off(cut);
                let text = std::mem::replace(&mut self.buf, rest);
                self.parse(&text);
                scanned = 0;
                in_brace = false;
                if !self.ready.is_empty() {
                    return Ok(());
                }
                continue;
            }
            if self.eof {
                if !self.buf.is_empty() {
                    let text = std::mem::take(&mut self.buf);
                    self.parse(&text);
                }
                return Ok(());
            }
            if self.buf.len() > self.limit {
                return Err(StreamError::GameTooLarge {
                    line: self.line,
                    limit: self.limit,
                });
            }
            scanned = self.buf.len();
            if !self.lines.next_into(&mut self.buf)? {
                self.eof = true;
                // A last line without a line end: scan it all again.
                scanned = 0;
                in_brace = false;
            }
        }
    }
}

impl<R: BufRead> Iterator for PbnStream<R> {
    type Item = Result<Result<PbnGame, RecordError>, StreamError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed && self.ready.is_empty() {
            return self.error.take().map(Err);
        }
        if self.ready.is_empty() && !(self.eof && self.buf.is_empty()) {
            if let Err(e) = self.fill() {
                self.failed = true;
                // The games read before the one too large come first.
                self.error = Some(e);
            }
        }
        match self.ready.pop_front() {
            Some(g) => Some(Ok(g)),
            None => self.error.take().map(Err),
        }
    }
}

/// A LIN file read one board at a time, as [`crate::lin::read_lin`] would.
pub struct LinStream<R> {
    lines: Lines<R>,
    buf: String,
    scan: PairScan,
    grouper: LinGrouper,
    ready: std::collections::VecDeque<Result<LinBoard, RecordError>>,
    eof: bool,
    failed: bool,
    error: Option<StreamError>,
    limit: usize,
}

impl<R: BufRead> LinStream<R> {
    /// A stream of the text `r` gives, with the [`survey`] of the file.
    pub fn new(r: R, survey: Survey) -> LinStream<R> {
        LinStream {
            lines: Lines::new(r, survey.utf8),
            buf: String::new(),
            scan: PairScan::new(1),
            grouper: LinGrouper::new(survey.has_qx),
            ready: std::collections::VecDeque::new(),
            eof: false,
            failed: false,
            error: None,
            limit: MAX_GAME_BYTES,
        }
    }

    /// The same stream with another limit on a board's size.
    pub fn with_limit(mut self, limit: usize) -> LinStream<R> {
        self.limit = limit;
        self
    }

    /// The pairs before the first board (complete once the first board
    /// has been given out).
    pub fn header(&self) -> &[crate::lin::LinItem] {
        &self.grouper.header
    }

    /// Whether the file has `qx` pairs (then only `qx` starts a board).
    pub fn has_qx(&self) -> bool {
        self.grouper.has_qx
    }

    fn fill(&mut self) -> Result<(), StreamError> {
        let mut items = Vec::new();
        while self.ready.is_empty() {
            if self.eof || self.scan.done {
                if !self.scan.done {
                    self.scan.run(&self.buf, true, &mut items);
                }
                for r in items.drain(..) {
                    self.ready.extend(self.grouper.push(r));
                }
                self.ready.extend(self.grouper.finish());
                self.buf.clear();
                self.eof = true;
                return Ok(());
            }
            if !self.lines.next_into(&mut self.buf)? {
                self.eof = true;
                continue;
            }
            self.scan.run(&self.buf, false, &mut items);
            for r in items.drain(..) {
                self.ready.extend(self.grouper.push(r));
            }
            // Drop what has been read; the columns of the rest of the
            // line count from what was dropped of it.
            let keep = self.scan.i;
            if keep > 0 {
                // A line start past 0 is a line that began in `buf`; at 0
                // the line may have begun before it, in what was dropped.
                let start = self.scan.line_start.min(keep);
                let dropped = self.buf.get(start..keep).map_or(0, |t| t.chars().count());
                if self.scan.line_start > 0 {
                    self.scan.col_base = 0;
                }
                self.scan.col_base = self.scan.col_base.saturating_add(dropped as u32);
                self.buf.drain(..keep);
                self.scan.i = 0;
                self.scan.line_start = 0;
            }
            if self.buf.len() > self.limit
                || self.grouper.current_bytes > self.limit
                || self.grouper.header_bytes > self.limit
            {
                return Err(StreamError::GameTooLarge {
                    line: self.scan.line,
                    limit: self.limit,
                });
            }
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for LinStream<R> {
    type Item = Result<Result<LinBoard, RecordError>, StreamError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed && self.ready.is_empty() {
            return self.error.take().map(Err);
        }
        if self.ready.is_empty() && !self.eof {
            if let Err(e) = self.fill() {
                self.failed = true;
                // The games read before the one too large come first.
                self.error = Some(e);
            }
        }
        match self.ready.pop_front() {
            Some(g) => Some(Ok(g)),
            None => self.error.take().map(Err),
        }
    }
}

/// Opens a PBN file as a stream (after a first pass that tells UTF-8 from
/// ISO 8859-1).
pub fn open_pbn(path: &Path) -> Result<PbnStream<BufReader<File>>, InputError> {
    let io = |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let s = survey(BufReader::new(open_input(path)?)).map_err(io)?;
    Ok(PbnStream::new(BufReader::new(open_input(path)?), s.utf8))
}

/// Opens a LIN file as a stream (after a first pass for the encoding and
/// the `qx` pairs).
pub fn open_lin(path: &Path) -> Result<LinStream<BufReader<File>>, InputError> {
    let io = |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    };
    let s = survey(BufReader::new(open_input(path)?)).map_err(io)?;
    Ok(LinStream::new(BufReader::new(open_input(path)?), s))
}
