//! The engine's refusals and the table script's errors in both languages.
//!
//! `Catalog::action_error` matches every `ActionError` variant (a new one
//! does not compile until it has a message); these tests check that each
//! variant's message exists in both catalogues (going through
//! `ActionErrorKind`, the variants without their data), that every
//! reason the engine writes as text has a message, and how a few read.

use tenace_core::{Call, Card, Seat, Suit};
use tenace_i18n::{Catalog, Lang};
use tenace_laws::script::{Expected, ScriptError, ScriptErrorKind};
use tenace_laws::{ActionError, ActionErrorKind, LawRef};

#[test]
fn every_action_error_has_a_message_in_both_languages() {
    use strum::IntoEnumIterator;
    let variants: Vec<&'static str> = ActionErrorKind::iter().map(<&str>::from).collect();
    assert!(
        variants.len() >= 30,
        "found only {} ActionError variants: {variants:?}",
        variants.len()
    );
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for v in &variants {
            let key = format!("error-action-{v}");
            assert!(cat.has_message(&key), "{lang} has no message `{key}`");
        }
    }
}

/// Every typed reason of the engine (who may accept, why an action cannot
/// be done) has a message in both languages, and the Chinese one is not the
/// English text.
#[test]
fn every_who_and_why_has_a_message_in_both_languages() {
    use strum::IntoEnumIterator;
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    for who in tenace_laws::Who::iter() {
        let key = format!("error-who-{}", who.key());
        assert!(en.has_message(&key) && zh.has_message(&key), "{key}");
        assert_eq!(en.who(who), who.to_string(), "{key}");
        assert_ne!(zh.who(who), who.to_string(), "{key}");
    }
    for why in tenace_laws::Why::iter() {
        let key = format!("error-why-{}", why.key());
        assert!(en.has_message(&key) && zh.has_message(&key), "{key}");
        assert_ne!(zh.why(why), en.why(why), "{key}");
    }
}

/// Every word a script line can be missing has a message in both
/// languages, and the Chinese one is not the English text.
#[test]
fn every_need_of_a_script_word_has_a_message() {
    use strum::IntoEnumIterator;
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    for needs in tenace_laws::script::Needs::iter() {
        let key = format!("error-needs-{}", needs.key());
        assert!(en.has_message(&key) && zh.has_message(&key), "{key}");
        assert_eq!(en.needs(needs), needs.to_string(), "{key}");
        assert_ne!(zh.needs(needs), needs.to_string(), "{key}");
    }
}

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

/// A sample of every kind of argument: seats, cards, calls, laws, counts,
/// and a reason given as text.
fn samples() -> Vec<ActionError> {
    vec![
        ActionError::CardNotHeld {
            seat: Seat::East,
            card: card("CQ"),
            holder: Seat::North,
        },
        ActionError::AlreadyPlayed {
            card: card("SA"),
            trick: 3,
        },
        ActionError::AwaitingDirector {
            id: 0,
            law: LawRef::new("27A1"),
        },
        ActionError::MustRepeat {
            seat: Seat::West,
            call: Call::Pass,
        },
        ActionError::AwaitingLeadChoice {
            declarer: Seat::North,
            law: LawRef::new("50D2"),
        },
        ActionError::SuitSpecified { suit: Suit::Hearts },
        ActionError::TooManyTricks {
            claimed: 9,
            remaining: 7,
        },
        ActionError::NotEntitledToAccept {
            seat: Seat::South,
            law: LawRef::new("29A"),
            entitled: tenace_laws::Who::OffendersLho,
        },
        ActionError::CannotExpose {
            seat: Seat::South,
            card: card("HT"),
            why: tenace_laws::Why::AlreadyFaceUp,
        },
    ]
}

#[test]
fn action_errors_read_in_each_language() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let expected = [
        (
            "E does not hold ♣Q (it is in N's hand)",
            "東家手中沒有 ♣Q（該張牌在北家手中）",
        ),
        ("♠A has already been played, to trick 3", "♠A 已於第 3 磴打出"),
        (
            "the table is waiting for the Director (Law 27A1, irregularity [1]); only an acceptance or a ruling can be applied now",
            "牌桌正在等待裁判（第 27A1 條，違常 [1]）；此時只能接受違常或由裁判裁決",
        ),
        (
            "W must repeat Pass (Laws 31A1, 32A1)",
            "西家必須再叫一次派司（第 31A1、32A1 條）",
        ),
        (
            "N (declarer) must first exercise his lead option (Law 50D2)",
            "莊家北家須先行使其攻牌選項（第 50D2 條）",
        ),
        (
            "hearts were specified by the offender in the legal auction; they cannot be forbidden (Law 26B)",
            "違規者已在合法叫牌中指名紅心，不得禁止此花色（第 26B 條）",
        ),
        (
            "9 tricks is more than the 7 that remain",
            "主張 9 磴，多於剩下的 7 磴",
        ),
        (
            "S may not accept this irregularity (Law 29A); the offender's left-hand opponent may",
            "南家無權接受此違常（第 29A 條）；有權接受者為違規者的左敵家",
        ),
        (
            "S cannot expose ♥T now: it is already face up",
            "南家此時不能亮出 ♥T：這張牌已經是正面朝上",
        ),
    ];
    for (e, (english, chinese)) in samples().iter().zip(expected) {
        assert_eq!(en.action_error(e), english);
        assert_eq!(zh.action_error(e), chinese);
    }
}

#[test]
fn script_errors_read_in_each_language() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let cases = [
        (
            ScriptErrorKind::UnknownWord("ZZ".into()),
            "line 4, column 3: `ZZ` is not an action or a setting (see docs/table-script.md)",
            "第 4 行第 3 欄：`ZZ` 不是動作也不是設定（見 docs/table-script.md）",
        ),
        (
            ScriptErrorKind::Missing {
                word: "lead".into(),
                what: tenace_laws::script::Needs::Card,
            },
            "line 4, column 3: `lead` needs a card",
            "第 4 行第 3 欄：`lead` 後面需要牌張",
        ),
        (
            ScriptErrorKind::NoDeal,
            "line 4, column 3: the script has no `deal` line before its first action",
            "第 4 行第 3 欄：腳本在第一個動作之前沒有 `deal` 行",
        ),
        (
            ScriptErrorKind::Action(ActionError::BoardOver),
            "line 4, column 3: the board is over; no further call or card can be made",
            "第 4 行第 3 欄：本牌已結束，不能再叫牌或出牌",
        ),
    ];
    for (kind, english, chinese) in cases {
        let e = ScriptError {
            line: 4,
            column: 3,
            kind,
        };
        assert_eq!(en.script_error(&e), english);
        assert_eq!(zh.script_error(&e), chinese);
        // English reads as the engine's own message.
        assert_eq!(english, e.to_string());
    }
}

/// The typed bad values of a table script read in English exactly as the
/// script error's `Display`; in Chinese, with the catalogue's words.
#[test]
fn typed_script_values_in_both_languages() {
    use tenace_core::{BoardError, CallParseError, CardParseError, DealError, SeatParseError};
    let kinds = [
        ScriptErrorKind::Card(CardParseError::NotACard("ZZ".into())),
        ScriptErrorKind::Call(CallParseError::Level("9S".into())),
        ScriptErrorKind::Seat(SeatParseError("Q".into())),
        ScriptErrorKind::Deal(DealError::MissingFirstSeat("AKQ".into())),
        ScriptErrorKind::Board(BoardError::NumberZero),
        ScriptErrorKind::Value("`0` is not a board number (1 or more)".into()),
        ScriptErrorKind::NoCall(Seat::West),
        ScriptErrorKind::Solver(tenace_laws::SolverError::Refused { solver: "pons-dds" }),
    ];
    let not_a: Vec<ScriptErrorKind> = [
        Expected::BoardNumber,
        Expected::RuleSet,
        Expected::Mode,
        Expected::Side,
        Expected::ArtificialScore,
        Expected::Tricks,
        Expected::Ruling,
        Expected::Designation,
        Expected::Attention,
        Expected::CallCardOrAction,
        Expected::Number,
        Expected::ReviewPoint,
        Expected::PenaltyUnit,
        Expected::Contract,
        Expected::AuctionAfterReview,
    ]
    .into_iter()
    .map(|expected| {
        match expected {
            Expected::BoardNumber
            | Expected::RuleSet
            | Expected::Mode
            | Expected::Side
            | Expected::ArtificialScore
            | Expected::Tricks
            | Expected::Ruling
            | Expected::Designation
            | Expected::Attention
            | Expected::CallCardOrAction
            | Expected::Number
            | Expected::ReviewPoint
            | Expected::PenaltyUnit
            | Expected::Contract
            | Expected::AuctionAfterReview => {}
        }
        ScriptErrorKind::NotA {
            word: "x1".into(),
            expected,
        }
    })
    .collect();
    let kinds: Vec<&ScriptErrorKind> = kinds.iter().chain(&not_a).collect();
    for kind in kinds {
        // A new kind must be placed here: typed (localized) or not.
        let typed = match kind {
            ScriptErrorKind::Card(_)
            | ScriptErrorKind::Call(_)
            | ScriptErrorKind::Seat(_)
            | ScriptErrorKind::Deal(_)
            | ScriptErrorKind::Board(_)
            | ScriptErrorKind::NotA { .. }
            | ScriptErrorKind::NoCall(_)
            | ScriptErrorKind::Solver(_) => true,
            ScriptErrorKind::UnknownWord(_)
            | ScriptErrorKind::Missing { .. }
            | ScriptErrorKind::Trailing(_)
            | ScriptErrorKind::Value(_)
            | ScriptErrorKind::NoDeal
            | ScriptErrorKind::SettingAfterAction(_)
            | ScriptErrorKind::Action(_) => false,
        };
        let en = Catalog::new(Lang::En).script_error_kind(kind);
        let zh = Catalog::new(Lang::ZhTw).script_error_kind(kind);
        assert_eq!(en, kind.to_string());
        assert_eq!(zh != en, typed, "{zh}");
    }
}

/// A solver's failure, met by a bare `director award`, reads in each
/// language; English is the error's own `Display`, and the backend's text
/// stays as it is, in brackets.
#[test]
fn solver_errors_read_in_each_language() {
    use tenace_laws::SolverError;
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let cases = [
        (
            SolverError::Refused { solver: "pons-dds" },
            "the double-dummy solver pons-dds cannot take this position",
            "雙明手求解器 pons-dds 無法處理此局面",
        ),
        (
            SolverError::BadAnswer { solver: "pons-dds" },
            "the double-dummy solver pons-dds gave an answer outside its contract",
            "雙明手求解器 pons-dds 傳回不合約定的結果",
        ),
        (
            SolverError::Internal {
                solver: "dds-bridge",
                message: "out of memory".into(),
            },
            "the double-dummy solver dds-bridge failed (out of memory)",
            "雙明手求解器 dds-bridge 發生內部錯誤（out of memory）",
        ),
    ];
    for (e, english, chinese) in cases {
        assert_eq!(en.solver_error(&e), english);
        assert_eq!(zh.solver_error(&e), chinese);
        assert_eq!(english, e.to_string());
        let kind = ScriptErrorKind::Solver(e);
        let s = ScriptError {
            line: 9,
            column: 1,
            kind,
        };
        assert_eq!(en.script_error(&s), format!("line 9, column 1: {english}"));
        assert_eq!(zh.script_error(&s), format!("第 9 行第 1 欄：{chinese}"));
    }
}
