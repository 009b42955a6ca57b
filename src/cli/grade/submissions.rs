//! Which submissions a path holds: one (a folder with a source file the assignment runs) or a
//! class (a folder of such folders, each named by its student, in name order). A submission's
//! source file is the one file at its top whose extension has a `[run.EXT]` (files the
//! assignment provides do not count); one in a language the assignment does not run, or two
//! candidates, refuse the whole batch before anything runs. A student folder with no source
//! at all is graded as such (every case fails), so one empty folder does not stop a class.

use super::assignment::Assignment;
use super::errors::GradeError;
use std::path::{Path, PathBuf};

/// Extensions of source files, to tell a language the assignment does not run from a file
/// that is no source (a README, a header, a build's output).
const SOURCES: [&str; 24] = [
    "py", "c", "cc", "cpp", "cxx", "rs", "java", "js", "mjs", "cjs", "php", "go", "rb", "ts", "kt",
    "cs", "swift", "lua", "hs", "ml", "scala", "pl", "r", "jl",
];

/// One student's submission.
#[derive(Clone, Debug)]
pub struct Submission {
    /// The student's name: the folder's name.
    pub name: String,
    /// The folder.
    pub folder: PathBuf,
    /// Its source file's name and extension (lower case), if it has one.
    pub source: Option<(String, String)>,
}

/// Files by name and extension (lower case).
type Files = Vec<(String, String)>;

/// What a folder's top holds: source files the assignment runs, and sources it does not.
fn sources(folder: &Path, assignment: &Assignment) -> (Files, Files) {
    let mut runnable = Vec::new();
    let mut other = Vec::new();
    let Ok(entries) = std::fs::read_dir(folder) else {
        return (runnable, other);
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in names {
        let Some((stem, ext)) = name.rsplit_once('.') else {
            continue;
        };
        let ext = ext.to_ascii_lowercase();
        if stem.is_empty() {
            continue;
        }
        match assignment.runs.get(&ext) {
            Some(spec) if spec.provided.iter().any(|(p, _)| *p == name) => {}
            Some(_) => runnable.push((name, ext)),
            None if SOURCES.contains(&ext.as_str()) => other.push((name, ext)),
            None => {}
        }
    }
    (runnable, other)
}

/// The submission in `folder`, or why the batch cannot run it.
fn submission(
    folder: &Path,
    name: String,
    assignment: &Assignment,
) -> Result<Submission, GradeError> {
    let (runnable, other) = sources(folder, assignment);
    let shown = |f: &str| crate::game::printable(&folder.join(f).display().to_string());
    match runnable.as_slice() {
        [one] => Ok(Submission {
            name,
            folder: folder.to_path_buf(),
            source: Some(one.clone()),
        }),
        [first, second, ..] => Err(GradeError::TwoSources {
            path: crate::game::printable(&folder.display().to_string()),
            first: first.0.clone(),
            second: second.0.clone(),
        }),
        [] => match other.first() {
            Some((file, ext)) => Err(GradeError::NoRunFor {
                path: shown(file),
                ext: ext.clone(),
            }),
            None => Ok(Submission {
                name,
                folder: folder.to_path_buf(),
                source: None,
            }),
        },
    }
}

/// The submissions at `path`: itself, when it holds a source file, else its subfolders.
pub fn find(path: &Path, assignment: &Assignment) -> Result<Vec<Submission>, GradeError> {
    let shown = crate::game::printable(&path.display().to_string());
    if !path.is_dir() {
        return Err(GradeError::NotFolder { path: shown });
    }
    let name_of = |p: &Path| {
        p.canonicalize()
            .ok()
            .and_then(|c| c.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_else(|| p.display().to_string())
    };
    let (runnable, other) = sources(path, assignment);
    if !runnable.is_empty() || !other.is_empty() {
        return Ok(vec![submission(path, name_of(path), assignment)?]);
    }
    let mut folders: Vec<PathBuf> = std::fs::read_dir(path)
        .map_err(|_| GradeError::NotFolder {
            path: shown.clone(),
        })?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| e.path())
        .collect();
    folders.sort();
    if folders.is_empty() {
        return Err(GradeError::NoSubmission {
            path: shown,
            extensions: extensions(assignment),
        });
    }
    folders
        .iter()
        .map(|f| {
            let name = f
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            submission(f, crate::game::printable(&name), assignment)
        })
        .collect()
}

/// The extensions the assignment runs, for a message: `.c, .py`.
fn extensions(assignment: &Assignment) -> String {
    assignment
        .runs
        .keys()
        .map(|e| format!(".{e}"))
        .collect::<Vec<_>>()
        .join(", ")
}
