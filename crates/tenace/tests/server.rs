//! `tenace serve` and `tenace remote`, run as processes: the remote run of
//! every scenario prints what `tenace table` prints, and a server killed
//! with SIGKILL while it writes loses no acknowledged action.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use tenace_core::{Board, Deal, Seat};
use tenace_laws::{Event, Table, TableConfig};

fn tenace(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run tenace");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// A running `tenace serve` on a free port; killed (SIGKILL) when dropped.
struct Served {
    child: Child,
    url: String,
    /// The practice table's id and tokens, as printed.
    banner: Vec<String>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(db: impl AsRef<std::ffi::OsStr>) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .args(["serve", "--lang", "en", "--listen", "127.0.0.1:0", "--db"])
        .arg(db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tenace serve starts");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    let first = lines.next().expect("a banner").expect("text");
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .expect("the address")
        .to_owned();
    let banner: Vec<String> = lines.take(6).map(|l| l.expect("text")).collect();
    Served { child, url, banner }
}

fn scenarios() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/scenarios")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "table"))
        .collect();
    files.sort();
    files
}

#[test]
fn serve_prints_the_address_and_a_practice_table() {
    let dir = tempfile::tempdir().unwrap();
    let served = serve(dir.path().join("t.db"));
    assert!(served.url.starts_with("http://127.0.0.1:"));
    assert!(
        served.banner[0].contains("/api/tables/"),
        "{:?}",
        served.banner
    );
    let roles: Vec<&str> = served.banner[1..]
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(roles, ["E", "N", "S", "W", "director"]);
    for line in &served.banner[1..] {
        let token = line.split_whitespace().nth(1).unwrap();
        assert_eq!(token.len(), 32);
        // The role's page, its token after `#` (never sent to the server).
        let page = line.split_whitespace().nth(2).unwrap();
        assert!(page.starts_with(&served.url), "{page}");
        assert!(
            page.ends_with(&format!("#token={token}")) || page.contains(&format!("&token={token}")),
            "{page}"
        );
        let (before, _) = page.split_once('#').unwrap();
        assert!(!before.contains(token), "{page}");
    }
    // The practice table's spectator view.
    let id = served.banner[0]
        .split("/api/tables/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap();
    let (out, err, code) = tenace(&[
        "remote",
        "view",
        &served.url,
        id,
        "--as",
        "spectator",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["view"]["role"], "spectator");
    assert_eq!(v["seq"], 0);
    // Without --json: the view laid out as text, North's own hand shown
    // and the three others as a count of cards (docs/views.md).
    let north = served.banner[1..]
        .iter()
        .find(|l| l.split_whitespace().next() == Some("N"))
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap();
    let (out, err, code) = tenace(&[
        "remote",
        "view",
        &served.url,
        id,
        "--as",
        "N",
        "--token",
        north,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Board 1"), "{out}");
    assert_eq!(out.matches("(13 cards)").count(), 3, "{out}");
    assert_eq!(out.matches('♠').count(), 1, "{out}");
    assert!(!out.contains("\"schema\""), "{out}");
    // The server's refusals, in the user's language.
    let (_, err, code) = tenace(&[
        "remote",
        "view",
        &served.url,
        "nonexistent",
        "--as",
        "spectator",
        "--lang",
        "zh-TW",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("沒有這張牌桌"), "{err}");
    let (_, err, code) = tenace(&[
        "remote",
        "view",
        &served.url,
        id,
        "--as",
        "N",
        "--token",
        "00112233445566778899aabbccddeeff",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("a valid token is needed"), "{err}");
    let (_, err, code) = tenace(&["remote", "view", &served.url, id, "--as", "N"]);
    assert_eq!(code, 2);
    assert!(err.contains("needs its token"), "{err}");
    // Nobody listening.
    let (_, err, code) = tenace(&[
        "remote",
        "run",
        "http://127.0.0.1:9",
        "../../tests/scenarios/auto-bid-out-of-rotation.table",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot reach"), "{err}");
}

#[test]
fn remote_run_prints_what_table_prints() {
    let dir = tempfile::tempdir().unwrap();
    let served = serve(dir.path().join("t.db"));
    let files = scenarios();
    assert!(files.len() > 20);
    for file in &files {
        let f = file.to_str().unwrap();
        for json in [false, true] {
            let mut local_args = vec!["table", f, "--lang", "en"];
            let mut remote_args = vec!["remote", "run", &served.url, f, "--lang", "en"];
            if json {
                local_args.push("--json");
                remote_args.push("--json");
            }
            let (local, local_err, local_code) = tenace(&local_args);
            let (remote, remote_err, remote_code) = tenace(&remote_args);
            assert_eq!(remote_code, local_code, "{f}: {remote_err}");
            assert_eq!(remote, local, "{f} (json {json})");
            if local_code == 0 {
                let id_line = remote_err.lines().next().unwrap_or_default();
                assert!(id_line.starts_with("table: "), "{f}: {remote_err}");
                assert_eq!(id_line.len(), "table: ".len() + 16);
            } else {
                assert_eq!(remote_err, local_err, "{f}");
            }
        }
    }
}

/// A full legal board: 1NT by North, passed out behind it, then the 52
/// cards, each the lowest legal card of the hand due to play.
fn legal_board(seed: u64) -> (Board, Vec<Event>) {
    let board = Board::new(1, Deal::random(seed)).unwrap();
    let mut t = Table::new(board, TableConfig::default());
    let mut events = Vec::new();
    for (seat, call) in [
        (Seat::North, "1N"),
        (Seat::East, "P"),
        (Seat::South, "P"),
        (Seat::West, "P"),
    ] {
        let e = Event::Call {
            seat,
            call: call.parse().unwrap(),
        };
        t.apply(e.clone()).unwrap();
        events.push(e);
    }
    while let Some(seat) = t.state().to_play() {
        let card = t.state().legal_cards(seat).lowest().unwrap();
        let e = Event::Play { seat, card };
        t.apply(e.clone()).unwrap();
        events.push(e);
    }
    (board, events)
}

fn actor_token<'a>(
    tokens: &'a std::collections::BTreeMap<String, String>,
    t: &Table,
    e: &Event,
) -> &'a str {
    let role = match e.actor(t.state()) {
        tenace_laws::Actor::Seat(s) => s.to_string(),
        tenace_laws::Actor::Director => "director".into(),
    };
    &tokens[&role]
}

#[test]
fn kill_dash_nine_loses_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let rt = tokio::runtime::Runtime::new().unwrap();
    // A response that never comes (the server was killed with the request
    // in flight) is an action not acknowledged: the timeout ends the wait
    // instead of letting the test hang on a loaded machine.
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(20))
        .build()
        .unwrap();
    let mut tables: Vec<(tenace_server::CreatedTable, Board, Vec<Event>, usize)> = Vec::new();
    for round in 0..20u64 {
        let served = serve(&db);
        let url = served.url.clone();
        // Four new tables each round; the earlier ones keep playing.
        for k in 0..4u64 {
            let created: tenace_server::CreatedTable = rt
                .block_on(async {
                    http.post(format!("{url}/api/tables"))
                        .json(&serde_json::json!({"seed": round * 10 + k}))
                        .send()
                        .await?
                        .json()
                        .await
                })
                .unwrap();
            let (board, events) = legal_board(round * 10 + k);
            tables.push((created, board, events, 0));
        }
        // Every table sends its next actions concurrently; the server is
        // killed while they are in flight.
        let acked: Vec<usize> = rt.block_on(async {
            let mut tasks = Vec::new();
            for (created, board, events, done) in &tables {
                let (created, board, events, start) =
                    (created.clone(), *board, events.clone(), *done);
                let http = http.clone();
                let url = url.clone();
                tasks.push(tokio::spawn(async move {
                    let mut mirror = Table::new(board, TableConfig::default());
                    for e in &events[..start] {
                        mirror.apply(e.clone()).unwrap();
                    }
                    let mut acked = start;
                    for e in &events[start..] {
                        let token = actor_token(&created.tokens, &mirror, e).to_owned();
                        let r = http
                            .post(format!("{url}/api/tables/{}/actions", created.id))
                            .bearer_auth(token)
                            .json(e)
                            .send()
                            .await;
                        match r {
                            Ok(r) if r.status() == 200 => {
                                mirror.apply(e.clone()).unwrap();
                                acked += 1;
                            }
                            _ => break,
                        }
                    }
                    acked
                }));
            }
            tokio::time::sleep(std::time::Duration::from_millis(150 + 50 * (round % 6))).await;
            drop(served); // SIGKILL
            let mut out = Vec::new();
            for t in tasks {
                out.push(t.await.unwrap());
            }
            out
        });
        eprintln!("round {round}: acknowledged {acked:?}");
        for ((_, _, _, done), a) in tables.iter_mut().zip(&acked) {
            *done = *a;
        }
        // Restart: every acknowledged action is in each log, in order.
        let served = serve(&db);
        let url = served.url.clone();
        for (created, _, events, done) in tables.iter_mut() {
            let stored = stored_log(&rt, &http, &url, created);
            assert!(
                stored.len() >= *done,
                "round {round}: {} stored, {} acknowledged",
                stored.len(),
                done
            );
            assert!(stored.len() <= *done + 1, "at most the one in flight");
            assert_eq!(stored[..], events[..stored.len()]);
            // An action stored but not acknowledged counts as done.
            *done = stored.len();
        }
        drop(served);
    }
    let total: usize = tables.iter().map(|t| t.3).sum();
    assert!(total > 20, "only {total} actions were acknowledged in all");
}

/// Issue 15, several nodes: two `tenace serve` processes on one PostgreSQL;
/// the one that owns a table is killed with SIGKILL while the other serves
/// its views; the other takes the table over within seconds (its owner's
/// advisory lock goes with its connection) and the log stays whole. Runs
/// only when TENACE_TEST_PG_URL is set (.ci/run starts a throwaway cluster).
#[test]
fn kill_dash_nine_of_a_postgres_node_hands_its_tables_to_the_other() {
    let Ok(pg) = std::env::var("TENACE_TEST_PG_URL") else {
        eprintln!("TENACE_TEST_PG_URL is not set: skipped");
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    // A response that never comes (the server was killed with the request
    // in flight) is an action not acknowledged: the timeout ends the wait
    // instead of letting the test hang on a loaded machine.
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(20))
        .build()
        .unwrap();
    let a = serve(&pg);
    let b = serve(&pg);
    let created: tenace_server::CreatedTable = rt
        .block_on(async {
            http.post(format!("{}/api/tables", a.url))
                .json(&serde_json::json!({"seed": 77}))
                .send()
                .await?
                .json()
                .await
        })
        .unwrap();
    let (board, events) = legal_board(77);
    let mut mirror = Table::new(board, TableConfig::default());
    let post = |url: &str, token: &str, e: &Event| {
        rt.block_on(async {
            let r = http
                .post(format!("{url}/api/tables/{}/actions", created.id))
                .bearer_auth(token)
                .json(e)
                .send()
                .await
                .expect("the server answers");
            r.status().as_u16()
        })
    };
    // A writes the auction and the opening lead: it owns the table.
    for e in &events[..5] {
        let token = actor_token(&created.tokens, &mirror, e).to_owned();
        assert_eq!(post(&a.url, &token, e), 200);
        mirror.apply(e.clone()).unwrap();
    }
    // B may not write while A lives.
    let next = &events[5];
    let token = actor_token(&created.tokens, &mirror, next).to_owned();
    assert_eq!(post(&b.url, &token, next), 409);
    drop(a); // SIGKILL
    let killed = std::time::Instant::now();
    loop {
        let status = post(&b.url, &token, next);
        if status == 200 {
            break;
        }
        assert_eq!(status, 409, "only 'owned elsewhere' while the lock goes");
        assert!(
            killed.elapsed() < std::time::Duration::from_secs(10),
            "the other node did not take the table over within 10 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    eprintln!("taken over {:?} after the kill", killed.elapsed());
    mirror.apply(next.clone()).unwrap();
    for e in &events[6..] {
        let token = actor_token(&created.tokens, &mirror, e).to_owned();
        assert_eq!(post(&b.url, &token, e), 200);
        mirror.apply(e.clone()).unwrap();
    }
    let stored = stored_log(&rt, &http, &b.url, &created);
    assert_eq!(stored, events, "every acknowledged action, in order, once");
}

/// The events stored in a table's log, read with the Director's token.
fn stored_log(
    rt: &tokio::runtime::Runtime,
    http: &reqwest::Client,
    url: &str,
    created: &tenace_server::CreatedTable,
) -> Vec<Event> {
    let log: tenace_server::TableLog = rt
        .block_on(async {
            http.get(format!("{url}/api/tables/{}/log", created.id))
                .bearer_auth(&created.tokens["director"])
                .send()
                .await?
                .json()
                .await
        })
        .unwrap();
    log.events.into_iter().map(|e| e.event).collect()
}
