//! A seeded monkey drives the whole app (App::ui through egui_kittest) with random events:
//! keys (the stepper's, letters, F5, Ctrl shortcuts), clicks at random places and on random
//! widgets found in the accessibility tree, double clicks, drags, wheel scrolls, mode-bar
//! switches, scenario changes (Examples menu, small bones, tic-tac-toe and tree scenarios,
//! possibly impossible), Run and Cancel. It must end with no panic, the playback always in
//! range, and the app still able to run the AIMA example (root value 3).
//!
//! `MONKEY_EVENTS=N` sets the events per seed (default 1,000); `MONKEY_SEED=S` runs one seed.
//! Searches stay small: the two menu items that search the whole tic-tac-toe tree are never
//! clicked. On a panic, the seed and the last events are printed, to be reduced to a focused
//! test.

use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Rect, Vec2, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gametree::app::App;
use gametree::app::scenario_panel::ScenarioPanel;
use gametree::scenario::GameKind;
use gametree::scenario::Scenario;
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// splitmix64: tiny, seedable, good enough to pick events.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    fn chance(&mut self, p: f32) -> bool {
        self.unit() < p
    }
}

/// Widgets the monkey never clicks: searches of the whole tic-tac-toe tree (half a million
/// nodes recorded) would make the test slow, not find more bugs; the language switch would
/// rename the widgets the monkey's script clicks by name (tests/app/chinese.rs covers it).
fn blocked(label: &str) -> bool {
    label.contains("empty board") || label == "中文"
}

const KEYS: &[Key] = &[
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::Home,
    Key::End,
    Key::Space,
    Key::N,
    Key::P,
    Key::F,
    Key::Plus,
    Key::Minus,
    Key::Equals,
    Key::F5,
    Key::Escape,
    Key::Enter,
    Key::Tab,
    Key::Backspace,
    Key::Delete,
    Key::PageUp,
    Key::PageDown,
];

/// Text a class might type into any box that has the keyboard.
const TEXTS: &[&str] = &[
    "a",
    "x",
    "7",
    "-",
    "[",
    "]",
    ",",
    "{",
    "}",
    "\"",
    "12",
    "-999999999999999999999",
    "1e30",
    "[[3,12,8],[2,4,6],[14,5,2]]",
    "[[",
    "]]]",
    "null",
    "XO..X...O",
    "é",
    " ",
    "0",
    "40",
];

struct Monkey {
    h: Harness<'static, App>,
    rng: Rng,
    size: Vec2,
    /// The last events, printed if the app panics.
    log: VecDeque<String>,
    events: usize,
    /// What the run went through, printed at the end: searches shown, errors shown, modes.
    searches: usize,
    errors: usize,
    modes: std::collections::BTreeSet<String>,
    last_trace: Option<usize>,
    last_error: Option<String>,
}

impl Monkey {
    fn new(seed: u64, size: Vec2) -> Monkey {
        let h = Harness::builder()
            .with_size(size)
            .with_context_setup(gametree::app::install_fonts)
            .build_ui_state(
                |ui, app: &mut App| app.ui(ui),
                App::new(Scenario::default()),
            );
        Monkey {
            h,
            rng: Rng(seed),
            size,
            log: VecDeque::new(),
            events: 0,
            searches: 0,
            errors: 0,
            modes: Default::default(),
            last_trace: None,
            last_error: None,
        }
    }

    fn note(&mut self, what: String) {
        self.events += 1;
        if self.log.len() == 40 {
            self.log.pop_front();
        }
        self.log.push_back(what);
    }

    fn random_pos(&mut self) -> Pos2 {
        pos2(self.rng.unit() * self.size.x, self.rng.unit() * self.size.y)
    }

    /// The clickable widgets on screen: (label, rect).
    fn widgets(&self) -> Vec<(String, Rect)> {
        let screen = Rect::from_min_size(Pos2::ZERO, self.size);
        self.h
            .query_all_by(|n| {
                matches!(
                    n.role(),
                    Role::Button
                        | Role::CheckBox
                        | Role::RadioButton
                        | Role::Tab
                        | Role::MenuItem
                        | Role::ComboBox
                        | Role::Link
                        | Role::SpinButton
                        | Role::Slider
                        | Role::TextInput
                        | Role::MultilineTextInput
                        | Role::Label
                )
            })
            .filter_map(|n| {
                let label = n.accesskit_node().label().unwrap_or_default();
                let r = n.rect();
                (screen.contains(r.center()) && !blocked(&label)).then_some((label, r))
            })
            .collect()
    }

    /// Whether a click at `p` could land on a blocked widget.
    fn lands_on_blocked(&self, p: Pos2) -> bool {
        self.h
            .query_all_by(|n| n.label().is_some_and(|l| blocked(&l)))
            .any(|n| n.rect().expand(2.0).contains(p))
    }

    fn click_at(&mut self, p: Pos2, button: PointerButton, times: usize) {
        if self.lands_on_blocked(p) {
            return;
        }
        self.h.event(Event::PointerMoved(p));
        for _ in 0..times {
            for pressed in [true, false] {
                self.h.event(Event::PointerButton {
                    pos: p,
                    button,
                    pressed,
                    modifiers: Modifiers::NONE,
                });
            }
        }
        self.h.step();
    }

    fn click_label(&mut self, label: &str) -> bool {
        let found = self
            .widgets()
            .into_iter()
            .find(|(l, _)| l == label)
            .map(|(_, r)| r.center());
        match found {
            Some(p) => {
                self.click_at(p, PointerButton::Primary, 1);
                true
            }
            None => false,
        }
    }

    fn key(&mut self, key: Key, modifiers: Modifiers) {
        for pressed in [true, false] {
            self.h.event(Event::Key {
                key,
                physical_key: None,
                pressed,
                repeat: false,
                modifiers,
            });
        }
        self.h.step();
    }

    /// One random action, then a frame or two.
    fn act(&mut self) {
        match self.rng.below(100) {
            0..=21 => {
                let key = *self.rng.pick(KEYS);
                self.note(format!("key {key:?}"));
                self.key(key, Modifiers::NONE);
            }
            22..=25 => {
                let key = *self
                    .rng
                    .pick(&[Key::S, Key::A, Key::Z, Key::C, Key::V, Key::O]);
                self.note(format!("key Ctrl+{key:?}"));
                self.key(key, Modifiers::COMMAND);
            }
            26..=31 => {
                let text = self.rng.pick(TEXTS).to_string();
                self.note(format!("type {text:?}"));
                self.h.event(Event::Text(text));
                self.h.step();
            }
            32..=43 => {
                let p = self.random_pos();
                let times = if self.rng.chance(0.2) { 2 } else { 1 };
                let button = if self.rng.chance(0.1) {
                    PointerButton::Secondary
                } else {
                    PointerButton::Primary
                };
                self.note(format!("click {button:?} x{times} at {p:?}"));
                self.click_at(p, button, times);
            }
            44..=63 => {
                let widgets = self.widgets();
                if widgets.is_empty() {
                    return;
                }
                let (label, r) = self.rng.pick(&widgets).clone();
                let p = r.center();
                let times = if self.rng.chance(0.1) { 2 } else { 1 };
                self.note(format!("click {label:?} x{times} at {p:?}"));
                self.click_at(p, PointerButton::Primary, times);
            }
            64..=71 => self.drag(),
            72..=77 => {
                let p = self.random_pos();
                let delta = vec2(
                    (self.rng.unit() - 0.5) * 400.0,
                    (self.rng.unit() - 0.5) * 400.0,
                );
                let modifiers = if self.rng.chance(0.3) {
                    Modifiers::COMMAND
                } else {
                    Modifiers::NONE
                };
                self.note(format!("wheel {delta:?} at {p:?} {modifiers:?}"));
                self.h.event(Event::PointerMoved(p));
                self.h.event(Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta,
                    phase: egui::TouchPhase::Move,
                    source: egui::MouseWheelSource::Unknown,
                    modifiers,
                });
                self.h.step();
            }
            78..=83 => {
                let tab =
                    *self
                        .rng
                        .pick(&["Stepper", "Tree editor", "Practice", "Compare", "Play"]);
                self.note(format!("mode {tab}"));
                self.click_label(tab);
            }
            84..=88 => self.example(),
            89..=93 => self.small_scenario(),
            94..=96 => {
                self.note("Run".into());
                self.click_label("▶ Run");
            }
            97..=98 => {
                self.note("Cancel".into());
                self.click_label("Cancel");
            }
            _ => {
                self.note("let the worker finish".into());
                self.finish_worker();
            }
        }
        self.check();
    }

    fn drag(&mut self) {
        let a = self.random_pos();
        let b = self.random_pos();
        if self.lands_on_blocked(a) || self.lands_on_blocked(b) {
            return;
        }
        self.note(format!("drag {a:?} -> {b:?}"));
        self.h.event(Event::PointerMoved(a));
        self.h.event(Event::PointerButton {
            pos: a,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        });
        self.h.step();
        for i in 1..=4 {
            let t = i as f32 / 4.0;
            self.h.event(Event::PointerMoved(a + (b - a) * t));
            self.h.step();
        }
        self.h.event(Event::PointerButton {
            pos: b,
            button: PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        });
        self.h.step();
    }

    /// An item of the Examples menu (opened first, through the stepper).
    fn example(&mut self) {
        let item = *self.rng.pick(&[
            "AIMA figure 5.2 tree",
            "Wikipedia alpha-beta tree",
            "Bones, 6 bones",
            "Bones, 8 bones",
            "Tic-tac-toe, mid-game",
        ]);
        self.note(format!("example {item}"));
        if self.click_label("Examples") {
            self.h.step();
            self.click_label(item);
        }
    }

    /// A small scenario set in the panel (a heap, a board that may be impossible, a tree text
    /// that may be malformed), then Run.
    fn small_scenario(&mut self) {
        let app = self.h.state_mut();
        let p = &mut app.scenario;
        let what = match self.rng.below(3) {
            0 => {
                p.kind = GameKind::Bones;
                p.bones.heap = 1 + self.rng.below(12) as i64;
                p.bones.max_take = 1 + self.rng.below(4) as i64;
                format!("bones {} take {}", p.bones.heap, p.bones.max_take)
            }
            1 => {
                p.kind = GameKind::TicTacToe;
                // Four to eight marks in random cells: legal or not, the panel must cope.
                p.boards.tictactoe = ['.'; 9];
                for _ in 0..4 + self.rng.below(5) {
                    let cell = self.rng.below(9);
                    p.boards.tictactoe[cell] = *self.rng.pick(&['X', 'O']);
                }
                format!("board {}", p.position())
            }
            _ => {
                p.kind = GameKind::Tree;
                p.tree.path.clear();
                let json = *self.rng.pick(&[
                    "[[3,12,8],[2,4,6],[14,5,2]]",
                    "[[1,[2,3]],[[4],5,6]]",
                    "[5]",
                    "[[1],[]]",
                    "[[[",
                    "{\"children\":[1,{\"label\":\"Q\",\"value\":-2}]}",
                ]);
                p.tree.example = Some(("monkey tree".into(), json.into()));
                format!("tree {json}")
            }
        };
        self.note(format!("scenario {what}"));
        self.h.step();
        self.click_label("▶ Run");
    }

    /// Runs frames until the worker is done (bounded: a slow search just goes on).
    fn finish_worker(&mut self) {
        let start = Instant::now();
        while self.h.state().worker.is_some() && start.elapsed() < Duration::from_secs(20) {
            self.h.step();
            std::thread::sleep(Duration::from_millis(2));
        }
        self.h.step();
    }

    /// What must hold after every event.
    fn check(&mut self) {
        let app = self.h.state();
        if let Some(l) = &app.loaded {
            assert!(l.playback.step() <= l.playback.len());
            assert!(l.inspected().index() < l.trace().tree.node_count());
        }
        let trace = app
            .loaded
            .as_ref()
            .map(|l| std::sync::Arc::as_ptr(l.trace()) as usize);
        if trace.is_some() && trace != self.last_trace {
            self.searches += 1;
        }
        self.last_trace = trace;
        let error = app.scenario.error.as_ref().map(gametree::teach::Say::say);
        if error.is_some() && error != self.last_error {
            self.errors += 1;
        }
        self.last_error = error;
        let mode = format!("{:?}", app.toolkit.shown_mode().map(|m| m.link_name()));
        self.modes.insert(mode);
    }

    /// At the end: back to the stepper, the AIMA example runs and gives 3.
    fn still_works(&mut self) {
        self.key(Key::Escape, Modifiers::NONE);
        self.h.state_mut().toolkit.show_stepper();
        self.h.run_steps(2);
        // Through the menu when it is on screen (a small window may have scrolled it away).
        let mut picked = self.click_label("Examples");
        if picked {
            self.h.step();
            picked = self.click_label("AIMA figure 5.2 tree");
        }
        if !picked {
            self.key(Key::Escape, Modifiers::NONE);
            let s = Scenario::default();
            self.h.state_mut().scenario = ScenarioPanel::from_scenario(&s);
            let ctx = self.h.ctx.clone();
            self.h.state_mut().start(s, &ctx);
        }
        self.finish_worker();
        self.finish_worker();
        let app = self.h.state();
        assert!(app.worker.is_none(), "the last search finished");
        let loaded = app.loaded.as_ref().expect("a search is loaded");
        let value = loaded.trace().outcome.root_value.as_f64();
        // The algorithm is whichever the monkey left chosen: MCTS estimates the value 3.
        if loaded.trace().config.algorithm == gametree::search::Algorithm::Mcts {
            assert!((value - 3.0).abs() < 0.5, "MCTS's estimate {value}");
        } else {
            assert_eq!(value, 3.0);
        }
    }
}

fn events_per_seed() -> usize {
    std::env::var("MONKEY_EVENTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000)
}

fn run(seed: u64, size: Vec2) {
    let seed = std::env::var("MONKEY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(seed);
    let n = events_per_seed();
    println!("monkey seed {seed}, {n} events, window {size:?}");
    let mut m = Monkey::new(seed, size);
    m.h.run_steps(2);
    let started = Instant::now();
    while m.events < n {
        let before = m.events;
        {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| m.act()));
            if let Err(panic) = result {
                eprintln!(
                    "monkey seed {seed} panicked after {} events; the last ones:",
                    m.events
                );
                for e in &m.log {
                    eprintln!("  {e}");
                }
                std::panic::resume_unwind(panic);
            }
        }
        if m.events == before {
            // An action that found nothing to do: count the frame it drew.
            m.note("nothing to click".into());
        }
    }
    m.still_works();
    println!(
        "monkey seed {seed}: {} events, no panic ({:.1} s); {} searches shown, {} errors shown, modes {:?}",
        m.events,
        started.elapsed().as_secs_f32(),
        m.searches,
        m.errors,
        m.modes
    );
}

/// Files the app writes (Ctrl+S pictures, saved trees) go to a scratch directory.
fn scratch_dir() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // Kept for the whole run: the monkey may save files at any step.
        let dir = tempfile::tempdir().unwrap().keep();
        std::env::set_current_dir(&dir).unwrap();
    });
}

#[test]
fn monkey_in_a_full_window() {
    scratch_dir();
    run(0x5EED_0001, vec2(1360.0, 820.0));
}

#[test]
fn monkey_in_a_small_window() {
    scratch_dir();
    run(0x5EED_0002, vec2(640.0, 420.0));
}
