//! Opens the app with each classroom mode already in use, for screenshots of docs/modes/
//! (gui-shot can only press keys): a practice round checked with one mistake, a game of
//! tic-tac-toe under way, the editor with a typing error. Settings stay in memory.
//!
//!   cargo build --release --example mode_shots
//!   ../shared/tools/gui-shot -b target/release/examples/mode_shots -k F3 -k F6 -k F2 -k F4 -k F5

use gametree::app::App;
use gametree::app::toolkit::editor::TreeEditor;
use gametree::app::toolkit::play_view::PlayView;
use gametree::app::toolkit::practice::PracticeView;
use gametree::app::toolkit::settings::SettingsStore;
use gametree::scenario::Scenario;

fn prepared() -> App {
    let mut app = App::with_settings(
        Some(Scenario::default()),
        SettingsStore::in_memory(Default::default()),
    );
    let tk = &mut app.toolkit;
    // AIMA 5.2 worked by hand with the classic slip: C written as exactly 2 (it is only ≤ 2).
    let p = tk.mode_mut::<PracticeView>();
    for (name, v) in [("A", "3"), ("B", "3"), ("C", "2"), ("D", "2")] {
        if let Some(n) = p.node_named(name) {
            p.entry_mut(n).value = v.into();
        }
    }
    for leaf in ["4", "6", "5"] {
        if let Some(n) = p.node_named(leaf) {
            p.mark_pruned(n, true);
        }
    }
    p.check();
    // Tic-tac-toe: the learner took the centre, then a corner.
    let play = tk.mode_mut::<PlayView>();
    let _ = play.play_cell(4);
    if let Some(b) = play.board()
        && let Some(c) = [0u8, 2, 6, 8].into_iter().find(|&c| b[c as usize] == '.')
    {
        let _ = play.play_cell(c);
    }
    // The editor mid-typing: a letter where a value belongs.
    tk.mode_mut::<TreeEditor>()
        .set_text("[[3,12,8],\n [2,4,6],\n [14,x,2]]");
    app
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    Ok(gametree::app::open_window(prepared)?)
}
