//! English text for the terminal: hand diagrams, auctions, rulings.
//!
//! The engine produces data (laws, keys, seats, cards); this module is the
//! edge where it becomes words.

use std::fmt::Write as _;

use tenace_core::{AttemptedCall, Board, Call, Card, Hand, Seat, Suit};
use tenace_laws::{BoardResult, Irregularity, IrregularityKind, Outcome, Phase, State, Status, Table, TurnOf};

/// A card with its suit symbol: ♠A, ♥T.
pub fn card(c: Card) -> String {
    c.symbol_string()
}

/// A call with suit symbols: 1♥, 3NT, Pass, X, XX.
pub fn call(c: AttemptedCall) -> String {
    match c {
        AttemptedCall::Call(Call::Bid(b)) => format!("{}{}", b.level(), b.strain().symbol()),
        AttemptedCall::Call(other) => other.to_string(),
        AttemptedCall::OverSeven { level, strain } => format!("{level}{}", strain.symbol()),
    }
}

/// "North", "East", ...
pub fn seat(s: Seat) -> &'static str {
    s.name()
}

fn suit_line(hand: Hand, suit: Suit) -> String {
    let ranks = hand.suit_string(suit);
    format!("{} {}", suit.symbol(), if ranks.is_empty() { "—".to_string() } else { ranks })
}

/// The board header and a four-hand diagram.
pub fn diagram(board: &Board) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Board {}    Dealer {}    Vulnerable {}",
        board.number,
        seat(board.dealer),
        board.vulnerability
    );
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let hand = |s: Seat| board.deal.hand(s);
    let pad = " ".repeat(16);
    out.push('\n');
    let _ = writeln!(out, "{pad}North");
    for s in suits {
        let _ = writeln!(out, "{pad}{}", suit_line(hand(Seat::North), s));
    }
    let _ = writeln!(out, "{:<32}East", "West");
    for s in suits {
        let _ = writeln!(out, "{:<32}{}", suit_line(hand(Seat::West), s), suit_line(hand(Seat::East), s));
    }
    let _ = writeln!(out, "{pad}South");
    for s in suits {
        let _ = writeln!(out, "{pad}{}", suit_line(hand(Seat::South), s));
    }
    out.push('\n');
    let _ = writeln!(out, "PBN deal: {}", board.deal.to_pbn(board.dealer));
    out
}

/// The auction in four columns, West first. Irregular calls carry a note
/// number; cancelled calls are in parentheses.
pub fn auction(state: &State) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{:<10}{:<10}{:<10}{}", "West", "North", "East", "South");
    let column = |s: Seat| (s.index() + 1) % 4; // West = 0, North = 1, ...
    let mut col = column(state.auction.dealer);
    let mut line = " ".repeat(col * 10);
    for rec in &state.auction.calls {
        let target = column(rec.seat);
        if target < col {
            if !line.trim().is_empty() {
                let _ = writeln!(out, "{}", line.trim_end());
            }
            line = String::new();
            col = 0;
        }
        while col < target {
            line.push_str(&" ".repeat(10));
            col += 1;
        }
        let mut text = call(rec.call);
        if let Some(id) = rec.irregularity {
            text.push_str(&format!("[{}]", id + 1));
        }
        if rec.origin != tenace_laws::CallOrigin::Player {
            text.push('*');
        }
        if rec.cancelled.is_some() {
            text = format!("({text})");
        }
        line.push_str(&format!("{text:<10}"));
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
    if state.auction.calls.iter().any(|c| c.origin != tenace_laws::CallOrigin::Player) {
        out.push_str("(* a pass the Laws substituted or deemed made: Laws 28A, 37B2, 38C)\n");
    }
    out
}

fn relation(t: TurnOf) -> &'static str {
    match t {
        TurnOf::Partner => "partner's",
        TurnOf::RightHandOpponent => "right-hand opponent's",
        TurnOf::LeftHandOpponent => "left-hand opponent's",
    }
}

/// One sentence saying what happened.
pub fn describe(irr: &Irregularity) -> String {
    use IrregularityKind as K;
    let o = seat(irr.offender);
    match irr.kind {
        K::CardExposedDuringAuction { card: c, led } => format!(
            "{o} {} {} during the auction",
            if led { "led" } else { "exposed" },
            card(c)
        ),
        K::CallWhileRequiredToPass { call: c, obligation } => format!(
            "{o} called {} while required to pass ({obligation})",
            call(AttemptedCall::Call(c))
        ),
        K::ProhibitedLead { card: c, prohibited, trick } => format!(
            "{o} led {} to trick {trick}, a {} — the suit declarer had forbidden (Law 26B) — while holding another suit: a revoke",
            card(c),
            suit_name(prohibited)
        ),
        K::RestrictionBreached { card: c, trick, source } => format!(
            "{o} played {} to trick {trick} against the restriction declarer chose ({source}) while able to comply: a revoke",
            card(c)
        ),
        K::PenaltyCardNotPlayed { card: c, penalty_card, trick } => format!(
            "{o} played {} to trick {trick} instead of the penalty card {}",
            card(c),
            card(penalty_card)
        ),
        K::DeclarerExposedCard { card: c } => format!("{} was exposed from {o}'s hand", card(c)),
        K::DefenderExposedCard { card: c } => format!("{o} exposed {}", card(c)),
        K::ChangeOfCall { original, replacement } => format!(
            "{o} changed {} to {} before the next player called",
            call(original),
            call(replacement)
        ),
        K::InsufficientBid { bid, last_bid } => format!(
            "{o} bid {}, which does not supersede {}: an insufficient bid",
            call(AttemptedCall::Call(Call::Bid(bid))),
            call(AttemptedCall::Call(Call::Bid(last_bid)))
        ),
        K::PrematureReplacement { insufficient, replacement } => format!(
            "{o} replaced the insufficient {} with {} before the Director ruled",
            call(AttemptedCall::Call(Call::Bid(insufficient))),
            call(replacement)
        ),
        K::PassOutOfRotation { turn, turn_of } => {
            format!("{o} passed out of rotation, at {}'s turn (his {} turn)", seat(turn), relation(turn_of))
        }
        K::BidOutOfRotation { bid, turn, turn_of } => format!(
            "{o} bid {} out of rotation, at {}'s turn (his {} turn)",
            call(AttemptedCall::Call(Call::Bid(bid))),
            seat(turn),
            relation(turn_of)
        ),
        K::DoubleOutOfRotation { call: c, turn, turn_of } => format!(
            "{o} called {} out of rotation, at {}'s turn (his {} turn)",
            call(AttemptedCall::Call(c)),
            seat(turn),
            relation(turn_of)
        ),
        K::InadmissibleDouble { call: c, in_rotation } => format!(
            "{o} called {}{}, which the auction does not permit (Law 19)",
            call(AttemptedCall::Call(c)),
            if in_rotation { "" } else { " out of rotation" }
        ),
        K::BidAboveSeven { level, strain } => format!("{o} bid {level}{} — above the seven level", strain.symbol()),
        K::CallAfterFinalPass { call: c } => format!("{o} called {} after the auction had ended", call(c)),
        K::FaceDownLeadOutOfTurn { card: c, proper_leader } => format!(
            "{o} led {} face down, but {} is on lead",
            card(c),
            seat(proper_leader)
        ),
        K::OpeningLeadOutOfTurn { card: c, proper_leader } => format!(
            "{o} faced the opening lead {}, but {} was on lead",
            card(c),
            seat(proper_leader)
        ),
        K::DeclaringSideOpeningLead { card: c, proper_leader } => format!(
            "{o}, of the declaring side, tried to make the opening lead with {}; {} is on lead",
            card(c),
            seat(proper_leader)
        ),
        K::DeclarerLeadOutOfTurn { card: c, proper_leader } => format!(
            "{} was led from {o}'s hand, but the lead was {}'s",
            card(c),
            seat(proper_leader)
        ),
        K::DefenderLeadOutOfTurn { card: c, proper_leader } => {
            format!("{o} led {} out of turn; the lead was {}'s", card(c), seat(proper_leader))
        }
        K::ProperLeadAfterLeadOutOfTurn { card: c, irregular_lead } => format!(
            "{o}, whose lead it was, led {} after the lead out of turn of {}",
            card(c),
            card(irregular_lead)
        ),
        K::PrematureLeadOrPlay { card: c, lead } => format!(
            "{o} {} {} before his partner had played to the trick",
            if lead { "led" } else { "played" },
            card(c)
        ),
        K::PlayAtRightHandOpponentsTurn { card: c } => {
            format!("{o} played {} at his right-hand opponent's turn", card(c))
        }
        K::DeclarerPrematurePlay { card: c } => format!("{} was played from {o}'s hand before its turn", card(c)),
        K::CardAddedToTrick { card: c } => format!("{o} added {} to a trick he had already played to", card(c)),
        K::Revoke { card: c, suit_led, trick } => format!(
            "{o} played {} to trick {trick} while holding a {}: a revoke",
            card(c),
            suit_name(suit_led)
        ),
        K::DummyIndicatedCard { card: c } => format!("dummy ({o}) indicated {} without declarer's instruction", card(c)),
        K::DummyDrewAttention => format!("dummy ({o}) drew attention to an irregularity during the play"),
    }
}

fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Clubs => "club",
        Suit::Diamonds => "diamond",
        Suit::Hearts => "heart",
        Suit::Spades => "spade",
    }
}

/// Where the irregularity stands, in words.
pub fn status(irr: &Irregularity) -> String {
    match irr.status {
        Status::Unnoticed => "nobody has drawn attention to it yet".into(),
        Status::AwaitingDirector => format!("the table waits for the Director{}", who_may_accept(irr)),
        Status::AwaitingFinding { question } => match question {
            tenace_laws::Question::AcceptedOrOwnTurn => {
                "the Director must ask whether the call accepted it (Law 29A) or was a call in turn (Law 28B)".into()
            }
            tenace_laws::Question::Unintended => "the Director must find whether the first call was unintended (Law 25A)".into(),
            tenace_laws::Question::ReplacementClass => {
                "the Director must rule how the replacement qualifies under Law 27B1".into()
            }
            tenace_laws::Question::Comparable => {
                "the Director must rule whether the replacement is comparable to the withdrawn call (Law 23A)".into()
            }
        },
        Status::Condoned { law } => format!("accepted ({law})"),
        Status::Established { law } => format!("established ({law}); Law 64 applies after play"),
        Status::Cancelled { law } => format!("cancelled ({law})"),
        Status::ReviewAtEndOfPlay => "play continues; the Director judges any damage at the end of play".into(),
        Status::FollowUp => "cancelled; what follows depends on the offender's next call".into(),
        Status::Rectified { law } => format!("rectified ({law})"),
    }
}

fn who_may_accept(irr: &Irregularity) -> String {
    use IrregularityKind as K;
    let o = irr.offender;
    match irr.kind {
        K::InsufficientBid { .. } => format!("; {} may accept it (Law 27A1)", seat(o.lho())),
        k if k.is_call_out_of_rotation() => format!("; {} may accept it (Law 29A)", seat(o.lho())),
        K::OpeningLeadOutOfTurn { .. } => "; declarer chooses among the options of Law 54".into(),
        K::DefenderLeadOutOfTurn { .. } => "; declarer may accept it (Law 56A)".into(),
        K::DeclarerLeadOutOfTurn { .. } => "; either defender may accept it (Law 55A)".into(),
        _ => String::new(),
    }
}

/// "4♥ by South".
pub fn contract(c: tenace_core::Contract) -> String {
    format!(
        "{}{}{} by {}",
        c.bid.level(),
        c.bid.strain().symbol(),
        c.doubling.suffix(),
        seat(c.declarer)
    )
}

/// The result line, with any Law 64 transfers.
pub fn result(r: &BoardResult) -> String {
    let mut s = match (r.contract, r.declarer_tricks) {
        (Some(c), Some(t)) => {
            let need = c.bid.tricks_needed();
            let how = if t >= need {
                if t == need {
                    "made exactly".to_string()
                } else {
                    format!("made with {} overtrick{}", t - need, if t - need == 1 { "" } else { "s" })
                }
            } else {
                format!("down {}", need - t)
            };
            let moved: Vec<String> = r
                .transfers
                .iter()
                .map(|tr| {
                    if tr.tricks == 0 {
                        format!("no transfer for revoke [{}] ({})", tr.irregularity + 1, tr.law)
                    } else {
                        format!(
                            "{} trick{} to {} for revoke [{}] ({})",
                            tr.tricks,
                            if tr.tricks == 1 { "" } else { "s" },
                            side_name(tr.to),
                            tr.irregularity + 1,
                            tr.law
                        )
                    }
                })
                .collect();
            let play = match r.tricks_in_play {
                Some(p) if !moved.is_empty() => format!("{p} tricks in play; {}; ", moved.join("; ")),
                _ => String::new(),
            };
            format!("{}: {play}{} tricks, {how}. Score: N-S {:+}, E-W {:+}", contract(c), t, r.score_ns, -r.score_ns)
        }
        _ => "Passed out. Score: 0".to_string(),
    };
    if r.subject_to_director {
        s.push_str(" (subject to the Director's rulings above)");
    }
    s
}

fn side_name(s: tenace_core::Side) -> &'static str {
    match s {
        tenace_core::Side::NorthSouth => "North-South",
        tenace_core::Side::EastWest => "East-West",
    }
}

/// Everything about the table: diagram, auction, notes, tricks, result.
pub fn table(t: &Table) -> String {
    let st = t.state();
    let mut out = diagram(&st.board);
    let _ = writeln!(
        out,
        "Mode: {}\n",
        match st.config.mode {
            tenace_laws::Mode::AutoDirector => "auto-director",
            tenace_laws::Mode::Table => "table",
        }
    );
    out.push_str("Auction\n");
    out.push_str(&auction(st));
    if let Some(c) = st.contract {
        let _ = writeln!(out, "Contract: {}", contract(c));
    }
    if !st.tricks.is_empty() {
        out.push_str("\nPlay\n");
        for (i, tr) in st.tricks.iter().enumerate() {
            let cards: Vec<String> = tr.cards().map(|p| format!("{} {}", p.seat, card(p.card))).collect();
            let _ = write!(out, "{:>2}. {}", i + 1, cards.join("  "));
            if let Some(w) = tr.winner {
                let _ = write!(out, "   won by {}", seat(w));
            }
            if let Some(Some(id)) = st.lead_irregularities.get(i) {
                let _ = write!(out, "   [{}]", id + 1);
            }
            out.push('\n');
        }
        let [ns, ew] = st.tricks_won();
        let _ = writeln!(out, "Tricks: N-S {ns}, E-W {ew}");
    }
    if !st.exposed.is_empty() {
        let cards: Vec<String> = st.exposed.iter().map(|e| format!("{} {}", e.seat, card(e.card))).collect();
        let _ = writeln!(out, "Faced cards not yet played: {}", cards.join(", "));
    }
    if !st.irregularities.is_empty() {
        out.push_str("\nIrregularities\n");
        for irr in &st.irregularities {
            let _ = writeln!(out, "[{}] {} — {}. Now: {}.", irr.id + 1, irr.law, describe(irr), status(irr));
        }
    }
    extras(st, &mut out);
    out.push('\n');
    if let Some(b) = t.awaiting_director() {
        let _ = writeln!(out, "Waiting for the Director: [{}] {} — {}.", b.id + 1, b.law, describe(b));
        out.push_str(&options(st, b.id));
    } else if let Some(r) = t.result() {
        let _ = writeln!(out, "Result: {}", result(&r));
    } else {
        let _ = writeln!(out, "{}", next(st));
    }
    out
}

/// Whose turn it is, in words.
pub fn next(st: &State) -> String {
    if let Some((leader, l)) = st.to_play().and_then(|s| st.lead_option_pending(s).map(|l| (s, l))) {
        let d = st.contract.map_or("Declarer", |c| seat(c.declarer));
        return format!("{} is to lead; first {d} (declarer) exercises his option ({l}): require or forbid a suit, or neither.", seat(leader));
    }
    match st.phase {
        Phase::Auction => format!("{} to call.", seat(st.auction.turn())),
        Phase::Clarification => format!(
            "The auction is over; {} to make the opening lead.",
            st.to_play().map_or("?", seat)
        ),
        Phase::Play => format!("{} to play.", st.to_play().map_or("?", seat)),
        Phase::Complete | Phase::PassedOut => "The board is over.".into(),
    }
}

/// A short comment on an outcome, for the demo's running commentary.
pub fn comment(st: &State, outcome: Outcome) -> Option<String> {
    match outcome {
        Outcome::Lawful => None,
        Outcome::Irregular { id, law } => st
            .irregularities
            .get(id)
            .map(|i| format!("{law}: {}", describe(i))),
        Outcome::Settled { id, law } => st.irregularities.get(id).map(|i| {
            let what = match i.status {
                Status::Cancelled { .. } => "cancels",
                _ => "accepts",
            };
            format!("{law}: this {what} irregularity [{}]", id + 1)
        }),
        Outcome::Chose { law } => Some(format!("{law}: declarer's option")),
    }
}

/// The options of the Director's explanation (Law 10C1), one per line.
pub fn options(st: &State, id: usize) -> String {
    let Some(ex) = st.explanation(id) else { return String::new() };
    let mut out = String::new();
    for o in &ex.options {
        let who = match o.chooser {
            tenace_laws::Chooser::Player { seat: s } => seat(s).to_string(),
            tenace_laws::Chooser::Director => "Director".to_string(),
        };
        let action = match o.action {
            tenace_laws::OptionKind::Accept => "accepts".to_string(),
            tenace_laws::OptionKind::Decline => "does not accept".to_string(),
            tenace_laws::OptionKind::Call { sufficient_or_pass: false } => "calls".to_string(),
            tenace_laws::OptionKind::Call { sufficient_or_pass: true } => "bids sufficiently or passes".to_string(),
            tenace_laws::OptionKind::Rule { ruling } => format!("rules: {}", ruling_text(ruling)),
            tenace_laws::OptionKind::ProhibitLead => "forbids a suit or none".to_string(),
            tenace_laws::OptionKind::SpreadHand => "spreads his hand".to_string(),
            tenace_laws::OptionKind::PlayOption => {
                "chooses: highest or lowest of the suit led, or a suit to play or not to play".to_string()
            }
        };
        let _ = writeln!(
            out,
            "  - {who} {action} → {} ({}){}",
            effect_text(o.effect),
            o.law,
            if o.suggested { " [suggested]" } else { "" }
        );
    }
    out
}

fn ruling_text(r: tenace_laws::Ruling) -> String {
    use tenace_laws::{ReplacementClass as C, Ruling as R};
    match r {
        R::CallerIntended { accepted: true } => "he accepted the call".into(),
        R::CallerIntended { accepted: false } => "he took his own turn".into(),
        R::Unintended { unintended: true } => "the call was unintended".into(),
        R::Unintended { unintended: false } => "the change was intended".into(),
        R::Replacement { class: C::LowestSameDenominations } => "lowest sufficient bid in the same denomination(s)".into(),
        R::Replacement { class: C::Comparable } => "a comparable call".into(),
        R::Replacement { class: C::Neither } => "neither".into(),
        R::Comparable { comparable: true } => "comparable".into(),
        R::Comparable { comparable: false } => "not comparable".into(),
        R::SpecifiedSuits { offender, suits } => format!("{} specified {suits}", seat(offender)),
    }
}

/// English for the effect keys of the engine's options.
pub fn effect_text(key: &str) -> &'static str {
    match key {
        "ib-accepted" => "the insufficient bid stands and the auction continues",
        "ib-must-be-replaced" => "the offender must replace it; what follows depends on the replacement",
        "ib-replaced-lowest-same-denomination" => "if the lowest sufficient bid in the same denomination(s): no further rectification",
        "ib-replaced-comparable" => "if a comparable call: no further rectification",
        "ib-replaced-other-partner-barred" => "any other sufficient bid or pass: partner must pass for the rest of the auction; lead restrictions may apply",
        "ib-replaced-double-not-comparable" => "a double or redouble that is not comparable is cancelled; then as above",
        "ib-replaced-insufficient-again" => "another insufficient bid may be accepted; if not, as above",
        "ib-replace-sufficient-or-pass" => "partner must pass for the rest of the auction; lead restrictions may apply",
        "change-accepted" => "the substituted call stands",
        "change-cancelled" => "the substituted call is cancelled and the first call stands",
        "oor-accepted" => "the call stands; any player skipped loses his turn",
        "oor-pass-rho-must-pass" => "cancelled; the offender must pass at his next turn",
        "oor-pass-partner-comparable" => "cancelled; partner calls freely; if the offender's next call is not comparable, partner must pass once",
        "oor-bid-rho" => "cancelled; if the next player passes the offender repeats his bid; otherwise as for a comparable call",
        "oor-bid-partner-comparable" => "cancelled; if the offender's next call is not comparable, partner must pass once and lead restrictions may apply",
        "oor-double-rho" => "cancelled; if the next player passes the offender repeats it; otherwise as for a comparable call",
        "oor-double-partner-comparable" => "cancelled; if the offender's next call is not comparable, partner must pass once",
        "oor-cancelled-own-turn" => "the call out of rotation is cancelled without rectification",
        "substitute-legal-call" => "any legal call; partner must pass for the rest of the auction",
        "opening-lead-accepted" => "the lead stands; declarer plays next from his own hand and dummy is spread",
        "lead-accepted" => "the lead stands",
        "declarer-becomes-dummy" => "he becomes dummy and his partner declarer; the lead stands",
        "lead-refused-penalty-card" => "the card becomes a major penalty card and the proper leader leads (declarer's Law 50D2 option may follow)",
        "declarer-lead-retracted" => "the card goes back and the lead is made from the correct hand",
        "illegal-card-accepted" => "the card stands and the penalty card remains",
        "penalty-card-substituted" => "the penalty card is played instead; the illegal card becomes a major penalty card",
        "partner-play-restricted" => "the offender's card is a major penalty card; his partner plays as declarer requires",
        "unintended-call-replaced" => "the intended call replaces it, with no lead restriction",
        "intended-change" => "the left-hand opponent may accept the substitute",
        "no-further-rectification" => "no further rectification (the Director may adjust after play)",
        "partner-passes-rest-lead-restriction" => "partner must pass for the rest of the auction; lead restrictions may apply",
        "double-cancelled-partner-barred" => "the replacement is cancelled; partner is barred; the offender bids sufficiently or passes",
        "partner-passes-next-lead-restriction" => "partner must pass at his next turn; lead restrictions may apply",
        "lead-restriction" => "declarer may forbid one suit at partner's first lead",
        _ => "see the law",
    }
}

/// Obligations, lead rights, penalty cards, information and review points.
fn extras(st: &State, out: &mut String) {
    if st.phase == Phase::Auction {
        for s in Seat::ALL {
            let ob = st.obligations[s.index()];
            if let Some(l) = ob.pass_rest_of_auction {
                let _ = writeln!(out, "{} must pass for the rest of the auction ({l}).", seat(s));
            } else if let Some(l) = ob.pass_next_turn {
                let _ = writeln!(out, "{} must pass at his next turn ({l}).", seat(s));
            }
            if let Some(c) = ob.must_repeat {
                let _ = writeln!(out, "{} must repeat {} (Laws 31A1, 32A1).", seat(s), call(AttemptedCall::Call(c)));
            }
        }
    }
    for r in &st.lead_rights {
        let text = match r.status {
            tenace_laws::LeadRightStatus::Pending => format!(
                "declarer may forbid one suit at {}'s first turn to lead ({}; {} offended)",
                seat(r.offender.partner()),
                r.law,
                seat(r.offender)
            ),
            tenace_laws::LeadRightStatus::Exercised { prohibited: Some(su) } => format!(
                "declarer forbade {}s to {} ({})",
                suit_name(su),
                seat(r.offender.partner()),
                r.law
            ),
            tenace_laws::LeadRightStatus::Exercised { prohibited: None } => {
                format!("declarer forbade no suit to {} ({})", seat(r.offender.partner()), r.law)
            }
            tenace_laws::LeadRightStatus::Lapsed => continue,
        };
        let _ = writeln!(out, "Lead restriction: {text}.");
    }
    for p in &st.penalty_cards {
        let _ = writeln!(
            out,
            "Penalty card: {} {} ({}, {}).",
            seat(p.seat),
            card(p.card),
            if p.major { "major" } else { "minor" },
            p.law
        );
    }
    for i in &st.info {
        let what = match i.source {
            tenace_laws::InfoSource::Call { record } => st
                .auction
                .calls
                .get(record)
                .map(|c| format!("the withdrawn {} by {}", call(c.call), seat(c.seat)))
                .unwrap_or_default(),
            tenace_laws::InfoSource::Card { seat: s, card: c } => format!("{}'s exposed {}", seat(s), card(c)),
        };
        let side = match i.unauthorized_for {
            tenace_core::Side::NorthSouth => "North-South",
            tenace_core::Side::EastWest => "East-West",
        };
        let _ = writeln!(out, "Unauthorized for {side}: {what} ({}).", i.law);
    }
    if !st.review.is_empty() {
        let items: Vec<String> = st
            .review
            .iter()
            .map(|r| match r.irregularity {
                Some(id) => format!("{} [{}]", r.law, id + 1),
                None => r.law.to_string(),
            })
            .collect();
        let _ = writeln!(out, "For the Director after play: {}.", items.join(", "));
    }
}
