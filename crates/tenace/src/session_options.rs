//! The organiser's scoring options given on the command line of
//! `tenace session` (docs/events.md, "The organiser's options"): they
//! override the session file's `options`, `scoring` and `tie_break` (or,
//! for a results file, the defaults the import ranks with).

use std::path::PathBuf;

use tenace_i18n::{Arg, Catalog};
use tenace_score::config::{CrossImpScale, Factoring, MatchpointScale, ScoringOptions, Trim};

/// The switches, as clap reads them (values already among the allowed
/// ones where clap lists them).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Switches {
    /// Scoring options as JSON (average-plus values, factoring, ...), in place of the file's; the switches below override them.
    #[arg(long)]
    pub options: Option<PathBuf>,
    /// How the boards are scored: matchpoints, cross-imps or butler (a session file; a results file is matchpointed).
    #[arg(long, hide_possible_values = true, value_parser = ["matchpoints", "cross-imps", "butler"])]
    pub scoring: Option<String>,
    /// The matchpoint scale: 2/1/0 (2 for each score beaten) or 1/0.5/0 (1).
    #[arg(long, hide_possible_values = true, value_parser = ["2/1/0", "1/0.5/0"])]
    pub matchpoint_scale: Option<String>,
    /// How a board with fewer scores is brought to the full top: neuberg, proportional or none.
    #[arg(long, hide_possible_values = true, value_parser = ["neuberg", "proportional", "none"])]
    pub factoring: Option<String>,
    /// The number of scores every board is factored to.
    #[arg(long)]
    pub expected_scores: Option<u32>,
    /// Average plus, percent of a top (at least 60).
    #[arg(long)]
    pub average_plus: Option<f64>,
    /// Average minus, percent of a top (at most 40).
    #[arg(long)]
    pub average_minus: Option<f64>,
    /// Butler: the scores dropped at each end before the datum is taken: a count, a percentage (10%) or none.
    #[arg(long)]
    pub butler_trim: Option<String>,
    /// Butler: trim only boards with at least this many scores.
    #[arg(long)]
    pub butler_min_scores: Option<u32>,
    /// Butler: round the datum to a multiple of this many points (0: exact).
    #[arg(long)]
    pub datum_rounding: Option<u32>,
    /// Cross-IMPs: per-comparison (the sum divided by the number of comparisons) or total.
    #[arg(long, hide_possible_values = true, value_parser = ["per-comparison", "total"])]
    pub cross_imps: Option<String>,
    /// Team sessions: the VPs a match shares (WBF: 20).
    #[arg(long)]
    pub vp_total: Option<f64>,
    /// Team sessions: the blitz margin is this factor times the square root of the boards (WBF: 15).
    #[arg(long)]
    pub vp_blitz_factor: Option<f64>,
    /// The tie-break chain, in order, comma-separated: more-decimals, direct-meetings, boards-compared (pairs and individuals); direct-match, imp-quotient, common-opponents (teams).
    #[arg(long, value_delimiter = ',', hide_possible_values = true, value_parser = ["more-decimals", "direct-meetings", "boards-compared", "direct-match", "imp-quotient", "common-opponents"])]
    pub tie_break: Vec<String>,
}

/// A switch value that is not one of the allowed ones.
fn bad(cat: &Catalog, switch: &str, value: &str) -> String {
    cat.message(
        "error-session-switch",
        &[("switch", Arg::from(switch)), ("value", Arg::from(value))],
    )
}

/// A Butler trim: `none`, a count (`1`) or a percentage (`10%`).
fn trim(cat: &Catalog, v: &str) -> Result<Trim, String> {
    let t = v.trim();
    if t.eq_ignore_ascii_case("none") {
        return Ok(Trim::None);
    }
    if let Some(p) = t.strip_suffix('%') {
        return p
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && *x >= 0.0)
            .map(Trim::Percent)
            .ok_or_else(|| bad(cat, "--butler-trim", v));
    }
    t.parse::<u32>()
        .map(Trim::Count)
        .map_err(|_| bad(cat, "--butler-trim", v))
}

impl Switches {
    /// The scoring options: `base` (the session file's, or the defaults),
    /// replaced by `--options FILE` when given, then each switch; checked
    /// against the limits the Laws set (Law 12C2).
    pub fn scoring_options(
        &self,
        cat: &Catalog,
        base: Option<ScoringOptions>,
    ) -> Result<ScoringOptions, String> {
        let mut o = match &self.options {
            Some(p) => {
                let text = crate::errors::read_text(cat, p)?;
                serde_json::from_str(&text).map_err(|e| crate::errors::json_options(cat, p, &e))?
            }
            None => base.unwrap_or_default(),
        };
        if let Some(v) = &self.matchpoint_scale {
            o.matchpoint_scale = match v.as_str() {
                "2/1/0" => MatchpointScale::TwoOneZero,
                "1/0.5/0" => MatchpointScale::OneHalfZero,
                _ => return Err(bad(cat, "--matchpoint-scale", v)),
            };
        }
        if let Some(v) = &self.factoring {
            o.factoring = match v.as_str() {
                "neuberg" => Factoring::Neuberg,
                "proportional" => Factoring::Proportional,
                "none" => Factoring::None,
                _ => return Err(bad(cat, "--factoring", v)),
            };
        }
        if let Some(n) = self.expected_scores {
            o.expected_scores = Some(n);
        }
        if let Some(v) = self.average_plus {
            o.artificial.average_plus_percent = v;
        }
        if let Some(v) = self.average_minus {
            o.artificial.average_minus_percent = v;
        }
        if let Some(v) = &self.butler_trim {
            o.butler.trim = trim(cat, v)?;
        }
        if let Some(n) = self.butler_min_scores {
            o.butler.min_scores_to_trim = n;
        }
        if let Some(n) = self.datum_rounding {
            o.butler.datum_rounding = n;
        }
        if let Some(v) = &self.cross_imps {
            o.cross_imps = match v.as_str() {
                "per-comparison" => CrossImpScale::PerComparison,
                "total" => CrossImpScale::Total,
                _ => return Err(bad(cat, "--cross-imps", v)),
            };
        }
        if let Some(v) = self.vp_total {
            o.victory_points.total = v;
        }
        if let Some(v) = self.vp_blitz_factor {
            o.victory_points.blitz_factor = v;
        }
        o.validate()
            .map_err(|e| crate::errors::scoring(cat, &tenace_score::ScoringError::Options(e)))?;
        Ok(o)
    }

    /// `--scoring`, if given.
    pub fn scoring(
        &self,
        cat: &Catalog,
    ) -> Result<Option<tenace_events::session::SessionScoring>, String> {
        use tenace_events::session::SessionScoring as S;
        self.scoring
            .as_deref()
            .map(|v| match v {
                "matchpoints" => Ok(S::Matchpoints),
                "cross-imps" => Ok(S::CrossImps),
                "butler" => Ok(S::Butler),
                _ => Err(bad(cat, "--scoring", v)),
            })
            .transpose()
    }

    /// `--tie-break`, if given: the chain, in the order written.
    pub fn chain(
        &self,
        cat: &Catalog,
    ) -> Result<Option<Vec<tenace_events::tiebreak::TieBreak>>, String> {
        if self.tie_break.is_empty() {
            return Ok(None);
        }
        self.tie_break
            .iter()
            .map(|r| {
                serde_json::from_value(serde_json::Value::String(r.replace('-', "_")))
                    .map_err(|_| bad(cat, "--tie-break", r))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// A session file with the switches applied to its `options`,
    /// `scoring` and `tie_break`.
    pub fn apply(
        &self,
        cat: &Catalog,
        s: &mut tenace_events::session::SessionFile,
    ) -> Result<(), String> {
        let given = self.options.is_some()
            || self.matchpoint_scale.is_some()
            || self.factoring.is_some()
            || self.expected_scores.is_some()
            || self.average_plus.is_some()
            || self.average_minus.is_some()
            || self.butler_trim.is_some()
            || self.butler_min_scores.is_some()
            || self.datum_rounding.is_some()
            || self.cross_imps.is_some()
            || self.vp_total.is_some()
            || self.vp_blitz_factor.is_some();
        if given {
            s.options = Some(self.scoring_options(cat, s.options.clone())?);
        }
        if let Some(sc) = self.scoring(cat)? {
            s.scoring = sc;
        }
        if let Some(chain) = self.chain(cat)? {
            s.tie_break = chain;
        }
        Ok(())
    }
}
