//! The claim statement language: what a claimer says about his line of play
//! (Law 68C), typed by the Director and stored with the claim.
//!
//! The grammar is in docs/claims.md. In short, a statement is a list of
//! clauses separated by commas, semicolons, full stops, `then` or `and`;
//! each clause starts with a verb (`cash`, `run`, `draw`, `ruff`,
//! `cross-ruff`, `finesse`, `concede`, `discard`) or is one of the set
//! phrases (`the rest are good`, `all mine`, `a trump is out`). Text in
//! double quotes is kept as a note for the Director. An empty statement, or
//! `none`, means no statement at all.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use tenace_core::{Card, Seat, Suit};

/// A hand named in a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HandRef {
    /// "in hand": the claimer's own hand.
    Hand,
    /// "in dummy".
    Dummy,
    /// A seat named outright ("from North").
    Seat(Seat),
}

impl HandRef {
    /// The seat this refers to, for a claim by `claimer` with `declarer`.
    pub fn resolve(self, claimer: Seat, declarer: Seat) -> Seat {
        match self {
            HandRef::Hand => claimer,
            HandRef::Dummy => declarer.partner(),
            HandRef::Seat(s) => s,
        }
    }
}

/// The order in which a suit is to be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SuitOrder {
    /// Highest card first ("from the top").
    TopDown,
    /// Lowest card first.
    BottomUp,
}

/// One step of a stated line of play.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Directive {
    /// Cash, lead or play this card ("cash SA", "lead the HQ").
    Play { card: Card },
    /// Play the claiming side's cards of a suit ("run clubs", "cash the
    /// spades from the top").
    RunSuit {
        suit: Suit,
        from: Option<HandRef>,
        order: Option<SuitOrder>,
    },
    /// Lead trumps until the opponents have none ("draw trumps").
    DrawTrumps,
    /// Ruff a card of `suit` (`count` times; `None` = as often as possible).
    Ruff {
        suit: Option<Suit>,
        count: Option<u8>,
        hand: Option<HandRef>,
    },
    /// Ruff side suits alternately in both hands.
    CrossRuff,
    /// A finesse: with `card` ("finesse the CJ", "run the S9"), against a
    /// card ("finesse against the SQ"), or in a suit ("finesse again").
    Finesse {
        suit: Option<Suit>,
        card: Option<Card>,
        against: Option<Card>,
    },
    /// Give up tricks ("conceding a spade"); `count: None` = the rest.
    Concede {
        count: Option<u8>,
        suit: Option<Suit>,
        card: Option<Card>,
    },
    /// Discard from a suit or a card ("throw a heart").
    Discard {
        suit: Option<Suit>,
        card: Option<Card>,
    },
    /// The claimer says a trump is still out ("a trump is out", "the SQ is
    /// out"): he is aware of it (Law 70C2).
    TrumpOutstanding { card: Option<Card> },
    /// "The rest are good."
    RestAreGood,
    /// "All mine."
    AllMine,
    /// Text in quotes: kept for the Director, not followed by the
    /// adjudicator.
    Other { text: String },
}

/// A claim statement: the text as typed and the directives read from it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ClaimStatement {
    pub raw: String,
    pub directives: Vec<Directive>,
}

impl ClaimStatement {
    /// No statement at all.
    pub fn none() -> ClaimStatement {
        ClaimStatement::default()
    }

    /// Parses a statement (see the module docs and docs/claims.md).
    pub fn parse(text: &str) -> Result<ClaimStatement, StatementError> {
        let tokens = tokenize(text)?;
        let directives = Parser {
            toks: &tokens,
            i: 0,
        }
        .statement()?;
        Ok(ClaimStatement {
            raw: text.to_string(),
            directives,
        })
    }

    /// Whether there is no statement (no directive).
    pub fn is_empty(&self) -> bool {
        self.directives.is_empty()
    }

    /// Whether the statement says anything about trumps: drawing them, a
    /// trump being out, or a named card of the trump suit (Law 70C1).
    pub fn mentions_trumps(&self, trump: Option<Suit>) -> bool {
        self.directives.iter().any(|d| match d {
            Directive::DrawTrumps | Directive::TrumpOutstanding { .. } | Directive::CrossRuff => {
                true
            }
            Directive::RunSuit { suit, .. } => Some(*suit) == trump,
            Directive::Play { card } => Some(card.suit()) == trump,
            _ => false,
        })
    }
}

impl FromStr for ClaimStatement {
    type Err = StatementError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ClaimStatement::parse(s)
    }
}

/// What is wrong with a statement, and where (1-based column, in
/// characters).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {kind}")]
pub struct StatementError {
    pub column: usize,
    pub word: String,
    pub kind: StatementErrorKind,
}

/// The kinds of [`StatementError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatementErrorKind {
    #[error("`{0}` is not a word of the claim language (a clause starts with cash, play, lead, run, draw, ruff, cross-ruff, finesse, concede, discard, or is `the rest are good`, `all mine`, `a trump is out`)")]
    UnknownWord(String),
    #[error("`{verb}` needs {expected}, found `{found}`")]
    Expected {
        verb: String,
        expected: &'static str,
        found: String,
    },
    #[error("`{0}` needs something after it, but the statement ends there")]
    Unfinished(String),
    #[error("a quotation starting here is not closed")]
    UnclosedQuote,
}

// ---------------------------------------------------------------- tokens

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Sep,
    Quoted(String),
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    col: usize,
    text: String,
}

fn tokenize(text: &str) -> Result<Vec<Token>, StatementError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if matches!(c, ',' | ';' | '.' | ':' | '(' | ')' | '!') {
            out.push(Token {
                tok: Tok::Sep,
                col: i + 1,
                text: c.to_string(),
            });
            i += 1;
        } else if matches!(c, '"' | '“' | '”') {
            let start = i;
            i += 1;
            let mut s = String::new();
            while i < chars.len() && !matches!(chars[i], '"' | '“' | '”') {
                s.push(chars[i]);
                i += 1;
            }
            if i >= chars.len() {
                return Err(StatementError {
                    column: start + 1,
                    word: chars[start..].iter().collect(),
                    kind: StatementErrorKind::UnclosedQuote,
                });
            }
            i += 1;
            out.push(Token {
                tok: Tok::Quoted(s.clone()),
                col: start + 1,
                text: s,
            });
        } else {
            let start = i;
            let mut s = String::new();
            while i < chars.len()
                && !chars[i].is_whitespace()
                && !matches!(
                    chars[i],
                    ',' | ';' | '.' | ':' | '(' | ')' | '!' | '"' | '“' | '”'
                )
            {
                s.push(chars[i]);
                i += 1;
            }
            out.push(Token {
                tok: Tok::Word(s.to_lowercase()),
                col: start + 1,
                text: s,
            });
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------- words

fn suit_word(w: &str) -> Option<Suit> {
    let w = w.trim_end_matches('s');
    match w {
        "spade" | "♠" | "♤" => Some(Suit::Spades),
        "heart" | "♥" | "♡" => Some(Suit::Hearts),
        "diamond" | "♦" | "♢" => Some(Suit::Diamonds),
        "club" | "♣" | "♧" => Some(Suit::Clubs),
        _ => None,
    }
}

fn number_word(w: &str) -> Option<u8> {
    match w {
        "a" | "an" | "one" | "1" => Some(1),
        "two" | "2" => Some(2),
        "three" | "3" => Some(3),
        "four" | "4" => Some(4),
        "five" | "5" => Some(5),
        "six" | "6" => Some(6),
        "seven" | "7" => Some(7),
        "eight" | "8" => Some(8),
        "nine" | "9" => Some(9),
        "ten" | "10" => Some(10),
        "eleven" | "11" => Some(11),
        "twelve" | "12" => Some(12),
        "thirteen" | "13" => Some(13),
        _ => None,
    }
}

fn card_word(w: &str) -> Option<Card> {
    // Two or three characters (suit then rank), or a suit symbol and a rank.
    let n = w.chars().count();
    if !(2..=3).contains(&n) {
        return None;
    }
    w.parse::<Card>().ok()
}

fn seat_word(w: &str) -> Option<Seat> {
    match w {
        "north" | "n" => Some(Seat::North),
        "east" | "e" => Some(Seat::East),
        "south" => Some(Seat::South),
        "west" | "w" => Some(Seat::West),
        _ => None,
    }
}

const FILLER: &[&str] = &[
    "the",
    "my",
    "his",
    "her",
    "first",
    "finally",
    "next",
    "now",
    "after",
    "that",
    "this",
    "remaining",
    "last",
];

// ---------------------------------------------------------------- parser

struct Parser<'a> {
    toks: &'a [Token],
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.i)
    }

    fn word(&self) -> Option<&str> {
        match &self.peek()?.tok {
            Tok::Word(w) => Some(w.as_str()),
            _ => None,
        }
    }

    fn word_at(&self, k: usize) -> Option<&str> {
        match &self.toks.get(self.i + k)?.tok {
            Tok::Word(w) => Some(w.as_str()),
            _ => None,
        }
    }

    fn eat(&mut self, w: &str) -> bool {
        if self.word() == Some(w) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn skip_filler(&mut self) {
        while let Some(w) = self.word() {
            if FILLER.contains(&w) {
                self.i += 1;
            } else {
                break;
            }
        }
    }

    /// Skips separators and joining words between clauses.
    fn skip_joins(&mut self) {
        loop {
            match self.peek().map(|t| &t.tok) {
                Some(Tok::Sep) => self.i += 1,
                Some(Tok::Word(w))
                    if matches!(
                        w.as_str(),
                        "then"
                            | "and"
                            | "after"
                            | "that"
                            | "first"
                            | "finally"
                            | "next"
                            | "now"
                            | "i"
                            | "will"
                            | "i'll"
                            | "we"
                            | "by"
                    ) =>
                {
                    self.i += 1
                }
                _ => break,
            }
        }
    }

    fn err_here(&self, verb: &str, expected: &'static str) -> StatementError {
        match self.peek() {
            Some(t) => StatementError {
                column: t.col,
                word: t.text.clone(),
                kind: StatementErrorKind::Expected {
                    verb: verb.to_string(),
                    expected,
                    found: t.text.clone(),
                },
            },
            None => {
                let col = self.toks.last().map(|t| t.col).unwrap_or(1);
                StatementError {
                    column: col,
                    word: verb.to_string(),
                    kind: StatementErrorKind::Unfinished(verb.to_string()),
                }
            }
        }
    }

    fn statement(&mut self) -> Result<Vec<Directive>, StatementError> {
        let mut out = Vec::new();
        // "none", "no statement", "nothing", "-": no statement at all.
        let words: Vec<&str> = self
            .toks
            .iter()
            .filter_map(|t| {
                if let Tok::Word(w) = &t.tok {
                    Some(w.as_str())
                } else {
                    None
                }
            })
            .collect();
        if matches!(
            words.as_slice(),
            [] | ["none"] | ["nothing"] | ["-"] | ["no", "statement"]
        ) && self.toks.iter().all(|t| !matches!(t.tok, Tok::Quoted(_)))
        {
            return Ok(out);
        }
        loop {
            self.skip_joins();
            if self.peek().is_none() {
                break;
            }
            self.clause(&mut out)?;
        }
        Ok(out)
    }

    fn clause(&mut self, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        let Some(tok) = self.peek().cloned() else {
            return Ok(());
        };
        let w = match &tok.tok {
            Tok::Quoted(s) => {
                self.i += 1;
                out.push(Directive::Other { text: s.clone() });
                return Ok(());
            }
            Tok::Sep => {
                self.i += 1;
                return Ok(());
            }
            Tok::Word(w) => w.clone(),
        };
        if let Some(card) = card_word(&w) {
            return self.bare_card(card, out);
        }
        match w.as_str() {
            "cash" | "cashing" | "play" | "playing" | "lead" | "leading" | "take" | "taking"
            | "win" | "winning" => {
                self.i += 1;
                self.cash(&w, out)
            }
            "run" | "running" => {
                self.i += 1;
                self.run(&w, out)
            }
            "draw" | "drawing" | "pull" | "pulling" => {
                self.i += 1;
                self.draw(&w, out)
            }
            "ruff" | "ruffing" | "trumping" => {
                self.i += 1;
                self.ruff(&w, out)
            }
            "cross-ruff" | "crossruff" | "cross-ruffing" | "crossruffing" => {
                self.i += 1;
                out.push(Directive::CrossRuff);
                Ok(())
            }
            "cross" => {
                self.i += 1;
                if self.eat("ruff") || self.eat("ruffing") {
                    out.push(Directive::CrossRuff);
                    Ok(())
                } else {
                    Err(self.err_here("cross", "`ruff`"))
                }
            }
            "finesse" | "finessing" | "repeat" | "repeating" => {
                self.i += 1;
                if w.starts_with("repeat") {
                    self.skip_filler();
                    if !self.eat("finesse") {
                        return Err(self.err_here(&w, "`the finesse`"));
                    }
                }
                self.finesse(&w, out)
            }
            "concede" | "conceding" | "lose" | "losing" | "give" | "giving" => {
                self.i += 1;
                if w.starts_with("giv") && !self.eat("up") {
                    return Err(self.err_here(&w, "`up`"));
                }
                self.concede(&w, out)
            }
            "discard" | "discarding" | "throw" | "throwing" | "pitch" | "pitching" => {
                self.i += 1;
                self.discard(&w, out)
            }
            "let" => {
                self.i += 1;
                self.let_it_run(out)
            }
            "rest" | "the" | "everything" => self.rest(out),
            "all" | "claim" | "claiming" => {
                self.i += 1;
                self.all_mine(&w, out)
            }
            "a" | "an" | "one" | "two" | "trump" | "trumps" => self.outstanding(out),
            "leaving" | "ignoring" => {
                self.i += 1;
                self.outstanding(out)
            }
            "no" | "with" | "without" => {
                self.i += 1;
                self.no_finesse();
                Ok(())
            }
            _ => Err(StatementError {
                column: tok.col,
                word: tok.text.clone(),
                kind: StatementErrorKind::UnknownWord(tok.text.clone()),
            }),
        }
    }

    /// A clause that starts with a card: it continues a list of cards
    /// ("cash SA, SK"), or names an outstanding trump ("SQ is out").
    fn bare_card(&mut self, card: Card, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        if matches!(out.last(), Some(Directive::Play { .. })) {
            self.i += 1;
            out.push(Directive::Play { card });
            if self.word() == Some("is") || self.word() == Some("are") {
                // "SQ is out" after a list: treat as an outstanding trump.
                out.pop();
                self.i -= 1;
                return self.outstanding(out);
            }
            return Ok(());
        }
        self.outstanding(out)
    }

    /// "draw trumps", after the verb.
    fn draw(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        match self.word() {
            Some("trump" | "trumps") => {
                self.i += 1;
                out.push(Directive::DrawTrumps);
                Ok(())
            }
            _ => Err(self.err_here(verb, "`trumps`")),
        }
    }

    /// "let it run", "let it ride", after `let`: the card just led is a
    /// finesse.
    fn let_it_run(&mut self, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.eat("it");
        if !(self.eat("run") || self.eat("ride")) {
            return Err(self.err_here("let it", "`run` or `ride`"));
        }
        match out.pop() {
            Some(Directive::Play { card }) => out.push(Directive::Finesse {
                suit: Some(card.suit()),
                card: Some(card),
                against: None,
            }),
            Some(other) => {
                out.push(other);
                out.push(Directive::Finesse {
                    suit: None,
                    card: None,
                    against: None,
                });
            }
            None => out.push(Directive::Finesse {
                suit: None,
                card: None,
                against: None,
            }),
        }
        Ok(())
    }

    /// "all mine", "claim the rest", after `all` or `claim`.
    fn all_mine(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        if verb.starts_with("claim") {
            self.skip_filler();
            if !(self.eat("all") || self.eat("rest")) {
                return Err(self.err_here(verb, "`all` or `the rest`"));
            }
        }
        // "all mine", "all the rest", "all the tricks", "all".
        while let Some(x) = self.word() {
            if matches!(
                x,
                "mine"
                    | "ours"
                    | "the"
                    | "rest"
                    | "tricks"
                    | "of"
                    | "them"
                    | "good"
                    | "are"
                    | "high"
            ) {
                self.i += 1;
            } else {
                break;
            }
        }
        out.push(Directive::AllMine);
        Ok(())
    }

    /// "no finesse", "with no finesse", after the first word: says only
    /// what he will not do, so it gives no directive.
    fn no_finesse(&mut self) {
        while let Some(x) = self.word() {
            if matches!(
                x,
                "finesse" | "finesses" | "need" | "no" | "for" | "a" | "any" | "the"
            ) {
                self.i += 1;
            } else {
                break;
            }
        }
    }

    fn hand_ref(&mut self) -> Option<HandRef> {
        let w = self.word()?;
        if !matches!(w, "in" | "from" | "on" | "with") {
            return None;
        }
        let save = self.i;
        self.i += 1;
        self.skip_filler();
        let r = match self.word() {
            Some("hand" | "my") => Some(HandRef::Hand),
            Some("dummy" | "table") => Some(HandRef::Dummy),
            Some(x) => seat_word(x).map(HandRef::Seat),
            None => None,
        };
        if r.is_some() {
            self.i += 1;
            self.eat("hand");
        } else {
            self.i = save;
        }
        r
    }

    fn order(&mut self) -> Option<SuitOrder> {
        let save = self.i;
        match (self.word(), self.word_at(1), self.word_at(2)) {
            (Some("from"), Some("the"), Some("top")) => {
                self.i += 3;
                Some(SuitOrder::TopDown)
            }
            (Some("from"), Some("the"), Some("bottom")) => {
                self.i += 3;
                Some(SuitOrder::BottomUp)
            }
            (Some("top"), Some("down"), _) | (Some("top-down"), _, _) => {
                self.i += if self.word() == Some("top-down") {
                    1
                } else {
                    2
                };
                Some(SuitOrder::TopDown)
            }
            _ => {
                self.i = save;
                None
            }
        }
    }

    fn suit_tail(&mut self, suit: Suit, mut order: Option<SuitOrder>, out: &mut Vec<Directive>) {
        let mut from = None;
        for _ in 0..3 {
            if order.is_none() {
                order = self.order();
            }
            if from.is_none() {
                from = self.hand_ref();
            }
        }
        out.push(Directive::RunSuit { suit, from, order });
    }

    fn cash(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        let mut order = None;
        if self.eat("top") {
            order = Some(SuitOrder::TopDown);
        }
        let Some(w) = self.word().map(str::to_string) else {
            return Err(self.err_here(verb, "a card or a suit"));
        };
        if let Some(card) = card_word(&w) {
            self.i += 1;
            out.push(Directive::Play { card });
            // More cards: "SA SK", "SA and SK", "SA, SK" (commas are handled
            // by the clause loop).
            loop {
                let save = self.i;
                self.eat("and");
                self.skip_filler();
                match self.word().and_then(card_word) {
                    Some(c) => {
                        self.i += 1;
                        out.push(Directive::Play { card: c });
                    }
                    None => {
                        self.i = save;
                        break;
                    }
                }
            }
            self.hand_ref();
            return Ok(());
        }
        if let Some(suit) = suit_word(&w) {
            self.i += 1;
            self.suit_tail(suit, order, out);
            return Ok(());
        }
        if matches!(w.as_str(), "winners" | "rest" | "tricks" | "out") {
            self.i += 1;
            out.push(Directive::RestAreGood);
            return Ok(());
        }
        if matches!(w.as_str(), "finesse") {
            self.i += 1;
            out.push(Directive::Finesse {
                suit: None,
                card: None,
                against: None,
            });
            return Ok(());
        }
        // "take the club finesse"
        if let (Some(s), Some("finesse")) = (suit_word(&w), self.word_at(1)) {
            self.i += 2;
            out.push(Directive::Finesse {
                suit: Some(s),
                card: None,
                against: None,
            });
            return Ok(());
        }
        Err(self.err_here(verb, "a card (e.g. SA) or a suit (e.g. clubs)"))
    }

    fn run(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        let Some(w) = self.word().map(str::to_string) else {
            return Err(self.err_here(verb, "a suit or a card"));
        };
        if let Some(card) = card_word(&w) {
            self.i += 1;
            out.push(Directive::Finesse {
                suit: Some(card.suit()),
                card: Some(card),
                against: None,
            });
            return Ok(());
        }
        if let Some(suit) = suit_word(&w) {
            self.i += 1;
            self.suit_tail(suit, None, out);
            return Ok(());
        }
        Err(self.err_here(verb, "a suit (e.g. clubs) or a card (e.g. S9)"))
    }

    fn count(&mut self) -> Option<u8> {
        let n = self.word().and_then(number_word)?;
        self.i += 1;
        Some(n)
    }

    fn ruff(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        let count = self.count();
        self.skip_filler();
        let (suit, explicit) = match self.word().map(str::to_string) {
            Some(w) if suit_word(&w).is_some() => {
                self.i += 1;
                (suit_word(&w), w.ends_with('s'))
            }
            Some(w) if card_word(&w).is_some() => {
                self.i += 1;
                (card_word(&w).map(Card::suit), false)
            }
            _ if count.is_none() => {
                return Err(self.err_here(verb, "a suit (e.g. a heart) or a card"))
            }
            _ => (None, false),
        };
        let count = match (count, explicit) {
            (Some(n), _) => Some(n),
            (None, true) => None,
            (None, false) => Some(1),
        };
        let hand = self.hand_ref();
        out.push(Directive::Ruff { suit, count, hand });
        Ok(())
    }

    fn finesse(&mut self, _verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        let mut d = Directive::Finesse {
            suit: None,
            card: None,
            against: None,
        };
        self.eat("again");
        let against = self.eat("against");
        self.skip_filler();
        if let Some(w) = self.word().map(str::to_string) {
            if let Some(card) = card_word(&w) {
                self.i += 1;
                d = if against {
                    Directive::Finesse {
                        suit: Some(card.suit()),
                        card: None,
                        against: Some(card),
                    }
                } else {
                    Directive::Finesse {
                        suit: Some(card.suit()),
                        card: Some(card),
                        against: None,
                    }
                };
            } else if let Some(suit) = suit_word(&w) {
                self.i += 1;
                d = Directive::Finesse {
                    suit: Some(suit),
                    card: None,
                    against: None,
                };
            } else if w == "in" {
                if let Some(s) = self.word_at(1).and_then(suit_word) {
                    self.i += 2;
                    d = Directive::Finesse {
                        suit: Some(s),
                        card: None,
                        against: None,
                    };
                }
            } else if against {
                return Err(self.err_here("finesse against", "a card (e.g. SQ)"));
            }
        }
        self.eat("again");
        out.push(d);
        Ok(())
    }

    fn concede(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        if self.eat("rest") {
            self.eat("of");
            self.skip_filler();
            self.eat("tricks");
            out.push(Directive::Concede {
                count: None,
                suit: None,
                card: None,
            });
            return Ok(());
        }
        let count = self.count();
        self.skip_filler();
        let w = self.word().map(str::to_string);
        let (suit, card) = match w.as_deref() {
            Some(x) if suit_word(x).is_some() => {
                self.i += 1;
                (suit_word(x), None)
            }
            Some(x) if card_word(x).is_some() => {
                self.i += 1;
                let c = card_word(x);
                (c.map(Card::suit), c)
            }
            Some("trick" | "tricks") => {
                self.i += 1;
                (None, None)
            }
            _ if count.is_some() => (None, None),
            _ => return Err(self.err_here(verb, "a number of tricks, a suit or a card")),
        };
        let _ = self.eat("trick") || self.eat("tricks");
        out.push(Directive::Concede {
            count: Some(count.unwrap_or(1)),
            suit,
            card,
        });
        Ok(())
    }

    fn discard(&mut self, verb: &str, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        self.skip_filler();
        let _ = self.count();
        self.skip_filler();
        match self.word().map(str::to_string) {
            Some(w) if suit_word(&w).is_some() => {
                self.i += 1;
                out.push(Directive::Discard {
                    suit: suit_word(&w),
                    card: None,
                });
            }
            Some(w) if card_word(&w).is_some() => {
                self.i += 1;
                let c = card_word(&w);
                out.push(Directive::Discard {
                    suit: c.map(Card::suit),
                    card: c,
                });
            }
            _ => return Err(self.err_here(verb, "a suit or a card")),
        }
        self.hand_ref();
        Ok(())
    }

    /// "the rest are good", "rest are mine", "the rest is high".
    fn rest(&mut self, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        let start = self.peek().cloned();
        self.skip_filler();
        if !self.eat("rest") {
            // "the SQ is out", "the trump is out"
            return self.outstanding(out);
        }
        self.eat("are");
        self.eat("is");
        self.eat("all");
        match self.word() {
            Some("mine" | "ours") => {
                self.i += 1;
                out.push(Directive::AllMine);
            }
            Some("good" | "high" | "winners" | "winning" | "top" | "established") => {
                self.i += 1;
                out.push(Directive::RestAreGood);
            }
            None => out.push(Directive::RestAreGood),
            Some(_) if matches!(self.peek().map(|t| &t.tok), Some(Tok::Sep)) => {
                out.push(Directive::RestAreGood)
            }
            Some(_) => {
                let t = start.unwrap_or(Token {
                    tok: Tok::Sep,
                    col: 1,
                    text: String::new(),
                });
                return Err(StatementError {
                    column: self.peek().map(|x| x.col).unwrap_or(t.col),
                    word: self.peek().map(|x| x.text.clone()).unwrap_or_default(),
                    kind: StatementErrorKind::Expected {
                        verb: "the rest are".into(),
                        expected: "`good` or `mine`",
                        found: self.peek().map(|x| x.text.clone()).unwrap_or_default(),
                    },
                });
            }
        }
        Ok(())
    }

    /// "a trump is out", "the SQ is out", "leaving the SQ out".
    fn outstanding(&mut self, out: &mut Vec<Directive>) -> Result<(), StatementError> {
        let start = self.peek().cloned();
        self.skip_filler();
        let _ = self.count();
        self.skip_filler();
        let card = match self.word().map(str::to_string) {
            Some(w) if w == "trump" || w == "trumps" => {
                self.i += 1;
                None
            }
            Some(w) if card_word(&w).is_some() => {
                self.i += 1;
                card_word(&w)
            }
            _ => {
                let t = start.unwrap_or(Token {
                    tok: Tok::Sep,
                    col: 1,
                    text: String::new(),
                });
                let w = self.peek().cloned().unwrap_or(t);
                return Err(StatementError {
                    column: w.col,
                    word: w.text.clone(),
                    kind: StatementErrorKind::UnknownWord(w.text.clone()),
                });
            }
        };
        self.eat("is");
        self.eat("are");
        self.eat("still");
        if !(self.eat("out") || self.eat("outstanding")) {
            return Err(self.err_here("a trump is", "`out`"));
        }
        out.push(Directive::TrumpOutstanding { card });
        Ok(())
    }
}

// ---------------------------------------------------------------- display

impl fmt::Display for HandRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandRef::Hand => f.write_str("in hand"),
            HandRef::Dummy => f.write_str("in dummy"),
            HandRef::Seat(s) => write!(f, "in {}", s.name()),
        }
    }
}

fn suit_name(s: Suit) -> &'static str {
    ["clubs", "diamonds", "hearts", "spades"][s.index()]
}

fn suit_one(s: Suit) -> &'static str {
    ["club", "diamond", "heart", "spade"][s.index()]
}

impl fmt::Display for Directive {
    /// The canonical text of the directive; parsing it gives it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Directive::Play { card } => write!(f, "cash {card}"),
            Directive::RunSuit { suit, from, order } => {
                write!(f, "run {}", suit_name(*suit))?;
                match order {
                    Some(SuitOrder::TopDown) => f.write_str(" from the top")?,
                    Some(SuitOrder::BottomUp) => f.write_str(" from the bottom")?,
                    None => {}
                }
                if let Some(h) = from {
                    write!(f, " {h}")?;
                }
                Ok(())
            }
            Directive::DrawTrumps => f.write_str("draw trumps"),
            Directive::Ruff { suit, count, hand } => {
                f.write_str("ruff")?;
                match (count, suit) {
                    (Some(1), Some(s)) => write!(f, " a {}", suit_one(*s))?,
                    (Some(n), Some(s)) => write!(f, " {n} {}", suit_name(*s))?,
                    (None, Some(s)) => write!(f, " {}", suit_name(*s))?,
                    (Some(n), None) => write!(f, " {n}")?,
                    (None, None) => {}
                }
                if let Some(h) = hand {
                    write!(f, " {h}")?;
                }
                Ok(())
            }
            Directive::CrossRuff => f.write_str("cross-ruff"),
            Directive::Finesse {
                suit,
                card,
                against,
            } => match (card, against, suit) {
                (Some(c), _, _) => write!(f, "finesse the {c}"),
                (None, Some(c), _) => write!(f, "finesse against the {c}"),
                (None, None, Some(s)) => write!(f, "finesse {}", suit_name(*s)),
                (None, None, None) => f.write_str("finesse again"),
            },
            Directive::Concede { count, suit, card } => match (count, suit, card) {
                (None, _, _) => f.write_str("concede the rest"),
                (_, _, Some(c)) => write!(f, "concede {c}"),
                (Some(1), Some(s), None) => write!(f, "concede a {}", suit_one(*s)),
                (Some(n), Some(s), None) => write!(f, "concede {n} {}", suit_name(*s)),
                (Some(n), None, None) => write!(f, "concede {n} tricks"),
            },
            Directive::Discard { suit, card } => match (card, suit) {
                (Some(c), _) => write!(f, "discard {c}"),
                (None, Some(s)) => write!(f, "discard a {}", suit_one(*s)),
                (None, None) => f.write_str("discard"),
            },
            Directive::TrumpOutstanding { card: Some(c) } => write!(f, "{c} is out"),
            Directive::TrumpOutstanding { card: None } => f.write_str("a trump is out"),
            Directive::RestAreGood => f.write_str("the rest are good"),
            Directive::AllMine => f.write_str("all mine"),
            Directive::Other { text } => write!(f, "\"{text}\""),
        }
    }
}

impl fmt::Display for ClaimStatement {
    /// The canonical text: the directives joined by ", then ".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.directives.is_empty() {
            return f.write_str("no statement");
        }
        for (i, d) in self.directives.iter().enumerate() {
            if i > 0 {
                f.write_str(", then ")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn p(s: &str) -> Vec<Directive> {
        ClaimStatement::parse(s)
            .unwrap_or_else(|e| panic!("{s}: {e}"))
            .directives
    }

    #[test]
    fn the_issue_example() {
        assert_eq!(
            p("cash SA SK, then run clubs, then lead the HQ"),
            vec![
                Directive::Play { card: c("SA") },
                Directive::Play { card: c("SK") },
                Directive::RunSuit {
                    suit: Suit::Clubs,
                    from: None,
                    order: None
                },
                Directive::Play { card: c("HQ") },
            ]
        );
    }

    #[test]
    fn each_form() {
        assert_eq!(
            p("ruff a heart"),
            vec![Directive::Ruff {
                suit: Some(Suit::Hearts),
                count: Some(1),
                hand: None
            }]
        );
        assert_eq!(
            p("ruff two hearts in dummy"),
            vec![Directive::Ruff {
                suit: Some(Suit::Hearts),
                count: Some(2),
                hand: Some(HandRef::Dummy)
            }]
        );
        assert_eq!(
            p("ruff hearts"),
            vec![Directive::Ruff {
                suit: Some(Suit::Hearts),
                count: None,
                hand: None
            }]
        );
        assert_eq!(p("draw trumps"), vec![Directive::DrawTrumps]);
        assert_eq!(p("Drawing trumps."), vec![Directive::DrawTrumps]);
        assert_eq!(p("cross-ruff"), vec![Directive::CrossRuff]);
        assert_eq!(p("cross ruff"), vec![Directive::CrossRuff]);
        assert_eq!(p("the rest are good"), vec![Directive::RestAreGood]);
        assert_eq!(p("all mine"), vec![Directive::AllMine]);
        assert_eq!(
            p("conceding a spade"),
            vec![Directive::Concede {
                count: Some(1),
                suit: Some(Suit::Spades),
                card: None
            }]
        );
        assert_eq!(
            p("concede two tricks"),
            vec![Directive::Concede {
                count: Some(2),
                suit: None,
                card: None
            }]
        );
        assert_eq!(
            p("concede the rest"),
            vec![Directive::Concede {
                count: None,
                suit: None,
                card: None
            }]
        );
        assert_eq!(p(""), vec![]);
        assert_eq!(p("  none "), vec![]);
        assert_eq!(p("no statement"), vec![]);
        assert_eq!(
            p("finesse the CJ"),
            vec![Directive::Finesse {
                suit: Some(Suit::Clubs),
                card: Some(c("CJ")),
                against: None
            }]
        );
        assert_eq!(
            p("finesse against the SQ"),
            vec![Directive::Finesse {
                suit: Some(Suit::Spades),
                card: None,
                against: Some(c("SQ"))
            }]
        );
        assert_eq!(
            p("lead the S9 and let it run, then finesse again"),
            vec![
                Directive::Finesse {
                    suit: Some(Suit::Spades),
                    card: Some(c("S9")),
                    against: None
                },
                Directive::Finesse {
                    suit: None,
                    card: None,
                    against: None
                }
            ]
        );
        assert_eq!(
            p("a trump is out"),
            vec![Directive::TrumpOutstanding { card: None }]
        );
        assert_eq!(
            p("the HQ is out"),
            vec![Directive::TrumpOutstanding {
                card: Some(c("HQ"))
            }]
        );
        assert_eq!(
            p("cash the spades from the top in dummy"),
            vec![Directive::RunSuit {
                suit: Suit::Spades,
                from: Some(HandRef::Dummy),
                order: Some(SuitOrder::TopDown)
            }]
        );
        assert_eq!(
            p("cash ♠A, ♠K"),
            vec![
                Directive::Play { card: c("SA") },
                Directive::Play { card: c("SK") }
            ]
        );
        assert_eq!(
            p("discard a heart"),
            vec![Directive::Discard {
                suit: Some(Suit::Hearts),
                card: None
            }]
        );
        assert_eq!(
            p("\"squeeze West\""),
            vec![Directive::Other {
                text: "squeeze West".into()
            }]
        );
    }

    #[test]
    fn errors_name_the_word_and_column() {
        let e = ClaimStatement::parse("cash SA, then squeeze West").unwrap_err();
        assert_eq!(e.column, 15);
        assert_eq!(e.word, "squeeze");
        assert!(e.to_string().contains("column 15"), "{e}");
        assert!(e.to_string().contains("`squeeze`"), "{e}");
        let e = ClaimStatement::parse("cash the banana").unwrap_err();
        assert_eq!((e.column, e.word.as_str()), (10, "banana"));
        assert!(matches!(e.kind, StatementErrorKind::Expected { .. }));
        let e = ClaimStatement::parse("draw").unwrap_err();
        assert!(matches!(e.kind, StatementErrorKind::Unfinished(_)), "{e:?}");
        let e = ClaimStatement::parse("cash SA \"oops").unwrap_err();
        assert_eq!(e.column, 9);
        assert!(matches!(e.kind, StatementErrorKind::UnclosedQuote));
    }

    #[test]
    fn display_round_trips() {
        for s in [
            "cash SA SK, then run clubs, then lead the HQ",
            "ruff a heart in dummy, then draw trumps, then the rest are good",
            "cross-ruff",
            "finesse against the SQ, then conceding a spade",
            "all mine",
            "discard a club, then a trump is out",
            "",
        ] {
            let a = ClaimStatement::parse(s).unwrap();
            let b = ClaimStatement::parse(&a.to_string()).unwrap();
            assert_eq!(a.directives, b.directives, "{s} -> {a}");
        }
    }
}
