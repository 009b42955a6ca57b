//! MTD(f)'s passes in the tree view: each pass searches the tree again from the root, so the
//! toolbar offers the passes of the depth being searched and the view can draw a finished
//! pass's tree as it ended, next to the one being searched now (stepping goes back to it).

use crate::state::Loaded;
use egui::Ui;
use gametree_engine::trace::{Playback, Trace};
use gametree_teach::t;

/// The passes of the depth being searched at `step`, as iteration indexes, oldest first, up to
/// the one under way (empty when the search makes no passes).
pub(super) fn passes_so_far(trace: &Trace, step: usize) -> Vec<usize> {
    let now = trace.iteration_at(step.saturating_sub(1));
    match trace.pass_number(now) {
        Some(n) => (now + 1 - n..=now).collect(),
        None => Vec::new(),
    }
}

/// The finished pass chosen to be drawn (iteration index), if it is still valid: chosen at
/// this step and finished before it.
pub(super) fn chosen(loaded: &Loaded) -> Option<usize> {
    let step = loaded.playback.step();
    let (it, at) = loaded.viewport.shown_pass?;
    let now = loaded.trace().iteration_at(step.saturating_sub(1));
    (at == step && it < now).then_some(it)
}

/// What the view draws: the playback at the end of the chosen pass (`None`: the current
/// step's) and the iteration shown.
pub(super) fn shown(loaded: &Loaded) -> (Option<Playback>, usize) {
    let trace = loaded.trace();
    let step = loaded.playback.step();
    match chosen(loaded) {
        Some(it) => {
            let mut pb = loaded.playback.clone();
            let end = trace
                .iterations
                .get(it + 1)
                .map_or(pb.len(), |next| next.first_step as usize);
            pb.seek(end);
            (Some(pb), it)
        }
        None => (None, trace.iteration_at(step.saturating_sub(1))),
    }
}

/// The toolbar's row "Tree of: pass 1 · pass 2 · pass 3 (now)": a click on a finished pass
/// draws its tree, fitted; the pass under way goes back to the current step.
pub(super) fn selector(ui: &mut Ui, loaded: &mut Loaded) {
    let step = loaded.playback.step();
    let passes = passes_so_far(loaded.trace(), step);
    if passes.len() < 2 {
        return;
    }
    let shown = chosen(loaded);
    ui.label(t!("viewer-show-pass"))
        .on_hover_text(t!("viewer-show-pass-hint"));
    let last = passes.len() - 1;
    for (k, &it) in passes.iter().enumerate() {
        let now = k == last;
        let text = if now {
            t!("viewer-pass-now", n = k + 1)
        } else {
            t!("viewer-pass", n = k + 1)
        };
        let selected = if now {
            shown.is_none()
        } else {
            shown == Some(it)
        };
        if ui.selectable_label(selected, text).clicked() && !selected {
            loaded.viewport.shown_pass = (!now).then_some((it, step));
            loaded.viewport.fit_requested = true;
        }
    }
}
