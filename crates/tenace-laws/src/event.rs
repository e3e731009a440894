//! The events of a table's log: what players and the Director do.

use serde::{Deserialize, Serialize};
use tenace_core::{AttemptedCall, Card, Hand, Rank, Seat, Side, Suit, SuitSet};

/// One entry of a table's append-only log.
///
/// Player actions are recorded as they happened at the table, lawful or
/// not: the engine classifies each one when it is applied. Only physically
/// impossible actions (a card the player does not hold, an action after the
/// board is over) are refused, and then nothing is logged.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// `seat` makes a call (or says a bid above seven).
    Call { seat: Seat, call: AttemptedCall },
    /// A card is played from `seat`'s hand. For dummy's hand this is
    /// declarer designating dummy's card (Law 45B); for any other seat, the
    /// player himself plays it (Law 45A). During the clarification period the
    /// proper leader's card faces the opening lead (Law 41C).
    Play { seat: Seat, card: Card },
    /// The opening leader places his lead face down (Law 41A).
    FaceDownLead { seat: Seat, card: Card },
    /// Dummy touches or puts forward one of his cards without declarer's
    /// instruction (Laws 43A1(c), 45F).
    DummyPlay { card: Card },
    /// `seat` draws attention to an irregularity, which summons the Director
    /// (Law 9A, 9B1).
    DrawAttention { seat: Seat },
    /// `seat` accepts the irregularity the table is waiting on, where the
    /// Laws let him (Laws 25B1, 27A1, 29A, 53A, 55A, 56A).
    Accept { seat: Seat },
    /// `seat` declines to accept it (Laws 25B2, 27B, 29B).
    Decline { seat: Seat },
    /// A card of `seat` is exposed (dropped, shown, held so that partner
    /// could see it) without being led or played (Laws 24, 48, 49).
    Expose { seat: Seat, card: Card },
    /// `seat` alerts his partner's last call (Law 40B; alerting regulations).
    Alert { seat: Seat },
    /// `seat` explains his partner's last call (`record` `None`) or any
    /// call of his partner's (`record`: an index into the auction's
    /// calls), asked or not (Law 20F1); the text is kept with the call, so
    /// that a mistaken explanation can be established later (Law 21B). A
    /// later explanation of the same call by the same player corrects his
    /// own (Laws 20F4, 75B2); the caller's own explanation of his call
    /// corrects his partner's, only after the final pass as declarer or
    /// dummy, at the end of play as a defender (Law 20F5(b)).
    ExplainCall {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        record: Option<usize>,
        text: String,
    },
    /// A player misled by a mistaken explanation changes his last call
    /// (Law 21B1(a)), after the Director's finding of misinformation.
    ChangeCall { seat: Seat, call: AttemptedCall },
    /// Declarer's option when the partner of a defender with a major penalty
    /// card is to lead (Laws 50D2, 51B): require the lead of `require`, or
    /// forbid the suits in `prohibit` (the penalty cards of those suits are
    /// picked up), or neither (both empty).
    LeadOption {
        seat: Seat,
        require: Option<Suit>,
        prohibit: SuitSet,
    },
    /// Declarer's option for the partner of a defender who led or played
    /// prematurely (Law 57A).
    PlayOption {
        seat: Seat,
        option: PlayRestrictionKind,
    },
    /// After a faced opening lead out of turn, presumed declarer spreads his
    /// hand and becomes dummy (Law 54A).
    SpreadHand { seat: Seat },
    /// Declarer exercises his Law 26B option at the offender's partner's
    /// first turn to lead: forbid the lead of `suit`, or of no suit.
    ProhibitLead { seat: Seat, suit: Option<Suit> },
    /// `seat` claims that his side will win `tricks` of the remaining tricks
    /// (Law 68A), with his clarification statement (68C; the statement
    /// language of docs/claims.md, or empty).
    Claim {
        seat: Seat,
        tricks: u8,
        statement: String,
    },
    /// `seat` concedes `tricks` of the remaining tricks (Law 68B).
    Concede { seat: Seat, tricks: u8 },
    /// An opponent of the claimer agrees to the claim or concession (69A).
    AgreeClaim { seat: Seat },
    /// An opponent disputes it: the Director is summoned (68D).
    DisputeClaim { seat: Seat },
    /// A defender's partner objects at once to his concession (68B2).
    ObjectToConcession { seat: Seat },
    /// `seat` agrees to play on instead of a ruling on the claim; the first
    /// to ask must be an opponent of the claimer, and all four must agree
    /// (68D2(b)).
    AgreePlayOn { seat: Seat },
    /// Rubber bridge, after a defender disputed declarer's claim and play
    /// goes on (RB 69B): defender `seat` requires declarer, who may not have
    /// known that a trump was still out, to draw it (`draw`) or not to.
    ClaimTrumps { seat: Seat, draw: bool },
    /// Rubber bridge, during the play that follows a disputed claim: `seat`
    /// requires the last card of the other side to be taken back and
    /// replaced, as a play the Laws forbid there (RB 69: declarer's play
    /// inconsistent with his statement or its restrictions, objected to by
    /// a defender before either defender has played again; RB 70B:
    /// declarer forbids the claimer's partner a play the faced cards
    /// suggested).
    RejectClaimPlay { seat: Seat },
    /// Rubber bridge, during the play that follows declarer's disputed
    /// claim: defender `seat` faces his hand for his partner (RB 69). No
    /// penalty can be imposed for his irregularities from then on.
    FaceHand { seat: Seat },
    /// The players have abandoned their hands and let the cards be mixed
    /// together. Under the Laws of Rubber Bridge this closes the board: a
    /// revoke first brought up afterwards has no penalty (RB 64D4), a
    /// conceded trick can no longer be restored under RB 71B, and a claim
    /// still pending is allowed (RB 69). Under the duplicate Laws it has no
    /// effect (Laws 64B4, 64B5 and 79C set the limits there).
    CardsMixed,
    /// `seat` produces two or more cards at once as one lead or play
    /// (Law 58B): `cards` all left his hand, `visible` are those whose faces
    /// could be seen. With one visible card that card is played and the
    /// others go back (58B1); with several, he must say which he meant
    /// ([`Event::SimultaneousDesignation`], 58B2).
    PlayMultiple {
        seat: Seat,
        cards: Hand,
        visible: Hand,
    },
    /// After producing several visible cards (Law 58B2), `seat` says which
    /// he meant to play: one of them, or (`None`) another card altogether
    /// (Commentary on Law 58).
    SimultaneousDesignation { seat: Seat, card: Option<Card> },
    /// `seat` says that his last call was not the call he intended and names
    /// the call he meant (Law 25A). His partner must not have called since
    /// (25A1, 25A4); after the auction has ended, only until the end of the
    /// auction period (25A5). The Director then finds whether it was
    /// unintended ([`Ruling::Unintended`]).
    Unintended { seat: Seat, intended: AttemptedCall },
    /// After an unintended call was replaced, the left-hand opponent who
    /// had called over it withdraws that call (`withdraw`) or lets it stand
    /// (Law 25A6).
    WithdrawCall { seat: Seat, withdraw: bool },
    /// `seat` fails to play to the trick in progress at his turn (Law 67):
    /// the hands after him play on (he need not be the last), and the
    /// trick is quitted with the three cards on it, which decide who won it.
    FailToPlay { seat: Seat },
    /// After attention is drawn to `seat`'s failure to play to a trick only
    /// once both sides have played to the next one, he places `card` among
    /// his played cards for that trick (Law 67B1).
    PlaceOmittedCard { seat: Seat, card: Card },
    /// Declarer designates a card from dummy incompletely (Law 46B): the
    /// engine plays the deemed card, or refuses when the Laws deem none
    /// (46B4: declarer then names a card), or leaves the choice to the
    /// defenders (46B5).
    IncompleteDesignation {
        seat: Seat,
        designation: Designation,
    },
    /// `seat` takes back his last lead or play without rectification
    /// (Law 47E): he made it because an opponent wrongly told him it was his
    /// turn (47E1), or after an opponent's mistaken explanation (47E2(a)).
    Retract { seat: Seat, cause: RetractCause },
    /// The Director finds that `over` held more than 13 cards and `under`
    /// fewer (Law 13). The engine's deal is the correct one: the Director
    /// restores it, and what follows turns on who has called.
    IncorrectCardCount { over: Seat, under: Seat },
    /// `seat`'s hand is found to hold fewer than 13 cards, no hand more
    /// (Law 14); the card is found or the deal reconstructed from another
    /// pack, so the engine's deal stands.
    MissingCard { seat: Seat },
    /// `seat` has called holding cards taken from a wrong board (Law 15A).
    WrongBoard { seat: Seat },
    /// `seat` asks `asked`, who showed out, whether he really holds none of
    /// the suit led (Law 61B): declarer may ask a defender, dummy
    /// may ask declarer, a defender may ask declarer or his partner. A
    /// revoke the question brings to light must be corrected (62A).
    RevokeInquiry { seat: Seat, asked: Seat },
    /// After the board, a member of `side` has made a call on the next
    /// board: a revoke nobody has yet drawn attention to by which `side`
    /// was wronged is no longer rectified (Law 64B4).
    NextBoardCalled { side: Side },
    /// The round has ended: a revoke nobody has yet drawn attention to is
    /// no longer rectified (Law 64B5).
    RoundEnded,
    /// Dummy, `seat`, goes beyond his limitations (Law 43A2): he swaps hands
    /// with declarer, gets up to watch the play, or looks at a defender's
    /// cards.
    DummyViolation { seat: Seat },
    /// Dummy warns declarer against leading from the wrong hand (Law 42B2;
    /// after a 43A2 violation, 43B2(a) lets the defenders choose the hand).
    DummyWarnsLead { seat: Seat },
    /// After such a warning, a defender chooses the hand declarer leads
    /// from (Law 43B2(a)).
    ChooseLeadingHand { seat: Seat, hand: Seat },
    /// Dummy puts `card` in the played position although declarer named
    /// `named` (Law 45D).
    DummyWrongCard { card: Card, named: Card },
    /// `card` of `seat` went to the last trick together with the card he
    /// played to it, unseen: too many cards on a trick (Law 67). It is out
    /// of his hand until attention is drawn.
    ExtraCard { seat: Seat, card: Card },
    /// After declarer's designation with neither suit nor rank, defender
    /// `seat` designates dummy's `card` (Law 46B5).
    DefenderDesignates { seat: Seat, card: Card },
    /// `seat` asks for an explanation of the opponents' auction (`record`
    /// `None`) or of one opponent's call (`record`: an index into the
    /// auction's calls), at his own turn (Laws 20F1, 20F2, 20F3).
    Ask { seat: Seat, record: Option<usize> },
    /// `seat` answers question `question` (an index into the questions
    /// asked): the partner of the player who made the call (Law 20F1); a
    /// later answer corrects an earlier one (20F4, 20F5).
    Answer {
        seat: Seat,
        question: usize,
        text: String,
    },
    /// The Director replaces the player of `seat` by a substitute (Law 4
    /// and the tournament's regulations). The server issues the seat a new
    /// token; the old one stops working.
    Substitute { seat: Seat },
    /// The Director's decision about a point of the review list or about
    /// the board (no adjustment, Law 12B1; an assigned score, 12C1; a
    /// procedural penalty, 90).
    Decision(crate::inputs::Decision),
    /// A Director's finding of fact about the play.
    PlayFinding(PlayFinding),
    /// A Director's finding or ruling.
    Director(Ruling),
    /// Declarer names which of a defender's penalty cards that defender
    /// plays (or leads) at this turn, when two or more of them may lawfully
    /// be played (Law 51A). At a rubber table declarer may instead leave it
    /// to the defender (`None`, RB 50).
    DesignatePenaltyCard { seat: Seat, card: Option<Card> },
    /// All four hands have been returned to the board. After a pass-out
    /// (or passes the players took for one, Commentary Example 14) this ends
    /// the auction period (Law 17D2): no call can be changed any more
    /// (25A5) and an irregularity of the auction is no longer rectified.
    /// After the play it ends the correction of a trick-12 revoke (62D1).
    HandsReturned,
    /// Law 68, preamble (RB 70A): `seat` shows `cards` about the trick in
    /// progress only (as a defender facing the winner to say it wins):
    /// neither a claim nor a concession, and play goes on. The cards stay
    /// in the hand; a defender's do not become penalty cards, and what they
    /// tell his partner is unauthorized for him (Law 16; the Director may
    /// apply Law 57A or adjust, Commentary Example 48).
    ShowCards { seat: Seat, cards: Hand },
    /// A concession stated as the final count (as "one down"): `seat`'s side
    /// ends the board with `total` tricks in all, those won in play
    /// included. The tricks it gives up beyond the remaining ones are tricks
    /// the side had in fact won (Law 71A; RB 71A): the agreed concession
    /// counts them lost until the Director cancels it.
    ConcedeTotal { seat: Seat, total: u8 },
    /// The Correction Period of Law 79C has ended (the Director's to say):
    /// an agreed claim or concession can no longer be withdrawn (69B) or
    /// cancelled (71).
    CorrectionPeriodEnded,
    /// Law 79B3: the tricks won were disputed only after the round ended,
    /// and the Director decreases one side's score without increasing the
    /// other's (a split score).
    ScoreDecrease(crate::score_split::ScoreDecrease),
    /// `seat` requires a review of the auction (Law 41B): declarer or a
    /// defender before he has played a card.
    ReviewAuction { seat: Seat },
    /// `seat` asks what the contract is and whether it was doubled (Law
    /// 41C); the answer is recorded with the request.
    AskContract { seat: Seat },
}

/// A Director's finding of fact during the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "finding", rename_all = "snake_case")]
pub enum PlayFinding {
    /// Law 54C: declarer could have seen one of dummy's cards after the
    /// faced opening lead out of turn, so he must accept it.
    DeclarerSawDummy,
    /// Laws 45C4(b), 47C, 47D: declarer's designation of dummy's last card
    /// was a slip of the tongue; `card` is the one he meant. The card named
    /// goes back without rectification, and the opponents' cards played
    /// after it go back to their hands to be played again.
    SlipOfTongue { card: Card },
    /// Law 67B3: after `seat`'s failure to play to a trick came to light
    /// too late for 67A, the Director finds that he did play `card` to it,
    /// but the card was not put among the quitted tricks. It is placed
    /// among his played cards for that trick (no revoke is deemed); if he
    /// has played it again to a later trick, the Director adjusts the score.
    CardMisplaced { seat: Seat, card: Card },
    /// Law 48B2: declarer faced his hand during the play (not just after a
    /// faced opening lead out of turn), and the Director deems it a claim
    /// (Law 68A): declarer claims all the remaining tricks, with no
    /// statement; the claim procedure follows.
    HandFacedAsClaim,
    /// Laws 41A, 47E2(a): the faced opening lead is the only card played,
    /// and the Director finds that dummy had not yet faced a card (the
    /// engine spreads dummy with the lead, so this takes the spread back
    /// until the lead stands). A faced opening lead made on a mistaken
    /// explanation may then be withdrawn (`Event::Retract`).
    DummyNotFaced,
}

/// Why a card is taken back under Law 47E.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RetractCause {
    /// An opponent wrongly said it was his turn (47E1): a lead out of turn
    /// is taken back with the cards played to it.
    WrongTurn,
    /// A mistaken explanation by an opponent (47E2(a)): his card may be
    /// taken back while no card has been played after it.
    Misinformation,
}

/// What declarer said when he did not name dummy's card in full (Law 46B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "designation", rename_all = "snake_case")]
pub enum Designation {
    /// "High": the highest card of the suit led (46B1(a)).
    High,
    /// "Win": the lowest card known to win the trick (46B1(b)).
    Win,
    /// "Low": the lowest card of the suit led (46B1(c)).
    Low,
    /// A suit only: the lowest card of that suit (46B2).
    Suit { suit: Suit },
    /// A rank only (46B3): when dummy leads, of the suit dummy won the last
    /// trick with; otherwise the one card of that rank that can be played.
    Rank { rank: Rank },
    /// Neither suit nor rank ("play anything"): either defender designates
    /// dummy's card (46B5, [`Event::DefenderDesignates`]).
    Any,
}

/// Extraneous information a player made available to his partner (Law
/// 16B1), as the Director records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum Extraneous {
    /// A break in tempo (an unmistakable hesitation) of `ms` milliseconds
    /// before the player's action.
    Tempo { ms: u32 },
    /// The player did not alert his partner's call at `record` (an index
    /// into the auction's calls; `None` as an input: partner's last call).
    NoAlert {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        record: Option<usize>,
    },
    /// The player's question `question` (an index into the questions
    /// asked, Law 20F).
    Question { question: usize },
    /// The player drew attention to his card on trick `trick` (an index)
    /// pointed the wrong way, after his side had led or played to the
    /// following trick: too late, so Law 16B may apply (Law 65B3).
    PointedCard { trick: usize },
}

/// A Director's finding that the engine needs to continue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "ruling", rename_all = "snake_case")]
pub enum Ruling {
    /// After a call out of rotation at his left-hand opponent's turn, that
    /// opponent called: did he mean to accept the call and call over it
    /// (Law 29A), or to take his own turn as though it had not happened
    /// (Law 28B)? The Commentary on Law 28 has the Director ask him.
    CallerIntended { accepted: bool },
    /// After a lead out of turn, the proper leader, who was also next in
    /// rotation, played a card: he meant it as his lead (`lead`, Law 53B:
    /// it is the lead and the irregular lead is withdrawn) or as a card
    /// following to the irregular lead, which he thereby accepted (Law 53A).
    /// The Commentary on Law 53 has the Director ask him.
    LeadIntended { lead: bool },
    /// Law 25A: the call the player changed was (or was not) unintended.
    Unintended { unintended: bool },
    /// Law 27B1: how the replacement of an insufficient bid qualifies.
    Replacement { class: ReplacementClass },
    /// Law 23A: the replacement is (or is not) comparable to the withdrawn call.
    Comparable { comparable: bool },
    /// Law 21B1: the explanation given by `explainer`'s side was mistaken;
    /// an opponent whose partner has not called since his last call may
    /// change it.
    Misinformation { explainer: Seat },
    /// Laws 69B, 70, 71: the claimer's side gets `tricks` of the tricks that
    /// remained at the claim (the award on a contested claim, or the
    /// correction of an agreed one).
    ClaimAward { tricks: u8 },
    /// Law 81C5: at the non-offending side's request, the Director waives
    /// the rectification of the irregularity waiting for him; the irregular
    /// action stands as made.
    WaiveRectification,
    /// Law 26B: the suits the offender specified in the legal auction, which
    /// declarer cannot forbid.
    SpecifiedSuits { offender: Seat, suits: SuitSet },
    /// Laws 29C, 30C: the call at `record` (an index into the auction's
    /// calls) is artificial and specifies the suits in `specified` (none for
    /// an artificial pass or a relay). An out-of-rotation pass that is
    /// artificial, or that passes an artificial call, is then dealt with
    /// under Law 31; the suits count for the Law 26B exemption.
    Artificial { record: usize, specified: SuitSet },
    /// Law 16B1: `seat` made extraneous information available to his
    /// partner (a break in tempo, a failure to alert, a question). It is
    /// recorded as unauthorized for `seat`'s side, a point for the
    /// Director at the end of play (16B3).
    Extraneous { seat: Seat, what: Extraneous },
    /// Law 46B (preamble) and Commentary Example 42: after declarer left
    /// dummy's card to the defenders (46B5), the Director limits their
    /// choice to the cards of `cards` that fit declarer's evident intention
    /// (e.g. the king or the jack, not the six).
    NarrowDesignation { cards: tenace_core::Hand },
    /// Chicago (Laws of Rubber Bridge, Appendix 4 G), before any call:
    /// `seat` dealt out of turn and there is no redeal. The player who
    /// should have dealt (the board's dealer) may still call first; if
    /// `seat` calls first instead, the auction goes on in rotation from
    /// him. Vulnerability and scoring stay those of the proper dealer.
    DealtOutOfTurn { seat: Seat },
    /// Law 13B: the deal can (or cannot) be corrected and played.
    DealCorrectable { correctable: bool },
    /// Law 12C2(a): no result can be obtained on the board; each side gets
    /// an artificial adjusted score according to its share of the blame
    /// (Laws 13B2, 13D, 15A2(a), 15B3). The board ends.
    ArtificialScore { ns: AverageScore, ew: AverageScore },
    /// Law 13A2: after the hands were put right under 13A1, a card of
    /// another hand had been seen. Play goes on; the Director may adjust.
    CardSeen,
    /// Law 13C: a card foreign to the deal was found with `seat`'s hand. It
    /// is removed; only if it was `played` to a trick may the Director
    /// adjust.
    SurplusCard { seat: Seat, played: bool },
    /// Law 14B: where the card missing from a hand found short after the
    /// opening lead turned up (or that it was not found).
    MissingCardFound { card: Card, place: FoundPlace },
    /// Law 15B: the table is found to be playing a wrong board after the
    /// auction started. `played_before`: a player at the table had already
    /// played it (15B1: no result, artificial scores); otherwise the board
    /// is finished and scored (15B2).
    WrongBoardFound { played_before: bool },
    /// Law 16D2(b): extraneous information reached a player before any
    /// call: the board is cancelled here, to be redealt. The table ends with
    /// no result.
    Redeal,
    /// Law 10B: the Director upholds (`upheld`) or cancels what the players
    /// did on their own to put an irregularity right. The engine cannot
    /// undo an arbitrary action of the players: a cancellation leaves a
    /// `10B` review flag for the Director's rectification or adjustment.
    SelfRectification { upheld: bool },
    /// Law 16D1: the card exposed before the first call was seen by `seat`
    /// (the Director's finding); the extraneous information is his side's.
    CardSeenBy { seat: Seat, card: Card },
    /// Law 16D: the Director's choice after a card was seen before the
    /// first call. `adjust_later: false`: the information would not
    /// interfere with normal play, the board is played normally;
    /// `true`: it would, and play is completed with the Director ready to
    /// adjust (16D2(c)). His other choices are [`Ruling::Redeal`] (16D2(b))
    /// and [`Ruling::ArtificialScore`] (16D2(d)).
    PlayNormally { adjust_later: bool },
    /// Laws 68C, 70C2 and the footnote to Law 70: a finding of the Director
    /// about the claim on record, which the engine's proposal uses.
    ClaimFinding { finding: ClaimFinding },
}

/// The Director's findings about a claim (issue 14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "finding", rename_all = "snake_case")]
pub enum ClaimFinding {
    /// Law 70C2: whether the claimer was (`true`) aware at the claim that an
    /// opponent still held a trump; without this finding he is deemed
    /// aware only if his statement said something about trumps.
    AwareOfTrumps { aware: bool },
    /// Law 70, footnote: the class of player involved, which sets what is
    /// careless or inferior (normal) rather than irrational.
    Class { class: tenace_claims::PlayerClass },
    /// Law 68C: the claimer faced his hand with the claim (or did not).
    /// Under Law 69B the agreeing side should then have seen the defence
    /// at the time (Commentary Example 49).
    HandShown { shown: bool },
}

/// Where a missing card turned up (Law 14B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FoundPlace {
    /// Among the played cards (14B1): Law 67 applies.
    AmongPlayed,
    /// Elsewhere (14B2): restored to the hand; 14B4 may follow.
    Elsewhere,
    /// Not found (14B3): the deal is rebuilt; the engine's deal stands in.
    NotFound,
}

/// The artificial adjusted scores awarded when no result can be obtained
/// on the board (Law 12C2(a)), North-South's and East-West's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ArtificialScore {
    pub ns: AverageScore,
    pub ew: AverageScore,
}

/// An artificial adjusted score for one side (Law 12C2(a)): the values
/// (percentages, IMPs) are the scoring's ([`tenace_score::field::Artificial`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AverageScore {
    /// In no way at fault.
    AveragePlus,
    /// Only partly at fault.
    Average,
    /// Directly at fault.
    AverageMinus,
}

impl AverageScore {
    /// The scoring module's value for it.
    pub fn to_score(self) -> tenace_score::field::Artificial {
        match self {
            AverageScore::AveragePlus => tenace_score::field::Artificial::AveragePlus,
            AverageScore::Average => tenace_score::field::Artificial::Average,
            AverageScore::AverageMinus => tenace_score::field::Artificial::AverageMinus,
        }
    }
}

/// How the replacement of an insufficient bid qualifies under Law 27B1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplacementClass {
    /// The lowest sufficient bid that specifies the same denomination(s) (27B1(a)).
    LowestSameDenominations,
    /// A comparable call (27B1(b), Law 23A).
    Comparable,
    /// Neither: Law 27B2 applies.
    Neither,
}

/// What declarer may require of a defender's play to the current trick
/// after his partner's premature lead or play (Law 57A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "option", rename_all = "snake_case")]
pub enum PlayRestrictionKind {
    /// Play his highest card of the suit led.
    Highest,
    /// Play his lowest card of the suit led.
    Lowest,
    /// Play a card of this suit (when void in the suit led).
    PlaySuit { suit: Suit },
    /// Do not play a card of this suit (when void in the suit led).
    NotSuit { suit: Suit },
}
