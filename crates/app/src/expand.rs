//! Big trees on demand: a tree wider than the canvas holds at a readable spacing opens folded
//! below the deepest level that fits (folded again when the canvas changes size, until the
//! viewer folds or opens nodes by hand); a Monte Carlo search of more than a few hundred nodes
//! opens folded by visits; clicking a collapsed node opens one level; the node of the current
//! step always has its path opened (and a cutoff's node its children); "find" goes to a position by its moves.

use super::state::Loaded;
use gametree_draw::scene::{Camera, Style};
use gametree_engine::trace::{NodeId, Trace};
use gametree_teach::Say;

pub use gametree_draw::layout::FOLD_ABOVE_NODES as OPEN_COLLAPSED_NODES;

/// Most nodes shown when a big search opens (`render --size` opens it so too).
use gametree_draw::canvas::OPENING_NODES;

/// The canvas assumed before the tree view knows its own (about a 1280×720 window's).
const FIRST_CANVAS: [f32; 2] = [900.0, 560.0];

impl Loaded {
    /// When a search opens: a Monte Carlo search of more than a few hundred nodes folds by
    /// visits (the most visited open first); the minimax family folds by what fits a canvas of
    /// about a 1280×720 window's (see [`Loaded::fold_to_fit`]; the tree view folds again for
    /// its own size on its first frame).
    pub fn collapse_below_fit(&mut self) {
        if self.trace().mcts.is_some() {
            if let Some(folded) = gametree_draw::layout::fold_set(self.trace(), OPENING_NODES) {
                self.layouts.collapsed = folded.into_iter().collect();
            }
            return;
        }
        self.fold_to_fit(FIRST_CANVAS, &Style::default());
    }

    /// Folds the tree by what fits a canvas of size `viewport` at the readable spacing of
    /// `style`: levels open while the widest still fits (`layout::fold_to_fit`). Done again
    /// only when the readable width changes, and never once the viewer has folded or opened
    /// nodes by hand. True when the fold changed.
    pub fn fold_to_fit(&mut self, viewport: [f32; 2], style: &Style) -> bool {
        if self.trace().mcts.is_some() {
            return false;
        }
        let slots = Camera::readable_slots(viewport, style).floor() as u32;
        let levels = Camera::readable_levels(viewport, style).floor() as u32;
        if !self.layouts.auto_fold || self.layouts.fitted_slots == Some([slots, levels]) {
            return false;
        }
        self.layouts.fitted_slots = Some([slots, levels]);
        let folded = gametree_draw::layout::fold_to_fit(self.trace(), slots as f32, levels as f32)
            .unwrap_or_default();
        if folded == self.layouts.collapsed {
            return false;
        }
        self.layouts.collapsed = folded;
        true
    }

    /// Collapses every inner node `depth` moves below its iteration's root.
    pub fn collapse_at(&mut self, depth: u16) {
        self.layouts.auto_fold = false;
        let trace = self.trace().clone();
        self.layouts.collapsed = trace
            .tree
            .node_indices()
            .filter(|&n| trace.node(n).depth == depth && trace.tree.children(n).next().is_some())
            .collect();
    }

    /// Opens one level under the collapsed node `id`: its children show, each of theirs with
    /// children collapsed in turn. Returns whether `id` was collapsed.
    pub fn expand_one_level(&mut self, id: NodeId) -> bool {
        if !self.layouts.collapsed.remove(&id) {
            return false;
        }
        let trace = self.trace().clone();
        for c in trace.tree.children(id) {
            if trace.tree.children(c).next().is_some() {
                self.layouts.collapsed.insert(c);
            }
        }
        true
    }

    /// Opens the collapsed nodes above `id`, one level each, so it is drawn.
    pub fn reveal(&mut self, id: NodeId) {
        if self.layouts.collapsed.is_empty() {
            return;
        }
        let line = self.trace().ancestry(id);
        for &a in &line[..line.len().saturating_sub(1)] {
            self.expand_one_level(a);
        }
    }

    /// Opens what the current step shows ([`gametree_draw::layout::opened_at`]): the folded
    /// nodes above its node and, at a cutoff, the cutting node, so its searched and pruned
    /// children are drawn. True when anything opened.
    pub fn open_step(&mut self) -> bool {
        if self.layouts.collapsed.is_empty() {
            return false;
        }
        let line = gametree_draw::layout::opened_at(&self.playback);
        let mut opened = false;
        for n in line {
            opened |= self.expand_one_level(n);
        }
        opened
    }

    /// Whether `id` is drawn: no collapsed node above it.
    pub fn is_shown(&self, id: NodeId) -> bool {
        let line = self.trace().ancestry(id);
        line[..line.len().saturating_sub(1)]
            .iter()
            .all(|a| !self.layouts.collapsed.contains(a))
    }

    /// Goes to the position `moves` names (moves or tree names separated by commas — Chinese
    /// ones too — or arrows, from the root of the current iteration): selects it and opens
    /// its path. The error says which move was not found.
    pub fn find(&mut self, moves: &str) -> Result<NodeId, crate::error::AppError> {
        let trace = self.trace().clone();
        let step = self.playback.step();
        let mut at = trace.iterations[trace.iteration_at(step.saturating_sub(1))].root;
        for token in moves
            .split([',', '，', '、', '→'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            at = child_named(&trace, at, token).ok_or_else(|| crate::error::AppError::NoMove {
                token: token.to_string(),
                trace: crate::error::TraceRef(trace.clone()),
                at,
            })?;
        }
        self.reveal(at);
        self.selected = Some(at);
        self.viewport.center_on = Some(at);
        Ok(at)
    }
}

/// The child of `at` reached by the move (in the engine's notation or as the edge says it,
/// the dice race's in the reader's language; in a tree, the node name) `token`; the last
/// visit of a position searched twice.
fn child_named(trace: &Trace, at: NodeId, token: &str) -> Option<NodeId> {
    let same = |a: &str| a.trim().eq_ignore_ascii_case(token);
    trace.children(at).into_iter().rev().find(|&c| {
        trace.move_text(c).as_deref().is_some_and(same)
            || gametree_teach::move_words::move_of(trace, c).is_some_and(|m| same(&m))
            || same(&trace.node_name(c).say())
    })
}
