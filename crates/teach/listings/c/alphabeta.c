//~en Alpha-beta in C: one function for both players, as the tutorials write it.  //?!table
//~zh C 语言的 Alpha-Beta 剪枝：双方共用一个函数，与教程的写法一样。  //?!table
//~en Alpha-beta in C with a transposition table; fits: the entry answers this window.  //?table
//~zh C 语言的带置换表的 Alpha-Beta 剪枝；fits：表项能回答这个窗口。  //?table
static int fits(Entry *e, int alpha, int beta) { //?table
    return e->flag == EXACT || (e->flag == LOWER ? e->value >= beta : e->value <= alpha); //?table
} //?table
int alphabeta(Node *node, int depth, int alpha, int beta, int maximizing) { //@head
    if (is_leaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    Entry *e = lookup(node); //?table
    if (e && e->depth >= depth && fits(e, alpha, beta)) { //@probe //?table
        return e->value; //@table //?table
    } //?table
    int best = maximizing ? INT_MIN : INT_MAX; //@init //?!table
    int best = maximizing ? INT_MIN : INT_MAX, best_move = -1, alpha0 = alpha, beta0 = beta; //@init //?table
    Node **kids = node->children; //?!order
    Node **kids = ordered(node, NULL); //?order //?!table
    Node **kids = ordered(node, e); //?order //?table
    for (int i = 0; i < node->count; i++) { //@loop
        int v = alphabeta(kids[i], depth - 1, alpha, beta, !maximizing);
        if (maximizing) {
            best = v > best ? v : best; //@backup:max //?!table
            if (v > best) { best = v; best_move = kids[i]->move; } //@backup:max //?table
            alpha = best > alpha ? best : alpha; //@bound:max
        } else {
            best = v < best ? v : best; //@backup:min //?!table
            if (v < best) { best = v; best_move = kids[i]->move; } //@backup:min //?table
            beta = best < beta ? best : beta; //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.  //?!table
        //~zh 窗口已空：对方绝不会让对局走到这里。  //?!table
        if (alpha >= beta) { //@cut-test
            break; //@cut
        }
    }
    store(node, best, best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT, depth, best_move); //@store //?table
    return best; //@return
}
