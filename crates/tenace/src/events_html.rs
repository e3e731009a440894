//! `tenace session report FILE`: the club's sheets (`session_sheets`, the
//! report's one layout) drawn as one HTML page — the ranking, the
//! travellers with each deal, its high-card points, the double-dummy table
//! and par, and every pair's personal score card.

use std::fmt::Write;

use tenace_core::{Seat, Suit};

use crate::session_sheets::{BoardSheet, DdSheet, HandRecord, HandSheet, Sheets, Table};

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn hand_html(h: &HandSheet) -> String {
    let mut s = format!("<b>{}</b> ({})<br>", esc(&h.name), h.hcp);
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        let cards = h.hand.suit_string(suit);
        let cls = if matches!(suit, Suit::Hearts | Suit::Diamonds) {
            " class=\"red\""
        } else {
            ""
        };
        let _ = write!(
            s,
            "<span{cls}>{}</span> {}<br>",
            suit.symbol(),
            if cards.is_empty() { "—" } else { &cards }
        );
    }
    s
}

fn deal_html(record: &HandRecord) -> String {
    let hand = |seat: Seat| {
        record
            .hands
            .iter()
            .find(|h| h.seat == seat)
            .map(hand_html)
            .unwrap_or_default()
    };
    format!(
        "<table class=\"deal\"><tr><td>{}</td><td>{}</td><td></td></tr>\
         <tr><td>{}</td><td></td><td>{}</td></tr>\
         <tr><td></td><td>{}</td><td></td></tr></table>\n",
        esc(&record.dealer_vul),
        hand(Seat::North),
        hand(Seat::West),
        hand(Seat::East),
        hand(Seat::South)
    )
}

fn dd_html(t: &DdSheet) -> String {
    let mut s = format!(
        "<table class=\"dd\"><caption>{}</caption><tr><th></th>",
        esc(&t.heading)
    );
    for st in &t.strains {
        let _ = write!(s, "<th>{}</th>", esc(st));
    }
    s.push_str("</tr>");
    for (seat, tricks) in &t.rows {
        let _ = write!(s, "<tr><th>{}</th>", esc(seat));
        for n in tricks {
            let _ = write!(s, "<td>{n}</td>");
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>\n");
    let _ = writeln!(s, "<p>{}</p>", esc(&t.par));
    s
}

fn row(cells: &[String], header: bool) -> String {
    let tag = if header { "th" } else { "td" };
    let mut s = String::from("<tr>");
    for c in cells {
        let _ = write!(s, "<{tag}>{}</{tag}>", esc(c));
    }
    s.push_str("</tr>\n");
    s
}

/// A table under its title (`h2` for a ranking, `h3` for a score card).
fn table_html(t: &Table, title_tag: &str) -> String {
    let mut h = String::new();
    if !t.title.is_empty() {
        let _ = writeln!(h, "<{title_tag}>{}</{title_tag}>", esc(&t.title));
    }
    h.push_str("<table>");
    let headings: Vec<String> = t.columns.iter().map(|c| c.heading.clone()).collect();
    h.push_str(&row(&headings, true));
    for r in &t.rows {
        h.push_str(&row(r, false));
    }
    h.push_str("</table>\n");
    h
}

fn board_html(b: &BoardSheet) -> String {
    let mut h = format!("<section class=\"board\"><h3>{}</h3>\n", esc(&b.heading));
    if let Some(record) = &b.record {
        h.push_str(&deal_html(record));
        if let Some(dd) = &record.dd {
            h.push_str(&dd_html(dd));
        }
    }
    h.push_str(&table_html(&b.traveller, "h3"));
    h.push_str("</section>\n");
    h
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:60em}\
table{border-collapse:collapse;margin:0.5em 0}\
td,th{border:1px solid #999;padding:0.2em 0.6em;text-align:right}\
table.deal td{border:none;text-align:left;vertical-align:top;padding:0.3em 1.2em}\
.red{color:#c00}h2{border-bottom:2px solid #333}section.board{page-break-inside:avoid}";

/// The sheets as one HTML page.
pub fn report(lang: &str, s: &Sheets) -> String {
    let mut h = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head>\n<body>\n<h1>{}</h1>\n",
        esc(&s.title),
        esc(&s.title)
    );
    if let Some(p) = &s.provisional {
        let _ = writeln!(h, "<p><b>{}</b></p>", esc(p));
    }
    for ranking in &s.rankings {
        h.push_str(&table_html(ranking, "h2"));
    }
    let _ = writeln!(h, "<h2>{}</h2>", esc(&s.travellers_heading));
    for b in &s.boards {
        h.push_str(&board_html(b));
    }
    let _ = writeln!(h, "<h2>{}</h2>", esc(&s.scorecards_heading));
    for card in &s.scorecards {
        h.push_str(&table_html(card, "h3"));
    }
    h.push_str("</body>\n</html>\n");
    h
}
