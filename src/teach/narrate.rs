//! Narration: every step of a search explained in one plain sentence, with the numbers, the
//! way a teacher would say it at the board ("MIN node C got 2 from its first child …").

use super::words::{capitalise, ordinal, plural, show_bounded as bounded};
use crate::game::{Player, PositionView};
use crate::search::Bound;
use crate::trace::{EventKind, NodeId, NodeState, Playback, Status, Trace, flags, show_value};

/// "MAX node B", "MIN node after X c2", "the root (MAX)".
pub fn who(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let name = trace.node_name(id);
    let tree = matches!(trace.game.view(&[]), PositionView::Tree { .. });
    if tree && n.has(flags::TERMINAL) {
        return format!("leaf {name}");
    }
    if trace.parent(id).is_none() {
        match trace.game.view(&[]) {
            PositionView::Tree { label } => format!("the root {label} ({})", n.player.name()),
            _ => format!("the root ({})", n.player.name()),
        }
    } else {
        format!("{} node {name}", n.player.name())
    }
}

/// The sentence for the step `playback` is at.
pub fn narrate(playback: &Playback) -> String {
    let trace = playback.trace();
    let Some(event) = playback.event() else {
        let root = trace.iterations.first().map(|it| it.root);
        return match root {
            Some(r) => format!(
                "Ready: {} will search from {}. Press → to take the first step.",
                trace.config.algorithm.title(),
                who(trace, r)
            ),
            None => "Nothing was recorded.".into(),
        };
    };
    let id = event.node;
    let n = trace.node(id);
    let ab = trace.is_alphabeta();
    match event.kind {
        EventKind::Iteration => {
            let it = &trace.iterations[trace.iteration_at(playback.step() - 1)];
            let number = trace.iteration_at(playback.step() - 1) + 1;
            match it.depth_limit {
                Some(d) => format!(
                    "Iteration {number} of iterative deepening: search again from the root, this time {} deep.",
                    plural(d as usize, "move", "moves")
                ),
                None => format!("Iteration {number}: search again from the root."),
            }
        }
        EventKind::Enter => enter_sentence(trace, id, ab),
        EventKind::Leaf => leaf_sentence(trace, id),
        EventKind::TtHit => format!(
            "The transposition table already knows this position: {} is {} without searching again.",
            who(trace, id),
            bounded(n.value().unwrap_or(0), n.bound)
        ),
        EventKind::Backup => backup_sentence(playback, id, ab),
        EventKind::Cutoff => cutoff_sentence(playback, id),
        EventKind::Exit => match trace.pass_number(trace.iteration_at(playback.step() - 1)) {
            Some(_) if trace.parent(id).is_none() && !playback.at_end() => {
                super::null_window::pass_exit_sentence(
                    trace,
                    id,
                    trace.iteration_at(playback.step() - 1),
                )
            }
            _ => super::null_window::test_exit_sentence(trace, id)
                .unwrap_or_else(|| exit_sentence(trace, id, playback.at_end())),
        },
        EventKind::Pass => super::null_window::pass_sentence(playback, id),
        EventKind::Research => super::null_window::research_sentence(playback, id),
    }
}

/// What the negamax view changes, said beside the step's sentence: values from the side to
/// move, MIN's signs flipped, the same search; with the focused node's value both ways.
pub fn negamax_note(playback: &Playback) -> String {
    let trace = playback.trace();
    let id = playback.focus();
    let n = trace.node(id);
    let here = match playback.state(id) {
        NodeState::Done { value, bound } if n.player == Player::Min => {
            let (v, b) = crate::trace::side_view(n.player, value, bound);
            format!(
                " Here MIN node {}'s {} reads {} from MIN's side.",
                trace.node_name(id),
                bounded(value, bound),
                bounded(v, b)
            )
        }
        NodeState::Active { alpha, beta, .. }
            if n.player == Player::Min && trace.is_alphabeta() =>
        {
            let (a, b) = crate::trace::side_window(n.player, (alpha, beta));
            format!(
                " Here MIN's window (α, β) = ({}, {}) reads ({}, {}) from MIN's side.",
                show_value(alpha),
                show_value(beta),
                show_value(a),
                show_value(b)
            )
        }
        _ => String::new(),
    };
    format!(
        "Negamax view: every value is shown from the side to move at its node, so every node takes the highest value of its children negated; MIN's values flip sign and its window (α, β) becomes (−β, −α). The search and its steps are exactly the same.{here}"
    )
}

fn enter_sentence(trace: &Trace, id: NodeId, ab: bool) -> String {
    let n = trace.node(id);
    let window = if ab {
        format!(
            " with window α = {}, β = {}",
            show_value(n.alpha),
            show_value(n.beta)
        )
    } else {
        String::new()
    };
    let aim = match n.player {
        Player::Max => "MAX picks the highest value of its children",
        Player::Min => "MIN picks the lowest value of its children",
    };
    let order = if n.has(flags::REORDERED) {
        " Move ordering tries its most promising children first."
    } else {
        ""
    };
    let window = window + &super::null_window::window_reason(trace, id);
    match trace.parent(id) {
        None => format!("Start at {}{window}: {aim}.{order}", who(trace, id)),
        Some(p) => {
            let mv = trace.move_text(id).unwrap_or_default();
            let via = match trace.game.view(&[]) {
                PositionView::Tree { .. } => String::new(),
                _ => format!(" by playing {mv}"),
            };
            format!(
                "Go down from {} to {}{via}{window}.{order}",
                trace.node_name(p),
                who(trace, id)
            )
        }
    }
}

fn leaf_sentence(trace: &Trace, id: NodeId) -> String {
    let n = trace.node(id);
    let v = n.value().unwrap_or(0);
    let codes = trace.move_codes(id);
    if n.has(flags::HEURISTIC) {
        let terms = trace.game.evaluation_terms(&codes);
        if terms.is_empty() {
            return format!(
                "The depth limit is reached at {}: the evaluation function scores it {v}.",
                trace.node_name(id)
            );
        }
        return format!(
            "The depth limit is reached at {}: the game goes on, so its value is estimated by the evaluation: {}.",
            trace.node_name(id),
            estimate_words(&terms, v)
        );
    }
    match trace.game.view(&codes) {
        PositionView::Grid { rules, .. } => {
            let (k, top) = (rules.k, rules.cells() as i64 + 1);
            match v.signum() {
                1 => format!(
                    "X has {k} in a row: the game is over, X wins, scoring {top} − {} moves = {v}.",
                    top - v
                ),
                -1 => format!(
                    "O has {k} in a row: the game is over, O wins, scoring −({top} − {} moves) = {v}.",
                    top + v
                ),
                _ => format!("The board is full with no {k} in a row: a draw, scoring 0."),
            }
        }
        PositionView::Bones { .. } => format!(
            "No bones are left: {} cannot move and loses, so the value is {v}.",
            n.player.name()
        ),
        _ => format!(
            "Leaf {} has the value {v}: nothing to search below it.",
            trace.node_name(id)
        ),
    }
}

fn backup_sentence(playback: &Playback, child: NodeId, ab: bool) -> String {
    let trace = playback.trace();
    let Some(parent) = trace.parent(child) else {
        return String::new();
    };
    let p = trace.node(parent);
    let v = trace.node(child).value().unwrap_or(0);
    let mut before = playback.clone();
    before.back();
    let old = before.best_so_far(parent);
    let rank = trace
        .tree
        .children(parent)
        .filter(|&c| trace.node(c).exit_step <= trace.node(child).exit_step)
        .count();
    let child_bound = trace.node(child).bound;
    let got = format!(
        "{} got {} from its {} child{}",
        capitalise(&who(trace, parent)),
        bounded(v, child_bound),
        ordinal(rank),
        match trace.game.view(&[]) {
            PositionView::Tree { .. } => format!(" ({})", who(trace, child)),
            _ => String::new(),
        }
    );
    let improved = old.is_none_or(|o| p.player.prefers(v, o));
    let best_now = if improved { v } else { old.unwrap_or(v) };
    let mut s = if improved {
        format!("{got}: its best so far is now {}", show_value(v))
    } else {
        let than = match p.player {
            Player::Max => "higher",
            Player::Min => "lower",
        };
        format!(
            "{got}: not {than} than {}, so its best stays {}",
            show_value(best_now),
            show_value(best_now)
        )
    };
    if ab && let NodeState::Active { alpha, beta, .. } = playback.state(parent) {
        let (old_alpha, old_beta) = match before.state(parent) {
            NodeState::Active { alpha, beta, .. } => (alpha, beta),
            _ => (alpha, beta),
        };
        match p.player {
            Player::Max if alpha != old_alpha => {
                s += &format!(
                    ", so α rises from {} to {}",
                    show_value(old_alpha),
                    show_value(alpha)
                )
            }
            Player::Min if beta != old_beta => {
                s += &format!(
                    ", so β falls from {} to {}",
                    show_value(old_beta),
                    show_value(beta)
                )
            }
            _ => {}
        }
        if alpha >= beta {
            s += &format!(
                " — now α = {} ≥ β = {}",
                show_value(alpha),
                show_value(beta)
            );
        }
    }
    s + "."
}

fn cutoff_sentence(playback: &Playback, id: NodeId) -> String {
    let trace = playback.trace();
    let n = trace.node(id);
    let step = (playback.step() - 1) as u32;
    let pruned = trace
        .tree
        .children(id)
        .filter(|&c| trace.node(c).status == Status::Pruned && trace.node(c).enter_step == step)
        .count();
    let (alpha, beta) = match playback.state(id) {
        NodeState::Active { alpha, beta, .. } => (alpha, beta),
        _ => (n.alpha, n.beta),
    };
    let rest = if pruned == 1 {
        "its other child is pruned".to_string()
    } else {
        format!("its other {pruned} children are pruned")
    };
    let name = trace.node_name(id);
    // A tree node has a name to choose; a game position is reached by a move.
    let (choose, allow) = match trace.game.view(&[]) {
        PositionView::Tree { .. } => (format!("choose {name}"), format!("allow {name}")),
        _ => (
            "let the game get here".to_string(),
            "let the game get here".to_string(),
        ),
    };
    match n.player {
        Player::Min => format!(
            "Cutoff at MIN node {name}: its value can only be ≤ {b}, but MAX already has α = {a} elsewhere, so MAX will never {choose}: {rest} (α ≥ β).",
            a = show_value(alpha),
            b = show_value(beta)
        ),
        Player::Max => format!(
            "Cutoff at MAX node {name}: its value can only be ≥ {a}, but MIN already holds MAX to β = {b} elsewhere, so MIN will never {allow}: {rest} (α ≥ β).",
            a = show_value(alpha),
            b = show_value(beta)
        ),
    }
}

fn exit_sentence(trace: &Trace, id: NodeId, at_end: bool) -> String {
    let n = trace.node(id);
    let v = n.value().unwrap_or(0);
    if trace.parent(id).is_none() && at_end {
        let best = trace
            .outcome
            .best_move
            .as_deref()
            .map(|m| format!("; the best move is {m}"))
            .unwrap_or_default();
        return format!(
            "The search is over: the root's value is {}{best}. {} visited, {}.",
            show_value(v),
            plural(trace.outcome.stats.nodes_visited as usize, "node", "nodes"),
            plural(trace.outcome.stats.cutoffs as usize, "cutoff", "cutoffs")
        );
    }
    let why = if n.has(flags::CUTOFF) {
        "it was cut short, so only this bound is known"
    } else if n.bound == Bound::Upper {
        "no child reached above α, so MAX higher up will not come here and the exact value does not matter"
    } else {
        "no child fell below β, so MIN higher up will not come here and the exact value does not matter"
    };
    let how = match n.bound {
        Bound::Exact => format!("its value is {}", show_value(v)),
        Bound::Lower => format!("its value is at least {} ({why})", show_value(v)),
        Bound::Upper => format!("its value is at most {} ({why})", show_value(v)),
    };
    let what = if n.has(flags::TERMINAL) || n.has(flags::HEURISTIC) || n.has(flags::TT_HIT) {
        "done"
    } else {
        "finished"
    };
    format!("{} is {what}: {how}.", capitalise(&who(trace, id)))
}

/// An estimate with its terms: "3 × (1 − 0) for marks in the centre + 2 × (1 − 2) for marks
/// in corners = 1", each term weight × (MAX's count − MIN's count).
pub fn estimate_words(terms: &[crate::game::EvalTerm], value: i64) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|t| format!("{} × ({} − {}) for {}", t.weight, t.max, t.min, t.name))
        .collect();
    format!("{} = {value}", parts.join(" + "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use std::sync::Arc;

    fn aima() -> Playback {
        Playback::new(Arc::new(Scenario::default().record(None).unwrap()))
    }

    /// The step right after the event of `kind` on the node named `name`.
    fn seek_to(pb: &mut Playback, kind: EventKind, name: &str) {
        let t = pb.trace().clone();
        let i = t
            .events()
            .position(|e| e.kind == kind && t.node_name(e.node) == name)
            .unwrap();
        pb.seek(i + 1);
    }

    #[test]
    fn the_aima_cutoff_names_c_its_bound_and_the_rule() {
        let mut pb = aima();
        seek_to(&mut pb, EventKind::Cutoff, "C");
        let s = narrate(&pb);
        assert!(s.contains("MIN node C"), "{s}");
        assert!(s.contains("≤ 2") && s.contains("α = 3"), "{s}");
        assert!(
            s.contains("2 children are pruned") && s.contains("α ≥ β"),
            "{s}"
        );
    }

    #[test]
    fn backups_say_how_alpha_and_beta_move() {
        let mut pb = aima();
        seek_to(&mut pb, EventKind::Backup, "B");
        let s = narrate(&pb);
        assert!(
            s.contains("got 3 from its first child (MIN node B)")
                && s.contains("α rises from -∞ to 3"),
            "{s}"
        );
        seek_to(&mut pb, EventKind::Backup, "12");
        let s = narrate(&pb);
        assert!(
            s.contains("MIN node B got 12") && s.contains("not lower than 3"),
            "{s}"
        );
    }

    #[test]
    fn game_cutoffs_speak_of_positions_and_count_children_right() {
        let s = Scenario {
            game: crate::scenario::GameChoice::TicTacToe {
                position: "XO..X...O".into(),
            },
            ..Scenario::default()
        };
        let trace = Arc::new(s.record(None).unwrap());
        let mut pb = Playback::new(trace.clone());
        let mut seen = 0;
        while pb.next_cutoff() {
            let cut = pb.event().unwrap().node;
            let pruned = trace
                .tree
                .children(cut)
                .filter(|&c| trace.node(c).status == Status::Pruned)
                .count();
            let text = narrate(&pb);
            assert!(text.contains("let the game get here"), "{text}");
            if pruned == 1 {
                assert!(text.contains("its other child is pruned"), "{text}");
            } else {
                assert!(
                    text.contains(&format!("its other {pruned} children are pruned")),
                    "{text}"
                );
            }
            seen += 1;
        }
        assert_eq!(seen as u64, trace.outcome.stats.cutoffs);
    }

    #[test]
    fn the_last_step_gives_the_answer() {
        let mut pb = aima();
        pb.seek(pb.len());
        let s = narrate(&pb);
        assert!(
            s.contains("root's value is 3") && s.contains("best move is B"),
            "{s}"
        );
    }

    #[test]
    fn every_step_has_a_sentence() {
        let bones = Scenario {
            game: crate::scenario::GameChoice::Bones {
                bones: 5,
                max_take: 3,
            },
            config: crate::search::SearchConfig {
                iterative: true,
                tt: true,
                ..Default::default()
            },
            ..Scenario::default()
        };
        for scenario in [Scenario::default(), bones] {
            let mut pb = Playback::new(Arc::new(scenario.record(None).unwrap()));
            while pb.forward() {
                assert!(narrate(&pb).len() > 10);
            }
        }
    }
}
