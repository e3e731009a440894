//! The PBN data model: a file of games, each with its tags, its auction and
//! play sections, and its supplemental sections.

use serde::Serialize;
use tenace_core::{
    AttemptedCall, Bid, Card, Deal, Doubling, Hand, Seat, Side, Strain, Vulnerability,
};

use crate::pos::Pos;

/// A whole PBN file as read.
#[derive(Debug, Clone, PartialEq)]
pub struct PbnFile {
    /// `%` escape lines before the first game, without the `%`.
    pub header: Vec<String>,
    /// One entry per game, in file order: the game, or why it could not be read.
    pub games: Vec<Result<PbnGame, crate::error::RecordError>>,
}

impl PbnFile {
    /// The games that were read without error.
    pub fn ok_games(&self) -> impl Iterator<Item = &PbnGame> {
        self.games.iter().filter_map(|g| g.as_ref().ok())
    }

    /// The errors of the games that could not be read.
    pub fn errors(&self) -> impl Iterator<Item = &crate::error::RecordError> {
        self.games.iter().filter_map(|g| g.as_ref().err())
    }

    /// The PBN version named by a `% PBN x.y` line, if any.
    pub fn version(&self) -> Option<&str> {
        self.header
            .iter()
            .find_map(|d| crate::pbn::writer::pbn_version(d))
    }

    /// Whether a `% EXPORT` line says the file is in export format.
    pub fn claims_export(&self) -> bool {
        self.header
            .iter()
            .any(|d| d.trim().eq_ignore_ascii_case("EXPORT"))
    }
}

/// A comment (PBN 2.1 §3.8): `{...}` or `;` to the end of the line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Comment {
    /// `true` for a `{...}` comment, `false` for a `;` comment.
    pub brace: bool,
    /// The text between the delimiters, with line ends normalised to `\n`.
    pub text: String,
}

/// Where a tag's value came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum TagOrigin {
    /// Written out in this game.
    Given,
    /// Written as `#`: copied from the nearest previous game (PBN 2.1 §4.8).
    Copied,
    /// Written as `##value` in this game: the value holds for later games too.
    HeaderGiven,
    /// Absent from this game and taken from an earlier `##` tag.
    HeaderInherited,
    /// Absent from this game and taken from the previous game. This is an
    /// import leniency for files that only write what changes (Event, Site,
    /// Date, Board, Dealer, Vulnerable, Deal and a few more).
    Inherited,
}

/// A tag pair, with the section data that follows it if any.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Tag {
    /// The name as written (case preserved).
    pub name: String,
    /// The value after inheritance was resolved.
    pub value: String,
    pub origin: TagOrigin,
    /// Comments that follow the tag pair.
    pub comments: Vec<Comment>,
    /// Section data (PBN 2.1 chapter 5): one entry per source line.
    pub data: Option<SectionData>,
    pub pos: Pos,
}

impl Tag {
    /// A tag written out in the game, with no section data.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Tag {
        Tag {
            name: name.into(),
            value: value.into(),
            origin: TagOrigin::Given,
            comments: Vec::new(),
            data: None,
            pos: Pos::default(),
        }
    }

    /// Whether this tag heads a supplemental section: it has data, or its
    /// name ends in `Table` (other than the `Table` tag itself).
    pub fn is_section(&self) -> bool {
        self.data.is_some() || is_table_name(&self.name)
    }
}

pub(crate) fn is_table_name(name: &str) -> bool {
    name.len() > 5 && name.to_ascii_lowercase().ends_with("table")
}

/// The data of a supplemental section.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct SectionData {
    /// The elements, line by line as read.
    pub lines: Vec<Vec<Element>>,
}

impl SectionData {
    /// All elements in order.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.lines.iter().flatten()
    }
}

/// One section element: a section token, or a string token (`quoted`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Element {
    pub text: String,
    pub quoted: bool,
}

/// A suffix annotation (PBN 2.1 §3.5.3 and §3.6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Suffix {
    /// `!`
    Good,
    /// `?`
    Poor,
    /// `!!`
    VeryGood,
    /// `??`
    VeryPoor,
    /// `!?`
    Speculative,
    /// `?!`
    Questionable,
}

impl Suffix {
    /// Parses `!`, `?`, `!!`, `??`, `!?` or `?!`.
    pub fn parse(s: &str) -> Option<Suffix> {
        Some(match s {
            "!" => Suffix::Good,
            "?" => Suffix::Poor,
            "!!" => Suffix::VeryGood,
            "??" => Suffix::VeryPoor,
            "!?" => Suffix::Speculative,
            "?!" => Suffix::Questionable,
            _ => return None,
        })
    }

    /// The suffix text.
    pub const fn text(self) -> &'static str {
        match self {
            Suffix::Good => "!",
            Suffix::Poor => "?",
            Suffix::VeryGood => "!!",
            Suffix::VeryPoor => "??",
            Suffix::Speculative => "!?",
            Suffix::Questionable => "?!",
        }
    }

    /// The NAG that replaces the suffix in export format: 1-6 after a call,
    /// 7-12 after a card (PBN 2.1 §3.7).
    pub const fn nag(self, for_card: bool) -> u8 {
        let base = match self {
            Suffix::Good => 1,
            Suffix::Poor => 2,
            Suffix::VeryGood => 3,
            Suffix::VeryPoor => 4,
            Suffix::Speculative => 5,
            Suffix::Questionable => 6,
        };
        if for_card {
            base + 6
        } else {
            base
        }
    }
}

/// The annotations that may follow a call or a card.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Annotation {
    pub suffix: Option<Suffix>,
    /// A note reference `=n=`.
    pub note: Option<u8>,
    /// Numeric annotation glyphs `$n`.
    pub nags: Vec<u8>,
    pub comments: Vec<Comment>,
}

impl Annotation {
    /// Whether there is nothing here.
    pub fn is_empty(&self) -> bool {
        self.suffix.is_none()
            && self.note.is_none()
            && self.nags.is_empty()
            && self.comments.is_empty()
    }
}

/// A note tag `[Note "n:text"]` of the auction or play section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    pub index: u8,
    pub text: String,
    pub comments: Vec<Comment>,
    pub pos: Pos,
}

/// One entry of the auction section.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum AuctionEntry {
    /// A call (or a bid above seven, which a record can show).
    Call(AttemptedCall),
    /// `AP`: every remaining player passes.
    AllPass,
    /// `-`: not yet this player's turn (import format, before the dealer).
    NotYet,
    /// `^S`: this player's turn was skipped by a call out of rotation that
    /// was accepted (PBN 2.1 §3.9 B).
    Skipped,
    /// `+`: the next call, still to be made.
    Continue,
}

/// An auction entry with its annotations.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuctionItem {
    pub entry: AuctionEntry,
    /// `^I`: an insufficient bid that was accepted (PBN 2.1 §3.9 A).
    pub insufficient: bool,
    pub annotation: Annotation,
    pub pos: Pos,
}

impl AuctionItem {
    /// A plain entry with no annotation.
    pub fn new(entry: AuctionEntry) -> AuctionItem {
        AuctionItem {
            entry,
            insufficient: false,
            annotation: Annotation::default(),
            pos: Pos::default(),
        }
    }
}

/// The auction section.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuctionSection {
    /// The player of the first entry (the `Auction` tag value).
    pub first: Seat,
    pub comments: Vec<Comment>,
    pub items: Vec<AuctionItem>,
    /// The section ended with `*`: no further calls will be given.
    pub star: bool,
    pub notes: Vec<Note>,
    pub pos: Pos,
}

impl AuctionSection {
    /// The text of note `index`, if the section has it.
    pub fn note(&self, index: u8) -> Option<&str> {
        self.notes
            .iter()
            .find(|n| n.index == index)
            .map(|n| n.text.as_str())
    }
}

/// An irregularity marked before a card (PBN 2.1 §3.9 C and D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PlayMark {
    /// `^R`: the card is a revoke.
    Revoke,
    /// `^L`: the card was led out of turn and the lead was accepted.
    LeadOutOfTurn,
}

/// One entry of the play section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PlayEntry {
    Card(Card),
    /// `-`: unknown, or not played.
    Unknown,
    /// `+`: the next card, still to be played.
    Continue,
}

/// A play entry with its annotations.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayItem {
    pub entry: PlayEntry,
    pub mark: Option<PlayMark>,
    pub annotation: Annotation,
    pub pos: Pos,
}

impl PlayItem {
    /// A plain entry with no annotation.
    pub fn new(entry: PlayEntry) -> PlayItem {
        PlayItem {
            entry,
            mark: None,
            annotation: Annotation::default(),
            pos: Pos::default(),
        }
    }
}

/// The play section: entries four to a trick, in seat order starting from
/// `first` (the same columns for every trick, whoever leads it).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlaySection {
    /// The seat of the first column (the `Play` tag value).
    pub first: Seat,
    pub comments: Vec<Comment>,
    pub items: Vec<PlayItem>,
    /// The section ended with `*`: no further cards will be given.
    pub star: bool,
    pub notes: Vec<Note>,
    pub pos: Pos,
}

impl PlaySection {
    /// The entries grouped four to a trick (the last group may be short).
    pub fn tricks(&self) -> impl Iterator<Item = &[PlayItem]> {
        self.items.chunks(4)
    }

    /// The seat whose column holds entry `i`.
    pub fn seat_of(&self, i: usize) -> Seat {
        self.first.advance(i % 4)
    }
}

/// The Deal tag: hands that may be missing (`-`) in import format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DealTag {
    /// The seat written before the colon.
    pub first: Seat,
    /// Each seat's hand, `None` when not given.
    pub hands: [Option<Hand>; 4],
}

impl DealTag {
    /// The tag of a full deal.
    pub fn from_deal(deal: &Deal, first: Seat) -> DealTag {
        DealTag {
            first,
            hands: deal.hands().map(Some),
        }
    }

    /// The complete deal: all four hands, or three 13-card hands (the fourth
    /// holds the remaining cards). `None` for partial deals and end positions.
    pub fn deal(&self) -> Option<Deal> {
        complete_deal(&self.hands)
    }

    /// Whether this is an end position (PBN 2.1 §3.10): no hand holds 13 cards.
    pub fn is_end_position(&self) -> bool {
        self.hands.iter().flatten().all(|h| h.len() < 13) && self.hands.iter().any(|h| h.is_some())
    }
}

/// Completes a deal of which at least three hands of 13 are known.
pub(crate) fn complete_deal(hands: &[Option<Hand>; 4]) -> Option<Deal> {
    let known: Vec<Hand> = hands.iter().flatten().copied().collect();
    match known.len() {
        4 => Deal::from_hands(hands.map(|h| h.unwrap_or_default())).ok(),
        3 => {
            let used = known.iter().fold(Hand::EMPTY, |a, h| a | *h);
            let rest = !used;
            let full = hands.map(|h| h.unwrap_or(rest));
            Deal::from_hands(full).ok()
        }
        _ => None,
    }
}

/// The Declarer tag (PBN 2.1 §3.4.13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DeclarerTag {
    pub seat: Seat,
    /// Written with `^`: declarer and dummy were swapped (an opening lead
    /// out of turn after which the wrong hand was spread, Law 54A).
    pub swapped: bool,
}

/// The Contract tag (PBN 2.1 §3.4.14 and §3.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum ContractTag {
    /// `Pass`: the board was passed out.
    Passed,
    Contract {
        bid: Bid,
        doubling: Doubling,
    },
    /// An end position names only the trump strain.
    Strain(Strain),
}

impl ContractTag {
    /// The strain, if the tag gives one.
    pub fn strain(&self) -> Option<Strain> {
        match self {
            ContractTag::Passed => None,
            ContractTag::Contract { bid, .. } => Some(bid.strain()),
            ContractTag::Strain(s) => Some(*s),
        }
    }

    /// The PBN text.
    pub fn to_pbn(&self) -> String {
        match self {
            ContractTag::Passed => "Pass".into(),
            ContractTag::Contract { bid, doubling } => format!("{bid}{}", doubling.suffix()),
            ContractTag::Strain(s) => s.abbrev().to_string(),
        }
    }
}

/// The tricks in a Result tag (PBN 2.1 §3.4.15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum ResultTricks {
    /// `<n>`: tricks won by declarer.
    Declarer(u8),
    /// `NS <n>`, `EW <n>` or both.
    Sides { ns: Option<u8>, ew: Option<u8> },
}

/// The Result tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ResultTag {
    pub tricks: ResultTricks,
    /// Written with `^`: the agreed result differs from the tricks won.
    pub disputed: bool,
}

impl ResultTag {
    /// Tricks won by the declarer `declarer`, when the tag says.
    pub fn declarer_tricks(&self, declarer: Option<Seat>) -> Option<u8> {
        match self.tricks {
            ResultTricks::Declarer(n) => Some(n),
            ResultTricks::Sides { ns, ew } => {
                let side = declarer?.side();
                match side {
                    Side::NorthSouth => ns.or(ew.map(|e| 13u8.saturating_sub(e))),
                    Side::EastWest => ew.or(ns.map(|n| 13u8.saturating_sub(n))),
                }
            }
        }
    }
}

/// The typed values of the mandatory tags that Tenace interprets.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct GameInfo {
    pub board: Option<u32>,
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    pub deal: Option<DealTag>,
    pub declarer: Option<DeclarerTag>,
    pub contract: Option<ContractTag>,
    pub result: Option<ResultTag>,
}

/// One game of a PBN file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PbnGame {
    /// 1-based position of the game in its file.
    pub number: usize,
    /// Where the game starts.
    pub pos: Pos,
    /// Comments before the first tag.
    pub comments: Vec<Comment>,
    /// `%` escape lines inside the game, without the `%`.
    pub directives: Vec<String>,
    /// Every tag pair except Auction, Play and Note, in file order (tags
    /// inherited from earlier games are appended after those written).
    pub tags: Vec<Tag>,
    pub auction: Option<AuctionSection>,
    pub play: Option<PlaySection>,
    /// The interpreted mandatory tags.
    pub info: GameInfo,
    /// Problems that did not stop the game from loading.
    pub warnings: Vec<crate::error::Warning>,
}

impl PbnGame {
    /// An empty game.
    pub fn new(number: usize) -> PbnGame {
        PbnGame {
            number,
            pos: Pos::default(),
            comments: Vec::new(),
            directives: Vec::new(),
            tags: Vec::new(),
            auction: None,
            play: None,
            info: GameInfo::default(),
            warnings: Vec::new(),
        }
    }

    /// The tag named `name` (compared without regard to case).
    pub fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
    }

    /// The value of tag `name`, if present.
    pub fn tag_value(&self, name: &str) -> Option<&str> {
        self.tag(name).map(|t| t.value.as_str())
    }

    /// Sets tag `name` to `value` (replacing any tag of that name) and
    /// refreshes [`PbnGame::info`] when the tag is one it interprets.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self
            .tags
            .iter_mut()
            .find(|t| t.name.eq_ignore_ascii_case(name))
        {
            Some(t) => {
                t.value = value;
                t.origin = TagOrigin::Given;
            }
            None => self.tags.push(Tag::new(name, value)),
        }
        crate::pbn::reader::refresh_info(self);
    }

    /// The board number.
    pub fn board(&self) -> Option<u32> {
        self.info.board
    }

    /// The full deal, when the Deal tag gives one.
    pub fn deal(&self) -> Option<Deal> {
        self.info.deal.as_ref().and_then(DealTag::deal)
    }

    /// The double-dummy trick table of a `DoubleDummyTricks` tag.
    pub fn double_dummy_tricks(
        &self,
    ) -> Option<Result<crate::pbn::supplemental::DoubleDummyTricks, String>> {
        self.tag_value("DoubleDummyTricks")
            .map(crate::pbn::supplemental::DoubleDummyTricks::parse)
    }

    /// The `OptimumScore` tag.
    pub fn optimum_score(&self) -> Option<Result<crate::pbn::supplemental::SideScore, String>> {
        self.tag_value("OptimumScore")
            .map(crate::pbn::supplemental::SideScore::parse)
    }

    /// The `ParContract` tag.
    pub fn par_contract(&self) -> Option<Result<crate::pbn::supplemental::ParContracts, String>> {
        self.tag_value("ParContract")
            .map(crate::pbn::supplemental::ParContracts::parse)
    }

    /// A supplemental table section (for example `ScoreTable` or
    /// `OptimumResultTable`) as columns and rows.
    pub fn table(&self, name: &str) -> Option<crate::pbn::supplemental::Table> {
        self.tag(name)
            .map(crate::pbn::supplemental::Table::from_tag)
    }

    /// The rows of an `OptimumResultTable`.
    pub fn optimum_result_table(
        &self,
    ) -> Option<Result<Vec<crate::pbn::supplemental::OptimumResult>, String>> {
        self.table("OptimumResultTable")
            .map(|t| t.optimum_results())
    }
}
