//! Law 78B IMP scale.

use proptest::prelude::*;
use tenace_score::{imps, imps_f64};

/// (lowest difference, highest difference, IMPs) for each printed band.
const BANDS: [(i32, i32, i32); 25] = [
    (0, 10, 0),
    (20, 40, 1),
    (50, 80, 2),
    (90, 120, 3),
    (130, 160, 4),
    (170, 210, 5),
    (220, 260, 6),
    (270, 310, 7),
    (320, 360, 8),
    (370, 420, 9),
    (430, 490, 10),
    (500, 590, 11),
    (600, 740, 12),
    (750, 890, 13),
    (900, 1090, 14),
    (1100, 1290, 15),
    (1300, 1490, 16),
    (1500, 1740, 17),
    (1750, 1990, 18),
    (2000, 2240, 19),
    (2250, 2490, 20),
    (2500, 2990, 21),
    (3000, 3490, 22),
    (3500, 3990, 23),
    (4000, 7600 + 7600, 24),
];

#[test]
fn both_ends_of_every_band() {
    for (lo, hi, n) in BANDS {
        assert_eq!(imps(lo), n, "{lo}");
        assert_eq!(imps(hi), n, "{hi}");
        assert_eq!(imps(-lo), -n, "-{lo}");
        assert_eq!(imps(-hi), -n, "-{hi}");
    }
}

#[test]
fn every_multiple_of_ten() {
    for d in (0..=15_200).step_by(10) {
        let band = BANDS
            .iter()
            .find(|(lo, hi, _)| *lo <= d && d <= *hi)
            .unwrap();
        assert_eq!(imps(d), band.2, "{d}");
    }
}

#[test]
fn brief_vectors() {
    assert_eq!(imps(430), 10);
    assert_eq!(imps(-20), -1);
    for d in 0..=10 {
        assert_eq!(imps(d), 0);
    }
    // Team example of spec §6.2: +620 against -170 is 450 → 10.
    assert_eq!(imps(620 - 170), 10);
}

/// Values between printed bands: each band starts at its printed lower bound,
/// so 11–19 → 0 and 41–49 → 1 (no rounding).
#[test]
fn gaps_between_bands() {
    for d in 11..=19 {
        assert_eq!(imps(d), 0, "{d}");
        assert_eq!(imps(-d), 0, "-{d}");
    }
    assert_eq!(imps(45), 1);
    assert_eq!(imps(85), 2);
    assert_eq!(imps(3995), 23);
    assert_eq!(imps(i32::MAX), 24);
    assert_eq!(imps(i32::MIN), -24);
    assert_eq!(imps_f64(19.99), 0);
    assert_eq!(imps_f64(20.0), 1);
    assert_eq!(imps_f64(-429.9), -9);
    assert_eq!(imps_f64(f64::NAN), 0);
    assert_eq!(imps_f64(f64::INFINITY), 24);
}

proptest! {
    #[test]
    fn antisymmetric(d in -20_000i32..20_000) {
        prop_assert_eq!(imps(-d), -imps(d));
    }

    #[test]
    fn monotone(d in -20_000i32..20_000) {
        prop_assert!(imps(d + 1) >= imps(d));
    }

    #[test]
    fn float_agrees_on_integers(d in -20_000i32..20_000) {
        prop_assert_eq!(imps_f64(f64::from(d)), imps(d));
    }
}
