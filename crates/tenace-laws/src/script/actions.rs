//! The action lines of a table script: a seat's call, card or action, and
//! the Director's rulings, each read into the events it makes.

use super::*;
use crate::event::PlayFinding;

/// The events of one action line. `auction` lines need the table to know
/// whose turn each call is; they are applied one at a time by the caller, so
/// this returns the first and queues nothing: see [`run`].
pub(super) fn parse_action(
    ws: &[Word<'_>],
    content: &str,
    line: usize,
    table: &Table,
    solver: &dyn Solver,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let first = ws[0];
    let lower = first.text.to_ascii_lowercase();
    match lower.as_str() {
        "auction" | "calls" => line_auction(ws, line, table),
        "together" | "simultaneous" if table.state().to_play().is_some() => {
            // Law 58A: cards led or played at the same moment; the card of
            // the player whose turn it was counts first, the others after
            // it (clockwise), and are classified as played then.
            let turn = table.state().to_play().unwrap_or(Seat::North);
            simultaneous(ws, line, turn, Needs::Card, parse_card, |seat, card| {
                Event::Play { seat, card }
            })
        }
        "together" | "simultaneous" => {
            // Law 33: calls made at the same moment; the call of the player
            // whose turn it was counts first, the others after it (clockwise).
            let turn = table.state().calls.auction.turn();
            simultaneous(ws, line, turn, Needs::Call, parse_call, |seat, call| {
                Event::Call { seat, call }
            })
        }
        "play" | "cards" => line_play(ws, line, table),
        "next-board" => line_next_board(ws, first, line),
        "round-ended" => {
            // Law 64B5.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::RoundEnded, first.column)])
        }
        "correction-period-ended" => {
            // Laws 69B, 71, 79C.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::CorrectionPeriodEnded, first.column)])
        }
        "hands-returned" => {
            // Laws 17D2, 25A5, 62D1.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::HandsReturned, first.column)])
        }
        "cards-mixed" => {
            // RB 64D4, 69, 71B.
            expect_end(ws, 1, line)?;
            Ok(vec![(Event::CardsMixed, first.column)])
        }
        "director" => line_director(ws, first, line, table, solver),
        _ => line_seat_action(ws, first, content, line),
    }
}

/// `director surplus …`: the ruling and how many words of the line it used.
fn ruling_surplus(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        // Laws 13C, 14B, 15B: `director surplus N played`,
        // `director found DA elsewhere`, `director wrong-board new`.
        let word = w.text.to_ascii_lowercase();
        let missing = |what: Needs| {
            err(
                line,
                w.column,
                ScriptErrorKind::Missing {
                    word: word.clone(),
                    what,
                },
            )
        };
        let not_a = |v: Word<'_>| {
            err(
                line,
                v.column,
                ScriptErrorKind::NotA {
                    word: v.text.to_string(),
                    expected: Expected::Ruling,
                },
            )
        };
        match word.as_str() {
            "surplus" => {
                let seat_w = ws
                    .get(2)
                    .copied()
                    .ok_or_else(|| missing(Needs::SeatAndPlayedOrUnplayed))?;
                let seat: Seat = parse_seat(seat_w, line)?;
                let v = ws
                    .get(3)
                    .copied()
                    .ok_or_else(|| missing(Needs::PlayedOrUnplayed))?;
                let played = match v.text.to_ascii_lowercase().as_str() {
                    "played" => true,
                    "unplayed" => false,
                    _ => return Err(not_a(v)),
                };
                (Ruling::SurplusCard { seat, played }, 4)
            }
            "found" => {
                let c = ws
                    .get(2)
                    .copied()
                    .ok_or_else(|| missing(Needs::CardAndWhereFound))?;
                let card = parse_card(c, line)?;
                let v = ws
                    .get(3)
                    .copied()
                    .ok_or_else(|| missing(Needs::WhereFound))?;
                use crate::event::FoundPlace;
                let place = match v.text.to_ascii_lowercase().as_str() {
                    "played" => FoundPlace::AmongPlayed,
                    "elsewhere" => FoundPlace::Elsewhere,
                    "lost" => FoundPlace::NotFound,
                    _ => return Err(not_a(v)),
                };
                (Ruling::MissingCardFound { card, place }, 4)
            }
            _ => {
                let v = ws
                    .get(2)
                    .copied()
                    .ok_or_else(|| missing(Needs::PlayedBeforeOrNew))?;
                let played_before = match v.text.to_ascii_lowercase().as_str() {
                    "played-before" => true,
                    "new" => false,
                    _ => return Err(not_a(v)),
                };
                (Ruling::WrongBoardFound { played_before }, 3)
            }
        }
    })
}

/// `director score …`: the ruling and how many words of the line it used.
fn ruling_score(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        // Law 12C2(a): `director score A- A+` (North-South's, then
        // East-West's artificial adjusted score).
        use crate::event::AverageScore;
        let mut scores = [AverageScore::Average; 2];
        for (k, slot) in scores.iter_mut().enumerate() {
            let v = ws.get(2 + k).copied().ok_or_else(|| {
                err(
                    line,
                    w.column,
                    ScriptErrorKind::Missing {
                        word: "score".into(),
                        what: Needs::ArtificialScores,
                    },
                )
            })?;
            *slot = match v.text.to_ascii_uppercase().as_str() {
                "A+" | "AVG+" => AverageScore::AveragePlus,
                "A" | "AVG" => AverageScore::Average,
                "A-" | "AVG-" => AverageScore::AverageMinus,
                _ => {
                    return Err(err(
                        line,
                        v.column,
                        ScriptErrorKind::NotA {
                            word: v.text.to_string(),
                            expected: Expected::ArtificialScore,
                        },
                    ))
                }
            };
        }
        (
            Ruling::ArtificialScore {
                ns: scores[0],
                ew: scores[1],
            },
            4,
        )
    })
}

/// `director comparable …`: the ruling and how many words of the line it used.
fn ruling_comparable(w: &Word<'_>, table: &Table) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        let yes = w.text.eq_ignore_ascii_case("comparable");
        // A comparable replacement of an insufficient bid is a
        // 27B1(b) classification when that is the question.
        let asks_class = table.state().rect.irregularities.iter().any(|i| {
            i.status
                == Status::AwaitingFinding {
                    question: Question::ReplacementClass,
                }
        });
        if yes && asks_class {
            (
                Ruling::Replacement {
                    class: ReplacementClass::Comparable,
                },
                2,
            )
        } else {
            (Ruling::Comparable { comparable: yes }, 2)
        }
    })
}

/// `director award …`: the ruling and how many words of the line it used.
/// A bare `director award` takes the proposal `solver` gives.
fn ruling_award(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
    table: &Table,
    solver: &dyn Solver,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        // `director award 9`, or `director award` to take the
        // engine's proposal (Law 70).
        match ws.get(2) {
            Some(c) => {
                let tricks: u8 = c.text.parse().map_err(|_| {
                    err(
                        line,
                        c.column,
                        ScriptErrorKind::NotA {
                            word: c.text.to_string(),
                            expected: Expected::Tricks,
                        },
                    )
                })?;
                (Ruling::ClaimAward { tricks }, 3)
            }
            None => {
                // Only an award the table would take is worth the
                // adjudication (issue 19, item 12).
                let mut probe = table.clone();
                probe
                    .apply(crate::Event::Director(Ruling::ClaimAward { tricks: 0 }))
                    .map_err(|e| err(line, w.column, ScriptErrorKind::Action(e)))?;
                let proposal = table
                    .state()
                    .proposed_award(&crate::AdjudicationOptions::default(), solver)
                    .map_err(|e| err(line, w.column, ScriptErrorKind::Solver(e)))?
                    .ok_or_else(|| {
                        err(
                            line,
                            w.column,
                            ScriptErrorKind::Action(crate::ActionError::NoClaimPending),
                        )
                    })?;
                (Ruling::ClaimAward { tricks: proposal }, 2)
            }
        }
    })
}

/// `director misinformation …`: the ruling and how many words of the line it used.
fn ruling_misinformation(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        let seat_w = word_after(ws, 2, "misinformation", w.column, line, Needs::Explainer)?;
        let explainer: Seat = parse_seat(seat_w, line)?;
        (Ruling::Misinformation { explainer }, 3)
    })
}

/// `director specified …`: the ruling and how many words of the line it used.
fn ruling_specified(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        let seat_w = word_after(ws, 2, "specified", w.column, line, Needs::OffenderAndSuits)?;
        let offender: Seat = parse_seat(seat_w, line)?;
        let suits_w = word_after(ws, 3, "specified", seat_w.column, line, Needs::Suits)?;
        let suits: SuitSet = parse_suits(suits_w, line)?;
        (Ruling::SpecifiedSuits { offender, suits }, 4)
    })
}

/// `director artificial …`: the ruling and how many words of the line it used.
fn ruling_artificial(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
    table: &Table,
) -> Result<(Ruling, usize), ScriptError> {
    Ok({
        // Laws 29C, 30C: `director artificial W H` — West's last
        // call is artificial and specifies hearts (`-` for none).
        let seat_w = word_after(ws, 2, "artificial", w.column, line, Needs::Seat)?;
        let seat: Seat = parse_seat(seat_w, line)?;
        let suits_w = word_after(ws, 3, "artificial", seat_w.column, line, Needs::Suits)?;
        let specified: SuitSet = parse_suits(suits_w, line)?;
        let record = table
            .state()
            .calls
            .auction
            .calls
            .iter()
            .rposition(|c| c.seat == seat)
            .ok_or_else(|| err(line, seat_w.column, ScriptErrorKind::NoCall(seat)))?;
        (Ruling::Artificial { record, specified }, 4)
    })
}

/// Word `i` of the line; missing, an error at `column` saying what `word`
/// needs after it.
fn word_after<'a>(
    ws: &[Word<'a>],
    i: usize,
    word: &str,
    column: usize,
    line: usize,
    what: Needs,
) -> Result<Word<'a>, ScriptError> {
    ws.get(i).copied().ok_or_else(|| {
        err(
            line,
            column,
            ScriptErrorKind::Missing {
                word: word.into(),
                what,
            },
        )
    })
}

/// A word read as a set of suits.
fn parse_suits(w: Word<'_>, line: usize) -> Result<SuitSet, ScriptError> {
    w.text
        .parse()
        .map_err(|e: tenace_core::CardParseError| err(line, w.column, ScriptErrorKind::from(e)))
}

/// A line `SEAT VERB …` being read: its words, the verb word, the line
/// number and the seat that acts.
struct SeatLine<'a, 'b> {
    ws: &'b [Word<'a>],
    w: Word<'a>,
    line: usize,
    seat: Seat,
}

/// An event and how many words of the line it used.
type Parsed = Result<(Event, usize), ScriptError>;

impl<'a> SeatLine<'a, '_> {
    /// The word after the verb; missing, an error naming what it needs.
    fn word(&self, what: Needs) -> Result<Word<'a>, ScriptError> {
        word_at(self.ws, 2, self.w, self.line, what)
    }

    /// The word after the verb read as a card.
    fn card(&self, what: Needs) -> Result<Card, ScriptError> {
        card_at(self.ws, 2, self.w, self.line, what)
    }

    /// The word after the verb read as a call.
    fn call(&self, what: Needs) -> Result<AttemptedCall, ScriptError> {
        parse_call(self.word(what)?, self.line)
    }

    /// The word after the verb read as a seat.
    fn other_seat(&self, what: Needs) -> Result<Seat, ScriptError> {
        parse_seat(self.word(what)?, self.line)
    }

    /// The word after the verb read as a suit.
    fn suit(&self, what: Needs) -> Result<Suit, ScriptError> {
        let c = self.word(what)?;
        c.text
            .parse::<Suit>()
            .map_err(|e| err(self.line, c.column, ScriptErrorKind::from(e)))
    }

    /// The word after the verb read as a number of tricks, after `skip`
    /// more words.
    fn tricks(&self, skip: usize, what: Needs) -> Result<u8, ScriptError> {
        let c = word_at(self.ws, 2 + skip, self.w, self.line, what)?;
        c.text.parse().map_err(|_| {
            err(
                self.line,
                c.column,
                ScriptErrorKind::NotA {
                    word: c.text.to_string(),
                    expected: Expected::Tricks,
                },
            )
        })
    }
}

/// `SEAT concede …`: the event and how many words of the line it used.
fn seat_concede(s: &SeatLine<'_, '_>) -> Parsed {
    let seat = s.seat;
    // `SEAT concede total 9`: the side ends with 9 tricks in all (71A).
    let total =
        s.ws.get(2)
            .is_some_and(|t| t.text.eq_ignore_ascii_case("total"));
    let tricks = s.tricks(usize::from(total), Needs::TricksConceded)?;
    Ok(if total {
        (
            Event::ConcedeTotal {
                seat,
                total: tricks,
            },
            4,
        )
    } else {
        (Event::Concede { seat, tricks }, 3)
    })
}

/// `SEAT show C1 C2 …`: cards shown about the trick in progress only (Law
/// 68, preamble): no claim.
fn seat_show(s: &SeatLine<'_, '_>) -> Parsed {
    let mut cards = tenace_core::Hand::EMPTY;
    cards.insert(s.card(Needs::Card)?);
    for cw in s.ws.iter().skip(3) {
        cards.insert(parse_card(*cw, s.line)?);
    }
    Ok((
        Event::ShowCards {
            seat: s.seat,
            cards,
        },
        s.ws.len(),
    ))
}

/// `SEAT require …`: the event and how many words of the line it used.
fn seat_require(s: &SeatLine<'_, '_>, verb: &str) -> Parsed {
    let seat = s.seat;
    // Laws 50D2 / 51B: `N require S`, `N forbid-suits SH`, `N no-option`.
    if verb == "no-option" {
        return Ok((
            Event::LeadOption {
                seat,
                require: None,
                prohibit: SuitSet::EMPTY,
            },
            2,
        ));
    }
    let (require, prohibit) = if verb.starts_with("require") {
        (Some(s.suit(Needs::Suit)?), SuitSet::EMPTY)
    } else {
        (None, parse_suits(s.word(Needs::Suit)?, s.line)?)
    };
    Ok((
        Event::LeadOption {
            seat,
            require,
            prohibit,
        },
        3,
    ))
}

/// `SEAT highest …`: the event and how many words of the line it used.
fn seat_highest(s: &SeatLine<'_, '_>, verb: &str) -> Parsed {
    // Law 57A: declarer's option for the premature player's partner.
    let (option, used) = match verb {
        "highest" => (PlayRestrictionKind::Highest, 2),
        "lowest" => (PlayRestrictionKind::Lowest, 2),
        "play-suit" => (
            PlayRestrictionKind::PlaySuit {
                suit: s.suit(Needs::Suit)?,
            },
            3,
        ),
        _ => (
            PlayRestrictionKind::NotSuit {
                suit: s.suit(Needs::Suit)?,
            },
            3,
        ),
    };
    Ok((
        Event::PlayOption {
            seat: s.seat,
            option,
        },
        used,
    ))
}

/// `SEAT prohibit …`: the event and how many words of the line it used.
fn seat_prohibit(s: &SeatLine<'_, '_>) -> Parsed {
    let c = s.word(Needs::SuitOrNone)?;
    let suit = if c.text.eq_ignore_ascii_case("none") {
        None
    } else {
        Some(s.suit(Needs::SuitOrNone)?)
    };
    Ok((Event::ProhibitLead { seat: s.seat, suit }, 3))
}

/// `SEAT multiple …`: the event and how many words of the line it used.
fn seat_multiple(s: &SeatLine<'_, '_>) -> Parsed {
    // Law 58B: `E multiple DK D3` (all face up), `E multiple
    // DK hidden D3` (the cards after `hidden` face down).
    let mut cards = tenace_core::Hand::EMPTY;
    let mut visible = tenace_core::Hand::EMPTY;
    let mut hidden = false;
    for cw in &s.ws[2..] {
        if cw.text.eq_ignore_ascii_case("hidden") {
            hidden = true;
            continue;
        }
        let c = parse_card(*cw, s.line)?;
        cards.insert(c);
        if !hidden {
            visible.insert(c);
        }
    }
    Ok((
        Event::PlayMultiple {
            seat: s.seat,
            cards,
            visible,
        },
        s.ws.len(),
    ))
}

/// `SEAT designate …`: the event and how many words of the line it used.
fn seat_designate(s: &SeatLine<'_, '_>) -> Parsed {
    // Law 46B: `N designate high|low|win`, a suit (`H`) or a
    // rank (`Q`) alone.
    let c = s.word(Needs::Designation)?;
    let designation = match c.text.to_ascii_lowercase().as_str() {
        "high" => Designation::High,
        "low" => Designation::Low,
        "win" => Designation::Win,
        "any" | "anything" => Designation::Any,
        _ => {
            if let Ok(suit) = c.text.parse::<Suit>() {
                Designation::Suit { suit }
            } else if let Ok(rank) = c.text.parse::<tenace_core::Rank>() {
                Designation::Rank { rank }
            } else {
                return Err(err(
                    s.line,
                    c.column,
                    ScriptErrorKind::NotA {
                        word: c.text.to_string(),
                        expected: Expected::Designation,
                    },
                ));
            }
        }
    };
    Ok((
        Event::IncompleteDesignation {
            seat: s.seat,
            designation,
        },
        3,
    ))
}

/// `SEAT retract …`: the event and how many words of the line it used.
fn seat_retract(s: &SeatLine<'_, '_>) -> Parsed {
    // Law 47E: `W retract turn` (47E1), `W retract misinformation` (47E2(a)).
    let c = s.word(Needs::TurnOrMisinformation)?;
    let cause = match c.text.to_ascii_lowercase().as_str() {
        "turn" => RetractCause::WrongTurn,
        "misinformation" | "mi" => RetractCause::Misinformation,
        _ => {
            return Err(err(
                s.line,
                c.column,
                ScriptErrorKind::NotA {
                    word: c.text.to_string(),
                    expected: Expected::Attention,
                },
            ))
        }
    };
    Ok((
        Event::Retract {
            seat: s.seat,
            cause,
        },
        3,
    ))
}

/// `SEAT wrong …`: the event and how many words of the line it used.
fn seat_wrong(s: &SeatLine<'_, '_>) -> Parsed {
    // Law 45D: `S wrong DJ DA`: dummy plays DJ; declarer named DA.
    let card = card_at(s.ws, 2, s.w, s.line, Needs::DummysCardAndNamed)?;
    let named = card_at(s.ws, 3, s.w, s.line, Needs::DummysCardAndNamed)?;
    Ok((Event::DummyWrongCard { card, named }, 4))
}

/// `SEAT means …`: the event and how many words of the line it used.
fn seat_means(s: &SeatLine<'_, '_>) -> Parsed {
    // Law 58B2: `E means DK`, or `E means other` (another card).
    let c = s.word(Needs::VisibleCard)?;
    let card = if c.text.eq_ignore_ascii_case("other") {
        None
    } else {
        Some(parse_card(c, s.line)?)
    };
    Ok((Event::SimultaneousDesignation { seat: s.seat, card }, 3))
}

/// A `auction` line.
fn line_auction(
    ws: &[Word<'_>],
    line: usize,
    table: &Table,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    // Calls in rotation from whoever's turn it is.
    let mut seat = table.state().calls.auction.turn();
    let mut out = Vec::new();
    for w in &ws[1..] {
        out.push((
            Event::Call {
                seat,
                call: parse_call(*w, line)?,
            },
            w.column,
        ));
        seat = seat.lho();
    }
    Ok(out)
}

/// A `play` line.
fn line_play(
    ws: &[Word<'_>],
    line: usize,
    table: &Table,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    // Each card from the hand that was dealt it.
    let deal = table.board().deal;
    ws[1..]
        .iter()
        .map(|w| {
            parse_card(*w, line).map(|card| {
                (
                    Event::Play {
                        seat: deal.holder(card),
                        card,
                    },
                    w.column,
                )
            })
        })
        .collect()
}

/// A `next-board` line.
fn line_next_board(
    ws: &[Word<'_>],
    first: Word<'_>,
    line: usize,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    // Law 64B4: `next-board EW`: East-West have called on the next board.
    let w = word_at(ws, 1, first, line, Needs::Side)?;
    let side = match w.text.to_ascii_uppercase().as_str() {
        "NS" => tenace_core::Side::NorthSouth,
        "EW" => tenace_core::Side::EastWest,
        _ => {
            return Err(err(
                line,
                w.column,
                ScriptErrorKind::NotA {
                    word: w.text.to_string(),
                    expected: Expected::Side,
                },
            ))
        }
    };
    expect_end(ws, 2, line)?;
    Ok(vec![(Event::NextBoardCalled { side }, first.column)])
}

/// A `director` line: a finding about the play, an input for the record,
/// or a ruling.
fn line_director(
    ws: &[Word<'_>],
    first: Word<'_>,
    line: usize,
    table: &Table,
    solver: &dyn Solver,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let w = ws.get(1).ok_or_else(|| {
        err(
            line,
            first.column,
            ScriptErrorKind::Missing {
                word: "director".into(),
                what: Needs::Ruling,
            },
        )
    })?;
    if let Some((finding, used)) = director_play_finding(ws, *w, line)? {
        expect_end(ws, used, line)?;
        return Ok(vec![(Event::PlayFinding(finding), first.column)]);
    }
    if let Some((event, used)) = super::inputs::line_director_input(ws, *w, line)? {
        expect_end(ws, used, line)?;
        return Ok(vec![(event, first.column)]);
    }
    let (ruling, used) = director_ruling(ws, w, line, table, solver)?;
    expect_end(ws, used, line)?;
    Ok(vec![(Event::Director(ruling), first.column)])
}

/// `director slip …`, `misplaced …`, `spread-claim`, `dummy-not-faced`,
/// `saw-dummy`: the Director's findings about the play, and how many words
/// of the line each used; `None` when the word is none of these.
fn director_play_finding(
    ws: &[Word<'_>],
    w: Word<'_>,
    line: usize,
) -> Result<Option<(PlayFinding, usize)>, ScriptError> {
    let missing = |word: &str, what: Needs| {
        err(
            line,
            w.column,
            ScriptErrorKind::Missing {
                word: word.into(),
                what,
            },
        )
    };
    Ok(Some(match w.text.to_ascii_lowercase().as_str() {
        "slip" => {
            // Laws 45C4(b), 47C: `director slip DA`.
            let c = ws
                .get(2)
                .copied()
                .ok_or_else(|| missing("slip", Needs::CardMeant))?;
            (
                PlayFinding::SlipOfTongue {
                    card: parse_card(c, line)?,
                },
                3,
            )
        }
        "misplaced" => {
            // Law 67B3: `director misplaced W C5`.
            let sw = ws
                .get(2)
                .copied()
                .ok_or_else(|| missing("misplaced", Needs::Seat))?;
            let seat: Seat = parse_seat(sw, line)?;
            let c = ws
                .get(3)
                .copied()
                .ok_or_else(|| missing("misplaced", Needs::Card))?;
            let card = parse_card(c, line)?;
            (PlayFinding::CardMisplaced { seat, card }, 4)
        }
        // Law 48B2: declarer's faced hand is deemed a claim.
        "spread-claim" => (PlayFinding::HandFacedAsClaim, 2),
        // Laws 41A, 47E2(a): dummy had not yet faced a card.
        "dummy-not-faced" => (PlayFinding::DummyNotFaced, 2),
        // Law 54C: declarer could have seen dummy's cards.
        "saw-dummy" => (PlayFinding::DeclarerSawDummy, 2),
        _ => return Ok(None),
    }))
}

/// The ruling of a `director` line and how many words of the line it used.
fn director_ruling(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
    table: &Table,
    solver: &dyn Solver,
) -> Result<(Ruling, usize), ScriptError> {
    Ok(match w.text.to_ascii_lowercase().as_str() {
        "accepted" => (Ruling::CallerIntended { accepted: true }, 2),
        "own-turn" => (Ruling::CallerIntended { accepted: false }, 2),
        "meant-lead" => (Ruling::LeadIntended { lead: true }, 2),
        "meant-follow" => (Ruling::LeadIntended { lead: false }, 2),
        "unintended" => (Ruling::Unintended { unintended: true }, 2),
        "correctable" => (Ruling::DealCorrectable { correctable: true }, 2),
        "not-correctable" => (Ruling::DealCorrectable { correctable: false }, 2),
        "card-seen" => (Ruling::CardSeen, 2),
        "redeal" => (Ruling::Redeal, 2),
        // Law 16D: `director seen-by W CK`, `director play-normally`,
        // `director play-on` (16D2(c) / 16D3).
        "seen-by" => ruling_seen_by(ws, w, line)?,
        "play-normally" => (
            Ruling::PlayNormally {
                adjust_later: false,
            },
            2,
        ),
        "play-on" => (Ruling::PlayNormally { adjust_later: true }, 2),
        "upheld" => (Ruling::SelfRectification { upheld: true }, 2),
        "undone" => (Ruling::SelfRectification { upheld: false }, 2),
        "surplus" | "found" | "wrong-board" => ruling_surplus(ws, w, line)?,
        "score" => ruling_score(ws, w, line)?,
        "intended" => (Ruling::Unintended { unintended: false }, 2),
        "lowest" => (
            Ruling::Replacement {
                class: ReplacementClass::LowestSameDenominations,
            },
            2,
        ),
        "neither" => (
            Ruling::Replacement {
                class: ReplacementClass::Neither,
            },
            2,
        ),
        "comparable" | "not-comparable" => ruling_comparable(w, table)?,
        "waive" => (Ruling::WaiveRectification, 2),
        "claimer-aware" | "claimer-unaware" | "class-average" | "class-expert" | "hand-shown"
        | "hand-not-shown" => ruling_claim_finding(w),
        "award" => ruling_award(ws, w, line, table, solver)?,
        "misinformation" => ruling_misinformation(ws, w, line)?,
        "dealt-by" => ruling_dealt_by(ws, w, line)?,
        "narrow" => ruling_narrow(ws, w, line)?,
        "specified" => ruling_specified(ws, w, line)?,
        "artificial" => ruling_artificial(ws, w, line, table)?,
        _ => {
            return Err(err(
                line,
                w.column,
                ScriptErrorKind::NotA {
                    word: w.text.to_string(),
                    expected: Expected::Ruling,
                },
            ))
        }
    })
}

/// Law 16D1: `director seen-by W CK`.
fn ruling_seen_by(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    let c = word_at(ws, 2, *w, line, Needs::Seat)?;
    let seat: Seat = parse_seat(c, line)?;
    let card = card_at(ws, 3, *w, line, Needs::Card)?;
    Ok((Ruling::CardSeenBy { seat, card }, 4))
}

/// The Director's findings about a claim (68C, 70C2, Law 70's footnote):
/// `claimer-aware`, `claimer-unaware`, `class-average`, `class-expert`,
/// `hand-shown`, `hand-not-shown`.
fn ruling_claim_finding(w: &Word<'_>) -> (Ruling, usize) {
    use crate::event::ClaimFinding as F;
    let finding = match w.text.to_ascii_lowercase().as_str() {
        "claimer-aware" => F::AwareOfTrumps { aware: true },
        "claimer-unaware" => F::AwareOfTrumps { aware: false },
        "class-average" => F::Class {
            class: crate::PlayerClass::Average,
        },
        "class-expert" => F::Class {
            class: crate::PlayerClass::Expert,
        },
        "hand-shown" => F::HandShown { shown: true },
        _ => F::HandShown { shown: false },
    };
    (Ruling::ClaimFinding { finding }, 2)
}

/// Chicago, App. 4 G: `director dealt-by E`.
fn ruling_dealt_by(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    let sw = word_at(ws, 2, *w, line, Needs::Seat)?;
    let seat: Seat = parse_seat(sw, line)?;
    Ok((Ruling::DealtOutOfTurn { seat }, 3))
}

/// Law 46B, Commentary Example 42: `director narrow CK CJ`.
fn ruling_narrow(
    ws: &[Word<'_>],
    w: &Word<'_>,
    line: usize,
) -> Result<(Ruling, usize), ScriptError> {
    let mut cards = tenace_core::Hand::EMPTY;
    for c in ws.iter().skip(2) {
        cards.insert(parse_card(*c, line)?);
    }
    if cards.is_empty() {
        return Err(err(
            line,
            w.column,
            ScriptErrorKind::Missing {
                word: "narrow".into(),
                what: Needs::Card,
            },
        ));
    }
    Ok((Ruling::NarrowDesignation { cards }, ws.len()))
}

/// A line that starts with a seat: that player's call, card or action.
fn line_seat_action(
    ws: &[Word<'_>],
    first: Word<'_>,
    content: &str,
    line: usize,
) -> Result<Vec<(Event, usize)>, ScriptError> {
    let seat: Seat = first.text.parse().map_err(|_| {
        err(
            line,
            first.column,
            ScriptErrorKind::UnknownWord(first.text.to_string()),
        )
    })?;
    let w = ws.get(1).copied().ok_or_else(|| {
        err(
            line,
            first.column,
            ScriptErrorKind::Missing {
                word: first.text.to_string(),
                what: Needs::Action,
            },
        )
    })?;
    let verb = w.text.to_ascii_lowercase();
    let s = SeatLine { ws, w, line, seat };
    let (event, used) = match verb.as_str() {
        "attention" => (Event::DrawAttention { seat }, 2),
        "accept" | "accepts" => (Event::Accept { seat }, 2),
        "decline" | "declines" => (Event::Decline { seat }, 2),
        "expose" | "exposes" => (
            Event::Expose {
                seat,
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        "spread" | "spreads" => (Event::SpreadHand { seat }, 2),
        "claim" | "claims" => seat_claim(&s, content)?,
        "concede" | "concedes" => seat_concede(&s)?,
        "show" | "shows" => seat_show(&s)?,
        "agree" | "agrees" => (Event::AgreeClaim { seat }, 2),
        "dispute" | "disputes" => (Event::DisputeClaim { seat }, 2),
        "object" | "objects" => (Event::ObjectToConcession { seat }, 2),
        "play-on" => (Event::AgreePlayOn { seat }, 2),
        // Rubber bridge, play after a disputed claim (RB 69, RB 70B).
        "draw-trumps" => (Event::ClaimTrumps { seat, draw: true }, 2),
        "leave-trumps" => (Event::ClaimTrumps { seat, draw: false }, 2),
        "reject" | "rejects" => (Event::RejectClaimPlay { seat }, 2),
        "face-hand" => (Event::FaceHand { seat }, 2),
        "review-auction" => (Event::ReviewAuction { seat }, 2),
        "ask-contract" => (Event::AskContract { seat }, 2),
        "alert" | "alerts" => (Event::Alert { seat }, 2),
        "explain" | "explains" => seat_explain(ws, content, seat)?,
        "explain-call" => seat_explain_call(ws, w, content, seat, line)?,
        "missing-card" => (Event::MissingCard { seat }, 2),
        "wrong-board" => (Event::WrongBoard { seat }, 2),
        // Law 13: `N incorrect-count S` — North held more than 13 cards,
        // South fewer.
        "incorrect-count" => (
            Event::IncorrectCardCount {
                over: seat,
                under: s.other_seat(Needs::Seat)?,
            },
            3,
        ),
        "withdraw" | "withdraws" => (
            Event::WithdrawCall {
                seat,
                withdraw: true,
            },
            2,
        ),
        "keep" | "keeps" => (
            Event::WithdrawCall {
                seat,
                withdraw: false,
            },
            2,
        ),
        // Law 25A: `N unintended 1H` — North meant 1H.
        "unintended" => (
            Event::Unintended {
                seat,
                intended: s.call(Needs::IntendedCall)?,
            },
            3,
        ),
        "change" | "changes" => (
            Event::ChangeCall {
                seat,
                call: s.call(Needs::Call)?,
            },
            3,
        ),
        "require" | "requires" | "forbid-suits" | "no-option" => seat_require(&s, &verb)?,
        "highest" | "lowest" | "play-suit" | "not-suit" => seat_highest(&s, &verb)?,
        "prohibit" | "forbid" => seat_prohibit(&s)?,
        "question" | "questions" => super::inputs::seat_question(ws, seat, line)?,
        "answer" | "answers" => super::inputs::seat_answer(ws, w, content, seat, line)?,
        _ => match seat_play_verb(&s, &verb)? {
            Some(parsed) => parsed,
            // A call or a card.
            None => {
                if let Ok(call) = w.text.parse::<AttemptedCall>() {
                    (Event::Call { seat, call }, 2)
                } else if let Ok(card) = w.text.parse::<Card>() {
                    (Event::Play { seat, card }, 2)
                } else {
                    return Err(err(
                        line,
                        w.column,
                        ScriptErrorKind::NotA {
                            word: w.text.to_string(),
                            expected: Expected::CallCardOrAction,
                        },
                    ));
                }
            }
        },
    };
    expect_end(ws, used, line)?;
    Ok(vec![(event, first.column)])
}

/// The verbs of the play period on a seat's line (a card led or played,
/// the rectifications of the play, dummy's actions), read into an event
/// and the words used; `None` when the verb is none of these.
fn seat_play_verb(s: &SeatLine<'_, '_>, verb: &str) -> Result<Option<(Event, usize)>, ScriptError> {
    let seat = s.seat;
    Ok(Some(match verb {
        "lead" | "leads" | "play" | "plays" => (
            Event::Play {
                seat,
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        "facedown" => (
            Event::FaceDownLead {
                seat,
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        "multiple" => seat_multiple(s)?,
        "designate" | "designates" => seat_designate(s)?,
        "retract" | "retracts" => seat_retract(s)?,
        // Law 61B: `S asks N` whether he has a card of the suit led.
        "asks" | "ask" => (
            Event::RevokeInquiry {
                seat,
                asked: s.other_seat(Needs::SeatAsked)?,
            },
            3,
        ),
        "wrong" => seat_wrong(s)?,
        // Law 67: `W extra C5` went to the last trick with his card.
        "extra" => (
            Event::ExtraCard {
                seat,
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        // Law 46B5: `W designates-dummy D6`.
        "designates-dummy" => (
            Event::DefenderDesignates {
                seat,
                card: s.card(Needs::DummysCard)?,
            },
            3,
        ),
        "violates" => (Event::DummyViolation { seat }, 2),
        "warns" => (Event::DummyWarnsLead { seat }, 2),
        "lead-from" => (
            Event::ChooseLeadingHand {
                seat,
                hand: s.other_seat(Needs::Seat)?,
            },
            3,
        ),
        "fails" | "omits" => (Event::FailToPlay { seat }, 2),
        // Law 67B1: `W places D4` among his played cards.
        "places" | "place" => (
            Event::PlaceOmittedCard {
                seat,
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        "means" => seat_means(s)?,
        "penalty-card" => {
            // Law 51A: declarer `N penalty-card HK` names the defender's
            // penalty card played at this turn; `any` leaves it to him
            // (RB 50 only).
            let c = s.word(Needs::Card)?;
            let card = if c.text.eq_ignore_ascii_case("any") {
                None
            } else {
                Some(s.card(Needs::Card)?)
            };
            (Event::DesignatePenaltyCard { seat, card }, 3)
        }
        "unprompted" => (
            Event::DummyPlay {
                card: s.card(Needs::Card)?,
            },
            3,
        ),
        _ => return Ok(None),
    }))
}

/// `SEAT claim …`: the event and how many words of the line it used.
fn seat_claim(s: &SeatLine<'_, '_>, content: &str) -> Parsed {
    // `S claim 10 cash SA SK, then run clubs`: the rest of the
    // line is the statement (docs/claims.md).
    let tricks = s.tricks(0, Needs::TricksClaimed)?;
    let statement = s.ws.get(3).map_or(String::new(), |w3| {
        content[byte_offset(content, w3.column)..]
            .trim()
            .to_string()
    });
    Ok((
        Event::Claim {
            seat: s.seat,
            tricks,
            statement,
        },
        s.ws.len(),
    ))
}

/// `SEAT explain-call N …`: the explanation (or its correction) of call N
/// of the auction (counting from 1, cancelled calls included); the rest of
/// the line is the text.
fn seat_explain_call(
    ws: &[Word<'_>],
    w: Word<'_>,
    content: &str,
    seat: Seat,
    line: usize,
) -> Result<(Event, usize), ScriptError> {
    let n = word_at(ws, 2, w, line, Needs::CallAndExplanation)?;
    let record = super::inputs::number(n, line)?;
    let text = ws.get(3).map_or(String::new(), |w3| {
        content[byte_offset(content, w3.column)..]
            .trim()
            .to_string()
    });
    Ok((
        Event::ExplainCall {
            seat,
            record: Some(record - 1),
            text,
        },
        ws.len(),
    ))
}

/// `SEAT explain …`: the event and how many words of the line it used.
fn seat_explain(ws: &[Word<'_>], content: &str, seat: Seat) -> Result<(Event, usize), ScriptError> {
    Ok({
        // Law 20F1: `S explain Stayman, asks for a major` — the
        // rest of the line explains partner's last call.
        let text = ws.get(2).map_or(String::new(), |w2| {
            content[byte_offset(content, w2.column)..]
                .trim()
                .to_string()
        });
        (
            Event::ExplainCall {
                seat,
                record: None,
                text,
            },
            ws.len(),
        )
    })
}
