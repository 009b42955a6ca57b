//~en Alpha-beta in Rust: one function for both players.
//~zh Rust 写的 Alpha-Beta 剪枝：双方共用一个函数。
fn alphabeta(node: &Node, depth: u32, mut alpha: i64, mut beta: i64, maximizing: bool) -> i64 { //@head
    if is_leaf(node) || depth == 0 { //@terminal
        return value(node); //@evaluate
    }
    let mut best = if maximizing { i64::MIN } else { i64::MAX };
    for child in children(node) { //@loop
        let v = alphabeta(child, depth - 1, alpha, beta, !maximizing);
        if maximizing {
            best = best.max(v); //@backup:max
            alpha = alpha.max(best); //@bound:max
        } else {
            best = best.min(v); //@backup:min
            beta = beta.min(best); //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.
        //~zh 窗口已空：对方绝不会让对局走到这里。
        if alpha >= beta { //@cut-test
            break; //@cut
        }
    }
    best //@return
}
