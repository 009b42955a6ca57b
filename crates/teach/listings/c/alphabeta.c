//~en Alpha-beta in C: one function for both players, as the tutorials write it.
//~zh C 语言的 Alpha-Beta 剪枝：双方共用一个函数，与教程的写法一样。
int alphabeta(Node *node, int depth, int alpha, int beta, int maximizing) { //@head
    if (is_leaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    int best = maximizing ? INT_MIN : INT_MAX;
    for (int i = 0; i < node->count; i++) { //@loop
        int v = alphabeta(node->children[i], depth - 1, alpha, beta, !maximizing);
        if (maximizing) {
            best = v > best ? v : best; //@backup:max
            alpha = best > alpha ? best : alpha; //@bound:max
        } else {
            best = v < best ? v : best; //@backup:min
            beta = best < beta ? best : beta; //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.
        //~zh 窗口已空：对方绝不会让对局走到这里。
        if (alpha >= beta) { //@cut-test
            break; //@cut
        }
    }
    return best; //@return
}
