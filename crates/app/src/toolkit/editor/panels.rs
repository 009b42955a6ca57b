//! The tree editor's panels: the notation box with its error marked in place, Search and
//! Practise, the file and notation rows, the random-tree options, and the buttons that edit
//! the selected node.

use super::TreeEditor;
use crate::mode::Request;
use crate::toolkit::error_colour;
use egui::{DragValue, RichText, TextEdit, Ui, Widget};
use gametree_engine::game::random_tree::MAX_RANDOM_DEPTH;
use gametree_engine::game::{TreeError, TreeSpec};
use gametree_teach::Say;
use gametree_teach::t;

impl TreeEditor {
    /// Draws the editor.
    pub(super) fn draw(&mut self, ui: &mut Ui) {
        #[cfg(target_arch = "wasm32")]
        {
            let picked = self.picked.borrow_mut().take();
            if let Some((name, bytes)) = picked {
                self.opened(&name, &String::from_utf8_lossy(&bytes));
            }
        }
        egui::ScrollArea::vertical()
            .id_salt("tree editor")
            .show(ui, |ui| {
                ui.columns(2, |cols| {
                    self.text_panel(&mut cols[0]);
                    self.picture_panel(&mut cols[1]);
                });
            });
    }

    /// The left column: notation, Search and Practise, files, random trees, the message.
    fn text_panel(&mut self, ui: &mut Ui) {
        let label = ui.label(RichText::new(t!("panels-editor-notation")).strong());
        ui.label(RichText::new(t!("panels-editor-notation-hint")).weak());
        let edit = TextEdit::multiline(&mut self.text)
            .code_editor()
            .desired_rows(5)
            .desired_width(f32::INFINITY)
            .ui(ui)
            .labelled_by(label.id);
        if edit.changed() {
            self.reparse();
        }
        match &self.parsed {
            Ok(t) => {
                ui.label(t!(
                    "panels-editor-valid",
                    nodes = t.nodes.len(),
                    depth = t.height()
                ));
            }
            Err(e) => {
                ui.colored_label(
                    error_colour(ui),
                    RichText::new(t!("panels-editor-error", error = e.say())).strong(),
                );
                error_line(ui, &self.text, e);
            }
        }
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.min_root, t!("panels-min-at-root"));
            let valid = self.parsed.is_ok();
            if ui
                .add_enabled(valid, egui::Button::new(t!("panels-editor-search")))
                .clicked()
            {
                self.request = self.scenario().map(Request::Search);
            }
            // Practice works minimax and its successors, which have no rule for chance nodes.
            let chance = self
                .parsed
                .as_ref()
                .is_ok_and(|t| t.nodes.iter().any(|n| !n.probabilities.is_empty()));
            if ui
                .add_enabled(
                    valid && !chance,
                    egui::Button::new(t!("panels-editor-practise")),
                )
                .clicked()
            {
                self.request = self.scenario().map(Request::Practise);
            }
        });
        ui.separator();
        ui.horizontal(|ui| {
            let l = ui.label(t!("panels-file"));
            ui.add(TextEdit::singleline(&mut self.file_path).desired_width(180.0))
                .labelled_by(l.id);
            if ui.button(t!("panels-editor-save")).clicked() {
                self.save();
            }
            if ui.button(t!("panels-editor-open")).clicked() {
                self.open();
            }
        });
        ui.horizontal(|ui| {
            ui.label(t!("panels-editor-write-as"));
            if ui
                .add_enabled(self.tree().is_some(), egui::Button::new("JSON"))
                .on_hover_text(t!("panels-editor-json-hint"))
                .clicked()
            {
                self.rewrite(TreeSpec::to_json);
            }
            if ui
                .add_enabled(
                    self.tree().is_some(),
                    egui::Button::new(t!("panels-editor-parens")),
                )
                .on_hover_text(t!("panels-editor-parens-hint"))
                .clicked()
            {
                self.rewrite(TreeSpec::to_parens);
            }
        });
        ui.separator();
        self.random_panel(ui);
        if let Some((is_error, m)) = self.message() {
            let colour = if is_error {
                error_colour(ui)
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(colour, m);
        }
    }

    /// The random-tree options and the Draw buttons.
    fn random_panel(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(t!("panels-editor-random-heading")).strong());
        let r = &mut self.random;
        egui::Grid::new("random tree")
            .num_columns(4)
            .show(ui, |ui| {
                number(
                    ui,
                    &t!("panels-editor-random-depth"),
                    &mut r.depth,
                    0..=MAX_RANDOM_DEPTH,
                );
                number(
                    ui,
                    &t!("panels-editor-random-seed"),
                    &mut r.seed,
                    0..=u64::MAX,
                );
                ui.end_row();
                number(
                    ui,
                    &t!("panels-editor-random-fewest-children"),
                    &mut r.min_children,
                    1..=10,
                );
                number(
                    ui,
                    &t!("panels-editor-random-most-children"),
                    &mut r.max_children,
                    1..=10,
                );
                ui.end_row();
                number(
                    ui,
                    &t!("panels-editor-random-lowest-value"),
                    &mut r.min_value,
                    -999..=999,
                );
                number(
                    ui,
                    &t!("panels-editor-random-highest-value"),
                    &mut r.max_value,
                    -999..=999,
                );
                ui.end_row();
            });
        ui.horizontal(|ui| {
            if ui.button(t!("panels-editor-random-draw")).clicked() {
                self.draw_random();
            }
            if ui.button(t!("panels-editor-random-next-seed")).clicked() {
                self.random.seed = self.random.seed.wrapping_add(1);
                self.draw_random();
            }
        });
    }

    /// The selected node, and the buttons that edit it (enabled while the text is `valid`).
    pub(super) fn node_edit_ui(&mut self, ui: &mut Ui, valid: bool) {
        let node = &self.tree.nodes[self.selected as usize];
        ui.label(if node.children.is_empty() {
            t!(
                "panels-editor-selected-leaf",
                node = &node.name,
                value = node.value.unwrap_or(0).to_string()
            )
        } else {
            t!(
                "panels-editor-selected-inner",
                node = &node.name,
                children = node.children.len()
            )
        });
        ui.add_enabled_ui(valid, |ui| {
            ui.horizontal(|ui| {
                let l = ui.label(t!("panels-editor-value"));
                ui.add(TextEdit::singleline(&mut self.value_text).desired_width(60.0))
                    .labelled_by(l.id);
                if ui.button(t!("panels-editor-add-child")).clicked() {
                    self.add_child();
                }
                if ui.button(t!("panels-editor-set-value")).clicked() {
                    self.set_value();
                }
                if ui.button(t!("panels-editor-delete-subtree")).clicked() {
                    self.delete_subtree();
                }
            });
            ui.horizontal(|ui| {
                let l = ui.label(t!("panels-editor-label"));
                ui.add(TextEdit::singleline(&mut self.label_text).desired_width(100.0))
                    .labelled_by(l.id);
                if ui.button(t!("panels-editor-set-label")).clicked() {
                    self.set_label();
                }
                if ui
                    .add_enabled(
                        !self.undo.is_empty(),
                        egui::Button::new(t!("panels-editor-undo")),
                    )
                    .clicked()
                {
                    self.undo();
                }
            });
        });
    }
}

/// Where an error points in `text`: the line number, that line (tabs as spaces, at most 80
/// characters) and the index of the error's column in it (the end of the line when the error
/// is past it). `None` for errors with no place (an empty text).
pub fn error_spot(text: &str, error: &TreeError) -> Option<(usize, String, usize)> {
    let (line, column) = error.position()?;
    let source = text.lines().nth(line.checked_sub(1)?)?;
    let shown: String = source
        .chars()
        .take(80)
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let at = column.saturating_sub(1).min(shown.chars().count());
    Some((line, shown, at))
}

/// The line an error points at, with the character it names on a red background.
fn error_line(ui: &mut Ui, text: &str, error: &TreeError) {
    let Some((line, shown, at)) = error_spot(text, error) else {
        return;
    };
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let plain = egui::TextFormat::simple(font.clone(), ui.visuals().text_color());
    let marked = egui::TextFormat {
        background: error_colour(ui),
        color: if ui.visuals().dark_mode {
            egui::Color32::BLACK
        } else {
            egui::Color32::WHITE
        },
        ..egui::TextFormat::simple(font, ui.visuals().text_color())
    };
    let chars: Vec<char> = shown.chars().collect();
    let before: String = chars[..at].iter().collect();
    // Past the end of the line: mark a space where something was expected.
    let spot: String = chars.get(at).map_or(" ".into(), |c| c.to_string());
    let after: String = chars
        .get(at + 1..)
        .map_or(String::new(), |r| r.iter().collect());
    let mut job = egui::text::LayoutJob::default();
    job.append(&format!("{line} | {before}"), 0.0, plain.clone());
    job.append(&spot, 0.0, marked);
    job.append(&after, 0.0, plain);
    ui.label(job);
}

/// A labelled number box in a grid (two cells).
fn number<N: egui::emath::Numeric>(
    ui: &mut Ui,
    name: &str,
    value: &mut N,
    range: std::ops::RangeInclusive<N>,
) {
    let l = ui.label(name);
    ui.add(DragValue::new(value).range(range)).labelled_by(l.id);
}
