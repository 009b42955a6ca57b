//! A scenario as the table's keys, the inverse of [`build`](super::build()): its game
//! ([`game_pairs`], read back with [`origin_of`]) and its search's options ([`option_pairs`];
//! which keys are options, [`options_of`]: the ones no game owns, not `game` or `algo`, not a
//! link's own). Links are written from them, and the app's scenario panel draws one control per
//! option the table lists and builds what is set through [`build`](super::build()), so a key
//! added to the table reaches both as it reaches the command line's flags.

use super::Origin;
use super::keys::{KEYS, Key, KeySpec};
use super::value::Value;
use crate::search::{Algorithm, SearchConfig};
use crate::setup::{GameChoice, TreeSource};

/// The keys that name `game` (its name, position, size, heap or target; a tree's text, or its
/// file's path, and `min-root`), as [`build`](super::build()) reads them back with
/// [`origin_of`]. A program's own game has no keys. A heap below 0, which no game has, is
/// written as 0.
pub fn game_pairs(game: &GameChoice) -> Vec<(Key, Value)> {
    let whole = |n: i64| Value::Whole(u64::try_from(n).unwrap_or(0));
    let text = |t: &str| Value::Text(t.to_string());
    let named = (Key::Game, Value::Game(game.kind()));
    match game {
        GameChoice::TicTacToe { position } => vec![named, (Key::Position, text(position))],
        GameChoice::Bones { bones, max_take } => vec![
            named,
            (Key::Bones, whole(*bones)),
            (Key::MaxTake, whole(*max_take)),
        ],
        GameChoice::Dice { target } => vec![named, (Key::Target, whole(*target))],
        GameChoice::Tree { source, min_root } => {
            let tree = match source {
                TreeSource::File(path) => text(&path.to_string_lossy()),
                TreeSource::Text { json, .. } => text(json),
            };
            vec![(Key::Tree, tree), (Key::MinRoot, Value::Switch(*min_root))]
        }
        GameChoice::ConnectFour { moves, position } => match position {
            Some(p) => vec![named, (Key::Position, text(p))],
            None => vec![named, (Key::Moves, text(moves))],
        },
        GameChoice::Mnk {
            rows,
            cols,
            k,
            position,
        } => vec![
            named,
            (Key::Rows, Value::Whole((*rows).into())),
            (Key::Cols, Value::Whole((*cols).into())),
            (Key::K, Value::Whole((*k).into())),
            (Key::Position, text(position)),
        ],
        GameChoice::Custom(_) => Vec::new(),
    }
}

/// How [`build`](super::build()) reads the `tree` of [`game_pairs`]`(game)`: a file's path as
/// the command line's, a tree's text under the name it has.
pub fn origin_of(game: &GameChoice) -> Origin {
    match game {
        GameChoice::Tree {
            source: TreeSource::Text { name, .. },
            ..
        } => Origin::Named(name.clone()),
        _ => Origin::CommandLine,
    }
}

/// Whether `spec` is a search option: not a game's own key, not `game` or `algo` (which say
/// what to search), not a key only links have.
fn is_option(spec: &KeySpec) -> bool {
    spec.games.is_empty() && !spec.link_only && !matches!(spec.key, Key::Game | Key::Algo)
}

/// The options `algorithm` takes, in the table's order.
pub fn options_of(algorithm: Algorithm) -> impl Iterator<Item = &'static KeySpec> {
    KEYS.iter()
        .filter(move |s| is_option(s) && s.fits_algo(algorithm))
}

/// The options `config` (and the node budget `max_nodes`) set, as keys and values: every
/// option its algorithm takes, switches on or off, and the numbers it has (a depth limit,
/// a time limit, an aspiration window only when set). `build` reads them back into the same
/// configuration.
pub fn option_pairs(config: &SearchConfig, max_nodes: u64) -> Vec<(Key, Value)> {
    options_of(config.algorithm)
        .filter_map(|s| option_value(s.key, config, max_nodes).map(|v| (s.key, v)))
        .collect()
}

/// The value of option `key` in `config`, if it has one.
fn option_value(key: Key, c: &SearchConfig, max_nodes: u64) -> Option<Value> {
    match key {
        Key::Ordering => Some(Value::Switch(c.ordering)),
        Key::Tt => Some(Value::Switch(c.tt)),
        Key::Iterative => Some(Value::Switch(c.iterative)),
        Key::Depth => c.depth.map(|d| Value::Whole(d.into())),
        Key::TimeLimit => c.time_limit.map(|t| Value::Real(t.as_secs_f64())),
        Key::Aspiration => c.aspiration.map(|w| Value::Whole(w.unsigned_abs())),
        Key::MaxNodes => Some(Value::Whole(max_nodes)),
        Key::Iterations => Some(Value::Whole(c.mcts.iterations.into())),
        Key::Seed => Some(Value::Whole(c.mcts.seed)),
        Key::Exploration => Some(Value::Real(c.mcts.exploration)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::{Scenario, TreeName, build};
    use crate::search::MctsOptions;
    use std::time::Duration;

    /// Every configuration worth telling apart, for each algorithm: the defaults, each switch,
    /// a depth limit, and (where they apply) a time limit and an aspiration window, MCTS's own.
    fn configurations() -> Vec<SearchConfig> {
        let mut all = Vec::new();
        for algorithm in Algorithm::ALL {
            let plain = SearchConfig {
                algorithm,
                ..SearchConfig::default()
            };
            all.push(plain.clone());
            if algorithm == Algorithm::Mcts {
                let mcts = MctsOptions {
                    iterations: 77,
                    seed: 9,
                    exploration: 0.5,
                    ..MctsOptions::default()
                };
                all.push(SearchConfig { mcts, ..plain });
                continue;
            }
            all.push(SearchConfig {
                depth: Some(3),
                ..plain.clone()
            });
            if algorithm.is_minimax_family() {
                all.push(SearchConfig {
                    ordering: true,
                    tt: true,
                    iterative: true,
                    depth: Some(5),
                    time_limit: Some(Duration::from_secs_f64(1.5)),
                    ..plain.clone()
                });
            }
            let with_window = SearchConfig {
                iterative: true,
                aspiration: Some(2),
                ..plain
            };
            if with_window.takes_aspiration() {
                all.push(with_window);
            }
        }
        all
    }

    #[test]
    fn the_pairs_build_back_into_the_same_search() {
        for config in configurations() {
            let mut pairs = vec![(Key::Algo, Value::Algo(config.algorithm))];
            pairs.extend(option_pairs(&config, 1234));
            let built = build(&pairs, Origin::CommandLine).expect("a configuration that is one");
            let expected = Scenario {
                config: config.clone(),
                max_nodes: 1234,
                ..Scenario::default()
            };
            assert_eq!(built, expected, "{pairs:?}");
        }
    }

    /// A key added to the table as an option must be read back here too, or the app's panel
    /// could show it but never set it from a scenario.
    #[test]
    fn every_option_of_the_table_is_read_back_from_some_configuration() {
        for spec in KEYS.iter().filter(|s| is_option(s)) {
            let found = configurations()
                .iter()
                .any(|c| option_pairs(c, 1).iter().any(|(k, _)| *k == spec.key));
            assert!(found, "option '{}' is never read back", spec.name);
        }
        let options: Vec<&str> = options_of(Algorithm::Mcts).map(|s| s.name).collect();
        assert_eq!(options, ["max-nodes", "iterations", "seed", "exploration"]);
        let options: Vec<&str> = options_of(Algorithm::Expectiminimax)
            .map(|s| s.name)
            .collect();
        assert_eq!(options, ["depth", "max-nodes"]);
    }

    #[test]
    fn every_game_s_pairs_build_back_into_the_same_game() {
        let tree = |source| GameChoice::Tree {
            source,
            min_root: true,
        };
        let games = [
            GameChoice::TicTacToe {
                position: "XO..X...O".into(),
            },
            GameChoice::Bones {
                bones: 13,
                max_take: 4,
            },
            GameChoice::Dice { target: 9 },
            tree(TreeSource::Text {
                name: TreeName::Edited,
                json: "[[3,12],[2,4]]".into(),
            }),
            tree(TreeSource::File("no-such-tree.json".into())),
            GameChoice::ConnectFour {
                moves: "4453".into(),
                position: None,
            },
            GameChoice::ConnectFour {
                moves: String::new(),
                position: Some(".".repeat(42)),
            },
            GameChoice::Mnk {
                rows: 4,
                cols: 5,
                k: 3,
                position: ".".repeat(20),
            },
        ];
        for game in games {
            let built = build(&game_pairs(&game), origin_of(&game)).expect("a game");
            assert_eq!(built.game, game);
        }
        assert_eq!(
            game_pairs(&GameChoice::Bones {
                bones: -2,
                max_take: 3
            })[1],
            (Key::Bones, Value::Whole(0))
        );
    }
}
