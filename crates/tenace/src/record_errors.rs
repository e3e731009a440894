//! What `tenace check` found wrong with a record it could not read
//! ([`ErrorKind`]), through the catalogue: `check-error-` + the variant in
//! kebab case. The match is exhaustive, so a new variant does not compile
//! until it has a message; the English messages are the variants' own
//! `Display` text, byte for byte.

use tenace_core::Seat;
use tenace_formats::note::{DealReason, LinHandError};
use tenace_formats::ErrorKind;
use tenace_i18n::{Arg, Catalog, Lang};

/// A seat as the reader names it: its letter in English, its name in
/// other languages.
fn seat(cat: &Catalog, s: Seat) -> Arg {
    Arg::from(match cat.lang() {
        Lang::En => cat.seat_short(s),
        Lang::ZhTw => cat.seat(s),
    })
}

/// How an auction had ended (Law 22).
fn ended(cat: &Catalog, reason: tenace_formats::AuctionEnded) -> Arg {
    Arg::from(cat.text(match reason {
        tenace_formats::AuctionEnded::ThreePassesAfterBid => "check-ended-three-passes",
        tenace_formats::AuctionEnded::FourPasses => "check-ended-four-passes",
    }))
}

/// The catalogue key and variables of why a deal cannot be read.
pub fn deal_reason_parts(
    cat: &Catalog,
    r: &DealReason,
) -> (&'static str, Vec<(&'static str, Arg)>) {
    use DealReason as D;
    let name = |s: Seat| Arg::from(cat.seat(s));
    let n = |x: usize| Arg::from(x.to_string());
    match r {
        D::NoColon => ("check-deal-no-colon", vec![]),
        D::NotASeat(s) => (
            "check-deal-not-a-seat",
            vec![("text", Arg::from(s.as_str()))],
        ),
        D::Hand { seat: s, error } => (
            "check-deal-hand",
            vec![
                ("seat", name(*s)),
                (
                    "reason",
                    Arg::from(match cat.lang() {
                        Lang::En => error.to_string(),
                        Lang::ZhTw => cat.hand_parse_error(error),
                    }),
                ),
            ],
        ),
        D::LinHand {
            seat: s,
            text,
            error,
        } => {
            let (key, args) = match error {
                LinHandError::NotSuitOrRank(c) => (
                    "check-lin-hand-not-suit-or-rank",
                    vec![("char", Arg::from(c.to_string()))],
                ),
                LinHandError::RankBeforeSuit(c) => (
                    "check-lin-hand-rank-before-suit",
                    vec![("char", Arg::from(c.to_string()))],
                ),
                LinHandError::Twice(card) => (
                    "check-lin-hand-twice",
                    vec![("card", Arg::from(card.to_string()))],
                ),
            };
            (
                "check-deal-lin-hand",
                vec![
                    ("seat", name(*s)),
                    ("text", Arg::from(text.as_str())),
                    ("reason", Arg::from(cat.message(key, &args))),
                ],
            )
        }
        D::DealerDigit(c) => (
            "check-deal-dealer-digit",
            vec![("char", Arg::from(c.to_string()))],
        ),
        D::HandCount { given, pbn } => (
            if *pbn {
                "check-deal-hand-count-pbn"
            } else {
                "check-deal-hand-count"
            },
            vec![("given", n(*given))],
        ),
        D::CardTwice {
            card,
            first,
            second,
        } => (
            "check-deal-card-twice",
            vec![
                ("card", Arg::from(card.to_string())),
                ("first", name(*first)),
                ("second", name(*second)),
            ],
        ),
        D::TooManyCards { seat: s, cards } => (
            "check-deal-too-many-cards",
            vec![("seat", name(*s)), ("cards", n(*cards))],
        ),
        D::Uneven { seat: s, cards } => (
            "check-deal-uneven",
            vec![("seat", name(*s)), ("cards", n(*cards))],
        ),
    }
}

/// Why a deal cannot be read, in `cat`'s language.
fn deal_reason(cat: &Catalog, r: &DealReason) -> Arg {
    let (key, args) = deal_reason_parts(cat, r);
    Arg::from(cat.message(key, &args))
}

/// The catalogue key and variables of `kind`.
pub fn parts(cat: &Catalog, kind: &ErrorKind) -> (&'static str, Vec<(&'static str, Arg)>) {
    use ErrorKind as K;
    let t = |s: &String| Arg::from(s.as_str());
    match kind {
        K::UnterminatedString(s) => ("check-error-unterminated-string", vec![("text", t(s))]),
        K::UnterminatedComment(s) => ("check-error-unterminated-comment", vec![("text", t(s))]),
        K::ExpectedTagName { found } => {
            ("check-error-expected-tag-name", vec![("found", t(found))])
        }
        K::BadTagName(s) => ("check-error-bad-tag-name", vec![("text", t(s))]),
        K::ExpectedTagValue { tag, found } => (
            "check-error-expected-tag-value",
            vec![("tag", t(tag)), ("found", t(found))],
        ),
        K::ExpectedCloseBracket { tag, found } => (
            "check-error-expected-close-bracket",
            vec![("tag", t(tag)), ("found", t(found))],
        ),
        K::StrayBracket => ("check-error-stray-bracket", vec![]),
        K::DataOutsideSection(s) => ("check-error-data-outside-section", vec![("text", t(s))]),
        K::BadSeat { tag, value } => (
            "check-error-bad-seat",
            vec![("tag", t(tag)), ("value", t(value))],
        ),
        K::BadBoard(s) => ("check-error-bad-board", vec![("text", t(s))]),
        K::BadVulnerable(s) => ("check-error-bad-vulnerable", vec![("text", t(s))]),
        K::BadDeal { value, reason } => (
            "check-error-bad-deal",
            vec![("value", t(value)), ("reason", deal_reason(cat, reason))],
        ),
        K::BadDeclarer(s) => ("check-error-bad-declarer", vec![("text", t(s))]),
        K::BadContract(s) => ("check-error-bad-contract", vec![("text", t(s))]),
        K::BadResult(s) => ("check-error-bad-result", vec![("text", t(s))]),
        K::BadNote(s) => ("check-error-bad-note", vec![("text", t(s))]),
        K::BadCall(s) => ("check-error-bad-call", vec![("text", t(s))]),
        K::BadCard(s) => ("check-error-bad-card", vec![("text", t(s))]),
        K::BadToken { section, token } => (
            "check-error-bad-token",
            vec![("token", t(token)), ("section", Arg::from(*section))],
        ),
        K::MisplacedMark { mark } => (
            "check-error-misplaced-mark",
            vec![("mark", Arg::from(mark.to_string()))],
        ),
        K::AfterStar(s) => ("check-error-after-star", vec![("text", t(s))]),
        K::LateNotYet => ("check-error-late-not-yet", vec![]),
        K::AuctionAfterEnd {
            call,
            seat: s,
            reason,
        } => (
            "check-error-auction-after-end",
            vec![
                ("call", t(call)),
                ("seat", seat(cat, *s)),
                ("reason", ended(cat, *reason)),
            ],
        ),
        K::BidAboveSeven(s) => ("check-error-bid-above-seven", vec![("text", t(s))]),
        K::CardPlayedTwice {
            card,
            first_trick,
            trick,
        } => (
            "check-error-card-played-twice",
            vec![
                ("card", card.to_string().into()),
                ("first_trick", (*first_trick).into()),
                ("trick", (*trick).into()),
            ],
        ),
        K::CardNotHeld {
            seat: s,
            card,
            trick,
            holder,
        } => (
            "check-error-card-not-held",
            vec![
                ("seat", seat(cat, *s)),
                ("card", card.to_string().into()),
                ("trick", (*trick).into()),
                ("holder", seat(cat, *holder)),
            ],
        ),
        K::HandExhausted {
            seat: s,
            card,
            trick,
        } => (
            "check-error-hand-exhausted",
            vec![
                ("seat", seat(cat, *s)),
                ("card", card.to_string().into()),
                ("trick", (*trick).into()),
            ],
        ),
        K::TooManyTricks(n) => ("check-error-too-many-tricks", vec![("tricks", (*n).into())]),
        K::PlayWithoutContract => ("check-error-play-without-contract", vec![]),
        K::BadLinKey(s) => ("check-error-bad-lin-key", vec![("text", t(s))]),
        K::UnterminatedLinValue(s) => ("check-error-unterminated-lin-value", vec![("text", t(s))]),
        K::BadLinDeal { value, reason } => (
            "check-error-bad-lin-deal",
            vec![("value", t(value)), ("reason", deal_reason(cat, reason))],
        ),
        K::BadLinVulnerability(s) => ("check-error-bad-lin-vulnerability", vec![("text", t(s))]),
        K::BadLinCall(s) => ("check-error-bad-lin-call", vec![("text", t(s))]),
        K::BadLinCard(s) => ("check-error-bad-lin-card", vec![("text", t(s))]),
        K::BadLinClaim(s) => ("check-error-bad-lin-claim", vec![("text", t(s))]),
    }
}

/// What is wrong with an unreadable record, in `cat`'s language.
pub fn render(cat: &Catalog, kind: &ErrorKind) -> String {
    let (key, args) = parts(cat, kind);
    cat.message(key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_core::Card;

    /// One of every variant; the match makes a new variant fail to compile
    /// here until it is added.
    fn every_kind() -> Vec<ErrorKind> {
        use ErrorKind as K;
        let s = || "x1".to_string();
        let card: Card = "HQ".parse().unwrap();
        let all = vec![
            K::UnterminatedString(s()),
            K::UnterminatedComment(s()),
            K::ExpectedTagName { found: s() },
            K::BadTagName(s()),
            K::ExpectedTagValue {
                tag: "Deal".into(),
                found: s(),
            },
            K::ExpectedCloseBracket {
                tag: "Deal".into(),
                found: s(),
            },
            K::StrayBracket,
            K::DataOutsideSection(s()),
            K::BadSeat {
                tag: "Dealer".into(),
                value: s(),
            },
            K::BadBoard(s()),
            K::BadVulnerable(s()),
            K::BadDeal {
                value: s(),
                reason: DealReason::NotASeat("x1".into()),
            },
            K::BadDeclarer(s()),
            K::BadContract(s()),
            K::BadResult(s()),
            K::BadNote(s()),
            K::BadCall(s()),
            K::BadCard(s()),
            K::BadToken {
                section: "auction",
                token: s(),
            },
            K::BadToken {
                section: "play",
                token: s(),
            },
            K::MisplacedMark { mark: 'Q' },
            K::AfterStar(s()),
            K::LateNotYet,
            K::AuctionAfterEnd {
                call: "1S".into(),
                seat: Seat::East,
                reason: tenace_formats::AuctionEnded::FourPasses,
            },
            K::AuctionAfterEnd {
                call: "1S".into(),
                seat: Seat::East,
                reason: tenace_formats::AuctionEnded::ThreePassesAfterBid,
            },
            K::BidAboveSeven(s()),
            K::CardPlayedTwice {
                card,
                first_trick: 2,
                trick: 5,
            },
            K::CardNotHeld {
                seat: Seat::North,
                card,
                trick: 3,
                holder: Seat::West,
            },
            K::HandExhausted {
                seat: Seat::South,
                card,
                trick: 14,
            },
            K::TooManyTricks(14),
            K::PlayWithoutContract,
            K::BadLinKey(s()),
            K::UnterminatedLinValue(s()),
            K::BadLinDeal {
                value: s(),
                reason: DealReason::NotASeat("x1".into()),
            },
            K::BadLinVulnerability(s()),
            K::BadLinCall(s()),
            K::BadLinCard(s()),
            K::BadLinClaim(s()),
        ];
        for k in &all {
            match k {
                K::UnterminatedString(_)
                | K::UnterminatedComment(_)
                | K::ExpectedTagName { .. }
                | K::BadTagName(_)
                | K::ExpectedTagValue { .. }
                | K::ExpectedCloseBracket { .. }
                | K::StrayBracket
                | K::DataOutsideSection(_)
                | K::BadSeat { .. }
                | K::BadBoard(_)
                | K::BadVulnerable(_)
                | K::BadDeal { .. }
                | K::BadDeclarer(_)
                | K::BadContract(_)
                | K::BadResult(_)
                | K::BadNote(_)
                | K::BadCall(_)
                | K::BadCard(_)
                | K::BadToken { .. }
                | K::MisplacedMark { .. }
                | K::AfterStar(_)
                | K::LateNotYet
                | K::AuctionAfterEnd { .. }
                | K::BidAboveSeven(_)
                | K::CardPlayedTwice { .. }
                | K::CardNotHeld { .. }
                | K::HandExhausted { .. }
                | K::TooManyTricks(_)
                | K::PlayWithoutContract
                | K::BadLinKey(_)
                | K::UnterminatedLinValue(_)
                | K::BadLinDeal { .. }
                | K::BadLinVulnerability(_)
                | K::BadLinCall(_)
                | K::BadLinCard(_)
                | K::BadLinClaim(_) => {}
            }
        }
        all
    }

    /// One of every reason a deal cannot be read.
    fn every_deal_reason() -> Vec<DealReason> {
        use DealReason as D;
        let card: Card = "HQ".parse().unwrap();
        let all = vec![
            D::NoColon,
            D::NotASeat("x1".into()),
            D::Hand {
                seat: Seat::West,
                error: tenace_core::Hand::from_pbn("x1").unwrap_err(),
            },
            D::LinHand {
                seat: Seat::West,
                text: "x1".into(),
                error: LinHandError::NotSuitOrRank('x'),
            },
            D::LinHand {
                seat: Seat::West,
                text: "x1".into(),
                error: LinHandError::RankBeforeSuit('A'),
            },
            D::LinHand {
                seat: Seat::West,
                text: "x1".into(),
                error: LinHandError::Twice(card),
            },
            D::DealerDigit('7'),
            D::HandCount {
                given: 3,
                pbn: true,
            },
            D::HandCount {
                given: 5,
                pbn: false,
            },
            D::CardTwice {
                card,
                first: Seat::North,
                second: Seat::South,
            },
            D::TooManyCards {
                seat: Seat::East,
                cards: 14,
            },
            D::Uneven {
                seat: Seat::East,
                cards: 12,
            },
        ];
        for r in &all {
            match r {
                D::NoColon
                | D::NotASeat(_)
                | D::Hand { .. }
                | D::LinHand { .. }
                | D::DealerDigit(_)
                | D::HandCount { .. }
                | D::CardTwice { .. }
                | D::TooManyCards { .. }
                | D::Uneven { .. } => {}
            }
        }
        all
    }

    #[test]
    fn every_deal_reason_reads_in_both_languages() {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        for r in every_deal_reason() {
            let text = |c: &Catalog| match deal_reason(c, &r) {
                Arg::Text(t) => t,
                other => panic!("{other:?}"),
            };
            assert_eq!(text(&en), r.to_string());
            let (key, _) = deal_reason_parts(&zh, &r);
            assert!(zh.has_message(key), "{key}");
            let chinese = text(&zh);
            assert_ne!(chinese, r.to_string(), "{key}");
            assert!(!chinese.contains("{$"), "{key}: {chinese}");
            if r.to_string().contains("x1") {
                assert!(chinese.contains("x1"), "{key}: {chinese}");
            }
        }
    }

    #[test]
    fn english_is_the_display_text() {
        let en = Catalog::new(Lang::En);
        for k in every_kind() {
            assert_eq!(render(&en, &k), k.to_string());
        }
    }

    #[test]
    fn every_kind_has_a_chinese_message_with_its_values() {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        for k in every_kind() {
            let (key, en_args) = parts(&en, &k);
            let (zh_key, _) = parts(&zh, &k);
            assert_eq!(key, zh_key);
            assert!(zh.has_message(key), "{key}");
            let text = render(&zh, &k);
            assert_ne!(text, render(&en, &k), "{key}");
            assert!(!text.contains("{$"), "{key}: {text}");
            for (name, value) in en_args {
                if let Arg::Text(v) = value {
                    if v == "x1" {
                        assert!(text.contains("x1"), "{key} lacks ${name}: {text}");
                    }
                }
            }
        }
    }
}
