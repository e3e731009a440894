//! Every irregularity and every status has a sentence in both languages,
//! and the Chinese (and English) sentences are exactly the expected ones.
//!
//! The lists below hold one value of each variant. `kind_ordinal` and
//! `status_ordinal` match exhaustively, so a new variant does not compile
//! until it is given an ordinal here, and the tests then fail until the new
//! variant has a case with its expected text in both languages.

use std::collections::BTreeSet;

use tenace_core::{AttemptedCall, Bid, Call, Card, Seat, Strain, Suit};
use tenace_i18n::{irregularity_key, status_key, Catalog, Lang};
use tenace_laws::{
    Chooser, IrregularityKind as K, LawRef, OptionKind, Question, RectOption, ReplacementClass,
    Ruling, Status, TurnOf,
};

fn card(s: &str) -> Card {
    s.parse().expect("card")
}

fn bid(s: &str) -> Bid {
    s.parse().expect("bid")
}

fn call(s: &str) -> Call {
    s.parse().expect("call")
}

fn said(s: &str) -> AttemptedCall {
    s.parse().expect("call")
}

const KINDS: usize = 44;

/// A distinct number for each variant of `IrregularityKind`.
fn kind_ordinal(k: &K) -> usize {
    match k {
        K::CardExposedDuringAuction { .. } => 0,
        K::ChangeOfCall { .. } => 1,
        K::InsufficientBid { .. } => 2,
        K::PrematureReplacement { .. } => 3,
        K::PassOutOfRotation { .. } => 4,
        K::BidOutOfRotation { .. } => 5,
        K::DoubleOutOfRotation { .. } => 6,
        K::InadmissibleDouble { .. } => 7,
        K::BidAboveSeven { .. } => 8,
        K::CallAfterFinalPass { .. } => 9,
        K::FaceDownLeadOutOfTurn { .. } => 10,
        K::OpeningLeadOutOfTurn { .. } => 11,
        K::DeclaringSideOpeningLead { .. } => 12,
        K::DeclarerLeadOutOfTurn { .. } => 13,
        K::DefenderLeadOutOfTurn { .. } => 14,
        K::ProperLeadAfterLeadOutOfTurn { .. } => 15,
        K::PrematureLeadOrPlay { .. } => 16,
        K::PlayAtRightHandOpponentsTurn { .. } => 17,
        K::DeclarerPrematurePlay { .. } => 18,
        K::CardAddedToTrick { .. } => 19,
        K::Revoke { .. } => 20,
        K::DummyIndicatedCard { .. } => 21,
        K::DummyDrewAttention => 22,
        K::CallWhileRequiredToPass { .. } => 23,
        K::ProhibitedLead { .. } => 24,
        K::DeclarerExposedCard { .. } => 25,
        K::DefenderExposedCard { .. } => 26,
        K::RestrictionBreached { .. } => 27,
        K::PenaltyCardNotPlayed { .. } => 28,
        K::UnintendedCall { .. } => 29,
        K::SimultaneousCards { .. } => 30,
        K::OmittedPlay { .. } => 31,
        K::DummyLimitBreached => 35,
        K::DummyWrongCard { .. } => 36,
        K::ExtraCardOnTrick { .. } => 37,
        K::IncorrectNumberOfCards { .. } => 32,
        K::MissingCard => 33,
        K::CardsFromWrongBoard => 34,
        K::WrongBoardInPlay => 38,
        K::PlayBeforeRequiredLead { .. } => 39,
        K::SecondLeadByProperLeader { .. } => 40,
        K::ClaimPlayRejected { .. } => 41,
        K::ClaimTrumpsBreached { .. } => 42,
        K::FaceDownLeadAfterFacedLead { .. } => 43,
    }
}

/// One ruling of each kind (some kinds twice, for their variants of
/// wording): the offender, the irregularity, the English and the Chinese.
fn rulings() -> Vec<(Seat, K, &'static str, &'static str)> {
    use Seat::*;
    vec![
        (
            North,
            K::CardExposedDuringAuction { card: card("HK"), led: false },
            "North exposed ♥K during the auction",
            "北家於叫牌階段暴露牌張♥K",
        ),
        (
            East,
            K::CardExposedDuringAuction { card: card("D2"), led: true },
            "East led ♦2 during the auction",
            "東家於叫牌階段攻出牌張♦2",
        ),
        (
            East,
            K::ChangeOfCall {
                original: said("1S"),
                replacement: said("2S"),
            },
            "East changed 1♠ to 2♠ before the next player called",
            "東家在左敵家叫牌前更改叫品：1♠改為2♠",
        ),
        (
            West,
            K::InsufficientBid {
                bid: bid("1C"),
                last_bid: bid("1H"),
            },
            "West bid 1♣, which does not supersede 1♥: an insufficient bid",
            "西家叫1♣，未能超越1♥：不足叫價",
        ),
        (
            West,
            K::PrematureReplacement {
                insufficient: bid("1C"),
                replacement: said("2NT"),
            },
            "West replaced the insufficient 1♣ with 2NT before the Director ruled",
            "西家在裁判裁決前即以2無王更換不足叫價1♣：過早更換叫牌",
        ),
        (
            South,
            K::PassOutOfRotation {
                turn: East,
                turn_of: TurnOf::RightHandOpponent,
            },
            "South passed out of rotation, at East's turn (his right-hand opponent's turn)",
            "南家違序派司：當時輪到東家（其右敵家）叫牌",
        ),
        (
            South,
            K::BidOutOfRotation {
                bid: bid("2S"),
                turn: East,
                turn_of: TurnOf::RightHandOpponent,
            },
            "South bid 2♠ out of rotation, at East's turn (his right-hand opponent's turn)",
            "南家違序叫價2♠：當時輪到東家（其右敵家）叫牌",
        ),
        (
            North,
            K::BidOutOfRotation {
                bid: bid("1NT"),
                turn: South,
                turn_of: TurnOf::Partner,
            },
            "North bid 1NT out of rotation, at South's turn (his partner's turn)",
            "北家違序叫價1無王：當時輪到南家（其同伴）叫牌",
        ),
        (
            East,
            K::DoubleOutOfRotation {
                call: call("X"),
                turn: South,
                turn_of: TurnOf::LeftHandOpponent,
            },
            "East called X out of rotation, at South's turn (his left-hand opponent's turn)",
            "東家違序賭倍：當時輪到南家（其左敵家）叫牌",
        ),
        (
            South,
            K::InadmissibleDouble {
                call: call("XX"),
                in_rotation: true,
            },
            "South called XX, which the auction does not permit (Law 19)",
            "南家作出不能成立之再賭倍（第 19 條）",
        ),
        (
            South,
            K::InadmissibleDouble {
                call: call("X"),
                in_rotation: false,
            },
            "South called X out of rotation, which the auction does not permit (Law 19)",
            "南家違序作出不能成立之賭倍（第 19 條）",
        ),
        (
            West,
            K::CallWhileRequiredToPass { call: call("2H"), obligation: LawRef::new("27B2") },
            "West called 2♥ while required to pass (Law 27B2)",
            "西家違反強制派司，叫出2♥（第 27B2 條）",
        ),
        (
            West,
            K::BidAboveSeven {
                level: 8,
                strain: Strain::Spades,
            },
            "West bid 8♠ — above the seven level",
            "西家叫8♠：超過七線之叫價",
        ),
        (
            North,
            K::CallAfterFinalPass { call: said("Pass") },
            "North called Pass after the auction had ended",
            "北家在結尾派司後又叫派司",
        ),
        (
            West,
            K::UnintendedCall {
                call: said("Pass"),
                intended: said("X"),
            },
            "West says his Pass was not the call he meant (X)",
            "西家表示其派司為非意圖之叫品，原意為賭倍",
        ),
        (
            North,
            K::IncorrectNumberOfCards { under: South },
            "North held more than 13 cards and South fewer",
            "北家持有超過13張牌，南家不足13張",
        ),
        (
            East,
            K::MissingCard,
            "East's hand lacked a card",
            "東家的手牌缺少一張牌",
        ),
        (
            West,
            K::CardsFromWrongBoard,
            "West called holding cards from a wrong board",
            "西家持取自錯誤之牌的牌張叫牌",
        ),
        (
            North,
            K::WrongBoardInPlay,
            "the board at the table, found after the auction began, is not the one for this round",
            "叫牌開始後發現本桌所打之牌並非本輪應打之牌",
        ),
        (
            East,
            K::FaceDownLeadOutOfTurn {
                card: card("D3"),
                proper_leader: West,
            },
            "East led ♦3 face down, but West is on lead",
            "東家以牌面朝下攻出♦3，但應由西家首攻",
        ),
        (
            West,
            K::FaceDownLeadAfterFacedLead { card: card("D3") },
            "West led ♦3 face down after his partner had faced a lead out of turn; it goes back to his hand",
            "西家在其同伴違序首攻亮牌之後，以牌面朝下攻出♦3；該牌退回其手中",
        ),
        (
            East,
            K::OpeningLeadOutOfTurn {
                card: card("DA"),
                proper_leader: West,
            },
            "East faced the opening lead ♦A, but West was on lead",
            "東家違序首攻並亮出♦A，但應由西家首攻",
        ),
        (
            North,
            K::DeclaringSideOpeningLead {
                card: card("CQ"),
                proper_leader: West,
            },
            "North, of the declaring side, tried to make the opening lead with ♣Q; West is on lead",
            "北家屬莊家一方，卻試圖以♣Q首攻；應由西家首攻",
        ),
        (
            North,
            K::DeclarerLeadOutOfTurn {
                card: card("S4"),
                proper_leader: South,
            },
            "♠4 was led from North's hand, but the lead was South's",
            "♠4自北家手中攻出，但應由南家攻牌",
        ),
        (
            West,
            K::DefenderLeadOutOfTurn {
                card: card("HT"),
                proper_leader: East,
            },
            "West led ♥T out of turn; the lead was East's",
            "西家違序攻出♥T；應由東家攻牌",
        ),
        (
            East,
            K::ProperLeadAfterLeadOutOfTurn {
                card: card("C5"),
                irregular_lead: card("HT"),
            },
            "East, whose lead it was, led ♣5 after the lead out of turn of ♥T",
            "輪到攻牌的東家在違序攻牌♥T之後，以♣5作正確攻牌",
        ),
        (
            West,
            K::PrematureLeadOrPlay {
                card: card("S2"),
                lead: true,
            },
            "West led ♠2 before his partner had played to the trick",
            "西家在同伴打出本磴之前過早攻出♠2",
        ),
        (
            West,
            K::PrematureLeadOrPlay {
                card: card("S2"),
                lead: false,
            },
            "West played ♠2 before his partner had played to the trick",
            "西家在同伴打出本磴之前過早打出♠2",
        ),
        (
            East,
            K::PlayAtRightHandOpponentsTurn { card: card("D9") },
            "East played ♦9 at his right-hand opponent's turn",
            "東家在輪到右敵家時打出♦9",
        ),
        (
            South,
            K::DeclarerPrematurePlay { card: card("H7") },
            "♥7 was played from South's hand before its turn",
            "♥7在未輪到時即自南家手中打出",
        ),
        (
            West,
            K::PlayBeforeRequiredLead { card: card("HA") },
            "West played ♥A after declarer had to take back his lead from the wrong hand, before he led again",
            "莊家須收回從錯誤手攻出之牌後、尚未自正確手攻牌前，西家即打出♥A",
        ),
        (
            West,
            K::SecondLeadByProperLeader {
                card: card("HK"),
                irregular_lead: card("CJ"),
            },
            "West, whose lead it was, also led ♥K after his partner's lead out of turn of ♣J",
            "輪到攻牌的西家在同伴違序攻出♣J之後，亦攻出♥K",
        ),
        (
            South,
            K::ClaimPlayRejected { card: card("DK") },
            "South's ♦K was taken back at the other side's demand, in the play after a disputed claim",
            "在主張遭異議後繼續打牌時，南家打出的♦K應對方要求收回",
        ),
        (
            South,
            K::ClaimTrumpsBreached { card: card("DK"), draw: true },
            "South led ♦K although the defenders had required him to draw the outstanding trump",
            "防家已要求南家肅清尚未出完的王牌，南家卻攻出♦K",
        ),
        (
            North,
            K::ClaimTrumpsBreached { card: card("S7"), draw: false },
            "North led ♠7 although the defenders had required him not to draw the outstanding trump",
            "防家已要求北家不得肅清尚未出完的王牌，北家卻攻出♠7",
        ),
        (
            West,
            K::CardAddedToTrick { card: card("C8") },
            "West added ♣8 to a trick he had already played to",
            "西家在已出過牌的牌磴再打出♣8",
        ),
        (
            East,
            K::Revoke {
                card: card("C2"),
                suit_led: Suit::Hearts,
                trick: 4,
            },
            "East played ♣2 to trick 4 while holding a heart: a revoke",
            "東家在第 4 磴打出♣2，但手中仍有紅心：應跟未跟",
        ),
        (
            East,
            K::ProhibitedLead { card: card("H3"), prohibited: Suit::Hearts, trick: 1 },
            "East led ♥3 to trick 1, a heart — the suit declarer had forbidden (Law 26B) — while holding another suit: a revoke",
            "東家在第 1 磴攻出♥3，即莊家依第 26B 條禁止攻出的紅心，而手中仍有其他花色：應跟未跟",
        ),
        (
            West,
            K::RestrictionBreached { card: card("D4"), trick: 5, source: LawRef::new("57A") },
            "West played ♦4 to trick 5 against the restriction declarer chose (Law 57A) while able to comply: a revoke",
            "西家在第 5 磴打出♦4，違反莊家所選之限制（第 57A 條），而其本可遵守：應跟未跟",
        ),
        (
            East,
            K::PenaltyCardNotPlayed { card: card("C3"), penalty_card: card("SK"), trick: 6 },
            "East played ♣3 to trick 6 instead of the penalty card ♠K",
            "東家在第 6 磴打出♣3，而未打出罰張♠K",
        ),
        (
            South,
            K::DeclarerExposedCard { card: card("SQ") },
            "♠Q was exposed from South's hand",
            "♠Q自南家手中暴露",
        ),
        (
            West,
            K::DefenderExposedCard { card: card("CJ") },
            "West exposed ♣J",
            "西家暴露牌張♣J",
        ),
        (
            South,
            K::DummyIndicatedCard { card: card("SA") },
            "dummy (South) indicated ♠A without declarer's instruction",
            "夢家（南家）未經莊家要求即指示♠A",
        ),
        (
            South,
            K::DummyDrewAttention,
            "dummy (South) drew attention to an irregularity during the play",
            "夢家（南家）於打牌階段提示違常",
        ),
        (
            East,
            K::SimultaneousCards {
                visible: [card("DK"), card("D3")].into_iter().collect(),
            },
            "East produced several cards at once with their faces visible (♦3 ♦K): he must say which one he is playing",
            "東家同時打出多張牌且可看到牌面（♦3 ♦K）：須指定所欲打出之牌張",
        ),
        (
            West,
            K::OmittedPlay { trick: 4 },
            "West did not play to trick 4, which was quitted without his card: a defective trick",
            "西家未打牌至第 4 磴，該磴於缺少其牌張之情況下收回：瑕疵牌磴",
        ),
        (
            South,
            K::DummyLimitBreached,
            "dummy (South) went beyond his limitations: he exchanged hands with declarer, watched declarer play or looked at a defender's cards",
            "夢家（南家）違反對夢家之限制：與莊家交換座位、離座觀看莊家打牌或觀看防家之牌",
        ),
        (
            South,
            K::DummyWrongCard {
                card: card("D5"),
                named: card("D6"),
            },
            "dummy (South) played ♦5, but declarer had named ♦6",
            "夢家（南家）打出♦5，但莊家指定的是♦6",
        ),
        (
            West,
            K::ExtraCardOnTrick {
                card: card("C5"),
                trick: 3,
            },
            "West's ♣5 went to trick 3 with the card he played: too many cards on a trick (a defective trick)",
            "西家的♣5與其打出之牌一同置入第 3 磴：打出過多牌張（瑕疵牌磴）",
        ),
    ]
}

#[test]
fn every_kind_has_a_case() {
    let covered: BTreeSet<usize> = rulings()
        .iter()
        .map(|(_, k, _, _)| kind_ordinal(k))
        .collect();
    assert_eq!(
        covered,
        (0..KINDS).collect(),
        "each IrregularityKind needs a case in rulings()"
    );
}

#[test]
fn every_kind_key_is_distinct_and_has_a_message_in_both_languages() {
    let keys: BTreeSet<&str> = rulings().iter().map(|(_, k, _, _)| k.key()).collect();
    assert_eq!(
        keys.len(),
        KINDS,
        "IrregularityKind::key() values must be distinct"
    );
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for (_, kind, _, _) in rulings() {
            let key = irregularity_key(&kind);
            assert!(cat.has_message(&key), "{lang} has no message `{key}`");
        }
    }
}

#[test]
fn each_ruling_reads_as_expected_in_english_and_chinese() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    for (offender, kind, english, chinese) in rulings() {
        assert_eq!(en.describe(offender, &kind), english, "{kind:?}");
        assert_eq!(zh.describe(offender, &kind), chinese, "{kind:?}");
    }
}

const STATUSES: usize = 16;

/// A distinct number for each variant of `Status` (and of `Question`, for
/// `AwaitingFinding`).
fn status_ordinal(s: &Status) -> usize {
    match s {
        Status::Unnoticed => 0,
        Status::AwaitingDirector => 1,
        Status::AwaitingFinding { question } => match question {
            Question::AcceptedOrOwnTurn => 2,
            Question::Unintended => 7,
            Question::ReplacementClass => 8,
            Question::Comparable => 9,
            Question::DealCorrectable => 12,
            Question::ArtificialScore => 13,
            Question::LeadOrFollow => 14,
            Question::WhoSawCard => 15,
        },
        Status::Condoned { .. } => 3,
        Status::Established { .. } => 4,
        Status::Cancelled { .. } => 5,
        Status::ReviewAtEndOfPlay => 6,
        Status::FollowUp => 10,
        Status::Rectified { .. } => 11,
    }
}

/// Each status of an irregularity, with the English and the Chinese.
fn statuses() -> Vec<(Seat, K, Status, &'static str, &'static str)> {
    use Seat::*;
    let insufficient = K::InsufficientBid {
        bid: bid("1C"),
        last_bid: bid("1H"),
    };
    let bid_out = K::BidOutOfRotation {
        bid: bid("2S"),
        turn: East,
        turn_of: TurnOf::RightHandOpponent,
    };
    let opening = K::OpeningLeadOutOfTurn {
        card: card("DA"),
        proper_leader: West,
    };
    let defender = K::DefenderLeadOutOfTurn {
        card: card("HT"),
        proper_leader: East,
    };
    let declarer = K::DeclarerLeadOutOfTurn {
        card: card("S4"),
        proper_leader: South,
    };
    let revoke = K::Revoke {
        card: card("C2"),
        suit_led: Suit::Hearts,
        trick: 4,
    };
    vec![
        (East, revoke, Status::Unnoticed, "nobody has drawn attention to it yet", "尚無人提示此違常"),
        (East, revoke, Status::AwaitingDirector, "the table waits for the Director", "牌桌等待裁判處理"),
        (
            West,
            insufficient,
            Status::AwaitingDirector,
            "the table waits for the Director; North may accept it (Law 27A1)",
            "牌桌等待裁判處理；北家得接受之（第 27A1 條）",
        ),
        (
            South,
            bid_out,
            Status::AwaitingDirector,
            "the table waits for the Director; West may accept it (Law 29A)",
            "牌桌等待裁判處理；西家得接受之（第 29A 條）",
        ),
        (
            East,
            opening,
            Status::AwaitingDirector,
            "the table waits for the Director; declarer chooses among the options of Law 54",
            "牌桌等待裁判處理；由莊家在第 54 條之選項中擇一",
        ),
        (
            West,
            defender,
            Status::AwaitingDirector,
            "the table waits for the Director; declarer may accept it (Law 56A)",
            "牌桌等待裁判處理；莊家得接受之（第 56A 條）",
        ),
        (
            North,
            declarer,
            Status::AwaitingDirector,
            "the table waits for the Director; either defender may accept it (Law 55A)",
            "牌桌等待裁判處理；任一防家得接受之（第 55A 條）",
        ),
        (
            South,
            bid_out,
            Status::AwaitingFinding { question: Question::AcceptedOrOwnTurn },
            "the Director must ask whether the call accepted it (Law 29A) or was a call in turn (Law 28B)",
            "裁判須查明該叫品是接受違序叫品（第 29A 條），還是視同正序之叫牌（第 28B 條）",
        ),
        (
            North,
            K::ChangeOfCall { original: said("1NT"), replacement: said("1S") },
            Status::AwaitingFinding { question: Question::Unintended },
            "the Director must find whether the first call was unintended (Law 25A)",
            "裁判須判定原叫品是否為非意圖之叫品（第 25A 條）",
        ),
        (
            West,
            insufficient,
            Status::AwaitingFinding { question: Question::ReplacementClass },
            "the Director must rule how the replacement qualifies under Law 27B1",
            "裁判須依第 27B1 條裁定替換叫品屬於何種情形",
        ),
        (
            West,
            insufficient,
            Status::AwaitingFinding { question: Question::Comparable },
            "the Director must rule whether the replacement is comparable to the withdrawn call (Law 23A)",
            "裁判須裁定替換叫品是否為所撤回叫品之比擬叫品（第 23A 條）",
        ),
        (
            North,
            K::IncorrectNumberOfCards { under: South },
            Status::AwaitingFinding { question: Question::DealCorrectable },
            "the Director must rule whether the deal can be corrected and played (Law 13B)",
            "裁判須裁定該牌局能否更正後繼續進行（第 13B 條）",
        ),
        (
            West,
            K::CardsFromWrongBoard,
            Status::AwaitingFinding { question: Question::ArtificialScore },
            "no result can be obtained: the Director must award artificial adjusted scores (Law 12C2)",
            "無法取得結果：裁判須判給人為調整得分（第 12C2 條）",
        ),
        (
            North,
            K::DeclarerLeadOutOfTurn {
                card: card("SA"),
                proper_leader: Seat::East,
            },
            Status::AwaitingFinding { question: Question::LeadOrFollow },
            "the Director must ask whether the card was meant as the lead (Law 53B) or as a card following to the irregular lead (Law 53A)",
            "裁判須查明該牌張意在攻牌（第 53B 條），還是跟打違序之攻牌（第 53A 條）",
        ),
        (
            South,
            bid_out,
            Status::AwaitingFinding { question: Question::WhoSawCard },
            "the Director must find who saw the card: the information is that player's side's (Law 16D1)",
            "裁判須查明何人看到該張牌：此資訊屬於看到者一方（第 16D1 條）",
        ),
        (
            South,
            bid_out,
            Status::FollowUp,
            "cancelled; what follows depends on the offender's next call",
            "已取消；後續處理視違規者下一次叫品而定",
        ),
        (
            West,
            insufficient,
            Status::Rectified { law: LawRef::new("27B2") },
            "rectified (Law 27B2)",
            "已矯正（第 27B2 條）",
        ),
        (
            West,
            insufficient,
            Status::Condoned { law: LawRef::new("27A1") },
            "accepted (Law 27A1)",
            "已接受（第 27A1 條）",
        ),
        (
            East,
            revoke,
            Status::Established { law: LawRef::new("63A1") },
            "established (Law 63A1); Law 64 applies after play",
            "已確立（第 63A1 條）；打牌結束後適用第 64 條",
        ),
        (
            South,
            bid_out,
            Status::Cancelled { law: LawRef::new("28B") },
            "cancelled (Law 28B)",
            "已取消（第 28B 條）",
        ),
        (
            South,
            K::DummyDrewAttention,
            Status::ReviewAtEndOfPlay,
            "play continues; the Director judges any damage at the end of play",
            "繼續打牌；打牌結束後由裁判判斷是否受到損害、須否判給調整得分",
        ),
    ]
}

#[test]
fn every_status_has_a_case_and_a_message_in_both_languages() {
    let covered: BTreeSet<usize> = statuses()
        .iter()
        .map(|(_, _, s, _, _)| status_ordinal(s))
        .collect();
    assert_eq!(
        covered,
        (0..STATUSES).collect(),
        "each Status needs a case in statuses()"
    );
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for (_, _, status, _, _) in statuses() {
            assert!(
                cat.has_message(status_key(&status)),
                "{lang} has no message `{}`",
                status_key(&status)
            );
        }
    }
}

#[test]
fn each_status_reads_as_expected_in_english_and_chinese() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    for (offender, kind, status, english, chinese) in statuses() {
        assert_eq!(
            en.status_of(offender, &kind, &status),
            english,
            "{status:?}"
        );
        assert_eq!(
            zh.status_of(offender, &kind, &status),
            chinese,
            "{status:?}"
        );
    }
}

/// Whatever the seats, no sentence is left with a variable unfilled or a
/// message key in place of text.
#[test]
fn no_ruling_leaves_a_placeholder() {
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for offender in Seat::ALL {
            for (_, kind, _, _) in rulings() {
                let text = cat.describe(offender, &kind);
                assert!(
                    !text.contains('{') && !text.starts_with("irregularity-"),
                    "{lang}: {text}"
                );
            }
            for (_, kind, status, _, _) in statuses() {
                let text = cat.status_of(offender, &kind, &status);
                assert!(
                    !text.contains('{') && !text.starts_with("status-"),
                    "{lang}: {text}"
                );
            }
        }
    }
}

/// A distinct number for each variant of `Ruling`.
fn ruling_ordinal(r: &Ruling) -> usize {
    match r {
        Ruling::CallerIntended { .. } => 0,
        Ruling::Unintended { .. } => 1,
        Ruling::Replacement { .. } => 2,
        Ruling::Comparable { .. } => 3,
        Ruling::SpecifiedSuits { .. } => 4,
        Ruling::Misinformation { .. } => 5,
        Ruling::ClaimAward { .. } => 6,
        Ruling::Artificial { .. } => 7,
        Ruling::DealCorrectable { .. } => 8,
        Ruling::ArtificialScore { .. } => 9,
        Ruling::CardSeen => 10,
        Ruling::SurplusCard { .. } => 11,
        Ruling::MissingCardFound { .. } => 12,
        Ruling::WrongBoardFound { .. } => 13,
        Ruling::Redeal => 14,
        Ruling::SelfRectification { .. } => 15,
        Ruling::WaiveRectification => 16,
        Ruling::LeadIntended { .. } => 17,
        Ruling::CardSeenBy { .. } => 18,
        Ruling::PlayNormally { .. } => 19,
        Ruling::Extraneous { .. } => 20,
        Ruling::NarrowDesignation { .. } => 21,
        Ruling::DealtOutOfTurn { .. } => 22,
        Ruling::ClaimFinding { .. } => 23,
    }
}

#[test]
fn each_ruling_of_the_director_reads_as_expected() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let cases = [
        (
            Ruling::CallerIntended { accepted: true },
            "he accepted the call",
            "其意在接受該叫品",
        ),
        (
            Ruling::CallerIntended { accepted: false },
            "he took his own turn",
            "其意在依自己的輪次叫牌",
        ),
        (
            Ruling::Unintended { unintended: true },
            "the call was unintended",
            "該叫品為非意圖之叫品",
        ),
        (
            Ruling::Unintended { unintended: false },
            "the change was intended",
            "該更改係出於意圖",
        ),
        (
            Ruling::Replacement {
                class: ReplacementClass::LowestSameDenominations,
            },
            "lowest sufficient bid in the same denomination(s)",
            "同一名目之最低充分叫價",
        ),
        (
            Ruling::Replacement {
                class: ReplacementClass::Comparable,
            },
            "a comparable call",
            "比擬叫品",
        ),
        (
            Ruling::Replacement {
                class: ReplacementClass::Neither,
            },
            "neither",
            "皆非",
        ),
        (
            Ruling::Comparable { comparable: true },
            "comparable",
            "屬比擬叫品",
        ),
        (
            Ruling::Comparable { comparable: false },
            "not comparable",
            "非比擬叫品",
        ),
        (
            Ruling::Misinformation {
                explainer: Seat::East,
            },
            "East's side gave a mistaken explanation (misinformation)",
            "東家方提供了錯誤訊息",
        ),
        (
            Ruling::WaiveRectification,
            "the rectification is waived at the non-offending side's request",
            "應非違規方之請求免除糾正",
        ),
        (
            Ruling::LeadIntended { lead: true },
            "he meant it as his lead",
            "其意在攻牌",
        ),
        (
            Ruling::LeadIntended { lead: false },
            "he meant to follow to the irregular lead",
            "其意在跟打違序之攻牌",
        ),
        (
            Ruling::CardSeenBy {
                seat: Seat::North,
                card: "CK".parse().expect("a card"),
            },
            "North saw ♣K: extraneous information for his side (Law 16D1)",
            "北家看到♣K：對其一方為外來資訊（第 16D1 條）",
        ),
        (
            Ruling::PlayNormally {
                adjust_later: false,
            },
            "the information would not interfere with normal play: the board is played normally",
            "該資訊不致妨礙正常進行：本牌照常進行",
        ),
        (
            Ruling::ClaimAward { tricks: 3 },
            "the claimer's side gets 3 of the remaining tricks",
            "主張方獲得剩餘牌磴中的 3 磴",
        ),
        (
            Ruling::SpecifiedSuits {
                offender: Seat::West,
                suits: "SH".parse().expect("suits"),
            },
            "West specified ♠♥",
            "西家已表示♠♥",
        ),
        (
            Ruling::Artificial {
                record: 1,
                specified: "H".parse().expect("suits"),
            },
            "call 2 is artificial, specifying ♥",
            "第 2 個叫品為人為叫品，表示♥",
        ),
        (
            Ruling::Artificial {
                record: 0,
                specified: tenace_core::SuitSet::EMPTY,
            },
            "call 1 is artificial, specifying no suit",
            "第 1 個叫品為人為叫品，未表示任何花色",
        ),
        (
            Ruling::DealCorrectable { correctable: true },
            "the deal can be corrected and played",
            "該牌局可更正後繼續進行",
        ),
        (
            Ruling::DealCorrectable { correctable: false },
            "the deal cannot be corrected and played",
            "該牌局無法更正後繼續進行",
        ),
        (
            Ruling::ArtificialScore {
                ns: tenace_laws::AverageScore::AverageMinus,
                ew: tenace_laws::AverageScore::AveragePlus,
            },
            "artificial adjusted scores: North-South average minus, East-West average plus",
            "人為調整得分：南北方平均減，東西方平均加",
        ),
        (
            Ruling::CardSeen,
            "a card of another hand had been seen: play goes on, and the Director may adjust",
            "已有他家的牌張被看見：繼續進行，裁判可調整得分",
        ),
        (
            Ruling::SurplusCard {
                seat: Seat::East,
                played: true,
            },
            "the stray card found with East's hand is taken out (it had gone to a trick: the Director may adjust)",
            "在東家手牌中發現的多餘牌張予以移除（該牌曾打入一磴：裁判可調整得分）",
        ),
        (
            Ruling::SurplusCard {
                seat: Seat::East,
                played: false,
            },
            "the stray card found with East's hand is taken out (it had not gone to a trick)",
            "在東家手牌中發現的多餘牌張予以移除（該牌未曾打入任何一磴）",
        ),
        (
            Ruling::MissingCardFound {
                card: card("C5"),
                place: tenace_laws::FoundPlace::AmongPlayed,
            },
            "♣5 turned up among the played cards: a defective trick",
            "♣5在已打出的牌張中找到：屬缺陷牌磴",
        ),
        (
            Ruling::MissingCardFound {
                card: card("C5"),
                place: tenace_laws::FoundPlace::Elsewhere,
            },
            "♣5 turned up elsewhere and goes back to its hand",
            "♣5在他處找到，歸還原手牌",
        ),
        (
            Ruling::MissingCardFound {
                card: card("C5"),
                place: tenace_laws::FoundPlace::NotFound,
            },
            "♣5 could not be found: the deal is rebuilt",
            "♣5未能找到：重建牌局",
        ),
        (
            Ruling::WrongBoardFound {
                played_before: true,
            },
            "a wrong board is in play: a player here had already played it",
            "正在進行錯誤之牌：本桌已有牌手打過此牌",
        ),
        (
            Ruling::WrongBoardFound {
                played_before: false,
            },
            "a wrong board is in play: nobody here had played it",
            "正在進行錯誤之牌：本桌無人打過此牌",
        ),
        (
            Ruling::Redeal,
            "the board is to be dealt again",
            "該牌須重新發牌",
        ),
        (
            Ruling::SelfRectification { upheld: true },
            "what the players did on their own to put it right stands",
            "牌手自行所作之更正予以維持",
        ),
        (
            Ruling::SelfRectification { upheld: false },
            "what the players did on their own to put it right is cancelled: for the Director to rectify",
            "牌手自行所作之更正予以取消：由裁判矯正",
        ),
        (
            Ruling::Extraneous {
                seat: Seat::West,
                what: tenace_laws::Extraneous::Tempo { ms: 12_500 },
            },
            "extraneous information from West to his partner: West's break in tempo (12.5 s)",
            "西家向同伴傳遞的外來訊息：西家的節奏中斷（12.5 秒）",
        ),
        (
            Ruling::NarrowDesignation {
                cards: "...KJ".parse::<tenace_core::Hand>().unwrap(),
            },
            "the defenders choose dummy's card among ♣J, ♣K",
            "防守方從 ♣J、♣K 中選擇夢家的牌",
        ),
        (
            Ruling::DealtOutOfTurn { seat: Seat::East },
            "East dealt out of turn: the proper dealer may still call first; if East calls first, the calls go on in rotation from him (Chicago, Appendix 4 G)",
            "東家違序發牌：應發牌者仍可先叫；若東家先叫，其後依序輪流叫牌（芝加哥制，附錄 4 G）",
        ),
        (
            Ruling::ClaimFinding {
                finding: tenace_laws::ClaimFinding::AwareOfTrumps { aware: false },
            },
            "the claimer may have been unaware that an opponent still held a trump (Law 70C2)",
            "攤牌者可能不知道對手仍持有王牌（第 70C2 條）",
        ),
    ];
    let covered: BTreeSet<usize> = cases.iter().map(|(r, _, _)| ruling_ordinal(r)).collect();
    assert_eq!(covered, (0..24).collect(), "each Ruling needs a case");
    for (ruling, english, chinese) in cases {
        assert_eq!(en.ruling(ruling), english);
        assert_eq!(zh.ruling(ruling), chinese);
    }
}

#[test]
fn options_read_as_expected() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let option = |chooser, action, law, effect: &str, suggested| RectOption {
        chooser,
        action,
        law: LawRef::new(law),
        effect: effect
            .parse()
            .unwrap_or_else(|_| panic!("not an effect: {effect}")),
        suggested,
    };
    let north = Chooser::Player { seat: Seat::North };
    let cases = [
        (
            option(north, OptionKind::Accept, "27A1", "ib-accepted", false),
            "North accepts → the insufficient bid stands and the auction continues (Law 27A1)",
            "北家接受 → 不足叫價成立，叫牌繼續（第 27A1 條）",
        ),
        (
            option(north, OptionKind::Decline, "27B", "ib-must-be-replaced", false),
            "North does not accept → the offender must replace it; what follows depends on the replacement (Law 27B)",
            "北家不接受 → 違規者須替換該叫價，後續處理視替換叫品而定（第 27B 條）",
        ),
        (
            option(north, OptionKind::Call { sufficient_or_pass: false }, "36B2", "substitute-legal-call", false),
            "North calls → any legal call; partner must pass for the rest of the auction (Law 36B2)",
            "北家叫牌 → 任一合法叫品；同伴須於叫牌剩餘過程中一律派司（第 36B2 條）",
        ),
        (
            option(north, OptionKind::Call { sufficient_or_pass: true }, "27B3", "ib-replace-sufficient-or-pass", false),
            "North bids sufficiently or passes → partner must pass for the rest of the auction; lead restrictions may apply (Law 27B3)",
            "北家作充分叫價或派司 → 同伴須於叫牌剩餘過程中一律派司，並可能有攻牌限制（第 27B3 條）",
        ),
        (
            option(
                Chooser::Director,
                OptionKind::Rule { ruling: Ruling::Replacement { class: ReplacementClass::LowestSameDenominations } },
                "27B1(a)",
                "no-further-rectification",
                true,
            ),
            "Director rules: lowest sufficient bid in the same denomination(s) → no further rectification (the Director may adjust after play) (Law 27B1(a)) [suggested]",
            "裁判裁定：同一名目之最低充分叫價 → 不再矯正（打牌結束後裁判仍得調整得分）（第 27B1(a) 條）[建議]",
        ),
        (
            option(north, OptionKind::ProhibitLead, "26B", "lead-restriction", false),
            "North forbids a suit or none → declarer may forbid one suit at partner's first lead (Law 26B)",
            "北家禁止一種花色或不禁止 → 莊家得於同伴首次攻牌時禁止一種花色（第 26B 條）",
        ),
        (
            option(north, OptionKind::SpreadHand, "54A", "declarer-becomes-dummy", false),
            "North spreads his hand → he becomes dummy and his partner declarer; the lead stands (Law 54A)",
            "北家攤下手牌 → 其成為夢家，其同伴成為莊家；該攻牌成立（第 54A 條）",
        ),
        (
            option(north, OptionKind::PlayOption, "57A", "partner-play-restricted", false),
            "North chooses: highest or lowest of the suit led, or a suit to play or not to play → the offender's card is a major penalty card; his partner plays as declarer requires (Law 57A)",
            "北家選擇：所攻花色之最大或最小牌，或指定須打出或不得打出之花色 → 違規者之牌張成為重罰張；其同伴依莊家之要求出牌（第 57A 條）",
        ),
        (
            option(north, OptionKind::Decline, "56B", "lead-refused-penalty-card", false),
            "North does not accept → the card becomes a major penalty card and the proper leader leads (declarer's Law 50D2 option may follow) (Law 56B)",
            "北家不接受 → 該牌張成為重罰張，由正確之賽員攻牌（其後莊家或可行使第 50D2 條之選項）（第 56B 條）",
        ),
        (
            option(north, OptionKind::WithdrawCall { withdraw: true }, "25A6", "lho-call-withdrawn", false),
            "North withdraws his call → his call is withdrawn and he calls again; it is unauthorized information for the other side (Law 25A6)",
            "北家撤回其叫品 → 其叫品撤回並重新叫牌；對另一方為非法訊息（第 25A6 條）",
        ),
        (
            option(north, OptionKind::WithdrawCall { withdraw: false }, "25A6", "lho-call-stands", false),
            "North lets his call stand → his call stands and the auction goes on (Law 25A6)",
            "北家維持其叫品 → 其叫品成立，叫牌繼續（第 25A6 條）",
        ),
        (
            option(north, OptionKind::Designate, "58B2", "designated-card-played", false),
            "North says which card he is playing → the card he names is played; a defender's other visible cards become penalty cards (Law 58B2)",
            "北家指定所欲打出之牌張 → 打出其所指定之牌張；防家其他可看到牌面之牌張成為罰張（第 58B2 條）",
        ),
        (
            option(north, OptionKind::PlaceCard, "67B1", "omitted-card-placed", false),
            "North places a card among his played cards → of the suit led if he holds one; who won the trick does not change; a deemed revoke: one trick is transferred (Law 67B1)",
            "北家將一張牌置入其已打出之牌張中 → 若有所攻花色須置入該花色；該磴之歸屬不變；視為應跟未跟：移轉一磴（第 67B1 條）",
        ),
    ];
    let kinds: BTreeSet<usize> = cases
        .iter()
        .map(|(o, _, _)| match o.action {
            OptionKind::Accept => 0,
            OptionKind::Decline => 1,
            OptionKind::Call {
                sufficient_or_pass: false,
            } => 2,
            OptionKind::Call {
                sufficient_or_pass: true,
            } => 3,
            OptionKind::Rule { .. } => 4,
            OptionKind::ProhibitLead => 5,
            OptionKind::SpreadHand => 6,
            OptionKind::PlayOption => 7,
            OptionKind::WithdrawCall { withdraw: true } => 8,
            OptionKind::WithdrawCall { withdraw: false } => 9,
            OptionKind::Designate => 10,
            OptionKind::PlaceCard => 11,
        })
        .collect();
    assert_eq!(kinds, (0..12).collect(), "each OptionKind needs a case");
    for (o, english, chinese) in cases {
        assert_eq!(en.option(&o), english);
        assert_eq!(zh.option(&o), chinese);
    }
}

/// The engine names what follows from each option by an `Effect`; each one
/// has a message in both languages.
#[test]
fn every_effect_key_of_the_engine_has_a_message() {
    use strum::IntoEnumIterator;
    let keys: Vec<&str> = tenace_laws::Effect::iter().map(|e| e.key()).collect();
    assert!(keys.len() >= 20, "found only {} effects", keys.len());
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        for key in &keys {
            assert!(
                cat.has_message(&format!("effect-{key}")),
                "{lang} has no message `effect-{key}`"
            );
        }
    }
}

/// A reference to the 2014 Laws of Rubber Bridge (`RB 27C`) reads as a
/// rubber law in both languages, never as "Law RB 27C".
#[test]
fn rubber_law_references_render_in_both_languages() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let rb = tenace_laws::LawRef::new("RB 27C");
    assert_eq!(en.law(rb), "Rubber Law 27C");
    assert_eq!(zh.law(rb), "橋牌盤式規則第 27C 條");
    let dup = tenace_laws::LawRef::new("27B2");
    assert_eq!(en.law(dup), "Law 27B2");
    assert_eq!(zh.law(dup), "第 27B2 條");
}
