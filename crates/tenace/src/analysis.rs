//! `tenace claim` and `tenace dd`: the adjudicator and double-dummy analysis.

use std::fmt::Write as _;

use tenace_core::{Board, Deal, Seat, Strain};
use tenace_i18n::Catalog;
use tenace_laws::{AdjudicationOptions, Solver, SolverError, Table};

use crate::render;

/// The claim on record in `table`, the engine's proposal and its line;
/// `solver`'s failure comes back in words.
pub fn claim(cat: &Catalog, table: &Table, solver: &dyn Solver) -> Result<String, String> {
    let st = table.state();
    let c = st
        .claims
        .claim
        .as_ref()
        .ok_or_else(|| cat.text("claim-none"))?;
    let mut out = render::diagram(cat, table.board());
    out.push('\n');
    out.push_str(&render::claim(cat, st, c, solver).map_err(|e| cat.solver_error(&e))?);
    if !matches!(
        c.status,
        tenace_laws::ClaimStatus::Contested | tenace_laws::ClaimStatus::Awarded { .. }
    ) {
        let proposal = render::proposal(cat, st, solver).map_err(|e| cat.solver_error(&e))?;
        out.push_str(&proposal);
    }
    Ok(out)
}

/// The proposal as data, for `--json`.
pub fn claim_json(
    table: &Table,
    solver: &dyn Solver,
) -> Result<Option<tenace_laws::Adjudication>, SolverError> {
    table
        .state()
        .claim_proposal(&AdjudicationOptions::default(), solver)
}

/// The double-dummy table and par of a board; `solver`'s failure comes
/// back in words.
pub fn dd(cat: &Catalog, board: &Board, solver: &dyn Solver) -> Result<String, String> {
    let table = solver
        .table(&board.deal)
        .map_err(|e| cat.solver_error(&e))?;
    let par = tenace_claims::par(&table, board.vulnerability, board.dealer);
    let mut out = render::diagram(cat, board);
    out.push('\n');
    let _ = writeln!(out, "{}", cat.text("dd-title"));
    let strains = [
        Strain::NoTrump,
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
    ];
    let _ = write!(out, "{:<8}", "");
    for s in strains {
        let _ = write!(out, "{:>4}", s.symbol());
    }
    out.push('\n');
    for seat in Seat::ALL {
        let _ = write!(out, "{}", tenace_i18n::pad(&cat.seat(seat), 8));
        for s in strains {
            let _ = write!(out, "{:>4}", table.get(s, seat));
        }
        out.push('\n');
    }
    let contracts: Vec<String> = par
        .contracts
        .iter()
        .map(|p| {
            let mut s = cat.contract(p.contract);
            if p.overtricks > 0 {
                s.push_str(&format!(" +{}", p.overtricks));
            }
            s
        })
        .collect();
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "dd-par",
            &[
                ("score", format!("{:+}", par.score_ns).into()),
                ("contracts", contracts.join(", ").into()),
            ]
        )
    );
    Ok(out)
}

/// The double-dummy table and par as data, for `--json`.
#[derive(serde::Serialize)]
pub struct DdJson {
    pub board: Board,
    /// Tricks for each declarer (N, E, S, W) in each strain (C, D, H, S, NT).
    pub tricks: Vec<DdRow>,
    pub par_score_ns: i32,
    pub par_contracts: Vec<String>,
}

/// One declarer's row of the double-dummy table.
#[derive(serde::Serialize)]
pub struct DdRow {
    pub declarer: Seat,
    pub clubs: u8,
    pub diamonds: u8,
    pub hearts: u8,
    pub spades: u8,
    pub notrump: u8,
}

/// [`DdJson`] for `board`.
pub fn dd_json(board: &Board, solver: &dyn Solver) -> Result<DdJson, SolverError> {
    let table = solver.table(&board.deal)?;
    let par = tenace_claims::par(&table, board.vulnerability, board.dealer);
    Ok(DdJson {
        board: *board,
        tricks: Seat::ALL
            .iter()
            .map(|&s| DdRow {
                declarer: s,
                clubs: table.get(Strain::Clubs, s),
                diamonds: table.get(Strain::Diamonds, s),
                hearts: table.get(Strain::Hearts, s),
                spades: table.get(Strain::Spades, s),
                notrump: table.get(Strain::NoTrump, s),
            })
            .collect(),
        par_score_ns: par.score_ns,
        par_contracts: par
            .contracts
            .iter()
            .map(|p| p.contract.to_string())
            .collect(),
    })
}

/// The board for `tenace dd`: a PBN deal, or a seeded random deal.
pub fn board(
    cat: &Catalog,
    number: u32,
    deal: Option<&str>,
    seed: Option<u64>,
) -> Result<Board, String> {
    let deal = match (deal, seed) {
        (Some(d), _) => Deal::from_pbn(d).map_err(|e| cat.deal_parse_error(&e))?,
        (None, Some(s)) => Deal::random(s),
        (None, None) => return Err(cat.text("error-dd-needs-deal")),
    };
    Board::new(number, deal).map_err(|e| cat.board_error(&e))
}
