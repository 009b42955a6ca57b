//! Compare's tables: the totals (root value, best move, nodes visited, cutoffs, table hits,
//! re-searches, passes, time per search) with the verdict on the values, and nodes visited by
//! depth. The totals say where each row was drawn, so the bar chart beside them lines up.

use super::super::{error_colour, verdict_colour};
use egui::{Rangef, RichText, Ui};
use gametree_engine::compare::Comparison;
use gametree_teach::Say;
use gametree_teach::compare_words::{configuration_name, time_note, totals_cells};
use gametree_teach::compare_words::{depths_shown, nodes_at_depths};
use gametree_teach::t;

/// A number in a table cell, right-aligned so digits line up.
fn number(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        ui.label(text)
    })
    .inner
}

/// Where the totals table was drawn: its heading row and each configuration's row, top to
/// bottom on screen.
pub struct Drawn {
    /// The heading row.
    pub heading: Rangef,
    /// One per row of the comparison, in order.
    pub rows: Vec<Rangef>,
}

/// The totals table and whether the values agree; returns where its rows were drawn.
pub fn totals(ui: &mut Ui, c: &Comparison) -> Drawn {
    // Plain minimax visits every node: the yardstick the others are measured against.
    let all = c
        .rows
        .iter()
        .filter(|r| r.config.algorithm == gametree_engine::search::Algorithm::Minimax)
        .filter_map(|r| r.result.as_ref().ok())
        .map(|x| x.nodes_visited)
        .next();
    let mut drawn = Drawn {
        heading: Rangef::NOTHING,
        rows: Vec::new(),
    };
    egui::Grid::new("compare totals")
        .striped(true)
        .num_columns(11)
        .show(ui, |ui| {
            for h in [
                t!("play-col-configuration"),
                t!("play-col-root-value"),
                t!("play-col-best-move"),
                t!("play-col-nodes-visited"),
                t!("play-col-of-minimax"),
                t!("play-col-cutoffs"),
                t!("play-col-tt-hits"),
                t!("play-col-re-searches"),
                t!("play-col-passes"),
                t!("play-col-time-per-search"),
            ] {
                let r = ui.label(RichText::new(h).strong());
                drawn.heading = drawn.heading.union(r.rect.y_range());
            }
            ui.end_row();
            for r in &c.rows {
                // Named again in the language in force (it may have changed since the run).
                let mut spot = ui.label(configuration_name(&r.config)).rect.y_range();
                match &r.result {
                    Ok(x) => {
                        let [
                            value,
                            best_move,
                            nodes,
                            cutoffs,
                            tt_hits,
                            re_searches,
                            passes,
                            time,
                        ] = totals_cells(x);
                        spot = spot.union(number(ui, RichText::new(value).strong()).rect.y_range());
                        ui.label(best_move);
                        number(ui, nodes);
                        match all.filter(|&a| a > 0) {
                            Some(a) => number(
                                ui,
                                format!("{:.0}%", 100.0 * x.nodes_visited as f64 / a as f64),
                            ),
                            None => number(ui, "—"),
                        };
                        for count in [cutoffs, tt_hits, re_searches, passes] {
                            number(ui, count);
                        }
                        number(ui, time).on_hover_text(time_note(x.repeats));
                        // An empty last column takes the spare width, so numbers stay put.
                        ui.label("");
                    }
                    Err(e) => {
                        ui.colored_label(error_colour(ui), e.say());
                    }
                }
                drawn.rows.push(spot);
                ui.end_row();
            }
        });
    if c.values_agree() {
        ui.colored_label(verdict_colour(ui, true), t!("play-compare-values-agree"));
    } else {
        ui.colored_label(verdict_colour(ui, false), t!("play-compare-values-differ"));
    }
    drawn
}

/// Nodes visited at each depth, one row per configuration (nothing when no row finished).
pub fn by_depth(ui: &mut Ui, c: &Comparison) {
    let depth = depths_shown(c);
    if depth == 0 {
        return;
    }
    ui.add_space(6.0);
    ui.label(RichText::new(t!("play-nodes-by-depth")).strong());
    if c.rows.iter().any(|r| r.config.iterative) {
        ui.label(RichText::new(t!("play-compare-iterative-note")).weak());
    }
    egui::ScrollArea::horizontal()
        .id_salt("by depth")
        .show(ui, |ui| {
            egui::Grid::new("compare by depth")
                .striped(true)
                .num_columns(depth + 2)
                .show(ui, |ui| {
                    ui.label(RichText::new(t!("play-col-configuration")).strong());
                    for d in 0..depth {
                        ui.label(RichText::new(t!("play-col-depth-n", depth = d)).strong());
                    }
                    ui.end_row();
                    for r in &c.rows {
                        if let Ok(x) = &r.result {
                            ui.label(configuration_name(&r.config));
                            for cell in nodes_at_depths(x, depth) {
                                number(ui, cell);
                            }
                            ui.label("");
                            ui.end_row();
                        }
                    }
                });
        });
}
