//! Every claim a sentence makes, checked against the recording (issue 26, "every sentence
//! true"): where the bound of a cutoff or of a bounded value comes from (another branch, a
//! null-window test, an MTD(f) pass, the aspiration window), which children reached past it,
//! that "higher up will not come here" has a real ancestor behind it, and a child's place
//! among its parent's children. The truth is worked out here from the trace itself (children,
//! values, windows, flags), never from the code that writes the sentences.

use gametree_engine::game::{Player, PositionView};
use gametree_engine::link;
use gametree_engine::search::{INF, NEG_INF};
use gametree_engine::trace::{EventKind, NEVER, NodeId, Playback, Status, Trace, flags};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::narrate;
use std::collections::HashMap;
use std::sync::Arc;

/// A tree of examples/trees as a link's `tree=` text.
fn tree_text(name: &str) -> String {
    let path = format!(
        "{}/../../examples/trees/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    text.split_whitespace().collect()
}

/// The runs of the audit that make claims about bounds and places, each as a link.
pub fn audited_runs() -> Vec<String> {
    let mut out = Vec::new();
    for tree in ["aima", "wikipedia"] {
        let tree = format!("tree={}", tree_text(tree));
        for algo in ["minimax", "alphabeta", "pvs", "mtdf"] {
            let variants = [
                "",
                "&min-root=1",
                "&ordering=1",
                "&tt=1",
                "&iterative=1",
                "&iterative=1&aspiration=1",
                "&iterative=1&min-root=1&ordering=1&tt=1",
            ];
            for v in variants {
                // Aspiration windows belong to alpha-beta and PVS.
                if v.contains("aspiration") && !matches!(algo, "alphabeta" | "pvs") {
                    continue;
                }
                out.push(format!("{tree}&algo={algo}{v}"));
            }
        }
    }
    out.push("bones=6".into());
    out.push("bones=6&tt=1&iterative=1".into());
    out.push("bones=6&algo=pvs&ordering=1".into());
    out.push("position=X.O.X.O..&depth=2".into());
    out.push("position=X.O.X.O..&depth=2&algo=mtdf".into());
    out.push("position=X.O.X.O..&depth=2&algo=pvs&ordering=1&tt=1".into());
    out
}

/// The run a link describes, recorded.
pub fn record(text: &str) -> Arc<Trace> {
    let link = link::parse(text, &[]).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    Arc::new(link.scenario.record(None).unwrap())
}

/// Which edge of a window: α (MAX raises it) or β (MIN lowers it).
#[derive(Clone, Copy, PartialEq, Debug)]
enum Edge {
    Alpha,
    Beta,
}

impl Edge {
    fn of(self, (a, b): (i64, i64)) -> i64 {
        if self == Edge::Alpha { a } else { b }
    }
    fn owner(self) -> Player {
        if self == Edge::Alpha {
            Player::Max
        } else {
            Player::Min
        }
    }
    /// Whether a value `v` already found holds the other side to `bound`: MAX's v ≥ α,
    /// MIN's v ≤ β.
    fn holds(self, v: i64, bound: i64) -> bool {
        if self == Edge::Alpha {
            v >= bound
        } else {
            v <= bound
        }
    }
}

/// The children of `id` whose values have gone up to it before step `step` (a test that
/// was searched again sends nothing up; its second visit does).
fn backed_up(trace: &Trace, id: NodeId, step: usize) -> Vec<NodeId> {
    trace
        .children(id)
        .into_iter()
        .filter(|&c| {
            let n = trace.node(c);
            n.status == Status::Visited
                && n.exit_step != NEVER
                && (n.exit_step as usize + 1) < step
                && !n.has(flags::RESEARCHED)
        })
        .collect()
}

/// Whether a real alternative elsewhere holds `id` to `bound`: an ancestor of the edge's
/// owner (MAX for α, MIN for β) already has a finished child off the path to `id` worth at
/// least as much for it.
fn another_branch(trace: &Trace, id: NodeId, edge: Edge, bound: i64, step: usize) -> bool {
    let line = trace.ancestry(id);
    line[..line.len() - 1].iter().any(|&x| {
        trace.node(x).player == edge.owner()
            && backed_up(trace, x, step).into_iter().any(|c| {
                !line.contains(&c) && trace.node(c).value().is_some_and(|v| edge.holds(v, bound))
            })
    })
}

/// Whether `bound` is the edge a PVS test made at `id` or above: a node entered as a test
/// below the other player (α + 1 below MAX makes β, β − 1 below MIN makes α).
fn test_edge(trace: &Trace, id: NodeId, edge: Edge, bound: i64) -> bool {
    trace.ancestry(id).into_iter().any(|t| {
        let n = trace.node(t);
        let parent = trace.parent(t).map(|p| trace.node(p).player);
        n.has(flags::PROBE)
            && parent.is_some_and(|p| p != edge.owner())
            && edge.of((n.alpha, n.beta)) == bound
    })
}

/// Whether `bound` is the edge of the null window of the MTD(f) pass `id` belongs to.
fn pass_edge(trace: &Trace, id: NodeId, edge: Edge, bound: i64) -> bool {
    let root = trace.node(trace.root_of(id));
    root.has(flags::PASS) && edge.of((root.alpha, root.beta)) == bound
}

/// Whether `bound` is the edge of the aspiration window the iteration of `id` started with.
fn aspiration_edge(trace: &Trace, id: NodeId, edge: Edge, bound: i64) -> bool {
    let root = trace.node(trace.root_of(id));
    trace.config.aspiration.is_some()
        && !root.has(flags::RESEARCH)
        && !root.has(flags::PASS)
        && bound != INF
        && bound != NEG_INF
        && edge.of((root.alpha, root.beta)) == bound
}

/// What a sentence says a bound comes from, read from its words.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Said {
    Branch,
    Test,
    Pass,
    Aspiration,
}

fn said_source(text: &str, lang: Lang) -> Vec<Said> {
    let words: [(Said, &str); 4] = match lang {
        Lang::En => [
            (Said::Branch, "elsewhere"),
            (Said::Test, "null-window test of"),
            (Said::Pass, "pass"),
            (Said::Aspiration, "aspiration window"),
        ],
        _ => [
            (Said::Branch, "在别处"),
            (Said::Test, "零窗口测试"),
            (Said::Pass, "MTD(f) 第"),
            (Said::Aspiration, "期望窗口"),
        ],
    };
    words
        .iter()
        .filter(|(_, w)| text.contains(w))
        .map(|&(s, _)| s)
        .collect()
}

/// Checks a said source against the recording.
fn source_is_true(
    trace: &Trace,
    id: NodeId,
    edge: Edge,
    bound: i64,
    said: Said,
    step: usize,
) -> bool {
    match said {
        Said::Branch => another_branch(trace, id, edge, bound, step),
        Said::Test => test_edge(trace, id, edge, bound),
        Said::Pass => pass_edge(trace, id, edge, bound),
        Said::Aspiration => aspiration_edge(trace, id, edge, bound),
    }
}

/// Every step's sentence of `trace` in `lang`, with its step number (1-based).
fn sentences(trace: &Arc<Trace>, lang: Lang) -> Vec<(usize, String)> {
    let mut pb = Playback::new(trace.clone());
    let mut out = Vec::new();
    while pb.forward() {
        out.push((pb.step(), with_lang(lang, || narrate(&pb))));
    }
    out
}

/// Tallies of the claims checked, so a test cannot pass by checking nothing.
#[derive(Default, Debug)]
struct Checked {
    cutoffs: [usize; 4],
    exits: usize,
    higher_up: usize,
    places: usize,
    tried: usize,
}

/// A cutoff's sentence: exactly one source, and a true one; "will never choose" not said of
/// a node of the best line.
fn check_cutoff(trace: &Trace, id: NodeId, step: usize, text: &str, lang: Lang, c: &mut Checked) {
    let n = trace.node(id);
    let edge = if n.player == Player::Max {
        Edge::Beta
    } else {
        Edge::Alpha
    };
    // The bound the cutoff runs into is the entry window's: a node never moves that edge.
    let bound = edge.of((n.alpha, n.beta));
    let said = said_source(text, lang);
    assert_eq!(said.len(), 1, "one source, not {said:?}: {text}");
    assert!(
        source_is_true(trace, id, edge, bound, said[0], step),
        "{:?} is not where {edge:?} = {bound} comes from: {text}",
        said[0]
    );
    if said[0] == Said::Branch {
        assert!(
            !trace.principal_line().contains(&id),
            "the best line is not a node to \"never\" choose: {text}"
        );
    }
    c.cutoffs[said[0] as usize] += 1;
}

/// The words of the claims an exit with only a bound makes, in `lang`.
struct ExitWords {
    none_above_alpha: &'static str,
    none_below_beta: &'static str,
    one_at_most_alpha: &'static str,
    one_at_least_beta: &'static str,
    table: &'static str,
    max_higher_up: &'static str,
    min_higher_up: &'static str,
    child: &'static str,
}

fn exit_words(lang: Lang) -> ExitWords {
    match lang {
        Lang::En => ExitWords {
            none_above_alpha: "no child reached above α",
            none_below_beta: "no child fell below β",
            one_at_most_alpha: "a child came back no higher than α",
            one_at_least_beta: "a child came back no lower than β",
            table: "the table knows",
            max_higher_up: "MAX higher up will not come here",
            min_higher_up: "MIN higher up will not come here",
            child: "child",
        },
        _ => ExitWords {
            none_above_alpha: "没有子节点高于 α",
            none_below_beta: "没有子节点低于 β",
            one_at_most_alpha: "有一个子节点返回的值不高于 α",
            one_at_least_beta: "有一个子节点返回的值不低于 β",
            table: "置换表只知道这么多",
            max_higher_up: "上层的 MAX 不会",
            min_higher_up: "上层的 MIN 不会",
            child: "子节点",
        },
    }
}

/// An exit's sentence: what it says of the children and of "higher up" is true.
fn check_exit(trace: &Trace, id: NodeId, step: usize, text: &str, lang: Lang, c: &mut Checked) {
    let n = trace.node(id);
    let w = exit_words(lang);
    let children: Vec<i64> = backed_up(trace, id, step)
        .into_iter()
        .filter_map(|k| trace.node(k).value())
        .collect();
    let at = format!("step {step}: {text}");
    if n.has(flags::TT_HIT) {
        // The table answered: no child of it was searched in this pass.
        assert!(children.is_empty(), "{at}");
        assert!(
            !text.contains(w.child),
            "a table answer has no children: {at}"
        );
        if text.contains(w.table) {
            c.exits += 1;
        }
        return;
    }
    let claims: [(&str, bool); 4] = [
        (
            w.none_above_alpha,
            !children.is_empty() && children.iter().all(|&v| v <= n.alpha),
        ),
        (
            w.none_below_beta,
            !children.is_empty() && children.iter().all(|&v| v >= n.beta),
        ),
        (w.one_at_most_alpha, children.iter().any(|&v| v <= n.alpha)),
        (w.one_at_least_beta, children.iter().any(|&v| v >= n.beta)),
    ];
    for (words, true_) in claims {
        if text.contains(words) {
            assert!(
                true_,
                "not so: \"{words}\" (α = {}, β = {}, children {children:?}) at {at}",
                n.alpha, n.beta
            );
            c.exits += 1;
        }
    }
    for (words, edge) in [
        (w.max_higher_up, Edge::Alpha),
        (w.min_higher_up, Edge::Beta),
    ] {
        if text.contains(words) {
            let bound = edge.of((n.alpha, n.beta));
            assert!(
                another_branch(trace, id, edge, bound, step),
                "no {:?} ancestor holds {edge:?} = {bound} with another branch: {at}",
                edge.owner()
            );
            c.higher_up += 1;
        }
    }
}

/// A backup's sentence names the child's place among its parent's children: in the tree's
/// order, or, where move ordering changed it, as the how-manieth child tried.
fn check_place(trace: &Trace, child: NodeId, text: &str, lang: Lang, c: &mut Checked) {
    let Some(parent) = trace.parent(child) else {
        return;
    };
    let n = trace.node(child);
    let reordered = trace.node(parent).has(flags::REORDERED);
    let place = if reordered {
        // Positions tried so far: a re-search is the same position again.
        let mut tried: Vec<u32> = trace
            .children(parent)
            .into_iter()
            .map(|k| trace.node(k))
            .filter(|k| k.status == Status::Visited && k.enter_step <= n.enter_step)
            .map(|k| k.child_index)
            .collect();
        tried.dedup();
        tried.sort_unstable();
        tried.dedup();
        tried.len()
    } else {
        // Generation order: the tree's order, as the picture draws it.
        trace
            .children(parent)
            .into_iter()
            .map(|k| trace.node(k).child_index)
            .filter(|&i| i <= n.child_index)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
    };
    let ordinal = with_lang(lang, || gametree_teach::words::ordinal(place));
    let expected = match (lang, reordered) {
        (Lang::En, false) => format!("from its {ordinal} child"),
        (Lang::En, true) => format!("from its {ordinal} child tried"),
        (_, false) => format!("从{ordinal}子节点"),
        (_, true) => format!("从{ordinal}尝试的子节点"),
    };
    assert!(text.contains(&expected), "not \"{expected}\": {text}");
    if lang == Lang::En && !reordered {
        assert!(!text.contains("child tried"), "{text}");
    }
    if reordered {
        c.tried += 1;
    }
    c.places += 1;
}

#[test]
fn every_claim_of_every_sentence_is_true_of_the_recording() {
    let mut c = Checked::default();
    for run in audited_runs() {
        let trace = record(&run);
        for lang in [Lang::En, Lang::Zh] {
            for (step, text) in sentences(&trace, lang) {
                let e = trace.event(step - 1);
                let at = format!("{run} {lang:?} step {step}");
                let check =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| match e.kind {
                        EventKind::Cutoff => {
                            check_cutoff(&trace, e.node, step, &text, lang, &mut c)
                        }
                        EventKind::Exit => check_exit(&trace, e.node, step, &text, lang, &mut c),
                        EventKind::Backup => check_place(&trace, e.node, &text, lang, &mut c),
                        _ => {}
                    }));
                if check.is_err() {
                    panic!("{at}");
                }
            }
        }
    }
    // Each kind of source is said somewhere, and each claim is checked many times over.
    assert!(c.cutoffs.iter().all(|&k| k > 0), "{c:?}");
    assert!(
        c.exits > 50 && c.higher_up > 50 && c.places > 500 && c.tried > 50,
        "{c:?}"
    );
}

/// What a node is, for telling names apart: on a tree its path from the root; in a game its
/// position (a position reached twice is one position), with the player to move if `player`.
fn identity(trace: &Trace, id: NodeId, player: bool) -> String {
    let codes = trace.move_codes(id);
    match trace.game.view(&codes) {
        PositionView::Tree { .. } => format!("{:?}", trace.path(id)),
        view if player => format!("{view:?} {:?}", trace.node(id).player),
        view => format!("{view:?}"),
    }
}

#[test]
fn one_name_per_node_the_same_in_sentences_and_paths() {
    use gametree_teach::move_words::{move_of, node_name};
    use gametree_teach::narrate::who;
    let mut named = 0;
    for run in audited_runs() {
        let trace = record(&run);
        let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
        for lang in [Lang::En, Lang::Zh] {
            // Each name, and each name with its player, stands for one node (or position).
            let mut names: HashMap<String, String> = HashMap::new();
            let mut whos: HashMap<String, String> = HashMap::new();
            for i in 0..trace.tree.node_count() {
                let id = NodeId::new(i);
                let (name, said, step) = with_lang(lang, || {
                    (node_name(&trace, id), who(&trace, id), move_of(&trace, id))
                });
                let at = format!("{run} {lang:?}");
                let is = identity(&trace, id, false);
                if let Some(other) = names.insert(name.clone(), is.clone()) {
                    assert_eq!(other, is, "{at}: \"{name}\" names two nodes");
                }
                let is = identity(&trace, id, true);
                if let Some(other) = whos.insert(said.clone(), is.clone()) {
                    assert_eq!(other, is, "{at}: \"{said}\" names two nodes");
                }
                // A tree's path (the inspector's "B → 3") ends with what the name places
                // under the parent ("3 under B").
                if let (true, Some(step), Some(p)) = (tree, step, trace.parent(id)) {
                    let parent = with_lang(lang, || node_name(&trace, p));
                    assert!(
                        name == step || (name.contains(&step) && name.contains(&parent)),
                        "{at}: path step {step} under {parent}, name {name}"
                    );
                    assert!(!step.starts_with('#'), "{at}: {step}");
                }
                named += 1;
            }
        }
    }
    assert!(named > 4000, "{named} names");
}

#[test]
fn counts_for_people_are_grouped_by_thousands_in_both_languages() {
    let trace = record("position=X...O....&algo=minimax");
    let nodes = trace.outcome.stats.nodes_visited;
    assert!(nodes > 1000, "{nodes}");
    let grouped = gametree_engine::compare::group(nodes);
    assert!(grouped.contains(','), "{grouped}");
    let mut pb = Playback::new(trace.clone());
    pb.seek(pb.len());
    for lang in [Lang::En, Lang::Zh] {
        let summary = with_lang(lang, || gametree_teach::summary::summary(&trace));
        let last = with_lang(lang, || narrate(&pb));
        for text in [&summary, &last] {
            assert!(text.contains(&grouped), "{lang:?}: {text}");
            assert!(!text.contains(&nodes.to_string()), "{lang:?}: {text}");
        }
    }
}

#[test]
fn no_line_breaks_inside_alpha_at_least_beta() {
    let mut seen = 0;
    for run in ["tree=[[3,12,8],[2,4,6],[14,5,2]]", "bones=6"] {
        let trace = record(run);
        for lang in [Lang::En, Lang::Zh] {
            for (step, text) in sentences(&trace, lang) {
                assert!(
                    !text.contains("α ≥ β") && !text.contains("≥ β ="),
                    "{run} {step}: {text}"
                );
                seen += text.matches("\u{a0}≥\u{a0}").count();
            }
        }
    }
    assert!(seen > 10, "{seen}");
}

#[test]
fn every_english_sentence_starts_with_a_capital() {
    let mut runs = audited_runs();
    runs.push("target=6".into());
    runs.push("target=6&algo=mcts&iterations=50".into());
    let mut seen = 0;
    for run in runs {
        let trace = record(&run);
        for (step, text) in sentences(&trace, Lang::En) {
            let first = text.chars().next();
            // MCTS's phases without a sentence of their own are empty.
            if let Some(c) = first.filter(|c| c.is_alphabetic()) {
                assert!(c.is_uppercase(), "{run} step {step}: {text}");
                seen += 1;
            }
        }
    }
    assert!(seen > 3000, "{seen}");
}
