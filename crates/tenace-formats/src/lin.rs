//! BBO's LIN format: a sequence of `key|value|` pairs.
//!
//! Keys read: `pn` (players, South first), `md` (dealer digit 1=S, 2=W,
//! 3=N, 4=E, then the hands from South clockwise; a missing fourth hand is
//! the remaining cards), `sv` (o, n, e, b), `ah` (board title), `qx` (room
//! and board), `mb` (a call, `!` marks an alert), `an` (the explanation of
//! the call before), `pc` (a card), `pg` (end of a trick), `mc` (a claim:
//! declarer's total tricks), `nt` (a note), `rh`, `st`. Every pair, known or
//! not, is kept in order, so a board is written back exactly as read.

use std::fmt::Write as _;

use serde::Serialize;
use tenace_core::{AttemptedCall, Card, Deal, Hand, Rank, Seat, Suit, Vulnerability};

use crate::error::{ErrorKind, Format, RecordError, Warning};
use crate::note::{DealReason, LinHandError, WarningKind};
use crate::pbn::model::complete_deal;
use crate::pos::{pos_at, Pos};

/// One `key|value|` pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LinItem {
    pub key: String,
    pub value: String,
    pub pos: Pos,
}

impl LinItem {
    /// A pair with no position.
    pub fn new(key: impl Into<String>, value: impl Into<String>) -> LinItem {
        LinItem {
            key: key.into(),
            value: value.into(),
            pos: Pos::default(),
        }
    }
}

/// A call of the auction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LinCall {
    pub call: AttemptedCall,
    /// The call was marked `!` (alerted).
    pub alert: bool,
    /// The `an` explanation that follows the call.
    pub explanation: Option<String>,
    pub pos: Pos,
}

/// A card played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LinCard {
    pub card: Card,
    pub pos: Pos,
}

/// One board of a LIN file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinBoard {
    /// 1-based position of the board in its file.
    pub number: usize,
    pub pos: Pos,
    /// Every pair of the board, in order.
    pub items: Vec<LinItem>,
    /// Player names by seat (`players[seat.index()]`).
    pub players: [Option<String>; 4],
    pub dealer: Option<Seat>,
    /// The hands as given (the fourth may be missing).
    pub hands: [Option<Hand>; 4],
    pub board: Option<u32>,
    /// The `ah` title, e.g. `Board 1`.
    pub title: Option<String>,
    pub vulnerability: Option<Vulnerability>,
    /// The `qx` value, e.g. `o1` (open room, board 1).
    pub room: Option<String>,
    pub calls: Vec<LinCall>,
    pub cards: Vec<LinCard>,
    /// `mc`: declarer's total tricks, claimed or conceded.
    pub claim: Option<u8>,
    /// `nt` texts.
    pub notes: Vec<String>,
    pub warnings: Vec<Warning>,
}

impl LinBoard {
    /// A board with nothing in it.
    pub fn new(number: usize) -> LinBoard {
        LinBoard {
            number,
            pos: Pos::default(),
            items: Vec::new(),
            players: Default::default(),
            dealer: None,
            hands: [None; 4],
            board: None,
            title: None,
            vulnerability: None,
            room: None,
            calls: Vec::new(),
            cards: Vec::new(),
            claim: None,
            notes: Vec::new(),
            warnings: Vec::new(),
        }
    }

    /// The full deal, when `md` gives at least three hands.
    pub fn deal(&self) -> Option<Deal> {
        complete_deal(&self.hands)
    }
}

/// A LIN file: the pairs before the first board (vugraph headers such as
/// `vg`, `rs`, `pw`) and the boards.
#[derive(Debug, Clone, PartialEq)]
pub struct LinFile {
    pub header: Vec<LinItem>,
    pub boards: Vec<Result<LinBoard, RecordError>>,
}

impl LinFile {
    /// The boards read without error.
    pub fn ok_boards(&self) -> impl Iterator<Item = &LinBoard> {
        self.boards.iter().filter_map(|b| b.as_ref().ok())
    }

    /// The errors of the boards that could not be read.
    pub fn errors(&self) -> impl Iterator<Item = &RecordError> {
        self.boards.iter().filter_map(|b| b.as_ref().err())
    }
}

/// The LIN dealer digit: 1 = South, 2 = West, 3 = North, 4 = East.
pub fn dealer_digit(seat: Seat) -> char {
    match seat {
        Seat::South => '1',
        Seat::West => '2',
        Seat::North => '3',
        Seat::East => '4',
    }
}

fn seat_of_digit(c: char) -> Option<Seat> {
    Some(match c {
        '1' => Seat::South,
        '2' => Seat::West,
        '3' => Seat::North,
        '4' => Seat::East,
        _ => return None,
    })
}

/// LIN lists seats from South clockwise.
pub const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// A pair, or the error met where one was expected.
pub(crate) type PairResult = Result<LinItem, (Pos, ErrorKind)>;

/// Splits a text into `key|value|` pairs. A pair that is not closed yields
/// an error at its key.
fn pairs(src: &str) -> Vec<PairResult> {
    let mut out = Vec::new();
    let mut scan = PairScan::new(1);
    scan.run(src, true, &mut out);
    out
}

/// Where a scan of pairs stands: the byte to look at next, and the line
/// and the offset of that line's start (for positions).
#[derive(Debug, Clone, Copy)]
pub(crate) struct PairScan {
    pub i: usize,
    pub line: u32,
    pub line_start: usize,
    /// An unclosed pair was met: nothing after it is read.
    pub done: bool,
    /// Characters of the current line before `line_start` (dropped by a
    /// reader that keeps only what it has not read yet).
    pub col_base: u32,
}

impl PairScan {
    pub(crate) fn new(line: u32) -> PairScan {
        PairScan {
            i: 0,
            line,
            line_start: 0,
            done: false,
            col_base: 0,
        }
    }

    /// Reads the pairs of `src` from `self.i`. With `at_end` false, `src`
    /// is only what has been read of the file so far: a pair not yet
    /// closed is left for the next call (`self.i` is then its start).
    pub(crate) fn run(&mut self, src: &str, at_end: bool, out: &mut Vec<PairResult>) {
        let b = src.as_bytes();
        let advance_lines = |from: usize, to: usize, line: &mut u32, line_start: &mut usize| {
            let mut j = from;
            while j < to {
                let line_end = b[j] == b'\n' || (b[j] == b'\r' && b.get(j + 1) != Some(&b'\n'));
                if line_end {
                    *line += 1;
                    *line_start = j + 1;
                }
                j += 1;
            }
        };
        let (mut i, mut line, mut line_start) = (self.i, self.line, self.line_start);
        while !self.done && i < b.len() {
            // Skip white space between pairs (a `\r` at the end of what has
            // been read may be the first half of `\r\n`).
            let ws_start = i;
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            if !at_end && i >= b.len() && i > ws_start && b[i - 1] == b'\r' {
                i -= 1;
            }
            advance_lines(ws_start, i, &mut line, &mut line_start);
            if i >= b.len() || (!at_end && b[i] == b'\r' && i + 1 >= b.len()) {
                break;
            }
            let key_start = i;
            if line != self.line {
                self.col_base = 0;
            }
            let mut key_pos = pos_at(src, line, line_start, key_start);
            key_pos.column = key_pos.column.saturating_add(self.col_base);
            let Some(k) = b[i..].iter().position(|&c| c == b'|') else {
                if !at_end {
                    break;
                }
                let rest: String = src[key_start..].chars().take(40).collect();
                out.push(Err((
                    key_pos,
                    ErrorKind::UnterminatedLinValue(rest.trim_end().to_string()),
                )));
                self.done = true;
                break;
            };
            let key_end = i + k;
            let key = &src[key_start..key_end];
            let value_start = key_end + 1;
            let Some(v) = b[value_start..].iter().position(|&c| c == b'|') else {
                if !at_end {
                    break;
                }
                out.push(Err((
                    key_pos,
                    ErrorKind::UnterminatedLinValue(key.to_string()),
                )));
                self.done = true;
                break;
            };
            advance_lines(key_start, key_end, &mut line, &mut line_start);
            let value_end = value_start + v;
            advance_lines(value_start, value_end, &mut line, &mut line_start);
            i = value_end + 1;
            if key.is_empty() || !key.bytes().all(|c| c.is_ascii_alphanumeric()) {
                out.push(Err((
                    key_pos,
                    ErrorKind::BadLinKey(key.chars().take(40).collect()),
                )));
                continue;
            }
            out.push(Ok(LinItem {
                key: key.to_string(),
                value: src[value_start..value_end].to_string(),
                pos: key_pos,
            }));
        }
        self.i = i;
        self.line = line;
        self.line_start = line_start;
    }
}

/// The pairs of one board, and the first error met among them.
type Group = (Vec<LinItem>, Option<(Pos, ErrorKind)>);

/// Keys that begin a new board when the current one already has them, or
/// already has auction or play.
const BOARD_START: &[&str] = &["qx", "pn", "st", "md", "rh", "ah", "sv"];

/// Reads a LIN file. Every board gives its own result.
pub fn read_lin(text: &str) -> LinFile {
    let items = pairs(text);
    let has_qx = items
        .iter()
        .any(|r| r.as_ref().is_ok_and(|it| it.key.eq_ignore_ascii_case("qx")));
    let mut grouper = LinGrouper::new(has_qx);
    let mut boards = Vec::new();
    for r in items {
        boards.extend(grouper.push(r));
    }
    boards.extend(grouper.finish());
    LinFile {
        header: grouper.header,
        boards,
    }
}

/// Groups pairs into boards, one pair at a time: the pairs of a board are
/// known to be complete when the next board starts.
pub(crate) struct LinGrouper {
    /// Whether the file has `qx` pairs: then only `qx` starts a board.
    pub has_qx: bool,
    pub header: Vec<LinItem>,
    current: Option<Group>,
    seen_board: bool,
    boards: usize,
    /// The bytes of the pairs of the board being read (for the limit on
    /// a board's size).
    pub current_bytes: usize,
    /// The bytes of the header pairs.
    pub header_bytes: usize,
}

impl LinGrouper {
    pub(crate) fn new(has_qx: bool) -> LinGrouper {
        LinGrouper {
            has_qx,
            header: Vec::new(),
            current: None,
            seen_board: false,
            boards: 0,
            current_bytes: 0,
            header_bytes: 0,
        }
    }

    /// Takes the next pair; returns the board it ends, if it starts one.
    pub(crate) fn push(&mut self, r: PairResult) -> Option<Result<LinBoard, RecordError>> {
        let g = self.push_group(r)?;
        Some(self.build(g))
    }

    /// Takes the next pair; returns the pairs of the board it ends.
    pub(crate) fn push_items(&mut self, item: LinItem) -> Option<Vec<LinItem>> {
        self.push_group(Ok(item)).map(|(items, _)| items)
    }

    /// The pairs of the last board.
    pub(crate) fn finish_items(&mut self) -> Option<Vec<LinItem>> {
        self.current.take().map(|(items, _)| items)
    }

    /// Takes the next pair; returns the group it ends, if it starts one.
    fn push_group(&mut self, r: PairResult) -> Option<Group> {
        let item = match r {
            Ok(it) => it,
            Err(e) => {
                let g = self.current.get_or_insert_with(|| (Vec::new(), None));
                if g.1.is_none() {
                    g.1 = Some(e);
                }
                return None;
            }
        };
        let key = item.key.to_ascii_lowercase();
        if self.has_qx && !self.seen_board && key != "qx" {
            self.header_bytes += item.key.len() + item.value.len() + 2;
            self.header.push(item);
            return None;
        }
        let starts = match &self.current {
            None => true,
            Some((its, _)) => {
                let has = |k: &str| its.iter().any(|i| i.key.eq_ignore_ascii_case(k));
                let played = has("mb") || has("pc") || has("mc");
                if key == "qx" {
                    !its.is_empty()
                } else if self.has_qx {
                    false
                } else if BOARD_START.contains(&key.as_str()) {
                    has(&key) || played || (matches!(key.as_str(), "pn" | "st") && has("md"))
                } else {
                    false
                }
            }
        };
        let mut done = None;
        if key == "qx" {
            // A `qx` ends the header even when it joins the pairs before
            // it (an unreadable pair opened the board).
            self.seen_board = true;
        }
        if starts {
            if let Some(g) = self.current.take() {
                self.current_bytes = 0;
                done = Some(g);
            }
            self.seen_board = true;
            self.current = Some((Vec::new(), None));
        }
        if let Some(g) = self.current.as_mut() {
            self.current_bytes += item.key.len() + item.value.len() + 2;
            g.0.push(item);
        }
        done
    }

    /// The last board, at the end of the file.
    pub(crate) fn finish(&mut self) -> Option<Result<LinBoard, RecordError>> {
        let g = self.current.take()?;
        Some(self.build(g))
    }

    fn build(&mut self, (items, err): Group) -> Result<LinBoard, RecordError> {
        self.boards += 1;
        self.current_bytes = 0;
        let header_players = self
            .header
            .iter()
            .find(|i| i.key.eq_ignore_ascii_case("pn"))
            .map(|i| i.value.clone());
        build_board(self.boards, items, err, header_players.as_deref())
    }
}

/// Reads LIN file bytes (UTF-8, or ISO 8859-1 when not valid UTF-8).
pub fn read_lin_bytes(bytes: &[u8]) -> LinFile {
    read_lin(&crate::pos::decode_text(bytes))
}

/// Parses one LIN hand such as `SKH4579QKAD69C58K`.
pub fn parse_lin_hand(s: &str) -> Result<Hand, LinHandError> {
    let mut hand = Hand::EMPTY;
    let mut suit: Option<Suit> = None;
    let mut chars = s.trim().chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(su) = match c {
            'S' | 's' => Some(Suit::Spades),
            'H' | 'h' => Some(Suit::Hearts),
            'D' | 'd' => Some(Suit::Diamonds),
            'C' | 'c' => Some(Suit::Clubs),
            _ => None,
        } {
            suit = Some(su);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            Rank::Ten
        } else {
            Rank::from_char(c).ok_or(LinHandError::NotSuitOrRank(c))?
        };
        let su = suit.ok_or(LinHandError::RankBeforeSuit(c))?;
        let card = Card::new(su, rank);
        if !hand.insert(card) {
            return Err(LinHandError::Twice(card));
        }
    }
    Ok(hand)
}

/// Parses an `md` value: the dealer digit and the hands.
pub fn parse_md(value: &str) -> Result<(Option<Seat>, [Option<Hand>; 4]), DealReason> {
    let t = value.trim();
    let mut chars = t.chars();
    let (dealer, rest) = match chars.next() {
        Some(c) if c.is_ascii_digit() => (
            Some(seat_of_digit(c).ok_or(DealReason::DealerDigit(c))?),
            chars.as_str(),
        ),
        _ => (None, t),
    };
    let mut hands: [Option<Hand>; 4] = [None; 4];
    let parts: Vec<&str> = rest.split(',').collect();
    if parts.len() > 4 && parts[4..].iter().any(|p| !p.trim().is_empty()) {
        return Err(DealReason::HandCount {
            given: parts.len(),
            pbn: false,
        });
    }
    for (k, part) in parts.iter().take(4).enumerate() {
        if part.trim().is_empty() {
            continue;
        }
        let seat = LIN_SEATS[k];
        let h = parse_lin_hand(part).map_err(|error| DealReason::LinHand {
            seat,
            text: part.to_string(),
            error,
        })?;
        if h.len() > 13 {
            return Err(DealReason::TooManyCards {
                seat,
                cards: h.len(),
            });
        }
        hands[seat.index()] = Some(h);
    }
    for i in 0..4 {
        for j in i + 1..4 {
            if let (Some(a), Some(b)) = (hands[i], hands[j]) {
                if let Some(card) = (a & b).lowest() {
                    return Err(DealReason::CardTwice {
                        card,
                        first: Seat::from_index(i),
                        second: Seat::from_index(j),
                    });
                }
            }
        }
    }
    let full = hands.iter().flatten().any(|h| h.len() == 13);
    if full {
        for s in Seat::ALL {
            if let Some(h) = hands[s.index()] {
                if h.len() != 13 {
                    return Err(DealReason::Uneven {
                        seat: s,
                        cards: h.len(),
                    });
                }
            }
        }
    }
    Ok((dealer, hands))
}

/// Parses an `mb` value: the call and whether it carries the `!` alert.
pub fn parse_lin_call(value: &str) -> Option<(AttemptedCall, bool)> {
    let t = value.trim();
    let alert = t.contains('!');
    let t: String = t.chars().filter(|&c| c != '!').collect();
    let call = match t.to_ascii_lowercase().as_str() {
        "p" | "pass" => AttemptedCall::Call(tenace_core::Call::Pass),
        "d" | "x" | "dbl" => AttemptedCall::Call(tenace_core::Call::Double),
        "r" | "xx" | "rdbl" => AttemptedCall::Call(tenace_core::Call::Redouble),
        _ => t.parse().ok()?,
    };
    Some((call, alert))
}

fn vul_of(v: &str) -> Option<Vulnerability> {
    Some(match v.trim().to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "" | "none" => Vulnerability::None,
        "n" | "ns" => Vulnerability::NorthSouth,
        "e" | "ew" => Vulnerability::EastWest,
        "b" | "both" | "all" => Vulnerability::Both,
        _ => return None,
    })
}

/// The LIN `sv` letter of a vulnerability.
pub fn vul_letter(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "o",
        Vulnerability::NorthSouth => "n",
        Vulnerability::EastWest => "e",
        Vulnerability::Both => "b",
    }
}

fn trailing_number(s: &str) -> Option<u32> {
    let digits: String = s
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

fn build_board(
    number: usize,
    items: Vec<LinItem>,
    err: Option<(Pos, ErrorKind)>,
    header_players: Option<&str>,
) -> Result<LinBoard, RecordError> {
    let mut b = LinBoard::new(number);
    b.pos = items.first().map(|i| i.pos).unwrap_or_default();
    let fail = |b: &LinBoard, pos: Pos, kind: ErrorKind| {
        let mut e = RecordError::new(Format::Lin, number, pos, kind);
        e.board = b.board;
        e
    };
    let mut players: Option<String> = header_players.map(str::to_string);
    // The board number first, so that every error can name it.
    for it in &items {
        match it.key.to_ascii_lowercase().as_str() {
            // Boards are numbered from 1: `qx|o0|` names no board (and a
            // PBN Board tag of 0 would not read back).
            "ah" => {
                b.board = trailing_number(it.value.trim())
                    .filter(|&n| n > 0)
                    .or(b.board)
            }
            "qx" if b.board.is_none() => {
                b.board = trailing_number(it.value.trim()).filter(|&n| n > 0)
            }
            _ => {}
        }
    }
    for it in &items {
        let v = it.value.as_str();
        match it.key.to_ascii_lowercase().as_str() {
            "pn" => players = Some(v.to_string()),
            "md" => {
                let (dealer, hands) = parse_md(v).map_err(|reason| {
                    fail(
                        &b,
                        it.pos,
                        ErrorKind::BadLinDeal {
                            value: v.to_string(),
                            reason,
                        },
                    )
                })?;
                if dealer.is_some() {
                    b.dealer = dealer;
                }
                b.hands = hands;
            }
            "sv" => {
                b.vulnerability =
                    Some(vul_of(v).ok_or_else(|| {
                        fail(&b, it.pos, ErrorKind::BadLinVulnerability(v.into()))
                    })?)
            }
            "ah" => {
                b.title = Some(v.to_string());
                if let Some(n) = trailing_number(v.trim()).filter(|&n| n > 0) {
                    b.board = Some(n);
                }
            }
            "qx" => {
                b.room = Some(v.to_string());
                if b.board.is_none() {
                    b.board = trailing_number(v.trim()).filter(|&n| n > 0);
                }
            }
            "mb" => {
                let t = v.trim();
                if t.is_empty() || t == "-" {
                    continue;
                }
                let (call, alert) = parse_lin_call(t)
                    .ok_or_else(|| fail(&b, it.pos, ErrorKind::BadLinCall(v.into())))?;
                b.calls.push(LinCall {
                    call,
                    alert,
                    explanation: None,
                    pos: it.pos,
                });
            }
            "an" => match b.calls.last_mut() {
                Some(c) if c.explanation.is_none() => c.explanation = Some(v.to_string()),
                Some(c) => {
                    if let Some(e) = c.explanation.as_mut() {
                        e.push(' ');
                        e.push_str(v);
                    }
                }
                None => b.warnings.push(Warning::new(
                    it.pos,
                    WarningKind::ExplanationBeforeCall { text: v.into() },
                )),
            },
            "pc" => {
                let card: Card = v
                    .trim()
                    .parse()
                    .map_err(|_| fail(&b, it.pos, ErrorKind::BadLinCard(v.into())))?;
                b.cards.push(LinCard { card, pos: it.pos });
            }
            "mc" => {
                b.claim = Some(
                    v.trim()
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| n <= 13)
                        .ok_or_else(|| fail(&b, it.pos, ErrorKind::BadLinClaim(v.into())))?,
                )
            }
            "nt" => b.notes.push(v.to_string()),
            _ => {}
        }
    }
    if let Some(p) = players {
        let names: Vec<&str> = p.split(',').collect();
        let offset =
            if names.len() >= 8 && b.room.as_deref().is_some_and(|r| r.starts_with(['c', 'C'])) {
                4
            } else {
                0
            };
        for (k, seat) in LIN_SEATS.iter().enumerate() {
            if let Some(n) = names.get(offset + k) {
                let n = n.trim();
                if !n.is_empty() {
                    b.players[seat.index()] = Some(n.to_string());
                }
            }
        }
    }
    b.items = items;
    if let Some((pos, kind)) = err {
        return Err(fail(&b, pos, kind));
    }
    validate_lin(&mut b).map_err(|(pos, kind)| fail(&b, pos, kind))?;
    Ok(b)
}

fn validate_lin(b: &mut LinBoard) -> Result<(), (Pos, ErrorKind)> {
    // The auction ends after three passes following a bid, or four passes.
    let dealer = b.dealer.unwrap_or(Seat::South);
    let mut passes = 0;
    let mut bid = false;
    let mut ended: Option<crate::error::AuctionEnded> = None;
    for (k, c) in b.calls.iter().enumerate() {
        let seat = dealer.advance(k);
        if let Some(reason) = ended {
            return Err((
                c.pos,
                ErrorKind::AuctionAfterEnd {
                    call: c.call.to_string(),
                    seat,
                    reason,
                },
            ));
        }
        match c.call {
            AttemptedCall::OverSeven { .. } => {
                return Err((c.pos, ErrorKind::BidAboveSeven(c.call.to_string())))
            }
            AttemptedCall::Call(tenace_core::Call::Pass) => passes += 1,
            AttemptedCall::Call(tenace_core::Call::Bid(_)) => {
                bid = true;
                passes = 0
            }
            AttemptedCall::Call(_) => passes = 0,
        }
        if (bid && passes >= 3) || passes >= 4 {
            ended = Some(if bid {
                crate::error::AuctionEnded::ThreePassesAfterBid
            } else {
                crate::error::AuctionEnded::FourPasses
            });
        }
    }
    let mut seen = [false; 52];
    for (k, c) in b.cards.iter().enumerate() {
        let slot = &mut seen[c.card.index() as usize];
        if *slot {
            let first = b.cards.iter().position(|x| x.card == c.card).unwrap_or(0);
            return Err((
                c.pos,
                ErrorKind::CardPlayedTwice {
                    card: c.card,
                    first_trick: first / 4 + 1,
                    trick: k / 4 + 1,
                },
            ));
        }
        *slot = true;
    }
    if b.cards.len() > 52 {
        return Err((
            b.cards[52].pos,
            ErrorKind::TooManyTricks(b.cards.len().div_ceil(4)),
        ));
    }
    Ok(())
}

/// Writes the pairs `items` as LIN text (`key|value|` each).
pub fn write_items(items: &[LinItem]) -> String {
    let mut s = String::new();
    for it in items {
        let _ = write!(s, "{}|{}|", it.key, it.value);
    }
    s
}

/// Writes a LIN file: the header pairs on the first line, then one board
/// per line, each as read. With no board to write, the header is left out
/// too: read back alone, its pairs would be boards.
///
/// LIN has no mark between boards: a reader splits pairs into boards by
/// their keys, whatever the line breaks. So the lines written are the
/// boards the written pairs read back as: boards that were apart only
/// because an unreadable board stood between them are written (and read
/// back) as one, and writing what was read back gives the same text.
pub fn write_lin(file: &LinFile) -> String {
    let mut s = String::new();
    if file.ok_boards().next().is_none() {
        return s;
    }
    let items: Vec<&LinItem> = file
        .header
        .iter()
        .chain(file.ok_boards().flat_map(|b| b.items.iter()))
        .collect();
    let has_qx = items.iter().any(|i| i.key.eq_ignore_ascii_case("qx"));
    let mut grouper = LinGrouper::new(has_qx);
    let mut lines: Vec<Vec<LinItem>> = Vec::new();
    for it in items {
        if let Some(done) = grouper.push_items(it.clone()) {
            lines.push(done);
        }
    }
    lines.extend(grouper.finish_items());
    if !grouper.header.is_empty() {
        s.push_str(&write_items(&grouper.header));
        s.push('\n');
    }
    for l in lines {
        s.push_str(&write_items(&l));
        s.push('\n');
    }
    s
}

/// The LIN text of a hand: suit letters S, H, D, C, each followed by its
/// ranks from low to high, as BBO writes them.
pub fn lin_hand(h: Hand) -> String {
    let mut s = String::new();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        s.push(suit.letter());
        for c in h.suit(suit).iter() {
            s.push(c.rank().letter());
        }
    }
    s
}

/// The LIN text of a call: `p`, `d`, `r`, or a bid such as `1N`, `4S`.
pub fn lin_call(c: AttemptedCall) -> String {
    use tenace_core::{Call, Strain};
    match c {
        AttemptedCall::Call(Call::Pass) => "p".into(),
        AttemptedCall::Call(Call::Double) => "d".into(),
        AttemptedCall::Call(Call::Redouble) => "r".into(),
        AttemptedCall::Call(Call::Bid(b)) => {
            let strain = if b.strain() == Strain::NoTrump {
                "N"
            } else {
                b.strain().abbrev()
            };
            format!("{}{strain}", b.level())
        }
        AttemptedCall::OverSeven { level, strain } => {
            let s = if strain == Strain::NoTrump {
                "N"
            } else {
                strain.abbrev()
            };
            format!("{level}{s}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn md_with_three_hands() {
        let (dealer, hands) =
            parse_md("3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,").unwrap();
        assert_eq!(dealer, Some(Seat::North));
        assert!(hands[Seat::East.index()].is_none());
        let deal = complete_deal(&hands).unwrap();
        assert_eq!(deal.hand(Seat::East).len(), 13);
        assert_eq!(
            lin_hand(hands[Seat::South.index()].unwrap()),
            "SKH4579QKAD69C58K"
        );
        assert!(parse_md("5S2,,,").is_err());
        assert!(parse_md("1SAKQJT98765432H2,,,").is_err());
    }

    #[test]
    fn boards_split_and_span_lines() {
        let text = "pn|a,b,c,d|md|1SAKQJ,,,|ah|Board 1|mb|1S|\nmb|p|mb|p|mb|p|pc|SA|\npn|a,b,c,d|md|2,,,|ah|Board 2|";
        let f = read_lin(text);
        assert_eq!(f.boards.len(), 2);
        let b = f.boards[0].as_ref().unwrap();
        assert_eq!(b.calls.len(), 4);
        assert_eq!(b.cards.len(), 1);
        assert_eq!(b.players[Seat::South.index()].as_deref(), Some("a"));
        assert_eq!(f.boards[1].as_ref().unwrap().board, Some(2));
    }

    #[test]
    fn calls() {
        assert!(parse_lin_call("2H!").unwrap().1);
        assert_eq!(lin_call(parse_lin_call("1n").unwrap().0), "1N");
        assert_eq!(lin_call(parse_lin_call("P").unwrap().0), "p");
        assert!(parse_lin_call("zz").is_none());
    }
}
