//! `gametree check` (issue 28): runs a learner's program (or reads its saved events) on a tree,
//! reads the event protocol it prints, and says in one or two sentences whether it searches as
//! minimax or alpha-beta does, or the first step where it parts from it. Exit 0 when they
//! agree, 1 when they differ, 2 on a usage error, 3 when the program could not be checked
//! (it crashed, timed out, flooded its output, or spoke no events). Limits: `--timeout` (30 s),
//! 64 MB of output, 20M events.

use super::errors::scenario_words;
use super::flags::ScenarioArgs;
use super::output::Stop;
use crate::check::compare::first_parting;
use crate::check::protocol::read;
use crate::game::tree::TreeSpec;
use crate::scenario::GameChoice;
use crate::search::Algorithm;
use crate::t;
use crate::teach::Say;
use crate::teach::check_words;
use std::io::Read as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Most bytes of output read from a program.
const MOST_BYTES: usize = 64 << 20;

/// `check`: compares the program's (or the file's) events with the recording of the flags'
/// scenario.
pub fn run(
    args: &ScenarioArgs,
    events: Option<&Path>,
    timeout: f64,
    program: &[String],
) -> Result<(), Stop> {
    let scenario = args.built()?;
    let GameChoice::Tree { .. } = &scenario.game else {
        return Err(t!("check-needs-tree").into());
    };
    let Some(tree_path) = args.tree() else {
        return Err(t!("check-needs-tree").into());
    };
    if !matches!(
        scenario.config.algorithm,
        Algorithm::Minimax | Algorithm::AlphaBeta
    ) {
        return Err(t!("check-needs-algo").into());
    }
    let tree = TreeSpec::read(&tree_path).map_err(|e| e.say())?;
    let text = match (events, program.first()) {
        (Some(file), _) => {
            let bytes = std::fs::read(file).map_err(|e| e.say())?;
            String::from_utf8_lossy(&bytes).into_owned()
        }
        (None, Some(_)) => run_program(&tree, program, timeout)?,
        (None, None) => return Err(t!("check-needs-program").into()),
    };
    let read =
        read(text.lines().map(str::to_string), &tree).map_err(|e| Stop::Unchecked(e.say()))?;
    // The program's own prints go to stderr, so they still show.
    for line in &read.passed {
        eprintln!("{line}");
    }
    let trace = Arc::new(scenario.record(None).map_err(|e| scenario_words(&e))?);
    let name = crate::teach::titles::algorithm_title(scenario.config.algorithm);
    match first_parting(&trace, &read.walk) {
        None => {
            println!("{}", check_words::agree(&name, read.walk.len()));
            Ok(())
        }
        Some(p) => {
            println!("{}", check_words::parting(&trace, &name, &p));
            let GameChoice::Tree { min_root, .. } = scenario.game else {
                return Err(Stop::Exit(1));
            };
            if scenario.config.algorithm == Algorithm::AlphaBeta {
                let bugs = crate::check::bugs::diagnose(&tree, min_root, &read.walk);
                if let Some(line) = check_words::diagnosis(&bugs) {
                    println!("{line}");
                }
            }
            Err(Stop::Exit(1))
        }
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
    let outcome = run_on(&file, program, timeout);
    let _ = std::fs::remove_file(&file);
    outcome
}

/// Runs `program` on the tree in `file`.
fn run_on(file: &Path, program: &[String], timeout: f64) -> Result<String, Stop> {
    let path = file.to_string_lossy();
    let args: Vec<String> = program[1..]
        .iter()
        .map(|a| a.replace("{tree}", &path))
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
