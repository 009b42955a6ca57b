// The event protocol of `gametree check`: one JSON object per line on standard output.
// 事件协议：每行向标准输出打印一个 JSON 对象。
const fs = require("fs");
const lines = [];
// ±Infinity (a best value no child changed) is written "inf"/"-inf": JSON has no infinity.
const infinity = (key, v) => (v === Infinity ? "inf" : v === -Infinity ? "-inf" : v);
const event = (kind, value) => lines.push(JSON.stringify({ [kind]: value }, infinity));
const flush = () => process.stdout.write(lines.join("\n") + "\n");
// The tree: numbers are leaves, arrays are nodes with children. 树：数字是叶节点，数组是节点。
const readTree = (path) => JSON.parse(fs.readFileSync(path, "utf8"));
module.exports = { event, flush, readTree };
