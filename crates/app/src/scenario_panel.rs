//! The scenario panel: pick a game and position (a clickable tic-tac-toe board, a heap of
//! bones, a tree file or a textbook example), the algorithm and its options, then Run.
//! Mistakes (a bad position, a missing file) are shown here in red as you make them.

use egui::{Color32, RichText, Ui};
use gametree_engine::game::{Grid, GridRules, TicTacToe};
use gametree_engine::scenario::{
    AIMA_TREE, CustomGame, GameChoice, Scenario, TreeSource, WIKIPEDIA_TREE,
};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::Say;
use gametree_teach::t;
use std::path::PathBuf;

/// A tic-tac-toe position five moves from the end, X to move.
pub const MID_GAME: &str = "XO..X...O";

/// The deepest limit the panel offers: deeper than any game here goes (trees nest at most
/// 127 levels, bones last at most 1,000 moves).
const MAX_PANEL_DEPTH: u32 = 1000;
const MAX_BONES: i64 = gametree_engine::game::bones::MAX_BONES as i64;
const MAX_TAKE: i64 = gametree_engine::game::bones::MAX_TAKE as i64;

/// Which game the panel edits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameKind {
    /// Tic-tac-toe on the clickable board.
    TicTacToe,
    /// Connect Four: columns clicked or typed as a move list.
    ConnectFour,
    /// An m,n,k-game on a clickable board of its size.
    Mnk,
    /// The Game of Bones.
    Bones,
    /// Dice race (a game of chance).
    Dice,
    /// A tree file or example.
    Tree,
    /// The program's own game (see [`crate::run`]).
    Custom,
}

/// The scenario being edited (not yet run).
pub struct ScenarioPanel {
    /// Which game the panel is set to.
    pub kind: GameKind,
    /// Tic-tac-toe: the board's cells in reading order, each '.', 'X' or 'O'.
    pub board: [char; 9],
    /// Connect Four: the columns played, 1–7 ("4453").
    pub c4_moves: String,
    /// Connect Four: a whole board instead of a move list (from a scenario given that way).
    pub c4_position: Option<String>,
    /// m,n,k-game: rows, columns and how many in a row win.
    pub mnk: (u8, u8, u8),
    /// m,n,k-game: the cells row by row, each '.', 'X' or 'O'.
    pub mnk_cells: Vec<char>,
    /// Bones: how many bones the heap starts with.
    pub bones: i64,
    /// Bones: the most bones a move may take.
    pub max_take: i64,
    /// Dice race: the target the counter must reach.
    pub dice_target: i64,
    /// A file path typed by the user.
    pub tree_path: String,
    /// An example tree chosen from the menu (used when the path is empty).
    pub tree_example: Option<(String, String)>,
    /// Tree: MIN moves at the root.
    pub min_root: bool,
    /// The algorithm and its options (the depth limit comes from `depth_limited` and `depth`).
    pub config: SearchConfig,
    /// Whether the search stops at `depth`.
    pub depth_limited: bool,
    /// The depth limit, used when `depth_limited` is on.
    pub depth: u32,
    /// The node budget: a search that visits more nodes stops with an error.
    pub max_nodes: u64,
    /// A game given by the program that opened the window, if any.
    pub custom: Option<CustomGame>,
    /// The last error from running (a bad file, an over-budget search), shown in red.
    pub error: Option<String>,
}

impl ScenarioPanel {
    /// A panel showing scenario `s`, ready to edit.
    pub fn from_scenario(s: &Scenario) -> ScenarioPanel {
        let mut p = ScenarioPanel {
            kind: GameKind::Tree,
            board: ['.'; 9],
            c4_moves: String::new(),
            c4_position: None,
            mnk: (4, 4, 3),
            mnk_cells: vec!['.'; 16],
            bones: 6,
            max_take: 3,
            dice_target: 6,
            tree_path: String::new(),
            tree_example: None,
            min_root: false,
            config: s.config.clone(),
            depth_limited: s.config.depth.is_some(),
            depth: s.config.depth.unwrap_or(4),
            max_nodes: s.max_nodes,
            custom: None,
            error: None,
        };
        match &s.game {
            GameChoice::TicTacToe { position } => {
                p.kind = GameKind::TicTacToe;
                for (cell, c) in p.board.iter_mut().zip(position.chars()) {
                    *cell = c.to_ascii_uppercase();
                }
            }
            GameChoice::Bones { bones, max_take } => {
                p.kind = GameKind::Bones;
                (p.bones, p.max_take) = (*bones, *max_take);
            }
            GameChoice::ConnectFour { moves, position } => {
                p.kind = GameKind::ConnectFour;
                (p.c4_moves, p.c4_position) = (moves.clone(), position.clone());
            }
            GameChoice::Mnk {
                rows,
                cols,
                k,
                position,
            } => {
                p.kind = GameKind::Mnk;
                p.mnk = (*rows, *cols, *k);
                p.mnk_cells = position.chars().map(|c| c.to_ascii_uppercase()).collect();
            }
            GameChoice::Dice { target } => {
                p.kind = GameKind::Dice;
                p.dice_target = *target;
            }
            GameChoice::Custom(custom) => {
                p.kind = GameKind::Custom;
                p.custom = Some(custom.clone());
            }
            GameChoice::Tree { source, min_root } => {
                p.min_root = *min_root;
                match source {
                    TreeSource::File(path) => p.tree_path = path.display().to_string(),
                    TreeSource::Text { name, json } => {
                        p.tree_example = Some((name.clone(), json.clone()))
                    }
                }
            }
        }
        p
    }

    /// The board as a position string, such as `XO..X...O`.
    pub fn position(&self) -> String {
        self.board.iter().collect()
    }

    /// The scenario as edited, or what is wrong with it.
    pub fn scenario(&self) -> Result<Scenario, String> {
        let game = match self.kind {
            GameKind::TicTacToe => {
                TicTacToe::from_position(&self.position()).map_err(|e| e.say())?;
                GameChoice::TicTacToe {
                    position: self.position(),
                }
            }
            GameKind::Bones => GameChoice::Bones {
                bones: self.bones,
                max_take: self.max_take,
            },
            GameKind::Dice => GameChoice::Dice {
                target: self.dice_target,
            },
            GameKind::ConnectFour | GameKind::Mnk => {
                let game = self.grid_choice();
                Scenario {
                    game: game.clone(),
                    ..Scenario::default()
                }
                .grid()
                .expect("a grid game")
                .map_err(|e| e.say())?;
                game
            }
            GameKind::Custom => match &self.custom {
                Some(custom) => GameChoice::Custom(custom.clone()),
                None => return Err(t!("panels-error-no-custom-game")),
            },
            GameKind::Tree => {
                let source = match (&self.tree_example, self.tree_path.trim()) {
                    (_, p) if !p.is_empty() => TreeSource::File(PathBuf::from(p)),
                    (Some((name, json)), _) => TreeSource::Text {
                        name: name.clone(),
                        json: json.clone(),
                    },
                    (None, _) => return Err(t!("panels-error-no-tree")),
                };
                GameChoice::Tree {
                    source,
                    min_root: self.min_root,
                }
            }
        };
        let mut config = self.config.clone();
        config.depth = self.depth_limited.then_some(self.depth);
        if !config.takes_aspiration() {
            config.aspiration = None;
        }
        Ok(Scenario {
            game,
            config,
            max_nodes: self.max_nodes,
        })
    }

    fn example(&mut self, name: &str, json: &str) {
        self.kind = GameKind::Tree;
        self.tree_path.clear();
        self.tree_example = Some((name.into(), json.into()));
        self.min_root = false;
    }

    /// Draws the panel; returns a scenario when the user presses Run (or picks an example).
    pub fn ui(&mut self, ui: &mut Ui, busy: bool) -> Option<Scenario> {
        let mut run = false;
        ui.horizontal(|ui| {
            ui.heading(t!("panels-scenario-heading"));
            ui.menu_button(t!("panels-examples-menu"), |ui| {
                let pick = |ui: &mut Ui, label: &str| ui.button(label).clicked();
                if pick(ui, &t!("panels-example-aima")) {
                    self.example("AIMA figure 5.2", AIMA_TREE);
                    run = true;
                }
                if pick(ui, &t!("panels-example-wikipedia")) {
                    self.example("Wikipedia's alpha-beta tree", WIKIPEDIA_TREE);
                    run = true;
                }
                for n in [6, 8] {
                    if pick(ui, &t!("panels-example-bones", n = n)) {
                        (self.kind, self.bones, self.max_take) = (GameKind::Bones, n, 3);
                        run = true;
                    }
                }
                if pick(ui, &t!("panels-example-tictactoe-mid-game")) {
                    self.kind = GameKind::TicTacToe;
                    self.board = to_board(MID_GAME);
                    run = true;
                }
                if pick(ui, &t!("panels-example-connect-four")) {
                    self.kind = GameKind::ConnectFour;
                    (self.c4_moves, self.c4_position) = ("4453".into(), None);
                    (self.depth_limited, self.depth) = (true, 6);
                    (self.config.ordering, self.config.tt) = (true, true);
                    run = true;
                }
                if pick(ui, &t!("panels-example-mnk")) {
                    self.kind = GameKind::Mnk;
                    self.mnk = (4, 4, 3);
                    self.mnk_cells = "X.......O.......".chars().collect();
                    (self.config.ordering, self.config.tt) = (true, true);
                    self.depth_limited = false;
                    run = true;
                }
                if pick(ui, &t!("panels-example-tictactoe-empty")) {
                    self.kind = GameKind::TicTacToe;
                    self.board = ['.'; 9];
                    self.config.algorithm = Algorithm::Minimax;
                    run = true;
                }
            });
        });
        let before = self.kind;
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.kind, GameKind::Tree, t!("panels-game-tree"));
            ui.selectable_value(
                &mut self.kind,
                GameKind::TicTacToe,
                t!("panels-game-tictactoe"),
            );
            ui.selectable_value(
                &mut self.kind,
                GameKind::ConnectFour,
                t!("panels-game-connect-four"),
            );
            ui.selectable_value(&mut self.kind, GameKind::Mnk, t!("panels-game-mnk"));
            ui.selectable_value(&mut self.kind, GameKind::Bones, t!("panels-game-bones"));
            ui.selectable_value(&mut self.kind, GameKind::Dice, t!("panels-game-dice"));
            if let Some(custom) = &self.custom {
                ui.selectable_value(&mut self.kind, GameKind::Custom, &custom.name);
            }
        });
        // Connect Four cannot be searched to the end here: start it depth-limited.
        if self.kind == GameKind::ConnectFour && before != self.kind && !self.depth_limited {
            (self.depth_limited, self.depth) = (true, 6);
            self.config.ordering = true;
            self.config.tt = true;
        }
        match self.kind {
            GameKind::Custom => {
                ui.label(t!("panels-custom-game"));
            }
            GameKind::TicTacToe => self.board_ui(ui),
            GameKind::ConnectFour => self.connect_four_ui(ui),
            GameKind::Mnk => self.mnk_ui(ui),
            GameKind::Bones => {
                ui.horizontal(|ui| {
                    let l = ui.label(t!("panels-bones-count"));
                    // The same limits as the command line's, so a scenario given there shows
                    // here as it is.
                    ui.add(egui::DragValue::new(&mut self.bones).range(0..=MAX_BONES))
                        .labelled_by(l.id);
                    let l = ui.label(t!("panels-bones-max-take"));
                    ui.add(egui::DragValue::new(&mut self.max_take).range(1..=MAX_TAKE))
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
            GameKind::Tree => {
                ui.horizontal(|ui| {
                    let l = ui.label(t!("panels-file"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.tree_path)
                            .hint_text("path/to/tree.json")
                            .desired_width(170.0),
                    )
                    .labelled_by(l.id);
                });
                if self.tree_path.trim().is_empty()
                    && let Some((name, _)) = &self.tree_example
                {
                    ui.label(t!(
                        "panels-example-shown",
                        name = gametree_teach::titles::tree_title(name)
                    ));
                }
                ui.checkbox(&mut self.min_root, t!("panels-min-at-root"));
            }
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for (algorithm, hint) in [
                (Algorithm::Minimax, t!("panels-hint-minimax")),
                (Algorithm::AlphaBeta, t!("panels-hint-alphabeta")),
                (Algorithm::Pvs, t!("panels-hint-pvs")),
                (Algorithm::Mtdf, t!("panels-hint-mtdf")),
            ] {
                let name = gametree_teach::words::capitalise(
                    &gametree_teach::titles::algorithm_title(algorithm),
                );
                ui.selectable_value(&mut self.config.algorithm, algorithm, name)
                    .on_hover_text(hint);
            }
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.config.ordering, t!("panels-move-ordering"));
            ui.checkbox(&mut self.config.tt, t!("panels-tt"));
        });
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.config.iterative, t!("panels-iterative-deepening"));
        });
        ui.horizontal(|ui| {
            let can = self.config.takes_aspiration();
            let mut on = self.config.aspiration.is_some();
            let mut width = self.config.aspiration.unwrap_or(1);
            let l = ui
                .add_enabled(
                    can,
                    egui::Checkbox::new(&mut on, t!("panels-aspiration-window")),
                )
                .on_hover_text(t!("panels-aspiration-hint"))
                .on_disabled_hover_text(t!("panels-aspiration-disabled"));
            ui.add_enabled(can && on, egui::DragValue::new(&mut width).range(1..=1000))
                .labelled_by(l.id);
            self.config.aspiration = on.then_some(width);
        });
        ui.horizontal(|ui| {
            let l = ui.checkbox(&mut self.depth_limited, t!("panels-depth-limit"));
            ui.add_enabled(
                self.depth_limited,
                egui::DragValue::new(&mut self.depth).range(1..=MAX_PANEL_DEPTH),
            )
            .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let button = ui.add_enabled(
                !busy,
                egui::Button::new(RichText::new(t!("panels-run")).strong()),
            );
            if button.clicked() {
                run = true;
            }
        });
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(Color32::from_rgb(200, 30, 30)));
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

    /// A 3×3 board: click a cell to cycle empty → X → O. Shows whose turn it is, or why the
    /// position is impossible.
    fn board_ui(&mut self, ui: &mut Ui) {
        egui::Grid::new("board").spacing([2.0, 2.0]).show(ui, |ui| {
            for row in 0..3 {
                for col in 0..3 {
                    let i = row * 3 + col;
                    let c = self.board[i];
                    let text = if c == '.' {
                        "·".to_string()
                    } else {
                        c.to_string()
                    };
                    let b = egui::Button::new(RichText::new(text).size(20.0).monospace())
                        .min_size(egui::vec2(34.0, 34.0));
                    if ui
                        .add(b)
                        .on_hover_text(t!("panels-cell", cell = i))
                        .clicked()
                    {
                        self.board[i] = match c {
                            '.' => 'X',
                            'X' => 'O',
                            _ => '.',
                        };
                    }
                }
                ui.end_row();
            }
        });
        match TicTacToe::from_position(&self.position()) {
            Ok(g) => {
                use gametree_engine::game::Rules;
                ui.label(format!("{} — {}", self.position(), g.describe()));
            }
            Err(e) => {
                ui.label(RichText::new(e.say()).color(Color32::from_rgb(200, 30, 30)));
            }
        }
        if ui.small_button(t!("panels-clear-board")).clicked() {
            self.board = ['.'; 9];
        }
    }
}

impl ScenarioPanel {
    /// The Connect Four or m,n,k choice as edited (not yet checked).
    fn grid_choice(&self) -> GameChoice {
        match self.kind {
            GameKind::ConnectFour => GameChoice::ConnectFour {
                moves: self.c4_moves.trim().to_string(),
                position: self.c4_position.clone(),
            },
            _ => GameChoice::Mnk {
                rows: self.mnk.0,
                cols: self.mnk.1,
                k: self.mnk.2,
                position: self.mnk_cells.iter().collect(),
            },
        }
    }

    /// The position being edited, or why it is not one.
    fn edited_grid(&self) -> Result<Grid, String> {
        Scenario {
            game: self.grid_choice(),
            ..Scenario::default()
        }
        .grid()
        .expect("a grid game")
        .map_err(|e| e.say())
    }

    /// Connect Four: the move list to type, and the board, where a click drops a piece.
    fn connect_four_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let l = ui.label(t!("panels-connect-four-moves"));
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.c4_moves)
                        .hint_text(t!("panels-connect-four-moves-hint"))
                        .desired_width(140.0),
                )
                .labelled_by(l.id);
            if edit.changed() {
                self.c4_position = None;
            }
        });
        let grid = self.edited_grid();
        let cells = grid.as_ref().map_or(vec!['.'; 42], |g| g.cells());
        let click = super::board::ui(
            ui,
            "panel board",
            GridRules::CONNECT_FOUR,
            &cells,
            22.0,
            grid.is_ok(),
            None,
        );
        if let (Some(super::board::BoardClick::Play(col)), Ok(g)) = (click, &grid) {
            use gametree_engine::game::Rules;
            if g.move_from_code(u32::from(col)).is_some() {
                match &mut self.c4_position {
                    Some(p) => {
                        let mut g = *g;
                        g.play(col);
                        *p = g.position_text();
                    }
                    None => self.c4_moves.push(char::from(b'1' + col)),
                }
            }
        }
        self.grid_status(ui, grid);
        if ui.small_button(t!("panels-clear-board")).clicked() {
            (self.c4_moves, self.c4_position) = (String::new(), None);
        }
    }

    /// An m,n,k-game: its size, then its board, where a click cycles a cell empty → X → O.
    fn mnk_ui(&mut self, ui: &mut Ui) {
        let (mut r, mut c, mut k) = self.mnk;
        ui.horizontal(|ui| {
            for (name, v, hi) in [
                (t!("panels-mnk-rows"), &mut r, 5),
                (t!("panels-mnk-cols"), &mut c, 5),
            ] {
                let l = ui.label(name);
                ui.add(egui::DragValue::new(v).range(3..=hi))
                    .labelled_by(l.id);
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label(t!("panels-mnk-k"));
            ui.add(egui::DragValue::new(&mut k).range(3..=r.max(c)))
                .labelled_by(l.id);
        });
        k = k.min(r.max(c));
        if (r, c) != (self.mnk.0, self.mnk.1) {
            self.mnk_cells = vec!['.'; r as usize * c as usize];
        }
        self.mnk = (r, c, k);
        let rules = GridRules {
            rows: r,
            cols: c,
            k,
            gravity: false,
        };
        self.mnk_cells.resize(rules.cells(), '.');
        if let Some(super::board::BoardClick::Play(i)) =
            super::board::ui(ui, "panel board", rules, &self.mnk_cells, 26.0, true, None)
        {
            let cell = &mut self.mnk_cells[i as usize];
            *cell = match *cell {
                '.' => 'X',
                'X' => 'O',
                _ => '.',
            };
        }
        let grid = self.edited_grid();
        self.grid_status(ui, grid);
        if ui.small_button(t!("panels-clear-board")).clicked() {
            self.mnk_cells = vec!['.'; rules.cells()];
        }
    }

    /// Whose turn it is on the edited board, or in red why it is not a position.
    fn grid_status(&self, ui: &mut Ui, grid: Result<Grid, String>) {
        use gametree_engine::game::{Present, Rules};
        match grid {
            Ok(g) if g.outcome().is_some() => {
                ui.label(t!("panels-game-over"));
            }
            Ok(g) => {
                let side = gametree_teach::words::side_name(g.sides(), g.to_move());
                ui.label(t!("panels-side-to-move", side = side));
            }
            Err(e) => {
                ui.label(RichText::new(e).color(Color32::from_rgb(200, 30, 30)));
            }
        }
    }
}

fn to_board(s: &str) -> [char; 9] {
    let mut b = ['.'; 9];
    for (cell, c) in b.iter_mut().zip(s.chars()) {
        *cell = c;
    }
    b
}
