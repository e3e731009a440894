//! A role's view of a table (`tenace.table.v2`, docs/views.md) laid out as
//! text for `tenace remote view`: the compass with the hands the role may
//! see, the auction, the tricks, the contract and the score. Only what the
//! view holds is shown; a hand the role may not see is a count of cards.

use std::fmt::Write as _;

use serde_json::Value;
use tenace_core::{AttemptedCall, Card, Hand, Seat, Suit, Vulnerability};
use tenace_i18n::{pad, Catalog};

const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

fn seat_of(v: &Value) -> Option<Seat> {
    v.as_str()?.parse().ok()
}

/// The lines of one hand: four suits, or the number of cards held.
fn hand_lines(cat: &Catalog, h: Option<&Value>) -> Vec<String> {
    let cards = h
        .and_then(|h| h["cards"].as_str())
        .and_then(|s| Hand::from_pbn(s).ok());
    match cards {
        Some(hand) => SUITS
            .iter()
            .map(|&s| {
                let ranks = hand.suit_string(s);
                format!(
                    "{} {}",
                    s.symbol(),
                    if ranks.is_empty() {
                        "—".into()
                    } else {
                        ranks
                    }
                )
            })
            .collect(),
        None => vec![cat.message(
            "panel-view-hidden",
            &[(
                "held",
                h.and_then(|h| h["held"].as_i64()).unwrap_or(0).into(),
            )],
        )],
    }
}

/// The view as text.
pub fn view_text(cat: &Catalog, view: &Value) -> String {
    let mut out = String::new();
    let board = &view["board"];
    let dealer = seat_of(&board["dealer"]).unwrap_or(Seat::North);
    let vul: Vulnerability = board["vulnerability"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or(Vulnerability::None);
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "board-header",
            &[
                ("number", board["number"].as_i64().unwrap_or(0).into()),
                ("dealer", cat.seat(dealer).into()),
                ("vulnerability", cat.vulnerability(vul).into()),
            ],
        )
    );
    hands(cat, view, &mut out);
    auction_grid(cat, view, dealer, &mut out);
    questions(cat, view, &mut out);
    tricks(cat, view, &mut out);
    state_lines(cat, view, &mut out);
    out
}

/// The four hands the view holds, North at the top.
fn hands(cat: &Catalog, view: &Value, out: &mut String) {
    let hand = |s: Seat| {
        view["hands"]
            .as_array()
            .and_then(|hs| hs.iter().find(|h| seat_of(&h["seat"]) == Some(s)))
    };
    let indent = " ".repeat(16);
    out.push('\n');
    for (seat, top) in [(Seat::North, true), (Seat::South, false)] {
        if !top {
            let west = hand_lines(cat, hand(Seat::West));
            let east = hand_lines(cat, hand(Seat::East));
            let _ = writeln!(
                out,
                "{}{}",
                pad(&cat.seat(Seat::West), 32),
                cat.seat(Seat::East)
            );
            for i in 0..west.len().max(east.len()) {
                let w = west.get(i).cloned().unwrap_or_default();
                let e = east.get(i).cloned().unwrap_or_default();
                let _ = writeln!(out, "{}{}", pad(&w, 32), e);
            }
        }
        let _ = writeln!(out, "{indent}{}", cat.seat(seat));
        for l in hand_lines(cat, hand(seat)) {
            let _ = writeln!(out, "{indent}{l}");
        }
    }
}

/// The auction, West first, in four columns.
fn auction_grid(cat: &Catalog, view: &Value, dealer: Seat, out: &mut String) {
    out.push('\n');
    const WIDTH: usize = 10;
    let header: String = [Seat::West, Seat::North, Seat::East, Seat::South]
        .iter()
        .map(|&s| pad(&cat.seat(s), WIDTH))
        .collect();
    let _ = writeln!(out, "{}", header.trim_end());
    let column = |s: Seat| (s.index() + 1) % 4;
    let mut col = column(dealer);
    let mut line = " ".repeat(col * WIDTH);
    for rec in view["auction"].as_array().into_iter().flatten() {
        let Some(seat) = seat_of(&rec["seat"]) else {
            continue;
        };
        let target = column(seat);
        if target < col {
            let _ = writeln!(out, "{}", line.trim_end());
            line = String::new();
            col = 0;
        }
        while col < target {
            line.push_str(&" ".repeat(WIDTH));
            col += 1;
        }
        let mut text = rec["call"]
            .as_str()
            .and_then(|c| c.parse::<AttemptedCall>().ok())
            .map_or_else(|| "?".into(), |c| cat.call(c));
        if rec["alerted"].as_bool() == Some(true) {
            text.push('!');
        }
        if !rec["cancelled"].is_null() {
            text = format!("({text})");
        }
        line.push_str(&pad(&text, WIDTH));
        col += 1;
        if col == 4 {
            let _ = writeln!(out, "{}", line.trim_end());
            line = String::new();
            col = 0;
        }
    }
    if !line.trim().is_empty() {
        let _ = writeln!(out, "{}", line.trim_end());
    }
}

/// The questions about calls and their answers (Law 20F).
fn questions(cat: &Catalog, view: &Value, out: &mut String) {
    for q in view["questions"].as_array().into_iter().flatten() {
        let asker = seat_of(&q["asker"])
            .map(|s| cat.seat(s))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}",
            cat.message(
                "panel-view-question",
                &[
                    ("seat", asker.into()),
                    ("number", q["record"].as_i64().map_or(0, |r| r + 1).into()),
                ],
            )
        );
        for a in q["answers"].as_array().into_iter().flatten() {
            let by = seat_of(&a["by"]).map(|s| cat.seat(s)).unwrap_or_default();
            let _ = writeln!(out, "  {by}: {}", a["text"].as_str().unwrap_or_default());
        }
    }
}

/// The tricks: each card with its seat, and the winner.
fn tricks(cat: &Catalog, view: &Value, out: &mut String) {
    let tricks = view["tricks"].as_array().cloned().unwrap_or_default();
    if !tricks.is_empty() {
        out.push('\n');
    }
    for (i, tr) in tricks.iter().enumerate() {
        let cards: Vec<String> = tr["cards"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| {
                let seat = seat_of(&p["seat"])?;
                let card: Card = p["card"].as_str()?.parse().ok()?;
                Some(format!("{} {}", cat.seat_short(seat), cat.card(card)))
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            cat.message(
                "panel-view-trick",
                &[
                    ("number", (i + 1).into()),
                    ("cards", cards.join(", ").into()),
                    (
                        "winner",
                        seat_of(&tr["winner"])
                            .map(|s| cat.seat(s))
                            .unwrap_or_default()
                            .into(),
                    ),
                ],
            )
        );
    }
}

/// The contract, the tricks won, who is to act and the score.
fn state_lines(cat: &Catalog, view: &Value, out: &mut String) {
    out.push('\n');
    if let Some(c) = view["contract"].as_str().and_then(|c| c.parse().ok()) {
        let _ = writeln!(
            out,
            "{}",
            cat.message("web-contract", &[("contract", cat.contract(c).into())])
        );
    }
    let won = &view["tricks_won"];
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "web-tricks-won",
            &[
                ("ns", won[0].as_i64().unwrap_or(0).into()),
                ("ew", won[1].as_i64().unwrap_or(0).into()),
            ],
        )
    );
    if let Some(seat) = seat_of(&view["to_act"]) {
        let _ = writeln!(
            out,
            "{}",
            cat.message("web-to-act", &[("seat", cat.seat(seat).into())])
        );
    }
    if let Some(score) = view["result"]["score_ns"].as_i64() {
        let _ = writeln!(
            out,
            "{}",
            cat.message(
                "panel-view-score",
                &[
                    ("ns", format!("{score:+}").into()),
                    ("ew", format!("{:+}", -score).into()),
                ],
            )
        );
    }
}
