//! The bones position graph in the inspector: heaps n … 0 as circles with arrows for the
//! takes, coloured win/lose as the retrograde analysis solves them one step at a time (with
//! its reason), the heap of the tree node under the pointer (or inspected) ringed, a clicked heap's tree nodes ringed in
//! the tree with how many there are, and the heaps the transposition table answered marked.

use super::state::Loaded;
use crate::keys::Action;
use crate::mode::Request;
use crate::stepper_panel::{Inner, PanelId, Slot, Spot, StepperPanel, Window};
use egui::{Align2, Color32, FontId, RichText, Sense, Stroke, Ui, pos2, vec2};
use gametree_engine::trace::{NodeId, Trace};
use gametree_teach::bones_graph::{Heaps, Solved, counts_explained, solve, why_multiples_lose};
use gametree_teach::t;

/// Most heaps drawn (a heap of up to 1,000 is allowed; the pattern shows long before).
const MAX_DRAWN: u32 = 60;

/// The graph's state for one recorded bones search.
#[derive(Clone, Debug)]
pub struct BonesGraph {
    /// The tree by heap.
    pub heaps: Heaps,
    /// Every heap solved, smallest first.
    pub solved: Vec<Solved>,
    /// How many heaps the analysis has solved so far (0 to n + 1).
    pub step: usize,
    /// The heap clicked: its tree nodes are ringed in the tree.
    pub chosen: Option<u32>,
    /// The graph is also shown large, in a window of its own.
    pub large: bool,
}

impl BonesGraph {
    /// The graph of a bones search; `None` for other games.
    pub fn of(trace: &Trace) -> Option<BonesGraph> {
        let heaps = Heaps::of(trace)?;
        let solved = solve(heaps.start, heaps.max_take);
        Some(BonesGraph {
            heaps,
            solved,
            step: 0,
            chosen: None,
            large: false,
        })
    }

    /// The tree nodes of the clicked heap.
    pub fn chosen_nodes(&self, trace: &Trace) -> Vec<NodeId> {
        self.chosen
            .map(|h| self.heaps.nodes_of(trace, h))
            .unwrap_or_default()
    }
}

/// The graph in the inspector, for bones searches: its state is the graph of the search
/// shown, made when first shown.
#[derive(Default)]
pub struct BonesGraphPanel {
    /// The graph, once made for the search shown.
    pub graph: Option<BonesGraph>,
}

impl StepperPanel for BonesGraphPanel {
    fn id(&self) -> PanelId {
        PanelId::BonesGraph
    }

    fn title(&self) -> String {
        t!("viewer-position-graph")
    }

    fn slot(&self) -> Slot {
        Slot::InInspector(Spot::AfterPosition)
    }

    fn key(&self) -> Option<Action> {
        None
    }

    fn is_open(&self, loaded: &Loaded, _: &Window) -> bool {
        matches!(
            loaded.trace().game.view(&[]),
            gametree_engine::game::PositionView::Bones { .. }
        )
    }

    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, _: &mut Inner<'_>) -> Option<Request> {
        let trace = loaded.trace().clone();
        if self.graph.is_none() {
            self.graph = BonesGraph::of(&trace);
        }
        let before = self.graph.as_ref().and_then(|g| g.chosen);
        graph_ui(ui, loaded, self.graph.as_mut()?);
        let g = self.graph.as_ref()?;
        if g.chosen != before {
            // The tree rings every node of the chosen heap.
            loaded.ringed = trace
                .tree
                .node_indices()
                .filter(|id| {
                    g.chosen.is_some() && g.heaps.heap_of.get(id.index()) == g.chosen.as_ref()
                })
                .collect();
        }
        None
    }

    fn new_trace(&mut self, _: &std::sync::Arc<Trace>) {
        self.graph = None;
    }
}

/// Draws the graph `g` of the bones search `loaded`, under the inspector's node facts.
fn graph_ui(ui: &mut Ui, loaded: &Loaded, g: &mut BonesGraph) {
    let trace = loaded.trace().clone();
    // The node under the pointer lights its heap up; else the inspected one.
    let here = loaded.hovered.unwrap_or_else(|| loaded.inspected());
    ui.separator();
    ui.heading(t!("viewer-position-graph"));
    ui.label(t!(
        "viewer-graph-summary",
        nodes = trace.tree.node_count(),
        positions = g.heaps.start + 1,
        start = g.heaps.start
    ));
    ui.label(RichText::new(t!("viewer-counts-heading")).strong());
    for line in counts_explained(&trace) {
        ui.label(line);
    }
    let here_heap = g.heaps.heap_of.get(here.index()).copied();
    let fit = Size::fitting(ui.available_width(), g.heaps.start.min(MAX_DRAWN), ui);
    g.picture_ui(ui, here_heap, fit);
    if ui
        .button(t!("viewer-graph-enlarge"))
        .on_hover_text(t!("viewer-graph-enlarge-hover"))
        .clicked()
    {
        g.large = !g.large;
    }
    if g.large {
        let mut open = true;
        egui::Window::new(t!("viewer-position-graph"))
            .id(egui::Id::unique("bones graph large"))
            .open(&mut open)
            .default_width(900.0)
            .show(ui.ctx(), |ui| {
                let n = g.heaps.start.min(MAX_DRAWN);
                g.picture_ui(ui, here_heap, Size::large(ui, n));
                if let Some(h) = g.chosen {
                    ui.label(RichText::new(g.heaps.heap_words(h)).strong());
                }
            });
        g.large = open;
    }
    if let Some(h) = g.chosen {
        ui.label(RichText::new(g.heaps.heap_words(h)).strong());
    }
    g.solve_ui(ui);
}

/// How large the graph is drawn: the gap between heaps, the circles' radius, the numbers'
/// font size and how far the arc of a take of 1 rises.
#[derive(Clone, Copy, Debug)]
struct Size {
    gap: f32,
    r: f32,
    font: f32,
    rise: f32,
}

impl Size {
    /// As large as `width` allows for heaps `n` … 0, never smaller than readable (the graph
    /// scrolls sideways then, starting at heap 0, where solving from the end starts).
    fn fitting(width: f32, n: u32, ui: &Ui) -> Size {
        let body = ui.text_style_height(&egui::TextStyle::Body);
        let gap = (width / (n as f32 + 1.0)).clamp(body * 1.3, body * 4.0);
        Size::of_gap(gap)
    }

    /// Large, for the window of its own: a projector can read it from the back.
    fn large(ui: &Ui, n: u32) -> Size {
        let body = ui.text_style_height(&egui::TextStyle::Body);
        let width = ui.available_width().max(900.0);
        Size::of_gap((width / (n as f32 + 1.0)).clamp(body * 4.0, body * 7.0))
    }

    fn of_gap(gap: f32) -> Size {
        let r = gap * 0.34;
        Size {
            gap,
            r,
            font: r * 1.05,
            rise: r * 0.9,
        }
    }
}

/// Where the heaps sit: `n` + 1 circles, largest heap on the left, under the arcs.
struct Geometry {
    rect: egui::Rect,
    n: u32,
    size: Size,
    /// How high the arcs go above the circles.
    arcs: f32,
}

impl Geometry {
    /// The centre of heap `h`'s circle.
    fn centre(&self, h: u32) -> egui::Pos2 {
        let gap = self.size.gap;
        let x = self.rect.min.x + gap * 0.5 + gap * (self.n - h.min(self.n)) as f32;
        pos2(x, self.rect.min.y + self.arcs + self.size.r + 4.0)
    }
}

impl BonesGraph {
    /// The heaps with the takes between them, drawn at `size`; a click chooses (or unchooses)
    /// a heap.
    fn picture_ui(&mut self, ui: &mut Ui, here_heap: Option<u32>, size: Size) {
        let n = self.heaps.start.min(MAX_DRAWN);
        let width = size.gap * (n as f32 + 1.0);
        let arcs = size.rise * (self.heaps.max_take as f32 + 0.5);
        let height = arcs + 2.0 * size.r + size.font + 14.0;
        egui::ScrollArea::horizontal()
            .id_salt(("bones graph", size.gap as u32))
            .stick_to_right(true)
            .show(ui, |ui| {
                let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
                let at = Geometry {
                    rect,
                    n,
                    size,
                    arcs,
                };
                self.takes(ui, &at);
                for h in 0..=n {
                    self.heap(ui, &at, h, here_heap);
                }
                if response.clicked()
                    && let Some(pos) = response.interact_pointer_pos()
                {
                    let dx = |h: u32| (at.centre(h).x - pos.x).abs();
                    let h = (0..=n).min_by(|&a, &b| dx(a).total_cmp(&dx(b)));
                    self.chosen = h.filter(|&h| self.chosen != Some(h));
                }
            });
    }

    /// An arrow for every take, as an arc above the heaps from the heap taken from to the
    /// heap left, with its head at the heap left; the larger the take, the higher the arc.
    fn takes(&self, ui: &Ui, at: &Geometry) {
        let p = ui.painter_at(at.rect);
        let colour = ui.visuals().text_color().gamma_multiply(0.55);
        let r = at.size.r;
        let head = (r * 0.6).max(6.0);
        for h in 1..=at.n {
            for t in 1..=self.heaps.max_take.min(h) {
                let (from, to) = (at.centre(h), at.centre(h - t));
                // The apex of the arc is `rise` higher per bone taken.
                let top = from.y - r - at.size.rise * t as f32;
                let control = pos2((from.x + to.x) / 2.0, 2.0 * top - from.y + r * 0.5);
                // Leave and arrive on the circles, facing the arc.
                let a = from + (control - from).normalized() * r;
                let b = to + (control - to).normalized() * (r + 1.0);
                let curve = egui::epaint::QuadraticBezierShape::from_points_stroke(
                    [a, control, b],
                    false,
                    Color32::TRANSPARENT,
                    Stroke::new(1.3, colour),
                );
                p.add(curve);
                // The head points along the curve's last direction.
                let dir = (b - control).normalized();
                let side = vec2(-dir.y, dir.x) * head * 0.45;
                let back = b - dir * head;
                p.add(egui::Shape::convex_polygon(
                    vec![b, back + side, back - side],
                    colour,
                    Stroke::NONE,
                ));
            }
        }
    }

    /// Whether heap `h` is solved yet: `Some(wins)` once it is.
    fn solved_yet(&self, h: u32) -> Option<bool> {
        match self.solved.get(h as usize) {
            Some(s) if (h as usize) < self.step => Some(s.wins),
            _ => None,
        }
    }

    /// Heap `h`: its circle coloured as solved, ringed when under the pointer (`here_heap`)
    /// or chosen, its number, the table's mark, and its name for screen readers.
    fn heap(&self, ui: &mut Ui, at: &Geometry, h: u32, here_heap: Option<u32>) {
        let p = ui.painter_at(at.rect);
        let faint = ui.visuals().weak_text_color();
        let (c, r) = (at.centre(h), at.size.r);
        let fill = match self.solved_yet(h) {
            Some(true) => Color32::from_rgb(40, 150, 80),
            Some(false) => Color32::from_rgb(200, 60, 50),
            None => Color32::from_gray(90),
        };
        p.circle_filled(c, r, fill);
        if Some(h) == here_heap {
            p.circle_stroke(
                c,
                r + 3.0,
                Stroke::new(2.5, Color32::from_rgb(255, 200, 50)),
            );
        }
        if Some(h) == self.chosen {
            p.circle_stroke(c, r + 6.0, Stroke::new(2.0, ui.visuals().text_color()));
        }
        p.text(
            c,
            Align2::CENTER_CENTER,
            h.to_string(),
            FontId::proportional(at.size.font),
            Color32::WHITE,
        );
        if self.heaps.table.get(h as usize).copied().unwrap_or(false) {
            p.text(
                pos2(c.x, c.y + r + 2.0),
                Align2::CENTER_TOP,
                t!("viewer-graph-tt-mark"),
                FontId::proportional(at.size.font * 0.8),
                faint,
            );
        }
        let heap_area = egui::Rect::from_center_size(c, vec2(2.0 * r, 2.0 * r));
        let label = match self.solved_yet(h) {
            Some(true) => t!("viewer-heap-wins", heap = h),
            Some(false) => t!("viewer-heap-loses", heap = h),
            None => t!("viewer-heap-unsolved", heap = h),
        };
        ui.interact(heap_area, ui.scope_id().with(("heap", h)), Sense::hover())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
    }

    /// Unsolve, Solve next, Solve all, how many are solved, and the last heap's reason.
    fn solve_ui(&mut self, ui: &mut Ui) {
        let total = self.solved.len();
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(self.step > 0, egui::Button::new(t!("viewer-unsolve")))
                .clicked()
            {
                self.step -= 1;
            }
            if ui
                .add_enabled(
                    self.step < total,
                    egui::Button::new(t!("viewer-solve-next")),
                )
                .clicked()
            {
                self.step += 1;
            }
            if ui
                .add_enabled(self.step < total, egui::Button::new(t!("viewer-solve-all")))
                .clicked()
            {
                self.step = total;
            }
            ui.label(t!("viewer-heaps-solved", solved = self.step, total = total));
        });
        match self.step {
            0 => ui.label(t!("viewer-solve-from-end")),
            s if s < total => ui.label(&self.solved[s - 1].why),
            _ => ui.label(why_multiples_lose(self.heaps.max_take)),
        };
    }
}
