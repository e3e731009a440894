//! The Tenace table engine.
//!
//! A [`Table`] is an append-only log of [`Event`]s (calls, cards, the
//! Director's rulings) and the [`State`] that log folds into. Every player
//! action that can happen at a real table is accepted: the engine classifies
//! it as lawful or as an [`Irregularity`] with the law that governs it. Only
//! physically impossible actions are refused ([`ActionError`]), and then the
//! table is left exactly as it was.
//!
//! Two [`Mode`]s: in auto-director mode the table stops at each irregularity
//! and waits for the Director; in table mode an irregularity stands until
//! someone draws attention to it, and later actions condone it where the Laws
//! say so (Laws 27A1, 28B, 29A, 53A, 63A1).
//!
//! ```
//! use tenace_core::{Board, Deal, Seat};
//! use tenace_laws::{Event, IrregularityKind, Mode, Table, TableConfig};
//!
//! let board = Board::new(3, Deal::random(42)).unwrap(); // South deals board 3
//! let mut table = Table::new(board, TableConfig::with_mode(Mode::AutoDirector));
//! table.apply(Event::Call { seat: Seat::West, call: "1H".parse().unwrap() }).unwrap();
//! let waiting = table.awaiting_director().unwrap();
//! assert_eq!(waiting.law.as_str(), "31");
//! assert!(matches!(waiting.kind, IrregularityKind::BidOutOfRotation { turn: Seat::South, .. }));
//! // The Director's explanation is data: North accepts (29A) or not (31A).
//! let options = table.state().explanation(waiting.id).unwrap().options;
//! assert_eq!(options.len(), 2);
//! // North, West's left-hand opponent, may accept it by calling (Law 29A).
//! table.apply(Event::Call { seat: Seat::North, call: "Pass".parse().unwrap() }).unwrap();
//! assert!(table.awaiting_director().is_none());
//! ```
#![forbid(unsafe_code)]

mod auction;
mod calls;
mod cards;
mod claims;
mod error;
mod event;
mod explain;
mod inputs;
mod integrity;
mod irregularity;
mod law;
mod play;
mod reason;
mod review41;
mod score_split;
pub mod script;
mod state_json;
mod table;
pub mod view;

pub use auction::{Auction, AuctionEnd, CallNo, CallOrigin, CallRecord};
pub use calls::AuctionLedger;
pub use cards::{PenaltyCardChoice, PenaltyDesignation, PlayLedger};
pub use claims::{ClaimFindings, ClaimLedger, ClaimRecord, ClaimStatus};
pub use event::{
    ArtificialScore, AverageScore, ClaimFinding, Designation, Event, Extraneous, FoundPlace,
    PlayFinding, PlayRestrictionKind, ReplacementClass, RetractCause, Ruling,
};
pub use explain::{Chooser, Effect, Explanation, LeadChoice, OptionKind, RectOption};
pub use inputs::{
    weighted_score_ns, Answer, AssignedResult, AssignedScore, BenefitOfDoubt, Decision,
    DecisionRecord, PenaltyUnit, Question as CallQuestion, ReviewPoint, Substitution,
};
pub use irregularity::{
    Irregularity, IrregularityId, IrregularityKind, Question, Rectifications, Status, Step, TurnOf,
};
pub use law::{rubber_counterpart, Clause, LawRef};
pub use play::{Played, Trick, TrickNo};
pub use reason::{Who, Why};
pub use review41::{AuctionAfterReview, AuctionRequest, AuctionRequestKind, ContractAnswer};
pub use score_split::{ScoreDecrease, SplitScore};
pub use table::{
    ActionError, ActionErrorKind, BoardResult, CallExplanation, ClaimPlayOnProblem, ExposedCard,
    InfoRecord, InfoSource, KeptCard, LeadAnswer, LeadRestriction, LeadRight, LeadRightStatus,
    Mode, Obligations, Outcome, PenaltyCard, Phase, PlayRestriction, ReplayError, ReviewFlag,
    RubberLead, RuleSet, State, Table, TableConfig, Transfer,
};
pub use tenace_claims::{
    Adjudication, AdjudicationOptions, AgreementReview, ClaimKind, PlayerClass, Solver, SolverError,
};
pub use view::{Actor, Role, TableView};
