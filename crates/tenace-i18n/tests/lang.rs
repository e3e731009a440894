//! Choosing the language: tags, POSIX locale names and the environment.

use tenace_core::{AttemptedCall, Seat};
use tenace_i18n::{display_width, pad, Arg, Catalog, Lang};

#[test]
fn tags_and_locale_names() {
    for name in ["en", "EN", "en-GB", "en_US.UTF-8", "C", "POSIX", "C.UTF-8"] {
        assert_eq!(Lang::parse(name), Some(Lang::En), "{name}");
    }
    for name in [
        "zh-TW",
        "zh_TW",
        "zh_TW.UTF-8",
        "zh_TW.Big5",
        "zh-Hant",
        "zh-Hant-TW",
        "zh_HK.UTF-8",
        "zh",
    ] {
        assert_eq!(Lang::parse(name), Some(Lang::ZhTw), "{name}");
    }
    for name in ["fr_FR.UTF-8", "zh-CN", "zh_CN.UTF-8", "zh-Hans", "", "x"] {
        assert_eq!(Lang::parse(name), None, "{name}");
    }
    assert_eq!("zh-TW".parse::<Lang>(), Ok(Lang::ZhTw));
    let err = "de".parse::<Lang>().unwrap_err();
    assert!(
        err.to_string().contains("`de`") && err.to_string().contains("zh-TW"),
        "{err}"
    );
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.tag()), Some(lang));
        assert_eq!(lang.to_string(), lang.tag());
    }
}

fn from(vars: &[(&str, &str)]) -> Lang {
    Lang::from_locale_vars(|name| {
        vars.iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    })
}

#[test]
fn the_environment_decides_in_posix_order() {
    assert_eq!(from(&[]), Lang::En);
    assert_eq!(from(&[("LANG", "zh_TW.UTF-8")]), Lang::ZhTw);
    assert_eq!(
        from(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_TW.UTF-8")]),
        Lang::En
    );
    assert_eq!(
        from(&[("LC_ALL", "zh_TW.UTF-8"), ("LANG", "en_US.UTF-8")]),
        Lang::ZhTw
    );
    assert_eq!(
        from(&[("LC_MESSAGES", "zh_TW.UTF-8"), ("LANG", "en_US.UTF-8")]),
        Lang::ZhTw
    );
    // An empty variable counts as unset.
    assert_eq!(from(&[("LC_ALL", ""), ("LANG", "zh_TW.UTF-8")]), Lang::ZhTw);
    // A locale without a catalogue gives English, not the next variable.
    assert_eq!(
        from(&[("LC_ALL", "fr_FR.UTF-8"), ("LANG", "zh_TW.UTF-8")]),
        Lang::En
    );
}

#[test]
fn calls_cards_and_seats_in_both_languages() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let call = |s: &str| -> AttemptedCall { s.parse().expect("call") };
    for (text, english, chinese) in [
        ("1H", "1♥", "1♥"),
        ("3NT", "3NT", "3無王"),
        ("Pass", "Pass", "派司"),
        ("X", "X", "賭倍"),
        ("XX", "XX", "再賭倍"),
        ("8S", "8♠", "8♠"),
    ] {
        assert_eq!(en.call(call(text)), english);
        assert_eq!(zh.call(call(text)), chinese);
    }
    let ace = "SA".parse().expect("card");
    assert_eq!(en.card(ace), "♠A");
    assert_eq!(zh.card(ace), "♠A");
    assert_eq!(zh.seat(Seat::North), "北家");
    assert_eq!(zh.seat_short(Seat::West), "西");
    assert_eq!(
        zh.contract("4HX by S".parse().expect("contract")),
        "南家主打4♥X"
    );
    assert_eq!(
        en.contract("4HX by S".parse().expect("contract")),
        "4♥X by South"
    );
}

#[test]
fn plural_forms() {
    let en = Catalog::new(Lang::En);
    let zh = Catalog::new(Lang::ZhTw);
    let over = |cat: &Catalog, n: i64| cat.message("result-made-over", &[("over", Arg::Number(n))]);
    assert_eq!(over(&en, 1), "made with 1 overtrick");
    assert_eq!(over(&en, 2), "made with 2 overtricks");
    assert_eq!(over(&zh, 2), "成約，另有 2 超磴");
    let result = |cat: &Catalog, tricks: i64| {
        cat.message(
            "result-contract",
            &[
                ("contract", "1NT by North".into()),
                ("tricks", Arg::Number(tricks)),
                ("how", "down 6".into()),
                ("ns", "-300".into()),
                ("ew", "+300".into()),
            ],
        )
    };
    assert_eq!(
        result(&en, 1),
        "1NT by North: 1 trick, down 6. Score: N-S -300, E-W +300"
    );
    assert_eq!(
        result(&en, 0),
        "1NT by North: 0 tricks, down 6. Score: N-S -300, E-W +300"
    );
}

#[test]
fn output_is_plain_text_and_unknown_keys_show_themselves() {
    let zh = Catalog::new(Lang::ZhTw);
    let text = zh.message("next-call", &[("seat", "西家".into())]);
    assert_eq!(text, "輪到西家叫牌。");
    assert!(
        !text.contains(['\u{2068}', '\u{2069}']),
        "no Unicode isolation marks"
    );
    assert_eq!(zh.text("no-such-key"), "no-such-key");
    assert!(!zh.has_message("no-such-key"));
}

#[test]
fn columns_count_chinese_characters_twice() {
    assert_eq!(display_width("南家主打4♥"), 10);
    assert_eq!(pad("派司", 10), "派司      ");
    assert_eq!(pad("3NT", 2), "3NT");
}
