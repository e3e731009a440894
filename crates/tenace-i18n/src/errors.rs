//! The engine's refusals ([`ActionError`]) and the table script's errors
//! ([`ScriptError`]) in words.
//!
//! The match over [`ActionError`] is exhaustive: a new variant does not
//! compile until it has a message (`error-action-` + the variant in kebab
//! case). The reasons inside them are typed too (`Why`, `Who`, `Needs`),
//! each variant with its own message.

use tenace_core::AttemptedCall;
use tenace_laws::script::{Expected, ScriptError, ScriptErrorKind};
use tenace_laws::{ActionError, ActionErrorKind, ClaimPlayOnProblem, LawRef, SolverError};

use crate::{Arg, Catalog};

/// A refusal's message key and its arguments.
type ActionMessage = (&'static str, Vec<(&'static str, Arg)>);

impl Catalog {
    /// What a word of a table-script line needs after it
    /// (`error-needs-KEY`).
    pub fn needs(&self, needs: tenace_laws::script::Needs) -> String {
        self.message(&format!("error-needs-{}", needs.key()), &[])
    }

    /// Who may accept an irregularity (`error-who-KEY`).
    pub fn who(&self, who: tenace_laws::Who) -> String {
        self.message(&format!("error-who-{}", who.key()), &[])
    }

    /// Why an action cannot be done (`error-why-KEY`); the messages may use
    /// `$law24` and `$law_rb51`.
    pub fn why(&self, why: tenace_laws::Why) -> String {
        self.message(
            &format!("error-why-{}", why.key()),
            &[
                ("law24", self.law(LawRef::new("24")).into()),
                ("law_rb51", self.law(LawRef::new("RB 51")).into()),
            ],
        )
    }

    /// Why the table refused an action: each family of refusals is
    /// rendered by its own function below.
    pub fn action_error(&self, e: &ActionError) -> String {
        use ActionError as E;
        let msg = match e {
            E::CardNotHeld { .. }
            | E::AlreadyPlayed { .. }
            | E::BoardOver
            | E::AuctionPeriodOver
            | E::AwaitingDirector { .. }
            | E::BoardNotOver
            | E::HandsNotReturnable
            | E::NotARubberOption { .. }
            | E::NoSuchReviewPoint
            | E::BadAssignedScore
            | E::NoQuestionPending
            | E::NotDealtOutOfTurn { .. } => self.board_refusal(e),
            E::NothingToAccept { .. }
            | E::NotEntitledToAccept { .. }
            | E::NothingToDrawAttentionTo
            | E::NothingToWaive
            | E::NothingToDecline { .. }
            | E::MustAccept { .. } => self.acceptance_refusal(e),
            E::CallNotAllowed { .. }
            | E::MustRepeat { .. }
            | E::NoRightToChange { .. }
            | E::NoCallToCorrect { .. }
            | E::NoWithdrawalOption { .. }
            | E::NoSuchCall { .. }
            | E::NothingToAlert { .. }
            | E::NothingToExplain { .. } => self.auction_refusal(e),
            E::NoCallMade { .. }
            | E::NothingPlayed { .. }
            | E::AuctionNotStarted
            | E::AuctionStarted
            | E::SameSeat { .. }
            | E::NoSuchExtraneous { .. }
            | E::NotTheCardSeen { .. }
            | E::OwnCardSeen { .. } => self.integrity_refusal(e),
            E::NotTimeToAsk { .. }
            | E::NotOpponentsCall { .. }
            | E::NothingToAsk { .. }
            | E::NoSuchQuestion { .. }
            | E::NotToAnswer { .. }
            | E::EmptyAnswer
            | E::NotTimeToCorrect { .. }
            | E::NotToExplain { .. } => self.question_refusal(e),
            E::NotTimeForFaceDownLead
            | E::AlreadyLedFaceDown { .. }
            | E::FaceDownLeadDiffers { .. }
            | E::NoLeadRight { .. }
            | E::AwaitingLeadChoice { .. }
            | E::NoLeadOption
            | E::SuitSpecified { .. }
            | E::BadLeadOption { .. }
            | E::NotBeforeDummyFaced => self.lead_refusal(e),
            E::NoDummy
            | E::NotDummysCard { .. }
            | E::NotDummy { .. }
            | E::NotDummysTurn
            | E::NotLeftToDefenders { .. }
            | E::CannotChangeDummysCard { .. }
            | E::NotAmongNarrowed { .. }
            | E::NoChoiceToNarrow
            | E::NotDeclarer { .. }
            | E::CannotRetract { .. } => self.dummy_refusal(e),
            E::NoPenaltyCardOption
            | E::AwaitingPenaltyCardChoice { .. }
            | E::NoPenaltyCardChoice
            | E::MustNamePenaltyCard { .. }
            | E::CannotExpose { .. }
            | E::NoPlayOption
            | E::BadMultiplePlay { .. }
            | E::NoDesignationPending { .. }
            | E::CannotOmit { .. }
            | E::NoDeemedCard { .. } => self.penalty_card_refusal(e),
            E::InquiryNotAllowed { .. }
            | E::NoOmittedPlay { .. }
            | E::MustPlaceSuitLed { .. }
            | E::CardFaceUp { .. }
            | E::CardsMixed { .. } => self.revoke_refusal(e),
            E::ClaimPending
            | E::NoClaimNow
            | E::DummyCannotClaim
            | E::BadStatement { .. }
            | E::TooManyTricks { .. }
            | E::NoClaimPending
            | E::NotAnOpponentOfClaimer { .. }
            | E::ClaimPlayOn { .. }
            | E::NoTrickInProgress { .. }
            | E::OnlyTrickInProgress { .. }
            | E::CorrectionPeriodOver { .. } => self.claim_refusal(e),
            E::RoundNotEnded { .. }
            | E::NoRubberCounterpart { .. }
            | E::NoScoreToDecrease { .. } => self.score_split_refusal(e),
            E::ReviewExpired { .. } | E::NoAuctionRequest { .. } => self.auction_request_refusal(e),
        };
        match msg {
            Some((key, args)) => self.message(key, &args),
            // Not reached: each family renders every variant sent to it.
            None => {
                let kind: &str = ActionErrorKind::from(e).into();
                self.message(&format!("error-action-{kind}"), &[])
            }
        }
    }

    /// The board as a whole and the Director: cards held and played, the
    /// periods of the board, a ruling awaited, the review after play, the
    /// deal (Laws 7, 12, 17, 22, 81).
    fn board_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let card = |c| Arg::from(self.card(c));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::CardNotHeld {
                seat: s,
                card: c,
                holder,
            } => (
                "error-action-card-not-held",
                vec![
                    ("seat", seat(*s)),
                    ("card", card(*c)),
                    ("holder", seat(*holder)),
                ],
            ),
            E::AlreadyPlayed { card: c, trick } => (
                "error-action-already-played",
                vec![("card", card(*c)), ("trick", (*trick).into())],
            ),
            E::BoardOver => ("error-action-board-over", vec![]),
            E::AuctionPeriodOver => ("error-action-auction-period-over", vec![]),
            E::AwaitingDirector { id, law: l } => (
                "error-action-awaiting-director",
                vec![("law", law(*l)), ("number", (id + 1).into())],
            ),
            E::NoQuestionPending => ("error-action-no-question-pending", vec![]),
            E::NotDealtOutOfTurn { seat: s } => (
                "error-action-not-dealt-out-of-turn",
                vec![("seat", seat(*s))],
            ),
            E::BoardNotOver => ("error-action-board-not-over", vec![]),
            E::HandsNotReturnable => (
                "error-action-hands-not-returnable",
                vec![("law", law(tenace_laws::LawRef::new("17D2")))],
            ),
            E::NotARubberOption { law: l } => {
                ("error-action-not-a-rubber-option", vec![("law", law(*l))])
            }
            E::NoSuchReviewPoint => ("error-action-no-such-review-point", vec![]),
            E::BadAssignedScore => (
                "error-action-bad-assigned-score",
                vec![
                    ("law", law(LawRef::new("12C1"))),
                    ("law90", law(LawRef::new("90"))),
                ],
            ),
            _ => return None,
        })
    }

    /// Accepting, declining or waiving a rectification and drawing attention
    /// (Laws 9, 10, 81C5).
    fn acceptance_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NothingToAccept { seat: s } => {
                ("error-action-nothing-to-accept", vec![("seat", seat(*s))])
            }
            E::NotEntitledToAccept {
                seat: s,
                law: l,
                entitled,
            } => (
                "error-action-not-entitled-to-accept",
                vec![
                    ("seat", seat(*s)),
                    ("law", law(*l)),
                    ("entitled", self.who(*entitled).into()),
                ],
            ),
            E::NothingToDrawAttentionTo => ("error-action-nothing-to-draw-attention-to", vec![]),
            E::NothingToWaive => (
                "error-action-nothing-to-waive",
                vec![("law", law(tenace_laws::LawRef::new("81C5")))],
            ),
            E::NothingToDecline { seat: s } => {
                ("error-action-nothing-to-decline", vec![("seat", seat(*s))])
            }
            E::MustAccept { law: l } => ("error-action-must-accept", vec![("law", law(*l))]),
            _ => return None,
        })
    }

    /// The auction: calls not allowed, calls repeated, changed or
    /// corrected, alerts and explanations of calls (Laws 18-21, 25-32).
    fn auction_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::CallNotAllowed {
                seat: s,
                call,
                law: l,
            } => (
                "error-action-call-not-allowed",
                vec![
                    ("seat", seat(*s)),
                    ("call", self.call(*call).into()),
                    ("law", law(*l)),
                ],
            ),
            E::MustRepeat { seat: s, call } => (
                "error-action-must-repeat",
                vec![
                    ("seat", seat(*s)),
                    ("call", self.call(AttemptedCall::Call(*call)).into()),
                    ("laws", self.laws(&["31A1", "32A1"]).into()),
                ],
            ),
            E::NoCallToCorrect { seat: s } => (
                "error-action-no-call-to-correct",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("25A")))],
            ),
            E::NoWithdrawalOption { seat: s } => (
                "error-action-no-withdrawal-option",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("25A6")))],
            ),
            E::NoRightToChange { seat: s } => (
                "error-action-no-right-to-change",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("21B1")))],
            ),
            E::NothingToExplain { seat: s } => {
                ("error-action-nothing-to-explain", vec![("seat", seat(*s))])
            }
            E::NoSuchCall { record } => (
                "error-action-no-such-call",
                vec![("record", (*record).into())],
            ),
            E::NothingToAlert { seat: s } => {
                ("error-action-nothing-to-alert", vec![("seat", seat(*s))])
            }
            _ => return None,
        })
    }

    /// Board integrity and extraneous information (Laws 13-16).
    fn integrity_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NoSuchExtraneous { seat: s } => (
                "error-action-no-such-extraneous",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("16B1")))],
            ),
            E::NoCallMade { seat: s } => (
                "error-action-no-call-made",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("15A")))],
            ),
            E::SameSeat { seat: s } => (
                "error-action-same-seat",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("13")))],
            ),
            E::NothingPlayed { seat: s } => (
                "error-action-nothing-played",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("13C")))],
            ),
            E::AuctionNotStarted => (
                "error-action-auction-not-started",
                vec![("law", law(LawRef::new("15B")))],
            ),
            E::AuctionStarted => (
                "error-action-auction-started",
                vec![("law", law(LawRef::new("16D2")))],
            ),
            E::NotTheCardSeen { card } => (
                "error-action-not-the-card-seen",
                vec![
                    ("card", self.card(*card).into()),
                    ("law", law(tenace_laws::LawRef::new("16D1"))),
                ],
            ),
            E::OwnCardSeen { seat: s } => (
                "error-action-own-card-seen",
                vec![
                    ("seat", seat(*s)),
                    ("law", law(tenace_laws::LawRef::new("16D1"))),
                ],
            ),
            _ => return None,
        })
    }

    /// Questions about calls, their answers and corrected explanations
    /// (Law 20).
    fn question_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NotTimeToCorrect { seat: s } => (
                "error-action-not-time-to-correct",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("20F5")))],
            ),
            E::NotToExplain { seat: s } => (
                "error-action-not-to-explain",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("20F")))],
            ),
            E::NotTimeToAsk { seat: s } => (
                "error-action-not-time-to-ask",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("20F")))],
            ),
            E::NotOpponentsCall { seat: s, record } => (
                "error-action-not-opponents-call",
                vec![
                    ("seat", seat(*s)),
                    ("number", (record + 1).into()),
                    ("law", law(LawRef::new("20F1"))),
                ],
            ),
            E::NothingToAsk { seat: s } => {
                ("error-action-nothing-to-ask", vec![("seat", seat(*s))])
            }
            E::NoSuchQuestion { question } => (
                "error-action-no-such-question",
                vec![("number", (question + 1).into())],
            ),
            E::NotToAnswer { seat: s, question } => (
                "error-action-not-to-answer",
                vec![
                    ("seat", seat(*s)),
                    ("number", (question + 1).into()),
                    ("law", law(LawRef::new("20F1"))),
                ],
            ),
            E::EmptyAnswer => ("error-action-empty-answer", vec![]),
            _ => return None,
        })
    }

    /// The opening lead and leads out of turn (Laws 26, 41, 54-56).
    fn lead_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let card = |c| Arg::from(self.card(c));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NotTimeForFaceDownLead => ("error-action-not-time-for-face-down-lead", vec![]),
            E::AlreadyLedFaceDown { seat: s, card: c } => (
                "error-action-already-led-face-down",
                vec![("seat", seat(*s)), ("card", card(*c))],
            ),
            E::FaceDownLeadDiffers {
                seat: s,
                face_down,
                card: _,
            } => (
                "error-action-face-down-lead-differs",
                vec![
                    ("seat", seat(*s)),
                    ("face_down", card(*face_down)),
                    ("law", law(LawRef::new("41A"))),
                ],
            ),
            E::NoLeadRight { seat: s } => (
                "error-action-no-lead-right",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("26B")))],
            ),
            E::AwaitingLeadChoice { declarer, law: l } => (
                "error-action-awaiting-lead-choice",
                vec![("seat", seat(*declarer)), ("law", law(*l))],
            ),
            E::NoLeadOption => (
                "error-action-no-lead-option",
                vec![("law", law(LawRef::new("26B")))],
            ),
            E::SuitSpecified { suit } => (
                "error-action-suit-specified",
                vec![
                    ("suit", self.suit_plural(*suit).into()),
                    ("law", law(LawRef::new("26B"))),
                ],
            ),
            E::BadLeadOption { why } => (
                "error-action-bad-lead-option",
                vec![("why", self.why(*why).into())],
            ),
            E::NotBeforeDummyFaced => (
                "error-action-not-before-dummy-faced",
                vec![("laws", self.laws(&["41A", "47E2(a)"]).into())],
            ),
            _ => return None,
        })
    }

    /// Dummy, declarer's designations and cards taken back (Laws 42-47).
    fn dummy_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let card = |c| Arg::from(self.card(c));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NoDummy => ("error-action-no-dummy", vec![]),
            E::NotDummysCard { card: c } => {
                ("error-action-not-dummys-card", vec![("card", card(*c))])
            }
            E::NotAmongNarrowed { card: c } => (
                "error-action-not-among-narrowed",
                vec![("card", card(*c)), ("law", law(LawRef::new("46B")))],
            ),
            E::NoChoiceToNarrow => (
                "error-action-no-choice-to-narrow",
                vec![("law", law(LawRef::new("46B5")))],
            ),
            E::NotDeclarer { seat: s } => ("error-action-not-declarer", vec![("seat", seat(*s))]),
            E::CannotRetract {
                seat: s,
                law: l,
                why,
            } => (
                "error-action-cannot-retract",
                vec![
                    ("seat", seat(*s)),
                    ("law", law(*l)),
                    ("why", self.why(*why).into()),
                ],
            ),
            E::NotDummy { seat: s } => ("error-action-not-dummy", vec![("seat", seat(*s))]),
            E::NotDummysTurn => ("error-action-not-dummys-turn", vec![]),
            E::NotLeftToDefenders { seat: s } => (
                "error-action-not-left-to-defenders",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("46B5")))],
            ),
            E::CannotChangeDummysCard { why } => (
                "error-action-cannot-change-dummys-card",
                vec![("why", self.why(*why).into())],
            ),
            _ => return None,
        })
    }

    /// Exposed and penalty cards, premature and simultaneous plays
    /// (Laws 48-58).
    fn penalty_card_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let card = |c| Arg::from(self.card(c));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NoPenaltyCardOption => (
                "error-action-no-penalty-card-option",
                vec![("laws", self.laws(&["50D2", "51B"]).into())],
            ),
            E::NoPlayOption => (
                "error-action-no-play-option",
                vec![("law", law(LawRef::new("57A")))],
            ),
            E::BadMultiplePlay { seat: s, why } => (
                "error-action-bad-multiple-play",
                vec![("seat", seat(*s)), ("why", self.why(*why).into())],
            ),
            E::NoDesignationPending { seat: s } => (
                "error-action-no-designation-pending",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("58B2")))],
            ),
            E::CannotOmit { seat: s, why } => (
                "error-action-cannot-omit",
                vec![("seat", seat(*s)), ("why", self.why(*why).into())],
            ),
            E::NoDeemedCard { law: l, why } => (
                "error-action-no-deemed-card",
                vec![("law", law(*l)), ("why", self.why(*why).into())],
            ),
            E::CannotExpose {
                seat: s,
                card: c,
                why,
            } => (
                "error-action-cannot-expose",
                vec![
                    ("seat", seat(*s)),
                    ("card", card(*c)),
                    ("why", self.why(*why).into()),
                ],
            ),
            E::AwaitingPenaltyCardChoice {
                declarer,
                seat: s,
                law: l,
            } => (
                "error-action-awaiting-penalty-card-choice",
                vec![
                    ("declarer", seat(*declarer)),
                    ("seat", seat(*s)),
                    ("law", law(*l)),
                ],
            ),
            E::NoPenaltyCardChoice => (
                "error-action-no-penalty-card-choice",
                vec![("law", law(tenace_laws::LawRef::new("51A")))],
            ),
            E::MustNamePenaltyCard { law: l } => (
                "error-action-must-name-penalty-card",
                vec![("law", law(*l))],
            ),
            _ => return None,
        })
    }

    /// Revokes and defective tricks (Laws 61-67).
    fn revoke_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let card = |c| Arg::from(self.card(c));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::NoOmittedPlay { seat: s } => (
                "error-action-no-omitted-play",
                vec![("seat", seat(*s)), ("law", law(LawRef::new("67B1")))],
            ),
            E::MustPlaceSuitLed { seat: s, suit } => (
                "error-action-must-place-suit-led",
                vec![
                    ("seat", seat(*s)),
                    ("suit", self.suit_plural(*suit).into()),
                    ("law", law(LawRef::new("67B1(a)"))),
                ],
            ),
            E::InquiryNotAllowed { seat: s, asked } => (
                "error-action-inquiry-not-allowed",
                vec![
                    ("seat", seat(*s)),
                    ("asked", seat(*asked)),
                    ("law", law(LawRef::new("61B"))),
                ],
            ),
            E::CardsMixed { law: l } => ("error-action-cards-mixed", vec![("law", law(*l))]),
            E::CardFaceUp { seat: s, card: c } => (
                "error-action-card-face-up",
                vec![
                    ("seat", seat(*s)),
                    ("card", card(*c)),
                    ("law", law(LawRef::new("67"))),
                ],
            ),
            _ => return None,
        })
    }

    /// Claims and concessions, and the play after a disputed claim at a
    /// rubber table (Laws 68-71, RB 69).
    fn claim_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        let law = |l: LawRef| Arg::from(self.law(l));
        Some(match e {
            E::ClaimPending => (
                "error-action-claim-pending",
                vec![("law", law(LawRef::new("68D")))],
            ),
            E::NoClaimNow => ("error-action-no-claim-now", vec![]),
            E::DummyCannotClaim => ("error-action-dummy-cannot-claim", vec![]),
            E::BadStatement { message } => (
                "error-action-bad-statement",
                vec![("message", message.as_str().into())],
            ),
            E::TooManyTricks { claimed, remaining } => (
                "error-action-too-many-tricks",
                vec![
                    ("claimed", (*claimed).into()),
                    ("remaining", (*remaining).into()),
                ],
            ),
            E::NoClaimPending => ("error-action-no-claim-pending", vec![]),
            E::NotAnOpponentOfClaimer { seat: s } => (
                "error-action-not-an-opponent-of-claimer",
                vec![("seat", seat(*s))],
            ),
            E::ClaimPlayOn { seat: s, problem } => (
                "error-action-claim-play-on",
                vec![
                    ("seat", seat(*s)),
                    ("problem", self.claim_play_on_problem(*problem).into()),
                ],
            ),
            E::NoTrickInProgress { law: l } => {
                ("error-action-no-trick-in-progress", vec![("law", law(*l))])
            }
            E::OnlyTrickInProgress { law: l } => (
                "error-action-only-trick-in-progress",
                vec![("law", law(*l))],
            ),
            E::CorrectionPeriodOver { law: l } => (
                "error-action-correction-period-over",
                vec![("law", law(*l))],
            ),
            _ => return None,
        })
    }

    /// Why a step of the play after a disputed claim is refused, in words.
    pub fn claim_play_on_problem(&self, p: ClaimPlayOnProblem) -> String {
        use ClaimPlayOnProblem as P;
        let rb = |s: &'static str| Arg::from(self.law(LawRef::new(s)));
        match p {
            P::NoPlayOn => self.message(
                "claim-play-on-problem-no-play-on",
                &[(
                    "laws",
                    Arg::from(self.list(&[
                        self.law(LawRef::new("RB 69")),
                        self.law(LawRef::new("RB 70")),
                    ])),
                )],
            ),
            P::NotEntitled => self.text("claim-play-on-problem-not-entitled"),
            P::NoTrumpOutstanding => self.message(
                "claim-play-on-problem-no-trump-outstanding",
                &[("law", rb("RB 69B"))],
            ),
            P::AlreadyChosen => self.message(
                "claim-play-on-problem-already-chosen",
                &[("law", rb("RB 69B"))],
            ),
            P::NothingToReject => self.text("claim-play-on-problem-nothing-to-reject"),
            P::NotADefender => self.message(
                "claim-play-on-problem-not-a-defender",
                &[("law", rb("RB 69"))],
            ),
        }
    }

    /// A table script error: where, and what is wrong.
    pub fn script_error(&self, e: &ScriptError) -> String {
        let what = self.script_error_kind(&e.kind);
        self.message(
            "error-script-at",
            &[
                ("line", e.line.into()),
                ("column", e.column.into()),
                ("what", what.into()),
            ],
        )
    }

    /// What is wrong with a script line.
    pub fn script_error_kind(&self, kind: &ScriptErrorKind) -> String {
        use ScriptErrorKind as K;
        match kind {
            K::UnknownWord(w) => {
                self.message("error-script-unknown-word", &[("word", w.as_str().into())])
            }
            K::Missing { word, what } => self.message(
                "error-script-missing",
                &[
                    ("word", word.as_str().into()),
                    ("what", self.needs(*what).into()),
                ],
            ),
            K::Trailing(w) => self.message("error-script-trailing", &[("word", w.as_str().into())]),
            // The reader's own description of a bad value (a deal, a seat).
            K::Value(v) => v.clone(),
            K::Card(e) => self.card_parse_error(e),
            K::Call(e) => self.call_parse_error(e),
            K::Seat(e) => self.seat_parse_error(e),
            K::Deal(e) => self.deal_parse_error(e),
            K::Board(e) => self.board_error(e),
            K::NotA { word, expected } => {
                let key = match expected {
                    Expected::BoardNumber => "error-script-not-board-number",
                    Expected::RuleSet => "error-script-not-rule-set",
                    Expected::Mode => "error-script-not-mode",
                    Expected::Side => "error-script-not-side",
                    Expected::ArtificialScore => "error-script-not-artificial-score",
                    Expected::Tricks => "error-script-not-tricks",
                    Expected::Ruling => "error-script-not-ruling",
                    Expected::Designation => "error-script-not-designation",
                    Expected::Attention => "error-script-not-attention",
                    Expected::CallCardOrAction => "error-script-not-call-card-or-action",
                    Expected::Number => "error-script-not-number",
                    Expected::ReviewPoint => "error-script-not-review-point",
                    Expected::PenaltyUnit => "error-script-not-penalty-unit",
                    Expected::Contract => "error-script-not-contract",
                    Expected::AuctionAfterReview => "error-script-not-auction-after-review",
                };
                self.message(
                    key,
                    &[
                        ("word", word.as_str().into()),
                        ("rulings", tenace_laws::script::RULINGS.into()),
                    ],
                )
            }
            K::NoCall(seat) => self.message(
                "error-script-no-call",
                &[(
                    "seat",
                    match self.lang() {
                        crate::Lang::En => self.seat_short(*seat),
                        crate::Lang::ZhTw => self.seat(*seat),
                    }
                    .into(),
                )],
            ),
            K::NoDeal => self.text("error-script-no-deal"),
            K::SettingAfterAction(w) => self.message(
                "error-script-setting-after-action",
                &[("word", w.as_str().into())],
            ),
            K::Action(a) => self.action_error(a),
            K::Solver(e) => self.solver_error(e),
        }
    }

    /// Why the double-dummy solver gave no answer (`error-solver-KEY`).
    /// The backend's own text of an internal failure stays as it is, in
    /// brackets.
    pub fn solver_error(&self, e: &SolverError) -> String {
        match e {
            SolverError::Refused { solver } => {
                self.message("error-solver-refused", &[("solver", (*solver).into())])
            }
            SolverError::BadAnswer { solver } => {
                self.message("error-solver-bad-answer", &[("solver", (*solver).into())])
            }
            SolverError::Internal { solver, message } => self.message(
                "error-solver-internal",
                &[
                    ("solver", (*solver).into()),
                    ("message", message.as_str().into()),
                ],
            ),
        }
    }
}

impl Catalog {
    /// Law 79B3, the Director's one-sided decrease after the round.
    fn score_split_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let (key, l) = match e {
            E::RoundNotEnded { law } => ("error-action-round-not-ended", law),
            E::NoRubberCounterpart { law } => ("error-action-no-rubber-counterpart", law),
            E::NoScoreToDecrease { law } => ("error-action-no-score-to-decrease", law),
            _ => return None,
        };
        Some((key, vec![("law", self.law(*l).into())]))
    }
}

impl Catalog {
    /// Laws 41B, 41C: a review of the auction, the contract asked.
    fn auction_request_refusal(&self, e: &ActionError) -> Option<ActionMessage> {
        use ActionError as E;
        let seat = |s| Arg::from(self.seat_short(s));
        Some(match e {
            E::ReviewExpired {
                seat: s,
                law,
                instead,
            } => (
                "error-action-review-expired",
                vec![
                    ("seat", seat(*s)),
                    ("law", self.law(*law).into()),
                    ("instead", self.law(*instead).into()),
                ],
            ),
            E::NoAuctionRequest { seat: s, law } => (
                "error-action-no-auction-request",
                vec![("seat", seat(*s)), ("law", self.law(*law).into())],
            ),
            _ => return None,
        })
    }
}
