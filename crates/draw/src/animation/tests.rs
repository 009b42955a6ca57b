//! The animation read back with the `gif` crate's decoder: one frame per step, the screen as
//! big as the largest picture, and each frame, laid over the ones before it, the step's own
//! picture in the palette's colours.

use super::frames;
use super::palette::{Rgb, nearest};
use super::raster::Raster;
use super::*;
use crate::mark::PICTURE_MARK;
use crate::scene::Scene;
use gametree_engine::files::PictureError;
use gametree_engine::scenario::Scenario;
use std::path::Path;
use std::sync::Arc;

/// Every frame of `gif`, composited over the frames before it, as colours row by row; with the
/// screen's size, the palette (256 colours) and each frame's delay.
pub(crate) fn composited(gif: &[u8]) -> (Vec<Vec<Rgb>>, [u16; 2], Vec<Rgb>, Vec<u16>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif).unwrap();
    let table: Vec<Rgb> = decoder
        .global_palette()
        .unwrap()
        .chunks(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let (w, h) = (decoder.width(), decoder.height());
    let mut screen = vec![0u8; usize::from(w) * usize::from(h)];
    let (mut frames, mut delays) = (vec![], vec![]);
    while let Some(f) = decoder.read_next_frame().unwrap() {
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        for y in 0..usize::from(f.height) {
            for x in 0..usize::from(f.width) {
                let i = f.buffer[y * usize::from(f.width) + x];
                if Some(i) != f.transparent {
                    let at = (usize::from(f.top) + y) * usize::from(w) + usize::from(f.left) + x;
                    screen[at] = i;
                }
            }
        }
        frames.push(screen.iter().map(|&i| table[usize::from(i)]).collect());
        delays.push(f.delay);
    }
    (frames, [w, h], table, delays)
}

/// `raster` on a screen of `size` over `background`, each pixel the table's nearest colour.
pub(crate) fn expected(
    raster: &Raster,
    background: Rgb,
    size: [u16; 2],
    table: &[Rgb],
) -> Vec<Rgb> {
    let real = &table[..255];
    let mut seen = std::collections::HashMap::new();
    let mut near = |c: Rgb| {
        *seen
            .entry(c)
            .or_insert_with(|| real[usize::from(nearest(real, c))])
    };
    let colours: Vec<Rgb> = frames::pixels(raster, background).collect();
    let mut out = vec![near(background); usize::from(size[0]) * usize::from(size[1])];
    let pw = raster.width() as usize;
    for (k, c) in colours.into_iter().enumerate() {
        out[(k / pw) * usize::from(size[0]) + k % pw] = near(c);
    }
    out
}

#[test]
fn each_frame_is_its_steps_picture_in_the_shared_palette() {
    let trace = Arc::new(Scenario::default().record(None).unwrap());
    let t = trace.clone();
    let scene_of: SceneOf = Box::new(move |k| crate::slide::slide_scene(&t, k));
    let path = Path::new("aima.gif");
    let animation = Animation::new(scene_of, (20, 24), 4.0, Vec::new(), path).unwrap();
    assert_eq!(animation.frames(), 5);
    let mut seen = vec![];
    let bytes = animation
        .run(|p| {
            seen.push(p.done);
            true
        })
        .unwrap()
        .unwrap();
    assert_eq!(seen, (0..10).collect::<Vec<_>>());
    assert!(
        bytes
            .windows(PICTURE_MARK.len())
            .any(|w| w == PICTURE_MARK.as_bytes())
    );
    let (frames, size, table, delays) = composited(&bytes);
    assert_eq!(frames.len(), 5);
    assert_eq!(delays, [25, 25, 25, 25, LAST_FRAME_HOLD]);
    let scenes: Vec<Scene> = (20..=24)
        .map(|k| crate::slide::slide_scene(&trace, k))
        .collect();
    let widest = scenes
        .iter()
        .map(|s| s.size[0].ceil() as u16)
        .max()
        .unwrap();
    let tallest = scenes
        .iter()
        .map(|s| s.size[1].ceil() as u16)
        .max()
        .unwrap();
    assert_eq!(size, [widest, tallest]);
    for (k, (frame, scene)) in frames.iter().zip(&scenes).enumerate() {
        let raster = crate::png::scene_to_raster(scene).unwrap();
        let want = expected(&raster, frames::background(scene), size, &table);
        let wrong = frame.iter().zip(&want).filter(|(a, b)| a != b).count();
        assert_eq!(wrong, 0, "frame {k}: {wrong} pixels differ");
        // The flat colours are the picture's own: most pixels exactly.
        let exact = frames::pixels(&raster, frames::background(scene))
            .enumerate()
            .filter(|(i, c)| {
                let pw = raster.width() as usize;
                frame[(i / pw) * usize::from(size[0]) + i % pw] == *c
            })
            .count();
        let all = (raster.width() * raster.height()) as usize;
        assert!(exact * 100 >= all * 97, "frame {k}: {exact} of {all} exact");
    }
}

/// The web's way (issue 44): the caller asks which scene needs pixels, draws it itself (the
/// browser, here resvg again, handed over as straight RGBA like a canvas's) and hands the
/// pixels in; the file is the very file `run` writes, each scene built once.
#[test]
fn pixels_handed_in_make_the_same_file() {
    let trace = Arc::new(Scenario::default().record(None).unwrap());
    let animation = |built: Arc<std::sync::atomic::AtomicUsize>| {
        let t = trace.clone();
        let scene_of: SceneOf = Box::new(move |k| {
            built.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            crate::slide::slide_scene(&t, k)
        });
        Animation::new(scene_of, (3, 7), 2.0, Vec::new(), Path::new("a.gif")).unwrap()
    };
    let by_run = animation(Arc::default()).run(|_| true).unwrap().unwrap();
    let built = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut handed = animation(built.clone());
    let mut drawn = 0;
    while !handed.is_done() {
        let pixels = handed.wants_pixels().map(|scene| {
            drawn += 1;
            let r = crate::png::scene_to_raster(scene).unwrap();
            let straight = frames::pixels(&r, frames::background(scene))
                .flat_map(|[r, g, b]| [r, g, b, 255])
                .collect();
            Raster::straight(r.width(), r.height(), straight).unwrap()
        });
        handed
            .advance_with(|_| {
                pixels.ok_or(gametree_engine::files::PngError::Rasterise {
                    detail: "no pixels".into(),
                })
            })
            .unwrap();
    }
    // The first and last steps while planning, then every frame but the first.
    assert_eq!(drawn, 2 + 4);
    assert_eq!(built.load(std::sync::atomic::Ordering::Relaxed), 5 + 4);
    assert_eq!(handed.finish().unwrap(), by_run);
}

#[test]
fn too_many_frames_are_refused_and_speeds_are_held_to_their_range() {
    let scene_of: SceneOf = Box::new(|_| unreachable!());
    let long = Animation::new(
        scene_of,
        (0, MAX_FRAMES),
        2.0,
        Vec::new(),
        Path::new("a.gif"),
    );
    assert!(matches!(
        long,
        Err(PictureError::TooManyFrames {
            frames: 5001,
            most: 5000
        })
    ));
    assert_eq!(delay_of(2.0), 50);
    assert_eq!(delay_of(1000.0), 2);
    assert_eq!(delay_of(0.0), 1000);
    assert_eq!(delay_of(f64::NAN), 50);
}
