//! The classroom toolkit, one view per file: the tree editor, practice, compare, play against
//! the computer, plus the remembered settings and the presentation theme. Each view is a
//! struct with `ui(&mut self, ui)` that keeps its own state, so the app mounts it as a mode;
//! [`Toolkit`] bundles them behind a row of tabs for an app that wants them all at once.
//!
//! - [`editor`]: type or click a tree together, live errors, save/open, random trees;
//! - [`practice_view`]: the learner works a search by hand; Check, Show solution, score;
//! - [`compare_view`]: one scenario under several configurations, off the UI thread;
//! - [`play_view`]: tic-tac-toe and bones against alpha-beta, with "Show why";
//! - [`settings`]: presentation mode, font scale, last tree and scenario, saved atomically;
//! - [`theme`]: dark default or light high-contrast presentation theme.

#[path = "compare_view.rs"]
pub mod compare_view;
#[path = "editor.rs"]
pub mod editor;
#[path = "play_view.rs"]
pub mod play_view;
#[path = "practice_view.rs"]
pub mod practice_view;
#[path = "settings.rs"]
pub mod settings;
#[path = "theme.rs"]
pub mod theme;

use crate::scenario::Scenario;
use crate::trace::layout::{self, Layout};
use crate::trace::scene::{self, Anchor, Camera, Rgba, Scene, Shape, Style};
use crate::trace::{NodeId, Playback, Trace};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2};
use std::sync::Arc;

/// Which toolkit view is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Editor,
    Practice,
    Compare,
    Play,
}

impl Tool {
    pub const ALL: [Tool; 4] = [Tool::Editor, Tool::Practice, Tool::Compare, Tool::Play];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Editor => "Tree editor",
            Tool::Practice => "Practice",
            Tool::Compare => "Compare",
            Tool::Play => "Play",
        }
    }
}

/// All toolkit views behind tabs, and the settings they remember between runs.
pub struct Toolkit {
    pub tool: Tool,
    pub editor: editor::TreeEditor,
    pub practice: practice_view::PracticeView,
    pub compare: compare_view::CompareView,
    pub play: play_view::PlayView,
    pub settings: settings::SettingsStore,
    /// A scenario a view asked the stepper to open ("Search this tree", "Show why").
    request: Option<Scenario>,
}

impl Toolkit {
    /// The views, with the last edited tree from `settings`.
    pub fn new(settings: settings::SettingsStore) -> Toolkit {
        let text = settings.settings.tree_text.clone();
        Toolkit {
            tool: Tool::Editor,
            editor: if text.trim().is_empty() {
                editor::TreeEditor::default()
            } else {
                editor::TreeEditor::new(&text)
            },
            practice: practice_view::PracticeView::default(),
            compare: compare_view::CompareView::default(),
            play: play_view::PlayView::default(),
            settings,
            request: None,
        }
    }

    /// A scenario the learner asked to open in the stepper, once.
    pub fn take_request(&mut self) -> Option<Scenario> {
        self.request.take()
    }

    /// The tabs and the chosen view.
    pub fn ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for t in Tool::ALL {
                ui.selectable_value(&mut self.tool, t, t.name());
            }
        });
        ui.separator();
        match self.tool {
            Tool::Editor => {
                self.editor.ui(ui);
                if let Some(s) = self.editor.take_search_request() {
                    self.request = Some(s);
                }
                if let Some(s) = self.editor.take_practice_request() {
                    self.practice.set_scenario(s);
                    self.tool = Tool::Practice;
                }
            }
            Tool::Practice => self.practice.ui(ui),
            Tool::Compare => self.compare.ui(ui),
            Tool::Play => {
                self.play.ui(ui);
                if let Some(s) = self.play.take_why_request() {
                    self.request = Some(s);
                }
            }
        }
        let text = self.editor.text().to_owned();
        self.settings.update(|s| s.tree_text = text);
        self.settings.tick();
    }
}

/// A small picture of one step of a trace, drawn by the shared scene builder, with its layout
/// cached. Used by the editor, practice and compare views.
pub struct Picture {
    pub playback: Playback,
    layout: Layout,
    /// The scene drawn last frame (tests look at it; clicks are looked up in it).
    pub last_scene: Option<Scene>,
    /// Where on screen it was drawn.
    pub last_rect: Option<Rect>,
}

impl Picture {
    /// The picture of `trace` at step `step` (clamped to the end).
    pub fn new(trace: Arc<Trace>, step: usize) -> Picture {
        let layout = layout::tidy(&trace, |_| false);
        let mut playback = Playback::new(trace);
        playback.seek(step.min(playback.len()));
        Picture {
            playback,
            layout,
            last_scene: None,
            last_rect: None,
        }
    }

    /// Draws the picture in a `size` area (the whole tree fitted) and returns the node clicked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        size: Vec2,
        style: &Style,
        selected: Option<NodeId>,
    ) -> Option<NodeId> {
        let (rect, response) = ui.allocate_exact_size(size, Sense::click());
        let it = self
            .playback
            .trace()
            .iteration_at(self.playback.step().saturating_sub(1));
        let camera = Camera::fit(&self.layout, it, [rect.width(), rect.height()]);
        let scene = scene::build(&self.playback, &self.layout, &camera, style, selected);
        paint(ui.painter(), rect, &scene);
        let clicked = response
            .interact_pointer_pos()
            .filter(|_| response.clicked())
            .and_then(|p| scene.hit([p.x - rect.min.x, p.y - rect.min.y]));
        self.last_scene = Some(scene);
        self.last_rect = Some(rect);
        clicked
    }
}

pub fn colour(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, c.3)
}

/// Paints `scene` with its top-left corner at `rect.min`, clipped to `rect`: a plain
/// translation of the shapes, the drawing rules stay in `trace::scene`.
pub fn paint(painter: &egui::Painter, rect: Rect, scene: &Scene) {
    let painter = painter.with_clip_rect(rect);
    let o = rect.min.to_vec2();
    let at = |p: [f32; 2]| pos2(p[0], p[1]) + o;
    painter.rect_filled(rect, 0.0, colour(scene.background));
    for shape in &scene.shapes {
        match shape {
            Shape::Segments {
                points,
                width,
                color,
                dashed,
            } => {
                let stroke = Stroke::new(*width, colour(*color));
                for p in points.chunks_exact(2) {
                    let ab = [at(p[0]), at(p[1])];
                    if *dashed {
                        painter.extend(egui::Shape::dashed_line(&ab, stroke, 4.0, 3.0));
                    } else {
                        painter.line_segment(ab, stroke);
                    }
                }
            }
            Shape::Polygon {
                points,
                fill,
                stroke,
                stroke_width,
            } => {
                painter.add(egui::Shape::convex_polygon(
                    points.iter().map(|&p| at(p)).collect(),
                    colour(*fill),
                    Stroke::new(*stroke_width, colour(*stroke)),
                ));
            }
            Shape::Rect {
                min,
                max,
                fill,
                stroke,
                stroke_width,
                rounding,
            } => {
                painter.rect(
                    Rect::from_min_max(at(*min), at(*max)),
                    *rounding,
                    colour(*fill),
                    Stroke::new(*stroke_width, colour(*stroke)),
                    StrokeKind::Middle,
                );
            }
            Shape::Circle {
                center,
                radius,
                fill,
                stroke,
                stroke_width,
            } => {
                painter.circle(
                    at(*center),
                    *radius,
                    colour(*fill),
                    Stroke::new(*stroke_width, colour(*stroke)),
                );
            }
            Shape::Text {
                pos,
                text,
                size,
                color,
                anchor,
            } => {
                let align = match anchor {
                    Anchor::Center => Align2::CENTER_CENTER,
                    Anchor::Left => Align2::LEFT_CENTER,
                    Anchor::Right => Align2::RIGHT_CENTER,
                };
                painter.text(
                    at(*pos),
                    align,
                    text,
                    FontId::proportional(*size),
                    colour(*color),
                );
            }
        }
    }
}

/// Green for right, red for wrong, in the current theme.
pub fn verdict_colour(ui: &Ui, right: bool) -> Color32 {
    match (right, ui.visuals().dark_mode) {
        (true, true) => Color32::from_rgb(90, 210, 120),
        (true, false) => Color32::from_rgb(0, 120, 40),
        (false, true) => Color32::from_rgb(255, 110, 100),
        (false, false) => Color32::from_rgb(190, 0, 0),
    }
}

/// The colour error lines are shown in.
pub fn error_colour(ui: &Ui) -> Color32 {
    verdict_colour(ui, false)
}

impl Picture {
    /// Where node `id` was drawn last frame, in screen points (for tests that click it).
    pub fn screen_centre(&self, id: NodeId) -> Option<Pos2> {
        let rect = self.last_rect?;
        self.last_scene
            .as_ref()?
            .hits
            .iter()
            .find(|(n, _)| *n == id)
            .map(|(_, b)| rect.min + egui::vec2((b[0] + b[2]) / 2.0, (b[1] + b[3]) / 2.0))
    }
}
