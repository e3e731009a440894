//! The PBN reader, in import mode (PBN 2.1 §2.1): any tag order, any case
//! for tag names, several tags on a line, comments, `%` escape lines, tag
//! value inheritance, and every section kept.

use std::borrow::Cow;

use tenace_core::{AttemptedCall, Bid, Call, Card, Seat};

use super::lexer::{CommentStyle, Lexer, Tok, TokKind};
use super::model::*;
use super::sections::*;
use super::values::*;
pub use super::values::{parse_contract_tag, parse_deal_tag, parse_result_tag};
pub(crate) use super::values::{parse_info, refresh_info};
use crate::error::{ErrorKind, Format, RecordError, Warning};
use crate::note::WarningKind;
use crate::pos::Pos;

/// Reads a PBN file. Every game gives its own result, so one bad game does
/// not stop the others from loading.
pub fn read_pbn(text: &str) -> PbnFile {
    let mut reader = PbnReader::new(text);
    let games = reader.by_ref().collect();
    PbnFile {
        header: reader.header,
        games,
    }
}

/// Reads PBN file bytes: UTF-8, or ISO 8859-1 when not valid UTF-8.
pub fn read_pbn_bytes(bytes: &[u8]) -> PbnFile {
    read_pbn(&crate::pos::decode_text(bytes))
}

pub(super) enum DataTok<'a> {
    Word(&'a str, Pos),
    Str(Cow<'a, str>, Pos),
    Comment(Comment),
}

pub(super) struct RawTag<'a> {
    pub(super) name: &'a str,
    pub(super) value: Cow<'a, str>,
    pub(super) pos: Pos,
    pub(super) comments: Vec<Comment>,
    pub(super) data: Vec<DataTok<'a>>,
}

struct RawGame<'a> {
    pos: Option<Pos>,
    comments: Vec<Comment>,
    directives: Vec<String>,
    tags: Vec<RawTag<'a>>,
    error: Option<(Pos, ErrorKind)>,
}

impl RawGame<'_> {
    fn new() -> Self {
        RawGame {
            pos: None,
            comments: Vec::new(),
            directives: Vec::new(),
            tags: Vec::new(),
            error: None,
        }
    }

    fn fail(&mut self, pos: Pos, kind: ErrorKind) {
        if self.error.is_none() {
            self.error = Some((pos, kind));
        }
    }
}

#[derive(Default)]
struct InheritState {
    /// The latest value of each tag (name as first written, value), for `#`
    /// and for tags a game leaves out.
    last: Vec<(String, String)>,
    /// Values set with `##` (name as written, value).
    headers: Vec<(String, String)>,
    /// Whether any game has been seen.
    seen_game: bool,
}

/// The value of `name` in a list of (name, value), without regard to case.
fn lookup<'v>(list: &'v [(String, String)], name: &str) -> Option<&'v str> {
    list.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// Sets `name` to `value` in a list of (name, value), reusing the storage.
fn store(list: &mut Vec<(String, String)>, name: &str, value: &str) {
    match list.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
        Some((_, v)) => value.clone_into(v),
        None => list.push((name.to_string(), value.to_string())),
    }
}

/// Tags that a game which omits them takes from the previous game.
const INHERIT_WHEN_OMITTED: &[&str] = &[
    "Event",
    "Site",
    "Date",
    "Round",
    "Stage",
    "Scoring",
    "Competition",
    "EventDate",
    "HomeTeam",
    "VisitTeam",
    "Section",
];

/// Tags for which `#` and `##` are forbidden (PBN 2.1 §4.8).
const NO_HASH: &[&str] = &["dealer", "vulnerable", "deal", "declarer", "contract"];

/// What reading a file game by game carries from one game to the next.
#[derive(Default)]
pub(crate) struct PbnCarry {
    pub header: Vec<String>,
    pub games: usize,
    state: InheritState,
}

/// A streaming PBN reader: yields the games of a text one at a time, so a
/// large file need not be held as a whole model.
///
/// ```
/// let text = "[Board \"1\"]\n\n[Board \"2\"]\n";
/// let boards: Vec<_> = tenace_formats::pbn::PbnReader::new(text)
///     .map(|g| g.unwrap().info.board)
///     .collect();
/// assert_eq!(boards, vec![Some(1), Some(2)]);
/// ```
pub struct PbnReader<'a> {
    src: &'a str,
    lx: Lexer<'a>,
    header: Vec<String>,
    games: usize,
    state: InheritState,
}

impl<'a> PbnReader<'a> {
    /// A reader of `text`.
    pub fn new(text: &'a str) -> PbnReader<'a> {
        PbnReader {
            src: text,
            lx: Lexer::new(text),
            header: Vec::new(),
            games: 0,
            state: InheritState::default(),
        }
    }

    /// The `%` escape lines read before the first game (complete once the
    /// first game has been read).
    pub fn header(&self) -> &[String] {
        &self.header
    }

    /// A reader of the next part of a file: `text` starts at line `line`,
    /// and `carry` is what the reader of the parts before left (the games
    /// counted, the values inherited, the header).
    pub(crate) fn resume(text: &'a str, line: u32, carry: PbnCarry) -> PbnReader<'a> {
        PbnReader {
            src: text,
            lx: Lexer::starting_at(text, line),
            header: carry.header,
            games: carry.games,
            state: carry.state,
        }
    }

    /// What the next part of the file needs of this one.
    pub(crate) fn into_carry(self) -> PbnCarry {
        PbnCarry {
            header: self.header,
            games: self.games,
            state: self.state,
        }
    }

    fn finish(&mut self, raw: RawGame<'a>) -> Option<Result<PbnGame, RecordError>> {
        // A run of comments or escape lines with no tag is not a game.
        if raw.tags.is_empty() && raw.error.is_none() {
            return None;
        }
        self.games += 1;
        Some(build_game(self.games, raw, &mut self.state))
    }
}

impl<'a> Iterator for PbnReader<'a> {
    type Item = Result<PbnGame, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        let src = self.src;
        let mut game: Option<RawGame<'a>> = None;
        while let Some(tok) = self.lx.next() {
            let pos = tok.pos(src);
            match tok.kind {
                TokKind::Break => {
                    if let Some(g) = game.take() {
                        if let Some(r) = self.finish(g) {
                            return Some(r);
                        }
                    }
                }
                TokKind::Directive(d) => {
                    let in_header =
                        self.games == 0 && game.as_ref().is_none_or(|g| g.tags.is_empty());
                    if in_header {
                        self.header.push(d.to_string());
                    } else {
                        game.get_or_insert_with(RawGame::new)
                            .directives
                            .push(d.to_string());
                    }
                }
                TokKind::Comment(style, text) => {
                    let g = game.get_or_insert_with(RawGame::new);
                    let c = comment(style, text);
                    match g.tags.last_mut() {
                        None => g.comments.push(c),
                        Some(t) if t.data.is_empty() => t.comments.push(c),
                        Some(t) => t.data.push(DataTok::Comment(c)),
                    }
                }
                TokKind::UnterminatedComment(text) => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    g.fail(
                        pos,
                        ErrorKind::UnterminatedComment(text.chars().take(40).collect()),
                    );
                }
                TokKind::LBracket => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    match parse_tag(&mut self.lx, pos) {
                        Ok(tag) => g.tags.push(tag),
                        Err((epos, kind, hit_break)) => {
                            g.fail(epos, kind);
                            if hit_break {
                                if let Some(g) = game.take() {
                                    if let Some(r) = self.finish(g) {
                                        return Some(r);
                                    }
                                }
                            }
                        }
                    }
                }
                TokKind::RBracket => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    g.fail(pos, ErrorKind::StrayBracket);
                }
                TokKind::Word(w) => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    match g.tags.last_mut() {
                        Some(t) => t.data.push(DataTok::Word(w, pos)),
                        None => g.fail(pos, ErrorKind::DataOutsideSection(w.to_string())),
                    }
                }
                TokKind::Str(st) => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    match g.tags.last_mut() {
                        Some(t) => t.data.push(DataTok::Str(st, pos)),
                        None => g.fail(pos, ErrorKind::DataOutsideSection(format!("\"{st}\""))),
                    }
                }
                TokKind::UnterminatedString(st) => {
                    let g = game.get_or_insert_with(RawGame::new);
                    g.pos.get_or_insert(pos);
                    g.fail(
                        pos,
                        ErrorKind::UnterminatedString(st.chars().take(40).collect()),
                    );
                }
            }
        }
        game.take().and_then(|g| self.finish(g))
    }
}

fn describe(kind: &TokKind<'_>) -> String {
    match kind {
        TokKind::LBracket => "`[`".into(),
        TokKind::RBracket => "`]`".into(),
        TokKind::Str(s) | TokKind::UnterminatedString(s) => format!("\"{s}\""),
        TokKind::Word(w) => format!("`{w}`"),
        TokKind::Comment(..) | TokKind::UnterminatedComment(_) => "a comment".into(),
        TokKind::Directive(_) => "a `%` line".into(),
        TokKind::Break => "the end of the game (an empty line)".into(),
    }
}

fn comment(style: CommentStyle, text: &str) -> Comment {
    let text = if text.contains('\r') {
        text.replace("\r\n", "\n").replace('\r', "\n")
    } else {
        text.to_string()
    };
    Comment {
        brace: style == CommentStyle::Brace,
        text,
    }
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

type TagErr = (Pos, ErrorKind, bool);

fn parse_tag<'a>(lx: &mut Lexer<'a>, open: Pos) -> Result<RawTag<'a>, TagErr> {
    let src = lx.src();
    let next = |lx: &mut Lexer<'a>| -> Option<Tok<'a>> { lx.next() };
    let name_tok = next(lx);
    let name = match name_tok {
        Some(Tok {
            kind: TokKind::Word(w),
            ..
        }) if is_name(w) => w,
        Some(t) => {
            let brk = t.kind == TokKind::Break;
            let p = t.pos(src);
            let kind = match t.kind {
                TokKind::Word(w) => ErrorKind::BadTagName(w.to_string()),
                k => ErrorKind::ExpectedTagName {
                    found: describe(&k),
                },
            };
            return Err(skip_tag(lx, p, kind, brk));
        }
        None => {
            return Err((
                open,
                ErrorKind::ExpectedTagName {
                    found: "the end of the file".into(),
                },
                true,
            ))
        }
    };
    let value = match next(lx) {
        Some(Tok {
            kind: TokKind::Str(s),
            ..
        }) => s,
        Some(Tok {
            kind: TokKind::UnterminatedString(s),
            offset,
            line,
            line_start,
        }) => {
            let p = crate::pos::pos_at(src, line, line_start, offset);
            let kind = ErrorKind::UnterminatedString(s.chars().take(40).collect());
            return Err(skip_tag(lx, p, kind, false));
        }
        Some(t) => {
            let brk = t.kind == TokKind::Break;
            let p = t.pos(src);
            let kind = ErrorKind::ExpectedTagValue {
                tag: name.to_string(),
                found: describe(&t.kind),
            };
            return Err(skip_tag(lx, p, kind, brk));
        }
        None => {
            return Err((
                open,
                ErrorKind::ExpectedTagValue {
                    tag: name.to_string(),
                    found: "the end of the file".into(),
                },
                true,
            ))
        }
    };
    match next(lx) {
        Some(Tok {
            kind: TokKind::RBracket,
            ..
        }) => Ok(RawTag {
            name,
            value,
            pos: open,
            comments: Vec::new(),
            data: Vec::new(),
        }),
        Some(t) => {
            let brk = t.kind == TokKind::Break;
            let p = t.pos(src);
            let kind = ErrorKind::ExpectedCloseBracket {
                tag: name.to_string(),
                found: describe(&t.kind),
            };
            Err(skip_tag(lx, p, kind, brk))
        }
        None => Err((
            open,
            ErrorKind::ExpectedCloseBracket {
                tag: name.to_string(),
                found: "the end of the file".into(),
            },
            true,
        )),
    }
}

/// Skips to the `]` that closes a broken tag, or to the end of the game.
fn skip_tag(lx: &mut Lexer<'_>, pos: Pos, kind: ErrorKind, already_at_break: bool) -> TagErr {
    if already_at_break {
        return (pos, kind, true);
    }
    for t in lx.by_ref() {
        match t.kind {
            TokKind::RBracket => return (pos, kind, false),
            TokKind::Break => return (pos, kind, true),
            _ => {}
        }
    }
    (pos, kind, true)
}

/// Builds a game; a game that cannot be read leaves the inheritance state
/// as it was, so that `#` and omitted tags refer to the games that load
/// (and a file written from them reads back the same).
fn build_game(
    number: usize,
    raw: RawGame<'_>,
    state: &mut InheritState,
) -> Result<PbnGame, RecordError> {
    let mut pending_headers: Vec<(String, String)> = Vec::new();
    let result = build_game_inner(number, raw, state, &mut pending_headers);
    if let Ok(game) = &result {
        for (n, v) in &pending_headers {
            store(&mut state.headers, n, v);
        }
        state.seen_game = true;
        for t in &game.tags {
            store(&mut state.last, &t.name, &t.value);
        }
    }
    result
}

fn build_game_inner(
    number: usize,
    raw: RawGame<'_>,
    state: &InheritState,
    pending_headers: &mut Vec<(String, String)>,
) -> Result<PbnGame, RecordError> {
    let mut game = PbnGame::new(number);
    game.pos = raw.pos.unwrap_or_default();
    game.comments = raw.comments;
    game.directives = raw.directives;

    let sections = collect_tags(&mut game, raw.tags, state, pending_headers);
    let given = game.tags.len();
    if state.seen_game {
        inherit_omitted(&mut game, state, given);
    }

    let board_hint = game
        .tag_value("Board")
        .and_then(|b| b.trim().parse::<u32>().ok());
    let fail = |pos: Pos, kind: ErrorKind| -> RecordError {
        let mut e = RecordError::new(Format::Pbn, number, pos, kind);
        e.board = board_hint;
        e
    };
    if let Some((pos, kind)) = raw.error {
        return Err(fail(pos, kind));
    }
    read_info(&mut game).map_err(|(p, k)| fail(p, k))?;
    read_sections(&mut game, sections).map_err(|(p, k)| fail(p, k))?;
    Ok(game)
}

/// The auction and play sections and the notes of a game, before parsing.
struct RawSections<'a> {
    auction: Option<RawTag<'a>>,
    play: Option<RawTag<'a>>,
    /// Notes with the section they follow: 0 none yet, 1 auction, 2 play.
    notes: Vec<(u8, RawTag<'a>)>,
}

/// Takes the game's own tags (PBN 2.1 §4.8 for `#` and `##`), setting the
/// sections and notes aside.
fn collect_tags<'a>(
    game: &mut PbnGame,
    tags: Vec<RawTag<'a>>,
    state: &InheritState,
    pending_headers: &mut Vec<(String, String)>,
) -> RawSections<'a> {
    let mut sections = RawSections {
        auction: None,
        play: None,
        notes: Vec::new(),
    };
    let mut last_section = 0u8;
    for t in tags {
        let is = |n: &str| t.name.eq_ignore_ascii_case(n);
        if is("auction") || is("play") {
            let auction = is("auction");
            let slot = if auction {
                &mut sections.auction
            } else {
                &mut sections.play
            };
            if slot.is_some() {
                game.warnings.push(Warning::new(
                    t.pos,
                    WarningKind::SecondSection {
                        name: t.name.to_string(),
                    },
                ));
            } else {
                last_section = if auction { 1 } else { 2 };
                *slot = Some(t);
            }
            continue;
        }
        if is("note") {
            sections.notes.push((last_section, t));
            continue;
        }
        if game
            .tags
            .iter()
            .any(|g| g.name.eq_ignore_ascii_case(t.name))
        {
            game.warnings.push(Warning::new(
                t.pos,
                WarningKind::SecondTag {
                    name: t.name.to_string(),
                },
            ));
            continue;
        }
        let (value, origin) = tag_value(game, &t, state, pending_headers);
        let data = section_data(&t.data);
        game.tags.push(Tag {
            name: t.name.to_string(),
            value,
            origin,
            comments: t.comments,
            data,
            pos: t.pos,
        });
    }
    sections
}

/// A tag's value with tag value inheritance (PBN 2.1 §4.8).
fn tag_value(
    game: &mut PbnGame,
    t: &RawTag<'_>,
    state: &InheritState,
    pending_headers: &mut Vec<(String, String)>,
) -> (String, TagOrigin) {
    let forbidden = NO_HASH.iter().any(|n| t.name.eq_ignore_ascii_case(n));
    if t.value == "#" {
        if forbidden {
            game.warnings.push(Warning::new(
                t.pos,
                WarningKind::HashNotAllowed {
                    name: t.name.to_string(),
                },
            ));
        }
        (
            lookup(&state.last, t.name).unwrap_or_default().to_string(),
            TagOrigin::Copied,
        )
    } else if let Some(rest) = t.value.strip_prefix("##") {
        if forbidden {
            game.warnings.push(Warning::new(
                t.pos,
                WarningKind::DoubleHashNotAllowed {
                    name: t.name.to_string(),
                },
            ));
        }
        pending_headers.push((t.name.to_string(), rest.to_string()));
        (rest.to_string(), TagOrigin::HeaderGiven)
    } else {
        if lookup(&state.headers, t.name).is_some() {
            pending_headers.push((t.name.to_string(), t.value.to_string()));
        }
        (t.value.to_string(), TagOrigin::Given)
    }
}

/// Tags omitted from this game, taken over from the header and from the
/// games before it; `given` is the number of the game's own tags.
fn inherit_omitted(game: &mut PbnGame, state: &InheritState, given: usize) {
    let has = |g: &PbnGame, n: &str| {
        g.tags[..given]
            .iter()
            .any(|t| t.name.eq_ignore_ascii_case(n))
    };
    for (name, value) in &state.headers {
        if !has(game, name) {
            game.tags.push(Tag {
                origin: TagOrigin::HeaderInherited,
                ..Tag::new(name.clone(), value.clone())
            });
        }
    }
    for name in INHERIT_WHEN_OMITTED {
        if let Some(v) = lookup(&state.last, name) {
            if !has(game, name)
                && !game.tags[given..]
                    .iter()
                    .any(|t| t.name.eq_ignore_ascii_case(name))
            {
                game.tags.push(Tag {
                    origin: TagOrigin::Inherited,
                    ..Tag::new(*name, v)
                });
            }
        }
    }
    // The board goes with its deal: inherit the deal only when the board
    // number is omitted or unchanged.
    let same_board = match game.tag_value("Board").map(str::trim) {
        None => true,
        Some(b) => lookup(&state.last, "Board").map(str::trim) == Some(b),
    };
    if same_board {
        for name in ["Board", "Dealer", "Vulnerable", "Deal"] {
            if let Some(v) = lookup(&state.last, name) {
                if !game.tags.iter().any(|t| t.name.eq_ignore_ascii_case(name)) {
                    game.tags.push(Tag {
                        origin: TagOrigin::Inherited,
                        ..Tag::new(name, v)
                    });
                }
            }
        }
    }
}

/// Interprets the mandatory tags. A value taken over from an earlier game
/// that does not parse is dropped rather than blamed on this game.
fn read_info(game: &mut PbnGame) -> Result<(), (Pos, ErrorKind)> {
    loop {
        match parse_info(&game.tags) {
            Ok(info) => {
                game.info = info;
                return Ok(());
            }
            Err((p, k)) => {
                let bad = game.tags.iter().position(|t| {
                    t.pos == p
                        && matches!(t.origin, TagOrigin::Inherited | TagOrigin::HeaderInherited)
                });
                let Some(i) = bad else {
                    return Err((p, k));
                };
                let t = game.tags.remove(i);
                game.warnings.push(Warning::new(
                    game.pos,
                    WarningKind::InheritedIgnored {
                        name: t.name.to_string(),
                        value: t.value.to_string(),
                        error: k,
                    },
                ));
            }
        }
    }
}

/// Parses the sections and notes, then checks the record. In PBN 2.1 an
/// empty tag value means "not applicable": with no data after it the game
/// simply has no such section.
fn read_sections(game: &mut PbnGame, sections: RawSections<'_>) -> Result<(), (Pos, ErrorKind)> {
    let not_applicable = |t: &RawTag<'_>| t.value.trim().is_empty() && t.data.is_empty();
    if let Some(t) = sections.auction.filter(|t| !not_applicable(t)) {
        let first = parse_section_seat(&t)?;
        let mut a = parse_auction(first, &t, &mut game.warnings)?;
        a.comments = t.comments;
        game.auction = Some(a);
    }
    if let Some(t) = sections.play.filter(|t| !not_applicable(t)) {
        let first = parse_section_seat(&t)?;
        let mut p = parse_play(first, &t)?;
        p.comments = t.comments;
        game.play = Some(p);
    }
    attach_notes(game, sections.notes)?;
    validate(game)
}

fn section_data(data: &[DataTok<'_>]) -> Option<SectionData> {
    if data.is_empty() {
        return None;
    }
    let mut lines: Vec<Vec<Element>> = Vec::new();
    let mut line = 0u32;
    for d in data {
        let (el, pos) = match d {
            DataTok::Word(w, p) => (
                Element {
                    text: w.to_string(),
                    quoted: false,
                },
                *p,
            ),
            DataTok::Str(s, p) => (
                Element {
                    text: s.to_string(),
                    quoted: true,
                },
                *p,
            ),
            DataTok::Comment(_) => continue,
        };
        if lines.is_empty() || pos.line != line {
            lines.push(Vec::new());
            line = pos.line;
        }
        if let Some(l) = lines.last_mut() {
            l.push(el);
        }
    }
    Some(SectionData { lines })
}

fn parse_section_seat(t: &RawTag<'_>) -> Result<Seat, (Pos, ErrorKind)> {
    parse_seat_letter(&t.value).ok_or_else(|| {
        (
            t.pos,
            ErrorKind::BadSeat {
                tag: t.name.to_string(),
                value: t.value.to_string(),
            },
        )
    })
}

/// Checks the record is one that could have happened: the auction stops
/// when it has ended, and each card is played once, from the hand it was
/// dealt to.
fn validate(game: &mut PbnGame) -> Result<(), (Pos, ErrorKind)> {
    if let Some(a) = &game.auction {
        let warnings = validate_auction(a, game.info.dealer)?;
        game.warnings.extend(warnings);
        for item in &a.items {
            if let Some(n) = item.annotation.note {
                if a.note(n).is_none() {
                    game.warnings.push(Warning::new(
                        item.pos,
                        WarningKind::MissingNote { index: n },
                    ));
                }
            }
        }
    }
    let mut misplaced = misplaced_cards(game)?;
    if !misplaced.is_empty() && read_in_order_played(game) {
        misplaced = misplaced_cards(game)?;
        let pos = game.play.as_ref().map(|p| p.pos).unwrap_or(game.pos);
        game.warnings
            .push(Warning::new(pos, WarningKind::PlayInOrderPlayed));
    }
    // A card in the wrong column is reported (check and replay name it)
    // but does not stop the game from loading: the file may order a trick's
    // cards differently from PBN 2.1.
    let extra = misplaced.len().saturating_sub(1);
    if let Some(mut w) = misplaced.into_iter().next() {
        if extra > 0 {
            w.message.push_str(&format!(
                " (and {extra} more cards not in the hand of their column)"
            ));
        }
        game.warnings.push(w);
    }
    Ok(())
}

/// The play section's cards that are not in the hand of their column; an
/// error for a card played twice or more than 13 tricks.
fn misplaced_cards(game: &PbnGame) -> Result<Vec<Warning>, (Pos, ErrorKind)> {
    let mut misplaced = Vec::new();
    if let Some(p) = &game.play {
        let deal = game.info.deal.as_ref().and_then(|d| d.deal());
        let n_tricks = p.items.len().div_ceil(4);
        if n_tricks > 13 {
            let pos = p.items.get(52).map(|i| i.pos).unwrap_or(p.pos);
            return Err((pos, ErrorKind::TooManyTricks(n_tricks)));
        }
        let mut seen: [u8; 52] = [0; 52];
        for (i, item) in p.items.iter().enumerate() {
            let PlayEntry::Card(card) = item.entry else {
                continue;
            };
            let trick = i / 4 + 1;
            let slot = &mut seen[card.index() as usize];
            if *slot != 0 {
                return Err((
                    item.pos,
                    ErrorKind::CardPlayedTwice {
                        card,
                        first_trick: *slot as usize,
                        trick,
                    },
                ));
            }
            *slot = trick as u8;
            let seat = p.seat_of(i);
            if let Some(kind) =
                holder_problem(game.info.deal.as_ref(), deal.as_ref(), seat, card, trick)
            {
                misplaced.push(Warning::error(item.pos, kind));
            }
        }
    }
    Ok(misplaced)
}

/// Some files (rpbridge's among them) list some tricks in the order their
/// cards were played, from the trick's leader, where PBN 2.1 §3.4.14 wants
/// a column per seat. When the deal and the trump suit are known and every
/// card comes from its player's hand once each such trick is read from its
/// leader, the section is rewritten by seat and `true` returned; otherwise
/// nothing changes.
fn read_in_order_played(game: &mut PbnGame) -> bool {
    let (Some(deal), Some(p)) = (
        game.info.deal.as_ref().and_then(|d| d.deal()),
        game.play.as_ref(),
    ) else {
        return false;
    };
    let Some(strain) = game.info.contract.as_ref().and_then(|c| c.strain()) else {
        return false;
    };
    let trump = strain.trump();
    // The seat that played entry j of a trick, by column or from its leader.
    let fits = |trick: &[PlayItem], seat_of: &dyn Fn(usize) -> Seat| {
        trick.iter().enumerate().all(|(j, item)| match item.entry {
            PlayEntry::Card(card) => deal.hand(seat_of(j)).contains(card),
            _ => true,
        })
    };
    let mut items = Vec::with_capacity(p.items.len().div_ceil(4) * 4);
    let mut leader = p.first;
    for trick in p.items.chunks(4) {
        let by_column = |j: usize| p.first.advance(j);
        let from_leader = |j: usize| leader.advance(j);
        let seat_of: &dyn Fn(usize) -> Seat = if fits(trick, &by_column) {
            &by_column
        } else if fits(trick, &from_leader) {
            &from_leader
        } else {
            return false;
        };
        let mut by_seat: [Option<PlayItem>; 4] = Default::default();
        let mut played = Vec::with_capacity(4);
        for (j, item) in trick.iter().enumerate() {
            let seat = seat_of(j);
            if let PlayEntry::Card(card) = item.entry {
                played.push((seat, card));
            }
            by_seat[p.first.distance_to(seat)] = Some(item.clone());
        }
        items.extend(
            by_seat
                .into_iter()
                .map(|i| i.unwrap_or_else(|| PlayItem::new(PlayEntry::Unknown))),
        );
        if played.len() == 4 {
            match tenace_core::rules::trick_winner(played.iter().copied(), trump) {
                Some((winner, _)) => leader = winner,
                None => return false,
            }
        }
    }
    // A short last trick keeps its length: the columns after the last card
    // played are left out rather than marked unknown.
    while items
        .last()
        .is_some_and(|i| i.entry == PlayEntry::Unknown && i.pos == Pos::default())
    {
        items.pop();
    }
    if let Some(p) = game.play.as_mut() {
        p.items = items;
    }
    true
}

/// Why `seat` cannot play `card`, if the deal says so.
pub(crate) fn holder_problem(
    tag: Option<&DealTag>,
    deal: Option<&tenace_core::Deal>,
    seat: Seat,
    card: Card,
    trick: usize,
) -> Option<ErrorKind> {
    if let Some(d) = deal {
        let holder = d.holder(card);
        return (holder != seat).then_some(ErrorKind::CardNotHeld {
            seat,
            card,
            trick,
            holder,
        });
    }
    let dt = tag?;
    let h = dt.hands[seat.index()]?;
    if h.contains(card) {
        return None;
    }
    match Seat::ALL
        .into_iter()
        .find(|s| dt.hands[s.index()].is_some_and(|h| h.contains(card)))
    {
        Some(holder) => Some(ErrorKind::CardNotHeld {
            seat,
            card,
            trick,
            holder,
        }),
        None if h.len() == 13 => Some(ErrorKind::HandExhausted { seat, card, trick }),
        None => None,
    }
}

/// Checks that the auction does not go on after it has ended and that the
/// `-` entries come first. Returns warnings for what a Director would note.
pub(crate) fn validate_auction(
    a: &AuctionSection,
    dealer: Option<Seat>,
) -> Result<Vec<Warning>, (Pos, ErrorKind)> {
    let mut warnings = Vec::new();
    let mut seat = a.first;
    let mut started = false;
    let mut ended: Option<crate::error::AuctionEnded> = None;
    let mut passes = 0u8;
    let mut last_bid: Option<Bid> = None;
    let mut continued = false;
    for item in &a.items {
        if continued {
            return Err((
                item.pos,
                ErrorKind::BadToken {
                    section: "auction",
                    token: "a call after `+`".into(),
                },
            ));
        }
        if !started && !matches!(item.entry, AuctionEntry::NotYet) {
            started = true;
            if let Some(d) = dealer {
                if seat != d && !matches!(item.entry, AuctionEntry::Continue) {
                    warnings.push(Warning::new(
                        item.pos,
                        WarningKind::AuctionStartsWrong { seat, dealer: d },
                    ));
                }
            }
        }
        match item.entry {
            AuctionEntry::NotYet => {
                if started {
                    return Err((item.pos, ErrorKind::LateNotYet));
                }
            }
            AuctionEntry::Skipped => {
                if let Some(reason) = ended {
                    return Err((
                        item.pos,
                        ErrorKind::AuctionAfterEnd {
                            call: "^S".into(),
                            seat,
                            reason,
                        },
                    ));
                }
            }
            AuctionEntry::Continue => {
                continued = true;
            }
            AuctionEntry::AllPass => {
                if let Some(reason) = ended {
                    return Err((
                        item.pos,
                        ErrorKind::AuctionAfterEnd {
                            call: "AP".into(),
                            seat,
                            reason,
                        },
                    ));
                }
                let needed = if last_bid.is_some() { 3 } else { 4 };
                let n = needed - passes.min(needed);
                seat = seat.advance(n as usize);
                ended = Some(if last_bid.is_some() {
                    crate::error::AuctionEnded::ThreePassesAfterBid
                } else {
                    crate::error::AuctionEnded::FourPasses
                });
                continue;
            }
            AuctionEntry::Call(ac) => {
                if let Some(reason) = ended {
                    return Err((
                        item.pos,
                        ErrorKind::AuctionAfterEnd {
                            call: ac.to_string(),
                            seat,
                            reason,
                        },
                    ));
                }
                match ac {
                    AttemptedCall::OverSeven { .. } => {
                        return Err((item.pos, ErrorKind::BidAboveSeven(ac.to_string())));
                    }
                    AttemptedCall::Call(Call::Pass) => passes += 1,
                    AttemptedCall::Call(Call::Bid(b)) => {
                        let sufficient = last_bid.is_none_or(|l| b.supersedes(l));
                        if !sufficient && !item.insufficient {
                            warnings.push(Warning::new(
                                item.pos,
                                WarningKind::UnmarkedInsufficient { bid: b, seat },
                            ));
                        }
                        if sufficient && item.insufficient {
                            warnings.push(Warning::new(
                                item.pos,
                                WarningKind::MarkedSufficient { bid: b },
                            ));
                        }
                        if sufficient {
                            last_bid = Some(b);
                        }
                        passes = 0;
                    }
                    AttemptedCall::Call(_) => passes = 0,
                }
                if passes >= 3 && last_bid.is_some() {
                    ended = Some(crate::error::AuctionEnded::ThreePassesAfterBid);
                } else if passes >= 4 {
                    ended = Some(crate::error::AuctionEnded::FourPasses);
                }
            }
        }
        seat = seat.lho();
    }
    Ok(warnings)
}
