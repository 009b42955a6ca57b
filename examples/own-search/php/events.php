<?php
// The event protocol of `gametree check`: one JSON object per line on standard output.
// 事件协议：每行向标准输出打印一个 JSON 对象。
function event($kind, $value, $alpha = null, $beta = null) {
    $line = [$kind => $value];
    if ($alpha !== null) {
        $line['alpha'] = $alpha; // ±PHP_INT_MAX is read as ±∞
        $line['beta'] = $beta;
    }
    echo json_encode($line), "\n";
}
// The tree: numbers are leaves, arrays are nodes with children. 树：数字是叶节点，数组是节点。
function readTree($path) {
    return json_decode(file_get_contents($path), true, 512, JSON_THROW_ON_ERROR);
}
