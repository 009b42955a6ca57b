//! The Code panel (issue 27): the listing of the search that ran, in pseudocode (one function
//! or AIMA's MAX-VALUE/MIN-VALUE) or Python, with the lines the current step runs lit in the
//! order they run (the last one brightest) and, under it, the current call's variables.
//! The lines come from the engine's `CodeLines`; the listings and their marks from teach.

use crate::keys::Action;
use crate::layout::Arrangement;
use crate::mode::Request;
use crate::state::Loaded;
use crate::stepper_panel::{Inner, PanelId, Slot, StepperPanel, Window};
use egui::{Color32, RichText, Ui};
use gametree_engine::trace::code_lines::{CodeLines, Line};
use gametree_engine::trace::{NodeId, Playback, Trace};
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
    /// The height the variables and the rule table took last frame: the listing leaves them
    /// that much room, so they stay in view.
    below: f32,
    /// Whether the current call's function header was scrolled out of view last frame (then
    /// it is pinned above the listing).
    head_hidden: bool,
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

impl StepperPanel for CodePanel {
    fn id(&self) -> PanelId {
        PanelId::Code
    }

    fn title(&self) -> String {
        t!("app-panel-code")
    }

    fn slot(&self) -> Slot {
        Slot::BesideTree
    }

    fn key(&self) -> Option<Action> {
        Some(Action::CodePanel)
    }

    fn is_open(&self, _: &Loaded, window: &Window) -> bool {
        window.shown.code && window.arrangement != Arrangement::Narrow
    }

    fn show(&mut self, ui: &mut Ui, loaded: &mut Loaded, _: &mut Inner<'_>) -> Option<Request> {
        self.ui(ui, loaded);
        None
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
            below: 0.0,
            head_hidden: false,
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
        // A short panel (a 1280×720 window) keeps its room for the whole function: the
        // languages in a menu, the breakpoint tip on the title's hover, the variables two to
        // a row and the rule table under a short title.
        let compact = ui.available_height() < COMPACT_BELOW;
        ui.horizontal_wrapped(|ui| {
            let title = ui
                .strong(t!("code-title"))
                .on_hover_text(t!("code-breakpoint-tip"));
            let mut chosen = self.lang;
            if compact {
                egui::ComboBox::from_id_salt("code-lang")
                    .selected_text(gametree_teach::listings::lang_name(chosen))
                    .show_ui(ui, |ui| {
                        for lang in CodeLang::ALL {
                            let name = gametree_teach::listings::lang_name(lang);
                            ui.selectable_value(&mut chosen, lang, name);
                        }
                    })
                    .response
                    .labelled_by(title.id);
            } else {
                for lang in CodeLang::ALL {
                    let name = gametree_teach::listings::lang_name(lang);
                    if ui.selectable_label(chosen == lang, name).clicked() {
                        chosen = lang;
                    }
                }
            }
            if chosen != self.lang {
                self.lang = chosen;
                self.breakpoints.clear();
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
        // The room the listing gets changes as the variables below it are measured: the lit
        // line is brought into view again then too.
        let now = (
            loaded.playback.step(),
            self.lang,
            [size.x as u32, (size.y - self.below) as u32],
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
        // The current call's function header, pinned above the listing when it scrolls.
        let head = running
            .as_ref()
            .and_then(|r| line_index(&listing, Line::Head, trace.node(r.node).player));
        let font = listing_font(ui, compact);
        if let Some(h) = head.filter(|_| self.head_hidden) {
            let text = format!("{:>4} {}", h + 1, listing[h].text.trim_end());
            ui.add(egui::Label::new(RichText::new(text).font(font.clone()).weak()).truncate());
        }
        // The listing takes what the variables and the rule table leave (at least a third).
        let room = (ui.available_height() - self.below).max(ui.available_height() * 0.35);
        let clicked = egui::ScrollArea::vertical()
            .id_salt("code-listing")
            .max_height(room)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                let marks = &mut self.breakpoints;
                let how = Listing {
                    trail,
                    asking,
                    scroll,
                    font,
                    head,
                    dense: compact,
                };
                listing_ui(ui, &listing, &trace, running.as_ref(), marks, how)
            })
            .inner;
        let (clicked, head_hidden) = clicked;
        self.head_hidden = head_hidden;
        if let Some(i) = clicked {
            self.answer(&trace, &listing, &mut loaded.playback, i);
        }
        let top = ui.cursor().min.y;
        if !compact {
            ui.label(RichText::new(t!("code-breakpoint-tip")).weak().small());
        }
        if let Some(r) = &running {
            ui.separator();
            crate::code_vars::ui(ui, loaded, r, self.lang, compact);
            if loaded.playback.trace().is_alphabeta() {
                ui.separator();
                let lit = (!r.earlier)
                    .then(|| crate::code_rule::cell(loaded, r.node, &r.lines))
                    .flatten();
                crate::code_rule::ui(ui, lit, compact);
            }
        }
        self.below = ui.cursor().min.y - top;
    }
}

/// Below this height (points) the panel is laid out compactly (see [`CodePanel::ui`]).
const COMPACT_BELOW: f32 = 700.0;

/// The listing's font: the code's monospace, a size smaller in a narrow or short panel.
fn listing_font(ui: &Ui, compact: bool) -> egui::FontId {
    let mut font = egui::TextStyle::Monospace.resolve(ui.style());
    if ui.available_width() < 330.0 || compact {
        font.size *= 0.88;
    }
    font
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
    /// The code's font.
    font: egui::FontId,
    /// The current call's function header (its line).
    head: Option<usize>,
    /// Rows as close as the text allows (a short panel).
    dense: bool,
}

/// The listing, one row per line: its number, its text (wrapped at the panel's width, each
/// continuation under its line's indent after a ↪), lit if the step runs it. Returns the line
/// clicked as an answer, and whether the function header `head` is out of view.
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
        font,
        head,
        dense,
    }: Listing,
) -> (Option<usize>, bool) {
    if dense {
        // A row is as high as its text, not a button's height.
        let spacing = ui.spacing_mut();
        spacing.interact_size.y = spacing.interact_size.y.min(font.size * 1.3);
        spacing.item_spacing.y = 1.0;
    }
    let mut answer = None;
    let mut head_hidden = false;
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
    let (strong, weak) = (
        ui.visuals().strong_text_color(),
        ui.visuals().weak_text_color(),
    );
    // Characters a row holds after the number's margin (5 characters).
    let glyph = ui.fonts_mut(|f| f.glyph_width(&font, 'M')).max(1.0);
    let columns = ((ui.available_width() / glyph).floor() as usize)
        .saturating_sub(6)
        .max(16);
    for (i, line) in listing.iter().enumerate() {
        let order = lit.iter().position(|&j| j == i);
        let last = lit.last() == Some(&i);
        let comment =
            line.text.trim_start().starts_with("//") || line.text.trim_start().starts_with('#');
        let style = |text: String| {
            let mut text = RichText::new(text).font(font.clone());
            if last {
                text = text.background_color(now).color(strong);
            } else if order.is_some() {
                text = text.background_color(before);
            } else if comment {
                text = text.color(weak);
            }
            text
        };
        let pieces = wrap(&line.text, columns);
        let row = ui
            .vertical(|ui| {
                ui.spacing_mut().item_spacing.y = 0.0;
                let on = breakpoints.contains(&i);
                // The current call's trail: its lines run so far get a bar after the number.
                let ran = if trail.contains(&i) { "▎" } else { " " };
                let number = format!("{}{:>2}{ran}", if on { "●" } else { " " }, i + 1);
                let number = RichText::new(number).font(font.clone()).color(if on {
                    Color32::from_rgb(220, 60, 60)
                } else if trail.contains(&i) {
                    ui.visuals().selection.bg_fill
                } else {
                    ui.visuals().weak_text_color()
                });
                let mut first = None;
                for (k, piece) in pieces.iter().enumerate() {
                    let r = ui.horizontal(|ui| {
                        if k == 0 {
                            let margin = ui
                                .add(egui::Label::new(number.clone()).sense(egui::Sense::click()));
                            if margin.clicked() && !line.marks.is_empty() && !breakpoints.remove(&i)
                            {
                                breakpoints.insert(i);
                            }
                        } else {
                            ui.label(RichText::new("     ").font(font.clone()));
                        }
                        let label = egui::Label::new(style(format!(" {piece}"))).extend();
                        if asking && !line.marks.is_empty() {
                            ui.add(label.sense(egui::Sense::click()))
                        } else {
                            ui.add(label)
                        }
                    });
                    first.get_or_insert(r.inner);
                }
                first
            })
            .inner;
        let Some(row) = row else { continue };
        if head == Some(i) {
            head_hidden = !ui.clip_rect().contains_rect(row.rect);
        }
        if asking && row.clicked() {
            answer = Some(i);
        }
        if last && scroll {
            ui.scroll_to_rect(row.rect, None);
        }
        if let (Some(o), false) = (order, last) {
            row.on_hover_text(t!("code-ran-before", n = o + 1));
        }
    }
    (answer, head_hidden)
}

/// `text` cut into rows at most `columns` monospace columns wide (a Chinese character takes
/// two), at a space where there is one; each row after the first keeps the line's indent and
/// starts with ↪.
fn wrap(text: &str, columns: usize) -> Vec<String> {
    let width = |c: char| {
        if gametree_draw::font::is_wide(c) {
            2
        } else {
            1
        }
    };
    let chars: Vec<char> = text.trim_end().chars().collect();
    if chars.iter().map(|&c| width(c)).sum::<usize>() <= columns {
        return vec![text.trim_end().to_string()];
    }
    let indent = chars
        .iter()
        .take_while(|c| **c == ' ')
        .count()
        .min(columns / 2);
    let mut out = Vec::new();
    let mut at = 0;
    let mut room = columns;
    while at < chars.len() {
        // As many characters as the row's room holds (at least one).
        let mut end = at;
        let mut used = 0;
        while end < chars.len() && used + width(chars[end]) <= room {
            used += width(chars[end]);
            end += 1;
        }
        let end = end.max(at + 1);
        let cut = if end == chars.len() {
            end
        } else {
            (at + 1..end)
                .rev()
                .find(|&k| chars[k] == ' ')
                .filter(|&k| k > at + (end - at) / 2)
                .unwrap_or(end)
        };
        let piece: String = chars[at..cut].iter().collect();
        out.push(if out.is_empty() {
            piece
        } else {
            format!("{}↪ {}", " ".repeat(indent), piece.trim_start())
        });
        at = cut;
        room = columns.saturating_sub(indent + 2).max(8);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn long_lines_wrap_at_a_space_under_their_indent() {
        let line = "        v ← MAX(v, MIN-VALUE(RESULT(state, a), depth − 1, α, β))";
        let rows = wrap(line, 40);
        assert!(rows.len() > 1);
        assert!(rows.iter().all(|r| r.chars().count() <= 40), "{rows:?}");
        assert!(rows[1].starts_with("        ↪ "), "{rows:?}");
        // Nothing lost or moved: the same characters in the same order.
        let kept: String = rows
            .concat()
            .replace('↪', "")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        let all: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(kept, all);
        assert_eq!(wrap("    short", 40), ["    short"]);
        // Chinese characters take two columns each.
        let zh = "// 窗口已空：对方绝不会让对局走到这里，所以剩下的子节点都不用看了。";
        for row in wrap(zh, 30) {
            let w: usize = row
                .chars()
                .map(|c| {
                    if gametree_draw::font::is_wide(c) {
                        2
                    } else {
                        1
                    }
                })
                .sum();
            assert!(w <= 30, "{row}");
        }
    }
}
