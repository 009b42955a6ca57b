//! The Code panel's variables (issue 36, item 4): the current call's node, depth left,
//! window, best value so far and the child being tried — each named as the chosen listing
//! names it (AIMA's `state`, `v`, `a`), with a note on what it holds in the learner's
//! language, the ones the step changed marked. Every value is the recording's at that step:
//! a leaf's call keeps the window it was entered with (its code returns before the loop that
//! moves it); an inner call's window is its entry window moved by the children backed up so
//! far. Under MCTS: N, W and the UCB terms.

use crate::code_panel::Running;
use crate::state::Loaded;
use egui::{Color32, RichText, Ui};
use gametree_engine::game::Player;
use gametree_engine::trace::code_lines::Line;
use gametree_engine::trace::{NodeId, Playback, show_value};
use gametree_teach::listings::{CodeLang, var_names};
use gametree_teach::t;

/// One variable as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Var {
    /// Its name in the listing.
    pub name: String,
    /// Its value at the step.
    pub value: String,
    /// Whether the step changed it.
    pub changed: bool,
    /// What it holds, in words.
    pub note: String,
}

/// The window of call `n` at the step `pb` shows, as its code has it: the entry window moved by
/// the children backed up so far (MAX raises α to its best, MIN lowers β); a call that never
/// reached its loop (a leaf, the depth limit, a table answer) keeps the one it was entered with.
pub fn window(pb: &Playback, n: NodeId) -> Option<(i64, i64)> {
    let trace = pb.trace();
    let node = trace.node(n);
    let entered = (trace.tree.enter_step(n) as usize) < pb.step();
    if !entered || !trace.is_alphabeta() {
        return None;
    }
    let (alpha, beta) = (node.alpha, node.beta);
    Some(match (pb.best_so_far(n), node.player) {
        (Some(b), Player::Max) => (alpha.max(b), beta),
        (Some(b), Player::Min) => (alpha, beta.min(b)),
        (None, _) => (alpha, beta),
    })
}

/// The variables of the call running at `r` in listing `lang`.
pub fn variables(loaded: &Loaded, r: &Running, lang: CodeLang) -> Vec<Var> {
    let pb = &loaded.playback;
    let trace = pb.trace();
    let names = var_names(lang);
    let n = r.node;
    let node = trace.node(n);
    let changed = |l: Line| r.lines.contains(&l) && !r.earlier;
    let var = |name: &str, value: String, changed: bool, note: String| Var {
        name: name.to_string(),
        value,
        changed,
        note,
    };
    let mut out = vec![var(
        names.node,
        gametree_teach::move_words::node_name(trace, n),
        false,
        t!("code-var-node-note"),
    )];
    if let Some(view) = trace.mcts_view() {
        // N and W after the iterations finished by this step.
        let done = pb.counts().iterations as usize;
        let (visits, wins) = view.visits(n, done);
        let back = changed(Line::Backpropagate);
        out.push(var("N", visits.to_string(), back, t!("code-var-n-note")));
        let w = gametree_engine::trace::show_real(wins);
        out.push(var("W", w, back, t!("code-var-w-note")));
        // The UCB terms by which selection weighs this node among its siblings now.
        let term = trace
            .parent(n)
            .filter(|&p| !trace.is_chance(p))
            .and_then(|p| {
                let terms = view.terms(p, done);
                terms.into_iter().find(|x| x.child as usize == n.index())
            });
        if let Some(term) = term {
            let selected = changed(Line::Select);
            let [mean, explore, ucb] = gametree_teach::mcts_words::ucb_shown(&term);
            out.push(var("W/N", mean, selected, t!("code-var-mean-note")));
            out.push(var(
                &t!("code-var-explore"),
                explore,
                selected,
                t!("code-var-explore-note"),
            ));
            out.push(var("UCB", ucb, selected, t!("code-var-ucb-note")));
        }
        return out;
    }
    if let Some(d) = trace.config.depth {
        let left = d.saturating_sub(u32::from(node.depth)).to_string();
        out.push(var(names.depth, left, false, t!("code-var-depth-note")));
    }
    if let Some((a, b)) = window(pb, n) {
        let bound = changed(Line::Bound);
        let max = node.player == Player::Max;
        out.push(var(
            names.alpha,
            show_value(a),
            bound && max,
            t!("code-var-alpha-note"),
        ));
        out.push(var(
            names.beta,
            show_value(b),
            bound && !max,
            t!("code-var-beta-note"),
        ));
    }
    let best = pb.best_so_far(n).map_or("—".to_string(), show_value);
    let note = t!("code-var-best-note", player = node.player.name());
    out.push(var(names.best, best, changed(Line::Backup), note));
    let kids = trace.children(n);
    let tried: Vec<NodeId> = kids
        .iter()
        .copied()
        .filter(|&c| trace.tree.visited(c) && (trace.tree.enter_step(c) as usize) < pb.step())
        .collect();
    if let Some(&last) = tried.last() {
        let name = gametree_teach::move_words::move_of(trace, last).unwrap_or_default();
        let value = t!(
            "code-var-child-value",
            child = name,
            k = tried.len(),
            n = kids.len()
        );
        out.push(var(
            names.child,
            value,
            changed(Line::Loop),
            t!("code-var-child-note"),
        ));
    }
    out
}

/// The variables, one row each: name, value (marked when the step changed it), and what it
/// holds (wrapping in the room left); in a short panel (`compact`: a 1280×720 window, where
/// the whole function must show above them) two to a row, what each holds on hover.
pub fn ui(ui: &mut Ui, loaded: &Loaded, r: &Running, lang: CodeLang, compact: bool) {
    let mark = |v: &Var| {
        if v.changed {
            RichText::new(format!("{} ●", v.value))
                .strong()
                .color(Color32::from_rgb(230, 160, 40))
        } else {
            RichText::new(&v.value)
        }
    };
    if compact {
        egui::Grid::new("code-vars").num_columns(4).show(ui, |ui| {
            // A long value ("2 (1 of 3)", a position's name) has a row of its own.
            let mut in_row = 0;
            for v in variables(loaded, r, lang) {
                let long = v.value.chars().count() > 6;
                if long && in_row > 0 {
                    ui.end_row();
                    in_row = 0;
                }
                ui.label(RichText::new(&v.name).monospace())
                    .on_hover_text(&v.note);
                ui.label(mark(&v)).on_hover_text(&v.note);
                in_row += if long { 2 } else { 1 };
                if in_row >= 2 {
                    ui.end_row();
                    in_row = 0;
                }
            }
        });
        return;
    }
    egui::Grid::new("code-vars").num_columns(3).show(ui, |ui| {
        for v in variables(loaded, r, lang) {
            ui.label(RichText::new(&v.name).monospace());
            ui.label(mark(&v));
            // Wrapped in the room left: a long note never widens the panel.
            ui.add(egui::Label::new(RichText::new(&v.note).small().weak()).wrap());
            ui.end_row();
        }
    });
}
