//! The app in Chinese: one click on the language switch, kept in the settings, and then no
//! English sentence anywhere the app shows text (its accessibility tree: every label, button
//! and text field) in the stepper, the toolkit's modes, or after stepping through a search.

use super::support::{harness, settle};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use gametree_app::App;
use gametree_app::toolkit::settings::SettingsStore;
use gametree_teach::i18n::Lang;

/// ASCII words the Chinese interface keeps: names of algorithms, players, formats, keys and
/// units that Chinese texts write in Latin letters too, and the other language's own name.
const KEPT: &[&str] = &[
    "MAX", "MIN", "Alpha", "Beta", "PVS", "MTD", "AIMA", "SVG", "PNG", "GIF", "JSON", "DOT",
    "English", "Shift", "Ctrl", "Alt", "Home", "End", "Space", "Enter", "Esc", "Tab", "Del",
    "PgUp", "PgDn", "take", "UCB", "UCT", "UTF", "Noto", "Sans",
    // Programming languages by name (the Code panel's listings).
    "Python", "Rust", "Java", "PHP",
    // The tree notation's own keys, shown as an example of it.
    "label", "children",
];

/// Every text the app shows now: labels and values of its accessibility tree, but file names
/// (the export's `gametree-step-3.png`) and web addresses, egui's own label for a panel's resize handle and the
/// Code panel's code.
pub(super) fn shown(h: &Harness<'_, App>) -> Vec<String> {
    let code = code_of(h);
    // A file name or a web address (the published page's, in the export section) is a
    // name, not a sentence.
    let file_name = |t: &String| {
        !t.contains(' ')
            && ([".png", ".svg", ".json", ".dot", ".gif"]
                .iter()
                .any(|e| t.ends_with(e))
                || t.starts_with("http://")
                || t.starts_with("https://"))
    };
    h.query_all(
        By::new()
            .include_labels()
            .predicate(|n| n.role() != egui::accesskit::Role::Splitter),
    )
    .flat_map(|n| {
        let node = n.accesskit_node();
        [node.label(), node.value()]
    })
    .flatten()
    .filter(|t| {
        // A long code line is shown wrapped: each piece (after its ↪) is part of a line.
        let piece = t
            .trim()
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == ' ')
            .trim_start_matches('↪')
            .trim()
            .trim_end_matches('…');
        !t.trim().is_empty()
            && !file_name(t)
            && !code.contains(t.trim())
            && !code.iter().any(|c| !piece.is_empty() && c.contains(piece))
    })
    .collect()
}

/// The Code panel's code: every line of the search's listings and the names of the
/// variables they use (code is written in its language's keywords; its comments are
/// Chinese, and are checked).
fn code_of(h: &Harness<'_, App>) -> std::collections::HashSet<String> {
    use gametree_teach::listings::{CodeLang, listing, shown};
    let mut out: std::collections::HashSet<String> = ["node", "depth", "best (MAX)", "best (MIN)"]
        .map(String::from)
        .into();
    if let Some(l) = h.state().loaded.as_ref() {
        for lang in CodeLang::ALL {
            if let Some(src) = listing(&l.trace().config, lang) {
                for line in shown(&src, lang, Lang::Zh) {
                    if !line.text.contains("//") && !line.text.trim_start().starts_with('#') {
                        out.insert(line.text.trim().to_string());
                    }
                }
            }
        }
    }
    out
}

/// The texts among `texts` with an English word in them (three letters or more, not kept;
/// code quoted in backticks, `let alpha = …`, is code, not English).
pub(super) fn english(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .filter(|t| {
            let prose: String = t.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            prose
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|w| w.len() >= 3 && !KEPT.contains(&w))
        })
        .cloned()
        .collect()
}

#[test]
fn one_click_speaks_chinese_everywhere_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(App::with_settings(
        None,
        SettingsStore::load_from(dir.path()),
    ));
    settle(&mut h);
    assert_eq!(h.state().lang(), Lang::En);
    h.get_by_label("中文").click();
    h.run_steps(3);
    assert_eq!(h.state().lang(), Lang::Zh);
    // The default scenario searched again, or not: the words change at once either way.
    settle(&mut h);
    let mut seen: Vec<(String, Vec<String>)> = Vec::new();
    for _ in 0..12 {
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(2);
        seen.push(("stepper".into(), shown(&h)));
    }
    h.key_press(egui::Key::End);
    h.run_steps(2);
    seen.push(("stepper at the end".into(), shown(&h)));
    for (key, mode) in [
        (egui::Key::F2, "editor"),
        (egui::Key::F3, "practice"),
        (egui::Key::F4, "compare"),
        (egui::Key::F6, "play"),
        (egui::Key::F8, "check"),
        (egui::Key::F1, "stepper again"),
    ] {
        h.key_press(key);
        settle(&mut h);
        h.run_steps(3);
        seen.push((mode.into(), shown(&h)));
    }
    let mut stray = Vec::new();
    for (place, texts) in &seen {
        assert!(
            texts.iter().any(|t| t.chars().any(|c| c > '\u{4e00}')),
            "{place}: no Chinese shown at all"
        );
        for t in english(texts) {
            stray.push(format!("{place}: {t}"));
        }
    }
    stray.dedup();
    assert!(
        stray.is_empty(),
        "English left in Chinese mode:\n{}",
        stray.join("\n")
    );
    // The choice is kept: the settings written for the next start say Chinese.
    h.state_mut().toolkit.settings.save_now().unwrap();
    assert_eq!(SettingsStore::load_from(dir.path()).lang(), Lang::Zh);
}

#[test]
fn a_link_with_lang_zh_opens_games_in_chinese_from_start_to_end() {
    for (link, game) in [
        ("#bones=7&tt=1&lang=zh", "取骨头"),
        (
            "#game=tictactoe&position=X.O.X.O..&ordering=1&lang=zh",
            "井字棋",
        ),
        ("#game=connect4&moves=4453&depth=2&lang=zh", "四子棋"),
        (
            "#tree=[[3,12,8],[2,4,6],[14,5,2]]&algo=pvs&lang=zh&step=9",
            "树",
        ),
    ] {
        let settings = SettingsStore::in_memory(Default::default());
        let mut h = harness(App::from_link(link, settings));
        settle(&mut h);
        assert_eq!(h.state().lang(), Lang::Zh);
        let mut texts = shown(&h);
        assert!(texts.iter().any(|t| t.contains(game)), "{link}: {texts:?}");
        for key in [egui::Key::ArrowRight, egui::Key::ArrowRight, egui::Key::End] {
            h.key_press(key);
            h.run_steps(2);
            texts.extend(shown(&h));
        }
        let stray = english(&texts);
        assert!(stray.is_empty(), "{link}: English left: {stray:#?}");
    }
}

#[test]
fn a_chinese_start_does_not_offer_to_practise_the_search_already_practised() {
    // The link's language is chosen before the app records anything, so practice's own AIMA
    // search and the stepper's are the same search, not two titles in two languages.
    let settings = SettingsStore::in_memory(Default::default());
    let mut h = harness(App::from_link("#lang=zh", settings));
    settle(&mut h);
    h.key_press(egui::Key::F3);
    h.run_steps(3);
    assert!(h.query_by_label_contains("练习：").is_some());
    assert!(h.query_by_label("用步进器中的搜索练习").is_none());
}

#[test]
fn chance_searches_speak_chinese_in_the_stepper() {
    let tree = r#"[{"chance":[[0.5,[2,4]],[0.5,[7,4]]]},{"chance":[[0.25,[6,0]],[0.75,[5,2]]]}]"#;
    for (link, moves) in [
        (format!("#tree={tree}&algo=expectiminimax&lang=zh"), &[][..]),
        (
            format!("#tree={tree}&algo=mcts&iterations=300&lang=zh"),
            &[][..],
        ),
        (
            "#game=dice&target=3&algo=mcts&iterations=200&lang=zh".to_string(),
            // The race's moves are words, said in Chinese too.
            &[][..],
        ),
    ] {
        let settings = SettingsStore::in_memory(Default::default());
        let mut h = harness(App::from_link(&link, settings));
        settle(&mut h);
        assert!(
            h.state().loaded.is_some(),
            "{link}: searched in the stepper"
        );
        let mut texts = shown(&h);
        for key in [
            egui::Key::ArrowRight,
            egui::Key::ArrowRight,
            egui::Key::ArrowRight,
            egui::Key::ArrowRight,
            egui::Key::ArrowRight,
            egui::Key::End,
        ] {
            h.key_press(key);
            h.run_steps(2);
            texts.extend(shown(&h));
        }
        let stray: Vec<String> = english(&texts)
            .into_iter()
            .filter(|t| {
                t.split(|c: char| !c.is_ascii_alphabetic())
                    .any(|w| w.len() >= 3 && !KEPT.contains(&w) && !moves.contains(&w))
            })
            .collect();
        assert!(stray.is_empty(), "{link}: English left: {stray:#?}");
    }
}

#[test]
fn the_help_and_the_first_start_hint_speak_chinese() {
    let settings = SettingsStore::in_memory(gametree_app::toolkit::settings::Settings {
        lang: Some(Lang::Zh),
        ..Default::default()
    });
    let mut h = harness(App::with_settings(None, settings));
    settle(&mut h);
    h.get_by_label_contains("第一次用？");
    h.key_press(egui::Key::Questionmark);
    h.run_steps(2);
    assert!(h.state().help.open);
    h.get_by_label("按键与帮助");
    let texts = shown(&h);
    assert!(english(&texts).is_empty(), "{:?}", english(&texts));
    // On a projector, the panels' buttons too.
    h.key_press(egui::Key::F5);
    h.run_steps(2);
    h.get_by_label("节点信息（I）");
    let texts = shown(&h);
    assert!(english(&texts).is_empty(), "{:?}", english(&texts));
}
