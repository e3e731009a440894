//! The serialised form of [`State`]: one flat object whose fields keep the
//! order they had before the state was split into ledgers, so the JSON (the
//! `tenace.table.v1` schema, the server's stored states) does not move.
//!
//! `#[serde(flatten)]` on the ledgers would keep the fields but group them
//! by ledger; this borrowed mirror keeps the order as well.

use serde::{Serialize, Serializer};
use tenace_core::{Board, Card, Contract, Hand, Seat};

use crate::irregularity::{Irregularity, IrregularityId};
use crate::law::LawRef;
use crate::play::Trick;
use crate::table::{
    CallExplanation, ExposedCard, InfoRecord, KeptCard, LeadAnswer, LeadRestriction, LeadRight,
    Obligations, PenaltyCard, Phase, PlayRestriction, ReviewFlag, State, TableConfig,
};

fn empty<T>(v: &&[T]) -> bool {
    v.is_empty()
}

#[derive(Serialize)]
#[serde(rename = "State")]
struct StateJson<'a> {
    board: &'a Board,
    config: &'a TableConfig,
    phase: &'a Phase,
    auction: &'a crate::auction::Auction,
    contract: Option<&'a Contract>,
    face_down_lead: Option<&'a (Seat, Card)>,
    dummy_spread: bool,
    tricks: &'a [Trick],
    lead_irregularities: &'a [Option<IrregularityId>],
    hands: &'a [Hand; 4],
    exposed: &'a [ExposedCard],
    irregularities: &'a [Irregularity],
    obligations: &'a [Obligations; 4],
    lead_rights: &'a [LeadRight],
    #[serde(skip_serializing_if = "empty")]
    waived: &'a [IrregularityId],
    penalty_cards: &'a [PenaltyCard],
    info: &'a [InfoRecord],
    review: &'a [ReviewFlag],
    lead_restriction: Option<&'a LeadRestriction>,
    play_restriction: Option<&'a PlayRestriction>,
    must_play: &'a [(Seat, Card, LawRef)],
    #[serde(skip_serializing_if = "empty")]
    kept_cards: &'a [KeptCard],
    obligations_at_end: &'a [Obligations; 4],
    #[serde(skip_serializing_if = "Option::is_none")]
    lead_hand_choice: Option<&'a Option<Seat>>,
    claim: Option<&'a crate::claims::ClaimRecord>,
    cards_mixed: bool,
    change_rights: &'a [Seat],
    pc_option_given: Option<&'a crate::play::TrickNo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    penalty_designation: Option<&'a crate::cards::PenaltyDesignation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lead_answer: Option<&'a LeadAnswer>,
    #[serde(skip_serializing_if = "empty")]
    revokes_noticed: &'a [IrregularityId],
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    defenders_designate: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    designate_among: Option<&'a Hand>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dealt_by: Option<&'a Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    artificial_score: Option<&'a crate::event::ArtificialScore>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    redeal: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    hands_returned: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    correction_period_over: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    round_ended: bool,
    #[serde(skip_serializing_if = "empty")]
    score_decreases: &'a [crate::score_split::ScoreDecrease],
    #[serde(skip_serializing_if = "empty")]
    auction_requests: &'a [crate::review41::AuctionRequest],
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    dummy_withheld: bool,
    #[serde(skip_serializing_if = "empty")]
    call_explanations: &'a [CallExplanation],
    #[serde(skip_serializing_if = "empty")]
    led_face_down: &'a [IrregularityId],
    #[serde(skip_serializing_if = "empty")]
    questions: &'a [crate::inputs::Question],
    #[serde(skip_serializing_if = "empty")]
    substitutions: &'a [crate::inputs::Substitution],
    #[serde(skip_serializing_if = "empty")]
    decisions: &'a [crate::inputs::DecisionRecord],
    #[serde(skip_serializing_if = "Option::is_none")]
    assigned: Option<&'a Vec<crate::inputs::AssignedResult>>,
}

impl Serialize for State {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (calls, play, rect, claims) = (&self.calls, &self.play, &self.rect, &self.claims);
        StateJson {
            board: &self.board,
            config: &self.config,
            phase: &self.phase,
            auction: &calls.auction,
            contract: play.contract.as_ref(),
            face_down_lead: play.face_down_lead.as_ref(),
            dummy_spread: play.dummy_spread,
            tricks: &play.tricks,
            lead_irregularities: &play.lead_irregularities,
            hands: &play.hands,
            exposed: &play.exposed,
            irregularities: &rect.irregularities,
            obligations: &calls.obligations,
            lead_rights: &rect.lead_rights,
            waived: &rect.waived,
            penalty_cards: &rect.penalty_cards,
            info: &rect.info,
            review: &rect.review,
            lead_restriction: rect.lead_restriction.as_ref(),
            play_restriction: rect.play_restriction.as_ref(),
            must_play: &rect.must_play,
            kept_cards: &rect.kept_cards,
            obligations_at_end: &calls.obligations_at_end,
            lead_hand_choice: rect.lead_hand_choice.as_ref(),
            claim: claims.claim.as_ref(),
            cards_mixed: claims.cards_mixed,
            change_rights: &calls.change_rights,
            pc_option_given: rect.pc_option_given.as_ref(),
            penalty_designation: rect.penalty_designation.as_ref(),
            lead_answer: rect.lead_answer.as_ref(),
            revokes_noticed: &rect.revokes_noticed,
            defenders_designate: rect.defenders_designate,
            designate_among: rect.designate_among.as_ref(),
            dealt_by: calls.dealt_by.as_ref(),
            artificial_score: rect.artificial_score.as_ref(),
            redeal: rect.redeal,
            hands_returned: play.hands_returned,
            correction_period_over: claims.correction_period_over,
            round_ended: claims.round_ended,
            score_decreases: &rect.score_decreases,
            auction_requests: &calls.auction_requests,
            dummy_withheld: play.dummy_withheld,
            call_explanations: &calls.call_explanations,
            led_face_down: &play.led_face_down,
            questions: &calls.questions,
            substitutions: &rect.substitutions,
            decisions: &rect.decisions,
            assigned: rect.assigned.as_ref(),
        }
        .serialize(serializer)
    }
}
