/* Seed 003: "Minimax算法简介及其Java实现" (Game of Bones: take 1, 2 or 3; who cannot move loses),
 * GameOfBones, Node, Tree and MiniMax as printed, in one file (so only Bones is public).
 * Added: Node's and Tree's "setters and getters", the event lines in checkWin (one parameter
 * `move`; a heap of 0 is scored inline by its parent, so its enter/leaf/exit are printed there),
 * and main in place of the JUnit test: the heap from args[0], the root is MAX.
 * 种子 003：《Minimax算法简介及其Java实现》取骨头游戏，代码照原文，合为一个文件。
 * 新增：Node/Tree 的 getter/setter、checkWin 中的事件输出（多一个参数 move；0 根骨头的子节点由父节点直接打分，
 * 故其 enter/leaf/exit 在父节点处打印）、代替 JUnit 测试的 main（堆大小取自 args[0]，根为 MAX）。
 * Run (from this folder): javac -d /tmp/bones Bones.java
 *      gametree check --bones 9 --algo minimax -- java -cp /tmp/bones Bones {position} */
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class Bones {
   // Added: replaces the tutorial's test. / 新增：代替原文的测试。
   public static void main(String[] args) {
      MiniMax miniMax = new MiniMax();
      miniMax.constructTree(Integer.parseInt(args[0]));
      boolean result = miniMax.checkWin();
      System.out.println("checkWin: " + result);
   }
}

class GameOfBones {
   static List<Integer> getPossibleStates(int noOfBonesInHeap) {
      return IntStream.rangeClosed(1, 3).boxed()
              .map(i -> noOfBonesInHeap - i)
              .filter(newHeapCount -> newHeapCount >= 0)
              .collect(Collectors.toList());
   }
}

class Node {
   int noOfBones;
   boolean isMaxPlayer;
   int score;
   List<Node> children;
   // setters and getters (added / 新增)
   Node(int noOfBones, boolean isMaxPlayer) {
      this.noOfBones = noOfBones;
      this.isMaxPlayer = isMaxPlayer;
      this.children = new ArrayList<>();
   }
   int getNoOfBones() { return noOfBones; }
   boolean isMaxPlayer() { return isMaxPlayer; }
   int getScore() { return score; }
   void setScore(int score) { this.score = score; }
   List<Node> getChildren() { return children; }
   void addChild(Node child) { children.add(child); }
}

class Tree {
   Node root;
   // setters and getters (added / 新增)
   Node getRoot() { return root; }
   void setRoot(Node root) { this.root = root; }
}

class MiniMax {
   Tree tree;

   public void constructTree(int noOfBones) {
      tree = new Tree();
      Node root = new Node(noOfBones, true);
      tree.setRoot(root);
      constructTree(root);
   }

   private void constructTree(Node parentNode) {
      List<Integer> listofPossibleHeaps = GameOfBones.getPossibleStates(parentNode.getNoOfBones());
      boolean isChildMaxPlayer = !parentNode.isMaxPlayer();
      listofPossibleHeaps.forEach(n -> {
         Node newNode = new Node(n, isChildMaxPlayer);
         parentNode.addChild(newNode);
         if (newNode.getNoOfBones() > 0) {
            constructTree(newNode);
         }
      });
   }

   public boolean checkWin() {
      Node root = tree.getRoot();
      checkWin(root, null);
      return root.getScore() == 1;
   }

   private void checkWin(Node node, String move) {
      event("enter", move == null ? "null" : "\"" + move + "\"");
      List<Node> children = node.getChildren();
      boolean isMaxPlayer = node.isMaxPlayer();
      children.forEach(child -> {
         String take = "take " + (node.getNoOfBones() - child.getNoOfBones()); // added / 新增
         if (child.getNoOfBones() == 0) {
            child.setScore(isMaxPlayer ? 1 : -1);
            event("enter", "\"" + take + "\""); // added: the leaf child / 新增：叶子
            event("leaf", "" + child.getScore());
            event("exit", "" + child.getScore());
         } else {
            checkWin(child, take);
         }
      });
      Node bestChild = findBestChild(isMaxPlayer, children);
      node.setScore(bestChild.getScore());
      event("exit", "" + node.getScore());
   }

   private Node findBestChild(boolean isMaxPlayer, List<Node> children) {
      Comparator<Node> byScoreComparator = Comparator.comparing(Node::getScore);
      return children.stream()
              .max(isMaxPlayer ? byScoreComparator : byScoreComparator.reversed())
              .orElseThrow(NoSuchElementException::new);
   }

   // Added: one event line. / 新增：打印一行事件。
   private static void event(String kind, String value) {
      System.out.println("{\"" + kind + "\": " + value + "}");
   }
}
