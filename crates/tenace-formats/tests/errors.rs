//! Bad records are reported with their game, board and position, and the
//! other games of the file still load.

use tenace_formats::lin::read_lin;
use tenace_formats::pbn::read_pbn;
use tenace_formats::{ErrorKind, Pos};

const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

fn game(board: u32, deal: &str, auction: &str, play: &str) -> String {
    format!(
        "[Board \"{board}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n[Contract \"1C\"]\n[Declarer \"N\"]\n[Auction \"N\"]\n{auction}\n[Play \"E\"]\n{play}\n"
    )
}

#[test]
fn each_game_gets_its_own_result() {
    let good = game(1, DEAL, "1C Pass Pass Pass", "C2 CT C5 C7");
    let twice = game(2, DEAL, "1C Pass Pass Pass", "C2 CT C5 C7\nC2 C9 C6 C8");
    let fourteen = game(
        3,
        "N:AKQJT.T98.765.432 98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
        "1C AP",
        "",
    );
    let after = game(4, DEAL, "1C Pass Pass Pass\nPass", "");
    let text = [good.clone(), twice, fourteen, after, good].join("\n");
    let f = read_pbn(&text);
    assert_eq!(f.games.len(), 5);
    assert!(f.games[0].is_ok());
    assert!(f.games[4].is_ok());

    let e = f.games[1].as_ref().unwrap_err();
    assert_eq!((e.game, e.board), (2, Some(2)));
    assert!(
        matches!(
            e.kind,
            ErrorKind::CardPlayedTwice {
                first_trick: 1,
                trick: 2,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.pos.column, 1);
    let msg = e.to_string();
    assert!(
        msg.contains("game 2 (board 2)") && msg.contains("C2 is played twice"),
        "{msg}"
    );

    let e = f.games[2].as_ref().unwrap_err();
    assert_eq!(e.board, Some(3));
    assert!(e.to_string().contains("North holds 14 cards"), "{e}");

    let e = f.games[3].as_ref().unwrap_err();
    assert!(matches!(e.kind, ErrorKind::AuctionAfterEnd { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("after it has ended (three passes after a bid)"),
        "{e}"
    );
    // The position names the offending call: the line after the first
    // auction line.
    let line_of_auction = text.lines().position(|l| l == "Pass").unwrap() + 1;
    assert_eq!(e.pos, Pos::new(line_of_auction as u32, 1));
}

#[test]
fn syntax_errors_name_line_and_column() {
    let text = "[Event \"x\"]\n[Board \"1\"\n\n[Event \"ok\"]\n\n[Event \"unterminated]\n\n[Bad-name \"1\"]\n\n{ no end";
    let f = read_pbn(text);
    let errs: Vec<String> = f.errors().map(|e| e.to_string()).collect();
    assert_eq!(f.games.len(), 5, "{errs:#?}");
    assert!(f.games[1].is_ok());
    assert!(
        errs[0].contains("line 3") || errs[0].contains("line 2"),
        "{errs:#?}"
    );
    assert!(errs[0].contains("expected `]`"), "{errs:#?}");
    assert!(errs[1].contains("no closing quote"), "{errs:#?}");
    assert!(
        errs[2].contains("`Bad-name` is not a tag name"),
        "{errs:#?}"
    );
    assert!(errs[3].contains("no closing brace"), "{errs:#?}");
}

#[test]
fn bad_values_are_errors_with_the_value() {
    let f = read_pbn(
        "[Board \"x\"]\n\n[Vulnerable \"Some\"]\n\n[Contract \"8S\"]\n\n[Auction \"N\"]\n1C 1Z",
    );
    let errs: Vec<String> = f.errors().map(|e| e.to_string()).collect();
    assert!(errs[0].contains("`x` is not a board number"), "{errs:#?}");
    assert!(
        errs[1].contains("`Some` is not a vulnerability"),
        "{errs:#?}"
    );
    assert!(errs[2].contains("`8S` is not a contract"), "{errs:#?}");
    assert!(
        errs[3].contains("`1Z` is not a call") && errs[3].contains("column 4"),
        "{errs:#?}"
    );
}

#[test]
fn lin_errors() {
    let text = "pn|a,b,c,d|md|1SAKQJT98765432H2,,,|ah|Board 1|\npn|a,b,c,d|md|1SA,,,|ah|Board 2|mb|1S|mb|zz|\npn|a,b,c,d|md|1SA,,,|ah|Board 3|mb|p|pc|SA|pc|SA|\npn|a,b,c,d|md|1SA,,,|ah|Board 4|mb|1C|mb|p|mb|p|mb|p|mb|1D|\nmd|1SA,,,|ah|Board 5|";
    let f = read_lin(text);
    assert_eq!(f.boards.len(), 5);
    let errs: Vec<String> = f.errors().map(|e| e.to_string()).collect();
    assert!(
        errs[0].contains("board 1") && errs[0].contains("South holds 14 cards"),
        "{errs:#?}"
    );
    assert!(
        errs[1].contains("board 2") && errs[1].contains("`zz` is not a call"),
        "{errs:#?}"
    );
    assert!(errs[2].contains("SA is played twice"), "{errs:#?}");
    assert!(
        errs[3].contains("after it has ended") && errs[3].contains("line 4"),
        "{errs:#?}"
    );
    assert!(f.boards[4].is_ok());
}

/// Issue 14: a Vulnerable value outside those the PBN standard allows (None,
/// Love, -, NS, EW, All, Both) is an error naming the value, not read as a
/// guess (`E` was read as EW).
#[test]
fn a_vulnerable_value_outside_the_standard_is_an_error() {
    let text = game(1, DEAL, "1C Pass Pass Pass", "C2 CT C5 C7")
        .replace("[Vulnerable \"None\"]", "[Vulnerable \"E\"]");
    let f = read_pbn(&text);
    let e = f.games[0].as_ref().unwrap_err();
    assert!(
        matches!(&e.kind, ErrorKind::BadVulnerable(v) if v == "E"),
        "{e}"
    );
    for ok in ["None", "Love", "-", "NS", "EW", "All", "Both", "both"] {
        let text = game(1, DEAL, "1C Pass Pass Pass", "C2 CT C5 C7")
            .replace("[Vulnerable \"None\"]", &format!("[Vulnerable \"{ok}\"]"));
        assert!(read_pbn(&text).games[0].is_ok(), "{ok}");
    }
}

/// Issue 14: PBN 2.1 writes an empty value for a tag that does not apply;
/// `[Play ""]` with no cards (and `[Auction ""]`) leaves the board readable,
/// without that section.
#[test]
fn an_empty_section_value_means_no_section() {
    let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n[Contract \"1C\"]\n[Declarer \"N\"]\n[Auction \"\"]\n[Play \"\"]\n";
    let f = read_pbn(text);
    let g = f.games[0].as_ref().expect("the board reads");
    assert!(g.auction.is_none() && g.play.is_none());
}

/// Issue 14: a Result giving both sides' tricks must add up to the
/// board's 13; `NS 7 EW 7` is an error naming the value.
#[test]
fn a_result_that_does_not_add_up_to_thirteen_is_an_error() {
    let with = |result: &str| {
        game(1, DEAL, "1C Pass Pass Pass", "C2 CT C5 C7")
            .replace("[Contract", &format!("[Result \"{result}\"]\n[Contract"))
    };
    let f = read_pbn(&with("NS 7 EW 7"));
    let e = f.games[0].as_ref().unwrap_err();
    assert!(
        matches!(&e.kind, ErrorKind::BadResult(v) if v == "NS 7 EW 7"),
        "{e}"
    );
    assert!(read_pbn(&with("NS 7 EW 6")).games[0].is_ok());
    assert!(read_pbn(&with("NS 7")).games[0].is_ok());
}

/// PBN 2.1 §3.2.3 writes calls as `Pass`, `X`, `XX` and `1C` … `7NT`. In
/// import mode `1N` and `pass` are still read, each with a warning naming
/// the call it was read as.
#[test]
fn calls_not_in_export_form_are_read_with_a_warning() {
    use tenace_formats::note::WarningKind;
    let text = game(1, DEAL, "1N pass Pass Pass", "");
    let f = read_pbn(&text);
    let g = f.games[0].as_ref().expect("the game loads");
    let calls: Vec<String> = g
        .warnings
        .iter()
        .filter_map(|w| match &w.kind {
            Some(WarningKind::CallNotInExportForm { text, call }) => Some(format!("{text}={call}")),
            _ => None,
        })
        .collect();
    assert_eq!(calls, vec!["1N=1NT".to_string(), "pass=Pass".to_string()]);
    // The export form itself gives no such warning.
    let f = read_pbn(&game(1, DEAL, "1NT Pass Pass Pass", ""));
    let g = f.games[0].as_ref().unwrap();
    assert!(!g
        .warnings
        .iter()
        .any(|w| matches!(w.kind, Some(WarningKind::CallNotInExportForm { .. }))));
}

/// `^L` marks a lead out of turn (PBN 2.1 §3.5); on the opening leader's
/// own lead (East, after North's 1C) it is a mistake of the record.
#[test]
fn a_lead_out_of_turn_mark_on_a_lead_in_turn_is_reported() {
    use tenace_formats::note::WarningKind;
    use tenace_formats::BoardRecord;
    let text = game(1, DEAL, "1C Pass Pass Pass", "^LC2 CT C5 C7");
    let f = read_pbn(&text);
    let g = f.games[0].as_ref().expect("the game loads");
    let r = BoardRecord::from_pbn(g);
    let found: Vec<String> = r
        .problems
        .iter()
        .filter_map(|w| match &w.kind {
            Some(WarningKind::LeadMarkedInTurn { card, seat }) => Some(format!("{card} {seat:?}")),
            _ => None,
        })
        .collect();
    assert_eq!(found.len(), 1, "{:?}", r.problems);
    assert!(found[0].ends_with("East"), "{found:?}");
}

/// A Score tag must hold a score (PBN 2.1 §3.4.16): `abc` is reported and
/// ignored; `NS 110` and `-50` are scores.
#[test]
fn a_score_tag_that_is_not_a_score_is_reported() {
    use tenace_formats::note::WarningKind;
    use tenace_formats::BoardRecord;
    let unreadable = |score: &str| -> bool {
        let text = game(1, DEAL, "1C Pass Pass Pass", "")
            .replace("[Auction", &format!("[Score \"{score}\"]\n[Auction"));
        let f = read_pbn(&text);
        let r = BoardRecord::from_pbn(f.games[0].as_ref().unwrap());
        r.problems
            .iter()
            .any(|w| matches!(&w.kind, Some(WarningKind::ScoreTagUnreadable { value }) if value == score))
    };
    assert!(unreadable("abc"));
    assert!(!unreadable("NS 110"));
    assert!(!unreadable("-50"));
}

/// PBN 2.1 §3.4.14 gives each seat a column, but some files list a trick
/// from its leader. North wins the first trick with SA and leads SK: written
/// "SK S9 S6 S3" under columns E S W N it would give East the king he does
/// not hold. Read from the leader, every card comes from its player's hand:
/// the section is read so, by seat, with one warning.
#[test]
fn a_trick_listed_in_the_order_played_is_read_with_one_warning() {
    use tenace_formats::note::WarningKind;
    use tenace_formats::pbn::PlayEntry;
    let text = game(1, DEAL, "1C Pass Pass Pass", "S8 S5 S2 SA\nSK S9 S6 S3");
    let f = read_pbn(&text);
    let g = f.games[0].as_ref().expect("the game loads");
    let kinds: Vec<&WarningKind> = g.warnings.iter().filter_map(|w| w.kind.as_ref()).collect();
    assert_eq!(
        kinds,
        vec![&WarningKind::PlayInOrderPlayed],
        "{:?}",
        g.warnings
    );
    let cards: Vec<String> = g.play.as_ref().unwrap().items[4..]
        .iter()
        .map(|i| match i.entry {
            PlayEntry::Card(c) => c.to_string(),
            _ => "-".into(),
        })
        .collect();
    assert_eq!(cards, ["S9", "S6", "S3", "SK"]);
    // Cards that fit neither way stay a problem of the record.
    let f = read_pbn(&game(
        1,
        DEAL,
        "1C Pass Pass Pass",
        "S8 S5 S2 SA\nSK S9 S3 S6",
    ));
    let g = f.games[0].as_ref().unwrap();
    assert!(!g
        .warnings
        .iter()
        .any(|w| w.kind == Some(WarningKind::PlayInOrderPlayed)));
}
