//! The engine's modules keep their layers (ARCHITECTURE.md, the engine's crate doc): the
//! crates' order is kept by the compiler, the modules' inside the engine only by reading the
//! source. Every `crate::<module>` a file names (comments left out) is an arrow from its
//! top-level module to that one; the arrows must make no circle, and the trace, which stores
//! the scenario it searched, must not import the code that builds and runs scenarios.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without its comments (line comments, doc comments included).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The arrows between the engine's top-level modules: module → the modules it names.
fn arrows() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let top = |path: &Path| -> String {
        let rel = path.strip_prefix(&src).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        first.trim_end_matches(".rs").to_string()
    };
    let modules: BTreeSet<String> = files.iter().map(|f| top(f)).collect();
    let mut arrows: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let from = top(file);
        if from == "lib" {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        for (at, _) in code.match_indices("crate::") {
            let name: String = code[at + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name != from && modules.contains(&name) {
                arrows.entry(from.clone()).or_default().insert(name);
            }
        }
    }
    arrows
}

/// A circle through `start`, if there is one: the modules on it.
fn circle_through(arrows: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in arrows.get(&at).into_iter().flatten() {
            if next == start {
                return Some(path.clone());
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn the_engines_modules_make_no_circle() {
    let arrows = arrows();
    assert!(
        arrows.get("trace").is_some_and(|to| to.contains("search")),
        "the reading finds the arrows: {arrows:?}"
    );
    for module in arrows.keys() {
        assert_eq!(
            circle_through(&arrows, module),
            None,
            "a circle through {module}; arrows: {arrows:?}"
        );
    }
}

#[test]
fn the_trace_stores_the_scenarios_data_without_importing_its_runner() {
    let arrows = arrows();
    let trace = &arrows["trace"];
    assert!(trace.contains("setup"), "{trace:?}");
    assert!(!trace.contains("scenario"), "{trace:?}");
    assert!(!arrows["setup"].contains("trace"), "{:?}", arrows["setup"]);
    assert!(
        !arrows["scenario"].contains("link"),
        "{:?}",
        arrows["scenario"]
    );
}

/// The reading itself: a module that names another makes an arrow; a comment does not.
#[test]
fn a_comment_makes_no_arrow() {
    assert_eq!(code_of("use crate::a; // crate::b"), "use crate::a; ");
    let mut a = BTreeMap::new();
    a.insert("x".to_string(), BTreeSet::from(["y".to_string()]));
    a.insert("y".to_string(), BTreeSet::from(["x".to_string()]));
    assert_eq!(circle_through(&a, "x"), Some(vec!["x".into(), "y".into()]));
    a.insert("y".to_string(), BTreeSet::new());
    assert_eq!(circle_through(&a, "x"), None);
}
