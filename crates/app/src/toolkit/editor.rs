//! The tree editor: type or paste a tree in the SPEC.md notation and see any error with its
//! line and column as you type, or build it by clicking nodes in the drawn tree (add a child,
//! delete a subtree, set a leaf's value, label a node); save and open files; draw random trees.
//! The current valid tree goes to "Search this tree" or "Practice on this tree".

use super::{Picture, error_colour};
use crate::mode::{Current, Mode, Request};
use egui::{DragValue, RichText, TextEdit, Ui, Widget};
#[cfg(not(target_arch = "wasm32"))]
use gametree_engine::files::write_atomically;
use gametree_engine::game::random_tree::{MAX_RANDOM_DEPTH, RandomTreeOptions, random_tree};
use gametree_engine::game::tree_edit::{self, Edit, MAX_EDIT_NODES};
use gametree_engine::game::{TreeError, TreeSpec};
use gametree_engine::scenario::{AIMA_TREE, GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::NodeId;
use gametree_teach::Say;
use gametree_teach::t;
use std::collections::HashMap;
use std::sync::Arc;

/// The drawn tree for one text, with the way between drawn nodes and tree nodes.
struct Drawing {
    key: (String, bool),
    picture: Picture,
    spec_of: HashMap<NodeId, u32>,
    trace_of: Vec<NodeId>,
}

/// The editor's state: the text, the tree it last parsed to, the selection and the panels.
pub struct TreeEditor {
    text: String,
    /// The parse of `text`: the tree, or the error with its line and column.
    parsed: Result<TreeSpec, TreeError>,
    /// The last valid tree (what the picture shows while the text has an error).
    tree: TreeSpec,
    selected: u32,
    /// The root is a MIN node.
    pub min_root: bool,
    /// The value box used by "Add child" and "Set value".
    pub value_text: String,
    /// The label box used by "Set label".
    pub label_text: String,
    /// The file box used by Save and Open.
    pub file_path: String,
    /// The options for "Draw random tree".
    pub random: RandomTreeOptions,
    /// The result of the last button: (is an error, message).
    message: Option<(bool, String)>,
    undo: Vec<String>,
    drawing: Option<Drawing>,
    /// A tree with chance nodes has no minimax drawing: its expectiminimax picture instead,
    /// for the tree and root player it shows.
    chance_picture: Option<((String, bool), gametree_engine::trace::expecti::ExTrace)>,
    /// What the last button asked the app to do, until the app takes it.
    request: Option<Request>,
    /// A file chosen in the browser's picker, once its bytes are in.
    #[cfg(target_arch = "wasm32")]
    picked: crate::web_files::Mailbox,
}

impl Default for TreeEditor {
    /// The AIMA figure 5.2 tree.
    fn default() -> Self {
        TreeEditor::new(AIMA_TREE)
    }
}

impl TreeEditor {
    /// An editor holding `text` (which may be invalid: its error is shown).
    pub fn new(text: &str) -> TreeEditor {
        let parsed = TreeSpec::parse(text);
        let tree = parsed
            .clone()
            .unwrap_or_else(|_| TreeSpec::parse(AIMA_TREE).expect("the AIMA tree parses"));
        TreeEditor {
            text: text.to_owned(),
            parsed,
            tree,
            selected: 0,
            min_root: false,
            value_text: "0".into(),
            label_text: String::new(),
            file_path: "tree.json".into(),
            random: RandomTreeOptions::default(),
            message: None,
            undo: Vec::new(),
            drawing: None,
            chance_picture: None,
            request: None,
            #[cfg(target_arch = "wasm32")]
            picked: Default::default(),
        }
    }

    /// The text as typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Replaces the text (as if typed) and parses it.
    pub fn set_text(&mut self, text: &str) {
        self.text = text.to_owned();
        self.reparse();
    }

    /// Writes the current tree back into the text in another notation (both are read).
    pub fn rewrite(&mut self, write: fn(&TreeSpec) -> String) {
        if let Some(text) = self.tree().map(write) {
            self.set_text(&text);
        }
    }

    /// The tree the text describes, `None` while the text has an error.
    pub fn tree(&self) -> Option<&TreeSpec> {
        self.parsed.as_ref().ok()
    }

    /// The current valid tree in the notation, for "Search this tree".
    pub fn json(&self) -> Option<String> {
        self.tree().map(TreeSpec::to_json)
    }

    /// The parse error of the text, with its line and column, if any.
    pub fn error(&self) -> Option<&TreeError> {
        self.parsed.as_ref().err()
    }

    /// The result of the last button press, and whether it was an error.
    pub fn message(&self) -> Option<(bool, &str)> {
        self.message.as_ref().map(|(e, m)| (*e, m.as_str()))
    }

    /// The selected node (numbered breadth-first, 0 = the root).
    pub fn selected(&self) -> u32 {
        self.selected
    }

    /// Selects node `id` (if there is one) and puts its label in the label box.
    pub fn select(&mut self, id: u32) {
        if (id as usize) < self.tree.nodes.len() {
            self.selected = id;
            self.label_text = self.tree.nodes[id as usize]
                .label
                .clone()
                .unwrap_or_default();
        }
    }

    /// The current valid tree as a scenario (alpha-beta), `None` while the text has an error.
    pub fn scenario(&self) -> Option<Scenario> {
        Some(Scenario {
            game: GameChoice::Tree {
                source: TreeSource::Text {
                    name: "edited tree".into(),
                    json: self.json()?,
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

    fn reparse(&mut self) {
        self.parsed = TreeSpec::parse(&self.text);
        if let Ok(t) = &self.parsed {
            self.tree = t.clone();
            if self.selected as usize >= self.tree.nodes.len() {
                self.selected = 0;
            }
        }
    }

    /// Applies a click edit: the new tree replaces the text (the old text goes on the undo list).
    fn apply(&mut self, edit: Result<Edit, String>) {
        match edit {
            Ok(e) => {
                self.undo.push(std::mem::take(&mut self.text));
                self.text = e.tree.to_json();
                self.parsed = Ok(e.tree.clone());
                self.tree = e.tree;
                self.select(e.selected);
                self.message = None;
            }
            Err(e) => self.message = Some((true, e)),
        }
    }

    fn value(&self) -> Result<i64, String> {
        let t = self.value_text.trim().replace('−', "-");
        t.parse::<i64>().map_err(|_| {
            t!(
                "panels-editor-value-not-whole",
                value = self.value_text.trim()
            )
        })
    }

    /// Add child: to an inner node, a new last leaf with the value box's value; a leaf first
    /// becomes an inner node whose one child keeps its value.
    pub fn add_child(&mut self) {
        let id = self.selected;
        if self.tree.is_leaf(id) {
            let e = tree_edit::make_inner(&self.tree, id).map_err(|e| e.say());
            self.apply(e);
        } else {
            let e = self
                .value()
                .and_then(|v| tree_edit::add_child(&self.tree, id, v).map_err(|e| e.say()));
            self.apply(e);
        }
    }

    /// Delete subtree: removes the selected node and everything below it (not the root, nor an only child).
    pub fn delete_subtree(&mut self) {
        let e = tree_edit::delete_subtree(&self.tree, self.selected).map_err(|e| e.say());
        self.apply(e);
    }

    /// Set value: gives the selected leaf the value box's number.
    pub fn set_value(&mut self) {
        let e = self.value().and_then(|v| {
            tree_edit::set_leaf_value(&self.tree, self.selected, v).map_err(|e| e.say())
        });
        self.apply(e);
    }

    /// Set label: names the selected node with the label box's text (empty: its automatic name).
    pub fn set_label(&mut self) {
        let e =
            tree_edit::set_label(&self.tree, self.selected, &self.label_text).map_err(|e| e.say());
        self.apply(e);
    }

    /// Puts back the text from before the last click edit, random tree or opened file.
    pub fn undo(&mut self) {
        if let Some(t) = self.undo.pop() {
            self.set_text(&t);
            self.message = None;
        }
    }

    /// Draws a random tree with the random panel's options.
    pub fn draw_random(&mut self) {
        match random_tree(&self.random) {
            Ok(t) => {
                self.undo.push(std::mem::take(&mut self.text));
                self.text = t.to_json();
                self.reparse();
                self.selected = 0;
                self.message = Some((
                    false,
                    t!(
                        "panels-editor-random-drawn",
                        seed = self.random.seed.to_string(),
                        nodes = t.nodes.len()
                    ),
                ));
            }
            Err(e) => self.message = Some((true, e.say())),
        }
    }

    /// Saves the text (when valid) to the file box's path, atomically (in the browser:
    /// downloads it under that name).
    pub fn save(&mut self) {
        let path = std::path::PathBuf::from(self.file_path.trim());
        self.message = Some(match &self.parsed {
            Err(e) => (true, t!("panels-editor-not-saved", error = e.say())),
            Ok(_) => {
                let mut text = self.text.trim_end().to_string();
                text.push('\n');
                #[cfg(not(target_arch = "wasm32"))]
                let saved = write_atomically(&path, text.as_bytes()).map_err(|e| e.say());
                #[cfg(target_arch = "wasm32")]
                let saved = crate::web_files::download(
                    &path.display().to_string(),
                    "application/json",
                    text.as_bytes(),
                );
                match saved {
                    Ok(()) => (
                        false,
                        t!("panels-editor-saved", path = path.display().to_string()),
                    ),
                    Err(e) => (true, e),
                }
            }
        });
    }

    /// Puts an opened file's text in the editor (the previous text can be undone).
    fn opened(&mut self, name: &str, text: &str) {
        match TreeSpec::parse(text) {
            Ok(_) => {
                self.undo.push(std::mem::take(&mut self.text));
                self.set_text(text.trim_end());
                self.selected = 0;
                self.message = Some((false, t!("panels-editor-opened", name = name)));
            }
            Err(e) => {
                self.message = Some((
                    true,
                    t!("panels-editor-open-error", name = name, error = e.say()),
                ))
            }
        }
    }

    /// Opens the file box's path (in the browser: asks its file picker); a bad file leaves the
    /// editor as it was, with the error shown.
    #[cfg(target_arch = "wasm32")]
    pub fn open(&mut self) {
        let mailbox = self.picked.clone();
        let picked = crate::web_files::pick(".json,application/json", move |name, bytes| {
            *mailbox.borrow_mut() = Some((name, bytes));
        });
        if let Err(e) = picked {
            self.message = Some((true, e));
        }
    }

    /// Opens the file box's path; a bad file leaves the editor as it was, with the error shown.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn open(&mut self) {
        let path = std::path::PathBuf::from(self.file_path.trim());
        match TreeSpec::read(&path) {
            Ok(t) => {
                let text = gametree_engine::files::read_limited(
                    &path,
                    gametree_engine::game::tree::MAX_FILE_BYTES,
                )
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_else(|| t.to_json());
                self.opened(&path.display().to_string(), &text);
            }
            Err(e) => self.message = Some((true, e.say())),
        }
    }

    /// Draws the editor.
    fn draw(&mut self, ui: &mut Ui) {
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
        if let Some((is_error, m)) = &self.message {
            let colour = if *is_error {
                error_colour(ui)
            } else {
                ui.visuals().text_color()
            };
            ui.colored_label(colour, m);
        }
    }

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

    fn picture_panel(&mut self, ui: &mut Ui) {
        let valid = self.parsed.is_ok();
        ui.label(RichText::new(if valid {
            t!("panels-editor-picture-valid")
        } else {
            t!("panels-editor-picture-invalid")
        }));
        self.refresh_drawing();
        let style = super::picture_style(ui, false);
        let width = ui.available_width().max(200.0);
        let height = (ui.available_height() * 0.55).clamp(260.0, 480.0);
        match &mut self.drawing {
            Some(d) => {
                let sel = d.trace_of.get(self.selected as usize).copied();
                if let Some(hit) = d.picture.ui(ui, egui::vec2(width, height), &style, sel)
                    && let Some(&id) = d.spec_of.get(&hit)
                {
                    self.select(id);
                }
            }
            None => match &self.chance_picture {
                Some((_, trace)) if self.tree.nodes.iter().any(|n| !n.probabilities.is_empty()) => {
                    ui.label(t!("panels-editor-chance-tree"));
                    let last = trace.record.steps.len().saturating_sub(1);
                    let scene = &gametree_draw::chance::ex_picture(trace, last, &style);
                    egui::ScrollArea::both()
                        .id_salt("editor-chance-picture")
                        .max_height(height)
                        .show(ui, |ui| {
                            let size = egui::vec2(scene.size[0], scene.size[1]);
                            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                            crate::painter::paint(ui.painter(), rect, scene);
                        });
                }
                _ => {
                    ui.label(t!(
                        "panels-editor-too-big",
                        nodes = self.tree.nodes.len(),
                        max = MAX_EDIT_NODES
                    ));
                }
            },
        }
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

    /// Draws a chance tree as expectiminimax finishes it (values, probabilities, circles).
    fn refresh_chance_picture(&mut self, key: (String, bool)) {
        if self.chance_picture.as_ref().is_some_and(|(k, _)| *k == key) {
            return;
        }
        let scenario = edited_tree(&key);
        self.chance_picture = scenario.expectiminimax(None).ok().map(|t| (key, t));
    }

    /// Re-records the picture when the tree or the root player changed.
    fn refresh_drawing(&mut self) {
        let key = (self.tree.to_json(), self.min_root);
        if self.drawing.as_ref().is_some_and(|d| d.key == key) {
            return;
        }
        self.drawing = None;
        if self.tree.nodes.len() > MAX_EDIT_NODES {
            return;
        }
        if self.tree.nodes.iter().any(|n| !n.probabilities.is_empty()) {
            self.refresh_chance_picture(key);
            return;
        }
        let scenario = Scenario {
            // Minimax: every node gets its exact value and nothing is greyed out as pruned.
            config: SearchConfig {
                algorithm: Algorithm::Minimax,
                ..SearchConfig::default()
            },
            ..edited_tree(&key)
        };
        let Ok(trace) = scenario.record(None) else {
            return;
        };
        let trace = Arc::new(trace);
        let mut spec_of = HashMap::new();
        let mut trace_of = vec![NodeId::new(0); self.tree.nodes.len()];
        if let Some(it) = trace.iterations.first() {
            let mut todo = vec![(it.root, 0u32)];
            while let Some((n, s)) = todo.pop() {
                spec_of.insert(n, s);
                trace_of[s as usize] = n;
                for (c, &sc) in trace
                    .children(n)
                    .into_iter()
                    .zip(&self.tree.nodes[s as usize].children)
                {
                    todo.push((c, sc));
                }
            }
        }
        let end = trace.event_count();
        self.drawing = Some(Drawing {
            key,
            picture: Picture::new(trace, end),
            spec_of,
            trace_of,
        });
    }

    /// Where tree node `id` (0 = root) was drawn last frame, in screen points.
    pub fn node_on_screen(&self, id: u32) -> Option<egui::Pos2> {
        let d = self.drawing.as_ref()?;
        d.picture.screen_centre(*d.trace_of.get(id as usize)?)
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

impl Mode for TreeEditor {
    /// "Search this tree" and "Practice on this tree" ask for the tree's scenario.
    fn link_name(&self) -> &'static str {
        "editor"
    }

    fn key(&self) -> egui::Key {
        egui::Key::F2
    }

    fn name(&self) -> String {
        t!("app-tool-editor")
    }

    fn purpose(&self) -> String {
        t!("app-tool-editor-purpose")
    }

    fn open_link(&mut self, link: &gametree_engine::link::Link) -> crate::mode::Opened {
        if let GameChoice::Tree {
            source: TreeSource::Text { json, .. },
            ..
        } = &link.scenario.game
        {
            self.set_text(json);
        }
        crate::mode::Opened::WithStepper
    }

    fn ui(&mut self, ui: &mut Ui, _current: Current<'_>) -> Option<Request> {
        self.draw(ui);
        self.request.take()
    }
}

/// The tree being edited (its text and whether MIN is at the root) as a scenario.
fn edited_tree(key: &(String, bool)) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "edited tree".into(),
                json: key.0.clone(),
            },
            min_root: key.1,
        },
        ..Scenario::default()
    }
}
