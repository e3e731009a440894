//! The LIN fixture reads completely, writes back byte for byte, and keeps
//! players, deals, alerts with explanations, play and claims.

use tenace_core::{Seat, Vulnerability};
use tenace_formats::lin::{read_lin, read_lin_bytes, write_lin, LinFile};

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../fixtures/endplay/lin/example1.lin"
);

fn fixture() -> (String, LinFile) {
    let bytes = std::fs::read(PATH).expect("fixture present");
    let text = String::from_utf8(bytes.clone()).unwrap();
    (text, read_lin_bytes(&bytes))
}

#[test]
fn reads_every_board() {
    let (_, f) = fixture();
    let errors: Vec<String> = f.errors().map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(f.boards.len(), 8);
    for (k, b) in f.ok_boards().enumerate() {
        assert_eq!(b.board, Some(k as u32 + 1));
        assert!(b.deal().is_some(), "board {}", k + 1);
        assert!(b.warnings.is_empty(), "{:?}", b.warnings);
    }
    let b1 = f.boards[0].as_ref().unwrap();
    assert_eq!(b1.dealer, Some(Seat::North));
    assert_eq!(b1.vulnerability, Some(Vulnerability::None));
    assert_eq!(b1.players[Seat::South.index()].as_deref(), Some("domtp"));
    assert_eq!(b1.calls.len(), 10);
    assert!(b1.calls[3].alert);
    assert!(b1.calls[3]
        .explanation
        .as_deref()
        .unwrap()
        .starts_with("Michaels"));
    assert!(!b1.calls[2].alert);
    assert!(b1.calls[2].explanation.is_some());
    assert_eq!(b1.cards.len(), 52);
    let b3 = f.boards[2].as_ref().unwrap();
    assert_eq!(b3.claim, Some(9));
    assert_eq!(b3.cards.len(), 44);
}

#[test]
fn lin_to_lin_is_byte_identical() {
    let (text, f) = fixture();
    assert_eq!(write_lin(&f), text);
    // And through the model: read what was written.
    let again = read_lin(&write_lin(&f));
    assert_eq!(again, f);
}
