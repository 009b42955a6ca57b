//! The scenario panel's boards: tic-tac-toe's nine cells, Connect Four's move list (or whole
//! board) and an m,n,k-game's size and cells, each edited by clicking (the side to move's
//! mark; the other side's with a right-click or Shift+click; a mark clicked is taken off),
//! with whose turn it is or, in red, why the board is not a position.

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

    /// A 3×3 board drawn as the inspector's (X and O as letters in their sides' colours):
    /// a click on an empty cell places the side to move's mark, a right-click or Shift+click
    /// the other side's, a click on a mark takes it off. Shows whose turn it is, or why the
    /// position is impossible.
    pub fn tictactoe_ui(&mut self, ui: &mut Ui) {
        let rules = GridRules::TIC_TAC_TOE;
        let cell = crate::board::cell_to_fit(ui.available_width(), 3, 34.0);
        let click = crate::board::ui(ui, "panel board", rules, &self.tictactoe, cell, true, None);
        if let Some(click) = click {
            edit_cell(&mut self.tictactoe, click);
        }
        ui.label(RichText::new(t!("panels-board-edit-hint")).weak());
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
        // A whole board that is no position is still drawn, so a piece can be taken off it.
        let cells = match (&grid, &self.c4_position) {
            (Ok(g), _) => g.cells(),
            (Err(_), Some(p)) if p.chars().count() == 42 => p.chars().collect(),
            _ => vec!['.'; 42],
        };
        let cell = crate::board::cell_to_fit(ui.available_width(), 7, 22.0);
        let live = grid.is_ok() || self.c4_position.is_some();
        let rules = GridRules::CONNECT_FOUR;
        let click = crate::board::ui(ui, "panel board", rules, &cells, cell, live, None);
        match (click, &grid) {
            (Some(crate::board::BoardClick::Play(col)), Ok(g))
                if g.move_from_code(u32::from(col)).is_some() =>
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
            (Some(crate::board::BoardClick::Other(col)), _) => self.lift_top(&cells, col),
            _ => {}
        }
        ui.label(RichText::new(t!("panels-connect-four-edit-hint")).weak());
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
        if let Some(click) =
            crate::board::ui(ui, "panel board", rules, &self.mnk_cells, cell, true, None)
        {
            edit_cell(&mut self.mnk_cells, click);
        }
        ui.label(RichText::new(t!("panels-board-edit-hint")).weak());
        grid_status(ui, self.edited(GameKind::Mnk));
        if ui.small_button(t!("panels-clear-board")).clicked() {
            self.mnk_cells = vec!['.'; rules.cells()];
        }
    }
}

impl GridBoards {
    /// Takes the top piece off Connect Four's column `col` (of the board drawn, `cells`): the
    /// last move when it was played there, else the whole board without it.
    fn lift_top(&mut self, cells: &[char], col: u8) {
        let Some(top) = (0..6)
            .map(|row| row * 7 + usize::from(col))
            .find(|&i| cells[i] != '.')
        else {
            return;
        };
        let last = self.c4_moves.trim().chars().next_back();
        if self.c4_position.is_none() && last == Some(char::from(b'1' + col)) {
            let trimmed = self.c4_moves.trim_end().len() - 1;
            self.c4_moves.truncate(trimmed);
            return;
        }
        let mut board = cells.to_vec();
        board[top] = '.';
        self.c4_position = Some(board.into_iter().collect());
    }
}

/// What a click does to a cell of an edited board (tic-tac-toe, m,n,k): a mark is taken off;
/// an empty cell takes the mark of the side to move — X when the marks are even, else O — or,
/// right-clicked or Shift+clicked, the other side's. Plain clicks never make the counts
/// impossible.
pub fn edit_cell(cells: &mut [char], click: crate::board::BoardClick) {
    let (i, other) = match click {
        crate::board::BoardClick::Play(i) => (usize::from(i), false),
        crate::board::BoardClick::Other(i) => (usize::from(i), true),
        crate::board::BoardClick::Hint(_) => return,
    };
    let Some(&mark) = cells.get(i) else { return };
    if mark != '.' {
        cells[i] = '.';
        return;
    }
    let count = |m: char| cells.iter().filter(|&&c| c == m).count();
    let to_move = if count('X') <= count('O') { 'X' } else { 'O' };
    cells[i] = match (to_move, other) {
        ('X', false) | ('O', true) => 'X',
        _ => 'O',
    };
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
