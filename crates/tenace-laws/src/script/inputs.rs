//! The lines of the players' questions (Law 20F) and of the Director's
//! inputs: substitution, assigned scores (12C1), decisions on the review
//! list and procedural penalties (90).

use super::*;
use crate::event::{Extraneous, Ruling};
use crate::inputs::{AssignedResult, BenefitOfDoubt, Decision, PenaltyUnit, ReviewPoint};

fn not_a(w: Word<'_>, line: usize, expected: Expected) -> ScriptError {
    err(
        line,
        w.column,
        ScriptErrorKind::NotA {
            word: w.text.to_string(),
            expected,
        },
    )
}

pub(super) fn number(w: Word<'_>, line: usize) -> Result<usize, ScriptError> {
    w.text
        .parse::<usize>()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| not_a(w, line, Expected::Number))
}

/// `E question` (the opponents' whole auction) or `E question 3` (the
/// third call of the auction, counting from 1, cancelled calls included).
pub(super) fn seat_question(
    ws: &[Word<'_>],
    seat: Seat,
    line: usize,
) -> Result<(Event, usize), ScriptError> {
    match ws.get(2).copied() {
        None => Ok((Event::Ask { seat, record: None }, 2)),
        Some(w) => {
            let n = number(w, line)?;
            Ok((
                Event::Ask {
                    seat,
                    record: Some(n - 1),
                },
                3,
            ))
        }
    }
}

/// `W answer 1 natural, 12-14`: the answer to the first question asked;
/// the rest of the line is the text.
pub(super) fn seat_answer(
    ws: &[Word<'_>],
    w: Word<'_>,
    content: &str,
    seat: Seat,
    line: usize,
) -> Result<(Event, usize), ScriptError> {
    let q = word_at(ws, 2, w, line, Needs::QuestionAndAnswer)?;
    let n = number(q, line)?;
    let text = ws.get(3).map_or(String::new(), |w3| {
        content[byte_offset(content, w3.column)..]
            .trim()
            .to_string()
    });
    Ok((
        Event::Answer {
            seat,
            question: n - 1,
            text,
        },
        ws.len(),
    ))
}

/// A review point from word `i`: `board`, `flag N`, `info N`, `question N`
/// `revoke N` (counting from 1) or `tempo SEQ`. Returns the point and the next word.
fn review_point(
    ws: &[Word<'_>],
    i: usize,
    after: Word<'_>,
    line: usize,
) -> Result<(ReviewPoint, usize), ScriptError> {
    let w = word_at(ws, i, after, line, Needs::ReviewPoint)?;
    let kind = w.text.to_ascii_lowercase();
    if kind == "board" {
        return Ok((ReviewPoint::Board, i + 1));
    }
    if !matches!(
        kind.as_str(),
        "flag" | "info" | "question" | "tempo" | "revoke"
    ) {
        return Err(not_a(w, line, Expected::ReviewPoint));
    }
    let n = number(word_at(ws, i + 1, w, line, Needs::ReviewPoint)?, line)?;
    let point = match kind.as_str() {
        "flag" => ReviewPoint::Flag { index: n - 1 },
        "info" => ReviewPoint::Info { index: n - 1 },
        "question" => ReviewPoint::Question { index: n - 1 },
        "revoke" => ReviewPoint::Revoke { index: n - 1 },
        _ => ReviewPoint::Tempo { seq: n as u64 },
    };
    Ok((point, i + 2))
}

/// `director substitute N`, `director no-adjustment POINT`,
/// `director assign POINT RESULT…`, `director penalty POINT SIDE AMOUNT UNIT`.
/// `None` when the word is none of these.
pub(super) fn line_director_input(
    ws: &[Word<'_>],
    w: Word<'_>,
    line: usize,
) -> Result<Option<(Event, usize)>, ScriptError> {
    let verb = w.text.to_ascii_lowercase();
    Ok(Some(match verb.as_str() {
        "substitute" => {
            let s = word_at(ws, 2, w, line, Needs::Seat)?;
            let seat: Seat = parse_seat(s, line)?;
            (Event::Substitute { seat }, 3)
        }
        "tempo" | "no-alert" | "asked" | "pointed" => extraneous(ws, w, line)?,
        "no-adjustment" => {
            let (point, used) = review_point(ws, 2, w, line)?;
            (Event::Decision(Decision::NoAdjustment { point }), used)
        }
        "assign" => {
            let (point, mut i) = review_point(ws, 2, w, line)?;
            let mut results = Vec::new();
            let mut doubt = None;
            while i < ws.len() {
                if ws[i].text.eq_ignore_ascii_case("doubt") {
                    let (d, next) = benefit_of_doubt(ws, i, line)?;
                    doubt = Some(d);
                    i = next;
                    continue;
                }
                let (r, next) = assigned_result(ws, i, w, line)?;
                results.push(r);
                i = next;
            }
            if results.is_empty() {
                return Err(err(
                    line,
                    w.column,
                    ScriptErrorKind::Missing {
                        word: "assign".into(),
                        what: Needs::AssignedResult,
                    },
                ));
            }
            if results.len() == 1 && results[0].weight == 0 {
                results[0].weight = 100;
            }
            (
                Event::Decision(Decision::Assigned {
                    point,
                    results,
                    doubt,
                }),
                i,
            )
        }
        "penalty" => {
            let (point, i) = review_point(ws, 2, w, line)?;
            let sw = word_at(ws, i, w, line, Needs::PenaltyAmount)?;
            let side = side_word(sw, line)?;
            let aw = word_at(ws, i + 1, sw, line, Needs::PenaltyAmount)?;
            let amount: u16 = aw
                .text
                .parse()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| not_a(aw, line, Expected::Number))?;
            let uw = word_at(ws, i + 2, aw, line, Needs::PenaltyAmount)?;
            let unit = match uw.text.to_ascii_lowercase().as_str() {
                "%" | "percent" => PenaltyUnit::Percent,
                "imp" | "imps" => PenaltyUnit::Imps,
                "vp-tenths" => PenaltyUnit::VpTenths,
                _ => return Err(not_a(uw, line, Expected::PenaltyUnit)),
            };
            (
                Event::Decision(Decision::ProceduralPenalty {
                    point,
                    side,
                    amount,
                    unit,
                }),
                i + 3,
            )
        }
        "decrease" => score_decrease(ws, w, line)?,
        _ => return Ok(None),
    }))
}

/// `NS` or `EW`.
fn side_word(sw: Word<'_>, line: usize) -> Result<tenace_core::Side, ScriptError> {
    match sw.text.to_ascii_uppercase().as_str() {
        "NS" => Ok(tenace_core::Side::NorthSouth),
        "EW" => Ok(tenace_core::Side::EastWest),
        _ => Err(not_a(sw, line, Expected::Side)),
    }
}

/// `director decrease NS 50`: Law 79B3, the side whose score the Director
/// lowers and by how many points.
fn score_decrease(
    ws: &[Word<'_>],
    w: Word<'_>,
    line: usize,
) -> Result<(Event, usize), ScriptError> {
    let sw = word_at(ws, 2, w, line, Needs::DecreasePoints)?;
    let side = side_word(sw, line)?;
    let pw = word_at(ws, 3, sw, line, Needs::DecreasePoints)?;
    let points: u16 = pw
        .text
        .parse()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| not_a(pw, line, Expected::Number))?;
    Ok((
        Event::ScoreDecrease(crate::score_split::ScoreDecrease { side, points }),
        4,
    ))
}

/// `doubt 1.2 1 3`: the Commentary's benefit-of-doubt factor (1 to 1.2,
/// at most two decimals) and the results it raises (counting from 1).
fn benefit_of_doubt(
    ws: &[Word<'_>],
    i: usize,
    line: usize,
) -> Result<(BenefitOfDoubt, usize), ScriptError> {
    let fw = word_at(ws, i + 1, ws[i], line, Needs::DoubtFactor)?;
    let factor = parse_factor(fw.text).ok_or_else(|| not_a(fw, line, Expected::Number))?;
    let mut favoured = Vec::new();
    let mut next = i + 2;
    while let Some(w) = ws.get(next) {
        match w.text.parse::<usize>() {
            Ok(n) if n >= 1 => favoured.push(n - 1),
            _ => break,
        }
        next += 1;
    }
    if favoured.is_empty() {
        return Err(err(
            line,
            fw.column,
            ScriptErrorKind::Missing {
                word: "doubt".into(),
                what: Needs::DoubtFactor,
            },
        ));
    }
    Ok((BenefitOfDoubt { factor, favoured }, next))
}

/// `1`, `1.2`, `1.15` as a percentage (100, 120, 115); `None` beyond 2.55
/// or with more than two decimals.
fn parse_factor(text: &str) -> Option<u8> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if frac.len() > 2 || whole.is_empty() || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let frac: u32 = if frac.is_empty() {
        0
    } else {
        format!("{frac:0<2}").parse().ok()?
    };
    u8::try_from(whole * 100 + frac).ok()
}

/// Law 16B1: `director tempo E 12` (a break in tempo of 12 seconds, or
/// `8500ms`), `director no-alert N` (North did not alert his partner's last
/// call; `director no-alert N 3` names call 3), `director asked E 1` (East's
/// question 1).
fn extraneous(ws: &[Word<'_>], w: Word<'_>, line: usize) -> Result<(Event, usize), ScriptError> {
    let verb = w.text.to_ascii_lowercase();
    let s = word_at(ws, 2, w, line, Needs::Seat)?;
    let seat: Seat = parse_seat(s, line)?;
    let (what, used) = match verb.as_str() {
        "tempo" => {
            let n = word_at(ws, 3, s, line, Needs::Pause)?;
            let t = n.text.to_ascii_lowercase();
            let ms = if let Some(ms) = t.strip_suffix("ms") {
                ms.parse::<u32>().ok()
            } else {
                let secs = t.strip_suffix('s').unwrap_or(&t);
                secs.parse::<u32>().ok().and_then(|x| x.checked_mul(1000))
            }
            .filter(|ms| *ms > 0)
            .ok_or_else(|| not_a(n, line, Expected::Number))?;
            (Extraneous::Tempo { ms }, 4)
        }
        "no-alert" => match ws.get(3) {
            None => (Extraneous::NoAlert { record: None }, 3),
            Some(n) => (
                Extraneous::NoAlert {
                    record: Some(number(*n, line)? - 1),
                },
                4,
            ),
        },
        "pointed" => {
            // Law 65B3: `director pointed W 3`, West's card on trick 3.
            let n = word_at(ws, 3, s, line, Needs::TrickNumber)?;
            (
                Extraneous::PointedCard {
                    trick: number(n, line)? - 1,
                },
                4,
            )
        }
        _ => {
            let n = word_at(ws, 3, s, line, Needs::QuestionNumber)?;
            (
                Extraneous::Question {
                    question: number(n, line)? - 1,
                },
                4,
            )
        }
    };
    Ok((Event::Director(Ruling::Extraneous { seat, what }), used))
}

/// One result of an assigned score from word `i`: `4SX N 10` or `passout`,
/// then an optional weight `60%`.
fn assigned_result(
    ws: &[Word<'_>],
    i: usize,
    after: Word<'_>,
    line: usize,
) -> Result<(AssignedResult, usize), ScriptError> {
    let w = word_at(ws, i, after, line, Needs::AssignedResult)?;
    let (contract, tricks, mut next) = if w.text.eq_ignore_ascii_case("passout") {
        (None, 0, i + 1)
    } else {
        let d = word_at(ws, i + 1, w, line, Needs::AssignedResult)?;
        let contract: tenace_core::Contract = format!("{} {}", w.text, d.text)
            .parse()
            .map_err(|_| not_a(w, line, Expected::Contract))?;
        let t = word_at(ws, i + 2, d, line, Needs::AssignedResult)?;
        let tricks: u8 = t
            .text
            .parse()
            .ok()
            .filter(|n| *n <= 13)
            .ok_or_else(|| not_a(t, line, Expected::Tricks))?;
        (Some(contract), tricks, i + 3)
    };
    let mut weight = 0;
    if let Some(p) = ws.get(next) {
        if let Some(n) = p.text.strip_suffix('%') {
            weight = n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=100).contains(n))
                .ok_or_else(|| not_a(*p, line, Expected::Number))?;
            next += 1;
        }
    }
    Ok((
        AssignedResult {
            contract,
            tricks,
            weight,
        },
        next,
    ))
}
