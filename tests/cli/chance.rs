//! `gametree search --algo mcts|expectiminimax` through the real binary: MCTS's move agrees with
//! the exact search where one move wins, it is reproducible for a seed, its JSON adds up, it
//! converges on a textbook tree; expectiminimax on chance trees and the dice race writes chance
//! nodes and fractional values; options are refused where they do not apply.

use serde_json::Value;

fn run(args: &[&str]) -> (bool, String, String) {
    run_in("en", args)
}

fn run_in(lang: &str, args: &[&str]) -> (bool, String, String) {
    super::support::gametree(lang, args)
}

fn stats(args: &[&str]) -> Value {
    let mut all = vec!["search", "--format", "stats"];
    all.extend_from_slice(args);
    let (ok, out, err) = run(&all);
    assert!(ok, "{all:?} failed: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}): {out}"))
}

#[test]
fn the_one_winning_or_saving_move_is_the_exact_searchs_move() {
    // X to move wins at c1 only; O to move must block at c1 (X threatens a1-b1-c1) — the exact
    // search (alpha-beta, to the end) is the independent truth.
    for position in ["XX.OO....", "XX.O.....", "X.O.X.O.."] {
        let exact = stats(&["--position", position]);
        let mcts = stats(&[
            "--position",
            position,
            "--algo",
            "mcts",
            "--iterations",
            "20000",
            "--seed",
            "7",
        ]);
        assert_eq!(mcts["best_move"], exact["best_move"], "{position}: {mcts}");
        assert_eq!(mcts["stats"]["mcts_iterations"], 20000);
        assert_eq!(mcts["algorithm"], "mcts");
    }
}

#[test]
fn a_seed_gives_the_same_search_and_the_json_adds_up() {
    let args = [
        "search",
        "--bones",
        "9",
        "--algo",
        "mcts",
        "--iterations",
        "300",
        "--seed",
        "5",
        "--format",
        "json",
    ];
    let (ok, first, err) = run(&args);
    assert!(ok, "{err}");
    let (_, again, _) = run(&args);
    assert_eq!(first, again, "the same seed, the same output");
    let v: Value = serde_json::from_str(&first).expect("JSON");
    let nodes = v["nodes"].as_array().expect("nodes");
    let events = v["events"].as_array().expect("events");
    // Four steps per iteration, one per phase; the last of each says what was backed up.
    assert_eq!(events.len(), 4 * 300);
    let iterations: Vec<&Value> = events
        .iter()
        .filter(|e| e["kind"] == "backpropagate")
        .collect();
    assert_eq!(iterations.len(), 300);
    assert_eq!(
        nodes.len() as u64,
        v["stats"]["nodes_visited"].as_u64().unwrap()
    );
    assert_eq!(nodes[0]["visits"], 300, "N(root) = iterations");
    // N(node) = Σ N(children) + the playouts that started at it (it was expanded there, or
    // selection ended at a finished game there).
    let mut started = vec![0u64; nodes.len()];
    for it in &iterations {
        let reached = it["backed_up"][0].as_u64().unwrap() as usize;
        started[reached] += 1;
        assert_eq!(it["backed_up"].as_array().unwrap().last().unwrap(), 0);
    }
    for (i, n) in nodes.iter().enumerate() {
        let children: u64 = nodes
            .iter()
            .filter(|c| c["parent"] == i)
            .map(|c| c["visits"].as_u64().unwrap())
            .sum();
        assert_eq!(
            n["visits"].as_u64().unwrap(),
            children + started[i],
            "node {i}"
        );
    }
    // 9 bones: take 1 leaves 8, a multiple of 4 (the bones truth, worked out in tests/engine).
    assert_eq!(v["best_move"], "take 1");
    let (_, other, _) = run(&[&args[..8], &["6", "--format", "json"]].concat());
    assert_ne!(first, other, "another seed, other playouts");
}

#[test]
fn on_the_aima_tree_the_estimate_approaches_the_minimax_value() {
    let aima = format!("{}/examples/trees/aima.json", env!("CARGO_MANIFEST_DIR"));
    let exact = stats(&["--tree", &aima]);
    assert_eq!(exact["root_value"], 3);
    let mut errors = Vec::new();
    for iterations in ["100", "1000", "10000"] {
        let v = stats(&[
            "--tree",
            &aima,
            "--algo",
            "mcts",
            "--iterations",
            iterations,
            "--exploration",
            "5",
        ]);
        assert_eq!(v["rewards"], "leaf_values");
        errors.push((v["root_value"].as_f64().unwrap() - 3.0).abs());
        if iterations != "100" {
            assert_eq!(v["best_move"], exact["best_move"], "{iterations}: {v}");
        }
    }
    assert!(errors[2] < errors[0], "{errors:?}");
    assert!(errors[2] < 0.5, "{errors:?}");
}

#[test]
fn options_that_do_not_apply_are_one_line_errors() {
    for (args, says) in [
        (
            &["search", "--bones", "5", "--iterations", "10"][..],
            "--iterations",
        ),
        (
            &["search", "--bones", "5", "--seed", "3"][..],
            "--algo mcts",
        ),
        (
            &["search", "--bones", "5", "--algo", "mcts", "--tt"][..],
            "--tt",
        ),
        (
            &["search", "--bones", "5", "--algo", "mcts", "--depth", "2"][..],
            "--depth",
        ),
        (
            &[
                "search",
                "--bones",
                "5",
                "--algo",
                "mcts",
                "--iterations",
                "0",
            ][..],
            "200000",
        ),
        (
            &[
                "search",
                "--bones",
                "5",
                "--algo",
                "mcts",
                "--exploration",
                "-1",
            ][..],
            "exploration",
        ),
    ] {
        let (ok, out, err) = run(args);
        assert!(!ok, "{args:?} should fail: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// MCTS and expectiminimax run bare too (`--no-trace`), to the same value as recorded, and
/// draw as DOT (chance nodes as circles, MCTS's N on every node).
#[test]
fn bare_chance_searches_agree_with_recorded_ones() {
    for args in [
        &["--bones", "7", "--algo", "mcts", "--iterations", "400"][..],
        &["--game", "dice", "--target", "5"][..],
    ] {
        let recorded = stats(args);
        let bare = stats(&[args, &["--no-trace"]].concat());
        assert_eq!(bare["root_value"], recorded["root_value"], "{args:?}");
        assert_eq!(bare["best_move"], recorded["best_move"], "{args:?}");
    }
    let (ok, dot, err) = run(&[
        "search", "--game", "dice", "--target", "2", "--format", "dot",
    ]);
    assert!(
        ok && dot.contains("shape=circle") && dot.contains("die 1 (0.17)"),
        "{err}{dot}"
    );
    let (ok, dot, err) = run(&[
        "search",
        "--bones",
        "4",
        "--algo",
        "mcts",
        "--iterations",
        "30",
        "--format",
        "dot",
    ]);
    assert!(ok && dot.contains("N=30"), "{err}{dot}");
}

#[test]
fn the_summary_names_the_move_its_visits_and_the_estimate() {
    let (ok, out, err) = run(&[
        "search",
        "--position",
        "XX.OO....",
        "--algo",
        "mcts",
        "--iterations",
        "2000",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("Best move: X c1"), "{out}");
    assert!(out.contains("Iterations: 2,000"), "{out}");
    assert!(out.contains("X's win rate"), "{out}");
    assert!(out.contains("Moves at the root"), "{out}");
    let (ok, out, _) = run_in(
        "zh",
        &[
            "search",
            "--position",
            "XX.OO....",
            "--algo",
            "mcts",
            "--iterations",
            "200",
        ],
    );
    assert!(ok);
    assert!(out.contains("最佳走法：X c1"), "{out}");
}

#[test]
fn expectiminimax_writes_chance_nodes_and_fractional_values() {
    let dir = std::env::temp_dir().join(format!("gametree-chance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("chance.json");
    std::fs::write(
        &file,
        r#"[{"chance":[[0.5,3],[0.5,8]]},{"chance":[[0.25,12],[0.75,1]]}]"#,
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let (ok, out, err) = run(&[
        "search",
        "--tree",
        file,
        "--algo",
        "expectiminimax",
        "--format",
        "json",
    ]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    // ½·3 + ½·8 = 5.5 beats ¼·12 + ¾·1 = 3.75.
    assert_eq!(v["root_value"], 5.5);
    assert_eq!(
        v["best_move"], "B",
        "the root is A, its chance nodes B and C"
    );
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes[1]["player"], "chance");
    assert_eq!(nodes[1]["value"], 5.5);
    assert_eq!(nodes[2]["probability"], 0.5);
    assert_eq!(v["stats"]["chance_nodes"], 2);
    let (ok, out, _) = run(&["search", "--tree", file, "--algo", "expectiminimax"]);
    assert!(ok);
    assert!(out.contains("B: ½ × 3 + ½ × 8 = 5.5"), "{out}");
    assert!(out.contains("C: ¼ × 12 + ¾ × 1 = 3.75"), "{out}");
    // With no --algo, a chance tree means expectiminimax; alpha-beta, named, refuses it in
    // one line.
    let (ok, out, err) = run(&["search", "--tree", file]);
    assert!(ok && out.contains("B: ½ × 3 + ½ × 8 = 5.5"), "{err}{out}");
    let (ok, _, err) = run(&["search", "--tree", file, "--algo", "alphabeta"]);
    assert!(!ok);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("--algo expectiminimax"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_dice_race_from_the_command_line() {
    // Race to 2: rolling wins unless the die shows 1: 2·(5/6) − 1 = 2/3.
    let v = stats(&[
        "--game",
        "dice",
        "--target",
        "2",
        "--algo",
        "expectiminimax",
    ]);
    assert!(
        (v["root_value"].as_f64().unwrap() - 2.0 / 3.0).abs() < 1e-12,
        "{v}"
    );
    assert_eq!(v["best_move"], "roll");
    let v = stats(&["--target", "4", "--algo", "mcts", "--iterations", "5000"]);
    assert_eq!(v["best_move"], "roll");
    let (ok, out, _) = run(&[
        "search",
        "--target",
        "4",
        "--algo",
        "mcts",
        "--iterations",
        "50",
        "--format",
        "json",
    ]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert!(
        ok && v["nodes"][2]["player"] == "chance",
        "after roll: {}",
        v["nodes"][2]
    );
    // The summary compares MCTS with the exact search at 100, 1,000 and 10,000 iterations.
    let (ok, out, err) = run(&[
        "search",
        "--target",
        "6",
        "--algo",
        "mcts",
        "--iterations",
        "10000",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("Exact search: best move(s) step"), "{out}");
    for k in [100, 1000, 10000] {
        assert!(
            out.contains(&format!("after {k} iterations: step (an exact best move)")),
            "{out}"
        );
    }
    let (ok, _, err) = run(&["search", "--target", "30", "--algo", "expectiminimax"]);
    assert!(!ok && err.contains("1 to 20"), "{err}");
    let (ok, _, err) = run(&["search", "--bones", "5", "--target", "3"]);
    assert!(!ok && err.contains("--target"), "{err}");
}

#[test]
fn render_draws_chance_nodes_and_mcts_phases() {
    let dir = std::env::temp_dir().join(format!("gametree-render-chance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Renders `scenario` at `step` into `name` and reads the SVG back.
    let render = |name: &str, step: &str, scenario: &[&str]| {
        let out = dir.join(name);
        let mut args = vec!["render", "--step", step, "--out", out.to_str().unwrap()];
        args.extend_from_slice(scenario);
        let (ok, _, err) = run(&args);
        assert!(ok, "{err}");
        std::fs::read_to_string(&out).unwrap()
    };
    let svg = render(
        "ex.svg",
        "end",
        &["--target", "2", "--algo", "expectiminimax"],
    );
    assert!(svg.contains("<circle"), "chance nodes are circles");
    assert!(svg.contains("0.67"), "the root's value 2/3 to 2 decimals");
    assert!(svg.contains("1/6"), "probabilities on the edges");
    let mcts = [
        "--position",
        "XX.OO....",
        "--algo",
        "mcts",
        "--iterations",
        "50",
    ];
    let svg = render("mcts.svg", "end", &mcts);
    assert!(
        svg.contains("N=50"),
        "the root's visits after 50 iterations"
    );
    // Step 4k + 3 is iteration k + 1's playout (steps 4k + 1 to 4k + 4 are its four phases).
    let svg = render("playout.svg", "199", &mcts);
    assert!(svg.contains("stroke-dasharray"), "the playout is dashed");
    let mc = dir.join("mcts.svg");
    let (ok, _, err) = run(&[
        "render",
        "--bones",
        "4",
        "--algo",
        "mcts",
        "--iterations",
        "5",
        "--step",
        "21",
        "--out",
        mc.to_str().unwrap(),
    ]);
    assert!(
        !ok && err.contains("20"),
        "5 iterations have steps 0 to 20, one per phase after the start: {err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
