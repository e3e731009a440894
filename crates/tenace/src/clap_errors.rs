//! clap's own parse errors (an unknown argument, a missing or bad value) in
//! the language of the interface.
//!
//! English keeps clap's text unchanged. In other languages the error is
//! rebuilt from its [`ErrorKind`] and its context (the argument, the value,
//! the values allowed, a suggestion) through the catalogue: `clap-error-` +
//! the kind in kebab case, `clap-tip-`, `clap-usage`, `clap-more-help`.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use tenace_i18n::{Arg, Catalog, Lang};

/// The catalogue key of each error kind clap reports to the user; `None`
/// for help and version output (not errors) and for kinds Tenace cannot
/// meet, which keep clap's English.
pub fn key(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::InvalidValue => "clap-error-invalid-value",
        ErrorKind::UnknownArgument => "clap-error-unknown-argument",
        ErrorKind::InvalidSubcommand => "clap-error-invalid-subcommand",
        ErrorKind::NoEquals => "clap-error-no-equals",
        ErrorKind::ValueValidation => "clap-error-value-validation",
        ErrorKind::TooManyValues => "clap-error-too-many-values",
        ErrorKind::TooFewValues => "clap-error-too-few-values",
        ErrorKind::WrongNumberOfValues => "clap-error-wrong-number-of-values",
        ErrorKind::ArgumentConflict => "clap-error-argument-conflict",
        ErrorKind::MissingRequiredArgument => "clap-error-missing-required-argument",
        ErrorKind::MissingSubcommand => "clap-error-missing-subcommand",
        ErrorKind::InvalidUtf8 => "clap-error-invalid-utf8",
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        | ErrorKind::DisplayVersion
        | ErrorKind::Io
        | ErrorKind::Format => return None,
        // ErrorKind is non-exhaustive: a kind added by a later clap keeps
        // clap's own text.
        _ => return None,
    })
}

/// One context value as plain text; a list joined by the catalogue.
fn text(cat: &Catalog, value: Option<&ContextValue>) -> String {
    match value {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(list)) => cat.list(list),
        Some(ContextValue::StyledStr(s)) => s.to_string(),
        Some(ContextValue::StyledStrs(list)) => {
            let list: Vec<String> = list.iter().map(|s| s.to_string()).collect();
            cat.list(&list)
        }
        Some(ContextValue::Number(n)) => n.to_string(),
        Some(ContextValue::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

/// Why a value was refused, in `cat`'s language: a number that is not
/// one, out of range, or a language Tenace does not know; any other
/// reason keeps its own words.
pub fn reason(cat: &Catalog, source: &(dyn std::error::Error + 'static)) -> String {
    use std::num::IntErrorKind as I;
    if let Some(u) = source.downcast_ref::<tenace_i18n::UnknownLang>() {
        return cat.message(
            "clap-reason-unknown-lang",
            &[("value", u.0.as_str().into())],
        );
    }
    if let Some(r) = source.downcast_ref::<tenace_laws::view::RoleParseError>() {
        return cat.message(
            "clap-reason-unknown-role",
            &[("value", r.0.as_str().into())],
        );
    }
    if let Some(p) = source.downcast_ref::<std::num::ParseIntError>() {
        let key = match p.kind() {
            I::Empty => "clap-reason-empty-number",
            I::PosOverflow => "clap-reason-number-too-large",
            I::NegOverflow => "clap-reason-number-too-small",
            _ => "clap-reason-not-a-number",
        };
        return cat.text(key);
    }
    if source.is::<std::num::ParseFloatError>() {
        return cat.text("clap-reason-not-a-number");
    }
    let text = source.to_string();
    // clap's ranged number parsers: "99 is not in 1..=64".
    if let Some((value, range)) = text.split_once(" is not in ") {
        if let Some((min, max)) = range.split_once("..=") {
            return cat.message(
                "clap-reason-out-of-range",
                &[
                    ("value", value.into()),
                    ("min", min.into()),
                    ("max", max.into()),
                ],
            );
        }
    }
    text
}

/// One of clap's tips, in `cat`'s language; a tip Tenace does not know
/// keeps clap's words.
fn tip(cat: &Catalog, text: &str) -> String {
    // "to pass '-3' as a value, use '-- -3'"
    if let Some(rest) = text.strip_prefix("to pass '") {
        if let Some((arg, use_)) = rest.split_once("' as a value, use '") {
            let escaped = use_.strip_suffix('\'').unwrap_or(use_);
            return cat.message(
                "clap-tip-escape",
                &[("arg", arg.into()), ("escaped", escaped.into())],
            );
        }
    }
    // "subcommand 'x' exists; to use it, remove the '--' before it"
    if let Some(rest) = text.strip_prefix("subcommand '") {
        if let Some((sub, _)) = rest.split_once("' exists; to use it, remove the '--' before it") {
            return cat.message("clap-tip-remove-dashes", &[("subcommand", sub.into())]);
        }
    }
    // "'check --json' exists"
    if let Some(rest) = text.strip_prefix('\'') {
        if let Some(cmd) = rest.strip_suffix("' exists") {
            return cat.message("clap-tip-exists", &[("command", cmd.into())]);
        }
    }
    cat.message("clap-tip-other", &[("tip", text.into())])
}

/// The text of `e` for `cat`'s language, with its usage line and the hint
/// to ask for help, as clap would print it; `None` when clap's own output
/// stands (English, help, version).
pub fn render(e: &clap::Error, cat: &Catalog) -> Option<String> {
    if cat.lang() == Lang::En {
        return None;
    }
    let key = key(e.kind())?;
    let get = |k: ContextKind| text(cat, e.get(k));
    let arg = Arg::from(get(ContextKind::InvalidArg));
    let value = get(ContextKind::InvalidValue);
    let reason = e.source().map(|s| reason(cat, s)).unwrap_or_default();
    let args: Vec<(&str, Arg)> = vec![
        ("arg", arg),
        ("value", Arg::from(value.clone())),
        ("other", Arg::from(get(ContextKind::PriorArg))),
        ("subcommand", Arg::from(get(ContextKind::InvalidSubcommand))),
        ("expected", Arg::from(get(ContextKind::ExpectedNumValues))),
        ("min", Arg::from(get(ContextKind::MinValues))),
        ("actual", Arg::from(get(ContextKind::ActualNumValues))),
        ("reason", Arg::from(reason)),
    ];
    let key = if e.kind() == ErrorKind::InvalidValue && value.is_empty() {
        "clap-error-empty-value"
    } else {
        key
    };
    let mut out = cat.message("error-line", &[("message", cat.message(key, &args).into())]);
    out.push('\n');
    let valid = get(ContextKind::ValidValue);
    if !valid.is_empty() {
        out.push_str("  ");
        out.push_str(&cat.message("clap-tip-possible-values", &[("values", valid.into())]));
        out.push('\n');
    }
    let (similar, similar_key) = {
        let a = get(ContextKind::SuggestedArg);
        if a.is_empty() {
            (
                get(ContextKind::SuggestedSubcommand),
                "clap-tip-similar-subcommand",
            )
        } else {
            (a, "clap-tip-similar")
        }
    };
    if !similar.is_empty() {
        out.push('\n');
        out.push_str("  ");
        out.push_str(&cat.message(similar_key, &[("similar", similar.as_str().into())]));
        out.push('\n');
    }
    if let Some(ContextValue::StyledStrs(tips)) = e.get(ContextKind::Suggested) {
        if !tips.is_empty() {
            if similar.is_empty() {
                out.push('\n');
            }
            for t in tips {
                out.push_str("  ");
                out.push_str(&tip(cat, &t.to_string()));
                out.push('\n');
            }
        }
    }
    let usage = get(ContextKind::Usage);
    if let Some(line) = usage.lines().find(|l| !l.trim().is_empty()) {
        let line = line.trim_start();
        let line = line.strip_prefix("Usage:").unwrap_or(line).trim_start();
        out.push('\n');
        out.push_str(&cat.message("clap-usage", &[("usage", line.into())]));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&cat.text("clap-more-help"));
    out.push('\n');
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind, listed by an exhaustive match (clap's `ErrorKind` is
    /// non-exhaustive, so only the wildcard is extra).
    fn kinds() -> Vec<ErrorKind> {
        let all = vec![
            ErrorKind::InvalidValue,
            ErrorKind::UnknownArgument,
            ErrorKind::InvalidSubcommand,
            ErrorKind::NoEquals,
            ErrorKind::ValueValidation,
            ErrorKind::TooManyValues,
            ErrorKind::TooFewValues,
            ErrorKind::WrongNumberOfValues,
            ErrorKind::ArgumentConflict,
            ErrorKind::MissingRequiredArgument,
            ErrorKind::MissingSubcommand,
            ErrorKind::InvalidUtf8,
            ErrorKind::DisplayHelp,
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
            ErrorKind::DisplayVersion,
            ErrorKind::Io,
            ErrorKind::Format,
        ];
        for k in &all {
            match k {
                ErrorKind::InvalidValue
                | ErrorKind::UnknownArgument
                | ErrorKind::InvalidSubcommand
                | ErrorKind::NoEquals
                | ErrorKind::ValueValidation
                | ErrorKind::TooManyValues
                | ErrorKind::TooFewValues
                | ErrorKind::WrongNumberOfValues
                | ErrorKind::ArgumentConflict
                | ErrorKind::MissingRequiredArgument
                | ErrorKind::MissingSubcommand
                | ErrorKind::InvalidUtf8
                | ErrorKind::DisplayHelp
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                | ErrorKind::DisplayVersion
                | ErrorKind::Io
                | ErrorKind::Format => {}
                _ => unreachable!(),
            }
        }
        all
    }

    #[test]
    fn every_error_kind_has_a_message_in_both_languages() {
        let extra = [
            "clap-reason-unknown-lang",
            "clap-reason-empty-number",
            "clap-reason-number-too-large",
            "clap-reason-number-too-small",
            "clap-reason-not-a-number",
            "clap-reason-out-of-range",
            "clap-tip-escape",
            "clap-tip-remove-dashes",
            "clap-tip-exists",
            "clap-tip-other",
            "clap-error-empty-value",
            "clap-tip-possible-values",
            "clap-tip-similar",
            "clap-tip-similar-subcommand",
            "clap-usage",
            "clap-more-help",
        ];
        let keys = kinds().into_iter().filter_map(key).chain(extra);
        for key in keys {
            for lang in Lang::ALL {
                assert!(Catalog::new(lang).has_message(key), "{key} in {lang}");
            }
        }
    }

    #[test]
    fn english_keeps_clap_text() {
        let e = clap::Error::new(ErrorKind::UnknownArgument);
        assert_eq!(render(&e, &Catalog::new(Lang::En)), None);
    }
}
