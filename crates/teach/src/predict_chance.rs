//! Predict mode for expectiminimax and Monte Carlo tree search: before a chance node finishes
//! the learner gives its expected value, before a player's node finishes the value it takes;
//! before an MCTS selection, which child UCB chooses at the root; before a backpropagation,
//! what the root's N and W become. Answers are checked against the recording.

use super::narrate::who;
use super::words::{capitalise, tidy};
use crate::t;
use gametree_engine::trace::mcts::Phase;
use gametree_engine::trace::{EventKind, NodeId, Playback, Trace, show_real};

/// What the answer must be.
#[derive(Clone, Debug, PartialEq)]
pub enum ChanceExpected {
    /// A real value (an expectation, a player's best), right to two decimals.
    Value(f64),
    /// The child UCB selects (its move, or its name on a tree).
    Child(NodeId),
    /// The root's N and W after the backpropagation.
    Counts(u32, f64),
}

/// The question before `playback`'s next step, for an expectiminimax or MCTS recording:
/// (the node asked about, the prompt, what the answer must be).
pub fn question(playback: &Playback) -> Option<(NodeId, String, ChanceExpected)> {
    let trace = playback.trace();
    let step = playback.step();
    let event = trace.event_at(step)?;
    if let Some(view) = trace.mcts_view() {
        let (k, phase) = Phase::of_step(step);
        let root = NodeId::new(0);
        return match phase {
            Phase::Selection => {
                let path = trace.ancestry(view.record.iteration(k).selected);
                let chosen = *path.get(1)?;
                let choices = view.terms(root, k).len();
                (choices >= 2).then(|| {
                    let prompt = t!("practice-predict-ucb", iteration = k + 1);
                    (root, prompt, ChanceExpected::Child(chosen))
                })
            }
            Phase::Backpropagation => {
                let (n, w) = view.visits(root, k + 1);
                let prompt = t!("practice-predict-root-counts");
                Some((root, prompt, ChanceExpected::Counts(n, w)))
            }
            _ => None,
        };
    }
    let values = &trace.chance.as_ref()?.values;
    let id = event.node;
    if event.kind != EventKind::Exit || trace.tree.children(id).next().is_none() {
        return None;
    }
    let name = capitalise(&who(trace, id));
    let prompt = if trace.is_chance(id) {
        t!("practice-predict-expectation", node = name)
    } else {
        t!(
            "practice-predict-player-value",
            node = name,
            player = trace.node(id).player.name()
        )
    };
    Some((id, tidy(prompt), ChanceExpected::Value(values.get(id)?)))
}

/// A number as a learner writes it: "5.5", "-0.25", "11/2", "½".
fn number(text: &str) -> Option<f64> {
    let t = text.trim().replace('−', "-").replace(',', ".");
    match t.as_str() {
        "½" => return Some(0.5),
        "¼" => return Some(0.25),
        "¾" => return Some(0.75),
        _ => {}
    }
    if let Some((a, b)) = t.split_once('/') {
        let (a, b): (f64, f64) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
        return (b != 0.0).then_some(a / b);
    }
    t.parse().ok().filter(|v: &f64| v.is_finite())
}

/// Whether `answer` names `child`: its move text or its name, case and spaces aside.
fn names(trace: &Trace, child: NodeId, answer: &str) -> bool {
    let norm = |s: &str| s.split_whitespace().collect::<String>().to_lowercase();
    let a = norm(answer);
    !a.is_empty()
        && (trace.move_text(child).is_some_and(|m| norm(&m) == a)
            || crate::move_words::move_of(trace, child).is_some_and(|m| norm(&m) == a)
            || norm(&crate::move_words::node_name(trace, child)) == a)
}

/// Whether `answer` is right, what it was read as (`None`: it could not be read), and the
/// right answer in words.
pub fn check(trace: &Trace, expected: &ChanceExpected, answer: &str) -> (Option<bool>, String) {
    match *expected {
        ChanceExpected::Value(v) => {
            let right = number(answer).map(|a| (a - v).abs() < 0.005 + 1e-9);
            (right, show_real(v))
        }
        ChanceExpected::Child(c) => {
            let shown = crate::move_words::move_of(trace, c)
                .unwrap_or_else(|| crate::move_words::node_name(trace, c));
            (Some(names(trace, c, answer)), shown)
        }
        ChanceExpected::Counts(n, w) => {
            let parts: Vec<f64> = answer
                .split([',', ';', ' ', '，'])
                .filter(|p| !p.trim().is_empty())
                .filter_map(number)
                .collect();
            let right = match parts.as_slice() {
                [a, b] => Some((*a - f64::from(n)).abs() < 1e-9 && (b - w).abs() < 0.005 + 1e-9),
                _ => None,
            };
            (right, format!("N = {n}, W = {}", show_real(w)))
        }
    }
}
