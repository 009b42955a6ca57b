//! The words a picture carries, made here so the draw crate has none of its own: the legend's
//! keys and the badges on nodes ([`SceneWords`], held by the drawing's style), the label of
//! equally likely throws ([`each_probability`]), the move written on an edge ([`edge_move`]:
//! the dice race's "step", "roll", "die 4" in the reader's language) and a slide's step line
//! ([`slide_step`]), and what a folded node hides ([`folded_more`]).

use crate::i18n::{Lang, lang};
use crate::t;
use gametree_engine::trace::{NodeId, Playback, Trace};
use std::sync::OnceLock;

/// The labels a tree picture draws, in one language: the legend's keys (after "MAX" and
/// "MIN", which every language writes so) and the badges on nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneWords {
    /// The legend's key for a leaf's box: "leaf".
    pub leaf: String,
    /// The legend's key for the ring round the current node: "current".
    pub current: String,
    /// The legend's key for the emphasised path being searched: "searching".
    pub searching: String,
    /// The legend's key for a dashed, cut edge: "pruned".
    pub pruned: String,
    /// The legend's key for the best line's edges: "best line".
    pub best_line: String,
    /// The badge on a second visit of a position whose null-window test beat its bound: "2nd".
    pub research: String,
    /// The badge on a null-window test (PVS's later children, MTD(f)'s passes): "test".
    pub test: String,
    /// The badge on a leaf the depth limit stopped at, valued by the evaluation: "est.".
    pub estimate: String,
    /// The legend's key for a chance node's circle: "chance".
    pub chance: String,
    /// The legend's key for Monte Carlo tree search's numbers: "N = visits, W/N = mean
    /// result".
    pub visits: String,
    /// The badge on the node an MCTS expansion just added: "new".
    pub new_node: String,
    /// The legend's key for the mark of a node the transposition table answered: "table
    /// answer".
    pub table: String,
    /// The legend's key for the windows written on edges: "(α, β) on an edge: the window
    /// passed down".
    pub edge_window: String,
}

impl SceneWords {
    /// The labels in the language in force on this thread.
    pub fn new() -> SceneWords {
        SceneWords {
            leaf: t!("cli-legend-leaf"),
            current: t!("cli-legend-current"),
            searching: t!("cli-legend-searching"),
            pruned: t!("cli-legend-pruned"),
            best_line: t!("cli-legend-best-line"),
            research: t!("cli-badge-research"),
            test: t!("cli-badge-test"),
            estimate: t!("cli-badge-estimate"),
            chance: t!("cli-legend-chance"),
            visits: t!("cli-legend-visits"),
            new_node: t!("cli-badge-new"),
            table: t!("viewer-legend-table"),
            edge_window: t!("cli-legend-edge-window"),
        }
    }

    /// The labels in the language in force on this thread, made once per language: a window
    /// draws a scene every frame, and the messages never change while the program runs.
    pub fn in_force() -> &'static SceneWords {
        static WORDS: [OnceLock<SceneWords>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        let now = lang();
        let slot = Lang::ALL.iter().position(|&l| l == now).unwrap_or(0);
        WORDS[slot].get_or_init(SceneWords::new)
    }
}

impl Default for SceneWords {
    fn default() -> Self {
        SceneWords::new()
    }
}

/// The one label a picture writes under a chance node whose children are all equally likely
/// and too close for a label on each edge: "each 1/6".
pub fn each_probability(probability: &str) -> String {
    t!("cli-chance-each", probability = probability)
}

/// The count under a folded node: how many nodes it hides, in words so it does not read as a
/// score ("59,704 more", not "+59,704").
pub fn folded_more(hidden: usize) -> String {
    t!(
        "cli-folded-more",
        shown = gametree_engine::compare::group(hidden as u64)
    )
}

/// The move written on the edge into node `id` (`None` at the root): a move's notation as
/// the engine gives it ("X a1", "take 2"), the dice race's moves as words in the language in
/// force ("die 4", 骰子 4), as the narration says them.
pub fn edge_move(trace: &Trace, id: NodeId) -> Option<String> {
    crate::move_words::move_of(trace, id)
}

/// A slide's line above the narration: "Step 4 of 30", or "Step 30 of 30 (the end)" once the
/// search is over.
pub fn slide_step(playback: &Playback) -> String {
    if playback.finished() {
        t!(
            "narration-slide-step-end",
            step = playback.step(),
            total = playback.len()
        )
    } else {
        t!(
            "narration-slide-step",
            step = playback.step(),
            total = playback.len()
        )
    }
}
