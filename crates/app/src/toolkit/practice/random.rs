//! The options of practice mode's "New random tree": the random tree's depth and seed, and
//! whether MIN is at its root; the scenario they make.

use egui::Ui;
use gametree_engine::game::random_tree::{
    MAX_RANDOM_DEPTH, RandomTreeError, RandomTreeOptions, random_tree,
};
use gametree_engine::scenario::{GameChoice, Scenario, TreeName, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::t;

/// What "New random tree" makes.
#[derive(Clone, Debug, Default)]
pub struct RandomChoice {
    /// The random tree's shape and seed.
    pub options: RandomTreeOptions,
    /// Whether a new random tree puts MIN at the root.
    pub min_root: bool,
}

impl RandomChoice {
    /// The random tree these options make, searched by alpha-beta.
    pub fn scenario(&self) -> Result<Scenario, RandomTreeError> {
        let tree = random_tree(&self.options)?;
        Ok(Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: TreeName::Random {
                        seed: self.options.seed,
                    },
                    json: tree.to_json(),
                },
                min_root: self.min_root,
            },
            config: SearchConfig {
                algorithm: Algorithm::AlphaBeta,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        })
    }

    /// Depth, seed, MIN at the root, and the button; true when it is pressed (the seed has
    /// then moved on by one).
    pub(super) fn ui(&mut self, ui: &mut Ui) -> bool {
        let mut pressed = false;
        ui.horizontal(|ui| {
            let l = ui.label(t!("practice-depth"));
            ui.add(
                egui::DragValue::new(&mut self.options.depth).range(1..=MAX_RANDOM_DEPTH.min(5)),
            )
            .labelled_by(l.id);
            let l = ui.label(t!("practice-seed"));
            ui.add(egui::DragValue::new(&mut self.options.seed))
                .labelled_by(l.id);
            ui.checkbox(&mut self.min_root, t!("practice-min-at-root"));
            if ui.button(t!("practice-new-random-tree")).clicked() {
                self.options.seed = self.options.seed.wrapping_add(1);
                pressed = true;
            }
        });
        pressed
    }
}
