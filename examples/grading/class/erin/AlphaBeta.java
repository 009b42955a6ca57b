// Alpha-beta on a tree, printing the events `gametree check` reads.
// 在树上运行 Alpha-Beta 剪枝，并打印 gametree check 读取的事件。
// Run: javac *.java && gametree check --tree examples/trees/aima.json -- java -cp . AlphaBeta {tree}
import java.util.List;

public class AlphaBeta {
    static int alphabeta(Object node, int alpha, int beta, boolean maximizing) {
        if (node instanceof Integer v) {
            Events.leaf(v);
            Events.exit(v);
            return v;
        }
        List<?> kids = (List<?>) node;
        int best = maximizing ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int i = 0; i < kids.size(); i++) {
            Events.enter(i);
            int v = alphabeta(kids.get(i), alpha, beta, !maximizing);
            if (maximizing) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, best);
            } else {
                best = Math.min(best, v);
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
