//! The schedule check of an imported session in the reader's language
//! (`tenace session import`, docs/events.md).

use tenace_events::schedule::{Mismatch, ScheduleCheck, Source};
use tenace_i18n::{Arg, Catalog};

fn n(v: u16) -> Arg {
    Arg::from(usize::from(v))
}

/// A pair number, or a dash for an empty place.
fn pair(v: Option<u16>) -> Arg {
    Arg::from(v.map_or_else(|| "—".to_string(), |p| p.to_string()))
}

/// One mismatch.
fn mismatch(cat: &Catalog, m: &Mismatch) -> String {
    let at = |round: u16, table: u16, board: u16| {
        vec![
            ("round", n(round)),
            ("table", n(table)),
            ("board", n(board)),
        ]
    };
    match m {
        Mismatch::NoCell {
            round,
            table,
            board,
        } => cat.message("schedule-no-cell", &at(*round, *table, *board)),
        Mismatch::Pairs {
            round,
            table,
            board,
            ns,
            ew,
            scheduled_ns,
            scheduled_ew,
        } => {
            let mut args = at(*round, *table, *board);
            args.extend([
                ("ns", n(*ns)),
                ("ew", n(*ew)),
                ("sns", pair(*scheduled_ns)),
                ("sew", pair(*scheduled_ew)),
            ]);
            cat.message("schedule-pairs", &args)
        }
        Mismatch::Board {
            round,
            table,
            board,
        } => cat.message("schedule-board", &at(*round, *table, *board)),
        Mismatch::Missing {
            round,
            table,
            board,
        } => cat.message("schedule-missing", &at(*round, *table, *board)),
        Mismatch::Unplaced { board, ns, ew } => cat.message(
            "schedule-unplaced",
            &[("board", n(*board)), ("ns", n(*ns)), ("ew", n(*ew))],
        ),
    }
}

/// The check: where the movement came from and whether it verified, then
/// every result not where it puts it, one a line.
pub fn render(cat: &Catalog, c: &ScheduleCheck) -> String {
    use tenace_events::exchange::ImportError;
    let size = [("rounds", n(c.rounds)), ("tables", n(c.tables))];
    let mut out = String::from("\n");
    let head = if c.no_rounds {
        cat.text("schedule-no-rounds")
    } else if let Some(e) = &c.refused {
        let reason = match e {
            ImportError::FailsVerification(v) => v
                .iter()
                .map(|x| crate::events::violation(cat, x))
                .collect::<Vec<_>>()
                .join("; "),
            e => crate::events::import_error(cat, e),
        };
        cat.message("schedule-refused", &[("reason", Arg::from(reason))])
    } else if c.source == Source::Given {
        cat.message("schedule-given", &size)
    } else {
        cat.message("schedule-rebuilt", &size)
    };
    out.push_str(&head);
    out.push('\n');
    for m in &c.mismatches {
        out.push_str("  ");
        out.push_str(&mismatch(cat, m));
        out.push('\n');
    }
    if c.agrees() {
        out.push_str(&cat.text("schedule-agrees"));
        out.push('\n');
    }
    out
}
