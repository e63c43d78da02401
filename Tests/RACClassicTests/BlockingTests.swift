import Dispatch
import Foundation
import RACClassic
import RACTestSupport
import Testing

/// RAC2's blocking accessors: `first`, `firstOrDefault`, `waitUntilCompleted`,
/// the asynchronous forms and `toArray`. Each blocks the calling thread (these
/// tests are synchronous on purpose: an async test would pick the async
/// `first()`), without deadlocking on the scheduler the caller runs on.
@Suite struct ClassicBlockingTests {
  /// A signal that sends `values` from a background thread, a little later,
  /// then ends with `error` or completes.
  static func later(_ values: [Int], error: (any Error)? = nil, failing: Bool = false) -> RACSignal<Int> {
    RACSignal.createSignal { subscriber in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        for value in values { subscriber.sendNext(value) }
        if failing { subscriber.sendError(error) } else { subscriber.sendCompleted() }
      }
      return nil
    }
  }

  @Test func firstReturnsAValueSentDuringTheSubscriptionWithoutBlocking() {
    #expect(RACSignal<Int>.return(4).first() == 4)
  }

  @Test func firstWaitsForAValueSentFromAnotherThread() {
    #expect(Self.later([1, 2]).first() == 1)
  }

  @Test func firstIsNilWhenTheSignalCompletesOrFailsFirst() {
    #expect(Self.later([]).first() == nil)
    #expect(Self.later([], error: TestError(1), failing: true).first() == nil)
  }

  @Test func firstDisposesTheSubscriptionAfterTheFirstValue() {
    let log = Recorder<String> { 0 }
    let subject = RACSubject<Int>()
    let source = RACSignal<Int>.createSignal { subscriber in
      subject.subscribe(subscriber)
      subscriber.sendNext(9)
      return RACDisposable { log.log("source disposed") }
    }
    #expect(source.first() == 9)
    #expect(log.lines == ["t=0.0 source disposed"])
  }

  /// A signal that sends `1, 2, 3, …` synchronously from its block until
  /// its subscription is disposed (RAC2's idiom: the block hands the
  /// subscriber a disposable and watches it), counting what it sent.
  static func untilDisposed(_ sent: SentCount) -> RACSignal<Int> {
    RACSignal.createSignal { subscriber in
      let disposable = RACCompoundDisposable()
      subscriber.didSubscribe(with: disposable)
      while !disposable.isDisposed { subscriber.sendNext(sent.increment()) }
      return nil
    }
  }

  /// Issue 19 item 4: RAC2's `-first` and `-firstOrDefault:` took 1, which
  /// disposed the subscription at the first value: a signal sending
  /// synchronously until disposed stops, and they return.
  @Test func firstAndFirstOrDefaultReturnOnASignalThatSendsSynchronouslyUntilDisposed() {
    let sent = SentCount()
    #expect(Self.untilDisposed(sent).first() == 1)
    #expect(sent.value == 1)
    var success = false
    var error: (any Error)?
    #expect(Self.untilDisposed(sent).firstOrDefault(0, success: &success, error: &error) == 2)
    #expect(success)
    #expect(sent.value == 2)
  }

  @Test func firstOrDefaultReturnsTheDefaultWhenNoValueComes() {
    #expect(Self.later([]).firstOrDefault(-1) == -1)
    #expect(Self.later([3]).firstOrDefault(-1) == 3)
  }

  @Test func firstOrDefaultReportsSuccessAndTheError() {
    var success = false
    var error: (any Error)?
    #expect(Self.later([], error: TestError(3), failing: true).firstOrDefault(7, success: &success, error: &error) == 7)
    #expect(!success)
    #expect(error as? TestError == TestError(3))
    #expect(Self.later([]).firstOrDefault(7, success: &success, error: &error) == 7)
    #expect(success)
    #expect(error == nil)
    #expect(Self.later([5]).firstOrDefault(7, success: &success, error: &error) == 5)
    #expect(success)
  }

  @Test func waitUntilCompletedReturnsOnCompletionAndThrowsTheError() {
    #expect(throws: Never.self) { try Self.later([1, 2]).waitUntilCompleted() }
    #expect(throws: TestError(4)) { try Self.later([1], error: TestError(4), failing: true).waitUntilCompleted() }
    #expect(throws: BridgedError.self) { try Self.later([], error: nil, failing: true).waitUntilCompleted() }
  }

  @Test func aNilErrorIsThrownAsABridgedErrorWithNoUnderlyingErrorButReportedAsNil() {
    // RAC2's -waitUntilCompleted: returned NO and left the error nil; Swift
    // cannot throw nil. The out-parameter form still reports nil.
    #expect {
      try Self.later([1], error: nil, failing: true).waitUntilCompleted()
    } throws: { error in
      (error as? BridgedError).map { $0.underlying == nil } ?? false
    }
    var success = true
    var error: (any Error)? = TestError(0)
    #expect(Self.later([], error: nil, failing: true).firstOrDefault(7, success: &success, error: &error) == 7)
    #expect(!success)
    #expect(error == nil)
  }

  @Test func toArrayCollectsEveryValueOrIsNilOnError() {
    #expect(Self.later([1, 2, 3]).toArray() == [1, 2, 3])
    #expect(Self.later([]).toArray() == [])
    #expect(Self.later([1], error: TestError(1), failing: true).toArray() == nil)
  }

  @Test func asynchronousFirstOrDefaultWaitsForTheFirstValue() {
    var success = false
    var error: (any Error)?
    #expect(Self.later([6, 7]).asynchronousFirstOrDefault(0, success: &success, error: &error) == 6)
    #expect(success)
    #expect(error == nil)
  }

  @Test func asynchronouslyWaitUntilCompletedGivesUpAfterTenSecondsWithTheTimedOutError() {
    let started = Date()
    #expect {
      try RACSignal<Int>.never().asynchronouslyWaitUntilCompleted()
    } throws: { error in
      (error as NSError).domain == RACSignalErrorDomain && (error as NSError).code == RACSignalErrorTimedOut
    }
    #expect(Date().timeIntervalSince(started) >= 9.5)
  }

  @Test func asynchronousFirstOrDefaultOnTheMainQueueAnswersAfterTheBlocksAlreadyScheduledThere() {
    let answer = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      var success = true
      var error: (any Error)?
      RACScheduler.mainThread.schedule { answer.record(.value("first block")) }
      let failed = RACSignal<Int>.error(TestError(5)).asynchronousFirstOrDefault(0, success: &success, error: &error)
      answer.record(.value("answered \(failed) \(success) \(Recorder<String>.describe(error))"))
      RACScheduler.mainThread.schedule { answer.record(.value("second block")) }
      let value = RACSignal.return(7).asynchronousFirstOrDefault(0, success: &success, error: &error)
      answer.record(.value("answered \(value) \(success)"))
      RACScheduler.mainThread.schedule { answer.record(.value("third block")) }
      do {
        try RACSignal<Int>.empty().asynchronouslyWaitUntilCompleted()
        answer.record(.value("waited"))
      } catch {
        answer.record(.value("threw \(error)"))
      }
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    // RAC2 delivered through deliverOn:mainThreadScheduler while spinning the
    // main run loop: blocks scheduled there before came first.
    #expect(
      answer.values == [
        "first block", "answered 0 false TestError(5)", "second block", "answered 7 true", "third block", "waited",
      ])
  }

  @Test func asynchronousFirstOrDefaultInAQueueSchedulerBlockAnswersAfterThatSchedulersEarlierBlocks() {
    let scheduler = RACScheduler.scheduler()
    let answer = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule {
      var success = false
      var error: (any Error)?
      scheduler.schedule { answer.record(.value("earlier block")) }
      let value = RACSignal.return(3).asynchronousFirstOrDefault(0, success: &success, error: &error)
      answer.record(.value("answered \(value) \(success)"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(answer.values == ["earlier block", "answered 3 true"])
  }

  @Test func asynchronousFirstOrDefaultElsewhereAnswersAtOnce() {
    var success = false
    var error: (any Error)?
    let scheduler = RACTestScheduler()
    var answers: [String] = []
    scheduler.schedule {
      // A test scheduler is never advanced by a wait: the answer comes at once.
      scheduler.schedule { answers.append("later block") }
      answers.append("answered \(RACSignal.return(4).asynchronousFirstOrDefault(0, success: &success, error: &error))")
    }
    scheduler.stepAll()
    #expect(answers == ["answered 4", "later block"])
    #expect(success)
  }

  @Test func firstInsideAQueueSchedulerBlockRunsTheSchedulersLaterBlocks() {
    let scheduler = RACScheduler.scheduler()
    let answer = Recorder<Int>()
    let done = DispatchSemaphore(value: 0)
    // Sent by a later block of the very scheduler whose block blocks.
    let fromScheduler = RACSignal<Int>.createSignal { subscriber in
      scheduler.afterDelay(0.05) {
        subscriber.sendNext(2)
        subscriber.sendCompleted()
      }
    }
    scheduler.schedule {
      answer.record(.value(RACSignal<Int>.return(1).deliverOn(scheduler).first() ?? -1))
      answer.record(.value(fromScheduler.first() ?? -1))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(answer.values == [1, 2])
  }

  @Test func firstOnTheMainQueueRunsMainThreadDeliveries() {
    let answer = Recorder<String>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      let first = Self.later([3]).deliverOn(RACScheduler.mainThread).first()
      let onMain = Self.later([4]).deliverOnMainThread().first()
      var success = false
      var error: (any Error)?
      let asynchronous = Self.later([5]).deliverOnMainThread().asynchronousFirstOrDefault(
        0, success: &success, error: &error)
      answer.record(.value("\(first ?? -1) \(onMain ?? -1) \(asynchronous) \(success)"))
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(answer.values == ["3 4 5 true"])
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
