//! The score pad shared by rubber bridge and Chicago: entries above and
//! below the line, games, totals, and the sheet as players draw it.

use serde::Serialize;
use tenace_core::{Seat, Side, Vulnerability};

use super::deal::{DealResult, PadDeal};
use crate::contract_score::contract_score;

/// Rubber bridge or Chicago.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PadKind {
    /// A rubber: best of three games (RB 72–81).
    Rubber,
    /// Four-deal bridge (RB Appendix 4).
    Chicago,
}

/// A value for each partnership.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
pub struct SidePair<T> {
    pub ns: T,
    pub ew: T,
}

impl<T: Copy> SidePair<T> {
    /// Both sides the same.
    pub const fn both(value: T) -> SidePair<T> {
        SidePair {
            ns: value,
            ew: value,
        }
    }

    /// The value of `side`.
    pub const fn get(&self, side: Side) -> T {
        match side {
            Side::NorthSouth => self.ns,
            Side::EastWest => self.ew,
        }
    }

    /// Sets the value of `side`.
    pub fn set(&mut self, side: Side, value: T) {
        match side {
            Side::NorthSouth => self.ns = value,
            Side::EastWest => self.ew = value,
        }
    }
}

impl SidePair<bool> {
    /// The vulnerability these flags describe.
    pub const fn vulnerability(&self) -> Vulnerability {
        match (self.ns, self.ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// The flags of a vulnerability.
    pub const fn from_vulnerability(v: Vulnerability) -> SidePair<bool> {
        SidePair {
            ns: v.is_vulnerable(Side::NorthSouth),
            ew: v.is_vulnerable(Side::EastWest),
        }
    }
}

/// A value for the scorer's side and for the opponents, as the two columns
/// of the pad.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct WeThey<T> {
    pub we: T,
    pub they: T,
}

/// Where an entry is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// Premium points (RB 72B, 75).
    Above,
    /// Trick points (RB 72A, 75); in Chicago with the custom of Appendix 4
    /// H4 also the premiums of a deal that completes a game.
    Below,
}

/// What an entry scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// Odd tricks bid and made (RB 72A, 81): the only points that count
    /// toward game.
    TrickPoints,
    /// Tricks beyond the contract (RB 81).
    Overtricks,
    /// 50 for making a doubled contract, 100 for a redoubled one (RB 81).
    DoubledBonus,
    /// Small or grand slam bid and made (RB 81).
    Slam,
    /// Honours in one hand, scored by the side that held them (RB 81).
    Honours,
    /// The defenders' undertrick penalty (RB 81).
    Undertricks,
    /// 700 or 500 for winning the rubber (RB 74).
    RubberBonus,
    /// 300 for the only game of an unfinished rubber (RB 80).
    UnfinishedGame,
    /// 100 for the only part score in an unfinished game (RB 80).
    UnfinishedPartScore,
    /// Chicago: 300 or 500 for each game made or completed (App. 4 D).
    GameBonus,
    /// Chicago: a part score on the fourth deal that does not complete a
    /// game (App. 4 F).
    FourthDealPartScore,
}

impl EntryKind {
    /// A short English label for reports.
    pub const fn label(self) -> &'static str {
        match self {
            EntryKind::TrickPoints => "trick points",
            EntryKind::Overtricks => "overtricks",
            EntryKind::DoubledBonus => "for making it doubled",
            EntryKind::Slam => "slam",
            EntryKind::Honours => "honours",
            EntryKind::Undertricks => "undertricks",
            EntryKind::RubberBonus => "rubber",
            EntryKind::UnfinishedGame => "game in an unfinished rubber",
            EntryKind::UnfinishedPartScore => "part score in an unfinished game",
            EntryKind::GameBonus => "game",
            EntryKind::FourthDealPartScore => "part score on deal 4",
        }
    }

    /// The law that awards it.
    pub const fn law(self) -> &'static str {
        match self {
            EntryKind::TrickPoints
            | EntryKind::Overtricks
            | EntryKind::DoubledBonus
            | EntryKind::Slam
            | EntryKind::Honours
            | EntryKind::Undertricks => "RB 81",
            EntryKind::RubberBonus => "RB 74",
            EntryKind::UnfinishedGame | EntryKind::UnfinishedPartScore => "RB 80",
            EntryKind::GameBonus => "RB App. 4 D",
            EntryKind::FourthDealPartScore => "RB App. 4 F",
        }
    }
}

/// One figure written on the pad.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// The deal it was earned on (1-based position in the deal list), or
    /// `None` for the RB 80 premiums of an unfinished rubber.
    pub deal: Option<usize>,
    /// The side that scores it.
    pub side: Side,
    pub kind: EntryKind,
    /// Always positive.
    pub points: i32,
    pub place: Place,
    /// The game (0-based) during which it was scored: below-the-line
    /// entries with the same value sit between the same two lines.
    pub game: usize,
}

/// A game won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Game {
    /// 1, 2, 3 ...
    pub number: usize,
    pub winner: Side,
    /// The deal that made or completed it.
    pub deal: usize,
    /// The winner's trick points in that game.
    pub trick_points: i32,
    /// The opponents' trick points in that game: still scored, but they no
    /// longer count toward game (RB 73, App. 4 F).
    pub opponents_trick_points: i32,
}

/// How far the rubber or Chicago has gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PadStatus {
    /// More deals to come.
    InProgress,
    /// A side won two games (rubber), or four deals were played (Chicago).
    Complete,
    /// Stopped early: RB 80 in rubber bridge; in Chicago the score of the
    /// incomplete series stands (App. 4 B).
    Stopped,
}

/// One deal of the pad, with the state it was played in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoredDeal {
    /// 1-based position in the deal list (passed-out deals included).
    pub number: usize,
    /// The input line it came from, when read from text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The line of the last correction of this deal (RB 78), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corrected_at_line: Option<usize>,
    /// The pad notation of the deal, e.g. `NS 4S= honours100`.
    pub text: String,
    pub deal: PadDeal,
    /// The proper dealer, when the first dealer is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    /// Chicago: which of the four deals this is (passed-out deals: none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chicago_deal: Option<u8>,
    /// The vulnerability it was played at.
    pub vulnerable: SidePair<bool>,
    /// The game it made or completed, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<usize>,
    /// Whether it ended the rubber or the Chicago.
    pub last: bool,
}

/// One premium figure in a column above the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Figure {
    pub deal: Option<usize>,
    pub points: i32,
    pub kind: EntryKind,
}

/// One row below the line: a deal's figure in the scorer's or the
/// opponents' column (with Chicago H4, the trick points and the premiums
/// of a game-completing deal together).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BelowRow {
    pub deal: usize,
    pub we: Option<i32>,
    pub they: Option<i32>,
}

/// The rows between two lines below the line: one game, or the game in
/// progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Segment {
    pub rows: Vec<BelowRow>,
    /// The game that closed it (a line is drawn under it), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<Game>,
}

/// The pad as players draw it (RB 75): WE on the left, THEY on the right;
/// premiums above the line, in the order written going up from the line;
/// trick points below it, going down, with a line under each game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sheet {
    pub we: Side,
    pub above: WeThey<Vec<Figure>>,
    pub below: Vec<Segment>,
    pub totals: WeThey<i32>,
}

/// Everything about a rubber or a Chicago: the deals, every entry, the
/// games, the totals and the winner. Built by [`super::RubberPad::report`],
/// [`crate::chicago::ChicagoPad::report`] or [`super::rubber_report`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PadReport {
    pub kind: PadKind,
    /// The side in the left-hand (WE) column.
    pub we: Side,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
    pub status: PadStatus,
    pub deals: Vec<ScoredDeal>,
    pub entries: Vec<Entry>,
    pub games: Vec<Game>,
    pub games_won: SidePair<u8>,
    /// Rubber: the side that won two games (it scores the rubber bonus, but
    /// need not win on points, RB 74).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rubber_won_by: Option<Side>,
    /// Trick points toward the game in progress (part scores).
    pub part_scores: SidePair<i32>,
    pub above: SidePair<i32>,
    pub below: SidePair<i32>,
    pub total: SidePair<i32>,
    /// The side with the larger total (RB 74, 80); `None` on equal totals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
    /// The difference between the totals.
    pub margin: i32,
    /// Chicago with the custom of App. 4 H2: the margin in whole hundreds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounded_margin: Option<i32>,
    /// Rubber in progress: what RB 80 would add if it stopped now.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub if_stopped_now: Vec<Entry>,
    /// Chicago: the dealer and vulnerability of each of the four deals
    /// (App. 4 C); empty for a rubber.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub schedule: Vec<ChicagoDeal>,
    pub sheet: Sheet,
}

/// One deal of the Chicago schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ChicagoDeal {
    /// 1 to 4.
    pub deal: u8,
    pub dealer: Seat,
    pub vulnerable: SidePair<bool>,
}

impl PadReport {
    /// The figures above the line in `side`'s column, in the order written.
    pub fn above_line(&self, side: Side) -> Vec<i32> {
        self.column(side, Place::Above)
    }

    /// The figures below the line in `side`'s column, in the order written
    /// (with Chicago H4, a deal's figures combined).
    pub fn below_line(&self, side: Side) -> Vec<i32> {
        self.sheet
            .below
            .iter()
            .flat_map(|s| s.rows.iter())
            .filter_map(|r| if side == self.we { r.we } else { r.they })
            .collect()
    }

    fn column(&self, side: Side, place: Place) -> Vec<i32> {
        self.entries
            .iter()
            .filter(|e| e.side == side && e.place == place)
            .map(|e| e.points)
            .collect()
    }

    /// Sum of `side`'s entries of `kind`.
    pub fn points_of(&self, side: Side, kind: EntryKind) -> i32 {
        self.entries
            .iter()
            .filter(|e| e.side == side && e.kind == kind)
            .map(|e| e.points)
            .sum()
    }

    /// The entries of deal `number`.
    pub fn deal_entries(&self, number: usize) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| e.deal == Some(number))
    }
}

/// The running state shared by both pads: entries, games and the trick
/// points toward the game in progress.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Ledger {
    pub entries: Vec<Entry>,
    pub games: Vec<Game>,
    pub leg: SidePair<i32>,
    pub games_won: SidePair<u8>,
    pub deals: Vec<ScoredDeal>,
}

/// A game premium by vulnerability (Chicago, App. 4 D).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct GamePremium {
    pub not_vulnerable: i32,
    pub vulnerable: i32,
}

impl GamePremium {
    const fn get(self, vulnerable: bool) -> i32 {
        if vulnerable {
            self.vulnerable
        } else {
            self.not_vulnerable
        }
    }
}

/// How [`Ledger::score_contract`] scores a contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ContractRules {
    /// Score honours.
    pub honours: bool,
    /// Part scores of earlier deals count toward game.
    pub carry_over: bool,
    /// Premiums of a game-completing deal go below the line (App. 4 H4).
    pub combine: bool,
    /// A premium for each game (Chicago); `None` in rubber bridge.
    pub game_premium: Option<GamePremium>,
}

/// What scoring one contract did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Scored {
    /// The game made or completed, 1-based.
    pub game: Option<usize>,
    /// Trick points scored (0 when the contract failed).
    pub trick_points: i32,
}

impl Ledger {
    /// Enters `points` (if positive) in the game in progress.
    pub fn add(
        &mut self,
        deal: Option<usize>,
        side: Side,
        kind: EntryKind,
        points: i32,
        place: Place,
    ) {
        self.add_in(self.games.len(), deal, side, kind, points, place);
    }

    /// Enters `points` (if positive) as part of game `game` (0-based).
    pub fn add_in(
        &mut self,
        game: usize,
        deal: Option<usize>,
        side: Side,
        kind: EntryKind,
        points: i32,
        place: Place,
    ) {
        if points > 0 {
            self.entries.push(Entry {
                deal,
                side,
                kind,
                points,
                place,
                game,
            });
        }
    }

    /// Scores a contract at the vulnerability `vul` (RB 72, 73, 81). Trick
    /// points go below the line and toward game (added to earlier part
    /// scores when `rules.carry_over`); a game resets both sides' part
    /// scores. With `rules.game_premium` (Chicago), a game earns its
    /// not-vulnerable or vulnerable premium; with `rules.combine` (App. 4
    /// H4) the premiums of a deal that completes a game go below the line.
    pub fn score_contract(
        &mut self,
        number: usize,
        d: &DealResult,
        vul: SidePair<bool>,
        rules: ContractRules,
    ) -> Scored {
        let deal = Some(number);
        let side = d.declarer;
        let game_index = self.games.len();
        let vulnerable = vul.get(side);
        let s = contract_score(d.bid, d.doubling, vulnerable, d.tricks);
        if !d.made() {
            self.add(
                deal,
                side.opponents(),
                EntryKind::Undertricks,
                s.undertrick_points.saturating_neg(),
                Place::Above,
            );
            self.add_honours(game_index, number, d, rules);
            return Scored {
                game: None,
                trick_points: 0,
            };
        }
        self.add(
            deal,
            side,
            EntryKind::TrickPoints,
            s.trick_points,
            Place::Below,
        );
        let toward = if rules.carry_over {
            self.leg.get(side).saturating_add(s.trick_points)
        } else {
            s.trick_points
        };
        self.leg.set(side, toward);
        let mut game = None;
        if toward >= 100 {
            let number_of_game = game_index + 1;
            self.games.push(Game {
                number: number_of_game,
                winner: side,
                deal: number,
                trick_points: toward,
                opponents_trick_points: self.leg.get(side.opponents()),
            });
            self.games_won
                .set(side, self.games_won.get(side).saturating_add(1));
            self.leg = SidePair::both(0);
            game = Some(number_of_game);
        }
        let place = if game.is_some() && rules.combine {
            Place::Below
        } else {
            Place::Above
        };
        let game_premium = match (game, rules.game_premium) {
            (Some(_), Some(p)) => p.get(vulnerable),
            _ => 0,
        };
        for (kind, points) in [
            (EntryKind::Overtricks, s.overtrick_points),
            (EntryKind::DoubledBonus, s.making_bonus),
            (EntryKind::GameBonus, game_premium),
            (EntryKind::Slam, s.slam_bonus),
        ] {
            // The deal's entries belong to the game it was played in, even
            // when it closed that game.
            self.add_in(game_index, deal, side, kind, points, place);
        }
        self.add_honours(game_index, number, d, rules);
        Scored {
            game,
            trick_points: s.trick_points,
        }
    }

    /// Honours, to whichever side held them, whatever the result (RB 72B).
    fn add_honours(&mut self, game: usize, number: usize, d: &DealResult, rules: ContractRules) {
        if let (true, Some(h)) = (rules.honours, d.honours) {
            self.add_in(
                game,
                Some(number),
                h.holder,
                EntryKind::Honours,
                h.kind.points(),
                Place::Above,
            );
        }
    }

    /// Builds the report from the ledger.
    pub fn report(
        &self,
        kind: PadKind,
        we: Side,
        first_dealer: Option<Seat>,
        status: PadStatus,
    ) -> PadReport {
        let mut above = SidePair::both(0i32);
        let mut below = SidePair::both(0i32);
        for e in &self.entries {
            let target = match e.place {
                Place::Above => &mut above,
                Place::Below => &mut below,
            };
            target.set(e.side, target.get(e.side).saturating_add(e.points));
        }
        let total = SidePair {
            ns: above.ns.saturating_add(below.ns),
            ew: above.ew.saturating_add(below.ew),
        };
        let winner = match total.ns.cmp(&total.ew) {
            std::cmp::Ordering::Greater => Some(Side::NorthSouth),
            std::cmp::Ordering::Less => Some(Side::EastWest),
            std::cmp::Ordering::Equal => None,
        };
        let margin = total.ns.abs_diff(total.ew).min(i32::MAX as u32) as i32;
        let rubber_won_by = match kind {
            PadKind::Rubber => Side::ALL.into_iter().find(|&s| self.games_won.get(s) >= 2),
            PadKind::Chicago => None,
        };
        let sheet = self.sheet(we, total);
        PadReport {
            kind,
            we,
            first_dealer,
            status,
            deals: self.deals.clone(),
            entries: self.entries.clone(),
            games: self.games.clone(),
            games_won: self.games_won,
            rubber_won_by,
            part_scores: self.leg,
            above,
            below,
            total,
            winner,
            margin,
            rounded_margin: None,
            if_stopped_now: Vec::new(),
            schedule: Vec::new(),
            sheet,
        }
    }

    fn sheet(&self, we: Side, total: SidePair<i32>) -> Sheet {
        let figures = |side: Side| -> Vec<Figure> {
            self.entries
                .iter()
                .filter(|e| e.side == side && e.place == Place::Above)
                .map(|e| Figure {
                    deal: e.deal,
                    points: e.points,
                    kind: e.kind,
                })
                .collect()
        };
        let mut below: Vec<Segment> = Vec::new();
        for g in 0..=self.games.len() {
            let mut rows: Vec<BelowRow> = Vec::new();
            for e in self
                .entries
                .iter()
                .filter(|e| e.place == Place::Below && e.game == g)
            {
                let Some(deal) = e.deal else { continue };
                let is_we = e.side == we;
                match rows.last_mut() {
                    Some(r) if r.deal == deal => {
                        let cell = if is_we { &mut r.we } else { &mut r.they };
                        *cell = Some(cell.unwrap_or(0).saturating_add(e.points));
                    }
                    _ => rows.push(BelowRow {
                        deal,
                        we: is_we.then_some(e.points),
                        they: (!is_we).then_some(e.points),
                    }),
                }
            }
            let game = self.games.get(g).copied();
            if !rows.is_empty() || game.is_some() {
                below.push(Segment { rows, game });
            }
        }
        Sheet {
            we,
            above: WeThey {
                we: figures(we),
                they: figures(we.opponents()),
            },
            below,
            totals: WeThey {
                we: total.get(we),
                they: total.get(we.opponents()),
            },
        }
    }
}
