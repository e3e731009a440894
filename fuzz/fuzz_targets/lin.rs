//! The LIN reader and what follows it: records, the writers, the replay.
//! Nothing panics; the game-by-game reader gives what the whole-file
//! reader gives; written and read back, a file keeps its boards.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_formats::check::check_bytes;
use tenace_formats::lin::{read_lin, read_lin_bytes, write_lin};
use tenace_formats::stream::{survey, LinStream};
use tenace_formats::{BoardRecord, Format};

fuzz_target!(|data: &[u8]| {
    if data.len() > 8192 {
        return;
    }
    let f = read_lin_bytes(data);
    for b in f.ok_boards() {
        let r = BoardRecord::from_lin(b);
        let _ = r.to_pbn(1);
        let _ = r.to_lin(1);
    }
    let once = write_lin(&f);
    let _ = read_lin(&once);
    let s = survey(data).expect("reading memory");
    let streamed: Vec<_> = LinStream::new(data, s)
        .map(|g| g.expect("no board over the limit"))
        .collect();
    assert_eq!(streamed, f.boards, "streaming differs");
    let _ = check_bytes(data, Format::Lin);
});
