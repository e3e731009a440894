//! Export format: a strict export file comes back byte for byte, and every
//! notation of PBN 2.1 survives in the model.

use tenace_core::{AttemptedCall, Bid, Call, Seat, Strain};
use tenace_formats::pbn::{
    read_pbn, write_pbn, AuctionEntry, PlayEntry, PlayMark, ResultTricks, Suffix, TagOrigin,
    MANDATORY_TAGS,
};

const EXPORT: &str = include_str!("data/export.pbn");

#[test]
fn export_file_round_trips_byte_for_byte() {
    let f = read_pbn(EXPORT);
    let errors: Vec<String> = f.errors().map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(f.games.len(), 3);
    let out = write_pbn(&f);
    if out != EXPORT {
        for (k, (a, b)) in EXPORT.lines().zip(out.lines()).enumerate() {
            assert_eq!(a, b, "line {}", k + 1);
        }
        assert_eq!(EXPORT.len(), out.len());
    }
}

#[test]
fn model_keeps_every_notation() {
    let f = read_pbn(EXPORT);
    let g = f.games[0].as_ref().unwrap();
    assert_eq!(g.tag_value("Event"), Some("Tenace \"Test\" Pairs"));
    assert_eq!(g.tag_value("event"), g.tag_value("EVENT"));
    assert_eq!(g.comments[0].text, "A game with every notation.");
    assert!(g.tag("Result").unwrap().comments[0]
        .text
        .contains("agreed wrongly"));
    let r = g.info.result.unwrap();
    assert!(r.disputed);
    assert_eq!(r.tricks, ResultTricks::Declarer(9));

    let a = g.auction.as_ref().unwrap();
    assert_eq!(a.first, Seat::North);
    let two_h = &a.items[2];
    assert_eq!(
        two_h.entry,
        AuctionEntry::Call(AttemptedCall::Call(Call::Bid(
            Bid::try_new(2, Strain::Hearts).unwrap()
        )))
    );
    assert_eq!(two_h.annotation.note, Some(1));
    assert_eq!(two_h.annotation.nags, vec![5]);
    assert_eq!(two_h.annotation.comments[0].text, "strong");
    assert_eq!(a.note(1), Some("natural, forcing"));

    let p = g.play.as_ref().unwrap();
    assert_eq!(p.items[5].mark, Some(PlayMark::Revoke));
    assert_eq!(p.items[8].mark, Some(PlayMark::LeadOutOfTurn));
    assert!(p.star);
    assert_eq!(p.notes[0].text, "count");

    let ddt = g.double_dummy_tricks().unwrap().unwrap();
    assert_eq!(ddt.get(Seat::North, Strain::Diamonds), Some(11));
    assert_eq!(g.optimum_score().unwrap().unwrap().ns, Some(400));
    assert_eq!(g.par_contract().unwrap().unwrap().contracts.len(), 1);
    let opt = g.optimum_result_table().unwrap().unwrap();
    assert_eq!(opt.len(), 2);
    let st = g.table("ScoreTable").unwrap();
    assert_eq!(st.get(1, "Score_NS"), Some("430"));
    let zzz = g.tag("Zzz").unwrap();
    let els: Vec<_> = zzz
        .data
        .as_ref()
        .unwrap()
        .elements()
        .map(|e| (e.text.as_str(), e.quoted))
        .collect();
    assert_eq!(
        els,
        vec![("alpha", false), ("two words", true), ("gamma", false)]
    );

    let g2 = f.games[1].as_ref().unwrap();
    assert_eq!(g2.tag("Event").unwrap().origin, TagOrigin::Copied);
    assert_eq!(g2.tag_value("Event"), g.tag_value("Event"));
    assert_eq!(g2.tag("Site").unwrap().origin, TagOrigin::HeaderGiven);
    assert_eq!(g2.tag_value("Site"), Some("Delft"));
    let a2 = g2.auction.as_ref().unwrap();
    assert_eq!(a2.items[1].entry, AuctionEntry::Skipped);
    assert!(a2.items[3].insufficient);
    assert_eq!(a2.items[5].entry, AuctionEntry::AllPass);
    assert!(g2.info.deal.unwrap().deal().is_none());

    let g3 = f.games[2].as_ref().unwrap();
    assert_eq!(g3.tag("Site").unwrap().origin, TagOrigin::HeaderInherited);
    assert!(g3.info.declarer.unwrap().swapped);
    assert_eq!(
        g3.auction.as_ref().unwrap().items[0].entry,
        AuctionEntry::Continue
    );
}

const IMPORT: &str = "% a comment line\n\
{ leading comment }\n\
[board \"7\"] [dealer \"s\"] [vulnerable \"Both\"]\n\
[Deal \"w:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n\
[Contract \"3nt\"] [declarer \"s\"] [result \"ns 4\"]\n\
[Auction \"W\"]\n\
- - - 1nt!\n\
pass 3nt ?? pass    pass\n\
pass =3= $200\n\
[Note \"3: slow\"]\n\
[Play \"w\"] c3 ! s3 s9 sq\n\
*\n";

#[test]
fn import_leniencies() {
    let f = read_pbn(IMPORT);
    let g = f.games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.info.board, Some(7));
    assert_eq!(g.info.dealer, Some(Seat::South));
    let a = g.auction.as_ref().unwrap();
    assert_eq!(a.items[0].entry, AuctionEntry::NotYet);
    assert_eq!(a.items[3].annotation.suffix, Some(Suffix::Good));
    assert_eq!(a.items[5].annotation.suffix, Some(Suffix::VeryPoor));
    assert_eq!(a.items[8].annotation.nags, vec![200]);
    assert_eq!(
        g.info.result.unwrap().declarer_tricks(Some(Seat::South)),
        Some(4)
    );
    let p = g.play.as_ref().unwrap();
    assert_eq!(p.items[0].entry, PlayEntry::Card("C3".parse().unwrap()));
    assert_eq!(p.items[0].annotation.suffix, Some(Suffix::Good));
    // Export normalises: mandatory tags in order, the dealer first in the
    // Deal, suffixes as NAGs, the `-` before the dealer dropped.
    let out = write_pbn(&f);
    let tags: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix('[').and_then(|l| l.split(' ').next()))
        .take(15)
        .collect();
    assert_eq!(tags, MANDATORY_TAGS);
    assert!(out.contains(
        "[Deal \"S:QJ752.T.AJT432.4 .AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652\"]\r\n"
    ));
    assert!(out.contains("[Auction \"S\"]\r\n1NT $1 Pass 3NT $4 Pass\r\nPass Pass =3= $200\r\n[Note \"3: slow\"]\r\n"), "{out}");
    assert!(out.contains("[Result \"4\"]\r\n"));
    assert!(
        out.contains("[Play \"W\"]\r\nC3 $7 S3 S9 SQ\r\n*\r\n"),
        "{out}"
    );
    assert!(out.starts_with("% PBN 2.1\r\n% EXPORT\r\n% a comment line\r\n{ leading comment }\r\n"));
}
