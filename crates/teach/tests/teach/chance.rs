//! Chance nodes against independent truth: expectiminimax equals a direct computation on random
//! chance trees (AIMA's MAX → chance → MIN layering), the dice race's exact values from its own
//! recurrence, chance trees read and written back, minimax refused on them, and Monte Carlo
//! tree search throwing the die rather than choosing it.

use gametree_engine::game::dice::{DiceMove, DiceRace};
use gametree_engine::game::random_tree::SplitMix64;
use gametree_engine::game::{Player, Rules, TreeGame, TreeSpec};
use gametree_engine::scenario::{GameChoice, Scenario, ScenarioError, TreeSource};
use gametree_engine::search::mcts::{MctsOptions, Rewards};
use gametree_engine::search::{Algorithm, Limits, SearchConfig, search_bare};
use gametree_engine::trace::{EventKind, NodeId, Trace};
use gametree_teach::Say;
use gametree_teach::i18n::{Lang, with_lang};
use std::sync::Arc;

fn expectiminimax() -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::Expectiminimax,
        ..SearchConfig::default()
    }
}

fn mcts(iterations: u32, seed: u64, exploration: f64, rewards: Rewards) -> SearchConfig {
    SearchConfig {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations,
            seed,
            exploration,
            rewards,
        },
        ..SearchConfig::default()
    }
}

/// Expectiminimax of `s`'s game, recorded.
fn ex(s: &Scenario) -> Trace {
    let mut s = s.clone();
    s.config = expectiminimax();
    s.record(None).unwrap_or_else(|e| panic!("{e:?}"))
}

/// A recorded node's real value.
fn value(t: &Trace, id: NodeId) -> f64 {
    t.chance.as_ref().unwrap().values.get(id).unwrap()
}

/// A tree of the test's own: a leaf, a player's node, or a chance node with probabilities.
enum T {
    Leaf(i64),
    Node(Vec<T>),
    Chance(Vec<(f64, T)>),
}

fn json(t: &T) -> String {
    match t {
        T::Leaf(v) => v.to_string(),
        T::Node(c) => format!("[{}]", c.iter().map(json).collect::<Vec<_>>().join(",")),
        T::Chance(c) => format!(
            "{{\"chance\":[{}]}}",
            c.iter()
                .map(|(p, t)| format!("[{p},{}]", json(t)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

/// Expectiminimax straight from the definition: `max_here` says whether MAX chooses at a
/// player's node reached here; a chance node passes it on unchanged, a player's node flips it.
fn direct(t: &T, max_here: bool) -> f64 {
    match t {
        T::Leaf(v) => *v as f64,
        T::Node(c) => {
            let vals = c.iter().map(|t| direct(t, !max_here));
            if max_here {
                vals.fold(f64::NEG_INFINITY, f64::max)
            } else {
                vals.fold(f64::INFINITY, f64::min)
            }
        }
        T::Chance(c) => c.iter().map(|(p, t)| p * direct(t, max_here)).sum(),
    }
}

fn random(rng: &mut SplitMix64, depth: u32) -> T {
    if depth == 0 || rng.range(0, 5) == 0 {
        return T::Leaf(rng.range(-9, 9));
    }
    let n = rng.range(1, 3) as usize;
    if rng.range(0, 2) == 0 {
        // Probabilities in quarters, so they add up to 1 exactly.
        let mut quarters = vec![1u32; n];
        for _ in n..4 {
            quarters[rng.range(0, n as i64 - 1) as usize] += 1;
        }
        T::Chance(
            quarters
                .into_iter()
                .map(|q| (f64::from(q) / 4.0, random(rng, depth - 1)))
                .collect(),
        )
    } else {
        T::Node((0..n).map(|_| random(rng, depth - 1)).collect())
    }
}

fn tree_scenario(text: &str, min_root: bool) -> Scenario {
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "random".into(),
                json: text.into(),
            },
            min_root,
        },
        ..Scenario::default()
    }
}

#[test]
fn expectiminimax_equals_the_direct_computation_on_random_chance_trees() {
    let mut rng = SplitMix64::new(12);
    let mut with_chance = 0;
    for case in 0..300 {
        let t = random(&mut rng, 5);
        let text = json(&t);
        with_chance += text.contains("chance") as u32;
        for min_root in [false, true] {
            let trace = ex(&tree_scenario(&text, min_root));
            let want = direct(&t, !min_root);
            let got = trace.outcome.root_value.as_f64();
            assert!(
                (got - want).abs() < 1e-9,
                "case {case} {text}: {got} ≠ {want}"
            );
            // Every node is exited with its value, and a chance node's value is Σ p·v.
            for id in trace.tree.node_indices() {
                let exit = trace.event(trace.node(id).exit_step as usize);
                assert_eq!((exit.kind, exit.node), (EventKind::Exit, id));
                if trace.is_chance(id) {
                    let sum: f64 = trace
                        .children(id)
                        .iter()
                        .map(|&c| trace.probability(c).unwrap() * value(&trace, c))
                        .sum();
                    assert!((sum - value(&trace, id)).abs() < 1e-9);
                }
            }
        }
    }
    assert!(with_chance > 100, "the random trees have chance nodes");
}

#[test]
fn aima_figure_5_11_layers_max_chance_min() {
    // MAX at the root, two chance nodes, MIN below them (AIMA's layering).
    let text = r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#;
    let trace = ex(&tree_scenario(text, false));
    assert_eq!(
        trace.outcome.root_value.as_f64(),
        3.0,
        "½·min(2,4) + ½·min(7,4) = 3 beats ½·0 + ½·2 = 1"
    );
    assert_eq!(trace.outcome.best_move.as_deref(), Some("B"));
    let (n0, n1, n2) = (NodeId::new(0), NodeId::new(1), NodeId::new(2));
    assert!(!trace.is_chance(n0) && trace.node(n0).player == Player::Max);
    assert!(trace.is_chance(n1));
    assert!(!trace.is_chance(n2) && trace.node(n2).player == Player::Min);
    let average = gametree_teach::expectation::weighted_average(&trace, n1);
    assert_eq!(average, "½ × 2 + ½ × 4 = 3");
    // Leaving a leaf says it is done; only inner nodes take a largest or smallest child.
    for (k, e) in trace.events().enumerate() {
        if e.kind == EventKind::Exit {
            let said = with_lang(Lang::En, || gametree_teach::expectation::narrate(&trace, k));
            let leaf = trace.children(e.node).is_empty();
            assert_eq!(
                said.contains("child value"),
                !leaf && !trace.is_chance(e.node),
                "{said}"
            );
        }
    }
}

#[test]
fn chance_trees_are_checked_and_written_back() {
    for (text, says) in [
        (r#"{"chance":[[0.5,1],[0.4,2]]}"#, "add up to 0.9"),
        (r#"{"chance":[[0,1],[1,2]]}"#, "probability 0 "),
        (r#"{"chance":[[1.5,1]]}"#, "probability 1.5"),
        (r#"{"chance":[["½",1]]}"#, "probability"),
        (r#"{"chance":[[0.5]]}"#, "[probability, subtree]"),
        (r#"{"chance":[]}"#, "[probability, subtree]"),
        (r#"{"chance":[[1,3]],"children":[1]}"#, "not also"),
    ] {
        let e = with_lang(Lang::En, || TreeSpec::parse(text).expect_err(text).say());
        assert!(e.contains(says), "{text}: {e}");
        assert!(e.contains("line 1"), "{text}: the error has its place: {e}");
    }
    let text = r#"[{"label":"C","chance":[[0.25,3],[0.75,[1,{"chance":[[1,8]]}]]]},5]"#;
    let spec = TreeSpec::parse(text).unwrap();
    assert_eq!(TreeSpec::parse(&spec.to_json()).unwrap(), spec);
    assert_eq!(spec.nodes[1].probabilities, vec![0.25, 0.75]);
}

#[test]
fn minimax_and_alpha_beta_refuse_chance_trees() {
    let s = tree_scenario(r#"[{"chance":[[0.5,1],[0.5,3]]},2]"#, false);
    assert!(matches!(
        s.record(None),
        Err(ScenarioError::ChanceNeedsExpectiminimax { .. })
    ));
    assert!(s.run_bare().is_err());
    let dice = Scenario {
        game: GameChoice::Dice { target: 4 },
        ..Scenario::default()
    };
    let e = with_lang(Lang::En, || dice.record(None).err().expect("refused").say());
    assert!(e.contains("expectiminimax"), "{e}");
}

/// P(the player to move wins) at counter `c` of a race to `target`, by the race's own
/// recurrence (memoised from the top down), and whether stepping is strictly better.
fn race_truth(target: u32) -> Vec<(f64, f64)> {
    let t = target as usize;
    let mut win = vec![0.0f64; t + 7];
    let mut values = vec![(0.0, 0.0); t];
    for c in (0..t).rev() {
        let after = |n: usize| if n >= t { 1.0 } else { 1.0 - win[n] };
        let step = after(c + 1);
        let roll = (1..=6).map(|k| after(c + k)).sum::<f64>() / 6.0;
        win[c] = step.max(roll);
        values[c] = (step, roll);
    }
    values
}

#[test]
fn the_dice_race_has_its_exact_values() {
    for target in 1..=9u32 {
        let truth = race_truth(target);
        let (step, roll) = truth[0];
        let r = ex(&Scenario {
            game: GameChoice::Dice {
                target: i64::from(target),
            },
            max_nodes: 10_000_000,
            ..Scenario::default()
        });
        let want = 2.0 * step.max(roll) - 1.0;
        assert!(
            (r.outcome.root_value.as_f64() - want).abs() < 1e-9,
            "target {target}"
        );
        // The root's children: step's value and roll's (chance) value, in MAX's view.
        let children = r.children(NodeId::new(0));
        let v = |i: usize| value(&r, children[i]);
        assert!(
            (v(0) - (2.0 * step - 1.0)).abs() < 1e-9,
            "target {target}: step"
        );
        assert!(
            (v(1) - (2.0 * roll - 1.0)).abs() < 1e-9,
            "target {target}: roll"
        );
        assert!(r.is_chance(children[1]));
    }
    // Worked by hand: to 2, stepping leaves 1 for the opponent (who then wins), rolling wins
    // unless the die shows 1 (then the opponent steps home): 2·(5/6) − 1 = 2/3.
    let mut g = DiceRace::new(2).unwrap();
    let r = search_bare(&mut g, &expectiminimax(), &Limits::default()).unwrap();
    assert!((r.value.as_f64() - 2.0 / 3.0).abs() < 1e-12);
}

#[test]
fn mcts_throws_the_die_and_finds_the_races_better_move() {
    for target in [4u32, 6, 8] {
        let truth = race_truth(target);
        let (step, roll) = truth[0];
        let best = if step > roll {
            DiceMove::Step
        } else {
            DiceMove::Roll
        };
        let config = mcts(
            20_000,
            3,
            MctsOptions::default().exploration,
            Rewards::Outcomes,
        );
        let game = DiceRace::new(i64::from(target)).unwrap();
        let r = search_bare(&mut game.clone(), &config, &Limits::default()).unwrap();
        assert_eq!(r.best_move, Some(best), "target {target}: {step} vs {roll}");
        let estimate = r.value.as_f64();
        assert!(
            (estimate - step.max(roll)).abs() < 0.05,
            "target {target}: {estimate} vs {}",
            step.max(roll)
        );
        // At a chance node selection throws the die: no UCB terms there.
        let t =
            gametree_engine::record_game(game, &config, 5_000_000, None, "race".into()).unwrap();
        let view = t.mcts_view().unwrap();
        let thrown = (0..view.record.len())
            .filter(|&k| {
                let path = t.ancestry(view.record.iteration(k).selected);
                path.iter()
                    .any(|&n| t.is_chance(n) && view.terms(n, k).is_empty())
            })
            .count();
        assert!(thrown > 0);
    }
    // The faces come up about equally often under the first roll.
    let game = DiceRace::new(20).unwrap();
    let mut rolled = game;
    rolled.play(DiceMove::Roll);
    let config = mcts(
        6000,
        1,
        MctsOptions::default().exploration,
        Rewards::Outcomes,
    );
    let t = gametree_engine::record_game(rolled, &config, 5_000_000, None, "roll".into()).unwrap();
    let view = t.mcts_view().unwrap();
    for c in t.children(NodeId::new(0)) {
        let n = view.visits(c, 6000).0;
        assert!(
            (800..=1200).contains(&n),
            "a face visited {n} times of 6000"
        );
    }
}

#[test]
fn mcts_on_a_chance_tree_estimates_the_expectiminimax_value() {
    let text = r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.5,[6,0]],[0.5,[5,2]]]}]"#;
    let spec = Arc::new(TreeSpec::parse(text).unwrap());
    let config = mcts(20_000, 1, 4.0, Rewards::Values);
    let mut game = TreeGame::new(spec, Player::Max);
    let r = search_bare(&mut game, &config, &Limits::default()).unwrap();
    assert_eq!(r.best_move, Some(0));
    assert!((r.value.as_f64() - 3.0).abs() < 0.1, "{:?}", r.value);
}

#[test]
fn the_exact_answer_mcts_is_compared_with() {
    use gametree_engine::compare_mcts::exact;
    // Every first move of tic-tac-toe draws with best play: nine equally good moves, worth ½.
    let empty = Scenario {
        game: GameChoice::TicTacToe {
            position: ".........".into(),
        },
        ..Scenario::default()
    };
    let e = exact(&empty, Rewards::Outcomes).expect("solved");
    assert_eq!(e.estimate, 0.5);
    assert_eq!(e.equally_good.len(), 9);
    // O to move wins at once at c2 (a win rate of 1 for O, the root's mover).
    let o = Scenario {
        game: GameChoice::TicTacToe {
            position: "XX.OO.X..".into(),
        },
        ..Scenario::default()
    };
    let e = exact(&o, Rewards::Outcomes).expect("solved");
    assert_eq!((e.estimate, e.best.as_deref()), (1.0, Some("O c2")));
    assert!(e.agrees("O c2"));
    // The dice race to 2 in win-rate terms: (2/3 + 1) / 2 = 5/6 for MAX, by rolling.
    let dice = Scenario {
        game: GameChoice::Dice { target: 2 },
        ..Scenario::default()
    };
    let e = exact(&dice, Rewards::Outcomes).expect("solved");
    assert!((e.estimate - 5.0 / 6.0).abs() < 1e-12);
    assert_eq!(e.best.as_deref(), Some("roll"));
}

#[test]
fn probabilities_too_small_to_round_and_chance_nodes_cut_by_the_depth_are_said_truly() {
    use gametree_teach::expectation::{show_probability, weighted_average};
    assert_eq!(show_probability(1e-300), "1e-300");
    assert_eq!(show_probability(0.5), "½");
    assert_eq!(show_probability(1.0 / 6.0), "1/6");
    // The dice race at depth 1: the roll is a chance node cut before its throw.
    let s = Scenario {
        game: GameChoice::Dice { target: 20 },
        config: SearchConfig {
            algorithm: Algorithm::Expectiminimax,
            depth: Some(1),
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let t = s.record(None).unwrap();
    let roll = t.children(NodeId::new(0))[1];
    assert!(t.is_chance(roll));
    let said = with_lang(Lang::En, || weighted_average(&t, roll));
    assert!(!said.starts_with(" ="), "{said}");
    assert!(said.contains("depth limit"), "{said}");
}
