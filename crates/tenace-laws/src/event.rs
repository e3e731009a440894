//! The events of a table's log: what players and the Director do.

use serde::{Deserialize, Serialize};
use tenace_core::{AttemptedCall, Card, Seat};

/// One entry of a table's append-only log.
///
/// Player actions are recorded as they happened at the table, lawful or
/// not: the engine classifies each one when it is applied. Only physically
/// impossible actions (a card the player does not hold, an action after the
/// board is over) are refused, and then nothing is logged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// `seat` makes a call (or says a bid above seven).
    Call { seat: Seat, call: AttemptedCall },
    /// A card is played from `seat`'s hand. For dummy's hand this is
    /// declarer designating dummy's card (Law 45B); for any other seat, the
    /// player himself plays it (Law 45A). During the clarification period the
    /// proper leader's card faces the opening lead (Law 41C).
    Play { seat: Seat, card: Card },
    /// The opening leader places his lead face down (Law 41A).
    FaceDownLead { seat: Seat, card: Card },
    /// Dummy touches or puts forward one of his cards without declarer's
    /// instruction (Laws 43A1(c), 45F).
    DummyPlay { card: Card },
    /// `seat` draws attention to an irregularity, which summons the Director
    /// (Law 9A, 9B1).
    DrawAttention { seat: Seat },
    /// `seat` accepts the irregularity the table is waiting on, where the
    /// Laws let him (Laws 27A1, 29A, 53A, 55A, 56A).
    Accept { seat: Seat },
    /// A Director's finding or ruling.
    Director(Ruling),
}

/// A Director's finding that the engine needs to continue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "ruling", rename_all = "snake_case")]
pub enum Ruling {
    /// After a call out of rotation at his left-hand opponent's turn, that
    /// opponent called: did he mean to accept the call and call over it
    /// (Law 29A), or to take his own turn as though it had not happened
    /// (Law 28B)? The Commentary on Law 28 has the Director ask him.
    CallerIntended { accepted: bool },
}
