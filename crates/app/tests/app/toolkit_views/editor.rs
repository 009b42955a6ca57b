//! The tree editor: typed notation becomes the tree, errors shown while typing, clicks that
//! edit, random trees saved and opened.

use super::{click_at, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::mode::{Current, Mode};
use gametree_app::toolkit::editor::TreeEditor;
use gametree_engine::game::{TreeError, TreeSpec};

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
