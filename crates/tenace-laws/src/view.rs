//! What each person at (or around) a table may see: the public, versioned
//! view of a table (`tenace.table.v2`), built per role.
//!
//! The engine's [`State`] holds everything, the four hands included; it is
//! the Director's knowledge. A player, a spectator or a program acting for
//! them must only ever receive a [`TableView`] built for their [`Role`]:
//!
//! - a seat sees the cards it was dealt; dummy's hand once the opening lead
//!   is faced (Law 41D); every card led or played to a trick (Law 45); every
//!   card exposed or turned into a penalty card (Laws 24, 48-50); the hand a
//!   claimer faces with his claim (Law 68C) and, at a rubber table, a hand
//!   faced in the play after a disputed claim (RB 69); a card laid face down
//!   as an opening lead only if it is its own (Law 41A); and, once the board
//!   is over, the whole deal;
//! - a spectator sees what every player at the table sees, and no concealed
//!   hand (Law 76B1 lets a spectator at the table look at one hand at most;
//!   a regulation for transmitted play, 76A2, may allow more, which a
//!   server decides, not the engine);
//! - the Director sees everything, the records he keeps for the end of play
//!   (information, review points) included.
//!
//! The view is its own schema, separate from the engine's internal layout:
//! the internal records can change without changing what clients read.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use tenace_core::{Card, Contract, Deal, Hand, Seat, Vulnerability};

use crate::auction::CallRecord;
use crate::claims::ClaimRecord;
use crate::event::Event;
use crate::explain::Explanation;
use crate::irregularity::{Irregularity, IrregularityKind, Status};
use crate::table::{
    BoardResult, CallExplanation, ExposedCard, InfoRecord, LeadRestriction, Obligations,
    PenaltyCard, Phase, PlayRestriction, ReviewFlag, State, TableConfig,
};

/// The schema name every serialized view carries.
pub const SCHEMA: &str = "tenace.table.v2";

/// Who is looking at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// The player in this seat (dummy included).
    Seat(Seat),
    /// The Director: everything.
    Director,
    /// A spectator: what all four players may see.
    Spectator,
}

/// A role name that is not one of `N`, `E`, `S`, `W`, `director`,
/// `spectator`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown role {0:?}: expected N, E, S, W, director or spectator")]
pub struct RoleParseError(pub String);

impl FromStr for Role {
    type Err = RoleParseError;
    fn from_str(s: &str) -> Result<Role, RoleParseError> {
        match s {
            "director" | "Director" => Ok(Role::Director),
            "spectator" | "Spectator" => Ok(Role::Spectator),
            _ => s
                .parse::<Seat>()
                .map(Role::Seat)
                .map_err(|_| RoleParseError(s.to_owned())),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Role::Seat(seat) => write!(f, "{seat}"),
            Role::Director => f.write_str("director"),
            Role::Spectator => f.write_str("spectator"),
        }
    }
}

impl Serialize for Role {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Role {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Role, D::Error> {
        let s = String::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Who performs an event: the player in a seat, or the Director (findings,
/// rulings, and facts only the Director establishes at the table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    Seat(Seat),
    Director,
}

impl Event {
    /// Who makes this event at a table in `state`. A card played from
    /// dummy is declarer's designation (Law 45B); dummy's own acts
    /// (touching a card, playing a card other than the one named,
    /// warnings) are dummy's. Facts the Director establishes (a wrong card
    /// count, a missing card, the end of the round) and every ruling are
    /// the Director's.
    pub fn actor(&self, state: &State) -> Actor {
        use Event::*;
        let dummy = state.dummy();
        let declarer = state.play.contract.map(|c| c.declarer);
        match self {
            Play { seat, .. } if Some(*seat) == dummy => {
                declarer.map_or(Actor::Director, Actor::Seat)
            }
            DummyPlay { .. } | DummyWrongCard { .. } => dummy.map_or(Actor::Director, Actor::Seat),
            Call { seat, .. }
            | Play { seat, .. }
            | FaceDownLead { seat, .. }
            | DrawAttention { seat }
            | Accept { seat }
            | Decline { seat }
            | Expose { seat, .. }
            | Alert { seat }
            | ExplainCall { seat, .. }
            | ChangeCall { seat, .. }
            | LeadOption { seat, .. }
            | PlayOption { seat, .. }
            | SpreadHand { seat }
            | ProhibitLead { seat, .. }
            | Claim { seat, .. }
            | Concede { seat, .. }
            | AgreeClaim { seat }
            | DisputeClaim { seat }
            | ObjectToConcession { seat }
            | AgreePlayOn { seat }
            | ClaimTrumps { seat, .. }
            | RejectClaimPlay { seat }
            | FaceHand { seat }
            | PlayMultiple { seat, .. }
            | SimultaneousDesignation { seat, .. }
            | Unintended { seat, .. }
            | WithdrawCall { seat, .. }
            | PlaceOmittedCard { seat, .. }
            | IncompleteDesignation { seat, .. }
            | Retract { seat, .. }
            | RevokeInquiry { seat, .. }
            | DummyViolation { seat }
            | DummyWarnsLead { seat }
            | ChooseLeadingHand { seat, .. }
            | ExtraCard { seat, .. }
            | DefenderDesignates { seat, .. }
            | DesignatePenaltyCard { seat, .. }
            | ShowCards { seat, .. }
            | ConcedeTotal { seat, .. }
            | Ask { seat, .. }
            | Answer { seat, .. }
            | ReviewAuction { seat }
            | AskContract { seat } => Actor::Seat(*seat),
            FailToPlay { .. }
            | IncorrectCardCount { .. }
            | MissingCard { .. }
            | WrongBoard { .. }
            | NextBoardCalled { .. }
            | RoundEnded
            | HandsReturned
            | CorrectionPeriodEnded
            | ScoreDecrease(_)
            | CardsMixed
            | PlayFinding(_)
            | Substitute { .. }
            | Decision(_)
            | Director(_) => Actor::Director,
        }
    }
}

/// The board's markings, and the deal once the viewer may see all of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardView {
    pub number: u32,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// The whole deal: for the Director, and for everyone once the board is
    /// over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
}

/// One hand as the viewer sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HandView {
    pub seat: Seat,
    /// How many cards the player holds (anyone can count them).
    pub held: u8,
    /// The cards held, when the viewer may see them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<Hand>,
    /// The thirteen cards dealt to this seat, when the viewer may see them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealt: Option<Hand>,
}

/// One card on a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayedView {
    pub seat: Seat,
    pub card: Card,
}

/// A trick: its cards in the order of play from the leader.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrickView {
    pub leader: Seat,
    pub cards: Vec<PlayedView>,
    /// The seat that won it, once complete (Law 44).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
}

/// An opening lead laid face down (Law 41A): everyone sees that it is
/// there, only its owner (and the Director) which card it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FaceDownView {
    pub seat: Seat,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
}

/// An irregularity as the viewer may know it. The facts (`kind`) are left
/// out when they name a card the viewer may not see (a face-down lead out
/// of turn, an extra card that went unseen to a trick).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IrregularityView {
    pub id: usize,
    pub law: crate::LawRef,
    /// The message key of the kind of irregularity (for the words).
    pub key: &'static str,
    pub offender: Seat,
    pub status: Status,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<IrregularityKind>,
}

/// A claim or concession as recorded; the engine's proposed award is the
/// Director's, not part of any player's view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimView {
    #[serde(flatten)]
    pub record: ClaimRecord,
}

/// The records the Director keeps for the end of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DirectorRecords {
    /// Information records (Law 16).
    pub info: Vec<InfoRecord>,
    /// Points to review at the end of play (tempo, 23C, 27D, 64C, 72C ...).
    pub review: Vec<ReviewFlag>,
    /// The Director's decisions on those points and the board.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decisions: Vec<crate::inputs::DecisionRecord>,
}

/// A table as one role sees it: the `tenace.table.v2` schema.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableView {
    pub schema: &'static str,
    pub role: Role,
    pub board: BoardView,
    pub config: TableConfig,
    pub phase: Phase,
    /// North first.
    pub hands: [HandView; 4],
    /// Every call made, in order, including those later cancelled (the
    /// calls were heard at the table; Law 16C governs their information).
    pub auction: Vec<CallRecord>,
    /// Explanations given of calls (Law 20F1).
    pub call_explanations: Vec<CallExplanation>,
    /// Questions about the opponents' calls and their answers (Law 20F):
    /// asked and answered aloud at the table, so every role sees them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub questions: Vec<crate::inputs::Question>,
    /// Players replaced by a substitute (seat and when).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub substitutions: Vec<crate::inputs::Substitution>,
    pub contract: Option<Contract>,
    pub dummy_spread: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face_down_lead: Option<FaceDownView>,
    pub tricks: Vec<TrickView>,
    /// Tricks won so far, North-South first.
    pub tricks_won: [u8; 2],
    /// The seat due to call or play next, if any.
    pub to_act: Option<Seat>,
    /// Cards faced outside a trick (Laws 24, 48, 49, 57).
    pub exposed: Vec<ExposedCard>,
    pub penalty_cards: Vec<PenaltyCard>,
    pub obligations: [Obligations; 4],
    pub lead_restriction: Option<LeadRestriction>,
    pub play_restriction: Option<PlayRestriction>,
    pub irregularities: Vec<IrregularityView>,
    /// The irregularity the table waits on, if any.
    pub awaiting_director: Option<usize>,
    /// The Director's options on it, when the viewer may know its facts.
    pub explanation: Option<Explanation>,
    /// The option declarer must exercise before the next lead, if any
    /// (Laws 26B, 50D2, 51B).
    pub lead_option: Option<crate::LawRef>,
    /// That option in full: who chooses, for whose lead, and which suits
    /// he may require or forbid.
    pub lead_choice: Option<crate::LeadChoice>,
    /// Declarer's Law 51A designation the defender to play waits for: who
    /// chooses and among which penalty cards (RB 50 at a rubber table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penalty_card_choice: Option<crate::PenaltyCardChoice>,
    pub claim: Option<ClaimView>,
    /// The result, once the board is over.
    pub result: Option<BoardResult>,
    /// Only in the Director's view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub director: Option<DirectorRecords>,
}

impl State {
    /// The view of this table for `role`. See the module documentation for
    /// what each role sees.
    pub fn view(&self, role: Role) -> TableView {
        let visible = self.visible_cards(role);
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut) || self.rect.redeal;
        let director = role == Role::Director;
        let seen = |hand: Hand| hand.bits() & !visible.bits() == 0;
        let hands = Seat::ALL.map(|seat| {
            let held = self.play.hands[seat.index()];
            let dealt = self.board.deal.hand(seat);
            HandView {
                seat,
                held: held.len() as u8,
                cards: seen(held).then_some(held),
                dealt: seen(dealt).then_some(dealt),
            }
        });
        let irregularities = self
            .rect
            .irregularities
            .iter()
            .map(|irr| {
                let facts = director || seen(mentioned_cards(&irr.kind));
                IrregularityView {
                    id: irr.id,
                    law: irr.law,
                    key: irr.kind.key(),
                    offender: irr.offender,
                    status: irr.status,
                    kind: facts.then_some(irr.kind),
                }
            })
            .collect();
        let awaiting = self.blocking().map(|i| i.id);
        let explanation = awaiting
            .and_then(|id| self.explanation(id))
            .filter(|e| director || seen(mentioned_cards(e)));
        TableView {
            schema: SCHEMA,
            role,
            board: BoardView {
                number: self.board.number,
                dealer: self.board.dealer,
                vulnerability: self.board.vulnerability,
                deal: (director || over).then_some(self.board.deal),
            },
            config: self.config,
            phase: self.phase,
            hands,
            auction: self.auction_seen(role),
            call_explanations: self.calls.call_explanations.clone(),
            questions: (0..self.calls.questions.len())
                .filter_map(|i| self.question_now(i))
                .collect(),
            substitutions: self.rect.substitutions.clone(),
            contract: self.play.contract,
            dummy_spread: self.play.dummy_spread,
            face_down_lead: self.play.face_down_lead.map(|(seat, card)| FaceDownView {
                seat,
                card: visible.contains(card).then_some(card),
            }),
            tricks: self.play.tricks.iter().map(trick_view).collect(),
            tricks_won: self.tricks_won(),
            to_act: self.to_act(),
            exposed: self.play.exposed.clone(),
            penalty_cards: self.rect.penalty_cards.clone(),
            obligations: self.calls.obligations,
            lead_restriction: self.rect.lead_restriction,
            play_restriction: self.rect.play_restriction,
            irregularities,
            awaiting_director: awaiting,
            explanation,
            lead_option: self.to_play().and_then(|s| self.lead_option_pending(s)),
            lead_choice: self.to_play().and_then(|s| self.lead_choice(s)),
            penalty_card_choice: self.to_play().and_then(|s| self.penalty_card_choice(s)),
            claim: self.claims.claim.clone().map(|record| ClaimView { record }),
            result: self.result(),
            director: director.then(|| DirectorRecords {
                info: self.rect.info.clone(),
                review: self.rect.review.clone(),
                decisions: self.rect.decisions.clone(),
            }),
        }
    }

    /// The view of the player in `seat`.
    pub fn for_seat(&self, seat: Seat) -> TableView {
        self.view(Role::Seat(seat))
    }

    /// The Director's view: everything.
    pub fn director(&self) -> TableView {
        self.view(Role::Director)
    }

    /// A spectator's view: what all four players may see.
    pub fn spectator(&self) -> TableView {
        self.view(Role::Spectator)
    }

    /// The seat due to act: the player whose turn it is to call, or to lead
    /// or play.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Auction => Some(self.calls.auction.turn()),
            _ => self.to_play(),
        }
    }

    /// Every card `role` may see at this point of the board (see the
    /// module documentation).
    pub fn visible_cards(&self, role: Role) -> Hand {
        let over = matches!(self.phase, Phase::Complete | Phase::PassedOut) || self.rect.redeal;
        if role == Role::Director || over {
            return Hand::from_bits(self.board.deal.hands().iter().fold(0, |a, h| a | h.bits()));
        }
        let mut bits = 0u64;
        if let Role::Seat(seat) = role {
            bits |= self.board.deal.hand(seat).bits();
            if let Some((s, card)) = self.play.face_down_lead {
                if s == seat {
                    bits |= 1u64 << card.index();
                }
            }
        }
        bits |= self.public_cards().bits();
        Hand::from_bits(bits)
    }

    /// The cards every player at the table may see: the cards on the
    /// tricks, exposed and penalty cards, dummy once spread, a claimer's
    /// faced hand, and the cards faced by irregularities.
    fn public_cards(&self) -> Hand {
        let mut bits = 0u64;
        for trick in &self.play.tricks {
            for p in trick.cards() {
                bits |= 1u64 << p.card.index();
            }
        }
        for e in &self.play.exposed {
            bits |= 1u64 << e.card.index();
        }
        for p in &self.rect.penalty_cards {
            bits |= 1u64 << p.card.index();
        }
        if self.play.dummy_spread {
            if let Some(dummy) = self.dummy() {
                bits |= self.board.deal.hand(dummy).bits();
            }
        }
        if let Some(claim) = &self.claims.claim {
            // Law 68C: the claimer faces his hand; RB 69: hands faced in
            // the play after a disputed claim.
            bits |= self.play.hands[claim.claimer.index()].bits();
            for seat in &claim.faced {
                bits |= self.play.hands[seat.index()].bits();
            }
        }
        for irr in &self.rect.irregularities {
            bits |= mentioned_cards(&irr.kind).bits() & !hidden_cards(self, irr).bits();
        }
        Hand::from_bits(bits)
    }
}

/// The cards an irregularity names that nobody but the offender saw: a
/// lead laid face down (Law 41A), and an extra card that went to a trick
/// unseen while nobody has drawn attention to it (Law 67).
fn hidden_cards(state: &State, irr: &Irregularity) -> Hand {
    let mut hand = Hand::from_bits(0);
    match irr.kind {
        IrregularityKind::FaceDownLeadOutOfTurn { card, .. }
        | IrregularityKind::DeclaringSideOpeningLead { card, .. }
            if state
                .play
                .led_face_down
                .contains(&crate::IrregularityId(irr.id)) =>
        {
            hand.insert(card);
        }
        IrregularityKind::FaceDownLeadAfterFacedLead { card } => {
            hand.insert(card);
        }
        IrregularityKind::ExtraCardOnTrick { card, .. } if irr.status == Status::Unnoticed => {
            hand.insert(card);
        }
        _ => {}
    }
    hand
}

fn trick_view(trick: &crate::play::Trick) -> TrickView {
    TrickView {
        leader: trick.leader,
        cards: trick
            .cards()
            .map(|p| PlayedView {
                seat: p.seat,
                card: p.card,
            })
            .collect(),
        winner: trick.winner,
    }
}

/// Every card named anywhere in a serializable value: a card (`"SA"`), a
/// hand (`"AKQ.J.T9.8765"`) or a deal (`"N:..."`). Used to keep facts that
/// name a hidden card out of a view, and by the tests to check views.
pub fn mentioned_cards<T: Serialize + ?Sized>(value: &T) -> Hand {
    let mut bits = 0u64;
    if let Ok(json) = serde_json::to_value(value) {
        collect_cards(&json, &mut bits);
    }
    Hand::from_bits(bits)
}

fn collect_cards(value: &serde_json::Value, bits: &mut u64) {
    use serde_json::Value;
    match value {
        Value::String(s) => *bits |= cards_in_text(s).bits(),
        Value::Array(items) => items.iter().for_each(|v| collect_cards(v, bits)),
        Value::Object(map) => map.values().for_each(|v| collect_cards(v, bits)),
        _ => {}
    }
}

/// The cards a string stands for when it is a card, a hand or a deal.
pub fn cards_in_text(s: &str) -> Hand {
    if s.len() == 2 {
        if let Ok(card) = s.parse::<Card>() {
            return Hand::from_bits(1u64 << card.index());
        }
    }
    if s.matches('.').count() == 3 && !s.contains(':') {
        if let Ok(hand) = Hand::from_pbn(s) {
            return hand;
        }
    }
    if s.contains(':') && s.matches('.').count() >= 3 {
        if let Ok(deal) = s.parse::<Deal>() {
            return Hand::from_bits(deal.hands().iter().fold(0, |a, h| a | h.bits()));
        }
    }
    Hand::from_bits(0)
}
