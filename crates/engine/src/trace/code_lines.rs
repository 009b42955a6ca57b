//! Which line of the search's code each step runs, as facts: the kind of line (the function's
//! head, the terminal test, the best value's start, the loop taking a child, the backup, the
//! bound update, the cutoff test, `break`, `return`) and the node whose call runs it. A step can run several lines in
//! order (a backup, then α's update, then the cutoff test); a leaf's exit runs none (its
//! `return` was the evaluation's). The listings (in the teach crate) mark their lines with
//! these kinds, so any listing of the same search highlights the same lines; the tests run the
//! listings and compare the lines they execute with these, step by step.
//!
//! Every search is covered: the minimax family with its options (ordering changes only which
//! child the loop takes, the table adds its probe, answer and store, iterative deepening its
//! depth loop, aspiration windows their re-test and re-search at the root), PVS's call, test,
//! re-test and re-search, MTD(f)'s passes, expectiminimax's chance nodes and MCTS's phases.

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
    /// `if the table answers for node`: the transposition table is looked up.
    Probe,
    /// `best ← −∞ if maximizing else +∞` (AIMA's `v ← −∞`): a MAX or MIN node's call starts
    /// its best value before its loop. The line learners forget.
    Init,
    /// `return the table's value`: the table answered.
    Table,
    /// `for child in children(node)`: the loop takes the next child, or finds none left.
    Loop,
    /// PVS: the first child's call, with the whole window.
    Call,
    /// PVS: a later child's null-window test.
    Test,
    /// PVS and aspiration windows: `if α < v < β` (or the root's value left the window).
    ReTest,
    /// The same position searched again with the window that is left.
    ReSearch,
    /// `best = max(best, v)` (or `min`): a child's value goes up.
    Backup,
    /// `alpha = max(alpha, best)` at MAX, `beta = min(beta, best)` at MIN.
    Bound,
    /// `if alpha >= beta`.
    CutTest,
    /// `break`: the remaining children are pruned.
    Cut,
    /// `store best in the table`.
    Store,
    /// `return best`.
    Return,
    /// Iterative deepening: `for depth in 1, 2, …`.
    Depth,
    /// MTD(f): a pass starts, testing next to the last bound learnt.
    Pass,
    /// MTD(f): `if g < β then upper ← g else lower ← g`.
    PassBound,
    /// Expectiminimax: the loop over a chance node's outcomes.
    ChanceLoop,
    /// Expectiminimax: `v ← v + p × value(child)`.
    ChanceSum,
    /// Expectiminimax: a chance node returns its expectation.
    ChanceReturn,
    /// MCTS: selection goes down by UCB.
    Select,
    /// MCTS: expansion adds a node.
    Expand,
    /// MCTS: a random playout.
    Playout,
    /// MCTS: the result goes back up.
    Backpropagate,
}

impl Line {
    /// Every kind.
    pub(crate) const ALL: [Line; 27] = [
        Line::Head,
        Line::Terminal,
        Line::Evaluate,
        Line::Probe,
        Line::Init,
        Line::Table,
        Line::Loop,
        Line::Call,
        Line::Test,
        Line::ReTest,
        Line::ReSearch,
        Line::Backup,
        Line::Bound,
        Line::CutTest,
        Line::Cut,
        Line::Store,
        Line::Return,
        Line::Depth,
        Line::Pass,
        Line::PassBound,
        Line::ChanceLoop,
        Line::ChanceSum,
        Line::ChanceReturn,
        Line::Select,
        Line::Expand,
        Line::Playout,
        Line::Backpropagate,
    ];

    /// The mark a listing puts on such a line (`#@cut-test`, `//@cut-test`).
    pub(crate) fn marker(self) -> &'static str {
        match self {
            Line::Head => "head",
            Line::Terminal => "terminal",
            Line::Evaluate => "evaluate",
            Line::Probe => "probe",
            Line::Init => "init",
            Line::Table => "table",
            Line::Loop => "loop",
            Line::Call => "call",
            Line::Test => "test",
            Line::ReTest => "re-test",
            Line::ReSearch => "re-search",
            Line::Backup => "backup",
            Line::Bound => "bound",
            Line::CutTest => "cut-test",
            Line::Cut => "cut",
            Line::Store => "store",
            Line::Return => "return",
            Line::Depth => "depth",
            Line::Pass => "pass",
            Line::PassBound => "pass-bound",
            Line::ChanceLoop => "chance-loop",
            Line::ChanceSum => "chance-sum",
            Line::ChanceReturn => "chance-return",
            Line::Select => "select",
            Line::Expand => "expand",
            Line::Playout => "playout",
            Line::Backpropagate => "backpropagate",
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
    /// (the cutoff test before the bound's update, and the cut returns at once; with the
    /// table, as under MTD(f), the cut breaks out of the loop to store `v` and then returns).
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
    /// The lines of every step of `trace` in a listing of `style`.
    pub fn of(trace: &Trace, style: Style) -> CodeLines {
        if trace.mcts.is_some() {
            let mut out = CodeLines::default();
            for (k, e) in trace.events().enumerate() {
                out.starts.push(k as u32);
                let line = match e.kind {
                    EventKind::Select => Line::Select,
                    EventKind::Expand => Line::Expand,
                    EventKind::Playout => Line::Playout,
                    _ => Line::Backpropagate,
                };
                out.lines.push((line, e.node));
            }
            out.starts.push(out.lines.len() as u32);
            return out;
        }
        Walk::new(trace, style).run()
    }

    /// The lines step `k` (event index) runs, in order.
    pub fn at(&self, k: usize) -> &[(Line, NodeId)] {
        match (self.starts.get(k), self.starts.get(k + 1)) {
            (Some(&a), Some(&b)) => &self.lines[a as usize..b as usize],
            _ => &[],
        }
    }

    /// What the viewer shows at step `step` (that many events done): the lines of the last
    /// event that ran any, and whether that event is the step's own (`false`: an earlier one;
    /// a leaf's exit runs no line of its own). `None` at step 0.
    pub fn running(&self, step: usize) -> Option<(&[(Line, NodeId)], bool)> {
        let last = step.checked_sub(1)?;
        (0..=last.min(self.steps().checked_sub(1)?))
            .rev()
            .map(|k| (k, self.at(k)))
            .find(|(_, at)| !at.is_empty())
            .map(|(k, at)| (at, k == last))
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

/// The walk over a minimax-family or expectiminimax recording.
struct Walk<'t> {
    trace: &'t Trace,
    style: Style,
    prune: bool,
    pvs: bool,
    mtdf: bool,
    tt: bool,
    aspiration: bool,
    out: CodeLines,
    stack: Vec<Frame>,
}

impl<'t> Walk<'t> {
    fn new(trace: &'t Trace, style: Style) -> Self {
        let c = &trace.config;
        Walk {
            trace,
            style,
            prune: c.algorithm.prunes(),
            pvs: c.algorithm == Algorithm::Pvs,
            mtdf: c.algorithm == Algorithm::Mtdf,
            tt: c.uses_tt(),
            aspiration: c.iterative && c.aspiration.is_some(),
            out: CodeLines::default(),
            stack: Vec::new(),
        }
    }

    fn push(&mut self, line: Line, at: NodeId) {
        self.out.lines.push((line, at));
    }

    fn flag(&self, id: NodeId, flag: u16) -> bool {
        self.trace.tree.flags(id) & flag != 0
    }

    fn run(mut self) -> CodeLines {
        let trace = self.trace;
        for e in trace.events() {
            self.out.starts.push(self.out.lines.len() as u32);
            let n = e.node;
            match e.kind {
                EventKind::Iteration => self.push(Line::Depth, n),
                EventKind::Pass => self.push(Line::Pass, n),
                EventKind::Enter => self.enter(n),
                EventKind::Leaf => self.push(Line::Evaluate, n),
                EventKind::TtHit => self.push(Line::Table, n),
                EventKind::Backup => self.backup(n),
                EventKind::Research => {
                    let at = trace.parent(n).unwrap_or(n);
                    self.push(Line::ReTest, at);
                }
                EventKind::Cutoff => self.push(Line::Cut, n),
                EventKind::Exit => self.exit(n),
                _ => {}
            }
        }
        self.out.starts.push(self.out.lines.len() as u32);
        self.out
    }

    fn enter(&mut self, n: NodeId) {
        let parent = self
            .stack
            .last()
            .map(|p| p.node)
            .filter(|&p| self.trace.parent(n) == Some(p));
        match parent {
            Some(p) if self.flag(n, flags::RESEARCH) => self.push(Line::ReSearch, p),
            Some(p) if self.trace.is_chance(p) => self.push(Line::ChanceLoop, p),
            Some(p) => {
                self.push(Line::Loop, p);
                if self.pvs {
                    let test = self.flag(n, flags::PROBE);
                    self.push(if test { Line::Test } else { Line::Call }, p);
                }
            }
            None if self.flag(n, flags::RESEARCH) => self.push(Line::ReSearch, n),
            None => {}
        }
        self.push(Line::Head, n);
        self.push(Line::Terminal, n);
        let leaf = is_leaf(self.trace, n);
        if self.tt && !leaf {
            self.push(Line::Probe, n);
        }
        // An inner node the table did not answer starts its best value before its loop (a
        // chance node's sum is its own line, not a best value).
        if !leaf && !self.flag(n, flags::TT_HIT) && !self.trace.is_chance(n) {
            self.push(Line::Init, n);
        }
        let frame = enter(self.trace, n, self.stack.last());
        self.stack.push(frame);
    }

    fn backup(&mut self, child: NodeId) {
        let trace = self.trace;
        let Some(f) = self.stack.last_mut() else {
            return;
        };
        let p = f.node;
        if trace.is_chance(p) {
            self.push(Line::ChanceSum, p);
            return;
        }
        if let Some(v) = trace.node(child).value() {
            back_up(f, v);
        }
        let (alpha, beta) = (f.alpha, f.beta);
        if self.pvs && self.flag(child, flags::PROBE) {
            self.push(Line::ReTest, p);
        }
        self.push(Line::Backup, p);
        match (self.prune, self.style) {
            (false, _) => {}
            (true, Style::Single) => {
                self.push(Line::Bound, p);
                self.push(Line::CutTest, p);
            }
            // The test comes first; a cut returns before the bound moves.
            (true, Style::Aima) => {
                self.push(Line::CutTest, p);
                if alpha < beta {
                    self.push(Line::Bound, p);
                }
            }
        }
    }

    fn exit(&mut self, n: NodeId) {
        let f = self.stack.pop();
        if is_leaf(self.trace, n) || self.flag(n, flags::TT_HIT) {
            return;
        }
        if self.trace.is_chance(n) {
            self.push(Line::ChanceLoop, n);
            self.push(Line::ChanceReturn, n);
            return;
        }
        let cut = self.flag(n, flags::CUTOFF);
        // α ≥ β after the last child breaks out of the loop too, with nothing left to prune
        // (the recording counts no cutoff there).
        let broke = self.prune && f.is_some_and(|f| f.alpha >= f.beta);
        if !cut {
            self.push(if broke { Line::Cut } else { Line::Loop }, n);
        }
        if self.tt {
            self.push(Line::Store, n);
        }
        // AIMA's cut is its own `return v`; with memory it breaks out to store first.
        if !(self.style == Style::Aima && (cut || broke) && !self.tt) {
            self.push(Line::Return, n);
        }
        let root = self.trace.parent(n).is_none();
        if root && self.mtdf {
            self.push(Line::PassBound, n);
        }
        let tested = !self.flag(n, flags::RESEARCHED | flags::RESEARCH);
        if root && self.aspiration && tested {
            self.push(Line::ReTest, n);
        }
    }
}
