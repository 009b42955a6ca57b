//! The engine's errors in the command line's words: keys and options name their flags
//! (`--moves`, "… (--max-nodes); use alpha-beta, --tt, --depth, or raise --max-nodes"); every
//! other error is said as the app says it ([`Say`]).

use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::scenario::{GameKind, Key, KeyError, Problem, ScenarioError};
use crate::search::{Algorithm, InUse, OptionsError, SearchError};
use crate::t;
use crate::teach::Say;
use crate::teach::say::Advice;

/// A number refused, with what is accepted (`expected`, in words).
pub fn number_words(problem: Problem, expected: &str) -> String {
    match problem {
        Problem::NotANumber => t!("cli-not-whole-number", expected = expected),
        _ => t!("cli-out-of-range", expected = expected),
    }
}

/// Why a flag's value is refused, for clap's `invalid value 'x' for '--bones <BONES>': …`.
pub fn value_words(e: &KeyError) -> String {
    let KeyError::BadValue { key, problem, .. } = e else {
        return e.say();
    };
    let expected = match key {
        Key::Rows | Key::Cols | Key::K => t!("cli-expect-grid-side"),
        Key::Bones => t!("cli-expect-bones", most = MAX_BONES),
        Key::MaxTake => t!("cli-expect-max-take", most = MAX_TAKE),
        Key::Target => t!("cli-expect-target", most = crate::game::dice::MAX_TARGET),
        Key::Depth => t!("cli-expect-depth"),
        Key::MaxNodes => t!("cli-expect-max-nodes"),
        Key::Aspiration => t!("cli-expect-aspiration"),
        Key::Iterations => t!("cli-expect-iterations"),
        Key::Seed => t!("cli-expect-seed"),
        Key::Exploration => return t!("cli-expect-exploration"),
        Key::TimeLimit => return t!("cli-expect-seconds"),
        _ => return e.say(),
    };
    number_words(*problem, &expected)
}

/// A game as the command line's errors name it.
fn game_words(game: GameKind) -> String {
    match game {
        GameKind::TicTacToe => t!("cli-game-name-tictactoe"),
        GameKind::Bones => t!("cli-game-name-bones"),
        GameKind::ConnectFour => t!("cli-game-name-connect4"),
        GameKind::Mnk => t!("cli-game-name-mnk"),
        GameKind::Tree | GameKind::Custom => t!("cli-game-name-tree"),
        GameKind::Dice => t!("cli-game-name-dice"),
    }
}

/// Keys and values that make no scenario, naming the flags (`--rows does not go with
/// Connect Four`).
pub fn key_words(e: &KeyError) -> String {
    let flag = |key: &Key| format!("--{key}");
    match e {
        KeyError::BadValue { .. } => value_words(e),
        KeyError::WrongGame { key, game } => t!(
            "cli-flag-wrong-game",
            flag = flag(key),
            game = game_words(*game)
        ),
        KeyError::Together { key, other } => {
            t!("cli-flag-together", flag = flag(key), other = flag(other))
        }
        KeyError::Missing {
            game: GameKind::Bones,
            ..
        } => t!("cli-bones-needs-bones"),
        KeyError::Missing {
            game: GameKind::Tree,
            ..
        } => t!("cli-tree-needs-tree"),
        KeyError::NeedsMcts { key } => t!("cli-flag-needs-mcts", flag = flag(key)),
        KeyError::NotWithAlgo { key, algo } => t!(
            "cli-flag-not-with-algo",
            flag = flag(key),
            algo = algo.name()
        ),
        KeyError::NeedsIterative { .. } => t!("cli-time-limit-needs-iterative"),
        KeyError::Options(e) => flag_words(e),
        e => e.say(),
    }
}

/// The options check's refusals in the command line's words, naming its flags.
pub fn flag_words(e: &OptionsError) -> String {
    match e {
        OptionsError::DepthZero => t!("cli-depth-zero"),
        OptionsError::NoBudget => t!("cli-no-budget"),
        OptionsError::AspirationWithoutIterative => t!("cli-aspiration-needs-iterative"),
        OptionsError::AspirationNeedsPruning(a) if *a == Algorithm::Mtdf => {
            t!(
                "cli-aspiration-mtdf",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationNeedsPruning(a) => {
            t!(
                "cli-aspiration-no-window",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationWidth(w) => t!("cli-aspiration-width", width = w.to_string()),
    }
}

/// What would make the search smaller, naming only the flags not yet given:
/// "use alpha-beta, --tt, --depth, or raise --max-nodes" (the choice is teach's, the one the
/// app's words are said from).
pub fn advice(in_use: &InUse) -> String {
    Advice::of(in_use).in_flags()
}

/// A search that stopped, in the command line's words.
pub fn search_words(e: &SearchError) -> String {
    match e {
        SearchError::NodeBudget { limit, in_use } => t!(
            "cli-search-node-budget",
            limit = limit.to_string(),
            advice = advice(in_use)
        ),
        e => e.say(),
    }
}

/// A scenario that could not be searched, in the command line's words.
pub fn scenario_words(e: &ScenarioError) -> String {
    match e {
        ScenarioError::Search(e) => search_words(e),
        e => e.say(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn the_budget_advice_names_only_the_flags_not_given() {
        let said = |alphabeta, tt, depth| {
            let e = SearchError::NodeBudget {
                limit: 1000,
                in_use: InUse {
                    alphabeta,
                    tt,
                    depth,
                    chance: false,
                },
            };
            with_lang(Lang::En, || search_words(&e))
        };
        assert_eq!(
            said(false, false, false),
            "the search would visit more than 1000 nodes (--max-nodes); \
             use alpha-beta, --tt, --depth, or raise --max-nodes"
        );
        let ab_tt = said(true, true, false);
        assert!(
            !ab_tt.contains("alpha-beta") && !ab_tt.contains("--tt"),
            "{ab_tt}"
        );
        assert!(
            ab_tt.contains("--depth") && ab_tt.contains("--max-nodes"),
            "{ab_tt}"
        );
        assert!(said(true, true, true).contains("a smaller --depth"));
    }
}
