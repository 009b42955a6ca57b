//! What the app shows, in a few facts: the browser test reads them through the page.

use crate::App;
use gametree_teach::Say;

impl App {
    /// What the app shows, in a few facts (the browser test reads them through the page):
    /// the search's title, the step and its event, the error in place, the mode.
    pub fn status(&self) -> serde_json::Value {
        let mcts: &crate::mcts_panel::McPanel = self.stepper_panels.get();
        let loaded = self.loaded.as_ref().map(|l| {
            let pb = &l.playback;
            let trace = l.trace();
            let event = pb.event();
            serde_json::json!({
                "title": l.title(),
                "shown_title": l.title(),
                "step": pb.step(),
                "len": pb.len(),
                "event": event.map(|e| e.kind),
                "node": event.map(|e| trace.node_name(e.node).say()),
                "root_value": trace.outcome.root_value,
                "nodes": trace.tree.node_count(),
                "algorithm": trace.config.algorithm.name(),
                "negamax": l.options.negamax,
                "edge_windows": l.options.edge_windows,
                // MCTS: the exact value in the estimate's terms, once worked out beside it.
                "exact": mcts.shown.as_ref().and_then(|c| c.exact.as_ref()).map(|e| e.estimate),
            })
        });
        let mut facts = serde_json::json!({
            "loaded": loaded,
            "searching": self.worker.is_some(),
            "error": self
                .link_error
                .clone()
                .or(self.scenario.error.as_ref().map(gametree_teach::Say::say)),
            "mode": self.toolkit.shown_mode().map(|m| m.link_name()),
            // The embedded player (issue 37): whether this is one, whether it plays, its steps.
            "embed": self.embedded(),
            "playing": self.playing(),
            "range": self.player_range(),
            "presentation": self.toolkit.settings.settings.presentation,
            "lang": self.lang().code(),
            // The Code panel's listing (issue 27); `layout.code` says whether it is shown.
            "code": self.code().lang.code(),
            // Where the tree, the panels, the root and the current node are (issue 26).
            "layout": self.layout_facts(),
        });
        // A class session's facts (issue 46): role, connected, students (the teacher's),
        // following, error, question.
        if let Some(class) = &self.class {
            let mut c = class.state.status();
            c["role"] = serde_json::json!(class.role());
            c["locked"] = serde_json::json!(class.locked());
            c["at"] = serde_json::json!(class.ui.drawn);
            facts["class"] = c;
        }
        // Each mode's own facts under its link name ("chance": {…}).
        for m in self.toolkit.modes() {
            let status = m.status();
            if !status.is_null() {
                facts[m.link_name()] = status;
            }
        }
        facts
    }
}

impl App {
    /// Where things are on screen, for the browser test: the window, each part drawn (as
    /// `[min x, min y, max x, max y]`), and the root and the current node's centres.
    pub(crate) fn layout_facts(&self) -> serde_json::Value {
        let rect = |r: Option<egui::Rect>| r.map(|r| [r.min.x, r.min.y, r.max.x, r.max.y]);
        let d = &self.drawn;
        let node = |id| {
            let (canvas, scene) = (d.canvas?, self.last_scene.as_ref()?);
            let c = scene.centre(id)?;
            Some([canvas.min.x + c[0], canvas.min.y + c[1]])
        };
        let (root, current) = match &self.loaded {
            Some(l) => {
                let focus = l.playback.focus();
                (node(l.trace().root_of(focus)), node(focus))
            }
            None => (None, None),
        };
        serde_json::json!({
            "canvas": rect(d.canvas),
            "scenario": rect(d.scenario),
            "inspector": rect(d.inspector),
            "code": rect(d.code),
            "narration": rect(d.narration),
            "stepper": rect(d.stepper),
            "root": root,
            "current": current,
            "forward": d.forward.map(|r| [r.center().x, r.center().y]),
            "open": d.open.map(|r| [r.center().x, r.center().y]),
        })
    }
}
