//! What the replay of `tenace check` found ([`ReplayNote`]), through the
//! catalogue: `check-found-` + the variant in kebab case, and the events it
//! names, `check-event-` + the kind of event; the reader's warnings
//! ([`WarningKind`], `check-warning-` + the variant in kebab case); what
//! `tenace convert` skipped or could not carry over ([`Loss`],
//! `convert-loss-` + the variant in kebab case). The matches are
//! exhaustive, so a new variant does not compile until it has a message;
//! the English messages are the variants' own `Display` text, byte for
//! byte.

use tenace_core::{Seat, Suit};
use tenace_formats::note::{status_suffix, EventText, NoteSection, ReplayNote, WarningKind};
use tenace_formats::{Format, Loss, Pos, RecordError};
use tenace_i18n::{Arg, Catalog, Lang};
use tenace_laws::{ActionError, Irregularity, LawRef};

/// A seat by its name: North, 北家.
fn seat(cat: &Catalog, s: Seat) -> Arg {
    Arg::from(cat.seat(s))
}

/// A number as the report writes it.
fn num(n: impl ToString) -> Arg {
    Arg::from(n.to_string())
}

/// A suit led: its letter in English, its name in other languages.
fn suit(cat: &Catalog, s: Suit) -> Arg {
    Arg::from(match cat.lang() {
        Lang::En => s.to_string(),
        Lang::ZhTw => cat.suit(s),
    })
}

/// A law as the engine names it: "Law 29A", 「第 29A 條」.
fn law(cat: &Catalog, l: LawRef) -> Arg {
    Arg::from(match cat.lang() {
        Lang::En => l.to_string(),
        Lang::ZhTw => cat.law(l),
    })
}

/// Why the table refused an event.
fn refusal(cat: &Catalog, e: &ActionError) -> Arg {
    Arg::from(match cat.lang() {
        Lang::En => e.to_string(),
        Lang::ZhTw => cat.action_error(e),
    })
}

/// What the irregularity is, and where it stands.
fn irregularity(cat: &Catalog, irr: &Irregularity) -> (Arg, Arg) {
    match cat.lang() {
        Lang::En => (
            Arg::from(irr.kind.key().replace('-', " ")),
            Arg::from(status_suffix(&irr.status)),
        ),
        Lang::ZhTw => (Arg::from(cat.irregularity(irr)), Arg::from(cat.status(irr))),
    }
}

/// The catalogue key and variables of an event.
pub fn event_parts(cat: &Catalog, e: &EventText) -> (&'static str, Vec<(&'static str, Arg)>) {
    match e {
        EventText::Call { seat: s, call } => (
            "check-event-call",
            vec![("seat", seat(cat, *s)), ("call", num(call))],
        ),
        EventText::Play { seat: s, card } => (
            "check-event-play",
            vec![("seat", seat(cat, *s)), ("card", num(card))],
        ),
        EventText::Claim { seat: s, tricks } => (
            "check-event-claim",
            vec![("seat", seat(cat, *s)), ("tricks", num(tricks))],
        ),
        EventText::AgreeClaim { seat: s } => {
            ("check-event-agree-claim", vec![("seat", seat(cat, *s))])
        }
        EventText::Alert { seat: s } => ("check-event-alert", vec![("seat", seat(cat, *s))]),
        EventText::Other(s) => ("check-event-other", vec![("event", Arg::from(s.as_str()))]),
    }
}

/// An event, in `cat`'s language.
pub fn event(cat: &Catalog, e: &EventText) -> String {
    let (key, args) = event_parts(cat, e);
    cat.message(key, &args)
}

/// The catalogue key and variables of `note`.
pub fn parts(cat: &Catalog, note: &ReplayNote) -> (&'static str, Vec<(&'static str, Arg)>) {
    use ReplayNote as N;
    match note {
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
        | N::Irregularity { .. } => play_parts(cat, note),
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
        | N::PlayFromTags => record_parts(cat, note),
    }
}

/// The notes of the record against its tags and of the auction (the
/// dispatcher in [`parts`] names every variant, so none falls through).
fn record_parts(cat: &Catalog, note: &ReplayNote) -> (&'static str, Vec<(&'static str, Arg)>) {
    use ReplayNote as N;
    match note {
        N::ContractTagDiffers { tag, contract } => (
            "check-found-contract-tag-differs",
            vec![("tag", num(tag)), ("contract", num(contract))],
        ),
        N::DeclarerTagDiffers { tag, declarer } => (
            "check-found-declarer-tag-differs",
            vec![("tag", seat(cat, *tag)), ("declarer", seat(cat, *declarer))],
        ),
        N::ContractTagNotPassedOut { tag } => (
            "check-found-contract-tag-not-passed-out",
            vec![("tag", num(tag))],
        ),
        N::DeclarerSwapped { declarer } => (
            "check-found-declarer-swapped",
            vec![("declarer", seat(cat, *declarer))],
        ),
        N::AgreedResultDiffers { agreed, won } => (
            "check-found-agreed-result-differs",
            vec![("agreed", num(agreed)), ("won", num(won))],
        ),
        N::ResultDiffers { recorded, replayed } => (
            "check-found-result-differs",
            vec![("recorded", num(recorded)), ("replayed", num(replayed))],
        ),
        N::ScoreDiffers { recorded, replayed } => (
            "check-found-score-differs",
            vec![
                ("recorded", num(format!("{recorded:+}"))),
                ("replayed", num(format!("{replayed:+}"))),
            ],
        ),
        N::CallOutOfRotation {
            call,
            seat: s,
            turn,
        } => (
            "check-found-call-out-of-rotation",
            vec![
                ("call", num(call)),
                ("seat", seat(cat, *s)),
                ("turn", seat(cat, *turn)),
                ("law", law(cat, LawRef::new("29A"))),
            ],
        ),
        N::InsufficientBid { bid, seat: s, over } => (
            "check-found-insufficient-bid",
            vec![
                ("bid", num(bid)),
                ("seat", seat(cat, *s)),
                ("over", num(over)),
            ],
        ),
        N::InadmissibleDouble { seat: s } => (
            "check-found-inadmissible-double",
            vec![("seat", seat(cat, *s))],
        ),
        N::InadmissibleRedouble { seat: s } => (
            "check-found-inadmissible-redouble",
            vec![("seat", seat(cat, *s))],
        ),
        N::ImpossibleTotal {
            total,
            won,
            remaining,
        } => (
            "check-found-impossible-total",
            vec![
                ("total", num(total)),
                ("won", num(won)),
                ("remaining", num(remaining)),
            ],
        ),
        N::NoDeal { hands } => ("check-found-no-deal", vec![("hands", num(hands))]),
        N::EndPosition => ("check-found-end-position", vec![]),
        N::PlayFromTags => ("check-found-play-from-tags", vec![]),
        _ => ("", vec![]),
    }
}

/// The notes of the play, the claim and the engine's answers; a
/// recognised irregularity with its status.
fn play_parts(cat: &Catalog, note: &ReplayNote) -> (&'static str, Vec<(&'static str, Arg)>) {
    use ReplayNote as N;
    let ev = |e: &EventText| Arg::from(event(cat, e));
    match note {
        N::CardNotDealt {
            seat: s,
            card,
            trick,
            holder,
        } => (
            "check-found-card-not-dealt",
            vec![
                ("seat", seat(cat, *s)),
                ("card", num(card)),
                ("trick", num(trick)),
                ("holder", seat(cat, *holder)),
            ],
        ),
        N::Revoke {
            seat: s,
            card,
            led,
            trick,
        } => (
            "check-found-revoke",
            vec![
                ("seat", seat(cat, *s)),
                ("card", num(card)),
                ("led", suit(cat, *led)),
                ("trick", num(trick)),
            ],
        ),
        N::LeadOutOfTurn {
            seat: s,
            card,
            proper,
        } => (
            "check-found-lead-out-of-turn",
            vec![
                ("seat", seat(cat, *s)),
                ("card", num(card)),
                ("proper", seat(cat, *proper)),
                ("law", law(cat, LawRef::new("53A"))),
            ],
        ),
        N::ImpossibleClaim {
            claim,
            won,
            played,
            remaining,
        } => (
            "check-found-impossible-claim",
            vec![
                ("claim", num(claim)),
                ("won", num(won)),
                ("played", num(played)),
                ("remaining", num(remaining)),
            ],
        ),
        N::PlayStopsByClaim {
            played,
            taken,
            remaining,
        } => (
            "check-found-play-stops-by-claim",
            vec![
                ("played", num(played)),
                ("taken", num(taken)),
                ("remaining", num(remaining)),
            ],
        ),
        N::OpeningLeaderDisagrees {
            seat: s,
            card,
            leader,
            declarer,
        } => (
            "check-found-opening-leader-disagrees",
            vec![
                ("seat", seat(cat, *s)),
                ("card", num(card)),
                ("leader", seat(cat, *leader)),
                ("declarer", seat(cat, *declarer)),
            ],
        ),
        N::Refused { event: e, error } => (
            "check-found-refused",
            vec![("event", ev(e)), ("reason", refusal(cat, error))],
        ),
        N::AwaitsDirectorUnder { event: e, law: l } => (
            "check-found-awaits-director-under",
            vec![("event", ev(e)), ("law", law(cat, *l))],
        ),
        N::AwaitsDirector { event: e } => ("check-found-awaits-director", vec![("event", ev(e))]),
        N::MarkedNotRevoke { card, seat: s } => (
            "check-found-marked-not-revoke",
            vec![("card", num(card)), ("seat", seat(cat, *s))],
        ),
        N::ClaimAgreed {
            claimer,
            tricks,
            remaining,
        } => (
            "check-found-claim-agreed",
            vec![
                ("claimer", seat(cat, *claimer)),
                ("tricks", num(tricks)),
                ("remaining", num(remaining)),
            ],
        ),
        N::Irregularity {
            irregularity: irr,
            event: e,
        } => {
            let (what, status) = irregularity(cat, irr);
            let event = e.as_ref().map_or_else(|| Arg::from(""), ev);
            (
                "check-found-irregularity",
                vec![("what", what), ("event", event), ("status", status)],
            )
        }
        _ => ("", vec![]),
    }
}

/// What the replay found, in `cat`'s language.
pub fn render(cat: &Catalog, note: &ReplayNote) -> String {
    let (key, args) = parts(cat, note);
    cat.message(key, &args)
}

/// A position in a file: "line 3, column 1".
fn pos(cat: &Catalog, p: Pos) -> Arg {
    Arg::from(cat.message(
        "check-pos",
        &[("line", num(p.line)), ("column", num(p.column))],
    ))
}

/// The section a note belongs to.
fn section(cat: &Catalog, s: NoteSection) -> Arg {
    Arg::from(cat.text(match s {
        NoteSection::Auction => "check-section-auction",
        NoteSection::Play => "check-section-play",
    }))
}

/// The catalogue key and variables of a warning of the reader.
pub fn warning_parts(cat: &Catalog, w: &WarningKind) -> (&'static str, Vec<(&'static str, Arg)>) {
    use WarningKind as W;
    let name = |n: &String| Arg::from(n.as_str());
    match w {
        W::PassesRestored {
            declarer,
            tag,
            passes,
            opener,
        } => (
            "check-warning-passes-restored",
            vec![
                ("declarer", seat(cat, *declarer)),
                ("tag", seat(cat, *tag)),
                ("passes", (*passes).into()),
                ("opener", seat(cat, *opener)),
            ],
        ),
        W::PlayPastFirstTrick => ("check-warning-play-past-first-trick", vec![]),
        W::PlayWithoutContract => ("check-warning-play-without-contract", vec![]),
        W::OutOfRotationInLin { call, seat: s } => (
            "check-warning-out-of-rotation-in-lin",
            vec![("call", num(call)), ("seat", seat(cat, *s))],
        ),
        W::LeadOutOfTurnInLin { card, seat: s } => (
            "check-warning-lead-out-of-turn-in-lin",
            vec![("card", num(card)), ("seat", seat(cat, *s))],
        ),
        W::DeclarerTagInLin { tag, auction } => (
            "check-warning-declarer-tag-in-lin",
            vec![("tag", seat(cat, *tag)), ("auction", seat(cat, *auction))],
        ),
        W::ExplanationBeforeCall { text } => (
            "check-warning-explanation-before-call",
            vec![("text", name(text))],
        ),
        W::SecondSection { name: n } => ("check-warning-second-section", vec![("name", name(n))]),
        W::SecondTag { name: n } => ("check-warning-second-tag", vec![("name", name(n))]),
        W::HashNotAllowed { name: n } => {
            ("check-warning-hash-not-allowed", vec![("name", name(n))])
        }
        W::DoubleHashNotAllowed { name: n } => (
            "check-warning-double-hash-not-allowed",
            vec![("name", name(n))],
        ),
        W::InheritedIgnored {
            name: n,
            value,
            error,
        } => (
            "check-warning-inherited-ignored",
            vec![
                ("name", name(n)),
                ("value", name(value)),
                (
                    "reason",
                    Arg::from(crate::record_errors::render(cat, error)),
                ),
            ],
        ),
        W::NoteWithoutSection {
            index,
            section: sec,
        } => (
            "check-warning-note-without-section",
            vec![("index", num(index)), ("section", section(cat, *sec))],
        ),
        W::NoteOutsideSection {
            index,
            section: sec,
        } => (
            "check-warning-note-outside-section",
            vec![("index", num(index)), ("section", section(cat, *sec))],
        ),
        W::SecondNote {
            index,
            section: sec,
        } => (
            "check-warning-second-note",
            vec![("index", num(index)), ("section", section(cat, *sec))],
        ),
        W::MissingNote { index } => ("check-warning-missing-note", vec![("index", num(index))]),
        W::AuctionStartsWrong { seat: s, dealer } => (
            "check-warning-auction-starts-wrong",
            vec![("seat", seat(cat, *s)), ("dealer", seat(cat, *dealer))],
        ),
        W::UnmarkedInsufficient { bid, seat: s } => (
            "check-warning-unmarked-insufficient",
            vec![
                ("bid", num(bid)),
                ("seat", seat(cat, *s)),
                ("law", law(cat, LawRef::new("27A1"))),
            ],
        ),
        W::MarkedSufficient { bid } => ("check-warning-marked-sufficient", vec![("bid", num(bid))]),
        W::CallNotInExportForm { text, call } => (
            "check-warning-call-not-in-export-form",
            vec![("text", name(text)), ("call", num(call))],
        ),
        W::LeadMarkedInTurn { card, seat: s } => (
            "check-warning-lead-marked-in-turn",
            vec![("card", num(card)), ("seat", seat(cat, *s))],
        ),
        W::PlayInOrderPlayed => ("check-warning-play-in-order-played", vec![]),
        W::ScoreTagUnreadable { value } => (
            "check-warning-score-tag-unreadable",
            vec![("value", name(value))],
        ),
    }
}

/// A warning of the reader, in `cat`'s language.
pub fn warning(cat: &Catalog, w: &WarningKind) -> String {
    let (key, args) = warning_parts(cat, w);
    cat.message(key, &args)
}

/// A warning with its English text as the fallback.
fn warning_of(cat: &Catalog, w: &tenace_formats::Warning) -> String {
    match (&w.kind, &w.error) {
        (Some(k), _) => warning(cat, k),
        (None, Some(e)) => crate::record_errors::render(cat, e),
        (None, None) => w.message.clone(),
    }
}

/// The catalogue key and variables of something a conversion left out.
pub fn loss_parts(cat: &Catalog, l: &Loss) -> (&'static str, Vec<(&'static str, Arg)>) {
    let board = |b: String| Arg::from(b);
    match l {
        Loss::Tags(names) => (
            "convert-loss-tags",
            vec![("names", Arg::from(names.join(", ")))],
        ),
        Loss::Comments(n) => ("convert-loss-comments", vec![("games", num(n))]),
        Loss::Board { board: b, warning } => (
            "convert-loss-board",
            vec![
                ("board", board(b.map_or("?".to_string(), |n| n.to_string()))),
                ("warning", Arg::from(warning_of(cat, warning))),
            ],
        ),
        Loss::LinBoard { board: b, warning } => (
            "convert-loss-lin-board",
            vec![
                ("board", num(b)),
                ("warning", Arg::from(warning_of(cat, warning))),
            ],
        ),
        Loss::LinKeys => ("convert-loss-lin-keys", vec![]),
    }
}

/// What a conversion left out, in `cat`'s language.
pub fn loss(cat: &Catalog, l: &Loss) -> String {
    let (key, args) = loss_parts(cat, l);
    cat.message(key, &args)
}

/// A board a conversion skipped because it could not be read.
pub fn record_error(cat: &Catalog, e: &RecordError) -> String {
    let what = match e.format {
        Format::Pbn => "game",
        Format::Lin => "record",
    };
    cat.message(
        "convert-skipped-record",
        &[
            ("format", num(e.format)),
            ("what", Arg::from(what)),
            ("index", num(e.game)),
            (
                "board",
                Arg::from(e.board.map_or("none".to_string(), |b| b.to_string())),
            ),
            ("pos", pos(cat, e.pos)),
            (
                "problem",
                Arg::from(crate::record_errors::render(cat, &e.kind)),
            ),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_core::{AttemptedCall, Bid, Call, Card};
    use tenace_formats::{ErrorKind, Warning};
    use tenace_laws::{IrregularityKind, Status};

    fn card() -> Card {
        "HQ".parse().unwrap()
    }

    fn bid(s: &str) -> Bid {
        s.parse().unwrap()
    }

    /// One of every event; the match makes a new variant fail to compile
    /// here until it is added.
    fn every_event() -> Vec<EventText> {
        use EventText as E;
        let all = vec![
            E::Call {
                seat: Seat::North,
                call: AttemptedCall::Call(Call::Bid(bid("1S"))),
            },
            E::Play {
                seat: Seat::East,
                card: card(),
            },
            E::Claim {
                seat: Seat::South,
                tricks: 3,
            },
            E::AgreeClaim { seat: Seat::West },
            E::Alert { seat: Seat::North },
            E::Other("x1".into()),
        ];
        for e in &all {
            match e {
                E::Call { .. }
                | E::Play { .. }
                | E::Claim { .. }
                | E::AgreeClaim { .. }
                | E::Alert { .. }
                | E::Other(_) => {}
            }
        }
        all
    }

    /// One of every note of the record against its tags and of the auction.
    fn record_notes() -> Vec<ReplayNote> {
        use ReplayNote as N;
        vec![
            N::ContractTagDiffers {
                tag: "x1".into(),
                contract: "4S".into(),
            },
            N::DeclarerTagDiffers {
                tag: Seat::North,
                declarer: Seat::South,
            },
            N::ContractTagNotPassedOut { tag: "x1".into() },
            N::DeclarerSwapped {
                declarer: Seat::West,
            },
            N::AgreedResultDiffers { agreed: 9, won: 8 },
            N::ResultDiffers {
                recorded: 9,
                replayed: 8,
            },
            N::ScoreDiffers {
                recorded: 420,
                replayed: -50,
            },
            N::CallOutOfRotation {
                call: AttemptedCall::Call(Call::Pass),
                seat: Seat::East,
                turn: Seat::North,
            },
            N::InsufficientBid {
                bid: bid("1H"),
                seat: Seat::East,
                over: bid("1S"),
            },
            N::InadmissibleDouble { seat: Seat::East },
            N::InadmissibleRedouble { seat: Seat::East },
        ]
    }

    /// One of every note of a replay.
    fn every_note() -> Vec<ReplayNote> {
        use ReplayNote as N;
        let event = || EventText::Play {
            seat: Seat::East,
            card: card(),
        };
        let irr = |status| Irregularity {
            id: 0,
            step: tenace_laws::Step::Done,
            kind: IrregularityKind::InsufficientBid {
                bid: bid("1H"),
                last_bid: bid("1S"),
            },
            offender: Seat::East,
            event: 0,
            status,
            law: LawRef::new("27A1"),
        };
        let mut all = record_notes();
        all.extend(vec![
            N::CardNotDealt {
                seat: Seat::South,
                card: card(),
                trick: 3,
                holder: Seat::East,
            },
            N::Revoke {
                seat: Seat::South,
                card: card(),
                led: Suit::Clubs,
                trick: 3,
            },
            N::LeadOutOfTurn {
                seat: Seat::South,
                card: card(),
                proper: Seat::West,
            },
            N::ImpossibleClaim {
                claim: 13,
                won: 2,
                played: 4,
                remaining: 9,
            },
            N::PlayStopsByClaim {
                played: 4,
                taken: 7,
                remaining: 9,
            },
            N::OpeningLeaderDisagrees {
                seat: Seat::South,
                card: card(),
                leader: Seat::West,
                declarer: Seat::North,
            },
            N::Refused {
                event: event(),
                error: ActionError::BoardOver,
            },
            N::AwaitsDirectorUnder {
                event: event(),
                law: LawRef::new("27B"),
            },
            N::AwaitsDirector { event: event() },
            N::ImpossibleTotal {
                total: 13,
                won: 2,
                remaining: 9,
            },
            N::NoDeal { hands: 2 },
            N::EndPosition,
            N::MarkedNotRevoke {
                card: card(),
                seat: Seat::East,
            },
            N::PlayFromTags,
            N::ClaimAgreed {
                claimer: Seat::South,
                tricks: 7,
                remaining: 9,
            },
            N::Irregularity {
                irregularity: irr(Status::Condoned {
                    law: LawRef::new("27A1"),
                }),
                event: Some(event()),
            },
            N::Irregularity {
                irregularity: irr(Status::Unnoticed),
                event: None,
            },
        ]);
        for n in &all {
            match n {
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
                | N::CardNotDealt { .. }
                | N::Revoke { .. }
                | N::LeadOutOfTurn { .. }
                | N::ImpossibleClaim { .. }
                | N::PlayStopsByClaim { .. }
                | N::OpeningLeaderDisagrees { .. }
                | N::Refused { .. }
                | N::AwaitsDirectorUnder { .. }
                | N::AwaitsDirector { .. }
                | N::ImpossibleTotal { .. }
                | N::NoDeal { .. }
                | N::EndPosition
                | N::MarkedNotRevoke { .. }
                | N::PlayFromTags
                | N::ClaimAgreed { .. }
                | N::Irregularity { .. } => {}
            }
        }
        all
    }

    /// One of every warning of the reader.
    fn every_warning() -> Vec<WarningKind> {
        use WarningKind as W;
        let s = || "x1".to_string();
        let all = vec![
            W::PassesRestored {
                declarer: Seat::North,
                tag: Seat::East,
                passes: 1,
                opener: Seat::East,
            },
            W::PassesRestored {
                declarer: Seat::North,
                tag: Seat::East,
                passes: 2,
                opener: Seat::West,
            },
            W::PlayPastFirstTrick,
            W::PlayWithoutContract,
            W::OutOfRotationInLin {
                call: AttemptedCall::Call(Call::Double),
                seat: Seat::East,
            },
            W::LeadOutOfTurnInLin {
                card: card(),
                seat: Seat::East,
            },
            W::DeclarerTagInLin {
                tag: Seat::East,
                auction: Seat::West,
            },
            W::ExplanationBeforeCall { text: s() },
            W::SecondSection { name: s() },
            W::SecondTag { name: s() },
            W::HashNotAllowed { name: s() },
            W::DoubleHashNotAllowed { name: s() },
            W::InheritedIgnored {
                name: "Deal".into(),
                value: s(),
                error: ErrorKind::BadBoard(s()),
            },
            W::NoteWithoutSection {
                index: 3,
                section: NoteSection::Auction,
            },
            W::NoteOutsideSection {
                index: 3,
                section: NoteSection::Play,
            },
            W::SecondNote {
                index: 3,
                section: NoteSection::Auction,
            },
            W::MissingNote { index: 3 },
            W::AuctionStartsWrong {
                seat: Seat::East,
                dealer: Seat::North,
            },
            W::UnmarkedInsufficient {
                bid: bid("1H"),
                seat: Seat::East,
            },
            W::MarkedSufficient { bid: bid("2H") },
            W::CallNotInExportForm {
                text: "1N".into(),
                call: AttemptedCall::Call(Call::Bid(bid("1NT"))),
            },
            W::LeadMarkedInTurn {
                card: card(),
                seat: Seat::East,
            },
            W::ScoreTagUnreadable { value: s() },
            W::PlayInOrderPlayed,
        ];
        for w in &all {
            match w {
                W::PassesRestored { .. }
                | W::PlayPastFirstTrick
                | W::PlayWithoutContract
                | W::OutOfRotationInLin { .. }
                | W::LeadOutOfTurnInLin { .. }
                | W::DeclarerTagInLin { .. }
                | W::ExplanationBeforeCall { .. }
                | W::SecondSection { .. }
                | W::SecondTag { .. }
                | W::HashNotAllowed { .. }
                | W::DoubleHashNotAllowed { .. }
                | W::InheritedIgnored { .. }
                | W::NoteWithoutSection { .. }
                | W::NoteOutsideSection { .. }
                | W::SecondNote { .. }
                | W::MissingNote { .. }
                | W::AuctionStartsWrong { .. }
                | W::UnmarkedInsufficient { .. }
                | W::MarkedSufficient { .. }
                | W::CallNotInExportForm { .. }
                | W::LeadMarkedInTurn { .. }
                | W::ScoreTagUnreadable { .. }
                | W::PlayInOrderPlayed => {}
            }
        }
        all
    }

    /// One of every loss of a conversion.
    fn every_loss() -> Vec<Loss> {
        let warning = || Warning {
            pos: Pos::default(),
            message: WarningKind::PlayWithoutContract.to_string(),
            error: None,
            kind: Some(WarningKind::PlayWithoutContract),
        };
        let all = vec![
            Loss::Tags(vec!["x1".into(), "Stage".into()]),
            Loss::Comments(2),
            Loss::Board {
                board: Some(4),
                warning: warning(),
            },
            Loss::Board {
                board: None,
                warning: warning(),
            },
            Loss::LinBoard {
                board: 4,
                warning: warning(),
            },
            Loss::LinKeys,
        ];
        for l in &all {
            match l {
                Loss::Tags(_)
                | Loss::Comments(_)
                | Loss::Board { .. }
                | Loss::LinBoard { .. }
                | Loss::LinKeys => {}
            }
        }
        all
    }

    /// The same key in both languages, a Chinese message that differs from
    /// the English one, with every value the English one shows.
    fn same_shape(key: &str, en_args: &[(&str, Arg)], zh_key: &str, en_text: &str, zh_text: &str) {
        let zh = Catalog::new(Lang::ZhTw);
        assert_eq!(key, zh_key);
        assert!(zh.has_message(key), "{key}");
        assert_ne!(zh_text, en_text, "{key}");
        assert!(!zh_text.contains("{$"), "{key}: {zh_text}");
        for (name, value) in en_args {
            if let Arg::Text(v) = value {
                if v == "x1" {
                    assert!(zh_text.contains("x1"), "{key} lacks ${name}: {zh_text}");
                }
            }
        }
    }

    #[test]
    fn english_is_the_display_text() {
        let en = Catalog::new(Lang::En);
        for e in every_event() {
            assert_eq!(event(&en, &e), e.to_string());
        }
        for n in every_note() {
            assert_eq!(render(&en, &n), n.to_string());
        }
        for w in every_warning() {
            assert_eq!(warning(&en, &w), w.to_string());
        }
        for l in every_loss() {
            assert_eq!(loss(&en, &l), l.to_string());
        }
    }

    #[test]
    fn every_variant_has_a_chinese_message_with_its_values() {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        for e in every_event() {
            let (key, args) = event_parts(&en, &e);
            let (zh_key, _) = event_parts(&zh, &e);
            let (en_text, zh_text) = (event(&en, &e), event(&zh, &e));
            if key != "check-event-other" {
                same_shape(key, &args, zh_key, &en_text, &zh_text);
            }
        }
        for n in every_note() {
            let (key, args) = parts(&en, &n);
            let (zh_key, _) = parts(&zh, &n);
            same_shape(key, &args, zh_key, &render(&en, &n), &render(&zh, &n));
        }
        for w in every_warning() {
            let (key, args) = warning_parts(&en, &w);
            let (zh_key, _) = warning_parts(&zh, &w);
            same_shape(key, &args, zh_key, &warning(&en, &w), &warning(&zh, &w));
        }
        for l in every_loss() {
            let (key, args) = loss_parts(&en, &l);
            let (zh_key, _) = loss_parts(&zh, &l);
            same_shape(key, &args, zh_key, &loss(&en, &l), &loss(&zh, &l));
        }
    }

    #[test]
    fn a_skipped_record_reads_as_in_english() {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        let bytes = b"[Board \"2\"]\n[Dealer \"Q\"]\n";
        let file = tenace_formats::pbn::read_pbn_bytes(bytes);
        let e = file.errors().next().expect("an unreadable game");
        assert_eq!(record_error(&en, e), e.to_string());
        assert_eq!(
            record_error(&zh, e),
            "PBN 第 1 局（牌號 2），第 2 行第 1 欄：標籤 Dealer：`Q` 不是座位（可用 N、E、S、W）"
        );
    }
}
