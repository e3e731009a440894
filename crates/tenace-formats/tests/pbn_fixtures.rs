//! Every PBN fixture reads without error, keeps its tags and sections, and
//! its export-format rewrite is stable byte for byte.

use tenace_formats::pbn::{read_pbn, read_pbn_bytes, write_pbn, PbnFile};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/endplay/pbn");

fn fixture(name: &str) -> PbnFile {
    let bytes = std::fs::read(format!("{DIR}/{name}")).expect("fixture present");
    read_pbn_bytes(&bytes)
}

const FILES: [&str; 5] = [
    "example1.pbn",
    "example2.pbn",
    "example3.pbn",
    "example4.pbn",
    "sample.pbn",
];

#[test]
fn all_fixtures_read_without_error() {
    for name in FILES {
        let f = fixture(name);
        let errors: Vec<String> = f.errors().map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        assert!(f.ok_games().count() > 0, "{name}");
    }
}

#[test]
fn export_rewrite_is_stable() {
    for name in FILES {
        let f = fixture(name);
        let once = write_pbn(&f);
        let again = read_pbn(&once);
        let errors: Vec<String> = again.errors().map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        let twice = write_pbn(&again);
        if once != twice {
            let a: Vec<&str> = once.lines().collect();
            let b: Vec<&str> = twice.lines().collect();
            let k = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            panic!(
                "{name}: differs at line {}: {:?} vs {:?}",
                k + 1,
                a.get(k),
                b.get(k)
            );
        }
    }
}

/// What a game says, independent of layout: the interpreted mandatory tags,
/// every other tag with its section data, the auction and play entries with
/// their annotations (a suffix counted as its NAG), and the notes.
fn fingerprint(g: &tenace_formats::pbn::PbnGame) -> String {
    use std::fmt::Write;
    use tenace_formats::pbn::{export_name, MANDATORY_TAGS};
    let mut info = g.info.clone();
    if let Some(d) = info.deal.as_mut() {
        // Export writes the deal from the dealer: the hands are what counts.
        d.first = tenace_core::Seat::North;
    }
    let mut s = format!("{info:?}\n");
    let mut tags: Vec<String> = g
        .tags
        .iter()
        .filter(|t| {
            !MANDATORY_TAGS
                .iter()
                .any(|m| m.eq_ignore_ascii_case(&t.name))
        })
        .map(|t| {
            let data: Vec<Vec<String>> = t
                .data
                .iter()
                .flat_map(|d| d.lines.iter())
                .map(|l| l.iter().map(|e| e.text.clone()).collect())
                .collect();
            let cells: Vec<String> = data.into_iter().flatten().collect();
            format!("{}={:?} {:?}", export_name(&t.name), t.value, cells)
        })
        .collect();
    tags.sort();
    for t in tags {
        let _ = writeln!(s, "{t}");
    }
    if let Some(a) = &g.auction {
        for i in a
            .items
            .iter()
            .skip_while(|i| matches!(i.entry, tenace_formats::pbn::AuctionEntry::NotYet))
        {
            let mut nags = i.annotation.nags.clone();
            nags.extend(i.annotation.suffix.map(|x| x.nag(false)));
            nags.sort_unstable();
            let _ = write!(
                s,
                "{:?}{} {:?} {:?};",
                i.entry, i.insufficient, i.annotation.note, nags
            );
        }
        for n in &a.notes {
            let _ = write!(s, "note {}:{};", n.index, n.text);
        }
        let _ = writeln!(s, "{}", a.star);
    }
    if let Some(p) = &g.play {
        let mut cells: Vec<(usize, tenace_core::Seat, String)> = p
            .items
            .iter()
            .enumerate()
            .map(|(k, i)| (k / 4, p.seat_of(k), format!("{:?}{:?}", i.entry, i.mark)))
            .collect();
        cells.sort();
        for c in cells {
            let _ = write!(s, "{c:?};");
        }
        for n in &p.notes {
            let _ = write!(s, "note {}:{};", n.index, n.text);
        }
        let _ = writeln!(s, "{}", p.star);
    }
    s
}

#[test]
fn export_keeps_everything_the_games_say() {
    for name in FILES {
        let f = fixture(name);
        let again = read_pbn(&write_pbn(&f));
        let a: Vec<String> = f.ok_games().map(fingerprint).collect();
        let b: Vec<String> = again.ok_games().map(fingerprint).collect();
        assert_eq!(a.len(), b.len(), "{name}");
        for (k, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{name} game {}", k + 1);
        }
    }
}

#[test]
fn every_tag_of_the_text_is_in_the_model() {
    for name in FILES {
        let bytes = std::fs::read(format!("{DIR}/{name}")).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        let in_text = text
            .lines()
            .flat_map(|l| l.match_indices('[').map(move |(i, _)| &l[i + 1..]))
            .filter(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic()))
            .count();
        let f = fixture(name);
        let in_model: usize = f
            .ok_games()
            .map(|g| {
                use tenace_formats::pbn::TagOrigin;
                let written = g
                    .tags
                    .iter()
                    .filter(|t| {
                        !matches!(t.origin, TagOrigin::Inherited | TagOrigin::HeaderInherited)
                    })
                    .count();
                let sections = g.auction.iter().count() + g.play.iter().count();
                let notes = g.auction.iter().map(|a| a.notes.len()).sum::<usize>()
                    + g.play.iter().map(|p| p.notes.len()).sum::<usize>();
                let ignored = g
                    .warnings
                    .iter()
                    .filter(|w| w.message.contains("ignored"))
                    .count();
                written + sections + notes + ignored
            })
            .sum();
        assert_eq!(in_text, in_model, "{name}");
    }
}
