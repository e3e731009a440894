//! `tenace movement` and `tenace session`: club events (docs/events.md),
//! rendered through the catalogue.

use tenace_events::exchange::export;
use tenace_events::model::{MovementKind, Winners};
use tenace_events::{generate, GenerateError, Movement, MovementOptions, Violation};
use tenace_i18n::{Arg, Catalog};

pub use crate::events_import::{bws_error, pbn_import_error, usebio_error};
use crate::events_import::{read_bws, session_published};

/// The arguments of `tenace movement`.
pub struct MovementArgs {
    pub kind: String,
    /// With `import`: the movement file.
    pub file: Option<std::path::PathBuf>,
    pub tables: Option<u16>,
    pub boards_per_round: u16,
    pub rounds: Option<u16>,
    pub arrow_switch: bool,
    pub phantom: Option<u16>,
    pub json: bool,
}

/// `tenace movement KIND --tables N ...`, or `tenace movement import FILE`.
pub fn movement(cat: &Catalog, args: MovementArgs) -> Result<String, String> {
    if args.kind == "import" {
        return import_movement(cat, args.file.as_deref(), args.json);
    }
    let Some(tables) = args.tables else {
        return Err(cat.text("error-movement-tables-needed"));
    };
    if let Some(file) = &args.file {
        return Err(cat.message(
            "error-movement-file-with-kind",
            &[("file", Arg::from(file.display().to_string()))],
        ));
    }
    let kind: MovementKind = args.kind.parse().map_err(|_| {
        cat.message(
            "error-movement-unknown",
            &[
                ("name", Arg::from(args.kind.as_str())),
                ("names", Arg::from(MovementKind::NAMES.join(", "))),
            ],
        )
    })?;
    let opts = MovementOptions {
        kind,
        tables,
        boards_per_round: args.boards_per_round,
        rounds: args.rounds,
        arrow_switch: args.arrow_switch,
    };
    let (phantom, json) = (args.phantom, args.json);
    let mut m = generate(&opts).map_err(|e| generate_error(cat, &e))?;
    if let Some(p) = phantom {
        m = tenace_events::movements::with_phantom(m, p).map_err(|e| generate_error(cat, &e))?;
    }
    if json {
        crate::to_json(&export(&m))
    } else {
        Ok(render_movement(cat, &m))
    }
}

/// `tenace movement import FILE`: a movement read from a file — the cell
/// list `--json` prints, a whole movement, or a KoPS cyclic description
/// (recognised by its `positions`) — refused unless it passes the
/// verification of events.md §3.12.
fn import_movement(
    cat: &Catalog,
    file: Option<&std::path::Path>,
    json: bool,
) -> Result<String, String> {
    let Some(file) = file else {
        return Err(cat.text("error-movement-import-no-file"));
    };
    let text = crate::errors::read_text(cat, file)?;
    let kops = serde_json::from_str::<serde_json::Value>(&text)
        .is_ok_and(|v| v.get("positions").is_some() && v.get("movement").is_some());
    let read = if kops {
        tenace_events::exchange::import_kops(&text)
    } else {
        tenace_events::exchange::import(&text)
    };
    let m = read.map_err(|e| format!("{}: {}", file.display(), import_error(cat, &e)))?;
    if json {
        return crate::to_json(&export(&m));
    }
    let mut out = cat.message(
        "movement-imported",
        &[("file", Arg::from(file.display().to_string()))],
    );
    out.push('\n');
    out.push_str(&render_movement(cat, &m));
    Ok(out)
}

/// A movement file that cannot be read, in the reader's language.
pub fn import_error(cat: &Catalog, e: &tenace_events::exchange::ImportError) -> String {
    use tenace_events::exchange::ImportError;
    let n = |v: u16| Arg::from(usize::from(v));
    match e {
        ImportError::Json(detail) => cat.message(
            "error-session-json",
            &[("detail", Arg::from(detail.as_str()))],
        ),
        ImportError::Empty => cat.text("error-import-empty"),
        ImportError::Zero { round, table } => cat.message(
            "error-import-zero",
            &[("round", n(*round)), ("table", n(*table))],
        ),
        ImportError::OverlappingSets { board } => {
            cat.message("error-import-overlapping-sets", &[("board", n(*board))])
        }
        ImportError::FailsVerification(v) => violations(cat, v),
        ImportError::BadSeat(seat) => cat.message(
            "error-import-bad-seat",
            &[("seat", Arg::from(seat.as_str()))],
        ),
        ImportError::Inconsistent => cat.text("error-import-inconsistent"),
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
        GenerateError::NoSuchPhantom {
            position,
            positions,
        } => cat.message(
            "error-movement-no-such-phantom",
            &[("position", n(*position)), ("positions", n(*positions))],
        ),
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

/// `tenace session ACTION FILE`.
pub fn session(
    cat: &Catalog,
    action: &str,
    file: &std::path::Path,
    json: bool,
    pdf: Option<&std::path::Path>,
    switches: &crate::session_options::Switches,
) -> Result<String, String> {
    use tenace_events::commit;
    use tenace_events::session as s;
    if file
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("bws"))
    {
        let (published, movement) = read_bws(cat, file)?;
        let schedule = match movement {
            Some(Ok(m)) => Some(tenace_events::schedule::check(&published, Some(&m))),
            Some(Err(e)) => return Err(format!("{}: {}", file.display(), bws_error(cat, &e))),
            None => None,
        };
        return session_published(cat, action, file, published, json, pdf, switches, schedule);
    }
    let text = crate::errors::read_text(cat, file)?;
    if is_pbn(file, &text) {
        let published = tenace_events::import_pbn::read(&text)
            .map_err(|e| format!("{}: {}", file.display(), pbn_import_error(cat, &e)))?;
        return session_published(cat, action, file, published, json, pdf, switches, None);
    }
    if text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('<')
    {
        let published = tenace_events::usebio_read::read(&text)
            .map_err(|e| format!("{}: {}", file.display(), usebio_error(cat, &e)))?;
        return session_published(cat, action, file, published, json, pdf, switches, None);
    }
    if action == "import" {
        return Err(format!(
            "{}: {}",
            file.display(),
            cat.text("error-session-import-not-pbn")
        ));
    }
    let fail = |e: &s::SessionError| format!("{}: {}", file.display(), session_error(cat, e));
    let mut sess = s::parse(&text).map_err(|e| fail(&e))?;
    switches.apply(cat, &mut sess)?;
    match action {
        "rank" => {
            let mut report = s::rank(&sess).map_err(|e| fail(&e))?;
            if json {
                let deals = commit::parse_deals(&sess.deals)
                    .map_err(|e| format!("{}: {}", file.display(), commit_error(cat, &e)))?;
                annotate_dd(&mut report, &dd_tables(cat, &deals)?);
                crate::to_json(&report)
            } else {
                Ok(render_ranking(cat, &report))
            }
        }
        "report" => {
            let mut report = s::rank(&sess).map_err(|e| fail(&e))?;
            let deals = commit::parse_deals(&sess.deals)
                .map_err(|e| format!("{}: {}", file.display(), commit_error(cat, &e)))?;
            let names = sess
                .contestants
                .iter()
                .map(|c| (c.position, c.names.join(" – ")))
                .collect();
            let dd = dd_tables(cat, &deals)?;
            annotate_dd(&mut report, &dd);
            write_report(cat, &report, &names, &deals, &dd, pdf)
        }
        "pbn" | "usebio" => {
            let report = s::rank(&sess).map_err(|e| fail(&e))?;
            let deals = commit::parse_deals(&sess.deals)
                .map_err(|e| format!("{}: {}", file.display(), commit_error(cat, &e)))?;
            if action == "pbn" {
                let names = sess
                    .contestants
                    .iter()
                    .map(|c| (c.position, c.names.join(" - ")))
                    .collect();
                Ok(tenace_events::export::pbn(&report, &deals, &names))
            } else {
                let players = sess
                    .contestants
                    .iter()
                    .map(|c| (c.position, c.names.clone()))
                    .collect();
                Ok(tenace_events::export::usebio(&report, &deals, &players))
            }
        }
        "commit" | "verify" => session_commit(cat, action, file, &sess, json),
        other => Err(cat.message("error-session-action", &[("action", Arg::from(other))])),
    }
}

/// `tenace session commit|verify FILE`: the deal commitment of the
/// session's boards (its deals, or those its seed deals), verified against
/// the published one for `verify`.
fn session_commit(
    cat: &Catalog,
    action: &str,
    file: &std::path::Path,
    sess: &tenace_events::session::SessionFile,
    json: bool,
) -> Result<String, String> {
    use tenace_events::commit;
    use tenace_events::session as s;
    let fail = |e: &s::SessionError| format!("{}: {}", file.display(), session_error(cat, e));
    let cfail = |e: &commit::CommitError| format!("{}: {}", file.display(), commit_error(cat, e));
    let deals = if sess.deals.is_empty() {
        let seed = sess
            .seed
            .ok_or_else(|| cfail(&commit::CommitError::NoSeed))?;
        let m = s::movement_of(sess).map_err(|e| fail(&e))?;
        let last = m
            .boards
            .sets
            .iter()
            .flat_map(|x| x.boards.iter().copied())
            .max()
            .unwrap_or(0);
        commit::deals_from_seed(seed, last)
    } else {
        commit::parse_deals(&sess.deals).map_err(|e| cfail(&e))?
    };
    let hash = commit::commitment(&deals).map_err(|e| cfail(&e))?;
    if action == "verify" {
        commit::verify(&deals, sess.commitment.as_deref(), sess.seed).map_err(|e| cfail(&e))?;
    }
    if json {
        #[derive(serde::Serialize)]
        struct Out {
            scheme: &'static str,
            commitment: String,
            verified: bool,
            deals: std::collections::BTreeMap<u16, String>,
        }
        crate::to_json(&Out {
            scheme: commit::SCHEME,
            commitment: hash,
            verified: action == "verify",
            deals: deals
                .iter()
                .map(|(&b, d)| (b, d.to_pbn(tenace_core::Seat::North)))
                .collect(),
        })
    } else if action == "verify" {
        Ok(cat.message(
            "commit-verified",
            &[
                ("hash", Arg::from(hash)),
                ("seed", Arg::from(sess.seed.unwrap_or(0).to_string())),
            ],
        ) + "\n")
    } else {
        Ok(cat.message(
            "commit-hash",
            &[
                ("scheme", Arg::from(commit::SCHEME)),
                ("hash", Arg::from(hash)),
            ],
        ) + "\n")
    }
}

/// A PBN results file: by its name, or by its first tag or `%` line.
fn is_pbn(file: &std::path::Path, text: &str) -> bool {
    file.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("pbn"))
        || text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with(['[', '%'])
}

/// The double-dummy table of every deal, each deal solved once by the
/// default solver; its failure comes back in words.
pub fn dd_tables(
    cat: &Catalog,
    deals: &std::collections::BTreeMap<u16, tenace_core::Deal>,
) -> Result<std::collections::BTreeMap<u16, tenace_claims::dd::DdTable>, String> {
    use tenace_claims::dd::Solver;
    let solver = tenace_claims::dd::default_solver();
    let list: Vec<tenace_core::Deal> = deals.values().cloned().collect();
    let tables = solver.tables(&list).map_err(|e| cat.solver_error(&e))?;
    Ok(deals.keys().copied().zip(tables).collect())
}

/// Each result against the double-dummy tricks of its contract.
pub fn annotate_dd(
    report: &mut tenace_events::session::SessionReport,
    dd: &std::collections::BTreeMap<u16, tenace_claims::dd::DdTable>,
) {
    tenace_events::analysis::annotate(report, |board, seat, strain| {
        dd.get(&board).map(|t| t.get(strain, seat))
    });
}

/// The HTML report, or with `--pdf` the PDF written to that file.
pub(crate) fn write_report(
    cat: &Catalog,
    report: &tenace_events::session::SessionReport,
    names: &std::collections::BTreeMap<u16, String>,
    deals: &std::collections::BTreeMap<u16, tenace_core::Deal>,
    dd: &std::collections::BTreeMap<u16, tenace_claims::dd::DdTable>,
    pdf: Option<&std::path::Path>,
) -> Result<String, String> {
    let sheets = |cat: &Catalog| crate::session_sheets::sheets(cat, report, names, deals, dd);
    let Some(path) = pdf else {
        return Ok(crate::events_html::report(cat.lang().tag(), &sheets(cat)));
    };
    // Chinese needs a CJK font from the system; without one (or if it
    // cannot be cut down to the glyphs used) the sheets are in English with
    // the embedded DejaVu Sans.
    use crate::events_pdf::Faces;
    let chinese = (cat.lang() != tenace_i18n::Lang::En)
        .then(Faces::traditional_chinese)
        .flatten()
        .and_then(|faces| crate::events_pdf::report(cat, &sheets(cat), &faces));
    let in_english = chinese.is_none();
    let (bytes, pages) = match chinese {
        Some(made) => made,
        None => {
            let english = Catalog::new(tenace_i18n::Lang::En);
            crate::events_pdf::report(&english, &sheets(&english), &Faces::latin())
                .ok_or_else(|| cat.text("error-pdf-font"))?
        }
    };
    std::fs::write(path, &bytes).map_err(|e| {
        cat.message(
            "error-format-write",
            &[
                ("path", Arg::from(path.display().to_string())),
                ("reason", Arg::from(e.to_string())),
            ],
        )
    })?;
    let mut out = cat.message(
        "events-pdf-written",
        &[
            ("path", Arg::from(path.display().to_string())),
            ("pages", Arg::from(pages)),
        ],
    );
    out.push('\n');
    if cat.lang() != tenace_i18n::Lang::En && in_english {
        out.push_str(&cat.text("events-pdf-english-only"));
        out.push('\n');
    }
    Ok(out)
}

pub(crate) fn fmt2(v: f64) -> String {
    format!("{v:.2}")
}

/// The ranking, alerts and audit trail of a session.
pub fn render_ranking(cat: &Catalog, r: &tenace_events::session::SessionReport) -> String {
    let mut out = String::new();
    if let Some(e) = &r.event {
        out.push_str(e);
        out.push('\n');
    }
    if !r.complete {
        out.push_str(&cat.message("session-provisional", &[("law", law(cat, "8C"))]));
        out.push('\n');
    }
    ranking_lines(cat, r, &mut out);
    for a in &r.alerts {
        out.push_str(&alert(cat, a));
        out.push('\n');
    }
    for v in &r.audit {
        out.push_str(&revision(cat, v));
        out.push('\n');
    }
    out
}

fn law(cat: &Catalog, l: &'static str) -> Arg {
    Arg::from(cat.law(tenace_laws::LawRef::new(l)))
}

pub(crate) fn n(v: u16) -> Arg {
    Arg::from(usize::from(v))
}

/// Each line's ranking: place, pair, score and percentage (IMPs and IMPs
/// per board for a cross-IMP session), names.
fn ranking_lines(cat: &Catalog, r: &tenace_events::session::SessionReport, out: &mut String) {
    use tenace_events::session::Line;
    use tenace_i18n::pad;
    for ranking in &r.rankings {
        out.push_str(&cat.text(match ranking.line {
            Line::All => "session-line-all",
            Line::NorthSouth => "session-line-ns",
            Line::EastWest => "session-line-ew",
        }));
        out.push('\n');
        // A cross-IMP session shows IMPs and IMPs per board instead.
        let imps = r.scoring.is_imps();
        let teams = ranking.pairs.iter().any(|p| p.vps.is_some());
        let (first, second) = if teams {
            ("session-col-vps", "session-col-imps")
        } else if imps {
            ("session-col-imps", "session-col-imps-per-board")
        } else {
            ("session-col-matchpoints", "session-col-percent")
        };
        let header = [
            pad(&cat.text("session-col-place"), 6),
            pad(&cat.text("session-col-pair"), 6),
            pad(&cat.text(first), 9),
            pad(&cat.text(second), 8),
            cat.text("session-col-names"),
        ];
        out.push_str(&format!("  {}\n", header.concat().trim_end()));
        for p in &ranking.pairs {
            let place = format!("{}{}", p.place, if p.tied { "=" } else { "" });
            let row = [
                pad(&place, 6),
                pad(&p.position.to_string(), 6),
                pad(&fmt2(p.vps.or(p.imps).unwrap_or(p.matchpoints)), 9),
                pad(
                    &fmt2(if teams {
                        p.imps.unwrap_or(0.0)
                    } else {
                        p.imps_per_board.unwrap_or(p.percent)
                    }),
                    8,
                ),
                match p.tie_break {
                    Some(rule) => format!("{} ({})", p.name, tie_break_text(cat, rule)),
                    None => p.name.clone(),
                },
            ];
            out.push_str(&format!("  {}\n", row.concat().trim_end()));
        }
    }
}

/// Why a team is above the next one with the same VPs (events.md §6.4).
pub fn tie_break_text(cat: &Catalog, rule: tenace_events::tiebreak::TieBreak) -> String {
    use tenace_events::tiebreak::TieBreak;
    cat.text(match rule {
        TieBreak::DirectMatch => "session-tie-break-direct-match",
        TieBreak::ImpQuotient => "session-tie-break-imp-quotient",
        TieBreak::CommonOpponents => "session-tie-break-common-opponents",
        TieBreak::MoreDecimals => "session-tie-break-more-decimals",
        TieBreak::DirectMeetings => "session-tie-break-direct-meetings",
        TieBreak::BoardsCompared => "session-tie-break-boards-compared",
    })
}

/// An alert of the ranking: a board off schedule, a result missing or
/// postponed.
fn alert(cat: &Catalog, a: &tenace_events::session::Alert) -> String {
    use tenace_events::session::{Alert, WrongBoardRuling};
    let law = |l| law(cat, l);
    match *a {
        Alert::OffSchedule {
            round,
            table,
            board,
            ruling,
        } => cat.message(
            "session-alert-off-schedule",
            &[
                ("round", n(round)),
                ("table", n(table)),
                ("board", n(board)),
                ("law", law("15B")),
                (
                    "ruling",
                    Arg::from(cat.text(match ruling {
                        None => "session-ruling-none",
                        Some(WrongBoardRuling::Cancel) => "session-ruling-cancel",
                        Some(WrongBoardRuling::Stands) => "session-ruling-stands",
                    })),
                ),
            ],
        ),
        Alert::MissingResult {
            round,
            table,
            board,
        } => cat.message(
            "session-alert-missing",
            &[
                ("round", n(round)),
                ("table", n(table)),
                ("board", n(board)),
            ],
        ),
        Alert::PostponedPending {
            round,
            table,
            board,
        } => cat.message(
            "session-alert-postponed",
            &[
                ("round", n(round)),
                ("table", n(table)),
                ("board", n(board)),
                ("law", law("8B2")),
            ],
        ),
        Alert::PostponedWithoutResult {
            round,
            table,
            board,
        } => cat.message(
            "session-alert-postponed-no-result",
            &[
                ("round", n(round)),
                ("table", n(table)),
                ("board", n(board)),
            ],
        ),
    }
}

/// A line of the audit trail: a result revised, and whether it stands.
fn revision(cat: &Catalog, v: &tenace_events::session::Revision) -> String {
    use tenace_events::session::{RevisionReason, RevisionStatus};
    let law = |l| law(cat, l);
    let reason = match v.reason {
        RevisionReason::TableReentry => "session-reason-table-reentry",
        RevisionReason::TrickDispute => "session-reason-trick-dispute",
        RevisionReason::ScoringError => "session-reason-scoring-error",
        RevisionReason::LateCorrection => "session-reason-late-correction",
        RevisionReason::Ruling => "session-reason-ruling",
        RevisionReason::WrongBoard => "session-reason-wrong-board",
        RevisionReason::FouledBoard => "session-reason-fouled-board",
        RevisionReason::Appeal => "session-reason-appeal",
    };
    let status = match v.status {
        RevisionStatus::Applied => cat.text("session-status-applied"),
        RevisionStatus::RefusedAfterCorrectionPeriod => {
            cat.message("session-status-refused-late", &[("law", law("79C1"))])
        }
        RevisionStatus::RefusedWithoutApproval => cat.message(
            "session-status-refused-without-approval",
            &[("law", law("79C2"))],
        ),
    };
    cat.message(
        "session-audit",
        &[
            ("seq", Arg::from(v.seq as usize)),
            ("at", Arg::from(v.at.as_str())),
            ("by", Arg::from(v.by.as_str())),
            ("round", n(v.round)),
            ("table", n(v.table)),
            ("board", n(v.board)),
            ("before", Arg::from(v.before.as_str())),
            ("after", Arg::from(v.after.as_str())),
            ("reason", Arg::from(cat.text(reason))),
            ("status", Arg::from(status)),
        ],
    )
}

/// A session that cannot be ranked, in the reader's language.
pub fn session_error(cat: &Catalog, e: &tenace_events::session::SessionError) -> String {
    use tenace_events::session::SessionError as E;
    let n = |v: u16| Arg::from(usize::from(v));
    match e {
        E::Json(detail) => cat.message(
            "error-session-json",
            &[("detail", Arg::from(detail.as_str()))],
        ),
        E::UnknownMovement(name) => cat.message(
            "error-movement-unknown",
            &[
                ("name", Arg::from(name.as_str())),
                ("names", Arg::from(MovementKind::NAMES.join(", "))),
            ],
        ),
        E::Generate(g) => generate_error(cat, g),
        E::Import(e) => import_error(cat, e),
        E::NotPairs(_) => cat.text("error-session-not-pairs"),
        E::NoSuchCell {
            index,
            round,
            table,
        } => cat.message(
            "error-session-no-such-cell",
            &[
                ("index", Arg::from(*index)),
                ("round", n(*round)),
                ("table", n(*table)),
            ],
        ),
        E::NoSuchBoard { index, board } => cat.message(
            "error-session-no-such-board",
            &[("index", Arg::from(*index)), ("board", n(*board))],
        ),
        E::SitOut { index } => {
            cat.message("error-session-sit-out", &[("index", Arg::from(*index))])
        }
        E::NoSuchPair { index, position } => cat.message(
            "error-session-no-such-pair",
            &[("index", Arg::from(*index)), ("position", n(*position))],
        ),
        E::Duplicate {
            index,
            round,
            table,
            board,
        } => cat.message(
            "error-session-duplicate",
            &[
                ("index", Arg::from(*index)),
                ("round", n(*round)),
                ("table", n(*table)),
                ("board", n(*board)),
            ],
        ),
        E::CorrectionWithoutResult {
            index,
            round,
            table,
            board,
        } => cat.message(
            "error-session-correction-without-result",
            &[
                ("index", Arg::from(*index)),
                ("round", n(*round)),
                ("table", n(*table)),
                ("board", n(*board)),
            ],
        ),
        E::BadTime(t) => cat.message("error-session-bad-time", &[("time", Arg::from(t.as_str()))]),
        E::PenaltyPair { index, position } => cat.message(
            "error-session-penalty-pair",
            &[("index", Arg::from(*index)), ("position", n(*position))],
        ),
        E::Field(f) => crate::errors::scoring(cat, &tenace_score::ScoringError::Field(f.clone())),
        E::AtResult {
            round,
            table,
            board,
            error,
        } => cat.message(
            "error-session-at-result",
            &[
                ("round", n(*round)),
                ("table", n(*table)),
                ("board", n(*board)),
                (
                    "error",
                    Arg::from(crate::errors::scoring(
                        cat,
                        &tenace_score::ScoringError::Field(error.clone()),
                    )),
                ),
            ],
        ),
        E::Scoring(s) => crate::errors::scoring(cat, s),
        E::ByeVps(v) => cat.message("error-session-bye-vps", &[("vps", Arg::from(fmt2(*v)))]),
        E::TieBreakRule { rule, teams } => cat.message(
            if *teams {
                "error-session-tie-break-for-pairs"
            } else {
                "error-session-tie-break-for-teams"
            },
            &[(
                "rule",
                Arg::from(
                    serde_json::to_value(rule)
                        .ok()
                        .and_then(|v| v.as_str().map(|x| x.replace('_', "-")))
                        .unwrap_or_default(),
                ),
            )],
        ),
        E::IndividualSeats { index } => cat.message(
            "error-session-individual-seats",
            &[("index", Arg::from(*index))],
        ),
        E::Match {
            round,
            table,
            error,
        } => cat.message(
            "error-session-match",
            &[
                ("round", n(*round)),
                ("table", n(*table)),
                (
                    "error",
                    Arg::from(crate::events_teams::match_error(cat, error)),
                ),
            ],
        ),
    }
}

/// A deal commitment that does not check out.
pub fn commit_error(cat: &Catalog, e: &tenace_events::commit::CommitError) -> String {
    use tenace_events::commit::CommitError as C;
    match e {
        C::BadDeal { board, text } => cat.message(
            "error-commit-bad-deal",
            &[
                ("board", Arg::from(usize::from(*board))),
                ("text", Arg::from(text.as_str())),
            ],
        ),
        C::NoDeals => cat.text("error-commit-no-deals"),
        C::NoSeed => cat.text("error-commit-no-seed"),
        C::NoCommitment => cat.text("error-commit-no-commitment"),
        C::HashMismatch { expected, actual } => cat.message(
            "error-commit-hash-mismatch",
            &[
                ("expected", Arg::from(expected.as_str())),
                ("actual", Arg::from(actual.as_str())),
            ],
        ),
        C::NotFromSeed { board } => cat.message(
            "error-commit-not-from-seed",
            &[("board", Arg::from(usize::from(*board)))],
        ),
    }
}
