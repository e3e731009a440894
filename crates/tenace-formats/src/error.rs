//! Errors and warnings. Every error names the game or board, the position
//! in the file and what is wrong with the input.

use std::fmt;
use std::path::PathBuf;

use serde::Serialize;
use tenace_core::{Card, Seat};

use crate::pos::Pos;

/// Which format a record was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Format {
    Pbn,
    Lin,
}

impl Format {
    /// The format named by a file extension (`.pbn`, `.lin`, any case).
    pub fn from_path(path: &std::path::Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "pbn" => Some(Format::Pbn),
            "lin" => Some(Format::Lin),
            _ => None,
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Pbn => "PBN",
            Format::Lin => "LIN",
        })
    }
}

/// A game (PBN) or board (LIN) that could not be read, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    pub format: Format,
    /// 1-based position of the game or board in its file.
    pub game: usize,
    /// The board number, when it could be read.
    pub board: Option<u32>,
    pub pos: Pos,
    pub kind: ErrorKind,
}

impl RecordError {
    pub(crate) fn new(format: Format, game: usize, pos: Pos, kind: ErrorKind) -> RecordError {
        RecordError {
            format,
            game,
            board: None,
            pos,
            kind,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.format {
            Format::Pbn => "game",
            Format::Lin => "record",
        };
        write!(f, "{} {what} {}", self.format, self.game)?;
        if let Some(b) = self.board {
            write!(f, " (board {b})")?;
        }
        write!(f, ", {}: {}", self.pos, self.kind)
    }
}

impl std::error::Error for RecordError {}

/// What is wrong with a record.
/// How an auction had ended (Law 22) before a record went on with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, thiserror::Error)]
pub enum AuctionEnded {
    /// Three passes in rotation after a bid (Law 22A).
    #[error("three passes after a bid")]
    ThreePassesAfterBid,
    /// Four passes (Law 22B).
    #[error("four passes")]
    FourPasses,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    #[error("string `\"{0}` has no closing quote on its line")]
    UnterminatedString(String),
    #[error("comment `{{{0}` has no closing brace")]
    UnterminatedComment(String),
    #[error("expected a tag name after `[`, found {found}")]
    ExpectedTagName { found: String },
    #[error("`{0}` is not a tag name (letters, digits and `_` only)")]
    BadTagName(String),
    #[error("tag {tag}: expected a quoted value, found {found}")]
    ExpectedTagValue { tag: String, found: String },
    #[error("tag {tag}: expected `]`, found {found}")]
    ExpectedCloseBracket { tag: String, found: String },
    #[error("`]` without a matching `[`")]
    StrayBracket,
    #[error("`{0}` is outside any tag or section")]
    DataOutsideSection(String),
    #[error("tag {tag}: `{value}` is not a seat (expected N, E, S or W)")]
    BadSeat { tag: String, value: String },
    #[error("tag Board: `{0}` is not a board number (a positive integer)")]
    BadBoard(String),
    #[error("tag Vulnerable: `{0}` is not a vulnerability (None, NS, EW, All, Love, Both or -)")]
    BadVulnerable(String),
    #[error("tag Deal: `{value}`: {reason}")]
    BadDeal {
        value: String,
        reason: crate::note::DealReason,
    },
    #[error("tag Declarer: `{0}` is not a declarer (N, E, S, W, ^N... or empty)")]
    BadDeclarer(String),
    #[error("tag Contract: `{0}` is not a contract (e.g. 4S, 3NTX, 6HXX, Pass)")]
    BadContract(String),
    #[error("tag Result: `{0}` is not a result (0-13 tricks, or NS/EW forms)")]
    BadResult(String),
    #[error("tag Note: `{0}` is not a note (expected `n:text` with n from 1 to 255)")]
    BadNote(String),
    #[error("`{0}` is not a call (expected Pass, X, XX, AP, a bid such as 1C or 3NT, or -)")]
    BadCall(String),
    #[error("`{0}` is not a card (expected a suit S, H, D, C then a rank A K Q J T 9-2, or -)")]
    BadCard(String),
    #[error("`{token}` is not allowed in the {section} section")]
    BadToken {
        section: &'static str,
        token: String,
    },
    #[error("irregularity mark `^{mark}` is not allowed here (^I before a bid, ^S in place of a call, ^R or ^L before a card)")]
    MisplacedMark { mark: char },
    #[error("`{0}` follows `*`, which ends the section")]
    AfterStar(String),
    #[error("`-` (not yet this player's turn) may only come before the first call")]
    LateNotYet,
    #[error("the auction continues with {call} by {seat} after it has ended ({reason})")]
    AuctionAfterEnd {
        call: String,
        seat: Seat,
        reason: AuctionEnded,
    },
    #[error("the auction has a bid above seven ({0}), which the record cannot stand on")]
    BidAboveSeven(String),
    #[error("{card} is played twice (trick {first_trick} and trick {trick})")]
    CardPlayedTwice {
        card: Card,
        first_trick: usize,
        trick: usize,
    },
    #[error("{seat} plays {card} in trick {trick}, but {card} was dealt to {holder}")]
    CardNotHeld {
        seat: Seat,
        card: Card,
        trick: usize,
        holder: Seat,
    },
    #[error("{seat} plays {card} in trick {trick}, but {seat} has no cards left")]
    HandExhausted {
        seat: Seat,
        card: Card,
        trick: usize,
    },
    #[error("the play section has {0} tricks; a deal has 13")]
    TooManyTricks(usize),
    #[error("the play section has cards but no contract says which strain is trumps")]
    PlayWithoutContract,
    #[error("LIN: `{0}` is not a LIN key (letters and digits before `|`)")]
    BadLinKey(String),
    #[error("LIN: the value of `{0}` has no closing `|`")]
    UnterminatedLinValue(String),
    #[error("LIN md: `{value}`: {reason}")]
    BadLinDeal {
        value: String,
        reason: crate::note::DealReason,
    },
    #[error("LIN sv: `{0}` is not a vulnerability (o, n, e or b)")]
    BadLinVulnerability(String),
    #[error("LIN mb: `{0}` is not a call")]
    BadLinCall(String),
    #[error("LIN pc: `{0}` is not a card")]
    BadLinCard(String),
    #[error("LIN mc: `{0}` is not a number of tricks (0-13)")]
    BadLinClaim(String),
}

/// A problem that did not stop a record from loading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    pub pos: Pos,
    pub message: String,
    /// The problem as data, when it is one of the reader's [`ErrorKind`]s:
    /// `message` is its English text.
    #[serde(skip)]
    pub error: Option<ErrorKind>,
    /// The warning as data, when it is none of the [`ErrorKind`]s:
    /// `message` is its English text.
    #[serde(skip)]
    pub kind: Option<crate::note::WarningKind>,
}

impl Warning {
    pub(crate) fn new(pos: Pos, kind: crate::note::WarningKind) -> Warning {
        Warning {
            pos,
            message: kind.to_string(),
            error: None,
            kind: Some(kind),
        }
    }

    /// A warning that is one of the reader's [`ErrorKind`]s.
    pub(crate) fn error(pos: Pos, kind: ErrorKind) -> Warning {
        Warning {
            pos,
            message: kind.to_string(),
            error: Some(kind),
            kind: None,
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.message)
    }
}

/// An error of the file-level operations ([`crate::convert`], the
/// `read_*_file` and `write_*_file` functions).
#[derive(Debug, thiserror::Error)]
pub enum FormatError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: unknown format (expected a .pbn or .lin extension)")]
    UnknownFormat { path: PathBuf },
    #[error("{path}: no board could be read ({errors} records with errors; first: {first})")]
    NothingRead {
        path: PathBuf,
        errors: usize,
        /// The first record that could not be read.
        first: Box<RecordError>,
    },
    #[error("cannot read {path}: it is {kind}, not a file")]
    NotAFile {
        path: PathBuf,
        kind: crate::stream::FileKind,
    },
    #[error(
        "cannot read {path}: it is larger than {limit} bytes, the limit for this kind of file"
    )]
    TooLarge { path: PathBuf, limit: u64 },
    #[error("{path}: the game that starts at line {line} is larger than {limit} bytes, the limit for one game")]
    GameTooLarge {
        path: PathBuf,
        line: u32,
        limit: usize,
    },
}

impl FormatError {
    /// The error of an input file that could not be opened or read.
    pub fn from_input(e: crate::stream::InputError) -> FormatError {
        use crate::stream::InputError as I;
        match e {
            I::Io { path, source } => FormatError::Read { path, source },
            I::NotAFile { path, kind } => FormatError::NotAFile { path, kind },
            I::TooLarge { path, limit } => FormatError::TooLarge { path, limit },
        }
    }

    /// The error that stopped reading `path` game by game.
    pub fn from_stream(e: crate::stream::StreamError, path: &std::path::Path) -> FormatError {
        use crate::stream::StreamError as S;
        match e {
            S::Io(source) => FormatError::Read {
                path: path.to_path_buf(),
                source,
            },
            S::GameTooLarge { line, limit } => FormatError::GameTooLarge {
                path: path.to_path_buf(),
                line,
                limit,
            },
        }
    }
}
