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
