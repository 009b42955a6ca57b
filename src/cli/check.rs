//! `gametree check` (issue 28): runs a learner's program (or reads its saved events) on a tree
//! or a game (tic-tac-toe, bones: moves written as SPEC.md writes them, `{"enter": "X b2"}`,
//! `{"enter": "take 2"}`), reads the event protocol it prints, and says in one or two
//! sentences whether it searches as minimax or alpha-beta does, or the first step where it
//! parts from it. Exit 0 when they agree, 1 when they differ, 2 on a usage error, 3 when the
//! program could not be checked (it crashed, timed out, flooded its output, spoke no events,
//! or its events do not describe a search of the tree or game). Limits: `--timeout` (30 s),
//! 64 MB of output, 20M events.

use super::errors::scenario_words;
use super::flags::ScenarioArgs;
use super::output::{Stop, error_line};
use crate::check::judge::{JudgeError, judge};
use crate::check::shape::{GameShape, Shape, codes_at};
use crate::game::tree::TreeSpec;
use crate::game::{Bones, TicTacToe};
use crate::scenario::{GameChoice, Scenario};
use crate::search::Algorithm;
use crate::t;
use crate::teach::Say;
use crate::teach::check_words;
use std::io::Read as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Most bytes of output read from a program.
const MOST_BYTES: usize = 64 << 20;

/// A usage error: one line on stderr, exit 2.
fn usage(message: String) -> Stop {
    Stop::Exit(error_line(&message, 2))
}

/// `check`: compares the program's (or the file's) events with the recording of the flags'
/// scenario: a tree (`{tree}` in the program's arguments), tic-tac-toe or bones (`{game}`,
/// `{position}`, `{max-take}`, `{depth}`).
pub fn run(
    args: &ScenarioArgs,
    events: Option<&Path>,
    timeout: f64,
    program: &[String],
) -> Result<(), Stop> {
    let scenario = args.built().map_err(usage)?;
    if !matches!(
        scenario.config.algorithm,
        Algorithm::Minimax | Algorithm::AlphaBeta
    ) {
        return Err(usage(t!("check-needs-algo")));
    }
    let depth = scenario.config.depth;
    let input = Input { events, program };
    let bad = |e: crate::scenario::ScenarioError| usage(scenario_words(&e));
    match &scenario.game {
        GameChoice::Tree { min_root, .. } => {
            let Some(tree_path) = args.tree() else {
                return Err(usage(t!("check-needs-tree")));
            };
            let tree = TreeSpec::read(&tree_path).map_err(|e| usage(e.say()))?;
            let text = input.text(|| run_program(&tree, program, timeout))?;
            check(&scenario, &tree, *min_root, &text)
        }
        GameChoice::TicTacToe { position } => {
            let game = TicTacToe::from_position(position).map_err(|e| bad(e.into()))?;
            let fill = [
                ("{game}", "tictactoe".to_string()),
                ("{position}", position.clone()),
                ("{depth}", depth.unwrap_or(0).to_string()),
            ];
            let text = input.text(|| run_on(&fill, program, timeout))?;
            let shape = GameShape::new(game, depth);
            check(&scenario, &shape, !shape.max_at_root(), &text)
        }
        GameChoice::Bones { bones, max_take } => {
            let game = Bones::new(*bones, *max_take).map_err(|e| bad(e.into()))?;
            let fill = [
                ("{game}", "bones".to_string()),
                ("{position}", bones.to_string()),
                ("{max-take}", max_take.to_string()),
                ("{depth}", depth.unwrap_or(0).to_string()),
            ];
            let text = input.text(|| run_on(&fill, program, timeout))?;
            let shape = GameShape::new(game, depth);
            check(&scenario, &shape, !shape.max_at_root(), &text)
        }
        _ => Err(usage(t!("check-needs-tree"))),
    }
}

/// Where the events come from: a saved file, or a program to run.
struct Input<'a> {
    events: Option<&'a Path>,
    program: &'a [String],
}

impl Input<'_> {
    /// The events' text: the file's, or what `run` gets from the program.
    fn text(&self, run: impl FnOnce() -> Result<String, Stop>) -> Result<String, Stop> {
        match (self.events, self.program.first()) {
            (Some(file), _) => {
                let bytes = std::fs::read(file).map_err(|e| usage(e.say()))?;
                Ok(String::from_utf8_lossy(&bytes).into_owned())
            }
            (None, Some(_)) => run(),
            (None, None) => Err(usage(t!("check-needs-program"))),
        }
    }
}

/// Reads `text` against `shape`, compares it with the scenario's recording and says the
/// verdict (and, for alpha-beta, the classic bug the walk matches).
fn check<S: Shape>(scenario: &Scenario, shape: &S, min_root: bool, text: &str) -> Result<(), Stop> {
    let judged = judge(scenario, shape, min_root, text).map_err(|e| match e {
        JudgeError::Protocol(e) => Stop::Unchecked(e.say()),
        JudgeError::Scenario(e) => scenario_words(&e).into(),
    })?;
    // The program's own prints go to stderr, so they still show.
    for line in &judged.read.passed {
        eprintln!("{line}");
    }
    let name = crate::teach::titles::algorithm_title(scenario.config.algorithm);
    let codes = |path: &[u32]| codes_at(shape, path);
    let said = check_words::verdict(
        &judged.textbook,
        &codes,
        &name,
        judged.read.walk.len(),
        judged.parting.as_ref(),
        &judged.bugs,
    );
    for line in said {
        println!("{line}");
    }
    match judged.parting {
        None => Ok(()),
        Some(_) => Err(Stop::Exit(1)),
    }
}

/// The tree in plain JSON: numbers and arrays, labels dropped.
fn plain_json(tree: &TreeSpec, id: u32, out: &mut String) {
    let node = &tree.nodes[id as usize];
    if node.children.is_empty() {
        out.push_str(&node.value.unwrap_or(0).to_string());
        return;
    }
    out.push('[');
    for (i, &c) in node.children.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        plain_json(tree, c, out);
    }
    out.push(']');
}

/// Runs `program` with `{tree}` replaced by a file holding `tree`; its standard output, or
/// why it could not be checked.
fn run_program(tree: &TreeSpec, program: &[String], timeout: f64) -> Result<String, Stop> {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let file = std::env::temp_dir().join(format!(
        "gametree-check-{}-{stamp}.json",
        std::process::id()
    ));
    let mut json = String::new();
    plain_json(tree, 0, &mut json);
    std::fs::write(&file, json).map_err(|e| e.say())?;
    let path = file.to_string_lossy().into_owned();
    let outcome = run_on(&[("{tree}", path)], program, timeout);
    let _ = std::fs::remove_file(&file);
    outcome
}

/// Runs `program` with each placeholder of `fill` in its arguments replaced by its value.
fn run_on(fill: &[(&str, String)], program: &[String], timeout: f64) -> Result<String, Stop> {
    let args: Vec<String> = program[1..]
        .iter()
        .map(|a| {
            fill.iter()
                .fold(a.clone(), |a, (key, value)| a.replace(key, value))
        })
        .collect();
    let mut child = Command::new(&program[0])
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| {
            Stop::Unchecked(t!(
                "check-cannot-start",
                program = crate::game::printable(&program[0]),
                error = e.say()
            ))
        })?;
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let read = (&mut stdout)
            .take(MOST_BYTES as u64 + 1)
            .read_to_end(&mut buf);
        (buf, read.is_ok())
    });
    let deadline = Instant::now() + Duration::from_secs_f64(timeout.clamp(0.1, 86_400.0));
    let mut reader = Some(reader);
    let mut output: Option<Vec<u8>> = None;
    let status = loop {
        if reader.as_ref().is_some_and(|r| r.is_finished()) {
            let (bytes, _) = reader.take().expect("some").join().unwrap_or_default();
            if bytes.len() > MOST_BYTES {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Stop::Unchecked(t!("check-flood", limit = MOST_BYTES >> 20)));
            }
            output = Some(bytes);
        }
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() >= deadline => break None,
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(_) => break None,
        }
    };
    let Some(status) = status else {
        let _ = child.kill();
        let _ = child.wait();
        return Err(Stop::Unchecked(t!(
            "check-timeout",
            seconds = format!("{timeout}")
        )));
    };
    let bytes = match (output, reader) {
        (Some(b), _) => b,
        (None, Some(r)) => r.join().unwrap_or_default().0,
        (None, None) => Vec::new(),
    };
    if bytes.len() > MOST_BYTES {
        return Err(Stop::Unchecked(t!("check-flood", limit = MOST_BYTES >> 20)));
    }
    if !status.success() {
        let code = status
            .code()
            .map_or_else(|| "—".to_string(), |c| c.to_string());
        return Err(Stop::Unchecked(t!("check-crashed", status = code)));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
