//! A two-table team match read from a file (Law 86, events.md §3.11):
//! team A sits N-S in the open room and E-W in the closed room. Each
//! board's IMPs come from `tenace-score` (Law 78B scale), the match from
//! [`tenace_score::teams::score_match`], the VPs from the corrected WBF
//! scale of [`crate::teams`], and a knockout adds the carry-over.
//!
//! A room may hold an adjusted score, written as in a session file. An
//! assigned score (Law 12C1, weighted under 12C1(c)) is compared with the
//! other room like a result, each component weighted (Commentary on Law
//! 12, Example 8; Law 86B1); an artificial score (Law 12C2, at IMPs
//! 12C2(b): average plus +3, average 0, average minus −3 by default) is
//! the team's score for the board whatever the other room did (Law
//! 86B2). Each team is scored on its own side of each room, so the board
//! need not balance; a knockout then averages it (Law 12C4).

use serde::{Deserialize, Serialize};
use tenace_score::field::{FieldInput, Outcome, ResultRow, SideAdjustment};
use tenace_score::teams::{score_match, BoardImps, MatchKind, TeamPenalties};

use crate::teams::{knockout_winner, wbf_vps};

/// One room's result, as in a session file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomResult {
    #[serde(default)]
    pub contract: Option<String>,
    #[serde(default)]
    pub declarer: Option<String>,
    #[serde(default)]
    pub result: Option<String>,
    /// The N-S score instead of contract and result.
    #[serde(default)]
    pub score: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchBoard {
    pub board: u16,
    pub open: RoomResult,
    pub closed: RoomResult,
}

/// The kind of match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Scored in VPs.
    #[default]
    Vp,
    /// A knockout: IMPs plus carry-over decide.
    Knockout,
}

/// The match file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchFile {
    #[serde(default)]
    pub event: Option<String>,
    /// Team A (N-S in the open room) and team B.
    pub teams: [String; 2],
    #[serde(default)]
    pub kind: Kind,
    /// IMPs carried over to team A (negative: to team B), knockouts only.
    #[serde(default)]
    pub carry_over: f64,
    pub boards: Vec<MatchBoard>,
}

/// Why a match cannot be scored.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MatchError {
    #[error("not a match file: {0}")]
    Json(String),
    #[error("the match has no boards")]
    NoBoards,
    #[error("board {0} appears twice")]
    BoardTwice(u16),
    #[error("board {board}: {error}")]
    Room {
        board: u16,
        error: tenace_score::field::FieldError,
    },
    /// A split score (Law 12C1(e)) compares with the rest of a field: a
    /// two-table match has none.
    #[error("board {0}: a split score (Law 12C1(e)) has no field to compare with in a team match")]
    Split(u16),
    /// An artificial score given as a percentage, which IMPs cannot use.
    #[error("board {0}: an artificial score in a team match is given in IMPs (A+, A, A-), not as a percentage")]
    Percent(u16),
    /// The two rooms give one team different artificial scores for the
    /// board.
    #[error("board {0}: the two rooms give a team different artificial scores")]
    TwoArtificial(u16),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardLine {
    pub board: u16,
    pub open: String,
    pub closed: String,
    /// The N-S score in each room; `None` for an adjusted score.
    pub open_ns: Option<i32>,
    pub closed_ns: Option<i32>,
    /// IMPs to team A (negative: to team B).
    pub imps: f64,
    /// IMPs to team B: `-imps` unless an adjusted score does not balance.
    pub imps_b: f64,
    /// A room holds an adjusted score.
    pub adjusted: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchReport {
    pub event: Option<String>,
    pub teams: [String; 2],
    pub boards: Vec<BoardLine>,
    /// IMPs won by A and by B on the boards.
    pub imps: [f64; 2],
    pub carry_over: f64,
    /// VPs in hundredths (VP matches), A and B.
    pub vps: Option<[u32; 2]>,
    /// Knockouts: `Some(0)` A wins, `Some(1)` B wins, `None` a tie.
    pub winner: Option<usize>,
}

pub fn parse(text: &str) -> Result<MatchFile, MatchError> {
    serde_json::from_str(text).map_err(|e| MatchError::Json(e.to_string()))
}

/// A room's result as a field row; the two rooms are kept apart as
/// sessions "1" (open) and "2" (closed) so that each team may appear in
/// both.
fn row(board: u16, room: &str, ns: &str, ew: &str, r: &RoomResult) -> ResultRow {
    ResultRow {
        board: u32::from(board),
        ns: ns.into(),
        ew: ew.into(),
        contract: r.contract.clone(),
        declarer: r.declarer.clone(),
        result: r.result.clone(),
        score: r.score,
        session: Some(room.into()),
        ..ResultRow::default()
    }
}

/// One team's side of one room: its points (weighted components for an
/// assigned score, from the team's own view) or an artificial score in IMPs.
enum TeamSide {
    Points(Vec<(f64, i32)>),
    Artificial(f64),
}

/// The team sitting `ns` (or E-W) in a room with this outcome.
fn team_side(outcome: &Outcome, ns: bool, board: u16) -> Result<TeamSide, MatchError> {
    let view = |score: i32| if ns { score } else { -score };
    let side = match outcome {
        Outcome::Played { ns_score, .. } => {
            return Ok(TeamSide::Points(vec![(1.0, view(*ns_score))]))
        }
        Outcome::Adjusted { ns: n, ew } => {
            if ns {
                n
            } else {
                ew
            }
        }
    };
    match side {
        SideAdjustment::Artificial(a) => {
            let opts = tenace_score::ScoringOptions::default();
            tenace_score::adjusted::artificial_imps(*a, &opts)
                .map(TeamSide::Artificial)
                .ok_or(MatchError::Percent(board))
        }
        SideAdjustment::Assigned(components) => Ok(TeamSide::Points(
            components
                .iter()
                .map(|c| (c.weight, view(c.ns_score)))
                .collect(),
        )),
        SideAdjustment::Split(_) => Err(MatchError::Split(board)),
    }
}

/// A team's IMPs on a board from its sides of the two rooms.
fn team_imps(open: TeamSide, closed: TeamSide, board: u16) -> Result<f64, MatchError> {
    match (open, closed) {
        (TeamSide::Artificial(a), TeamSide::Artificial(b)) if (a - b).abs() > 1e-9 => {
            Err(MatchError::TwoArtificial(board))
        }
        (TeamSide::Artificial(a), _) | (_, TeamSide::Artificial(a)) => Ok(a),
        (TeamSide::Points(open), TeamSide::Points(closed)) => Ok(open
            .iter()
            .flat_map(|&(wo, po)| {
                closed.iter().map(move |&(wc, pc)| {
                    wo * wc * f64::from(tenace_score::teams::team_board_imps(po, pc))
                })
            })
            .sum()),
    }
}

/// How a room's result is shown: as played, or the adjusted score as
/// written.
fn room_text(outcome: &Outcome, room: &RoomResult) -> (String, Option<i32>) {
    match outcome {
        Outcome::Played {
            ns_score,
            description,
        } => (description.clone(), Some(*ns_score)),
        Outcome::Adjusted { .. } => (room.result.clone().unwrap_or_default(), None),
    }
}

/// Scores the match.
pub fn score(m: &MatchFile) -> Result<MatchReport, MatchError> {
    if m.boards.is_empty() {
        return Err(MatchError::NoBoards);
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut lines = Vec::new();
    let mut imps = Vec::new();
    for b in &m.boards {
        if !seen.insert(b.board) {
            return Err(MatchError::BoardTwice(b.board));
        }
        let input = FieldInput {
            event: None,
            results: vec![
                row(b.board, "1", "A", "B", &b.open),
                row(b.board, "2", "B", "A", &b.closed),
            ],
            penalties: vec![],
        };
        let field = input.resolve().map_err(|error| MatchError::Room {
            board: b.board,
            error,
        })?;
        let outcome = |i: usize| field.boards.get(i).and_then(|bf| bf.entries.first());
        let (Some(open), Some(closed)) = (outcome(0), outcome(1)) else {
            return Err(MatchError::NoBoards);
        };
        let (open, closed) = (&open.outcome, &closed.outcome);
        // Team A: N-S in the open room, E-W in the closed room.
        let a = team_imps(
            team_side(open, true, b.board)?,
            team_side(closed, false, b.board)?,
            b.board,
        )?;
        let bb = team_imps(
            team_side(open, false, b.board)?,
            team_side(closed, true, b.board)?,
            b.board,
        )?;
        imps.push(BoardImps { a, b: bb });
        let (open_text, open_ns) = room_text(open, &b.open);
        let (closed_text, closed_ns) = room_text(closed, &b.closed);
        lines.push(BoardLine {
            board: b.board,
            open: open_text,
            closed: closed_text,
            open_ns,
            closed_ns,
            imps: a,
            imps_b: bb,
            adjusted: open_ns.is_none() || closed_ns.is_none(),
        });
    }
    let kind = match m.kind {
        Kind::Vp => MatchKind::RoundRobin,
        Kind::Knockout => MatchKind::Knockout,
    };
    let result = score_match(
        &imps,
        kind,
        [TeamPenalties::default(), TeamPenalties::default()],
        &tenace_score::ScoringOptions::default(),
    );
    // In a knockout an unbalanced board is averaged (Law 12C4).
    for (l, bi) in lines.iter_mut().zip(&result.boards) {
        l.imps = bi.a;
        l.imps_b = bi.b;
    }
    // IMPs won on the boards: each team's positive board scores (on a
    // balanced board the swing goes to one team; an unbalanced board may
    // give both, or neither, IMPs: its margins then differ, see `vps`).
    let won_a: f64 = lines.iter().map(|l| l.imps.max(0.0)).sum();
    let won_b: f64 = lines.iter().map(|l| l.imps_b.max(0.0)).sum();
    let n = m.boards.len() as u32;
    let (vps, winner, carry) = match m.kind {
        Kind::Vp => {
            let balanced = result.boards.iter().all(BoardImps::is_balanced);
            let (a, b) = wbf_vps(result.margin_a.round() as i32, n);
            // Unbalanced boards: each team's VPs from its own margin.
            let b = if balanced {
                b
            } else {
                wbf_vps(result.margin_b.round() as i32, n).0
            };
            (Some([a, b]), None, 0.0)
        }
        Kind::Knockout => {
            let w =
                knockout_winner(m.carry_over, &[result.margin_a])
                    .map(|a_wins| if a_wins { 0 } else { 1 });
            (None, w, m.carry_over)
        }
    };
    Ok(MatchReport {
        event: m.event.clone(),
        teams: m.teams.clone(),
        boards: lines,
        imps: [won_a, won_b],
        carry_over: carry,
        vps,
        winner,
    })
}
