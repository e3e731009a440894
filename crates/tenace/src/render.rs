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
        K::CardExposedDuringAuction { card: c } => format!("{o} exposed {} during the auction", card(c)),
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
        Status::AwaitingFinding { .. } => {
            "the Director must ask whether the call accepted it (Law 29A) or was a call in turn (Law 28B)".into()
        }
        Status::Condoned { law } => format!("accepted ({law})"),
        Status::Established { law } => format!("established ({law}); the Director applies Law 64 after play"),
        Status::Cancelled { law } => format!("cancelled ({law})"),
        Status::ReviewAtEndOfPlay => "play continues; the Director judges any damage at the end of play".into(),
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

/// The result line.
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
            format!("{}: {} tricks, {how}. Score: N-S {:+}, E-W {:+}", contract(c), t, r.score_ns, -r.score_ns)
        }
        _ => "Passed out. Score: 0".to_string(),
    };
    if r.subject_to_director {
        s.push_str(" (subject to the Director's rulings above)");
    }
    s
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
    out.push('\n');
    if let Some(b) = t.awaiting_director() {
        let _ = writeln!(out, "Waiting for the Director: [{}] {} — {}.", b.id + 1, b.law, describe(b));
    } else if let Some(r) = t.result() {
        let _ = writeln!(out, "Result: {}", result(&r));
    } else {
        let _ = writeln!(out, "{}", next(st));
    }
    out
}

/// Whose turn it is, in words.
pub fn next(st: &State) -> String {
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
    }
}
