// Alpha-beta on a tree, printing the events `gametree check` reads.
// 在树上运行 Alpha-Beta 剪枝，并打印 gametree check 读取的事件。
// Run: gametree check --tree examples/trees/aima.json -- node alphabeta.js {tree}
const { event, flush, readTree } = require("./events");

function alphabeta(node, alpha, beta, maximizing, index) {
  event("enter", index);
  if (typeof node === "number") {
    event("leaf", node);
    event("exit", node);
    return node;
  }
  let best = maximizing ? -Infinity : Infinity;
  for (let i = 0; i < node.length; i++) {
    const v = alphabeta(node[i], alpha, beta, !maximizing, i);
    if (maximizing) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, best);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, best);
    }
    if (alpha >= beta) break;
  }
  event("exit", best);
  return best;
}

alphabeta(readTree(process.argv[2]), -Infinity, Infinity, true, null);
flush();
