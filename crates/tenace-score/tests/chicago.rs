//! Chicago / four-deal bridge (Laws of Rubber Bridge 2014, Appendix 4): the
//! worked example of the scoring spec (§12), vulnerability by deal, the game
//! premiums, the fourth-deal part score, the options, and property tests.

use proptest::prelude::*;
use tenace_core::{Bid, Doubling, Seat, Side, Strain, Vulnerability};
use tenace_score::chicago::{
    round_to_hundreds, ChicagoOptions, ChicagoPad, ChicagoVulnerability,
    GAME_PREMIUM_NOT_VULNERABLE, GAME_PREMIUM_VULNERABLE,
};
use tenace_score::rubber::{
    rubber_report, DealResult, EntryKind, HonoursKind, PadDeal, PadError, PadKind, PadOptions,
    PadReport, PadStatus, Place, RubberError, SidePair,
};

/// The pad in English, through the reports' one layout (tenace-i18n).
fn render_text(report: &tenace_score::rubber::PadReport) -> String {
    tenace_i18n::reports::rubber(&tenace_i18n::Catalog::new(tenace_i18n::Lang::En), report)
}

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

fn chicago(text: &str) -> PadReport {
    chicago_with(text, ChicagoOptions::default())
}

fn chicago_with(text: &str, chicago: ChicagoOptions) -> PadReport {
    let opts = PadOptions {
        chicago,
        ..PadOptions::default()
    };
    rubber_report(text, PadKind::Chicago, &opts).unwrap()
}

fn undoubled(side: Side, contract: &str, tricks: u8) -> PadDeal {
    PadDeal::Played(
        DealResult::new(side, contract.parse().unwrap(), Doubling::Undoubled, tricks).unwrap(),
    )
}

#[test]
fn spec_chicago_worked_example() {
    // North deals first; all undoubled.
    let r = chicago("dealer N\nNS 2H=\nNS 2S=\nEW 3C=\nNS 2D+1\n");
    assert_eq!(r.status, PadStatus::Complete);
    // Deal 1, North deals, nobody vulnerable: 60 below.
    assert_eq!(r.deals[0].vulnerable, SidePair::both(false));
    // Deal 2, East deals, E-W vulnerable: 60 + 60 completes a game for
    // N-S, who are not vulnerable on this deal: 300.
    assert_eq!(r.deals[1].dealer, Some(Seat::East));
    assert_eq!(
        r.deals[1].vulnerable,
        SidePair {
            ns: false,
            ew: true
        }
    );
    assert_eq!(r.games[0].winner, NS);
    assert_eq!(r.games[0].deal, 2);
    let game: Vec<_> = r
        .deal_entries(2)
        .filter(|e| e.kind == EntryKind::GameBonus)
        .map(|e| (e.side, e.points))
        .collect();
    assert_eq!(game, vec![(NS, 300)]);
    // Deal 3, South deals, N-S vulnerable: E-W 60 below.
    assert_eq!(
        r.deals[2].vulnerable,
        SidePair {
            ns: true,
            ew: false
        }
    );
    // Deal 4, West deals, both vulnerable: 40 below, 20 above, and 100 for a
    // part score that does not complete a game. E-W's 60 gets nothing.
    assert_eq!(r.deals[3].vulnerable, SidePair::both(true));
    assert_eq!(r.points_of(NS, EntryKind::FourthDealPartScore), 100);
    assert_eq!(r.points_of(EW, EntryKind::FourthDealPartScore), 0);
    assert_eq!(r.total, SidePair { ns: 580, ew: 60 });
    assert_eq!(r.winner, Some(NS));
    assert_eq!(r.margin, 520);
    assert_eq!(r.rounded_margin, None);
    // Custom H2: rounded to hundreds, 520 → 500.
    let r = chicago_with(
        "dealer N\nNS 2H=\nNS 2S=\nEW 3C=\nNS 2D+1\n",
        ChicagoOptions {
            round_to_hundreds: true,
            ..ChicagoOptions::default()
        },
    );
    assert_eq!(r.rounded_margin, Some(500));
    assert!(render_text(&r).contains("520 points (500 rounded to hundreds, App. 4 H2)"));
}

#[test]
fn h2_rounding_to_hundreds() {
    assert_eq!(round_to_hundreds(750), 800);
    assert_eq!(round_to_hundreds(740), 700);
    assert_eq!(round_to_hundreds(50), 100);
    assert_eq!(round_to_hundreds(49), 0);
    assert_eq!(round_to_hundreds(0), 0);
    assert_eq!(round_to_hundreds(-750), -800);
    assert_eq!(round_to_hundreds(i32::MAX), 2_147_483_600);
    assert_eq!(round_to_hundreds(i32::MIN), -2_147_483_600);
}

#[test]
fn vulnerability_by_deal_for_every_first_dealer() {
    use Vulnerability::*;
    let scheme = ChicagoVulnerability::DealerVulnerable;
    for first in Seat::ALL {
        let vul: Vec<Vulnerability> = (1..=4u8)
            .map(|k| scheme.for_deal(k, first.advance(usize::from(k - 1))))
            .collect();
        let dealer_side = |k: usize| first.advance(k - 1).side();
        assert_eq!(vul[0], None);
        assert_eq!(vul[3], Both);
        for k in [2, 3] {
            let v = vul[k - 1];
            assert!(v.is_vulnerable(dealer_side(k)), "deal {k} from {first:?}");
            assert!(!v.is_vulnerable(dealer_side(k).opponents()));
        }
        // Each side is vulnerable alone once.
        assert_ne!(vul[1], vul[2]);
    }
    // The switch the Appendix allows by agreement: non-dealer vulnerable.
    let switched = ChicagoVulnerability::NonDealerVulnerable;
    assert_eq!(switched.for_deal(1, Seat::North), None);
    assert_eq!(switched.for_deal(2, Seat::East), NorthSouth);
    assert_eq!(switched.for_deal(3, Seat::South), EastWest);
    assert_eq!(switched.for_deal(4, Seat::West), Both);
    // A fixed compass schedule.
    let fixed = ChicagoVulnerability::Fixed([None, NorthSouth, EastWest, Both]);
    assert_eq!(fixed.for_deal(2, Seat::East), NorthSouth);
    assert_eq!(fixed.for_deal(3, Seat::North), EastWest);
    // The pad shows the schedule.
    let r = chicago("dealer W\n");
    let sched: Vec<_> = r
        .schedule
        .iter()
        .map(|c| (c.deal, c.dealer, c.vulnerable.vulnerability()))
        .collect();
    assert_eq!(
        sched,
        vec![
            (1, Seat::West, None),
            (2, Seat::North, NorthSouth),
            (3, Seat::East, EastWest),
            (4, Seat::South, Both),
        ]
    );
    let text = render_text(&r);
    assert!(text.contains("deal 2: dealer N, vulnerable: N-S"), "{text}");
}

#[test]
fn the_switched_schedule_changes_the_scores() {
    let opts = ChicagoOptions {
        vulnerability: ChicagoVulnerability::NonDealerVulnerable,
        ..ChicagoOptions::default()
    };
    // Deal 2, East deals: N-S vulnerable under the switch; 4♠ game = 500.
    let r = chicago_with("dealer N\nNS 1C=\nNS 4S=\n", opts);
    assert_eq!(r.points_of(NS, EntryKind::GameBonus), 500);
    let r = chicago("dealer N\nNS 1C=\nNS 4S=\n");
    assert_eq!(r.points_of(NS, EntryKind::GameBonus), 300);
}

#[test]
fn game_premiums_by_vulnerability_on_the_deal() {
    assert_eq!(GAME_PREMIUM_NOT_VULNERABLE, 300);
    assert_eq!(GAME_PREMIUM_VULNERABLE, 500);
    // Every deal a game for N-S: 300, 300 (deal 2, E deals), 500 (deal 3,
    // S deals), 500 (deal 4): each game scored separately, no extra premium
    // for two or more games, and no rubber bonus.
    let r = chicago("NS 3NT=\nNS 4H=\nNS 5D=\nNS 4S=\n");
    let games: Vec<i32> = r
        .entries
        .iter()
        .filter(|e| e.kind == EntryKind::GameBonus)
        .map(|e| e.points)
        .collect();
    assert_eq!(games, vec![300, 300, 500, 500]);
    assert_eq!(r.games_won.ns, 4);
    assert_eq!(r.points_of(NS, EntryKind::RubberBonus), 0);
    assert_eq!(r.rubber_won_by, None);
    assert_eq!(r.total.ns, 100 + 120 + 100 + 120 + 1600);
}

#[test]
fn the_game_premium_follows_the_completing_side_on_that_deal() {
    // E-W make a part score on deal 1 (nobody vulnerable) and complete the
    // game on deal 3, where E-W are not vulnerable (South deals): 300.
    let r = chicago("EW 2S=\nNS 1C=\nEW 2H=\n");
    assert_eq!(r.games[0].winner, EW);
    assert_eq!(r.games[0].deal, 3);
    assert_eq!(r.points_of(EW, EntryKind::GameBonus), 300);
    // Completing it on deal 4 (both vulnerable): 500, and no part-score 100.
    let r = chicago("EW 2S=\nNS 1C=\nNS 1D=\nEW 2H=\n");
    assert_eq!(r.points_of(EW, EntryKind::GameBonus), 500);
    assert_eq!(r.points_of(EW, EntryKind::FourthDealPartScore), 0);
    // After a game, earlier part scores of either side no longer count.
    let r = chicago("NS 2S=\nEW 4H=\nNS 1NT=\n");
    assert_eq!(r.games.len(), 1);
    assert_eq!(r.part_scores.ns, 40);
}

#[test]
fn fourth_deal_part_score_premium() {
    // 100 on deal 4, whether or not either side has an unfinished part score.
    let r = chicago("pass\nNS 1C=\nEW 2C=\nNS 1D=\nEW 1S=\n");
    assert_eq!(r.points_of(EW, EntryKind::FourthDealPartScore), 100);
    assert_eq!(r.points_of(NS, EntryKind::FourthDealPartScore), 0);
    // Not on deals 1-3, and not for a failed contract.
    let r = chicago("NS 1C=\nNS 1C=\nNS 1C=\nNS 2C-1\n");
    assert_eq!(r.points_of(NS, EntryKind::FourthDealPartScore), 0);
    // The amount is an option; 0 switches it off.
    let opts = ChicagoOptions {
        fourth_deal_partscore_bonus: 0,
        ..ChicagoOptions::default()
    };
    let r = chicago_with("NS 1C=\nNS 1C=\nNS 1C=\nNS 1C=\n", opts);
    assert_eq!(r.points_of(NS, EntryKind::FourthDealPartScore), 0);
    // No RB 80 premiums when a Chicago stops early: the score stands.
    let r = chicago("NS 4S=\nEW 2C=\nstop\n");
    assert_eq!(r.status, PadStatus::Stopped);
    assert_eq!(r.total, SidePair { ns: 420, ew: 40 });
    assert!(r.if_stopped_now.is_empty());
    assert!(render_text(&r).contains("stopped after 2 of 4 deals"));
}

#[test]
fn part_score_carry_over_can_be_switched_off() {
    let opts = ChicagoOptions {
        partscore_carry_over: false,
        ..ChicagoOptions::default()
    };
    let r = chicago_with("NS 2H=\nNS 2S=\nNS 3NT=\nNS 2D=\n", opts);
    assert_eq!(r.games.len(), 1);
    assert_eq!(r.games[0].deal, 3);
    assert_eq!(r.points_of(NS, EntryKind::GameBonus), 500);
    assert_eq!(r.points_of(NS, EntryKind::FourthDealPartScore), 100);
    let r = chicago("NS 2H=\nNS 2S=\nNS 3NT=\nNS 2D=\n");
    assert_eq!(r.games.len(), 2);
}

#[test]
fn h4_combined_game_figure_870() {
    // The Appendix's example: 2♠ doubled, vulnerable, one overtrick: 870 in
    // one figure below the line (120 + 500 + 50 + 200).
    let opts = ChicagoOptions {
        combine_game_premiums: true,
        ..ChicagoOptions::default()
    };
    let r = chicago_with("NS 1C-1\nNS 1C-1\nNS 1C-1\nNS 2SX+1\n", opts);
    let row = r
        .sheet
        .below
        .iter()
        .flat_map(|s| &s.rows)
        .find(|r| r.deal == 4);
    assert_eq!(row.and_then(|r| r.we), Some(870));
    assert!(r.deal_entries(4).all(|e| e.place == Place::Below));
    assert_eq!(r.below.ns, 870);
    assert_eq!(r.below_line(NS), vec![870]);
    // The totals do not depend on where the premiums are written, and only
    // the trick points count toward game.
    let plain = chicago("NS 1C-1\nNS 1C-1\nNS 1C-1\nNS 2SX+1\n");
    assert_eq!(plain.total, r.total);
    assert_eq!(plain.below.ns, 120);
    assert_eq!(plain.above.ns, 750);
    // Honours stay above the line.
    let r = chicago_with("NS 4S= honours100\n", opts);
    assert_eq!(r.below.ns, 420);
    assert_eq!(r.above.ns, 100);
}

#[test]
fn slams_honours_and_undertricks_use_the_deal_vulnerability() {
    let r = chicago("NS 6S=\nNS 1C-1\nNS 1C-1\nNS 6S= honours150\n");
    let slams: Vec<i32> = r
        .entries
        .iter()
        .filter(|e| e.kind == EntryKind::Slam)
        .map(|e| e.points)
        .collect();
    assert_eq!(slams, vec![500, 750]);
    // Deal 2 (East deals, E-W vulnerable): N-S one down not vulnerable 50;
    // deal 3 (South deals): vulnerable 100.
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 150);
    assert_eq!(r.points_of(NS, EntryKind::Honours), 150);
}

#[test]
fn passed_out_deals_do_not_count_and_the_same_player_deals_again() {
    let mut pad = ChicagoPad::new(Seat::South, ChicagoOptions::default());
    assert_eq!(pad.next_dealer(), Seat::South);
    pad.push(PadDeal::PassedOut).unwrap();
    assert_eq!(pad.next_dealer(), Seat::South);
    assert_eq!(pad.deals_played(), 0);
    pad.push(undoubled(NS, "1C", 7)).unwrap();
    assert_eq!(pad.next_dealer(), Seat::West);
    assert_eq!(pad.next_vulnerability(), Vulnerability::EastWest);
    pad.push(PadDeal::PassedOut).unwrap();
    pad.push(PadDeal::PassedOut).unwrap();
    assert_eq!(pad.deals_played(), 1);
    let r = pad.report();
    let numbers: Vec<Option<u8>> = r.deals.iter().map(|d| d.chicago_deal).collect();
    assert_eq!(numbers, vec![None, Some(1), None, None]);
    assert_eq!(r.deals[2].dealer, Some(Seat::West));
    assert_eq!(r.deals[3].dealer, Some(Seat::West));
    assert_eq!(r.status, PadStatus::InProgress);
    assert!(render_text(&r).contains("in progress, 1 of 4 deals played"));
}

#[test]
fn a_fifth_deal_is_void() {
    let mut pad = ChicagoPad::from_deals(
        Seat::North,
        &[
            undoubled(NS, "1C", 7),
            undoubled(NS, "1C", 7),
            undoubled(NS, "1C", 7),
            undoubled(NS, "1C", 7),
        ],
        ChicagoOptions::default(),
    )
    .unwrap();
    assert!(pad.is_complete());
    let before = pad.clone();
    assert_eq!(
        pad.push(undoubled(EW, "7NT", 13)),
        Err(PadError::ChicagoOver)
    );
    assert_eq!(pad.push(PadDeal::PassedOut), Err(PadError::ChicagoOver));
    assert_eq!(pad.stop(), Err(PadError::AlreadyComplete));
    assert_eq!(pad, before);
    let err = rubber_report(
        "NS 1C=\nNS 1C=\n# two more\nNS 1C=\nNS 1C=\nEW 7NT=\n",
        PadKind::Chicago,
        &PadOptions::default(),
    )
    .unwrap_err();
    assert_eq!(
        err,
        RubberError::Pad {
            line: 6,
            source: PadError::ChicagoOver
        }
    );
    assert!(err.to_string().contains("fifth deal is void"), "{err}");
}

#[test]
fn corrections_rescore_with_the_correct_schedule() {
    // App. 4 E: a wrong diagram is fixed and the deals rescored as if it had
    // been right; the pad always scores by the schedule. A correction that
    // turns a passed-out deal into a played one shifts the deals after it.
    let r = chicago("NS 1C=\npass\nNS 4S=\ncorrect 2 EW 4H=\n");
    assert_eq!(r.deals[1].chicago_deal, Some(2));
    assert_eq!(r.deals[2].chicago_deal, Some(3));
    // Deal 3 is dealt by South: N-S vulnerable, game 500.
    assert_eq!(r.points_of(NS, EntryKind::GameBonus), 500);
    // Deal 2 is dealt by East: E-W vulnerable, game 500.
    assert_eq!(r.points_of(EW, EntryKind::GameBonus), 500);
    assert_eq!(r.deals[1].corrected_at_line, Some(4));
    // A correction that would make five played deals is refused.
    let err = rubber_report(
        "NS 1C=\npass\nNS 1C=\nNS 1C=\nNS 1C=\ncorrect 2 NS 1C=\n",
        PadKind::Chicago,
        &PadOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(
        err,
        RubberError::Pad {
            line: 6,
            source: PadError::Correction { number: 2, .. }
        }
    ));
}

#[test]
fn options_are_checked_and_read_from_json() {
    let bad = PadOptions {
        chicago: ChicagoOptions {
            fourth_deal_partscore_bonus: -5,
            ..ChicagoOptions::default()
        },
        ..PadOptions::default()
    };
    let err = rubber_report("", PadKind::Chicago, &bad).unwrap_err();
    assert!(matches!(err, RubberError::Options(_)));
    assert!(err.to_string().contains("fourth_deal_partscore_bonus"));
    let opts: PadOptions = serde_json::from_str(
        r#"{"chicago": {"vulnerability": "non_dealer_vulnerable", "round_to_hundreds": true}}"#,
    )
    .unwrap();
    assert_eq!(
        opts.chicago.vulnerability,
        ChicagoVulnerability::NonDealerVulnerable
    );
    assert!(opts.chicago.partscore_carry_over);
    assert_eq!(opts.chicago.fourth_deal_partscore_bonus, 100);
    assert!(opts.rubber.score_honours);
    let fixed: ChicagoOptions =
        serde_json::from_str(r#"{"vulnerability": {"fixed": ["None", "NS", "EW", "Both"]}}"#)
            .unwrap();
    assert_eq!(
        fixed.vulnerability.for_deal(2, Seat::North),
        Vulnerability::NorthSouth
    );
    assert!(serde_json::from_str::<ChicagoOptions>(r#"{"carry": false}"#).is_err());
    assert_eq!(ChicagoOptions::default().validate(), Ok(()));
    assert!(ChicagoPad::from_deals(Seat::North, &[], bad.chicago).is_err());
}

#[test]
fn the_chicago_diagram_numbers_face_each_dealer() {
    let r = chicago("dealer N\nNS 2H=\nNS 2S=\nEW 3C=\nNS 2D+1\n");
    let text = render_text(&r);
    // North at the top, then clockwise: 1 (N), 2 (E), 3 (S), 4 (W).
    assert!(
        text.contains("   \\ 1 /    deal 1: dealer N, vulnerable: none\n"),
        "{text}"
    );
    assert!(
        text.contains("  4  X  2   deal 2: dealer E, vulnerable: E-W\n"),
        "{text}"
    );
    assert!(
        text.contains("   / 3 \\    deal 3: dealer S, vulnerable: N-S\n"),
        "{text}"
    );
    // Only the deals started are numbered.
    let text = render_text(&chicago("dealer N\nNS 2H=\n"));
    assert!(text.contains("  \\ 1 /"), "{text}");
    assert!(text.contains("     X      deal 2"), "{text}");
}

// ---------------------------------------------------------------------------
// Property tests

fn arb_deal() -> impl Strategy<Value = PadDeal> {
    let played = (
        prop::bool::ANY,
        1u8..=7,
        0usize..5,
        0usize..3,
        0u8..=13,
        prop::bool::ANY,
    )
        .prop_map(|(ns, level, strain, dbl, tricks, honours)| {
            let side = if ns { NS } else { EW };
            let strain = Strain::ALL[strain];
            let bid = Bid::try_new(level, strain).unwrap();
            let doubling = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][dbl];
            let mut d = DealResult::new(side, bid, doubling, tricks).unwrap();
            if honours {
                let kind = if strain == Strain::NoTrump {
                    HonoursKind::FourAces
                } else {
                    HonoursKind::FourTrumpHonours
                };
                d = d.with_honours(side.opponents(), kind).unwrap();
            }
            PadDeal::Played(d)
        });
    prop_oneof![1 => Just(PadDeal::PassedOut), 6 => played]
}

fn arb_options() -> impl Strategy<Value = ChicagoOptions> {
    (
        prop_oneof![
            Just(ChicagoVulnerability::DealerVulnerable),
            Just(ChicagoVulnerability::NonDealerVulnerable),
            Just(ChicagoVulnerability::Fixed([
                Vulnerability::None,
                Vulnerability::NorthSouth,
                Vulnerability::EastWest,
                Vulnerability::Both
            ])),
        ],
        prop::bool::ANY,
        prop::bool::ANY,
        prop::bool::ANY,
        0i32..=200,
    )
        .prop_map(
            |(vulnerability, carry, combine, round, bonus)| ChicagoOptions {
                vulnerability,
                partscore_carry_over: carry,
                fourth_deal_partscore_bonus: bonus,
                combine_game_premiums: combine,
                round_to_hundreds: round,
                score_honours: true,
            },
        )
}

fn chicago_of(first: Seat, deals: &[PadDeal], opts: ChicagoOptions) -> ChicagoPad {
    let mut pad = ChicagoPad::new(first, opts);
    for d in deals {
        if pad.is_complete() {
            break;
        }
        pad.push(*d).unwrap();
    }
    pad
}

proptest! {
    #[test]
    fn chicago_totals_equal_the_sum_of_all_entries(
        first in 0usize..4,
        deals in prop::collection::vec(arb_deal(), 0..10),
        opts in arb_options(),
    ) {
        let pad = chicago_of(Seat::from_index(first), &deals, opts);
        let r = pad.report();
        for side in Side::ALL {
            let sum: i32 = r.entries.iter().filter(|e| e.side == side).map(|e| e.points).sum();
            prop_assert_eq!(r.total.get(side), sum);
            prop_assert_eq!(r.above.get(side) + r.below.get(side), sum);
        }
        prop_assert_eq!(r.sheet.totals.we, r.total.get(r.we));
        // Each game earns exactly one premium of 300 or 500, by the
        // completing side's vulnerability on that deal.
        for g in &r.games {
            let vul = r.deals[g.deal - 1].vulnerable.get(g.winner);
            let premium: i32 = r
                .deal_entries(g.deal)
                .filter(|e| e.kind == EntryKind::GameBonus)
                .map(|e| e.points)
                .sum();
            prop_assert_eq!(premium, if vul { 500 } else { 300 });
        }
        // At most four deals count; no rubber or RB 80 premiums.
        prop_assert!(pad.deals_played() <= 4);
        for e in &r.entries {
            prop_assert!(!matches!(
                e.kind,
                EntryKind::RubberBonus | EntryKind::UnfinishedGame | EntryKind::UnfinishedPartScore
            ));
            if e.kind == EntryKind::FourthDealPartScore {
                prop_assert_eq!(r.deals[e.deal.unwrap() - 1].chicago_deal, Some(4));
            }
        }
        // Vulnerability follows the schedule, never the score.
        for d in &r.deals {
            if let Some(k) = d.chicago_deal {
                let want = opts.vulnerability.for_deal(k, d.dealer.unwrap());
                prop_assert_eq!(d.vulnerable.vulnerability(), want);
            }
        }
    }

    #[test]
    fn chicago_rescoring_is_deterministic(
        first in 0usize..4,
        deals in prop::collection::vec(arb_deal(), 1..10),
        opts in arb_options(),
        pick in any::<prop::sample::Index>(),
        other in arb_deal(),
    ) {
        let first = Seat::from_index(first);
        let pad = chicago_of(first, &deals, opts);
        let again = ChicagoPad::from_deals(first, pad.deals(), opts).unwrap();
        prop_assert_eq!(&pad, &again);
        let i = pick.index(pad.deals().len());
        let mut corrected = pad.clone();
        let mut list = pad.deals().to_vec();
        list[i] = other;
        match corrected.correct(i + 1, other) {
            Ok(()) => prop_assert_eq!(
                corrected.report(),
                ChicagoPad::from_deals(first, &list, opts).unwrap().report()
            ),
            Err(_) => prop_assert_eq!(&corrected, &pad),
        }
    }
}
