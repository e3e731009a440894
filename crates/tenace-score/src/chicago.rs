//! Chicago, or four-deal bridge (Laws of Rubber Bridge 2014, Appendix 4):
//! four deals with vulnerability fixed by a schedule, a premium for each
//! game, and a premium for a part score on the fourth deal. The rest of the
//! rubber bridge scoring (RB 81: trick points, overtricks, slams, honours,
//! undertricks) applies unchanged; the rubber bonus (RB 74) and the
//! unfinished-rubber premiums (RB 80) do not.

use serde::{Deserialize, Serialize};
use tenace_core::{Seat, Side, Vulnerability};

use crate::rubber::replay_corrected;
use crate::rubber::{
    ChicagoDeal, ContractRules, Entry, EntryKind, GamePremium, Ledger, PadDeal, PadError, PadKind,
    PadOptionsProblem, PadReport, PadStatus, Place, ScoredDeal, SidePair, MAX_DEALS,
};

/// Game premium when not vulnerable on the deal (App. 4 D).
pub const GAME_PREMIUM_NOT_VULNERABLE: i32 = 300;
/// Game premium when vulnerable on the deal (App. 4 D).
pub const GAME_PREMIUM_VULNERABLE: i32 = 500;

/// The vulnerability schedule of the four deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChicagoVulnerability {
    /// The Appendix's schedule: deal 1 nobody, deals 2 and 3 the dealer's
    /// side only, deal 4 both (App. 4 C).
    #[default]
    DealerVulnerable,
    /// The switch the Appendix allows by mutual agreement: on deals 2 and 3
    /// the side that did not deal is vulnerable.
    NonDealerVulnerable,
    /// A fixed schedule by compass direction, deal by deal (a custom, not in
    /// the Appendix), e.g. `[None, NorthSouth, EastWest, Both]`.
    Fixed([Vulnerability; 4]),
}

impl ChicagoVulnerability {
    /// The vulnerability of Chicago deal `k` (1 to 4; other values are
    /// taken modulo 4) when `dealer` deals it.
    pub fn for_deal(self, k: u8, dealer: Seat) -> Vulnerability {
        let k = (k.wrapping_sub(1) % 4) + 1;
        let dealer_side = match dealer.side() {
            Side::NorthSouth => Vulnerability::NorthSouth,
            Side::EastWest => Vulnerability::EastWest,
        };
        let other_side = match dealer.side() {
            Side::NorthSouth => Vulnerability::EastWest,
            Side::EastWest => Vulnerability::NorthSouth,
        };
        match (self, k) {
            (ChicagoVulnerability::Fixed(s), k) => s[usize::from(k - 1)],
            (_, 1) => Vulnerability::None,
            (_, 4) => Vulnerability::Both,
            (ChicagoVulnerability::DealerVulnerable, _) => dealer_side,
            (ChicagoVulnerability::NonDealerVulnerable, _) => other_side,
        }
    }
}

/// What the Appendix leaves to the players, and its customs (App. 4 C, F,
/// H). The defaults are the Appendix's rules with no optional custom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChicagoOptions {
    /// Vulnerability schedule (default: the Appendix's, dealer vulnerable on
    /// deals 2 and 3).
    pub vulnerability: ChicagoVulnerability,
    /// Part scores of earlier deals combine toward game (App. 4 F). On by
    /// default; off, only a single deal of 100 trick points or more is a
    /// game.
    pub partscore_carry_over: bool,
    /// The premium for a part score on the fourth deal that does not
    /// complete a game (App. 4 F: 100). 0 to 1000; 0 switches it off.
    pub fourth_deal_partscore_bonus: i32,
    /// App. 4 H4: write the premiums of a deal that completes a game
    /// (overtricks, game, slam, doubled bonus) below the line with the trick
    /// score, as one figure. Off by default. Totals are the same either way.
    pub combine_game_premiums: bool,
    /// App. 4 H2: also report the margin in whole hundreds, 50 rounding up.
    /// Off by default.
    pub round_to_hundreds: bool,
    /// Score honours (RB 81 applies to Chicago through App. 4 A). On by
    /// default.
    pub score_honours: bool,
}

impl Default for ChicagoOptions {
    fn default() -> Self {
        ChicagoOptions {
            vulnerability: ChicagoVulnerability::DealerVulnerable,
            partscore_carry_over: true,
            fourth_deal_partscore_bonus: 100,
            combine_game_premiums: false,
            round_to_hundreds: false,
            score_honours: true,
        }
    }
}

impl ChicagoOptions {
    /// Rejects a fourth-deal premium outside 0 to 1000.
    pub fn validate(&self) -> Result<(), PadError> {
        self.check().map_err(PadError::Options)
    }

    /// [`ChicagoOptions::validate`], with only the options' problem.
    pub fn check(&self) -> Result<(), PadOptionsProblem> {
        if !(0..=1000).contains(&self.fourth_deal_partscore_bonus) {
            return Err(PadOptionsProblem::FourthDealBonus(
                self.fourth_deal_partscore_bonus,
            ));
        }
        Ok(())
    }
}

/// The margin in whole hundreds, a remainder of 50 or more counting as 100
/// (App. 4 H2): 750 → 800, 740 → 700.
pub fn round_to_hundreds(margin: i32) -> i32 {
    let m = i64::from(margin.unsigned_abs());
    let rounded = (m + 50) / 100 * 100;
    let rounded = i32::try_from(rounded).unwrap_or(i32::MAX);
    if margin < 0 {
        -rounded
    } else {
        rounded
    }
}

/// A Chicago kept on a pad: four deals that were bid and played (App. 4 B).
/// A passed-out deal is dealt again by the same player and does not count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChicagoPad {
    opts: ChicagoOptions,
    we: Side,
    first_dealer: Seat,
    deals: Vec<PadDeal>,
    counted: u8,
    stopped: bool,
    ledger: Ledger,
}

impl ChicagoPad {
    /// An empty pad; `first_dealer` deals the first deal; N-S in the WE
    /// column.
    pub fn new(first_dealer: Seat, opts: ChicagoOptions) -> ChicagoPad {
        ChicagoPad {
            opts,
            we: Side::NorthSouth,
            first_dealer,
            deals: Vec::new(),
            counted: 0,
            stopped: false,
            ledger: Ledger::default(),
        }
    }

    /// The same pad with `we` in the left-hand column.
    pub fn with_we(mut self, we: Side) -> ChicagoPad {
        self.we = we;
        self
    }

    /// A pad built from a list of deals.
    pub fn from_deals(
        first_dealer: Seat,
        deals: &[PadDeal],
        opts: ChicagoOptions,
    ) -> Result<ChicagoPad, PadError> {
        opts.validate()?;
        let mut pad = ChicagoPad::new(first_dealer, opts);
        for d in deals {
            pad.push(*d)?;
        }
        Ok(pad)
    }

    /// The deals so far, passed-out deals included.
    pub fn deals(&self) -> &[PadDeal] {
        &self.deals
    }

    /// The options.
    pub fn options(&self) -> ChicagoOptions {
        self.opts
    }

    /// How many of the four deals have been played.
    pub fn deals_played(&self) -> u8 {
        self.counted
    }

    /// Whether four deals have been played.
    pub fn is_complete(&self) -> bool {
        self.counted >= 4
    }

    /// The proper dealer of the next deal: passed-out deals are dealt again
    /// by the same player (App. 4 B); after a deal out of turn the rotation
    /// goes on as if it had been in turn (App. 4 G), so this is also the
    /// player whose position fixes the vulnerability.
    pub fn next_dealer(&self) -> Seat {
        self.first_dealer.advance(usize::from(self.counted))
    }

    /// The vulnerability of the next deal.
    pub fn next_vulnerability(&self) -> Vulnerability {
        self.opts
            .vulnerability
            .for_deal(self.counted.saturating_add(1), self.next_dealer())
    }

    /// Every entry so far, in the order written.
    pub fn entries(&self) -> &[Entry] {
        &self.ledger.entries
    }

    /// Scores the next deal. Fails, leaving the pad unchanged, when the deal
    /// is impossible, the Chicago is over, or it was stopped.
    pub fn push(&mut self, deal: PadDeal) -> Result<(), PadError> {
        if self.is_complete() {
            return Err(PadError::ChicagoOver);
        }
        if self.stopped {
            return Err(PadError::Stopped {
                kind: PadKind::Chicago,
            });
        }
        if self.deals.len() >= MAX_DEALS {
            return Err(PadError::TooManyDeals { max: MAX_DEALS });
        }
        let number = self.deals.len() + 1;
        deal.validate()
            .map_err(|source| PadError::Deal { number, source })?;
        let k = self.counted + 1;
        let dealer = self.next_dealer();
        let vul = SidePair::from_vulnerability(self.opts.vulnerability.for_deal(k, dealer));
        let mut game = None;
        let mut chicago_deal = None;
        if let PadDeal::Played(d) = &deal {
            let rules = ContractRules {
                honours: self.opts.score_honours,
                carry_over: self.opts.partscore_carry_over,
                combine: self.opts.combine_game_premiums,
                game_premium: Some(GamePremium {
                    not_vulnerable: GAME_PREMIUM_NOT_VULNERABLE,
                    vulnerable: GAME_PREMIUM_VULNERABLE,
                }),
            };
            let scored = self.ledger.score_contract(number, d, vul, rules);
            game = scored.game;
            if k == 4 && game.is_none() && scored.trick_points > 0 {
                // App. 4 F: whether or not anyone has an unfinished part score.
                self.ledger.add(
                    Some(number),
                    d.declarer,
                    EntryKind::FourthDealPartScore,
                    self.opts.fourth_deal_partscore_bonus,
                    Place::Above,
                );
            }
            self.counted = k;
            chicago_deal = Some(k);
        }
        self.ledger.deals.push(ScoredDeal {
            number,
            line: None,
            corrected_at_line: None,
            text: deal.to_string(),
            deal,
            dealer: Some(dealer),
            chicago_deal,
            vulnerable: vul,
            game,
            last: self.is_complete(),
        });
        self.deals.push(deal);
        Ok(())
    }

    /// Ends the series before four deals: the score stands as it is (App. 4
    /// B); no premium is added. Stopping twice is harmless.
    pub fn stop(&mut self) -> Result<(), PadError> {
        if self.is_complete() {
            return Err(PadError::AlreadyComplete);
        }
        self.stopped = true;
        Ok(())
    }

    /// Replaces deal `number` (1-based) and rebuilds the pad from the
    /// corrected list (RB 78; App. 4 E for a wrong vulnerability diagram:
    /// the pad always scores by the correct schedule). Fails, leaving the
    /// pad unchanged, when the deal is impossible or the corrected list
    /// would have more than four played deals.
    pub fn correct(&mut self, number: usize, deal: PadDeal) -> Result<(), PadError> {
        let mut pad = ChicagoPad::new(self.first_dealer, self.opts).with_we(self.we);
        replay_corrected(&self.deals, number, deal, &mut pad, ChicagoPad::push)?;
        pad.stopped = self.stopped && !pad.is_complete();
        *self = pad;
        Ok(())
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
        let mut report =
            self.ledger
                .report(PadKind::Chicago, self.we, Some(self.first_dealer), status);
        report.schedule = (1..=4u8)
            .map(|k| {
                let dealer = self.first_dealer.advance(usize::from(k - 1));
                ChicagoDeal {
                    deal: k,
                    dealer,
                    vulnerable: SidePair::from_vulnerability(
                        self.opts.vulnerability.for_deal(k, dealer),
                    ),
                }
            })
            .collect();
        if self.opts.round_to_hundreds {
            report.rounded_margin = Some(round_to_hundreds(report.margin));
        }
        report
    }
}
