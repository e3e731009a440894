//! The library side of `tenace check` and `tenace convert`.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::error::{ErrorKind, Format, FormatError, RecordError, Warning};
use crate::lin::{read_lin_bytes, write_items, LinFile};
use crate::note::{ReplayNote, WarningKind};
use crate::pbn::{read_pbn_bytes, PbnFile, PbnGame, PbnWriter};
use crate::pos::Pos;
use crate::record::BoardRecord;
use crate::replay::{replay, ContractReached, ReplayReport};
use crate::stream::{open_lin, open_pbn, StreamError};

/// A problem found in a board, with where and (for an irregularity) the law.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub pos: Option<Pos>,
    pub message: String,
    /// The law that governs the irregularity the record shows, e.g. `27A1`.
    pub law: Option<String>,
    /// What the reader found, as data, when the record could not be read:
    /// `message` is its English text. Interfaces in other languages render
    /// it from this.
    #[serde(skip)]
    pub error: Option<ErrorKind>,
    /// What the replay found, as data: `message` is its English text.
    #[serde(skip)]
    pub note: Option<ReplayNote>,
    /// The reader's warning, as data: `message` is its English text.
    #[serde(skip)]
    pub warning: Option<WarningKind>,
}

impl Problem {
    pub(crate) fn at(pos: Pos, message: impl Into<String>) -> Problem {
        Problem {
            pos: (pos != Pos::default()).then_some(pos),
            message: message.into(),
            law: None,
            error: None,
            note: None,
            warning: None,
        }
    }

    /// A problem, irregularity or note of the replay.
    pub(crate) fn note(pos: Pos, note: ReplayNote) -> Problem {
        Problem {
            message: note.to_string(),
            note: Some(note),
            ..Problem::at(pos, String::new())
        }
    }

    /// The problem of a record that could not be read.
    pub(crate) fn error(pos: Pos, kind: &ErrorKind) -> Problem {
        Problem {
            error: Some(kind.clone()),
            ..Problem::at(pos, kind.to_string())
        }
    }

    pub(crate) fn law(mut self, law: impl Into<String>) -> Problem {
        self.law = Some(law.into());
        self
    }
}

impl From<&Warning> for Problem {
    fn from(w: &Warning) -> Problem {
        Problem {
            error: w.error.clone(),
            warning: w.kind.clone(),
            ..Problem::at(w.pos, w.message.clone())
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.pos {
            write!(f, "{p}: ")?;
        }
        f.write_str(&self.message)?;
        if let Some(l) = &self.law {
            write!(f, " [Law {l}]")?;
        }
        Ok(())
    }
}

/// How a board fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardStatus {
    /// Read, replayed, and the replay agrees with the record.
    Ok,
    /// Read and replayed, with irregularities or notes a Director would want.
    Notes,
    /// The record and its replay disagree, or the replay could not finish.
    Problems,
    /// The record could not be read.
    Unreadable,
}

/// The check of one board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardCheck {
    /// 1-based position of the game or board in the file.
    pub index: usize,
    pub board: Option<u32>,
    pub pos: Pos,
    pub status: BoardStatus,
    /// The contract reached.
    pub contract: Option<ContractReached>,
    /// Problems of the text itself (the record could not be read, or parts
    /// of it were ignored).
    pub parse_problems: Vec<Problem>,
    /// Irregularities the record shows, each with its law.
    pub irregularities: Vec<Problem>,
    /// Facts of the replay that are no irregularity (a claim ends the play).
    pub notes: Vec<Problem>,
    /// Problems of the replay: what the record says that cannot have
    /// happened, or that differs from the replay.
    pub replay_problems: Vec<Problem>,
    /// Declarer's tricks as recorded (Result tag, or LIN claim).
    pub recorded_result: Option<u8>,
    /// Declarer's tricks from the replay (with the claim, if the play
    /// stops with one).
    pub replayed_result: Option<u8>,
    /// North-South's score of the replay, when it reached a result.
    pub replayed_score_ns: Option<i32>,
}

/// Totals of a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct CheckSummary {
    pub boards: usize,
    pub ok: usize,
    pub with_notes: usize,
    pub with_problems: usize,
    pub unreadable: usize,
    /// Boards whose replayed result equals the recorded one.
    pub results_agree: usize,
    /// Boards whose replayed result differs from the recorded one.
    pub results_differ: usize,
}

/// The report of `tenace check FILE`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckReport {
    pub path: String,
    pub format: Option<Format>,
    /// Set when the file could not be read at all.
    pub file_error: Option<String>,
    /// Why the file could not be read, as data: `file_error` is its
    /// English text.
    #[serde(skip)]
    pub read_error: Option<ReadError>,
    pub boards: Vec<BoardCheck>,
    pub summary: CheckSummary,
}

/// Why a file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// The file, as given.
    pub path: String,
    /// What kind of failure it was.
    pub kind: std::io::ErrorKind,
    /// The system's own words, in English.
    pub detail: String,
}

/// Checks a PBN or LIN file: reads every board, replays it through the
/// table engine and reports what a Director would want to know. The file
/// is read game by game ([`check_each`]); the report keeps every board.
pub fn check(path: impl AsRef<Path>) -> CheckReport {
    let path = path.as_ref();
    let mut report = CheckReport {
        path: path.display().to_string(),
        format: Format::from_path(path),
        file_error: None,
        read_error: None,
        boards: Vec::new(),
        summary: CheckSummary::default(),
    };
    let mut boards = Vec::new();
    match check_each(path, |b| {
        boards.push(b);
        true
    }) {
        Ok((format, summary)) => {
            report.format = Some(format);
            report.summary = summary;
            report.boards = boards;
        }
        Err(e) => {
            report.file_error = Some(e.to_string());
            let (kind, detail) = match &e {
                FormatError::Read { source, .. } => (source.kind(), source.to_string()),
                other => (std::io::ErrorKind::InvalidInput, other.to_string()),
            };
            report.read_error = Some(ReadError {
                path: path.display().to_string(),
                kind,
                detail,
            });
        }
    }
    report
}

/// The format of a file: by its extension, else guessed from its first
/// bytes.
pub fn format_of(path: &Path) -> Result<Format, FormatError> {
    if let Some(f) = Format::from_path(path) {
        return Ok(f);
    }
    let file = crate::stream::open_input(path).map_err(FormatError::from_input)?;
    let mut head = Vec::with_capacity(2000);
    std::io::Read::read_to_end(&mut std::io::Read::take(file, 2000), &mut head).map_err(
        |source| FormatError::Read {
            path: path.to_path_buf(),
            source,
        },
    )?;
    Ok(sniff(&head))
}

/// Checks a PBN or LIN file one game at a time: `each` is given the check
/// of each board as soon as it is made, and returns false to stop. Memory
/// is bounded by the largest game, not by the file. Returns the format
/// and the totals of the boards given to `each`.
pub fn check_each(
    path: impl AsRef<Path>,
    mut each: impl FnMut(BoardCheck) -> bool,
) -> Result<(Format, CheckSummary), FormatError> {
    let path = path.as_ref();
    let format = format_of(path)?;
    let mut summary = CheckSummary::default();
    let mut give = |b: BoardCheck| -> bool {
        summary.add(&b);
        each(b)
    };
    let stop = |e: StreamError| FormatError::from_stream(e, path);
    match format {
        Format::Pbn => {
            for g in open_pbn(path).map_err(FormatError::from_input)? {
                let b = match g.map_err(stop)? {
                    Ok(g) => check_record(BoardRecord::from_pbn(&g), &g.warnings),
                    Err(e) => unreadable(&e),
                };
                if !give(b) {
                    break;
                }
            }
        }
        Format::Lin => {
            for g in open_lin(path).map_err(FormatError::from_input)? {
                let b = match g.map_err(stop)? {
                    Ok(b) => check_record(BoardRecord::from_lin(&b), &b.warnings),
                    Err(e) => unreadable(&e),
                };
                if !give(b) {
                    break;
                }
            }
        }
    }
    Ok((format, summary))
}

/// Checks file contents already in memory.
pub fn check_bytes(bytes: &[u8], format: Format) -> Vec<BoardCheck> {
    match format {
        Format::Pbn => check_records(&read_pbn_bytes(bytes).games, |g| {
            check_record(BoardRecord::from_pbn(g), &g.warnings)
        }),
        Format::Lin => check_records(&read_lin_bytes(bytes).boards, |b| {
            check_record(BoardRecord::from_lin(b), &b.warnings)
        }),
    }
}

/// `check` on each record read, or the record's error.
fn check_records<T>(
    records: &[Result<T, RecordError>],
    check: impl Fn(&T) -> BoardCheck,
) -> Vec<BoardCheck> {
    records
        .iter()
        .map(|r| match r {
            Ok(r) => check(r),
            Err(e) => unreadable(e),
        })
        .collect()
}

/// Guesses the format of a file without a known extension.
fn sniff(bytes: &[u8]) -> Format {
    let head = &bytes[..bytes.len().min(2000)];
    let pipes = head.iter().filter(|&&b| b == b'|').count();
    let brackets = head.iter().filter(|&&b| b == b'[').count();
    if pipes > brackets {
        Format::Lin
    } else {
        Format::Pbn
    }
}

impl CheckSummary {
    /// Counts one more board.
    pub fn add(&mut self, b: &BoardCheck) {
        self.boards += 1;
        match b.status {
            BoardStatus::Ok => self.ok += 1,
            BoardStatus::Notes => self.with_notes += 1,
            BoardStatus::Problems => self.with_problems += 1,
            BoardStatus::Unreadable => self.unreadable += 1,
        }
        match (b.recorded_result, b.replayed_result) {
            (Some(a), Some(r)) if a == r => self.results_agree += 1,
            (Some(_), Some(_)) => self.results_differ += 1,
            _ => {}
        }
    }
}

fn unreadable(e: &RecordError) -> BoardCheck {
    BoardCheck {
        index: e.game,
        board: e.board,
        pos: e.pos,
        status: BoardStatus::Unreadable,
        contract: None,
        parse_problems: vec![Problem::error(e.pos, &e.kind)],
        irregularities: Vec::new(),
        notes: Vec::new(),
        replay_problems: Vec::new(),
        recorded_result: None,
        replayed_result: None,
        replayed_score_ns: None,
    }
}

/// Checks one record: the reader's warnings, then the replay.
pub fn check_record(record: BoardRecord, warnings: &[Warning]) -> BoardCheck {
    let rep: ReplayReport = replay(&record);
    let mut parse_problems: Vec<Problem> = warnings.iter().map(Problem::from).collect();
    parse_problems.extend(record.problems.iter().map(Problem::from));
    let status = if !rep.problems.is_empty() {
        BoardStatus::Problems
    } else if !rep.irregularities.is_empty() || !parse_problems.is_empty() {
        BoardStatus::Notes
    } else {
        BoardStatus::Ok
    };
    BoardCheck {
        index: record.index,
        board: record.board,
        pos: record.pos,
        status,
        contract: rep.contract,
        parse_problems,
        irregularities: rep.irregularities,
        notes: rep.notes,
        replay_problems: rep.problems,
        recorded_result: record.result,
        replayed_result: rep.declarer_tricks,
        replayed_score_ns: rep.score_ns,
    }
}

impl fmt::Display for BoardCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.index)?;
        match self.board {
            Some(b) => write!(f, " board {b}")?,
            None => write!(f, " board ?")?,
        }
        write!(f, " ({})", self.pos)?;
        if let Some(c) = &self.contract {
            write!(f, ": {c}")?;
        }
        match (self.recorded_result, self.replayed_result) {
            (Some(a), Some(r)) if a == r => write!(f, ", {a} tricks (recorded and replayed)")?,
            (Some(a), Some(r)) => write!(f, ", recorded {a} tricks but the replay gives {r}")?,
            (Some(a), None) => write!(f, ", recorded {a} tricks (not replayed)")?,
            (None, Some(r)) => write!(f, ", {r} tricks replayed")?,
            (None, None) => {}
        }
        if let Some(s) = self.replayed_score_ns {
            if s == 0 {
                write!(f, ", NS 0")?;
            } else {
                write!(f, ", NS {s:+}")?;
            }
        }
        let tag = match self.status {
            BoardStatus::Ok => "ok",
            BoardStatus::Notes => "notes",
            BoardStatus::Problems => "PROBLEMS",
            BoardStatus::Unreadable => "UNREADABLE",
        };
        writeln!(f, " [{tag}]")?;
        for p in &self.parse_problems {
            writeln!(f, "    record: {p}")?;
        }
        for p in &self.irregularities {
            writeln!(f, "    irregularity: {p}")?;
        }
        for p in &self.notes {
            writeln!(f, "    note: {p}")?;
        }
        for p in &self.replay_problems {
            writeln!(f, "    replay: {p}")?;
        }
        Ok(())
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fmt_name = self
            .format
            .map_or("unknown format".to_string(), |x| x.to_string());
        writeln!(f, "{} ({fmt_name})", self.path)?;
        if let Some(e) = &self.file_error {
            return writeln!(f, "  {e}");
        }
        for b in &self.boards {
            write!(f, "  {b}")?;
        }
        let s = &self.summary;
        writeln!(
            f,
            "{} boards: {} ok, {} with notes, {} with problems, {} unreadable; results agree on {}, differ on {}",
            s.boards, s.ok, s.with_notes, s.with_problems, s.unreadable, s.results_agree, s.results_differ
        )
    }
}

/// What `convert` did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConvertReport {
    pub input: PathBuf,
    pub output: PathBuf,
    pub from: Format,
    pub to: Format,
    /// Boards read from the input.
    pub read: usize,
    /// Boards written to the output.
    pub written: usize,
    /// Boards left out because they could not be read, with the reason.
    pub skipped: Vec<String>,
    /// What the output format could not carry.
    pub losses: Vec<String>,
    /// The boards left out, as data: `skipped` is their English text.
    #[serde(skip)]
    pub skipped_errors: Vec<RecordError>,
    /// What the output format could not carry, as data: `losses` is its
    /// English text.
    #[serde(skip)]
    pub lost: Vec<Loss>,
}

/// Something a conversion could not carry over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loss {
    /// PBN tags and sections that LIN has no key for.
    Tags(Vec<String>),
    /// The comments of this many games.
    Comments(usize),
    /// A warning of a PBN board written to LIN; the board number, or `?`.
    Board {
        board: Option<u32>,
        warning: Warning,
    },
    /// A warning of a LIN board written to PBN.
    LinBoard { board: usize, warning: Warning },
    /// LIN keys that PBN has no tag for.
    LinKeys,
}

impl fmt::Display for Loss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loss::Tags(names) => write!(
                f,
                "PBN tags and sections with no LIN equivalent: {}",
                names.join(", ")
            ),
            Loss::Comments(n) => write!(f, "comments of {n} games"),
            Loss::Board { board, warning } => match board {
                Some(b) => write!(f, "board {b}: {}", warning.message),
                None => write!(f, "board ?: {}", warning.message),
            },
            Loss::LinBoard { board, warning } => {
                write!(f, "LIN board {board}: {}", warning.message)
            }
            Loss::LinKeys => f.write_str(
                "LIN keys other than pn, md, sv, ah, qx, mb, an, pc, pg, mc, nt, rh, st",
            ),
        }
    }
}

impl fmt::Display for ConvertReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} ({}) -> {} ({}): {} boards read, {} written",
            self.input.display(),
            self.from,
            self.output.display(),
            self.to,
            self.read,
            self.written
        )?;
        for s in &self.skipped {
            writeln!(f, "  skipped: {s}")?;
        }
        for l in &self.losses {
            writeln!(f, "  not carried over: {l}")?;
        }
        Ok(())
    }
}

fn read_file(path: &Path) -> Result<Vec<u8>, FormatError> {
    crate::stream::read_limited(path, u64::MAX).map_err(FormatError::from_input)
}

/// Reads a PBN file from disk.
pub fn read_pbn_file(path: impl AsRef<Path>) -> Result<PbnFile, FormatError> {
    Ok(read_pbn_bytes(&read_file(path.as_ref())?))
}

/// Reads a LIN file from disk.
pub fn read_lin_file(path: impl AsRef<Path>) -> Result<LinFile, FormatError> {
    Ok(read_lin_bytes(&read_file(path.as_ref())?))
}

/// A file written whole or not at all: the text goes to a temporary file
/// in the same directory, which replaces the output only once it is
/// complete and on disk. A crash leaves the output as it was (and perhaps
/// a temporary file beside it); the input may be the output.
struct AtomicFile {
    temp: PathBuf,
    out: Option<std::io::BufWriter<std::fs::File>>,
}

impl AtomicFile {
    fn create(output: &Path) -> std::io::Result<AtomicFile> {
        let dir = match output.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = output
            .file_name()
            .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
        let mut n = 0u32;
        loop {
            let temp = dir.join(format!(".{name}.tenace-{}-{n}.tmp", std::process::id()));
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&temp)
            {
                Ok(f) => {
                    // Keep the permissions of a file replaced.
                    if let Ok(m) = std::fs::metadata(output) {
                        if m.is_file() {
                            let _ = f.set_permissions(m.permissions());
                        }
                    }
                    return Ok(AtomicFile {
                        temp,
                        out: Some(std::io::BufWriter::new(f)),
                    });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
                Err(e) => return Err(e),
            }
        }
    }

    fn write(&mut self, text: &str) -> std::io::Result<()> {
        match self.out.as_mut() {
            Some(w) => std::io::Write::write_all(w, text.as_bytes()),
            None => Ok(()),
        }
    }

    /// Puts the complete file in place of `output`.
    fn commit(mut self, output: &Path) -> std::io::Result<()> {
        if let Some(w) = self.out.take() {
            let f = w.into_inner().map_err(|e| e.into_error())?;
            f.sync_all()?;
        }
        std::fs::rename(&self.temp, output)?;
        // The rename itself on disk: best effort.
        if let Some(dir) = output.parent().filter(|d| !d.as_os_str().is_empty()) {
            if let Ok(d) = std::fs::File::open(dir) {
                let _ = d.sync_all();
            }
        }
        self.temp = PathBuf::new();
        Ok(())
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if !self.temp.as_os_str().is_empty() {
            self.out.take();
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

/// Converts between PBN and LIN, choosing each format by the file's
/// extension (`.pbn`, `.lin`). PBN to PBN rewrites in export format; LIN
/// to LIN writes the boards back as read. Boards that cannot be read are
/// skipped and listed in the report.
///
/// The input is read one game at a time and each game is written as it
/// is read, so memory is bounded by the largest game. The output is
/// written atomically: it is replaced only by a complete file (converting
/// a file onto itself is safe).
pub fn convert(
    input_path: impl AsRef<Path>,
    output_path: impl AsRef<Path>,
) -> Result<ConvertReport, FormatError> {
    let input = input_path.as_ref();
    let output = output_path.as_ref();
    let from = Format::from_path(input).ok_or_else(|| FormatError::UnknownFormat {
        path: input.to_path_buf(),
    })?;
    let to = Format::from_path(output).ok_or_else(|| FormatError::UnknownFormat {
        path: output.to_path_buf(),
    })?;
    let mut report = ConvertReport {
        input: input.to_path_buf(),
        output: output.to_path_buf(),
        from,
        to,
        read: 0,
        written: 0,
        skipped: Vec::new(),
        losses: Vec::new(),
        skipped_errors: Vec::new(),
        lost: Vec::new(),
    };
    let mut file = AtomicFile::create(output).map_err(|source| FormatError::Write {
        path: output.to_path_buf(),
        source,
    })?;
    let mut sink = Sink {
        file: &mut file,
        error: None,
    };
    match from {
        Format::Pbn => convert_from_pbn(input, to, &mut report, &mut sink)?,
        Format::Lin => convert_from_lin(input, to, &mut report, &mut sink)?,
    }
    if let Some(source) = sink.error.take() {
        return Err(FormatError::Write {
            path: output.to_path_buf(),
            source,
        });
    }
    report.skipped = report
        .skipped_errors
        .iter()
        .map(|e| e.to_string())
        .collect();
    report.losses = report.lost.iter().map(|l| l.to_string()).collect();
    if report.read == 0 && !report.skipped_errors.is_empty() {
        // Nothing is written: the temporary file goes when `file` drops.
        return Err(FormatError::NothingRead {
            path: input.to_path_buf(),
            errors: report.skipped_errors.len(),
            first: Box::new(report.skipped_errors[0].clone()),
        });
    }
    file.commit(output).map_err(|source| FormatError::Write {
        path: output.to_path_buf(),
        source,
    })?;
    report.losses.dedup();
    Ok(report)
}

/// PBN in, one game at a time, to `to`.
fn convert_from_pbn(
    input: &Path,
    to: Format,
    report: &mut ConvertReport,
    sink: &mut Sink<'_>,
) -> Result<(), FormatError> {
    let stop = |e: StreamError| FormatError::from_stream(e, input);
    let mut stream = open_pbn(input).map_err(FormatError::from_input)?;
    let mut losses = Losses::default();
    let mut writer = PbnWriter::new();
    let mut started = false;
    while let Some(g) = stream.next() {
        let Some(g) = report.kept(g.map_err(stop)?) else {
            continue;
        };
        match to {
            Format::Pbn => {
                if !started {
                    writer.header(stream.header());
                    started = true;
                }
                writer.game(&g);
                sink.put(&writer.take_output());
            }
            Format::Lin => {
                let rec = BoardRecord::from_pbn(&g);
                losses.note(&rec, &g);
                let (items, warnings) = rec.to_lin_items();
                for warning in warnings {
                    losses.board.push(Loss::Board {
                        board: rec.board,
                        warning,
                    });
                }
                sink.put(&write_items(&items));
                sink.put("\n");
            }
        }
        report.written += 1;
    }
    if to == Format::Pbn {
        if !started {
            writer.header(stream.header());
        }
        sink.put(&writer.finish());
    }
    report.lost = losses.into_losses();
    Ok(())
}

impl ConvertReport {
    /// A record read: counted as read, or its error kept and skipped.
    fn kept<T>(&mut self, record: Result<T, RecordError>) -> Option<T> {
        match record {
            Ok(r) => {
                self.read += 1;
                Some(r)
            }
            Err(e) => {
                self.skipped_errors.push(e);
                None
            }
        }
    }
}

/// LIN in, one board at a time, to `to`.
fn convert_from_lin(
    input: &Path,
    to: Format,
    report: &mut ConvertReport,
    sink: &mut Sink<'_>,
) -> Result<(), FormatError> {
    let stop = |e: StreamError| FormatError::from_stream(e, input);
    let mut stream = open_lin(input).map_err(FormatError::from_input)?;
    let mut writer = PbnWriter::new();
    writer.header(&[]);
    let mut header_written = false;
    let mut unknown_keys = false;
    // LIN to LIN: the boards as the written pairs read back
    // (see `write_lin`).
    let mut regroup = crate::lin::LinGrouper::new(stream.has_qx());
    let mut fed_header = false;
    while let Some(b) = stream.next() {
        let Some(b) = report.kept(b.map_err(stop)?) else {
            continue;
        };
        match to {
            Format::Lin => {
                let header = if fed_header { &[][..] } else { stream.header() };
                fed_header = true;
                for it in header.iter().chain(b.items.iter()) {
                    if let Some(line) = regroup.push_items(it.clone()) {
                        put_lin_line(sink, &mut regroup, &mut header_written, &line);
                    }
                }
            }
            Format::Pbn => {
                let rec = BoardRecord::from_lin(&b);
                for p in &rec.problems {
                    report.lost.push(Loss::LinBoard {
                        board: b.number,
                        warning: p.clone(),
                    });
                }
                unknown_keys |= b.items.iter().any(|i| !KNOWN_LIN.contains(&i.key.as_str()));
                writer.game(&rec.to_pbn(report.read));
                sink.put(&writer.take_output());
            }
        }
        report.written += 1;
    }
    if to == Format::Lin {
        if let Some(line) = regroup.finish_items() {
            put_lin_line(sink, &mut regroup, &mut header_written, &line);
        }
    }
    if to == Format::Pbn {
        if unknown_keys {
            report.lost.push(Loss::LinKeys);
        }
        sink.put(&writer.finish());
    }
    Ok(())
}

/// Writes one board of a LIN output, after the header pairs the first
/// time.
fn put_lin_line(
    sink: &mut Sink<'_>,
    grouper: &mut crate::lin::LinGrouper,
    header_written: &mut bool,
    line: &[crate::lin::LinItem],
) {
    if !*header_written {
        *header_written = true;
        if !grouper.header.is_empty() {
            sink.put(&write_items(&grouper.header));
            sink.put("\n");
            grouper.header = Vec::new();
        }
    }
    sink.put(&write_items(line));
    sink.put("\n");
}

/// Text written to the output, keeping the first error.
struct Sink<'a> {
    file: &'a mut AtomicFile,
    error: Option<std::io::Error>,
}

impl Sink<'_> {
    fn put(&mut self, text: &str) {
        if self.error.is_none() {
            if let Err(e) = self.file.write(text) {
                self.error = Some(e);
            }
        }
    }
}

const KNOWN_LIN: &[&str] = &[
    "pn", "md", "sv", "ah", "qx", "mb", "an", "pc", "pg", "mc", "nt", "rh", "st",
];

/// What a PBN to LIN conversion leaves behind, gathered over the file.
#[derive(Default)]
struct Losses {
    tags: std::collections::BTreeSet<String>,
    commented: usize,
    other: Vec<Loss>,
    /// The warnings of the LIN boards written, after the rest.
    board: Vec<Loss>,
}

impl Losses {
    fn note(&mut self, rec: &BoardRecord, g: &PbnGame) {
        for (n, _) in &rec.extra_tags {
            self.tags.insert(n.clone());
        }
        // Mandatory tags LIN has no key for, and the contract and result
        // where LIN could carry them only through an auction and a play.
        let given = |name: &str| {
            g.tag_value(name)
                .is_some_and(|v| !matches!(v.trim(), "" | "?" | "-"))
        };
        let mut lost = vec!["Event", "Site", "Date", "Scoring"];
        if rec.calls.is_empty() {
            lost.extend(["Contract", "Declarer", "Result"]);
        } else if rec.cards.is_empty() {
            lost.push("Result");
        }
        for name in lost.into_iter().filter(|n| given(n)) {
            self.tags.insert(name.to_string());
        }
        for t in g.tags.iter().filter(|t| t.is_section()) {
            self.tags.insert(t.name.clone());
        }
        let comments = g.comments.len()
            + g.tags.iter().map(|t| t.comments.len()).sum::<usize>()
            + g.auction
                .iter()
                .flat_map(|a| a.items.iter())
                .map(|i| i.annotation.comments.len())
                .sum::<usize>();
        if comments > 0 {
            self.commented += 1;
        }
        for p in &rec.problems {
            self.other.push(Loss::Board {
                board: rec.board,
                warning: p.clone(),
            });
        }
    }

    fn into_losses(self) -> Vec<Loss> {
        let mut out = Vec::new();
        if !self.tags.is_empty() {
            out.push(Loss::Tags(self.tags.into_iter().collect()));
        }
        if self.commented > 0 {
            out.push(Loss::Comments(self.commented));
        }
        out.extend(self.other);
        out.extend(self.board);
        out
    }
}
