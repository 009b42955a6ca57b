//~en Alpha-beta in Java: one method for both players.
//~zh Java 写的 Alpha-Beta 剪枝：双方共用一个方法。
static int alphabeta(Node node, int depth, int alpha, int beta, boolean maximizing) { //@head
    if (isLeaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (Node child : node.children) { //@loop
        int v = alphabeta(child, depth - 1, alpha, beta, !maximizing);
        if (maximizing) {
            best = Math.max(best, v); //@backup:max
            alpha = Math.max(alpha, best); //@bound:max
        } else {
            best = Math.min(best, v); //@backup:min
            beta = Math.min(beta, best); //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.
        //~zh 窗口已空：对方绝不会让对局走到这里。
        if (alpha >= beta) { //@cut-test
            break; //@cut
        }
    }
    return best; //@return
}
