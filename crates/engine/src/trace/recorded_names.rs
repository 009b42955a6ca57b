//! The positions and moves of a trace read from a file, named from the texts the file recorded
//! for each node; positions of games that can be rebuilt from their text ([`NamedGame`]) are
//! drawn, evaluated and given meaning by their own rules.

use super::Describe;
use crate::game::named::{NamedGame, TraceGame};
use crate::game::{EvalTerm, Evaluate, PositionView, Present, Sides, ValueMeaning};

/// Names positions and moves from what the file recorded for each node.
pub(crate) struct RecordedNames {
    /// Per node: its children as (move code, child).
    pub(super) children: Vec<Vec<(u32, u32)>>,
    pub(super) moves: Vec<String>,
    pub(super) positions: Vec<String>,
    pub(super) roots: Vec<u32>,
    pub(super) kind: TraceGame,
}

impl RecordedNames {
    /// Names for `n` nodes of a game of `kind` (the file's `game`), none read yet.
    pub(super) fn new(n: usize, kind: Option<TraceGame>) -> RecordedNames {
        RecordedNames {
            children: vec![Vec::new(); n],
            moves: Vec::with_capacity(n),
            positions: Vec::with_capacity(n),
            roots: Vec::new(),
            kind: kind.unwrap_or(TraceGame::named(crate::game::GameKind::Custom)),
        }
    }

    /// The node reached by `codes` from a root. Every iteration starts from the same position,
    /// so any root that has the whole line will do; the last one searched deepest.
    fn find(&self, codes: &[u32]) -> Option<usize> {
        self.roots.iter().rev().find_map(|&root| {
            let mut at = root as usize;
            for &c in codes {
                at = self.children[at].iter().find(|(code, _)| *code == c)?.1 as usize;
            }
            Some(at)
        })
    }
}

impl Describe for RecordedNames {
    fn view(&self, codes: &[u32]) -> PositionView {
        let text = self.describe(codes);
        match NamedGame::rebuild(&self.kind, &text) {
            Some(game) => game.view(),
            None if self.kind.kind == crate::game::GameKind::Tree => {
                PositionView::Tree { label: text }
            }
            None => PositionView::Text(text),
        }
    }

    fn evaluation_terms(&self, codes: &[u32]) -> Vec<EvalTerm> {
        NamedGame::rebuild(&self.kind, &self.describe(codes))
            .map_or_else(Vec::new, |g| g.evaluation_terms())
    }

    fn meaning(&self, value: i64) -> Option<ValueMeaning> {
        NamedGame::rebuild(&self.kind, &self.describe(&[]))?.meaning(value)
    }

    fn sides(&self) -> Sides {
        NamedGame::rebuild(&self.kind, &self.describe(&[])).map_or(Sides::MaxMin, |g| g.sides())
    }

    fn move_text(&self, codes: &[u32], code: u32) -> String {
        let mut line = codes.to_vec();
        line.push(code);
        self.find(&line)
            .map(|child| self.moves[child].clone())
            .unwrap_or_else(|| format!("#{code}"))
    }

    fn describe(&self, codes: &[u32]) -> String {
        self.find(codes)
            .map(|at| self.positions[at].clone())
            .unwrap_or_default()
    }
}
