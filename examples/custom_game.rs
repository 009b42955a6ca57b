//! Nim (take any number from one heap; whoever cannot move loses) as a new game: its `Rules`,
//! `Evaluate` left to its defaults, `Present` naming the moves. `cargo run --example custom_game`
//! records an alpha-beta search and prints its summary; `-- --gui` opens the app's stepper.

use gametree::game::{Evaluate, Player, Present, Rules};
use gametree::search::{DEFAULT_MAX_NODES, SearchConfig};

#[derive(Clone, Debug, Default)]
struct Nim {
    heaps: Vec<u8>,
    ply: u32,
}

impl Rules for Nim {
    type Move = (u8, u8); // (heap, how many to take)
    fn to_move(&self) -> Player {
        [Player::Max, Player::Min][self.ply as usize % 2]
    }
    fn moves(&self, out: &mut Vec<(u8, u8)>) {
        for (heap, &size) in self.heaps.iter().enumerate() {
            out.extend((1..=size).map(|take| (heap as u8, take)));
        }
    }
    fn play(&mut self, (heap, take): (u8, u8)) {
        self.heaps[heap as usize] -= take;
        self.ply += 1;
    }
    fn undo(&mut self, (heap, take): (u8, u8)) {
        self.heaps[heap as usize] += take;
        self.ply -= 1;
    }
    fn outcome(&self) -> Option<i64> {
        let over = self.heaps.iter().all(|&h| h == 0); // the player to move has lost
        over.then(|| if self.to_move() == Player::Max { -1 } else { 1 })
    }
    fn move_code((heap, take): (u8, u8)) -> u32 {
        u32::from(heap) << 8 | u32::from(take)
    }
    fn describe(&self) -> String {
        format!("heaps {:?}, {} to move", self.heaps, self.to_move().name())
    }
}
impl Evaluate for Nim {}
impl Present for Nim {
    fn move_text(&self, (heap, take): (u8, u8)) -> String {
        format!("take {take} from heap {}", heap + 1)
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut nim, config) = (Nim::default(), SearchConfig::default());
    nim.heaps = vec![1, 2, 3];
    if std::env::args().any(|a| a == "--gui") {
        return Ok(gametree::app::run("Nim 1-2-3", nim, config)?);
    }
    let trace = gametree::record_game(nim, &config, DEFAULT_MAX_NODES, None, "Nim 1-2-3".into())?;
    print!("{}", gametree::teach::summary::summary(&trace));
    Ok(())
}
