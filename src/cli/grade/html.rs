//! The HTML report: one self-contained page (no script, no font, nothing fetched) with the
//! class's table of bugs, a table of every student's score and cases, then each student's
//! cases with the verdict and, where a tree case's walks part, the learner's search and the
//! textbook's drawn side by side at that step as the app's Check a search draws them (SVG, the
//! node where they part ringed), the learner's events to download and the command that opens
//! the comparison in the app. Everything a submission printed, and every name, is escaped.

use super::assignment::{Assignment, Case};
use super::report::{CaseResult, Report, StudentResult, show};
use crate::check::compare::{node_at, textbook_walk};
use crate::check::replay::replay;
use crate::cli::check::ReadyGame;
use crate::draw::check_picture::check_scene;
use crate::draw::scene::Style;
use crate::draw::svg::scene_to_svg;
use crate::scenario::GameChoice;
use crate::t;
use crate::trace::{Searched, Trace};
use std::fmt::Write as _;
use std::sync::Arc;

/// Each picture's size in pixels.
const PICTURE: [f32; 2] = [540.0, 360.0];

/// `text` escaped for HTML, unprintable characters shown as U+FFFD.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in crate::game::printable(text).chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Text with its line breaks kept (each line escaped).
fn esc_lines(text: &str) -> String {
    text.lines().map(esc).collect::<Vec<_>>().join("\n")
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2em;max-width:1200px;color:#222}\
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top}\
th{background:#f3f3f3}.pass{color:#070}.fail{color:#b00}.pair{display:flex;flex-wrap:wrap;gap:1em}\
figure{margin:0}figcaption{font-weight:bold;margin:.3em 0}pre{background:#f6f6f6;padding:.6em;overflow:auto;max-height:20em}\
section{border-top:2px solid #ddd;margin-top:2em}.verdict p{margin:.3em 0}code{background:#f3f3f3;padding:0 .2em}";

/// The whole page.
pub fn page(report: &Report, assignment: &Assignment) -> String {
    let lang = crate::i18n::lang().code();
    let mut h = String::new();
    let title = esc(&report.title);
    let _ = writeln!(
        h,
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"generator\" content=\"gametree grade\"><title>{title}</title>\
         <style>{STYLE}</style></head><body>\n<h1>{title}</h1>"
    );
    bug_table(&mut h, report);
    score_table(&mut h, report);
    let textbooks: Vec<Option<Arc<Trace>>> = assignment.cases.iter().map(textbook).collect();
    for (i, s) in report.students.iter().enumerate() {
        student(&mut h, i, s, assignment, &textbooks);
    }
    h.push_str("</body></html>\n");
    h
}

fn bug_table(h: &mut String, report: &Report) {
    let rows = report.bugs();
    let _ = writeln!(h, "<h2>{}</h2>", esc(&t!("grade-class-table")));
    if rows.is_empty() {
        let _ = writeln!(h, "<p>{}</p>", esc(&t!("grade-no-bugs")));
        return;
    }
    h.push_str("<table>\n");
    for r in rows {
        let _ = writeln!(
            h,
            "<tr><th>{}</th><td>{}</td><td>{}</td></tr>",
            esc(&r.name),
            r.students.len(),
            esc(&r.students.join(", "))
        );
    }
    h.push_str("</table>\n");
}

fn score_table(h: &mut String, report: &Report) {
    let _ = write!(
        h,
        "<table>\n<tr><th>{}</th><th>{}</th><th>{}</th>",
        esc(&t!("grade-html-student")),
        esc(&t!("grade-html-language")),
        esc(&t!("grade-html-score"))
    );
    for c in &report.case_names {
        let _ = write!(h, "<th>{}</th>", esc(c));
    }
    h.push_str("</tr>\n");
    for (i, s) in report.students.iter().enumerate() {
        let _ = write!(
            h,
            "<tr><td><a href=\"#s{i}\">{}</a></td><td>{}</td><td>{} / {}</td>",
            esc(&s.name),
            esc(s.language.name()),
            show(s.score()),
            show(s.max_score())
        );
        for c in &s.cases {
            let (class, said) = if c.passed {
                ("pass", "✓".to_string())
            } else {
                ("fail", c.bug_name.clone().unwrap_or_default())
            };
            let _ = write!(h, "<td class=\"{class}\">{}</td>", esc(&said));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</table>\n");
}

fn student(
    h: &mut String,
    i: usize,
    s: &StudentResult,
    assignment: &Assignment,
    textbooks: &[Option<Arc<Trace>>],
) {
    let file = s
        .file
        .as_deref()
        .map(|f| format!(" ({})", esc(f)))
        .unwrap_or_default();
    let _ = writeln!(
        h,
        "<section id=\"s{i}\"><h2>{}{file}: {} / {}</h2>",
        esc(&s.name),
        show(s.score()),
        show(s.max_score())
    );
    for (k, c) in s.cases.iter().enumerate() {
        let (class, head) = if c.passed {
            (
                "pass",
                t!(
                    "grade-case-passed",
                    name = c.name.as_str(),
                    score = show(c.score),
                    max = show(c.max_score)
                ),
            )
        } else {
            let bug = c.bug_name.clone().unwrap_or_default();
            (
                "fail",
                t!(
                    "grade-case-failed",
                    name = c.name.as_str(),
                    score = show(c.score),
                    max = show(c.max_score),
                    bug = bug
                ),
            )
        };
        let _ = write!(
            h,
            "<h3 class=\"{class}\">{}</h3>\n<div class=\"verdict\">",
            esc(&head)
        );
        for line in &c.verdict {
            let _ = write!(h, "<p>{}</p>", esc(line));
        }
        h.push_str("</div>\n");
        if let (Some(case), Some(Some(ours))) = (assignment.cases.get(k), textbooks.get(k)) {
            pictures(h, &s.name, c, case, ours);
        }
        if !c.output.trim().is_empty() {
            let _ = writeln!(
                h,
                "<details><summary>{}</summary><pre>{}</pre></details>",
                esc(&t!("grade-html-output")),
                esc_lines(&c.output)
            );
        }
    }
    h.push_str("</section>\n");
}

/// The textbook's recording of a tree case (one walk, as the check view records it), when the
/// case is a tree searched without deepening.
fn textbook(case: &Case) -> Option<Arc<Trace>> {
    if !matches!(case.ready.game, ReadyGame::Tree(..)) || case.scenario.config.iterative {
        return None;
    }
    case.scenario.record(None).ok().map(Arc::new)
}

/// The two pictures at the step where the walks part, with the events and the app's command.
fn pictures(h: &mut String, name: &str, c: &CaseResult, case: &Case, ours: &Arc<Trace>) {
    let (Some(walk), ReadyGame::Tree(_, spec)) = (&c.walk, &case.ready.game) else {
        return;
    };
    let Some(parting) = walk.parting else {
        return;
    };
    let min_root = matches!(case.scenario.game, GameChoice::Tree { min_root: true, .. });
    let theirs = replay(
        &walk.kept,
        spec,
        min_root,
        case.scenario.config.clone(),
        Searched::Titled(name.to_string()),
    );
    let their_trace = Arc::new(theirs.trace);
    let at = |steps: &[usize]| steps.get(parting).or(steps.last()).copied().unwrap_or(0);
    let their_step = at(&theirs.steps);
    let (_, walked) = textbook_walk(ours);
    let our_steps: Vec<usize> = walked.iter().map(|k| k + 1).collect();
    let our_step = at(&our_steps);
    let mark = |trace: &Trace| walk.path.as_ref().and_then(|p| node_at(trace, p));
    let style = Style {
        light: true,
        ..Style::default()
    };
    let mine = check_scene(
        &their_trace,
        their_step,
        mark(&their_trace),
        PICTURE,
        &style,
    );
    let book = check_scene(ours, our_step, mark(ours), PICTURE, &style);
    let algorithm = crate::teach::words::capitalise(&crate::teach::titles::algorithm_title(
        case.ready.algorithm(),
    ));
    let _ = writeln!(
        h,
        "<div class=\"pair\"><figure><figcaption>{}</figcaption>{}</figure>\
         <figure><figcaption>{}</figcaption>{}</figure></div>",
        esc(&t!("grade-html-theirs")),
        scene_to_svg(&mine),
        esc(&algorithm),
        scene_to_svg(&book)
    );
    let file = format!("{}-{}.jsonl", slug(name), slug(&c.name));
    let _ = writeln!(
        h,
        "<p><a download=\"{}\" href=\"data:application/x-ndjson;charset=utf-8,{}\">{}</a> · {}: \
         <code>gametree gui --events {} --tree {} --algo {}</code></p>",
        esc(&file),
        percent(&super::report::events_text(&walk.kept)),
        esc(&t!("grade-html-events")),
        esc(&t!("grade-html-open")),
        esc(&file),
        esc(&c.tree.as_deref().map_or_else(|| "TREE".into(), shown_path)),
        case.ready.algorithm().name()
    );
}

/// A tree's path for a command to type: from the current folder when it is inside it, quoted
/// when it has a space or a quote.
fn shown_path(path: &std::path::Path) -> String {
    let here = std::env::current_dir().ok();
    let short = here
        .as_deref()
        .and_then(|h| path.strip_prefix(h).ok())
        .unwrap_or(path);
    let text = crate::game::printable(&short.display().to_string());
    if text.contains([' ', '\'', '"']) {
        format!("'{}'", text.replace('\'', "'\\''"))
    } else {
        text
    }
}

/// A name as a file name's part: letters, digits and `-`.
fn slug(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    s.trim_matches('-').chars().take(40).collect()
}

/// `text` percent-encoded for a `data:` address (all but unreserved characters).
fn percent(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}
