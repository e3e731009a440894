//! Fuzzing of both readers (and of what follows them: the writers, the
//! record conversions and the engine replay): arbitrary text and mutated
//! fixture text never make them panic, and the export writer is stable.

use proptest::prelude::*;
use tenace_formats::check::check_bytes;
use tenace_formats::lin::{read_lin, write_lin};
use tenace_formats::pbn::{read_pbn, write_pbn};
use tenace_formats::{BoardRecord, Format};

const SAMPLE: &str = include_str!("../../../fixtures/endplay/pbn/sample.pbn");
const EXAMPLE1: &str = include_str!("../../../fixtures/endplay/pbn/example1.pbn");
const EXPORT: &str = include_str!("data/export.pbn");
const LIN: &str = include_str!("../../../fixtures/endplay/lin/example1.lin");

const PIECES: &[&str] = &[
    "[",
    "]",
    "\"",
    "{",
    "}",
    ";",
    "%",
    "\n",
    "\r\n",
    "\n\n",
    " ",
    "\\",
    "^I",
    "^S",
    "^R",
    "^L",
    "^",
    "=1=",
    "=",
    "$",
    "$3",
    "!",
    "?!",
    "*",
    "+",
    "-",
    "AP",
    "Pass",
    "X",
    "XX",
    "1C",
    "7NT",
    "8S",
    "SA",
    "H2",
    "#",
    "##",
    "[Note \"1:x\"]",
    "[Auction \"N\"]",
    "[Play \"E\"]",
    "[Deal \"N:",
    "[Board \"0\"]",
    "|",
    "mb|",
    "pc|",
    "md|",
    "an|",
    "mc|",
    "sv|",
    "pn|",
    "qx|",
    "1",
    "4",
    "14",
    "♠",
    "é",
];

fn apply_mutations(base: &str, muts: &[(usize, usize, usize, u8)]) -> String {
    let mut s: Vec<char> = base.chars().collect();
    for &(kind, at, len, piece) in muts {
        if s.is_empty() {
            s.push('[');
        }
        let at = at % (s.len() + 1);
        match kind % 4 {
            0 => {
                let end = (at + len % 40).min(s.len());
                s.drain(at..end);
            }
            1 | 2 => {
                let p = PIECES[piece as usize % PIECES.len()];
                for (k, c) in p.chars().enumerate() {
                    s.insert(at + k, c);
                }
            }
            _ => {
                if at < s.len() {
                    s[at] = PIECES[piece as usize % PIECES.len()]
                        .chars()
                        .next()
                        .unwrap_or('x');
                }
            }
        }
    }
    s.into_iter().collect()
}

fn exercise_pbn(text: &str) {
    let f = read_pbn(text);
    for g in f.ok_games() {
        let r = BoardRecord::from_pbn(g);
        let _ = r.to_lin(1);
        let _ = r.to_pbn(1);
    }
    let once = write_pbn(&f);
    let again = read_pbn(&once);
    let twice = write_pbn(&again);
    assert_eq!(once, twice, "export not stable for input {text:?}");
    let _ = check_bytes(text.as_bytes(), Format::Pbn);
}

fn exercise_lin(text: &str) {
    let f = read_lin(text);
    for b in f.ok_boards() {
        let r = BoardRecord::from_lin(b);
        let _ = r.to_pbn(1);
        let _ = r.to_lin(1);
    }
    let out = write_lin(&f);
    let _ = read_lin(&out);
    let _ = check_bytes(text.as_bytes(), Format::Lin);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,400}") {
        exercise_pbn(&s);
        exercise_lin(&s);
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = tenace_formats::pbn::read_pbn_bytes(&b);
        let _ = tenace_formats::lin::read_lin_bytes(&b);
        let _ = check_bytes(&b, Format::Pbn);
        let _ = check_bytes(&b, Format::Lin);
    }

    #[test]
    fn mutated_pbn_never_panics(
        which in 0usize..3,
        muts in proptest::collection::vec((0usize..4, any::<usize>(), any::<usize>(), any::<u8>()), 1..8),
    ) {
        let base = [SAMPLE, EXAMPLE1, EXPORT][which];
        exercise_pbn(&apply_mutations(base, &muts));
    }

    #[test]
    fn mutated_lin_never_panics(
        muts in proptest::collection::vec((0usize..4, any::<usize>(), any::<usize>(), any::<u8>()), 1..8),
    ) {
        exercise_lin(&apply_mutations(LIN, &muts));
    }
}
