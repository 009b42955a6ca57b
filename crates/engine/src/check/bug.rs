//! The one bug a judged walk is counted under (issue 45): a class's table counts students by
//! it, a report names it and says its fix. It is read off the judge's facts — a child entered
//! twice at the parting step, the searches whose walk is exactly the learner's (the plainest
//! first), a leaf that broke the learner's own scoring — and carries a stable name for files
//! (`strict-cutoff`), which never changes with the language.

use super::judge::{Diagnosis, Judgement};
use super::walker::Variant;
use super::windows::WindowBug;

/// A bug a walk shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bug {
    /// Checked against alpha-beta, it walks as minimax.
    NeverPrunes,
    /// Checked against minimax, it prunes.
    Prunes,
    /// A child searched twice in one visit of its parent.
    ChildTwice,
    /// A finished draw scored with the evaluation.
    DrawAsEvaluation,
    /// Bones scored by the misère rule.
    Misere,
    /// One of the walker's bugs.
    Variant(Variant),
    /// It never prunes: every child is entered with (−∞, +∞), as its windows show.
    WindowNotPassed,
    /// A leaf breaks the scoring the learner's other leaves follow.
    Scoring,
    /// The walks part, and no known bug walks as theirs.
    Differs,
}

impl Bug {
    /// Every bug, in the order a class's table lists them.
    pub const ALL: [Bug; 22] = [
        Bug::NeverPrunes,
        Bug::WindowNotPassed,
        Bug::Prunes,
        Bug::ChildTwice,
        Bug::DrawAsEvaluation,
        Bug::Variant(Variant::SidesSwapped),
        Bug::Misere,
        Bug::Variant(Variant::StrictCutoff),
        Bug::Variant(Variant::AlphaNotRaised),
        Bug::Variant(Variant::BetaNotLowered),
        Bug::Variant(Variant::BoundsSwapped),
        Bug::Variant(Variant::MaxMinSwapped),
        Bug::Variant(Variant::BestNotReset),
        Bug::Variant(Variant::LastChild),
        Bug::Variant(Variant::SideNotFlipped),
        Bug::Variant(Variant::ReversedOrder),
        Bug::Variant(Variant::Reordered),
        Bug::Variant(Variant::DeeperByOne),
        Bug::Variant(Variant::ShallowerByOne),
        Bug::Variant(Variant::PliesPerPair),
        Bug::Scoring,
        Bug::Differs,
    ];

    /// Its name in files (JSON, CSV): lower case, words joined by `-`.
    pub fn id(self) -> &'static str {
        match self {
            Bug::NeverPrunes => "never-prunes",
            Bug::Prunes => "prunes",
            Bug::ChildTwice => "child-twice",
            Bug::DrawAsEvaluation => "draw-as-evaluation",
            Bug::Misere => "misere",
            Bug::WindowNotPassed => "window-not-passed",
            Bug::Scoring => "scoring",
            Bug::Differs => "differs",
            Bug::Variant(v) => match v {
                Variant::SidesSwapped => "wrong-side",
                Variant::MaxMinSwapped => "max-min-swapped",
                Variant::StrictCutoff => "strict-cutoff",
                Variant::BestNotReset => "best-not-reset",
                Variant::AlphaNotRaised => "alpha-not-updated",
                Variant::BetaNotLowered => "beta-not-updated",
                Variant::BoundsSwapped => "alpha-beta-swapped",
                Variant::ReversedOrder => "order-reversed",
                Variant::Reordered => "order-other",
                Variant::LastChild => "last-child",
                Variant::SideNotFlipped => "side-not-flipped",
                Variant::DeeperByOne => "depth-off-by-one",
                Variant::ShallowerByOne => "stops-early",
                Variant::PliesPerPair => "partial-ply",
            },
        }
    }

    /// The bug named `id`, if one is.
    pub fn from_id(id: &str) -> Option<Bug> {
        Bug::ALL.into_iter().find(|b| b.id() == id)
    }

    /// The bug of a diagnosis.
    pub fn of(d: Diagnosis) -> Bug {
        match d {
            Diagnosis::NeverPrunes => Bug::NeverPrunes,
            Diagnosis::Prunes => Bug::Prunes,
            Diagnosis::DrawAsEvaluation { .. } => Bug::DrawAsEvaluation,
            Diagnosis::Misere => Bug::Misere,
            Diagnosis::Variant(v) => Bug::Variant(v),
            Diagnosis::Window(w) => match w {
                WindowBug::NotPassed => Bug::WindowNotPassed,
                WindowBug::AlphaNotUpdated => Bug::Variant(Variant::AlphaNotRaised),
                WindowBug::BetaNotUpdated => Bug::Variant(Variant::BetaNotLowered),
                WindowBug::AlphaAtMin => Bug::Variant(Variant::BoundsSwapped),
                WindowBug::TestAfterLoop | WindowBug::TiesNotCut => Bug::NeverPrunes,
            },
        }
    }
}

impl Judgement {
    /// The bug the walk is counted under (`None`: it agrees with the textbook): a child
    /// entered twice where they part, else the first search that walks as theirs (minimax or
    /// alpha-beta itself first, but how a search that never prunes lost its window when its
    /// windows show it), else a leaf that broke their scoring, else an unknown difference.
    pub fn bug(&self) -> Option<Bug> {
        let p = self.parting.as_ref()?;
        if p.again {
            return Some(Bug::ChildTwice);
        }
        // The windows printed say how a search that never prunes lost its window.
        let window = self
            .diagnosis
            .iter()
            .find(|d| matches!(d, Diagnosis::Window(_)));
        if let Some(&d) = window.or(self.diagnosis.first()) {
            return Some(Bug::of(d));
        }
        Some(if p.broken.is_some() {
            Bug::Scoring
        } else {
            Bug::Differs
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bug_has_its_own_name() {
        let mut ids: Vec<&str> = Bug::ALL.iter().map(|b| b.id()).collect();
        for b in Bug::ALL {
            assert_eq!(Bug::from_id(b.id()), Some(b));
        }
        for v in Variant::ALL {
            assert!(Bug::ALL.contains(&Bug::Variant(v)), "{v:?}");
        }
        crate::sort::sort(&mut ids);
        ids.dedup();
        assert_eq!(ids.len(), Bug::ALL.len());
    }
}
