//! Seed 000: "用Rust实现Minimax算法(从零开始打造你的第一个游戏AI)", tic-tac-toe, code as printed.
//! Added: the event lines (enter/leaf/exit), one parameter `mv` on minimax, `cell`, `main`.
//! 种子 000：《用Rust实现Minimax算法》井字棋，代码照原文。新增：事件输出、minimax 的一个参数 `mv`、`cell`、`main`。
//! Run: rustc -o /tmp/rust_minimax rust_minimax.rs
//!      gametree check --game tictactoe --position {position} -- /tmp/rust_minimax root|best {position}

// 定义玩家
#[derive(Clone, Copy, PartialEq)]
pub enum Player {
    X,
    O,
}

// 定义棋盘
#[derive(Clone)]
pub struct Board {
    cells: [[Option<Player>; 3]; 3],
}

impl Board {
    pub fn new() -> Self {
        Self {
            cells: [[None; 3]; 3],
        }
    }

    // 检查某个位置是否为空
    pub fn is_empty(&self, row: usize, col: usize) -> bool {
        self.cells[row][col].is_none()
    }

    // 放置棋子
    pub fn make_move(&mut self, row: usize, col: usize, player: Player) {
        if self.is_empty(row, col) {
            self.cells[row][col] = Some(player);
        }
    }

    // 检查是否有人获胜
    pub fn check_winner(&self) -> Option<Player> {
        // 检查行
        for row in 0..3 {
            if self.cells[row][0] == self.cells[row][1]
                && self.cells[row][1] == self.cells[row][2]
                && self.cells[row][0].is_some()
            {
                return self.cells[row][0];
            }
        }
        // 检查列
        for col in 0..3 {
            if self.cells[0][col] == self.cells[1][col]
                && self.cells[1][col] == self.cells[2][col]
                && self.cells[0][col].is_some()
            {
                return self.cells[0][col];
            }
        }
        // 检查对角线
        if self.cells[0][0] == self.cells[1][1]
            && self.cells[1][1] == self.cells[2][2]
            && self.cells[0][0].is_some()
        {
            return self.cells[0][0];
        }
        if self.cells[0][2] == self.cells[1][1]
            && self.cells[1][1] == self.cells[2][0]
            && self.cells[0][2].is_some()
        {
            return self.cells[0][2];
        }
        None
    }

    // 检查是否平局
    pub fn is_draw(&self) -> bool {
        !self.has_empty_cell() && self.check_winner().is_none()
    }

    // 检查是否有空格
    fn has_empty_cell(&self) -> bool {
        for row in 0..3 {
            for col in 0..3 {
                if self.is_empty(row, col) {
                    return true;
                }
            }
        }
        false
    }
}

use std::cmp::{max, min};

// 评估函数:如果X赢返回10,O赢返回-10,平局返回0
#[allow(dead_code)] // printed in the tutorial, never called / 原文有，但没有被调用
fn evaluate(board: &Board) -> i32 {
    match board.check_winner() {
        Some(Player::X) => 10,
        Some(Player::O) => -10,
        None => 0,
    }
}

// --- added: the event protocol / 新增：事件协议 ---
fn enter(mv: Option<String>) {
    match mv {
        Some(m) => println!("{{\"enter\": \"{m}\"}}"),
        None => println!("{{\"enter\": null}}"),
    }
}
fn leaf(v: i32) -> i32 {
    println!("{{\"leaf\": {v}}}");
    exit(v)
}
fn exit(v: i32) -> i32 {
    println!("{{\"exit\": {v}}}");
    v
}
/// A cell as docs/names.md writes it: column a–c, row 1–3 from the top. / 格子记法：列 a–c，行 1–3。
fn cell(row: usize, col: usize) -> String {
    format!("{}{}", ["a", "b", "c"][col], row + 1)
}
// --- end of added ---

// Minimax主函数
fn minimax(board: &mut Board, depth: i32, is_maximizing: bool, mv: Option<String>) -> i32 {
    enter(mv);
    // 检查游戏是否结束
    if let Some(winner) = board.check_winner() {
        return leaf(if winner == Player::X { 10 - depth } else { depth - 10 });
    }
    if board.is_draw() {
        return leaf(0);
    }
    if is_maximizing {
        let mut best_score = i32::MIN;
        for row in 0..3 {
            for col in 0..3 {
                if board.is_empty(row, col) {
                    board.make_move(row, col, Player::X);
                    let score = minimax(board, depth + 1, false, Some(format!("X {}", cell(row, col))));
                    best_score = max(best_score, score);
                    // 回溯:撤销这步棋
                    board.cells[row][col] = None;
                }
            }
        }
        exit(best_score)
    } else {
        let mut best_score = i32::MAX;
        for row in 0..3 {
            for col in 0..3 {
                if board.is_empty(row, col) {
                    board.make_move(row, col, Player::O);
                    let score = minimax(board, depth + 1, true, Some(format!("O {}", cell(row, col))));
                    best_score = min(best_score, score);
                    board.cells[row][col] = None;
                }
            }
        }
        exit(best_score)
    }
}

fn find_best_move(board: &mut Board) -> (usize, usize) {
    enter(None);
    let mut best_score = i32::MIN;
    let mut best_move = (0, 0);
    for row in 0..3 {
        for col in 0..3 {
            if board.is_empty(row, col) {
                board.make_move(row, col, Player::X);
                let score = minimax(board, 0, false, Some(format!("X {}", cell(row, col))));
                board.cells[row][col] = None; // 回溯
                if score > best_score {
                    best_score = score;
                    best_move = (row, col);
                }
            }
        }
    }
    exit(best_score);
    best_move
}

/// Added: `rust_minimax root|best POSITION` (9 cells row-major, `X` `O` `.`).
/// 新增：`root` 直接在根上调用 minimax，`best` 经过 find_best_move。
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (mode, position) = (args[1].as_str(), args[2].as_bytes());
    let mut board = Board::new();
    let (mut xs, mut os) = (0, 0);
    for (i, &c) in position.iter().enumerate() {
        match c {
            b'X' => {
                board.cells[i / 3][i % 3] = Some(Player::X);
                xs += 1;
            }
            b'O' => {
                board.cells[i / 3][i % 3] = Some(Player::O);
                os += 1;
            }
            _ => {}
        }
    }
    let is_x_to_move = xs == os;
    match mode {
        "root" => {
            let v = minimax(&mut board, 0, is_x_to_move, None);
            println!("minimax value: {v}");
        }
        _ => {
            let (r, c) = find_best_move(&mut board);
            println!("best move: {}", cell(r, c));
        }
    }
}
