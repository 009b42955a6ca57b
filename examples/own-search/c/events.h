/* The event protocol of `gametree check`: one JSON object per line on standard output.
 * 事件协议：每行向标准输出打印一个 JSON 对象。 */
#include <stdio.h>
static void enter_root(void) { printf("{\"enter\": null}\n"); }
static void enter(int i) { printf("{\"enter\": %d}\n", i); }
static void leaf(int v) { printf("{\"leaf\": %d}\n", v); }
static void exit_node(int v) { printf("{\"exit\": %d}\n", v); }
