//! The Code panel (issue 27): the listing of the search that ran, in pseudocode (one function
//! or AIMA's MAX-VALUE/MIN-VALUE) or Python, with the lines the current step runs lit in the
//! order they run (the last one brightest) and, under it, the current call's variables.
//! The lines come from the engine's `CodeLines`; the listings and their marks from teach.

use crate::state::Loaded;
use egui::{Color32, RichText, Ui};
use gametree_engine::game::Player;
use gametree_engine::trace::code_lines::{CodeLines, Line};
use gametree_engine::trace::{NodeId, Playback, Trace, show_value};
use gametree_teach::listings::{CodeLang, ShownLine, line_index, listing, shown};
use gametree_teach::t;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Longest recording whose lines are worked out for the panel (one pass over its steps).
const MOST_STEPS: usize = 2_000_000;

/// The panel's state: the listing chosen, its breakpoints, and the lines of the recording.
pub struct CodePanel {
    /// The listing's language.
    pub lang: CodeLang,
    /// Lines (0-based, as shown) where Shift+→ and Play stop, like a debugger's breakpoints.
    pub breakpoints: BTreeSet<usize>,
    /// Predict mode's "which line runs next?": (right, asked) so far.
    pub line_score: (u32, u32),
    /// The last answer: the line that ran and the line clicked (0-based, as shown).
    pub line_verdict: Option<(usize, usize)>,
    /// The step, listing and panel size the lit line was last brought into view for: any of
    /// them changing brings it into view again.
    scrolled_at: Option<(usize, CodeLang, [u32; 2])>,
    cache: Option<Cache>,
}

struct Cache {
    trace: Arc<Trace>,
    lang: CodeLang,
    lines: Option<CodeLines>,
}

impl Default for CodePanel {
    fn default() -> Self {
        CodePanel::choosing(None)
    }
}

/// What the current step runs: the lines (in order) and the node whose call runs them.
pub struct Running {
    /// The lines, in the order the step runs them (the last is the one now).
    pub lines: Vec<Line>,
    /// The node whose call runs the last line.
    pub node: NodeId,
    /// Whether these are the lines of an earlier step (the current one runs none of its own).
    pub earlier: bool,
}

impl CodePanel {
    /// The panel with the listing `code` names chosen (settings keep it); pseudocode if none.
    pub fn choosing(code: Option<&str>) -> CodePanel {
        CodePanel {
            lang: code
                .and_then(CodeLang::from_code)
                .unwrap_or(CodeLang::Pseudo),
            breakpoints: BTreeSet::new(),
            line_score: (0, 0),
            line_verdict: None,
            scrolled_at: None,
            cache: None,
        }
    }

    /// The lines of `trace` for the chosen listing, worked out once per recording.
    fn lines(&mut self, trace: &Arc<Trace>) -> Option<&CodeLines> {
        let fresh = self
            .cache
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(&c.trace, trace) && c.lang == self.lang);
        if !fresh {
            let lines = (trace.event_count() <= MOST_STEPS)
                .then(|| CodeLines::of(trace, self.lang.style()));
            self.cache = Some(Cache {
                trace: trace.clone(),
                lang: self.lang,
                lines,
            });
        }
        self.cache.as_ref().and_then(|c| c.lines.as_ref())
    }

    /// What step `step` (that many events done) runs, looking back past steps that run no line.
    pub fn running(&mut self, trace: &Arc<Trace>, step: usize) -> Option<Running> {
        let (at, own) = self.lines(trace)?.running(step)?;
        let &(_, node) = at.last()?;
        Some(Running {
            lines: at.iter().map(|&(l, _)| l).collect(),
            node,
            earlier: !own,
        })
    }

    /// The lines the call at `node` has run since it was entered, up to step `step` (the
    /// trail of the current frame; a call far back in a big search is read over its last
    /// 100,000 steps).
    pub fn frame_lines(&mut self, trace: &Arc<Trace>, node: NodeId, step: usize) -> Vec<Line> {
        let from = trace.tree.enter_step(node) as usize;
        let Some(lines) = self.lines(trace) else {
            return Vec::new();
        };
        let to = step.min(lines.steps());
        let mut out = Vec::new();
        for k in from.max(to.saturating_sub(MOST_TRAIL_STEPS))..to {
            for &(l, n) in lines.at(k) {
                if n == node && !out.contains(&l) {
                    out.push(l);
                }
            }
        }
        out
    }

    /// The first step after `from`, up to `to`, whose own lines run a breakpoint's line.
    pub fn first_break(&mut self, trace: &Arc<Trace>, from: usize, to: usize) -> Option<usize> {
        if self.breakpoints.is_empty() {
            return None;
        }
        let src = listing(&trace.config, self.lang)?;
        let shown_lines = shown(&src, self.lang, gametree_teach::i18n::lang());
        let marks: Vec<_> = self
            .breakpoints
            .iter()
            .filter_map(|&i| shown_lines.get(i).map(|l| l.marks.clone()))
            .collect();
        let lines = self.lines(trace)?;
        (from + 1..=to.min(lines.steps())).find(|&step| {
            lines.at(step - 1).iter().any(|&(l, n)| {
                let p = trace.node(n).player;
                marks
                    .iter()
                    .any(|m| gametree_teach::listings::runs(m, l, p))
            })
        })
    }

    /// The first line the search runs after step `step` (0-based, as shown in `listing`) and
    /// the step that runs it.
    pub fn next_line(
        &mut self,
        trace: &Arc<Trace>,
        listing: &[ShownLine],
        step: usize,
    ) -> Option<(usize, usize)> {
        let lines = self.lines(trace)?;
        (step..lines.steps()).find_map(|k| {
            let &(l, n) = lines.at(k).first()?;
            Some((k + 1, line_index(listing, l, trace.node(n).player)?))
        })
    }

    /// Grades the line `clicked` as the one that runs next, and takes the search there.
    fn answer(
        &mut self,
        trace: &Arc<Trace>,
        listing: &[ShownLine],
        pb: &mut Playback,
        clicked: usize,
    ) {
        let Some((step, ran)) = self.next_line(trace, listing, pb.step()) else {
            return;
        };
        self.line_score.1 += 1;
        self.line_score.0 += u32::from(ran == clicked);
        self.line_verdict = Some((ran, clicked));
        pb.seek(step);
    }

    /// Predict mode's question, its score and the last verdict.
    fn question_ui(&self, ui: &mut Ui) {
        let accent = ui.visuals().selection.stroke.color;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(t!("code-predict-question"))
                    .strong()
                    .color(accent),
            );
            let (right, asked) = self.line_score;
            ui.label(t!("code-predict-score", right = right, asked = asked));
        });
        if let Some((ran, clicked)) = self.line_verdict {
            let (text, right) = if ran == clicked {
                (t!("code-predict-right", line = ran + 1), true)
            } else {
                (
                    t!("code-predict-wrong", line = ran + 1, clicked = clicked + 1),
                    false,
                )
            };
            ui.label(RichText::new(text).color(crate::toolkit::verdict_colour(ui, right)));
        }
    }

    /// Draws the panel for the loaded search.
    pub fn ui(&mut self, ui: &mut Ui, loaded: &mut Loaded) {
        ui.horizontal_wrapped(|ui| {
            ui.strong(t!("code-title"));
            for lang in CodeLang::ALL {
                let name = gametree_teach::listings::lang_name(lang);
                if ui.selectable_label(self.lang == lang, name).clicked() && self.lang != lang {
                    self.lang = lang;
                    self.breakpoints.clear();
                }
            }
        });
        let trace = loaded.playback.trace().clone();
        let Some(src) = listing(&trace.config, self.lang) else {
            ui.label(t!("code-no-listing"));
            return;
        };
        let listing = shown(&src, self.lang, gametree_teach::i18n::lang());
        let asking = loaded.predict.is_some() && !loaded.playback.at_end();
        if asking {
            self.question_ui(ui);
        }
        let running = self.running(&trace, loaded.playback.step());
        let size = ui.available_size();
        let now = (
            loaded.playback.step(),
            self.lang,
            [size.x as u32, size.y as u32],
        );
        let scroll = self.scrolled_at != Some(now);
        self.scrolled_at = Some(now);
        if self.lines(&trace).is_none() {
            ui.label(t!("code-too-long"));
        }
        let trail = match &running {
            Some(r) => {
                let player = trace.node(r.node).player;
                let step = loaded.playback.step();
                self.frame_lines(&trace, r.node, step)
                    .into_iter()
                    .filter_map(|l| line_index(&listing, l, player))
                    .collect()
            }
            None => Vec::new(),
        };
        // Long lines scroll sideways: the panel keeps the width it is given.
        let clicked = egui::ScrollArea::both()
            .id_salt("code-listing")
            // The rest is for the variables and the rule table, which scroll when short.
            .max_height(ui.available_height() * 0.7)
            .show(ui, |ui| {
                let marks = &mut self.breakpoints;
                let how = Listing {
                    trail,
                    asking,
                    scroll,
                };
                listing_ui(ui, &listing, &trace, running.as_ref(), marks, how)
            })
            .inner;
        if let Some(i) = clicked {
            self.answer(&trace, &listing, &mut loaded.playback, i);
        }
        ui.label(RichText::new(t!("code-breakpoint-tip")).weak().small());
        // The variables and the rule table scroll under the listing when the window is short.
        egui::ScrollArea::vertical()
            .id_salt("code-variables")
            .show(ui, |ui| {
                if let Some(r) = &running {
                    ui.separator();
                    variables_ui(ui, loaded, r);
                    if loaded.playback.trace().is_alphabeta() {
                        ui.separator();
                        let lit = (!r.earlier)
                            .then(|| crate::code_rule::cell(loaded, r.node, &r.lines))
                            .flatten();
                        crate::code_rule::ui(ui, lit);
                    }
                }
            });
    }
}

/// The most steps read back for the current call's trail.
const MOST_TRAIL_STEPS: usize = 100_000;

/// How the listing is drawn this frame.
struct Listing {
    /// The lines (0-based, as shown) the current call has run so far.
    trail: Vec<usize>,
    /// Predict mode asks which line runs next: a click on a line answers.
    asking: bool,
    /// The step changed: bring its lit line into view.
    scroll: bool,
}

/// The listing, one row per line: its number, its text, lit if the step runs it.
fn listing_ui(
    ui: &mut Ui,
    listing: &[ShownLine],
    trace: &Trace,
    running: Option<&Running>,
    breakpoints: &mut BTreeSet<usize>,
    Listing {
        trail,
        asking,
        scroll,
    }: Listing,
) -> Option<usize> {
    let mut answer = None;
    let player = running.map(|r| trace.node(r.node).player);
    let lit: Vec<usize> = match (running, player) {
        (Some(r), Some(p)) => r
            .lines
            .iter()
            .filter_map(|&l| line_index(listing, l, p))
            .collect(),
        _ => Vec::new(),
    };
    let now = ui.visuals().selection.bg_fill;
    let before = now.gamma_multiply(0.4);
    for (i, line) in listing.iter().enumerate() {
        let order = lit.iter().position(|&j| j == i);
        let last = lit.last() == Some(&i);
        let mut text = RichText::new(format!("  {}", line.text)).monospace();
        if last {
            text = text
                .background_color(now)
                .color(ui.visuals().strong_text_color());
        } else if order.is_some() {
            text = text.background_color(before);
        } else if line.text.trim_start().starts_with("//")
            || line.text.trim_start().starts_with('#')
        {
            text = text.color(ui.visuals().weak_text_color());
        }
        let row = ui
            .horizontal(|ui| {
                let on = breakpoints.contains(&i);
                // The current call's trail: its lines run so far get a bar after the number.
                let ran = if trail.contains(&i) { "▎" } else { " " };
                let number = format!("{}{:>2}{ran}", if on { "●" } else { " " }, i + 1);
                let number = RichText::new(number).monospace().color(if on {
                    Color32::from_rgb(220, 60, 60)
                } else if trail.contains(&i) {
                    ui.visuals().selection.bg_fill
                } else {
                    ui.visuals().weak_text_color()
                });
                let margin = ui.add(egui::Label::new(number).sense(egui::Sense::click()));
                if margin.clicked() && !line.marks.is_empty() && !breakpoints.remove(&i) {
                    breakpoints.insert(i);
                }
                let label = egui::Label::new(text).extend();
                if asking && !line.marks.is_empty() {
                    ui.add(label.sense(egui::Sense::click()))
                } else {
                    ui.add(label)
                }
            })
            .inner;
        if asking && row.clicked() {
            answer = Some(i);
        }
        if last && scroll {
            // Up or down to the line, and back to its start (its number) sideways.
            let r = row.rect;
            let start = egui::Rect::from_min_max(r.min, egui::pos2(r.min.x + 1.0, r.max.y));
            ui.scroll_to_rect(start, None);
        }
        if let (Some(o), false) = (order, last) {
            row.on_hover_text(t!("code-ran-before", n = o + 1));
        }
    }
    answer
}

/// The current call's variables: its node, remaining depth, window, best so far and the child
/// being tried; the ones this step changed marked.
fn variables_ui(ui: &mut Ui, loaded: &Loaded, r: &Running) {
    let pb = &loaded.playback;
    let trace = pb.trace();
    let n = r.node;
    let node = trace.node(n);
    let changed = |l: Line| r.lines.contains(&l) && !r.earlier;
    let mark = |s: String, c: bool| {
        if c {
            RichText::new(format!("{s} ●"))
                .strong()
                .color(Color32::from_rgb(230, 160, 40))
        } else {
            RichText::new(s)
        }
    };
    egui::Grid::new("code-vars").num_columns(2).show(ui, |ui| {
        ui.label("node");
        ui.label(gametree_teach::move_words::node_name(trace, n));
        ui.end_row();
        if let Some(view) = trace.mcts_view() {
            // N and W after the iterations finished by this step.
            let done = pb.counts().iterations as usize;
            let (visits, wins) = view.visits(n, done);
            ui.label("N");
            ui.label(mark(visits.to_string(), changed(Line::Backpropagate)));
            ui.end_row();
            ui.label("W");
            let w = gametree_engine::trace::show_real(wins);
            ui.label(mark(w, changed(Line::Backpropagate)));
            ui.end_row();
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
                for (name, value) in [
                    ("W/N".to_string(), mean),
                    (t!("code-var-explore"), explore),
                    ("UCB".to_string(), ucb),
                ] {
                    ui.label(name);
                    ui.label(mark(value, selected));
                    ui.end_row();
                }
            }
            return;
        }
        if let Some(d) = trace.config.depth {
            ui.label("depth");
            ui.label(d.saturating_sub(u32::from(node.depth)).to_string());
            ui.end_row();
        }
        if let Some((a, b)) = pb.window(n).filter(|_| trace.is_alphabeta()) {
            let bound = changed(Line::Bound);
            ui.label("α");
            ui.label(mark(show_value(a), bound && node.player == Player::Max));
            ui.end_row();
            ui.label("β");
            ui.label(mark(show_value(b), bound && node.player == Player::Min));
            ui.end_row();
        }
        ui.label(if node.player == Player::Max {
            "best (MAX)"
        } else {
            "best (MIN)"
        });
        let best = pb.best_so_far(n).map_or("—".to_string(), show_value);
        ui.label(mark(best, changed(Line::Backup)));
        ui.end_row();
        let tried = trace
            .children(n)
            .iter()
            .filter(|&&c| trace.tree.visited(c) && (trace.tree.enter_step(c) as usize) < pb.step())
            .count();
        if tried > 0 {
            ui.label("i");
            ui.label(mark(
                format!("{} / {}", tried, trace.children(n).len()),
                changed(Line::Loop),
            ));
            ui.end_row();
        }
    });
}
