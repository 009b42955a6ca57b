//! The inspector: everything about the current (or clicked) node — player, depth, path,
//! α/β, value or bound, the position drawn — plus the call stack with each frame's window and
//! the counts so far next to what plain minimax visits on the same scenario.

use super::board::BoardClick;
use super::mode::Request;
use super::state::Loaded;
use crate::game::{Grid, GridRules, PositionView};
use crate::scenario::{GameChoice, Scenario};
use crate::teach::narrate::who;
use crate::trace::{NodeId, NodeState, Trace, show_bounded as bounded, show_value};
use egui::{Color32, RichText, Sense, Stroke, Ui, pos2, vec2};

/// Draws the inspector: the current or clicked node, the call stack and the counts. Returns
/// a search to run when a move value's subtree is not in this recording.
pub fn ui(ui: &mut Ui, loaded: &mut Loaded) -> Option<Request> {
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
    let view = trace.game.view(&trace.move_codes(id));
    let mut request = None;
    match &view {
        PositionView::Grid { rules, cells } => {
            request = board_with_values(ui, loaded, &trace, id, *rules, cells);
        }
        _ => position(ui, &view),
    }
    if trace.config.algorithm == crate::search::Algorithm::Mtdf {
        mtdf_passes(ui, loaded, &trace);
    }
    if matches!(trace.game.view(&[]), PositionView::Bones { .. }) {
        super::bones_graph_view::ui(ui, loaded);
    }
    if trace.tree.children(id).next().is_some() {
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
    request
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
        if n.has(crate::trace::flags::SHARED) {
            ui.label("below it");
            ui.label("shown once, under the last iteration that pruned it");
            ui.end_row();
        }
        if trace.is_alphabeta() && state != NodeState::Unseen && state != NodeState::Pruned {
            let (a, b) = window.unwrap_or((n.alpha, n.beta));
            // A leaf's window never moves: it is the one it was entered with.
            let moves = window.is_some() && trace.tree.children(id).next().is_some();
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
        PositionView::Grid { rules, cells } => {
            super::board::ui(ui, "inspector board", *rules, cells, 26.0, false, None);
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

/// The board of a tic-tac-toe, m,n,k or Connect Four node, with every legal move's value on it
/// when "move values" is on. A click on a value shows that move's child in the tree (or, when
/// the search never entered it, asks for a search from there).
fn board_with_values(
    ui: &mut Ui,
    loaded: &mut Loaded,
    trace: &Trace,
    id: NodeId,
    rules: GridRules,
    cells: &[char],
) -> Option<Request> {
    let text: String = cells.iter().collect();
    let Ok(grid) = Grid::from_position(rules, &text) else {
        super::board::ui(ui, "inspector board", rules, cells, 26.0, false, None);
        return None;
    };
    // Depth left below this node when the search was depth-limited.
    let depth = trace
        .config
        .depth
        .map(|d| d.saturating_sub(u32::from(trace.node(id).depth)).max(1));
    ui.checkbox(&mut loaded.show_move_values, "move values")
        .on_hover_text(
            "every legal move's value, each searched on its own; click one to open its subtree",
        );
    if !loaded.show_move_values {
        super::board::ui(ui, "inspector board", rules, cells, 26.0, false, None);
        return None;
    }
    if loaded.move_values.as_ref().is_none_or(|(k, _)| *k != text) {
        let values =
            crate::teach::move_values::move_values(&grid, depth).map_err(|e| e.to_string());
        loaded.move_values = Some((text.clone(), values));
    }
    let Some((_, values)) = &loaded.move_values else {
        return None;
    };
    let values = match values {
        Ok(v) => v.clone(),
        Err(e) => {
            ui.colored_label(super::toolkit::error_colour(ui), e);
            return None;
        }
    };
    ui.label(RichText::new(values.how()).small().weak());
    let click = super::board::ui(
        ui,
        "inspector board",
        rules,
        cells,
        30.0,
        false,
        Some(&values.moves),
    );
    let Some(BoardClick::Hint(mv)) = click else {
        return None;
    };
    let child = trace.tree.children(id).find(|&c| {
        let n = trace.node(c);
        n.move_code == u32::from(mv) && n.status == crate::trace::Status::Visited
    });
    if let Some(child) = child {
        loaded.selected = Some(child);
        loaded.reveal(child);
        loaded.center_on = Some(child);
        return None;
    }
    let mut after = grid;
    use crate::game::Game;
    after.play(mv);
    let mut config = trace.config.clone();
    config.depth = depth.map(|d| d.saturating_sub(1).max(1));
    Some(Request::Search(Scenario {
        game: GameChoice::of_grid(&after),
        config,
        ..Scenario::default()
    }))
}
