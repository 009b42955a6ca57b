//~en Alpha-beta in Java: one method for both players.  //?!table
//~zh Java 写的 Alpha-Beta 剪枝：双方共用一个方法。  //?!table
//~en Alpha-beta in Java with a transposition table; fits: the entry answers this window.  //?table
//~zh Java 写的带置换表的 Alpha-Beta 剪枝；fits：表项能回答这个窗口。  //?table
static boolean fits(Entry e, int alpha, int beta) { //?table
    return e.flag == EXACT || (e.flag == LOWER ? e.value >= beta : e.value <= alpha); //?table
} //?table
static int alphabeta(Node node, int depth, int alpha, int beta, boolean maximizing) { //@head
    if (isLeaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    Entry e = table.get(node.key); //?table
    if (e != null && e.depth >= depth && fits(e, alpha, beta)) { //@probe //?table
        return e.value; //@table //?table
    } //?table
    int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE; //@init //?!table
    int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE, alpha0 = alpha, beta0 = beta, bestMove = -1; //@init //?table
    for (Node child : node.children) { //@loop //?!order
    for (Node child : ordered(node, null)) { //@loop //?order //?!table
    for (Node child : ordered(node, e)) { //@loop //?order //?table
        int v = alphabeta(child, depth - 1, alpha, beta, !maximizing);
        if (maximizing) {
            best = Math.max(best, v); //@backup:max //?!table
            if (v > best) { best = v; bestMove = child.move; } //@backup:max //?table
            alpha = Math.max(alpha, best); //@bound:max
        } else {
            best = Math.min(best, v); //@backup:min //?!table
            if (v < best) { best = v; bestMove = child.move; } //@backup:min //?table
            beta = Math.min(beta, best); //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.  //?!table
        //~zh 窗口已空：对方绝不会让对局走到这里。  //?!table
        if (alpha >= beta) { //@cut-test
            break; //@cut
        }
    }
    int flag = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT; //?table
    table.put(node.key, new Entry(best, flag, depth, bestMove)); //@store //?table
    return best; //@return
}
