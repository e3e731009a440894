//! Each result of a session against double dummy: for every traveller line
//! with a contract, the tricks the declarer would take in that strain if
//! all four hands were seen, and the difference from the tricks taken.
//!
//! The double-dummy tables are made by the caller (tenace-claims' solver,
//! once per deal); this module only looks them up, so a deal is solved once
//! however many results it has.

use tenace_core::{split_contract_terms, Seat, Strain};

use crate::session::SessionReport;

/// The declarer and strain of a traveller's contract (`None` for a passed
/// board, an adjusted score or a contract that cannot be read).
pub fn declarer_and_strain(
    contract: Option<&str>,
    declarer: Option<&str>,
) -> Option<(Seat, Strain)> {
    let c = contract?.trim();
    if c.is_empty() || c.eq_ignore_ascii_case("pass") {
        return None;
    }
    let (bid, _, rest) = split_contract_terms(c).ok()?;
    if !rest.trim().is_empty() {
        return None;
    }
    let seat: Seat = declarer?.trim().parse().ok()?;
    Some((seat, bid.strain()))
}

/// Fills `dd_tricks` and `dd_difference` of every line whose board has a
/// table: `dd(board, declarer, strain)` gives the double-dummy tricks.
/// Lines without a contract, declarer or trick count are left empty.
pub fn annotate(report: &mut SessionReport, dd: impl Fn(u16, Seat, Strain) -> Option<u8>) {
    for t in &mut report.travellers {
        for l in &mut t.lines {
            l.dd_tricks = None;
            l.dd_difference = None;
            let Some((seat, strain)) =
                declarer_and_strain(l.contract.as_deref(), l.declarer.as_deref())
            else {
                continue;
            };
            let Some(dd) = dd(t.board, seat, strain) else {
                continue;
            };
            l.dd_tricks = Some(dd);
            l.dd_difference = l.tricks.map(|made| made as i8 - dd as i8);
        }
    }
}
