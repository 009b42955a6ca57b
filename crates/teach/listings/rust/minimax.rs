//~en Minimax in Rust: one function for both players.  //?!table
//~zh Rust 写的极小化极大：双方共用一个函数。  //?!table
//~en Minimax in Rust with a transposition table: a position met before is not searched again.  //?table
//~zh Rust 写的带置换表的极小化极大：以前遇到过的局面不再重新搜索。  //?table
fn minimax(node: &Node, depth: u32, maximizing: bool) -> i64 { //@head //?!table
fn minimax(node: &Node, depth: u32, maximizing: bool, table: &mut Table) -> i64 { //@head //?table
    if is_leaf(node) || depth == 0 { //@terminal
        return value(node); //@evaluate
    }
    if let Some(e) = table.get(&node.key).filter(|e| e.depth >= depth) { //@probe //?table
        return e.value; //@table //?table
    } //?table
    let mut best = if maximizing { i64::MIN } else { i64::MAX }; //@init
    let mut best_move = None; //?table
    for child in children(node) { //@loop //?!order
    for child in ordered(node, None) { //@loop //?order //?!table
    for child in ordered(node, table.get(&node.key).copied()) { //@loop //?order //?table
        let v = minimax(child, depth - 1, !maximizing); //?!table
        let v = minimax(child, depth - 1, !maximizing, table); //?table
        if maximizing {
            best = best.max(v); //@backup:max //?!table
            if v > best { (best, best_move) = (v, Some(child.mv)); } //@backup:max //?table
        } else {
            best = best.min(v); //@backup:min //?!table
            if v < best { (best, best_move) = (v, Some(child.mv)); } //@backup:min //?table
        }
    }
    table.insert(node.key, Entry { value: best, flag: Flag::Exact, depth, best_move }); //@store //?table
    best //@return
}
