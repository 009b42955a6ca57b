//! The repository's own reference holds together: every relative link and image in the
//! READMEs, `docs/*.md` and the examples' READMEs names a file that exists, every `#anchor` a
//! heading of the page it points into (GitHub's slugs), and no file points to the internal
//! contract the repository does not carry (the docs replace it). Reads the files only.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The workspace's root, two levels above this crate.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The markdown pages whose links are checked: the READMEs at the root, `docs/*.md`, and
/// every `README.md` under `examples/`.
fn pages() -> Vec<PathBuf> {
    let root = root();
    let mut pages = vec![root.join("README.md"), root.join("README.zh-CN.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut examples = Vec::new();
    readmes(&root.join("examples"), &mut examples);
    examples.sort();
    pages.extend(examples);
    pages
}

/// Every `README.md` under `dir`.
fn readmes(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            readmes(&path, out);
        } else if path.file_name().is_some_and(|n| n == "README.md") {
            out.push(path);
        }
    }
}

/// The lines of a page with its fenced code blocks blanked (the line count kept).
fn unfenced(text: &str) -> Vec<String> {
    let mut fenced = false;
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
                fenced = !fenced;
                String::new()
            } else if fenced {
                String::new()
            } else {
                line.to_string()
            }
        })
        .collect()
}

/// The text of a page outside its code: fenced blocks and inline code spans blanked.
fn prose(text: &str) -> Vec<String> {
    unfenced(text)
        .into_iter()
        .map(|line| {
            let mut in_code = false;
            line.chars()
                .filter(|&c| {
                    if c == '`' {
                        in_code = !in_code;
                    }
                    c != '`' && !in_code
                })
                .collect()
        })
        .collect()
}

/// The targets of a line's links and images: `[text](target)`, `![alt](target)`, a
/// reference definition `[name]: target`, and HTML's `src="target"` / `href="target"`.
fn targets(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, c) in after.char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth == 0 => {
                    end = i;
                    break;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        let target = after[..end].trim();
        let target = target.split_whitespace().next().unwrap_or("");
        found.push(target.trim_matches(['<', '>']).to_string());
        rest = &after[end.min(after.len())..];
    }
    let trimmed = line.trim_start();
    if trimmed.starts_with('[')
        && let Some((_, target)) = trimmed.split_once("]:")
        && let Some(target) = target.split_whitespace().next()
    {
        found.push(target.to_string());
    }
    for attribute in ["src=\"", "href=\""] {
        let mut rest = line;
        while let Some(at) = rest.find(attribute) {
            let after = &rest[at + attribute.len()..];
            let end = after.find('"').unwrap_or(after.len());
            found.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    found
}

/// Whether a target leaves the repository (a scheme such as `https:` or `mailto:`).
fn external(target: &str) -> bool {
    let scheme = target.split_once(':').map(|(s, _)| s);
    scheme.is_some_and(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// A heading's anchor as GitHub makes it: the text as shown (code, emphasis and link marks
/// dropped), lowercased, every character but letters, marks, digits, `-`, `_` and spaces
/// dropped, spaces made `-`.
fn slug(heading: &str) -> String {
    let mut shown = String::new();
    let mut rest = heading;
    // A link's text stays, its target goes.
    while let Some(open) = rest.find("](") {
        shown.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        rest = after.find(')').map_or("", |close| &after[close + 1..]);
    }
    shown.push_str(rest);
    shown
        .chars()
        .filter(|c| !matches!(c, '`' | '*' | '[' | ']'))
        .flat_map(char::to_lowercase)
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a page's headings (`#`-headings outside code), with GitHub's `-1`, `-2`
/// for repeated ones.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    for line in unfenced(text) {
        let trimmed = line.trim_start();
        let hashes = trimmed.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) || !trimmed[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(trimmed[hashes..].trim().trim_end_matches('#').trim());
        let mut anchor = base.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// What is wrong with one link of `page`, if anything.
fn broken(page: &Path, target: &str) -> Option<String> {
    if target.is_empty() || external(target) {
        return None;
    }
    let (file, anchor) = match target.split_once('#') {
        Some((file, anchor)) => (file, Some(anchor)),
        None => (target, None),
    };
    let path = if file.is_empty() {
        page.to_path_buf()
    } else {
        page.parent().unwrap().join(file)
    };
    if !path.exists() {
        return Some(format!("{target}: no file {}", path.display()));
    }
    let anchor = anchor?;
    if path.extension().is_none_or(|e| e != "md") {
        return Some(format!(
            "{target}: an anchor into a file that is not markdown"
        ));
    }
    let text = std::fs::read_to_string(&path).unwrap();
    if anchors(&text).contains(anchor) {
        None
    } else {
        Some(format!("{target}: no heading makes #{anchor}"))
    }
}

#[test]
fn github_slugs_are_made_as_github_makes_them() {
    assert_eq!(slug("Check your own search"), "check-your-own-search");
    assert_eq!(
        slug("PVS, aspiration windows, MTD(f)"),
        "pvs-aspiration-windows-mtdf"
    );
    assert_eq!(slug("`search --format json`"), "search---format-json");
    assert_eq!(
        slug("The [trace](json-trace.md) fields"),
        "the-trace-fields"
    );
    assert_eq!(slug("检查你自己的搜索"), "检查你自己的搜索");
    assert_eq!(slug("α ≥ β: cutoffs"), "α--β-cutoffs");
    assert_eq!(
        anchors("## `render`\n").into_iter().collect::<Vec<_>>(),
        ["render"]
    );
    let repeated = anchors("# A\n## Notes\n```\n# not a heading\n```\n## Notes\n");
    let expected: BTreeSet<String> = ["a", "notes", "notes-1"].map(String::from).into();
    assert_eq!(repeated, expected);
}

#[test]
fn every_relative_link_and_anchor_in_the_docs_resolves() {
    let pages = pages();
    assert!(
        pages.iter().any(|p| p.ends_with("docs/README.md")),
        "docs/README.md, the reference's index, is missing"
    );
    let mut problems = Vec::new();
    let mut links = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for (n, line) in prose(&text).iter().enumerate() {
            for target in targets(line) {
                links += 1;
                if let Some(problem) = broken(page, &target) {
                    let shown = page.strip_prefix(root()).unwrap_or(page);
                    problems.push(format!("{}:{}: {problem}", shown.display(), n + 1));
                }
            }
        }
    }
    assert!(links > 50, "only {links} links found: is the reader right?");
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

/// The paths a `.gitignore` in `dir` names from its own folder (`/target`, `/dist/`): built
/// or local files, not the repository's.
fn ignored(dir: &Path) -> Vec<PathBuf> {
    let Ok(text) = std::fs::read_to_string(dir.join(".gitignore")) else {
        return Vec::new();
    };
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with('/') && !l.contains('*'))
        .map(|l| dir.join(l.trim_matches('/')))
        .collect()
}

/// Every file under `dir` but the build's and git's own and what a `.gitignore` leaves out.
fn repository_files(dir: &Path, skip: &mut Vec<PathBuf>, out: &mut Vec<PathBuf>) {
    skip.extend(ignored(dir));
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let path = entry.path();
        let name = entry.file_name();
        if name == "target" || name == ".git" || name == "node_modules" || skip.contains(&path) {
            continue;
        }
        let kind = entry.file_type().unwrap();
        if kind.is_dir() {
            repository_files(&path, skip, out);
        } else if kind.is_file() {
            out.push(path);
        }
    }
}

#[test]
fn no_file_points_to_a_contract_the_repository_does_not_carry() {
    // Spelt in two halves so that this file does not name it.
    let name = concat!("SPEC", ".md");
    let root = root().canonicalize().unwrap();
    let mut files = Vec::new();
    repository_files(&root, &mut Vec::new(), &mut files);
    assert!(files.len() > 100, "only {} files found", files.len());
    let naming: Vec<String> = files
        .iter()
        .filter(|f| {
            let bytes = std::fs::read(f).unwrap_or_default();
            bytes.windows(name.len()).any(|w| w == name.as_bytes())
        })
        .map(|f| f.strip_prefix(&root).unwrap_or(f).display().to_string())
        .collect();
    assert!(
        naming.is_empty(),
        "these files name {name}, which the repository does not have (point to docs/ instead):\n{}",
        naming.join("\n")
    );
}
