//! Compare's bar chart, drawn with egui's painter: nodes visited by each configuration, one
//! bar per row of the totals table, coloured by algorithm, each with its count at the end.
//! Beside the table the bars line up with its rows (the table names them); where there is no
//! room beside it the chart goes below at full width and names each bar itself.

use super::table::Drawn;
use crate::fonts::text_width;
use egui::{Align2, Color32, Rangef, Rect, RichText, Ui, UiBuilder, pos2};
use gametree_engine::compare::{Comparison, group};
use gametree_engine::search::Algorithm;
use gametree_teach::compare_words::configuration_name;
use gametree_teach::t;

/// Narrowest the chart is drawn beside the table, in points.
const MIN_BESIDE: f32 = 220.0;

/// One bar: the configuration's name, nodes visited (0 for a row that failed), its algorithm.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartBar {
    /// The configuration, named as in the table.
    pub name: String,
    /// Nodes visited: the bar's length.
    pub nodes: f64,
    algorithm: Algorithm,
}

/// The bars of a comparison, in the table's order.
pub fn bars(c: &Comparison) -> Vec<ChartBar> {
    c.rows
        .iter()
        .map(|r| ChartBar {
            name: configuration_name(&r.config),
            nodes: r.result.as_ref().map_or(0.0, |x| x.nodes_visited as f64),
            algorithm: r.config.algorithm,
        })
        .collect()
}

/// A colour per algorithm, so the families stand apart.
fn colour(a: Algorithm) -> Color32 {
    match a {
        Algorithm::Minimax => Color32::from_rgb(150, 150, 150),
        Algorithm::AlphaBeta => Color32::from_rgb(80, 140, 230),
        Algorithm::Pvs => Color32::from_rgb(170, 110, 220),
        Algorithm::Mtdf => Color32::from_rgb(230, 150, 60),
        _ => Color32::from_rgb(90, 180, 120),
    }
}

/// Draws the chart beside the table (its rows as `drawn`, the chart in the width left) or,
/// without room, below it; returns the bars drawn.
pub fn ui(ui: &mut Ui, c: &Comparison, drawn: &Drawn, table: Rect, room: Rect) -> Vec<ChartBar> {
    let bars = bars(c);
    let beside = room.right() - table.right() - 16.0;
    if beside >= MIN_BESIDE && drawn.rows.len() == bars.len() && drawn.heading.span() > 0.0 {
        let x = Rangef::new(table.right() + 16.0, room.right() - 4.0);
        let heading = Rect::from_x_y_ranges(x, drawn.heading);
        // Child areas beside the table: the table already holds this height in the layout.
        ui.new_child(UiBuilder::new().max_rect(heading))
            .vertical_centered(|ui| ui.label(RichText::new(t!("play-compare-chart")).strong()));
        let top = drawn.heading.max + 2.0;
        let bottom = drawn.rows.last().map_or(top, |r| r.max + 2.0);
        let rect = Rect::from_x_y_ranges(x, Rangef::new(top, bottom));
        let centres = drawn.rows.iter().map(|r| r.center() - top).collect();
        plot(ui, rect, &bars, centres, 0.0);
    } else {
        ui.add_space(6.0);
        ui.label(RichText::new(t!("play-compare-chart")).strong());
        let pitch = ui.text_style_height(&egui::TextStyle::Body) + 8.0;
        let body = egui::TextStyle::Body.resolve(ui.style());
        let widest = bars
            .iter()
            .map(|b| text_width(ui, &b.name, &body))
            .fold(0.0, f32::max);
        let (rect, _) = ui.allocate_exact_size(
            egui::vec2(ui.available_width(), pitch * bars.len() as f32 + 4.0),
            egui::Sense::hover(),
        );
        let centres = (0..bars.len())
            .map(|i| pitch * (i as f32 + 0.5) + 2.0)
            .collect();
        plot(ui, rect, &bars, centres, widest + 10.0);
    }
    bars
}

/// The bars in `rect`, bar `i` centred `centres[i]` points below its top; `names` points on
/// the left hold the names (0: no names). The longest bar takes four fifths of the width after
/// the names, leaving room for its count; pointing at a bar names it with its count.
fn plot(ui: &mut Ui, rect: Rect, bars: &[ChartBar], centres: Vec<f32>, names: f32) {
    let most = bars.iter().map(|b| b.nodes).fold(1.0, f64::max);
    let room = (rect.width() - names).max(40.0) / 1.25;
    let pitch = centres
        .windows(2)
        .map(|w| w[1] - w[0])
        .fold(f32::INFINITY, f32::min);
    let thick = if pitch.is_finite() { pitch * 0.7 } else { 16.0 };
    let text = ui.visuals().text_color();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let painter = ui.painter_at(rect);
    for (i, (b, &y)) in bars.iter().zip(&centres).enumerate() {
        let centre = rect.top() + y;
        let start = rect.left() + names;
        let end = start + (b.nodes / most) as f32 * room;
        let bar = Rect::from_x_y_ranges(start..=end, centre - thick / 2.0..=centre + thick / 2.0);
        painter.rect_filled(bar, 0.0, colour(b.algorithm));
        let count = group(b.nodes as u64);
        painter.text(
            pos2(end, centre),
            Align2::LEFT_CENTER,
            format!(" {count}"),
            font.clone(),
            text,
        );
        if names > 0.0 {
            painter.text(
                pos2(rect.left(), centre),
                Align2::LEFT_CENTER,
                &b.name,
                font.clone(),
                text,
            );
        }
        let row = Rect::from_x_y_ranges(rect.x_range(), bar.y_range());
        ui.interact(
            row,
            ui.scope_id().with(("compare bar", i)),
            egui::Sense::hover(),
        )
        .on_hover_text(format!("{}: {count}", b.name));
    }
}
