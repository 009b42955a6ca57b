//! Seed 001: "用Rust实现Alpha-Beta剪枝(游戏AI中的高效搜索算法详解)", tic-tac-toe, code as printed
//! (bugs kept: `let alpha = …` / `let beta = …` only shadow, so the window is never narrowed).
//! Added: the event lines, one parameter `mv` on alpha_beta, `cell`, `main`, and the body of
//! `evaluate()` the tutorial leaves out, written as its comment says (X win 10, O win -10, else 0).
//! 种子 001：《用Rust实现Alpha-Beta剪枝》，代码照原文（保留 alpha/beta 只被遮蔽的错误）。
//! 新增：事件输出、alpha_beta 的一个参数 `mv`、`cell`、`main`，以及原文省略的 evaluate() 主体（按其注释：X 胜 10，O 胜 -10，否则 0）。
//! Run: rustc -o /tmp/rust_alphabeta rust_alphabeta.rs
//!      gametree check --game tictactoe --position {position} [--depth D] -- /tmp/rust_alphabeta {position} {depth-left}

// 棋盘用3x3数组表示,0=空,1=X,2=O
#[derive(Clone)]
pub struct Board {
    cells: [[u8; 3]; 3],
}

impl Board {
    pub fn new() -> Self {
        Board { cells: [[0; 3]; 3] }
    }

    // 判断是否为终局(赢/输/平局)
    pub fn evaluate(&self) -> i32 {
        // 简化:X赢返回10,O赢返回-10,平局返回0
        // 实际实现需检查所有行、列、对角线
        // Added: the tutorial's body is "0 // 此处省略具体逻辑"; filled in as the comment says.
        // 新增：原文此处为 "0 // 此处省略具体逻辑"，按注释补全。
        let c = &self.cells;
        let lines = [
            [(0, 0), (0, 1), (0, 2)],
            [(1, 0), (1, 1), (1, 2)],
            [(2, 0), (2, 1), (2, 2)],
            [(0, 0), (1, 0), (2, 0)],
            [(0, 1), (1, 1), (2, 1)],
            [(0, 2), (1, 2), (2, 2)],
            [(0, 0), (1, 1), (2, 2)],
            [(0, 2), (1, 1), (2, 0)],
        ];
        for l in lines {
            let a = c[l[0].0][l[0].1];
            if a != 0 && a == c[l[1].0][l[1].1] && a == c[l[2].0][l[2].1] {
                return if a == 1 { 10 } else { -10 };
            }
        }
        0
    }

    // 获取所有合法走法
    pub fn get_valid_moves(&self) -> Vec<(usize, usize)> {
        let mut moves = Vec::new();
        for i in 0..3 {
            for j in 0..3 {
                if self.cells[i][j] == 0 {
                    moves.push((i, j));
                }
            }
        }
        moves
    }

    // 执行一步走法
    pub fn make_move(&mut self, row: usize, col: usize, player: u8) {
        self.cells[row][col] = player;
    }

    // 撤销走法(用于回溯)
    pub fn undo_move(&mut self, row: usize, col: usize) {
        self.cells[row][col] = 0;
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

#[allow(unused_variables)] // the tutorial's shadowed `alpha`/`beta` / 原文被遮蔽的 alpha、beta
fn alpha_beta(
    board: &mut Board,
    depth: i32,
    alpha: i32,
    beta: i32,
    is_maximizing: bool,
    mv: Option<String>,
) -> i32 {
    enter(mv);
    let score = board.evaluate();
    // 终止条件:游戏结束或达到最大深度
    if score != 0 || depth == 0 {
        return leaf(score);
    }

    let moves = board.get_valid_moves();
    if moves.is_empty() {
        return leaf(0); // 平局
    }

    if is_maximizing {
        let mut max_eval = i32::MIN;
        for (row, col) in moves {
            board.make_move(row, col, 1); // AI执X
            let eval = alpha_beta(board, depth - 1, alpha, beta, false, Some(format!("X {}", cell(row, col))));
            board.undo_move(row, col);
            max_eval = max_eval.max(eval);
            if max_eval >= beta {
                break; // β剪枝
            }
            // 更新alpha
            let alpha = alpha.max(max_eval);
        }
        exit(max_eval)
    } else {
        let mut min_eval = i32::MAX;
        for (row, col) in moves {
            board.make_move(row, col, 2); // 对手执O
            let eval = alpha_beta(board, depth - 1, alpha, beta, true, Some(format!("O {}", cell(row, col))));
            board.undo_move(row, col);
            min_eval = min_eval.min(eval);
            if min_eval <= alpha {
                break; // α剪枝
            }
            // 更新beta
            let beta = beta.min(min_eval);
        }
        exit(min_eval)
    }
}

/// Added: `rust_alphabeta POSITION DEPTH` (9 cells row-major, `X` `O` `.`; DEPTH the plies
/// left, counted down to 0 as the tutorial does: give it `{depth-left}`).
/// 新增：`rust_alphabeta 局面 深度`（深度为剩余层数，像教程一样倒数到 0：传入 `{depth-left}`）。
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut board = Board::new();
    let (mut xs, mut os) = (0, 0);
    for (i, &c) in args[1].as_bytes().iter().enumerate() {
        match c {
            b'X' => {
                board.cells[i / 3][i % 3] = 1;
                xs += 1;
            }
            b'O' => {
                board.cells[i / 3][i % 3] = 2;
                os += 1;
            }
            _ => {}
        }
    }
    let depth: i32 = args[2].parse().expect("depth");
    let v = alpha_beta(&mut board, depth, i32::MIN, i32::MAX, xs == os, None);
    println!("alpha-beta value: {v}");
}
