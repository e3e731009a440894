//! The report of `tenace matchpoints` and `tenace imps-field`: the boards
//! with their rows, the procedural penalties and the rankings.

use std::fmt::Write as _;

use tenace_core::Side;
use tenace_score::config::{Factoring, MatchpointScale};
use tenace_score::field::{
    format_points, trim_number, weight_text, Component, PenaltyUnit, PointResult, SideAdjustment,
    PASSED_OUT,
};
use tenace_score::report::{
    fmt2, BoardReport, ImpMethod, PenaltyGiven, PenaltyReport, Ranking, RankingGroup, Report,
    RowNote, RowResult, SideNote,
};

use super::{headings, table};
use crate::{Arg, Catalog};

/// One side's note: assigned, split, artificial (with its percentage at
/// matchpoints) or not scored, with its clause of Law 12.
fn side_note(cat: &Catalog, note: &SideNote) -> String {
    let clause = Arg::from(note.clause());
    match note {
        SideNote::Assigned => cat.message("report-note-assigned", &[("clause", clause)]),
        SideNote::Split => cat.message("report-note-split", &[("clause", clause)]),
        SideNote::NotScored => cat.message("report-note-not-scored", &[("clause", clause)]),
        SideNote::Artificial {
            given,
            percent: Some(percent),
        } => cat.message(
            "report-note-artificial-percent",
            &[
                ("given", given.as_str().into()),
                ("percent", trim_number(*percent).into()),
                ("clause", clause),
            ],
        ),
        SideNote::Artificial { given, .. } => cat.message(
            "report-note-artificial",
            &[("given", given.as_str().into()), ("clause", clause)],
        ),
    }
}

/// A row's note: one note for both sides, or "NS … / EW …".
fn note(cat: &Catalog, note: &RowNote) -> String {
    match note {
        RowNote::Both(n) => side_note(cat, n),
        RowNote::Sides { ns, ew } => {
            let side = |s: &Option<SideNote>| match s {
                None => cat.text("report-note-table"),
                Some(n) => side_note(cat, n),
            };
            cat.message(
                "report-note-sides",
                &[("ns", side(ns).into()), ("ew", side(ew).into())],
            )
        }
    }
}

/// A result as entered: a passed-out board in words, the user's own
/// descriptions as written.
fn description(cat: &Catalog, text: &str) -> String {
    if text == PASSED_OUT {
        cat.text("report-word-pass")
    } else {
        text.to_string()
    }
}

fn component(cat: &Catalog, c: &Component) -> String {
    format!(
        "{} {}",
        weight_text(c.weight),
        description(cat, &c.description)
    )
}

fn point(cat: &Catalog, p: &PointResult) -> String {
    description(cat, &p.description)
}

/// One side's adjusted score: artificial, assigned (weighted when it has
/// several results) or split (Law 12C1(e): rn, re, ra).
fn adjustment(cat: &Catalog, a: &SideAdjustment) -> String {
    match a {
        SideAdjustment::Artificial(a) => a.to_string(),
        SideAdjustment::Assigned(c) if c.len() == 1 => format!(
            "{} {}",
            cat.text("report-word-assigned"),
            description(cat, &c[0].description)
        ),
        SideAdjustment::Assigned(c) => {
            let parts: Vec<String> = c.iter().map(|c| component(cat, c)).collect();
            format!("{} {}", cat.text("report-word-weighted"), parts.join("; "))
        }
        SideAdjustment::Split(s) => format!(
            "{} rn {}; re {}; ra {}",
            cat.text("report-word-split"),
            point(cat, &s.rn),
            point(cat, &s.re),
            point(cat, &s.ra)
        ),
    }
}

/// The result column: as entered, passed out, or the adjusted score of
/// both sides (each side's when they differ).
fn result(cat: &Catalog, r: &RowResult) -> String {
    match r {
        RowResult::Played(text) => text.clone(),
        RowResult::PassedOut => cat.text("report-word-pass"),
        RowResult::Adjusted { ns, ew } if ns == ew => adjustment(cat, ns),
        RowResult::Adjusted { ns, ew } => format!(
            "{} {} | {} {}",
            cat.text("report-word-ns"),
            adjustment(cat, ns),
            cat.text("report-word-ew"),
            adjustment(cat, ew)
        ),
    }
}

/// A procedural penalty as given: "-25% of a top", "-1 MP", ...
fn penalty_given(cat: &Catalog, given: PenaltyGiven) -> String {
    let key = match given.unit {
        PenaltyUnit::PercentOfTop => "report-penalty-top",
        PenaltyUnit::Matchpoints => "report-penalty-mp",
        PenaltyUnit::Imps => "report-penalty-imps",
        PenaltyUnit::VictoryPoints => "report-penalty-vp",
    };
    let amount = trim_number(given.amount);
    format!("-{}", cat.message(key, &[("amount", amount.into())]))
}

fn board_title(cat: &Catalog, b: &BoardReport, sessions: bool) -> String {
    let board = Arg::from(b.board.to_string());
    let mut t = if sessions {
        cat.message(
            "report-board-in-session",
            &[("session", b.session.as_str().into()), ("board", board)],
        )
    } else {
        cat.message("report-board", &[("board", board)])
    };
    if let Some(g) = &b.group {
        t = cat.message(
            "report-board-fouled",
            &[("board", t.into()), ("group", g.as_str().into())],
        );
    }
    let mut parts = vec![
        t,
        cat.message(
            "report-vul",
            &[("vul", cat.vulnerability(b.vulnerability).into())],
        ),
    ];
    if let Some(top) = b.top {
        parts.push(cat.message("report-top", &[("top", fmt2(top).into())]));
    }
    if let Some(d) = b.datum {
        parts.push(cat.message("report-datum", &[("datum", trim_number(d).into())]));
    }
    parts.join("  ")
}

fn with_event(cat: &Catalog, title: String, event: Option<&str>) -> String {
    match event {
        Some(e) => cat.message(
            "report-title-event",
            &[("title", title.into()), ("event", e.into())],
        ),
        None => title,
    }
}

/// The report of `tenace matchpoints` or `tenace imps-field` as text: the
/// title and set-up, each board, the procedural penalties, the rankings.
pub fn scoring(cat: &Catalog, report: &Report) -> String {
    let mut out = String::new();
    let (boards, penalties, rankings, mp) = header(cat, report, &mut out);
    board_sections(cat, boards, mp, &mut out);
    penalty_section(cat, penalties, mp, &mut out);
    ranking_sections(cat, rankings, mp, &mut out);
    out
}

type Parts<'a> = (&'a [BoardReport], &'a [PenaltyReport], &'a [Ranking], bool);

/// The title and the scoring set-up; the report's parts and whether it is
/// at matchpoints.
fn header<'a>(cat: &Catalog, report: &'a Report, out: &mut String) -> Parts<'a> {
    match report {
        Report::Matchpoints(r) => {
            let title = with_event(cat, cat.text("report-matchpoints"), r.event.as_deref());
            let scale = match r.scale {
                MatchpointScale::TwoOneZero => "2/1/0",
                MatchpointScale::OneHalfZero => "1/0.5/0",
            };
            let factoring = cat.text(match r.factoring {
                Factoring::Neuberg => "report-factoring-neuberg",
                Factoring::Proportional => "report-factoring-proportional",
                Factoring::None => "report-factoring-none",
            });
            let setup = cat.message(
                "report-matchpoints-setup",
                &[
                    ("scale", scale.into()),
                    ("factoring", factoring.into()),
                    ("scores", trim_number(r.expected_scores).into()),
                ],
            );
            let _ = writeln!(out, "{title}\n{setup}");
            (&r.boards, &r.penalties, &r.rankings, true)
        }
        Report::ImpField(r) => {
            let method = cat.text(match r.method {
                ImpMethod::Butler => "report-method-butler",
                ImpMethod::Cross => "report-method-cross",
            });
            let title = cat.message("report-imps", &[("method", method.into())]);
            let _ = writeln!(out, "{}", with_event(cat, title, r.event.as_deref()));
            (&r.boards, &r.penalties, &r.rankings, false)
        }
    }
}

fn board_sections(cat: &Catalog, boards: &[BoardReport], mp: bool, out: &mut String) {
    let sessions = boards.iter().any(|b| b.session != "1");
    for b in boards {
        out.push('\n');
        out.push_str(&board_title(cat, b, sessions));
        out.push('\n');
        let rows: Vec<Vec<String>> = b
            .rows
            .iter()
            .map(|r| {
                let mut v = vec![
                    r.ns.clone(),
                    r.ew.clone(),
                    result(cat, &r.result),
                    r.ns_score.map(format_points).unwrap_or_default(),
                ];
                v.extend(r.value_cells(mp));
                v.push(r.note.as_ref().map(|n| note(cat, n)).unwrap_or_default());
                v
            })
            .collect();
        if mp {
            out.push_str(&table(
                &headings(
                    cat,
                    &[
                        "ns",
                        "ew",
                        "result",
                        "score",
                        "ns-mp",
                        "ew-mp",
                        "ns-percent",
                        "ew-percent",
                        "note",
                    ],
                ),
                &[false, false, false, true, true, true, true, true, false],
                &rows,
            ));
        } else {
            out.push_str(&table(
                &headings(
                    cat,
                    &["ns", "ew", "result", "score", "ns-imps", "ew-imps", "note"],
                ),
                &[false, false, false, true, true, true, false],
                &rows,
            ));
        }
    }
}

fn penalty_section(cat: &Catalog, penalties: &[PenaltyReport], mp: bool, out: &mut String) {
    if !penalties.is_empty() {
        let law = cat.law(tenace_laws::LawRef::new("90"));
        let _ = writeln!(
            out,
            "\n{}",
            cat.message("report-penalties", &[("law", law.into())])
        );
        let rows: Vec<Vec<String>> = penalties
            .iter()
            .map(|p| {
                vec![
                    p.pair.clone(),
                    p.board.map(|b| b.to_string()).unwrap_or_default(),
                    penalty_given(cat, p.given),
                    format!("-{}", fmt2(p.deducted)),
                    [p.law.clone(), p.note.clone()]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(" "),
                ]
            })
            .collect();
        out.push_str(&table(
            &headings(
                cat,
                &[
                    "pair",
                    "board",
                    "penalty",
                    if mp { "mp" } else { "imps" },
                    "reason",
                ],
            ),
            &[false, true, false, true, false],
            &rows,
        ));
    }
}

fn ranking_sections(cat: &Catalog, rankings: &[Ranking], mp: bool, out: &mut String) {
    for r in rankings {
        let group = match r.title {
            RankingGroup::NorthSouth => cat.side(Side::NorthSouth),
            RankingGroup::EastWest => cat.side(Side::EastWest),
            RankingGroup::AllPairs => cat.text("report-all-pairs"),
        };
        let _ = writeln!(
            out,
            "\n{}",
            cat.message("report-ranking", &[("group", group.into())])
        );
        let rows: Vec<Vec<String>> = r.rows.iter().map(|x| x.cells(mp)).collect();
        if mp {
            out.push_str(&table(
                &headings(
                    cat,
                    &[
                        "rank", "pair", "boards", "mp", "penalty", "net", "top", "percent",
                    ],
                ),
                &[false, false, true, true, true, true, true, true],
                &rows,
            ));
        } else {
            out.push_str(&table(
                &headings(
                    cat,
                    &[
                        "rank",
                        "pair",
                        "boards",
                        "imps",
                        "penalty",
                        "net",
                        "per-board",
                    ],
                ),
                &[false, false, true, true, true, true, true],
                &rows,
            ));
        }
    }
}
