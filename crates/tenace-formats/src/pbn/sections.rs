//! The auction and play sections of a PBN game (PBN 2.1 §3.2–§3.4) and the
//! notes attached to them.

use tenace_core::{AttemptedCall, Call, Card, Seat};

use super::model::*;
use super::reader::{DataTok, RawTag};
use super::values::*;
use crate::error::{ErrorKind, Warning};
use crate::note::{NoteSection, WarningKind};
use crate::pos::Pos;

/// A piece of a word in the auction or play section.
pub(super) enum Sub<'a> {
    Mark(char),
    Text(&'a str),
    Suffix(Suffix),
    Note(&'a str),
    Nag(&'a str),
    Star,
    Plus,
    Bad(&'a str),
}

/// Splits a word into the self-delimiting tokens of PBN 2.1 §3.2.
pub(super) fn split_word(w: &str) -> SplitWord<'_> {
    SplitWord { w, i: 0 }
}

pub(super) struct SplitWord<'a> {
    w: &'a str,
    i: usize,
}

impl<'a> Iterator for SplitWord<'a> {
    type Item = (usize, Sub<'a>);

    fn next(&mut self) -> Option<(usize, Sub<'a>)> {
        let w = self.w;
        let b = w.as_bytes();
        let start = self.i;
        if start >= b.len() {
            return None;
        }
        let mut i = start;
        let sub = match b[i] {
            b'^' => match w[i + 1..].chars().next() {
                Some(m) => {
                    i += 1 + m.len_utf8();
                    Sub::Mark(m)
                }
                None => {
                    i += 1;
                    Sub::Bad(&w[start..])
                }
            },
            b'=' => {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j > i + 1 && j < b.len() && b[j] == b'=' {
                    i = j + 1;
                    Sub::Note(&w[start + 1..j])
                } else {
                    i = b.len();
                    Sub::Bad(&w[start..])
                }
            }
            b'$' => {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                if j > i + 1 {
                    i = j;
                    Sub::Nag(&w[start + 1..j])
                } else {
                    i = b.len();
                    Sub::Bad(&w[start..])
                }
            }
            b'!' | b'?' => {
                let mut j = i + 1;
                if j < b.len() && (b[j] == b'!' || b[j] == b'?') {
                    j += 1;
                }
                i = j;
                match Suffix::parse(&w[start..j]) {
                    Some(s) => Sub::Suffix(s),
                    None => Sub::Bad(&w[start..j]),
                }
            }
            b'*' => {
                i += 1;
                Sub::Star
            }
            b'+' => {
                i += 1;
                Sub::Plus
            }
            c if c.is_ascii_alphanumeric() || c == b'-' => {
                let mut j = i + 1;
                while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'-') {
                    j += 1;
                }
                i = j;
                Sub::Text(&w[start..j])
            }
            _ => {
                i = b.len();
                Sub::Bad(&w[start..])
            }
        };
        self.i = i;
        Some((start, sub))
    }
}

pub(super) fn sub_pos(word: &str, pos: Pos, byte: usize) -> Pos {
    let prefix = word.get(..byte).map(|p| p.chars().count()).unwrap_or(byte);
    Pos::new(pos.line, pos.column + prefix as u32)
}

pub(super) fn parse_note_index(s: &str) -> Option<u8> {
    s.parse::<u8>().ok().filter(|&n| n >= 1)
}

pub(super) fn annotate(
    ann: Option<&mut Annotation>,
    sub: &Sub<'_>,
    word: &str,
    pos: Pos,
    section: &'static str,
) -> Result<(), (Pos, ErrorKind)> {
    let Some(ann) = ann else {
        return Err((
            pos,
            ErrorKind::BadToken {
                section,
                token: word.to_string(),
            },
        ));
    };
    match sub {
        Sub::Suffix(s) => ann.suffix = Some(*s),
        Sub::Note(n) => {
            ann.note = Some(parse_note_index(n).ok_or_else(|| {
                (
                    pos,
                    ErrorKind::BadToken {
                        section,
                        token: format!("={n}="),
                    },
                )
            })?)
        }
        Sub::Nag(n) => ann.nags.push(n.parse::<u8>().map_err(|_| {
            (
                pos,
                ErrorKind::BadToken {
                    section,
                    token: format!("${n}"),
                },
            )
        })?),
        _ => {}
    }
    Ok(())
}

/// What the auction and play sections share while their data is read.
trait SectionParts {
    fn star(&mut self) -> &mut bool;
    fn comments(&mut self) -> &mut Vec<Comment>;
    /// The annotation of the last entry, if there is one.
    fn last_annotation(&mut self) -> Option<&mut Annotation>;
}

impl SectionParts for AuctionSection {
    fn star(&mut self) -> &mut bool {
        &mut self.star
    }
    fn comments(&mut self) -> &mut Vec<Comment> {
        &mut self.comments
    }
    fn last_annotation(&mut self) -> Option<&mut Annotation> {
        self.items.last_mut().map(|i| &mut i.annotation)
    }
}

impl SectionParts for PlaySection {
    fn star(&mut self) -> &mut bool {
        &mut self.star
    }
    fn comments(&mut self) -> &mut Vec<Comment> {
        &mut self.comments
    }
    fn last_annotation(&mut self) -> Option<&mut Annotation> {
        self.items.last_mut().map(|i| &mut i.annotation)
    }
}

/// An entry of a section for its own reader: a mark (`^I`, `^S`, `^R`,
/// `^L`), a call or card (or `-`, `AP`), or `+`.
enum Entry<'a> {
    Mark(char),
    Text(&'a str),
    Plus,
}

/// Walks a section's data (PBN 2.1 §3.2): comments go to the last entry
/// (or the section), annotations to the last entry, `*` ends it; each mark,
/// text and `+` goes to `entry`.
fn walk_section<'a, S: SectionParts>(
    sec: &mut S,
    t: &'a RawTag<'_>,
    section: &'static str,
    mut entry: impl FnMut(&mut S, Entry<'a>, Pos) -> Result<(), (Pos, ErrorKind)>,
) -> Result<(), (Pos, ErrorKind)> {
    for d in &t.data {
        let (w, wpos) = match d {
            DataTok::Comment(c) => {
                match sec.last_annotation() {
                    Some(a) => a.comments.push(c.clone()),
                    None => sec.comments().push(c.clone()),
                }
                continue;
            }
            DataTok::Str(s, p) => {
                let token = format!("\"{s}\"");
                return Err((*p, ErrorKind::BadToken { section, token }));
            }
            DataTok::Word(w, p) => (*w, *p),
        };
        for (off, sub) in split_word(w) {
            let pos = sub_pos(w, wpos, off);
            if *sec.star() {
                return Err((pos, ErrorKind::AfterStar(w[off..].to_string())));
            }
            match sub {
                Sub::Mark(m) => entry(sec, Entry::Mark(m), pos)?,
                Sub::Text(text) => entry(sec, Entry::Text(text), pos)?,
                Sub::Plus => entry(sec, Entry::Plus, pos)?,
                Sub::Star => *sec.star() = true,
                Sub::Bad(b) => {
                    let token = b.to_string();
                    return Err((pos, ErrorKind::BadToken { section, token }));
                }
                s @ (Sub::Suffix(_) | Sub::Note(_) | Sub::Nag(_)) => {
                    annotate(sec.last_annotation(), &s, w, pos, section)?
                }
            }
        }
    }
    Ok(())
}

pub(super) fn parse_auction(
    first: Seat,
    t: &RawTag<'_>,
    warnings: &mut Vec<Warning>,
) -> Result<AuctionSection, (Pos, ErrorKind)> {
    let mut a = AuctionSection {
        first,
        comments: Vec::new(),
        items: Vec::with_capacity(t.data.len()),
        star: false,
        notes: Vec::new(),
        pos: t.pos,
    };
    let mut pending_i: Option<Pos> = None;
    walk_section(&mut a, t, "auction", |a, e, pos| {
        match e {
            Entry::Mark('I' | 'i') => pending_i = Some(pos),
            Entry::Mark('S' | 's') => {
                if let Some(p) = pending_i {
                    return Err((p, ErrorKind::MisplacedMark { mark: 'I' }));
                }
                a.items.push(AuctionItem {
                    pos,
                    ..AuctionItem::new(AuctionEntry::Skipped)
                });
            }
            Entry::Mark(m) => return Err((pos, ErrorKind::MisplacedMark { mark: m })),
            Entry::Text(text) => {
                let entry = if text == "-" {
                    AuctionEntry::NotYet
                } else if text.eq_ignore_ascii_case("AP") {
                    AuctionEntry::AllPass
                } else {
                    AuctionEntry::Call(match fast_call(text) {
                        Some(call) => call,
                        None => lenient_call(text, pos, warnings)?,
                    })
                };
                let insufficient = pending_i.take().is_some();
                if insufficient
                    && !matches!(entry, AuctionEntry::Call(AttemptedCall::Call(Call::Bid(_))))
                {
                    return Err((pos, ErrorKind::MisplacedMark { mark: 'I' }));
                }
                a.items.push(AuctionItem {
                    entry,
                    insufficient,
                    annotation: Annotation::default(),
                    pos,
                });
            }
            Entry::Plus => a.items.push(AuctionItem {
                pos,
                ..AuctionItem::new(AuctionEntry::Continue)
            }),
        }
        Ok(())
    })?;
    if let Some(p) = pending_i {
        return Err((p, ErrorKind::MisplacedMark { mark: 'I' }));
    }
    Ok(a)
}

pub(super) fn parse_play(first: Seat, t: &RawTag<'_>) -> Result<PlaySection, (Pos, ErrorKind)> {
    let mut p = PlaySection {
        first,
        comments: Vec::new(),
        items: Vec::with_capacity(t.data.len()),
        star: false,
        notes: Vec::new(),
        pos: t.pos,
    };
    let mut pending: Option<(PlayMark, char, Pos)> = None;
    walk_section(&mut p, t, "play", |p, e, pos| {
        match e {
            Entry::Mark(m) => {
                let mark = match m {
                    'R' | 'r' => PlayMark::Revoke,
                    'L' | 'l' => PlayMark::LeadOutOfTurn,
                    other => return Err((pos, ErrorKind::MisplacedMark { mark: other })),
                };
                if pending.is_some() {
                    return Err((pos, ErrorKind::MisplacedMark { mark: m }));
                }
                pending = Some((mark, m.to_ascii_uppercase(), pos));
            }
            Entry::Text(text) => {
                let entry = if text == "-" {
                    PlayEntry::Unknown
                } else {
                    PlayEntry::Card(
                        fast_card(text)
                            .or_else(|| text.parse::<Card>().ok())
                            .ok_or_else(|| (pos, ErrorKind::BadCard(text.to_string())))?,
                    )
                };
                let mark = pending.take();
                if let (Some((_, m, _)), false) = (mark, matches!(entry, PlayEntry::Card(_))) {
                    return Err((pos, ErrorKind::MisplacedMark { mark: m }));
                }
                p.items.push(PlayItem {
                    entry,
                    mark: mark.map(|(m, _, _)| m),
                    annotation: Annotation::default(),
                    pos,
                });
            }
            Entry::Plus => p.items.push(PlayItem {
                pos,
                ..PlayItem::new(PlayEntry::Continue)
            }),
        }
        Ok(())
    })?;
    if let Some((_, mark, pos)) = pending {
        return Err((pos, ErrorKind::MisplacedMark { mark }));
    }
    Ok(p)
}

pub(super) fn attach_notes(
    game: &mut PbnGame,
    notes: Vec<(u8, RawTag<'_>)>,
) -> Result<(), (Pos, ErrorKind)> {
    let auction_refs: Vec<u8> = game
        .auction
        .iter()
        .flat_map(|a| a.items.iter().filter_map(|i| i.annotation.note))
        .collect();
    let play_refs: Vec<u8> = game
        .play
        .iter()
        .flat_map(|p| p.items.iter().filter_map(|i| i.annotation.note))
        .collect();
    for (section, t) in notes {
        let (idx, text) = t
            .value
            .split_once(':')
            .and_then(|(i, txt)| Some((parse_note_index(i.trim())?, txt)))
            .ok_or_else(|| (t.pos, ErrorKind::BadNote(t.value.to_string())))?;
        let note = Note {
            index: idx,
            text: text.to_string(),
            comments: t.comments,
            pos: t.pos,
        };
        let mut target = section;
        if target == 0 {
            target = if game.auction.is_some() { 1 } else { 2 };
        }
        // A note placed after the wrong section moves to the one that uses it.
        if target == 1 && !auction_refs.contains(&idx) && play_refs.contains(&idx) {
            target = 2;
        } else if target == 2 && !play_refs.contains(&idx) && auction_refs.contains(&idx) {
            target = 1;
        }
        let (exists, sec_name) = match target {
            1 => (game.auction.is_some(), NoteSection::Auction),
            _ => (game.play.is_some(), NoteSection::Play),
        };
        if !exists {
            game.warnings.push(Warning::new(
                t.pos,
                WarningKind::NoteWithoutSection {
                    index: idx,
                    section: sec_name,
                },
            ));
            continue;
        }
        if section != target {
            game.warnings.push(Warning::new(
                t.pos,
                WarningKind::NoteOutsideSection {
                    index: idx,
                    section: sec_name,
                },
            ));
        }
        let notes = match target {
            1 => game.auction.as_mut().map(|a| &mut a.notes),
            _ => game.play.as_mut().map(|p| &mut p.notes),
        };
        if let Some(notes) = notes {
            if notes.iter().any(|n| n.index == idx) {
                game.warnings.push(Warning::new(
                    t.pos,
                    WarningKind::SecondNote {
                        index: idx,
                        section: sec_name,
                    },
                ));
            } else {
                notes.push(note);
            }
        }
    }
    Ok(())
}

/// A call in another form than export format's (`1N`, `pass`, `D`): read
/// as import mode allows, with a warning; anything else is an error.
fn lenient_call(
    text: &str,
    pos: Pos,
    warnings: &mut Vec<Warning>,
) -> Result<AttemptedCall, (Pos, ErrorKind)> {
    let call = text
        .parse::<AttemptedCall>()
        .map_err(|_| (pos, ErrorKind::BadCall(text.to_string())))?;
    if let AttemptedCall::Call(_) = call {
        warnings.push(Warning::new(
            pos,
            WarningKind::CallNotInExportForm {
                text: text.to_string(),
                call,
            },
        ));
    }
    Ok(call)
}
