//! Rubber and Chicago score pads (docs/scoring.md): a pad or a typed
//! error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_score::rubber::{rubber_report, PadKind, PadOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 8192 {
        return;
    }
    let opts = PadOptions::default();
    let _ = rubber_report(text, PadKind::Rubber, &opts);
    let _ = rubber_report(text, PadKind::Chicago, &opts);
});
