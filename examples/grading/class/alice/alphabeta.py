# Alpha-beta on a tree, printing the events `gametree check` reads.
# 在树上运行 Alpha-Beta 剪枝，并打印 gametree check 读取的事件。
# Run: gametree check --tree examples/trees/aima.json -- python3 alphabeta.py {tree}
import sys
from events import event, read_tree

INF = float("inf")


def alphabeta(node, alpha, beta, maximizing, index):
    event("enter", index, alpha, beta)
    if isinstance(node, int):
        event("leaf", node)
        event("exit", node)
        return node
    best = -INF if maximizing else INF
    for i, child in enumerate(node):
        v = alphabeta(child, alpha, beta, not maximizing, i)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    event("exit", best)
    return best


print("my alpha-beta says:", alphabeta(read_tree(sys.argv[1]), -INF, INF, True, None), file=sys.stderr)
