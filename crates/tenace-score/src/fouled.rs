//! Law 87: fouled boards.
//!
//! A board is fouled when copies that should have been compared were not
//! played in the same form: a card displaced, or different dealer or
//! vulnerability markings (87A). A board merely differing from the hand
//! record is not fouled (Commentary on 87A). In pairs the scores are split
//! into groups by form and each group is scored separately (87B): in the
//! field input, set the `group` column; [`crate::matchpoints::score_field`]
//! then scores each group on its own and factors it to the full board. In
//! teams a fouled board goes to Law 86B2 (87C, see [`crate::teams::law86b2`]).

use tenace_core::Board;

/// The form in which one table played a board: what a fouled board can
/// differ in. The board number is not part of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardForm {
    pub dealer: tenace_core::Seat,
    pub vulnerability: tenace_core::Vulnerability,
    pub deal: tenace_core::Deal,
}

impl From<&Board> for BoardForm {
    fn from(b: &Board) -> Self {
        BoardForm {
            dealer: b.dealer,
            vulnerability: b.vulnerability,
            deal: b.deal,
        }
    }
}

/// Groups tables by the form they played: returns, for each table, the index
/// of its group (0 = the form of the first table, 1 = the next form seen,
/// ...), and the number of groups.
pub fn group_by_form(forms: &[BoardForm]) -> (Vec<usize>, usize) {
    let mut distinct: Vec<BoardForm> = Vec::new();
    let groups = forms
        .iter()
        .map(|f| match distinct.iter().position(|d| d == f) {
            Some(i) => i,
            None => {
                distinct.push(*f);
                distinct.len() - 1
            }
        })
        .collect();
    (groups, distinct.len())
}

/// Law 87A: the board is fouled when the tables to be compared did not all
/// play it in the same form.
pub fn is_fouled(forms: &[BoardForm]) -> bool {
    group_by_form(forms).1 > 1
}

/// The group label used in the field input for group `index` (`"A"`, `"B"`,
/// ...), to be written to each table's `group` column.
pub fn group_label(index: usize) -> String {
    let mut n = index;
    let mut s = String::new();
    loop {
        s.insert(0, (b'A' + (n % 26) as u8) as char);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    s
}
