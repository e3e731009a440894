//! The Director's explanation of an irregularity as data (Laws 10C1, 84C):
//! the options, who chooses each, and what each leads to.

use serde::Serialize;
use tenace_core::{AttemptedCall, Bid, Call, Seat, Suit, SuitSet};

use crate::event::{ReplacementClass, Ruling};
use crate::irregularity::{Irregularity, IrregularityKind as K, Question, Status, Step, TurnOf};
use crate::law::LawRef;
use crate::table::{RubberLead, RuleSet, State};

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
        let chooser = self.contract?.declarer;
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

fn opt(chooser: Chooser, action: OptionKind, law: &'static str, effect: Effect) -> RectOption {
    RectOption {
        chooser,
        action,
        law: LawRef::new(law),
        effect,
        suggested: false,
    }
}

fn rule(ruling: Ruling, law: &'static str, effect: Effect) -> RectOption {
    opt(Chooser::Director, OptionKind::Rule { ruling }, law, effect)
}

impl State {
    /// The explanation of irregularity `id`: empty options when nothing is
    /// left to choose.
    pub fn explanation(&self, id: usize) -> Option<Explanation> {
        let irr = self.irregularities.get(id)?;
        Some(Explanation {
            irregularity: id,
            law: irr.law,
            options: self
                .options(irr)
                .into_iter()
                .map(|mut o| {
                    o.law = self.as_rules(o.law);
                    o
                })
                .collect(),
        })
    }

    fn options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let mut v = if self.config.rules.is_rubber() {
            self.rubber_options(irr)
        } else {
            None
        }
        .unwrap_or_else(|| self.duplicate_options(irr));
        if self.config.rules == RuleSet::Rubber2014 {
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

    /// The options where the rubber laws differ (RB 25, 27, 29-32, 36);
    /// `None` where the duplicate options stand (with their duplicate laws).
    fn rubber_options(&self, irr: &Irregularity) -> Option<Vec<RectOption>> {
        let o = irr.offender;
        let lho = Chooser::Player { seat: o.lho() };
        let off = Chooser::Player { seat: o };
        let call = OptionKind::Call {
            sufficient_or_pass: true,
        };
        let any_call = OptionKind::Call {
            sufficient_or_pass: false,
        };
        if let Status::AwaitingFinding {
            question: Question::Unintended,
        } = irr.status
        {
            // RB 25A: was the change made at once, without stopping to think?
            let (yes, no) = match irr.kind {
                K::UnintendedCall { .. } => (
                    Effect::UnintendedCallReplaced,
                    Effect::UnintendedClaimRefused,
                ),
                _ => (
                    Effect::RbChangeAtOnceStands,
                    Effect::RbChangeOffenderChooses,
                ),
            };
            let no_law = match irr.kind {
                K::UnintendedCall { .. } => "RB 25A",
                _ => "RB 25B",
            };
            return Some(vec![
                rule(Ruling::Unintended { unintended: true }, "RB 25A", yes),
                rule(Ruling::Unintended { unintended: false }, no_law, no),
            ]);
        }
        if let Status::AwaitingFinding {
            question: Question::ReplacementClass,
        } = irr.status
        {
            let mut a = rule(
                Ruling::Replacement {
                    class: ReplacementClass::LowestSameDenominations,
                },
                "RB 27A",
                Effect::RbNoPenaltyWithdrawnCallUnauthorized,
            );
            a.suggested = self.replacement_is_lowest_same_strain(irr);
            return Some(vec![
                a,
                rule(
                    Ruling::Replacement {
                        class: ReplacementClass::Comparable,
                    },
                    "RB 27B",
                    Effect::RbNoPenaltyWithdrawnCallUnauthorized,
                ),
                rule(
                    Ruling::Replacement {
                        class: ReplacementClass::Neither,
                    },
                    "RB 27C",
                    Effect::PartnerPassesRestLeadRestriction,
                ),
            ]);
        }
        if irr.status != Status::AwaitingDirector {
            return None;
        }
        Some(match (irr.kind, irr.step) {
            (K::InsufficientBid { .. }, Step::Open) => vec![
                opt(lho, OptionKind::Accept, "RB 27", Effect::IbAccepted),
                opt(lho, OptionKind::Decline, "RB 27", Effect::IbMustBeReplaced),
            ],
            (K::InsufficientBid { .. }, Step::AwaitReplacement { barred: false }) => vec![
                opt(
                    off,
                    call,
                    "RB 27A",
                    Effect::IbReplacedLowestSameDenomination,
                ),
                opt(off, call, "RB 27B", Effect::IbReplacedComparable),
                opt(off, call, "RB 27C", Effect::IbReplacedOtherPartnerBarred),
                opt(off, call, "RB 27D", Effect::RbIbDoubleCancelledMustPass),
            ],
            (K::ChangeOfCall { .. }, Step::FinalCall) => vec![
                opt(off, any_call, "RB 25B", Effect::RbChangeFirstCallStands),
                opt(off, any_call, "RB 25B", Effect::RbChangeAnotherCall),
            ],
            (K::InadmissibleDouble { .. }, Step::AwaitSubstitute) => {
                vec![opt(off, any_call, "RB 36", Effect::RbSubstituteLegalCall)]
            }
            (k, Step::Open) if k.is_call_out_of_rotation() => {
                let law = self.rubber_oor_law(irr);
                let effect = match law {
                    "RB 30A" => Effect::OorPassRhoMustPass,
                    "RB 30B" => Effect::RbOorPassOffenderBarred,
                    "RB 31A" | "RB 32A" => Effect::RbOorPartnerBarred,
                    "RB 31B" => Effect::RbOorBidRho,
                    _ => Effect::RbOorDoubleRho,
                };
                vec![
                    opt(lho, OptionKind::Accept, "RB 29A", Effect::OorAccepted),
                    opt(lho, OptionKind::Decline, law, effect),
                ]
            }
            _ => return None,
        })
    }

    fn duplicate_options(&self, irr: &Irregularity) -> Vec<RectOption> {
        let o = irr.offender;
        let lho = Chooser::Player { seat: o.lho() };
        let off = Chooser::Player { seat: o };
        let declarer = self.contract.map(|c| Chooser::Player { seat: c.declarer });
        match irr.status {
            Status::AwaitingFinding { question } => return self.finding_options(irr, question),
            Status::AwaitingDirector => {}
            _ => return Vec::new(),
        }
        if self.open_16d().map(|i| i.id) == Some(irr.id) {
            return self.options_16d();
        }
        match (irr.kind, irr.step) {
            (K::InsufficientBid { .. }, Step::Open) => vec![
                opt(lho, OptionKind::Accept, "27A1", Effect::IbAccepted),
                opt(lho, OptionKind::Decline, "27B", Effect::IbMustBeReplaced),
            ],
            (K::InsufficientBid { .. }, Step::AwaitReplacement { barred: false }) => vec![
                opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "27B1(a)",
                    Effect::IbReplacedLowestSameDenomination,
                ),
                opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "27B1(b)",
                    Effect::IbReplacedComparable,
                ),
                opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "27B2",
                    Effect::IbReplacedOtherPartnerBarred,
                ),
                opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "27B3",
                    Effect::IbReplacedDoubleNotComparable,
                ),
                opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "27B4",
                    Effect::IbReplacedInsufficientAgain,
                ),
            ],
            (K::InsufficientBid { .. }, Step::AwaitReplacement { barred: true }) => {
                vec![opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: true,
                    },
                    "27B3",
                    Effect::IbReplaceSufficientOrPass,
                )]
            }
            (K::UnintendedCall { .. }, Step::LhoMayWithdraw { .. }) => vec![
                opt(
                    lho,
                    OptionKind::WithdrawCall { withdraw: true },
                    "25A6",
                    Effect::LhoCallWithdrawn,
                ),
                opt(
                    lho,
                    OptionKind::WithdrawCall { withdraw: false },
                    "25A6",
                    Effect::LhoCallStands,
                ),
            ],
            (K::ChangeOfCall { .. }, Step::Open) => vec![
                opt(lho, OptionKind::Accept, "25B1", Effect::ChangeAccepted),
                opt(lho, OptionKind::Decline, "25B2", Effect::ChangeCancelled),
            ],
            (k, Step::Open) if k.is_call_out_of_rotation() => {
                let under_31 = self.pass_under_law_31(irr);
                let effect = match k {
                    K::PassOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } if under_31 => Effect::OorPassArtificialRho,
                    K::PassOutOfRotation { .. } if under_31 => Effect::OorBidPartnerComparable,
                    K::PassOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => Effect::OorPassRhoMustPass,
                    K::PassOutOfRotation { .. } => Effect::OorPassPartnerComparable,
                    K::BidOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => Effect::OorBidRho,
                    K::BidOutOfRotation { .. } => Effect::OorBidPartnerComparable,
                    K::DoubleOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => Effect::OorDoubleRho,
                    _ => Effect::OorDoublePartnerComparable,
                };
                let law = match k {
                    K::PassOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } if under_31 => "31A",
                    K::PassOutOfRotation { .. } if under_31 => "31B",
                    K::PassOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => "30A",
                    K::PassOutOfRotation { .. } => "30B1",
                    K::BidOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => "31A",
                    K::BidOutOfRotation { .. } => "31B",
                    K::DoubleOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => "32A",
                    _ => "32B",
                };
                vec![
                    opt(lho, OptionKind::Accept, "29A", Effect::OorAccepted),
                    opt(lho, OptionKind::Decline, law, effect),
                ]
            }
            (K::InadmissibleDouble { .. }, Step::AwaitSubstitute) => {
                vec![opt(
                    off,
                    OptionKind::Call {
                        sufficient_or_pass: false,
                    },
                    "36B2",
                    Effect::SubstituteLegalCall,
                )]
            }
            (k, Step::Open) if k.is_lead_out_of_turn() => {
                let Some(d) = declarer else { return Vec::new() };
                match k {
                    K::OpeningLeadOutOfTurn { .. } => vec![
                        opt(
                            d,
                            OptionKind::SpreadHand,
                            "54A",
                            Effect::DeclarerBecomesDummy,
                        ),
                        opt(d, OptionKind::Accept, "54B", Effect::OpeningLeadAccepted),
                        opt(
                            d,
                            OptionKind::Decline,
                            "54D",
                            Effect::LeadRefusedPenaltyCard,
                        ),
                    ],
                    K::DefenderLeadOutOfTurn { .. } => vec![
                        opt(d, OptionKind::Accept, "56A", Effect::LeadAccepted),
                        opt(
                            d,
                            OptionKind::Decline,
                            "56B",
                            Effect::LeadRefusedPenaltyCard,
                        ),
                    ],
                    _ => [o.lho(), o.rho()]
                        .into_iter()
                        .filter(|s| self.contract.is_some_and(|c| s.is_opponent(c.declarer)))
                        .flat_map(|s| {
                            let who = Chooser::Player { seat: s };
                            [
                                opt(who, OptionKind::Accept, "55A", Effect::LeadAccepted),
                                opt(
                                    who,
                                    OptionKind::Decline,
                                    "55B",
                                    Effect::DeclarerLeadRetracted,
                                ),
                            ]
                        })
                        .collect(),
                }
            }
            (k, Step::AwaitPlayOption) if k.is_revoke() => {
                let Some(d) = declarer else { return Vec::new() };
                vec![
                    opt(
                        d,
                        OptionKind::PlayOption,
                        "RB 62",
                        Effect::Rb62PartnerCardNamed,
                    ),
                    opt(d, OptionKind::Decline, "RB 62", Effect::Rb62PartnerChooses),
                ]
            }
            (K::ClaimTrumpsBreached { .. }, Step::Open) => [o.lho(), o.rho()]
                .into_iter()
                .filter(|s| self.contract.is_some_and(|c| s.is_opponent(c.declarer)))
                .flat_map(|s| {
                    let who = Chooser::Player { seat: s };
                    [
                        opt(who, OptionKind::Accept, "RB 69", Effect::LeadAccepted),
                        opt(
                            who,
                            OptionKind::Decline,
                            "RB 69",
                            Effect::DeclarerLeadRetracted,
                        ),
                    ]
                })
                .collect(),
            (K::SimultaneousCards { .. }, _) => {
                let mut v = vec![opt(
                    off,
                    OptionKind::Designate,
                    "58B2",
                    Effect::DesignatedCardPlayed,
                )];
                if self.contract.is_some_and(|c| o.is_opponent(c.declarer)) {
                    v.push(opt(
                        off,
                        OptionKind::Designate,
                        "58B2",
                        Effect::OtherCardMeantPenaltyCards,
                    ));
                }
                v
            }
            (K::OmittedPlay { .. }, _) => {
                vec![opt(
                    off,
                    OptionKind::PlaceCard,
                    "67B1",
                    Effect::OmittedCardPlaced,
                )]
            }
            (K::PenaltyCardNotPlayed { .. }, Step::Open) => {
                let Some(d) = declarer else { return Vec::new() };
                if self.declarer_played_since(irr) {
                    // 52B1(b): declarer has played on; he must accept.
                    return vec![opt(
                        d,
                        OptionKind::Accept,
                        "52B1(b)",
                        Effect::IllegalCardAccepted,
                    )];
                }
                vec![
                    opt(
                        d,
                        OptionKind::Accept,
                        "52B1(a)",
                        Effect::IllegalCardAccepted,
                    ),
                    opt(
                        d,
                        OptionKind::Decline,
                        "52B2",
                        Effect::PenaltyCardSubstituted,
                    ),
                ]
            }
            (K::PrematureLeadOrPlay { .. }, _) if self.config.rules.is_rubber() => {
                let Some(d) = declarer else { return Vec::new() };
                vec![opt(
                    d,
                    OptionKind::PlayOption,
                    "RB 57",
                    Effect::RbPartnerPlayRestricted,
                )]
            }
            (K::PrematureLeadOrPlay { .. }, _) => {
                let Some(d) = declarer else { return Vec::new() };
                vec![opt(
                    d,
                    OptionKind::PlayOption,
                    "57A",
                    Effect::PartnerPlayRestricted,
                )]
            }
            _ => Vec::new(),
        }
    }

    fn finding_options(&self, irr: &Irregularity, question: Question) -> Vec<RectOption> {
        match question {
            Question::WhoSawCard => {
                // Law 16D1: who saw the card (any player but its owner).
                let Some(card) = irr.kind.card() else {
                    return Vec::new();
                };
                let owner = irr.offender;
                [owner.lho(), owner.partner(), owner.rho()]
                    .into_iter()
                    .map(|seat| {
                        rule(
                            Ruling::CardSeenBy { seat, card },
                            "16D1",
                            Effect::ExtraneousInfoOfTheSideThatSaw,
                        )
                    })
                    .collect()
            }
            Question::DealCorrectable => vec![
                rule(
                    Ruling::DealCorrectable { correctable: true },
                    "13B1",
                    Effect::DealCorrectedCallsStand,
                ),
                rule(
                    Ruling::DealCorrectable { correctable: false },
                    "13B2",
                    Effect::NoResultAdjustedScore,
                ),
            ],
            Question::ArtificialScore => {
                // Law 12C2(a): by share of the blame. The usual awards: the
                // offender's side directly at fault, both partly, both directly.
                use crate::event::AverageScore::{Average, AverageMinus, AveragePlus};
                let at_fault = if irr.offender.side() == tenace_core::Side::NorthSouth {
                    (AverageMinus, AveragePlus)
                } else {
                    (AveragePlus, AverageMinus)
                };
                [at_fault, (Average, Average), (AverageMinus, AverageMinus)]
                    .into_iter()
                    .map(|(ns, ew)| {
                        rule(
                            Ruling::ArtificialScore { ns, ew },
                            "12C2",
                            Effect::BoardEndsArtificialScore,
                        )
                    })
                    .collect()
            }
            Question::LeadOrFollow => vec![
                rule(
                    Ruling::LeadIntended { lead: false },
                    "53A",
                    Effect::LeadAccepted,
                ),
                rule(
                    Ruling::LeadIntended { lead: true },
                    "53B",
                    Effect::ProperLeadStands,
                ),
            ],
            Question::AcceptedOrOwnTurn => vec![
                rule(
                    Ruling::CallerIntended { accepted: true },
                    "29A",
                    Effect::OorAccepted,
                ),
                rule(
                    Ruling::CallerIntended { accepted: false },
                    "28B",
                    Effect::OorCancelledOwnTurn,
                ),
            ],
            Question::Unintended if matches!(irr.kind, K::UnintendedCall { .. }) => vec![
                rule(
                    Ruling::Unintended { unintended: true },
                    "25A",
                    Effect::UnintendedCallReplaced,
                ),
                rule(
                    Ruling::Unintended { unintended: false },
                    "25A2",
                    Effect::UnintendedClaimRefused,
                ),
            ],
            Question::Unintended => vec![
                rule(
                    Ruling::Unintended { unintended: true },
                    "25A",
                    Effect::UnintendedCallReplaced,
                ),
                rule(
                    Ruling::Unintended { unintended: false },
                    "25B",
                    Effect::IntendedChange,
                ),
            ],
            Question::ReplacementClass => {
                let suggest_lowest = self.replacement_is_lowest_same_strain(irr);
                let mut a = rule(
                    Ruling::Replacement {
                        class: ReplacementClass::LowestSameDenominations,
                    },
                    "27B1(a)",
                    Effect::NoFurtherRectification,
                );
                a.suggested = suggest_lowest;
                vec![
                    a,
                    rule(
                        Ruling::Replacement {
                            class: ReplacementClass::Comparable,
                        },
                        "27B1(b)",
                        Effect::NoFurtherRectification,
                    ),
                    rule(
                        Ruling::Replacement {
                            class: ReplacementClass::Neither,
                        },
                        "27B2",
                        Effect::PartnerPassesRestLeadRestriction,
                    ),
                ]
            }
            Question::Comparable => {
                let under_31 = self.pass_under_law_31(irr);
                let (yes, no, no_effect) = match irr.kind {
                    K::InsufficientBid { .. } => {
                        ("27B1(b)", "27B3", Effect::DoubleCancelledPartnerBarred)
                    }
                    K::PassOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } if under_31 => (
                        "31A2(a)",
                        "31A2(b)",
                        Effect::PartnerPassesNextLeadRestriction,
                    ),
                    K::PassOutOfRotation { .. } if under_31 => {
                        ("31B", "31B", Effect::PartnerPassesNextLeadRestriction)
                    }
                    K::PassOutOfRotation { .. } => (
                        "30B1(b)(i)",
                        "30B1(b)(ii)",
                        Effect::PartnerPassesNextLeadRestriction,
                    ),
                    K::BidOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => (
                        "31A2(a)",
                        "31A2(b)",
                        Effect::PartnerPassesNextLeadRestriction,
                    ),
                    K::BidOutOfRotation { .. } => {
                        ("31B", "31B", Effect::PartnerPassesNextLeadRestriction)
                    }
                    K::DoubleOutOfRotation {
                        turn_of: TurnOf::RightHandOpponent,
                        ..
                    } => (
                        "32A2(a)",
                        "32A2(b)",
                        Effect::PartnerPassesNextLeadRestriction,
                    ),
                    K::DoubleOutOfRotation { .. } => {
                        ("32B", "32B", Effect::PartnerPassesNextLeadRestriction)
                    }
                    _ => ("26A", "26B", Effect::LeadRestriction),
                };
                vec![
                    rule(
                        Ruling::Comparable { comparable: true },
                        yes,
                        Effect::NoFurtherRectification,
                    ),
                    rule(Ruling::Comparable { comparable: false }, no, no_effect),
                ]
            }
        }
    }

    /// Whether the replacement under judgement is the lowest sufficient bid
    /// in the insufficient bid's strain: the usual case of 27B1(a) when both
    /// calls are natural.
    fn replacement_is_lowest_same_strain(&self, irr: &Irregularity) -> bool {
        let (K::InsufficientBid { bid, last_bid }, Step::Judge { replacement, .. }) =
            (irr.kind, irr.step)
        else {
            return false;
        };
        let lowest: Option<Bid> = last_bid.lowest_sufficient_in(bid.strain());
        matches!(self.auction.calls.get(replacement).map(|c| c.call), Some(AttemptedCall::Call(Call::Bid(r))) if Some(r) == lowest)
    }
}

impl State {
    /// Law 16D, once the Director knows who saw the card: the board played
    /// normally; if the information would interfere with normal play,
    /// before any call a redeal where the form of contest allows it
    /// (16D2(b)), completion of the play ready to adjust (16D2(c); 16D3
    /// after the first call), or an artificial adjusted score (16D2(d); here
    /// with no side at fault). Moving players (16D2(a)) is event
    /// administration, outside the table.
    fn options_16d(&self) -> Vec<RectOption> {
        use crate::event::AverageScore::AveragePlus;
        let before_any_call = self.auction.calls.is_empty();
        let mut v = vec![rule(
            Ruling::PlayNormally {
                adjust_later: false,
            },
            "16D1",
            Effect::BoardPlayedNormally,
        )];
        if before_any_call {
            v.push(rule(Ruling::Redeal, "16D2(b)", Effect::BoardRedealt));
        }
        v.push(rule(
            Ruling::PlayNormally { adjust_later: true },
            if before_any_call { "16D2(c)" } else { "16D3" },
            Effect::PlayOnReadyToAdjust,
        ));
        v.push(rule(
            Ruling::ArtificialScore {
                ns: AveragePlus,
                ew: AveragePlus,
            },
            "16D2(d)",
            Effect::BoardEndsArtificialScore,
        ));
        v
    }
}
