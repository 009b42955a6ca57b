//! Titles are made from what was searched, when they are shown, in the language in force: the
//! same recording reads in English or Chinese, a program's own game keeps its name, a trace
//! file's title stays as it was written, and the chance searches and exercise trees have theirs.

use gametree_engine::exercises::ExerciseSet;
use gametree_engine::scenario::{CustomGame, ExampleTree, GameChoice, Scenario, TreeName};
use gametree_engine::search::mcts::MctsOptions;
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::Searched;
use gametree_teach::i18n::{Lang, with_lang};
use gametree_teach::titles::{
    algorithm_title, game_title, scenario_title, search_title, searched_title, trace_title,
    tree_title,
};

#[test]
fn a_recording_s_title_follows_the_language_shown() {
    let trace = Scenario::default().record(None).unwrap();
    assert_eq!(trace.searched.scenario(), Some(&Scenario::default()));
    assert_eq!(
        with_lang(Lang::En, || trace_title(&trace)),
        "tree AIMA figure 5.2 — alpha-beta"
    );
    assert_eq!(
        with_lang(Lang::Zh, || trace_title(&trace)),
        "树 AIMA 图 5.2 — Alpha-Beta 剪枝"
    );
}

#[test]
fn searches_are_named_with_their_options() {
    let config = SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ordering: true,
        tt: true,
        iterative: true,
        aspiration: Some(2),
        depth: Some(3),
        ..SearchConfig::default()
    };
    assert_eq!(
        search_title(&config),
        "alpha-beta + ordering + TT + iterative deepening + aspiration ±2, depth ≤ 3"
    );
    assert_eq!(algorithm_title(Algorithm::Pvs), "PVS");
    assert_eq!(algorithm_title(Algorithm::Mtdf), "MTD(f)");
    let bones = Scenario {
        game: GameChoice::Bones {
            bones: 7,
            max_take: 3,
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    assert_eq!(scenario_title(&bones), "bones n=7, take 1–3 — minimax");
    let c4 = Scenario {
        game: GameChoice::ConnectFour {
            moves: "4453".into(),
            position: None,
        },
        ..Scenario::default()
    };
    assert_eq!(game_title(&c4), "Connect Four after 4453");
}

#[test]
fn a_program_s_game_and_a_trace_file_keep_their_own_names() {
    #[derive(Clone)]
    struct Two(u32);
    impl gametree_engine::Rules for Two {
        type Move = u32;
        fn to_move(&self) -> gametree_engine::Player {
            gametree_engine::Player::Max
        }
        fn moves(&self, out: &mut Vec<u32>) {
            if self.0 == 0 {
                out.push(1);
            }
        }
        fn play(&mut self, _: u32) {
            self.0 += 1;
        }
        fn undo(&mut self, _: u32) {
            self.0 -= 1;
        }
        fn outcome(&self) -> Option<i64> {
            (self.0 > 0).then_some(1)
        }
        fn move_code(m: u32) -> u32 {
            m
        }
        fn describe(&self) -> String {
            self.0.to_string()
        }
    }
    impl gametree_engine::Evaluate for Two {}
    impl gametree_engine::Present for Two {}
    let coins = Scenario {
        game: GameChoice::Custom(CustomGame::new("coins", Two(0))),
        config: SearchConfig {
            tt: true,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let trace = coins.record(None).unwrap();
    assert_eq!(
        with_lang(Lang::Zh, || trace_title(&trace)),
        "coins — Alpha-Beta 剪枝 + 置换表"
    );
    // A recording a program named, or a trace file read back: the title as it is, in any
    // language.
    let named = gametree_engine::record_game(
        Two(0),
        &SearchConfig::default(),
        100,
        None,
        "Nim 1-2-3".into(),
    )
    .unwrap();
    assert_eq!(with_lang(Lang::Zh, || trace_title(&named)), "Nim 1-2-3");
    let mut json = Vec::new();
    let written = with_lang(Lang::Zh, || trace_title(&trace));
    gametree_engine::trace::json::write_json(&trace, &written, &mut json).unwrap();
    let back = gametree_engine::trace::json_read::read_json(&json[..]).unwrap();
    assert_eq!(back.searched, Searched::Titled(written.clone()));
    assert_eq!(
        with_lang(Lang::En, || searched_title(&back.searched)),
        written
    );
}

#[test]
fn chance_searches_and_exercise_trees_have_titles_of_their_own() {
    let dice = Scenario {
        game: GameChoice::Dice { target: 6 },
        ..Scenario::default()
    };
    let ex = Scenario {
        config: SearchConfig {
            algorithm: Algorithm::Expectiminimax,
            depth: Some(3),
            ..SearchConfig::default()
        },
        ..dice.clone()
    };
    let trace = ex.record(None).unwrap();
    assert_eq!(trace.searched.scenario(), Some(&ex));
    assert_eq!(
        trace_title(&trace),
        "dice race to 6 — expectiminimax, depth ≤ 3"
    );
    let mcts = Scenario {
        config: SearchConfig {
            algorithm: Algorithm::Mcts,
            mcts: MctsOptions {
                iterations: 10,
                ..MctsOptions::default()
            },
            ..SearchConfig::default()
        },
        ..dice
    };
    assert_eq!(
        trace_title(&mcts.record(None).unwrap()),
        "dice race to 6 — MCTS (UCT), 10 iterations, seed 1"
    );
    let set = ExerciseSet::new(2, 7, 3).unwrap();
    let third = &set.exercises()[2].scenario;
    let GameChoice::Tree {
        source: gametree_engine::scenario::TreeSource::Text { name, .. },
        ..
    } = &third.game
    else {
        panic!("an exercise is a tree");
    };
    assert_eq!(tree_title(name), "level 2, seed 7, tree 3");
    assert_eq!(
        with_lang(Lang::Zh, || tree_title(name)),
        "级别 2，种子 7，第 3 棵树"
    );
    assert_eq!(
        tree_title(&TreeName::Random { seed: 7 }),
        "random tree, seed 7"
    );
    assert_eq!(
        tree_title(&TreeName::Example(ExampleTree::Wikipedia)),
        "Wikipedia's alpha-beta tree"
    );
    assert_eq!(
        with_lang(Lang::Zh, || tree_title(&TreeName::Example(
            ExampleTree::Aima
        ))),
        "AIMA 图 5.2"
    );
}
