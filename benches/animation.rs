//! Animated GIFs (issue 37, item 2): `render --steps` of the AIMA tree under alpha-beta, all
//! 41 steps, and of Connect Four after 4453 at depth 6 with ordering and the table, steps 0 to
//! 200, both as the app's canvas at 1280×720; and (issue 43, item 10) a game's default slides
//! (1280×720): Connect Four after 4453 at depth 4, its first 1,000 steps. Printed: the time,
//! the file's size and the process's peak memory so far (Linux: VmHWM). The targets: AIMA in
//! at most 2 MB and 10 s on a 2-core machine, Connect Four within 300 MB, the 1,000 slides in
//! at most 60 s. Each run goes through the CLI's own drawing and the same writer as
//! `gametree render --steps … --out FILE.gif` (streamed to a temporary file).
//!
//! Run: `cargo bench --bench animation`

use gametree::cli::Cli;
use gametree::cli::render::{Drawing, Marks};
use gametree::draw::animation::{SceneOf, write_file};
use gametree::scenario::Scenario;
use std::sync::Arc;
use std::time::Instant;

/// The scenario the command line's flags `args` name.
fn scenario(args: &[&str]) -> Scenario {
    use clap::Parser;
    let line = [&["gametree", "search"][..], args].concat();
    match Cli::parse_from(line).command {
        Some(gametree::cli::Command::Search { scenario, .. }) => scenario.built().unwrap(),
        _ => unreachable!("a search"),
    }
}

/// The process's peak resident memory so far, in MB (Linux), if known.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1024.0)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    println!("animation                          frames   time (s)   size (KB)   peak memory (MB)");
    // (name, flags, last step, window size: None for the slides).
    type Run<'a> = (&'a str, &'a [&'a str], Option<usize>, Option<[f32; 2]>);
    let canvas = Some([1280.0, 720.0]);
    let runs: [Run; 3] = [
        ("AIMA alpha-beta, --steps all", &[], None, canvas),
        (
            "Connect Four 4453 d6, 0..200",
            &["--moves", "4453", "--depth", "6", "--ordering", "--tt"],
            Some(200),
            canvas,
        ),
        (
            "C4 4453 d4 slides 1280x720, 0..999",
            &["--moves", "4453", "--depth", "4"],
            Some(999),
            None,
        ),
    ];
    for (name, args, last, size) in runs {
        let trace = Arc::new(scenario(args).record(None).unwrap());
        let to = last.unwrap_or(trace.event_count());
        let marks = Marks {
            code: None,
            edge_windows: false,
            presentation: false,
        };
        let drawing = Drawing::new(trace, size, &marks).unwrap().for_steps(0..=to);
        let scene_of: SceneOf = Box::new(move |k| drawing.scene(k));
        let out = dir.path().join("bench.gif");
        let start = Instant::now();
        write_file(scene_of, (0, to), 2.0, &out, |_| true).unwrap();
        let seconds = start.elapsed().as_secs_f64();
        let kb = std::fs::metadata(&out).unwrap().len() as f64 / 1024.0;
        let peak = peak_mb().map_or("?".into(), |m| format!("{m:.0}"));
        println!(
            "{name:<34} {:>6} {seconds:>10.2} {kb:>11.0} {peak:>18}",
            to + 1
        );
    }
}
