//! Results files clubs exchange (events.md §5): PBN with a `ScoreTable` per
//! board and a `TotalScoreTable`, and USEBIO XML for a pairs session.
//! Both are written from a ranked [`SessionReport`]; both are data for
//! programs, not text for people, so they carry no translated words.

use std::collections::BTreeMap;
use std::fmt::Write;

use tenace_core::{dealer_for_board, Deal, Seat, Suit, Vulnerability};

use crate::session::{Line, SessionReport, TravellerLine};

fn vul_tag(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

/// A number with at most two decimals and no trailing zeros: 2, 3.5, 1.25.
fn num(v: f64) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}

fn pbn_quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The contract as PBN writes it (`4SX`, `3NT`, `Pass`), or `-`.
fn pbn_contract(l: &TravellerLine) -> String {
    match l.contract.as_deref().map(str::trim) {
        Some(c) if c.eq_ignore_ascii_case("pass") => "Pass".into(),
        Some(c) if !c.is_empty() => c.to_ascii_uppercase(),
        _ => "-".into(),
    }
}

fn percent(mp: f64, top: f64) -> String {
    if top > 0.0 {
        format!("{:.0}", 100.0 * mp / top)
    } else {
        "-".into()
    }
}

/// PBN 2.1 export: one game per board with `Board`, `Dealer`, `Vulnerable`,
/// `Deal` (when known) and `Scoring`, the first game with the
/// `TotalScoreTable`, every game with its `ScoreTable` (Result = tricks
/// taken by declarer, Score_NS quoted, adjusted scores as the text given).
pub fn pbn(
    r: &SessionReport,
    deals: &BTreeMap<u16, Deal>,
    names: &BTreeMap<u16, String>,
) -> String {
    let mut out = String::from("% PBN 2.1\n% EXPORT\n%Creator: Tenace\n");
    let event = r.event.clone().unwrap_or_default();
    for (i, t) in r.travellers.iter().enumerate() {
        let b = u32::from(t.board);
        let _ = writeln!(out, "[Event {}]", pbn_quote(&event));
        let _ = writeln!(out, "[Board \"{}\"]", t.board);
        let _ = writeln!(out, "[Dealer \"{}\"]", dealer_for_board(b).letter());
        let _ = writeln!(
            out,
            "[Vulnerable \"{}\"]",
            vul_tag(Vulnerability::for_board(b))
        );
        match deals.get(&t.board) {
            Some(d) => {
                let _ = writeln!(out, "[Deal \"{}\"]", d.to_pbn(dealer_for_board(b)));
            }
            None => out.push_str("[Deal \"\"]\n"),
        }
        out.push_str("[Scoring \"MatchPoints\"]\n");
        if i == 0 {
            out.push_str("[TotalScoreTable \"Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R;TotalPercentage\\6R;NrBoards\\2R;Names\\40L\"]\n");
            for ranking in &r.rankings {
                let dir = match ranking.line {
                    Line::All => "-",
                    Line::NorthSouth => "\"N-S\"",
                    Line::EastWest => "\"E-W\"",
                };
                for p in &ranking.pairs {
                    let _ = writeln!(
                        out,
                        "{}{} {} {dir} {} {:.2} {} {}",
                        p.place,
                        if p.tied { "=" } else { "" },
                        p.position,
                        num(p.matchpoints),
                        p.percent,
                        p.boards,
                        pbn_quote(names.get(&p.position).map_or("", String::as_str)),
                    );
                }
            }
        }
        out.push_str("[ScoreTable \"Round\\2R;Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;MP_NS\\5R;MP_EW\\5R;Percentage_NS\\3R;Percentage_EW\\3R\"]\n");
        for l in &t.lines {
            let score = match l.ns_score {
                Some(s) => pbn_quote(&s.to_string()),
                None => pbn_quote(&l.result),
            };
            let _ = writeln!(
                out,
                "{} {} {} {} {} {} {} {} {score} {} {} {} {}",
                l.round,
                l.table,
                l.ns,
                l.ew,
                pbn_contract(l),
                l.declarer
                    .as_deref()
                    .filter(|d| !d.trim().is_empty())
                    .unwrap_or("-"),
                l.tricks.map_or("-".into(), |t| t.to_string()),
                l.lead.as_deref().unwrap_or("-"),
                num(l.ns_matchpoints),
                num(l.ew_matchpoints),
                percent(l.ns_matchpoints, l.top),
                percent(l.ew_matchpoints, l.top),
            );
        }
        out.push('\n');
    }
    out
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn el(out: &mut String, indent: usize, name: &str, value: &str) {
    let _ = writeln!(
        out,
        "{:indent$}<{name}>{}</{name}>",
        "",
        xml(value),
        indent = indent
    );
}

/// USEBIO 1.3 export of a matchpointed pairs session: the event, the
/// participants with place (`=` for a tie), total and percentage, one
/// `BOARD` per board with its traveller lines (N-S score, tricks, both
/// sides' matchpoints), and the `HANDSET` when the deals are known.
/// `players` are the players' names per position.
pub fn usebio(
    r: &SessionReport,
    deals: &BTreeMap<u16, Deal>,
    players: &BTreeMap<u16, Vec<String>>,
) -> String {
    let mut o = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"usebio_v1_3.dtd\">\n<USEBIO Version=\"1.3\">\n",
    );
    o.push_str("  <EVENT EVENT_TYPE=\"PAIRS\">\n");
    el(&mut o, 4, "PROGRAM_NAME", "Tenace");
    el(&mut o, 4, "PROGRAM_VERSION", env!("CARGO_PKG_VERSION"));
    el(
        &mut o,
        4,
        "EVENT_DESCRIPTION",
        r.event.as_deref().unwrap_or(""),
    );
    el(&mut o, 4, "BOARD_SCORING_METHOD", "MATCH_POINTS");
    let two = r.rankings.iter().any(|x| x.line != Line::All);
    el(&mut o, 4, "WINNER_TYPE", if two { "2" } else { "1" });
    el(&mut o, 4, "BOARDS_PLAYED", &r.travellers.len().to_string());
    o.push_str("    <PARTICIPANTS>\n");
    for ranking in &r.rankings {
        for p in &ranking.pairs {
            o.push_str("      <PAIR>\n");
            el(&mut o, 8, "PAIR_NUMBER", &p.position.to_string());
            match ranking.line {
                Line::NorthSouth => el(&mut o, 8, "DIRECTION", "NS"),
                Line::EastWest => el(&mut o, 8, "DIRECTION", "EW"),
                Line::All => {}
            }
            el(&mut o, 8, "BOARDS_PLAYED", &p.boards.to_string());
            for name in players.get(&p.position).into_iter().flatten() {
                o.push_str("        <PLAYER>\n");
                el(&mut o, 10, "PLAYER_NAME", name);
                o.push_str("        </PLAYER>\n");
            }
            el(
                &mut o,
                8,
                "PLACE",
                &format!("{}{}", p.place, if p.tied { "=" } else { "" }),
            );
            el(&mut o, 8, "TOTAL_SCORE", &num(p.matchpoints));
            el(&mut o, 8, "PERCENTAGE", &format!("{:.2}", p.percent));
            o.push_str("      </PAIR>\n");
        }
    }
    o.push_str("    </PARTICIPANTS>\n");
    for t in &r.travellers {
        o.push_str("    <BOARD>\n");
        el(&mut o, 6, "BOARD_NUMBER", &t.board.to_string());
        for l in &t.lines {
            o.push_str("      <TRAVELLER_LINE>\n");
            el(&mut o, 8, "NS_PAIR_NUMBER", &l.ns.to_string());
            el(&mut o, 8, "EW_PAIR_NUMBER", &l.ew.to_string());
            let contract = pbn_contract(l);
            el(
                &mut o,
                8,
                "CONTRACT",
                if contract == "-" { "" } else { &contract },
            );
            el(&mut o, 8, "PLAYED_BY", l.declarer.as_deref().unwrap_or(""));
            el(&mut o, 8, "LEAD", l.lead.as_deref().unwrap_or(""));
            el(
                &mut o,
                8,
                "TRICKS",
                &l.tricks.map(|t| t.to_string()).unwrap_or_default(),
            );
            el(
                &mut o,
                8,
                "SCORE",
                &l.ns_score
                    .map_or_else(|| l.result.clone(), |s| s.to_string()),
            );
            el(&mut o, 8, "NS_MATCH_POINTS", &num(l.ns_matchpoints));
            el(&mut o, 8, "EW_MATCH_POINTS", &num(l.ew_matchpoints));
            o.push_str("      </TRAVELLER_LINE>\n");
        }
        o.push_str("    </BOARD>\n");
    }
    o.push_str("  </EVENT>\n");
    if !deals.is_empty() {
        o.push_str("  <HANDSET>\n");
        for (b, d) in deals {
            o.push_str("    <BOARD>\n");
            el(&mut o, 6, "BOARD_NUMBER", &b.to_string());
            for seat in Seat::ALL {
                let h = d.hand(seat);
                o.push_str("      <HAND>\n");
                el(&mut o, 8, "DIRECTION", &seat.letter().to_string());
                for (tag, suit) in [
                    ("SPADES", Suit::Spades),
                    ("HEARTS", Suit::Hearts),
                    ("DIAMONDS", Suit::Diamonds),
                    ("CLUBS", Suit::Clubs),
                ] {
                    el(&mut o, 8, tag, &h.suit_string(suit));
                }
                o.push_str("      </HAND>\n");
            }
            o.push_str("    </BOARD>\n");
        }
        o.push_str("  </HANDSET>\n");
    }
    o.push_str("</USEBIO>\n");
    o
}
