//! Reading and replaying a PBN file of 10,000 boards with auctions and play.
//!
//! The file is generated here from `Deal::random(seed)`: the dealer opens
//! one of a few bids, the others pass, and every trick is played lawfully
//! (follow with the lowest card of the suit led, else discard the lowest).
//! Baseline in the same run: splitting the text into lines.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use tenace_core::{AttemptedCall, Bid, Call, Card, Deal, Seat, Strain, Vulnerability};
use tenace_formats::pbn::{read_pbn, write_pbn_games, PbnReader};
use tenace_formats::pos::Pos;
use tenace_formats::record::{trick_winner, RecordedCall, RecordedCard};
use tenace_formats::{engine, BoardRecord, Format};

const BOARDS: usize = 10_000;

fn synthetic_board(n: usize) -> BoardRecord {
    let seed = n as u64;
    let deal = Deal::random(seed);
    let number = (n % 32) as u32 + 1;
    let dealer = tenace_core::dealer_for_board(number);
    let strains = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];
    let bid = Bid::try_new(1 + (n % 4) as u8, strains[n % 5])
        .unwrap_or(Bid::try_new(1, Strain::Clubs).unwrap());
    let mut rec = BoardRecord::new(Format::Pbn, n + 1);
    rec.board = Some(number);
    rec.dealer = Some(dealer);
    rec.vulnerability = Some(Vulnerability::for_board(number));
    rec.hands = deal.hands().map(Some);
    rec.event = Some("Tenace benchmark".into());
    let call = |seat: Seat, call: Call| RecordedCall {
        seat,
        call: AttemptedCall::Call(call),
        alert: false,
        explanation: None,
        marked_insufficient: false,
        pos: Pos::default(),
    };
    rec.calls.push(call(dealer, Call::Bid(bid)));
    for k in 1..4 {
        rec.calls.push(call(dealer.advance(k), Call::Pass));
    }
    let trump = bid.strain().trump();
    let mut hands = deal.hands();
    let mut leader = dealer.lho();
    for _ in 0..13 {
        let mut trick: Vec<(Seat, Card)> = Vec::with_capacity(4);
        for k in 0..4 {
            let seat = leader.advance(k);
            let hand = hands[seat.index()];
            let card = match trick.first() {
                Some(&(_, lead)) if hand.has_suit(lead.suit()) => hand.suit(lead.suit()).lowest(),
                _ => hand.lowest(),
            }
            .expect("a card left");
            hands[seat.index()].remove(card);
            trick.push((seat, card));
            rec.cards.push(RecordedCard {
                seat,
                card,
                mark: None,
                pos: Pos::default(),
            });
        }
        leader = trick_winner(&trick, trump).expect("four cards");
    }
    rec
}

fn synthetic_file() -> String {
    let games: Vec<_> = (0..BOARDS)
        .map(|n| synthetic_board(n).to_pbn(n + 1))
        .collect();
    write_pbn_games(games.iter(), &[])
}

/// Reads the games one at a time and plays each through a table.
fn read_and_replay(text: &str) -> usize {
    let mut done = 0;
    for g in PbnReader::new(text) {
        let Ok(g) = g else { continue };
        let rec = BoardRecord::from_pbn(&g);
        if let Ok(imp) = engine::import(&rec) {
            if imp.table.result().is_some() {
                done += 1;
            }
        }
    }
    done
}

fn bench(c: &mut Criterion) {
    let text = synthetic_file();
    assert_eq!(
        read_and_replay(&text),
        BOARDS,
        "every synthetic board replays to a result"
    );
    let mut g = c.benchmark_group("formats_10k_boards");
    g.sample_size(10);
    g.throughput(Throughput::Elements(BOARDS as u64));
    g.bench_function("baseline_split_lines", |b| {
        b.iter(|| black_box(&text).lines().count())
    });
    g.bench_function("read_pbn_whole_file", |b| {
        b.iter(|| read_pbn(black_box(&text)).games.len())
    });
    g.bench_function("read_pbn_streaming", |b| {
        b.iter(|| PbnReader::new(black_box(&text)).count())
    });
    g.bench_function("read_pbn_to_records", |b| {
        b.iter(|| {
            PbnReader::new(black_box(&text))
                .filter_map(Result::ok)
                .map(|g| BoardRecord::from_pbn(&g).cards.len())
                .sum::<usize>()
        })
    });
    g.bench_function("read_and_replay_through_engine", |b| {
        b.iter(|| read_and_replay(black_box(&text)))
    });
    g.finish();
}

/// This thread's CPU time in nanoseconds (Linux), to report figures that do
/// not depend on how busy a shared machine is.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// Boards per second of CPU time, for each routine, over several runs.
fn cpu_time(_c: &mut Criterion) {
    let text = synthetic_file();
    let runs = 10;
    let measure = |name: &str, f: &dyn Fn() -> usize| {
        let Some(start) = thread_cpu_ns() else { return };
        let wall = std::time::Instant::now();
        let mut n = 0;
        for _ in 0..runs {
            n += black_box(f());
        }
        let cpu = thread_cpu_ns().unwrap_or(start) - start;
        let per_run = cpu as f64 / runs as f64 / 1e9;
        println!(
            "cpu_time/{name}: {:.2} ms CPU per 10,000 boards = {:.0} boards/s of CPU time (wall {:.2} ms per run) [{n}]",
            per_run * 1e3,
            BOARDS as f64 / per_run,
            wall.elapsed().as_secs_f64() * 1e3 / runs as f64
        );
    };
    measure("baseline_split_lines", &|| text.lines().count());
    measure("read_pbn_streaming", &|| PbnReader::new(&text).count());
    measure("read_pbn_to_records", &|| {
        PbnReader::new(&text)
            .filter_map(Result::ok)
            .map(|g| BoardRecord::from_pbn(&g).cards.len())
            .sum()
    });
    measure("read_and_replay_through_engine", &|| read_and_replay(&text));
}

criterion_group!(benches, bench, cpu_time);
criterion_main!(benches);
