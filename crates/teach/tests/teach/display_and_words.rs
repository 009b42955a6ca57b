//! The engine's `Display` (its `#[error("…")]` lines) against teach's words, by design two
//! different things: `Display` is a library user's terse English line of facts, the same
//! whatever the language in force (the engine has no language); what people are shown is
//! [`Say`], in the learner's language, which adds what is accepted and what would help. So
//! the two agree on the language-free facts, not on the words.

use gametree_engine::exercises::ExerciseSet;
use gametree_engine::game::{Bones, GridRules, TicTacToe, TreeSpec};
use gametree_engine::link;
use gametree_engine::scenario::ScenarioError;
use gametree_engine::search::{InUse, OptionsError, SearchError};
use gametree_teach::Say;
use gametree_teach::i18n::{Lang, with_lang};

/// An error as `Display` and as `Say`, in the language in force when it is called.
type Both = Box<dyn Fn() -> (String, String)>;

/// One error of each area, as `Display` and as `Say`.
fn samples() -> Vec<(String, Both)> {
    fn both<E: std::fmt::Display + Say + 'static>(e: E) -> Both {
        Box::new(move || (e.to_string(), e.say()))
    }
    let budget = SearchError::NodeBudget {
        limit: 1000,
        in_use: InUse {
            alphabeta: true,
            tt: false,
            depth: false,
            chance: false,
        },
    };
    vec![
        ("bones".into(), both(Bones::new(5, 0).unwrap_err())),
        (
            "tic-tac-toe".into(),
            both(TicTacToe::from_position("XX.......").unwrap_err()),
        ),
        ("grid".into(), both(GridRules::mnk(2, 2, 9).unwrap_err())),
        ("tree".into(), both(TreeSpec::parse("[[]]").unwrap_err())),
        ("options".into(), both(OptionsError::DepthZero)),
        ("budget".into(), both(budget)),
        (
            "too big".into(),
            both(ScenarioError::TooBigToRecord {
                limit: 20,
                chance: false,
            }),
        ),
        ("set".into(), both(ExerciseSet::new(9, 1, 1).unwrap_err())),
        ("link".into(), both(link::parse("#foo=1", &[]).unwrap_err())),
        (
            "picture".into(),
            both(
                gametree_engine::files::check_picture_name(std::path::Path::new("x.gif"))
                    .unwrap_err(),
            ),
        ),
    ]
}

#[test]
fn the_engine_s_display_is_one_fixed_english_line_and_people_see_teach_s_words() {
    for (name, said) in samples() {
        let (display_en, say_en) = with_lang(Lang::En, &said);
        let (display_zh, say_zh) = with_lang(Lang::Zh, &said);
        // The library's line: the same in every language, one line, English.
        assert_eq!(display_en, display_zh, "{name}");
        assert!(
            !display_en.is_empty() && !display_en.contains('\n') && display_en.is_ascii(),
            "{name}: {display_en}"
        );
        // People's words follow the language and say more than the library's line.
        assert_ne!(say_en, say_zh, "{name}");
        assert!(!say_zh.is_ascii(), "{name}: {say_zh}");
        assert!(
            say_en.len() >= display_en.len(),
            "{name}: {say_en} / {display_en}"
        );
    }
}
