//! docs/laws.md stays true: every test it cites exists, is not ignored
//! unless the document says so, and every scenario file it cites exists.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

/// One citation of a test: the crate, the file under the crate, the test
/// name, and whether the document calls it an ignored test.
#[derive(Debug)]
struct Cited {
    krate: String,
    file: String,
    name: String,
    said_ignored: bool,
    line: usize,
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Reads the citations of one line: a crate named in backticks (`` `tenace-laws` ``)
/// applies to the `tests/…rs::name` and `src/…rs::name` paths after it.
fn citations(line: &str, number: usize) -> Vec<Cited> {
    let mut out = Vec::new();
    let mut krate: Option<String> = None;
    let mut rest = line;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('`') {
            if let Some(end) = after.find('`') {
                let word = &after[..end];
                if word == "tenace" || word.starts_with("tenace-") {
                    krate = Some(word.to_string());
                }
                rest = &after[end + 1..];
                continue;
            }
        }
        let starts_path = (rest.starts_with("tests/") || rest.starts_with("src/"))
            && !line[..line.len() - rest.len()].ends_with(|c: char| c == '/' || is_ident(c));
        if starts_path {
            let end = rest
                .find(|c: char| !(is_ident(c) || c == '/' || c == '.' || c == ':' || c == '-'))
                .unwrap_or(rest.len());
            let token = rest[..end].trim_end_matches(['.', ':']);
            if let (Some((file, name)), Some(k)) = (token.split_once("::"), krate.as_ref()) {
                let before = &line[..line.len() - rest.len()];
                let said_ignored = before.trim_end().ends_with("the ignored test")
                    || before
                        .trim_end()
                        .ends_with(&format!("the ignored test `{k}`"));
                out.push(Cited {
                    krate: k.clone(),
                    file: file.to_string(),
                    name: name.to_string(),
                    said_ignored,
                    line: number,
                });
            }
            rest = &rest[end..];
            continue;
        }
        let mut chars = rest.chars();
        chars.next();
        rest = chars.as_str();
    }
    out
}

#[test]
fn every_test_cited_in_laws_md_exists_and_runs() {
    let root = root();
    let doc = std::fs::read_to_string(root.join("docs/laws.md")).expect("docs/laws.md");
    let mut problems = Vec::new();
    let mut count = 0;
    for (i, line) in doc.lines().enumerate() {
        for c in citations(line, i + 1) {
            count += 1;
            let path = root.join("crates").join(&c.krate).join(&c.file);
            let Ok(text) = std::fs::read_to_string(&path) else {
                problems.push(format!("line {}: no file {}", c.line, path.display()));
                continue;
            };
            let needle = format!("fn {}(", c.name);
            let Some(at) = text.find(&needle) else {
                problems.push(format!(
                    "line {}: no test {} in {}/{}",
                    c.line, c.name, c.krate, c.file
                ));
                continue;
            };
            // The attributes just above the function.
            let head = &text[..at];
            let attrs: Vec<&str> = head
                .lines()
                .rev()
                .skip(1)
                .take_while(|l| l.trim_start().starts_with("#["))
                .collect();
            let ignored = attrs.iter().any(|a| a.contains("#[ignore"));
            if ignored && !c.said_ignored {
                problems.push(format!(
                    "line {}: {} is #[ignore]d but cited as proof",
                    c.line, c.name
                ));
            }
            if !ignored && c.said_ignored {
                problems.push(format!(
                    "line {}: {} is cited as an ignored test but runs",
                    c.line, c.name
                ));
            }
        }
    }
    assert!(
        count > 500,
        "only {count} citations read: is the parser right?"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_scenario_cited_in_laws_md_exists() {
    let root = root();
    let doc = std::fs::read_to_string(root.join("docs/laws.md")).expect("docs/laws.md");
    let mut missing = Vec::new();
    for part in doc.split("`tests/scenarios/").skip(1) {
        let name = part.split('`').next().unwrap_or_default();
        if !name.is_empty()
            && !name.contains("NAME")
            && !name.contains('*')
            && !root.join("tests/scenarios").join(name).exists()
        {
            missing.push(name.to_string());
        }
    }
    assert!(missing.is_empty(), "missing scenarios: {missing:?}");
}
