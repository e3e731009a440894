//! The `tenace` command.
#![forbid(unsafe_code)]

mod demo;
mod render;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde::Serialize;
use tenace_core::{Board, Deal};
use tenace_laws::script;

/// Tenace: the Laws of Contract Bridge as software.
#[derive(Parser)]
#[command(name = "tenace", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a built-in board with irregularities and show how the engine rules.
    Demo,
    /// Score a contract and its result under Law 77, e.g. `3NT+1`, `4SX-3`, `6H=`.
    Score {
        /// Contract then result: `=`, `+n` or `-n`.
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
        /// Print as JSON.
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
    /// Run a table script (docs/table-script.md) and print the board's state.
    Table {
        /// The script file.
        file: PathBuf,
        /// Print the state as JSON (schema in docs/table-script.md).
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn to_json<T: Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string_pretty(value)
        .map(|s| s + "\n")
        .map_err(|e| e.to_string())
}

fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Demo => Ok(demo::run()),
        Command::Score { result, vulnerable, json } => {
            let (bid, doubling, outcome) = tenace_score::parse_contract_result(&result).map_err(|e| e.to_string())?;
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
        Command::Imps { difference } => Ok(format!("{}\n", tenace_score::imps(difference))),
        Command::Deal { board, seed, json } => {
            let seed = seed.unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(0)
            });
            let b = Board::new(board, Deal::random(seed)).map_err(|e| e.to_string())?;
            if json {
                #[derive(Serialize)]
                struct Out {
                    seed: u64,
                    #[serde(flatten)]
                    board: Board,
                }
                to_json(&Out { seed, board: b })
            } else {
                Ok(format!("{}Seed: {seed}\n", render::diagram(&b)))
            }
        }
        Command::Matchpoints { file, options, json } => {
            scoring_report(&file, options.as_deref(), tenace_score::report::Command::Matchpoints, json)
        }
        Command::ImpsField { file, cross, butler: _, options, json } => {
            let method = if cross {
                tenace_score::imps_field::ImpMethod::Cross
            } else {
                tenace_score::imps_field::ImpMethod::Butler
            };
            scoring_report(&file, options.as_deref(), tenace_score::report::Command::ImpField(method), json)
        }
        Command::Table { file, json } => {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let run = script::run(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            if json {
                to_json(&TableJson::new(&run.table))
            } else {
                Ok(render::table(&run.table))
            }
        }
    }
}

/// Reads a results file and scores it with `command`.
fn scoring_report(
    file: &std::path::Path,
    options: Option<&std::path::Path>,
    command: tenace_score::report::Command,
    json: bool,
) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let opts = match options {
        Some(p) => {
            let o = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
            serde_json::from_str(&o).map_err(|e| format!("{}: {e}", p.display()))?
        }
        None => tenace_score::config::ScoringOptions::default(),
    };
    let report = tenace_score::report::run(&text, command, &opts).map_err(|e| format!("{}: {e}", file.display()))?;
    if json {
        to_json(&report)
    } else {
        Ok(tenace_score::report::render_text(&report))
    }
}

/// The `--json` form of `tenace table`: the state, the result and the log.
#[derive(Serialize)]
struct TableJson<'a> {
    schema: &'static str,
    state: &'a tenace_laws::State,
    awaiting_director: Option<&'a tenace_laws::Irregularity>,
    result: Option<tenace_laws::BoardResult>,
    log: &'a [tenace_laws::Event],
}

impl<'a> TableJson<'a> {
    fn new(t: &'a tenace_laws::Table) -> TableJson<'a> {
        TableJson {
            schema: "tenace.table.v1",
            state: t.state(),
            awaiting_director: t.awaiting_director(),
            result: t.result(),
            log: t.log(),
        }
    }
}
