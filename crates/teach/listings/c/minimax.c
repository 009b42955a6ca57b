//~en Minimax in C: one function for both players, as the tutorials write it.
//~zh C 语言的极小化极大：双方共用一个函数，与教程的写法一样。
int minimax(Node *node, int depth, int maximizing) { //@head
    if (is_leaf(node) || depth == 0) { //@terminal
        return value(node); //@evaluate
    }
    int best = maximizing ? INT_MIN : INT_MAX;
    for (int i = 0; i < node->count; i++) { //@loop
        int v = minimax(node->children[i], depth - 1, !maximizing);
        if (maximizing) {
            best = v > best ? v : best; //@backup:max
        } else {
            best = v < best ? v : best; //@backup:min
        }
    }
    return best; //@return
}
