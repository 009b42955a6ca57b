//! `gametree grade` on a class of every kit language (issue 45): each kit's correct alpha-beta
//! passes every case; the same file with one of a class's bugs written in, in that language, is
//! named by that bug on the cases where it changes the walk and never passes; the kit's file made
//! fail-hard passes and is said to be fail-hard, in every language. Toolchains that are not installed are said
//! and skipped. Each file is built once; submissions are graded two at a time.

use super::grade_class::{
    Kit, RUNS, TREE_CASES, assignment, cases_of, grade, installed, mutated, student,
};

/// The lines of a kit a bug changes, in each kit's own spelling:
/// (cut test, α's update, β's update, MAX's keep, MIN's keep, the recursive call's side,
/// the window passed, the loop, the best's start, the call, AIMA's cut at MAX and at MIN, the
/// keep of the last child, the root's call).
struct Lines {
    cut: &'static str,
    raise: &'static str,
    lower: &'static str,
    keep_max: &'static str,
    keep_min: &'static str,
    flip: (&'static str, &'static str),
    window: (&'static str, &'static str),
    order: (&'static str, &'static str),
    start: (&'static str, &'static str),
    call: (&'static str, &'static str),
    aima_max: &'static str,
    aima_min: &'static str,
    last: (&'static str, &'static str),
    root: (&'static str, &'static str),
}

/// The lines of the kit with extension `ext`.
fn lines(ext: &str) -> &'static Lines {
    match ext {
        "py" => &PY,
        "c" => &C,
        "rs" => &RS,
        "java" => &JAVA,
        "js" => &JS,
        _ => &PHP,
    }
}

const PY: Lines = Lines {
    cut: "if alpha >= beta:",
    raise: "alpha = max(alpha, best)",
    lower: "beta = min(beta, best)",
    keep_max: "best = max(best, v)",
    keep_min: "best = min(best, v)",
    flip: ("not maximizing, i)", "maximizing, i)"),
    window: ("(child, alpha, beta,", "(child, -INF, INF,"),
    order: ("in enumerate(node):", "in reversed(list(enumerate(node))):"),
    start: ("-INF if maximizing else INF", "INF if maximizing else -INF"),
    call: (
        "v = alphabeta(",
        "alphabeta(child, alpha, beta, not maximizing, i); v = alphabeta(",
    ),
    aima_max: "if best >= beta: break",
    aima_min: "if best <= alpha: break",
    last: ("best = v", "best = v"),
    root: ("-INF, INF, True, None)", "-INF, INF, False, None)"),
};

const C: Lines = Lines {
    cut: "if (alpha >= beta) break;",
    raise: "alpha = best > alpha ? best : alpha;",
    lower: "beta = best < beta ? best : beta;",
    keep_max: "best = v > best ? v : best;",
    keep_min: "best = v < best ? v : best;",
    flip: ("beta, !maximizing)", "beta, maximizing)"),
    window: (
        "alpha, beta, !maximizing)",
        "INT_MIN, INT_MAX, !maximizing)",
    ),
    order: (
        "for (int i = 0; i < node->count; i++) {",
        "for (int i = node->count - 1; i >= 0; i--) {",
    ),
    start: (
        "maximizing ? INT_MIN : INT_MAX",
        "maximizing ? INT_MAX : INT_MIN",
    ),
    call: (
        "int v = alphabeta(",
        "alphabeta(node->children[i], alpha, beta, !maximizing); enter(i); int v = alphabeta(",
    ),
    aima_max: "if (best >= beta) break;",
    aima_min: "if (best <= alpha) break;",
    last: ("best = v;", "best = v;"),
    root: ("INT_MIN, INT_MAX, 1);", "INT_MIN, INT_MAX, 0);"),
};

const RS: Lines = Lines {
    cut: "if alpha >= beta {",
    raise: "alpha = alpha.max(best);",
    lower: "beta = beta.min(best);",
    keep_max: "best = best.max(v);",
    keep_min: "best = best.min(v);",
    flip: ("beta, !maximizing)", "beta, maximizing)"),
    window: (
        "alpha, beta, !maximizing)",
        "i64::MIN, i64::MAX, !maximizing)",
    ),
    order: (".iter().enumerate() {", ".iter().enumerate().rev() {"),
    start: (
        "if maximizing { i64::MIN } else { i64::MAX }",
        "if maximizing { i64::MAX } else { i64::MIN }",
    ),
    call: (
        "let v = alphabeta(",
        "alphabeta(child, alpha, beta, !maximizing); events::enter(Some(i)); let v = alphabeta(",
    ),
    aima_max: "if best >= beta { break; }",
    aima_min: "if best <= alpha { break; }",
    last: ("best = v;", "best = v;"),
    root: ("i64::MIN, i64::MAX, true);", "i64::MIN, i64::MAX, false);"),
};

const JAVA: Lines = Lines {
    cut: "if (alpha >= beta) break;",
    raise: "alpha = Math.max(alpha, best);",
    lower: "beta = Math.min(beta, best);",
    keep_max: "best = Math.max(best, v);",
    keep_min: "best = Math.min(best, v);",
    flip: ("beta, !maximizing)", "beta, maximizing)"),
    window: (
        "alpha, beta, !maximizing)",
        "Integer.MIN_VALUE, Integer.MAX_VALUE, !maximizing)",
    ),
    order: (
        "for (int i = 0; i < kids.size(); i++) {",
        "for (int i = kids.size() - 1; i >= 0; i--) {",
    ),
    start: (
        "maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE",
        "maximizing ? Integer.MAX_VALUE : Integer.MIN_VALUE",
    ),
    call: (
        "int v = alphabeta(",
        "alphabeta(kids.get(i), alpha, beta, !maximizing); Events.enter(i); int v = alphabeta(",
    ),
    aima_max: "if (best >= beta) break;",
    aima_min: "if (best <= alpha) break;",
    last: ("best = v;", "best = v;"),
    root: ("Integer.MAX_VALUE, true);", "Integer.MAX_VALUE, false);"),
};

const JS: Lines = Lines {
    cut: "if (alpha >= beta) break;",
    raise: "alpha = Math.max(alpha, best);",
    lower: "beta = Math.min(beta, best);",
    keep_max: "best = Math.max(best, v);",
    keep_min: "best = Math.min(best, v);",
    flip: ("!maximizing, i)", "maximizing, i)"),
    window: (
        "alpha, beta, !maximizing, i)",
        "-Infinity, Infinity, !maximizing, i)",
    ),
    order: (
        "for (let i = 0; i < node.length; i++) {",
        "for (let i = node.length - 1; i >= 0; i--) {",
    ),
    start: (
        "maximizing ? -Infinity : Infinity",
        "maximizing ? Infinity : -Infinity",
    ),
    call: (
        "const v = alphabeta(",
        "alphabeta(node[i], alpha, beta, !maximizing, i); const v = alphabeta(",
    ),
    aima_max: "if (best >= beta) break;",
    aima_min: "if (best <= alpha) break;",
    last: ("best = v;", "best = v;"),
    root: ("Infinity, true, null);", "Infinity, false, null);"),
};

const PHP: Lines = Lines {
    cut: "if ($alpha >= $beta) {",
    raise: "$alpha = max($alpha, $best);",
    lower: "$beta = min($beta, $best);",
    keep_max: "$best = max($best, $v);",
    keep_min: "$best = min($best, $v);",
    flip: ("!$maximizing, $i)", "$maximizing, $i)"),
    window: (
        "$alpha, $beta, !$maximizing, $i)",
        "-PHP_INT_MAX, PHP_INT_MAX, !$maximizing, $i)",
    ),
    order: (
        "foreach ($node as $i => $child) {",
        "foreach (array_reverse($node, true) as $i => $child) {",
    ),
    start: (
        "$maximizing ? -PHP_INT_MAX : PHP_INT_MAX",
        "$maximizing ? PHP_INT_MAX : -PHP_INT_MAX",
    ),
    call: (
        "$v = self::alphabeta(",
        "self::alphabeta($child, $alpha, $beta, !$maximizing, $i); $v = self::alphabeta(",
    ),
    aima_max: "if ($best >= $beta) break;",
    aima_min: "if ($best <= $alpha) break;",
    last: ("$best = $v;", "$best = $v;"),
    root: ("PHP_INT_MAX, true, null);", "PHP_INT_MAX, false, null);"),
};

/// One best value for the whole search, as each language shares one.
fn shared_best(kit: &Kit) -> String {
    let dir = super::grade_class::repo().join("examples/own-search");
    match kit.ext {
        "c" => std::fs::read_to_string(dir.join("c/alphabeta_bug.c")).unwrap(),
        "php" => std::fs::read_to_string(dir.join("php/alphabeta_bug.php")).unwrap(),
        "py" => mutated(
            kit,
            &[
                ("INF = float(\"inf\")", "INF = float(\"inf\")\nbest = None"),
                (
                    "    best = -INF if maximizing else INF",
                    "    global best\n    if best is None:\n        best = -INF if maximizing else INF",
                ),
            ],
        ),
        "js" => mutated(
            kit,
            &[
                ("function alphabeta(", "let best;\nfunction alphabeta("),
                (
                    "let best = maximizing ? -Infinity : Infinity;",
                    "if (best === undefined) best = maximizing ? -Infinity : Infinity;",
                ),
            ],
        ),
        "java" => mutated(
            kit,
            &[
                (
                    "public class AlphaBeta {",
                    "public class AlphaBeta {\n    static int best; static boolean started;",
                ),
                (
                    "int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;",
                    "if (!started) { best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE; started = true; }",
                ),
            ],
        ),
        _ => mutated(
            kit,
            &[
                (
                    "use tree::Node;",
                    "use tree::Node;\nuse std::sync::atomic::{AtomicBool, AtomicI64, Ordering::SeqCst};\nstatic BEST: AtomicI64 = AtomicI64::new(0);\nstatic STARTED: AtomicBool = AtomicBool::new(false);",
                ),
                (
                    "let mut best = if maximizing { i64::MIN } else { i64::MAX };",
                    "if !STARTED.swap(true, SeqCst) { BEST.store(if maximizing { i64::MIN } else { i64::MAX }, SeqCst); }\n    let mut best = BEST.load(SeqCst);",
                ),
                (
                    "best = best.max(v);",
                    "best = BEST.load(SeqCst).max(v); BEST.store(best, SeqCst);",
                ),
                (
                    "best = best.min(v);",
                    "best = BEST.load(SeqCst).min(v); BEST.store(best, SeqCst);",
                ),
            ],
        ),
    }
}

/// The kit's alpha-beta made fail-hard, as a student who read of it writes it: each node
/// returns its value clamped into the window it was given (at a MAX node α has risen to the
/// best, at a MIN node β has fallen to it), so a node that fails returns the bound.
fn fail_hard(kit: &Kit) -> String {
    let (from, to) = match kit.ext {
        "py" => (
            "    event(\"exit\", best)\n    return best",
            "    r = min(alpha, beta) if maximizing else max(alpha, beta)\n    event(\"exit\", r)\n    return r",
        ),
        "c" => (
            "    exit_node(best);\n    return best;",
            "    int r = maximizing ? (alpha < beta ? alpha : beta) : (alpha > beta ? alpha : beta);\n    exit_node(r);\n    return r;",
        ),
        "rs" => (
            "    events::exit(best);\n    best",
            "    let r = if maximizing { alpha.min(beta) } else { alpha.max(beta) };\n    events::exit(r);\n    r",
        ),
        "java" => (
            "        Events.exit(best);\n        return best;",
            "        int r = maximizing ? Math.min(alpha, beta) : Math.max(alpha, beta);\n        Events.exit(r);\n        return r;",
        ),
        "js" => (
            "  event(\"exit\", best);\n  return best;",
            "  const r = maximizing ? Math.min(alpha, beta) : Math.max(alpha, beta);\n  event(\"exit\", r);\n  return r;",
        ),
        _ => (
            "        event('exit', $best);\n        return $best;",
            "        $r = $maximizing ? min($alpha, $beta) : max($alpha, $beta);\n        event('exit', $r);\n        return $r;",
        ),
    };
    mutated(kit, &[(from, to)])
}

/// Each bug a student writes in `kit`'s file, with the bug `grade` names it by.
fn buggy(kit: &Kit) -> Vec<(&'static str, String)> {
    let l = lines(kit.ext);
    let strict = l.cut.replace(">=", ">");
    // Kits that print their windows (Python, PHP) are told how a search that never prunes
    // lost its window; the others are told it never prunes.
    let windows = |named: &'static str| {
        if matches!(kit.ext, "py" | "php") {
            named
        } else {
            "never-prunes"
        }
    };
    let mut bugs = vec![
        ("strict-cutoff", mutated(kit, &[(l.cut, &strict)])),
        (windows("window-not-passed"), mutated(kit, &[l.window])),
        (windows("alpha-not-updated"), mutated(kit, &[(l.raise, "")])),
        (
            windows("alpha-beta-swapped"),
            mutated(kit, &[(l.lower, l.raise)]),
        ),
        ("alpha-not-updated", mutated(kit, &[(l.raise, l.aima_max)])),
        ("beta-not-updated", mutated(kit, &[(l.lower, l.aima_min)])),
        (
            "alpha-beta-swapped",
            mutated(
                kit,
                &[
                    (l.raise, "@RAISE@"),
                    (l.lower, l.raise),
                    ("@RAISE@", l.lower),
                ],
            ),
        ),
        (
            "max-min-swapped",
            mutated(
                kit,
                &[
                    (l.keep_max, "@MAX@"),
                    (l.keep_min, l.keep_max),
                    ("@MAX@", l.keep_min),
                    l.start,
                ],
            ),
        ),
        ("best-not-reset", shared_best(kit)),
        (
            "last-child",
            mutated(kit, &[(l.keep_max, l.last.1), (l.keep_min, l.last.1)]),
        ),
        ("side-not-flipped", mutated(kit, &[l.flip])),
        ("order-reversed", mutated(kit, &[l.order])),
        ("child-twice", mutated(kit, &[l.call])),
        // The root played for the wrong side: the first call minimises.
        ("wrong-side", mutated(kit, &[l.root])),
    ];
    if kit.ext == "py" {
        // Move ordering added by hand: leaves sorted by value, the best first for the side.
        let sorted = "for i, child in sorted(enumerate(node), key=lambda c: c[1] if \
                      isinstance(c[1], int) else 0, reverse=maximizing):";
        bugs.push((
            "order-other",
            mutated(kit, &[("for i, child in enumerate(node):", sorted)]),
        ));
    }
    bugs
}

/// Every kit's correct file passes; each bug in each kit is named where it shows and never
/// passes every case; the names are in the text report too.
#[test]
fn every_kit_language_is_graded_and_each_bug_named() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let kits = installed();
    let mut expected = Vec::new();
    for kit in &kits {
        student(
            &class,
            &format!("{}-correct", kit.ext),
            kit.file,
            &mutated(kit, &[]),
        );
        expected.push((format!("{}-correct", kit.ext), None));
        student(
            &class,
            &format!("{}-fail-hard", kit.ext),
            kit.file,
            &fail_hard(kit),
        );
        expected.push((format!("{}-fail-hard", kit.ext), None));
        for (k, (bug, text)) in buggy(kit).into_iter().enumerate() {
            let name = format!("{}-{k:02}-{bug}", kit.ext);
            student(&class, &name, kit.file, &text);
            expected.push((name, Some(bug)));
        }
    }
    let file = assignment(
        dir.path(),
        &format!("title = \"t\"\ntimeout = 20\n{RUNS}{TREE_CASES}"),
    );
    let (code, json, err) = grade(&[
        class.to_str().unwrap(),
        "--assignment",
        file.to_str().unwrap(),
        "--format",
        "json",
        "--jobs",
        "2",
    ]);
    assert_eq!(code, 1, "{err}");
    let graded = cases_of(&json);
    let mut wrong = Vec::new();
    for (name, bug) in expected {
        let cases = &graded[&name];
        match bug {
            None if !cases.iter().all(|c| c.0) => wrong.push(format!("{name}: {cases:?}")),
            Some(_) if cases.iter().all(|c| c.0) => wrong.push(format!("{name} passed")),
            Some(bug) if !cases.iter().any(|c| c.1.as_deref() == Some(bug)) => {
                let got: Vec<_> = cases.iter().map(|c| c.1.clone()).collect();
                wrong.push(format!("{name} not named {bug}: {got:?}"));
            }
            _ => {}
        }
    }
    // Fail-hard is accepted and said to be fail-hard, in every kit language.
    for kit in &kits {
        let cases = &graded[&format!("{}-fail-hard", kit.ext)];
        if !cases.iter().any(|c| c.2.contains("fail-hard")) {
            wrong.push(format!("{} fail-hard not said: {cases:?}", kit.ext));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
