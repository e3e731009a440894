//! Team formats: VPs (§6.3), Swiss (§4.1), round robin (§4.2), knockout
//! (§4.3).

use std::collections::BTreeSet;

use proptest::prelude::*;
use tenace_events::teams::{
    knockout_first_round, round_robin, seed_order, swiss_pair, wbf_table, wbf_vps, SwissError,
};

#[test]
fn vp_by_hand_from_the_formula() {
    // N = 6, M = 1: B = 15·√6 = 36.742; 3M/B = 0.08165;
    // τ^0.08165 = e^(0.08165 · ln 0.618034) = e^(−0.039291) = 0.961471;
    // (1 − 0.961471) / (1 − τ³ = 0.763932) = 0.050435; 10 + 0.50435 → 10.50.
    assert_eq!(wbf_vps(1, 6), (1050, 950));
    // N = 12, M = 3: 3M/B = 9 / 51.9615 = 0.173205; τ^x = e^(−0.083348) =
    // 0.920030; 0.079970 / 0.763932 = 0.104682 → 11.05.
    assert_eq!(wbf_vps(3, 12), (1105, 895));
    assert_eq!(wbf_vps(-3, 12), (895, 1105));
    assert_eq!(wbf_vps(0, 12), (1000, 1000));
}

#[test]
fn vp_vectors_of_the_spec() {
    // §6.3 test vectors (winner – loser), including the two the concavity
    // correction changes.
    for (n, m, w) in [
        (6, 1, 1050),
        (6, 36, 1991),
        (6, 37, 2000),
        (8, 40, 1974),
        (8, 43, 2000),
        (12, 3, 1105),
        (12, 52, 2000),
        (16, 14, 1375),
        (32, 16, 1312),
        (32, 47, 1721),
    ] {
        assert_eq!(wbf_vps(m, n), (w, 2000 - w), "N = {n}, M = {m}");
    }
}

proptest! {
    #[test]
    fn vp_scale_is_symmetric_monotone_and_concave(n in 1u32..64) {
        let t = wbf_table(n);
        prop_assert_eq!(t[0], 1000);
        prop_assert_eq!(*t.last().unwrap(), 2000);
        for m in 1..t.len() {
            prop_assert!(t[m] >= t[m - 1]);
            if m + 1 < t.len() {
                prop_assert!(t[m + 1] - t[m] <= t[m] - t[m - 1], "N {} M {}", n, m);
            }
        }
        for m in -70i32..70 {
            let (a, b) = wbf_vps(m, n);
            prop_assert_eq!(a + b, 2000);
            prop_assert_eq!(wbf_vps(-m, n), (b, a));
        }
    }
}

fn met(pairs: &[(u16, u16)]) -> BTreeSet<(u16, u16)> {
    pairs.iter().copied().collect()
}

#[test]
fn swiss_vectors() {
    // §4.1 (1): order A..F = 1..6; A met B, C met D and E → A–C, B–D, E–F.
    let d = swiss_pair(
        &[1, 2, 3, 4, 5, 6],
        &met(&[(1, 2), (3, 4), (3, 5)]),
        &BTreeSet::new(),
    )
    .unwrap();
    assert_eq!(d.matches, vec![(1, 3), (2, 4), (5, 6)]);
    assert_eq!(d.repeats, 0);
    // (2): A B C D with C–D met: greedy A–B dead-ends; back-track to A–C, B–D.
    let d = swiss_pair(&[1, 2, 3, 4], &met(&[(4, 3)]), &BTreeSet::new()).unwrap();
    assert_eq!(d.matches, vec![(1, 3), (2, 4)]);
}

#[test]
fn swiss_bye_and_repeats() {
    // Five: the lowest without a bye sits out (5 had one, so 4).
    let had: BTreeSet<u16> = [5].into();
    let d = swiss_pair(&[1, 2, 3, 4, 5], &BTreeSet::new(), &had).unwrap();
    assert_eq!(d.bye, Some(4));
    assert_eq!(d.matches, vec![(1, 2), (3, 5)]);
    // Four who have all met: a repeat is unavoidable, and only the fewest.
    let all = met(&[(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
    let d = swiss_pair(&[1, 2, 3, 4], &all, &BTreeSet::new()).unwrap();
    assert_eq!(d.repeats, 2);
    // 1 has met 2, 3 and 4 but 2, 3, 4 have not met each other: one repeat.
    let d = swiss_pair(
        &[1, 2, 3, 4],
        &met(&[(1, 2), (1, 3), (1, 4)]),
        &BTreeSet::new(),
    )
    .unwrap();
    assert_eq!(d.repeats, 1);
    assert_eq!(d.matches, vec![(1, 2), (3, 4)]);
    assert_eq!(
        swiss_pair(&[1, 1], &BTreeSet::new(), &BTreeSet::new()),
        Err(SwissError::Twice(1))
    );
    let both: BTreeSet<u16> = [1, 2, 3].into();
    assert_eq!(
        swiss_pair(&[1, 2, 3], &BTreeSet::new(), &both),
        Err(SwissError::NoBye)
    );
}

#[test]
fn round_robin_everyone_once() {
    for n in 2..=12u16 {
        let s = round_robin(n);
        assert_eq!(s.len() as u16, n + n % 2 - 1);
        let mut seen = BTreeSet::new();
        let mut home = vec![0u16; usize::from(n) + 1];
        for round in &s {
            let mut in_round = BTreeSet::new();
            for &(a, b) in round {
                assert!(in_round.insert(a) && in_round.insert(b));
                assert!(seen.insert((a.min(b), a.max(b))), "{n}: {a}-{b} twice");
                home[usize::from(a)] += 1;
            }
        }
        assert_eq!(seen.len(), usize::from(n * (n - 1) / 2));
        // Each team is home ⌊(N−1)/2⌋ or ⌈(N−1)/2⌉ times (N even) — with a
        // bye, one match fewer at most.
        let m = n + n % 2 - 1;
        for &h in &home[1..] {
            assert!(h + 1 >= m / 2 && h <= m.div_ceil(2), "{n}: {home:?}");
        }
    }
}

#[test]
fn knockout_brackets() {
    assert_eq!(seed_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    // By hand: [1] → [1,2] → [1,4,2,3] → [1,8,4,5,2,7,3,6] → each x then 17 − x.
    assert_eq!(
        seed_order(16),
        vec![1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
    );
    // Five teams in a bracket of 8: seeds 1–3 get byes.
    assert_eq!(
        knockout_first_round(5),
        vec![(1, None), (4, Some(5)), (2, None), (3, None)]
    );
}
