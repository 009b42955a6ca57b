//! The code shown is code that runs (issue 27): each Python listing — plain, with move
//! ordering, with the transposition table and with both — is executed by `python3` on the
//! searches of `listings_cases` (random trees, AIMA figure 5.2, Wikipedia's tree, tic-tac-toe
//! positions where the table answers), with a line tracer that prints every marked line it
//! executes and the node whose call executes it; that sequence must equal the lines the
//! recording of the same search says, step by step. A listing that drifts from the searcher (or
//! a mapping that drifts from the listing) fails here.

use crate::listings_cases::{check_variants, random, variants};
use crate::support::{config, record_tree, tree_scenario};
use gametree_engine::game::Player;
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::lang::Lang;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::EventKind;
use gametree_engine::trace::Trace;
use gametree_engine::trace::code_lines::{CodeLines, Line};
use gametree_teach::listings::{CodeLang, ShownLine, line_index, listing, shown, source};
use std::process::Command;

/// Runs a listing on trees given one per line as `max depth tree` (1 or 0, −1 for no depth
/// limit, the tree as `listings_cases` writes it) and prints `lineno path` for every marked
/// line executed, then `end` after each tree. It gives the listing what a learner's program
/// has: `is_leaf`, `value`, `children`, `ordered` (the engine's move order, the table's best
/// child first), `key`, and the table's `Entry` with its flags.
const HARNESS: &str = r##"
import sys
from collections import namedtuple
listing, trees = sys.argv[1], sys.argv[2]
src = open(listing, encoding="utf-8").read()
marked = {i + 1 for i, l in enumerate(src.splitlines()) if "#@" in l}

class Node:
    pass

def number(s, i, stop):
    j = i + 1
    while s[j] not in stop:
        j += 1
    return int(s[i:j]), j

def parse(s, i, move, path):
    node = Node()
    node.move, node.path, node.kids, node.val = move, path, None, 0
    node.rank, i = number(s, i, ":")
    node.key, i = number(s, i + 1, ":")
    i += 1
    if s[i] != "[":
        node.val, i = number(s, i, ",]\n")
        return node, i
    node.kids = []
    i += 1
    while s[i] != "]":
        kid, i = parse(s, i, len(node.kids), path + [len(node.kids)])
        node.kids.append(kid)
        if s[i] == ",":
            i += 1
    return node, i + 1

def is_leaf(node): return node.kids is None
def value(node): return node.val
def children(node): return node.kids
def key(node): return node.key
def ordered(node, entry=None):
    first = entry.child.move if entry and entry.child else None
    return sorted(node.kids, key=lambda c: (c.move != first, c.rank))

space = {"is_leaf": is_leaf, "value": value, "children": children, "key": key,
         "ordered": ordered, "Entry": namedtuple("Entry", "value flag depth child"),
         "EXACT": "exact", "LOWER": "lower", "UPPER": "upper"}
exec(compile(src, listing, "exec"), space)
name = "alphabeta" if "alphabeta" in space else "minimax"
out = []

def tracer(frame, event, arg):
    if frame.f_code.co_name != name:
        return None
    if event in ("call", "line") and frame.f_lineno in marked:
        out.append("%d %s" % (frame.f_lineno, ".".join(map(str, frame.f_locals["node"].path))))
    return tracer

for line in open(trees, encoding="utf-8"):
    maxi, depth, tree = line.split(" ", 2)
    root, _ = parse(tree, 0, 0, [])
    depth = int(depth) if int(depth) >= 0 else 10 ** 9
    space["table"] = {}
    sys.settrace(tracer)
    if name == "alphabeta":
        space[name](root, depth, -float("inf"), float("inf"), maxi == "1")
    else:
        space[name](root, depth, maxi == "1")
    sys.settrace(None)
    out.append("end")
print("\n".join(out))
"##;

fn run_python(listing: &str, jobs: &str, _: &SearchConfig) -> Vec<Vec<String>> {
    let dir = tempfile::tempdir().unwrap();
    let (l, t, h) = (
        dir.path().join("listing.py"),
        dir.path().join("trees.txt"),
        dir.path().join("harness.py"),
    );
    std::fs::write(&l, listing).unwrap();
    std::fs::write(&t, jobs).unwrap();
    std::fs::write(&h, HARNESS).unwrap();
    let out = Command::new("python3")
        .arg(&h)
        .arg(&l)
        .arg(&t)
        .output()
        .expect("python3 runs (.ci/run installs it)");
    runs_of(&out)
}

/// The runs a harness printed: one list of `lineno path` per tree.
pub fn runs_of(out: &std::process::Output) -> Vec<Vec<String>> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    let mut runs = vec![vec![]];
    for line in text.lines() {
        if line == "end" {
            runs.push(vec![]);
        } else {
            runs.last_mut().unwrap().push(line.to_string());
        }
    }
    runs.pop();
    runs
}

/// Plain, ordered, with the table and with both.
#[test]
fn the_python_minimax_runs_the_lines_the_recording_says() {
    check_variants(Algorithm::Minimax, CodeLang::Python, run_python);
}

/// Plain, ordered, with the table and with both.
#[test]
fn the_python_alphabeta_runs_the_lines_the_recording_says() {
    check_variants(Algorithm::AlphaBeta, CodeLang::Python, run_python);
}

#[test]
fn a_listing_shows_one_language_and_no_marks() {
    let src = source(Algorithm::AlphaBeta, CodeLang::Python).unwrap();
    for lang in Lang::ALL {
        let lines = shown(&src, CodeLang::Python, lang);
        assert!(
            lines
                .iter()
                .all(|l| !l.text.contains("#@") && !l.text.contains("#~"))
        );
        let marked: Vec<Line> = lines
            .iter()
            .flat_map(|l| l.marks.iter().map(|m| m.0))
            .collect();
        let alphabeta = [
            Line::Head,
            Line::Terminal,
            Line::Evaluate,
            Line::Init,
            Line::Loop,
            Line::Backup,
            Line::Bound,
            Line::CutTest,
            Line::Cut,
            Line::Return,
        ];
        for line in alphabeta {
            assert!(marked.contains(&line), "{line:?} is marked in {lang:?}");
        }
        assert!(lines.len() <= 30, "a listing is short");
    }
    let zh = shown(&src, CodeLang::Python, Lang::Zh);
    assert!(zh.iter().any(|l| l.text.contains("剪枝")));
    assert!(!zh.iter().any(|l| l.text.contains("Alpha-beta:")));
}

/// Every learner's listing, in every variant (plain, ordered, with the table, with both), is
/// at most 30 lines in either language and shows no marks and no option tags; with iterative
/// deepening there is none (its driver is not written in the learners' languages yet).
#[test]
fn every_learners_variant_is_short_and_clean() {
    let learners = [
        CodeLang::Python,
        CodeLang::C,
        CodeLang::Rust,
        CodeLang::Java,
        CodeLang::Php,
    ];
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        for config in variants(algorithm) {
            for code in learners {
                let src = listing(&config, code).expect("a listing");
                for lang in Lang::ALL {
                    let lines = shown(&src, code, lang);
                    assert!(
                        lines.len() <= 30,
                        "{config:?} in {code:?}: {} lines",
                        lines.len()
                    );
                    for l in &lines {
                        assert!(
                            !["#@", "//@", "#?", "//?", "#~", "//~"]
                                .iter()
                                .any(|t| l.text.contains(t)),
                            "{config:?} in {code:?} shows {:?}",
                            l.text
                        );
                    }
                }
                let ordered = src.contains("ordered(");
                assert_eq!(ordered, config.ordering, "{config:?} in {code:?}");
                let iterative = SearchConfig {
                    iterative: true,
                    depth: Some(3),
                    ..config.clone()
                };
                assert!(listing(&iterative, code).is_none());
            }
        }
    }
}

/// MTD(f) in AIMA's style: the driver's passes, then MAX-VALUE and MIN-VALUE with memory.
#[test]
fn aima_mtdf_is_a_driver_over_max_value_with_memory() {
    let src = listing(&config(Algorithm::Mtdf), CodeLang::Aima).expect("a listing");
    let lines = shown(&src, CodeLang::Aima, Lang::En);
    let at = |line, player| line_index(&lines, line, player).expect("marked");
    assert!(
        lines[at(Line::Pass, Player::Max)]
            .text
            .contains("β ← g + 1")
    );
    assert!(at(Line::PassBound, Player::Min) < at(Line::Head, Player::Max));
    for player in [Player::Max, Player::Min] {
        assert!(at(Line::Probe, player) < at(Line::Loop, player));
        assert!(at(Line::Cut, player) < at(Line::Store, player));
        assert!(at(Line::Store, player) < at(Line::Return, player));
        assert!(lines[at(Line::Cut, player)].text.contains("break"));
    }
    assert!(!src.contains("ALPHA-BETA-SEARCH"));
    let zh = shown(&src, CodeLang::Aima, Lang::Zh);
    assert!(zh.iter().any(|l| l.text.contains("零窗口")));
}

/// The configurations the listings are checked on: every algorithm of the minimax family with
/// ordering, the table, iterative deepening and an aspiration window, as each allows.
fn family_configs() -> Vec<SearchConfig> {
    let mut out = Vec::new();
    for algorithm in Algorithm::MINIMAX_FAMILY {
        for bits in 0..16u8 {
            let c = SearchConfig {
                algorithm,
                ordering: bits & 1 != 0,
                tt: bits & 2 != 0,
                iterative: bits & 4 != 0,
                aspiration: (bits & 12 == 12
                    && matches!(algorithm, Algorithm::AlphaBeta | Algorithm::Pvs))
                .then_some(1),
                depth: (bits & 4 != 0).then_some(3),
                ..SearchConfig::default()
            };
            if bits & 8 == 0 || c.aspiration.is_some() {
                out.push(c);
            }
        }
    }
    out
}

/// Asserts that every line `trace` runs is marked in `lines` for the node's player.
fn every_line_marked(trace: &Trace, lines: &[ShownLine], code: CodeLang, what: &str) {
    let steps = CodeLines::of(trace, code.style());
    assert_eq!(
        steps.steps(),
        trace.event_count(),
        "{what}: one entry per step"
    );
    for k in 0..steps.steps() {
        for &(line, n) in steps.at(k) {
            let player = trace.node(n).player;
            assert!(
                line_index(lines, line, player).is_some(),
                "{what} in {code:?}, step {}: no line for {line:?} at {player:?}",
                k + 1
            );
        }
    }
}

/// Every line a recording runs is marked in each listing of its search, for the player whose
/// node runs it, in every style and language that has a listing of it.
#[test]
fn every_step_finds_its_line_in_every_listing() {
    let mut rng = SplitMix64::new(2027);
    let trees: Vec<String> = (0..12).map(|_| random(&mut rng, 4).to_json()).collect();
    let mut listed = 0;
    for (i, json) in trees.iter().enumerate() {
        for c in family_configs() {
            let trace = record_tree(json, i % 2 == 0, c.clone());
            for code in CodeLang::ALL {
                let Some(src) = listing(&c, code) else {
                    continue;
                };
                listed += 1;
                let lines = shown(&src, code, Lang::En);
                every_line_marked(&trace, &lines, code, &format!("{c:?} on {json}"));
            }
        }
    }
    for (name, scenario) in chance_scenarios() {
        let trace = scenario.record(None).expect("records");
        for code in CodeLang::ALL {
            let Some(src) = listing(&scenario.config, code) else {
                continue;
            };
            listed += 1;
            every_line_marked(&trace, &shown(&src, code, Lang::Zh), code, name);
        }
    }
    assert!(listed > 500, "{listed} listings checked");
}

/// The dice race and a chance tree under expectiminimax and MCTS.
fn chance_scenarios() -> Vec<(&'static str, Scenario)> {
    let mcts = SearchConfig {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: 40,
            ..MctsOptions::default()
        },
        ..SearchConfig::default()
    };
    let chance_tree = r#"[{"chance":[[0.5,[3,[1,9]]],[0.5,[[2,8],4]]]},5]"#;
    let mut out = Vec::new();
    for c in [config(Algorithm::Expectiminimax), mcts] {
        out.push((
            "dice race to 5",
            Scenario {
                game: GameChoice::Dice { target: 5 },
                config: c.clone(),
                ..Scenario::default()
            },
        ));
        out.push(("a chance tree", tree_scenario(chance_tree, false, c)));
    }
    out
}

/// AIMA figure 5.2 at step 22 (the cutoff the app opens on): the line is the cutoff test, in
/// AIMA's listing the `if v ≤ α then return v` of MIN-VALUE.
#[test]
fn aima_step_22_runs_the_cutoff_test() {
    let trace = record_tree(
        "[[3,12,8],[2,4,6],[14,5,2]]",
        false,
        config(Algorithm::AlphaBeta),
    );
    // Step 22 is the 22nd step: event 21, C's cutoff, right after the backup of 2 into C.
    assert_eq!(trace.event(21).kind, EventKind::Cutoff);
    assert_eq!(trace.event(20).kind, EventKind::Backup);
    for code in CodeLang::ALL {
        let steps = CodeLines::of(&trace, code.style());
        let at: Vec<Line> = steps.at(21).iter().map(|&(l, _)| l).collect();
        assert_eq!(at, [Line::Cut], "{code:?}: step 22 runs {at:?}");
        let before: Vec<Line> = steps.at(20).iter().map(|&(l, _)| l).collect();
        assert_eq!(
            before.last(),
            Some(&Line::CutTest),
            "{code:?}: the test, then the cut"
        );
    }
    let lines = shown(
        &source(Algorithm::AlphaBeta, CodeLang::Aima).unwrap(),
        CodeLang::Aima,
        Lang::En,
    );
    let i = line_index(&lines, Line::Cut, Player::Min).unwrap();
    assert_eq!(Some(i), line_index(&lines, Line::CutTest, Player::Min));
    assert!(lines[i].text.contains("if v ≤ α then return v"));
}
