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
    for e in parse_line(text, t).unwrap_or_else(|e| panic!("{text}: {e}")) {
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
    let again = Table::replay(t.board().clone(), t.state().config, t.log().to_vec()).unwrap();
    assert_eq!(again.state().info, t.state().info);
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
    assert!(t.state().defenders_designate);
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
    assert_eq!(st.tricks[1].card_of(Seat::North), Some(card("CJ")));
    assert!(!st.defenders_designate && st.designate_among.is_none());
    assert!(st.irregularities.is_empty());
    // East's queen wins the trick over the jack.
    line(&mut t, "E CQ");
    assert_eq!(t.state().tricks[1].winner, Some(Seat::East));
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
