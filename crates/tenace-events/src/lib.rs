//! Club events for Tenace (events.md): the event model, movements
//! generated and verified, sessions read from a file and ranked through
//! `tenace-score`, team formats (VPs, Swiss, round robin, knockout) and
//! deal commitments.
//!
//! * [`model`]: events, sessions, sections, cells, board sets (§2).
//! * [`movements`]: Mitchell, skip, relay-and-bye, web, hesitation,
//!   Howell, individual and round-robin generators (§3, §4.2).
//! * [`verify`]: the properties V0–V9 of §3.12.
//! * [`exchange`]: movement import and export as JSON, KoPS cyclic
//!   descriptions (§3.13).
//! * [`session`]: a session file ranked through `tenace-score` (§2.5, §6).
//! * [`pair_tiebreak`]: tie-breaks for pairs and individuals (§6.4);
//!   [`schedule`]: an imported session's results against its movement.
//! * [`teams`], [`matches`]: VPs, Swiss, round robin, knockout; a team match.
//! * [`commit`]: the deal commitment; [`export`]: PBN and USEBIO;
//!   [`import_pbn`], [`usebio_read`] and [`bws`]: a session read back from PBN score
//!   tables, USEBIO XML or Bridgemate data and compared
//!   with the organiser's figures; [`analysis`]: each result against
//!   double dummy.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod bws;
pub mod commit;
pub mod exchange;
pub mod export;
pub mod import_pbn;
pub mod matches;
pub mod model;
pub mod movements;
pub mod pair_tiebreak;
pub mod schedule;
pub mod session;
pub mod teams;
pub mod tiebreak;
pub mod usebio_read;
pub mod verify;

pub use model::{Cell, Movement, MovementKind};
pub use movements::{generate, GenerateError, MovementOptions};
pub use verify::{verify, Report, Violation};
