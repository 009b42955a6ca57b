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
//!   [`first_visits`](crate::first_visits)); at every null-window test below the root the
//!   learner says whether PVS searches that child again, and is right when the answer
//!   matches the recording. A test's value is the bound it came back with.
//! - Answers about nodes that are not asked (leaves, pruned nodes' values, unknown ids) are
//!   ignored. A blank asked entry is wrong. The score is right ÷ total entries.
//!
//! This file grades; `reasons` says why an entry is wrong.

use crate::first_visits::searched_again;
use crate::t;
use crate::words::window_text;
use gametree_engine::search::Bound;
use gametree_engine::sort::sort_by_key;
use gametree_engine::trace::{NodeId, Status, Trace, flags};
use std::collections::{BTreeMap, BTreeSet};

mod reasons;

pub use reasons::explain;

pub use crate::claim::{AnswerError, Claim, parse_window_edge};

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
        sort_by_key(&mut q.inner, |&n| trace.node(n).exit_step);
        sort_by_key(&mut q.pruned_tops, |&n| trace.node(n).enter_step);
        sort_by_key(&mut q.tests, |&n| trace.node(n).exit_step);
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

    sort_by_key(&mut marks, |m| (m.step, m.question));
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
