//! Words for Monte Carlo tree search: each phase of an iteration explained with its numbers,
//! above all each UCB choice ("UCB = 0.58 + 1.41 × √(ln 40 / 12) = 1.36").

use crate::t;
use gametree_engine::game::Player;
use gametree_engine::search::mcts::Rewards;
use gametree_engine::trace::mcts::{MctsView, Phase};
use gametree_engine::trace::{NodeId, Trace, show_real};

/// A search-tree node's name in sentences: the one name the stepper's other sentences, the
/// inspector and the picture's words give it ([`crate::move_words::node_name`]), never its
/// last move alone (two nodes reached by the same move would share it).
pub fn node_name(trace: &Trace, node: NodeId) -> String {
    crate::move_words::node_name(trace, node)
}

/// The moves of iteration `k`'s random playout, in notation.
pub fn playout_texts(trace: &Trace, view: &MctsView<'_>, k: usize) -> Vec<String> {
    let it = view.record.iteration(k);
    let mut codes = trace.move_codes(it.reached);
    it.playout
        .iter()
        .map(|&c| {
            let text = trace.game.move_text(&codes, c);
            codes.push(c);
            crate::move_words::say_move(trace, &text)
        })
        .collect()
}

/// The exact search's best moves as a list: "X a1", or "X a1, X a2, X a3, … (9)" when more
/// than four are as good.
pub fn best_moves(trace: &Trace, exact: &gametree_engine::compare_mcts::Exact) -> String {
    let good: Vec<String> = exact
        .equally_good
        .iter()
        .map(|m| crate::move_words::say_move(trace, m))
        .collect();
    match good.len() {
        0 => "—".into(),
        1..=4 => good.join(", "),
        n => format!("{}, … ({n})", good[..3].join(", ")),
    }
}

/// A reward as a student reads it: 1, ½, 0 in games; the value on trees.
pub fn show_reward(r: f64) -> String {
    if r == 0.5 { "½".into() } else { show_real(r) }
}

/// The label on a picture's playout line: "3 random moves".
pub fn playout_moves(count: usize) -> String {
    t!("viewer-mcts-playout-moves", count = count)
}

/// The number a shown value reads (its 2 decimals).
fn shown_number(shown: &str) -> f64 {
    shown.parse().unwrap_or(0.0)
}

/// A shown value in hundredths, as written ("1.49" is 149).
fn cents(shown: &str) -> i64 {
    (shown_number(shown) * 100.0).round() as i64
}

/// UCB's mean, exploration term and total as shown, each its own value rounded as every value
/// is ("0.87", "0.63", "1.49" for 0.8666 + 0.6266 = 1.4932): the exploration term a reader
/// finds in the inspector or the code panel is the one in the sum. Whether the rounded terms
/// add up to the rounded total is [`ucb_equals`]'s to say.
pub fn ucb_shown(term: &gametree_engine::search::mcts::UcbTerms) -> [String; 3] {
    [
        show_real(term.mean),
        show_real(term.explore),
        show_real(term.ucb()),
    ]
}

/// The sign between the shown terms and the shown total of UCB: "=" when the rounded terms
/// add up to the rounded total on paper (0.58 + 0.78 = 1.36), "≈" when rounding parts them
/// (0.87 + 0.63 ≈ 1.49), so no sentence claims a sum that does not add up.
pub fn ucb_equals(term: &gametree_engine::search::mcts::UcbTerms) -> &'static str {
    let [mean, explore, ucb] = ucb_shown(term);
    let finite = term.mean.is_finite() && term.explore.is_finite();
    if !finite || cents(&mean) + cents(&explore) == cents(&ucb) {
        "="
    } else {
        "≈"
    }
}

/// N and W of node `id` as a reader weighs them: W for the player who moved into the node,
/// and at the root, which no move leads into, for the player to move there. (The search
/// keeps the root's W for the other side, so that every node's W is for the player before
/// it; said as it is, the root would read W/N = 1 right after MAX lost a playout.) In games
/// W counts wins; on trees it is the leaves' values in MAX's view, at the root too.
pub fn weighed(trace: &Trace, id: NodeId, visits: u32, wins: f64) -> (f64, Option<Player>) {
    if trace.parent(id).is_some() {
        return (wins, None);
    }
    let player = trace.node(id).player;
    let rewards = trace.mcts_view().map(|v| v.record.options.rewards);
    match rewards {
        Some(Rewards::Outcomes) => (f64::from(visits) - wins, Some(player)),
        _ => (wins, Some(Player::Max)),
    }
}

/// The inspector's value of an MCTS node: "N = 12, W = 7, W/N = 0.58", and at the root
/// "…, W/N = 0 (for MAX, to move here)" ([`weighed`]).
pub fn counted(trace: &Trace, id: NodeId, visits: u32, wins: f64) -> String {
    let (wins, player) = weighed(trace, id, visits, wins);
    let mean = if visits > 0 {
        show_real(wins / f64::from(visits))
    } else {
        "—".into()
    };
    match player {
        None => t!(
            "viewer-value-counted",
            visits = visits,
            wins = show_real(wins),
            mean = mean
        ),
        Some(p) => t!(
            "viewer-value-counted-root",
            visits = visits,
            wins = show_real(wins),
            mean = mean,
            player = p.name()
        ),
    }
}

/// A term of a sum as shown: a negative one in brackets, "(-4)".
fn term(shown: String) -> String {
    if shown.starts_with('-') {
        format!("({shown})")
    } else {
        shown
    }
}

/// One sentence per selection choice of iteration `iteration`, with UCB's numbers.
pub fn selection_lines(trace: &Trace, view: &MctsView<'_>, iteration: usize) -> Vec<String> {
    let it = view.record.iteration(iteration);
    let c = view.record.options.exploration;
    let mut lines = Vec::new();
    for w in trace.ancestry(it.selected).windows(2) {
        let (node, chosen) = (w[0], w[1]);
        let at = node_name(trace, node);
        let chosen_text = crate::move_words::move_of(trace, chosen).unwrap_or_default();
        let terms = view.terms(node, iteration);
        let Some(term) = terms.iter().find(|x| x.child as usize == chosen.index()) else {
            // The dice race's die shows a number ("it shows 4"), a tree's throw a child.
            let face = crate::move_words::die_face(trace, chosen).unwrap_or(chosen_text);
            lines.push(t!("narration-mcts-throw", node = at, face = face));
            continue;
        };
        let [mean, explore, ucb] = ucb_shown(term);
        lines.push(t!(
            "narration-mcts-choice",
            equals = ucb_equals(term),
            node = at,
            player = trace.node(node).player.name(),
            chosen = chosen_text,
            mean = mean,
            c = show_real(c),
            parent_n = view.visits(node, iteration).0,
            n = view.visits(chosen, iteration).0,
            explore = explore,
            ucb = ucb,
            count = terms.len(),
        ));
    }
    lines
}

/// What phase `phase` of iteration `iteration` does, in a few sentences.
pub fn narrate(trace: &Trace, iteration: usize, phase: Phase) -> Vec<String> {
    let Some(view) = trace.mcts_view() else {
        return Vec::new();
    };
    let it = view.record.iteration(iteration);
    let reached = it.reached;
    match phase {
        Phase::Selection => {
            let mut lines = vec![t!(
                "narration-mcts-selection",
                iteration = iteration + 1,
                steps = trace.ancestry(it.selected).len() - 1
            )];
            lines.extend(selection_lines(trace, &view, iteration));
            lines
        }
        Phase::Expansion => vec![match it.expanded {
            Some(n) => t!(
                "narration-mcts-expansion",
                parent = node_name(trace, trace.parent(n).unwrap_or(n)),
                played = crate::move_words::move_of(trace, n).unwrap_or_default(),
            ),
            None => t!(
                "narration-mcts-no-expansion",
                node = node_name(trace, reached)
            ),
        }],
        Phase::Simulation => {
            let moves = playout_texts(trace, &view, iteration);
            let result = show_reward(it.max_reward);
            vec![if moves.is_empty() {
                t!(
                    "narration-mcts-no-playout",
                    node = node_name(trace, reached),
                    result = result
                )
            } else {
                t!(
                    "narration-mcts-playout",
                    node = node_name(trace, reached),
                    count = moves.len(),
                    moves = moves.join(&t!("narration-name-move-separator")),
                    result = result,
                )
            }]
        }
        Phase::Backpropagation => {
            let done = iteration + 1;
            let root = NodeId::new(0);
            let backup = match view.record.options.rewards {
                Rewards::Outcomes => "narration-mcts-backup",
                Rewards::Values => "narration-mcts-backup-values",
            };
            let best = view.most_visited(root, done);
            let mean = best
                .or(Some(root))
                .and_then(|b| {
                    let (n, w) = view.visits(b, done);
                    (n > 0).then(|| w / f64::from(n))
                })
                .map(show_real)
                .unwrap_or_default();
            vec![
                crate::i18n::tr_with(
                    backup,
                    &[
                        (
                            "count",
                            crate::i18n::Arg::from(trace.ancestry(reached).len()),
                        ),
                        (
                            "result",
                            crate::i18n::Arg::from(term(show_reward(it.max_reward))),
                        ),
                    ],
                ),
                t!(
                    "narration-mcts-root-now",
                    visits = view.visits(root, done).0,
                    best = best
                        .and_then(|b| crate::move_words::move_of(trace, b))
                        .unwrap_or_default(),
                    mean = mean,
                ),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree_engine::search::mcts::UcbTerms;

    /// Issues 36 and 43: UCB's mean, exploration term and total are each their own value
    /// rounded, and the sign between the terms and the total is "=" exactly when the shown
    /// terms add up to the shown total.
    #[test]
    fn ucb_shows_each_term_rounded_and_a_sum_that_holds_on_paper() {
        let term = |mean, explore| UcbTerms {
            child: 1,
            mean,
            explore,
        };
        let t = term(0.8666, 0.6266);
        assert_eq!(ucb_shown(&t), ["0.87", "0.63", "1.49"]);
        assert_eq!(ucb_equals(&t), "≈");
        let t = term(1.0, 1.1774);
        assert_eq!(ucb_shown(&t), ["1", "1.18", "2.18"]);
        assert_eq!(ucb_equals(&t), "=");
        let mut x = 0.123_456_7_f64;
        for _ in 0..10_000 {
            // A cheap spread of means in [-1, 1] and terms in [0, 3].
            x = (x * 9_973.0 + 0.618_033_9).fract();
            let (mean, explore) = (x * 2.0 - 1.0, (x * 7_919.0).fract() * 3.0);
            let t = term(mean, explore);
            let [m, e, u] = ucb_shown(&t);
            assert_eq!(m, show_real(mean));
            assert_eq!(e, show_real(explore));
            assert_eq!(u, show_real(mean + explore));
            let adds_up = cents(&m) + cents(&e) == cents(&u);
            assert_eq!(ucb_equals(&t) == "=", adds_up, "{m} + {e} vs {u}");
        }
    }
}
