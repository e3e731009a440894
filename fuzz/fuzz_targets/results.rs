//! Results files (CSV or JSON, docs/scoring.md) scored at matchpoints,
//! Butler and cross-IMPs: a report or a typed error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_score::config::ScoringOptions;
use tenace_score::report::{run, Command, ImpMethod};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 8192 {
        return;
    }
    let opts = ScoringOptions::default();
    let _ = run(text, Command::Matchpoints, &opts);
    let _ = run(text, Command::ImpField(ImpMethod::Butler), &opts);
    let _ = run(text, Command::ImpField(ImpMethod::Cross), &opts);
});
