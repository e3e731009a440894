//! The parse errors of the bridge vocabulary (`tenace-core`) in words: a
//! card, a call, a seat, a hand, a deal, a vulnerability or a contract that
//! cannot be read.
//!
//! Every match is exhaustive, so a new variant does not compile until it
//! has a message. The English messages are the errors' own `Display`
//! text, byte for byte. Seats are written with their letters in English
//! (as `Display` does) and their full names in Chinese, cards in their PBN form (`SA`) in every language.

use tenace_core::{
    BoardError, CallParseError, CardParseError, ContractParseError, DealError, HandParseError,
    SeatParseError,
};

use crate::{Arg, Catalog};

impl Catalog {
    /// Text that is not a card, a suit or a rank.
    pub fn card_parse_error(&self, e: &CardParseError) -> String {
        let (key, text) = match e {
            CardParseError::NotACard(t) => ("error-card-not-a-card", t),
            CardParseError::NotASuit(t) => ("error-card-not-a-suit", t),
            CardParseError::NotARank(t) => ("error-card-not-a-rank", t),
        };
        self.message(key, &[("text", t_arg(text))])
    }

    /// Text that is not a call.
    pub fn call_parse_error(&self, e: &CallParseError) -> String {
        let (key, text) = match e {
            CallParseError::NotACall(t) => ("error-call-not-a-call", t),
            CallParseError::Level(t) => ("error-call-level", t),
            CallParseError::Strain(t) => ("error-call-strain", t),
        };
        self.message(key, &[("text", t_arg(text))])
    }

    /// Text that is not a seat.
    pub fn seat_parse_error(&self, e: &SeatParseError) -> String {
        let SeatParseError(text) = e;
        self.message("error-seat-not-a-seat", &[("text", t_arg(text))])
    }

    /// A PBN hand that cannot be read.
    pub fn hand_parse_error(&self, e: &HandParseError) -> String {
        match e {
            HandParseError::SuitCount { hand, found } => self.message(
                "error-hand-suit-count",
                &[("hand", t_arg(hand)), ("found", (*found).into())],
            ),
            HandParseError::Rank { hand, rank } => self.message(
                "error-hand-rank",
                &[("hand", t_arg(hand)), ("rank", rank.to_string().into())],
            ),
            HandParseError::Repeated { hand, card } => self.message(
                "error-hand-repeated",
                &[("hand", t_arg(hand)), ("card", card.to_string().into())],
            ),
        }
    }

    /// Hands or a PBN deal that are not a deal.
    pub fn deal_parse_error(&self, e: &DealError) -> String {
        match e {
            DealError::WrongCount { seat, count } => self.message(
                "error-hands-wrong-count",
                &[
                    ("seat", self.core_seat(*seat).into()),
                    ("count", (*count).into()),
                ],
            ),
            DealError::Duplicated {
                card,
                first,
                second,
            } => self.message(
                "error-hands-duplicated",
                &[
                    ("card", card.to_string().into()),
                    ("first", self.core_seat(*first).into()),
                    ("second", self.core_seat(*second).into()),
                ],
            ),
            DealError::MissingFirstSeat(text) => {
                self.message("error-hands-missing-first-seat", &[("text", t_arg(text))])
            }
            DealError::HandCount { text, found } => self.message(
                "error-hands-hand-count",
                &[("text", t_arg(text)), ("found", (*found).into())],
            ),
            DealError::Hand(h) => self.hand_parse_error(h),
        }
    }

    /// A vulnerability or a board number that cannot be used.
    pub fn board_error(&self, e: &BoardError) -> String {
        match e {
            BoardError::Vulnerability(t) => {
                self.message("error-board-vulnerability", &[("text", t_arg(t))])
            }
            BoardError::NumberZero => self.text("error-board-number-zero"),
        }
    }

    /// Text that is not a contract.
    pub fn contract_parse_error(&self, e: &ContractParseError) -> String {
        match e {
            ContractParseError::Shape(t) => {
                self.message("error-contract-shape", &[("text", t_arg(t))])
            }
            ContractParseError::Call(c) => self.call_parse_error(c),
        }
    }
}

impl Catalog {
    /// A seat as these errors name it: the letter in English (as their
    /// `Display` does), the full name in Chinese.
    fn core_seat(&self, seat: tenace_core::Seat) -> String {
        match self.lang() {
            crate::Lang::En => self.seat_short(seat),
            crate::Lang::ZhTw => self.seat(seat),
        }
    }
}

fn t_arg(text: &str) -> Arg {
    Arg::from(text)
}
