/* Seed 002: "C语言Minimax算法实战指南(从零实现井字棋AI)", code as printed, its bug kept:
 * `best = best > minimax(..) ? best : minimax(..)` calls minimax twice, so a child is searched
 * again. The AI is O (MAX, +10), the human X (-10); findBestMove is the root driver.
 * Added: the event lines, one parameter `mv` on minimax, main (reads the position, lets the AI move,
 * prints the board).
 * 种子 002：《C语言Minimax算法实战指南》，代码照原文，保留重复调用 minimax 的错误。AI 为 O。
 * 新增：事件输出、minimax 的一个参数 mv、main。
 * Run: gcc -O2 -o /tmp/c_minimax c_minimax.c
 *      gametree check --game tictactoe --position {position} -- /tmp/c_minimax {position} */
#include <stdio.h>
#include <limits.h>

#define BOARD_SIZE 3
#define PLAYER 'X'   // 人类玩家
#define AI 'O'      // AI玩家

char board[BOARD_SIZE][BOARD_SIZE];

void initBoard() {
    for (int i = 0; i < BOARD_SIZE; i++)
        for (int j = 0; j < BOARD_SIZE; j++)
            board[i][j] = ' ';
}

void printBoard() {
    for (int i = 0; i < BOARD_SIZE; i++) {
        for (int j = 0; j < BOARD_SIZE; j++) {
            printf("%c", board[i][j]);
            if (j < BOARD_SIZE - 1) printf(" | ");
        }
        printf("\n");
        if (i < BOARD_SIZE - 1) printf("---------\n");
    }
}

int evaluate() {
    // 检查行
    for (int row = 0; row < BOARD_SIZE; row++) {
        if (board[row][0] == board[row][1] &&
            board[row][1] == board[row][2]) {
            if (board[row][0] == AI) return +10;
            else if (board[row][0] == PLAYER) return -10;
        }
    }
    // 检查列
    for (int col = 0; col < BOARD_SIZE; col++) {
        if (board[0][col] == board[1][col] &&
            board[1][col] == board[2][col]) {
            if (board[0][col] == AI) return +10;
            else if (board[0][col] == PLAYER) return -10;
        }
    }
    // 检查对角线
    if (board[0][0] == board[1][1] && board[1][1] == board[2][2]) {
        if (board[0][0] == AI) return +10;
        else if (board[0][0] == PLAYER) return -10;
    }
    if (board[0][2] == board[1][1] && board[1][1] == board[2][0]) {
        if (board[0][2] == AI) return +10;
        else if (board[0][2] == PLAYER) return -10;
    }
    return 0; // 无人获胜
}

int isMovesLeft() {
    for (int i = 0; i < BOARD_SIZE; i++)
        for (int j = 0; j < BOARD_SIZE; j++)
            if (board[i][j] == ' ') return 1;
    return 0;
}

/* --- added: the event protocol / 新增：事件协议 --- */
static void ev_enter(const char *mv) {
    if (mv) printf("{\"enter\": \"%s\"}\n", mv);
    else printf("{\"enter\": null}\n");
}
static int ev_exit(int v) { printf("{\"exit\": %d}\n", v); return v; }
static int ev_leaf(int v) { printf("{\"leaf\": %d}\n", v); return ev_exit(v); }
/* --- end of added --- */

int minimax(int depth, int isMax, const char *mv) {
    ev_enter(mv);
    int score = evaluate();
    // 如果AI赢了
    if (score == 10) return ev_leaf(score - depth);
    // 如果人类赢了
    if (score == -10) return ev_leaf(score + depth);
    // 如果没有空格了(平局)
    if (!isMovesLeft()) return ev_leaf(0);

    // Max玩家(AI)回合
    if (isMax) {
        int best = INT_MIN;
        for (int i = 0; i < BOARD_SIZE; i++) {
            for (int j = 0; j < BOARD_SIZE; j++) {
                // 如果格子为空
                if (board[i][j] == ' ') {
                    char cell[5] = {AI, ' ', "abc"[j], "123"[i], '\0'}; /* added: the move / 新增：走法 */
                    board[i][j] = AI;
                    best = best > minimax(depth + 1, 0, cell) ? best : minimax(depth + 1, 0, cell);
                    board[i][j] = ' '; // 回溯
                }
            }
        }
        return ev_exit(best);
    }
    // Min玩家(人类)回合
    else {
        int best = INT_MAX;
        for (int i = 0; i < BOARD_SIZE; i++) {
            for (int j = 0; j < BOARD_SIZE; j++) {
                if (board[i][j] == ' ') {
                    char cell[5] = {PLAYER, ' ', "abc"[j], "123"[i], '\0'}; /* added: the move / 新增：走法 */
                    board[i][j] = PLAYER;
                    best = best < minimax(depth + 1, 1, cell) ? best : minimax(depth + 1, 1, cell);
                    board[i][j] = ' ';
                }
            }
        }
        return ev_exit(best);
    }
}

void findBestMove() {
    ev_enter(NULL);
    int bestVal = INT_MIN;
    int bestRow = -1, bestCol = -1;
    for (int i = 0; i < BOARD_SIZE; i++) {
        for (int j = 0; j < BOARD_SIZE; j++) {
            if (board[i][j] == ' ') {
                char cell[5] = {AI, ' ', "abc"[j], "123"[i], '\0'}; /* added: the move / 新增：走法 */
                board[i][j] = AI;
                int moveVal = minimax(0, 0, cell);
                board[i][j] = ' ';
                if (moveVal > bestVal) {
                    bestRow = i;
                    bestCol = j;
                    bestVal = moveVal;
                }
            }
        }
    }
    board[bestRow][bestCol] = AI;
    printf("AI 落子于 (%d, %d)\n", bestRow + 1, bestCol + 1);
    ev_exit(bestVal);
}

/* Added: `c_minimax POSITION` (9 cells row-major, `X` `O` `.`); the AI (O) moves.
 * 新增：读入局面（行优先 9 格），由 AI（O）落子。 */
int main(int argc, char **argv) {
    initBoard();
    for (int k = 0; k < 9 && argv[1][k]; k++)
        if (argv[1][k] == 'X' || argv[1][k] == 'O') board[k / 3][k % 3] = argv[1][k];
    findBestMove();
    printBoard();
    return 0;
}
