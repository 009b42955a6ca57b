//! The scenario panel: pick a game and position (a clickable tic-tac-toe board, a heap of
//! bones, a tree file or a textbook example), the algorithm and its options, then Run.
//! Mistakes (a bad position, a missing file, options the options check refuses) are shown
//! here in red, in words, as you make them. The boards' editors are in `boards`.

mod boards;
mod options;

pub use boards::GridBoards;
pub use options::{OptionPick, SearchPick};

use crate::error::AppError;
use egui::{Color32, RichText, Ui};
use gametree_engine::game::TicTacToe;
use gametree_engine::scenario::value::Value;
use gametree_engine::scenario::{
    CustomGame, ExampleTree, GameChoice, GameKind, Key as ScenarioKey, Scenario, TreeName,
    TreeSource, build, game_pairs, origin_of,
};
use gametree_engine::search::Algorithm;
use gametree_teach::Say;
use gametree_teach::t;

/// A tic-tac-toe position five moves from the end, X to move.
pub const MID_GAME: &str = "XO..X...O";

const MAX_BONES: i64 = gametree_engine::game::bones::MAX_BONES as i64;
const MAX_TAKE: i64 = gametree_engine::game::bones::MAX_TAKE as i64;

/// The Game of Bones as edited: the heap and the largest take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BonesHeap {
    /// How many bones the heap starts with.
    pub heap: i64,
    /// The most bones a move may take.
    pub max_take: i64,
}

/// The tree as chosen: a file typed in, or a textbook example, and who moves at its root.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreePick {
    /// A file path typed by the user.
    pub path: String,
    /// A tree given as text: an example chosen from the menu, or the scenario's own, as
    /// (name, JSON) (used when the path is empty).
    pub example: Option<(TreeName, String)>,
    /// MIN moves at the root.
    pub min_root: bool,
}

/// The scenario being edited (not yet run).
pub struct ScenarioPanel {
    /// Which game the panel is set to.
    pub kind: GameKind,
    /// The boards: tic-tac-toe, Connect Four and the m,n,k-game.
    pub boards: GridBoards,
    /// The Game of Bones.
    pub bones: BonesHeap,
    /// Dice race: the target the counter must reach.
    pub dice_target: i64,
    /// The tree.
    pub tree: TreePick,
    /// The search.
    pub search: SearchPick,
    /// A game given by the program that opened the window, if any.
    pub custom: Option<CustomGame>,
    /// The last error from running (a bad file, an over-budget search), shown in red (worded
    /// when it is drawn).
    pub error: Option<AppError>,
}

impl ScenarioPanel {
    /// A panel showing scenario `s`, ready to edit.
    pub fn from_scenario(s: &Scenario) -> ScenarioPanel {
        let mut p = ScenarioPanel {
            kind: s.game.kind(),
            boards: GridBoards::default(),
            bones: BonesHeap {
                heap: 6,
                max_take: 3,
            },
            dice_target: 6,
            tree: TreePick::default(),
            search: SearchPick::of(&s.config, s.max_nodes),
            custom: None,
            error: None,
        };
        match &s.game {
            GameChoice::TicTacToe { .. }
            | GameChoice::ConnectFour { .. }
            | GameChoice::Mnk { .. } => p.boards.show(&s.game),
            GameChoice::Bones { bones, max_take } => {
                (p.bones.heap, p.bones.max_take) = (*bones, *max_take);
            }
            GameChoice::Dice { target } => p.dice_target = *target,
            GameChoice::Custom(custom) => p.custom = Some(custom.clone()),
            GameChoice::Tree { source, min_root } => {
                p.tree.min_root = *min_root;
                match source {
                    TreeSource::File(path) => p.tree.path = path.display().to_string(),
                    TreeSource::Text { name, json } => {
                        p.tree.example = Some((name.clone(), json.clone()))
                    }
                }
            }
        }
        p
    }

    /// The tic-tac-toe board as a position string, such as `XO..X...O`.
    pub fn position(&self) -> String {
        self.boards.tictactoe_position()
    }

    /// The scenario as edited, built from its keys and values by the builder the command
    /// line's flags and links go through, or what is wrong with it (the options check every
    /// search makes included).
    pub fn scenario(&self) -> Result<Scenario, AppError> {
        let game = self.game()?;
        let mut pairs = game_pairs(&game);
        pairs.extend(self.search.accepted().0);
        let mut scenario = build(&pairs, origin_of(&game))?;
        if let GameChoice::Custom(_) = game {
            // A program's own game is not a key: it is given, not built.
            scenario.game = game;
        }
        Ok(scenario)
    }

    /// The game as edited; a board's position is checked here, so that the mistake is named
    /// before anything runs.
    fn game(&self) -> Result<GameChoice, AppError> {
        Ok(match self.kind {
            GameKind::TicTacToe => {
                TicTacToe::from_position(&self.position())?;
                GameChoice::TicTacToe {
                    position: self.position(),
                }
            }
            GameKind::Bones => GameChoice::Bones {
                bones: self.bones.heap,
                max_take: self.bones.max_take,
            },
            GameKind::Dice => GameChoice::Dice {
                target: self.dice_target,
            },
            GameKind::ConnectFour | GameKind::Mnk => {
                let game = self.boards.choice(self.kind);
                GridBoards::grid_of(&game)?;
                game
            }
            GameKind::Custom => match &self.custom {
                Some(custom) => GameChoice::Custom(custom.clone()),
                None => return Err(AppError::NoCustomGame),
            },
            GameKind::Tree => GameChoice::Tree {
                source: self.tree_source()?,
                min_root: self.tree.min_root,
            },
        })
    }

    /// The tree typed or chosen: a path first, else the example.
    fn tree_source(&self) -> Result<TreeSource, AppError> {
        match (&self.tree.example, self.tree.path.trim()) {
            (_, p) if !p.is_empty() => Ok(TreeSource::File(p.into())),
            (Some((name, json)), _) => Ok(TreeSource::Text {
                name: name.clone(),
                json: json.clone(),
            }),
            (None, _) => Err(AppError::NoTree),
        }
    }

    fn example(&mut self, example: ExampleTree) {
        self.kind = GameKind::Tree;
        self.tree = TreePick {
            path: String::new(),
            example: Some((TreeName::Example(example), example.json().into())),
            min_root: false,
        };
    }

    /// Draws the panel; returns a scenario when the user presses Run (or picks an example).
    pub fn ui(&mut self, ui: &mut Ui, busy: bool) -> Option<Scenario> {
        let mut run = false;
        ui.horizontal(|ui| {
            ui.heading(t!("panels-scenario-heading"));
            ui.menu_button(t!("panels-examples-menu"), |ui| {
                run |= self.examples_menu(ui);
            });
        });
        self.game_tabs(ui);
        self.game_ui(ui);
        ui.separator();
        self.search_ui(ui);
        ui.horizontal(|ui| {
            let button = ui.add_enabled(
                !busy,
                egui::Button::new(RichText::new(t!("panels-run")).strong()),
            );
            run |= button.clicked();
        });
        if let Some(e) = &self.error {
            ui.label(RichText::new(e.say()).color(Color32::from_rgb(200, 30, 30)));
        }
        if !run {
            return None;
        }
        match self.scenario() {
            Ok(s) => {
                self.error = None;
                Some(s)
            }
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// The examples menu: each pick sets the panel up and runs it (true when one was picked).
    fn examples_menu(&mut self, ui: &mut Ui) -> bool {
        let pick = |ui: &mut Ui, label: &str| ui.button(label).clicked();
        if pick(ui, &t!("panels-example-aima")) {
            self.example(ExampleTree::Aima);
            return true;
        }
        if pick(ui, &t!("panels-example-wikipedia")) {
            self.example(ExampleTree::Wikipedia);
            return true;
        }
        for n in [6, 8] {
            if pick(ui, &t!("panels-example-bones", n = n)) {
                self.kind = GameKind::Bones;
                self.bones = BonesHeap {
                    heap: n,
                    max_take: 3,
                };
                return true;
            }
        }
        if pick(ui, &t!("panels-example-tictactoe-mid-game")) {
            self.kind = GameKind::TicTacToe;
            self.boards.set_tictactoe(MID_GAME);
            return true;
        }
        let search = &mut self.search;
        if pick(ui, &t!("panels-example-connect-four")) {
            self.kind = GameKind::ConnectFour;
            (self.boards.c4_moves, self.boards.c4_position) = ("4453".into(), None);
            search.set(ScenarioKey::Depth, Value::Whole(6));
            search.set(ScenarioKey::Ordering, Value::Switch(true));
            search.set(ScenarioKey::Tt, Value::Switch(true));
            return true;
        }
        if pick(ui, &t!("panels-example-mnk")) {
            self.kind = GameKind::Mnk;
            self.boards.mnk = (4, 4, 3);
            self.boards.mnk_cells = "X.......O.......".chars().collect();
            search.set(ScenarioKey::Ordering, Value::Switch(true));
            search.set(ScenarioKey::Tt, Value::Switch(true));
            search.unset(ScenarioKey::Depth);
            return true;
        }
        for example in gametree_engine::scenario::CHANCE_EXAMPLE_TREES {
            if pick(ui, &gametree_teach::titles::example_title(example)) {
                self.example(example);
                self.search.algorithm = Algorithm::Expectiminimax;
                return true;
            }
        }
        let search = &mut self.search;
        if pick(ui, &t!("panels-example-tictactoe-empty")) {
            self.kind = GameKind::TicTacToe;
            self.boards.set_tictactoe(".........");
            search.algorithm = Algorithm::Minimax;
            return true;
        }
        false
    }

    /// The row of games to choose from.
    fn game_tabs(&mut self, ui: &mut Ui) {
        let before = self.kind;
        ui.horizontal_wrapped(|ui| {
            for (kind, name) in [
                (GameKind::Tree, t!("panels-game-tree")),
                (GameKind::TicTacToe, t!("panels-game-tictactoe")),
                (GameKind::ConnectFour, t!("panels-game-connect-four")),
                (GameKind::Mnk, t!("panels-game-mnk")),
                (GameKind::Bones, t!("panels-game-bones")),
                (GameKind::Dice, t!("panels-game-dice")),
            ] {
                ui.selectable_value(&mut self.kind, kind, name);
            }
            if let Some(custom) = &self.custom {
                ui.selectable_value(&mut self.kind, GameKind::Custom, &custom.name);
            }
        });
        // Connect Four cannot be searched to the end here: start it depth-limited.
        let search = &mut self.search;
        if self.kind == GameKind::ConnectFour
            && before != self.kind
            && search.get(ScenarioKey::Depth).is_none()
        {
            search.set(ScenarioKey::Depth, Value::Whole(6));
            search.set(ScenarioKey::Ordering, Value::Switch(true));
            search.set(ScenarioKey::Tt, Value::Switch(true));
        }
    }

    /// The chosen game's own settings: its board, heap, target or tree.
    fn game_ui(&mut self, ui: &mut Ui) {
        match self.kind {
            GameKind::Custom => {
                ui.label(t!("panels-custom-game"));
            }
            GameKind::TicTacToe => self.boards.tictactoe_ui(ui),
            GameKind::ConnectFour => self.boards.connect_four_ui(ui),
            GameKind::Mnk => self.boards.mnk_ui(ui),
            GameKind::Bones => {
                ui.horizontal(|ui| {
                    let l = ui.label(t!("panels-bones-count"));
                    // The same limits as the command line's, so a scenario given there shows
                    // here as it is.
                    ui.add(egui::DragValue::new(&mut self.bones.heap).range(0..=MAX_BONES))
                        .labelled_by(l.id);
                    let l = ui.label(t!("panels-bones-max-take"));
                    ui.add(egui::DragValue::new(&mut self.bones.max_take).range(1..=MAX_TAKE))
                        .labelled_by(l.id);
                });
            }
            GameKind::Dice => {
                ui.horizontal(|ui| {
                    let l = ui.label(t!("panels-dice-target"));
                    ui.add(
                        egui::DragValue::new(&mut self.dice_target)
                            .range(1..=gametree_engine::game::dice::MAX_TARGET),
                    )
                    .labelled_by(l.id);
                });
                ui.label(t!("panels-dice-rules"));
            }
            GameKind::Tree => self.tree_ui(ui),
        }
    }

    /// The tree: a file to type, the example shown, MIN at the root.
    fn tree_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let l = ui.label(t!("panels-file"));
            ui.add(
                egui::TextEdit::singleline(&mut self.tree.path)
                    .hint_text("path/to/tree.json")
                    .desired_width(170.0),
            )
            .labelled_by(l.id);
        });
        if self.tree.path.trim().is_empty()
            && let Some((name, _)) = &self.tree.example
        {
            ui.label(t!(
                "panels-example-shown",
                name = gametree_teach::titles::tree_title(name)
            ));
        }
        ui.checkbox(&mut self.tree.min_root, t!("panels-min-at-root"));
    }

    /// The algorithm and its options (a game of chance cannot have the minimax family's).
    fn search_ui(&mut self, ui: &mut Ui) {
        let chance = self.kind == GameKind::Dice
            || (self.kind == GameKind::Tree
                && self
                    .tree
                    .example
                    .as_ref()
                    .is_some_and(|(n, _)| matches!(n, TreeName::Example(e) if e.has_chance()))
                && self.tree.path.trim().is_empty());
        if chance && !self.search.algorithm.handles_chance() {
            // The builder's search for a game of chance when no algorithm is named.
            let built = self
                .game()
                .and_then(|game| Ok(build(&game_pairs(&game), origin_of(&game))?));
            if let Ok(scenario) = built {
                self.search.algorithm = scenario.config.algorithm;
            }
        }
        let search = &mut self.search;
        ui.horizontal_wrapped(|ui| {
            for (algorithm, hint) in [
                (Algorithm::Minimax, t!("panels-hint-minimax")),
                (Algorithm::AlphaBeta, t!("panels-hint-alphabeta")),
                (Algorithm::Pvs, t!("panels-hint-pvs")),
                (Algorithm::Mtdf, t!("panels-hint-mtdf")),
                (Algorithm::Expectiminimax, t!("panels-hint-expectiminimax")),
                (Algorithm::Mcts, t!("panels-hint-mcts")),
            ] {
                let name = gametree_teach::words::capitalise(
                    &gametree_teach::titles::algorithm_title(algorithm),
                );
                let selected = search.algorithm == algorithm;
                let enabled = !chance || algorithm.handles_chance();
                let r = ui
                    .add_enabled(enabled, egui::Button::selectable(selected, name))
                    .on_hover_text(hint)
                    .on_disabled_hover_text(t!("panels-hint-needs-chance"));
                if r.clicked() {
                    search.algorithm = algorithm;
                }
            }
        });
        search.ui(ui);
    }
}
