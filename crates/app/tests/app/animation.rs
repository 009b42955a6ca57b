//! Save animation… (issue 37, item 3): the steps chosen in the export section, at their speed
//! and the size chosen, written where the dialog says as the GIF `gametree render --steps
//! A..B --size WxH` writes (the same drawing, the same encoder: byte for byte), with a
//! progress bar while it is made; Cancel leaves nothing behind; a file this program did not
//! write is refused in place and kept.

use super::support::harness;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gametree_app::App;
use gametree_app::animation_export::GifSize;
use gametree_app::error::AppError;
use gametree_draw::animation::write_file;
use gametree_draw::drawing::{Drawing, Marks};
use gametree_engine::files::PictureError;
use gametree_engine::scenario::Scenario;
use gametree_teach::Say;
use std::path::Path;

/// Scrolls the side panel to the button `label` and clicks it, as a reader would.
fn click(h: &mut Harness<'_, App>, label: &str) {
    h.run_steps(2);
    h.get_by_label(label).scroll_to_me();
    // The side panel scrolls smoothly: until it is still.
    h.run_steps(12);
    h.get_by_label(label).click();
    h.run_steps(2);
}

/// Opens "Save animation…" and answers its dialog with `dir`/`name`.
fn save_as(h: &mut Harness<'_, App>, dir: &Path, name: &str) {
    click(h, "Save animation…");
    let dialog = h
        .state_mut()
        .animation
        .dialog
        .as_mut()
        .expect("the dialog is open");
    assert_eq!(dialog.extensions, ["gif"]);
    dialog.go_to(dir.to_path_buf());
    dialog.name = name.into();
    h.run_steps(2);
    h.get_by_label("Save").click();
    h.step();
    // Onto a file there already: the dialog asks first.
    if dir.join(name).exists() {
        h.run_steps(2);
        h.get_by_label_contains("is there already. Replace it?");
        h.get_by_label("Replace").click();
        h.step();
    }
}

/// Runs frames until the animation being made has ended; whether a progress bar was seen.
fn wait(h: &mut Harness<'_, App>) -> bool {
    let mut bar = false;
    for _ in 0..3000 {
        h.step();
        if h.state().animation.job.is_none() {
            h.run_steps(2);
            return bar;
        }
        bar |= h
            .query_all_by_role(egui::accesskit::Role::ProgressIndicator)
            .next()
            .is_some();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the animation did not end");
}

fn message(h: &Harness<'_, App>) -> Result<String, AppError> {
    h.state()
        .animation
        .message
        .clone()
        .expect("a message under the button")
}

#[test]
fn save_animation_writes_the_gif_render_steps_writes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.state_mut().animation.size = GifSize::Hd;
    // The frames are the tree's alone while the Code panel is closed.
    h.state_mut().panels.wide.code = false;
    // The AIMA tree's alpha-beta is short: its whole search, steps 0 to 40, at 2 a second.
    let range = h.state().export.range;
    assert_eq!((range.from, range.to, range.speed.0), (0, 40, 2));
    save_as(&mut h, dir.path(), "aima.gif");
    assert!(wait(&mut h), "a progress bar shows while it is made");
    let said = message(&h).unwrap();
    assert!(
        said.contains("aima.gif") && said.contains("41 frames"),
        "{said}"
    );
    let app_gif = std::fs::read(dir.path().join("aima.gif")).unwrap();

    // What `render --steps 0..40 --size 1280x720 --fps 2` writes.
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let marks = Marks {
        code: None,
        edge_windows: false,
        presentation: false,
    };
    let drawing = Drawing::new(trace, Some([1280.0, 720.0]), &marks).unwrap();
    let cli = dir.path().join("cli.gif");
    write_file(
        Box::new(move |k| drawing.scene(k)),
        (0, 40),
        2.0,
        &cli,
        |_| true,
    )
    .unwrap();
    assert!(app_gif == std::fs::read(&cli).unwrap(), "the same GIF");

    // As large as the largest step's canvas in a 1280 × 720 window (the tree's part of it).
    let mut decoder = gif::DecodeOptions::new().read_info(&app_gif[..]).unwrap();
    let size = [decoder.width(), decoder.height()];
    assert!(
        size[0] <= 1280 && size[1] <= 720 && size[0] > 400,
        "{size:?}"
    );
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        assert!(
            frame.delay == 50 || frames == 41,
            "frame {frames}: {}",
            frame.delay
        );
    }
    assert_eq!(frames, 41);
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 2, "no temporary file is left: {left:?}");
}

#[test]
fn the_steps_typed_and_this_windows_size_are_what_is_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    {
        let range = &mut h.state_mut().export.range;
        (range.from, range.to, range.typed) = (5, 9, true);
    }
    h.run_steps(2);
    save_as(&mut h, dir.path(), "five.gif");
    wait(&mut h);
    let said = message(&h).unwrap();
    assert!(said.contains("5 frames"), "{said}");
    let bytes = std::fs::read(dir.path().join("five.gif")).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    // "The canvas of this window": the canvas exactly as the window shows it now (here with
    // the first-start hint above it), the Code panel beside it as the window shows it.
    let app = h.state();
    assert!(app.panels.wide.code, "the Code panel is open");
    let trace = app.loaded.as_ref().unwrap().trace().clone();
    let marks = Marks {
        code: Some(app.code().lang.code()),
        edge_windows: false,
        presentation: false,
    };
    let shown = app.drawn.canvas.expect("the canvas is drawn");
    let canvas = [shown.width().round(), shown.height().round()];
    let drawing = Drawing::canvas_of(trace, canvas, &marks).unwrap();
    let cli = dir.path().join("cli.gif");
    write_file(
        Box::new(move |k| drawing.scene(k)),
        (5, 9),
        2.0,
        &cli,
        |_| true,
    )
    .unwrap();
    assert!(bytes == std::fs::read(&cli).unwrap(), "the same GIF");
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 5);
}

#[test]
fn cancel_stops_and_leaves_nothing_and_a_file_not_ours_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    // Tic-tac-toe's minimax from a position three moves in: a long animation.
    let mut h = harness(App::loaded_now(super::support::tic_tac_toe_minimax(
        "X...O...X",
    )));
    h.run_steps(2);
    h.state_mut().animation.size = GifSize::FullHd;
    {
        let range = &mut h.state_mut().export.range;
        (range.from, range.to, range.typed) = (0, 2000, true);
    }
    save_as(&mut h, dir.path(), "big.gif");
    assert!(h.state().animation.job.is_some(), "being made");
    click(&mut h, "Cancel");
    wait(&mut h);
    assert_eq!(
        message(&h).unwrap(),
        "Animation cancelled: nothing was written"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert!(left.is_empty(), "nothing is left: {left:?}");

    std::fs::write(dir.path().join("theirs.gif"), "GIF89a, somebody's").unwrap();
    save_as(&mut h, dir.path(), "theirs.gif");
    wait(&mut h);
    let why = message(&h).unwrap_err();
    assert!(
        matches!(&why, AppError::Picture(p) if matches!(**p, PictureError::NotOurs { .. })),
        "{why:?}"
    );
    let why = why.say();
    assert!(why.contains("did not write"), "{why}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("theirs.gif")).unwrap(),
        "GIF89a, somebody's"
    );
    // The app goes on: the next animation is made.
    h.state_mut().animation.size = GifSize::Hd;
    h.state_mut().panels.wide.code = false;
    {
        let range = &mut h.state_mut().export.range;
        (range.from, range.to, range.typed) = (0, 1, true);
    }
    save_as(&mut h, dir.path(), "ours.gif");
    wait(&mut h);
    assert!(message(&h).unwrap().contains("2 frames"));
}

#[test]
fn ctrl_shift_s_asks_where_to_save_the_animation_and_saves_no_picture() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run_steps(2);
    let app = h.state();
    let dialog = app.animation.dialog.as_ref().expect("the dialog is open");
    assert_eq!(dialog.name, "gametree-steps-0-40.gif");
    assert!(
        app.export.message.is_none(),
        "Ctrl+S's picture is not saved too: {:?}",
        app.export.message
    );
}

/// Issue 43, item 11: saving onto a file that is there already asks first (Keep it goes back
/// to the dialog, the file untouched); the dialog opens again in the folder the last
/// animation went to; "slides" frames carry the title, the step and its sentence.
#[test]
fn saving_onto_a_file_asks_and_the_dialog_remembers_its_folder_and_slides_are_offered() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    {
        let range = &mut h.state_mut().export.range;
        (range.from, range.to, range.typed) = (0, 3, true);
    }
    h.state_mut().animation.size = GifSize::Slides;
    h.state_mut().panels.wide.code = false;
    save_as(&mut h, dir.path(), "slides.gif");
    wait(&mut h);
    let bytes = std::fs::read(dir.path().join("slides.gif")).unwrap();
    let decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    // AIMA's slides: 900 wide, as `render --steps` draws them.
    let trace = h.state().loaded.as_ref().unwrap().trace().clone();
    let slide = gametree_draw::slide::SlideFrame::new(&trace, 0..=3).size();
    assert_eq!(
        [f32::from(decoder.width()), f32::from(decoder.height())],
        [slide[0].ceil(), slide[1].ceil()]
    );
    // Again, to the same name: asked, and kept.
    click(&mut h, "Save animation…");
    let dialog = h
        .state()
        .animation
        .dialog
        .as_ref()
        .expect("the dialog is open");
    assert_eq!(
        dialog.dir,
        std::path::absolute(dir.path()).unwrap(),
        "the dialog opens where the last animation went"
    );
    h.state_mut().animation.dialog.as_mut().unwrap().name = "slides.gif".into();
    h.run_steps(2);
    h.get_by_label("Save").click();
    h.run_steps(2);
    h.get_by_label_contains("slides.gif is there already. Replace it?");
    h.get_by_label("Keep it").click();
    h.run_steps(2);
    assert!(h.state().animation.job.is_none(), "nothing is being made");
    assert!(h.state().animation.dialog.is_some(), "back to choosing");
    assert_eq!(std::fs::read(dir.path().join("slides.gif")).unwrap(), bytes);
}

/// Issue 43, item 11: in presentation mode "the canvas of this window" is the canvas the
/// projector shows (most of the window), not a desk window's canvas of that size.
#[test]
fn in_presentation_mode_the_windows_canvas_is_the_one_on_screen() {
    let mut h = harness(App::loaded_now(Scenario::default()));
    h.run_steps(2);
    h.key_press(egui::Key::F5);
    h.run_steps(3);
    assert!(h.state().toolkit.settings.settings.presentation);
    let shown = h.state().drawn.canvas.expect("the canvas is drawn");
    h.state_mut().panels.presentation.code = false;
    h.run_steps(2);
    let shown_now = h.state().drawn.canvas.unwrap();
    let drawing = h.state().animation_drawing([1400.0, 900.0]).unwrap();
    let size = drawing.scene(0).size;
    assert_eq!(
        size,
        [shown_now.width().round(), shown_now.height().round()]
    );
    assert!(
        size[0] >= shown.width().round() - 1.0,
        "{size:?} against {shown:?}"
    );
    assert!(size[0] > 1000.0, "most of the window: {size:?}");
}
