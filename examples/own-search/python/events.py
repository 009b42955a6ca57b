# The event protocol of `gametree check`: one JSON object per line on standard output.
# 事件协议：每行向标准输出打印一个 JSON 对象。
import json


def event(kind, value, alpha=None, beta=None):
    line = {kind: value}
    if alpha is not None:
        line["alpha"], line["beta"] = alpha, beta
    print(json.dumps(line), flush=False)


def read_tree(path):
    # The tree: numbers are leaves, lists are nodes with children.
    with open(path, encoding="utf-8") as f:
        return json.load(f)
