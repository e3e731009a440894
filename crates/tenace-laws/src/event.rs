//! The events of a table's log: what players and the Director do.

use serde::{Deserialize, Serialize};
use tenace_core::{AttemptedCall, Card, Seat, Suit, SuitSet};

/// One entry of a table's append-only log.
///
/// Player actions are recorded as they happened at the table, lawful or
/// not: the engine classifies each one when it is applied. Only physically
/// impossible actions (a card the player does not hold, an action after the
/// board is over) are refused, and then nothing is logged.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Laws let him (Laws 25B1, 27A1, 29A, 53A, 55A, 56A).
    Accept { seat: Seat },
    /// `seat` declines to accept it (Laws 25B2, 27B, 29B).
    Decline { seat: Seat },
    /// A card of `seat` is exposed (dropped, shown, held so that partner
    /// could see it) without being led or played (Laws 24, 48, 49).
    Expose { seat: Seat, card: Card },
    /// `seat` alerts his partner's last call (Law 40B; alerting regulations).
    Alert { seat: Seat },
    /// A player misled by a mistaken explanation changes his last call
    /// (Law 21B1(a)), after the Director's finding of misinformation.
    ChangeCall { seat: Seat, call: AttemptedCall },
    /// Declarer's option when the partner of a defender with a major penalty
    /// card is to lead (Laws 50D2, 51B): require the lead of `require`, or
    /// forbid the suits in `prohibit` (the penalty cards of those suits are
    /// picked up), or neither (both empty).
    LeadOption {
        seat: Seat,
        require: Option<Suit>,
        prohibit: SuitSet,
    },
    /// Declarer's option for the partner of a defender who led or played
    /// prematurely (Law 57A).
    PlayOption {
        seat: Seat,
        option: PlayRestrictionKind,
    },
    /// After a faced opening lead out of turn, presumed declarer spreads his
    /// hand and becomes dummy (Law 54A).
    SpreadHand { seat: Seat },
    /// Declarer exercises his Law 26B option at the offender's partner's
    /// first turn to lead: forbid the lead of `suit`, or of no suit.
    ProhibitLead { seat: Seat, suit: Option<Suit> },
    /// `seat` claims that his side will win `tricks` of the remaining tricks
    /// (Law 68A), with his clarification statement (68C; the statement
    /// language of docs/claims.md, or empty).
    Claim {
        seat: Seat,
        tricks: u8,
        statement: String,
    },
    /// `seat` concedes `tricks` of the remaining tricks (Law 68B).
    Concede { seat: Seat, tricks: u8 },
    /// An opponent of the claimer agrees to the claim or concession (69A).
    AgreeClaim { seat: Seat },
    /// An opponent disputes it: the Director is summoned (68D).
    DisputeClaim { seat: Seat },
    /// A defender's partner objects at once to his concession (68B2).
    ObjectToConcession { seat: Seat },
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
    /// Law 25A: the call the player changed was (or was not) unintended.
    Unintended { unintended: bool },
    /// Law 27B1: how the replacement of an insufficient bid qualifies.
    Replacement { class: ReplacementClass },
    /// Law 23A: the replacement is (or is not) comparable to the withdrawn call.
    Comparable { comparable: bool },
    /// Law 21B1: the explanation given by `explainer`'s side was mistaken;
    /// an opponent whose partner has not called since his last call may
    /// change it.
    Misinformation { explainer: Seat },
    /// Laws 69B, 70, 71: the claimer's side gets `tricks` of the tricks that
    /// remained at the claim (the award on a contested claim, or the
    /// correction of an agreed one).
    ClaimAward { tricks: u8 },
    /// Law 26B: the suits the offender specified in the legal auction, which
    /// declarer cannot forbid.
    SpecifiedSuits { offender: Seat, suits: SuitSet },
}

/// How the replacement of an insufficient bid qualifies under Law 27B1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplacementClass {
    /// The lowest sufficient bid that specifies the same denomination(s) (27B1(a)).
    LowestSameDenominations,
    /// A comparable call (27B1(b), Law 23A).
    Comparable,
    /// Neither: Law 27B2 applies.
    Neither,
}

/// What declarer may require of a defender's play to the current trick
/// after his partner's premature lead or play (Law 57A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "option", rename_all = "snake_case")]
pub enum PlayRestrictionKind {
    /// Play his highest card of the suit led.
    Highest,
    /// Play his lowest card of the suit led.
    Lowest,
    /// Play a card of this suit (when void in the suit led).
    PlaySuit { suit: Suit },
    /// Do not play a card of this suit (when void in the suit led).
    NotSuit { suit: Suit },
}
