//! Tie-breaks for teams (events.md §6.4), on standings made up by hand.

use tenace_events::tiebreak::{rank, Placed, Played, Standing, TieBreak, TEAMS_CHAIN};

fn st(id: u16, score: f64, won: f64, lost: f64) -> Standing {
    Standing {
        id,
        score,
        imps_won: won,
        imps_lost: lost,
    }
}

fn pl(a: u16, b: u16, vps: [f64; 2], imps: [f64; 2]) -> Played {
    Played {
        teams: [a, b],
        vps,
        imps,
    }
}

fn view(p: &[Placed]) -> Vec<(u16, usize, bool, Option<TieBreak>)> {
    p.iter()
        .map(|x| (x.id, x.place, x.tied, x.decided_by))
        .collect()
}

#[test]
fn without_a_chain_ties_stand() {
    let s = [
        st(1, 30.0, 10.0, 5.0),
        st(2, 30.0, 20.0, 5.0),
        st(3, 40.0, 0.0, 0.0),
    ];
    assert_eq!(
        view(&rank(&s, &[], &[])),
        vec![(3, 1, false, None), (1, 2, true, None), (2, 2, true, None)]
    );
}

/// Three teams on 30 VPs that all met: among them A (1) has 12 + 9 = 21
/// VPs, B (2) 8 + 15 = 23, C (3) 5 + 11 = 16: B, A, C.
#[test]
fn three_teams_that_all_met_go_by_the_vps_among_them() {
    let s = [
        st(1, 30.0, 0.0, 0.0),
        st(2, 30.0, 0.0, 0.0),
        st(3, 30.0, 0.0, 0.0),
    ];
    let m = [
        pl(1, 2, [12.0, 8.0], [10.0, 5.0]),
        pl(2, 3, [15.0, 5.0], [20.0, 4.0]),
        pl(3, 1, [11.0, 9.0], [7.0, 5.0]),
    ];
    assert_eq!(
        view(&rank(&s, &m, &TEAMS_CHAIN)),
        vec![
            (2, 1, false, Some(TieBreak::DirectMatch)),
            (1, 2, false, Some(TieBreak::DirectMatch)),
            (3, 3, false, None),
        ]
    );
}

/// Two teams on 30 VPs that did not meet: A won 40 and lost 20 IMPs
/// (quotient 2.0), B 45 and 30 (1.5): A first.
#[test]
fn teams_that_did_not_meet_go_by_the_imp_quotient() {
    let s = [st(2, 30.0, 45.0, 30.0), st(1, 30.0, 40.0, 20.0)];
    assert_eq!(
        view(&rank(&s, &[], &TEAMS_CHAIN)),
        vec![
            (1, 1, false, Some(TieBreak::ImpQuotient)),
            (2, 2, false, None)
        ]
    );
}

/// A (1) and B (2) on 30 VPs, not met, the same quotient (30/15 and
/// 40/20). Both played C (3, first with 40 VPs) and D (4): A lost to C by
/// 10 − 15 = 5 IMPs, B by 8 − 10 = 2; C is the highest-ranked common
/// opponent, so B is above A whatever happened against D.
#[test]
fn equal_quotients_go_by_the_margin_against_common_opponents() {
    let s = [
        st(1, 30.0, 30.0, 15.0),
        st(2, 30.0, 40.0, 20.0),
        st(3, 40.0, 0.0, 0.0),
        st(4, 10.0, 0.0, 0.0),
    ];
    let m = [
        pl(1, 3, [8.0, 12.0], [10.0, 15.0]),
        pl(3, 2, [11.0, 9.0], [10.0, 8.0]),
        pl(1, 4, [20.0, 0.0], [50.0, 0.0]),
        pl(2, 4, [12.0, 8.0], [5.0, 0.0]),
    ];
    assert_eq!(
        view(&rank(&s, &m, &TEAMS_CHAIN)),
        vec![
            (3, 1, false, None),
            (2, 2, false, Some(TieBreak::CommonOpponents)),
            (1, 3, false, None),
            (4, 4, false, None),
        ]
    );
    // Without the third rule the tie stands.
    let two = [TieBreak::DirectMatch, TieBreak::ImpQuotient];
    assert_eq!(
        view(&rank(&s, &m, &two))[1..3],
        [(1, 2, true, None), (2, 2, true, None)]
    );
}
