INF = float("inf")

#~en Minimax: MAX takes the largest of its children's values, MIN the smallest.
#~zh 极小化极大：MAX 取子节点值中最大的，MIN 取最小的。
def minimax(node, depth, maximizing):  #@head
    if is_leaf(node) or depth == 0:  #@terminal
        return value(node)  #@evaluate
    #~en A position met before, searched at least as deep: the table knows its value.  #?table
    #~zh 以前遇到过、且搜得至少一样深的局面：置换表知道它的值。  #?table
    entry = table.get(key(node))  #?table
    if entry and entry.depth >= depth:  #@probe #?table
        return entry.value  #@table #?table
    best = -INF if maximizing else INF  #@init
    best_child = None  #?table
    for child in children(node):  #@loop #?!order
    for child in ordered(node):  #@loop #?order #?!table
    for child in ordered(node, entry):  #@loop #?order #?table
        v = minimax(child, depth - 1, not maximizing)
        if maximizing:
            best = max(best, v)  #@backup:max #?!table
            if v > best: best, best_child = v, child  #@backup:max #?table
        else:
            best = min(best, v)  #@backup:min #?!table
            if v < best: best, best_child = v, child  #@backup:min #?table
    table[key(node)] = Entry(best, EXACT, depth, best_child)  #@store #?table
    return best  #@return
