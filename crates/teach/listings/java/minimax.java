//~en Minimax in Java: one method for both players.  //?!table
//~zh Java 写的极小化极大：双方共用一个方法。  //?!table
//~en Minimax in Java with a transposition table: a position met before is not searched again.  //?table
//~zh Java 写的带置换表的极小化极大：以前遇到过的局面不再重新搜索。  //?table
static int minimax(Node node, int depth, boolean maximizing) { //@head
    if (isLeaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    Entry e = table.get(node.key); //?table
    if (e != null && e.depth >= depth) { //@probe //?table
        return e.value; //@table //?table
    } //?table
    int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE; //@init
    int bestMove = -1; //?table
    for (Node child : node.children) { //@loop //?!order
    for (Node child : ordered(node, null)) { //@loop //?order //?!table
    for (Node child : ordered(node, e)) { //@loop //?order //?table
        int v = minimax(child, depth - 1, !maximizing);
        if (maximizing) {
            best = Math.max(best, v); //@backup:max //?!table
            if (v > best) { best = v; bestMove = child.move; } //@backup:max //?table
        } else {
            best = Math.min(best, v); //@backup:min //?!table
            if (v < best) { best = v; bestMove = child.move; } //@backup:min //?table
        }
    }
    table.put(node.key, new Entry(best, EXACT, depth, bestMove)); //@store //?table
    return best; //@return
}
