//! Check mode (issue 28, item 5): a learner's events opened beside the textbook's search of
//! the tree — dropped on the window, both trees drawn, stepped together to the first
//! difference, where the sentence names it and the node is ringed on both; a correct search
//! is said to agree; a broken file, or events with no tree open, give one line.

use crate::support::{harness, settle};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::check_view::CheckView;
use gametree_engine::check::Walk;
use gametree_engine::check::compare::textbook_walk;
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_teach::i18n::Lang;
use std::path::{Path, PathBuf};

/// The Python kit's alpha-beta that loses the window, run on AIMA's tree (its real output).
const BUGGY: &str = include_str!("../../../../examples/own-search/aima-alphabeta-bug.jsonl");

#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_text(h: &mut Harness<'_, App>, dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path)));
    h.step();
    h.run_steps(3);
}

/// A walk as the protocol's lines.
fn events(w: &[Walk]) -> String {
    w.iter()
        .map(|s| match s {
            Walk::Enter(p) => match p.last() {
                None => "{\"enter\": null}".to_string(),
                Some(i) => format!("{{\"enter\": {i}}}"),
            },
            Walk::Leaf(_, v) => format!("{{\"leaf\": {v}}}"),
            Walk::Exit(_, v) => format!("{{\"exit\": {v}}}"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn view<'h>(h: &'h Harness<'_, App>) -> &'h CheckView {
    h.state().toolkit.mode::<CheckView>()
}

fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_buggy_alpha_beta_is_stepped_beside_the_textbooks_to_where_they_part() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    drop_text(&mut h, dir.path(), "mine.jsonl", BUGGY);
    assert!(
        h.state().toolkit.is_shown::<CheckView>(),
        "check mode opens"
    );
    let c = view(&h).checked().expect("the file is read");
    assert_eq!(c.parting_step(), Some(17));
    assert!(c.marks.0.is_some() && c.marks.1.is_some(), "marked on both");
    assert!(shows(&h, "Your search") && shows(&h, "Alpha-beta"));
    assert!(shows(&h, "Step 0 of 35"));
    // Stepping moves both trees together.
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(view(&h).step, 1);
    let c = view(&h).checked().unwrap();
    assert_eq!((c.theirs.playback.step(), c.ours.playback.step()), (1, 1));
    // D jumps to the first difference; the sentence there names it, the ring's legend shows.
    h.key_press(egui::Key::D);
    h.run_steps(2);
    assert_eq!(view(&h).step, 17);
    assert!(shows(&h, "Step 17 of 35"));
    assert!(shows(&h, "Step 17: you entered leaf 4 under C"));
    assert!(shows(&h, "here the two searches part"));
    assert!(shows(&h, "never prunes: it walks exactly as minimax"));
    // The learner's events carried their windows: their tree shows them (issue 36, item 7),
    // C's (α = 3, β = +∞) as the buggy program passed it — the evidence for "not passed down".
    let c = view(&h).checked().unwrap();
    assert!(c.windows);
    let theirs = c.theirs.last_scene.as_ref().expect("drawn").texts();
    assert!(
        theirs.iter().any(|t| t.contains('α')),
        "their windows drawn: {theirs:?}"
    );
    assert!(shows(&h, "the node where your search first parts"));
    // Each tree says what its search did at this step.
    assert!(shows(&h, "— entered leaf 4 under C"));
    assert!(shows(&h, "— returned 2 from MIN node C"));
    let c = view(&h).checked().unwrap();
    let (theirs, ours) = (c.marks.0.unwrap(), c.marks.1.unwrap());
    assert!(
        c.theirs.playback.trace().tree.visited(theirs),
        "they entered it"
    );
    assert!(
        !c.ours.playback.trace().tree.visited(ours),
        "alpha-beta pruned it"
    );
    assert!(c.theirs.screen_centre(theirs).is_some() && c.ours.screen_centre(ours).is_some());
    // End and Home.
    h.key_press(egui::Key::End);
    h.run_steps(2);
    assert_eq!(view(&h).step, 35);
    assert!(shows(&h, "— finished"), "alpha-beta's walk is the shorter");
    h.key_press(egui::Key::Home);
    h.run_steps(2);
    assert_eq!(view(&h).step, 0);
}

#[test]
fn a_correct_search_agrees_and_chinese_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    // The textbook's own walk, as a learner's correct program prints it; any name: the lines
    // themselves say they are events.
    let textbook = Scenario::default().record(None).unwrap();
    drop_text(
        &mut h,
        dir.path(),
        "run.txt",
        &events(&textbook_walk(&textbook).0),
    );
    let c = view(&h).checked().expect("read");
    assert_eq!(c.parting_step(), None);
    assert!(c.marks == (None, None));
    assert!(shows(&h, "Your search behaves exactly as alpha-beta"));
    h.state_mut().toolkit.set_lang(Lang::Zh);
    h.run_steps(3);
    assert!(shows(&h, "你的搜索与"));
    assert!(shows(&h, "你的搜索"));
    // A buggy search in Chinese: the verdict, the diagnosis, the step bar and the legend
    // keep no English (but the file's own name).
    drop_text(&mut h, dir.path(), "mine.jsonl", BUGGY);
    h.key_press(egui::Key::D);
    h.run_steps(3);
    assert!(shows(&h, "第 17 步"));
    let texts: Vec<String> = crate::chinese::shown(&h)
        .into_iter()
        .map(|t| t.replace("mine.jsonl", ""))
        .collect();
    let stray = crate::chinese::english(&texts);
    assert!(stray.is_empty(), "{stray:?}");
}

#[test]
fn open_events_asks_for_jsonl_files() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press(egui::Key::F8);
    h.run_steps(2);
    assert!(shows(&h, "Run your own minimax or alpha-beta"));
    h.get_by_label("Open events…").click();
    h.run_steps(2);
    let dialog = h.state().open_dialog.as_ref().expect("the Open… dialog");
    for ext in ["json", "jsonl", "events"] {
        assert!(dialog.extensions.contains(&ext), "{ext}");
    }
}

#[test]
fn a_broken_file_or_no_tree_gives_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    drop_text(
        &mut h,
        dir.path(),
        "bad.jsonl",
        "{\"enter\": null}\n{\"enter\": 7}\n",
    );
    let error = view(&h).error().expect("refused").to_string();
    assert!(
        error.starts_with("events file bad.jsonl: line 2: enter 7, but this node has 3 children"),
        "{error}"
    );
    assert!(!error.contains('\n'));
    assert!(shows(&h, &error));
    // Events, but bones open: the tree is asked for first.
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 5,
            max_take: 3,
        },
        ..Scenario::default()
    };
    let mut h = harness(App::loaded_now(bones));
    settle(&mut h);
    drop_text(&mut h, dir.path(), "mine.jsonl", BUGGY);
    let error = view(&h).error().expect("refused").to_string();
    assert!(
        error.contains("open the tree your program searched first"),
        "{error}"
    );
}

/// Issue 43, item 16: a walk that enters one leaf again and again (here 100,000 times; ten
/// million made a scene of millions of shapes and the window ran out of memory) is drawn as
/// what the canvas can show — the re-entered leaves as a few bundles — and the node where it
/// parts from the textbook is still ringed where it stands.
#[test]
fn a_walk_entering_a_leaf_a_hundred_thousand_times_draws_a_bounded_picture() {
    use gametree_draw::scene::Shape;
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::from("{\"enter\": null}\n{\"enter\": 0}\n");
    text.push_str(&"{\"enter\":0}\n{\"leaf\":3}\n{\"exit\":3}\n".repeat(100_000));
    text.push_str("{\"exit\":3}\n{\"exit\":3}\n");
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    drop_text(&mut h, dir.path(), "again.jsonl", &text);
    let c = view(&h).checked().expect("the file is read");
    assert_eq!(
        c.parting_step(),
        Some(6),
        "the second entry of leaf 3 under B"
    );
    let theirs = c.theirs.last_scene.as_ref().expect("drawn");
    let points: usize = theirs
        .shapes
        .iter()
        .map(|s| match s {
            Shape::Segments { points, .. } | Shape::Polygon { points, .. } => points.len(),
            _ => 1,
        })
        .sum();
    assert!(
        points < 5_000,
        "{} shapes, {points} points",
        theirs.shapes.len()
    );
    let mark = c.marks.0.expect("the parting node on their tree");
    assert!(
        c.theirs.node_on_screen(mark).is_some(),
        "the ring has a place"
    );
}
