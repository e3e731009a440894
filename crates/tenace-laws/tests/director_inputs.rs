//! The Director's inputs of issue 14: extraneous information recorded for
//! partner (Law 16B1), the Director narrowing the defenders' choice of
//! dummy's card (Law 46B, Commentary Example 42), the Director's assigned
//! result after an established revoke (Law 64C). Expected values come from
//! the Laws, the Commentary and Law 77 by hand.

use tenace_core::{Board, Card, Deal, Seat, Side};
use tenace_laws::script::parse_line;
use tenace_laws::{
    ActionError, Event, Extraneous, InfoSource, Mode, Phase, Ruling, Table, TableConfig,
};

fn table(number: u32, deal: &str, mode: Mode) -> Table {
    let board = Board::new(number, Deal::from_pbn(deal).unwrap()).unwrap();
    Table::new(board, TableConfig::with_mode(mode))
}

fn line(t: &mut Table, text: &str) {
    for e in parse_line(text, t, &tenace_claims::default_solver())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
    {
        t.apply(e).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn refused(t: &mut Table, event: Event) -> ActionError {
    let before = t.clone();
    let e = t.apply(event).unwrap_err();
    assert_eq!(*t, before, "a refused event changes nothing");
    e
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// N: ♠AKQJ ♥T98 ♦765 ♣432; E: ♠T98 ♥765 ♦432 ♣AKQJ;
/// S: ♠765 ♥432 ♦AKQJ ♣T98; W: ♠432 ♥AKQJ ♦T98 ♣765.
const DEAL: &str = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

/// Law 16B1: a break in tempo, a failure to alert and a question are
/// extraneous information from a player to his partner, unauthorized for
/// the partner: each is recorded for that side (an information record, on
/// the Director's list for the end of play, 16B3), and the Director's
/// decision on it is an ordinary decision.
#[test]
fn law_16b1_tempo_failure_to_alert_and_question_are_information_for_partner() {
    let mut t = table(1, DEAL, Mode::AutoDirector);
    line(&mut t, "N 1NT");
    line(&mut t, "E P");
    line(&mut t, "S 2C");
    // North does not alert South's 2♣ (Stayman, alertable here): the
    // missing alert tells South that North may have taken it as natural.
    line(&mut t, "director no-alert N");
    // West thinks for 15 seconds before passing.
    line(&mut t, "director tempo W 15");
    line(&mut t, "W P");
    // North asks about nothing, East asks about South's 2♣ (call 3).
    line(&mut t, "N 2D");
    line(&mut t, "E question 3");
    line(&mut t, "director asked E 1");
    let info: Vec<(InfoSource, Side, &str)> = t
        .state()
        .rect
        .info
        .iter()
        .map(|i| (i.source, i.unauthorized_for, i.law.as_str()))
        .collect();
    assert_eq!(
        info,
        vec![
            (
                InfoSource::Extraneous {
                    seat: Seat::North,
                    what: Extraneous::NoAlert { record: Some(2) }
                },
                Side::NorthSouth,
                "16B1"
            ),
            (
                InfoSource::Extraneous {
                    seat: Seat::West,
                    what: Extraneous::Tempo { ms: 15_000 }
                },
                Side::EastWest,
                "16B1"
            ),
            (
                InfoSource::Extraneous {
                    seat: Seat::East,
                    what: Extraneous::Question { question: 0 }
                },
                Side::EastWest,
                "16B1"
            ),
        ]
    );
    // A question East did not ask, a failure to alert with no call of
    // partner's, a pause of no length: refused, nothing changes.
    for (seat, what) in [
        (Seat::West, Extraneous::Question { question: 0 }),
        (Seat::East, Extraneous::Question { question: 5 }),
        (Seat::East, Extraneous::NoAlert { record: Some(2) }),
        (Seat::North, Extraneous::Tempo { ms: 0 }),
    ] {
        assert_eq!(
            refused(&mut t, Event::Director(Ruling::Extraneous { seat, what })),
            ActionError::NoSuchExtraneous { seat }
        );
    }
    // The board is finished; the records keep it subject to the Director
    // until he decides each (here: no adjustment, Law 12B1).
    line(&mut t, "auction P 2S P P P");
    line(&mut t, "W lead HA");
    line(&mut t, "S claim 7");
    line(&mut t, "W agree");
    line(&mut t, "E agree");
    assert_eq!(t.state().phase, Phase::Complete);
    assert!(t.result().unwrap().subject_to_director);
    for i in 1..=3 {
        line(&mut t, &format!("director no-adjustment info {i}"));
    }
    assert!(!t.result().unwrap().subject_to_director);
    // The records survive a replay of the log.
    let again = Table::replay(*t.board(), t.state().config, t.log().to_vec()).unwrap();
    assert_eq!(again.state().rect.info, t.state().rect.info);
}

/// Commentary Example 42 (Law 46B, preamble: declarer's evident intention).
/// Declarer (South, 4♠) leads a small club from his hand towards dummy's
/// ♣KJ6, West plays low, and declarer says "play one". The defenders would
/// choose the ♣6 under Law 46B5; the Director instead gives them the
/// choice of the two cards declarer evidently meant, the king or the jack.
///
/// N: ♠543 ♥K53 ♦5432 ♣KJ6; E: ♠T9 ♥QJT9 ♦JT9 ♣AQ54;
/// S: ♠AKQJ6 ♥A4 ♦AKQ6 ♣73; W: ♠872 ♥8762 ♦87 ♣T982.
#[test]
fn commentary_example_42_director_narrows_the_defenders_choice() {
    const EX42: &str = "N:543.K53.5432.KJ6 T9.QJT9.JT9.AQ54 AKQJ6.A4.AKQ6.73 872.8762.87.T982";
    // Board 3: South deals (Law 2).
    let mut t = table(3, EX42, Mode::AutoDirector);
    line(&mut t, "auction 4S P P P");
    line(&mut t, "W lead H2");
    line(&mut t, "play H3 H9 HA");
    line(&mut t, "S C3");
    line(&mut t, "W C8");
    line(&mut t, "S designate any");
    assert!(t.state().rect.defenders_designate);
    // Only dummy's cards, while the choice is the defenders'.
    let mut spade = tenace_core::Hand::EMPTY;
    spade.insert(card("SA"));
    assert_eq!(
        refused(
            &mut t,
            Event::Director(Ruling::NarrowDesignation { cards: spade })
        ),
        ActionError::NoChoiceToNarrow
    );
    line(&mut t, "director narrow CK CJ");
    // The six is no longer open to them.
    assert_eq!(
        refused(
            &mut t,
            Event::DefenderDesignates {
                seat: Seat::West,
                card: card("C6")
            }
        ),
        ActionError::NotAmongNarrowed { card: card("C6") }
    );
    line(&mut t, "E designates-dummy CJ");
    let st = t.state();
    assert_eq!(st.play.tricks[1].card_of(Seat::North), Some(card("CJ")));
    assert!(!st.rect.defenders_designate && st.rect.designate_among.is_none());
    assert!(st.rect.irregularities.is_empty());
    // East's queen wins the trick over the jack.
    line(&mut t, "E CQ");
    assert_eq!(t.state().play.tricks[1].winner, Some(Seat::East));
    // A narrowing with no 46B5 choice open is refused.
    let mut club = tenace_core::Hand::EMPTY;
    club.insert(card("CK"));
    assert_eq!(
        refused(
            &mut t,
            Event::Director(Ruling::NarrowDesignation { cards: club })
        ),
        ActionError::NoChoiceToNarrow
    );
    assert_eq!(t.state().phase, Phase::Play);
}

/// Law 64C1: after an established revoke, the Director assigns a result
/// when the transfer does not redress the damage. Here dummy revokes (no
/// transfer, Law 64B3), so the non-offenders get nothing from Law 64, and
/// the 64C1 point waits for the Director. He assigns 4♠ by South making
/// ten tricks (board 3: East-West vulnerable, so North-South are not:
/// 4 × 30 + 300 = 420), which replaces the result obtained; a decision on
/// the revoke point, like any other, closes it.
#[test]
fn law_64c1_the_directors_assigned_result_after_an_established_revoke() {
    // N: ♠876543 ♥AKQJ ♦KQJ; E: ♠2 ♥98765432 ♦3 ♣432;
    // S: ♠AKQJT9 ♥T ♦AT9 ♣AKQ; W: ♦876542 ♣JT98765.
    const DEAL_R: &str = "N:876543.AKQJ.KQJ. 2.98765432.3.432 AKQJT9.T.AT9.AKQ ..876542.JT98765";
    let mut t = table(3, DEAL_R, Mode::Table);
    line(&mut t, "auction 1S P 4S P P P");
    // Declarer plays dummy's ♥A on the diamond lead although dummy holds
    // diamonds, and leads again: the revoke is established (63A1).
    line(&mut t, "play D2 HA D3 DA");
    line(&mut t, "S SA");
    line(&mut t, "S claim 12");
    line(&mut t, "W agree");
    line(&mut t, "E agree");
    let flags: Vec<String> = t
        .state()
        .revoke_review_flags()
        .iter()
        .map(|f| f.law.as_str().to_string())
        .collect();
    assert_eq!(flags, ["64C1"]);
    let r = t.result().unwrap();
    assert!(r.subject_to_director);
    // 13 tricks, no transfer: 4 × 30 + 3 × 30 + 300 = 510.
    assert_eq!(r.score_ns, 510);
    // The revoke point exists once; another index is refused.
    assert_eq!(
        refused(
            &mut t,
            Event::Decision(tenace_laws::Decision::NoAdjustment {
                point: tenace_laws::ReviewPoint::Revoke { index: 1 }
            })
        ),
        ActionError::NoSuchReviewPoint
    );
    line(&mut t, "director assign revoke 1 4S S 10");
    let r = t.result().unwrap();
    assert_eq!(r.score_ns, 420);
    assert!(!r.subject_to_director);
    // Or, had the Director found no damage, a decision of no adjustment on
    // the same point leaves the score obtained and closes the board.
    let mut u = table(3, DEAL_R, Mode::Table);
    for l in [
        "auction 1S P 4S P P P",
        "play D2 HA D3 DA",
        "S SA",
        "S claim 12",
        "W agree",
        "E agree",
        "director no-adjustment revoke 1",
    ] {
        line(&mut u, l);
    }
    let r = u.result().unwrap();
    assert_eq!(r.score_ns, 510);
    assert!(!r.subject_to_director);
}

/// Chicago, Laws of Rubber Bridge Appendix 4 G: East deals out of turn
/// (South should have) and there is no redeal. South keeps his right to
/// call first; if East calls before South claims it, the calls go on in
/// rotation from East. Vulnerability stays that of South's deal.
#[test]
fn chicago_deal_out_of_turn_either_dealer_may_call_first() {
    let rubber = |number: u32| {
        let board = Board::new(number, Deal::from_pbn(DEAL).unwrap()).unwrap();
        Table::new(
            board,
            TableConfig {
                rules: tenace_laws::RuleSet::Rubber2014,
                ..TableConfig::with_mode(Mode::AutoDirector)
            },
        )
    };
    // Board 3: South is the proper dealer; East-West vulnerable.
    let mut t = rubber(3);
    let vul = t.board().vulnerability;
    line(&mut t, "director dealt-by E");
    // East calls first: the auction goes on from him, South next.
    line(&mut t, "E 1C");
    line(&mut t, "S P");
    line(&mut t, "W P");
    line(&mut t, "N P");
    assert!(t.state().rect.irregularities.is_empty());
    assert_eq!(t.state().calls.auction.dealer, Seat::East);
    assert_eq!(t.state().play.contract.unwrap().declarer, Seat::East);
    assert_eq!(t.board().vulnerability, vul);
    // South claims his right and calls first: the auction is in turn.
    let mut u = rubber(3);
    line(&mut u, "director dealt-by E");
    line(&mut u, "S P");
    line(&mut u, "W 1H");
    assert!(u.state().rect.irregularities.is_empty());
    assert_eq!(u.state().calls.auction.dealer, Seat::South);
    // Once South has called, East's call would be out of rotation.
    line(&mut u, "E 1S");
    assert!(!u.state().rect.irregularities.is_empty());
    // The proper dealer cannot be the one out of turn; not after a call;
    // not at a duplicate table (boards are not dealt at the table there).
    let mut v = rubber(3);
    let ev = |seat| Event::Director(Ruling::DealtOutOfTurn { seat });
    assert_eq!(
        refused(&mut v, ev(Seat::South)),
        ActionError::NotDealtOutOfTurn { seat: Seat::South }
    );
    line(&mut v, "S P");
    assert_eq!(refused(&mut v, ev(Seat::East)), ActionError::AuctionStarted);
    let mut d = table(3, DEAL, Mode::AutoDirector);
    assert_eq!(
        refused(&mut d, ev(Seat::East)),
        ActionError::NotDealtOutOfTurn { seat: Seat::East }
    );
}
