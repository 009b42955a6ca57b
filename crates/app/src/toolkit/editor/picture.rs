//! The tree editor's picture: the edited tree recorded by minimax and drawn (click a node to
//! select it), or, for a tree with chance nodes, expectiminimax's picture of it. Each is made
//! again only when the tree or the root player changes.

use super::TreeEditor;
use crate::toolkit::{Picture, picture_style};
use egui::{RichText, Ui};
use gametree_engine::game::TreeSpec;
use gametree_engine::game::tree_edit::MAX_EDIT_NODES;
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::NodeId;
use gametree_teach::t;
use std::collections::HashMap;
use std::sync::Arc;

/// The tree's text and whether MIN is at its root: what a picture was made for.
type Key = (String, bool);

/// The drawn tree for one text, with the way between drawn nodes and tree nodes.
struct Drawing {
    key: Key,
    picture: Picture,
    spec_of: HashMap<NodeId, u32>,
    trace_of: Vec<NodeId>,
}

/// The pictures of the edited tree, kept while it does not change.
#[derive(Default)]
pub(super) struct TreePicture {
    /// The recording drawn (none for a tree too large): minimax, or expectiminimax for a tree
    /// with chance nodes.
    drawing: Option<Drawing>,
}

impl TreePicture {
    /// Makes the picture again when the tree or the root player changed.
    fn refresh(&mut self, tree: &TreeSpec, min_root: bool) {
        let key = (tree.to_json(), min_root);
        if self.drawing.as_ref().is_some_and(|d| d.key == key) {
            return;
        }
        self.drawing = None;
        if tree.nodes.len() > MAX_EDIT_NODES {
            return;
        }
        self.drawing = drawing(tree, key);
    }
}

/// The minimax recording of `tree` (as `key` says), drawn at its end.
fn drawing(tree: &TreeSpec, key: Key) -> Option<Drawing> {
    // Minimax: every node gets its exact value and nothing is greyed out as pruned; a tree
    // with chance nodes as expectiminimax finishes it (values, probabilities, circles).
    let algorithm = if has_chance(tree) {
        Algorithm::Expectiminimax
    } else {
        Algorithm::Minimax
    };
    let scenario = Scenario {
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..edited_tree(&key)
    };
    let trace = Arc::new(crate::searches::record_now(&scenario).ok()?);
    let mut spec_of = HashMap::new();
    let mut trace_of = vec![NodeId::new(0); tree.nodes.len()];
    if let Some(it) = trace.iterations.first() {
        let mut todo = vec![(it.root, 0u32)];
        while let Some((n, s)) = todo.pop() {
            spec_of.insert(n, s);
            trace_of[s as usize] = n;
            for (c, &sc) in trace
                .children(n)
                .into_iter()
                .zip(&tree.nodes[s as usize].children)
            {
                todo.push((c, sc));
            }
        }
    }
    let end = trace.event_count();
    Some(Drawing {
        key,
        picture: Picture::new(trace, end),
        spec_of,
        trace_of,
    })
}

impl TreeEditor {
    /// The right column: the picture, then the selected node and its edits.
    pub(super) fn picture_panel(&mut self, ui: &mut Ui) {
        let valid = self.parsed.is_ok();
        ui.label(RichText::new(if valid {
            t!("panels-editor-picture-valid")
        } else {
            t!("panels-editor-picture-invalid")
        }));
        self.picture.refresh(&self.tree, self.min_root);
        let style = picture_style(ui, false);
        let width = ui.available_width().max(200.0);
        let height = (ui.available_height() * 0.55).clamp(260.0, 480.0);
        if has_chance(&self.tree) && self.picture.drawing.is_some() {
            ui.label(t!("panels-editor-chance-tree"));
        }
        match &mut self.picture.drawing {
            Some(d) => {
                let sel = d.trace_of.get(self.selected as usize).copied();
                if let Some(hit) = d.picture.ui(ui, egui::vec2(width, height), &style, sel)
                    && let Some(&id) = d.spec_of.get(&hit)
                {
                    self.select(id);
                }
            }
            None => {
                ui.label(t!(
                    "panels-editor-too-big",
                    nodes = self.tree.nodes.len(),
                    max = MAX_EDIT_NODES
                ));
            }
        }
        self.node_edit_ui(ui, valid);
    }

    /// Where tree node `id` (0 = root) was drawn last frame, in screen points.
    pub fn node_on_screen(&self, id: u32) -> Option<egui::Pos2> {
        let d = self.picture.drawing.as_ref()?;
        d.picture.screen_centre(*d.trace_of.get(id as usize)?)
    }
}

/// Whether the tree has chance nodes (nodes with probabilities).
fn has_chance(tree: &TreeSpec) -> bool {
    tree.nodes.iter().any(|n| !n.probabilities.is_empty())
}

/// The tree being edited (its text and whether MIN is at the root) as a scenario.
fn edited_tree(key: &Key) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: gametree_engine::scenario::TreeName::Edited,
                json: key.0.clone(),
            },
            min_root: key.1,
        },
        ..Scenario::default()
    }
}
