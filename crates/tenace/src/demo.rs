//! `tenace demo`: a board played at a real table, with a running commentary.

use std::fmt::Write as _;

use tenace_laws::script::{self, Step};
use tenace_laws::{Event, Table};

use crate::render;

const DEMO: &str = include_str!("demo.table");

/// The demo's text.
pub fn run() -> String {
    let mut out = String::new();
    out.push_str("Tenace — the Laws of Duplicate Bridge, as software\n");
    out.push_str("====================================================\n\n");
    let run = match script::run(DEMO) {
        Ok(r) => r,
        Err(e) => return format!("the built-in demo could not run: {e}\n"),
    };
    out.push_str(&render::diagram(run.table.board()));
    out.push_str("\nThe board is played at a real table (table mode): an irregularity stands\nuntil someone draws attention to it, and later actions can condone it.\n\n");
    // Replay the log step by step so each comment sees the state of its moment.
    let mut table = Table::new(*run.table.board(), run.table.state().config);
    let mut trick_cards: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();
    for step in &run.steps {
        let Step { event, .. } = *step;
        let before: Vec<_> = table.state().irregularities.iter().map(|i| i.status).collect();
        let outcome = match table.apply(event) {
            Ok(o) => o,
            Err(e) => return format!("{out}\nthe demo stopped: {e}\n"),
        };
        let st = table.state();
        if let tenace_laws::Outcome::Irregular { .. } = outcome {
            if let Some(c) = render::comment(st, outcome) {
                notes.push(c);
            }
        }
        for (old, irr) in before.iter().zip(&st.irregularities) {
            if *old != irr.status {
                notes.push(format!("[{}] {}", irr.id + 1, render::status(irr)));
            }
        }
        match event {
            Event::Call { seat, call } => {
                let line = format!("  {:<6} {:<5}", render::seat(seat), render::call(call));
                let notes_text: Vec<String> = notes.iter().map(|n| format!("← {n}")).collect();
                let _ = writeln!(out, "{}", format!("{line} {}", notes_text.join("; ")).trim_end());
                notes.clear();
                if st.tricks.is_empty() && st.phase == tenace_laws::Phase::Clarification {
                    if let Some(c) = st.contract {
                        let _ = writeln!(out, "\n  The contract is {}. {} is on lead.\n", render::contract(c), render::seat(c.opening_leader()));
                    }
                }
            }
            Event::Play { seat, card } => {
                trick_cards.push(format!("{} {}", seat, render::card(card)));
                if let Some(t) = st.tricks.last().filter(|t| t.is_complete()) {
                    let n = st.tricks.len();
                    let winner = t.winner.map_or("?", render::seat);
                    let _ = writeln!(out, "  Trick {n:>2}:  {:<26} won by {winner}{}", trick_cards.join("  "), arrows(&notes, 11));
                    notes.clear();
                    trick_cards.clear();
                }
            }
            _ => {}
        }
    }
    out.push_str("\nWhat the Director is told at the end of the board\n");
    out.push_str("--------------------------------------------------\n");
    for irr in &table.state().irregularities {
        let _ = writeln!(out, "[{}] {} — {}. Now: {}.", irr.id + 1, irr.law, render::describe(irr), render::status(irr));
    }
    if let Some(r) = table.result() {
        let _ = writeln!(out, "\nResult: {}", render::result(&r));
    }
    out.push_str("\nThe same insufficient bid in auto-director mode, where the table stops at once:\n\n");
    let auto = DEMO.replace("mode table", "mode auto");
    let cut: String = auto.lines().take_while(|l| !l.starts_with("N 2H")).map(|l| format!("{l}\n")).collect();
    match script::run(&cut) {
        Ok(r) => {
            if let Some(b) = r.table.awaiting_director() {
                let _ = writeln!(out, "  Waiting for the Director: {} — {}.", b.law, render::describe(b));
                let _ = writeln!(out, "  Now: {}.", render::status(b));
            }
        }
        Err(e) => {
            let _ = writeln!(out, "  (could not run: {e})");
        }
    }
    out.push_str("\nTry `tenace table FILE` with your own table script (docs/table-script.md).\n");
    out
}

/// Notes under a line, each after an arrow.
fn arrows(notes: &[String], indent: usize) -> String {
    notes
        .iter()
        .map(|n| format!("\n{}← {n}", " ".repeat(indent)))
        .collect()
}
