//! A format-neutral record of one board: what PBN and LIN both describe,
//! with every call and card attributed to its seat and put in the order it
//! was made. Conversions between the formats and the import into the table
//! engine go through it.

use serde::Serialize;
use tenace_core::{
    AttemptedCall, Bid, Call, Card, Contract, Deal, Hand, Seat, Strain, Suit, Vulnerability,
};

use crate::error::{Format, Warning};
use crate::lin::{self, LinBoard, LinItem};
use crate::note::WarningKind;
use crate::pbn::model::*;
use crate::pos::Pos;

/// A call with the seat that made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordedCall {
    pub seat: Seat,
    pub call: AttemptedCall,
    /// Alerted (LIN `!`, or a PBN note reference).
    pub alert: bool,
    /// The explanation (LIN `an`, or the text of the PBN note).
    pub explanation: Option<String>,
    /// The record marks the bid as an accepted insufficient bid (`^I`).
    pub marked_insufficient: bool,
    pub pos: Pos,
}

/// A card with the hand it came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RecordedCard {
    pub seat: Seat,
    pub card: Card,
    /// `^R` or `^L` in the record.
    pub mark: Option<PlayMark>,
    pub pos: Pos,
}

/// How the auction of a record ended (Law 22, in tenace-core).
pub use tenace_core::rules::AuctionOutcome;

/// One board as recorded, whatever the format.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardRecord {
    pub format: Format,
    /// 1-based position of the game or board in its file.
    pub index: usize,
    pub pos: Pos,
    pub board: Option<u32>,
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    /// The hands known (a partial deal has `None`s).
    pub hands: [Option<Hand>; 4],
    /// Player names by seat.
    pub players: [Option<String>; 4],
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub scoring: Option<String>,
    /// Calls in the order made.
    pub calls: Vec<RecordedCall>,
    /// The record says the auction is not complete (PBN `*` or `+`).
    pub auction_cut: bool,
    /// Cards in the order played, as far as the record allows.
    pub cards: Vec<RecordedCard>,
    /// Declarer's total tricks when the play stopped early by a claim or
    /// concession (LIN `mc`, or the PBN Result of a play that stops).
    pub claim: Option<u8>,
    /// The Contract tag, when the record has one.
    pub contract_tag: Option<ContractTag>,
    pub declarer_tag: Option<DeclarerTag>,
    /// The tricks the record says declarer won.
    pub result: Option<u8>,
    /// The Result tag is marked `^` (differs from the tricks won).
    pub result_disputed: bool,
    /// Other PBN tags (name, value), kept for PBN output.
    pub extra_tags: Vec<(String, String)>,
    /// LIN `nt` notes.
    pub notes: Vec<String>,
    /// What could not be carried over from the source.
    pub problems: Vec<Warning>,
}

/// The seat that wins a trick of `cards` (in play order) with `trump`
/// (Law 44, in tenace-core).
pub fn trick_winner(cards: &[(Seat, Card)], trump: Option<Suit>) -> Option<Seat> {
    tenace_core::rules::trick_winner(cards.iter().copied(), trump).map(|(seat, _)| seat)
}

/// How an auction (calls with seats) ended, following the calls as made:
/// the contract is the last bid, doubled or redoubled after it, declared by
/// the first player of the last bidder's side to name its strain (Law 22,
/// in tenace-core).
pub fn auction_outcome(calls: &[(Seat, Call)]) -> AuctionOutcome {
    tenace_core::rules::auction_outcome(calls.iter().copied())
}

/// [`auction_outcome`] over any sequence of calls.
pub fn auction_outcome_of(calls: impl IntoIterator<Item = (Seat, Call)>) -> AuctionOutcome {
    tenace_core::rules::auction_outcome(calls)
}

impl BoardRecord {
    /// A record with nothing in it yet.
    pub fn new(format: Format, index: usize) -> BoardRecord {
        BoardRecord::empty(format, index, Pos::default())
    }

    fn empty(format: Format, index: usize, pos: Pos) -> BoardRecord {
        BoardRecord {
            format,
            index,
            pos,
            board: None,
            dealer: None,
            vulnerability: None,
            hands: [None; 4],
            players: Default::default(),
            event: None,
            site: None,
            date: None,
            scoring: None,
            calls: Vec::new(),
            auction_cut: false,
            cards: Vec::new(),
            claim: None,
            contract_tag: None,
            declarer_tag: None,
            result: None,
            result_disputed: false,
            extra_tags: Vec::new(),
            notes: Vec::new(),
            problems: Vec::new(),
        }
    }

    /// The full deal, if known.
    pub fn deal(&self) -> Option<Deal> {
        complete_deal(&self.hands)
    }

    /// The outcome of the recorded calls.
    pub fn auction_outcome(&self) -> AuctionOutcome {
        auction_outcome_of(
            self.calls
                .iter()
                .filter_map(|c| Some((c.seat, c.call.call()?))),
        )
    }

    /// The contract: from the auction when it is complete, otherwise from
    /// the Contract and Declarer tags.
    pub fn contract(&self) -> Option<Contract> {
        match self.auction_outcome() {
            AuctionOutcome::Contract(c) => Some(c),
            AuctionOutcome::PassedOut => None,
            AuctionOutcome::Incomplete => match (self.contract_tag, self.declarer_tag) {
                (Some(ContractTag::Contract { bid, doubling }), Some(d)) => {
                    Some(Contract::new(bid, doubling, d.seat))
                }
                _ => None,
            },
        }
    }

    /// Whether the board was passed out, by the auction or the tags.
    pub fn passed_out(&self) -> bool {
        match self.auction_outcome() {
            AuctionOutcome::PassedOut => true,
            AuctionOutcome::Contract(_) => false,
            AuctionOutcome::Incomplete => self.contract_tag == Some(ContractTag::Passed),
        }
    }

    /// The trump strain: of the contract, or of the Contract tag alone.
    pub fn strain(&self) -> Option<Strain> {
        self.contract()
            .map(|c| c.bid.strain())
            .or_else(|| self.contract_tag.and_then(|t| t.strain()))
    }

    /// The tricks of the recorded play, grouped as played.
    pub fn tricks(&self) -> Vec<&[RecordedCard]> {
        self.cards.chunks(4).collect()
    }

    /// Tricks won by each side in the complete tricks of the record
    /// (`[NS, EW]`), with the trump of [`BoardRecord::strain`].
    pub fn tricks_won(&self) -> [u8; 2] {
        let trump = self.strain().and_then(|s| s.trump());
        let mut won = [0u8; 2];
        for t in self.cards.chunks(4) {
            if t.len() == 4 {
                let cards: Vec<(Seat, Card)> = t.iter().map(|c| (c.seat, c.card)).collect();
                if let Some(w) = trick_winner(&cards, trump) {
                    won[w.side().index()] += 1;
                }
            }
        }
        won
    }

    /// Reads a PBN game into a record.
    pub fn from_pbn(g: &PbnGame) -> BoardRecord {
        let mut r = BoardRecord::empty(Format::Pbn, g.number, g.pos);
        let info = &g.info;
        r.board = info.board;
        r.dealer = info.dealer;
        r.vulnerability = info.vulnerability;
        if let Some(d) = &info.deal {
            r.hands = d.hands;
        }
        let text = |n: &str| {
            g.tag_value(n)
                .filter(|v| !v.is_empty() && *v != "?")
                .map(str::to_string)
        };
        r.players = [text("North"), text("East"), text("South"), text("West")];
        r.event = text("Event");
        r.site = text("Site");
        r.date = text("Date");
        r.scoring = text("Scoring");
        r.contract_tag = info.contract;
        r.declarer_tag = info.declarer;
        r.result = info
            .result
            .and_then(|res| res.declarer_tricks(info.declarer.map(|d| d.seat)));
        r.result_disputed = info.result.is_some_and(|res| res.disputed);
        for t in &g.tags {
            if !crate::pbn::MANDATORY_TAGS
                .iter()
                .any(|m| m.eq_ignore_ascii_case(&t.name))
                && !t.is_section()
            {
                r.extra_tags.push((t.name.clone(), t.value.clone()));
            }
        }
        if let Some(t) = g.tag("Score") {
            let v = t.value.trim();
            if !v.is_empty() && v != "?" && crate::pbn::SideScore::parse(v).is_err() {
                r.problems.push(Warning::new(
                    t.pos,
                    WarningKind::ScoreTagUnreadable {
                        value: t.value.clone(),
                    },
                ));
            }
        }
        if let Some(a) = &g.auction {
            r.read_pbn_auction(a);
            r.restore_opening_passes(a);
        }
        if let Some(p) = &g.play {
            r.read_pbn_play(p);
            let full = r.cards.len() == 52;
            if !full && (p.star || !r.cards.is_empty()) {
                r.claim = r.result;
            }
        }
        r
    }

    fn read_pbn_auction(&mut self, a: &AuctionSection) {
        let mut seat = a.first;
        let mut made: Vec<(Seat, Call)> = Vec::new();
        for item in &a.items {
            match &item.entry {
                AuctionEntry::NotYet | AuctionEntry::Skipped => seat = seat.lho(),
                AuctionEntry::Continue => {
                    self.auction_cut = true;
                    break;
                }
                AuctionEntry::Call(c) => {
                    // A note reference marks an alert, with its text as the
                    // explanation; an explanation given without an alert
                    // is written as a `{...}` comment on the call.
                    let note = item
                        .annotation
                        .note
                        .and_then(|n| a.note(n))
                        .map(str::to_string)
                        .or_else(|| {
                            item.annotation
                                .note
                                .is_none()
                                .then(|| item.annotation.comments.iter().find(|c| c.brace))
                                .flatten()
                                .map(|c| c.text.clone())
                        });
                    self.calls.push(RecordedCall {
                        seat,
                        call: *c,
                        alert: item.annotation.note.is_some(),
                        explanation: note,
                        marked_insufficient: item.insufficient,
                        pos: item.pos,
                    });
                    if let Some(call) = c.call() {
                        made.push((seat, call));
                    }
                    seat = seat.lho();
                }
                AuctionEntry::AllPass => {
                    // Passes until the auction has ended.
                    loop {
                        if !matches!(auction_outcome(&made), AuctionOutcome::Incomplete) {
                            break;
                        }
                        self.calls.push(RecordedCall {
                            seat,
                            call: AttemptedCall::Call(Call::Pass),
                            alert: false,
                            explanation: None,
                            marked_insufficient: false,
                            pos: item.pos,
                        });
                        made.push((seat, Call::Pass));
                        seat = seat.lho();
                    }
                }
            }
        }
        if a.star {
            self.auction_cut = true;
        }
    }

    /// Some files leave out the passes before the opening bid (the auction
    /// then starts with the opening bid in the dealer's column). When the
    /// auction as written makes another player declarer than the Declarer
    /// tag, and putting one to three passes in front of it makes the tags
    /// and the auction agree, the passes are restored and the record says so.
    fn restore_opening_passes(&mut self, a: &AuctionSection) {
        let (Some(d), AuctionOutcome::Contract(c)) = (self.declarer_tag, self.auction_outcome())
        else {
            return;
        };
        if d.swapped || d.seat == c.declarer {
            return;
        }
        if let Some(ContractTag::Contract { bid, doubling }) = self.contract_tag {
            if bid != c.bid || doubling != c.doubling {
                return;
            }
        }
        let in_rotation = a.items.iter().all(|i| {
            !matches!(
                i.entry,
                AuctionEntry::Skipped | AuctionEntry::NotYet | AuctionEntry::Continue
            )
        });
        let opens_with_bid = matches!(
            self.calls.first().map(|c| c.call),
            Some(AttemptedCall::Call(Call::Bid(_)))
        );
        if !in_rotation || !opens_with_bid {
            return;
        }
        let Some(k) = (1..=3).find(|&k| c.declarer.advance(k) == d.seat) else {
            return;
        };
        let first = self.calls[0].seat;
        let mut calls: Vec<RecordedCall> = (0..k)
            .map(|n| RecordedCall {
                seat: first.advance(n),
                call: AttemptedCall::Call(Call::Pass),
                alert: false,
                explanation: None,
                marked_insufficient: false,
                pos: a.pos,
            })
            .collect();
        for mut call in std::mem::take(&mut self.calls) {
            call.seat = call.seat.advance(k);
            calls.push(call);
        }
        let opener = calls[k].seat;
        self.calls = calls;
        self.problems.push(Warning::new(
            a.pos,
            WarningKind::PassesRestored {
                declarer: c.declarer,
                tag: d.seat,
                passes: k,
                opener,
            },
        ));
    }

    fn read_pbn_play(&mut self, p: &PlaySection) {
        let trump = self.strain().map(|s| s.trump());
        let mut leader = p.first;
        for (t, trick) in p.items.chunks(4).enumerate() {
            if let Some(k) = trick
                .iter()
                .position(|i| i.mark == Some(PlayMark::LeadOutOfTurn))
            {
                let marked = p.seat_of(k);
                // The proper leader: the opening leader of the contract at
                // the first trick, the last trick's winner after it.
                let proper = match t {
                    0 => self.contract().map(|c| c.opening_leader()),
                    _ => Some(leader),
                };
                if let (Some(proper), PlayEntry::Card(card)) = (proper, trick[k].entry) {
                    if proper == marked {
                        self.problems.push(Warning::new(
                            trick[k].pos,
                            WarningKind::LeadMarkedInTurn { card, seat: marked },
                        ));
                    }
                }
                leader = marked;
            }
            let mut cards = [(Seat::North, Card::new(Suit::Clubs, tenace_core::Rank::Two)); 4];
            for (n, slot) in cards.iter_mut().enumerate() {
                let seat = leader.advance(n);
                let col = p.first.distance_to(seat);
                match trick.get(col).map(|i| (i.entry, i)) {
                    Some((PlayEntry::Card(card), item)) => {
                        *slot = (seat, card);
                        self.cards.push(RecordedCard {
                            seat,
                            card,
                            mark: item.mark,
                            pos: item.pos,
                        });
                    }
                    _ => return,
                }
            }
            match trump {
                Some(trump) => {
                    if let Some(w) = trick_winner(&cards, trump) {
                        leader = w;
                    }
                }
                None => {
                    if t + 1 < p.items.len().div_ceil(4) {
                        self.problems
                            .push(Warning::new(p.pos, WarningKind::PlayPastFirstTrick));
                    }
                    return;
                }
            }
        }
    }

    /// Reads a LIN board into a record.
    pub fn from_lin(b: &LinBoard) -> BoardRecord {
        let mut r = BoardRecord::empty(Format::Lin, b.number, b.pos);
        r.board = b.board;
        r.dealer = b.dealer;
        r.vulnerability = b.vulnerability;
        r.hands = b.hands;
        if let Some(d) = b.deal() {
            r.hands = d.hands().map(Some);
        }
        r.players = b.players.clone();
        r.notes = b.notes.clone();
        let dealer = b.dealer.unwrap_or(Seat::South);
        for (k, c) in b.calls.iter().enumerate() {
            r.calls.push(RecordedCall {
                seat: dealer.advance(k),
                call: c.call,
                alert: c.alert,
                explanation: c.explanation.clone(),
                marked_insufficient: false,
                pos: c.pos,
            });
        }
        if !b.cards.is_empty() {
            match r.contract() {
                Some(contract) => {
                    let trump = contract.bid.strain().trump();
                    let mut leader = contract.opening_leader();
                    for trick in b.cards.chunks(4) {
                        let mut cards = Vec::with_capacity(4);
                        for (n, c) in trick.iter().enumerate() {
                            let seat = leader.advance(n);
                            cards.push((seat, c.card));
                            r.cards.push(RecordedCard {
                                seat,
                                card: c.card,
                                mark: None,
                                pos: c.pos,
                            });
                        }
                        if cards.len() == 4 {
                            if let Some(w) = trick_winner(&cards, trump) {
                                leader = w;
                            }
                        }
                    }
                }
                None => r.problems.push(Warning::new(
                    b.cards[0].pos,
                    WarningKind::PlayWithoutContract,
                )),
            }
        }
        r.claim = b.claim;
        if let Some(c) = b.claim {
            r.result = Some(c);
        } else if r.cards.len() == 52 {
            if let Some(c) = r.contract() {
                r.result = Some(r.tricks_won()[c.declarer.side().index()]);
            }
        }
        r
    }

    /// The result to record: the Result tag, or else the claim, or else the
    /// tricks of a complete play.
    fn result_for_output(&self) -> Option<u8> {
        self.result.or(self.claim).or_else(|| {
            let c = self.contract()?;
            (self.cards.len() == 52).then(|| self.tricks_won()[c.declarer.side().index()])
        })
    }

    /// Writes the record as a PBN game (export-format values).
    pub fn to_pbn(&self, number: usize) -> PbnGame {
        let mut g = PbnGame::new(number);
        let q = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".into());
        let contract = self.contract();
        let passed = self.passed_out();
        let declarer = contract
            .map(|c| DeclarerTag {
                seat: c.declarer,
                swapped: false,
            })
            .or(self.declarer_tag);
        let contract_tag = match contract {
            Some(c) => Some(ContractTag::Contract {
                bid: c.bid,
                doubling: c.doubling,
            }),
            None if passed => Some(ContractTag::Passed),
            None => self.contract_tag,
        };
        let result = if passed {
            None
        } else {
            self.result_for_output()
        };
        let names = [Seat::West, Seat::North, Seat::East, Seat::South];
        g.tags.push(Tag::new("Event", q(&self.event)));
        g.tags.push(Tag::new("Site", q(&self.site)));
        g.tags.push(Tag::new("Date", q(&self.date)));
        g.tags.push(Tag::new(
            "Board",
            self.board.map_or("?".into(), |b| b.to_string()),
        ));
        for s in names {
            g.tags.push(Tag::new(s.name(), q(&self.players[s.index()])));
        }
        g.tags.push(Tag::new(
            "Dealer",
            self.dealer.map_or("?".into(), |s| s.letter().to_string()),
        ));
        g.tags.push(Tag::new(
            "Vulnerable",
            self.vulnerability
                .map_or("?".into(), |v| v.pbn().to_string()),
        ));
        let deal = if self.hands.iter().all(Option::is_none) {
            "?".to_string()
        } else {
            let first = self.dealer.unwrap_or(Seat::North);
            let mut s = format!("{}:", first.letter());
            for k in 0..4 {
                if k > 0 {
                    s.push(' ');
                }
                match self.hands[first.advance(k).index()] {
                    Some(h) => s.push_str(&h.to_string()),
                    None => s.push('-'),
                }
            }
            s
        };
        g.tags.push(Tag::new("Deal", deal));
        g.tags.push(Tag::new("Scoring", q(&self.scoring)));
        g.tags.push(Tag::new(
            "Declarer",
            match declarer {
                Some(d) => format!("{}{}", if d.swapped { "^" } else { "" }, d.seat.letter()),
                None if passed => String::new(),
                None => "?".into(),
            },
        ));
        g.tags.push(Tag::new(
            "Contract",
            contract_tag.map_or("?".into(), |c| c.to_pbn()),
        ));
        g.tags.push(Tag::new(
            "Result",
            match result {
                Some(n) => format!("{}{n}", if self.result_disputed { "^" } else { "" }),
                None if passed => String::new(),
                None => "?".into(),
            },
        ));
        for (n, v) in &self.extra_tags {
            g.tags.push(Tag::new(n.clone(), v.clone()));
        }
        if !self.calls.is_empty() {
            g.auction = Some(self.pbn_auction());
        }
        if !self.cards.is_empty() {
            g.play = Some(self.pbn_play(contract));
        }
        if let Ok(info) = crate::pbn::reader::parse_info(&g.tags) {
            g.info = info;
        }
        g
    }

    fn pbn_auction(&self) -> AuctionSection {
        let first = self
            .dealer
            .or(self.calls.first().map(|c| c.seat))
            .unwrap_or(Seat::North);
        let mut items = Vec::new();
        let mut notes: Vec<Note> = Vec::new();
        let mut expected = first;
        let mut last_bid: Option<Bid> = None;
        for c in &self.calls {
            // Seats skipped by a call out of rotation (`^S`).
            for _ in 0..expected.distance_to(c.seat) {
                items.push(AuctionItem::new(AuctionEntry::Skipped));
            }
            let mut item = AuctionItem::new(AuctionEntry::Call(c.call));
            if let AttemptedCall::Call(Call::Bid(b)) = c.call {
                let insufficient = last_bid.is_some_and(|l| !b.supersedes(l));
                item.insufficient = insufficient || c.marked_insufficient;
                if !insufficient {
                    last_bid = Some(b);
                }
            }
            if let (false, Some(e)) = (c.alert, &c.explanation) {
                // An explanation given without an alert (LIN `an` with no
                // `!`): a note reference would read back as an alert.
                item.annotation.comments.push(crate::pbn::Comment {
                    brace: true,
                    text: e.clone(),
                });
            } else if c.alert {
                let text = c.explanation.clone().unwrap_or_default();
                let idx = match notes.iter().find(|n| n.text == text) {
                    Some(n) => n.index,
                    None => {
                        let idx = (notes.len() + 1).min(255) as u8;
                        notes.push(Note {
                            index: idx,
                            text,
                            comments: Vec::new(),
                            pos: Pos::default(),
                        });
                        idx
                    }
                };
                item.annotation.note = Some(idx);
            }
            items.push(item);
            expected = c.seat.lho();
        }
        let calls: Vec<(Seat, Call)> = self
            .calls
            .iter()
            .filter_map(|c| Some((c.seat, c.call.call()?)))
            .collect();
        let star = matches!(auction_outcome(&calls), AuctionOutcome::Incomplete);
        AuctionSection {
            first,
            comments: Vec::new(),
            items,
            star,
            notes,
            pos: Pos::default(),
        }
    }

    fn pbn_play(&self, contract: Option<Contract>) -> PlaySection {
        let first = contract
            .map(|c| c.opening_leader())
            .or(self.cards.first().map(|c| c.seat))
            .unwrap_or(Seat::North);
        let trump = self.strain().and_then(|s| s.trump());
        let mut hands = self.deal().map(|d| d.hands());
        let mut items: Vec<PlayItem> = Vec::new();
        let mut expected_leader = first;
        for trick in self.cards.chunks(4) {
            let mut row: [PlayItem; 4] = std::array::from_fn(|_| PlayItem::new(PlayEntry::Unknown));
            let led = trick[0].card.suit();
            for (n, c) in trick.iter().enumerate() {
                let col = first.distance_to(c.seat);
                let mut item = PlayItem::new(PlayEntry::Card(c.card));
                item.mark = c.mark;
                if n == 0 && c.seat != expected_leader {
                    item.mark = Some(PlayMark::LeadOutOfTurn);
                }
                if let Some(h) = hands.as_mut() {
                    let hand = &mut h[c.seat.index()];
                    if n > 0 && c.card.suit() != led && hand.has_suit(led) {
                        item.mark = Some(PlayMark::Revoke);
                    }
                    hand.remove(c.card);
                }
                row[col] = item;
            }
            if trick.len() == 4 {
                let cards: Vec<(Seat, Card)> = trick.iter().map(|c| (c.seat, c.card)).collect();
                if let Some(w) = trick_winner(&cards, trump) {
                    expected_leader = w;
                }
            }
            let n = if trick.len() == 4 {
                4
            } else {
                row.iter()
                    .rposition(|i| i.entry != PlayEntry::Unknown)
                    .map_or(0, |k| k + 1)
            };
            items.extend(row.into_iter().take(n));
        }
        PlaySection {
            first,
            comments: Vec::new(),
            items,
            star: self.cards.len() < 52,
            notes: Vec::new(),
            pos: Pos::default(),
        }
    }

    /// Writes the record as a LIN board. Out-of-rotation calls and leads
    /// out of turn cannot be shown in LIN; they are listed in the board's
    /// warnings.
    pub fn to_lin(&self, number: usize) -> LinBoard {
        let (items, warnings) = self.to_lin_items();
        let text = lin::write_items(&items);
        let mut parsed = lin::read_lin(&text)
            .boards
            .into_iter()
            .next()
            .and_then(Result::ok)
            .unwrap_or_else(|| {
                let mut e = LinBoard::new(number);
                e.items = items;
                e
            });
        parsed.number = number;
        parsed.warnings = warnings;
        parsed
    }

    /// The pairs of the record as a LIN board, and what LIN cannot carry
    /// (what [`BoardRecord::to_lin`] gives, without reading the pairs back
    /// into a [`LinBoard`]).
    pub fn to_lin_items(&self) -> (Vec<LinItem>, Vec<Warning>) {
        let mut b = LinBoard::new(0);
        let mut items = Vec::new();
        // Always written: readers that start a board at `pn` read no board
        // without it; unknown players are empty names.
        {
            let names: Vec<String> = lin::LIN_SEATS
                .iter()
                .map(|s| {
                    self.players[s.index()]
                        .clone()
                        .unwrap_or_default()
                        .replace([',', '|'], " ")
                })
                .collect();
            items.push(LinItem::new("pn", names.join(",")));
        }
        items.push(LinItem::new("st", ""));
        let mut md = String::new();
        if let Some(d) = self.dealer {
            md.push(lin::dealer_digit(d));
        }
        let hands: Vec<String> = lin::LIN_SEATS
            .iter()
            .map(|s| self.hands[s.index()].map(lin::lin_hand).unwrap_or_default())
            .collect();
        md.push_str(&hands.join(","));
        items.push(LinItem::new("md", md));
        items.push(LinItem::new("rh", ""));
        if let Some(n) = self.board {
            items.push(LinItem::new("ah", format!("Board {n}")));
        }
        if let Some(v) = self.vulnerability {
            items.push(LinItem::new("sv", lin::vul_letter(v)));
        }
        let mut seat = self
            .dealer
            .or(self.calls.first().map(|c| c.seat))
            .unwrap_or(Seat::South);
        for c in &self.calls {
            if c.seat != seat {
                b.warnings.push(Warning::new(
                    c.pos,
                    WarningKind::OutOfRotationInLin {
                        call: c.call,
                        seat: c.seat,
                    },
                ));
            }
            seat = seat.lho();
            let mut v = lin::lin_call(c.call);
            if c.alert {
                v.push('!');
            }
            items.push(LinItem::new("mb", v));
            if let Some(e) = &c.explanation {
                items.push(LinItem::new("an", e.replace('|', "/")));
            }
        }
        let contract = self.contract();
        if let (Some(c), Some(d)) = (contract, self.declarer_tag) {
            if !d.swapped && d.seat != c.declarer {
                b.warnings.push(Warning::new(
                    Pos::default(),
                    WarningKind::DeclarerTagInLin {
                        tag: d.seat,
                        auction: c.declarer,
                    },
                ));
            }
        }
        let trump = self.strain().and_then(|s| s.trump());
        let mut leader = contract.map(|c| c.opening_leader());
        for trick in self.cards.chunks(4) {
            if leader.is_some_and(|l| l != trick[0].seat) {
                b.warnings.push(Warning::new(
                    trick[0].pos,
                    WarningKind::LeadOutOfTurnInLin {
                        card: trick[0].card,
                        seat: trick[0].seat,
                    },
                ));
            }
            for c in trick {
                items.push(LinItem::new("pc", c.card.to_string()));
            }
            if trick.len() == 4 {
                items.push(LinItem::new("pg", ""));
                let cards: Vec<(Seat, Card)> = trick.iter().map(|c| (c.seat, c.card)).collect();
                leader = trick_winner(&cards, trump);
            }
        }
        if self.cards.len() < 52 && !self.passed_out() {
            if let Some(c) = self.claim.or(if self.cards.is_empty() {
                None
            } else {
                self.result
            }) {
                items.push(LinItem::new("mc", c.to_string()));
            }
        }
        for n in &self.notes {
            items.push(LinItem::new("nt", n.replace('|', "/")));
        }
        (items, b.warnings)
    }
}
