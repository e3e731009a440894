//! Import into the table engine (`tenace-laws`).
//!
//! A record becomes a [`Table`] in table mode: the calls are applied in the
//! order made, then the cards trick by trick from each trick's leader (dummy's
//! cards through dummy's seat). Irregularities the record shows stand as the
//! Laws let them at a real table: an insufficient bid is accepted by the next
//! player calling (Law 27A1), a call out of rotation by the next player
//! calling over it (Law 29A), a lead out of turn by the next hand playing
//! (Law 53A); a revoke stays for the Director (Laws 63, 64).

use serde::Serialize;
use tenace_core::{dealer_for_board, Board, Vulnerability};
use tenace_laws::{Event, Irregularity, Mode, Phase, Question, Ruling, Status, Table, TableConfig};

use crate::check::Problem;
use crate::note::{EventText, ReplayNote};
use crate::pos::Pos;
use crate::record::{AuctionOutcome, BoardRecord};
use crate::replay::{
    compare_with_tags, finish_result, replay_play_without_engine, replay_without_engine,
    ContractReached, ReplayReport,
};

/// Why a record cannot be set up on a table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("the record has no complete deal (it gives {0} of the 4 hands), so it cannot be played through the engine")]
    NoDeal(usize),
    #[error("the deal is an end position (hands of fewer than 13 cards), which the engine does not play")]
    EndPosition,
}

/// Where an import stopped before the end of the record, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportStop {
    pub pos: Pos,
    pub message: String,
    /// The reason as data: `message` is its English text.
    #[serde(skip)]
    pub note: ReplayNote,
}

impl ImportStop {
    fn new(pos: Pos, note: ReplayNote) -> ImportStop {
        ImportStop {
            pos,
            message: note.to_string(),
            note,
        }
    }
}

/// A record set up on a table.
#[derive(Debug, Clone)]
pub struct EngineImport {
    pub table: Table,
    /// For each event of the table's log, where in the record it came from.
    pub sources: Vec<Pos>,
    /// Set when an event was refused, or the table waited for a Director's
    /// ruling the record cannot give.
    pub stopped: Option<ImportStop>,
    /// The record has cards but its auction does not reach a contract, so
    /// the cards were not given to the table.
    pub play_not_applied: bool,
}

/// The board of a record: its number, dealer and vulnerability (from the
/// record, or by Law 2 from the number) and its deal.
pub fn board_of(r: &BoardRecord) -> Result<Board, ImportError> {
    let deal = match r.deal() {
        Some(d) => d,
        None => {
            let given = r.hands.iter().flatten().count();
            if given > 0 && r.hands.iter().flatten().all(|h| h.len() < 13) {
                return Err(ImportError::EndPosition);
            }
            return Err(ImportError::NoDeal(given));
        }
    };
    let number = r.board.unwrap_or(1).max(1);
    let dealer = r
        .dealer
        .or(r.calls.first().map(|c| c.seat))
        .unwrap_or(dealer_for_board(number));
    let vulnerability = r.vulnerability.unwrap_or(Vulnerability::for_board(number));
    Ok(Board::with_markings(number, dealer, vulnerability, deal))
}

/// The events a record stands for, each with its place in the record:
/// the calls in the order made (an alerted call followed by its alert from
/// the caller's partner), then the cards in the order played.
pub fn events(r: &BoardRecord) -> Vec<(Event, Pos)> {
    let mut out = Vec::with_capacity(r.calls.len() + r.cards.len() + 4);
    for c in &r.calls {
        out.push((
            Event::Call {
                seat: c.seat,
                call: c.call,
            },
            c.pos,
        ));
        if c.alert {
            out.push((
                Event::Alert {
                    seat: c.seat.partner(),
                },
                c.pos,
            ));
        }
    }
    for c in &r.cards {
        out.push((
            Event::Play {
                seat: c.seat,
                card: c.card,
            },
            c.pos,
        ));
    }
    out
}

/// Plays a record through a table in table mode.
pub fn import(r: &BoardRecord) -> Result<EngineImport, ImportError> {
    let board = board_of(r)?;
    let mut table = Table::new(board, TableConfig::with_mode(Mode::Table));
    let mut sources = Vec::with_capacity(r.calls.len() + r.cards.len() + 2);
    let mut stopped = None;
    let mut play_not_applied = false;
    // `Declarer "^S"`: declarer's partner became declarer after an opening
    // lead out of turn, so the presumed declarer spread his hand (Law 54A).
    let swapped_to = r
        .declarer_tag
        .filter(|d| d.swapped)
        .map(|d| d.seat)
        .filter(|&s| matches!(r.auction_outcome(), AuctionOutcome::Contract(c) if c.declarer.partner() == s));
    for (event, pos) in events(r) {
        if matches!(event, Event::Play { .. }) && table.state().play.contract.is_none() {
            play_not_applied = true;
            break;
        }
        if let (Event::Play { seat, card }, None) = (&event, table.state().play.tricks.first()) {
            let (seat, card) = (*seat, *card);
            // The record's opening lead must come from the opening leader
            // of the contract the auction reached, unless it marks the lead
            // out of turn (`^L`); otherwise its play is written from other
            // seats than its auction and replaying it would only mislead.
            let marked = swapped_to.is_some()
                || r.cards
                    .first()
                    .is_some_and(|c| c.mark == Some(crate::pbn::PlayMark::LeadOutOfTurn));
            if let Some(c) = table.state().play.contract {
                if seat != c.opening_leader() && !marked {
                    stopped = Some(ImportStop::new(
                        pos,
                        ReplayNote::OpeningLeaderDisagrees {
                            seat,
                            card,
                            leader: c.opening_leader(),
                            declarer: c.declarer,
                        },
                    ));
                    break;
                }
            }
        }
        if matches!(event, Event::Alert { .. }) {
            // An alert marks the call; if the table cannot take it (it waits
            // for a ruling), the call stands unmarked and the import goes on.
            if table.apply(event).is_ok() {
                sources.push(pos);
            }
            continue;
        }
        if let Err(e) = table.apply(event.clone()) {
            stopped = Some(ImportStop::new(
                pos,
                ReplayNote::Refused {
                    event: EventText::of(&event),
                    error: e,
                },
            ));
            break;
        }
        sources.push(pos);
        if let (Some(_), Event::Play { .. }) = (swapped_to, &event) {
            let lead_only =
                table.state().play.tricks.len() == 1 && table.state().play.tricks[0].len() == 1;
            if let (true, Some(c)) = (lead_only, table.state().play.contract) {
                // Law 54A: the presumed declarer spreads his hand and becomes
                // dummy; his partner declares.
                match table.apply(Event::SpreadHand { seat: c.declarer }) {
                    Ok(_) => sources.push(pos),
                    Err(e) => {
                        stopped = Some(ImportStop::new(
                            pos,
                            ReplayNote::Refused {
                                event: EventText::of(&Event::SpreadHand { seat: c.declarer }),
                                error: e,
                            },
                        ));
                        break;
                    }
                }
            }
        }
        // A call over a call out of rotation made at the caller's own turn:
        // the record goes on from the irregular call, so it was accepted.
        if let Some(b) = table.awaiting_director().copied() {
            match b.status {
                Status::AwaitingFinding {
                    question: Question::AcceptedOrOwnTurn,
                } => {
                    if table
                        .apply(Event::Director(Ruling::CallerIntended { accepted: true }))
                        .is_ok()
                    {
                        sources.push(pos);
                    }
                }
                // Likewise a card at its turn after a lead out of turn by the
                // proper leader: the record has it following (C 53B).
                Status::AwaitingFinding {
                    question: Question::LeadOrFollow,
                } => {
                    if table
                        .apply(Event::Director(Ruling::LeadIntended { lead: false }))
                        .is_ok()
                    {
                        sources.push(pos);
                    }
                }
                _ => {
                    stopped = Some(ImportStop::new(
                        pos,
                        ReplayNote::AwaitsDirectorUnder {
                            event: EventText::of(&event),
                            law: b.law,
                        },
                    ));
                    break;
                }
            }
            if table.awaiting_director().is_some() {
                stopped = Some(ImportStop::new(
                    pos,
                    ReplayNote::AwaitsDirector {
                        event: EventText::of(&event),
                    },
                ));
                break;
            }
        }
    }
    if stopped.is_none() && !play_not_applied {
        if let Some(total) = r.claim {
            stopped = apply_claim(&mut table, &mut sources, r, total);
        }
    }
    Ok(EngineImport {
        table,
        sources,
        stopped,
        play_not_applied,
    })
}

/// A play that stops early with declarer's total of `total` tricks: declarer
/// claims the rest of them (Law 68A) and both defenders agree (Law 69A).
fn apply_claim(
    table: &mut Table,
    sources: &mut Vec<Pos>,
    r: &BoardRecord,
    total: u8,
) -> Option<ImportStop> {
    let state = table.state();
    if state.phase != Phase::Play {
        return None;
    }
    let contract = state.play.contract?;
    let side = contract.declarer.side();
    let won = state
        .play
        .tricks
        .iter()
        .filter_map(|t| t.winner)
        .filter(|w| w.side() == side)
        .count() as u8;
    let remaining = state.remaining_tricks();
    let Some(claimed) = total.checked_sub(won).filter(|&c| c <= remaining) else {
        return Some(ImportStop::new(
            r.pos,
            ReplayNote::ImpossibleTotal {
                total,
                won,
                remaining,
            },
        ));
    };
    let events = [
        Event::Claim {
            seat: contract.declarer,
            tricks: claimed,
            statement: String::new(),
        },
        Event::AgreeClaim {
            seat: contract.declarer.lho(),
        },
        Event::AgreeClaim {
            seat: contract.declarer.rho(),
        },
    ];
    for e in events {
        if table.state().phase != Phase::Claim && !matches!(e, Event::Claim { .. }) {
            break;
        }
        if let Err(err) = table.apply(e.clone()) {
            return Some(ImportStop::new(
                r.pos,
                ReplayNote::Refused {
                    event: EventText::of(&e),
                    error: err,
                },
            ));
        }
        sources.push(r.pos);
    }
    None
}

fn describe(irr: &Irregularity, r: &BoardRecord, imp: &EngineImport) -> Problem {
    let pos = imp.sources.get(irr.event).copied().unwrap_or(r.pos);
    let event = imp.table.log().get(irr.event).map(EventText::of);
    Problem::note(
        pos,
        ReplayNote::Irregularity {
            irregularity: *irr,
            event,
        },
    )
    .law(irr.law.as_str())
}

/// Replays a record through the engine and reports what it found. Records
/// without a full deal are checked without the engine.
pub fn replay_with_engine(r: &BoardRecord) -> ReplayReport {
    let mut rep = ReplayReport {
        contract: Some(match r.auction_outcome() {
            AuctionOutcome::Contract(c) => ContractReached::Contract(c),
            AuctionOutcome::PassedOut => ContractReached::PassedOut,
            AuctionOutcome::Incomplete => match r.contract() {
                Some(c) => ContractReached::FromTags(c),
                None if r.passed_out() => ContractReached::PassedOut,
                None => ContractReached::NoContract,
            },
        }),
        ..ReplayReport::default()
    };
    match import(r) {
        Err(e) => {
            if !r.calls.is_empty() || !r.cards.is_empty() {
                let note = match e {
                    ImportError::NoDeal(hands) => ReplayNote::NoDeal { hands },
                    ImportError::EndPosition => ReplayNote::EndPosition,
                };
                rep.notes.push(Problem::note(r.pos, note));
            }
            replay_without_engine(r, &mut rep);
        }
        Ok(imp) => {
            let state = imp.table.state();
            for irr in &state.rect.irregularities {
                rep.irregularities.push(describe(irr, r, &imp));
            }
            for c in r
                .cards
                .iter()
                .filter(|c| c.mark == Some(crate::pbn::PlayMark::Revoke))
            {
                let found = state
                    .rect
                    .irregularities
                    .iter()
                    .any(|i| i.kind.is_revoke() && imp.sources.get(i.event) == Some(&c.pos));
                if !found {
                    rep.problems.push(Problem::note(
                        c.pos,
                        ReplayNote::MarkedNotRevoke {
                            card: c.card,
                            seat: c.seat,
                        },
                    ));
                }
            }
            if let Some(s) = &imp.stopped {
                rep.problems.push(Problem::note(s.pos, s.note.clone()));
            }
            if imp.play_not_applied {
                rep.notes
                    .push(Problem::note(r.pos, ReplayNote::PlayFromTags));
                replay_play_without_engine(r, &mut rep);
                compare_with_tags(r, &mut rep);
                return rep;
            }
            rep.cards_replayed = state.play.tricks.iter().map(|t| t.len()).sum();
            if let Some(c) = state.play.contract {
                rep.contract = Some(ContractReached::Contract(c));
            }
            if let Some(c) = &state.claims.claim {
                if let Some(k) = c.credited() {
                    rep.notes.push(
                        Problem::note(
                            imp.sources.get(c.event).copied().unwrap_or(r.pos),
                            ReplayNote::ClaimAgreed {
                                claimer: c.claimer,
                                tricks: k,
                                remaining: c.remaining,
                            },
                        )
                        .law("69A"),
                    );
                }
            }
            if let Some(res) = imp.table.result() {
                rep.declarer_tricks = res.declarer_tricks;
                rep.score_ns = res.contract.map(|_| res.score_ns);
                if res.contract.is_none() {
                    rep.score_ns = Some(0);
                }
            } else if let Some(contract) = state.play.contract {
                if imp.stopped.is_none() {
                    let won = state.tricks_won()[contract.declarer.side().index()];
                    let complete = state
                        .play
                        .tricks
                        .iter()
                        .filter(|t| t.winner.is_some())
                        .count();
                    finish_result(r, &mut rep, &contract, won, complete);
                }
            }
        }
    }
    compare_with_tags(r, &mut rep);
    rep
}

/// The record of a table as played: its board, the standing calls, the
/// cards in the order played, and the result and score once the board is
/// over. Written to PBN ([`BoardRecord::to_pbn`]) it shows the table's
/// irregularities in PBN notation: `^S` for a call out of rotation that
/// stood, `^I` for an accepted insufficient bid, `^R` for a revoke, `^L`
/// for an accepted lead out of turn.
pub fn record_of_table(table: &Table) -> BoardRecord {
    let state = table.state();
    let board = table.board();
    let mut r = BoardRecord::new(crate::error::Format::Pbn, 1);
    r.board = Some(board.number);
    r.dealer = Some(board.dealer);
    r.vulnerability = Some(board.vulnerability);
    r.hands = board.deal.hands().map(Some);
    for c in state.calls.auction.standing() {
        let marked = c
            .irregularity
            .and_then(|i| state.irregularity(i))
            .is_some_and(|i| i.kind.key() == "insufficient-bid");
        r.calls.push(crate::record::RecordedCall {
            seat: c.seat,
            call: c.call,
            alert: c.alerted,
            explanation: None,
            marked_insufficient: marked,
            pos: Pos::default(),
        });
    }
    for (t, trick) in state.play.tricks.iter().enumerate() {
        for (n, p) in trick.cards().enumerate() {
            let lead_irregular = n == 0
                && state
                    .play
                    .lead_irregularities
                    .get(t)
                    .copied()
                    .flatten()
                    .and_then(|i| state.irregularity(i))
                    .is_some_and(|i| i.kind.is_lead_out_of_turn());
            r.cards.push(crate::record::RecordedCard {
                seat: p.seat,
                card: p.card,
                mark: lead_irregular.then_some(crate::pbn::PlayMark::LeadOutOfTurn),
                pos: Pos::default(),
            });
        }
    }
    if let Some(res) = table.result() {
        r.result = res.declarer_tricks;
        r.extra_tags
            .push(("Score".into(), format!("NS {}", res.score_ns)));
    }
    r
}
