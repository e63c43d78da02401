import RACShared
import Testing

/// `collect`'s gathering state, driven directly: what each value and the
/// completion hand back.
@Suite struct CollectChunkTests {
  @Test func aCountCutsAnArrayEveryCountValues() {
    var chunk = CollectChunk<Int>()
    #expect(chunk.add(1, by: .count(2)) == nil)
    #expect(chunk.add(2, by: .count(2)) == [1, 2])
    #expect(chunk.add(3, by: .count(2)) == nil)
    #expect(chunk.remainder() == [3])
  }

  @Test func nothingIsLeftWhenTheLastValueCompletedAnArray() {
    var chunk = CollectChunk<Int>()
    #expect(chunk.add(1, by: .count(1)) == [1])
    #expect(chunk.remainder() == nil)
  }

  @Test func anEmptySourceLeavesAnEmptyArray() {
    var chunk = CollectChunk<Int>()
    #expect(chunk.remainder() == [])
  }

  @Test func aCollectedPredicateSeesTheNewestValueIncluded() {
    var chunk = CollectChunk<Int>()
    let rule = CollectRule<Int>.collected { $0.count == 2 }
    #expect(chunk.add(5, by: rule) == nil)
    #expect(chunk.add(6, by: rule) == [5, 6])
  }

  @Test func aBeforeNextPredicateCutsBeforeTheNextValueJoins() {
    var chunk = CollectChunk<Int>()
    let rule = CollectRule<Int>.beforeNext { _, next in next == 0 }
    #expect(chunk.add(0, by: rule) == [])
    #expect(chunk.add(1, by: rule) == nil)
    #expect(chunk.add(0, by: rule) == [0, 1])
    #expect(chunk.remainder() == [0])
  }
}
