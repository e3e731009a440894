//! Issue 14, the file items of helper play14, from small hand-made files:
//! a PBN `Declarer` tag marked `^` (the Law 54A swap) replayed through the
//! engine; a LIN explanation given without an alert; a partly played last
//! trick written to LIN.

use tenace_core::Seat;
use tenace_formats::engine;
use tenace_formats::pbn::read_pbn;
use tenace_formats::BoardRecord;

/// North deals and declares 4S; West (not East, the proper leader) faces
/// the HA: North spreads his hand and South declares (Law 54A), which the
/// `Declarer "^S"` tag records. On trick 3 South, holding the H4, discards
/// the DA: a revoke (`^R`), by the declarer.
const SWAPPED: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\
[Declarer \"^S\"]\n[Contract \"4S\"]\n\
[Auction \"N\"]\n1S Pass 4S Pass\nPass Pass\n\
[Play \"W\"]\nHA H8 H5 H2\nHK H9 H6 H3\nHQ HT H7 ^R DA\n*\n";

fn record(text: &str) -> BoardRecord {
    let f = read_pbn(text);
    let g = f.games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    BoardRecord::from_pbn(g)
}

#[test]
fn pbn_declarer_swap_is_replayed_as_54a() {
    let rec = record(SWAPPED);
    let imp = engine::import(&rec).expect("a full deal");
    assert!(imp.stopped.is_none(), "{:?}", imp.stopped);
    let st = imp.table.state();
    assert!(
        imp.table
            .log()
            .contains(&tenace_laws::Event::SpreadHand { seat: Seat::North }),
        "North spreads his hand (54A)"
    );
    let c = st.play.contract.expect("a contract");
    assert_eq!(c.declarer, Seat::South, "South declares after 54A");
    assert!(
        st.rect
            .irregularities
            .iter()
            .any(|i| i.kind.is_revoke() && i.offender == Seat::South),
        "{:?}",
        st.rect.irregularities
    );
    // The check no longer reports the marked revoke as no revoke.
    let text = tenace_formats::check::check_record(rec, &[]).to_string();
    assert!(!text.contains("is not a revoke"), "{text}");
    assert!(text.contains("54A"), "{text}");
}

/// North deals; East's 1C is explained ("3+ clubs") without an alert; West's
/// 1H is alerted and explained; then three passes, a lead and two cards.
const EXPLAINED: &str =
    "pn|Ann,Bob,Cyd,Dan|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|\
sv|0|ah|Board 1|mb|p|mb|1C|an|3+ clubs|mb|p|mb|1H!|an|transfer|mb|p|mb|p|mb|p|pc|S7|pc|S2|pc|SA|";

#[test]
fn lin_explanation_without_alert_stays_unalerted() {
    let f = tenace_formats::lin::read_lin(EXPLAINED);
    let b = f.ok_boards().next().expect("a board");
    let r = BoardRecord::from_lin(b);
    let one_c = &r.calls[1];
    assert_eq!(one_c.explanation.as_deref(), Some("3+ clubs"));
    assert!(!one_c.alert);
    assert!(r.calls[3].alert);
    let (items, _) = r.to_lin_items();
    let text = tenace_formats::lin::write_items(&items);
    assert!(text.contains("mb|1C|an|3+ clubs|"), "{text}");
    assert!(text.contains("mb|1H!|an|transfer|"), "{text}");
    // Through PBN and back, the explanation stays, and the alert stays
    // where it was given and nowhere else.
    let pbn = tenace_formats::pbn::write_pbn_game(&r.to_pbn(1));
    let back = tenace_formats::pbn::read_pbn(&pbn);
    let g = back.games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    let r2 = BoardRecord::from_pbn(g);
    assert_eq!(
        r2.calls[1].explanation.as_deref(),
        Some("3+ clubs"),
        "{pbn}"
    );
    assert!(!r2.calls[1].alert, "{pbn}");
    assert!(r2.calls[3].alert, "{pbn}");
    let (items, _) = r2.to_lin_items();
    let text = tenace_formats::lin::write_items(&items);
    assert!(text.contains("mb|1C|an|3+ clubs|"), "{text}");
}

/// 4S by South: West's HA wins trick 1; East's CA wins trick 2; the record
/// stops in the middle of trick 3, which East leads (the CK) and South
/// follows (C9); West and North have not played. The play section's
/// columns start with West, so that trick is written `- - CK C9`.
const PARTLY: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\
[Declarer \"S\"]\n[Contract \"4S\"]\n\
[Auction \"N\"]\nPass Pass 1S Pass\n4S Pass Pass Pass\n\
[Play \"W\"]\nHA H8 H5 H2\nC5 C2 CA C8\n- - CK C9\n*\n";

#[test]
fn lin_partly_played_last_trick_is_written_in_full() {
    let r = record(PARTLY);
    assert_eq!(r.cards.len(), 10, "{:?}", r.cards);
    let (items, _) = r.to_lin_items();
    let text = tenace_formats::lin::write_items(&items);
    let pcs = text.matches("pc|").count();
    assert_eq!(pcs, 10, "{text}");
    let back = tenace_formats::lin::read_lin(&text);
    let b = back.ok_boards().next().expect("a board");
    let r2 = BoardRecord::from_lin(b);
    assert_eq!(r2.cards.len(), 10, "{text}");
}

#[test]
fn lin_partly_played_last_trick_survives_convert() {
    let dir = std::env::temp_dir().join(format!("tenace-play14-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pbn = dir.join("partly.pbn");
    let lin = dir.join("partly.lin");
    std::fs::write(&pbn, PARTLY.replace("*\n", "*\n[Result \"9\"]\n")).expect("write");
    tenace_formats::convert(&pbn, &lin).expect("convert");
    let text = std::fs::read_to_string(&lin).expect("read");
    assert_eq!(text.matches("pc|").count(), 10, "{text}");
    let back = tenace_formats::lin::read_lin(&text);
    let b = back.ok_boards().next().expect("a board");
    assert_eq!(BoardRecord::from_lin(b).cards.len(), 10, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each hand holds one suit (North spades, East hearts, South diamonds,
/// West clubs); North plays 1S, East leads: North ruffs trick 1 and leads
/// a spade to every later trick, winning it; trick k is played with the
/// k-th lowest card of each hand. The play section's columns start with
/// East, so a trick North leads and East follows is written `Hx - - Sx`:
/// the missing cards lie between and after the played ones.
fn one_suit_pbn(full_tricks: usize) -> String {
    const R: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ];
    let mut s = String::from(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\
[Declarer \"N\"]\n[Contract \"1S\"]\n\
[Auction \"N\"]\n1S Pass Pass Pass\n[Play \"E\"]\n",
    );
    for r in &R[..full_tricks] {
        s.push_str(&format!("H{r} D{r} C{r} S{r}\n"));
    }
    let r = R[full_tricks];
    s.push_str(&format!("H{r} - - S{r}\n*\n"));
    s
}

#[test]
fn lin_partly_played_trick_13_and_trick_7_are_written_in_full() {
    // Play stops in the middle of trick 13 (12 tricks and 2 cards: 50) and
    // of trick 7 (6 tricks and 2 cards: 26); North led and East followed.
    for (full, cards) in [(12usize, 50usize), (6, 26)] {
        let pbn = one_suit_pbn(full);
        let r = record(&pbn);
        assert_eq!(r.cards.len(), cards, "{pbn}");
        let (items, _) = r.to_lin_items();
        let text = tenace_formats::lin::write_items(&items);
        assert_eq!(text.matches("pc|").count(), cards, "{text}");
        // In LIN the cards are in the order played: the last trick's lead
        // (North's spade) comes before East's heart.
        let r_last = [
            "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
        ][full];
        let lead = text.find(&format!("pc|S{r_last}|")).expect("lead written");
        let follow = text
            .find(&format!("pc|H{r_last}|"))
            .expect("follow written");
        assert!(lead < follow, "{text}");
        let back = tenace_formats::lin::read_lin(&text);
        let b = back.ok_boards().next().expect("a board");
        assert_eq!(BoardRecord::from_lin(b).cards.len(), cards, "{text}");
        // And through `tenace convert` (files).
        let dir =
            std::env::temp_dir().join(format!("tenace-rulings14-{}-{full}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let (p, l) = (dir.join("partly.pbn"), dir.join("partly.lin"));
        std::fs::write(&p, &pbn).expect("write");
        tenace_formats::convert(&p, &l).expect("convert");
        let text = std::fs::read_to_string(&l).expect("read");
        assert_eq!(text.matches("pc|").count(), cards, "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
