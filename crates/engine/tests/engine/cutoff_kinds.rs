//! Cutoffs counted apart by kind (at MAX / at MIN, shallow / deep): the textbook examples by
//! hand, a tiny independent alpha-beta that tracks who set each bound on random trees, and the
//! searcher's counts equal to the walk over its recording for every option.

use crate::support::*;
use gametree_engine::game::Player;
use gametree_engine::search::{Algorithm, SearchConfig, Stats};
use gametree_engine::trace::cutoff_kinds::cutoff_kinds;
use proptest::prelude::*;

/// (at MAX, at MIN, shallow, deep) from a search's stats.
fn kinds(s: &Stats) -> (u64, u64, u64, u64) {
    (
        s.cutoffs_at_max,
        s.cutoffs_at_min,
        s.shallow_cutoffs,
        s.deep_cutoffs,
    )
}

/// The same four counts read off the recording.
fn walked(json: &str, min_root: bool, c: SearchConfig) -> (u64, u64, u64, u64) {
    let trace = record_tree(json, min_root, c);
    let ks = cutoff_kinds(&trace);
    let max = ks.iter().filter(|k| k.player == Player::Max).count() as u64;
    let shallow = ks.iter().filter(|k| k.shallow).count() as u64;
    let n = ks.len() as u64;
    (max, n - max, shallow, n - shallow)
}

#[test]
fn the_issue_example_has_one_deep_cutoff_at_a_min_node() {
    // A takes 3 from B; under C, D ties at 3, so α = 3 is still A's when E meets it.
    let t = record_tree("[[3],[[3,[1,9]]]]", false, config(Algorithm::AlphaBeta));
    let s = &t.outcome.stats;
    assert_eq!((s.cutoffs, kinds(s)), (1, (0, 1, 0, 1)));
    assert_eq!(
        walked("[[3],[[3,[1,9]]]]", false, config(Algorithm::AlphaBeta)),
        (0, 1, 0, 1)
    );
    let k = cutoff_kinds(&t)[0];
    assert_eq!(k.set_by, Some(t.iterations[0].root));
}

#[test]
fn aima_figure_5_2_cuts_once_at_c_against_the_roots_alpha() {
    let json = "[[3,12,8],[2,4,6],[14,5,2]]";
    let t = record_tree(json, false, config(Algorithm::AlphaBeta));
    assert_eq!(kinds(&t.outcome.stats), (0, 1, 1, 0));
    // The same tree with MIN to move at the root: its β cuts at MAX nodes.
    let t = record_tree(
        "[[3,12,8],[14,4,6],[1,5,2]]",
        true,
        config(Algorithm::AlphaBeta),
    );
    assert_eq!(kinds(&t.outcome.stats), (1, 0, 1, 0));
}

/// Alpha-beta (fail-soft) from the definition, counting cutoffs by kind. Each bound carries
/// the depth of the node that last strictly changed it plus 1 (0: the caller).
#[allow(clippy::too_many_arguments)]
fn reference(
    t: &Tree,
    max: bool,
    depth: u32,
    (mut a, mut b): (i64, i64),
    (mut a_by, mut b_by): (u32, u32),
    out: &mut (u64, u64, u64, u64),
) -> i64 {
    let Tree::Node(kids) = t else {
        let Tree::Leaf(v) = t else { unreachable!() };
        return *v;
    };
    let mut best = if max { i64::MIN } else { i64::MAX };
    for (i, k) in kids.iter().enumerate() {
        let v = reference(k, !max, depth + 1, (a, b), (a_by, b_by), out);
        best = if max { best.max(v) } else { best.min(v) };
        if max && best > a {
            (a, a_by) = (best, depth + 1);
        }
        if !max && best < b {
            (b, b_by) = (best, depth + 1);
        }
        if a >= b && i + 1 < kids.len() {
            let met = if max { b_by } else { a_by };
            if max {
                out.0 += 1
            } else {
                out.1 += 1
            }
            if met == depth {
                out.2 += 1
            } else {
                out.3 += 1
            }
            break;
        }
    }
    best
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = (-9i64..10).prop_map(Tree::Leaf);
    leaf.prop_recursive(5, 80, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(Tree::Node)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn alphabeta_counts_kinds_as_the_definition_does(t in tree(), min_root: bool) {
        let mut want = (0, 0, 0, 0);
        reference(&t, !min_root, 0, (i64::MIN, i64::MAX), (0, 0), &mut want);
        let trace = record_tree(&t.to_json(), min_root, config(Algorithm::AlphaBeta));
        prop_assert_eq!(kinds(&trace.outcome.stats), want);
        prop_assert_eq!(walked(&t.to_json(), min_root, config(Algorithm::AlphaBeta)), want);
    }

    #[test]
    fn every_option_counts_kinds_as_its_recording_shows(t in tree(), min_root: bool, bits in 0u8..32) {
        let algorithm = [Algorithm::AlphaBeta, Algorithm::Pvs, Algorithm::Mtdf][usize::from(bits % 3)];
        let c = SearchConfig {
            algorithm,
            ordering: bits & 4 != 0,
            tt: bits & 8 != 0,
            iterative: bits & 16 != 0,
            aspiration: (bits & 16 != 0 && algorithm != Algorithm::Mtdf).then_some(1),
            ..SearchConfig::default()
        };
        let json = t.to_json();
        let s = record_tree(&json, min_root, c.clone()).outcome.stats;
        let (mx, mn, sh, dp) = kinds(&s);
        prop_assert_eq!(mx + mn, s.cutoffs);
        prop_assert_eq!(sh + dp, s.cutoffs);
        prop_assert_eq!((mx, mn, sh, dp), walked(&json, min_root, c.clone()));
        let bare = tree_scenario(&json, min_root, c).run_bare().expect("searches").stats;
        prop_assert_eq!(kinds(&bare), (mx, mn, sh, dp));
    }
}

#[test]
fn playback_counts_kinds_up_to_its_step() {
    use gametree_engine::trace::Playback;
    let t = std::sync::Arc::new(record_tree(
        "[[5],[[[3,9]]]]",
        false,
        config(Algorithm::AlphaBeta),
    ));
    let mut pb = Playback::new(t.clone());
    let cut = cutoff_kinds(&t)[0].step as usize;
    pb.seek(cut);
    assert_eq!(pb.cutoff_kinds_so_far(), (0, 0, 0, 0), "not yet");
    assert_eq!(pb.cutoff_kind_at(cut), None);
    pb.seek(cut + 1);
    assert_eq!(
        pb.cutoff_kinds_so_far(),
        (0, 1, 0, 1),
        "one deep cutoff at MIN"
    );
    assert!(pb.cutoff_kind_at(cut + 1).is_some_and(|k| !k.shallow));
}
