//! The cards a player may play (Law 44C) under every constraint: a
//! restriction after a premature card (57A), a lead restriction (26B, 50D2,
//! 51B), penalty cards (50D1) and lead penalties (50C), with the rubber
//! counterparts.

#[allow(unused_imports)]
use super::*;

impl State {
    /// The cards `seat` may lawfully lead or play now, under every
    /// constraint at once, in the order of Laws 44C, 57A, 26B/50D2/51B,
    /// 50D1 and 50C (play-laws reading §4.2; Law 59 when a constraint
    /// cannot be met).
    pub fn legal_cards(&self, seat: Seat) -> Hand {
        let hand = self.play.hands[seat.index()];
        let mut allowed = hand;
        match self.current_trick().and_then(|t| t.suit_led()) {
            Some(led) => {
                if hand.has_suit(led) {
                    allowed = hand.suit(led);
                }
                allowed = self.apply_play_restriction(seat, led, allowed);
            }
            None => allowed = self.apply_lead_restriction(seat, allowed),
        }
        // Laws 57C3, 57D: a card held for its proper turn must be played then.
        if let Some((_, must, _)) = self
            .rect
            .must_play
            .iter()
            .find(|(s, c, _)| *s == seat && allowed.contains(*c))
        {
            return [*must].into_iter().collect();
        }
        self.apply_penalty_cards(seat, allowed)
    }

    pub(super) fn apply_play_restriction(&self, seat: Seat, led: Suit, allowed: Hand) -> Hand {
        let hand = self.play.hands[seat.index()];
        let Some(r) = self
            .rect
            .play_restriction
            .filter(|r| r.seat == seat && r.trick == self.play.tricks_started())
        else {
            return allowed;
        };
        let suit = hand.suit(led);
        let narrowed = match r.kind {
            PlayRestrictionKind::Highest => suit.highest().map(|c| [c].into_iter().collect()),
            PlayRestrictionKind::Lowest => suit.lowest().map(|c| [c].into_iter().collect()),
            PlayRestrictionKind::PlaySuit { suit: s } if suit.is_empty() => Some(hand.suit(s)),
            PlayRestrictionKind::NotSuit { suit: s } if suit.is_empty() => {
                Some(allowed - Hand::of_suit(s))
            }
            _ => None,
        };
        match narrowed {
            Some(n) if !n.is_empty() => n,
            _ => allowed, // Law 59: he cannot comply
        }
    }

    pub(super) fn apply_lead_restriction(&self, seat: Seat, allowed: Hand) -> Hand {
        let Some(r) = self.rect.lead_restriction.filter(|r| r.seat == seat) else {
            return allowed;
        };
        let mut a = allowed;
        if let Some(req) = r.required {
            if a.has_suit(req) {
                a = a.suit(req);
            }
        }
        let without: Hand = r.prohibited.iter().fold(a, |h, s| h - Hand::of_suit(s));
        if !without.is_empty() {
            a = without;
        }
        a
    }

    pub(super) fn apply_penalty_cards(&self, seat: Seat, allowed: Hand) -> Hand {
        let majors: Hand = self
            .penalty_cards_of(seat)
            .filter(|p| p.major)
            .map(|p| p.card)
            .collect();
        let must = allowed & majors;
        if !must.is_empty() {
            // Law 51A: declarer has named the one he plays at this turn.
            if let Some(c) = self.designation_now(seat).and_then(|d| d.card) {
                if must.contains(c) {
                    return [c].into_iter().collect();
                }
            }
            return must;
        }
        let mut a = allowed;
        for p in self.penalty_cards_of(seat).filter(|p| !p.major) {
            // 50C: no other card of that suit below honour rank first.
            let low_others: Hand = a
                .suit(p.card.suit())
                .iter()
                .filter(|c| !c.rank().is_honour() && *c != p.card)
                .collect();
            if !(a - low_others).is_empty() {
                a = a - low_others;
            }
        }
        // Law 51A with minor penalty cards: the only cards left are penalty
        // cards, and declarer has named one.
        if let Some(c) = self.designation_now(seat).and_then(|d| d.card) {
            if a.contains(c) {
                return [c].into_iter().collect();
            }
        }
        a
    }
}
