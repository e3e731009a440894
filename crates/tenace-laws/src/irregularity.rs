//! Irregularities the engine recognises, as data.

use serde::Serialize;
use tenace_core::{AttemptedCall, Bid, Call, Card, Hand, Seat, Strain, Suit};

use crate::law::{Clause, LawRef};

/// Where an out-of-rotation call was made, seen from the offender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnOf {
    /// It was the offender's partner's turn.
    Partner,
    /// It was the offender's right-hand opponent's turn.
    RightHandOpponent,
    /// It was the offender's left-hand opponent's turn.
    LeftHandOpponent,
}

impl TurnOf {
    /// The relation of `turn` to `offender`.
    pub fn between(offender: Seat, turn: Seat) -> TurnOf {
        if turn == offender.partner() {
            TurnOf::Partner
        } else if turn == offender.rho() {
            TurnOf::RightHandOpponent
        } else {
            TurnOf::LeftHandOpponent
        }
    }
}

/// What kind of irregularity happened, with the facts the Director needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum IrregularityKind {
    // ---- auction period ----
    /// A card exposed, or led prematurely (`led`), during the auction (Law 24).
    CardExposedDuringAuction { card: Card, led: bool },
    /// A player changed his call before his left-hand opponent called (Law 25).
    ChangeOfCall {
        original: AttemptedCall,
        replacement: AttemptedCall,
    },
    /// A bid that does not supersede the last bid (Law 27).
    InsufficientBid { bid: Bid, last_bid: Bid },
    /// The offender replaced his insufficient bid before the Director ruled (Law 27C).
    PrematureReplacement {
        insufficient: Bid,
        replacement: AttemptedCall,
    },
    /// A pass out of rotation (Law 30).
    PassOutOfRotation { turn: Seat, turn_of: TurnOf },
    /// A bid out of rotation (Law 31).
    BidOutOfRotation {
        bid: Bid,
        turn: Seat,
        turn_of: TurnOf,
    },
    /// A double or redouble out of rotation (Law 32).
    DoubleOutOfRotation {
        call: Call,
        turn: Seat,
        turn_of: TurnOf,
    },
    /// A double or redouble that Law 19 does not permit (Law 36).
    InadmissibleDouble { call: Call, in_rotation: bool },
    /// A call other than a pass, made while the caller must pass (Law 37).
    CallWhileRequiredToPass { call: Call, obligation: LawRef },
    /// A bid above the seven level (Law 38).
    BidAboveSeven { level: u8, strain: Strain },
    /// A call after the auction has ended (Law 39).
    CallAfterFinalPass { call: AttemptedCall },
    /// A player says that his call `call` was not the call he intended,
    /// `intended` (Law 25A).
    UnintendedCall {
        call: AttemptedCall,
        intended: AttemptedCall,
    },

    // ---- board integrity ----
    /// `offender` held more than 13 cards and `under` fewer (Law 13).
    IncorrectNumberOfCards { under: Seat },
    /// The offender's hand lacked a card, no hand having more (Law 14).
    MissingCard,
    /// The offender called holding cards from a wrong board (Law 15A).
    CardsFromWrongBoard,
    /// The table is found, after the auction started, to be playing a board
    /// not meant for this round (Law 15B); the offender is the board's
    /// dealer, who began its auction.
    WrongBoardInPlay,

    // ---- play period ----
    /// A face-down opening lead by the wrong defender (Law 41A).
    FaceDownLeadOutOfTurn { card: Card, proper_leader: Seat },
    /// A faced opening lead by the wrong defender (Law 54).
    OpeningLeadOutOfTurn { card: Card, proper_leader: Seat },
    /// Declarer or dummy attempted the opening lead (Law 54E, Law 24).
    DeclaringSideOpeningLead { card: Card, proper_leader: Seat },
    /// Declarer led from the wrong hand, or when a defender was to lead (Law 55).
    DeclarerLeadOutOfTurn { card: Card, proper_leader: Seat },
    /// A defender led out of turn (Law 56).
    DefenderLeadOutOfTurn { card: Card, proper_leader: Seat },
    /// After a lead out of turn by an opponent, the proper leader led (Law 53B).
    ProperLeadAfterLeadOutOfTurn { card: Card, irregular_lead: Card },
    /// A defender led out of turn and then his partner, whose lead it was,
    /// led too. Law 53 does not apply (Commentary on Law 53): declarer's
    /// choice about the first lead (Law 56) decides which card is the lead
    /// and which becomes a major penalty card.
    SecondLeadByProperLeader { card: Card, irregular_lead: Card },
    /// Rubber bridge, play after a disputed claim: `card` was a play the
    /// other side had taken back, as inconsistent with declarer's statement
    /// and its restrictions (RB 69) or as suggested to the claimer's partner
    /// by the faced cards (RB 70B).
    ClaimPlayRejected { card: Card },
    /// Rubber bridge, play after declarer's disputed claim: declarer led
    /// `card` against the defenders' RB 69B requirement to draw the
    /// outstanding trump (`draw`) or not to. Either defender may accept the
    /// lead or have it taken back (RB 69).
    ClaimTrumpsBreached { card: Card, draw: bool },
    /// A defender led to the next trick, or played out of turn, before his
    /// partner played to the current trick (Law 57A).
    PrematureLeadOrPlay { card: Card, lead: bool },
    /// A defender played at his right-hand opponent's turn after his partner
    /// had played (Law 57D).
    PlayAtRightHandOpponentsTurn { card: Card },
    /// Declarer played from either hand before his turn (Law 57C3).
    DeclarerPrematurePlay { card: Card },
    /// A defender played after declarer was required to retract his lead
    /// out of turn, before declarer led from the correct hand (Law 60B).
    PlayBeforeRequiredLead { card: Card },
    /// A further card to a trick the player has already played to (Law 45E).
    CardAddedToTrick { card: Card },
    /// A failure to follow suit while able to (Laws 44C, 61A).
    Revoke {
        card: Card,
        suit_led: Suit,
        trick: u8,
    },
    /// A lead of the suit declarer forbade under Law 26B while the leader
    /// could lead another suit: a revoke (Law 61A).
    ProhibitedLead {
        card: Card,
        prohibited: Suit,
        trick: u8,
    },
    /// A lead or play that breaks a restriction declarer chose under Laws
    /// 50D2, 51B or 57A, while the player could comply: a revoke (Law 61A).
    RestrictionBreached {
        card: Card,
        trick: u8,
        source: LawRef,
    },
    /// A defender did not lead or play his penalty card as Laws 50 and 51
    /// require (Law 52); a revoke without automatic transfer (64B3).
    PenaltyCardNotPlayed {
        card: Card,
        penalty_card: Card,
        trick: u8,
    },
    /// Declarer exposed a card without playing it (Law 48).
    DeclarerExposedCard { card: Card },
    /// A defender exposed a card without playing it (Law 49).
    DefenderExposedCard { card: Card },
    /// Dummy touched or indicated a card without instruction (Laws 43A1(c), 45F).
    DummyIndicatedCard { card: Card },
    /// Dummy drew attention to an irregularity during the play (Law 43A1(b)).
    DummyDrewAttention,
    /// A player produced several cards at once as one lead or play, more
    /// than one of them face up (Law 58B2): he must say which he meant.
    SimultaneousCards { visible: Hand },
    /// The offender failed to play to trick `trick`, which was quitted
    /// without his card: a defective trick (Law 67).
    OmittedPlay { trick: u8 },
    /// Dummy went beyond his limitations (Law 43A2): exchanged hands with
    /// declarer, left his seat to watch declarer play, or looked at a
    /// defender's cards. He loses rights under 43B2.
    DummyLimitBreached,
    /// Dummy played `card` although declarer named `named` (Law 45D).
    DummyWrongCard { card: Card, named: Card },
    /// The offender's `card` went to trick `trick` with the card he played
    /// to it: too many cards on a trick (Law 67).
    ExtraCardOnTrick { card: Card, trick: u8 },
    /// After his partner faced an opening lead out of turn, the defender
    /// whose lead it was led `card` face down: the Director has it
    /// retracted (Law 54, first paragraph).
    FaceDownLeadAfterFacedLead { card: Card },
}

impl IrregularityKind {
    /// The law that governs this irregularity.
    pub const fn law(&self) -> LawRef {
        use IrregularityKind::*;
        LawRef::new(match self {
            CardExposedDuringAuction { .. } => "24",
            ChangeOfCall { .. } => "25",
            InsufficientBid { .. } => "27",
            PrematureReplacement { .. } => "27C",
            PassOutOfRotation { .. } => "30",
            BidOutOfRotation { .. } => "31",
            DoubleOutOfRotation { .. } => "32",
            InadmissibleDouble { .. } => "36",
            CallWhileRequiredToPass { .. } => "37",
            BidAboveSeven { .. } => "38",
            CallAfterFinalPass { .. } => "39",
            UnintendedCall { .. } => "25A",
            IncorrectNumberOfCards { .. } => "13",
            MissingCard => "14",
            CardsFromWrongBoard => "15A",
            WrongBoardInPlay => "15B",
            FaceDownLeadOutOfTurn { .. } => "41A",
            OpeningLeadOutOfTurn { .. } => "54",
            DeclaringSideOpeningLead { .. } => "54E",
            DeclarerLeadOutOfTurn { .. } => "55",
            DefenderLeadOutOfTurn { .. } => "56",
            ProperLeadAfterLeadOutOfTurn { .. } => "53B",
            SecondLeadByProperLeader { .. } => "56",
            ClaimPlayRejected { .. } => "RB 69",
            ClaimTrumpsBreached { .. } => "RB 69B",
            PrematureLeadOrPlay { .. } => "57A",
            PlayAtRightHandOpponentsTurn { .. } => "57D",
            DeclarerPrematurePlay { .. } => "57C3",
            PlayBeforeRequiredLead { .. } => "60B",
            CardAddedToTrick { .. } => "45E",
            Revoke { .. } => "61A",
            ProhibitedLead { .. } => "61A",
            RestrictionBreached { .. } => "61A",
            PenaltyCardNotPlayed { .. } => "52",
            DeclarerExposedCard { .. } => "48",
            DefenderExposedCard { .. } => "49",
            DummyIndicatedCard { .. } => "45F",
            DummyDrewAttention => "43A1(b)",
            SimultaneousCards { .. } => "58B2",
            OmittedPlay { .. } => "67",
            DummyLimitBreached => "43A2",
            DummyWrongCard { .. } => "45D",
            ExtraCardOnTrick { .. } => "67",
            FaceDownLeadAfterFacedLead { .. } => "54",
        })
    }

    /// The clause that governs this irregularity ([`Self::law`]) with its
    /// counterpart in the Laws of Rubber Bridge where both codes share the
    /// handling: the table cites it under its own code when the
    /// irregularity is recorded (a kind with no counterpart here is either
    /// the rubber code's own, `RB `, or has none).
    pub const fn clause(&self) -> Clause {
        use IrregularityKind::*;
        let clause = Clause::new(self.law().as_str());
        clause.rb(match self {
            FaceDownLeadOutOfTurn { .. } => "RB 41",
            OpeningLeadOutOfTurn { .. } | FaceDownLeadAfterFacedLead { .. } => "RB 54",
            DeclarerLeadOutOfTurn { .. } => "RB 55",
            DefenderLeadOutOfTurn { .. } | SecondLeadByProperLeader { .. } => "RB 56",
            ProperLeadAfterLeadOutOfTurn { .. } => "RB 53",
            PrematureLeadOrPlay { .. } => "RB 57",
            PlayBeforeRequiredLead { .. } => "RB 60",
            Revoke { .. } | ProhibitedLead { .. } | RestrictionBreached { .. } => "RB 61",
            PenaltyCardNotPlayed { .. } => "RB 52",
            DeclarerExposedCard { .. } => "RB 48",
            DefenderExposedCard { .. } => "RB 49",
            SimultaneousCards { .. } => "RB 58",
            OmittedPlay { .. } | ExtraCardOnTrick { .. } => "RB 67",
            DummyLimitBreached => "RB 43",
            _ => return clause,
        })
    }

    /// A stable machine-readable key for the message catalogue.
    pub const fn key(&self) -> &'static str {
        use IrregularityKind::*;
        match self {
            CardExposedDuringAuction { .. } => "card-exposed-during-auction",
            ChangeOfCall { .. } => "change-of-call",
            InsufficientBid { .. } => "insufficient-bid",
            PrematureReplacement { .. } => "premature-replacement",
            PassOutOfRotation { .. } => "pass-out-of-rotation",
            BidOutOfRotation { .. } => "bid-out-of-rotation",
            DoubleOutOfRotation { .. } => "double-out-of-rotation",
            InadmissibleDouble { .. } => "inadmissible-double",
            CallWhileRequiredToPass { .. } => "call-while-required-to-pass",
            BidAboveSeven { .. } => "bid-above-seven",
            CallAfterFinalPass { .. } => "call-after-final-pass",
            UnintendedCall { .. } => "unintended-call",
            IncorrectNumberOfCards { .. } => "incorrect-number-of-cards",
            MissingCard => "missing-card",
            CardsFromWrongBoard => "cards-from-wrong-board",
            WrongBoardInPlay => "wrong-board-in-play",
            FaceDownLeadOutOfTurn { .. } => "face-down-lead-out-of-turn",
            OpeningLeadOutOfTurn { .. } => "opening-lead-out-of-turn",
            DeclaringSideOpeningLead { .. } => "declaring-side-opening-lead",
            DeclarerLeadOutOfTurn { .. } => "declarer-lead-out-of-turn",
            DefenderLeadOutOfTurn { .. } => "defender-lead-out-of-turn",
            ProperLeadAfterLeadOutOfTurn { .. } => "proper-lead-after-lead-out-of-turn",
            SecondLeadByProperLeader { .. } => "second-lead-by-proper-leader",
            ClaimPlayRejected { .. } => "claim-play-rejected",
            ClaimTrumpsBreached { .. } => "claim-trumps-breached",
            PrematureLeadOrPlay { .. } => "premature-lead-or-play",
            PlayAtRightHandOpponentsTurn { .. } => "play-at-rho-turn",
            DeclarerPrematurePlay { .. } => "declarer-premature-play",
            PlayBeforeRequiredLead { .. } => "play-before-required-lead",
            CardAddedToTrick { .. } => "card-added-to-trick",
            Revoke { .. } => "revoke",
            ProhibitedLead { .. } => "prohibited-lead",
            RestrictionBreached { .. } => "restriction-breached",
            PenaltyCardNotPlayed { .. } => "penalty-card-not-played",
            DeclarerExposedCard { .. } => "declarer-exposed-card",
            DefenderExposedCard { .. } => "defender-exposed-card",
            DummyIndicatedCard { .. } => "dummy-indicated-card",
            DummyDrewAttention => "dummy-drew-attention",
            SimultaneousCards { .. } => "simultaneous-cards",
            OmittedPlay { .. } => "omitted-play",
            DummyLimitBreached => "dummy-limit-breached",
            DummyWrongCard { .. } => "dummy-wrong-card",
            ExtraCardOnTrick { .. } => "extra-card-on-trick",
            FaceDownLeadAfterFacedLead { .. } => "face-down-lead-after-faced-lead",
        }
    }

    /// Whether the Laws let the non-offending side accept this irregularity,
    /// and so whom the engine asks (see [`Irregularity::acceptor`]).
    pub const fn is_acceptable(&self) -> bool {
        use IrregularityKind::*;
        matches!(
            self,
            InsufficientBid { .. }
                | ChangeOfCall { .. }
                | PassOutOfRotation { .. }
                | BidOutOfRotation { .. }
                | DoubleOutOfRotation { .. }
                | OpeningLeadOutOfTurn { .. }
                | DeclarerLeadOutOfTurn { .. }
                | DefenderLeadOutOfTurn { .. }
                | PenaltyCardNotPlayed { .. }
                | ClaimTrumpsBreached { .. }
        )
    }

    /// Whether this is an out-of-rotation call (Laws 30-32).
    pub const fn is_call_out_of_rotation(&self) -> bool {
        use IrregularityKind::*;
        matches!(
            self,
            PassOutOfRotation { .. } | BidOutOfRotation { .. } | DoubleOutOfRotation { .. }
        )
    }

    /// Whether this is a lead out of turn that a play from the next hand
    /// accepts (Law 53A).
    pub const fn is_lead_out_of_turn(&self) -> bool {
        use IrregularityKind::*;
        matches!(
            self,
            OpeningLeadOutOfTurn { .. }
                | DeclarerLeadOutOfTurn { .. }
                | DefenderLeadOutOfTurn { .. }
        )
    }

    /// The card concerned, for irregularities of the play.
    pub const fn card(&self) -> Option<Card> {
        use IrregularityKind::*;
        match *self {
            CardExposedDuringAuction { card, .. }
            | FaceDownLeadOutOfTurn { card, .. }
            | OpeningLeadOutOfTurn { card, .. }
            | DeclaringSideOpeningLead { card, .. }
            | DeclarerLeadOutOfTurn { card, .. }
            | DefenderLeadOutOfTurn { card, .. }
            | ProperLeadAfterLeadOutOfTurn { card, .. }
            | SecondLeadByProperLeader { card, .. }
            | ClaimPlayRejected { card }
            | ClaimTrumpsBreached { card, .. }
            | PrematureLeadOrPlay { card, .. }
            | PlayAtRightHandOpponentsTurn { card }
            | DeclarerPrematurePlay { card }
            | PlayBeforeRequiredLead { card }
            | CardAddedToTrick { card }
            | Revoke { card, .. }
            | ProhibitedLead { card, .. }
            | RestrictionBreached { card, .. }
            | PenaltyCardNotPlayed { card, .. }
            | DeclarerExposedCard { card }
            | DefenderExposedCard { card }
            | DummyIndicatedCard { card }
            | FaceDownLeadAfterFacedLead { card } => Some(card),
            _ => None,
        }
    }

    /// For an out-of-rotation call: the seat whose turn it was.
    pub const fn skipped_turn(&self) -> Option<Seat> {
        use IrregularityKind::*;
        match self {
            PassOutOfRotation { turn, .. }
            | BidOutOfRotation { turn, .. }
            | DoubleOutOfRotation { turn, .. } => Some(*turn),
            _ => None,
        }
    }
}

/// Where an irregularity stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Table mode: it happened, and nobody has drawn attention to it yet.
    Unnoticed,
    /// The table waits for the Director (auto-director mode at once; table
    /// mode once attention is drawn).
    AwaitingDirector,
    /// The Director needs a finding before the engine can go on.
    AwaitingFinding { question: Question },
    /// Accepted or condoned: it stands as if lawful, under `law`.
    Condoned { law: LawRef },
    /// A revoke that can no longer be corrected (Law 63).
    Established { law: LawRef },
    /// The action was cancelled under `law`.
    Cancelled { law: LawRef },
    /// Play continues; the Director judges at the end of play whether to
    /// adjust the score (e.g. Law 45F).
    ReviewAtEndOfPlay,
    /// Rectified; the auction goes on, and the engine completes the
    /// rectification at the offender's next turn (Laws 30B1(b), 31, 32, 36B4).
    FollowUp,
    /// Rectified under `law`; nothing is left to do at the table.
    Rectified { law: LawRef },
}

/// A finding the engine asks the Director for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Question {
    /// Did the left-hand opponent accept the call out of rotation (29A) or
    /// take his own turn (28B)? Answered by [`crate::Ruling::CallerIntended`].
    AcceptedOrOwnTurn,
    /// Was the call the player changed unintended (25A)? Answered by
    /// [`crate::Ruling::Unintended`].
    Unintended,
    /// How does the replacement of an insufficient bid qualify: the lowest
    /// sufficient bid specifying the same denominations (27B1(a)), a
    /// comparable call (27B1(b)), or neither (27B2)? Answered by
    /// [`crate::Ruling::Replacement`].
    ReplacementClass,
    /// Is the replacement comparable to the withdrawn call (Law 23A)?
    /// Answered by [`crate::Ruling::Comparable`].
    Comparable,
    /// Can the deal be corrected and played (Law 13B)? Answered by
    /// [`crate::Ruling::DealCorrectable`].
    DealCorrectable,
    /// No result can be obtained: which artificial adjusted score does each
    /// side get (Law 12C2(a))? Answered by [`crate::Ruling::ArtificialScore`].
    ArtificialScore,
    /// After a lead out of turn, the proper leader, also next in rotation,
    /// played a card: did he mean to lead (53B) or to follow to the
    /// irregular lead, accepting it (53A)? The Commentary on Law 53 has the
    /// Director ask him, as under Law 28B. Answered by
    /// [`crate::Ruling::LeadIntended`].
    LeadOrFollow,
    /// A card was seen before the first call (Law 16D1): who saw it? The
    /// information is his side's. Answered by [`crate::Ruling::CardSeenBy`].
    WhoSawCard,
}

/// The rectification step an irregularity of the auction has reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Nothing has been chosen yet.
    #[default]
    Open,
    /// The offender must replace his insufficient bid (27B); after 27B3 or
    /// 27B4 (`barred`) only a sufficient bid or a pass will do.
    AwaitReplacement { barred: bool },
    /// The offender must substitute a legal call for a cancelled double or
    /// redouble (36B2).
    AwaitSubstitute,
    /// The call out of rotation was cancelled; the offender's next call
    /// decides what follows (Laws 30B1(b), 31A, 31B, 32A, 32B, 36B4).
    /// `rho_call` is the call his right-hand opponent then made.
    NextTurn {
        withdrawn: Call,
        rho_call: Option<Call>,
    },
    /// The Director must compare the call at `replacement` with the
    /// withdrawn call at `withdrawn`.
    Judge {
        withdrawn: crate::auction::CallNo,
        replacement: crate::auction::CallNo,
    },
    /// Law 25A6: the unintended call was replaced; the offender's left-hand
    /// opponent may withdraw the call at `record` that he made over it.
    LhoMayWithdraw { record: crate::auction::CallNo },
    /// RB 25B, at a rubber table: the change of call was not made at once,
    /// without stopping to think, and the substitute has been cancelled.
    /// The offender makes his final call at that turn: his first call again
    /// (his partner then passes at his next turn) or any other legal call
    /// (his partner then passes at every turn).
    FinalCall,
    /// RB 62, at a rubber table: a defender's revoke on trick 12 has been
    /// corrected before his partner played; declarer may name which of the
    /// partner's two cards (both lawful, of two suits) he plays.
    AwaitPlayOption,
    /// The rectification is complete.
    Done,
}

/// One irregularity as recognised: what, who, when, and where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Irregularity {
    /// Its position in the table's list of irregularities.
    pub id: usize,
    pub kind: IrregularityKind,
    pub offender: Seat,
    /// The index in the log of the event that committed it.
    pub event: usize,
    pub status: Status,
    /// The law that governs it (`kind.law()`).
    pub law: LawRef,
    /// How far its rectification has gone.
    pub step: Step,
}

impl IrregularityKind {
    /// Whether this is a revoke of either kind (Law 61A).
    pub const fn is_revoke(&self) -> bool {
        matches!(
            self,
            IrregularityKind::Revoke { .. }
                | IrregularityKind::ProhibitedLead { .. }
                | IrregularityKind::RestrictionBreached { .. }
                | IrregularityKind::PenaltyCardNotPlayed { .. }
        )
    }

    /// For a revoke: the trick it was made on and the card.
    pub const fn revoke_trick(&self) -> Option<(u8, Card)> {
        match *self {
            IrregularityKind::Revoke { trick, card, .. }
            | IrregularityKind::ProhibitedLead { trick, card, .. }
            | IrregularityKind::RestrictionBreached { trick, card, .. }
            | IrregularityKind::PenaltyCardNotPlayed { trick, card, .. } => Some((trick, card)),
            _ => None,
        }
    }

    /// Whether this irregularity belongs to the auction period.
    pub const fn is_auction(&self) -> bool {
        use IrregularityKind::*;
        matches!(
            self,
            CardExposedDuringAuction { .. }
                | ChangeOfCall { .. }
                | InsufficientBid { .. }
                | PrematureReplacement { .. }
                | PassOutOfRotation { .. }
                | BidOutOfRotation { .. }
                | DoubleOutOfRotation { .. }
                | InadmissibleDouble { .. }
                | CallWhileRequiredToPass { .. }
                | BidAboveSeven { .. }
                | CallAfterFinalPass { .. }
                | UnintendedCall { .. }
        )
    }
}

impl Irregularity {
    /// Whether the irregularity still needs the Director's attention before
    /// the table can continue.
    pub const fn blocks_table(&self) -> bool {
        matches!(
            self.status,
            Status::AwaitingDirector | Status::AwaitingFinding { .. }
        )
    }

    /// Whether nothing has yet been settled about it.
    pub const fn is_open(&self) -> bool {
        matches!(self.status, Status::Unnoticed | Status::AwaitingDirector)
    }
}

/// A record's reference to an irregularity: its index in
/// `State::irregularities` (the irregularity's `id`). Serialised as the
/// bare number, so the JSON of the records is unchanged.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct IrregularityId(pub usize);

impl IrregularityId {
    /// The index in `State::irregularities`.
    pub const fn index(self) -> usize {
        self.0
    }
}

impl From<usize> for IrregularityId {
    fn from(id: usize) -> IrregularityId {
        IrregularityId(id)
    }
}

impl std::fmt::Display for IrregularityId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::ops::Index<IrregularityId> for Vec<Irregularity> {
    type Output = Irregularity;
    fn index(&self, id: IrregularityId) -> &Irregularity {
        &self[id.0]
    }
}

/// The rectifications ledger: the irregularities and everything that
/// follows from them until the board's score stands (the rights and
/// restrictions they leave, the penalty cards, the information, the
/// Director's review points, decisions and adjusted scores).
///
/// Invariant: `irregularities[i].id == i` and an irregularity is never
/// removed (a cancelled one keeps its record and its status), so every
/// `IrregularityId` a record holds (here and in the play ledger) finds its
/// irregularity; the choices that govern one turn (`lead_answer`,
/// `penalty_designation`, `lead_hand_choice`, `play_restriction`) lapse
/// with that turn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rectifications {
    pub irregularities: Vec<Irregularity>,
    pub lead_rights: Vec<crate::table::LeadRight>,
    /// Rubber tables: the irregularities (established revokes) whose
    /// penalty the non-offending side waived (RB 15A); no trick is
    /// transferred for them.
    pub waived: Vec<IrregularityId>,
    pub penalty_cards: Vec<crate::table::PenaltyCard>,
    pub info: Vec<crate::table::InfoRecord>,
    pub review: Vec<crate::table::ReviewFlag>,
    /// A lead restriction in force (Laws 26B, 50D2, 51B).
    pub lead_restriction: Option<crate::table::LeadRestriction>,
    /// A restriction on a defender's play to the current trick (Law 57A).
    pub play_restriction: Option<crate::table::PlayRestriction>,
    /// Cards that must be played at their owner's proper turn (Laws 57C3, 57D).
    pub must_play: Vec<(Seat, Card, LawRef)>,
    /// Cards of the offending side returned by a correction whose change
    /// waits on an opponent's (Laws 45D1, 62C2).
    pub kept_cards: Vec<crate::table::KeptCard>,
    /// Law 43B2(a): after dummy's warning that followed a 43A2 violation,
    /// `Some(None)` while the defenders choose the hand declarer leads from,
    /// then `Some(Some(hand))` until that lead is made.
    pub lead_hand_choice: Option<Option<Seat>>,
    /// The lead (counted in tricks started) for which declarer has given his
    /// Law 50D2 / 51B option; it is offered again at a later lead (fn14).
    pub pc_option_given: Option<crate::play::TrickNo>,
    /// Declarer's designation of the penalty card a defender plays at the
    /// turn in progress (Law 51A; RB 50).
    pub penalty_designation: Option<crate::cards::PenaltyDesignation>,
    /// The first defender's answer to declarer's lead out of turn, which
    /// the defender next in turn after it may overrule (Law 55A).
    pub lead_answer: Option<crate::table::LeadAnswer>,
    /// Established revokes to which attention has been drawn (Law 64B4,
    /// 64B5 exempt those nobody noticed in time).
    pub revokes_noticed: Vec<IrregularityId>,
    /// Declarer designated dummy's card with neither suit nor rank: either
    /// defender designates it (Law 46B5).
    pub defenders_designate: bool,
    /// The cards the Director let the defenders choose from under Law 46B5
    /// (Commentary Example 42), or `None` for any card of dummy's.
    pub designate_among: Option<Hand>,
    /// The artificial adjusted scores that ended the board (Law 12C2(a)).
    pub artificial_score: Option<crate::event::ArtificialScore>,
    /// The board was cancelled before any call, to be redealt (Law
    /// 16D2(b)): the table ends with no result.
    pub redeal: bool,
    /// The Director's Law 79B3 decreases of one side's score.
    pub score_decreases: Vec<crate::score_split::ScoreDecrease>,
    /// Players replaced by a substitute.
    pub substitutions: Vec<crate::inputs::Substitution>,
    /// The Director's decisions about the review points and the board.
    pub decisions: Vec<crate::inputs::DecisionRecord>,
    /// The assigned score in force (Law 12C1), the latest given.
    pub assigned: Option<Vec<crate::inputs::AssignedResult>>,
}
