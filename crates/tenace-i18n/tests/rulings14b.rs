//! Law 79B3 in both languages: a split score in the result, and the
//! refusals of a one-sided decrease.

use tenace_i18n::{Catalog, Lang};
use tenace_laws::{ActionError, BoardResult, LawRef, SplitScore};

/// A passed-out board (0 to each side) after which the Director took 50
/// points from North-South only (Law 79B3).
fn split_result() -> BoardResult {
    BoardResult {
        contract: None,
        tricks_in_play: None,
        declarer_tricks: None,
        transfers: Vec::new(),
        score_ns: 0,
        breakdown: None,
        subject_to_director: false,
        artificial: None,
        assigned: None,
        procedural_penalties: Vec::new(),
        split: Some(SplitScore {
            ns: -50,
            ew: 0,
            law: LawRef::new("79B3"),
        }),
    }
}

#[test]
fn a_split_score_shows_each_sides_score() {
    let en = Catalog::new(Lang::En).result(&split_result());
    assert!(
        en.contains("North-South -50") && en.contains("East-West +0") && en.contains("79B3"),
        "{en}"
    );
    let zh = Catalog::new(Lang::ZhTw).result(&split_result());
    assert!(
        zh.contains("南北方 -50") && zh.contains("東西方 +0") && zh.contains("79B3"),
        "{zh}"
    );
}

#[test]
fn the_refusals_of_a_decrease_name_the_law_in_both_languages() {
    let law = LawRef::new("79B3");
    for e in [
        ActionError::RoundNotEnded { law },
        ActionError::NoRubberCounterpart { law },
        ActionError::NoScoreToDecrease { law },
    ] {
        let en = Catalog::new(Lang::En).action_error(&e);
        let zh = Catalog::new(Lang::ZhTw).action_error(&e);
        assert!(en.contains("79B3") && zh.contains("79B3"), "{en} / {zh}");
        assert_ne!(en, zh);
    }
    let en = Catalog::new(Lang::En).action_error(&ActionError::RoundNotEnded { law });
    assert!(en.contains("round has not ended"), "{en}");
}

#[test]
fn an_expired_review_right_names_both_laws() {
    let e = ActionError::ReviewExpired {
        seat: tenace_core::Seat::East,
        law: LawRef::new("41B"),
        instead: LawRef::new("41C"),
    };
    for lang in [Lang::En, Lang::ZhTw] {
        let text = Catalog::new(lang).action_error(&e);
        assert!(text.contains("41B") && text.contains("41C"), "{text}");
    }
}
