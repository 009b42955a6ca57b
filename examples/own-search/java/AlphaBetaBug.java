// Alpha-beta with a classic bug: MAX takes the smallest value and MIN the largest.
// 带有一个经典错误的 Alpha-Beta 剪枝：MAX 取了最小值，MIN 取了最大值。
// Run: javac *.java && gametree check --tree examples/trees/aima.json -- java -cp . AlphaBetaBug {tree}
import java.util.List;

public class AlphaBetaBug {
    static int alphabeta(Object node, int alpha, int beta, boolean maximizing) {
        if (node instanceof Integer v) {
            Events.leaf(v);
            Events.exit(v);
            return v;
        }
        List<?> kids = (List<?>) node;
        int best = maximizing ? Integer.MAX_VALUE : Integer.MIN_VALUE; // the bug: swapped
        for (int i = 0; i < kids.size(); i++) {
            Events.enter(i);
            int v = alphabeta(kids.get(i), alpha, beta, !maximizing);
            if (maximizing) {
                best = Math.min(best, v);
                alpha = Math.max(alpha, best);
            } else {
                best = Math.max(best, v);
                beta = Math.min(beta, best);
            }
            if (alpha >= beta) break;
        }
        Events.exit(best);
        return best;
    }

    public static void main(String[] args) throws Exception {
        Events.enter(null);
        alphabeta(Events.readTree(args[0]), Integer.MIN_VALUE, Integer.MAX_VALUE, true);
        Events.flush();
    }
}
