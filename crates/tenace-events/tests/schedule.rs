//! An imported session's schedule check: the movement rebuilt from the
//! travellers (or Bridgemate's RoundData) and every result placed on it.
//!
//! fixtures/sessions/club-mitchell-3.pbn is a 3-table Mitchell of one
//! board a round (fixtures/README.md): round 1 T1 1v4 board 1, T2 2v5
//! board 2, T3 3v6 board 3 (not played: board 3 has two results); round 2
//! T1 1v5 board 3, T2 2v6 board 1, T3 3v4 board 2; round 3 T1 1v6 board 2,
//! T2 2v4 board 3, T3 3v5 board 1.

use tenace_events::exchange::ImportError;
use tenace_events::import_pbn;
use tenace_events::schedule::{check, rebuild, Mismatch, Source};
use tenace_events::Violation;

fn club() -> import_pbn::PbnSession {
    import_pbn::read(include_str!(
        "../../../fixtures/sessions/club-mitchell-3.pbn"
    ))
    .unwrap()
}

#[test]
fn the_rebuilt_movement_of_the_club_session_is_checked() {
    // Round 1 has no table 3 among the travellers, so the rebuilt movement
    // lacks that cell: pairs 3 and 6 play two boards, the others three, and
    // board 3 is played twice: the verifier names what does not hold.
    let s = club();
    let c = check(&s, None);
    assert_eq!(c.source, Source::Rebuilt);
    match &c.refused {
        Some(ImportError::FailsVerification(v)) => assert!(!v.is_empty(), "{v:?}"),
        other => panic!("refused by the verifier, not {other:?}"),
    }
    assert!(!c.agrees());
}

#[test]
fn a_complete_session_agrees_and_a_moved_result_is_named() {
    // Add the missing round 1 table 3 result (3v6 on board 3): the rebuilt
    // movement is the complete Mitchell and every result is on its cell.
    let mut s = club();
    let mut extra = s.boards[&3][0].clone();
    extra.round = Some(1);
    extra.table = Some(3);
    extra.ns = 3;
    extra.ew = 6;
    s.boards.get_mut(&3).unwrap().push(extra);
    let m = rebuild(&s).unwrap().unwrap();
    assert_eq!((m.rounds, m.tables, m.positions), (3, 3, 6));
    let c = check(&s, None);
    assert!(c.agrees(), "{c:?}");
    // Against that movement, the round 3 table 3 line written as 3v4 is by
    // other pairs than the schedule's 3v5; and a line without a round
    // cannot be placed (its cell, round 2 table 3 board 2, then has none).
    let mut moved = s.clone();
    let b1 = moved.boards.get_mut(&1).unwrap();
    let l = b1.iter_mut().find(|l| l.round == Some(3)).unwrap();
    l.ew = 4;
    let b2 = moved.boards.get_mut(&2).unwrap();
    let l = b2.iter_mut().find(|l| l.round == Some(2)).unwrap();
    l.round = None;
    let c = check(&moved, Some(&m));
    assert_eq!(c.source, Source::Given);
    assert_eq!(
        c.mismatches,
        vec![
            Mismatch::Pairs {
                round: 3,
                table: 3,
                board: 1,
                ns: 3,
                ew: 4,
                scheduled_ns: Some(3),
                scheduled_ew: Some(5)
            },
            Mismatch::Unplaced {
                board: 2,
                ns: 3,
                ew: 4
            },
            Mismatch::Missing {
                round: 2,
                table: 3,
                board: 2
            },
        ]
    );
    // Rebuilt from those travellers instead, pair 4 sits at two tables in
    // round 3 (2v4 at table 2, 3v4 at table 3) and plays board 1 twice;
    // round 2 has no table 3.
    let c = check(&moved, None);
    match &c.refused {
        Some(ImportError::FailsVerification(v)) => assert!(
            v.contains(&Violation::PositionTwice {
                round: 3,
                position: 4
            }) && v.contains(&Violation::MissingCell { round: 2, table: 3 }),
            "{v:?}"
        ),
        other => panic!("refused by the verifier, not {other:?}"),
    }
}

#[test]
fn travellers_without_rounds_cannot_be_rebuilt() {
    let mut s = club();
    for lines in s.boards.values_mut() {
        for l in lines {
            l.round = None;
        }
    }
    let c = check(&s, None);
    assert!(c.no_rounds);
    assert_eq!(c.mismatches.len(), 8);
    assert!(rebuild(&s).is_none());
}
