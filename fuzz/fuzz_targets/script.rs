//! The table script (docs/table-script.md): parse and run any text. A
//! script either runs or is refused with a typed error; when it runs, the
//! table's log replays to the same state.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Long scripts only repeat what short ones do, slower.
    if text.len() > 4096 {
        return;
    }
    if let Ok(run) = tenace_laws::script::run(text, &tenace_claims::default_solver()) {
        let t = &run.table;
        let again =
            tenace_laws::Table::replay(t.board().clone(), t.state().config, t.log().to_vec())
                .expect("a table's own log replays");
        assert_eq!(again.state(), t.state(), "replay differs from the table");
    }
});
