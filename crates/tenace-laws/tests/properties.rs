//! Property tests over random deals.
//!
//! 1. Lawful boards: random lawful auctions (mostly passes, so that they
//!    end) and random lawful cards (following suit when able), in both
//!    modes. At every step the 52 cards are all accounted for; a contract
//!    is the one Law 22A gives; 13 tricks are won by the hands Law 44
//!    names; the score is the Law 77 score; the log replays to the same
//!    table; nothing irregular is recorded.
//! 2. Arbitrary events: any seat, any call (bids above seven included),
//!    any card, acceptances, attention, rulings. The engine never panics,
//!    and every refused event leaves the table exactly as it was.

mod common;

use common::*;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use tenace_core::{AttemptedCall, Board, Call, Card, Deal, Seat, Side, Strain, Suit, SuitSet};
use tenace_laws::{
    Event, Mode, Outcome, Phase, PlayRestrictionKind, ReplacementClass, RuleSet, Ruling, Table,
    TableConfig,
};

/// The three rule sets, for the properties that run them all.
const RULES: [RuleSet; 3] = [
    RuleSet::Duplicate2017,
    RuleSet::Rubber2014,
    RuleSet::Rubber2014Club,
];

fn mode_of(table_mode: bool) -> Mode {
    if table_mode {
        Mode::Table
    } else {
        Mode::AutoDirector
    }
}

fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> T {
    items[(rng.next_u32() as usize) % items.len()]
}

/// The phase Law 22 gives after `history`, computed here.
fn expected_phase(history: &[(Seat, Call)]) -> Phase {
    let n = history.len();
    let all_pass = history.iter().all(|(_, c)| *c == Call::Pass);
    if n >= 4 && all_pass {
        Phase::PassedOut
    } else if !all_pass && n >= 3 && history[n - 3..].iter().all(|(_, c)| *c == Call::Pass) {
        Phase::Clarification
    } else {
        Phase::Auction
    }
}

/// Plays one random lawful board and checks it throughout.
fn lawful_board(
    deal_seed: u64,
    rng_seed: u64,
    number: u32,
    mode: Mode,
    pass_percent: u32,
) -> Result<Phase, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let board = Board::new(number, Deal::random(deal_seed)).unwrap();
    let config = TableConfig::with_mode(mode);
    let mut t = Table::new(board, config);
    let mut history: Vec<(Seat, Call)> = Vec::new();

    // The auction (Laws 17-22).
    while t.state().phase == Phase::Auction {
        let seat = board.dealer.advance(history.len());
        prop_assert_eq!(t.state().calls.auction.turn(), seat);
        let calls = lawful_calls(&history, seat);
        let call = if rng.next_u32() % 100 < pass_percent || calls.len() == 1 {
            Call::Pass
        } else {
            pick(&mut rng, &calls[1..])
        };
        prop_assert!(t.state().calls.auction.is_admissible(seat, call));
        let out = t.apply(Event::Call {
            seat,
            call: AttemptedCall::Call(call),
        });
        prop_assert_eq!(out, Ok(Outcome::Lawful), "{} {}", seat, call);
        history.push((seat, call));
        prop_assert_eq!(t.state().phase, expected_phase(&history));
        assert_cards_conserved(t.state());
    }
    prop_assert!(t.state().rect.irregularities.is_empty());

    if t.state().phase == Phase::PassedOut {
        prop_assert_eq!(t.state().play.contract, None);
        assert_passed_out_result(t.result());
    } else {
        let contract = expected_contract(&history).unwrap();
        prop_assert_eq!(t.state().play.contract, Some(contract));
        prop_assert_eq!(t.state().phase, Phase::Clarification);

        // Sometimes the opening leader leads face down first (Law 41A).
        if rng.next_u32() % 2 == 0 {
            let leader = contract.opening_leader();
            let c = pick(&mut rng, &lawful_cards(t.state(), leader));
            prop_assert_eq!(
                t.apply(Event::FaceDownLead {
                    seat: leader,
                    card: c
                }),
                Ok(Outcome::Lawful)
            );
            prop_assert_eq!(
                t.apply(Event::Play {
                    seat: leader,
                    card: c
                }),
                Ok(Outcome::Lawful)
            );
            prop_assert!(t.state().play.dummy_spread);
        }

        // The play (Law 44): follow suit when able; winner leads.
        while t.state().phase != Phase::Complete {
            let seat = due_to_play(t.state());
            prop_assert_eq!(t.state().to_play(), Some(seat));
            let lawful = lawful_cards(t.state(), seat);
            // With nothing irregular, the engine's legal cards are those of Law 44C.
            prop_assert_eq!(
                t.state().legal_cards(seat).iter().collect::<Vec<_>>(),
                lawful.clone()
            );
            let c = pick(&mut rng, &lawful);
            let out = t.apply(Event::Play { seat, card: c });
            prop_assert_eq!(out, Ok(Outcome::Lawful), "{} {}", seat, c);
            prop_assert!(t.state().play.dummy_spread);
            assert_cards_conserved(t.state());
            prop_assert!(t.state().play.tricks.len() <= 13);
        }

        let st = t.state();
        prop_assert_eq!(st.play.tricks.len(), 13);
        prop_assert!(st.play.hands.iter().all(|h| h.is_empty()));
        for (i, trick) in st.play.tricks.iter().enumerate() {
            prop_assert!(trick.is_complete());
            let cards: Vec<(Seat, Card)> = trick.cards().map(|p| (p.seat, p.card)).collect();
            let leader_ok = if i == 0 {
                contract.opening_leader()
            } else {
                st.play.tricks[i - 1].winner.unwrap()
            };
            prop_assert_eq!(trick.leader, leader_ok);
            prop_assert_eq!(trick.winner, Some(winner_of(cards, contract.bid.strain())));
        }
        let won = st.tricks_won();
        prop_assert_eq!(won[0] + won[1], 13);
        let side = contract.declarer.side();
        let tricks = won[side.index()];
        let vulnerable = board.vulnerability.is_vulnerable(side);
        let breakdown =
            tenace_score::contract_score(contract.bid, contract.doubling, vulnerable, tricks);
        let r = t.result().unwrap();
        prop_assert_eq!(r.contract, Some(contract));
        prop_assert_eq!(r.declarer_tricks, Some(tricks));
        prop_assert_eq!(r.breakdown, Some(breakdown));
        prop_assert!(!r.subject_to_director);
        // The declaring side scores the Law 77 total; the other side its negative.
        let score_ns = r.score_ns;
        let score_ew = -r.score_ns;
        let (declaring, defending) = if side == Side::NorthSouth {
            (score_ns, score_ew)
        } else {
            (score_ew, score_ns)
        };
        prop_assert_eq!(declaring, breakdown.total);
        prop_assert_eq!(defending, -breakdown.total);
    }

    prop_assert!(t.state().rect.irregularities.is_empty());
    prop_assert!(t.awaiting_director().is_none());
    prop_assert!(t.state().play.exposed.is_empty());

    // The state is a fold of the log.
    let again = Table::replay(board, config, t.log().iter().cloned()).unwrap();
    prop_assert!(again == t);
    // ... and the log survives a round trip through JSON.
    let json = serde_json::to_string(t.log()).unwrap();
    let log: Vec<Event> = serde_json::from_str(&json).unwrap();
    prop_assert!(Table::replay(board, config, log).unwrap() == t);
    Ok(t.state().phase)
}

/// Any call a player could say, a bid above seven included.
fn any_call(rng: &mut ChaCha8Rng) -> AttemptedCall {
    match rng.next_u32() % 6 {
        0 | 1 => AttemptedCall::Call(Call::Pass),
        2 => AttemptedCall::Call(Call::Double),
        3 => AttemptedCall::Call(Call::Redouble),
        _ => {
            let level = 1 + (rng.next_u32() % 9) as u8;
            let strain = pick(rng, &Strain::ALL);
            match tenace_core::Bid::try_new(level, strain) {
                Some(b) => AttemptedCall::Call(Call::Bid(b)),
                None => AttemptedCall::OverSeven { level, strain },
            }
        }
    }
}

fn any_card(rng: &mut ChaCha8Rng) -> Card {
    Card::from_index((rng.next_u32() % 52) as u8).unwrap()
}

/// A card `seat` holds, if any, else any card.
fn held_card(rng: &mut ChaCha8Rng, t: &Table, seat: Seat) -> Card {
    let hand: Vec<Card> = t.state().play.hands[seat.index()].iter().collect();
    if hand.is_empty() {
        any_card(rng)
    } else {
        pick(rng, &hand)
    }
}

/// A move that keeps the board going: the player whose turn it is makes a
/// plausible call or plays a card he holds (following suit when able).
fn driving_event(rng: &mut ChaCha8Rng, t: &Table) -> Option<Event> {
    let st = t.state();
    match st.phase {
        Phase::Auction => {
            let seat = st.calls.auction.turn();
            let call = if rng.next_u32() % 100 < 70 {
                Call::Pass
            } else {
                let from = st
                    .calls
                    .auction
                    .last_bid()
                    .map_or(0, |(b, _)| b.rank_index() + 1);
                if from >= 35 {
                    Call::Pass
                } else {
                    Call::Bid(bid_at((from + (rng.next_u32() % 3) as u8).min(34)))
                }
            };
            Some(Event::Call {
                seat,
                call: AttemptedCall::Call(call),
            })
        }
        Phase::Clarification | Phase::Play => {
            let seat = st.to_play()?;
            // The engine's own legal cards, restrictions and penalty cards
            // included, so that the board moves on.
            let cards: Vec<Card> = st.legal_cards(seat).iter().collect();
            (!cards.is_empty()).then(|| Event::Play {
                seat,
                card: pick(rng, &cards),
            })
        }
        _ => None,
    }
}

fn any_suit(rng: &mut ChaCha8Rng) -> Suit {
    pick(rng, &Suit::ALL)
}

fn any_suits(rng: &mut ChaCha8Rng) -> SuitSet {
    Suit::ALL
        .iter()
        .copied()
        .filter(|_| rng.next_u32().is_multiple_of(3))
        .collect()
}

fn any_ruling(rng: &mut ChaCha8Rng) -> Ruling {
    let yes = rng.next_u32().is_multiple_of(2);
    match rng.next_u32() % 9 {
        0 => Ruling::CallerIntended { accepted: yes },
        7 => Ruling::LeadIntended { lead: yes },
        8 => Ruling::WaiveRectification,
        6 => Ruling::ClaimAward {
            tricks: (rng.next_u32() % 15) as u8,
        },
        5 => Ruling::Misinformation {
            explainer: pick(rng, &Seat::ALL),
        },
        1 => Ruling::Unintended { unintended: yes },
        2 => Ruling::Replacement {
            class: pick(
                rng,
                &[
                    ReplacementClass::LowestSameDenominations,
                    ReplacementClass::Comparable,
                    ReplacementClass::Neither,
                ],
            ),
        },
        3 => Ruling::Comparable { comparable: yes },
        _ => Ruling::SpecifiedSuits {
            offender: pick(rng, &Seat::ALL),
            suits: any_suits(rng),
        },
    }
}

/// Any event at all: any seat, any call, any card, every choice and ruling.
fn arbitrary_event(rng: &mut ChaCha8Rng, t: &Table) -> Event {
    let seat = pick(rng, &Seat::ALL);
    // Declarer is the one who has options; ask him most of the time.
    let chooser = match t.state().play.contract {
        Some(c) if !rng.next_u32().is_multiple_of(4) => c.declarer,
        _ => seat,
    };
    match rng.next_u32() % 34 {
        // Rubber bridge: the play after a disputed claim, mixed cards.
        30 => Event::ClaimTrumps {
            seat,
            draw: rng.next_u32().is_multiple_of(2),
        },
        31 => Event::RejectClaimPlay { seat },
        32 => Event::FaceHand { seat },
        33 => Event::CardsMixed,
        0..=2 => Event::Call {
            seat,
            call: any_call(rng),
        },
        3..=5 => Event::Play {
            seat,
            card: held_card(rng, t, seat),
        },
        6 => Event::Play {
            seat,
            card: any_card(rng),
        },
        7 => Event::FaceDownLead {
            seat,
            card: held_card(rng, t, seat),
        },
        8 => {
            let dummy = t.state().dummy().unwrap_or(seat);
            Event::DummyPlay {
                card: held_card(rng, t, dummy),
            }
        }
        9 => Event::DrawAttention { seat },
        10 | 11 => Event::Accept { seat },
        12 | 13 => Event::Decline { seat },
        14 => Event::Expose {
            seat,
            card: held_card(rng, t, seat),
        },
        15 => {
            let (require, prohibit) = match rng.next_u32() % 3 {
                0 => (Some(any_suit(rng)), SuitSet::EMPTY),
                1 => (None, any_suits(rng)),
                _ => (None, SuitSet::EMPTY),
            };
            Event::LeadOption {
                seat: chooser,
                require,
                prohibit,
            }
        }
        16 => {
            let option = match rng.next_u32() % 4 {
                0 => PlayRestrictionKind::Highest,
                1 => PlayRestrictionKind::Lowest,
                2 => PlayRestrictionKind::PlaySuit {
                    suit: any_suit(rng),
                },
                _ => PlayRestrictionKind::NotSuit {
                    suit: any_suit(rng),
                },
            };
            Event::PlayOption {
                seat: chooser,
                option,
            }
        }
        17 => Event::SpreadHand { seat: chooser },
        18 => Event::ProhibitLead {
            seat: chooser,
            suit: (!rng.next_u32().is_multiple_of(3)).then(|| any_suit(rng)),
        },
        19 => Event::Alert { seat },
        21 => Event::Claim {
            seat,
            tricks: (rng.next_u32() % 15) as u8,
            statement: String::new(),
        },
        22 => Event::Concede {
            seat,
            tricks: (rng.next_u32() % 15) as u8,
        },
        23 | 24 => Event::AgreeClaim { seat },
        25 => Event::DisputeClaim { seat },
        26 => Event::ObjectToConcession { seat },
        20 => Event::ChangeCall {
            seat,
            call: any_call(rng),
        },
        _ => Event::Director(any_ruling(rng)),
    }
}

/// Structural facts that hold whatever happened at the table. With
/// `strict`, also every card in a hand or a trick exactly once, and
/// penalty cards still in their owners' hands (see
/// `arbitrary_events_keep_every_card` below).
fn check_structure(t: &Table, strict: bool) -> Result<(), TestCaseError> {
    let st = t.state();
    if strict {
        assert_cards_conserved(st);
        for p in &st.rect.penalty_cards {
            prop_assert!(
                st.play.hands[p.seat.index()].contains(p.card),
                "penalty card {:?} is not in a hand",
                p
            );
        }
    }
    prop_assert!(st.play.tricks.len() <= 13);
    for (i, trick) in st.play.tricks.iter().enumerate() {
        prop_assert!(!trick.is_empty());
        let seats: Vec<Seat> = trick.cards().map(|p| p.seat).collect();
        for (k, s) in seats.iter().enumerate() {
            prop_assert_eq!(
                *s,
                trick.leader.advance(k),
                "trick {} is played in rotation",
                i + 1
            );
        }
        prop_assert_eq!(trick.winner.is_some(), trick.is_complete());
        if i + 1 < st.play.tricks.len() {
            prop_assert!(trick.is_complete(), "only the last trick may be incomplete");
        }
    }
    prop_assert_eq!(st.play.lead_irregularities.len(), st.play.tricks.len());
    for (i, irr) in st.rect.irregularities.iter().enumerate() {
        prop_assert_eq!(irr.id, i);
        // The kind's law, as the table's code cites it (a rubber table
        // cites the rubber clause; a rejected claim play under RB 70 cites
        // RB 70).
        prop_assert!(
            irr.law == st.as_rules(irr.kind.law())
                || matches!(
                    irr.kind,
                    tenace_laws::IrregularityKind::ClaimPlayRejected { .. }
                ),
            "{:?} cites {}",
            irr.kind,
            irr.law
        );
        prop_assert!(irr.event < t.log().len());
    }
    for e in &st.play.exposed {
        prop_assert!(
            st.play.hands[e.seat.index()].contains(e.card),
            "an exposed card is still in its owner's hand"
        );
        prop_assert!(e.irregularity.index() < st.rect.irregularities.len());
    }
    for rec in &st.calls.auction.calls {
        prop_assert!(rec.event < t.log().len());
        prop_assert!(rec
            .irregularity
            .is_none_or(|id| id.index() < st.rect.irregularities.len()));
    }
    #[allow(unreachable_patterns)]
    match st.phase {
        Phase::Auction => prop_assert!(st.play.contract.is_none() && st.play.tricks.is_empty()),
        Phase::Clarification => {
            prop_assert!(st.play.contract.is_some() && st.play.tricks.is_empty())
        }
        // A retracted opening lead can leave the play period without a trick.
        Phase::Play => prop_assert!(st.play.contract.is_some()),
        Phase::Complete => {
            // Thirteen tricks, or fewer and a claim or concession (Law 68).
            prop_assert!(st.play.tricks.len() == 13 || st.claims.claim.is_some());
            let r = t.result();
            prop_assert!(r.is_some());
            prop_assert!(r.and_then(|r| r.declarer_tricks).is_some_and(|n| n <= 13));
        }
        Phase::PassedOut => {
            prop_assert!(st.play.contract.is_none());
            prop_assert_eq!(t.result().map(|r| r.score_ns), Some(0));
        }
        _ => {}
    }
    if let Some(b) = t.awaiting_director() {
        prop_assert!(b.blocks_table());
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn arbitrary_events(
    deal_seed: u64,
    rng_seed: u64,
    number: u32,
    mode: Mode,
    rules: RuleSet,
    steps: usize,
    arbitrary_percent: u32,
    strict: bool,
) -> Result<Table, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let board = Board::new(number, Deal::random(deal_seed)).unwrap();
    let config = TableConfig {
        mode,
        rules,
        ..TableConfig::default()
    };
    let mut t = Table::new(board, config);
    for _ in 0..steps {
        let event = if rng.next_u32() % 100 < arbitrary_percent {
            arbitrary_event(&mut rng, &t)
        } else {
            driving_event(&mut rng, &t).unwrap_or_else(|| arbitrary_event(&mut rng, &t))
        };
        let before = t.clone();
        match t.apply(event.clone()) {
            Ok(_) => {
                prop_assert_eq!(t.log().len(), before.log().len() + 1);
                prop_assert_eq!(t.log().last(), Some(&event));
            }
            Err(e) => {
                prop_assert!(
                    t == before,
                    "{:?} was refused ({}) but changed the table",
                    event,
                    e
                );
            }
        }
        if let Err(e) = check_structure(&t, strict) {
            if std::env::var_os("TENACE_DEBUG_LOG").is_some() {
                let log: Vec<_> = t.log().to_vec();
                let mut r = Table::new(board, config);
                for (i, e) in log.iter().enumerate() {
                    let out = r.apply(e.clone());
                    let st = r.state();
                    eprintln!(
                        "{i}: {e:?} -> {:?} phase {:?} tricks {} irr {:?}",
                        out.map(|_| ()),
                        st.phase,
                        st.play.tricks.len(),
                        st.rect
                            .irregularities
                            .iter()
                            .map(|i| (i.kind.law(), i.status))
                            .collect::<Vec<_>>()
                    );
                }
                eprintln!(
                    "phase {:?} tricks {:?}",
                    t.state().phase,
                    t.state().play.tricks
                );
            }
            return Err(e);
        }
    }
    let again = Table::replay(board, config, t.log().iter().cloned());
    prop_assert!(
        again.as_ref().is_ok_and(|a| *a == t),
        "replay: {:?}",
        again.err()
    );
    Ok(t)
}

proptest! {
    // 256 cases each by default; set PROPTEST_CASES for a longer run.
    #[test]
    fn lawful_boards_keep_every_invariant(
        deal_seed in any::<u64>(),
        rng_seed in any::<u64>(),
        number in 1u32..=16,
        table_mode in any::<bool>(),
        pass_percent in 55u32..90,
    ) {
        lawful_board(deal_seed, rng_seed, number, mode_of(table_mode), pass_percent)?;
    }

    #[test]
    fn arbitrary_events_never_panic_and_refusals_change_nothing(
        deal_seed in any::<u64>(),
        rng_seed in any::<u64>(),
        number in 1u32..=16,
        table_mode in any::<bool>(),
        rules in 0usize..3,
        steps in 1usize..400,
        arbitrary_percent in 2u32..60,
    ) {
        arbitrary_events(deal_seed, rng_seed, number, mode_of(table_mode), RULES[rules], steps, arbitrary_percent, false)?;
    }
}

/// Many boards from fixed seeds, so that passed-out and played boards,
/// and both modes, are always exercised whatever proptest draws.
#[test]
fn lawful_boards_from_fixed_seeds() {
    let mut passed_out = 0;
    let mut played = 0;
    for seed in 0..200u64 {
        let mode = if seed % 2 == 0 {
            Mode::AutoDirector
        } else {
            Mode::Table
        };
        let pass_percent = if seed % 5 == 0 { 90 } else { 65 };
        match lawful_board(
            seed,
            seed ^ 0x5eed,
            1 + (seed % 16) as u32,
            mode,
            pass_percent,
        ) {
            Ok(Phase::PassedOut) => passed_out += 1,
            Ok(Phase::Complete) => played += 1,
            Ok(phase) => panic!("seed {seed}: the board ended in {phase:?}"),
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    assert!(passed_out >= 5, "{passed_out} passed out");
    assert!(played >= 100, "{played} played");
}

/// Arbitrary events from fixed seeds, long enough to reach the play.
#[test]
fn arbitrary_events_from_fixed_seeds() {
    let mut phases = std::collections::HashMap::new();
    let mut irregular = 0;
    for seed in 0..200u64 {
        let mode = if seed % 2 == 0 {
            Mode::AutoDirector
        } else {
            Mode::Table
        };
        let percent = [2, 5, 10, 30][(seed % 4) as usize];
        match arbitrary_events(
            seed,
            !seed,
            1 + (seed % 16) as u32,
            mode,
            RULES[(seed % 3) as usize],
            // A few short runs, so that some stop during the auction.
            if seed % 10 == 0 { 6 } else { 600 },
            percent,
            false,
        ) {
            Ok(t) => {
                *phases.entry(format!("{:?}", t.state().phase)).or_insert(0) += 1;
                irregular += usize::from(!t.state().rect.irregularities.is_empty());
            }
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    // The runs reach every part of the board, irregularities included.
    for phase in ["Auction", "Play", "Complete", "PassedOut"] {
        assert!(
            phases.get(phase).is_some_and(|&n| n > 0),
            "no run ended in {phase}: {phases:?}"
        );
    }
    assert!(irregular >= 50, "{irregular} runs recorded an irregularity");
}

/// The strict form of the arbitrary-events property: the 52 cards are
/// always all in the hands and the tricks, and every penalty card is in
/// its owner's hand. (The engine fuzzer, tests/engine_fuzz.rs, checks the
/// same and more after every event of every kind.)
#[test]
fn arbitrary_events_keep_every_card() {
    for seed in 0..1000u64 {
        let mode = if seed % 2 == 0 {
            Mode::AutoDirector
        } else {
            Mode::Table
        };
        let percent = [5, 10, 30, 60][(seed % 4) as usize];
        if let Err(e) = arbitrary_events(
            seed,
            seed.wrapping_mul(7919),
            1 + (seed % 16) as u32,
            mode,
            RULES[(seed / 2 % 3) as usize],
            500,
            percent,
            true,
        ) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// Found by the property test above (proptest's shrunk case): in table
/// mode, arbitrary events left the table in the clarification period with
/// a trick on it.
#[test]
fn regression_clarification_period_with_a_trick() {
    if let Err(e) = arbitrary_events(
        0,
        3830646791078939028,
        4,
        Mode::Table,
        RULES[0],
        117,
        45,
        false,
    ) {
        panic!("{e}");
    }
}
