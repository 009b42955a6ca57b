// How fast the web module searches, outside the browser: loads web/dist's module in node (the
// same V8 as Chromium) and times the worker's entry, worker_record, recording full tic-tac-toe
// minimax (549,946 nodes) and encoding its trace; prints the best of 5. To weigh a build
// setting against the module's size (docs/measured.md), build with it and run this again,
// e.g. `WEB_LTO_OPT_LEVEL=s bash web/build.sh && node web/test/search-speed.mjs`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const glue = await import(path.join(dist, "gametree.js"));
glue.initSync({ module: fs.readFileSync(path.join(dist, "gametree_bg.wasm")) });
const request = JSON.stringify({
  scenario: {
    game: { tic_tac_toe: { position: "........." } },
    config: { algorithm: "minimax", ordering: false, tt: false, iterative: false, depth: null },
    max_nodes: 5000000,
  },
});
let best = Infinity;
let bytes = 0;
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  bytes = glue.worker_record(request).length;
  best = Math.min(best, performance.now() - start);
}
console.log(`figure: full tic-tac-toe minimax recorded by the module in ${best.toFixed(0)} ms (best of 5; trace ${bytes} bytes)`);
