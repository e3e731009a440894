//! The pad drawn as players draw it (RB 75), followed by the deals.

use std::fmt::Write as _;

use tenace_core::Side;

use super::deal::PadDeal;
use super::pad::{EntryKind, PadKind, PadReport, PadStatus, Place};

fn side_name(side: Side) -> &'static str {
    match side {
        Side::NorthSouth => "N-S",
        Side::EastWest => "E-W",
    }
}

/// `WE (N-S)` or `THEY (E-W)`.
fn column_name(report: &PadReport, side: Side) -> String {
    let col = if side == report.we { "WE" } else { "THEY" };
    format!("{col} ({})", side_name(side))
}

/// Lays out rows of cells in columns (left-aligned, two spaces apart).
fn table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
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
            line.push_str(cell);
            let pad = widths[c].saturating_sub(cell.chars().count());
            line.extend(std::iter::repeat_n(' ', pad));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Draws the pad: two columns, WE and THEY; premiums above the line (the
/// first written nearest the line), trick points below it in the order
/// scored with a line under each game; the totals; then one line per deal
/// saying what it scored, and the result.
pub fn render_text(report: &PadReport) -> String {
    let mut out = String::new();
    let title = match report.kind {
        PadKind::Rubber => "Rubber bridge (Laws of Rubber Bridge 2014, RB 72-81)",
        PadKind::Chicago => "Chicago (four-deal bridge, Laws of Rubber Bridge 2014, Appendix 4)",
    };
    let _ = writeln!(out, "{title}");
    let _ = writeln!(
        out,
        "WE = {}, THEY = {}",
        side_name(report.we),
        side_name(report.we.opponents())
    );
    out.push('\n');
    if report.kind == PadKind::Chicago {
        chicago_header(report, &mut out);
        out.push('\n');
    }
    draw_sheet(report, &mut out);
    out.push('\n');
    deal_list(report, &mut out);
    out.push('\n');
    summary(report, &mut out);
    out
}

fn chicago_header(report: &PadReport, out: &mut String) {
    // The numeral of each deal played, in the angle facing its dealer
    // (App. 4 E); the diagram has North at the top.
    let mut at = [' '; 4];
    let mut schedule: Vec<String> = Vec::new();
    for d in &report.deals {
        if let (Some(k), Some(dealer)) = (d.chicago_deal, d.dealer) {
            at[dealer.index()] = char::from(b'0' + k);
        }
    }
    for c in &report.schedule {
        schedule.push(format!(
            "deal {}: dealer {}, vulnerable: {}",
            c.deal,
            c.dealer.letter(),
            vul_text(c.vulnerable.vulnerability())
        ));
    }
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

fn vul_text(v: tenace_core::Vulnerability) -> &'static str {
    match v {
        tenace_core::Vulnerability::None => "none",
        tenace_core::Vulnerability::NorthSouth => "N-S",
        tenace_core::Vulnerability::EastWest => "E-W",
        tenace_core::Vulnerability::Both => "both",
    }
}

fn draw_sheet(report: &PadReport, out: &mut String) {
    let sheet = &report.sheet;
    let mut widest = 4usize;
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
        let line = format!("{l:>w$} | {r:>w$}{tail}");
        let _ = writeln!(out, "{}", line.trim_end());
    };
    let rule = |out: &mut String, c: char, tail: &str| {
        let half: String = std::iter::repeat_n(c, w + 1).collect();
        let line = format!("{half}+{half}{tail}");
        let _ = writeln!(out, "{}", line.trim_end());
    };
    row(out, "WE", "THEY", "");
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
            let tail = format!("  game {}: {}", g.number, column_name(report, g.winner));
            rule(out, '-', &tail);
        }
    }
    rule(out, '=', "");
    let label = match report.status {
        PadStatus::InProgress => "  running total",
        _ => "  total",
    };
    row(
        out,
        &sheet.totals.we.to_string(),
        &sheet.totals.they.to_string(),
        label,
    );
}

/// `N-S 60 trick points, 30 overtricks; E-W 100 honours`.
fn entries_text<'a>(entries: impl Iterator<Item = &'a super::pad::Entry>) -> String {
    let mut groups: Vec<(Side, Vec<String>)> = Vec::new();
    for e in entries {
        let mut label = e.kind.label().to_string();
        if e.place == Place::Below && e.kind != EntryKind::TrickPoints {
            label.push_str(" (below)");
        }
        let item = format!("{} {}", e.points, label);
        match groups.iter_mut().find(|(s, _)| *s == e.side) {
            Some((_, items)) => items.push(item),
            None => groups.push((e.side, vec![item])),
        }
    }
    groups
        .into_iter()
        .map(|(s, items)| format!("{} {}", side_name(s), items.join(", ")))
        .collect::<Vec<_>>()
        .join("; ")
}

fn deal_list(report: &PadReport, out: &mut String) {
    let _ = writeln!(out, "Deals");
    let chicago = report.kind == PadKind::Chicago;
    let dealers = report.deals.iter().any(|d| d.dealer.is_some());
    let mut header = vec!["#".to_string()];
    if chicago {
        header.push("Deal".into());
    }
    if dealers {
        header.push("Dealer".into());
    }
    header.extend([
        "Vul".into(),
        "Result".into(),
        "Tricks".into(),
        "Scored".into(),
    ]);
    let mut rows = vec![header];
    for d in &report.deals {
        let mut row = vec![d.number.to_string()];
        if chicago {
            row.push(d.chicago_deal.map(|k| k.to_string()).unwrap_or("-".into()));
        }
        if dealers {
            row.push(
                d.dealer
                    .map(|s| s.letter().to_string())
                    .unwrap_or("-".into()),
            );
        }
        row.push(vul_text(d.vulnerable.vulnerability()).to_string());
        let (result, tricks, mut scored) = match d.deal {
            PadDeal::PassedOut => (
                "passed out".to_string(),
                "-".to_string(),
                if chicago {
                    "no score; the same player deals again".to_string()
                } else {
                    "no score".to_string()
                },
            ),
            PadDeal::Played(p) => {
                let tricks = match p.transferred {
                    0 => p.tricks.to_string(),
                    t if t > 0 => format!("{} ({t} by revoke)", p.tricks),
                    t => format!("{} ({} to defenders by revoke)", p.tricks, -i16::from(t)),
                };
                let mut scored = entries_text(report.deal_entries(d.number));
                if scored.is_empty() {
                    scored = "no score (honours not scored)".into();
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
                let _ = write!(scored, "; game {g} to {}", side_name(w));
            }
        }
        if let Some(c) = d.corrected_at_line {
            let _ = write!(scored, " [corrected, line {c}]");
        }
        row.extend([result, tricks, scored]);
        rows.push(row);
    }
    if report.deals.is_empty() {
        let _ = writeln!(out, "  (none yet)");
    } else {
        for line in table(&rows).lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
    let end: Vec<_> = report.entries.iter().filter(|e| e.deal.is_none()).collect();
    if !end.is_empty() {
        let _ = writeln!(
            out,
            "  Unfinished rubber (RB 80): {}",
            entries_text(end.into_iter())
        );
    }
}

fn summary(report: &PadReport, out: &mut String) {
    let we = report.we;
    let they = report.we.opponents();
    match (report.kind, report.status) {
        (PadKind::Rubber, PadStatus::Complete) => {
            if let Some(w) = report.rubber_won_by {
                let bonus = report.points_of(w, EntryKind::RubberBonus);
                let other = match report.games_won.get(w.opponents()) {
                    0 => "none",
                    _ => "one",
                };
                let _ = writeln!(
                    out,
                    "Rubber complete: {} won two games to {other} (rubber bonus {bonus}).",
                    column_name(report, w),
                );
                if report.winner == Some(w.opponents()) {
                    let _ = writeln!(
                        out,
                        "The side with the larger total wins the rubber, even with fewer games (RB 74)."
                    );
                }
            }
        }
        (PadKind::Rubber, PadStatus::Stopped) => {
            let _ = writeln!(
                out,
                "Rubber stopped before it was finished: games N-S {}, E-W {}; RB 80 premiums added.",
                report.games_won.ns, report.games_won.ew
            );
        }
        (PadKind::Rubber, PadStatus::InProgress) => {
            let _ = writeln!(
                out,
                "Rubber in progress: games N-S {}, E-W {}; part scores N-S {}, E-W {}.",
                report.games_won.ns,
                report.games_won.ew,
                report.part_scores.ns,
                report.part_scores.ew
            );
            if !report.if_stopped_now.is_empty() {
                let _ = writeln!(
                    out,
                    "If it stopped now, RB 80 would add: {}.",
                    entries_text(report.if_stopped_now.iter())
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
                PadStatus::Complete => "complete".to_string(),
                PadStatus::Stopped => {
                    format!("stopped after {played} of 4 deals; the score stands (App. 4 B)")
                }
                PadStatus::InProgress => format!("in progress, {played} of 4 deals played"),
            };
            let _ = writeln!(
                out,
                "Chicago {state}: games N-S {}, E-W {}.",
                report.games_won.ns, report.games_won.ew
            );
        }
    }
    let _ = writeln!(
        out,
        "Totals: {} {} (above {}, below {}), {} {} (above {}, below {}).",
        column_name(report, we),
        report.total.get(we),
        report.above.get(we),
        report.below.get(we),
        column_name(report, they),
        report.total.get(they),
        report.above.get(they),
        report.below.get(they)
    );
    let verb = if report.status == PadStatus::InProgress {
        "lead"
    } else {
        "win"
    };
    match report.winner {
        Some(w) => {
            let _ = write!(
                out,
                "{} {verb} by {} points",
                column_name(report, w),
                report.margin
            );
            match report.rounded_margin {
                Some(r) => {
                    let _ = writeln!(out, " ({r} rounded to hundreds, App. 4 H2).");
                }
                None => out.push_str(".\n"),
            }
        }
        None => out.push_str("The totals are equal.\n"),
    }
}
