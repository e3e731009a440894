//! Law 78A matchpoints, with the weighted frequencies of the Commentary on
//! Law 12C1(c), factoring of boards with fewer scores (a regulation matter,
//! Law 78D; Neuberg by default) and Law 87B groups for fouled boards.
//!
//! Everything is computed on the 2/1/0 scale ("units"); the published scale
//! is applied only when reporting.

use serde::Serialize;

use crate::adjusted::{artificial_percent, limit_average_plus, session_rule_percent};
use crate::config::{Factoring, ScoringOptions};
use crate::field::{
    Artificial, BoardField, Entry, Field, Outcome, PairId, PenaltyUnit, SideAdjustment,
};
use crate::ScoringError;

/// The scores of one direction on one board as a frequency table. Weights
/// may be fractional (weighted assigned scores).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Frequencies {
    values: Vec<i32>,
    /// Total weight strictly below `values[i]`.
    below: Vec<f64>,
    /// Weight at `values[i]`.
    at: Vec<f64>,
    total: f64,
}

impl Frequencies {
    /// Builds the table from (score, weight) pairs.
    pub fn new(scores: impl IntoIterator<Item = (i32, f64)>) -> Frequencies {
        let mut v: Vec<(i32, f64)> = scores.into_iter().collect();
        v.sort_unstable_by_key(|&(s, _)| s);
        let mut f = Frequencies::default();
        let mut running = 0.0;
        for (s, w) in v {
            if f.values.last() == Some(&s) {
                if let Some(a) = f.at.last_mut() {
                    *a += w;
                }
            } else {
                f.values.push(s);
                f.below.push(running);
                f.at.push(w);
            }
            running += w;
        }
        f.total = running;
        f
    }

    /// Total weight: the number of comparable scores `n`.
    pub fn total(&self) -> f64 {
        self.total
    }

    /// The distinct scores with their frequencies, lowest first.
    pub fn table(&self) -> impl Iterator<Item = (i32, f64)> + '_ {
        self.values.iter().copied().zip(self.at.iter().copied())
    }

    /// Weight strictly below and exactly at `score`.
    fn below_and_at(&self, score: i32) -> (f64, f64) {
        match self.values.binary_search(&score) {
            Ok(i) => (self.below[i], self.at[i]),
            Err(i) => {
                if i < self.values.len() {
                    (self.below[i], 0.0)
                } else {
                    (self.total, 0.0)
                }
            }
        }
    }

    /// Units (2/1/0) for a score that is itself in the table with weight 1:
    /// 2 for each score below it, 1 for each other equal score. With
    /// fractional frequencies this is `2·Σ f(t<s) + f(s) − 1` (Commentary on
    /// Law 12C1(c), Example 9).
    pub fn units(&self, score: i32) -> f64 {
        let (below, at) = self.below_and_at(score);
        2.0 * below + at - 1.0
    }

    /// Weighted units of an assigned score whose components are in the table.
    pub fn weighted_units(&self, components: impl IntoIterator<Item = (i32, f64)>) -> f64 {
        components.into_iter().map(|(s, w)| w * self.units(s)).sum()
    }

    /// Units that `score` would earn if it replaced `replaced` (a score in the
    /// table with weight 1) as this table's result.
    pub fn units_replacing(&self, score: i32, replaced: i32) -> f64 {
        let (below, at) = self.below_and_at(score);
        let below = below - if replaced < score { 1.0 } else { 0.0 };
        let at = at - if replaced == score { 1.0 } else { 0.0 };
        2.0 * below + at
    }

    /// The top on the 2/1/0 scale, `2(n − 1)`.
    pub fn top(&self) -> f64 {
        2.0 * (self.total - 1.0)
    }
}

/// Matchpoints (2/1/0) for each of a list of scores against the others.
pub fn matchpoint_scores(scores: &[i32]) -> Vec<f64> {
    let f = Frequencies::new(scores.iter().map(|&s| (s, 1.0)));
    scores.iter().map(|&s| f.units(s)).collect()
}

/// The Neuberg formula on the 2/1/0 scale: a score of `units` among `n`
/// comparable scores becomes `(units + 1)·N/n − 1` among `expected` (N).
pub fn neuberg(units: f64, n: f64, expected: f64) -> f64 {
    if n <= 0.0 {
        return 0.0;
    }
    (units + 1.0) * expected / n - 1.0
}

/// Brings `units` (out of a top of `2(n−1)`) to a board of `expected` scores
/// with the configured method. Returns (units, top).
pub fn factor(method: Factoring, units: f64, n: f64, expected: f64) -> (f64, f64) {
    match method {
        Factoring::None => (units, (2.0 * (n - 1.0)).max(0.0)),
        Factoring::Neuberg => (neuberg(units, n, expected), 2.0 * (expected - 1.0)),
        Factoring::Proportional => {
            let top = 2.0 * (expected - 1.0);
            if n > 1.0 {
                (units * (expected - 1.0) / (n - 1.0), top)
            } else {
                (top / 2.0, top)
            }
        }
    }
}

/// How a side's score on a board was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum ScoreKind {
    /// A result obtained at the table.
    Table,
    /// An assigned adjusted score (Law 12C1), possibly weighted.
    Assigned,
    /// Law 12C1(e): self-inflicted damage not redressed.
    Split,
    /// An artificial adjusted score (Law 12C2), with the percentage given.
    Artificial { given: Artificial, percent: f64 },
    /// Beyond the Law 12C2(d) limit with "not scored": no score, no top.
    NotScored,
}

/// One side's matchpoints on one board.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SideMatchpoints {
    /// Units on the 2/1/0 scale after factoring.
    pub units: f64,
    /// The top this score is out of (2/1/0 scale).
    pub top: f64,
    pub kind: ScoreKind,
}

impl SideMatchpoints {
    /// The score as a percentage of the top (50 when the top is 0).
    pub fn percent(&self) -> f64 {
        if self.top > 0.0 {
            100.0 * self.units / self.top
        } else {
            50.0
        }
    }
}

/// Matchpoints of one table on one board.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct EntryMatchpoints {
    pub ns: SideMatchpoints,
    pub ew: SideMatchpoints,
}

/// Matchpoints of one board (or one group of a fouled board).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardMatchpoints {
    /// Comparable scores in each direction, `[ns, ew]` (fractional with
    /// weighted scores).
    pub comparable: [f64; 2],
    /// The board's top after factoring (2/1/0 scale).
    pub top: f64,
    /// In the order of [`BoardField::entries`].
    pub entries: Vec<EntryMatchpoints>,
}

/// A pair's totals over the field.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairTotal {
    pub pair: PairId,
    /// Sum of units (2/1/0 scale) before penalties.
    pub units: f64,
    /// Sum of the tops of the boards scored.
    pub top: f64,
    /// Procedural penalties (Law 90) in units, deducted separately.
    pub penalty_units: f64,
    /// `(units − penalty_units) / top` as a percentage.
    pub percent: f64,
    /// Boards scored.
    pub boards: u32,
    /// Whether the pair sat N-S on any board, and E-W on any board.
    pub sat_ns: bool,
    pub sat_ew: bool,
}

/// The matchpoints of a whole field.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FieldMatchpoints {
    /// The number of scores boards are factored to (N).
    pub expected_scores: f64,
    /// In the order of [`Field::boards`].
    pub boards: Vec<BoardMatchpoints>,
    /// Indexed by [`PairId`].
    pub pairs: Vec<PairTotal>,
}

/// The number of tables that played each (session, board), over all groups.
pub(crate) fn tables_per_board(field: &Field) -> usize {
    let mut best = 0;
    let mut i = 0;
    while i < field.boards.len() {
        let b = &field.boards[i];
        let mut n = 0;
        let mut j = i;
        while j < field.boards.len()
            && field.boards[j].session == b.session
            && field.boards[j].board == b.board
        {
            n += field.boards[j].entries.len();
            j += 1;
        }
        best = best.max(n);
        i = j;
    }
    best
}

/// The side's adjustment, or `None` for a table result.
pub(crate) fn side_of(entry: &Entry, direction: usize) -> Option<&SideAdjustment> {
    match &entry.outcome {
        Outcome::Played { .. } => None,
        Outcome::Adjusted { ns, ew } => Some(if direction == 0 { ns } else { ew }),
    }
}

/// The value of an N-S score from `direction`'s point of view.
#[inline]
pub(crate) fn view(ns_score: i32, direction: usize) -> i32 {
    if direction == 0 {
        ns_score
    } else {
        -ns_score
    }
}

/// The frequency contributions of `entry` in `direction`.
pub(crate) fn contributions(entry: &Entry, direction: usize, out: &mut Vec<(i32, f64)>) {
    match &entry.outcome {
        Outcome::Played { ns_score, .. } => out.push((view(*ns_score, direction), 1.0)),
        Outcome::Adjusted { ns, ew } => match if direction == 0 { ns } else { ew } {
            SideAdjustment::Artificial(_) => {}
            SideAdjustment::Assigned(c) => {
                out.extend(c.iter().map(|c| (view(c.ns_score, direction), c.weight)))
            }
            SideAdjustment::Split(s) => out.push((view(s.rn.ns_score, direction), 1.0)),
        },
    }
}

/// Law 12C1(e) from the non-offending side's view, in any scoring unit:
/// the actual result plus the damage caused by the infraction, never less
/// than the actual result; with `unfloored` (`ScoringOptions::split_unfloored`), the Commentary's
/// Example 13 formula as written, `rn − (re − ra)`.
pub(crate) fn split_value(rn: f64, re: f64, ra: f64, unfloored: bool) -> f64 {
    if unfloored {
        rn - (re - ra)
    } else {
        ra + (rn - re).max(0.0)
    }
}

/// A side's units and kind, or `None` for an artificial score still to be
/// valued.
type Pending = Option<(f64, ScoreKind)>;

/// Matchpoints one board in one direction; artificial sides are left as
/// `None` for the second pass.
fn board_direction(
    board: &BoardField,
    direction: usize,
    expected: f64,
    opts: &ScoringOptions,
    scratch: &mut Vec<(i32, f64)>,
) -> (f64, f64, Vec<Pending>) {
    scratch.clear();
    for e in &board.entries {
        contributions(e, direction, scratch);
    }
    let freq = Frequencies::new(scratch.drain(..));
    let n = freq.total();
    let (_, top) = factor(opts.factoring, 0.0, n, expected);
    let out = board
        .entries
        .iter()
        .map(|e| {
            let (raw, kind) = match (&e.outcome, side_of(e, direction)) {
                (Outcome::Played { ns_score, .. }, _) => {
                    (freq.units(view(*ns_score, direction)), ScoreKind::Table)
                }
                (_, Some(SideAdjustment::Assigned(c))) => (
                    freq.weighted_units(c.iter().map(|c| (view(c.ns_score, direction), c.weight))),
                    ScoreKind::Assigned,
                ),
                (_, Some(SideAdjustment::Split(s))) => {
                    let rn = view(s.rn.ns_score, direction);
                    let value = split_value(
                        freq.units(rn),
                        freq.units_replacing(view(s.re.ns_score, direction), rn),
                        freq.units_replacing(view(s.ra.ns_score, direction), rn),
                        opts.split_unfloored,
                    );
                    (value, ScoreKind::Split)
                }
                _ => return None,
            };
            let (units, _) = factor(opts.factoring, raw, n, expected);
            Some((units.clamp(0.0, top.max(0.0)), kind))
        })
        .collect();
    (n, top, out)
}

/// Matchpoints a whole field: table results, weighted and split assigned
/// scores, artificial scores (with Law 12C2(c) and (d)), factoring, and the
/// pairs' totals with procedural penalties kept apart.
pub fn score_field(field: &Field, opts: &ScoringOptions) -> Result<FieldMatchpoints, ScoringError> {
    opts.validate()?;
    let expected = match opts.expected_scores {
        Some(n) => f64::from(n),
        None => tables_per_board(field) as f64,
    };
    let mut scratch = Vec::new();
    let mut boards = Vec::with_capacity(field.boards.len());
    let mut pending: Vec<Vec<[Pending; 2]>> = Vec::with_capacity(field.boards.len());
    let mut tops: Vec<[f64; 2]> = Vec::with_capacity(field.boards.len());
    for board in &field.boards {
        let (n_ns, top_ns, ns) = board_direction(board, 0, expected, opts, &mut scratch);
        let (n_ew, top_ew, ew) = board_direction(board, 1, expected, opts, &mut scratch);
        pending.push(ns.into_iter().zip(ew).map(|(a, b)| [a, b]).collect());
        tops.push([top_ns, top_ew]);
        boards.push(BoardMatchpoints {
            comparable: [n_ns, n_ew],
            top: top_ns.max(top_ew),
            entries: Vec::new(),
        });
    }
    let sums = SessionUnits::new(field, &pending, &tops);
    let mut plus_count = vec![0u32; field.pairs.len() * sums.count];
    for (bi, board) in field.boards.iter().enumerate() {
        let si = sums.index(&board.session);
        let mut entries = Vec::with_capacity(board.entries.len());
        for (ei, e) in board.entries.iter().enumerate() {
            let mut sides = [SideMatchpoints {
                units: 0.0,
                top: 0.0,
                kind: ScoreKind::Table,
            }; 2];
            for (d, pair) in [(0, e.ns), (1, e.ew)] {
                let top = tops[bi][d];
                sides[d] = match pending[bi][ei][d] {
                    Some((units, kind)) => SideMatchpoints { units, top, kind },
                    None => {
                        let Some(SideAdjustment::Artificial(given)) = side_of(e, d) else {
                            continue;
                        };
                        let slot = pair * sums.count + si;
                        let Some(given) = limit_average_plus(*given, opts, &mut plus_count[slot])
                        else {
                            sides[d] = SideMatchpoints {
                                units: 0.0,
                                top: 0.0,
                                kind: ScoreKind::NotScored,
                            };
                            continue;
                        };
                        let configured = artificial_percent(given, opts).ok_or(
                            ScoringError::ImpsInMatchpoints {
                                row: e.row,
                                board: board.board,
                            },
                        )?;
                        let (ou, ot) = sums.other[slot];
                        let other_pct = (ot > 0.0).then(|| 100.0 * ou / ot);
                        let percent = if opts.artificial.session_rule {
                            session_rule_percent(given, configured, other_pct)
                        } else {
                            configured
                        };
                        SideMatchpoints {
                            units: percent / 100.0 * top,
                            top,
                            kind: ScoreKind::Artificial { given, percent },
                        }
                    }
                };
            }
            entries.push(EntryMatchpoints {
                ns: sides[0],
                ew: sides[1],
            });
        }
        boards[bi].entries = entries;
    }
    let pairs = pair_totals(field, opts, expected, &boards)?;
    Ok(FieldMatchpoints {
        expected_scores: expected,
        boards,
        pairs,
    })
}

/// Per (pair, session): units and top on boards without an artificial
/// score, for Law 12C2(c).
struct SessionUnits<'a> {
    sessions: Vec<&'a str>,
    count: usize,
    other: Vec<(f64, f64)>,
}

impl<'a> SessionUnits<'a> {
    fn new(field: &'a Field, pending: &[Vec<[Pending; 2]>], tops: &[[f64; 2]]) -> Self {
        let mut sessions: Vec<&str> = field.boards.iter().map(|b| b.session.as_str()).collect();
        sessions.sort_unstable();
        sessions.dedup();
        let count = sessions.len();
        let mut sums = SessionUnits {
            sessions,
            count,
            other: vec![(0.0f64, 0.0f64); field.pairs.len() * count],
        };
        for (bi, board) in field.boards.iter().enumerate() {
            let si = sums.index(&board.session);
            for (ei, e) in board.entries.iter().enumerate() {
                for (d, pair) in [(0, e.ns), (1, e.ew)] {
                    if let Some((u, _)) = pending[bi][ei][d] {
                        let slot = &mut sums.other[pair * count + si];
                        slot.0 += u;
                        slot.1 += tops[bi][d];
                    }
                }
            }
        }
        sums
    }

    fn index(&self, name: &str) -> usize {
        self.sessions.binary_search(&name).unwrap_or(0)
    }
}

/// Each pair's units, top and percentage, with procedural penalties kept
/// apart.
fn pair_totals(
    field: &Field,
    opts: &ScoringOptions,
    expected: f64,
    boards: &[BoardMatchpoints],
) -> Result<Vec<PairTotal>, ScoringError> {
    let np = field.pairs.len();
    let mut pairs: Vec<PairTotal> = (0..np)
        .map(|pair| PairTotal {
            pair,
            units: 0.0,
            top: 0.0,
            penalty_units: 0.0,
            percent: 0.0,
            boards: 0,
            sat_ns: false,
            sat_ew: false,
        })
        .collect();
    for (board, bm) in field.boards.iter().zip(boards) {
        for (e, m) in board.entries.iter().zip(&bm.entries) {
            for (pair, side, ns) in [(e.ns, &m.ns, true), (e.ew, &m.ew, false)] {
                let t = &mut pairs[pair];
                if side.kind != ScoreKind::NotScored {
                    t.units += side.units;
                    t.top += side.top;
                    t.boards += 1;
                }
                if ns {
                    t.sat_ns = true;
                } else {
                    t.sat_ew = true;
                }
            }
        }
    }
    let standard_top = 2.0 * (expected - 1.0);
    for (i, p) in field.penalties.iter().enumerate() {
        let units = match p.unit {
            PenaltyUnit::Matchpoints => p.amount / opts.matchpoint_scale.factor(),
            PenaltyUnit::PercentOfTop => {
                let top = p
                    .board
                    .and_then(|b| {
                        field
                            .boards
                            .iter()
                            .zip(boards)
                            .find(|(f, _)| f.board == b && f.session == p.session)
                            .map(|(_, m)| m.top)
                    })
                    .unwrap_or(standard_top);
                p.amount / 100.0 * top
            }
            PenaltyUnit::Imps | PenaltyUnit::VictoryPoints => {
                return Err(ScoringError::PenaltyUnit {
                    index: i + 1,
                    unit: p.unit,
                    method: "matchpoints",
                })
            }
        };
        pairs[p.pair].penalty_units += units;
    }
    for t in &mut pairs {
        t.percent = if t.top > 0.0 {
            100.0 * (t.units - t.penalty_units) / t.top
        } else {
            0.0
        };
    }
    Ok(pairs)
}

/// A place in a ranking: 1-based, and whether it is shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rank {
    pub place: usize,
    pub tied: bool,
}

impl std::fmt::Display for Rank {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.place, if self.tied { "=" } else { "" })
    }
}

/// Ranks `scores` (higher is better). Returns the order (indices, best
/// first) and each index's rank; scores equal to 1e-6 share a place, and the
/// next place skips accordingly (1, 2=, 2=, 4).
pub fn rank_with_ties(scores: &[f64]) -> (Vec<usize>, Vec<Rank>) {
    let key = |v: f64| (v * 1e6).round();
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&a, &b| key(scores[b]).total_cmp(&key(scores[a])).then(a.cmp(&b)));
    let mut ranks = vec![
        Rank {
            place: 0,
            tied: false
        };
        scores.len()
    ];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && key(scores[order[j + 1]]) == key(scores[order[i]]) {
            j += 1;
        }
        for &idx in &order[i..=j] {
            ranks[idx] = Rank {
                place: i + 1,
                tied: j > i,
            };
        }
        i = j + 1;
    }
    (order, ranks)
}
