//! A position in the play: what is left of a deal at some moment of play.

use std::fmt;

use serde::{Deserialize, Serialize};
use tenace_core::{Card, Deal, Hand, Seat, Side, Strain, Suit};

/// A moment in the play of a board: the four remaining hands, the trump
/// strain, the trick in progress with its leader, the declarer and the tricks
/// each side has won so far.
///
/// The cards already on the table in the current trick are not in the hands.
/// Build one from a deal and the cards played ([`Position::from_play`]) or by
/// hand ([`Position::new`]), which checks that the hand sizes agree with the
/// trick in progress.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "PositionRepr", try_from = "PositionRepr")]
pub struct Position {
    hands: [Hand; 4],
    trump: Strain,
    declarer: Seat,
    leader: Seat,
    trick: [Option<Card>; 3],
    tricks_won: [u8; 2],
    /// Cards on the table (0 to 3), kept as cards are played so the
    /// searches do not count them.
    len: u8,
    /// The place in the trick (0 to 2) of the card winning it so far;
    /// 0 when the trick is empty.
    win: u8,
    /// The tricks still to be decided, counting the one in progress.
    rem: u8,
}

/// [`Position`] as it is written: the parts, without what is derived from
/// them; read back through [`Position::new`]'s checks.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Position")]
struct PositionRepr {
    hands: [Hand; 4],
    trump: Strain,
    declarer: Seat,
    leader: Seat,
    trick: [Option<Card>; 3],
    tricks_won: [u8; 2],
}

impl From<Position> for PositionRepr {
    fn from(p: Position) -> PositionRepr {
        PositionRepr {
            hands: p.hands,
            trump: p.trump,
            declarer: p.declarer,
            leader: p.leader,
            trick: p.trick,
            tricks_won: p.tricks_won,
        }
    }
}

impl TryFrom<PositionRepr> for Position {
    type Error = PositionError;

    fn try_from(r: PositionRepr) -> Result<Position, PositionError> {
        let trick: Vec<Card> = r.trick.iter().map_while(|c| *c).collect();
        Position::new(r.hands, r.trump, r.declarer, r.leader, &trick, r.tricks_won)
    }
}

/// Why a set of hands and a trick is not a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{card} is in both {first} and {second}")]
    Duplicated {
        card: Card,
        first: Seat,
        second: Seat,
    },
    #[error("{card} is on the table in the current trick and also in {seat}'s hand")]
    PlayedCardInHand { card: Card, seat: Seat },
    #[error("{seat} holds {found} cards; with this trick in progress it should hold {expected}")]
    HandSize {
        seat: Seat,
        found: usize,
        expected: usize,
    },
    #[error("the current trick holds {0} cards; at most 3 can be on the table before the trick is complete")]
    TrickTooLong(usize),
    #[error("the sides have won {won} tricks and {remaining} remain: that is not 13")]
    TrickCount { won: u8, remaining: u8 },
    #[error("no cards remain: there is nothing to play")]
    Empty,
}

/// A card that cannot be played at that point (in [`Position::play`] and
/// [`Position::from_play`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("card {index}: {card} is not in {seat}'s hand ({seat} is to play)")]
    NotInHand {
        index: usize,
        card: Card,
        seat: Seat,
    },
    #[error("card {index}: {seat} must follow to {led} and cannot play {card}")]
    MustFollow {
        index: usize,
        card: Card,
        seat: Seat,
        led: Suit,
    },
    #[error("card {index}: the play is over, {card} cannot be played")]
    PlayOver { index: usize, card: Card },
}

impl Position {
    /// A position from its parts. `hands[seat.index()]` holds what is left
    /// in each hand (not the cards on the table); `trick` the cards already
    /// played to the current trick, in order, starting with `leader`'s;
    /// `tricks_won[side.index()]` the completed tricks each side has won.
    pub fn new(
        hands: [Hand; 4],
        trump: Strain,
        declarer: Seat,
        leader: Seat,
        trick: &[Card],
        tricks_won: [u8; 2],
    ) -> Result<Position, PositionError> {
        if trick.len() > 3 {
            return Err(PositionError::TrickTooLong(trick.len()));
        }
        for (i, a) in hands.iter().enumerate() {
            for (j, b) in hands.iter().enumerate().skip(i + 1) {
                if let Some(card) = (*a & *b).lowest() {
                    return Err(PositionError::Duplicated {
                        card,
                        first: Seat::from_index(i),
                        second: Seat::from_index(j),
                    });
                }
            }
        }
        let mut on_table = [None; 3];
        for (k, &card) in trick.iter().enumerate() {
            if let Some(seat) = Seat::ALL
                .into_iter()
                .find(|s| hands[s.index()].contains(card))
            {
                return Err(PositionError::PlayedCardInHand { card, seat });
            }
            if trick[..k].contains(&card) {
                let seat = leader.advance(k);
                return Err(PositionError::Duplicated {
                    card,
                    first: seat,
                    second: seat,
                });
            }
            on_table[k] = Some(card);
        }
        // The leader's right-hand opponent has not played yet, so he holds the
        // full count; those who have played hold one card fewer.
        let full = hands[leader.rho().index()].len();
        for k in 0..4 {
            let seat = leader.advance(k);
            let expected = full - usize::from(k < trick.len());
            let found = hands[seat.index()].len();
            if found != expected {
                return Err(PositionError::HandSize {
                    seat,
                    found,
                    expected,
                });
            }
        }
        if full == 0 {
            return Err(PositionError::Empty);
        }
        let remaining = full as u8;
        let won = tricks_won[0].saturating_add(tricks_won[1]);
        if u16::from(won) + u16::from(remaining) != 13 {
            return Err(PositionError::TrickCount { won, remaining });
        }
        let mut win = 0;
        for k in 1..trick.len() {
            if beats(trick[k], trick[win], trump) {
                win = k;
            }
        }
        Ok(Position {
            hands,
            trump,
            declarer,
            leader,
            trick: on_table,
            tricks_won,
            len: trick.len() as u8,
            win: win as u8,
            rem: remaining,
        })
    }

    /// An end position built by hand, for examples: the hands, trump,
    /// declarer and leader, no card yet on the table, and the completed
    /// tricks split as `declarer_tricks` to the declaring side and the rest
    /// to the defenders.
    pub fn ending(
        hands: [Hand; 4],
        trump: Strain,
        declarer: Seat,
        leader: Seat,
        declarer_tricks: u8,
    ) -> Result<Position, PositionError> {
        let remaining = hands[leader.index()].len() as u8;
        let done = 13u8.saturating_sub(remaining);
        let decl = declarer_tricks.min(done);
        let mut won = [0u8; 2];
        won[declarer.side().index()] = decl;
        won[declarer.side().opponents().index()] = done - decl;
        Position::new(hands, trump, declarer, leader, &[], won)
    }

    /// The position at the start of play: the whole deal, the opening leader
    /// (declarer's left-hand opponent) on lead.
    pub fn start(deal: &Deal, trump: Strain, declarer: Seat) -> Position {
        Position {
            hands: deal.hands(),
            trump,
            declarer,
            leader: declarer.lho(),
            trick: [None; 3],
            tricks_won: [0, 0],
            len: 0,
            win: 0,
            rem: 13,
        }
    }

    /// The position after `played` (every card from the opening lead on, in
    /// order) in `deal` with this trump and declarer. Each card must be
    /// lawful: held by the player whose turn it is, following suit if able.
    pub fn from_play(
        deal: &Deal,
        trump: Strain,
        declarer: Seat,
        played: &[Card],
    ) -> Result<Position, PlayError> {
        let mut pos = Position::start(deal, trump, declarer);
        for (index, &card) in played.iter().enumerate() {
            pos = pos.play_checked(index, card)?;
        }
        Ok(pos)
    }

    /// The four remaining hands, North first.
    pub const fn hands(&self) -> [Hand; 4] {
        self.hands
    }

    /// What is left in `seat`'s hand.
    pub const fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }

    /// The trump strain.
    pub const fn trump(&self) -> Strain {
        self.trump
    }

    /// The declarer.
    pub const fn declarer(&self) -> Seat {
        self.declarer
    }

    /// The seat that led (or is to lead) the current trick.
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// The cards on the table in the current trick, leader's first.
    pub fn trick(&self) -> Vec<Card> {
        self.trick.iter().flatten().copied().collect()
    }

    /// How many cards are on the table (0 to 3).
    pub fn trick_len(&self) -> usize {
        usize::from(self.len)
    }

    /// The cards on the table in the current trick, as a set (no
    /// allocation, for the searches).
    pub(crate) fn table_cards(&self) -> Hand {
        let mut h = Hand::EMPTY;
        for c in self.trick[..self.trick_len()].iter().flatten() {
            h.insert(*c);
        }
        h
    }

    /// Completed tricks won by `side`.
    pub const fn tricks_won(&self, side: Side) -> u8 {
        self.tricks_won[side.index()]
    }

    /// The tricks still to be decided, counting the one in progress.
    pub fn remaining_tricks(&self) -> u8 {
        self.rem
    }

    /// Whether all 13 tricks have been played.
    pub fn is_over(&self) -> bool {
        self.remaining_tricks() == 0
    }

    /// The seat whose turn it is to play.
    pub fn to_move(&self) -> Seat {
        self.leader.advance(self.trick_len())
    }

    /// The suit led to the current trick, if a card has been led.
    pub fn led_suit(&self) -> Option<Suit> {
        self.trick[0].map(Card::suit)
    }

    /// The cards the player to move may lawfully play (Law 44C: follow suit
    /// if able).
    pub fn legal_cards(&self) -> Hand {
        tenace_core::rules::legal_follow(self.hands[self.to_move().index()], self.led_suit())
    }

    /// The seat currently winning the trick in progress, and its card.
    pub fn current_winner(&self) -> Option<(Seat, Card)> {
        if self.len == 0 {
            return None;
        }
        let card = self.trick[usize::from(self.win)]?;
        Some((self.leader.advance(usize::from(self.win)), card))
    }

    /// Plays `card` for the player to move. Fails if the card is not in that
    /// hand or does not follow suit when it could.
    pub fn play(&self, card: Card) -> Result<Position, PlayError> {
        self.play_checked(0, card)
    }

    fn play_checked(&self, index: usize, card: Card) -> Result<Position, PlayError> {
        if self.is_over() {
            return Err(PlayError::PlayOver { index, card });
        }
        let seat = self.to_move();
        if !self.hands[seat.index()].contains(card) {
            return Err(PlayError::NotInHand { index, card, seat });
        }
        if !self.legal_cards().contains(card) {
            let led = self.led_suit().unwrap_or(card.suit());
            return Err(PlayError::MustFollow {
                index,
                card,
                seat,
                led,
            });
        }
        Ok(self.play_unchecked(card).0)
    }

    /// Plays `card` for the player to move without checking it (it must be
    /// in that hand). Returns the new position and, if the card completed a
    /// trick, the seat that won it.
    pub fn play_unchecked(&self, card: Card) -> (Position, Option<Seat>) {
        let mut next = *self;
        let seat = self.to_move();
        next.hands[seat.index()].remove(card);
        let len = self.trick_len();
        let current = self.current_winner();
        let beats_best = current.is_none_or(|(_, best)| beats(card, best, self.trump));
        if len < 3 {
            next.trick[len] = Some(card);
            next.len += 1;
            if beats_best {
                next.win = len as u8;
            }
            return (next, None);
        }
        let winner = match current {
            Some((w, _)) if !beats_best => w,
            _ => seat,
        };
        next.trick = [None; 3];
        next.len = 0;
        next.win = 0;
        next.rem = next.rem.saturating_sub(1);
        next.leader = winner;
        next.tricks_won[winner.side().index()] += 1;
        (next, Some(winner))
    }

    /// Plays `card` even if it does not follow suit (a revoke), for the
    /// Director's aids; the card must be in the hand of the player to move.
    pub fn play_allowing_revoke(&self, card: Card) -> Result<Position, PlayError> {
        let seat = self.to_move();
        if !self.hands[seat.index()].contains(card) {
            return Err(PlayError::NotInHand {
                index: 0,
                card,
                seat,
            });
        }
        Ok(self.play_unchecked(card).0)
    }

    /// The same position seen with different completed-trick counts (used
    /// when only the remaining tricks matter).
    pub fn with_tricks_won(&self, tricks_won: [u8; 2]) -> Position {
        Position {
            tricks_won,
            ..*self
        }
    }
}

/// Whether `card` beats `best` (the card currently winning the trick):
/// Law 44, from tenace-core.
#[inline]
pub(crate) fn beats(card: Card, best: Card, trump: Strain) -> bool {
    tenace_core::rules::beats(card, best, trump.trump())
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(")?;
        for seat in Seat::ALL {
            write!(f, "{}:{} ", seat.letter(), self.hands[seat.index()])?;
        }
        write!(
            f,
            "trump {} declarer {} leader {} trick {:?} won NS {} EW {})",
            self.trump.abbrev(),
            self.declarer,
            self.leader,
            self.trick(),
            self.tricks_won[0],
            self.tricks_won[1]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hand {
        s.parse().unwrap()
    }

    #[test]
    fn from_play_follows_the_rules() {
        let deal: Deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
            .parse()
            .unwrap();
        let c = |s: &str| s.parse::<Card>().unwrap();
        let pos = Position::from_play(&deal, Strain::NoTrump, Seat::South, &[c("HJ")]).unwrap();
        assert_eq!(pos.to_move(), Seat::North);
        assert_eq!(pos.leader(), Seat::West);
        assert_eq!(pos.legal_cards(), h("-.T98.-.-"));
        let err = Position::from_play(&deal, Strain::NoTrump, Seat::South, &[c("HJ"), c("SA")])
            .unwrap_err();
        assert!(matches!(err, PlayError::MustFollow { index: 1, .. }));
        let err = Position::from_play(&deal, Strain::NoTrump, Seat::South, &[c("SA")]).unwrap_err();
        assert!(matches!(
            err,
            PlayError::NotInHand {
                index: 0,
                seat: Seat::West,
                ..
            }
        ));
        let pos = Position::from_play(
            &deal,
            Strain::Hearts,
            Seat::South,
            &[c("HJ"), c("H8"), c("H5"), c("H4")],
        )
        .unwrap();
        assert_eq!(pos.leader(), Seat::West);
        assert_eq!(pos.tricks_won(Side::EastWest), 1);
        assert_eq!(pos.remaining_tricks(), 12);
    }

    #[test]
    fn ruffs_win() {
        let pos = Position::ending(
            [h("-.8.6.-"), h("7.-.8.-"), h("96.-.-.-"), h("8.J.-.-")],
            Strain::Spades,
            Seat::South,
            Seat::North,
            11,
        )
        .unwrap();
        let c = |s: &str| s.parse::<Card>().unwrap();
        let p = pos
            .play(c("H8"))
            .unwrap()
            .play(c("S7"))
            .unwrap()
            .play(c("S9"))
            .unwrap();
        let (p, w) = p.play_unchecked(c("HJ"));
        assert_eq!(w, Some(Seat::South));
        assert_eq!(p.leader(), Seat::South);
    }

    #[test]
    fn the_trick_in_progress_is_kept_as_cards_are_played() {
        // Hearts trump; West leads the S2, North plays the SK, East ruffs
        // with the H3, South overruffs with the H4: the winner changes at
        // each card and the length counts them.
        let pos = Position::ending(
            [h("K5.-.-.-"), h("-.3.2.-"), h("-.4.3.-"), h("2.-.4.-")],
            Strain::Hearts,
            Seat::South,
            Seat::West,
            11,
        )
        .unwrap();
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(pos.current_winner(), None);
        let p1 = pos.play(c("S2")).unwrap();
        assert_eq!(p1.current_winner(), Some((Seat::West, c("S2"))));
        let p2 = p1.play(c("SK")).unwrap();
        assert_eq!(p2.current_winner(), Some((Seat::North, c("SK"))));
        let p3 = p2.play(c("H3")).unwrap();
        assert_eq!(p3.trick_len(), 3);
        assert_eq!(p3.current_winner(), Some((Seat::East, c("H3"))));
        let (p4, w) = p3.play_unchecked(c("H4"));
        assert_eq!(w, Some(Seat::South));
        assert_eq!((p4.trick_len(), p4.current_winner()), (0, None));
        assert_eq!(p4.leader(), Seat::South);
        // The same position built from its parts agrees, and so does its
        // written form read back.
        let built = Position::new(
            p3.hands(),
            Strain::Hearts,
            Seat::South,
            Seat::West,
            &[c("S2"), c("SK"), c("H3")],
            [11, 0],
        )
        .unwrap();
        assert_eq!(built, p3);
        let json = serde_json::to_string(&p3).unwrap();
        assert!(!json.contains("win"), "{json}");
        let back: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p3);
    }

    #[test]
    fn hand_sizes_are_checked() {
        let err = Position::new(
            [h("A..."), h("K..."), h("Q..."), h("J...")],
            Strain::NoTrump,
            Seat::South,
            Seat::West,
            &[],
            [6, 5],
        )
        .unwrap_err();
        assert!(matches!(err, PositionError::TrickCount { .. }));
        let err = Position::new(
            [h("A2..."), h("K..."), h("Q..."), h("J...")],
            Strain::NoTrump,
            Seat::South,
            Seat::West,
            &[],
            [6, 6],
        )
        .unwrap_err();
        assert!(matches!(
            err,
            PositionError::HandSize {
                seat: Seat::North,
                ..
            }
        ));
    }
}
