//! Play mode drawn: the status line and sides, the board (with hints) or the heap of bones,
//! the computer's last move with "Show why", and the moves so far.

use super::{PlayView, Position};
use crate::board::{self, BoardClick};
use crate::keys::{self, Action};
use crate::mode::Request;
use crate::scaled;
use crate::toolkit::{error_colour, verdict_colour};
use egui::{Button, RichText, Ui};
use gametree_engine::game::{Player, Rules};
use gametree_engine::scenario::GameChoice;
use gametree_teach::Say;
use gametree_teach::t;

impl PlayView {
    /// Draws the view.
    pub(super) fn draw(&mut self, ui: &mut Ui) {
        self.choice_ui(ui);
        if let Some(why) = self.not_opened() {
            ui.label(why.words());
        }
        if self.options_changed {
            ui.label(t!("play-press-new-game"));
        }
        ui.separator();
        if self.dice_chosen() {
            if let Some(why) = self.dice.ui(ui) {
                self.request = Some(Request::Search(why));
            }
            return;
        }
        let mut status = RichText::new(self.status()).size(scaled(ui, 20.0)).strong();
        // A win green, a loss red; a draw (the best anyone gets at tic-tac-toe) plain.
        if let Some(Some(p)) = self.winner() {
            status = status.color(verdict_colour(ui, p != self.computer));
        }
        if self.thinking() {
            // A short line ("The computer is thinking…"), with a spinner while it thinks.
            ui.horizontal(|ui| {
                ui.label(status);
                ui.spinner();
            });
        } else {
            ui.label(status);
        }
        ui.label(self.sides());
        if self.from_stepper() {
            ui.label(t!("play-from-stepper"));
        }
        if let Some(e) = &self.error {
            ui.colored_label(error_colour(ui), e.say());
        }
        ui.add_space(4.0);
        // The board takes most of what is left; the moves go beside it in the rest.
        let area = ui.available_size();
        let board_share = egui::vec2(area.x * 0.62, area.y);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| match self.position {
                Position::Bones(_) => self.bones_ui(ui, board_share),
                Position::Grid(_) => self.board_ui(ui, board_share),
            });
            ui.add_space(24.0);
            ui.vertical(|ui| {
                egui::ScrollArea::vertical()
                    .id_salt("play moves")
                    .max_height(area.y)
                    .show(ui, |ui| self.moves_ui(ui));
            });
        });
    }

    /// The computer's last move with "Show why", then every move so far.
    fn moves_ui(&mut self, ui: &mut Ui) {
        if let Some(m) = &self.last {
            ui.label(RichText::new(t!("play-computer-played", mv = &m.text)).strong());
            if ui
                .button(RichText::new(t!("play-show-why")).strong())
                .on_hover_text(t!("play-show-why-hover"))
                .clicked()
            {
                self.request = Some(Request::Search(m.scenario.clone()));
            }
            ui.label(RichText::new(t!("play-show-why-note")).weak());
            ui.add_space(8.0);
        }
        if !self.log.is_empty() {
            ui.label(RichText::new(t!("play-moves")).strong());
        }
        for (i, line) in self.log.iter().enumerate() {
            ui.label(RichText::new(format!("{}. {}", i + 1, line.words())).size(scaled(ui, 15.0)));
        }
    }

    /// Who plays which side, and what the search value in the move list means: a result
    /// where the computer searches to the end of the game, an estimate at its look-ahead
    /// where it does not.
    fn sides(&self) -> String {
        match &self.position {
            Position::Grid(_) => {
                let (you, it) = if self.computer == Player::Min {
                    ("X", "O")
                } else {
                    ("O", "X")
                };
                match self.look_ahead() {
                    Some(depth) => t!(
                        "play-sides-grid-estimates",
                        you = you,
                        computer = it,
                        depth = depth
                    ),
                    None => t!("play-sides-grid", you = you, computer = it),
                }
            }
            Position::Bones(_) => {
                if self.computer == Player::Max {
                    t!("play-sides-bones-computer-first")
                } else {
                    t!("play-sides-bones-you-first")
                }
            }
        }
    }

    fn status(&self) -> String {
        let you = self.computer.other();
        match self.winner() {
            Some(None) => t!("play-status-draw"),
            Some(Some(p)) if p == you => t!("play-status-you-win"),
            Some(Some(_)) => t!("play-status-computer-wins"),
            None if self.learners_turn() => match &self.position {
                Position::Grid(g) => {
                    let side = if you == Player::Max { "X" } else { "O" };
                    if g.rules().gravity {
                        t!("play-status-your-move-column", side = side)
                    } else {
                        t!("play-status-your-move", side = side)
                    }
                }
                Position::Bones(b) => t!(
                    "play-status-your-move-bones",
                    left = b.left(),
                    most = b.max_take().min(b.left())
                ),
            },
            None => t!("play-status-thinking"),
        }
    }

    /// The board with its column names and row numbers (the names the move list uses), and
    /// the hints toggle: every legal move's value, searched on its own; a click on one opens
    /// that move's subtree in the stepper. The board grows to fill `area`.
    fn board_ui(&mut self, ui: &mut Ui, area: egui::Vec2) {
        let Position::Grid(grid) = self.position else {
            return;
        };
        let rules = grid.rules();
        let least = 56.0 * ui.style().text_styles[&egui::TextStyle::Body].size / 14.0;
        let least = least * (3.0 / f32::from(rules.cols.max(rules.rows))).max(0.6);
        let your_turn = self.learners_turn();
        // Keys: H toggles the hints; in Connect Four 1–7 drop a piece in that column.
        let mut key_move = None;
        if !ui.ctx().egui_wants_keyboard_input() {
            ui.input(|i| {
                if keys::pressed(i, Action::Hints) {
                    self.hints = !self.hints;
                }
                if grid.rules().gravity {
                    key_move = (0u8..7).find(|&c| keys::pressed(i, Action::Column(c)));
                }
            });
        }
        ui.checkbox(&mut self.hints, t!("play-hints"))
            .on_hover_text(t!("play-hints-hover"));
        // Connect Four's hints look as far ahead as the computer; smaller boards are searched
        // to the end when that is quick (else as deep as the computer looks).
        let depth = grid.rules().gravity.then_some(self.depth);
        if self.hints && your_turn {
            let key = grid.position_text();
            if self.hint_values.as_ref().is_none_or(|(k, _)| *k != key) {
                let values = crate::searches::move_values(&grid, depth);
                self.hint_values = Some((key, values));
            }
        }
        let hints = match (&self.hint_values, self.hints && your_turn) {
            (Some((k, Ok(v))), true) if *k == grid.position_text() => Some(v.moves.as_slice()),
            _ => None,
        };
        if let (true, Some(v)) = (hints.is_some(), self.hint_values()) {
            ui.label(v.how());
        }
        let cell = cell_size(ui, rules, area, hints.is_some()).max(least);
        // The grid remembers its column widths under its id: a new size, a new id.
        let id = format!("play board {}×{} {}", rules.rows, rules.cols, cell.round());
        let click = board::ui(ui, &id, rules, &grid.cells(), cell, your_turn, hints);
        let click = click.or(key_move.filter(|_| your_turn).map(BoardClick::Play));
        match click {
            Some(BoardClick::Play(mv) | BoardClick::Other(mv))
                if grid.move_from_code(u32::from(mv)).is_some() =>
            {
                let _ = self.play_cell(mv);
            }
            Some(BoardClick::Hint(mv)) => {
                let mut after = grid;
                after.play(mv);
                let mut scenario = self.scenario();
                scenario.game = GameChoice::of_grid(&after);
                let left = depth.or(self.hint_values().and_then(|v| v.depth));
                scenario.config.depth = left.map(|d| d.saturating_sub(1).max(1));
                self.request = Some(Request::Search(scenario));
            }
            _ => {}
        }
    }

    /// The heap, as large as `area` lets it be (up to a readable size), and a button per take.
    fn bones_ui(&mut self, ui: &mut Ui, area: egui::Vec2) {
        let Some(left) = self.bones_left() else {
            return;
        };
        // Each bone "| " is about 0.6 of the font size wide.
        let fit = area.x / (0.6 * left.max(1) as f32);
        let size = fit.clamp(scaled(ui, 22.0), scaled(ui, 110.0));
        ui.label(
            RichText::new("| ".repeat(left as usize))
                .size(size)
                .strong(),
        );
        let max = self.max_take_now();
        let mut take = None;
        ui.horizontal_wrapped(|ui| {
            for k in 1..=max {
                if ui
                    .add_enabled(
                        k <= left && self.learners_turn(),
                        Button::new(RichText::new(t!("play-take", k = k)).size(scaled(ui, 20.0)))
                            .min_size(egui::vec2(0.0, 44.0)),
                    )
                    .clicked()
                {
                    take = Some(k);
                }
            }
        });
        if let Some(k) = take {
            let _ = self.take(k);
        }
    }

    fn max_take_now(&self) -> u32 {
        match &self.position {
            Position::Bones(b) => b.max_take(),
            Position::Grid(_) => 0,
        }
    }
}

/// The side of a cell for a board of `rules` to fill `area` (after the text above the board):
/// a row of column names, the rows of cells (and in Connect Four, with hints, a row of hint
/// buttons 0.6 of a cell high), a narrow column of row numbers; at most a generous size.
fn cell_size(
    ui: &Ui,
    rules: gametree_engine::game::GridRules,
    area: egui::Vec2,
    hints: bool,
) -> f32 {
    let gap = 3.0;
    let text = ui.text_style_height(&egui::TextStyle::Body);
    let above = ui.cursor().top() - ui.max_rect().top();
    let rows = f32::from(rules.rows) + if rules.gravity && hints { 0.6 } else { 0.0 };
    let tall = (area.y - above - text - 2.0 * gap - 8.0) / rows - gap;
    let wide = (area.x - 3.0 * text) / f32::from(rules.cols) - gap;
    tall.min(wide).min(220.0)
}
