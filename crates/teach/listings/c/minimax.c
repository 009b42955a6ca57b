//~en Minimax in C: one function for both players, as the tutorials write it.  //?!table
//~zh C 语言的极小化极大：双方共用一个函数，与教程的写法一样。  //?!table
//~en Minimax in C with a transposition table: a position met before is not searched again.  //?table
//~zh C 语言的带置换表的极小化极大：以前遇到过的局面不再重新搜索。  //?table
int minimax(Node *node, int depth, int maximizing) { //@head
    if (is_leaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    Entry *e = lookup(node); //?table
    if (e && e->depth >= depth) { //@probe //?table
        return e->value; //@table //?table
    } //?table
    int best = maximizing ? INT_MIN : INT_MAX; //@init //?!table
    int best = maximizing ? INT_MIN : INT_MAX, best_move = -1; //@init //?table
    Node **kids = node->children; //?!order
    Node **kids = ordered(node, NULL); //?order //?!table
    Node **kids = ordered(node, e); //?order //?table
    for (int i = 0; i < node->count; i++) { //@loop
        int v = minimax(kids[i], depth - 1, !maximizing);
        if (maximizing) {
            best = v > best ? v : best; //@backup:max //?!table
            if (v > best) { best = v; best_move = kids[i]->move; } //@backup:max //?table
        } else {
            best = v < best ? v : best; //@backup:min //?!table
            if (v < best) { best = v; best_move = kids[i]->move; } //@backup:min //?table
        }
    }
    store(node, best, EXACT, depth, best_move); //@store //?table
    return best; //@return
}
