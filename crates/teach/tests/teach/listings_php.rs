//! The PHP listings run too (issue 34): each is wrapped, as the Chinese PHP tutorial writes its
//! searches, in a solver class with a small harness (the tree parser, `isLeaf`, `value`,
//! `ordered`, the table as a static array) after every marked line is instrumented in place —
//! a `mark($line, $node)` call that records the line and the node's path, put where the line
//! runs each time (after the method's opening brace, first in an `if`'s condition, in a
//! `marked()` generator around a `foreach`'s array, before a plain statement) — and `php` runs
//! it on the same searches as the other listings (`listings_cases`): the executed lines must
//! equal the recording's, step by step, in all four variants. Where `php` is not installed the
//! test says so and passes, as the Java one does.

use super::listings_cases::check_variants;
use super::listings_run::runs_of;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::code_lines::Line;
use gametree_teach::listings::{CodeLang, marks_of};
use std::process::Command;

/// `src` with every marked line calling `mark(line, $node)` each time it runs.
fn instrument(src: &str) -> String {
    let mut out = String::new();
    for (i, raw) in src.lines().enumerate() {
        let n = i + 1;
        let marks = marks_of(raw, CodeLang::Php);
        let body = match raw.find("//@") {
            Some(at) if !marks.is_empty() => raw[..at].trim_end(),
            _ => raw,
        };
        let m = format!("mark({n}, $node)");
        let indent = &body[..body.len() - body.trim_start().len()];
        let text = body.trim_start();
        let line = if marks.is_empty() {
            body.to_string()
        } else if marks.iter().any(|&(l, _)| l == Line::Head) {
            let brace = body.rfind('{').expect("a method head opens its body");
            format!("{} {m};{}", &body[..=brace], &body[brace + 1..])
        } else if let Some(rest) = text.strip_prefix("if (") {
            format!("{indent}if ({m} && {rest}")
        } else if let Some(rest) = text.strip_prefix("foreach (") {
            let (array, each) = rest.rsplit_once(" as ").expect("foreach (… as …)");
            format!("{indent}foreach (marked({n}, $node, {array}) as {each}")
        } else {
            format!("{indent}{m}; {text}")
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The harness before the listing: the tree, the learner's helpers and the marks. The listing
/// follows inside `class Solver` (its methods call each other through `self::`), then
/// [`php_main`].
const PHP_HARNESS: &str = r#"<?php
class Node {
    public $children = [];
    public $leaf = false;
    public $val = 0;
    public $move, $key, $rank, $path;
}
function isLeaf($node) { return $node->leaf; }
function value($node) { return $node->leaf ? $node->val : 0; }
$OUT = [];
function mark($line, $node) { global $OUT; $OUT[] = "$line {$node->path}"; return true; }
// The loop line runs before each child and once more when the children run out (not after a break).
function marked($line, $node, $kids) {
    foreach ($kids as $kid) { mark($line, $node); yield $kid; }
    mark($line, $node);
}
// The engine's move order, the table's best move first.
function ordered($node, $e) {
    $first = $e === null ? -1 : $e['move'];
    $kids = $node->children;
    usort($kids, fn($a, $b) => [$a->move !== $first, $a->rank] <=> [$b->move !== $first, $b->rank]);
    return $kids;
}
function number($s, &$i) {
    $j = $i;
    while (strpos('-0123456789', $s[$j]) !== false) $j++;
    $n = (int) substr($s, $i, $j - $i);
    $i = $j;
    return $n;
}
function parse($s, &$i, $path, $move) {
    $n = new Node();
    $n->path = $path;
    $n->move = $move;
    $n->rank = number($s, $i);
    $i++;
    $n->key = number($s, $i);
    $i++;
    if ($s[$i] === '[') {
        $i++;
        while ($s[$i] !== ']') {
            $k = count($n->children);
            $n->children[] = parse($s, $i, $path === '' ? "$k" : "$path.$k", $k);
            if ($s[$i] === ',') $i++;
        }
        $i++;
    } else {
        $n->leaf = true;
        $n->val = number($s, $i);
    }
    return $n;
}
class Solver {
public static $table = [];
"#;

/// The end of the class and the loop over the jobs, calling the listing's search on each.
fn php_main(algorithm: Algorithm) -> String {
    let call = match algorithm {
        Algorithm::AlphaBeta => {
            "Solver::alphabeta($root, $depth, -PHP_INT_MAX, PHP_INT_MAX, $maxi)"
        }
        _ => "Solver::minimax($root, $depth, $maxi)",
    };
    format!(
        r#"}}
foreach (file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {{
    [$maxi, $depth, $tree] = explode(' ', $line, 3);
    $maxi = $maxi === '1';
    $depth = (int) $depth < 0 ? PHP_INT_MAX : (int) $depth;
    $s = $tree . ' ';
    $i = 0;
    $root = parse($s, $i, '', 0);
    Solver::$table = [];
    {call};
    $OUT[] = 'end';
}}
echo implode("\n", $OUT), "\n";
"#
    )
}

/// Runs the instrumented listing on `jobs` with `php`.
fn run_php(listing: &str, jobs: &str, config: &SearchConfig) -> Vec<Vec<String>> {
    let dir = tempfile::tempdir().unwrap();
    let program = format!(
        "{PHP_HARNESS}{}{}",
        instrument(listing),
        php_main(config.algorithm)
    );
    let (file, input) = (dir.path().join("listing.php"), dir.path().join("jobs.txt"));
    std::fs::write(&file, &program).unwrap();
    std::fs::write(&input, jobs).unwrap();
    let out = Command::new("php")
        .args(["-n", "-d", "memory_limit=512M"])
        .arg(&file)
        .arg(&input)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{program}\n{}{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    runs_of(&out)
}

/// Whether `php` runs here.
fn php_present() -> bool {
    Command::new("php")
        .arg("-v")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Plain, ordered, with the table and with both; PHP runs where it is installed (`.ci/run`
/// installs `php-cli`).
#[test]
fn the_php_listings_run_the_lines_the_recording_says_where_php_is_installed() {
    if !php_present() {
        eprintln!("php is not installed: the PHP listings are not run");
        return;
    }
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        check_variants(algorithm, CodeLang::Php, run_php);
    }
}

/// The instrumenter puts each mark where its line runs each time.
#[test]
fn the_php_instrumenter_marks_heads_conditions_loops_and_statements() {
    let src = "public static function f($node) { //@head\n    if ($x) { //@terminal\n    foreach (ordered($node, $e) as $child) { //@loop\n        break; //@cut\n    $y = 1;\n";
    let got = instrument(src);
    let want = "public static function f($node) { mark(1, $node);\n    if (mark(2, $node) && $x) {\n    foreach (marked(3, $node, ordered($node, $e)) as $child) {\n        mark(4, $node); break;\n    $y = 1;\n";
    assert_eq!(got, want);
}
