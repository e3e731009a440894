//! Bridgemate `ReceivedData` as `mdb-export` prints it, written here from
//! the Bridgemate documentation's column names (no real .bws file was
//! available): the results of fixtures/sessions/club-mitchell-3.pbn.

use tenace_events::bws::{self, BwsError};
use tenace_events::import_pbn;
use tenace_score::config::ScoringOptions;

const CSV: &str = r#"ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,DateLog,TimeLog,Processed,Erased
1,1,1,1,1,1,4,1,"S","4 S","=","HJ","","11/24/26 00:00:00","12/30/99 19:40:00",1,0
2,1,2,1,2,2,5,5,"E","4 H","-1","CJ","","11/24/26 00:00:00","12/30/99 19:41:00",1,0
3,1,2,2,1,2,6,2,"S","4 S","-1","HJ","","11/24/26 00:00:00","12/30/99 19:55:00",1,0
4,1,3,2,2,3,4,4,"E","4 H","=","CJ","","11/24/26 00:00:00","12/30/99 19:56:00",1,0
5,1,1,2,3,1,5,5,"W","4 S","=","DJ","","11/24/26 00:00:00","12/30/99 19:57:00",1,0
6,1,1,3,2,1,6,6,"E","4 H","=","DQ","","11/24/26 00:00:00","12/30/99 20:10:00",1,0
7,1,2,3,3,2,4,4,"W","4 S","+1","DJ","","11/24/26 00:00:00","12/30/99 20:11:00",1,0
8,1,3,3,1,3,5,3,"S","3 S","+1","D9","""late""","11/24/26 00:00:00","12/30/99 20:12:00",1,0
9,1,3,3,1,3,5,3,"S","3 S","=","D9","","11/24/26 00:00:00","12/30/99 20:09:00",1,1
"#;

#[test]
fn received_data_ranks_like_the_same_session_in_pbn() {
    let s = bws::read_received_data(CSV).unwrap();
    // Eight lines: the erased ninth is skipped.
    assert_eq!(s.boards.values().map(Vec::len).sum::<usize>(), 8);
    let l = &s.boards[&1][0];
    assert_eq!(
        (
            l.contract.as_deref(),
            l.declarer.as_deref(),
            l.result.as_deref()
        ),
        (Some("4S"), Some("S"), Some("="))
    );
    let r = import_pbn::rank(&s, &ScoringOptions::default()).unwrap();
    // No directions published, and no pair sat both ways: two lines. By
    // hand (fixtures/README.md, on the 2/1/0 scale): N-S 1 = 8.5 of 12,
    // 2 = 4.5 of 12, 3 = 3 of 8; E-W 6 = 7 of 8, 4 = 6.5 of 12, 5 = 2.5 of 12.
    assert_eq!(r.rankings.len(), 2);
    let got: Vec<(u16, i64)> = r
        .rankings
        .iter()
        .flat_map(|x| x.pairs.iter())
        .map(|p| (p.position, (p.matchpoints * 100.0).round() as i64))
        .collect();
    assert_eq!(
        got,
        vec![(1, 850), (2, 450), (3, 300), (6, 700), (4, 650), (5, 250)]
    );
}

#[test]
fn bad_exports_are_typed_errors() {
    assert_eq!(bws::read_received_data(""), Err(BwsError::Empty));
    assert_eq!(
        bws::read_received_data("ID,Board\n1,1\n"),
        Err(BwsError::MissingColumn("PairNS"))
    );
    let bad = CSV.replace("1,1,1,1,1,1,4,", "1,1,1,1,x,1,4,");
    assert!(matches!(
        bws::read_received_data(&bad),
        Err(BwsError::BadValue {
            line: 2,
            column: "Board",
            ..
        })
    ));
    assert_eq!(
        bws::read_received_data("Board,\"PairNS\n"),
        Err(BwsError::Quote { line: 1 })
    );
}

/// `RoundData` of the same session as `mdb-export` would print it, written
/// from the Bridgemate table layout (spec §5.2; no real file was
/// available): the 3-table Mitchell of the fixture, E-W moving up two
/// tables (down one) and the boards down one each round.
const ROUND_DATA: &str = r#"Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards
1,1,1,1,4,1,1,""
1,2,1,2,5,2,2,""
1,3,1,3,6,3,3,""
1,1,2,1,5,3,3,""
1,2,2,2,6,1,1,""
1,3,2,3,4,2,2,""
1,1,3,1,6,2,2,""
1,2,3,2,4,3,3,""
1,3,3,3,5,1,1,""
"#;

/// `PlayerNumbers`: the players who logged on in round 1, an empty row and
/// a substitute known only by number at table 1, West, from round 3 (pair
/// 6 sits E-W there in round 3).
const PLAYER_NUMBERS: &str = r#"Section,Table,Direction,Number,Name,Round,TimeLog,Processed,Updated
1,1,"N","101","Ann Lee",1,"12/30/99 19:30:00",1,0
1,1,"S","102","Bob Wu",1,"12/30/99 19:30:00",1,0
1,1,"E","107","Ivy Ma",1,"12/30/99 19:30:00",1,0
1,1,"W","108","Jon Pak",1,"12/30/99 19:30:00",1,0
1,2,"N","103","Cara Lin",1,"12/30/99 19:31:00",1,0
1,2,"S","104","Dan Ho",1,"12/30/99 19:31:00",1,0
1,2,"E","109","Kim Sun",1,"12/30/99 19:31:00",1,0
1,2,"W","110","Leo Fu",1,"12/30/99 19:31:00",1,0
1,3,"N","105","Eve Chen",1,"12/30/99 19:32:00",1,0
1,3,"S","106","Finn Yu",1,"12/30/99 19:32:00",1,0
1,3,"E","111","Gus Tan",1,"12/30/99 19:32:00",1,0
1,3,"W","112","Hana Ko",1,"12/30/99 19:32:00",1,0
1,2,"E","","",2,"12/30/99 19:50:00",1,0
1,1,"W","113","",3,"12/30/99 20:05:00",1,0
"#;

#[test]
fn round_data_is_the_movement_and_it_verifies() {
    let rows = bws::read_round_data(ROUND_DATA).unwrap();
    assert_eq!(rows.len(), 9);
    assert_eq!(
        (rows[3].table, rows[3].round, rows[3].ns, rows[3].ew),
        (1, 2, 1, 5)
    );
    let m = bws::movement_from_round_data(&rows).unwrap();
    assert_eq!((m.rounds, m.tables, m.positions), (3, 3, 6));
    let c = m.cell(2, 2).unwrap();
    assert_eq!(c.holders(), (Some(2), Some(6)));
    assert_eq!(m.boards_of(c), vec![1]);
    // Pair 4 meeting pair 1 again in round 3 (and playing board 2 twice)
    // fails the verifier.
    let broken = ROUND_DATA.replace("1,1,3,1,6,2,2", "1,1,3,1,4,2,2");
    let rows = bws::read_round_data(&broken).unwrap();
    assert!(matches!(
        bws::movement_from_round_data(&rows),
        Err(BwsError::Movement(
            tenace_events::exchange::ImportError::FailsVerification(_)
        ))
    ));
    // Two sections are refused (one is read at a time).
    let two = format!("{ROUND_DATA}2,1,1,1,4,1,1,\"\"\n");
    let rows = bws::read_round_data(&two).unwrap();
    assert_eq!(
        bws::movement_from_round_data(&rows),
        Err(BwsError::Sections(2))
    );
    assert_eq!(
        bws::read_round_data("Section,Table,Round\n1,1,1\n"),
        Err(BwsError::MissingColumn("NSPair"))
    );
}

#[test]
fn player_numbers_name_the_pairs_through_round_data() {
    let rows = bws::read_round_data(ROUND_DATA).unwrap();
    let names = bws::names_from_player_numbers(PLAYER_NUMBERS, &rows).unwrap();
    let want: Vec<(u16, &str)> = vec![
        (1, "Ann Lee - Bob Wu"),
        (2, "Cara Lin - Dan Ho"),
        (3, "Eve Chen - Finn Yu"),
        (4, "Ivy Ma - Jon Pak"),
        (5, "Kim Sun - Leo Fu"),
        (6, "Gus Tan - Hana Ko - 113"),
    ];
    let got: Vec<(u16, &str)> = names.iter().map(|(&p, n)| (p, n.as_str())).collect();
    assert_eq!(got, want);
    let bad = PLAYER_NUMBERS.replace("1,1,\"N\",\"101\"", "1,1,\"X\",\"101\"");
    assert!(matches!(
        bws::names_from_player_numbers(&bad, &rows),
        Err(BwsError::BadValue {
            line: 2,
            column: "Direction",
            ..
        })
    ));
}
