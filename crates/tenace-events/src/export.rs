//! Results files clubs exchange (events.md §5): PBN with a `ScoreTable` per
//! board and a `TotalScoreTable`, and USEBIO XML for a pairs session.
//! Both are written from a ranked [`SessionReport`]; both are data for
//! programs, not text for people, so they carry no translated words.

use std::collections::BTreeMap;
use std::fmt::Write;

use tenace_core::{dealer_for_board, Deal, Seat, Suit, Vulnerability};

use crate::model::ContestantKind;
use crate::session::{Line, SessionReport, SessionScoring, TravellerLine};

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

/// What a session ranks and how, which chooses the columns of both files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// Pairs (or individuals) at matchpoints.
    Matchpoints { individual: bool },
    /// Pairs (or individuals) at cross-IMPs or Butler.
    Imps { individual: bool },
    /// Teams: IMPs per room, VPs per match.
    Teams,
}

fn layout(r: &SessionReport) -> Layout {
    let individual = r.contestants == ContestantKind::Individual;
    match r.contestants {
        ContestantKind::Team => Layout::Teams,
        _ if r.scoring.is_imps() => Layout::Imps { individual },
        _ => Layout::Matchpoints { individual },
    }
}

/// A signed IMP figure with two decimals: `3.00`, `-1.50`.
fn imp(v: Option<f64>) -> String {
    v.map_or("-".into(), |v| {
        let s = format!("{v:.2}");
        if s == "-0.00" {
            "0.00".into()
        } else {
            s
        }
    })
}

/// The `TotalScoreTable` header and the ranking's lines.
fn pbn_totals(out: &mut String, r: &SessionReport, names: &BTreeMap<u16, String>) {
    let lay = layout(r);
    let header = match lay {
        Layout::Matchpoints { individual: false } => "Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R;TotalPercentage\\6R;NrBoards\\2R;Names\\40L",
        Layout::Matchpoints { individual: true } => "Rank\\2R;PlayerId\\2R;TotalScoreMP\\6R;TotalPercentage\\6R;NrBoards\\2R;Name\\30L",
        Layout::Imps { individual: false } => "Rank\\2R;PairId\\2R;Direction\\5R;TotalScoreIMP\\7R;MeanIMP\\6R;NrBoards\\2R;Names\\40L",
        Layout::Imps { individual: true } => "Rank\\2R;PlayerId\\2R;TotalScoreIMP\\7R;MeanIMP\\6R;NrBoards\\2R;Name\\30L",
        Layout::Teams => "Rank\\2R;TeamId\\2R;TotalScoreVP\\6R;TotalScoreIMP\\6R;NrBoards\\2R;TeamName\\30L",
    };
    let _ = writeln!(out, "[TotalScoreTable \"{header}\"]");
    for ranking in &r.rankings {
        let dir = match ranking.line {
            Line::All => "-",
            Line::NorthSouth => "\"N-S\"",
            Line::EastWest => "\"E-W\"",
        };
        for p in &ranking.pairs {
            let rank = format!("{}{}", p.place, if p.tied { "=" } else { "" });
            let name = pbn_quote(
                names
                    .get(&p.position)
                    .map_or(p.name.as_str(), String::as_str),
            );
            let id = p.position;
            let line = match lay {
                Layout::Matchpoints { individual: false } => format!(
                    "{rank} {id} {dir} {} {:.2} {} {name}",
                    num(p.matchpoints),
                    p.percent,
                    p.boards
                ),
                Layout::Matchpoints { individual: true } => format!(
                    "{rank} {id} {} {:.2} {} {name}",
                    num(p.matchpoints),
                    p.percent,
                    p.boards
                ),
                Layout::Imps { individual: false } => format!(
                    "{rank} {id} {dir} {} {} {} {name}",
                    imp(p.imps),
                    imp(p.imps_per_board),
                    p.boards
                ),
                Layout::Imps { individual: true } => format!(
                    "{rank} {id} {} {} {} {name}",
                    imp(p.imps),
                    imp(p.imps_per_board),
                    p.boards
                ),
                Layout::Teams => format!(
                    "{rank} {id} {} {} {} {name}",
                    imp(p.vps),
                    imp(p.imps),
                    p.boards
                ),
            };
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// The `ScoreTable` of one board.
fn pbn_scores(out: &mut String, lay: Layout, lines: &[TravellerLine]) {
    let who = match lay {
        Layout::Matchpoints { individual: true } | Layout::Imps { individual: true } => {
            "PlayerId_North\\2R;PlayerId_East\\2R;PlayerId_South\\2R;PlayerId_West\\2R"
        }
        Layout::Teams => "TeamId_NS\\2R;TeamId_EW\\2R",
        _ => "PairId_NS\\2R;PairId_EW\\2R",
    };
    let scores = match lay {
        Layout::Matchpoints { .. } => "MP_NS\\5R;MP_EW\\5R;Percentage_NS\\3R;Percentage_EW\\3R",
        _ => "IMP_NS\\6R;IMP_EW\\6R",
    };
    let _ = writeln!(
        out,
        "[ScoreTable \"Round\\2R;Table\\2R;{who};Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;{scores}\"]"
    );
    for l in lines {
        let score = match l.ns_score {
            Some(s) => pbn_quote(&s.to_string()),
            None => pbn_quote(&l.result),
        };
        let ids = match l.seats {
            Some([n, e, s, w]) => format!("{n} {e} {s} {w}"),
            None => format!("{} {}", l.ns, l.ew),
        };
        let figures = match lay {
            Layout::Matchpoints { .. } => format!(
                "{} {} {} {}",
                num(l.ns_matchpoints),
                num(l.ew_matchpoints),
                percent(l.ns_matchpoints, l.top),
                percent(l.ew_matchpoints, l.top),
            ),
            _ => format!("{} {}", imp(l.ns_imps), imp(l.ew_imps)),
        };
        let _ = writeln!(
            out,
            "{} {} {ids} {} {} {} {} {score} {figures}",
            l.round,
            l.table,
            pbn_contract(l),
            l.declarer
                .as_deref()
                .filter(|d| !d.trim().is_empty())
                .unwrap_or("-"),
            l.tricks.map_or("-".into(), |t| t.to_string()),
            l.lead.as_deref().unwrap_or("-"),
        );
    }
}

/// PBN 2.1 export: one game per board with `Board`, `Dealer`, `Vulnerable`,
/// `Deal` (when known) and `Scoring` (`MatchPoints`, or `IMP` for IMP
/// pairs and teams), the first game with the `TotalScoreTable`, every game
/// with its `ScoreTable` (Result = tricks taken by declarer, Score_NS
/// quoted, adjusted scores as the text given). The columns follow the
/// session: `PairId`/`TotalScoreMP`/`MP_NS` for matchpointed pairs,
/// `TotalScoreIMP`/`MeanIMP`/`IMP_NS` at IMPs, `PlayerId` and
/// `PlayerId_North`… for individuals, `TeamId`/`TotalScoreVP` for teams.
pub fn pbn(
    r: &SessionReport,
    deals: &BTreeMap<u16, Deal>,
    names: &BTreeMap<u16, String>,
) -> String {
    let mut out = String::from("% PBN 2.1\n% EXPORT\n%Creator: Tenace\n");
    let event = r.event.clone().unwrap_or_default();
    let lay = layout(r);
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
        out.push_str(match lay {
            Layout::Matchpoints { .. } => "[Scoring \"MatchPoints\"]\n",
            _ => "[Scoring \"IMP\"]\n",
        });
        if i == 0 {
            pbn_totals(&mut out, r, names);
        }
        pbn_scores(&mut out, lay, &t.lines);
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

/// USEBIO 1.3 export of a ranked session: the event, the participants
/// with place (`=` for a tie) and total, and the results, then the
/// `HANDSET` when the deals are known. `players` are the names per
/// position.
///
/// * Pairs: `EVENT_TYPE="PAIRS"`, `BOARD_SCORING_METHOD` `MATCH_POINTS`
///   (`TOTAL_SCORE` matchpoints and `PERCENTAGE`), `CROSS_IMPS` or
///   `BUTLER_IMPS` (`TOTAL_SCORE` IMPs, no percentage; the traveller
///   lines carry `NS_IMPS`/`EW_IMPS`); one `BOARD` per board.
/// * Individuals: `EVENT_TYPE="INDIVIDUAL"`, `PARTICIPANTS/PLAYER` with
///   `PLAYER_NUMBER`; each traveller line names the four players
///   (`NORTH_PLAYER_NUMBER` …, our names: the structure of events.md §5.3
///   gives none for individuals).
/// * Teams: `EVENT_TYPE="TEAMS"`, `IMPS` and `VPS`, `PARTICIPANTS/TEAM`
///   (`TEAM_ID`, `TEAM_NAME` = the first name, the others as `PLAYER`s,
///   `TOTAL_SCORE` VPs), and one `MATCH` per match (round, teams, VPs,
///   boards with the home team's IMPs and both rooms' lines, `DIRECTION`
///   where the home team sat).
pub fn usebio(
    r: &SessionReport,
    deals: &BTreeMap<u16, Deal>,
    players: &BTreeMap<u16, Vec<String>>,
) -> String {
    let lay = layout(r);
    let mut o = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"usebio_v1_3.dtd\">\n<USEBIO Version=\"1.3\">\n",
    );
    let kind = match lay {
        Layout::Teams => "TEAMS",
        Layout::Matchpoints { individual: true } | Layout::Imps { individual: true } => {
            "INDIVIDUAL"
        }
        _ => "PAIRS",
    };
    let _ = writeln!(o, "  <EVENT EVENT_TYPE=\"{kind}\">");
    el(&mut o, 4, "PROGRAM_NAME", "Tenace");
    el(&mut o, 4, "PROGRAM_VERSION", env!("CARGO_PKG_VERSION"));
    el(
        &mut o,
        4,
        "EVENT_DESCRIPTION",
        r.event.as_deref().unwrap_or(""),
    );
    let method = match (lay, r.scoring) {
        (Layout::Teams, _) => "IMPS",
        (Layout::Matchpoints { .. }, _) => "MATCH_POINTS",
        (_, SessionScoring::Butler) => "BUTLER_IMPS",
        _ => "CROSS_IMPS",
    };
    el(&mut o, 4, "BOARD_SCORING_METHOD", method);
    if lay == Layout::Teams {
        el(&mut o, 4, "MATCH_SCORING_METHOD", "VPS");
    }
    let two = r.rankings.iter().any(|x| x.line != Line::All);
    el(&mut o, 4, "WINNER_TYPE", if two { "2" } else { "1" });
    el(&mut o, 4, "BOARDS_PLAYED", &r.travellers.len().to_string());
    usebio_participants(&mut o, r, lay, players);
    if lay == Layout::Teams {
        usebio_matches(&mut o, r);
    } else {
        usebio_boards(&mut o, r, lay);
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

fn usebio_participants(
    o: &mut String,
    r: &SessionReport,
    lay: Layout,
    players: &BTreeMap<u16, Vec<String>>,
) {
    o.push_str("    <PARTICIPANTS>\n");
    for ranking in &r.rankings {
        for p in &ranking.pairs {
            let names = players.get(&p.position).cloned().unwrap_or_default();
            let place = format!("{}{}", p.place, if p.tied { "=" } else { "" });
            match lay {
                Layout::Teams => {
                    let name = names.first().cloned().unwrap_or_else(|| p.name.clone());
                    let _ = writeln!(
                        o,
                        "      <TEAM TEAM_ID=\"{}\" TEAM_NAME=\"{}\">",
                        p.position,
                        xml(&name)
                    );
                    for player in names.iter().skip(1) {
                        o.push_str("        <PLAYER>\n");
                        el(o, 10, "PLAYER_NAME", player);
                        o.push_str("        </PLAYER>\n");
                    }
                    el(o, 8, "PLACE", &place);
                    el(o, 8, "TOTAL_SCORE", &imp(p.vps));
                    o.push_str("      </TEAM>\n");
                    continue;
                }
                Layout::Matchpoints { individual: true } | Layout::Imps { individual: true } => {
                    o.push_str("      <PLAYER>\n");
                    el(o, 8, "PLAYER_NUMBER", &p.position.to_string());
                    el(o, 8, "PLAYER_NAME", &names.join(" "));
                }
                _ => {
                    o.push_str("      <PAIR>\n");
                    el(o, 8, "PAIR_NUMBER", &p.position.to_string());
                    match ranking.line {
                        Line::NorthSouth => el(o, 8, "DIRECTION", "NS"),
                        Line::EastWest => el(o, 8, "DIRECTION", "EW"),
                        Line::All => {}
                    }
                }
            }
            el(o, 8, "BOARDS_PLAYED", &p.boards.to_string());
            let individual = matches!(
                lay,
                Layout::Matchpoints { individual: true } | Layout::Imps { individual: true }
            );
            if !individual {
                for name in &names {
                    o.push_str("        <PLAYER>\n");
                    el(o, 10, "PLAYER_NAME", name);
                    o.push_str("        </PLAYER>\n");
                }
            }
            el(o, 8, "PLACE", &place);
            if let Layout::Imps { .. } = lay {
                el(o, 8, "TOTAL_SCORE", &imp(p.imps));
            } else {
                el(o, 8, "TOTAL_SCORE", &num(p.matchpoints));
                el(o, 8, "PERCENTAGE", &format!("{:.2}", p.percent));
            }
            o.push_str(if individual {
                "      </PLAYER>\n"
            } else {
                "      </PAIR>\n"
            });
        }
    }
    o.push_str("    </PARTICIPANTS>\n");
}

/// One traveller line's result elements (contract to score).
fn usebio_result(o: &mut String, indent: usize, l: &TravellerLine) {
    let contract = pbn_contract(l);
    el(
        o,
        indent,
        "CONTRACT",
        if contract == "-" { "" } else { &contract },
    );
    el(o, indent, "PLAYED_BY", l.declarer.as_deref().unwrap_or(""));
    el(o, indent, "LEAD", l.lead.as_deref().unwrap_or(""));
    el(
        o,
        indent,
        "TRICKS",
        &l.tricks.map(|t| t.to_string()).unwrap_or_default(),
    );
    el(
        o,
        indent,
        "SCORE",
        &l.ns_score
            .map_or_else(|| l.result.clone(), |s| s.to_string()),
    );
}

fn usebio_boards(o: &mut String, r: &SessionReport, lay: Layout) {
    for t in &r.travellers {
        o.push_str("    <BOARD>\n");
        el(o, 6, "BOARD_NUMBER", &t.board.to_string());
        for l in &t.lines {
            o.push_str("      <TRAVELLER_LINE>\n");
            match l.seats {
                Some(seats) => {
                    for (tag, p) in [
                        "NORTH_PLAYER_NUMBER",
                        "EAST_PLAYER_NUMBER",
                        "SOUTH_PLAYER_NUMBER",
                        "WEST_PLAYER_NUMBER",
                    ]
                    .into_iter()
                    .zip(seats)
                    {
                        el(o, 8, tag, &p.to_string());
                    }
                }
                None => {
                    el(o, 8, "NS_PAIR_NUMBER", &l.ns.to_string());
                    el(o, 8, "EW_PAIR_NUMBER", &l.ew.to_string());
                }
            }
            usebio_result(o, 8, l);
            if let Layout::Imps { .. } = lay {
                el(o, 8, "NS_IMPS", &imp(l.ns_imps));
                el(o, 8, "EW_IMPS", &imp(l.ew_imps));
            } else {
                el(o, 8, "NS_MATCH_POINTS", &num(l.ns_matchpoints));
                el(o, 8, "EW_MATCH_POINTS", &num(l.ew_matchpoints));
            }
            o.push_str("      </TRAVELLER_LINE>\n");
        }
        o.push_str("    </BOARD>\n");
    }
}

/// A team session's matches: the home team is `TEAM`, its IMPs on each
/// board are `IMPS`, and each room's line says where it sat.
fn usebio_matches(o: &mut String, r: &SessionReport) {
    for m in &r.matches {
        o.push_str("    <MATCH>\n");
        el(o, 6, "ROUND_NUMBER", &m.round.to_string());
        el(o, 6, "TEAM", &m.teams[0].to_string());
        el(o, 6, "OPPOSING_TEAM", &m.teams[1].to_string());
        el(o, 6, "TEAM_SCORE", &imp(Some(m.vps[0])));
        el(o, 6, "OPPOSING_TEAM_SCORE", &imp(Some(m.vps[1])));
        for t in &r.travellers {
            let rooms: Vec<&TravellerLine> = t
                .lines
                .iter()
                .filter(|l| l.round == m.round && m.tables.contains(&l.table))
                .collect();
            if rooms.is_empty() {
                continue;
            }
            o.push_str("      <BOARD>\n");
            el(o, 8, "BOARD_NUMBER", &t.board.to_string());
            let home_imps = rooms.iter().find_map(|l| {
                if l.ns == m.teams[0] {
                    l.ns_imps
                } else {
                    l.ew_imps
                }
            });
            el(o, 8, "IMPS", &imp(home_imps));
            for l in rooms {
                o.push_str("        <TRAVELLER_LINE>\n");
                el(
                    o,
                    10,
                    "DIRECTION",
                    if l.ns == m.teams[0] { "NS" } else { "EW" },
                );
                el(o, 10, "TABLE_NUMBER", &l.table.to_string());
                usebio_result(o, 10, l);
                o.push_str("        </TRAVELLER_LINE>\n");
            }
            o.push_str("      </BOARD>\n");
        }
        o.push_str("    </MATCH>\n");
    }
}
