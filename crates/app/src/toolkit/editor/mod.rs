//! The tree editor: type or paste a tree in either tree notation (docs/trees.md) and see any error
//! with its line and column as you type, or build it by clicking nodes in the drawn tree (add a
//! child, delete a subtree, set a leaf's value, label a node); save and open files; draw random
//! trees. The current valid tree goes to "Search this tree" or "Practice on this tree".
//!
//! This file holds the editor's state and its edits; `panels` draws the notation box, the
//! file and random-tree rows and the click-edit buttons; `picture` draws the tree (a
//! minimax recording, or expectiminimax for a tree with chance nodes).

mod panels;
mod picture;

pub use panels::error_spot;

use crate::error::AppError;
use crate::mode::{Current, Mode, Request};
use egui::Ui;
#[cfg(not(target_arch = "wasm32"))]
use gametree_engine::files::write_atomically;
use gametree_engine::game::random_tree::{RandomTreeOptions, random_tree};
use gametree_engine::game::tree_edit::{self, Edit};
use gametree_engine::game::{TreeError, TreeSpec};
use gametree_engine::scenario::{AIMA_TREE, GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::Say;
use gametree_teach::t;

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
    /// The result of the last button: what it did, or why it could not (worded when shown).
    message: Option<Result<String, AppError>>,
    undo: Vec<String>,
    /// The picture of the tree.
    picture: picture::TreePicture,
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
            picture: Default::default(),
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

    /// The result of the last button press, and whether it was an error, as it is shown.
    pub fn message(&self) -> Option<(bool, String)> {
        self.message.as_ref().map(|m| match m {
            Ok(done) => (false, done.clone()),
            Err(e) => (true, e.say()),
        })
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
                    name: gametree_engine::scenario::TreeName::Edited,
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
    fn apply(&mut self, edit: Result<Edit, AppError>) {
        match edit {
            Ok(e) => {
                self.undo.push(std::mem::take(&mut self.text));
                self.text = e.tree.to_json();
                self.parsed = Ok(e.tree.clone());
                self.tree = e.tree;
                self.select(e.selected);
                self.message = None;
            }
            Err(e) => self.message = Some(Err(e)),
        }
    }

    fn value(&self) -> Result<i64, AppError> {
        let t = self.value_text.trim().replace('−', "-");
        t.parse::<i64>()
            .map_err(|_| AppError::ValueNotWhole(self.value_text.trim().to_string()))
    }

    /// Add child: to an inner node, a new last leaf with the value box's value; a leaf first
    /// becomes an inner node whose one child keeps its value.
    pub fn add_child(&mut self) {
        let id = self.selected;
        if self.tree.is_leaf(id) {
            let e = tree_edit::make_inner(&self.tree, id).map_err(AppError::from);
            self.apply(e);
        } else {
            let e = self
                .value()
                .and_then(|v| Ok(tree_edit::add_child(&self.tree, id, v)?));
            self.apply(e);
        }
    }

    /// Delete subtree: removes the selected node and everything below it (not the root, nor an only child).
    pub fn delete_subtree(&mut self) {
        let e = tree_edit::delete_subtree(&self.tree, self.selected).map_err(AppError::from);
        self.apply(e);
    }

    /// Set value: gives the selected leaf the value box's number.
    pub fn set_value(&mut self) {
        let e = self
            .value()
            .and_then(|v| Ok(tree_edit::set_leaf_value(&self.tree, self.selected, v)?));
        self.apply(e);
    }

    /// Set label: names the selected node with the label box's text (empty: its automatic name).
    pub fn set_label(&mut self) {
        let e = tree_edit::set_label(&self.tree, self.selected, &self.label_text)
            .map_err(AppError::from);
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
                self.message = Some(Ok(t!(
                    "panels-editor-random-drawn",
                    seed = self.random.seed.to_string(),
                    nodes = t.nodes.len()
                )));
            }
            Err(e) => self.message = Some(Err(AppError::RandomTree(e))),
        }
    }

    /// Saves the text (when valid) to the file box's path, atomically (in the browser:
    /// downloads it under that name).
    pub fn save(&mut self) {
        let path = std::path::PathBuf::from(self.file_path.trim());
        self.message = Some(match &self.parsed {
            Err(e) => Err(AppError::NotSaved(e.clone())),
            Ok(_) => {
                let mut text = self.text.trim_end().to_string();
                text.push('\n');
                #[cfg(not(target_arch = "wasm32"))]
                let saved = write_atomically(&path, text.as_bytes()).map_err(AppError::from);
                #[cfg(target_arch = "wasm32")]
                let saved = crate::web_files::download(
                    &path.display().to_string(),
                    "application/json",
                    text.as_bytes(),
                );
                saved.map(|()| t!("panels-editor-saved", path = path.display().to_string()))
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
                self.message = Some(Ok(t!("panels-editor-opened", name = name)));
            }
            Err(error) => {
                self.message = Some(Err(AppError::NotOpened {
                    name: name.to_string(),
                    error,
                }))
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
            self.message = Some(Err(e));
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
            Err(e) => self.message = Some(Err(e.into())),
        }
    }
}

impl Mode for TreeEditor {
    /// "Search this tree" and "Practice on this tree" ask for the tree's scenario.
    fn link_name(&self) -> &'static str {
        "editor"
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
