//! The Director's explanation of an irregularity as data (Laws 10C1, 84C):
//! the options, who chooses each, and what each leads to.

use serde::Serialize;
use tenace_core::{Seat, Suit, SuitSet};

use crate::event::Ruling;
use crate::irregularity::{Irregularity, IrregularityKind as K, Question, Status, Step};
use crate::law::LawRef;
use crate::table::{RubberLead, State};

/// Who makes a choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "chooser", rename_all = "snake_case")]
pub enum Chooser {
    /// A player, choosing without consulting partner (Law 10C2). At a
    /// rubber table without an Arbiter, the non-offending player who
    /// answers what a Director would decide (RB 13-15).
    Player { seat: Seat },
    /// The Director, on a question of fact or judgement; at a rubber table
    /// under the Club Laws, the Arbiter.
    Director,
}

/// What the chooser does to take an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum OptionKind {
    /// Accept the irregularity (`Event::Accept`, or by calling over it).
    Accept,
    /// Do not accept it (`Event::Decline`).
    Decline,
    /// Make a call: any legal call, or (`sufficient_or_pass`) only a
    /// sufficient bid or a pass.
    Call { sufficient_or_pass: bool },
    /// Give this ruling (`Event::Director`).
    Rule { ruling: Ruling },
    /// Declarer forbids the lead of a suit, or of none (`Event::ProhibitLead`).
    ProhibitLead,
    /// Presumed declarer spreads his hand and becomes dummy (`Event::SpreadHand`).
    SpreadHand,
    /// Declarer chooses how the premature player's partner must play
    /// (`Event::PlayOption`).
    PlayOption,
    /// The left-hand opponent withdraws the call he made over a replaced
    /// unintended call, or lets it stand (`Event::WithdrawCall`, Law 25A6).
    WithdrawCall { withdraw: bool },
    /// The offender says which of the cards he produced at once he is
    /// playing, or that he meant another card
    /// (`Event::SimultaneousDesignation`, Law 58B2).
    Designate,
    /// The offender places a card among his played cards for the trick he
    /// failed to play to (`Event::PlaceOmittedCard`, Law 67B1).
    PlaceCard,
}

/// What follows from an option, as a message key of the catalogue
/// (`effect-KEY`, rendered by the interface; the key is the variant's name
/// in kebab case, as in the JSON).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    strum::EnumIter,
    strum::EnumString,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Effect {
    BoardEndsArtificialScore,
    BoardPlayedNormally,
    BoardRedealt,
    ExtraneousInfoOfTheSideThatSaw,
    PlayOnReadyToAdjust,
    ChangeAccepted,
    ChangeCancelled,
    DealCorrectedCallsStand,
    DeclarerBecomesDummy,
    DeclarerLeadRetracted,
    DesignatedCardPlayed,
    DoubleCancelledPartnerBarred,
    IbAccepted,
    IbMustBeReplaced,
    IbReplaceSufficientOrPass,
    IbReplacedComparable,
    IbReplacedDoubleNotComparable,
    IbReplacedInsufficientAgain,
    IbReplacedLowestSameDenomination,
    IbReplacedOtherPartnerBarred,
    IllegalCardAccepted,
    IntendedChange,
    LeadAccepted,
    LeadRefusedPenaltyCard,
    LeadRestriction,
    LhoCallStands,
    LhoCallWithdrawn,
    NoFurtherRectification,
    NoResultAdjustedScore,
    OmittedCardPlaced,
    OorAccepted,
    OorBidPartnerComparable,
    OorBidRho,
    OorCancelledOwnTurn,
    OorDoublePartnerComparable,
    OorDoubleRho,
    OorPassArtificialRho,
    OorPassPartnerComparable,
    OorPassRhoMustPass,
    OpeningLeadAccepted,
    OtherCardMeantPenaltyCards,
    PartnerPassesNextLeadRestriction,
    PartnerPassesRestLeadRestriction,
    PartnerPlayRestricted,
    PenaltyCardSubstituted,
    ProperLeadStands,
    RbChangeAnotherCall,
    RbChangeAtOnceStands,
    RbChangeFirstCallStands,
    RbChangeOffenderChooses,
    RbIbDoubleCancelledMustPass,
    RbNoPenaltyWithdrawnCallUnauthorized,
    RbOorBidRho,
    RbOorDoubleRho,
    RbOorPartnerBarred,
    RbOorPassOffenderBarred,
    RbPartnerPlayRestricted,
    RbSubstituteLegalCall,
    Rb62PartnerCardNamed,
    Rb62PartnerChooses,
    SubstituteLegalCall,
    UnintendedCallReplaced,
    UnintendedClaimRefused,
}

impl Effect {
    /// The message key without its `effect-` prefix.
    pub fn key(self) -> &'static str {
        self.into()
    }
}

/// One option, with what follows from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RectOption {
    pub chooser: Chooser,
    pub action: OptionKind,
    /// The law that governs what follows.
    pub law: LawRef,
    /// A message key for what follows (rendered by the interface).
    pub effect: Effect,
    /// When the engine has a mechanical suggestion (e.g. the replacement is
    /// the lowest sufficient bid in the same strain), it is marked here; the
    /// Director decides.
    pub suggested: bool,
}

/// The Director's explanation of where an irregularity stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    pub irregularity: usize,
    pub law: LawRef,
    pub options: Vec<RectOption>,
}

/// Declarer's choice before a lead (Laws 26B, 50D2, 51B; RB 26, 50, 51):
/// who chooses, for whose lead, and which suits he may require or forbid.
/// Under Law 26B he may only forbid one suit the offender did not specify
/// in the legal auction (or none); under 50D2 / 51B he may require or
/// forbid the suit of a major penalty card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LeadChoice {
    pub law: LawRef,
    /// Declarer.
    pub chooser: Seat,
    /// The defender about to lead.
    pub leader: Seat,
    /// The suits he may require the leader to lead (one of them).
    pub may_require: SuitSet,
    /// The suits he may forbid (one of them under Law 26B and RB 26; under
    /// Law 51B2 any of them together).
    pub may_forbid: SuitSet,
}

impl State {
    /// Declarer's choice before `leader`'s lead now, if one is pending.
    pub fn lead_choice(&self, leader: Seat) -> Option<LeadChoice> {
        let law = self.lead_option_pending(leader)?;
        let chooser = self.play.contract?.declarer;
        let all: SuitSet = Suit::ALL.into_iter().collect();
        let (may_require, may_forbid) = match self.pending_lead_right(leader) {
            Some(r) => match r.rubber {
                Some(RubberLead::RequireOrProhibit { suit }) => {
                    let one = SuitSet::EMPTY.with(suit);
                    (one, one)
                }
                Some(RubberLead::ProhibitAny) => (SuitSet::EMPTY, all),
                None => {
                    let specified = self.specified_suits(r);
                    let free = Suit::ALL
                        .into_iter()
                        .filter(|s| !specified.contains(*s))
                        .collect();
                    (SuitSet::EMPTY, free)
                }
            },
            None => {
                let suits: SuitSet = self
                    .penalty_cards_of(leader.partner())
                    .filter(|p| p.major)
                    .map(|p| p.card.suit())
                    .collect();
                (suits, suits)
            }
        };
        Some(LeadChoice {
            law,
            chooser,
            leader,
            may_require,
            may_forbid,
        })
    }
}

/// An option for `chooser`, with no suggestion.
pub(crate) fn opt(
    chooser: Chooser,
    action: OptionKind,
    law: impl Into<LawRef>,
    effect: Effect,
) -> RectOption {
    RectOption {
        chooser,
        action,
        law: law.into(),
        effect,
        suggested: false,
    }
}

/// A ruling the Director may give.
pub(crate) fn rule(ruling: Ruling, law: impl Into<LawRef>, effect: Effect) -> RectOption {
    opt(Chooser::Director, OptionKind::Rule { ruling }, law, effect)
}

/// The Director's finding whether a call is comparable: `yes` leaves no
/// further rectification, `no` leads to `no_effect`.
pub(crate) fn comparable(
    yes: impl Into<LawRef>,
    no: impl Into<LawRef>,
    no_effect: Effect,
) -> Vec<RectOption> {
    vec![
        rule(
            Ruling::Comparable { comparable: true },
            yes,
            Effect::NoFurtherRectification,
        ),
        rule(Ruling::Comparable { comparable: false }, no, no_effect),
    ]
}

impl State {
    /// The explanation of irregularity `id`: empty options when nothing is
    /// left to choose.
    pub fn explanation(&self, id: usize) -> Option<Explanation> {
        let irr = self.rect.irregularities.get(id)?;
        Some(Explanation {
            irregularity: id,
            law: irr.law,
            options: self
                .options(irr)
                .into_iter()
                .map(|mut o| {
                    o.law = self.cited(o.law);
                    o
                })
                .collect(),
        })
    }

    /// A choice either defender may make about what `offender` (of the
    /// declaring side) did: accept it, or not.
    pub(crate) fn defenders_choose(
        &self,
        offender: Seat,
        accept: (LawRef, Effect),
        decline: (LawRef, Effect),
    ) -> Vec<RectOption> {
        [offender.lho(), offender.rho()]
            .into_iter()
            .filter(|s| {
                self.play
                    .contract
                    .is_some_and(|c| s.is_opponent(c.declarer))
            })
            .flat_map(|s| {
                let who = Chooser::Player { seat: s };
                [
                    opt(who, OptionKind::Accept, accept.0, accept.1),
                    opt(who, OptionKind::Decline, decline.0, decline.1),
                ]
            })
            .collect()
    }

    /// Declarer, as the one who chooses, once there is a contract.
    pub(crate) fn declarer_chooser(&self) -> Option<Chooser> {
        self.play
            .contract
            .map(|c| Chooser::Player { seat: c.declarer })
    }

    fn options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let mut v = match irr.status {
            Status::AwaitingFinding { question } => self.finding_options(irr, question),
            Status::AwaitingDirector => self.director_options(irr),
            _ => Vec::new(),
        };
        if self.config.rules.players_alone() {
            // No Director and no Arbiter: the offender's left-hand opponent
            // speaks for the non-offending side (RB 13-15, RB 29).
            for opt in &mut v {
                if opt.chooser == Chooser::Director {
                    opt.chooser = Chooser::Player {
                        seat: irr.offender.lho(),
                    };
                }
            }
        }
        v
    }

    /// The options once the Director is called: each law family gives its
    /// own (with its rubber branch) from its module.
    fn director_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if self.open_16d().map(|i| i.id) == Some(irr.id) {
            return self.options_16d();
        }
        match irr.kind {
            K::InsufficientBid { .. } => self.insufficient_bid_options(irr),
            K::UnintendedCall { .. } | K::ChangeOfCall { .. } => self.change_of_call_options(irr),
            k if k.is_call_out_of_rotation() => self.out_of_rotation_options(irr),
            K::InadmissibleDouble { .. } => self.inadmissible_double_options(irr),
            k if k.is_lead_out_of_turn() => self.lead_out_of_turn_options(irr),
            k if k.is_revoke() && irr.step == Step::AwaitPlayOption => self.revoke_play_options(),
            K::ClaimTrumpsBreached { .. } => self.claim_trumps_breached_options(irr),
            K::SimultaneousCards { .. } => self.simultaneous_options(irr),
            K::OmittedPlay { .. } => self.omitted_play_options(irr),
            K::PenaltyCardNotPlayed { .. } => self.penalty_card_not_played_options(irr),
            K::PrematureLeadOrPlay { .. } => self.premature_options(),
            _ => Vec::new(),
        }
    }

    /// The options while the Director must establish a fact: each question
    /// belongs to a law family, whose module gives the findings.
    fn finding_options(&self, irr: &Irregularity, question: Question) -> Vec<RectOption> {
        match question {
            Question::WhoSawCard => self.who_saw_card_options(irr),
            Question::DealCorrectable => self.deal_correctable_options(),
            Question::ArtificialScore => self.artificial_score_options(irr),
            Question::LeadOrFollow => self.lead_or_follow_options(),
            Question::AcceptedOrOwnTurn => self.accepted_or_own_turn_options(),
            Question::Unintended => self.unintended_options(irr),
            Question::ReplacementClass => self.replacement_class_options(irr),
            Question::Comparable => match irr.kind {
                K::InsufficientBid { .. } => self.insufficient_bid_comparable_options(),
                k if k.is_call_out_of_rotation() => self.out_of_rotation_comparable_options(irr),
                _ => self.lead_penalty_comparable_options(),
            },
        }
    }

    /// RB 69: after declarer's disputed claim he led against the
    /// defenders' requirement about the outstanding trump; either defender
    /// accepts the lead or has it taken back. Kept here beside the dispatch
    /// (claims.rs is one module for Laws 68-71, not yet split).
    fn claim_trumps_breached_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        if irr.step != Step::Open {
            return Vec::new();
        }
        self.defenders_choose(
            irr.offender,
            (LawRef::new("RB 69"), Effect::LeadAccepted),
            (LawRef::new("RB 69"), Effect::DeclarerLeadRetracted),
        )
    }
}
