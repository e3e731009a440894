//! Reading a file game by game gives what reading it whole gives: the
//! same games, errors and positions (issue 18, item 2).

use proptest::prelude::*;
use tenace_formats::lin::read_lin;
use tenace_formats::pbn::read_pbn_bytes;
use tenace_formats::stream::{survey, LinStream, PbnStream, StreamError};

const SAMPLE: &str = include_str!("../../../../shared/fixtures/endplay/pbn/sample.pbn");
const EXAMPLE1: &str = include_str!("../../../../shared/fixtures/endplay/pbn/example1.pbn");
const EXPORT: &str = include_str!("data/export.pbn");
const LIN: &str = include_str!("../../../../shared/fixtures/endplay/lin/example1.lin");

fn pbn_both(bytes: &[u8]) {
    let whole = read_pbn_bytes(bytes);
    let s = survey(bytes).expect("survey");
    let mut stream = PbnStream::new(bytes, s.utf8);
    let games: Vec<_> = stream
        .by_ref()
        .map(|g| g.expect("no stream error"))
        .collect();
    assert_eq!(
        games,
        whole.games,
        "input {:?}",
        String::from_utf8_lossy(bytes)
    );
    assert_eq!(stream.header(), &whole.header[..]);
}

fn lin_both(bytes: &[u8]) {
    let whole = tenace_formats::lin::read_lin_bytes(bytes);
    let s = survey(bytes).expect("survey");
    let mut stream = LinStream::new(bytes, s);
    let boards: Vec<_> = stream
        .by_ref()
        .map(|g| g.expect("no stream error"))
        .collect();
    assert_eq!(
        boards,
        whole.boards,
        "input {:?}",
        String::from_utf8_lossy(bytes)
    );
    assert_eq!(stream.header(), &whole.header[..]);
}

#[test]
fn fixtures_read_alike() {
    for t in [SAMPLE, EXAMPLE1, EXPORT] {
        pbn_both(t.as_bytes());
        pbn_both(t.replace('\n', "\r\n").as_bytes());
        pbn_both(t.replace('\n', "\r").as_bytes());
    }
    lin_both(LIN.as_bytes());
    lin_both(LIN.replace('|', "|\n").as_bytes());
}

#[test]
fn comments_strings_and_encodings() {
    for t in [
        "[Board \"1\"]\n{a\n\nb}\n[Dealer \"N\"]\n\n[Board \"2\"]\n",
        "[Board \"1\"]\n{never closed\n\n[Board \"2\"]\n",
        "[Board \"1\"]\n{closed much later\n\n[Board \"2\"]\n\n}\n[Board \"3\"]\n",
        "% PBN 2.1\n%x\n\n[Event \"e\"]\n[Board \"1\"]\n\n[Event \"#\"]\n[Board \"2\"]\n",
        "[Board \"1\"] ; { not a comment\n\n[Board \"2\"]\n",
        "[Board \"1 {\"]\n\n[Board \"2\"]\n",
        "[Board \"1\\\" {\"]\n\n[Board \"2\"]\n",
        "  \t\n\n[Board\n\n\"1\"]\n",
        "\u{feff}[Board \"1\"]\n",
        "[Board \"1\"]\n \r\n[Board \"2\"]\r",
    ] {
        pbn_both(t.as_bytes());
    }
    // Not UTF-8: every game read as ISO 8859-1.
    pbn_both(b"[Event \"caf\xe9\"]\n[Board \"1\"]\n\n[Event \"\xc3\xa9\"]\n");
    for t in [
        "pn|a,b,c,d|md|3S2|\nmb|1C|\nmb|p|mb|p|mb|p|pc|SA|\n\nqx|o2|md|1|",
        "qx|o1|\nmd|3|ah|Board 1|\nqx|c1|",
        "vg|x|pn|a,b,c,d|qx|o1|md|3|qx|o2|",
        "md|3|mb|1C|mb|P|md|1|mb|unterminated",
        "md|3|  \r\n  x y|z|",
        "\u{feff}qx|o1|",
        "é|1|qx|o1|nt|é\nx|",
    ] {
        lin_both(t.as_bytes());
    }
    lin_both(b"qx|o1|nt|\xe9|pc|\xff");
}

#[test]
fn a_game_over_the_limit_stops_the_stream() {
    let mut text = String::from("[Board \"1\"]\n\n[Board \"2\"]\n{");
    text.push_str(&"x".repeat(5000));
    text.push_str("}\n\n[Board \"3\"]\n");
    let mut s = PbnStream::new(text.as_bytes(), true).with_limit(1000);
    assert!(matches!(s.next(), Some(Ok(Ok(g))) if g.info.board == Some(1)));
    assert!(matches!(
        s.next(),
        Some(Err(StreamError::GameTooLarge {
            line: 3,
            limit: 1000
        }))
    ));
    assert!(s.next().is_none());
    let lin = format!("qx|o1|md|3|qx|o2|nt|{}|", "y".repeat(5000));
    let mut s = LinStream::new(lin.as_bytes(), survey(lin.as_bytes()).unwrap()).with_limit(1000);
    assert!(matches!(s.next(), Some(Ok(Ok(b))) if b.board == Some(1)));
    assert!(matches!(
        s.next(),
        Some(Err(StreamError::GameTooLarge { .. }))
    ));
}

#[test]
fn a_long_lin_line_streams() {
    // One line of 2,000 boards, far over a 1,000-byte limit in all: each
    // board is under it.
    let mut line = String::new();
    for b in 1..=2000 {
        line.push_str(&format!("qx|o{b}|md|3S2|mb|p|mb|p|mb|p|mb|p|"));
    }
    let s = LinStream::new(line.as_bytes(), survey(line.as_bytes()).unwrap()).with_limit(1000);
    let boards: Vec<_> = s.map(|b| b.expect("no stream error")).collect();
    assert_eq!(boards, read_lin(&line).boards);
    assert_eq!(boards.len(), 2000);
}

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
    "\r",
    "\n\n",
    " ",
    "\t",
    "\\",
    "\\\"",
    "|",
    "qx|",
    "QX|",
    "md|",
    "mb|",
    "pc|",
    "pn|",
    "st|",
    "[Board \"1\"]",
    "[Event \"#\"]",
    "é",
    "x",
    "\u{feff}",
];

fn text_of(pieces: &[u8]) -> String {
    pieces
        .iter()
        .map(|&p| PIECES[p as usize % PIECES.len()])
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn pieces_read_alike(pieces in proptest::collection::vec(any::<u8>(), 0..80)) {
        let t = text_of(&pieces);
        pbn_both(t.as_bytes());
        lin_both(t.as_bytes());
    }

    #[test]
    fn bytes_read_alike(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        pbn_both(&bytes);
        lin_both(&bytes);
    }
}
