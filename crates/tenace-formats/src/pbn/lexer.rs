//! The PBN tokenizer (PBN 2.1 chapters 2 and 3.2).
//!
//! Produces brackets, string tokens (with `\"` and `\\` unescaped), words
//! (everything else up to white space or a delimiter), comments, `%` escape
//! lines and game breaks (semi-empty lines outside comments). Words are split
//! further by the auction and play parsers.

use std::borrow::Cow;

use crate::pos::{pos_at, Pos};

/// The kind of a comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CommentStyle {
    Brace,
    Line,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TokKind<'a> {
    LBracket,
    RBracket,
    Str(Cow<'a, str>),
    Word(&'a str),
    Comment(CommentStyle, &'a str),
    Directive(&'a str),
    /// A semi-empty line: the end of a game.
    Break,
    /// A string that reaches the end of its line without a closing quote.
    UnterminatedString(Cow<'a, str>),
    /// A `{` comment that reaches the end of the file without a `}`.
    UnterminatedComment(&'a str),
}

#[derive(Debug, Clone)]
pub(crate) struct Tok<'a> {
    pub kind: TokKind<'a>,
    pub offset: usize,
    pub line: u32,
    pub line_start: usize,
}

impl Tok<'_> {
    pub fn pos(&self, src: &str) -> Pos {
        pos_at(src, self.line, self.line_start, self.offset)
    }
}

pub(crate) struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    i: usize,
    line: u32,
    line_start: usize,
    at_line_start: bool,
    last_was_break: bool,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer::starting_at(src, 1)
    }

    /// A lexer of a text that starts at line `line` of its file (a game
    /// of a file read game by game).
    pub fn starting_at(src: &'a str, line: u32) -> Lexer<'a> {
        Lexer {
            src,
            b: src.as_bytes(),
            i: 0,
            line,
            line_start: 0,
            at_line_start: true,
            last_was_break: true,
        }
    }

    pub fn src(&self) -> &'a str {
        self.src
    }

    fn newline_at(&mut self, i: usize) -> usize {
        // `i` indexes a '\n' or '\r'; returns the index after the line end.
        let mut j = i + 1;
        if self.b[i] == b'\r' && j < self.b.len() && self.b[j] == b'\n' {
            j += 1;
        }
        self.line += 1;
        self.line_start = j;
        j
    }

    fn end_of_line(&self, from: usize) -> usize {
        let mut j = from;
        while j < self.b.len() && self.b[j] != b'\n' && self.b[j] != b'\r' {
            j += 1;
        }
        j
    }

    fn tok(&self, kind: TokKind<'a>, offset: usize) -> Tok<'a> {
        Tok {
            kind,
            offset,
            line: self.line,
            line_start: self.line_start,
        }
    }

    fn is_delim(c: u8) -> bool {
        matches!(c, b'[' | b']' | b'{' | b'}' | b';' | b'"') || c.is_ascii_whitespace()
    }

    fn string(&mut self) -> Tok<'a> {
        let start = self.i;
        let (line, line_start) = (self.line, self.line_start);
        let mut j = start + 1;
        let mut owned: Option<String> = None;
        let mut seg = j;
        loop {
            if j >= self.b.len() || self.b[j] == b'\n' || self.b[j] == b'\r' {
                let text = &self.src[seg..j];
                let value = match owned {
                    Some(mut s) => {
                        s.push_str(text);
                        Cow::Owned(s)
                    }
                    None => Cow::Borrowed(text),
                };
                self.i = j;
                return Tok {
                    kind: TokKind::UnterminatedString(value),
                    offset: start,
                    line,
                    line_start,
                };
            }
            match self.b[j] {
                b'"' => {
                    let text = &self.src[seg..j];
                    let value = match owned {
                        Some(mut s) => {
                            s.push_str(text);
                            Cow::Owned(s)
                        }
                        None => Cow::Borrowed(text),
                    };
                    self.i = j + 1;
                    return Tok {
                        kind: TokKind::Str(value),
                        offset: start,
                        line,
                        line_start,
                    };
                }
                b'\\' if j + 1 < self.b.len() && matches!(self.b[j + 1], b'"' | b'\\') => {
                    let s = owned.get_or_insert_with(String::new);
                    s.push_str(&self.src[seg..j]);
                    s.push(self.b[j + 1] as char);
                    j += 2;
                    seg = j;
                }
                _ => j += 1,
            }
        }
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Tok<'a>;

    fn next(&mut self) -> Option<Tok<'a>> {
        loop {
            if self.at_line_start {
                self.at_line_start = false;
                let mut j = self.i;
                while j < self.b.len() && (self.b[j] == b' ' || self.b[j] == b'\t') {
                    j += 1;
                }
                if j >= self.b.len() {
                    self.i = j;
                    if !self.last_was_break {
                        self.last_was_break = true;
                        return Some(self.tok(TokKind::Break, j));
                    }
                    return None;
                }
                if self.b[j] == b'\n' || self.b[j] == b'\r' {
                    let at = j;
                    let tok = self.tok(TokKind::Break, at);
                    self.i = self.newline_at(j);
                    self.at_line_start = true;
                    if !self.last_was_break {
                        self.last_was_break = true;
                        return Some(tok);
                    }
                    continue;
                }
                if self.b[self.i] == b'%' {
                    let start = self.i;
                    let end = self.end_of_line(start);
                    let tok = self.tok(TokKind::Directive(&self.src[start + 1..end]), start);
                    self.i = end;
                    self.last_was_break = false;
                    return Some(tok);
                }
            }
            if self.i >= self.b.len() {
                if !self.last_was_break {
                    self.last_was_break = true;
                    return Some(self.tok(TokKind::Break, self.i));
                }
                return None;
            }
            let c = self.b[self.i];
            match c {
                b'\n' | b'\r' => {
                    self.i = self.newline_at(self.i);
                    self.at_line_start = true;
                    continue;
                }
                c if c.is_ascii_whitespace() => {
                    self.i += 1;
                    continue;
                }
                _ => {}
            }
            self.last_was_break = false;
            let start = self.i;
            let tok = match c {
                b'[' => {
                    self.i += 1;
                    self.tok(TokKind::LBracket, start)
                }
                b']' => {
                    self.i += 1;
                    self.tok(TokKind::RBracket, start)
                }
                b';' => {
                    let end = self.end_of_line(start);
                    self.i = end;
                    self.tok(
                        TokKind::Comment(CommentStyle::Line, &self.src[start + 1..end]),
                        start,
                    )
                }
                b'{' => {
                    let tok_line = self.line;
                    let tok_line_start = self.line_start;
                    match self.b[start + 1..].iter().position(|&x| x == b'}') {
                        Some(k) => {
                            let end = start + 1 + k;
                            // Count the lines the comment spans.
                            let mut j = start + 1;
                            while j < end {
                                if self.b[j] == b'\n' || self.b[j] == b'\r' {
                                    j = self.newline_at(j);
                                } else {
                                    j += 1;
                                }
                            }
                            self.i = end + 1;
                            Tok {
                                kind: TokKind::Comment(
                                    CommentStyle::Brace,
                                    &self.src[start + 1..end],
                                ),
                                offset: start,
                                line: tok_line,
                                line_start: tok_line_start,
                            }
                        }
                        None => {
                            let end = self.end_of_line(start);
                            self.i = end;
                            self.tok(
                                TokKind::UnterminatedComment(&self.src[start + 1..end]),
                                start,
                            )
                        }
                    }
                }
                b'"' => self.string(),
                _ => {
                    let mut j = start + 1;
                    while j < self.b.len() && !Self::is_delim(self.b[j]) {
                        j += 1;
                    }
                    // Never split a UTF-8 sequence.
                    while j < self.b.len() && !self.src.is_char_boundary(j) {
                        j += 1;
                    }
                    self.i = j;
                    self.tok(TokKind::Word(&self.src[start..j]), start)
                }
            };
            return Some(tok);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokKind<'_>> {
        Lexer::new(s).map(|t| t.kind).collect()
    }

    #[test]
    fn tags_comments_breaks() {
        let k = kinds("% PBN 2.1\n[Event \"a\\\"b\"] ; c\n{x\n\ny}\n  \n[Board \"1\"]");
        assert_eq!(
            k,
            vec![
                TokKind::Directive(" PBN 2.1"),
                TokKind::LBracket,
                TokKind::Word("Event"),
                TokKind::Str(Cow::Owned("a\"b".into())),
                TokKind::RBracket,
                TokKind::Comment(CommentStyle::Line, " c"),
                TokKind::Comment(CommentStyle::Brace, "x\n\ny"),
                TokKind::Break,
                TokKind::LBracket,
                TokKind::Word("Board"),
                TokKind::Str(Cow::Borrowed("1")),
                TokKind::RBracket,
                TokKind::Break,
            ]
        );
    }

    #[test]
    fn positions() {
        let src = "[A \"1\"]\r\n  1C =1=";
        let toks: Vec<_> = Lexer::new(src).collect();
        let w = toks
            .iter()
            .find(|t| t.kind == TokKind::Word("=1="))
            .unwrap();
        assert_eq!(w.pos(src), Pos::new(2, 6));
    }

    #[test]
    fn backslash_kept_unless_escape() {
        let k = kinds("[T \"Result\\2R\"]");
        assert_eq!(k[2], TokKind::Str(Cow::Borrowed("Result\\2R")));
    }
}
