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
            st.obligations[s.index()]
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
    assert!(st.lead_rights.is_empty());
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
    assert!(st.lead_rights.is_empty());
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
        st.lead_rights[0].rubber,
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
    assert!(st.lead_rights.is_empty());
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
        st.lead_rights[0].status,
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
        r.table.state().lead_rights[0].rubber,
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
        st.irregularities[0].kind,
        K::PassOutOfRotation { .. }
    ));
    assert_eq!(options(st, 0), ["W:accept@RB 29A", "W:decline@RB 30A"]);
    let r = rubber("N 1S\nS P\nW decline");
    let st = r.table.state();
    assert_eq!(status(st, 0), "rectified RB 30A");
    assert_eq!(obligations(st), "S:next(RB 30A)");
    assert!(st.lead_rights.is_empty());
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
    assert!(st.lead_rights.is_empty());
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
    assert!(st.lead_rights.is_empty());
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
        st.obligations[W.index()].never_double,
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
    assert_eq!(st.waived, [0]);
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
    assert_eq!(t.state().irregularities[0].offender, N);
    play_out(&mut t, tenace_core::Side::NorthSouth);
    assert_eq!(transfers(t.state()), ["RB 64D3:0->EW"]);
}
