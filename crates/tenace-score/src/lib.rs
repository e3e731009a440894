//! Bridge scoring for Tenace.
//!
//! * Law 77: [`contract_score`], [`parse_contract_result`], [`passed_out`].
//! * Law 78A matchpoints: [`matchpoints`]; 78B IMPs: [`imps`] and, for pairs,
//!   Butler and cross-IMPs in [`imps_field`]; 78C: [`total_points`];
//!   78D other methods: victory points in [`vp`].
//! * Law 12 adjusted scores: [`adjusted`], and their use in every method.
//! * Laws 86–88 team play, fouled boards, indemnity: [`teams`], [`fouled`].
//! * Law 90 procedural penalties: [`penalties`].
//! * Input files: [`field`]; reports for the command line: [`report`].
//! * Options a Regulating Authority may set: [`config`].
//! * Rubber bridge (RB 72–81) and its score pad: [`rubber`]; Chicago
//!   (RB Appendix 4): [`chicago`].
#![forbid(unsafe_code)]

mod contract_score;
mod csv;
mod imp_scale;

pub mod adjusted;
pub mod chicago;
pub mod config;
pub mod field;
pub mod fouled;
pub mod imps_field;
pub mod matchpoints;
pub mod penalties;
pub mod report;
pub mod rubber;
pub mod teams;
pub mod total_points;
pub mod vp;

pub use config::ScoringOptions;
pub use contract_score::{
    contract_score, outcome_score, parse_contract_result, passed_out, undertrick_penalty,
    ContractOutcome, ScoreBreakdown, ScoreParseError,
};
pub use imp_scale::{imps, imps_f64, IMP_THRESHOLDS};

/// Why a field could not be scored.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ScoringError {
    #[error(transparent)]
    Field(#[from] field::FieldError),
    #[error("invalid options: {0}")]
    Options(#[from] config::OptionsError),
    #[error("row {row} (board {board}): an artificial score in IMPs cannot be used at matchpoints; use A+, A, A- or a percentage")]
    ImpsInMatchpoints { row: usize, board: u32 },
    #[error("row {row} (board {board}): an artificial score given as a percentage cannot be used at IMPs; use A+, A, A- or e.g. +2imp")]
    PercentInImps { row: usize, board: u32 },
    #[error("penalty {index}: a penalty in {unit:?} cannot be applied when scoring by {method}")]
    PenaltyUnit {
        index: usize,
        unit: field::PenaltyUnit,
        method: &'static str,
    },
    #[error("row {row} (board {board}): an artificial score has no value in total points (Law 78C leaves this to regulation)")]
    ArtificialInTotalPoints { row: usize, board: u32 },
}
