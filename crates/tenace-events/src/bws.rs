//! Bridgemate results (`.bws`, an Access database) read from the CSV that
//! Debian's `mdbtools` prints for its `ReceivedData` table
//! (`mdb-export FILE.bws ReceivedData`). No Rust crate reads Access files,
//! so the binary runs `mdb-export` and hands the text here.
//!
//! The columns used, by name (any order; the Bridgemate documentation's
//! names): `Section`, `Table`, `Round`, `Board`, `PairNS`, `PairEW`,
//! `NS/EW` (the declarer's seat letter), `Contract` (`4 S x`, `3 NT`,
//! `PASS`), `Result` (`=`, `+1`, `-2`), `LeadCard`, `Erased` (a line the
//! scorer erased: skipped). A Bridgemate file carries no matchpoints and
//! no ranking, so the session read has none to compare with.
//!
//! No real `.bws` file was available to test with: the reader is tested on
//! CSV text written from those column names (docs/events.md).

use std::collections::BTreeMap;

use crate::import_pbn::{PbnSession, PublishedLine};

/// Why the exported table cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BwsError {
    #[error("the ReceivedData export is empty")]
    Empty,
    #[error("the ReceivedData export has no column {0}")]
    MissingColumn(&'static str),
    #[error("line {line}: an unterminated quoted field")]
    Quote { line: usize },
    #[error("line {line}: {column} `{value}` cannot be read")]
    BadValue {
        line: usize,
        column: &'static str,
        value: String,
    },
}

/// Splits CSV as mdb-export writes it: `,` between fields, `"` around
/// text with `""` for a quote inside.
fn records(text: &str) -> Result<Vec<Vec<String>>, BwsError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let mut fields = Vec::new();
        let mut field = String::new();
        let mut quoted = false;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match (c, quoted) {
                ('"', true) if chars.peek() == Some(&'"') => {
                    field.push('"');
                    chars.next();
                }
                ('"', _) => quoted = !quoted,
                (',', false) => fields.push(std::mem::take(&mut field)),
                (c, _) => field.push(c),
            }
        }
        if quoted {
            return Err(BwsError::Quote { line: i + 1 });
        }
        fields.push(field);
        out.push(fields);
    }
    Ok(out)
}

/// `4 S x` as `4SX`; `PASS` as `Pass`.
fn contract(text: &str) -> Option<String> {
    let t: String = text.split_whitespace().collect::<Vec<_>>().join("");
    if t.is_empty() {
        return None;
    }
    if t.eq_ignore_ascii_case("pass") {
        return Some("Pass".into());
    }
    Some(t.to_ascii_uppercase())
}

/// Reads the `ReceivedData` export into the session's travellers (one
/// section; with several, the section letter is ignored and pair numbers
/// must be unique across sections).
pub fn read_received_data(csv: &str) -> Result<PbnSession, BwsError> {
    let rows = records(csv)?;
    let (header, body) = rows.split_first().ok_or(BwsError::Empty)?;
    let col = |name: &'static str| {
        header
            .iter()
            .position(|h| h.trim().eq_ignore_ascii_case(name))
            .ok_or(BwsError::MissingColumn(name))
    };
    let (board, ns, ew) = (col("Board")?, col("PairNS")?, col("PairEW")?);
    let (declarer, contract_col, result) = (col("NS/EW")?, col("Contract")?, col("Result")?);
    let optional = |name: &'static str| col(name).ok();
    let (round, table, lead, erased) = (
        optional("Round"),
        optional("Table"),
        optional("LeadCard"),
        optional("Erased"),
    );
    let mut boards: BTreeMap<u16, Vec<PublishedLine>> = BTreeMap::new();
    for (i, r) in body.iter().enumerate() {
        let line = i + 2;
        let get = |c: usize| r.get(c).map(|s| s.trim()).unwrap_or("");
        if erased.is_some_and(|c| matches!(get(c), "1" | "-1" | "True" | "true")) {
            continue;
        }
        let num = |c: usize, column: &'static str| -> Result<u16, BwsError> {
            get(c).parse().map_err(|_| BwsError::BadValue {
                line,
                column,
                value: get(c).to_string(),
            })
        };
        let opt = |c: Option<usize>| c.map(get).filter(|s| !s.is_empty());
        let contract = contract(get(contract_col));
        let passed = contract.as_deref() == Some("Pass");
        boards
            .entry(num(board, "Board")?)
            .or_default()
            .push(PublishedLine {
                round: opt(round).and_then(|v| v.parse().ok()),
                table: opt(table).and_then(|v| v.parse().ok()),
                ns: num(ns, "PairNS")?,
                ew: num(ew, "PairEW")?,
                declarer: if passed {
                    None
                } else {
                    Some(get(declarer).to_string()).filter(|s| !s.is_empty())
                },
                result: if passed {
                    None
                } else {
                    Some(get(result).to_string()).filter(|s| !s.is_empty())
                },
                lead: opt(lead).map(str::to_string),
                contract,
                ns_score: None,
                adjusted: None,
                mp_ns: None,
                mp_ew: None,
                imp_ns: None,
                imp_ew: None,
            });
    }
    Ok(PbnSession {
        event: None,
        deals: BTreeMap::new(),
        vulnerability: BTreeMap::new(),
        boards,
        ranking: Vec::new(),
        names: BTreeMap::new(),
        imps: false,
    })
}
