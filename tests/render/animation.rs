//! `gametree render --steps A..B --out FILE.gif` (issue 37): the GIF read back with the `gif`
//! crate has one frame per step, the size of the pictures, and each frame, laid over the
//! frames before it, is the PNG `render --step A+k` writes, pixel for pixel in the GIF's
//! palette (the palette's nearest colour of each of the PNG's pixels: the GIF is that PNG
//! without dithering). Bad input is refused in one line and nothing is written over.

use gametree::draw::animation::LAST_FRAME_HOLD;
use gametree::draw::animation::palette::nearest;
use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Output};

type Rgb = [u8; 3];

fn gametree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap()
}

fn ok(args: &[&str]) {
    let out = gametree(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A GIF read back: the screen's size, the palette, and each frame composited as colours.
struct ReadBack {
    size: [usize; 2],
    table: Vec<Rgb>,
    frames: Vec<Vec<Rgb>>,
    delays: Vec<u16>,
}

fn read_gif(bytes: &[u8]) -> ReadBack {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let table: Vec<Rgb> = decoder
        .global_palette()
        .expect("one palette for every frame")
        .chunks(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let size = [usize::from(decoder.width()), usize::from(decoder.height())];
    let mut screen = vec![0u8; size[0] * size[1]];
    let (mut frames, mut delays) = (vec![], vec![]);
    while let Some(f) = decoder.read_next_frame().unwrap() {
        assert!(f.palette.is_none(), "a frame with a palette of its own");
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        let (left, top, w) = (
            usize::from(f.left),
            usize::from(f.top),
            usize::from(f.width),
        );
        for (k, &i) in f.buffer.iter().enumerate() {
            if Some(i) != f.transparent {
                screen[(top + k / w) * size[0] + left + k % w] = i;
            }
        }
        frames.push(screen.iter().map(|&i| table[usize::from(i)]).collect());
        delays.push(f.delay);
    }
    ReadBack {
        size,
        table,
        frames,
        delays,
    }
}

/// The PNG at `path` on a screen of `size` (over its own background colour, the top-left
/// pixel's, where the screen is larger, and where the PNG is see-through: a picture whose
/// width is not whole leaves its last column so), each pixel as the palette's nearest colour.
fn png_in_palette(path: &Path, size: [usize; 2], table: &[Rgb]) -> Vec<Rgb> {
    let png = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(path).unwrap()).unwrap();
    let real = &table[..255];
    let mut memo = HashMap::new();
    let mut near = |c: Rgb| {
        *memo
            .entry(c)
            .or_insert_with(|| real[usize::from(nearest(real, c))])
    };
    let first = png.pixels()[0];
    assert_eq!(first.alpha(), 255);
    let background = [first.red(), first.green(), first.blue()];
    let pixels: Vec<Rgb> = png
        .pixels()
        .iter()
        .map(|p| {
            // Premultiplied: the colour shown over the background.
            let a = u32::from(p.alpha());
            let over = |c: u8, b: u8| {
                (u32::from(c) + (u32::from(b) * (255 - a) + 127) / 255).min(255) as u8
            };
            [
                over(p.red(), background[0]),
                over(p.green(), background[1]),
                over(p.blue(), background[2]),
            ]
        })
        .collect();
    let w = png.width() as usize;
    let mut out = vec![near(pixels[0]); size[0] * size[1]];
    for (k, c) in pixels.into_iter().enumerate() {
        out[(k / w) * size[0] + k % w] = near(c);
    }
    out
}

/// `render --steps from..to` of the scenario `args` equals `render --step N` for each step.
fn frames_are_the_steps_pictures(name: &str, args: &[&str], from: usize, to: usize) {
    let dir = tempfile::tempdir().unwrap();
    let gif_path = dir.path().join(format!("{name}.gif"));
    let range = format!("{from}..{to}");
    let mut gif_args = vec!["render", "--steps", &range, "--fps", "4"];
    gif_args.extend(args);
    gif_args.extend(["--out", gif_path.to_str().unwrap()]);
    ok(&gif_args);
    let gif = read_gif(&std::fs::read(&gif_path).unwrap());
    assert_eq!(
        gif.frames.len(),
        to - from + 1,
        "{name}: one frame per step"
    );
    let mut delays = vec![25; to - from];
    delays.push(LAST_FRAME_HOLD);
    assert_eq!(gif.delays, delays, "{name}");
    let mut largest = [0, 0];
    for (k, frame) in gif.frames.iter().enumerate() {
        let png = dir.path().join(format!("{k}.png"));
        let step = (from + k).to_string();
        let mut png_args = vec!["render", "--step", &step];
        png_args.extend(args);
        png_args.extend(["--out", png.to_str().unwrap()]);
        ok(&png_args);
        let decoded = resvg::tiny_skia::Pixmap::decode_png(&std::fs::read(&png).unwrap()).unwrap();
        largest = [
            largest[0].max(decoded.width() as usize),
            largest[1].max(decoded.height() as usize),
        ];
        let want = png_in_palette(&png, gif.size, &gif.table);
        let differ = frame.iter().zip(&want).filter(|(a, b)| a != b).count();
        assert_eq!(
            differ, 0,
            "{name}: frame {k} (step {step}): {differ} pixels differ"
        );
    }
    assert_eq!(
        gif.size, largest,
        "{name}: the screen is the largest picture"
    );
}

#[test]
fn each_frame_is_the_picture_render_step_draws() {
    let small = ["--size", "900x500"];
    frames_are_the_steps_pictures("aima-slide", &["--lang", "zh"], 20, 23);
    frames_are_the_steps_pictures(
        "aima-code",
        &["--size", "1000x500", "--code", "python", "--edge-windows"],
        0,
        3,
    );
    let connect4 = ["--moves", "4453", "--depth", "2", "--ordering"];
    frames_are_the_steps_pictures("connect4", &[&connect4[..], &small].concat(), 5, 9);
    let mcts = [
        "--game",
        "dice",
        "--algo",
        "mcts",
        "--iterations",
        "6",
        "--seed",
        "1",
    ];
    let presentation = [&mcts[..], &small, &["--presentation"]].concat();
    frames_are_the_steps_pictures("mcts", &presentation, 8, 12);
}

#[test]
fn steps_end_and_all_reach_the_last_step() {
    let dir = tempfile::tempdir().unwrap();
    let all = dir.path().join("all.gif");
    ok(&[
        "render",
        "--steps",
        "all",
        "--size",
        "800x450",
        "--out",
        all.to_str().unwrap(),
    ]);
    // AIMA's alpha-beta has 40 events: steps 0 to 40.
    assert_eq!(read_gif(&std::fs::read(&all).unwrap()).frames.len(), 41);
    let end = dir.path().join("end.gif");
    let args = ["render", "--steps", "38..end", "--size", "800x450"];
    ok(&[&args[..], &["--out", end.to_str().unwrap()]].concat());
    let back = read_gif(&std::fs::read(&end).unwrap());
    assert_eq!(back.frames.len(), 3);
    assert_eq!(back.delays, [50, 50, LAST_FRAME_HOLD]);
}

/// The one error line, checked for its exit code.
fn refused(args: &[&str], code: i32) -> String {
    let out = gametree(args);
    assert_eq!(out.status.code(), Some(code), "{args:?}");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

#[test]
fn bad_steps_and_names_are_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let gif = dir.path().join("a.gif");
    let gif = gif.to_str().unwrap();
    let steps = |s: &str| ["render", "--steps", s, "--out", gif].map(String::from);
    let said = |s: &str| {
        let args = steps(s);
        refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), 1)
    };
    assert!(said("0..41").contains("step 41 is past the end"));
    assert!(said("41..end").contains("step 41 is past the end"));
    assert!(said("9..3").contains("comes after"));
    // Text that is no range at all is a usage error, said before any search (exit 2).
    for bad in ["3", "two..five", "x..y"] {
        let args = steps(bad);
        let err = refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), 2);
        assert!(
            err.contains("not a range of steps")
                && err.trim_end().ends_with("(see gametree --help)"),
            "{err}"
        );
    }
    let err = refused(&["render", "--step", "three", "--out", gif], 2);
    assert!(err.trim_end().ends_with("(see gametree --help)"), "{err}");
    // More than 5,000 frames: tic-tac-toe's alpha-beta from the empty board.
    let long = refused(
        &[
            "render",
            "--game",
            "tictactoe",
            "--steps",
            "all",
            "--out",
            gif,
        ],
        1,
    );
    assert!(long.contains("at most 5,000"), "{long}");
    let png = dir.path().join("a.png");
    let not_gif = refused(
        &["render", "--steps", "all", "--out", png.to_str().unwrap()],
        1,
    );
    assert!(not_gif.contains("must end in .gif"), "{not_gif}");
    let one_step = refused(&["render", "--step", "3", "--out", gif], 1);
    assert!(one_step.contains("--steps A..B"), "{one_step}");
    refused(
        &["render", "--step", "3", "--steps", "all", "--out", gif],
        2,
    );
    refused(&["render", "--fps", "2", "--out", gif], 2);
    for fps in ["0", "51", "x", "-1", "NaN"] {
        refused(&["render", "--steps", "all", "--fps", fps, "--out", gif], 2);
    }
    assert!(!Path::new(gif).exists() && !png.exists(), "nothing written");
    let rest: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert!(rest.is_empty(), "no temporary file is left: {rest:?}");
}

#[cfg(unix)]
#[test]
fn an_animation_never_replaces_what_this_program_did_not_write() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name);
    let animate = |out: &Path, code: i32| {
        let args = ["render", "--steps", "0..2", "--out", out.to_str().unwrap()];
        if code == 0 {
            ok(&args);
            String::new()
        } else {
            refused(&args, code)
        }
    };
    std::fs::write(at("notes.txt"), "mine").unwrap();
    symlink("notes.txt", at("link.gif")).unwrap();
    assert!(animate(&at("link.gif"), 1).contains("is a link to"));
    std::fs::write(at("theirs.gif"), "GIF89a, somebody's").unwrap();
    assert!(animate(&at("theirs.gif"), 1).contains("did not write"));
    std::fs::create_dir(at("folder.gif")).unwrap();
    assert!(animate(&at("folder.gif"), 1).contains("directory"));
    let fifo = at("pipe.gif");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    assert!(animate(&fifo, 1).contains("named pipe"));
    let tree = at("tree.gif");
    std::fs::write(&tree, "[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let args = [
        "render",
        "--tree",
        tree.to_str().unwrap(),
        "--steps",
        "all",
        "--out",
    ];
    let own = refused(&[&args[..], &[tree.to_str().unwrap()]].concat(), 1);
    assert!(own.contains("tree file itself"), "{own}");
    assert_eq!(std::fs::read_to_string(at("notes.txt")).unwrap(), "mine");
    assert_eq!(
        std::fs::read_to_string(at("theirs.gif")).unwrap(),
        "GIF89a, somebody's"
    );
    assert!(std::fs::read_to_string(&tree).unwrap().starts_with("[[3"));
    // Its own GIF is written again, also through a link.
    animate(&at("ours.gif"), 0);
    symlink("ours.gif", at("to-ours.gif")).unwrap();
    animate(&at("to-ours.gif"), 0);
    assert!(
        std::fs::symlink_metadata(at("to-ours.gif"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        read_gif(&std::fs::read(at("ours.gif")).unwrap())
            .frames
            .len(),
        3
    );
}
