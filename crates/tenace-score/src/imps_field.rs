//! IMP scoring of a pairs field: Butler (against a trimmed-mean datum) and
//! cross-IMPs (against every other score). Neither is defined by the Laws;
//! both are "other methods" a Regulating Authority may approve (Law 78D).
//! The IMP scale itself is Law 78B ([`crate::imps`]).

use serde::{Deserialize, Serialize};

use crate::adjusted::{artificial_imps, limit_average_plus, session_rule_imps};
use crate::config::{CrossImpScale, ScoringOptions, Trim};
use crate::field::{Artificial, BoardField, Field, Outcome, PairId, PenaltyUnit, SideAdjustment};
use crate::imp_scale::{imps_f64, IMP_THRESHOLDS};
use crate::matchpoints::{contributions, side_of, split_value, tables_per_board, view};
use crate::ScoringError;

/// Pairs IMP method.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ImpMethod {
    /// Against a datum (trimmed mean). The default.
    #[default]
    Butler,
    /// Against every other score.
    Cross,
}

/// How a side's IMPs on a board were obtained.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum ImpKind {
    Table,
    Assigned,
    Split,
    Artificial { given: Artificial },
    NotScored,
}

/// One side's IMPs on one board.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SideImps {
    pub imps: f64,
    pub kind: ImpKind,
}

/// IMPs of one table on one board.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct EntryImps {
    pub ns: SideImps,
    pub ew: SideImps,
}

/// IMPs of one board (or one group of a fouled board).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardImps {
    /// Butler: the N-S and E-W datum (each from its own view).
    pub datum: Option<[f64; 2]>,
    pub comparable: [f64; 2],
    pub entries: Vec<EntryImps>,
}

/// A pair's IMP totals.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairImps {
    pub pair: PairId,
    /// Sum of board IMPs before penalties.
    pub imps: f64,
    /// Procedural penalties (Law 90) in IMPs.
    pub penalty_imps: f64,
    /// `imps − penalty_imps`.
    pub net: f64,
    pub boards: u32,
    /// `net / boards`.
    pub per_board: f64,
    pub sat_ns: bool,
    pub sat_ew: bool,
}

/// The IMP scores of a whole field.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FieldImps {
    pub method: ImpMethod,
    pub boards: Vec<BoardImps>,
    pub pairs: Vec<PairImps>,
}

/// The Butler datum: the weighted mean of the scores after dropping the
/// configured amount at each end, rounded to the configured multiple
/// (half away from zero). `None` when there are no scores.
pub fn butler_datum(scores: &[(i32, f64)], opts: &crate::config::ButlerOptions) -> Option<f64> {
    let mut v: Vec<(i32, f64)> = scores.iter().copied().filter(|&(_, w)| w > 0.0).collect();
    if v.is_empty() {
        return None;
    }
    v.sort_unstable_by_key(|&(s, _)| s);
    let total: f64 = v.iter().map(|&(_, w)| w).sum();
    let mut trim = if total + 1e-9 >= f64::from(opts.min_scores_to_trim) {
        match opts.trim {
            Trim::None => 0.0,
            Trim::Count(k) => f64::from(k),
            Trim::Percent(p) => total * p / 100.0,
        }
    } else {
        0.0
    };
    if 2.0 * trim >= total {
        trim = 0.0;
    }
    // Remove `trim` weight from the bottom, then from the top.
    let mut weights: Vec<f64> = v.iter().map(|&(_, w)| w).collect();
    let mut left = trim;
    for w in weights.iter_mut() {
        let cut = left.min(*w);
        *w -= cut;
        left -= cut;
        if left <= 0.0 {
            break;
        }
    }
    let mut left = trim;
    for w in weights.iter_mut().rev() {
        let cut = left.min(*w);
        *w -= cut;
        left -= cut;
        if left <= 0.0 {
            break;
        }
    }
    let kept: f64 = weights.iter().sum();
    if kept <= 0.0 {
        return None;
    }
    let mean = v
        .iter()
        .zip(&weights)
        .map(|(&(s, _), &w)| f64::from(s) * w)
        .sum::<f64>()
        / kept;
    Some(if opts.datum_rounding > 0 {
        let r = f64::from(opts.datum_rounding);
        (mean / r).round() * r
    } else {
        mean
    })
}

/// Sorted scores with cumulative weights, for cross-IMP sums in
/// O(24 · log n) per query.
struct Cumulative {
    values: Vec<i32>,
    /// `prefix[i]` = total weight of `values[..i]`.
    prefix: Vec<f64>,
}

impl Cumulative {
    fn new(mut v: Vec<(i32, f64)>) -> Cumulative {
        v.sort_unstable_by_key(|&(s, _)| s);
        let mut prefix = Vec::with_capacity(v.len() + 1);
        prefix.push(0.0);
        let mut run = 0.0;
        for &(_, w) in &v {
            run += w;
            prefix.push(run);
        }
        Cumulative {
            values: v.into_iter().map(|(s, _)| s).collect(),
            prefix,
        }
    }

    fn total(&self) -> f64 {
        self.prefix.last().copied().unwrap_or(0.0)
    }

    /// Weight of values ≤ x.
    fn at_most(&self, x: i64) -> f64 {
        let i = self.values.partition_point(|&v| i64::from(v) <= x);
        self.prefix[i]
    }

    /// Weight of values ≥ x.
    fn at_least(&self, x: i64) -> f64 {
        let i = self.values.partition_point(|&v| i64::from(v) < x);
        self.total() - self.prefix[i]
    }

    /// Σ_j w_j · imps(s − v_j) over the whole table.
    fn imps_against_all(&self, s: i32) -> f64 {
        let s = i64::from(s);
        IMP_THRESHOLDS
            .iter()
            .map(|&t| self.at_most(s - i64::from(t)) - self.at_least(s + i64::from(t)))
            .sum()
    }
}

fn side_imps_cross(cum: &Cumulative, own: &[(i32, f64)], s: i32) -> f64 {
    let all = cum.imps_against_all(s);
    let own_part: f64 = own
        .iter()
        .map(|&(v, w)| w * f64::from(crate::imp_scale::imps(s.saturating_sub(v))))
        .sum();
    all - own_part
}

/// Scores a field at IMPs with `method`.
pub fn score_field_imps(
    field: &Field,
    opts: &ScoringOptions,
    method: ImpMethod,
) -> Result<FieldImps, ScoringError> {
    opts.validate()?;
    let expected = match opts.expected_scores {
        Some(n) => f64::from(n),
        None => tables_per_board(field) as f64,
    };
    let (mut boards, pending) = table_imps(field, opts, method, expected);
    let sums = SessionSums::new(field, &pending);
    // Artificial IMPs are per board for Butler and per comparison for
    // cross-IMPs; with the Total scale they count once per comparison.
    let artificial_scale = match (method, opts.cross_imps) {
        (ImpMethod::Cross, CrossImpScale::Total) => (expected - 1.0).max(0.0),
        _ => 1.0,
    };
    let mut plus_count = vec![0u32; field.pairs.len() * sums.count];
    for (bi, board) in field.boards.iter().enumerate() {
        let si = sums.index(&board.session);
        let mut entries = Vec::with_capacity(board.entries.len());
        for (ei, e) in board.entries.iter().enumerate() {
            let mut out = [SideImps {
                imps: 0.0,
                kind: ImpKind::Table,
            }; 2];
            for (d, pair) in [(0, e.ns), (1, e.ew)] {
                out[d] = match pending[bi][ei][d] {
                    Some(s) => s,
                    None => {
                        let Some(SideAdjustment::Artificial(given)) = side_of(e, d) else {
                            continue;
                        };
                        let slot = pair * sums.count + si;
                        let scored = PendingArtificial {
                            given: *given,
                            row: e.row,
                            board: board.board,
                            scale: artificial_scale,
                            others: sums.other[slot],
                        };
                        scored.imps(opts, &mut plus_count[slot])?
                    }
                };
            }
            entries.push(EntryImps {
                ns: out[0],
                ew: out[1],
            });
        }
        boards[bi].entries = entries;
    }
    let pairs = pair_totals(field, &boards)?;
    Ok(FieldImps {
        method,
        boards,
        pairs,
    })
}

/// Per board, per entry, the IMPs of N-S and E-W from the first pass.
type Pending = Vec<Vec<[Option<SideImps>; 2]>>;

/// The first pass: each board's datum (Butler) and the IMPs of every side
/// that has a table result; `None` where an artificial score waits for the
/// second pass.
fn table_imps(
    field: &Field,
    opts: &ScoringOptions,
    method: ImpMethod,
    expected: f64,
) -> (Vec<BoardImps>, Pending) {
    let mut boards = Vec::with_capacity(field.boards.len());
    let mut pending: Pending = Vec::with_capacity(field.boards.len());
    let mut own = Vec::new();
    for board in &field.boards {
        let mut datum = [0.0; 2];
        let mut comparable = [0.0; 2];
        let mut sides: Vec<[Option<SideImps>; 2]> = vec![[None, None]; board.entries.len()];
        for d in 0..2 {
            let mut scores = Vec::with_capacity(board.entries.len());
            for e in &board.entries {
                contributions(e, d, &mut scores);
            }
            let n: f64 = scores.iter().map(|&(_, w)| w).sum();
            comparable[d] = n;
            match method {
                ImpMethod::Butler => {
                    let dat = butler_datum(&scores, &opts.butler).unwrap_or(0.0);
                    datum[d] = dat;
                    let value = |s: i32| f64::from(imps_f64(f64::from(s) - dat));
                    for (i, e) in board.entries.iter().enumerate() {
                        sides[i][d] = direction_value(
                            board,
                            e,
                            d,
                            &value,
                            |_, s| value(s),
                            opts.split_unfloored,
                        );
                    }
                }
                ImpMethod::Cross => {
                    let cum = Cumulative::new(scores);
                    let others = n - 1.0;
                    let scale = |sum: f64| -> f64 {
                        if others <= 0.0 {
                            return 0.0;
                        }
                        match opts.cross_imps {
                            CrossImpScale::PerComparison => sum / others,
                            CrossImpScale::Total => sum * (expected - 1.0) / others,
                        }
                    };
                    for (i, e) in board.entries.iter().enumerate() {
                        own.clear();
                        contributions(e, d, &mut own);
                        let own_ref = &own;
                        let cum_ref = &cum;
                        let value = |s: i32| scale(side_imps_cross(cum_ref, own_ref, s));
                        // Hypothetical results in a split score replace the
                        // table's own (Rn) contribution.
                        let replacing =
                            |rn: i32, s: i32| scale(side_imps_cross(cum_ref, &[(rn, 1.0)], s));
                        sides[i][d] =
                            direction_value(board, e, d, &value, replacing, opts.split_unfloored);
                    }
                }
            }
        }
        pending.push(sides);
        boards.push(BoardImps {
            datum: (method == ImpMethod::Butler).then_some(datum),
            comparable,
            entries: Vec::new(),
        });
    }
    (boards, pending)
}

/// Per (pair, session): the IMPs and the number of boards without an
/// artificial score, for the session rule of Law 12C2.
struct SessionSums<'a> {
    sessions: Vec<&'a str>,
    count: usize,
    other: Vec<(f64, u32)>,
}

impl<'a> SessionSums<'a> {
    fn new(field: &'a Field, pending: &Pending) -> Self {
        let mut sessions: Vec<&str> = field.boards.iter().map(|b| b.session.as_str()).collect();
        sessions.sort_unstable();
        sessions.dedup();
        let mut sums = SessionSums {
            count: sessions.len(),
            sessions,
            other: Vec::new(),
        };
        sums.other = vec![(0.0f64, 0u32); field.pairs.len() * sums.count];
        for (bi, board) in field.boards.iter().enumerate() {
            let si = sums.index(&board.session);
            for (ei, e) in board.entries.iter().enumerate() {
                for (d, pair) in [(0, e.ns), (1, e.ew)] {
                    if let Some(s) = pending[bi][ei][d] {
                        let slot = &mut sums.other[pair * sums.count + si];
                        slot.0 += s.imps;
                        slot.1 += 1;
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

/// One side's artificial adjusted score (Law 12C2) waiting to be scored.
struct PendingArtificial {
    given: Artificial,
    row: usize,
    board: u32,
    scale: f64,
    /// The side's IMPs and boards in the session without artificial scores.
    others: (f64, u32),
}

impl PendingArtificial {
    /// The side's IMPs; `plus_count` counts its Average-plus awards in the
    /// session for the limit on multiple missed boards.
    fn imps(&self, opts: &ScoringOptions, plus_count: &mut u32) -> Result<SideImps, ScoringError> {
        let Some(given) = limit_average_plus(self.given, opts, plus_count) else {
            return Ok(SideImps {
                imps: 0.0,
                kind: ImpKind::NotScored,
            });
        };
        let configured = artificial_imps(given, opts).ok_or(ScoringError::PercentInImps {
            row: self.row,
            board: self.board,
        })?;
        let (sum, count) = self.others;
        let avg = (count > 0).then(|| sum / f64::from(count) / self.scale);
        let value = if opts.artificial.session_rule {
            session_rule_imps(given, configured, avg)
        } else {
            configured
        };
        Ok(SideImps {
            imps: value * self.scale,
            kind: ImpKind::Artificial { given },
        })
    }
}

/// Each pair's total, procedural penalties (in IMPs only) and average.
fn pair_totals(field: &Field, boards: &[BoardImps]) -> Result<Vec<PairImps>, ScoringError> {
    let mut pairs: Vec<PairImps> = (0..field.pairs.len())
        .map(|pair| PairImps {
            pair,
            imps: 0.0,
            penalty_imps: 0.0,
            net: 0.0,
            boards: 0,
            per_board: 0.0,
            sat_ns: false,
            sat_ew: false,
        })
        .collect();
    for (board, bi) in field.boards.iter().zip(boards) {
        for (e, m) in board.entries.iter().zip(&bi.entries) {
            for (pair, side, ns) in [(e.ns, &m.ns, true), (e.ew, &m.ew, false)] {
                let t = &mut pairs[pair];
                if side.kind != ImpKind::NotScored {
                    t.imps += side.imps;
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
    for (i, p) in field.penalties.iter().enumerate() {
        match p.unit {
            PenaltyUnit::Imps => pairs[p.pair].penalty_imps += p.amount,
            unit => {
                return Err(ScoringError::PenaltyUnit {
                    index: i + 1,
                    unit,
                    method: "IMPs",
                })
            }
        }
    }
    for t in &mut pairs {
        t.net = t.imps - t.penalty_imps;
        t.per_board = if t.boards > 0 {
            t.net / f64::from(t.boards)
        } else {
            0.0
        };
    }
    Ok(pairs)
}

/// IMPs of one side of one entry; `None` for an artificial score (second
/// pass). `value(s)` scores a result that is this table's own contribution;
/// `replacing(rn, s)` scores a hypothetical result replacing Rn.
fn direction_value(
    _board: &BoardField,
    e: &crate::field::Entry,
    d: usize,
    value: &dyn Fn(i32) -> f64,
    replacing: impl Fn(i32, i32) -> f64,
    unfloored: bool,
) -> Option<SideImps> {
    match (&e.outcome, side_of(e, d)) {
        (Outcome::Played { ns_score, .. }, _) => Some(SideImps {
            imps: value(view(*ns_score, d)),
            kind: ImpKind::Table,
        }),
        (_, Some(SideAdjustment::Assigned(c))) => Some(SideImps {
            imps: c
                .iter()
                .map(|c| c.weight * value(view(c.ns_score, d)))
                .sum(),
            kind: ImpKind::Assigned,
        }),
        (_, Some(SideAdjustment::Split(s))) => {
            let rn = view(s.rn.ns_score, d);
            Some(SideImps {
                imps: split_value(
                    value(rn),
                    replacing(rn, view(s.re.ns_score, d)),
                    replacing(rn, view(s.ra.ns_score, d)),
                    unfloored,
                ),
                kind: ImpKind::Split,
            })
        }
        _ => None,
    }
}
