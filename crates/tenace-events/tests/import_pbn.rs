//! A session read back from PBN score tables and compared with the
//! organiser's published figures (docs/events.md, "Import"). The expected
//! figures are the file's own (worked by hand in fixtures/README.md), not
//! our output.

use tenace_core::{Seat, Strain};
use tenace_events::analysis;
use tenace_events::import_pbn::{self, Difference, PbnImportError, ScaleFinding};
use tenace_events::session::Line;
use tenace_score::config::{Factoring, ScoringOptions};

fn fixture() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/sessions/club-mitchell-3.pbn"
    );
    std::fs::read_to_string(path).expect("fixture")
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.005
}

#[test]
fn hand_made_club_session_ranks_as_the_organiser_published() {
    let s = import_pbn::read(&fixture()).unwrap();
    assert_eq!(s.event.as_deref(), Some("Tuesday pairs (hand-made)"));
    assert_eq!(s.boards.len(), 3);
    assert_eq!(s.deals.len(), 3);
    assert_eq!(s.ranking.len(), 6);
    assert_eq!(s.names[&1], "Ann Lee - Bob Wu");
    let opts = ScoringOptions::default();
    let ours = import_pbn::rank(&s, &opts).unwrap();
    // Two winners, as the TotalScoreTable's directions say.
    assert_eq!(ours.rankings.len(), 2);
    let ns = &ours.rankings[0];
    assert_eq!(ns.line, Line::NorthSouth);
    let got: Vec<(u16, usize, bool)> = ns
        .pairs
        .iter()
        .map(|p| (p.position, p.place, p.tied))
        .collect();
    assert_eq!(got, vec![(1, 1, false), (2, 2, true), (3, 2, true)]);
    // By hand (2/1/0, board 3 Neuberg-factored from 2 to 3 results):
    // pair 1: 4 + 1 + 3.5 = 8.5 of 12; pair 3: 2 + 1 = 3 of 8.
    assert!(close(ns.pairs[0].percent, 8.5 / 12.0 * 100.0));
    assert!(close(ns.pairs[0].matchpoints, 8.5));
    assert!(close(ns.pairs[2].percent, 37.5));
    let ew = &ours.rankings[1];
    let got: Vec<u16> = ew.pairs.iter().map(|p| p.position).collect();
    assert_eq!(got, vec![6, 4, 5]);
    assert!(close(ew.pairs[1].percent, 6.5 / 12.0 * 100.0));

    let c = import_pbn::compare(&s, &ours, &opts).unwrap();
    // The organiser publishes on the 1/0.5/0 scale: half our 2/1/0 figures.
    assert_eq!(c.scale, ScaleFinding::Ratio { ratio: 0.5 });
    assert!(c.agree, "{c:#?}");
    assert!(c
        .boards
        .iter()
        .all(|b| b.agree == b.lines && b.difference.is_none()));
    let p1 = c.contestants.iter().find(|x| x.pair == 1).unwrap();
    assert!(close(p1.our_matchpoints, 4.25));
    assert_eq!(p1.their_matchpoints, Some(4.25));
}

/// The same session as an organiser who does not factor the board with
/// fewer results: board 3 is scored on its own top of 1 (1/0.5/0 scale), so
/// pair 1 has 2 + 0.5 + 1 = 3.5 of 5 (70.00 %), pair 2 has 0 + 2 + 0 = 2 of
/// 5 (40.00 %) and comes second alone.
fn unfactored() -> String {
    fixture()
        .replace("1.75 0.25  88  12", "1.0 0.0 100   0")
        .replace("0.25 1.75  12  88", "0.0 1.0   0 100")
        .replace(" 1 1 1 \"N-S\" 4.25 70.83", " 1 1 1 \"N-S\" 3.50 70.00")
        .replace("2= 2 2 \"N-S\" 2.25 37.50", " 2 2 2 \"N-S\" 2.00 40.00")
        .replace("2= 3 3 \"N-S\" 1.50 37.50", " 3 3 3 \"N-S\" 1.50 37.50")
        .replace(" 2 4 1 \"E-W\" 3.25 54.17", " 2 4 1 \"E-W\" 2.50 50.00")
        .replace(" 3 5 2 \"E-W\" 1.25 20.83", " 3 5 2 \"E-W\" 1.00 20.00")
}

#[test]
fn an_organiser_without_factoring_is_named_as_the_difference() {
    let s = import_pbn::read(&unfactored()).unwrap();
    let opts = ScoringOptions::default();
    let ours = import_pbn::rank(&s, &opts).unwrap();
    let c = import_pbn::compare(&s, &ours, &opts).unwrap();
    assert!(!c.agree);
    assert_eq!(c.scale, ScaleFinding::Ratio { ratio: 0.5 });
    let factoring = Difference::Factoring {
        theirs: Factoring::None,
        ours: Factoring::Neuberg,
    };
    let b3 = c.boards.iter().find(|b| b.board == 3).unwrap();
    assert_eq!(b3.difference, Some(factoring));
    assert_eq!(b3.agree, 0);
    for b in c.boards.iter().filter(|b| b.board != 3) {
        assert_eq!(b.difference, None);
    }
    let p2 = c.contestants.iter().find(|x| x.pair == 2).unwrap();
    assert!(!p2.agree);
    assert_eq!(p2.difference, Some(factoring));
    assert_eq!(p2.their_percent, Some(40.0));
    // Pair 6 did not play board 3 and its figures agree.
    assert!(c.contestants.iter().find(|x| x.pair == 6).unwrap().agree);
    // Ranked with the organiser's method, ours is theirs.
    let theirs = ScoringOptions {
        factoring: Factoring::None,
        ..ScoringOptions::default()
    };
    let ours = import_pbn::rank(&s, &theirs).unwrap();
    let c = import_pbn::compare(&s, &ours, &theirs).unwrap();
    assert!(c.agree, "{c:#?}");
}

#[test]
fn bad_files_are_typed_errors() {
    assert_eq!(import_pbn::read(""), Err(PbnImportError::NoGames));
    assert_eq!(
        import_pbn::read("[Event \"x\"]\n[Board \"1\"]\n[Deal \"N:J65.AT72.6.T9876 874.Q654.AQ.AK42 AKQT2.K983.KJT.J 93.J.9875432.Q53\"]\n"),
        Err(PbnImportError::NoScoreTable)
    );
    let imps = "[Board \"1\"]\n[ScoreTable \"Table;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;IMP_NS\"]\n1 1 2 3NT N 9 400 3\n";
    // An IMP session is read, and refused only by the matchpoint ranking.
    let imps = import_pbn::read(imps).unwrap();
    assert!(imps.imps);
    assert_eq!(
        import_pbn::rank(&imps, &Default::default()),
        Err(PbnImportError::Imps)
    );
    let bad = fixture().replace("1 1  1  4 4S", "1 1  X  4 4S");
    assert!(matches!(
        import_pbn::read(&bad),
        Err(PbnImportError::BadValue {
            board: 1,
            column: "PairId_NS",
            ..
        })
    ));
    // A result tenace-score refuses is named by board and row.
    let s = import_pbn::read(&fixture().replace("4S    S 10 HJ", "4S    Q 10 HJ")).unwrap();
    assert!(matches!(
        import_pbn::rank(&s, &ScoringOptions::default()),
        Err(PbnImportError::Row {
            board: 1,
            row: 1,
            ..
        })
    ));
}

#[test]
fn each_result_is_set_against_the_double_dummy_tricks() {
    let s = import_pbn::read(&fixture()).unwrap();
    let mut r = import_pbn::rank(&s, &ScoringOptions::default()).unwrap();
    // A made-up table: 10 tricks for South in spades, 9 for East in hearts.
    analysis::annotate(&mut r, |_, seat, strain| match (seat, strain) {
        (Seat::South, Strain::Spades) => Some(10),
        (Seat::East, Strain::Hearts) => Some(9),
        _ => None,
    });
    let b1 = &r.travellers[0];
    let l = b1.lines.iter().find(|l| l.ns == 2).unwrap();
    assert_eq!(
        (l.tricks, l.dd_tricks, l.dd_difference),
        (Some(9), Some(10), Some(-1))
    );
    let b2 = &r.travellers[1];
    let l = b2.lines.iter().find(|l| l.ns == 1).unwrap();
    assert_eq!((l.dd_tricks, l.dd_difference), (Some(9), Some(1)));
    // West's spade contracts have no entry in the made-up table.
    assert!(r.travellers[2].lines.iter().all(|l| l.dd_tricks.is_none()));
    assert_eq!(
        analysis::declarer_and_strain(Some("3NTX"), Some("w")),
        Some((Seat::West, Strain::NoTrump))
    );
    assert_eq!(analysis::declarer_and_strain(Some("Pass"), None), None);
}

/// A session scored at cross-IMPs, by hand: board 1 (none vulnerable) N-S
/// +420 (4S=, table 1, pairs 1 v 4), +170 (2S+2, table 2, 2 v 5), −50
/// (4S−1, table 3, 3 v 6). Law 78B: +420 against +170 is 250, 6 IMPs;
/// against −50 470, 10 IMPs; +170 against −50 220, 6 IMPs. Per comparison
/// (the average of the two): pair 1 (6 + 10)/2 = 8, pair 2 (−6 + 6)/2 = 0,
/// pair 3 (−10 − 6)/2 = −8; the E-W pairs the opposite.
const CROSS_IMPS: &str = r#"% PBN 2.1
% EXPORT
[Event "IMP pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Scoring "IMP;Cross"]
[TotalScoreTable "Rank\2R;PairId\2R;Direction\5L;TotalScoreIMP\6R"]
 1  1 NS     8.00
 2  2 NS     0.00
 3  3 NS    -8.00
 1  6 EW     8.00
 2  5 EW     0.00
 3  4 EW    -8.00
[ScoreTable "Round\1R;Table\1R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\5R;IMP_NS\6R;IMP_EW\6R"]
1 1  1  4 4S   N 10   420   8.00  -8.00
1 2  2  5 2S   N 10   170   0.00   0.00
1 3  3  6 4S   N  9   -50  -8.00   8.00
"#;

#[test]
fn an_imp_session_is_rescored_and_its_method_found() {
    use tenace_events::import_pbn::{compare_imps, rank, read, PbnImportError};
    let s = read(CROSS_IMPS).unwrap();
    assert!(s.imps);
    let opts = tenace_score::config::ScoringOptions::default();
    // Not a matchpoint session.
    assert!(matches!(rank(&s, &opts), Err(PbnImportError::Imps)));
    let c = compare_imps(&s, &opts).unwrap();
    assert_eq!(c.method, Some(tenace_score::imps_field::ImpMethod::Cross));
    let cross = c
        .methods
        .iter()
        .find(|m| m.method == tenace_score::imps_field::ImpMethod::Cross)
        .unwrap();
    assert_eq!((cross.agree, cross.lines), (3, 3));
    assert!(c.agree, "{c:?}");
    let one = c.contestants.iter().find(|x| x.pair == 1).unwrap();
    assert_eq!(
        (one.our_place, one.our_imps, one.their_imps),
        (1, 8.0, Some(8.0))
    );
    // A published total that is not ours is named.
    let changed = CROSS_IMPS.replace(" 2  2 NS     0.00", " 2  2 NS     1.00");
    let c = compare_imps(&read(&changed).unwrap(), &opts).unwrap();
    assert!(!c.agree);
    let two = c.contestants.iter().find(|x| x.pair == 2).unwrap();
    assert!(!two.agree);
    assert_eq!(c.contestants.iter().filter(|x| !x.agree).count(), 1);
}
