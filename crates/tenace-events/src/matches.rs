//! A two-table team match read from a file (Law 86, events.md §3.11):
//! team A sits N-S in the open room and E-W in the closed room. Each
//! board's IMPs come from `tenace-score` (Law 78B scale), the match from
//! [`tenace_score::teams::score_match`], the VPs from the corrected WBF
//! scale of [`crate::teams`], and a knockout adds the carry-over.

use serde::{Deserialize, Serialize};
use tenace_score::field::{FieldInput, Outcome, ResultRow};
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
    #[error("board {0}: an adjusted score in a team match is not supported yet")]
    Adjusted(u16),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardLine {
    pub board: u16,
    pub open: String,
    pub closed: String,
    pub open_ns: i32,
    pub closed_ns: i32,
    /// IMPs to team A (negative: to team B).
    pub imps: i32,
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
        let mut scores = [(0, String::new()), (0, String::new())];
        for (i, bf) in field.boards.iter().take(2).enumerate() {
            let Some(e) = bf.entries.first() else {
                continue;
            };
            match &e.outcome {
                Outcome::Played {
                    ns_score,
                    description,
                } => scores[i] = (*ns_score, description.clone()),
                Outcome::Adjusted { .. } => return Err(MatchError::Adjusted(b.board)),
            }
        }
        // A's score: N-S in the open room, E-W in the closed room.
        let a = tenace_score::teams::team_board_imps(scores[0].0, -scores[1].0);
        imps.push(BoardImps::balanced(f64::from(a)));
        lines.push(BoardLine {
            board: b.board,
            open: scores[0].1.clone(),
            closed: scores[1].1.clone(),
            open_ns: scores[0].0,
            closed_ns: scores[1].0,
            imps: a,
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
    let won_a: f64 = lines.iter().map(|l| f64::from(l.imps.max(0))).sum();
    let won_b: f64 = lines.iter().map(|l| f64::from((-l.imps).max(0))).sum();
    let (vps, winner, carry) = match m.kind {
        Kind::Vp => {
            let (a, b) = wbf_vps(result.margin_a.round() as i32, m.boards.len() as u32);
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
