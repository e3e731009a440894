//! Typed reasons inside the engine's refusals ([`crate::ActionError`]): who
//! may accept an irregularity, and why an action cannot be done. The
//! libraries give data; `tenace-i18n` words each variant in English and
//! Traditional Chinese (`error-why-KEY`, `error-who-KEY`, the key being the
//! variant in kebab case). `Display` gives the English for Rust users.

/// Who may accept or decline an irregularity.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::EnumIter, strum::IntoStaticStr, strum::EnumMessage,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Who {
    #[strum(message = "the offender's left-hand opponent")]
    OffendersLho,
    #[strum(message = "declarer")]
    Declarer,
    #[strum(message = "presumed declarer")]
    PresumedDeclarer,
    #[strum(message = "either defender")]
    EitherDefender,
}

/// Why an action cannot be done now.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, strum::EnumIter, strum::IntoStaticStr, strum::EnumMessage,
)]
#[strum(serialize_all = "kebab-case")]
pub enum Why {
    #[strum(message = "it is already face up")]
    AlreadyFaceUp,
    #[strum(message = "dummy's cards are already face up")]
    DummyFaceUp,
    #[strum(message = "cards shown during the auction are exposed cards (Law 24)")]
    ShownInAuction,
    #[strum(message = "two or more cards are needed")]
    TwoOrMoreCards,
    #[strum(message = "the visible cards must be some of the cards produced, and at least one")]
    VisibleAmongProduced,
    #[strum(
        message = "the card designated must be one of the visible cards (or none, for another card)"
    )]
    DesignatedVisible,
    #[strum(message = "nothing has been led to win")]
    NothingLedToWin,
    #[strum(message = "neither suit nor rank: either defender designates the card")]
    NeitherSuitNorRank,
    #[strum(message = "dummy can play two or more cards of that rank; declarer must say which")]
    SeveralOfThatRank,
    #[strum(message = "the designation fits no card of dummy; declarer designates any legal card")]
    FitsNoCard,
    #[strum(message = "no card has been led")]
    NoCardLed,
    #[strum(
        message = "only his lead out of turn to the last trick, or a card he played before his turn, can be taken back"
    )]
    OnlyLeadOrEarlyCard,
    #[strum(message = "he has no card on the last trick")]
    NoCardOnLastTrick,
    #[strum(message = "a card has been played after his")]
    CardPlayedAfter,
    #[strum(message = "dummy has faced his cards after the opening lead")]
    DummyFaced,
    #[strum(message = "dummy has played no card")]
    DummyPlayedNoCard,
    #[strum(message = "declarer has played a card since")]
    DeclarerPlayedSince,
    #[strum(message = "that is the card already played")]
    SameCard,
    #[strum(message = "there is no trick in progress")]
    NoTrickInProgress,
    #[strum(message = "he is not the next hand to play to the trick in progress")]
    NotNextToPlay,
    #[strum(message = "only the suit of the withdrawn bid can be required")]
    Rb26RequireNamedSuit,
    #[strum(message = "declarer may require a suit or prohibit suits, not both")]
    RequireOrProhibit,
    #[strum(message = "the suit must be one of the penalty cards' suits")]
    PenaltyCardsSuits,
    #[strum(message = "only the penalty card's suit can be prohibited")]
    OnlyPenaltySuit,
    #[strum(
        message = "under the rubber laws every suit of the penalty cards is prohibited, or none (RB 51)"
    )]
    RubberEveryPenaltySuit,
    #[strum(message = "only the suit of the withdrawn bid can be prohibited")]
    Rb26ProhibitNamedSuit,
    #[strum(
        message = "declarer's option at this lead is to forbid one suit, or none; he cannot require a suit"
    )]
    Law26bForbidOnly,
    #[strum(
        message = "his card stands: the opponent before him in rotation did not change his own"
    )]
    OpponentKeptHisCard,
}

impl Who {
    /// The catalogue key without its `error-who-` prefix.
    pub fn key(self) -> &'static str {
        self.into()
    }
}

impl Why {
    /// The catalogue key without its `error-why-` prefix.
    pub fn key(self) -> &'static str {
        self.into()
    }
}

impl std::fmt::Display for Who {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(strum::EnumMessage::get_message(self).unwrap_or_default())
    }
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(strum::EnumMessage::get_message(self).unwrap_or_default())
    }
}
