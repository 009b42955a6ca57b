// Alpha-beta with a classic bug: α is updated at MIN nodes instead of β.
// 带有一个经典错误的 Alpha-Beta 剪枝：在 MIN 节点更新了 α 而不是 β。
// Run: gametree check --tree examples/trees/aima.json -- node alphabeta_bug.js {tree}
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
      alpha = Math.max(alpha, best); // the bug: β should fall here
    }
    if (alpha >= beta) break;
  }
  event("exit", best);
  return best;
}

alphabeta(readTree(process.argv[2]), -Infinity, Infinity, true, null);
flush();
