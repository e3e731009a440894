fn main() {
    let path = std::env::args().nth(1).expect("path");
    let f = tenace_formats::pbn::read_pbn_bytes(&std::fs::read(path).unwrap());
    for g in f.ok_games() {
        for w in &g.warnings {
            eprintln!("game {}: {w}", g.number);
        }
    }
    print!("{}", tenace_formats::pbn::write_pbn(&f));
}
