//! The field input format (CSV and JSON), its errors, Law 87 grouping
//! helpers, Law 90 offences, and the rendered reports.

use tenace_core::{Board, Deal, Seat, Vulnerability};
use tenace_score::field::{
    load_field, parse_adjusted, parse_csv, parse_json, Artificial, FieldError, Format, Outcome,
    PenaltyUnit, RowProblem, SideAdjustment,
};
use tenace_score::fouled::{group_by_form, group_label, is_fouled, BoardForm};
use tenace_score::imps_field::ImpMethod;
use tenace_score::penalties::Law90Offence;
use tenace_score::report::{run, Command, Report};
use tenace_score::{ScoringError, ScoringOptions};

/// The report in English, through the reports' one layout (tenace-i18n).
fn render_text(report: &Report) -> String {
    tenace_i18n::reports::scoring(&tenace_i18n::Catalog::new(tenace_i18n::Lang::En), report)
}

const SESSION_CSV: &str = include_str!("../../../examples/scoring/pairs-session.csv");
const SESSION_JSON: &str = include_str!("../../../examples/scoring/pairs-session.json");
const SESSION_TEXT: &str = include_str!("../../../examples/scoring/pairs-session.expected.txt");
const BUTLER_CSV: &str = include_str!("../../../examples/scoring/butler-fouled.csv");
const BUTLER_TEXT: &str = include_str!("../../../examples/scoring/butler-fouled.expected.txt");

fn row_problem(text: &str) -> RowProblem {
    match load_field(text) {
        Err(FieldError::Row { problem, .. }) => problem,
        other => panic!("expected a row error, got {other:?}"),
    }
}

#[test]
fn csv_and_json_examples_agree() {
    assert_eq!(Format::detect(SESSION_JSON), Format::Json);
    assert_eq!(Format::detect(SESSION_CSV), Format::Csv);
    let a = load_field(SESSION_CSV).unwrap();
    let b = load_field(SESSION_JSON).unwrap();
    assert_eq!(a.pairs, b.pairs);
    assert_eq!(a.boards, b.boards);
    assert_eq!(b.event.as_deref(), Some("Club pairs, example session"));
    assert_eq!(a.penalties.len(), 1);
    assert_eq!(a.penalties[0].unit, PenaltyUnit::PercentOfTop);
    assert_eq!(a.penalties[0].amount, 25.0);
    assert_eq!(b.penalties[0].law.as_deref(), Some("90B2"));
    // The parsed JSON round-trips through serde.
    let input = parse_json(SESSION_JSON).unwrap();
    let again = parse_json(&serde_json::to_string(&input).unwrap()).unwrap();
    assert_eq!(input, again);
}

#[test]
fn rendered_reports_match_the_examples() {
    let r = run(
        SESSION_CSV,
        Command::Matchpoints,
        &ScoringOptions::default(),
    )
    .unwrap();
    assert_eq!(render_text(&r), SESSION_TEXT);
    let r = run(
        BUTLER_CSV,
        Command::ImpField(ImpMethod::Butler),
        &ScoringOptions::default(),
    )
    .unwrap();
    assert_eq!(render_text(&r), BUTLER_TEXT);
    // JSON output is available for every report.
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["kind"], "imp_field");
    assert_eq!(json["rankings"][0]["rows"][0]["pair"], "B");
    let Report::ImpField(imp) = r else { panic!() };
    assert_eq!(imp.boards.len(), 3);
}

#[test]
fn played_results_are_scored_from_the_declarer_side() {
    let f = load_field(
        "board,ns,ew,contract,declarer,result\n\
         1,A,B,3NT,N,+1\n2,C,D,4SX,E,-3\n3,E,F,1CXX,S,8\n4,G,H,PASS,,\n5,I,J,6H=,W,\n",
    )
    .unwrap();
    let scores: Vec<i32> = f
        .boards
        .iter()
        .map(|b| match &b.entries[0].outcome {
            Outcome::Played { ns_score, .. } => *ns_score,
            other => panic!("{other:?}"),
        })
        .collect();
    // Board 2: N-S vul, E-W not: 4SX-3 NV = -500 for E-W. Board 3: E-W vul,
    // N-S not: 1CXX+1 NV = +430. Board 5: N-S vul: E-W not: 6H= 980.
    assert_eq!(scores, vec![430, 500, 430, 0, -980]);
    // A `vul` column overrides Law 2.
    let f = load_field("board,ns,ew,contract,declarer,result,vul\n1,A,B,3NT,N,+1,Both\n").unwrap();
    assert_eq!(f.boards[0].vulnerability, Vulnerability::Both);
    assert!(matches!(
        &f.boards[0].entries[0].outcome,
        Outcome::Played { ns_score: 630, .. }
    ));
}

#[test]
fn adjusted_score_grammar() {
    let v = Vulnerability::None;
    let art = |s: &str| match parse_adjusted(s, v).unwrap() {
        Outcome::Adjusted {
            ns: SideAdjustment::Artificial(a),
            ew: SideAdjustment::Artificial(b),
        } => (a, b),
        other => panic!("{other:?}"),
    };
    use Artificial::*;
    assert_eq!(art("A+/A-"), (AveragePlus, AverageMinus));
    assert_eq!(art("a"), (Average, Average));
    assert_eq!(art("A-/A-"), (AverageMinus, AverageMinus));
    assert_eq!(art("60%-40%"), (Percent(60.0), Percent(40.0)));
    assert_eq!(art("60%/60%"), (Percent(60.0), Percent(60.0)));
    assert_eq!(art("+3imp/-3imp"), (Imps(3.0), Imps(-3.0)));
    assert_eq!(art("NS: A+ | EW: 35%"), (AveragePlus, Percent(35.0)));
    // Weighted lists: fractions, decimals, percentages, points, pass.
    let Outcome::Adjusted {
        ns: SideAdjustment::Assigned(c),
        ..
    } = parse_adjusted("1/3 3NT= N; 0.5 +420; 1/6 pass", v).unwrap()
    else {
        panic!()
    };
    let got: Vec<(i32, String)> = c
        .iter()
        .map(|c| (c.ns_score, c.description.clone()))
        .collect();
    assert_eq!(
        got,
        vec![
            (400, "3NT= N".to_string()),
            (420, "+420".to_string()),
            (0, "Pass".to_string())
        ]
    );
    assert!(parse_adjusted("50% 4S= N; 50% 4S-1 by N", v).is_ok());
    // Single assigned result (weight 1).
    assert!(matches!(
        parse_adjusted("4S= N", v).unwrap(),
        Outcome::Adjusted { ns: SideAdjustment::Assigned(c), .. } if c.len() == 1 && c[0].ns_score == 420
    ));
    // Non-balancing weighted lists.
    let Outcome::Adjusted {
        ns: SideAdjustment::Assigned(ns),
        ew: SideAdjustment::Assigned(ew),
    } = parse_adjusted("NS: 0.6 6D= S; 0.4 6D-1 S | EW: 0.5 6D= S; 0.5 6D-1 S", v).unwrap()
    else {
        panic!()
    };
    assert_eq!((ns[0].weight, ew[0].weight), (0.6, 0.5));
    // Errors.
    for bad in [
        "A+",
        "A-",
        "1/3 3NT= N",
        "1/2 3NT= N; 1/3 3NT-1 N",
        "1/2 3NT= Q; 1/2 3NT-1 N",
        "NS: A+",
        "NS: A+ | EW: A- | NS: A",
        "split rn 4S= N; re 4S-1 N; ra 4S-2 N",
        "NS: split rn 4S= N; re 4S-1 N | EW: A",
        "NS: split rn 4S= N; rx 4S-1 N; ra 4S= N | EW: A",
        "hello",
        "2/0 4S= N",
        "1/2 +425; 1/2 +420",
        "",
    ] {
        assert!(
            parse_adjusted(bad, v).is_err(),
            "{bad:?} should be rejected"
        );
    }
}

#[test]
fn row_errors_name_the_row_and_the_input() {
    let head = "board,ns,ew,contract,declarer,result\n";
    let err = load_field(&format!("{head}1,A,B,3NT,N,=\n2,C,D,4S,N,+4\n")).unwrap_err();
    assert!(
        matches!(
            err,
            FieldError::Row {
                row: 2,
                board: Some(2),
                ..
            }
        ),
        "{err}"
    );
    let msg = err.to_string();
    assert!(msg.contains("row 2") && msg.contains("4S+4"), "{msg}");
    assert!(matches!(
        row_problem(&format!("{head}1,A,A,3NT,N,=\n")),
        RowProblem::SamePair(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,,3NT,N,=\n")),
        RowProblem::EmptyPair
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3NT,N,=\n1,A,C,3NT,N,=\n")),
        RowProblem::PairTwice { board: 1, .. }
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3NT,,=\n")),
        RowProblem::MissingDeclarer(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3NT,X,=\n")),
        RowProblem::BadDeclarer(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3NT,N,\n")),
        RowProblem::MissingResult(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3NT,N,14\n")),
        RowProblem::BadTricks(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,3Z,N,9\n")),
        RowProblem::BadContract(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,PASS,N,\n")),
        RowProblem::PassWithResult(_)
    ));
    assert!(matches!(
        row_problem(&format!("{head}0,A,B,3NT,N,=\n")),
        RowProblem::BoardZero
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,,,\n")),
        RowProblem::Empty
    ));
    assert!(matches!(
        row_problem(&format!("{head}1,A,B,,,1/2 3NT= N; 1/3 3NT-1 N\n")),
        RowProblem::WeightsSum { .. }
    ));
    assert!(matches!(
        row_problem("board,ns,ew,contract,declarer,result,vul\n1,A,B,3NT,N,=,sideways\n"),
        RowProblem::BadVulnerability(_)
    ));
    assert!(matches!(
        row_problem("board,ns,ew,score,contract,declarer,result\n1,A,B,400,3NT,N,=\n"),
        RowProblem::ScoreAndContract
    ));
    assert!(matches!(
        row_problem("board,ns,ew,score\n1,A,B,405\n"),
        RowProblem::ScoreNotMultipleOfTen(405)
    ));
    // File-level errors.
    assert!(
        matches!(load_field("board,ns,ew,colour\n"), Err(FieldError::UnknownColumn(c)) if c == "colour")
    );
    assert!(matches!(
        load_field("board,ns,contract\n"),
        Err(FieldError::MissingColumn("ew"))
    ));
    assert!(matches!(
        load_field("board,ns,ew,board\n"),
        Err(FieldError::DuplicateColumn(_))
    ));
    assert!(matches!(load_field(head), Err(FieldError::NoResults)));
    assert!(matches!(load_field(""), Err(FieldError::NoResults)));
    assert!(matches!(
        load_field(&format!("{head}x,A,B,3NT,N,=\n")),
        Err(FieldError::Csv { line: 2, .. })
    ));
    assert!(matches!(
        load_field(&format!("{head}1,A,B,3NT,N,=,extra\n")),
        Err(FieldError::Csv { line: 2, .. })
    ));
    assert!(matches!(
        load_field("{\"results\": [{\"board\": 1}]}"),
        Err(FieldError::Json(_))
    ));
    assert!(matches!(
        load_field("{\"results\": [], \"colour\": 1}"),
        Err(FieldError::Json(_))
    ));
    // Penalties.
    let pen = |amount: &str| load_field(&format!("{head}1,A,B,3NT,N,=\n,A,,PP,,{amount}\n"));
    assert!(pen("-25%").is_ok());
    assert!(matches!(pen("-3mp"), Ok(f) if f.penalties[0].unit == PenaltyUnit::Matchpoints));
    assert!(matches!(pen("1 imp"), Ok(f) if f.penalties[0].unit == PenaltyUnit::Imps));
    assert!(matches!(pen("-0.5vp"), Ok(f) if f.penalties[0].unit == PenaltyUnit::VictoryPoints));
    assert!(matches!(
        pen("lots"),
        Err(FieldError::Penalty {
            index: 1,
            problem: RowProblem::BadPenalty(_)
        })
    ));
    assert!(matches!(pen("-0%"), Err(FieldError::Penalty { .. })));
    assert!(matches!(
        load_field(&format!("{head}1,A,B,3NT,N,=\n,Z,,PP,,-1mp\n")),
        Err(FieldError::Penalty {
            problem: RowProblem::UnknownPenaltyPair(_),
            ..
        })
    ));
}

#[test]
fn scoring_errors_name_the_row() {
    let f = load_field("board,ns,ew,result\n1,A,B,+2imp/-2imp\n1,C,D,A/A\n").unwrap();
    let e = tenace_score::matchpoints::score_field(&f, &ScoringOptions::default()).unwrap_err();
    assert_eq!(e, ScoringError::ImpsInMatchpoints { row: 1, board: 1 });
    assert!(e.to_string().contains("row 1"));
    let f =
        load_field("board,ns,ew,contract,declarer,result\n1,A,B,3NT,N,=\n,A,,PP,,-1imp\n").unwrap();
    assert!(matches!(
        tenace_score::matchpoints::score_field(&f, &ScoringOptions::default()),
        Err(ScoringError::PenaltyUnit { index: 1, .. })
    ));
    let f =
        load_field("board,ns,ew,contract,declarer,result\n1,A,B,3NT,N,=\n,A,,PP,,-1mp\n").unwrap();
    assert!(tenace_score::imps_field::score_field_imps(
        &f,
        &ScoringOptions::default(),
        ImpMethod::Cross
    )
    .is_err());
}

#[test]
fn csv_quoting_sessions_and_comments() {
    let text = "# comment\nBoard,NS,EW,Contract,By,Result,Session\n\
                1,\"Smith, Jones\",B,3NT,N,=,2\n1,C,D,3NT,N,-1,1\n";
    let input = parse_csv(text).unwrap();
    assert_eq!(input.results[0].ns, "Smith, Jones");
    let f = input.resolve().unwrap();
    assert_eq!(f.boards.len(), 2);
    assert_eq!(
        (f.boards[0].session.as_str(), f.boards[1].session.as_str()),
        ("1", "2")
    );
}

/// Law 87A: fouled when the tables to be compared played different forms;
/// not merely because a form differs from some record.
#[test]
fn law87a_fouled_board_detection() {
    let deal = Deal::random(7);
    let other = Deal::random(8);
    let b = Board::new(3, deal).unwrap();
    let same = BoardForm::from(&b);
    let moved = BoardForm {
        deal: other,
        ..same
    };
    let marked = BoardForm::from(&Board::with_markings(
        3,
        Seat::North,
        Vulnerability::Both,
        deal,
    ));
    assert!(!is_fouled(&[same, same, same]));
    assert!(is_fouled(&[same, moved, same]));
    assert!(is_fouled(&[same, marked]));
    assert_eq!(
        group_by_form(&[same, moved, same, marked, moved]),
        (vec![0, 1, 0, 2, 1], 3)
    );
    assert_eq!(
        (group_label(0), group_label(1), group_label(26)),
        ("A".into(), "B".into(), "AA".into())
    );
}

#[test]
fn law90_offences() {
    assert_eq!(
        "90B2".parse::<Law90Offence>().unwrap(),
        Law90Offence::SlowPlay
    );
    assert_eq!("law 90b7".parse::<Law90Offence>().unwrap().law(), "90B7");
    assert!(
        matches!("mobile phone".parse::<Law90Offence>().unwrap(), Law90Offence::Other(s) if s == "mobile phone")
    );
}

mod no_panics {
    use super::render_text;
    use proptest::prelude::*;
    use tenace_core::Vulnerability;
    use tenace_score::field::{load_field, parse_adjusted};
    use tenace_score::imps_field::ImpMethod;
    use tenace_score::report::{run, Command};
    use tenace_score::ScoringOptions;

    const PIECES: [&str; 24] = [
        "board,ns,ew,contract,declarer,result\n",
        "1",
        "2",
        ",",
        "\n",
        "\"",
        "A+/A-",
        "3NT",
        "N",
        "=",
        "+1",
        "-13",
        "PASS",
        "PP",
        "1/3 4S= N; 2/3 4S-1 N",
        "NS: split rn 4S= N; re 4S-1 N; ra 4S-2 N | EW: A",
        "%",
        "x",
        "{",
        "}",
        "-25%",
        "é",
        "0",
        "99999999999",
    ];

    proptest! {
        /// Arbitrary text never panics the reader or the scorers.
        #[test]
        fn arbitrary_text(s in "\\PC{0,60}") {
            let _ = load_field(&s);
            let _ = parse_adjusted(&s, Vulnerability::Both);
        }

        /// Plausible-looking fragments glued together never panic either,
        /// and whatever parses can be scored and rendered.
        #[test]
        fn glued_fragments(parts in prop::collection::vec(0usize..PIECES.len(), 0..40)) {
            let text: String = parts.iter().map(|&i| PIECES[i]).collect();
            let text = format!("board,ns,ew,contract,declarer,result\n{text}");
            for command in [Command::Matchpoints, Command::ImpField(ImpMethod::Butler), Command::ImpField(ImpMethod::Cross)] {
                if let Ok(report) = run(&text, command, &ScoringOptions::default()) {
                    let _ = render_text(&report);
                }
            }
        }
    }
}

/// Regulating-Authority options load from JSON with documented defaults and
/// are checked against the Laws' limits (12C2(a)).
#[test]
fn options_from_json_and_validation() {
    use tenace_score::config::{Factoring, MatchpointScale, OptionsError, Trim};
    let d: ScoringOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(d, ScoringOptions::default());
    assert_eq!(d.artificial.average_plus_percent, 60.0);
    assert_eq!(d.artificial.average_minus_imps, -3.0);
    assert_eq!(d.factoring, Factoring::Neuberg);
    assert_eq!(d.clearly_favourable_imps, 3.0);
    let o: ScoringOptions = serde_json::from_str(
        r#"{"matchpoint_scale": "1/0.5/0", "factoring": "Proportional",
            "artificial": {"average_plus_percent": 62.5}, "butler": {"trim": {"Percent": 10.0}}}"#,
    )
    .unwrap();
    assert_eq!(o.matchpoint_scale, MatchpointScale::OneHalfZero);
    assert_eq!(o.artificial.average_plus_percent, 62.5);
    assert_eq!(o.artificial.average_minus_percent, 40.0);
    assert_eq!(o.butler.trim, Trim::Percent(10.0));
    assert!(serde_json::from_str::<ScoringOptions>(r#"{"avg_plus": 60}"#).is_err());
    assert!(o.validate().is_ok());
    let mut bad = ScoringOptions::default();
    bad.artificial.average_minus_percent = 45.0;
    assert_eq!(bad.validate(), Err(OptionsError::AverageMinusTooHigh(45.0)));
    let mut bad = ScoringOptions::default();
    bad.artificial.average_plus_percent = 101.0;
    assert!(matches!(
        bad.validate(),
        Err(OptionsError::NotAPercentage { .. })
    ));
    let mut bad = ScoringOptions::default();
    bad.artificial.average_plus_imps = f64::NAN;
    assert!(matches!(
        bad.validate(),
        Err(OptionsError::NotFinite { .. })
    ));
    let mut bad = ScoringOptions::default();
    bad.butler.trim = Trim::Percent(50.0);
    assert_eq!(bad.validate(), Err(OptionsError::TrimTooLarge(50.0)));
    let bad = ScoringOptions {
        expected_scores: Some(0),
        ..Default::default()
    };
    assert_eq!(bad.validate(), Err(OptionsError::ExpectedScoresZero));
    let mut bad = ScoringOptions::default();
    bad.victory_points.total = 0.0;
    assert_eq!(bad.validate(), Err(OptionsError::VpScale));
    // Scoring refuses invalid options.
    let f = load_field(SESSION_CSV).unwrap();
    let mut bad = ScoringOptions::default();
    bad.artificial.average_plus_percent = 50.0;
    assert!(matches!(
        tenace_score::report::matchpoint_report(&f, &bad),
        Err(ScoringError::Options(OptionsError::AveragePlusTooLow(_)))
    ));
}
