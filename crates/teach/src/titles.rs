//! The titles people read, made from what was searched when they are shown, in the language
//! in force: a scenario's game and search ("tic-tac-toe X...O.... — alpha-beta"), the
//! textbook trees' names, the algorithms' names, and the titles of a recorded search (a
//! scenario's, or the one a trace file carries), an expectiminimax search and an MCTS run.
//! The engine stores the scenario, never the title.

use crate::t;
use gametree_engine::game::GridRules;
use gametree_engine::scenario::{ExampleTree, GameChoice, Key, Scenario, TreeName, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{Searched, Trace};

/// The algorithm's name in sentences and menus: "minimax", "alpha-beta", "PVS", "MTD(f)".
pub fn algorithm_title(a: Algorithm) -> String {
    match a {
        Algorithm::Minimax => t!("engine-algorithm-minimax"),
        Algorithm::AlphaBeta => t!("engine-algorithm-alphabeta"),
        Algorithm::Pvs => t!("engine-algorithm-pvs"),
        Algorithm::Mtdf => t!("engine-algorithm-mtdf"),
        Algorithm::Expectiminimax => t!("engine-algorithm-expectiminimax"),
        Algorithm::Mcts => t!("engine-algorithm-mcts"),
    }
}

/// A search option's name beside its control in the scenario panel ("move ordering", "depth
/// limit"); an option with no words of its own yet shows its key's name.
pub fn option_title(key: Key) -> String {
    match key {
        Key::Ordering => t!("panels-move-ordering"),
        Key::Tt => t!("panels-tt"),
        Key::Iterative => t!("panels-iterative-deepening"),
        Key::Depth => t!("panels-depth-limit"),
        Key::TimeLimit => t!("panels-time-limit"),
        Key::Aspiration => t!("panels-aspiration-window"),
        Key::MaxNodes => t!("panels-node-budget"),
        Key::Iterations => t!("app-chance-iterations"),
        Key::Seed => t!("app-chance-seed"),
        Key::Exploration => t!("app-chance-exploration"),
        other => other.name().to_string(),
    }
}

/// What an option does, on hovering over its control, for the options whose name does not say.
pub fn option_hint(key: Key) -> Option<String> {
    match key {
        Key::Aspiration => Some(t!("panels-aspiration-hint")),
        Key::TimeLimit => Some(t!("panels-time-limit-hint")),
        Key::MaxNodes => Some(t!("panels-node-budget-hint")),
        _ => None,
    }
}

/// A tree's name as titles and messages show it: the built-in trees' names
/// ([`ExampleTree`]), a link's tree ("from the link"), an exercise set's trees ("level 2, seed
/// 7, tree 3") and random trees ("random tree, seed 7"); any other name (a file's, a
/// program's) as it is.
pub fn tree_title(name: &TreeName) -> String {
    match name {
        TreeName::Example(e) => example_title(*e),
        TreeName::FromLink => t!("engine-example-from-link"),
        TreeName::Edited => t!("engine-example-edited"),
        TreeName::Random { seed } => t!("practice-random-tree-name", seed = seed.to_string()),
        TreeName::SetTree { level, seed, tree } => t!(
            "practice-set-tree-name",
            level = *level,
            seed = seed.to_string(),
            tree = *tree
        ),
        TreeName::Named(name) => name.clone(),
    }
}

/// A built-in tree's name: "AIMA figure 5.2", "uneven odds" (the chance trees' names are also
/// their menu entries).
pub fn example_title(example: ExampleTree) -> String {
    match example {
        ExampleTree::Aima => t!("engine-example-aima"),
        ExampleTree::Wikipedia => t!("engine-example-wikipedia"),
        ExampleTree::ChanceLayers => t!("app-chance-example-layers"),
        ExampleTree::SureOrGamble => t!("app-chance-example-gamble"),
        ExampleTree::UnevenOdds => t!("app-chance-example-uneven"),
    }
}

/// A board game's name: "Connect Four" or "m,n,k-game (4,4,3)".
pub fn grid_title(rules: GridRules) -> String {
    if rules == GridRules::CONNECT_FOUR {
        t!("engine-grid-title-connect-four")
    } else {
        t!(
            "engine-grid-title-mnk",
            rows = rules.rows,
            cols = rules.cols,
            k = rules.k
        )
    }
}

/// Whether a board's cells (as `--position` writes them) hold no mark.
fn empty_board(position: &str) -> bool {
    position
        .chars()
        .all(|c| c == '.' || c == '/' || c.is_whitespace())
}

/// The game and position in words: "tic-tac-toe X...O....", "tic-tac-toe (empty board)",
/// "tree AIMA figure 5.2".
pub fn game_title(scenario: &Scenario) -> String {
    match &scenario.game {
        // A board with no marks is "the empty board", not nine dots.
        GameChoice::TicTacToe { position } if empty_board(position) => {
            t!("engine-title-tictactoe-empty")
        }
        GameChoice::TicTacToe { position } => t!("engine-title-tictactoe", position = position),
        GameChoice::Bones { bones, max_take } => t!(
            "engine-title-bones",
            bones = bones.to_string(),
            max_take = max_take.to_string()
        ),
        GameChoice::ConnectFour { moves, position } => match position {
            Some(p) => t!("engine-title-connect-four-position", position = p),
            None if moves.is_empty() => t!("engine-title-connect-four-empty"),
            None => t!("engine-title-connect-four-moves", moves = moves),
        },
        GameChoice::Mnk {
            rows,
            cols,
            k,
            position,
        } if empty_board(position) => {
            t!("engine-title-mnk-empty", rows = *rows, cols = *cols, k = *k)
        }
        GameChoice::Mnk {
            rows,
            cols,
            k,
            position,
        } => t!(
            "engine-title-mnk",
            rows = *rows,
            cols = *cols,
            k = *k,
            position = position
        ),
        GameChoice::Custom(custom) => custom.name.clone(),
        GameChoice::Dice { target } => t!("engine-title-dice", target = target.to_string()),
        GameChoice::Tree { source, min_root } => {
            let name = match source {
                TreeSource::File(p) => p.display().to_string(),
                TreeSource::Text { name, .. } => tree_title(name),
            };
            if *min_root {
                t!("engine-title-tree-min-root", name = name)
            } else {
                t!("engine-title-tree", name = name)
            }
        }
    }
}

/// The algorithm and its options in words: "alpha-beta + ordering + TT", "minimax, depth ≤ 3"
/// (also the name compare gives a configuration).
pub fn search_title(config: &SearchConfig) -> String {
    let c = config;
    if c.algorithm == Algorithm::Mcts {
        return t!(
            "engine-title-mcts",
            iterations = c.mcts.iterations,
            seed = c.mcts.seed.to_string(),
        );
    }
    let mut s = algorithm_title(c.algorithm);
    for (on, name) in [
        (c.ordering, t!("engine-title-ordering")),
        (c.tt, t!("engine-title-tt")),
        (c.iterative, t!("engine-title-iterative")),
    ] {
        if on {
            s += " + ";
            s += &name;
        }
    }
    if let (Some(w), true) = (c.aspiration, c.iterative) {
        s += " + ";
        s += &t!("engine-title-aspiration", width = w.to_string());
    }
    if let Some(d) = c.depth {
        s = t!("engine-title-with-depth", search = s, depth = d);
    }
    s
}

/// The game and the search in words, e.g. "tic-tac-toe X...O.... — alpha-beta".
pub fn scenario_title(scenario: &Scenario) -> String {
    format!(
        "{} — {}",
        game_title(scenario),
        search_title(&scenario.config)
    )
}

/// What a recording is a search of, in words: the scenario's title, or the title a trace file
/// (or a program) gave it, as it is.
pub fn searched_title(searched: &Searched) -> String {
    match searched {
        Searched::Scenario(s) => scenario_title(s),
        Searched::Titled(title) => title.clone(),
    }
}

/// The title of a recorded search (see [`searched_title`]).
pub fn trace_title(trace: &Trace) -> String {
    searched_title(&trace.searched)
}
