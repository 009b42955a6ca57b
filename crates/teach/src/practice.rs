//! Practice mode: the learner works a recorded search by hand — a value (or bound) at each
//! inner node, optionally the α/β window each node starts with, and the branches that get
//! pruned — and [`check`] marks every entry right or wrong, scores the round and explains the
//! first mistake in search order in one plain sentence with the numbers.
//!
//! How answers are graded (the teacher's rules, fixed here so the app and tests agree):
//! - **Values** are asked at every *visited inner* node of the last search (leaves and
//!   transposition-table answers are given). The expected answer is what the search itself
//!   settled on: an exact value, or a bound `≤ v` / `≥ v` where alpha-beta learnt only a bound
//!   (fail-soft, so `v` is the best value the node saw, as in AIMA figure 5.5: C ≤ 2).
//!   The true minimax value is **not** accepted in place of a bound when something below the
//!   node was pruned: the search never saw the pruned leaves, and the exercise is to follow
//!   the search. It **is** accepted (written as plain `v`) when nothing below the node was
//!   pruned or answered by the table: then every leaf below was searched, `v` *is* the exact
//!   value, and the `≤`/`≥` only records how `v` compared with the window.
//! - **Windows** are graded only when the round asks for them (`Answers::windows` is `Some`)
//!   and the search is alpha-beta, at the same nodes as values: the (α, β) a node starts with.
//! - **Pruned branches**: the learner marks exactly the pruned nodes whose parent was visited
//!   (the children a cutoff skipped). Marking the top of a pruned subtree covers everything
//!   below it; extra marks *inside* a pruned subtree are true, so they are neither right nor
//!   wrong. Marking a node the search visits is a wrong entry.
//! - **Re-searches** (PVS): the round is played on the first visits only (see
//!   [`first_visits`](super::first_visits)); at every null-window test below the root the
//!   learner says whether PVS searches that child again, and is right when the answer
//!   matches the recording. A test's value is the bound it came back with.
//! - Answers about nodes that are not asked (leaves, pruned nodes' values, unknown ids) are
//!   ignored. A blank asked entry is wrong. The score is right ÷ total entries.

use super::first_visits::searched_again;
use super::words::{capitalise, ordinal, series, show_bounded, tidy, window_text};
use crate::Say;
use crate::i18n::{Arg, tr_with};
use crate::t;
use gametree_engine::game::{Player, PositionView};
use gametree_engine::search::{Bound, INF, NEG_INF};
use gametree_engine::trace::{NodeId, Status, Trace, flags, show_value};
use std::collections::{BTreeMap, BTreeSet};

pub use super::claim::{AnswerError, Claim, parse_window_edge};

/// What the learner filled in. Node ids are those of the trace being practised.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answers {
    /// Backed-up value (or bound) per inner node.
    pub values: BTreeMap<NodeId, Claim>,
    /// The window (α, β) each node starts with; `None` when the round does not ask for
    /// windows. ±∞ as `INF`/`NEG_INF`.
    pub windows: Option<BTreeMap<NodeId, (i64, i64)>>,
    /// The nodes the learner marks as pruned (the branch into each).
    pub pruned: BTreeSet<NodeId>,
    /// The null-window tests the learner says PVS searches again.
    pub researched: BTreeSet<NodeId>,
}

impl Answers {
    /// Blank answers; `with_windows` says whether the round asks for α/β windows.
    pub fn new(with_windows: bool) -> Answers {
        Answers {
            windows: with_windows.then(BTreeMap::new),
            ..Answers::default()
        }
    }

    /// The correct answers, for "Show solution" (windows included for alpha-beta).
    pub fn solution(trace: &Trace) -> Answers {
        let q = Questions::of(trace);
        let mut a = Answers::new(trace.is_alphabeta());
        for &n in &q.inner {
            let node = trace.node(n);
            a.values.insert(
                n,
                Claim {
                    value: node.value().unwrap_or(0),
                    bound: node.bound,
                },
            );
            if let Some(w) = &mut a.windows {
                w.insert(n, (node.alpha, node.beta));
            }
        }
        a.pruned = q.pruned_tops.iter().copied().collect();
        a.researched = q
            .tests
            .iter()
            .copied()
            .filter(|&t| searched_again(trace, t))
            .collect();
        a
    }
}

/// Which nodes a round asks about, in search order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Questions {
    /// Visited inner nodes: each needs a value (and a window, if asked).
    pub inner: Vec<NodeId>,
    /// Pruned nodes whose parent was visited: the branches to mark.
    pub pruned_tops: Vec<NodeId>,
    /// Every node of the last search (visited or pruned), root first, children in generation
    /// order: what the practice view draws.
    pub all: Vec<NodeId>,
    /// PVS's null-window tests of inner children: is each searched again?
    pub tests: Vec<NodeId>,
}

impl Questions {
    /// The questions for the last search in `trace` (the last iteration of iterative deepening).
    pub fn of(trace: &Trace) -> Questions {
        let mut q = Questions::default();
        let Some(it) = trace.iterations.last() else {
            return q;
        };
        let mut stack = vec![it.root];
        while let Some(n) = stack.pop() {
            q.all.push(n);
            let kids = trace.children(n);
            let node = trace.node(n);
            if node.status == Status::Visited {
                if !kids.is_empty() {
                    q.inner.push(n);
                }
                // A leaf's test gives its exact value and is never repeated: only inner
                // children's tests are questions.
                if node.has(flags::PROBE) && trace.parent(n).is_some() && !kids.is_empty() {
                    q.tests.push(n);
                }
                for &k in &kids {
                    if trace.node(k).status == Status::Pruned {
                        q.pruned_tops.push(k);
                    }
                }
            }
            stack.extend(kids.into_iter().rev());
        }
        q.inner.sort_by_key(|&n| trace.node(n).exit_step);
        q.pruned_tops.sort_by_key(|&n| trace.node(n).enter_step);
        q.tests.sort_by_key(|&n| trace.node(n).exit_step);
        q
    }
}

/// What an entry is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Question {
    /// The α/β window a node starts with.
    Window,
    /// Whether the branch into a node is pruned.
    Pruned,
    /// A node's backed-up value.
    Value,
    /// Whether PVS searches a null-window test again.
    Research,
}

/// One graded entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The node the entry is about.
    pub node: NodeId,
    /// What was asked there: its value, its window, or whether it is pruned.
    pub question: Question,
    /// Whether the learner got it right.
    pub right: bool,
    /// The learner's entry in words ("≤ 4", "(3, +∞)", "pruned", "blank").
    pub given: String,
    /// The correct entry in words.
    pub expected: String,
    /// Index of the event this entry is about, for ordering and for jumping there.
    pub step: u32,
}

/// The result of Check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Every graded entry, in search order.
    pub marks: Vec<Mark>,
    /// How many entries are right.
    pub right: usize,
    /// How many entries were graded.
    pub total: usize,
    /// The first wrong entry in search order, explained in one sentence; `None` if all right.
    pub first_mistake: Option<String>,
}

impl Report {
    /// Right ÷ total, from 0.0 to 1.0 (1.0 when there was nothing to answer).
    pub fn score(&self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            self.right as f64 / self.total as f64
        }
    }

    /// Whether every entry is right.
    pub fn is_perfect(&self) -> bool {
        self.right == self.total
    }

    /// "7 / 9 right (78%)".
    pub fn score_text(&self) -> String {
        t!(
            "practice-score",
            right = self.right,
            total = self.total,
            percent = format!("{:.0}", self.score() * 100.0)
        )
    }

    /// The marks about one node (for drawing ticks and crosses next to it).
    pub fn marks_for(&self, node: NodeId) -> impl Iterator<Item = &Mark> {
        self.marks.iter().filter(move |m| m.node == node)
    }
}

/// Grades `answers` against the recorded search. See the module docs for the rules.
pub fn check(trace: &Trace, answers: &Answers) -> Report {
    let q = Questions::of(trace);
    let complete = fully_searched(trace, &q);
    let mut marks = Vec::new();
    let windows = answers.windows.as_ref().filter(|_| trace.is_alphabeta());

    for &n in &q.inner {
        let node = trace.node(n);
        let truth = Claim {
            value: node.value().unwrap_or(0),
            bound: node.bound,
        };
        let given = answers.values.get(&n).copied();
        let right = given.is_some_and(|g| {
            g == truth || (complete.contains(&n) && g == Claim::exact(truth.value))
        });
        let mut expected = truth.to_string();
        if truth.bound != Bound::Exact && complete.contains(&n) {
            expected = t!(
                "practice-expected-or-exact",
                claim = expected,
                value = truth.value.to_string()
            );
        }
        marks.push(Mark {
            node: n,
            question: Question::Value,
            right,
            given: given.map_or_else(|| t!("practice-mark-blank"), |g| g.to_string()),
            expected,
            step: node.exit_step,
        });
        if let Some(w) = windows {
            let truth = (node.alpha, node.beta);
            let given = w.get(&n).copied();
            marks.push(Mark {
                node: n,
                question: Question::Window,
                right: given == Some(truth),
                given: given.map_or_else(|| t!("practice-mark-blank"), window_text),
                expected: window_text(truth),
                step: node.enter_step,
            });
        }
    }

    for &n in &q.pruned_tops {
        let right = answers.pruned.contains(&n);
        marks.push(Mark {
            node: n,
            question: Question::Pruned,
            right,
            given: if right {
                t!("practice-mark-pruned")
            } else {
                t!("practice-mark-not-marked")
            },
            expected: t!("practice-mark-pruned"),
            step: trace.node(n).enter_step,
        });
    }

    for &t in &q.tests {
        let again = searched_again(trace, t);
        let said = answers.researched.contains(&t);
        let words = |yes: bool| {
            if yes {
                t!("practice-mark-searched-again")
            } else {
                t!("practice-mark-not-searched-again")
            }
        };
        marks.push(Mark {
            node: t,
            question: Question::Research,
            right: said == again,
            given: words(said),
            expected: words(again),
            step: trace.node(t).exit_step,
        });
    }

    let in_search: BTreeSet<NodeId> = q.all.iter().copied().collect();
    for &n in &answers.pruned {
        if in_search.contains(&n) && trace.node(n).status == Status::Visited {
            marks.push(Mark {
                node: n,
                question: Question::Pruned,
                right: false,
                given: t!("practice-mark-pruned"),
                expected: t!("practice-mark-visited"),
                step: trace.node(n).enter_step,
            });
        }
    }

    marks.sort_by_key(|m| (m.step, m.question));
    let first_mistake = marks
        .iter()
        .find(|m| !m.right)
        .and_then(|m| explain(trace, answers, m));
    Report {
        total: marks.len(),
        right: marks.iter().filter(|m| m.right).count(),
        marks,
        first_mistake,
    }
}

/// Explains a wrong entry of a [`Report`] in one sentence with the numbers (`None` for a
/// right one). [`check`] does this for the first mistake; the app may ask for any other.
pub fn explain(trace: &Trace, answers: &Answers, mark: &Mark) -> Option<String> {
    if mark.right || mark.node.index() >= trace.tree.node_count() {
        return None;
    }
    let n = mark.node;
    let who = full(trace, n);
    // Chinese drops the spaces a message puts between a node's name in words and the text.
    Some(tidy(match mark.question {
        Question::Value => {
            let reason = value_reason(trace, n);
            match answers.values.get(&n) {
                Some(g) => t!(
                    "practice-value-wrote",
                    who = &who,
                    given = g.to_string(),
                    reason = reason
                ),
                None => t!("practice-value-blank", who = &who, reason = reason),
            }
        }
        Question::Window => {
            let reason = window_reason(trace, n);
            match answers.windows.as_ref().and_then(|w| w.get(&n)) {
                Some(&g) => t!(
                    "practice-window-wrote",
                    who = &who,
                    window = window_text(g),
                    reason = reason
                ),
                None => t!("practice-window-blank", who = &who, reason = reason),
            }
        }
        Question::Research => research_reason(trace, n, answers.researched.contains(&n)),
        Question::Pruned if trace.node(n).status == Status::Visited => t!(
            "practice-marked-visited",
            who = &who,
            reason = visited_reason(trace, n)
        ),
        Question::Pruned => {
            let reason = match trace.parent(n) {
                Some(p) => cutoff_reason(trace, p, &parent_name(trace, p)),
                None => t!("practice-root-never-pruned"),
            };
            if below(trace, n).iter().any(|d| answers.pruned.contains(d)) {
                t!(
                    "practice-not-marked-pruned-mark-top",
                    who = &who,
                    reason = reason,
                    node = this(trace, n)
                )
            } else {
                t!("practice-not-marked-pruned", who = &who, reason = reason)
            }
        }
    }))
}

/// Why the test `n` is or is not searched again, with its numbers.
fn research_reason(trace: &Trace, n: NodeId, said: bool) -> String {
    let node = trace.node(n);
    let who = full(trace, n);
    let v = show_bounded(node.value().unwrap_or(0), node.bound);
    let parent = trace.parent(n).map(|p| trace.node(p));
    let (alpha, beta) = match parent.map(|p| p.player) {
        Some(Player::Max) => (node.alpha, parent.map_or(INF, |p| p.beta)),
        _ => (parent.map_or(NEG_INF, |p| p.alpha), node.beta),
    };
    // Chooses the message's "you said PVS searches it again" or "… does not …".
    let said = if said { "yes" } else { "no" };
    if searched_again(trace, n) {
        return t!(
            "practice-research-again",
            who = who,
            said = said,
            value = v,
            window = window_text((alpha, beta))
        );
    }
    match parent.map(|p| p.player) {
        Some(Player::Max) if node.value().is_some_and(|x| x <= alpha) => t!(
            "practice-research-not-alpha",
            who = who,
            said = said,
            value = v,
            alpha = show_value(alpha)
        ),
        Some(Player::Min) if node.value().is_some_and(|x| x >= beta) => t!(
            "practice-research-not-beta",
            who = who,
            said = said,
            value = v,
            beta = show_value(beta)
        ),
        _ => t!(
            "practice-research-not-cutoff",
            who = who,
            said = said,
            value = v
        ),
    }
}

/// Inner nodes below which everything was searched (no pruning, no table answers).
fn fully_searched(trace: &Trace, q: &Questions) -> BTreeSet<NodeId> {
    let mut done = BTreeSet::new();
    // `inner` is in exit order, so children come before their parents.
    for &n in &q.inner {
        let ok = trace.children(n).iter().all(|&c| {
            let k = trace.node(c);
            k.status == Status::Visited
                && !k.has(flags::TT_HIT)
                && (trace.children(c).is_empty() || done.contains(&c))
        });
        if ok {
            done.insert(n);
        }
    }
    done
}

/// Every node strictly below `n`.
fn below(trace: &Trace, n: NodeId) -> Vec<NodeId> {
    let mut out = Vec::new();
    let mut stack = trace.children(n);
    while let Some(c) = stack.pop() {
        out.push(c);
        stack.extend(trace.children(c));
    }
    out
}

fn is_tree(trace: &Trace, n: NodeId) -> bool {
    matches!(
        trace.game.view(&trace.move_codes(n)),
        PositionView::Tree { .. }
    )
}

/// How a sentence refers to a node: "C", "leaf 4 under C", "the position after X a1, O b2".
fn short(trace: &Trace, n: NodeId) -> String {
    let parent = trace.parent(n);
    if is_tree(trace, n) {
        let name = trace.node_name(n).say();
        match parent {
            Some(p) if trace.children(n).is_empty() => {
                t!(
                    "practice-node-leaf-under",
                    name = name,
                    parent = short(trace, p)
                )
            }
            _ => name,
        }
    } else if parent.is_none() {
        t!("practice-node-the-root")
    } else {
        let codes = trace.move_codes(n);
        let moves: Vec<String> = (0..codes.len())
            .map(|i| trace.game.move_text(&codes[..i], codes[i]))
            .collect();
        t!("practice-node-position-after", moves = moves.join(", "))
    }
}

/// How the rest of a sentence refers to the node it is about: "C", or "this position".
fn this(trace: &Trace, n: NodeId) -> String {
    if is_tree(trace, n) || trace.parent(n).is_none() {
        short(trace, n)
    } else {
        t!("practice-node-this-position")
    }
}

/// How a sentence about a node refers to its parent: "A", or "the previous position".
fn parent_name(trace: &Trace, p: NodeId) -> String {
    if is_tree(trace, p) || trace.parent(p).is_none() {
        short(trace, p)
    } else {
        t!("practice-node-previous-position")
    }
}

/// How a sentence starts with a node: "Node C", "Leaf 4 under C", "The position after X a1".
fn full(trace: &Trace, n: NodeId) -> String {
    let leaf = trace.parent(n).is_some() && trace.children(n).is_empty();
    if is_tree(trace, n) && !leaf {
        return t!("practice-node-named", name = trace.node_name(n).say());
    }
    capitalise(&short(trace, n))
}

/// Visited children in the order the search entered them.
fn searched_children(trace: &Trace, n: NodeId) -> Vec<NodeId> {
    let mut kids: Vec<NodeId> = trace
        .children(n)
        .into_iter()
        .filter(|&c| trace.node(c).status == Status::Visited)
        .collect();
    kids.sort_by_key(|&c| trace.node(c).enter_step);
    kids
}

fn returned(trace: &Trace, c: NodeId) -> String {
    show_value(trace.node(c).value().unwrap_or(0))
}

/// How the search at `n` (which cut off) stopped: which child (1 for the first), what it
/// returned, and the window edge it reached (β for MAX, α for MIN).
fn cut_facts(trace: &Trace, n: NodeId) -> (usize, String, String) {
    let node = trace.node(n);
    let kids = searched_children(trace, n);
    let (i, last) = kids
        .iter()
        .copied()
        .enumerate()
        .next_back()
        .unwrap_or((0, n));
    let edge = match node.player {
        Player::Max => node.beta,
        Player::Min => node.alpha,
    };
    (i + 1, returned(trace, last), show_value(edge))
}

/// Why `n` (which cut off) stopped early: "C is a MIN node whose first child returned 2 ≤ α = 3,
/// so C's remaining children are pruned".
fn cutoff_reason(trace: &Trace, n: NodeId, s: &str) -> String {
    let id = match trace.node(n).player {
        Player::Max => "practice-reason-cutoff-max",
        Player::Min => "practice-reason-cutoff-min",
    };
    tr_with(id, &cut_args(trace, n, s))
}

/// The facts of `n`'s cutoff as message arguments: the node, which child, what it returned,
/// and the bound it crossed (β at a MAX node, α at a MIN node; both names are given).
fn cut_args(trace: &Trace, n: NodeId, s: &str) -> Vec<(&'static str, Arg)> {
    let (index, returned, edge) = cut_facts(trace, n);
    vec![
        ("node", s.into()),
        ("nth", ordinal(index).into()),
        ("returned", returned.into()),
        ("alpha", edge.clone().into()),
        ("beta", edge.into()),
    ]
}

/// Why the recorded value (or bound) of the inner node `n` is what it is.
fn value_reason(trace: &Trace, n: NodeId) -> String {
    let node = trace.node(n);
    let s = this(trace, n);
    let v = show_value(node.value().unwrap_or(0));
    if node.has(flags::CUTOFF) {
        let rel = if node.bound == Bound::Lower {
            "≥"
        } else {
            "≤"
        };
        let id = match node.player {
            Player::Max => "practice-reason-cutoff-value-max",
            Player::Min => "practice-reason-cutoff-value-min",
        };
        let mut args = cut_args(trace, n, &s);
        args.extend([("rel", rel.into()), ("value", v.into())]);
        return tr_with(id, &args);
    }
    let kids = searched_children(trace, n);
    let values: Vec<String> = kids.iter().map(|&c| returned(trace, c)).collect();
    let count = kids.len();
    let id = match (node.bound, node.player) {
        (Bound::Exact, _) if count == 1 => "practice-reason-exact-one",
        (Bound::Exact, Player::Max) => "practice-reason-exact-max",
        (Bound::Exact, Player::Min) => "practice-reason-exact-min",
        (Bound::Upper, Player::Max) => "practice-reason-upper-max",
        (Bound::Lower, Player::Min) => "practice-reason-lower-min",
        (Bound::Upper, Player::Min) => "practice-reason-upper-min",
        (Bound::Lower, Player::Max) => "practice-reason-lower-max",
    };
    tr_with(
        id,
        &[
            ("node", s.into()),
            ("player", node.player.name().into()),
            ("count", count.into()),
            ("values", series(&values, "and").into()),
            ("alpha", show_value(node.alpha).into()),
            ("beta", show_value(node.beta).into()),
            ("value", v.into()),
        ],
    )
}

/// Why `n` starts with the window it does.
fn window_reason(trace: &Trace, n: NodeId) -> String {
    let node = trace.node(n);
    let s = this(trace, n);
    let w = window_text((node.alpha, node.beta));
    let Some(p) = trace.parent(n) else {
        return t!("practice-window-root", node = s, window = w);
    };
    let parent = trace.node(p);
    let ps = parent_name(trace, p);
    let earlier: Vec<NodeId> = searched_children(trace, p)
        .into_iter()
        .take_while(|&c| c != n)
        .collect();
    if earlier.is_empty() {
        return t!(
            "practice-window-first-child",
            node = s,
            parent = ps,
            window = w
        );
    }
    let values: Vec<String> = earlier.iter().map(|&c| returned(trace, c)).collect();
    let values = series(&values, "and");
    match parent.player {
        Player::Max => t!(
            "practice-window-later-max",
            node = s,
            parent = ps,
            window = w,
            alpha = show_value(parent.alpha),
            values = values,
            beta = show_value(parent.beta)
        ),
        Player::Min => t!(
            "practice-window-later-min",
            node = s,
            parent = ps,
            window = w,
            beta = show_value(parent.beta),
            values = values,
            alpha = show_value(parent.alpha)
        ),
    }
}

/// Why the visited node `n` is not pruned.
fn visited_reason(trace: &Trace, n: NodeId) -> String {
    if !trace.is_alphabeta() {
        return t!("practice-visited-minimax");
    }
    let node = trace.node(n);
    match trace.parent(n) {
        None => t!("practice-visited-root"),
        Some(p) => t!(
            "practice-visited-open",
            parent = parent_name(trace, p),
            alpha = show_value(node.alpha),
            beta = show_value(node.beta)
        ),
    }
}
