//! Picture cost (issue 35, item 13): `render`'s slide of a wide tree (one root over 25,000,
//! 50,000 and 100,000 leaves) as SVG and as PNG, with the time of each. A PNG of such a tree
//! was quadratic (1.6 s, 5.7 s, 21 s) while its SVG took 0.2 s: all the root's edges were one
//! SVG path, and the rasteriser keeps a path's crossing edges sorted along each pixel row.
//! With paths of at most 256 edges both grow linearly.
//!
//! Run: `cargo bench --bench picture`

use gametree::draw::slide::slide_scene;
use gametree::draw::svg::scene_to_svg;
use gametree::scenario::{GameChoice, Scenario, TreeSource};
use std::sync::Arc;
use std::time::Instant;

/// One root over `leaves` leaves, the values 0..97 over and over.
fn wide(leaves: usize) -> Scenario {
    let values: Vec<String> = (0..leaves).map(|i| (i % 97).to_string()).collect();
    Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: format!("wide {leaves}").into(),
                json: format!("[{}]", values.join(",")),
            },
            min_root: false,
        },
        ..Scenario::default()
    }
}

fn main() {
    println!("leaves     svg (ms)   png (ms)   png bytes");
    for leaves in [25_000, 50_000, 100_000] {
        let trace = Arc::new(wide(leaves).record(None).expect("searched"));
        let scene = slide_scene(&trace, trace.event_count());
        let start = Instant::now();
        let svg = scene_to_svg(&scene);
        let svg_time = start.elapsed();
        let start = Instant::now();
        let png = gametree::draw::png::scene_to_png(&scene).expect("drawn");
        let png_time = start.elapsed();
        println!(
            "{leaves:>7} {:>10.1} {:>10.1} {:>11}   ({} bytes of SVG)",
            svg_time.as_secs_f64() * 1e3,
            png_time.as_secs_f64() * 1e3,
            png.len(),
            svg.len()
        );
    }
}
