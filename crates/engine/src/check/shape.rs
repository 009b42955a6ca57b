//! What a learner's walk is read against ([`Shape`]): an abstract tree, whose children are
//! entered by index, or a game from a position ([`GameShape`]: tic-tac-toe, bones), whose
//! children are entered by index or by the move in SPEC.md's notation ("X b2", "take 2") and
//! numbered in generation order, as the recording numbers them. A game's leaves are the
//! searcher's: the end of the game (its score) or the depth limit (the evaluation there).

use crate::game::tree::TreeSpec;
use crate::game::{Game, PositionView};

/// Where a node is, as facts a sentence can name it by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A tree's node: its child indices from the root, and its name (label or letter).
    Tree {
        /// Child indices from the root.
        path: Vec<u32>,
        /// The node's name in the tree.
        name: String,
    },
    /// The searched root of a game.
    Root,
    /// A bones position, by the bones left on its heap.
    Heap(u32),
    /// A board, by the moves played from the searched root, in notation.
    After(Vec<String>),
}

/// Why a game's position has no move to enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stops {
    /// The search goes on here (a move is just not one of the legal ones).
    No,
    /// The game is over.
    GameOver,
    /// The depth limit, this many moves from the root: the search evaluates here.
    DepthLimit(u32),
}

/// What a walk is read against: nodes, their children in the order the recording numbers
/// them, and the value a leaf must have.
pub trait Shape {
    /// A node (a tree's arena index, a game's position).
    type Node: Clone;
    /// The searched root.
    fn root(&self) -> Self::Node;
    /// How many children the search may enter here (0 at a leaf of the search).
    fn count(&self, node: &Self::Node) -> usize;
    /// Child `index` (below [`Shape::count`]).
    fn child(&self, node: &Self::Node, index: u32) -> Self::Node;
    /// The value a leaf event here must carry, where the shape knows it.
    fn value(&self, node: &Self::Node) -> Option<i64>;
    /// Whether MAX moves at the root.
    fn max_at_root(&self) -> bool;
    /// The index of the child the move `text` leads to (`None`: no such move here).
    fn index_of(&self, node: &Self::Node, text: &str) -> Option<u32>;
    /// The moves the search may enter here, in notation.
    fn legal(&self, node: &Self::Node) -> Vec<String>;
    /// Where the node is, for a sentence (`path`: its child indices from the root).
    fn place(&self, node: &Self::Node, path: &[u32]) -> Place;
    /// Why there is nothing to enter here, when there is not.
    fn stops(&self, node: &Self::Node) -> Stops {
        let _ = node;
        Stops::No
    }
    /// The move codes from the root to the node (the recording's `move_code`s), for naming
    /// nodes the recording never reached; `None` where a path names them already (trees).
    fn codes(&self, node: &Self::Node) -> Option<Vec<u32>> {
        let _ = node;
        None
    }
}

impl Shape for TreeSpec {
    type Node = u32;

    fn root(&self) -> u32 {
        0
    }

    fn count(&self, node: &u32) -> usize {
        self.nodes[*node as usize].children.len()
    }

    fn child(&self, node: &u32, index: u32) -> u32 {
        self.nodes[*node as usize].children[index as usize]
    }

    fn value(&self, node: &u32) -> Option<i64> {
        let n = &self.nodes[*node as usize];
        if n.children.is_empty() { n.value } else { None }
    }

    fn max_at_root(&self) -> bool {
        true
    }

    /// A child by its name: its label, an inner node's letter, a leaf's value.
    fn index_of(&self, node: &u32, text: &str) -> Option<u32> {
        self.nodes[*node as usize]
            .children
            .iter()
            .position(|&c| self.nodes[c as usize].name == text.trim())
            .map(|i| i as u32)
    }

    fn legal(&self, node: &u32) -> Vec<String> {
        let kids = &self.nodes[*node as usize].children;
        kids.iter()
            .map(|&c| self.nodes[c as usize].name.clone())
            .collect()
    }

    fn place(&self, node: &u32, path: &[u32]) -> Place {
        Place::Tree {
            path: path.to_vec(),
            name: self.nodes[*node as usize].name.clone(),
        }
    }
}

/// A game searched from a position to the end or to a depth limit.
#[derive(Clone, Debug)]
pub struct GameShape<G> {
    root: G,
    depth: Option<u32>,
}

/// A position of a [`GameShape`]: the game there, and the moves (codes) that reach it.
#[derive(Clone, Debug)]
pub struct GameNode<G> {
    game: G,
    codes: Vec<u32>,
}

impl<G: Game> GameShape<G> {
    /// `root` searched to the end, or to `depth` moves with the evaluation there.
    pub fn new(root: G, depth: Option<u32>) -> Self {
        GameShape { root, depth }
    }

    fn moves(&self, node: &GameNode<G>) -> Vec<G::Move> {
        let mut out = Vec::new();
        if self.stops(node) == Stops::No {
            node.game.moves(&mut out);
        }
        out
    }
}

/// Move text compared as people type it: case and runs of spaces do not count.
fn tidy(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl<G: Game> Shape for GameShape<G> {
    type Node = GameNode<G>;

    fn root(&self) -> GameNode<G> {
        GameNode {
            game: self.root.clone(),
            codes: Vec::new(),
        }
    }

    fn count(&self, node: &GameNode<G>) -> usize {
        self.moves(node).len()
    }

    fn child(&self, node: &GameNode<G>, index: u32) -> GameNode<G> {
        let mv = self.moves(node)[index as usize];
        let mut next = node.clone();
        next.game.play(mv);
        next.codes.push(G::move_code(mv));
        next
    }

    fn value(&self, node: &GameNode<G>) -> Option<i64> {
        match self.stops(node) {
            Stops::GameOver => node.game.outcome(),
            Stops::DepthLimit(_) => Some(node.game.evaluate()),
            // A position with no moves and no outcome is scored as at the depth limit.
            Stops::No => self.moves(node).is_empty().then(|| node.game.evaluate()),
        }
    }

    fn max_at_root(&self) -> bool {
        self.root.to_move() == crate::game::Player::Max
    }

    /// The move's notation ("X b2", "take 2"), or its last word alone ("b2", "2").
    fn index_of(&self, node: &GameNode<G>, text: &str) -> Option<u32> {
        let given = tidy(text);
        self.moves(node)
            .into_iter()
            .position(|m| {
                let full = tidy(&node.game.move_text(m));
                full == given || full.rsplit(' ').next() == Some(given.as_str())
            })
            .map(|i| i as u32)
    }

    fn legal(&self, node: &GameNode<G>) -> Vec<String> {
        let mut all = Vec::new();
        node.game.moves(&mut all);
        all.into_iter().map(|m| node.game.move_text(m)).collect()
    }

    fn place(&self, node: &GameNode<G>, _path: &[u32]) -> Place {
        if let PositionView::Bones { left, .. } = node.game.view() {
            return Place::Heap(left);
        }
        if node.codes.is_empty() {
            return Place::Root;
        }
        let mut g = self.root.clone();
        let mut moves = Vec::new();
        for &c in &node.codes {
            let Some(m) = g.move_from_code(c) else { break };
            moves.push(g.move_text(m));
            g.play(m);
        }
        Place::After(moves)
    }

    fn stops(&self, node: &GameNode<G>) -> Stops {
        if node.game.outcome().is_some() {
            Stops::GameOver
        } else {
            match self.depth {
                Some(d) if node.codes.len() as u64 >= u64::from(d) => Stops::DepthLimit(d),
                _ => Stops::No,
            }
        }
    }

    fn codes(&self, node: &GameNode<G>) -> Option<Vec<u32>> {
        Some(node.codes.clone())
    }
}

/// The move codes from the root down `path`, where `shape` has them and the search can walk
/// that path.
pub fn codes_at<S: Shape>(shape: &S, path: &[u32]) -> Option<Vec<u32>> {
    let mut n = shape.root();
    for &i in path {
        if i as usize >= shape.count(&n) {
            return None;
        }
        n = shape.child(&n, i);
    }
    shape.codes(&n)
}
