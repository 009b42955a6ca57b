//! The one table of scenario keys. Each row is one key as written — the command line's long
//! flag (`--max-take`) and a link's key (`max-take=`) alike — with its kind of value and
//! range, the games and algorithms it belongs to, the game it implies, and its default. The
//! command line's scenario flags, links, their error messages and the list of accepted keys
//! are all made from it, and [`build`](super::build()) reads a scenario from it: adding a game
//! option is one row here.

use super::value::{Value, ValueType, parse_value};
use crate::game::GameKind;
use crate::game::bones::{MAX_BONES, MAX_TAKE};
use crate::game::dice::MAX_TARGET;
use crate::search::Algorithm;
use crate::search::MAX_ASPIRATION;

/// Most MCTS iterations one run records (each keeps its phases: about 1.6 KB apiece on
/// tic-tac-toe, so 320 MB at the limit).
pub(crate) const MAX_MCTS_ITERATIONS: u32 = 200_000;

/// A key of a scenario (or of a link), in the table's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Key {
    /// `game`: which game.
    Game,
    /// `tree`: a tree (a file on the command line, the tree's text in a link).
    Tree,
    /// `min-root`: the tree's root is a MIN node.
    MinRoot,
    /// `bones`: the heap.
    Bones,
    /// `max-take`: the most bones one move takes.
    MaxTake,
    /// `target`: the dice race's target.
    Target,
    /// `moves`: the Connect Four columns played so far.
    Moves,
    /// `rows`: an m,n,k-game's rows.
    Rows,
    /// `cols`: an m,n,k-game's columns.
    Cols,
    /// `k`: how many in a row win an m,n,k-game.
    K,
    /// `position`: a board's cells.
    Position,
    /// `algo`: the search.
    Algo,
    /// `ordering`: heuristic move ordering.
    Ordering,
    /// `tt`: the transposition table.
    Tt,
    /// `iterative`: iterative deepening.
    Iterative,
    /// `depth`: the depth limit.
    Depth,
    /// `time-limit`: iterative deepening starts no iteration after this many seconds.
    TimeLimit,
    /// `aspiration`: the aspiration window's half-width.
    Aspiration,
    /// `max-nodes`: the node budget.
    MaxNodes,
    /// `iterations`: MCTS iterations.
    Iterations,
    /// `seed`: the seed of MCTS's playouts.
    Seed,
    /// `exploration`: MCTS's exploration constant C.
    Exploration,
    /// `step`: the step to show (links only).
    Step,
    /// `mode`: the mode to open (links only).
    Mode,
    /// `set`: an exercise set, `LEVEL:SEED:COUNT` (links only).
    Set,
    /// `lang`: the language to speak (links only; the command line's `--lang` is global).
    Lang,
    /// `code`: the Code panel shown, with this listing (links only).
    Code,
    /// `embed`: the page is a player in another page: the tree, the steps, the sentence.
    Embed,
    /// `autoplay`: play the steps from the start.
    Autoplay,
    /// `loop`: back to the first step after the last, playing on.
    Loop,
    /// `speed`: steps a second while playing.
    Speed,
    /// `from`: the first step the player shows.
    From,
    /// `to`: the last step the player shows.
    To,
}

/// One row of the table: a key and everything the readers of scenarios need to know of it.
#[derive(Clone, Copy, Debug)]
pub struct KeySpec {
    /// The key.
    pub key: Key,
    /// Its name as written: `--NAME` on the command line, `NAME=` in a link.
    pub name: &'static str,
    /// What it takes.
    pub value: ValueType,
    /// The games it belongs to (empty: every game).
    pub(crate) games: &'static [GameKind],
    /// The game it names when no `game` is given (the first such key given decides).
    pub(crate) implies: Option<GameKind>,
    /// Whether its game cannot do without it (`game=bones` needs `bones`).
    pub(crate) required: bool,
    /// The algorithms it belongs to (empty: every one).
    pub(crate) algos: &'static [Algorithm],
    /// Its value when not given, as it would be written (`None`: off, or none).
    pub default: Option<&'static str>,
    /// A key it cannot go with.
    pub excludes: Option<Key>,
    /// Only links have it (what to show, not what to search).
    pub link_only: bool,
}

impl KeySpec {
    const fn new(key: Key, name: &'static str, value: ValueType) -> KeySpec {
        KeySpec {
            key,
            name,
            value,
            games: &[],
            implies: None,
            required: false,
            algos: &[],
            default: None,
            excludes: None,
            link_only: false,
        }
    }

    const fn of(mut self, games: &'static [GameKind]) -> KeySpec {
        self.games = games;
        self
    }

    const fn implying(mut self, game: GameKind) -> KeySpec {
        self.implies = Some(game);
        self
    }

    const fn needed(mut self) -> KeySpec {
        self.required = true;
        self
    }

    const fn with(mut self, algos: &'static [Algorithm]) -> KeySpec {
        self.algos = algos;
        self
    }

    const fn or(mut self, default: &'static str) -> KeySpec {
        self.default = Some(default);
        self
    }

    const fn not_with(mut self, key: Key) -> KeySpec {
        self.excludes = Some(key);
        self
    }

    const fn link(mut self) -> KeySpec {
        self.link_only = true;
        self
    }

    /// Whether it belongs to `game`.
    pub(crate) fn fits_game(&self, game: GameKind) -> bool {
        self.games.is_empty() || self.games.contains(&game)
    }

    /// Whether it belongs to `algo`.
    pub(crate) fn fits_algo(&self, algo: Algorithm) -> bool {
        self.algos.is_empty() || self.algos.contains(&algo)
    }

    /// Its default, read (`None` when it has none).
    pub fn default_value(&self) -> Option<Value> {
        self.default.map(|text| {
            parse_value(self.key, text).expect("the table's defaults are values of their keys")
        })
    }
}

/// The minimax family: what move ordering, the table and deepening belong to.
const MINIMAX: &[Algorithm] = &[
    Algorithm::Minimax,
    Algorithm::AlphaBeta,
    Algorithm::Pvs,
    Algorithm::Mtdf,
];
/// Every search with a depth limit (all but MCTS).
const DEPTH_LIMITED: &[Algorithm] = &[
    Algorithm::Minimax,
    Algorithm::AlphaBeta,
    Algorithm::Pvs,
    Algorithm::Mtdf,
    Algorithm::Expectiminimax,
];
/// Monte Carlo tree search alone.
pub(crate) const MCTS: &[Algorithm] = &[Algorithm::Mcts];
/// The boards with positions.
const BOARDS: &[GameKind] = &[GameKind::TicTacToe, GameKind::ConnectFour, GameKind::Mnk];

const fn whole(lo: u64, hi: u64) -> ValueType {
    ValueType::Whole { lo, hi }
}

use GameKind as G;
use ValueType as V;

/// The table: every key, in the order the command line's help lists them. Keys that imply a
/// game come in the order they decide it (`position`, which three games share, last).
pub const KEYS: [KeySpec; 33] = [
    KeySpec::new(Key::Game, "game", V::Game),
    KeySpec::new(Key::Tree, "tree", V::Text)
        .of(&[G::Tree])
        .implying(G::Tree)
        .needed(),
    KeySpec::new(Key::MinRoot, "min-root", V::Switch).of(&[G::Tree]),
    KeySpec::new(Key::Bones, "bones", whole(0, MAX_BONES as u64))
        .of(&[G::Bones])
        .implying(G::Bones)
        .needed(),
    KeySpec::new(Key::MaxTake, "max-take", whole(1, MAX_TAKE as u64))
        .of(&[G::Bones])
        .or("3"),
    KeySpec::new(Key::Target, "target", whole(1, MAX_TARGET as u64))
        .of(&[G::Dice])
        .implying(G::Dice)
        .or("6"),
    KeySpec::new(Key::Moves, "moves", V::Text)
        .of(&[G::ConnectFour])
        .implying(G::ConnectFour)
        .not_with(Key::Position)
        .or(""),
    KeySpec::new(Key::Rows, "rows", whole(3, 5))
        .of(&[G::Mnk])
        .implying(G::Mnk)
        .or("3"),
    KeySpec::new(Key::Cols, "cols", whole(3, 5))
        .of(&[G::Mnk])
        .implying(G::Mnk)
        .or("3"),
    KeySpec::new(Key::K, "k", whole(3, 5))
        .of(&[G::Mnk])
        .implying(G::Mnk)
        .or("3"),
    KeySpec::new(Key::Position, "position", V::Text)
        .of(BOARDS)
        .implying(G::TicTacToe),
    KeySpec::new(Key::Algo, "algo", V::Algo).or("alphabeta"),
    KeySpec::new(Key::Ordering, "ordering", V::Switch).with(MINIMAX),
    KeySpec::new(Key::Tt, "tt", V::Switch).with(MINIMAX),
    KeySpec::new(Key::Iterative, "iterative", V::Switch).with(MINIMAX),
    KeySpec::new(Key::Depth, "depth", whole(1, u32::MAX as u64)).with(DEPTH_LIMITED),
    KeySpec::new(
        Key::TimeLimit,
        "time-limit",
        V::Real {
            lo: 0.0,
            lo_included: false,
            hi: 1e6,
        },
    )
    .with(MINIMAX),
    KeySpec::new(
        Key::Aspiration,
        "aspiration",
        whole(1, MAX_ASPIRATION as u64),
    )
    .with(MINIMAX),
    KeySpec::new(Key::MaxNodes, "max-nodes", whole(1, u64::MAX)).or("5000000"),
    KeySpec::new(
        Key::Iterations,
        "iterations",
        whole(1, MAX_MCTS_ITERATIONS as u64),
    )
    .with(MCTS)
    .or("1000"),
    KeySpec::new(Key::Seed, "seed", whole(0, u64::MAX))
        .with(MCTS)
        .or("1"),
    KeySpec::new(
        Key::Exploration,
        "exploration",
        V::Real {
            lo: 0.0,
            lo_included: true,
            hi: 1e6,
        },
    )
    .with(MCTS)
    .or("1.4142135623730951"),
    KeySpec::new(Key::Step, "step", V::Step).link(),
    KeySpec::new(Key::Mode, "mode", V::Mode).link(),
    KeySpec::new(Key::Set, "set", V::Set).link(),
    KeySpec::new(Key::Lang, "lang", V::Lang).link(),
    KeySpec::new(Key::Code, "code", V::Code).link(),
    KeySpec::new(Key::Embed, "embed", V::Switch).link(),
    KeySpec::new(Key::Autoplay, "autoplay", V::Switch).link(),
    KeySpec::new(Key::Loop, "loop", V::Switch).link(),
    KeySpec::new(
        Key::Speed,
        "speed",
        V::Real {
            lo: 0.0,
            lo_included: false,
            hi: 60.0,
        },
    )
    .link(),
    KeySpec::new(Key::From, "from", V::Step).link(),
    KeySpec::new(Key::To, "to", V::Step).link(),
];

impl Key {
    /// Every key, in the table's order.
    pub fn all() -> impl Iterator<Item = Key> {
        KEYS.iter().map(|s| s.key)
    }

    /// Its row of the table.
    pub fn spec(self) -> &'static KeySpec {
        &KEYS[self as usize]
    }

    /// Its name as written (`max-take`).
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The key named `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Key> {
        KEYS.iter().find(|s| s.name == name).map(|s| s.key)
    }
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_the_order_of_its_keys_and_names_each_once() {
        for (i, spec) in KEYS.iter().enumerate() {
            assert_eq!(spec.key as usize, i, "{}", spec.name);
            assert_eq!(Key::from_name(spec.name), Some(spec.key));
        }
        assert_eq!(Key::from_name("colour"), None);
    }

    #[test]
    fn every_default_is_a_value_of_its_key() {
        for spec in &KEYS {
            let _ = spec.default_value();
        }
        assert_eq!(
            Key::Exploration.spec().default_value(),
            Some(Value::Real(crate::search::mcts::DEFAULT_EXPLORATION))
        );
        assert_eq!(
            Key::MaxNodes.spec().default_value(),
            Some(Value::Whole(crate::search::DEFAULT_MAX_NODES))
        );
        let mcts = crate::search::mcts::MctsOptions::default();
        assert_eq!(
            Key::Iterations.spec().default_value(),
            Some(Value::Whole(mcts.iterations.into()))
        );
        assert_eq!(
            Key::Seed.spec().default_value(),
            Some(Value::Whole(mcts.seed))
        );
    }
}
