//~en Minimax in Rust: one function for both players.
//~zh Rust 写的极小化极大：双方共用一个函数。
fn minimax(node: &Node, depth: u32, maximizing: bool) -> i64 { //@head
    if is_leaf(node) || depth == 0 { //@terminal
        return value(node); //@evaluate
    }
    let mut best = if maximizing { i64::MIN } else { i64::MAX };
    for child in children(node) { //@loop
        let v = minimax(child, depth - 1, !maximizing);
        if maximizing {
            best = best.max(v); //@backup:max
        } else {
            best = best.min(v); //@backup:min
        }
    }
    best //@return
}
