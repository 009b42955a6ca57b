//! The command line in both languages through the real binary: `--lang` and the system locale
//! choose the words; the machine formats (`stats`, `json`, `dot`) and move text never change.

use std::process::{Command, Output};

fn aima() -> String {
    format!("{}/examples/trees/aima.json", env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with `locale` as the system's language and `args`.
fn run(locale: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env_remove("LANGUAGE")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("LC_ALL", locale)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// ASCII words of three letters or more that are not names the Chinese keeps (flags, values,
/// algorithm and format names, the program's name).
fn english_words(s: &str, kept: &[&str]) -> Vec<String> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !kept.contains(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn lang_and_the_system_locale_choose_the_words_of_the_summary() {
    let tree = aima();
    let args = ["search", "--tree", &tree];
    let zh = text(&run("C", &[&["--lang", "zh"][..], &args].concat()).stdout);
    let en = text(&run("C", &args).stdout);
    let system_zh = text(&run("zh_CN.UTF-8", &args).stdout);
    // As gettext: LANGUAGE goes first, but not when the locale is C.
    let language = |locale: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_gametree"))
            .env("LANGUAGE", "zh_CN:en")
            .env("LC_ALL", locale)
            .args(args)
            .output()
            .unwrap();
        text(&out.stdout)
    };
    assert_eq!(language("en_GB.UTF-8"), zh);
    assert_eq!(language("C"), en);
    let forced_en = text(&run("zh_CN.UTF-8", &[&args[..], &["--lang", "en"]].concat()).stdout);
    assert!(has_chinese(&zh) && !has_chinese(&en), "{zh}\n{en}");
    assert_eq!(system_zh, zh, "a Chinese system speaks Chinese");
    assert_eq!(
        forced_en, en,
        "--lang en wins over the system, after the command too"
    );
    // The facts are the same: value 3, best move B, 11 nodes.
    for fact in ["3", "B", "11"] {
        assert!(zh.contains(fact), "{zh}");
    }
    let kept = ["AIMA", "Alpha", "Beta", "MAX", "MIN"];
    assert_eq!(english_words(&zh, &kept), Vec::<String>::new(), "{zh}");
}

#[test]
fn machine_formats_are_the_same_in_every_language_but_the_scenario_s_title() {
    for format in ["stats", "json", "dot"] {
        for extra in [&[][..], &["--algo", "minimax"], &["--ordering", "--tt"]] {
            let tree = aima();
            let args = [&["search", "--tree", &tree, "--format", format][..], extra].concat();
            let en = run("C", &[&args[..], &["--lang", "en"]].concat());
            let zh = run("C", &[&args[..], &["--lang", "zh"]].concat());
            assert!(en.status.success() && zh.status.success());
            let (en, zh) = (text(&en.stdout), text(&zh.stdout));
            // The title is the one sentence for people in them: `scenario` (JSON), `label` (dot).
            let untitled = |s: &str| -> String {
                s.lines()
                    .map(|l| {
                        if let Some(start) = l.find("\"scenario\":\"") {
                            let rest = &l[start + 12..];
                            let end = rest.find('"').unwrap();
                            format!("{}{}", &l[..start], &rest[end + 1..])
                        } else if l.trim_start().starts_with("label=\"") && l.ends_with("\";") {
                            String::new()
                        } else {
                            l.to_string()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            assert_ne!(en, zh, "{format} {extra:?}: the title is translated");
            assert_eq!(untitled(&en), untitled(&zh), "{format} {extra:?}");
        }
    }
    // Move text stays as it is: tic-tac-toe's moves and bones' `take 1`.
    let moves = |lang: &str, args: &[&str]| {
        let out = run(
            "C",
            &[&["search", "--format", "stats", "--lang", lang], args].concat(),
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["best_move"].clone(), v["principal_variation"].clone())
    };
    let ttt = ["--game", "tictactoe", "--position", "X.O.X.O.."];
    assert_eq!(moves("en", &ttt), moves("zh", &ttt));
    let bones = ["--bones", "7"];
    assert_eq!(moves("zh", &bones).0, "take 3");
}

#[test]
fn errors_and_help_speak_chinese_on_one_line() {
    for args in [
        &["search", "--format", "text"][..],
        &["search", "--colour"],
        &["serch"],
        &["search", "--bones", "many"],
        &["search", "--bones", "5", "--tree", "x.json"],
        &["search", "--tree", "/no/such/tree.json"],
        &[
            "render",
            "--tree",
            "/no/such/tree.json",
            "--out",
            "/no/such/x.svg",
        ],
        &["search", "--lang", "fr"],
    ] {
        let out = run("C", &[&["--lang", "zh"], args].concat());
        assert!(!out.status.success(), "{args:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("错误："), "{args:?}: {err}");
        let kept = [
            "gametree", "help", "format", "text", "summary", "stats", "json", "dot", "colour",
            "cols", "serch", "search", "bones", "many", "tree", "render", "out", "svg", "such",
            "lang",
        ];
        assert_eq!(
            english_words(&err, &kept),
            Vec::<String>::new(),
            "{args:?}: {err}"
        );
    }
    // A language it does not speak: said in the system's language.
    let out = run("zh_CN.UTF-8", &["search", "--lang", "fr"]);
    let err = text(&out.stderr);
    assert!(err.starts_with("错误：") && err.contains("fr"), "{err}");
    let help = text(&run("C", &["--lang", "zh", "search", "--help"]).stdout);
    for english in ["Usage", "Options", "Possible values", "default:"] {
        assert!(!help.contains(english), "{english} in the Chinese help");
    }
    assert!(help.contains("用法") && help.contains("置换表"), "{help}");
}

#[test]
fn render_writes_a_chinese_slide_with_its_font() {
    let dir = std::env::temp_dir().join(format!("gametree-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("step.svg");
    let tree = aima();
    let out = run(
        "zh_CN.UTF-8",
        &[
            "render",
            "--tree",
            &tree,
            "--step",
            "8",
            "--out",
            svg.to_str().unwrap(),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let picture = std::fs::read_to_string(&svg).unwrap();
    // The narration of step 8 as text, and the font that draws it inside the file.
    assert!(picture.contains("第 8 步"), "no Chinese step line");
    assert!(picture.contains("@font-face") && picture.contains("Noto Sans CJK SC"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Issue 35, items 10 and 12: every number a flag takes is refused in the language asked for
/// (not in the standard library's English), in one line with exit 2, and so is
/// `--edge-windows` where a search has no windows.
#[test]
fn numeric_flags_and_edge_windows_are_refused_in_chinese() {
    let tree = aima();
    let dir = tempfile::tempdir().unwrap();
    let out_svg = dir.path().join("x.svg");
    let out_svg = out_svg.to_str().unwrap();
    let sheet = dir.path().join("sheet");
    let sheet = sheet.to_str().unwrap();
    let check = |t: &'static str| {
        [
            "check",
            "--tree",
            "TREE",
            "--events",
            "/dev/null",
            "--timeout",
            t,
        ]
    };
    let mut cases: Vec<Vec<&str>> = vec![
        vec!["sheet", "--level", "1", "--out", sheet, "--seed=-1"],
        vec![
            "sheet",
            "--level",
            "1",
            "--out",
            sheet,
            "--seed",
            "99999999999999999999999",
        ],
        vec!["sheet", "--level", "1", "--out", sheet, "--seed", "x"],
    ];
    for t in ["abc", "", "NaN", "inf", "-5", "0", "86401"] {
        cases.push(check(t).to_vec());
    }
    cases.push(vec![
        "check",
        "--tree",
        "TREE",
        "--events",
        "/dev/null",
        "--timeout=-5",
    ]);
    for algo in ["mcts", "expectiminimax", "minimax"] {
        cases.push(vec![
            "render",
            "--tree",
            "TREE",
            "--algo",
            algo,
            "--edge-windows",
            "--out",
            out_svg,
        ]);
    }
    for args in cases {
        let args: Vec<&str> = args
            .iter()
            .map(|a| if *a == "TREE" { tree.as_str() } else { a })
            .collect();
        let out = run("C", &[&["--lang", "zh"], &args[..]].concat());
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("错误："), "{args:?}: {err}");
        let kept = [
            "gametree",
            "help",
            "seed",
            "timeout",
            "abc",
            "NaN",
            "inf",
            "edge",
            "windows",
            "algo",
            "mcts",
            "expectiminimax",
            "minimax",
            "PVS",
            "MTD",
            "Alpha",
            "Beta",
            "alphabeta",
            "pvs",
            "mtdf",
        ];
        assert_eq!(
            english_words(&err, &kept),
            Vec::<String>::new(),
            "{args:?}: {err}"
        );
    }
    assert!(
        !std::path::Path::new(out_svg).exists(),
        "a refused render writes nothing"
    );
}
