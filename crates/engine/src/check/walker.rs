//! Minimax and fail-soft alpha-beta as a machine that takes one step at a time, so that it can
//! walk beside a learner's program event by event (issue 34): it says the step it would take
//! next (`Expect`), and a leaf's value is given to it — the learner's own, once their
//! scoring has accepted it — so the machine needs no scoring rule of its own. The same machine
//! with one thing changed walks as a learner's search with that bug does ([`Variant`]): MAX and
//! MIN swapped, `>` for `≥` in the cutoff test, one best value for the whole search, the
//! sides swapped at the root (it maximises whoever is to move), α or β never moved, the two
//! bounds' updates swapped, the children in another order, the last child's value returned,
//! the side not flipped below the root, and the depth limit one too deep, one too shallow or
//! counted in pairs of moves (issue 45). Memory is the path from the root; each step costs the
//! moves of one position.
//!
//! The window not passed down, α raised at MIN nodes and the cutoff tested after the loop all
//! prune nothing, so they walk exactly as minimax does: minimax itself names them.
//!
//! A node's returned value is accepted as a fail-hard alpha-beta returns it too: α on entry
//! where the node fails low (its value ≤ α), β where it fails high (`Walker::accepts_exit`);
//! the walk goes on with the learner's value, which moves the windows above exactly as the
//! fail-soft one would.

use super::shape::{GameShape, LeafFact};
use crate::game::{Game, Player};
use crate::search::{INF, NEG_INF};

/// A classic bug, as a change to the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// MAX never raises α (a MAX node still cuts when its value reaches β, as AIMA's
    /// `if v ≥ β: return v` does), so MIN nodes never cut.
    AlphaNotRaised,
    /// MIN never lowers β (a MIN node still cuts when its value falls to α), so MAX nodes
    /// never cut.
    BetaNotLowered,
    /// The bounds' updates swapped: MAX lowers β with its best value, MIN raises α.
    BoundsSwapped,
    /// The children visited right to left.
    ReversedOrder,
    /// The children in the other order: sorted by the game's move ordering when the textbook
    /// keeps generation order, or as generated when it orders them.
    Reordered,
    /// A node returns its last searched child's value, not the best (the bounds still move
    /// with each child's value).
    LastChild,
    /// The side is not flipped in the recursive call: every node plays as the root does.
    SideNotFlipped,
    /// The depth limit one ply too deep (`depth < 0` for `depth == 0`).
    DeeperByOne,
    /// The search stops one level early (evaluates at `depth == 1`).
    ShallowerByOne,
    /// The depth counted in pairs of moves (one per MAX-and-MIN turn), not per move: a limit
    /// of d searches 2d plies.
    PliesPerPair,
}

impl Variant {
    /// Every variant, in the order a diagnosis names them.
    pub(crate) const ALL: [Variant; 14] = [
        Variant::SidesSwapped,
        Variant::MaxMinSwapped,
        Variant::StrictCutoff,
        Variant::BestNotReset,
        Variant::AlphaNotRaised,
        Variant::BetaNotLowered,
        Variant::BoundsSwapped,
        Variant::ReversedOrder,
        Variant::Reordered,
        Variant::LastChild,
        Variant::SideNotFlipped,
        Variant::DeeperByOne,
        Variant::ShallowerByOne,
        Variant::PliesPerPair,
    ];

    /// Whether the variant changes only the pruning (and so walks as minimax itself when
    /// nothing is pruned).
    pub(crate) fn prunes_only(self) -> bool {
        matches!(
            self,
            Variant::MaxMinSwapped
                | Variant::StrictCutoff
                | Variant::AlphaNotRaised
                | Variant::BetaNotLowered
                | Variant::BoundsSwapped
        )
    }

    /// The depth limit a search with this variant has, where the textbook's is `depth`
    /// (`None`: the variant does not change a walk under this limit, or has no walk of its own
    /// under it).
    pub(crate) fn limit(self, depth: Option<u32>) -> Option<Option<u32>> {
        match (self, depth) {
            (Variant::DeeperByOne, Some(d)) => Some(Some(d.saturating_add(1))),
            (Variant::ShallowerByOne, Some(d)) if d >= 2 => Some(Some(d - 1)),
            (Variant::PliesPerPair, Some(d)) => Some(Some(d.saturating_mul(2))),
            (Variant::DeeperByOne | Variant::ShallowerByOne | Variant::PliesPerPair, _) => None,
            (_, d) => Some(d),
        }
    }
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
    /// The window on entry.
    window: (i64, i64),
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
    /// Whether the root takes the largest value and is MAX ([`Variant::SideNotFlipped`]).
    root_side: Option<(bool, bool)>,
    /// How the learner returned each kind of failing node so far (MIN low, MIN high, MAX low,
    /// MAX high): as the bound (true) or as its own value.
    styles: [Option<bool>; 4],
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
            root_side: None,
            styles: [None; 4],
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

    /// Whether the current node may return `v` where this search returns `own`: the same
    /// value (beyond 32 bits read as ±∞), or under alpha-beta at an inner node the bound a
    /// fail-hard search returns (α where it fails low, β where it fails high).
    pub(crate) fn accepts_exit(&self, v: i64, own: i64) -> bool {
        let (v, own) = (infinite(v), infinite(own));
        match self.failing(own) {
            // A program returns a failing node's value one way: as a bound or as its own
            // value, each kind of failing node always the same way.
            Some((kind, bound)) if own != bound => match self.styles[kind] {
                Some(true) => v == bound,
                Some(false) => v == own,
                None => v == own || v == bound,
            },
            _ => v == own,
        }
    }

    /// Where the current node (an inner node under alpha-beta) fails low or high with the
    /// value `own`: which kind of failing node it is (MAX or MIN, low or high) and the bound
    /// a fail-hard search returns there.
    fn failing(&self, own: i64) -> Option<(usize, i64)> {
        let top = self.stack.last()?;
        if !self.search.prune || top.leaf.is_some() {
            return None;
        }
        let (a, b) = (infinite(top.window.0), infinite(top.window.1));
        let side = usize::from(top.max) * 2;
        if own <= a {
            Some((side, a))
        } else if own >= b {
            Some((side + 1, b))
        } else {
            None
        }
    }

    /// Takes the step [`Walker::expect`] says: enter, give a leaf its value (`value`), or exit
    /// (with the learner's `value` when it gives one, accepted by `Walker::accepts_exit`).
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
            Expect::Exit(own) => {
                // Their value where it is a fail-hard bound; else the search's own (a learner's
                // `INT_MIN` goes on as −∞).
                let v = value
                    .filter(|&v| infinite(v) != infinite(own))
                    .unwrap_or(own);
                if let Some((kind, bound)) = self.failing(infinite(own))
                    && bound != infinite(own)
                {
                    self.styles[kind] = Some(infinite(v) == bound);
                }
                self.exit(v);
            }
            Expect::Done => {}
        }
    }

    fn push(&mut self, shape: &GameShape<G>, node: G, code: u32, index: u32, w: (i64, i64)) {
        self.nodes += 1;
        let ply = self.stack.len() as u32;
        let moves = shape.moves_at(&node, ply, self.limit);
        let leaf = shape.stop_among(&node, ply, self.limit, &moves);
        let variant = self.search.variant;
        let (moves, order) = match leaf {
            Some(_) => (Vec::new(), Vec::new()),
            None => {
                let mut order = shape.order(&node, &moves, self.search.ordering);
                if variant == Some(Variant::ReversedOrder) {
                    order.reverse();
                }
                (moves, order)
            }
        };
        let swapped = variant == Some(Variant::SidesSwapped);
        let max = ((node.to_move() == Player::Max) != self.search.flip) != swapped;
        let takes_max = max != (variant == Some(Variant::MaxMinSwapped));
        let (takes_max, max) = match self.root_side {
            Some(side) if variant == Some(Variant::SideNotFlipped) => side,
            _ => {
                self.root_side = Some((takes_max, max));
                (takes_max, max)
            }
        };
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
            window: w,
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
        let variant = self.search.variant;
        let shared = variant == Some(Variant::BestNotReset);
        let prune = self.search.prune;
        let Some(p) = self.stack.last_mut() else {
            self.root_value = Some(v);
            return;
        };
        if shared {
            p.best = self.shared.unwrap_or(p.best);
        }
        p.best = match variant {
            Some(Variant::LastChild) => v,
            _ if p.takes_max => p.best.max(v),
            _ => p.best.min(v),
        };
        if shared {
            self.shared = Some(p.best);
        }
        if !prune {
            return;
        }
        // What moves the bound: the best value, or each child's (their best is the last).
        let moved = if variant == Some(Variant::LastChild) {
            v
        } else {
            p.best
        };
        match (p.max, variant) {
            (true, Some(Variant::AlphaNotRaised)) | (false, Some(Variant::BetaNotLowered)) => {}
            (true, Some(Variant::BoundsSwapped)) => p.beta = p.beta.min(moved),
            (false, Some(Variant::BoundsSwapped)) => p.alpha = p.alpha.max(moved),
            (true, _) => p.alpha = p.alpha.max(moved),
            (false, _) => p.beta = p.beta.min(moved),
        }
        let cuts = match variant {
            Some(Variant::StrictCutoff) => p.alpha > p.beta,
            // AIMA's tests, by the value against the bound the other side set.
            Some(Variant::AlphaNotRaised | Variant::BetaNotLowered) => {
                p.alpha >= p.beta || (p.max && p.best >= p.beta) || (!p.max && p.best <= p.alpha)
            }
            _ => p.alpha >= p.beta,
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

/// A value with everything beyond a 32-bit integer's range read as an infinity, so that a
/// learner's `INT_MIN` and the engine's −∞ compare equal.
pub(crate) fn infinite(x: i64) -> i64 {
    if x <= i64::from(i32::MIN) {
        i64::MIN
    } else if x >= i64::from(i32::MAX) {
        i64::MAX
    } else {
        x
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
