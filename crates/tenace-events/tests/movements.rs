//! Movements against the vectors of events.md §3 and §4.2, written out by
//! hand from the spec's rules, and broken movements the verifier rejects.

use proptest::prelude::*;
use tenace_events::exchange::{export, import};
use tenace_events::model::{Cell, Completeness, MovementKind as K};
use tenace_events::movements::{hesitation_layout, rainbow_layout, web_layout};
use tenace_events::{generate, verify, GenerateError, Movement, MovementOptions, Violation};

fn gen(kind: K, tables: u16) -> Movement {
    generate(&MovementOptions::new(kind, tables)).unwrap()
}

/// `(ns, ew, set)` of each table of a round.
fn round(m: &Movement, r: u16) -> Vec<(u16, u16, u16)> {
    m.round(r)
        .into_iter()
        .map(|c| (c.ns.unwrap(), c.ew.unwrap(), c.set.unwrap()))
        .collect()
}

#[test]
fn mitchell_three_tables_by_hand() {
    // §3.2: N-S k stays at table k; E-W k (pair 3 + k) moves up a table,
    // sets move down. r1: 1–1/s1 2–2/s2 3–3/s3; r2: 1–3/s2 2–1/s3 3–2/s1;
    // r3: 1–2/s3 2–3/s1 3–1/s2.
    let m = gen(K::Mitchell, 3);
    assert_eq!(round(&m, 1), vec![(1, 4, 1), (2, 5, 2), (3, 6, 3)]);
    assert_eq!(round(&m, 2), vec![(1, 6, 2), (2, 4, 3), (3, 5, 1)]);
    assert_eq!(round(&m, 3), vec![(1, 5, 3), (2, 6, 1), (3, 4, 2)]);
    assert_eq!(m.boards_of(m.cell(2, 1).unwrap()), vec![3, 4]);
    assert!(verify(&m).passes());
}

#[test]
fn skip_mitchell_four_tables() {
    // §3.3 vector: round 3 is after the skip.
    let m = gen(K::Mitchell, 4);
    assert_eq!(m.kind, K::SkipMitchell);
    assert_eq!(m.rounds, 3);
    assert_eq!(
        round(&m, 1),
        vec![(1, 5, 1), (2, 6, 2), (3, 7, 3), (4, 8, 4)]
    );
    assert_eq!(
        round(&m, 2),
        vec![(1, 8, 2), (2, 5, 3), (3, 6, 4), (4, 7, 1)]
    );
    assert_eq!(
        round(&m, 3),
        vec![(1, 6, 3), (2, 7, 4), (3, 8, 1), (4, 5, 2)]
    );
}

#[test]
fn skip_mitchell_revenge_round_repeats_meetings() {
    let mut o = MovementOptions::new(K::SkipMitchell, 6);
    o.rounds = Some(6);
    let mut m = generate(&o).unwrap();
    assert_eq!(m.promises.max_meetings, Some(2));
    m.promises.max_meetings = None;
    let v = verify(&m).violations;
    assert!(v
        .iter()
        .any(|x| matches!(x, Violation::RepeatMeeting { times: 2, .. })));
}

#[test]
fn relay_mitchell_four_tables() {
    // §3.4 vector; table 4 shares with table 1, the relay holds the rest.
    let m = gen(K::RelayMitchell, 4);
    assert_eq!(
        round(&m, 1),
        vec![(1, 5, 1), (2, 6, 2), (3, 7, 4), (4, 8, 1)]
    );
    assert_eq!(
        round(&m, 2),
        vec![(1, 8, 2), (2, 5, 3), (3, 6, 1), (4, 7, 2)]
    );
    assert_eq!(
        round(&m, 3),
        vec![(1, 7, 3), (2, 8, 4), (3, 5, 2), (4, 6, 3)]
    );
    assert_eq!(
        round(&m, 4),
        vec![(1, 6, 4), (2, 7, 1), (3, 8, 3), (4, 5, 4)]
    );
    assert!(m
        .cells
        .iter()
        .all(|c| (c.table == 4) == (c.shared_with == Some(1))));
    for t in [4, 6, 8, 10, 12] {
        let m = gen(K::RelayMitchell, t);
        assert_eq!(m.promises.complete, Completeness::Lines);
        assert!(verify(&m).passes(), "{t} tables");
    }
}

#[test]
fn howell_four_tables_full_schedule() {
    // §3.9.1: the schedule of the 4-table base, listed by set.
    let expected: [[(u16, u16, u16); 4]; 7] = [
        [(1, 8, 1), (4, 6, 3), (6, 7, 2), (7, 4, 5)],
        [(1, 5, 6), (2, 8, 2), (5, 7, 4), (7, 1, 3)],
        [(1, 2, 4), (2, 6, 7), (3, 8, 3), (6, 1, 5)],
        [(2, 3, 5), (3, 7, 1), (4, 8, 4), (7, 2, 6)],
        [(1, 3, 7), (3, 4, 6), (4, 1, 2), (5, 8, 5)],
        [(2, 4, 1), (4, 5, 7), (5, 2, 3), (6, 8, 6)],
        [(3, 5, 2), (5, 6, 1), (6, 3, 4), (7, 8, 7)],
    ];
    let m = gen(K::Howell, 4);
    for (r, row) in expected.iter().enumerate() {
        let mut got: Vec<(u16, u16, u16)> = round(&m, r as u16 + 1)
            .into_iter()
            .map(|(ns, ew, s)| (s, ns, ew))
            .collect();
        got.sort_unstable();
        assert_eq!(got, row.to_vec(), "round {}", r + 1);
    }
}

#[test]
fn howell_comparisons_as_tabulated() {
    // §3.9.1 table: comparisons min..max per table count.
    let table = [
        (4, 3, 3),
        (5, 3, 5),
        (6, 5, 5),
        (7, 5, 7),
        (8, 7, 7),
        (9, 7, 9),
        (10, 9, 9),
        (11, 9, 11),
    ];
    for (n, lo, hi) in table {
        let m = gen(K::Howell, n);
        let r = verify(&m);
        assert!(r.passes(), "{n} tables: {:?}", r.violations);
        let b = r.balance.unwrap();
        assert_eq!((b.same_min, b.same_max), (lo, hi), "{n} tables");
        assert_eq!(m.promises.plays_per_set, Some(n));
    }
    // V7 on the perfect 4-table Howell: 3 same, 3 opposite, 1 meeting with
    // t = 4, so every score is 3 − 3 + 3 = 3.
    let b = verify(&gen(K::Howell, 4)).balance.unwrap();
    assert_eq!((b.competition_min, b.competition_max), (3, 3));
}

#[test]
fn small_howells_share() {
    let m = gen(K::Howell, 2);
    assert_eq!(m.rounds, 3);
    assert!(m.round(1).iter().all(|c| c.set == Some(1)));
    let m = gen(K::Howell, 3);
    assert_eq!(m.rounds, 5);
    assert!(m.round(5).iter().all(|c| c.set == Some(5)));
    assert!(verify(&m).passes());
}

#[test]
fn partial_howell_keeps_v1_v2() {
    let mut o = MovementOptions::new(K::Howell, 8);
    o.rounds = Some(11);
    let m = generate(&o).unwrap();
    assert_eq!(m.rounds, 11);
    assert_eq!(m.promises.complete, Completeness::None);
    assert!(verify(&m).passes());
}

#[test]
fn rainbow_tables() {
    for t in [5, 7, 11, 13, 25] {
        let r = verify(&rainbow_layout(t, t, 2));
        assert!(r.passes(), "{t}: {:?}", r.violations);
    }
    let r = verify(&rainbow_layout(9, 9, 2));
    assert!(r
        .violations
        .iter()
        .any(|v| matches!(v, Violation::Replay { .. })));
    assert_eq!(
        generate(&MovementOptions::new(K::Individual, 9)),
        Err(GenerateError::NoDesign {
            kind: K::Individual,
            tables: 9
        })
    );
}

#[test]
fn eight_player_individual() {
    // §3.10: round 1 table 1 N8 S1 E6 W2, table 2 N5 S7 E3 W4.
    let m = gen(K::Individual, 2);
    assert_eq!(m.cell(1, 1).unwrap().seats, Some([8, 6, 1, 2].map(Some)));
    assert_eq!(m.cell(1, 2).unwrap().seats, Some([5, 3, 7, 4].map(Some)));
    assert_eq!(m.cell(2, 2).unwrap().seats, Some([6, 4, 1, 5].map(Some)));
    let ind = verify(&m).individuals.unwrap();
    assert_eq!((ind.partners_min, ind.partners_max), (1, 1));
    assert_eq!((ind.opponents_min, ind.opponents_max), (2, 2));
}

#[test]
fn hesitation_relay_place() {
    // §3.8: 7 tables, relay after table 3 passes; after table 2 replays.
    let m = hesitation_layout(7, 3, 2);
    assert!(verify(&m).passes());
    let sets: Vec<u16> = m.round(1).iter().map(|c| c.set.unwrap()).collect();
    assert_eq!(sets, vec![1, 2, 3, 5, 6, 7, 8]);
    let bad = verify(&hesitation_layout(7, 2, 2));
    assert!(bad
        .violations
        .iter()
        .any(|v| matches!(v, Violation::Replay { .. })));
    assert_eq!(gen(K::HesitationMitchell, 7), m);
}

#[test]
fn web_mitchell_sets() {
    let m = web_layout(10, 7, false, 2);
    let sets: Vec<u16> = m.round(1).iter().map(|c| c.set.unwrap()).collect();
    assert_eq!(sets, vec![1, 2, 3, 4, 5, 4, 3, 2, 1, 7]);
    assert!(verify(&m).passes());
    assert!(verify(&web_layout(10, 6, false, 2))
        .violations
        .iter()
        .any(|v| matches!(v, Violation::Replay { .. })));
    assert!(verify(&web_layout(10, 6, true, 2)).passes());
}

#[test]
fn round_robin_six_teams() {
    let m = gen(K::RoundRobin, 6);
    assert_eq!(m.rounds, 5);
    // Round 1: 6–1, 2–5, 3–4; home N-S at the odd table.
    let r1: Vec<(Option<u16>, Option<u16>)> = m.round(1).iter().map(|c| (c.ns, c.ew)).collect();
    assert_eq!(
        r1,
        vec![
            (Some(6), Some(1)),
            (Some(1), Some(6)),
            (Some(2), Some(5)),
            (Some(5), Some(2)),
            (Some(3), Some(4)),
            (Some(4), Some(3))
        ]
    );
    let mut home = [0; 7];
    for c in m.cells.iter().filter(|c| c.table % 2 == 1) {
        home[usize::from(c.ns.unwrap())] += 1;
    }
    assert!(home[1..].iter().all(|&h| h == 2 || h == 3), "{home:?}");
    let odd = gen(K::RoundRobin, 5);
    assert_eq!(odd.phantoms, vec![6]);
    assert!(verify(&odd).passes());
}

fn cell(round: u16, table: u16, ns: u16, ew: u16, set: u16) -> Cell {
    Cell {
        round,
        table,
        ns: Some(ns),
        ew: Some(ew),
        seats: None,
        set: Some(set),
        shared_with: None,
        arrow_switch: false,
    }
}

fn has(m: &Movement, pred: impl Fn(&Violation) -> bool) -> bool {
    verify(m).violations.iter().any(pred)
}

#[test]
fn broken_movements_are_rejected() {
    let good = gen(K::Mitchell, 3);
    // A missing and a duplicate cell.
    let mut m = good.clone();
    m.cells.retain(|c| !(c.round == 2 && c.table == 3));
    assert!(has(&m, |v| *v == Violation::MissingCell { round: 2, table: 3 }));
    let mut m = good.clone();
    m.cells.push(cell(1, 1, 1, 4, 1));
    assert!(has(&m, |v| *v
        == Violation::DuplicateCell { round: 1, table: 1 }));
    // E-W 4 plays set 1 in rounds 1 and 2: a replay and a position twice.
    let mut m = good.clone();
    m.cells[3] = cell(2, 1, 1, 4, 1); // was 1–6/s2
    assert!(has(&m, |v| *v
        == Violation::Replay {
            position: 4,
            set: 1,
            times: 2
        }));
    assert!(has(&m, |v| *v
        == Violation::RepeatMeeting {
            a: 1,
            b: 4,
            times: 2
        }));
    assert!(has(&m, |v| *v
        == Violation::PositionTwice {
            round: 2,
            position: 4
        }));
    assert!(has(&m, |v| matches!(
        v,
        Violation::NotMetOnce {
            a: 1,
            b: 6,
            times: 0
        }
    )));
    // A set that does not exist, a pair against itself, a shared table
    // playing another set, and too few copies.
    let mut m = good.clone();
    m.cells[0].set = Some(9);
    assert!(has(&m, |v| *v
        == Violation::UnknownSet {
            round: 1,
            table: 1,
            set: 9
        }));
    let mut m = good.clone();
    m.cells[0].ew = Some(1);
    assert!(has(&m, |v| matches!(
        v,
        Violation::SameContestant { position: 1, .. }
    )));
    let mut m = good.clone();
    m.cells[1].shared_with = Some(1);
    assert!(has(&m, |v| *v
        == Violation::ShareMismatch {
            round: 1,
            table: 2,
            with: 1
        }));
    let mut m = good.clone();
    m.cells[1].set = Some(1);
    assert!(has(&m, |v| *v
        == Violation::Copies {
            round: 1,
            set: 1,
            uses: 2,
            copies: 1
        }));
    // Sit-outs twice in a row.
    let mut m = good.clone();
    m.cells[0].ew = None;
    m.cells[5].ew = None; // round 2 table 3: 3–5 → E-W 5 ... and N-S 3
    m.cells[2].ns = None; // round 1 table 3: N-S 3 sits out in round 1
    assert!(has(&m, |v| *v
        == Violation::SitOutTwiceInRow {
            position: 3,
            round: 1
        }));
    // A team at two matches in one round.
    let mut rr = gen(K::RoundRobin, 4);
    rr.cells[1].ns = Some(2);
    rr.cells[1].ew = Some(4);
    assert!(has(&rr, |v| matches!(
        v,
        Violation::BrokenMatch { round: 1, .. }
    )));
}

#[test]
fn export_and_import_round_trip() {
    for (kind, t) in [
        (K::Mitchell, 5),
        (K::Howell, 6),
        (K::RelayMitchell, 4),
        (K::Individual, 2),
    ] {
        let m = gen(kind, t);
        let json = serde_json::to_string(&export(&m)).unwrap();
        let back = import(&json).unwrap();
        assert_eq!(export(&back), export(&m));
        // The whole movement also reads back as itself.
        assert_eq!(import(&serde_json::to_string(&m).unwrap()).unwrap(), m);
    }
    // A hand-made movement with a replay is refused.
    let bad = r#"{"rounds": [
        {"round": 1, "tables": [{"table": 1, "ns": 1, "ew": 2, "boards": [1, 2]}]},
        {"round": 2, "tables": [{"table": 1, "ns": 1, "ew": 3, "boards": [1, 2]}]}]}"#;
    assert!(matches!(
        import(bad),
        Err(tenace_events::exchange::ImportError::FailsVerification(_))
    ));
    let overlap = r#"{"rounds": [{"round": 1, "tables": [
        {"table": 1, "ns": 1, "ew": 2, "boards": [1, 2]},
        {"table": 2, "ns": 3, "ew": 4, "boards": [2, 3]}]}]}"#;
    assert!(matches!(
        import(overlap),
        Err(tenace_events::exchange::ImportError::OverlappingSets { board: 2 })
    ));
}

#[test]
fn arrow_switch_makes_one_winner() {
    let mut o = MovementOptions::new(K::Mitchell, 13);
    o.arrow_switch = true;
    let m = generate(&o).unwrap();
    assert_eq!(m.winners, tenace_events::model::Winners::One);
    // 26 boards in two-board rounds: an eighth is 3.25 boards, the last two
    // rounds are switched (§3.5).
    assert!(m.round(12).iter().all(|c| c.arrow_switch));
    assert!(!m.round(11).iter().any(|c| c.arrow_switch));
    // 3 tables of 2 boards: one round only.
    o.tables = 3;
    let small = generate(&o).unwrap();
    let switched: Vec<u16> = small
        .cells
        .iter()
        .filter(|c| c.arrow_switch)
        .map(|c| c.round)
        .collect();
    assert_eq!(switched, vec![3, 3, 3]);
    o.tables = 13;
    let c = m.cell(13, 1).unwrap();
    assert_eq!(c.holders(), (c.ew, c.ns));
    o.kind = K::Howell;
    assert_eq!(
        generate(&o),
        Err(GenerateError::ArrowSwitchNotApplicable { kind: K::Howell })
    );
}

/// The table counts each generator supports.
fn supported(kind: K) -> Vec<u16> {
    let all = 2..=40u16;
    match kind {
        K::Mitchell => all.filter(|&t| t >= 3).collect(),
        K::SkipMitchell | K::RelayMitchell | K::WebMitchell => {
            all.filter(|&t| t >= 4 && t % 2 == 0).collect()
        }
        K::HesitationMitchell => all.filter(|&t| t >= 3 && t % 2 == 1).collect(),
        K::Howell => (2..=11).collect(),
        K::Individual => all
            .filter(|&t| t == 2 || (t % 2 != 0 && t % 3 != 0))
            .collect(),
        K::RoundRobin => all.collect(),
        K::Custom => vec![],
    }
}

const KINDS: [K; 8] = [
    K::Mitchell,
    K::SkipMitchell,
    K::RelayMitchell,
    K::WebMitchell,
    K::HesitationMitchell,
    K::Howell,
    K::Individual,
    K::RoundRobin,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every generated movement for every supported table count passes
    /// the verifier; an unsupported count is a typed refusal, never a
    /// movement that fails.
    #[test]
    fn every_generated_movement_verifies(k in 0..KINDS.len(), t in 1u16..45, b in 1u16..5,
                                         arrow in any::<bool>(), rounds in proptest::option::of(1u16..30)) {
        let kind = KINDS[k];
        let o = MovementOptions { kind, tables: t, boards_per_round: b, rounds, arrow_switch: arrow };
        match generate(&o) {
            Ok(m) => {
                let r = verify(&m);
                prop_assert!(r.passes(), "{:?} {} tables: {:?}", kind, t, r.violations);
                let positions: std::collections::BTreeSet<u16> =
                    m.cells.iter().flat_map(|c| c.positions()).collect();
                prop_assert!(positions.iter().all(|&p| p >= 1 && p <= m.positions));
            }
            Err(e) => {
                prop_assert!(!matches!(e, GenerateError::FailsVerification(_)), "{:?}", e);
                if rounds.is_none() && !arrow {
                    prop_assert!(!supported(kind).contains(&t), "{:?} {}: {:?}", kind, t, e);
                }
            }
        }
    }
}

#[test]
fn every_supported_count_generates() {
    for kind in KINDS {
        for t in supported(kind) {
            let m = generate(&MovementOptions::new(kind, t))
                .unwrap_or_else(|e| panic!("{kind:?} {t}: {e}"));
            assert!(verify(&m).passes());
        }
    }
}

/// The 4-table, 7-round entry of emkael/howellki's movements.json (the
/// KoPS library), a cyclic description: events.md §3.13 (c), §10.
const HOWELLKI_4_7: &str = r#"{"tables":4,"rounds":7,"sets":[1,2,3,0,4,0,0],
    "movement":["3E","4E","2N","2E","4N","3N","1E"],"positions":[8,1,5,4,2,7,3,6]}"#;

#[test]
fn howellki_four_tables_is_a_perfect_complete_howell() {
    let mut m = tenace_events::exchange::import_kops(HOWELLKI_4_7).unwrap();
    // Round 1 as written: 8–1 on set 1, 5–4 on set 2, 2–7 on set 3, 3–6 on
    // set 5 (set 4 starts on a relay).
    assert_eq!(
        round(&m, 1),
        vec![(8, 1, 1), (5, 4, 2), (2, 7, 3), (3, 6, 5)]
    );
    // Round 2: the pairs on the path move one seat along it (3E → 4E → 2N
    // → 2E → 4N → 3N → 1E → 3E): 7 to 4E, 6 to 2N, 5 to 2E, 4 to 4N, 3 to
    // 3N, 2 to 1E, 1 to 3E; set k takes set k−1's place: set 2 at table 1,
    // 3 at 2, 4 at 3, 6 at 4.
    assert_eq!(
        round(&m, 2),
        vec![(8, 2, 2), (6, 5, 3), (3, 1, 4), (4, 7, 6)]
    );
    m.promises.complete = Completeness::All;
    m.promises.plays_per_set = Some(4);
    let r = verify(&m);
    assert!(r.passes(), "{:?}", r.violations);
    let b = r.balance.unwrap();
    assert_eq!((b.same_min, b.same_max), (3, 3));
    let bad = HOWELLKI_4_7.replace("\"3E\",\"4E\"", "\"3E\",\"9E\"");
    assert!(matches!(
        tenace_events::exchange::import_kops(&bad),
        Err(tenace_events::exchange::ImportError::BadSeat(_))
    ));
}

#[test]
fn phantoms_for_an_odd_number_of_pairs() {
    // Mitchell 5 tables with N-S 5 missing (9 pairs): each E-W pair sits
    // out once, when it reaches table 5.
    let m = tenace_events::movements::with_phantom(gen(K::Mitchell, 5), 5).unwrap();
    assert_eq!(m.phantoms, vec![5]);
    assert!(m
        .cells
        .iter()
        .filter(|c| c.table == 5)
        .all(|c| c.ns.is_none()));
    assert!(verify(&m).passes());
    // A Howell's stationary pair as the phantom: 7 pairs, each sits out once.
    let h = tenace_events::movements::with_phantom(gen(K::Howell, 4), 8).unwrap();
    assert!(h.round(3)[0].ns.is_none());
    assert!(verify(&h).passes());
    assert_eq!(
        tenace_events::movements::with_phantom(gen(K::Howell, 4), 9),
        Err(GenerateError::NoSuchPhantom {
            position: 9,
            positions: 8
        })
    );
    // A second phantom in the same Howell: some pair meets both in a row.
    let twice = tenace_events::movements::with_phantom(h, 1);
    assert!(
        matches!(twice, Err(GenerateError::FailsVerification(v)) if v
        .iter()
        .any(|x| matches!(x, Violation::SitOutTwiceInRow { .. })))
    );
}
