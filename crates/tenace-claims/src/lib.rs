//! Claims and concessions (Laws 68–71) and double-dummy analysis.
//!
//! * [`dd`]: the [`Solver`] trait (the 20-cell table, the value of every
//!   card at any point of the play, each a `Result` with a
//!   [`SolverError`]), [`par`], and the default solver; every function
//!   here that needs a solver takes one from its caller;
//! * [`Position`]: what is left of a deal at a moment of the play;
//! * [`ClaimStatement`]: the claim statement language (docs/claims.md);
//! * [`adjudicate`]: the Law 70 adjudicator, with [`review_agreement`]
//!   (69B) and [`concession_restorable`] (71B);
//! * [`revoke_equity`] (64C) and [`candidate_contract_outcomes`] (12C1).
//!
//! The library returns data; explanations carry a law reference and a
//! message key with arguments, and an English `Display` for the command
//! line.
#![forbid(unsafe_code)]

mod adjudicate;
mod aids;
pub mod dd;
mod position;
mod small;
mod statement;
pub mod testing;

pub use adjudicate::{
    adjudicate, concession_restorable, review_agreement, Adjudication, AdjudicationOptions,
    AgreementReview, ClaimKind, Decision, ExplainedPlay, LawPoint, Note, PlayerClass, SearchStats,
};
pub use aids::{revoke_equity, EquityError, RevokeEquity};
#[cfg(feature = "dds-cpp")]
pub use dd::DdsSolver;
pub use dd::{
    candidate_contract_outcomes, default_solver, par, DdTable, Par, ParContract, PonsSolver,
    Solver, SolverError,
};
pub use position::{PlayError, Position, PositionError};
pub use small::AlphaBetaSolver;
pub use statement::{
    ClaimStatement, Directive, HandRef, StatementError, StatementErrorKind, SuitOrder,
};
