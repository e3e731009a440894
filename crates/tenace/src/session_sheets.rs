//! The club session report's one layout: the sheets of `tenace session
//! report` — the ranking, a hand record and traveller per board, every
//! pair's personal score card — as data, with every word from the
//! catalogue. `events_html` draws the sheets as one HTML page and
//! `events_pdf` as A4 pages; neither chooses a column or a word.
//!
//! The layout lives in the binary, not in tenace-i18n, because a hand
//! record carries the double-dummy par (tenace-claims), which the message
//! crate does not depend on; the server serves sessions as JSON.

use std::collections::BTreeMap;

use tenace_claims::dd::{par, DdTable};
use tenace_core::{
    dealer_for_board, split_contract_terms, Deal, Hand, Rank, Seat, Strain, Vulnerability,
};
use tenace_events::model::ContestantKind;
use tenace_events::session::{Line, SessionReport, Traveller, TravellerLine};
use tenace_i18n::{Arg, Catalog};

/// What a column holds, so that a medium can draw it: numbers are
/// right-aligned; contracts and cards may be drawn with suit symbols.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Number,
    /// A result: `4S N =` (the PDF draws the strain as a symbol).
    Contract,
    /// A card as entered: `SK` (the PDF draws `♠K`).
    Card,
}

/// A column: its heading, what it holds, and its width on an A4 page in
/// points (the HTML table sizes itself).
#[derive(Debug, Clone)]
pub struct Column {
    pub heading: String,
    pub kind: Kind,
    pub width: f32,
}

/// A titled table.
#[derive(Debug, Clone)]
pub struct Table {
    pub title: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
}

/// The double-dummy tricks of a deal and its par.
#[derive(Debug, Clone)]
pub struct DdSheet {
    pub heading: String,
    /// The strains' headings: NT, ♠, ♥, ♦, ♣.
    pub strains: Vec<String>,
    /// A row per seat (N, S, E, W): its short name and its tricks.
    pub rows: Vec<(String, Vec<u8>)>,
    /// "Par +420: 4♠ by North".
    pub par: String,
}

/// One hand of a hand record: the seat's name and its high-card points
/// (drawn "North (5)").
#[derive(Debug, Clone)]
pub struct HandSheet {
    pub seat: Seat,
    pub name: String,
    /// The seat's short name, for the compass of a printed hand record.
    pub short: String,
    pub hcp: u32,
    pub hand: Hand,
}

/// A board's hand record: dealer and vulnerability, the four hands, the
/// double-dummy table when it was solved.
#[derive(Debug, Clone)]
pub struct HandRecord {
    /// "dealer North, vulnerable: None".
    pub dealer_vul: String,
    pub hands: Vec<HandSheet>,
    pub dd: Option<DdSheet>,
}

/// One board: its heading, hand record and traveller.
#[derive(Debug, Clone)]
pub struct BoardSheet {
    pub heading: String,
    pub record: Option<HandRecord>,
    pub traveller: Table,
}

/// The whole report.
#[derive(Debug, Clone)]
pub struct Sheets {
    pub title: String,
    /// The ranking is provisional (Law 8C) while results are missing.
    pub provisional: Option<String>,
    pub rankings: Vec<Table>,
    pub travellers_heading: String,
    pub boards: Vec<BoardSheet>,
    pub scorecards_heading: String,
    pub scorecards: Vec<Table>,
}

/// The footer of a printed page: "Page 1 of 4".
pub fn page_footer(cat: &Catalog, page: usize, pages: usize) -> String {
    cat.message(
        "events-pdf-page",
        &[("page", Arg::from(page)), ("pages", Arg::from(pages))],
    )
}

/// High-card points: A 4, K 3, Q 2, J 1.
pub fn hcp(hand: Hand) -> u32 {
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

fn fmt2(v: f64) -> String {
    format!("{v:.2}")
}

fn fmt_score(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        v.to_string()
    }
}

fn columns(cat: &Catalog, spec: &[(&str, Kind, f32)]) -> Vec<Column> {
    spec.iter()
        .map(|&(key, kind, width)| Column {
            heading: cat.text(key),
            kind,
            width,
        })
        .collect()
}

/// The sheets of a session.
pub fn sheets(
    cat: &Catalog,
    r: &SessionReport,
    names: &BTreeMap<u16, String>,
    deals: &BTreeMap<u16, Deal>,
    dd: &BTreeMap<u16, DdTable>,
) -> Sheets {
    let title = r
        .event
        .clone()
        .unwrap_or_else(|| cat.text("events-report-title"));
    let provisional = (!r.complete).then(|| {
        cat.message(
            "session-provisional",
            &[("law", Arg::from(cat.law(tenace_laws::LawRef::new("8C"))))],
        )
    });
    let k = kinds(r);
    let mut rankings: Vec<Table> = r
        .rankings
        .iter()
        .map(|ranking| ranking_table(cat, k, ranking, names))
        .collect();
    if !r.matches.is_empty() || !r.byes.is_empty() {
        rankings.push(matches_table(cat, r));
    }
    Sheets {
        title,
        provisional,
        rankings,
        travellers_heading: cat.text("events-report-travellers"),
        boards: r
            .travellers
            .iter()
            .map(|t| board_sheet(cat, k, t, deals.get(&t.board), dd.get(&t.board)))
            .collect(),
        scorecards_heading: cat.text("events-report-scorecards"),
        scorecards: scorecards(cat, r, names),
    }
}

/// Who a session ranks and how it scores, which chooses the sheets'
/// columns: matchpoints, IMPs (cross-IMPs or Butler; teams' rooms too),
/// and whether the contestants are players, pairs or teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Kinds {
    individual: bool,
    teams: bool,
    imps: bool,
}

fn kinds(r: &SessionReport) -> Kinds {
    let teams = r.contestants == ContestantKind::Team;
    Kinds {
        individual: r.contestants == ContestantKind::Individual,
        teams,
        imps: teams || r.scoring.is_imps(),
    }
}

/// An IMP figure: `3.00`, `-1.50`, empty when not compared.
fn imps_text(v: Option<f64>) -> String {
    v.map(|v| if v == 0.0 { 0.0 } else { v })
        .map(fmt2)
        .unwrap_or_default()
}

fn ranking_table(
    cat: &Catalog,
    k: Kinds,
    ranking: &tenace_events::session::Ranking,
    names: &BTreeMap<u16, String>,
) -> Table {
    let title = cat.text(match ranking.line {
        Line::All => "session-line-all",
        Line::NorthSouth => "session-line-ns",
        Line::EastWest => "session-line-ew",
    });
    let rows = ranking
        .pairs
        .iter()
        .map(|p| {
            let (first, second) = if k.teams {
                (imps_text(p.vps), imps_text(p.imps))
            } else if k.imps {
                (imps_text(p.imps), imps_text(p.imps_per_board))
            } else {
                (fmt2(p.matchpoints), fmt2(p.percent))
            };
            vec![
                format!("{}{}", p.place, if p.tied { "=" } else { "" }),
                p.position.to_string(),
                {
                    let name = names
                        .get(&p.position)
                        .cloned()
                        .unwrap_or_else(|| p.name.clone());
                    match p.tie_break {
                        Some(rule) => {
                            format!("{name} ({})", crate::events::tie_break_text(cat, rule))
                        }
                        None => name,
                    }
                },
                p.boards.to_string(),
                first,
                second,
            ]
        })
        .collect();
    let who = if k.teams {
        "session-col-team"
    } else if k.individual {
        "session-col-player"
    } else {
        "session-col-pair"
    };
    let (first, second) = if k.teams {
        ("session-col-vps", "session-col-imps")
    } else if k.imps {
        ("session-col-imps", "session-col-imps-per-board")
    } else {
        ("session-col-matchpoints", "session-col-percent")
    };
    Table {
        title,
        columns: columns(
            cat,
            &[
                ("session-col-place", Kind::Number, 44.0),
                (who, Kind::Number, 40.0),
                ("session-col-names", Kind::Text, 250.0),
                ("events-pdf-boards", Kind::Number, 50.0),
                (first, Kind::Number, 60.0),
                (second, Kind::Number, 60.0),
            ],
        ),
        rows,
    }
}

/// A team session's matches: round, home and away teams, boards compared,
/// each side's IMPs and VPs; then the byes (the team, "sit-out", its VPs).
fn matches_table(cat: &Catalog, r: &SessionReport) -> Table {
    let byes = r.byes.iter().map(|b| {
        vec![
            b.round.to_string(),
            b.team.to_string(),
            cat.text("movement-sit-out"),
            String::new(),
            String::new(),
            String::new(),
            fmt2(b.vps),
            String::new(),
        ]
    });
    Table {
        title: cat.text("events-report-matches"),
        columns: columns(
            cat,
            &[
                ("events-report-col-round", Kind::Number, 40.0),
                ("events-report-col-home", Kind::Number, 50.0),
                ("events-report-col-away", Kind::Number, 50.0),
                ("events-pdf-boards", Kind::Number, 50.0),
                ("events-report-col-imps-home", Kind::Number, 70.0),
                ("events-report-col-imps-away", Kind::Number, 70.0),
                ("events-report-col-vps-home", Kind::Number, 70.0),
                ("events-report-col-vps-away", Kind::Number, 70.0),
            ],
        ),
        rows: r
            .matches
            .iter()
            .map(|m| {
                vec![
                    m.round.to_string(),
                    m.teams[0].to_string(),
                    m.teams[1].to_string(),
                    m.compared.to_string(),
                    fmt2(m.imps[0]),
                    fmt2(m.imps[1]),
                    fmt2(m.vps[0]),
                    fmt2(m.vps[1]),
                ]
            })
            .chain(byes)
            .collect(),
    }
}

/// The players of a partnership of an individual session: `1+5`.
fn partnership(l: &TravellerLine, ns: bool) -> String {
    match (l.seats, ns) {
        (Some([n, _, s, _]), true) => format!("{n}+{s}"),
        (Some([_, e, _, w]), false) => format!("{e}+{w}"),
        (None, true) => l.ns.to_string(),
        (None, false) => l.ew.to_string(),
    }
}

/// `4S N =`, `3NTX W -2`, a passed-out board in words, or the result as
/// entered (adjusted scores, anything the contract reader does not take).
fn result_text(cat: &Catalog, l: &TravellerLine) -> String {
    let Some(c) = l.contract.as_deref().map(str::trim) else {
        return l.result.clone();
    };
    if c.eq_ignore_ascii_case("pass") {
        return cat.text("events-pdf-passed");
    }
    let Ok((bid, doubling, _)) = split_contract_terms(c) else {
        return l.result.clone();
    };
    let mut s = format!("{bid}{}", doubling.suffix());
    if let Some(d) = l
        .declarer
        .as_deref()
        .and_then(|d| d.trim().parse::<Seat>().ok())
    {
        s.push(' ');
        s.push_str(&cat.seat_short(d));
    }
    if let Some(t) = l.tricks {
        let over = i32::from(t) - i32::from(bid.level()) - 6;
        s.push(' ');
        s.push_str(&match over {
            0 => "=".to_string(),
            n if n > 0 => format!("+{n}"),
            n => n.to_string(),
        });
    }
    s
}

fn board_heading(cat: &Catalog, t: &Traveller) -> String {
    match &t.group {
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
    }
}

fn board_sheet(
    cat: &Catalog,
    k: Kinds,
    t: &Traveller,
    deal: Option<&Deal>,
    dd: Option<&DdTable>,
) -> BoardSheet {
    let rows = t
        .lines
        .iter()
        .map(|l| {
            vec![
                l.round.to_string(),
                l.table.to_string(),
                partnership(l, true),
                partnership(l, false),
                result_text(cat, l),
                l.lead.clone().unwrap_or_default(),
                l.ns_score.map(fmt_score).unwrap_or_default(),
                if k.imps {
                    imps_text(l.ns_imps)
                } else {
                    fmt2(l.ns_matchpoints)
                },
                if k.imps {
                    imps_text(l.ew_imps)
                } else {
                    fmt2(l.ew_matchpoints)
                },
                l.dd_tricks.map(|v| v.to_string()).unwrap_or_default(),
                l.dd_difference
                    .map(|v| format!("{v:+}"))
                    .unwrap_or_default(),
            ]
        })
        .collect();
    let (ns, ew) = if k.imps {
        ("web-results-col-imps-ns", "web-results-col-imps-ew")
    } else {
        ("events-report-col-mp-ns", "events-report-col-mp-ew")
    };
    let side = if k.individual {
        Kind::Text
    } else {
        Kind::Number
    };
    BoardSheet {
        heading: board_heading(cat, t),
        record: deal.map(|d| hand_record(cat, t.board, d, dd)),
        traveller: Table {
            title: String::new(),
            columns: columns(
                cat,
                &[
                    ("events-report-col-round", Kind::Number, 34.0),
                    ("events-report-col-table", Kind::Number, 34.0),
                    ("events-report-col-ns", side, 30.0),
                    ("events-report-col-ew", side, 30.0),
                    ("events-report-col-result", Kind::Contract, 78.0),
                    ("events-report-col-lead", Kind::Card, 34.0),
                    ("events-report-col-score", Kind::Number, 46.0),
                    (ns, Kind::Number, 52.0),
                    (ew, Kind::Number, 52.0),
                    ("events-report-col-dd", Kind::Number, 44.0),
                    ("events-report-col-dd-diff", Kind::Number, 52.0),
                ],
            ),
            rows,
        },
    }
}

fn hand_record(cat: &Catalog, board: u16, deal: &Deal, dd: Option<&DdTable>) -> HandRecord {
    let dealer = dealer_for_board(u32::from(board));
    let vul = Vulnerability::for_board(u32::from(board));
    let dealer_vul = cat.message(
        "events-report-dealer-vul",
        &[
            ("dealer", Arg::from(cat.seat(dealer))),
            ("vul", Arg::from(cat.vulnerability(vul))),
        ],
    );
    let hands = Seat::ALL
        .into_iter()
        .map(|seat| HandSheet {
            seat,
            name: cat.seat(seat),
            short: cat.seat_short(seat),
            hcp: hcp(deal.hand(seat)),
            hand: deal.hand(seat),
        })
        .collect();
    HandRecord {
        dealer_vul,
        hands,
        dd: dd.map(|t| dd_sheet(cat, t, vul, dealer)),
    }
}

const STRAINS: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

fn dd_sheet(cat: &Catalog, t: &DdTable, vul: Vulnerability, dealer: Seat) -> DdSheet {
    let p = par(t, vul, dealer);
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
    DdSheet {
        heading: cat.text("events-report-dd-heading"),
        strains: STRAINS.iter().map(|&s| cat.strain(s)).collect(),
        rows: [Seat::North, Seat::South, Seat::East, Seat::West]
            .into_iter()
            .map(|seat| {
                (
                    cat.seat_short(seat),
                    STRAINS.iter().map(|&s| t.get(s, seat)).collect(),
                )
            })
            .collect(),
        par: cat.message(
            "events-report-par",
            &[
                ("score", Arg::from(fmt_score(p.score_ns))),
                ("contracts", Arg::from(cat.list(&contracts))),
            ],
        ),
    }
}

/// Every contestant's personal score card, in number order: its boards by
/// round, then its total. A player's card (individuals) holds the boards
/// he played in any seat; a team's holds both its rooms.
fn scorecards(cat: &Catalog, r: &SessionReport, names: &BTreeMap<u16, String>) -> Vec<Table> {
    let k = kinds(r);
    let mut who: Vec<u16> = r
        .travellers
        .iter()
        .flat_map(|t| {
            t.lines.iter().flat_map(|l| match l.seats {
                Some(seats) => seats.to_vec(),
                None => vec![l.ns, l.ew],
            })
        })
        .collect();
    who.sort_unstable();
    who.dedup();
    who.into_iter()
        .map(|p| scorecard(cat, k, r, p, names.get(&p).cloned().unwrap_or_default()))
        .collect()
}

/// Which side of a line a contestant sat on: `Some(true)` N-S.
fn side_of(l: &TravellerLine, who: u16) -> Option<bool> {
    match l.seats {
        Some([n, e, s, w]) => {
            if who == n || who == s {
                Some(true)
            } else if who == e || who == w {
                Some(false)
            } else {
                None
            }
        }
        None if l.ns == who => Some(true),
        None if l.ew == who => Some(false),
        None => None,
    }
}

fn scorecard(cat: &Catalog, k: Kinds, r: &SessionReport, who: u16, names: String) -> Table {
    let mut lines: Vec<(u16, &TravellerLine, bool)> = r
        .travellers
        .iter()
        .flat_map(|t| t.lines.iter().map(move |l| (t.board, l)))
        .filter_map(|(b, l)| side_of(l, who).map(|ns| (b, l, ns)))
        .collect();
    lines.sort_by_key(|(b, l, _)| (l.round, *b, l.table));
    let mut total = (0.0, 0.0);
    let mut rows: Vec<Vec<String>> = Vec::new();
    // A team's two rooms of a board carry the same IMPs (the board's, to
    // the team): they are shown and counted on its first room only.
    let mut counted = std::collections::BTreeSet::new();
    for (board, l, ns) in lines {
        let once = !k.teams || counted.insert((l.round, board));
        let score = if k.imps {
            (if ns { l.ns_imps } else { l.ew_imps }).unwrap_or(0.0)
        } else if ns {
            l.ns_matchpoints
        } else {
            l.ew_matchpoints
        };
        if once {
            total.0 += score;
            total.1 += l.top;
        }
        let mut row = scorecard_row(cat, k, board, l, ns, score);
        if !once {
            row[6].clear();
        }
        rows.push(row);
    }
    let width = if k.imps { 8 } else { 9 };
    let mut last = vec![String::new(); width];
    last[3] = cat.text("events-pdf-total");
    last[6] = fmt2(total.0);
    if !k.imps {
        last[7] = fmt2(if total.1 > 0.0 {
            100.0 * total.0 / total.1
        } else {
            0.0
        });
    }
    rows.push(last);
    let title = if k.teams {
        "events-report-scorecard-team"
    } else if k.individual {
        "events-report-scorecard-player"
    } else {
        "events-report-scorecard"
    };
    let figure: &[(&str, Kind, f32)] = if k.imps {
        &[("session-col-imps", Kind::Number, 50.0)]
    } else {
        &[
            ("events-report-col-mp", Kind::Number, 50.0),
            ("session-col-percent", Kind::Number, 50.0),
        ]
    };
    let versus = if k.individual {
        Kind::Text
    } else {
        Kind::Number
    };
    let mut spec: Vec<(&str, Kind, f32)> = vec![
        ("events-report-col-board", Kind::Number, 40.0),
        ("events-report-col-round", Kind::Number, 40.0),
        ("events-report-col-versus", versus, 44.0),
        ("events-report-col-direction", Kind::Text, 70.0),
        ("events-report-col-result", Kind::Contract, 86.0),
        ("events-report-col-score", Kind::Number, 50.0),
    ];
    spec.extend_from_slice(figure);
    spec.push(("events-report-col-dd-diff", Kind::Number, 46.0));
    Table {
        title: cat.message(
            title,
            &[
                ("pair", Arg::from(usize::from(who))),
                ("names", Arg::from(names)),
            ],
        ),
        columns: columns(cat, &spec),
        rows,
    }
}

/// A line of a score card, from the contestant's side: its score, its
/// matchpoints and percentage (or IMPs), and the declaring side's
/// difference from double dummy turned to the contestant's view.
fn scorecard_row(
    cat: &Catalog,
    k: Kinds,
    board: u16,
    l: &TravellerLine,
    ns: bool,
    figure: f64,
) -> Vec<String> {
    let own = l
        .declarer
        .as_deref()
        .and_then(|d| d.trim().parse::<Seat>().ok())
        .map(|d| matches!(d, Seat::North | Seat::South) == ns);
    let mut row = vec![
        board.to_string(),
        l.round.to_string(),
        partnership(l, !ns),
        cat.text(if ns {
            "vulnerability-ns"
        } else {
            "vulnerability-ew"
        }),
        result_text(cat, l),
        l.ns_score
            .map(|s| fmt_score(if ns { s } else { -s }))
            .unwrap_or_default(),
    ];
    if k.imps {
        let imps = if ns { l.ns_imps } else { l.ew_imps };
        row.push(imps_text(imps));
    } else {
        let pct = if l.top > 0.0 {
            100.0 * figure / l.top
        } else {
            50.0
        };
        row.push(fmt2(figure));
        row.push(fmt2(pct));
    }
    row.push(match (l.dd_difference, own) {
        (Some(d), Some(true)) => format!("{d:+}"),
        (Some(d), Some(false)) => format!("{:+}", -d),
        _ => String::new(),
    });
    row
}
