//! "Grade a class…" in Check a search (issue 45, item 10): the assignment typed, the class
//! folder chosen in the file dialog, the grading run by `gametree grade` as a process of its
//! own while the window goes on drawing frames and shows its progress, then the class table;
//! a click on a student opens their first failed tree case at its first difference; Stop ends
//! the grading and the students' programs. The class is examples/grading's.

use crate::support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::toolkit::check_view::CheckView;
use gametree_engine::scenario::Scenario;
use std::path::PathBuf;

/// The `gametree` program beside this test program (target/debug/gametree), which `cargo test`
/// at the root builds.
fn gametree() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let bin = exe.parent().unwrap().parent().unwrap().join("gametree");
    assert!(
        bin.exists(),
        "{} is missing: `cargo build --bin gametree` (cargo test at the root builds it)",
        bin.display()
    );
    bin
}

fn grading() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/grading")
}

fn view<'h>(h: &'h Harness<'_, App>) -> &'h CheckView {
    h.state().toolkit.mode::<CheckView>()
}

fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_class_is_graded_in_the_app_and_a_student_opens_at_their_first_difference() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.state_mut().toolkit.show::<CheckView>();
    h.run_steps(2);
    h.state_mut().toolkit.mode_mut::<CheckView>().grade.grader = Some(gametree());
    h.get_by_label("Grade a class…").click();
    h.run_steps(2);
    // The assignment typed in its field.
    let file = grading().join("assignment.toml");
    h.get_by_label("Assignment file").click();
    h.run_steps(1);
    h.get_by_label("Assignment file")
        .type_text(file.to_str().unwrap());
    h.run_steps(1);
    assert_eq!(view(&h).grade.assignment, file.to_str().unwrap());
    // The class folder chosen in the dialog: it opens where the field points, lists folders
    // only, and answers with the folder shown.
    h.get_by_label("Class folder").click();
    h.run_steps(1);
    h.get_by_label("Class folder")
        .type_text(grading().to_str().unwrap());
    h.run_steps(1);
    h.get_all_by_label("Browse…").nth(1).unwrap().click();
    // A window is measured, unseen, on its first frame.
    h.run_steps(4);
    assert!(
        shows(&h, "trees/") && !shows(&h, "run_autograder"),
        "{}",
        view(&h).grade.class
    );
    h.get_by_label("class/").click();
    h.run_steps(3);
    h.get_by_label("Choose this folder").click();
    h.run_steps(2);
    let class = std::path::absolute(grading().join("class")).unwrap();
    assert_eq!(
        PathBuf::from(&view(&h).grade.class).canonicalize().unwrap(),
        class.canonicalize().unwrap()
    );
    // Graded by a process of its own: frames go on and show how far it is.
    h.get_by_label("Grade").click();
    h.run_steps(1);
    assert!(view(&h).grade.is_running());
    let mut frames = 0;
    let mut seen = Vec::new();
    while view(&h).grade.is_running() {
        h.step();
        frames += 1;
        if let Some(p) = view(&h).grade.progress()
            && seen.last() != Some(&p)
        {
            seen.push(p);
        }
        assert!(frames < 60_000, "the grading did not finish");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
    assert!(frames > 1, "the window drew frames while it graded");
    let total = std::fs::read_dir(&class).unwrap().count();
    assert!(
        seen.iter().all(|&(_, t)| t == 0 || t == total),
        "progress over the {total} submissions: {seen:?}"
    );
    let table = match &view(&h).grade.table {
        Some(Ok(t)) => t.clone(),
        other => panic!("no table: {other:?}"),
    };
    assert_eq!(table.title, "Alpha-beta on trees");
    assert_eq!(table.rows.len(), total);
    // The class's bugs first (bob cuts only on α > β), then every student.
    assert!(shows(&h, "cuts only on α > β: 1"), "the bugs' table");
    let alice = table.rows.iter().find(|r| r.name == "alice").unwrap();
    assert_eq!(alice.score, (5.0, 5.0));
    assert!(shows(&h, "alice") && shows(&h, "5 / 5"));
    // bob's first failed tree case is Wikipedia's tree, where `gametree grade`'s text report
    // says his search parts from alpha-beta's at step 40 (leaf 9 under O).
    h.get_by_label("bob").click();
    h.run_steps(3);
    let c = view(&h).checked().expect("bob's events open");
    assert_eq!(c.name, "bob — Wikipedia's tree");
    assert_eq!(c.parting_step(), Some(40));
    assert_eq!(view(&h).step, 40, "shown at the first difference");
    assert!(shows(&h, "Step 40 of"));
}

#[test]
fn an_assignment_that_cannot_run_says_why_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("a.toml");
    std::fs::write(&bad, "title = \"t\"\nnonsense = 1\n").unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.state_mut().toolkit.show::<CheckView>();
    {
        let g = &mut h.state_mut().toolkit.mode_mut::<CheckView>().grade;
        g.grader = Some(gametree());
        g.shown = true;
        g.assignment = bad.display().to_string();
        g.class = grading().join("class").display().to_string();
        g.start();
    }
    let mut frames = 0;
    while view(&h).grade.is_running() {
        h.step();
        frames += 1;
        assert!(frames < 20_000, "the grading did not finish");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
    match &view(&h).grade.table {
        Some(Err(line)) => {
            assert!(line.contains("nonsense"), "{line}");
            assert!(shows(&h, "nonsense"));
        }
        other => panic!("{other:?}"),
    }
}

/// Processes whose command line holds `mark` (the test's sleeping student).
fn running(mark: &str) -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let cmd = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
        if cmd.contains(mark) && !cmd.contains("grade") {
            out.push(cmd);
        }
    }
    out
}

#[test]
fn stop_ends_the_grading_and_the_students_programs() {
    let dir = tempfile::tempdir().unwrap();
    let student = dir.path().join("class/sleepy");
    std::fs::create_dir_all(&student).unwrap();
    // A student's program that hangs: its mark is the number it sleeps.
    std::fs::write(
        student.join("ab.py"),
        "import subprocess, time\nsubprocess.Popen(['sleep', '4519'])\ntime.sleep(4519)\n",
    )
    .unwrap();
    let file = dir.path().join("a.toml");
    let tree = grading().join("trees/aima.json");
    std::fs::write(
        &file,
        format!(
            "title = \"t\"\ntimeout = 120\n[run.py]\nrun = \"python3 {{file}} {{tree}}\"\n\
             [[case]]\nname = \"aima\"\ntree = \"{}\"\n",
            tree.display()
        ),
    )
    .unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.state_mut().toolkit.show::<CheckView>();
    {
        let g = &mut h.state_mut().toolkit.mode_mut::<CheckView>().grade;
        g.grader = Some(gametree());
        g.shown = true;
        g.assignment = file.display().to_string();
        g.class = dir.path().join("class").display().to_string();
        g.start();
    }
    // Until the student's program runs.
    let mut frames = 0;
    while running("4519").is_empty() {
        h.step();
        frames += 1;
        assert!(frames < 20_000, "the student's program never started");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
    h.get_by_label("Stop").click();
    while view(&h).grade.is_running() {
        h.step();
        frames += 1;
        assert!(frames < 40_000, "the grading did not stop");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
    match &view(&h).grade.table {
        Some(Err(line)) => assert!(line.contains("interrupted"), "{line}"),
        other => panic!("{other:?}"),
    }
    // Nothing left behind (the grading ends its programs' groups as it exits).
    for _ in 0..200 {
        if running("4519").is_empty() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("left running: {:?}", running("4519"));
}
