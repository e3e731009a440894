//! `tenace movement` and `tenace session`: club events (docs/events.md),
//! rendered through the catalogue.

use tenace_events::exchange::export;
use tenace_events::model::{MovementKind, Winners};
use tenace_events::{generate, GenerateError, Movement, MovementOptions, Violation};
use tenace_i18n::{Arg, Catalog};

/// `tenace movement KIND --tables N ...`.
pub fn movement(
    cat: &Catalog,
    kind: &str,
    tables: u16,
    boards_per_round: u16,
    rounds: Option<u16>,
    arrow_switch: bool,
    json: bool,
) -> Result<String, String> {
    let kind: MovementKind = kind.parse().map_err(|_| {
        cat.message(
            "error-movement-unknown",
            &[
                ("name", Arg::from(kind)),
                ("names", Arg::from(MovementKind::NAMES.join(", "))),
            ],
        )
    })?;
    let opts = MovementOptions {
        kind,
        tables,
        boards_per_round,
        rounds,
        arrow_switch,
    };
    let m = generate(&opts).map_err(|e| generate_error(cat, &e))?;
    if json {
        crate::to_json(&export(&m))
    } else {
        Ok(render_movement(cat, &m))
    }
}

/// A movement kind in the reader's language.
pub fn kind_name(cat: &Catalog, kind: MovementKind) -> String {
    cat.text(&format!("movement-kind-{}", kind.name()))
}

/// Boards as `1-3` when consecutive, else `1, 4, 7`.
pub fn board_list(boards: &[u16]) -> String {
    match boards {
        [] => String::new(),
        [one] => one.to_string(),
        [first, .., last] if boards.windows(2).all(|w| w[1] == w[0] + 1) => {
            format!("{first}-{last}")
        }
        _ => boards
            .iter()
            .map(u16::to_string)
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The movement as a readable schedule.
pub fn render_movement(cat: &Catalog, m: &Movement) -> String {
    let mut out = cat.message(
        "movement-heading",
        &[
            ("kind", Arg::from(kind_name(cat, m.kind))),
            ("tables", Arg::from(usize::from(m.tables))),
            ("rounds", Arg::from(usize::from(m.rounds))),
            (
                "winners",
                Arg::from(cat.text(match m.winners {
                    Winners::One => "movement-winners-one",
                    Winners::Two => "movement-winners-two",
                })),
            ),
        ],
    );
    out.push('\n');
    let who = |p: Option<u16>| match p {
        Some(p) => p.to_string(),
        None => cat.text("movement-sit-out"),
    };
    for r in 1..=m.rounds {
        out.push_str(&cat.message("movement-round", &[("round", Arg::from(usize::from(r)))]));
        out.push('\n');
        for c in m.round(r) {
            let boards = m.boards_of(c);
            let boards = if boards.is_empty() {
                cat.text("movement-idle")
            } else {
                board_list(&boards)
            };
            let mut line = match c.seats {
                Some(s) => cat.message(
                    "movement-seats",
                    &[
                        ("table", Arg::from(usize::from(c.table))),
                        ("n", Arg::from(who(s[0]))),
                        ("e", Arg::from(who(s[1]))),
                        ("s", Arg::from(who(s[2]))),
                        ("w", Arg::from(who(s[3]))),
                        ("boards", Arg::from(boards)),
                    ],
                ),
                None => {
                    let (ns, ew) = c.holders();
                    cat.message(
                        "movement-table",
                        &[
                            ("table", Arg::from(usize::from(c.table))),
                            ("ns", Arg::from(who(ns))),
                            ("ew", Arg::from(who(ew))),
                            ("boards", Arg::from(boards)),
                        ],
                    )
                }
            };
            if c.arrow_switch {
                line.push_str(&cat.text("movement-arrow"));
            }
            if let Some(t) = c.shared_with {
                line.push_str(
                    &cat.message("movement-shares", &[("table", Arg::from(usize::from(t)))]),
                );
            }
            out.push_str("  ");
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// A generator's refusal in the reader's language.
pub fn generate_error(cat: &Catalog, e: &GenerateError) -> String {
    let n = |v: u16| Arg::from(usize::from(v));
    match e {
        GenerateError::TooFewTables { kind, min, tables } => cat.message(
            "error-movement-too-few-tables",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("min", n(*min)),
                ("tables", n(*tables)),
            ],
        ),
        GenerateError::TooManyTables { kind, max, tables } => cat.message(
            "error-movement-too-many-tables",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("max", n(*max)),
                ("tables", n(*tables)),
            ],
        ),
        GenerateError::NeedsOddTables { kind, tables } => cat.message(
            "error-movement-needs-odd-tables",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("tables", n(*tables)),
            ],
        ),
        GenerateError::NeedsEvenTables { kind, tables } => cat.message(
            "error-movement-needs-even-tables",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("tables", n(*tables)),
            ],
        ),
        GenerateError::Rounds {
            kind,
            tables,
            min,
            max,
            rounds,
        } => cat.message(
            "error-movement-rounds",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("tables", n(*tables)),
                ("min", n(*min)),
                ("max", n(*max)),
                ("rounds", n(*rounds)),
            ],
        ),
        GenerateError::NoDesign { kind, tables } => cat.message(
            "error-movement-no-design",
            &[
                ("kind", kind_name(cat, *kind).into()),
                ("tables", n(*tables)),
            ],
        ),
        GenerateError::NoBoards => cat.text("error-movement-no-boards"),
        GenerateError::ArrowSwitchNotApplicable { kind } => cat.message(
            "error-movement-arrow-switch",
            &[("kind", kind_name(cat, *kind).into())],
        ),
        GenerateError::NotGenerated => cat.text("error-movement-not-generated"),
        GenerateError::FailsVerification(v) => violations(cat, v),
    }
}

/// A verifier's findings: the count and the first one.
pub fn violations(cat: &Catalog, v: &[Violation]) -> String {
    let first = v.first().map(|x| violation(cat, x)).unwrap_or_default();
    cat.message(
        "error-movement-fails",
        &[("count", Arg::from(v.len())), ("first", Arg::from(first))],
    )
}

/// One broken property of events.md §3.12.
pub fn violation(cat: &Catalog, v: &Violation) -> String {
    let n = |v: u16| Arg::from(usize::from(v));
    let (key, args): (&str, Vec<(&str, Arg)>) = match *v {
        Violation::CellOutOfRange { round, table } => (
            "violation-cell-out-of-range",
            vec![("round", n(round)), ("table", n(table))],
        ),
        Violation::DuplicateCell { round, table } => (
            "violation-duplicate-cell",
            vec![("round", n(round)), ("table", n(table))],
        ),
        Violation::MissingCell { round, table } => (
            "violation-missing-cell",
            vec![("round", n(round)), ("table", n(table))],
        ),
        Violation::UnknownPosition {
            round,
            table,
            position,
        } => (
            "violation-unknown-position",
            vec![
                ("round", n(round)),
                ("table", n(table)),
                ("position", n(position)),
            ],
        ),
        Violation::PositionTwice { round, position } => (
            "violation-position-twice",
            vec![("round", n(round)), ("position", n(position))],
        ),
        Violation::SameContestant {
            round,
            table,
            position,
        } => (
            "violation-same-contestant",
            vec![
                ("round", n(round)),
                ("table", n(table)),
                ("position", n(position)),
            ],
        ),
        Violation::UnknownSet { round, table, set } => (
            "violation-unknown-set",
            vec![("round", n(round)), ("table", n(table)), ("set", n(set))],
        ),
        Violation::ShareMismatch { round, table, with } => (
            "violation-share-mismatch",
            vec![("round", n(round)), ("table", n(table)), ("with", n(with))],
        ),
        Violation::BrokenMatch { round, team } => (
            "violation-broken-match",
            vec![("round", n(round)), ("team", n(team))],
        ),
        Violation::Replay {
            position,
            set,
            times,
        } => (
            "violation-replay",
            vec![
                ("position", n(position)),
                ("set", n(set)),
                ("times", n(times)),
            ],
        ),
        Violation::RepeatMeeting { a, b, times } => (
            "violation-repeat-meeting",
            vec![("a", n(a)), ("b", n(b)), ("times", n(times))],
        ),
        Violation::NotMetOnce { a, b, times } => (
            "violation-not-met-once",
            vec![("a", n(a)), ("b", n(b)), ("times", n(times))],
        ),
        Violation::PartnersNotOnce { a, b, times } => (
            "violation-partners-not-once",
            vec![("a", n(a)), ("b", n(b)), ("times", n(times))],
        ),
        Violation::SetMissed { position, set } => (
            "violation-set-missed",
            vec![("position", n(position)), ("set", n(set))],
        ),
        Violation::SetPlayCount {
            set,
            expected,
            actual,
        } => (
            "violation-set-play-count",
            vec![
                ("set", n(set)),
                ("expected", n(expected)),
                ("actual", n(actual)),
            ],
        ),
        Violation::ContestantSetCount {
            position,
            expected,
            actual,
        } => (
            "violation-contestant-set-count",
            vec![
                ("position", n(position)),
                ("expected", n(expected)),
                ("actual", n(actual)),
            ],
        ),
        Violation::LineSet {
            position,
            set,
            times,
        } => (
            "violation-line-set",
            vec![
                ("position", n(position)),
                ("set", n(set)),
                ("times", n(times)),
            ],
        ),
        Violation::Copies {
            round,
            set,
            uses,
            copies,
        } => (
            "violation-copies",
            vec![
                ("round", n(round)),
                ("set", n(set)),
                ("uses", n(uses)),
                ("copies", Arg::from(usize::from(copies))),
            ],
        ),
        Violation::SitOutTwiceInRow { position, round } => (
            "violation-sit-out-twice-in-row",
            vec![("position", n(position)), ("round", n(round))],
        ),
        Violation::SitOutTooOften { position, times } => (
            "violation-sit-out-too-often",
            vec![("position", n(position)), ("times", n(times))],
        ),
    };
    cat.message(key, &args)
}
