//! What `--algo` and `algo=` name: the four searches of the minimax family and the two of
//! their own kind, expectiminimax and Monte Carlo tree search.

use crate::search::Algorithm;

/// What `--algo` and `algo=` name: one of the minimax family ([`Algorithm`]) or a search of
/// its own kind (expectiminimax, MCTS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algo {
    /// Plain minimax.
    Minimax,
    /// Alpha-beta (the default).
    #[default]
    AlphaBeta,
    /// Principal variation search.
    Pvs,
    /// MTD(f).
    Mtdf,
    /// Expectiminimax (chance nodes averaged).
    Expectiminimax,
    /// Monte Carlo tree search.
    Mcts,
}

impl Algo {
    /// Every algorithm, in the order the command line lists them.
    pub const ALL: [Algo; 6] = [
        Algo::Minimax,
        Algo::AlphaBeta,
        Algo::Pvs,
        Algo::Mtdf,
        Algo::Expectiminimax,
        Algo::Mcts,
    ];

    /// The name `--algo` and `algo=` take.
    pub fn name(self) -> &'static str {
        match self.family() {
            Some(a) => a.name(),
            None if self == Algo::Mcts => "mcts",
            None => "expectiminimax",
        }
    }

    /// Other names accepted for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Algo::Minimax => &[],
            Algo::AlphaBeta => &["alpha-beta", "ab"],
            Algo::Pvs => &["negascout"],
            Algo::Mtdf => &["mtd(f)"],
            Algo::Expectiminimax => &["expectimax"],
            Algo::Mcts => &["uct"],
        }
    }

    /// The algorithm `name` (or an alias, in any case) names.
    pub fn from_name(name: &str) -> Option<Algo> {
        let name = name.to_ascii_lowercase();
        Algorithm::from_name(&name).map(Algo::of).or_else(|| {
            Algo::ALL
                .into_iter()
                .find(|a| a.name() == name || a.aliases().contains(&name.as_str()))
        })
    }

    /// The minimax-family algorithm this is (`None` for expectiminimax and MCTS).
    pub fn family(self) -> Option<Algorithm> {
        Some(match self {
            Algo::Minimax => Algorithm::Minimax,
            Algo::AlphaBeta => Algorithm::AlphaBeta,
            Algo::Pvs => Algorithm::Pvs,
            Algo::Mtdf => Algorithm::Mtdf,
            Algo::Expectiminimax | Algo::Mcts => return None,
        })
    }

    /// The name for a minimax-family algorithm.
    pub fn of(algorithm: Algorithm) -> Algo {
        match algorithm {
            Algorithm::Minimax => Algo::Minimax,
            Algorithm::AlphaBeta => Algo::AlphaBeta,
            Algorithm::Pvs => Algo::Pvs,
            Algorithm::Mtdf => Algo::Mtdf,
        }
    }
}
