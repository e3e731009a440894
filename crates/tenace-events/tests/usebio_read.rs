//! USEBIO XML read back into the published session (docs/events.md,
//! "Import"): a hand-written file with figures worked by hand, and a round
//! trip through our own exporter.

use std::collections::BTreeMap;

use tenace_events::export;
use tenace_events::import_pbn::{self, ScaleFinding};
use tenace_events::session::Line;
use tenace_events::usebio_read::{self, UsebioError};
use tenace_score::config::ScoringOptions;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/../../fixtures/sessions/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("fixture")
}

#[test]
fn a_hand_written_usebio_file_ranks_as_published() {
    // Board 1: +430 beats +400 (2 and 0 on a top of 2); board 2: two
    // −110s tie (1 each). Pairs 2 and 3: 2 + 1 = 3 of 4 = 75 %; pairs 1
    // and 4: 0 + 1 = 1 of 4 = 25 %.
    let s = usebio_read::read(&fixture("two-table.usebio.xml")).unwrap();
    assert_eq!(s.event.as_deref(), Some("Friday & friends"));
    assert_eq!(s.boards.len(), 2);
    assert_eq!(s.names[&3], "Eve Chen - Finn Yu");
    let b2 = &s.boards[&2];
    assert_eq!(b2[0].ns_score, Some(-110), "EW_SCORE is the E-W side's");
    assert_eq!((b2[0].round, b2[0].table), (Some(2), Some(1)));
    let opts = ScoringOptions::default();
    let ours = import_pbn::rank(&s, &opts).unwrap();
    assert_eq!(ours.rankings.len(), 1);
    assert_eq!(ours.rankings[0].line, Line::All);
    let got: Vec<(u16, usize, bool, f64)> = ours.rankings[0]
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.tied, p.percent))
        .collect();
    assert_eq!(
        got,
        vec![
            (2, 1, true, 75.0),
            (3, 1, true, 75.0),
            (1, 3, true, 25.0),
            (4, 3, true, 25.0)
        ]
    );
    let c = import_pbn::compare(&s, &ours, &opts).unwrap();
    assert_eq!(c.scale, ScaleFinding::Same);
    assert!(c.agree, "{c:#?}");
}

#[test]
fn export_then_import_gives_the_same_ranking() {
    let pbn = fixture("club-mitchell-3.pbn");
    let s = import_pbn::read(&pbn).unwrap();
    let opts = ScoringOptions::default();
    let first = import_pbn::rank(&s, &opts).unwrap();
    let players: BTreeMap<u16, Vec<String>> = s
        .names
        .iter()
        .map(|(&p, n)| (p, n.split(" - ").map(str::to_string).collect()))
        .collect();
    let xml = export::usebio(&first, &s.deals, &players);
    let back = usebio_read::read(&xml).unwrap();
    assert_eq!(back.deals, s.deals, "the hand set comes back");
    let second = import_pbn::rank(&back, &opts).unwrap();
    let key = |r: &tenace_events::session::SessionReport| {
        r.rankings
            .iter()
            .map(|x| {
                (
                    x.line,
                    x.pairs
                        .iter()
                        .map(|p| {
                            (
                                p.position,
                                p.place,
                                p.tied,
                                (p.percent * 100.0).round() as i64,
                            )
                        })
                        .collect::<Vec<_>>(),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(key(&first), key(&second));
    // Our own file is on our own scale and agrees with itself.
    let c = import_pbn::compare(&back, &second, &opts).unwrap();
    assert_eq!(c.scale, ScaleFinding::Same);
    assert!(c.agree, "{c:#?}");
    // The PBN export reads back the same way.
    let again = import_pbn::read(&export::pbn(&first, &s.deals, &s.names)).unwrap();
    assert_eq!(key(&import_pbn::rank(&again, &opts).unwrap()), key(&first));
}

#[test]
fn bad_usebio_is_a_typed_error() {
    assert!(matches!(
        usebio_read::read("<USEBIO><EVENT>"),
        Err(UsebioError::Xml { .. })
    ));
    assert_eq!(usebio_read::read("<A/>"), Err(UsebioError::NotUsebio));
    assert_eq!(
        usebio_read::read(
            "<USEBIO><EVENT><BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD></EVENT></USEBIO>"
        ),
        Err(UsebioError::NotMatchpoints("IMPS".into()))
    );
    let bad = fixture("two-table.usebio.xml").replace("<NS_PAIR_NUMBER>3<", "<NS_PAIR_NUMBER>x<");
    assert!(matches!(
        usebio_read::read(&bad),
        Err(UsebioError::BadValue {
            element: "NS_PAIR_NUMBER",
            ..
        })
    ));
}
