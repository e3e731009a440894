//! The web pages' routes (docs/web.md): the shells and assets, the message
//! tables, the Laws' answer in words for a role, and the Director's panel.
//! The pages themselves are tested in a browser (web-tests/).

mod common;

use std::collections::BTreeSet;

use common::*;
use serde_json::{json, Value};
use tenace_server::Config;

async fn get(server: &Server, path: &str, token: Option<&str>) -> (u16, String, String) {
    let mut req = reqwest::Client::new().get(format!("{}{path}", server.base));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    let ctype = resp
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, ctype, resp.text().await.unwrap())
}

async fn get_json(server: &Server, path: &str, token: Option<&str>) -> (u16, Value) {
    let (status, _, body) = get(server, path, token).await;
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

#[tokio::test]
async fn the_pages_and_their_assets_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    for path in ["/", "/table/abc", "/director"] {
        let (status, ctype, body) = get(&server, path, None).await;
        assert_eq!(status, 200, "{path}");
        assert!(ctype.starts_with("text/html"), "{path}: {ctype}");
        assert!(body.contains("/web/app.js"), "{path} loads the script");
    }
    let (status, ctype, _) = get(&server, "/web/app.js", None).await;
    assert_eq!((status, ctype.starts_with("text/javascript")), (200, true));
    let (status, ctype, _) = get(&server, "/web/style.css", None).await;
    assert_eq!((status, ctype.starts_with("text/css")), (200, true));
}

/// Every word the pages ask for exists in both languages, and the two
/// tables have the same keys.
#[tokio::test]
async fn every_message_of_the_pages_exists_in_english_and_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let (_, en) = get_json(&server, "/web/i18n/en", None).await;
    let (_, zh) = get_json(&server, "/web/i18n/zh-TW", None).await;
    let keys = |v: &Value| {
        v.as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<BTreeSet<_>>()
    };
    assert_eq!(keys(&en), keys(&zh));
    assert!(keys(&en).len() > 80, "{} keys", keys(&en).len());
    assert_eq!(en["web-seat-w"], "West");
    assert_eq!(zh["web-seat-w"], "西家");
    // An unknown language falls back to English.
    assert_eq!(get_json(&server, "/web/i18n/xx", None).await.1, en);

    // The keys the pages name: data-i18n attributes and 'web-...' literals
    // in the script (a literal ending in '-' is a prefix completed at run
    // time, e.g. 'web-seat-' + seat).
    let mut used = Vec::new();
    for path in ["/", "/table/x", "/director", "/web/app.js"] {
        let (_, _, body) = get(&server, path, None).await;
        for quote in ["\"web-", "'web-"] {
            for (i, _) in body.match_indices(quote) {
                let rest = &body[i + 1..];
                let end = rest.find(['"', '\'']).unwrap();
                used.push(rest[..end].to_owned());
            }
        }
    }
    assert!(used.len() > 60, "{} keys used", used.len());
    let all = keys(&en);
    for key in used {
        let known = if key.ends_with('-') {
            all.iter().any(|k| k.starts_with(&key))
        } else {
            all.contains(&key)
        };
        assert!(known, "the pages use {key}, which the catalogue lacks");
    }
}

#[tokio::test]
async fn the_laws_answer_in_words_for_each_role_and_the_directors_panel() {
    let dir = tempfile::tempdir().unwrap();
    let server = spawn_on(&db_in(&dir), Config::default()).await;
    let t = create(&server, json!({"deal": DEAL, "board": 1})).await;
    for (role, line) in [("N", "N 1S"), ("E", "E P"), ("S", "S P"), ("W", "W 1H")] {
        let (status, body) = script(&server, &t, role, line).await;
        assert_eq!(status, 200, "{body}");
    }
    let path = format!("/web/api/tables/{}/text", t.id);
    // West's 1H does not supersede 1S (Law 27): North, his left-hand
    // opponent, may accept it or not (27A1); the Director does not choose.
    let (status, north) = get_json(&server, &format!("{path}?lang=en"), Some(t.token("N"))).await;
    assert_eq!(status, 200);
    let text = &north["text"];
    assert_eq!(text["awaiting"], 0);
    assert_eq!(text["irregularities"][0]["law"], "Law 27");
    assert!(text["irregularities"][0]["text"]
        .as_str()
        .unwrap()
        .contains("insufficient"));
    let options = text["options"].as_array().unwrap();
    assert_eq!(options.len(), 2);
    assert!(options.iter().all(|o| o["chooser"] == "N"));
    assert_eq!(options[0]["action"], json!({"script": "N accept"}));
    assert_eq!(options[1]["action"], json!({"script": "N decline"}));
    // In Chinese, the official term (docs/glossary.md).
    let (_, zh) = get_json(&server, &format!("{path}?lang=zh-TW"), Some(t.token("W"))).await;
    assert!(zh["text"]["irregularities"][0]["text"]
        .as_str()
        .unwrap()
        .contains("不足叫價"));

    // The panel: the table's Director token shows that table; a seat's
    // token is refused, no token is unauthorized.
    assert_eq!(
        get_json(&server, "/web/api/director", Some(t.token("N")))
            .await
            .0,
        403
    );
    assert_eq!(get_json(&server, "/web/api/director", None).await.0, 401);
    let (status, panel) = get_json(&server, "/web/api/director", Some(t.token("director"))).await;
    assert_eq!(status, 200);
    assert_eq!(panel["tables"].as_array().unwrap().len(), 1);
    assert_eq!(panel["tables"][0]["needs"], true);

    // North declines; West replaces it with 2H, the lowest sufficient bid
    // in hearts: the Director rules how the replacement qualifies (27B1),
    // and the panel's first option is 27B1(a), marked as the suggestion.
    script(&server, &t, "N", "N decline").await;
    script(&server, &t, "W", "W 2H").await;
    let (_, panel) = get_json(&server, "/web/api/director", Some(t.token("director"))).await;
    let options = panel["tables"][0]["text"]["options"]
        .as_array()
        .unwrap()
        .clone();
    assert!(options
        .iter()
        .all(|o| o["chooser"] == "director" && o["kind"] == "rule"));
    assert_eq!(options[0]["suggested"], true);
    assert!(options[0]["text"].as_str().unwrap().contains("27B1(a)"));
    // The option's action is the ruling itself: posting it rules.
    let (status, body) = act(
        &server,
        &t.id,
        Some(t.token("director")),
        &options[0]["action"].to_string(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    // Nothing waits any more, but the table stays on the panel: the
    // Director reviews the board at the end of play (Law 27D, damage).
    let (_, panel) = get_json(&server, "/web/api/director", Some(t.token("director"))).await;
    let table = &panel["tables"][0];
    assert!(table["text"]["awaiting"].is_null());
    assert!(table["text"]["options"].as_array().unwrap().is_empty());
    assert_eq!(table["review"], json!(["Law 27D"]));
    assert_eq!(table["needs"], true);
    // A seat cannot read another table's words with its token.
    let other = create(&server, json!({"deal": DEAL})).await;
    let (status, _) = get_json(
        &server,
        &format!("/web/api/tables/{}/text", other.id),
        Some(t.token("N")),
    )
    .await;
    assert_eq!(status, 403);
}
