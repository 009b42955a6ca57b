//! Why a search never prunes, read off the windows it prints (issue 45): a program that walks
//! exactly as minimax though alpha-beta was asked may have lost its window in one of several
//! ways, and when its event lines carry `"alpha"`/`"beta"` the windows it passes down tell
//! which. Each way is a model of the window every child is entered with, walked beside the
//! learner's steps; a model whose window differs from a printed one is dropped. The models:
//! the window not passed down (every child entered with (−∞, +∞)), α never raised, β never
//! lowered, α raised at MIN nodes instead of β lowered, and the bounds moved right but the
//! cutoff tested after the loop (or never).

use super::walker::infinite;
use crate::search::{INF, NEG_INF};

/// A way of losing the window, as the windows printed show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WindowBug {
    /// Every child is entered with (−∞, +∞).
    NotPassed,
    /// α never rises at a MAX node.
    AlphaNotUpdated,
    /// β never falls at a MIN node.
    BetaNotUpdated,
    /// A MIN node raises α instead of lowering β.
    AlphaAtMin,
    /// α and β move as they should, but the cutoff is never taken.
    TestAfterLoop,
    /// α and β move as they should, and every cutoff missed is a tie (α = β): the test may be
    /// α > β, or missing — the walk cannot tell which.
    TiesNotCut,
}

impl WindowBug {
    /// Every way, in the order a diagnosis names them.
    /// (`TiesNotCut` is what `TestAfterLoop` is found as when every cutoff missed is a tie.)
    pub const ALL: [WindowBug; 5] = [
        WindowBug::NotPassed,
        WindowBug::AlphaNotUpdated,
        WindowBug::BetaNotUpdated,
        WindowBug::AlphaAtMin,
        WindowBug::TestAfterLoop,
    ];
}

/// An open node of a model's walk.
#[derive(Clone, Copy, Debug)]
struct Frame {
    alpha: i64,
    beta: i64,
    best: Option<i64>,
    max: bool,
}

/// One model: its way, the learner's side it reads MAX as, its path.
#[derive(Clone, Debug)]
struct Model {
    bug: WindowBug,
    flip: bool,
    stack: Vec<Frame>,
    alive: bool,
    /// A child was entered where the window had closed with α > β (a cutoff missed that
    /// is no tie).
    strict_missed: bool,
}

/// The models walking beside the learner's steps.
#[derive(Clone, Debug)]
pub(crate) struct Windows {
    models: Vec<Model>,
    /// Whether any line printed a window.
    seen: bool,
}

impl Windows {
    /// Every model, under each of the learner's possible sides (`flips`).
    pub(crate) fn new(flips: &[bool]) -> Windows {
        let mut models = Vec::new();
        for bug in WindowBug::ALL {
            for &flip in flips {
                models.push(Model {
                    bug,
                    flip,
                    stack: Vec::new(),
                    alive: true,
                    strict_missed: false,
                });
            }
        }
        Windows {
            models,
            seen: false,
        }
    }

    /// A node is entered (`game_max`: MAX in the game's own sides) with the window its line
    /// printed, if it printed one.
    pub(crate) fn enter(&mut self, game_max: bool, window: Option<(i64, i64)>) {
        self.seen |= window.is_some();
        for m in self.models.iter_mut().filter(|m| m.alive) {
            if let Some(p) = m.stack.last()
                && p.best.is_some()
                && p.alpha > p.beta
            {
                m.strict_missed = true;
            }
            let w = match m.stack.last() {
                None => (NEG_INF, INF),
                Some(_) if m.bug == WindowBug::NotPassed => (NEG_INF, INF),
                Some(p) => (p.alpha, p.beta),
            };
            if let Some((a, b)) = window
                && (infinite(a), infinite(b)) != (infinite(w.0), infinite(w.1))
            {
                m.alive = false;
                continue;
            }
            m.stack.push(Frame {
                alpha: w.0,
                beta: w.1,
                best: None,
                max: game_max != m.flip,
            });
        }
    }

    /// The current node returns `v`: each model's parent moves its window its way.
    pub(crate) fn exit(&mut self, v: i64) {
        let v = infinite(v);
        for m in self.models.iter_mut().filter(|m| m.alive) {
            m.stack.pop();
            let Some(p) = m.stack.last_mut() else {
                continue;
            };
            let best = match p.best {
                None => v,
                Some(b) if p.max => b.max(v),
                Some(b) => b.min(v),
            };
            p.best = Some(best);
            match (m.bug, p.max) {
                (WindowBug::AlphaNotUpdated, true) | (WindowBug::BetaNotUpdated, false) => {}
                (WindowBug::AlphaAtMin, _) | (_, true) => p.alpha = p.alpha.max(best),
                (_, false) => p.beta = p.beta.min(best),
            }
        }
    }

    /// The first way whose windows are every one the learner printed, under a side `allows`
    /// still allows (`None` when no window was printed, or none fits).
    pub(crate) fn found(&self, allows: impl Fn(bool) -> bool) -> Option<WindowBug> {
        if !self.seen {
            return None;
        }
        self.models
            .iter()
            .find(|m| m.alive && allows(m.flip))
            .map(|m| match m.bug {
                WindowBug::TestAfterLoop if !m.strict_missed => WindowBug::TiesNotCut,
                bug => bug,
            })
    }
}
