//! Why an action is refused: `ActionError` (the table is unchanged), the
//! problems of the rubber play after a disputed claim, and a log that
//! cannot be replayed. Rendered in every language by tenace-i18n.

use serde::Serialize;
use tenace_core::{AttemptedCall, Call, Card, Seat};

use crate::law::LawRef;
use crate::reason::{Who, Why};

/// A physically impossible or meaningless action. The table is unchanged.
///
/// `ActionErrorKind` names each variant without its data (kebab case, as the
/// catalogue's `action-error-KIND` keys), so a test can go through them all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumDiscriminants)]
#[strum_discriminants(
    name(ActionErrorKind),
    derive(strum::EnumIter, strum::IntoStaticStr),
    strum(serialize_all = "kebab-case")
)]
pub enum ActionError {
    #[error("{seat} does not hold {card} (it is in {holder}'s hand)")]
    CardNotHeld {
        seat: Seat,
        card: Card,
        holder: Seat,
    },
    #[error("{card} has already been played, to trick {trick}")]
    AlreadyPlayed { card: Card, trick: usize },
    #[error("the board is over; no further call or card can be made")]
    BoardOver,
    #[error("the opening lead has been faced; the auction period is over")]
    AuctionPeriodOver,
    #[error("the table is waiting for the Director ({law}, irregularity #{id}); only an acceptance or a ruling can be applied now")]
    AwaitingDirector { id: usize, law: LawRef },
    #[error("there is no dummy until the opening lead is faced")]
    NoDummy,
    #[error("{card} is not in dummy's hand")]
    NotDummysCard { card: Card },
    #[error(
        "a face-down lead can only be made after the auction and before the opening lead is faced"
    )]
    NotTimeForFaceDownLead,
    #[error("{seat} has already led {card} face down")]
    AlreadyLedFaceDown { seat: Seat, card: Card },
    #[error("{seat} led {face_down} face down and must face that card; only the Director can let him change it (Law 41A)")]
    FaceDownLeadDiffers {
        seat: Seat,
        face_down: Card,
        card: Card,
    },
    #[error("there is no irregularity that {seat} can accept")]
    NothingToAccept { seat: Seat },
    #[error("{seat} may not accept this irregularity ({law}); {entitled} may")]
    NotEntitledToAccept {
        seat: Seat,
        law: LawRef,
        entitled: Who,
    },
    #[error("no irregularity has happened that attention could be drawn to")]
    NothingToDrawAttentionTo,
    #[error("the Director has not been asked this question")]
    NoQuestionPending,
    #[error("no irregularity is waiting whose rectification the Director could waive (Law 81C5)")]
    NothingToWaive,
    #[error("there is no irregularity that {seat} can decline to accept")]
    NothingToDecline { seat: Seat },
    #[error("{seat} may not call {call} now: after {law} only a sufficient bid or a pass will do")]
    CallNotAllowed {
        seat: Seat,
        call: AttemptedCall,
        law: LawRef,
    },
    #[error("{seat} must repeat {call} (Laws 31A1, 32A1)")]
    MustRepeat { seat: Seat, call: Call },
    #[error("{seat} has no Law 26B lead restriction pending against his side")]
    NoLeadRight { seat: Seat },
    #[error("{declarer} (declarer) must first exercise his lead option ({law})")]
    AwaitingLeadChoice { declarer: Seat, law: LawRef },
    #[error("no Law 26B option is open now; only declarer can exercise one, at the offender's partner's first turn to lead")]
    NoLeadOption,
    #[error("no Law 50D2 or 51B option is open now; declarer has one before a defender leads while the leader's partner has a major penalty card")]
    NoPenaltyCardOption,
    #[error("{suit} was specified by the offender in the legal auction; it cannot be forbidden (Law 26B)")]
    SuitSpecified { suit: tenace_core::Suit },
    #[error("{seat} has no right to change his call (only after the Director finds misinformation, Law 21B1)")]
    NoRightToChange { seat: Seat },
    #[error("{seat} has no call that can still be corrected as unintended (his partner has called since, or there is none, or it is the same call; Law 25A)")]
    NoCallToCorrect { seat: Seat },
    #[error("{seat} has no call he may withdraw now (Law 25A6)")]
    NoWithdrawalOption { seat: Seat },
    #[error("there is no call number {record} in the auction")]
    NoSuchCall { record: usize },
    #[error("{seat} has made no call (Law 15A)")]
    NoCallMade { seat: Seat },
    #[error("{seat} has played no card to a trick (Law 13C)")]
    NothingPlayed { seat: Seat },
    #[error("no call has been made on this board yet (Law 15B)")]
    AuctionNotStarted,
    #[error("a call has been made: the board can no longer be redealt (Law 16D2)")]
    AuctionStarted,
    #[error("{seat} cannot hold both too many and too few cards (Law 13)")]
    SameSeat { seat: Seat },
    #[error("{seat}'s partner has made no call to alert")]
    NothingToAlert { seat: Seat },
    #[error("{seat}'s partner has made no call to explain")]
    NothingToExplain { seat: Seat },
    #[error("declarer has played since, so he must accept the card ({law})")]
    MustAccept { law: LawRef },
    #[error("play is suspended by a claim; only agreement, dispute or the Director's ruling can follow (Law 68D)")]
    ClaimPending,
    #[error("a claim or concession can be made only during the play")]
    NoClaimNow,
    #[error("dummy cannot claim or concede")]
    DummyCannotClaim,
    #[error("the claim statement cannot be read: {message}")]
    BadStatement { message: String },
    #[error("{claimed} tricks is more than the {remaining} that remain")]
    TooManyTricks { claimed: u8, remaining: u8 },
    #[error("there is no claim or concession to answer")]
    NoClaimPending,
    #[error("{seat} is not an opponent of the claimer")]
    NotAnOpponentOfClaimer { seat: Seat },
    #[error("declarer's lead option is not valid: {why}")]
    BadLeadOption { why: Why },
    #[error(
        "no Law 57A option is open now; declarer chooses after a defender's premature lead or play"
    )]
    NoPlayOption,
    #[error("{seat} cannot produce these cards as one play: {why}")]
    BadMultiplePlay { seat: Seat, why: Why },
    #[error("{seat} has no simultaneous play to designate a card of (Law 58B2)")]
    NoDesignationPending { seat: Seat },
    #[error("{seat} cannot be passed over on this trick: {why}")]
    CannotOmit { seat: Seat, why: Why },
    #[error("{seat} cannot take back a card now ({law}): {why}")]
    CannotRetract { seat: Seat, law: LawRef, why: Why },
    #[error("{seat} may not ask {asked} about a revoke (Law 61B)")]
    InquiryNotAllowed { seat: Seat, asked: Seat },
    #[error("{seat} cannot designate dummy's card: declarer has not left the choice to the defenders (Law 46B5)")]
    NotLeftToDefenders { seat: Seat },
    #[error("it is not dummy's turn to play")]
    NotDummysTurn,
    #[error("no card of dummy's can be changed now: {why}")]
    CannotChangeDummysCard { why: Why },
    #[error("{seat} is not dummy")]
    NotDummy { seat: Seat },
    #[error("the board is not over yet")]
    BoardNotOver,
    #[error("only declarer designates dummy's cards ({seat} is not declarer)")]
    NotDeclarer { seat: Seat },
    #[error("the designation deems no card ({law}): {why}")]
    NoDeemedCard { law: LawRef, why: Why },
    #[error("{seat} has no defective trick to place a card on (Law 67B1)")]
    NoOmittedPlay { seat: Seat },
    #[error(
        "{seat} must place a card of the suit led to the defective trick, {suit} (Law 67B1(a))"
    )]
    MustPlaceSuitLed { seat: Seat, suit: tenace_core::Suit },
    #[error("{seat} cannot expose {card} now: {why}")]
    CannotExpose { seat: Seat, card: Card, why: Why },
    #[error("{seat} cannot do that in the play after a disputed claim: {problem}")]
    ClaimPlayOn {
        seat: Seat,
        problem: ClaimPlayOnProblem,
    },
    #[error("the cards have been mixed together: it is too late ({law})")]
    CardsMixed { law: LawRef },
    #[error("the rubber laws give declarer no such option ({law})")]
    NotARubberOption { law: LawRef },
    /// Law 51A (RB 50): the defender whose turn it is must wait for
    /// declarer to name which of his penalty cards he plays.
    #[error(
        "{declarer} (declarer) must first name which of {seat}'s penalty cards is played ({law})"
    )]
    AwaitingPenaltyCardChoice {
        declarer: Seat,
        seat: Seat,
        law: LawRef,
    },
    /// No Law 51A designation is open, or the card named is not one of the
    /// penalty cards the defender may lawfully play now.
    #[error("no designation of a penalty card is open for that card now (Law 51A)")]
    NoPenaltyCardChoice,
    /// Law 51A: declarer must name the card; only the rubber laws let him
    /// leave it to the defender (RB 50).
    #[error("declarer must name one of the penalty cards ({law})")]
    MustNamePenaltyCard { law: LawRef },
    /// Laws 41A, 47E2(a): only the faced opening lead has been played, and
    /// dummy is spread.
    #[error("dummy's facing can only be taken back while the faced opening lead is the only card played (Laws 41A, 47E2(a))")]
    NotBeforeDummyFaced,
    /// Law 16D1: the card named is not the one exposed before the first call.
    #[error("{card} is not the card exposed before the first call (Law 16D1)")]
    NotTheCardSeen { card: Card },
    /// Law 16D1: a player's own card gives him no extraneous information.
    #[error("{seat} holds that card: a player's own card is no extraneous information (Law 16D1)")]
    OwnCardSeen { seat: Seat },
    /// The hands go back to the board only after a pass-out (or passes the
    /// players took for one) or at the end of the play (Laws 17D2, 62D1).
    #[error("the hands can go back to the board only after the auction was passed out or the play has ended (Law 17D2)")]
    HandsNotReturnable,
    #[error("{card} lies face up in front of {seat} (a penalty card or an exposed card): it cannot have gone unseen to a trick (Law 67)")]
    CardFaceUp { seat: Seat, card: Card },
    #[error("{seat} may ask only at his own turn to call or play (Laws 20F1, 20F2)")]
    NotTimeToAsk { seat: Seat },
    #[error("call number {record} is not an opponent's of {seat}: a player asks about the opponents' calls (Law 20F1)")]
    NotOpponentsCall { seat: Seat, record: usize },
    #[error("{seat}'s opponents have made no call to ask about")]
    NothingToAsk { seat: Seat },
    #[error("there is no question number {question}")]
    NoSuchQuestion { question: usize },
    #[error("{seat} may not answer question {question}: the partner of the player who made the call answers (Law 20F1)")]
    NotToAnswer { seat: Seat, question: usize },
    #[error("an answer needs some text")]
    EmptyAnswer,
    #[error("there is no such point on the review list")]
    NoSuchReviewPoint,
    #[error("an assigned score needs one to four results with at most 13 tricks each and weights adding up to 100, or a penalty a positive amount (Laws 12C1, 90)")]
    BadAssignedScore,
    #[error("{seat} may not correct his partner's explanation now: declarer or dummy after the final pass, a defender at the end of play (Law 20F5)")]
    NotTimeToCorrect { seat: Seat },
    #[error("{card} is not among the cards the Director left to the defenders' choice (Law 46B, Commentary Example 42)")]
    NotAmongNarrowed { card: Card },
    #[error("the Director can narrow the defenders' choice of dummy's card only to dummy's cards while that choice is theirs (Law 46B5)")]
    NoChoiceToNarrow,
    #[error("{seat} is the proper dealer: a deal out of turn is by another player, recorded at a rubber table before the first call (Chicago, Appendix 4 G)")]
    NotDealtOutOfTurn { seat: Seat },
    #[error("there is no such extraneous information of {seat}'s to record: a pause needs a length, a failure to alert a standing call of his partner's, a question one he asked (Law 16B1)")]
    NoSuchExtraneous { seat: Seat },
    #[error("{seat} may explain only a call of his partner's, or correct his partner's explanation of his own call (Law 20F)")]
    NotToExplain { seat: Seat },
    /// Law 68 preamble: cards are shown about the trick in progress, and no
    /// trick is in progress.
    #[error("no trick is in progress: cards shown now concern later tricks, a claim or concession ({law})")]
    NoTrickInProgress { law: LawRef },
    /// Law 68 preamble: only the trick in progress remains, so a claim or
    /// concession would concern that trick alone.
    #[error("only the trick in progress remains: a statement about it is neither a claim nor a concession, and play goes on ({law})")]
    OnlyTrickInProgress { law: LawRef },
    /// Laws 69B, 71: the Correction Period of Law 79C has ended.
    #[error("the Correction Period has ended: the agreed claim or concession stands ({law})")]
    CorrectionPeriodOver { law: LawRef },
    /// Law 79B3: a one-sided decrease is for a disagreement brought to the
    /// Director only after the round has ended.
    #[error("the round has not ended: the Director rules one score for both sides, not a decrease for one ({law})")]
    RoundNotEnded { law: LawRef },
    /// The rubber laws have no counterpart of the law named.
    #[error("the rubber laws have no counterpart of {law}")]
    NoRubberCounterpart { law: LawRef },
    /// Law 79B3: the board has no score in points to decrease (no result,
    /// or artificial adjusted scores), or the decrease is of no points.
    #[error("there is no score in points to decrease ({law})")]
    NoScoreToDecrease { law: LawRef },
    /// Law 41B: the player has played a card, so his right to a review of
    /// the auction has expired; 41C leaves him the contract and whether it
    /// was doubled.
    #[error("{seat}'s right to a review of the auction expired when he played a card ({law}); he may ask the contract and whether it was doubled ({instead})")]
    ReviewExpired {
        seat: Seat,
        law: LawRef,
        instead: LawRef,
    },
    /// Laws 41B, 41C: only declarer and the defenders, between the end of
    /// the auction and the end of play.
    #[error("{seat} may not ask about the auction now: only declarer or a defender, after the auction and before the end of play ({law})")]
    NoAuctionRequest { seat: Seat, law: LawRef },
}

/// Why a step of the rubber-bridge play that follows a disputed claim
/// (RB 69, RB 70) is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum ClaimPlayOnProblem {
    /// No claim was disputed at a rubber table with play going on.
    #[error("no claim is being played out (RB 69, RB 70)")]
    NoPlayOn,
    /// After declarer's claim only a defender may act; after a defender's
    /// claim only declarer.
    #[error("only an opponent of the claimer may do this")]
    NotEntitled,
    /// RB 69B needs declarer's claim, a trump contract and a trump in a
    /// defender's hand.
    #[error("no trump is left in a defender's hand, or declarer did not claim (RB 69B)")]
    NoTrumpOutstanding,
    /// The defenders have already made their RB 69B choice.
    #[error("the defenders have already chosen about the outstanding trump (RB 69B)")]
    AlreadyChosen,
    /// The last card played is not the other side's, or the objecting side
    /// has played since (RB 69).
    #[error("the last card played is not one the other side may be made to take back")]
    NothingToReject,
    /// Only a defender may face his hand, after declarer's claim (RB 69).
    #[error("only a defender may face his hand, after declarer's claim (RB 69)")]
    NotADefender,
}

/// Why a log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("event {index} of the log cannot be applied: {error}")]
pub struct ReplayError {
    pub index: usize,
    pub error: ActionError,
}
