<?php
// Alpha-beta with a classic bug: one best value for the whole search. `static $best` in a
// method is one variable shared by every call, set once (for the root) and never reset.
// 带有一个经典错误的 Alpha-Beta 剪枝：整个搜索只用一个最佳值（static 变量被所有调用共用）。
// Run: gametree check --tree examples/trees/aima.json -- php alphabeta_bug.php {tree}
require __DIR__ . '/events.php';

class MinimaxSolver {
    public static function alphabeta($node, $alpha, $beta, $maximizing, $index) {
        event('enter', $index, $alpha, $beta);
        if (!is_array($node)) {
            event('leaf', $node);
            event('exit', $node);
            return $node;
        }
        static $best = -PHP_INT_MAX; // the bug: not reset at each node
        foreach ($node as $i => $child) {
            $v = self::alphabeta($child, $alpha, $beta, !$maximizing, $i);
            if ($maximizing) {
                $best = max($best, $v);
                $alpha = max($alpha, $best);
            } else {
                $best = min($best, $v);
                $beta = min($beta, $best);
            }
            if ($alpha >= $beta) {
                break;
            }
        }
        event('exit', $best);
        return $best;
    }
}

MinimaxSolver::alphabeta(readTree($argv[1]), -PHP_INT_MAX, PHP_INT_MAX, true, null);
