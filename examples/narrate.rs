//! Prints every step of a search with its narration, as the app's narration panel says it:
//! `cargo run --example narrate` for AIMA figure 5.2 under alpha-beta, or
//! `cargo run --example narrate -- path/to/tree.json` for a tree of your own.

use gametree::scenario::{GameChoice, Scenario, TreeSource};
use gametree::teach::narrate;
use gametree::trace::Playback;
use std::sync::Arc;

fn main() {
    let mut scenario = Scenario::default();
    if let Some(path) = std::env::args().nth(1) {
        scenario.game = GameChoice::Tree {
            source: TreeSource::File(path.into()),
            min_root: false,
        };
    }
    let trace = match scenario.record(None) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    println!("{}", gametree::teach::titles::trace_title(&trace));
    let mut playback = Playback::new(Arc::new(trace));
    println!("{:>3} {}", 0, narrate(&playback));
    while playback.forward() {
        println!("{:>3} {}", playback.step(), narrate(&playback));
    }
}
