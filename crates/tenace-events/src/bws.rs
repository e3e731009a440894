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
//!
//! Two more tables are read the same way: `RoundData` (the movement: one
//! row per section, table and round with `NSPair`, `EWPair`, `LowBoard`,
//! `HighBoard`, and for individuals `South` and `West`), made a movement
//! by [`movement_from_round_data`] and verified as any imported movement;
//! and `PlayerNumbers` (who sat where from which round: `Table`,
//! `Direction`, `Number`, `Name`, `Round`), made the pairs' names by
//! [`names_from_player_numbers`] with the seats of `RoundData`.

use std::collections::BTreeMap;

use crate::import_pbn::{PbnSession, PublishedLine};

/// Why the exported table cannot be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
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
    /// `RoundData` describes several sections; one is read at a time.
    #[error("RoundData has {0} sections; read one at a time")]
    Sections(usize),
    /// `RoundData` does not make a movement that passes the verifier.
    #[error("RoundData: {0}")]
    Movement(crate::exchange::ImportError),
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
    let columns = Columns { header };
    let col = |name: &'static str| columns.need(name);
    let (board, ns, ew) = (col("Board")?, col("PairNS")?, col("PairEW")?);
    let (declarer, contract_col, result) = (col("NS/EW")?, col("Contract")?, col("Result")?);
    let optional = |name: &'static str| columns.find(name);
    let (round, table, lead, erased) = (
        optional("Round"),
        optional("Table"),
        optional("LeadCard"),
        optional("Erased"),
    );
    let mut boards: BTreeMap<u16, Vec<PublishedLine>> = BTreeMap::new();
    for (i, r) in body.iter().enumerate() {
        let line = i + 2;
        let get = |c: usize| field(r, c);
        if erased.is_some_and(|c| matches!(get(c), "1" | "-1" | "True" | "true")) {
            continue;
        }
        let num = |c: usize, column: &'static str| number(r, c, line, column);
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

/// Looks up columns of an export by name (case does not matter).
struct Columns<'a> {
    header: &'a [String],
}

impl Columns<'_> {
    fn need(&self, name: &'static str) -> Result<usize, BwsError> {
        self.find(name).ok_or(BwsError::MissingColumn(name))
    }

    fn find(&self, name: &str) -> Option<usize> {
        self.header
            .iter()
            .position(|h| h.trim().eq_ignore_ascii_case(name))
    }
}

/// A field of a row, trimmed.
fn field(r: &[String], c: usize) -> &str {
    r.get(c).map(|s| s.trim()).unwrap_or("")
}

/// A number in a column.
fn number(r: &[String], c: usize, line: usize, column: &'static str) -> Result<u16, BwsError> {
    field(r, c).parse().map_err(|_| BwsError::BadValue {
        line,
        column,
        value: field(r, c).to_string(),
    })
}

/// One row of `RoundData`: who sits at a table in a round, and the boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRow {
    pub section: String,
    pub table: u16,
    pub round: u16,
    /// The N-S and E-W pairs (individuals: North and East); 0 is nobody.
    pub ns: u16,
    pub ew: u16,
    /// Individuals: South and West.
    pub south: Option<u16>,
    pub west: Option<u16>,
    /// The boards `LowBoard..=HighBoard` (none when both are 0).
    pub low: u16,
    pub high: u16,
}

/// Reads the `RoundData` export (`mdb-export FILE.bws RoundData`).
pub fn read_round_data(csv: &str) -> Result<Vec<RoundRow>, BwsError> {
    let rows = records(csv)?;
    let (header, body) = rows.split_first().ok_or(BwsError::Empty)?;
    let c = Columns { header };
    let (table, round) = (c.need("Table")?, c.need("Round")?);
    let (ns, ew) = (c.need("NSPair")?, c.need("EWPair")?);
    let (low, high) = (c.need("LowBoard")?, c.need("HighBoard")?);
    let (section, south, west) = (c.find("Section"), c.find("South"), c.find("West"));
    body.iter()
        .enumerate()
        .map(|(i, r)| {
            let line = i + 2;
            let seat = |col: Option<usize>, name: &'static str| {
                col.filter(|&k| !field(r, k).is_empty())
                    .map(|k| number(r, k, line, name))
                    .transpose()
                    .map(|v| v.filter(|&n| n != 0))
            };
            Ok(RoundRow {
                section: section.map(|k| field(r, k).to_string()).unwrap_or_default(),
                table: number(r, table, line, "Table")?,
                round: number(r, round, line, "Round")?,
                ns: number(r, ns, line, "NSPair")?,
                ew: number(r, ew, line, "EWPair")?,
                south: seat(south, "South")?,
                west: seat(west, "West")?,
                low: number(r, low, line, "LowBoard")?,
                high: number(r, high, line, "HighBoard")?,
            })
        })
        .collect()
}

/// The movement of `RoundData` (one section), as a cell list verified like
/// any imported movement (docs/events.md, V0–V5 and V9): a pair number 0
/// is an empty place, the boards are `LowBoard..=HighBoard`, and an
/// individual movement's rows give all four seats.
pub fn movement_from_round_data(rows: &[RoundRow]) -> Result<crate::Movement, BwsError> {
    use crate::exchange::{MovementJson, RoundJson, TableJson};
    let sections: std::collections::BTreeSet<&str> =
        rows.iter().map(|r| r.section.as_str()).collect();
    if sections.len() > 1 {
        return Err(BwsError::Sections(sections.len()));
    }
    let mut by_round: BTreeMap<u16, Vec<TableJson>> = BTreeMap::new();
    for r in rows {
        let place = |n: u16| (n != 0).then_some(n);
        let individual = r.south.is_some() || r.west.is_some();
        by_round.entry(r.round).or_default().push(TableJson {
            table: r.table,
            ns: place(r.ns),
            ew: place(r.ew),
            boards: if r.low == 0 || r.high < r.low {
                Vec::new()
            } else {
                (r.low..=r.high).collect()
            },
            seats: individual.then_some([place(r.ns), place(r.ew), r.south, r.west]),
        });
    }
    let list = MovementJson {
        rounds: by_round
            .into_iter()
            .map(|(round, mut tables)| {
                tables.sort_by_key(|t| t.table);
                RoundJson { round, tables }
            })
            .collect(),
    };
    let text = serde_json::to_string(&list)
        .map_err(|e| BwsError::Movement(crate::exchange::ImportError::Json(e.to_string())))?;
    crate::exchange::import(&text).map_err(BwsError::Movement)
}

/// The pairs' names from the `PlayerNumbers` export: each row names the
/// player at a seat (`Direction` N, E, S or W) of a table from a round on;
/// the pair sitting there in that round (`RoundData`, the row's round or,
/// when it has none, round 1) gets the name. A pair's names are listed in
/// the order they first appear (round, then N, E, S, W), joined by ` - `
/// as in a PBN ranking; a row without a name gives the player's number,
/// and a row whose seat is empty in the movement is passed over.
pub fn names_from_player_numbers(
    csv: &str,
    rounds: &[RoundRow],
) -> Result<BTreeMap<u16, String>, BwsError> {
    let rows = records(csv)?;
    let (header, body) = rows.split_first().ok_or(BwsError::Empty)?;
    let c = Columns { header };
    let (table, direction) = (c.need("Table")?, c.need("Direction")?);
    let (number_col, name_col, round_col) = (c.find("Number"), c.find("Name"), c.find("Round"));
    // (pair, round, seat index, name)
    let mut found: Vec<(u16, u16, usize, String)> = Vec::new();
    for (i, r) in body.iter().enumerate() {
        let line = i + 2;
        let t = number(r, table, line, "Table")?;
        let round = match round_col.filter(|&k| !field(r, k).is_empty()) {
            Some(k) => number(r, k, line, "Round")?.max(1),
            None => 1,
        };
        let seat = match field(r, direction).to_ascii_uppercase().as_str() {
            "N" => 0,
            "E" => 1,
            "S" => 2,
            "W" => 3,
            _ => {
                return Err(BwsError::BadValue {
                    line,
                    column: "Direction",
                    value: field(r, direction).to_string(),
                })
            }
        };
        let name = name_col
            .map(|k| field(r, k))
            .filter(|s| !s.is_empty())
            .or_else(|| number_col.map(|k| field(r, k)).filter(|s| !s.is_empty()));
        let Some(name) = name else { continue };
        let Some(row) = rounds.iter().find(|x| x.table == t && x.round == round) else {
            continue;
        };
        let pair = match (seat, row.south, row.west) {
            (2, Some(p), _) | (3, _, Some(p)) => p,
            (0 | 2, _, _) => row.ns,
            _ => row.ew,
        };
        if pair != 0 {
            found.push((pair, round, seat, name.to_string()));
        }
    }
    found.sort_by_key(|x| (x.0, x.1, x.2));
    let mut names: BTreeMap<u16, Vec<String>> = BTreeMap::new();
    for (pair, _, _, name) in found {
        let list = names.entry(pair).or_default();
        if !list.contains(&name) {
            list.push(name);
        }
    }
    Ok(names
        .into_iter()
        .map(|(p, list)| (p, list.join(" - ")))
        .collect())
}
