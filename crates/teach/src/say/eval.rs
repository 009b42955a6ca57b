//! What an evaluation term counts, in words: "lines with 3 and the rest empty", "marks in the
//! centre" (the narration of a depth-limited leaf lists its terms).

use super::Say;
use crate::t;
use gametree_engine::game::Counted;

impl Say for Counted {
    fn say(&self) -> String {
        match self {
            Counted::Lines { marks } => t!("engine-eval-lines", n = *marks),
            Counted::Centre => t!("engine-eval-centre"),
            Counted::CentreColumn => t!("engine-eval-centre-column"),
            Counted::Corners => t!("engine-eval-corners"),
        }
    }
}
