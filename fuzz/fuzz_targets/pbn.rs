//! The PBN reader and what follows it: records, the LIN and PBN writers,
//! the replay through the engine. Nothing panics; the export form is
//! stable (written, read and written again, it is the same text); the
//! game-by-game reader gives what the whole-file reader gives.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_formats::check::check_bytes;
use tenace_formats::pbn::{read_pbn, read_pbn_bytes, write_pbn};
use tenace_formats::stream::{survey, PbnStream};
use tenace_formats::{BoardRecord, Format};

fuzz_target!(|data: &[u8]| {
    if data.len() > 8192 {
        return;
    }
    let f = read_pbn_bytes(data);
    for g in f.ok_games() {
        let r = BoardRecord::from_pbn(g);
        let _ = r.to_lin(1);
        let _ = r.to_pbn(1);
    }
    let once = write_pbn(&f);
    let twice = write_pbn(&read_pbn(&once));
    assert_eq!(once, twice, "export not stable");
    let s = survey(data).expect("reading memory");
    let streamed: Vec<_> = PbnStream::new(data, s.utf8)
        .map(|g| g.expect("no game over the limit"))
        .collect();
    assert_eq!(streamed, f.games, "streaming differs");
    let _ = check_bytes(data, Format::Pbn);
});
