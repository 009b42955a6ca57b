//! The Code panel's question in a class session, "which line runs next?": the teacher's side
//! makes it from its Code panel's listing ([`prepare`]): the choices are the listing's lines
//! that run something, labelled as shown (`12  v ← MAX(v, …)`), and the right one is the
//! line the Code panel's own `next_line` gives; the reveal's reason says that line ([`reason`]).

use super::questions::Prepared;
use crate::code_panel::CodePanel;
use gametree_class::protocol::{self as proto, Answer, Form, QuestionKind};
use gametree_engine::trace::Playback;
use gametree_teach::listings::{listing, shown};
use gametree_teach::t;

/// The code-line question before `playback`'s next step on `code`'s listing, and the step that
/// runs the line (where the reveal takes the search), if the listing has it.
pub fn prepare(code: &mut CodePanel, playback: &Playback) -> Option<(Prepared, usize)> {
    let trace = playback.trace().clone();
    let src = listing(&trace.config, code.lang)?;
    let lines = shown(&src, code.lang, gametree_teach::i18n::lang());
    let (runs_at, line) = code.next_line(&trace, &lines, playback.step())?;
    // The lines that run something (a comment or a blank line never runs next).
    let runnable: Vec<usize> = (0..lines.len())
        .filter(|&i| !lines[i].marks.is_empty())
        .take(proto::MAX_CHOICES)
        .collect();
    let choices: Vec<String> = runnable
        .iter()
        .map(|&i| {
            format!("{}  {}", i + 1, lines[i].text.trim())
                .chars()
                .take(proto::MAX_LABEL_CHARS)
                .collect()
        })
        .collect();
    let choice = u32::try_from(runnable.iter().position(|&i| i == line)?).ok()?;
    let form = Form::Choice { choices };
    let right = Answer::Choice { choice }.canonical(&form)?;
    let question = proto::Question {
        kind: QuestionKind::CodeLine,
        step: u32::try_from(playback.step()).ok()?,
        node: None,
        form,
        prompt: Some(t!("class-line-question")),
    };
    question
        .is_sound()
        .then_some((Prepared { question, right }, runs_at))
}

/// Why `right` is the answer to a code-line question: "Line 12 runs next: …" (`None` for
/// another question or a choice out of range).
pub fn reason(question: &proto::Question, right: &Answer) -> Option<String> {
    let (Form::Choice { choices }, Answer::Choice { choice }) = (&question.form, right) else {
        return None;
    };
    let label = choices.get(*choice as usize)?;
    let (line, text) = label.split_once("  ").unwrap_or(("?", label.as_str()));
    Some(t!("class-line-runs-next", line = line, text = text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::App;
    use gametree_engine::scenario::Scenario;
    use gametree_teach::listings::CodeLang;

    /// On AIMA's tree (alpha-beta), at several steps and in two listings, the right choice is
    /// the line the Code panel's own `next_line` gives, and the reason names it.
    #[test]
    fn the_right_line_is_the_code_panels_next_line() {
        let mut app = App::loaded_now(Scenario::default());
        let mut pb = app.loaded.as_ref().unwrap().playback.clone();
        let trace = pb.trace().clone();
        for lang in [CodeLang::Pseudo, CodeLang::Aima] {
            app.code_mut().lang = lang;
            let src = listing(&trace.config, lang).unwrap();
            let lines = shown(&src, lang, gametree_teach::i18n::lang());
            let mut asked = 0;
            for step in [0, 1, 3, 5, 8, 12] {
                pb.seek(step);
                let Some((p, runs_at)) = prepare(app.code_mut(), &pb) else {
                    continue;
                };
                asked += 1;
                let (at, line) = app.code_mut().next_line(&trace, &lines, step).unwrap();
                assert_eq!(runs_at, at);
                assert_eq!(p.question.step as usize, step);
                assert_eq!(p.question.kind, QuestionKind::CodeLine);
                let label = p.right.text(&p.question.form);
                assert!(label.starts_with(&format!("{}  ", line + 1)), "{label}");
                assert!(label.ends_with(lines[line].text.trim()), "{label}");
                let why = reason(&p.question, &p.right).unwrap();
                assert!(why.contains(lines[line].text.trim()), "{why}");
            }
            assert!(asked >= 4, "{lang:?}: asked at {asked} steps");
        }
    }
}
