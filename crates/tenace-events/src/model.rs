//! The event model (events.md §2): events, sessions, sections, tables,
//! rounds, contestants and board sets, as small exact types.
//!
//! A movement (§2.4) is the central artefact: one [`Cell`] per round and
//! table, saying who sits N-S and E-W (or, in an individual movement, in
//! each seat) and which board set they play. Everything else is derived.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// What kind of contestant plays the movement (Law 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContestantKind {
    Individual,
    Pair,
    Team,
}

/// One winner (a single ranking) or two (N-S and E-W ranked apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winners {
    One,
    Two,
}

/// The family a movement belongs to (§2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MovementKind {
    /// §3.2, odd number of tables.
    Mitchell,
    /// §3.3, even number of tables.
    SkipMitchell,
    /// §3.4, relay and bye stand, even number of tables.
    RelayMitchell,
    /// §3.7.
    WebMitchell,
    /// §3.8.
    HesitationMitchell,
    /// §3.9.1 complete or §3.9.2 partial.
    Howell,
    /// §3.10.
    Individual,
    /// §4.2, teams; each match on two tables (§3.11).
    RoundRobin,
    /// Imported or hand-made.
    Custom,
}

/// A board set: boards played together in one round at one table (§2.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSet {
    pub id: u16,
    pub boards: Vec<u16>,
}

/// The boards of a session split into sets, with the physical copies of
/// each set in circulation (§2.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPlan {
    pub sets: Vec<BoardSet>,
    /// Copies of a set in circulation; a set not listed has one.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub copies: BTreeMap<u16, u8>,
}

impl BoardPlan {
    /// `sets` sets of `per_set` consecutive boards: set k is boards
    /// `(k−1)·b+1 ..= k·b`.
    pub fn consecutive(sets: u16, per_set: u16) -> BoardPlan {
        BoardPlan {
            sets: (1..=sets)
                .map(|k| BoardSet {
                    id: k,
                    boards: ((k - 1) * per_set + 1..=k * per_set).collect(),
                })
                .collect(),
            copies: BTreeMap::new(),
        }
    }

    /// `boards` boards split into `sets` groups of near-equal size, the
    /// larger groups first (§2.2: unequal sets give unequal rounds).
    pub fn split(boards: u16, sets: u16) -> BoardPlan {
        let sets = sets.max(1);
        let (base, extra) = (boards / sets, boards % sets);
        let mut next = 1;
        let sets = (1..=sets)
            .map(|k| {
                let n = base + u16::from(k <= extra);
                let b: Vec<u16> = (next..next + n).collect();
                next += n;
                BoardSet { id: k, boards: b }
            })
            .collect();
        BoardPlan {
            sets,
            copies: BTreeMap::new(),
        }
    }

    /// The boards of set `id`, if it exists.
    pub fn boards(&self, id: u16) -> Option<&[u16]> {
        self.sets
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.boards.as_slice())
    }

    /// Copies of set `id` in circulation (1 unless declared).
    pub fn copies_of(&self, id: u16) -> u8 {
        self.copies.get(&id).copied().unwrap_or(1)
    }

    /// The set holding `board`.
    pub fn set_of(&self, board: u16) -> Option<u16> {
        self.sets
            .iter()
            .find(|s| s.boards.contains(&board))
            .map(|s| s.id)
    }
}

/// The schedule of one table in one round (§2.4). Positions are numbers
/// unique in the movement (pairs, players or teams); `None` is an empty
/// place (a phantom: its opponents sit out).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub round: u16,
    pub table: u16,
    pub ns: Option<u16>,
    pub ew: Option<u16>,
    /// Individual movements: the players North, East, South, West.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<[Option<u16>; 4]>,
    /// `None`: the table is idle this round.
    pub set: Option<u16>,
    /// Plays the same physical copy as that table this round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared_with: Option<u16>,
    /// The `ns` position plays the E-W cards this round (§3.5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub arrow_switch: bool,
}

impl Cell {
    /// Every position at the table.
    pub fn positions(&self) -> Vec<u16> {
        match self.seats {
            Some(s) => s.iter().flatten().copied().collect(),
            None => self.ns.iter().chain(self.ew.iter()).copied().collect(),
        }
    }

    /// Whether the table plays this round (a set, and no empty place).
    pub fn in_play(&self) -> bool {
        self.set.is_some()
            && match self.seats {
                Some(s) => s.iter().all(Option::is_some),
                None => self.ns.is_some() && self.ew.is_some(),
            }
    }

    /// The positions holding the N-S and the E-W cards, after an arrow
    /// switch.
    pub fn holders(&self) -> (Option<u16>, Option<u16>) {
        if self.arrow_switch {
            (self.ew, self.ns)
        } else {
            (self.ns, self.ew)
        }
    }
}

/// What a movement promises, checked by the verifier (§3.12 V3, V4).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Promises {
    /// V3: who meets whom exactly once.
    #[serde(default)]
    pub complete: Completeness,
    /// V4: every set is played this many times.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plays_per_set: Option<u16>,
    /// V4: every contestant plays this many sets (sit-outs excepted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sets_per_contestant: Option<u16>,
    /// V2 relaxed: contestants may meet this many times (revenge rounds,
    /// individual movements). `None`: at most once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_meetings: Option<u16>,
    /// A two-winner movement's lines: the N-S positions and the E-W
    /// positions (V4: every set once by every position of each line).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lines: Option<(Vec<u16>, Vec<u16>)>,
}

/// V3: which meetings a movement promises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Completeness {
    /// Nothing promised.
    #[default]
    None,
    /// Every N-S position meets every E-W position once (complete Mitchell).
    Lines,
    /// Every contestant meets every other once (complete Howell, team round
    /// robin).
    All,
    /// Individuals: every player partners every other once.
    Partners,
}

/// A movement: the cells and what they promise (§2.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Movement {
    pub name: String,
    pub kind: MovementKind,
    pub contestants: ContestantKind,
    pub tables: u16,
    pub rounds: u16,
    /// Positions are numbered 1..=positions.
    pub positions: u16,
    /// Positions left empty (phantoms, §3.6).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phantoms: Vec<u16>,
    pub winners: Winners,
    pub boards: BoardPlan,
    #[serde(default)]
    pub promises: Promises,
    pub cells: Vec<Cell>,
}

impl Movement {
    /// The cell of `table` in `round`.
    pub fn cell(&self, round: u16, table: u16) -> Option<&Cell> {
        self.cells
            .iter()
            .find(|c| c.round == round && c.table == table)
    }

    /// The cells of one round, by table.
    pub fn round(&self, round: u16) -> Vec<&Cell> {
        let mut v: Vec<&Cell> = self.cells.iter().filter(|c| c.round == round).collect();
        v.sort_by_key(|c| c.table);
        v
    }

    /// Where `position` plays in `round`: the table and whether it holds
    /// the N-S cards.
    pub fn where_is(&self, position: u16, round: u16) -> Option<(u16, bool)> {
        self.cells.iter().find_map(|c| {
            if c.round != round {
                return None;
            }
            let (ns, ew) = c.holders();
            if ns == Some(position) {
                Some((c.table, true))
            } else if ew == Some(position) {
                Some((c.table, false))
            } else {
                c.seats.and_then(|s| {
                    s.iter()
                        .position(|&p| p == Some(position))
                        .map(|i| (c.table, i % 2 == 0))
                })
            }
        })
    }

    /// The table where the set played at `table` in `round` is played in
    /// the next round (what North is told, Law 8A2); `None` for a relay.
    pub fn next_table_of_set(&self, table: u16, round: u16) -> Option<u16> {
        let set = self.cell(round, table)?.set?;
        self.round(round + 1)
            .into_iter()
            .filter(|c| c.set == Some(set) && c.shared_with.is_none())
            .map(|c| c.table)
            .next()
    }

    /// The boards of `cell`.
    pub fn boards_of(&self, cell: &Cell) -> Vec<u16> {
        cell.set
            .and_then(|s| self.boards.boards(s))
            .map(<[u16]>::to_vec)
            .unwrap_or_default()
    }
}

/// An event (§2.1): sessions of one kind of contestant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub name: String,
    pub kind: ContestantKind,
    pub sessions: Vec<Session>,
    /// Law 6D2 exception: deals of another session may be replayed.
    #[serde(default)]
    pub replay_event: bool,
}

/// A session (§2.1): its sections play at the same time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub number: u16,
    pub sections: Vec<Section>,
}

/// A section: the tables that play one movement (§2.1).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Section {
    pub letter: String,
    pub movement: Movement,
    /// Movement position → contestant (Law 5A).
    pub assignment: BTreeMap<u16, Contestant>,
}

/// A contestant (§2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Contestant {
    Individual { player: Player },
    Pair { players: [Player; 2] },
    Team { name: String, members: Vec<Player> },
}

impl Contestant {
    /// A short name: the players' names joined, or the team's name.
    pub fn name(&self) -> String {
        match self {
            Contestant::Individual { player } => player.name.clone(),
            Contestant::Pair { players } => format!("{} – {}", players[0].name, players[1].name),
            Contestant::Team { name, .. } => name.clone(),
        }
    }
}

/// A player (§2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_id: Option<String>,
}

/// `wrap(x, n) = ((x − 1) mod n) + 1`, in 1..=n (events.md conventions).
pub fn wrap(x: i64, n: i64) -> u16 {
    ((x - 1).rem_euclid(n) + 1) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_is_one_based() {
        assert_eq!(wrap(1, 3), 1);
        assert_eq!(wrap(3, 3), 3);
        assert_eq!(wrap(4, 3), 1);
        assert_eq!(wrap(0, 3), 3);
        assert_eq!(wrap(-1, 3), 2);
    }

    #[test]
    fn board_plans() {
        let p = BoardPlan::consecutive(3, 2);
        assert_eq!(p.boards(2), Some(&[3, 4][..]));
        assert_eq!(p.set_of(6), Some(3));
        let s = BoardPlan::split(10, 4);
        let sizes: Vec<usize> = s.sets.iter().map(|s| s.boards.len()).collect();
        assert_eq!(sizes, vec![3, 3, 2, 2]);
        assert_eq!(s.boards(4), Some(&[9, 10][..]));
    }
}

/// A movement name that is not one of the generators.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a movement (expected mitchell, skip-mitchell, relay-mitchell, web-mitchell, hesitation, howell, individual or round-robin)")]
pub struct UnknownMovement(pub String);

impl MovementKind {
    /// The names the command line accepts, one per generator.
    pub const NAMES: [&'static str; 8] = [
        "mitchell",
        "skip-mitchell",
        "relay-mitchell",
        "web-mitchell",
        "hesitation",
        "howell",
        "individual",
        "round-robin",
    ];

    /// The kebab-case name (also used in catalogue keys).
    pub fn name(self) -> &'static str {
        match self {
            MovementKind::Mitchell => "mitchell",
            MovementKind::SkipMitchell => "skip-mitchell",
            MovementKind::RelayMitchell => "relay-mitchell",
            MovementKind::WebMitchell => "web-mitchell",
            MovementKind::HesitationMitchell => "hesitation",
            MovementKind::Howell => "howell",
            MovementKind::Individual => "individual",
            MovementKind::RoundRobin => "round-robin",
            MovementKind::Custom => "custom",
        }
    }
}

impl std::str::FromStr for MovementKind {
    type Err = UnknownMovement;

    fn from_str(s: &str) -> Result<MovementKind, UnknownMovement> {
        let t = s.trim().to_ascii_lowercase().replace('_', "-");
        Ok(match t.as_str() {
            "mitchell" => MovementKind::Mitchell,
            "skip-mitchell" | "skip" => MovementKind::SkipMitchell,
            "relay-mitchell" | "relay" | "relay-bye" | "share-and-relay" => {
                MovementKind::RelayMitchell
            }
            "web-mitchell" | "web" => MovementKind::WebMitchell,
            "hesitation" | "hesitation-mitchell" => MovementKind::HesitationMitchell,
            "howell" => MovementKind::Howell,
            "individual" | "rainbow" => MovementKind::Individual,
            "round-robin" | "roundrobin" | "teams" => MovementKind::RoundRobin,
            _ => return Err(UnknownMovement(s.to_string())),
        })
    }
}
