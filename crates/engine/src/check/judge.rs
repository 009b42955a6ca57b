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

use super::protocol::{Event, EventLine, Line, MOST_EVENTS, ProtocolError, Target, parse};
use super::scoring::{Broken, Rule, Scoring};
use super::shape::{GameShape, LeafFact, Place};
use super::walker::{CutAt, Driver, Expect, Search, Variant};
use super::{Kept, Step};
use crate::game::{EvalTerm, Game, Player};

/// What is checked: the textbook search and its options.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// Alpha-beta (true) or minimax.
    pub prune: bool,
    /// Move ordering (`--ordering`).
    pub ordering: bool,
    /// The depth limit (`--depth`), the last depth under iterative deepening.
    pub depth: Option<u32>,
    /// Iterative deepening: one root per depth.
    pub iterative: bool,
    /// The learner's scoring as they stated it (`None`: inferred from their leaves).
    pub scoring: Option<Rule>,
    /// The textbook search's node budget (`--max-nodes`).
    pub max_nodes: u64,
    /// Keep the learner's steps (the app draws them).
    pub keep_steps: bool,
}

impl Setup {
    /// The setup for `config`'s search (minimax, or alpha-beta for any other algorithm; its
    /// ordering, depth and deepening), scoring inferred, steps not kept.
    pub fn of(config: &crate::search::SearchConfig, max_nodes: u64) -> Setup {
        Setup {
            prune: config.algorithm != crate::search::Algorithm::Minimax,
            ordering: config.ordering,
            depth: config.depth,
            iterative: config.iterative,
            scoring: None,
            max_nodes,
            keep_steps: false,
        }
    }
}

/// Whether reading should go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read on.
    More,
    /// The verdict cannot change: stop reading (and stop the program).
    Decided,
}

/// What a diagnosis names: a search whose walk is exactly the learner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagnosis {
    /// Checked against alpha-beta, it walks exactly as minimax: it never prunes.
    NeverPrunes,
    /// Checked against minimax, it walks exactly as alpha-beta.
    Prunes,
    /// It walks exactly as the checked search with this bug.
    Variant(Variant),
    /// A finished draw scored with the position's evaluation instead of 0.
    DrawAsEvaluation {
        /// The evaluation it gave (in the learner's MAX view).
        evaluation: i64,
    },
}

/// A step of a walk where the two part, as facts a sentence names it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Did {
    /// What was done.
    pub what: Doing,
    /// Child indices from the root.
    pub path: Vec<u32>,
    /// Move codes from the root.
    pub(crate) codes: Vec<u32>,
    /// Where the node is.
    pub place: Place,
    /// Its player, in the learner's view (their MAX).
    pub player: Player,
    /// Why the search stops there (a leaf of the search), if it does.
    pub fact: Option<LeafFact>,
    /// The evaluation's terms there, at the depth limit (in the game's MAX view).
    pub terms: Vec<EvalTerm>,
}

/// What a step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Enters the node.
    Enter,
    /// Evaluates it as this.
    Leaf(i64),
    /// Returns this from it.
    Exit(i64),
}

impl Doing {
    /// Whether it evaluates a leaf.
    pub fn is_leaf(self) -> bool {
        matches!(self, Doing::Leaf(_))
    }

    /// The value it evaluates or returns.
    pub fn value(self) -> Option<i64> {
        match self {
            Doing::Enter => None,
            Doing::Leaf(v) | Doing::Exit(v) => Some(v),
        }
    }
}

/// Where the learner's walk first parts from the textbook's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parting {
    /// The step (0-based).
    pub index: usize,
    /// The learner's step (`None`: their walk ended).
    pub theirs: Option<Did>,
    /// The textbook's (`None`: it had finished).
    pub ours: Option<Did>,
    /// When the textbook was leaving a node because it cut off there.
    pub cut: Option<CutAt>,
    /// Their step enters a child they had entered already in this visit of its parent.
    pub again: bool,
    /// Their leaf value broke the scoring rule the others follow.
    pub broken: Option<Broken>,
    /// The iteration (1 without iterative deepening).
    pub(crate) iteration: u32,
}

/// The verdict's facts.
#[derive(Clone, Debug)]
pub struct Judgement {
    /// The learner's steps read.
    pub steps: usize,
    /// Where they part (`None`: they agree as far as they were read).
    pub parting: Option<Parting>,
    /// The searches whose walk is exactly theirs, where they part from the textbook.
    pub diagnosis: Vec<Diagnosis>,
    /// The learner's scoring, as far as their leaves show it (games).
    pub rule: Option<Rule>,
    /// Whether the rule was stated (`--scoring`) rather than inferred.
    pub stated: bool,
    /// Whether the whole walk was read (false: reading stopped early, or a cap).
    pub complete: bool,
    /// The learner's steps, when kept.
    pub kept: Vec<Kept>,
    /// The player to move at the root, in the game's own sides.
    pub root_player: Player,
}

/// Why events could not be judged, as facts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JudgeError {
    /// The events do not describe a search of the tree or game.
    #[error(transparent)]
    Protocol(#[from] ProtocolError),
    /// The textbook search would pass the node budget.
    #[error("the search would visit more than {limit} nodes")]
    Budget {
        /// The budget.
        limit: u64,
    },
}

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
        // Without pruning, MAX and MIN swapped is the sides swapped throughout.
        for v in Variant::ALL {
            if setup.prune || !matches!(v, Variant::StrictCutoff | Variant::MaxMinSwapped) {
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
                    ordering: setup.ordering,
                    variant,
                };
                tracks.push(Track {
                    who: w,
                    flip,
                    driver: Driver::new(search, setup.depth, setup.iterative),
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
            match top.fact {
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
                (Step::Exit(a), Expect::Exit(b)) => infinite(a) == infinite(b),
                _ => false,
            };
            if fits {
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
            Step::Leaf(v) => Some(v),
            _ => None,
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
            Step::Exit(_) => {
                self.stack.pop();
            }
        }
        if self.setup.keep_steps {
            self.kept.push(Kept { step, window });
        }
    }

    /// Opens a node of the learner's walk, its moves and why the search stops there worked
    /// out once.
    fn open(&mut self, node: G, index: u32, code: u32) {
        let ply = self.stack.len() as u32;
        let limit = self.limit();
        let moves = self.shape.moves_at(&node, ply, limit);
        let fact = self.shape.stop_among(&node, ply, limit, &moves);
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

    /// The learner's step, as facts.
    fn did_of_theirs(&self, step: Step) -> Did {
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
    fn did_of(&self, driver: &Driver<G>, e: Expect) -> Option<Did> {
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

    fn did(&self, node: G, path: Vec<u32>, codes: Vec<u32>, what: Doing, ply: u32) -> Did {
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
        })
    }

    /// The searches left that walked exactly as theirs, where the textbook did not; a draw
    /// scored with its evaluation.
    fn diagnosis(&self) -> Vec<Diagnosis> {
        let Some(p) = &self.parting else {
            return Vec::new();
        };
        let mut out: Vec<Diagnosis> = Vec::new();
        for t in &self.tracks {
            if let Who::Named(d) = t.who
                && !out.contains(&d)
            {
                out.push(d);
            }
        }
        // Minimax (or alpha-beta) itself is the plainest name for a walk: a bug of the other
        // search that happens to walk the same here is not named beside it.
        if out.contains(&Diagnosis::NeverPrunes) || out.contains(&Diagnosis::Prunes) {
            out.retain(|d| {
                !matches!(
                    d,
                    Diagnosis::Variant(
                        Variant::StrictCutoff | Variant::BestNotReset | Variant::MaxMinSwapped
                    )
                )
            });
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

    fn node_at(&self, path: &[u32]) -> Option<G> {
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

/// A value with everything beyond a 32-bit integer's range read as an infinity, so that a
/// learner's `INT_MIN` and the engine's −∞ compare equal.
fn infinite(x: i64) -> i64 {
    if x <= i64::from(i32::MIN) {
        i64::MIN
    } else if x >= i64::from(i32::MAX) {
        i64::MAX
    } else {
        x
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
