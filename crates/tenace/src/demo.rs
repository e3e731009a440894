//! `tenace demo`: a board played at a real table, with a running commentary.

use std::fmt::Write as _;

use tenace_i18n::{display_width, pad, Catalog};
use tenace_laws::script::{self, Step};
use tenace_laws::{Event, Table};

use crate::render;

const DEMO: &str = include_str!("demo.table");

/// A heading and a rule of `ch` as wide as it.
fn underlined(text: &str, ch: char) -> String {
    format!("{text}\n{}\n", ch.to_string().repeat(display_width(text)))
}

/// The demo's text, in the language of `cat`.
pub fn run(cat: &Catalog) -> String {
    let error =
        |key: &str, e: &dyn std::fmt::Display| cat.message(key, &[("error", e.to_string().into())]);
    let mut out = underlined(&cat.text("demo-title"), '=');
    out.push('\n');
    let run = match script::run(DEMO, &tenace_claims::default_solver()) {
        Ok(r) => r,
        Err(e) => return format!("{}\n", error("demo-failed", &e)),
    };
    out.push_str(&render::diagram(cat, run.table.board()));
    let _ = writeln!(out, "\n{}\n", cat.text("demo-intro"));
    // Replay the log step by step so each comment sees the state of its moment.
    let mut table = Table::new(*run.table.board(), run.table.state().config);
    // A full trick is four "N ♠A" joined by two spaces; leave room after it.
    let trick_width = 4 * (display_width(&cat.seat_short(tenace_core::Seat::North)) + 3) + 6 + 4;
    let mut trick_cards: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    for step in &run.steps {
        let Step { event, .. } = step.clone();
        let before: Vec<_> = table
            .state()
            .rect
            .irregularities
            .iter()
            .map(|i| i.status)
            .collect();
        let outcome = match table.apply(event.clone()) {
            Ok(o) => o,
            Err(e) => return format!("{out}\n{}\n", error("demo-stopped", &e)),
        };
        let st = table.state();
        if let tenace_laws::Outcome::Irregular { .. } = outcome {
            if let Some(c) = render::comment(cat, st, outcome) {
                notes.push(c);
            }
        }
        for (old, irr) in before.iter().zip(&st.rect.irregularities) {
            if *old != irr.status {
                notes.push(format!("[{}] {}", irr.id + 1, cat.status(irr)));
            }
        }
        match event {
            Event::Call { seat, call } => {
                let line = format!("  {} {}", pad(&cat.seat(seat), 6), pad(&cat.call(call), 5));
                let notes_text: Vec<String> = notes.iter().map(|n| format!("← {n}")).collect();
                let _ = writeln!(
                    out,
                    "{}",
                    format!("{line} {}", notes_text.join("; ")).trim_end()
                );
                notes.clear();
                if st.play.tricks.is_empty() && st.phase == tenace_laws::Phase::Clarification {
                    if let Some(c) = st.play.contract {
                        let text = cat.message(
                            "demo-contract",
                            &[
                                ("contract", cat.contract(c).into()),
                                ("leader", cat.seat(c.opening_leader()).into()),
                            ],
                        );
                        let _ = writeln!(out, "\n  {text}\n");
                    }
                }
            }
            Event::Play { seat, card } => {
                trick_cards.push(format!("{} {}", cat.seat_short(seat), cat.card(card)));
                if let Some(t) = st.play.tricks.last().filter(|t| t.is_complete()) {
                    let n = st.play.tricks.len();
                    let label = cat.message("demo-trick", &[("number", format!("{n:>2}").into())]);
                    let winner = t
                        .winner
                        .map_or_else(|| cat.text("unknown-seat"), |w| cat.seat(w));
                    let won = cat.message("trick-won-by", &[("seat", winner.into())]);
                    let _ = writeln!(
                        out,
                        "  {label}  {} {won}{}",
                        pad(&trick_cards.join("  "), trick_width),
                        arrows(&notes, 11)
                    );
                    notes.clear();
                    trick_cards.clear();
                }
            }
            _ => {}
        }
    }
    out.push('\n');
    out.push_str(&underlined(&cat.text("demo-director-heading"), '-'));
    for irr in &table.state().rect.irregularities {
        let _ = writeln!(out, "{}", render::irregularity_line(cat, irr));
    }
    if let Some(r) = table.result() {
        let _ = writeln!(
            out,
            "\n{}",
            cat.message("result-line", &[("result", cat.result(&r).into())])
        );
    }
    let _ = writeln!(out, "\n{}\n", cat.text("demo-auto-intro"));
    let auto = DEMO.replace("mode table", "mode auto");
    let cut: String = auto
        .lines()
        .take_while(|l| !l.starts_with("N 2H"))
        .map(|l| format!("{l}\n"))
        .collect();
    match script::run(&cut, &tenace_claims::default_solver()) {
        Ok(r) => {
            if let Some(b) = r.table.awaiting_director() {
                let waiting = cat.message(
                    "demo-waiting",
                    &[
                        ("law", cat.law(b.law).into()),
                        ("what", cat.irregularity(b).into()),
                    ],
                );
                let _ = writeln!(out, "  {waiting}");
                let _ = writeln!(
                    out,
                    "  {}",
                    cat.message("demo-now", &[("status", cat.status(b).into())])
                );
            }
        }
        Err(e) => {
            let _ = writeln!(out, "  {}", error("demo-could-not-run", &e));
        }
    }
    let _ = writeln!(out, "\n{}", cat.text("demo-try"));
    out
}

/// Notes under a line, each after an arrow.
fn arrows(notes: &[String], indent: usize) -> String {
    notes
        .iter()
        .map(|n| format!("\n{}← {n}", " ".repeat(indent)))
        .collect()
}
