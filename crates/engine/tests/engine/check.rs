//! The event protocol of `gametree check` (issue 28) read against a tree: Python's bare
//! infinities and the learner's own prints, each wrong walk refused as the fact it is, and the
//! engine's own walk of every alpha-beta and minimax recording agreeing with itself.

use crate::support::{config, record_tree};
use gametree_engine::check::Walk;
use gametree_engine::check::compare::{first_parting, textbook_walk};
use gametree_engine::check::protocol::{ProtocolError, read};
use gametree_engine::game::tree::TreeSpec;
use gametree_engine::search::Algorithm;
use std::sync::Arc;

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

#[test]
fn events_are_read_and_other_lines_pass_through() {
    let tree = TreeSpec::parse("[[3,12],[2]]").unwrap();
    let text = r#"{"enter": null, "alpha": -Infinity, "beta": Infinity}
my own print
{"enter": 0, "alpha": "-inf", "beta": "+inf"}
{"enter": 1}
{"leaf": 12}
{"exit": 12.0}
{"exit": 12}
{"exit": 12}"#;
    let r = read(lines(text), &tree).expect("reads");
    assert_eq!(r.passed, ["my own print"]);
    assert_eq!(
        r.walk,
        [
            Walk::Enter(vec![]),
            Walk::Enter(vec![0]),
            Walk::Enter(vec![0, 1]),
            Walk::Leaf(vec![0, 1], 12),
            Walk::Exit(vec![0, 1], 12),
            Walk::Exit(vec![0], 12),
            Walk::Exit(vec![], 12),
        ]
    );
}

#[test]
fn wrong_walks_are_refused_as_facts() {
    let tree = TreeSpec::parse("[[3,12],[2]]").unwrap();
    let fails = |text: &str| read(lines(text), &tree).expect_err(text);
    assert_eq!(fails("hello"), ProtocolError::NoEvents);
    assert_eq!(fails(r#"{"enter": 0}"#), ProtocolError::Outside { line: 1 });
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": 5}"),
        ProtocolError::NoSuchChild {
            index: 5,
            children: 2,
            ..
        }
    ));
    assert!(matches!(
        fails("{\"enter\": null}\n{\"enter\": 1}\n{\"enter\": 0}\n{\"leaf\": 7}"),
        ProtocolError::WrongLeaf {
            given: 7,
            tree: 2,
            ..
        }
    ));
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": 0}"),
        ProtocolError::Unfinished { open: 2 }
    );
    assert_eq!(
        fails("{\"enter\": null}\n{\"enter\": null}"),
        ProtocolError::RootAgain { line: 2 }
    );
}

/// The recording's own walk, printed as events and read back, agrees with the recording; a
/// walk cut short parts where it ends.
#[test]
fn the_textbooks_own_walk_agrees_with_itself() {
    for json in [
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "[[5],[[[3,9]]]]",
        "[[1,[2,3]],[[4],5],6]",
    ] {
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let trace = Arc::new(record_tree(json, false, config(algorithm)));
            let (walk, _) = textbook_walk(&trace);
            let mut text = Vec::new();
            let mut depth_of = Vec::new();
            for w in &walk {
                match w {
                    Walk::Enter(p) if p.is_empty() => text.push(r#"{"enter": null}"#.to_string()),
                    Walk::Enter(p) => text.push(format!(r#"{{"enter": {}}}"#, p.last().unwrap())),
                    Walk::Leaf(_, v) => text.push(format!(r#"{{"leaf": {v}}}"#)),
                    Walk::Exit(_, v) => text.push(format!(r#"{{"exit": {v}}}"#)),
                }
                depth_of.push(w.path().len());
            }
            let tree = TreeSpec::parse(json).unwrap();
            let read_back = read(text.clone(), &tree).expect("reads").walk;
            assert_eq!(read_back, walk);
            assert_eq!(first_parting(&trace, &read_back), None);
            let short = &read_back[..read_back.len() - 1];
            let p = first_parting(&trace, short).expect("parts");
            assert_eq!((p.index, p.theirs), (short.len(), None));
        }
    }
}
