INF = float("inf")

#~en Alpha-beta: minimax that stops looking at a node's children once α ≥ β.
#~zh Alpha-Beta 剪枝：极小化极大，一旦 α ≥ β 就不再看这个节点其余的子节点。
def alphabeta(node, depth, alpha, beta, maximizing):  #@head
    if is_leaf(node) or depth == 0:  #@terminal
        return value(node)  #@evaluate
    #~en A position met before: the table may already know enough.  #?table
    #~zh 以前遇到过的局面：置换表也许已经知道得够多了。  #?table
    entry = table.get(key(node))  #?table
    if entry and entry.depth >= depth and fits(entry, alpha, beta):  #@probe #?table
        return entry.value  #@table #?table
    alpha0, beta0, best_child = alpha, beta, None  #?table
    best = -INF if maximizing else INF  #@init
    for child in children(node):  #@loop #?!order
    for child in ordered(node):  #@loop #?order #?!table
    for child in ordered(node, entry):  #@loop #?order #?table
        v = alphabeta(child, depth - 1, alpha, beta, not maximizing)
        if maximizing:
            best = max(best, v)  #@backup:max #?!table
            if v > best: best, best_child = v, child  #@backup:max #?table
            alpha = max(alpha, best)  #@bound:max
        else:
            best = min(best, v)  #@backup:min #?!table
            if v < best: best, best_child = v, child  #@backup:min #?table
            beta = min(beta, best)  #@bound:min
        #~en The window is empty: the opponent will never let play come here.  #?!table
        #~zh 窗口已空：对手绝不会让对局走到这里。  #?!table
        if alpha >= beta:  #@cut-test
            break  #@cut
    flag = UPPER if best <= alpha0 else LOWER if best >= beta0 else EXACT  #?table
    table[key(node)] = Entry(best, flag, depth, best_child)  #@store #?table
    return best  #@return

def fits(entry, alpha, beta):  #?table
    if entry.flag == LOWER: return entry.value >= beta  #?table
    if entry.flag == UPPER: return entry.value <= alpha  #?table
    return True  #?table
