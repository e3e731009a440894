//! PBN 2.1: reading in import mode, writing in export mode.

mod lexer;
pub mod model;
pub mod reader;
mod sections;
pub mod supplemental;
mod values;
pub mod writer;

pub use model::*;
pub use reader::{
    parse_contract_tag, parse_deal_tag, parse_result_tag, read_pbn, read_pbn_bytes, PbnReader,
};
pub use supplemental::{
    Column, DoubleDummyTricks, OptimumResult, ParContract, ParContracts, SideScore, Table,
};
pub use writer::{
    escape, export_name, write_pbn, write_pbn_game, write_pbn_games, PbnWriter, MANDATORY_TAGS,
};
