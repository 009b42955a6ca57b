//! The classroom toolkit views driven through egui_kittest, checked against independent truth:
//! the tree notation itself, hand-worked AIMA figure 5.2 answers, a brute-force minimax of
//! random trees, and the known strategies of tic-tac-toe and bones (leave a multiple of 4).

use egui::{Event, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::mode::{Current, Mode, Request};
use gametree_app::toolkit::compare_view::CompareView;
use gametree_app::toolkit::editor::TreeEditor;
use gametree_app::toolkit::play_view::PlayView;
use gametree_app::toolkit::practice_view::PracticeView;
use gametree_engine::game::{Player, TreeError, TreeSpec};
use gametree_engine::scenario::GameChoice;
use gametree_engine::scenario::GameKind;
use gametree_engine::search::Bound;
use gametree_teach::practice::Claim;

fn harness<S>(state: S, ui: impl FnMut(&mut egui::Ui, &mut S) + 'static) -> Harness<'static, S> {
    Harness::builder()
        .with_size(egui::vec2(1100.0, 900.0))
        .build_ui_state(ui, state)
}

fn click_at(h: &mut Harness<'_, impl Sized>, pos: Pos2) {
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Default::default(),
        });
    }
    h.run();
}

/// Minimax straight from the notation's tree: independent of the search and the trace.
fn minimax(t: &TreeSpec, id: u32, max: bool) -> i64 {
    let n = &t.nodes[id as usize];
    if n.children.is_empty() {
        return n.value.unwrap_or(0);
    }
    let vals = n.children.iter().map(|&c| minimax(t, c, !max));
    if max {
        vals.max().unwrap()
    } else {
        vals.min().unwrap()
    }
}

// ---- tree editor ----

#[test]
fn editor_typed_text_becomes_the_tree_and_serialises_back() {
    let mut h = harness(TreeEditor::new(""), |ui, e| {
        e.ui(ui, Current::default());
    });
    h.run();
    assert!(matches!(h.state().error(), Some(TreeError::Empty)));
    let typed = r#"[[3,{"label":"Q","children":[12,8]}],{"label":"x","value":-4},[2,[4,6]]]"#;
    h.get_by_label("Tree notation").click();
    h.run();
    h.get_by_label("Tree notation").type_text(typed);
    h.run();
    let e = h.state();
    assert!(e.error().is_none(), "{:?}", e.error());
    assert_eq!(e.tree(), Some(&TreeSpec::parse(typed).unwrap()));
    // The notation's compact form is what was typed, so it must come back unchanged.
    assert_eq!(e.json().as_deref(), Some(typed));
    h.get_by_label_contains("Valid tree: 12 nodes");
}

/// An empty editor with `text` typed into it.
fn editor_typed(text: &str) -> Harness<'static, TreeEditor> {
    let mut h = harness(TreeEditor::new(""), |ui, e| {
        e.ui(ui, Current::default());
    });
    h.run();
    h.get_by_label("Tree notation").click();
    h.run();
    h.get_by_label("Tree notation").type_text(text);
    h.run();
    h
}

/// Issue 15, item 4: the editor reads the 15-150 notation and writes a tree in either one.
#[test]
fn editor_reads_and_writes_the_15_150_notation() {
    let mut h = editor_typed("(((3)(12)(8)) ((2)(4)(6)) ((14)(5)(2)))");
    assert_eq!(
        h.state().json().as_deref(),
        Some("[[3,12,8],[2,4,6],[14,5,2]]")
    );
    h.get_by_label("JSON").click();
    h.run();
    assert_eq!(h.state().text(), "[[3,12,8],[2,4,6],[14,5,2]]");
    h.get_by_label("15-150 notation").click();
    h.run();
    assert_eq!(h.state().text(), "(((3)(12)(8))((2)(4)(6))((14)(5)(2)))");
    assert!(h.state().error().is_none());
}

#[test]
fn editor_shows_the_error_and_its_position_while_typing() {
    let mut h = editor_typed("[[3,12,8],[2,x]]");
    let expected = TreeSpec::parse("[[3,12,8],[2,x]]").unwrap_err();
    assert_eq!(expected.position(), Some((1, 14)), "{expected}");
    assert!(matches!(expected, TreeError::Syntax { .. }), "{expected:?}");
    let shown = h.state().error().map(|e| e.to_string());
    assert_eq!(shown, Some(expected.to_string()));
    h.get_by_label_contains("line 1, column 14");
    // Under the error, the line itself, the named character marked.
    h.get_by_label("1 | [[3,12,8],[2,x]]");
    let (line, shown, at) =
        gametree_app::toolkit::editor::error_spot("[[3,12,8],[2,x]]", &expected).unwrap();
    assert_eq!((line, shown.chars().nth(at)), (1, Some('x')));
    // Still the last valid tree's buttons are off; fixing the text clears the error.
    h.state_mut().set_text("[[3,12,8],[2,1]]");
    h.run();
    assert!(h.query_by_label_contains("line 1, column").is_none());
    h.get_by_label_contains("Valid tree: 8 nodes");
}

#[test]
fn editor_click_a_node_then_add_delete_label_and_undo() {
    let mut h = harness(TreeEditor::default(), |ui, e| {
        e.ui(ui, Current::default());
    });
    h.run();
    // Node 2 is C, the middle MIN node of AIMA figure 5.2.
    let c = h.state().node_on_screen(2).expect("C is drawn");
    click_at(&mut h, c);
    assert_eq!(h.state().selected(), 2);
    h.get_by_label_contains("Selected: C");
    h.get_by_label("value").click();
    h.run();
    h.get_by_label("value").type_text("7"); // the box held "0": now "07" = 7
    h.run();
    h.get_by_label("Add child").click();
    h.run();
    assert_eq!(
        h.state().json().as_deref(),
        Some("[[3,12,8],[2,4,6,7],[14,5,2]]")
    );
    // The new leaf is selected: delete it again, then label the root.
    h.get_by_label("Delete subtree").click();
    h.run();
    assert_eq!(
        h.state().json().as_deref(),
        Some("[[3,12,8],[2,4,6],[14,5,2]]")
    );
    h.state_mut().select(0);
    h.run();
    h.get_by_label("label").click();
    h.run();
    h.get_by_label("label").type_text("root");
    h.run();
    h.get_by_label("Set label").click();
    h.run();
    assert_eq!(
        h.state().json().as_deref(),
        Some(r#"{"label":"root","children":[[3,12,8],[2,4,6],[14,5,2]]}"#)
    );
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(
        h.state().json().as_deref(),
        Some("[[3,12,8],[2,4,6],[14,5,2]]")
    );
    // Refused edits say why and change nothing.
    h.state_mut().select(0);
    h.get_by_label("Delete subtree").click();
    h.run();
    assert!(
        h.state()
            .message()
            .is_some_and(|(err, m)| err && m.contains("root"))
    );
    h.get_by_label_contains("the root cannot be deleted");
}

#[test]
fn editor_random_tree_save_and_open() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("mine.json");
    let mut e = TreeEditor::default();
    e.random.depth = 3;
    e.random.seed = 42;
    e.draw_random();
    let drawn = e.tree().unwrap().clone();
    assert_eq!(drawn.height(), 3);
    e.file_path = path.display().to_string();
    e.save();
    assert_eq!(e.message().map(|m| m.0), Some(false), "{:?}", e.message());
    let mut other = TreeEditor::new("[1]");
    other.file_path = path.display().to_string();
    other.open();
    assert_eq!(other.tree(), Some(&drawn));
    // A bad file leaves the editor as it was, with the file's error shown.
    std::fs::write(&path, "[1,").unwrap();
    other.open();
    assert_eq!(other.tree(), Some(&drawn));
    assert!(
        other
            .message()
            .is_some_and(|(err, m)| err && m.contains("mine.json"))
    );
}

// ---- practice ----

/// AIMA figure 5.2 by hand: B = 3; C's first leaf 2 ≤ α = 3 cuts off, so C ≤ 2 and its leaves
/// 4 and 6 are pruned; D sees 14, 5, 2 (all searched) so D = 2; the root A = 3.
fn fill_aima(h: &mut Harness<'_, PracticeView>, c: &str) {
    for (name, v) in [("A", "3"), ("B", "3"), ("C", c), ("D", "2")] {
        h.get_by_label(&format!("value of {name}")).click();
        h.run();
        h.get_by_label(&format!("value of {name}")).type_text(v);
        h.run();
    }
    for leaf in ["4", "6"] {
        h.get_by_label(&format!("pruned: {leaf}")).click();
        h.run();
    }
}

#[test]
fn practice_aima_wrong_value_is_explained() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    fill_aima(&mut h, "2"); // C is only known to be ≤ 2: its other leaves were never seen
    h.get_by_label("Check").click();
    h.run();
    let r = h.state().report().expect("checked");
    assert_eq!((r.right, r.total), (5, 6));
    h.get_by_label_contains("Score: 5 / 6 right (83%)");
    let mistake = h.get_by_label_contains("First mistake:");
    let text = mistake.value().unwrap_or_default();
    assert!(
        text.contains("you wrote 2") && text.contains("≤ α = 3") && text.contains("≤ 2"),
        "{text}"
    );
}

#[test]
fn practice_aima_perfect_round_scores_100() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    fill_aima(&mut h, "≤2");
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 6 right (100%)");
    assert!(h.query_by_label_contains("First mistake").is_none());
    // Ticking a visited branch is a mistake too.
    h.get_by_label("pruned: 12").click();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 7 right (86%)");
}

/// Issue 15, item 2: the round worked on the tree itself — values typed after clicking a
/// node, prunings marked by clicking edges, mistakes ringed on the tree after Check.
#[test]
fn practice_on_the_tree_itself() {
    let mut h = harness(PracticeView::default(), |ui, p| {
        p.ui(ui, Current::default());
    });
    h.run();
    let trace = h.state().trace().clone();
    let node = |name: &str| h.state().node_named(name).unwrap();
    let (a, b, c, d) = (node("A"), node("B"), node("C"), node("D"));
    let kids = trace.children(c);
    let (four, six) = (kids[1], kids[2]);
    // Values by clicking each node and typing under the tree.
    for (n, v) in [(a, "3"), (b, "3"), (c, "≤ 2"), (d, "2")] {
        let at = h.state().node_on_screen(n).unwrap();
        click_at(&mut h, at);
        assert_eq!(h.state().chosen(), Some(n));
        let name = h.state().name(n).unwrap().to_string();
        h.get_by_label(&format!("tree value of {name}")).click();
        h.run();
        h.get_by_label(&format!("tree value of {name}"))
            .type_text(v);
        h.run();
    }
    // The typed values are the table's too.
    assert_eq!(h.get_by_label("value of C").value().as_deref(), Some("≤ 2"));
    // Prunings by clicking the edges into 4 and 6 (halfway between C and each leaf).
    for leaf in [four, six] {
        let (p, q) = (
            h.state().node_on_screen(c).unwrap(),
            h.state().node_on_screen(leaf).unwrap(),
        );
        click_at(&mut h, p + (q - p) * 0.5);
        assert!(h.state().is_marked_pruned(leaf));
    }
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 6 / 6 right (100%)");
    assert!(h.query_by_label_contains("mistake at").is_none());
    // Unmark 6 by clicking its edge again: after Check it is ringed on the tree, explained.
    let (p, q) = (
        h.state().node_on_screen(c).unwrap(),
        h.state().node_on_screen(six).unwrap(),
    );
    click_at(&mut h, p + (q - p) * 0.5);
    assert!(!h.state().is_marked_pruned(six));
    h.get_by_label("Check").click();
    h.run();
    h.get_by_label_contains("Score: 5 / 6 right");
    h.get_by_label("mistake at 6: expected pruned");
}

#[test]
fn practice_random_trees_with_min_root_solution_scores_100() {
    for seed in 1..6 {
        let mut p = PracticeView::default();
        p.random.seed = seed;
        p.random.depth = 3;
        p.random_min_root = seed % 2 == 1;
        p.new_random_tree();
        let trace = p.trace().clone();
        assert!(
            gametree_teach::titles::trace_title(&trace).contains("random tree"),
            "{}",
            gametree_teach::titles::trace_title(&trace)
        );
        let root = trace.iterations[0].root;
        let min_root = trace.node(root).player == Player::Min;
        assert_eq!(min_root, seed % 2 == 1);
        // The tree the view searched, read back from its scenario text via the title seed.
        let spec = gametree_engine::game::random_tree::random_tree(&p.random).unwrap();
        let mut h = harness(p, |ui, p| {
            p.ui(ui, Current::default());
        });
        h.run();
        h.get_by_label("Show solution").click();
        h.run();
        h.get_by_label("Check").click();
        h.run();
        let r = h.state().report().unwrap();
        assert!(r.is_perfect(), "seed {seed}: {}", r.score_text());
        h.get_by_label_contains("(100%)");
        // The root's answer is the exact minimax value of the tree.
        let (answers, problem) = h.state().answers();
        assert_eq!(problem, None);
        assert_eq!(
            answers.values[&root],
            Claim {
                value: minimax(&spec, 0, !min_root),
                bound: Bound::Exact
            },
            "seed {seed}"
        );
    }
}

// ---- compare ----

#[test]
fn compare_runs_off_the_ui_thread_and_values_agree() {
    // No click: the comparison starts by itself when the view is first shown.
    let mut h = harness(CompareView::default(), |ui, c| {
        c.ui(ui, Current::default());
    });
    h.step();
    assert!(h.state().is_running() || h.state().result().is_some());
    let started = std::time::Instant::now();
    while h.state().is_running() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run();
    let c = h.state().result().unwrap().as_ref().unwrap().clone();
    assert!(c.rows.len() >= 4);
    for r in &c.rows {
        let x = r.result.as_ref().unwrap();
        assert_eq!(
            x.root_value,
            3,
            "{}: AIMA 5.2's value is 3",
            gametree_teach::compare_words::configuration_name(&r.config)
        );
    }
    // Minimax enters every node of the 1 + 3 + 9 tree.
    assert_eq!(c.rows[0].result.as_ref().unwrap().nodes_by_depth, [1, 3, 9]);
    h.get_by_label_contains("Every configuration finds the same root value");
    h.get_by_label("Nodes visited by depth");
}

#[test]
fn compare_tic_tac_toe_draws_and_small_trees_side_by_side() {
    let mut c = CompareView::new(gametree_engine::scenario::Scenario {
        game: GameChoice::TicTacToe {
            position: "XO.......".into(),
        },
        ..Default::default()
    });
    c.run_now();
    let cmp = c.result().unwrap().as_ref().unwrap();
    assert!(cmp.values_agree());
    let mut w = CompareView::default();
    w.show_trees = true;
    w.run_now();
    let mut h = harness(w, |ui, c| {
        c.ui(ui, Current::default());
    });
    h.run();
    let names = h.state().drawn_trees();
    assert_eq!(names.len(), 10, "{names:?}");
    assert!(names[0].starts_with("minimax"), "{names:?}");
    // The null-window searches are drawn beside the others.
    assert!(
        names.iter().any(|n| n == "PVS") && names.iter().any(|n| n == "MTD(f)"),
        "{names:?}"
    );
}

// ---- play ----

/// Plays one game: the learner picks cells by `pick` (given the board); returns the winner.
fn play_ttt(mut v: PlayView, pick: impl Fn(&[char], usize) -> u8) -> (PlayView, Option<Player>) {
    let mut turn = 0;
    while v.winner().is_none() {
        let b = v.board().unwrap();
        let cell = pick(&b, turn);
        v.play_cell(cell).unwrap();
        turn += 1;
    }
    let w = v.winner().unwrap();
    (v, w)
}

fn nth_empty(b: &[char], n: usize) -> u8 {
    let empty: Vec<u8> = (0..9u8).filter(|&i| b[i as usize] == '.').collect();
    empty[n % empty.len()]
}

#[test]
fn play_tic_tac_toe_computer_never_loses() {
    // Learner first, every opening, then a few different follow-ups.
    for first in 0..9u8 {
        let (v, w) = play_ttt(PlayView::new(GameKind::TicTacToe, false), |b, t| {
            if t == 0 {
                first
            } else {
                nth_empty(b, first as usize + t)
            }
        });
        assert_ne!(w, Some(Player::Max), "learner (X) won: {:?}", v.log());
    }
    // Computer first: it is X; the learner tries three styles.
    for style in 0..3usize {
        let (v, w) = play_ttt(PlayView::new(GameKind::TicTacToe, true), |b, t| {
            nth_empty(b, style * 2 + t)
        });
        assert_ne!(w, Some(Player::Min), "learner (O) won: {:?}", v.log());
    }
}

#[test]
fn play_tic_tac_toe_by_clicking_and_show_why() {
    // The view and the requests it sent.
    let mut h = harness((PlayView::default(), Vec::new()), |ui, (v, sent)| {
        sent.extend(v.ui(ui, Current::default()));
    });
    h.run();
    h.get_by_label("cell a1").click();
    h.run();
    let v = &h.state().0;
    assert_eq!(v.board().unwrap().iter().filter(|&&c| c == 'X').count(), 1);
    assert_eq!(v.board().unwrap().iter().filter(|&&c| c == 'O').count(), 1);
    // Against a corner the only move that does not lose is the centre.
    assert_eq!(v.board().unwrap()[4], 'O');
    let why = v.why_trace().unwrap();
    assert_eq!(why.outcome.best_move.as_deref(), Some("O b2"));
    assert_eq!(why.outcome.root_value, 0, "best play from here is a draw");
    h.get_by_label("Show why").click();
    h.run();
    let sent: &Vec<Request> = &h.state().1;
    let [Request::Search(s)] = sent.as_slice() else {
        panic!("Show why sends one search request, not {sent:?}");
    };
    assert_eq!(
        s.game,
        GameChoice::TicTacToe {
            position: "X........".into()
        }
    );
}

#[test]
fn play_bones_computer_leaves_a_multiple_of_four() {
    // Learner first from 12: whatever the learner takes, the computer takes back to 8, 4, 0.
    for style in 0..3u32 {
        let mut v = PlayView::new(GameKind::Bones, false);
        v.bones = 12;
        v.new_game();
        assert_eq!(v.bones_left(), Some(12));
        let mut t = 0;
        while v.winner().is_none() {
            let left = v.bones_left().unwrap();
            let k = ((style + t) % 3 + 1).min(left);
            let before = left;
            // The learner faces a multiple of 4 each time (12, 8, 4)...
            assert_eq!(before % 4, 0, "{:?}", v.log());
            v.take(k).unwrap();
            // ...and the computer takes 4 - k, back to the next multiple of 4.
            assert_eq!(v.bones_left(), Some(before - 4), "{:?}", v.log());
            t += 1;
        }
        assert_eq!(v.winner(), Some(Some(v.computer())), "{:?}", v.log());
    }
}

#[test]
fn play_bones_computer_first_by_clicking() {
    let mut v = PlayView::new(GameKind::Bones, false);
    v.bones = 10;
    v.computer_first = true;
    v.new_game();
    assert_eq!(v.bones_left(), Some(8), "from 10 the computer takes 2");
    let mut h = harness(v, |ui, v| {
        v.ui(ui, Current::default());
    });
    h.run();
    h.get_by_label("Take 3").click();
    h.run();
    assert_eq!(h.state().bones_left(), Some(4));
    let why = h.state().why_trace().unwrap();
    assert_eq!(
        why.outcome.root_value, 1,
        "5 bones: the player to move wins"
    );
    assert_eq!(why.outcome.best_move.as_deref(), Some("take 1"));
}

// ---- mounted in the app ----

#[test]
fn app_mode_bar_opens_the_editor_and_search_this_tree_returns_to_the_stepper() {
    let app = gametree_app::App::new(gametree_engine::scenario::Scenario::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, a: &mut gametree_app::App| a.ui(ui), app);
    h.run_steps(3);
    h.get_by_label("Tree editor").click();
    h.run_steps(3);
    assert!(h.state().toolkit.is_open());
    h.state_mut()
        .toolkit
        .mode_mut::<TreeEditor>()
        .set_text("[[1,9],[4,{\"label\":\"Z\",\"value\":2}]]");
    h.run_steps(2);
    h.get_by_label("Search this tree").click();
    let started = std::time::Instant::now();
    loop {
        h.step();
        let a = h.state();
        let done = a.loaded.as_ref().is_some_and(|l| {
            gametree_teach::titles::trace_title(l.trace()).contains("edited tree")
        });
        if done || started.elapsed().as_secs() > 30 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let a = h.state();
    assert!(!a.toolkit.is_open(), "back to the stepper");
    let trace = a.loaded.as_ref().unwrap().trace();
    assert!(
        gametree_teach::titles::trace_title(trace).contains("edited tree"),
        "{}",
        gametree_teach::titles::trace_title(trace)
    );
    // max(min(1, 9), min(4, 2)) = 2.
    assert_eq!(trace.outcome.root_value, 2);
    // F5 switches to the light presentation theme.
    h.key_press(egui::Key::F5);
    h.run_steps(2);
    assert!(h.state().toolkit.settings.settings.presentation);
    assert!(!h.ctx.global_style().visuals.dark_mode);
}

#[test]
fn app_function_keys_switch_modes_even_while_typing() {
    let mut h = app_with_aima_loaded();
    assert!(h.state().loaded.is_some(), "the AIMA search loads");
    assert!(!h.state().toolkit.is_open(), "starts on the stepper");
    for (key, mode) in [
        (egui::Key::F2, Some("editor")),
        (egui::Key::F3, Some("practice")),
        (egui::Key::F4, Some("compare")),
        (egui::Key::F6, Some("play")),
        (egui::Key::F1, None),
        (egui::Key::F2, Some("editor")),
    ] {
        h.key_press(key);
        h.run_steps(2);
        let shown = h.state().toolkit.shown_mode().map(|m| m.link_name());
        assert_eq!(shown, mode, "{key:?}");
        assert!(!h.state().toolkit.settings.settings.presentation, "{key:?}");
    }
    // Each mode's key is named in its tooltip-bearing button row: the hint line lists them.
    h.get_by_label_contains("F1 Stepper · F2 Tree editor · F3 Practice · F4 Compare · F6 Play");
    // Typing in the editor keeps the editor (letters are text, not shortcuts)...
    h.get_by_label("Tree notation").click();
    h.run_steps(2);
    h.get_by_label("Tree notation").type_text(" ");
    h.run_steps(2);
    assert!(
        h.ctx.egui_wants_keyboard_input(),
        "the text box has the keyboard"
    );
    assert!(h.state().toolkit.is_shown::<TreeEditor>());
    // ...but a function key still switches, and hands the keyboard back.
    h.key_press(egui::Key::F3);
    h.run_steps(2);
    assert!(h.state().toolkit.is_shown::<PracticeView>());
    assert!(!h.ctx.egui_wants_keyboard_input());
    h.key_press(egui::Key::F1);
    h.run_steps(2);
    assert!(!h.state().toolkit.is_open());
    // Back on the stepper, → steps again (nothing left holding the keyboard).
    let step =
        |h: &Harness<'_, gametree_app::App>| h.state().loaded.as_ref().unwrap().playback.step();
    let before = step(&h);
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(step(&h), before + 1);
}

/// Practice's "Play the search" opens the practised search in the stepper and plays it, so
/// "Show solution" can be followed step by step.
#[test]
fn practice_play_the_search_opens_the_stepper_playing_that_search() {
    let mut h = app_with_aima_loaded();
    h.key_press(egui::Key::F3);
    h.run_steps(2);
    h.get_by_label("Show solution").click();
    h.run_steps(2);
    h.get_by_label("Play the search").click();
    h.run_steps(2);
    assert!(!h.state().toolkit.is_open(), "back on the stepper");
    let loaded = h.state().loaded.as_ref().expect("a search is shown");
    assert!(loaded.transport.playing, "it plays by itself");
    assert_eq!(
        gametree_teach::titles::trace_title(loaded.trace()),
        "tree AIMA figure 5.2 — alpha-beta"
    );
    assert!(
        loaded.playback.step() < loaded.playback.len(),
        "from the start, not the end"
    );
}

/// The whole app in a window-sized harness, once its default AIMA search has loaded.
fn app_with_aima_loaded() -> Harness<'static, gametree_app::App> {
    let app = gametree_app::App::new(gametree_engine::scenario::Scenario::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree_app::install_fonts)
        .build_ui_state(|ui, a: &mut gametree_app::App| a.ui(ui), app);
    let started = std::time::Instant::now();
    while h.state().loaded.is_none() && started.elapsed().as_secs() < 30 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h
}
