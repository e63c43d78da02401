import RACShared
import Testing

@Suite("ReplayBuffer")
struct ReplayBufferTests {
  @Test func capacityZeroStoresNothing() {
    var buffer = ReplayBuffer<Int>(capacity: 0)
    for value in 0..<5 { buffer.append(value) }
    #expect(buffer.count == 0)
    #expect(buffer.isEmpty)
    #expect(buffer.elements == [])
  }

  @Test func capacityOneKeepsOnlyTheNewestValue() {
    var buffer = ReplayBuffer<Int>(capacity: 1)
    #expect(buffer.elements == [])
    buffer.append(1)
    #expect(buffer.elements == [1])
    buffer.append(2)
    buffer.append(3)
    #expect(buffer.elements == [3])
    #expect(buffer.count == 1)
  }

  @Test func fillingUpToCapacityEvictsNothing() {
    var buffer = ReplayBuffer<Int>(capacity: 4)
    for value in 0..<4 { buffer.append(value) }
    #expect(buffer.elements == [0, 1, 2, 3])
    #expect(buffer.count == 4)
  }

  @Test func evictionDropsTheOldestValueFirst() {
    var buffer = ReplayBuffer<Int>(capacity: 3)
    for value in 0..<4 { buffer.append(value) }
    #expect(buffer.elements == [1, 2, 3])
    buffer.append(4)
    #expect(buffer.elements == [2, 3, 4])
  }

  /// After wrapping many times (and stopping at every offset of the ring), the
  /// buffer holds exactly the newest `capacity` values, oldest first.
  @Test(arguments: [(1, 0), (1, 7), (2, 1), (3, 1000), (3, 1001), (3, 1002), (5, 12), (7, 999), (64, 6400), (65, 6431)])
  func keepsTheNewestValuesOldestFirstAfterWrapping(capacity: Int, appended: Int) {
    var buffer = ReplayBuffer<Int>(capacity: capacity)
    for value in 0..<appended { buffer.append(value) }
    let expected = Array((0..<appended).suffix(capacity))
    #expect(buffer.elements == expected)
    #expect(buffer.count == expected.count)
    var visited: [Int] = []
    buffer.forEach { visited.append($0) }
    #expect(visited == expected)
  }

  @Test func unlimitedCapacityGrowsAndNeverEvicts() {
    var buffer = ReplayBuffer<Int>(capacity: Int.max)
    for value in 0..<10_000 { buffer.append(value) }
    #expect(buffer.count == 10_000)
    #expect(buffer.elements == Array(0..<10_000))
  }

  @Test func forEachStopsAtTheFirstThrownError() {
    var buffer = ReplayBuffer<Int>(capacity: 3)
    for value in 0..<5 { buffer.append(value) }
    var visited: [Int] = []
    #expect(throws: TestFailure(3)) {
      try buffer.forEach { value in
        visited.append(value)
        if value == 3 { throw TestFailure(3) }
      }
    }
    #expect(visited == [2, 3])
  }

  @Test func negativeCapacityTrapsNamingTheValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = ReplayBuffer<Int>(capacity: -1)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("capacity must not be negative (got -1)"))
  }
}
