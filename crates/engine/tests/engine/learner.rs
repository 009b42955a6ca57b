//! A learner's program, written here as the tutorials write theirs and independently of the
//! engine's step-by-step searches (`check::walker`): recursive minimax and fail-soft alpha-beta
//! printing the event protocol, with the learner's own scoring (a win worth W, flat or by the
//! depth from the root or its children, either side as MAX) and each bug learners make: the
//! classic six of alpha-beta, the root maximising whoever is to move, a child searched twice
//! (`best > minimax(..) ? best : minimax(..)`), a finished draw scored with the evaluation.
#![allow(dead_code)]

use gametree_engine::check::shape::{GameShape, LeafFact};
use gametree_engine::game::{Game, Player};

/// A bug a learner's program has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bug {
    WindowNotPassed,
    MaxMinSwapped,
    AlphaAtMin,
    StrictCutoff,
    BestNotReset,
    CutAfterLoop,
    /// The root maximises whoever is to move (and the levels below alternate from there).
    RootMaximises,
    /// Each child that does not lose to the best so far is searched a second time.
    DoubleCall,
    /// A finished draw scored with the position's evaluation.
    DrawAsEvaluation,
    /// AIMA's MAX-VALUE without `α ← MAX(α, v)`: MAX still returns when v ≥ β.
    AlphaNotRaised,
    /// AIMA's MIN-VALUE without `β ← MIN(β, v)`: MIN still returns when v ≤ α.
    BetaNotLowered,
    /// MAX writes `beta = min(beta, best)` and MIN `alpha = max(alpha, best)`.
    BoundsSwapped,
    /// The children from the last to the first.
    ReversedOrder,
    /// The children sorted by the game's move ordering (asked or not).
    Sorted,
    /// `best = v` instead of `best = max(best, v)`; the bounds move with each `v`.
    LastChild,
    /// `alphabeta(child, alpha, beta, maximizing)`: the side never changes.
    SideNotFlipped,
    /// A finished bones heap scored as a win for the side to move there (misère).
    Misere,
    /// Fail-hard alpha-beta: β at a MAX cutoff, else α (MIN: α at a cutoff, else β).
    FailHard,
    /// The kits' form without `alpha = max(alpha, best)`: it never prunes.
    AlphaNotRaisedKit,
    /// The kits' form without `beta = min(beta, best)`: it never prunes.
    BetaNotLoweredKit,
}

/// How the learner's program scores: their MAX (`flip`: the game's MIN), a win's worth at
/// depth 0 and what it loses per depth, depth counted from the root (`origin` 0) or from
/// the root's children (`origin` 1, as a `find_best_move` that calls `minimax(child, 0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scoring {
    pub flip: bool,
    pub win: i64,
    pub per_depth: i64,
    pub origin: i64,
}

impl Scoring {
    /// docs/conventions.md's tic-tac-toe: X wins 10 − ply.
    pub const TICTACTOE: Scoring = Scoring {
        flip: false,
        win: 10,
        per_depth: 1,
        origin: 0,
    };
    /// docs/conventions.md's bones: ±1.
    pub const BONES: Scoring = Scoring {
        flip: false,
        win: 1,
        per_depth: 0,
        origin: 0,
    };
}

/// What the program does.
#[derive(Clone, Copy, Debug)]
pub struct Program {
    pub prune: bool,
    pub bug: Option<Bug>,
    pub scoring: Scoring,
    pub depth: Option<u32>,
    /// Moves written as text ("X b2") rather than indices.
    pub move_text: bool,
}

struct Run<'a, G> {
    shape: &'a GameShape<G>,
    p: Program,
    /// Each entry prints the window it was called with.
    windows: bool,
    out: Vec<String>,
    shared: Option<i64>,
    limit: Option<u32>,
}

/// The lines the program prints on `shape`.
pub fn events<G: Game>(shape: &GameShape<G>, p: Program) -> Vec<String> {
    walked(shape, p, false)
}

/// The lines the program prints on `shape`, each entry with its window (`"alpha"`/`"beta"`).
pub fn events_with_windows<G: Game>(shape: &GameShape<G>, p: Program) -> Vec<String> {
    walked(shape, p, true)
}

fn walked<G: Game>(shape: &GameShape<G>, p: Program, windows: bool) -> Vec<String> {
    let mut run = Run {
        shape,
        p,
        windows,
        out: Vec::new(),
        shared: None,
        limit: p.depth,
    };
    let root = shape.root().clone();
    let max = (root.to_move() == Player::Max) != p.scoring.flip;
    let max = max || p.bug == Some(Bug::RootMaximises);
    run.visit(&root, None, 0, (i64::MIN, i64::MAX), max);
    run.out
}

/// Iterative deepening: the program's search to depth 1, 2, … `last`, one root each.
pub fn deepening<G: Game>(shape: &GameShape<G>, p: Program, last: u32) -> Vec<String> {
    (1..=last)
        .flat_map(|d| {
            events(
                shape,
                Program {
                    depth: Some(d),
                    ..p
                },
            )
        })
        .collect()
}

impl<G: Game> Run<'_, G> {
    fn score(&self, node: &G, fact: LeafFact) -> i64 {
        let s = self.p.scoring;
        let sign = if s.flip { -1 } else { 1 };
        match fact {
            LeafFact::Tree(v) => v,
            LeafFact::Over { winner: None, .. } if self.p.bug == Some(Bug::DrawAsEvaluation) => {
                sign * node.evaluate()
            }
            LeafFact::Over { winner: None, .. } => 0,
            LeafFact::Over {
                winner: Some(w),
                ply,
            } => {
                let w = if self.p.bug == Some(Bug::Misere) {
                    w.other()
                } else {
                    w
                };
                let depth = i64::from(ply) - s.origin;
                let worth = s.win - s.per_depth * depth;
                if w == Player::Max {
                    sign * worth
                } else {
                    -sign * worth
                }
            }
            LeafFact::Evaluation { value, .. } => sign * value,
        }
    }

    fn visit(
        &mut self,
        node: &G,
        mv: Option<String>,
        ply: u32,
        (mut alpha, mut beta): (i64, i64),
        max: bool,
    ) -> i64 {
        let bound = |x: i64| match x {
            i64::MIN => "\"-inf\"".to_string(),
            i64::MAX => "\"inf\"".to_string(),
            x => x.to_string(),
        };
        let window = if self.windows {
            format!(r#", "alpha": {}, "beta": {}"#, bound(alpha), bound(beta))
        } else {
            String::new()
        };
        self.out.push(match mv {
            None => format!(r#"{{"enter": null{window}}}"#),
            Some(m) => format!(r#"{{"enter": {m}{window}}}"#),
        });
        if let Some(fact) = self.shape.stop(node, ply, self.limit) {
            let v = self.score(node, fact);
            self.out.push(format!(r#"{{"leaf": {v}}}"#));
            self.out.push(format!(r#"{{"exit": {v}}}"#));
            return v;
        }
        let bug = self.p.bug;
        let takes_max = max != (bug == Some(Bug::MaxMinSwapped));
        let reset = if takes_max { i64::MIN } else { i64::MAX };
        let shared = bug == Some(Bug::BestNotReset);
        let mut best = match self.shared {
            Some(b) if shared => b,
            _ => reset,
        };
        if shared {
            self.shared = Some(best);
        }
        let mut moves: Vec<(usize, G::Move)> =
            self.shape.moves(node).into_iter().enumerate().collect();
        match bug {
            Some(Bug::ReversedOrder) => moves.reverse(),
            Some(Bug::Sorted) => moves.sort_by_key(|&(_, m)| node.ordering_key(m)),
            _ => {}
        }
        let n = moves.len();
        let mut hard = None;
        for (k, &(i, m)) in moves.iter().enumerate() {
            let mut child = node.clone();
            child.play(m);
            let name = if self.p.move_text {
                format!("\"{}\"", node.move_text(m))
            } else {
                i.to_string()
            };
            let window = if bug == Some(Bug::WindowNotPassed) || !self.p.prune {
                (i64::MIN, i64::MAX)
            } else {
                (alpha, beta)
            };
            let side = if bug == Some(Bug::SideNotFlipped) {
                max
            } else {
                !max
            };
            let mut v = self.visit(&child, Some(name.clone()), ply + 1, window, side);
            if bug == Some(Bug::DoubleCall) {
                // `best > minimax(..) ? best : minimax(..)` calls again unless best wins outright.
                let improves = if takes_max { best <= v } else { best >= v };
                if improves {
                    v = self.visit(&child, Some(name), ply + 1, window, side);
                }
            }
            if shared {
                best = self.shared.unwrap_or(best);
            }
            best = match bug {
                Some(Bug::LastChild) => v,
                _ if takes_max => best.max(v),
                _ => best.min(v),
            };
            if shared {
                self.shared = Some(best);
            }
            if !self.p.prune {
                continue;
            }
            let last = k + 1 == n;
            let cuts = cutoff(bug, max, best, v, (&mut alpha, &mut beta), &mut hard);
            if cuts && !last {
                break;
            }
        }
        if bug == Some(Bug::FailHard) && self.p.prune {
            // Fail-hard returns the bound it failed on, else the window's own end.
            best = hard.unwrap_or(if max { alpha } else { beta });
        }
        self.out.push(format!(r#"{{"exit": {best}}}"#));
        best
    }
}

/// The bounds' update after a child's value `v` (the node's best so far `best`), as the
/// program with `bug` writes it, and whether the node cuts off there (`hard`: the bound a
/// fail-hard search returns).
fn cutoff(
    bug: Option<Bug>,
    max: bool,
    best: i64,
    v: i64,
    (alpha, beta): (&mut i64, &mut i64),
    hard: &mut Option<i64>,
) -> bool {
    match (bug, max) {
        (Some(Bug::AlphaNotRaisedKit), true) | (Some(Bug::BetaNotLoweredKit), false) => {
            *alpha >= *beta
        }
        (Some(Bug::AlphaNotRaised), true) => best >= *beta,
        (Some(Bug::BetaNotLowered), false) => best <= *alpha,
        (Some(Bug::AlphaNotRaised), false) => {
            *beta = (*beta).min(best);
            best <= *alpha
        }
        (Some(Bug::BetaNotLowered), true) => {
            *alpha = (*alpha).max(best);
            best >= *beta
        }
        (Some(Bug::BoundsSwapped), true) => {
            *beta = (*beta).min(best);
            *alpha >= *beta
        }
        (Some(Bug::BoundsSwapped), false) => {
            *alpha = (*alpha).max(best);
            *alpha >= *beta
        }
        (Some(Bug::LastChild), true) => {
            *alpha = (*alpha).max(v);
            *alpha >= *beta
        }
        (Some(Bug::LastChild), false) => {
            *beta = (*beta).min(v);
            *alpha >= *beta
        }
        (Some(Bug::FailHard), true) => {
            if v >= *beta {
                *hard = Some(*beta);
                true
            } else {
                *alpha = (*alpha).max(v);
                false
            }
        }
        (Some(Bug::FailHard), false) => {
            if v <= *alpha {
                *hard = Some(*alpha);
                true
            } else {
                *beta = (*beta).min(v);
                false
            }
        }
        (_, true) | (Some(Bug::AlphaAtMin), false) => {
            *alpha = (*alpha).max(best);
            match bug {
                Some(Bug::StrictCutoff) => *alpha > *beta,
                Some(Bug::CutAfterLoop) => false,
                _ => *alpha >= *beta,
            }
        }
        (_, false) => {
            *beta = (*beta).min(best);
            match bug {
                Some(Bug::StrictCutoff) => *alpha > *beta,
                Some(Bug::CutAfterLoop) => false,
                _ => *alpha >= *beta,
            }
        }
    }
}
