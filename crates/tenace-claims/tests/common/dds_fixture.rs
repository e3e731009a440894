//! Reader for the DDS test files in fixtures/dds (list*.txt and
//! sol*.txt). DDS encodes suits and strains as 0 = spades, 1 = hearts,
//! 2 = diamonds, 3 = clubs, 4 = no trump; seats as 0 = North ... 3 = West;
//! vulnerability as 0 = none, 1 = both, 2 = NS, 3 = EW.
#![allow(dead_code)]

use tenace_core::{Card, Deal, Rank, Seat, Strain, Suit, Vulnerability};

pub fn path(name: &str) -> String {
    format!("{}/../../fixtures/dds/{}", env!("CARGO_MANIFEST_DIR"), name)
}

/// One board of a list*.txt file.
#[derive(Debug, Clone)]
pub struct Board {
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub trump: Strain,
    pub first: Seat,
    pub deal: Deal,
    /// Card values at the start: (card, tricks for the side on lead).
    pub fut: Vec<(Card, u8)>,
    /// `table[strain.index()][seat.index()]`, tenace-core order.
    pub table: [[u8; 4]; 5],
    /// PAR2: the NS score and the contracts as text ("4S*-EW-1").
    pub par_score: i32,
    pub par_contracts: Vec<String>,
    pub play: Vec<Card>,
    pub trace: Vec<u8>,
}

pub fn dds_strain(i: usize) -> Strain {
    [
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
        Strain::NoTrump,
    ][i]
}

pub fn dds_suit(i: usize) -> Suit {
    [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs][i]
}

fn nums(s: &str) -> Vec<i64> {
    s.split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect()
}

fn quoted(s: &str) -> Vec<String> {
    s.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

pub fn read_list(name: &str) -> Vec<Board> {
    let text = std::fs::read_to_string(path(name)).expect("fixture file");
    let mut boards = Vec::new();
    let mut cur: Option<Board> = None;
    for line in text.lines() {
        let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
        match tag {
            "PBN" => {
                if let Some(b) = cur.take() {
                    boards.push(b);
                }
                let n = nums(rest.split('"').next().unwrap_or(""));
                let deal: Deal = quoted(rest)[0].parse().expect("deal");
                cur = Some(Board {
                    dealer: Seat::from_index(n[0] as usize),
                    vulnerability: [
                        Vulnerability::None,
                        Vulnerability::Both,
                        Vulnerability::NorthSouth,
                        Vulnerability::EastWest,
                    ][n[1] as usize],
                    trump: dds_strain(n[2] as usize),
                    first: Seat::from_index(n[3] as usize),
                    deal,
                    fut: Vec::new(),
                    table: [[0; 4]; 5],
                    par_score: 0,
                    par_contracts: Vec::new(),
                    play: Vec::new(),
                    trace: Vec::new(),
                });
            }
            "FUT" => {
                let b = cur.as_mut().expect("board");
                let v = nums(rest);
                let n = v[0] as usize;
                for i in 0..n {
                    let suit = dds_suit(v[1 + i] as usize);
                    let rank = v[1 + n + i] as u8;
                    let equals = v[1 + 2 * n + i] as u32;
                    let score = v[1 + 3 * n + i] as u8;
                    b.fut
                        .push((Card::new(suit, Rank::from_value(rank).unwrap()), score));
                    for r in 2..=14u8 {
                        if equals & (1 << r) != 0 {
                            b.fut
                                .push((Card::new(suit, Rank::from_value(r).unwrap()), score));
                        }
                    }
                }
            }
            "TABLE" => {
                let b = cur.as_mut().expect("board");
                let v = nums(rest);
                for s in 0..5 {
                    for h in 0..4 {
                        b.table[dds_strain(s).index()][h] = v[4 * s + h] as u8;
                    }
                }
            }
            "PAR2" => {
                let b = cur.as_mut().expect("board");
                let q = quoted(rest);
                b.par_score = q[0].parse().expect("par score");
                b.par_contracts = q[1..].to_vec();
            }
            "PLAY" => {
                let b = cur.as_mut().expect("board");
                let s = &quoted(rest)[0];
                b.play = (0..s.len() / 2)
                    .map(|i| s[2 * i..2 * i + 2].parse().expect("card"))
                    .collect();
            }
            "TRACE" => {
                let b = cur.as_mut().expect("board");
                b.trace = nums(rest).into_iter().skip(1).map(|x| x as u8).collect();
            }
            _ => {}
        }
    }
    boards.extend(cur);
    boards
}

/// sol*.txt: four hands then a 20-digit GIB table.
pub fn read_sol(name: &str) -> Vec<(Vec<String>, String)> {
    let text = std::fs::read_to_string(path(name)).expect("fixture file");
    text.lines()
        .filter(|l| l.contains(':'))
        .map(|l| {
            let (hands, tail) = l.split_once(':').unwrap();
            (
                hands.split_whitespace().map(str::to_string).collect(),
                tail.trim().to_string(),
            )
        })
        .collect()
}
