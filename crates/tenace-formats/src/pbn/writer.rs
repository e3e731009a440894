//! The PBN writer, in export mode (PBN 2.1 §2.1): the 15 mandatory tags in
//! their order, then the other tags sorted by name, then the auction and
//! play sections, then the supplemental sections sorted by name; one tag
//! per line, CRLF line ends, upper case, an empty line between games.
//!
//! Reading a file this writer produced and writing it again gives the same
//! bytes.

use std::collections::HashMap;
use std::fmt::Write as _;

use tenace_core::Seat;

use super::model::*;
use super::supplemental::{Column, Table};

/// The 15 tags of the Mandatory Tag Set, in export order (PBN 2.1 §3.4).
pub const MANDATORY_TAGS: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

const KNOWN_NAMES: &[&str] = &[
    "Annotator",
    "AnnotatorNA",
    "Application",
    "BidSystemEW",
    "BidSystemNS",
    "Competition",
    "DealId",
    "Description",
    "DoubleDummyTricks",
    "EastNA",
    "EastType",
    "EventDate",
    "EventSponsor",
    "FrenchMP",
    "Generator",
    "Hidden",
    "HomeTeam",
    "Mode",
    "NorthNA",
    "NorthType",
    "OptimumResultTable",
    "OptimumScore",
    "PairEW",
    "PairNS",
    "ParContract",
    "Room",
    "Round",
    "Score",
    "ScoreIMP",
    "ScoreMP",
    "ScorePercentage",
    "ScoreRubber",
    "ScoreRubberHistory",
    "ScoreTable",
    "Section",
    "SouthNA",
    "SouthType",
    "Stage",
    "Table",
    "Termination",
    "Time",
    "TimeCall",
    "TimeCard",
    "TimeControl",
    "TotalScoreTable",
    "UTCDate",
    "UTCTime",
    "VisitTeam",
    "WestNA",
    "WestType",
    "ActionTable",
    "AuctionTimeTable",
    "InstantScoreTable",
    "PlayTimeTable",
    "OptimumPlayTable",
];

/// The export spelling of a tag name: the standard's case for known tags,
/// otherwise the name with its first letter in upper case.
pub fn export_name(name: &str) -> String {
    if let Some(m) = MANDATORY_TAGS
        .iter()
        .chain(KNOWN_NAMES.iter())
        .find(|k| k.eq_ignore_ascii_case(name))
    {
        return (*m).to_string();
    }
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// Writes the games of a file in export format; games that could not be
/// read are left out.
pub fn write_pbn(file: &PbnFile) -> String {
    write_pbn_games(file.ok_games(), &file.header)
}

/// Writes games in export format, with `header` escape lines (without `%`)
/// after `% PBN 2.1` and `% EXPORT`.
pub fn write_pbn_games<'a>(
    games: impl IntoIterator<Item = &'a PbnGame>,
    header: &[String],
) -> String {
    let mut w = PbnWriter::new();
    w.header(header);
    for g in games {
        w.game(g);
    }
    w.finish()
}

/// Writes one game on its own, every value written out (no `#`).
pub fn write_pbn_game(game: &PbnGame) -> String {
    let mut w = PbnWriter::new();
    w.expand = true;
    w.game(game);
    w.out
}

/// A streaming export-format writer.
pub struct PbnWriter {
    out: String,
    games: usize,
    /// Values of the previous game, for `#`.
    prev: HashMap<String, String>,
    /// Values of `##` tags.
    headers: HashMap<String, String>,
    pending_header: Vec<String>,
    /// Write every value out instead of `#`, `##` and omitted tags.
    pub expand: bool,
}

impl Default for PbnWriter {
    fn default() -> Self {
        PbnWriter::new()
    }
}

fn is_format_directive(d: &str) -> bool {
    let t = d.trim();
    t.eq_ignore_ascii_case("EXPORT") || t.eq_ignore_ascii_case("IMPORT") || pbn_version(t).is_some()
}

/// The version of a `PBN x.y` escape line.
pub(crate) fn pbn_version(d: &str) -> Option<&str> {
    let t = d.trim();
    let rest = t
        .get(..3)
        .filter(|p| p.eq_ignore_ascii_case("PBN"))
        .map(|_| t[3..].trim())?;
    let ok = !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit() || c == '.');
    ok.then_some(rest)
}

/// Escapes a string token: `"` becomes `\"`, and a backslash is doubled
/// where it could otherwise be read as an escape.
pub fn escape(s: &str) -> String {
    if !s.contains(['"', '\\']) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 4);
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => {
                let next = chars.get(i + 1);
                if matches!(next, None | Some('"') | Some('\\')) {
                    out.push_str("\\\\");
                } else {
                    out.push('\\');
                }
            }
            c => out.push(c),
        }
    }
    out
}

impl PbnWriter {
    /// A writer with nothing written yet.
    pub fn new() -> PbnWriter {
        PbnWriter {
            out: String::new(),
            games: 0,
            prev: HashMap::new(),
            headers: HashMap::new(),
            pending_header: Vec::new(),
            expand: false,
        }
    }

    fn line(&mut self, s: &str) {
        self.out.push_str(s);
        self.out.push_str("\r\n");
    }

    /// Writes the `% PBN 2.1` and `% EXPORT` lines and the other `%` lines
    /// of `header` (given without the `%`).
    pub fn header(&mut self, header: &[String]) {
        self.line("% PBN 2.1");
        self.line("% EXPORT");
        self.pending_header = header
            .iter()
            .filter(|d| !is_format_directive(d))
            .cloned()
            .collect();
    }

    fn comment_lines(&mut self, comments: &[Comment]) {
        for c in comments {
            let text = c.text.replace('\n', "\r\n");
            if c.brace {
                self.line(&format!("{{{text}}}"));
            } else {
                self.line(&format!(";{text}"));
            }
        }
    }

    fn tag_line(&mut self, name: &str, value: &str) {
        let line = format!("[{name} \"{}\"]", escape(value));
        self.line(&line);
    }

    /// Writes one game.
    pub fn game(&mut self, g: &PbnGame) {
        if self.games == 0 {
            let mut pending = std::mem::take(&mut self.pending_header);
            pending.extend(
                g.directives
                    .iter()
                    .filter(|d| !is_format_directive(d))
                    .cloned(),
            );
            for d in pending {
                self.line(&format!("%{d}"));
            }
        } else {
            self.line("");
            for d in &g.directives {
                self.line(&format!("%{d}"));
            }
        }
        self.games += 1;
        self.comment_lines(&g.comments);

        let mut written: Vec<String> = Vec::new();
        // Mandatory tags.
        for name in MANDATORY_TAGS {
            let tag = g.tag(name);
            let value = mandatory_value(g, name, tag);
            written.push(name.to_ascii_lowercase());
            self.tag_with_origin(name, &value, tag);
        }
        // Other tags, then sections.
        let mut plain: Vec<(String, &Tag)> = Vec::new();
        let mut sections: Vec<(String, &Tag)> = Vec::new();
        for t in &g.tags {
            let lower = t.name.to_ascii_lowercase();
            if written.contains(&lower)
                || MANDATORY_TAGS
                    .iter()
                    .any(|m| m.eq_ignore_ascii_case(&t.name))
            {
                continue;
            }
            written.push(lower);
            if t.is_section() {
                sections.push((export_name(&t.name), t));
            } else {
                plain.push((export_name(&t.name), t));
            }
        }
        plain.sort_by(|a, b| a.0.cmp(&b.0));
        sections.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, t) in &plain {
            self.tag_with_origin(name, &t.value, Some(t));
        }
        if let Some(a) = &g.auction {
            self.auction(a);
        }
        if let Some(p) = &g.play {
            let leader = g.info.declarer.map(|d| d.seat.lho());
            self.play(p, leader);
        }
        for (name, t) in &sections {
            self.section(name, t);
        }
        // Remember this game's values for `#` in the next one.
        self.prev.clear();
        for name in MANDATORY_TAGS {
            let v = mandatory_value(g, name, g.tag(name));
            self.prev.insert(name.to_ascii_lowercase(), v);
        }
        for (name, t) in plain.iter().chain(sections.iter()) {
            self.prev.insert(name.to_ascii_lowercase(), t.value.clone());
        }
    }

    fn tag_with_origin(&mut self, name: &str, value: &str, tag: Option<&Tag>) {
        let lower = name.to_ascii_lowercase();
        let origin = tag.map(|t| t.origin).unwrap_or(TagOrigin::Given);
        if !self.expand {
            match origin {
                TagOrigin::Copied if self.prev.get(&lower).map(String::as_str) == Some(value) => {
                    self.tag_line(name, "#");
                    self.comment_lines(tag.map(|t| t.comments.as_slice()).unwrap_or(&[]));
                    return;
                }
                TagOrigin::HeaderGiven => {
                    self.headers.insert(lower, value.to_string());
                    self.tag_line(name, &format!("##{value}"));
                    self.comment_lines(tag.map(|t| t.comments.as_slice()).unwrap_or(&[]));
                    return;
                }
                TagOrigin::HeaderInherited
                    if self.headers.get(&lower).map(String::as_str) == Some(value) =>
                {
                    return;
                }
                _ => {}
            }
            if let Some(h) = self.headers.get_mut(&lower) {
                value.clone_into(h);
            }
        }
        self.tag_line(name, value);
        self.comment_lines(tag.map(|t| t.comments.as_slice()).unwrap_or(&[]));
    }

    fn annotation(&mut self, line: &mut String, ann: &Annotation, for_card: bool) -> bool {
        if let Some(n) = ann.note {
            let _ = write!(line, " ={n}=");
        }
        let mut nags = ann.nags.clone();
        if let Some(s) = ann.suffix {
            nags.push(s.nag(for_card));
        }
        nags.sort_unstable();
        for n in nags {
            let _ = write!(line, " ${n}");
        }
        let mut ends_line = false;
        for c in &ann.comments {
            // After a `;` comment the line is the comment's: what follows
            // starts a new line.
            let sep = if ends_line { "\r\n" } else { " " };
            if c.brace {
                let _ = write!(line, "{sep}{{{}}}", c.text.replace('\n', "\r\n"));
                ends_line = false;
            } else {
                let _ = write!(line, "{sep};{}", c.text);
                ends_line = true;
            }
        }
        ends_line
    }

    fn flush_line(&mut self, line: &mut String) {
        if !line.is_empty() {
            let l = std::mem::take(line);
            self.line(&l);
        }
    }

    fn auction(&mut self, a: &AuctionSection) {
        let skip = a
            .items
            .iter()
            .take_while(|i| matches!(i.entry, AuctionEntry::NotYet) && i.annotation.is_empty())
            .count();
        let first = a.first.advance(skip);
        self.tag_line("Auction", &first.letter().to_string());
        self.comment_lines(&a.comments);
        let mut line = String::new();
        let mut in_line = 0;
        for item in &a.items[skip..] {
            if in_line > 0 {
                line.push(' ');
            }
            if item.insufficient {
                line.push_str("^I ");
            }
            match item.entry {
                AuctionEntry::Call(c) => line.push_str(&call_text(c)),
                AuctionEntry::AllPass => line.push_str("AP"),
                AuctionEntry::NotYet => line.push('-'),
                AuctionEntry::Skipped => line.push_str("^S"),
                AuctionEntry::Continue => line.push('+'),
            }
            let ends = self.annotation(&mut line, &item.annotation, false);
            in_line += 1;
            if in_line == 4 || ends {
                self.flush_line(&mut line);
                in_line = 0;
            }
        }
        self.flush_line(&mut line);
        if a.star {
            self.line("*");
        }
        self.notes(&a.notes);
    }

    fn notes(&mut self, notes: &[Note]) {
        for n in notes {
            self.tag_line("Note", &format!("{}:{}", n.index, n.text));
            self.comment_lines(&n.comments);
        }
    }

    fn play(&mut self, p: &PlaySection, leader: Option<Seat>) {
        // Export format puts the opening leader in the first column.
        let first = leader.unwrap_or(p.first);
        let shift = p.first.distance_to(first);
        self.tag_line("Play", &first.letter().to_string());
        self.comment_lines(&p.comments);
        let unknown = PlayItem::new(PlayEntry::Unknown);
        // The section's first seat led the first trick unless a card is
        // marked `^L`. Moved out of the first column, its lead is a lead
        // out of turn, and is marked so (or it would read as no lead).
        let marked = |t: &[PlayItem]| t.iter().any(|i| i.mark == Some(PlayMark::LeadOutOfTurn));
        let mark_first_lead = shift != 0 && p.items.chunks(4).next().is_some_and(|t| !marked(t));
        for (t, trick) in p.items.chunks(4).enumerate() {
            let mut line = String::new();
            let n = if shift == 0 { trick.len() } else { 4 };
            for k in 0..n {
                let item = if shift == 0 {
                    &trick[k]
                } else {
                    trick.get((k + shift) % 4).unwrap_or(&unknown)
                };
                if k > 0 {
                    line.push(' ');
                }
                let lead_out_of_turn = t == 0
                    && mark_first_lead
                    && (k + shift).is_multiple_of(4)
                    && matches!(item.entry, PlayEntry::Card(_));
                match item.mark {
                    Some(PlayMark::Revoke) => line.push_str("^R "),
                    Some(PlayMark::LeadOutOfTurn) => line.push_str("^L "),
                    None if lead_out_of_turn => line.push_str("^L "),
                    None => {}
                }
                match item.entry {
                    PlayEntry::Card(c) => line.push_str(&c.to_string()),
                    PlayEntry::Unknown => line.push('-'),
                    PlayEntry::Continue => line.push('+'),
                }
                if self.annotation(&mut line, &item.annotation, true) {
                    self.flush_line(&mut line);
                }
            }
            self.flush_line(&mut line);
        }
        if p.star {
            self.line("*");
        }
        self.notes(&p.notes);
    }

    fn section(&mut self, name: &str, t: &Tag) {
        let is_table = is_table_name(name);
        if is_table {
            let table = Table::from_tag(t);
            let spec: Vec<String> = table.columns.iter().map(Column::spec).collect();
            let spec = spec.join(";");
            // Written bare, a spec that is `#` or begins with `##` would read
            // back as a value copied or set for the games that follow, and
            // lose its first `#`s: write it as a value set here (`##spec`),
            // which reads back as the same spec (found by the pbn fuzz target).
            let spec = if spec == "#" || spec.starts_with("##") {
                format!("##{spec}")
            } else {
                spec
            };
            self.tag_line(name, &spec);
            self.comment_lines(&t.comments);
            for row in &table.rows {
                let cells: Vec<String> = row
                    .iter()
                    .enumerate()
                    .map(|(i, e)| pad(&element_text(e), table.columns.get(i)))
                    .collect();
                self.line(&cells.join(" "));
            }
        } else {
            // A value set for the games that follow is written as it was
            // given (`##value`): written bare, a value that begins with `#`
            // would read back as inherited.
            let value = if t.origin == TagOrigin::HeaderGiven {
                self.headers
                    .insert(name.to_ascii_lowercase(), t.value.clone());
                format!("##{}", t.value)
            } else {
                t.value.clone()
            };
            self.tag_line(name, &value);
            self.comment_lines(&t.comments);
            if let Some(d) = &t.data {
                for l in &d.lines {
                    let cells: Vec<String> = l.iter().map(element_text).collect();
                    self.line(&cells.join(" "));
                }
            }
        }
    }

    /// The text written so far.
    pub fn finish(self) -> String {
        self.out
    }

    /// The text written since the last call, to be passed on (a writer of
    /// a file game by game keeps no more than a game).
    pub fn take_output(&mut self) -> String {
        std::mem::take(&mut self.out)
    }
}

fn element_text(e: &Element) -> String {
    // A section token cannot hold white space or the characters that start
    // tags, comments, strings or escape lines; such an element is written
    // as a string token.
    let needs_quotes = e.text.is_empty()
        || e.text
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '[' | ']' | '{' | '}' | ';' | '"' | '%'));
    if e.quoted || needs_quotes {
        format!("\"{}\"", escape(&e.text))
    } else {
        e.text.clone()
    }
}

/// The widest a table column is padded to. A width comes from the input
/// (`Result\99999999999R`), so the padding is bounded: a wider column is
/// written at this width, and its elements as they are.
pub const MAX_COLUMN_WIDTH: usize = 255;

fn pad(text: &str, col: Option<&Column>) -> String {
    let Some(col) = col else {
        return text.to_string();
    };
    let Some(w) = col.width else {
        return text.to_string();
    };
    let w = w.min(MAX_COLUMN_WIDTH);
    let len = text.chars().count();
    if len >= w {
        return text.to_string();
    }
    let fill = " ".repeat(w - len);
    if col.align == Some('R') {
        fill + text
    } else {
        text.to_string() + &fill
    }
}

/// The export spelling of a call: `Pass`, `X`, `XX`, `1C` ... `7NT`.
pub fn call_text(c: tenace_core::AttemptedCall) -> String {
    c.to_string()
}

/// The export value of a mandatory tag.
fn mandatory_value(g: &PbnGame, name: &str, tag: Option<&Tag>) -> String {
    let info = &g.info;
    let raw = tag.map(|t| t.value.as_str());
    let passed = matches!(info.contract, Some(ContractTag::Passed));
    match name {
        "Board" => match info.board {
            Some(b) => b.to_string(),
            None => raw.unwrap_or("?").to_string(),
        },
        "Dealer" => match info.dealer {
            Some(s) => s.letter().to_string(),
            None => raw.unwrap_or("?").to_string(),
        },
        "Vulnerable" => match info.vulnerability {
            Some(v) => v.pbn().to_string(),
            None => raw.unwrap_or("?").to_string(),
        },
        "Deal" => match &info.deal {
            Some(d) => {
                let first = info.dealer.unwrap_or(d.first);
                let mut s = format!("{}:", first.letter());
                for k in 0..4 {
                    if k > 0 {
                        s.push(' ');
                    }
                    match d.hands[first.advance(k).index()] {
                        Some(h) => s.push_str(&h.to_string()),
                        None => s.push('-'),
                    }
                }
                s
            }
            None => raw.unwrap_or("?").to_string(),
        },
        "Declarer" => match info.declarer {
            Some(d) => format!("{}{}", if d.swapped { "^" } else { "" }, d.seat.letter()),
            None => raw.unwrap_or(if passed { "" } else { "?" }).to_string(),
        },
        "Contract" => match &info.contract {
            Some(c) => c.to_pbn(),
            None => raw.unwrap_or("?").to_string(),
        },
        "Result" => match &info.result {
            Some(r) => {
                let caret = if r.disputed { "^" } else { "" };
                match (r.tricks, r.declarer_tricks(info.declarer.map(|d| d.seat))) {
                    (ResultTricks::Declarer(n), _) => format!("{caret}{n}"),
                    (_, Some(n)) => format!("{caret}{n}"),
                    (ResultTricks::Sides { ns, ew }, None) => {
                        let mut parts = Vec::new();
                        if let Some(n) = ns {
                            parts.push(format!("NS {n}"));
                        }
                        if let Some(e) = ew {
                            parts.push(format!("EW {e}"));
                        }
                        format!("{caret}{}", parts.join(" "))
                    }
                }
            }
            None => raw.unwrap_or(if passed { "" } else { "?" }).to_string(),
        },
        _ => raw.unwrap_or("?").to_string(),
    }
}
