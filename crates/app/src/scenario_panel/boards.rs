//! The scenario panel's boards: tic-tac-toe's nine cells, Connect Four's move list (or whole
//! board) and an m,n,k-game's size and cells, each edited by clicking, with whose turn it is
//! or, in red, why the board is not a position.

use egui::{Color32, RichText, Ui};
use gametree_engine::game::{Grid, GridError, GridRules, Present, Rules, TicTacToe};
use gametree_engine::scenario::{GameChoice, GameKind, Scenario};
use gametree_teach::Say;
use gametree_teach::t;

/// The boards as edited (each kept while another game is shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridBoards {
    /// Tic-tac-toe: the cells in reading order, each '.', 'X' or 'O'.
    pub tictactoe: [char; 9],
    /// Connect Four: the columns played, 1–7 ("4453").
    pub c4_moves: String,
    /// Connect Four: a whole board instead of a move list (from a scenario given that way).
    pub c4_position: Option<String>,
    /// m,n,k-game: rows, columns and how many in a row win.
    pub mnk: (u8, u8, u8),
    /// m,n,k-game: the cells row by row, each '.', 'X' or 'O'.
    pub mnk_cells: Vec<char>,
}

impl Default for GridBoards {
    /// Empty boards; the m,n,k-game 4 × 4, three in a row.
    fn default() -> Self {
        GridBoards {
            tictactoe: ['.'; 9],
            c4_moves: String::new(),
            c4_position: None,
            mnk: (4, 4, 3),
            mnk_cells: vec!['.'; 16],
        }
    }
}

impl GridBoards {
    /// Shows the board of `game` (tic-tac-toe, Connect Four or an m,n,k-game).
    pub fn show(&mut self, game: &GameChoice) {
        match game {
            GameChoice::TicTacToe { position } => self.set_tictactoe(position),
            GameChoice::ConnectFour { moves, position } => {
                (self.c4_moves, self.c4_position) = (moves.clone(), position.clone());
            }
            GameChoice::Mnk {
                rows,
                cols,
                k,
                position,
            } => {
                self.mnk = (*rows, *cols, *k);
                self.mnk_cells = position.chars().map(|c| c.to_ascii_uppercase()).collect();
            }
            _ => {}
        }
    }

    /// Sets the tic-tac-toe cells from a position's text.
    pub fn set_tictactoe(&mut self, position: &str) {
        self.tictactoe = ['.'; 9];
        for (cell, c) in self.tictactoe.iter_mut().zip(position.chars()) {
            *cell = c.to_ascii_uppercase();
        }
    }

    /// The tic-tac-toe board as a position string, such as `XO..X...O`.
    pub fn tictactoe_position(&self) -> String {
        self.tictactoe.iter().collect()
    }

    /// The Connect Four or m,n,k choice as edited (not yet checked).
    pub fn choice(&self, kind: GameKind) -> GameChoice {
        match kind {
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

    /// The position a Connect Four or m,n,k choice names, or why it is not one.
    pub fn grid_of(game: &GameChoice) -> Result<Grid, GridError> {
        Scenario {
            game: game.clone(),
            ..Scenario::default()
        }
        .grid()
        .expect("a grid game")
    }

    /// The position being edited, or why it is not one.
    fn edited(&self, kind: GameKind) -> Result<Grid, GridError> {
        GridBoards::grid_of(&self.choice(kind))
    }

    /// A 3×3 board: click a cell to cycle empty → X → O. Shows whose turn it is, or why the
    /// position is impossible.
    pub fn tictactoe_ui(&mut self, ui: &mut Ui) {
        egui::Grid::new("board").spacing([2.0, 2.0]).show(ui, |ui| {
            for row in 0..3 {
                for col in 0..3 {
                    let i = row * 3 + col;
                    let c = self.tictactoe[i];
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
                        self.tictactoe[i] = next_mark(c);
                    }
                }
                ui.end_row();
            }
        });
        let position = self.tictactoe_position();
        match TicTacToe::from_position(&position) {
            Ok(g) => {
                // An empty board is said as one, not as nine dots (issue 26).
                let mover = if g.to_move() == gametree_engine::game::Player::Max {
                    "X"
                } else {
                    "O"
                };
                ui.label(if position.chars().all(|c| c == '.') {
                    t!("panels-board-empty")
                } else {
                    t!(
                        "panels-board-position",
                        position = position.as_str(),
                        mover = mover
                    )
                });
            }
            Err(e) => {
                ui.label(RichText::new(e.say()).color(Color32::from_rgb(200, 30, 30)));
            }
        }
        if ui.small_button(t!("panels-clear-board")).clicked() {
            self.tictactoe = ['.'; 9];
        }
    }

    /// Connect Four: the move list to type, and the board, where a click drops a piece.
    pub fn connect_four_ui(&mut self, ui: &mut Ui) {
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
        let grid = self.edited(GameKind::ConnectFour);
        let cells = grid.as_ref().map_or(vec!['.'; 42], |g| g.cells());
        let cell = crate::board::cell_to_fit(ui.available_width(), 7, 22.0);
        let click = crate::board::ui(
            ui,
            "panel board",
            GridRules::CONNECT_FOUR,
            &cells,
            cell,
            grid.is_ok(),
            None,
        );
        if let (Some(crate::board::BoardClick::Play(col)), Ok(g)) = (click, &grid)
            && g.move_from_code(u32::from(col)).is_some()
        {
            match &mut self.c4_position {
                Some(p) => {
                    let mut g = *g;
                    g.play(col);
                    *p = g.position_text();
                }
                None => self.c4_moves.push(char::from(b'1' + col)),
            }
        }
        grid_status(ui, grid);
        if ui.small_button(t!("panels-clear-board")).clicked() {
            (self.c4_moves, self.c4_position) = (String::new(), None);
        }
    }

    /// An m,n,k-game: its size, then its board, where a click cycles a cell empty → X → O.
    pub fn mnk_ui(&mut self, ui: &mut Ui) {
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
        let cell = crate::board::cell_to_fit(ui.available_width(), c, 26.0);
        if let Some(crate::board::BoardClick::Play(i)) =
            crate::board::ui(ui, "panel board", rules, &self.mnk_cells, cell, true, None)
        {
            let cell = &mut self.mnk_cells[i as usize];
            *cell = next_mark(*cell);
        }
        grid_status(ui, self.edited(GameKind::Mnk));
        if ui.small_button(t!("panels-clear-board")).clicked() {
            self.mnk_cells = vec!['.'; rules.cells()];
        }
    }
}

/// A clicked cell's next mark: empty → X → O → empty.
fn next_mark(c: char) -> char {
    match c {
        '.' => 'X',
        'X' => 'O',
        _ => '.',
    }
}

/// Whose turn it is on the edited board, or in red why it is not a position.
fn grid_status(ui: &mut Ui, grid: Result<Grid, GridError>) {
    match grid {
        Ok(g) if g.outcome().is_some() => {
            ui.label(t!("panels-game-over"));
        }
        Ok(g) => {
            let side = gametree_teach::words::side_name(g.sides(), g.to_move());
            ui.label(t!("panels-side-to-move", side = side));
        }
        Err(e) => {
            ui.label(RichText::new(e.say()).color(Color32::from_rgb(200, 30, 30)));
        }
    }
}
