# Alpha-beta playing the Game of Bones, with a classic bug: it cuts off only when α > β, so a
# tie (α = β, common when values are only +1 and -1) does not cut.
# 自己下取骨头游戏、带有一个经典错误的 Alpha-Beta 剪枝：只在 α > β 时剪枝，α = β 时不剪。
# Run: gametree check --game bones --bones 9 -- python3 bones_alphabeta_bug.py {position} {max-take} {depth}
import sys
from events import event

INF = float("inf")


def alphabeta(heap, k, depth, alpha, beta, maximizing, move):
    event("enter", move, alpha, beta)  # the move as docs/names.md writes it: "take 2"
    if heap == 0:  # the player to move cannot move: they lose
        value = -1 if maximizing else 1
        event("leaf", value)
        event("exit", value)
        return value
    if depth == 0:  # the depth limit: bones has no hint, an unfinished game counts as even
        event("leaf", 0)
        event("exit", 0)
        return 0
    best = -INF if maximizing else INF
    for take in range(1, min(k, heap) + 1):
        v = alphabeta(heap - take, k, depth - 1, alpha, beta, not maximizing, f"take {take}")
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha > beta:  # the bug: a tie must cut too
            break
    event("exit", best)
    return best


heap, k, depth = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
# {depth} is 0 when there is no depth limit. / 没有深度限制时 {depth} 为 0。
value = alphabeta(heap, k, depth if depth > 0 else -1, -INF, INF, True, None)
print("my buggy bones search says:", value, file=sys.stderr)
