//! The classic first-version bugs of alpha-beta (issue 28), each a variant of a small
//! fail-soft alpha-beta on a tree that walks as the recording does, used only to name what a
//! learner's walk matches: the window not passed down, MAX and MIN swapped, α updated at MIN
//! nodes, `>` instead of `≥` in the cutoff test, the best value kept from one node to the next,
//! and the cutoff tested after the loop instead of inside it. They walk any [`Shape`]: a
//! tree, or a game from a position.

use super::Walk;
use super::shape::Shape;

/// A classic bug.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bug {
    /// The children get (−∞, +∞) instead of the node's window.
    WindowNotPassed,
    /// MAX takes the smallest value and MIN the largest.
    MaxMinSwapped,
    /// At a MIN node α is raised (as at MAX) instead of β lowered.
    AlphaAtMin,
    /// The cutoff test is `α > β`: ties do not cut.
    StrictCutoff,
    /// The best value is one variable for the whole search, not reset at each node.
    BestNotReset,
    /// The cutoff is tested after the loop over the children, so nothing is pruned.
    CutAfterLoop,
}

impl Bug {
    /// Every bug, in the order a diagnosis tries them.
    pub const ALL: [Bug; 6] = [
        Bug::WindowNotPassed,
        Bug::MaxMinSwapped,
        Bug::AlphaAtMin,
        Bug::StrictCutoff,
        Bug::BestNotReset,
        Bug::CutAfterLoop,
    ];
}

struct Run<'t, S> {
    shape: &'t S,
    bug: Option<Bug>,
    walk: Vec<Walk>,
    /// The one best value of [`Bug::BestNotReset`].
    shared: Option<i64>,
}

impl<S: Shape> Run<'_, S> {
    fn visit(
        &mut self,
        node: S::Node,
        path: Vec<u32>,
        (mut alpha, mut beta): (i64, i64),
        max: bool,
    ) -> i64 {
        self.walk.push(Walk::Enter(path.clone()));
        let n = self.shape.count(&node);
        if n == 0 {
            let v = self.shape.value(&node).unwrap_or(0);
            self.walk.push(Walk::Leaf(path.clone(), v));
            self.walk.push(Walk::Exit(path, v));
            return v;
        }
        let takes_max = max != (self.bug == Some(Bug::MaxMinSwapped));
        let reset = if takes_max { i64::MIN } else { i64::MAX };
        let shared = self.bug == Some(Bug::BestNotReset);
        // The bug's one variable: set by the first node, then read and written by every call
        // (a child's changes are its parent's too), as a `static` in C is.
        let mut best = match self.shared {
            Some(b) if shared => b,
            _ => reset,
        };
        if shared {
            self.shared = Some(best);
        }
        for i in 0..n {
            let c = self.shape.child(&node, i as u32);
            let window = if self.bug == Some(Bug::WindowNotPassed) {
                (i64::MIN, i64::MAX)
            } else {
                (alpha, beta)
            };
            let mut p = path.clone();
            p.push(i as u32);
            let v = self.visit(c, p, window, !max);
            if shared {
                best = self.shared.unwrap_or(best);
            }
            best = if takes_max { best.max(v) } else { best.min(v) };
            if shared {
                self.shared = Some(best);
            }
            match (max, self.bug) {
                (true, _) | (false, Some(Bug::AlphaAtMin)) => alpha = alpha.max(best),
                (false, _) => beta = beta.min(best),
            }
            let cuts = match self.bug {
                Some(Bug::StrictCutoff) => alpha > beta,
                Some(Bug::CutAfterLoop) => false,
                _ => alpha >= beta,
            };
            if cuts && i + 1 < n {
                break;
            }
        }
        self.walk.push(Walk::Exit(path, best));
        best
    }
}

/// The walk of alpha-beta with `bug` (`None`: as the textbook) on `shape`, MAX at the root
/// unless `min_root`.
pub fn walk<S: Shape>(shape: &S, bug: Option<Bug>, min_root: bool) -> Vec<Walk> {
    let mut run = Run {
        shape,
        bug,
        walk: Vec::new(),
        shared: None,
    };
    run.visit(shape.root(), Vec::new(), (i64::MIN, i64::MAX), !min_root);
    run.walk
}

/// The bugs whose walk is exactly `theirs`, where that walk is not the textbook's. Several
/// bugs can walk alike on a tree: the window not passed down, α updated at MIN nodes and the
/// cutoff tested after the loop all prune nothing.
pub fn diagnose<S: Shape>(tree: &S, min_root: bool, theirs: &[Walk]) -> Vec<Bug> {
    let theirs = infinite(theirs);
    let right = infinite(&walk(tree, None, min_root));
    if theirs == right {
        return Vec::new();
    }
    Bug::ALL
        .into_iter()
        .filter(|&b| infinite(&walk(tree, Some(b), min_root)) == theirs)
        .collect()
}

/// `walk` with every value beyond a 32-bit integer's range read as an infinity, so that a
/// learner's `INT_MIN` and this module's `i64::MIN` (both −∞ to the code) compare equal.
fn infinite(walk: &[Walk]) -> Vec<Walk> {
    let v = |x: i64| {
        if x <= i64::from(i32::MIN) {
            i64::MIN
        } else if x >= i64::from(i32::MAX) {
            i64::MAX
        } else {
            x
        }
    };
    walk.iter()
        .map(|w| match w {
            Walk::Enter(p) => Walk::Enter(p.clone()),
            Walk::Leaf(p, x) => Walk::Leaf(p.clone(), v(*x)),
            Walk::Exit(p, x) => Walk::Exit(p.clone(), v(*x)),
        })
        .collect()
}
