//~en Minimax in PHP: one static method for both players, as in a MinimaxSolver class.  //?!table
//~zh PHP 写的极小化极大：双方共用一个静态方法，像 MinimaxSolver 类里那样。  //?!table
//~en Minimax in PHP with a transposition table: a position met before is not searched again.  //?table
//~zh PHP 写的带置换表的极小化极大：以前遇到过的局面不再重新搜索。  //?table
public static function minimax($node, $depth, $maximizing) { //@head
    if ($depth == 0 || isLeaf($node)) { //@terminal
        return value($node); //@evaluate
    }
    $e = self::$table[$node->key] ?? null; //?table
    if ($e && $e['depth'] >= $depth) { //@probe //?table
        return $e['value']; //@table //?table
    } //?table
    $best = $maximizing ? -PHP_INT_MAX : PHP_INT_MAX; //@init
    $bestMove = -1; //?table
    foreach ($node->children as $child) { //@loop //?!order
    foreach (ordered($node, null) as $child) { //@loop //?order //?!table
    foreach (ordered($node, $e) as $child) { //@loop //?order //?table
        $v = self::minimax($child, $depth - 1, !$maximizing);
        if ($maximizing) {
            $best = max($best, $v); //@backup:max //?!table
            if ($v > $best) { $best = $v; $bestMove = $child->move; } //@backup:max //?table
        } else {
            $best = min($best, $v); //@backup:min //?!table
            if ($v < $best) { $best = $v; $bestMove = $child->move; } //@backup:min //?table
        }
    }
    self::$table[$node->key] = ['value' => $best, 'flag' => 'EXACT', 'depth' => $depth, 'move' => $bestMove]; //@store //?table
    return $best; //@return
}
