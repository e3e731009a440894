//! Pairs scored at IMPs: Butler and cross-IMPs (Law 78B scale, Law 78D
//! methods), with adjusted scores (Law 12) and total points (Law 78C).

use proptest::prelude::*;
use tenace_score::config::{ButlerOptions, CrossImpScale, ScoringOptions, Trim};
use tenace_score::field::load_field;
use tenace_score::imps_field::{butler_datum, score_field_imps, ImpKind, ImpMethod};
use tenace_score::total_points::score_field_total_points;
use tenace_score::ScoringError;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn csv_of(board: u32, ns_scores: &[i32]) -> String {
    let mut s = String::from("board,ns,ew,score\n");
    for (i, v) in ns_scores.iter().enumerate() {
        s.push_str(&format!("{board},N{i},E{i},{v}\n"));
    }
    s
}

/// Butler: drop one score at each end (default), average, round to 10.
#[test]
fn butler_datum_and_imps() {
    let scores = [420, 420, 450, 170, -50, 420, -100];
    let w: Vec<(i32, f64)> = scores.iter().map(|&s| (s, 1.0)).collect();
    // Without -100 and +450: (420·3 + 170 − 50) / 5 = 276 → 280.
    assert_eq!(butler_datum(&w, &ButlerOptions::default()), Some(280.0));
    let exact = ButlerOptions {
        datum_rounding: 0,
        ..Default::default()
    };
    assert_eq!(butler_datum(&w, &exact), Some(276.0));
    let none = ButlerOptions {
        trim: Trim::None,
        datum_rounding: 0,
        ..Default::default()
    };
    assert!(close(butler_datum(&w, &none).unwrap(), 1730.0 / 7.0));
    // Fewer than 5 scores: no trimming.
    assert_eq!(butler_datum(&w[..4], &exact), Some(365.0));
    let field = load_field(&csv_of(1, &scores)).unwrap();
    let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Butler).unwrap();
    let b = &r.boards[0];
    assert_eq!(b.datum, Some([280.0, -280.0]));
    let ns: Vec<f64> = b.entries.iter().map(|e| e.ns.imps).collect();
    assert_eq!(ns, vec![4.0, 4.0, 5.0, -3.0, -8.0, 4.0, -9.0]);
    for e in &b.entries {
        assert_eq!(e.ns.imps, -e.ew.imps);
    }
}

/// Cross-IMPs: each score against every other, per comparison by default.
#[test]
fn cross_imps() {
    let field = load_field(&csv_of(1, &[420, 170, -50])).unwrap();
    let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Cross).unwrap();
    let ns: Vec<f64> = r.boards[0].entries.iter().map(|e| e.ns.imps).collect();
    // 420: +6 +10; 170: −6 +6; −50: −10 −6; halved.
    assert_eq!(ns, vec![8.0, 0.0, -8.0]);
    let opts = ScoringOptions {
        cross_imps: CrossImpScale::Total,
        ..Default::default()
    };
    let r = score_field_imps(&field, &opts, ImpMethod::Cross).unwrap();
    let ns: Vec<f64> = r.boards[0].entries.iter().map(|e| e.ns.imps).collect();
    assert_eq!(ns, vec![16.0, 0.0, -16.0]);
}

/// Weighted scores at IMPs: each component converted, then weighted
/// (Commentary on 12C1(c), Example 8 method).
#[test]
fn weighted_score_in_butler() {
    let text = "board,ns,ew,contract,declarer,result\n\
                1,N1,E1,4S,N,=\n1,N2,E2,4S,N,-1\n1,N3,E3,3S,N,=\n1,N4,E4,,,2/3 4S= N; 1/3 4S-1 N\n";
    let field = load_field(text).unwrap();
    let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Butler).unwrap();
    // Board 1, none vul: 420, -50, 140 and the weighted 2/3·420 + 1/3·(−50).
    // Datum (4 scores, no trim): (420 − 50 + 140 + 2/3·420 − 1/3·50) / 4
    // = 193⅓ → 190.
    let b = &r.boards[0];
    assert_eq!(b.datum, Some([190.0, -190.0]));
    let w = b.entries[3].ns;
    assert_eq!(w.kind, ImpKind::Assigned);
    // 2/3 · imps(230) + 1/3 · imps(−240) = 2/3·6 − 1/3·6 = 2.
    assert!(close(w.imps, 2.0));
}

/// Law 12C2(b) at IMPs and the 12C2(c) IMP equivalent: a non-offending
/// pair averaging more than +3 a board elsewhere keeps its own average.
#[test]
fn law12c2_artificial_at_imps_and_session_rule() {
    let mut s = String::from("board,ns,ew,score\n");
    for b in 1..=2 {
        s.push_str(&format!(
            "{b},N1,E1,620\n{b},N2,E2,170\n{b},N3,E3,140\n{b},N4,E4,-100\n{b},N5,E5,140\n"
        ));
    }
    s.push_str("3,N1,E1,\n");
    // Row for board 3 uses `result` for the adjusted score.
    let s = s
        .replace("board,ns,ew,score", "board,ns,ew,score,result")
        .replace("3,N1,E1,\n", "3,N1,E1,,A+/A-\n3,N2,E2,170,\n3,N3,E3,140,\n");
    let field = load_field(&s).unwrap();
    let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Butler).unwrap();
    // Boards 1 and 2: datum = mean(170, 140, 140) = 150 → 150; 620 − 150 = 470 → +10.
    assert_eq!(r.boards[0].entries[0].ns.imps, 10.0);
    let a = r.boards[2].entries[0];
    assert_eq!(a.ns.imps, 10.0); // own average, better than +3
    assert_eq!(
        a.ns.kind,
        ImpKind::Artificial {
            given: tenace_score::field::Artificial::AveragePlus
        }
    );
    assert_eq!(a.ew.imps, -10.0); // offender's own average, worse than −3
    let mut opts = ScoringOptions::default();
    opts.artificial.session_rule = false;
    let r = score_field_imps(&field, &opts, ImpMethod::Butler).unwrap();
    assert_eq!(
        (
            r.boards[2].entries[0].ns.imps,
            r.boards[2].entries[0].ew.imps
        ),
        (3.0, -3.0)
    );
    // A percentage cannot be used at IMPs.
    let bad = load_field("board,ns,ew,result\n1,A,B,60%/40%\n1,C,D,A/A\n").unwrap();
    assert!(matches!(
        score_field_imps(&bad, &ScoringOptions::default(), ImpMethod::Butler),
        Err(ScoringError::PercentInImps { row: 1, board: 1 })
    ));
}

/// Law 12C1(e) at IMPs in a pairs field: the non-offenders get
/// IMPs(Ra) + max(0, IMPs(Rn) − IMPs(Re)).
#[test]
fn law12c1e_split_in_butler() {
    let text = "board,ns,ew,contract,declarer,result\n\
                1,N1,E1,4H,S,=\n1,N2,E2,4H,S,=\n1,N3,E3,4H,S,-1\n\
                1,N4,E4,,,NS: split rn 4H= S; re 4H-1 S; ra 5HX-2 S | EW: 4H= S\n";
    let field = load_field(text).unwrap();
    let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Butler).unwrap();
    // None vul: 420, 420, −50 and Rn 420: datum (4 scores, no trim) =
    // (420·3 − 50)/4 = 302.5 → 300. Rn: +120 → 3; Re: −350 → −8;
    // Ra: 5HX−2 NV = −300, −600 → −12. N-S: −12 + max(0, 3 + 8) = −1.
    let e = r.boards[0].entries[3];
    assert_eq!(r.boards[0].datum.unwrap()[0], 300.0);
    assert_eq!(e.ns.kind, ImpKind::Split);
    assert_eq!(e.ns.imps, -1.0);
    assert_eq!(e.ew.imps, -3.0);
}

/// Law 78C: total points; weighted scores keep their exact average.
#[test]
fn law78c_total_points() {
    let text = "board,ns,ew,contract,declarer,result\n\
                1,N1,E1,4S,N,=\n2,N1,E1,3NT,E,+1\n3,N1,E1,,,1/2 4H= S; 1/2 4H-1 S\n";
    let field = load_field(text).unwrap();
    let t = score_field_total_points(&field).unwrap();
    // Board 1 none: +420; board 2 NS vul, E declares NV: −430; board 3
    // E-W vul, N-S not: ½·420 + ½·(−50) = 185.
    assert!(close(t[0].points, 420.0 - 430.0 + 185.0));
    assert!(close(t[1].points, -175.0));
    assert_eq!(t[0].boards, 3);
    let bad = load_field("board,ns,ew,result\n1,A,B,A+/A-\n").unwrap();
    assert!(matches!(
        score_field_total_points(&bad),
        Err(ScoringError::ArtificialInTotalPoints { .. })
    ));
}

fn board_scores() -> impl Strategy<Value = Vec<i32>> {
    prop::collection::vec((-300i32..=300).prop_map(|s| s * 10), 2..30)
}

proptest! {
    /// Cross-IMPs are antisymmetric: each pair of scores gives x and −x, so
    /// a board's cross-IMPs sum to zero, and E-W mirror N-S.
    #[test]
    fn cross_imps_antisymmetric(scores in board_scores()) {
        let field = load_field(&csv_of(1, &scores)).unwrap();
        let opts = ScoringOptions { cross_imps: CrossImpScale::Total, ..Default::default() };
        let r = score_field_imps(&field, &opts, ImpMethod::Cross).unwrap();
        let sum: f64 = r.boards[0].entries.iter().map(|e| e.ns.imps).sum();
        prop_assert!(sum.abs() < 1e-9);
        for (e, &s) in r.boards[0].entries.iter().zip(&scores) {
            prop_assert!((e.ns.imps + e.ew.imps).abs() < 1e-9);
            let direct: i32 = scores.iter().map(|&t| tenace_score::imps(s - t)).sum();
            prop_assert!((e.ns.imps - f64::from(direct)).abs() < 1e-9);
        }
    }

    /// Butler IMPs of a table result are antisymmetric between N-S and E-W.
    #[test]
    fn butler_antisymmetric(scores in board_scores()) {
        let field = load_field(&csv_of(1, &scores)).unwrap();
        let r = score_field_imps(&field, &ScoringOptions::default(), ImpMethod::Butler).unwrap();
        for e in &r.boards[0].entries {
            prop_assert!((e.ns.imps + e.ew.imps).abs() < 1e-9);
        }
    }
}

/// Law 12C2(d) at IMPs with the Commentary's suggested regulation (at most
/// two average-plus boards a session): N1 has average plus on four boards;
/// without the session rule average plus is +3 IMPs, average 0. With the
/// limit the third and fourth boards are average (0), or not scored.
#[test]
fn law12c2d_multiple_missed_boards_at_imps() {
    use tenace_score::config::{BeyondLimit, MultipleMissed};
    let mut s = String::from("board,ns,ew,score,result\n");
    for b in 1..=4 {
        s.push_str(&format!(
            "{b},N1,E1,,A+/A+\n{b},N2,E2,400,\n{b},N3,E3,420,\n"
        ));
    }
    let field = load_field(&s).unwrap();
    let mut opts = ScoringOptions::default();
    opts.artificial.session_rule = false;
    let ns = |opts: &ScoringOptions| -> Vec<(f64, ImpKind)> {
        let r = score_field_imps(&field, opts, ImpMethod::Butler).unwrap();
        r.boards
            .iter()
            .map(|b| (b.entries[0].ns.imps, b.entries[0].ns.kind))
            .collect()
    };
    assert!(ns(&opts).iter().all(|&(v, _)| v == 3.0));
    opts.artificial.multiple_missed = Some(MultipleMissed::default());
    let v: Vec<f64> = ns(&opts).iter().map(|&(v, _)| v).collect();
    assert_eq!(v, vec![3.0, 3.0, 0.0, 0.0]);
    opts.artificial.multiple_missed = Some(MultipleMissed {
        average_plus_limit: 2,
        beyond_limit: BeyondLimit::NotScored,
    });
    let kinds: Vec<ImpKind> = ns(&opts).iter().map(|&(_, k)| k).collect();
    assert_eq!(&kinds[2..], &[ImpKind::NotScored, ImpKind::NotScored]);
    let r = score_field_imps(&field, &opts, ImpMethod::Butler).unwrap();
    let n1 = &r.pairs[field.pairs.iter().position(|p| p == "N1").unwrap()];
    assert_eq!((n1.imps, n1.boards), (6.0, 2));
}
