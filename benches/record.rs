//! Recording cost: bare vs recorded search on the full tic-tac-toe tree (minimax,
//! alpha-beta, PVS, MTD(f)), bones 20 and 24 (minimax), Connect Four at depth 9 (and with
//! `BIG=1` bones 27, 18,947,744 nodes), with time, nodes per second and heap bytes per
//! recorded node at peak (a counting allocator), plus the tidy layout of the full tree and
//! 100,000 Monte Carlo tree search iterations on tic-tac-toe.
//! Targets (issue 14): ≤ 48 bytes per recorded node at peak, recording ≤ 2.5× the bare
//! search, bones 27 recorded in ≤ 1 GB; issue 44: tic-tac-toe minimax recorded in ≤ 1.5× the
//! bare search at ≤ 32 bytes per node. Bare and recorded runs take turns, so that a busy
//! machine slows both alike. Run: `cargo bench --bench record` (`BIG=1 cargo
//! bench --bench record` for bones 27).

// The counting allocator below must implement `GlobalAlloc`, an unsafe trait.
#![allow(unsafe_code)]

use gametree::draw::layout;
use gametree::draw::scene::{self, Camera, Style};
use gametree::scenario::{GameChoice, Scenario};
use gametree::search::{Algorithm, DEFAULT_MAX_NODES, SearchConfig};
use gametree::trace::Playback;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Counts live heap bytes and their high-water mark.
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = CURRENT.fetch_add(by, Relaxed) + by;
    PEAK.fetch_max(now, Relaxed);
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        unsafe { System.dealloc(p, layout) };
        CURRENT.fetch_sub(layout.size(), Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, layout, new_size) };
        if !q.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                CURRENT.fetch_sub(layout.size() - new_size, Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const RUNS: usize = 7;

/// The median of `RUNS` timings of `f`, and its last result.
fn timed<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = vec![];
    let mut last = None;
    for _ in 0..RUNS {
        let start = Instant::now();
        let out = f();
        times.push(start.elapsed());
        last = Some(out);
    }
    times.sort();
    (times[RUNS / 2], last.expect("at least one run"))
}

/// The medians of `RUNS` timings of `bare` and of `recorded`, run in turns (so that a busy
/// machine slows both alike, and their ratio holds), and their last results.
fn timed_pair<B, R>(
    mut bare: impl FnMut() -> B,
    mut recorded: impl FnMut() -> R,
) -> ((Duration, B), (Duration, R)) {
    let (mut b, mut r) = (vec![], vec![]);
    let (mut last_b, mut last_r) = (None, None);
    for _ in 0..RUNS {
        let start = Instant::now();
        let out = bare();
        b.push(start.elapsed());
        last_b = Some(out);
        let start = Instant::now();
        let out = recorded();
        r.push(start.elapsed());
        last_r = Some(out);
    }
    b.sort();
    r.sort();
    let last = "at least one run";
    (
        (b[RUNS / 2], last_b.expect(last)),
        (r[RUNS / 2], last_r.expect(last)),
    )
}

fn scenario(game: GameChoice, algorithm: Algorithm) -> Scenario {
    Scenario {
        game,
        config: SearchConfig {
            algorithm,
            ..SearchConfig::default()
        },
        max_nodes: DEFAULT_MAX_NODES,
    }
}

fn ms(d: Duration) -> String {
    format!("{:8.1} ms", d.as_secs_f64() * 1e3)
}

fn per_second(n: u64, d: Duration) -> String {
    format!("{:6.1} M nodes/s", n as f64 / d.as_secs_f64() / 1e6)
}

fn bench(name: &str, s: &Scenario) {
    let ((bare_time, bare), (rec_time, trace)) = timed_pair(
        || s.run_bare().expect("bare search"),
        || s.record(None).expect("recorded search"),
    );
    let nodes = bare.stats.nodes_visited;
    assert_eq!(trace.outcome, bare, "recorded and bare searches agree");
    drop(trace);
    // Peak heap during one recording, above what was live before it.
    let before = CURRENT.load(Relaxed);
    PEAK.store(before, Relaxed);
    let trace = s.record(None).expect("recorded search");
    let peak = PEAK.load(Relaxed) - before;
    let held = CURRENT.load(Relaxed) - before;
    let recorded = trace.tree.node_count() as u64;
    println!("{name}");
    println!(
        "  value {}, {} nodes visited, {} recorded ({} events)",
        bare.root_value,
        nodes,
        recorded,
        trace.event_count()
    );
    println!(
        "  bare      {}  {}",
        ms(bare_time),
        per_second(nodes, bare_time)
    );
    println!(
        "  recorded  {}  {}  ({:.1}× bare)",
        ms(rec_time),
        per_second(nodes, rec_time),
        rec_time.as_secs_f64() / bare_time.as_secs_f64()
    );
    println!(
        "  memory    peak {:.1} MB = {:.1} bytes/recorded node; trace keeps {:.1} bytes/node",
        peak as f64 / 1e6,
        peak as f64 / recorded as f64,
        held as f64 / recorded as f64
    );
}

fn main() {
    println!(
        "median of {RUNS} runs (bare and recorded in turns); memory from a counting allocator (heap only)\n"
    );
    let full = tic_tac_toe();
    bones();
    connect_four();
    mcts();
    expectiminimax();
    layout_playback_and_scene(&full);
}

/// The full tic-tac-toe tree under minimax, alpha-beta, PVS and MTD(f); the minimax scenario.
fn tic_tac_toe() -> Scenario {
    let empty = || GameChoice::TicTacToe {
        position: ".........".into(),
    };
    let full = scenario(empty(), Algorithm::Minimax);
    bench(
        "tic-tac-toe, empty board, minimax (target: ≤ 500 ms, ≤ 150 bytes/node)",
        &full,
    );
    bench(
        "tic-tac-toe, empty board, alpha-beta",
        &scenario(empty(), Algorithm::AlphaBeta),
    );
    for algorithm in [Algorithm::Pvs, Algorithm::Mtdf] {
        let s = scenario(empty(), algorithm);
        bench(
            &format!(
                "tic-tac-toe, empty board, {}",
                gametree::teach::titles::algorithm_title(algorithm)
            ),
            &s,
        );
        let o = s.run_bare().expect("bare search");
        println!(
            "  re-searches {}, passes {}",
            o.stats.re_searches, o.stats.passes
        );
    }
    full
}

/// Bones 20 and 24 under minimax (and 27 with `BIG=1`).
fn bones() {
    bench(
        "bones n=20, minimax",
        &scenario(
            GameChoice::Bones {
                bones: 20,
                max_take: 3,
            },
            Algorithm::Minimax,
        ),
    );
    bench(
        "bones n=24, minimax",
        &scenario(
            GameChoice::Bones {
                bones: 24,
                max_take: 3,
            },
            Algorithm::Minimax,
        ),
    );
    // The largest recording the issue names: bones 27 under minimax, 18,947,744 nodes (run
    // with BIG=1; it takes a minute and about 1 GB).
    if std::env::var_os("BIG").is_some() {
        let mut s = scenario(
            GameChoice::Bones {
                bones: 27,
                max_take: 3,
            },
            Algorithm::Minimax,
        );
        s.max_nodes = 20_000_000;
        bench("bones n=27, minimax (target: ≤ 1 GB peak)", &s);
    }
}

/// Connect Four at depth 9, plain and with ordering and the table.
fn connect_four() {
    // Connect Four from the empty board at depth 9 (issue 13/14): plain alpha-beta, and with
    // ordering and the table.
    for (ordering, tt) in [(false, false), (true, true)] {
        let mut s = scenario(
            GameChoice::ConnectFour {
                moves: String::new(),
                position: None,
            },
            Algorithm::AlphaBeta,
        );
        (s.config.depth, s.config.ordering, s.config.tt) = (Some(9), ordering, tt);
        bench(
            &format!(
                "Connect Four, empty board, {}",
                gametree::teach::titles::search_title(&s.config)
            ),
            &s,
        );
    }
}

/// Monte Carlo tree search: 100,000 UCT iterations on the empty tic-tac-toe board, bare and
/// recorded into the one trace (every iteration's phases kept), then what the stepper does with
/// it: the exact values to compare with, the checkpoints, the folded layout and the last
/// step's scene.
fn mcts() {
    use gametree::search::MctsOptions;
    let mut s = scenario(
        GameChoice::TicTacToe {
            position: ".........".into(),
        },
        Algorithm::Mcts,
    );
    s.config.mcts = MctsOptions {
        iterations: 100_000,
        ..MctsOptions::default()
    };
    let ((bare_time, bare), (rec_time, trace)) = timed_pair(
        || s.run_bare().expect("bare search"),
        || s.record(None).expect("recorded search"),
    );
    assert_eq!(trace.outcome, bare, "recorded and bare searches agree");
    drop(trace);
    let before = CURRENT.load(Relaxed);
    PEAK.store(before, Relaxed);
    let trace = s.record(None).expect("recorded search");
    let peak = PEAK.load(Relaxed) - before;
    let held = CURRENT.load(Relaxed) - before;
    let iterations = s.config.mcts.iterations as f64;
    println!("\nMCTS (UCT, C = √2), tic-tac-toe, empty board, 100,000 iterations");
    println!(
        "  estimate {} for X, {} tree nodes, {} steps",
        bare.root_value,
        trace.tree.node_count(),
        trace.event_count()
    );
    println!(
        "  bare {}  recorded {}  ({:.1}× bare)",
        ms(bare_time),
        ms(rec_time),
        rec_time.as_secs_f64() / bare_time.as_secs_f64()
    );
    println!(
        "  memory    peak {:.1} MB = {:.1} bytes/iteration; trace keeps {:.1} bytes/iteration",
        peak as f64 / 1e6,
        peak as f64 / iterations,
        held as f64 / iterations
    );
    let (exact, e) =
        timed(|| gametree::compare_mcts::exact(&s, trace.config.mcts.rewards).expect("solved"));
    let (checks, _) = timed(|| gametree::compare_mcts::checkpoints(&trace));
    let trace = Arc::new(trace);
    let (fold, folded) = timed(|| layout::fold_set(&trace, 400).unwrap_or_default());
    let (lay, l) = timed(|| layout::tidy(&trace, |n| folded.contains(&n)));
    let mut p = Playback::new(trace.clone());
    let (seek, _) = timed(|| p.seek(p.len()));
    let fit = Camera::fit(&l, 0, [1600.0, 900.0]);
    let (pic, scene) = timed(|| scene::build(&p, &l, &fit, &Style::default(), None));
    println!(
        "  exact values {} (X's win rate {:.2}), checkpoints {}, fold {}, layout {}",
        ms(exact),
        e.estimate,
        ms(checks),
        ms(fold),
        ms(lay)
    );
    println!(
        "  the last step: seek {}, scene {} ({} shapes)",
        ms(seek),
        ms(pic),
        scene.shapes.len()
    );
}

/// Expectiminimax on the dice race to 10, recorded, and its last step's scene.
fn expectiminimax() {
    let dice = scenario(GameChoice::Dice { target: 10 }, Algorithm::Expectiminimax);
    let ((bare_time, bare), (time, trace)) = timed_pair(
        || dice.run_bare().expect("solved"),
        || dice.record(None).expect("solved"),
    );
    let trace = Arc::new(trace);
    let l = layout::tidy(&trace, |_| false);
    let mut p = Playback::new(trace.clone());
    p.seek(p.len());
    let fit = Camera::fit(&l, 0, [1600.0, 900.0]);
    let (pic, _) = timed(|| scene::build(&p, &l, &fit, &Style::default(), None));
    println!(
        "\nExpectiminimax, dice race to 10: bare {}, recorded {}  {} nodes, {} steps, value {}; the last step's scene {}",
        ms(bare_time),
        ms(time),
        trace.tree.node_count(),
        trace.event_count(),
        bare.root_value,
        ms(pic)
    );
}

/// The tidy layout, playback and one frame's scene, on the full minimax tree.
fn layout_playback_and_scene(full: &Scenario) {
    let trace = full.record(None).expect("recorded search");
    let (layout_time, l) = timed(|| layout::tidy(&trace, |_| false));
    println!("\nlayout::tidy of the full minimax tree (target: ≤ 300 ms)");
    println!("  {}  {} slots wide", ms(layout_time), l.widths[0]);
    let trace = Arc::new(trace);
    let (playback_time, mut p) = timed(|| Playback::new(trace.clone()));
    let len = p.len();
    let start = Instant::now();
    let mut k = 0usize;
    for i in 0..10_000 {
        k = (k + 7_919 * (i + 1)) % (len + 1);
        p.seek(k);
        std::hint::black_box((p.counts(), p.stack(), p.state(p.focus())));
    }
    let seek = start.elapsed() / 10_000;
    println!("\nplayback on the full minimax tree ({len} steps)");
    println!(
        "  Playback::new {}; seek + counts + stack + focus state {:.1} µs",
        ms(playback_time),
        seek.as_secs_f64() * 1e6
    );

    // One frame's scene (what the window and the pictures draw), mid-search, fit-all and close.
    let fit = Camera::fit(&l, 0, [1600.0, 900.0]);
    let mut close = fit;
    close.zoom = 60.0;
    close.origin = [100_000.0, 4.0];
    p.seek(len / 2);
    println!(
        "
scene::build of one frame of the full minimax tree, mid-search"
    );
    for (name, camera) in [("fit-all", fit), ("close zoom", close)] {
        let (each, scene) = timed(|| scene::build(&p, &l, &camera, &Style::default(), None));
        println!(
            "  {name}: {} per build, {} shapes, {} hit boxes",
            ms(each),
            scene.shapes.len(),
            scene.hits.len()
        );
    }
}
