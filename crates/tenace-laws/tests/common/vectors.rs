//! Helpers for the acceptance-test vectors of the specification
//! (`vectors_auction.rs`, `vectors_play.rs`).
//!
//! Included with `#[path = "common/vectors.rs"] mod vectors;` so that it does
//! not depend on (or change) `common/mod.rs`. Every helper renders a part of
//! the engine's public state as short strings, so that a test can state the
//! whole expected outcome of a vector in a few exact comparisons.
#![allow(dead_code)]

use tenace_core::{AttemptedCall, Card, Seat, Side, Suit, SuitSet};
use tenace_laws::script::{self, ScriptError, ScriptRun};
use tenace_laws::{
    CallOrigin, Chooser, InfoSource, LawRef, LeadRightStatus, Mode, OptionKind, State, Status,
    Table,
};

pub const N: Seat = Seat::North;
pub const E: Seat = Seat::East;
pub const S: Seat = Seat::South;
pub const W: Seat = Seat::West;

/// The handy deal of the brief:
///
/// | suit | North | East | South | West |
/// |------|-------|------|-------|------|
/// | ♠ | AKQJ | T98 | 765 | 432 |
/// | ♥ | T98 | 765 | 432 | AKQJ |
/// | ♦ | 765 | 432 | AKQJ | T98 |
/// | ♣ | 432 | AKQJ | T98 | 765 |
///
/// Each player holds the top four cards of one suit.
pub const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

pub fn law(s: &'static str) -> LawRef {
    LawRef::new(s)
}

pub fn card(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|e| panic!("bad card {text}: {e}"))
}

pub fn suit(text: &str) -> Suit {
    text.parse()
        .unwrap_or_else(|e| panic!("bad suit {text}: {e}"))
}

pub fn suits(text: &str) -> SuitSet {
    text.parse()
        .unwrap_or_else(|e| panic!("bad suits {text}: {e}"))
}

pub fn attempted(text: &str) -> AttemptedCall {
    text.parse()
        .unwrap_or_else(|e| panic!("bad call {text}: {e}"))
}

fn mode_word(mode: Mode) -> &'static str {
    match mode {
        Mode::AutoDirector => "auto",
        Mode::Table => "table",
    }
}

/// The text of a script on `deal` with `dealer` (board 1, nobody vulnerable).
pub fn script_text(deal: &str, dealer: Seat, mode: Mode, body: &str) -> String {
    format!(
        "board 1\ndeal {deal}\ndealer {dealer}\nvulnerable None\nmode {}\n{body}",
        mode_word(mode)
    )
}

/// Runs a script on `deal`; panics with the script if any line fails.
#[track_caller]
pub fn run_on(deal: &str, dealer: Seat, mode: Mode, body: &str) -> ScriptRun {
    let text = script_text(deal, dealer, mode, body);
    script::run(&text, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("script failed: {e}\n{text}"))
}

/// Runs a script on [`DEAL`].
#[track_caller]
pub fn run(dealer: Seat, mode: Mode, body: &str) -> ScriptRun {
    run_on(DEAL, dealer, mode, body)
}

/// Runs a script on [`DEAL`] and returns its error, if any.
pub fn try_run(dealer: Seat, mode: Mode, body: &str) -> Result<ScriptRun, ScriptError> {
    script::run(
        &script_text(DEAL, dealer, mode, body),
        &tenace_claims::default_solver(),
    )
}

/// Runs a script and returns its table.
#[track_caller]
pub fn table(dealer: Seat, mode: Mode, body: &str) -> Table {
    run(dealer, mode, body).table
}

/// Every call record, in order: `N:1S`, a cancelled call as `E:1H[x27B]`, a
/// pass deemed under 28A as `W:Pass{28A}`, a substituted pass as
/// `W:Pass{38C}`.
pub fn calls(st: &State) -> String {
    st.calls
        .auction
        .calls
        .iter()
        .map(|c| {
            let mut s = format!("{}:{}", c.seat, c.call);
            match c.origin {
                CallOrigin::Player => {}
                CallOrigin::DeemedPass => s.push_str("{28A}"),
                CallOrigin::Substituted { law } => s.push_str(&format!("{{{}}}", law.as_str())),
            }
            if let Some(l) = c.cancelled {
                s.push_str(&format!("[x{}]", l.as_str()));
            }
            s
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The standing calls only, e.g. `N:1NT E:1H S:Pass`.
pub fn standing(st: &State) -> String {
    st.calls
        .auction
        .standing()
        .map(|c| format!("{}:{}", c.seat, c.call))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The index in `auction.calls` of the `nth` (0-based) call `text` by `seat`.
#[track_caller]
pub fn rec(st: &State, seat: Seat, text: &str, nth: usize) -> usize {
    let call = attempted(text);
    st.calls
        .auction
        .calls
        .iter()
        .enumerate()
        .filter(|(_, c)| c.seat == seat && c.call == call)
        .map(|(i, _)| i)
        .nth(nth)
        .unwrap_or_else(|| panic!("no call #{nth} {seat}:{text} in {}", calls(st)))
}

/// The contract as `4S by N`, or `-`.
pub fn contract(st: &State) -> String {
    st.play
        .contract
        .map_or_else(|| "-".to_string(), |c| c.to_string())
}

/// The obligations of every seat that has one, North first: `W:rest(27B2)`,
/// `E:next(30A)`, `E:repeat(1H)`.
pub fn obligations(st: &State) -> String {
    let mut out = Vec::new();
    for seat in Seat::ALL {
        let ob = st.calls.obligations[seat.index()];
        if let Some(l) = ob.pass_next_turn {
            out.push(format!("{seat}:next({})", l.as_str()));
        }
        if let Some(l) = ob.pass_rest_of_auction {
            out.push(format!("{seat}:rest({})", l.as_str()));
        }
        if let Some(c) = ob.must_repeat {
            out.push(format!("{seat}:repeat({c})"));
        }
    }
    out.join(" ")
}

/// The information records: `E:1H->EW@16C` for a withdrawn call (by its
/// record), `E:CK->EW@24` for a card.
pub fn info(st: &State) -> Vec<String> {
    st.rect
        .info
        .iter()
        .map(|i| {
            let what = match i.source {
                InfoSource::Call { record } => {
                    let c = st.calls.auction.calls[record];
                    format!("{}:{}", c.seat, c.call)
                }
                InfoSource::Card { seat, card } => format!("{seat}:{card}"),
                InfoSource::CardReplaced { seat } => format!("{seat}:replaced"),
                InfoSource::Extraneous { seat, what } => format!("{seat}:{what:?}"),
                InfoSource::Concession { seat } => format!("{seat}:concession"),
            };
            format!("{what}->{}@{}", side(i.unauthorized_for), i.law.as_str())
        })
        .collect()
}

pub fn side(s: Side) -> &'static str {
    match s {
        Side::NorthSouth => "NS",
        Side::EastWest => "EW",
    }
}

/// The review flags, by law, leaving out the general Law 16C flag the
/// engine raises with every unauthorized-information record (the vectors
/// list the information records themselves; see [`review_all`]).
pub fn review(st: &State) -> Vec<&'static str> {
    st.rect
        .review
        .iter()
        .map(|f| f.law.as_str())
        .filter(|l| *l != "16C")
        .collect()
}

/// Every review flag, by law.
pub fn review_all(st: &State) -> Vec<&'static str> {
    st.rect.review.iter().map(|f| f.law.as_str()).collect()
}

/// The Law 26B rights: `E:26B:pending`, `E:26B:exercised(H)`,
/// `E:26B:exercised(-)`, `E:26B:lapsed`; with the Director's specified
/// suits when set, `E:26B:pending:spec=CH`.
pub fn rights(st: &State) -> Vec<String> {
    st.rect
        .lead_rights
        .iter()
        .map(|r| {
            let status = match r.status {
                LeadRightStatus::Pending => "pending".to_string(),
                LeadRightStatus::Exercised { prohibited } => {
                    format!(
                        "exercised({})",
                        prohibited.map_or("-".to_string(), |s| s.letter().to_string())
                    )
                }
                LeadRightStatus::Lapsed => "lapsed".to_string(),
                LeadRightStatus::NothingToForbid => "nothing-to-forbid".to_string(),
            };
            let mut s = format!("{}:{}:{status}", r.offender, r.law.as_str());
            if let Some(spec) = r.specified {
                s.push_str(&format!(":spec={spec}"));
            }
            s
        })
        .collect()
}

/// The penalty cards: `E:CK:major@24E`.
pub fn penalty_cards(st: &State) -> Vec<String> {
    st.rect
        .penalty_cards
        .iter()
        .map(|p| {
            format!(
                "{}:{}:{}@{}",
                p.seat,
                p.card,
                if p.major { "major" } else { "minor" },
                p.law.as_str()
            )
        })
        .collect()
}

/// The status of irregularity `id`, e.g. `rectified 27B2`, `awaiting`,
/// `finding`, `condoned 27A1`, `cancelled 28B`, `unnoticed`, `follow-up`,
/// `established 63A1`, `review`.
pub fn status(st: &State, id: usize) -> String {
    match st.rect.irregularities[id].status {
        Status::Unnoticed => "unnoticed".into(),
        Status::AwaitingDirector => "awaiting".into(),
        Status::AwaitingFinding { .. } => "finding".into(),
        Status::Condoned { law } => format!("condoned {}", law.as_str()),
        Status::Established { law } => format!("established {}", law.as_str()),
        Status::Cancelled { law } => format!("cancelled {}", law.as_str()),
        Status::ReviewAtEndOfPlay => "review".into(),
        Status::FollowUp => "follow-up".into(),
        Status::Rectified { law } => format!("rectified {}", law.as_str()),
    }
}

/// Every irregularity as `law@offender:status`, e.g. `27@E:rectified 27B2`.
pub fn irregularities(st: &State) -> Vec<String> {
    (0..st.rect.irregularities.len())
        .map(|id| {
            let i = &st.rect.irregularities[id];
            format!("{}@{}:{}", i.law.as_str(), i.offender, status(st, id))
        })
        .collect()
}

/// The options of the explanation of irregularity `id`: `S:accept@27A1`,
/// `S:decline@27B`, `E:call@27B1(a)`, `E:call!@27B3` (sufficient bid or pass
/// only), `TD:rule@27B1(a)*` (`*` when the engine suggests it),
/// `N:prohibit@26B`, `N:spread@54A`, `N:play-option@57A`, `E:withdraw@25A6`,
/// `E:keep@25A6`.
pub fn options(st: &State, id: usize) -> Vec<String> {
    let Some(ex) = st.explanation(id) else {
        return Vec::new();
    };
    ex.options
        .iter()
        .map(|o| {
            let who = match o.chooser {
                Chooser::Player { seat } => seat.to_string(),
                Chooser::Director => "TD".to_string(),
            };
            let what = match o.action {
                OptionKind::Accept => "accept",
                OptionKind::Decline => "decline",
                OptionKind::Call {
                    sufficient_or_pass: false,
                } => "call",
                OptionKind::Call {
                    sufficient_or_pass: true,
                } => "call!",
                OptionKind::Rule { .. } => "rule",
                OptionKind::ProhibitLead => "prohibit",
                OptionKind::SpreadHand => "spread",
                OptionKind::PlayOption => "play-option",
                OptionKind::WithdrawCall { withdraw: true } => "withdraw",
                OptionKind::WithdrawCall { withdraw: false } => "keep",
                OptionKind::Designate => "designate",
                OptionKind::PlaceCard => "place",
            };
            format!(
                "{who}:{what}@{}{}",
                o.law.as_str(),
                if o.suggested { "*" } else { "" }
            )
        })
        .collect()
}

/// The cards `seat` may lawfully play now, as `SK S5 H3`, spades first.
pub fn legal(st: &State, seat: Seat) -> String {
    let mut cards: Vec<Card> = st.legal_cards(seat).iter().collect();
    cards.sort_by_key(|c| std::cmp::Reverse((c.suit() as u8, c.rank().value())));
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The transfers of the result as `64A1:2->NS`.
pub fn transfers(st: &State) -> Vec<String> {
    st.revoke_transfers()
        .iter()
        .map(|t| format!("{}:{}->{}", t.law.as_str(), t.tricks, side(t.to)))
        .collect()
}

/// The 64C review flags, by law.
pub fn revoke_flags(st: &State) -> Vec<&'static str> {
    st.revoke_review_flags()
        .iter()
        .map(|f| f.law.as_str())
        .collect()
}

/// Whose turn it is to call.
pub fn turn(st: &State) -> Seat {
    st.calls.auction.turn()
}

/// The error a script stops on; panics if it runs through, or stops on a
/// parse error rather than a refused action.
#[track_caller]
pub fn refused_on(dealer: Seat, mode: Mode, body: &str) -> tenace_laws::ActionError {
    refused_on_deal(DEAL, dealer, mode, body)
}

/// As [`refused_on`], on `deal`.
#[track_caller]
pub fn refused_on_deal(
    deal: &str,
    dealer: Seat,
    mode: Mode,
    body: &str,
) -> tenace_laws::ActionError {
    let text = script_text(deal, dealer, mode, body);
    match script::run(&text, &tenace_claims::default_solver()) {
        Ok(_) => panic!("the script should stop on a refused action:\n{text}"),
        Err(ScriptError {
            kind: script::ScriptErrorKind::Action(e),
            line,
            ..
        }) => {
            assert_eq!(
                line,
                text.lines().count(),
                "the refused action is the last line:\n{text}"
            );
            e
        }
        Err(e) => panic!("the script has an error that is not a refused action: {e}\n{text}"),
    }
}

/// The outcome of the last action of a run.
pub fn last_outcome(run: &ScriptRun) -> tenace_laws::Outcome {
    run.steps.last().expect("at least one action").outcome
}

/// The winner so far of `cards` (in playing order) under `trump`.
fn winning(cards: &[(Seat, Card)], trump: Option<Suit>) -> Seat {
    let led = cards[0].1.suit();
    let key = |c: Card| -> (u8, u8) {
        let class = if Some(c.suit()) == trump {
            2
        } else if c.suit() == led {
            1
        } else {
            0
        };
        (class, c.rank().value())
    };
    cards.iter().max_by_key(|(_, c)| key(*c)).expect("a card").0
}

/// Plays the board out lawfully: each hand of `favour` plays the highest
/// card that makes its side win the trick so far (or its lowest card when
/// none does); each hand of the other side plays its lowest card that does
/// not win (or its lowest card). Trumps count as high when ranking "lowest".
#[track_caller]
pub fn play_out(t: &mut Table, favour: Side) {
    use tenace_laws::{Event, Outcome, Phase};
    for _ in 0..60 {
        let st = t.state();
        if !matches!(st.phase, Phase::Play | Phase::Clarification) {
            return;
        }
        let contract = st.play.contract.expect("a contract");
        let trump = contract.bid.strain().trump();
        let seat = st.to_play().expect("someone to play");
        let legal: Vec<Card> = st.legal_cards(seat).iter().collect();
        assert!(!legal.is_empty(), "{seat} has no legal card");
        let so_far: Vec<(Seat, Card)> = st
            .current_trick()
            .map(|tr| tr.cards().map(|p| (p.seat, p.card)).collect())
            .unwrap_or_default();
        let low_key = |c: &Card| (Some(c.suit()) == trump, c.rank().value(), c.suit() as u8);
        let wins = |c: Card| {
            let mut v = so_far.clone();
            v.push((seat, c));
            winning(&v, trump).side() == favour
        };
        let mine = seat.side() == favour;
        let pick = if mine {
            let mut winners: Vec<Card> = legal.iter().copied().filter(|c| wins(*c)).collect();
            winners.sort_by_key(|c| (c.rank().value(), Some(c.suit()) != trump));
            winners
                .last()
                .copied()
                .unwrap_or_else(|| *legal.iter().min_by_key(|c| low_key(c)).expect("a card"))
        } else {
            let losers: Vec<Card> = legal.iter().copied().filter(|c| wins(*c)).collect();
            losers
                .iter()
                .min_by_key(|c| low_key(c))
                .copied()
                .unwrap_or_else(|| *legal.iter().min_by_key(|c| low_key(c)).expect("a card"))
        };
        let out = t
            .apply(Event::Play { seat, card: pick })
            .unwrap_or_else(|e| panic!("{seat} {pick} refused: {e}"));
        assert_eq!(out, Outcome::Lawful, "{seat} {pick} should be lawful");
    }
    panic!("the board did not end");
}

/// The winners of the tricks played, in order, as `NNEW...`.
pub fn winners(st: &State) -> String {
    st.play
        .tricks
        .iter()
        .map(|t| t.winner.map_or('-', |w| w.letter()))
        .collect()
}

/// Applies `event`, expects the refusal `expected`, and checks that the
/// table did not change.
#[track_caller]
pub fn refused(t: &mut Table, event: tenace_laws::Event, expected: tenace_laws::ActionError) {
    let before = t.clone();
    assert_eq!(t.apply(event), Err(expected));
    assert_eq!(*t, before, "a refused action leaves the table unchanged");
}

/// Replaying the table's log gives the same state.
#[track_caller]
pub fn replay_matches(t: &Table) {
    let again = Table::replay(*t.board(), t.state().config, t.log().iter().cloned())
        .expect("the log replays");
    assert_eq!(again.state(), t.state());
}
