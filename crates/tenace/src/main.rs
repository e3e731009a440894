//! The `tenace` command.
#![forbid(unsafe_code)]

mod analysis;
mod check_stream;
mod clap_errors;
mod demo;
mod errors;
mod events;
mod events_html;
mod events_import;
mod events_pdf;
mod events_schedule;
mod events_teams;
mod help;
mod output;
mod played;
mod record_errors;
mod remote;
mod render;
mod replay_notes;
mod reports;
mod session_options;
mod session_sheets;
mod view_text;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use serde::Serialize;
use tenace_core::{Board, Deal};
use tenace_i18n::{Catalog, Lang};
use tenace_laws::script;

/// Tenace: the Laws of Contract Bridge as software.
#[derive(Parser)]
#[command(name = "tenace", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the output: en or zh-TW (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else en). JSON stays language-neutral.
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<Lang>,
}

#[derive(Subcommand)]
enum Command {
    /// Play a built-in board with irregularities and show how the engine rules.
    Demo,
    /// Score a contract and its result under Law 77, e.g. `3NT+1`, `4SX-3`, `6H=`.
    Score {
        /// Contract then result: `=`, `+n` or `-n`; or PASS for a board
        /// passed out.
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// Declarer's side is vulnerable.
        #[arg(long)]
        vulnerable: bool,
        /// Print the breakdown as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Convert a difference in total points to IMPs (Law 78B).
    Imps {
        /// The difference in points, e.g. 430 or -20.
        #[arg(allow_negative_numbers = true)]
        difference: i32,
    },
    /// Deal a board at random (Law 6) with its Law 2 dealer and vulnerability.
    Deal {
        /// The board number (gives dealer and vulnerability by Law 2).
        #[arg(long, default_value_t = 1)]
        board: u32,
        /// The seed; the same seed always gives the same deal.
        #[arg(long)]
        seed: Option<u64>,
        /// Deal for rubber bridge (RB 4-8): shuffle, cut and deal one card at a time from the dealer's left, and print the table-script header.
        #[arg(long)]
        rubber: bool,
        /// With --rubber: the dealer (N, E, S or W).
        #[arg(long, default_value = "N")]
        dealer: String,
        /// With --rubber: how many cards the dealer's right-hand opponent lifts in the cut (4 to 48).
        #[arg(long, default_value_t = 26)]
        cut: usize,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Convert a PBN file to LIN or back, by the files' extensions (.pbn, .lin).
    Convert {
        /// The file to read.
        input: PathBuf,
        /// The file to write.
        output: PathBuf,
    },
    /// Read a PBN or LIN file, replay every board through the engine and
    /// report what is wrong, with the law where a record shows an irregularity.
    Check {
        /// The PBN or LIN file.
        file: PathBuf,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Keep a rubber-bridge or Chicago score pad from deal results (RB 72-81, Appendix 4).
    Rubber {
        /// The deal results, one per line (docs/scoring.md), e.g. `NS 4S= honours100`, or `play FILE` for a deal played through the engine.
        file: PathBuf,
        /// Score as Chicago (four-deal bridge) instead of a rubber.
        #[arg(long)]
        chicago: bool,
        /// Pad options as JSON (honours, Chicago vulnerability scheme, ...).
        #[arg(long)]
        options: Option<PathBuf>,
        /// Print the pad as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Matchpoint a pairs session from a CSV or JSON results file (docs/scoring.md).
    Matchpoints {
        /// The results file (.csv or .json).
        file: PathBuf,
        /// Scoring options as JSON (average-plus values, factoring, ...).
        #[arg(long)]
        options: Option<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Score a pairs session at IMPs: Butler (the default) or cross-IMPs.
    ImpsField {
        /// The results file (.csv or .json).
        file: PathBuf,
        /// Cross-IMPs instead of Butler.
        #[arg(long, conflicts_with = "butler")]
        cross: bool,
        /// Butler scoring against a trimmed datum (the default).
        #[arg(long)]
        butler: bool,
        /// Scoring options as JSON.
        #[arg(long)]
        options: Option<PathBuf>,
        /// Print the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Generate a movement: who plays whom on which boards at each table in each round; or `import FILE`: read one and verify it (docs/events.md).
    Movement {
        /// The movement: mitchell, skip-mitchell, relay-mitchell, web-mitchell, hesitation, howell, individual or round-robin; or import.
        kind: String,
        /// With `import`: the movement file (a cell list as `--json` prints it, a whole movement, or a KoPS cyclic description).
        file: Option<PathBuf>,
        /// The number of tables (for round-robin: the number of teams).
        #[arg(long)]
        tables: Option<u16>,
        /// Boards played in each round.
        #[arg(long, default_value_t = 2)]
        boards_per_round: u16,
        /// Rounds, where the movement allows another number than its own (a partial Howell, a web Mitchell's sets).
        #[arg(long)]
        rounds: Option<u16>,
        /// Arrow-switch the last rounds of a Mitchell, for one winner.
        #[arg(long)]
        arrow_switch: bool,
        /// Leave this pair number empty, for an odd number of pairs (its opponents sit out).
        #[arg(long)]
        phantom: Option<u16>,
        /// Print the movement as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Rank a session from its file, or commit to its deals and verify the commitment (docs/events.md).
    Session {
        /// What to do: rank, import (a PBN or USEBIO results file, compared with its published ranking), report (HTML, or PDF with --pdf), pbn (PBN with score tables), usebio (USEBIO XML), commit or verify.
        action: String,
        /// The session file (JSON, docs/events.md), or a results file: PBN with score tables, or USEBIO XML.
        file: PathBuf,
        /// Print the result as JSON.
        #[arg(long)]
        json: bool,
        /// With report: write the report as PDF to this file.
        #[arg(long)]
        pdf: Option<PathBuf>,
        #[command(flatten)]
        switches: Box<session_options::Switches>,
    },
    /// Score a two-table team match from its file: IMPs per board, then VPs or the knockout winner (docs/events.md).
    Match {
        /// The match file (JSON, docs/events.md).
        file: PathBuf,
        /// Print the result as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Pair the next round of a Swiss from the standings: top-down, no repeat meetings, the bye to the lowest without one (docs/events.md).
    Swiss {
        /// The standings file (JSON, docs/events.md).
        file: PathBuf,
        /// Print the draw as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The first round of a knockout: the bracket, seeds 1 and 2 apart until the final, byes to the top seeds (docs/events.md).
    Knockout {
        /// How many teams (2 to 256).
        #[arg(long)]
        teams: u16,
        /// Print the bracket as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The schedule of a round robin: who plays whom in each round, by the circle method, a bye when the number is odd (docs/events.md).
    RoundRobin {
        /// How many teams (2 to 256).
        #[arg(long)]
        teams: u16,
        /// Print the schedule as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Adjudicate the claim in a table script (Law 70): the award, and the
    /// line of play that gives it, with the rule behind each card.
    Claim {
        /// A table script ending with a claim (docs/table-script.md, docs/claims.md).
        file: PathBuf,
        /// Print the proposal as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The double-dummy table and par of a deal.
    Dd {
        /// The deal as a PBN deal string, e.g. "N:AKQJ.T98.765.432 ...".
        #[arg(long)]
        deal: Option<String>,
        /// A seed for a random deal instead (as for `tenace deal`).
        #[arg(long)]
        seed: Option<u64>,
        /// The board number (dealer and vulnerability for par, Law 2).
        #[arg(long, default_value_t = 1)]
        board: u32,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run a table script (docs/table-script.md) and print the board's state.
    Table {
        /// The script file.
        file: PathBuf,
        /// Print the state as JSON (schema in docs/table-script.md).
        #[arg(long)]
        json: bool,
        /// With --json: add the rendered text, in the --lang language, beside the data.
        #[arg(long, requires = "json")]
        explain: bool,
        /// With --json: print only what this role may see, as the
        /// `tenace.table.v2` view (N, E, S, W, director or spectator).
        #[arg(
            long = "as",
            value_name = "ROLE",
            requires = "json",
            conflicts_with = "explain"
        )]
        role: Option<tenace_laws::Role>,
    },
    /// Serve tables online (docs/server.md): opens a practice table and prints its tokens.
    Serve {
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        listen: String,
        /// The database: a SQLite file or a postgres:// URL.
        #[arg(long, default_value = "tenace.db")]
        db: String,
        /// Spectators see the table this many events behind (Law 76A2).
        #[arg(long, default_value_t = 0)]
        spectator_delay: u64,
        /// A pause longer than this many milliseconds before a player's action is flagged for the Director (Law 16B1).
        #[arg(long, default_value_t = 10000)]
        tempo_ms: i64,
        /// An origin allowed to open a WebSocket (repeatable).
        #[arg(long)]
        allow_origin: Vec<String>,
        /// Let anyone create tables even when TENACE_DIRECTOR_TOKEN is set.
        #[arg(long)]
        open_create: bool,
    },
    /// Play a table script on a server, or look at a table there.
    Remote {
        #[command(subcommand)]
        command: remote::RemoteCommand,
    },
}

fn main() -> ExitCode {
    // The language is needed before parsing, for --help.
    let asked = help::lang_from_args(std::env::args_os());
    let help_cat = Catalog::new(asked.unwrap_or_else(Lang::from_env));
    let mut command = help::localize(Cli::command(), &help_cat);
    let matches = match command.try_get_matches_from_mut(std::env::args_os()) {
        Ok(m) => m,
        Err(e) => match clap_errors::render(&e, &help_cat) {
            Some(text) => {
                eprint!("{text}");
                std::process::exit(e.exit_code());
            }
            None => e.exit(),
        },
    };
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.format(&mut command).exit());
    let cat = Catalog::new(cli.lang.unwrap_or_else(Lang::from_env));
    // `check` writes its report board by board as it reads the file.
    if let Command::Check { file, json } = &cli.command {
        return check_stream::run(&cat, file, *json);
    }
    match run(&cat, cli.command) {
        Ok(text) => output::write_stdout(text.as_bytes()),
        Err(message) => {
            output::error_line(&cat, &message);
            ExitCode::from(2)
        }
    }
}

fn to_json<T: Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string_pretty(value)
        .map(|s| s + "\n")
        .map_err(|e| e.to_string())
}

fn run(cat: &Catalog, command: Command) -> Result<String, String> {
    match command {
        Command::Demo => Ok(demo::run(cat)),
        Command::Score {
            result,
            vulnerable,
            json,
        } => score_command(cat, &result, vulnerable, json),
        Command::Imps { difference } => Ok(format!("{}\n", tenace_score::imps(difference))),
        Command::Deal {
            board,
            seed,
            rubber,
            dealer,
            cut,
            json,
        } => deal_command(cat, board, seed, rubber, &dealer, cut, json),
        Command::Convert { input, output } => {
            let report =
                tenace_formats::convert(&input, &output).map_err(|e| errors::format(cat, &e))?;
            Ok(format!("{}\n", reports::convert(cat, &report)))
        }
        // Streamed from `main`.
        Command::Check { .. } => Ok(String::new()),
        Command::Rubber {
            file,
            chicago,
            options,
            json,
        } => rubber_command(cat, &file, chicago, options, json),
        Command::Matchpoints {
            file,
            options,
            json,
        } => scoring_report(
            cat,
            &file,
            options.as_deref(),
            tenace_score::report::Command::Matchpoints,
            json,
        ),
        Command::ImpsField {
            file,
            cross,
            butler: _,
            options,
            json,
        } => scoring_report(
            cat,
            &file,
            options.as_deref(),
            tenace_score::report::Command::ImpField(imp_method(cross)),
            json,
        ),
        Command::Movement {
            kind,
            file,
            tables,
            boards_per_round,
            rounds,
            arrow_switch,
            phantom,
            json,
        } => events::movement(
            cat,
            events::MovementArgs {
                kind,
                file,
                tables,
                boards_per_round,
                rounds,
                arrow_switch,
                phantom,
                json,
            },
        ),
        Command::Session {
            action,
            file,
            json,
            pdf,
            switches,
        } => events::session(cat, &action, &file, json, pdf.as_deref(), &switches),
        Command::Match { file, json } => events_teams::team_match(cat, &file, json),
        Command::Swiss { file, json } => events_teams::swiss(cat, &file, json),
        Command::Knockout { teams, json } => events_teams::knockout(cat, teams, json),
        Command::RoundRobin { teams, json } => events_teams::round_robin(cat, teams, json),
        Command::Claim { file, json } => {
            let text = errors::read_text(cat, &file)?;
            let solver = tenace_claims::default_solver();
            let run = script::run(&text, &solver)
                .map_err(|e| format!("{}: {}", file.display(), cat.script_error(&e)))?;
            if json {
                to_json(
                    &analysis::claim_json(&run.table, &solver).map_err(|e| cat.solver_error(&e))?,
                )
            } else {
                analysis::claim(cat, &run.table, &solver)
            }
        }
        Command::Dd {
            deal,
            seed,
            board,
            json,
        } => {
            let b = analysis::board(cat, board, deal.as_deref(), seed)?;
            let solver = tenace_claims::default_solver();
            if json {
                to_json(&analysis::dd_json(&b, &solver).map_err(|e| cat.solver_error(&e))?)
            } else {
                analysis::dd(cat, &b, &solver)
            }
        }
        Command::Table {
            file,
            json,
            explain,
            role,
        } => {
            let text = errors::read_text(cat, &file)?;
            let solver = tenace_claims::default_solver();
            let run = script::run(&text, &solver)
                .map_err(|e| format!("{}: {}", file.display(), cat.script_error(&e)))?;
            table_output(cat, &run.table, json, explain, role, &solver)
        }
        Command::Serve {
            listen,
            db,
            spectator_delay,
            tempo_ms,
            allow_origin,
            open_create,
        } => remote::serve(
            cat,
            remote::ServeOptions {
                listen,
                db,
                spectator_delay,
                tempo_ms,
                allow_origin,
                open_create,
            },
        ),
        Command::Remote { command } => remote_command(cat, command),
    }
}

/// Butler unless `--cross`.
fn imp_method(cross: bool) -> tenace_score::imps_field::ImpMethod {
    if cross {
        tenace_score::imps_field::ImpMethod::Cross
    } else {
        tenace_score::imps_field::ImpMethod::Butler
    }
}

/// `tenace remote run` and `tenace remote view`.
fn remote_command(cat: &Catalog, command: remote::RemoteCommand) -> Result<String, String> {
    match command {
        remote::RemoteCommand::Run { url, file, json } => remote::run(cat, &url, &file, json),
        remote::RemoteCommand::View {
            url,
            id,
            role,
            token,
            json,
        } => remote::view(cat, &url, &id, role, token, json),
    }
}

/// `tenace score RESULT`: the Law 77 score of a contract and its result.
fn score_command(
    cat: &Catalog,
    result: &str,
    vulnerable: bool,
    json: bool,
) -> Result<String, String> {
    // A board passed out (Law 22B) scores nothing for either side.
    if ["pass", "passed-out", "ap"].contains(&result.trim().to_ascii_lowercase().as_str()) {
        return if json {
            to_json(&serde_json::json!({
                "contract": "PASS",
                "vulnerable": vulnerable,
                "total": 0,
            }))
        } else {
            Ok("0\n".to_string())
        };
    }
    let (bid, doubling, outcome) =
        tenace_score::parse_contract_result(result).map_err(|e| errors::score_parse(cat, &e))?;
    let breakdown = tenace_score::contract_score(bid, doubling, vulnerable, outcome.tricks(bid));
    if json {
        #[derive(Serialize)]
        struct Out {
            contract: String,
            vulnerable: bool,
            tricks: u8,
            #[serde(flatten)]
            breakdown: tenace_score::ScoreBreakdown,
        }
        to_json(&Out {
            contract: format!("{bid}{}", doubling.suffix()),
            vulnerable,
            tricks: outcome.tricks(bid),
            breakdown,
        })
    } else {
        Ok(format!("{}\n", breakdown.total))
    }
}

/// `tenace deal`: a board dealt at random (Law 6), or a rubber deal.
fn deal_command(
    cat: &Catalog,
    board: u32,
    seed: Option<u64>,
    rubber: bool,
    dealer: &str,
    cut: usize,
    json: bool,
) -> Result<String, String> {
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    if rubber {
        return rubber_deal(cat, board, seed, dealer, cut, json);
    }
    let b = Board::new(board, Deal::random(seed)).map_err(|e| cat.board_error(&e))?;
    if json {
        #[derive(Serialize)]
        struct Out {
            seed: u64,
            #[serde(flatten)]
            board: Board,
        }
        to_json(&Out { seed, board: b })
    } else {
        let seed_line = cat.message("deal-seed", &[("seed", seed.to_string().into())]);
        Ok(format!("{}{seed_line}\n", render::diagram(cat, &b)))
    }
}

/// `tenace rubber FILE`: the rubber or Chicago pad.
fn rubber_command(
    cat: &Catalog,
    file: &std::path::Path,
    chicago: bool,
    options: Option<std::path::PathBuf>,
    json: bool,
) -> Result<String, String> {
    let text = errors::read_text(cat, file)?;
    // `play FILE` lines: boards played through the engine.
    let base = file.parent().unwrap_or(std::path::Path::new("."));
    let text = played::expand(cat, &text, base)?;
    let opts = match options {
        Some(p) => {
            let o = errors::read_text(cat, &p)?;
            serde_json::from_str(&o).map_err(|e| errors::json_options(cat, &p, &e))?
        }
        None => tenace_score::rubber::PadOptions::default(),
    };
    let kind = if chicago {
        tenace_score::rubber::PadKind::Chicago
    } else {
        tenace_score::rubber::PadKind::Rubber
    };
    let report = tenace_score::rubber::rubber_report(&text, kind, &opts)
        .map_err(|e| format!("{}: {}", file.display(), errors::rubber(cat, &e)))?;
    if json {
        to_json(&report)
    } else {
        Ok(reports::rubber(cat, &report))
    }
}

/// What `tenace table` prints for a table (also `tenace remote run`);
/// `solver` gives the engine's proposal for a claim on record.
fn table_output(
    cat: &Catalog,
    table: &tenace_laws::Table,
    json: bool,
    explain: bool,
    role: Option<tenace_laws::Role>,
    solver: &dyn tenace_laws::Solver,
) -> Result<String, String> {
    if let Some(role) = role {
        to_json(&table.state().view(role))
    } else if json {
        let mut out = TableJson::new(table);
        if explain {
            out.explain = Some(render::explain(cat, table));
        }
        to_json(&out)
    } else {
        render::table(cat, table, solver).map_err(|e| cat.solver_error(&e))
    }
}

/// `tenace deal --rubber`: a seeded rubber deal (RB 4-8) and the header of
/// a table script that plays it.
fn rubber_deal(
    cat: &Catalog,
    board: u32,
    seed: u64,
    dealer: &str,
    cut: usize,
    json: bool,
) -> Result<String, String> {
    let dealer: tenace_core::Seat = dealer
        .parse()
        .map_err(|e: tenace_core::SeatParseError| cat.seat_parse_error(&e))?;
    let deal = tenace_core::rubber::seeded_rubber_deal(seed, dealer, cut).map_err(|e| {
        cat.message(
            "error-rubber-cut",
            // As text: a count above 2^53 would lose digits as a number.
            &[
                ("top", e.top.to_string().into()),
                ("bottom", e.bottom.to_string().into()),
            ],
        )
    })?;
    let pbn = deal.to_pbn(dealer);
    if json {
        #[derive(Serialize)]
        struct Out {
            seed: u64,
            dealer: tenace_core::Seat,
            cut: usize,
            deal: String,
        }
        return to_json(&Out {
            seed,
            dealer,
            cut,
            deal: pbn,
        });
    }
    let b = Board {
        number: board,
        dealer,
        vulnerability: tenace_core::Vulnerability::None,
        deal,
    };
    let mut out = render::diagram(cat, &b);
    out.push_str(&cat.message("deal-seed", &[("seed", seed.to_string().into())]));
    out.push('\n');
    out.push_str(&cat.message(
        "deal-rubber-script",
        &[
            ("cut", cut.into()),
            ("law", cat.law(tenace_laws::LawRef::new("RB 4-8")).into()),
        ],
    ));
    out.push('\n');
    out.push_str(&format!(
        "board {board}\ndealer {dealer}\nvulnerable None\nrules rubber\ndeal {pbn}\n"
    ));
    Ok(out)
}

/// Reads a results file and scores it with `command`.
fn scoring_report(
    cat: &Catalog,
    file: &std::path::Path,
    options: Option<&std::path::Path>,
    command: tenace_score::report::Command,
    json: bool,
) -> Result<String, String> {
    let text = errors::read_text(cat, file)?;
    let opts = match options {
        Some(p) => {
            let o = errors::read_text(cat, p)?;
            serde_json::from_str(&o).map_err(|e| errors::json_options(cat, p, &e))?
        }
        None => tenace_score::config::ScoringOptions::default(),
    };
    let report = tenace_score::report::run(&text, command, &opts)
        .map_err(|e| format!("{}: {}", file.display(), errors::scoring(cat, &e)))?;
    if json {
        to_json(&report)
    } else {
        Ok(reports::scoring(cat, &report))
    }
}

/// The `--json` form of `tenace table`: the state, the result and the log.
#[derive(Serialize)]
struct TableJson<'a> {
    schema: &'static str,
    state: &'a tenace_laws::State,
    awaiting_director: Option<&'a tenace_laws::Irregularity>,
    /// The Director's explanation of the irregularity the table waits on:
    /// the options, who chooses each, and the law (Law 10C1).
    explanation: Option<tenace_laws::Explanation>,
    /// The option declarer must exercise before the next lead (26B, 50D2, 51B).
    lead_option: Option<tenace_laws::LawRef>,
    /// That option in full: who chooses and which suits he may require or
    /// forbid.
    lead_choice: Option<tenace_laws::LeadChoice>,
    /// Declarer's Law 51A designation of a defender's penalty card: who
    /// chooses and among which cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    penalty_card_choice: Option<tenace_laws::PenaltyCardChoice>,
    result: Option<tenace_laws::BoardResult>,
    log: &'a [tenace_laws::Event],
    /// With `--explain`: the rendered text, beside the data.
    #[serde(skip_serializing_if = "Option::is_none")]
    explain: Option<render::Explain>,
}

impl<'a> TableJson<'a> {
    fn new(t: &'a tenace_laws::Table) -> TableJson<'a> {
        TableJson {
            schema: "tenace.table.v1",
            state: t.state(),
            awaiting_director: t.awaiting_director(),
            explanation: t
                .awaiting_director()
                .and_then(|b| t.state().explanation(b.id)),
            lead_option: t
                .state()
                .to_play()
                .and_then(|s| t.state().lead_option_pending(s)),
            lead_choice: t.state().to_play().and_then(|s| t.state().lead_choice(s)),
            penalty_card_choice: t
                .state()
                .to_play()
                .and_then(|s| t.state().penalty_card_choice(s)),
            result: t.result(),
            log: t.log(),
            explain: None,
        }
    }
}
