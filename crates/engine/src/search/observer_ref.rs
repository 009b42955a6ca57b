//! [`ObserverRef`]: any observer behind one pointer type, so a search is compiled once per game
//! instead of once per game and observer. The web build searches through it (the module is
//! what a class downloads: its searches were 11 copies of each); the desktop and the command
//! line keep a copy per observer, which a recording's speed is measured on.

use super::Bound;
use super::mcts::UcbTerms;
use super::observer::Observer;
use crate::game::Game;

/// An observer behind a `&mut dyn Observer`: every step is passed on, one call through a
/// pointer each.
pub(crate) struct ObserverRef<'a, G: Game>(pub(crate) &'a mut dyn Observer<G>);

impl<G: Game> Observer<G> for ObserverRef<'_, G> {
    fn iteration(&mut self, depth: u32) {
        self.0.iteration(depth);
    }

    fn pass(&mut self) {
        self.0.pass();
    }

    fn probe(&mut self) {
        self.0.probe();
    }

    fn research(&mut self, value: i64) {
        self.0.research(value);
    }

    fn enter(&mut self, game: &G, via: Option<(u32, G::Move)>, alpha: i64, beta: i64) {
        self.0.enter(game, via, alpha, beta);
    }

    fn reorder(&mut self, order: &[u32]) {
        self.0.reorder(order);
    }

    fn leaf(&mut self, value: i64, heuristic: bool) {
        self.0.leaf(value, heuristic);
    }

    fn tt_hit(&mut self, value: i64, bound: Bound) {
        self.0.tt_hit(value, bound);
    }

    fn backup(&mut self, child_value: i64, value: i64) {
        self.0.backup(child_value, value);
    }

    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        self.0.cutoff(game, skipped);
    }

    fn exit(&mut self, value: i64, bound: Bound) {
        self.0.exit(value, bound);
    }

    fn backup_expected(&mut self, child_value: f64, value: f64) {
        self.0.backup_expected(child_value, value);
    }

    fn exit_expected(&mut self, value: f64) {
        self.0.exit_expected(value);
    }

    fn mcts_root(&mut self, game: &G) {
        self.0.mcts_root(game);
    }

    fn mcts_iteration(&mut self) {
        self.0.mcts_iteration();
    }

    fn select(&mut self, node: u32, chosen: u32, terms: &[UcbTerms]) {
        self.0.select(node, chosen, terms);
    }

    fn selected(&mut self, node: u32) {
        self.0.selected(node);
    }

    fn expand(&mut self, game: &G, parent: u32, index: u32, mv: G::Move, probability: Option<f64>) {
        self.0.expand(game, parent, index, mv, probability);
    }

    fn playout(&mut self, moves: &[G::Move], max_reward: f64) {
        self.0.playout(moves, max_reward);
    }

    fn backpropagate(&mut self, node: u32) {
        self.0.backpropagate(node);
    }
}
