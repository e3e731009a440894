//! Deals played through the engine, scored on a rubber or Chicago pad.
//!
//! A line `play FILE` in the pad's input names a table script (docs/table-
//! script.md; the path is relative to the pad file). The script is played
//! under the rubber laws and its result becomes the pad line the players
//! would have written: the declaring side, the contract and the tricks
//! credited (revoke transfers counted as won, RB 77, and marked
//! `transferred±N`), and the honours read off the deal as dealt (RB 76:
//! four or five trump honours in one hand, or the four aces in one hand at
//! no trump).

use std::path::Path;

use tenace_core::{Card, Deal, Rank, Seat, Suit};
use tenace_i18n::Catalog;
use tenace_laws::{script, Phase};

/// The pad text with every `play FILE` line replaced by the result of the
/// board it plays. An error names the file and what is wrong with it.
pub fn expand(cat: &Catalog, text: &str, base: &Path) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let content = line.split('#').next().unwrap_or_default();
        let mut words = content.split_whitespace();
        let first = words.next();
        match first {
            Some(w) if w.eq_ignore_ascii_case("play") => {
                let rest = content.trim_start()[w.len()..].trim();
                if rest.is_empty() {
                    return Err(cat.message("error-played-missing-file", &[]));
                }
                let path = base.join(rest);
                out.push_str(&pad_line(cat, &path)?);
                out.push_str(&format!("   # {}\n", rest));
            }
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    Ok(out)
}

/// The pad line for the board the script at `path` plays.
fn pad_line(cat: &Catalog, path: &Path) -> Result<String, String> {
    let shown = path.display().to_string();
    let err = |key: &str| {
        Err(format!(
            "{shown}: {}",
            cat.message(key, &[("file", shown.clone().into())])
        ))
    };
    let text = crate::errors::read_text(cat, path)?;
    let run = script::run(&text, &tenace_claims::default_solver())
        .map_err(|e| format!("{shown}: {}", cat.script_error(&e)))?;
    let table = run.table;
    let st = table.state();
    if !st.config.rules.is_rubber() {
        return err("error-played-not-rubber");
    }
    if st.phase == Phase::PassedOut {
        return Ok("pass".to_string());
    }
    if st.phase != Phase::Complete || table.awaiting_director().is_some() {
        return err("error-played-unfinished");
    }
    let Some(result) = table.result() else {
        return err("error-played-unfinished");
    };
    let (Some(contract), Some(tricks), Some(in_play)) = (
        result.contract,
        result.declarer_tricks,
        result.tricks_in_play,
    ) else {
        return err("error-played-no-result");
    };
    let need = contract.bid.level() + 6;
    let outcome = match tricks.cmp(&need) {
        std::cmp::Ordering::Equal => "=".to_string(),
        std::cmp::Ordering::Greater => format!("+{}", tricks - need),
        std::cmp::Ordering::Less => format!("-{}", need - tricks),
    };
    let mut line = format!("{} {}{}", contract.declarer, contract.terms(), outcome);
    if let Some(h) = honours(&st.board.deal, contract.bid.strain().trump()) {
        line.push(' ');
        line.push_str(&h);
    }
    let moved = i32::from(tricks) - i32::from(in_play);
    if moved != 0 {
        line.push_str(&format!(" transferred{moved:+}"));
    }
    Ok(line)
}

/// The honours word of the pad line (RB 76), with the seat that held
/// them: `honours150:S`, `honours100:E`, `aces:W`; `None` when nobody
/// holds scorable honours.
fn honours(deal: &Deal, trump: Option<Suit>) -> Option<String> {
    match trump {
        Some(t) => {
            let top = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten];
            Seat::ALL.iter().find_map(|&s| {
                let hand = deal.hand(s);
                let n = top
                    .iter()
                    .filter(|&&r| hand.contains(Card::new(t, r)))
                    .count();
                match n {
                    5 => Some(format!("honours150:{s}")),
                    4 => Some(format!("honours100:{s}")),
                    _ => None,
                }
            })
        }
        None => Seat::ALL.iter().find_map(|&s| {
            let hand = deal.hand(s);
            Suit::ALL
                .iter()
                .all(|&u| hand.contains(Card::new(u, Rank::Ace)))
                .then(|| format!("aces:{s}"))
        }),
    }
}
