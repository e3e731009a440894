//! Rubber bridge scoring under the 2014 Laws of Rubber Bridge (RB 72–81),
//! the score pad players keep, and the text format the `tenace rubber`
//! command reads. Chicago (four-deal bridge, RB Appendix 4) lives in
//! [`crate::chicago`] and shares the pad model.
//!
//! * [`RubberPad`]: a rubber kept from a list of deal results; corrections
//!   (RB 78) rebuild it from the corrected list, and [`RubberPad::stop`]
//!   settles an unfinished rubber (RB 80).
//! * [`PadReport`]: every entry, the games, the totals and the winner, with
//!   the pad as drawn ([`Sheet`]); it serializes to JSON.
//! * [`rubber_report`] reads the text format ([`parse_pad`]) and scores it
//!   as a rubber or a Chicago; `tenace_i18n::reports::rubber` draws the pad.
//!
//! See `docs/scoring.md`, "Rubber bridge and Chicago".

mod deal;
mod pad;
mod parse;

use serde::{Deserialize, Serialize};
use tenace_core::{Seat, Side};

pub use crate::chicago::{ChicagoOptions, ChicagoPad, ChicagoVulnerability};
pub use deal::{DealError, DealResult, Honours, HonoursKind, PadDeal};
pub use pad::{
    BelowRow, ChicagoDeal, Entry, EntryKind, Figure, Game, PadKind, PadReport, PadStatus, Place,
    ScoredDeal, Segment, Sheet, SidePair, WeThey,
};
pub use parse::{parse_pad, LineProblem, PadAction, PadInput, PadLine, Repeated};

pub(crate) use pad::{ContractRules, GamePremium, Ledger};

/// Pushes `deals`, with deal `number` (1-based) replaced by `deal`, onto a
/// fresh `pad` (RB 78): the correction of either pad. Fails when there is no
/// deal `number`; an error other than an impossible deal becomes a
/// [`PadError::Correction`] naming `number`.
pub(crate) fn replay_corrected<P>(
    deals: &[PadDeal],
    number: usize,
    deal: PadDeal,
    pad: &mut P,
    push: fn(&mut P, PadDeal) -> Result<(), PadError>,
) -> Result<(), PadError> {
    let count = deals.len();
    if number == 0 || number > count {
        return Err(PadError::NoSuchDeal { number, count });
    }
    let mut deals = deals.to_vec();
    deals[number - 1] = deal;
    for d in deals {
        push(pad, d).map_err(|e| match e {
            PadError::Deal { .. } => e,
            other => PadError::Correction {
                number,
                source: Box::new(other),
            },
        })?;
    }
    Ok(())
}

/// The most deals a pad holds (passed-out deals included). A real rubber is
/// far shorter; the limit keeps every total well inside `i32`.
pub const MAX_DEALS: usize = 10_000;

/// Options for rubber bridge. The Laws leave almost nothing open here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RubberOptions {
    /// Score honours (RB 81). On by default, as the Laws require; some
    /// players agree to leave them out.
    pub score_honours: bool,
    /// A club's custom: also report the net score of the rubber in whole
    /// hundreds, a remainder of 50 or more counting as 100. The Laws score
    /// exactly (RB 74: the margin is the difference of the totals); the
    /// custom is the American one the Chicago appendix records (App. 4
    /// H2), which clubs also apply to a full rubber. Off by default.
    pub round_to_hundreds: bool,
}

impl Default for RubberOptions {
    fn default() -> Self {
        RubberOptions {
            score_honours: true,
            round_to_hundreds: false,
        }
    }
}

/// Options for both kinds of pad, as [`rubber_report`] takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PadOptions {
    pub rubber: RubberOptions,
    pub chicago: ChicagoOptions,
}

impl PadOptions {
    /// Checks every figure (see [`ChicagoOptions::validate`]).
    pub fn validate(&self) -> Result<(), PadError> {
        self.chicago.validate()
    }

    /// [`PadOptions::validate`], with only the options' problem.
    pub fn check(&self) -> Result<(), PadOptionsProblem> {
        self.chicago.check()
    }
}

/// Why pad options are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PadOptionsProblem {
    /// The Chicago fourth-deal partscore premium, outside 0 to 1000.
    #[error("chicago.fourth_deal_partscore_bonus is {0}; it must be between 0 and 1000 (the Appendix gives 100)")]
    FourthDealBonus(i32),
}

/// Why RB 78 does not allow a correction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Law78Refusal {
    #[error("the net score of the rubber has already been agreed")]
    NetScoreAgreed,
    #[error("the number of tricks was agreed and every player has called on the next deal; changing it needs the consent of all four players")]
    TricksAfterNextDeal,
}

/// When a correction is asked for (RB 78).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CorrectionContext {
    /// The players have agreed the net score of the rubber.
    pub net_score_agreed: bool,
    /// All four players have called on the following deal.
    pub next_deal_called: bool,
    /// All four players consent to the correction.
    pub all_four_consent: bool,
}

/// Whether RB 78 allows replacing `old` by `new`: a recording error (honours
/// left out, a wrong contract or figure) may be put right until the net
/// score of the rubber is agreed; an agreed trick count only until every
/// player has called on the next deal, unless all four consent.
pub fn law78_permits(
    old: &PadDeal,
    new: &PadDeal,
    ctx: CorrectionContext,
) -> Result<(), Law78Refusal> {
    if ctx.net_score_agreed {
        return Err(Law78Refusal::NetScoreAgreed);
    }
    let tricks_changed = matches!(
        (old, new),
        (PadDeal::Played(a), PadDeal::Played(b)) if a.tricks != b.tricks
    );
    if tricks_changed && ctx.next_deal_called && !ctx.all_four_consent {
        return Err(Law78Refusal::TricksAfterNextDeal);
    }
    Ok(())
}

/// Why a deal cannot be added to a pad, or a correction made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PadError {
    #[error("deal {number}: {source}")]
    Deal {
        number: usize,
        #[source]
        source: DealError,
    },
    #[error("the rubber ended with deal {ended_with} ({winner} won two games); a new rubber needs a new pad")]
    RubberOver { ended_with: usize, winner: Side },
    #[error("the Chicago is over: four deals have been played, and a fifth deal is void (RB Appendix 4 B)")]
    ChicagoOver,
    #[error("the {} was stopped; no deal can follow", match kind { PadKind::Rubber => "rubber", PadKind::Chicago => "Chicago" })]
    Stopped { kind: PadKind },
    #[error("the rubber is already complete, so it cannot be stopped")]
    AlreadyComplete,
    #[error("there is no deal {number} to correct (the pad has {count} deals)")]
    NoSuchDeal { number: usize, count: usize },
    #[error("correcting deal {number}: {source}")]
    Correction {
        number: usize,
        #[source]
        source: Box<PadError>,
    },
    #[error("correcting deal {number} is not allowed by RB 78: {source}")]
    Law78 {
        number: usize,
        #[source]
        source: Law78Refusal,
    },
    #[error("a pad holds at most {max} deals")]
    TooManyDeals { max: usize },
    #[error("invalid options: {0}")]
    Options(PadOptionsProblem),
}

/// Why a text pad could not be scored. Every variant names the input line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RubberError {
    #[error("line {line}, column {column}: {problem}")]
    Parse {
        line: usize,
        column: usize,
        /// The whole input line.
        text: String,
        problem: LineProblem,
    },
    #[error("line {line}: {source}")]
    Pad {
        line: usize,
        #[source]
        source: PadError,
    },
    #[error("invalid options: {0}")]
    Options(PadOptionsProblem),
}

/// A rubber kept on a pad (RB 72–81). Vulnerability comes from games won
/// in the rubber; the rubber ends when a side has two games.
///
/// The pad is a function of its deal list: [`RubberPad::correct`] replaces
/// one deal and rebuilds everything after it, so the same list always gives
/// the same pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RubberPad {
    opts: RubberOptions,
    we: Side,
    first_dealer: Option<Seat>,
    deals: Vec<PadDeal>,
    stopped: bool,
    ended_with: Option<usize>,
    ledger: Ledger,
}

impl Default for RubberPad {
    fn default() -> Self {
        RubberPad::new(RubberOptions::default())
    }
}

impl RubberPad {
    /// An empty pad; N-S in the WE column, first dealer unknown.
    pub fn new(opts: RubberOptions) -> RubberPad {
        RubberPad {
            opts,
            we: Side::NorthSouth,
            first_dealer: None,
            deals: Vec::new(),
            stopped: false,
            ended_with: None,
            ledger: Ledger::default(),
        }
    }

    /// The same pad with `we` in the left-hand column.
    pub fn with_we(mut self, we: Side) -> RubberPad {
        self.we = we;
        self
    }

    /// The same pad, recording who dealt first (the deal then passes
    /// clockwise, RB 9, also after a passed-out deal, RB 22).
    pub fn with_first_dealer(mut self, dealer: Seat) -> RubberPad {
        self.first_dealer = Some(dealer);
        for (i, d) in self.ledger.deals.iter_mut().enumerate() {
            d.dealer = Some(dealer.advance(i));
        }
        self
    }

    /// A pad built from a list of deals.
    pub fn from_deals(deals: &[PadDeal], opts: RubberOptions) -> Result<RubberPad, PadError> {
        let mut pad = RubberPad::new(opts);
        for d in deals {
            pad.push(*d)?;
        }
        Ok(pad)
    }

    /// The deals so far.
    pub fn deals(&self) -> &[PadDeal] {
        &self.deals
    }

    /// The options.
    pub fn options(&self) -> RubberOptions {
        self.opts
    }

    /// Games won by each side.
    pub fn games_won(&self) -> SidePair<u8> {
        self.ledger.games_won
    }

    /// Whether `side` is vulnerable for the next deal: it has won a game.
    pub fn vulnerable(&self, side: Side) -> bool {
        self.ledger.games_won.get(side) >= 1
    }

    /// Whether a side has won two games.
    pub fn is_complete(&self) -> bool {
        self.ended_with.is_some()
    }

    /// Whether the rubber was stopped before it was complete (RB 80).
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// Every entry so far, in the order written (the RB 80 premiums of a
    /// stopped rubber included).
    pub fn entries(&self) -> Vec<Entry> {
        let mut e = self.ledger.entries.clone();
        if self.stopped {
            e.extend(law80_entries(&self.ledger));
        }
        e
    }

    /// Whether another deal may be added.
    fn check_open(&self) -> Result<(), PadError> {
        if let Some(ended_with) = self.ended_with {
            let winner = if self.ledger.games_won.ns >= 2 {
                Side::NorthSouth
            } else {
                Side::EastWest
            };
            return Err(PadError::RubberOver { ended_with, winner });
        }
        if self.stopped {
            return Err(PadError::Stopped {
                kind: PadKind::Rubber,
            });
        }
        if self.deals.len() >= MAX_DEALS {
            return Err(PadError::TooManyDeals { max: MAX_DEALS });
        }
        Ok(())
    }

    /// Scores the next deal. Fails, leaving the pad unchanged, when the deal
    /// is impossible or the rubber is over.
    pub fn push(&mut self, deal: PadDeal) -> Result<(), PadError> {
        self.check_open()?;
        let number = self.deals.len() + 1;
        deal.validate()
            .map_err(|source| PadError::Deal { number, source })?;
        let vul = SidePair {
            ns: self.vulnerable(Side::NorthSouth),
            ew: self.vulnerable(Side::EastWest),
        };
        let mut game = None;
        let mut last = false;
        if let PadDeal::Played(d) = &deal {
            let rules = ContractRules {
                honours: self.opts.score_honours,
                carry_over: true,
                combine: false,
                game_premium: None,
            };
            let scored = self.ledger.score_contract(number, d, vul, rules);
            game = scored.game;
            let side = d.declarer;
            if game.is_some() && self.ledger.games_won.get(side) >= 2 {
                // RB 74: 700 if the opponents have no game, 500 if they have one.
                let bonus = if self.ledger.games_won.get(side.opponents()) == 0 {
                    700
                } else {
                    500
                };
                let g = self.ledger.games.len().saturating_sub(1);
                self.ledger.add_in(
                    g,
                    Some(number),
                    side,
                    EntryKind::RubberBonus,
                    bonus,
                    Place::Above,
                );
                last = true;
                self.ended_with = Some(number);
            }
        }
        self.ledger.deals.push(ScoredDeal {
            number,
            line: None,
            corrected_at_line: None,
            text: deal.to_string(),
            deal,
            dealer: self.first_dealer.map(|s| s.advance(number - 1)),
            chicago_deal: None,
            vulnerable: vul,
            game,
            last,
        });
        self.deals.push(deal);
        Ok(())
    }

    /// Stops an unfinished rubber: RB 80 credits 300 to the only side with a
    /// game and 100 to the only side with a part score in the game in
    /// progress. Stopping twice is harmless; a complete rubber cannot be
    /// stopped.
    pub fn stop(&mut self) -> Result<(), PadError> {
        if self.is_complete() {
            return Err(PadError::AlreadyComplete);
        }
        self.stopped = true;
        Ok(())
    }

    /// Replaces deal `number` (1-based) and rebuilds the pad from the
    /// corrected list (RB 78). Fails, leaving the pad unchanged, when the
    /// deal is impossible or when the corrected rubber would end before the
    /// deals that follow. A stopped rubber that the correction completes is
    /// no longer stopped.
    pub fn correct(&mut self, number: usize, deal: PadDeal) -> Result<(), PadError> {
        let mut pad = RubberPad {
            deals: Vec::new(),
            stopped: false,
            ended_with: None,
            ledger: Ledger::default(),
            ..self.clone()
        };
        replay_corrected(&self.deals, number, deal, &mut pad, RubberPad::push)?;
        pad.stopped = self.stopped && !pad.is_complete();
        *self = pad;
        Ok(())
    }

    /// [`RubberPad::correct`], after checking that RB 78 allows it.
    pub fn correct_under_law78(
        &mut self,
        number: usize,
        deal: PadDeal,
        ctx: CorrectionContext,
    ) -> Result<(), PadError> {
        let count = self.deals.len();
        let old = self
            .deals
            .get(number.wrapping_sub(1))
            .ok_or(PadError::NoSuchDeal { number, count })?;
        law78_permits(old, &deal, ctx).map_err(|source| PadError::Law78 { number, source })?;
        self.correct(number, deal)
    }

    /// The report: entries, games, totals, winner, and the sheet.
    pub fn report(&self) -> PadReport {
        let status = if self.is_complete() {
            PadStatus::Complete
        } else if self.stopped {
            PadStatus::Stopped
        } else {
            PadStatus::InProgress
        };
        let mut ledger = self.ledger.clone();
        let extra = law80_entries(&ledger);
        if self.stopped {
            ledger.entries.extend(extra.iter().copied());
        }
        let mut report = ledger.report(PadKind::Rubber, self.we, self.first_dealer, status);
        if status == PadStatus::InProgress {
            report.if_stopped_now = extra;
        }
        if self.opts.round_to_hundreds {
            report.rounded_margin = Some(crate::chicago::round_to_hundreds(report.margin));
        }
        report
    }
}

/// RB 80: 300 to the winners of the only game completed, 100 to the only
/// side with a part score in the game in progress.
fn law80_entries(ledger: &Ledger) -> Vec<Entry> {
    let mut out = Vec::new();
    let game = ledger.games.len();
    let g = ledger.games_won;
    let only_game = match (g.ns, g.ew) {
        (1, 0) => Some(Side::NorthSouth),
        (0, 1) => Some(Side::EastWest),
        _ => None,
    };
    if let Some(side) = only_game {
        out.push(Entry {
            deal: None,
            side,
            kind: EntryKind::UnfinishedGame,
            points: 300,
            place: Place::Above,
            game,
        });
    }
    let leg = ledger.leg;
    let only_part = match (leg.ns > 0, leg.ew > 0) {
        (true, false) => Some(Side::NorthSouth),
        (false, true) => Some(Side::EastWest),
        _ => None,
    };
    if let Some(side) = only_part {
        out.push(Entry {
            deal: None,
            side,
            kind: EntryKind::UnfinishedPartScore,
            points: 100,
            place: Place::Above,
            game,
        });
    }
    out
}

/// Either pad, for [`rubber_report`].
enum AnyPad {
    Rubber(RubberPad),
    Chicago(ChicagoPad),
}

impl AnyPad {
    fn push(&mut self, deal: PadDeal) -> Result<(), PadError> {
        match self {
            AnyPad::Rubber(p) => p.push(deal),
            AnyPad::Chicago(p) => p.push(deal),
        }
    }

    fn correct(&mut self, number: usize, deal: PadDeal) -> Result<(), PadError> {
        match self {
            AnyPad::Rubber(p) => p.correct(number, deal),
            AnyPad::Chicago(p) => p.correct(number, deal),
        }
    }

    fn stop(&mut self) -> Result<(), PadError> {
        match self {
            AnyPad::Rubber(p) => p.stop(),
            AnyPad::Chicago(p) => p.stop(),
        }
    }

    fn report(&self) -> PadReport {
        match self {
            AnyPad::Rubber(p) => p.report(),
            AnyPad::Chicago(p) => p.report(),
        }
    }
}

/// Reads a pad in the text format (see [`parse_pad`] and `docs/scoring.md`)
/// and scores it as a rubber or a Chicago. What the `tenace rubber` command
/// prints is `tenace_i18n::reports::rubber` of this, or its JSON.
pub fn rubber_report(
    text: &str,
    kind: PadKind,
    opts: &PadOptions,
) -> Result<PadReport, RubberError> {
    opts.check().map_err(RubberError::Options)?;
    let input = parse_pad(text)?;
    let we = input.we.unwrap_or(Side::NorthSouth);
    let mut pad = match kind {
        PadKind::Rubber => {
            let mut p = RubberPad::new(opts.rubber).with_we(we);
            if let Some(d) = input.first_dealer {
                p = p.with_first_dealer(d);
            }
            AnyPad::Rubber(p)
        }
        PadKind::Chicago => AnyPad::Chicago(
            ChicagoPad::new(input.first_dealer.unwrap_or(Seat::North), opts.chicago).with_we(we),
        ),
    };
    let mut lines: Vec<usize> = Vec::new();
    let mut corrected: Vec<Option<usize>> = Vec::new();
    for item in &input.lines {
        let line = item.line;
        let at = |source: PadError| RubberError::Pad { line, source };
        match item.action {
            PadAction::Deal(deal) => {
                pad.push(deal).map_err(at)?;
                lines.push(line);
                corrected.push(None);
            }
            PadAction::Correct { number, deal } => {
                pad.correct(number, deal).map_err(at)?;
                if let Some(c) = corrected.get_mut(number.saturating_sub(1)) {
                    *c = Some(line);
                }
            }
            PadAction::Stop => pad.stop().map_err(at)?,
        }
    }
    let mut report = pad.report();
    for d in &mut report.deals {
        let i = d.number.saturating_sub(1);
        d.line = lines.get(i).copied();
        d.corrected_at_line = corrected.get(i).copied().flatten();
    }
    Ok(report)
}
