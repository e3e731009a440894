//! The 2014 Laws of Rubber Bridge as a second rule set (`rules rubber`):
//! the same engine, branching where the rubber text differs. Each test
//! cites the rubber law (RB) it checks; several rule the same irregularity
//! under both codes to show the difference.
//!
//! The deal is [`vectors::DEAL`], North deals, nobody is vulnerable and
//! the mode is auto-director unless a test says otherwise.

#[path = "common/vectors.rs"]
mod vectors;

use tenace_laws::{
    script, ActionError, Chooser, IrregularityKind as K, LeadRightStatus, Mode, RubberLead, RuleSet,
};
use vectors::*;

const AUTO: Mode = Mode::AutoDirector;

/// A script at a rubber table.
fn rubber(body: &str) -> script::ScriptRun {
    run(N, AUTO, &format!("rules rubber\n{body}"))
}

/// A script at a rubber table under the Club Laws, with an Arbiter.
fn club(body: &str) -> script::ScriptRun {
    run(N, AUTO, &format!("rules club\n{body}"))
}

/// The `no_double_next_turn` obligations (RB 30B), North first.
fn no_double(st: &tenace_laws::State) -> String {
    Seat::ALL
        .iter()
        .filter_map(|s| {
            st.calls.obligations[s.index()]
                .no_double_next_turn
                .map(|l| format!("{s}:no-double({})", l.as_str()))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

use tenace_core::Seat;

// =====================================================================
// The rule set
// =====================================================================

/// `rules rubber` and `rules club` choose the rule set, recorded in the
/// table's config; the default stays the duplicate Laws.
#[test]
fn rules_setting_is_recorded_in_the_config() {
    assert_eq!(rubber("").table.state().config.rules, RuleSet::Rubber2014);
    assert_eq!(club("").table.state().config.rules, RuleSet::Rubber2014Club);
    assert_eq!(
        run(N, AUTO, "").table.state().config.rules,
        RuleSet::Duplicate2017
    );
    assert!(try_run(N, AUTO, "rules chicago").is_err());
    let json = serde_json::to_string(&rubber("").table.state().config).unwrap();
    assert!(json.contains("\"Rubber2014\""), "{json}");
}

// =====================================================================
// RB 27: insufficient bids
// =====================================================================

/// RB 27 and RB 29: only the offender's left-hand opponent chooses; there is
/// no Director. Calling over the insufficient bid accepts it.
#[test]
fn rb27_lho_accepts_by_calling() {
    let r = rubber("auction 1S P 2S\nW 2H");
    let st = r.table.state();
    assert_eq!(options(st, 0), ["N:accept@RB 27", "N:decline@RB 27"]);
    let r = rubber("auction 1S P 2S\nW 2H\nN 3S");
    assert_eq!(status(r.table.state(), 0), "condoned RB 27");
}

/// RB 27A: the lowest sufficient bid in the same denomination. The players
/// (the left-hand opponent, for want of a Director) class the correction;
/// no penalty, but unlike Law 27B1(a) the withdrawn bid is unauthorized
/// information for the offender's partner (RB 27 footnote 10).
#[test]
fn rb27a_lowest_same_denomination_no_penalty_but_unauthorized() {
    let r = rubber("auction 1S P 2S\nW 2H\nN decline");
    let st = r.table.state();
    assert_eq!(
        options(st, 0),
        [
            "W:call!@RB 27A",
            "W:call!@RB 27B",
            "W:call!@RB 27C",
            "W:call!@RB 27D"
        ]
    );
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW 3H");
    let st = r.table.state();
    // The player, not a Director, answers the question.
    assert_eq!(
        options(st, 0),
        ["N:rule@RB 27A*", "N:rule@RB 27B", "N:rule@RB 27C"]
    );
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW 3H\ndirector lowest");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 27A");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
    assert_eq!(info(st), ["W:2H->EW@16C"]);
    // Duplicate contrast: Law 27B1(a) leaves no unauthorized information.
    let d = run(
        N,
        AUTO,
        "auction 1S P 2S\nW 2H\nN decline\nW 3H\ndirector lowest",
    );
    assert_eq!(status(d.table.state(), 0), "rectified 27B1(a)");
    assert!(info(d.table.state()).is_empty());
}

/// Club Laws: the Arbiter, not a player, decides whether the correction
/// conforms (RB-Club 27); the explanation names him as the official.
#[test]
fn rb_club_27_the_arbiter_classes_the_correction() {
    let r = club("auction 1S P 2S\nW 2H\nN decline\nW 3H");
    let st = r.table.state();
    assert_eq!(
        options(st, 0),
        ["TD:rule@RB 27A*", "TD:rule@RB 27B", "TD:rule@RB 27C"]
    );
    let ex = st.explanation(0).unwrap();
    assert!(ex.options.iter().all(|o| o.chooser == Chooser::Director));
}

/// RB 27B: a call of the same or a more precise meaning: no penalty.
#[test]
fn rb27b_same_meaning_no_penalty() {
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW 4H\ndirector comparable");
    let st = r.table.state();
    // `director comparable` answers the replacement question with RB 27B.
    assert_eq!(status(st, 0), "rectified RB 27B");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 27C: a pass corrects the insufficient bid: partner passes whenever it
/// is his turn, and RB 26A lead penalties wait (the withdrawn call was a
/// heart bid). No comparability question is asked.
#[test]
fn rb27c_pass_bars_partner_with_lead_penalties() {
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW P");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 27C");
    assert_eq!(obligations(st), "E:rest(RB 27C)");
    assert_eq!(rights(st), ["W:RB 26A:pending"]);
    assert_eq!(
        st.rect.lead_rights[0].rubber,
        Some(RubberLead::RequireOrProhibit { suit: suit("H") })
    );
    // Duplicate contrast: the Director judges the pass (27B2).
    let d = run(N, AUTO, "auction 1S P 2S\nW 2H\nN decline\nW P");
    assert_eq!(status(d.table.state(), 0), "finding");
}

/// RB 27C with a jump in the same suit: partner is barred, but RB 26A does
/// not apply because the correction repeats the suit of the withdrawn bid.
#[test]
fn rb27c_jump_in_the_same_suit_bars_partner_without_lead_penalty() {
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW 4H");
    assert_eq!(
        options(r.table.state(), 0),
        ["N:rule@RB 27A", "N:rule@RB 27B", "N:rule@RB 27C"]
    );
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW 4H\ndirector neither");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 27C");
    assert_eq!(obligations(st), "E:rest(RB 27C)");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 27D: a double as the correction is cancelled; the offender passes at
/// that turn; partner passes whenever it is his turn; lead penalties.
#[test]
fn rb27d_double_is_cancelled_and_the_offender_passes() {
    let r = rubber("auction 1S P 2S\nW 2H\nN decline\nW X");
    let st = r.table.state();
    assert_eq!(
        calls(st),
        "N:1S E:Pass S:2S W:2H[xRB 27] W:X[xRB 27D] W:Pass{RB 27D}"
    );
    assert_eq!(status(st, 0), "rectified RB 27D");
    assert_eq!(obligations(st), "E:rest(RB 27D)");
    assert_eq!(rights(st), ["W:RB 26A:pending"]);
    assert_eq!(turn(st), N);
}

/// RB 27: the correction must be sufficient (or a pass); an insufficient
/// correction is refused.
#[test]
fn rb27_an_insufficient_correction_is_refused() {
    let Err(e) = try_run(
        N,
        AUTO,
        "rules rubber\nauction 1S P 2S\nW 2H\nN decline\nW 2D",
    ) else {
        panic!("accepted")
    };
    assert!(
        matches!(e.kind, script::ScriptErrorKind::Action(ActionError::CallNotAllowed { law, .. }) if law == law_rb("RB 27")),
        "{e}"
    );
}

fn law_rb(s: &'static str) -> tenace_laws::LawRef {
    tenace_laws::LawRef::new(s)
}

// =====================================================================
// RB 26: lead penalties
// =====================================================================

/// RB 26A: the withdrawn call was a heart bid; at the offender's partner's
/// first lead declarer requires a heart.
#[test]
fn rb26a_declarer_requires_the_suit_of_the_withdrawn_bid() {
    let base = "auction 1S P 2S\nW 2H\nN decline\nW P\nauction 4S P P P";
    let r = rubber(base);
    let st = r.table.state();
    assert_eq!(contract(st), "4S by N");
    assert_eq!(st.lead_option_pending(E), Some(law_rb("RB 26A")));
    let r = rubber(&format!("{base}\nN require H"));
    let st = r.table.state();
    assert_eq!(legal(st, E), "H7 H6 H5");
    assert_eq!(
        st.rect.lead_rights[0].status,
        LeadRightStatus::Exercised { prohibited: None }
    );
}

/// RB 26A: declarer may instead prohibit that suit, and only that suit.
#[test]
fn rb26a_declarer_may_prohibit_only_the_named_suit() {
    let base = "auction 1S P 2S\nW 2H\nN decline\nW P\nauction 4S P P P";
    assert!(try_run(N, AUTO, &format!("rules rubber\n{base}\nN prohibit D")).is_err());
    assert!(try_run(N, AUTO, &format!("rules rubber\n{base}\nN require D")).is_err());
    let r = rubber(&format!("{base}\nN prohibit H"));
    let st = r.table.state();
    assert_eq!(rights(st), ["W:RB 26A:exercised(H)"]);
    assert!(!legal(st, E).contains('H'));
}

/// RB 26B: the withdrawn call was a no trump bid: declarer may prohibit any
/// one suit, even one the offender bid (no Law 26B exemption).
#[test]
fn rb26b_no_trump_withdrawn_declarer_prohibits_any_suit() {
    let base = "auction 1S P 2S\nW 1NT\nN decline\nW P\nauction 4S P P P";
    let r = rubber(base);
    assert_eq!(rights(r.table.state()), ["W:RB 26B:pending"]);
    assert_eq!(
        r.table.state().rect.lead_rights[0].rubber,
        Some(RubberLead::ProhibitAny)
    );
    let r = rubber(&format!("{base}\nN prohibit C"));
    let st = r.table.state();
    assert_eq!(legal(st, E), "ST S9 S8 H7 H6 H5 D4 D3 D2");
    assert!(try_run(N, AUTO, &format!("rules rubber\n{base}\nN require C")).is_err());
}

// =====================================================================
// RB 29-32: calls out of rotation
// =====================================================================

/// RB 29, RB 30A: a pass at the right-hand opponent's turn; the offender's
/// left-hand opponent alone chooses; if cancelled, the offender passes at
/// his next turn.
#[test]
fn rb30a_pass_at_rho_turn_offender_passes_next_turn() {
    let r = rubber("N 1S\nS P");
    let st = r.table.state();
    assert!(matches!(
        st.rect.irregularities[0].kind,
        K::PassOutOfRotation { .. }
    ));
    assert_eq!(options(st, 0), ["W:accept@RB 29A", "W:decline@RB 30A"]);
    let r = rubber("N 1S\nS P\nW decline");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 30A");
    assert_eq!(obligations(st), "S:next(RB 30A)");
    assert!(st.rect.lead_rights.is_empty());
    let r = rubber("N 1S\nS P\nW P");
    assert_eq!(status(r.table.state(), 0), "condoned RB 29A");
}

/// RB 30B: a pass at partner's turn after a bid: the offender passes
/// whenever it is his turn; partner may not double or redouble at that turn.
#[test]
fn rb30b_pass_at_partners_turn_after_a_bid() {
    let r = rubber("auction 1S 2H\nN P");
    assert_eq!(
        options(r.table.state(), 0),
        ["E:accept@RB 29A", "E:decline@RB 30B"]
    );
    let r = rubber("auction 1S 2H\nN P\nE decline");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 30B");
    assert_eq!(obligations(st), "N:rest(RB 30B)");
    assert_eq!(no_double(st), "S:no-double(RB 30B)");
    let Err(e) = try_run(N, AUTO, "rules rubber\nauction 1S 2H\nN P\nE decline\nS X") else {
        panic!("accepted")
    };
    assert!(
        matches!(e.kind, script::ScriptErrorKind::Action(ActionError::CallNotAllowed { law, .. }) if law == law_rb("RB 30B")),
        "{e}"
    );
    let r = rubber("auction 1S 2H\nN P\nE decline\nS 2S");
    assert_eq!(no_double(r.table.state()), "");
}

/// RB 31A: a bid at partner's turn: partner passes whenever it is his turn
/// and RB 26 lead penalties apply; no comparability question (contrast
/// Law 31B).
#[test]
fn rb31a_bid_at_partners_turn_bars_partner() {
    let r = rubber("auction 1S P\nN 2S\nE decline");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 31A");
    assert_eq!(obligations(st), "S:rest(RB 31A)");
    assert_eq!(rights(st), ["N:RB 26A:pending"]);
    let d = run(N, AUTO, "auction 1S P\nN 2S\nE decline");
    assert_eq!(status(d.table.state(), 0), "follow-up");
}

/// RB 31B1: a bid at the right-hand opponent's turn; he passes; the bid
/// is repeated with no penalty.
#[test]
fn rb31b1_rho_passes_the_bid_is_repeated() {
    let r = rubber("N 1S\nS 2S\nW decline\nE P");
    let st = r.table.state();
    assert_eq!(status(st, 0), "follow-up");
    assert_eq!(obligations(st), "S:repeat(2S)");
    let r = rubber("N 1S\nS 2S\nW decline\nE P\nS 2S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 31B1");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 31B2: the right-hand opponent bids; the offender bids the same
/// denomination again: partner passes at his next turn only, no lead
/// penalty.
#[test]
fn rb31b2_same_denomination_partner_passes_once() {
    let r = rubber("N 1S\nS 2S\nW decline\nE 2H\nS 3S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 31B2");
    assert_eq!(obligations(st), "N:next(RB 31B2)");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 31B2: another denomination: partner passes whenever it is his turn,
/// with RB 26A lead penalties.
#[test]
fn rb31b2_other_denomination_partner_barred_with_lead_penalty() {
    let r = rubber("N 1S\nS 2S\nW decline\nE 2H\nS 2NT");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 31B2");
    assert_eq!(obligations(st), "N:rest(RB 31B2)");
    assert_eq!(rights(st), ["S:RB 26A:pending"]);
}

/// RB 32A: a double at partner's turn: partner passes whenever it is his
/// turn; RB 26B lead penalty (any one suit).
#[test]
fn rb32a_double_at_partners_turn() {
    let r = rubber("N 1S\nW X");
    assert_eq!(
        options(r.table.state(), 0),
        ["N:accept@RB 29A", "N:decline@RB 32A"]
    );
    let r = rubber("N 1S\nW X\nN decline");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 32A");
    assert_eq!(obligations(st), "E:rest(RB 32A)");
    assert_eq!(rights(st), ["W:RB 26B:pending"]);
    // He may not double that bid later, in turn.
    assert_eq!(
        st.calls.obligations[W.index()].never_double,
        Some("1S".parse().unwrap())
    );
    let Err(e) = try_run(
        N,
        AUTO,
        "rules rubber
N 1S
W X
N decline
E P
S P
W X",
    ) else {
        panic!("accepted")
    };
    assert!(
        matches!(e.kind, script::ScriptErrorKind::Action(ActionError::CallNotAllowed { law, .. }) if law == law_rb("RB 32A")),
        "{e}"
    );
    // A later bid may be doubled.
    let r = rubber(
        "N 1S
W X
N decline
E P
S 2S
W X",
    );
    assert_eq!(standing(r.table.state()), "N:1S E:Pass S:2S W:X");
}

/// RB 32B1 and 32B2: a double at the right-hand opponent's turn.
#[test]
fn rb32b_double_at_rho_turn() {
    let r = rubber("auction 1S P\nW X\nN decline\nS P\nW X");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 32B1");
    assert_eq!(obligations(st), "");
    let r = rubber("auction 1S P\nW X\nN decline\nS 2S\nW P");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 32B2");
    assert_eq!(obligations(st), "E:next(RB 32B2)");
    assert_eq!(rights(st), ["W:RB 26B:pending"]);
}

// =====================================================================
// RB 64: revoke transfers; RB 15A: waiver
// =====================================================================

/// [`DEAL`], 4S by North: East leads.
const FOUR_S_BY_N: &str = "auction 1S P 4S P P P";

/// The revoke deal of tests/vectors_play.rs: North-South hold every trump
/// but East's S2 and the top cards. 4S by South (South deals): West leads.
const DEAL_R: &str = "N:876543.AKQJ.KQJ. 2.98765432.3.432 AKQJT9.T.AT9.AKQ ..876542.JT98765";
const FOUR_S_BY_S: &str = "auction 1S P 4S P P P";

/// East ruffs a diamond while holding one (trick 3) and wins a later trick.
fn p01_body() -> String {
    format!(
        "rules rubber\n{FOUR_S_BY_N}\nplay H7 H2 HA H8\nplay D8 D5 D2 DA\nplay DK D9 D6 S8\nplay ST S5 S2 SJ\nplay SA S9 S6 S3\n\
         play SK D3 S7 S4\nplay SQ D4 H3 C5\nplay HT H5 H4 HJ\nplay HK H9 H6 C8\nplay HQ C2 CJ C9\nplay DT D7 CQ DJ\n\
         play DQ C6 C3 CK\nplay CT C7 C4 CA"
    )
}

/// RB 64A: the offender won the revoke trick and his side a later one:
/// two tricks (the same count as Law 64A1, under the rubber clause).
#[test]
fn rb64a_offender_wins_the_revoke_trick_two_tricks() {
    let t = run(N, Mode::Table, &p01_body()).table;
    let st = t.state();
    assert_eq!(status(st, 0), "established 63A1");
    assert_eq!(transfers(st), ["RB 64A:2->NS"]);
}

/// RB 15A: the non-offending side waives the penalty: no transfer. The
/// offending side cannot waive it.
#[test]
fn rb15a_the_non_offending_side_waives_the_revoke_penalty() {
    let r = run(N, Mode::Table, &format!("{}\nS accept", p01_body()));
    let st = r.table.state();
    assert_eq!(st.rect.waived, [tenace_laws::IrregularityId(0)]);
    assert_eq!(transfers(st), ["RB 15A:0->NS"]);
    assert!(try_run(N, Mode::Table, &format!("{}\nE accept", p01_body())).is_err());
    // Duplicate contrast: players cannot waive (Law 10A).
    let body = p01_body().replace("rules rubber\n", "");
    assert!(try_run(N, Mode::Table, &format!("{body}\nS accept")).is_err());
}

/// RB 64B and footnote 26: declarer revokes and dummy wins the trick: the
/// revoke trick is transferred.
#[test]
fn rb64b_declarer_revokes_dummy_wins_one_trick() {
    let body = format!("rules rubber\n{FOUR_S_BY_S}\nplay D2 DJ D3 CA\nN DK");
    let mut t = run_on(DEAL_R, S, Mode::Table, &body).table;
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64B:1->EW"]);
}

/// RB 64C: the non-offending side won the revoke trick; the offenders'
/// first later trick is transferred.
#[test]
fn rb64c_nos_wins_the_revoke_trick_first_later_trick() {
    let body = format!(
        "rules rubber\n{FOUR_S_BY_S}\nplay D2 DJ H2 D9\nplay DK D3 DT D4\nplay DQ S2 DA D5"
    );
    let mut t = run_on(DEAL_R, S, Mode::Table, &body).table;
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64C:1->NS"]);
}

/// RB 64D1: the offenders won neither the revoke trick nor a later one.
#[test]
fn rb64d1_offenders_win_nothing_no_penalty() {
    let body = format!("rules rubber\n{FOUR_S_BY_S}\nplay D2 DJ H2 D9");
    let mut t = run_on(DEAL_R, S, Mode::Table, &body).table;
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64D1:0->NS"]);
}

/// RB 64D3: a failure to play a card face up on the table — here dummy's —
/// carries no penalty.
#[test]
fn rb64d3_dummy_revoke_no_penalty() {
    let body = format!("rules rubber\n{FOUR_S_BY_S}\nplay D2 HA D3 DA\nS SA");
    let mut t = run_on(DEAL_R, S, Mode::Table, &body).table;
    assert_eq!(t.state().rect.irregularities[0].offender, N);
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64D3:0->EW"]);
}

// =====================================================================
// RB 25: changes of call
// =====================================================================

/// South bids 2H, then says 2S before West calls.
const CHANGE: &str = "auction 1S P\nS 2H\nS 2S";

/// RB 25A: the players (the left-hand opponent) find whether the change
/// came at once, without stopping to think; under the Club Laws the Arbiter
/// does. Made at once, the new call stands without penalty.
#[test]
fn rb25a_a_change_made_at_once_stands() {
    let r = rubber(CHANGE);
    let st = r.table.state();
    assert!(matches!(
        st.rect.irregularities[0].kind,
        K::ChangeOfCall { .. }
    ));
    assert_eq!(status(st, 0), "finding");
    assert_eq!(options(st, 0), ["W:rule@RB 25A", "W:rule@RB 25B"]);
    assert_eq!(
        options(club(CHANGE).table.state(), 0),
        ["TD:rule@RB 25A", "TD:rule@RB 25B"]
    );
    let r = rubber(&format!("{CHANGE}\ndirector unintended"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 25A");
    assert_eq!(standing(st), "N:1S E:Pass S:2S");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
    assert!(info(st).is_empty());
    assert_eq!(turn(st), W);
}

/// RB 25B: not made at once. The new call is cancelled and the offender,
/// not his left-hand opponent, chooses: here his first call stands, so
/// partner passes at his next turn only; RB 26A on the cancelled spade bid
/// (his final call does not repeat spades). Duplicate contrast: the
/// left-hand opponent may accept the change (25B1), and nobody is barred.
#[test]
fn rb25b_first_call_stands_partner_passes_once() {
    let intended = format!("{CHANGE}\ndirector intended");
    let r = rubber(&intended);
    let st = r.table.state();
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(options(st, 0), ["S:call@RB 25B", "S:call@RB 25B"]);
    assert_eq!(calls(st), "N:1S E:Pass S:2H S:2S[xRB 25B]");
    // Only the offender may call now.
    let e = refused_on(N, AUTO, &format!("rules rubber\n{intended}\nW P"));
    assert!(matches!(e, ActionError::AwaitingDirector { .. }), "{e}");
    let r = rubber(&format!("{intended}\nS 2H"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 25B");
    assert_eq!(standing(st), "N:1S E:Pass S:2H");
    assert_eq!(obligations(st), "N:next(RB 25B)");
    assert_eq!(rights(st), ["S:RB 26A:pending"]);
    assert_eq!(
        st.rect.lead_rights[0].rubber,
        Some(RubberLead::RequireOrProhibit { suit: suit("S") })
    );
    assert_eq!(info(st), ["S:2S->NS@16C"]);
    assert_eq!(turn(st), W);
    // Duplicate contrast.
    let d = run(N, AUTO, &intended);
    assert_eq!(
        options(d.table.state(), 0),
        ["W:accept@25B1", "W:decline@25B2"]
    );
    let d = run(
        N,
        AUTO,
        &format!("{intended}\nW accept\ndirector comparable"),
    );
    assert_eq!(obligations(d.table.state()), "");
}

/// RB 25B: the offender makes another legal call instead: it replaces his
/// first call, partner passes at every turn, and RB 26A applies to the
/// first call (hearts) since the final call does not repeat hearts.
#[test]
fn rb25b_another_call_bars_partner_throughout() {
    let r = rubber(&format!("{CHANGE}\ndirector intended\nS 2NT"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 25B");
    assert_eq!(calls(st), "N:1S E:Pass S:2H[xRB 25B] S:2S[xRB 25B] S:2NT");
    assert_eq!(obligations(st), "N:rest(RB 25B)");
    assert_eq!(rights(st), ["S:RB 26A:pending"]);
    assert_eq!(
        st.rect.lead_rights[0].rubber,
        Some(RubberLead::RequireOrProhibit { suit: suit("H") })
    );
    assert_eq!(info(st), ["S:2S->NS@16C", "S:2H->NS@16C"]);
    // The substitute made again is his final call: it repeats no heart,
    // and it is no longer withdrawn information.
    let r = rubber(&format!("{CHANGE}\ndirector intended\nS 2S"));
    let st = r.table.state();
    assert_eq!(standing(st), "N:1S E:Pass S:2S");
    assert_eq!(obligations(st), "N:rest(RB 25B)");
    assert_eq!(info(st), ["S:2H->NS@16C"]);
    // A final call repeating the suit of the first: no lead penalty.
    let r = rubber(&format!("{CHANGE}\ndirector intended\nS 3H"));
    assert_eq!(obligations(r.table.state()), "N:rest(RB 25B)");
    assert!(r.table.state().rect.lead_rights.is_empty());
}

/// RB 25B: the final call must be legal in place of the first call; an
/// insufficient bid (or a bid above seven) is refused and changes nothing.
#[test]
fn rb25b_an_illegal_final_call_is_refused() {
    let body = format!("rules rubber\n{CHANGE}\ndirector intended");
    let before = table(N, AUTO, &body);
    for bad in ["S 1D", "S 8S", "S X"] {
        let e = refused_on(N, AUTO, &format!("{body}\n{bad}"));
        assert!(
            matches!(e, ActionError::CallNotAllowed { law, .. } if law == law_rb("RB 25B")),
            "{bad}: {e}"
        );
    }
    let mut t = before.clone();
    let err = t.apply(tenace_laws::Event::Call {
        seat: S,
        call: attempted("1D"),
    });
    assert!(err.is_err());
    assert_eq!(t.state(), before.state());
}

/// RB 25B when the first call was itself irregular (here a pass out of
/// rotation nobody noticed, then changed): the substitute is cancelled and
/// the first call is dealt with under its own law (RB 29, RB 30A).
#[test]
fn rb25b_an_irregular_first_call_keeps_its_own_law() {
    let body = "rules rubber\nN 1S\nS P\nS 2S\nE attention\ndirector intended";
    let r = run(N, Mode::Table, body);
    let st = r.table.state();
    assert_eq!(status(st, 1), "rectified RB 25B");
    assert_eq!(calls(st), "N:1S S:Pass S:2S[xRB 25B]");
    assert_eq!(options(st, 0), ["W:accept@RB 29A", "W:decline@RB 30A"]);
    let r = run(N, Mode::Table, &format!("{body}\nW decline"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 30A");
    assert_eq!(obligations(st), "S:next(RB 30A)");
    assert!(st.rect.lead_rights.is_empty());
    assert_eq!(turn(st), E);
}

/// RB 15B: in table mode nobody noticed the change and the left-hand
/// opponent called over it: the penalty is forfeited and the new call
/// stands.
#[test]
fn rb15b_lho_calls_over_the_change_forfeits_the_penalty() {
    let r = run(N, Mode::Table, &format!("rules rubber\n{CHANGE}\nW P"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "condoned RB 15B");
    assert_eq!(standing(st), "N:1S E:Pass S:2S W:Pass");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 25A: a player who says his call was not the one he meant must say
/// so at once: before anyone has called over it (the rubber text has no
/// counterpart of Law 25A6). Duplicate contrast: until partner calls.
#[test]
fn rb25a_an_unintended_call_is_corrected_only_at_once() {
    let r = rubber("auction 1S P 2H\nS unintended 2S");
    assert_eq!(
        options(r.table.state(), 0),
        ["W:rule@RB 25A", "W:rule@RB 25A"]
    );
    let r = rubber("auction 1S P 2H\nS unintended 2S\ndirector unintended");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 25A");
    assert_eq!(standing(st), "N:1S E:Pass S:2S");
    let r = rubber("auction 1S P 2H\nS unintended 2S\ndirector intended");
    assert_eq!(status(r.table.state(), 0), "cancelled RB 25A");
    let e = refused_on(N, AUTO, "rules rubber\nauction 1S P 2H P\nS unintended 2S");
    assert!(matches!(e, ActionError::NoCallToCorrect { .. }), "{e}");
    assert!(try_run(N, AUTO, "auction 1S P 2H P\nS unintended 2S").is_ok());
}

// =====================================================================
// RB 27 footnote 9: a correction tried before the penalty is stated
// =====================================================================

/// RB 27 footnote 9: West corrects his insufficient 2H to 3NT before the
/// penalty is stated. The 3NT is cancelled at once; North still chooses;
/// West then chooses his final call, and RB 26 compares the cancelled 3NT
/// with it (RB 26B: no trump given up for a heart bid). Duplicate
/// contrast: Law 27C makes the 3NT the replacement.
#[test]
fn rb27_fn9_a_premature_correction_is_cancelled() {
    let r = rubber("auction 1S P 2S\nW 2H\nW 3NT");
    let st = r.table.state();
    assert_eq!(calls(st), "N:1S E:Pass S:2S W:2H W:3NT[xRB 27]");
    assert_eq!(status(st, 1), "cancelled RB 27");
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(options(st, 0), ["N:accept@RB 27", "N:decline@RB 27"]);
    let r = rubber("auction 1S P 2S\nW 2H\nW 3NT\nN decline\nW 3H\ndirector lowest");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 27A");
    assert_eq!(standing(st), "N:1S E:Pass S:2S W:3H");
    assert_eq!(obligations(st), "");
    assert_eq!(rights(st), ["W:RB 26B:pending"]);
    assert_eq!(info(st), ["W:3NT->EW@16C", "W:2H->EW@16C"]);
    // Duplicate contrast.
    let d = run(N, AUTO, "auction 1S P 2S\nW 2H\nW 3NT\nN decline");
    let st = d.table.state();
    assert_eq!(status(st, 1), "rectified 27C");
    assert_eq!(standing(st), "N:1S E:Pass S:2S W:3NT");
}

/// RB 27 footnote 9 when the insufficient bid is accepted: the bid is the
/// offender's final call; the cancelled 3NT still gives RB 26B.
#[test]
fn rb27_fn9_accepted_insufficient_bid_keeps_the_lead_penalty() {
    let r = rubber("auction 1S P 2S\nW 2H\nW 3NT\nN accept");
    let st = r.table.state();
    assert_eq!(status(st, 0), "condoned RB 27");
    assert_eq!(standing(st), "N:1S E:Pass S:2S W:2H");
    assert_eq!(rights(st), ["W:RB 26B:pending"]);
    // A cancelled attempt in the suit of the final call gives none.
    let r = rubber("auction 1S P 2S\nW 2H\nW 3H\nN accept");
    assert!(r.table.state().rect.lead_rights.is_empty());
}

// =====================================================================
// RB 21: misinformation
// =====================================================================

/// RB 21: misled by North-South, East changes his 2H while the auction is
/// open, with no penalty and no judgement: his call and South's later call
/// are withdrawn (South may call again), unauthorized for North-South.
#[test]
fn rb21_change_after_misinformation_until_the_auction_closes() {
    let r = rubber("auction 1S 2H 2S\ndirector misinformation N\nE change 3H");
    let st = r.table.state();
    assert_eq!(calls(st), "N:1S E:2H[xRB 21] S:2S[xRB 21] E:3H");
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
    assert_eq!(turn(st), S);
    assert!(matches!(
        last_outcome(&r),
        tenace_laws::Outcome::Chose { law } if law == law_rb("RB 21")
    ));
}

/// RB 21: once the auction is closed it is too late to change a call; the
/// score may be adjusted at the end of play (`RB 21` review point).
/// Duplicate contrast: until the end of the auction period (21B1).
#[test]
fn rb21_too_late_once_the_auction_is_closed() {
    let body = "auction 1S 2H 2S P P P\ndirector misinformation N";
    let r = rubber(body);
    let st = r.table.state();
    assert!(st.calls.change_rights.is_empty());
    assert!(review(st).contains(&"RB 21"), "{:?}", review(st));
    let e = refused_on(N, AUTO, &format!("rules rubber\n{body}\nE change 3H"));
    assert!(matches!(e, ActionError::NoRightToChange { .. }), "{e}");
    let d = run(N, AUTO, &format!("{body}\nE change 3H"));
    assert_eq!(
        standing(d.table.state()),
        "N:1S E:2H S:2S W:Pass N:Pass E:3H"
    );
}

// =====================================================================
// RB 24: cards exposed during the auction
// =====================================================================

/// RB 24B and RB 17: the auction begins once the deal is complete, so an
/// honour shown before the first call is dealt with under RB 24: partner
/// passes at his next turn, and the card is unauthorized for him (RB 16B2).
/// Duplicate contrast: before the first call it is Law 16D1.
#[test]
fn rb24_a_card_shown_before_the_first_call() {
    let r = rubber("E expose CK");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 24B");
    assert_eq!(obligations(st), "W:next(RB 24B)");
    assert_eq!(info(st), ["E:CK->EW@RB 16B2"]);
    assert_eq!(st.play.exposed.len(), 1);
    let d = run(
        N,
        AUTO,
        "E expose CK\ndirector seen-by W CK\ndirector play-normally",
    );
    assert_eq!(status(d.table.state(), 0), "rectified 16D1");
    assert!(d.table.state().play.exposed.is_empty());
}

/// RB 24A then RB 24B: a single low card carries nothing more; a second
/// card (Law 24C in duplicate) bars partner at his next turn. East becomes
/// a defender: both cards are major penalty cards.
#[test]
fn rb24_a_second_card_bars_partner_once_then_penalty_cards() {
    let r = rubber("auction 1S\nE expose H5");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 24A");
    assert_eq!(obligations(st), "");
    let r = rubber("auction 1S\nE expose H5\nE expose H6");
    let st = r.table.state();
    assert_eq!(status(st, 1), "rectified RB 24B");
    assert_eq!(obligations(st), "W:next(RB 24B)");
    let d = run(N, AUTO, "auction 1S\nE expose H5\nE expose H6");
    assert_eq!(status(d.table.state(), 1), "rectified 24C");
    let r = rubber("auction 1S\nE expose H5\nE expose H6\nauction P P P P");
    let st = r.table.state();
    assert_eq!(contract(st), "1S by N");
    assert_eq!(penalty_cards(st), ["E:H5:major@RB 24", "E:H6:major@RB 24"]);
}

// =====================================================================
// RB 35-39: inadmissible calls
// =====================================================================

/// RB 36: South doubles his partner's bid. The double is cancelled, South
/// substitutes any legal call, partner passes at every turn and RB 26B
/// applies, whatever South calls. Duplicate contrast: the Director
/// compares the substitute with the double (36B2, 23A).
#[test]
fn rb36_inadmissible_double_bars_partner_with_lead_penalty() {
    let r = rubber("auction 1S P\nS X");
    let st = r.table.state();
    assert_eq!(status(st, 0), "awaiting");
    assert_eq!(options(st, 0), ["S:call@RB 36"]);
    assert_eq!(obligations(st), "N:rest(RB 36)");
    let r = rubber("auction 1S P\nS X\nS 2S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 36");
    assert_eq!(calls(st), "N:1S E:Pass S:X[xRB 36] S:2S");
    assert_eq!(obligations(st), "N:rest(RB 36)");
    assert_eq!(rights(st), ["S:RB 26B:pending"]);
    let d = run(N, AUTO, "auction 1S P\nS X\nS 2S");
    assert_eq!(status(d.table.state(), 0), "finding");
    // Out of rotation (at East's turn): the same penalty at once; the turn
    // goes back to East and South calls as he likes at his own turn.
    let r = rubber("N 1S\nS X");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 36");
    assert_eq!(obligations(st), "N:rest(RB 36)");
    assert_eq!(rights(st), ["S:RB 26B:pending"]);
    assert_eq!(turn(st), E);
}

/// RB 35A: in table mode the left-hand opponent called over the
/// inadmissible double before anyone noticed it: the double and every
/// later call are cancelled and the auction goes back to South, with no
/// penalty.
#[test]
fn rb35a_inadmissible_double_condoned() {
    let r = run(
        N,
        Mode::Table,
        "rules rubber\nauction 1S P X P\nE attention",
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 35A");
    assert_eq!(calls(st), "N:1S E:Pass S:X[xRB 35A] W:Pass[xRB 35A]");
    assert_eq!(turn(st), S);
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 37: South must pass at his next turn (RB 30A) but bids: the bid is
/// cancelled, a pass takes its place, both North and South pass for the
/// rest of the auction, and RB 26A applies to the spade bid. Duplicate
/// contrast: Law 37B2 and the Law 26B right.
#[test]
fn rb37_call_while_barred_bars_the_side_with_lead_penalty() {
    let body = "N 1S\nS P\nW decline\nE P\nS 2S";
    let r = rubber(body);
    let st = r.table.state();
    assert_eq!(status(st, 1), "rectified RB 37");
    assert_eq!(
        calls(st),
        "N:1S S:Pass[xRB 29B] E:Pass S:2S[xRB 37] S:Pass{RB 37}"
    );
    assert_eq!(obligations(st), "N:rest(RB 37) S:rest(RB 37)");
    assert_eq!(rights(st), ["S:RB 26A:pending"]);
    assert_eq!(turn(st), W);
    let d = run(N, AUTO, body);
    let st = d.table.state();
    assert_eq!(status(st, 1), "rectified 37B");
    assert_eq!(obligations(st), "N:rest(37B2) S:next(30A) S:rest(37B2)");
    assert_eq!(rights(st), ["S:26B:pending"]);
}

/// RB 35B: the left-hand opponent called over North's bid before anyone
/// noticed it: it and the later calls stand with no penalty, but North
/// still passes for the rest of the auction.
#[test]
fn rb35b_call_while_barred_condoned() {
    let body = "rules rubber\nauction 1S 2H\nN P\nE attention\nE decline\nS P\nW P\nN 3S\nE P\nS attention";
    let r = run(N, Mode::Table, body);
    let st = r.table.state();
    assert_eq!(status(st, 1), "rectified RB 35B");
    assert_eq!(standing(st), "N:1S E:2H S:Pass W:Pass N:3S E:Pass");
    assert_eq!(obligations(st), "N:rest(RB 30B)");
    assert!(st.rect.lead_rights.is_empty());
}

/// RB 38: South bids 8S: cancelled, a pass in its place, both members of
/// the side pass for the rest of the auction, and RB 26A applies to spades.
#[test]
fn rb38_bid_above_seven_bars_the_side_with_lead_penalty() {
    let r = rubber("auction 1S P\nS 8S");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 38");
    assert_eq!(calls(st), "N:1S E:Pass S:8S[xRB 38] S:Pass{RB 38}");
    assert_eq!(obligations(st), "N:rest(RB 38) S:rest(RB 38)");
    assert_eq!(rights(st), ["S:RB 26A:pending"]);
    let d = run(N, AUTO, "auction 1S P\nS 8S");
    assert_eq!(obligations(d.table.state()), "N:rest(38C) S:rest(38C)");
    assert_eq!(rights(d.table.state()), ["S:26B:pending"]);
}

/// RB 35C: the left-hand opponent called over the bid of eight before
/// anyone noticed: it and West's call are cancelled, South's pass is
/// substituted, and there is no bar and no lead penalty. Duplicate
/// contrast: both members are still barred (38C).
#[test]
fn rb35c_bid_above_seven_condoned_no_bar() {
    let body = "auction 1S P 8S P\nE attention";
    let r = run(N, Mode::Table, &format!("rules rubber\n{body}"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 35C");
    assert_eq!(
        calls(st),
        "N:1S E:Pass S:8S[xRB 35C] W:Pass[xRB 35C] S:Pass{RB 35C}"
    );
    assert_eq!(obligations(st), "");
    assert!(st.rect.lead_rights.is_empty());
    assert_eq!(turn(st), W);
    let d = run(N, Mode::Table, body);
    assert_eq!(status(d.table.state(), 0), "rectified 38D");
    assert_eq!(obligations(d.table.state()), "N:rest(38C) S:rest(38C)");
}

/// [`DEAL`], 4S by North: East and West defend.
const CLOSED: &str = "auction 1S P 4S P P P";

/// RB 39B: a defender bids after the auction is closed: cancelled, and
/// RB 26A applies to the suit he named. RB 39A: dummy's call carries no
/// penalty.
#[test]
fn rb39_calls_after_the_auction_is_closed() {
    let r = rubber(&format!("{CLOSED}\nW 5H"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 39B");
    assert_eq!(contract(st), "4S by N");
    assert_eq!(rights(st), ["W:RB 26A:pending"]);
    assert_eq!(
        st.rect.lead_rights[0].rubber,
        Some(RubberLead::RequireOrProhibit { suit: suit("H") })
    );
    let r = rubber(&format!("{CLOSED}\nS 5S"));
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 39A");
    assert!(st.rect.lead_rights.is_empty());
    let d = run(N, AUTO, &format!("{CLOSED}\nW 5H"));
    assert_eq!(status(d.table.state(), 0), "rectified 39C");
}

/// RB 35D: the left-hand opponent called too before anyone noticed: every
/// call after the close is cancelled, with no penalty.
#[test]
fn rb35d_call_after_close_condoned() {
    let r = run(
        N,
        Mode::Table,
        &format!("rules rubber\n{CLOSED}\nW 5H\nN P\nE attention"),
    );
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 35D");
    assert!(st.rect.lead_rights.is_empty());
    assert_eq!(contract(st), "4S by N");
}
