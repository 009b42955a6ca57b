//! Narration's tests: sentences checked against the steps they describe.

use super::*;
use crate::Say;
use gametree_engine::scenario::Scenario;
use std::sync::Arc;

fn aima() -> Playback {
    Playback::new(Arc::new(Scenario::default().record(None).unwrap()))
}

/// The step right after the event of `kind` on the node named `name`.
fn seek_to(pb: &mut Playback, kind: EventKind, name: &str) {
    let t = pb.trace().clone();
    let i = t
        .events()
        .position(|e| e.kind == kind && t.node_name(e.node).say() == name)
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
        s.contains("2 children are pruned") && s.contains("α\u{a0}≥\u{a0}β"),
        "{s}"
    );
}

#[test]
fn backups_say_how_alpha_and_beta_move() {
    let mut pb = aima();
    seek_to(&mut pb, EventKind::Backup, "B");
    let s = narrate(&pb);
    assert!(
        s.contains("got 3 from its first child (MIN node B)") && s.contains("α rises from -∞ to 3"),
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
        game: gametree_engine::scenario::GameChoice::TicTacToe {
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
        game: gametree_engine::scenario::GameChoice::Bones {
            bones: 5,
            max_take: 3,
        },
        config: gametree_engine::search::SearchConfig {
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
