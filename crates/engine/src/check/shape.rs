//! What a learner's walk is read against ([`GameShape`]): a game from a position, an abstract
//! tree among them, whose children are entered by index (in generation order, as the recording
//! numbers them) or by name: a move in the notation of docs/names.md ("X b2", "take 2", or its last
//! word alone), on a tree a child's label, letter or leaf value. Where the search stops, the shape
//! says why as a fact ([`LeafFact`]): a tree's leaf and its value, a finished game (who won, how
//! many moves from the searched root), or the depth limit and the evaluation there. A leaf's number
//! is the learner's business ([`super::scoring`]); the facts are the game's.

use crate::game::{Game, Player, PositionView};
use std::collections::HashMap;

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

/// Why the search stops at a node, and what the game says of it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeafFact {
    /// A leaf of an abstract tree: its value, which the learner's program reads from the tree.
    Tree(i64),
    /// The game is over.
    Over {
        /// Who won, in the game's own sides (MAX is X in tic-tac-toe, the player to move at
        /// the root in bones); `None` for a draw.
        winner: Option<Player>,
        /// Moves from the searched root.
        ply: u32,
    },
    /// The depth limit (or a position with no move and no outcome): the game's evaluation
    /// there, in MAX's view.
    Evaluation {
        /// What the evaluation function gives.
        value: i64,
        /// The depth limit in force (`None`: the position has no move, yet the game goes on).
        limit: Option<u32>,
    },
}

/// A game (an abstract tree among them) searched from a position.
#[derive(Clone, Debug)]
pub struct GameShape<G> {
    root: G,
    tree: bool,
}

impl<G: Game> GameShape<G> {
    /// `root`, searched from there.
    pub fn new(root: G) -> Self {
        let tree = matches!(root.view(), PositionView::Tree { .. });
        GameShape { root, tree }
    }

    /// The searched root.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// Whether the game is an abstract tree (its leaves carry their values).
    pub(crate) fn is_tree(&self) -> bool {
        self.tree
    }

    /// The legal moves at `node`, in generation order (none once the game is over).
    pub fn moves(&self, node: &G) -> Vec<G::Move> {
        let mut out = Vec::new();
        if node.outcome().is_none() {
            node.moves(&mut out);
        }
        out
    }

    /// Why the search stops at `node`, `ply` moves from the root, under the depth `limit`
    /// (`None`: it goes on there).
    pub fn stop(&self, node: &G, ply: u32, limit: Option<u32>) -> Option<LeafFact> {
        self.stop_among(node, ply, limit, &self.moves(node))
    }

    /// [`GameShape::stop`], given the node's legal `moves` (generated once by the caller; they
    /// need not be where the game is over or at the limit).
    pub(crate) fn stop_among(
        &self,
        node: &G,
        ply: u32,
        limit: Option<u32>,
        moves: &[G::Move],
    ) -> Option<LeafFact> {
        if let Some(score) = node.outcome() {
            return Some(if self.tree {
                LeafFact::Tree(score)
            } else {
                let winner = match score.signum() {
                    1 => Some(Player::Max),
                    -1 => Some(Player::Min),
                    _ => None,
                };
                LeafFact::Over { winner, ply }
            });
        }
        if limit.is_some_and(|d| ply >= d) {
            return Some(LeafFact::Evaluation {
                value: node.evaluate(),
                limit,
            });
        }
        moves.is_empty().then(|| LeafFact::Evaluation {
            value: node.evaluate(),
            limit: None,
        })
    }

    /// The moves a search needs at `node`, `ply` moves from the root: none where the game is
    /// over or the depth limit stops it, else the legal ones.
    pub(crate) fn moves_at(&self, node: &G, ply: u32, limit: Option<u32>) -> Vec<G::Move> {
        if limit.is_some_and(|d| ply >= d) {
            return Vec::new();
        }
        self.moves(node)
    }

    /// Why there is nothing to enter at `node`, given why the search stops there.
    pub(crate) fn stops_for(fact: Option<LeafFact>) -> Stops {
        match fact {
            Some(LeafFact::Evaluation { limit: Some(d), .. }) => Stops::DepthLimit(d),
            Some(LeafFact::Evaluation { limit: None, .. }) | None => Stops::No,
            Some(_) => Stops::GameOver,
        }
    }

    /// Why there is nothing to enter at `node` (for a refused move), as [`Stops`].
    pub fn stops(&self, node: &G, ply: u32, limit: Option<u32>) -> Stops {
        Self::stops_for(self.stop(node, ply, limit))
    }

    /// Child `index` (in generation order) of `node`, with its move's code.
    pub fn child(&self, node: &G, index: u32) -> Option<(G, u32)> {
        let mv = *self.moves(node).get(index as usize)?;
        Some(self.play(node, mv))
    }

    /// The position after `mv` at `node`, with the move's code.
    pub(crate) fn play(&self, node: &G, mv: G::Move) -> (G, u32) {
        let mut next = node.clone();
        next.play(mv);
        (next, G::move_code(mv))
    }

    /// The children's generation indices in the order a search visits them: as generated, or
    /// with `ordering` by the game's ordering key (ties keep generation order), as the
    /// searcher orders them.
    pub(crate) fn order(&self, node: &G, moves: &[G::Move], ordering: bool) -> Vec<u32> {
        let mut order: Vec<u32> = (0..moves.len() as u32).collect();
        if ordering {
            crate::sort::sort_by_key(&mut order, |&i| node.ordering_key(moves[i as usize]));
        }
        order
    }

    /// The index of the child the text names at `node`: a move's notation or its last word
    /// ("X b2", "b2", "take 2", "2"); on a tree a child's label, letter or leaf value.
    pub fn index_of(&self, node: &G, text: &str) -> Option<u32> {
        self.names(node, &self.moves(node))
            .get(&tidy(text))
            .copied()
    }

    /// Every name a child of `node` goes by (tidied), with its generation index; where two
    /// children share a name the first keeps it.
    pub(crate) fn names(&self, node: &G, moves: &[G::Move]) -> HashMap<String, u32> {
        let mut out = HashMap::new();
        for (i, &m) in moves.iter().enumerate().rev() {
            let full = tidy(&node.move_text(m));
            if self.tree {
                let (child, _) = self.play(node, m);
                if let PositionView::Tree { label } = child.view() {
                    out.insert(tidy(&label), i as u32);
                }
            } else if let Some(last) = full.rsplit(' ').next() {
                out.insert(last.to_string(), i as u32);
            }
            out.insert(full, i as u32);
        }
        out
    }

    /// The moves the search may enter at `node`, in notation (on a tree the children's names).
    pub fn legal(&self, node: &G) -> Vec<String> {
        self.moves(node)
            .into_iter()
            .map(|m| {
                let mut child = node.clone();
                child.play(m);
                match child.view() {
                    PositionView::Tree { label } if self.tree => label,
                    _ => node.move_text(m),
                }
            })
            .collect()
    }

    /// Where the node reached by `codes` (move codes from the root; `path` the same as child
    /// indices) is, for a sentence.
    pub(crate) fn place(&self, path: &[u32], codes: &[u32]) -> Place {
        let mut g = self.root.clone();
        let mut moves = Vec::new();
        for &c in codes {
            let Some(m) = g.move_from_code(c) else { break };
            moves.push(g.move_text(m));
            g.play(m);
        }
        match g.view() {
            PositionView::Tree { label } => Place::Tree {
                path: path.to_vec(),
                name: label,
            },
            PositionView::Bones { left, .. } => Place::Heap(left),
            _ if moves.is_empty() => Place::Root,
            _ => Place::After(moves),
        }
    }

    /// At least as many moves as the game can last from the root (a board's empty cells, a
    /// heap's bones, a tree's height), at most `cap`: the depth a program that counts plies
    /// down to 0 needs to see the whole game.
    pub fn longest(&self, cap: u32) -> u32 {
        match self.root.view() {
            PositionView::Grid { cells, .. } => cells.iter().filter(|&&c| c == '.').count() as u32,
            PositionView::Bones { left, .. } => left,
            _ => {
                let mut g = self.root.clone();
                self.height(&mut g, 0, cap)
            }
        }
        .min(cap)
    }

    fn height(&self, g: &mut G, ply: u32, cap: u32) -> u32 {
        if ply >= cap {
            return ply;
        }
        let mut best = ply;
        for m in self.moves(g) {
            g.play(m);
            best = best.max(self.height(g, ply + 1, cap));
            g.undo(m);
        }
        best
    }
}

/// Move text compared as people type it: case and runs of spaces do not count.
pub(crate) fn tidy(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
