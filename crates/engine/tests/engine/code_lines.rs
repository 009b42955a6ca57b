//! Which lines each step runs (`trace::code_lines`) under MTD(f) in both styles: every pass
//! starts at its `β ←` line and ends at the bound's update, every inner node probes the table
//! (and, unless the table answered, starts its best value) and stores in it, and in AIMA's style with memory a cut breaks out of the loop to store
//! before it returns (without the table, AIMA's cut is its own `return v`).

use crate::support::{config, record_tree};
use gametree_engine::search::{Algorithm, SearchConfig};
use gametree_engine::trace::code_lines::{CodeLines, Line, Style};
use gametree_engine::trace::{EventKind, Trace, flags};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The lines the exit of a node cut short runs, for every cutoff in `trace`.
fn after_cuts(trace: &Trace, lines: &CodeLines) -> Vec<Vec<Line>> {
    trace
        .events()
        .enumerate()
        .filter(|(_, e)| e.kind == EventKind::Exit && trace.tree.flags(e.node) & flags::CUTOFF != 0)
        .map(|(k, _)| lines.at(k).iter().map(|&(l, _)| l).collect())
        .collect()
}

#[test]
fn mtdf_passes_probe_and_store_in_both_styles() {
    let trace = record_tree(AIMA, false, config(Algorithm::Mtdf));
    for style in [Style::Single, Style::Aima] {
        let lines = CodeLines::of(&trace, style);
        assert_eq!(lines.steps(), trace.event_count());
        let mut passes = 0;
        for (k, e) in trace.events().enumerate() {
            let at: Vec<Line> = lines.at(k).iter().map(|&(l, _)| l).collect();
            match e.kind {
                EventKind::Pass => {
                    passes += 1;
                    assert_eq!(at, [Line::Pass]);
                }
                EventKind::Enter if trace.tree.flags(e.node) & (flags::TERMINAL) == 0 => {
                    // Every inner node probes; one the table did not answer then starts its
                    // best value before its loop.
                    let answered = trace.tree.flags(e.node) & flags::TT_HIT != 0;
                    let last = if answered { Line::Probe } else { Line::Init };
                    assert!(at.contains(&Line::Probe), "{style:?} step {k}: {at:?}");
                    assert_eq!(at.last(), Some(&last), "{style:?} step {k}: {at:?}");
                }
                EventKind::Exit if trace.parent(e.node).is_none() => {
                    assert_eq!(at.last(), Some(&Line::PassBound), "{style:?}: {at:?}");
                    assert!(at.contains(&Line::Store) && at.contains(&Line::Return));
                }
                _ => {}
            }
        }
        assert!(passes >= 2, "MTD(f) makes passes");
        let cuts = after_cuts(&trace, &lines);
        assert!(!cuts.is_empty(), "a null window cuts");
        for at in cuts {
            // Broken out of the loop: store, return (and the pass's bound at the root).
            assert_eq!(&at[..2], [Line::Store, Line::Return], "{style:?}: {at:?}");
        }
    }
}

#[test]
fn aima_cut_returns_at_once_without_the_table() {
    let trace = record_tree(AIMA, false, config(Algorithm::AlphaBeta));
    let cuts = after_cuts(&trace, &CodeLines::of(&trace, Style::Aima));
    // AIMA 5.2 cuts once (at B); its exit runs no line: `if v ≤ α then return v` was it.
    assert_eq!(cuts, [Vec::<Line>::new()]);
    let tt = SearchConfig {
        tt: true,
        ..config(Algorithm::AlphaBeta)
    };
    let trace = record_tree(AIMA, false, tt);
    let cuts = after_cuts(&trace, &CodeLines::of(&trace, Style::Aima));
    assert_eq!(cuts, [vec![Line::Store, Line::Return]]);
}
