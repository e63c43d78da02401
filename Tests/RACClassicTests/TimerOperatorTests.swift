import Dispatch
import Foundation
import RACClassic
import RACTestSupport
import Testing

/// RAC2's `+interval:onScheduler:`, `-bufferWithTime:onScheduler:`,
/// `-throttle:valuesPassingTest:` and `-deliverOnMainThread` on
/// `RACTestScheduler` (the last on the real main queue), with the fixture of
/// the other classic time operators.
extension ClassicTimeOperatorTests {
  // MARK: interval

  @Test func intervalSendsTheSchedulersDateEveryIntervalUntilDisposed() {
    let disposable = subscribe(
      "S", to: RACSignal.interval(1, onScheduler: scheduler).map { $0.timeIntervalSinceReferenceDate })
    at(3.5) { disposable.dispose() }
    scheduler.advance(by: 10)
    #expect(log.lines == ["t=1.0 S next 1.0", "t=2.0 S next 2.0", "t=3.0 S next 3.0"])
  }

  @Test func intervalOnATestSchedulerTicksTwoHundredThousandTimesAtExactDates() {
    var ticks = 0
    var mistimed: [Double] = []
    let disposable = RACSignal.interval(1, onScheduler: scheduler).subscribeNext { date in
      ticks += 1
      if date.timeIntervalSinceReferenceDate != Double(ticks) { mistimed.append(date.timeIntervalSinceReferenceDate) }
    }
    scheduler.advance(by: 200_000)
    disposable.dispose()
    scheduler.advance(by: 10)
    #expect(ticks == 200_000)
    #expect(mistimed.isEmpty)
  }

  @Test func intervalCountsFromEachSubscription() {
    let ticks = RACSignal.interval(2, onScheduler: scheduler, withLeeway: 0.5).map { $0.timeIntervalSinceReferenceDate }
    subscribe("A", to: ticks.take(2))
    at(1.0) { self.subscribe("B", to: ticks.take(1)) }
    scheduler.advance(by: 10)
    #expect(
      log.lines == [
        "t=2.0 A next 2.0", "t=3.0 B next 3.0", "t=3.0 B completed", "t=4.0 A next 4.0", "t=4.0 A completed",
      ])
  }

  // MARK: bufferWithTime

  @Test func bufferWithTimeSendsEachBatchIntervalAfterItsFirstValue() {
    subscribe("S", to: loggedSource().bufferWithTime(1, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(0.8) { self.subject.sendNext("b") }
    at(2.0) { self.subject.sendNext("c") }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=1.5 S next [\"a\", \"b\"]", "t=3.0 S next [\"c\"]"])
  }

  @Test func bufferWithTimeSendsTheWaitingBatchAtOnceOnCompletion() {
    subscribe("S", to: subject.bufferWithTime(1, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(0.7) {
      self.subject.sendCompleted()
      self.log.log("sent completed")
    }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.7 S next [\"a\"]", "t=0.7 S completed", "t=0.7 sent completed"])
  }

  @Test func bufferWithTimeCompletesAloneWhenNothingWaits() {
    subscribe("S", to: subject.bufferWithTime(1, onScheduler: scheduler))
    at(0.5) { self.subject.sendCompleted() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.5 S completed"])
  }

  @Test func bufferWithTimeDropsTheBatchOnErrorAndForwardsTheErrorAtOnce() {
    subscribe("S", to: subject.bufferWithTime(1, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(0.7) {
      self.subject.sendError(TestError(2))
      self.log.log("sent error")
    }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.7 S error TestError(2)", "t=0.7 sent error"])
  }

  @Test func disposingABufferedSubscriptionDropsTheBatchAndDisposesTheSource() {
    let disposable = subscribe("S", to: loggedSource().bufferWithTime(1, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(0.7) { disposable.dispose() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=0.7 source disposed"])
  }

  // MARK: throttle:valuesPassingTest:

  @Test func throttleValuesPassingTestDebouncesOnlyTheValuesItAccepts() {
    subscribe("S", to: subject.throttle(1, onScheduler: scheduler, valuesPassingTest: { $0 != "!" }))
    at(0.0) { self.subject.sendNext("a") }
    at(0.5) { self.subject.sendNext("!") }
    at(1.0) { self.subject.sendNext("b") }
    at(1.5) { self.subject.sendNext("c") }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.5 S next !", "t=2.5 S next c"])
  }

  @Test func throttleValuesPassingTestWithoutSchedulerUsesTheCurrentScheduler() {
    at(0.0) { self.subscribe("S", to: self.subject.throttle(1, valuesPassingTest: { _ in true })) }
    at(0.1) { self.subject.sendNext("a") }
    at(0.2) { self.subject.sendNext("b") }
    at(0.3) { self.subject.sendCompleted() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.3 S next b", "t=0.3 S completed"])
  }

  // MARK: deliverOnMainThread

  @Test func deliverOnMainThreadDeliversEveryEventOnTheMainQueueInOrder() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      let seen = Recorder<String>()
      let background = RACScheduler.scheduler()
      let signal = RACSignal<Int>.createSignal { subscriber in
        background.schedule {
          subscriber.sendNext(1)
          subscriber.sendNext(2)
          subscriber.sendCompleted()
        }
        return nil
      }
      signal.deliverOnMainThread().subscribeNext(
        {
          seen.record(
            .value("\($0) main=\(MainQueueMark.isMain) current=\(RACScheduler.current === RACScheduler.mainThread)"))
        },
        completed: { done.resume(returning: seen.values + ["completed main=\(MainQueueMark.isMain)"]) })
    }
    #expect(lines == ["1 main=true current=true", "2 main=true current=true", "completed main=true"])
  }

  @Test func deliverOnMainThreadIsSynchronousOnTheMainQueue() async {
    let lines = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
      DispatchQueue.main.async {
        var lines: [String] = []
        RACSignal<Int>.return(1).deliverOnMainThread().subscribeNext { lines.append("next \($0)") }
        lines.append("subscribed")
        done.resume(returning: lines)
      }
    }
    #expect(lines == ["next 1", "subscribed"])
  }
}
