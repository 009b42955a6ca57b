//~en Alpha-beta in Rust: one function for both players.  //?!table
//~zh Rust 写的 Alpha-Beta 剪枝：双方共用一个函数。  //?!table
//~en Alpha-beta in Rust with a transposition table; fits: the entry answers this window.  //?table
//~zh Rust 写的带置换表的 Alpha-Beta 剪枝；fits：表项能回答这个窗口。  //?table
fn fits(e: &Entry, alpha: i64, beta: i64) -> bool { //?table
    match e.flag { Flag::Exact => true, Flag::Lower => e.value >= beta, Flag::Upper => e.value <= alpha } //?table
} //?table
fn alphabeta(node: &Node, depth: u32, mut alpha: i64, mut beta: i64, maximizing: bool) -> i64 { //@head //?!table
fn alphabeta(node: &Node, depth: u32, mut alpha: i64, mut beta: i64, maximizing: bool, table: &mut Table) -> i64 { //@head //?table
    if is_leaf(node) || depth == 0 { //@terminal
        return value(node); //@evaluate
    }
    if let Some(e) = table.get(&node.key).filter(|e| e.depth >= depth && fits(e, alpha, beta)) { //@probe //?table
        return e.value; //@table //?table
    } //?table
    let (alpha0, beta0, mut best_move) = (alpha, beta, None); //?table
    let mut best = if maximizing { i64::MIN } else { i64::MAX }; //@init
    for child in children(node) { //@loop //?!order
    for child in ordered(node, None) { //@loop //?order //?!table
    for child in ordered(node, table.get(&node.key).copied()) { //@loop //?order //?table
        let v = alphabeta(child, depth - 1, alpha, beta, !maximizing); //?!table
        let v = alphabeta(child, depth - 1, alpha, beta, !maximizing, table); //?table
        if maximizing {
            best = best.max(v); //@backup:max //?!table
            if v > best { (best, best_move) = (v, Some(child.mv)); } //@backup:max //?table
            alpha = alpha.max(best); //@bound:max
        } else {
            best = best.min(v); //@backup:min //?!table
            if v < best { (best, best_move) = (v, Some(child.mv)); } //@backup:min //?table
            beta = beta.min(best); //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.  //?!table
        //~zh 窗口已空：对方绝不会让对局走到这里。  //?!table
        if alpha >= beta { //@cut-test
            break; //@cut
        }
    }
    let flag = if best <= alpha0 { Flag::Upper } else if best >= beta0 { Flag::Lower } else { Flag::Exact }; //?table
    table.insert(node.key, Entry { value: best, flag, depth, best_move }); //@store //?table
    best //@return
}
