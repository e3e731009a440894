//! The rubber-bridge and Chicago pad (RB 72-81, Appendix 4): drawn as
//! players draw it, then the deals and the totals.

use std::fmt::Write as _;

use tenace_core::{Seat, Side};
use tenace_score::rubber::{Entry, EntryKind, PadDeal, PadKind, PadReport, PadStatus, Place};

use super::pad_left;
use crate::{display_width, pad, Arg, Catalog};

/// `WE (N-S)` or `THEY (E-W)`.
fn column_name(cat: &Catalog, report: &PadReport, side: Side) -> String {
    let col = cat.text(if side == report.we {
        "rubber-we"
    } else {
        "rubber-they"
    });
    cat.message(
        "rubber-column",
        &[("column", col.into()), ("side", cat.side(side).into())],
    )
}

fn rubber_vul(cat: &Catalog, v: tenace_core::Vulnerability) -> String {
    use tenace_core::Vulnerability as V;
    cat.text(match v {
        V::None => "rubber-vul-none",
        V::NorthSouth => "rubber-vul-ns",
        V::EastWest => "rubber-vul-ew",
        V::Both => "rubber-vul-both",
    })
}

/// Rows of cells, left-aligned in columns two spaces apart.
fn left_table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| display_width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            if c > 0 {
                line.push_str("  ");
            }
            line.push_str(&pad(cell, widths[c]));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn entry_label(cat: &Catalog, kind: EntryKind) -> String {
    cat.text(match kind {
        EntryKind::TrickPoints => "rubber-entry-trick-points",
        EntryKind::Overtricks => "rubber-entry-overtricks",
        EntryKind::DoubledBonus => "rubber-entry-doubled-bonus",
        EntryKind::Slam => "rubber-entry-slam",
        EntryKind::Honours => "rubber-entry-honours",
        EntryKind::Undertricks => "rubber-entry-undertricks",
        EntryKind::RubberBonus => "rubber-entry-rubber-bonus",
        EntryKind::UnfinishedGame => "rubber-entry-unfinished-game",
        EntryKind::UnfinishedPartScore => "rubber-entry-unfinished-part-score",
        EntryKind::GameBonus => "rubber-entry-game-bonus",
        EntryKind::FourthDealPartScore => "rubber-entry-fourth-deal-part-score",
    })
}

/// `N-S 60 trick points, 30 overtricks; E-W 100 honours`.
fn entries_text<'a>(cat: &Catalog, entries: impl Iterator<Item = &'a Entry>) -> String {
    let mut groups: Vec<(Side, Vec<String>)> = Vec::new();
    for e in entries {
        let mut label = entry_label(cat, e.kind);
        if e.place == Place::Below && e.kind != EntryKind::TrickPoints {
            label = cat.message("rubber-entry-below", &[("label", label.into())]);
        }
        let item = cat.message(
            "rubber-entry",
            &[
                ("points", e.points.to_string().into()),
                ("label", label.into()),
            ],
        );
        match groups.iter_mut().find(|(s, _)| *s == e.side) {
            Some((_, items)) => items.push(item),
            None => groups.push((e.side, vec![item])),
        }
    }
    groups
        .into_iter()
        .map(|(s, items)| {
            cat.message(
                "rubber-entries-of-side",
                &[
                    ("side", cat.side(s).into()),
                    ("items", cat.list(&items).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(&cat.text("rubber-group-separator"))
}

/// The pad of `tenace rubber` as players draw it (RB 75), then the deals
/// and the result.
pub fn rubber(cat: &Catalog, report: &PadReport) -> String {
    let mut out = String::new();
    let title = cat.text(match report.kind {
        PadKind::Rubber => "rubber-title-rubber",
        PadKind::Chicago => "rubber-title-chicago",
    });
    let _ = writeln!(out, "{title}");
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "rubber-we-they",
            &[
                ("we", cat.side(report.we).into()),
                ("they", cat.side(report.we.opponents()).into()),
            ],
        )
    );
    out.push('\n');
    if report.kind == PadKind::Chicago {
        chicago_header(cat, report, &mut out);
        out.push('\n');
    }
    draw_sheet(cat, report, &mut out);
    out.push('\n');
    deal_list(cat, report, &mut out);
    out.push('\n');
    summary(cat, report, &mut out);
    out
}

fn chicago_header(cat: &Catalog, report: &PadReport, out: &mut String) {
    let mut at = [' '; 4];
    for d in &report.deals {
        if let (Some(k), Some(dealer)) = (d.chicago_deal, d.dealer) {
            at[dealer.index()] = char::from(b'0' + k);
        }
    }
    let schedule: Vec<String> = report
        .schedule
        .iter()
        .map(|c| {
            cat.message(
                "rubber-schedule",
                &[
                    ("deal", c.deal.to_string().into()),
                    ("dealer", cat.seat_short(c.dealer).into()),
                    ("vul", rubber_vul(cat, c.vulnerable.vulnerability()).into()),
                ],
            )
        })
        .collect();
    let [n, e, s, w] = at;
    let diagram = [
        format!(" \\ {n} /"),
        format!("{w}  X  {e}"),
        format!(" / {s} \\"),
        String::new(),
    ];
    for (pic, text) in diagram.iter().zip(schedule.iter()) {
        let _ = writeln!(out, "  {pic:<7}   {text}");
    }
}

fn draw_sheet(cat: &Catalog, report: &PadReport, out: &mut String) {
    let sheet = &report.sheet;
    let we_text = cat.text("rubber-we");
    let they_text = cat.text("rubber-they");
    let mut widest = 4usize
        .max(display_width(&we_text))
        .max(display_width(&they_text));
    let mut note = |n: i32| widest = widest.max(n.to_string().len());
    sheet.above.we.iter().for_each(|f| note(f.points));
    sheet.above.they.iter().for_each(|f| note(f.points));
    for s in &sheet.below {
        for r in &s.rows {
            r.we.into_iter().chain(r.they).for_each(&mut note);
        }
    }
    note(sheet.totals.we);
    note(sheet.totals.they);
    let w = widest + 4;
    let cell = |v: Option<i32>| v.map(|n| n.to_string()).unwrap_or_default();
    let row = |out: &mut String, l: &str, r: &str, tail: &str| {
        let line = format!("{} | {}{tail}", pad_left(l, w), pad_left(r, w));
        let _ = writeln!(out, "{}", line.trim_end());
    };
    let rule = |out: &mut String, c: char, tail: &str| {
        let half: String = std::iter::repeat_n(c, w + 1).collect();
        let line = format!("{half}+{half}{tail}");
        let _ = writeln!(out, "{}", line.trim_end());
    };
    row(out, &we_text, &they_text, "");
    rule(out, '-', "");
    let n = sheet.above.we.len().max(sheet.above.they.len());
    for r in 0..n {
        let i = n - 1 - r;
        let l = sheet.above.we.get(i).map(|f| f.points);
        let t = sheet.above.they.get(i).map(|f| f.points);
        row(out, &cell(l), &cell(t), "");
    }
    rule(out, '=', "");
    for seg in &sheet.below {
        for r in &seg.rows {
            row(out, &cell(r.we), &cell(r.they), "");
        }
        if let Some(g) = seg.game {
            let game = cat.message(
                "rubber-game-line",
                &[
                    ("number", g.number.to_string().into()),
                    ("winner", column_name(cat, report, g.winner).into()),
                ],
            );
            rule(out, '-', &format!("  {game}"));
        }
    }
    rule(out, '=', "");
    let label = cat.text(match report.status {
        PadStatus::InProgress => "rubber-running-total",
        _ => "rubber-total",
    });
    row(
        out,
        &sheet.totals.we.to_string(),
        &sheet.totals.they.to_string(),
        &format!("  {label}"),
    );
}

fn deal_list(cat: &Catalog, report: &PadReport, out: &mut String) {
    let _ = writeln!(out, "{}", cat.text("rubber-deals"));
    let chicago = report.kind == PadKind::Chicago;
    let dealers = report.deals.iter().any(|d| d.dealer.is_some());
    let col = |k: &str| cat.text(&format!("rubber-col-{k}"));
    let mut header = vec!["#".to_string()];
    if chicago {
        header.push(col("deal"));
    }
    if dealers {
        header.push(col("dealer"));
    }
    header.extend([col("vul"), col("result"), col("tricks"), col("scored")]);
    let mut rows = vec![header];
    for d in &report.deals {
        let mut row = vec![d.number.to_string()];
        if chicago {
            row.push(d.chicago_deal.map(|k| k.to_string()).unwrap_or("-".into()));
        }
        if dealers {
            row.push(
                d.dealer
                    .map(|s: Seat| cat.seat_short(s))
                    .unwrap_or("-".into()),
            );
        }
        row.push(rubber_vul(cat, d.vulnerable.vulnerability()));
        let (result, tricks, mut scored) = match d.deal {
            PadDeal::PassedOut => (
                cat.text("rubber-passed-out"),
                "-".to_string(),
                cat.text(if chicago {
                    "rubber-no-score-deal-again"
                } else {
                    "rubber-no-score"
                }),
            ),
            PadDeal::Played(p) => {
                let tricks = match p.transferred {
                    0 => p.tricks.to_string(),
                    t => cat.message(
                        if t > 0 {
                            "rubber-tricks-transferred"
                        } else {
                            "rubber-tricks-transferred-to-defenders"
                        },
                        &[
                            ("tricks", p.tricks.to_string().into()),
                            ("transferred", i16::from(t).abs().to_string().into()),
                        ],
                    ),
                };
                let mut scored = entries_text(cat, report.deal_entries(d.number));
                if scored.is_empty() {
                    scored = cat.text("rubber-no-score-honours");
                }
                (d.text.clone(), tricks, scored)
            }
        };
        if let Some(g) = d.game {
            let winner = report
                .games
                .iter()
                .find(|x| x.number == g)
                .map(|x| x.winner);
            if let Some(w) = winner {
                scored.push_str(&cat.message(
                    "rubber-game-to",
                    &[
                        ("number", g.to_string().into()),
                        ("side", cat.side(w).into()),
                    ],
                ));
            }
        }
        if let Some(c) = d.corrected_at_line {
            scored.push_str(&cat.message("rubber-corrected", &[("line", c.to_string().into())]));
        }
        row.extend([result, tricks, scored]);
        rows.push(row);
    }
    if report.deals.is_empty() {
        let _ = writeln!(out, "  {}", cat.text("rubber-no-deals"));
    } else {
        for line in left_table(&rows).lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
    let end: Vec<_> = report.entries.iter().filter(|e| e.deal.is_none()).collect();
    if !end.is_empty() {
        let _ = writeln!(
            out,
            "  {}",
            cat.message(
                "rubber-unfinished",
                &[("entries", entries_text(cat, end.into_iter()).into())],
            )
        );
    }
}

fn summary(cat: &Catalog, report: &PadReport, out: &mut String) {
    let we = report.we;
    let they = report.we.opponents();
    let n = |v: i32| Arg::from(v.to_string());
    let games = || {
        [
            ("games_ns", Arg::from(report.games_won.ns.to_string())),
            ("games_ew", Arg::from(report.games_won.ew.to_string())),
        ]
    };
    match (report.kind, report.status) {
        (PadKind::Rubber, PadStatus::Complete) => {
            if let Some(w) = report.rubber_won_by {
                let bonus = report.points_of(w, EntryKind::RubberBonus);
                let other = if report.games_won.get(w.opponents()) == 0 {
                    "none"
                } else {
                    "one"
                };
                let _ = writeln!(
                    out,
                    "{}",
                    cat.message(
                        "rubber-complete",
                        &[
                            ("winner", column_name(cat, report, w).into()),
                            ("other", other.into()),
                            ("bonus", n(bonus)),
                        ],
                    )
                );
                if report.winner == Some(w.opponents()) {
                    let _ = writeln!(out, "{}", cat.text("rubber-larger-total-wins"));
                }
            }
        }
        (PadKind::Rubber, PadStatus::Stopped) => {
            let _ = writeln!(out, "{}", cat.message("rubber-stopped", &games()));
        }
        (PadKind::Rubber, PadStatus::InProgress) => {
            let mut args = games().to_vec();
            args.push(("part_ns", n(report.part_scores.ns)));
            args.push(("part_ew", n(report.part_scores.ew)));
            let _ = writeln!(out, "{}", cat.message("rubber-in-progress", &args));
            if !report.if_stopped_now.is_empty() {
                let _ = writeln!(
                    out,
                    "{}",
                    cat.message(
                        "rubber-if-stopped",
                        &[(
                            "entries",
                            entries_text(cat, report.if_stopped_now.iter()).into()
                        )],
                    )
                );
            }
        }
        (PadKind::Chicago, status) => {
            let played = report
                .deals
                .iter()
                .filter(|d| d.chicago_deal.is_some())
                .count();
            let state = match status {
                PadStatus::Complete => cat.text("chicago-state-complete"),
                PadStatus::Stopped => cat.message(
                    "chicago-state-stopped",
                    &[("played", played.to_string().into())],
                ),
                PadStatus::InProgress => cat.message(
                    "chicago-state-in-progress",
                    &[("played", played.to_string().into())],
                ),
            };
            let mut args = games().to_vec();
            args.push(("state", state.into()));
            let _ = writeln!(out, "{}", cat.message("chicago-summary", &args));
        }
    }
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "rubber-totals",
            &[
                ("we", column_name(cat, report, we).into()),
                ("we_total", n(report.total.get(we))),
                ("we_above", n(report.above.get(we))),
                ("we_below", n(report.below.get(we))),
                ("they", column_name(cat, report, they).into()),
                ("they_total", n(report.total.get(they))),
                ("they_above", n(report.above.get(they))),
                ("they_below", n(report.below.get(they))),
            ],
        )
    );
    match report.winner {
        Some(w) => {
            let verb = if report.status == PadStatus::InProgress {
                "lead"
            } else {
                "win"
            };
            let mut args = vec![
                ("side", Arg::from(column_name(cat, report, w))),
                ("verb", verb.into()),
                ("margin", n(report.margin)),
            ];
            let key = match report.rounded_margin {
                Some(r) => {
                    args.push(("rounded", n(r)));
                    "rubber-winner-rounded"
                }
                None => "rubber-winner",
            };
            let _ = writeln!(out, "{}", cat.message(key, &args));
        }
        None => {
            let _ = writeln!(out, "{}", cat.text("rubber-totals-equal"));
        }
    }
}
