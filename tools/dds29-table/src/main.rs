//! `cargo run --release -- FILE`: solves the 20-cell double-dummy table of
//! every deal of a DDS test file (PBN and TABLE lines, e.g.
//! fixtures/dds/list100.txt) with DDS 2.9 through dds-bridge 0.18, one deal
//! at a time, checks each table against the file's, and prints the DDS
//! version, the wall time and the process's CPU time.
#![forbid(unsafe_code)]

use std::time::Instant;

use dds_bridge::{FullDeal, Seat, Solver, Strain};

fn cpu_seconds() -> f64 {
    // utime + stime of this process, in clock ticks (fields 14 and 15).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|s| s.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../../fixtures/dds/list100.txt".to_string());
    let text = std::fs::read_to_string(&path).expect("the DDS test file");
    let mut boards: Vec<(FullDeal, Vec<u8>)> = Vec::new();
    for line in text.lines() {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "PBN" => {
                let pbn = rest.split('"').nth(1).expect("a quoted deal");
                boards.push((pbn.parse().expect("a full deal"), Vec::new()));
            }
            "TABLE" => {
                let b = boards.last_mut().expect("TABLE after PBN");
                b.1 = rest
                    .split_whitespace()
                    .map(|x| x.parse().expect("a trick count"))
                    .collect();
            }
            _ => {}
        }
    }
    let solver = Solver::lock();
    println!("{}", solver.system_info().system_string().trim());
    let (cpu0, t0) = (cpu_seconds(), Instant::now());
    let mut wrong = 0;
    // The file's order: spades, hearts, diamonds, clubs, notrump; N E S W.
    let strains = [
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
        Strain::Notrump,
    ];
    let seats = [Seat::North, Seat::East, Seat::South, Seat::West];
    for (deal, want) in &boards {
        let t = solver.solve_deal(*deal);
        let got: Vec<u8> = strains
            .iter()
            .flat_map(|s| seats.iter().map(move |h| u8::from(t[*s].get(*h))))
            .collect();
        if !want.is_empty() && got != *want {
            wrong += 1;
        }
    }
    let wall = t0.elapsed();
    let cpu = cpu_seconds() - cpu0;
    println!(
        "DDS 2.9 (dds-bridge 0.18) on {path}: {} deals, wall {:.2} s ({:.1} ms/deal), CPU {:.2} s; {} tables differ from the file",
        boards.len(),
        wall.as_secs_f64(),
        wall.as_secs_f64() * 1000.0 / boards.len().max(1) as f64,
        cpu,
        wrong
    );
}
