//! The reports of `tenace matchpoints`, `tenace imps-field`, `tenace rubber`,
//! `tenace check` and `tenace convert`, rendered through the catalogue.
//!
//! The scoring and format crates return plain data (they cannot depend on
//! the catalogue); the words and the column layout are made here. The
//! English catalogue reproduces the crates' own English text exactly, and
//! columns are measured with [`display_width`] so that Chinese headings,
//! which take two columns a character, stay aligned.

use std::fmt::Write as _;

use tenace_core::{Seat, Side};
use tenace_formats::{BoardCheck, BoardStatus, ConvertReport, Problem};
use tenace_i18n::{display_width, pad, Arg, Catalog};
use tenace_score::config::{Factoring, MatchpointScale};
use tenace_score::field::{format_points, trim_number};
use tenace_score::report::{fmt2, BoardReport, ImpMethod, Report};
use tenace_score::rubber::{Entry, EntryKind, PadDeal, PadKind, PadReport, PadStatus, Place};

/// `s` right-aligned in `width` terminal columns.
fn pad_left(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(display_width(s))))
}

/// A plain-text table: numeric columns right-aligned, two spaces apart, no
/// trailing blanks.
fn table(header: &[String], numeric: &[bool], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| display_width(h)).collect();
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(display_width(c));
        }
    }
    let line = |cells: &[String]| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i > 0 {
                s.push_str("  ");
            }
            if numeric[i] {
                s.push_str(&pad_left(c, widths[i]));
            } else if i + 1 < cells.len() {
                s.push_str(&pad(c, widths[i]));
            } else {
                s.push_str(c);
            }
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = line(header);
    for r in rows {
        out.push_str(&line(r));
    }
    out
}

/// Column headings by key.
fn headings(cat: &Catalog, keys: &[&str]) -> Vec<String> {
    keys.iter()
        .map(|k| cat.text(&format!("report-col-{k}")))
        .collect()
}

/// A vulnerability as the scoring crate writes it ("None", "N-S", ...).
fn vulnerability(cat: &Catalog, v: &str) -> String {
    use tenace_core::Vulnerability as V;
    let v = match v {
        "None" => V::None,
        "N-S" => V::NorthSouth,
        "E-W" => V::EastWest,
        "Both" => V::Both,
        other => return other.to_string(),
    };
    cat.vulnerability(v)
}

/// One side's note ("assigned (12C1)", "A+ = 60% (12C2)", ...) in words.
fn side_note(cat: &Catalog, note: &str) -> String {
    let Some((what, rest)) = note.rsplit_once(" (") else {
        return note.to_string();
    };
    let Some(clause) = rest.strip_suffix(')') else {
        return note.to_string();
    };
    let clause = Arg::from(clause);
    match what {
        "assigned" => cat.message("report-note-assigned", &[("clause", clause)]),
        "split" => cat.message("report-note-split", &[("clause", clause)]),
        "not scored" => cat.message("report-note-not-scored", &[("clause", clause)]),
        _ => match what.split_once(" = ") {
            Some((given, percent)) => match percent.strip_suffix('%') {
                Some(percent) => cat.message(
                    "report-note-artificial-percent",
                    &[
                        ("given", given.into()),
                        ("percent", percent.into()),
                        ("clause", clause),
                    ],
                ),
                None => note.to_string(),
            },
            None => cat.message(
                "report-note-artificial",
                &[("given", what.into()), ("clause", clause)],
            ),
        },
    }
}

/// A row's note: one note for both sides, or "NS … / EW …".
fn note(cat: &Catalog, note: &str) -> String {
    let sides = note
        .strip_prefix("NS ")
        .and_then(|rest| rest.split_once(" / EW "));
    match sides {
        Some((ns, ew)) => {
            let side = |s: &str| {
                if s == "table" {
                    cat.text("report-note-table")
                } else {
                    side_note(cat, s)
                }
            };
            cat.message(
                "report-note-sides",
                &[("ns", side(ns).into()), ("ew", side(ew).into())],
            )
        }
        None => side_note(cat, note),
    }
}

/// A result as entered, with the words the scoring crate adds translated:
/// `weighted`, `assigned`, `split`, the sides `NS` / `EW` of a split
/// adjustment, and a passed-out board.
fn result(cat: &Catalog, text: &str) -> String {
    text.split(' ')
        .map(|w| match w {
            "weighted" => cat.text("report-word-weighted"),
            "assigned" => cat.text("report-word-assigned"),
            "split" => cat.text("report-word-split"),
            "NS" => cat.text("report-word-ns"),
            "EW" => cat.text("report-word-ew"),
            "Pass" => cat.text("report-word-pass"),
            w => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A procedural penalty as given: "-25% of a top", "-1 MP", ...
fn penalty_given(cat: &Catalog, given: &str) -> String {
    let Some(rest) = given.strip_prefix('-') else {
        return given.to_string();
    };
    let forms = [
        ("% of a top", "report-penalty-top"),
        (" MP", "report-penalty-mp"),
        (" IMPs", "report-penalty-imps"),
        (" VP", "report-penalty-vp"),
    ];
    for (suffix, key) in forms {
        if let Some(amount) = rest.strip_suffix(suffix) {
            return format!("-{}", cat.message(key, &[("amount", amount.into())]));
        }
    }
    given.to_string()
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
            &[("vul", vulnerability(cat, &b.vulnerability).into())],
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

/// The report of `tenace matchpoints` or `tenace imps-field` as text.
pub fn scoring(cat: &Catalog, report: &Report) -> String {
    let mut out = String::new();
    let (boards, penalties, rankings, mp) = match report {
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
    };
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
                v.push(r.note.as_deref().map(|n| note(cat, n)).unwrap_or_default());
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
                    penalty_given(cat, &p.given),
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
    for r in rankings {
        let group = match r.title.as_str() {
            "N-S" => cat.side(Side::NorthSouth),
            "E-W" => cat.side(Side::EastWest),
            "All pairs" => cat.text("report-all-pairs"),
            other => other.to_string(),
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
    out
}

// ---------------------------------------------------------------------------
// The rubber-bridge and Chicago pad.

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

// ---------------------------------------------------------------------------
// tenace check and tenace convert.

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
    if let Some(c) = &b.contract {
        let contract = if c == "passed out" {
            cat.text("check-passed-out")
        } else {
            match c.split_once(" by ") {
                Some((bid, seat)) => {
                    let seat = match seat {
                        "N" => cat.seat_short(Seat::North),
                        "E" => cat.seat_short(Seat::East),
                        "S" => cat.seat_short(Seat::South),
                        "W" => cat.seat_short(Seat::West),
                        other => other.to_string(),
                    };
                    cat.message(
                        "check-contract-by",
                        &[("bid", bid.into()), ("seat", seat.into())],
                    )
                }
                None => c.clone(),
            }
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
    let skipped: Vec<String> = if report.skipped_errors.len() == report.skipped.len() {
        report
            .skipped_errors
            .iter()
            .map(|e| crate::replay_notes::record_error(cat, e))
            .collect()
    } else {
        report.skipped.clone()
    };
    for s in skipped {
        let _ = writeln!(
            out,
            "  {}",
            cat.message("convert-skipped", &[("what", s.into())])
        );
    }
    let losses: Vec<String> = if report.lost.len() == report.losses.len() {
        report
            .lost
            .iter()
            .map(|l| crate::replay_notes::loss(cat, l))
            .collect()
    } else {
        report.losses.clone()
    };
    for l in losses {
        let _ = writeln!(
            out,
            "  {}",
            cat.message("convert-not-carried", &[("what", l.into())])
        );
    }
    out
}
