# Alpha-beta playing the Game of Bones itself: a heap of bones, a move takes 1 to K of them,
# and the player who cannot move loses (+1 when MAX, the first player, wins; -1 when MIN wins).
# 自己下取骨头游戏的 Alpha-Beta 剪枝：每步拿走 1 到 K 根，无法行动的一方输。
# Run: gametree check --game bones --bones 9 -- python3 bones_alphabeta.py {position} {max-take} {depth}
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
        if alpha >= beta:
            break
    event("exit", best)
    return best


heap, k, depth = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
# {depth} is 0 when there is no depth limit. / 没有深度限制时 {depth} 为 0。
value = alphabeta(heap, k, depth if depth > 0 else -1, -INF, INF, True, None)
print("my bones search says:", value, file=sys.stderr)
