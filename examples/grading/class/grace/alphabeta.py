# Fail-hard alpha-beta: a node that fails returns the bound (β at a MAX cutoff, α at a MIN one).
import sys
from events import event, read_tree


def alphabeta(node, alpha, beta, maximizing, index):
    event("enter", index)
    if isinstance(node, int):
        event("leaf", node)
        event("exit", node)
        return node
    for i, child in enumerate(node):
        v = alphabeta(child, alpha, beta, not maximizing, i)
        if maximizing:
            if v >= beta:
                event("exit", beta)
                return beta
            alpha = max(alpha, v)
        else:
            if v <= alpha:
                event("exit", alpha)
                return alpha
            beta = min(beta, v)
    result = alpha if maximizing else beta
    event("exit", result)
    return result


alphabeta(read_tree(sys.argv[1]), -10**9, 10**9, True, None)
