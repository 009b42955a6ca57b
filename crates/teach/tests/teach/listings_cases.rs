//! The searches the learners' listings are run on (issue 27): AIMA figure 5.2, Wikipedia's
//! tree, the deep-cutoff tree, 120 random trees and, because a tree's nodes are never met twice
//! in one search (the table never answers there), tic-tac-toe positions, where moves reach the
//! same board in different orders and the table does answer. Each is handed to a listing's
//! harness as one line: `max depth tree`, the tree written node by node as `rank:key:` and then
//! a value (a leaf, or the depth limit's evaluation) or `[child,…]`. `key` is the node's
//! transposition-table key (renumbered from 0), `rank` its place among its siblings in the
//! engine's move ordering, so `ordered(node)` in a harness visits the children as the searcher
//! does. The recording of the same search says which lines run; the runs must match it.

use crate::support::{Tree, record_tree};
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::{Game, Player, Rules, TicTacToe, TreeGame, TreeSpec};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use gametree_engine::trace::code_lines::{CodeLines, Line, Style};
use gametree_engine::trace::{EventKind, Trace, flags};
use gametree_teach::listings::{CodeLang, listing, marks_of, runs};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

/// A random tree: 1–4 children, at most `depth` levels, small values so ties come up.
pub fn random(rng: &mut SplitMix64, depth: u32) -> Tree {
    if depth == 0 || (depth < 3 && rng.range(0, 3) == 0) {
        return Tree::Leaf(rng.range(-5, 5));
    }
    let n = rng.range(1, 4);
    Tree::Node((0..n).map(|_| random(rng, depth - 1)).collect())
}

/// One search a listing is run on.
struct Case {
    /// What it is, for a failure's message.
    what: String,
    /// The harness's line: `max depth tree`.
    job: String,
    /// The recording of the same search.
    trace: Trace,
}

/// Writes the tree below `game`'s position (after its rank, which the caller writes): its key, then a value or the children.
fn export<G: Game>(
    game: &mut G,
    depth: Option<u32>,
    keys: &mut HashMap<u64, usize>,
    out: &mut String,
) {
    let fresh = keys.len();
    let key = *keys.entry(game.key()).or_insert(fresh);
    write!(out, "{key}:").unwrap();
    let mut moves = Vec::new();
    game.moves(&mut moves);
    if let Some(v) = game.outcome() {
        write!(out, "{v}").unwrap();
        return;
    }
    if depth == Some(0) || moves.is_empty() {
        write!(out, "{}", game.evaluate()).unwrap();
        return;
    }
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by_key(|&i| game.ordering_key(moves[i]));
    out.push('[');
    for (i, &m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let rank = order.iter().position(|&j| j == i).unwrap();
        write!(out, "{rank}:").unwrap();
        game.play(m);
        export(game, depth.map(|d| d - 1), keys, out);
        game.undo(m);
    }
    out.push(']');
}

/// The harness's line for a search of `game` to `depth`.
fn job<G: Game>(game: &mut G, depth: Option<u32>) -> String {
    let maxi = u8::from(game.to_move() == Player::Max);
    let d = depth.map_or(-1, i64::from);
    let mut tree = String::from("0:");
    export(game, depth, &mut HashMap::new(), &mut tree);
    format!("{maxi} {d} {tree}")
}

/// The trees and positions `config` is checked on: 4 textbook trees, 120 random trees and
/// 24 tic-tac-toe positions (4 or 5 marks down; every fourth with a depth limit of 2).
fn cases(config: &SearchConfig) -> Vec<Case> {
    let mut trees: Vec<(String, bool, Option<u32>)> = vec![
        ("[[3,12,8],[2,4,6],[14,5,2]]".into(), false, None),
        ("[[5],[[[3,9]]]]".into(), false, None),
        ("[[3],[[3,[1,9]]]]".into(), true, None),
    ];
    let wiki = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/trees/wikipedia.json"
    ))
    .unwrap();
    trees.push((wiki.trim().to_string(), false, None));
    let mut rng = SplitMix64::new(27);
    for i in 0..120 {
        let t = random(&mut rng, 5);
        trees.push((t.to_json(), i % 2 == 1, (i % 4 == 3).then_some(2)));
    }
    let mut out = Vec::new();
    for (json, min_root, depth) in trees {
        let spec = Arc::new(TreeSpec::parse(&json).unwrap());
        let root = if min_root { Player::Min } else { Player::Max };
        let c = SearchConfig {
            depth,
            ..config.clone()
        };
        out.push(Case {
            job: job(&mut TreeGame::new(spec, root), depth),
            trace: record_tree(&json, min_root, c),
            what: format!("{json} (min root {min_root}, depth {depth:?})"),
        });
    }
    let mut rng = SplitMix64::new(2728);
    while out.len() < 148 {
        let depth = (out.len() % 4 == 3).then_some(2);
        let mut game = TicTacToe::new();
        let marks = rng.range(4, 5);
        for _ in 0..marks {
            let mut moves = Vec::new();
            game.moves(&mut moves);
            if game.outcome().is_some() {
                break;
            }
            game.play(moves[rng.range(0, moves.len() as i64 - 1) as usize]);
        }
        if game.outcome().is_some() {
            continue;
        }
        let position: String = game.cells().iter().collect();
        let scenario = Scenario {
            game: GameChoice::TicTacToe {
                position: position.clone(),
            },
            config: SearchConfig {
                depth,
                ..config.clone()
            },
            max_nodes: DEFAULT_MAX_NODES,
        };
        // Read back as the scenario reads it (a position's wins count plies from there).
        let mut game = TicTacToe::from_position(&position).unwrap();
        out.push(Case {
            job: job(&mut game, depth),
            trace: scenario.record(None).expect("records"),
            what: format!("tic-tac-toe {position} (depth {depth:?})"),
        });
    }
    out
}

/// The source line (1-based) marked for `line` at a `player` node.
fn source_line(src: &str, code: CodeLang, line: Line, player: Player) -> usize {
    src.lines()
        .position(|l| runs(&marks_of(l, code), line, player))
        .unwrap_or_else(|| panic!("no line marked {line:?} for {player:?}"))
        + 1
}

/// What the recording says the listing executes, in the harness's format (`lineno path`).
fn expected(src: &str, code: CodeLang, trace: &Trace) -> Vec<String> {
    let lines = CodeLines::of(trace, Style::Single);
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

/// A program that runs a listing (its source, the jobs, the search) and returns its runs.
pub type Runner = fn(&str, &str, &SearchConfig) -> Vec<Vec<String>>;

/// The four ways a learner's listing comes: plain, ordered, with the table, with both.
pub fn variants(algorithm: Algorithm) -> Vec<SearchConfig> {
    [(false, false), (true, false), (false, true), (true, true)]
        .into_iter()
        .map(|(ordering, tt)| SearchConfig {
            algorithm,
            ordering,
            tt,
            ..SearchConfig::default()
        })
        .collect()
}

/// What the searches a listing ran on did: how often the table answered, and how many nodes
/// move ordering visited out of generation order.
#[derive(Default)]
pub struct Exercised {
    /// Table answers.
    pub hits: usize,
    /// Nodes whose children were reordered.
    pub reordered: usize,
}

/// Runs the listing of `config` in `code` on 148 searches and compares each executed line
/// with the recording's, step by step. Says what the searches exercised, so a caller can check
/// the table's and ordering's lines really ran.
pub fn check_listing(config: &SearchConfig, code: CodeLang, run: Runner) -> Exercised {
    let src = listing(config, code).expect("a listing");
    let cases = cases(config);
    let mut jobs = String::new();
    for case in &cases {
        writeln!(jobs, "{}", case.job).unwrap();
    }
    let ran = run(&src, &jobs, config);
    assert_eq!(ran.len(), cases.len(), "one run per tree");
    let mut seen = Exercised::default();
    for (case, got) in cases.iter().zip(ran) {
        let t = &case.trace;
        seen.hits += t.events().filter(|e| e.kind == EventKind::TtHit).count();
        seen.reordered += t
            .events()
            .filter(|e| e.kind == EventKind::Enter && t.tree.flags(e.node) & flags::REORDERED != 0)
            .count();
        let want = expected(&src, code, t);
        if let Some(i) = (0..want.len().max(got.len())).find(|&i| want.get(i) != got.get(i)) {
            panic!(
                "{config:?} in {code:?} on {}: line {i} executed {:?}, the recording says {:?}\n\
                 {src}\nexecuted {:?}\nrecorded {:?}",
                case.what,
                got.get(i),
                want.get(i),
                &got[i.saturating_sub(12)..(i + 3).min(got.len())],
                &want[i.saturating_sub(12)..(i + 3).min(want.len())],
            );
        }
    }
    seen
}

/// Checks all four variants of `algorithm` in `code`: the table must answer exactly when it
/// is on, and ordering must change the order somewhere exactly when it is on.
pub fn check_variants(algorithm: Algorithm, code: CodeLang, run: Runner) {
    for config in variants(algorithm) {
        let seen = check_listing(&config, code, run);
        assert_eq!(seen.hits > 0, config.tt, "{config:?}: table answers");
        assert_eq!(
            seen.reordered > 0,
            config.ordering,
            "{config:?}: reordered nodes"
        );
    }
}
