//! The judge's steps said as facts: the learner's step and the textbook's ([`Did`]), the
//! verdict when the output ends ([`Judge::finish`]), the bugs whose walk still matches
//! ([`Diagnosis`]) and how many steps the textbook search takes.

use super::{Diagnosis, Did, Doing, JudgeError, Judgement, Parting};
use super::{Judge, Who};
use crate::check::Step;
use crate::check::protocol::ProtocolError;
use crate::check::shape::LeafFact;
use crate::check::walker::{Driver, Expect, Search, Variant};
use crate::game::Game;

impl<G: Game> Judge<G> {
    /// The learner's step, as facts.
    pub(super) fn did_of_theirs(&self, step: Step) -> Did {
        let (mut path, mut codes) = self.path();
        let top = self.stack.last();
        let ply = path.len() as u32;
        let (node, what) = match (step, top) {
            (Step::Enter(Some(i)), Some(top)) => {
                let (child, code) = self
                    .shape
                    .child(&top.node, i)
                    .unwrap_or((top.node.clone(), 0));
                path.push(i);
                codes.push(code);
                (child, Doing::Enter)
            }
            (Step::Leaf(v), Some(top)) => (top.node.clone(), Doing::Leaf(v)),
            (Step::Exit(v), Some(top)) => (top.node.clone(), Doing::Exit(v)),
            _ => (self.shape.root().clone(), Doing::Enter),
        };
        let ply = if what == Doing::Enter && top.is_some() {
            ply + 1
        } else {
            ply
        };
        self.did(node, path, codes, what, ply)
    }

    /// The textbook's next step `e`, as facts (`None` when it has finished).
    pub(super) fn did_of(&self, driver: &Driver<G>, e: Expect) -> Option<Did> {
        let (mut path, mut codes) = driver.walker.path();
        let here = driver.walker.node().cloned();
        let (node, what) = match (e, here) {
            (Expect::Done, _) => return None,
            (Expect::Enter(None), _) => {
                path.clear();
                codes.clear();
                (self.shape.root().clone(), Doing::Enter)
            }
            (Expect::Enter(Some(i)), Some(n)) => {
                let (child, code) = self.shape.child(&n, i)?;
                path.push(i);
                codes.push(code);
                (child, Doing::Enter)
            }
            (Expect::Leaf(fact), Some(n)) => {
                let v = match fact {
                    LeafFact::Tree(v) => v,
                    fact => self.scoring.value(fact),
                };
                (n, Doing::Leaf(v))
            }
            (Expect::Exit(v), Some(n)) => (n, Doing::Exit(v)),
            _ => return None,
        };
        let ply = path.len() as u32;
        Some(self.did(node, path, codes, what, ply))
    }

    pub(super) fn did(
        &self,
        node: G,
        path: Vec<u32>,
        codes: Vec<u32>,
        what: Doing,
        ply: u32,
    ) -> Did {
        let fact = self.shape.stop(&node, ply, self.limit());
        let terms = match fact {
            Some(LeafFact::Evaluation { .. }) => node.evaluation_terms(),
            _ => Vec::new(),
        };
        Did {
            place: self.shape.place(&path, &codes),
            player: self.player(&node),
            fact,
            terms,
            what,
            path,
            codes,
        }
    }

    /// The output has ended (or was cut short, `complete` false): the verdict.
    pub fn finish(mut self, complete: bool) -> Result<Judgement, JudgeError> {
        if complete {
            if self.steps == 0 {
                return Err(ProtocolError::NoEvents.into());
            }
            if !self.stack.is_empty() {
                return Err(ProtocolError::Unfinished {
                    open: self.stack.len(),
                }
                .into());
            }
            let scoring = &self.scoring;
            // A textbook that goes on where theirs stopped parts there.
            if self.parting.is_none()
                && let Some(t) = self
                    .tracks
                    .iter()
                    .find(|t| t.who == Who::Textbook && scoring.allows(t.flip))
                && t.driver.expect() != Expect::Done
            {
                let e = t.driver.expect();
                self.parting = Some(Parting {
                    index: self.steps,
                    theirs: None,
                    ours: self.did_of(&t.driver, e),
                    cut: None,
                    again: false,
                    broken: None,
                    iteration: t.driver.iteration,
                });
            }
            let scoring = &self.scoring;
            self.tracks
                .retain(|t| scoring.allows(t.flip) && t.driver.expect() == Expect::Done);
        }
        let diagnosis = self.diagnosis();
        let root_player = self.shape.root().to_move();
        Ok(Judgement {
            steps: self.steps,
            diagnosis,
            rule: self.scoring.found(),
            stated: self.scoring.is_stated(),
            complete,
            kept: self.kept,
            parting: self.parting,
            root_player,
            fail_hard: self.fail_hard,
        })
    }

    /// The searches left that walked exactly as theirs, where the textbook did not; a draw
    /// scored with its evaluation.
    pub(super) fn diagnosis(&self) -> Vec<Diagnosis> {
        let Some(p) = &self.parting else {
            return Vec::new();
        };
        let mut out: Vec<Diagnosis> = Vec::new();
        let bones = matches!(
            self.shape.root().view(),
            crate::game::PositionView::Bones { .. }
        );
        for t in &self.tracks {
            let d = match t.who {
                // On bones the root playing for the other side is the misère rule: their
                // scores say an empty heap is a win for the side to move there.
                Who::Named(Diagnosis::Variant(Variant::SidesSwapped)) if bones && t.flip => {
                    Diagnosis::Misere
                }
                Who::Named(d) => d,
                Who::Textbook => continue,
            };
            if !out.contains(&d) {
                out.push(d);
            }
        }
        // Minimax (or alpha-beta) itself is the plainest name for a walk: a bug of the other
        // search that happens to walk the same here is not named beside it.
        if out.contains(&Diagnosis::NeverPrunes) || out.contains(&Diagnosis::Prunes) {
            out.retain(|d| {
                !matches!(d, Diagnosis::Variant(v) if v.prunes_only() || *v == Variant::BestNotReset)
            });
        }
        if out.contains(&Diagnosis::NeverPrunes)
            && let Some(w) = self.windows.found(|flip| self.scoring.allows(flip))
        {
            out.push(Diagnosis::Window(w));
        }
        if let Some(b) = &p.broken
            && let LeafFact::Over { winner: None, .. } = b.fact
            && let Some(theirs) = &p.theirs
            && let Some(node) = self.node_at(&theirs.path)
        {
            let evaluation = node.evaluate();
            if b.given != 0 && (b.given == evaluation || b.given == -evaluation) {
                out.push(Diagnosis::DrawAsEvaluation {
                    evaluation: b.given,
                });
            }
        }
        out
    }

    pub(super) fn node_at(&self, path: &[u32]) -> Option<G> {
        let mut g = self.shape.root().clone();
        for &i in path {
            g = self.shape.child(&g, i)?.0;
        }
        Some(g)
    }

    /// How many steps the textbook's whole search takes (under the rule the leaves showed),
    /// `None` when it would pass the node budget.
    pub fn textbook_steps(&self) -> Option<u64> {
        let flip = self.scoring.side_known() && !self.scoring.allows(false);
        let mut d = Driver::<G>::new(
            Search {
                prune: self.setup.prune,
                flip,
                ordering: self.setup.ordering,
                variant: None,
            },
            self.setup.depth,
            self.setup.iterative,
        );
        let mut steps = 0u64;
        loop {
            let value = match d.expect() {
                Expect::Done => return Some(steps),
                Expect::Leaf(LeafFact::Tree(v)) => Some(v),
                Expect::Leaf(fact) => Some(self.scoring.value(fact)),
                _ => None,
            };
            d.step(&self.shape, value);
            steps += 1;
            if d.walker.nodes > self.setup.max_nodes {
                return None;
            }
        }
    }
}
