//! The preliminaries and the deal of rubber bridge (Laws of Rubber Bridge
//! 2014, RB 3-10): the draw for partners, seats and first dealer; the
//! shuffle, the cut and the deal in rotation; the cases that call for a
//! redeal. Dealing is seeded and reproducible, like duplicate dealing.

use rand_chacha::ChaCha20Rng;
use rand_core::SeedableRng;
use serde::Serialize;

use crate::card::Card;
use crate::deal::Deal;
use crate::hand::Hand;
use crate::seat::Seat;

/// One of the four players at a rubber table, before seats are chosen:
/// the order in which they drew (0 to 3).
pub type Player = usize;

/// The outcome of the draw (RB 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DrawResult {
    /// The player who drew the highest card: he deals first and chooses his
    /// seat and the deck.
    pub first_dealer: Player,
    /// His partner: the other of the two highest cards.
    pub partner: Player,
    /// The other two players, who choose the remaining seats.
    pub opponents: [Player; 2],
}

/// Why a draw must be made again (RB 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum RedrawReason {
    #[error("player {player} drew more than one card")]
    MoreThanOneCard { player: Player },
    #[error("player {player} drew one of the four cards at an end of the spread")]
    EndOfSpread { player: Player },
    #[error("player {player} drew a card next to one drawn by another player")]
    NextToAnother { player: Player },
    #[error("player {player} drew from the other deck")]
    OtherDeck { player: Player },
    #[error("{0} players drew; the draw needs four")]
    WrongNumberOfPlayers(usize),
}

/// What one player drew from the spread: the positions (0-based, from one
/// end of a spread of `spread_len` cards) and the cards, and whether he drew
/// from the deck in use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawPick {
    pub positions: Vec<usize>,
    pub cards: Vec<Card>,
    pub from_other_deck: bool,
}

/// Checks the draw and ranks it: the two highest cards are partners, ranks
/// tie-broken by suit (spades highest), and the highest card deals first
/// (RB 3).
pub fn draw(picks: &[DrawPick], spread_len: usize) -> Result<DrawResult, RedrawReason> {
    if picks.len() != 4 {
        return Err(RedrawReason::WrongNumberOfPlayers(picks.len()));
    }
    for (player, p) in picks.iter().enumerate() {
        if p.from_other_deck {
            return Err(RedrawReason::OtherDeck { player });
        }
        if p.positions.len() != 1 || p.cards.len() != 1 {
            return Err(RedrawReason::MoreThanOneCard { player });
        }
        let pos = p.positions[0];
        if pos < 4 || pos + 4 >= spread_len {
            return Err(RedrawReason::EndOfSpread { player });
        }
        let adjacent = picks
            .iter()
            .enumerate()
            .filter(|(other, _)| *other != player)
            .any(|(_, q)| q.positions.iter().any(|&o| o + 1 == pos || pos + 1 == o));
        if adjacent {
            return Err(RedrawReason::NextToAnother { player });
        }
    }
    // A card's index orders by suit then rank; the draw ranks by rank, then suit.
    let key = |c: Card| (c.rank(), c.suit());
    let mut order: Vec<Player> = (0..4).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(key(picks[p].cards[0])));
    Ok(DrawResult {
        first_dealer: order[0],
        partner: order[1],
        opponents: [order[2], order[3]],
    })
}

/// A pack in dealing order, index 0 on top.
pub type Pack = [Card; 52];

/// A pack shuffled by a seeded generator (RB 4): the same seed always gives
/// the same order.
pub fn shuffled_pack(seed: u64) -> Pack {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let order = crate::deal::shuffled_indices(&mut rng);
    std::array::from_fn(|i| {
        Card::from_index(order[i])
            .unwrap_or_else(|| Card::new(crate::Suit::Clubs, crate::Rank::Two))
    })
}

/// A cut that the Laws do not allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a cut must leave at least four cards in each portion; {top} taken from the top leaves {bottom}")]
pub struct CutError {
    pub top: usize,
    pub bottom: usize,
}

/// The cut (RB 5): the dealer's right-hand opponent lifts `top` cards; the
/// dealer completes the cut by putting the bottom portion on top. Each
/// portion must hold at least four cards.
pub fn cut(pack: &Pack, top: usize) -> Result<Pack, CutError> {
    let bottom = 52usize.saturating_sub(top);
    if top < 4 || bottom < 4 {
        return Err(CutError { top, bottom });
    }
    Ok(std::array::from_fn(|i| pack[(i + top) % 52]))
}

/// The deal (RB 8): one card at a time, face down, in rotation, the first to
/// the dealer's left and the last to the dealer.
pub fn deal_pack(pack: &Pack, dealer: Seat) -> Deal {
    let mut hands = [Hand::EMPTY; 4];
    for (i, &card) in pack.iter().enumerate() {
        hands[dealer.advance(1 + i % 4).index()].insert(card);
    }
    // A pack of 52 distinct cards always makes a deal.
    Deal::from_hands(hands).unwrap_or_else(|_| Deal::random(0))
}

/// The whole procedure for one seeded deal: shuffle, cut at `cut_at`, deal.
pub fn seeded_rubber_deal(seed: u64, dealer: Seat, cut_at: usize) -> Result<Deal, CutError> {
    Ok(deal_pack(&cut(&shuffled_pack(seed), cut_at)?, dealer))
}

/// The dealer of the next deal (RB 9, RB 10, RB 22): the deal passes
/// clockwise, except after a redeal, when the same player deals again
/// (unless he had dealt out of turn, when the deal goes back to the player
/// whose turn it was).
pub fn next_dealer(dealer: Seat, redeal: bool, proper_dealer: Seat) -> Seat {
    if redeal {
        proper_dealer
    } else {
        dealer.lho()
    }
}

/// Facts that make a redeal compulsory (RB 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RedealCause {
    /// Before the last card was dealt: a card turned face up in dealing or
    /// found face up (10A1).
    CardFaceUpInDealing,
    /// Before the last card was dealt: the cards were not dealt correctly (10A2).
    IncorrectDeal,
    /// Before the last card was dealt: the wrong player was dealing, or the
    /// pack was not shuffled or not cut (10A3).
    WrongDealerOrNoShuffleOrCut,
    /// Before the first call: a player picked up another's hand and saw a
    /// card in it (10B).
    SawAnothersHand,
    /// Before play ended: the pack was not a proper one, a missing card not
    /// found (10C1).
    ImproperPack,
    /// Before play ended: one player picked up too many cards, another too
    /// few (10C2).
    WrongCardCounts,
    /// Before play ended: players of opposing sides mixed cards (10C3).
    OpponentsMixedCards,
}

impl RedealCause {
    /// The sub-clause of RB 10.
    pub const fn law(self) -> &'static str {
        match self {
            RedealCause::CardFaceUpInDealing => "RB 10A1",
            RedealCause::IncorrectDeal => "RB 10A2",
            RedealCause::WrongDealerOrNoShuffleOrCut => "RB 10A3",
            RedealCause::SawAnothersHand => "RB 10B",
            RedealCause::ImproperPack => "RB 10C1",
            RedealCause::WrongCardCounts => "RB 10C2",
            RedealCause::OpponentsMixedCards => "RB 10C3",
        }
    }
}

/// The moment a fault comes to light, for RB 10's time limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Moment {
    DuringTheDeal,
    BeforeTheFirstCall,
    DuringTheAuction,
    DuringThePlay,
    AfterThePlay,
}

/// Whether `cause`, found at `when`, requires a redeal (RB 10). A deal out
/// of turn found only after the last card is dealt stands (RB 9).
pub fn redeal_required(cause: RedealCause, when: Moment) -> bool {
    match cause {
        RedealCause::CardFaceUpInDealing
        | RedealCause::IncorrectDeal
        | RedealCause::WrongDealerOrNoShuffleOrCut => when == Moment::DuringTheDeal,
        RedealCause::SawAnothersHand => when <= Moment::BeforeTheFirstCall,
        RedealCause::ImproperPack
        | RedealCause::WrongCardCounts
        | RedealCause::OpponentsMixedCards => when <= Moment::DuringThePlay,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn pick(pos: usize, card: &str) -> DrawPick {
        DrawPick {
            positions: vec![pos],
            cards: vec![c(card)],
            from_other_deck: false,
        }
    }

    #[test]
    fn rb3_two_highest_are_partners_and_the_highest_deals() {
        let r = draw(
            &[
                pick(10, "H4"),
                pick(20, "SK"),
                pick(30, "DK"),
                pick(40, "C9"),
            ],
            52,
        )
        .unwrap();
        // SK outranks DK by suit.
        assert_eq!(
            r,
            DrawResult {
                first_dealer: 1,
                partner: 2,
                opponents: [3, 0]
            }
        );
    }

    #[test]
    fn rb3_redraws() {
        let base = [
            pick(10, "H4"),
            pick(20, "SK"),
            pick(30, "DK"),
            pick(40, "C9"),
        ];
        let mut two = base.clone();
        two[0] = DrawPick {
            positions: vec![10, 12],
            cards: vec![c("H4"), c("H5")],
            from_other_deck: false,
        };
        assert_eq!(
            draw(&two, 52),
            Err(RedrawReason::MoreThanOneCard { player: 0 })
        );
        let mut end = base.clone();
        end[2] = pick(49, "DK");
        assert_eq!(draw(&end, 52), Err(RedrawReason::EndOfSpread { player: 2 }));
        let mut next = base.clone();
        next[3] = pick(21, "C9");
        assert_eq!(
            draw(&next, 52),
            Err(RedrawReason::NextToAnother { player: 1 })
        );
        let mut other = base.clone();
        other[0].from_other_deck = true;
        assert_eq!(draw(&other, 52), Err(RedrawReason::OtherDeck { player: 0 }));
        assert_eq!(
            draw(&base[..3], 52),
            Err(RedrawReason::WrongNumberOfPlayers(3))
        );
    }

    #[test]
    fn rb5_cut_leaves_four_each_side_and_rb8_deals_from_the_left() {
        let pack = shuffled_pack(3);
        assert_eq!(pack, shuffled_pack(3));
        assert!(cut(&pack, 3).is_err());
        assert!(cut(&pack, 49).is_err());
        let cut_pack = cut(&pack, 20).unwrap();
        assert_eq!(cut_pack[0], pack[20]);
        assert_eq!(cut_pack[32], pack[0]);
        let deal = deal_pack(&cut_pack, Seat::South);
        // First card to dealer's left (West), last to the dealer.
        assert!(deal.hand(Seat::West).contains(cut_pack[0]));
        assert!(deal.hand(Seat::South).contains(cut_pack[51]));
        assert_eq!(seeded_rubber_deal(3, Seat::South, 20).unwrap(), deal);
    }

    #[test]
    fn rb9_rb10_rotation_and_redeals() {
        assert_eq!(next_dealer(Seat::North, false, Seat::North), Seat::East);
        assert_eq!(next_dealer(Seat::East, true, Seat::North), Seat::North);
        assert!(redeal_required(
            RedealCause::IncorrectDeal,
            Moment::DuringTheDeal
        ));
        assert!(!redeal_required(
            RedealCause::IncorrectDeal,
            Moment::BeforeTheFirstCall
        ));
        assert!(redeal_required(
            RedealCause::SawAnothersHand,
            Moment::BeforeTheFirstCall
        ));
        assert!(!redeal_required(
            RedealCause::SawAnothersHand,
            Moment::DuringTheAuction
        ));
        assert!(redeal_required(
            RedealCause::WrongCardCounts,
            Moment::DuringThePlay
        ));
        assert!(!redeal_required(
            RedealCause::WrongCardCounts,
            Moment::AfterThePlay
        ));
        assert_eq!(RedealCause::OpponentsMixedCards.law(), "RB 10C3");
    }
}
