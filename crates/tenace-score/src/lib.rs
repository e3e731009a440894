//! Bridge scoring for Tenace: Law 77 contract scores, the Law 78B IMP scale,
//! and (later modules) matchpoints, IMP pairs, adjusted scores and team play.
#![forbid(unsafe_code)]

mod contract_score;
mod imp_scale;

pub use contract_score::{
    contract_score, outcome_score, parse_contract_result, passed_out, undertrick_penalty,
    ContractOutcome, ScoreBreakdown, ScoreParseError,
};
pub use imp_scale::{imps, imps_f64, IMP_THRESHOLDS};
