import RACShared
import RACTestSupport
import Testing

/// ReactiveSwift's `withLatest(from:)`: each value of the receiver with the
/// samplee's newest value.
@Suite struct WithLatestTests {
  typealias Source = Producer<Int, TestFailure>

  static func paired(_ producer: Producer<(Int, Int), TestFailure>) -> Producer<String, TestFailure> {
    producer.lift(EventTransforms.map { "\($0)+\($1)" })
  }

  @Test func eachValueTakesTheSampleesNewestValueOnceItHasOne() {
    let clock = EngineClock()
    let receiver: Source = clock.source([(1, .value(1)), (3, .value(3)), (5, .value(5)), (7, .completed)])
    let samplee: Source = clock.source([(2, .value(20)), (4, .value(40)), (4.5, .value(45))])
    let (trace, _) = clock.record(Self.paired(receiver.withLatest(from: samplee)))
    clock.advance(to: 10)
    #expect(trace.stamped == ["3.0 value(3+20)", "5.0 value(5+45)", "7.0 completed"])
  }

  @Test func theSampleeStartsFirstSoItsSynchronousValuesAreThere() {
    let clock = EngineClock()
    let order = clock.trace()
    let receiver = Source { input, _ in
      order.note("receiver started")
      input(.value(1))
      input(.value(2))
      input(.completed)
    }
    let samplee = Source { input, _ in
      order.note("samplee started")
      input(.value(10))
      input(.value(11))
    }
    let log = Recorder<String>()
    Self.paired(receiver.withLatest(from: samplee)).start(log.sink)
    #expect(order.stamped == ["0.0 samplee started", "0.0 receiver started"])
    #expect(log.events == [.value("1+11"), .value("2+11"), .completed])
  }

  @Test func theSampleesEndIsIgnoredAndItsLastValueKept() {
    let clock = EngineClock()
    let receiver: Source = clock.source([(2, .value(2)), (4, .value(4)), (6, .failed(TestFailure(9)))])
    let samplee: Source = clock.source([(1, .value(10)), (3, .failed(TestFailure(1)))])
    let (trace, _) = clock.record(Self.paired(receiver.withLatest(from: samplee)))
    clock.advance(to: 10)
    #expect(trace.stamped == ["2.0 value(2+10)", "4.0 value(4+10)", "6.0 failed(TestFailure(9))"])
  }

  @Test func theReceiversEndDisposesTheSamplee() {
    let clock = EngineClock()
    let trace = clock.trace()
    let receiver: Source = clock.source([(1, .value(1)), (2, .completed)], trace: trace, name: "receiver")
    let samplee: Source = clock.source([(5, .value(5))], trace: trace, name: "samplee")
    Self.paired(receiver.withLatest(from: samplee)).start(trace.sink(String.self))
    clock.advance(to: 10)
    #expect(
      trace.stamped == [
        "0.0 samplee started", "0.0 receiver started", "2.0 completed", "2.0 samplee disposed", "2.0 receiver disposed",
      ])
  }

  @Test func disposingTheStartInterruptsAndDisposesBoth() {
    let clock = EngineClock()
    let trace = clock.trace()
    let receiver: Source = clock.source([(3, .value(3))], trace: trace, name: "receiver")
    let samplee: Source = clock.source([(1, .value(1))], trace: trace, name: "samplee")
    let start = Self.paired(receiver.withLatest(from: samplee)).start(trace.sink(String.self))
    clock.advance(to: 2)
    start.dispose()
    clock.advance(to: 10)
    #expect(
      trace.stamped == [
        "0.0 samplee started", "0.0 receiver started", "2.0 interrupted", "2.0 samplee disposed",
        "2.0 receiver disposed",
      ])
  }

  @Test func onAHotSignalItSamplesFromWhenTheOperatorIsApplied() {
    let receiver = SignalCore<Int, TestFailure>()
    let samplee = SignalCore<Int, Never>()
    let log = Recorder<String>()
    samplee.send(.value(0))
    let result = receiver.applying { Self.paired($0.withLatest(from: samplee.observation)) }
    result.observe(log.sink)
    receiver.send(.value(1))
    samplee.send(.value(7))
    receiver.send(.value(2))
    receiver.send(.completed)
    #expect(log.events == [.value("2+7"), .completed])
  }
}
