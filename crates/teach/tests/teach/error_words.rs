//! What the engine's errors say, in English (and Chinese where it matters): the wording checks
//! that used to read the engine's own text, now made of its facts by the teach crate.

use gametree_engine::game::random_tree::{RandomTreeOptions, random_tree};
use gametree_engine::game::tree::MAX_LEAF;
use gametree_engine::game::tree_edit::{add_child, delete_subtree, make_inner, set_leaf_value};
use gametree_engine::game::{Bones, TicTacToe, TreeSpec};
use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::json::write_json;
use gametree_engine::trace::json_read::{
    MAX_TRACE_BYTES, TraceFileError, read_json_file, read_json_str,
};
use gametree_teach::Say;
use gametree_teach::i18n::{Lang, with_lang};

fn en(x: &impl Say) -> String {
    with_lang(Lang::En, || x.say())
}

fn zh(x: &impl Say) -> String {
    with_lang(Lang::Zh, || x.say())
}

#[test]
fn an_operating_system_error_is_worded_in_each_language() {
    let e = std::fs::read("/no/such/file/here").unwrap_err();
    // In words, without the system's number (issue 25, item 9).
    assert_eq!(en(&e), "No such file or directory");
    assert!(e.to_string().contains("(os error"), "{e}");
    // A kind with no message of its own keeps the system's words, still without the number.
    let odd = std::io::Error::from_raw_os_error(6);
    let said = en(&odd);
    assert!(
        !said.is_empty() && !said.contains("os error") && odd.to_string().starts_with(&said),
        "{said}"
    );
    assert!(!zh(&odd).contains("os error"), "{}", zh(&odd));
    let said = zh(&e);
    assert!(!said.is_ascii() && !said.contains("No such"), "{said}");
    // The program's own words pass through as they are.
    let own = std::io::Error::other("太大了");
    assert_eq!(zh(&own), "太大了");
}

#[test]
fn games_name_the_flag_and_the_position() {
    let e = Bones::new(5, 0).unwrap_err();
    assert!(en(&e).contains("--max-take 0"), "{}", en(&e));
    let e = TicTacToe::from_position("XO0......").unwrap_err();
    assert!(en(&e).contains("the letter O"), "{}", en(&e));
    // What was typed is shown escaped and cut short.
    let long = format!("X\u{1b}[2J{}", ".".repeat(100_000));
    let said = en(&TicTacToe::from_position(&long).unwrap_err());
    assert!(said.len() < 300 && !said.contains('\u{1b}'), "{said}");
    for bad in [
        "XX.......",
        "OOO......",
        "XXXOOO...",
        "X........O",
        "X..Y.....",
    ] {
        let s = Scenario {
            game: GameChoice::TicTacToe {
                position: bad.into(),
            },
            ..Scenario::default()
        };
        let said = en(&s.run_bare().unwrap_err());
        assert!(said.contains(bad), "{bad}: {said}");
    }
}

#[test]
fn the_editor_says_why_it_refuses() {
    let aima = TreeSpec::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let said = |r: Result<_, gametree_engine::game::tree_edit::EditError>| en(&r.unwrap_err());
    assert!(said(add_child(&aima, 4, 1)).contains("is a leaf"));
    assert!(said(make_inner(&aima, 0)).contains("already an inner node"));
    assert!(said(delete_subtree(&aima, 0)).contains("root cannot be deleted"));
    let lone = TreeSpec::parse("[[1,2]]").unwrap();
    let e = said(delete_subtree(&lone, 1));
    assert!(
        e.contains("only child") && e.contains("needs at least one child"),
        "{e}"
    );
    let last = TreeSpec::parse("[[5],[1,2]]").unwrap();
    let e = said(delete_subtree(&last, 3));
    assert!(e.contains("5 is the only child of B"), "{e}");
    assert!(said(delete_subtree(&aima, 99)).contains("no node 99"));
    assert!(said(set_leaf_value(&aima, 4, MAX_LEAF + 1)).contains("out of range"));
    assert!(said(set_leaf_value(&aima, 1, 3)).contains("inner node"));
}

#[test]
fn random_tree_options_are_refused_with_a_reason() {
    let ok = RandomTreeOptions::default();
    let cases = [
        (
            RandomTreeOptions {
                depth: 13,
                ..ok.clone()
            },
            "too deep",
        ),
        (
            RandomTreeOptions {
                min_children: 0,
                ..ok.clone()
            },
            "at least 1",
        ),
        (
            RandomTreeOptions {
                min_children: 4,
                max_children: 2,
                ..ok.clone()
            },
            "must not exceed",
        ),
        (
            RandomTreeOptions {
                min_value: 5,
                max_value: 1,
                ..ok.clone()
            },
            "must not exceed",
        ),
        (
            RandomTreeOptions {
                max_value: i64::MAX,
                ..ok.clone()
            },
            "too wide",
        ),
        (
            RandomTreeOptions {
                depth: 12,
                max_children: 10,
                ..ok.clone()
            },
            "at most 100000",
        ),
    ];
    for (opts, needle) in cases {
        let e = en(&random_tree(&opts).unwrap_err());
        assert!(e.contains(needle), "{opts:?}: {e}");
    }
}

#[test]
fn the_notation_says_what_is_wrong() {
    let err = |text: &str| en(&TreeSpec::parse(text).unwrap_err());
    assert!(err("((3 4))").contains("one whole number"));
    assert!(err("((1)(2)) (3)").contains("complete"));
    assert!(err("((99999999999999999999))").contains("too large"));
    let typed = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "typed".into(),
                json: "[[1,2],]".into(),
            },
            min_root: false,
        },
        ..Scenario::default()
    };
    let e = en(&typed.run_bare().unwrap_err());
    assert!(e.starts_with("tree typed:"), "{e}");
}

#[test]
fn trace_files_say_what_is_wrong_on_one_line() {
    let mut good = Vec::new();
    write_json(
        &Scenario::default().record(None).unwrap(),
        "AIMA",
        &mut good,
    )
    .unwrap();
    let good = String::from_utf8(good).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let half = dir.path().join("half.json");
    std::fs::write(&half, &good[..good.len() / 3]).unwrap();
    let said = en(&read_json_file(&half).err().unwrap());
    assert!(said.contains("half.json") && !said.contains('\n'), "{said}");
    let missing = en(&read_json_file(&dir.path().join("missing.json"))
        .err()
        .unwrap());
    assert!(missing.contains("missing.json"), "{missing}");
    // (The engine's tests read an endless file to find this error.)
    let too_large = TraceFileError::TooLarge {
        limit: MAX_TRACE_BYTES,
    };
    assert!(en(&too_large).contains("1024 MB"), "{}", en(&too_large));
    // Events in an order no search makes.
    let value: serde_json::Value = serde_json::from_str(&good).unwrap();
    let events = value["events"].as_array().unwrap().clone();
    let with_events = |mut events: Vec<serde_json::Value>| {
        for (i, e) in events.iter_mut().enumerate() {
            e["step"] = i.into();
        }
        let mut v = value.clone();
        v["events"] = events.into();
        en(&read_json_str(&v.to_string()).err().unwrap())
    };
    let mut reversed = events.clone();
    reversed.reverse();
    let e = with_events(reversed);
    assert!(e.contains("not the one being searched"), "{e}");
    let mut cut = events.clone();
    cut.pop();
    let e = with_events(cut);
    assert!(e.contains("never exited"), "{e}");
}

#[test]
fn the_node_budget_advice_is_in_words_and_names_only_what_helps() {
    let bones = |algorithm, tt, max_nodes| Scenario {
        game: GameChoice::Bones {
            bones: 20,
            max_take: 3,
        },
        config: SearchConfig {
            algorithm,
            tt,
            ..SearchConfig::default()
        },
        max_nodes,
    };
    let advice = en(&bones(Algorithm::Minimax, false, 1000)
        .run_bare()
        .unwrap_err());
    assert!(
        advice.contains("node budget") && advice.contains("alpha-beta"),
        "{advice}"
    );
    assert!(!advice.contains("--"), "the app names no flags: {advice}");
    // Under alpha-beta with a table, it does not suggest what is already in use.
    let said = en(&bones(Algorithm::AlphaBeta, true, 3).run_bare().unwrap_err());
    assert!(
        !said.contains("alpha-beta") && !said.contains("transposition table"),
        "{said}"
    );
    assert!(
        said.contains("depth limit") && said.contains("node budget"),
        "{said}"
    );
}

#[test]
fn a_link_in_an_unknown_language_is_refused_in_the_language_in_force() {
    let e = gametree_engine::link::parse("#bones=7&lang=fr", &[]).unwrap_err();
    let said = zh(&e);
    assert!(said.contains("fr") && said.contains("中文"), "{said}");
}
