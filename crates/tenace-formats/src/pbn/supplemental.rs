//! Supplemental tags and sections: tables (PBN 2.1 chapter 5), the
//! double-dummy trick table, optimum score and par contracts.

use serde::Serialize;
use tenace_core::{split_contract_terms, Bid, Doubling, Seat, Side, Strain};

use super::model::{Element, Tag};

/// A column of a table section: its name and the layout hints of the tag
/// value (`+`/`-` order prefix, `\width` and `L`/`R` alignment).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Column {
    pub name: String,
    /// `'+'` (descending) or `'-'` (ascending), when given.
    pub order: Option<char>,
    /// The minimum width of the column's elements.
    pub width: Option<usize>,
    /// `'L'` or `'R'`, when given.
    pub align: Option<char>,
}

impl Column {
    /// Parses one column name token.
    pub fn parse(s: &str) -> Column {
        let (order, rest) = match s.chars().next() {
            Some(c @ ('+' | '-')) => (Some(c), &s[1..]),
            _ => (None, s),
        };
        let (name, width, align) = match rest.split_once('\\') {
            Some((name, spec)) => {
                let digits: String = spec.chars().take_while(|c| c.is_ascii_digit()).collect();
                let after = &spec[digits.len()..];
                let align = match after {
                    "L" | "l" => Some('L'),
                    "R" | "r" => Some('R'),
                    _ => None,
                };
                match digits.parse::<usize>() {
                    Ok(w) if after.is_empty() || align.is_some() => {
                        (name.to_string(), Some(w), align)
                    }
                    _ => (rest.to_string(), None, None),
                }
            }
            None => (rest.to_string(), None, None),
        };
        Column {
            name,
            order,
            width,
            align,
        }
    }

    /// The column name token.
    pub fn spec(&self) -> String {
        let mut s = String::new();
        if let Some(o) = self.order {
            s.push(o);
        }
        s.push_str(&self.name);
        if let Some(w) = self.width {
            s.push('\\');
            s.push_str(&w.to_string());
            if let Some(a) = self.align {
                s.push(a);
            }
        }
        s
    }
}

/// A table section: its columns and its rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Element>>,
}

/// One row of an `OptimumResultTable`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OptimumResult {
    pub declarer: Seat,
    pub strain: Strain,
    pub tricks: u8,
}

impl Table {
    /// The table of a section tag: columns from its value, rows from its
    /// data (elements are regrouped by the number of columns, since import
    /// format does not tie rows to lines).
    pub fn from_tag(tag: &Tag) -> Table {
        let columns: Vec<Column> = if tag.value.is_empty() {
            Vec::new()
        } else {
            tag.value.split(';').map(Column::parse).collect()
        };
        let elements: Vec<Element> = tag
            .data
            .iter()
            .flat_map(|d| d.elements().cloned())
            .collect();
        let width = columns.len().max(1);
        let rows = elements.chunks(width).map(|c| c.to_vec()).collect();
        Table { columns, rows }
    }

    /// The index of the column named `name` (case-insensitive).
    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// The element of `row` in column `name`.
    pub fn get(&self, row: usize, name: &str) -> Option<&str> {
        let c = self.column(name)?;
        self.rows.get(row)?.get(c).map(|e| e.text.as_str())
    }

    /// Reads the rows of an OptimumResultTable (columns Declarer,
    /// Denomination, Result).
    pub fn optimum_results(&self) -> Result<Vec<OptimumResult>, String> {
        let (d, s, r) = match (
            self.column("Declarer"),
            self.column("Denomination"),
            self.column("Result"),
        ) {
            (Some(d), Some(s), Some(r)) => (d, s, r),
            _ => {
                return Err(
                    "an OptimumResultTable needs the columns Declarer, Denomination and Result"
                        .into(),
                )
            }
        };
        self.rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let cell = |c: usize| row.get(c).map(|e| e.text.as_str()).unwrap_or("");
                let declarer = cell(d)
                    .parse::<Seat>()
                    .map_err(|_| format!("row {}: `{}` is not a seat", i + 1, cell(d)))?;
                let strain = cell(s)
                    .parse::<Strain>()
                    .map_err(|_| format!("row {}: `{}` is not a denomination", i + 1, cell(s)))?;
                let tricks = cell(r)
                    .parse::<u8>()
                    .ok()
                    .filter(|&t| t <= 13)
                    .ok_or_else(|| {
                        format!("row {}: `{}` is not a number of tricks", i + 1, cell(r))
                    })?;
                Ok(OptimumResult {
                    declarer,
                    strain,
                    tricks,
                })
            })
            .collect()
    }
}

/// The `DoubleDummyTricks` tag: 20 hexadecimal digits, declarers N, S, E, W,
/// each with the strains NT, S, H, D, C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DoubleDummyTricks {
    /// `tricks[seat.index()][strain.index()]`; `None` where the tag has `-`.
    pub tricks: [[Option<u8>; 5]; 4],
}

const DDT_SEATS: [Seat; 4] = [Seat::North, Seat::South, Seat::East, Seat::West];
const DDT_STRAINS: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

impl DoubleDummyTricks {
    /// Parses the tag value.
    pub fn parse(value: &str) -> Result<DoubleDummyTricks, String> {
        let chars: Vec<char> = value.trim().chars().collect();
        if chars.len() != 20 {
            return Err(format!(
                "DoubleDummyTricks `{value}` has {} digits; it needs 20 (N, S, E, W by NT, S, H, D, C)",
                chars.len()
            ));
        }
        let mut tricks = [[None; 5]; 4];
        for (k, c) in chars.iter().enumerate() {
            let v = match c {
                '-' | '?' | '*' => None,
                c => Some(c.to_digit(16).filter(|&d| d <= 13).ok_or_else(|| {
                    format!("DoubleDummyTricks `{value}`: `{c}` is not 0-9 or a-d")
                })? as u8),
            };
            tricks[DDT_SEATS[k / 5].index()][DDT_STRAINS[k % 5].index()] = v;
        }
        Ok(DoubleDummyTricks { tricks })
    }

    /// The tricks `declarer` takes in `strain`.
    pub fn get(&self, declarer: Seat, strain: Strain) -> Option<u8> {
        self.tricks[declarer.index()][strain.index()]
    }

    /// The tag value.
    pub fn to_pbn(&self) -> String {
        let mut s = String::with_capacity(20);
        for seat in DDT_SEATS {
            for strain in DDT_STRAINS {
                match self.get(seat, strain) {
                    Some(t) => s.push(char::from_digit(t as u32, 16).unwrap_or('-')),
                    None => s.push('-'),
                }
            }
        }
        s
    }
}

/// A score tag in one of the PBN forms: `<score>` (declarer), `NS <score>`,
/// `EW <score>`, or both sides. Used for Score and OptimumScore.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SideScore {
    pub ns: Option<i32>,
    pub ew: Option<i32>,
    /// The score of declarer, in the one-number form.
    pub declarer: Option<i32>,
}

impl SideScore {
    /// Parses the tag value.
    pub fn parse(value: &str) -> Result<SideScore, String> {
        let bad =
            || format!("`{value}` is not a score (e.g. `NS 420`, `EW -100`, `NS 420 EW -420`)");
        let parts: Vec<&str> = value.split_whitespace().collect();
        let num = |s: &str| s.trim_start_matches('+').parse::<i32>().map_err(|_| bad());
        let mut out = SideScore {
            ns: None,
            ew: None,
            declarer: None,
        };
        match parts.len() {
            1 => out.declarer = Some(num(parts[0])?),
            2 | 4 => {
                for pair in parts.chunks(2) {
                    match pair[0].to_ascii_uppercase().as_str() {
                        "NS" if out.ns.is_none() => out.ns = Some(num(pair[1])?),
                        "EW" if out.ew.is_none() => out.ew = Some(num(pair[1])?),
                        _ => return Err(bad()),
                    }
                }
            }
            _ => return Err(bad()),
        }
        Ok(out)
    }

    /// The score for `side`, when the tag gives it (one side's score is the
    /// other's negated).
    pub fn for_side(&self, side: Side) -> Option<i32> {
        match side {
            Side::NorthSouth => self.ns.or(self.ew.map(|e| -e)),
            Side::EastWest => self.ew.or(self.ns.map(|n| -n)),
        }
    }
}

/// One contract of a `ParContract` tag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ParContract {
    /// The side or seats that declare, as written (`NS`, `EW`, `N`, `NS` ...).
    pub declarers: String,
    /// `None` when the par is to pass the board out.
    pub bid: Option<Bid>,
    pub doubling: Doubling,
}

/// The `ParContract` tag: one or more par contracts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ParContracts {
    pub contracts: Vec<ParContract>,
}

impl ParContracts {
    /// Parses forms such as `NS 4S`, `EW 5DX`, `NS 3NT; NS 5C`, `N 4H, S 4H`
    /// and `Pass`.
    pub fn parse(value: &str) -> Result<ParContracts, String> {
        let mut contracts = Vec::new();
        let mut pending_side: Option<String> = None;
        for piece in value.split([';', ',']) {
            let words: Vec<&str> = piece.split_whitespace().collect();
            let mut i = 0;
            while i < words.len() {
                let w = words[i];
                let upper = w.to_ascii_uppercase();
                if upper.chars().all(|c| "NESW".contains(c)) && !upper.is_empty() {
                    pending_side = Some(upper);
                    i += 1;
                    continue;
                }
                if upper == "PASS" || upper == "PASSED" {
                    contracts.push(ParContract {
                        declarers: pending_side.clone().unwrap_or_default(),
                        bid: None,
                        doubling: Doubling::Undoubled,
                    });
                    i += 1;
                    continue;
                }
                let (bid, doubling, rest) = split_contract_terms(w)
                    .map_err(|_| format!("`{value}`: `{w}` is not a par contract"))?;
                if !rest.is_empty() {
                    return Err(format!("`{value}`: `{w}` is not a par contract"));
                }
                let declarers = pending_side
                    .clone()
                    .ok_or_else(|| format!("`{value}`: `{w}` has no declaring side"))?;
                contracts.push(ParContract {
                    declarers,
                    bid: Some(bid),
                    doubling,
                });
                i += 1;
            }
        }
        if contracts.is_empty() {
            return Err(format!("`{value}` names no par contract"));
        }
        Ok(ParContracts { contracts })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ddt_round_trip() {
        let d = DoubleDummyTricks::parse("746b5747b55862758627").unwrap();
        assert_eq!(d.get(Seat::North, Strain::Diamonds), Some(11));
        assert_eq!(d.get(Seat::West, Strain::Spades), Some(8));
        assert_eq!(d.to_pbn(), "746b5747b55862758627");
        assert!(DoubleDummyTricks::parse("746").is_err());
        assert!(DoubleDummyTricks::parse("746b5747b5586275862z").is_err());
    }

    #[test]
    fn scores_and_par() {
        let s = SideScore::parse("NS +400").unwrap();
        assert_eq!(s.for_side(Side::EastWest), Some(-400));
        assert!(SideScore::parse("NS").is_err());
        let p = ParContracts::parse("NS 4S; EW 5DX").unwrap();
        assert_eq!(p.contracts.len(), 2);
        assert_eq!(p.contracts[1].doubling, Doubling::Doubled);
        assert!(ParContracts::parse("4S").is_err());
    }

    #[test]
    fn columns() {
        let c = Column::parse("+Result\\2R");
        assert_eq!(
            (c.name.as_str(), c.order, c.width, c.align),
            ("Result", Some('+'), Some(2), Some('R'))
        );
        assert_eq!(c.spec(), "+Result\\2R");
        assert_eq!(Column::parse("Declarer").spec(), "Declarer");
    }
}
