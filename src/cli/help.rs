//! Help and usage errors in the language in force: the language is found before clap parses
//! anything, every command's and flag's help is replaced by its message, and clap's errors
//! become one line.

use super::Cli;
use super::clap_words;
use crate::i18n::Lang;
use crate::scenario::Key;
use crate::t;
use clap::{CommandFactory, FromArgMatches};

/// The language `--lang X` or `--lang=X` asks for, looked for before clap parses anything so
/// that its help and errors are already in that language; `None` when not given or unknown
/// (clap then refuses an unknown one, in the system's language).
pub(super) fn lang_asked(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Lang> {
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy();
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args.next().and_then(|v| Lang::parse(&v.to_string_lossy()));
        }
        if let Some(v) = arg.strip_prefix("--lang=") {
            return Lang::parse(v);
        }
    }
    None
}

/// The help text of a command (by name) in the language in force.
fn command_about(name: &str) -> Option<String> {
    Some(match name {
        "gametree" => t!("cli-about"),
        "gui" => t!("cli-about-gui"),
        "search" => t!("cli-about-search"),
        "sheet" => t!("cli-about-sheet"),
        "render" => t!("cli-about-render"),
        "check" => t!("cli-about-check"),
        "class" => t!("cli-about-class"),
        "grade" => t!("cli-about-grade"),
        _ => return None,
    })
}

/// The help text of argument `id` of command `command`, in the language in force.
fn arg_help(command: &str, id: &str) -> Option<String> {
    Some(match (command, id) {
        ("sheet", "out") => t!("cli-arg-sheet-out"),
        ("sheet", "seed") => t!("cli-arg-seed"),
        ("render", "out") => t!("cli-arg-render-out"),
        ("render", "step") => t!("cli-arg-step"),
        ("render", "steps") => t!("cli-arg-render-steps"),
        ("render", "fps") => t!("cli-arg-render-fps"),
        ("render", "presentation") => t!("cli-arg-render-presentation"),
        ("render", "size") => t!("cli-arg-render-size"),
        ("render", "code") => t!("cli-arg-render-code"),
        ("render", "edge_windows") => t!("cli-arg-render-edge-windows"),
        ("check", "events") => t!("cli-arg-check-events"),
        ("gui", "events") => t!("cli-arg-gui-events"),
        ("check", "timeout") => t!("cli-arg-check-timeout"),
        ("check", "scoring") => t!("cli-arg-check-scoring"),
        ("check", "program") => t!("cli-arg-check-program"),
        ("class", "port") => t!("cli-arg-class-port"),
        ("grade", "path") => t!("cli-arg-grade-path"),
        ("grade", "assignment") => t!("cli-arg-grade-assignment"),
        ("grade", "format") => t!("cli-arg-grade-format"),
        ("grade", "out") => t!("cli-arg-grade-out"),
        ("grade", "jobs") => t!("cli-arg-grade-jobs"),
        ("class", "bind") => t!("cli-arg-class-bind"),
        ("class", "web") => t!("cli-arg-class-web"),
        ("class", "max_students") => t!("cli-arg-class-max-students"),
        ("class", "results") => t!("cli-arg-class-results"),
        (_, "lang") => t!("cli-arg-lang"),
        (_, "format") => t!("cli-arg-format"),
        (_, "no_trace") => t!("cli-arg-no-trace"),
        (_, "level") => t!("cli-arg-level"),
        (_, "count") => t!("cli-arg-count"),
        (_, "png") => t!("cli-arg-png"),
        (_, "link") => t!("cli-arg-link"),
        (_, id) => flag_help(Key::from_name(id)?)?,
    })
}

/// The help text of a scenario flag, in the language in force (`None` for the link-only keys).
fn flag_help(key: Key) -> Option<String> {
    Some(match key {
        Key::Game => t!("cli-arg-game"),
        Key::Position => t!("cli-arg-position"),
        Key::Moves => t!("cli-arg-moves"),
        Key::Rows => t!("cli-arg-rows"),
        Key::Cols => t!("cli-arg-cols"),
        Key::K => t!("cli-arg-k"),
        Key::Bones => t!("cli-arg-bones"),
        Key::MaxTake => t!("cli-arg-max-take"),
        Key::Target => t!("cli-arg-target"),
        Key::Tree => t!("cli-arg-tree"),
        Key::MinRoot => t!("cli-arg-min-root"),
        Key::Algo => t!("cli-arg-algo"),
        Key::Ordering => t!("cli-arg-ordering"),
        Key::Tt => t!("cli-arg-tt"),
        Key::Iterative => t!("cli-arg-iterative"),
        Key::Depth => t!("cli-arg-depth"),
        Key::TimeLimit => t!("cli-arg-time-limit"),
        Key::Aspiration => t!("cli-arg-aspiration"),
        Key::MaxNodes => t!("cli-arg-max-nodes"),
        Key::Iterations => t!("cli-arg-iterations"),
        Key::Seed => t!("cli-arg-mcts-seed"),
        Key::Exploration => t!("cli-arg-exploration"),
        Key::Step
        | Key::Mode
        | Key::Set
        | Key::Lang
        | Key::Code
        | Key::Embed
        | Key::Autoplay
        | Key::Loop
        | Key::Speed
        | Key::From
        | Key::To => return None,
    })
}

/// `cmd` and its subcommands with every help text in the language in force, clap's own
/// `--help` and `--version` replaced by the same flags in our words.
fn localize(cmd: clap::Command) -> clap::Command {
    use clap::{Arg, ArgAction};
    let name = cmd.get_name().to_string();
    let cmd = match command_about(&name) {
        Some(about) => cmd.about(about).long_about(None),
        None => cmd,
    };
    let mut cmd = cmd.mut_args(|arg| match arg_help(&name, arg.get_id().as_str()) {
        Some(help) => arg.help(help).long_help(None),
        None => arg,
    });
    // As clap words it: `-h` points to `--help` when `--help` says more (the values' help).
    let says_more = cmd.get_arguments().any(|a| {
        !a.is_hide_set()
            && a.get_possible_values()
                .iter()
                .any(|v| v.get_help().is_some())
    });
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .display_order(999);
    let help = if says_more {
        help.help(t!("cli-arg-help-more"))
            .long_help(t!("cli-arg-help-summary"))
    } else {
        help.help(t!("cli-arg-help"))
    };
    cmd = cmd.disable_help_flag(true).arg(help);
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(t!("cli-arg-version"))
                .display_order(999),
        );
    }
    cmd.mut_subcommands(localize)
}

/// Parses the command line with help and errors in the language in force.
pub(super) fn parse() -> Result<Cli, clap::Error> {
    let mut cmd = localize(Cli::command());
    // Building the top command (as parsing would) makes clap's `help` subcommand, to translate.
    let _ = cmd.render_usage();
    if cmd.find_subcommand("help").is_some() {
        cmd = cmd.mut_subcommand("help", |help| {
            help.about(t!("cli-about-help"))
                .mut_arg("subcommand", |a| a.help(t!("cli-arg-help-subcommand")))
        });
    }
    let matches = cmd.try_get_matches_from_mut(std::env::args_os())?;
    Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut cmd))
}

/// Prints `--help` or `--version` (clap's headings in the language in force); a failed write
/// is returned, not a panic.
pub(super) fn print_help(e: &clap::Error) -> std::io::Result<()> {
    use std::io::Write;
    if crate::i18n::lang() == Lang::En {
        // clap's own printing keeps its colours on a terminal.
        e.print()?;
        return std::io::stdout().flush();
    }
    let text = clap_words::help_text(&e.render().to_string());
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", text.trim_end()).and_then(|()| out.flush())
}

/// Collapses clap's multi-line error into the one line docs/cli.md describes.
pub(super) fn one_line(err: &clap::Error) -> String {
    if let Some(sentence) = clap_words::error_sentence(err) {
        return t!("cli-see-help", error = t!("cli-error", message = sentence));
    }
    let text = err.to_string();
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty() && !l.starts_with("tip:"))
        .collect();
    t!("cli-see-help", error = lines.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<std::ffi::OsString> {
        line.split(' ').map(Into::into).collect()
    }

    #[test]
    fn the_language_is_found_before_clap_parses() {
        assert_eq!(
            lang_asked(args("gametree search --lang zh")),
            Some(Lang::Zh)
        );
        assert_eq!(
            lang_asked(args("gametree --lang=en render")),
            Some(Lang::En)
        );
        assert_eq!(lang_asked(args("gametree search --lang fr")), None);
        assert_eq!(lang_asked(args("gametree search")), None);
    }

    #[test]
    fn every_command_and_option_has_its_help_in_both_languages() {
        fn check(cmd: &clap::Command) {
            assert!(
                command_about(cmd.get_name()).is_some(),
                "{}",
                cmd.get_name()
            );
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                assert!(
                    arg_help(cmd.get_name(), id).is_some(),
                    "{} --{id}",
                    cmd.get_name()
                );
            }
            cmd.get_subcommands().for_each(check);
        }
        check(&Cli::command());
        for lang in Lang::ALL {
            crate::i18n::with_lang(lang, || {
                let mut cmd = localize(Cli::command());
                let help = cmd.render_long_help().to_string();
                assert!(help.contains("--lang"), "{help}");
            });
        }
    }
}
