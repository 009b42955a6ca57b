//! Which line of the search's code each step runs, as facts: the kind of line (the function's
//! head, the terminal test, the loop taking a child, the backup, the bound update, the cutoff
//! test, `break`, `return`) and the node whose call runs it. A step can run several lines in
//! order (a backup, then α's update, then the cutoff test); a leaf's exit runs none (its
//! `return` was the evaluation's). The listings (in the teach crate) mark their lines with
//! these kinds, so any listing of the same search highlights the same lines; the tests run the
//! listings and compare the lines they execute with these, step by step.
//!
//! Covered: minimax and alpha-beta in the single-function style, with or without a depth limit,
//! children in the tree's order (no ordering, table or iterative deepening yet).

use super::window_walk::{Frame, back_up, enter};
use super::{EventKind, NodeId, Trace, flags};
use crate::search::Algorithm;

/// A line of a search's code, by what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// The function's head: a call enters a node.
    Head,
    /// `if terminal(node) or depth == 0`: the test every call makes first.
    Terminal,
    /// `return value(node)`: a finished game's score, or the evaluation at the depth limit.
    Evaluate,
    /// `for child in children(node)`: the loop takes the next child, or finds none left.
    Loop,
    /// `best = max(best, v)` (or `min`): a child's value goes up.
    Backup,
    /// `alpha = max(alpha, best)` at MAX, `beta = min(beta, best)` at MIN.
    Bound,
    /// `if alpha >= beta`.
    CutTest,
    /// `break`: the remaining children are pruned.
    Cut,
    /// `return best`.
    Return,
}

impl Line {
    /// Every kind, in the order a listing usually has them.
    pub const ALL: [Line; 9] = [
        Line::Head,
        Line::Terminal,
        Line::Evaluate,
        Line::Loop,
        Line::Backup,
        Line::Bound,
        Line::CutTest,
        Line::Cut,
        Line::Return,
    ];

    /// The mark a listing puts on such a line (`#@cut-test`, `//@cut-test`).
    pub fn marker(self) -> &'static str {
        match self {
            Line::Head => "head",
            Line::Terminal => "terminal",
            Line::Evaluate => "evaluate",
            Line::Loop => "loop",
            Line::Backup => "backup",
            Line::Bound => "bound",
            Line::CutTest => "cut-test",
            Line::Cut => "cut",
            Line::Return => "return",
        }
    }

    /// The kind a listing's mark names.
    pub fn from_marker(mark: &str) -> Option<Line> {
        Line::ALL.into_iter().find(|l| l.marker() == mark)
    }
}

/// How a listing is laid out, which fixes the order a step runs its lines in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// One function for both players: `best = max(best, v); alpha = max(alpha, best);
    /// if alpha >= beta: break`.
    Single,
    /// AIMA's MAX-VALUE and MIN-VALUE: `v ← MAX(v, …); if v ≥ β then return v; α ← MAX(α, v)`
    /// (the cutoff test before the bound's update, and the cut returns at once).
    Aima,
}

/// The lines every step of a recording runs.
#[derive(Clone, Debug, Default)]
pub struct CodeLines {
    lines: Vec<(Line, NodeId)>,
    /// Where each step's lines start in `lines` (one more entry than there are steps).
    starts: Vec<u32>,
}

impl CodeLines {
    /// The lines of every step of `trace` in a listing of `style`; `None` for a search the
    /// listings do not cover.
    pub fn of(trace: &Trace, style: Style) -> Option<CodeLines> {
        let c = &trace.config;
        let covered = matches!(c.algorithm, Algorithm::Minimax | Algorithm::AlphaBeta)
            && !c.ordering
            && !c.uses_tt()
            && !c.iterative
            && trace.mcts.is_none()
            && trace.chance.is_none();
        covered.then(|| walk(trace, c.algorithm == Algorithm::AlphaBeta, style))
    }

    /// The lines step `k` (event index) runs, in order.
    pub fn at(&self, k: usize) -> &[(Line, NodeId)] {
        match (self.starts.get(k), self.starts.get(k + 1)) {
            (Some(&a), Some(&b)) => &self.lines[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Every line run, in order, over the whole search.
    pub fn all(&self) -> &[(Line, NodeId)] {
        &self.lines
    }

    /// How many steps there are.
    pub fn steps(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }
}

/// Node `id` is a leaf: a finished game or the depth limit.
fn is_leaf(trace: &Trace, id: NodeId) -> bool {
    trace.tree.flags(id) & (flags::TERMINAL | flags::HEURISTIC) != 0
}

fn walk(trace: &Trace, prune: bool, style: Style) -> CodeLines {
    let mut out = CodeLines::default();
    let mut stack: Vec<Frame> = Vec::new();
    for e in trace.events() {
        out.starts.push(out.lines.len() as u32);
        let n = e.node;
        let mut push = |l: Line, at: NodeId| out.lines.push((l, at));
        match e.kind {
            EventKind::Enter => {
                if let Some(p) = stack.last() {
                    push(Line::Loop, p.node);
                }
                push(Line::Head, n);
                push(Line::Terminal, n);
                stack.push(enter(trace, n, stack.last()));
            }
            EventKind::Leaf => push(Line::Evaluate, n),
            EventKind::Backup => {
                if let (Some(v), Some(f)) = (trace.node(n).value(), stack.last_mut()) {
                    back_up(f, v);
                    push(Line::Backup, f.node);
                    match (prune, style) {
                        (false, _) => {}
                        (true, Style::Single) => {
                            push(Line::Bound, f.node);
                            push(Line::CutTest, f.node);
                        }
                        // The test comes first; a cut returns before the bound moves.
                        (true, Style::Aima) => {
                            push(Line::CutTest, f.node);
                            if f.alpha < f.beta {
                                push(Line::Bound, f.node);
                            }
                        }
                    }
                }
            }
            EventKind::Cutoff => push(Line::Cut, n),
            EventKind::Exit => {
                let f = stack.pop();
                if !is_leaf(trace, n) {
                    let cut = trace.tree.flags(n) & flags::CUTOFF != 0;
                    // α ≥ β after the last child breaks out of the loop too, with nothing
                    // left to prune (the recording counts no cutoff there).
                    let broke = prune && f.is_some_and(|f| f.alpha >= f.beta);
                    if !cut {
                        push(if broke { Line::Cut } else { Line::Loop }, n);
                    }
                    // AIMA's cut is its own `return v`.
                    if !(style == Style::Aima && (cut || broke)) {
                        push(Line::Return, n);
                    }
                }
            }
            _ => {}
        }
    }
    out.starts.push(out.lines.len() as u32);
    out
}
