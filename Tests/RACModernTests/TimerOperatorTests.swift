import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// RAC4's `timer`, ReactiveSwift's `collect(every:on:)`, `retry(upTo:interval:on:)`
/// and `timeout(after:raising:on:)` for producers that cannot fail, on
/// `TestScheduler`, with the fixture of the other modern time operators.
extension ModernTimeOperatorTests {
  // MARK: timer

  @Test func timerSendsTheSchedulersDateEveryIntervalUntilDisposed() {
    let disposable = start("S", timer(1, onScheduler: scheduler).map { $0.timeIntervalSinceReferenceDate })
    at(3.5) { disposable.dispose() }
    scheduler.advanceByInterval(10)
    #expect(
      log.lines == ["t=1.0 S next 1.0", "t=2.0 S next 2.0", "t=3.0 S next 3.0", "t=3.5 S interrupted"])
  }

  @Test func timerOnATestSchedulerTicksTwoHundredThousandTimesAtExactDates() {
    var ticks = 0
    var mistimed: [Double] = []
    let disposable = timer(1, onScheduler: scheduler).startWithNext { date in
      ticks += 1
      if date.timeIntervalSinceReferenceDate != Double(ticks) { mistimed.append(date.timeIntervalSinceReferenceDate) }
    }
    scheduler.advanceByInterval(200_000)
    disposable.dispose()
    scheduler.advanceByInterval(10)
    #expect(ticks == 200_000)
    #expect(mistimed.isEmpty)
  }

  @Test func timerCountsFromEachStart() {
    let ticks = timer(2, onScheduler: scheduler, withLeeway: 0).map { $0.timeIntervalSinceReferenceDate }
    start("A", ticks.take(2))
    at(1.0) { self.start("B", ticks.take(1)) }
    scheduler.advanceByInterval(10)
    #expect(
      log.lines == [
        "t=2.0 A next 2.0", "t=3.0 B next 3.0", "t=3.0 B completed", "t=4.0 A next 4.0", "t=4.0 A completed",
      ])
  }

  @Test func theReactiveSwiftTimerSpellingsAreTheSameTimer() {
    start("A", SignalProducer.timer(interval: 1, on: scheduler).take(1).map { $0.timeIntervalSinceReferenceDate })
    start(
      "B",
      SignalProducer.timer(interval: 1.5, on: scheduler, leeway: 0.1).take(1).map { $0.timeIntervalSinceReferenceDate })
    scheduler.advanceByInterval(2)
    #expect(log.lines == ["t=1.0 A next 1.0", "t=1.0 A completed", "t=1.5 B next 1.5", "t=1.5 B completed"])
  }

  // MARK: collect(every:on:)

  @Test func collectEverySendsWhatArrivedEachIntervalEmptyArraysIncluded() {
    start("S", loggedSource().collect(every: 1, on: scheduler))
    at(0.2) { self.pipe.input.sendNext("a") }
    at(0.4) { self.pipe.input.sendNext("b") }
    at(2.5) { self.pipe.input.sendNext("c") }
    scheduler.advanceByInterval(3)
    #expect(
      log.lines == [
        "t=0.0 source started", "t=1.0 S next [\"a\", \"b\"]", "t=2.0 S next []", "t=3.0 S next [\"c\"]",
      ])
  }

  @Test func collectEveryCanSkipEmptyIntervals() {
    start("S", loggedSource().collect(every: 1, on: scheduler, skipEmpty: true))
    at(2.5) { self.pipe.input.sendNext("c") }
    scheduler.advanceByInterval(3)
    #expect(log.lines == ["t=0.0 source started", "t=3.0 S next [\"c\"]"])
  }

  @Test func collectEveryDiscardsWhatWaitsOnCompletionByDefault() {
    start("S", loggedSource().collect(every: 1, on: scheduler))
    at(0.2) { self.pipe.input.sendNext("a") }
    at(0.5) { self.pipe.input.sendCompleted() }
    scheduler.advanceByInterval(3)
    // The source's start ends with its completion; the completion reaches
    // the observer through the scheduler, right after.
    #expect(log.lines == ["t=0.0 source started", "t=0.5 source disposed", "t=0.5 S completed"])
  }

  @Test func collectEveryCanSendWhatWaitsAtTheNextTickThenComplete() {
    start("S", loggedSource().collect(every: 1, on: scheduler, discardWhenCompleted: false))
    at(0.2) { self.pipe.input.sendNext("a") }
    at(0.5) { self.pipe.input.sendCompleted() }
    scheduler.advanceByInterval(3)
    #expect(
      log.lines == ["t=0.0 source started", "t=0.5 source disposed", "t=1.0 S next [\"a\"]", "t=1.0 S completed"])
  }

  @Test func collectEveryDropsWhatWaitsOnFailure() {
    start("S", loggedSource().collect(every: 1, on: scheduler))
    at(0.2) { self.pipe.input.sendNext("a") }
    at(0.5) { self.pipe.input.sendFailed(TestError(6)) }
    scheduler.advanceByInterval(3)
    #expect(log.lines == ["t=0.0 source started", "t=0.5 source disposed", "t=0.5 S failed TestError(6)"])
  }

  @Test func disposingACollectEveryStartInterruptsAtOnceAndStopsTheTimer() {
    let disposable = start("S", loggedSource().collect(every: 1, on: scheduler))
    at(1.5) { disposable.dispose() }
    scheduler.advanceByInterval(3)
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S next []", "t=1.5 S interrupted", "t=1.5 source disposed"])
  }

  @Test func signalCollectEveryCountsFromWhenItIsApplied() {
    at(0.5) { self.log.observe("S", self.pipe.output.collect(every: 1, on: self.scheduler, skipEmpty: true)) }
    at(0.7) { self.pipe.input.sendNext("a") }
    scheduler.advanceByInterval(2)
    #expect(log.lines == ["t=1.5 S next [\"a\"]"])
  }

  // MARK: retry(upTo:interval:on:)

  /// A producer that fails at 1 second into each start, logging the start.
  func failingAfterOneSecond() -> SignalProducer<String, TestError> {
    SignalProducer { observer, lifetime in
      self.log.log("attempt")
      lifetime += self.scheduler.scheduleAfter(1) { observer.sendFailed(TestError(1)) }
    }
  }

  @Test func retryWithIntervalWaitsBeforeEachRestartAndForwardsTheLastFailureAtOnce() {
    start("S", failingAfterOneSecond().retry(upTo: 2, interval: 0.5, on: scheduler))
    scheduler.advanceByInterval(10)
    #expect(
      log.lines == [
        "t=0.0 attempt", "t=1.5 attempt", "t=3.0 attempt", "t=4.0 S failed TestError(1)",
      ])
  }

  @Test func retryWithIntervalZeroCountDoesNotRetry() {
    start("S", failingAfterOneSecond().retry(upTo: 0, interval: 0.5, on: scheduler))
    scheduler.advanceByInterval(10)
    #expect(log.lines == ["t=0.0 attempt", "t=1.0 S failed TestError(1)"])
  }

  @Test func retryWithIntervalCountsPerStartAndPassesValues() {
    var attempts = 0
    let producer = SignalProducer<String, TestError> { observer, _ in
      attempts += 1
      observer.sendNext("try \(attempts)")
      if attempts % 2 == 1 { observer.sendFailed(TestError(2)) } else { observer.sendCompleted() }
    }.retry(upTo: 1, interval: 1, on: scheduler)
    start("A", producer)
    scheduler.advanceByInterval(5)
    start("B", producer)
    scheduler.advanceByInterval(5)
    #expect(
      log.lines == [
        "t=0.0 A next try 1", "t=1.0 A next try 2", "t=1.0 A completed", "t=5.0 B next try 3", "t=6.0 B next try 4",
        "t=6.0 B completed",
      ])
  }

  @Test func disposingWhileARetryWaitsInterruptsAndNeverRestarts() {
    let disposable = start("S", failingAfterOneSecond().retry(upTo: 3, interval: 1, on: scheduler))
    at(1.5) { disposable.dispose() }
    scheduler.advanceByInterval(10)
    #expect(log.lines == ["t=0.0 attempt", "t=1.5 S interrupted"])
  }

  // MARK: timeout for producers that cannot fail

  @Test func aProducerThatCannotFailTimesOutWithTheErrorGiven() {
    start("S", SignalProducer<Int, NoError>.never.timeout(after: 2, raising: TestError(9), on: scheduler))
    start(
      "T",
      SignalProducer<Int, NoError>(value: 1).timeoutWithError(TestError(9), afterInterval: 2, onScheduler: scheduler))
    scheduler.advanceByInterval(5)
    #expect(log.lines == ["t=0.0 T next 1", "t=0.0 T completed", "t=2.0 S failed TestError(9)"])
  }

  @Test func aSignalThatCannotFailTimesOutWithTheErrorGiven() {
    let (signal, input) = Signal<Int, NoError>.pipe()
    log.observe("S", signal.timeout(after: 2, raising: TestError(8), on: scheduler))
    log.observe("T", signal.timeoutWithError(TestError(8), afterInterval: 3, onScheduler: scheduler))
    at(1) { input.sendNext(1) }
    scheduler.advanceByInterval(5)
    #expect(
      log.lines == ["t=1.0 S next 1", "t=1.0 T next 1", "t=2.0 S failed TestError(8)", "t=3.0 T failed TestError(8)"])
  }
}
