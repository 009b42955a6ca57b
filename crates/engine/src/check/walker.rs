//! Minimax and fail-soft alpha-beta as a machine that takes one step at a time, so that it can
//! walk beside a learner's program event by event (issue 34): it says the step it would take
//! next (`Expect`), and a leaf's value is given to it — the learner's own, once their
//! scoring has accepted it — so the machine needs no scoring rule of its own. The same machine
//! with one thing changed walks as a learner's search with that bug does ([`Variant`]): MAX and
//! MIN swapped, `>` for `≥` in the cutoff test, one best value for the whole search, the
//! sides swapped at the root (it maximises whoever is to move). Memory is the path from the
//! root; each step costs the moves of one position.
//!
//! The window not passed down, α raised at MIN nodes and the cutoff tested after the loop all
//! prune nothing, so they walk exactly as minimax does: minimax itself names them.

use super::shape::{GameShape, LeafFact};
use crate::game::{Game, Player};
use crate::search::{INF, NEG_INF};

/// A classic bug, as a change to the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// MAX takes the smallest value and MIN the largest (the windows still move as MAX's and
    /// MIN's).
    MaxMinSwapped,
    /// The cutoff test is `α > β`: ties do not cut.
    StrictCutoff,
    /// The best value is one variable for the whole search, not reset at each node.
    BestNotReset,
    /// The search plays for the other side throughout: its root maximises where the scores'
    /// MIN is to move (or minimises where MAX is), as a `getBestMove` that always maximises.
    SidesSwapped,
}

impl Variant {
    /// Every variant, in the order a diagnosis names them.
    pub(crate) const ALL: [Variant; 4] = [
        Variant::SidesSwapped,
        Variant::MaxMinSwapped,
        Variant::StrictCutoff,
        Variant::BestNotReset,
    ];
}

/// Which search a walker is: minimax or alpha-beta, the learner's side, and a bug if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Search {
    /// Alpha-beta (true) or minimax.
    pub(crate) prune: bool,
    /// The learner's MAX is the game's MIN (their scores have the other sign).
    pub(crate) flip: bool,
    /// Children in the game's ordering (as `--ordering`), not as generated.
    pub(crate) ordering: bool,
    /// A classic bug, or `None` for the textbook.
    pub(crate) variant: Option<Variant>,
}

/// The step a walker takes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Expect {
    /// Enter the root (`None`) or the child with this generation index.
    Enter(Option<u32>),
    /// Evaluate the current node, a leaf of the search for this reason.
    Leaf(LeafFact),
    /// Return this value from the current node.
    Exit(i64),
    /// The search is over.
    Done,
}

/// Where a node cut off: its window then, and how many children it had searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutAt {
    /// α at the cutoff (in the learner's MAX view).
    pub alpha: i64,
    /// β at the cutoff.
    pub beta: i64,
    /// Children searched before it.
    pub searched: usize,
    /// Children left.
    pub(crate) skipped: usize,
}

/// One open node of the walk.
#[derive(Clone, Debug)]
struct Frame<G: Game> {
    node: G,
    /// Its legal moves, generated once (none at a leaf).
    moves: Vec<G::Move>,
    /// The move code that reached it.
    code: u32,
    /// Its generation index under its parent.
    index: u32,
    /// Its children's generation indices in visit order.
    order: Vec<u32>,
    /// How many of them were entered.
    next: usize,
    alpha: i64,
    beta: i64,
    best: i64,
    /// Whether the node takes the largest value.
    takes_max: bool,
    /// Whether it is MAX's node (in the learner's view), for the window.
    max: bool,
    /// Why the search stops here, at a leaf.
    leaf: Option<LeafFact>,
    /// The leaf's value, once given.
    value: Option<i64>,
    /// The cutoff, when it cut.
    cut: Option<CutAt>,
}

/// A search walking one step at a time.
#[derive(Clone, Debug)]
pub(crate) struct Walker<G: Game> {
    search: Search,
    limit: Option<u32>,
    stack: Vec<Frame<G>>,
    started: bool,
    /// [`Variant::BestNotReset`]'s one variable.
    shared: Option<i64>,
    /// Nodes entered so far.
    pub(crate) nodes: u64,
    /// Leaves evaluated at the depth limit (iterative deepening stops after an iteration with
    /// none).
    pub(crate) horizon: u64,
    /// The root's value, once it has returned.
    pub(crate) root_value: Option<i64>,
}

impl<G: Game> Walker<G> {
    /// A search of `shape` to the depth `limit` (`None`: the end of the game).
    pub(crate) fn new(search: Search, limit: Option<u32>) -> Self {
        Walker {
            search,
            limit,
            stack: Vec::new(),
            started: false,
            shared: None,
            nodes: 0,
            horizon: 0,
            root_value: None,
        }
    }

    /// Which search this is.
    pub(crate) fn search(&self) -> Search {
        self.search
    }

    /// The depth limit in force.
    pub(crate) fn limit(&self) -> Option<u32> {
        self.limit
    }

    /// The step it takes next.
    pub(crate) fn expect(&self) -> Expect {
        let Some(top) = self.stack.last() else {
            return if self.started {
                Expect::Done
            } else {
                Expect::Enter(None)
            };
        };
        match (top.leaf, top.value) {
            (Some(fact), None) => Expect::Leaf(fact),
            (Some(_), Some(v)) => Expect::Exit(v),
            (None, _) if top.cut.is_none() && top.next < top.order.len() => {
                Expect::Enter(Some(top.order[top.next]))
            }
            (None, _) => Expect::Exit(top.best),
        }
    }

    /// The current node, once the root is entered.
    pub(crate) fn node(&self) -> Option<&G> {
        self.stack.last().map(|f| &f.node)
    }

    /// The cutoff the current node made, if it cut.
    pub(crate) fn cut(&self) -> Option<CutAt> {
        self.stack.last().and_then(|f| f.cut)
    }

    /// The path (generation indices) and move codes from the root to the current node.
    pub(crate) fn path(&self) -> (Vec<u32>, Vec<u32>) {
        let skip = 1.min(self.stack.len());
        let frames = &self.stack[skip..];
        (
            frames.iter().map(|f| f.index).collect(),
            frames.iter().map(|f| f.code).collect(),
        )
    }

    /// Takes the step [`Walker::expect`] says: enter, give a leaf its value (`value`), or exit.
    pub(crate) fn step(&mut self, shape: &GameShape<G>, value: Option<i64>) {
        match self.expect() {
            Expect::Enter(None) => {
                self.started = true;
                self.push(shape, shape.root().clone(), 0, 0, (NEG_INF, INF));
            }
            Expect::Enter(Some(index)) => {
                let top = self.stack.last_mut().expect("a node is open");
                top.next += 1;
                let window = (top.alpha, top.beta);
                let (child, code) = shape.play(&top.node, top.moves[index as usize]);
                self.push(shape, child, code, index, window);
            }
            Expect::Leaf(fact) => {
                let top = self.stack.last_mut().expect("a node is open");
                let v = value.unwrap_or(0);
                top.value = Some(v);
                if let LeafFact::Evaluation { .. } = fact {
                    self.horizon += 1;
                }
            }
            Expect::Exit(v) => self.exit(v),
            Expect::Done => {}
        }
    }

    fn push(&mut self, shape: &GameShape<G>, node: G, code: u32, index: u32, w: (i64, i64)) {
        self.nodes += 1;
        let ply = self.stack.len() as u32;
        let moves = shape.moves_at(&node, ply, self.limit);
        let leaf = shape.stop_among(&node, ply, self.limit, &moves);
        let (moves, order) = match leaf {
            Some(_) => (Vec::new(), Vec::new()),
            None => {
                let order = shape.order(&node, &moves, self.search.ordering);
                (moves, order)
            }
        };
        let swapped = self.search.variant == Some(Variant::SidesSwapped);
        let max = ((node.to_move() == Player::Max) != self.search.flip) != swapped;
        let takes_max = max != (self.search.variant == Some(Variant::MaxMinSwapped));
        let reset = if takes_max { NEG_INF } else { INF };
        let best = match self.shared {
            Some(b) if self.search.variant == Some(Variant::BestNotReset) => b,
            _ => reset,
        };
        if self.search.variant == Some(Variant::BestNotReset) && leaf.is_none() {
            self.shared = Some(best);
        }
        self.stack.push(Frame {
            node,
            moves,
            code,
            index,
            order,
            next: 0,
            alpha: w.0,
            beta: w.1,
            best,
            takes_max,
            max,
            leaf,
            value: None,
            cut: None,
        });
    }

    /// The current node returns `v`: its parent backs it up, moves its window and tests for
    /// a cutoff.
    fn exit(&mut self, v: i64) {
        self.stack.pop();
        let shared = self.search.variant == Some(Variant::BestNotReset);
        let prune = self.search.prune;
        let strict = self.search.variant == Some(Variant::StrictCutoff);
        let Some(p) = self.stack.last_mut() else {
            self.root_value = Some(v);
            return;
        };
        if shared {
            p.best = self.shared.unwrap_or(p.best);
        }
        p.best = if p.takes_max {
            p.best.max(v)
        } else {
            p.best.min(v)
        };
        if shared {
            self.shared = Some(p.best);
        }
        if !prune {
            return;
        }
        if p.max {
            p.alpha = p.alpha.max(p.best);
        } else {
            p.beta = p.beta.min(p.best);
        }
        let cuts = if strict {
            p.alpha > p.beta
        } else {
            p.alpha >= p.beta
        };
        if cuts && p.next < p.order.len() {
            p.cut = Some(CutAt {
                alpha: p.alpha,
                beta: p.beta,
                searched: p.next,
                skipped: p.order.len() - p.next,
            });
        }
    }
}

/// A search's iterations: one walk to the depth limit, or (iterative deepening) a walk to
/// depth 1, 2, … each starting at the root, until one reaches no depth limit anywhere or the
/// last depth.
#[derive(Clone, Debug)]
pub(crate) struct Driver<G: Game> {
    /// The walk of the current iteration.
    pub(crate) walker: Walker<G>,
    iterative: bool,
    last: Option<u32>,
    /// The current iteration (1 for a single search).
    pub(crate) iteration: u32,
}

impl<G: Game> Driver<G> {
    /// `search` to `depth`, or iteratively to depth 1, 2, … `depth` (`None`: until the whole
    /// game is seen).
    pub(crate) fn new(search: Search, depth: Option<u32>, iterative: bool) -> Self {
        let limit = if iterative { Some(1) } else { depth };
        Driver {
            walker: Walker::new(search, limit),
            iterative,
            last: depth,
            iteration: 1,
        }
    }

    /// The step it takes next (entering the next iteration's root when one is due).
    pub(crate) fn expect(&self) -> Expect {
        match self.walker.expect() {
            Expect::Done if self.next_depth().is_some() => Expect::Enter(None),
            e => e,
        }
    }

    /// The depth of the next iteration, when one is due.
    fn next_depth(&self) -> Option<u32> {
        let d = self.walker.limit()?;
        let more = self.iterative && self.walker.horizon > 0 && self.last.is_none_or(|l| d < l);
        more.then_some(d + 1)
    }

    /// Takes the next step.
    pub(crate) fn step(&mut self, shape: &GameShape<G>, value: Option<i64>) {
        if self.walker.expect() == Expect::Done
            && let Some(d) = self.next_depth()
        {
            let nodes = self.walker.nodes;
            self.walker = Walker::new(self.walker.search(), Some(d));
            self.walker.nodes = nodes;
            self.iteration += 1;
        }
        self.walker.step(shape, value);
    }
}
