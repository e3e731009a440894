//! Generates every supported movement and prints its verification report.
use tenace_events::{generate, model::MovementKind as K, MovementOptions};

fn main() {
    for kind in [
        K::Mitchell,
        K::SkipMitchell,
        K::RelayMitchell,
        K::WebMitchell,
        K::HesitationMitchell,
        K::Howell,
        K::Individual,
        K::RoundRobin,
    ] {
        for t in 2..=16u16 {
            for rr in [
                None,
                Some(t / 2 + 1),
                Some(t / 2 + 2),
                Some(t / 2 + 3),
                Some(t - 1),
            ] {
                if kind != K::WebMitchell && rr.is_some() {
                    continue;
                }
                let mut o = MovementOptions::new(kind, t);
                o.rounds = rr;
                match generate(&o) {
                    Ok(m) => {
                        let r = tenace_events::verify(&m);
                        println!(
                            "{kind:?} {t}: ok rounds {} balance {:?} ind {:?}",
                            m.rounds, r.balance, r.individuals
                        );
                    }
                    Err(e) => println!(
                        "{kind:?} {t}: {}",
                        format!("{e}").chars().take(300).collect::<String>()
                    ),
                }
            }
        }
    }
}
