//! Victory points: the WBF continuous scale (an "other scoring method" of
//! Law 78D). The winner of a match by `m` IMPs over `b` boards receives
//! `T/2 + (T/2)·(1 − τ^(3m/X)) / (1 − τ³)` VPs, capped at `T` for `m ≥ X`,
//! where `τ = (√5 − 1)/2`, the blitz margin `X = 15·√b` and `T = 20`; the
//! loser receives the rest. Values are rounded to two decimals.

use crate::config::VpOptions;

/// The blitz margin `X` for a match of `boards` boards.
pub fn blitz_margin(boards: u32, opts: &VpOptions) -> f64 {
    opts.blitz_factor * f64::from(boards).sqrt()
}

/// Victory points for a team whose IMP margin is `margin` (negative for a
/// loss) in a match of `boards` boards. `boards == 0` gives an even split.
pub fn victory_points(margin: f64, boards: u32, opts: &VpOptions) -> f64 {
    let half = opts.total / 2.0;
    if boards == 0 || !margin.is_finite() {
        return if margin.is_nan() || boards == 0 {
            half
        } else if margin > 0.0 {
            opts.total
        } else {
            0.0
        };
    }
    let x = blitz_margin(boards, opts);
    let m = margin.abs();
    let winner = if m >= x {
        opts.total
    } else {
        let tau = (5f64.sqrt() - 1.0) / 2.0;
        half + half * (1.0 - tau.powf(3.0 * m / x)) / (1.0 - tau.powi(3))
    };
    let scale = 10f64.powi(opts.decimals as i32);
    let winner = (winner * scale).round() / scale;
    if margin >= 0.0 {
        winner
    } else {
        // The loser's share, so that the two always add up to the total.
        ((opts.total - winner) * scale).round() / scale
    }
}

/// The VPs for each whole IMP margin from 0 up to the blitz, winner's share.
pub fn vp_table(boards: u32, opts: &VpOptions) -> Vec<(u32, f64)> {
    let x = blitz_margin(boards, opts).ceil() as u32;
    (0..=x)
        .map(|m| (m, victory_points(f64::from(m), boards, opts)))
        .collect()
}
