//! The inspector: everything about the current (or clicked) node — player, depth, path,
//! α/β, value or bound, the position drawn — plus the call stack with each frame's window and
//! the counts so far next to what plain minimax visits on the same scenario.

use super::board::BoardClick;
use super::mode::Request;
use super::state::Loaded;
use crate::keys::Action;
use crate::stepper_panel::{Inner, PanelId, Slot, Spot, StepperPanel, Window};
use egui::{Color32, RichText, Sense, Stroke, Ui, pos2, vec2};
use gametree_engine::game::{Grid, GridRules, PositionView};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::trace::{NodeId, NodeState, Trace, show_bounded as bounded, show_value};
use gametree_teach::Say;
use gametree_teach::narrate::who;
use gametree_teach::t;

/// The inspector, on the right: it keeps no state of its own (what is clicked is the
/// search's), and the bones graph and the MCTS comparison go inside it.
pub struct Inspector;

impl StepperPanel for Inspector {
    fn id(&self) -> PanelId {
        PanelId::Inspector
    }

    fn title(&self) -> String {
        t!("app-panel-inspector")
    }

    fn slot(&self) -> Slot {
        Slot::Right
    }

    fn key(&self) -> Option<Action> {
        Some(Action::InspectorPanel)
    }

    fn is_open(&self, _: &Loaded, window: &Window) -> bool {
        window.shown.inspector
    }

    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, inner: &mut Inner<'_>) -> Option<Request> {
        self::ui(ui, loaded, inner)
    }
}

/// Draws the inspector: the current or clicked node, the call stack and the counts, with the
/// panels inside it (`inner`). Returns a search to run when a move value's subtree is not in
/// this recording.
fn ui(ui: &mut Ui, loaded: &mut Loaded, inner: &mut Inner<'_>) -> Option<Request> {
    let trace = loaded.trace().clone();
    let id = loaded.inspected();
    ui.horizontal(|ui| {
        ui.heading(if loaded.selected.is_some() {
            t!("viewer-clicked-node")
        } else {
            t!("viewer-current-node")
        });
        if loaded.selected.is_some() && ui.small_button(t!("viewer-back-to-current")).clicked() {
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
    if trace.config.algorithm == gametree_engine::search::Algorithm::Mtdf {
        mtdf_passes(ui, loaded, &trace);
    }
    request = inner.show(ui, loaded, Spot::AfterPosition).or(request);
    chance_facts(ui, loaded, &trace, id);
    request = inner.show(ui, loaded, Spot::AfterNodeFacts).or(request);
    if trace.tree.children(id).next().is_some() {
        let label = if loaded.layouts.collapsed.contains(&id) {
            t!("viewer-expand-subtree")
        } else {
            t!("viewer-collapse-subtree")
        };
        if ui.small_button(label).clicked() {
            loaded.toggle_collapsed(id);
        }
    }
    ui.separator();
    ui.heading(t!("viewer-call-stack"));
    let stack = loaded.playback.stack();
    if stack.is_empty() {
        ui.label(t!("viewer-stack-empty"));
    }
    // One line a frame, wrapping at the panel's width: the frame's node, then its best (or
    // its sum) and window.
    for (k, &frame) in stack.iter().enumerate() {
        let mut text = who(&trace, frame);
        if let NodeState::Active { value, alpha, beta } = loaded.playback.state(frame) {
            let value = value.map_or("?".into(), show_value);
            // A chance node sums its children's shares; a player keeps a best.
            let best = if trace.is_chance(frame) {
                t!("viewer-stack-sum", value = value)
            } else {
                t!("viewer-stack-best", value = value)
            };
            text = format!("{text} — {best}");
            if trace.is_alphabeta() {
                let window = t!(
                    "viewer-window",
                    alpha = show_value(alpha),
                    beta = show_value(beta)
                );
                text = format!("{text}, {window}");
            }
        }
        let fill = if k % 2 == 1 {
            ui.visuals().faint_bg_color
        } else {
            Color32::TRANSPARENT
        };
        egui::Frame::new().fill(fill).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(text);
        });
    }
    ui.separator();
    counts(ui, loaded, &trace);
    request
}

/// MTD(f)'s passes so far at this depth, each with its test and answer, and the lower and
/// upper bounds they close in with.
fn mtdf_passes(ui: &mut Ui, loaded: &Loaded, trace: &Trace) {
    use gametree_teach::null_window::{bounds_text, mtdf_answers, mtdf_bounds};
    let step = loaded.playback.step();
    let it = trace.iteration_at(step.saturating_sub(1));
    let answers = mtdf_answers(trace, it, step);
    ui.separator();
    ui.heading(t!("viewer-mtdf-passes"));
    egui::Grid::new("passes").striped(true).show(ui, |ui| {
        for (k, (v, bound)) in answers.iter().enumerate() {
            ui.label(t!("viewer-pass", n = k + 1));
            ui.label(t!("viewer-pass-root-is", value = bounded(*v, *bound)));
            ui.end_row();
        }
    });
    let (lower, upper) = mtdf_bounds(trace, it, step);
    let text = if answers.is_empty() {
        t!("viewer-no-pass-yet")
    } else if lower == upper {
        t!("viewer-bounds-meet", value = show_value(lower))
    } else {
        bounds_text((lower, upper))
    };
    ui.label(RichText::new(text).strong());
}

fn node_facts(ui: &mut Ui, loaded: &Loaded, trace: &Trace, id: NodeId) {
    let n = trace.node(id);
    let state = loaded.playback.state(id);
    egui::Grid::new("node").num_columns(2).show(ui, |ui| {
        ui.label(t!("viewer-fact-node"));
        ui.label(RichText::new(who(trace, id)).strong());
        ui.end_row();
        ui.label(t!("viewer-fact-player"));
        ui.label(if trace.is_chance(id) {
            t!("viewer-die-decides")
        } else {
            t!("viewer-to-move", player = n.player.name())
        });
        ui.end_row();
        ui.label(t!("viewer-fact-depth"));
        ui.label(n.depth.to_string());
        ui.end_row();
        ui.label(t!("viewer-fact-path"));
        let moves: Vec<String> = trace
            .ancestry(id)
            .iter()
            .skip(1)
            .filter_map(|&a| gametree_teach::move_words::move_of(trace, a))
            .collect();
        ui.label(if moves.is_empty() {
            t!("viewer-path-root")
        } else {
            moves.join(" → ")
        });
        ui.end_row();
        let (value, window) = match state {
            NodeState::Unseen => (t!("viewer-value-unseen"), None),
            NodeState::Pruned => (t!("viewer-value-pruned"), None),
            NodeState::Active { value, alpha, beta } => (
                t!(
                    "viewer-value-best-so-far",
                    value = value.map_or("?".into(), show_value)
                ),
                Some((alpha, beta)),
            ),
            NodeState::Done { value, bound } => (
                t!("viewer-value-finished", value = bounded(value, bound)),
                None,
            ),
            NodeState::Counted { visits, wins } => (
                gametree_teach::mcts_words::counted(trace, id, visits, wins),
                None,
            ),
        };
        ui.label(t!("viewer-fact-value"));
        ui.label(value);
        ui.end_row();
        if loaded.options.negamax
            && let NodeState::Done {
                value: gametree_engine::search::Value::Int(value),
                bound,
            } = state
        {
            let (v, b) = gametree_engine::trace::side_view(n.player, value, bound);
            ui.label(t!("viewer-fact-negamax"));
            ui.label(t!(
                "viewer-negamax-for",
                value = bounded(v, b),
                player = n.player.name()
            ));
            ui.end_row();
        }
        if n.has(gametree_engine::trace::flags::RESEARCH) {
            ui.label(t!("viewer-fact-visit"));
            ui.label(t!("viewer-visit-research"));
            ui.end_row();
        } else if n.has(gametree_engine::trace::flags::PROBE) {
            ui.label(t!("viewer-fact-visit"));
            ui.label(t!("viewer-visit-probe"));
            ui.end_row();
        }
        if n.has(gametree_engine::trace::flags::SHARED) {
            ui.label(t!("viewer-fact-below-it"));
            ui.label(t!("viewer-shared-below"));
            ui.end_row();
        }
        if trace.is_alphabeta() && state != NodeState::Unseen && state != NodeState::Pruned {
            let (a, b) = window.unwrap_or((n.alpha, n.beta));
            // A leaf's window never moves: it is the one it was entered with.
            let moves = window.is_some() && trace.tree.children(id).next().is_some();
            ui.label(if moves {
                t!("viewer-fact-window-now")
            } else {
                t!("viewer-fact-window-on-entry")
            });
            ui.label(t!(
                "viewer-window",
                alpha = show_value(a),
                beta = show_value(b)
            ));
            ui.end_row();
        }
    });
}

/// Draws a position: a tic-tac-toe board, a heap of bones as sticks, or a tree node's name.
fn position(ui: &mut Ui, view: &PositionView) {
    match view {
        PositionView::Grid { rules, cells } => {
            let cell = super::board::cell_to_fit(ui.available_width(), rules.cols, 26.0);
            super::board::ui(ui, "inspector board", *rules, cells, cell, false, None);
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
            ui.label(t!("viewer-bones-left", left = *left, max_take = *max_take));
        }
        PositionView::Tree { label } => {
            ui.label(
                RichText::new(t!("viewer-tree-node", label = label.as_str()))
                    .size(super::scaled(ui, 18.0)),
            );
        }
        PositionView::Dice {
            counter,
            target,
            rolling,
            to_move,
        } => {
            ui.label(gametree_teach::words::dice_position(
                *counter, *target, *rolling, *to_move,
            ));
        }
        PositionView::Text(t) => {
            ui.label(t);
        }
    }
}

/// The rows of the counts table: (name, so far, whole search). Each search counts what it
/// does: the minimax family its cutoffs and table hits, expectiminimax its chance nodes, MCTS
/// its iterations and the nodes its tree has grown to.
fn count_rows(
    c: &gametree_engine::trace::playback::Counts,
    total: &gametree_engine::search::Stats,
    algorithm: gametree_engine::search::Algorithm,
) -> Vec<(String, u64, u64)> {
    use gametree_engine::search::Algorithm;
    let visited = (t!("viewer-count-visited"), c.visited, total.nodes_visited);
    let leaves = (t!("viewer-count-leaves"), c.leaves, total.leaves_evaluated);
    match algorithm {
        Algorithm::Mcts => vec![
            (
                t!("viewer-count-iterations"),
                c.iterations,
                total.mcts_iterations,
            ),
            (
                t!("viewer-count-tree-nodes"),
                c.visited,
                total.nodes_visited,
            ),
        ],
        Algorithm::Expectiminimax => vec![
            visited,
            leaves,
            (
                t!("viewer-count-chance"),
                c.expectations,
                total.chance_nodes,
            ),
        ],
        _ => {
            let mut rows = vec![
                visited,
                leaves,
                (t!("viewer-count-cutoffs"), c.cutoffs, total.cutoffs),
                (t!("viewer-count-tt-hits"), c.tt_hits, total.tt_hits),
            ];
            if total.re_searches > 0 || algorithm == Algorithm::Pvs {
                rows.push((
                    t!("viewer-count-re-searches"),
                    c.re_searches,
                    total.re_searches,
                ));
            }
            if total.passes > 0 {
                rows.push((t!("viewer-count-passes"), c.passes, u64::from(total.passes)));
            }
            rows
        }
    }
}

fn counts(ui: &mut Ui, loaded: &Loaded, trace: &Trace) {
    ui.heading(t!("viewer-counts-so-far"));
    let c = loaded.playback.counts();
    let total = &trace.outcome.stats;
    egui::Grid::new("counts").num_columns(3).show(ui, |ui| {
        ui.label("");
        ui.label(t!("viewer-counts-now"));
        ui.label(t!("viewer-counts-whole-search"));
        ui.end_row();
        let rows = count_rows(&c, total, trace.config.algorithm);
        for (name, now, all) in rows {
            // A name is never broken inside a word ("cutoff / s" at 1280 px).
            ui.add(egui::Label::new(name).wrap_mode(egui::TextWrapMode::Extend));
            ui.label(now.to_string());
            ui.label(all.to_string());
            ui.end_row();
        }
    });
    if total.cutoffs > 0 {
        let (max, min, shallow, deep) = loaded.playback.cutoff_kinds_so_far();
        ui.label(t!(
            "viewer-cutoff-kinds",
            max = max,
            min = min,
            shallow = shallow,
            deep = deep
        ));
    }
    match trace.minimax_nodes {
        _ if !trace.config.algorithm.is_minimax_family() => {}
        Some(m) => {
            let pct = 100.0 * total.nodes_visited as f64 / m.max(1) as f64;
            ui.label(t!(
                "viewer-minimax-comparison",
                minimax = m,
                visited = total.nodes_visited,
                percent = format!("{pct:.0}")
            ));
        }
        None => {
            ui.label(t!("viewer-minimax-unknown"));
        }
    }
    if loaded.playback.finished() {
        let o = &trace.outcome;
        ui.label(
            RichText::new(t!(
                "viewer-result",
                value = show_value(o.root_value),
                best_move = o.best_move.as_deref().map_or_else(
                    || t!("viewer-result-no-move"),
                    |m| gametree_teach::move_words::say_move(trace, m)
                ),
                line = gametree_teach::summary::best_line(trace).join(" → ")
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
    let cell = super::board::cell_to_fit(ui.available_width(), rules.cols, 26.0);
    let Ok(grid) = Grid::from_position(rules, &text) else {
        super::board::ui(ui, "inspector board", rules, cells, cell, false, None);
        return None;
    };
    // Depth left below this node when the search was depth-limited.
    let depth = trace
        .config
        .depth
        .map(|d| d.saturating_sub(u32::from(trace.node(id).depth)).max(1));
    ui.checkbox(
        &mut loaded.options.show_move_values,
        t!("viewer-move-values"),
    )
    .on_hover_text(t!("viewer-move-values-hint"));
    if !loaded.options.show_move_values {
        super::board::ui(ui, "inspector board", rules, cells, cell, false, None);
        return None;
    }
    if loaded
        .caches
        .move_values
        .as_ref()
        .is_none_or(|(k, _)| *k != text)
    {
        let values = crate::searches::move_values(&grid, depth);
        loaded.caches.move_values = Some((text.clone(), values));
    }
    let Some((_, values)) = &loaded.caches.move_values else {
        return None;
    };
    let values = match values {
        Ok(v) => v.clone(),
        Err(e) => {
            ui.colored_label(super::toolkit::error_colour(ui), e.say());
            return None;
        }
    };
    ui.label(RichText::new(values.how()).small().weak());
    let cell = super::board::cell_to_fit(ui.available_width(), rules.cols, 30.0);
    let click = super::board::ui(
        ui,
        "inspector board",
        rules,
        cells,
        cell,
        false,
        Some(&values.moves),
    );
    let Some(BoardClick::Hint(mv)) = click else {
        return None;
    };
    let child = trace.tree.children(id).find(|&c| {
        let n = trace.node(c);
        n.move_code == u32::from(mv) && n.status == gametree_engine::trace::Status::Visited
    });
    if let Some(child) = child {
        loaded.selected = Some(child);
        loaded.reveal(child);
        loaded.viewport.center_on = Some(child);
        return None;
    }
    let mut after = grid;
    use gametree_engine::game::Rules;
    after.play(mv);
    let mut config = trace.config.clone();
    config.depth = depth.map(|d| d.saturating_sub(1).max(1));
    Some(Request::Search(Scenario {
        game: GameChoice::of_grid(&after),
        config,
        ..Scenario::default()
    }))
}

/// What games of chance and sampling add about the inspected node: a chance node's expectation
/// written out (expectiminimax), an MCTS node's UCB terms when it was last chosen.
fn chance_facts(ui: &mut Ui, loaded: &Loaded, trace: &Trace, id: NodeId) {
    if trace.is_chance(id) && trace.chance.as_ref().is_some_and(|c| !c.values.is_empty()) {
        ui.label(t!(
            "viewer-expectation",
            sum = gametree_teach::expectation::weighted_average(trace, id)
        ));
    }
    let Some(view) = trace.mcts_view() else {
        return;
    };
    let done = loaded.playback.step() / 4;
    let Some(parent) = trace.parent(id) else {
        return;
    };
    // The last iteration (before this step) whose selection went through this node.
    let last = (0..done).rev().find(|&k| {
        let selected = view.record.iteration(k).selected;
        trace.ancestry(selected).windows(2).any(|w| w[1] == id)
    });
    match last {
        Some(k) if !trace.is_chance(parent) => {
            let terms = view.terms(parent, k);
            if let Some(term) = terms.iter().find(|x| x.child as usize == id.index()) {
                let [mean, explore, ucb] = gametree_teach::mcts_words::ucb_shown(term);
                ui.label(t!(
                    "viewer-ucb-last",
                    equals = gametree_teach::mcts_words::ucb_equals(term),
                    iteration = k + 1,
                    mean = mean,
                    explore = explore,
                    ucb = ucb
                ));
            }
        }
        Some(k) => {
            ui.label(t!("viewer-thrown-last", iteration = k + 1));
        }
        None => {
            ui.label(t!("viewer-never-selected"));
        }
    }
}
