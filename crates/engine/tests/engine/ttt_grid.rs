//! Tic-tac-toe is the m,n,k-game (3,3,3) under its own name (docs/conventions.md, "Scores and
//! evaluations"). On every position reachable from the empty board the two agree on the rules
//! (whose turn, outcome, moves, move codes, table keys), on what people read (move text,
//! description, board, what a value means) and on move ordering; each is checked against
//! truth written here on a plain array. Only the evaluation at a depth limit differs, and only
//! as docs/conventions.md says: tic-tac-toe counts centre 3 and corners 2, the grid its lines
//! and centre. So full searches agree in value, principal variation and every count, and
//! depth-limited minimax visits the same nodes, each game scoring the leaves its own way.

use crate::support::{TTT_LINES as LINES, ttt_winner};
use gametree_engine::game::{
    Counted, EvalTerm, Evaluate, Game, Grid, GridRules, Player, Present, Rules, TicTacToe,
    ValueMeaning,
};
use gametree_engine::search::{Algorithm, Limits, SearchConfig, Stats, search_bare};
use std::collections::HashMap;

/// The position as a plain array: 0 empty, 1 X, 2 O.
fn array(text: &str) -> [u8; 9] {
    let mut cells = [0; 9];
    for (i, c) in text.chars().enumerate() {
        cells[i] = match c {
            'X' => 1,
            'O' => 2,
            _ => 0,
        };
    }
    cells
}

/// Every position reachable from the empty board, once each, as both games played move by
/// move (so their ply counts from the empty board, as in a search from it).
fn reachable() -> Vec<(TicTacToe, Grid)> {
    fn walk(
        t: &mut TicTacToe,
        g: &mut Grid,
        seen: &mut HashMap<String, u64>,
        out: &mut Vec<(TicTacToe, Grid)>,
    ) {
        if seen.insert(t.describe(), t.key()).is_some() {
            return;
        }
        out.push((*t, *g));
        let mut moves = Vec::new();
        t.moves(&mut moves);
        for m in moves {
            t.play(m);
            g.play(m);
            walk(t, g, seen, out);
            t.undo(m);
            g.undo(m);
        }
    }
    let mut out = Vec::new();
    let mut seen = HashMap::new();
    let mut grid = Grid::new(GridRules::mnk(3, 3, 3).unwrap());
    walk(&mut TicTacToe::new(), &mut grid, &mut seen, &mut out);
    // Different positions have different table keys.
    let mut keys: Vec<u64> = seen.values().copied().collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), seen.len());
    out
}

/// Truth for the end of the game: a line scores ±(10 − marks), a full board 0.
fn outcome(cells: &[u8; 9]) -> Option<i64> {
    let marks = cells.iter().filter(|&&c| c != 0).count() as i64;
    match ttt_winner(cells) {
        Some(1) => Some(10 - marks),
        Some(_) => Some(marks - 10),
        None if marks == 9 => Some(0),
        None => None,
    }
}

/// What X has minus what O has, `f` counting for a side (1 X, 2 O).
fn difference(f: impl Fn(u8) -> i64) -> i64 {
    f(1) - f(2)
}

/// How many lines hold `n` of `side`'s marks and nothing else.
fn lines(cells: &[u8; 9], side: u8, n: usize) -> i64 {
    LINES
        .iter()
        .filter(|l| {
            let mine = l.iter().filter(|&&i| cells[i] == side).count();
            let empty = l.iter().filter(|&&i| cells[i] == 0).count();
            mine == n && mine + empty == 3
        })
        .count() as i64
}

#[test]
fn every_reachable_position_plays_and_reads_the_same() {
    let positions = reachable();
    assert_eq!(positions.len(), 5478, "the positions of tic-tac-toe");
    for (t, g) in &positions {
        let text = t.describe();
        let cells = array(&text);
        assert_eq!(text, g.describe());
        assert_eq!(t.view(), g.view(), "{text}");
        assert_eq!(t.sides(), g.sides());
        assert_eq!(t.key(), g.key(), "{text}");
        let x_to_move =
            cells.iter().filter(|&&c| c == 1).count() == cells.iter().filter(|&&c| c == 2).count();
        assert_eq!(t.to_move(), g.to_move(), "{text}");
        assert_eq!(t.to_move() == Player::Max, x_to_move);
        assert_eq!(t.outcome(), g.outcome(), "{text}");
        assert_eq!(t.outcome(), outcome(&cells), "{text}");
        for value in -10..=10 {
            assert_eq!(t.meaning(value), g.meaning(value), "{text}: {value}");
        }
        let (mut tm, mut gm) = (Vec::new(), Vec::new());
        t.moves(&mut tm);
        g.moves(&mut gm);
        assert_eq!(tm, gm, "{text}");
        let empty: Vec<u8> = (0..9u8).filter(|&c| cells[c as usize] == 0).collect();
        assert_eq!(tm, if t.outcome().is_some() { vec![] } else { empty });
        for &m in &tm {
            let mark = if x_to_move { 'X' } else { 'O' };
            let name = format!("{mark} {}{}", (b'a' + m % 3) as char, m / 3 + 1);
            assert_eq!(t.move_text(m), name);
            assert_eq!(g.move_text(m), name);
            assert_eq!(TicTacToe::move_code(m), Grid::move_code(m));
        }
        for code in 0..12 {
            assert_eq!(
                t.move_from_code(code),
                g.move_from_code(code),
                "{text}: {code}"
            );
        }
        let (mut t_order, mut g_order) = (tm.clone(), tm.clone());
        t_order.sort_by_key(|&m| t.ordering_key(m));
        g_order.sort_by_key(|&m| g.ordering_key(m));
        assert_eq!(t_order, g_order, "{text}");
        // Read back from its text, the position is the same in both games (ply 0 there).
        let (t0, g0) = (
            TicTacToe::from_position(&text).unwrap(),
            Grid::from_position(GridRules::TIC_TAC_TOE, &text).unwrap(),
        );
        assert_eq!(
            (t0.view(), t0.outcome()),
            (g0.view(), g0.outcome()),
            "{text}"
        );
    }
}

#[test]
fn the_evaluations_differ_only_as_spec_says() {
    let mut differ = 0;
    for (t, g) in reachable() {
        let cells = array(&t.describe());
        let on = |of: &[usize], side: u8| of.iter().filter(|&&i| cells[i] == side).count() as i64;
        let centre = difference(|side| on(&[4], side));
        let corners = difference(|side| on(&[0, 2, 6, 8], side));
        let threats = difference(|side| lines(&cells, side, 2));
        let twos = difference(|side| lines(&cells, side, 1));
        // Tic-tac-toe: centre 3, each corner 2 (docs/conventions.md).
        assert_eq!(t.evaluate(), 3 * centre + 2 * corners, "{cells:?}");
        // The grid: lines of K − 1 ×5, of K − 2 ×2, centre ×3 (docs/conventions.md).
        assert_eq!(
            g.evaluate(),
            5 * threats + 2 * twos + 3 * centre,
            "{cells:?}"
        );
        let counted = |terms: Vec<EvalTerm>| {
            terms
                .into_iter()
                .map(|term| term.counted)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            counted(t.evaluation_terms()),
            [Counted::Centre, Counted::Corners]
        );
        assert_eq!(
            counted(g.evaluation_terms()),
            [
                Counted::Lines { marks: 2 },
                Counted::Lines { marks: 1 },
                Counted::Centre
            ]
        );
        differ += usize::from(t.evaluate() != g.evaluate());
    }
    assert!(
        differ > 1000,
        "the two evaluations are not the same function"
    );
}

/// The configurations docs/conventions.md names: minimax, alpha-beta, + ordering, + ordering and TT
/// (and the other searches over the same rules).
fn configurations() -> Vec<SearchConfig> {
    let config = |algorithm, ordering, tt| SearchConfig {
        algorithm,
        ordering,
        tt,
        ..SearchConfig::default()
    };
    vec![
        config(Algorithm::Minimax, false, false),
        config(Algorithm::AlphaBeta, false, false),
        config(Algorithm::AlphaBeta, true, false),
        config(Algorithm::AlphaBeta, true, true),
        config(Algorithm::Pvs, true, false),
        config(Algorithm::Mtdf, true, true),
    ]
}

/// The search's value, best move, line and counts.
fn searched<G: Game>(
    mut game: G,
    config: &SearchConfig,
) -> (i64, Option<G::Move>, Vec<G::Move>, Stats) {
    let r = search_bare(&mut game, config, &Limits::default()).unwrap();
    (
        r.value.int().unwrap(),
        r.best_move,
        r.principal_variation,
        r.stats,
    )
}

#[test]
fn full_searches_agree_in_value_line_and_counts() {
    for config in configurations() {
        let (t, g) = (
            searched(TicTacToe::new(), &config),
            searched(Grid::new(GridRules::TIC_TAC_TOE), &config),
        );
        assert_eq!(t, g, "{config:?}");
        assert_eq!(t.0, 0, "tic-tac-toe is a draw");
    }
    let minimax = &configurations()[0];
    assert_eq!(searched(TicTacToe::new(), minimax).3.nodes_visited, 549_946);
    // From every position with three marks or more, read from its text as `--position` does.
    for (t, _) in reachable() {
        let text = t.describe();
        if text.matches('.').count() > 6 {
            continue;
        }
        let t = TicTacToe::from_position(&text).unwrap();
        let g = Grid::from_position(GridRules::TIC_TAC_TOE, &text).unwrap();
        for config in configurations() {
            assert_eq!(
                searched(t, &config),
                searched(g, &config),
                "{text}: {config:?}"
            );
        }
    }
}

#[test]
fn depth_limited_minimax_visits_the_same_nodes_and_scores_the_leaves_its_own_way() {
    // From every position with two marks or more, as reached from the empty board.
    let mut differ = 0;
    for (mut t, mut g) in reachable() {
        let text = t.describe();
        if text.matches('.').count() > 7 {
            continue;
        }
        for depth in 1..=2 {
            let config = SearchConfig {
                algorithm: Algorithm::Minimax,
                depth: Some(depth),
                ..SearchConfig::default()
            };
            let (tv, _, _, ts) = searched(t, &config);
            let (gv, _, _, gs) = searched(g, &config);
            assert_eq!(ts, gs, "{text} depth {depth}: the same nodes");
            assert_eq!(tv, limited(&mut t, depth), "{text} depth {depth}");
            assert_eq!(gv, limited(&mut g, depth), "{text} depth {depth}");
            differ += usize::from(tv != gv);
        }
    }
    assert!(differ > 100, "the leaves are scored differently");
}

/// Depth-limited minimax from the definition: the outcome where the game is over, the game's
/// own evaluation at the limit.
fn limited<G: Game>(game: &mut G, depth: u32) -> i64 {
    if let Some(v) = game.outcome() {
        return v;
    }
    if depth == 0 {
        return game.evaluate();
    }
    let mut moves = Vec::new();
    game.moves(&mut moves);
    let mut values = Vec::new();
    for m in moves {
        game.play(m);
        values.push(limited(game, depth - 1));
        game.undo(m);
    }
    let best = match game.to_move() {
        Player::Max => values.into_iter().max(),
        Player::Min => values.into_iter().min(),
    };
    best.expect("a game that goes on has moves")
}

#[test]
fn a_value_means_the_same_in_both() {
    let t = TicTacToe::new();
    assert_eq!(
        t.meaning(7),
        Some(ValueMeaning::Win {
            winner: Player::Max,
            moves: Some(3)
        })
    );
    assert_eq!(t.meaning(7), Grid::new(GridRules::TIC_TAC_TOE).meaning(7));
}
