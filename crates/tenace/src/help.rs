//! `--help` in the language of the interface.
//!
//! The clap command is built from the doc comments of `main.rs`; [`localize`]
//! replaces each `about` and argument `help` with the catalogue's message
//! (`help-about`, `help-arg-ID`, `help-SUBCOMMAND-about`,
//! `help-SUBCOMMAND-arg-ID`). The English messages are the doc comments
//! themselves (a test keeps them equal), so English help is unchanged. In
//! other languages clap's own words (the headings, the help and version
//! flags, the default values) are replaced too.

use clap::Command;
use tenace_i18n::{Arg, Catalog, Lang};

/// The language asked for on the command line (`--lang X`, `--lang=X`), if
/// it names one; clap reports a bad value itself when it parses.
pub fn lang_from_args<I: IntoIterator<Item = String>>(args: I) -> Option<Lang> {
    let mut args = args.into_iter();
    let mut found = None;
    while let Some(a) = args.next() {
        if a == "--" {
            break;
        }
        if a == "--lang" {
            found = args.next().and_then(|v| Lang::parse(&v)).or(found);
        } else if let Some(v) = a.strip_prefix("--lang=") {
            found = Lang::parse(v).or(found);
        }
    }
    found
}

/// The law references every help message may use.
fn law_args(cat: &Catalog) -> Vec<(&'static str, Arg)> {
    use tenace_laws::LawRef;
    [
        ("law2", "2"),
        ("law6", "6"),
        ("law70", "70"),
        ("law77", "77"),
        ("law78b", "78B"),
        ("law16b1", "16B1"),
        ("law76a2", "76A2"),
    ]
    .into_iter()
    .map(|(name, clause)| (name, Arg::from(cat.law(LawRef::new(clause)))))
    .collect()
}

/// The catalogue key of a command's about (`prefix` is `help` for the
/// program, `help-SUBCOMMAND` for a subcommand) and of its argument `id`.
pub fn about_key(prefix: &str) -> String {
    format!("{prefix}-about")
}

/// See [`about_key`].
pub fn arg_key(prefix: &str, id: &str) -> String {
    format!("{prefix}-arg-{}", id.replace('_', "-"))
}

/// The help of one command and its arguments; a text the catalogue lacks
/// keeps the doc comment.
fn localize_one(mut cmd: Command, cat: &Catalog, prefix: &str) -> Command {
    let laws = law_args(cat);
    let key = about_key(prefix);
    if cat.has_message(&key) {
        let text = cat.message(&key, &laws);
        let long = cmd.get_long_about().is_some();
        cmd = cmd.about(text.clone());
        if long {
            cmd = cmd.long_about(text);
        }
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let key = arg_key(prefix, &id);
        if cat.has_message(&key) {
            let text = cat.message(&key, &laws);
            cmd = cmd.mut_arg(&id, |a| {
                let long = a.get_long_help().is_some();
                let a = a.help(text.clone());
                if long {
                    a.long_help(text)
                } else {
                    a
                }
            });
        }
    }
    cmd
}

/// A heading for clap, which keeps headings as `&'static str`: made once
/// per run, for `--help`.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// clap's own words in `cat`'s language, on a built command and its
/// subcommands.
fn clap_words(mut cmd: Command, cat: &Catalog) -> Command {
    let options = leak(cat.text("help-options"));
    let arguments = leak(cat.text("help-arguments"));
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        cat.text("help-usage")
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(leak(cat.text("help-commands")));
    let args: Vec<(String, bool, Vec<String>)> = cmd
        .get_arguments()
        .map(|a| {
            // clap shows the default of an option that takes a value.
            let defaults = if a.get_action().takes_values() {
                a.get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect()
            } else {
                Vec::new()
            };
            (a.get_id().to_string(), a.is_positional(), defaults)
        })
        .collect();
    for (id, positional, defaults) in args {
        let heading = if positional { arguments } else { options };
        cmd = cmd.mut_arg(&id, |mut a| {
            a = a.help_heading(heading);
            match id.as_str() {
                "help" => a = a.help(cat.text("help-flag-help")),
                "version" => a = a.help(cat.text("help-flag-version")),
                _ => {}
            }
            if !defaults.is_empty() && !a.is_hide_default_value_set() {
                let shown =
                    cat.message("help-default", &[("value", Arg::from(defaults.join(", ")))]);
                let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                a = a.hide_default_value(true).help(format!("{help} {shown}"));
            }
            a
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |s| {
            let s = if name == "help" {
                s.about(cat.text("help-subcommand-help"))
            } else {
                s
            };
            clap_words(s, cat)
        });
    }
    cmd
}

/// A subcommand and its own subcommands (`help-remote-run-...`).
fn localize_nested(cmd: Command, cat: &Catalog, prefix: &str) -> Command {
    let mut cmd = localize_one(cmd, cat, prefix);
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .filter(|n| n != "help")
        .collect();
    for name in names {
        let nested = format!("{prefix}-{name}");
        cmd = cmd.mut_subcommand(&name, |s| localize_one(s, cat, &nested));
    }
    cmd
}

/// `cmd` with its help in `cat`'s language.
pub fn localize(mut cmd: Command, cat: &Catalog) -> Command {
    cmd = localize_one(cmd, cat, "help");
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let prefix = format!("help-{name}");
        cmd = cmd.mut_subcommand(&name, |s| localize_nested(s, cat, &prefix));
    }
    if cat.lang() != Lang::En {
        cmd.build();
        cmd = clap_words(cmd, cat);
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every (key, English doc text) of the command and its subcommands.
    fn texts() -> Vec<(String, String)> {
        let cmd = crate::Cli::command();
        let mut out = Vec::new();
        let mut one = |c: &Command, prefix: &str| {
            out.push((
                about_key(prefix),
                c.get_about().map(|a| a.to_string()).unwrap_or_default(),
            ));
            for a in c.get_arguments() {
                out.push((
                    arg_key(prefix, a.get_id().as_str()),
                    a.get_help().map(|h| h.to_string()).unwrap_or_default(),
                ));
            }
        };
        one(&cmd, "help");
        for s in cmd.get_subcommands() {
            one(s, &format!("help-{}", s.get_name()));
            for nested in s.get_subcommands() {
                one(
                    nested,
                    &format!("help-{}-{}", s.get_name(), nested.get_name()),
                );
            }
        }
        out
    }

    #[test]
    fn english_help_is_the_doc_comments() {
        let en = Catalog::new(Lang::En);
        let laws = law_args(&en);
        for (key, doc) in texts() {
            assert!(en.has_message(&key), "no message `{key}` for: {doc}");
            assert_eq!(en.message(&key, &laws), doc, "`{key}`");
        }
    }

    #[test]
    fn every_command_and_argument_has_chinese_help() {
        let zh = Catalog::new(Lang::ZhTw);
        let laws = law_args(&zh);
        for (key, _) in texts() {
            assert!(zh.has_message(&key), "zh-TW has no message `{key}`");
            let text = zh.message(&key, &laws);
            assert!(
                text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "`{key}` is not in Chinese: {text}"
            );
        }
    }

    #[test]
    fn chinese_help_has_no_clap_english_left() {
        let zh = Catalog::new(Lang::ZhTw);
        let mut cmd = localize(crate::Cli::command(), &zh);
        let mut pages = vec![cmd.render_help().to_string()];
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for name in names {
            let sub = cmd.find_subcommand_mut(&name).expect("subcommand");
            pages.push(sub.render_help().to_string());
        }
        for page in pages {
            for english in [
                "Usage:",
                "Options:",
                "Commands:",
                "Arguments:",
                "Print help",
                "Print version",
                "[default",
            ] {
                assert!(!page.contains(english), "{english} in:\n{page}");
            }
        }
    }

    #[test]
    fn the_language_is_read_from_the_arguments() {
        let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            lang_from_args(args(&["tenace", "score", "--lang", "zh-TW", "--help"])),
            Some(Lang::ZhTw)
        );
        assert_eq!(
            lang_from_args(args(&["tenace", "--lang=en", "demo"])),
            Some(Lang::En)
        );
        assert_eq!(lang_from_args(args(&["tenace", "--help"])), None);
        assert_eq!(lang_from_args(args(&["tenace", "--lang", "fr"])), None);
    }
}
