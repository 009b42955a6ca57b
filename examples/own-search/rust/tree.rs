//! Reads the tree file `gametree check` writes: numbers are leaves, [..] lists are nodes.
//! 读取树文件：数字是叶节点，[..] 是带子节点的节点。

pub enum Node {
    Leaf(i64),
    Inner(Vec<Node>),
}

fn parse(s: &[u8], i: &mut usize) -> Node {
    if s[*i] == b'[' {
        let mut kids = Vec::new();
        loop {
            *i += 1;
            kids.push(parse(s, i));
            if s[*i] == b']' {
                *i += 1;
                return Node::Inner(kids);
            }
        }
    }
    let start = *i;
    while *i < s.len() && (s[*i] == b'-' || s[*i].is_ascii_digit()) {
        *i += 1;
    }
    Node::Leaf(std::str::from_utf8(&s[start..*i]).unwrap().parse().unwrap())
}

pub fn read_tree(path: &str) -> Node {
    let text = std::fs::read_to_string(path).expect("the tree file");
    parse(text.trim().as_bytes(), &mut 0)
}
