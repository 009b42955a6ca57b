//! The one way from keys and values to a scenario, for the command line's flags and links
//! alike (docs/cli.md "Scenario flags", docs/links.md): the game is the one `game` names, else the
//! one the first game key implies, else the default tree; another game's keys are refused, and so
//! are options of another algorithm; what is not given takes the table's default; and the options
//! check every search makes ([`Scenario::check_options`]) runs last.

use super::key_error::KeyError;
use super::keys::{KEYS, Key, MCTS};
use super::value::Value;
use super::{GameChoice, Scenario, TreeName, TreeSource};
use crate::game::GameKind;
use crate::search::{Algorithm, MctsOptions, SearchConfig};
use std::path::PathBuf;
use std::time::Duration;

/// Where the keys come from, which decides what `tree` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The command line: `--tree` names a file.
    CommandLine,
    /// A link: `tree=` holds the tree's text.
    Link,
    /// The app's scenario panel showing a tree it knows by name (an example, the editor's, a
    /// link's): `tree=` holds that tree's text.
    Named(TreeName),
}

/// The keys given, each at most once.
struct Given {
    values: Vec<Option<Value>>,
}

impl Given {
    fn new(pairs: &[(Key, Value)]) -> Result<Given, KeyError> {
        let mut values = vec![None; KEYS.len()];
        for (key, value) in pairs {
            let slot = &mut values[*key as usize];
            if slot.is_some() {
                return Err(KeyError::Repeated { key: *key });
            }
            *slot = Some(value.clone());
        }
        Ok(Given { values })
    }

    fn get(&self, key: Key) -> Option<&Value> {
        self.values[key as usize].as_ref()
    }

    /// Whether `key` asks for something: given, and not a switch turned off.
    fn asks(&self, key: Key) -> bool {
        !matches!(self.get(key), None | Some(Value::Switch(false)))
    }

    /// The value given, else the table's default.
    fn value(&self, key: Key) -> Option<Value> {
        self.get(key)
            .cloned()
            .or_else(|| key.spec().default_value())
    }

    fn switch(&self, key: Key) -> bool {
        matches!(self.get(key), Some(Value::Switch(true)))
    }

    fn whole(&self, key: Key) -> Option<u64> {
        match self.value(key) {
            Some(Value::Whole(n)) => Some(n),
            _ => None,
        }
    }

    fn real(&self, key: Key) -> Option<f64> {
        match self.value(key) {
            Some(Value::Real(x)) => Some(x),
            _ => None,
        }
    }

    fn text(&self, key: Key) -> Option<String> {
        match self.value(key) {
            Some(Value::Text(t)) => Some(t),
            _ => None,
        }
    }

    fn algo(&self) -> Algorithm {
        match self.value(Key::Algo) {
            Some(Value::Algo(a)) => a,
            _ => Algorithm::default(),
        }
    }

    /// The game `game` names, else the one the first game key given implies (`None`: none
    /// named, the default tree).
    fn game(&self) -> Option<GameKind> {
        if let Some(Value::Game(g)) = self.get(Key::Game) {
            return Some(*g);
        }
        KEYS.iter()
            .find(|s| s.implies.is_some() && self.asks(s.key))
            .and_then(|s| s.implies)
    }
}

/// Reads a scenario from `pairs` (each key at most once; the link-only keys `step`, `mode`,
/// `set` and `lang` say what to show and are left to the reader of links). Refuses another
/// game's keys, another algorithm's options and what the options check refuses, naming the key.
pub fn build(pairs: &[(Key, Value)], origin: Origin) -> Result<Scenario, KeyError> {
    let given = Given::new(pairs)?;
    let algo = given.algo();
    refuse_other_algorithms(&given, algo)?;
    let named = given.game();
    refuse_other_games(&given, named)?;
    if given.asks(Key::TimeLimit) && !given.switch(Key::Iterative) {
        return Err(KeyError::NeedsIterative {
            key: Key::TimeLimit,
        });
    }
    if let Some(game) = named
        && game.has_chance()
        && !algo.handles_chance()
        && given.get(Key::Algo).is_some()
    {
        return Err(KeyError::ChanceGame {
            algorithm: algo,
            game,
        });
    }
    // A game of chance with no `algo` given is searched by expectiminimax.
    let algo = match named {
        Some(game) if game.has_chance() && !algo.handles_chance() => {
            refuse_other_algorithms(&given, Algorithm::Expectiminimax)?;
            Algorithm::Expectiminimax
        }
        _ => algo,
    };
    let mut scenario = Scenario {
        game: game_choice(&given, named, origin),
        config: search_config(&given, algo),
        max_nodes: given.whole(Key::MaxNodes).unwrap_or_default(),
    };
    scenario.check_options()?;
    // So is a tree with chance nodes, which only reading it tells; its options are refused as
    // the dice race's are.
    if given.get(Key::Algo).is_none() && scenario.search_chance_by_default() {
        refuse_other_algorithms(&given, Algorithm::Expectiminimax)?;
    }
    Ok(scenario)
}

/// Options of another algorithm are refused: MCTS's own first, then the others.
fn refuse_other_algorithms(given: &Given, algo: Algorithm) -> Result<(), KeyError> {
    let misplaced = |mcts_own: bool| {
        KEYS.iter()
            .find(|s| (s.algos == MCTS) == mcts_own && given.asks(s.key) && !s.fits_algo(algo))
    };
    if let Some(s) = misplaced(true) {
        return Err(KeyError::NeedsMcts { key: s.key });
    }
    match misplaced(false) {
        Some(s) => Err(KeyError::NotWithAlgo { key: s.key, algo }),
        None => Ok(()),
    }
}

/// Keys of another game, keys that cannot go together, and keys a game cannot do without.
fn refuse_other_games(given: &Given, named: Option<GameKind>) -> Result<(), KeyError> {
    let game = named.unwrap_or(GameKind::Tree);
    if let Some(s) = KEYS
        .iter()
        .find(|s| given.asks(s.key) && !s.fits_game(game))
    {
        return Err(KeyError::WrongGame { key: s.key, game });
    }
    for s in &KEYS {
        if let Some(other) = s.excludes
            && given.asks(s.key)
            && given.asks(other)
        {
            return Err(KeyError::Together { key: s.key, other });
        }
    }
    match KEYS
        .iter()
        .find(|s| named.is_some() && s.required && s.fits_game(game) && !given.asks(s.key))
    {
        Some(s) => Err(KeyError::Missing { game, key: s.key }),
        None => Ok(()),
    }
}

/// The game and its position, defaults filled in.
fn game_choice(given: &Given, named: Option<GameKind>, origin: Origin) -> GameChoice {
    let size = |key| given.whole(key).unwrap_or(3) as u8;
    let empty = |cells: usize| ".".repeat(cells);
    match named {
        Some(GameKind::TicTacToe) => GameChoice::TicTacToe {
            position: given.text(Key::Position).unwrap_or_else(|| empty(9)),
        },
        Some(GameKind::Bones) => GameChoice::Bones {
            bones: given.whole(Key::Bones).unwrap_or_default() as i64,
            max_take: given.whole(Key::MaxTake).unwrap_or_default() as i64,
        },
        Some(GameKind::ConnectFour) => GameChoice::ConnectFour {
            moves: given.text(Key::Moves).unwrap_or_default(),
            position: given.text(Key::Position),
        },
        Some(GameKind::Mnk) => {
            let (rows, cols, k) = (size(Key::Rows), size(Key::Cols), size(Key::K));
            GameChoice::Mnk {
                rows,
                cols,
                k,
                position: given
                    .text(Key::Position)
                    .unwrap_or_else(|| empty(rows as usize * cols as usize)),
            }
        }
        Some(GameKind::Dice) => GameChoice::Dice {
            target: given.whole(Key::Target).unwrap_or_default() as i64,
        },
        Some(GameKind::Tree) => GameChoice::Tree {
            source: match (origin, given.text(Key::Tree).unwrap_or_default()) {
                (Origin::CommandLine, path) => TreeSource::from_file(PathBuf::from(path)),
                (Origin::Link, json) => TreeSource::Text {
                    name: TreeName::FromLink,
                    json,
                },
                (Origin::Named(name), json) => TreeSource::Text { name, json },
            },
            min_root: given.switch(Key::MinRoot),
        },
        // Nothing but options (or a program's own game, which no key names): the default tree.
        None | Some(GameKind::Custom) => {
            let mut default = Scenario::default().game;
            if let GameChoice::Tree { min_root, .. } = &mut default {
                *min_root = given.switch(Key::MinRoot);
            }
            default
        }
    }
}

/// The search and its options (MCTS's own only for MCTS).
fn search_config(given: &Given, algorithm: Algorithm) -> SearchConfig {
    let mut mcts = MctsOptions::default();
    if algorithm == Algorithm::Mcts {
        mcts.iterations = given.whole(Key::Iterations).unwrap_or_default() as u32;
        mcts.seed = given.whole(Key::Seed).unwrap_or_default();
        mcts.exploration = given.real(Key::Exploration).unwrap_or_default();
    }
    SearchConfig {
        algorithm,
        ordering: given.switch(Key::Ordering),
        tt: given.switch(Key::Tt),
        iterative: given.switch(Key::Iterative),
        depth: given.whole(Key::Depth).map(|d| d as u32),
        time_limit: given.real(Key::TimeLimit).map(Duration::from_secs_f64),
        aspiration: given.whole(Key::Aspiration).map(|w| w as i64),
        mcts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::OptionsError;

    fn built(pairs: &[(Key, Value)]) -> Result<Scenario, KeyError> {
        build(pairs, Origin::CommandLine)
    }

    fn text(t: &str) -> Value {
        Value::Text(t.into())
    }

    #[test]
    fn nothing_given_is_the_default_scenario() {
        assert_eq!(built(&[]), Ok(Scenario::default()));
        let b = built(&[(Key::MinRoot, Value::Switch(true))]).unwrap();
        assert!(matches!(b.game, GameChoice::Tree { min_root: true, .. }));
    }

    #[test]
    fn the_game_comes_from_the_first_game_key_and_position_comes_last() {
        let game = |pairs: &[(Key, Value)]| built(pairs).map(|b| b.game.kind());
        assert_eq!(game(&[(Key::Target, Value::Whole(4))]), Ok(GameKind::Dice));
        assert_eq!(game(&[(Key::Rows, Value::Whole(4))]), Ok(GameKind::Mnk));
        assert_eq!(
            game(&[(Key::Position, text("........."))]),
            Ok(GameKind::TicTacToe)
        );
        assert_eq!(
            game(&[
                (Key::Bones, Value::Whole(5)),
                (Key::Position, text("........."))
            ]),
            Err(KeyError::WrongGame {
                key: Key::Position,
                game: GameKind::Bones
            })
        );
        assert_eq!(
            game(&[(Key::Tree, text("t.json")), (Key::Bones, Value::Whole(5))]),
            Err(KeyError::WrongGame {
                key: Key::Bones,
                game: GameKind::Tree
            })
        );
        // A key of no game named: the default tree refuses it.
        assert_eq!(
            game(&[(Key::MaxTake, Value::Whole(2))]),
            Err(KeyError::WrongGame {
                key: Key::MaxTake,
                game: GameKind::Tree
            })
        );
    }

    #[test]
    fn what_is_not_given_takes_the_table_s_default() {
        let b = built(&[(Key::Bones, Value::Whole(5))]).unwrap();
        assert_eq!(
            b.game,
            GameChoice::Bones {
                bones: 5,
                max_take: 3
            }
        );
        assert_eq!(b.max_nodes, crate::search::DEFAULT_MAX_NODES);
        let b = built(&[(Key::Game, Value::Game(GameKind::Dice))]).unwrap();
        assert_eq!(b.game, GameChoice::Dice { target: 6 });
        // A game of chance is searched by expectiminimax unless MCTS is named.
        assert_eq!(b.config.algorithm, Algorithm::Expectiminimax);
        assert_eq!(
            built(&[
                (Key::Game, Value::Game(GameKind::Dice)),
                (Key::Tt, Value::Switch(true))
            ]),
            Err(KeyError::NotWithAlgo {
                key: Key::Tt,
                algo: Algorithm::Expectiminimax
            })
        );
        let b = built(&[(Key::Algo, Value::Algo(Algorithm::Mcts))]).unwrap();
        assert_eq!(b.config.algorithm, Algorithm::Mcts);
        assert!(b.config.mcts.is_default());
        let b = built(&[
            (Key::Algo, Value::Algo(Algorithm::Mcts)),
            (Key::Iterations, Value::Whole(50)),
            (Key::Seed, Value::Whole(7)),
        ])
        .unwrap();
        assert_eq!((b.config.mcts.iterations, b.config.mcts.seed), (50, 7));
        let b = built(&[(Key::Game, Value::Game(GameKind::Mnk))]).unwrap();
        assert_eq!(
            b.game,
            GameChoice::Mnk {
                rows: 3,
                cols: 3,
                k: 3,
                position: ".".repeat(9)
            }
        );
    }

    #[test]
    fn a_chance_tree_with_no_algo_is_searched_by_expectiminimax() {
        let chance = text(r#"[{"chance":[[0.5,3],[0.5,8]]},2]"#);
        let link = |pairs: &[(Key, Value)]| build(pairs, Origin::Link).map(|s| s.config.algorithm);
        assert_eq!(
            link(&[(Key::Tree, chance.clone())]),
            Ok(Algorithm::Expectiminimax)
        );
        assert_eq!(
            link(&[
                (Key::Tree, chance.clone()),
                (Key::Algo, Value::Algo(Algorithm::Mcts))
            ]),
            Ok(Algorithm::Mcts)
        );
        // Named, alpha-beta stays, for the search to refuse in words; a tree without chance
        // keeps the default.
        assert_eq!(
            link(&[
                (Key::Tree, chance),
                (Key::Algo, Value::Algo(Algorithm::AlphaBeta))
            ]),
            Ok(Algorithm::AlphaBeta)
        );
        assert_eq!(
            link(&[(Key::Tree, text("[1,2]"))]),
            Ok(Algorithm::AlphaBeta)
        );
        // As on the dice race, options expectiminimax does not take are refused, not dropped.
        assert_eq!(
            link(&[
                (Key::Tree, text(r#"[{"chance":[[0.5,3],[0.5,8]]},2]"#)),
                (Key::Tt, Value::Switch(true))
            ]),
            Err(KeyError::NotWithAlgo {
                key: Key::Tt,
                algo: Algorithm::Expectiminimax
            })
        );
    }

    #[test]
    fn the_command_line_s_tree_is_a_file_and_a_link_s_its_text() {
        let pairs = [(Key::Tree, text("no-such-tree.json"))];
        let file = built(&pairs).unwrap().game;
        assert!(matches!(
            file,
            GameChoice::Tree {
                source: TreeSource::File(_),
                ..
            }
        ));
        let link = build(&pairs, Origin::Link).unwrap().game;
        assert!(matches!(
            link,
            GameChoice::Tree {
                source: TreeSource::Text { .. },
                ..
            }
        ));
    }

    #[test]
    fn the_options_check_runs_last_and_each_key_is_given_once() {
        assert_eq!(
            built(&[(Key::Aspiration, Value::Whole(2))]),
            Err(KeyError::Options(OptionsError::AspirationWithoutIterative))
        );
        assert_eq!(
            built(&[
                (Key::Algo, Value::Algo(Algorithm::Mtdf)),
                (Key::Iterative, Value::Switch(true)),
                (Key::Aspiration, Value::Whole(2)),
            ]),
            Err(KeyError::Options(OptionsError::AspirationNeedsPruning(
                Algorithm::Mtdf
            )))
        );
        assert_eq!(
            built(&[
                (Key::Tt, Value::Switch(true)),
                (Key::Tt, Value::Switch(true))
            ]),
            Err(KeyError::Repeated { key: Key::Tt })
        );
        // MCTS's own options come first, then the others of another algorithm.
        assert_eq!(
            built(&[
                (Key::Tt, Value::Switch(true)),
                (Key::Seed, Value::Whole(3)),
                (Key::Algo, Value::Algo(Algorithm::Expectiminimax)),
            ]),
            Err(KeyError::NeedsMcts { key: Key::Seed })
        );
    }
}
