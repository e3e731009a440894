//! `cargo run -p tenace-score --example rubber_pad -- FILE [rubber|chicago] [--json]`:
//! what the `tenace rubber` command prints.

use tenace_i18n::{reports, Catalog, Lang};
use tenace_score::rubber::{rubber_report, PadKind, PadOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: rubber_pad FILE [rubber|chicago] [--json]");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let kind = match args.get(1).map(String::as_str) {
        Some("chicago") => PadKind::Chicago,
        _ => PadKind::Rubber,
    };
    match rubber_report(&text, kind, &PadOptions::default()) {
        Ok(report) if args.iter().any(|a| a == "--json") => {
            println!(
                "{}",
                serde_json::to_string_pretty(&report).unwrap_or_default()
            )
        }
        Ok(report) => print!("{}", reports::rubber(&Catalog::new(Lang::En), &report)),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
