<?php
// Alpha-beta on a tree, printing the events `gametree check` reads: a static method of a
// solver class, as the PHP tutorial writes it, with the three event lines added.
// 在树上运行 Alpha-Beta 剪枝，并打印 gametree check 读取的事件。
// Run: gametree check --tree examples/trees/aima.json -- php alphabeta.php {tree}
require __DIR__ . '/events.php';

class MinimaxSolver {
    public static function alphabeta($node, $alpha, $beta, $maximizing, $index) {
        event('enter', $index, $alpha, $beta);
        if (!is_array($node)) {
            event('leaf', $node);
            event('exit', $node);
            return $node;
        }
        $best = $maximizing ? -PHP_INT_MAX : PHP_INT_MAX;
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

$value = MinimaxSolver::alphabeta(readTree($argv[1]), -PHP_INT_MAX, PHP_INT_MAX, true, null);
fwrite(STDERR, "my alpha-beta says: $value\n");
