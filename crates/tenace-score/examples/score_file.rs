//! `cargo run -p tenace-score --example score_file -- FILE [mp|butler|cross] [--json]`:
//! what the `tenace matchpoints` / `tenace imps-field` commands print.

use tenace_i18n::{reports, Catalog, Lang};
use tenace_score::imps_field::ImpMethod;
use tenace_score::report::{run, Command};
use tenace_score::ScoringOptions;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: score_file FILE [mp|butler|cross] [--json]");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let command = match args.get(1).map(String::as_str) {
        Some("butler") => Command::ImpField(ImpMethod::Butler),
        Some("cross") => Command::ImpField(ImpMethod::Cross),
        _ => Command::Matchpoints,
    };
    match run(&text, command, &ScoringOptions::default()) {
        Ok(report) if args.iter().any(|a| a == "--json") => {
            println!(
                "{}",
                serde_json::to_string_pretty(&report).unwrap_or_default()
            )
        }
        Ok(report) => print!("{}", reports::scoring(&Catalog::new(Lang::En), &report)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
