import RACShared
import Testing

/// ReactiveSwift's in-place accumulators: `scanMap(into:)`, `scanMap(_:_:)`,
/// `scan(into:)`.
@Suite struct ScanMapTests {
  typealias Source = Producer<Int, TestFailure>

  static func run<Output: Equatable>(
    _ source: Source, _ transform: @escaping EventTransform<Int, TestFailure, Output, TestFailure>
  ) -> [Logged<Output>] {
    let log = EventLog<Output>()
    source.lift(transform).start(log.sink)
    return log.events
  }

  @Test func scanMapIntoSendsWhatNextReturnsAndKeepsTheStateInPlace() {
    let events = Self.run(Source(values: [1, 2, 3])) {
      EventTransforms.scanMap(into: 0) { (sum: inout Int, value: Int) -> String in
        sum += value
        return "sum \(sum)"
      }($0)
    }
    #expect(events == [.value("sum 1"), .value("sum 3"), .value("sum 6"), .completed])
  }

  @Test func scanMapWithAPureNextThreadsTheStateThroughEachCall() {
    // The state counts values; the output pairs each value with its index.
    let events = Self.run(Source(values: [7, 8, 9])) {
      EventTransforms.scanMap(0) { (index: Int, value: Int) in (index + 1, index * 100 + value) }($0)
    }
    #expect(events == [.value(7), .value(108), .value(209), .completed])
  }

  @Test func scanIntoSendsTheRunningAccumulationAfterEveryValue() {
    let events = Self.run(Source(values: [1, 2, 3])) {
      EventTransforms.scan(into: [Int]()) { (collected: inout [Int], value: Int) in collected.append(value * 10) }($0)
    }
    #expect(events == [.value([10]), .value([10, 20]), .value([10, 20, 30]), .completed])
  }

  @Test func everyStartBeginsFromItsOwnCopyOfTheInitialState() {
    let producer = Source(values: [1, 2]).lift(
      EventTransforms.scan(into: 100) { (total: inout Int, value: Int) in total += value })
    let first = EventLog<Int>()
    let second = EventLog<Int>()
    producer.start(first.sink)
    producer.start(second.sink)
    #expect(first.events == [.value(101), .value(103), .completed])
    #expect(second.events == first.events)
  }

  @Test func aFailureEndsTheScanWithoutAnotherResult() {
    let source = Source { input, _ in
      input(.value(1))
      input(.failed(TestFailure(4)))
      input(.value(2))
    }
    let events = Self.run(source) {
      EventTransforms.scanMap(into: 0) { (sum: inout Int, value: Int) -> Int in
        sum += value
        return sum
      }($0)
    }
    #expect(events == [.value(1), .failed(TestFailure(4))])
  }

  @Test func anInterruptionPassesThrough() {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(5)), (3, .value(6))])
    let (trace, start) = clock.record(
      source.lift(EventTransforms.scanMap(into: 0) { (sum: inout Int, value: Int) -> Int in
        sum += value
        return sum
      }))
    clock.advance(to: 2)
    start.dispose()
    clock.advance(to: 5)
    #expect(trace.events == ["1.0 value(5)", "2.0 interrupted"])
  }
}
