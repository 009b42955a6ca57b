/* Reads the tree file `gametree check` writes: numbers are leaves, [..] lists are nodes.
 * 读取树文件：数字是叶节点，[..] 是带子节点的节点。 */
#include <stdio.h>
#include <stdlib.h>
typedef struct Node { int leaf, value, count; struct Node *children[64]; } Node;
static Node *parse(FILE *f) {
    Node *n = calloc(1, sizeof *n);
    int c = fgetc(f);
    while (c == ' ' || c == '\n') c = fgetc(f);
    if (c == '[') {
        do { n->children[n->count++] = parse(f); c = fgetc(f); } while (c == ',');
    } else {
        ungetc(c, f);
        n->leaf = 1;
        if (fscanf(f, "%d", &n->value) != 1) exit(1);
    }
    return n;
}
static Node *read_tree(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    return parse(f);
}
