//! The vocabulary of contract bridge: Laws 1 and 2 and the dealing of Law 6.
//!
//! Small `Copy` types that are valid by construction: a [`Card`] is one of the
//! 52, a [`Hand`] is a set of cards stored as a 64-bit mask, a [`Deal`] is four
//! disjoint 13-card hands, a [`Bid`] has a level from 1 to 7. Text is parsed
//! into these types once ([`std::str::FromStr`]) and every parse error says what
//! was wrong with the input.
#![forbid(unsafe_code)]

mod board;
mod call;
mod card;
mod contract;
mod deal;
mod hand;
pub mod rubber;
pub mod rules;
mod seat;
mod suits;

pub use board::{dealer_for_board, Board, BoardError, Vulnerability};
pub use call::{AttemptedCall, Bid, Call, CallParseError, Level, Strain};
pub use card::{Card, CardParseError, Rank, Suit};
pub use contract::{split_contract_terms, Contract, ContractParseError, Doubling};
pub use deal::{Deal, DealError};
pub use hand::{Hand, HandParseError};
pub use seat::{Seat, SeatParseError, Side};
pub use suits::SuitSet;
