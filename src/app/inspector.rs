//! The inspector: everything about the current (or clicked) node — player, depth, path,
//! α/β, value or bound, the position drawn — plus the call stack with each frame's window and
//! the counts so far next to what plain minimax visits on the same scenario.

use super::state::Loaded;
use crate::game::PositionView;
use crate::teach::narrate::who;
use crate::trace::{NodeId, NodeState, Trace, show_bounded as bounded, show_value};
use egui::{Color32, RichText, Sense, Stroke, Ui, pos2, vec2};

/// Draws the inspector: the current or clicked node, the call stack and the counts.
pub fn ui(ui: &mut Ui, loaded: &mut Loaded) {
    let trace = loaded.trace().clone();
    let id = loaded.inspected();
    ui.horizontal(|ui| {
        ui.heading(if loaded.selected.is_some() {
            "Clicked node"
        } else {
            "Current node"
        });
        if loaded.selected.is_some() && ui.small_button("back to current").clicked() {
            loaded.selected = None;
        }
    });
    node_facts(ui, loaded, &trace, id);
    position(ui, &trace.game.view(&trace.move_codes(id)));
    if trace.config.algorithm == crate::search::Algorithm::Mtdf {
        mtdf_passes(ui, loaded, &trace);
    }
    if matches!(trace.game.view(&[]), PositionView::Bones { .. }) {
        super::bones_graph_view::ui(ui, loaded);
    }
    if trace.tree.neighbors(id).next().is_some() {
        let label = if loaded.collapsed.contains(&id) {
            "expand subtree"
        } else {
            "collapse subtree"
        };
        if ui.small_button(label).clicked() {
            loaded.toggle_collapsed(id);
        }
    }
    ui.separator();
    ui.heading("Call stack");
    let stack = loaded.playback.stack();
    if stack.is_empty() {
        ui.label("(empty)");
    }
    egui::Grid::new("stack").striped(true).show(ui, |ui| {
        for &frame in &stack {
            ui.label(who(&trace, frame));
            match loaded.playback.state(frame) {
                NodeState::Active { value, alpha, beta } => {
                    ui.label(format!("best {}", value.map_or("?".into(), show_value)));
                    if trace.is_alphabeta() {
                        ui.label(format!(
                            "α = {}, β = {}",
                            show_value(alpha),
                            show_value(beta)
                        ));
                    }
                }
                _ => {
                    ui.label("");
                }
            }
            ui.end_row();
        }
    });
    ui.separator();
    counts(ui, loaded, &trace);
}

/// MTD(f)'s passes so far at this depth, each with its test and answer, and the lower and
/// upper bounds they close in with.
fn mtdf_passes(ui: &mut Ui, loaded: &Loaded, trace: &Trace) {
    use crate::teach::null_window::{bounds_text, mtdf_answers, mtdf_bounds};
    let step = loaded.playback.step();
    let it = trace.iteration_at(step.saturating_sub(1));
    let answers = mtdf_answers(trace, it, step);
    ui.separator();
    ui.heading("MTD(f) passes");
    egui::Grid::new("passes").striped(true).show(ui, |ui| {
        for (k, (v, bound)) in answers.iter().enumerate() {
            ui.label(format!("pass {}", k + 1));
            ui.label(format!("the root is {}", bounded(*v, *bound)));
            ui.end_row();
        }
    });
    let (lower, upper) = mtdf_bounds(trace, it, step);
    let text = if answers.is_empty() {
        "no pass finished yet".to_string()
    } else if lower == upper {
        format!("the bounds meet: the value is {}", show_value(lower))
    } else {
        bounds_text((lower, upper))
    };
    ui.label(RichText::new(text).strong());
}

fn node_facts(ui: &mut Ui, loaded: &Loaded, trace: &Trace, id: NodeId) {
    let n = trace.node(id);
    let state = loaded.playback.state(id);
    egui::Grid::new("node").num_columns(2).show(ui, |ui| {
        ui.label("node");
        ui.label(RichText::new(who(trace, id)).strong());
        ui.end_row();
        ui.label("player");
        ui.label(format!("{} to move", n.player.name()));
        ui.end_row();
        ui.label("depth");
        ui.label(n.depth.to_string());
        ui.end_row();
        ui.label("path");
        let moves: Vec<String> = trace
            .ancestry(id)
            .iter()
            .skip(1)
            .filter_map(|&a| trace.move_text(a))
            .collect();
        ui.label(if moves.is_empty() {
            "(root)".into()
        } else {
            moves.join(" → ")
        });
        ui.end_row();
        let (value, window) = match state {
            NodeState::Unseen => ("not reached yet".to_string(), None),
            NodeState::Pruned => ("pruned: never searched".to_string(), None),
            NodeState::Active { value, alpha, beta } => (
                format!("best so far {}", value.map_or("?".into(), show_value)),
                Some((alpha, beta)),
            ),
            NodeState::Done { value, bound } => {
                (format!("finished: {}", bounded(value, bound)), None)
            }
        };
        ui.label("value");
        ui.label(value);
        ui.end_row();
        if loaded.negamax
            && let NodeState::Done { value, bound } = state
        {
            let (v, b) = crate::trace::side_view(n.player, value, bound);
            ui.label("negamax");
            ui.label(format!("{} for {}", bounded(v, b), n.player.name()));
            ui.end_row();
        }
        if n.has(crate::trace::flags::RESEARCH) {
            ui.label("visit");
            ui.label("second: its null-window test beat the bound");
            ui.end_row();
        } else if n.has(crate::trace::flags::PROBE) {
            ui.label("visit");
            ui.label("a null-window test");
            ui.end_row();
        }
        if trace.is_alphabeta() && state != NodeState::Unseen && state != NodeState::Pruned {
            let (a, b) = window.unwrap_or((n.alpha, n.beta));
            // A leaf's window never moves: it is the one it was entered with.
            let moves = window.is_some() && trace.tree.neighbors(id).next().is_some();
            ui.label(if moves {
                "α, β now"
            } else {
                "α, β on entry"
            });
            ui.label(format!("α = {}, β = {}", show_value(a), show_value(b)));
            ui.end_row();
        }
    });
}

/// Draws a position: a tic-tac-toe board, a heap of bones as sticks, or a tree node's name.
fn position(ui: &mut Ui, view: &PositionView) {
    match view {
        PositionView::Board(cells) => {
            let cell = 26.0;
            let (rect, _) = ui.allocate_exact_size(vec2(cell * 3.0, cell * 3.0), Sense::hover());
            let p = ui.painter();
            let line = Stroke::new(1.5, ui.visuals().text_color());
            for k in 1..3 {
                let d = k as f32 * cell;
                p.line_segment(
                    [rect.min + vec2(d, 0.0), rect.min + vec2(d, cell * 3.0)],
                    line,
                );
                p.line_segment(
                    [rect.min + vec2(0.0, d), rect.min + vec2(cell * 3.0, d)],
                    line,
                );
            }
            for (i, &c) in cells.iter().enumerate() {
                if c == '.' {
                    continue;
                }
                let centre = rect.min
                    + vec2(
                        (i % 3) as f32 * cell + cell / 2.0,
                        (i / 3) as f32 * cell + cell / 2.0,
                    );
                let colour = if c == 'X' {
                    Color32::from_rgb(95, 155, 255)
                } else {
                    Color32::from_rgb(255, 135, 85)
                };
                p.text(
                    centre,
                    egui::Align2::CENTER_CENTER,
                    c,
                    egui::FontId::monospace(20.0),
                    colour,
                );
            }
        }
        PositionView::Bones { left, max_take } => {
            let shown = (*left).min(40);
            let (rect, _) =
                ui.allocate_exact_size(vec2(shown as f32 * 7.0 + 4.0, 28.0), Sense::hover());
            for k in 0..shown {
                let x = rect.min.x + 4.0 + k as f32 * 7.0;
                ui.painter().line_segment(
                    [pos2(x, rect.min.y + 2.0), pos2(x, rect.max.y - 2.0)],
                    Stroke::new(3.0, Color32::from_rgb(230, 220, 190)),
                );
            }
            ui.label(format!("{left} bones left, take 1–{max_take}"));
        }
        PositionView::Tree { label } => {
            ui.label(RichText::new(format!("tree node {label}")).size(super::scaled(ui, 18.0)));
        }
        PositionView::Text(t) => {
            ui.label(t);
        }
    }
}

fn counts(ui: &mut Ui, loaded: &Loaded, trace: &Trace) {
    ui.heading("Counts so far");
    let c = loaded.playback.counts();
    let total = &trace.outcome.stats;
    egui::Grid::new("counts").num_columns(3).show(ui, |ui| {
        ui.label("");
        ui.label("now");
        ui.label("whole search");
        ui.end_row();
        let mut rows = vec![
            ("visited", c.visited, total.nodes_visited),
            ("leaves", c.leaves, total.leaves_evaluated),
            ("cutoffs", c.cutoffs, total.cutoffs),
            ("TT hits", c.tt_hits, total.tt_hits),
        ];
        if total.re_searches > 0 || trace.config.algorithm == crate::search::Algorithm::Pvs {
            rows.push(("re-searches", c.re_searches, total.re_searches));
        }
        if total.passes > 0 {
            rows.push(("passes", c.passes, u64::from(total.passes)));
        }
        for (name, now, all) in rows {
            ui.label(name);
            ui.label(now.to_string());
            ui.label(all.to_string());
            ui.end_row();
        }
    });
    match trace.minimax_nodes {
        Some(m) => {
            let pct = 100.0 * total.nodes_visited as f64 / m.max(1) as f64;
            ui.label(format!(
                "Plain minimax visits {m} nodes here; this search visits {} ({pct:.0}%).",
                total.nodes_visited
            ));
        }
        None => {
            ui.label("Plain minimax count: not known (over the node budget).");
        }
    }
    if loaded.playback.finished() {
        let o = &trace.outcome;
        ui.label(
            RichText::new(format!(
                "Result: value {}, best move {}, best line {}",
                show_value(o.root_value),
                o.best_move.as_deref().unwrap_or("none"),
                crate::teach::summary::best_line(trace).join(" → ")
            ))
            .strong(),
        );
    }
}
