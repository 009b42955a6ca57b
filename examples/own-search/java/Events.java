// The event protocol of `gametree check`: one JSON object per line on standard output.
// 事件协议：每行向标准输出打印一个 JSON 对象。
import java.nio.file.*;
import java.util.*;

class Events {
    static final StringBuilder OUT = new StringBuilder();
    static void enter(Integer i) { OUT.append("{\"enter\": ").append(i == null ? "null" : i).append("}\n"); }
    static void leaf(int v) { OUT.append("{\"leaf\": ").append(v).append("}\n"); }
    static void exit(int v) { OUT.append("{\"exit\": ").append(v).append("}\n"); }
    static void flush() { System.out.print(OUT); }

    // The tree: numbers are leaves (Integer), lists are nodes with children (List).
    // 树：数字是叶节点，列表是带子节点的节点。
    static Object readTree(String path) throws Exception {
        String s = Files.readString(Paths.get(path)).trim();
        int[] at = {0};
        return parse(s, at);
    }

    static Object parse(String s, int[] at) {
        if (s.charAt(at[0]) == '[') {
            List<Object> kids = new ArrayList<>();
            do { at[0]++; kids.add(parse(s, at)); } while (s.charAt(at[0]) == ',');
            at[0]++;
            return kids;
        }
        int start = at[0];
        while (at[0] < s.length() && (s.charAt(at[0]) == '-' || Character.isDigit(s.charAt(at[0])))) at[0]++;
        return Integer.parseInt(s.substring(start, at[0]));
    }
}
