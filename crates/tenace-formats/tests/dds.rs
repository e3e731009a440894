//! The DDS test files' PBN deal strings all parse into deals, through
//! tenace-core and through the PBN Deal tag reader; their played card
//! sequences follow the trick rules of the record module.

use tenace_core::{Card, Deal, Seat, Suit};
use tenace_formats::pbn::parse_deal_tag;
use tenace_formats::record::trick_winner;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/dds");

fn quoted(line: &str) -> Vec<&str> {
    line.split('"').skip(1).step_by(2).collect()
}

#[test]
fn every_pbn_deal_string_parses() {
    let mut total = 0;
    for name in [
        "list1.txt",
        "list10.txt",
        "list100.txt",
        "list1000.txt",
        "largest.txt",
    ] {
        let text = std::fs::read_to_string(format!("{DIR}/{name}")).unwrap();
        for (k, line) in text.lines().enumerate() {
            if !line.starts_with("PBN ") {
                continue;
            }
            let deal_text = quoted(line)[0];
            let deal =
                Deal::from_pbn(deal_text).unwrap_or_else(|e| panic!("{name}:{}: {e}", k + 1));
            let tag = parse_deal_tag(deal_text).unwrap_or_else(|e| panic!("{name}:{}: {e}", k + 1));
            assert_eq!(tag.deal(), Some(deal), "{name}:{}", k + 1);
            total += 1;
        }
    }
    assert!(total >= 1111, "{total}");
}

#[test]
fn sol_file_deals_parse() {
    let text = std::fs::read_to_string(format!("{DIR}/sol10.txt")).unwrap();
    let mut n = 0;
    for line in text.lines() {
        let Some((hands, _)) = line.split_once(':') else {
            continue;
        };
        if hands.split_whitespace().count() != 4 {
            continue;
        }
        parse_deal_tag(&format!("N:{hands}")).unwrap_or_else(|e| panic!("{line}: {e}"));
        n += 1;
    }
    assert!(n >= 10, "{n}");
}

#[test]
fn played_sequences_follow_the_trick_rules() {
    // `PBN <a> <b> <trump> <first> "deal"`: trump 0-4 = S, H, D, C, NT; first 0-3 = N, E, S, W.
    let text = std::fs::read_to_string(format!("{DIR}/list100.txt")).unwrap();
    let mut deal: Option<(Deal, Option<Suit>, Seat)> = None;
    let mut plays = 0;
    for line in text.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields.first() {
            Some(&"PBN") => {
                let d = Deal::from_pbn(quoted(line)[0]).unwrap();
                let trump = [
                    Some(Suit::Spades),
                    Some(Suit::Hearts),
                    Some(Suit::Diamonds),
                    Some(Suit::Clubs),
                    None,
                ][fields[3].parse::<usize>().unwrap()];
                let first = [Seat::North, Seat::East, Seat::South, Seat::West]
                    [fields[4].parse::<usize>().unwrap()];
                deal = Some((d, trump, first));
            }
            Some(&"PLAY") => {
                let (d, trump, first) = deal.unwrap();
                let seq = quoted(line)[0];
                let cards: Vec<Card> = (0..seq.len() / 2)
                    .map(|i| seq[2 * i..2 * i + 2].parse().unwrap())
                    .collect();
                let mut hands = d.hands();
                let mut leader = first;
                for trick in cards.chunks(4) {
                    let mut played = Vec::new();
                    for (n, &c) in trick.iter().enumerate() {
                        let seat = leader.advance(n);
                        assert!(
                            hands[seat.index()].remove(c),
                            "{c} is not in {seat}'s hand: {line}"
                        );
                        played.push((seat, c));
                    }
                    if played.len() == 4 {
                        leader = trick_winner(&played, trump).unwrap();
                    }
                }
                plays += 1;
            }
            _ => {}
        }
    }
    assert_eq!(plays, 100);
}
