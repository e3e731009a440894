//! Replaying a record: does it describe a board that could have been
//! played, what irregularities does it show, and what result does it give?

use serde::Serialize;
use serde_with::SerializeDisplay;
use tenace_core::{AttemptedCall, Bid, Call, Card, Contract, Doubling, Seat, Side};

use crate::check::Problem;
use crate::note::ReplayNote;
use crate::pbn::supplemental::SideScore;
use crate::record::{AuctionOutcome, BoardRecord};

/// The contract a replay reached, as data; its JSON form is the short
/// English token the check report's JSON always carried (`4SX by N`,
/// `passed out`), a wire format the renderer never reads back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, SerializeDisplay)]
pub enum ContractReached {
    /// The auction ended in this contract.
    Contract(Contract),
    /// The auction was passed out (or the tags say so).
    PassedOut,
    /// The auction is incomplete; the tags name this contract.
    FromTags(Contract),
    /// The auction is incomplete and the tags name none.
    NoContract,
}

impl std::fmt::Display for ContractReached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ContractReached::Contract(c) => write!(f, "{c}"),
            ContractReached::PassedOut => f.write_str("passed out"),
            ContractReached::FromTags(c) => {
                write!(f, "{c} (from the tags; the auction is incomplete)")
            }
            ContractReached::NoContract => f.write_str("no contract"),
        }
    }
}

/// What a replay found.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct ReplayReport {
    /// The contract reached.
    pub contract: Option<ContractReached>,
    /// Irregularities the record shows, with their laws.
    pub irregularities: Vec<Problem>,
    /// What is wrong or inconsistent.
    pub problems: Vec<Problem>,
    /// Facts worth knowing that are no irregularity (a claim, a partial play).
    pub notes: Vec<Problem>,
    /// Declarer's tricks: from a complete play, or the claim that ends it.
    pub declarer_tricks: Option<u8>,
    /// North-South's score.
    pub score_ns: Option<i32>,
    /// How many cards were replayed.
    pub cards_replayed: usize,
}

/// Replays a record. Uses the Tenace table engine when the record has a
/// full deal; see [`crate::engine`].
pub fn replay(r: &BoardRecord) -> ReplayReport {
    crate::engine::replay_with_engine(r)
}

/// The checks that need no engine: the tags against the auction, the
/// recorded result and score against the replayed ones.
pub(crate) fn compare_with_tags(r: &BoardRecord, rep: &mut ReplayReport) {
    let outcome = r.auction_outcome();
    match outcome {
        AuctionOutcome::Contract(c) => {
            if let Some(tag) = r.contract_tag {
                let same = matches!(tag, crate::pbn::ContractTag::Contract { bid, doubling } if bid == c.bid && doubling == c.doubling);
                if !same {
                    rep.problems.push(Problem::note(
                        r.pos,
                        ReplayNote::ContractTagDiffers {
                            tag: tag.to_pbn(),
                            contract: c.terms(),
                        },
                    ));
                }
            }
            if let Some(d) = r.declarer_tag {
                if d.seat != c.declarer && !d.swapped {
                    rep.problems.push(Problem::note(
                        r.pos,
                        ReplayNote::DeclarerTagDiffers {
                            tag: d.seat,
                            declarer: c.declarer,
                        },
                    ));
                }
            }
        }
        AuctionOutcome::PassedOut => {
            if let Some(tag) = r.contract_tag {
                if tag != crate::pbn::ContractTag::Passed {
                    rep.problems.push(Problem::note(
                        r.pos,
                        ReplayNote::ContractTagNotPassedOut { tag: tag.to_pbn() },
                    ));
                }
            }
        }
        AuctionOutcome::Incomplete => {}
    }
    if let Some(d) = r.declarer_tag {
        if d.swapped {
            rep.irregularities.push(
                Problem::note(r.pos, ReplayNote::DeclarerSwapped { declarer: d.seat }).law("54A"),
            );
        }
    }
    if let (Some(rec), Some(rp)) = (r.result, rep.declarer_tricks) {
        if rec != rp {
            if r.result_disputed {
                rep.irregularities.push(
                    Problem::note(
                        r.pos,
                        ReplayNote::AgreedResultDiffers {
                            agreed: rec,
                            won: rp,
                        },
                    )
                    .law("79"),
                );
            } else {
                rep.problems.push(Problem::note(
                    r.pos,
                    ReplayNote::ResultDiffers {
                        recorded: rec,
                        replayed: rp,
                    },
                ));
            }
        }
    }
    if let Some(score) = rep.score_ns {
        if let Some((_, v)) = r
            .extra_tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case("Score"))
        {
            if let Ok(s) = SideScore::parse(v) {
                let recorded = s.for_side(Side::NorthSouth).or_else(|| {
                    let c = r.contract()?;
                    let d = s.declarer?;
                    Some(if c.declarer.side() == Side::NorthSouth {
                        d
                    } else {
                        -d
                    })
                });
                if let Some(recorded) = recorded {
                    if recorded != score && rep.problems.is_empty() {
                        rep.problems.push(Problem::note(
                            r.pos,
                            ReplayNote::ScoreDiffers {
                                recorded,
                                replayed: score,
                            },
                        ));
                    }
                }
            }
        }
    }
}

/// The Law 77 score of `contract` with `tricks`, for North-South.
pub(crate) fn score_ns(contract: &Contract, vulnerable: bool, tricks: u8) -> i32 {
    let s = tenace_score::contract_score(contract.bid, contract.doubling, vulnerable, tricks).total;
    if contract.declarer.side() == Side::NorthSouth {
        s
    } else {
        -s
    }
}

/// Irregularities of the auction as recorded, with their laws; used when
/// the engine cannot replay the board.
pub(crate) fn auction_irregularities(r: &BoardRecord) -> Vec<Problem> {
    let mut out = Vec::new();
    let Some(first) = r.dealer.or(r.calls.first().map(|c| c.seat)) else {
        return out;
    };
    let mut expected = first;
    let mut last: Option<(Bid, Seat)> = None;
    let mut doubling = Doubling::Undoubled;
    let mut doubler: Option<Seat> = None;
    for c in &r.calls {
        if c.seat != expected {
            let law = match c.call {
                AttemptedCall::Call(Call::Pass) => "30",
                AttemptedCall::Call(Call::Bid(_)) => "31",
                _ => "32",
            };
            out.push(
                Problem::note(
                    c.pos,
                    ReplayNote::CallOutOfRotation {
                        call: c.call,
                        seat: c.seat,
                        turn: expected,
                    },
                )
                .law(law),
            );
        }
        match c.call {
            AttemptedCall::Call(Call::Bid(b)) => {
                if let Some((l, _)) = last.filter(|(l, _)| !b.supersedes(*l)) {
                    out.push(
                        Problem::note(
                            c.pos,
                            ReplayNote::InsufficientBid {
                                bid: b,
                                seat: c.seat,
                                over: l,
                            },
                        )
                        .law("27A1"),
                    );
                }
                last = Some((b, c.seat));
                doubling = Doubling::Undoubled;
                doubler = None;
            }
            AttemptedCall::Call(Call::Double) => {
                let ok = last.is_some_and(|(_, s)| s.is_opponent(c.seat))
                    && doubling == Doubling::Undoubled;
                if !ok {
                    out.push(
                        Problem::note(c.pos, ReplayNote::InadmissibleDouble { seat: c.seat })
                            .law("36"),
                    );
                }
                doubling = Doubling::Doubled;
                doubler = Some(c.seat);
            }
            AttemptedCall::Call(Call::Redouble) => {
                let ok =
                    doubling == Doubling::Doubled && doubler.is_some_and(|d| d.is_opponent(c.seat));
                if !ok {
                    out.push(
                        Problem::note(c.pos, ReplayNote::InadmissibleRedouble { seat: c.seat })
                            .law("36"),
                    );
                }
                doubling = Doubling::Redoubled;
            }
            _ => {}
        }
        expected = c.seat.lho();
    }
    out
}

/// Replays the record without the engine: checks the cards against the
/// hands, follows the tricks and counts them.
pub(crate) fn replay_without_engine(r: &BoardRecord, rep: &mut ReplayReport) {
    rep.irregularities.extend(auction_irregularities(r));
    replay_play_without_engine(r, rep);
}

/// The play part of [`replay_without_engine`], with the contract of the
/// auction or of the tags.
pub(crate) fn replay_play_without_engine(r: &BoardRecord, rep: &mut ReplayReport) {
    let contract = r.contract();
    let Some(deal) = r.deal() else {
        return;
    };
    let Some(contract) = contract else { return };
    let trump = contract.bid.strain().trump();
    let mut hands = deal.hands();
    let mut leader = contract.opening_leader();
    let mut won = [0u8; 2];
    let mut complete = 0usize;
    'tricks: for (t, trick) in r.cards.chunks(4).enumerate() {
        let led = trick[0].card.suit();
        let mut cards: Vec<(Seat, Card)> = Vec::with_capacity(4);
        for (n, c) in trick.iter().enumerate() {
            if n == 0 && c.seat != leader {
                out_of_turn_lead(rep, c, leader, t == 0, &contract);
            }
            if !hands[c.seat.index()].contains(c.card) {
                rep.problems.push(Problem::note(
                    c.pos,
                    ReplayNote::CardNotDealt {
                        seat: c.seat,
                        card: c.card,
                        trick: t + 1,
                        holder: deal.holder(c.card),
                    },
                ));
                break 'tricks;
            }
            if n > 0 && c.card.suit() != led && hands[c.seat.index()].has_suit(led) {
                rep.irregularities.push(
                    Problem::note(
                        c.pos,
                        ReplayNote::Revoke {
                            seat: c.seat,
                            card: c.card,
                            led,
                            trick: t + 1,
                        },
                    )
                    .law("61A"),
                );
            }
            hands[c.seat.index()].remove(c.card);
            cards.push((c.seat, c.card));
            rep.cards_replayed += 1;
        }
        if cards.len() == 4 {
            if let Some(w) = crate::record::trick_winner(&cards, trump) {
                won[w.side().index()] += 1;
                leader = w;
                complete += 1;
            }
        }
    }
    finish_result(
        r,
        rep,
        &contract,
        won[contract.declarer.side().index()],
        complete,
    );
}

fn out_of_turn_lead(
    rep: &mut ReplayReport,
    c: &crate::record::RecordedCard,
    proper: Seat,
    opening: bool,
    contract: &Contract,
) {
    let law = if opening {
        "54"
    } else if c.seat.side() == contract.declarer.side() {
        "55"
    } else {
        "56"
    };
    rep.irregularities.push(
        Problem::note(
            c.pos,
            ReplayNote::LeadOutOfTurn {
                seat: c.seat,
                card: c.card,
                proper,
            },
        )
        .law(law),
    );
}

/// Sets the declarer's tricks and the score from the tricks replayed and
/// the claim, and checks the claim is possible.
pub(crate) fn finish_result(
    r: &BoardRecord,
    rep: &mut ReplayReport,
    contract: &Contract,
    declarer_won: u8,
    complete: usize,
) {
    let vul = r
        .vulnerability
        .or(r.board.map(tenace_core::Vulnerability::for_board))
        .is_some_and(|v| v.is_vulnerable(contract.declarer.side()));
    if complete == 13 {
        rep.declarer_tricks = Some(declarer_won);
    } else if let Some(claim) = r.claim {
        let remaining = (13 - complete) as u8;
        if claim < declarer_won || claim > declarer_won + remaining {
            rep.problems.push(Problem::note(
                r.pos,
                ReplayNote::ImpossibleClaim {
                    claim,
                    won: declarer_won,
                    played: complete,
                    remaining,
                },
            ));
            return;
        }
        rep.notes.push(
            Problem::note(
                r.pos,
                ReplayNote::PlayStopsByClaim {
                    played: complete,
                    taken: claim - declarer_won,
                    remaining,
                },
            )
            .law("68"),
        );
        rep.declarer_tricks = Some(claim);
    }
    if let Some(t) = rep.declarer_tricks {
        rep.score_ns = Some(score_ns(contract, vul, t));
    }
}
