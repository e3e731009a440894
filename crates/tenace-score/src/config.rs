//! Options that the Laws leave to the Regulating Authority or the Tournament
//! Organizer (Laws 12C2, 78D, 80B, 86B3, 87B). Every figure that a
//! regulation may change lives here, with the default documented.

use serde::{Deserialize, Serialize};

/// How matchpoints are published (Law 78A allows whole or half units).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum MatchpointScale {
    /// 2 for each score beaten, 1 for each tie (the default).
    #[default]
    #[serde(rename = "2/1/0")]
    TwoOneZero,
    /// 1 for each score beaten, ½ for each tie.
    #[serde(rename = "1/0.5/0")]
    OneHalfZero,
}

impl MatchpointScale {
    /// The factor that turns 2/1/0 units into this scale.
    pub fn factor(self) -> f64 {
        match self {
            MatchpointScale::TwoOneZero => 1.0,
            MatchpointScale::OneHalfZero => 0.5,
        }
    }
}

/// How a board with fewer comparable scores than expected is brought to the
/// full top. The Laws name no method (78D, 87B); Neuberg is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Factoring {
    /// `(units + 1) · N / n − 1` on the 2/1/0 scale.
    #[default]
    Neuberg,
    /// `units · (N − 1) / (n − 1)`: a straight rescaling of the top.
    Proportional,
    /// No factoring: each board keeps its own top; percentages are taken on
    /// the board's own top.
    None,
}

/// Law 12C2 artificial adjusted scores and the related regulations.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ArtificialOptions {
    /// Average plus in pairs, percent of the board top. Law: at least 60.
    pub average_plus_percent: f64,
    /// Average in pairs, percent of the board top. Law: 50.
    pub average_percent: f64,
    /// Average minus in pairs, percent of the board top. Law: at most 40.
    pub average_minus_percent: f64,
    /// Average plus at IMPs. Law 12C2(b): +3, variable with RA approval.
    pub average_plus_imps: f64,
    /// Average at IMPs (not stated by the Laws; 0).
    pub average_imps: f64,
    /// Average minus at IMPs. Law 12C2(b): −3.
    pub average_minus_imps: f64,
    /// Apply Law 12C2(c): a non-offending contestant scoring better than
    /// average plus on its other boards of the session gets that figure
    /// instead, and an offending one scoring worse than average minus gets
    /// its own lower figure. On by default (it is Law, not an option, but it
    /// can be switched off to reproduce hand calculations).
    pub session_rule: bool,
    /// Law 12C2(d): a regulation for contestants missing several boards in
    /// one session. `None` (the default) means no regulation: every board
    /// gets the 12C2(a)/(b) score.
    pub multiple_missed: Option<MultipleMissed>,
}

impl Default for ArtificialOptions {
    fn default() -> Self {
        ArtificialOptions {
            average_plus_percent: 60.0,
            average_percent: 50.0,
            average_minus_percent: 40.0,
            average_plus_imps: 3.0,
            average_imps: 0.0,
            average_minus_imps: -3.0,
            session_rule: true,
            multiple_missed: None,
        }
    }
}

/// A Law 12C2(d) regulation, as the WBF Laws Committee suggests it: at most
/// `average_plus_limit` average-plus boards per contestant per session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MultipleMissed {
    /// How many average-plus scores a contestant may receive in one session
    /// (the Commentary suggests 2).
    pub average_plus_limit: u32,
    /// What the further boards receive.
    pub beyond_limit: BeyondLimit,
}

impl Default for MultipleMissed {
    fn default() -> Self {
        MultipleMissed {
            average_plus_limit: 2,
            beyond_limit: BeyondLimit::Average,
        }
    }
}

/// Score for average-plus boards beyond the 12C2(d) limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BeyondLimit {
    /// Plain average (50 % or the configured IMP average).
    Average,
    /// Not scored at all, as if the board had not been scheduled.
    NotScored,
}

/// How many scores are dropped at each end before the Butler datum is taken.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Trim {
    /// Keep every score.
    None,
    /// Drop this many scores at each end.
    Count(u32),
    /// Drop this percentage of the scores at each end (weights may be
    /// fractional).
    Percent(f64),
}

/// Butler (datum) IMP scoring for pairs. Not defined by the Laws: an "other
/// scoring method" under Law 78D.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ButlerOptions {
    /// Scores dropped at each end before averaging. Default: one at each end.
    pub trim: Trim,
    /// Trim only boards with at least this many comparable scores. Default 5.
    pub min_scores_to_trim: u32,
    /// Round the datum to a multiple of this many points (0 = exact).
    /// Default 10, so datum differences are ordinary table differences.
    pub datum_rounding: u32,
}

impl Default for ButlerOptions {
    fn default() -> Self {
        ButlerOptions {
            trim: Trim::Count(1),
            min_scores_to_trim: 5,
            datum_rounding: 10,
        }
    }
}

/// How cross-IMP totals are expressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum CrossImpScale {
    /// The sum of IMPs divided by the number of comparisons (the default):
    /// comparable with Butler figures and unaffected by missing scores.
    #[default]
    PerComparison,
    /// The plain sum of IMPs against every other score, factored up to the
    /// expected number of comparisons when scores are missing.
    Total,
}

/// Victory Points for team matches: the WBF continuous scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VpOptions {
    /// VPs shared by the two teams (20 on the WBF scale).
    pub total: f64,
    /// The blitz margin is `blitz_factor · √boards` IMPs (WBF: 15).
    pub blitz_factor: f64,
    /// Decimal places (WBF: 2).
    pub decimals: u32,
}

impl Default for VpOptions {
    fn default() -> Self {
        VpOptions {
            total: 20.0,
            blitz_factor: 15.0,
            decimals: 2,
        }
    }
}

/// Every Regulating-Authority option used by this crate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScoringOptions {
    /// Whole or half matchpoints in reports. Default 2/1/0.
    pub matchpoint_scale: MatchpointScale,
    /// Factoring of boards with fewer scores. Default Neuberg.
    pub factoring: Factoring,
    /// The number of scores every board is factored to. `None` (default):
    /// the largest number of tables that played any board of the input.
    pub expected_scores: Option<u32>,
    /// Artificial adjusted scores (Law 12C2).
    pub artificial: ArtificialOptions,
    /// Butler datum options.
    pub butler: ButlerOptions,
    /// Cross-IMP options.
    pub cross_imps: CrossImpScale,
    /// Victory-point scale.
    pub victory_points: VpOptions,
    /// Law 86B1: an expected swing larger than this many IMPs makes the
    /// single result "clearly favourable" (Commentary on 86B1: 3).
    pub clearly_favourable_imps: f64,
    /// Law 12C1(e) split scores: `false` (default) gives the non-offending
    /// side its actual result plus the damage the infraction caused, never
    /// less than the actual result; `true` takes the Commentary's formula
    /// of Example 13 literally, `value(Rn) − (value(Re) − value(Ra))`,
    /// which falls below the actual result when the infraction helped the
    /// non-offenders (docs/scoring.md, "Split scores").
    pub split_unfloored: bool,
}

/// An option outside the range the Laws allow.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OptionsError {
    #[error("average plus is {0}%, but Law 12C2(a) requires at least 60%")]
    AveragePlusTooLow(f64),
    #[error("average minus is {0}%, but Law 12C2(a) allows at most 40%")]
    AverageMinusTooHigh(f64),
    #[error("{name} is {value}, which is not a percentage from 0 to 100")]
    NotAPercentage { name: &'static str, value: f64 },
    #[error("{name} is {value}, which must be a finite number")]
    NotFinite { name: &'static str, value: f64 },
    #[error("Butler trim of {0}% at each end leaves no scores (use less than 50)")]
    TrimTooLarge(f64),
    #[error("expected_scores must be at least 1")]
    ExpectedScoresZero,
    #[error("the victory-point scale needs a positive total and blitz factor")]
    VpScale,
}

impl ScoringOptions {
    /// Checks the options against the limits the Laws set.
    pub fn validate(&self) -> Result<(), OptionsError> {
        let a = &self.artificial;
        for (name, value) in [
            ("average_plus_percent", a.average_plus_percent),
            ("average_percent", a.average_percent),
            ("average_minus_percent", a.average_minus_percent),
        ] {
            if !(0.0..=100.0).contains(&value) {
                return Err(OptionsError::NotAPercentage { name, value });
            }
        }
        for (name, value) in [
            ("average_plus_imps", a.average_plus_imps),
            ("average_imps", a.average_imps),
            ("average_minus_imps", a.average_minus_imps),
            ("clearly_favourable_imps", self.clearly_favourable_imps),
        ] {
            if !value.is_finite() {
                return Err(OptionsError::NotFinite { name, value });
            }
        }
        if a.average_plus_percent < 60.0 {
            return Err(OptionsError::AveragePlusTooLow(a.average_plus_percent));
        }
        if a.average_minus_percent > 40.0 {
            return Err(OptionsError::AverageMinusTooHigh(a.average_minus_percent));
        }
        if let Trim::Percent(p) = self.butler.trim {
            if !(0.0..50.0).contains(&p) {
                return Err(OptionsError::TrimTooLarge(p));
            }
        }
        if self.expected_scores == Some(0) {
            return Err(OptionsError::ExpectedScoresZero);
        }
        let vp = &self.victory_points;
        if !(vp.total > 0.0
            && vp.blitz_factor > 0.0
            && vp.total.is_finite()
            && vp.blitz_factor.is_finite())
        {
            return Err(OptionsError::VpScale);
        }
        Ok(())
    }
}

impl Default for ScoringOptions {
    fn default() -> Self {
        ScoringOptions {
            matchpoint_scale: MatchpointScale::default(),
            factoring: Factoring::default(),
            expected_scores: None,
            artificial: ArtificialOptions::default(),
            butler: ButlerOptions::default(),
            cross_imps: CrossImpScale::default(),
            victory_points: VpOptions::default(),
            clearly_favourable_imps: 3.0,
            split_unfloored: false,
        }
    }
}
