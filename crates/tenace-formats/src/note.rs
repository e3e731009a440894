//! What a replay found, as data: the problems, irregularities and notes of
//! `tenace check` ([`ReplayNote`]). Its `Display` is the English text of
//! the report; interfaces in other languages render it from its fields.

use std::fmt;

use tenace_core::{AttemptedCall, Bid, Card, Seat, Suit};
use tenace_laws::{ActionError, Event, Irregularity, LawRef, Status};

/// An event of the table as a replay names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventText {
    /// A call.
    Call { seat: Seat, call: AttemptedCall },
    /// A card played.
    Play { seat: Seat, card: Card },
    /// A claim of `tricks` of the remaining tricks.
    Claim { seat: Seat, tricks: u8 },
    /// A player's agreement to the claim.
    AgreeClaim { seat: Seat },
    /// An alert of partner's call.
    Alert { seat: Seat },
    /// Any other event, in the engine's debug form.
    Other(String),
}

impl EventText {
    pub(crate) fn of(e: &Event) -> EventText {
        match e {
            Event::Call { seat, call } => EventText::Call {
                seat: *seat,
                call: *call,
            },
            Event::Play { seat, card } => EventText::Play {
                seat: *seat,
                card: *card,
            },
            Event::Claim { seat, tricks, .. } => EventText::Claim {
                seat: *seat,
                tricks: *tricks,
            },
            Event::AgreeClaim { seat } => EventText::AgreeClaim { seat: *seat },
            Event::Alert { seat } => EventText::Alert { seat: *seat },
            other => EventText::Other(format!("{other:?}")),
        }
    }
}

impl fmt::Display for EventText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventText::Call { seat, call } => write!(f, "{call} by {}", seat.name()),
            EventText::Play { seat, card } => write!(f, "{card} from {}'s hand", seat.name()),
            EventText::Claim { seat, tricks } => write!(
                f,
                "{}'s claim of {tricks} of the remaining tricks",
                seat.name()
            ),
            EventText::AgreeClaim { seat } => {
                write!(f, "{}'s agreement to the claim", seat.name())
            }
            EventText::Alert { seat } => {
                write!(f, "{}'s alert of his partner's call", seat.name())
            }
            EventText::Other(s) => f.write_str(s),
        }
    }
}

/// Where an irregularity stands, as the English report appends it to the
/// event: `, condoned (Law 29A)`, ` (nobody drew attention to it)`, or
/// nothing.
pub fn status_suffix(status: &Status) -> String {
    match *status {
        Status::Unnoticed => " (nobody drew attention to it)".to_string(),
        Status::Condoned { law } => format!(", condoned ({law})"),
        Status::Established { law } => {
            format!(", established ({law}); the Director rectifies it after play (Law 64)")
        }
        Status::Cancelled { law } => format!(", cancelled ({law})"),
        Status::Rectified { law } => format!(", rectified ({law})"),
        Status::ReviewAtEndOfPlay => ", for the Director to review at the end of play".to_string(),
        Status::AwaitingDirector | Status::AwaitingFinding { .. } => {
            ", awaiting the Director".to_string()
        }
        Status::FollowUp => String::new(),
    }
}

/// One problem, irregularity or note of a replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayNote {
    /// The Contract tag and the auction's contract differ.
    ContractTagDiffers { tag: String, contract: String },
    /// The Declarer tag and the auction's declarer differ.
    DeclarerTagDiffers { tag: Seat, declarer: Seat },
    /// The Contract tag names a contract but the auction is passed out.
    ContractTagNotPassedOut { tag: String },
    /// Declarer and dummy swapped after an opening lead out of turn.
    DeclarerSwapped { declarer: Seat },
    /// The agreed result differs from the tricks won, as the record marks.
    AgreedResultDiffers { agreed: u8, won: u8 },
    /// The recorded tricks differ from the replay's.
    ResultDiffers { recorded: u8, replayed: u8 },
    /// The Score tag differs from the replay's score.
    ScoreDiffers { recorded: i32, replayed: i32 },
    /// A call out of rotation that the next call accepted.
    CallOutOfRotation {
        call: AttemptedCall,
        seat: Seat,
        turn: Seat,
    },
    /// An insufficient bid the next call accepted.
    InsufficientBid { bid: Bid, seat: Seat, over: Bid },
    /// A double the auction does not allow.
    InadmissibleDouble { seat: Seat },
    /// A redouble the auction does not allow.
    InadmissibleRedouble { seat: Seat },
    /// A card played by a player who was not dealt it.
    CardNotDealt {
        seat: Seat,
        card: Card,
        trick: usize,
        holder: Seat,
    },
    /// A card of another suit played while holding the suit led.
    Revoke {
        seat: Seat,
        card: Card,
        led: Suit,
        trick: usize,
    },
    /// A lead out of turn that was accepted.
    LeadOutOfTurn {
        seat: Seat,
        card: Card,
        proper: Seat,
    },
    /// A claim (or result) that the tricks played make impossible.
    ImpossibleClaim {
        claim: u8,
        won: u8,
        played: usize,
        remaining: u8,
    },
    /// The play stops early; the claim or concession gives the rest.
    PlayStopsByClaim {
        played: usize,
        taken: u8,
        remaining: u8,
    },
    /// The play starts from another seat than the opening leader.
    OpeningLeaderDisagrees {
        seat: Seat,
        card: Card,
        leader: Seat,
        declarer: Seat,
    },
    /// The table refuses an event of the record.
    Refused {
        event: EventText,
        error: ActionError,
    },
    /// The table waits for a ruling of the Director under `law`.
    AwaitsDirectorUnder { event: EventText, law: LawRef },
    /// The table waits for the Director.
    AwaitsDirector { event: EventText },
    /// The result is more tricks than declarer can still take.
    ImpossibleTotal { total: u8, won: u8, remaining: u8 },
    /// The record has no complete deal.
    NoDeal { hands: usize },
    /// The deal is an end position.
    EndPosition,
    /// A card marked `^R` that is no revoke.
    MarkedNotRevoke { card: Card, seat: Seat },
    /// The auction reaches no contract, so the play is checked on the tags.
    PlayFromTags,
    /// The play stops with a claim the opponents agreed to.
    ClaimAgreed {
        claimer: Seat,
        tricks: u8,
        remaining: u8,
    },
    /// An irregularity the table found, at an event, where it stands.
    Irregularity {
        irregularity: Irregularity,
        event: Option<EventText>,
    },
}

impl fmt::Display for ReplayNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReplayNote as N;
        match self {
            N::ContractTagDiffers { .. }
            | N::DeclarerTagDiffers { .. }
            | N::ContractTagNotPassedOut { .. }
            | N::DeclarerSwapped { .. }
            | N::AgreedResultDiffers { .. }
            | N::ResultDiffers { .. }
            | N::ScoreDiffers { .. }
            | N::CallOutOfRotation { .. }
            | N::InsufficientBid { .. }
            | N::InadmissibleDouble { .. }
            | N::InadmissibleRedouble { .. }
            | N::ImpossibleTotal { .. }
            | N::NoDeal { .. }
            | N::EndPosition
            | N::PlayFromTags => self.fmt_record(f),
            N::CardNotDealt { .. }
            | N::Revoke { .. }
            | N::LeadOutOfTurn { .. }
            | N::ImpossibleClaim { .. }
            | N::PlayStopsByClaim { .. }
            | N::OpeningLeaderDisagrees { .. }
            | N::Refused { .. }
            | N::AwaitsDirectorUnder { .. }
            | N::AwaitsDirector { .. }
            | N::MarkedNotRevoke { .. }
            | N::ClaimAgreed { .. }
            | N::Irregularity { .. } => self.fmt_play(f),
        }
    }
}

impl ReplayNote {
    /// The notes of the record against its tags and of the auction (the
    /// `Display` dispatcher names every variant, so none falls through).
    fn fmt_record(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReplayNote as N;
        match self {
            N::ContractTagDiffers { tag, contract } => write!(
                f,
                "the Contract tag says {tag} but the auction ends in {contract}"
            ),
            N::DeclarerTagDiffers { tag, declarer } => write!(
                f,
                "the Declarer tag says {} but the auction makes {} declarer",
                tag.name(),
                declarer.name()
            ),
            N::ContractTagNotPassedOut { tag } => write!(
                f,
                "the Contract tag says {tag} but the auction is passed out"
            ),
            N::DeclarerSwapped { declarer } => write!(
                f,
                "declarer and dummy were swapped: {} became declarer after an opening lead out of turn",
                declarer.name()
            ),
            N::AgreedResultDiffers { agreed, won } => write!(
                f,
                "the agreed result ({agreed} tricks) differs from the tricks won ({won}), as the record marks"
            ),
            N::ResultDiffers { recorded, replayed } => write!(
                f,
                "the record gives declarer {recorded} tricks but the replay gives {replayed}"
            ),
            N::ScoreDiffers { recorded, replayed } => write!(
                f,
                "the Score tag gives NS {recorded:+} but the replay scores NS {replayed:+}"
            ),
            N::CallOutOfRotation { call, seat, turn } => write!(
                f,
                "{call} by {} out of rotation ({}'s turn), accepted when the next player called (Law 29A)",
                seat.name(),
                turn.name()
            ),
            N::InsufficientBid { bid, seat, over } => write!(
                f,
                "insufficient bid {bid} by {} over {over}, accepted by the next call",
                seat.name()
            ),
            N::InadmissibleDouble { seat } => {
                write!(f, "double by {} is inadmissible", seat.name())
            }
            N::InadmissibleRedouble { seat } => {
                write!(f, "redouble by {} is inadmissible", seat.name())
            }
            N::ImpossibleTotal {
                total,
                won,
                remaining,
            } => write!(
                f,
                "the result of {total} tricks is impossible: declarer has won {won} tricks and {remaining} remain"
            ),
            N::NoDeal { hands } => write!(
                f,
                "the record has no complete deal (it gives {hands} of the 4 hands), so it cannot be played through the engine"
            ),
            N::EndPosition => f.write_str(
                "the deal is an end position (hands of fewer than 13 cards), which the engine does not play",
            ),
            N::PlayFromTags => f.write_str(
                "the auction does not reach a contract, so the play is checked against the deal \
                 with the Contract and Declarer tags instead of on the table",
            ),
            _ => Ok(()),
        }
    }

    /// The notes of the play, the claim and the engine's answers.
    fn fmt_play(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReplayNote as N;
        match self {
            N::CardNotDealt {
                seat,
                card,
                trick,
                holder,
            } => write!(
                f,
                "{} plays {card} in trick {trick}, but {card} was dealt to {}",
                seat.name(),
                holder.name()
            ),
            N::Revoke {
                seat,
                card,
                led,
                trick,
            } => write!(
                f,
                "revoke: {} plays {card} on a {led} lead in trick {trick}",
                seat.name()
            ),
            N::LeadOutOfTurn { seat, card, proper } => write!(
                f,
                "{} led {card} out of turn ({} was to lead); the lead was accepted (Law 53A)",
                seat.name(),
                proper.name()
            ),
            N::ImpossibleClaim {
                claim,
                won,
                played,
                remaining,
            } => write!(
                f,
                "the result of {claim} tricks is impossible: declarer has won {won} of {played} tricks played and {remaining} remain"
            ),
            N::PlayStopsByClaim {
                played,
                taken,
                remaining,
            } => write!(
                f,
                "the play stops after {played} tricks; declarer's side takes {taken} of the remaining {remaining} by claim or concession"
            ),
            N::OpeningLeaderDisagrees {
                seat,
                card,
                leader,
                declarer,
            } => write!(
                f,
                "the play starts with {card} from {} but the auction makes {} the opening leader \
                 (declarer {}); the record's seats disagree, so the play is not replayed",
                seat.name(),
                leader.name(),
                declarer.name()
            ),
            N::Refused { event, error } => {
                write!(f, "{event}: the table refuses it: {error}")
            }
            N::AwaitsDirectorUnder { event, law } => write!(
                f,
                "after {event}, the table waits for the Director ({law}), which a record cannot supply"
            ),
            N::AwaitsDirector { event } => {
                write!(f, "after {event}, the table waits for the Director")
            }
            N::MarkedNotRevoke { card, seat } => write!(
                f,
                "{card} by {} is marked ^R but is not a revoke",
                seat.name()
            ),
            N::ClaimAgreed {
                claimer,
                tricks,
                remaining,
            } => write!(
                f,
                "the play stops with {} claiming {tricks} of the remaining {remaining} tricks, agreed by the opponents",
                claimer.name()
            ),
            N::Irregularity {
                irregularity,
                event,
            } => {
                let what = irregularity.kind.key().replace('-', " ");
                write!(f, "{what}: ")?;
                if let Some(e) = event {
                    write!(f, "{e}")?;
                }
                f.write_str(&status_suffix(&irregularity.status))
            }
            _ => Ok(()),
        }
    }
}

/// A section of a PBN game that notes refer to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoteSection {
    Auction,
    Play,
}

impl fmt::Display for NoteSection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NoteSection::Auction => "auction",
            NoteSection::Play => "play",
        })
    }
}

/// A warning of the reader, or of a conversion: part of a record was
/// ignored, restored or cannot be carried over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WarningKind {
    /// Passes before the opening bid, left out of the record, restored.
    PassesRestored {
        declarer: Seat,
        tag: Seat,
        passes: usize,
        opener: Seat,
    },
    /// A play past the first trick with no contract naming the trumps.
    PlayPastFirstTrick,
    /// Cards played though the auction reaches no contract.
    PlayWithoutContract,
    /// A call out of rotation that LIN cannot show.
    OutOfRotationInLin { call: AttemptedCall, seat: Seat },
    /// A lead out of turn that LIN cannot show.
    LeadOutOfTurnInLin { card: Card, seat: Seat },
    /// A Declarer tag that names another seat than the auction: LIN keeps
    /// the auction only, so the declarer read back is the auction's.
    DeclarerTagInLin { tag: Seat, auction: Seat },
    /// A LIN explanation before any call.
    ExplanationBeforeCall { text: String },
    /// A second Auction or Play section.
    SecondSection { name: String },
    /// A repeated tag.
    SecondTag { name: String },
    /// `#` used for a tag that may not inherit.
    HashNotAllowed { name: String },
    /// `##` used for a tag that may not inherit.
    DoubleHashNotAllowed { name: String },
    /// An inherited value that cannot be read.
    InheritedIgnored {
        name: String,
        value: String,
        error: crate::error::ErrorKind,
    },
    /// A note with no section to refer to it.
    NoteWithoutSection { index: u8, section: NoteSection },
    /// A note placed outside the section that refers to it.
    NoteOutsideSection { index: u8, section: NoteSection },
    /// A second note with the same number.
    SecondNote { index: u8, section: NoteSection },
    /// A note reference with no Note tag.
    MissingNote { index: u8 },
    /// The auction starts with another seat than the dealer.
    AuctionStartsWrong { seat: Seat, dealer: Seat },
    /// An insufficient bid not marked `^I`.
    UnmarkedInsufficient { bid: Bid, seat: Seat },
    /// A bid marked `^I` that is sufficient.
    MarkedSufficient { bid: Bid },
    /// A call written in another form than PBN's export form (`Pass`, `X`,
    /// `XX`, `1C` … `7NT`), such as `1N` or `pass`, read as `call`.
    CallNotInExportForm { text: String, call: AttemptedCall },
    /// A card marked `^L` (a lead out of turn) that was led in turn.
    LeadMarkedInTurn { card: Card, seat: Seat },
    /// A Score tag whose value is not a score (PBN 2.1 §3.4.16).
    ScoreTagUnreadable { value: String },
    /// A play section listing each trick in the order played, read so.
    PlayInOrderPlayed,
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use WarningKind as W;
        match self {
            W::PassesRestored {
                declarer,
                tag,
                passes,
                opener,
            } => write!(
                f,
                "the auction makes {} declarer but the Declarer tag says {}: the record leaves out the {} \
                 before the opening bid, which is {}'s; they are restored",
                declarer.name(),
                tag.name(),
                if *passes == 1 {
                    "pass".to_string()
                } else {
                    format!("{passes} passes")
                },
                opener.name()
            ),
            W::PlayPastFirstTrick => f.write_str(
                "the play goes past the first trick but no contract names the trumps; \
                 only the first trick is read",
            ),
            W::PlayWithoutContract => f.write_str(
                "cards are played but the auction does not end in a contract; the play is not read",
            ),
            W::OutOfRotationInLin { call, seat } => write!(
                f,
                "{call} by {} was out of rotation; LIN cannot show that, so it is written in rotation",
                seat.name()
            ),
            W::LeadOutOfTurnInLin { card, seat } => write!(
                f,
                "{card} was led out of turn by {}; LIN cannot show that, so the seats of this trick will read differently",
                seat.name()
            ),
            W::DeclarerTagInLin { tag, auction } => write!(
                f,
                "the Declarer tag says {} but the auction makes {} declarer; LIN keeps only the auction, so the declarer will read as {}",
                tag.name(),
                auction.name(),
                auction.name()
            ),
            W::ExplanationBeforeCall { text } => {
                write!(f, "explanation `{text}` comes before any call")
            }
            W::SecondSection { name } => {
                write!(f, "second {name} section ignored (a tag may occur once)")
            }
            W::SecondTag { name } => write!(
                f,
                "second {name} tag ignored (in import format a repeated tag is ignored)"
            ),
            W::HashNotAllowed { name } => write!(
                f,
                "`#` is not allowed for the {name} tag; the previous game's value is used"
            ),
            W::DoubleHashNotAllowed { name } => {
                write!(f, "`##` is not allowed for the {name} tag")
            }
            W::InheritedIgnored { name, value, error } => write!(
                f,
                "the {name} value `{value}` taken from an earlier game is ignored: {error}"
            ),
            W::NoteWithoutSection { index, section } => write!(
                f,
                "note {index} ignored: there is no {section} section for it"
            ),
            W::NoteOutsideSection { index, section } => write!(
                f,
                "note {index} is placed outside the {section} section that refers to it"
            ),
            W::SecondNote { index, section } => {
                write!(f, "second note {index} of the {section} ignored")
            }
            W::MissingNote { index } => write!(
                f,
                "note reference ={index}= has no [Note \"{index}:...\"] tag"
            ),
            W::AuctionStartsWrong { seat, dealer } => write!(
                f,
                "the auction starts with {} but the dealer is {}",
                seat.name(),
                dealer.name()
            ),
            W::UnmarkedInsufficient { bid, seat } => write!(
                f,
                "{bid} by {} is insufficient but not marked ^I (taken as accepted, Law 27A1)",
                seat.name()
            ),
            W::MarkedSufficient { bid } => write!(f, "{bid} is marked ^I but is sufficient"),
            W::CallNotInExportForm { text, call } => write!(
                f,
                "call {text} read as {call} (PBN writes calls as Pass, X, XX, 1C … 7NT)"
            ),
            W::LeadMarkedInTurn { card, seat } => write!(
                f,
                "{card} by {} is marked ^L but was led in turn",
                seat.name()
            ),
            W::PlayInOrderPlayed => write!(
                f,
                "the play section lists some tricks in the order played, not by seat (PBN 2.1 §3.4.14); read so"
            ),
            W::ScoreTagUnreadable { value } => {
                write!(f, "the Score tag \"{value}\" is not a score; it is ignored")
            }
        }
    }
}

/// What is wrong with a LIN hand (`md`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinHandError {
    /// A character that is neither a suit letter nor a rank.
    NotSuitOrRank(char),
    /// A rank before the first suit letter.
    RankBeforeSuit(char),
    /// A card listed twice.
    Twice(Card),
}

impl fmt::Display for LinHandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinHandError::NotSuitOrRank(c) => write!(f, "`{c}` is not a suit or a rank"),
            LinHandError::RankBeforeSuit(c) => {
                write!(f, "rank `{c}` comes before any suit letter")
            }
            LinHandError::Twice(card) => write!(f, "{card} is listed twice"),
        }
    }
}

/// Why a deal (PBN `Deal` tag, LIN `md`) cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealReason {
    /// The PBN deal does not start with a seat and a colon.
    NoColon,
    /// The PBN deal's first seat is not a seat.
    NotASeat(String),
    /// A PBN hand that cannot be read.
    Hand {
        seat: Seat,
        error: tenace_core::HandParseError,
    },
    /// A LIN hand that cannot be read.
    LinHand {
        seat: Seat,
        text: String,
        error: LinHandError,
    },
    /// The LIN dealer digit is not 1 to 4.
    DealerDigit(char),
    /// Not four hands; `pbn` adds how a missing hand is written.
    HandCount { given: usize, pbn: bool },
    /// A card in two hands.
    CardTwice {
        card: Card,
        first: Seat,
        second: Seat,
    },
    /// A hand of more than 13 cards.
    TooManyCards { seat: Seat, cards: usize },
    /// A hand of other than 13 cards beside a full one.
    Uneven { seat: Seat, cards: usize },
}

impl fmt::Display for DealReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DealReason as D;
        match self {
            D::NoColon => {
                f.write_str("a deal starts with a seat and a colon, e.g. `N:AKQ.T98.J2.7654 ...`")
            }
            D::NotASeat(s) => write!(f, "`{s}` is not a seat"),
            D::Hand { seat, error } => write!(f, "{} hand: {error}", seat.name()),
            D::LinHand { seat, text, error } => {
                write!(f, "{} hand `{text}`: {error}", seat.name())
            }
            D::DealerDigit(c) => {
                write!(f, "dealer digit `{c}` is not 1 (S), 2 (W), 3 (N) or 4 (E)")
            }
            D::HandCount { given, pbn: true } => write!(
                f,
                "{given} hands given; a deal has 4 (a hand not given is `-`)"
            ),
            D::HandCount { given, pbn: false } => {
                write!(f, "{given} hands given; a deal has 4")
            }
            D::CardTwice {
                card,
                first,
                second,
            } => write!(
                f,
                "{card} is in both the {} and the {} hand",
                first.name(),
                second.name()
            ),
            D::TooManyCards { seat, cards } => {
                write!(f, "{} holds {cards} cards; a hand holds 13", seat.name())
            }
            D::Uneven { seat, cards } => write!(
                f,
                "{} holds {cards} cards while another hand holds 13; every hand must hold 13",
                seat.name()
            ),
        }
    }
}
