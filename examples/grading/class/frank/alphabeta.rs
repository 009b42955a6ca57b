//! Alpha-beta with a classic bug: the cutoff is tested after the loop, so nothing is pruned.
//! 带有一个经典错误的 Alpha-Beta 剪枝：在循环之后才检查剪枝，所以什么也没有剪掉。
//! Run: rustc alphabeta_bug.rs && gametree check --tree examples/trees/aima.json -- ./alphabeta_bug {tree}
mod events;
mod tree;
use tree::Node;

fn alphabeta(node: &Node, mut alpha: i64, mut beta: i64, maximizing: bool) -> i64 {
    let kids = match node {
        Node::Leaf(v) => {
            events::leaf(*v);
            events::exit(*v);
            return *v;
        }
        Node::Inner(kids) => kids,
    };
    let mut best = if maximizing { i64::MIN } else { i64::MAX };
    for (i, child) in kids.iter().enumerate() {
        events::enter(Some(i));
        let v = alphabeta(child, alpha, beta, !maximizing);
        if maximizing {
            best = best.max(v);
            alpha = alpha.max(best);
        } else {
            best = best.min(v);
            beta = beta.min(best);
        }
    }
    if alpha >= beta {
        // The bug: too late, every child has been searched already.
    }
    events::exit(best);
    best
}

fn main() {
    let path = std::env::args().nth(1).expect("the tree file");
    events::enter(None);
    alphabeta(&tree::read_tree(&path), i64::MIN, i64::MAX, true);
}
