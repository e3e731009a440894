//! The values of PBN tags: the mandatory tags Tenace interprets (PBN 2.1
//! §3), the deal, contract and result, and the quick forms of cards, calls
//! and hands used by the section parsers.

use tenace_core::{
    split_contract_terms, AttemptedCall, Bid, Call, Card, Hand, Seat, Strain, Vulnerability,
};

use super::model::*;
use crate::error::ErrorKind;
use crate::note::DealReason;
use crate::pos::Pos;

pub(super) fn parse_seat_letter(v: &str) -> Option<Seat> {
    match v.trim() {
        "N" | "n" => Some(Seat::North),
        "E" | "e" => Some(Seat::East),
        "S" | "s" => Some(Seat::South),
        "W" | "w" => Some(Seat::West),
        other => other.parse().ok(),
    }
}

pub(super) fn unknown(v: &str) -> bool {
    let t = v.trim();
    t.is_empty() || t == "?"
}

/// Interprets the mandatory tags Tenace uses.
pub(crate) fn parse_info(tags: &[Tag]) -> Result<GameInfo, (Pos, ErrorKind)> {
    let mut info = GameInfo::default();
    for t in tags {
        let v = t.value.as_str();
        if t.name.eq_ignore_ascii_case("Board") {
            if !unknown(v) {
                info.board = Some(
                    v.trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| (t.pos, ErrorKind::BadBoard(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Dealer") {
            if !unknown(v) {
                info.dealer = Some(parse_seat_letter(v).ok_or_else(|| {
                    (
                        t.pos,
                        ErrorKind::BadSeat {
                            tag: t.name.clone(),
                            value: v.to_string(),
                        },
                    )
                })?);
            }
        } else if t.name.eq_ignore_ascii_case("Vulnerable") {
            // The PBN standard allows only these values; the shorter forms
            // the table script accepts (`E` for EW ...) are errors here.
            let allowed = ["none", "love", "-", "ns", "ew", "all", "both"];
            if !v.trim().is_empty()
                && v.trim() != "?"
                && !allowed.contains(&v.trim().to_ascii_lowercase().as_str())
            {
                return Err((t.pos, ErrorKind::BadVulnerable(v.to_string())));
            }
            if !v.trim().is_empty() && v.trim() != "?" {
                info.vulnerability = Some(
                    v.parse::<Vulnerability>()
                        .map_err(|_| (t.pos, ErrorKind::BadVulnerable(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Deal") {
            if !unknown(v) {
                info.deal = Some(parse_deal_tag(v).map_err(|reason| {
                    (
                        t.pos,
                        ErrorKind::BadDeal {
                            value: v.to_string(),
                            reason,
                        },
                    )
                })?);
            }
        } else if t.name.eq_ignore_ascii_case("Declarer") {
            if !unknown(v) {
                let s = v.trim();
                let (swapped, s) = match s.strip_prefix('^') {
                    Some(r) => (true, r),
                    None => (false, s),
                };
                let seat = parse_seat_letter(s)
                    .ok_or_else(|| (t.pos, ErrorKind::BadDeclarer(v.to_string())))?;
                info.declarer = Some(DeclarerTag { seat, swapped });
            }
        } else if t.name.eq_ignore_ascii_case("Contract") {
            if !unknown(v) {
                info.contract = Some(
                    parse_contract_tag(v)
                        .ok_or_else(|| (t.pos, ErrorKind::BadContract(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Result") && !unknown(v) {
            info.result = Some(
                parse_result_tag(v).ok_or_else(|| (t.pos, ErrorKind::BadResult(v.to_string())))?,
            );
        }
    }
    Ok(info)
}

/// Re-reads [`PbnGame::info`] from the tags, keeping what parses.
pub(crate) fn refresh_info(game: &mut PbnGame) {
    if let Ok(info) = parse_info(&game.tags) {
        game.info = info;
    }
}

/// Parses a PBN Deal tag value; hands may be `-` (not given).
pub fn parse_deal_tag(value: &str) -> Result<DealTag, DealReason> {
    let t = value.trim();
    let (first, rest) = t.split_once(':').ok_or(DealReason::NoColon)?;
    let first = parse_seat_letter(first).ok_or_else(|| DealReason::NotASeat(first.into()))?;
    let mut hands: [Option<Hand>; 4] = [None; 4];
    let mut n = 0usize;
    for (k, part) in rest.split_whitespace().enumerate() {
        n = k + 1;
        if k >= 4 {
            continue;
        }
        let seat = first.advance(k);
        if part == "-" {
            continue;
        }
        let hand = match fast_hand(part) {
            Some(h) => h,
            None => Hand::from_pbn(part).map_err(|error| DealReason::Hand { seat, error })?,
        };
        hands[seat.index()] = Some(hand);
    }
    if n != 4 {
        return Err(DealReason::HandCount {
            given: n,
            pbn: true,
        });
    }
    for i in 0..4 {
        for j in i + 1..4 {
            if let (Some(a), Some(b)) = (hands[i], hands[j]) {
                if let Some(card) = (a & b).lowest() {
                    return Err(DealReason::CardTwice {
                        card,
                        first: Seat::from_index(i),
                        second: Seat::from_index(j),
                    });
                }
            }
        }
    }
    let full = hands.iter().flatten().any(|h| h.len() == 13);
    for seat in Seat::ALL {
        if let Some(h) = hands[seat.index()] {
            if h.len() > 13 {
                return Err(DealReason::TooManyCards {
                    seat,
                    cards: h.len(),
                });
            }
            if full && h.len() != 13 {
                return Err(DealReason::Uneven {
                    seat,
                    cards: h.len(),
                });
            }
        }
    }
    Ok(DealTag { first, hands })
}

/// Parses a Contract tag value (not empty, not `?`).
pub fn parse_contract_tag(v: &str) -> Option<ContractTag> {
    let t = v.trim();
    if t.eq_ignore_ascii_case("pass") || t.eq_ignore_ascii_case("p") {
        return Some(ContractTag::Passed);
    }
    if !t.starts_with(|c: char| c.is_ascii_digit()) {
        return t.parse::<Strain>().ok().map(ContractTag::Strain);
    }
    let (bid, doubling, rest) = split_contract_terms(t).ok()?;
    // Some files write a redouble as `R` (`3NR`).
    let doubling = match rest.trim() {
        "" => doubling,
        "R" | "r" if doubling == tenace_core::Doubling::Undoubled => {
            tenace_core::Doubling::Redoubled
        }
        _ => return None,
    };
    Some(ContractTag::Contract { bid, doubling })
}

/// Parses a Result tag value (not empty, not `?`).
pub fn parse_result_tag(v: &str) -> Option<ResultTag> {
    let t = v.trim();
    let (disputed, t) = match t.strip_prefix('^') {
        Some(r) => (true, r.trim()),
        None => (false, t),
    };
    let tricks = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= 13);
    if let Some(n) = tricks(t) {
        return Some(ResultTag {
            tricks: ResultTricks::Declarer(n),
            disputed,
        });
    }
    let parts: Vec<&str> = t.split_whitespace().collect();
    if parts.len() != 2 && parts.len() != 4 {
        return None;
    }
    let (mut ns, mut ew) = (None, None);
    for pair in parts.chunks(2) {
        let n = tricks(pair[1])?;
        match pair[0].to_ascii_uppercase().as_str() {
            "NS" if ns.is_none() => ns = Some(n),
            "EW" if ew.is_none() => ew = Some(n),
            _ => return None,
        }
    }
    // Both sides given: they share the board's 13 tricks.
    if let (Some(a), Some(b)) = (ns, ew) {
        if a + b != 13 {
            return None;
        }
    }
    Some(ResultTag {
        tricks: ResultTricks::Sides { ns, ew },
        disputed,
    })
}

/// A two-letter card such as `SA` or `h2`, without the general parser.
pub(super) fn fast_card(t: &str) -> Option<Card> {
    let b = t.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let suit = tenace_core::Suit::from_char(b[0] as char)?;
    let rank = tenace_core::Rank::from_char(b[1] as char)?;
    Some(Card::new(suit, rank))
}

/// The calls of export format (`Pass`, `X`, `XX`, `1C` ... `7NT`), without
/// the general parser.
pub(super) fn fast_call(t: &str) -> Option<AttemptedCall> {
    let c = match t {
        "Pass" => Call::Pass,
        "X" => Call::Double,
        "XX" => Call::Redouble,
        _ => {
            let b = t.as_bytes();
            let level = match b.first() {
                Some(d @ b'1'..=b'7') => d - b'0',
                _ => return None,
            };
            let strain = match &b[1..] {
                b"C" => Strain::Clubs,
                b"D" => Strain::Diamonds,
                b"H" => Strain::Hearts,
                b"S" => Strain::Spades,
                b"NT" => Strain::NoTrump,
                _ => return None,
            };
            Call::Bid(Bid::try_new(level, strain)?)
        }
    };
    Some(AttemptedCall::Call(c))
}

/// Parses a PBN hand (`AKQ.T98.J2.7654`, any rank order) without
/// allocating; `None` when it is not one (the caller then asks
/// [`Hand::from_pbn`] for the reason).
pub(super) fn fast_hand(s: &str) -> Option<Hand> {
    let mut hand = Hand::EMPTY;
    let suits = [
        tenace_core::Suit::Spades,
        tenace_core::Suit::Hearts,
        tenace_core::Suit::Diamonds,
        tenace_core::Suit::Clubs,
    ];
    let mut k = 0;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            k += 1;
            if k > 3 {
                return None;
            }
        } else if c == b'-' {
            let alone = (i == 0 || b[i - 1] == b'.') && (i + 1 == b.len() || b[i + 1] == b'.');
            if !alone {
                return None;
            }
        } else {
            let rank = if c == b'1' && b.get(i + 1) == Some(&b'0') {
                i += 1;
                tenace_core::Rank::Ten
            } else {
                tenace_core::Rank::from_char(c as char)?
            };
            if !hand.insert(Card::new(suits[k], rank)) {
                return None;
            }
        }
        i += 1;
    }
    (k == 3).then_some(hand)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_tag_forms() {
        let d = parse_deal_tag("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -").unwrap();
        assert_eq!(d.first, Seat::West);
        assert!(d.hands[Seat::North.index()].is_none());
        assert!(d.deal().is_none());
        let e = parse_deal_tag("N:AKQJT98765432... - - -").unwrap();
        assert!(parse_deal_tag("N:A-K... - - -").is_err());
        assert_eq!(fast_hand("AK10.-..2").map(|h| h.len()), Some(4));
        assert!(e.deal().is_none());
        let err = parse_deal_tag("N:AKQJT98765432.2.. - - -").unwrap_err();
        assert!(err.to_string().contains("14 cards"), "{err}");
    }

    #[test]
    fn result_and_contract_tags() {
        assert_eq!(
            parse_result_tag("9").unwrap().tricks,
            ResultTricks::Declarer(9)
        );
        let r = parse_result_tag("^NS 9 EW 4").unwrap();
        assert!(r.disputed);
        assert_eq!(r.declarer_tricks(Some(Seat::East)), Some(4));
        assert!(parse_result_tag("14").is_none());
        assert_eq!(parse_contract_tag("pass"), Some(ContractTag::Passed));
        assert_eq!(
            parse_contract_tag("NT"),
            Some(ContractTag::Strain(Strain::NoTrump))
        );
        assert!(matches!(
            parse_contract_tag("4sx"),
            Some(ContractTag::Contract { .. })
        ));
        assert!(parse_contract_tag("4SX N").is_none());
    }
}
