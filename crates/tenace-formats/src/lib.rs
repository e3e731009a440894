//! PBN 2.1 and BBO LIN for Tenace.
//!
//! * [`pbn`]: a PBN reader in import mode (lenient) and a writer in export
//!   mode (strict), keeping every tag, section, note and comment.
//! * [`lin`]: a LIN reader and writer for the BBO hand records.
//! * [`record`]: a format-neutral board record, the bridge between the two
//!   formats and the table engine.
//! * [`convert`] and [`check`]: the library side of `tenace convert` and
//!   `tenace check`.
#![forbid(unsafe_code)]

pub mod error;
pub mod pbn;
pub mod pos;

pub use error::{ErrorKind, Format, FormatError, RecordError, Warning};
pub use pos::{decode_text, Pos};
