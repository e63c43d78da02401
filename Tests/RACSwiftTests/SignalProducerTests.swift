import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `SignalProducer`'s initializers and starts, in ReactiveSwift 7's names,
/// with exact timelines.
@Suite struct SwiftSignalProducerTests {
  @Test func aStartHandlerRunsPerStartAndItsLifetimeEndsAfterTheInterruption() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    var starts = 0
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      starts += 1
      let start = starts
      lifetime.observeEnded { log.log("start \(start) ended") }
      scheduler.schedule(after: .seconds(1)) { observer.send(value: start * 10) }
      scheduler.schedule(after: .seconds(2)) { observer.sendCompleted() }
    }
    log.start("a", producer)
    let second = log.start("b", producer)
    scheduler.advance(by: .seconds(1))
    second.dispose()
    scheduler.advance(by: .seconds(1))
    #expect(starts == 2)
    #expect(
      log.lines == [
        "t=1.0 a value 10", "t=1.0 b value 20", "t=1.0 b interrupted", "t=1.0 start 2 ended", "t=2.0 a completed",
        "t=2.0 start 1 ended",
      ])
  }

  @Test func theValueErrorAndResultInitializersSendAtOnce() {
    let log = Recorder<String>(since: TestScheduler())
    log.start("value", SignalProducer<Int, TestError>(value: 1))
    log.start("never-failing value", SignalProducer<Int, Never>(value: 2))
    log.start("error", SignalProducer<Int, TestError>(error: TestError(3)))
    log.start("success", SignalProducer<Int, TestError>(result: .success(4)))
    log.start("failure", SignalProducer<Int, TestError>(result: .failure(TestError(5))))
    #expect(
      log.lines == [
        "t=0.0 value value 1", "t=0.0 value completed", "t=0.0 never-failing value value 2",
        "t=0.0 never-failing value completed", "t=0.0 error failed TestError(3)", "t=0.0 success value 4",
        "t=0.0 success completed", "t=0.0 failure failed TestError(5)",
      ])
  }

  @Test func aSequenceAndVariadicValuesAreSentInOrderThenComplete() {
    let log = Recorder<String>(since: TestScheduler())
    log.start("seq", SignalProducer<Int, TestError>([1, 2]))
    log.start("range", SignalProducer<Int, Never>(3...4))
    log.start("values", SignalProducer<Int, TestError>(values: 5, 6, 7))
    log.start("never-failing values", SignalProducer<Int, Never>(values: 8, 9))
    #expect(
      log.lines == [
        "t=0.0 seq value 1", "t=0.0 seq value 2", "t=0.0 seq completed", "t=0.0 range value 3",
        "t=0.0 range value 4", "t=0.0 range completed", "t=0.0 values value 5", "t=0.0 values value 6",
        "t=0.0 values value 7", "t=0.0 values completed", "t=0.0 never-failing values value 8",
        "t=0.0 never-failing values value 9", "t=0.0 never-failing values completed",
      ])
  }

  @Test func aSequenceStopsAtTheValueThatDisposesTheStart() {
    var events: [String] = []
    SignalProducer<Int, Never>(1...5).startWithSignal { signal, interruptHandle in
      signal.observe { event in
        events.append("\(event)")
        if event.value == 2 { interruptHandle.dispose() }
      }
    }
    #expect(events == ["VALUE 1", "VALUE 2", "INTERRUPTED"])
  }

  @Test func theClosureInitializersCallTheirClosureAtEveryStart() {
    let log = Recorder<String>(since: TestScheduler())
    var calls = 0
    let lazy = SignalProducer<Int, Never> { () -> Int in
      calls += 1
      return calls
    }
    let result = SignalProducer<Int, TestError> { () -> Result<Int, TestError> in
      calls += 1
      return calls.isMultiple(of: 2) ? .success(calls) : .failure(TestError(calls))
    }
    let throwing = SignalProducer<Int, Swift.Error> { () throws -> Int in
      calls += 1
      if calls > 5 { throw TestError(calls) }
      return calls
    }
    #expect(calls == 0)
    log.start("lazy", lazy)
    log.start("lazy", lazy)
    log.start("result", result)
    log.start("result", result)
    log.start("throwing", throwing)
    log.start("throwing", throwing)
    #expect(
      log.lines == [
        "t=0.0 lazy value 1", "t=0.0 lazy completed", "t=0.0 lazy value 2", "t=0.0 lazy completed",
        "t=0.0 result failed TestError(3)", "t=0.0 result value 4", "t=0.0 result completed",
        "t=0.0 throwing value 5", "t=0.0 throwing completed", "t=0.0 throwing failed TestError(6)",
      ])
  }

  @Test func emptyCompletesAndNeverStaysSilentUntilDisposed() {
    let log = Recorder<String>(since: TestScheduler())
    log.start("empty", SignalProducer<Int, Never>.empty)
    let never = log.start("never", SignalProducer<Int, Never>.never)
    #expect(log.lines == ["t=0.0 empty completed"])
    never.dispose()
    #expect(log.lines == ["t=0.0 empty completed", "t=0.0 never interrupted"])
  }

  @Test func aProducerOfASignalObservesItFromEachStartOn() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let (signal, input) = Signal<Int, TestError>.pipe()
    let producer = SignalProducer(signal)
    log.start("a", producer)
    scheduler.schedule(after: .seconds(1)) { input.send(value: 1) }
    scheduler.schedule(after: .seconds(2)) { log.start("b", producer) }
    scheduler.schedule(after: .seconds(3)) { input.send(error: TestError(3)) }
    scheduler.run()
    #expect(
      log.lines == ["t=1.0 a value 1", "t=3.0 a failed TestError(3)", "t=3.0 b failed TestError(3)"])
  }

  @Test func anythingConvertibleMakesAProducer() {
    let log = Recorder<String>(since: TestScheduler())
    let result: Result<Int, TestError> = .success(1)
    log.start("result", result.producer)
    log.start("init", SignalProducer(Result<Int, TestError>.failure(TestError(2))))
    let producer = SignalProducer<Int, Never>(value: 3)
    log.start("self", producer.producer)
    log.start("converted", SignalProducer(producer))
    #expect(
      log.lines == [
        "t=0.0 result value 1", "t=0.0 result completed", "t=0.0 init failed TestError(2)",
        "t=0.0 self value 3", "t=0.0 self completed", "t=0.0 converted value 3", "t=0.0 converted completed",
      ])
  }

  @Test func theStartFamilyEachHearsItsKindOfEvent() {
    var lines: [String] = []
    let failing = SignalProducer<Int, TestError>(values: 1, 2).concatFailure(TestError(3))
    failing.startWithResult { lines.append("result \($0)") }
    failing.startWithFailed { lines.append("failed \($0)") }
    SignalProducer<Int, TestError>(value: 4).startWithCompleted { lines.append("completed") }
    SignalProducer<Int, TestError>.never.startWithInterrupted { lines.append("interrupted") }.dispose()
    SignalProducer<Int, Never>(values: 5, 6).startWithValues { lines.append("value \($0)") }
    SignalProducer<Int, Never>(value: 7).start { lines.append("event \($0)") }
    #expect(
      lines == [
        "result success(1)", "result success(2)", "result failure(TestError(3))", "failed TestError(3)", "completed",
        "interrupted", "value 5", "value 6", "event VALUE 7", "event COMPLETED",
      ])
  }

  /// Each one-kind start (the engine's one-kind sinks) over two values and
  /// each end: exactly its kind, and every start ends (its lifetime last).
  @Test(arguments: ["completed", "failed", "interrupted"])
  func eachStartFormHearsExactlyItsKindForEachEnd(_ end: String) {
    var lines: [String] = []
    func producer<Failure>(_ failure: Failure?) -> SignalProducer<Int, Failure> {
      SignalProducer { observer, lifetime in
        lifetime.observeEnded { lines.append("ended") }
        observer.send(value: 1)
        observer.send(value: 2)
        switch end {
        case "completed": observer.sendCompleted()
        case "failed": if let failure { observer.send(error: failure) } else { observer.sendInterrupted() }
        default: observer.sendInterrupted()
        }
        observer.send(value: 3)
      }
    }
    let failing = producer(TestError(7))
    lines.append("result")
    failing.startWithResult { lines.append("result \($0)") }
    lines.append("failed")
    failing.startWithFailed { lines.append("failed \($0)") }
    lines.append("completed")
    failing.startWithCompleted { lines.append("completed") }
    lines.append("interrupted")
    failing.startWithInterrupted { lines.append("interrupted") }
    lines.append("values")
    producer(Never?.none).startWithValues { lines.append("values \($0)") }
    let expected: [String: [String]] = [
      "completed": [
        "result", "result success(1)", "result success(2)", "ended", "failed", "ended", "completed", "completed",
        "ended", "interrupted", "ended", "values", "values 1", "values 2", "ended",
      ],
      "failed": [
        "result", "result success(1)", "result success(2)", "result failure(TestError(7))", "ended", "failed",
        "failed TestError(7)", "ended", "completed", "ended", "interrupted", "ended", "values", "values 1",
        "values 2", "ended",
      ],
      "interrupted": [
        "result", "result success(1)", "result success(2)", "ended", "failed", "ended", "completed", "ended",
        "interrupted", "interrupted", "ended", "values", "values 1", "values 2", "ended",
      ],
    ]
    #expect(lines == expected[end])
  }

  @Test func startWithSignalLetsTheSetupObserveFirstAndReturnsItsResult() {
    var lines: [String] = []
    let producer = SignalProducer<Int, Never> { observer, _ in
      lines.append("work")
      observer.send(value: 1)
      observer.sendCompleted()
    }
    let returned = producer.startWithSignal { signal, interruptHandle -> String in
      signal.observe { lines.append("\($0)") }
      lines.append("setup disposed=\(interruptHandle.isDisposed)")
      return "from setup"
    }
    #expect(returned == "from setup")
    #expect(lines == ["setup disposed=false", "work", "VALUE 1", "COMPLETED"])
  }

  @Test func startWithSignalRunsNoWorkWhenTheSetupDisposes() {
    var lines: [String] = []
    let producer = SignalProducer<Int, Never> { _, _ in lines.append("work") }
    producer.startWithSignal { signal, interruptHandle in
      signal.observe { lines.append("\($0)") }
      interruptHandle.dispose()
    }
    #expect(lines == ["INTERRUPTED"])
  }

  @Test func theUnserializedStartHandlerIsAStartHandler() {
    let log = Recorder<String>(since: TestScheduler())
    let producer = SignalProducer<Int, Never>.unserialized { observer, _ in
      observer.send(value: 1)
      observer.sendCompleted()
    }
    log.start("u", producer)
    #expect(log.lines == ["t=0.0 u value 1", "t=0.0 u completed"])
  }
}

extension SignalProducer {
  /// This producer's values, then a failure (a test helper built from the
  /// skeleton's initializers only).
  fileprivate func concatFailure(_ error: Error) -> SignalProducer {
    SignalProducer { observer, lifetime in
      lifetime += self.start(
        Signal.Observer(
          value: observer.send(value:), failed: observer.send(error:),
          completed: { observer.send(error: error) }, interrupted: observer.sendInterrupted))
    }
  }
}
