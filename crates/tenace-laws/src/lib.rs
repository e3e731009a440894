//! The Tenace table engine.
//!
//! A [`Table`] is an append-only log of [`Event`]s (calls, cards, the
//! Director's rulings) and the [`State`] that log folds into. Every player
//! action that can happen at a real table is accepted: the engine classifies
//! it as lawful or as an [`Irregularity`] with the law that governs it. Only
//! physically impossible actions are refused ([`ActionError`]), and then the
//! table is left exactly as it was.
//!
//! Two [`Mode`]s: in auto-director mode the table stops at each irregularity
//! and waits for the Director; in table mode an irregularity stands until
//! someone draws attention to it, and later actions condone it where the Laws
//! say so (Laws 27A1, 28B, 29A, 53A, 63A1).
#![forbid(unsafe_code)]

mod auction;
mod event;
mod irregularity;
mod law;
mod play;
pub mod script;
mod table;

pub use auction::{Auction, AuctionEnd, CallRecord};
pub use event::{Event, Ruling};
pub use irregularity::{Irregularity, IrregularityKind, Question, Status, TurnOf};
pub use law::LawRef;
pub use play::{Played, Trick};
pub use table::{ActionError, BoardResult, ExposedCard, Mode, Outcome, Phase, ReplayError, RuleSet, State, Table, TableConfig};
