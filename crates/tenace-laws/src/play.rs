//! Tricks: cards played in order, and who won them (Laws 44, 65, 79).

use serde::Serialize;
use tenace_core::rules::beats;
use tenace_core::{Card, Seat, Strain, Suit};

/// One card played to a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Played {
    /// The hand the card came from.
    pub seat: Seat,
    pub card: Card,
}

/// A trick: up to four cards in the order played, starting with the lead.
/// Tricks are kept in the order they were played (Law 65).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Trick {
    pub leader: Seat,
    cards: [Option<Played>; 4],
    /// The hand that won the trick, once it is complete (Law 44E, 44F).
    pub winner: Option<Seat>,
    /// A hand that failed to play to the trick before it was quitted
    /// (Law 67): its place stays empty and the trick counts as complete.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub omitted: Option<Seat>,
    /// The card winning the trick so far (Law 44E, 44F), kept as cards are
    /// played so that a card costs one comparison; recomputed only when a
    /// card is taken back. Derived from `cards`, so not serialized.
    #[serde(skip)]
    best: Option<Played>,
}

impl Trick {
    pub(crate) fn new(leader: Seat, card: Card) -> Trick {
        Trick {
            leader,
            cards: [Some(Played { seat: leader, card }), None, None, None],
            winner: None,
            omitted: None,
            best: Some(Played { seat: leader, card }),
        }
    }

    /// The cards played so far, in playing order from the lead.
    pub fn cards(&self) -> impl Iterator<Item = Played> + '_ {
        self.cards.iter().filter_map(|c| *c)
    }

    /// How many cards are on the trick.
    pub fn len(&self) -> usize {
        self.cards.iter().filter(|c| c.is_some()).count()
    }

    /// Whether no card is on the trick.
    pub fn is_empty(&self) -> bool {
        self.cards.iter().all(|c| c.is_none())
    }

    /// Whether all four hands have played (or the trick was quitted without
    /// the card of the hand in `omitted`, Law 67).
    pub fn is_complete(&self) -> bool {
        self.cards
            .iter()
            .enumerate()
            .all(|(i, c)| c.is_some() || self.omitted == Some(self.leader.advance(i)))
    }

    /// The suit led.
    pub fn suit_led(&self) -> Option<Suit> {
        self.cards[0].map(|p| p.card.suit())
    }

    /// The card led.
    pub fn lead(&self) -> Option<Card> {
        self.cards[0].map(|p| p.card)
    }

    /// The hand due to play next: the first place in rotation from the
    /// leader that has no card (a card withdrawn under Law 62 leaves a gap
    /// that its hand must fill before play goes on).
    pub fn next_to_play(&self) -> Option<Seat> {
        self.cards
            .iter()
            .enumerate()
            .position(|(i, c)| c.is_none() && self.omitted != Some(self.leader.advance(i)))
            .map(|i| self.leader.advance(i))
    }

    /// Whether `seat` has a card on this trick.
    pub fn has_played(&self, seat: Seat) -> bool {
        self.cards[self.leader.distance_to(seat)].is_some()
    }

    /// The card `seat` played to this trick.
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        self.cards[self.leader.distance_to(seat)].map(|p| p.card)
    }

    /// Places `seat`'s card; fills in the winner when the trick is complete.
    pub(crate) fn push(&mut self, seat: Seat, card: Card, strain: Strain) {
        let position = self.leader.distance_to(seat);
        self.cards[position] = Some(Played { seat, card });
        let in_order = self.cards[position + 1..].iter().all(|c| c.is_none());
        match self.best {
            // The usual case: the card comes after every card on the trick,
            // so it wins if it beats the best so far (Law 44).
            Some(best) if in_order => {
                if beats(card, best.card, strain.trump()) {
                    self.best = Some(Played { seat, card });
                }
            }
            // A gap filled out of order (after a card was taken back): the
            // lead may have changed, so compare from the lead again.
            _ => self.best = self.best_from_lead(strain),
        }
        self.winner = self.is_complete().then(|| self.current_winner(strain));
    }

    /// The best card on the trick, compared in playing order from the lead.
    fn best_from_lead(&self, strain: Strain) -> Option<Played> {
        tenace_core::rules::trick_winner(self.cards().map(|p| (p.seat, p.card)), strain.trump())
            .map(|(seat, card)| Played { seat, card })
    }

    /// The trick is quitted without `seat`'s card (Law 67): it is won by the
    /// best of the cards on it.
    pub(crate) fn quit_without(&mut self, seat: Seat, strain: Strain) {
        self.omitted = Some(seat);
        self.winner = self.is_complete().then(|| self.current_winner(strain));
    }

    /// Reopens a trick quitted without `omitted`'s card, for him to supply
    /// one (Law 67A1).
    pub(crate) fn reopen(&mut self) {
        self.omitted = None;
        self.winner = None;
    }

    /// Places the omitted hand's card among the played cards without
    /// changing who won the trick (Law 67B1).
    pub(crate) fn place(&mut self, seat: Seat, card: Card) {
        self.cards[self.leader.distance_to(seat)] = Some(Played { seat, card });
        self.omitted = None;
    }

    /// Takes `seat`'s card back off the trick (Laws 47, 62).
    pub(crate) fn remove(&mut self, seat: Seat) -> Option<Card> {
        let c = self.cards[self.leader.distance_to(seat)].take();
        self.winner = None;
        // Which card wins is found again at the next card placed (the
        // strain is not known here); until then it is unknown.
        self.best = None;
        c.map(|p| p.card)
    }

    /// The hand whose card is winning the trick so far: the highest trump,
    /// or else the highest card of the suit led (Law 44E, 44F).
    pub fn current_winner(&self, strain: Strain) -> Seat {
        match self.best {
            Some(best) => best.seat,
            None => self
                .best_from_lead(strain)
                .map_or(self.leader, |best| best.seat),
        }
    }
}

/// A trick's number: its index in the play ledger's `tricks` (0 for the
/// first), or, where a record counts the leads made, the number of tricks
/// started. Serialised as the bare number, so the JSON is unchanged.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct TrickNo(pub usize);

impl TrickNo {
    /// The index in the play ledger's `tricks`.
    pub const fn index(self) -> usize {
        self.0
    }
}

impl std::fmt::Display for TrickNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
