import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// RAC4's synchronous `single()`, `first()`, `last()`, `wait()`, and
/// `startWithResult`/`observeResult`. The blocking tests are synchronous on
/// purpose: in async code the async overloads are chosen.
@Suite struct ModernBlockingTests {
  /// A producer that sends `values` from a background thread, a little
  /// later, then fails with `failure` or completes.
  static func later(_ values: [Int], failure: TestError? = nil) -> SignalProducer<Int, TestError> {
    SignalProducer { observer, _ in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        for value in values { observer.sendNext(value) }
        if let failure { observer.sendFailed(failure) } else { observer.sendCompleted() }
      }
    }
  }

  static func describe<Value>(_ result: Result<Value, TestError>?) -> String {
    switch result {
    case nil: "nil"
    case .success(let value)?: "success(\(value))"
    case .failure(let error)?: "failure(\(error))"
    }
  }

  @Test func singleIsTheOnlyValueOrNilForNoneOrMany() {
    #expect(Self.describe(Self.later([1]).single()) == "success(1)")
    #expect(Self.describe(Self.later([]).single()) == "nil")
    #expect(Self.describe(Self.later([1, 2]).single()) == "nil")
    #expect(Self.describe(Self.later([1], failure: TestError(2)).single()) == "failure(TestError(2))")
  }

  /// RAC4's `single()` took two values and stopped there: a second value
  /// answers `nil` at once and interrupts the work, without waiting for an
  /// end that comes later (here 5 seconds later: a `single()` that waited
  /// for it would log the completion first).
  @Test func singleAnswersNilAtTheSecondValueWithoutWaitingForTheEnd() {
    let log = Recorder<String> { 0 }
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += { log.log("work interrupted") }
      DispatchQueue.global().async {
        observer.sendNext(1)
        observer.sendNext(2)
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
          log.log("completion sent")
          observer.sendCompleted()
        }
      }
    }
    #expect(Self.describe(producer.single()) == "nil")
    #expect(log.lines == ["t=0.0 work interrupted"])
  }

  @Test func singleOfAProducerSendingAtOnceDoesNotBlock() {
    #expect(Self.describe(SignalProducer<Int, TestError>(value: 5).single()) == "success(5)")
  }

  @Test func firstIsTheFirstValueAndInterruptsTheWork() {
    let log = Recorder<String> { 0 }
    let producer = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += { log.log("work interrupted") }
      observer.sendNext(1)
      observer.sendNext(2)
    }
    #expect(Self.describe(producer.first()) == "success(1)")
    #expect(log.lines == ["t=0.0 work interrupted"])
    #expect(Self.describe(Self.later([]).first()) == "nil")
    #expect(Self.describe(Self.later([], failure: TestError(3)).first()) == "failure(TestError(3))")
  }

  /// A producer that sends `1, 2, 3, …` synchronously from its start
  /// handler until it is disposed, counting what it sent.
  static func untilDisposed(_ sent: SentCount) -> SignalProducer<Int, TestError> {
    SignalProducer { observer, disposable in
      while !disposable.isDisposed { observer.sendNext(sent.increment()) }
    }
  }

  /// Issue 19 item 4: RAC4's `first()` is `take(1).single()`: it disposes
  /// the work at the first value, so a producer that sends synchronously
  /// until disposed stops, and `first()` returns (it never did).
  @Test func firstReturnsOnAProducerThatSendsSynchronouslyUntilDisposed() {
    let sent = SentCount()
    #expect(Self.describe(Self.untilDisposed(sent).first()) == "success(1)")
    #expect(sent.value == 1)
  }

  /// The same trap for `single()`, RAC4's `take(2)`: the second value
  /// answers `nil` and stops the work.
  @Test func singleReturnsNilOnAProducerThatSendsSynchronouslyUntilDisposed() {
    let sent = SentCount()
    #expect(Self.describe(Self.untilDisposed(sent).single()) == "nil")
    #expect(sent.value == 2)
  }

  /// Every thread of the concurrency pool blocks in a synchronous `first()`
  /// at once (one task per core, and one more waiting): each wait ends,
  /// because neither the wait nor a delivery from a dispatch queue needs a
  /// pool thread. A wait that parked its work on a `Task` would hang here.
  @Test func syncFormsCalledFromEveryPoolThreadAtOnceNeedNoPoolThreadToFinish() async {
    let width = ProcessInfo.processInfo.activeProcessorCount + 1
    let results = await withTaskGroup(of: String.self) { group in
      for index in 0..<width {
        group.addTask { Self.blockingFirst(Self.later([index])) }
      }
      var results: [String] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.sorted() == (0..<width).map { "success(\($0))" }.sorted())
  }

  /// The blocking `first()`, called from a synchronous function: a task may
  /// call one (the blocking forms refuse async code only where it names
  /// them, so that a top-level `try await producer.first()` cannot pick
  /// them by mistake).
  static func blockingFirst(_ producer: SignalProducer<Int, TestError>) -> String {
    describe(producer.first())
  }

  @Test func lastIsTheLastValueOnceTheProducerEnds() {
    #expect(Self.describe(Self.later([1, 2, 3]).last()) == "success(3)")
    #expect(Self.describe(Self.later([]).last()) == "nil")
    #expect(Self.describe(Self.later([1], failure: TestError(4)).last()) == "failure(TestError(4))")
  }

  @Test func waitSucceedsOnCompletionOrInterruptionAndFailsWithTheFailure() {
    #expect(throws: Never.self) { try Self.later([1, 2]).wait().get() }
    #expect(throws: TestError(5)) { try Self.later([], failure: TestError(5)).wait().get() }
    let interrupted = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }
    #expect(throws: Never.self) { try interrupted.wait().get() }
  }

  @Test func firstInsideAQueueSchedulerActionRunsTheSchedulersLaterActions() {
    let scheduler = QueueScheduler(name: "blocking")
    let answer = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    // Sent by a later action of the very scheduler whose action blocks.
    let fromScheduler = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += scheduler.scheduleAfter(0.05) {
        observer.sendNext(7)
        observer.sendNext(8)
      }
    }
    scheduler.schedule {
      answer.record(.value(Self.describe(fromScheduler.first())))
      answer.record(.value(Self.describe(SignalProducer<Int, TestError>(value: 6).observeOn(scheduler).single())))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(answer.values == ["success(7)", "success(6)"])
  }

  @Test func singleOnTheMainQueueRunsUISchedulerDeliveries() {
    let answer = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      let ui = Self.describe(Self.later([8]).observeOn(UIScheduler()).single())
      let main = Self.describe(Self.later([9]).observeOn(QueueScheduler.main).single())
      answer.record(.value("\(ui) \(main)"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(answer.values == ["success(8) success(9)"])
  }

  // MARK: Results

  @Test func startWithResultSeesValuesAsSuccessesAndTheFailure() {
    var results: [String] = []
    SignalProducer<Int, TestError>(values: [1, 2]).concat(SignalProducer(error: TestError(1)))
      .startWithResult { results.append(Self.describe($0)) }
    #expect(results == ["success(1)", "success(2)", "failure(TestError(1))"])
  }

  @Test func observeResultSeesValuesAsSuccessesAndTheFailure() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var results: [String] = []
    signal.observeResult { results.append(Self.describe($0)) }
    input.sendNext(1)
    input.sendFailed(TestError(2))
    #expect(results == ["success(1)", "failure(TestError(2))"])
  }
}

/// How many values a source sent (one thread: the test's).
final class SentCount {
  private(set) var value = 0

  func increment() -> Int {
    value += 1
    return value
  }
}
