//! `gametree render --code LANG` (issue 27): the algorithm's listing beside the tree, the line
//! the step runs lit, in the reader's language; a search with no listing in that language is
//! refused in one line.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .unwrap()
}

/// The words of every `<text>` element (inner `<tspan>`s joined).
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|e| e.split_once("</text>").map(|(inner, _)| inner))
        .map(|inner| {
            let mut out = String::new();
            let mut in_tag = true;
            for c in inner.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => in_tag = false,
                    c if !in_tag => out.push(c),
                    _ => {}
                }
            }
            out.replace("&gt;", ">")
                .replace("&lt;", "<")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn render_code_puts_the_listing_beside_the_tree_with_the_step_lit() {
    let tmp = tempfile::tempdir().unwrap();
    let plain = tmp.path().join("plain.svg");
    let coded = tmp.path().join("code.svg");
    let tree = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/trees/aima.json");
    for (out, code) in [(&plain, None), (&coded, Some("aima"))] {
        let mut args = vec![
            "render",
            "--tree",
            tree,
            "--step",
            "22",
            "--out",
            out.to_str().unwrap(),
        ];
        if let Some(c) = code {
            args.extend(["--code", c]);
        }
        let r = run(&args);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    }
    let plain = std::fs::read_to_string(plain).unwrap();
    let coded = std::fs::read_to_string(coded).unwrap();
    let texts = svg_texts(&coded);
    assert!(
        texts.iter().any(|t| t == "if v ≤ α then return v"),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t == "Code — AIMA"));
    assert!(!svg_texts(&plain).iter().any(|t| t.contains("MAX-VALUE")));
    let width = |svg: &str| -> f32 {
        let at = svg.find("width=\"").unwrap() + 7;
        svg[at..].split('"').next().unwrap().parse().unwrap()
    };
    assert!(
        width(&coded) > width(&plain) + 200.0,
        "the listing widens the picture"
    );
    // The lit line: a filled rectangle right of the tree's picture.
    assert!(coded.matches("<rect").count() > plain.matches("<rect").count());
}

#[test]
fn render_code_in_chinese_and_refusals() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("zh.svg");
    let tree = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/trees/aima.json");
    let r = run(&[
        "render",
        "--tree",
        tree,
        "--lang",
        "zh",
        "--code",
        "pseudo",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let texts = svg_texts(&std::fs::read_to_string(&out).unwrap());
    assert!(
        texts.iter().any(|t| t.starts_with("代码 — 伪代码")),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t.contains("双方共用一个函数")));
    let r = run(&[
        "render",
        "--tree",
        tree,
        "--algo",
        "mtdf",
        "--code",
        "c",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!r.status.success());
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    let r = run(&[
        "render",
        "--tree",
        tree,
        "--code",
        "cobol",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!r.status.success());
}

#[test]
fn render_edge_windows_writes_the_window_passed_down_each_edge() {
    let tmp = tempfile::tempdir().unwrap();
    let tree = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/trees/aima.json");
    let texts = |extra: &[&str], name: &str| {
        let out = tmp.path().join(name);
        let mut args = vec!["render", "--tree", tree, "--out", out.to_str().unwrap()];
        args.extend(extra);
        let r = run(&args);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        svg_texts(&std::fs::read_to_string(out).unwrap())
    };
    // At the end of AIMA's search B's later leaves were passed (-∞, 3) and D's last leaf
    // (3, 5), worked by hand from figure 5.5; without the flag no edge carries a window.
    for size in [None, Some("1280x720")] {
        let mut on = vec!["--edge-windows"];
        let mut off = vec![];
        if let Some(s) = size {
            on.extend(["--size", s]);
            off.extend(["--size", s]);
        }
        let with = texts(&on, "on.svg");
        assert!(with.iter().any(|t| t == "(-∞, 3)"), "{size:?}: {with:?}");
        assert!(with.iter().any(|t| t == "(3, 5)"), "{size:?}: {with:?}");
        let without = texts(&off, "off.svg");
        assert!(!without.iter().any(|t| t == "(3, 5)"), "{without:?}");
    }
}

/// `--code php` (issue 34): the PHP listing, a static method as the PHP tutorial writes it,
/// beside the tree, its comments in the reader's language.
#[test]
fn render_code_php_shows_the_php_listing_in_both_languages() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("php.svg");
    let tree = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/trees/aima.json");
    for (lang, heading, comment) in [
        ("en", "Code — PHP", "one static method for both players"),
        ("zh", "代码 — PHP", "双方共用一个静态方法"),
    ] {
        let r = run(&[
            "render",
            "--tree",
            tree,
            "--step",
            "22",
            "--lang",
            lang,
            "--code",
            "php",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let texts = svg_texts(&std::fs::read_to_string(&out).unwrap());
        assert!(texts.iter().any(|t| t.starts_with(heading)), "{texts:?}");
        assert!(texts.iter().any(|t| t.contains(comment)), "{texts:?}");
        assert!(
            texts.iter().any(|t| t.trim() == "if ($alpha >= $beta) {"),
            "{texts:?}"
        );
        assert!(
            texts
                .iter()
                .any(|t| t.contains("public static function alphabeta($node")),
            "{texts:?}"
        );
    }
}
