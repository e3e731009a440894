//! The per-role views of a table (`tenace.table.v2`).
//!
//! What each role may see is worked out here from the log, independently
//! of the view code: a seat may know the cards it was dealt, every card
//! faced at the table by an event of the log (a card led or played, an
//! exposed card, the visible cards of a simultaneous play ...), dummy's
//! hand once spread after the opening lead (Law 41D), a hand faced with a
//! claim (Law 68C) or at a rubber table after a disputed claim (RB 69), a
//! face-down opening lead only if it is its own (Law 41A), and after the
//! board the whole deal. Random boards with random irregularities then
//! check that no serialized view names a card outside that set, and that
//! the Director's view holds everything.

mod common;

use common::*;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use tenace_core::{AttemptedCall, Board, Call, Card, Deal, Seat};
use tenace_laws::view::{Actor, Role};
use tenace_laws::{Event, Mode, Phase, RuleSet, Ruling, State, Table, TableConfig};

/// The oracle of tests/common/view_oracle.rs as a property failure.
fn check_views(t: &Table, phases: &[Phase]) -> Result<(), TestCaseError> {
    view_oracle::check_views(t, phases).map_err(TestCaseError::fail)
}

fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> T {
    items[(rng.next_u32() as usize) % items.len()]
}

fn held(rng: &mut ChaCha8Rng, st: &State, seat: Seat) -> Card {
    let cards: Vec<Card> = st.play.hands[seat.index()].iter().collect();
    if cards.is_empty() {
        Card::from_index((rng.next_u32() % 52) as u8).unwrap()
    } else {
        pick(rng, &cards)
    }
}

/// A step of a board: mostly the player due to act, with irregularities
/// that face, hide or move cards mixed in.
fn step(rng: &mut ChaCha8Rng, t: &Table) -> Event {
    let st = t.state();
    let seat = pick(rng, &Seat::ALL);
    let roll = rng.next_u32() % 100;
    match roll {
        0..=3 => Event::Expose {
            seat,
            card: held(rng, st, seat),
        },
        4..=6 => Event::FaceDownLead {
            seat,
            card: held(rng, st, seat),
        },
        7..=9 => Event::Play {
            seat,
            card: held(rng, st, seat),
        },
        10..=11 => Event::ExtraCard {
            seat,
            card: held(rng, st, seat),
        },
        12 => Event::Claim {
            seat,
            tricks: (rng.next_u32() % 14) as u8,
            statement: String::new(),
        },
        13 => Event::AgreeClaim { seat },
        14 => Event::FaceHand { seat },
        15..=17 => Event::DrawAttention { seat },
        18..=21 => Event::Accept { seat },
        22..=23 => Event::Decline { seat },
        24 => Event::Call {
            seat,
            call: AttemptedCall::Call(Call::Pass),
        },
        25 => Event::SpreadHand { seat },
        26 => Event::Director(Ruling::WaiveRectification),
        _ => match st.phase {
            Phase::Auction => Event::Call {
                seat: st.calls.auction.turn(),
                call: if rng.next_u32() % 100 < 70 {
                    AttemptedCall::Call(Call::Pass)
                } else {
                    let from = st
                        .calls
                        .auction
                        .last_bid()
                        .map_or(0, |(b, _)| b.rank_index() + 1);
                    AttemptedCall::Call(Call::Bid(bid_at(from.min(34))))
                },
            },
            _ => match st.to_play() {
                Some(next) => {
                    let legal: Vec<Card> = st.legal_cards(next).iter().collect();
                    if legal.is_empty() {
                        Event::DrawAttention { seat }
                    } else {
                        Event::Play {
                            seat: next,
                            card: pick(rng, &legal),
                        }
                    }
                }
                None => Event::Accept { seat },
            },
        },
    }
}

fn run_board(seed: u64, mode: Mode, rules: RuleSet, steps: usize) -> Result<Table, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let board = Board::new(1 + (seed % 16) as u32, Deal::random(seed)).unwrap();
    let mut t = Table::new(
        board,
        TableConfig {
            mode,
            rules,
            ..TableConfig::default()
        },
    );
    let mut phases = Vec::new();
    check_views(&t, &phases)?;
    for _ in 0..steps {
        let event = step(&mut rng, &t);
        let phase = t.state().phase;
        if t.apply(event).is_ok() {
            phases.push(phase);
            check_views(&t, &phases)?;
        }
    }
    Ok(t)
}

proptest! {
    // Each case checks six views after every step; PROPTEST_CASES runs more.
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn no_view_holds_a_card_its_role_may_not_see(
        seed in any::<u64>(),
        table_mode in any::<bool>(),
        rules in 0usize..3,
        steps in 1usize..250,
    ) {
        let mode = if table_mode { Mode::Table } else { Mode::AutoDirector };
        let rules = [RuleSet::Duplicate2017, RuleSet::Rubber2014, RuleSet::Rubber2014Club][rules];
        run_board(seed, mode, rules, steps)?;
    }
}

/// Fixed seeds that reach the play and the end of the board, so that the
/// property is exercised there whatever proptest draws.
#[test]
fn views_from_fixed_seeds_reach_the_play_and_the_end() {
    let mut played = 0;
    let mut over = 0;
    for seed in 0..60u64 {
        let mode = if seed % 2 == 0 {
            Mode::Table
        } else {
            Mode::AutoDirector
        };
        let rules = [
            RuleSet::Duplicate2017,
            RuleSet::Rubber2014,
            RuleSet::Rubber2014Club,
        ][(seed % 3) as usize];
        let t = run_board(seed, mode, rules, 250).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        played += usize::from(!t.state().play.tricks.is_empty());
        over += usize::from(matches!(
            t.state().phase,
            Phase::Complete | Phase::PassedOut
        ));
    }
    assert!(played >= 15, "{played} boards reached the play");
    assert!(over >= 5, "{over} boards ended");
}

/// A worked board: what North, East, the spectator and the Director see
/// at each point, from the Laws.
#[test]
fn what_each_role_sees_on_a_board() {
    let mut t = table(Mode::AutoDirector);
    // Board 1, North deals: 1NT by North, East to lead (Law 41A).
    auction(&mut t, "1N P P P");
    let st = t.state();
    let north = st.for_seat(Seat::North);
    let east = st.for_seat(Seat::East);
    let spectator = st.spectator();
    // Each player sees his own hand only; nobody sees dummy yet.
    assert_eq!(north.hands[0].cards, Some(st.play.hands[0]));
    assert_eq!(north.hands[1].cards, None);
    assert_eq!(north.hands[2].cards, None);
    assert_eq!(
        east.hands[2].cards, None,
        "dummy is not spread before the lead"
    );
    assert_eq!(east.hands[1].cards, Some(st.play.hands[1]));
    assert!(spectator.hands.iter().all(|h| h.cards.is_none()));
    assert!(spectator.hands.iter().all(|h| h.held == 13));
    assert_eq!(north.board.deal, None);
    assert_eq!(st.director().board.deal, Some(st.board.deal));

    // East leads face down (Law 41A): only East and the Director see it.
    let lead = held_lowest(st, Seat::East);
    ok(
        &mut t,
        Event::FaceDownLead {
            seat: Seat::East,
            card: lead,
        },
    );
    let st = t.state();
    assert_eq!(
        st.for_seat(Seat::East).face_down_lead.unwrap().card,
        Some(lead)
    );
    assert_eq!(st.for_seat(Seat::South).face_down_lead.unwrap().card, None);
    assert_eq!(st.for_seat(Seat::North).face_down_lead.unwrap().card, None);
    assert_eq!(st.spectator().face_down_lead.unwrap().card, None);
    assert_eq!(st.director().face_down_lead.unwrap().card, Some(lead));

    // The lead is faced: dummy (South) is spread (Law 41D) and everyone
    // sees it, and the card led.
    ok(
        &mut t,
        Event::Play {
            seat: Seat::East,
            card: lead,
        },
    );
    let st = t.state();
    for role in [
        Role::Seat(Seat::East),
        Role::Seat(Seat::West),
        Role::Spectator,
    ] {
        let v = st.view(role);
        assert_eq!(
            v.hands[2].cards,
            Some(st.play.hands[2]),
            "{role} sees dummy"
        );
        assert_eq!(v.tricks[0].cards[0].card, lead);
        assert!(v.hands[0].cards.is_none(), "{role} does not see declarer");
    }
    assert_eq!(
        st.for_seat(Seat::West).hands[1].cards,
        None,
        "West does not see his partner's hand"
    );
    assert_eq!(st.for_seat(Seat::West).to_act, Some(Seat::South));
}

fn held_lowest(st: &State, seat: Seat) -> Card {
    st.play.hands[seat.index()].lowest().unwrap()
}

#[test]
fn roles_parse_and_print() {
    for (text, role) in [
        ("N", Role::Seat(Seat::North)),
        ("W", Role::Seat(Seat::West)),
        ("director", Role::Director),
        ("spectator", Role::Spectator),
    ] {
        assert_eq!(text.parse::<Role>(), Ok(role));
        assert_eq!(role.to_string(), text);
    }
    assert!("kibitzer".parse::<Role>().is_err());
    assert!("".parse::<Role>().is_err());
}

#[test]
fn actors_of_events() {
    let t = one_nt_by_north(Mode::AutoDirector);
    let st = t.state();
    // Declarer (North) designates dummy's cards (Law 45B).
    assert_eq!(play(Seat::South, "S2").actor(st), Actor::Seat(Seat::North));
    assert_eq!(play(Seat::East, "S2").actor(st), Actor::Seat(Seat::East));
    assert_eq!(
        Event::DummyPlay { card: card("S2") }.actor(st),
        Actor::Seat(Seat::South)
    );
    assert_eq!(
        Event::Director(Ruling::WaiveRectification).actor(st),
        Actor::Director
    );
    assert_eq!(Event::RoundEnded.actor(st), Actor::Director);
}
