//! `tenace session` on a results file an organiser published (PBN score
//! tables, USEBIO XML, a Bridgemate .bws database): its ranking compared
//! with ours, and the import errors, in the user's language.

use tenace_i18n::{Arg, Catalog};

use crate::events::{
    annotate_dd, dd_tables, fmt2, import_error, render_ranking, session_error, write_report,
};

/// `tenace session ACTION FILE` for a results file: PBN with score tables,
/// or USEBIO XML.
#[allow(clippy::too_many_arguments)]
pub(crate) fn session_published(
    cat: &Catalog,
    action: &str,
    file: &std::path::Path,
    s: tenace_events::import_pbn::PbnSession,
    json: bool,
    pdf: Option<&std::path::Path>,
    switches: &crate::session_options::Switches,
    schedule: Option<tenace_events::schedule::ScheduleCheck>,
) -> Result<String, String> {
    use tenace_events::import_pbn as ip;
    // The schedule check: the file's movement (Bridgemate RoundData) or
    // the one rebuilt from the travellers.
    let schedule = schedule.unwrap_or_else(|| tenace_events::schedule::check(&s, None));
    let fail = |e: &ip::PbnImportError| format!("{}: {}", file.display(), pbn_import_error(cat, e));
    let opts = switches.scoring_options(cat, None)?;
    if switches
        .scoring(cat)?
        .is_some_and(tenace_events::session::SessionScoring::is_imps)
    {
        return Err(format!(
            "{}: {}",
            file.display(),
            cat.text("error-session-scoring-results-file")
        ));
    }
    let chain = switches.chain(cat)?.unwrap_or_default();
    if let Some(&rule) = chain.iter().find(|r| !r.for_pairs()) {
        return Err(format!(
            "{}: {}",
            file.display(),
            session_error(
                cat,
                &tenace_events::session::SessionError::TieBreakRule { rule, teams: false }
            )
        ));
    }
    if s.imps && matches!(action, "import" | "rank") {
        // Scored by the organiser at IMPs: re-scored by Butler and
        // cross-IMPs and compared.
        let c = ip::compare_imps(&s, &opts).map_err(|e| fail(&e))?;
        if json {
            #[derive(serde::Serialize)]
            struct Out<'a> {
                published: &'a ip::PbnSession,
                imp_comparison: &'a ip::ImpComparison,
                schedule: &'a tenace_events::schedule::ScheduleCheck,
            }
            return crate::to_json(&Out {
                published: &s,
                imp_comparison: &c,
                schedule: &schedule,
            });
        }
        return Ok(render_imp_comparison(cat, &c) + &crate::events_schedule::render(cat, &schedule));
    }
    let mut report = ip::rank(&s, &opts).map_err(|e| fail(&e))?;
    for r in &mut report.rankings {
        tenace_events::pair_tiebreak::break_ties(r, &report.travellers, &chain);
    }
    match action {
        "import" | "rank" => {
            let dd = dd_tables(cat, &s.deals)?;
            annotate_dd(&mut report, &dd);
            let comparison = ip::compare(&s, &report, &opts).map_err(|e| fail(&e))?;
            if json {
                #[derive(serde::Serialize)]
                struct Out<'a> {
                    report: &'a tenace_events::session::SessionReport,
                    published: &'a ip::PbnSession,
                    comparison: &'a ip::Comparison,
                    schedule: &'a tenace_events::schedule::ScheduleCheck,
                }
                crate::to_json(&Out {
                    report: &report,
                    published: &s,
                    comparison: &comparison,
                    schedule: &schedule,
                })
            } else {
                let mut out = render_ranking(cat, &report);
                out.push_str(&render_comparison(cat, &comparison, &opts));
                out.push_str(&crate::events_schedule::render(cat, &schedule));
                Ok(out)
            }
        }
        "report" => {
            let dd = dd_tables(cat, &s.deals)?;
            annotate_dd(&mut report, &dd);
            write_report(cat, &report, &s.names, &s.deals, &dd, pdf)
        }
        "pbn" => Ok(tenace_events::export::pbn(&report, &s.deals, &s.names)),
        "usebio" => {
            let players = s
                .names
                .iter()
                .map(|(&p, n)| (p, n.split(" - ").map(str::to_string).collect()))
                .collect();
            Ok(tenace_events::export::usebio(&report, &s.deals, &players))
        }
        other => Err(cat.message("error-session-action", &[("action", Arg::from(other))])),
    }
}

/// An IMP session's comparison: each method tried, then each contestant.
pub(crate) fn render_imp_comparison(
    cat: &Catalog,
    c: &tenace_events::import_pbn::ImpComparison,
) -> String {
    use tenace_score::imps_field::ImpMethod;
    let name = |m: ImpMethod| {
        cat.text(match m {
            ImpMethod::Butler => "session-imps-butler",
            ImpMethod::Cross => "session-imps-cross",
        })
    };
    let mut out = String::new();
    for m in &c.methods {
        out.push_str(&cat.message(
            "session-imps-method",
            &[
                ("method", Arg::from(name(m.method))),
                ("agree", Arg::from(m.agree)),
                ("lines", Arg::from(m.lines)),
            ],
        ));
        out.push('\n');
    }
    for x in &c.contestants {
        let place = |p: usize, tied: bool| format!("{p}{}", if tied { "=" } else { "" });
        out.push_str(
            &cat.message(
                "session-imps-contestant",
                &[
                    ("pair", Arg::from(usize::from(x.pair))),
                    ("place", Arg::from(place(x.our_place, x.our_tied))),
                    ("imps", Arg::from(fmt2(x.our_imps))),
                    (
                        "their_place",
                        Arg::from(
                            x.their_place
                                .map_or("-".to_string(), |p| place(p, x.their_tied)),
                        ),
                    ),
                    (
                        "their_imps",
                        Arg::from(x.their_imps.map_or("-".to_string(), fmt2)),
                    ),
                    (
                        "verdict",
                        Arg::from(cat.text(if x.agree {
                            "session-imps-agree"
                        } else {
                            "session-imps-differs"
                        })),
                    ),
                ],
            ),
        );
        out.push('\n');
    }
    out
}

pub(crate) fn factoring_name(cat: &Catalog, f: tenace_score::config::Factoring) -> String {
    use tenace_score::config::Factoring;
    cat.text(match f {
        Factoring::Neuberg => "session-factoring-neuberg",
        Factoring::Proportional => "session-factoring-proportional",
        Factoring::None => "session-factoring-none",
    })
}

pub(crate) fn difference(cat: &Catalog, d: &tenace_events::import_pbn::Difference) -> String {
    use tenace_events::import_pbn::Difference;
    match *d {
        Difference::Factoring { theirs, ours } => cat.message(
            "session-compare-reason-factoring",
            &[
                ("theirs", Arg::from(factoring_name(cat, theirs))),
                ("ours", Arg::from(factoring_name(cat, ours))),
            ],
        ),
        Difference::Score { round, table } => cat.message(
            "session-compare-reason-score",
            &[
                ("round", Arg::from(usize::from(round))),
                ("table", Arg::from(usize::from(table))),
            ],
        ),
        Difference::Unexplained => cat.text("session-compare-reason-unexplained"),
    }
}

/// Our ranking against the organiser's: the scale, each board that
/// differs, and a line per contestant.
pub fn render_comparison(
    cat: &Catalog,
    c: &tenace_events::import_pbn::Comparison,
    opts: &tenace_score::config::ScoringOptions,
) -> String {
    use tenace_events::import_pbn::ScaleFinding;
    let mut out = String::new();
    out.push('\n');
    out.push_str(&cat.text("session-compare-heading"));
    out.push('\n');
    let line = match c.scale {
        ScaleFinding::Same => cat.text("session-compare-scale-same"),
        ScaleFinding::Ratio { ratio } => cat.message(
            "session-compare-scale-ratio",
            &[
                ("ratio", Arg::from(tenace_score::field::trim_number(ratio))),
                (
                    "ours",
                    Arg::from(tenace_score::field::trim_number(
                        opts.matchpoint_scale.factor(),
                    )),
                ),
            ],
        ),
        ScaleFinding::Unknown => cat.text("session-compare-scale-unknown"),
    };
    out.push_str(&format!("  {line}\n"));
    for b in &c.boards {
        if let Some(d) = &b.difference {
            out.push_str("  ");
            out.push_str(&cat.message(
                "session-compare-board",
                &[
                    ("board", Arg::from(usize::from(b.board))),
                    ("agree", Arg::from(b.agree)),
                    ("lines", Arg::from(b.lines)),
                    ("reason", Arg::from(difference(cat, d))),
                ],
            ));
            out.push('\n');
        }
    }
    let place = |p: usize, tied: bool| format!("{p}{}", if tied { "=" } else { "" });
    for x in &c.contestants {
        let ours = Arg::from(place(x.our_place, x.our_tied));
        let our_pct = Arg::from(fmt2(x.our_percent));
        let text = match (x.their_place, x.agree) {
            (None, _) => cat.message(
                "session-compare-unpublished",
                &[
                    ("pair", Arg::from(usize::from(x.pair))),
                    ("place", ours),
                    ("percent", our_pct),
                ],
            ),
            (Some(_), true) => cat.message(
                "session-compare-agree",
                &[
                    ("pair", Arg::from(usize::from(x.pair))),
                    ("place", ours),
                    ("percent", our_pct),
                ],
            ),
            (Some(t), false) => cat.message(
                "session-compare-differ",
                &[
                    ("pair", Arg::from(usize::from(x.pair))),
                    ("place", ours),
                    ("percent", our_pct),
                    ("their_place", Arg::from(place(t, x.their_tied))),
                    (
                        "their_percent",
                        Arg::from(x.their_percent.map(fmt2).unwrap_or_else(|| "-".into())),
                    ),
                    (
                        "reason",
                        Arg::from(
                            x.difference
                                .as_ref()
                                .map(|d| difference(cat, d))
                                .unwrap_or_default(),
                        ),
                    ),
                ],
            ),
        };
        out.push_str(&format!("  {text}\n"));
    }
    out.push_str("  ");
    out.push_str(&cat.text(if c.agree {
        "session-compare-all-agree"
    } else {
        "session-compare-some-differ"
    }));
    out.push('\n');
    out
}

/// A Bridgemate `.bws` file: its `ReceivedData` table through Debian's
/// `mdb-export` (mdbtools), read only; with its `RoundData` (the movement,
/// when the file has the table) and `PlayerNumbers` (the names).
pub(crate) fn read_bws(
    cat: &Catalog,
    file: &std::path::Path,
) -> Result<(tenace_events::import_pbn::PbnSession, Option<BwsMovement>), String> {
    use tenace_events::bws;
    let fail = |e: &bws::BwsError| format!("{}: {}", file.display(), bws_error(cat, e));
    let out = std::process::Command::new("mdb-export")
        .arg(file)
        .arg("ReceivedData")
        .output()
        .map_err(|_| cat.text("error-bws-no-mdbtools"))?;
    if !out.status.success() {
        return Err(format!(
            "{}: {}",
            file.display(),
            cat.message(
                "error-bws-export",
                &[(
                    "reason",
                    Arg::from(String::from_utf8_lossy(&out.stderr).trim().to_string()),
                )],
            )
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut session = bws::read_received_data(&text).map_err(|e| fail(&e))?;
    // The other tables are optional: a file without them is ranked from
    // its results alone.
    let export = |table: &str| {
        std::process::Command::new("mdb-export")
            .arg(file)
            .arg(table)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    };
    let Some(round_data) = export("RoundData") else {
        return Ok((session, None));
    };
    let rows = bws::read_round_data(&round_data).map_err(|e| fail(&e))?;
    if let Some(players) = export("PlayerNumbers") {
        let names = bws::names_from_player_numbers(&players, &rows).map_err(|e| fail(&e))?;
        session.names.extend(names);
    }
    let movement = bws::movement_from_round_data(&rows);
    Ok((session, Some(movement)))
}

/// The movement of a Bridgemate file's `RoundData`, or why it is refused.
pub type BwsMovement = Result<tenace_events::Movement, tenace_events::bws::BwsError>;

/// A Bridgemate reading error in the user's language.
pub fn bws_error(cat: &Catalog, e: &tenace_events::bws::BwsError) -> String {
    use tenace_events::bws::BwsError;
    match e {
        BwsError::Empty => cat.text("error-bws-empty"),
        BwsError::MissingColumn(c) => {
            cat.message("error-bws-missing-column", &[("column", Arg::from(*c))])
        }
        BwsError::Quote { line } => cat.message("error-bws-quote", &[("line", Arg::from(*line))]),
        BwsError::BadValue {
            line,
            column,
            value,
        } => cat.message(
            "error-bws-bad-value",
            &[
                ("line", Arg::from(*line)),
                ("column", Arg::from(*column)),
                ("value", Arg::from(value.as_str())),
            ],
        ),
        BwsError::Sections(n) => cat.message("error-bws-sections", &[("count", Arg::from(*n))]),
        BwsError::Movement(e) => cat.message(
            "error-bws-round-data",
            &[("reason", Arg::from(import_error(cat, e)))],
        ),
    }
}

/// A USEBIO reading error in the user's language.
pub fn usebio_error(cat: &Catalog, e: &tenace_events::usebio_read::UsebioError) -> String {
    use tenace_events::usebio_read::UsebioError as E;
    match e {
        E::Xml { position, reason } => cat.message(
            "error-usebio-xml",
            &[
                ("position", Arg::from(position.to_string())),
                ("reason", Arg::from(reason.as_str())),
            ],
        ),
        E::NotUsebio => cat.text("error-usebio-not-usebio"),
        E::NoEvent => cat.text("error-usebio-no-event"),
        E::NotMatchpoints(m) => cat.message(
            "error-usebio-not-matchpoints",
            &[("method", Arg::from(m.as_str()))],
        ),
        E::BadValue { element, value } => cat.message(
            "error-usebio-bad-value",
            &[
                ("element", Arg::from(*element)),
                ("value", Arg::from(value.as_str())),
            ],
        ),
        E::BadHands { board } => cat.message(
            "error-usebio-bad-hands",
            &[("board", Arg::from(usize::from(*board)))],
        ),
    }
}

/// A PBN import error in the user's language.
pub fn pbn_import_error(cat: &Catalog, e: &tenace_events::import_pbn::PbnImportError) -> String {
    use tenace_events::import_pbn::PbnImportError as E;
    let n = |v: usize| Arg::from(v);
    match e {
        E::NoGames => cat.text("error-pbn-import-no-games"),
        E::NoScoreTable => cat.text("error-pbn-import-no-score-table"),
        E::NoBoard { game } => cat.message("error-pbn-import-no-board", &[("game", n(*game))]),
        E::MissingColumn { board, column } => cat.message(
            "error-pbn-import-missing-column",
            &[
                ("board", n(usize::from(*board))),
                ("column", Arg::from(*column)),
            ],
        ),
        E::BadValue {
            board,
            row,
            column,
            value,
        } => cat.message(
            "error-pbn-import-bad-value",
            &[
                ("board", n(usize::from(*board))),
                ("row", n(*row)),
                ("column", Arg::from(*column)),
                ("value", Arg::from(value.as_str())),
            ],
        ),
        E::MissingTotalColumn { column } => cat.message(
            "error-pbn-import-missing-total-column",
            &[("column", Arg::from(*column))],
        ),
        E::BadTotalValue { row, column, value } => cat.message(
            "error-pbn-import-bad-total-value",
            &[
                ("row", n(*row)),
                ("column", Arg::from(*column)),
                ("value", Arg::from(value.as_str())),
            ],
        ),
        E::Imps => cat.text("error-pbn-import-imps"),
        E::Row { board, row, error } => cat.message(
            "error-pbn-import-row",
            &[
                ("board", n(usize::from(*board))),
                ("row", n(*row)),
                (
                    "error",
                    Arg::from(crate::errors::scoring(
                        cat,
                        &tenace_score::ScoringError::Field(error.clone()),
                    )),
                ),
            ],
        ),
        E::Field(error) => {
            crate::errors::scoring(cat, &tenace_score::ScoringError::Field(error.clone()))
        }
        E::Scoring(error) => crate::errors::scoring(cat, error),
    }
}
