//! The PBN reader, in import mode (PBN 2.1 §2.1): any tag order, any case
//! for tag names, several tags on a line, comments, `%` escape lines, tag
//! value inheritance, and every section kept.

use std::borrow::Cow;

use tenace_core::{
    split_contract_terms, AttemptedCall, Bid, Call, Card, Hand, Seat, Strain, Vulnerability,
};

use super::lexer::{CommentStyle, Lexer, Tok, TokKind};
use super::model::*;
use crate::error::{ErrorKind, Format, RecordError, Warning};
use crate::note::{DealReason, NoteSection, WarningKind};
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

enum DataTok<'a> {
    Word(&'a str, Pos),
    Str(Cow<'a, str>, Pos),
    Comment(Comment),
}

struct RawTag<'a> {
    name: &'a str,
    value: Cow<'a, str>,
    pos: Pos,
    comments: Vec<Comment>,
    data: Vec<DataTok<'a>>,
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

    let mut auction_raw: Option<RawTag<'_>> = None;
    let mut play_raw: Option<RawTag<'_>> = None;
    // Notes with the section they follow: 0 none yet, 1 auction, 2 play.
    let mut notes: Vec<(u8, RawTag<'_>)> = Vec::new();
    let mut last_section = 0u8;
    for t in raw.tags {
        let is = |n: &str| t.name.eq_ignore_ascii_case(n);
        if is("auction") || is("play") {
            let auction = is("auction");
            let slot = if auction {
                &mut auction_raw
            } else {
                &mut play_raw
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
            notes.push((last_section, t));
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
        let forbidden = NO_HASH.iter().any(|n| is(n));
        // Tag value inheritance (PBN 2.1 §4.8).
        let (value, origin) = if t.value == "#" {
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
            (t.value.into_owned(), TagOrigin::Given)
        };
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
    let given = game.tags.len();

    // Tags omitted from this game.
    if state.seen_game {
        let has = |g: &PbnGame, n: &str| {
            g.tags[..given]
                .iter()
                .any(|t| t.name.eq_ignore_ascii_case(n))
        };
        for (name, value) in &state.headers {
            if !has(&game, name) {
                game.tags.push(Tag {
                    origin: TagOrigin::HeaderInherited,
                    ..Tag::new(name.clone(), value.clone())
                });
            }
        }
        for name in INHERIT_WHEN_OMITTED {
            if let Some(v) = lookup(&state.last, name) {
                if !has(&game, name)
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

    // A value taken over from an earlier game that does not parse is
    // dropped rather than blamed on this game.
    loop {
        match parse_info(&game.tags) {
            Ok(info) => {
                game.info = info;
                break;
            }
            Err((p, k)) => {
                let bad = game.tags.iter().position(|t| {
                    t.pos == p
                        && matches!(t.origin, TagOrigin::Inherited | TagOrigin::HeaderInherited)
                });
                match bad {
                    Some(i) => {
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
                    None => return Err(fail(p, k)),
                }
            }
        }
    }

    // Sections. In PBN 2.1 an empty tag value means "not applicable": with
    // no data after it the game simply has no such section.
    let not_applicable = |t: &RawTag<'_>| t.value.trim().is_empty() && t.data.is_empty();
    let auction_raw = auction_raw.filter(|t| !not_applicable(t));
    let play_raw = play_raw.filter(|t| !not_applicable(t));
    if let Some(t) = auction_raw {
        let first = parse_section_seat(&t).map_err(|(p, k)| fail(p, k))?;
        let mut a = parse_auction(first, &t).map_err(|(p, k)| fail(p, k))?;
        a.comments = t.comments;
        game.auction = Some(a);
    }
    if let Some(t) = play_raw {
        let first = parse_section_seat(&t).map_err(|(p, k)| fail(p, k))?;
        let mut p = parse_play(first, &t).map_err(|(p, k)| fail(p, k))?;
        p.comments = t.comments;
        game.play = Some(p);
    }
    attach_notes(&mut game, notes).map_err(|(p, k)| fail(p, k))?;
    validate(&mut game).map_err(|(p, k)| fail(p, k))?;
    Ok(game)
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

fn parse_seat_letter(v: &str) -> Option<Seat> {
    match v.trim() {
        "N" | "n" => Some(Seat::North),
        "E" | "e" => Some(Seat::East),
        "S" | "s" => Some(Seat::South),
        "W" | "w" => Some(Seat::West),
        other => other.parse().ok(),
    }
}

fn unknown(v: &str) -> bool {
    let t = v.trim();
    t.is_empty() || t == "?"
}

/// Interprets the mandatory tags Tenace uses.
pub(crate) fn parse_info(tags: &[Tag]) -> Result<GameInfo, (Pos, ErrorKind)> {
    let mut info = GameInfo::default();
    for t in tags {
        let v = t.value.as_str();
        if t.name.eq_ignore_ascii_case("Board") {
            if !unknown(v) {
                info.board = Some(
                    v.trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n > 0)
                        .ok_or_else(|| (t.pos, ErrorKind::BadBoard(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Dealer") {
            if !unknown(v) {
                info.dealer = Some(parse_seat_letter(v).ok_or_else(|| {
                    (
                        t.pos,
                        ErrorKind::BadSeat {
                            tag: t.name.clone(),
                            value: v.to_string(),
                        },
                    )
                })?);
            }
        } else if t.name.eq_ignore_ascii_case("Vulnerable") {
            // The PBN standard allows only these values; the shorter forms
            // the table script accepts (`E` for EW ...) are errors here.
            let allowed = ["none", "love", "-", "ns", "ew", "all", "both"];
            if !v.trim().is_empty()
                && v.trim() != "?"
                && !allowed.contains(&v.trim().to_ascii_lowercase().as_str())
            {
                return Err((t.pos, ErrorKind::BadVulnerable(v.to_string())));
            }
            if !v.trim().is_empty() && v.trim() != "?" {
                info.vulnerability = Some(
                    v.parse::<Vulnerability>()
                        .map_err(|_| (t.pos, ErrorKind::BadVulnerable(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Deal") {
            if !unknown(v) {
                info.deal = Some(parse_deal_tag(v).map_err(|reason| {
                    (
                        t.pos,
                        ErrorKind::BadDeal {
                            value: v.to_string(),
                            reason,
                        },
                    )
                })?);
            }
        } else if t.name.eq_ignore_ascii_case("Declarer") {
            if !unknown(v) {
                let s = v.trim();
                let (swapped, s) = match s.strip_prefix('^') {
                    Some(r) => (true, r),
                    None => (false, s),
                };
                let seat = parse_seat_letter(s)
                    .ok_or_else(|| (t.pos, ErrorKind::BadDeclarer(v.to_string())))?;
                info.declarer = Some(DeclarerTag { seat, swapped });
            }
        } else if t.name.eq_ignore_ascii_case("Contract") {
            if !unknown(v) {
                info.contract = Some(
                    parse_contract_tag(v)
                        .ok_or_else(|| (t.pos, ErrorKind::BadContract(v.to_string())))?,
                );
            }
        } else if t.name.eq_ignore_ascii_case("Result") && !unknown(v) {
            info.result = Some(
                parse_result_tag(v).ok_or_else(|| (t.pos, ErrorKind::BadResult(v.to_string())))?,
            );
        }
    }
    Ok(info)
}

/// Re-reads [`PbnGame::info`] from the tags, keeping what parses.
pub(crate) fn refresh_info(game: &mut PbnGame) {
    if let Ok(info) = parse_info(&game.tags) {
        game.info = info;
    }
}

/// Parses a PBN Deal tag value; hands may be `-` (not given).
pub fn parse_deal_tag(value: &str) -> Result<DealTag, DealReason> {
    let t = value.trim();
    let (first, rest) = t.split_once(':').ok_or(DealReason::NoColon)?;
    let first = parse_seat_letter(first).ok_or_else(|| DealReason::NotASeat(first.into()))?;
    let mut hands: [Option<Hand>; 4] = [None; 4];
    let mut n = 0usize;
    for (k, part) in rest.split_whitespace().enumerate() {
        n = k + 1;
        if k >= 4 {
            continue;
        }
        let seat = first.advance(k);
        if part == "-" {
            continue;
        }
        let hand = match fast_hand(part) {
            Some(h) => h,
            None => Hand::from_pbn(part).map_err(|error| DealReason::Hand { seat, error })?,
        };
        hands[seat.index()] = Some(hand);
    }
    if n != 4 {
        return Err(DealReason::HandCount {
            given: n,
            pbn: true,
        });
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
    for seat in Seat::ALL {
        if let Some(h) = hands[seat.index()] {
            if h.len() > 13 {
                return Err(DealReason::TooManyCards {
                    seat,
                    cards: h.len(),
                });
            }
            if full && h.len() != 13 {
                return Err(DealReason::Uneven {
                    seat,
                    cards: h.len(),
                });
            }
        }
    }
    Ok(DealTag { first, hands })
}

/// Parses a Contract tag value (not empty, not `?`).
pub fn parse_contract_tag(v: &str) -> Option<ContractTag> {
    let t = v.trim();
    if t.eq_ignore_ascii_case("pass") || t.eq_ignore_ascii_case("p") {
        return Some(ContractTag::Passed);
    }
    if !t.starts_with(|c: char| c.is_ascii_digit()) {
        return t.parse::<Strain>().ok().map(ContractTag::Strain);
    }
    let (bid, doubling, rest) = split_contract_terms(t).ok()?;
    // Some files write a redouble as `R` (`3NR`).
    let doubling = match rest.trim() {
        "" => doubling,
        "R" | "r" if doubling == tenace_core::Doubling::Undoubled => {
            tenace_core::Doubling::Redoubled
        }
        _ => return None,
    };
    Some(ContractTag::Contract { bid, doubling })
}

/// Parses a Result tag value (not empty, not `?`).
pub fn parse_result_tag(v: &str) -> Option<ResultTag> {
    let t = v.trim();
    let (disputed, t) = match t.strip_prefix('^') {
        Some(r) => (true, r.trim()),
        None => (false, t),
    };
    let tricks = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= 13);
    if let Some(n) = tricks(t) {
        return Some(ResultTag {
            tricks: ResultTricks::Declarer(n),
            disputed,
        });
    }
    let parts: Vec<&str> = t.split_whitespace().collect();
    if parts.len() != 2 && parts.len() != 4 {
        return None;
    }
    let (mut ns, mut ew) = (None, None);
    for pair in parts.chunks(2) {
        let n = tricks(pair[1])?;
        match pair[0].to_ascii_uppercase().as_str() {
            "NS" if ns.is_none() => ns = Some(n),
            "EW" if ew.is_none() => ew = Some(n),
            _ => return None,
        }
    }
    // Both sides given: they share the board's 13 tricks.
    if let (Some(a), Some(b)) = (ns, ew) {
        if a + b != 13 {
            return None;
        }
    }
    Some(ResultTag {
        tricks: ResultTricks::Sides { ns, ew },
        disputed,
    })
}

/// A two-letter card such as `SA` or `h2`, without the general parser.
fn fast_card(t: &str) -> Option<Card> {
    let b = t.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let suit = tenace_core::Suit::from_char(b[0] as char)?;
    let rank = tenace_core::Rank::from_char(b[1] as char)?;
    Some(Card::new(suit, rank))
}

/// The calls of export format (`Pass`, `X`, `XX`, `1C` ... `7NT`), without
/// the general parser.
fn fast_call(t: &str) -> Option<AttemptedCall> {
    let c = match t {
        "Pass" => Call::Pass,
        "X" => Call::Double,
        "XX" => Call::Redouble,
        _ => {
            let b = t.as_bytes();
            let level = match b.first() {
                Some(d @ b'1'..=b'7') => d - b'0',
                _ => return None,
            };
            let strain = match &b[1..] {
                b"C" => Strain::Clubs,
                b"D" => Strain::Diamonds,
                b"H" => Strain::Hearts,
                b"S" => Strain::Spades,
                b"NT" => Strain::NoTrump,
                _ => return None,
            };
            Call::Bid(Bid::try_new(level, strain)?)
        }
    };
    Some(AttemptedCall::Call(c))
}

/// Parses a PBN hand (`AKQ.T98.J2.7654`, any rank order) without
/// allocating; `None` when it is not one (the caller then asks
/// [`Hand::from_pbn`] for the reason).
fn fast_hand(s: &str) -> Option<Hand> {
    let mut hand = Hand::EMPTY;
    let suits = [
        tenace_core::Suit::Spades,
        tenace_core::Suit::Hearts,
        tenace_core::Suit::Diamonds,
        tenace_core::Suit::Clubs,
    ];
    let mut k = 0;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'.' {
            k += 1;
            if k > 3 {
                return None;
            }
        } else if c == b'-' {
            let alone = (i == 0 || b[i - 1] == b'.') && (i + 1 == b.len() || b[i + 1] == b'.');
            if !alone {
                return None;
            }
        } else {
            let rank = if c == b'1' && b.get(i + 1) == Some(&b'0') {
                i += 1;
                tenace_core::Rank::Ten
            } else {
                tenace_core::Rank::from_char(c as char)?
            };
            if !hand.insert(Card::new(suits[k], rank)) {
                return None;
            }
        }
        i += 1;
    }
    (k == 3).then_some(hand)
}

/// A piece of a word in the auction or play section.
enum Sub<'a> {
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
fn split_word(w: &str) -> SplitWord<'_> {
    SplitWord { w, i: 0 }
}

struct SplitWord<'a> {
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

fn sub_pos(word: &str, pos: Pos, byte: usize) -> Pos {
    let prefix = word.get(..byte).map(|p| p.chars().count()).unwrap_or(byte);
    Pos::new(pos.line, pos.column + prefix as u32)
}

fn parse_note_index(s: &str) -> Option<u8> {
    s.parse::<u8>().ok().filter(|&n| n >= 1)
}

fn annotate(
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

fn parse_auction(first: Seat, t: &RawTag<'_>) -> Result<AuctionSection, (Pos, ErrorKind)> {
    let mut a = AuctionSection {
        first,
        comments: Vec::new(),
        items: Vec::with_capacity(t.data.len()),
        star: false,
        notes: Vec::new(),
        pos: t.pos,
    };
    let mut pending_i: Option<Pos> = None;
    for d in &t.data {
        let (w, wpos) = match d {
            DataTok::Comment(c) => {
                match a.items.last_mut() {
                    Some(it) => it.annotation.comments.push(c.clone()),
                    None => a.comments.push(c.clone()),
                }
                continue;
            }
            DataTok::Str(s, p) => {
                return Err((
                    *p,
                    ErrorKind::BadToken {
                        section: "auction",
                        token: format!("\"{s}\""),
                    },
                ))
            }
            DataTok::Word(w, p) => (*w, *p),
        };
        for (off, sub) in split_word(w) {
            let pos = sub_pos(w, wpos, off);
            if a.star {
                return Err((pos, ErrorKind::AfterStar(w[off..].to_string())));
            }
            match sub {
                Sub::Mark('I') | Sub::Mark('i') => pending_i = Some(pos),
                Sub::Mark('S') | Sub::Mark('s') => {
                    if let Some(p) = pending_i {
                        return Err((p, ErrorKind::MisplacedMark { mark: 'I' }));
                    }
                    a.items.push(AuctionItem {
                        pos,
                        ..AuctionItem::new(AuctionEntry::Skipped)
                    });
                }
                Sub::Mark(m) => return Err((pos, ErrorKind::MisplacedMark { mark: m })),
                Sub::Text(text) => {
                    let entry = if text == "-" {
                        AuctionEntry::NotYet
                    } else if text.eq_ignore_ascii_case("AP") {
                        AuctionEntry::AllPass
                    } else {
                        AuctionEntry::Call(
                            fast_call(text)
                                .or_else(|| text.parse::<AttemptedCall>().ok())
                                .ok_or_else(|| (pos, ErrorKind::BadCall(text.to_string())))?,
                        )
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
                Sub::Star => a.star = true,
                Sub::Plus => a.items.push(AuctionItem {
                    pos,
                    ..AuctionItem::new(AuctionEntry::Continue)
                }),
                Sub::Bad(b) => {
                    return Err((
                        pos,
                        ErrorKind::BadToken {
                            section: "auction",
                            token: b.to_string(),
                        },
                    ))
                }
                s @ (Sub::Suffix(_) | Sub::Note(_) | Sub::Nag(_)) => annotate(
                    a.items.last_mut().map(|i| &mut i.annotation),
                    &s,
                    w,
                    pos,
                    "auction",
                )?,
            }
        }
    }
    if let Some(p) = pending_i {
        return Err((p, ErrorKind::MisplacedMark { mark: 'I' }));
    }
    Ok(a)
}

fn parse_play(first: Seat, t: &RawTag<'_>) -> Result<PlaySection, (Pos, ErrorKind)> {
    let mut p = PlaySection {
        first,
        comments: Vec::new(),
        items: Vec::with_capacity(t.data.len()),
        star: false,
        notes: Vec::new(),
        pos: t.pos,
    };
    let mut pending: Option<(PlayMark, Pos)> = None;
    for d in &t.data {
        let (w, wpos) = match d {
            DataTok::Comment(c) => {
                match p.items.last_mut() {
                    Some(it) => it.annotation.comments.push(c.clone()),
                    None => p.comments.push(c.clone()),
                }
                continue;
            }
            DataTok::Str(s, pos) => {
                return Err((
                    *pos,
                    ErrorKind::BadToken {
                        section: "play",
                        token: format!("\"{s}\""),
                    },
                ))
            }
            DataTok::Word(w, pos) => (*w, *pos),
        };
        for (off, sub) in split_word(w) {
            let pos = sub_pos(w, wpos, off);
            if p.star {
                return Err((pos, ErrorKind::AfterStar(w[off..].to_string())));
            }
            match sub {
                Sub::Mark(m) => {
                    let mark = match m {
                        'R' | 'r' => PlayMark::Revoke,
                        'L' | 'l' => PlayMark::LeadOutOfTurn,
                        other => return Err((pos, ErrorKind::MisplacedMark { mark: other })),
                    };
                    if pending.is_some() {
                        return Err((pos, ErrorKind::MisplacedMark { mark: m }));
                    }
                    pending = Some((mark, pos));
                }
                Sub::Text(text) => {
                    let entry = if text == "-" {
                        PlayEntry::Unknown
                    } else {
                        PlayEntry::Card(
                            fast_card(text)
                                .or_else(|| text.parse::<Card>().ok())
                                .ok_or_else(|| (pos, ErrorKind::BadCard(text.to_string())))?,
                        )
                    };
                    let mark = pending.take().map(|(m, _)| m);
                    if mark.is_some() && !matches!(entry, PlayEntry::Card(_)) {
                        return Err((pos, ErrorKind::MisplacedMark { mark: 'R' }));
                    }
                    p.items.push(PlayItem {
                        entry,
                        mark,
                        annotation: Annotation::default(),
                        pos,
                    });
                }
                Sub::Star => p.star = true,
                Sub::Plus => p.items.push(PlayItem {
                    pos,
                    ..PlayItem::new(PlayEntry::Continue)
                }),
                Sub::Bad(b) => {
                    return Err((
                        pos,
                        ErrorKind::BadToken {
                            section: "play",
                            token: b.to_string(),
                        },
                    ))
                }
                s @ (Sub::Suffix(_) | Sub::Note(_) | Sub::Nag(_)) => annotate(
                    p.items.last_mut().map(|i| &mut i.annotation),
                    &s,
                    w,
                    pos,
                    "play",
                )?,
            }
        }
    }
    if let Some((m, pos)) = pending {
        let mark = if m == PlayMark::Revoke { 'R' } else { 'L' };
        return Err((pos, ErrorKind::MisplacedMark { mark }));
    }
    Ok(p)
}

fn attach_notes(game: &mut PbnGame, notes: Vec<(u8, RawTag<'_>)>) -> Result<(), (Pos, ErrorKind)> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_tag_forms() {
        let d = parse_deal_tag("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -").unwrap();
        assert_eq!(d.first, Seat::West);
        assert!(d.hands[Seat::North.index()].is_none());
        assert!(d.deal().is_none());
        let e = parse_deal_tag("N:AKQJT98765432... - - -").unwrap();
        assert!(parse_deal_tag("N:A-K... - - -").is_err());
        assert_eq!(fast_hand("AK10.-..2").map(|h| h.len()), Some(4));
        assert!(e.deal().is_none());
        let err = parse_deal_tag("N:AKQJT98765432.2.. - - -").unwrap_err();
        assert!(err.to_string().contains("14 cards"), "{err}");
    }

    #[test]
    fn result_and_contract_tags() {
        assert_eq!(
            parse_result_tag("9").unwrap().tricks,
            ResultTricks::Declarer(9)
        );
        let r = parse_result_tag("^NS 9 EW 4").unwrap();
        assert!(r.disputed);
        assert_eq!(r.declarer_tricks(Some(Seat::East)), Some(4));
        assert!(parse_result_tag("14").is_none());
        assert_eq!(parse_contract_tag("pass"), Some(ContractTag::Passed));
        assert_eq!(
            parse_contract_tag("NT"),
            Some(ContractTag::Strain(Strain::NoTrump))
        );
        assert!(matches!(
            parse_contract_tag("4sx"),
            Some(ContractTag::Contract { .. })
        ));
        assert!(parse_contract_tag("4SX N").is_none());
    }
}
