//! PBN 2.1 and BBO LIN for Tenace.
//!
//! * [`pbn`]: a PBN reader in import mode (lenient) and a writer in export
//!   mode (strict), keeping every tag, section, note and comment.
//! * [`lin`]: a LIN reader and writer for the BBO hand records.
//! * [`record`]: a format-neutral board record, the bridge between the two
//!   formats and the table engine.
//! * [`engine`]: a record played on a `tenace_laws::Table` in table mode,
//!   and a played table turned back into a record.
//! * [`convert`] and [`check`]: the library side of `tenace convert IN OUT`
//!   and `tenace check FILE`.
//!
//! Every reader returns one result per game or board, so a bad record never
//! stops the others from loading, and no input makes any of this panic.
//! See `docs/formats.md` for what of each format is supported.
#![forbid(unsafe_code)]

pub mod check;
pub mod engine;
pub mod error;
pub mod lin;
pub mod note;
pub mod pbn;
pub mod pos;
pub mod record;
pub mod replay;
pub mod stream;

pub use check::{
    check, convert, BoardCheck, BoardStatus, CheckReport, CheckSummary, ConvertReport, Loss,
    Problem, ReadError,
};
pub use error::{AuctionEnded, ErrorKind, Format, FormatError, RecordError, Warning};
pub use pos::{decode_text, Pos};
pub use record::BoardRecord;
pub use replay::ContractReached;
