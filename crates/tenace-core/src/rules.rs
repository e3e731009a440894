//! The rules of the game that every part of Tenace shares, written once:
//! who wins a trick (Law 44), which cards follow suit (Law 44C), and how an
//! auction of calls ends and who declares (Law 22 and the definition of
//! declarer).
//!
//! The table engine (tenace-laws), the record readers (tenace-formats) and
//! the double-dummy and claim code (tenace-claims) all use these functions;
//! none keeps a copy of its own.

use serde::Serialize;

use crate::{Bid, Call, Card, Contract, Doubling, Hand, Seat, Strain, Suit};

/// Whether `card` beats `best`, the card winning the trick so far, with
/// `trump` as the trump suit (Law 44E, 44F): a higher card of the same suit,
/// or any trump over a card of another suit.
#[inline]
pub fn beats(card: Card, best: Card, trump: Option<Suit>) -> bool {
    if card.suit() == best.suit() {
        card.rank() > best.rank()
    } else {
        trump == Some(card.suit())
    }
}

/// The card winning a trick of `cards` (in the order played, the lead
/// first), with its seat; `None` for no card.
pub fn trick_winner<I>(cards: I, trump: Option<Suit>) -> Option<(Seat, Card)>
where
    I: IntoIterator<Item = (Seat, Card)>,
{
    let mut cards = cards.into_iter();
    let mut best = cards.next()?;
    for (seat, card) in cards {
        if beats(card, best.1, trump) {
            best = (seat, card);
        }
    }
    Some(best)
}

/// The trump suit of a strain, `None` at no trump.
pub const fn trump_of(strain: Strain) -> Option<Suit> {
    strain.trump()
}

/// The cards of `hand` that may be played to a trick whose suit led is
/// `led` (Law 44C): the cards of that suit if the hand holds any, else any
/// card. With no card led, any card may be led.
pub const fn legal_follow(hand: Hand, led: Option<Suit>) -> Hand {
    match led {
        Some(s) if hand.has_suit(s) => hand.suit(s),
        _ => hand,
    }
}

/// How a sequence of calls ends (Law 22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum AuctionOutcome {
    /// The calls stop before the auction has ended.
    Incomplete,
    /// Four passes (Law 22B).
    PassedOut,
    /// Three passes after a bid (Law 22A): the contract, with its declarer.
    Contract(Contract),
}

/// How the auction of `calls` (each with its caller, in order) ends. Calls
/// after the end are ignored. The contract is the last bid, doubled or
/// redoubled by the calls after it; the declarer is the player of the
/// contracting side who first named its strain.
pub fn auction_outcome(calls: impl IntoIterator<Item = (Seat, Call)>) -> AuctionOutcome {
    let mut last: Option<(Bid, Seat)> = None;
    let mut doubling = Doubling::Undoubled;
    let mut passes = 0;
    let mut first_namer: [[Option<Seat>; 5]; 2] = [[None; 5]; 2];
    for (seat, call) in calls {
        match call {
            Call::Pass => passes += 1,
            Call::Double => {
                doubling = Doubling::Doubled;
                passes = 0;
            }
            Call::Redouble => {
                doubling = Doubling::Redoubled;
                passes = 0;
            }
            Call::Bid(b) => {
                last = Some((b, seat));
                doubling = Doubling::Undoubled;
                passes = 0;
                let slot = &mut first_namer[seat.side().index()][b.strain().index()];
                if slot.is_none() {
                    *slot = Some(seat);
                }
            }
        }
        match last {
            None if passes >= 4 => return AuctionOutcome::PassedOut,
            Some((bid, bidder)) if passes >= 3 => {
                let declarer =
                    first_namer[bidder.side().index()][bid.strain().index()].unwrap_or(bidder);
                return AuctionOutcome::Contract(Contract::new(bid, doubling, declarer));
            }
            _ => {}
        }
    }
    AuctionOutcome::Incomplete
}

/// The declarer of a contract in `strain` won by `bidder`'s side: the first
/// player of that side to bid the strain among `bids` (in order), else the
/// bidder himself (definition of declarer).
pub fn declarer(bids: impl IntoIterator<Item = (Seat, Bid)>, strain: Strain, bidder: Seat) -> Seat {
    bids.into_iter()
        .find(|(seat, bid)| bid.strain() == strain && seat.side() == bidder.side())
        .map_or(bidder, |(seat, _)| seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn calls(dealer: Seat, text: &str) -> Vec<(Seat, Call)> {
        text.split_whitespace()
            .enumerate()
            .map(|(i, t)| (dealer.advance(i), t.parse().unwrap()))
            .collect()
    }

    #[test]
    fn law_44_trick_winner() {
        let t = [
            (Seat::West, c("H5")),
            (Seat::North, c("HK")),
            (Seat::East, c("S2")),
            (Seat::South, c("HA")),
        ];
        // No trump: the highest heart, the suit led (44E).
        assert_eq!(trick_winner(t, None), Some((Seat::South, c("HA"))));
        // Spades trumps: the only trump wins (44F).
        assert_eq!(
            trick_winner(t, Some(Suit::Spades)),
            Some((Seat::East, c("S2")))
        );
        // A discard never wins, however high.
        let d = [(Seat::North, c("C2")), (Seat::East, c("DA"))];
        assert_eq!(
            trick_winner(d, Some(Suit::Hearts)),
            Some((Seat::North, c("C2")))
        );
        assert_eq!(trick_winner([], None), None);
    }

    #[test]
    fn law_44c_follow_suit() {
        let hand: Hand = Hand::from_pbn("AK.Q2..JT9").unwrap();
        assert_eq!(
            legal_follow(hand, Some(Suit::Hearts)),
            Hand::from_pbn(".Q2..").unwrap()
        );
        assert_eq!(legal_follow(hand, Some(Suit::Diamonds)), hand);
        assert_eq!(legal_follow(hand, None), hand);
    }

    #[test]
    fn law_22_end_and_declarer() {
        // N 1H, E P, S 2H, W P, N P, E P: 2H by North, who named hearts first.
        let o = auction_outcome(calls(Seat::North, "1H P 2H P P P"));
        assert_eq!(o, AuctionOutcome::Contract("2H by N".parse().unwrap()));
        // Doubled, then redoubled, then three passes.
        let o = auction_outcome(calls(Seat::East, "1S X XX P P P"));
        assert_eq!(o, AuctionOutcome::Contract("1SXX by E".parse().unwrap()));
        // A new bid cancels the double: West (third to call) bids 2C.
        let o = auction_outcome(calls(Seat::East, "1S X 2C P P P"));
        assert_eq!(o, AuctionOutcome::Contract("2C by W".parse().unwrap()));
        assert_eq!(
            auction_outcome(calls(Seat::South, "P P P P")),
            AuctionOutcome::PassedOut
        );
        assert_eq!(
            auction_outcome(calls(Seat::South, "P P P")),
            AuctionOutcome::Incomplete
        );
        assert_eq!(
            auction_outcome(calls(Seat::South, "1C P P")),
            AuctionOutcome::Incomplete
        );
        // Calls after the end are ignored.
        let o = auction_outcome(calls(Seat::North, "1N P P P 2C"));
        assert_eq!(o, AuctionOutcome::Contract("1NT by N".parse().unwrap()));
    }
}
