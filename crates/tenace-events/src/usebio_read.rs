//! A pairs session read back from USEBIO XML (events.md §5.3): the
//! structure [`crate::export::usebio`] writes — `EVENT` with
//! `PARTICIPANTS/PAIR` (number, direction, players, place, total,
//! percentage), `BOARD/TRAVELLER_LINE` (pairs, contract, declarer, lead,
//! tricks, N-S score, both sides' matchpoints) and the `HANDSET` — plus what
//! other programs' files carry: `ROUND_NUMBER`/`TABLE_NUMBER` on a line,
//! `NS_SCORE`/`EW_SCORE` instead of one signed `SCORE`, `PAIR_NUMBER` under a
//! `SECTION`, several `EVENT`s (the first pairs event is read).
//!
//! The result is the same [`PbnSession`] as a PBN results file, so it is
//! ranked and compared with [`crate::import_pbn::rank`] and
//! [`crate::import_pbn::compare`].

use std::collections::BTreeMap;

use quick_xml::events::Event as XmlEvent;
use quick_xml::Reader;
use tenace_core::{Deal, Seat};

use crate::import_pbn::{PbnSession, PublishedLine, PublishedRank, Written};
use crate::session::Line;

/// Why a USEBIO file cannot be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum UsebioError {
    #[error("not well-formed XML at byte {position}: {reason}")]
    Xml { position: u64, reason: String },
    #[error("no USEBIO element")]
    NotUsebio,
    #[error("no EVENT of pairs")]
    NoEvent,
    #[error("the event is scored {0}; only MATCH_POINTS is imported")]
    NotMatchpoints(String),
    #[error("{element} `{value}` cannot be read")]
    BadValue {
        element: &'static str,
        value: String,
    },
    #[error("board {board}: the hands do not make a deal")]
    BadHands { board: u16 },
}

/// A small element tree.
#[derive(Debug, Default)]
struct Node {
    name: String,
    text: String,
    children: Vec<Node>,
}

impl Node {
    fn child(&self, name: &str) -> Option<&Node> {
        self.children
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }

    fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Node> + 'a {
        self.children
            .iter()
            .filter(move |c| c.name.eq_ignore_ascii_case(name))
    }

    /// The trimmed text of child `name`, `None` when absent or empty.
    fn text_of(&self, name: &str) -> Option<&str> {
        self.child(name)
            .map(|c| c.text.trim())
            .filter(|t| !t.is_empty())
    }

    /// Every descendant named `name`, depth first.
    fn descendants<'a>(&'a self, name: &str, out: &mut Vec<&'a Node>) {
        for c in &self.children {
            if c.name.eq_ignore_ascii_case(name) {
                out.push(c);
            } else {
                c.descendants(name, out);
            }
        }
    }
}

fn parse_tree(text: &str) -> Result<Node, UsebioError> {
    let mut reader = Reader::from_str(text);
    let mut stack: Vec<Node> = vec![Node::default()];
    let err = |reader: &Reader<&[u8]>, reason: String| UsebioError::Xml {
        position: reader.buffer_position(),
        reason,
    };
    loop {
        let event = reader
            .read_event()
            .map_err(|e| err(&reader, e.to_string()))?;
        match event {
            XmlEvent::Start(e) => stack.push(Node {
                name: e.local_name().as_ref().to_string(),
                ..Node::default()
            }),
            XmlEvent::Empty(e) => {
                let node = Node {
                    name: e.local_name().as_ref().to_string(),
                    ..Node::default()
                };
                if let Some(top) = stack.last_mut() {
                    top.children.push(node);
                }
            }
            XmlEvent::End(_) => {
                if stack.len() < 2 {
                    return Err(err(&reader, "an end tag without a start".into()));
                }
                let node = stack.pop().unwrap_or_default();
                if let Some(top) = stack.last_mut() {
                    top.children.push(node);
                }
            }
            XmlEvent::Text(t) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&t.xml10_content());
                }
            }
            XmlEvent::CData(t) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&t.xml10_content());
                }
            }
            XmlEvent::GeneralRef(r) => {
                let resolved = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    _ => {
                        let name = r.into_inner();
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .map(str::to_string)
                            .unwrap_or_else(|| format!("&{name};"))
                    }
                };
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&resolved);
                }
            }
            XmlEvent::Eof => break,
            _ => {}
        }
    }
    if stack.len() != 1 {
        return Err(UsebioError::Xml {
            position: text.len() as u64,
            reason: "the document ends inside an element".into(),
        });
    }
    Ok(stack.pop().unwrap_or_default())
}

fn number<T: std::str::FromStr>(
    node: &Node,
    element: &'static str,
) -> Result<Option<T>, UsebioError> {
    match node.text_of(element) {
        None => Ok(None),
        Some(v) => v.parse().map(Some).map_err(|_| UsebioError::BadValue {
            element,
            value: v.to_string(),
        }),
    }
}

fn required<T: std::str::FromStr>(node: &Node, element: &'static str) -> Result<T, UsebioError> {
    number(node, element)?.ok_or(UsebioError::BadValue {
        element,
        value: String::new(),
    })
}

fn written(node: &Node, element: &'static str) -> Result<Option<Written>, UsebioError> {
    match node.text_of(element) {
        None => Ok(None),
        Some(v) => Written::parse(v).map(Some).ok_or(UsebioError::BadValue {
            element,
            value: v.to_string(),
        }),
    }
}

/// Reads a USEBIO file into the published session.
pub fn read(text: &str) -> Result<PbnSession, UsebioError> {
    let root = parse_tree(text)?;
    let usebio = root.child("USEBIO").ok_or(UsebioError::NotUsebio)?;
    let mut events = Vec::new();
    usebio.descendants("EVENT", &mut events);
    let event = events
        .into_iter()
        .find(|e| {
            e.text_of("EVENT_TYPE")
                .is_none_or(|t| t.eq_ignore_ascii_case("PAIRS"))
        })
        .ok_or(UsebioError::NoEvent)?;
    if let Some(method) = event.text_of("BOARD_SCORING_METHOD") {
        if !method.eq_ignore_ascii_case("MATCH_POINTS") {
            return Err(UsebioError::NotMatchpoints(method.to_string()));
        }
    }
    let mut s = PbnSession {
        event: event.text_of("EVENT_DESCRIPTION").map(str::to_string),
        deals: BTreeMap::new(),
        vulnerability: BTreeMap::new(),
        boards: BTreeMap::new(),
        ranking: Vec::new(),
        names: BTreeMap::new(),
        imps: false,
    };
    let mut pairs = Vec::new();
    event.descendants("PAIR", &mut pairs);
    for p in pairs {
        let pair: u16 = required(p, "PAIR_NUMBER")?;
        let names: Vec<String> = p
            .all("PLAYER")
            .filter_map(|pl| pl.text_of("PLAYER_NAME").map(str::to_string))
            .collect();
        if !names.is_empty() {
            s.names.insert(pair, names.join(" - "));
        }
        let Some(place) = p.text_of("PLACE") else {
            continue;
        };
        let tied = place.ends_with('=');
        let place_n: usize =
            place
                .trim_end_matches('=')
                .parse()
                .map_err(|_| UsebioError::BadValue {
                    element: "PLACE",
                    value: place.to_string(),
                })?;
        let line = match p.text_of("DIRECTION").map(|d| d.to_ascii_uppercase()) {
            Some(d) if d.starts_with('N') => Line::NorthSouth,
            Some(d) if d.starts_with('E') => Line::EastWest,
            _ => Line::All,
        };
        s.ranking.push(PublishedRank {
            place: place_n,
            tied,
            pair,
            line,
            matchpoints: written(p, "TOTAL_SCORE")?,
            percent: written(p, "PERCENTAGE")?,
            boards: number(p, "BOARDS_PLAYED")?,
            names: s.names.get(&pair).cloned().unwrap_or_default(),
            imps: None,
        });
    }
    let mut boards = Vec::new();
    event.descendants("BOARD", &mut boards);
    for b in boards {
        let board: u16 = required(b, "BOARD_NUMBER")?;
        let mut lines = Vec::new();
        for l in b.all("TRAVELLER_LINE") {
            let score = match (
                l.text_of("SCORE"),
                l.text_of("NS_SCORE"),
                l.text_of("EW_SCORE"),
            ) {
                (Some(v), _, _) => Some(v.to_string()),
                (None, Some(v), _) => Some(v.to_string()),
                (None, None, Some(v)) => Some(match v.strip_prefix('-') {
                    Some(rest) => rest.to_string(),
                    None => format!("-{v}"),
                }),
                (None, None, None) => None,
            };
            let (ns_score, adjusted) = match score {
                Some(v) => match v.parse::<i32>() {
                    Ok(n) => (Some(n), None),
                    Err(_) => (None, Some(v)),
                },
                None => (None, None),
            };
            let contract = l.text_of("CONTRACT").map(str::to_string);
            lines.push(PublishedLine {
                round: number(l, "ROUND_NUMBER")?,
                table: number(l, "TABLE_NUMBER")?,
                ns: required(l, "NS_PAIR_NUMBER")?,
                ew: required(l, "EW_PAIR_NUMBER")?,
                declarer: l.text_of("PLAYED_BY").map(str::to_string),
                result: l.text_of("TRICKS").map(str::to_string),
                lead: l.text_of("LEAD").map(str::to_string),
                // A line with a contract is scored from it; the published
                // score is kept to be compared.
                ns_score,
                adjusted: if contract.is_some() { None } else { adjusted },
                contract,
                mp_ns: written(l, "NS_MATCH_POINTS")?,
                mp_ew: written(l, "EW_MATCH_POINTS")?,
                imp_ns: None,
                imp_ew: None,
            });
        }
        if !lines.is_empty() {
            s.boards.entry(board).or_default().extend(lines);
        }
    }
    // The hand set.
    let mut sets = Vec::new();
    usebio.descendants("HANDSET", &mut sets);
    for set in sets {
        for b in set.all("BOARD") {
            let board: u16 = required(b, "BOARD_NUMBER")?;
            let mut hands: BTreeMap<char, String> = BTreeMap::new();
            for h in b.all("HAND") {
                let Some(dir) = h.text_of("DIRECTION").and_then(|d| d.chars().next()) else {
                    continue;
                };
                let suits: Vec<&str> = ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"]
                    .iter()
                    .map(|t| h.text_of(t).unwrap_or(""))
                    .collect();
                hands.insert(dir.to_ascii_uppercase(), suits.join("."));
            }
            if hands.is_empty() {
                continue;
            }
            let text: Vec<String> = Seat::ALL
                .iter()
                .map(|seat| hands.get(&seat.letter()).cloned().unwrap_or_default())
                .collect();
            let deal = Deal::from_pbn(&format!("N:{}", text.join(" ")))
                .map_err(|_| UsebioError::BadHands { board })?;
            s.deals.insert(board, deal);
        }
    }
    Ok(s)
}
