//! The scenario flags `gui`, `search` and `render` share, made from the engine's one table of
//! keys: one flag per key (`--max-take` for `max-take`), its value read by the key's own
//! reader (a bad value is refused by clap, in the command line's words), and the flags given
//! read into a scenario by [`build()`], the function links go through too.

use super::errors::{CliError, ValueError};
use crate::scenario::keys::{self, KeySpec};
use crate::scenario::value::{Value, ValueType, parse_value};
use crate::scenario::{GameKind, Key, Origin, Scenario, build};
use crate::search::Algorithm;
use crate::t;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser, ValueParser};
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, FromArgMatches};
use std::path::PathBuf;

/// Keys whose default the help shows (`[default: alphabeta]`); the others say theirs in words.
const DEFAULTS_SHOWN: [Key; 2] = [Key::Algo, Key::MaxNodes];

/// The scenario flags given: each key and its value, read.
#[derive(Debug, Clone, Default)]
pub struct ScenarioArgs {
    /// The flags given on the command line, in the table's order.
    pub given: Vec<(Key, Value)>,
}

impl ScenarioArgs {
    /// The scenario these flags describe, or one line saying which flag is wrong.
    pub fn built(&self) -> Result<Scenario, CliError> {
        build(&self.given, Origin::CommandLine).map_err(CliError::Key)
    }

    /// The tree file `--tree` names, if it names one.
    pub fn tree(&self) -> Option<PathBuf> {
        self.given
            .iter()
            .find_map(|(key, value)| match (key, value) {
                (Key::Tree, Value::Text(path)) => Some(PathBuf::from(path)),
                _ => None,
            })
    }
}

/// Every key the command line has (all but the link-only ones), in the table's order.
fn flag_keys() -> impl Iterator<Item = &'static KeySpec> {
    keys::KEYS.iter().filter(|s| !s.link_only)
}

/// The scenario flags' names (`gui --link` goes with none of them).
pub fn flag_names() -> Vec<&'static str> {
    flag_keys().map(|s| s.name).collect()
}

/// The possible values of `--game` and `--algo`, with their aliases and help.
fn names(key: Key) -> Vec<PossibleValue> {
    match key {
        Key::Game => GameKind::NAMED
            .iter()
            .map(|g| {
                let help = match g {
                    GameKind::TicTacToe => t!("cli-game-tictactoe"),
                    GameKind::Bones => t!("cli-game-bones"),
                    GameKind::ConnectFour => t!("cli-game-connect4"),
                    GameKind::Mnk => t!("cli-game-mnk"),
                    GameKind::Tree | GameKind::Custom => t!("cli-game-tree"),
                    GameKind::Dice => t!("cli-game-dice"),
                };
                PossibleValue::new(g.name())
                    .aliases(g.aliases().iter().copied())
                    .help(help)
            })
            .collect(),
        _ => Algorithm::ALL
            .iter()
            .map(|a| {
                let help = match a {
                    Algorithm::Minimax => t!("cli-algo-minimax"),
                    Algorithm::AlphaBeta => t!("cli-algo-alphabeta"),
                    Algorithm::Pvs => t!("cli-algo-pvs"),
                    Algorithm::Mtdf => t!("cli-algo-mtdf"),
                    Algorithm::Expectiminimax => t!("cli-algo-expectiminimax"),
                    Algorithm::Mcts => t!("cli-algo-mcts"),
                };
                PossibleValue::new(a.name())
                    .aliases(a.aliases().iter().copied())
                    .help(help)
            })
            .collect(),
    }
}

/// The value reader of `key`'s flag: the table's own, its refusals in the command line's
/// words; names (`--game`, `--algo`) as clap's possible values, so clap lists them.
fn value_parser(key: Key) -> ValueParser {
    match key.spec().value {
        ValueType::Game | ValueType::Algo => PossibleValuesParser::new(names(key))
            .map(move |name| parse_value(key, &name).expect("one of the key's names"))
            .into(),
        _ => ValueParser::new(move |text: &str| parse_value(key, text).map_err(ValueError::Key)),
    }
}

/// The flag of one key. A key excluding another (`--moves`, `--position`) is refused by
/// clap too, at once.
fn flag(spec: &'static KeySpec) -> Arg {
    let mut arg = Arg::new(spec.name).long(spec.name);
    if let Some(other) = spec.excludes {
        arg = arg.conflicts_with(other.name());
    }
    if spec.value == ValueType::Switch {
        return arg.action(ArgAction::SetTrue);
    }
    let value_name = spec.name.to_uppercase().replace('-', "_");
    let arg = arg
        .value_name(&*value_name.leak())
        .value_parser(value_parser(spec.key));
    let arg = match spec.value {
        ValueType::Whole { .. } | ValueType::Real { .. } => arg.allow_negative_numbers(true),
        _ => arg,
    };
    match spec.default {
        Some(default) if DEFAULTS_SHOWN.contains(&spec.key) => arg.default_value(default),
        _ => arg,
    }
}

impl Args for ScenarioArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        flag_keys().fold(cmd, |cmd, spec| cmd.arg(flag(spec)))
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        ScenarioArgs::augment_args(cmd)
    }
}

impl FromArgMatches for ScenarioArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut given = Vec::new();
        for spec in flag_keys() {
            if matches.value_source(spec.name) != Some(ValueSource::CommandLine) {
                continue;
            }
            let value = match spec.value {
                ValueType::Switch => Value::Switch(matches.get_flag(spec.name)),
                _ => match matches.get_one::<Value>(spec.name) {
                    Some(v) => v.clone(),
                    None => continue,
                },
            };
            given.push((spec.key, value));
        }
        Ok(ScenarioArgs { given })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = ScenarioArgs::from_arg_matches(matches)?;
        Ok(())
    }
}
