//! The assignment file `grade` reads (TOML, docs/grading.md): its title, limits, how each
//! language is built and run (`[run.EXT]`), and its cases (`[[case]]`), each a scenario in the
//! keys of the one table (`tree`, `bones`, `algo`, `depth`, …) read by the same builder the
//! command line and links use, then made ready as `check` makes it. Everything that would
//! keep it from running — an unknown key, a missing tree, a bad value, a placeholder a case
//! cannot fill — is refused here, before anything runs, naming the place.

use super::errors::{GradeError, Place};
use crate::cli::check::{Ready, ready};
use crate::scenario::value::{Value, ValueType, parse_value};
use crate::scenario::{Key, Origin, Scenario, build};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The placeholders a build line may hold.
pub const BUILD_PLACEHOLDERS: [&str; 2] = ["{file}", "{stem}"];
/// Most bytes of an assignment file or a provided file read.
const MOST_FILE: u64 = 16 << 20;
/// The memory limit when none is given: 1 GB.
pub const DEFAULT_MEMORY: u64 = 1 << 30;

/// How one language is built and run.
#[derive(Clone, Debug)]
pub struct RunSpec {
    /// The build command, in words (placeholders unfilled).
    pub build: Option<Vec<String>>,
    /// The run command, in words (placeholders unfilled).
    pub run: Vec<String>,
    /// Files the teacher provides (a starter kit's helpers), copied into every submission of
    /// this language: their names, and their bytes.
    pub provided: Vec<(String, Vec<u8>)>,
}

/// One case: a scenario made ready for checking, its points, and its own run lines.
#[derive(Clone)]
pub struct Case {
    /// Its name.
    pub name: String,
    /// Points for passing it.
    pub points: f64,
    /// The scenario (for links and pictures).
    pub scenario: Scenario,
    /// A tree case's tree file.
    pub tree: Option<PathBuf>,
    /// What it is checked against.
    pub ready: Arc<Ready>,
    /// Run lines of its own, by extension, instead of the language's.
    pub run: BTreeMap<String, Vec<String>>,
}

/// A whole assignment, read and checked.
#[derive(Clone)]
pub struct Assignment {
    /// Its title.
    pub title: String,
    /// Seconds per case.
    pub timeout: f64,
    /// Seconds per build.
    pub build_timeout: f64,
    /// The memory limit of every process a submission starts, in bytes.
    pub memory: u64,
    /// How each language runs, by extension (lower case, no dot).
    pub runs: BTreeMap<String, RunSpec>,
    /// The cases, in order.
    pub cases: Vec<Case>,
}

impl Assignment {
    /// The run line of `case` for a file with extension `ext`.
    pub fn run_line<'a>(&'a self, case: &'a Case, ext: &str) -> Option<&'a [String]> {
        case.run
            .get(ext)
            .or_else(|| self.runs.get(ext).map(|r| &r.run))
            .map(Vec::as_slice)
    }
}

/// The file's name as errors say it.
fn shown(path: &Path) -> String {
    crate::game::printable(&path.display().to_string())
}

/// Reads and checks the assignment at `path`.
pub fn read(path: &Path) -> Result<Assignment, GradeError> {
    let file = shown(path);
    let bytes = crate::files::read_limited(path, MOST_FILE).map_err(|error| GradeError::Read {
        file: file.clone(),
        error,
    })?;
    let text = String::from_utf8_lossy(&bytes);
    let table: toml::Table = toml::from_str(&text).map_err(|e| {
        let (line, column) = e.span().map_or((0, 0), |s| line_column(&text, s.start));
        GradeError::Toml {
            file: file.clone(),
            line,
            column,
            message: e.message().to_string(),
        }
    })?;
    let base = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let top = Place::File(file.clone());
    for key in table.keys() {
        if !["title", "timeout", "build-timeout", "memory", "run", "case"].contains(&key.as_str()) {
            return Err(GradeError::UnknownKey {
                place: top.clone(),
                key: crate::game::printable(key),
                keys: "title, timeout, build-timeout, memory, [run.EXT], [[case]]".into(),
            });
        }
    }
    let title = match table.get("title") {
        Some(toml::Value::String(s)) => crate::game::printable(s),
        Some(_) => return Err(bad(&top, "title", table.get("title"))),
        None => path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
    };
    let timeout = seconds(&top, &table, "timeout", 10.0)?;
    let build_timeout = seconds(&top, &table, "build-timeout", 60.0)?;
    let memory = match table.get("memory") {
        None => DEFAULT_MEMORY,
        Some(v) => memory(v).ok_or_else(|| GradeError::Memory {
            file: file.clone(),
            given: value_text(v),
        })?,
    };
    let runs = runs(&file, &base, &table)?;
    let cases = cases(&file, &base, &table, &runs)?;
    Ok(Assignment {
        title,
        timeout,
        build_timeout,
        memory,
        runs,
        cases,
    })
}

/// Line and column (from 1) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// A value as written, for an error.
fn value_text(v: &toml::Value) -> String {
    let text = match v {
        toml::Value::String(s) => s.clone(),
        v => v.to_string(),
    };
    crate::game::printable(&text.chars().take(40).collect::<String>())
}

fn bad(place: &Place, key: &str, v: Option<&toml::Value>) -> GradeError {
    GradeError::BadValue {
        place: place.clone(),
        key: key.to_string(),
        given: v.map(value_text).unwrap_or_default(),
    }
}

/// `key` in seconds: more than 0, at most a day.
fn seconds(place: &Place, table: &toml::Table, key: &str, default: f64) -> Result<f64, GradeError> {
    let s = match table.get(key) {
        None => return Ok(default),
        Some(toml::Value::Integer(i)) => *i as f64,
        Some(toml::Value::Float(f)) => *f,
        Some(_) => return Err(bad(place, key, table.get(key))),
    };
    if s.is_finite() && s > 0.0 && s <= crate::cli::args::MAX_TIMEOUT_SECONDS {
        Ok(s)
    } else {
        Err(bad(place, key, table.get(key)))
    }
}

/// A memory size: `"512MB"`, `"1 GB"`, `"2GiB"`, `"800M"`, or a number of megabytes; 16 MB to
/// 64 GB.
pub fn memory(v: &toml::Value) -> Option<u64> {
    let bytes = match v {
        toml::Value::Integer(mb) => u64::try_from(*mb).ok()?.checked_mul(1 << 20)?,
        toml::Value::String(s) => {
            let s = s.trim().to_ascii_lowercase().replace(' ', "");
            let digits = s.chars().take_while(char::is_ascii_digit).count();
            let n: u64 = s[..digits].parse().ok()?;
            let unit = match s[digits..].trim_end_matches('b').trim_end_matches('i') {
                "" | "m" => 1 << 20,
                "k" => 1 << 10,
                "g" => 1 << 30,
                _ => return None,
            };
            n.checked_mul(unit)?
        }
        _ => return None,
    };
    ((16 << 20)..=(64 << 30)).contains(&bytes).then_some(bytes)
}

/// A command line split into words as a shell would (quotes group words), with no shell.
fn words(place: &Place, v: Option<&toml::Value>, key: &str) -> Result<Vec<String>, GradeError> {
    let Some(toml::Value::String(command)) = v else {
        return Err(bad(place, key, v));
    };
    match shlex::split(command) {
        Some(w) if !w.is_empty() => Ok(w),
        _ => Err(GradeError::Command {
            place: place.clone(),
            command: crate::game::printable(command),
        }),
    }
}

/// Refuses a placeholder in `words` that is not among `known`.
fn placeholders(place: &Place, words: &[String], known: &[&str]) -> Result<(), GradeError> {
    for w in words {
        let mut rest = w.as_str();
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}') else {
                break;
            };
            let name = &rest[open..open + close + 1];
            if !known.contains(&name) {
                return Err(GradeError::Placeholder {
                    place: place.clone(),
                    name: crate::game::printable(name),
                    known: known.join(", "),
                });
            }
            rest = &rest[open + close + 1..];
        }
    }
    Ok(())
}

/// The `[run.EXT]` tables.
fn runs(
    file: &str,
    base: &Path,
    table: &toml::Table,
) -> Result<BTreeMap<String, RunSpec>, GradeError> {
    let Some(toml::Value::Table(runs)) = table.get("run") else {
        return Err(GradeError::NoRuns { file: file.into() });
    };
    let mut out = BTreeMap::new();
    for (ext, spec) in runs {
        let place = Place::Run {
            file: file.into(),
            ext: crate::game::printable(ext),
        };
        let toml::Value::Table(spec) = spec else {
            return Err(bad(&place, ext, Some(spec)));
        };
        for key in spec.keys() {
            if !["build", "run", "provided"].contains(&key.as_str()) {
                return Err(GradeError::UnknownKey {
                    place: place.clone(),
                    key: crate::game::printable(key),
                    keys: "build, run, provided".into(),
                });
            }
        }
        let build = match spec.get("build") {
            None => None,
            v => Some(words(&place, v, "build")?),
        };
        if let Some(b) = &build {
            placeholders(&place, b, &BUILD_PLACEHOLDERS)?;
        }
        if spec.get("run").is_none() {
            return Err(GradeError::NoRunLine { place });
        }
        let run = words(&place, spec.get("run"), "run")?;
        let provided = provided(&place, base, spec.get("provided"))?;
        out.insert(
            ext.to_ascii_lowercase(),
            RunSpec {
                build,
                run,
                provided,
            },
        );
    }
    if out.is_empty() {
        return Err(GradeError::NoRuns { file: file.into() });
    }
    Ok(out)
}

/// The files a `provided = [...]` list names, read (relative to the assignment's folder).
fn provided(
    place: &Place,
    base: &Path,
    v: Option<&toml::Value>,
) -> Result<Vec<(String, Vec<u8>)>, GradeError> {
    let Some(v) = v else {
        return Ok(Vec::new());
    };
    let toml::Value::Array(list) = v else {
        return Err(bad(place, "provided", Some(v)));
    };
    let mut out = Vec::new();
    for item in list {
        let toml::Value::String(name) = item else {
            return Err(bad(place, "provided", Some(item)));
        };
        let path = base.join(name);
        let bytes =
            crate::files::read_limited(&path, MOST_FILE).map_err(|error| GradeError::Provided {
                place: place.clone(),
                file: crate::game::printable(name),
                error,
            })?;
        let file_name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        out.push((file_name, bytes));
    }
    Ok(out)
}

/// The `[[case]]` tables, each read into a scenario through the table of keys.
fn cases(
    file: &str,
    base: &Path,
    table: &toml::Table,
    runs: &BTreeMap<String, RunSpec>,
) -> Result<Vec<Case>, GradeError> {
    let list = match table.get("case") {
        Some(toml::Value::Array(list)) if !list.is_empty() => list,
        _ => return Err(GradeError::NoCases { file: file.into() }),
    };
    let mut out = Vec::new();
    for (i, item) in list.iter().enumerate() {
        let toml::Value::Table(case) = item else {
            return Err(GradeError::NoCases { file: file.into() });
        };
        let name = match case.get("name") {
            Some(toml::Value::String(n)) => crate::game::printable(n),
            _ => format!("{}", i + 1),
        };
        let place = Place::Case {
            file: file.into(),
            index: i + 1,
            name: name.clone(),
        };
        out.push(one_case(&place, base, case, name, runs)?);
    }
    Ok(out)
}

/// The scenario keys a case may hold, by name.
fn case_keys() -> String {
    crate::scenario::keys::KEYS
        .iter()
        .filter(|s| !s.link_only)
        .map(|s| s.name)
        .collect::<Vec<_>>()
        .join(", ")
}

fn one_case(
    place: &Place,
    base: &Path,
    case: &toml::Table,
    name: String,
    runs: &BTreeMap<String, RunSpec>,
) -> Result<Case, GradeError> {
    let mut pairs = Vec::new();
    let mut tree: Option<PathBuf> = None;
    let mut points = 1.0;
    let mut scoring = None;
    let mut own_runs = BTreeMap::new();
    for (key, v) in case {
        match key.as_str() {
            "name" => {}
            "points" => {
                points = match v {
                    toml::Value::Integer(i) => *i as f64,
                    toml::Value::Float(f) => *f,
                    _ => f64::NAN,
                };
                if !(0.0..=1000.0).contains(&points) {
                    return Err(GradeError::Points {
                        place: place.clone(),
                        given: value_text(v),
                    });
                }
            }
            "scoring" => match v {
                toml::Value::String(s) => scoring = Some(s.clone()),
                v => return Err(bad(place, key, Some(v))),
            },
            "run" => {
                let toml::Value::Table(lines) = v else {
                    return Err(bad(place, key, Some(v)));
                };
                for (ext, line) in lines {
                    own_runs.insert(ext.to_ascii_lowercase(), words(place, Some(line), "run")?);
                }
            }
            _ => {
                let Some(k) = Key::from_name(key).filter(|k| !k.spec().link_only) else {
                    return Err(GradeError::UnknownKey {
                        place: place.clone(),
                        key: crate::game::printable(key),
                        keys: format!("name, points, scoring, run, {}", case_keys()),
                    });
                };
                let value = key_value(place, k, v, base)?;
                if let (Key::Tree, Value::Text(path)) = (k, &value) {
                    tree = Some(PathBuf::from(path));
                }
                pairs.push((k, value));
            }
        }
    }
    // The keys in the table's order, as the command line gives them.
    pairs.sort_by_key(|(k, _)| *k);
    let scenario = build(&pairs, Origin::CommandLine).map_err(|error| GradeError::Key {
        place: place.clone(),
        error,
    })?;
    let ready =
        ready(&scenario, tree.clone(), scoring.as_deref()).map_err(|error| GradeError::Case {
            place: place.clone(),
            error: Box::new(error),
        })?;
    let mut known: Vec<&str> = vec!["{file}", "{stem}", "{tree}"];
    known.extend(ready.fill.iter().map(|(k, _)| *k));
    if !matches!(ready.game, crate::cli::check::ReadyGame::Tree(..)) {
        known.retain(|k| *k != "{tree}");
    }
    for (ext, spec) in runs {
        let line = own_runs.get(ext).unwrap_or(&spec.run);
        placeholders(place, line, &known)?;
    }
    for line in own_runs.values() {
        placeholders(place, line, &known)?;
    }
    Ok(Case {
        name,
        points,
        scenario,
        tree,
        ready: Arc::new(ready),
        run: own_runs,
    })
}

/// A case's value for `key`, read by the key's own reader; a tree's path is made relative to
/// the assignment's folder.
fn key_value(place: &Place, key: Key, v: &toml::Value, base: &Path) -> Result<Value, GradeError> {
    let text = match (key.spec().value, v) {
        (ValueType::Switch, toml::Value::Boolean(b)) => return Ok(Value::Switch(*b)),
        (_, toml::Value::String(s)) => s.clone(),
        (_, toml::Value::Integer(i)) => i.to_string(),
        (_, toml::Value::Float(f)) => f.to_string(),
        (_, v) => return Err(bad(place, key.name(), Some(v))),
    };
    if key == Key::Tree {
        let path = base.join(&text);
        return Ok(Value::Text(path.to_string_lossy().into_owned()));
    }
    parse_value(key, &text).map_err(|error| GradeError::Key {
        place: place.clone(),
        error,
    })
}
