//! Claim statements (docs/claims.md): a statement or a typed error, never
//! a panic; a statement read keeps its text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_claims::ClaimStatement;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 4096 {
        return;
    }
    if let Ok(s) = ClaimStatement::parse(text) {
        assert_eq!(s.raw, text);
    }
});
