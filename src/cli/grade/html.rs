//! The HTML report (to come in this file).

use super::assignment::Assignment;
use super::report::Report;

/// The page.
pub fn page(report: &Report, _assignment: &Assignment) -> String {
    super::text::text(report).join("\n")
}
