//! The event protocol of `gametree check`: one JSON object per line on standard output.
//! 事件协议：每行向标准输出打印一个 JSON 对象。

pub fn enter(index: Option<usize>) {
    match index {
        Some(i) => println!("{{\"enter\": {i}}}"),
        None => println!("{{\"enter\": null}}"),
    }
}

pub fn leaf(v: i64) {
    println!("{{\"leaf\": {v}}}");
}

pub fn exit(v: i64) {
    println!("{{\"exit\": {v}}}");
}
