//! Text for the terminal: hand diagrams, auctions, rulings.
//!
//! The engine produces data (laws, keys, seats, cards); the words come from
//! the message catalogue (`tenace-i18n`), in the language of the [`Catalog`].
//! This module only lays them out.

use std::fmt::Write as _;

use tenace_core::{AttemptedCall, Board, Hand, Seat, Suit};
use tenace_i18n::{pad, Arg, Catalog};
use tenace_laws::{
    CallOrigin, InfoSource, LeadRightStatus, Outcome, Phase, RubberLead, State, Status, Table,
};

fn suit_line(hand: Hand, suit: Suit) -> String {
    let ranks = hand.suit_string(suit);
    format!(
        "{} {}",
        suit.symbol(),
        if ranks.is_empty() {
            "—".to_string()
        } else {
            ranks
        }
    )
}

/// The board header and a four-hand diagram.
pub fn diagram(cat: &Catalog, board: &Board) -> String {
    let mut out = String::new();
    let header = cat.message(
        "board-header",
        &[
            ("number", board.number.into()),
            ("dealer", cat.seat(board.dealer).into()),
            (
                "vulnerability",
                cat.vulnerability(board.vulnerability).into(),
            ),
        ],
    );
    let _ = writeln!(out, "{header}");
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let hand = |s: Seat| board.deal.hand(s);
    let indent = " ".repeat(16);
    out.push('\n');
    let _ = writeln!(out, "{indent}{}", cat.seat(Seat::North));
    for s in suits {
        let _ = writeln!(out, "{indent}{}", suit_line(hand(Seat::North), s));
    }
    let _ = writeln!(
        out,
        "{}{}",
        pad(&cat.seat(Seat::West), 32),
        cat.seat(Seat::East)
    );
    for s in suits {
        let _ = writeln!(
            out,
            "{:<32}{}",
            suit_line(hand(Seat::West), s),
            suit_line(hand(Seat::East), s)
        );
    }
    let _ = writeln!(out, "{indent}{}", cat.seat(Seat::South));
    for s in suits {
        let _ = writeln!(out, "{indent}{}", suit_line(hand(Seat::South), s));
    }
    out.push('\n');
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            "pbn-deal",
            &[("deal", board.deal.to_pbn(board.dealer).into())]
        )
    );
    out
}

/// The auction in four columns, West first. Irregular calls carry a note
/// number; cancelled calls are in parentheses.
pub fn auction(cat: &Catalog, state: &State) -> String {
    const WIDTH: usize = 10;
    let mut out = String::new();
    let header: String = [Seat::West, Seat::North, Seat::East, Seat::South]
        .iter()
        .map(|&s| pad(&cat.seat(s), WIDTH))
        .collect();
    let _ = writeln!(out, "{}", header.trim_end());
    let column = |s: Seat| (s.index() + 1) % 4; // West = 0, North = 1, ...
    let mut col = column(state.calls.auction.dealer);
    let mut line = " ".repeat(col * WIDTH);
    for rec in &state.calls.auction.calls {
        let target = column(rec.seat);
        if target < col {
            if !line.trim().is_empty() {
                let _ = writeln!(out, "{}", line.trim_end());
            }
            line = String::new();
            col = 0;
        }
        while col < target {
            line.push_str(&" ".repeat(WIDTH));
            col += 1;
        }
        let mut text = cat.call(rec.call);
        if let Some(id) = rec.irregularity {
            text.push_str(&format!("[{}]", id.index() + 1));
        }
        if rec.origin != CallOrigin::Player {
            text.push('*');
        }
        if rec.cancelled.is_some() {
            text = format!("({text})");
        }
        line.push_str(&pad(&text, WIDTH));
        col += 1;
        if col == 4 {
            let _ = writeln!(out, "{}", line.trim_end());
            line = String::new();
            col = 0;
        }
    }
    if !line.trim().is_empty() {
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if state
        .calls
        .auction
        .calls
        .iter()
        .any(|c| c.origin != CallOrigin::Player)
    {
        let laws = cat.laws(&["28A", "37B2", "38C"]);
        let _ = writeln!(
            out,
            "{}",
            cat.message("auction-substituted-passes", &[("laws", laws.into())])
        );
    }
    out
}

/// "[1] Law 27 — West bid 1♣, .... Now: accepted (Law 27A1)."
pub fn irregularity_line(cat: &Catalog, irr: &tenace_laws::Irregularity) -> String {
    cat.message(
        "irregularity-line",
        &[
            ("number", (irr.id + 1).into()),
            ("law", cat.law(irr.law).into()),
            ("what", cat.irregularity(irr).into()),
            ("status", cat.status(irr).into()),
        ],
    )
}

/// Everything about the table: diagram, auction, notes, tricks, result.
/// `solver` gives the engine's proposal for a claim on record; its failure
/// is the caller's to word.
pub fn table(
    cat: &Catalog,
    t: &Table,
    solver: &dyn tenace_laws::Solver,
) -> Result<String, tenace_laws::SolverError> {
    let st = t.state();
    let mut out = diagram(cat, &st.board);
    let mode = cat.text(match st.config.mode {
        tenace_laws::Mode::AutoDirector => "mode-auto-director",
        tenace_laws::Mode::Table => "mode-table",
    });
    let _ = writeln!(
        out,
        "{}\n",
        cat.message("mode-line", &[("mode", mode.into())])
    );
    let _ = writeln!(out, "{}", cat.text("heading-auction"));
    out.push_str(&auction(cat, st));
    if let Some(c) = st.play.contract {
        let _ = writeln!(
            out,
            "{}",
            cat.message("contract-line", &[("contract", cat.contract(c).into())])
        );
    }
    if !st.play.tricks.is_empty() {
        let _ = writeln!(out, "\n{}", cat.text("heading-play"));
        for (i, tr) in st.play.tricks.iter().enumerate() {
            let cards: Vec<String> = tr
                .cards()
                .map(|p| format!("{} {}", cat.seat_short(p.seat), cat.card(p.card)))
                .collect();
            let _ = write!(out, "{:>2}. {}", i + 1, cards.join("  "));
            if let Some(w) = tr.winner {
                let _ = write!(
                    out,
                    "   {}",
                    cat.message("trick-won-by", &[("seat", cat.seat(w).into())])
                );
            }
            if let Some(Some(id)) = st.play.lead_irregularities.get(i) {
                let _ = write!(out, "   [{}]", id.index() + 1);
            }
            out.push('\n');
        }
        let [ns, ew] = st.tricks_won();
        let _ = writeln!(
            out,
            "{}",
            cat.message("tricks-won", &[("ns", ns.into()), ("ew", ew.into())])
        );
    }
    if !st.play.exposed.is_empty() {
        let cards: Vec<String> = st
            .play
            .exposed
            .iter()
            .map(|e| format!("{} {}", cat.seat_short(e.seat), cat.card(e.card)))
            .collect();
        let _ = writeln!(
            out,
            "{}",
            cat.message("faced-cards", &[("cards", cat.list(&cards).into())])
        );
    }
    if !st.rect.irregularities.is_empty() {
        let _ = writeln!(out, "\n{}", cat.text("heading-irregularities"));
        for irr in &st.rect.irregularities {
            let _ = writeln!(out, "{}", irregularity_line(cat, irr));
        }
    }
    extras(cat, st, &mut out, solver)?;
    out.push('\n');
    if let Some(b) = t.awaiting_director() {
        let _ = writeln!(out, "{}", waiting_line(cat, b));
        out.push_str(&options(cat, st, b.id));
    } else if let Some(r) = t.result() {
        let _ = writeln!(
            out,
            "{}",
            cat.message("result-line", &[("result", cat.result(&r).into())])
        );
    } else {
        let _ = writeln!(out, "{}", next(cat, st));
    }
    Ok(out)
}

/// "Waiting for the Director: [1] Law 27 — ...."
pub fn waiting_line(cat: &Catalog, irr: &tenace_laws::Irregularity) -> String {
    cat.message(
        "waiting-line",
        &[
            ("number", (irr.id + 1).into()),
            ("law", cat.law(irr.law).into()),
            ("what", cat.irregularity(irr).into()),
        ],
    )
}

/// Whose turn it is, in words.
pub fn next(cat: &Catalog, st: &State) -> String {
    let seat = |s: Option<Seat>| -> Arg {
        s.map_or_else(|| cat.text("unknown-seat"), |s| cat.seat(s))
            .into()
    };
    if let Some(choice) = st.to_play().and_then(|s| st.penalty_card_choice(s)) {
        // Law 51A, RB 50: declarer names the penalty card played.
        let cards: Vec<String> = choice.cards.iter().map(|c| cat.card(c)).collect();
        return cat.message(
            "next-penalty-card-choice",
            &[
                ("player", seat(Some(choice.player))),
                ("declarer", seat(Some(choice.chooser))),
                ("cards", cat.list(&cards).into()),
                ("law", cat.law(choice.law).into()),
            ],
        );
    }
    if let Some(choice) = st.to_play().and_then(|s| st.lead_choice(s)) {
        // Law 26B, RB 26B: declarer may only forbid a suit.
        if choice.may_require.is_empty() {
            return cat.message(
                "next-lead-option-forbid",
                &[
                    ("leader", seat(Some(choice.leader))),
                    ("declarer", seat(Some(choice.chooser))),
                    ("suits", cat.suit_set(choice.may_forbid).into()),
                    ("law", cat.law(choice.law).into()),
                ],
            );
        }
    }
    if let Some((leader, law)) = st
        .to_play()
        .and_then(|s| st.lead_option_pending(s).map(|l| (s, l)))
    {
        return cat.message(
            "next-lead-option",
            &[
                ("leader", seat(Some(leader))),
                ("declarer", seat(st.play.contract.map(|c| c.declarer))),
                ("law", cat.law(law).into()),
            ],
        );
    }
    match st.phase {
        Phase::Auction => cat.message(
            "next-call",
            &[("seat", seat(Some(st.calls.auction.turn())))],
        ),
        Phase::Clarification => cat.message("next-opening-lead", &[("seat", seat(st.to_play()))]),
        Phase::Play => cat.message("next-play", &[("seat", seat(st.to_play()))]),
        Phase::Claim => cat.message(
            "next-claim",
            &[
                ("seat", seat(st.claims.claim.as_ref().map(|c| c.claimer))),
                ("law", cat.law(tenace_laws::LawRef::new("68D")).into()),
            ],
        ),
        Phase::Complete | Phase::PassedOut => cat.text("next-board-over"),
    }
}

/// A short comment on an outcome, for the demo's running commentary.
pub fn comment(cat: &Catalog, st: &State, outcome: Outcome) -> Option<String> {
    match outcome {
        Outcome::Lawful => None,
        Outcome::Irregular { id, law } => st.rect.irregularities.get(id).map(|i| {
            cat.message(
                "comment-irregular",
                &[
                    ("law", cat.law(law).into()),
                    ("what", cat.irregularity(i).into()),
                ],
            )
        }),
        Outcome::Settled { id, law } => st.rect.irregularities.get(id).map(|i| {
            let action = match i.status {
                Status::Cancelled { .. } => "cancels",
                _ => "accepts",
            };
            cat.message(
                "comment-settled",
                &[
                    ("law", cat.law(law).into()),
                    ("action", action.into()),
                    ("number", (id + 1).into()),
                ],
            )
        }),
        Outcome::Chose { law } => {
            Some(cat.message("comment-chose", &[("law", cat.law(law).into())]))
        }
    }
}

/// The options of the Director's explanation (Law 10C1), one per line.
pub fn options(cat: &Catalog, st: &State, id: usize) -> String {
    let Some(ex) = st.explanation(id) else {
        return String::new();
    };
    ex.options
        .iter()
        .map(|o| format!("  - {}\n", cat.option(o)))
        .collect()
}

/// Obligations, lead rights, penalty cards, information and review points.
fn extras(
    cat: &Catalog,
    st: &State,
    out: &mut String,
    solver: &dyn tenace_laws::Solver,
) -> Result<(), tenace_laws::SolverError> {
    if let Some(c) = &st.claims.claim {
        out.push_str(&claim(cat, st, c, solver)?);
    }
    if st.phase == Phase::Auction {
        obligations(cat, st, out);
    }
    lead_rights(cat, st, out);
    let law = |l: tenace_laws::LawRef| -> Arg { cat.law(l).into() };
    for p in &st.rect.penalty_cards {
        let args = [
            ("seat", cat.seat(p.seat).into()),
            ("card", cat.card(p.card).into()),
            ("kind", if p.major { "major" } else { "minor" }.into()),
            ("law", law(p.law)),
        ];
        let _ = writeln!(out, "{}", cat.message("penalty-card-line", &args));
    }
    information(cat, st, out);
    if !st.rect.review.is_empty() {
        let items: Vec<String> = st
            .rect
            .review
            .iter()
            .map(|r| match r.irregularity {
                Some(id) => format!("{} [{}]", cat.law(r.law), id.index() + 1),
                None => cat.law(r.law),
            })
            .collect();
        // No Director at a rubber table: the offenders redress (the
        // Proprieties), or the Arbiter under the Club Laws.
        let key = match st.config.rules {
            tenace_laws::RuleSet::Duplicate2017 => "review-line",
            tenace_laws::RuleSet::Rubber2014 => "review-line-rubber",
            tenace_laws::RuleSet::Rubber2014Club => "review-line-club",
        };
        let _ = writeln!(
            out,
            "{}",
            cat.message(key, &[("items", cat.list(&items).into())])
        );
    }
    Ok(())
}

/// Who must pass, and who must repeat a call (Laws 30-32, 72C ...).
fn obligations(cat: &Catalog, st: &State, out: &mut String) {
    let law = |l: tenace_laws::LawRef| -> Arg { cat.law(l).into() };
    for s in Seat::ALL {
        let seat = || -> Arg { cat.seat(s).into() };
        let ob = st.calls.obligations[s.index()];
        if let Some(l) = ob.pass_rest_of_auction {
            let _ = writeln!(
                out,
                "{}",
                cat.message("obligation-pass-rest", &[("seat", seat()), ("law", law(l))])
            );
        } else if let Some(l) = ob.pass_next_turn {
            let _ = writeln!(
                out,
                "{}",
                cat.message("obligation-pass-next", &[("seat", seat()), ("law", law(l))])
            );
        }
        if let Some(c) = ob.must_repeat {
            let args = [
                ("seat", seat()),
                ("call", cat.call(AttemptedCall::Call(c)).into()),
                ("laws", cat.laws(&["31A1", "32A1"]).into()),
            ];
            let _ = writeln!(out, "{}", cat.message("obligation-repeat", &args));
        }
    }
}

/// The declarer's lead rights after an irregularity of the auction (Law 26,
/// RB 26).
fn lead_rights(cat: &Catalog, st: &State, out: &mut String) {
    let law = |l: tenace_laws::LawRef| -> Arg { cat.law(l).into() };
    for r in &st.rect.lead_rights {
        let partner: Arg = cat.seat(r.offender.partner()).into();
        let text = match (r.status, r.rubber) {
            // RB 26A: declarer may require the suit of the withdrawn bid, or
            // forbid it.
            (LeadRightStatus::Pending, Some(RubberLead::RequireOrProhibit { suit })) => cat
                .message(
                    "lead-restriction-pending-require-or-forbid",
                    &[
                        ("suit", cat.suit_plural(suit).into()),
                        ("partner", partner),
                        ("law", law(r.law)),
                        ("offender", cat.seat(r.offender).into()),
                    ],
                ),
            (LeadRightStatus::Pending, _) => cat.message(
                "lead-restriction-pending",
                &[
                    ("partner", partner),
                    ("law", law(r.law)),
                    ("offender", cat.seat(r.offender).into()),
                ],
            ),
            (
                LeadRightStatus::Exercised {
                    prohibited: Some(suit),
                },
                _,
            ) => cat.message(
                "lead-restriction-forbidden",
                &[
                    ("suit", cat.suit_plural(suit).into()),
                    ("partner", partner),
                    ("law", law(r.law)),
                ],
            ),
            (LeadRightStatus::Exercised { prohibited: None }, _) => cat.message(
                "lead-restriction-none",
                &[("partner", partner), ("law", law(r.law))],
            ),
            (LeadRightStatus::Lapsed, _) => continue,
            (LeadRightStatus::NothingToForbid, _) => cat.message(
                "lead-restriction-nothing-to-forbid",
                &[
                    ("partner", partner),
                    ("law", law(r.law)),
                    ("offender", cat.seat(r.offender).into()),
                ],
            ),
        };
        let _ = writeln!(
            out,
            "{}",
            cat.message("lead-restriction-line", &[("text", text.into())])
        );
    }
}

/// The unauthorized information withdrawn calls and exposed cards leave
/// (Law 16C).
fn information(cat: &Catalog, st: &State, out: &mut String) {
    let law = |l: tenace_laws::LawRef| -> Arg { cat.law(l).into() };
    for i in &st.rect.info {
        let what = match i.source {
            InfoSource::Call { record } => st
                .calls
                .auction
                .calls
                .get(record.index())
                .map(|c| {
                    cat.message(
                        "info-withdrawn-call",
                        &[
                            ("call", cat.call(c.call).into()),
                            ("seat", cat.seat(c.seat).into()),
                        ],
                    )
                })
                .unwrap_or_default(),
            InfoSource::Card { seat, card } => cat.message(
                "info-exposed-card",
                &[
                    ("seat", cat.seat(seat).into()),
                    ("card", cat.card(card).into()),
                ],
            ),
            InfoSource::CardReplaced { seat } => {
                cat.message("info-card-replaced", &[("seat", cat.seat(seat).into())])
            }
            InfoSource::Extraneous { seat, what } => {
                let call = match what {
                    tenace_laws::Extraneous::NoAlert { record: Some(r) } => {
                        st.calls.auction.calls.get(r).map(|c| c.call)
                    }
                    _ => None,
                };
                cat.extraneous(seat, what, call)
            }
            InfoSource::Concession { seat } => cat.message(
                "info-concession-objected",
                &[("seat", cat.seat(seat).into())],
            ),
        };
        let args = [
            ("side", cat.side_long(i.unauthorized_for).into()),
            ("what", what.into()),
            ("law", law(i.law)),
        ];
        let _ = writeln!(out, "{}", cat.message("unauthorized-line", &args));
    }
}

/// The rendered text of a table, for `tenace table --json --explain`: the
/// data stays as it is, and this object carries the words beside it.
#[derive(serde::Serialize)]
pub struct Explain {
    /// The language of the texts: `en` or `zh-TW`.
    lang: &'static str,
    /// One entry per irregularity, in the order of `state.irregularities`.
    irregularities: Vec<ExplainedIrregularity>,
    /// The line about the irregularity the table waits on, if any.
    awaiting_director: Option<String>,
    /// Its options (Law 10C1), one line each: who, what, what follows.
    options: Vec<String>,
    /// The result line once the board is over.
    result: Option<String>,
    /// Whose turn it is, or that the board is over.
    next: String,
}

/// One irregularity in words.
#[derive(serde::Serialize)]
struct ExplainedIrregularity {
    id: usize,
    /// The clause, as in `state.irregularities[id].law`.
    law: &'static str,
    /// The clause as the language cites it: "Law 27", 「第 27 條」.
    law_text: String,
    /// What happened.
    text: String,
    /// Where it stands.
    status: String,
}

/// The words for table `t` in the language of `cat`.
pub fn explain(cat: &Catalog, t: &Table) -> Explain {
    let st = t.state();
    Explain {
        lang: cat.lang().tag(),
        irregularities: st
            .rect
            .irregularities
            .iter()
            .map(|irr| ExplainedIrregularity {
                id: irr.id,
                law: irr.law.as_str(),
                law_text: cat.law(irr.law),
                text: cat.irregularity(irr),
                status: cat.status(irr),
            })
            .collect(),
        awaiting_director: t.awaiting_director().map(|irr| waiting_line(cat, irr)),
        options: t
            .awaiting_director()
            .and_then(|irr| st.explanation(irr.id))
            .map(|ex| ex.options.iter().map(|o| cat.option(o)).collect())
            .unwrap_or_default(),
        result: t.result().map(|r| cat.result(&r)),
        next: next(cat, st),
    }
}

/// The claim or concession on record, its status, and (when disputed or
/// ruled) the engine's proposal with the line of play behind it.
pub fn claim(
    cat: &Catalog,
    st: &State,
    c: &tenace_laws::ClaimRecord,
    solver: &dyn tenace_laws::Solver,
) -> Result<String, tenace_laws::SolverError> {
    use tenace_laws::{ClaimKind, ClaimStatus, LawRef};
    let mut out = String::new();
    let (key, tricks) = match c.kind {
        ClaimKind::Claim(n) => ("claim-line-claim", n),
        ClaimKind::Concession(n) => ("claim-line-concede", n),
    };
    let statement = if c.statement.is_empty() {
        cat.text("claim-no-statement")
    } else {
        cat.message("claim-statement", &[("text", c.statement.clone().into())])
    };
    let _ = writeln!(
        out,
        "{}",
        cat.message(
            key,
            &[
                ("seat", cat.seat(c.claimer).into()),
                ("tricks", usize::from(tricks).into()),
                ("remaining", usize::from(c.remaining).into()),
                ("statement", statement.into()),
            ]
        )
    );
    // The law of each step under the table's rules (Laws 68-69, or RB 69,
    // 70, 71C and Club Laws 69, 70 at a rubber table).
    let rubber = st.config.rules.is_rubber();
    let declarer_claimed = st.play.contract.is_some_and(|k| k.declarer == c.claimer);
    let (agreed, contested, void) = match (rubber, declarer_claimed) {
        (false, _) => ("69A", "68D", "68B2"),
        (true, true) => ("RB 69", "CL 69", "RB 71C"),
        (true, false) => ("RB 70", "CL 70", "RB 71C"),
    };
    let status = match c.status {
        ClaimStatus::Pending => cat.text("claim-status-pending"),
        ClaimStatus::Agreed { tricks } => cat.message(
            "claim-status-agreed",
            &[
                ("tricks", usize::from(tricks).into()),
                ("law", cat.law(LawRef::new(agreed)).into()),
            ],
        ),
        ClaimStatus::Contested if c.withdrawn_by.is_some() => cat.message(
            "claim-status-withdrawn",
            &[("law", cat.law(LawRef::new("69B")).into())],
        ),
        ClaimStatus::Contested if rubber => cat.message(
            "claim-status-contested-arbiter",
            &[("law", cat.law(LawRef::new(contested)).into())],
        ),
        ClaimStatus::Contested => cat.message(
            "claim-status-contested",
            &[("law", cat.law(LawRef::new(contested)).into())],
        ),
        ClaimStatus::PlayingOn { law } => cat.message(
            "claim-status-playing-on",
            &[
                ("law", cat.law(law).into()),
                (
                    "faced",
                    cat.list(&c.faced.iter().map(|s| cat.seat(*s)).collect::<Vec<_>>())
                        .into(),
                ),
            ],
        ),
        ClaimStatus::Awarded { tricks, law } => cat.message(
            "claim-status-awarded",
            &[
                ("tricks", usize::from(tricks).into()),
                ("law", cat.law(law).into()),
            ],
        ),
        ClaimStatus::Void => cat.message(
            "claim-status-void",
            &[("law", cat.law(LawRef::new(void)).into())],
        ),
        ClaimStatus::PlayedOn => cat.message(
            "claim-status-played-on",
            &[("law", cat.law(LawRef::new("68D2(b)")).into())],
        ),
    };
    let _ = writeln!(
        out,
        "{}",
        cat.message("claim-now", &[("status", status.into())])
    );
    if c.conceded_won_standing() > 0 {
        let args = [
            ("tricks", usize::from(c.conceded_won).into()),
            (
                "law",
                cat.law(LawRef::new(if rubber { "RB 71A" } else { "71A" }))
                    .into(),
            ),
        ];
        let _ = writeln!(out, "{}", cat.message("claim-conceded-won", &args));
    }
    if let Some(draw) = c.draw_trumps {
        let key = if draw {
            "claim-trumps-draw"
        } else {
            "claim-trumps-leave"
        };
        let _ = writeln!(
            out,
            "{}",
            cat.message(key, &[("law", cat.law(LawRef::new("RB 69B")).into())])
        );
    }
    if matches!(
        c.status,
        ClaimStatus::Contested | ClaimStatus::Awarded { .. }
    ) {
        out.push_str(&proposal(cat, st, solver)?);
    }
    Ok(out)
}

/// One card of the adjudicated line, with the rule that decided it.
fn claim_play(cat: &Catalog, p: &tenace_claims::ExplainedPlay) -> String {
    use tenace_claims::Decision;
    let base = [
        ("trick", usize::from(p.trick).into()),
        ("seat", cat.seat(p.seat).into()),
        ("card", cat.card(p.card).into()),
    ];
    let mut args: Vec<(&str, Arg)> = base.into_iter().collect();
    let key = match &p.decision {
        Decision::Forced => "claim-play-forced",
        Decision::Stated { directive } => {
            args.push(("step", (directive + 1).into()));
            "claim-play-stated"
        }
        Decision::Normal => "claim-play-normal",
        Decision::Careless { law, best, cost } => {
            args.push(("best", cat.card(*best).into()));
            args.push(("cost", usize::from(*cost).into()));
            args.push((
                "law",
                cat.law(tenace_laws::LawRef::new(law.reference())).into(),
            ));
            "claim-play-careless"
        }
        Decision::Defence => {
            args.push(("law", cat.law(tenace_laws::LawRef::new("70A")).into()));
            "claim-play-defence"
        }
    };
    let mut line = cat.message(key, &args);
    if let Some(w) = p.trick_won_by {
        line.push_str(&cat.message("claim-trick-won", &[("seat", cat.seat(w).into())]));
    }
    line
}

/// The engine's proposal for the claim on record (Law 70), with the line of
/// play behind it, card by card; `solver` answers the double-dummy
/// questions, and its failure is the caller's to word.
pub fn proposal(
    cat: &Catalog,
    st: &State,
    solver: &dyn tenace_laws::Solver,
) -> Result<String, tenace_laws::SolverError> {
    use tenace_laws::LawRef;
    let mut out = String::new();
    if st
        .claims
        .claim
        .as_ref()
        .is_some_and(|c| c.withdrawn_by.is_some())
    {
        // Law 69B: a withdrawn agreement is reviewed, not adjudicated.
        if let Some(r) = st.agreement_review(solver)? {
            let _ = writeln!(
                out,
                "{}",
                cat.message(
                    "claim-review",
                    &[
                        ("law", cat.law(LawRef::new("69B")).into()),
                        ("played", usize::from(r.played_on).into()),
                        ("claimed", usize::from(r.claimed).into()),
                        ("restore", usize::from(r.restore).into()),
                    ]
                )
            );
            if r.needs_non_obvious_defence {
                let _ = writeln!(out, "  {}", cat.text("claim-review-non-obvious"));
            }
            if r.hand_faced {
                let _ = writeln!(out, "  {}", cat.text("claim-review-hand-shown"));
            }
        }
        return Ok(out);
    }
    if let Some(a) = st.claim_proposal(&tenace_laws::AdjudicationOptions::default(), solver)? {
        let _ = writeln!(
            out,
            "{}",
            cat.message(
                "claim-proposal",
                &[
                    (
                        "tricks",
                        usize::from(a.tricks_awarded_to_claimer_side).into()
                    ),
                    ("remaining", usize::from(a.remaining).into()),
                    ("dd", usize::from(a.double_dummy).into()),
                    ("law", cat.law(LawRef::new("70")).into()),
                ]
            )
        );
        for p in &a.line {
            let _ = writeln!(out, "  {}", claim_play(cat, p));
        }
    }
    Ok(out)
}
