//! The engine's errors in the command line's words: refused options and the node budget name
//! the flags that would help (SPEC.md "Node budget": "… (--max-nodes); use alpha-beta, --tt,
//! --depth, or raise --max-nodes"); every other error is said as the app says it
//! ([`Say`](crate::teach::Say)).

use crate::scenario::ScenarioError;
use crate::search::{Algorithm, InUse, OptionsError, SearchError};
use crate::t;
use crate::teach::Say;

/// The options check's refusals in the command line's words, naming its flags.
pub fn flag_words(e: &OptionsError) -> String {
    match e {
        OptionsError::DepthZero => t!("cli-depth-zero"),
        OptionsError::NoBudget => t!("cli-no-budget"),
        OptionsError::AspirationWithoutIterative => t!("cli-aspiration-needs-iterative"),
        OptionsError::AspirationNeedsPruning(a) if *a == Algorithm::Mtdf => {
            t!(
                "cli-aspiration-mtdf",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationNeedsPruning(a) => {
            t!(
                "cli-aspiration-no-window",
                algo = crate::teach::titles::algorithm_title(*a)
            )
        }
        OptionsError::AspirationWidth(w) => t!("cli-aspiration-width", width = w.to_string()),
    }
}

/// What would make the search smaller, naming only the flags not yet given:
/// "use alpha-beta, --tt, --depth, or raise --max-nodes".
pub fn advice(in_use: &InUse) -> String {
    match (in_use.alphabeta, in_use.tt, in_use.depth) {
        (false, false, false) => t!("cli-advice-ab-tt-depth"),
        (false, false, true) => t!("cli-advice-ab-tt-smaller-depth"),
        (false, true, false) => t!("cli-advice-ab-depth"),
        (false, true, true) => t!("cli-advice-ab-smaller-depth"),
        (true, false, false) => t!("cli-advice-tt-depth"),
        (true, false, true) => t!("cli-advice-tt-smaller-depth"),
        (true, true, false) => t!("cli-advice-depth"),
        (true, true, true) => t!("cli-advice-smaller-depth"),
    }
}

/// A search that stopped, in the command line's words.
pub fn search_words(e: &SearchError) -> String {
    match e {
        SearchError::NodeBudget { limit, in_use } => t!(
            "cli-search-node-budget",
            limit = limit.to_string(),
            advice = advice(in_use)
        ),
        e => e.say(),
    }
}

/// A scenario that could not be searched, in the command line's words.
pub fn scenario_words(e: &ScenarioError) -> String {
    match e {
        ScenarioError::Search(e) => search_words(e),
        e => e.say(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    #[test]
    fn the_budget_advice_names_only_the_flags_not_given() {
        let said = |alphabeta, tt, depth| {
            let e = SearchError::NodeBudget {
                limit: 1000,
                in_use: InUse {
                    alphabeta,
                    tt,
                    depth,
                },
            };
            with_lang(Lang::En, || search_words(&e))
        };
        assert_eq!(
            said(false, false, false),
            "the search would visit more than 1000 nodes (--max-nodes); \
             use alpha-beta, --tt, --depth, or raise --max-nodes"
        );
        let ab_tt = said(true, true, false);
        assert!(
            !ab_tt.contains("alpha-beta") && !ab_tt.contains("--tt"),
            "{ab_tt}"
        );
        assert!(
            ab_tt.contains("--depth") && ab_tt.contains("--max-nodes"),
            "{ab_tt}"
        );
        assert!(said(true, true, true).contains("a smaller --depth"));
    }
}
