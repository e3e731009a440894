//! Helpers shared by the tenace-laws integration tests: hand-made deals,
//! event builders, a refusal checker, and choosers of lawful calls and cards
//! that do not rely on the engine's own notion of what is lawful.
#![allow(dead_code)]

pub mod view_oracle;

use tenace_core::{AttemptedCall, Bid, Board, Call, Card, Deal, Hand, Seat, Strain, Vulnerability};
use tenace_laws::script::{self, ScriptRun};
use tenace_laws::{ActionError, BoardResult, Event, Mode, Outcome, State, Table, TableConfig};

pub const N: Seat = Seat::North;
pub const E: Seat = Seat::East;
pub const S: Seat = Seat::South;
pub const W: Seat = Seat::West;

pub const MODES: [Mode; 2] = [Mode::AutoDirector, Mode::Table];

/// A deal built by hand so that every scenario is easy to follow:
///
/// | suit | North | East | South | West |
/// |------|-------|------|-------|------|
/// | ♠ | AKQJ | T98 | 765 | 432 |
/// | ♥ | 432 | AKQ | JT98 | 765 |
/// | ♦ | AKQ | JT9 | 876 | 5432 |
/// | ♣ | 432 | AKQJ | T98 | 765 |
///
/// North wins any spade or diamond trick he plays an honour to; East wins
/// any heart or club trick he plays an honour to.
pub const PBN: &str = "N:AKQJ.432.AKQ.432 T98.AKQ.JT9.AKQJ 765.JT98.876.T98 432.765.5432.765";

pub fn deal() -> Deal {
    Deal::from_pbn(PBN).expect("the test deal is valid")
}

/// Board 1 of [`deal`]: North deals, nobody vulnerable.
pub fn board() -> Board {
    Board::new(1, deal()).expect("board 1")
}

pub fn board_with(dealer: Seat, vulnerability: Vulnerability) -> Board {
    Board::with_markings(1, dealer, vulnerability, deal())
}

pub fn table(mode: Mode) -> Table {
    Table::new(board(), TableConfig::with_mode(mode))
}

pub fn card(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|e| panic!("bad card {text}: {e}"))
}

pub fn attempted(text: &str) -> AttemptedCall {
    text.parse()
        .unwrap_or_else(|e| panic!("bad call {text}: {e}"))
}

pub fn bid(text: &str) -> Bid {
    text.parse()
        .unwrap_or_else(|e| panic!("bad bid {text}: {e}"))
}

pub fn call(seat: Seat, text: &str) -> Event {
    Event::Call {
        seat,
        call: attempted(text),
    }
}

pub fn play(seat: Seat, text: &str) -> Event {
    Event::Play {
        seat,
        card: card(text),
    }
}

/// Applies `event` and expects it to be accepted.
#[track_caller]
pub fn ok(table: &mut Table, event: Event) -> Outcome {
    match table.apply(event.clone()) {
        Ok(outcome) => outcome,
        Err(e) => panic!("{event:?} was refused: {e}"),
    }
}

/// Applies each event and expects every one to be lawful.
#[track_caller]
pub fn lawful(table: &mut Table, events: &[Event]) {
    for event in events {
        assert_eq!(
            ok(table, event.clone()),
            Outcome::Lawful,
            "{event:?} should be lawful"
        );
    }
}

/// Calls in rotation from whoever's turn it is; each must be lawful.
#[track_caller]
pub fn auction(table: &mut Table, calls: &str) {
    for text in calls.split_whitespace() {
        let seat = table.state().calls.auction.turn();
        assert_eq!(
            ok(table, call(seat, text)),
            Outcome::Lawful,
            "{seat} {text} should be lawful"
        );
    }
}

/// Plays cards, each from the hand it was dealt to; each must be lawful.
#[track_caller]
pub fn cards(table: &mut Table, list: &str) {
    let deal = table.board().deal;
    for text in list.split_whitespace() {
        let c = card(text);
        let seat = deal.holder(c);
        assert_eq!(
            ok(table, Event::Play { seat, card: c }),
            Outcome::Lawful,
            "{seat} {text} should be lawful"
        );
    }
}

/// Applies `event`, expects exactly `expected`, and checks that the table,
/// its log included, is unchanged.
#[track_caller]
pub fn refused(table: &mut Table, event: Event, expected: ActionError) {
    let before = table.clone();
    let len = table.log().len();
    assert_eq!(table.apply(event.clone()), Err(expected), "{event:?}");
    assert_eq!(table.log().len(), len, "a refused event must not be logged");
    assert!(
        *table == before,
        "a refused event must leave the table unchanged"
    );
}

/// Runs a table script on [`PBN`] in `mode`; `body` holds the actions.
#[track_caller]
pub fn run(mode: Mode, body: &str) -> ScriptRun {
    let mode = match mode {
        Mode::AutoDirector => "auto",
        Mode::Table => "table",
    };
    let text = format!("board 1\ndeal {PBN}\nmode {mode}\n{body}");
    script::run(&text, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("script failed: {e}\n{text}"))
}

/// `table` after `1NT P P P` by North (East on lead), in `mode`.
pub fn one_nt_by_north(mode: Mode) -> Table {
    let mut t = table(mode);
    auction(&mut t, "1NT P P P");
    t
}

/// The result of a passed-out board (Law 22B): no contract, no tricks,
/// zero to both sides, nothing for the Director.
#[track_caller]
pub fn assert_passed_out_result(result: Option<BoardResult>) {
    let r = result.expect("a passed-out board has a result");
    assert_eq!(r.contract, None);
    assert_eq!(r.declarer_tricks, None);
    assert_eq!(r.score_ns, 0);
    assert_eq!(r.breakdown, None);
    assert!(!r.subject_to_director);
}

// ---------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------

/// The cards still held plus the cards played to tricks: all 52, each once.
#[track_caller]
pub fn assert_cards_conserved(state: &State) {
    let mut seen = Hand::EMPTY;
    let mut count = 0usize;
    for hand in state.play.hands {
        for c in hand.iter() {
            assert!(seen.insert(c), "{c} is in two places");
            count += 1;
        }
    }
    for trick in &state.play.tricks {
        for p in trick.cards() {
            assert!(seen.insert(p.card), "{} is in two places", p.card);
            assert!(
                !state.play.hands[p.seat.index()].contains(p.card),
                "{} was played but is still in {}'s hand",
                p.card,
                p.seat
            );
            count += 1;
        }
    }
    assert_eq!(count, 52, "cards in hands + cards in tricks");
    assert_eq!(seen, Hand::FULL);
}

// ---------------------------------------------------------------------
// Lawful choices, computed independently of the engine
// ---------------------------------------------------------------------

/// The bid with Law 18B rank `index` (0 = 1♣, 34 = 7NT).
pub fn bid_at(index: u8) -> Bid {
    Bid::try_new(index / 5 + 1, Strain::ALL[(index % 5) as usize]).expect("index below 35")
}

/// Every lawful call for the player whose turn it is, given the calls made
/// so far in rotation (Laws 18 and 19): pass, every sufficient bid, a
/// double of an opponent's bid with only passes since, a redouble of an
/// opponent's double with only passes since.
pub fn lawful_calls(history: &[(Seat, Call)], seat: Seat) -> Vec<Call> {
    let mut calls = vec![Call::Pass];
    let last_bid = history.iter().rev().find_map(|(_, c)| c.bid());
    let from = last_bid.map_or(0, |b| b.rank_index() + 1);
    calls.extend((from..35).map(|i| Call::Bid(bid_at(i))));
    if let Some(&(by, last)) = history.iter().rev().find(|(_, c)| *c != Call::Pass) {
        if by.is_opponent(seat) {
            match last {
                Call::Bid(_) => calls.push(Call::Double),
                Call::Double => calls.push(Call::Redouble),
                _ => {}
            }
        }
    }
    calls
}

/// The cards `seat` may lawfully play now: any card when leading, else a
/// card of the suit led when he holds one (Law 44C), else any card.
pub fn lawful_cards(state: &State, seat: Seat) -> Vec<Card> {
    let hand = state.play.hands[seat.index()];
    let legal = match state.current_trick().and_then(|t| t.suit_led()) {
        Some(s) if hand.has_suit(s) => hand.suit(s),
        _ => hand,
    };
    legal.iter().collect()
}

/// The seat due to play, computed from the tricks (not from the engine's
/// `to_play`): the opening leader, then in rotation, then the winner.
pub fn due_to_play(state: &State) -> Seat {
    let contract = state.play.contract.expect("a contract");
    match state.play.tricks.last() {
        None => contract.opening_leader(),
        Some(t) if t.is_complete() => winner_of(
            t.cards().map(|p| (p.seat, p.card)).collect(),
            contract.bid.strain(),
        ),
        Some(t) => t.leader.advance(t.len()),
    }
}

/// The winner of a complete trick (Law 44E, 44F), computed here.
pub fn winner_of(cards: Vec<(Seat, Card)>, strain: Strain) -> Seat {
    let trump = strain.trump();
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
    cards
        .iter()
        .max_by_key(|(_, c)| key(*c))
        .expect("four cards")
        .0
}

/// The contract a lawful auction produces (Law 22A), computed here: the
/// last bid, doubled or redoubled if the last non-pass call after it says
/// so, declared by the first of the bidding side to name its strain.
pub fn expected_contract(history: &[(Seat, Call)]) -> Option<tenace_core::Contract> {
    use tenace_core::{Contract, Doubling};
    let (pos, bidder, last) = history
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, (s, c))| c.bid().map(|b| (i, *s, b)))?;
    let doubling = match history[pos + 1..]
        .iter()
        .rev()
        .find(|(_, c)| *c != Call::Pass)
    {
        Some((_, Call::Double)) => Doubling::Doubled,
        Some((_, Call::Redouble)) => Doubling::Redoubled,
        _ => Doubling::Undoubled,
    };
    let declarer = history
        .iter()
        .find(|(s, c)| {
            s.side() == bidder.side() && c.bid().is_some_and(|b| b.strain() == last.strain())
        })
        .map(|(s, _)| *s)
        .expect("the bidder named the strain");
    Some(Contract::new(last, doubling, declarer))
}
