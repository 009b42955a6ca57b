//! The JSON trace round trip (issue 4, Exports): what `gametree search --format json` writes
//! reads back into a trace that replays identically, step by step; broken files give one line.

use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::json::write_json;
use gametree_engine::trace::json_read::{
    EventProblem, TraceFileError, read_json_file, read_json_str,
};
use gametree_engine::trace::{Playback, Searched, Trace};
use std::sync::Arc;

fn scenario(game: GameChoice, config: SearchConfig) -> Scenario {
    Scenario {
        game,
        config,
        ..Scenario::default()
    }
}

fn alphabeta() -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ..SearchConfig::default()
    }
}

/// The title the tests write traces under (the teach crate makes real ones).
const TITLE: &str = "a search — alpha-beta";

fn round_trip(trace: &Trace) -> Trace {
    let mut bytes = Vec::new();
    write_json(trace, TITLE, &mut bytes).unwrap();
    read_json_str(std::str::from_utf8(&bytes).unwrap()).unwrap()
}

/// Same tree, events, iterations and outcome; the same names; and the same thing on screen at
/// every step (every node's state when `all_nodes`, else the nodes each step touches).
fn assert_replays_identically(a: Trace, all_nodes: bool) {
    let b = round_trip(&a);
    assert_eq!(a.tree.node_count(), b.tree.node_count());
    for id in a.tree.node_indices() {
        assert_eq!(a.tree.node(id), b.tree.node(id), "node {id:?}");
        assert_eq!(a.parent(id), b.parent(id));
        assert_eq!(a.children(id), b.children(id));
        assert_eq!(a.move_text(id), b.move_text(id));
        assert_eq!(a.node_name(id), b.node_name(id));
        assert_eq!(
            a.game.view(&a.move_codes(id)),
            b.game.view(&b.move_codes(id))
        );
    }
    assert!(a.events().eq(b.events()));
    assert_eq!(a.iterations, b.iterations);
    assert_eq!(a.config, b.config);
    assert_eq!(a.outcome, b.outcome);
    // A trace read back carries the title it was written under, not a scenario.
    assert_eq!(b.searched, Searched::Titled(TITLE.into()));
    assert_eq!(a.principal_line(), b.principal_line());
    let (a, b) = (Arc::new(a), Arc::new(b));
    let (mut pa, mut pb) = (Playback::new(a.clone()), Playback::new(b.clone()));
    for step in 0..=pa.len() {
        pa.seek(step);
        pb.seek(step);
        assert_eq!(pa.focus(), pb.focus(), "step {step}");
        assert_eq!(pa.stack(), pb.stack(), "step {step}");
        assert_eq!(pa.counts(), pb.counts(), "step {step}");
        if all_nodes {
            for id in a.tree.node_indices() {
                assert_eq!(pa.state(id), pb.state(id), "step {step} node {id:?}");
            }
        } else if let Some(e) = pa.event() {
            let mut touched = vec![e.node];
            touched.extend(a.parent(e.node));
            touched.extend(a.children(e.node));
            for id in touched {
                assert_eq!(pa.state(id), pb.state(id), "step {step} node {id:?}");
            }
        }
    }
}

#[test]
fn aima_round_trip_replays_every_step() {
    assert_replays_identically(Scenario::default().record(None).unwrap(), true);
}

#[test]
fn aima_min_root_minimax_round_trip() {
    let mut s = Scenario::default();
    s.config.algorithm = Algorithm::Minimax;
    if let GameChoice::Tree { min_root, .. } = &mut s.game {
        *min_root = true;
    }
    assert_replays_identically(s.record(None).unwrap(), true);
}

#[test]
fn bones_round_trip_replays_every_step() {
    let s = scenario(
        GameChoice::Bones {
            bones: 9,
            max_take: 3,
        },
        alphabeta(),
    );
    assert_replays_identically(s.record(None).unwrap(), true);
}

#[test]
fn tictactoe_alphabeta_round_trip() {
    let s = scenario(
        GameChoice::TicTacToe {
            position: "X...O....".into(),
        },
        alphabeta(),
    );
    let trace = s.record(None).unwrap();
    assert!(trace.outcome.stats.cutoffs > 0);
    assert_replays_identically(trace, false);
}

#[test]
fn iterative_deepening_with_table_and_ordering_round_trip() {
    let s = scenario(
        GameChoice::TicTacToe {
            position: "X...O....".into(),
        },
        SearchConfig {
            ordering: true,
            tt: true,
            iterative: true,
            ..alphabeta()
        },
    );
    let trace = s.record(None).unwrap();
    assert!(trace.iterations.len() > 1);
    assert_replays_identically(trace, false);
}

#[test]
fn malformed_json_gives_one_line_errors() {
    let mut good = Vec::new();
    write_json(&Scenario::default().record(None).unwrap(), TITLE, &mut good).unwrap();
    let good = String::from_utf8(good).unwrap();
    let broken = [
        "".to_string(),
        "not json".to_string(),
        "[1,2,3]".to_string(),
        good[..good.len() / 2].to_string(),
        good.replace("\"config\":", "\"konfig\":"),
        good.replace("\"parent\":0,", "\"parent\":7,"),
        good.replace(
            "\"step\":34,\"kind\":\"leaf\",\"node\":12",
            "\"step\":34,\"kind\":\"leaf\",\"node\":99",
        ),
        good.replace("\"alpha\":\"-inf\"", "\"alpha\":\"minus infinity\""),
        good.replace("\"status\":\"pruned\"", "\"status\":\"skipped\""),
        good.replace("\"step\":3,", "\"step\":4,"),
    ];
    for (i, text) in broken.iter().enumerate() {
        assert_ne!(text, &good, "case {i} changed nothing");
        let err = match read_json_str(text) {
            Err(e) => e,
            Ok(_) => panic!("case {i} was accepted"),
        };
        let line = err.to_string();
        assert!(
            !line.is_empty() && !line.contains('\n'),
            "case {i}: {line:?}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("half.json");
    std::fs::write(&path, &good[..good.len() / 3]).unwrap();
    let err = read_json_file(&path).err().unwrap();
    let TraceFileError::InFile { path: named, error } = &err else {
        panic!("a half file is bad content in the file: {err:?}");
    };
    assert_eq!(named, &path);
    assert!(matches!(**error, TraceFileError::Json { .. }), "{error:?}");
    assert!(!err.to_string().contains('\n'), "{err}");
    let missing = read_json_file(&dir.path().join("missing.json"))
        .err()
        .unwrap();
    assert!(
        matches!(missing, TraceFileError::Unreadable { .. }),
        "{missing:?}"
    );
    assert!(
        matches!(&missing, TraceFileError::Unreadable { path, .. } if path.ends_with("missing.json")),
        "{missing:?}"
    );
}

/// The AIMA 5.2 search and its JSON trace.
fn aima_json() -> (gametree_engine::trace::Trace, Vec<u8>) {
    let trace = Scenario::default().record(None).unwrap();
    let mut bytes = Vec::new();
    write_json(&trace, TITLE, &mut bytes).unwrap();
    (trace, bytes)
}

#[test]
fn a_byte_order_mark_before_a_trace_is_skipped() {
    let (trace, json) = aima_json();
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(json);
    let back = gametree_engine::trace::json_read::read_json(&bytes[..]).unwrap();
    assert!(back.events().eq(trace.events()));
}

#[test]
fn long_texts_in_a_trace_file_are_shortened() {
    let (trace, bytes) = aima_json();
    let text = String::from_utf8(bytes).unwrap();
    let title = format!("\"scenario\":\"{TITLE}\"");
    assert!(text.contains(&title));
    let crafted = text.replacen(
        &title,
        &format!("\"scenario\":\"{}\"", "x".repeat(5_000_000)),
        1,
    );
    let back = read_json_str(&crafted).unwrap();
    let Searched::Titled(title) = &back.searched else {
        panic!("a trace read back carries its title");
    };
    assert!(title.chars().count() <= 301, "{}", title.len());
    assert!(back.events().eq(trace.events()));
}

#[test]
fn impossible_event_orders_are_refused() {
    let (_, bytes) = aima_json();
    let good: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let events = good["events"].as_array().unwrap().clone();
    let with_events = |events: Vec<serde_json::Value>| {
        let mut v = good.clone();
        let renumbered: Vec<serde_json::Value> = events
            .into_iter()
            .enumerate()
            .map(|(i, mut e)| {
                e["step"] = i.into();
                e
            })
            .collect();
        v["events"] = renumbered.into();
        read_json_str(&v.to_string())
    };
    assert!(with_events(events.clone()).is_ok());
    // The events backwards: an exit before its enter.
    let mut reversed = events.clone();
    reversed.reverse();
    let e = with_events(reversed)
        .err()
        .expect("reversed events are refused");
    assert!(
        matches!(
            e,
            TraceFileError::Event {
                problem: EventProblem::ExitElsewhere | EventProblem::EventElsewhere,
                ..
            }
        ),
        "{e:?}"
    );
    // The last exit missing: the call stack is still full at the end.
    let mut cut = events.clone();
    cut.pop();
    let e = with_events(cut)
        .err()
        .expect("an unfinished search is refused");
    assert!(
        matches!(
            e,
            TraceFileError::Event {
                problem: EventProblem::NeverExited,
                ..
            }
        ),
        "{e:?}"
    );
    // Two events swapped: a leaf's value before the leaf is entered.
    let mut swapped = events.clone();
    let leaf = swapped.iter().position(|e| e["kind"] == "leaf").unwrap();
    swapped.swap(leaf - 1, leaf);
    assert!(with_events(swapped).is_err());
}

/// Issue 16, item 1: a pruned subtree cut again in each iteration is recorded once, under the
/// last iteration that pruned it; each iteration still lists its pruned children (the earlier
/// ones marked shared, with nothing below them), and the JSON reads back the same.
#[test]
fn pruned_subtrees_are_kept_once_under_the_last_iteration() {
    use gametree_engine::scenario::TreeSource;
    use gametree_engine::trace::{EventKind, flags};
    // After B = 3, C's first child 2 cuts C off at every depth: [4, 5] and 6 are pruned in
    // the iterations of depth 2 and 3 (D's [5, [1, 2]] is cut by the depth limit at depth 2,
    // so a third iteration runs).
    let tree = "[[3,12,8],[2,[4,5],6],[14,[5,[1,2]],2]]";
    let mut config = alphabeta();
    config.iterative = true;
    let t = scenario(
        GameChoice::Tree {
            source: TreeSource::Text {
                name: "t".into(),
                json: tree.into(),
            },
            min_root: false,
        },
        config,
    )
    .record(None)
    .unwrap();
    crate::support::check_trace_invariants(&t);
    // The pruned [4, 5] nodes, one per iteration that cut C off, in iteration order.
    let copies: Vec<_> = t
        .tree
        .node_indices()
        .filter(|&id| {
            let n = t.node(id);
            n.status == gametree_engine::trace::Status::Pruned && n.depth == 2 && n.child_index == 1
        })
        .collect();
    assert!(
        copies.len() >= 2,
        "pruned in more than one iteration: {copies:?}"
    );
    let (last, earlier) = copies.split_last().unwrap();
    assert_eq!(
        t.tree.children(*last).count(),
        2,
        "4 and 5 under the last copy"
    );
    for &c in earlier {
        assert!(t.node(c).has(flags::SHARED));
        assert_eq!(t.tree.children(c).count(), 0);
    }
    // Every cutoff at C still lists its pruned children.
    let at_c = |id| t.node(id).depth == 1 && t.node(id).child_index == 1;
    for e in t
        .events()
        .filter(|e| e.kind == EventKind::Cutoff && at_c(e.node))
    {
        assert_eq!(
            t.tree
                .children(e.node)
                .filter(|&c| !t.tree.visited(c))
                .count(),
            2,
            "C's two pruned children in each iteration"
        );
    }
    assert_replays_identically(t, true);
}
