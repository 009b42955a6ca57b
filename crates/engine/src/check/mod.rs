//! Checking a learner's own search (issues 28 and 34): the event protocol any program can
//! print (one JSON object per line: `{"enter": null}` for the root, `{"enter": I}` or
//! `{"enter": "X b2"}` for a child, `{"leaf": V}`, `{"exit": V}`, optional `"alpha"`/`"beta"`;
//! [`protocol`]), read against a game or tree ([`shape`]) while a judge ([`judge`]) walks the
//! textbook search beside it one step at a time ([`walker`]) under the learner's own scoring
//! ([`scoring`]), with each classic bug beside it too, so the first step where the walks part
//! is found as soon as it is read. A learner's walk on a tree becomes a recording the canvas
//! draws beside the textbook's ([`replay`]); a recording's own walk is read off it
//! ([`compare`]).

pub mod bug;
pub mod compare;
pub mod judge;
pub mod protocol;
pub mod replay;
pub mod scoring;
pub mod shape;
pub mod walker;
pub mod windows;

/// One step of a learner's walk, as compact as the protocol says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The root (`None`) or the child with this generation index is entered.
    Enter(Option<u32>),
    /// A value is evaluated at the current node.
    Leaf(i64),
    /// The current node returns a value.
    Exit(i64),
}

/// A learner's step as kept for drawing: the step and the window its line carried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The step.
    pub step: Step,
    /// `"alpha"`/`"beta"` when the line gave them (in the learner's MAX view).
    pub window: Option<(i64, i64)>,
}

/// One step of a search, by the path (child indices from the root, in generation order) of
/// its node: a recording's walk, read off it ([`compare::textbook_walk`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Walk {
    /// The search entered the node.
    Enter(Vec<u32>),
    /// A value was evaluated at the node (a leaf, or the depth limit).
    Leaf(Vec<u32>, i64),
    /// The node returned this value.
    Exit(Vec<u32>, i64),
}

impl Walk {
    /// The node the step is at.
    pub fn path(&self) -> &[u32] {
        match self {
            Walk::Enter(p) | Walk::Leaf(p, _) | Walk::Exit(p, _) => p,
        }
    }
}

/// A learner's compact steps with the path of each step's node (the walk [`compare`] reads
/// off a recording), for comparing the two.
pub fn paths(steps: &[Step]) -> Vec<Walk> {
    walk(steps.iter().copied()).collect()
}

/// The walk of a learner's compact steps, step by step as [`paths`] gives it: the steps are
/// read only as far as the walk is taken.
pub fn walk(steps: impl IntoIterator<Item = Step>) -> impl Iterator<Item = Walk> {
    let mut path: Vec<u32> = Vec::new();
    let mut open = false;
    steps.into_iter().map(move |s| match s {
        Step::Enter(None) => {
            path.clear();
            open = true;
            Walk::Enter(Vec::new())
        }
        Step::Enter(Some(i)) => {
            if open {
                path.push(i);
            }
            Walk::Enter(path.clone())
        }
        Step::Leaf(v) => Walk::Leaf(path.clone(), v),
        Step::Exit(v) => {
            let w = Walk::Exit(path.clone(), v);
            if path.pop().is_none() {
                open = false;
            }
            w
        }
    })
}
