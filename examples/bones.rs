//! The Game of Bones with heaps of 6 and 8: who wins, and how many positions minimax and
//! alpha-beta look at to find out. Run: `cargo run --release --example bones`.

use gametree::game::{Bones, Present};
use gametree::search::{Algorithm, Limits, SearchConfig, search_bare};

fn main() {
    for heap in [6, 8] {
        let mut game = Bones::new(heap, 3).expect("a small heap");
        println!("Bones: {heap} bones, take 1 to 3, whoever cannot move loses");
        for (name, algorithm, ordering) in [
            ("minimax", Algorithm::Minimax, false),
            ("alpha-beta", Algorithm::AlphaBeta, false),
            ("alpha-beta + ordering", Algorithm::AlphaBeta, true),
        ] {
            let config = SearchConfig {
                algorithm,
                ordering,
                ..SearchConfig::default()
            };
            let result =
                search_bare(&mut game, &config, &Limits::default()).expect("fits the budget");
            let winner = if result.value.as_f64() > 0.0 {
                "the first player (MAX)"
            } else {
                "the second player (MIN)"
            };
            let best = result
                .best_move
                .map_or("-".to_string(), |m| game.move_text(m));
            println!(
                "  {name:<22} value {:+}  {winner} wins; best first move: {best}; {} nodes, {} cutoffs",
                result.value, result.stats.nodes_visited, result.stats.cutoffs
            );
        }
        let theory = if heap % 4 != 0 { "first" } else { "second" };
        println!(
            "  theory: a heap that is a multiple of 4 loses for the mover, so the {theory} player wins\n"
        );
    }
}
