//~en Minimax in Java: one method for both players.
//~zh Java 写的极小化极大：双方共用一个方法。
static int minimax(Node node, int depth, boolean maximizing) { //@head
    if (isLeaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (Node child : node.children) { //@loop
        int v = minimax(child, depth - 1, !maximizing);
        if (maximizing) {
            best = Math.max(best, v); //@backup:max
        } else {
            best = Math.min(best, v); //@backup:min
        }
    }
    return best; //@return
}
