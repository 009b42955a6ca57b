//~en Alpha-beta in PHP: one static method for both players, as in a MinimaxSolver class.  //?!table
//~zh PHP 写的 Alpha-Beta 剪枝：双方共用一个静态方法，像 MinimaxSolver 类里那样。  //?!table
//~en Alpha-beta in PHP with a transposition table; fits: the entry answers this window.  //?table
//~zh PHP 写的带置换表的 Alpha-Beta 剪枝；fits：表项能回答这个窗口。  //?table
private static function fits($e, $alpha, $beta) { //?table
    return $e['flag'] == 'EXACT' || ($e['flag'] == 'LOWER' ? $e['value'] >= $beta : $e['value'] <= $alpha); //?table
} //?table
public static function alphabeta($node, $depth, $alpha, $beta, $maximizing) { //@head
    if ($depth == 0 || isLeaf($node)) { //@terminal
        return value($node); //@evaluate
    }
    $e = self::$table[$node->key] ?? null; //?table
    if ($e && $e['depth'] >= $depth && self::fits($e, $alpha, $beta)) { //@probe //?table
        return $e['value']; //@table //?table
    } //?table
    $best = $maximizing ? -PHP_INT_MAX : PHP_INT_MAX; //@init //?!table
    $best = $maximizing ? -PHP_INT_MAX : PHP_INT_MAX; $alpha0 = $alpha; $beta0 = $beta; $bestMove = -1; //@init //?table
    foreach ($node->children as $child) { //@loop //?!order
    foreach (ordered($node, null) as $child) { //@loop //?order //?!table
    foreach (ordered($node, $e) as $child) { //@loop //?order //?table
        $v = self::alphabeta($child, $depth - 1, $alpha, $beta, !$maximizing);
        if ($maximizing) {
            $best = max($best, $v); //@backup:max //?!table
            if ($v > $best) { $best = $v; $bestMove = $child->move; } //@backup:max //?table
            $alpha = max($alpha, $best); //@bound:max
        } else {
            $best = min($best, $v); //@backup:min //?!table
            if ($v < $best) { $best = $v; $bestMove = $child->move; } //@backup:min //?table
            $beta = min($beta, $best); //@bound:min
        }
        //~en The window is empty: the other player will never let play come here.  //?!table
        //~zh 窗口已空：对方绝不会让对局走到这里。  //?!table
        if ($alpha >= $beta) { //@cut-test
            break; //@cut
        }
    }
    $flag = $best <= $alpha0 ? 'UPPER' : ($best >= $beta0 ? 'LOWER' : 'EXACT'); //?table
    self::$table[$node->key] = ['value' => $best, 'flag' => $flag, 'depth' => $depth, 'move' => $bestMove]; //@store //?table
    return $best; //@return
}
