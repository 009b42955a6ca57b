INF = float("inf")

#~en Minimax: MAX takes the largest of its children's values, MIN the smallest.
#~zh 极小化极大：MAX 取子节点值中最大的，MIN 取最小的。
def minimax(node, depth, maximizing):  #@head
    if is_leaf(node) or depth == 0:  #@terminal
        return value(node)  #@evaluate
    best = -INF if maximizing else INF
    for child in children(node):  #@loop
        v = minimax(child, depth - 1, not maximizing)
        if maximizing:
            best = max(best, v)  #@backup:max
        else:
            best = min(best, v)  #@backup:min
    return best  #@return
