//! A learner's walk on a tree made into a recording ([`Trace`]) the canvas can draw and step
//! through, as the searcher's observer would have recorded it: the `Recorder` is driven
//! with the walk's entries, leaves, backups and exits, and children a node never entered are
//! added as pruned (with everything below them), so they show as not searched. Each step of
//! the walk keeps the step of the recording it became, so the learner's search and the
//! textbook's can be stepped together.

use super::{Kept, Step};
use crate::game::tree::{TreeGame, TreeSpec};
use crate::game::{Player, Rules};
use crate::scenario::{GameChoice, Scenario, ScenarioError, TreeSource};
use crate::search::{Bound, Observer, SearchConfig, Stats, Value};
use crate::trace::{EventKind, GameDescriber, Outcome, Recorder, Searched, Trace};
use std::sync::Arc;

/// A learner's walk recorded as a trace.
pub struct Replay {
    /// The recording of their search.
    pub trace: Trace,
    /// For each step of the walk, the number of steps of `trace` up to and including it
    /// (step `k` of the walk is shown by seeking `trace` to `steps[k]`). A step the canvas
    /// cannot show (a second value, or one after the node's children) repeats the one before.
    pub steps: Vec<usize>,
}

/// The open node a walk is at, as the replay keeps it.
struct Open {
    /// The node's arena index in the tree.
    at: u32,
    /// Which of its children were entered.
    entered: Vec<bool>,
    /// Whether a value was evaluated at it (its leaf step was recorded).
    leaf: bool,
    /// Whether it enters a child (then a leaf step at it cannot be shown: the canvas steps
    /// from a node's value straight to its exit).
    had_child: bool,
    /// The best value backed up so far, for the backup steps.
    best: Option<i64>,
    /// The player to move there.
    max: bool,
}

/// Records the learner's `steps` (read by [`super::judge::Judge`] against `tree`, so every
/// child exists) as a search of `tree` by `config`, titled as `searched`; MAX moves at the root
/// unless `min_root`. A node entered with a window carries it; a child entered twice is two
/// visits.
pub fn replay(
    steps: &[Kept],
    tree: &Arc<TreeSpec>,
    min_root: bool,
    config: SearchConfig,
    searched: Searched,
) -> Replay {
    let root_player = if min_root { Player::Min } else { Player::Max };
    let root = TreeGame::new(tree.clone(), root_player);
    let mut game = root.clone();
    let mut recorder = Recorder::new(config.depth);
    let mut stack: Vec<Open> = Vec::new();
    // Whether each step was given to the recorder.
    let mut shown = Vec::with_capacity(steps.len());
    let mut root_value = 0;
    let parents = parents(steps);
    // A recording has one root: a second one (iterative deepening, or a walk that started
    // again) is not drawn.
    let mut finished = false;
    for (k, kept) in steps.iter().enumerate() {
        let shows = match kept.step {
            _ if finished => false,
            Step::Enter(child) => {
                if child.is_none() && !stack.is_empty() {
                    false
                } else {
                    enter(&mut recorder, &mut game, &mut stack, child, kept.window);
                    if let Some(open) = stack.last_mut() {
                        open.had_child = parents[k];
                    }
                    true
                }
            }
            Step::Leaf(v) => match stack.last_mut() {
                Some(open) if !open.leaf && !open.had_child => {
                    open.leaf = true;
                    let heuristic = !tree.is_leaf(open.at);
                    Observer::<TreeGame>::leaf(&mut recorder, v, heuristic);
                    true
                }
                _ => false,
            },
            Step::Exit(v) => {
                root_value = v;
                exit(&mut recorder, &mut game, &mut stack, v);
                finished = stack.is_empty();
                true
            }
        };
        shown.push(shows);
    }
    recorder.add_pruned_subtrees(&root);
    let outcome = Outcome {
        root_value: Value::Int(root_value),
        best_move: None,
        principal_variation: Vec::new(),
        stats: Stats::default(),
    };
    let trace = recorder.finish(config, outcome, Arc::new(GameDescriber(root)), searched);
    let steps = steps_of(&trace, &shown);
    Replay { trace, steps }
}

/// Enters the root (`child` `None`) or child `child` of the open node, with the window the
/// learner's line gave (else the full one).
fn enter(
    recorder: &mut Recorder,
    game: &mut TreeGame,
    stack: &mut Vec<Open>,
    child: Option<u32>,
    window: Option<(i64, i64)>,
) {
    let via = match (stack.last_mut(), child) {
        (Some(parent), Some(i)) => {
            if let Some(e) = parent.entered.get_mut(i as usize) {
                *e = true;
            }
            game.play(i);
            Some((i, i))
        }
        _ => None,
    };
    let at = game.node();
    let children = game.spec().nodes[at as usize].children.len();
    stack.push(Open {
        at,
        entered: vec![false; children],
        leaf: false,
        had_child: false,
        best: None,
        max: game.to_move() == Player::Max,
    });
    let (alpha, beta) = window.unwrap_or((i64::MIN, i64::MAX));
    recorder.enter(&*game, via, alpha, beta);
}

/// The open node returns `value`: the children it never entered are pruned (unless it was
/// evaluated where it stands), then it exits and its parent backs the value up.
fn exit(recorder: &mut Recorder, game: &mut TreeGame, stack: &mut Vec<Open>, value: i64) {
    let Some(open) = stack.pop() else {
        return;
    };
    let skipped: Vec<(u32, u32)> = open
        .entered
        .iter()
        .enumerate()
        .filter(|&(_, &e)| !e)
        .map(|(i, _)| (i as u32, i as u32))
        .collect();
    if !open.leaf && !skipped.is_empty() {
        recorder.cutoff(game, &skipped);
    }
    Observer::<TreeGame>::exit(recorder, value, Bound::Exact);
    if let Some(parent) = stack.last_mut() {
        game.undo(0);
        let best = match parent.best {
            Some(b) if parent.max => b.max(value),
            Some(b) => b.min(value),
            None => value,
        };
        parent.best = Some(best);
        Observer::<TreeGame>::backup(recorder, value, best);
    }
}

/// For each step, whether it enters a node that enters a child of its own.
fn parents(steps: &[Kept]) -> Vec<bool> {
    let mut out = vec![false; steps.len()];
    let mut open: Vec<usize> = Vec::new();
    for (k, kept) in steps.iter().enumerate() {
        match kept.step {
            Step::Enter(_) => {
                if let Some(&p) = open.last() {
                    out[p] = true;
                }
                open.push(k);
            }
            Step::Exit(_) => {
                open.pop();
            }
            Step::Leaf(_) => {}
        }
    }
    out
}

/// For each step of the walk, the recording's step count once it has been shown: the steps
/// the recording made of the walk are its enter, leaf and exit events, in order.
fn steps_of(trace: &Trace, shown: &[bool]) -> Vec<usize> {
    // The walk's events by their index alone: no path is built for each of them (a learner's
    // walk of ten million events would hold gigabytes of paths only to count them).
    let mut made = trace.events().enumerate().filter_map(|(k, e)| {
        matches!(e.kind, EventKind::Enter | EventKind::Leaf | EventKind::Exit).then_some(k)
    });
    let mut last = 0;
    shown
        .iter()
        .map(|&kept| {
            if kept && let Some(k) = made.next() {
                last = k + 1;
            }
            last
        })
        .collect()
}

/// The tree a scenario searches, read, with whether MIN moves at its root; `None` when it is
/// a game, not a tree.
pub fn tree_of(scenario: &Scenario) -> Option<Result<(TreeSpec, bool), ScenarioError>> {
    let GameChoice::Tree { source, min_root } = &scenario.game else {
        return None;
    };
    let spec = match source {
        TreeSource::File(path) => TreeSpec::read(path).map_err(ScenarioError::from),
        TreeSource::Text { name, json } => {
            TreeSpec::parse(json).map_err(|error| ScenarioError::NamedTree {
                name: name.clone(),
                error,
            })
        }
    };
    Some(spec.map(|s| (s, *min_root)))
}
