fn main() {
    for path in std::env::args().skip(1) {
        let r = tenace_formats::check(&path);
        print!("{r}");
    }
}
