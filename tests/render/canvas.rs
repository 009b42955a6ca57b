//! `gametree render --size WxH`: the app's tree canvas at that window size, the very scene
//! [`canvas_scene`] builds (the app's test checks the window draws it too), in the window's
//! style and language; a size that is not one is refused in one line.

use gametree::draw::canvas::{canvas_scene, canvas_size, canvas_size_for};
use gametree::draw::png::parse_svg;
use gametree::draw::scene::Style;
use gametree::draw::svg::scene_to_svg;
use gametree::scenario::Scenario;
use std::process::Command;
use std::sync::Arc;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn render_size_draws_the_windows_canvas_at_that_size() {
    let tmp = tempfile::tempdir().unwrap();
    let svg = tmp.path().join("canvas.svg");
    let out = run(&[
        "render",
        "--step",
        "22",
        "--size",
        "1280x720",
        "--lang",
        "en",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    parse_svg(&text).unwrap();
    let trace = Arc::new(Scenario::default().record(None).unwrap());
    let scene = gametree::teach::i18n::with_lang(gametree::teach::i18n::Lang::En, || {
        let style = Style {
            words: gametree::teach::picture_words::SceneWords::in_force(),
            ..Style::default()
        };
        canvas_scene(&trace, 22, [1280.0, 720.0], &style)
    });
    assert_eq!(scene.size, canvas_size([1280.0, 720.0]));
    // The file is the scene's SVG after the program's mark (issue 35, item 9).
    let (mark, picture) = text.split_once('\n').unwrap();
    assert!(mark.starts_with("<!-- written by Game Tree Lab"), "{mark}");
    assert_eq!(picture, scene_to_svg(&scene));
    // The canvas only: no slide title, no narration.
    assert!(!text.contains("AIMA"), "{text}");

    let png = tmp.path().join("canvas.png");
    let out = run(&[
        "render",
        "--size",
        "1920x1080",
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&png).unwrap();
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    // AIMA's tree opens with the Code panel in so wide a window: the canvas is narrower.
    let [w, h] = canvas_size_for(&trace, [1920.0, 1080.0]);
    assert!(w < canvas_size([1920.0, 1080.0])[0]);
    assert_eq!((pixmap.width(), pixmap.height()), (w as u32, h as u32));
}

#[test]
fn render_size_refuses_what_is_not_a_window_size() {
    let tmp = tempfile::tempdir().unwrap();
    let out_file = tmp.path().join("x.svg");
    for size in ["1280", "0x720", "1280x", "wide", "100000x720"] {
        let out = run(&[
            "render",
            "--size",
            size,
            "--out",
            out_file.to_str().unwrap(),
        ]);
        assert!(!out.status.success(), "{size}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(size) && err.contains("1280x720"),
            "{size}: {err}"
        );
    }
    assert!(!out_file.exists());
}
