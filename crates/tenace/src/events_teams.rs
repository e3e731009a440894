//! `tenace match`, `tenace swiss`, `tenace knockout` and `tenace
//! round-robin`: team events (docs/events.md), rendered through the
//! catalogue.

use tenace_i18n::{Arg, Catalog};

/// A team match that cannot be scored, in the reader's language.
pub fn match_error(cat: &Catalog, e: &tenace_events::matches::MatchError) -> String {
    use tenace_events::matches::MatchError;
    match e {
        MatchError::Json(d) => {
            cat.message("error-match-json", &[("detail", Arg::from(d.as_str()))])
        }
        MatchError::NoBoards => cat.text("error-match-no-boards"),
        MatchError::BoardTwice(b) => cat.message(
            "error-match-board-twice",
            &[("board", Arg::from(usize::from(*b)))],
        ),
        MatchError::Room { board, error } => cat.message(
            "error-match-room",
            &[
                ("board", Arg::from(usize::from(*board))),
                (
                    "error",
                    Arg::from(crate::errors::scoring(
                        cat,
                        &tenace_score::ScoringError::Field(error.clone()),
                    )),
                ),
            ],
        ),
        MatchError::Split(b) => cat.message(
            "error-match-split",
            &[
                ("board", Arg::from(usize::from(*b))),
                (
                    "law",
                    Arg::from(cat.law(tenace_laws::LawRef::new("12C1(e)"))),
                ),
            ],
        ),
        MatchError::Percent(b) => cat.message(
            "error-match-percent",
            &[("board", Arg::from(usize::from(*b)))],
        ),
        MatchError::TwoArtificial(b) => cat.message(
            "error-match-two-artificial",
            &[("board", Arg::from(usize::from(*b)))],
        ),
    }
}

/// `tenace match FILE`: a two-table team match.
pub fn team_match(cat: &Catalog, file: &std::path::Path, json: bool) -> Result<String, String> {
    use tenace_events::matches::{parse, score, MatchError};
    let text = crate::errors::read_text(cat, file)?;
    let fail = |e: &MatchError| format!("{}: {}", file.display(), match_error(cat, e));
    let m = parse(&text).map_err(|e| fail(&e))?;
    let r = score(&m).map_err(|e| fail(&e))?;
    if json {
        return crate::to_json(&r);
    }
    let [a, b] = &r.teams;
    let mut out = String::new();
    if let Some(e) = &r.event {
        out.push_str(e);
        out.push('\n');
    }
    out.push_str(&cat.message(
        "match-heading",
        &[("a", Arg::from(a.as_str())), ("b", Arg::from(b.as_str()))],
    ));
    out.push('\n');
    for l in &r.boards {
        let number = |v: f64| tenace_score::field::trim_number(v);
        let balanced = (l.imps + l.imps_b).abs() < 1e-9;
        let swing = if !balanced {
            cat.message(
                "match-swing-unbalanced",
                &[
                    ("a", Arg::from(a.as_str())),
                    ("b", Arg::from(b.as_str())),
                    ("ia", Arg::from(number(l.imps))),
                    ("ib", Arg::from(number(l.imps_b))),
                ],
            )
        } else if l.imps.abs() < 1e-9 {
            cat.text("match-no-swing")
        } else {
            let n = l.imps.abs();
            let imps = if n.fract() == 0.0 {
                Arg::from(n as usize)
            } else {
                Arg::from(number(n))
            };
            cat.message(
                "match-swing",
                &[
                    ("imps", imps),
                    (
                        "team",
                        Arg::from(if l.imps > 0.0 { a.as_str() } else { b.as_str() }),
                    ),
                ],
            )
        };
        out.push_str(&cat.message(
            "match-board",
            &[
                ("board", Arg::from(usize::from(l.board))),
                ("open", Arg::from(l.open.as_str())),
                ("closed", Arg::from(l.closed.as_str())),
                ("swing", Arg::from(swing)),
            ],
        ));
        out.push('\n');
    }
    let imps = |v: f64| Arg::from(format!("{v}"));
    out.push_str(&cat.message(
        "match-imps",
        &[
            ("a", Arg::from(a.as_str())),
            ("b", Arg::from(b.as_str())),
            ("ia", imps(r.imps[0])),
            ("ib", imps(r.imps[1])),
        ],
    ));
    out.push('\n');
    if let Some([va, vb]) = r.vps {
        let vp = |h: u32| Arg::from(format!("{}.{:02}", h / 100, h % 100));
        out.push_str(&cat.message(
            "match-vps",
            &[
                ("a", Arg::from(a.as_str())),
                ("b", Arg::from(b.as_str())),
                ("va", vp(va)),
                ("vb", vp(vb)),
            ],
        ));
    } else {
        if r.carry_over != 0.0 {
            out.push_str(&cat.message("match-carry-over", &[("imps", imps(r.carry_over))]));
            out.push('\n');
        }
        out.push_str(&match r.winner {
            Some(w) => cat.message("match-winner", &[("team", Arg::from(r.teams[w].as_str()))]),
            None => cat.text("match-tie"),
        });
    }
    out.push('\n');
    Ok(out)
}

/// `tenace swiss FILE`: the next round of a Swiss.
pub fn swiss(cat: &Catalog, file: &std::path::Path, json: bool) -> Result<String, String> {
    use tenace_events::teams::{swiss_next, SwissError, SwissFile};
    let text = crate::errors::read_text(cat, file)?;
    let f: SwissFile = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}: {}",
            file.display(),
            cat.message("error-swiss-json", &[("detail", Arg::from(e.to_string()))])
        )
    })?;
    let draw = swiss_next(&f).map_err(|e| {
        let msg = match e {
            SwissError::Twice(c) => {
                cat.message("error-swiss-twice", &[("id", Arg::from(usize::from(c)))])
            }
            SwissError::NoBye => cat.text("error-swiss-no-bye"),
            SwissError::TooFew => cat.text("error-swiss-too-few"),
        };
        format!("{}: {msg}", file.display())
    })?;
    if json {
        return crate::to_json(&draw);
    }
    let name = |id: u16| {
        f.contestants
            .iter()
            .find(|c| c.id == id)
            .and_then(|c| c.name.clone())
            .map_or_else(|| id.to_string(), |n| format!("{id} {n}"))
    };
    let mut out = String::new();
    for (i, &(a, b)) in draw.matches.iter().enumerate() {
        out.push_str(&cat.message(
            "swiss-match",
            &[
                ("table", Arg::from(i + 1)),
                ("a", Arg::from(name(a))),
                ("b", Arg::from(name(b))),
            ],
        ));
        out.push('\n');
    }
    if let Some(b) = draw.bye {
        out.push_str(&cat.message("swiss-bye", &[("who", Arg::from(name(b)))]));
        out.push('\n');
    }
    if draw.repeats > 0 {
        out.push_str(&cat.message("swiss-repeats", &[("count", Arg::from(draw.repeats))]));
        out.push('\n');
    }
    Ok(out)
}

/// The largest knockout or round robin the commands draw.
const MAX_TEAMS: u16 = 256;

fn check_teams(cat: &Catalog, teams: u16) -> Result<(), String> {
    if (2..=MAX_TEAMS).contains(&teams) {
        Ok(())
    } else {
        Err(cat.message(
            "error-teams-count",
            &[
                ("teams", Arg::from(usize::from(teams))),
                ("max", Arg::from(usize::from(MAX_TEAMS))),
            ],
        ))
    }
}

/// `tenace knockout`: the first round of the bracket (events.md §4.3).
pub fn knockout(cat: &Catalog, teams: u16, json: bool) -> Result<String, String> {
    check_teams(cat, teams)?;
    let n = usize::from(teams);
    let first = tenace_events::teams::knockout_first_round(n);
    if json {
        #[derive(serde::Serialize)]
        struct Match {
            #[serde(rename = "match")]
            number: usize,
            high: usize,
            low: Option<usize>,
        }
        #[derive(serde::Serialize)]
        struct Bracket {
            teams: usize,
            places: usize,
            matches: Vec<Match>,
        }
        let matches = first
            .iter()
            .enumerate()
            .map(|(i, &(high, low))| Match {
                number: i + 1,
                high,
                low,
            })
            .collect();
        return crate::to_json(&Bracket {
            teams: n,
            places: n.next_power_of_two(),
            matches,
        });
    }
    let mut out = cat.message(
        "knockout-heading",
        &[
            ("teams", Arg::from(n)),
            ("places", Arg::from(n.next_power_of_two())),
        ],
    );
    out.push('\n');
    for (i, &(high, low)) in first.iter().enumerate() {
        let line = match low {
            Some(low) => cat.message(
                "knockout-match",
                &[
                    ("match", Arg::from(i + 1)),
                    ("high", Arg::from(high)),
                    ("low", Arg::from(low)),
                ],
            ),
            None => cat.message(
                "knockout-bye",
                &[("match", Arg::from(i + 1)), ("high", Arg::from(high))],
            ),
        };
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// `tenace round-robin`: every round's matches (events.md §4.2).
pub fn round_robin(cat: &Catalog, teams: u16, json: bool) -> Result<String, String> {
    check_teams(cat, teams)?;
    let rounds = tenace_events::teams::round_robin(teams);
    if json {
        #[derive(serde::Serialize)]
        struct Round {
            round: usize,
            matches: Vec<[u16; 2]>,
            bye: Option<u16>,
        }
        let out: Vec<Round> = rounds
            .iter()
            .enumerate()
            .map(|(i, r)| Round {
                round: i + 1,
                matches: r.iter().map(|&(a, b)| [a, b]).collect(),
                bye: sitting_out(teams, r),
            })
            .collect();
        return crate::to_json(&serde_json::json!({ "teams": teams, "rounds": out }));
    }
    let mut out = String::new();
    for (i, r) in rounds.iter().enumerate() {
        let matches: Vec<String> = r.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        out.push_str(&cat.message(
            "round-robin-round",
            &[
                ("round", Arg::from(i + 1)),
                ("matches", Arg::from(matches.join("  "))),
            ],
        ));
        if let Some(bye) = sitting_out(teams, r) {
            out.push_str("  ");
            out.push_str(&cat.message("round-robin-bye", &[("team", Arg::from(usize::from(bye)))]));
        }
        out.push('\n');
    }
    Ok(out)
}

/// The team not in any of a round's matches (odd numbers only).
fn sitting_out(teams: u16, round: &[(u16, u16)]) -> Option<u16> {
    (1..=teams).find(|t| !round.iter().any(|&(a, b)| a == *t || b == *t))
}
