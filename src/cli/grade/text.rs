//! The text report, for the terminal: the class's table of bugs first (how many students made
//! each, and who), then each student's score and every case: passed, or its bug and the
//! verdict's sentences. One submission prints its block alone.

use super::report::{Report, show};
use crate::t;

/// The text report, a line each.
pub fn text(report: &Report) -> Vec<String> {
    let mut lines = vec![t!("grade-title", title = report.title.as_str())];
    if report.students.len() > 1 {
        lines.push(String::new());
        lines.push(t!("grade-class-table"));
        let rows = report.bugs();
        if rows.is_empty() {
            lines.push(format!("  {}", t!("grade-no-bugs")));
        }
        for r in rows {
            lines.push(format!(
                "  {}",
                t!(
                    "grade-bug-count",
                    bug = r.name.as_str(),
                    count = r.students.len(),
                    names = r.students.join(", ")
                )
            ));
        }
    }
    for s in &report.students {
        lines.push(String::new());
        let mut head = t!(
            "grade-student",
            name = s.name.as_str(),
            score = show(s.score()),
            max = show(s.max_score())
        );
        if let Some(file) = &s.file {
            head.push_str(&format!(" ({file})"));
        }
        lines.push(head);
        for c in &s.cases {
            let (score, max) = (show(c.score), show(c.max_score));
            if c.passed {
                lines.push(format!(
                    "  {}",
                    t!(
                        "grade-case-passed",
                        name = c.name.as_str(),
                        score = score,
                        max = max
                    )
                ));
            } else {
                let bug = c.bug_name.clone().unwrap_or_default();
                lines.push(format!(
                    "  {}",
                    t!(
                        "grade-case-failed",
                        name = c.name.as_str(),
                        score = score,
                        max = max,
                        bug = bug
                    )
                ));
            }
            if !c.passed {
                for v in &c.verdict {
                    lines.push(format!("    {v}"));
                }
            }
        }
    }
    lines
}
