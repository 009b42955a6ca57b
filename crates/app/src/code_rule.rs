//! Alpha-beta's rule as a small table (issue 27): for a MAX or a MIN node, what a child's value
//! v does against the window (α, β) it is compared with — keep the bound, move it, or cut off —
//! with the cell of the current step lit, as the CMU 15-150 visualizer shows its rule table.
//! Kept to our fail-soft convention: a cut returns v itself, and a tie at the bound cuts.

use crate::state::Loaded;
use egui::{RichText, Ui};
use gametree_engine::game::Player;
use gametree_engine::trace::NodeId;
use gametree_engine::trace::code_lines::Line;
use gametree_teach::t;

/// Where a child's value falls against the window it meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// v ≤ α.
    Low,
    /// α < v < β.
    Inside,
    /// v ≥ β.
    High,
}

/// The cell the step at `loaded`'s playback lights: the node `n` that just took a child's
/// value (its lines include the backup), its player and where its best value fell against the
/// window it had before this step.
pub fn cell(loaded: &Loaded, n: NodeId, lines: &[Line]) -> Option<(Player, Zone)> {
    let pb = &loaded.playback;
    let trace = pb.trace();
    // The backup that compares a value with the window, and the cutoff that follows it.
    let compares = [Line::Backup, Line::CutTest, Line::Cut]
        .iter()
        .any(|l| lines.contains(l));
    if !trace.is_alphabeta() || !compares || pb.step() == 0 {
        return None;
    }
    let v = pb.best_so_far(n)?;
    // The window the value met: before the backup (at a cutoff step, one step further back).
    let mut before = pb.clone();
    before.back();
    if !lines.contains(&Line::Backup) {
        before.back();
    }
    let (alpha, beta) = before.window(n)?;
    let zone = if v <= alpha {
        Zone::Low
    } else if v >= beta {
        Zone::High
    } else {
        Zone::Inside
    };
    Some((trace.node(n).player, zone))
}

/// The table, with `lit` lit; in a short panel (`compact`) under a short title whose hover
/// says the whole of it.
pub fn ui(ui: &mut Ui, lit: Option<(Player, Zone)>, compact: bool) {
    if compact {
        ui.label(RichText::new(t!("code-rule-title-short")).strong())
            .on_hover_text(t!("code-rule-title"));
    } else {
        ui.label(RichText::new(t!("code-rule-title")).strong());
    }
    let now = ui.visuals().selection.bg_fill;
    egui::Grid::new("code-rule").striped(true).show(ui, |ui| {
        ui.label("");
        for head in [
            t!("code-rule-low"),
            t!("code-rule-inside"),
            t!("code-rule-high"),
        ] {
            ui.label(RichText::new(head).monospace());
        }
        ui.end_row();
        for (player, name, cells) in [
            (
                Player::Max,
                "MAX",
                [
                    t!("code-rule-keep-alpha"),
                    t!("code-rule-raise-alpha"),
                    t!("code-rule-cut"),
                ],
            ),
            (
                Player::Min,
                "MIN",
                [
                    t!("code-rule-cut"),
                    t!("code-rule-lower-beta"),
                    t!("code-rule-keep-beta"),
                ],
            ),
        ] {
            ui.label(RichText::new(name).strong());
            for (zone, text) in [Zone::Low, Zone::Inside, Zone::High].into_iter().zip(cells) {
                let mut text = RichText::new(text);
                if lit == Some((player, zone)) {
                    text = text.background_color(now).strong();
                }
                ui.label(text);
            }
            ui.end_row();
        }
    });
}
