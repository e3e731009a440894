//! Law 78B: the IMP scale.

/// The smallest difference that earns 1, 2, ... 24 IMPs.
pub const IMP_THRESHOLDS: [u32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// Law 78B IMP scale; the sign follows the difference.
///
/// `imps(430) == 10`, `imps(-20) == -1`, `imps(0..=10) == 0`.
///
/// Real table scores are multiples of 10, so the gaps between the printed
/// bands (11–19, 41–49, ...) arise only from averaged or weighted values.
/// Each band is taken to start at its printed lower bound: a difference of
/// 11 to 19 gives 0, 41 to 49 gives 1, and so on (no rounding).
pub fn imps(difference: i32) -> i32 {
    let d = difference.unsigned_abs();
    let n = IMP_THRESHOLDS.partition_point(|&t| t <= d) as i32;
    if difference < 0 {
        -n
    } else {
        n
    }
}

/// The IMP value of a fractional difference (used for averaged totals,
/// e.g. Butler data). Same bands as [`imps`]: the band is found by the
/// exact value, with no rounding.
pub fn imps_f64(difference: f64) -> i32 {
    if !difference.is_finite() {
        return if difference.is_nan() {
            0
        } else if difference > 0.0 {
            24
        } else {
            -24
        };
    }
    let d = difference.abs();
    let n = IMP_THRESHOLDS.partition_point(|&t| f64::from(t) <= d) as i32;
    if difference < 0.0 {
        -n
    } else {
        n
    }
}
