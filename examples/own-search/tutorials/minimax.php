<?php
/* Seed 004: "极小化极大算法(Minimax)与Alpha-Beta剪枝:棋类AI的决策智慧" (PHP), the classes Game,
 * MinimaxSolver, TicTacToe and IterativeDeepeningSolver as printed (its demo class, transposition
 * table and chess/strategy stubs are left out: nothing here calls them). Kept as printed: a full
 * board without a winner gets the centre/corner score, a win is ±10 at any ply, and the
 * getBestMove* drivers maximise at the root whoever moves.
 * Added: getCurrentPlayer() (used by the tutorial, never defined), moveText(), the event lines
 * (one parameter $lastMove on minimax and alphabeta; the drivers print the root's enter/exit), the CLI.
 * 种子 004：《极小化极大算法与Alpha-Beta剪枝》PHP 版，类照原文（演示类、置换表、象棋/策略示例未收录）。
 * 新增：原文用到但未定义的 getCurrentPlayer()、moveText()、事件输出（minimax/alphabeta 多一个参数 $lastMove，
 * 驱动函数打印根的 enter/exit）、命令行入口。
 * Run: gametree check --game tictactoe --position {position} [--depth D] -- \
 *        php minimax.php search|minimax|alphabeta|ordering|iterative {position} {depth-left}
 */

// --- added: the event protocol / 新增：事件协议 ---
function ev_enter($game, $move) {
    // Called after makeMove: the mover is the player not to move now. / 在 makeMove 之后调用。
    $mark = $game->getCurrentPlayer() == TicTacToe::PLAYER_X ? 'O' : 'X';
    echo $move === null ? "{\"enter\": null}\n" : "{\"enter\": \"$mark " . moveText($move) . "\"}\n";
}
function ev_leaf($v) { echo "{\"leaf\": $v}\n"; return ev_exit($v); }
function ev_exit($v) { echo "{\"exit\": $v}\n"; return $v; }
/** A cell as docs/names.md writes it: column a–c, row 1–3 from the top. / 格子记法：列 a–c，行 1–3。 */
function moveText($move) { return "abc"[$move['col']] . ($move['row'] + 1); }
// --- end of added ---

/**
* 棋类游戏抽象类
*/
abstract class Game {
protected $currentPlayer; // 当前玩家:1为MAX,-1为MIN
protected $board; // 棋盘状态

/**
* 获取所有合法走法
*/
abstract public function getLegalMoves();

/**
* 执行走法
*/
abstract public function makeMove($move);

/**
* 撤销走法
*/
abstract public function undoMove($move);

/**
* 判断游戏是否结束
*/
abstract public function isGameOver();

/**
* 评估当前局面
*/
abstract public function evaluate();

/**
* 获取获胜方(1: MAX胜, -1: MIN胜, 0: 平局)
*/
abstract public function getWinner();

/**
* Added: the tutorial calls it but never defines it. / 新增：原文调用了但没有定义。
*/
public function getCurrentPlayer() { return $this->currentPlayer; }
}

/**
* 极小化极大算法实现
*/
class MinimaxSolver {

/**
* 基础Minimax算法
*/
public static function minimax(Game $game, $depth, $maximizingPlayer, $lastMove) {
ev_enter($game, $lastMove);
// 终止条件:达到深度或游戏结束
if ($depth == 0 || $game->isGameOver()) {
return ev_leaf($game->evaluate());
}

if ($maximizingPlayer) {
$bestValue = -PHP_INT_MAX;
foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = self::minimax($game, $depth - 1, false, $move);
$game->undoMove($move);

$bestValue = max($bestValue, $value);
}
return ev_exit($bestValue);
} else {
$bestValue = PHP_INT_MAX;
foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = self::minimax($game, $depth - 1, true, $move);
$game->undoMove($move);

$bestValue = min($bestValue, $value);
}
return ev_exit($bestValue);
}
}

/**
* 获取最佳走法(基础Minimax)
*/
public static function getBestMove(Game $game, $depth) {
ev_enter($game, null);
$bestMove = null;
$bestValue = -PHP_INT_MAX;

foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = self::minimax($game, $depth - 1, false, $move);
$game->undoMove($move);

if ($value > $bestValue) {
$bestValue = $value;
$bestMove = $move;
}
}

ev_exit($bestValue);
return $bestMove;
}

/**
* Alpha-Beta剪枝算法
*/
public static function alphabeta(Game $game, $depth, $alpha, $beta, $maximizingPlayer, $lastMove) {
ev_enter($game, $lastMove);
// 终止条件
if ($depth == 0 || $game->isGameOver()) {
return ev_leaf($game->evaluate());
}

if ($maximizingPlayer) {
$value = -PHP_INT_MAX;
foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = max($value, self::alphabeta($game, $depth - 1, $alpha, $beta, false, $move));
$game->undoMove($move);

$alpha = max($alpha, $value);
if ($value >= $beta) {
break; // β剪枝
}
}
return ev_exit($value);
} else {
$value = PHP_INT_MAX;
foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = min($value, self::alphabeta($game, $depth - 1, $alpha, $beta, true, $move));
$game->undoMove($move);

$beta = min($beta, $value);
if ($value <= $alpha) {
break; // α剪枝
}
}
return ev_exit($value);
}
}

/**
* 获取最佳走法(Alpha-Beta剪枝)
*/
public static function getBestMoveAlphaBeta(Game $game, $depth) {
ev_enter($game, null);
$bestMove = null;
$bestValue = -PHP_INT_MAX;
$alpha = -PHP_INT_MAX;
$beta = PHP_INT_MAX;

foreach ($game->getLegalMoves() as $move) {
$game->makeMove($move);
$value = self::alphabeta($game, $depth - 1, $alpha, $beta, false, $move);
$game->undoMove($move);

if ($value > $bestValue) {
$bestValue = $value;
$bestMove = $move;
}

$alpha = max($alpha, $bestValue);
}

ev_exit($bestValue);
return $bestMove;
}

/**
* 带移动排序的Alpha-Beta(更高效的剪枝)
*/
public static function getBestMoveWithOrdering(Game $game, $depth) {
ev_enter($game, null);
$bestMove = null;
$bestValue = -PHP_INT_MAX;
$alpha = -PHP_INT_MAX;
$beta = PHP_INT_MAX;

// 对走法进行排序(好的走法优先)
$moves = self::orderMoves($game, $game->getLegalMoves());

foreach ($moves as $move) {
$game->makeMove($move);
$value = self::alphabeta($game, $depth - 1, $alpha, $beta, false, $move);
$game->undoMove($move);

if ($value > $bestValue) {
$bestValue = $value;
$bestMove = $move;
}

$alpha = max($alpha, $bestValue);
if ($alpha >= $beta) {
break; // 剪枝
}
}

ev_exit($bestValue);
return $bestMove;
}

/**
* 走法排序:将可能更好的走法放在前面
*/
private static function orderMoves(Game $game, $moves) {
$scoredMoves = [];

foreach ($moves as $move) {
$score = 0;

// 启发式:吃子走法优先
if (method_exists($game, 'isCapture') && $game->isCapture($move)) {
$score += 100;
}

// 启发式:威胁性走法优先
if (method_exists($game, 'isThreatening') && $game->isThreatening($move)) {
$score += 50;
}

$scoredMoves[] = ['move' => $move, 'score' => $score];
}

// 按分数降序排序
usort($scoredMoves, function($a, $b) {
return $b['score'] - $a['score'];
});

return array_column($scoredMoves, 'move');
}
}

/**
* 井字棋游戏实现
*/
class TicTacToe extends Game {
const EMPTY = 0;
const PLAYER_X = 1; // MAX玩家
const PLAYER_O = -1; // MIN玩家

public function __construct() {
$this->board = array_fill(0, 3, array_fill(0, 3, self::EMPTY));
$this->currentPlayer = self::PLAYER_X;
}

public function getLegalMoves() {
$moves = [];
for ($i = 0; $i < 3; $i++) {
for ($j = 0; $j < 3; $j++) {
if ($this->board[$i][$j] == self::EMPTY) {
$moves[] = ['row' => $i, 'col' => $j];
}
}
}
return $moves;
}

public function makeMove($move) {
$this->board[$move['row']][$move['col']] = $this->currentPlayer;
$this->currentPlayer = -$this->currentPlayer; // 切换玩家
}

public function undoMove($move) {
$this->board[$move['row']][$move['col']] = self::EMPTY;
$this->currentPlayer = -$this->currentPlayer; // 切换回来
}

public function isGameOver() {
return $this->getWinner() !== null || count($this->getLegalMoves()) == 0;
}

public function getWinner() {
// 检查行
for ($i = 0; $i < 3; $i++) {
if ($this->board[$i][0] != self::EMPTY &&
$this->board[$i][0] == $this->board[$i][1] &&
$this->board[$i][1] == $this->board[$i][2]) {
return $this->board[$i][0];
}
}

// 检查列
for ($j = 0; $j < 3; $j++) {
if ($this->board[0][$j] != self::EMPTY &&
$this->board[0][$j] == $this->board[1][$j] &&
$this->board[1][$j] == $this->board[2][$j]) {
return $this->board[0][$j];
}
}

// 检查对角线
if ($this->board[0][0] != self::EMPTY &&
$this->board[0][0] == $this->board[1][1] &&
$this->board[1][1] == $this->board[2][2]) {
return $this->board[0][0];
}

if ($this->board[0][2] != self::EMPTY &&
$this->board[0][2] == $this->board[1][1] &&
$this->board[1][1] == $this->board[2][0]) {
return $this->board[0][2];
}

return null; // 没有获胜者
}

public function evaluate() {
$winner = $this->getWinner();

if ($winner === self::PLAYER_X) {
return 10; // MAX玩家获胜
} elseif ($winner === self::PLAYER_O) {
return -10; // MIN玩家获胜
}

// 简单的位置评估
$score = 0;

// 中心位置更有价值
if ($this->board[1][1] == self::PLAYER_X) $score += 3;
if ($this->board[1][1] == self::PLAYER_O) $score -= 3;

// 角位置
$corners = [[0,0], [0,2], [2,0], [2,2]];
foreach ($corners as $corner) {
if ($this->board[$corner[0]][$corner[1]] == self::PLAYER_X) $score += 2;
if ($this->board[$corner[0]][$corner[1]] == self::PLAYER_O) $score -= 2;
}

return $score;
}

/**
* 显示棋盘
*/
public function display() {
$symbols = [
self::EMPTY => ' . ',
self::PLAYER_X => ' X ',
self::PLAYER_O => ' O '
];

echo "\n";
for ($i = 0; $i < 3; $i++) {
for ($j = 0; $j < 3; $j++) {
echo $symbols[$this->board[$i][$j]];
}
echo "\n";
}
echo "\n";
}
}

class IterativeDeepeningSolver {
/**
* 迭代加深搜索
*/
public static function getBestMoveIterative(Game $game, $maxDepth, $timeLimit = 10) {
$bestMove = null;
$startTime = microtime(true);

for ($depth = 1; $depth <= $maxDepth; $depth++) {
// 检查时间限制
if ((microtime(true) - $startTime) > $timeLimit) {
break;
}

$currentBest = MinimaxSolver::getBestMoveAlphaBeta($game, $depth);
if ($currentBest !== null) {
$bestMove = $currentBest;
}

echo "深度 {$depth} 搜索完成\n";
}

return $bestMove;
}
}

// --- added: the command line / 新增：命令行入口 ---
// php minimax.php MODE POSITION DEPTH: 9 cells row-major (X O .); DEPTH the plies left, counted
// down to 0 as the tutorial does (give it {depth-left}).
// 局面按行优先 9 格给出；DEPTH 是剩余层数，像教程一样倒数到 0（传入 {depth-left}）。
[, $mode, $position, $depth] = $argv;
$depth = (int)$depth;
$game = new TicTacToe();
$xs = []; $os = [];
for ($k = 0; $k < 9; $k++) {
    $cell = ['row' => intdiv($k, 3), 'col' => $k % 3];
    if ($position[$k] == 'X') $xs[] = $cell;
    if ($position[$k] == 'O') $os[] = $cell;
}
// Replay the marks X, O, X, … so that the side to move follows. / 交替落子以确定轮到谁。
for ($k = 0; $k < count($xs); $k++) {
    $game->makeMove($xs[$k]);
    if ($k < count($os)) $game->makeMove($os[$k]);
}
$maximizing = $game->getCurrentPlayer() == TicTacToe::PLAYER_X;
switch ($mode) {
    case 'search':    echo "value: " . MinimaxSolver::minimax($game, $depth, $maximizing, null) . "\n"; break;
    case 'minimax':   $best = MinimaxSolver::getBestMove($game, $depth); break;
    case 'alphabeta': $best = MinimaxSolver::getBestMoveAlphaBeta($game, $depth); break;
    case 'ordering':  $best = MinimaxSolver::getBestMoveWithOrdering($game, $depth); break;
    case 'iterative': $best = IterativeDeepeningSolver::getBestMoveIterative($game, $depth); break;
    default: fwrite(STDERR, "mode: search|minimax|alphabeta|ordering|iterative\n"); exit(2);
}
if (isset($best)) echo "best move: " . moveText($best) . "\n";
