//! Replaying complete lawful boards through the engine, every check on.
//!
//! Boards are generated before timing: a random deal, a random lawful
//! auction that ends in a contract, and 52 lawful cards. The timed part
//! replays each board's event log into a new table. The baseline, measured in
//! the same run, walks the same logs doing trivial work per event, so the
//! ratio says what the Laws cost over merely reading the log.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::hint::black_box;
use tenace_core::{AttemptedCall, Bid, Board, Call, Deal, Strain};
use tenace_laws::{Event, Phase, Table, TableConfig};

fn lawful_board(seed: u64) -> (Board, Vec<Event>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    loop {
        let board =
            Board::new(1 + (rng.next_u32() % 16), Deal::random(rng.next_u64())).expect("board");
        let mut table = Table::new(board, TableConfig::default());
        while table.state().phase == Phase::Auction {
            let st = table.state();
            let seat = st.calls.auction.turn();
            let last = st.calls.auction.last_bid().map(|(b, _)| b);
            let roll = rng.next_u32() % 10;
            let call = if roll < 6 || last.is_some_and(|b| b.rank_index() >= 34) {
                Call::Pass
            } else if roll == 6 && st.calls.auction.is_admissible(seat, Call::Double) {
                Call::Double
            } else {
                let from = last.map_or(0, |b| b.rank_index() + 1);
                let step = (rng.next_u32() % 3) as u8;
                let idx = (from + step).min(34);
                Call::Bid(Bid::try_new(idx / 5 + 1, Strain::ALL[(idx % 5) as usize]).expect("bid"))
            };
            table
                .apply(Event::Call {
                    seat,
                    call: AttemptedCall::Call(call),
                })
                .expect("lawful call");
        }
        if table.state().phase == Phase::PassedOut {
            continue;
        }
        while table.state().phase != Phase::Complete {
            let st = table.state();
            let seat = st.to_play().expect("someone to play");
            let hand = st.play.hands[seat.index()];
            let legal = match st.current_trick().and_then(|t| t.suit_led()) {
                Some(s) if hand.has_suit(s) => hand.suit(s),
                _ => hand,
            };
            let cards: Vec<_> = legal.iter().collect();
            let card = cards[(rng.next_u32() as usize) % cards.len()];
            table
                .apply(Event::Play { seat, card })
                .expect("lawful card");
        }
        return (board, table.log().to_vec());
    }
}

fn bench(c: &mut Criterion) {
    let boards: Vec<(Board, Vec<Event>)> = (0..1000).map(lawful_board).collect();
    let events: usize = boards.iter().map(|(_, e)| e.len()).sum();
    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("baseline_walk_log", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for (board, log) in &boards {
                acc += u64::from(board.number);
                for e in log {
                    acc += match e {
                        Event::Play { card, .. } => u64::from(card.index()),
                        _ => 1,
                    };
                }
            }
            black_box(acc)
        })
    });
    group.bench_function("engine_replay_1000_boards", |b| {
        b.iter_batched(
            || (),
            |_| {
                for (board, log) in &boards {
                    let t = Table::replay(*board, TableConfig::default(), log.iter().cloned())
                        .expect("replay");
                    black_box(t.result());
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
    eprintln!("(1000 boards, {events} events)");
}

criterion_group!(benches, bench);
criterion_main!(benches);
