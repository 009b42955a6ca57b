//! clap's own words (help headings, parse errors) in the language in force: clap speaks only
//! English, so in another language its errors are reworded from their kind and context, and
//! its help's fixed headings are replaced.

use crate::i18n::{Lang, lang};
use crate::t;
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The error as one sentence in the language in force; `None` in English (clap's own words).
pub(super) fn error_sentence(err: &clap::Error) -> Option<String> {
    if lang() == Lang::En {
        return None;
    }
    let text = |kind| match err.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(t!("cli-clap-list-separator").as_str())),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    // `--format <FORMAT>` is named `--format`: the placeholder is an English word.
    let name =
        |kind| text(kind).map(|a: String| a.split(" <").next().unwrap_or_default().to_string());
    let arg = name(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let sentence = match err.kind() {
        ErrorKind::InvalidValue if value.is_empty() => t!("cli-clap-value-required", arg = arg),
        ErrorKind::InvalidValue => {
            let bad = t!("cli-clap-invalid-value", arg = arg, value = value);
            match text(ContextKind::ValidValue) {
                Some(values) => t!("cli-clap-possible-values", error = bad, values = values),
                None => bad,
            }
        }
        ErrorKind::ValueValidation => match std::error::Error::source(err) {
            Some(reason) => t!(
                "cli-clap-invalid-value-because",
                arg = arg,
                value = value,
                reason = reason.to_string()
            ),
            None => t!("cli-clap-invalid-value", arg = arg, value = value),
        },
        ErrorKind::UnknownArgument => t!("cli-clap-unknown-argument", arg = arg),
        ErrorKind::InvalidSubcommand => t!(
            "cli-clap-unknown-subcommand",
            name = text(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::MissingRequiredArgument => t!("cli-clap-missing-required", args = arg),
        ErrorKind::MissingSubcommand => t!(
            "cli-clap-missing-subcommand",
            name = text(ContextKind::InvalidSubcommand).unwrap_or_default()
        ),
        ErrorKind::ArgumentConflict => match name(ContextKind::PriorArg) {
            Some(other) if other != arg => t!("cli-clap-conflict", arg = arg, other = other),
            _ => t!("cli-clap-repeated", arg = arg),
        },
        ErrorKind::TooManyValues => t!("cli-clap-too-many-values", arg = arg, value = value),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            t!("cli-clap-wrong-count", arg = arg)
        }
        ErrorKind::NoEquals => t!("cli-clap-no-equals", arg = arg),
        ErrorKind::InvalidUtf8 => t!("cli-clap-invalid-utf8"),
        _ => t!("cli-clap-other"),
    };
    Some(
        match text(ContextKind::SuggestedArg).or_else(|| text(ContextKind::SuggestedSubcommand)) {
            Some(suggestion) => t!(
                "cli-clap-did-you-mean",
                error = sentence,
                suggestion = suggestion
            ),
            None => sentence,
        },
    )
}

/// clap's rendered help with its fixed English headings and labels in the language in force
/// (unchanged in English).
pub(super) fn help_text(rendered: &str) -> String {
    if lang() == Lang::En {
        return rendered.to_string();
    }
    let mut out = rendered.to_string();
    for (english, id) in [
        ("Usage: ", "cli-help-usage"),
        ("Commands:", "cli-help-commands"),
        ("Options:", "cli-help-options"),
        ("Arguments:", "cli-help-arguments"),
        ("Possible values:", "cli-help-possible-values"),
        ("[default: ", "cli-help-default"),
        ("[possible values: ", "cli-help-possible-inline"),
        ("[OPTIONS]", "cli-help-options-placeholder"),
        ("[COMMAND]", "cli-help-command-placeholder"),
    ] {
        out = out.replace(english, &crate::i18n::tr(id));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;
    use clap::{Arg, Command};

    fn command() -> Command {
        Command::new("gametree")
            .subcommand(
                Command::new("search")
                    .arg(
                        Arg::new("algo")
                            .long("algo")
                            .value_parser(["minimax", "alphabeta"]),
                    )
                    .arg(
                        Arg::new("bones")
                            .long("bones")
                            // As the real flags do: the parser's own reason, in the language.
                            .value_parser(|s: &str| {
                                s.parse::<u16>().map_err(|_| "不是整数".to_string())
                            }),
                    ),
            )
            .subcommand_required(true)
    }

    fn error(args: &[&str]) -> clap::Error {
        command().try_get_matches_from(args).unwrap_err()
    }

    #[test]
    fn english_keeps_clap_s_words_and_chinese_has_its_own() {
        let e = error(&["gametree", "search", "--algo", "negamax"]);
        assert_eq!(with_lang(Lang::En, || error_sentence(&e)), None);
        let zh = with_lang(Lang::Zh, || error_sentence(&e)).unwrap();
        assert!(zh.contains("negamax") && zh.contains("--algo") && zh.contains("minimax"));
        assert!(zh.contains("无效"), "{zh}");
        assert!(!zh.contains("invalid"), "{zh}");
    }

    #[test]
    fn every_kind_of_mistake_gets_a_chinese_sentence_with_its_facts() {
        for (args, facts) in [
            (&["gametree", "search", "--colour"][..], &["--colour"][..]),
            (&["gametree", "serch"], &["serch", "search"]),
            (&["gametree", "search", "--bones", "x"], &["x", "--bones"]),
            (&["gametree", "search", "--bones"], &["--bones"]),
            (&["gametree"], &["gametree"]),
        ] {
            let e = error(args);
            let zh = with_lang(Lang::Zh, || error_sentence(&e)).unwrap();
            let english = zh
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 2 && !facts.iter().any(|f| f.contains(w)));
            assert_eq!(english.count(), 0, "{args:?}: {zh}");
            for fact in facts {
                assert!(zh.contains(fact), "{args:?}: {zh} lacks {fact}");
            }
        }
    }

    #[test]
    fn chinese_help_has_chinese_headings() {
        let mut cmd = command();
        let help = cmd.render_help().to_string();
        assert!(help.contains("Usage:") && help.contains("Commands:"));
        let zh = with_lang(Lang::Zh, || help_text(&help));
        assert!(!zh.contains("Usage:") && !zh.contains("Commands:"), "{zh}");
        assert_eq!(with_lang(Lang::En, || help_text(&help)), help);
    }
}
