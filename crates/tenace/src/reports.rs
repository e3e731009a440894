//! The reports of `tenace check` and `tenace convert`, rendered through the
//! catalogue. The scoring and rubber reports have their one layout in
//! `tenace_i18n::reports`, re-exported here.

use std::fmt::Write as _;

use tenace_core::Contract;
use tenace_formats::{BoardCheck, BoardStatus, ContractReached, ConvertReport, Problem};
use tenace_i18n::{Arg, Catalog};

pub use tenace_i18n::reports::{rubber, scoring};

/// A position in a file: "line 3, column 1".
fn pos(cat: &Catalog, p: tenace_formats::Pos) -> String {
    cat.message(
        "check-pos",
        &[
            ("line", p.line.to_string().into()),
            ("column", p.column.to_string().into()),
        ],
    )
}

/// A problem: where, what (the format crate's words), and its law.
fn problem(cat: &Catalog, p: &Problem) -> String {
    let mut s = match (&p.error, &p.note, &p.warning) {
        (Some(kind), _, _) => crate::record_errors::render(cat, kind),
        (None, Some(note), _) => crate::replay_notes::render(cat, note),
        (None, None, Some(w)) => crate::replay_notes::warning(cat, w),
        (None, None, None) => p.message.clone(),
    };
    if let Some(at) = p.pos {
        s = cat.message(
            "check-problem-at",
            &[("pos", pos(cat, at).into()), ("problem", s.into())],
        );
    }
    if let Some(l) = &p.law {
        let law = cat.message("law-ref", &[("clause", l.as_str().into())]);
        s = cat.message(
            "check-problem-law",
            &[("problem", s.into()), ("law", law.into())],
        );
    }
    s
}

/// A contract as the check report writes it: its terms (`4SX`) by a seat.
fn contract_by(cat: &Catalog, c: Contract) -> String {
    cat.message(
        "check-contract-by",
        &[
            ("bid", c.terms().into()),
            ("seat", cat.seat_short(c.declarer).into()),
        ],
    )
}

fn board_check(cat: &Catalog, b: &BoardCheck) -> String {
    let mut out = cat.message(
        "check-board",
        &[
            ("index", b.index.to_string().into()),
            (
                "board",
                b.board.map_or("?".to_string(), |n| n.to_string()).into(),
            ),
            ("pos", pos(cat, b.pos).into()),
        ],
    );
    if let Some(c) = b.contract {
        let contract = match c {
            ContractReached::Contract(c) => contract_by(cat, c),
            ContractReached::PassedOut => cat.text("check-passed-out"),
            ContractReached::FromTags(c) => cat.message(
                "check-contract-from-tags",
                &[("contract", contract_by(cat, c).into())],
            ),
            ContractReached::NoContract => cat.text("check-no-contract"),
        };
        out.push_str(&cat.message("check-contract", &[("contract", contract.into())]));
    }
    let tricks = |n: u8| Arg::from(n.to_string());
    match (b.recorded_result, b.replayed_result) {
        (Some(a), Some(r)) if a == r => {
            out.push_str(&cat.message("check-tricks-agree", &[("tricks", tricks(a))]));
        }
        (Some(a), Some(r)) => out.push_str(&cat.message(
            "check-tricks-differ",
            &[("recorded", tricks(a)), ("replayed", tricks(r))],
        )),
        (Some(a), None) => {
            out.push_str(&cat.message("check-tricks-recorded", &[("tricks", tricks(a))]));
        }
        (None, Some(r)) => {
            out.push_str(&cat.message("check-tricks-replayed", &[("tricks", tricks(r))]));
        }
        (None, None) => {}
    }
    if let Some(s) = b.replayed_score_ns {
        let score = if s == 0 {
            "0".to_string()
        } else {
            format!("{s:+}")
        };
        out.push_str(&cat.message("check-score", &[("score", score.into())]));
    }
    let tag = cat.text(match b.status {
        BoardStatus::Ok => "check-status-ok",
        BoardStatus::Notes => "check-status-notes",
        BoardStatus::Problems => "check-status-problems",
        BoardStatus::Unreadable => "check-status-unreadable",
    });
    let _ = writeln!(out, " [{tag}]");
    let lists = [
        ("check-record", &b.parse_problems),
        ("check-irregularity", &b.irregularities),
        ("check-note", &b.notes),
        ("check-replay", &b.replay_problems),
    ];
    for (key, problems) in lists {
        for p in problems {
            let _ = writeln!(
                out,
                "    {}",
                cat.message(key, &[("problem", problem(cat, p).into())])
            );
        }
    }
    out
}

/// The first line of `tenace check`: the file and its format.
pub fn check_header(cat: &Catalog, path: &str, format: Option<tenace_formats::Format>) -> String {
    let format = format.map_or_else(|| cat.text("check-unknown-format"), |x| x.to_string());
    cat.message(
        "check-file",
        &[("path", path.into()), ("format", format.into())],
    ) + "\n"
}

/// One board of `tenace check`, indented, with its problems.
pub fn check_board(cat: &Catalog, b: &BoardCheck) -> String {
    format!("  {}", board_check(cat, b))
}

/// The totals line of `tenace check`.
pub fn check_summary(cat: &Catalog, s: &tenace_formats::CheckSummary) -> String {
    let count = |n: usize| Arg::from(n.to_string());
    cat.message(
        "check-summary",
        &[
            ("boards", count(s.boards)),
            ("ok", count(s.ok)),
            ("notes", count(s.with_notes)),
            ("problems", count(s.with_problems)),
            ("unreadable", count(s.unreadable)),
            ("agree", count(s.results_agree)),
            ("differ", count(s.results_differ)),
        ],
    ) + "\n"
}

/// The report of `tenace convert`.
pub fn convert(cat: &Catalog, report: &ConvertReport) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "convert-summary",
            &[
                ("input", report.input.display().to_string().into()),
                ("from", report.from.to_string().into()),
                ("output", report.output.display().to_string().into()),
                ("to", report.to.to_string().into()),
                ("read", report.read.to_string().into()),
                ("written", report.written.to_string().into()),
            ],
        )
    );
    let skipped = report
        .skipped_errors
        .iter()
        .map(|e| crate::replay_notes::record_error(cat, e));
    for s in skipped {
        let _ = writeln!(
            out,
            "  {}",
            cat.message("convert-skipped", &[("what", s.into())])
        );
    }
    // The library lists each loss once when the same loss follows itself;
    // so does the report.
    let mut losses: Vec<String> = report
        .lost
        .iter()
        .map(|l| crate::replay_notes::loss(cat, l))
        .collect();
    losses.dedup();
    for l in losses {
        let _ = writeln!(
            out,
            "  {}",
            cat.message("convert-not-carried", &[("what", l.into())])
        );
    }
    out
}
