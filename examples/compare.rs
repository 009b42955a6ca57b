//! One tic-tac-toe position searched three ways: minimax, alpha-beta, and alpha-beta with move
//! ordering. Prints the chosen move, nodes and time, then how many nodes each visits at every
//! depth. Run: `cargo run --release --example compare [POSITION]` (default: the empty board).

use gametree::game::{Present, Rules, TicTacToe};
use gametree::search::{Algorithm, Limits, SearchConfig, search_bare};
use std::time::Instant;

fn main() {
    let position = std::env::args()
        .nth(1)
        .unwrap_or_else(|| ".........".into());
    let mut game = match TicTacToe::from_position(&position) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    println!(
        "Tic-tac-toe {position}, {} to move\n",
        game.to_move().name()
    );
    let ways = [
        ("minimax", Algorithm::Minimax, false),
        ("alpha-beta", Algorithm::AlphaBeta, false),
        ("alpha-beta + ordering", Algorithm::AlphaBeta, true),
    ];
    let mut by_depth = vec![];
    println!(
        "{:<22} {:>5} {:>6} {:>9} {:>9}",
        "search", "value", "move", "nodes", "time"
    );
    for (name, algorithm, ordering) in ways {
        let config = SearchConfig {
            algorithm,
            ordering,
            ..SearchConfig::default()
        };
        let start = Instant::now();
        let r = search_bare(&mut game, &config, &Limits::default()).expect("fits the budget");
        let time = start.elapsed();
        let mv = r.best_move.map_or("-".into(), |m| game.move_text(m));
        println!(
            "{name:<22} {:>5} {mv:>6} {:>9} {:>7.1}ms",
            r.value,
            r.stats.nodes_visited,
            time.as_secs_f64() * 1e3
        );
        by_depth.push(r.stats.nodes_by_depth);
    }
    println!("\nnodes visited at each depth (moves below the root)");
    println!(
        "{:>5} {:>10} {:>10} {:>10}",
        "depth", "minimax", "alpha-beta", "ordered"
    );
    let deepest = by_depth.iter().map(Vec::len).max().unwrap_or(0);
    for d in 1..deepest {
        let cell = |v: &Vec<u64>| v.get(d).copied().unwrap_or(0);
        println!(
            "{d:>5} {:>10} {:>10} {:>10}",
            cell(&by_depth[0]),
            cell(&by_depth[1]),
            cell(&by_depth[2])
        );
    }
}
