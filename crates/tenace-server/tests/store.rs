//! The storage layer: the unique (table, seq), and group commit where one
//! bad append fails alone.

use tenace_server::store::EventRow;
use tenace_server::Store;

fn row(seq: i64) -> EventRow {
    EventRow {
        seq,
        event: r#"{"type":"round_ended"}"#.into(),
        actor: "director".into(),
        at_ms: 0,
    }
}

async fn store_with_tables(dir: &tempfile::TempDir, n: usize) -> Store {
    let store = Store::open(&dir.path().join("s.db").display().to_string())
        .await
        .unwrap();
    for i in 0..n {
        store
            .create_table(&format!("t{i}"), "{}", "{}", 0, &[])
            .await
            .unwrap();
    }
    store
}

#[tokio::test]
async fn a_seq_is_written_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_tables(&dir, 1).await;
    store.append("t0", &[row(1), row(2)]).await.unwrap();
    assert!(store.append("t0", &[row(2)]).await.is_err());
    assert!(store.append("t0", &[row(3), row(3)]).await.is_err());
    let seqs: Vec<i64> = store
        .events_after("t0", 0)
        .await
        .unwrap()
        .iter()
        .map(|r| r.seq)
        .collect();
    assert_eq!(seqs, [1, 2], "the failed appends left nothing");
    // A table that does not exist (the foreign key).
    assert!(store.append("nowhere", &[row(1)]).await.is_err());
}

#[tokio::test]
async fn concurrent_appends_commit_together_and_a_bad_one_fails_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with_tables(&dir, 40).await;
    store.append("t0", &[row(1)]).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..40 {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            // t0's seq 1 exists: that append must fail; the others succeed.
            store.append(&format!("t{i}"), &[row(1)]).await.is_ok()
        }));
    }
    let mut ok = Vec::new();
    for t in tasks {
        ok.push(t.await.unwrap());
    }
    assert!(!ok[0]);
    assert!(ok[1..].iter().all(|&o| o));
    for i in 1..40 {
        assert_eq!(
            store.events_after(&format!("t{i}"), 0).await.unwrap().len(),
            1
        );
    }
    assert_eq!(store.events_after("t0", 0).await.unwrap().len(), 1);
}
