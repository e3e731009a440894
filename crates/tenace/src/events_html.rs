//! `tenace session report FILE`: the club's HTML pages of a session — the
//! ranking, the travellers with each deal, its high-card points, the
//! double-dummy table and par, and every pair's personal score card. All
//! words come from the catalogue.

use std::collections::BTreeMap;
use std::fmt::Write;

use tenace_claims::dd::{par, DdTable};
use tenace_core::{dealer_for_board, Deal, Rank, Seat, Strain, Suit, Vulnerability};
use tenace_events::session::{Line, SessionReport};
use tenace_i18n::{Arg, Catalog};

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// High-card points: A 4, K 3, Q 2, J 1.
pub fn hcp(hand: tenace_core::Hand) -> u32 {
    hand.iter()
        .map(|c| match c.rank() {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        })
        .sum()
}

fn hand_html(deal: &Deal, seat: Seat) -> String {
    let h = deal.hand(seat);
    let mut s = String::new();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        let cards = h.suit_string(suit);
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

fn deal_html(cat: &Catalog, board: u16, deal: &Deal) -> String {
    let name = |seat: Seat| {
        format!(
            "<b>{}</b> ({})<br>{}",
            esc(&cat.seat(seat)),
            hcp(deal.hand(seat)),
            hand_html(deal, seat)
        )
    };
    let dealer = dealer_for_board(u32::from(board));
    let vul = Vulnerability::for_board(u32::from(board));
    let info = esc(&cat.message(
        "events-report-dealer-vul",
        &[
            ("dealer", Arg::from(cat.seat(dealer))),
            ("vul", Arg::from(cat.vulnerability(vul))),
        ],
    ));
    format!(
        "<table class=\"deal\"><tr><td>{info}</td><td>{}</td><td></td></tr>\
         <tr><td>{}</td><td></td><td>{}</td></tr>\
         <tr><td></td><td>{}</td><td></td></tr></table>\n",
        name(Seat::North),
        name(Seat::West),
        name(Seat::East),
        name(Seat::South)
    )
}

fn dd_html(cat: &Catalog, board: u16, t: &DdTable) -> String {
    let strains = [
        Strain::NoTrump,
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
    ];
    let mut s = format!(
        "<table class=\"dd\"><caption>{}</caption><tr><th></th>",
        esc(&cat.text("events-report-dd-heading"))
    );
    for st in strains {
        let _ = write!(s, "<th>{}</th>", esc(&cat.strain(st)));
    }
    s.push_str("</tr>");
    for seat in Seat::ALL {
        let _ = write!(s, "<tr><th>{}</th>", esc(&cat.seat_short(seat)));
        for st in strains {
            let _ = write!(s, "<td>{}</td>", t.get(st, seat));
        }
        s.push_str("</tr>");
    }
    s.push_str("</table>\n");
    let p = par(
        t,
        Vulnerability::for_board(u32::from(board)),
        dealer_for_board(u32::from(board)),
    );
    let contracts: Vec<String> = p
        .contracts
        .iter()
        .map(|c| {
            let over = match c.overtricks {
                0 => String::new(),
                n if n > 0 => format!("+{n}"),
                n => n.to_string(),
            };
            format!("{}{over}", cat.contract(c.contract))
        })
        .collect();
    let _ = writeln!(
        s,
        "<p>{}</p>",
        esc(&cat.message(
            "events-report-par",
            &[
                ("score", Arg::from(fmt_score(p.score_ns))),
                ("contracts", Arg::from(cat.list(&contracts))),
            ],
        ))
    );
    s
}

fn fmt_score(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        v.to_string()
    }
}

fn fmt2(v: f64) -> String {
    format!("{v:.2}")
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

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:60em}\
table{border-collapse:collapse;margin:0.5em 0}\
td,th{border:1px solid #999;padding:0.2em 0.6em;text-align:right}\
table.deal td{border:none;text-align:left;vertical-align:top;padding:0.3em 1.2em}\
.red{color:#c00}h2{border-bottom:2px solid #333}section.board{page-break-inside:avoid}";

/// The whole report as one HTML page.
pub fn report(
    cat: &Catalog,
    r: &SessionReport,
    names: &BTreeMap<u16, String>,
    deals: &BTreeMap<u16, Deal>,
    dd: &BTreeMap<u16, DdTable>,
) -> String {
    let title = r
        .event
        .clone()
        .unwrap_or_else(|| cat.text("events-report-title"));
    let mut h = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head>\n<body>\n<h1>{}</h1>\n",
        cat.lang().tag(),
        esc(&title),
        esc(&title)
    );
    if !r.complete {
        let _ = writeln!(
            h,
            "<p><b>{}</b></p>",
            esc(&cat.message(
                "session-provisional",
                &[("law", Arg::from(cat.law(tenace_laws::LawRef::new("8C"))))]
            ))
        );
    }
    // The ranking.
    for ranking in &r.rankings {
        let _ = writeln!(
            h,
            "<h2>{}</h2>\n<table>",
            esc(&cat.text(match ranking.line {
                Line::All => "session-line-all",
                Line::NorthSouth => "session-line-ns",
                Line::EastWest => "session-line-ew",
            }))
        );
        h.push_str(&row(
            &[
                cat.text("session-col-place"),
                cat.text("session-col-pair"),
                cat.text("session-col-names"),
                cat.text("session-col-matchpoints"),
                cat.text("session-col-percent"),
            ],
            true,
        ));
        for p in &ranking.pairs {
            h.push_str(&row(
                &[
                    format!("{}{}", p.place, if p.tied { "=" } else { "" }),
                    p.position.to_string(),
                    p.name.clone(),
                    fmt2(p.matchpoints),
                    fmt2(p.percent),
                ],
                false,
            ));
        }
        h.push_str("</table>\n");
    }
    // Travellers, with the deal, HCP and the double-dummy analysis.
    let _ = writeln!(h, "<h2>{}</h2>", esc(&cat.text("events-report-travellers")));
    for t in &r.travellers {
        let heading = match &t.group {
            Some(g) => cat.message(
                "events-report-board-group",
                &[
                    ("board", Arg::from(usize::from(t.board))),
                    ("group", Arg::from(g.as_str())),
                    ("law", Arg::from(cat.law(tenace_laws::LawRef::new("87")))),
                ],
            ),
            None => cat.message(
                "events-report-board",
                &[("board", Arg::from(usize::from(t.board)))],
            ),
        };
        let _ = writeln!(h, "<section class=\"board\"><h3>{}</h3>", esc(&heading));
        if let Some(deal) = deals.get(&t.board) {
            h.push_str(&deal_html(cat, t.board, deal));
            if let Some(table) = dd.get(&t.board) {
                h.push_str(&dd_html(cat, t.board, table));
            }
        }
        h.push_str("<table>");
        h.push_str(&row(
            &[
                cat.text("events-report-col-round"),
                cat.text("events-report-col-table"),
                cat.text("events-report-col-ns"),
                cat.text("events-report-col-ew"),
                cat.text("events-report-col-result"),
                cat.text("events-report-col-lead"),
                cat.text("events-report-col-score"),
                cat.text("events-report-col-mp-ns"),
                cat.text("events-report-col-mp-ew"),
                cat.text("events-report-col-dd"),
                cat.text("events-report-col-dd-diff"),
            ],
            true,
        ));
        for l in &t.lines {
            h.push_str(&row(
                &[
                    l.round.to_string(),
                    l.table.to_string(),
                    l.ns.to_string(),
                    l.ew.to_string(),
                    l.result.clone(),
                    l.lead.clone().unwrap_or_default(),
                    l.ns_score.map(fmt_score).unwrap_or_default(),
                    fmt2(l.ns_matchpoints),
                    fmt2(l.ew_matchpoints),
                    l.dd_tricks.map(|v| v.to_string()).unwrap_or_default(),
                    l.dd_difference
                        .map(|v| format!("{v:+}"))
                        .unwrap_or_default(),
                ],
                false,
            ));
        }
        h.push_str("</table></section>\n");
    }
    // Personal score cards.
    let _ = writeln!(h, "<h2>{}</h2>", esc(&cat.text("events-report-scorecards")));
    let mut pairs: Vec<u16> = r
        .travellers
        .iter()
        .flat_map(|t| t.lines.iter().flat_map(|l| [l.ns, l.ew]))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    for p in pairs {
        let _ = writeln!(
            h,
            "<h3>{}</h3>\n<table>",
            esc(&cat.message(
                "events-report-scorecard",
                &[
                    ("pair", Arg::from(usize::from(p))),
                    (
                        "names",
                        Arg::from(names.get(&p).cloned().unwrap_or_default())
                    ),
                ],
            ))
        );
        h.push_str(&row(
            &[
                cat.text("events-report-col-board"),
                cat.text("events-report-col-round"),
                cat.text("events-report-col-versus"),
                cat.text("events-report-col-direction"),
                cat.text("events-report-col-result"),
                cat.text("events-report-col-score"),
                cat.text("events-report-col-mp"),
                cat.text("session-col-percent"),
            ],
            true,
        ));
        let mut lines: Vec<(u16, &tenace_events::session::TravellerLine)> = r
            .travellers
            .iter()
            .flat_map(|t| t.lines.iter().map(move |l| (t.board, l)))
            .filter(|(_, l)| l.ns == p || l.ew == p)
            .collect();
        lines.sort_by_key(|(b, l)| (l.round, *b));
        for (board, l) in lines {
            let ns = l.ns == p;
            let mp = if ns {
                l.ns_matchpoints
            } else {
                l.ew_matchpoints
            };
            let pct = if l.top > 0.0 {
                100.0 * mp / l.top
            } else {
                50.0
            };
            h.push_str(&row(
                &[
                    board.to_string(),
                    l.round.to_string(),
                    (if ns { l.ew } else { l.ns }).to_string(),
                    cat.text(if ns {
                        "vulnerability-ns"
                    } else {
                        "vulnerability-ew"
                    }),
                    l.result.clone(),
                    l.ns_score
                        .map(|s| fmt_score(if ns { s } else { -s }))
                        .unwrap_or_default(),
                    fmt2(mp),
                    fmt2(pct),
                ],
                false,
            ));
        }
        h.push_str("</table>\n");
    }
    h.push_str("</body>\n</html>\n");
    h
}
