//! Deal commitment (issue 17 item 7): before play the organiser publishes
//! a SHA-256 hash over the session's deals; after play, the seed they were
//! dealt from. Anyone can then deal again from the seed, hash, and check
//! that the deals were neither chosen nor changed.
//!
//! The hashed text is `tenace-deals-v1\n` followed by one line per board in
//! board order, `<board> <deal as PBN from North>\n`. The deals of a seed
//! are drawn one after another from a single ChaCha20 stream seeded with
//! it, by the dealer of `tenace-core` ([`Deal::random_with`]).

use std::collections::BTreeMap;

use rand_chacha::ChaCha20Rng;
use rand_core::SeedableRng;
use serde::Serialize;
use sha2::{Digest, Sha256};
use tenace_core::{Deal, Seat};

/// The scheme named in the hashed text.
pub const SCHEME: &str = "tenace-deals-v1";

/// Why a commitment does not check out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum CommitError {
    #[error("board {board}: `{text}` is not a deal")]
    BadDeal { board: u16, text: String },
    #[error("there are no deals to commit to")]
    NoDeals,
    #[error("no seed has been published")]
    NoSeed,
    #[error("no commitment has been published")]
    NoCommitment,
    #[error("the deals hash to {actual}, not to the published {expected}")]
    HashMismatch { expected: String, actual: String },
    #[error("board {board} is not the deal the seed gives")]
    NotFromSeed { board: u16 },
}

/// Deals boards `1..=boards` from `seed`.
pub fn deals_from_seed(seed: u64, boards: u16) -> BTreeMap<u16, Deal> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    (1..=boards)
        .map(|b| (b, Deal::random_with(&mut rng)))
        .collect()
}

/// Reads deals written as PBN (`N:AKQ.. ...`).
pub fn parse_deals(text: &BTreeMap<u16, String>) -> Result<BTreeMap<u16, Deal>, CommitError> {
    text.iter()
        .map(|(&board, t)| {
            Deal::from_pbn(t)
                .map(|d| (board, d))
                .map_err(|_| CommitError::BadDeal {
                    board,
                    text: t.clone(),
                })
        })
        .collect()
}

/// The commitment: SHA-256 in lower-case hex.
pub fn commitment(deals: &BTreeMap<u16, Deal>) -> Result<String, CommitError> {
    if deals.is_empty() {
        return Err(CommitError::NoDeals);
    }
    let mut h = Sha256::new();
    h.update(SCHEME.as_bytes());
    h.update(b"\n");
    for (b, d) in deals {
        h.update(format!("{b} {}\n", d.to_pbn(Seat::North)).as_bytes());
    }
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// Checks published deals against the commitment made before play and the
/// seed published after it.
pub fn verify(
    deals: &BTreeMap<u16, Deal>,
    published: Option<&str>,
    seed: Option<u64>,
) -> Result<(), CommitError> {
    let expected = published.ok_or(CommitError::NoCommitment)?;
    let seed = seed.ok_or(CommitError::NoSeed)?;
    let actual = commitment(deals)?;
    if !actual.eq_ignore_ascii_case(expected.trim()) {
        return Err(CommitError::HashMismatch {
            expected: expected.trim().to_string(),
            actual,
        });
    }
    let last = deals.keys().next_back().copied().unwrap_or(0);
    let dealt = deals_from_seed(seed, last);
    for (b, d) in deals {
        if dealt.get(b) != Some(d) {
            return Err(CommitError::NotFromSeed { board: *b });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_of_a_known_text() {
        // FIPS 180-2 example: SHA-256("abc").
        let d = Sha256::digest(b"abc");
        let hex: String = d.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(
            hex,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_commitment_checks_and_a_changed_deal_fails() {
        let deals = deals_from_seed(20261127, 4);
        assert_eq!(deals.len(), 4);
        // The stream is one per seed: the boards differ from one another.
        assert_ne!(deals[&1], deals[&2]);
        let c = commitment(&deals).unwrap();
        assert_eq!(c.len(), 64);
        assert_eq!(verify(&deals, Some(&c), Some(20261127)), Ok(()));
        // Another seed does not give these deals.
        assert_eq!(
            verify(&deals, Some(&c), Some(1)),
            Err(CommitError::NotFromSeed { board: 1 })
        );
        // Swap two boards: the hash changes.
        let mut swapped = deals.clone();
        let (a, b) = (swapped[&1], swapped[&2]);
        swapped.insert(1, b);
        swapped.insert(2, a);
        assert!(matches!(
            verify(&swapped, Some(&c), Some(20261127)),
            Err(CommitError::HashMismatch { .. })
        ));
        // Board 3 with the North and South hands exchanged.
        let pbn = deals[&3].to_pbn(Seat::North);
        let hands: Vec<&str> = pbn[2..].split(' ').collect();
        let text = format!("N:{} {} {} {}", hands[2], hands[1], hands[0], hands[3]);
        let mut changed = deals.clone();
        changed.insert(3, Deal::from_pbn(&text).unwrap());
        assert_ne!(changed[&3].to_pbn(Seat::North), pbn);
        assert!(matches!(
            verify(&changed, Some(&c), Some(20261127)),
            Err(CommitError::HashMismatch { .. })
        ));
        assert_eq!(
            verify(&deals, None, Some(1)),
            Err(CommitError::NoCommitment)
        );
        assert_eq!(verify(&deals, Some(&c), None), Err(CommitError::NoSeed));
        assert_eq!(commitment(&BTreeMap::new()), Err(CommitError::NoDeals));
    }

    #[test]
    fn the_hashed_text_is_the_documented_one() {
        let deals = deals_from_seed(5, 2);
        let text = format!(
            "tenace-deals-v1\n1 {}\n2 {}\n",
            deals[&1].to_pbn(Seat::North),
            deals[&2].to_pbn(Seat::North)
        );
        let hex: String = Sha256::digest(text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(commitment(&deals).unwrap(), hex);
        let parsed = parse_deals(
            &deals
                .iter()
                .map(|(&b, d)| (b, d.to_pbn(Seat::North)))
                .collect(),
        )
        .unwrap();
        assert_eq!(parsed, deals);
        let bad: BTreeMap<u16, String> = [(1, "N:AKQ".to_string())].into();
        assert!(matches!(
            parse_deals(&bad),
            Err(CommitError::BadDeal { board: 1, .. })
        ));
    }
}
