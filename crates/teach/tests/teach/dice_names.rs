//! Issue 36, item 9: the dice race's positions are named by their counter and whose turn it
//! is — in sentences, the inspector's words and the find box's example alike, in both
//! languages — and MCTS sentences use that one name, never a node's last move alone.

use gametree_engine::scenario::GameChoice;
use gametree_engine::search::Algorithm;
use gametree_engine::trace::mcts::Phase;
use gametree_engine::trace::{NodeId, Playback, Trace};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::move_words::node_name;
use gametree_teach::words::tidy;
use std::sync::Arc;

fn dice(algorithm: Algorithm, iterations: u32) -> Arc<Trace> {
    crate::support::record_game(GameChoice::Dice { target: 6 }, algorithm, iterations)
}

/// The node reached from the root by the moves `moves` (the engine's notation).
fn at(trace: &Trace, moves: &[&str]) -> NodeId {
    let mut at = trace.iterations[0].root;
    for m in moves {
        at = trace
            .children(at)
            .into_iter()
            .find(|&c| trace.move_text(c).as_deref() == Some(m))
            .unwrap_or_else(|| panic!("no {m} under {at:?}"));
    }
    at
}

#[test]
fn dice_positions_are_named_by_counter_and_turn_in_both_languages() {
    let trace = dice(Algorithm::Expectiminimax, 1);
    let cases: [(&[&str], &str, &str); 5] = [
        (&["step"], "counter 1 (MIN to move)", "计数 1（轮到 MIN）"),
        (&["roll"], "counter 0 (MAX rolls)", "计数 0（MAX 掷骰子）"),
        (
            &["roll", "die 4"],
            "counter 4 (MIN to move)",
            "计数 4（轮到 MIN）",
        ),
        (
            &["step", "step", "roll", "die 5"],
            "counter 7 (MAX has won)",
            "计数 7（MAX 已获胜）",
        ),
        (
            &["step", "roll", "die 5"],
            "counter 6 (MIN has won)",
            "计数 6（MIN 已获胜）",
        ),
    ];
    for (moves, en, zh) in cases {
        let id = at(&trace, moves);
        assert_eq!(with_lang(Lang::En, || node_name(&trace, id)), en);
        assert_eq!(with_lang(Lang::Zh, || tidy(node_name(&trace, id))), zh);
    }
    // A parent and its child never share a name.
    for id in trace.tree.node_indices() {
        if let Some(p) = trace.parent(id) {
            assert_ne!(node_name(&trace, p), node_name(&trace, id));
        }
    }
    // The inspector describes the position in the same words.
    use gametree_engine::game::Player;
    use gametree_teach::words::dice_position;
    assert_eq!(
        dice_position(1, 6, false, Player::Min),
        "counter 1 of 6, MIN to move"
    );
    assert_eq!(
        dice_position(0, 6, true, Player::Min),
        "counter 0 of 6, MAX rolls the die"
    );
    assert_eq!(
        dice_position(6, 6, false, Player::Max),
        "counter 6 of 6: MIN has won"
    );
    with_lang(Lang::Zh, || {
        assert_eq!(
            dice_position(1, 6, false, Player::Min),
            "计数 1/6，轮到 MIN 走"
        );
        assert_eq!(
            dice_position(0, 6, true, Player::Min),
            "计数 0/6，MAX 掷骰子"
        );
    });
}

/// Every MCTS sentence names the nodes it is about by their one name (the one the inspector
/// shows), in both languages: the node expanded from, the node a playout starts at, and each
/// node a selection passes; none is named by its last move ("the position after die 5").
#[test]
fn mcts_sentences_name_each_node_by_its_one_name() {
    let trace = dice(Algorithm::Mcts, 300);
    let view = trace.mcts_view().unwrap();
    let mut checked = 0;
    for lang in [Lang::En, Lang::Zh] {
        let mut pb = Playback::new(trace.clone());
        while pb.forward() {
            let said = with_lang(lang, || gametree_teach::narrate::narrate(&pb));
            let (k, phase) = Phase::of_step(pb.step() - 1);
            let it = view.record.iteration(k);
            let name = |id| with_lang(lang, || tidy(node_name(&trace, id)));
            let names: Vec<String> = match phase {
                Phase::Selection => trace.ancestry(it.selected)[1..]
                    .iter()
                    .rev()
                    .skip(1)
                    .map(|&n| name(n))
                    .collect(),
                Phase::Expansion => match it.expanded {
                    Some(n) => vec![name(trace.parent(n).unwrap())],
                    None => vec![name(it.reached)],
                },
                Phase::Simulation => vec![name(it.reached)],
                Phase::Backpropagation => Vec::new(),
            };
            for n in names
                .iter()
                .filter(|n| n.starts_with("counter") || n.starts_with("计数"))
            {
                assert!(
                    said.contains(n.as_str()),
                    "{lang:?} step {}: {n} in {said}",
                    pb.step()
                );
                checked += 1;
            }
            for stale in ["the position after", "之后的局面"] {
                assert!(!said.contains(stale), "{said}");
            }
        }
    }
    assert!(checked > 500, "{checked} names");
}

/// The root's W/N is said for the player to move there: right after MAX lost the first
/// playout it is 0 for MAX (the search keeps the root's W for the other side, which read
/// W/N = 1 with no word why).
#[test]
fn the_mcts_root_is_weighed_for_the_player_to_move_there() {
    let trace = dice(Algorithm::Mcts, 2);
    let mut pb = Playback::new(trace.clone());
    pb.seek(4);
    assert_eq!(
        trace.mcts_view().unwrap().record.iteration(0).max_reward,
        0.0
    );
    let root = trace.iterations[0].root;
    let gametree_engine::trace::NodeState::Counted { visits, wins } = pb.state(root) else {
        panic!("an MCTS node");
    };
    let said = |lang| {
        with_lang(lang, || {
            gametree_teach::mcts_words::counted(&trace, root, visits, wins)
        })
    };
    assert_eq!(
        said(Lang::En),
        "N = 1, W = 0, W/N = 0 (for MAX, to move here)"
    );
    assert_eq!(
        said(Lang::Zh),
        "N = 1，W = 0，W/N = 0（按在这里走棋的 MAX 计）"
    );
    let spoken = with_lang(Lang::En, || gametree_teach::spoken::node_label(&pb, root));
    assert!(spoken.contains("1 visit, W = 0 for MAX"), "{spoken}");
    // A child is weighed for the player who moved into it, as the picture shows it.
    let child = trace.children(root)[0];
    let gametree_engine::trace::NodeState::Counted { visits, wins } = pb.state(child) else {
        panic!("an MCTS node");
    };
    let said = with_lang(Lang::En, || {
        gametree_teach::mcts_words::counted(&trace, child, visits, wins)
    });
    assert_eq!(said, "N = 1, W = 0, W/N = 0");
}
