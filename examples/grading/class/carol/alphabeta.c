/* Alpha-beta with a classic bug: one best value for the whole search (a static variable).
 * 带有一个经典错误的 Alpha-Beta 剪枝：整个搜索只用一个最佳值（静态变量）。
 * Run: cc -o ab_bug alphabeta_bug.c && gametree check --tree examples/trees/aima.json -- ./ab_bug {tree} */
#include <limits.h>
#include "events.h"
#include "tree.h"

int alphabeta(Node *node, int alpha, int beta, int maximizing) {
    if (node->leaf) {
        leaf(node->value);
        exit_node(node->value);
        return node->value;
    }
    static int best = 0, started = 0; /* the bug: best is not reset at each node */
    if (!started) { best = maximizing ? INT_MIN : INT_MAX; started = 1; }
    for (int i = 0; i < node->count; i++) {
        enter(i);
        int v = alphabeta(node->children[i], alpha, beta, !maximizing);
        if (maximizing) {
            best = v > best ? v : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = v < best ? v : best;
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) break;
    }
    exit_node(best);
    return best;
}

int main(int argc, char **argv) {
    enter_root();
    alphabeta(read_tree(argv[1]), INT_MIN, INT_MAX, 1);
    return 0;
}
