import Foundation
import RACModern
import RACTestSupport
import Testing

/// Modern time operators on `TestScheduler`: values and their virtual times,
/// the terminal event, and when the source is disposed.
@Suite struct ModernTimeOperatorTests {
  let scheduler = TestScheduler()
  let log: Recorder<String>
  let pipe = Signal<String, TestError>.pipe()
  /// Disposes the test's starts when the test ends: a start left on a
  /// repeating timer or on the pipe, which never ends, lives until disposed,
  /// as in RAC 4.2.2 (docs/Reliability.md, the RAC-faithful cycles).
  let disposals = FixtureDisposals()

  init() {
    log = Recorder<String>(since: scheduler)
  }

  /// Starts `producer`, logging its events as `name` (`Recorder.start`),
  /// disposed when the test ends.
  @discardableResult
  func start<T, E>(_ name: String, _ producer: SignalProducer<T, E>) -> Disposable {
    let disposable = log.start(name, producer)
    disposals.add { disposable.dispose() }
    return disposable
  }

  func at(_ time: TimeInterval, _ body: @escaping () -> Void) {
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: time), action: body)
  }

  /// A producer forwarding the pipe, logging its start and disposal.
  func loggedSource() -> SignalProducer<String, TestError> {
    // Not `self`: the test's pipe would then hold, through its observers,
    // what keeps its own input alive (a start never disposed would leak).
    SignalProducer { [log, weak output = pipe.output] observer, lifetime in
      log.log("source started")
      lifetime += output?.observe(observer)
      lifetime += ActionDisposable { log.log("source disposed") }
    }
  }

  func send(_ value: String) { pipe.input.sendNext(value) }

  // MARK: debounce

  @Test func debounceSendsAValueOnceTheIntervalPassesWithoutANewerOne() {
    start("S", loggedSource().debounce(1, onScheduler: scheduler))
    at(0.0) { self.send("a") }
    at(0.5) { self.send("b") }
    at(2.0) { self.send("c") }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.5 S next b", "t=3.0 S next c"])
  }

  @Test func debounceDropsTheWaitingValueAndSchedulesTheCompletion() {
    log.observe("S", pipe.output.debounce(1, onScheduler: scheduler))
    at(0.0) { self.send("a") }
    at(0.5) {
      self.pipe.input.sendCompleted()
      self.log.log("sent completed")
    }
    scheduler.run()
    #expect(log.lines == ["t=0.5 sent completed", "t=0.5 S completed"])
  }

  @Test func disposingADebouncedStartInterruptsAtOnceAndDisposesTheSource() {
    let foreign = ForwardingScheduler(scheduler)
    let disposable = start("S", loggedSource().debounce(1, onScheduler: foreign))
    at(0.0) { self.send("a") }
    at(0.5) {
      disposable.dispose()
      self.log.log("disposed")
    }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=0.5 S interrupted", "t=0.5 source disposed", "t=0.5 disposed"])
    #expect(foreign.asked == ["at 1.0"])
    #expect(foreign.cancelled == ["at 1.0"])
  }

  // MARK: throttle (a rate limit)

  @Test func throttleSendsTheFirstValueAtOnceThenTheNewestPerInterval() {
    log.observe("S", pipe.output.throttle(1, onScheduler: scheduler))
    at(0.0) { self.send("a") }
    at(0.3) { self.send("b") }
    at(0.6) { self.send("c") }
    at(2.5) { self.send("d") }
    at(2.7) { self.send("e") }
    scheduler.run()
    #expect(log.lines == ["t=0.0 S next a", "t=1.0 S next c", "t=2.5 S next d", "t=3.5 S next e"])
  }

  @Test func throttleDropsTheWaitingValueWhenTheSourceEnds() {
    start("S", loggedSource().throttle(1, onScheduler: scheduler))
    at(0.0) { self.send("a") }
    at(0.5) { self.send("b") }
    at(0.6) { self.pipe.input.sendFailed(TestError(3)) }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 source started", "t=0.0 S next a", "t=0.6 source disposed", "t=0.6 S failed TestError(3)",
      ])
  }

  // MARK: delay

  @Test func delayShiftsValuesAndCompletionByTheInterval() {
    start("S", loggedSource().delay(2, onScheduler: scheduler))
    at(0.5) { self.send("a") }
    at(1.0) { self.send("b") }
    at(1.5) { self.pipe.input.sendCompleted() }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 source started", "t=1.5 source disposed", "t=2.5 S next a", "t=3.0 S next b", "t=3.5 S completed",
      ])
  }

  @Test func delaySchedulesAFailureWithoutDelayAndDropsTheWaitingValues() {
    log.observe("S", pipe.output.delay(2, onScheduler: scheduler))
    at(0.5) { self.send("a") }
    at(1.0) {
      self.pipe.input.sendFailed(TestError(1))
      self.log.log("sent failure")
    }
    scheduler.run()
    #expect(log.lines == ["t=1.0 sent failure", "t=1.0 S failed TestError(1)"])
  }

  // MARK: timeout

  @Test func timeoutWithErrorFailsAfterTheIntervalAndDisposesTheSource() {
    start("S", loggedSource().timeoutWithError(TestError(9), afterInterval: 2, onScheduler: scheduler))
    at(1.0) { self.send("a") }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 source started", "t=1.0 S next a", "t=2.0 S failed TestError(9)", "t=2.0 source disposed",
      ])
  }

  @Test func timeoutOnASignalCountsFromWhenTheOperatorIsApplied() {
    at(1.0) {
      self.log.observe(
        "S", self.pipe.output.timeoutWithError(TestError(2), afterInterval: 1, onScheduler: self.scheduler))
    }
    at(1.5) { self.send("a") }
    scheduler.run()
    #expect(log.lines == ["t=1.5 S next a", "t=2.0 S failed TestError(2)"])
  }

  @Test func timeoutDoesNothingWhenTheProducerCompletesInTime() {
    start(
      "S",
      SignalProducer<String, TestError>(value: "a").timeoutWithError(
        TestError(1), afterInterval: 1, onScheduler: scheduler))
    scheduler.run()
    #expect(log.lines == ["t=0.0 S next a", "t=0.0 S completed"])
  }

  // MARK: observeOn / startOn

  @Test func observeOnDeliversEveryEventThroughTheScheduler() {
    start("S", SignalProducer<String, NoError>(values: ["a", "b"]).observeOn(scheduler))
    #expect(log.lines == [])
    scheduler.advance()
    #expect(log.lines == ["t=0.0 S next a", "t=0.0 S next b", "t=0.0 S completed"])
  }

  @Test func disposingAnObserveOnStartInterruptsAtOnce() {
    let disposable = start("S", loggedSource().observeOn(scheduler))
    send("a")
    disposable.dispose()
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=0.0 S interrupted", "t=0.0 source disposed"])
  }

  @Test func startOnRunsTheStartHandlerFromAScheduledAction() {
    start("S", loggedSource().startOn(scheduler))
    #expect(log.lines == [])
    at(1.0) { self.send("a") }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S next a"])
  }

  @Test func startOnDisposedBeforeItsActionRanNeverStarts() {
    start("S", loggedSource().startOn(scheduler)).dispose()
    scheduler.run()
    #expect(log.lines == ["t=0.0 S interrupted"])
  }

  @Test func observeOnAnImmediateSchedulerDeliversInline() {
    start("S", SignalProducer<String, NoError>(value: "a").observeOn(ImmediateScheduler()))
    #expect(log.lines == ["t=0.0 S next a", "t=0.0 S completed"])
  }

  @Test func disposingADelayedStartInterruptsAtOnceAndCancelsTheWaitingValues() {
    let disposable = start("S", loggedSource().delay(2, onScheduler: scheduler))
    at(0.5) { self.send("a") }
    at(1.0) { disposable.dispose() }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S interrupted", "t=1.0 source disposed"])
  }

  @Test func disposingAThrottledStartInterruptsAtOnceAndDropsTheWaitingValue() {
    let foreign = ForwardingScheduler(scheduler)
    let disposable = start("S", loggedSource().throttle(1, onScheduler: foreign))
    at(0.0) { self.send("a") }
    at(0.2) { self.send("b") }
    at(0.5) { disposable.dispose() }
    scheduler.run()
    #expect(
      log.lines == ["t=0.0 source started", "t=0.0 S next a", "t=0.5 S interrupted", "t=0.5 source disposed"])
    #expect(foreign.asked == ["at 0.0", "at 1.0"])
    // The t=0.0 slot had run; replacing it disposes its spent disposable.
    #expect(foreign.cancelled == ["at 0.0", "at 1.0"])
  }

  @Test func disposingATimeoutStartCancelsTheTimeout() {
    // Through a forwarding scheduler, to see the timer itself disposed: once
    // the start is disposed a timer that fired would be dropped anyway.
    let foreign = ForwardingScheduler(scheduler)
    let disposable = start(
      "S", loggedSource().timeoutWithError(TestError(1), afterInterval: 2, onScheduler: foreign))
    at(1.0) { disposable.dispose() }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S interrupted", "t=1.0 source disposed"])
    #expect(foreign.cancelled == ["at 2.0"])
  }

  @Test func disposingAStartOnStartAfterItsActionRanDisposesTheSource() {
    let disposable = start("S", loggedSource().startOn(scheduler))
    at(1.0) { disposable.dispose() }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S interrupted", "t=1.0 source disposed"])
  }

  // MARK: Schedulers RACPort did not create

  /// A date scheduler of the user's, forwarding to the test scheduler and
  /// noting what it is asked and which of those actions were cancelled.
  ///
  /// Schedulers are `Sendable`; this one is only touched by the test's
  /// thread (the test scheduler runs its actions inline when advanced).
  final class ForwardingScheduler: DateSchedulerType, @unchecked Sendable {
    let base: TestScheduler
    private var handedOut: [(String, Disposable?)] = []

    init(_ base: TestScheduler) { self.base = base }

    /// What it was asked: `now` or `at <time>`.
    var asked: [String] { handedOut.map(\.0) }
    /// The actions asked for whose disposable was disposed.
    var cancelled: [String] { handedOut.filter { $0.1?.isDisposed == true }.map(\.0) }

    var currentDate: Date { base.currentDate }

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
      let disposable = base.schedule(action)
      handedOut.append(("now", disposable))
      return disposable
    }

    func scheduleAfter(_ date: Date, action: @escaping () -> Void) -> Disposable? {
      let disposable = base.scheduleAfter(date, action: action)
      handedOut.append(("at \(date.timeIntervalSinceReferenceDate)", disposable))
      return disposable
    }

    func scheduleAfter(
      _ date: Date, repeatingEvery: TimeInterval, withLeeway: TimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
      base.scheduleAfter(date, repeatingEvery: repeatingEvery, withLeeway: withLeeway, action: action)
    }
  }

  /// A scheduler of the user's without dates, running each action at once
  /// (only touched by the test's thread, as `ForwardingScheduler`).
  final class InlineScheduler: SchedulerType, @unchecked Sendable {
    var asked = 0

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
      asked += 1
      action()
      return nil
    }
  }

  @Test func delayRunsItsTimersOnAForeignDateScheduler() {
    let foreign = ForwardingScheduler(scheduler)
    let disposable = start("S", loggedSource().delay(1, onScheduler: foreign))
    at(0.5) { self.send("a") }
    at(0.8) { self.send("b") }
    at(1.6) { disposable.dispose() }
    scheduler.run()
    #expect(
      log.lines == ["t=0.0 source started", "t=1.5 S next a", "t=1.6 S interrupted", "t=1.6 source disposed"])
    #expect(foreign.asked == ["at 1.5", "at 1.8"])
    #expect(foreign.cancelled == ["at 1.8"])
  }

  @Test func observeOnDeliversThroughAForeignSchedulerWithoutDates() {
    let foreign = InlineScheduler()
    start("S", loggedSource().observeOn(foreign))
    at(1.0) { self.send("a") }
    at(2.0) { self.pipe.input.sendCompleted() }
    scheduler.run()
    #expect(log.lines == ["t=0.0 source started", "t=1.0 S next a", "t=2.0 S completed", "t=2.0 source disposed"])
    #expect(foreign.asked == 2)
  }

  // MARK: ReactiveSwift spellings

  /// Each alias and its RAC4 name on the same script (a at 0.0, b at 0.4,
  /// c at 0.8, interval 0.5), both checked against the expected timeline.
  @Test(arguments: [
    ("observe(on:)", ["t=0.0 S next a", "t=0.4 S next b", "t=0.8 S next c"]),
    ("start(on:)", ["t=0.0 S next a", "t=0.4 S next b", "t=0.8 S next c"]),
    ("timeout(after:raising:on:)", ["t=0.0 S next a", "t=0.4 S next b", "t=0.5 S failed TestError(1)"]),
    ("debounce(_:on:)", ["t=1.3 S next c"]),
    ("throttle(_:on:)", ["t=0.0 S next a", "t=0.5 S next b", "t=1.0 S next c"]),
    ("delay(_:on:)", ["t=0.5 S next a", "t=0.9 S next b", "t=1.3 S next c"]),
  ])
  func reactiveSwiftSpellingsForwardToTheRAC4Operators(_ alias: String, _ expected: [String]) {
    func run(
      _ apply: (SignalProducer<String, TestError>, TestScheduler) -> SignalProducer<String, TestError>
    )
      -> [String]
    {
      let scheduler = TestScheduler()
      let log = Recorder<String>(since: scheduler)
      let pipe = Signal<String, TestError>.pipe()
      let disposable = log.start("S", apply(SignalProducer(signal: pipe.output), scheduler))
      for (time, value) in [(0.0, "a"), (0.4, "b"), (0.8, "c")] {
        scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: time)) { pipe.input.sendNext(value) }
      }
      scheduler.run()
      let lines = log.lines
      disposable.dispose()
      return lines
    }
    let pairs:
      [String: (SignalProducer<String, TestError>, TestScheduler) -> (
        SignalProducer<String, TestError>, SignalProducer<String, TestError>
      )] = [
        "observe(on:)": { ($0.observe(on: $1), $0.observeOn($1)) },
        "start(on:)": { ($0.start(on: $1), $0.startOn($1)) },
        "timeout(after:raising:on:)": {
          (
            $0.timeout(after: 0.5, raising: TestError(1), on: $1),
            $0.timeoutWithError(TestError(1), afterInterval: 0.5, onScheduler: $1)
          )
        },
        "debounce(_:on:)": { ($0.debounce(0.5, on: $1), $0.debounce(0.5, onScheduler: $1)) },
        "throttle(_:on:)": { ($0.throttle(0.5, on: $1), $0.throttle(0.5, onScheduler: $1)) },
        "delay(_:on:)": { ($0.delay(0.5, on: $1), $0.delay(0.5, onScheduler: $1)) },
      ]
    let pair = pairs[alias]!
    #expect(run { pair($0, $1).0 } == expected)
    #expect(run { pair($0, $1).1 } == expected)
  }

  @Test func signalSpellingsMatchTheProducerOnes() {
    log.observe("debounce", pipe.output.debounce(0.5, on: scheduler))
    log.observe("throttle", pipe.output.throttle(0.5, on: scheduler))
    log.observe("delay", pipe.output.delay(0.5, on: scheduler))
    log.observe("observe", pipe.output.observe(on: scheduler))
    log.observe("timeout", pipe.output.timeout(after: 5, raising: TestError(1), on: scheduler))
    at(0.0) { self.send("a") }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 timeout next a", "t=0.0 throttle next a", "t=0.0 observe next a", "t=0.5 debounce next a",
        "t=0.5 delay next a", "t=5.0 timeout failed TestError(1)",
      ])
  }
}
