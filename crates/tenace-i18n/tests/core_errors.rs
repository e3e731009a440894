//! The bridge vocabulary's parse errors in both languages: every variant
//! (the matches below are exhaustive, so a new variant must be added here)
//! reads in English exactly as its `Display`, and in Chinese as a message
//! of its own with every value filled in.

use tenace_core::{
    BoardError, CallParseError, Card, CardParseError, ContractParseError, DealError,
    HandParseError, Seat, SeatParseError,
};
use tenace_i18n::{Catalog, Lang};

fn sa() -> Card {
    "SA".parse().unwrap()
}

fn card_errors() -> Vec<CardParseError> {
    let all = vec![
        CardParseError::NotACard("Z9".into()),
        CardParseError::NotASuit("Z".into()),
        CardParseError::NotARank("1".into()),
    ];
    for e in &all {
        match e {
            CardParseError::NotACard(_)
            | CardParseError::NotASuit(_)
            | CardParseError::NotARank(_) => {}
        }
    }
    all
}

fn call_errors() -> Vec<CallParseError> {
    let all = vec![
        CallParseError::NotACall("Q".into()),
        CallParseError::Level("8S".into()),
        CallParseError::Strain("1Z".into()),
    ];
    for e in &all {
        match e {
            CallParseError::NotACall(_) | CallParseError::Level(_) | CallParseError::Strain(_) => {}
        }
    }
    all
}

fn hand_errors() -> Vec<HandParseError> {
    let all = vec![
        HandParseError::SuitCount {
            hand: "AKQ.T98".into(),
            found: 2,
        },
        HandParseError::Rank {
            hand: "AKZ...".into(),
            rank: 'Z',
        },
        HandParseError::Repeated {
            hand: "AA...".into(),
            card: sa(),
        },
    ];
    for e in &all {
        match e {
            HandParseError::SuitCount { .. }
            | HandParseError::Rank { .. }
            | HandParseError::Repeated { .. } => {}
        }
    }
    all
}

fn deal_errors() -> Vec<DealError> {
    let mut all = vec![
        DealError::WrongCount {
            seat: Seat::East,
            count: 12,
        },
        DealError::Duplicated {
            card: sa(),
            first: Seat::North,
            second: Seat::West,
        },
        DealError::MissingFirstSeat("AKQ".into()),
        DealError::HandCount {
            text: "N:AKQ...".into(),
            found: 1,
        },
    ];
    all.extend(hand_errors().into_iter().map(DealError::Hand));
    for e in &all {
        match e {
            DealError::WrongCount { .. }
            | DealError::Duplicated { .. }
            | DealError::MissingFirstSeat(_)
            | DealError::HandCount { .. }
            | DealError::Hand(_) => {}
        }
    }
    all
}

fn board_errors() -> Vec<BoardError> {
    let all = vec![
        BoardError::Vulnerability("Q".into()),
        BoardError::NumberZero,
    ];
    for e in &all {
        match e {
            BoardError::Vulnerability(_) | BoardError::NumberZero => {}
        }
    }
    all
}

fn contract_errors() -> Vec<ContractParseError> {
    let mut all = vec![ContractParseError::Shape("4".into())];
    all.extend(call_errors().into_iter().map(ContractParseError::Call));
    for e in &all {
        match e {
            ContractParseError::Shape(_) | ContractParseError::Call(_) => {}
        }
    }
    all
}

/// Every error as (its Display, English, Chinese).
fn rendered() -> Vec<(String, String, String)> {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let mut out = Vec::new();
    macro_rules! each {
        ($list:expr, $method:ident) => {
            for e in $list {
                out.push((e.to_string(), en.$method(&e), zh.$method(&e)));
            }
        };
    }
    each!(card_errors(), card_parse_error);
    each!(call_errors(), call_parse_error);
    each!([SeatParseError("Q".into())], seat_parse_error);
    each!(hand_errors(), hand_parse_error);
    each!(deal_errors(), deal_parse_error);
    each!(board_errors(), board_error);
    each!(contract_errors(), contract_parse_error);
    out
}

#[test]
fn english_is_the_display_text() {
    for (display, en, _) in rendered() {
        assert_eq!(en, display);
    }
}

#[test]
fn chinese_has_its_own_message_with_every_value() {
    for (display, en, zh) in rendered() {
        assert_ne!(zh, en, "{display}");
        assert!(!zh.contains("{$") && !zh.starts_with("error-"), "{zh}");
        // Each quoted value of the English text is in the Chinese one.
        for (i, part) in en.split('`').enumerate() {
            if i % 2 == 1 && !part.contains(' ') {
                assert!(zh.contains(part), "`{part}` missing from {zh}");
            }
        }
    }
}

#[test]
fn a_few_read_as_written() {
    let zh = Catalog::new(Lang::ZhTw);
    assert_eq!(
        zh.seat_parse_error(&SeatParseError("Q".into())),
        "`Q` 不是座位（可用 N、E、S、W）"
    );
    assert_eq!(
        zh.deal_parse_error(&DealError::WrongCount {
            seat: Seat::East,
            count: 12
        }),
        "東家手上有 12 張牌；每一手都要剛好 13 張"
    );
}
