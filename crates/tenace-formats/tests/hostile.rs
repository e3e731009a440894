//! Hostile input (issue 19): each reproducer of the issue, kept as a
//! regression test.

use tenace_formats::pbn::{read_pbn, write_pbn};

/// Item 5: a 63-byte file whose table column asks for a width of
/// 99,999,999,999 characters. The writer pads to at most
/// `MAX_COLUMN_WIDTH` (255) columns, so the output stays small.
#[test]
fn a_huge_column_width_is_bounded() {
    let text = "[Board \"1\"]\n[OptimumResultTable \"Result\\99999999999R\"]\n7\n";
    let out = write_pbn(&read_pbn(text));
    // The element `7` right-aligned in 255 columns: 254 spaces then 7.
    let line = out
        .lines()
        .find(|l| l.trim() == "7")
        .expect("the table row is written");
    assert_eq!(line.len(), 255, "{line:?}");
    assert!(out.len() < 2_000, "{} bytes", out.len());
}
