//! The [`Sizer`]: how many nodes a recording of an explicit tree will hold, counted without
//! recording, so a recording past the cap is refused before it takes the memory.

use crate::game::Game;
use crate::search::Observer;

/// Counts the nodes a recording of an explicit tree will hold, without recording: pruned
/// children as they are cut, and each pruned subtree once (as the recording keeps it). A
/// recording that would pass the cap is then refused before it takes the memory.
pub(crate) struct Sizer {
    /// Nodes the recording will hold (counting stops a little past `cap`).
    pub(crate) nodes: u64,
    cap: u64,
    seen: std::collections::HashSet<u64>,
}

impl Sizer {
    /// A sizer that stops counting once the count passes `cap`.
    pub(crate) fn capped(cap: u64) -> Sizer {
        Sizer {
            nodes: 0,
            cap,
            seen: Default::default(),
        }
    }
}

/// The size of the subtree at `game`, counting stops once `budget` is used up.
fn subtree_size<G: Game>(game: &mut G, budget: u64) -> u64 {
    let mut moves = Vec::new();
    game.moves(&mut moves);
    let mut size = 1;
    for m in moves {
        if size > budget {
            break;
        }
        game.play(m);
        size += subtree_size(game, budget - size);
        game.undo(m);
    }
    size
}

impl<G: Game> Observer<G> for Sizer {
    fn enter(&mut self, _game: &G, _via: Option<(u32, G::Move)>, _alpha: i64, _beta: i64) {
        self.nodes += 1;
    }

    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        self.nodes += skipped.len() as u64;
        if !game.show_pruned_subtrees() {
            return;
        }
        let mut g = game.clone();
        for &(_, m) in skipped {
            if self.nodes > self.cap {
                return;
            }
            g.play(m);
            if self.seen.insert(g.key()) {
                let budget = self.cap + 1 - self.nodes;
                self.nodes += subtree_size(&mut g, budget) - 1;
            }
            g.undo(m);
        }
    }
}
