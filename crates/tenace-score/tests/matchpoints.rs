//! Law 78A matchpoints, weighted frequencies (Commentary on 12C1(c)),
//! factoring, Law 12C2 artificial scores in pairs, Law 87B fouled groups.

use proptest::prelude::*;
use tenace_score::config::{
    BeyondLimit, Factoring, MatchpointScale, MultipleMissed, ScoringOptions,
};
use tenace_score::field::{load_field, Artificial};
use tenace_score::matchpoints::{
    factor, matchpoint_scores, neuberg, rank_with_ties, score_field, Frequencies, ScoreKind,
};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

macro_rules! assert_close {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        assert!(close(a, b), "{} = {a}, expected {b}", stringify!($a));
    }};
}

/// Spec §6.1 worked example: seven N-S scores, top 12.
#[test]
fn law78a_spec_example_seven_scores() {
    let ns = [420, 420, 450, 170, -50, 420, -100];
    assert_eq!(
        matchpoint_scores(&ns),
        vec![8.0, 8.0, 12.0, 4.0, 2.0, 8.0, 0.0]
    );
    let ew: Vec<i32> = ns.iter().map(|s| -s).collect();
    assert_eq!(
        matchpoint_scores(&ew),
        vec![4.0, 4.0, 0.0, 8.0, 10.0, 4.0, 12.0]
    );
    assert_eq!(matchpoint_scores(&ns).iter().sum::<f64>(), 42.0);
}

/// Law 78A: 2 for each score beaten, 1 for each tie, 0 for each better.
#[test]
fn law78a_two_one_zero() {
    assert_eq!(matchpoint_scores(&[100, 100]), vec![1.0, 1.0]);
    assert_eq!(matchpoint_scores(&[100, 50, -50]), vec![4.0, 2.0, 0.0]);
    assert_eq!(matchpoint_scores(&[7]), vec![0.0]);
    assert!(matchpoint_scores(&[]).is_empty());
}

/// Commentary on Law 12C1(c), Example 9: weighted score added to the
/// frequencies; pair A gets 8½, a +400 elsewhere gets 12⅓.
#[test]
fn law12c1c_commentary_example_9_weighted_matchpoints() {
    let field = [(420, 4.0), (400, 2.0), (170, 1.0), (150, 1.0), (-50, 3.0)];
    let a = [
        (400, 1.0 / 3.0),
        (-50, 1.0 / 3.0),
        (420, 1.0 / 6.0),
        (-50, 1.0 / 6.0),
    ];
    let f = Frequencies::new(field.iter().copied().chain(a.iter().copied()));
    let table: Vec<(i32, f64)> = f.table().collect();
    assert_eq!(table.len(), 5);
    assert_close!(table[4].1, 4.0 + 1.0 / 6.0);
    assert_close!(table[3].1, 2.0 + 1.0 / 3.0);
    assert_close!(table[0].1, 3.5);
    assert_close!(f.total(), 12.0);
    assert_close!(f.top(), 22.0);
    assert_close!(f.units(420), 18.0 + 5.0 / 6.0);
    assert_close!(f.units(400), 12.0 + 1.0 / 3.0);
    assert_close!(f.units(170), 9.0);
    assert_close!(f.units(150), 7.0);
    assert_close!(f.units(-50), 2.5);
    assert_close!(f.weighted_units(a), 8.5);
}

/// The same example through the field input (CSV with a weighted list).
#[test]
fn law12c1c_example_9_through_field() {
    let mut csv = String::from("board,ns,ew,contract,declarer,result\n");
    let results = [
        "4S= N", "4S= N", "4S= N", "4S= N", "3NT= N", "3NT= N", "1NT+2 N", "2S= N", "3NT-1 N",
        "3NT-1 N", "3NT-1 N",
    ];
    for (i, r) in results.iter().enumerate() {
        let (c, d) = r.split_once(' ').unwrap();
        let (bid, res) = c.split_at(c.find(['=', '+', '-']).unwrap());
        csv.push_str(&format!("1,N{i},E{i},{bid},{d},{res}\n"));
    }
    csv.push_str("1,A,B,,,1/3 3NT= N; 1/3 3NT-1 N; 1/6 4S= N; 1/6 4S-1 N\n");
    let field = load_field(&csv).unwrap();
    for factoring in [Factoring::Neuberg, Factoring::None] {
        let opts = ScoringOptions {
            factoring,
            ..Default::default()
        };
        let mp = score_field(&field, &opts).unwrap();
        let board = &mp.boards[0];
        assert_close!(board.top, 22.0);
        assert_close!(board.entries[11].ns.units, 8.5);
        assert_eq!(board.entries[11].ns.kind, ScoreKind::Assigned);
        assert_close!(board.entries[0].ns.units, 18.0 + 5.0 / 6.0);
        assert_close!(board.entries[4].ns.units, 12.0 + 1.0 / 3.0);
        assert_close!(board.entries[6].ns.units, 9.0);
        assert_close!(board.entries[7].ns.units, 7.0);
        assert_close!(board.entries[8].ns.units, 2.5);
    }
}

/// Spec §6.1 Neuberg example: 10 of a top of 10 (n = 6) becomes 71/6 of a
/// top of 12 (N = 7); an average of 5 becomes 6.
#[test]
fn neuberg_spec_example() {
    assert_close!(neuberg(10.0, 6.0, 7.0), 71.0 / 6.0);
    assert_close!(neuberg(5.0, 6.0, 7.0), 6.0);
    assert_eq!(factor(Factoring::Neuberg, 10.0, 6.0, 7.0).1, 12.0);
    assert_eq!(
        factor(Factoring::Proportional, 10.0, 6.0, 7.0),
        (12.0, 12.0)
    );
    assert_eq!(factor(Factoring::None, 10.0, 6.0, 7.0), (10.0, 10.0));
    // A lone score is an average.
    assert_close!(neuberg(0.0, 1.0, 7.0), 6.0);
}

fn four_tables_with_artificial() -> &'static str {
    "board,ns,ew,contract,declarer,result\n\
     1,N1,E1,3NT,N,+1\n\
     1,N2,E2,4S,N,=\n\
     1,N3,E3,3NT,N,=\n\
     1,N4,E4,,,A+/A-\n"
}

/// Law 12C2(a): average plus 60 %, average minus 40 %; the table with the
/// artificial score is left out of the others' comparison, which is
/// factored (Neuberg) to the full board.
#[test]
fn law12c2a_artificial_in_pairs() {
    let field = load_field(four_tables_with_artificial()).unwrap();
    let mp = score_field(&field, &ScoringOptions::default()).unwrap();
    let b = &mp.boards[0];
    assert_eq!(mp.expected_scores, 4.0);
    assert_eq!(b.top, 6.0);
    assert_eq!(b.comparable, [3.0, 3.0]);
    let ns: Vec<f64> = b.entries.iter().map(|e| e.ns.units).collect();
    let ew: Vec<f64> = b.entries.iter().map(|e| e.ew.units).collect();
    // Raw 4, 2, 0 of a top of 4 → (u + 1)·4/3 − 1.
    assert_close!(ns[0], 17.0 / 3.0);
    assert_close!(ns[1], 3.0);
    assert_close!(ns[2], 1.0 / 3.0);
    assert_close!(ns[3], 3.6);
    assert_close!(ew[0], 1.0 / 3.0);
    assert_close!(ew[2], 17.0 / 3.0);
    assert_close!(ew[3], 2.4);
    assert_eq!(
        b.entries[3].ns.kind,
        ScoreKind::Artificial {
            given: Artificial::AveragePlus,
            percent: 60.0
        }
    );
    // Percentages configurable (at least 60 / at most 40).
    let mut opts = ScoringOptions::default();
    opts.artificial.average_plus_percent = 65.0;
    opts.artificial.average_minus_percent = 35.0;
    let mp = score_field(&field, &opts).unwrap();
    assert_close!(mp.boards[0].entries[3].ns.units, 3.9);
    assert_close!(mp.boards[0].entries[3].ew.units, 2.1);
    opts.artificial.average_plus_percent = 55.0;
    assert!(score_field(&field, &opts).is_err());
}

/// Commentary on Law 12A2, Example 5: average minus to both sides.
#[test]
fn law12a2_commentary_example_5_average_minus_to_both() {
    let text =
        "board,ns,ew,contract,declarer,result\n1,N1,E1,,,A-/A-\n1,N2,E2,1NT,S,=\n1,N3,E3,2H,E,=\n";
    let mp = score_field(&load_field(text).unwrap(), &ScoringOptions::default()).unwrap();
    let e = mp.boards[0].entries[0];
    assert_close!(e.ns.percent(), 40.0);
    assert_close!(e.ew.percent(), 40.0);
}

/// Non-balancing percentages as entered ("60%-40%" style) are kept as given.
#[test]
fn law12c2_explicit_percentages() {
    let text = "board,ns,ew,contract,declarer,result\n1,N1,E1,,,60%-60%\n1,N2,E2,1NT,S,=\n1,N3,E3,2H,E,=\n";
    let mp = score_field(&load_field(text).unwrap(), &ScoringOptions::default()).unwrap();
    let e = mp.boards[0].entries[0];
    assert_close!(e.ns.units, 2.4);
    assert_close!(e.ew.units, 2.4);
}

/// Spec §7.4 example for Law 12C2(c): 190 of 276 on the other boards
/// (68.84 %) gives 8.26 of 12 instead of 7.2; 55 % gives the normal 60 %;
/// an offending pair at 35 % gets 4.2 instead of 4.8.
#[test]
fn law12c2c_spec_example_session_percentage() {
    use tenace_score::adjusted::session_rule_percent;
    let other = 100.0 * 190.0 / 276.0;
    let units = session_rule_percent(Artificial::AveragePlus, 60.0, Some(other)) / 100.0 * 12.0;
    assert_eq!((units * 100.0).round() / 100.0, 8.26);
    assert_close!(
        session_rule_percent(Artificial::AveragePlus, 60.0, Some(55.0)) / 100.0 * 12.0,
        7.2
    );
    assert_close!(
        session_rule_percent(Artificial::AverageMinus, 40.0, Some(35.0)) / 100.0 * 12.0,
        4.2
    );
    assert_close!(
        session_rule_percent(Artificial::AverageMinus, 40.0, Some(45.0)) / 100.0 * 12.0,
        4.8
    );
    assert_close!(
        session_rule_percent(Artificial::Average, 50.0, Some(90.0)),
        50.0
    );
}

fn session_field(board3: &str) -> String {
    let mut s = String::from("board,ns,ew,contract,declarer,result\n");
    for b in 1..=2 {
        // N1 best and E1 worst on boards 1 and 2.
        s.push_str(&format!(
            "{b},N1,E1,3NT,N,+2\n{b},N2,E2,3NT,N,+1\n{b},N3,E3,3NT,N,=\n{b},N4,E4,3NT,N,-1\n"
        ));
    }
    s.push_str(&format!(
        "3,N1,E1,,,{board3}\n3,N2,E2,3NT,N,+1\n3,N3,E3,3NT,N,=\n3,N4,E4,3NT,N,-1\n"
    ));
    s
}

/// Law 12C2(c) through the field: the non-offending N1 (100 % elsewhere)
/// keeps 100 %; the offending E1 (0 % elsewhere) gets 0 %.
#[test]
fn law12c2c_session_rule_in_field() {
    let field = load_field(&session_field("A+/A-")).unwrap();
    let mp = score_field(&field, &ScoringOptions::default()).unwrap();
    let e = mp.boards[2].entries[0];
    assert_close!(e.ns.units, 6.0);
    assert_close!(e.ew.units, 0.0);
    let n1 = &mp.pairs[field.pairs.iter().position(|p| p == "N1").unwrap()];
    assert_close!(n1.percent, 100.0);
    let mut opts = ScoringOptions::default();
    opts.artificial.session_rule = false;
    let mp = score_field(&field, &opts).unwrap();
    assert_close!(mp.boards[2].entries[0].ns.units, 3.6);
    assert_close!(mp.boards[2].entries[0].ew.units, 2.4);
    // Plain average is not changed by the rule.
    let field = load_field(&session_field("A")).unwrap();
    let mp = score_field(&field, &ScoringOptions::default()).unwrap();
    assert_close!(mp.boards[2].entries[0].ns.units, 3.0);
}

/// Law 12C2(d) with the Commentary's suggested regulation: at most two
/// average-plus boards per session; later ones average (or not scored).
#[test]
fn law12c2d_multiple_missed_boards() {
    let mut s = String::from("board,ns,ew,contract,declarer,result\n");
    for b in 1..=4 {
        s.push_str(&format!(
            "{b},N1,E1,,,A+/A+\n{b},N2,E2,3NT,N,=\n{b},N3,E3,3NT,N,-1\n"
        ));
    }
    let field = load_field(&s).unwrap();
    let mut opts = ScoringOptions::default();
    let base = score_field(&field, &opts).unwrap();
    for b in &base.boards {
        assert_close!(b.entries[0].ns.percent(), 60.0);
    }
    opts.artificial.multiple_missed = Some(MultipleMissed::default());
    let mp = score_field(&field, &opts).unwrap();
    let pct: Vec<f64> = mp
        .boards
        .iter()
        .map(|b| b.entries[0].ns.percent())
        .collect();
    assert_eq!(pct, vec![60.0, 60.0, 50.0, 50.0]);
    opts.artificial.multiple_missed = Some(MultipleMissed {
        average_plus_limit: 2,
        beyond_limit: BeyondLimit::NotScored,
    });
    let mp = score_field(&field, &opts).unwrap();
    assert_eq!(mp.boards[3].entries[0].ns.kind, ScoreKind::NotScored);
    let n1 = &mp.pairs[0];
    assert_eq!(n1.boards, 2);
    assert_close!(n1.percent, 60.0);
}

/// Law 87B: a fouled board's scores are split into groups by form, each
/// group matchpointed on its own and factored to the whole board.
#[test]
fn law87b_fouled_board_groups() {
    let text = "board,ns,ew,contract,declarer,result,group\n\
                5,N1,E1,4H,S,=,A\n5,N2,E2,4H,S,-1,A\n5,N3,E3,3H,S,=,A\n\
                5,N4,E4,3NT,N,=,B\n5,N5,E5,3NT,N,-2,B\n";
    let field = load_field(text).unwrap();
    assert_eq!(field.boards.len(), 2);
    let mp = score_field(&field, &ScoringOptions::default()).unwrap();
    assert_eq!(mp.expected_scores, 5.0);
    // Board 5 is N-S vulnerable: 4H= +620, 3H= +140, 4H-1 -100.
    let a: Vec<f64> = mp.boards[0].entries.iter().map(|e| e.ns.units).collect();
    assert_close!(a[0], 5.0 * 5.0 / 3.0 - 1.0);
    assert_close!(a[1], 5.0 / 3.0 - 1.0);
    assert_close!(a[2], 3.0 * 5.0 / 3.0 - 1.0);
    let b: Vec<f64> = mp.boards[1].entries.iter().map(|e| e.ns.units).collect();
    assert_eq!(b, vec![6.5, 1.5]);
    assert_eq!(mp.boards[0].top, 8.0);
    assert_eq!(mp.boards[1].top, 8.0);
}

/// Law 12C1(e) at matchpoints, Commentary Example 13 (N/Both, E-W
/// non-offending; Rn 5♣+1, Re 6♣−1, Ra 6♣=). The offenders get Rn; the
/// non-offenders get MP(Ra) + max(0, MP(Rn) − MP(Re)); here the infraction
/// helped E-W (Re is better for them than Rn), so they keep MP(Ra). The
/// Commentary's literal formula would go below zero.
#[test]
fn law12c1e_commentary_example_13_matchpoints() {
    let text = "board,ns,ew,contract,declarer,result\n\
        13,N1,E1,5C,N,+1\n13,N2,E2,5C,N,+1\n13,N3,E3,6C,N,=\n13,N4,E4,6C,N,-1\n13,N5,E5,3NT,N,=\n\
        13,N6,E6,,,NS: 5C+1 N | EW: split rn 5C+1 N; re 6C-1 N; ra 6C= N\n";
    let field = load_field(text).unwrap();
    let mp = score_field(
        &field,
        &ScoringOptions {
            factoring: Factoring::None,
            ..Default::default()
        },
    )
    .unwrap();
    let e = mp.boards[0].entries[5];
    assert_eq!(mp.boards[0].top, 10.0);
    assert_close!(e.ns.units, 6.0); // +620 among -100, 600, 620 ×3, 1370
    assert_eq!(e.ew.kind, ScoreKind::Split);
    assert_close!(e.ew.units, 1.0); // MP(Ra): 6C= beats nobody, ties one
    use tenace_score::adjusted::{split_score, split_score_unfloored, SplitInputs};
    let inputs = SplitInputs {
        rn: 4.0,
        re: 9.0,
        ra: 1.0,
    };
    assert_eq!(split_score_unfloored(inputs), -4.0);
    assert_eq!(split_score(inputs, 6.0).non_offending, 1.0);
    // When the infraction did damage (Re worse than Rn) the damage is
    // restored: Ra 1 + (Rn 4 − Re 2) = 3, the same as the literal formula.
    let inputs = SplitInputs {
        rn: 4.0,
        re: 2.0,
        ra: 1.0,
    };
    assert_eq!(split_score(inputs, 6.0).non_offending, 3.0);
    assert_eq!(split_score_unfloored(inputs), 3.0);
}

/// The option `split_unfloored`: Commentary Example 13's formula as written,
/// MP(Rn) − (MP(Re) − MP(Ra)), for an organiser who wants it. Worked by
/// hand on the field above (top 10, no factoring; Rn, Re, Ra each valued
/// as if it replaced this table's Rn, i.e. against the other five results
/// -100 (4 6C-1), +600 (3NT=), +620 ×2 (5C+1), +1370 (6C=) from N-S's view):
/// E-W's Rn (N-S +620) beats 1370 and ties 620 twice: 2 + 1 + 1 = 4;
/// E-W's Re (N-S -100) beats all but ties the other -100: 8 + 1 = 9;
/// E-W's Ra (N-S +1370) ties the other +1370: 1.
/// Literal: 4 − (9 − 1) = −4, which the scale cannot go below: 0.
/// Where Re is no better for E-W than Ra, the two formulas agree.
#[test]
fn law12c1e_commentary_example_13_unfloored_option() {
    let text = "board,ns,ew,contract,declarer,result\n\
        13,N1,E1,5C,N,+1\n13,N2,E2,5C,N,+1\n13,N3,E3,6C,N,=\n13,N4,E4,6C,N,-1\n13,N5,E5,3NT,N,=\n\
        13,N6,E6,,,NS: 5C+1 N | EW: split rn 5C+1 N; re 6C-1 N; ra 6C= N\n";
    let field = load_field(text).unwrap();
    let opts = ScoringOptions {
        factoring: Factoring::None,
        split_unfloored: true,
        ..Default::default()
    };
    let mp = score_field(&field, &opts).unwrap();
    let e = mp.boards[0].entries[5];
    assert_eq!(e.ew.kind, ScoreKind::Split);
    assert_close!(e.ew.units, 0.0);
    assert_close!(e.ns.units, 6.0);
    // With Re 6C= (the actual result, N-S +1370, E-W MP 1): floored
    // 1 + (4 − 1) = 4 and literal 4 − (1 − 1) = 4 agree.
    let text_same = "board,ns,ew,contract,declarer,result\n\
        13,N1,E1,5C,N,+1\n13,N2,E2,5C,N,+1\n13,N3,E3,6C,N,=\n13,N4,E4,6C,N,-1\n13,N5,E5,3NT,N,=\n\
        13,N6,E6,,,NS: 5C+1 N | EW: split rn 5C+1 N; re 6C= N; ra 6C= N\n";
    let field = load_field(text_same).unwrap();
    for unfloored in [false, true] {
        let opts = ScoringOptions {
            factoring: Factoring::None,
            split_unfloored: unfloored,
            ..Default::default()
        };
        let mp = score_field(&field, &opts).unwrap();
        assert_close!(mp.boards[0].entries[5].ew.units, 4.0);
    }
}

/// Half-point scale (1 / ½ / 0) and percentages.
#[test]
fn law78a_half_scale_and_percent() {
    let field = load_field(four_tables_with_artificial()).unwrap();
    let opts = ScoringOptions {
        matchpoint_scale: MatchpointScale::OneHalfZero,
        ..Default::default()
    };
    let r = tenace_score::report::matchpoint_report(&field, &opts).unwrap();
    assert_eq!(r.boards[0].top, Some(3.0));
    assert_eq!(r.boards[0].rows[3].ns_value, 1.8);
    assert_eq!(r.boards[0].rows[3].ns_percent, Some(60.0));
}

#[test]
fn ranking_with_ties() {
    let (order, ranks) = rank_with_ties(&[50.0, 62.5, 50.0, 40.0, 62.5]);
    assert_eq!(order, vec![1, 4, 0, 2, 3]);
    let shown: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
    assert_eq!(shown, vec!["3=", "1=", "3=", "5", "1="]);
}

/// Law 90: a procedural penalty is deducted from the total, not the board.
#[test]
fn law90_penalty_in_matchpoints() {
    let text = "board,ns,ew,contract,declarer,result,note\n\
                1,N1,E1,3NT,N,=,\n1,N2,E2,3NT,N,-1,\n,N1,,PP,,-25%,90B2 slow play\n";
    let field = load_field(text).unwrap();
    let mp = score_field(&field, &ScoringOptions::default()).unwrap();
    assert_eq!(mp.boards[0].entries[0].ns.units, 2.0);
    let n1 = &mp.pairs[0];
    assert_eq!((n1.units, n1.penalty_units, n1.top), (2.0, 0.5, 2.0));
    assert_close!(n1.percent, 75.0);
}

fn board_scores() -> impl Strategy<Value = Vec<i32>> {
    prop::collection::vec((-200i32..=200).prop_map(|s| s * 10), 1..40)
}

proptest! {
    /// Σ units over one direction = n(n − 1) on the 2/1/0 scale.
    #[test]
    fn sum_is_n_n_minus_1(scores in board_scores()) {
        let n = scores.len() as f64;
        let total: f64 = matchpoint_scores(&scores).iter().sum();
        prop_assert!((total - n * (n - 1.0)).abs() < 1e-9);
    }

    /// Table results are zero-sum per table: N-S + E-W = top.
    #[test]
    fn ns_plus_ew_is_top(scores in board_scores()) {
        let ns = matchpoint_scores(&scores);
        let ew = matchpoint_scores(&scores.iter().map(|s| -s).collect::<Vec<_>>());
        let top = 2.0 * (scores.len() as f64 - 1.0);
        for (a, b) in ns.iter().zip(&ew) {
            prop_assert!((a + b - top).abs() < 1e-9);
        }
    }

    /// Neuberg leaves complete boards unchanged.
    #[test]
    fn neuberg_identity_on_complete_boards(scores in board_scores()) {
        let n = scores.len() as f64;
        for u in matchpoint_scores(&scores) {
            prop_assert!((neuberg(u, n, n) - u).abs() < 1e-9);
        }
    }

    /// Factoring keeps the board average at half the top.
    #[test]
    fn neuberg_keeps_average(scores in board_scores(), extra in 0u32..10) {
        let n = scores.len() as f64;
        let big = n + f64::from(extra);
        let sum: f64 = matchpoint_scores(&scores).iter().map(|&u| neuberg(u, n, big)).sum();
        prop_assert!((sum / n - (big - 1.0)).abs() < 1e-9);
    }
}
