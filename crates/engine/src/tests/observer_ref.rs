//! The web build's searches, which reach their observer through `ObserverRef`
//! (`search_through_ref`), tell it exactly what the searches with the observer as its own type
//! tell it: every call with every argument, for every algorithm and option on trees, tic-tac-toe,
//! bones and the dice race; and between them the scenarios make every kind of call the
//! observer has, so a call `ObserverRef` failed to pass on would show here.

use crate::compare::standard_configurations;
use crate::game::dice::DiceRace;
use crate::game::{Bones, Game, Player, TicTacToe, TreeGame, TreeSpec};
use crate::search::mcts::UcbTerms;
use crate::search::{
    Algorithm, Bound, Limits, MctsOptions, Observer, SearchConfig, run, search_through_ref,
};
use std::collections::BTreeSet;
use std::sync::Arc;

/// Writes down every call it hears, with its arguments.
#[derive(Default)]
struct Log(Vec<String>);

impl<G: Game> Observer<G> for Log {
    fn iteration(&mut self, depth: u32) {
        self.0.push(format!("iteration {depth}"));
    }
    fn pass(&mut self) {
        self.0.push("pass".into());
    }
    fn probe(&mut self) {
        self.0.push("probe".into());
    }
    fn research(&mut self, value: i64) {
        self.0.push(format!("research {value}"));
    }
    fn enter(&mut self, game: &G, via: Option<(u32, G::Move)>, alpha: i64, beta: i64) {
        let at = game.describe();
        self.0.push(format!("enter {at} {via:?} {alpha} {beta}"));
    }
    fn reorder(&mut self, order: &[u32]) {
        self.0.push(format!("reorder {order:?}"));
    }
    fn leaf(&mut self, value: i64, heuristic: bool) {
        self.0.push(format!("leaf {value} {heuristic}"));
    }
    fn tt_hit(&mut self, value: i64, bound: Bound) {
        self.0.push(format!("tt_hit {value} {bound:?}"));
    }
    fn backup(&mut self, child_value: i64, value: i64) {
        self.0.push(format!("backup {child_value} {value}"));
    }
    fn cutoff(&mut self, game: &G, skipped: &[(u32, G::Move)]) {
        let at = game.describe();
        self.0.push(format!("cutoff {at} {skipped:?}"));
    }
    fn exit(&mut self, value: i64, bound: Bound) {
        self.0.push(format!("exit {value} {bound:?}"));
    }
    fn backup_expected(&mut self, child_value: f64, value: f64) {
        self.0
            .push(format!("backup_expected {child_value} {value}"));
    }
    fn exit_expected(&mut self, value: f64) {
        self.0.push(format!("exit_expected {value}"));
    }
    fn mcts_root(&mut self, game: &G) {
        self.0.push(format!("mcts_root {}", game.describe()));
    }
    fn mcts_iteration(&mut self) {
        self.0.push("mcts_iteration".into());
    }
    fn select(&mut self, node: u32, chosen: u32, terms: &[UcbTerms]) {
        self.0.push(format!("select {node} {chosen} {terms:?}"));
    }
    fn selected(&mut self, node: u32) {
        self.0.push(format!("selected {node}"));
    }
    fn expand(&mut self, game: &G, parent: u32, index: u32, mv: G::Move, probability: Option<f64>) {
        let at = game.describe();
        self.0.push(format!(
            "expand {at} {parent} {index} {mv:?} {probability:?}"
        ));
    }
    fn playout(&mut self, moves: &[G::Move], max_reward: f64) {
        self.0.push(format!("playout {moves:?} {max_reward}"));
    }
    fn backpropagate(&mut self, node: u32) {
        self.0.push(format!("backpropagate {node}"));
    }
}

/// Compare mode's line-up of the minimax family (ordering, table, iterative deepening, PVS,
/// MTD(f)) to the end and to depth 2, an aspiration window, expectiminimax and MCTS.
fn configs() -> Vec<SearchConfig> {
    let mut out = standard_configurations(None);
    out.extend(standard_configurations(Some(2)));
    out.push(SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        iterative: true,
        aspiration: Some(1),
        ..SearchConfig::default()
    });
    out.push(SearchConfig {
        algorithm: Algorithm::Expectiminimax,
        ..SearchConfig::default()
    });
    out.push(SearchConfig {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: 60,
            ..MctsOptions::default()
        },
        ..SearchConfig::default()
    });
    out
}

/// The calls `config` makes on `game`, with the observer as its own type and through the
/// pointer; both runs must agree on whether the search was refused too.
fn both<G: Game>(game: &G, config: &SearchConfig) -> Vec<String> {
    let limits = Limits::default();
    let (mut own, mut through) = (Log::default(), Log::default());
    let a = run(&mut game.clone(), config, &limits, &mut own);
    let b = search_through_ref(&mut game.clone(), config, &limits, &mut through);
    assert_eq!(a.is_ok(), b.is_ok(), "{config:?}");
    if own.0 != through.0 {
        let at = own
            .0
            .iter()
            .zip(&through.0)
            .take_while(|(a, b)| a == b)
            .count();
        panic!(
            "{config:?} on {}: call {at} is {:?} with the observer as its own type, {:?} through the pointer",
            game.describe(),
            own.0.get(at),
            through.0.get(at)
        );
    }
    own.0
}

/// A random tree from a seed, up to four deep: values from -9 to 9, one to four children.
fn tree(seed: u64) -> String {
    let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let mut next = |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % n
    };
    fn grow(next: &mut dyn FnMut(u64) -> u64, depth: u32) -> String {
        if depth == 0 || (depth < 3 && next(4) == 0) {
            return (next(19) as i64 - 9).to_string();
        }
        let kids: Vec<String> = (0..1 + next(4)).map(|_| grow(next, depth - 1)).collect();
        format!("[{}]", kids.join(","))
    }
    grow(&mut next, 4)
}

#[test]
fn searches_through_the_pointer_tell_the_observer_every_call_the_others_do() {
    let mut heard = BTreeSet::new();
    let mut note = |calls: Vec<String>| {
        heard.extend(
            calls
                .iter()
                .map(|c| c.split(' ').next().unwrap().to_string()),
        );
    };
    for config in configs() {
        for seed in 0..6 {
            let spec = Arc::new(TreeSpec::parse(&tree(seed)).unwrap());
            note(both(&TreeGame::new(spec, Player::Max), &config));
        }
        note(both(
            &TicTacToe::from_position("XOX.O....").unwrap(),
            &config,
        ));
        note(both(&Bones::new(7, 3).unwrap(), &config));
        if matches!(
            config.algorithm,
            Algorithm::Expectiminimax | Algorithm::Mcts
        ) {
            note(both(&DiceRace::new(5).unwrap(), &config));
        }
    }
    let every = [
        "iteration",
        "pass",
        "probe",
        "research",
        "enter",
        "reorder",
        "leaf",
        "tt_hit",
        "backup",
        "cutoff",
        "exit",
        "backup_expected",
        "exit_expected",
        "mcts_root",
        "mcts_iteration",
        "select",
        "selected",
        "expand",
        "playout",
        "backpropagate",
    ];
    let missed: Vec<_> = every.iter().filter(|c| !heard.contains(**c)).collect();
    assert!(
        missed.is_empty(),
        "no scenario made these calls: {missed:?}"
    );
}
