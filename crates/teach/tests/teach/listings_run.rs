//! The code shown is code that runs (issue 27): each Python listing is executed by `python3`
//! on random trees, AIMA figure 5.2 and Wikipedia's tree, with a line tracer that prints every
//! marked line it executes and the node whose call executes it; that sequence must equal the
//! lines the recording of the same search says, step by step. A listing that drifts from the
//! searcher (or a mapping that drifts from the listing) fails here.

use crate::support::{Tree, config, record_tree, tree_scenario};
use gametree_engine::game::Player;
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::lang::Lang;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::EventKind;
use gametree_engine::trace::Trace;
use gametree_engine::trace::code_lines::{CodeLines, Line, Style};
use gametree_teach::listings::{
    CodeLang, ShownLine, line_index, listing, marks_of, runs, shown, source,
};
use std::fmt::Write as _;
use std::process::Command;

/// Runs a listing on trees given one per line as `max depth tree` (1 or 0, −1 for no depth
/// limit, the tree in JSON) and prints `lineno path` for every marked line executed, then `end`
/// after each tree.
const HARNESS: &str = r##"
import json, sys
listing, trees = sys.argv[1], sys.argv[2]
src = open(listing, encoding="utf-8").read()
marked = {i + 1 for i, l in enumerate(src.splitlines()) if "#@" in l}

class Node:
    def __init__(self, t, path):
        self.path = path
        self.kids = None if isinstance(t, int) else [Node(k, path + [i]) for i, k in enumerate(t)]
        self.val = t if isinstance(t, int) else 0

def is_leaf(node): return node.kids is None
def value(node): return node.val
def children(node): return node.kids

space = {"is_leaf": is_leaf, "value": value, "children": children}
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
    root = Node(json.loads(tree), [])
    depth = int(depth) if int(depth) >= 0 else 10 ** 9
    sys.settrace(tracer)
    if name == "alphabeta":
        space[name](root, depth, -float("inf"), float("inf"), maxi == "1")
    else:
        space[name](root, depth, maxi == "1")
    sys.settrace(None)
    out.append("end")
print("\n".join(out))
"##;

/// A random tree: 1–4 children, at most `depth` levels, small values so ties come up.
pub fn random(rng: &mut SplitMix64, depth: u32) -> Tree {
    if depth == 0 || (depth < 3 && rng.range(0, 3) == 0) {
        return Tree::Leaf(rng.range(-5, 5));
    }
    let n = rng.range(1, 4);
    Tree::Node((0..n).map(|_| random(rng, depth - 1)).collect())
}

/// The source line (1-based) marked for `line` at a `player` node.
fn source_line(src: &str, code: CodeLang, line: Line, player: Player) -> usize {
    src.lines()
        .position(|l| runs(&marks_of(l, code), line, player))
        .unwrap_or_else(|| panic!("no line marked {line:?} for {player:?}"))
        + 1
}

/// What the recording says the listing executes, in the tracer's format.
fn expected(src: &str, code: CodeLang, json: &str, min_root: bool, c: SearchConfig) -> Vec<String> {
    let trace = record_tree(json, min_root, c);
    let lines = CodeLines::of(&trace, Style::Single);
    assert_eq!(lines.steps(), trace.event_count());
    lines
        .all()
        .iter()
        .map(|&(line, n)| {
            let path: Vec<String> = trace.path(n).iter().map(u32::to_string).collect();
            let player = trace.node(n).player;
            format!(
                "{} {}",
                source_line(src, code, line, player),
                path.join(".")
            )
        })
        .collect()
}

fn run_python(listing: &str, jobs: &str, _: Algorithm) -> Vec<Vec<String>> {
    let dir = tempfile::tempdir().unwrap();
    let (l, t, h) = (
        dir.path().join("listing.py"),
        dir.path().join("trees.jsonl"),
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

/// A program that runs a listing (its source, the jobs, the search) and returns its runs.
pub type Runner = fn(&str, &str, Algorithm) -> Vec<Vec<String>>;

/// Runs `algorithm`'s listing in `code` on 124 trees and compares each executed line with
/// the recording's, step by step.
pub fn check_listing(algorithm: Algorithm, code: CodeLang, run: Runner) {
    let src = source(algorithm, code).expect("a listing");
    let mut cases: Vec<(String, bool, Option<u32>)> = vec![
        ("[[3,12,8],[2,4,6],[14,5,2]]".into(), false, None),
        ("[[5],[[[3,9]]]]".into(), false, None),
        ("[[3],[[3,[1,9]]]]".into(), true, None),
    ];
    let wiki = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/trees/wikipedia.json"
    ))
    .unwrap();
    cases.push((wiki.trim().to_string(), false, None));
    let mut rng = SplitMix64::new(27);
    for i in 0..120 {
        let t = random(&mut rng, 5);
        let depth = (i % 4 == 3).then_some(2);
        cases.push((t.to_json(), i % 2 == 1, depth));
    }
    let mut jobs = String::new();
    for (json, min_root, depth) in &cases {
        let d = depth.map_or(-1, i64::from);
        writeln!(jobs, "{} {d} {json}", u8::from(!min_root)).unwrap();
    }
    let ran = run(src, &jobs, algorithm);
    assert_eq!(ran.len(), cases.len(), "one run per tree");
    for ((json, min_root, depth), got) in cases.iter().zip(ran) {
        let c = SearchConfig {
            depth: *depth,
            ..config(algorithm)
        };
        let want = expected(src, code, json, *min_root, c);
        if let Some(i) = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i)) {
            panic!(
                "{algorithm:?} in {code:?} on {json} (min root {min_root}, depth {depth:?}): line {i} \
                 executed {:?}, the recording says {:?}",
                got.get(i),
                want.get(i)
            );
        }
    }
}

#[test]
fn the_python_minimax_runs_the_lines_the_recording_says() {
    check_listing(Algorithm::Minimax, CodeLang::Python, run_python);
}

#[test]
fn the_python_alphabeta_runs_the_lines_the_recording_says() {
    check_listing(Algorithm::AlphaBeta, CodeLang::Python, run_python);
}

#[test]
fn a_listing_shows_one_language_and_no_marks() {
    let src = source(Algorithm::AlphaBeta, CodeLang::Python).unwrap();
    for lang in Lang::ALL {
        let lines = shown(src, CodeLang::Python, lang);
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
    let zh = shown(src, CodeLang::Python, Lang::Zh);
    assert!(zh.iter().any(|l| l.text.contains("剪枝")));
    assert!(!zh.iter().any(|l| l.text.contains("Alpha-beta:")));
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
        source(Algorithm::AlphaBeta, CodeLang::Aima).unwrap(),
        CodeLang::Aima,
        Lang::En,
    );
    let i = line_index(&lines, Line::Cut, Player::Min).unwrap();
    assert_eq!(Some(i), line_index(&lines, Line::CutTest, Player::Min));
    assert!(lines[i].text.contains("if v ≤ α then return v"));
}
