//! A learner's events judged while they are read, the one way both `gametree check` and the
//! app's check mode do it (issue 34): each line is checked against the game or tree
//! ([`super::shape`]), each leaf's value against the scoring rules still possible
//! ([`super::scoring`]), and each step against the textbook search walking beside it
//! ([`super::walker`]) and against the same search with each classic bug. The first step where
//! the textbook's walk and theirs part is the verdict, said with the numbers; the bugs whose
//! walk goes on matching theirs are the diagnosis. Once the textbook has parted and no bug is
//! left to match, nothing more needs reading ([`Flow::Decided`]): a program that prints a
//! hundred million lines after step 9 is judged at step 9. Memory is the paths from the root;
//! the learner's steps are kept only when asked (the app draws them).
//!
//! This file reads and judges the steps; `verdict` holds what the judge is given and hands
//! back, `describe` says the steps and the verdict as facts.

use super::protocol::{Event, EventLine, Line, MOST_EVENTS, ProtocolError, Target, parse};
use super::scoring::Scoring;
use super::shape::{GameShape, LeafFact};
use super::walker::{CutAt, Driver, Expect, Search, Variant, infinite};
use super::{Kept, Step};
use crate::game::{Game, Player};

mod describe;
mod verdict;

pub use verdict::{Diagnosis, Did, Doing, Flow, JudgeError, Judgement, Parting, Setup};

/// Who a track is: the textbook, or a search a diagnosis can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Textbook,
    Named(Diagnosis),
}

/// A search walking beside the learner's, while it matches.
struct Track<G: Game> {
    who: Who,
    flip: bool,
    driver: Driver<G>,
}

/// An open node of the learner's walk, with what checking its events needs, worked out once.
struct Open<G: Game> {
    node: G,
    index: u32,
    code: u32,
    /// Its legal moves (none where the search stops).
    moves: Vec<G::Move>,
    /// Why the search stops here, if it does.
    fact: Option<LeafFact>,
    /// Its children by name, made at the first child entered by name.
    names: Option<std::collections::HashMap<String, u32>>,
    /// The children entered in this visit.
    entered: Vec<u32>,
}

/// The judge of one learner's walk.
pub struct Judge<G: Game> {
    shape: GameShape<G>,
    setup: Setup,
    scoring: Scoring,
    tracks: Vec<Track<G>>,
    stack: Vec<Open<G>>,
    roots: u32,
    steps: usize,
    line: usize,
    parting: Option<Parting>,
    kept: Vec<Kept>,
    /// Whether a node returned a fail-hard bound the textbook accepted.
    fail_hard: bool,
    /// The ways of losing the window, read off the windows printed.
    windows: super::windows::Windows,
}

impl<G: Game> Judge<G> {
    /// A judge of walks of `shape` against `setup`'s search.
    pub fn new(shape: GameShape<G>, setup: Setup) -> Self {
        let scoring = setup.scoring.map_or_else(Scoring::infer, Scoring::stated);
        let flips: &[bool] = match setup.scoring {
            _ if shape.is_tree() => &[false],
            Some(r) if r.flip => &[true],
            Some(_) => &[false],
            None => &[false, true],
        };
        let mut who = vec![Who::Textbook];
        who.push(Who::Named(if setup.prune {
            Diagnosis::NeverPrunes
        } else {
            Diagnosis::Prunes
        }));
        // Without pruning, MAX and MIN swapped is the sides swapped throughout, and the
        // bugs of the bounds change nothing.
        for v in Variant::ALL {
            let iterative = setup.iterative && v.limit(None).is_none();
            if (setup.prune || !v.prunes_only()) && v.limit(setup.depth).is_some() && !iterative {
                who.push(Who::Named(Diagnosis::Variant(v)));
            }
        }
        let mut tracks = Vec::new();
        for &w in &who {
            for &flip in flips {
                let (prune, variant) = match w {
                    Who::Named(Diagnosis::NeverPrunes) => (false, None),
                    Who::Named(Diagnosis::Prunes) => (true, None),
                    Who::Named(Diagnosis::Variant(v)) => (setup.prune, Some(v)),
                    _ => (setup.prune, None),
                };
                let search = Search {
                    prune,
                    flip,
                    ordering: setup.ordering != (variant == Some(Variant::Reordered)),
                    variant,
                };
                let depth = variant.map_or(Some(setup.depth), |v| v.limit(setup.depth));
                tracks.push(Track {
                    who: w,
                    flip,
                    driver: Driver::new(search, depth.flatten(), setup.iterative),
                });
            }
        }
        Judge {
            shape,
            setup,
            scoring,
            tracks,
            stack: Vec::new(),
            roots: 0,
            steps: 0,
            line: 0,
            parting: None,
            kept: Vec::new(),
            fail_hard: false,
            windows: super::windows::Windows::new(flips),
        }
    }

    /// The game or tree judged against.
    pub fn shape(&self) -> &GameShape<G> {
        &self.shape
    }

    /// The learner's steps read so far.
    pub fn steps(&self) -> usize {
        self.steps
    }

    /// Whether the textbook has parted from the learner's walk already.
    pub fn parted(&self) -> bool {
        self.parting.is_some()
    }

    /// Reads one line of the program's output: `Ok(None)` when it is the program's own.
    pub fn feed(&mut self, text: &str) -> Result<Option<Flow>, JudgeError> {
        self.line += 1;
        let line = self.line;
        let e = match parse(text) {
            Line::Own => return Ok(None),
            Line::Bad {
                key,
                written,
                problem,
            } => {
                return Err(ProtocolError::BadValue {
                    line,
                    key,
                    written,
                    problem,
                }
                .into());
            }
            Line::Event(e) => e,
        };
        if self.steps >= MOST_EVENTS {
            return Err(ProtocolError::TooMany { limit: MOST_EVENTS }.into());
        }
        let step = self.resolve(&e, line)?;
        self.judge_step(step, e.window)?;
        self.steps += 1;
        Ok(Some(self.flow()))
    }

    /// Whether reading on could change the verdict.
    fn flow(&self) -> Flow {
        let named_left = self.tracks.iter().any(|t| t.who != Who::Textbook);
        if self.parting.is_some() && !named_left {
            Flow::Decided
        } else {
            Flow::More
        }
    }

    /// The depth limit the learner's current root is read under.
    fn limit(&self) -> Option<u32> {
        if self.setup.iterative {
            Some(self.roots.max(1))
        } else {
            self.setup.depth
        }
    }

    /// How deep the learner's walk may go: the depth limit, or deeper while a search with a
    /// deeper limit still walks as theirs (`None`: no limit).
    fn reach(&self) -> Option<u32> {
        let limit = self.limit()?;
        let deepest = self
            .tracks
            .iter()
            .filter_map(|t| t.driver.walker.limit())
            .max()
            .unwrap_or(limit);
        Some(limit.max(deepest))
    }

    /// Checks the event against the game (the child exists, a tree's leaf is its value) and
    /// says it as a step.
    fn resolve(&mut self, e: &EventLine, line: usize) -> Result<Step, ProtocolError> {
        match &e.event {
            Event::Enter(Target::Root) if self.stack.is_empty() => Ok(Step::Enter(None)),
            Event::Enter(Target::Root) => Err(ProtocolError::RootAgain { line }),
            Event::Enter(target) => {
                if self.stack.is_empty() {
                    return Err(ProtocolError::Outside { line });
                }
                self.child(target, line).map(|i| Step::Enter(Some(i)))
            }
            Event::Leaf(v) => {
                let top = self.stack.last().ok_or(ProtocolError::Outside { line })?;
                if let Some(LeafFact::Tree(t)) = top.fact
                    && t != *v
                {
                    return Err(ProtocolError::WrongLeaf {
                        line,
                        path: self.path().0,
                        given: *v,
                        tree: t,
                    });
                }
                Ok(Step::Leaf(*v))
            }
            Event::Exit(v) if self.stack.is_empty() => {
                let _ = v;
                Err(ProtocolError::Outside { line })
            }
            Event::Exit(v) => Ok(Step::Exit(*v)),
        }
    }

    /// The generation index of the child `target` names at the open node, or why it cannot
    /// be entered.
    fn child(&mut self, target: &Target, line: usize) -> Result<u32, ProtocolError> {
        let shape = &self.shape;
        let top = self.stack.last_mut().expect("a node is open");
        let count = if top.fact.is_some() {
            0
        } else {
            top.moves.len()
        };
        let found = match target {
            Target::Index(i) => usize::try_from(*i)
                .ok()
                .filter(|&k| k < count)
                .map(|k| k as u32),
            Target::Name(m) if count > 0 => top
                .names
                .get_or_insert_with(|| shape.names(&top.node, &top.moves))
                .get(&super::shape::tidy(m))
                .copied(),
            _ => None,
        };
        if let Some(i) = found {
            return Ok(i);
        }
        let stops = GameShape::<G>::stops_for(top.fact);
        // A move to a legal place by the side not to move ("O c1" where X moves).
        let other_side = match target {
            Target::Name(m) if count > 0 && !self.shape.is_tree() => {
                let given = super::shape::tidy(m);
                let place = given.rsplit_once(' ').map(|(_, p)| p.to_string());
                place.and_then(|p| {
                    let names = top.names.as_ref()?;
                    names.get(&p).copied()
                })
            }
            _ => None,
        };
        let legal = self.shape.legal(&self.stack.last().expect("open").node);
        let (path, codes) = self.path();
        if let (Some(i), Target::Name(m)) = (other_side, target) {
            return Err(ProtocolError::WrongSide {
                line,
                at: self.shape.place(&path, &codes),
                given: crate::game::printable(m),
                legal: legal[i as usize].clone(),
            });
        }
        Err(match (self.shape.is_tree(), target) {
            (true, Target::Index(index)) if count > 0 || stops == super::shape::Stops::No => {
                ProtocolError::NoSuchChild {
                    line,
                    path,
                    index: *index,
                    children: count,
                }
            }
            (_, target) => ProtocolError::IllegalMove {
                line,
                at: self.shape.place(&path, &codes),
                given: match target {
                    Target::Index(i) => i.to_string(),
                    Target::Name(m) => crate::game::printable(m),
                    Target::Root => String::new(),
                },
                legal,
                stops,
            },
        })
    }

    /// The learner's path and move codes to the current node.
    fn path(&self) -> (Vec<u32>, Vec<u32>) {
        let frames = self.stack.get(1..).unwrap_or(&[]);
        (
            frames.iter().map(|f| f.index).collect(),
            frames.iter().map(|f| f.code).collect(),
        )
    }

    /// Judges one step: scoring, then every track beside it; then it is taken.
    fn judge_step(&mut self, step: Step, window: Option<(i64, i64)>) -> Result<(), JudgeError> {
        let mut broken = None;
        if let (Step::Leaf(v), Some(top)) = (step, self.stack.last()) {
            // A node opened past the depth limit (a deeper search still walked as theirs)
            // is evaluated at the limit as the textbook evaluates it.
            let ply = self.stack.len() as u32 - 1;
            let fact = top.fact.or_else(|| {
                (self.limit() == Some(ply)).then(|| LeafFact::Evaluation {
                    value: top.node.evaluate(),
                    limit: Some(ply),
                })
            });
            match fact {
                Some(LeafFact::Tree(_)) | None => {}
                Some(fact) => broken = self.scoring.observe(fact, v).err(),
            }
        }
        let scoring = &self.scoring;
        let mut parted: Option<(Expect, Option<CutAt>, u32, Option<Did>)> = None;
        let textbook_alive = self
            .tracks
            .iter()
            .filter(|t| t.who == Who::Textbook)
            .count();
        let mut textbook_left = textbook_alive;
        let mut i = 0;
        while i < self.tracks.len() {
            let t = &self.tracks[i];
            let e = t.driver.expect();
            let fits = match (step, e) {
                (_, _) if !scoring.allows(t.flip) => false,
                (Step::Enter(a), Expect::Enter(b)) => a == b,
                (Step::Leaf(_), Expect::Leaf(_)) => broken.is_none(),
                (Step::Exit(a), Expect::Exit(b)) => t.driver.walker.accepts_exit(a, b),
                _ => false,
            };
            if fits {
                if let (Who::Textbook, Step::Exit(a), Expect::Exit(b)) = (t.who, step, e)
                    && infinite(a) != infinite(b)
                {
                    self.fail_hard = true;
                }
                i += 1;
                continue;
            }
            let t = self.tracks.remove(i);
            if t.who == Who::Textbook {
                textbook_left -= 1;
                // The textbook's own step, from the track that fit the scoring longest.
                if textbook_left == 0 || scoring.allows(t.flip) {
                    let ours = self.did_of(&t.driver, e);
                    parted = Some((e, t.driver.walker.cut(), t.driver.iteration, ours));
                }
            }
        }
        if textbook_alive > 0
            && textbook_left == 0
            && self.parting.is_none()
            && let Some((e, cut, iteration, ours)) = parted
        {
            let theirs = Some(self.did_of_theirs(step));
            let again = matches!(step, Step::Enter(Some(c))
                if self.stack.last().is_some_and(|o| o.entered.contains(&c)));
            let cut = match e {
                Expect::Exit(_) => cut,
                _ => None,
            };
            self.parting = Some(Parting {
                index: self.steps,
                theirs,
                ours,
                cut,
                again,
                broken,
                iteration,
            });
        }
        let value = match step {
            Step::Leaf(v) | Step::Exit(v) => Some(v),
            Step::Enter(_) => None,
        };
        for t in &mut self.tracks {
            t.driver.step(&self.shape, value);
        }
        if let Some(t) = self.tracks.iter().find(|t| t.who == Who::Textbook)
            && t.driver.walker.nodes > self.setup.max_nodes
        {
            return Err(JudgeError::Budget {
                limit: self.setup.max_nodes,
            });
        }
        self.take(step, window);
        Ok(())
    }

    /// Applies the step to the learner's open nodes (and keeps it, when asked).
    fn take(&mut self, step: Step, window: Option<(i64, i64)>) {
        match step {
            Step::Enter(None) => {
                self.roots += 1;
                let root = self.shape.root().clone();
                self.open(root, 0, 0);
            }
            Step::Enter(Some(i)) => {
                let top = self
                    .stack
                    .last_mut()
                    .expect("resolved against an open node");
                top.entered.push(i);
                let (child, code) = self.shape.play(&top.node, top.moves[i as usize]);
                self.open(child, i, code);
            }
            Step::Leaf(_) => {}
            Step::Exit(v) => {
                self.stack.pop();
                self.windows.exit(v);
            }
        }
        if let (Step::Enter(_), Some(top)) = (step, self.stack.last()) {
            self.windows
                .enter(top.node.to_move() == Player::Max, window);
        }
        if self.setup.keep_steps {
            self.kept.push(Kept { step, window });
        }
    }

    /// Opens a node of the learner's walk, its moves and why the search stops there worked
    /// out once.
    fn open(&mut self, node: G, index: u32, code: u32) {
        let ply = self.stack.len() as u32;
        let reach = self.reach();
        let moves = self.shape.moves_at(&node, ply, reach);
        // Past the depth limit a deeper search still walks as theirs: the limit said is the
        // textbook's.
        let fact = match self.shape.stop_among(&node, ply, reach, &moves) {
            Some(LeafFact::Evaluation {
                value,
                limit: Some(_),
            }) => Some(LeafFact::Evaluation {
                value,
                limit: self.limit(),
            }),
            fact => fact,
        };
        self.stack.push(Open {
            node,
            index,
            code,
            moves,
            fact,
            names: None,
            entered: Vec::new(),
        });
    }

    /// The player at `node` in the learner's view.
    fn player(&self, node: &G) -> Player {
        let p = node.to_move();
        let flip = self.scoring.side_known() && !self.scoring.allows(false);
        if flip { p.other() } else { p }
    }
}

/// Judges the whole of `text` (an events file read into memory; every line, past the parting
/// too, as the app draws the learner's whole walk, until a line after the parting cannot be
/// read: the verdict stands, the walk is drawn to there).
pub fn judge_text<G: Game>(
    shape: GameShape<G>,
    setup: Setup,
    text: &str,
) -> Result<Judgement, JudgeError> {
    if super::protocol::is_utf16(text.as_bytes()) {
        return Err(ProtocolError::Utf16.into());
    }
    let mut judge = Judge::new(shape, setup);
    for line in text.lines() {
        match judge.feed(line) {
            Ok(_) => {}
            Err(_) if judge.parted() => return judge.finish(false),
            Err(e) => return Err(e),
        }
    }
    judge.finish(true)
}
