import Foundation
import RACClassic
import RACTestSupport
import Testing

/// Classic time operators on `RACTestScheduler`: values and their virtual
/// times, the terminal event, and when the source is disposed.
@Suite struct ClassicTimeOperatorTests {
  let scheduler = RACTestScheduler()
  let log: Recorder<String>
  let subject = RACSubject<String>()
  /// Disposes the test's subscriptions when the test ends: one left on a
  /// repeating timer or on the subject, which never ends, lives until
  /// disposed, as in RAC2 (docs/Reliability.md, the RAC-faithful cycles).
  let disposals = FixtureDisposals()

  init() {
    log = Recorder<String>(since: scheduler)
  }

  /// Subscribes to `signal`, logging its events as `name`
  /// (`Recorder.subscribe`), disposed when the test ends.
  @discardableResult
  func subscribe<T>(_ name: String, to signal: RACSignal<T>) -> RACDisposable {
    let disposable = log.subscribe(name, to: signal)
    disposals.add { disposable.dispose() }
    return disposable
  }

  /// Runs `body` at virtual time `time`, as a scheduler action (so the test
  /// scheduler is `RACScheduler.current`).
  func at(_ time: TimeInterval, _ body: @escaping () -> Void) {
    scheduler.after(Date(timeIntervalSinceReferenceDate: time), schedule: body)
  }

  /// A cold source that logs its subscription and disposal.
  func loggedSource() -> RACSignal<String> {
    // Not `self`: the test's subject would then hold, through its
    // subscribers, itself (a subscription never disposed would leak).
    RACSignal.createSignal { [log, weak subject] subscriber in
      log.log("source subscribed")
      subject?.subscribe(subscriber)
      return RACDisposable { log.log("source disposed") }
    }
  }

  // MARK: throttle (a debounce)

  @Test func throttleSendsAValueOnceTheIntervalPassesWithoutANewerOne() {
    subscribe("S", to: subject.throttle(1, onScheduler: scheduler))
    at(0.0) { self.subject.sendNext("a") }
    at(0.5) { self.subject.sendNext("b") }
    at(2.0) { self.subject.sendNext("c") }
    scheduler.stepAll()
    #expect(log.lines == ["t=1.5 S next b", "t=3.0 S next c"])
  }

  @Test func throttleWithoutSchedulerUsesTheCurrentScheduler() {
    at(0.0) { self.subscribe("S", to: self.subject.throttle(1)) }
    at(0.1) { self.subject.sendNext("a") }
    at(0.2) { self.subject.sendNext("b") }
    scheduler.stepAll()
    #expect(log.lines == ["t=1.2 S next b"])
  }

  @Test func throttleSendsTheWaitingValueAtOnceOnCompletion() {
    subscribe("S", to: subject.throttle(1, onScheduler: scheduler))
    at(0.0) { self.subject.sendNext("a") }
    at(0.5) {
      self.subject.sendCompleted()
      self.log.log("sent completed")
    }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.5 S next a", "t=0.5 S completed", "t=0.5 sent completed"])
  }

  @Test func throttleDropsTheWaitingValueOnErrorAndForwardsTheErrorAtOnce() {
    subscribe("S", to: subject.throttle(1, onScheduler: scheduler))
    at(0.0) { self.subject.sendNext("a") }
    at(0.5) {
      self.subject.sendError(TestError(7))
      self.log.log("sent error")
    }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.5 S error TestError(7)", "t=0.5 sent error"])
  }

  @Test func disposingAThrottledSubscriptionDropsTheWaitingValueAndDisposesTheSource() {
    let disposable = subscribe("S", to: loggedSource().throttle(1, onScheduler: scheduler))
    at(0.0) { self.subject.sendNext("a") }
    at(0.5) { disposable.dispose() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=0.5 source disposed"])
  }

  // MARK: delay

  @Test func delayShiftsValuesAndCompletionByTheInterval() {
    at(0.0) { self.subscribe("S", to: self.subject.delay(2)) }
    at(0.5) { self.subject.sendNext("a") }
    at(1.0) { self.subject.sendNext("b") }
    at(1.5) { self.subject.sendCompleted() }
    scheduler.stepAll()
    #expect(log.lines == ["t=2.5 S next a", "t=3.0 S next b", "t=3.5 S completed"])
  }

  @Test func delayForwardsAnErrorAtOnceAndDropsTheWaitingValues() {
    subscribe("S", to: subject.delay(2, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(1.0) {
      self.subject.sendError(nil)
      self.log.log("sent error")
    }
    scheduler.stepAll()
    #expect(log.lines == ["t=1.0 S error nil", "t=1.0 sent error"])
  }

  @Test func disposingADelayedSubscriptionCancelsTheWaitingValues() {
    let disposable = subscribe("S", to: loggedSource().delay(2, onScheduler: scheduler))
    at(0.5) { self.subject.sendNext("a") }
    at(1.0) { disposable.dispose() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=1.0 source disposed"])
  }

  // MARK: timeout

  @Test func timeoutFailsWithTheTimedOutErrorAndDisposesTheSource() {
    subscribe("S", to: loggedSource().timeout(2, onScheduler: scheduler))
    at(1.0) { self.subject.sendNext("a") }
    scheduler.stepAll()
    #expect(
      log.lines == [
        "t=0.0 source subscribed", "t=1.0 S next a", "t=2.0 S error RACSignalErrorDomain 1", "t=2.0 source disposed",
      ])
  }

  @Test func timeoutDoesNothingWhenTheSourceCompletesInTime() {
    subscribe("S", to: subject.timeout(2, onScheduler: scheduler))
    at(1.0) { self.subject.sendCompleted() }
    scheduler.stepAll()
    #expect(log.lines == ["t=1.0 S completed"])
  }

  @Test func timeoutWithoutSchedulerStartsItsTimerOnTheCurrentScheduler() {
    at(1.0) { self.subscribe("S", to: self.subject.timeout(0.5)) }
    scheduler.stepAll()
    #expect(log.lines == ["t=1.5 S error RACSignalErrorDomain 1"])
  }

  // MARK: deliverOn / subscribeOn

  @Test func deliverOnDeliversEveryEventThroughTheScheduler() {
    let signal = RACSignal<String>.createSignal { subscriber in
      subscriber.sendNext("a")
      subscriber.sendCompleted()
      return nil
    }
    subscribe("S", to: signal.deliverOn(scheduler))
    #expect(log.lines == [])
    scheduler.advance(by: 1)
    #expect(log.lines == ["t=0.0 S next a", "t=0.0 S completed"])
  }

  @Test func disposingADeliverOnSubscriptionDropsWhatWasNotDeliveredYet() {
    let disposable = subscribe("S", to: loggedSource().deliverOn(scheduler))
    subject.sendNext("a")
    disposable.dispose()
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=0.0 source disposed"])
  }

  @Test func subscribeOnSubscribesFromAScheduledBlock() {
    subscribe("S", to: loggedSource().subscribeOn(scheduler))
    #expect(log.lines == [])
    at(1.0) { self.subject.sendNext("a") }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=1.0 S next a"])
  }

  @Test func subscribeOnDisposedBeforeItsBlockRanNeverSubscribes() {
    subscribe("S", to: loggedSource().subscribeOn(scheduler)).dispose()
    scheduler.stepAll()
    #expect(log.lines == [])
  }

  @Test func disposingASubscribeOnSubscriptionDisposesTheSource() {
    let disposable = subscribe("S", to: loggedSource().subscribeOn(scheduler))
    at(1.0) { disposable.dispose() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=1.0 source disposed"])
  }

  @Test func disposingATimeoutSubscriptionCancelsTheTimeout() {
    let disposable = subscribe("S", to: loggedSource().timeout(2, onScheduler: scheduler))
    at(1.0) { disposable.dispose() }
    scheduler.stepAll()
    #expect(log.lines == ["t=0.0 source subscribed", "t=1.0 source disposed"])
  }

  // MARK: no current scheduler

  @Test func timeOperatorsWithoutACurrentSchedulerUseABackgroundScheduler() {
    let received = DispatchSemaphore(value: 0)
    let values = Recorder<String>()
    subject.delay(0.01).subscribeNext {
      values.record(.value($0))
      received.signal()
    }
    let sender = Thread { self.subject.sendNext("a") }
    sender.start()
    #expect(received.wait(timeout: .now() + 5) == .success)
    #expect(values.values == ["a"])
  }
}
