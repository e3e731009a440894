//! The message catalogue of Tenace: every text a user sees, in English and
//! Traditional Chinese, through [Fluent](https://projectfluent.org).
//!
//! The engine crates return data (seats, cards, calls, [`IrregularityKind`]s,
//! [`Status`]es, law numbers); this crate turns that data into sentences.
//! The catalogues are `locales/en/tenace.ftl` and `locales/zh-TW/tenace.ftl`,
//! compiled into the binary.
//!
//! ```
//! use tenace_core::Seat;
//! use tenace_i18n::{Arg, Catalog, Lang};
//!
//! let zh = Catalog::new(Lang::ZhTw);
//! assert_eq!(zh.seat(Seat::South), "南家");
//! assert_eq!(zh.message("next-call", &[("seat", Arg::from(zh.seat(Seat::West)))]), "輪到西家叫牌。");
//! let en = Catalog::new("en_GB.UTF-8".parse().unwrap());
//! assert_eq!(en.law(tenace_laws::LawRef::new("27A1")), "Law 27A1");
//! ```
//!
//! # Key naming
//!
//! Keys are lower-case words joined by hyphens, the first word naming the
//! family:
//!
//! | family | keys |
//! |---|---|
//! | engine vocabulary | `seat-north`, `seat-short-north`, `side-ns`, `vulnerability-both`, `suit-hearts`, `call-pass`, `strain-notrump`, `contract`, `law-ref` |
//! | irregularities | `irregularity-` + [`IrregularityKind::key`], e.g. `irregularity-insufficient-bid` |
//! | statuses | [`status_key`]: `status-` + the variant in kebab case; `status-awaiting-finding-` + the question |
//! | who may accept | `acceptor-lho`, `acceptor-declarer`, ... |
//! | the Director's options (Law 10C1) | `option-line`, `option-` + the [`OptionKind`], `chooser-director` |
//! | rulings | `ruling-` + the [`Ruling`] and its answer, e.g. `ruling-not-comparable` |
//! | what follows from an option | `effect-` + the engine's [`RectOption::effect`] key, `effect-unknown` |
//! | obligations and restrictions | `obligation-`, `lead-restriction-`, `penalty-card-line`, `unauthorized-line`, `info-`, `review-line` |
//! | results | `result-` (`result-contract`, `result-transfer`, ...) |
//! | the board and table | `board-header`, `heading-auction`, `next-call`, ... |
//! | the demo | `demo-`, `comment-` |
//! | errors | `error-line`; the engine's refusals `error-action-` + the [`ActionError`](tenace_laws::ActionError) variant in kebab case ([`Catalog::action_error`]); `error-script-` (table scripts), `error-who-`, `error-why-`, `error-needs-` (reasons the engine gives as text, [`Catalog::reason`]); `error-score-`, `error-scoring-`, `error-field-`, `error-csv-` (a CSV line), `error-row-`, `error-adjusted-` (an adjusted score), `error-options-`, `error-pad-`, `error-deal-`, `error-honours-`, `error-law78-`, `error-format-` (the command's scoring and file errors), `error-io-` (why a file could not be read or written), `error-json-` (an options file); the bridge vocabulary's parse errors `error-card-`, `error-call-`, `error-seat-`, `error-hand-`, `error-hands-` (a deal), `error-board-`, `error-contract-` ([`Catalog::card_parse_error`] and its neighbours) |
//! | reports | `report-` (`tenace matchpoints`, `tenace imps-field`), `rubber-` and `chicago-` (`tenace rubber`), `check-` (with `check-error-` + the record reader's `ErrorKind` variant in kebab case; `check-found-` + the replay's `ReplayNote`, `check-event-` for the events it names, `check-warning-` + the reader's `WarningKind`, `check-deal-` and `check-lin-hand-` + the `DealReason`), `convert-` (`convert-loss-` + the `Loss`, `convert-skipped-record`) |
//! | command-line help | `help-about`, `help-arg-` + argument, `help-` + subcommand + `-about` / `-arg-` + argument; clap's own words `help-usage`, `help-options`, ...; clap's parse errors `clap-error-` + its `ErrorKind` in kebab case, `clap-reason-` (why a value was refused), `clap-tip-`, `clap-usage`, `clap-more-help` |
//!
//! Variables are snake case (`$offender`, `$last_bid`). Seats, cards, calls
//! and law references are passed already rendered (text); counts that
//! choose a plural form (`$tricks`, `$over`) are numbers. Law references are
//! always made by [`Catalog::law`] (`law-ref`) or [`Catalog::laws`]
//! (`law-refs`): English "Law 27A1", Chinese 「第 27A1 條」; messages never
//! write a clause number themselves. To add a message, add it to both `.ftl` files with the same
//! variables; the tests in `tests/` fail otherwise.
#![forbid(unsafe_code)]

mod core_errors;
mod errors;
pub mod reports;
mod text;

use std::fmt;
use std::str::FromStr;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use tenace_core::{
    AttemptedCall, Bid, Call, Card, Contract, Seat, Side, Strain, Suit, SuitSet, Vulnerability,
};
use tenace_laws::{
    BoardResult, Chooser, Irregularity, IrregularityKind, LawRef, OptionKind, Question, RectOption,
    ReplacementClass, Ruling, Status, Transfer, TurnOf,
};
use unic_langid::LanguageIdentifier;

pub use text::{display_width, pad};

/// A language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese, with the terms of the Chinese Taipei translation
    /// of the Laws.
    ZhTw,
}

/// A language name that is neither English nor Traditional Chinese.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a language of Tenace (expected en or zh-TW)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLang {}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhTw];

    /// The BCP 47 tag: `en` or `zh-TW`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// The Fluent source of this language's catalogue.
    pub const fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../locales/en/tenace.ftl"),
            Lang::ZhTw => include_str!("../locales/zh-TW/tenace.ftl"),
        }
    }

    /// Reads a language tag or a POSIX locale name: `en`, `en-GB`,
    /// `en_US.UTF-8`, `C`, `POSIX` give English; `zh-TW`, `zh_TW.UTF-8`,
    /// `zh-Hant`, `zh-HK`, `zh-MO` and a bare `zh` give Traditional Chinese.
    /// Anything else (including Simplified Chinese, which has no catalogue)
    /// is `None`.
    pub fn parse(name: &str) -> Option<Lang> {
        // Drop the encoding and modifier of a POSIX locale: zh_TW.UTF-8@x.
        let name = name.trim().split(['.', '@']).next().unwrap_or("");
        let lower = name.to_ascii_lowercase();
        let mut subtags = lower.split(['-', '_']);
        match subtags.next().unwrap_or("") {
            "c" | "posix" | "en" => Some(Lang::En),
            "zh" => {
                let rest: Vec<&str> = subtags.collect();
                let traditional = ["hant", "tw", "hk", "mo"];
                if rest.is_empty() || rest.iter().any(|t| traditional.contains(t)) {
                    Some(Lang::ZhTw)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// The language of the environment, as sys-locale reads it (on Unix
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
    /// empty, as POSIX orders them; the user's setting on Windows and
    /// macOS); a locale with no catalogue, or none, gives English.
    pub fn from_env() -> Lang {
        sys_locale::get_locale()
            .and_then(|value| Lang::parse(&value))
            .unwrap_or_default()
    }

    /// [`Lang::from_env`] with the variables read by `var`, for testing.
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|value| !value.trim().is_empty())
            .and_then(|value| Lang::parse(&value))
            .unwrap_or_default()
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::parse(s).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// The value of a message variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Text: a seat, a card, a call, a law reference, a rendered clause.
    Text(String),
    /// A number; Fluent chooses plural forms by it.
    Number(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::from(n))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, i8, i16, i32, i64);

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl Arg {
    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Text(s) => FluentValue::from(s.as_str()),
            Arg::Number(n) => FluentValue::from(*n),
        }
    }
}

/// Milliseconds as seconds for a message: 12000 → "12", 8500 → "8.5".
fn seconds(ms: u32) -> String {
    let text = format!("{}.{:03}", ms / 1000, ms % 1000);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The catalogue key of an irregularity's sentence: `irregularity-` and
/// [`IrregularityKind::key`].
pub fn irregularity_key(kind: &IrregularityKind) -> String {
    format!("irregularity-{}", kind.key())
}

/// The catalogue key of a status's text.
pub const fn status_key(status: &Status) -> &'static str {
    match status {
        Status::Unnoticed => "status-unnoticed",
        Status::AwaitingDirector => "status-awaiting-director",
        Status::AwaitingFinding { question } => match question {
            Question::AcceptedOrOwnTurn => "status-awaiting-finding-accepted-or-own-turn",
            Question::Unintended => "status-awaiting-finding-unintended",
            Question::ReplacementClass => "status-awaiting-finding-replacement-class",
            Question::Comparable => "status-awaiting-finding-comparable",
            Question::DealCorrectable => "status-awaiting-finding-deal-correctable",
            Question::ArtificialScore => "status-awaiting-finding-artificial-score",
            Question::LeadOrFollow => "status-awaiting-finding-lead-or-follow",
            Question::WhoSawCard => "status-awaiting-finding-who-saw-card",
        },
        Status::Condoned { .. } => "status-condoned",
        Status::Established { .. } => "status-established",
        Status::Cancelled { .. } => "status-cancelled",
        Status::ReviewAtEndOfPlay => "status-review-at-end-of-play",
        Status::FollowUp => "status-follow-up",
        Status::Rectified { .. } => "status-rectified",
    }
}

/// The messages of one language, ready to format.
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalog")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Catalog {
    /// The catalogue of `lang`.
    pub fn new(lang: Lang) -> Catalog {
        let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![id]);
        // Plain text for terminals and JSON: no Unicode isolation marks
        // around arguments.
        bundle.set_use_isolating(false);
        // The sources are compiled in and checked by the tests, so a syntax
        // error cannot reach a user; keep whatever parsed.
        let resource = FluentResource::try_new(lang.source().to_string())
            .unwrap_or_else(|(partial, _)| partial);
        // Only a duplicate key can fail here; the first definition wins.
        let _ = bundle.add_resource(resource);
        Catalog { lang, bundle }
    }

    /// The language of this catalogue.
    pub const fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the catalogue has a message `key`.
    pub fn has_message(&self, key: &str) -> bool {
        self.bundle
            .get_message(key)
            .and_then(|m| m.value())
            .is_some()
    }

    /// The message `key` with its variables set from `args`. A key the
    /// catalogue lacks gives the key itself (the tests make sure none is
    /// missing); a missing variable shows as `{$name}`.
    pub fn message(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.to_fluent());
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }

    /// A message without variables.
    pub fn text(&self, key: &str) -> String {
        self.message(key, &[])
    }

    /// A law reference: "Law 27A1", 「第 27A1 條」; a reference to the Laws
    /// of Rubber Bridge (`RB 27C`) through `law-ref-rubber`: "Rubber Law
    /// 27C", 「橋牌盤式規則第 27C 條」.
    pub fn law(&self, law: LawRef) -> String {
        if law.is_club() {
            return self.message("law-ref-club", &[("clause", law.clause().into())]);
        }
        if law.is_rubber() {
            return self.message("law-ref-rubber", &[("clause", law.clause().into())]);
        }
        self.message("law-ref", &[("clause", law.as_str().into())])
    }

    /// Several law references at once: "Laws 31A1, 32A1", 「第 31A1、32A1 條」.
    pub fn laws(&self, clauses: &[&str]) -> String {
        let list: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
        self.message("law-refs", &[("clauses", self.list(&list).into())])
    }

    /// Extraneous information from `seat` (Law 16B1): a break in tempo, a
    /// failure to alert (`call`: the call not alerted, when known), a
    /// question.
    pub fn extraneous(
        &self,
        seat: Seat,
        what: tenace_laws::Extraneous,
        call: Option<AttemptedCall>,
    ) -> String {
        let s = ("seat", Arg::from(self.seat(seat)));
        match what {
            tenace_laws::Extraneous::Tempo { ms } => {
                self.message("info-tempo", &[s, ("secs", Arg::from(seconds(ms)))])
            }
            tenace_laws::Extraneous::NoAlert { record } => match (record, call) {
                (Some(r), Some(c)) => self.message(
                    "info-no-alert",
                    &[
                        s,
                        ("call", self.call(c).into()),
                        ("number", Arg::from(r + 1)),
                    ],
                ),
                _ => self.message("info-no-alert-last", &[s]),
            },
            tenace_laws::Extraneous::Question { question } => {
                self.message("info-question", &[s, ("number", Arg::from(question + 1))])
            }
            tenace_laws::Extraneous::PointedCard { trick } => {
                self.message("info-pointed-card", &[s, ("number", Arg::from(trick + 1))])
            }
        }
    }

    /// A seat's name: "North", 「北家」.
    pub fn seat(&self, seat: Seat) -> String {
        self.text(match seat {
            Seat::North => "seat-north",
            Seat::East => "seat-east",
            Seat::South => "seat-south",
            Seat::West => "seat-west",
        })
    }

    /// A seat in one letter or character, for compact lines: "N", 「北」.
    pub fn seat_short(&self, seat: Seat) -> String {
        self.text(match seat {
            Seat::North => "seat-short-north",
            Seat::East => "seat-short-east",
            Seat::South => "seat-short-south",
            Seat::West => "seat-short-west",
        })
    }

    /// A partnership: "N-S", 「南北」.
    pub fn side(&self, side: Side) -> String {
        self.text(match side {
            Side::NorthSouth => "side-ns",
            Side::EastWest => "side-ew",
        })
    }

    /// A partnership in full: "North-South", 「南北方」.
    pub fn side_long(&self, side: Side) -> String {
        self.text(match side {
            Side::NorthSouth => "side-long-ns",
            Side::EastWest => "side-long-ew",
        })
    }

    /// A board's vulnerability: "Both", 「雙有」.
    pub fn vulnerability(&self, v: Vulnerability) -> String {
        self.text(match v {
            Vulnerability::None => "vulnerability-none",
            Vulnerability::NorthSouth => "vulnerability-ns",
            Vulnerability::EastWest => "vulnerability-ew",
            Vulnerability::Both => "vulnerability-both",
        })
    }

    /// A suit as a noun in a sentence: "heart", 「紅心」.
    pub fn suit(&self, suit: Suit) -> String {
        self.text(match suit {
            Suit::Clubs => "suit-clubs",
            Suit::Diamonds => "suit-diamonds",
            Suit::Hearts => "suit-hearts",
            Suit::Spades => "suit-spades",
        })
    }

    /// A suit as a plural noun: "hearts", 「紅心」.
    pub fn suit_plural(&self, suit: Suit) -> String {
        self.text(match suit {
            Suit::Clubs => "suit-plural-clubs",
            Suit::Diamonds => "suit-plural-diamonds",
            Suit::Hearts => "suit-plural-hearts",
            Suit::Spades => "suit-plural-spades",
        })
    }

    /// A set of suits by their symbols, spades first: ♠♥; "-" when empty.
    pub fn suit_set(&self, suits: SuitSet) -> String {
        if suits.is_empty() {
            return "-".into();
        }
        suits.iter().map(Suit::symbol).collect()
    }

    /// A card with its suit symbol, the same in every language: ♠A, ♥T.
    pub fn card(&self, card: Card) -> String {
        card.symbol_string()
    }

    /// A strain in a bid: a suit symbol, or "NT" / 「無王」.
    pub fn strain(&self, strain: Strain) -> String {
        match strain {
            Strain::NoTrump => self.text("strain-notrump"),
            suit => suit.symbol().to_string(),
        }
    }

    /// A bid: 1♥, 3NT, 3無王.
    pub fn bid(&self, bid: Bid) -> String {
        format!("{}{}", bid.level(), self.strain(bid.strain()))
    }

    /// What a player said: a bid (with suit symbols), Pass, X or XX in
    /// English, 派司、賭倍、再賭倍 in Chinese; a bid above seven as said.
    pub fn call(&self, call: AttemptedCall) -> String {
        match call {
            AttemptedCall::Call(Call::Bid(b)) => self.bid(b),
            AttemptedCall::Call(Call::Pass) => self.text("call-pass"),
            AttemptedCall::Call(Call::Double) => self.text("call-double"),
            AttemptedCall::Call(Call::Redouble) => self.text("call-redouble"),
            AttemptedCall::OverSeven { level, strain } => format!("{level}{}", self.strain(strain)),
        }
    }

    /// A contract: "4♥X by South", 「南家主打4♥X」.
    pub fn contract(&self, c: Contract) -> String {
        self.message(
            "contract",
            &[
                ("bid", self.bid(c.bid).into()),
                ("doubling", c.doubling.suffix().into()),
                ("declarer", self.seat(c.declarer).into()),
            ],
        )
    }

    /// A list of items, with the language's separator.
    pub fn list(&self, items: &[String]) -> String {
        items.join(&self.text("list-separator"))
    }

    /// One clause saying what happened (no final full stop).
    pub fn irregularity(&self, irr: &Irregularity) -> String {
        self.describe(irr.offender, &irr.kind)
    }

    /// One clause saying that `offender` committed `kind`; the facts of
    /// each family of irregularities are rendered by its own function below.
    pub fn describe(&self, offender: Seat, kind: &IrregularityKind) -> String {
        use IrregularityKind as K;
        let mut args: Vec<(&str, Arg)> = vec![
            ("offender", self.seat(offender).into()),
            ("law", self.law(kind.law()).into()),
        ];
        let facts = match *kind {
            K::CardExposedDuringAuction { .. }
            | K::CallWhileRequiredToPass { .. }
            | K::ChangeOfCall { .. }
            | K::InsufficientBid { .. }
            | K::PrematureReplacement { .. }
            | K::PassOutOfRotation { .. }
            | K::BidOutOfRotation { .. }
            | K::DoubleOutOfRotation { .. }
            | K::InadmissibleDouble { .. }
            | K::BidAboveSeven { .. }
            | K::CallAfterFinalPass { .. }
            | K::IncorrectNumberOfCards { .. }
            | K::MissingCard
            | K::CardsFromWrongBoard
            | K::WrongBoardInPlay
            | K::UnintendedCall { .. } => self.auction_facts(kind),
            K::FaceDownLeadOutOfTurn { .. }
            | K::OpeningLeadOutOfTurn { .. }
            | K::DeclaringSideOpeningLead { .. }
            | K::DeclarerLeadOutOfTurn { .. }
            | K::DefenderLeadOutOfTurn { .. }
            | K::ProperLeadAfterLeadOutOfTurn { .. }
            | K::SecondLeadByProperLeader { .. }
            | K::ProhibitedLead { .. } => self.lead_facts(kind),
            K::PrematureLeadOrPlay { .. }
            | K::PlayAtRightHandOpponentsTurn { .. }
            | K::DeclarerPrematurePlay { .. }
            | K::PlayBeforeRequiredLead { .. }
            | K::CardAddedToTrick { .. }
            | K::DeclarerExposedCard { .. }
            | K::DefenderExposedCard { .. }
            | K::DummyIndicatedCard { .. }
            | K::FaceDownLeadAfterFacedLead { .. }
            | K::ClaimPlayRejected { .. }
            | K::ClaimTrumpsBreached { .. }
            | K::Revoke { .. }
            | K::RestrictionBreached { .. }
            | K::PenaltyCardNotPlayed { .. }
            | K::DummyDrewAttention
            | K::OmittedPlay { .. }
            | K::DummyLimitBreached
            | K::ExtraCardOnTrick { .. }
            | K::DummyWrongCard { .. }
            | K::SimultaneousCards { .. } => self.play_facts(kind),
        };
        args.extend(facts);
        self.message(&irregularity_key(kind), &args)
    }

    /// The facts of an irregularity of the auction period: calls out of
    /// rotation, insufficient, inadmissible or changed, cards exposed
    /// during the auction, and a board's integrity (Laws 13-15, 17-40).
    fn auction_facts(&self, kind: &IrregularityKind) -> Vec<(&'static str, Arg)> {
        use IrregularityKind as K;
        let call = |c: Call| self.call(AttemptedCall::Call(c));
        let relation = |t: TurnOf| {
            self.text(match t {
                TurnOf::Partner => "turn-of-partner",
                TurnOf::RightHandOpponent => "turn-of-rho",
                TurnOf::LeftHandOpponent => "turn-of-lho",
            })
        };
        match *kind {
            K::CardExposedDuringAuction { card, led } => vec![
                ("card", self.card(card).into()),
                ("action", if led { "led" } else { "exposed" }.into()),
            ],
            K::CallWhileRequiredToPass {
                call: c,
                obligation,
            } => {
                vec![
                    ("call", call(c).into()),
                    ("obligation", self.law(obligation).into()),
                ]
            }
            K::ChangeOfCall {
                original,
                replacement,
            } => vec![
                ("original", self.call(original).into()),
                ("replacement", self.call(replacement).into()),
            ],
            K::InsufficientBid { bid, last_bid } => {
                vec![
                    ("bid", self.bid(bid).into()),
                    ("last_bid", self.bid(last_bid).into()),
                ]
            }
            K::PrematureReplacement {
                insufficient,
                replacement,
            } => vec![
                ("insufficient", self.bid(insufficient).into()),
                ("replacement", self.call(replacement).into()),
            ],
            K::PassOutOfRotation { turn, turn_of } => {
                vec![
                    ("turn", self.seat(turn).into()),
                    ("relation", relation(turn_of).into()),
                ]
            }
            K::BidOutOfRotation { bid, turn, turn_of } => vec![
                ("bid", self.bid(bid).into()),
                ("turn", self.seat(turn).into()),
                ("relation", relation(turn_of).into()),
            ],
            K::DoubleOutOfRotation {
                call: c,
                turn,
                turn_of,
            } => vec![
                ("call", call(c).into()),
                ("turn", self.seat(turn).into()),
                ("relation", relation(turn_of).into()),
            ],
            K::InadmissibleDouble {
                call: c,
                in_rotation,
            } => vec![
                ("call", call(c).into()),
                ("rotation", if in_rotation { "in" } else { "out" }.into()),
                ("rule", self.law(LawRef::new("19")).into()),
            ],
            K::BidAboveSeven { level, strain } => {
                vec![(
                    "bid",
                    self.call(AttemptedCall::OverSeven { level, strain }).into(),
                )]
            }
            K::CallAfterFinalPass { call: c } => vec![("call", self.call(c).into())],
            K::IncorrectNumberOfCards { under } => vec![("under", self.seat(under).into())],
            K::MissingCard | K::CardsFromWrongBoard | K::WrongBoardInPlay => vec![],
            K::UnintendedCall { call: c, intended } => vec![
                ("call", self.call(c).into()),
                ("intended", self.call(intended).into()),
            ],
            // Not reached: `describe` sends each kind to its family.
            _ => Vec::new(),
        }
    }

    /// The facts of an irregular lead: out of turn, face down, after one out
    /// of turn, a prohibited suit (Laws 26, 41, 53-56).
    fn lead_facts(&self, kind: &IrregularityKind) -> Vec<(&'static str, Arg)> {
        use IrregularityKind as K;
        match *kind {
            K::FaceDownLeadOutOfTurn {
                card,
                proper_leader,
            }
            | K::OpeningLeadOutOfTurn {
                card,
                proper_leader,
            }
            | K::DeclaringSideOpeningLead {
                card,
                proper_leader,
            }
            | K::DeclarerLeadOutOfTurn {
                card,
                proper_leader,
            }
            | K::DefenderLeadOutOfTurn {
                card,
                proper_leader,
            } => vec![
                ("card", self.card(card).into()),
                ("leader", self.seat(proper_leader).into()),
            ],
            K::ProperLeadAfterLeadOutOfTurn {
                card,
                irregular_lead,
            }
            | K::SecondLeadByProperLeader {
                card,
                irregular_lead,
            } => vec![
                ("card", self.card(card).into()),
                ("irregular_lead", self.card(irregular_lead).into()),
            ],
            K::ProhibitedLead {
                card,
                prohibited,
                trick,
            } => vec![
                ("card", self.card(card).into()),
                ("suit", self.suit(prohibited).into()),
                ("trick", trick.into()),
                ("rule", self.law(LawRef::new("26B")).into()),
            ],
            // Not reached: `describe` sends each kind to its family.
            _ => Vec::new(),
        }
    }

    /// The facts of an irregularity of the play: cards played early or
    /// exposed, penalty cards and restrictions, dummy, revokes, defective
    /// tricks, several cards at once, claims (Laws 43-71).
    fn play_facts(&self, kind: &IrregularityKind) -> Vec<(&'static str, Arg)> {
        use IrregularityKind as K;
        match *kind {
            K::PrematureLeadOrPlay { card, lead } => vec![
                ("card", self.card(card).into()),
                ("action", if lead { "lead" } else { "play" }.into()),
            ],
            K::PlayAtRightHandOpponentsTurn { card }
            | K::DeclarerPrematurePlay { card }
            | K::PlayBeforeRequiredLead { card }
            | K::CardAddedToTrick { card }
            | K::DeclarerExposedCard { card }
            | K::DefenderExposedCard { card }
            | K::DummyIndicatedCard { card }
            | K::FaceDownLeadAfterFacedLead { card }
            | K::ClaimPlayRejected { card } => vec![("card", self.card(card).into())],
            K::ClaimTrumpsBreached { card, draw } => vec![
                ("card", self.card(card).into()),
                ("choice", if draw { "draw" } else { "leave" }.into()),
            ],
            K::Revoke {
                card,
                suit_led,
                trick,
            } => vec![
                ("card", self.card(card).into()),
                ("suit", self.suit(suit_led).into()),
                ("trick", trick.into()),
            ],
            K::RestrictionBreached {
                card,
                trick,
                source,
            } => vec![
                ("card", self.card(card).into()),
                ("trick", trick.into()),
                ("source", self.law(source).into()),
            ],
            K::PenaltyCardNotPlayed {
                card,
                penalty_card,
                trick,
            } => vec![
                ("card", self.card(card).into()),
                ("penalty_card", self.card(penalty_card).into()),
                ("trick", trick.into()),
            ],
            K::DummyDrewAttention => vec![],
            K::OmittedPlay { trick } => vec![("trick", trick.into())],
            K::DummyLimitBreached => vec![],
            K::ExtraCardOnTrick { card, trick } => {
                vec![("card", self.card(card).into()), ("trick", trick.into())]
            }
            K::DummyWrongCard { card, named } => vec![
                ("card", self.card(card).into()),
                ("named", self.card(named).into()),
            ],
            K::SimultaneousCards { visible } => vec![(
                "cards",
                visible
                    .iter()
                    .map(|c| self.card(c))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .into(),
            )],
            // Not reached: `describe` sends each kind to its family.
            _ => Vec::new(),
        }
    }

    /// Where the irregularity stands, in words.
    pub fn status(&self, irr: &Irregularity) -> String {
        self.status_of(irr.offender, &irr.kind, &irr.status)
    }

    /// Where an irregularity `kind` committed by `offender` stands, when its
    /// status is `status`.
    pub fn status_of(&self, offender: Seat, kind: &IrregularityKind, status: &Status) -> String {
        let key = status_key(status);
        match *status {
            Status::AwaitingDirector => match self.acceptor(offender, kind) {
                Some(acceptor) => self.message(
                    "status-awaiting-director-acceptor",
                    &[("acceptor", acceptor.into())],
                ),
                None => self.text(key),
            },
            Status::AwaitingFinding { question } => match question {
                Question::AcceptedOrOwnTurn => self.message(
                    key,
                    &[
                        ("accept_law", self.law(LawRef::new("29A")).into()),
                        ("turn_law", self.law(LawRef::new("28B")).into()),
                    ],
                ),
                Question::Unintended => {
                    self.message(key, &[("law", self.law(LawRef::new("25A")).into())])
                }
                Question::ReplacementClass => {
                    self.message(key, &[("law", self.law(LawRef::new("27B1")).into())])
                }
                Question::Comparable => {
                    self.message(key, &[("law", self.law(LawRef::new("23A")).into())])
                }
                Question::DealCorrectable => {
                    self.message(key, &[("law", self.law(LawRef::new("13B")).into())])
                }
                Question::ArtificialScore => {
                    self.message(key, &[("law", self.law(LawRef::new("12C2")).into())])
                }
                Question::LeadOrFollow => self.message(
                    key,
                    &[
                        ("lead_law", self.law(LawRef::new("53B")).into()),
                        ("follow_law", self.law(LawRef::new("53A")).into()),
                    ],
                ),
                Question::WhoSawCard => {
                    self.message(key, &[("law", self.law(LawRef::new("16D1")).into())])
                }
            },
            Status::Condoned { law } | Status::Cancelled { law } | Status::Rectified { law } => {
                self.message(key, &[("law", self.law(law).into())])
            }
            Status::Established { law } => self.message(
                key,
                &[
                    ("law", self.law(law).into()),
                    ("after", self.law(LawRef::new("64")).into()),
                ],
            ),
            Status::Unnoticed | Status::ReviewAtEndOfPlay | Status::FollowUp => self.text(key),
        }
    }

    /// Who may accept an irregularity the table waits on, if anyone.
    fn acceptor(&self, offender: Seat, kind: &IrregularityKind) -> Option<String> {
        use IrregularityKind as K;
        let lho = |law: &'static str| {
            self.message(
                "acceptor-lho",
                &[
                    ("seat", self.seat(offender.lho()).into()),
                    ("law", self.law(LawRef::new(law)).into()),
                ],
            )
        };
        let with_law = |key: &str, law: &'static str| {
            self.message(key, &[("law", self.law(LawRef::new(law)).into())])
        };
        Some(match kind {
            K::InsufficientBid { .. } => lho("27A1"),
            k if k.is_call_out_of_rotation() => lho("29A"),
            K::OpeningLeadOutOfTurn { .. } => with_law("acceptor-declarer-options", "54"),
            K::DefenderLeadOutOfTurn { .. } => with_law("acceptor-declarer", "56A"),
            K::DeclarerLeadOutOfTurn { .. } => with_law("acceptor-defenders", "55A"),
            _ => return None,
        })
    }

    /// A ruling of the Director, in words.
    pub fn ruling(&self, ruling: Ruling) -> String {
        match ruling {
            Ruling::CallerIntended { accepted: true } => self.text("ruling-caller-accepted"),
            Ruling::CallerIntended { accepted: false } => self.text("ruling-caller-own-turn"),
            Ruling::LeadIntended { lead: true } => self.text("ruling-lead-intended"),
            Ruling::LeadIntended { lead: false } => self.text("ruling-follow-intended"),
            Ruling::Unintended { unintended: true } => self.text("ruling-unintended"),
            Ruling::Unintended { unintended: false } => self.text("ruling-intended"),
            Ruling::Replacement { class } => self.text(match class {
                ReplacementClass::LowestSameDenominations => "ruling-replacement-lowest",
                ReplacementClass::Comparable => "ruling-replacement-comparable",
                ReplacementClass::Neither => "ruling-replacement-neither",
            }),
            Ruling::Comparable { comparable: true } => self.text("ruling-comparable"),
            Ruling::Comparable { comparable: false } => self.text("ruling-not-comparable"),
            Ruling::WaiveRectification => self.text("ruling-waive"),
            Ruling::ClaimFinding { finding } => {
                use tenace_laws::ClaimFinding as F;
                let (key, law) = match finding {
                    F::AwareOfTrumps { aware: true } => ("ruling-claim-aware", "70C2"),
                    F::AwareOfTrumps { aware: false } => ("ruling-claim-unaware", "70C2"),
                    F::Class {
                        class: tenace_laws::PlayerClass::Average,
                    } => ("ruling-claim-class-average", "70"),
                    F::Class {
                        class: tenace_laws::PlayerClass::Expert,
                    } => ("ruling-claim-class-expert", "70"),
                    F::HandShown { shown: true } => ("ruling-claim-hand-shown", "68C"),
                    F::HandShown { shown: false } => ("ruling-claim-hand-not-shown", "68C"),
                };
                self.message(key, &[("law", self.law(LawRef::new(law)).into())])
            }
            Ruling::ClaimAward { tricks } => self.message(
                "ruling-claim-award",
                &[("tricks", usize::from(tricks).into())],
            ),
            Ruling::Misinformation { explainer } => self.message(
                "ruling-misinformation",
                &[("seat", self.seat(explainer).into())],
            ),
            Ruling::SpecifiedSuits { offender, suits } => self.message(
                "ruling-specified-suits",
                &[
                    ("seat", self.seat(offender).into()),
                    ("suits", self.suit_set(suits).into()),
                ],
            ),
            Ruling::DealCorrectable { correctable: true } => self.text("ruling-deal-correctable"),
            Ruling::DealCorrectable { correctable: false } => {
                self.text("ruling-deal-not-correctable")
            }
            Ruling::ArtificialScore { ns, ew } => {
                let score = |a: tenace_laws::AverageScore| {
                    self.text(match a {
                        tenace_laws::AverageScore::AveragePlus => "score-average-plus",
                        tenace_laws::AverageScore::Average => "score-average",
                        tenace_laws::AverageScore::AverageMinus => "score-average-minus",
                    })
                };
                self.message(
                    "ruling-artificial-score",
                    &[("ns", score(ns).into()), ("ew", score(ew).into())],
                )
            }
            Ruling::CardSeen => self.text("ruling-card-seen"),
            Ruling::CardSeenBy { seat, card } => self.message(
                "ruling-card-seen-by",
                &[
                    ("seat", self.seat(seat).into()),
                    ("card", self.card(card).into()),
                    ("law", self.law(LawRef::new("16D1")).into()),
                ],
            ),
            Ruling::PlayNormally { adjust_later } => self.message(
                if adjust_later {
                    "ruling-play-on-ready-to-adjust"
                } else {
                    "ruling-play-normally"
                },
                &[],
            ),
            Ruling::SurplusCard { seat, played } => self.message(
                "ruling-surplus-card",
                &[
                    ("seat", self.seat(seat).into()),
                    ("played", if played { "yes" } else { "no" }.into()),
                ],
            ),
            Ruling::MissingCardFound { card, place } => self.message(
                "ruling-missing-card-found",
                &[
                    ("card", self.card(card).into()),
                    (
                        "place",
                        match place {
                            tenace_laws::FoundPlace::AmongPlayed => "played",
                            tenace_laws::FoundPlace::Elsewhere => "elsewhere",
                            tenace_laws::FoundPlace::NotFound => "lost",
                        }
                        .into(),
                    ),
                ],
            ),
            Ruling::WrongBoardFound { played_before } => self.message(
                "ruling-wrong-board-found",
                &[("before", if played_before { "yes" } else { "no" }.into())],
            ),
            Ruling::Redeal => self.text("ruling-redeal"),
            Ruling::SelfRectification { upheld: true } => {
                self.text("ruling-self-rectification-upheld")
            }
            Ruling::SelfRectification { upheld: false } => {
                self.text("ruling-self-rectification-undone")
            }
            Ruling::DealtOutOfTurn { seat } => self.message(
                "ruling-dealt-out-of-turn",
                &[("seat", self.seat(seat).into())],
            ),
            Ruling::NarrowDesignation { cards } => {
                let list: Vec<String> = cards.iter().map(|c| self.card(c)).collect();
                self.message(
                    "ruling-narrow-designation",
                    &[("cards", self.list(&list).into())],
                )
            }
            Ruling::Extraneous { seat, what } => self.message(
                "ruling-extraneous",
                &[
                    ("seat", self.seat(seat).into()),
                    ("what", self.extraneous(seat, what, None).into()),
                ],
            ),
            Ruling::Artificial { record, specified } => self.message(
                "ruling-artificial",
                &[
                    ("number", (record + 1).into()),
                    (
                        "any",
                        if specified.is_empty() { "no" } else { "yes" }.into(),
                    ),
                    ("suits", self.suit_set(specified).into()),
                ],
            ),
        }
    }

    /// What follows from an option, by the engine's effect key
    /// ([`RectOption::effect`]): message `effect-` + key.
    /// Every effect message may use `$option_law`, the Law 50D2 option of
    /// declarer after a penalty card.
    pub fn effect(&self, key: &str) -> String {
        let id = format!("effect-{key}");
        let id = if self.has_message(&id) {
            id.as_str()
        } else {
            "effect-unknown"
        };
        self.message(id, &[("option_law", self.law(LawRef::new("50D2")).into())])
    }

    /// One of the Director's options: who, what, what follows, the law.
    pub fn option(&self, o: &RectOption) -> String {
        let who = match o.chooser {
            Chooser::Player { seat } => self.seat(seat),
            Chooser::Director => self.text("chooser-director"),
        };
        let action = match o.action {
            OptionKind::Accept => self.text("option-accept"),
            OptionKind::Decline => self.text("option-decline"),
            OptionKind::Call {
                sufficient_or_pass: false,
            } => self.text("option-call"),
            OptionKind::Call {
                sufficient_or_pass: true,
            } => self.text("option-call-sufficient-or-pass"),
            OptionKind::Rule { ruling } => {
                self.message("option-rule", &[("ruling", self.ruling(ruling).into())])
            }
            OptionKind::ProhibitLead => self.text("option-prohibit-lead"),
            OptionKind::SpreadHand => self.text("option-spread-hand"),
            OptionKind::PlayOption => self.text("option-play-option"),
            OptionKind::WithdrawCall { withdraw: true } => self.text("option-withdraw-call"),
            OptionKind::WithdrawCall { withdraw: false } => self.text("option-keep-call"),
            OptionKind::Designate => self.text("option-designate"),
            OptionKind::PlaceCard => self.text("option-place-card"),
        };
        self.message(
            "option-line",
            &[
                ("who", who.into()),
                ("action", action.into()),
                ("effect", self.effect(o.effect.key()).into()),
                ("law", self.law(o.law).into()),
                ("suggested", if o.suggested { "yes" } else { "no" }.into()),
            ],
        )
    }

    /// A Law 64 transfer of tricks after a revoke, or its exemption.
    pub fn transfer(&self, t: &Transfer) -> String {
        let number = ("number", Arg::from(t.irregularity.index() + 1));
        let law = ("law", Arg::from(self.law(t.law)));
        if t.tricks == 0 {
            self.message("result-no-transfer", &[number, law])
        } else {
            let side = ("side", Arg::from(self.side_long(t.to)));
            self.message(
                "result-transfer",
                &[("tricks", t.tricks.into()), side, number, law],
            )
        }
    }

    /// The result of a board: contract, tricks, how it went, the score.
    pub fn result(&self, r: &BoardResult) -> String {
        let mut text = self.result_only(r);
        if let Some(split) = &r.split {
            // Law 79B3: the sides' scores after a one-sided decrease.
            let split = self.message(
                "panel-result-split",
                &[
                    ("ns", format!("{:+}", split.ns).into()),
                    ("ew", format!("{:+}", split.ew).into()),
                    ("law", self.law(split.law).into()),
                ],
            );
            text = format!("{text} {split}");
        }
        if r.procedural_penalties.is_empty() {
            return text;
        }
        let penalties: Vec<String> = r
            .procedural_penalties
            .iter()
            .filter_map(|d| match d {
                tenace_laws::Decision::ProceduralPenalty {
                    side, amount, unit, ..
                } => Some(self.message(
                    "panel-result-penalty",
                    &[
                        (
                            "side",
                            self.text(&format!("side-long-{}", side_key(*side))).into(),
                        ),
                        ("amount", amount.to_string().into()),
                        (
                            "unit",
                            self.text(&format!("panel-unit-{}", unit_key(*unit))).into(),
                        ),
                        ("law", self.law(tenace_laws::LawRef::new("90")).into()),
                    ],
                )),
                _ => None,
            })
            .collect();
        format!("{text} {}", penalties.join(" "))
    }

    fn result_only(&self, r: &BoardResult) -> String {
        if let Some(a) = r.artificial {
            let score = |a: tenace_laws::AverageScore| {
                self.text(match a {
                    tenace_laws::AverageScore::AveragePlus => "score-average-plus",
                    tenace_laws::AverageScore::Average => "score-average",
                    tenace_laws::AverageScore::AverageMinus => "score-average-minus",
                })
            };
            return self.message(
                "panel-result-artificial",
                &[
                    ("ns", score(a.ns).into()),
                    ("ew", score(a.ew).into()),
                    ("law", self.law(tenace_laws::LawRef::new("12C2")).into()),
                ],
            );
        }
        if let Some(parts) = &r.assigned {
            let parts: Vec<String> = parts
                .iter()
                .map(|p| {
                    let what = match p.contract {
                        Some(c) => self.message(
                            "panel-assigned-part",
                            &[
                                ("contract", self.contract(c).into()),
                                ("tricks", p.tricks.into()),
                            ],
                        ),
                        None => self.text("panel-assigned-passout"),
                    };
                    self.message(
                        "panel-assigned-weighted",
                        &[
                            ("what", what.into()),
                            ("weight", p.weight.into()),
                            ("ns", format!("{:+}", p.score_ns).into()),
                        ],
                    )
                })
                .collect();
            return self.message(
                "panel-result-assigned",
                &[
                    ("parts", parts.join("; ").into()),
                    ("ns", format!("{:+}", r.score_ns).into()),
                    ("ew", format!("{:+}", -r.score_ns).into()),
                    ("law", self.law(tenace_laws::LawRef::new("12C1")).into()),
                ],
            );
        }
        self.result_played(r)
    }

    fn result_played(&self, r: &BoardResult) -> String {
        let text = match (r.contract, r.declarer_tricks) {
            (Some(c), Some(tricks)) => {
                let need = c.bid.tricks_needed();
                let how = if tricks == need {
                    self.text("result-made-exactly")
                } else if tricks > need {
                    self.message("result-made-over", &[("over", (tricks - need).into())])
                } else {
                    self.message("result-down", &[("under", (need - tricks).into())])
                };
                let mut args: Vec<(&str, Arg)> = vec![
                    ("contract", self.contract(c).into()),
                    ("tricks", tricks.into()),
                    ("how", how.into()),
                    ("ns", format!("{:+}", r.score_ns).into()),
                    ("ew", format!("{:+}", -r.score_ns).into()),
                ];
                match r.tricks_in_play {
                    Some(in_play) if !r.transfers.is_empty() => {
                        let transfers: Vec<String> =
                            r.transfers.iter().map(|t| self.transfer(t)).collect();
                        let transfers = transfers.join(&self.text("transfer-separator"));
                        args.push(("in_play", in_play.into()));
                        args.push(("transfers", transfers.into()));
                        self.message("result-contract-transfers", &args)
                    }
                    _ => self.message("result-contract", &args),
                }
            }
            _ => self.text("result-passed-out"),
        };
        if r.subject_to_director {
            self.message("result-subject-to-director", &[("result", text.into())])
        } else {
            text
        }
    }
}

fn side_key(side: tenace_core::Side) -> &'static str {
    match side {
        tenace_core::Side::NorthSouth => "ns",
        tenace_core::Side::EastWest => "ew",
    }
}

fn unit_key(unit: tenace_laws::PenaltyUnit) -> &'static str {
    match unit {
        tenace_laws::PenaltyUnit::Percent => "percent",
        tenace_laws::PenaltyUnit::Imps => "imps",
        tenace_laws::PenaltyUnit::VpTenths => "vp-tenths",
    }
}
