import RACSwift
import Testing

/// `Bag`: insertion order, removal by token (equal elements included), and
/// its collection conformance.
@Suite struct BagTests {
  @Test func elementsAreKeptInInsertionOrder() {
    var bag = Bag<String>()
    bag.insert("a")
    bag.insert("b")
    bag.insert("a")
    #expect(Array(bag) == ["a", "b", "a"])
    #expect(bag.count == 3)
    #expect(bag.startIndex == 0 && bag.endIndex == 3)
    #expect(bag[1] == "b")
  }

  @Test func aTokenRemovesItsOwnElementEvenAmongEqualOnes() {
    var bag = Bag<Int>()
    let first = bag.insert(7)
    let second = bag.insert(7)
    bag.insert(8)
    #expect(bag.remove(using: second) == 7)
    #expect(Array(bag) == [7, 8])
    #expect(bag.remove(using: second) == nil)
    #expect(bag.remove(using: first) == 7)
    #expect(Array(bag) == [8])
  }

  @Test func removalInAnyOrderLeavesTheRestInOrder() {
    var bag = Bag<Int>()
    let tokens = (0..<50).map { bag.insert($0) }
    var remaining = Array(0..<50)
    // A fixed shuffle: every 7th position, wrapping, so the binary search
    // meets removals at the ends, in the middle and next to earlier ones.
    var position = 0
    for _ in 0..<40 {
      position = (position + 7) % remaining.count
      let value = remaining.remove(at: position)
      #expect(bag.remove(using: tokens[value]) == value)
      #expect(Array(bag) == remaining)
    }
  }

  @Test func aBagFromASequenceHoldsItsElementsAndTakesMoreAfterThem() {
    var bag = Bag([1, 2, 3])
    let token = bag.insert(4)
    #expect(Array(bag) == [1, 2, 3, 4])
    bag.remove(using: token)
    #expect(Array(bag) == [1, 2, 3])
    #expect(bag.reversed() == [3, 2, 1])
  }

  @Test func aCopyIsIndependent() {
    var bag = Bag<Int>()
    let token = bag.insert(1)
    var copy = bag
    copy.remove(using: token)
    #expect(Array(bag) == [1])
    #expect(copy.isEmpty)
  }
}
