//! Seeded positions for tests and benchmarks: random end positions reached
//! by random lawful play, and endings where one side holds only top cards.

use tenace_core::{Card, Deal, Hand, Seat, Strain, Suit};

use crate::position::Position;

/// A small deterministic generator (xorshift64*), so that the same seed
/// gives the same position everywhere.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// A random deal played at random (lawfully) until `remaining` tricks are
/// left, then up to three more cards into the next trick when `mid_trick`.
pub fn random_position(seed: u64, remaining: u8, mid_trick: bool) -> Position {
    let mut rng = Rng::new(seed);
    let deal = Deal::random(seed);
    let trump = Strain::ALL[rng.below(5) as usize];
    let declarer = Seat::from_index(rng.below(4) as usize);
    let mut pos = Position::start(&deal, trump, declarer);
    let extra = if mid_trick { rng.below(4) as usize } else { 0 };
    let cards = (13 - remaining.min(13) as usize) * 4 + extra;
    for _ in 0..cards {
        let legal: Vec<Card> = pos.legal_cards().iter().collect();
        let card = legal[rng.below(legal.len() as u64) as usize];
        pos = pos.play_unchecked(card).0;
    }
    pos
}

/// An ending of `tricks` tricks in which North-South hold the top cards of
/// every suit they hold and are on lead (no trump, or East-West hold no
/// trumps): any claim of all the tricks is good.
pub fn top_winners_position(seed: u64, tricks: u8) -> Position {
    let mut rng = Rng::new(seed);
    let n = tricks.clamp(1, 13) as usize;
    let mut pack: Vec<Card> = Hand::FULL.iter().collect();
    for i in (1..pack.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        pack.swap(i, j);
    }
    let mut chosen: Vec<Card> = pack[..4 * n].to_vec();
    // Highest ranks first; North-South take the top half, so within each
    // suit their cards outrank East-West's.
    chosen.sort_by_key(|c| std::cmp::Reverse((c.rank(), c.suit())));
    let (ns, ew) = chosen.split_at(2 * n);
    let mut ns = ns.to_vec();
    let mut ew = ew.to_vec();
    for v in [&mut ns, &mut ew] {
        for i in (1..v.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
    }
    let hands = [
        ns[..n].iter().copied().collect::<Hand>(),
        ew[..n].iter().copied().collect::<Hand>(),
        ns[n..].iter().copied().collect::<Hand>(),
        ew[n..].iter().copied().collect::<Hand>(),
    ];
    let ew_all = hands[1] | hands[3];
    let trumps: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|s| !ew_all.has_suit(*s))
        .collect();
    let trump = if !trumps.is_empty() && rng.below(2) == 0 {
        Strain::from_suit(trumps[rng.below(trumps.len() as u64) as usize])
    } else {
        Strain::NoTrump
    };
    let leader = if rng.below(2) == 0 {
        Seat::North
    } else {
        Seat::South
    };
    let declarer = if rng.below(2) == 0 {
        Seat::North
    } else {
        Seat::South
    };
    Position::ending(hands, trump, declarer, leader, 13 - n as u8)
        .unwrap_or_else(|_| Position::start(&Deal::random(seed), trump, declarer))
}

/// A solver that answers nothing: every call fails with
/// [`FailingSolver::error`]. For tests of the error path of whatever takes
/// a `&dyn Solver` (the adjudicator, the engine, the server).
#[derive(Debug, Clone, Copy, Default)]
pub struct FailingSolver;

impl FailingSolver {
    /// The name the stub gives itself.
    pub const NAME: &'static str = "failing stub";

    /// The error of every call.
    pub fn error() -> crate::SolverError {
        crate::SolverError::Internal {
            solver: Self::NAME,
            message: "no answer".into(),
        }
    }
}

impl crate::Solver for FailingSolver {
    fn name(&self) -> &'static str {
        Self::NAME
    }

    fn table(&self, _: &Deal) -> Result<crate::DdTable, crate::SolverError> {
        Err(Self::error())
    }

    fn card_values(&self, _: &Position) -> Result<Vec<(Card, u8)>, crate::SolverError> {
        Err(Self::error())
    }
}
