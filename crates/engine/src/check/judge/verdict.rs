//! What the judge is given and what it hands back, as facts: the textbook search it checks
//! against ([`Setup`]), whether to read on ([`Flow`]), the learner's and the textbook's steps
//! ([`Did`], [`Doing`]), where they part ([`Parting`]), the bugs named ([`Diagnosis`]), the
//! verdict ([`Judgement`]) and why there is none ([`JudgeError`]).

use crate::check::Kept;
use crate::check::protocol::ProtocolError;
use crate::check::scoring::{Broken, Rule};
use crate::check::shape::{LeafFact, Place};
use crate::check::walker::{CutAt, Variant};
use crate::game::{EvalTerm, Player};

/// What is checked: the textbook search and its options.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// Alpha-beta (true) or minimax.
    pub prune: bool,
    /// Move ordering (`--ordering`).
    pub ordering: bool,
    /// The depth limit (`--depth`), the last depth under iterative deepening.
    pub depth: Option<u32>,
    /// Iterative deepening: one root per depth.
    pub iterative: bool,
    /// The learner's scoring as they stated it (`None`: inferred from their leaves).
    pub scoring: Option<Rule>,
    /// The textbook search's node budget (`--max-nodes`).
    pub max_nodes: u64,
    /// Keep the learner's steps (the app draws them).
    pub keep_steps: bool,
}

impl Setup {
    /// The setup for `config`'s search (minimax, or alpha-beta for any other algorithm; its
    /// ordering, depth and deepening), scoring inferred, steps not kept.
    pub fn of(config: &crate::search::SearchConfig, max_nodes: u64) -> Setup {
        Setup {
            prune: config.algorithm != crate::search::Algorithm::Minimax,
            ordering: config.ordering,
            depth: config.depth,
            iterative: config.iterative,
            scoring: None,
            max_nodes,
            keep_steps: false,
        }
    }
}

/// Whether reading should go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read on.
    More,
    /// The verdict cannot change: stop reading (and stop the program).
    Decided,
}

/// What a diagnosis names: a search whose walk is exactly the learner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagnosis {
    /// Checked against alpha-beta, it walks exactly as minimax: it never prunes.
    NeverPrunes,
    /// Checked against minimax, it walks exactly as alpha-beta.
    Prunes,
    /// It walks exactly as the checked search with this bug.
    Variant(Variant),
    /// A finished draw scored with the position's evaluation instead of 0.
    DrawAsEvaluation {
        /// The evaluation it gave (in the learner's MAX view).
        evaluation: i64,
    },
    /// It never prunes, and the windows it prints show how it lost the window.
    Window(crate::check::windows::WindowBug),
    /// Bones scored by the misère rule: an empty heap a win for the side to move there, where
    /// the player who takes the last bone wins (the sides-swapped walk, on bones).
    Misere,
}

/// A step of a walk where the two part, as facts a sentence names it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Did {
    /// What was done.
    pub what: Doing,
    /// Child indices from the root.
    pub path: Vec<u32>,
    /// Move codes from the root.
    pub(crate) codes: Vec<u32>,
    /// Where the node is.
    pub place: Place,
    /// Its player, in the learner's view (their MAX).
    pub player: Player,
    /// Why the search stops there (a leaf of the search), if it does.
    pub fact: Option<LeafFact>,
    /// The evaluation's terms there, at the depth limit (in the game's MAX view).
    pub terms: Vec<EvalTerm>,
}

/// What a step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Enters the node.
    Enter,
    /// Evaluates it as this.
    Leaf(i64),
    /// Returns this from it.
    Exit(i64),
}

impl Doing {
    /// Whether it evaluates a leaf.
    pub fn is_leaf(self) -> bool {
        matches!(self, Doing::Leaf(_))
    }

    /// The value it evaluates or returns.
    pub fn value(self) -> Option<i64> {
        match self {
            Doing::Enter => None,
            Doing::Leaf(v) | Doing::Exit(v) => Some(v),
        }
    }
}

/// Where the learner's walk first parts from the textbook's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parting {
    /// The step (0-based).
    pub index: usize,
    /// The learner's step (`None`: their walk ended).
    pub theirs: Option<Did>,
    /// The textbook's (`None`: it had finished).
    pub ours: Option<Did>,
    /// When the textbook was leaving a node because it cut off there.
    pub cut: Option<CutAt>,
    /// Their step enters a child they had entered already in this visit of its parent.
    pub again: bool,
    /// Their leaf value broke the scoring rule the others follow.
    pub broken: Option<Broken>,
    /// The iteration (1 without iterative deepening).
    pub(crate) iteration: u32,
}

/// The verdict's facts.
#[derive(Clone, Debug)]
pub struct Judgement {
    /// The learner's steps read.
    pub steps: usize,
    /// Where they part (`None`: they agree as far as they were read).
    pub parting: Option<Parting>,
    /// The searches whose walk is exactly theirs, where they part from the textbook.
    pub diagnosis: Vec<Diagnosis>,
    /// The learner's scoring, as far as their leaves show it (games).
    pub rule: Option<Rule>,
    /// Whether the rule was stated (`--scoring`) rather than inferred.
    pub stated: bool,
    /// Whether the whole walk was read (false: reading stopped early, or a cap).
    pub complete: bool,
    /// The learner's steps, when kept.
    pub kept: Vec<Kept>,
    /// The player to move at the root, in the game's own sides.
    pub root_player: Player,
    /// Whether some node returned a fail-hard bound (α or β where it failed low or high)
    /// instead of its fail-soft value, accepted as alpha-beta.
    pub fail_hard: bool,
}

/// Why events could not be judged, as facts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    /// The events do not describe a search of the tree or game.
    #[error(transparent)]
    Protocol(#[from] ProtocolError),
    /// The textbook search would pass the node budget.
    #[error("the search would visit more than {limit} nodes")]
    Budget {
        /// The budget.
        limit: u64,
    },
}
