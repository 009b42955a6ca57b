//! A board of marks in a row (tic-tac-toe, m,n,k-games, Connect Four) drawn as cells with
//! their column letters (numbers in Connect Four) and row numbers; with hints, every legal
//! move carries its value, coloured. Clicking a live cell (a column in Connect Four) or a
//! hint returns that move; a right-click or Shift+click on a cell says so (editors place the
//! other side's mark with it).

use egui::{Button, Color32, RichText, Ui, vec2};
use gametree_engine::game::GridRules;
use gametree_teach::move_values::MoveValue;
use gametree_teach::t;

/// What a click on the board asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardClick {
    /// Play this move (a cell, or a column in Connect Four).
    Play(u8),
    /// The same cell (or column) right-clicked or Shift+clicked: an editor places the other
    /// side's mark there (or takes a column's top piece off); a player plays it as a click.
    Other(u8),
    /// Open this move's hint (its subtree).
    Hint(u8),
}

/// Draws the board. `live`: cells (or columns) can be clicked (a click on a taken cell is
/// returned too, for editors; players check the move is legal); `hints`: each
/// legal move's value shown on it (and clickable). `id` keeps two boards apart.
pub fn ui(
    ui: &mut Ui,
    id: &str,
    rules: GridRules,
    cells: &[char],
    cell: f32,
    live: bool,
    hints: Option<&[MoveValue]>,
) -> Option<BoardClick> {
    let cols = rules.cols as usize;
    let hint = |mv: usize| hints.and_then(|h| h.iter().find(|m| m.code as usize == mv));
    let mut clicked = None;
    // Columns as narrow as their cells (a grid's columns are otherwise at least a button's
    // default width, which made a Connect Four board wider than its panel).
    egui::Grid::new(id)
        .spacing(vec2(3.0, 3.0))
        .min_col_width(0.0)
        .show(ui, |ui| {
            ui.label("");
            for col in 0..cols {
                let name = if rules.gravity {
                    (col + 1).to_string()
                } else {
                    ((b'a' + col as u8) as char).to_string()
                };
                // Exactly a cell wide: a label centred in all the room left would widen the column.
                ui.add_sized(
                    vec2(cell, 14.0),
                    egui::Label::new(RichText::new(name).weak()),
                );
            }
            ui.end_row();
            if rules.gravity && hints.is_some() {
                ui.label("");
                for col in 0..cols {
                    match hint(col) {
                        Some(m) => {
                            if hint_button(ui, m, vec2(cell, cell * 0.6)).clicked() {
                                clicked = Some(BoardClick::Hint(col as u8));
                            }
                        }
                        None => {
                            ui.label("");
                        }
                    }
                }
                ui.end_row();
            }
            for row in 0..rules.rows as usize {
                ui.label(RichText::new((row + 1).to_string()).weak());
                for col in 0..cols {
                    let i = row * cols + col;
                    let mark = cells.get(i).copied().unwrap_or('.');
                    let mv = if rules.gravity { col } else { i };
                    if mark == '.'
                        && !rules.gravity
                        && let Some(m) = hint(i)
                    {
                        // A hint fills its whole cell: the rows keep one height.
                        if hint_button(ui, m, vec2(cell, cell)).clicked() {
                            clicked = Some(BoardClick::Hint(i as u8));
                        }
                        continue;
                    }
                    let text = match mark {
                        '.' => RichText::new(" "),
                        c => RichText::new(c.to_string())
                            .strong()
                            .color(mark_colour(ui, c == 'X')),
                    };
                    let b = Button::new(text.size(cell * 0.6)).min_size(vec2(cell, cell));
                    let name = if rules.gravity {
                        t!("viewer-board-column-row", column = col + 1, row = row + 1)
                    } else {
                        t!("viewer-board-cell", cell = rules.cell_name(i))
                    };
                    let r = ui.add_enabled(mark != '.' || live, b).accessible_name(name);
                    let shift = ui.input(|i| i.modifiers.shift);
                    if live && (r.secondary_clicked() || (r.clicked() && shift)) {
                        clicked = Some(BoardClick::Other(mv as u8));
                    } else if live && r.clicked() {
                        clicked = Some(BoardClick::Play(mv as u8));
                    }
                }
                ui.end_row();
            }
        });
    clicked
}

/// A hint's button of `size`: its words as large as the board's labels (smaller only where
/// they would not fit, so every cell keeps its size), in the verdict's colour.
fn hint_button(ui: &mut Ui, m: &MoveValue, size: egui::Vec2) -> egui::Response {
    let colour = hint_colour(ui, m.verdict);
    let body = ui.style().text_styles[&egui::TextStyle::Body].size;
    let room = size.x - 2.0 * ui.spacing().button_padding.x - 4.0;
    let wide = ui.fonts_mut(|f| {
        let font = egui::FontId::proportional(body);
        f.layout_no_wrap(m.words.clone(), font, colour).size().x
    });
    let text_size = if wide > room && wide > 0.0 {
        body * room.max(1.0) / wide
    } else {
        body
    };
    // The best moves stand out: bold, framed in their colour.
    let text = RichText::new(&m.words).size(text_size).color(colour);
    let text = if m.best { text.strong() } else { text };
    let b = Button::new(text)
        .stroke(egui::Stroke::new(if m.best { 2.0 } else { 0.0 }, colour))
        .min_size(size);
    ui.add(b)
        .accessible_name(t!(
            "viewer-hint-name",
            move_text = m.text.as_str(),
            words = m.words.as_str()
        ))
        .on_hover_text(t!(
            "viewer-hint-hover",
            move_text = m.text.as_str(),
            words = m.words.as_str(),
            value = m.value.to_string()
        ))
}

/// A win green, a loss red, a draw or an even score in the theme's text colour.
pub fn hint_colour(ui: &Ui, verdict: i8) -> Color32 {
    match verdict {
        0 => ui.visuals().text_color(),
        v => super::toolkit::verdict_colour(ui, v > 0),
    }
}

/// X in the colour of MAX's ▲ in the tree, O in MIN's ▼, in the current theme.
pub fn mark_colour(ui: &Ui, x: bool) -> Color32 {
    match (x, ui.visuals().dark_mode) {
        (true, true) => Color32::from_rgb(120, 170, 255),
        (true, false) => Color32::from_rgb(20, 70, 200),
        (false, true) => Color32::from_rgb(255, 150, 90),
        (false, false) => Color32::from_rgb(190, 70, 0),
    }
}

/// The cell size (at most `most`) at which a board `cols` columns wide fits `width` points
/// beside its row numbers: a side panel's board scales to the panel instead of being cut.
pub fn cell_to_fit(width: f32, cols: u8, most: f32) -> f32 {
    let cols = f32::from(cols.max(1));
    // The row numbers' column, and the grid's spacing of 3 between every two columns.
    let room = width - 18.0 - 3.0 * (cols + 1.0);
    (room / cols).clamp(10.0, most)
}
