INF = float("inf")

#~en Alpha-beta: minimax that stops looking at a node's children once α ≥ β.
#~zh Alpha-Beta 剪枝：极小化极大，一旦 α ≥ β 就不再看这个节点其余的子节点。
def alphabeta(node, depth, alpha, beta, maximizing):  #@head
    if is_leaf(node) or depth == 0:  #@terminal
        return value(node)  #@evaluate
    best = -INF if maximizing else INF
    for child in children(node):  #@loop
        v = alphabeta(child, depth - 1, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, v)  #@backup:max
            alpha = max(alpha, best)  #@bound:max
        else:
            best = min(best, v)  #@backup:min
            beta = min(beta, best)  #@bound:min
        #~en The window is empty: the opponent will never let play come here.
        #~zh 窗口已空：对手绝不会让对局走到这里。
        if alpha >= beta:  #@cut-test
            break  #@cut
    return best  #@return
