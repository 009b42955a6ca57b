use gametree_engine::game::Bones;
use gametree_engine::search::{Algorithm, SearchConfig, mcts::MctsOptions};
fn main() {
    let c = SearchConfig {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: 200_000,
            seed: 1,
            ..Default::default()
        },
        ..Default::default()
    };
    let t = std::time::Instant::now();
    let tr = gametree_engine::record_game(
        Bones::new(1000, 1).unwrap(),
        &c,
        5_000_000,
        None,
        "x".into(),
    )
    .unwrap();
    println!(
        "{:?} nodes {} value {:?} heap {}",
        t.elapsed(),
        tr.tree.node_count(),
        tr.outcome.root_value,
        tr.mcts.as_ref().unwrap().heap_bytes()
    );
}
