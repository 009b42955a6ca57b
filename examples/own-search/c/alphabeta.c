/* Alpha-beta on a tree, printing the events `gametree check` reads.
 * 在树上运行 Alpha-Beta 剪枝，并打印 gametree check 读取的事件。
 * Run: cc -o ab alphabeta.c && gametree check --tree examples/trees/aima.json -- ./ab {tree} */
#include <limits.h>
#include "events.h"
#include "tree.h"

int alphabeta(Node *node, int alpha, int beta, int maximizing) {
    if (node->leaf) {
        leaf(node->value);
        exit_node(node->value);
        return node->value;
    }
    int best = maximizing ? INT_MIN : INT_MAX;
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
