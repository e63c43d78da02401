import RACShared
import RACTestSupport
import Testing

/// ReactiveSwift's in-place accumulators: `scanMap(into:)`, `scanMap(_:_:)`,
/// `scan(into:)`.
@Suite struct ScanMapTests {
  typealias Source = Producer<Int, TestFailure>

  static func run<Output: Equatable>(
    _ source: Source, _ transform: @escaping EventTransform<Int, TestFailure, Output, TestFailure>
  ) -> [TimelineEvent<Output>] {
    let log = Recorder<Output>()
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
    let first = Recorder<Int>()
    let second = Recorder<Int>()
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
      source.lift(
        EventTransforms.scanMap(into: 0) { (sum: inout Int, value: Int) -> Int in
          sum += value
          return sum
        }))
    clock.advance(to: 2)
    start.dispose()
    clock.advance(to: 5)
    #expect(trace.stamped == ["1.0 value(5)", "2.0 interrupted"])
  }
}

/// ReactiveSwift's `reduce(into:)` and the Result forms of `materialize`.
@Suite struct AccumulateIntoTests {
  @Test func reduceIntoSendsTheFinalAccumulationOnceAtCompletion() {
    let log = Recorder<[Int]>()
    Producer<Int, TestFailure>(values: [3, 1, 2])
      .lift(
        EventTransforms.reduce(into: [Int]()) { (sorted: inout [Int], value: Int) in
          sorted.insert(value, at: sorted.firstIndex { $0 > value } ?? sorted.endIndex)
        }
      )
      .start(log.sink)
    #expect(log.events == [.value([1, 2, 3]), .completed])
  }

  @Test func reduceIntoSendsTheInitialValueWhenNoValueCame() {
    let log = Recorder<Int>()
    Producer<Int, TestFailure>(values: []).lift(EventTransforms.reduce(into: 42) { $0 += $1 }).start(log.sink)
    #expect(log.events == [.value(42), .completed])
  }

  /// `Result` as an equatable line.
  static func describe(_ result: Result<Int, TestFailure>) -> String {
    switch result {
    case .success(let value): "success(\(value))"
    case .failure(let error): "failure(\(error.code))"
    }
  }

  @Test func materializeResultsSendsValuesAsSuccessesAndTheFailureAsAFailureThenCompletes() {
    let log = Recorder<String>()
    let source = Producer<Int, TestFailure> { input, _ in
      input(.value(1))
      input(.value(2))
      input(.failed(TestFailure(5)))
    }
    source.lift(EventTransforms.materializeResults()).lift(EventTransforms.map(Self.describe))
      .start { log.record($0.mapFailure { (never: Never) -> TestFailure in }) }
    #expect(log.events == [.value("success(1)"), .value("success(2)"), .value("failure(5)"), .completed])
  }

  @Test func materializeResultsPassesCompletionAndInterruptionOn() {
    let completed = Recorder<String>()
    Producer<Int, TestFailure>(values: [7]).lift(EventTransforms.materializeResults())
      .lift(EventTransforms.map(Self.describe)).start {
        completed.record($0.mapFailure { (never: Never) -> TestFailure in })
      }
    #expect(completed.events == [.value("success(7)"), .completed])
    let interrupted = Recorder<String>()
    Producer<Int, TestFailure>(terminal: .interrupted).lift(EventTransforms.materializeResults())
      .lift(EventTransforms.map(Self.describe)).start {
        interrupted.record($0.mapFailure { (never: Never) -> TestFailure in })
      }
    #expect(interrupted.events == [.interrupted])
  }

  @Test func dematerializeResultsFailsAtTheFirstFailureAndDisposesTheUpstream() {
    let trace = Recorder<String>()
    let results = Producer<Result<Int, TestFailure>, Never> { input, lifetime in
      lifetime.add { trace.note("upstream disposed") }
      input(.value(.success(1)))
      input(.value(.failure(TestFailure(3))))
      trace.note(lifetime.isDisposed ? "disposed before the next send" : "still running")
      input(.value(.success(2)))
    }
    results.lift(cancelling: EventTransforms.dematerializeResults()).start(trace.sink("out", Int.self))
    #expect(
      trace.values == [
        "out value(1)", "out failed(TestFailure(3))", "upstream disposed", "disposed before the next send",
      ])
  }

  @Test func dematerializeResultsRoundTripsMaterializeResults() {
    let log = Recorder<Int>()
    let source = Producer<Int, TestFailure> { input, _ in
      input(.value(4))
      input(.failed(TestFailure(8)))
    }
    source.lift(EventTransforms.materializeResults()).lift(cancelling: EventTransforms.dematerializeResults())
      .start(log.sink)
    #expect(log.events == [.value(4), .failed(TestFailure(8))])
  }
}
