//! No frame or view the server sends names a card its role may not see.
//!
//! Random boards with random irregularities are played through the API,
//! each event sent with the token of its actor (Event::actor). What each
//! role may see is worked out from the log alone, as in
//! crates/tenace-laws/tests/views.rs (the role's own cards, cards faced by
//! events, dummy once spread, hands faced with claims, everything after
//! the board), independently of the view code; every HTTP view and every
//! WebSocket frame sent to a seat or a spectator is checked against it.

mod common;
// The engine's own view oracle (what each role may know, worked out from
// the log alone), shared rather than copied.
#[allow(dead_code)]
#[path = "../../tenace-laws/tests/common/view_oracle.rs"]
mod view_oracle;

use std::collections::HashMap;

use common::*;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde_json::{json, Value};
use tenace_core::{AttemptedCall, Bid, Board, Call, Card, Deal, Seat, Strain};
use tenace_laws::view::mentioned_cards;
use tenace_laws::{Actor, Event, Mode, Phase, Role, RuleSet, Ruling, State, Table, TableConfig};
use tenace_server::Config;
use view_oracle::may_see;

const WATCHERS: [Role; 5] = [
    Role::Seat(Seat::North),
    Role::Seat(Seat::East),
    Role::Seat(Seat::South),
    Role::Seat(Seat::West),
    Role::Spectator,
];

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

fn bid_at(index: u8) -> Bid {
    let strains = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];
    format!(
        "{}{}",
        index / 5 + 1,
        ["C", "D", "H", "S", "NT"][(index % 5) as usize]
    )
    .parse()
    .unwrap_or_else(|_| panic!("{:?}", strains))
}

/// Mostly the player due to act, with irregularities that face, hide or
/// move cards mixed in.
fn step(rng: &mut ChaCha8Rng, t: &Table) -> Event {
    let st = t.state();
    let seat = pick(rng, &Seat::ALL);
    match rng.next_u32() % 100 {
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
        24 => Event::SpreadHand { seat },
        25 => Event::Director(Ruling::WaiveRectification),
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

fn role_name(actor: Actor) -> String {
    match actor {
        Actor::Seat(seat) => seat.to_string(),
        Actor::Director => "director".into(),
    }
}

/// Plays a board; returns how many tricks were started.
async fn play_board(seed: u64, mode: Mode, rules: RuleSet, steps: usize) -> Result<usize, String> {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        spectator_delay: seed % 3,
        ..Config::default()
    };
    let delay = config.spectator_delay;
    let server = spawn_on(&db_in(&dir), config).await;
    let board = Board::new(1 + (seed % 16) as u32, Deal::random(seed)).unwrap();
    let mode_name = if mode == Mode::Table { "table" } else { "auto" };
    let rules_name = match rules {
        RuleSet::Duplicate2017 => "duplicate",
        RuleSet::Rubber2014 => "rubber",
        RuleSet::Rubber2014Club => "club",
    };
    let t = create(
        &server,
        json!({"seed": seed, "board": board.number, "mode": mode_name, "rules": rules_name}),
    )
    .await;
    let mut mirror = Table::new(
        board,
        TableConfig {
            mode,
            rules,
            ..TableConfig::default()
        },
    );
    let mut phases = Vec::new();
    // allowed[seq][role]: what each watcher may see after `seq` events.
    let mut allowed: Vec<HashMap<Role, u64>> = Vec::new();
    let snapshot = |m: &Table, p: &[Phase]| {
        WATCHERS
            .iter()
            .map(|&r| (r, may_see(m, p, r)))
            .collect::<HashMap<_, _>>()
    };
    allowed.push(snapshot(&mirror, &phases));
    let mut sockets = Vec::new();
    for role in WATCHERS {
        let mut ws = ws_connect(&server, &t.id).await;
        let token = match role {
            Role::Seat(s) => json!(t.token(&s.to_string())),
            _ => Value::Null,
        };
        ws_send(&mut ws, json!({"token": token, "since": 0})).await;
        sockets.push((role, ws));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..steps {
        let event = step(&mut rng, &mirror);
        let actor = role_name(event.actor(mirror.state()));
        let phase = mirror.state().phase;
        let body = serde_json::to_string(&event).unwrap();
        let (status, reply) = act(&server, &t.id, Some(t.token(&actor)), &body).await;
        let local = mirror.apply(event.clone());
        match (&local, status) {
            (Ok(_), 200) => {
                phases.push(phase);
                allowed.push(snapshot(&mirror, &phases));
            }
            (Err(_), 409) => {}
            _ => {
                return Err(format!(
                    "{event:?}: local {local:?}, server {status} {reply}"
                ))
            }
        }
        for role in WATCHERS {
            let token = match role {
                Role::Seat(s) => Some(t.token(&s.to_string()).to_owned()),
                _ => None,
            };
            let (status, frame) = view(&server, &t.id, token.as_deref()).await;
            if status != 200 {
                return Err(format!("view {role}: {status}"));
            }
            check(&frame, role, &allowed)?;
        }
    }
    // Every frame pushed on the sockets, from seq 1 to the end.
    let end = mirror.log().len() as u64;
    for (role, ws) in &mut sockets {
        let expected_end = if *role == Role::Spectator {
            end.saturating_sub(delay)
        } else {
            end
        };
        let mut last = 0;
        while last < expected_end {
            let Some(msg) = ws_next(ws).await else {
                return Err(format!(
                    "{role}: frames stopped at {last} of {expected_end}"
                ));
            };
            if msg["type"] != "frame" {
                continue;
            }
            let seq = msg["seq"].as_u64().unwrap();
            if seq != last + 1 {
                return Err(format!("{role}: frame {seq} after {last}"));
            }
            check(&msg, *role, &allowed)?;
            last = seq;
        }
    }
    Ok(mirror.state().play.tricks.len())
}

fn check(frame: &Value, role: Role, allowed: &[HashMap<Role, u64>]) -> Result<(), String> {
    let seq = frame["seq"].as_u64().ok_or("no seq")? as usize;
    let may = allowed
        .get(seq)
        .ok_or(format!("seq {seq} beyond the log"))?[&role];
    let named = mentioned_cards(frame).bits();
    if named & !may != 0 {
        return Err(format!(
            "{role} at seq {seq} was sent {} which it may not see",
            tenace_core::Hand::from_bits(named & !may)
        ));
    }
    if frame.get("tempo").is_some() {
        return Err(format!("{role} was sent the Director's tempo flags"));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]
    #[test]
    fn no_frame_to_a_seat_or_spectator_holds_a_hidden_card(
        seed in any::<u64>(),
        table_mode in any::<bool>(),
        rules in 0usize..3,
        steps in 20usize..140,
    ) {
        let mode = if table_mode { Mode::Table } else { Mode::AutoDirector };
        let rules = [RuleSet::Duplicate2017, RuleSet::Rubber2014, RuleSet::Rubber2014Club][rules];
        let rt = tokio::runtime::Runtime::new().unwrap();
        let result = rt.block_on(play_board(seed, mode, rules, steps));
        prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

/// A fixed seed that reaches the play, whatever proptest draws.
#[tokio::test(flavor = "multi_thread")]
async fn a_fixed_board_into_the_play() {
    let mut tricks = 0;
    for seed in [1u64, 4, 9] {
        tricks += play_board(seed, Mode::Table, RuleSet::Duplicate2017, 160)
            .await
            .unwrap();
    }
    assert!(tricks > 0, "no board reached the play");
}
