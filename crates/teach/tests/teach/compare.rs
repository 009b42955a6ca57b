//! Compare mode in words: the comparison and the depth table as text tables, naming every
//! configuration and column, a row's error in its row, the game's title above.

use gametree_engine::compare::{compare, depth_table, standard_configurations};
use gametree_engine::scenario::{GameChoice, Scenario};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_teach::compare_words::{
    comparison_text, configuration_name, depth_table_headings, depth_table_text,
};
use gametree_teach::titles::game_title;

fn scenario(game: GameChoice) -> Scenario {
    Scenario {
        game,
        ..Scenario::default()
    }
}

/// The table names every configuration and ends with the nodes each visited at each depth.
#[test]
fn a_comparison_reads_as_a_table_of_every_configuration() {
    for s in [
        Scenario::default(),
        scenario(GameChoice::Bones {
            bones: 8,
            max_take: 3,
        }),
    ] {
        let cmp = compare(&s, &standard_configurations(None), None).unwrap();
        let text = comparison_text(&cmp);
        println!("{text}");
        for row in &cmp.rows {
            assert!(text.contains(&configuration_name(&row.config)), "{text}");
        }
        assert!(text.contains("Nodes visited by depth"));
        assert!(text.contains(&game_title(&s)), "{text}");
    }
}

/// A row over the node budget says so in its row; the others still show their numbers.
#[test]
fn a_budget_error_is_said_in_its_row() {
    let s = Scenario {
        max_nodes: 100_000,
        ..scenario(GameChoice::TicTacToe {
            position: ".........".into(),
        })
    };
    let cmp = compare(&s, &standard_configurations(None), None).unwrap();
    let text = comparison_text(&cmp);
    assert!(
        text.contains("error: the search would visit more than 100000 nodes"),
        "{text}"
    );
    println!("{text}");
}

/// A configuration is named as titles name a search; the comparison's game by its title.
#[test]
fn configurations_and_games_are_named_as_titles_name_them() {
    let only = [SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        ordering: true,
        ..SearchConfig::default()
    }];
    let cmp = compare(&Scenario::default(), &only, None).unwrap();
    assert_eq!(
        configuration_name(&cmp.rows[0].config),
        "alpha-beta + ordering"
    );
    assert_eq!(game_title(&cmp.scenario), "tree AIMA figure 5.2");
}

/// The depth table's text has its headings, one line per depth and the game's title.
#[test]
fn a_depth_table_reads_as_a_table() {
    let s = scenario(GameChoice::TicTacToe {
        position: "X...O....".into(),
    });
    let table = depth_table(&s, 1..=3, None).unwrap();
    let text = depth_table_text(&table);
    for h in depth_table_headings() {
        assert!(text.contains(&h), "{text}");
    }
    assert!(text.contains("tic-tac-toe X...O...."), "{text}");
    assert_eq!(text.lines().count(), 2 + 1 + 3, "{text}");
}

/// Issue 36: a time has the same unit and digits in both languages ("0.42 µs", "0.42 微秒"),
/// never microseconds in English and a long run of zeros in milliseconds in Chinese.
#[test]
fn a_time_has_the_same_unit_and_digits_in_both_languages() {
    use gametree_teach::compare_words::show_time;
    use gametree_teach::i18n::{Lang, with_lang};
    use std::time::Duration;
    let cases = [
        (Duration::from_nanos(420), "0.42 µs", "0.42 微秒"),
        (Duration::from_nanos(420_000), "420.0 µs", "420.0 微秒"),
        (Duration::from_micros(12_300), "12.3 ms", "12.3 毫秒"),
        (Duration::from_millis(1_250), "1.25 s", "1.25 秒"),
    ];
    for (t, en, zh) in cases {
        assert_eq!(with_lang(Lang::En, || show_time(t)), en);
        assert_eq!(with_lang(Lang::Zh, || show_time(t)), zh);
    }
}
