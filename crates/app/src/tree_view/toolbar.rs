//! The toolbar above the tree: fit, zoom, follow, MTD(f)'s passes, the View menu's switches
//! (only the active path, the negamax view, the windows on edges, the minimap) and the find box.

use super::passes;
use crate::keys::{self, Action};
use crate::state::Loaded;
use egui::Ui;
use gametree_teach::t;

/// The toolbar above the tree: one row whatever the width (it scrolls sideways when narrow),
/// so the tree's canvas keeps the size `render --size` draws (`gametree_draw::canvas`).
pub fn toolbar(ui: &mut Ui, loaded: &mut Loaded) {
    egui::ScrollArea::horizontal()
        .id_salt("tree toolbar")
        // No bar: a floating bar would lie over the buttons' lower half and take their
        // clicks; the row scrolls by dragging it or by the wheel.
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysHidden)
        .scroll_source(egui::scroll_area::ScrollSource {
            drag: egui::scroll_area::DragScroll::Always,
            ..Default::default()
        })
        .show(ui, |ui| toolbar_row(ui, loaded));
}

/// The toolbar's buttons, switches and find box; MTD(f)'s passes first (the row's end may be
/// scrolled out of view, and the passes are what such a tree's view is about).
fn toolbar_row(ui: &mut Ui, loaded: &mut Loaded) {
    ui.horizontal(|ui| {
        passes::selector(ui, loaded);
        if ui
            .button(t!("viewer-fit"))
            .on_hover_text(t!("viewer-fit-hint"))
            .clicked()
        {
            loaded.viewport.fit_requested = true;
        }
        if ui
            .button("−")
            .on_hover_text(t!("viewer-zoom-out"))
            .clicked()
        {
            super::zoom_centre(loaded, 1.0 / 1.25);
        }
        if ui.button("+").on_hover_text(t!("viewer-zoom-in")).clicked() {
            super::zoom_centre(loaded, 1.25);
        }
        ui.checkbox(&mut loaded.viewport.follow, t!("viewer-follow-current"));
        // The rest of the view's switches in one menu, so the row fits beside the Code panel.
        ui.menu_button(t!("viewer-view-menu"), |ui| view_switches(ui, loaded))
            .response
            .on_hover_text(t!("viewer-view-menu-hint"));
        // Expanded, the whole tree is fitted (once it is laid out); folded again, the view
        // opens the levels that fit.
        if !loaded.layouts.collapsed.is_empty() {
            if ui.button(t!("viewer-expand-all")).clicked() {
                loaded.layouts.expand_all();
                loaded.viewport.fit_requested = true;
            }
        } else if !loaded.layouts.auto_fold
            && ui
                .button(t!("viewer-fold-to-fit"))
                .on_hover_text(t!("viewer-fold-to-fit-hint"))
                .clicked()
        {
            loaded.layouts.fold_again();
            loaded.viewport.fit_requested = true;
        }
        let l = ui.label(t!("viewer-find"));
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut loaded.find.text)
                    .desired_width(120.0)
                    .hint_text(gametree_teach::move_words::find_example(
                        loaded.playback.trace(),
                    )),
            )
            .labelled_by(l.id)
            .on_hover_text(t!("viewer-find-hint"));
        if r.lost_focus() && ui.input(|i| i.key_pressed(keys::key(Action::Confirm))) {
            let moves = loaded.find.text.clone();
            loaded.find.error = loaded.find(&moves).err();
            loaded.viewport.followed_step = None;
        }
        if let Some(e) = &loaded.find.error {
            ui.colored_label(
                crate::toolkit::error_colour(ui),
                gametree_teach::Say::say(e),
            );
        }
    });
}

/// The view's switches: only the active path, the negamax view (V), the windows on edges (W,
/// alpha-beta), the minimap.
fn view_switches(ui: &mut Ui, loaded: &mut Loaded) {
    ui.checkbox(
        &mut loaded.options.only_active_path,
        t!("viewer-only-active-path"),
    );
    ui.checkbox(&mut loaded.options.negamax, t!("viewer-negamax-view"))
        .on_hover_text(t!("viewer-negamax-view-hint"));
    if loaded.playback.trace().is_alphabeta() {
        ui.checkbox(&mut loaded.options.edge_windows, t!("viewer-edge-windows"))
            .on_hover_text(t!("viewer-edge-windows-hint"));
    }
    ui.checkbox(&mut loaded.viewport.minimap, t!("viewer-minimap"));
}
