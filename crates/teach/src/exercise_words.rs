//! Exercise sets in words: what each level practises and how a learner has done per level.
//! The engine's [`exercises`](gametree_engine::exercises) holds the levels' numbers and
//! targets; the names of its trees are worded with the other titles
//! ([`tree_title`](crate::titles::tree_title)).

use crate::t;
use gametree_engine::exercises::Progress;

/// What level `number` (1 to 6) practises, in a few words: "alpha-beta, depth 3".
pub fn level_name(number: u8) -> String {
    match number {
        1 => t!("practice-level-1"),
        2 => t!("practice-level-2"),
        3 => t!("practice-level-3"),
        4 => t!("practice-level-4"),
        5 => t!("practice-level-5"),
        6 => t!("practice-level-6"),
        other => other.to_string(),
    }
}

/// "Level 2: 3 of 5 trees perfect", one line per level tried.
pub fn progress_lines(progress: &Progress) -> Vec<String> {
    progress
        .levels
        .iter()
        .map(|(l, p)| {
            t!(
                "practice-progress-line",
                level = *l,
                perfect = p.perfect,
                tried = p.tried
            )
        })
        .collect()
}
