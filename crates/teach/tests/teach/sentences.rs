//! Every sentence of whole runs against the recording (issue 26, "every sentence true"):
//! iteration 1 is not "again", leaves and finished games do not "move", a leaf's test is not
//! a yes-or-no question, sums bracket negative factors and add up as shown, a backed-up value
//! is not an empty equation, parent and child are not one name, and the dice race's moves
//! are said in Chinese in Chinese sentences.

use gametree_engine::scenario::{GameChoice, Scenario, TreeSource};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::{EventKind, NodeId, Playback, Trace, flags, show_real};
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::move_words::node_name;
use gametree_teach::narrate;
use gametree_teach::words::tidy;
use std::sync::Arc;

/// A tree file of examples/trees.
fn tree_file(name: &str, config: SearchConfig) -> Scenario {
    let path = format!(
        "{}/../../examples/trees/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::File(path.into()),
            min_root: false,
        },
        config,
        ..Scenario::default()
    }
}

fn tree_text(json: &str, config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "chance tree".into(),
                json: json.into(),
            },
            min_root: false,
        },
        config,
        ..Scenario::default()
    }
}

fn algo(algorithm: Algorithm) -> SearchConfig {
    SearchConfig {
        algorithm,
        ..SearchConfig::default()
    }
}

/// AIMA's figure 5.11 layering with a negative leaf, and a die's sixths.
const CHANCE_TREES: [&str; 2] = [
    r#"[{"chance":[[0.5,[2,4]],[0.5,[7,-4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#,
    r#"{"chance":[[0.5,[-1,3]],[0.25,-2],[0.25,[{"chance":[[0.5,-1],[0.5,1]]},0]]]}"#,
];

/// The runs with iterative deepening, each with its name.
fn iterative_runs() -> Vec<(String, Scenario)> {
    let mut out = Vec::new();
    for tree in ["aima", "wikipedia"] {
        for algorithm in [
            Algorithm::Minimax,
            Algorithm::AlphaBeta,
            Algorithm::Pvs,
            Algorithm::Mtdf,
        ] {
            for aspiration in [None, Some(1)] {
                let config = SearchConfig {
                    algorithm,
                    iterative: true,
                    aspiration: aspiration
                        .filter(|_| matches!(algorithm, Algorithm::AlphaBeta | Algorithm::Pvs)),
                    ..SearchConfig::default()
                };
                out.push((
                    format!("{tree} {algorithm:?} iterative {aspiration:?}"),
                    tree_file(tree, config),
                ));
            }
        }
    }
    out
}

/// The chance runs: the chance trees and the dice race under expectiminimax and MCTS.
fn chance_runs(mcts_iterations: u32) -> Vec<(String, Scenario)> {
    let mcts = SearchConfig {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: mcts_iterations,
            ..MctsOptions::default()
        },
        ..SearchConfig::default()
    };
    let mut out = Vec::new();
    for config in [algo(Algorithm::Expectiminimax), mcts] {
        for (k, text) in CHANCE_TREES.iter().enumerate() {
            out.push((
                format!("chance tree {k} {:?}", config.algorithm),
                tree_text(text, config.clone()),
            ));
        }
        for target in [3, 6] {
            out.push((
                format!("dice race to {target} {:?}", config.algorithm),
                Scenario {
                    game: GameChoice::Dice { target },
                    config: config.clone(),
                    ..Scenario::default()
                },
            ));
        }
    }
    out
}

/// Every step's sentence of `scenario`'s run in `lang`, with its step number.
fn sentences(scenario: &Scenario, lang: Lang) -> (Arc<Trace>, Vec<(usize, String)>) {
    let trace = Arc::new(scenario.record(None).unwrap_or_else(|e| panic!("{e:?}")));
    let mut pb = Playback::new(trace.clone());
    let mut out = vec![(0, with_lang(lang, || narrate(&pb)))];
    while pb.forward() {
        out.push((pb.step(), with_lang(lang, || narrate(&pb))));
    }
    (trace, out)
}

/// The PVS runs: AIMA's and Wikipedia's trees, alone, iterative, and with aspiration.
fn pvs_runs() -> Vec<(String, Scenario)> {
    let mut out: Vec<(String, Scenario)> = iterative_runs()
        .into_iter()
        .filter(|(name, _)| name.contains("Pvs"))
        .collect();
    for tree in ["aima", "wikipedia"] {
        out.push((format!("{tree} Pvs"), tree_file(tree, algo(Algorithm::Pvs))));
    }
    out
}

/// How many Iteration events there are up to step `step` (1-based, as `Playback::step`).
fn iterations_up_to(trace: &Trace, step: usize) -> usize {
    trace
        .events()
        .take(step)
        .filter(|e| e.kind == EventKind::Iteration)
        .count()
}

#[test]
fn iteration_one_is_the_first_search_not_a_search_again() {
    let mut seen = 0;
    for (name, scenario) in iterative_runs() {
        for lang in [Lang::En, Lang::Zh] {
            let (trace, said) = sentences(&scenario, lang);
            for (step, text) in &said[1..] {
                if trace.event(step - 1).kind != EventKind::Iteration {
                    continue;
                }
                // Counted as the events count them: an MTD(f) pass is not an iteration.
                let number = iterations_up_to(&trace, *step);
                let again = match lang {
                    Lang::En => text.contains("again"),
                    _ => text.contains("重新"),
                };
                assert_eq!(again, number > 1, "{name} {lang:?} step {step}: {text}");
                let numbered = match lang {
                    Lang::En => format!("Iteration {number}"),
                    _ => format!("第 {number} 次迭代"),
                };
                assert!(
                    text.contains(&numbered),
                    "{name} {lang:?} step {step}: {text}"
                );
                seen += 1;
            }
        }
    }
    assert!(seen > 40, "{seen} iteration steps");
}

/// Whether node `id` is a leaf of the recording or a finished game.
fn terminal(trace: &Trace, id: NodeId) -> bool {
    trace.tree.flags(id) & flags::TERMINAL != 0
}

#[test]
fn leaves_and_finished_games_do_not_move() {
    let (mut leaves, mut movers) = (0, 0);
    for (name, scenario) in chance_runs(1) {
        if scenario.config.algorithm != Algorithm::Expectiminimax {
            continue;
        }
        let tree = matches!(scenario.game, GameChoice::Tree { .. });
        for lang in [Lang::En, Lang::Zh] {
            let (trace, said) = sentences(&scenario, lang);
            for (step, text) in &said[1..] {
                let e = trace.event(step - 1);
                if e.kind != EventKind::Enter || trace.is_chance(e.node) {
                    continue;
                }
                let (moves, leaf, over) = match lang {
                    Lang::En => ("moves here", "leaf", "the game is over"),
                    _ => ("这里轮到", "叶节点", "游戏已经结束"),
                };
                let at = format!("{name} {lang:?} step {step}: {text}");
                if terminal(&trace, e.node) {
                    assert!(!text.contains(moves), "{at}");
                    assert!(text.contains(if tree { leaf } else { over }), "{at}");
                    leaves += 1;
                } else {
                    assert!(text.contains(moves), "{at}");
                    movers += 1;
                }
            }
        }
    }
    assert!(
        leaves > 100 && movers > 20,
        "{leaves} leaves, {movers} movers"
    );
}

#[test]
fn a_leaf_s_test_gives_its_value_not_only_yes_or_no() {
    let (mut leaves, mut inner) = (0, 0);
    for (name, scenario) in pvs_runs() {
        for lang in [Lang::En, Lang::Zh] {
            let (trace, said) = sentences(&scenario, lang);
            for (step, text) in &said[1..] {
                let e = trace.event(step - 1);
                if e.kind != EventKind::Enter || !trace.node(e.node).has(flags::PROBE) {
                    continue;
                }
                let (only, leaf) = match lang {
                    Lang::En => (
                        "Only yes or no comes back",
                        "so its value itself comes back",
                    ),
                    _ => ("返回的只有", "所以返回的就是它的值"),
                };
                let at = format!("{name} {lang:?} step {step}: {text}");
                // A leaf, or a node at the depth limit: nothing below it is searched.
                if terminal(&trace, e.node) || trace.node(e.node).has(flags::HEURISTIC) {
                    assert!(!text.contains(only) && text.contains(leaf), "{at}");
                    leaves += 1;
                } else {
                    assert!(text.contains(only) && !text.contains(leaf), "{at}");
                    inner += 1;
                }
            }
        }
    }
    assert!(
        leaves >= 10 && inner >= 10,
        "{leaves} leaf tests, {inner} inner tests"
    );
}

#[test]
fn no_factor_or_term_is_a_bare_negative_number() {
    let mut bracketed = 0;
    for (name, scenario) in chance_runs(300) {
        for lang in [Lang::En, Lang::Zh] {
            let (trace, mut said) = sentences(&scenario, lang);
            said.push((
                0,
                with_lang(lang, || gametree_teach::summary::summary(&trace)),
            ));
            for (step, text) in said {
                for bare in ["× -", "+ -", "× −", "+ −"] {
                    assert!(!text.contains(bare), "{name} {lang:?} step {step}: {text}");
                }
                bracketed += text.matches("× (-").count() + text.matches("+ (-").count();
            }
        }
    }
    assert!(bracketed > 100, "the runs have negative terms: {bracketed}");
}

/// A number as a sentence shows it, up to the first character that is not part of one.
fn leading_number(text: &str) -> Option<f64> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .unwrap_or(text.len());
    text[..end].parse().ok()
}

/// Every "a + b = c" a sentence shows, with plain numbers a, b and c.
fn shown_sums(text: &str) -> Vec<(f64, f64, f64)> {
    let parts: Vec<&str> = text.split(" = ").collect();
    let mut sums = Vec::new();
    for w in parts.windows(2) {
        let Some((a, b)) = w[0].rsplit_once(" + ") else {
            continue;
        };
        let a = a.rsplit(' ').next().unwrap_or(a);
        let (Ok(a), Ok(b), Some(c)) = (a.parse::<f64>(), b.parse::<f64>(), leading_number(w[1]))
        else {
            continue;
        };
        sums.push((a, b, c));
    }
    sums
}

#[test]
fn every_mcts_sum_adds_up_as_shown() {
    assert_eq!(
        shown_sums("UCB = 1 + 1.41 × √(ln 2 / 1) = 1 + 1.18 = 2.18, the"),
        [(1.0, 1.18, 2.18)]
    );
    let mut runs = chance_runs(400);
    runs.retain(|(_, s)| s.config.algorithm == Algorithm::Mcts);
    let mut checked = 0;
    for (name, scenario) in runs {
        let (_, said) = sentences(&scenario, Lang::En);
        for (step, text) in said {
            for (a, b, c) in shown_sums(&text) {
                // The shown sum is the sum of the shown terms, to the cent.
                assert_eq!(
                    show_real(a + b),
                    show_real(c),
                    "{name} step {step}: {a} + {b} ≠ {c}: {text}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked} sums");
}

/// Every UCB choice a sentence shows: (N(parent), N, mean, exploration term, sign, total), the
/// numbers as shown, from "√(ln 40 / 12) = 0.58 + 0.78 = 1.36".
fn ucb_claims(text: &str) -> Vec<(f64, f64, String, String, String, String)> {
    let mut out = Vec::new();
    for part in text.split("√(ln ").skip(1) {
        let Some((ns, rest)) = part.split_once(") = ") else {
            continue;
        };
        let Some((parent_n, n)) = ns.split_once(" / ") else {
            continue;
        };
        let words: Vec<&str> = rest.split(' ').collect();
        let [mean, "+", explore, sign, total, ..] = words[..] else {
            continue;
        };
        let total = total.trim_end_matches(|c: char| !(c.is_ascii_digit()));
        let (Ok(parent_n), Ok(n)) = (parent_n.parse(), n.parse()) else {
            continue;
        };
        out.push((
            parent_n,
            n,
            mean.to_string(),
            explore.to_string(),
            sign.to_string(),
            total.to_string(),
        ));
    }
    out
}

/// Issue 43, item 16: in every UCB sentence the exploration term is C·√(ln N / n) rounded
/// (0.63 for 0.6266, not what the rounded mean leaves of the rounded total), and the sign
/// before the total is "=" exactly when the shown terms add up to it, "≈" when rounding parts
/// them; in both languages.
#[test]
fn every_ucb_term_is_its_value_rounded_and_a_sum_that_does_not_add_up_says_so() {
    let cents = |shown: &str| (shown.parse::<f64>().unwrap() * 100.0).round() as i64;
    let mut runs = chance_runs(400);
    runs.retain(|(_, s)| s.config.algorithm == Algorithm::Mcts);
    let (mut equal, mut about) = (0, 0);
    for (name, scenario) in runs {
        let c = scenario.config.mcts.exploration;
        for lang in [Lang::En, Lang::Zh] {
            let (_, said) = sentences(&scenario, lang);
            for (step, text) in said {
                for (parent_n, n, mean, explore, sign, total) in ucb_claims(&text) {
                    let at = format!("{name} {lang:?} step {step}: {text}");
                    let term = c * (f64::ln(parent_n) / n).sqrt();
                    assert_eq!(explore, show_real(term), "{at}");
                    let adds_up = cents(&mean) + cents(&explore) == cents(&total);
                    match sign.as_str() {
                        "=" => assert!(adds_up, "{at}"),
                        "≈" => assert!(!adds_up, "{at}"),
                        other => panic!("{other:?}: {at}"),
                    }
                    if adds_up {
                        equal += 1;
                    } else {
                        about += 1;
                    }
                }
            }
        }
    }
    assert!(equal > 100 && about > 10, "{equal} sums, {about} near sums");
}

#[test]
fn a_backed_up_value_is_said_once_and_a_parent_is_not_named_as_its_child() {
    let (mut leaves, mut twins) = (0, 0);
    for (name, scenario) in chance_runs(1) {
        if scenario.config.algorithm != Algorithm::Expectiminimax {
            continue;
        }
        for lang in [Lang::En, Lang::Zh] {
            let (trace, said) = sentences(&scenario, lang);
            for (step, text) in &said[1..] {
                let e = trace.event(step - 1);
                if e.kind != EventKind::Backup {
                    continue;
                }
                let at = format!("{name} {lang:?} step {step}: {text}");
                // Names as the sentence sets them (Chinese without the spaces between words).
                let said_name = |id| with_lang(lang, || tidy(node_name(&trace, id)));
                let child = said_name(e.node);
                let value = show_real(trace.chance.as_ref().unwrap().values.get(e.node).unwrap());
                assert!(!text.starts_with(&format!("{value} = {value}")), "{at}");
                // A leaf named by its value (its name places it under its parent).
                let label = with_lang(lang, || gametree_teach::move_words::label(&trace, e.node));
                if label == value {
                    leaves += 1;
                }
                let parent = trace.parent(e.node).unwrap();
                if said_name(parent) == child {
                    // Said once, for the child; the parent is named by its place.
                    assert_eq!(text.to_lowercase().matches(&child).count(), 1, "{at}");
                    twins += 1;
                }
            }
        }
    }
    // One name per node (issue 26): the dice race's positions are named by their moves from
    // the root, so no parent shares its child's name any more.
    assert!(
        leaves > 10 && twins == 0,
        "{leaves} leaves named by value, {twins} twins"
    );
}

#[test]
fn the_dice_race_s_moves_are_said_in_chinese_in_chinese() {
    let mut runs = chance_runs(200);
    runs.retain(|(name, _)| name.starts_with("dice"));
    for (name, scenario) in runs {
        let (trace, said) = sentences(&scenario, Lang::Zh);
        let mut texts: Vec<String> = said.into_iter().map(|(_, t)| t).collect();
        texts.push(with_lang(Lang::Zh, || {
            gametree_teach::summary::summary(&trace)
        }));
        // MCTS's comparison with the exact search (the command line's summary, the app's panel).
        if trace.mcts.is_some() {
            let rewards = trace.config.mcts.rewards;
            let exact = gametree_engine::compare_mcts::exact(&scenario, rewards);
            let checkpoints = gametree_engine::compare_mcts::checkpoints(&trace);
            texts.extend(with_lang(Lang::Zh, || {
                gametree_teach::summary::mcts_compare_lines(&trace, exact.as_ref(), &checkpoints)
            }));
        }
        // The predict prompts and the answers they show.
        let mut pb = Playback::new(trace.clone());
        loop {
            if let Some((_, prompt, expected)) =
                with_lang(Lang::Zh, || gametree_teach::predict_chance::question(&pb))
            {
                texts.push(prompt);
                let (_, shown) = with_lang(Lang::Zh, || {
                    gametree_teach::predict_chance::check(&trace, &expected, "")
                });
                texts.push(shown);
            }
            if !pb.forward() {
                break;
            }
        }
        for text in &texts {
            let lower = text.to_lowercase();
            for word in ["step", "roll", "die"] {
                assert!(!lower.contains(word), "{name}: {text}");
            }
        }
        for word in ["走一步", "掷骰子", "骰子 1"] {
            assert!(texts.iter().any(|t| t.contains(word)), "{name}: no {word}");
        }
        // In English the moves keep their names.
        let (_, english) = sentences(&scenario, Lang::En);
        assert!(
            english
                .iter()
                .any(|(_, t)| t.contains("after step") || t.contains("step"))
        );
    }
}
/// Prints every sentence of the runs above with the summaries, for reading them through:
/// `cargo test -p gametree-teach --test teach print_every_sentence -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_every_sentence() {
    let mut runs = iterative_runs();
    runs.extend(chance_runs(30));
    runs.extend(pvs_runs());
    for (name, s) in runs {
        for lang in [Lang::En, Lang::Zh] {
            println!("=== {name} {lang:?}");
            let (trace, said) = sentences(&s, lang);
            for (k, text) in said {
                println!("{k:>4} {text}");
            }
            println!(
                "{}",
                with_lang(lang, || gametree_teach::summary::summary(&trace))
            );
        }
    }
}

/// A cutoff says whether it is shallow or deep and who set the bound it met, as the recording
/// has it (issue 27): AIMA's cutoff at C is shallow (A set α = 3), the one in `[[5],[[[3,9]]]]`
/// deep (A set α = 5, three levels above the node that cuts).
#[test]
fn a_cutoff_says_shallow_or_deep_and_who_set_its_bound() {
    for (json, want_en, want_zh) in [
        (
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "A shallow cutoff: α = 3 was set by its parent, A.",
            "这是浅剪枝",
        ),
        (
            "[[5],[[[3,9]]]]",
            "A deep cutoff: α = 5 was set by A, 3 levels up, not by its parent.",
            "这是深剪枝",
        ),
    ] {
        let s = tree_text(json, algo(Algorithm::AlphaBeta));
        for (lang, want) in [(Lang::En, want_en), (Lang::Zh, want_zh)] {
            let (trace, said) = sentences(&s, lang);
            let cut = trace
                .events()
                .position(|e| e.kind == EventKind::Cutoff)
                .expect("one cutoff");
            let (_, text) = said
                .iter()
                .find(|(k, _)| *k == cut + 1)
                .expect("its sentence");
            assert!(text.contains(want), "{json} {lang:?}: {text}");
        }
    }
}

/// Issue 36: a bones move keeps its notation in Chinese (docs/names.md: move text is never
/// translated but the dice race's), and the Chinese around it says it is a move, "采用走法 take 1", so
/// it never reads as the verb 走 followed by an English one ("走 take 1").
#[test]
fn a_bones_move_keeps_its_notation_in_chinese_and_is_called_a_move() {
    let scenario = Scenario {
        game: GameChoice::Bones {
            bones: 5,
            max_take: 3,
        },
        ..Scenario::default()
    };
    let (_, said) = sentences(&scenario, Lang::Zh);
    let mut moves = 0;
    for (step, text) in &said {
        for (at, _) in text.match_indices("take ") {
            let before = &text[..at];
            assert!(
                before.ends_with("走法 ") || before.ends_with("走法是 "),
                "step {step}: {text}"
            );
            moves += 1;
        }
        assert!(!text.contains("走 take"), "step {step}: {text}");
    }
    assert!(moves > 10, "{moves} moves said");
}
