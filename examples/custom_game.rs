//! A new game plugged in through the `Game` trait: Nim with several heaps (take any number
//! from one heap; whoever cannot move loses). The game itself is 49 lines of code (the struct,
//! its move type and the `Game` impl, blank lines and comments not counted); every other method
//! of `Game` has a default.
//!
//! `cargo run --release --example custom_game` searches it with alpha-beta, records the
//! search and prints the summary and the first steps; `-- --gui` opens it in the app's stepper.

use gametree::game::{Game, Player};
use gametree::scenario::record_game;
use gametree::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use gametree::teach::summary::summary;
use gametree::trace::EventKind;

#[derive(Clone, Debug)]
struct Nim {
    heaps: Vec<u8>,
    ply: u32,
}

/// A move: take `take` objects from heap `heap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Take {
    heap: u8,
    take: u8,
}

impl Game for Nim {
    type Move = Take;

    fn to_move(&self) -> Player {
        if self.ply.is_multiple_of(2) {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, out: &mut Vec<Take>) {
        for (heap, &size) in self.heaps.iter().enumerate() {
            out.extend((1..=size).map(|take| Take {
                heap: heap as u8,
                take,
            }));
        }
    }

    fn play(&mut self, m: Take) {
        self.heaps[m.heap as usize] -= m.take;
        self.ply += 1;
    }

    fn undo(&mut self, m: Take) {
        self.heaps[m.heap as usize] += m.take;
        self.ply -= 1;
    }

    /// No objects left: the player to move has lost.
    fn outcome(&self) -> Option<i64> {
        let over = self.heaps.iter().all(|&h| h == 0);
        over.then(|| if self.to_move() == Player::Max { -1 } else { 1 })
    }

    fn move_text(&self, m: Take) -> String {
        format!("take {} from heap {}", m.take, m.heap + 1)
    }

    fn move_code(m: Take) -> u32 {
        (m.heap as u32) << 8 | m.take as u32
    }

    fn describe(&self) -> String {
        format!("heaps {:?}, {} to move", self.heaps, self.to_move().name())
    }
}

fn main() {
    let nim = Nim {
        heaps: vec![1, 2, 3],
        ply: 0,
    };
    let config = SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ..SearchConfig::default()
    };
    if std::env::args().any(|a| a == "--gui") {
        if let Err(e) = gametree::app::run("Nim 1-2-3", nim, config) {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
        return;
    }
    let trace = record_game(
        nim.clone(),
        &config,
        DEFAULT_MAX_NODES,
        None,
        "Nim 1-2-3".into(),
    )
    .expect("a small game fits the budget");
    print!("{}", summary(&trace));

    // Bouton's theorem: the player to move wins iff the heaps' XOR ("nim-sum") is not 0.
    let nim_sum = nim.heaps.iter().fold(0, |x, &h| x ^ h);
    println!(
        "Nim-sum {nim_sum}: theory says the {} player wins",
        if nim_sum != 0 { "first" } else { "second" }
    );

    // The trace remembers every step: here are the first few, as a viewer would replay them.
    println!("\nFirst steps of the recording:");
    for (step, e) in trace.events().take(8).enumerate() {
        let what = match e.kind {
            EventKind::Enter => format!("enter {}", trace.game.describe(&trace.move_codes(e.node))),
            EventKind::Leaf | EventKind::Backup => {
                let value = trace.node(e.node).value().unwrap_or_default();
                let verb = if e.kind == EventKind::Leaf {
                    "game over, worth"
                } else {
                    "back up"
                };
                format!("{verb} {value:+}")
            }
            other => format!("{other:?}"),
        };
        println!("  {step:>2}: {what}");
    }
}
