//! Rubber bridge scoring (Laws of Rubber Bridge 2014, RB 72–81): the worked
//! examples of the scoring spec (§11.4), the RB 77 footnote, the rubber
//! bonus, honours, the incomplete rubber, games from part scores,
//! corrections, the text format and its errors, the rendered example pads,
//! and property tests.

use proptest::prelude::*;
use tenace_core::{Bid, Doubling, Seat, Side, Strain};
use tenace_score::rubber::{
    law78_permits, parse_pad, rubber_report, CorrectionContext, DealError, DealResult, EntryKind,
    HonoursKind, Law78Refusal, LineProblem, PadAction, PadDeal, PadError, PadKind, PadOptions,
    PadReport, PadStatus, Place, Repeated, RubberError, RubberOptions, RubberPad, SidePair,
};

/// The pad in English, through the reports' one layout (tenace-i18n).
fn render_text(report: &tenace_score::rubber::PadReport) -> String {
    tenace_i18n::reports::rubber(&tenace_i18n::Catalog::new(tenace_i18n::Lang::En), report)
}

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

const RUBBER_TXT: &str = include_str!("../../../examples/rubber/rubber.txt");
const RUBBER_EXPECTED: &str = include_str!("../../../examples/rubber/rubber.expected.txt");
const CHICAGO_TXT: &str = include_str!("../../../examples/rubber/chicago.txt");
const CHICAGO_EXPECTED: &str = include_str!("../../../examples/rubber/chicago.expected.txt");

fn bid(s: &str) -> Bid {
    s.parse().unwrap()
}

fn played(side: Side, contract: &str, doubling: Doubling, tricks: u8) -> PadDeal {
    PadDeal::Played(DealResult::new(side, bid(contract), doubling, tricks).unwrap())
}

fn undoubled(side: Side, contract: &str, tricks: u8) -> PadDeal {
    played(side, contract, Doubling::Undoubled, tricks)
}

/// Scores a text pad as a rubber with the default options.
fn rubber(text: &str) -> PadReport {
    rubber_report(text, PadKind::Rubber, &PadOptions::default()).unwrap()
}

/// `(side, kind, points, place)` of every entry of deal `n`.
fn deal_entries(r: &PadReport, n: usize) -> Vec<(Side, EntryKind, i32, Place)> {
    r.deal_entries(n)
        .map(|e| (e.side, e.kind, e.points, e.place))
        .collect()
}

fn parse_error(text: &str) -> (usize, usize, LineProblem) {
    match rubber_report(text, PadKind::Rubber, &PadOptions::default()) {
        Err(RubberError::Parse {
            line,
            column,
            problem,
            ..
        }) => (line, column, problem),
        other => panic!("expected a parse error, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------
// Worked examples (scoring-and-events.md §11.4)

#[test]
fn spec_rubber_a_worked_example() {
    use EntryKind::*;
    use Place::*;
    let r = rubber(
        "NS 2S+1\n\
         EW 3NT=\n\
         NS 4HX-1\n\
         NS 4S= honours100\n\
         EW 6D=\n",
    );
    // 1. N-S 2♠ making 9 tricks, not vulnerable: 60 below, 30 above.
    assert_eq!(
        deal_entries(&r, 1),
        vec![(NS, TrickPoints, 60, Below), (NS, Overtricks, 30, Above)]
    );
    // 2. E-W 3NT: 100 below, game; N-S's 60 no longer counts toward game.
    assert_eq!(deal_entries(&r, 2), vec![(EW, TrickPoints, 100, Below)]);
    assert_eq!(r.games[0].winner, EW);
    assert_eq!(r.games[0].deal, 2);
    assert_eq!(r.games[0].opponents_trick_points, 60);
    // 3. E-W are now vulnerable; N-S are not: 4♥ doubled one down = 100.
    assert_eq!(
        r.deals[2].vulnerable,
        SidePair {
            ns: false,
            ew: true
        }
    );
    assert_eq!(deal_entries(&r, 3), vec![(EW, Undertricks, 100, Above)]);
    // 4. N-S 4♠ with four trump honours in South's hand: game, 100 honours.
    assert_eq!(
        deal_entries(&r, 4),
        vec![(NS, TrickPoints, 120, Below), (NS, Honours, 100, Above)]
    );
    assert_eq!(r.games[1].winner, NS);
    // 5. E-W 6♦ vulnerable: second game, 750 slam, 500 rubber (N-S had a game).
    assert_eq!(
        deal_entries(&r, 5),
        vec![
            (EW, TrickPoints, 120, Below),
            (EW, Slam, 750, Above),
            (EW, RubberBonus, 500, Above)
        ]
    );
    assert_eq!(r.status, PadStatus::Complete);
    assert_eq!(r.games_won, SidePair { ns: 1, ew: 2 });
    assert_eq!(r.rubber_won_by, Some(EW));
    assert_eq!(r.below, SidePair { ns: 180, ew: 220 });
    assert_eq!(r.above, SidePair { ns: 130, ew: 1350 });
    assert_eq!(r.total, SidePair { ns: 310, ew: 1570 });
    assert_eq!(r.winner, Some(EW));
    assert_eq!(r.margin, 1260);
}

#[test]
fn spec_rubber_b_abandoned_rubber() {
    let r = rubber(
        "NS 4S=\n\
         EW 2C+1\n\
         NS 3NTX-2\n\
         stop\n",
    );
    assert_eq!(r.status, PadStatus::Stopped);
    // N-S vulnerable after their game: 3NT doubled two down = 500.
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 500);
    // RB 80: N-S have the only game (300), E-W the only part score (100).
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedGame), 300);
    assert_eq!(r.points_of(EW, EntryKind::UnfinishedPartScore), 100);
    assert_eq!(r.total, SidePair { ns: 420, ew: 660 });
    assert_eq!(r.winner, Some(EW));
    assert_eq!(r.margin, 240);
    assert!(r.if_stopped_now.is_empty());
}

#[test]
fn rb77_footnote_transferred_tricks_count_as_won() {
    // 3♥, eight tricks won in play, two transferred for a revoke: ten tricks,
    // 90 trick points toward game and 30 for the overtrick.
    let d = DealResult::new(NS, bid("3H"), Doubling::Undoubled, 10)
        .unwrap()
        .with_transferred(2)
        .unwrap();
    assert_eq!(d.tricks_in_play(), 8);
    let mut pad = RubberPad::default();
    pad.push(PadDeal::Played(d)).unwrap();
    let r = pad.report();
    assert_eq!(r.points_of(NS, EntryKind::TrickPoints), 90);
    assert_eq!(r.points_of(NS, EntryKind::Overtricks), 30);
    assert_eq!(r.part_scores.ns, 90);
    // The text format keeps the note for the pad.
    let r = rubber("NS 3H+1 transferred+2\n");
    assert_eq!(r.deals[0].text, "NS 3H+1 transferred+2");
    assert_eq!(r.points_of(NS, EntryKind::TrickPoints), 90);
    assert!(render_text(&r).contains("10 (2 by revoke)"));
    // Tricks transferred to the defenders are noted the other way.
    let r = rubber("NS 4S-1 transferred-1\n");
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 50);
    assert!(render_text(&r).contains("9 (1 to defenders by revoke)"));
}

// ---------------------------------------------------------------------------
// RB 72-74, 81: points, games and the rubber

#[test]
fn rubber_bonus_is_700_when_the_opponents_have_no_game() {
    let r = rubber("NS 4S=\nNS 3NT=\n");
    assert_eq!(r.status, PadStatus::Complete);
    assert_eq!(r.rubber_won_by, Some(NS));
    assert_eq!(r.points_of(NS, EntryKind::RubberBonus), 700);
    assert_eq!(r.total.ns, 120 + 100 + 700);
    assert!(r.deals[1].last);
}

#[test]
fn rubber_bonus_is_500_when_the_opponents_have_a_game() {
    let r = rubber("NS 4S=\nEW 5C=\nNS 3NT=\n");
    assert_eq!(r.games_won, SidePair { ns: 2, ew: 1 });
    assert_eq!(r.points_of(NS, EntryKind::RubberBonus), 500);
    assert_eq!(r.total, SidePair { ns: 720, ew: 100 });
}

#[test]
fn games_are_made_by_adding_part_scores() {
    // 60 + 40 = 100: N-S's second part score completes the game.
    let r = rubber("NS 2H=\nEW 3D=\nNS 2C=\nEW 1NT=\n");
    assert_eq!(r.games.len(), 1);
    assert_eq!(r.games[0].winner, NS);
    assert_eq!(r.games[0].deal, 3);
    assert_eq!(r.games[0].trick_points, 100);
    // E-W's 60 stays scored but no longer counts toward game (RB 73):
    // their 1NT afterwards is a part score of 40, not a game.
    assert_eq!(r.games[0].opponents_trick_points, 60);
    assert_eq!(r.part_scores, SidePair { ns: 0, ew: 40 });
    assert_eq!(r.below, SidePair { ns: 100, ew: 100 });
    // The sheet has a line under the game: two rows above it for each
    // deal of that game, then E-W's 40 in the next game.
    let seg = &r.sheet.below;
    assert_eq!(seg.len(), 2);
    assert_eq!(seg[0].rows.len(), 3);
    assert_eq!(seg[0].game.map(|g| g.winner), Some(NS));
    assert_eq!(seg[1].rows.len(), 1);
    assert_eq!(seg[1].rows[0].they, Some(40));
    assert!(seg[1].game.is_none());
    assert_eq!(r.below_line(NS), vec![60, 40]);
    assert_eq!(r.below_line(EW), vec![60, 40]);
}

#[test]
fn only_contracted_tricks_count_toward_game() {
    // 2♥ with an overtrick: 60 toward game, not 90 (RB 72A).
    let r = rubber("NS 2H+1\nNS 1C=\n");
    assert!(r.games.is_empty());
    assert_eq!(r.part_scores.ns, 80);
    // Doubling counts: 2♥ doubled is 120 trick points, a game.
    let r = rubber("NS 2HX=\n");
    assert_eq!(r.games.len(), 1);
    assert_eq!(r.points_of(NS, EntryKind::DoubledBonus), 50);
}

#[test]
fn vulnerability_comes_from_games_won() {
    let mut pad = RubberPad::default();
    assert!(!pad.vulnerable(NS) && !pad.vulnerable(EW));
    pad.push(undoubled(NS, "4S", 10)).unwrap();
    assert!(pad.vulnerable(NS) && !pad.vulnerable(EW));
    // N-S vulnerable: small slam 750, one down 100 undoubled.
    pad.push(undoubled(NS, "6H", 11)).unwrap();
    pad.push(undoubled(EW, "6H", 12)).unwrap();
    let r = pad.report();
    assert_eq!(deal_entries(&r, 2)[0].2, 100);
    // E-W not vulnerable when they bid their slam: 500.
    assert_eq!(r.points_of(EW, EntryKind::Slam), 500);
    assert_eq!(
        r.deals[2].vulnerable,
        SidePair {
            ns: true,
            ew: false
        }
    );
    assert_eq!(r.deals[2].vulnerable.vulnerability().to_string(), "N-S");
}

#[test]
fn rb81_premiums_and_undertricks() {
    // Doubled overtricks 100/200, redoubled 200/400; making bonus 50/100.
    let r = rubber("NS 1SX+2\n");
    assert_eq!(r.points_of(NS, EntryKind::Overtricks), 200);
    assert_eq!(r.points_of(NS, EntryKind::DoubledBonus), 50);
    let r = rubber("NS 4S=\nNS 1SXX+1\n");
    assert_eq!(r.points_of(NS, EntryKind::Overtricks), 400);
    assert_eq!(r.points_of(NS, EntryKind::DoubledBonus), 100);
    // Grand slam not vulnerable 1000; vulnerable 1500.
    let r = rubber("EW 7NT=\n");
    assert_eq!(r.points_of(EW, EntryKind::Slam), 1000);
    let r = rubber("EW 3NT=\nEW 7C=\n");
    assert_eq!(r.points_of(EW, EntryKind::Slam), 1500);
    // Undertricks as in the table (bonus for the fourth and later
    // undertrick when not vulnerable): doubled four down 800, redoubled
    // two down vulnerable 1000; undoubled 50 / 100 a trick.
    let r = rubber("NS 4SX-4\n");
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 800);
    let r = rubber("NS 4S=\nNS 4SXX-2\n");
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 1000);
    let r = rubber("NS 4S-3\nEW 3NT=\nEW 4S-3\n");
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 150);
    assert_eq!(r.points_of(NS, EntryKind::Undertricks), 300);
    // No part-score or per-deal game premium in rubber bridge.
    let r = rubber("NS 1C=\nEW 4H=\n");
    assert_eq!(r.total, SidePair { ns: 20, ew: 120 });
}

#[test]
fn rb74_the_larger_total_wins_even_with_fewer_games() {
    // N-S go six down doubled twice (1400 each, not vulnerable), then win
    // two games without reply: they win the rubber games and 700, but E-W
    // have the larger total and win the rubber on points.
    let r = rubber("NS 5CX-6\nNS 5CX-6\nNS 1NT=\nNS 2S=\nNS 3NT=\n");
    assert_eq!(r.status, PadStatus::Complete);
    assert_eq!(r.rubber_won_by, Some(NS));
    assert_eq!(r.points_of(NS, EntryKind::RubberBonus), 700);
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 2800);
    assert_eq!(r.total, SidePair { ns: 900, ew: 2800 });
    assert_eq!(r.winner, Some(EW));
    assert_eq!(r.margin, 1900);
    assert!(render_text(&r).contains("even with fewer games (RB 74)"));
}

// ---------------------------------------------------------------------------
// Honours (RB 72B, 81)

#[test]
fn honours_100_150_and_four_aces() {
    let r = rubber("NS 2S= honours100\n");
    assert_eq!(r.points_of(NS, EntryKind::Honours), 100);
    let r = rubber("NS 2S= honours150\n");
    assert_eq!(r.points_of(NS, EntryKind::Honours), 150);
    assert_eq!(
        r.deals[0].deal.played().unwrap().honours.unwrap().kind,
        HonoursKind::FiveTrumpHonours
    );
    let r = rubber("NS 3NT= aces\n");
    assert_eq!(r.points_of(NS, EntryKind::Honours), 150);
    // `honours150` at no trump can only be the four aces.
    let r = rubber("NS 3NT= honours150\n");
    assert_eq!(
        r.deals[0].deal.played().unwrap().honours.unwrap().kind,
        HonoursKind::FourAces
    );
    assert_eq!(r.deals[0].text, "NS 3NT= aces");
}

#[test]
fn honours_are_scored_by_either_side_whatever_the_result() {
    // The defenders held them.
    let r = rubber("NS 4S= honours100:EW\n");
    assert_eq!(r.points_of(EW, EntryKind::Honours), 100);
    assert_eq!(r.points_of(NS, EntryKind::Honours), 0);
    // A seat names its side.
    let r = rubber("NS 4S= honours150:W\n");
    assert_eq!(r.points_of(EW, EntryKind::Honours), 150);
    // Declarer's side, contract defeated: still 100.
    let r = rubber("NS 4S-2 honours100\n");
    assert_eq!(r.points_of(NS, EntryKind::Honours), 100);
    assert_eq!(r.points_of(EW, EntryKind::Undertricks), 100);
    assert_eq!(r.total, SidePair { ns: 100, ew: 100 });
    // Honours are premiums: they never count toward game.
    assert_eq!(r.part_scores, SidePair { ns: 0, ew: 0 });
}

#[test]
fn honours_must_fit_the_strain() {
    let (line, column, problem) = parse_error("NS 3NT= honours100\n");
    assert_eq!((line, column), (1, 9));
    assert!(matches!(
        problem,
        LineProblem::Deal(DealError::HonoursStrain { .. })
    ));
    let (_, column, problem) = parse_error("NS 4S= aces\n");
    assert_eq!(column, 8);
    assert!(
        problem.to_string().contains("only at no trump"),
        "{problem}"
    );
    let err = DealResult::new(NS, bid("1NT"), Doubling::Undoubled, 7)
        .unwrap()
        .with_honours(NS, HonoursKind::FiveTrumpHonours)
        .unwrap_err();
    assert!(matches!(err, DealError::HonoursStrain { .. }));
}

#[test]
fn honours_can_be_switched_off() {
    let opts = PadOptions {
        rubber: RubberOptions {
            score_honours: false,
            ..RubberOptions::default()
        },
        ..PadOptions::default()
    };
    let r = rubber_report("NS 4S= honours100\n", PadKind::Rubber, &opts).unwrap();
    assert_eq!(r.points_of(NS, EntryKind::Honours), 0);
    assert_eq!(r.deals[0].text, "NS 4S= honours100");
}

// ---------------------------------------------------------------------------
// RB 80: the incomplete rubber

#[test]
fn incomplete_rubber_300_for_the_only_game_and_100_for_the_only_part_score() {
    let r = rubber("NS 4S=\nstop\n");
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedGame), 300);
    assert_eq!(r.total.ns, 420);
    // A part score of each side in the unfinished game: no 100 to anyone.
    let r = rubber("NS 4S=\nNS 1C=\nEW 1D=\nstop\n");
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedPartScore), 0);
    assert_eq!(r.points_of(EW, EntryKind::UnfinishedPartScore), 0);
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedGame), 300);
    // One game each: nobody has the only game.
    let r = rubber("NS 4S=\nEW 4S=\nEW 2C=\nstop\n");
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedGame), 0);
    assert_eq!(r.points_of(EW, EntryKind::UnfinishedGame), 0);
    assert_eq!(r.points_of(EW, EntryKind::UnfinishedPartScore), 100);
    // No game yet, one part score.
    let r = rubber("EW 1S+1\nstop\n");
    assert_eq!(
        r.total,
        SidePair {
            ns: 0,
            ew: 30 + 30 + 100
        }
    );
    // The part score of a finished game does not count: E-W's 60 was
    // cancelled by N-S's game.
    let r = rubber("EW 2S=\nNS 4S=\nstop\n");
    assert_eq!(r.points_of(EW, EntryKind::UnfinishedPartScore), 0);
    // The RB 80 entries belong to no deal and are listed as such.
    let r = rubber("NS 4S=\nEW 2C=\nstop\n");
    assert!(r
        .entries
        .iter()
        .any(|e| e.deal.is_none() && e.side == EW && e.kind == EntryKind::UnfinishedPartScore));
    assert!(render_text(&r).contains("Unfinished rubber (RB 80): N-S 300"));
}

#[test]
fn a_rubber_in_progress_shows_what_rb80_would_add() {
    let r = rubber("NS 4S=\nEW 2C=\n");
    assert_eq!(r.status, PadStatus::InProgress);
    assert_eq!(r.total, SidePair { ns: 120, ew: 40 });
    let extra: Vec<_> = r
        .if_stopped_now
        .iter()
        .map(|e| (e.side, e.points))
        .collect();
    assert_eq!(extra, vec![(NS, 300), (EW, 100)]);
    let text = render_text(&r);
    assert!(text.contains("Rubber in progress: games N-S 1, E-W 0"));
    assert!(text.contains("WE (N-S) lead by 80 points."));
}

#[test]
fn a_complete_rubber_takes_no_more_deals_and_cannot_be_stopped() {
    let mut pad = RubberPad::default();
    pad.push(undoubled(NS, "4S", 10)).unwrap();
    pad.push(undoubled(NS, "4S", 10)).unwrap();
    let before = pad.clone();
    assert_eq!(
        pad.push(undoubled(EW, "1C", 7)),
        Err(PadError::RubberOver {
            ended_with: 2,
            winner: NS
        })
    );
    assert_eq!(pad.stop(), Err(PadError::AlreadyComplete));
    assert_eq!(pad, before);
    match rubber_report(
        "NS 4S=\nNS 4S=\nEW 1C=\n",
        PadKind::Rubber,
        &PadOptions::default(),
    ) {
        Err(RubberError::Pad { line: 3, source }) => {
            assert!(source.to_string().contains("ended with deal 2"), "{source}")
        }
        other => panic!("{other:?}"),
    }
    // A stopped rubber takes no more deals either.
    match rubber_report(
        "NS 4S=\nstop\nEW 1C=\n",
        PadKind::Rubber,
        &PadOptions::default(),
    ) {
        Err(RubberError::Pad { line: 3, source }) => {
            assert_eq!(
                source,
                PadError::Stopped {
                    kind: PadKind::Rubber
                }
            )
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn passed_out_deals_score_nothing_and_the_deal_moves_on() {
    let r = rubber("dealer W\npass\npassed out\nNS 1C=\n");
    assert_eq!(r.deals.len(), 3);
    let dealers: Vec<Seat> = r.deals.iter().filter_map(|d| d.dealer).collect();
    assert_eq!(dealers, vec![Seat::West, Seat::North, Seat::East]);
    assert_eq!(r.total, SidePair { ns: 20, ew: 0 });
    assert!(r.deal_entries(1).next().is_none());
}

// ---------------------------------------------------------------------------
// RB 78: corrections

#[test]
fn corrections_rebuild_the_pad_from_the_deal_list() {
    let deals = [
        undoubled(NS, "2S", 8),
        undoubled(EW, "3NT", 9),
        undoubled(NS, "4S", 10),
    ];
    let mut pad = RubberPad::from_deals(&deals, RubberOptions::default()).unwrap();
    // Deal 1 was really 2♠ with an overtrick and four honours.
    let fixed = PadDeal::Played(
        DealResult::new(NS, bid("2S"), Doubling::Undoubled, 9)
            .unwrap()
            .with_honours(NS, HonoursKind::FourTrumpHonours)
            .unwrap(),
    );
    pad.correct(1, fixed).unwrap();
    let mut list = deals.to_vec();
    list[0] = fixed;
    let again = RubberPad::from_deals(&list, RubberOptions::default()).unwrap();
    assert_eq!(pad, again);
    assert_eq!(pad.report().points_of(NS, EntryKind::Honours), 100);
    // Deal 2 was really 3NT one down: N-S's 60 + 120 now make game on deal 3,
    // and E-W are no longer vulnerable.
    pad.correct(2, undoubled(EW, "3NT", 8)).unwrap();
    let r = pad.report();
    assert_eq!(r.games.len(), 1);
    assert_eq!(r.games[0].winner, NS);
    assert_eq!(r.games[0].deal, 3);
    assert_eq!(r.points_of(NS, EntryKind::Undertricks), 50);
}

#[test]
fn a_correction_that_would_end_the_rubber_early_is_refused() {
    let deals = [
        undoubled(NS, "4S", 10),
        undoubled(NS, "4S", 9),
        undoubled(EW, "2C", 8),
    ];
    let mut pad = RubberPad::from_deals(&deals, RubberOptions::default()).unwrap();
    let before = pad.clone();
    let err = pad.correct(2, undoubled(NS, "4S", 10)).unwrap_err();
    assert!(
        matches!(err, PadError::Correction { number: 2, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("ended with deal 2"), "{err}");
    assert_eq!(pad, before);
    assert_eq!(
        pad.correct(4, PadDeal::PassedOut),
        Err(PadError::NoSuchDeal {
            number: 4,
            count: 3
        })
    );
    assert_eq!(
        pad.correct(0, PadDeal::PassedOut),
        Err(PadError::NoSuchDeal {
            number: 0,
            count: 3
        })
    );
}

#[test]
fn a_correction_can_complete_a_stopped_rubber() {
    let r = rubber("NS 4S=\nNS 4S-1\nstop\ncorrect 2 NS 4S=\n");
    assert_eq!(r.status, PadStatus::Complete);
    assert_eq!(r.points_of(NS, EntryKind::RubberBonus), 700);
    assert_eq!(r.points_of(NS, EntryKind::UnfinishedGame), 0);
    assert_eq!(r.deals[1].corrected_at_line, Some(4));
    assert_eq!(r.deals[1].line, Some(2));
}

#[test]
fn law78_limits_corrections() {
    let old = undoubled(NS, "4S", 9);
    let tricks = undoubled(NS, "4S", 10);
    let honours = PadDeal::Played(
        DealResult::new(NS, bid("4S"), Doubling::Undoubled, 9)
            .unwrap()
            .with_honours(EW, HonoursKind::FourTrumpHonours)
            .unwrap(),
    );
    let open = CorrectionContext::default();
    assert_eq!(law78_permits(&old, &tricks, open), Ok(()));
    let called = CorrectionContext {
        next_deal_called: true,
        ..open
    };
    // A recording error (honours left out) may still be corrected ...
    assert_eq!(law78_permits(&old, &honours, called), Ok(()));
    // ... but not the agreed number of tricks, unless all four agree.
    assert_eq!(
        law78_permits(&old, &tricks, called),
        Err(Law78Refusal::TricksAfterNextDeal)
    );
    let consent = CorrectionContext {
        all_four_consent: true,
        ..called
    };
    assert_eq!(law78_permits(&old, &tricks, consent), Ok(()));
    // Nothing once the net score is agreed.
    let agreed = CorrectionContext {
        net_score_agreed: true,
        ..open
    };
    assert_eq!(
        law78_permits(&old, &honours, agreed),
        Err(Law78Refusal::NetScoreAgreed)
    );
    let mut pad =
        RubberPad::from_deals(&[old, undoubled(EW, "1C", 7)], RubberOptions::default()).unwrap();
    let before = pad.clone();
    assert!(matches!(
        pad.correct_under_law78(1, tricks, called),
        Err(PadError::Law78 { number: 1, .. })
    ));
    assert_eq!(pad, before);
    pad.correct_under_law78(1, tricks, consent).unwrap();
    assert_eq!(pad.games_won().ns, 1);
}

// ---------------------------------------------------------------------------
// The text format

#[test]
fn the_text_format() {
    let input = parse_pad(
        "# comment\n\
         \n\
         dealer e\n\
         we E-W\n\
         n 4s= HONOURS100:w   # seat letters stand for their side\n\
         N/S 3ntxx-1 hon150\n\
         passed-out\n\
         correct 1: NS 4S+1\n\
         abandon\n",
    )
    .unwrap();
    assert_eq!(input.first_dealer, Some(Seat::East));
    assert_eq!(input.we, Some(EW));
    assert_eq!(input.lines.len(), 5);
    assert_eq!(input.lines[0].line, 5);
    let PadAction::Deal(PadDeal::Played(d)) = input.lines[0].action else {
        panic!()
    };
    assert_eq!(d.declarer, NS);
    assert_eq!(d.bid, Bid::try_new(4, Strain::Spades).unwrap());
    assert_eq!(d.tricks, 10);
    assert_eq!(d.honours.unwrap().holder, EW);
    let PadAction::Deal(PadDeal::Played(d)) = input.lines[1].action else {
        panic!()
    };
    assert_eq!(d.doubling, Doubling::Redoubled);
    assert_eq!(d.honours.unwrap().kind, HonoursKind::FourAces);
    assert_eq!(input.lines[2].action, PadAction::Deal(PadDeal::PassedOut));
    assert!(matches!(
        input.lines[3].action,
        PadAction::Correct { number: 1, .. }
    ));
    assert_eq!(input.lines[4].action, PadAction::Stop);
}

#[test]
fn parse_errors_name_the_line_and_column() {
    let (line, column, problem) = parse_error("NS 2S=\n  XX 4S=\n");
    assert_eq!((line, column), (2, 3));
    assert_eq!(problem, LineProblem::Side("XX".into()));
    let (line, column, problem) = parse_error("NS 4Q=\n");
    assert_eq!((line, column), (1, 4));
    assert!(matches!(problem, LineProblem::Contract(_)));
    let (_, column, problem) = parse_error("NS 4S\n");
    assert_eq!(column, 4);
    assert!(problem.to_string().contains("no result"), "{problem}");
    let (_, column, problem) = parse_error("NS 4S+4\n");
    assert_eq!(column, 4);
    assert!(problem.to_string().contains("impossible"), "{problem}");
    let (_, column, problem) = parse_error("EW\n");
    assert_eq!((column, problem), (3, LineProblem::MissingContract));
    let (_, column, problem) = parse_error("NS 4S= honours90\n");
    assert_eq!(column, 8);
    assert_eq!(problem, LineProblem::Unknown("honours90".into()));
    let (_, column, problem) = parse_error("NS 4S= honours100:XY\n");
    assert_eq!(column, 8);
    assert_eq!(problem, LineProblem::HonoursHolder("honours100:XY".into()));
    let (_, column, problem) = parse_error("NS 4S= honours100 honours150\n");
    assert_eq!(
        (column, problem),
        (19, LineProblem::Repeated(Repeated::Honours))
    );
    let (_, column, problem) = parse_error("NS 4S= transferred2\n");
    assert_eq!(column, 8);
    assert_eq!(problem, LineProblem::Transferred("transferred2".into()));
    // 7NT made with a trick transferred away would need 14 tricks in play.
    let (_, column, problem) = parse_error("NS 7NT= transferred-1\n");
    assert_eq!(column, 9);
    assert!(matches!(
        problem,
        LineProblem::Deal(DealError::Transferred { in_play: 14, .. })
    ));
    let (_, _, problem) = parse_error("NS 1C-7 transferred+1\n");
    assert!(matches!(
        problem,
        LineProblem::Deal(DealError::Transferred { in_play: -1, .. })
    ));
    let (line, column, problem) = parse_error("NS 1C=\nwe EW\n");
    assert_eq!((line, column), (2, 1));
    assert_eq!(problem, LineProblem::TooLate("we".into()));
    let (_, column, problem) = parse_error("dealer Q\n");
    assert_eq!((column, problem), (8, LineProblem::Seat("Q".into())));
    let (_, column, problem) = parse_error("dealer\n");
    assert_eq!(column, 7);
    assert!(matches!(problem, LineProblem::Argument { .. }));
    let (_, column, problem) = parse_error("correct x NS 1C=\n");
    assert_eq!((column, problem), (9, LineProblem::DealNumber("x".into())));
    let (_, column, problem) = parse_error("correct 0 NS 1C=\n");
    assert_eq!((column, problem), (9, LineProblem::DealNumber("0".into())));
    let (_, _, problem) = parse_error("correct 1\n");
    assert!(matches!(problem, LineProblem::Argument { .. }));
    let (_, column, problem) = parse_error("pass now\n");
    assert_eq!((column, problem), (6, LineProblem::Trailing("now".into())));
    let (_, column, problem) = parse_error("stop 2\n");
    assert_eq!((column, problem), (6, LineProblem::Trailing("2".into())));
    let (_, _, problem) = parse_error("we NS\nwe EW\n");
    assert_eq!(problem, LineProblem::RepeatedSetting("we".into()));
    // Columns count characters, not bytes.
    let (_, column, _) = parse_error("NS 4S= ♠ \n");
    assert_eq!(column, 8);
    // The message names line and column.
    let err =
        rubber_report("NS 2S=\nNS 2Z=\n", PadKind::Rubber, &PadOptions::default()).unwrap_err();
    assert!(err.to_string().starts_with("line 2, column 4: "), "{err}");
    // A correction of a deal that does not exist names its line.
    match rubber_report(
        "NS 2S=\ncorrect 5 NS 2S+1\n",
        PadKind::Rubber,
        &PadOptions::default(),
    ) {
        Err(RubberError::Pad { line: 2, source }) => assert_eq!(
            source,
            PadError::NoSuchDeal {
                number: 5,
                count: 1
            }
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_empty_pad_is_a_rubber_not_yet_started() {
    let r = rubber("# nothing yet\n");
    assert_eq!(r.status, PadStatus::InProgress);
    assert_eq!(r.total, SidePair { ns: 0, ew: 0 });
    assert_eq!(r.winner, None);
    assert!(render_text(&r).contains("The totals are equal."));
}

// ---------------------------------------------------------------------------
// The pad as drawn, and the example files

#[test]
fn the_sheet_is_drawn_as_players_draw_it() {
    let r = rubber("NS 2S+1\nEW 3NT=\nNS 4HX-1\nNS 4S= honours100\nEW 6D=\n");
    // Above the line, each column in the order written.
    assert_eq!(r.above_line(NS), vec![30, 100]);
    assert_eq!(r.above_line(EW), vec![100, 750, 500]);
    assert_eq!(r.sheet.totals.we, 310);
    assert_eq!(r.sheet.totals.they, 1570);
    let text = render_text(&r);
    let expected_sheet = "      WE |     THEY
---------+---------
         |      500
     100 |      750
      30 |      100
=========+=========
      60 |
         |      100
---------+---------  game 1: THEY (E-W)
     120 |
---------+---------  game 2: WE (N-S)
         |      120
---------+---------  game 3: THEY (E-W)
=========+=========
     310 |     1570  total
";
    assert!(text.contains(expected_sheet), "{text}");
    // From E-W's seat the columns swap.
    let r = rubber("we EW\nNS 2S+1\n");
    assert_eq!(r.sheet.above.they[0].points, 30);
    assert!(r.sheet.above.we.is_empty());
    assert_eq!(r.sheet.below[0].rows[0].they, Some(60));
}

#[test]
fn example_files_render_as_expected() {
    let r = rubber_report(RUBBER_TXT, PadKind::Rubber, &PadOptions::default()).unwrap();
    assert_eq!(render_text(&r), RUBBER_EXPECTED);
    assert_eq!(r.total, SidePair { ns: 710, ew: 1210 });
    let r = rubber_report(CHICAGO_TXT, PadKind::Chicago, &PadOptions::default()).unwrap();
    assert_eq!(render_text(&r), CHICAGO_EXPECTED);
    assert_eq!(r.total, SidePair { ns: 570, ew: 760 });
    // JSON for every report.
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["kind"], "chicago");
    assert_eq!(json["total"]["ew"], 760);
    assert_eq!(json["sheet"]["totals"]["we"], 760);
    assert_eq!(json["deals"][1]["deal"], "passed_out");
    assert_eq!(json["entries"][0]["kind"], "trick_points");
}

#[test]
fn pad_methods_agree_with_the_report() {
    let mut pad = RubberPad::new(RubberOptions::default())
        .with_we(EW)
        .with_first_dealer(Seat::South);
    pad.push(undoubled(NS, "2S", 8)).unwrap();
    pad.push(PadDeal::PassedOut).unwrap();
    let r = pad.report();
    assert_eq!(r.we, EW);
    assert_eq!(r.deals[1].dealer, Some(Seat::West));
    assert_eq!(render_text(&pad.report()), render_text(&r));
    assert_eq!(pad.entries(), r.entries);
    pad.stop().unwrap();
    pad.stop().unwrap();
    assert!(pad.is_stopped());
    assert_eq!(pad.entries().len(), 2);
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
        prop::option::of((prop::bool::ANY, 0usize..2)),
        -2i8..=2,
    )
        .prop_map(|(ns, level, strain, dbl, tricks, honours, transferred)| {
            let declarer = if ns { NS } else { EW };
            let strain = Strain::ALL[strain];
            let bid = Bid::try_new(level, strain).unwrap();
            let doubling = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][dbl];
            let mut d = DealResult::new(declarer, bid, doubling, tricks).unwrap();
            if let Some((own, k)) = honours {
                let holder = if own { declarer } else { declarer.opponents() };
                let kind = if strain == Strain::NoTrump {
                    HonoursKind::FourAces
                } else {
                    [HonoursKind::FourTrumpHonours, HonoursKind::FiveTrumpHonours][k]
                };
                d = d.with_honours(holder, kind).unwrap();
            }
            if let Ok(t) = d.with_transferred(transferred) {
                d = t;
            }
            PadDeal::Played(d)
        });
    prop_oneof![1 => Just(PadDeal::PassedOut), 9 => played]
}

/// Pushes deals until the rubber is complete.
fn rubber_of(deals: &[PadDeal]) -> RubberPad {
    let mut pad = RubberPad::default();
    for d in deals {
        if pad.is_complete() {
            break;
        }
        pad.push(*d).unwrap();
    }
    pad
}

fn check_totals(r: &PadReport) {
    for side in Side::ALL {
        let sum: i32 = r
            .entries
            .iter()
            .filter(|e| e.side == side)
            .map(|e| e.points)
            .sum();
        assert_eq!(r.total.get(side), sum);
        assert_eq!(r.above.get(side) + r.below.get(side), sum);
        assert!(r.entries.iter().all(|e| e.points > 0));
    }
    let below_we: i32 = r.below_line(r.we).iter().sum();
    assert_eq!(below_we, r.below.get(r.we));
    assert_eq!(r.sheet.totals.we, r.total.get(r.we));
    assert_eq!(r.sheet.totals.they, r.total.get(r.we.opponents()));
    assert_eq!(r.margin, (r.total.ns - r.total.ew).abs());
}

proptest! {
    #[test]
    fn totals_equal_the_sum_of_all_entries(deals in prop::collection::vec(arb_deal(), 0..25), stop in prop::bool::ANY) {
        let mut pad = rubber_of(&deals);
        if stop && !pad.is_complete() {
            pad.stop().unwrap();
        }
        check_totals(&pad.report());
    }

    #[test]
    fn the_side_with_more_games_wins_the_rubber(deals in prop::collection::vec(arb_deal(), 0..40)) {
        let pad = rubber_of(&deals);
        let r = pad.report();
        prop_assert!(r.games_won.ns <= 2 && r.games_won.ew <= 2);
        prop_assert_eq!(r.games.len(), usize::from(r.games_won.ns + r.games_won.ew));
        if pad.is_complete() {
            let (w, l) = if r.games_won.ns > r.games_won.ew { (NS, EW) } else { (EW, NS) };
            prop_assert_eq!(r.games_won.get(w), 2);
            prop_assert!(r.games_won.get(l) < 2);
            prop_assert_eq!(r.rubber_won_by, Some(w));
            prop_assert_eq!(r.games.last().map(|g| g.winner), Some(w));
            let bonus = if r.games_won.get(l) == 0 { 700 } else { 500 };
            prop_assert_eq!(r.points_of(w, EntryKind::RubberBonus), bonus);
            prop_assert_eq!(r.points_of(l, EntryKind::RubberBonus), 0);
            prop_assert!(r.deals.last().unwrap().last);
        } else {
            prop_assert_eq!(r.rubber_won_by, None);
            prop_assert_eq!(r.points_of(NS, EntryKind::RubberBonus) + r.points_of(EW, EntryKind::RubberBonus), 0);
        }
    }

    #[test]
    fn rescoring_from_the_deal_list_is_deterministic(deals in prop::collection::vec(arb_deal(), 1..25), pick in any::<prop::sample::Index>(), other in arb_deal()) {
        let pad = rubber_of(&deals);
        let list = pad.deals().to_vec();
        let again = RubberPad::from_deals(&list, RubberOptions::default()).unwrap();
        prop_assert_eq!(&pad, &again);
        prop_assert_eq!(pad.report(), again.report());
        // Correcting a deal to itself changes nothing.
        let i = pick.index(list.len());
        let mut same = pad.clone();
        same.correct(i + 1, list[i]).unwrap();
        prop_assert_eq!(&same, &pad);
        // A correction gives the pad of the corrected list, or fails and
        // changes nothing.
        let mut corrected = pad.clone();
        let mut changed = list.clone();
        changed[i] = other;
        match corrected.correct(i + 1, other) {
            Ok(()) => {
                let rebuilt = RubberPad::from_deals(&changed, RubberOptions::default()).unwrap();
                prop_assert_eq!(corrected.report(), rebuilt.report());
            }
            Err(_) => {
                prop_assert_eq!(&corrected, &pad);
                prop_assert!(RubberPad::from_deals(&changed, RubberOptions::default()).is_err());
            }
        }
    }

    #[test]
    fn deal_text_reads_back(d in arb_deal()) {
        let text = d.to_string();
        let input = parse_pad(&text).unwrap();
        prop_assert_eq!(input.lines.len(), 1);
        prop_assert_eq!(input.lines[0].action, PadAction::Deal(d));
    }

    #[test]
    fn any_text_gives_a_report_or_an_error(text in "\\PC{0,200}") {
        for kind in [PadKind::Rubber, PadKind::Chicago] {
            if let Ok(r) = rubber_report(&text, kind, &PadOptions::default()) {
                check_totals(&r);
                let _ = render_text(&r);
            }
        }
    }

    #[test]
    fn pad_like_text_gives_a_report_or_an_error(lines in prop::collection::vec(
        "(NS|EW|N|xx|pass|stop|correct [0-3]|we EW|dealer S) ?([1-8](C|D|H|S|NT|Q)(X|XX)?(=|\\+[0-9]|-[0-9]{1,2})?)? ?(honours100|honours150(:EW)?|aces|transferred[+-][0-3])?",
        0..12,
    )) {
        let text = lines.join("\n");
        for kind in [PadKind::Rubber, PadKind::Chicago] {
            match rubber_report(&text, kind, &PadOptions::default()) {
                Ok(r) => {
                    check_totals(&r);
                    let _ = render_text(&r);
                }
                Err(e) => prop_assert!(e.to_string().starts_with("line ")),
            }
        }
    }
}

// ---------------------------------------------------------------------------
// A club's custom: the net score in whole hundreds (App. 4 H2, the American
// custom; the Laws themselves score exactly, RB 74)

#[test]
fn rubber_margin_rounded_to_hundreds_only_when_the_custom_is_chosen() {
    // N-S make 4S twice, not vulnerable then vulnerable: 120 + 120 below the
    // line, and 700 for a two-game rubber against a side with no game
    // (RB 74): 940, E-W nothing. Exact by default.
    let r = rubber("NS 4S=\nNS 4S=\n");
    assert_eq!(r.total, SidePair { ns: 940, ew: 0 });
    assert_eq!(r.margin, 940);
    assert_eq!(r.rounded_margin, None);
    let opts = PadOptions {
        rubber: RubberOptions {
            round_to_hundreds: true,
            ..RubberOptions::default()
        },
        ..PadOptions::default()
    };
    let r = rubber_report("NS 4S=\nNS 4S=\n", PadKind::Rubber, &opts).unwrap();
    // 940: the 40 is less than 50, so 900.
    assert_eq!(r.margin, 940);
    assert_eq!(r.rounded_margin, Some(900));
    assert!(render_text(&r).contains("940 points (900 rounded to hundreds"));
    // With an E-W part score of 2S (60): 940 - 60 = 880, rounded to 900.
    let r = rubber_report("EW 2S=\nNS 4S=\nNS 4S=\n", PadKind::Rubber, &opts).unwrap();
    assert_eq!(r.margin, 880);
    assert_eq!(r.rounded_margin, Some(900));
}
