//! The errors of the scoring and format crates, as the command shows them,
//! through the catalogue.
//!
//! Each match is exhaustive over the error's variants, so a new variant
//! does not compile until it has a message. A reason the crates give only
//! as text of their own (serde_json's description of bad JSON, an
//! operating-system error) is shown as they wrote it.

use tenace_formats::FormatError;
use tenace_i18n::{Arg, Catalog};
use tenace_score::config::OptionsError;
use tenace_score::field::FieldError;
use tenace_score::field::RowProblem;
use tenace_score::field::{AdjustedProblem, CsvProblem};
use tenace_score::rubber::{
    DealError, HonoursKind, Law78Refusal, LineProblem, PadError, PadKind, PadOptionsProblem,
    Repeated, RubberError,
};
use tenace_score::ScoreParseError;
use tenace_score::ScoringError;

/// A contract result (`tenace score`) that cannot be read.
pub fn score_parse(cat: &Catalog, e: &ScoreParseError) -> String {
    use ScoreParseError as E;
    let text = |t: &String| Arg::from(t.as_str());
    match e {
        E::Contract { text: t, source } => cat.message(
            "error-score-contract",
            &[
                ("text", text(t)),
                ("reason", cat.contract_parse_error(source).into()),
            ],
        ),
        E::MissingResult { text: t } => {
            cat.message("error-score-missing-result", &[("text", text(t))])
        }
        E::BadResult { text: t, result } => cat.message(
            "error-score-bad-result",
            &[("text", text(t)), ("result", result.as_str().into())],
        ),
        E::TooManyTricks {
            text: t,
            bid,
            need,
            outcome,
            tricks,
        } => cat.message(
            "error-score-too-many-tricks",
            &[
                ("text", text(t)),
                ("bid", bid.to_string().into()),
                ("need", (*need).into()),
                ("outcome", outcome.as_str().into()),
                ("tricks", (*tricks).into()),
            ],
        ),
        E::TooManyUndertricks { text: t, bid, need } => cat.message(
            "error-score-too-many-undertricks",
            &[
                ("text", text(t)),
                ("bid", bid.to_string().into()),
                ("need", (*need).into()),
            ],
        ),
        E::DownZero { text: t } => cat.message("error-score-down-zero", &[("text", text(t))]),
    }
}

/// A results file that cannot be read. What is wrong with the JSON is
/// serde_json's own description.
fn field(cat: &Catalog, e: &FieldError) -> String {
    use FieldError as F;
    let word = |key: &str, w: &str| cat.message(key, &[("word", w.into())]);
    match e {
        F::Json(m) => cat.message("error-field-json", &[("reason", m.as_str().into())]),
        F::Csv { line, problem } => cat.message(
            "error-field-csv",
            &[
                ("line", (*line).into()),
                ("reason", csv_problem(cat, problem).into()),
            ],
        ),
        // Either of two columns: "result` or `score".
        F::MissingColumn(c) => word(
            "error-field-missing-column",
            &c.replace("` or `", &cat.text("error-field-or")),
        ),
        F::UnknownColumn(c) => word(
            "error-field-unknown-column",
            &tenace_score::field::one_line(c),
        ),
        F::DuplicateColumn(c) => word("error-field-duplicate-column", c),
        F::NoResults => cat.text("error-field-no-results"),
        F::Row {
            row,
            board,
            problem,
        } => {
            let reason = Arg::from(row_problem(cat, problem));
            match board {
                Some(b) => cat.message(
                    "error-field-row-board",
                    &[
                        ("row", (*row).into()),
                        ("board", b.to_string().into()),
                        ("reason", reason),
                    ],
                ),
                None => cat.message(
                    "error-field-row",
                    &[("row", (*row).into()), ("reason", reason)],
                ),
            }
        }
        F::Penalty { index, problem } => cat.message(
            "error-field-penalty",
            &[
                ("index", (*index).into()),
                ("reason", row_problem(cat, problem).into()),
            ],
        ),
    }
}

/// What is wrong with one line of a CSV results file (`error-csv-` + the
/// variant in kebab case).
pub fn csv_problem(cat: &Catalog, p: &CsvProblem) -> String {
    use CsvProblem as C;
    let t = |key: &str, v: &str| cat.message(key, &[("text", v.into())]);
    match p {
        C::FieldCount { found, header } => cat.message(
            "error-csv-field-count",
            &[("found", (*found).into()), ("header", (*header).into())],
        ),
        C::BadBoard(v) => t("error-csv-bad-board", v),
        C::NoBoard => cat.text("error-csv-no-board"),
        C::BadScore(v) => t("error-csv-bad-score", v),
        C::UnclosedQuote => cat.text("error-csv-unclosed-quote"),
        C::AfterQuote(c) => t("error-csv-after-quote", &c.to_string()),
    }
}

/// Why an adjusted score cannot be read (`error-adjusted-` + the variant in
/// kebab case; a split score's result is the row problem itself).
pub fn adjusted_problem(cat: &Catalog, p: &AdjustedProblem) -> String {
    use AdjustedProblem as A;
    let t = |key: &str, v: &str| cat.message(key, &[("text", v.into())]);
    match p {
        A::NsTwice => cat.text("error-adjusted-ns-twice"),
        A::EwTwice => cat.text("error-adjusted-ew-twice"),
        A::PartWithoutSide => cat.text("error-adjusted-part-without-side"),
        A::NeedBoth => cat.text("error-adjusted-need-both"),
        A::NotArtificial => cat.text("error-adjusted-not-artificial"),
        A::NeedEachSide => cat.text("error-adjusted-need-each-side"),
        A::SplitOneSide => cat.text("error-adjusted-split-one-side"),
        A::SplitPart(v) => t("error-adjusted-split-part", v),
        A::SplitResult(problem) => row_problem(cat, problem),
        A::SplitTag(v) => t("error-adjusted-split-tag", v),
        A::SplitTwice(v) => t("error-adjusted-split-twice", v),
        A::SplitIncomplete { side } => cat.message(
            "error-adjusted-split-incomplete",
            &[("side", (*side).into())],
        ),
        A::Empty => cat.text("error-adjusted-empty"),
        A::Weight(v) => t("error-adjusted-weight", v),
        A::Component { text, problem } => cat.message(
            "error-adjusted-component",
            &[
                ("text", text.as_str().into()),
                ("reason", row_problem(cat, problem).into()),
            ],
        ),
    }
}

/// Why pad options are refused (`error-options-` + the variant in kebab
/// case).
pub fn pad_options(cat: &Catalog, p: &PadOptionsProblem) -> String {
    match p {
        PadOptionsProblem::FourthDealBonus(v) => cat.message(
            "error-options-fourth-deal-bonus",
            &[("value", v.to_string().into())],
        ),
    }
}

/// What is wrong with one row of a results file (`row-` + the variant in
/// kebab case; the English is the variant's own text).
pub fn row_problem(cat: &Catalog, p: &RowProblem) -> String {
    use RowProblem as P;
    let t = |key: &str, v: &String| cat.message(key, &[("text", v.as_str().into())]);
    match p {
        P::BoardZero => cat.text("error-row-board-zero"),
        P::SamePair(v) => t("error-row-same-pair", v),
        P::EmptyPair => cat.text("error-row-empty-pair"),
        P::PairTwice { pair, board } => cat.message(
            "error-row-pair-twice",
            &[
                ("pair", pair.as_str().into()),
                ("board", board.to_string().into()),
            ],
        ),
        P::Empty => cat.text("error-row-empty"),
        P::ScoreAndContract => cat.text("error-row-score-and-contract"),
        P::ScoreNotMultipleOfTen(n) => cat.message(
            "error-row-score-not-multiple-of-ten",
            &[("score", n.to_string().into())],
        ),
        P::Contract(e) => score_parse(cat, e),
        P::BadContract(v) => t("error-row-bad-contract", v),
        P::ExtraWord { text, extra } => cat.message(
            "error-row-extra-word",
            &[
                ("text", text.as_str().into()),
                ("extra", extra.as_str().into()),
            ],
        ),
        P::MissingDeclarer(v) => t("error-row-missing-declarer", v),
        P::BadDeclarer(v) => t("error-row-bad-declarer", v),
        P::MissingResult(v) => t("error-row-missing-result", v),
        P::BadTricks(v) => t("error-row-bad-tricks", v),
        P::PassWithResult(v) => t("error-row-pass-with-result", v),
        P::BadVulnerability(v) => t("error-row-bad-vulnerability", v),
        P::BadAdjusted { text, reason } => cat.message(
            "error-row-bad-adjusted",
            &[
                ("text", text.as_str().into()),
                ("reason", adjusted_problem(cat, reason).into()),
            ],
        ),
        P::WeightsSum { side, sum } => cat.message(
            "error-row-weights-sum",
            &[("side", (*side).into()), ("sum", sum.to_string().into())],
        ),
        P::BadPenalty(v) => t("error-row-bad-penalty", v),
        P::PenaltyWithoutPair => cat.text("error-row-penalty-without-pair"),
        P::UnknownPenaltyPair(v) => t("error-row-unknown-penalty-pair", v),
    }
}

/// Why RB 78 refuses a correction.
fn law78(cat: &Catalog, r: &Law78Refusal) -> String {
    cat.text(match r {
        Law78Refusal::NetScoreAgreed => "error-law78-net-score-agreed",
        Law78Refusal::TricksAfterNextDeal => "error-law78-tricks-after-next-deal",
    })
}

/// Scoring options outside the limits the Laws set.
fn options(cat: &Catalog, e: &OptionsError) -> String {
    use tenace_laws::LawRef;
    use OptionsError as O;
    let n = |v: &f64| Arg::from(v.to_string());
    let law = || Arg::from(cat.law(LawRef::new("12C2(a)")));
    match e {
        O::AveragePlusTooLow(v) => cat.message(
            "error-options-average-plus",
            &[("value", n(v)), ("law", law())],
        ),
        O::AverageMinusTooHigh(v) => cat.message(
            "error-options-average-minus",
            &[("value", n(v)), ("law", law())],
        ),
        O::NotAPercentage { name, value } => cat.message(
            "error-options-not-a-percentage",
            &[("name", (*name).into()), ("value", n(value))],
        ),
        O::NotFinite { name, value } => cat.message(
            "error-options-not-finite",
            &[("name", (*name).into()), ("value", n(value))],
        ),
        O::TrimTooLarge(v) => cat.message("error-options-trim", &[("value", n(v))]),
        O::ExpectedScoresZero => cat.text("error-options-expected-scores"),
        O::VpScale => cat.text("error-options-vp-scale"),
    }
}

/// A results file (`tenace matchpoints`, `tenace imps-field`) that cannot
/// be scored.
pub fn scoring(cat: &Catalog, e: &ScoringError) -> String {
    use ScoringError as E;
    let at = |row: &usize, board: &u32| {
        [
            ("row", Arg::from(*row)),
            ("board", Arg::from(board.to_string())),
        ]
    };
    match e {
        E::Field(f) => field(cat, f),
        E::Options(o) => cat.message("error-options", &[("reason", options(cat, o).into())]),
        E::ImpsInMatchpoints { row, board } => {
            cat.message("error-scoring-imps-in-matchpoints", &at(row, board))
        }
        E::PercentInImps { row, board } => {
            cat.message("error-scoring-percent-in-imps", &at(row, board))
        }
        E::PenaltyUnit {
            index,
            unit,
            method,
        } => cat.message(
            "error-scoring-penalty-unit",
            &[
                ("index", (*index).into()),
                ("unit", format!("{unit:?}").into()),
                ("method", (*method).into()),
            ],
        ),
        E::ArtificialInTotalPoints { row, board } => {
            let mut args = at(row, board).to_vec();
            args.push(("law", cat.law(tenace_laws::LawRef::new("78C")).into()));
            cat.message("error-scoring-artificial-in-total-points", &args)
        }
    }
}

/// A deal result that cannot have happened.
fn deal_error(cat: &Catalog, e: &DealError) -> String {
    match e {
        DealError::TooManyTricks { tricks } => cat.message(
            "error-deal-too-many-tricks",
            &[("tricks", (*tricks).into())],
        ),
        DealError::Transferred {
            tricks,
            transferred,
            in_play,
        } => cat.message(
            "error-deal-transferred",
            &[
                ("tricks", (*tricks).into()),
                ("transferred", format!("{transferred:+}").into()),
                ("in_play", (*in_play).into()),
            ],
        ),
        DealError::HonoursStrain { kind, bid } => cat.message(
            "error-deal-honours-strain",
            &[
                (
                    "kind",
                    cat.text(match kind {
                        HonoursKind::FourTrumpHonours => "error-honours-four-trump",
                        HonoursKind::FiveTrumpHonours => "error-honours-five-trump",
                        HonoursKind::FourAces => "error-honours-four-aces",
                    })
                    .into(),
                ),
                ("bid", bid.to_string().into()),
                (
                    "reason",
                    cat.text(if *kind == HonoursKind::FourAces {
                        "error-honours-aces-only-notrump"
                    } else {
                        "error-honours-notrump-only-aces"
                    })
                    .into(),
                ),
            ],
        ),
    }
}

/// What is wrong with a line of a rubber or Chicago results file.
fn line_problem(cat: &Catalog, p: &LineProblem) -> String {
    use LineProblem as P;
    let word = |key: &str, w: &String| cat.message(key, &[("word", w.as_str().into())]);
    match p {
        P::Side(w) => word("error-pad-line-side", w),
        P::Seat(w) => word("error-pad-line-seat", w),
        P::Contract(c) => score_parse(cat, c),
        P::MissingContract => cat.text("error-pad-line-missing-contract"),
        P::Unknown(w) => word("error-pad-line-unknown", w),
        P::HonoursHolder(w) => word("error-pad-line-honours-holder", w),
        P::Transferred(w) => word("error-pad-line-transferred", w),
        P::Repeated(what) => cat.message(
            "error-pad-line-repeated",
            &[(
                "what",
                match what {
                    Repeated::Honours => "honours",
                    Repeated::TransferredTricks => "transferred",
                }
                .into(),
            )],
        ),
        P::Deal(d) => deal_error(cat, d),
        // What the word needs is the reader's own description: the ones
        // the catalogue knows are translated, another is shown as written.
        P::Argument { word, expected } => cat.message(
            "error-pad-line-argument",
            &[
                ("word", word.as_str().into()),
                ("expected", pad_expected(cat, expected).into()),
            ],
        ),
        P::TooLate(w) => word("error-pad-line-too-late", w),
        P::RepeatedSetting(w) => word("error-pad-line-repeated-setting", w),
        P::DealNumber(w) => word("error-pad-line-deal-number", w),
        P::Trailing(w) => word("error-script-trailing", w),
    }
}

/// What a score-pad word needs, as the reader wrote it, with its key.
const PAD_EXPECTED: &[(&str, &str)] = &[
    ("a side (NS or EW)", "error-pad-expected-side"),
    ("a seat (N, E, S or W)", "error-pad-expected-seat"),
    (
        "a deal number and the corrected deal, e.g. `correct 3 NS 4S=`",
        "error-pad-expected-correction",
    ),
    (
        "the corrected deal after the number, e.g. `correct 3 NS 4S=`",
        "error-pad-expected-corrected-deal",
    ),
];

fn pad_expected(cat: &Catalog, expected: &str) -> String {
    match PAD_EXPECTED.iter().find(|(text, _)| *text == expected) {
        Some((_, key)) => cat.text(key),
        None => expected.to_string(),
    }
}

fn pad_error(cat: &Catalog, e: &PadError) -> String {
    use PadError as E;
    match e {
        E::Deal { number, source } => cat.message(
            "error-pad-deal",
            &[
                ("number", (*number).into()),
                ("reason", deal_error(cat, source).into()),
            ],
        ),
        E::RubberOver { ended_with, winner } => cat.message(
            "error-pad-rubber-over",
            &[
                ("number", (*ended_with).into()),
                ("side", cat.side(*winner).into()),
            ],
        ),
        E::ChicagoOver => cat.text("error-pad-chicago-over"),
        E::Stopped { kind } => cat.message(
            "error-pad-stopped",
            &[(
                "kind",
                match kind {
                    PadKind::Chicago => "chicago",
                    PadKind::Rubber => "rubber",
                }
                .into(),
            )],
        ),
        E::AlreadyComplete => cat.text("error-pad-already-complete"),
        E::NoSuchDeal { number, count } => cat.message(
            "error-pad-no-such-deal",
            &[("number", (*number).into()), ("count", (*count).into())],
        ),
        E::Correction { number, source } => cat.message(
            "error-pad-correction",
            &[
                ("number", (*number).into()),
                ("reason", pad_error(cat, source).into()),
            ],
        ),
        E::Law78 { number, source } => cat.message(
            "error-pad-law78",
            &[
                ("number", (*number).into()),
                ("reason", law78(cat, source).into()),
            ],
        ),
        E::TooManyDeals { max } => {
            cat.message("error-pad-too-many-deals", &[("max", (*max).into())])
        }
        E::Options(o) => cat.message("error-options", &[("reason", pad_options(cat, o).into())]),
    }
}

/// A score pad (`tenace rubber`) that cannot be kept.
pub fn rubber(cat: &Catalog, e: &RubberError) -> String {
    match e {
        RubberError::Parse {
            line,
            column,
            text: _,
            problem,
        } => {
            let what = line_problem(cat, problem);
            cat.message(
                "error-script-at",
                &[
                    ("line", (*line).into()),
                    ("column", (*column).into()),
                    ("what", what.into()),
                ],
            )
        }
        RubberError::Pad { line, source } => cat.message(
            "error-at-line",
            &[
                ("line", (*line).into()),
                ("what", pad_error(cat, source).into()),
            ],
        ),
        RubberError::Options(o) => {
            cat.message("error-options", &[("reason", pad_options(cat, o).into())])
        }
    }
}

/// A file `tenace convert` cannot read or write.
/// Why a file could not be read or written: the system's own words in
/// English; in other languages a short reason from the kind of failure,
/// with the system's words after it.
pub fn io_reason(cat: &Catalog, kind: std::io::ErrorKind, detail: &str) -> String {
    use std::io::ErrorKind as K;
    if cat.lang() == tenace_i18n::Lang::En {
        return detail.to_string();
    }
    let key = match kind {
        K::NotFound => "error-io-not-found",
        K::PermissionDenied => "error-io-permission-denied",
        K::IsADirectory => "error-io-is-a-directory",
        K::InvalidData => "error-io-invalid-data",
        K::AlreadyExists => "error-io-already-exists",
        _ => "error-io-other",
    };
    cat.message(
        "error-io-reason",
        &[("reason", cat.text(key).into()), ("detail", detail.into())],
    )
}

/// Reads a whole text file of at most
/// [`tenace_formats::stream::MAX_TEXT_FILE_BYTES`]; the error names the
/// file and, in languages other than English, gives a short reason before
/// the system's words. A directory, a FIFO or a device is refused.
pub fn read_text(cat: &Catalog, path: &std::path::Path) -> Result<String, String> {
    use tenace_formats::stream::{read_limited, InputError, MAX_TEXT_FILE_BYTES};
    let bytes = read_limited(path, MAX_TEXT_FILE_BYTES).map_err(|e| input(cat, &e))?;
    String::from_utf8(bytes).map_err(|_| {
        let source = std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        );
        input(
            cat,
            &InputError::Io {
                path: path.to_path_buf(),
                source,
            },
        )
    })
}

/// An options file that is not the JSON expected: the file and serde's
/// words in English; in other languages a short reason and the place
/// first, with serde's words after them.
pub fn json_options(cat: &Catalog, path: &std::path::Path, e: &serde_json::Error) -> String {
    if cat.lang() == tenace_i18n::Lang::En {
        return format!("{}: {e}", path.display());
    }
    use serde_json::error::Category as C;
    let key = match e.classify() {
        C::Io => "error-json-io",
        C::Syntax => "error-json-syntax",
        C::Data => "error-json-data",
        C::Eof => "error-json-eof",
    };
    cat.message(
        key,
        &[
            ("path", path.display().to_string().into()),
            ("line", e.line().to_string().into()),
            ("column", e.column().to_string().into()),
            ("detail", e.to_string().into()),
        ],
    )
}

/// [`io_reason`] of an I/O error.
pub fn io_error(cat: &Catalog, e: &std::io::Error) -> String {
    io_reason(cat, e.kind(), &e.to_string())
}

pub fn format(cat: &Catalog, e: &FormatError) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        FormatError::Read { path: p, source } => cat.message(
            "error-format-read",
            &[("path", path(p)), ("reason", io_error(cat, source).into())],
        ),
        FormatError::Write { path: p, source } => cat.message(
            "error-format-write",
            &[("path", path(p)), ("reason", io_error(cat, source).into())],
        ),
        FormatError::UnknownFormat { path: p } => {
            cat.message("error-format-unknown", &[("path", path(p))])
        }
        FormatError::NothingRead {
            path: p,
            errors,
            first,
        } => cat.message(
            "error-format-nothing-read",
            &[
                ("path", path(p)),
                ("errors", (*errors).into()),
                (
                    "first",
                    crate::replay_notes::record_error(cat, first).into(),
                ),
            ],
        ),
        FormatError::NotAFile { path: p, kind } => cat.message(
            "error-input-not-a-file",
            &[("path", path(p)), ("kind", file_kind(cat, *kind).into())],
        ),
        FormatError::TooLarge { path: p, limit } => cat.message(
            "error-input-too-large",
            &[("path", path(p)), ("limit", size(*limit).into())],
        ),
        FormatError::GameTooLarge {
            path: p,
            line,
            limit,
        } => cat.message(
            "error-input-game-too-large",
            &[
                ("path", path(p)),
                ("line", (*line).into()),
                ("limit", size(*limit as u64).into()),
            ],
        ),
    }
}

/// A size limit in words: whole mebibytes as `16 MiB`.
fn size(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{bytes} B")
    }
}

/// What a path names when it is not a file (`error-file-kind-` + kind).
pub fn file_kind(cat: &Catalog, kind: tenace_formats::stream::FileKind) -> String {
    use tenace_formats::stream::FileKind as K;
    cat.text(match kind {
        K::Directory => "error-file-kind-directory",
        K::Fifo => "error-file-kind-fifo",
        K::CharDevice => "error-file-kind-char-device",
        K::BlockDevice => "error-file-kind-block-device",
        K::Socket => "error-file-kind-socket",
        K::Other => "error-file-kind-other",
    })
}

/// An input file that cannot be read whole (`error-input-` + the variant).
pub fn input(cat: &Catalog, e: &tenace_formats::stream::InputError) -> String {
    use tenace_formats::stream::InputError as I;
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        I::Io { path: p, source } => {
            if cat.lang() == tenace_i18n::Lang::En {
                format!("{}: {source}", p.display())
            } else {
                cat.message(
                    "error-format-read",
                    &[("path", path(p)), ("reason", io_error(cat, source).into())],
                )
            }
        }
        I::NotAFile { path: p, kind } => cat.message(
            "error-input-not-a-file",
            &[("path", path(p)), ("kind", file_kind(cat, *kind).into())],
        ),
        I::TooLarge { path: p, limit } => cat.message(
            "error-input-too-large",
            &[("path", path(p)), ("limit", size(*limit).into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_i18n::Lang;

    /// One of every row problem; the match makes a new variant fail to
    /// compile until it is added here.
    fn every_row_problem() -> Vec<RowProblem> {
        use RowProblem as P;
        let s = || "x1".to_string();
        let all = vec![
            P::BoardZero,
            P::SamePair(s()),
            P::EmptyPair,
            P::PairTwice {
                pair: s(),
                board: 3,
            },
            P::Empty,
            P::ScoreAndContract,
            P::ScoreNotMultipleOfTen(425),
            P::Contract(ScoreParseError::DownZero { text: s() }),
            P::BadContract(s()),
            P::ExtraWord {
                text: s(),
                extra: "y".into(),
            },
            P::MissingDeclarer(s()),
            P::BadDeclarer(s()),
            P::MissingResult(s()),
            P::BadTricks(s()),
            P::PassWithResult(s()),
            P::BadVulnerability(s()),
            P::BadAdjusted {
                text: s(),
                reason: AdjustedProblem::NsTwice,
            },
            P::WeightsSum {
                side: "N-S",
                sum: 0.5,
            },
            P::BadPenalty(s()),
            P::PenaltyWithoutPair,
            P::UnknownPenaltyPair(s()),
        ];
        for p in &all {
            match p {
                P::BoardZero
                | P::SamePair(_)
                | P::EmptyPair
                | P::PairTwice { .. }
                | P::Empty
                | P::ScoreAndContract
                | P::ScoreNotMultipleOfTen(_)
                | P::Contract(_)
                | P::BadContract(_)
                | P::ExtraWord { .. }
                | P::MissingDeclarer(_)
                | P::BadDeclarer(_)
                | P::MissingResult(_)
                | P::BadTricks(_)
                | P::PassWithResult(_)
                | P::BadVulnerability(_)
                | P::BadAdjusted { .. }
                | P::WeightsSum { .. }
                | P::BadPenalty(_)
                | P::PenaltyWithoutPair
                | P::UnknownPenaltyPair(_) => {}
            }
        }
        all
    }

    /// One of every CSV line problem.
    fn every_csv_problem() -> Vec<CsvProblem> {
        use CsvProblem as C;
        let all = vec![
            C::FieldCount {
                found: 4,
                header: 3,
            },
            C::BadBoard("x1".into()),
            C::NoBoard,
            C::BadScore("x1".into()),
            C::UnclosedQuote,
            C::AfterQuote('x'),
        ];
        for p in &all {
            match p {
                C::FieldCount { .. }
                | C::BadBoard(_)
                | C::NoBoard
                | C::BadScore(_)
                | C::UnclosedQuote
                | C::AfterQuote(_) => {}
            }
        }
        all
    }

    /// One of every adjusted-score problem.
    fn every_adjusted_problem() -> Vec<AdjustedProblem> {
        use AdjustedProblem as A;
        let s = || "x1".to_string();
        let inner = || Box::new(RowProblem::BadDeclarer(s()));
        let all = vec![
            A::NsTwice,
            A::EwTwice,
            A::PartWithoutSide,
            A::NeedBoth,
            A::NotArtificial,
            A::NeedEachSide,
            A::SplitOneSide,
            A::SplitPart(s()),
            A::SplitResult(inner()),
            A::SplitTag(s()),
            A::SplitTwice(s()),
            A::SplitIncomplete { side: "E-W" },
            A::Empty,
            A::Weight(s()),
            A::Component {
                text: s(),
                problem: inner(),
            },
        ];
        for p in &all {
            match p {
                A::NsTwice
                | A::EwTwice
                | A::PartWithoutSide
                | A::NeedBoth
                | A::NotArtificial
                | A::NeedEachSide
                | A::SplitOneSide
                | A::SplitPart(_)
                | A::SplitResult(_)
                | A::SplitTag(_)
                | A::SplitTwice(_)
                | A::SplitIncomplete { .. }
                | A::Empty
                | A::Weight(_)
                | A::Component { .. } => {}
            }
        }
        all
    }

    fn every_pad_options_problem() -> Vec<PadOptionsProblem> {
        let all = vec![PadOptionsProblem::FourthDealBonus(-5)];
        for p in &all {
            match p {
                PadOptionsProblem::FourthDealBonus(_) => {}
            }
        }
        all
    }

    fn every_law78_refusal() -> Vec<Law78Refusal> {
        let all = vec![
            Law78Refusal::NetScoreAgreed,
            Law78Refusal::TricksAfterNextDeal,
        ];
        for r in &all {
            match r {
                Law78Refusal::NetScoreAgreed | Law78Refusal::TricksAfterNextDeal => {}
            }
        }
        all
    }

    fn honours_errors() -> Vec<DealError> {
        let bid = |b: &str| match b.parse::<tenace_core::AttemptedCall>() {
            Ok(tenace_core::AttemptedCall::Call(tenace_core::Call::Bid(b))) => b,
            other => panic!("{other:?}"),
        };
        let mut all = Vec::new();
        for kind in [
            HonoursKind::FourTrumpHonours,
            HonoursKind::FiveTrumpHonours,
            HonoursKind::FourAces,
        ] {
            match kind {
                HonoursKind::FourTrumpHonours
                | HonoursKind::FiveTrumpHonours
                | HonoursKind::FourAces => {}
            }
            for b in ["4S", "3NT"] {
                all.push(DealError::HonoursStrain { kind, bid: bid(b) });
            }
        }
        all
    }

    /// Every message as (Display, English, Chinese).
    fn rendered() -> Vec<(String, String, String)> {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        let mut out = Vec::new();
        for p in every_row_problem() {
            out.push((p.to_string(), row_problem(&en, &p), row_problem(&zh, &p)));
        }
        for p in every_csv_problem() {
            out.push((p.to_string(), csv_problem(&en, &p), csv_problem(&zh, &p)));
            let e = FieldError::Csv {
                line: 7,
                problem: p,
            };
            out.push((e.to_string(), field(&en, &e), field(&zh, &e)));
        }
        for p in every_adjusted_problem() {
            out.push((
                p.to_string(),
                adjusted_problem(&en, &p),
                adjusted_problem(&zh, &p),
            ));
            let r = RowProblem::BadAdjusted {
                text: "x1".into(),
                reason: p,
            };
            out.push((r.to_string(), row_problem(&en, &r), row_problem(&zh, &r)));
        }
        for p in every_pad_options_problem() {
            out.push((p.to_string(), pad_options(&en, &p), pad_options(&zh, &p)));
            let e = RubberError::Options(p);
            out.push((e.to_string(), rubber(&en, &e), rubber(&zh, &e)));
            let e = PadError::Options(p);
            out.push((e.to_string(), pad_error(&en, &e), pad_error(&zh, &e)));
        }
        for r in every_law78_refusal() {
            out.push((r.to_string(), law78(&en, &r), law78(&zh, &r)));
        }
        for d in honours_errors() {
            out.push((d.to_string(), deal_error(&en, &d), deal_error(&zh, &d)));
        }
        out
    }

    #[test]
    fn every_pad_argument_reads_in_both_languages() {
        let en = Catalog::new(Lang::En);
        let zh = Catalog::new(Lang::ZhTw);
        for (text, _) in PAD_EXPECTED {
            let p = LineProblem::Argument {
                word: "side".into(),
                expected: text,
            };
            assert_eq!(line_problem(&en, &p), p.to_string());
            let chinese = line_problem(&zh, &p);
            assert!(
                !chinese.contains(text) && chinese.contains("side"),
                "{chinese}"
            );
        }
    }

    #[test]
    fn a_word_after_the_end_of_a_pad_line_reads_as_its_display_text() {
        let p = LineProblem::Trailing("now".into());
        assert_eq!(line_problem(&Catalog::new(Lang::En), &p), p.to_string());
        assert_eq!(
            line_problem(&Catalog::new(Lang::ZhTw), &p),
            "行尾多了 `now`"
        );
    }

    #[test]
    fn a_bad_options_file_reads_in_both_languages() {
        let path = std::path::Path::new("o.json");
        for (text, key) in [
            ("{", "error-json-eof"),
            ("{]", "error-json-syntax"),
            ("{\"honours\": \"x\"}", "error-json-data"),
        ] {
            let e = serde_json::from_str::<tenace_score::rubber::PadOptions>(text).unwrap_err();
            assert_eq!(
                json_options(&Catalog::new(Lang::En), path, &e),
                format!("o.json: {e}")
            );
            let zh = json_options(&Catalog::new(Lang::ZhTw), path, &e);
            assert!(zh.starts_with("o.json："), "{zh}");
            assert!(zh.ends_with(&format!("（{e}）")), "{zh}");
            for lang in Lang::ALL {
                assert!(Catalog::new(lang).has_message(key), "{key} in {lang}");
            }
        }
        assert!(Catalog::new(Lang::ZhTw).has_message("error-json-io"));
        assert!(Catalog::new(Lang::En).has_message("error-json-io"));
    }

    #[test]
    fn io_reasons_are_short_in_chinese_and_the_system_s_own_in_english() {
        let e = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert_eq!(io_error(&Catalog::new(Lang::En), &e), e.to_string());
        assert_eq!(
            io_error(&Catalog::new(Lang::ZhTw), &e),
            format!("找不到這個檔案（{e}）")
        );
        for key in [
            "error-io-reason",
            "error-io-not-found",
            "error-io-permission-denied",
            "error-io-is-a-directory",
            "error-io-invalid-data",
            "error-io-already-exists",
            "error-io-other",
        ] {
            for lang in Lang::ALL {
                assert!(Catalog::new(lang).has_message(key), "{key} in {lang}");
            }
        }
    }

    #[test]
    fn english_row_and_rubber_problems_are_the_display_text() {
        for (display, en, _) in rendered() {
            assert_eq!(en, display);
        }
    }

    #[test]
    fn chinese_row_and_rubber_problems_have_their_own_text() {
        for (display, en, zh) in rendered() {
            assert_ne!(zh, en, "{display}");
            assert!(!zh.contains("{$") && !zh.starts_with("error-"), "{zh}");
            if en.contains("x1") {
                assert!(zh.contains("x1"), "{zh}");
            }
        }
    }
}
