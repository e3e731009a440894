//! Boards with auction and play replay through the table engine and give
//! the recorded result; the irregularity notation becomes engine events.

use tenace_formats::check::check_bytes;
use tenace_formats::engine;
use tenace_formats::pbn::read_pbn;
use tenace_formats::{BoardRecord, BoardStatus, Format};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/endplay");

fn checks(rel: &str, format: Format) -> Vec<tenace_formats::BoardCheck> {
    let bytes = std::fs::read(format!("{DIR}/{rel}")).expect("fixture present");
    check_bytes(&bytes, format)
}

#[test]
fn consistent_fixtures_replay_to_their_recorded_results() {
    for (rel, format) in [
        ("pbn/example1.pbn", Format::Pbn),
        ("pbn/example2.pbn", Format::Pbn),
        ("pbn/sample.pbn", Format::Pbn),
        ("lin/example1.lin", Format::Lin),
    ] {
        let boards = checks(rel, format);
        assert!(!boards.is_empty());
        let mut replayed = 0;
        for b in &boards {
            assert!(
                matches!(b.status, BoardStatus::Ok | BoardStatus::Notes),
                "{rel}: {b}"
            );
            assert!(b.irregularities.is_empty(), "{rel}: {b}");
            if let Some(rec) = b.recorded_result {
                assert_eq!(b.replayed_result, Some(rec), "{rel}: {b}");
                replayed += 1;
            }
        }
        assert!(replayed > 0, "{rel}");
    }
}

#[test]
fn inconsistent_fixture_is_reported_never_misreplayed() {
    // example3 (and its first game, example4) come from a source that
    // leaves out the passes before the opening bid and writes many tricks
    // in an order that does not match the hands. Every board is read; no
    // replay contradicts a recorded result; every board whose play cannot
    // be replayed says why, with a position.
    for rel in ["pbn/example3.pbn", "pbn/example4.pbn"] {
        let boards = checks(rel, Format::Pbn);
        let mut agree = 0;
        for b in &boards {
            assert_ne!(b.status, BoardStatus::Unreadable, "{rel}: {b}");
            if let (Some(a), Some(r)) = (b.recorded_result, b.replayed_result) {
                assert_eq!(a, r, "{rel}: {b}");
                agree += 1;
            }
            if b.status == BoardStatus::Problems {
                assert!(
                    b.replay_problems.iter().all(|p| p.pos.is_some()),
                    "{rel}: {b}"
                );
            }
        }
        if rel.ends_with("example3.pbn") {
            assert_eq!(boards.len(), 7632);
            assert!(agree > 3000, "{agree}");
        }
    }
}

const IRREGULAR: &str = "[Board \"4\"]\n[Dealer \"W\"]\n[Vulnerable \"All\"]\n\
[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\
[Declarer \"S\"]\n[Contract \"1C\"]\n[Result \"7\"]\n\
[Auction \"W\"]\n^S 1D Pass ^I 1C\nPass Pass Pass\n\
[Play \"W\"]\nHA H8 H5 H2\nHK H9 H6 H3\nHQ HT ^L H7 H4\n*\n";

#[test]
fn irregularity_notation_becomes_engine_irregularities() {
    let f = read_pbn(IRREGULAR);
    let g = f.games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    let rec = BoardRecord::from_pbn(g);
    let imp = engine::import(&rec).unwrap();
    assert!(imp.stopped.is_none(), "{:?}", imp.stopped);
    // Six calls and twelve cards, then declarer's claim of 7 of the
    // remaining 10 tricks and the two defenders' agreement.
    assert_eq!(imp.table.log().len(), 21);
    assert!(matches!(
        imp.table.log()[18],
        tenace_laws::Event::Claim {
            seat: tenace_core::Seat::South,
            tricks: 7,
            ..
        }
    ));
    let state = imp.table.state();
    let laws: Vec<&str> = state
        .rect
        .irregularities
        .iter()
        .map(|i| i.law.as_str())
        .collect();
    assert!(laws.contains(&"31"), "{laws:?}");
    assert!(laws.contains(&"27"), "{laws:?}");
    assert!(laws.iter().any(|l| l.starts_with("56")), "{laws:?}");
    let c = tenace_formats::check::check_record(rec, &g.warnings);
    let text = c.to_string();
    assert!(
        text.contains("29A") && text.contains("27A1") && text.contains("53A"),
        "{text}"
    );
    assert_eq!(c.replayed_result, Some(7));
    assert_eq!(c.recorded_result, Some(7));
    assert!(c.replay_problems.is_empty(), "{text}");
}

#[test]
fn a_card_the_player_does_not_hold_stops_the_replay_with_its_position() {
    let text = IRREGULAR.replace("HQ HT ^L H7 H4", "HQ HT ^L H7 S4");
    let f = read_pbn(&text);
    let g = f.games[0].as_ref().unwrap();
    assert!(
        g.warnings.iter().any(|w| w.message.contains("S4")),
        "{:?}",
        g.warnings
    );
    let c = tenace_formats::check::check_record(BoardRecord::from_pbn(g), &g.warnings);
    assert_eq!(c.status, BoardStatus::Problems);
    let p = &c.replay_problems[0];
    assert!(
        p.message.contains("S4") && p.message.contains("does not hold"),
        "{c}"
    );
    assert_eq!(p.pos.map(|p| p.line), Some(14));
}

#[test]
fn a_table_exports_to_pbn_with_its_irregularities() {
    use tenace_formats::pbn::write_pbn_game;
    // A complete board from the LIN fixture, and the irregular one above
    // played to the end by the engine.
    let lin = std::fs::read(format!("{DIR}/lin/example1.lin")).unwrap();
    let f = tenace_formats::lin::read_lin_bytes(&lin);
    let rec = BoardRecord::from_lin(f.boards[0].as_ref().unwrap());
    let imp = engine::import(&rec).unwrap();
    let res = imp.table.result().expect("the board is complete");
    let alerts = |r: &BoardRecord| r.calls.iter().filter(|c| c.alert).count();
    assert_eq!(alerts(&engine::record_of_table(&imp.table)), alerts(&rec));
    assert!(alerts(&rec) > 0);
    let out = write_pbn_game(&engine::record_of_table(&imp.table).to_pbn(1));
    assert!(
        out.contains(&format!("[Result \"{}\"]", res.declarer_tricks.unwrap())),
        "{out}"
    );
    assert!(
        out.contains(&format!("[Score \"NS {}\"]", res.score_ns)),
        "{out}"
    );
    let back = read_pbn(&out);
    let again = BoardRecord::from_pbn(back.games[0].as_ref().unwrap());
    let cards = |r: &BoardRecord| r.cards.iter().map(|c| (c.seat, c.card)).collect::<Vec<_>>();
    assert_eq!(cards(&again), cards(&rec));

    let g = read_pbn(IRREGULAR);
    let rec = BoardRecord::from_pbn(g.games[0].as_ref().unwrap());
    let imp = engine::import(&rec).unwrap();
    let out = write_pbn_game(&engine::record_of_table(&imp.table).to_pbn(1));
    assert!(
        out.contains("[Auction \"W\"]\r\n^S 1D Pass ^I 1C\r\nPass Pass Pass\r\n"),
        "{out}"
    );
    assert!(out.contains("HQ HT ^L H7 H4\r\n*\r\n"), "{out}");
}

#[test]
fn check_report_prints_and_serializes() {
    let report = tenace_formats::check(format!("{DIR}/pbn/example1.pbn"));
    assert_eq!(report.format, Some(Format::Pbn));
    assert_eq!(report.summary.boards, 2);
    assert_eq!(report.summary.results_agree, 2);
    let text = report.to_string();
    assert!(
        text.contains("#1 board 1") && text.contains("5H by S, 10 tricks (recorded and replayed)"),
        "{text}"
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["boards"][0]["status"], "ok");
    assert_eq!(json["boards"][1]["replayed_result"], 10);
    assert_eq!(json["boards"][0]["notes"][0]["law"], "69A");

    let missing = tenace_formats::check("/nonexistent/file.pbn");
    assert!(missing
        .file_error
        .unwrap()
        .contains("/nonexistent/file.pbn"));
}

/// The contract reached is written in the check report's JSON as the short
/// token it always carried (`ContractReached`): the contract's own text or
/// `passed out`.
#[test]
fn contract_reached_is_a_json_token() {
    use tenace_formats::ContractReached as R;
    let c: tenace_core::Contract = "4SX by N".parse().unwrap();
    let json = |r: R| serde_json::to_string(&r).unwrap();
    assert_eq!(json(R::Contract(c)), "\"4SX by N\"");
    assert_eq!(json(R::PassedOut), "\"passed out\"");
}
