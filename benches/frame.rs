//! Frame-time benchmark (issue 5): drives the real app headlessly through egui_kittest on the
//! full tic-tac-toe tree (549,946 nodes under minimax) at fit-all and at close zoom, and prints
//! the median and worst CPU time per frame (egui pass + tessellation), then the cost of a step,
//! a step back and a seek, both bare (Playback) and as the app does them (with the narration).
//!
//! Run: `cargo bench --bench frame`

use egui_kittest::Harness;
use gametree::app::App;
use gametree::scenario::{GameChoice, Scenario};
use gametree::search::{Algorithm, SearchConfig};
use gametree::teach::narrate::narrate;
use std::time::{Duration, Instant};

fn tictactoe(algorithm: Algorithm) -> Scenario {
    Scenario {
        game: GameChoice::TicTacToe {
            position: ".........".into(),
        },
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    }
}

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1360.0, 820.0))
        .with_context_setup(gametree::app::install_fonts)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

/// One frame as the window pays for it: the egui pass (our views, the scene build, painting)
/// plus tessellating the shapes into triangles.
fn frame(h: &mut Harness<'_, App>) -> Duration {
    let start = Instant::now();
    h.step();
    let shapes = h.output().shapes.clone();
    let ppp = h.output().pixels_per_point;
    let _ = h.ctx.tessellate(shapes, ppp);
    start.elapsed()
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<48} median {:>7.2} ms   worst {:>7.2} ms   ({} frames)",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len()
    );
}

fn frames(
    h: &mut Harness<'_, App>,
    n: usize,
    mut each: impl FnMut(&mut App, usize),
) -> Vec<Duration> {
    (0..n)
        .map(|i| {
            each(h.state_mut(), i);
            frame(h)
        })
        .collect()
}

fn bench_views(name: &str, scenario: Scenario) {
    let t = Instant::now();
    let app = App::loaded_now(scenario);
    let nodes = app.loaded.as_ref().unwrap().trace().tree.node_count();
    println!(
        "{name}: {nodes} nodes recorded and laid out in {:.2} s",
        t.elapsed().as_secs_f64()
    );
    let mut h = harness(app);
    for _ in 0..3 {
        h.step();
    }
    let len = h.state().loaded.as_ref().unwrap().playback.len();
    let seek = |app: &mut App, k: usize| {
        let l = app.loaded.as_mut().unwrap();
        l.viewport.follow = false;
        l.playback.seek(k);
    };

    // Fit-all, at the middle of the search and while playing through it.
    seek(h.state_mut(), len / 2);
    h.state_mut()
        .loaded
        .as_mut()
        .unwrap()
        .viewport
        .fit_requested = true;
    frame(&mut h);
    report(
        &format!("{name}: fit-all, still"),
        frames(&mut h, 40, |_, _| {}),
    );
    report(
        &format!("{name}: fit-all, a new step each frame"),
        frames(&mut h, 40, |app, i| seek(app, len / 3 + i * 997)),
    );

    // Close zoom: nodes large enough for their values and windows, centred on the current node.
    let close = |app: &mut App| {
        let l = app.loaded.as_mut().unwrap();
        let focus = l.playback.focus();
        let depth = l.trace().node(focus).depth as f32;
        let x = l.layouts.full().x[focus.index()];
        if let Some(c) = &mut l.viewport.camera {
            c.zoom = 70.0;
            c.origin = [
                x - c.viewport[0] / 2.0 / c.zoom,
                depth - c.viewport[1] / 2.0 / c.level(),
            ];
        }
    };
    seek(h.state_mut(), len / 2);
    close(h.state_mut());
    report(
        &format!("{name}: close zoom, still"),
        frames(&mut h, 40, |_, _| {}),
    );
    report(
        &format!("{name}: close zoom, following each step"),
        frames(&mut h, 40, |app, i| {
            seek(app, len / 2 + i);
            close(app);
        }),
    );

    // Stepping: bare playback, and as the app does it (plus the sentence for the new step).
    let mut pb = h.state().loaded.as_ref().unwrap().playback.clone();
    let time_op = |label: &str,
                   pb: &mut gametree::trace::Playback,
                   op: &dyn Fn(&mut gametree::trace::Playback, usize)| {
        let n = 2000;
        let mut worst = Duration::ZERO;
        let start = Instant::now();
        for i in 0..n {
            let t = Instant::now();
            op(pb, i);
            std::hint::black_box(narrate(pb));
            worst = worst.max(t.elapsed());
        }
        println!(
            "{name}: {label:<38} mean {:>7.4} ms   worst {:>7.4} ms (with narration)",
            start.elapsed().as_secs_f64() * 1e3 / n as f64,
            worst.as_secs_f64() * 1e3
        );
    };
    pb.seek(len / 2);
    time_op("step forward", &mut pb, &|pb, _| {
        pb.forward();
    });
    time_op("step back", &mut pb, &|pb, _| {
        pb.back();
    });
    time_op("seek anywhere", &mut pb, &|pb, i| {
        pb.seek((i * 7_919_993) % (len + 1));
    });
    let start = Instant::now();
    let f = frames(&mut h, 30, |app, i| seek(app, (i * 7_919_993) % (len + 1)));
    println!(
        "{name}: seek + full app frame: {:.2} ms per frame on average",
        start.elapsed().as_secs_f64() * 1e3 / f.len() as f64
    );
}

fn main() {
    bench_views("tic-tac-toe minimax", tictactoe(Algorithm::Minimax));
    bench_views("tic-tac-toe alpha-beta", tictactoe(Algorithm::AlphaBeta));
}
