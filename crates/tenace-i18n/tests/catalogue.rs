//! The catalogues themselves: they parse, every key has a translation with
//! the same variables, law references follow one convention, and the
//! glossary's Chinese terms are the ones the Chinese catalogue uses.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use tenace_i18n::Lang;

/// Every message of `lang`: its key, the variables it uses and its text.
fn messages(lang: Lang) -> BTreeMap<String, (BTreeSet<String>, String)> {
    let source = lang.source();
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{lang}: the catalogue does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                let mut text = String::new();
                if let Some(p) = &m.value {
                    pattern(p, &mut vars, &mut text);
                }
                for attribute in &m.attributes {
                    pattern(&attribute.value, &mut vars, &mut text);
                }
                let previous = out.insert(m.id.name.to_string(), (vars, text));
                assert!(
                    previous.is_none(),
                    "{lang}: `{}` is defined twice",
                    m.id.name
                );
            }
            Entry::Term(t) => panic!(
                "{lang}: term -{} (the catalogue uses messages only)",
                t.id.name
            ),
            Entry::Junk { content } => panic!("{lang}: unreadable entry: {content}"),
            _ => {}
        }
    }
    out
}

/// Collects the variables and the literal text of a pattern.
fn pattern(p: &Pattern<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => expr(expression, vars, text),
        }
    }
}

fn expr(e: &Expression<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    match e {
        Expression::Inline(i) => inline(i, vars, text),
        Expression::Select { selector, variants } => {
            inline(selector, vars, text);
            for v in variants {
                pattern(&v.value, vars, text);
            }
        }
    }
}

fn inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    let args = |a: &CallArguments<&str>, vars: &mut BTreeSet<String>, text: &mut String| {
        for p in &a.positional {
            inline(p, vars, text);
        }
        for n in &a.named {
            inline(&n.value, vars, text);
        }
    };
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::StringLiteral { value } => text.push_str(value),
        InlineExpression::FunctionReference { arguments, .. } => args(arguments, vars, text),
        InlineExpression::TermReference {
            arguments: Some(a), ..
        } => args(a, vars, text),
        InlineExpression::Placeable { expression } => expr(expression, vars, text),
        _ => {}
    }
}

#[test]
fn every_key_has_a_translation_with_the_same_variables() {
    let en = messages(Lang::En);
    assert!(
        en.len() > 80,
        "the English catalogue has only {} messages",
        en.len()
    );
    for lang in Lang::ALL {
        let other = messages(lang);
        let missing: Vec<&String> = en.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, (vars, _)) in &en {
            let theirs = &other[key].0;
            assert_eq!(
                vars, theirs,
                "{lang}: `{key}` uses different variables from English"
            );
        }
    }
}

#[test]
fn keys_follow_the_naming_scheme() {
    for key in messages(Lang::En).keys() {
        assert!(
            key.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "`{key}`: keys are lower-case words joined by hyphens"
        );
    }
}

/// Law references are made in one place, `law-ref`, so that each language
/// cites the Laws one way: English "Law 27A1", Chinese 「第 27A1 條」.
#[test]
fn law_references_have_one_form_per_language() {
    let en = messages(Lang::En);
    let zh = messages(Lang::ZhTw);
    assert_eq!(en["law-ref"].1, "Law ");
    assert_eq!(en["law-refs"].1, "Laws ");
    assert_eq!(zh["law-ref"].1, "第  條");
    assert_eq!(zh["law-refs"].1, "第  條");
    assert_eq!(en["law-ref-rubber"].1, "Rubber Law ");
    assert_eq!(zh["law-ref-rubber"].1, "橋牌盤式規則第  條");
    assert_eq!(en["law-ref-club"].1, "Club Law ");
    assert_eq!(zh["law-ref-club"].1, "橋牌盤式俱樂部規則第  條");
    // A clause number written into a message: "Law 27", "第 27 條", "27 條".
    let cites = |text: &str| {
        let chars: Vec<char> = text.chars().collect();
        ["Law ", "Laws "].iter().any(|w| {
            text.match_indices(w)
                .any(|(i, _)| text[i + w.len()..].starts_with(|c: char| c.is_ascii_digit()))
        }) || chars
            .windows(2)
            .any(|w| w[1] == '條' && (w[0].is_ascii_alphanumeric() || w[0] == ' '))
            || chars
                .windows(2)
                .any(|w| w[0] == '第' && w[1].is_ascii_digit())
    };
    for lang in Lang::ALL {
        let all = if lang == Lang::En { &en } else { &zh };
        for (key, (_, text)) in all {
            if !["law-ref", "law-refs", "law-ref-rubber", "law-ref-club"].contains(&key.as_str()) {
                assert!(
                    !cites(text),
                    "{lang} `{key}` cites a law itself; pass a reference made by law-ref"
                );
            }
        }
    }
}

/// The rows of the first table in docs/glossary.md: (English, 中文, law).
fn glossary() -> Vec<(String, String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/glossary.md");
    let text = std::fs::read_to_string(path).expect("docs/glossary.md");
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in text.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            if in_table {
                break;
            }
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        if !in_table {
            assert_eq!(
                cells.first().map(String::as_str),
                Some("English"),
                "glossary header: {line}"
            );
            in_table = true;
            continue;
        }
        if cells
            .iter()
            .all(|c| c.chars().all(|ch| ch == '-' || ch == ':'))
        {
            continue;
        }
        assert_eq!(cells.len(), 3, "glossary row: {line}");
        rows.push((cells[0].clone(), cells[1].clone(), cells[2].clone()));
    }
    rows
}

#[test]
fn the_glossary_terms_are_the_ones_the_chinese_catalogue_uses() {
    let rows = glossary();
    assert!(
        rows.len() >= 40,
        "the glossary has only {} terms",
        rows.len()
    );
    let zh = Lang::ZhTw.source();
    let mut seen = BTreeSet::new();
    for (english, chinese, law) in &rows {
        assert!(
            !chinese.is_empty() && !law.is_empty(),
            "glossary row `{english}` is incomplete"
        );
        assert!(seen.insert(chinese.clone()), "`{chinese}` is listed twice");
        // Several spellings of one term are separated by " / ".
        for term in chinese.split(" / ") {
            assert!(
                zh.contains(term),
                "glossary term {term} ({english}) is not used in the zh-TW catalogue"
            );
        }
    }
}

/// And the other way round: the key terms of the Chinese messages are in
/// the glossary, so a new message cannot bring its own translation of an
/// official term unnoticed.
#[test]
fn the_chinese_catalogue_uses_no_term_outside_the_glossary() {
    let listed: String = glossary().into_iter().map(|(_, zh, _)| zh + "\n").collect();
    for term in [
        "莊家",
        "夢家",
        "防家",
        "違常",
        "裁判",
        "叫品",
        "叫價",
        "不足叫價",
        "違序",
        "首攻",
        "攻牌",
        "應跟未跟",
        "確立",
        "接受",
        "取消",
        "合約",
        "牌磴",
        "派司",
        "賭倍",
        "再賭倍",
        "無王",
        "身價",
        "發牌人",
        "同伴",
        "左敵家",
        "右敵家",
        "比擬叫品",
        "罰張",
        "矯正",
        "攻牌限制",
        "違規者",
        "非法訊息",
    ] {
        assert!(
            Lang::ZhTw.source().contains(term),
            "{term} is not in the zh-TW catalogue"
        );
        assert!(
            listed.contains(term),
            "{term} is used but not in docs/glossary.md"
        );
    }
}
