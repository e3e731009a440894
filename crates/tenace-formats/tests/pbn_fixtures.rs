//! Every PBN fixture reads without error, keeps its tags and sections, and
//! its export-format rewrite is stable byte for byte.

use tenace_formats::pbn::{read_pbn_bytes, read_pbn, write_pbn, PbnFile};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/fixtures/endplay/pbn");

fn fixture(name: &str) -> PbnFile {
    let bytes = std::fs::read(format!("{DIR}/{name}")).expect("fixture present");
    read_pbn_bytes(&bytes)
}

const FILES: [&str; 5] = ["example1.pbn", "example2.pbn", "example3.pbn", "example4.pbn", "sample.pbn"];

#[test]
fn all_fixtures_read_without_error() {
    for name in FILES {
        let f = fixture(name);
        let errors: Vec<String> = f.errors().map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        assert!(f.ok_games().count() > 0, "{name}");
    }
}

#[test]
fn export_rewrite_is_stable() {
    for name in FILES {
        let f = fixture(name);
        let once = write_pbn(&f);
        let again = read_pbn(&once);
        let errors: Vec<String> = again.errors().map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        let twice = write_pbn(&again);
        if once != twice {
            let a: Vec<&str> = once.lines().collect();
            let b: Vec<&str> = twice.lines().collect();
            let k = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
            panic!("{name}: differs at line {}: {:?} vs {:?}", k + 1, a.get(k), b.get(k));
        }
    }
}
