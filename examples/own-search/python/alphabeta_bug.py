# Alpha-beta with a classic bug: α and β are not passed down to the children.
# 带有一个经典错误的 Alpha-Beta 剪枝：α 和 β 没有传给子节点。
# Run: gametree check --tree examples/trees/aima.json -- python3 alphabeta_bug.py {tree}
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
        v = alphabeta(child, -INF, INF, not maximizing, i)  # the bug: the window is lost
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


alphabeta(read_tree(sys.argv[1]), -INF, INF, True, None)
