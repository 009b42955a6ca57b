//! The library's own promises (issue 9): the best line found by node identity and carried
//! through the transposition table to the end of the game, searches safe on any thread,
//! trace files read with a size cap, and a program's own game run through a scenario.

use gametree_engine::compare::{compare, standard_configurations};
use gametree_engine::game::{Evaluate, Player, Present, Rules, TicTacToe};
use gametree_engine::scenario::{CustomGame, GameChoice, Scenario, TreeSource};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::json_read::{MAX_TRACE_BYTES, TraceFileError, read_json_file};

fn ttt(position: &str, config: SearchConfig) -> Scenario {
    Scenario {
        game: GameChoice::TicTacToe {
            position: position.into(),
        },
        config,
        ..Scenario::default()
    }
}

/// Plays `line` (move texts) from `position` by the rules, returning the position reached.
fn play_line(position: &str, line: &[String]) -> TicTacToe {
    let mut g = TicTacToe::from_position(position).unwrap();
    for text in line {
        let mut moves = Vec::new();
        g.moves(&mut moves);
        let m = moves
            .into_iter()
            .find(|&m| g.move_text(m) == *text)
            .unwrap_or_else(|| panic!("{text} is not legal in {}", g.describe()));
        g.play(m);
    }
    g
}

#[test]
fn the_best_line_goes_on_through_the_table_to_the_end_of_the_game() {
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        for (ordering, iterative) in [(false, false), (true, false), (true, true)] {
            let config = SearchConfig {
                algorithm,
                tt: true,
                ordering,
                iterative,
                ..SearchConfig::default()
            };
            for position in [".........", "X...O....", "XO..X...O"] {
                let s = ttt(position, config.clone());
                let o = s.run_bare().unwrap();
                let end = play_line(position, &o.principal_variation);
                // The line ends the game, with the score the search promised.
                assert_eq!(
                    end.outcome(),
                    o.root_value.int(),
                    "{position} {config:?}: line {:?} ends in {}",
                    o.principal_variation,
                    end.describe()
                );
                let recorded = s.record(None).unwrap();
                assert_eq!(recorded.outcome.principal_variation, o.principal_variation);
            }
        }
    }
    // The empty board is a draw: the line fills all nine cells.
    let config = SearchConfig {
        algorithm: Algorithm::Minimax,
        tt: true,
        ..SearchConfig::default()
    };
    let o = ttt(".........", config).run_bare().unwrap();
    assert_eq!(
        o.principal_variation.len(),
        9,
        "{:?}",
        o.principal_variation
    );
}

#[test]
fn with_a_depth_limit_the_table_line_stops_at_the_limit() {
    let config = SearchConfig {
        algorithm: Algorithm::AlphaBeta,
        tt: true,
        depth: Some(3),
        ..SearchConfig::default()
    };
    let o = ttt(".........", config).run_bare().unwrap();
    assert_eq!(
        o.principal_variation.len(),
        3,
        "{:?}",
        o.principal_variation
    );
}

#[test]
fn siblings_with_the_same_label_do_not_confuse_the_best_line() {
    // Both MIN children are called "x"; the second is worth more (5 > 1).
    let json = r#"[{"label":"x","children":[1,2]},{"label":"x","children":[5,6]}]"#;
    let s = Scenario {
        game: GameChoice::Tree {
            source: TreeSource::Text {
                name: "twins".into(),
                json: json.into(),
            },
            min_root: false,
        },
        config: SearchConfig {
            algorithm: Algorithm::Minimax,
            ..SearchConfig::default()
        },
        ..Scenario::default()
    };
    let trace = s.record(None).unwrap();
    assert_eq!(trace.outcome.root_value, 5);
    let line = trace.principal_line();
    assert_eq!(line.len(), 3);
    assert_eq!(trace.node(line[1]).child_index, 1, "the second x");
    assert_eq!(trace.node(line[1]).value(), Some(5));
    assert_eq!(trace.node(line[2]).value(), Some(5));
}

#[test]
fn compare_is_safe_on_a_thread_with_a_small_stack() {
    // A heap of 1,000 taken one at a time: 1,000 plies deep, far more than 128 KB of stack.
    let s = Scenario {
        game: GameChoice::Bones {
            bones: 1000,
            max_take: 1,
        },
        ..Scenario::default()
    };
    let configs = standard_configurations(None);
    let cmp = std::thread::Builder::new()
        .stack_size(128 << 10)
        .spawn(move || compare(&s, &configs, None).unwrap())
        .unwrap()
        .join()
        .unwrap();
    // 1,000 is even: the player to move loses (every take is forced).
    for row in &cmp.rows {
        assert_eq!(
            row.result.as_ref().unwrap().root_value,
            -1,
            "{:?}",
            row.config
        );
    }
}

#[test]
fn trace_files_are_read_with_a_size_cap() {
    // The cap is 1 GiB; the reader's refusal at a cap is checked with small caps by the
    // engine's unit tests (`src/tests/trace_read_cap.rs`). A file already over it is refused
    // before a byte is read: a sparse file one byte over the cap.
    assert_eq!(MAX_TRACE_BYTES >> 20, 1024);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.json");
    std::fs::File::create(&path)
        .unwrap()
        .set_len(MAX_TRACE_BYTES + 1)
        .unwrap();
    let err = read_json_file(&path)
        .err()
        .expect("an oversized file is refused");
    assert!(
        matches!(&err, TraceFileError::InFile { error, .. }
            if matches!(**error, TraceFileError::TooLarge { limit } if limit == MAX_TRACE_BYTES)),
        "{err:?}"
    );
}

/// Take 1 or 2 from a row of coins; whoever takes the last coin wins.
#[derive(Clone)]
struct Coins {
    left: u32,
    ply: u32,
}

impl Rules for Coins {
    type Move = u32;
    fn to_move(&self) -> Player {
        if self.ply.is_multiple_of(2) {
            Player::Max
        } else {
            Player::Min
        }
    }
    fn moves(&self, out: &mut Vec<u32>) {
        out.extend((1..=2).filter(|&k| k <= self.left));
    }
    fn play(&mut self, k: u32) {
        self.left -= k;
        self.ply += 1;
    }
    fn undo(&mut self, k: u32) {
        self.left += k;
        self.ply -= 1;
    }
    fn outcome(&self) -> Option<i64> {
        // The player to move faces no coins: the other one took the last.
        (self.left == 0).then(|| if self.to_move() == Player::Max { -1 } else { 1 })
    }
    fn move_code(k: u32) -> u32 {
        k
    }
    fn describe(&self) -> String {
        format!("{} coins", self.left)
    }
}
impl Evaluate for Coins {}
impl Present for Coins {}

#[test]
fn a_programs_own_game_runs_through_a_scenario_with_the_defaults_of_game() {
    for n in 1..=12 {
        let s = Scenario {
            game: GameChoice::Custom(CustomGame::new("coins", Coins { left: n, ply: 0 })),
            config: SearchConfig {
                tt: true,
                ..SearchConfig::default()
            },
            ..Scenario::default()
        };
        let trace = s.record(None).unwrap();
        // Theory: the player to move loses exactly on multiples of 3.
        let expected = if n % 3 == 0 { -1 } else { 1 };
        assert_eq!(trace.outcome.root_value, expected, "{n} coins");
        // The recording stores what was searched (the program's game under its name).
        assert_eq!(trace.searched.scenario(), Some(&s));
        // The default move_text and describe name the nodes.
        if let Some(best) = &trace.outcome.best_move {
            assert!(best == "1" || best == "2", "{best}");
        }
        assert_eq!(trace.game.describe(&[]), format!("{n} coins"));
    }
}
