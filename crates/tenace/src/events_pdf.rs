//! `tenace session report FILE --pdf OUT`: the club's sheets
//! (`session_sheets`, the report's one layout) drawn as PDF — the
//! ranking, a hand record per board (the deal with each hand's high-card
//! points, the double-dummy table and par) with its traveller (each result
//! against double dummy), and every pair's personal score card.
//!
//! printpdf writes the file and embeds the glyphs used (a subset) of DejaVu
//! Sans (assets/fonts), or, for Traditional Chinese, of the system's Noto
//! Sans CJK TC when it is installed ([`Faces`]); without it the caller
//! makes the sheets in English.

use printpdf::{
    Color, FontId, Line as PathLine, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument,
    PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, Rgb, TextItem,
    WindingOrder,
};
use tenace_core::{split_contract_terms, Seat, Strain, Suit};
use tenace_i18n::Catalog;

use crate::session_sheets::{
    page_footer, BoardSheet, DdSheet, HandRecord, HandSheet, Kind, Sheets, Table,
};

const REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// A font file and the face in it.
#[derive(Clone)]
pub struct Face {
    pub bytes: std::sync::Arc<Vec<u8>>,
    pub index: usize,
}

/// The regular and bold faces of a report.
#[derive(Clone)]
pub struct Faces {
    pub regular: Face,
    pub bold: Face,
}

impl Faces {
    /// DejaVu Sans, embedded in the binary: Latin text and suit symbols.
    pub fn latin() -> Faces {
        let face = |b: &[u8]| Face {
            bytes: std::sync::Arc::new(b.to_vec()),
            index: 0,
        };
        Faces {
            regular: face(REGULAR),
            bold: face(BOLD),
        }
    }

    /// Noto Sans CJK TC from the system (Debian's fonts-noto-cjk), or the
    /// file `TENACE_CJK_FONT` names (with `TENACE_CJK_FONT_INDEX`), for
    /// Traditional Chinese sheets. `None` when no such font is installed.
    pub fn traditional_chinese() -> Option<Faces> {
        let (regular, bold, index) = match std::env::var_os("TENACE_CJK_FONT") {
            Some(path) => {
                let index = std::env::var("TENACE_CJK_FONT_INDEX")
                    .ok()
                    .and_then(|i| i.parse().ok())
                    .unwrap_or(0);
                (path.clone().into(), std::path::PathBuf::from(path), index)
            }
            None => (
                std::path::PathBuf::from("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
                std::path::PathBuf::from("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
                // The faces of the collection: JP, KR, SC, TC, HK.
                3,
            ),
        };
        let read = |p: &std::path::Path| std::fs::read(p).ok().map(std::sync::Arc::new);
        let regular = read(&regular)?;
        let bold = read(&bold).unwrap_or_else(|| regular.clone());
        Some(Faces {
            regular: Face {
                bytes: regular,
                index,
            },
            bold: Face { bytes: bold, index },
        })
    }
}

/// A4 in points, and the margin.
const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN: f32 = 42.0;
const ROW: f32 = 13.0;
const SIZE: f32 = 9.0;

/// A font: the whole face for measuring, a placeholder id in the page
/// operations (replaced by the embedded subset's id at the end), and the
/// characters drawn with it.
struct Font {
    bytes: std::sync::Arc<Vec<u8>>,
    /// The face in a collection (Noto CJK's `.ttc`).
    index: usize,
    parsed: ParsedFont,
    id: FontId,
    used: std::collections::BTreeSet<char>,
}

impl Font {
    /// The face cut down to the glyphs drawn (allsorts, the subsetter
    /// printpdf itself uses; printpdf subsets only with its `text_layout`
    /// feature). `None` when the subset cannot be made or read back.
    fn subset(&self) -> Option<ParsedFont> {
        use allsorts::binary::read::ReadScope;
        use allsorts::font_data::FontData;
        use allsorts::subset::{subset, CmapTarget, SubsetProfile};
        let scope = ReadScope::new(self.bytes.as_slice());
        let data = scope.read::<FontData<'_>>().ok()?;
        let provider = data.table_provider(self.index).ok()?;
        // Glyph 0 (.notdef) first, then the glyphs drawn, without repeats.
        let mut ids: Vec<u16> = self
            .used
            .iter()
            .filter_map(|&c| self.parsed.lookup_glyph_index(c as u32))
            .filter(|&g| g != 0)
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.insert(0, 0);
        let bytes = subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode).ok()?;
        let parsed = ParsedFont::from_bytes(&bytes, 0, &mut Vec::new())?;
        // Every character drawn must still map to a glyph.
        self.used
            .iter()
            .all(|&c| c.is_whitespace() || parsed.lookup_glyph_index(c as u32).is_some())
            .then_some(parsed)
    }
}

/// Pages being laid out, top to bottom.
struct Sheet {
    regular: Font,
    bold: Font,
    pages: Vec<Vec<Op>>,
    ops: Vec<Op>,
    y: f32,
}

fn grey(v: f32) -> Color {
    Color::Rgb(Rgb::new(v, v, v, None))
}

fn red() -> Color {
    Color::Rgb(Rgb::new(0.8, 0.0, 0.0, None))
}

fn point(x: f32, y: f32) -> LinePoint {
    LinePoint {
        p: Point { x: Pt(x), y: Pt(y) },
        bezier: false,
    }
}

/// Runs of text, each marked red when it is a red suit symbol.
fn runs(s: &str) -> Vec<(bool, String)> {
    let mut out: Vec<(bool, String)> = Vec::new();
    for c in s.chars() {
        let red = matches!(c, '♥' | '♦');
        match out.last_mut() {
            Some((r, run)) if *r == red => run.push(c),
            _ => out.push((red, c.to_string())),
        }
    }
    out
}

impl Sheet {
    fn new(faces: &Faces) -> Option<Sheet> {
        let mut warnings = Vec::new();
        let font = |face: &Face, id: &str, warnings: &mut Vec<_>| {
            Some(Font {
                bytes: face.bytes.clone(),
                index: face.index,
                parsed: ParsedFont::from_bytes(&face.bytes, face.index, warnings)?,
                id: FontId(id.to_string()),
                used: Default::default(),
            })
        };
        let regular = font(&faces.regular, "tenace-regular", &mut warnings)?;
        let bold = font(&faces.bold, "tenace-bold", &mut warnings)?;
        Some(Sheet {
            regular,
            bold,
            pages: Vec::new(),
            ops: Vec::new(),
            y: PAGE_H - MARGIN,
        })
    }

    fn font(&self, bold: bool) -> &Font {
        if bold {
            &self.bold
        } else {
            &self.regular
        }
    }

    fn width(&self, s: &str, size: f32, bold: bool) -> f32 {
        let f = &self.font(bold).parsed;
        let upem = f32::from(f.units_per_em.max(1));
        let units: f32 = s
            .chars()
            .map(|c| {
                f.lookup_glyph_index(c as u32)
                    .and_then(|g| f.get_glyph_width(g))
                    .map_or(upem / 2.0, f32::from)
            })
            .sum();
        units / upem * size
    }

    fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, s: &str) {
        let mut cx = x;
        for (is_red, run) in runs(s) {
            if is_red {
                self.ops.push(Op::SetFillColor { col: red() });
            }
            let font = PdfFontHandle::External(self.font(bold).id.clone());
            let f = if bold {
                &mut self.bold
            } else {
                &mut self.regular
            };
            f.used.extend(run.chars());
            let w = self.width(&run, size, bold);
            self.ops.extend([
                Op::StartTextSection,
                Op::SetFont {
                    font,
                    size: Pt(size),
                },
                Op::SetTextCursor {
                    pos: Point {
                        x: Pt(cx),
                        y: Pt(y),
                    },
                },
                Op::ShowText {
                    items: vec![TextItem::Text(run)],
                },
                Op::EndTextSection,
            ]);
            if is_red {
                self.ops.push(Op::SetFillColor { col: grey(0.0) });
            }
            cx += w;
        }
    }

    /// Words of `s` in lines no wider than `width`.
    fn wrap(&self, s: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        // Words, and text without spaces (Chinese) character by character.
        let mut words: Vec<String> = Vec::new();
        for word in s.split(' ') {
            if self.width(word, size, false) <= width {
                words.push(word.to_string());
                continue;
            }
            let mut piece = String::new();
            for c in word.chars() {
                piece.push(c);
                if self.width(&piece, size, false) > width {
                    piece.pop();
                    words.push(std::mem::take(&mut piece));
                    piece.push(c);
                }
            }
            words.push(piece);
        }
        for word in &words {
            let word = word.as_str();
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.width(&candidate, size, false) > width {
                lines.push(std::mem::take(&mut line));
                line = word.to_string();
            } else {
                line = candidate;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    fn right(&mut self, x_right: f32, y: f32, size: f32, bold: bool, s: &str) {
        let w = self.width(s, size, bold);
        self.text(x_right - w, y, size, bold, s);
    }

    fn rule(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32, shade: f32) {
        self.ops.extend([
            Op::SetOutlineColor { col: grey(shade) },
            Op::SetOutlineThickness { pt: Pt(thickness) },
            Op::DrawLine {
                line: PathLine {
                    points: vec![point(x1, y1), point(x2, y2)],
                    is_closed: false,
                },
            },
        ]);
    }

    fn shade(&mut self, x: f32, y: f32, w: f32, h: f32, shade: f32) {
        self.ops.extend([
            Op::SetFillColor { col: grey(shade) },
            Op::DrawPolygon {
                polygon: Polygon {
                    rings: vec![PolygonRing {
                        points: vec![
                            point(x, y),
                            point(x + w, y),
                            point(x + w, y + h),
                            point(x, y + h),
                        ],
                    }],
                    mode: PaintMode::Fill,
                    winding_order: WindingOrder::NonZero,
                },
            },
            Op::SetFillColor { col: grey(0.0) },
        ]);
    }

    fn page(&mut self) {
        let ops = std::mem::take(&mut self.ops);
        self.pages.push(ops);
        self.y = PAGE_H - MARGIN;
    }

    /// Starts a new page unless `h` points are left above the footer.
    fn need(&mut self, h: f32) {
        if self.y - h < MARGIN + 16.0 && !self.ops.is_empty() {
            self.page();
        }
    }

    fn heading(&mut self, s: &str, size: f32) {
        self.need(size * 2.0 + 3.0 * ROW);
        self.y -= size * 1.5;
        self.text(MARGIN, self.y, size, true, s);
        if size >= 12.0 {
            self.rule(
                MARGIN,
                self.y - 4.0,
                PAGE_W - MARGIN,
                self.y - 4.0,
                1.2,
                0.2,
            );
        }
        self.y -= size * 0.7;
    }

    fn paragraph(&mut self, s: &str) {
        self.need(ROW);
        self.y -= ROW;
        self.text(MARGIN, self.y, SIZE, false, s);
    }

    /// A table: columns (title, width, right-aligned), a shaded header
    /// repeated after a page break.
    fn table(&mut self, cols: &[(String, f32, bool)], rows: &[Vec<String>]) {
        let header = |sheet: &mut Sheet| {
            sheet.y -= ROW + 2.0;
            let total: f32 = cols.iter().map(|c| c.1).sum();
            sheet.shade(MARGIN, sheet.y - 3.5, total, ROW + 1.0, 0.88);
            let mut x = MARGIN;
            for (title, w, right) in cols {
                if *right {
                    sheet.right(x + w - 3.0, sheet.y, SIZE, true, title);
                } else {
                    sheet.text(x + 3.0, sheet.y, SIZE, true, title);
                }
                x += w;
            }
        };
        self.need(ROW * 3.0);
        header(self);
        let total: f32 = cols.iter().map(|c| c.1).sum();
        for (i, row) in rows.iter().enumerate() {
            if self.y - ROW < MARGIN + 16.0 {
                self.page();
                header(self);
            }
            self.y -= ROW;
            if i % 2 == 1 {
                self.shade(MARGIN, self.y - 3.5, total, ROW, 0.96);
            }
            let mut x = MARGIN;
            for ((_, w, right), cell) in cols.iter().zip(row) {
                if *right {
                    self.right(x + w - 3.0, self.y, SIZE, false, cell);
                } else {
                    self.text(x + 3.0, self.y, SIZE, false, cell);
                }
                x += w;
            }
        }
        self.rule(MARGIN, self.y - 4.0, MARGIN + total, self.y - 4.0, 0.6, 0.4);
        self.y -= 6.0;
    }

    /// The pages with a footer (`title — page n / N`).
    fn finish(
        mut self,
        title: &str,
        page_word: &dyn Fn(usize, usize) -> String,
    ) -> (Vec<PdfPage>, (Font, Font)) {
        if !self.ops.is_empty() {
            self.page();
        }
        let n = self.pages.len();
        let pages = std::mem::take(&mut self.pages);
        let pages = pages
            .into_iter()
            .enumerate()
            .map(|(i, ops)| {
                self.ops = ops;
                self.rule(
                    MARGIN,
                    MARGIN + 2.0,
                    PAGE_W - MARGIN,
                    MARGIN + 2.0,
                    0.4,
                    0.6,
                );
                self.text(MARGIN, MARGIN - 10.0, 8.0, false, title);
                let p = page_word(i + 1, n);
                self.right(PAGE_W - MARGIN, MARGIN - 10.0, 8.0, false, &p);
                PdfPage::new(Mm(210.0), Mm(297.0), std::mem::take(&mut self.ops))
            })
            .collect();
        (pages, (self.regular, self.bold))
    }
}

fn strain_symbol(s: Strain) -> &'static str {
    match s {
        Strain::Clubs => "♣",
        Strain::Diamonds => "♦",
        Strain::Hearts => "♥",
        Strain::Spades => "♠",
        Strain::NoTrump => "NT",
    }
}

/// A result's contract with its strain drawn as a symbol: `4S N =` as
/// `4♠ N =`; anything else as it is.
fn pretty_contract(s: &str) -> String {
    let Ok((bid, doubling, rest)) = split_contract_terms(s) else {
        return s.to_string();
    };
    format!(
        "{}{}{}{rest}",
        bid.level(),
        strain_symbol(bid.strain()),
        doubling.suffix()
    )
}

/// `HJ` as `♥J`.
fn pretty_card(s: &str) -> String {
    let mut c = s.trim().chars();
    let symbol = match c.next().map(|x| x.to_ascii_uppercase()) {
        Some('S') => "♠",
        Some('H') => "♥",
        Some('D') => "♦",
        Some('C') => "♣",
        _ => return s.to_string(),
    };
    format!("{symbol}{}", c.as_str().replace('T', "10"))
}

/// A table of the sheets as printed: numbers right-aligned, contracts and
/// cards with suit symbols.
fn draw_table(sheet: &mut Sheet, t: &Table) {
    let cols: Vec<(String, f32, bool)> = t
        .columns
        .iter()
        .map(|c| (c.heading.clone(), c.width, c.kind == Kind::Number))
        .collect();
    let rows: Vec<Vec<String>> = t
        .rows
        .iter()
        .map(|r| {
            r.iter()
                .zip(&t.columns)
                .map(|(cell, c)| match c.kind {
                    Kind::Contract => pretty_contract(cell),
                    Kind::Card if !cell.is_empty() => pretty_card(cell),
                    _ => cell.clone(),
                })
                .collect()
        })
        .collect();
    sheet.table(&cols, &rows);
}

/// Dealer and vulnerability in the top-left corner, as on a board: one
/// line each, each starting with a capital ("Dealer North", "Vulnerable:
/// None").
fn corner(sheet: &mut Sheet, top: f32, dealer_vul: &str) {
    for (i, w) in dealer_vul.split([',', '，']).map(str::trim).enumerate() {
        let mut c = w.chars();
        let line: String = c
            .next()
            .map(|f| f.to_uppercase().chain(c).collect())
            .unwrap_or_default();
        sheet.text(MARGIN, top - 10.0 - 11.0 * i as f32, SIZE, false, &line);
    }
}

fn hand(sheet: &mut Sheet, x: f32, y: f32, h: &HandSheet) {
    sheet.text(x, y, SIZE, true, &format!("{} ({})", h.name, h.hcp));
    for (i, suit) in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
        .into_iter()
        .enumerate()
    {
        let cards = h.hand.suit_string(suit);
        let line = format!(
            "{} {}",
            suit.symbol(),
            if cards.is_empty() { "—" } else { &cards }
        );
        sheet.text(x, y - 11.0 * (i as f32 + 1.0), SIZE, false, &line);
    }
}

/// The compass between the hands, with the seats' short names.
fn compass(sheet: &mut Sheet, cx: f32, cy: f32, record: &HandRecord) {
    let short = |seat: Seat| {
        record
            .hands
            .iter()
            .find(|h| h.seat == seat)
            .map(|h| h.short.clone())
            .unwrap_or_default()
    };
    sheet.rule(cx - 18.0, cy - 18.0, cx + 18.0, cy - 18.0, 0.5, 0.5);
    sheet.rule(cx + 18.0, cy - 18.0, cx + 18.0, cy + 18.0, 0.5, 0.5);
    sheet.rule(cx + 18.0, cy + 18.0, cx - 18.0, cy + 18.0, 0.5, 0.5);
    sheet.rule(cx - 18.0, cy + 18.0, cx - 18.0, cy - 18.0, 0.5, 0.5);
    sheet.right(cx + 3.0, cy + 8.0, 7.0, false, &short(Seat::North));
    sheet.right(cx + 3.0, cy - 15.0, 7.0, false, &short(Seat::South));
    sheet.text(cx - 16.0, cy - 3.0, 7.0, false, &short(Seat::West));
    sheet.right(cx + 16.0, cy - 3.0, 7.0, false, &short(Seat::East));
}

/// The double-dummy table and par, right of the hands.
fn dd_block(sheet: &mut Sheet, x0: f32, top: f32, t: &DdSheet) {
    let cw = 19.0;
    sheet.text(x0, top - 10.0, SIZE, true, &t.heading);
    let y0 = top - 26.0;
    sheet.shade(x0, y0 - 3.5, 16.0 + 5.0 * cw, ROW, 0.88);
    for (i, st) in t.strains.iter().enumerate() {
        sheet.right(x0 + 16.0 + cw * (i as f32 + 1.0) - 3.0, y0, SIZE, true, st);
    }
    for (r, (seat, tricks)) in t.rows.iter().enumerate() {
        let y = y0 - ROW * (r as f32 + 1.0);
        sheet.text(x0 + 2.0, y, SIZE, true, seat);
        for (i, n) in tricks.iter().enumerate() {
            let x = x0 + 16.0 + cw * (i as f32 + 1.0) - 3.0;
            sheet.right(x, y, SIZE, false, &n.to_string());
        }
    }
    // Par may be long: the score on one line, the contracts wrapped to
    // the right margin.
    let mut y = y0 - ROW * 5.0 - 4.0;
    let width = PAGE_W - MARGIN - x0;
    for part in t.par.splitn(2, ": ") {
        for line in sheet.wrap(part.trim(), SIZE, width) {
            sheet.text(x0, y, SIZE, false, &line);
            y -= 11.0;
        }
    }
}

fn diagram(sheet: &mut Sheet, record: &HandRecord) {
    let top = sheet.y - 4.0;
    corner(sheet, top, &record.dealer_vul);
    let col = 118.0;
    for h in &record.hands {
        let (x, y) = match h.seat {
            Seat::North => (MARGIN + col, top - 10.0),
            Seat::West => (MARGIN, top - 72.0),
            Seat::East => (MARGIN + 2.0 * col, top - 72.0),
            Seat::South => (MARGIN + col, top - 134.0),
        };
        hand(sheet, x, y, h);
    }
    compass(sheet, MARGIN + col + 22.0, top - 92.0, record);
    if let Some(t) = &record.dd {
        dd_block(sheet, MARGIN + 3.0 * col + 14.0, top, t);
    }
    sheet.y = top - 134.0 - 11.0 * 4.0 - 8.0;
}

fn board(sheet: &mut Sheet, b: &BoardSheet) {
    let rows_h = ROW * (b.traveller.rows.len() as f32 + 2.0);
    let block = if b.record.is_some() { 200.0 } else { 0.0 } + rows_h + 30.0;
    sheet.need(block.min(PAGE_H - 2.0 * MARGIN - 40.0));
    sheet.y -= 6.0;
    sheet.heading(&b.heading, 11.0);
    if let Some(record) = &b.record {
        diagram(sheet, record);
    }
    draw_table(sheet, &b.traveller);
}

/// Embeds each font (its subset when it can be made) and points the pages
/// at it. `None` when a whole CJK face would have to be embedded.
fn embed_fonts(doc: &mut PdfDocument, pages: &mut [PdfPage], fonts: (Font, Font)) -> Option<()> {
    let mut ids = Vec::new();
    for f in [&fonts.0, &fonts.1] {
        // A whole CJK face would be megabytes: without its subset the
        // report is not made (the caller falls back to English).
        let embedded = match f.subset() {
            Some(s) => s,
            None if f.bytes.len() <= 2_000_000 => f.parsed.clone(),
            None => return None,
        };
        ids.push((f.id.clone(), doc.add_font(&embedded)));
    }
    for page in pages {
        for op in &mut page.ops {
            if let Op::SetFont {
                font: PdfFontHandle::External(id),
                ..
            } = op
            {
                if let Some((_, real)) = ids.iter().find(|(p, _)| p == id) {
                    *id = real.clone();
                }
            }
        }
    }
    Some(())
}

/// The sheets as PDF bytes and their page count: the ranking on page 1,
/// the hand records and travellers from a new page, the score cards from
/// another.
pub fn report(cat: &Catalog, s: &Sheets, faces: &Faces) -> Option<(Vec<u8>, usize)> {
    let mut doc = PdfDocument::new(&s.title);
    let mut sheet = Sheet::new(faces)?;
    sheet.y -= 8.0;
    sheet.text(MARGIN, sheet.y - 10.0, 18.0, true, &s.title);
    sheet.y -= 22.0;
    if let Some(p) = &s.provisional {
        sheet.paragraph(p);
    }
    for ranking in &s.rankings {
        sheet.heading(&ranking.title, 13.0);
        draw_table(&mut sheet, ranking);
    }
    sheet.page();
    sheet.heading(&s.travellers_heading, 14.0);
    for b in &s.boards {
        board(&mut sheet, b);
    }
    sheet.page();
    sheet.heading(&s.scorecards_heading, 14.0);
    for card in &s.scorecards {
        sheet.need(ROW * (card.rows.len() as f32 + 3.0) + 20.0);
        sheet.y -= 4.0;
        sheet.heading(&card.title, 11.0);
        draw_table(&mut sheet, card);
    }
    let footer = |n: usize, of: usize| page_footer(cat, n, of);
    let (mut pages, fonts) = sheet.finish(&s.title, &footer);
    embed_fonts(&mut doc, &mut pages, fonts)?;
    let count = pages.len();
    let bytes = doc
        .with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut Vec::new());
    Some((bytes, count))
}
