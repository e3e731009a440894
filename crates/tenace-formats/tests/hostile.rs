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

mod lin_stability {
    use proptest::prelude::*;
    use tenace_formats::lin::{read_lin, write_lin};

    const PIECES: &[&str] = &[
        "qx|o1|",
        "qx|0|",
        "pn|a,b,c,d|",
        "st||",
        "md|3S2|",
        "md|1|",
        "rh||",
        "ah|Board 2|",
        "sv|o|",
        "mb|1C|",
        "mb|p|",
        "pc|SA|",
        "pg||",
        "mc|7|",
        "nt|x|",
        "zz|q|",
        "|",
        "\n",
        " ",
        "x",
    ];

    fn text_of(p: &[u8]) -> String {
        p.iter()
            .map(|&i| PIECES[i as usize % PIECES.len()])
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        /// Item 11: written, read and written again, a LIN file is the
        /// same text (no board is added or lost).
        #[test]
        fn lin_write_read_write_is_stable(p in proptest::collection::vec(any::<u8>(), 0..40)) {
            let t = text_of(&p);
            let once = write_lin(&read_lin(&t));
            let twice = write_lin(&read_lin(&once));
            prop_assert_eq!(&once, &twice, "input {:?}", t);
        }
    }
}

/// Item 11: `qx|0|` names no board: converted to PBN it is `Board "?"`,
/// which reads back, not `Board "0"`, which PBN refuses.
#[test]
fn lin_board_zero_is_no_board_number() {
    use tenace_formats::lin::read_lin;
    use tenace_formats::BoardRecord;
    let f = read_lin("qx|0|md|3S2|mb|p|mb|p|mb|p|mb|p|");
    let b = f.ok_boards().next().expect("a board");
    assert_eq!(b.board, None);
    let game = BoardRecord::from_lin(b).to_pbn(1);
    let text = tenace_formats::pbn::write_pbn_game(&game);
    assert!(text.contains("[Board \"?\"]"), "{text}");
    let back = read_pbn(&text);
    assert_eq!(back.ok_games().count(), 1, "{text}");
    let f = read_lin("ah|Board 0|md|3S2|");
    assert_eq!(f.ok_boards().next().expect("a board").board, None);
}

/// Item 11: a LIN file converted to LIN twice gives the same text; boards
/// that only an unreadable board kept apart are written as the one board
/// they read back as.
#[test]
fn lin_to_lin_conversion_is_stable() {
    use tenace_formats::lin::{read_lin, write_lin};
    let dir = std::env::temp_dir().join(format!("tenace-lin-stable-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.lin");
    let text = "st||st||||||pn|a,b,c,d|pn|a,b,c,d|";
    std::fs::write(&input, text).unwrap();
    let once = dir.join("once.lin");
    let twice = dir.join("twice.lin");
    tenace_formats::convert(&input, &once).unwrap();
    tenace_formats::convert(&once, &twice).unwrap();
    let a = std::fs::read_to_string(&once).unwrap();
    let b = std::fs::read_to_string(&twice).unwrap();
    // Read: `st||` (board 1), then `st||`, two bad keys and `pn|...|`
    // (board 2, unreadable), then `pn|...|` (board 3: a second `pn`).
    // Boards 1 and 3 written one after the other read back as one board
    // (a `pn` after `st` alone does not start a board), so they are
    // written as one.
    assert_eq!(a, "st||pn|a,b,c,d|\n");
    assert_eq!(a, b);
    assert_eq!(a, write_lin(&read_lin(text)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 11: a Declarer tag that disagrees with the auction ("1D by E",
/// where the auction makes West declarer) cannot go through LIN, which
/// keeps the auction only: the conversion says so instead of changing the
/// declarer silently. PBN to PBN keeps the tag.
#[test]
fn a_declarer_tag_lin_cannot_carry_is_reported() {
    use tenace_core::Seat;
    use tenace_formats::note::WarningKind;
    use tenace_formats::Loss;
    let dir = std::env::temp_dir().join(format!("tenace-declarer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.pbn");
    std::fs::write(
        &input,
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
         [Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
         [Declarer \"E\"]\n[Contract \"1D\"]\n[Result \"7\"]\n\
         [Auction \"N\"]\nPass Pass Pass 1D\nPass Pass Pass\n",
    )
    .unwrap();
    let report = tenace_formats::convert(&input, dir.join("out.lin")).unwrap();
    assert!(
        report.lost.iter().any(|l| matches!(
            l,
            Loss::Board { warning, .. }
                if warning.kind == Some(WarningKind::DeclarerTagInLin { tag: Seat::East, auction: Seat::West })
        )),
        "{:?}",
        report.lost
    );
    tenace_formats::convert(&input, dir.join("out.pbn")).unwrap();
    let pbn = std::fs::read_to_string(dir.join("out.pbn")).unwrap();
    assert!(pbn.contains("[Declarer \"E\"]"), "{pbn}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Found by the `pbn` fuzz target: a play section whose line comment is
/// followed by a brace comment holding a line break; a section tag whose
/// value is set for the games that follow (`##`). Written, read and
/// written again, the export text must not change.
#[test]
fn fuzz_pbn_comment_after_line_comment_is_stable() {
    for text in [
        "[B\"###\"]7",
        "[B \"##x\"]\n7\n\n[B \"#\"]\n8\n",
        "[Play\"W\"]H6;\n{\n}",
        "[Play \"W\"]\nH6 ;\n{\n}\n",
        "[Auction \"N\"]\n1C ;x\n{a\n\nb}\n",
    ] {
        let once = write_pbn(&read_pbn(text));
        let twice = write_pbn(&read_pbn(&once));
        assert_eq!(once, twice, "input {text:?}");
    }
}

/// Item 11: a play section whose first seat is not the opening leader
/// (`[Play "E"]`, East leading though West is on lead) is written from the
/// opening leader, as export format wants; East's card is then marked as
/// the lead out of turn it was, instead of reading back as no lead
/// (`- - D2 -`).
#[test]
fn a_play_section_led_out_of_turn_keeps_its_lead() {
    use tenace_core::{Card, Seat};
    let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
        [Deal \"N:AKQJ.AKQ.AKQ.AKQ 2.5432.5432.5432 6543.876.876.876 T987.JT9.JT9.JT9\"]\n\
        [Declarer \"S\"]\n[Contract \"7NT\"]\n[Result \"13\"]\n\
        [Auction \"N\"]\nPass Pass 7NT Pass\nPass Pass\n[Play \"E\"]\nD2 - - -\n*\n";
    let cards = |t: &str| -> Vec<(Seat, Card)> {
        let f = read_pbn(t);
        let g = f.ok_games().next().expect("a game");
        tenace_formats::BoardRecord::from_pbn(g)
            .cards
            .iter()
            .map(|c| (c.seat, c.card))
            .collect()
    };
    let before = cards(text);
    assert_eq!(before, vec![(Seat::East, "D2".parse().unwrap())]);
    let out = write_pbn(&read_pbn(text));
    assert!(out.contains("[Play \"W\"]\r\n- - ^L D2 -\r\n"), "{out}");
    assert_eq!(cards(&out), before);
}

/// Found by the pbn fuzz target: a table tag whose column spec begins with
/// `##` lost two `#` at each write and read, so the export was not stable.
#[test]
fn fuzz_table_spec_beginning_with_hashes_is_stable() {
    let text = "[Board \"1\"]\n[OptimumesulltTable \"####Result\\9R\"]\n7\n";
    let once = write_pbn(&read_pbn(text));
    let twice = write_pbn(&read_pbn(&once));
    assert_eq!(once, twice);
    assert!(once.contains("##Result"), "{once}");
}
