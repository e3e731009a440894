//! The JSON form of the vocabulary types is their text form (Display on the
//! way out, FromStr on the way in): a card is `"SA"`, a call `"1NT"`, a deal
//! its PBN string. The expected strings are the documented text forms
//! (docs/table-script.md, PBN 2.1 §3.4), not the program's output.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tenace_core::{AttemptedCall, Bid, Call, Card, Contract, Deal, Hand, Rank, SuitSet};

/// `value` serialises to the JSON string `text` and reads back equal.
fn both_ways<T>(value: T, text: &str)
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = format!("\"{text}\"");
    assert_eq!(serde_json::to_string(&value).unwrap(), json);
    assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value);
}

#[test]
fn vocabulary_types_are_json_strings_of_their_text() {
    both_ways("SA".parse::<Card>().unwrap(), "SA");
    both_ways("HT".parse::<Card>().unwrap(), "HT");
    both_ways("Q".parse::<Rank>().unwrap(), "Q");
    both_ways("SH".parse::<SuitSet>().unwrap(), "SH");
    both_ways(SuitSet::default(), "-");
    both_ways("1NT".parse::<Bid>().unwrap(), "1NT");
    both_ways(Call::Pass, "Pass");
    both_ways(Call::Double, "X");
    both_ways(Call::Redouble, "XX");
    both_ways("4S".parse::<Call>().unwrap(), "4S");
    both_ways("8C".parse::<AttemptedCall>().unwrap(), "8C");
    both_ways(AttemptedCall::Call(Call::Pass), "Pass");
    both_ways("4SX by N".parse::<Contract>().unwrap(), "4SX by N");
    // Law 1: thirteen cards a hand; PBN lists spades, hearts, diamonds,
    // clubs, and a deal starts from the seat named before the colon.
    let hand = "AKQJT98765432...";
    both_ways(hand.parse::<Hand>().unwrap(), hand);
    let deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    both_ways(deal.parse::<Deal>().unwrap(), deal);
}

/// A play as a file holds it: the card inside an object.
#[derive(Debug, serde::Deserialize)]
#[allow(dead_code)]
struct Play {
    card: Card,
}

#[test]
fn bad_text_and_other_json_types_are_refused_with_the_reason() {
    // The parser's own message with where the bad string ends in the file
    // (its closing quote: `{"card": "ZZ"` is 13 characters), and serde's
    // for a value that is no string.
    let e = serde_json::from_str::<Play>("{\"card\": \"ZZ\"}").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("{} at line 1 column 13", "ZZ".parse::<Card>().unwrap_err())
    );
    let e = serde_json::from_str::<Vec<Card>>("[\"SA\",\n\"S1\"]").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("{} at line 2 column 4", "S1".parse::<Card>().unwrap_err())
    );
    let e = serde_json::from_str::<Vec<Call>>("[5]").unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid type: integer `5`, expected a string at line 1 column 2"
    );
    assert!(serde_json::from_str::<Deal>("\"N:AKQ...\"").is_err());
    assert!(serde_json::from_str::<Bid>("\"Pass\"").is_err());
}

#[test]
fn map_keys_and_values_read_as_text() {
    let cards: std::collections::BTreeMap<Card, Call> =
        serde_json::from_str(r#"{"SA": "1NT", "C2": "Pass"}"#).unwrap();
    assert_eq!(cards.len(), 2);
    assert_eq!(
        serde_json::to_string(&cards).unwrap(),
        r#"{"C2":"Pass","SA":"1NT"}"#
    );
}
