//! PBN -> LIN -> PBN and LIN -> PBN -> LIN keep the deal, the auction with
//! its explanations, the play and the result; `convert` works on files.

use tenace_core::{Card, Seat};
use tenace_formats::lin::{read_lin, read_lin_bytes, write_lin, LinFile};
use tenace_formats::pbn::{read_pbn, read_pbn_bytes, write_pbn_game};
use tenace_formats::{convert, BoardRecord, Format};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/endplay");

type Essentials = (
    Option<u32>,
    Option<Seat>,
    Option<tenace_core::Vulnerability>,
    [Option<tenace_core::Hand>; 4],
    Vec<(Seat, String, Option<String>)>,
    Vec<(Seat, Card)>,
    Option<u8>,
);

fn essentials(r: &BoardRecord) -> Essentials {
    (
        r.board,
        r.dealer,
        r.vulnerability,
        r.deal().map(|d| d.hands().map(Some)).unwrap_or(r.hands),
        r.calls
            .iter()
            .map(|c| {
                (
                    c.seat,
                    c.call.to_string(),
                    c.explanation.clone().filter(|e| !e.is_empty()),
                )
            })
            .collect(),
        r.cards.iter().map(|c| (c.seat, c.card)).collect(),
        r.result.or(r.claim),
    )
}

fn via_lin(r: &BoardRecord) -> BoardRecord {
    let b = r.to_lin(1);
    let text = write_lin(&LinFile {
        header: Vec::new(),
        boards: vec![Ok(b)],
    });
    let f = read_lin(&text);
    BoardRecord::from_lin(
        f.boards[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("{e}\n{text}")),
    )
}

fn via_pbn(r: &BoardRecord) -> BoardRecord {
    let text = write_pbn_game(&r.to_pbn(1));
    let f = read_pbn(&text);
    BoardRecord::from_pbn(
        f.games[0]
            .as_ref()
            .unwrap_or_else(|e| panic!("{e}\n{text}")),
    )
}

#[test]
fn pbn_through_lin_and_back() {
    for name in ["example1.pbn", "example2.pbn", "sample.pbn"] {
        let f = read_pbn_bytes(&std::fs::read(format!("{DIR}/pbn/{name}")).unwrap());
        for g in f.ok_games() {
            let r = BoardRecord::from_pbn(g);
            let back = via_lin(&r);
            assert_eq!(
                essentials(&back),
                essentials(&r),
                "{name} game {}",
                g.number
            );
            let again = via_pbn(&back);
            assert_eq!(
                essentials(&again),
                essentials(&r),
                "{name} game {}",
                g.number
            );
        }
    }
}

#[test]
fn lin_through_pbn_and_back() {
    let f = read_lin_bytes(&std::fs::read(format!("{DIR}/lin/example1.lin")).unwrap());
    for b in f.ok_boards() {
        let r = BoardRecord::from_lin(b);
        let back = via_pbn(&r);
        assert_eq!(essentials(&back), essentials(&r), "board {}", b.number);
        let again = via_lin(&back);
        assert_eq!(essentials(&again), essentials(&r), "board {}", b.number);
        // The alerts survive as alerts.
        let alerts = |r: &BoardRecord| r.calls.iter().filter(|c| c.alert).count();
        assert!(alerts(&again) >= alerts(&r));
    }
}

#[test]
fn irregularities_survive_pbn_round_trip_and_are_named_for_lin() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/export.pbn"
    ))
    .unwrap();
    let f = read_pbn(&text);
    let g2 = f.games[1].as_ref().unwrap();
    let r = BoardRecord::from_pbn(g2);
    let out = write_pbn_game(&r.to_pbn(1));
    assert!(
        out.contains("Pass ^S 1S ^I 1C\r\n2C Pass Pass Pass\r\n"),
        "{out}"
    );
    let lin = r.to_lin(1);
    assert!(
        lin.warnings
            .iter()
            .any(|w| w.message.contains("out of rotation")),
        "{:?}",
        lin.warnings
    );
    let g1 = f.games[0].as_ref().unwrap();
    let out = write_pbn_game(&BoardRecord::from_pbn(g1).to_pbn(1));
    assert!(
        out.contains("C5 ^R D6 CA C8\r\n^L C7 C4 CK C9\r\n*\r\n"),
        "{out}"
    );
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tenace-formats-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn convert_files() {
    let out_lin = temp("example2.lin");
    let rep = convert(format!("{DIR}/pbn/example2.pbn"), &out_lin).unwrap();
    assert_eq!(
        (rep.from, rep.to, rep.read, rep.written),
        (Format::Pbn, Format::Lin, 299, 299)
    );
    assert!(
        rep.losses.iter().any(|l| l.contains("DoubleDummyTricks")),
        "{:?}",
        rep.losses
    );
    let lin = read_lin_bytes(&std::fs::read(&out_lin).unwrap());
    assert_eq!(lin.ok_boards().count(), 299);

    let out_pbn = temp("example1.pbn");
    let rep = convert(format!("{DIR}/lin/example1.lin"), &out_pbn).unwrap();
    assert_eq!((rep.read, rep.written), (8, 8));
    let pbn = read_pbn_bytes(&std::fs::read(&out_pbn).unwrap());
    assert_eq!(pbn.ok_games().count(), 8);
    assert!(rep.to_string().contains("8 boards read, 8 written"));

    let out_same = temp("same.pbn");
    let rep = convert(format!("{DIR}/pbn/example3.pbn"), &out_same).unwrap();
    assert_eq!(rep.written, 7632);

    assert!(convert(format!("{DIR}/pbn/example1.pbn"), temp("x.txt")).is_err());
    let e = convert(temp("missing.pbn"), temp("y.lin")).unwrap_err();
    assert!(e.to_string().contains("missing.pbn"), "{e}");
    let _ = std::fs::remove_dir_all(out_lin.parent().unwrap());
}

/// PBN to LIN says what LIN cannot hold: the mandatory tags Event, Site,
/// Date and Scoring (LIN has no key for them), and, for a board with no
/// auction, its Contract, Declarer and Result (LIN holds a contract only
/// through the calls). Every board gets `pn`, with empty names when the
/// players are unknown, so that readers starting a board at `pn` see it.
#[test]
fn pbn_to_lin_lists_the_tags_it_cannot_carry() {
    let deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";
    let text = format!(
        "[Event \"Club night\"]\n[Site \"Here\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n"
    );
    let dir = std::env::temp_dir().join(format!("tenace-lin-losses-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("no-auction.pbn");
    std::fs::write(&input, text).unwrap();
    let out = dir.join("no-auction.lin");
    let rep = convert(&input, &out).unwrap();
    let tags = rep
        .losses
        .iter()
        .find(|l| l.starts_with("PBN tags and sections with no LIN equivalent"))
        .cloned()
        .unwrap_or_default();
    for name in ["Contract", "Declarer", "Event", "Result", "Site"] {
        assert!(tags.contains(name), "{name} missing from {tags:?}");
    }
    assert!(!tags.contains("Date"), "{tags}");
    let lin = std::fs::read_to_string(&out).unwrap();
    assert!(lin.starts_with("pn|,,,|"), "{lin}");
    let _ = std::fs::remove_dir_all(&dir);
}
